//! Positions: the board, the side to move and the state the rules need, with move generation,
//! legality (with the precise reason a move is illegal) and making moves.
//!
//! A [`Position`] knows nothing of the game's history: repetition lives in [`crate::Game`].

use crate::moves::{Move, Via};
use crate::piece::KIND_COUNT;
use crate::rules::{Counterstrike, PromotionRule, ProtectionDepth, ProtectionEval, Setup};
use crate::square::{Dimensions, GRID_CELLS};
use crate::tables::{reaches, reaches_capturing, Hook, Tables, Teleport};
use crate::{Color, Piece, PieceKind, Rules, Square, Variant};
use core::fmt;
use std::sync::Arc;

const EMPTY: u8 = 0;
const OFF: u8 = 255;

/// Mark on a square: the piece there declined promotion (`msm`/`wiki_delay`).
pub(crate) const MARK_DECLINED: u8 = 1;
/// Mark on a square: the piece there was dropped unpromoted inside the zone (Heisei) and may
/// promote on its next move.
pub(crate) const MARK_DROPPED: u8 = 2;

#[inline]
fn color_of(code: u8) -> Color {
    if (code - 1) & 1 == 0 {
        Color::Black
    } else {
        Color::White
    }
}

#[inline]
fn kind_index(code: u8) -> usize {
    ((code - 1) >> 1) as usize
}

#[inline]
fn is_piece(code: u8) -> bool {
    code != EMPTY && code != OFF
}

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

#[inline]
fn piece_key(idx: usize, code: u8) -> u64 {
    splitmix(((idx as u64) << 8) | code as u64)
}
#[inline]
fn mark_key(idx: usize, mark: u8) -> u64 {
    splitmix((1 << 40) | ((idx as u64) << 8) | mark as u64)
}
fn lion_key(sq: Square) -> u64 {
    splitmix((2 << 40) | sq.index() as u64)
}
fn reserve_key(color: Color, kind: PieceKind, count: u8) -> u64 {
    splitmix(
        (3 << 40) | ((color.index() as u64) << 16) | ((kind.index() as u64) << 8) | count as u64,
    )
}
const SIDE_KEY: u64 = 0x5DEE_CE66_D1CE_4E5B;

/// Why a position cannot be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// A square is off this variant's board.
    OffBoard(Square),
    /// Two pieces on one square.
    Occupied(Square),
    /// A kind that does not exist in this variant.
    KindNotInVariant(PieceKind),
    /// The last-lion-capture square is off the board.
    BadLionSquare(Square),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::OffBoard(s) => write!(f, "square {s} is off the board"),
            PositionError::Occupied(s) => write!(f, "two pieces on square {s}"),
            PositionError::KindNotInVariant(k) => write!(f, "there is no {k} in this variant"),
            PositionError::BadLionSquare(s) => {
                write!(f, "lion-capture square {s} is off the board")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Which lion-trading rule a move breaks (`chu-shogi.md` §10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LionRule {
    /// Rule B: a lion may not capture a protected lion two squares away, except by a bridge.
    NonAdjacentProtected,
    /// Rule C: after a non-lion captured a lion, the reply may not capture a lion with a
    /// non-lion (`strict`), or not a protected one (`okazaki`).
    Counterstrike,
}

/// A piece that protects a lion against a capture (`chu-shogi.md` §10 "Protected"), as named by
/// [`IllegalMove::LionTrading`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Protector {
    /// Where the protecting piece stands (before the move).
    pub square: Square,
    /// The protecting piece (it belongs to the lion's side).
    pub piece: Piece,
    /// The capturing move takes this piece on its first leg (a pawn or go-between, which is no
    /// bridge): it counts only because `chu.lion.protection_eval = whole_move` judges the move
    /// as one unit.
    pub captured: bool,
}

impl fmt::Display for Protector {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Protector {
            square,
            piece,
            captured,
        } = *self;
        if captured {
            write!(
                f,
                "the {} on {square} you capture on the way still counts as a protector under `chu.lion.protection_eval = whole_move`",
                piece.kind
            )
        } else {
            write!(
                f,
                "protected by {}'s {} on {square}",
                side_title(piece.color),
                piece.kind
            )
        }
    }
}

/// A side's name inside a sentence (`White`).
fn side_title(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

/// The precise reason a move is illegal, so that a player can be told why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalMove {
    /// There is no piece on the origin square.
    NoPiece(Square),
    /// The piece on the origin square belongs to the opponent.
    NotYourPiece(Square),
    /// The piece cannot move from `from` to `to` by its movement.
    CannotMoveThere {
        /// The moving kind.
        kind: PieceKind,
        /// Origin.
        from: Square,
        /// Claimed destination.
        to: Square,
    },
    /// The line to the destination is blocked.
    PathBlocked {
        /// The moving kind.
        kind: PieceKind,
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
        /// The first square in the way.
        at: Square,
    },
    /// A hop (the free bear's hop readings, `maka.free_bear`) captures every piece it passes,
    /// but the move leaves out the one on `at`.
    MissingCapture {
        /// The moving kind.
        kind: PieceKind,
        /// The piece passed without being captured.
        at: Square,
    },
    /// The destination (or an intermediate square) holds one of the mover's own pieces.
    OwnPiece(Square),
    /// The claimed route of a multi-leg move is impossible for this piece.
    BadRoute {
        /// The moving kind.
        kind: PieceKind,
        /// Why, in words.
        why: &'static str,
    },
    /// No piece can pass here.
    NoPass,
    /// A lion-trading rule forbids the capture of the lion on `lion`.
    LionTrading {
        /// The rule.
        rule: LionRule,
        /// The square of the capturing piece.
        from: Square,
        /// The lion that may not be captured.
        lion: Square,
        /// Rule C only: the square where a non-lion captured a lion on the previous move
        /// ([`Position::last_lion_capture`]), the capture that put the restriction in force.
        /// `None` for Rule B.
        related: Option<Square>,
        /// The piece that makes the lion protected (`chu-shogi.md` §10 "Protected"): always
        /// given for Rule B and for Rule C under `chu.lion.counterstrike = okazaki`; `None` for
        /// Rule C under `strict`, where protection plays no part.
        protector: Option<Protector>,
    },
    /// The piece may not promote on this move.
    PromotionNotAllowed {
        /// The moving kind.
        kind: PieceKind,
        /// Why, in words.
        why: &'static str,
    },
    /// A drop that is not allowed.
    BadDrop(&'static str),
    /// The side to move has no royal left, or the game has ended: no move may be played.
    GameOver,
    /// The move would repeat a position in a way the repetition rule in force forbids
    /// (`chu-shogi.md` §11); decided by [`crate::Game`], which knows the history.
    ForbiddenRepetition {
        /// The option value that forbids it (`historic`, `jcsa`, …).
        rule: crate::rules::Repetition,
        /// How many times the resulting position would then have occurred.
        occurrence: u32,
    },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalMove::*;
        match self {
            NoPiece(s) => write!(f, "there is no piece on {s}"),
            NotYourPiece(s) => write!(f, "the piece on {s} belongs to your opponent"),
            CannotMoveThere { kind, from, to } => {
                write!(f, "a {kind} cannot move from {from} to {to}")
            }
            PathBlocked { kind, from, to, at } => {
                write!(f, "the {kind} on {from} cannot reach {to}: {at} is in the way")
            }
            MissingCapture { kind, at } => write!(
                f,
                "the {kind} cannot pass the piece on {at} without capturing it (its hop captures every piece on the way)"
            ),
            OwnPiece(s) => write!(f, "{s} holds one of your own pieces"),
            BadRoute { kind, why } => write!(f, "the {kind} cannot make that move: {why}"),
            NoPass => f.write_str("no piece can pass here (a pass needs a lion-power piece with an empty square to step to)"),
            LionTrading { rule: LionRule::NonAdjacentProtected, from, lion, protector, .. } => {
                write!(f, "lion-trading rule B: the lion on {from} may not capture the protected lion on {lion} from two squares away")?;
                match protector {
                    Some(p) if p.captured => write!(f, ": {p}"),
                    Some(p) => write!(f, " ({p})"),
                    None => Ok(()),
                }
            }
            LionTrading { rule: LionRule::Counterstrike, from, lion, related, protector } => {
                write!(f, "lion-trading rule C (counter-strike): right after a lion was captured by a non-lion")?;
                if let Some(p) = related {
                    write!(f, " on {p}")?;
                }
                match protector {
                    // okazaki: only a protected lion is out of reach.
                    Some(p) => {
                        write!(f, ", no piece other than a lion may capture a protected lion (`chu.lion.counterstrike = okazaki`); the lion on {lion} is ")?;
                        if p.captured {
                            write!(f, "protected: {p}")?;
                        } else {
                            write!(f, "{p}")?;
                        }
                        write!(f, ", so the piece on {from} may not capture it")
                    }
                    None => write!(f, ", no piece other than a lion may capture a lion (`chu.lion.counterstrike = strict`), so the piece on {from} may not capture the lion on {lion}"),
                }
            }
            PromotionNotAllowed { kind, why } => write!(f, "the {kind} may not promote on this move: {why}"),
            BadDrop(why) => write!(f, "illegal drop: {why}"),
            GameOver => f.write_str("the game is already over"),
            ForbiddenRepetition { rule, occurrence } => write!(
                f,
                "the move would make the same position occur for the {} time, which the repetition rule `{}` forbids",
                ordinal(*occurrence),
                rule.as_str()
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}

fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Everything needed to take a move back.
///
/// Kept small: perft makes and takes back every move, and a larger record costs Chu's perft
/// several percent. So the cells hold what most moves change (two listed captures, the origin,
/// the final square, a promotion mark cleared elsewhere) and the rare larger changes go to
/// [`UndoExtra`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Undo {
    /// The cells the move changed, as they were, in the order changed.
    cells: [(u16, u8, u8); 5],
    n: u8,
    last_lion_capture: Option<Square>,
    hash: u64,
    royals: [u8; 2],
    move_number: u32,
    side: Color,
    extra: UndoExtra,
}

/// What a move changed beyond [`Undo`]'s cells.
#[derive(Debug, Clone, Copy)]
enum UndoExtra {
    /// Nothing.
    None,
    /// A drop (Heisei) cleared this side's reserve, which was this.
    Reserve(Color, [u8; 16]),
    /// A [`Via::LINE`] hop from `from` to `to` captured the pieces between: `steps` packs, for
    /// each square between them from `from` on, 7 bits: 0 for an empty square, else 1 + the
    /// kind index of the enemy piece captured there (up to 17 squares on a 19×19 board: 119
    /// bits). Maka positions carry no promotion marks, so the kind is all there is to restore.
    Line {
        from: Square,
        to: Square,
        steps: [u8; 15],
    },
}

/// A position: board, side to move, last lion capture, promotion marks and (Heisei) the
/// set-aside pieces still available for the one drop.
#[derive(Clone)]
pub struct Position {
    rules: Rules,
    tables: Arc<Tables>,
    dims: Dimensions,
    squares: Arc<[Square]>,
    board: [u8; GRID_CELLS],
    marks: [u8; GRID_CELLS],
    side: Color,
    last_lion_capture: Option<Square>,
    reserve: [[u8; 16]; 2],
    move_number: u32,
    hash: u64,
    royals: [u8; 2],
}

/// Kinds that can be set aside (Heisei reserve), in a fixed order; their counts are packed in
/// 16 slots per side.
const RESERVE_KINDS: [PieceKind; 8] = [
    PieceKind::Lance,
    PieceKind::Copper,
    PieceKind::Silver,
    PieceKind::SideMover,
    PieceKind::VerticalMover,
    PieceKind::ReverseChariot,
    PieceKind::Kirin,
    PieceKind::Phoenix,
];

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        self.rules == other.rules
            && self.side == other.side
            && self.last_lion_capture == other.last_lion_capture
            && self.reserve == other.reserve
            && self.move_number == other.move_number
            && self.squares.iter().all(|s| {
                self.board[s.index()] == other.board[s.index()]
                    && self.marks[s.index()] == other.marks[s.index()]
            })
    }
}
impl Eq for Position {}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", crate::notation::sfen::write(self))
    }
}

