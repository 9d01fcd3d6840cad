//! The search: iterative deepening, principal variation search with a transposition table,
//! null move and late move reductions, and a quiescence search over the moves that change
//! material.
//!
//! # How
//! * Moves are made and taken back on one position ([`Position::make`], [`Position::unmake`])
//!   into move lists kept per ply; the evaluation ([`crate::eval`]) is kept incrementally.
//! * **Transposition table** ([`crate::tt`]) on [`Position::hash`]; its move is tried first,
//!   and only if it is among the legal moves (a hash collision never plays a wrong move).
//! * **Ordering** ([`crate::order`]): the table's move, captures by value taken (every piece a
//!   lion, igui, hook or hop takes) less a sixteenth of the mover, promotions, two killers per
//!   ply, then history.
//! * **Null move** (R = 2, 3 from depth 7) where the static evaluation is at least beta,
//!   outside the principal variation. Safe in these games: a side whose last royal is
//!   attacked gets it captured in the reduced search, which then fails low, never high.
//! * **Late move reductions**: from the fourth move on, quiet moves (no capture, no promotion,
//!   no killer) from depth 3 are searched one ply shallower, two from the twelfth at depth 6,
//!   and again at full depth if they beat alpha.
//! * **Check extension** (off: it did not pay in self-play at Chu, 15 games +4 =6 -5 against
//!   the search without it, and slows Tenjiku; nor in converting won Dai games against HaChu
//!   0.21, 5 of 14 won against 7 of 14 without it, `tools/referee/README.md`): a node whose
//!   side to move has one royal, attacked, is searched a ply deeper (up to twice the
//!   iteration's depth from the root).
//! * **Quiescence**: stand pat, then captures (lion double captures, igui, hook and hop
//!   captures included: every move that takes an enemy piece) and, in Tenjiku, fire demon
//!   moves that burn ([`Position::tactical_moves_into`]). The crate's first quiescence made
//!   every fire demon move and kept those that moved the evaluation in the mover's favour,
//!   quiet ones included: in some Tenjiku middle games a depth-2 search then took minutes,
//!   demons shuffling to the ply limit ([`Features::quiet_demons`] keeps it, to measure).
//!   Its moves come from [`Position::tactical_moves_with_into`], which never generates the
//!   quiet ones (but a fire demon's), in the order of the legal moves, so that its tree is
//!   the one filtering every legal move gave (`tests/tree.rs` pins it).
//!
//! # Repetition
//! The root's moves come from [`Game::legal_moves`], so a move the game's rule forbids is never
//! chosen, and a root move that ends the game by its rules is scored by that end, not
//! searched: a fourth occurrence that loses for the side that attacked throughout (`lishogi`,
//! `jcsa`) is a loss there (yubin lost two games to HaChu by it when every repetition was a
//! draw to it; `tests/repetition.rs` replays them). Inside the tree, a position already on
//! the search path or in the game's history ([`Game::hashes`]) ends the line as if it were the
//! fourth occurrence: under `lishogi` and `jcsa`, if the cycle since its first occurrence
//! condemns the side to move at the root ([`yubin_rules::game::condemned`]: the only side
//! that attacked with every move, under `jcsa` first the only one that checked with every
//! move), that side loses, scored as a mate at that ply (shogi engines score perpetual check
//! the same way), so it leaves a cycle before it can lose by it. Any other repetition is a
//! draw (0), one that condemns the opponent too: the opponent can leave the cycle before its
//! end, and a search counting on a win there repeated rather than played on (42.0 % ± 9.1 %
//! against every repetition a draw, Chu, 100 games at 5,000 nodes; as it is, 48.0 % ±
//! 9.0 %). [`Features::repetition_verdict`] off makes every repetition a draw, to measure.
//! Under `no_repeat` and `historic` re-creating a position is forbidden, so there it scores
//! as a loss for the side that made it (the exemption of a side in check under `historic`
//! is not modelled: the search then avoids a repetition it might have made).
//!
//! # Determinism
//! A search with no time limit starts from an empty table and history, so the same game and
//! limits give the same move and node count whatever was searched before.

