//! Games: the initial position, the moves played, the position history, and the result the
//! board decides (`chu-shogi.md` §11 repetition, §12 game end).
//!
//! A [`Position`] knows nothing of its past; a [`Game`] keeps the initial position, every move
//! and the hash of every position reached, and it alone answers repetition. Its [`Outcome`] is
//! the board's: results decided outside the board (resignation, timeout, an illegal move under
//! `game.illegal_move = lose`, agreement) are the business of whoever runs the game.
//!
//! ```
//! use yubin_rules::{notation::sfen, EndReason, Game, Rules};
//! // CHU-END-04 continued: White's king takes Black's last royal.
//! let pos = sfen::read(Rules::default(), "12/12/12/12/12/12/12/12/12/9G2/5k6/5K6 w - 1").unwrap();
//! let mut game = Game::from_position(pos);
//! assert_eq!(game.outcome(), None);
//! let take = game.legal_moves().into_iter().find(|m| m.to().map(|s| s.to_string()) == Some("7l".into())).unwrap();
//! let outcome = game.play(take).unwrap().unwrap();
//! assert_eq!(outcome.reason, EndReason::RoyalsCaptured);
//! assert_eq!(outcome.to_string(), "white wins: last royal captured");
//! ```
//!
//! # Order of the end tests
//!
//! After every move (and, by [`Game::from_position`], for the initial position) the game asks,
//! in this order, and the first answer wins:
//!
//! 1. **last royal captured** ([`EndReason::RoyalsCaptured`]): a side without a royal loses
//!    (both of a side's royals taken by one lion double capture included). In a set-up
//!    position the side to move is asked first;
//! 2. **bare king** ([`EndReason::BareKing`]) by `chu.end.bare_king` (`maka.end.bare_king`),
//!    tested for both sides. Under `historic` ("two kings plus one promoted gold", §12.3) the
//!    promoted gold is the tokin (`+P`) only, as §16.6 reads it; a promoted gold general (`+G`,
//!    a rook) does not count;
//! 3. **two royals** ([`EndReason::TwoRoyals`]), a draw, with `chu.end.two_royals = auto`
//!    (Chu only);
//! 4. **repetition** ([`EndReason::Repetition`], [`EndReason::PerpetualAttack`]) when the move
//!    made a position occur for the 4th time under `lishogi` or `jcsa`;
//! 5. **no legal move** ([`EndReason::NoLegalMoves`]): the side to move loses. The moves the
//!    repetition rule forbids are not legal ([`Game::legal_moves`]);
//! 6. **checkmate** ([`EndReason::Checkmate`]) with `chu.end.checkmate = mate_wins`.
//!
//! Material results come first because they are what the move achieved; they depend on the
//! board only, so a repeated position can never newly reach one (its first occurrence would
//! have ended the game). Repetition comes before "no legal move" and mate because a game
//! ended by repetition has no next move to look at.
//!
//! # Repetition (§11)
//!
//! A position for repetition is [`Position::hash`]: board with promotion marks, side to move,
//! last lion capture and the Heisei reserve. Every position of the game is kept (the spec's
//! cut at irreversible moves is only an optimisation and is not made).
//!
//! * A move is **attacking** (lishogi's definition) if after it one of the opponent's royals is
//!   attacked, or the moved piece attacks at least one enemy piece from its new square. The
//!   moved piece of igui is the piece on its own square, of a drop the dropped piece. A pass
//!   ([`Move::Pass`]) does not name its piece and leaves the board as it was, so it is attacking
//!   if **any** piece that could have made it (see [`Position::pass_routes`]) attacks an enemy
//!   piece from its square.
//! * A move **gives check** (§12.1) if afterwards the opponent has exactly one royal and it is
//!   attacked; a side is **in check** when that holds for it.
//! * The **cycle** of a 4th occurrence is every move since the first occurrence of that
//!   position, the move that makes the 4th included. What the rule knows of each move is a
//!   [`Ply`] ([`Game::plies`]); whom a cycle condemns, [`condemned`] (the search asks it of a
//!   repetition inside its tree).
//! * `lishogi`: the 4th occurrence ends the game; if exactly one side made only attacking moves
//!   in the cycle, it loses ([`EndReason::PerpetualAttack`]); otherwise a draw.
//! * `jcsa`: the responsible side of the cycle is, in order, (1) the only side whose every move
//!   in it gave check; (2) the only side whose every move in it was attacking; (3) if every move
//!   of the cycle is a pass, the side that passed first; (4) none. A move that would make the
//!   4th occurrence is **illegal for the responsible side** (it must deviate:
//!   [`IllegalMove::ForbiddenRepetition`]); made by the other side it ends the game, which the
//!   responsible side loses ([`EndReason::PerpetualAttack`] for steps 1–2,
//!   [`EndReason::Repetition`] for step 3); with no responsible side it is a draw.
//! * `historic`: a move may not recreate any earlier position unless the mover is in check
//!   before it; `historic_4th`: only the 4th occurrence is forbidden, with the same exemption;
//!   `no_repeat`: every recurrence is forbidden, without exemption.
//!
//! # Checkmate (§12.2, `mate_wins`)
//!
//! The side to move is mated when it has exactly one royal and every one of its legal moves
//! leaves that royal attacked (so the opponent can capture it on the next move), except a move
//! that gives it a second royal (promoting a drunk elephant) or that ends the game at once in a
//! way it does not lose (capturing the opponent's last royal, baring the opponent's king, a
//! two-royal or repetition draw). Capturing a royal is never forbidden by the lion-trading or
//! repetition rules, so "attacked" is exactly "can be captured".
//!
//! # Maka Dai Dai Shogi (`maka-dai-dai-shogi.md` §8, §9)
//!
//! The same order of tests, with the Maka options (`maka.end.*`, `maka.repetition`, which set
//! the same [`Rules`] fields as Chu's):
//!
//! * The royals are the king (or the emperor it became) and the prince. Capturing one of two
//!   royals does not end the game; a side left without any loses
//!   ([`EndReason::RoyalsCaptured`]), also when a lion-power move takes both at once.
//! * `maka.end.bare_king = none` (default): no bare-king result. `jcsa`: Chu's rule as above,
//!   adapted (the reference names no Maka-specific rule, so these are decisions): **dead
//!   pieces** are Maka's (§1: pawns, lances, stone and iron generals, free irons and free
//!   stones on their last rank, knights on their last two ranks) and are ignored on both
//!   sides; the extra pieces that **do not count** for the winner are, as in Chu, pawns and
//!   go-betweens, plus every dead piece; every other kind counts. "The lone royal can capture
//!   the extra piece" is tested by its movement (a king or prince: an adjacent piece, as in
//!   Chu; an emperor: any piece its teleport may capture now) instead of by adjacency alone.
//! * There is **no two-royals draw** in Maka: `chu.end.two_royals` is not a Maka option and
//!   the reference has no such rule, so two lone royals play on (to a repetition or an agreed
//!   draw).
//! * `maka.end.checkmate = capture_only` (default) or `mate_wins` (as above); `no legal move`
//!   loses (`maka.end.no_legal_moves = loss`).
//! * **Attacks by a teleporting emperor** (`maka.emperor = safe_squares` or `free_nonroyal`):
//!   [`Position::attacks`] leaves them out (what such an emperor may capture depends on
//!   protection), so for check, mate, "attacking" moves of the repetition rule and the bare
//!   king test an emperor attacks exactly the pieces the move generator lets it capture if it
//!   were its side's turn. With `lion_queen` the emperor is an ordinary piece.
//! * Repetition: the position is the board and the side to move (§9; Maka has no lion-capture
//!   state, so the same hash is used).