/// The lishogi SFEN of the Chu start position.
pub const CHU_START_SFEN: &str = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1";

impl Position {
    /// An empty board with Black to move.
    pub fn empty(rules: Rules) -> Position {
        let tables = Arc::new(match rules.variant {
            Variant::Chu => Tables::build(crate::tables::chu_kind),
            Variant::Maka => Tables::build(|k| crate::tables::maka_kind(k, &rules)),
        });
        let dims = rules.dimensions();
        let squares: Arc<[Square]> = dims.squares().collect::<Vec<_>>().into();
        let mut board = [OFF; GRID_CELLS];
        for s in squares.iter() {
            board[s.index()] = EMPTY;
        }
        Position {
            rules,
            tables,
            dims,
            squares,
            board,
            marks: [0; GRID_CELLS],
            side: Color::Black,
            last_lion_capture: None,
            reserve: [[0; 16]; 2],
            move_number: 1,
            hash: 0,
            royals: [0, 0],
        }
    }

    /// The start position of the rules' variant and setup.
    pub fn start(rules: Rules) -> Position {
        if rules.variant == Variant::Maka {
            return crate::setup::maka_start(rules);
        }
        let mut p = crate::notation::sfen::read(rules, CHU_START_SFEN)
            .expect("the built-in start position is valid");
        if rules.setup == Setup::Heisei {
            for c in Color::ALL {
                for sq in p.squares.clone().iter() {
                    if let Some(pc) = p.piece_at(*sq) {
                        if pc.color == c {
                            if let Some(slot) = RESERVE_KINDS.iter().position(|&k| k == pc.kind) {
                                p.set_cell(sq.index(), EMPTY, 0);
                                p.set_reserve(c, slot, p.reserve[c.index()][slot] + 1);
                            }
                        }
                    }
                }
            }
        }
        p
    }

    /// Builds a position from a list of pieces.
    ///
    /// # Errors
    /// A [`PositionError`] for a square off the board, a doubly occupied square or a kind
    /// that the variant does not have.
    pub fn from_pieces(
        rules: Rules,
        pieces: &[(Square, Piece)],
        side: Color,
        last_lion_capture: Option<Square>,
        move_number: u32,
    ) -> Result<Position, PositionError> {
        let mut p = Position::empty(rules);
        for &(sq, pc) in pieces {
            p.put(sq, pc)?;
        }
        p.set_side(side);
        p.set_last_lion_capture(last_lion_capture)?;
        p.move_number = move_number.max(1);
        Ok(p)
    }

    pub(crate) fn put(&mut self, sq: Square, pc: Piece) -> Result<(), PositionError> {
        if !self.dims.contains(sq) {
            return Err(PositionError::OffBoard(sq));
        }
        if self.board[sq.index()] != EMPTY {
            return Err(PositionError::Occupied(sq));
        }
        if self.tables.info(pc.kind).is_none() {
            return Err(PositionError::KindNotInVariant(pc.kind));
        }
        self.set_cell(sq.index(), pc.code(), 0);
        Ok(())
    }

    pub(crate) fn set_side(&mut self, side: Color) {
        if side != self.side {
            self.hash ^= SIDE_KEY;
            self.side = side;
        }
    }

    pub(crate) fn set_last_lion_capture(
        &mut self,
        sq: Option<Square>,
    ) -> Result<(), PositionError> {
        if let Some(s) = sq {
            if !self.dims.contains(s) {
                return Err(PositionError::BadLionSquare(s));
            }
        }
        if let Some(old) = self.last_lion_capture {
            self.hash ^= lion_key(old);
        }
        if let Some(new) = sq {
            self.hash ^= lion_key(new);
        }
        self.last_lion_capture = sq;
        Ok(())
    }

    pub(crate) fn set_move_number(&mut self, n: u32) {
        self.move_number = n.max(1);
    }

    pub(crate) fn set_mark(&mut self, sq: Square, mark: u8) {
        let code = self.board[sq.index()];
        self.set_cell(sq.index(), code, mark);
    }

    fn set_reserve(&mut self, c: Color, slot: usize, count: u8) {
        let old = self.reserve[c.index()][slot];
        let k = RESERVE_KINDS[slot];
        if old != 0 {
            self.hash ^= reserve_key(c, k, old);
        }
        if count != 0 {
            self.hash ^= reserve_key(c, k, count);
        }
        self.reserve[c.index()][slot] = count;
    }

    /// Adds a set-aside piece to a side's reserve (Heisei).
    pub(crate) fn add_reserve(&mut self, c: Color, kind: PieceKind) -> bool {
        match RESERVE_KINDS.iter().position(|&k| k == kind) {
            Some(slot) => {
                let n = self.reserve[c.index()][slot] + 1;
                self.set_reserve(c, slot, n);
                true
            }
            None => false,
        }
    }

    #[inline]
    fn set_cell(&mut self, idx: usize, code: u8, mark: u8) {
        let old = self.board[idx];
        let old_mark = self.marks[idx];
        if is_piece(old) {
            self.hash ^= piece_key(idx, old);
            if self.tables.royal[kind_index(old)] {
                self.royals[color_of(old).index()] -= 1;
            }
        }
        if old_mark != 0 {
            self.hash ^= mark_key(idx, old_mark);
        }
        if is_piece(code) {
            self.hash ^= piece_key(idx, code);
            if self.tables.royal[kind_index(code)] {
                self.royals[color_of(code).index()] += 1;
            }
        }
        if mark != 0 {
            self.hash ^= mark_key(idx, mark);
        }
        self.board[idx] = code;
        self.marks[idx] = mark;
    }

    // ----------------------------------------------------------------------------- queries

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Board dimensions.
    pub fn dimensions(&self) -> Dimensions {
        self.dims
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The move number (1 for the first move of the game; increases with every move).
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    /// The square where a non-lion captured a lion on the previous move (`chu-shogi.md` §10.3).
    pub fn last_lion_capture(&self) -> Option<Square> {
        self.last_lion_capture
    }

    /// The piece on a square.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let c = *self.board.get(sq.index())?;
        is_piece(c).then(|| Piece::from_code(c))
    }

    /// Whether the piece on `sq` declined promotion and is under the `msm`/`wiki_delay`
    /// suspension.
    pub fn declined_mark(&self, sq: Square) -> bool {
        self.marks[sq.index()] & MARK_DECLINED != 0
    }

    /// Whether the piece on `sq` was dropped unpromoted inside the zone (Heisei) and may
    /// promote on its next move.
    pub fn dropped_mark(&self, sq: Square) -> bool {
        self.marks[sq.index()] & MARK_DROPPED != 0
    }