use crate::eval::{Eval, Terms};
use crate::order::{Order, PROMOTION};
use crate::tt::{Bound, Table};
use crate::value::Values;
use crate::{Limits, Report, Score};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;
use yubin_rules::game::{condemned, Ply};
use yubin_rules::rules::Repetition;
use yubin_rules::{Color, Game, Move, PieceKind, Position, Rules, Square};

/// The score of a side that has lost its last royal, before the distance to it.
pub const MATE: Score = 1_000_000;

/// The most plies from the root (search and quiescence together).
const MAX_PLY: usize = 128;

/// The most plies quiescence goes beyond the horizon by default.
const QUIESCENCE_PLIES: u32 = 8;

/// Delta pruning's margin: what positional change a capture may bring beyond its victims.
const DELTA: Score = 200;

/// The moves of `root` that end `game` when played, each with its score for the side to move
/// (a win, a loss or a draw by the game's rules).
fn root_ends(game: &Game, root: &[Move]) -> Vec<(Move, Score)> {
    let mover = game.position().side_to_move();
    root.iter()
        .filter_map(|&mv| {
            let mut after = game.clone();
            let outcome = after.play(mv).ok()??;
            let score = match outcome.winner {
                Some(c) if c == mover => MATE - 1,
                Some(_) => -MATE + 1,
                None => 0,
            };
            Some((mv, score))
        })
        .collect()
}

/// A score that wins or loses the game.
pub(crate) fn is_mate(score: Score) -> bool {
    score.abs() >= MATE - 1000
}

/// A computer player's memory between searches.
#[derive(Debug, Clone)]
pub struct Searcher {
    hash_mb: usize,
    table: Table,
    order: Order,
    eval: Option<(Rules, bool, Terms, Eval)>,
    features: Features,
}

/// Parts of the search that can be turned off, to measure what each is worth
/// (`examples/selfplay.rs`). All on by default but the check extension.
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Features {
    /// The null move.
    pub null_move: bool,
    /// Late move reductions.
    pub reductions: bool,
    /// The evaluation's square terms (off: material only).
    pub positional: bool,
    /// One ply more for a side whose only royal is attacked (off by default).
    pub check_extension: bool,
    /// The evaluation's optional terms (with `positional`); `None`, the default: those kept
    /// for the game's variant ([`Terms::kept`]).
    pub terms: Option<Terms>,
    /// Quiescence also tries every fire demon move that burns nothing, kept if the
    /// evaluation moved in the mover's favour (the crate's first quiescence; off by default).
    pub quiet_demons: bool,
    /// The most plies quiescence goes beyond the horizon (then it stands pat).
    pub quiescence_plies: u32,
    /// A repetition in the tree is judged by the game's rule (off: every one is a draw,
    /// as before the verdict).
    pub repetition_verdict: bool,
}

impl Default for Features {
    fn default() -> Features {
        Features {
            null_move: true,
            reductions: true,
            positional: true,
            check_extension: false,
            terms: None,
            quiet_demons: false,
            quiescence_plies: QUIESCENCE_PLIES,
            repetition_verdict: true,
        }
    }
}