use crate::rules::{BareKing, Checkmate, Emperor, Repetition, TwoRoyals};
use crate::{Color, IllegalMove, Move, Piece, PieceKind, Position, Rules, Square, Variant};
use core::fmt;
use std::collections::HashMap;

mod cycle;

use cycle::jcsa_responsible;
pub use cycle::{condemned, Ply};

/// Why the board ended a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A side lost its last royal piece (§12.2).
    RoyalsCaptured,
    /// A side was left with a bare royal (§12.3, `chu.end.bare_king`).
    BareKing,
    /// Only one royal each is left and neither is attacked: a draw (§12.4).
    TwoRoyals,
    /// The side to move had no legal move and lost (§12.4).
    NoLegalMoves,
    /// The side to move could not save its only royal (§12.2, `mate_wins`).
    Checkmate,
    /// A position occurred for the 4th time: a draw, or (`jcsa`, both sides passing) a loss for
    /// the side that passed first (§11).
    Repetition,
    /// A position occurred for the 4th time and the loser attacked (or checked) with every move
    /// of the cycle (§11).
    PerpetualAttack,
}

impl EndReason {
    /// Every reason, in declaration order.
    pub const ALL: &'static [EndReason] = &[
        EndReason::RoyalsCaptured,
        EndReason::BareKing,
        EndReason::TwoRoyals,
        EndReason::NoLegalMoves,
        EndReason::Checkmate,
        EndReason::Repetition,
        EndReason::PerpetualAttack,
    ];

    /// A stable machine name for storage (`royals_captured`, `bare_king`, …).
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::RoyalsCaptured => "royals_captured",
            EndReason::BareKing => "bare_king",
            EndReason::TwoRoyals => "two_royals",
            EndReason::NoLegalMoves => "no_legal_moves",
            EndReason::Checkmate => "checkmate",
            EndReason::Repetition => "repetition",
            EndReason::PerpetualAttack => "perpetual_attack",
        }
    }

    /// Parses [`EndReason::as_str`].
    ///
    /// ```
    /// use yubin_rules::EndReason;
    /// assert_eq!(EndReason::parse("bare_king"), Some(EndReason::BareKing));
    /// ```
    pub fn parse(text: &str) -> Option<EndReason> {
        EndReason::ALL
            .iter()
            .copied()
            .find(|r| r.as_str() == text.trim())
    }
}