    /// Every piece with its square, in the order 1a, 2a, …
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.squares
            .iter()
            .filter_map(move |&s| self.piece_at(s).map(|p| (s, p)))
    }

    /// The set-aside pieces a side may still drop (Heisei), with their counts.
    pub fn reserve(&self, c: Color) -> Vec<(PieceKind, u8)> {
        RESERVE_KINDS
            .iter()
            .enumerate()
            .filter(|(i, _)| self.reserve[c.index()][*i] > 0)
            .map(|(i, &k)| (k, self.reserve[c.index()][i]))
            .collect()
    }

    /// The position hash (Zobrist-style, maintained incrementally).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash recomputed from scratch (equal to [`Position::hash`]; used by tests).
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = 0;
        for s in self.squares.iter() {
            let i = s.index();
            if is_piece(self.board[i]) {
                h ^= piece_key(i, self.board[i]);
            }
            if self.marks[i] != 0 {
                h ^= mark_key(i, self.marks[i]);
            }
        }
        if self.side == Color::White {
            h ^= SIDE_KEY;
        }
        if let Some(s) = self.last_lion_capture {
            h ^= lion_key(s);
        }
        for c in Color::ALL {
            for (slot, &k) in RESERVE_KINDS.iter().enumerate() {
                let n = self.reserve[c.index()][slot];
                if n != 0 {
                    h ^= reserve_key(c, k, n);
                }
            }
        }
        h
    }

    /// Number of royal pieces (king, prince) a side has.
    pub fn royal_count(&self, c: Color) -> u8 {
        self.royals[c.index()]
    }

    /// Whether a kind is royal in this variant.
    pub fn is_royal(&self, kind: PieceKind) -> bool {
        self.tables.info(kind).is_some_and(|i| i.royal)
    }

    /// Whether a kind counts as a lion for the lion-trading rules.
    pub fn is_lion(&self, kind: PieceKind) -> bool {
        self.tables.info(kind).is_some_and(|i| i.lion)
    }

    /// The kind a kind promotes to in this variant.
    pub fn promotes_to(&self, kind: PieceKind) -> Option<PieceKind> {
        self.tables.info(kind).and_then(|i| i.promotes_to)
    }

    /// Whether a kind exists in this variant.
    pub fn has_kind(&self, kind: PieceKind) -> bool {
        self.tables.info(kind).is_some()
    }

    /// Whether a kind of a colour has full lion power (two king steps in any directions: Chu's
    /// lion and promoted kirin, Maka's lion, furious fiend and Buddhist spirit) rather than a
    /// linear one (along a few lines). For the move readers' route checks.
    pub(crate) fn has_full_lion_power(&self, kind: PieceKind, color: Color) -> bool {
        self.tables.compiled(kind, color).lion_full
    }

    /// Whether a kind has lion power (and so may pass).
    pub fn can_pass_kind(&self, kind: PieceKind) -> bool {
        self.tables.can_pass[kind.index()]
    }

    /// Whether some piece of `by` could capture on `target` by its movement pattern (pinned
    /// pieces and royals included; there are no check rules). Multi-leg pieces count every
    /// square they could capture on (lion dog: the 24 squares on its lines; hook mover and
    /// capricorn: the squares a turned route reaches, with `double` also turning where it
    /// captures; the free bear's hop readings: beyond the pieces it may capture on the way, one
    /// or any number).
    /// Not counted: a teleporting Maka emperor (its captures depend on protection, see
    /// `maka-dai-dai-shogi.md` §5.6).
    pub fn attacks(&self, target: Square, by: Color) -> bool {
        if self.rules.variant != Variant::Maka {
            return attacked(&self.tables, &self.squares, &self.board, target, by);
        }
        let b = &self.board;
        self.squares.iter().any(|&s| {
            let c = b[s.index()];
            is_piece(c)
                && color_of(c) == by
                && reaches_capturing(
                    &self.tables,
                    PieceKind::ALL[kind_index(c)],
                    by,
                    s,
                    target,
                    |i| b[i] != EMPTY,
                    |i| is_piece(b[i]) && color_of(b[i]) != by,
                )
        })
    }

    /// Whether `piece` on `from` could move to `target` by its movement pattern on this board.
    pub fn piece_reaches(&self, piece: Piece, from: Square, target: Square) -> bool {
        reaches(&self.tables, piece.kind, piece.color, from, target, |i| {
            self.board[i] != EMPTY
        })
    }

    /// The squares a board move from `from` to `to` captures on before its final square, in
    /// leg order: the squares `via` lists, or for [`Via::LINE`] (the free bear's hops) the
    /// pieces between `from` and `to`, nearest first.
    ///
    /// ```
    /// use yubin_rules::{notation, Color, Move, Piece, PieceKind, Position, Rules, Square, Variant, Via};
    /// let mut rules = Rules::standard(Variant::Maka);
    /// rules.set("maka.free_bear", "BsRfA_hopall").unwrap();
    /// let sq = |f, r| Square::new(f, r).unwrap();
    /// let mut pieces = vec![
    ///     (sq(10, 18), Piece::new(Color::Black, PieceKind::King)),
    ///     (sq(10, 0), Piece::new(Color::White, PieceKind::King)),
    ///     (sq(10, 15), Piece::new(Color::Black, PieceKind::PromotedBlindBear)), // 10p
    /// ];
    /// for (f, r) in [(9, 14), (7, 12), (5, 10)] {
    ///     pieces.push((sq(f, r), Piece::new(Color::White, PieceKind::Pawn)));
    /// }
    /// let pos = Position::from_pieces(rules, &pieces, Color::Black, None, 1).unwrap();
    /// // The free bear hops from 10p to 3i, capturing the pawns on 9o, 7m and 5k.
    /// let hop = Move::Board { from: sq(10, 15), to: sq(3, 8), via: Via::LINE, promote: false };
    /// assert!(pos.is_legal(hop));
    /// let caps: Vec<String> = pos.via_squares(sq(10, 15), Via::LINE, sq(3, 8)).map(|s| s.to_string()).collect();
    /// assert_eq!(caps, ["9o", "7m", "5k"]);
    /// assert_eq!(notation::usi::format(&pos, hop), "10p9o7m5k3i");
    /// ```
    pub fn via_squares(
        &self,
        from: Square,
        via: Via,
        to: Square,
    ) -> impl Iterator<Item = Square> + '_ {
        via.squares(from, to, |s| self.board[s.index()] != EMPTY)
    }

    /// How many pieces a kind's hop may capture on the way (`maka.free_bear` hop readings;
    /// 0 for every other kind and reading).
    pub(crate) fn hop_captures(&self, kind: PieceKind, color: Color) -> u8 {
        self.tables.compiled(kind, color).hop_captures
    }

    /// Whether `sq` is in `color`'s promotion zone (the four far ranks in Chu; Maka Dai Dai has
    /// no zone and never asks).
    pub fn in_zone(&self, sq: Square, color: Color) -> bool {
        match color {
            Color::Black => sq.rank() < 4,
            Color::White => sq.rank() + 4 >= self.dims.ranks,
        }
    }

    fn last_rank(&self, sq: Square, color: Color) -> bool {
        match color {
            Color::Black => sq.rank() == 0,
            Color::White => sq.rank() + 1 == self.dims.ranks,
        }
    }

    // --------------------------------------------------------------------- generation

    /// The legal moves, each canonical move once (at most one [`Move::Pass`]). Empty when the
    /// side to move has no royal left (the game is over).
    ///
    /// ```
    /// use yubin_rules::{Position, Rules};
    /// let start = Position::start(Rules::default());
    /// assert_eq!(start.legal_moves().len(), 36);
    /// ```
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(128);
        self.legal_moves_into(&mut v);
        v
    }

    /// [`Position::legal_moves`] into a caller's buffer (cleared first).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.royals[self.side.index()] == 0 {
            return;
        }
        let can_pass = if self.rules.variant == Variant::Maka {
            self.gen_all::<true>(out)
        } else {
            self.gen_all::<false>(out)
        };
        if can_pass {
            out.push(Move::Pass);
        }
        self.gen_drops(out);
    }

    /// The pattern moves of every piece of the side to move (lion-trading violations left out);
    /// whether some piece can pass.
    fn gen_all<const MAKA: bool>(&self, out: &mut Vec<Move>) -> bool {
        let mut can_pass = false;
        for &sq in self.squares.iter() {
            let code = self.board[sq.index()];
            if is_piece(code) && color_of(code) == self.side {
                can_pass |= self.gen_piece_for::<MAKA>(sq, code, out, true);
            }
        }
        can_pass
    }

    /// Number of legal moves (what perft counts at its last ply).
    pub fn count_legal_moves(&self, buf: &mut Vec<Move>) -> usize {
        self.legal_moves_into(buf);
        buf.len()
    }

    /// All moves of one piece by movement pattern (see [`Position::gen_piece_for`]).
    #[inline]
    fn gen_piece(&self, from: Square, code: u8, out: &mut Vec<Move>, filter: bool) -> bool {
        if self.rules.variant == Variant::Maka {
            self.gen_piece_for::<true>(from, code, out, filter)
        } else {
            self.gen_piece_for::<false>(from, code, out, filter)
        }
    }

    /// All moves of one piece by movement pattern; with `filter`, lion-trading violations are
    /// left out. Returns whether the piece could pass.
    ///
    /// `MAKA` selects the variant at compile time, so that Chu's generation carries none of
    /// Maka's tests (promotion by capture, overlapping powers): see [`Position::gen_piece`].
    fn gen_piece_for<const MAKA: bool>(
        &self,
        from: Square,
        code: u8,
        out: &mut Vec<Move>,
        filter: bool,
    ) -> bool {
        let color = color_of(code);
        let ki = kind_index(code);
        let promotable = match self.tables.promotable[ki] {
            Some(p) => p,
            None => return false,
        };
        let m = &self.tables.moves[ki][color.index()];
        let fi = from.index() as isize;
        let maka = MAKA;
        let start = out.len();
        let dedupe = MAKA && m.dedupe;
        let mut push = |pos: &Position, to: usize, via: Via, captures: bool| {
            let to_sq = Square::from_index(to).expect("on board");
            if filter
                && pos.lion_check_needed(code, via, to_sq)
                && pos.lion_rules(from, code, via, to_sq).is_err()
            {
                return;
            }
            if !maka {
                if promotable {
                    let (can, must) = pos.promotion_options(code, from, to_sq, captures);
                    if !must {
                        out.push(Move::Board {
                            from,
                            to: to_sq,
                            via,
                            promote: false,
                        });
                    }
                    if can {
                        out.push(Move::Board {
                            from,
                            to: to_sq,
                            via,
                            promote: true,
                        });
                    }
                } else {
                    out.push(Move::Board {
                        from,
                        to: to_sq,
                        via,
                        promote: false,
                    });
                }
                return;
            }
            let (can, must) = if captures {
                pos.maka_options(code, from, via, to_sq)
            } else {
                (false, false)
            };
            for (ok, promote) in [(!must, false), (can, true)] {
                let mv = Move::Board {
                    from,
                    to: to_sq,
                    via,
                    promote,
                };
                if ok && (!dedupe || !out[start..].contains(&mv)) {
                    out.push(mv);
                }
            }
        };
        for &d in &m.leaps {
            let t = (fi + d as isize) as usize;
            let c = self.board[t];
            if c == OFF || (c != EMPTY && color_of(c) == color) {
                continue;
            }
            push(self, t, Via::NONE, c != EMPTY);
        }
        for &(d, range) in &m.slides {
            let mut t = fi;
            let mut n = 0u8;
            loop {
                t += d as isize;
                n += 1;
                let c = self.board[t as usize];
                if c == OFF {
                    break;
                }
                if c == EMPTY {
                    push(self, t as usize, Via::NONE, false);
                } else {
                    if color_of(c) != color {
                        push(self, t as usize, Via::NONE, true);
                    }
                    break;
                }
                if n == range {
                    break;
                }
            }
        }
        let mut can_pass = false;
        if m.lion_full {
            for &d in &self.tables.dir_offsets[color.index()] {
                let mid = (fi + d as isize) as usize;
                let c = self.board[mid];
                if c == EMPTY {
                    can_pass = true;
                } else if c != OFF && color_of(c) != color {
                    let mid_sq = Square::from_index(mid).expect("on board");
                    for &e in &self.tables.dir_offsets[color.index()] {
                        let t = (mid as isize + e as isize) as usize;
                        if t == from.index() {
                            push(self, t, Via::one(mid_sq), true);
                            continue;
                        }
                        let ct = self.board[t];
                        if ct == OFF || (ct != EMPTY && color_of(ct) == color) {
                            continue;
                        }
                        push(self, t, Via::one(mid_sq), true);
                    }
                }
            }
        }
        for &d in &m.lion_lines {
            let mid = (fi + d as isize) as usize;
            let c = self.board[mid];
            if c == EMPTY {
                can_pass = true;
            } else if c != OFF && color_of(c) != color {
                let mid_sq = Square::from_index(mid).expect("on board");
                push(self, from.index(), Via::one(mid_sq), true);
                let t = (mid as isize + d as isize) as usize;
                let ct = self.board[t];
                if ct != OFF && (ct == EMPTY || color_of(ct) != color) {
                    push(self, t, Via::one(mid_sq), true);
                }
            }
        }
        if MAKA && m.maka_powers {
            can_pass |= self.gen_maka_powers(from, color, m, &mut push);
        }
        can_pass
    }

    /// The Maka Dai Dai powers of one piece (`maka-dai-dai-shogi.md` §5): the lion dog's linear
    /// lion power, hook moves, the emperor's teleport and the free bear's hop readings. Calls
    /// `push(position, to, via, captures)` for each pattern move; returns whether the piece can
    /// pass.
    fn gen_maka_powers(
        &self,
        from: Square,
        color: Color,
        m: &crate::tables::CompiledMoves,
        push: &mut impl FnMut(&Position, usize, Via, bool),
    ) -> bool {
        let fi = from.index() as isize;
        let b = &self.board;
        let enemy = |c: u8| is_piece(c) && color_of(c) != color;
        let free = |c: u8| c == EMPTY || enemy(c);
        let sq = |i: isize| Square::from_index(i as usize).expect("on board");
        let mut can_pass = false;
        if m.dog {
            // §5.2: ends on S3, S2, S1 or (igui) the start; optional captures on the squares
            // passed (S1/S2 for S3, S1 for S2, S2 for S1 — out and back one square).
            for &d in &self.tables.dir_offsets[color.index()] {
                let d = d as isize;
                let (i1, i2, i3) = (fi + d, fi + 2 * d, fi + 3 * d);
                let c1 = b[i1 as usize];
                if c1 == OFF {
                    continue;
                }
                let (c2, c3) = (b[i2 as usize], b[i3 as usize]);
                if c1 == EMPTY {
                    can_pass = true;
                }
                if free(c1) {
                    push(self, i1 as usize, Via::NONE, c1 != EMPTY);
                    if enemy(c2) {
                        push(self, i1 as usize, Via::one(sq(i2)), true);
                    }
                }
                if enemy(c1) {
                    push(self, fi as usize, Via::one(sq(i1)), true);
                }
                if c2 == OFF {
                    continue;
                }
                if free(c2) {
                    push(self, i2 as usize, Via::NONE, c2 != EMPTY);
                    if enemy(c1) {
                        push(self, i2 as usize, Via::one(sq(i1)), true);
                    }
                }
                if c3 != OFF && free(c3) {
                    push(self, i3 as usize, Via::NONE, c3 != EMPTY);
                    if enemy(c1) {
                        push(self, i3 as usize, Via::one(sq(i1)), true);
                    }
                    if enemy(c2) {
                        push(self, i3 as usize, Via::one(sq(i2)), true);
                    }
                    if enemy(c1) && enemy(c2) {
                        push(self, i3 as usize, Via::two(sq(i1), sq(i2)), true);
                    }
                }
            }
        }
        if m.hook != Hook::None {
            // §5.7: the straight legs are the ordinary slides; here the turned moves.
            for (j, &(d, _)) in m.slides.iter().enumerate() {
                let mut t = fi;
                loop {
                    t += d as isize;
                    let c = b[t as usize];
                    if c == OFF || (c != EMPTY && !(m.hook == Hook::Double && enemy(c))) {
                        break;
                    }
                    let via = if c == EMPTY {
                        Via::NONE
                    } else {
                        Via::one(sq(t))
                    };
                    for &p in &m.hook_turns[j] {
                        let mut u = t;
                        loop {
                            u += p as isize;
                            let cu = b[u as usize];
                            if cu == OFF {
                                break;
                            }
                            if cu == EMPTY {
                                push(self, u as usize, via, !via.is_empty());
                            } else {
                                if enemy(cu) {
                                    push(self, u as usize, via, true);
                                }
                                break;
                            }
                        }
                    }
                    if c != EMPTY {
                        break;
                    }
                }
            }
        }
        if m.hop_captures > 0 {
            // The hop captures every piece it passes: they are the pieces between the start and
            // the final square, so the move does not list them (`Via::LINE`).
            for &d in &m.hop_dirs {
                let mut t = fi;
                let mut taken = 0u8;
                loop {
                    t += d as isize;
                    let c = b[t as usize];
                    if c == OFF || (c != EMPTY && !enemy(c)) {
                        break;
                    }
                    if taken > 0 {
                        push(self, t as usize, Via::LINE, true);
                    }
                    if c != EMPTY {
                        if taken == m.hop_captures {
                            break;
                        }
                        taken += 1;
                    }
                }
            }
        }
        if let Some(tp) = m.teleport {
            let prince = Piece::new(color, PieceKind::PromotedDrunkElephant).code();
            let has_prince = self.squares.iter().any(|s| b[s.index()] == prince);
            let sides = EmperorSides::new(self, from, color);
            for &t in self.squares.iter() {
                let c = b[t.index()];
                if t == from || (c != EMPTY && !enemy(c)) {
                    continue;
                }
                let ok = match tp {
                    Teleport::SafeSquares => {
                        (has_prince && c == EMPTY)
                            || !self.protected_against_emperor(&sides, from, t, color)
                    }
                    Teleport::FreeNonroyal => {
                        c == EMPTY
                            || !self.tables.royal[kind_index(c)]
                            || !self.protected_against_emperor(&sides, from, t, color)
                    }
                };
                if ok {
                    push(self, t.index(), Via::NONE, c != EMPTY);
                }
            }
        }
        can_pass
    }

    /// Whether square `t` would be protected by the opponent of `us` after `us`'s emperor moved
    /// there from `from` (`maka-dai-dai-shogi.md` §5.6: judged on the board after the move, by
    /// movement patterns; an enemy teleporting emperor protects `t` exactly when no other piece of
    /// ours defends `t`, its own square counted empty).
    fn protected_against_emperor(
        &self,
        sides: &EmperorSides,
        from: Square,
        t: Square,
        us: Color,
    ) -> bool {
        let b = &self.board;
        let them = !us;
        let (fi, ti) = (from.index(), t.index());
        let occ = |i: usize| i != fi && (i == ti || b[i] != EMPTY);
        let ours = |i: usize| i != fi && is_piece(b[i]) && color_of(b[i]) == us;
        if sides.enemies.iter().any(|&(s, kind)| {
            s != t && reaches_capturing(&self.tables, kind, them, s, t, occ, ours)
        }) {
            return true;
        }
        for &e in &sides.enemy_emperors {
            if e == t {
                continue;
            }
            let ei = e.index();
            let occ2 = |i: usize| i != fi && i != ei && (i == ti || b[i] != EMPTY);
            let theirs = |i: usize| i != ei && is_piece(b[i]) && color_of(b[i]) == them;
            let defended = sides.ours.iter().any(|&(p, kind)| {
                p != t && reaches_capturing(&self.tables, kind, us, p, t, occ2, theirs)
            });
            if !defended {
                return true;
            }
        }
        false
    }

    /// What a Maka capture does to the capturer (`maka-dai-dai-shogi.md` §7): the kind the piece
    /// becomes when it changes (`promote: true`), and whether it may and must change.
    ///
    /// A move changes the piece at most in one way, so `Move { promote }` plus the position
    /// identifies the resulting piece: contagion (forced) when the move captures a contagious
    /// piece and the capturer is not royal (the last contagious capture in leg order decides,
    /// §7.3, §13.3), else its ordinary promotion.
    fn maka_change(
        &self,
        code: u8,
        from: Square,
        via: Via,
        to: Square,
    ) -> (Option<PieceKind>, bool, bool) {
        use crate::rules::{Contagion, ContagionSwap, MakaPromotion};
        use PieceKind::*;
        let kind = PieceKind::ALL[kind_index(code)];
        let any_form = self.rules.contagion == Contagion::AnyForm;
        let mut any = false;
        let mut promoted = false;
        let mut contagion = None;
        for s in self
            .via_squares(from, via, to)
            .chain((to != from).then_some(to))
        {
            let c = self.board[s.index()];
            if !is_piece(c) {
                continue;
            }
            any = true;
            let k = PieceKind::ALL[kind_index(c)];
            promoted |= k.is_promoted();
            match k {
                PromotedDeva => contagion = Some(PromotedDeva),
                Deva if any_form => contagion = Some(PromotedDeva),
                PromotedDarkSpirit => contagion = Some(PromotedDarkSpirit),
                DarkSpirit if any_form => contagion = Some(PromotedDarkSpirit),
                _ => {}
            }
        }
        if !any {
            return (None, false, false);
        }
        let royalish = matches!(
            kind,
            King | PromotedKing | DrunkElephant | PromotedDrunkElephant
        );
        if let Some(ck) = contagion.filter(|_| !royalish) {
            let keeps = self.rules.contagion_swap == ContagionSwap::Keep
                && matches!(kind, PromotedDeva | PromotedDarkSpirit);
            if keeps || ck == kind {
                return (None, false, false);
            }
            return (Some(ck), true, true);
        }
        match self.tables.info[kind.index()].and_then(|i| i.promotes_to) {
            None => (None, false, false),
            Some(p) => {
                let must = promoted || self.rules.maka_promotion == MakaPromotion::CaptureForced;
                (Some(p), true, must)
            }
        }
    }

    /// `(may change, must change)` for a Maka capture (see [`Position::maka_change`]).
    #[inline]
    fn maka_options(&self, code: u8, from: Square, via: Via, to: Square) -> (bool, bool) {
        let (_, can, must) = self.maka_change(code, from, via, to);
        (can, must)
    }

    fn gen_drops(&self, out: &mut Vec<Move>) {
        let res = &self.reserve[self.side.index()];
        if res.iter().all(|&n| n == 0) {
            return;
        }
        for &to in self.squares.iter() {
            if self.board[to.index()] != EMPTY || !self.drop_adjacent(to) {
                continue;
            }
            for (slot, &kind) in RESERVE_KINDS.iter().enumerate() {
                if res[slot] == 0 {
                    continue;
                }
                for promote in [false, true] {
                    if (!promote || self.drop_may_promote(to)) && !self.drop_dead(kind, to, promote)
                    {
                        out.push(Move::Drop { kind, to, promote });
                    }
                }
            }
        }
    }

    fn drop_adjacent(&self, to: Square) -> bool {
        let dirs = &self.tables.dir_offsets[self.side.index()];
        let ortho = self.rules.heisei_adjacency == crate::rules::Adjacency::Orthogonal;
        dirs.iter().enumerate().any(|(j, &d)| {
            if ortho && j % 2 == 1 {
                return false;
            }
            let c = self.board[(to.index() as isize + d as isize) as usize];
            is_piece(c) && color_of(c) == self.side
        })
    }

    /// A piece may not be dropped where it could never move (`chu-shogi.md` §14: an unpromoted
    /// lance on its last rank). Judged by the form the piece is dropped in: a lance dropped
    /// promoted is a white horse, which can move from the last rank.
    fn drop_dead(&self, kind: PieceKind, to: Square, promote: bool) -> bool {
        let kind = match self.promotes_to(kind) {
            Some(p) if promote => p,
            _ => kind,
        };
        let m = self.tables.compiled(kind, self.side);
        !m.leaps
            .iter()
            .chain(m.slides.iter().map(|(d, _)| d))
            .any(|&d| self.board[(to.index() as isize + d as isize) as usize] != OFF)
    }

    fn drop_may_promote(&self, to: Square) -> bool {
        self.in_zone(to, self.side)
            && self.rules.heisei_drop_promotion == crate::rules::DropPromotion::OnDropOrNextMove
    }

    /// `(may promote, must promote)` for a move of the piece `code` (Chu, `chu-shogi.md` §9).
    fn promotion_options(
        &self,
        code: u8,
        from: Square,
        to: Square,
        captures: bool,
    ) -> (bool, bool) {
        let color = color_of(code);
        let kind = PieceKind::ALL[kind_index(code)];
        let zf = self.in_zone(from, color);
        let zt = self.in_zone(to, color);
        if !zf && !zt {
            return (false, false);
        }
        let mark = self.marks[from.index()];
        let mut can = match self.rules.promotion_rule {
            // zf || zt holds here (returned above otherwise).
            PromotionRule::Jcsa => captures || (!zf && zt),
            PromotionRule::Msm | PromotionRule::WikiDelay => captures || mark & MARK_DECLINED == 0,
        };
        if !can && mark & MARK_DROPPED != 0 {
            can = true;
        }
        if !can && self.last_rank(to, color) {
            can = match kind {
                PieceKind::Pawn => true,
                PieceKind::Lance => self.rules.lance_last_rank,
                PieceKind::GoBetween => self.rules.gobetween_last_rank,
                _ => false,
            };
        }
        (can, false)
    }

    /// Whether the lion-trading rules must look at this move: it captures an enemy lion and
    /// either the mover is a lion or a counter-strike restriction is in force.
    #[inline(always)]
    fn lion_check_needed(&self, code: u8, via: Via, to: Square) -> bool {
        if !self.rules.lion_trading() {
            return false;
        }
        let mover_color = color_of(code);
        let captures_lion = |sq: Square| {
            let c = self.board[sq.index()];
            is_piece(c) && color_of(c) != mover_color && self.tables.lion[kind_index(c)]
        };
        let any = via.iter().any(captures_lion) || captures_lion(to);
        if !any {
            return false;
        }
        let mover_lion = self.tables.lion[kind_index(code)];
        mover_lion
            || (self.last_lion_capture.is_some() && self.rules.counterstrike != Counterstrike::Off)
    }

    /// Board after a board move, without updating anything else (for protection tests).
    fn board_after(
        &self,
        board: &[u8; GRID_CELLS],
        from: Square,
        code: u8,
        via: Via,
        to: Square,
    ) -> [u8; GRID_CELLS] {
        let mut b = *board;
        for s in via.squares(from, to, |s| board[s.index()] != EMPTY) {
            b[s.index()] = EMPTY;
        }
        b[from.index()] = EMPTY;
        b[to.index()] = code;
        b
    }

    /// Checks §10 Rules B and C for a pattern-legal move of `code` from `from`.
    fn lion_rules(&self, from: Square, code: u8, via: Via, to: Square) -> Result<(), IllegalMove> {
        let mover_color = color_of(code);
        let enemy = !mover_color;
        let mover_lion = self.tables.lion[kind_index(code)];
        let mut victims: [Option<Square>; 3] = [None; 3];
        for (i, s) in via.iter().chain((to != from).then_some(to)).enumerate() {
            let c = self.board[s.index()];
            if is_piece(c) && color_of(c) == enemy && self.tables.lion[kind_index(c)] {
                victims[i] = Some(s);
            }
        }
        let after = self.board_after(&self.board, from, code, via, to);
        for x in victims.into_iter().flatten() {
            if mover_lion {
                if from.distance(x) < 2 {
                    continue; // Rule A
                }
                let bridge = via.first().is_some_and(|m| {
                    m != x && {
                        let c = self.board[m.index()];
                        !matches!(
                            PieceKind::ALL[kind_index(c)],
                            PieceKind::Pawn | PieceKind::GoBetween
                        )
                    }
                });
                if bridge {
                    continue;
                }
                if let Some(p) = self.protector(&after, via, x, enemy) {
                    return Err(IllegalMove::LionTrading {
                        rule: LionRule::NonAdjacentProtected,
                        from,
                        lion: x,
                        related: None,
                        protector: Some(p),
                    });
                }
            } else if let Some(last) = self.last_lion_capture {
                if self.rules.counterstrike_same_square && x == last {
                    continue;
                }
                let protector = match self.rules.counterstrike {
                    Counterstrike::Off => continue,
                    Counterstrike::Strict => None,
                    Counterstrike::Okazaki => match self.protector(&after, via, x, enemy) {
                        Some(p) => Some(p),
                        None => continue,
                    },
                };
                return Err(IllegalMove::LionTrading {
                    rule: LionRule::Counterstrike,
                    from,
                    lion: x,
                    related: Some(last),
                    protector,
                });
            }
        }
        Ok(())
    }

    /// A piece of `by` that protects `x` against the capture just made (§10 "Protected"), on
    /// the board `after` the capturing move; `None` if `x` is unprotected.
    ///
    /// A piece still on the board after the move is named first; with `protection_eval =
    /// whole_move` the pawn or go-between taken on the first leg counts too (it protected `x`
    /// before the move) and is named when it is the only protector.
    fn protector(
        &self,
        after: &[u8; GRID_CELLS],
        via: Via,
        x: Square,
        by: Color,
    ) -> Option<Protector> {
        for &s in self.squares.iter() {
            let c = after[s.index()];
            if !is_piece(c) || color_of(c) != by {
                continue;
            }
            let kind = PieceKind::ALL[kind_index(c)];
            if !reaches(&self.tables, kind, by, s, x, |i| after[i] != EMPTY) {
                continue;
            }
            if self.rules.protection_depth == ProtectionDepth::Legal
                && self.tables.lion[kind.index()]
                && s.distance(x) == 2
                && !self.recapture_legal(after, s, c, x)
            {
                continue;
            }
            return Some(Protector {
                square: s,
                piece: Piece::from_code(c),
                captured: false,
            });
        }
        if self.rules.protection_eval == ProtectionEval::WholeMove {
            let m = via.first()?;
            let c = self.board[m.index()];
            if m == x || !is_piece(c) || color_of(c) != by {
                return None;
            }
            let kind = PieceKind::ALL[kind_index(c)];
            if matches!(kind, PieceKind::Pawn | PieceKind::GoBetween)
                && reaches(&self.tables, kind, by, m, x, |i| self.board[i] != EMPTY)
            {
                return Some(Protector {
                    square: m,
                    piece: Piece::from_code(c),
                    captured: true,
                });
            }
        }
        None
    }

    /// `protection_depth = legal`: could the lion `code` on `p` legally (Rules A/B, pseudo
    /// protection) recapture on `x`, two squares away, on board `b`?
    fn recapture_legal(&self, b: &[u8; GRID_CELLS], p: Square, code: u8, x: Square) -> bool {
        let own = color_of(code);
        let other = !own;
        let dirs = &self.tables.dir_offsets[0];
        // Bridge: a first leg over a valuable enemy piece adjacent to both squares.
        let mut pawn_routes = Vec::new();
        for &d in dirs {
            let m = (p.index() as isize + d as isize) as usize;
            let c = b[m];
            if !is_piece(c) || color_of(c) != other {
                continue;
            }
            let m_sq = Square::from_index(m).expect("on board");
            if m_sq.distance(x) != 1 {
                continue;
            }
            match PieceKind::ALL[kind_index(c)] {
                PieceKind::Pawn | PieceKind::GoBetween => pawn_routes.push(m_sq),
                _ => return true,
            }
        }
        let unprotected = |via: Via| {
            let mut after = *b;
            for s in via.iter() {
                after[s.index()] = EMPTY;
            }
            after[p.index()] = EMPTY;
            after[x.index()] = code;
            if self.rules.protection_eval == ProtectionEval::WholeMove {
                if let Some(m) = via.first() {
                    let c = b[m.index()];
                    if reaches(
                        &self.tables,
                        PieceKind::ALL[kind_index(c)],
                        other,
                        m,
                        x,
                        |i| b[i] != EMPTY,
                    ) {
                        return false;
                    }
                }
            }
            !attacked(&self.tables, &self.squares, &after, x, other)
        };
        unprotected(Via::NONE) || pawn_routes.into_iter().any(|m| unprotected(Via::one(m)))
    }

    // ------------------------------------------------------------------- verdicts

    /// Checks a claimed move and says precisely why it is illegal.
    ///
    /// # Errors
    /// The [`IllegalMove`] reason.
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.royals[self.side.index()] == 0 {
            return Err(IllegalMove::GameOver);
        }
        match mv {
            Move::Pass => {
                if self.legal_moves().contains(&Move::Pass) {
                    Ok(())
                } else {
                    Err(IllegalMove::NoPass)
                }
            }
            Move::Drop { kind, to, promote } => {
                if self.rules.setup != Setup::Heisei && !self.has_reserve(self.side) {
                    return Err(IllegalMove::BadDrop(
                        "there are no drops in this game (only Heisei Chu Shogi has one)",
                    ));
                }
                if !self.has_reserve(self.side) {
                    return Err(IllegalMove::BadDrop(
                        "you have already made your one drop of the game",
                    ));
                }
                let slot = RESERVE_KINDS.iter().position(|&k| k == kind);
                if slot.is_none_or(|s| self.reserve[self.side.index()][s] == 0) {
                    return Err(IllegalMove::BadDrop(
                        "that piece is not among your set-aside pieces",
                    ));
                }
                if self.board[to.index()] != EMPTY {
                    return Err(IllegalMove::BadDrop("the square is not empty"));
                }
                if !self.drop_adjacent(to) {
                    return Err(IllegalMove::BadDrop(match self.rules.heisei_adjacency {
                        crate::rules::Adjacency::KingStep => {
                            "a piece must be dropped next to one of your own pieces"
                        }
                        crate::rules::Adjacency::Orthogonal => {
                            "a piece must be dropped orthogonally next to one of your own pieces (`heisei.adjacency = orthogonal`)"
                        }
                    }));
                }
                if promote && !self.in_zone(to, self.side) {
                    return Err(IllegalMove::BadDrop(
                        "a piece may be dropped promoted only inside the promotion zone",
                    ));
                }
                if promote && !self.drop_may_promote(to) {
                    return Err(IllegalMove::BadDrop(
                        "with `heisei.drop_promotion = next_move_only` a piece is dropped unpromoted (inside the zone it may promote on its next move)",
                    ));
                }
                if self.drop_dead(kind, to, promote) {
                    return Err(IllegalMove::BadDrop(
                        "the piece could never move from there",
                    ));
                }
                Ok(())
            }
            Move::Board {
                from,
                to,
                via,
                promote,
            } => {
                let code = self.board[from.index()];
                if !is_piece(code) {
                    return Err(IllegalMove::NoPiece(from));
                }
                if color_of(code) != self.side {
                    return Err(IllegalMove::NotYourPiece(from));
                }
                let kind = PieceKind::ALL[kind_index(code)];
                let mut pattern = Vec::new();
                self.gen_piece(from, code, &mut pattern, false);
                let plain = Move::Board {
                    from,
                    to,
                    via,
                    promote: false,
                };
                let promoted = Move::Board {
                    from,
                    to,
                    via,
                    promote: true,
                };
                if !pattern.contains(&plain) && !pattern.contains(&promoted) {
                    return Err(self.explain_pattern(from, code, to, via));
                }
                self.lion_rules(from, code, via, to)?;
                if promote && !pattern.contains(&promoted) && self.rules.variant == Variant::Maka {
                    let captures =
                        !via.is_empty() || (to != from && self.board[to.index()] != EMPTY);
                    let why = if !captures {
                        "in Maka Dai Dai Shogi a piece promotes only when it captures"
                    } else if kind.is_promoted() {
                        "it is already promoted (only a contagious capture changes it again)"
                    } else {
                        "this piece never promotes"
                    };
                    return Err(IllegalMove::PromotionNotAllowed { kind, why });
                }
                if promote && !pattern.contains(&promoted) {
                    let why = self.promotion_refusal(kind, from, to);
                    return Err(IllegalMove::PromotionNotAllowed { kind, why });
                }
                if !promote && !pattern.contains(&plain) {
                    let why = if self.rules.variant == Variant::Maka {
                        "the capture forces the piece to change (it captured a promoted or contagious piece, or `maka.promotion = capture_forced`)"
                    } else {
                        "promotion is compulsory here"
                    };
                    return Err(IllegalMove::PromotionNotAllowed { kind, why });
                }
                Ok(())
            }
        }
    }

    /// Why a Chu move of `kind` from `from` to `to` may not promote, given that the piece can
    /// make the move and the move cannot promote (§9): in words, naming the option that
    /// decides where one does.
    fn promotion_refusal(&self, kind: PieceKind, from: Square, to: Square) -> &'static str {
        use PieceKind::{GoBetween, Lance, Pawn};
        if self.promotes_to(kind).is_none() {
            return "this piece never promotes";
        }
        if !self.in_zone(from, self.side) && !self.in_zone(to, self.side) {
            return "the move neither starts nor ends in the promotion zone";
        }
        let last_rank = self.last_rank(to, self.side);
        let (lance, gobetween) = (self.rules.lance_last_rank, self.rules.gobetween_last_rank);
        if self.marks[from.index()] & MARK_DECLINED != 0 {
            return match self.rules.promotion_rule {
                PromotionRule::WikiDelay => {
                    "it declined promotion on your last move, and under `chu.promotion.rule = wiki_delay` it may promote by a move that does not capture only after you have made another move"
                }
                _ => {
                    "it declined promotion on its last move, and under `chu.promotion.rule = msm` its next move may promote only by a capture"
                }
            };
        }
        // From here on the rule is `jcsa` (the marks exist only under `msm`/`wiki_delay`, and
        // without one those rules let every move touching the zone promote) and the move does
        // not capture (a capture touching the zone may always promote).
        if last_rank && kind == Lance && !lance {
            return "a lance that reaches the last rank without capturing may not promote with `chu.promotion.lance_last_rank = false` (and a move that does not capture may promote only when it enters the zone)";
        }
        if last_rank && kind == GoBetween && !gobetween {
            return "a go-between that reaches the last rank without capturing may not promote with `chu.promotion.gobetween_last_rank = false` (and a move that does not capture may promote only when it enters the zone)";
        }
        match kind {
            Pawn => {
                "under `chu.promotion.rule = jcsa` a move that does not capture may promote only when it enters the zone, or when a pawn reaches the last rank"
            }
            Lance if lance => {
                "under `chu.promotion.rule = jcsa` a move that does not capture may promote only when it enters the zone, or when a lance reaches the last rank (`chu.promotion.lance_last_rank = true`)"
            }
            GoBetween if gobetween => {
                "under `chu.promotion.rule = jcsa` a move that does not capture may promote only when it enters the zone, or when a go-between reaches the last rank (`chu.promotion.gobetween_last_rank = true`)"
            }
            _ => {
                "under `chu.promotion.rule = jcsa` a move that does not capture may promote only when it enters the zone"
            }
        }
    }

    /// Why a board move is not in the piece's pattern moves.
    fn explain_pattern(&self, from: Square, code: u8, to: Square, via: Via) -> IllegalMove {
        let color = color_of(code);
        let kind = PieceKind::ALL[kind_index(code)];
        let m = self.tables.compiled(kind, color);
        let own = |s: Square| {
            let c = self.board[s.index()];
            is_piece(c) && color_of(c) == color
        };
        if !self.dims.contains(to) {
            return IllegalMove::CannotMoveThere { kind, from, to };
        }
        if via.is_line() {
            return self
                .hop_error(from, code, to)
                .unwrap_or(IllegalMove::CannotMoveThere { kind, from, to });
        }
        if let Some(mid) = via.first() {
            if !(m.lion_full || !m.lion_lines.is_empty() || m.dog || m.hook == Hook::Double) {
                return IllegalMove::BadRoute {
                    kind,
                    why: if m.hop_captures > 0 {
                        "a hop lists none of its captures: it captures every piece on the way (`Via::LINE`)"
                    } else {
                        "only lion-power pieces move in two legs"
                    },
                };
            }
            if own(mid) {
                return IllegalMove::OwnPiece(mid);
            }
            if self.board[mid.index()] == EMPTY {
                return IllegalMove::BadRoute {
                    kind,
                    why: "a two-leg move must capture on its first square",
                };
            }
            if to != from && own(to) {
                return IllegalMove::OwnPiece(to);
            }
            return IllegalMove::BadRoute {
                kind,
                why: if m.dog {
                    "a lion-dog move stays on one line, at most three squares from its start, captures only where it passes or ends, and never captures beyond its first square and then returns to the start"
                } else if m.hook == Hook::Double {
                    "a hook move captures first where its first leg ends, then turns 90° once"
                } else if m.lion_full {
                    "each leg of a lion move is one step to an adjacent square"
                } else {
                    "its lion power works only two squares along its lion lines"
                },
            };
        }
        if to == from {
            return IllegalMove::CannotMoveThere { kind, from, to };
        }
        if own(to) {
            return IllegalMove::OwnPiece(to);
        }
        // A slide in the right direction but blocked?
        let delta = to.index() as i32 - from.index() as i32;
        for &(d, range) in &m.slides {
            let d = d as i32;
            if delta % d != 0 || delta.signum() != d.signum() {
                continue;
            }
            let n = delta / d;
            if range != 0 && n > range as i32 {
                continue;
            }
            let mut i = from.index() as i32;
            for _ in 1..n {
                i += d;
                if self.board[i as usize] == OFF {
                    break;
                }
                if self.board[i as usize] != EMPTY {
                    let at = Square::from_index(i as usize).expect("on board");
                    if m.hop_captures > 0 && self.hop_error(from, code, to).is_none() {
                        return IllegalMove::MissingCapture { kind, at };
                    }
                    return IllegalMove::PathBlocked { kind, from, to, at };
                }
            }
        }
        IllegalMove::CannotMoveThere { kind, from, to }
    }

    /// Why the piece `code` on `from` cannot hop to `to` ([`Via::LINE`]: capturing every piece
    /// between, `maka.free_bear` hop readings); `None` if it can by its movement.
    fn hop_error(&self, from: Square, code: u8, to: Square) -> Option<IllegalMove> {
        let color = color_of(code);
        let kind = PieceKind::ALL[kind_index(code)];
        let m = self.tables.compiled(kind, color);
        let bad = |why| Some(IllegalMove::BadRoute { kind, why });
        if m.hop_captures == 0 {
            return bad("only the free bear's hop readings (`maka.free_bear = BsRfA_hop1`, `BsRfA_hopall`) capture every piece on the way");
        }
        let on_line = m.hop_dirs.iter().any(|&d| {
            let mut s = from;
            while let Some(t) = s.offset(d) {
                if t == to {
                    return true;
                }
                s = t;
            }
            false
        });
        if !on_line {
            return bad("its hop goes only along a forward diagonal");
        }
        let mut taken = 0u8;
        for at in from.between(to) {
            let c = self.board[at.index()];
            if c == EMPTY {
                continue;
            }
            if color_of(c) == color {
                return Some(IllegalMove::PathBlocked { kind, from, to, at });
            }
            taken += 1;
        }
        let c = self.board[to.index()];
        if is_piece(c) && color_of(c) == color {
            return Some(IllegalMove::OwnPiece(to));
        }
        if taken == 0 {
            return bad("a hop captures at least one piece on the way (over empty squares only it is a plain slide)");
        }
        if taken > m.hop_captures {
            return bad("with `maka.free_bear = BsRfA_hop1` it captures only one piece on the way");
        }
        None
    }

    /// Whether a move is legal.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check_move(mv).is_ok()
    }

    /// Plays a move, returning the new position, or the untouched position with the reason
    /// the move is illegal.
    ///
    /// # Errors
    /// [`PlayError`] holding the position and the [`IllegalMove`] reason.
    pub fn play(mut self, mv: Move) -> Result<Position, PlayError> {
        match self.check_move(mv) {
            Ok(()) => {
                self.make(mv);
                Ok(self)
            }
            Err(reason) => Err(PlayError {
                position: Box::new(self),
                reason,
            }),
        }
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]) in place.
    pub fn play_unchecked(&mut self, mv: Move) {
        self.make(mv);
    }

    // --------------------------------------------------------------------- make / unmake

    pub(crate) fn make(&mut self, mv: Move) -> Undo {
        let mut u = Undo {
            cells: [(0, 0, 0); 5],
            n: 0,
            last_lion_capture: self.last_lion_capture,
            hash: self.hash,
            royals: self.royals,
            move_number: self.move_number,
            side: self.side,
            extra: UndoExtra::None,
        };
        let mover = self.side;
        let record = |u: &mut Undo, idx: usize, pos: &Position| {
            u.cells[u.n as usize] = (idx as u16, pos.board[idx], pos.marks[idx]);
            u.n += 1;
        };
        let delay = self.rules.promotion_rule == PromotionRule::WikiDelay;
        if delay {
            // The suspension ends with the owner's move: clear the owner's declined marks
            // (at most one) before applying; the move itself was judged with them.
            if let Some(&s) = self.squares.iter().find(|s| {
                let i = s.index();
                self.marks[i] & MARK_DECLINED != 0 && color_of(self.board[i]) == mover
            }) {
                if mv.from() != Some(s) {
                    record(&mut u, s.index(), self);
                    let code = self.board[s.index()];
                    let mark = self.marks[s.index()] & !MARK_DECLINED;
                    self.set_cell(s.index(), code, mark);
                }
            }
        }
        let mut new_last = None;
        match mv {
            Move::Pass => {}
            Move::Drop { kind, to, promote } => {
                record(&mut u, to.index(), self);
                let k = if promote {
                    self.promotes_to(kind).unwrap_or(kind)
                } else {
                    kind
                };
                let mark = if !promote && self.in_zone(to, mover) {
                    MARK_DROPPED
                } else {
                    0
                };
                self.set_cell(to.index(), Piece::new(mover, k).code(), mark);
                u.extra = UndoExtra::Reserve(mover, self.reserve[mover.index()]);
                for slot in 0..16 {
                    if self.reserve[mover.index()][slot] != 0 {
                        self.set_reserve(mover, slot, 0);
                    }
                }
            }
            Move::Board {
                from,
                to,
                via,
                promote,
            } => {
                let code = self.board[from.index()];
                let mark = self.marks[from.index()];
                let ki = kind_index(code);
                let info = self.tables.info[ki].as_ref().expect("kind in variant");
                if self.rules.lion_trading() && !info.lion {
                    let lion_at = |s: Square| {
                        let c = self.board[s.index()];
                        is_piece(c) && color_of(c) != mover && self.tables.lion[kind_index(c)]
                    };
                    if to != from && lion_at(to) {
                        new_last = Some(to);
                    } else if let Some(s) = via.iter().find(|&s| lion_at(s)) {
                        new_last = Some(s);
                    }
                }
                let new_mark = match self.rules.promotion_rule {
                    PromotionRule::Jcsa => 0,
                    // The marks belong to Chu's promotion zone; Maka has none.
                    _ if self.rules.variant == Variant::Maka => 0,
                    _ => {
                        let captures =
                            !via.is_empty() || (to != from && self.board[to.index()] != EMPTY);
                        let (can, _) = if info.promotes_to.is_some() {
                            self.promotion_options(code, from, to, captures)
                        } else {
                            (false, false)
                        };
                        if can && !promote {
                            MARK_DECLINED
                        } else {
                            0
                        }
                    }
                };
                let _ = mark;
                let new_code = if !promote {
                    code
                } else if self.rules.variant == Variant::Maka {
                    let (k, _, _) = self.maka_change(code, from, via, to);
                    Piece::new(mover, k.expect("a legal change")).code()
                } else {
                    Piece::new(mover, info.promotes_to.expect("promotable")).code()
                };
                for s in via.iter() {
                    record(&mut u, s.index(), self);
                    self.set_cell(s.index(), EMPTY, 0);
                }
                if via.is_line() {
                    self.take_line(&mut u, from, to);
                }
                if to != from {
                    record(&mut u, from.index(), self);
                    record(&mut u, to.index(), self);
                    self.set_cell(from.index(), EMPTY, 0);
                } else {
                    record(&mut u, from.index(), self);
                }
                self.set_cell(to.index(), new_code, new_mark);
            }
        }
        self.set_last_lion_capture(new_last).expect("on board");
        self.set_side(!mover);
        self.move_number += 1;
        u
    }

    /// Removes the pieces between `from` and `to` (a [`Via::LINE`] hop: enemy pieces only),
    /// recording them in `u` ([`UndoExtra::Line`]). Kept out of [`Position::make`], whose other
    /// moves never need it.
    #[inline(never)]
    fn take_line(&mut self, u: &mut Undo, from: Square, to: Square) {
        let mut packed = 0u128;
        for (i, s) in from.between(to).enumerate() {
            let c = self.board[s.index()];
            if c != EMPTY {
                debug_assert!(color_of(c) != self.side && self.marks[s.index()] == 0);
                packed |= (kind_index(c) as u128 + 1) << (7 * i);
                self.set_cell(s.index(), EMPTY, 0);
            }
        }
        let mut steps = [0u8; 15];
        steps.copy_from_slice(&packed.to_le_bytes()[..15]);
        u.extra = UndoExtra::Line { from, to, steps };
    }

    /// Puts back the pieces of `enemy` that a [`Via::LINE`] hop captured ([`UndoExtra::Line`]).
    #[inline(never)]
    fn put_back_line(&mut self, enemy: Color, from: Square, to: Square, steps: [u8; 15]) {
        let mut bytes = [0u8; 16];
        bytes[..15].copy_from_slice(&steps);
        let packed = u128::from_le_bytes(bytes);
        for (i, s) in from.between(to).enumerate() {
            let v = (packed >> (7 * i)) & 0x7f;
            if v != 0 {
                let kind = PieceKind::ALL[v as usize - 1];
                self.board[s.index()] = Piece::new(enemy, kind).code();
            }
        }
    }

    #[inline]
    pub(crate) fn unmake(&mut self, u: &Undo) {
        for i in (0..u.n as usize).rev() {
            let (idx, code, mark) = u.cells[i];
            self.board[idx as usize] = code;
            self.marks[idx as usize] = mark;
        }
        match u.extra {
            UndoExtra::None => {}
            UndoExtra::Reserve(c, r) => self.reserve[c.index()] = r,
            UndoExtra::Line { from, to, steps } => self.put_back_line(!u.side, from, to, steps),
        }
        self.last_lion_capture = u.last_lion_capture;
        self.hash = u.hash;
        self.royals = u.royals;
        self.move_number = u.move_number;
        self.side = u.side;
    }

    /// perft: the number of leaf nodes of the legal-move tree of the given depth (canonical
    /// moves, `chu-shogi.md` §7.1; a position whose side to move has no royal has no moves).
    pub fn perft(&self, depth: u32) -> u64 {
        let mut p = self.clone();
        let mut bufs: Vec<Vec<Move>> = (0..=depth).map(|_| Vec::with_capacity(256)).collect();
        p.perft_rec(depth, &mut bufs)
    }

    fn perft_rec(&mut self, depth: u32, bufs: &mut [Vec<Move>]) -> u64 {
        if depth == 0 {
            return 1;
        }
        let (buf, rest) = bufs.split_first_mut().expect("buffer per ply");
        self.legal_moves_into(buf);
        if depth == 1 {
            return buf.len() as u64;
        }
        let mut n = 0;
        for &mv in buf.iter() {
            let u = self.make(mv);
            n += self.perft_rec(depth - 1, rest);
            self.unmake(&u);
        }
        n
    }

    /// perft that makes and takes back every leaf move too (no bulk counting at the last ply):
    /// the figure to compare with engines that count this way.
    pub fn perft_full(&self, depth: u32) -> u64 {
        let mut p = self.clone();
        let mut bufs: Vec<Vec<Move>> = (0..=depth).map(|_| Vec::with_capacity(256)).collect();
        p.perft_full_rec(depth, &mut bufs)
    }

    fn perft_full_rec(&mut self, depth: u32, bufs: &mut [Vec<Move>]) -> u64 {
        if depth == 0 {
            return 1;
        }
        let (buf, rest) = bufs.split_first_mut().expect("buffer per ply");
        self.legal_moves_into(buf);
        let mut n = 0;
        for &mv in buf.iter() {
            let u = self.make(mv);
            n += self.perft_full_rec(depth - 1, rest);
            self.unmake(&u);
        }
        n
    }

    /// The legal moves with the perft count below each (`--divide`).
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        let mut out = Vec::new();
        if depth == 0 {
            return out;
        }
        for mv in self.legal_moves() {
            let mut p = self.clone();
            p.make(mv);
            out.push((mv, p.perft(depth - 1)));
        }
        out
    }

    /// The colour-mirrored twin: the board rotated by 180° with the colours swapped, the other
    /// side to move, the reserves exchanged and every square-bound state (promotion marks, last
    /// lion capture) rotated. Every rule is colour-symmetric, so perft agrees on both (a check
    /// of the generator, `issues` #3).
    pub fn mirrored(&self) -> Position {
        let mut p = Position::empty(self.rules);
        let (f, r) = (self.dims.files, self.dims.ranks);
        for &sq in self.squares.iter() {
            if let Some(pc) = self.piece_at(sq) {
                let t = sq.rotate(f, r);
                p.set_cell(
                    t.index(),
                    Piece::new(!pc.color, pc.kind).code(),
                    self.marks[sq.index()],
                );
            }
        }
        for c in Color::ALL {
            for slot in 0..RESERVE_KINDS.len() {
                p.set_reserve(!c, slot, self.reserve[c.index()][slot]);
            }
        }
        p.set_side(!self.side);
        p.set_last_lion_capture(self.last_lion_capture.map(|s| s.rotate(f, r)))
            .expect("on board");
        p.move_number = self.move_number;
        p
    }

    /// The square list of the board, in the order 1a, 2a, …
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// Kinds that can be set aside in Heisei, in reserve order.
    pub fn reserve_kinds() -> &'static [PieceKind] {
        &RESERVE_KINDS
    }

    /// The lion-power pieces of the side to move that can pass, with the empty square each
    /// would step to first, in the canonical order of `chu-shogi.md` §7.1 (lowest square in
    /// the order 1a, 2a, …; first empty neighbour in the order forward, forward-right, …).
    pub fn pass_routes(&self) -> Vec<(Square, Square)> {
        let mut out = Vec::new();
        for &sq in self.squares.iter() {
            let code = self.board[sq.index()];
            if !is_piece(code) || color_of(code) != self.side {
                continue;
            }
            let m = self
                .tables
                .compiled(PieceKind::ALL[kind_index(code)], self.side);
            let dirs: Vec<i16> = if m.lion_full || m.dog {
                self.tables.dir_offsets[self.side.index()].to_vec()
            } else {
                m.lion_lines.clone()
            };
            for d in dirs {
                let t = (sq.index() as isize + d as isize) as usize;
                if self.board[t] == EMPTY {
                    out.push((sq, Square::from_index(t).expect("on board")));
                }
            }
        }
        out
    }

    /// For a side: whether `reserve` is empty (no drop left).
    pub fn has_reserve(&self, c: Color) -> bool {
        self.reserve[c.index()].iter().any(|&n| n > 0)
    }

    /// Number of kinds in the variant's table.
    pub fn kind_count() -> usize {
        KIND_COUNT
    }
}