/// The state of one search.
struct Run<'a> {
    eval: &'a Eval,
    table: &'a mut Table,
    order: &'a mut Order,
    limits: &'a Limits,
    features: Features,
    stop: &'a AtomicBool,
    start: Instant,
    nodes: u64,
    aborted: bool,
    pos: Position,
    /// The evaluation of `pos`, Black's view.
    score: i32,
    /// Hashes of the game's positions and of the path, the current one last.
    history: Vec<u64>,
    /// How many of `history` fall in each of 4096 slots (a repetition is looked for only when
    /// the slot of the current hash is taken more than once).
    filter: Vec<u8>,
    /// Whether a repetition loses for the side that makes it.
    repetition_loses: bool,
    /// The game's repetition rule.
    repetition: Repetition,
    /// The position at the root, and what the rule knows of the game's moves before it.
    root_pos: Position,
    game_plies: &'a [Ply],
    /// The moves made since the root (null moves included), the last one last.
    path: Vec<Move>,
    /// Move lists per ply.
    lists: Vec<Vec<Move>>,
    keys: Vec<Vec<i32>>,
    /// The principal variation found from each ply.
    pv: Vec<Vec<Move>>,
    /// Whether the move into each ply was a null move (never two in a row).
    null: Vec<bool>,
    /// The depth of the iteration.
    root_depth: usize,
    /// The root moves that end the game by the game's own rules (a repetition's verdict:
    /// under `lishogi` and `jcsa` the side that attacked in every move of the cycle loses),
    /// with their score: the tree scores every repetition as a draw.
    root_ends: Vec<(Move, Score)>,
}

impl Searcher {
    /// A searcher with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher {
            hash_mb,
            table: Table::new(hash_mb),
            order: Order::new(),
            eval: None,
            features: Features::default(),
        }
    }

    /// The parts of the search in use.
    #[doc(hidden)]
    pub fn features_mut(&mut self) -> &mut Features {
        &mut self.features
    }

    /// The size of its transposition table, in megabytes.
    pub fn hash_mb(&self) -> usize {
        self.hash_mb
    }

    /// Forgets what earlier searches learnt.
    pub fn clear(&mut self) {
        self.table.clear();
        self.order.clear();
    }

    /// Chooses a move for the side to move in `game`, within `limits` or until `stop` is set;
    /// `info` hears of each finished iteration. The repetition rule of the game is respected
    /// (a move it forbids is never chosen).
    pub fn think(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
        mut info: impl FnMut(&Report),
    ) -> Report {
        let rules = *game.rules();
        let positional = self.features.positional;
        let terms = (self.features.terms).unwrap_or_else(|| Terms::kept(rules.variant));
        if self.eval.as_ref().map(|(r, p, t, _)| (*r, *p, *t)) != Some((rules, positional, terms)) {
            let eval = Eval::new(Values::new(&rules), game.position(), positional, terms);
            self.eval = Some((rules, positional, terms, eval));
            self.clear();
        }
        if limits.time.is_none() {
            self.clear();
        }
        self.table.new_search();
        let eval = &self.eval.as_ref().expect("just set").3;
        let pos = game.position().clone();
        let score = eval.full(&pos);
        let mut filter = vec![0u8; 4096];
        for &h in game.hashes() {
            filter[slot(h)] = filter[slot(h)].saturating_add(1);
        }
        let mut run = Run {
            eval,
            table: &mut self.table,
            order: &mut self.order,
            limits,
            features: self.features,
            stop,
            start: Instant::now(),
            nodes: 0,
            aborted: false,
            pos,
            score,
            root_pos: game.position().clone(),
            history: game.hashes().to_vec(),
            filter,
            repetition_loses: matches!(
                rules.repetition,
                Repetition::NoRepeat | Repetition::Historic
            ),
            repetition: rules.repetition,
            game_plies: game.plies(),
            path: Vec::with_capacity(MAX_PLY),
            lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
            keys: (0..=MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
            pv: vec![Vec::new(); MAX_PLY + 1],
            null: vec![false; MAX_PLY + 1],
            root_depth: 1,
            root_ends: Vec::new(),
        };
        let mut root = game.legal_moves();
        run.root_ends = root_ends(game, &root);
        let mut report = Report {
            best: root.first().copied(),
            ..Report::default()
        };
        if root.is_empty() {
            return report;
        }
        run.order_root(&mut root);
        let max_depth = limits
            .depth
            .unwrap_or(Limits::MAX_DEPTH)
            .clamp(1, Limits::MAX_DEPTH);
        for depth in 1..=max_depth {
            let first = root[0];
            let (best, score) = run.root(&mut root, depth as i32);
            if run.aborted {
                // A move that beat the first one, fully searched, is better than the last
                // iteration's choice (the first move).
                if best != first && depth > 1 {
                    report.best = Some(best);
                    report.score = score;
                    report.pv = run.pv[0].clone();
                }
                break;
            }
            let mut pv = vec![best];
            pv.extend(run.pv[1].iter().copied());
            report = Report {
                best: Some(best),
                score,
                depth,
                nodes: run.nodes,
                pv,
                elapsed: run.start.elapsed(),
            };
            info(&report);
            if is_mate(score) {
                break;
            }
        }
        report.nodes = run.nodes;
        report.elapsed = run.start.elapsed();
        report
    }
}