impl fmt::Display for EndReason {
    /// A short phrase: `bare king`, `fourfold repetition`, …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::RoyalsCaptured => "last royal captured",
            EndReason::BareKing => "bare king",
            EndReason::TwoRoyals => "two royals only",
            EndReason::NoLegalMoves => "no legal move",
            EndReason::Checkmate => "checkmate",
            EndReason::Repetition => "fourfold repetition",
            EndReason::PerpetualAttack => "perpetual attack",
        })
    }
}

/// The result of a finished game.
///
/// ```
/// use yubin_rules::{Color, EndReason, Outcome};
/// let o = Outcome::win(Color::Black, EndReason::BareKing);
/// assert_eq!(o.to_string(), "black wins: bare king");
/// assert_eq!(Outcome::draw(EndReason::TwoRoyals).to_string(), "draw: two royals only");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner; `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// A win for `winner`.
    pub const fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    /// A draw.
    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// The loser, if the game was not drawn.
    pub fn loser(self) -> Option<Color> {
        self.winner.map(|w| !w)
    }
}

impl fmt::Display for Outcome {
    /// `black wins: bare king`, `draw: fourfold repetition`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(w) => write!(f, "{w} wins: {}", self.reason),
            None => write!(f, "draw: {}", self.reason),
        }
    }
}

/// What the repetition rule says about a move.
enum Verdict {
    Allowed,
    Forbidden(IllegalMove),
    Ends(Outcome),
}

