//! Tenjiku Shogi's powers (`docs/rules/tenjiku-shogi.md`): the area moves (§1, §8.1, §9.1),
//! the range-jumping generals' slides and jump captures (§9), the heavenly tetrarchs (§10),
//! and what a move does after the piece has moved: the fire demons' burning (§8, §11).

use super::*;
use crate::rules::{
    BurnScope, CapturedDemon, DeadPieces, DemonSuicide, IntermediateSquare, JumpMode, JumpVictim,
};
use crate::tables::CompiledMoves;

/// The eight king steps as (file, rank) deltas in grid terms, with their grid offsets (the
/// area move's search works on a 7×7 window around the mover).
const STEPS: [(i8, i8); 8] = [
    (0, -1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];

#[inline]
fn step_offset((df, dr): (i8, i8)) -> isize {
    dr as isize * crate::square::GRID_WIDTH as isize + df as isize
}

impl Position {
    /// Tenjiku's powers of one piece: area moves, a jumping general's lines, the heavenly
    /// tetrarchs' skipping slides and igui. Calls `push(position, to, via, captures)` for each
    /// pattern move.
    #[inline(never)]
    pub(super) fn gen_tenjiku_powers(
        &self,
        from: Square,
        color: Color,
        m: &CompiledMoves,
        push: &mut impl FnMut(&Position, usize, Via, bool),
    ) -> bool {
        let mut can_pass = false;
        let b = &self.board;
        let enemy = |c: Cell| is_piece(c) && color_of(c) != color;
        if m.area > 0 {
            self.area_targets(from, color, m.area, |t| {
                push(self, t, Via::NONE, b[t] != EMPTY)
            });
            match self.area_return(from) {
                Some(true) => push(self, from.index(), Via::NONE, false),
                Some(false) => can_pass = true,
                None => {}
            }
        }
        if m.jump_rank > 0 {
            let g = m.jump_rank;
            let victim = self.rules.jump_victim;
            let sweep = self.rules.jump_mode == JumpMode::JaSweep;
            for &d in &m.jump_lines {
                for (t, c, passed) in self.general_line(from, d, g) {
                    // Under `ja_sweep` a jump takes the pieces it passes ([`Via::LINE`]) and may
                    // end on an empty square.
                    let via = if passed && sweep {
                        Via::LINE
                    } else {
                        Via::NONE
                    };
                    if c == EMPTY {
                        if !passed || sweep {
                            push(self, t.index(), via, passed);
                        }
                    } else if enemy(c)
                        && may_take(
                            victim,
                            g,
                            self.tables.rank[kind_index(c)],
                            passed,
                            from.distance(t),
                        )
                    {
                        push(self, t.index(), via, true);
                    }
                }
            }
        }
        for &(d, range) in &m.skip_slides {
            let mut n = 0u8;
            for (t, c) in self.ray(from, d).skip(1) {
                if c != EMPTY {
                    if enemy(c) {
                        push(self, t.index(), Via::NONE, true);
                    }
                    break;
                }
                push(self, t.index(), Via::NONE, false);
                n += 1;
                if n == range {
                    break;
                }
            }
        }
        for &d in &m.over_lines {
            for (t, c) in self.ray(from, d) {
                if c == EMPTY || enemy(c) {
                    push(self, t.index(), Via::NONE, c != EMPTY);
                }
            }
        }
        if m.lion_diagonal {
            can_pass |= self.gen_diagonal_lion(from, color, push);
        }
        if m.igui {
            let fi = from.index() as isize;
            for &d in &self.tables.dir_offsets[color.index()] {
                let t = (fi + d as isize) as usize;
                if enemy(b[t]) {
                    let sq = Square::from_index(t).expect("on board");
                    push(self, from.index(), Via::one(sq), true);
                }
            }
        }
        can_pass
    }

    /// The squares along a line `d` of a general of rank `g` on `from` (§9.2), each with its
    /// cell and whether the general has passed a piece before it; the walk ends after the
    /// first piece it may not pass (of its rank or higher), which may still be its victim.
    fn general_line(
        &self,
        from: Square,
        d: i16,
        g: u8,
    ) -> impl Iterator<Item = (Square, Cell, bool)> + '_ {
        let (mut passed, mut stopped) = (false, false);
        self.ray(from, d).map_while(move |(t, c)| {
            if stopped {
                return None;
            }
            let before = passed;
            if c != EMPTY {
                if self.tables.rank[kind_index(c)] > g {
                    passed = true;
                } else {
                    stopped = true;
                }
            }
            Some((t, c, before))
        })
    }

    /// The free eagle's `lion_diagonal` double moves (§7.5): a capture on a diagonal
    /// neighbour, then a diagonal step on (a second capture, an empty square, or back to the
    /// start: igui). Returns whether it can pass (an empty diagonal neighbour); its moves
    /// through an empty first square are its jumps.
    fn gen_diagonal_lion(
        &self,
        from: Square,
        color: Color,
        push: &mut impl FnMut(&Position, usize, Via, bool),
    ) -> bool {
        let fi = from.index() as isize;
        let diagonals = [STEPS[1], STEPS[3], STEPS[5], STEPS[7]];
        let mut can_pass = false;
        for &d in &diagonals {
            let mid = (fi + step_offset(d)) as usize;
            let c = self.board[mid];
            if c == EMPTY {
                can_pass = true;
            } else if is_piece(c) && color_of(c) != color {
                let via = Via::one(Square::from_index(mid).expect("on board"));
                for &e in &diagonals {
                    let t = (mid as isize + step_offset(e)) as usize;
                    let ct = self.board[t];
                    if t == from.index() || ct == EMPTY || (is_piece(ct) && color_of(ct) != color) {
                        push(self, t, via, true);
                    }
                }
            }
        }
        can_pass
    }

    /// Whether the area mover on `from` may come back to it (`tenjiku.area_moves.return =
    /// allowed`, §8.1: out to an empty neighbour and back) and what that is: `Some(false)` a
    /// pass (nothing changes), `Some(true)` a move of its own (a demon burning its enemy
    /// neighbours, or a piece burned where it stands: [`Move::Board`] from `from` to `from`
    /// with no capture square); `None` if it may not.
    pub(crate) fn area_return(&self, from: Square) -> Option<bool> {
        let code = self.board[from.index()];
        if !is_piece(code) {
            return None;
        }
        let color = color_of(code);
        let fi = from.index() as isize;
        let next = |s: (i8, i8)| self.board[(fi + step_offset(s)) as usize];
        if !self.tables.moves[kind_index(code)][color.index()].returns
            || !STEPS.iter().any(|&s| next(s) == EMPTY)
        {
            return None;
        }
        let demon = self.tables.burns[kind_index(code)];
        // It burns an enemy neighbour, or a neighbouring demon burns it.
        let changes = STEPS.iter().any(|&s| {
            let i = (fi + step_offset(s)) as usize;
            let c = self.board[i];
            (demon && is_piece(c) && color_of(c) != color) || self.burns_next_to(i, color)
        });
        Some(changes)
    }

    /// Whether cell `i` holds a fire demon that burns a piece of `mover` stopping next to it
    /// (§8.3): the opponent's, or any under `tenjiku.passive_burn.scope = any`; not one still
    /// waiting as newborn (`tenjiku.fire_demon.promotion_burn = next_turn`).
    pub(super) fn burns_next_to(&self, i: usize, mover: Color) -> bool {
        let c = self.board[i];
        is_piece(c)
            && self.tables.burns[kind_index(c)]
            && self.marks[i] & MARK_NEWBORN == 0
            && (self.rules.burn_scope == BurnScope::Any || color_of(c) != mover)
    }

    /// The empty neighbour a returning area move goes out to, in the canonical pass order
    /// (forward, forward-right, …: `chu-shogi.md` §7.1), for writing it.
    pub(crate) fn return_square(&self, from: Square) -> Option<Square> {
        let color = color_of(self.board[from.index()]);
        self.tables.dir_offsets[color.index()]
            .iter()
            .find_map(|&d| {
                let i = (from.index() as isize + d as isize) as usize;
                (self.board[i] == EMPTY).then(|| Square::from_index(i).expect("on board"))
            })
    }

    /// The squares an area move of up to `steps` king steps reaches from `from` (§1), each
    /// given to `found` once: every square entered before the last is empty; the last is empty
    /// or holds an enemy piece; never `from` itself. A search by levels in a 7×7 window, with
    /// no allocation (it runs in move generation).
    pub(super) fn area_targets(
        &self,
        from: Square,
        color: Color,
        steps: u8,
        mut found: impl FnMut(usize),
    ) {
        let b = &self.board;
        let mut seen = [[false; 7]; 7];
        seen[3][3] = true;
        // The squares to step on from: those within two steps (25 at most, the start included).
        let mut queue = [(0usize, 0i8, 0i8); 25];
        queue[0] = (from.index(), 0, 0);
        let (mut head, mut tail) = (0, 1);
        for step in 1..=steps {
            let level_end = tail;
            while head < level_end {
                let (i, x, y) = queue[head];
                head += 1;
                for &(dx, dy) in &STEPS {
                    let (nx, ny) = (x + dx, y + dy);
                    let cell = &mut seen[(ny + 3) as usize][(nx + 3) as usize];
                    let t = (i as isize + step_offset((dx, dy))) as usize;
                    let c = b[t];
                    if *cell || c == OFF {
                        continue;
                    }
                    *cell = true;
                    if c == EMPTY {
                        found(t);
                        if step < steps {
                            queue[tail] = (t, nx, ny);
                            tail += 1;
                        }
                    } else if color_of(c) != color {
                        found(t);
                    }
                }
            }
        }
    }

    /// `(may promote, must promote)` for a Tenjiku move (§12): Chu's zone rules with Tenjiku's
    /// last-rank chances, a first-leg capture in the zone under
    /// `tenjiku.promotion.intermediate_square = counts`, and the promotion of a piece that would
    /// be dead under `tenjiku.promotion.dead_pieces = forced`.
    pub(super) fn tenjiku_promotion(
        &self,
        code: Cell,
        from: Square,
        via: Via,
        to: Square,
        captures: bool,
    ) -> (bool, bool) {
        let color = color_of(code);
        let (mut can, _) = self.promotion_options(code, from, to, captures);
        if !can && self.rules.intermediate_square == IntermediateSquare::Counts {
            can = self
                .via_squares(from, via, to)
                .any(|s| self.in_zone(s, color));
        }
        if self.rules.dead_pieces == DeadPieces::Forced && self.is_dead(to, Piece::from_code(code))
        {
            return (true, true);
        }
        (can, false)
    }

    /// What happens after the piece of `mover` that ended its move on `to` (now `code`, after
    /// any promotion) has moved (§8, §11): it is burned if it stopped next to a fire demon
    /// that burns it (a demon first burning its other enemy neighbours under
    /// `tenjiku.fire_demon.suicide = burn_others_first`); else, a fire demon burns every enemy
    /// piece next to it, unless it is `newborn` (a water buffalo promoted under
    /// `tenjiku.fire_demon.promotion_burn = next_turn`: [`Position::newborn_burn`]).
    /// `scorched`: the move captured a demon next to `to` that burns under
    /// `tenjiku.passive_burn.captured_demon = burns`. The burned neighbours go on the spill
    /// stack; the mover's own square is in the move's cells already.
    #[inline(never)]
    pub(super) fn burn(
        &mut self,
        mover: Color,
        to: Square,
        code: Cell,
        scorched: bool,
        newborn: bool,
    ) {
        let ti = to.index() as isize;
        let near = STEPS
            .iter()
            .any(|&s| self.burns_next_to((ti + step_offset(s)) as usize, mover));
        let demon = self.tables.burns[kind_index(code)];
        if scorched || near {
            if demon && self.rules.demon_suicide == DemonSuicide::BurnOthersFirst && !newborn {
                self.burn_neighbours(mover, to);
            }
            self.set_cell(to.index(), EMPTY, 0);
        } else if demon && !newborn {
            self.burn_neighbours(mover, to);
        }
    }

    /// The newborn demons' burn (`tenjiku.fire_demon.promotion_burn = next_turn`, §8.2): at
    /// the end of a move of `mover`, each of the opponent's demons promoted on its last move
    /// burns the `mover`'s pieces next to it, as the first thing of its owner's turn, and is an
    /// ordinary demon from then on. Nothing burns if the move ended the game.
    pub(super) fn newborn_burn(&mut self, mover: Color) {
        let owner = !mover;
        let newborn: Vec<Square> = self
            .squares
            .iter()
            .copied()
            .filter(|s| {
                let i = s.index();
                self.marks[i] & MARK_NEWBORN != 0 && color_of(self.board[i]) == owner
            })
            .collect();
        if newborn.is_empty() {
            return;
        }
        let over = self.royals[0] == 0 || self.royals[1] == 0;
        for s in newborn {
            let i = s.index();
            self.spill.push((i as u16, self.board[i], self.marks[i]));
            let mark = self.marks[i] & !MARK_NEWBORN;
            self.set_cell(i, self.board[i], mark);
            if !over {
                self.burn_neighbours(owner, s);
            }
        }
    }

    /// Whether a kind's jumps take the pieces they pass (a jumping general under
    /// `tenjiku.jump.mode = ja_sweep`, §9.2): its jumps are [`Via::LINE`] moves.
    pub(crate) fn sweeps(&self, kind: PieceKind, color: Color) -> bool {
        self.rules.jump_mode == JumpMode::JaSweep && self.tables.compiled(kind, color).jump_rank > 0
    }

    /// The path of a jumping general on `from` to `to` (§9.2): `None` if `to` is on none of
    /// its lines; else the pieces between, nearest first, or the first of them it may not
    /// pass (of its rank or higher).
    fn jump_path(
        &self,
        m: &CompiledMoves,
        from: Square,
        to: Square,
    ) -> Option<Result<Vec<Square>, Square>> {
        let on_line = m
            .jump_lines
            .iter()
            .any(|&d| self.ray(from, d).any(|(t, _)| t == to));
        if !on_line {
            return None;
        }
        let between: Vec<Square> = from
            .between(to)
            .filter(|s| self.board[s.index()] != EMPTY)
            .collect();
        Some(
            match between
                .iter()
                .find(|s| self.tables.rank[kind_index(self.board[s.index()])] <= m.jump_rank)
            {
                Some(&at) => Err(at),
                None => Ok(between),
            },
        )
    }

    /// Why the sweeping jump of the general `code` from `from` to `to` is illegal: off its
    /// lines, a piece of its rank or higher in the way, its own piece on `to`, or nothing to
    /// pass (then it is an ordinary move, not a sweep).
    pub(super) fn sweep_error(&self, from: Square, code: Cell, to: Square) -> Option<IllegalMove> {
        let color = color_of(code);
        let kind = PieceKind::ALL[kind_index(code)];
        let bad = |why| Some(IllegalMove::BadRoute { kind, why });
        match self.jump_path(self.tables.compiled(kind, color), from, to) {
            None => bad(RouteFault::SweepLine),
            Some(Err(at)) => Some(IllegalMove::PathBlocked { kind, from, to, at }),
            Some(Ok(_)) if self.piece_at(to).is_some_and(|p| p.color == color) => {
                Some(IllegalMove::OwnPiece(to))
            }
            Some(Ok(between)) if between.is_empty() => bad(RouteFault::SweepNothing),
            Some(Ok(_)) => None,
        }
    }

    /// Why a Tenjiku piece cannot make a move its plain pattern does not explain (§9, §10,
    /// §1): a jump over pieces that captures nothing or may not take its victim, a sweep
    /// written without what it passes, the heavenly tetrarchs to a neighbour, an area move
    /// with no empty path. `None` if none of these.
    pub(super) fn tenjiku_route_error(
        &self,
        from: Square,
        code: Cell,
        to: Square,
    ) -> Option<IllegalMove> {
        let color = color_of(code);
        let kind = PieceKind::ALL[kind_index(code)];
        let m = self.tables.compiled(kind, color);
        let bad = |why| Some(IllegalMove::BadRoute { kind, why });
        let target = self.board[to.index()];
        match self.jump_path(m, from, to) {
            Some(Err(at)) => return Some(IllegalMove::PathBlocked { kind, from, to, at }),
            Some(Ok(between)) if !between.is_empty() || is_piece(target) => {
                if let (true, Some(&at)) = (self.sweeps(kind, color), between.first()) {
                    // A sweep written without the pieces it passes.
                    return Some(IllegalMove::MissingCapture { kind, at });
                }
                return bad(if target == EMPTY {
                    RouteFault::JumpMustCapture
                } else {
                    RouteFault::JumpVictim
                });
            }
            _ => {}
        }
        if !m.skip_slides.is_empty() && from.distance(to) == 1 {
            return bad(RouteFault::TetrarchsNeighbour);
        }
        if m.area > 0 && from.distance(to) <= m.area {
            return bad(RouteFault::AreaPath);
        }
        None
    }

    /// Removes every piece between `from` and `to` (a `ja_sweep` jump, [`Via::LINE`]),
    /// recording them on the position's spill stack.
    pub(super) fn sweep_line(&mut self, from: Square, to: Square) {
        for s in from.between(to) {
            let i = s.index();
            if self.board[i] != EMPTY {
                self.spill.push((i as u16, self.board[i], self.marks[i]));
                self.set_cell(i, EMPTY, 0);
            }
        }
    }

    /// Puts back the last `n` cells of the spill stack ([`UndoExtra::Spill`]).
    pub(super) fn put_back_spilled(&mut self, n: u8) {
        for _ in 0..n {
            let (i, code, mark) = self.spill.pop().expect("spilled cells");
            self.board[i as usize] = code;
            self.marks[i as usize] = mark;
        }
    }

    /// Removes the pieces of `burner`'s opponent next to `at`, except fire demons, recording
    /// them on the spill stack.
    fn burn_neighbours(&mut self, burner: Color, at: Square) {
        let ti = at.index() as isize;
        for &s in &STEPS {
            let i = (ti + step_offset(s)) as usize;
            let c = self.board[i];
            if is_piece(c) && color_of(c) != burner && !self.tables.burns[kind_index(c)] {
                self.spill.push((i as u16, c, self.marks[i]));
                self.set_cell(i, EMPTY, 0);
            }
        }
    }

    /// Whether the move about to be made captures, on a square other than `to`, an enemy fire
    /// demon next to `to` that still burns under `tenjiku.passive_burn.captured_demon = burns`.
    pub(super) fn captures_demon_near(&self, from: Square, via: Via, to: Square) -> bool {
        self.rules.captured_demon == CapturedDemon::Burns
            && self.via_squares(from, via, to).any(|s| {
                let c = self.board[s.index()];
                s != to
                    && s.distance(to) == 1
                    && is_piece(c)
                    && color_of(c) != self.side
                    && self.tables.burns[kind_index(c)]
            })
    }

    /// Whether the piece on `from` (a `by` piece of `kind`) could capture on `target` by
    /// Tenjiku's powers: area moves, jump captures, skipping slides, igui; with `burn`, also
    /// burn a piece there by a fire demon's move to a square next to `target` (an attack
    /// includes a threat to burn, §15).
    pub(super) fn tenjiku_reaches(
        &self,
        kind: PieceKind,
        by: Color,
        from: Square,
        target: Square,
        burn: bool,
    ) -> bool {
        let m = self.tables.compiled(kind, by);
        if m.area > 0
            && target.distance(from) <= m.area
            && self.area_targets_any(from, by, m.area, target)
        {
            return true;
        }
        if m.jump_rank > 0 {
            let tc = self.board[target.index()];
            let tr = if is_piece(tc) {
                self.tables.rank[kind_index(tc)]
            } else {
                5
            };
            let victim = self.rules.jump_victim;
            let reached = m.jump_lines.iter().any(|&d| {
                self.general_line(from, d, m.jump_rank)
                    .any(|(t, _, passed)| {
                        t == target && may_take(victim, m.jump_rank, tr, passed, from.distance(t))
                    })
            });
            if reached {
                return true;
            }
        }
        for &(d, range) in &m.skip_slides {
            let mut n = 0u8;
            for (t, c) in self.ray(from, d).skip(1) {
                if t == target {
                    return true;
                }
                n += 1;
                if c != EMPTY || n == range {
                    break;
                }
            }
        }
        if m.igui && target.distance(from) == 1 {
            return true;
        }
        if m.over_lines
            .iter()
            .any(|&d| self.ray(from, d).any(|(t, _)| t == target))
        {
            return true;
        }
        if burn && self.tables.burns[kind.index()] {
            // A square next to the target the demon could stop on.
            let ti = target.index() as isize;
            return STEPS.iter().any(|&s| {
                let i = (ti + step_offset(s)) as usize;
                let c = self.board[i];
                // Off the board (the padding) there is no square.
                let Some(sq) = Square::from_index(i).filter(|_| c != OFF) else {
                    return false;
                };
                sq != from
                    && (c == EMPTY || color_of(c) != by)
                    && self.piece_reaches(Piece::new(by, kind), from, sq)
            });
        }
        false
    }

    fn area_targets_any(&self, from: Square, by: Color, steps: u8, target: Square) -> bool {
        let mut hit = false;
        self.area_targets(from, by, steps, |t| hit |= t == target.index());
        hit
    }
}

/// Whether a general of rank `g` may capture a piece of rank `r` on its line (§9.3), having
/// `passed` over pieces on the way, from `distance` squares away.
fn may_take(victim: JumpVictim, g: u8, r: u8, passed: bool, distance: u8) -> bool {
    match victim {
        JumpVictim::Any => true,
        JumpVictim::NoRoyal => !passed || r != 1,
        JumpVictim::LowerOnly => !passed || r > g,
        JumpVictim::RankStrict => {
            if passed {
                r > g
            } else {
                r >= g || distance == 1
            }
        }
    }
}