fn slot(hash: u64) -> usize {
    (hash >> 52) as usize
}

impl Run<'_> {
    fn out_of_bounds(&mut self) -> bool {
        if self.limits.nodes.is_some_and(|n| self.nodes >= n)
            || self.stop.load(Ordering::Relaxed)
            || (self.nodes.is_multiple_of(1024)
                && self.limits.time.is_some_and(|t| self.start.elapsed() >= t))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// The evaluation from the side to move's point of view: the incremental sum and the
    /// terms outside it (the royals' shelter, [`Eval::outside`]).
    fn static_eval(&self) -> Score {
        let black = self.score + self.eval.outside(&self.pos, self.score);
        match self.pos.side_to_move() {
            Color::Black => black,
            Color::White => -black,
        }
    }

    fn make(&mut self, mv: Move) -> (yubin_rules::Undo, i32) {
        let before = self.score;
        if self.eval.burning() {
            let undo = self.pos.make(mv);
            self.score += self.eval.changed(&self.pos, &undo);
            debug_assert_eq!(self.score, self.eval.full(&self.pos), "{mv:?}");
            self.push_hash(mv);
            return (undo, before);
        }
        let delta = self.eval.before(&self.pos, mv);
        let undo = self.pos.make(mv);
        self.score += delta + self.eval.after(&self.pos, mv);
        debug_assert_eq!(self.score, self.eval.full(&self.pos), "{mv:?}");
        self.push_hash(mv);
        (undo, before)
    }

    fn unmake(&mut self, undo: &yubin_rules::Undo, before: i32) {
        let h = self.history.pop().expect("pushed by make");
        self.path.pop();
        self.filter[slot(h)] -= 1;
        self.pos.unmake(undo);
        self.score = before;
    }

    fn push_hash(&mut self, mv: Move) {
        self.path.push(mv);
        let h = self.pos.hash();
        self.history.push(h);
        self.filter[slot(h)] = self.filter[slot(h)].saturating_add(1);
    }

    /// Whether the current position occurred before (in the game or on the path).
    fn repeated(&self) -> bool {
        let h = *self.history.last().expect("the current position");
        if self.filter[slot(h)] < 2 {
            return false;
        }
        let n = self.history.len();
        // Same side to move: every second position back.
        self.history[..n - 1]
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .any(|&x| x == h)
    }

    /// The score, for the side to move at `ply`, of the current position, which occurred
    /// before: if the cycle since its first occurrence condemns the side to move at the root
    /// ([`condemned`], under `lishogi` and `jcsa`), that side loses, as it would at the
    /// fourth (a loss by the rules, scored as a mate at this ply, as the tree scores a
    /// forbidden repetition); else a draw, also when it condemns the other side, which can
    /// leave the cycle before its end (see the module documentation). The
    /// moves of the cycle on the path are replayed from the root to judge them (a repetition
    /// is rare in the tree: about one node in 6,000 from Chu's start); a cycle through a null
    /// move is a draw.
    fn repetition_score(&self, ply: usize) -> Score {
        // Only these rules condemn a side for a cycle: no replay under the others.
        if !matches!(self.repetition, Repetition::Lishogi | Repetition::Jcsa) {
            return 0;
        }
        let h = *self.history.last().expect("the current position");
        let Some(first) = self.history.iter().position(|&x| x == h) else {
            return 0;
        };
        let played = self.game_plies.len();
        let start = first.saturating_sub(played);
        debug_assert_eq!(self.history.len(), played + 1 + self.path.len());
        if (start..self.path.len()).any(|k| self.null[k + 1]) {
            return 0;
        }
        let mut cycle: Vec<Ply> = self.game_plies[first.min(played)..].to_vec();
        let mut pos = self.root_pos.clone();
        for (k, &mv) in self.path.iter().enumerate() {
            if k < start {
                pos.make(mv);
            } else {
                let before = pos.clone();
                pos.make(mv);
                cycle.push(Ply::of(&before, &pos, mv));
            }
        }
        match condemned(self.repetition, &cycle) {
            Some(side) if side == self.root_pos.side_to_move() => {
                if side == self.pos.side_to_move() {
                    -MATE + ply as Score
                } else {
                    MATE - ply as Score
                }
            }
            _ => 0,
        }
    }

    fn order_root(&mut self, root: &mut [Move]) {
        let mut keyed: Vec<(i32, Move)> = root
            .iter()
            .map(|&mv| (self.order.key(self.eval, &self.pos, mv, 0, None), mv))
            .collect();
        keyed.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
        for (slot, (_, mv)) in root.iter_mut().zip(keyed) {
            *slot = mv;
        }
    }

    /// Whether the side to move has one royal and it is attacked.
    fn in_check(&self) -> bool {
        let side = self.pos.side_to_move();
        if self.pos.royal_count(side) != 1 {
            return false;
        }
        self.pos
            .pieces()
            .find(|(_, p)| p.color == side && self.pos.is_royal(p.kind))
            .is_some_and(|(s, _)| self.pos.attacks(s, !side))
    }

    /// One iteration at the root: the best move and its score.
    fn root(&mut self, root: &mut [Move], depth: i32) -> (Move, Score) {
        self.root_depth = depth as usize;
        let mut alpha = -MATE - 1;
        let beta = MATE + 1;
        let mut best = root[0];
        for (i, &mv) in root.iter().enumerate() {
            if let Some(&(_, end)) = self.root_ends.iter().find(|(m, _)| *m == mv) {
                self.nodes += 1;
                if end > alpha {
                    alpha = end;
                    best = mv;
                    self.pv[0].clear();
                    self.pv[0].push(mv);
                }
                continue;
            }
            let (undo, before) = self.make(mv);
            let score = if i == 0 {
                -self.negamax(depth - 1, -beta, -alpha, 1, true)
            } else {
                let s = -self.negamax(depth - 1, -alpha - 1, -alpha, 1, false);
                if s > alpha && !self.aborted {
                    -self.negamax(depth - 1, -beta, -alpha, 1, true)
                } else {
                    s
                }
            };
            self.unmake(&undo, before);
            if self.aborted {
                break;
            }
            if score > alpha {
                alpha = score;
                best = mv;
                let child = std::mem::take(&mut self.pv[1]);
                self.pv[0].clear();
                self.pv[0].push(mv);
                self.pv[0].extend(child.iter().copied());
                self.pv[1] = child;
            }
        }
        if !self.aborted {
            // The best move first: the next iteration searches it first.
            if let Some(at) = root.iter().position(|&m| m == best) {
                root[..=at].rotate_right(1);
            }
            let pv = self.pv[0].clone();
            self.pv[1] = pv.into_iter().skip(1).collect();
            let key = self.pos.hash();
            self.table
                .store(key, Some(best), alpha, depth as i16, Bound::Exact, 0);
        }
        (best, alpha)
    }

    fn negamax(
        &mut self,
        depth: i32,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        pv_node: bool,
    ) -> Score {
        self.pv[ply].clear();
        let side = self.pos.side_to_move();
        if self.pos.royal_count(side) == 0 {
            self.nodes += 1;
            return -MATE + ply as Score;
        }
        if self.repeated() {
            self.nodes += 1;
            return if self.repetition_loses {
                MATE - ply as Score
            } else if self.features.repetition_verdict {
                self.repetition_score(ply)
            } else {
                0
            };
        }
        let mut depth = depth;
        if self.features.check_extension && ply < 2 * self.root_depth && self.in_check() {
            depth += 1;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.quiesce(alpha, beta, ply, self.features.quiescence_plies);
        }
        self.nodes += 1;
        if self.out_of_bounds() {
            return 0;
        }
        let key = self.pos.hash();
        let mut tt_move = None;
        if let Some(e) = self.table.probe(key) {
            tt_move = e.best;
            if !pv_node && i32::from(e.depth) >= depth {
                let s = e.score(ply as u32);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let stand = self.static_eval();
        if self.features.null_move
            && !pv_node
            && depth >= 3
            && stand >= beta
            && !is_mate(beta)
            && !self.null[ply]
        {
            let r = if depth >= 7 { 3 } else { 2 };
            let (undo, before) = self.make(Move::Pass);
            self.null[ply + 1] = true;
            let s = -self.negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, false);
            self.null[ply + 1] = false;
            self.unmake(&undo, before);
            if self.aborted {
                return 0;
            }
            if s >= beta && !is_mate(s) {
                return s;
            }
        }

        let mut moves = std::mem::take(&mut self.lists[ply]);
        let mut keys = std::mem::take(&mut self.keys[ply]);
        self.pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            self.lists[ply] = moves;
            self.keys[ply] = keys;
            // No legal move loses.
            return -MATE + ply as Score;
        }
        keys.clear();
        for &mv in &moves {
            keys.push(self.order.key(self.eval, &self.pos, mv, ply, tt_move));
        }
        let alpha0 = alpha;
        let mut best_score = -MATE - 1;
        let mut best_move = None;
        for (searched, i) in (0..moves.len()).enumerate() {
            let mv = pick(&mut moves, &mut keys, i);
            let key_i = keys[i];
            let quiet = key_i < PROMOTION && Some(mv) != tt_move;
            let (undo, before) = self.make(mv);
            let mut score;
            if searched == 0 {
                score = -self.negamax(depth - 1, -beta, -alpha, ply + 1, pv_node);
            } else {
                let mut reduction = 0;
                if self.features.reductions
                    && quiet
                    && depth >= 3
                    && searched >= 3
                    && !self.order.is_killer(mv, ply)
                {
                    reduction = 1;
                    if searched >= 12 && depth >= 6 {
                        reduction = 2;
                    }
                }
                score = -self.negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
                if score > alpha && reduction > 0 && !self.aborted {
                    score = -self.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, false);
                }
                if score > alpha && score < beta && pv_node && !self.aborted {
                    score = -self.negamax(depth - 1, -beta, -alpha, ply + 1, true);
                }
            }
            self.unmake(&undo, before);
            if self.aborted {
                self.lists[ply] = moves;
                self.keys[ply] = keys;
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if pv_node {
                        let (head, tail) = self.pv.split_at_mut(ply + 1);
                        head[ply].clear();
                        head[ply].push(mv);
                        head[ply].extend(tail[0].iter().copied());
                    }
                    if alpha >= beta {
                        if quiet {
                            self.order.cut(&self.pos, mv, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        self.lists[ply] = moves;
        self.keys[ply] = keys;
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table
            .store(key, best_move, best_score, depth as i16, bound, ply as u32);
        best_score
    }

    /// The quiescence search: stand pat, or a move that changes material.
    fn quiesce(&mut self, mut alpha: Score, beta: Score, ply: usize, left: u32) -> Score {
        self.nodes += 1;
        self.pv[ply].clear();
        let side = self.pos.side_to_move();
        if self.pos.royal_count(side) == 0 {
            return -MATE + ply as Score;
        }
        if self.out_of_bounds() {
            return 0;
        }
        let stand = self.static_eval();
        if stand >= beta || ply >= MAX_PLY - 1 || left == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut moves = std::mem::take(&mut self.lists[ply]);
        let mut keys = std::mem::take(&mut self.keys[ply]);
        let burning = self.eval.burning();
        // The moves that take or burn, in the order of the legal moves (and, with
        // `quiet_demons`, every fire demon move, kept below if the evaluation moved in the
        // mover's favour).
        let whole = (burning && self.features.quiet_demons).then_some(PieceKind::FireDemon);
        self.pos.tactical_moves_with_into(&mut moves, whole);
        keys.clear();
        let mut n = 0;
        let enemy = !side;
        // The squares already asked whether the enemy attacks them, at this node (several
        // captures end on one square: a promotion and not, a lion's routes).
        let mut asked: [(Option<Square>, bool); 8] = [(None, false); 8];
        let mut n_asked = 0;
        for i in 0..moves.len() {
            let mv = moves[i];
            let gain = self.eval.victims(&self.pos, mv);
            let piece = mv.from().and_then(|s| self.pos.piece_at(s));
            let demon = burning && piece.is_some_and(|p| p.kind == PieceKind::FireDemon);
            if gain <= 0 && !demon {
                continue;
            }
            let mover = piece.map_or(0, |p| self.eval.values().of(p.kind));
            if gain > 0 && !self.takes_royal(mv) {
                // Delta pruning: even the whole gain would not reach alpha.
                if stand + gain + DELTA <= alpha {
                    continue;
                }
                // A capture by a piece worth more than its victims, on a square the enemy
                // attacks, most likely loses material.
                if gain < mover
                    && mv.to().is_some_and(|t| {
                        if let Some(&(_, a)) = asked[..n_asked].iter().find(|(s, _)| *s == Some(t))
                        {
                            return a;
                        }
                        let a = self.pos.attacks(t, enemy);
                        asked[n_asked % asked.len()] = (Some(t), a);
                        n_asked = (n_asked + 1).min(asked.len());
                        a
                    })
                {
                    continue;
                }
            }
            moves[n] = mv;
            keys.push(gain * 16 - mover / 16);
            n += 1;
        }
        moves.truncate(n);
        let mut best = stand;
        for i in 0..moves.len() {
            let mv = pick(&mut moves, &mut keys, i);
            let (undo, before) = self.make(mv);
            // A demon's move that took and burned nothing is not quiescence's business.
            let mine = |s: i32| if side == Color::Black { s } else { -s };
            if burning && keys[i] <= 0 && mine(self.score) <= mine(before) {
                self.unmake(&undo, before);
                continue;
            }
            let score = -self.quiesce(-beta, -alpha, ply + 1, left - 1);
            self.unmake(&undo, before);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.lists[ply] = moves;
        self.keys[ply] = keys;
        if self.aborted {
            return 0;
        }
        best
    }
}

impl Run<'_> {
    /// Whether `mv` takes a royal (never pruned: it may end the game).
    fn takes_royal(&self, mv: Move) -> bool {
        let Move::Board { from, to, via, .. } = mv else {
            return false;
        };
        let side = self.pos.side_to_move();
        let royal = |s: Square| {
            self.pos
                .piece_at(s)
                .is_some_and(|p| p.color != side && self.pos.is_royal(p.kind))
        };
        (to != from && royal(to)) || via.iter().any(royal)
    }
}

/// Brings the best-keyed move of `moves[i..]` to `i` (selection: the rest may never be
/// needed after a cut-off).
fn pick(moves: &mut [Move], keys: &mut [i32], i: usize) -> Move {
    let mut best = i;
    for j in i + 1..moves.len() {
        if keys[j] > keys[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    keys.swap(i, best);
    moves[i]
}

#[cfg(test)]
mod tests;