/// A game: the initial position, the moves, the positions reached and the result.
///
/// ```
/// use yubin_rules::{Game, Rules};
/// let mut game = Game::new(Rules::default());
/// let mv = game.legal_moves()[0];
/// assert_eq!(game.play(mv), Ok(None));
/// assert_eq!(game.moves(), &[mv]);
/// assert_eq!(game.position().move_number(), 2);
/// ```
#[derive(Debug, Clone)]
pub struct Game {
    rules: Rules,
    initial: Position,
    position: Position,
    moves: Vec<Move>,
    plies: Vec<Ply>,
    /// `hashes[i]` is the hash of the position before move `i`; the last is the current one.
    hashes: Vec<u64>,
    counts: HashMap<u64, u32>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game from the start position of the rules' setup ([`Position::start`]).
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::start(rules))
    }

    /// A game starting from any position, under the rules the position carries.
    ///
    /// The initial position is judged at once: if it is already decided (a side without a
    /// royal, a bare king, two lone royals, no legal move, mate), [`Game::outcome`] says so and
    /// no move can be played. This is how the end scenarios of `chu-shogi.md` §16.6 are
    /// evaluated.
    ///
    /// ```
    /// use yubin_rules::{notation::sfen, Color, EndReason, Game, Outcome, Rules};
    /// // CHU-END-01: White's king is bare.
    /// let pos = sfen::read(Rules::default(), "6k5/12/12/12/12/12/12/12/12/7G4/12/5K6 w - 1").unwrap();
    /// let game = Game::from_position(pos);
    /// assert_eq!(game.outcome(), Some(Outcome::win(Color::Black, EndReason::BareKing)));
    /// assert!(game.legal_moves().is_empty());
    /// ```
    pub fn from_position(pos: Position) -> Game {
        let rules = *pos.rules();
        let hash = pos.hash();
        let mut game = Game {
            rules,
            initial: pos.clone(),
            position: pos,
            moves: Vec::new(),
            plies: Vec::new(),
            hashes: vec![hash],
            counts: HashMap::from([(hash, 1)]),
            outcome: None,
        };
        game.outcome = game.evaluate(None);
        game
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from.
    pub fn initial(&self) -> &Position {
        &self.initial
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// What the repetition rule knows of each move played, in order.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The [`Position::hash`] of every position of the game, the initial one first and the
    /// current one last (one more than [`Game::moves`]): what a search needs to see a
    /// repetition of the game's history.
    pub fn hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// The rules of the game.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// How many times the current position has occurred in the game (1 the first time).
    pub fn occurrences(&self) -> u32 {
        self.counts.get(&self.position.hash()).copied().unwrap_or(1)
    }

    /// Whether the side to move is in check (§12.1: it has exactly one royal and that royal is
    /// attacked). Informational only: there is no obligation to get out of check.
    pub fn is_check(&self) -> bool {
        in_check(&self.position, self.position.side_to_move())
    }

    /// The legal moves: [`Position::legal_moves`] without the moves the repetition rule
    /// forbids. Empty once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.legal_moves_now()
    }

    /// Checks a move: [`Position::check_move`], then the repetition rule, and whether the game
    /// is still going on.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] after the end, [`IllegalMove::ForbiddenRepetition`] for a move
    /// the repetition rule forbids, otherwise the position's reason.
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        self.prepare(mv).map(|_| ())
    }

    /// Plays a move and returns the outcome if the move ended the game.
    ///
    /// # Errors
    /// The reason the move is illegal (as [`Game::check_move`]); the game is then untouched.
    pub fn play(&mut self, mv: Move) -> Result<Option<Outcome>, IllegalMove> {
        let (after, verdict) = self.prepare(mv)?;
        let ply = Ply::of(&self.position, &after, mv);
        let hash = after.hash();
        self.position = after;
        self.moves.push(mv);
        self.plies.push(ply);
        self.hashes.push(hash);
        *self.counts.entry(hash).or_insert(0) += 1;
        let repetition_end = match verdict {
            Verdict::Ends(o) => Some(o),
            _ => None,
        };
        self.outcome = self.evaluate(repetition_end);
        Ok(self.outcome)
    }

    // ------------------------------------------------------------------------ internals

    /// Checks a move and returns the position after it with the repetition verdict.
    fn prepare(&self, mv: Move) -> Result<(Position, Verdict), IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.position.check_move(mv)?;
        let mut after = self.position.clone();
        after.make(mv);
        match self.verdict(&after, mv) {
            Verdict::Forbidden(e) => Err(e),
            v => Ok((after, v)),
        }
    }

    /// Legal moves of the current position under the repetition rule, whether or not the game
    /// has been declared over.
    fn legal_moves_now(&self) -> Vec<Move> {
        let mut moves = self.position.legal_moves();
        if self.rules.repetition == Repetition::Lishogi {
            return moves;
        }
        let mut work = self.position.clone();
        moves.retain(|&mv| {
            let undo = work.make(mv);
            let allowed = !matches!(self.verdict(&work, mv), Verdict::Forbidden(_));
            work.unmake(&undo);
            allowed
        });
        moves
    }

    /// What the repetition rule says about `mv`, played from the current position to `after`.
    fn verdict(&self, after: &Position, mv: Move) -> Verdict {
        let hash = after.hash();
        let occurrence = self.counts.get(&hash).copied().unwrap_or(0) + 1;
        if occurrence < 2 {
            return Verdict::Allowed;
        }
        let rule = self.rules.repetition;
        let mover = self.position.side_to_move();
        let forbidden = Verdict::Forbidden(IllegalMove::ForbiddenRepetition { rule, occurrence });
        match rule {
            Repetition::NoRepeat => forbidden,
            Repetition::Historic if !in_check(&self.position, mover) => forbidden,
            Repetition::Historic4th if occurrence >= 4 && !in_check(&self.position, mover) => {
                forbidden
            }
            Repetition::Lishogi if occurrence >= 4 => {
                let cycle = self.cycle(hash, Ply::of(&self.position, after, mv));
                Verdict::Ends(match condemned(rule, &cycle) {
                    Some(loser) => Outcome::win(!loser, EndReason::PerpetualAttack),
                    None => Outcome::draw(EndReason::Repetition),
                })
            }
            Repetition::Jcsa if occurrence >= 4 => {
                let cycle = self.cycle(hash, Ply::of(&self.position, after, mv));
                match jcsa_responsible(&cycle) {
                    Some((side, _)) if side == mover => forbidden,
                    Some((side, reason)) => Verdict::Ends(Outcome::win(!side, reason)),
                    None => Verdict::Ends(Outcome::draw(EndReason::Repetition)),
                }
            }
            _ => Verdict::Allowed,
        }
    }

    /// The moves since the first occurrence of `hash`, followed by the move `last`.
    fn cycle(&self, hash: u64, last: Ply) -> Vec<Ply> {
        let first = self
            .hashes
            .iter()
            .position(|&h| h == hash)
            .unwrap_or(self.plies.len());
        let mut cycle = self.plies[first..].to_vec();
        cycle.push(last);
        cycle
    }

    /// The board's verdict on the current position; `repetition_end` is the result of a 4th
    /// occurrence the last move made.
    fn evaluate(&self, repetition_end: Option<Outcome>) -> Option<Outcome> {
        if let Some(o) = board_outcome(&self.position).or(repetition_end) {
            return Some(o);
        }
        let side = self.position.side_to_move();
        let moves = self.legal_moves_now();
        if moves.is_empty() {
            return Some(Outcome::win(!side, EndReason::NoLegalMoves));
        }
        if self.rules.checkmate == Checkmate::MateWins && self.is_mated(&moves) {
            return Some(Outcome::win(!side, EndReason::Checkmate));
        }
        None
    }

    /// §12.2 `mate_wins`: whether the side to move, with a single royal, has no move among
    /// `moves` that saves it (see the module documentation).
    fn is_mated(&self, moves: &[Move]) -> bool {
        let side = self.position.side_to_move();
        if self.position.royal_count(side) != 1 {
            return false;
        }
        let mut work = self.position.clone();
        !moves.iter().any(|&mv| {
            let undo = work.make(mv);
            let saved = self.saves(&work, mv, side);
            work.unmake(&undo);
            saved
        })
    }

    /// Whether `mv`, which led to `after`, saves `side` from losing its only royal.
    fn saves(&self, after: &Position, mv: Move, side: Color) -> bool {
        if after.royal_count(side) != 1 {
            return true; // a second royal (a promoted drunk elephant)
        }
        let ends = board_outcome(after).or(match self.verdict(after, mv) {
            Verdict::Ends(o) => Some(o),
            _ => None,
        });
        match ends {
            Some(o) => o.winner != Some(!side),
            None => !any_royal_attacked(after, side),
        }
    }
}