/// Whether some piece of `by` attacks `target` on board `b`.
fn attacked(
    tables: &Tables,
    squares: &[Square],
    b: &[u8; GRID_CELLS],
    target: Square,
    by: Color,
) -> bool {
    squares.iter().any(|&s| {
        let c = b[s.index()];
        is_piece(c)
            && color_of(c) == by
            && reaches(tables, PieceKind::ALL[kind_index(c)], by, s, target, |i| {
                b[i] != EMPTY
            })
    })
}

/// The pieces an emperor's protection test looks at, listed once per generation: the enemy's
/// pieces (without its teleporting emperors), the enemy's teleporting emperors, and our pieces
/// other than the moving emperor.
struct EmperorSides {
    enemies: Vec<(Square, PieceKind)>,
    enemy_emperors: Vec<Square>,
    ours: Vec<(Square, PieceKind)>,
}

impl EmperorSides {
    fn new(pos: &Position, from: Square, us: Color) -> EmperorSides {
        let mut sides = EmperorSides {
            enemies: Vec::new(),
            enemy_emperors: Vec::new(),
            ours: Vec::new(),
        };
        for (s, pc) in pos.pieces() {
            if pc.color == us {
                if s != from {
                    sides.ours.push((s, pc.kind));
                }
            } else if pos.tables.compiled(pc.kind, pc.color).teleport.is_some() {
                sides.enemy_emperors.push(s);
            } else {
                sides.enemies.push((s, pc.kind));
            }
        }
        sides
    }
}

/// A move that could not be played: the untouched position and the reason.
#[derive(Debug, Clone)]
pub struct PlayError {
    /// The position, unchanged.
    pub position: Box<Position>,
    /// Why the move is illegal.
    pub reason: IllegalMove,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move: {}", self.reason)
    }
}

impl std::error::Error for PlayError {}