/// The squares of a side's royal pieces.
fn royal_squares(pos: &Position, side: Color) -> impl Iterator<Item = Square> + '_ {
    pos.pieces()
        .filter(move |&(_, p)| p.color == side && pos.is_royal(p.kind))
        .map(|(s, _)| s)
}

/// §12.1: `side` has exactly one royal and it is attacked.
fn in_check(pos: &Position, side: Color) -> bool {
    pos.royal_count(side) == 1 && any_royal_attacked(pos, side)
}

/// Whether any royal of `side` is attacked (lishogi's `isCheck`). In Maka a teleporting
/// emperor attacks every square it could capture on now ([`emperor_captures`]).
fn any_royal_attacked(pos: &Position, side: Color) -> bool {
    let royals: Vec<Square> = royal_squares(pos, side).collect();
    royals.iter().any(|&s| pos.attacks(s, !side))
        || emperor_captures(pos, !side)
            .iter()
            .any(|(_, t)| royals.contains(t))
}

/// Maka: the captures `(from, to)` that `by`'s teleporting emperors (`maka.emperor` =
/// `safe_squares` or `free_nonroyal`, §5.6) could make if it were `by`'s turn. Empty in Chu
/// and when `by` has no such emperor. [`Position::attacks`] leaves these emperors out because
/// what they may capture depends on protection; here the move generator decides.
fn emperor_captures(pos: &Position, by: Color) -> Vec<(Square, Square)> {
    let emperors = teleporters(pos, by);
    if emperors.is_empty() {
        return Vec::new();
    }
    let mut turn = pos.clone();
    turn.set_side(by);
    turn.legal_moves()
        .into_iter()
        .filter_map(|m| match m {
            Move::Board { from, to, .. } if emperors.contains(&from) && to != from => turn
                .piece_at(to)
                .filter(|p| p.color != by)
                .map(|_| (from, to)),
            _ => None,
        })
        .collect()
}

/// Maka: the squares of `by`'s teleporting emperors (none in Chu or with `maka.emperor =
/// lion_queen`, whose emperor is an ordinary piece for every attack test).
fn teleporters(pos: &Position, by: Color) -> Vec<Square> {
    if pos.rules().variant != Variant::Maka || pos.rules().emperor == Emperor::LionQueen {
        return Vec::new();
    }
    pos.pieces()
        .filter(|&(_, p)| p.color == by && p.kind == PieceKind::PromotedKing)
        .map(|(s, _)| s)
        .collect()
}

/// Whether `piece` on `from` could capture on `target` by its movement, a teleporting emperor
/// by the move generator (as [`emperor_captures`]).
fn can_take(pos: &Position, from: Square, piece: Piece, target: Square) -> bool {
    if teleporters(pos, piece.color).contains(&from) {
        return emperor_captures(pos, piece.color).contains(&(from, target));
    }
    pos.piece_reaches(piece, from, target)
}

/// A side's pieces without its dead pawns and lances.
fn live_pieces(pos: &Position, side: Color) -> Vec<(Square, Piece)> {
    pos.pieces()
        .filter(|&(s, p)| p.color == side && !pos.is_dead(s, p))
        .collect()
}

/// The single royal of `side` if it has no other live piece.
fn lone_royal(pos: &Position, side: Color) -> Option<(Square, Piece)> {
    match live_pieces(pos, side)[..] {
        [(s, p)] if pos.is_royal(p.kind) => Some((s, p)),
        _ => None,
    }
}

/// The results decided by the material on the board: royals captured, bare king, two royals.
fn board_outcome(pos: &Position) -> Option<Outcome> {
    let stm = pos.side_to_move();
    // Tenjiku (`tenjiku-shogi.md` §14): one move may remove both sides' last royals (a king
    // that captures the last enemy royal and is burned); the mover, whose capture came first,
    // wins unless `tenjiku.end.both_royals_lost = draw`.
    if pos.royal_count(stm) == 0
        && pos.royal_count(!stm) == 0
        && pos.rules().both_royals_lost == crate::rules::BothRoyalsLost::Draw
    {
        return Some(Outcome::draw(EndReason::RoyalsCaptured));
    }
    for side in [stm, !stm] {
        if pos.royal_count(side) == 0 {
            return Some(Outcome::win(!side, EndReason::RoyalsCaptured));
        }
    }
    let rules = pos.rules();
    let bare = match rules.bare_king {
        BareKing::Jcsa => bare_king_jcsa(pos),
        BareKing::Historic => bare_king_historic(pos),
        BareKing::None => None,
    };
    if let Some(winner) = bare {
        return Some(Outcome::win(winner, EndReason::BareKing));
    }
    if matches!(rules.variant, Variant::Chu | Variant::Dai)
        && rules.two_royals == TwoRoyals::Auto
        && two_lone_royals(pos)
    {
        return Some(Outcome::draw(EndReason::TwoRoyals));
    }
    None
}

/// §12.3 `jcsa`, lishogi's exact test: the winner, if a side is bare.
fn bare_king_jcsa(pos: &Position) -> Option<Color> {
    for x in Color::ALL {
        let y = !x;
        let Some((xr, xp)) = lone_royal(pos, x) else {
            continue;
        };
        let counting: Vec<(Square, Piece)> = pos
            .pieces()
            .filter(|&(s, p)| {
                p.color == y
                    && !matches!(p.kind, PieceKind::Pawn | PieceKind::GoBetween)
                    && !pos.is_dead(s, p)
            })
            .collect();
        if counting.len() <= 1 || !counting.iter().any(|&(_, p)| pos.is_royal(p.kind)) {
            continue;
        }
        if counting
            .iter()
            .any(|&(s, p)| pos.is_royal(p.kind) && can_take(pos, xr, xp, s))
        {
            continue;
        }
        // Chu (lishogi): the lone king can take the extra piece when it is adjacent. Maka: when
        // the lone royal can capture it by its movement (a king or prince: adjacent; an
        // emperor: an unprotected piece anywhere).
        let takes_extra = |s: Square| match pos.rules().variant {
            Variant::Chu | Variant::Dai | Variant::Tenjiku => s.distance(xr) == 1,
            Variant::Maka | Variant::DaiDai => can_take(pos, xr, xp, s),
        };
        if counting.len() > 2 || !counting.iter().any(|&(s, _)| takes_extra(s)) {
            return Some(y);
        }
    }
    None
}

/// §12.3 `historic`: a lone royal against a royal plus one promoted gold loses, with the same
/// exceptions as `jcsa` (the lone royal does not attack the other royal and is not next to the
/// extra piece).
///
/// "Promoted gold" (成金, *narikin*) is read as a piece promoted **to** gold, which in Chu is
/// only the tokin (`+P`, a promoted pawn, moving as a gold general): §16.6 says that with
/// `historic` "only END-07 (promoted pawn = "promoted gold") is a win". A gold general that
/// promoted (`+G`, 金飛車) moves as a rook and does not count, nor does any other piece.
fn bare_king_historic(pos: &Position) -> Option<Color> {
    for x in Color::ALL {
        let y = !x;
        let Some((xr, xp)) = lone_royal(pos, x) else {
            continue;
        };
        let ys = live_pieces(pos, y);
        let royals: Vec<Square> = ys
            .iter()
            .filter(|&&(_, p)| pos.is_royal(p.kind))
            .map(|&(s, _)| s)
            .collect();
        let golds: Vec<Square> = ys
            .iter()
            .filter(|&&(_, p)| p.kind == PieceKind::PromotedPawn)
            .map(|&(s, _)| s)
            .collect();
        if ys.len() != 2 || royals.len() != 1 || golds.len() != 1 {
            continue;
        }
        if pos.piece_reaches(xp, xr, royals[0]) || golds[0].distance(xr) == 1 {
            continue;
        }
        return Some(y);
    }
    None
}

/// §12.4: each side has one royal and nothing else that counts, and neither royal is attacked.
fn two_lone_royals(pos: &Position) -> bool {
    Color::ALL
        .into_iter()
        .all(|side| lone_royal(pos, side).is_some_and(|(s, _)| !pos.attacks(s, !side)))
}
