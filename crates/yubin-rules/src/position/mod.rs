//! Positions: the board, the side to move and the state the rules need, with move generation,
//! legality (with the precise reason a move is illegal) and making moves.
//!
//! A [`Position`] knows nothing of the game's history: repetition lives in [`crate::Game`].
//! Nor of notation: start positions are built from square lists in [`crate::setup`]
//! ([`Position::start`] too), and a position's SFEN, which is also its `Debug` form, is written
//! by [`crate::notation::sfen`].
//!
//! This module holds the position itself, its construction and its queries; the rest is split
//! by concern:
//! * `zobrist`: the position hash;
//! * `error`: [`PositionError`], [`IllegalMove`] and the other error types;
//! * `fault`: the rule a refused drop, promotion or route breaks ([`DropFault`], …);
//! * `movegen`: the legal moves (Chu and the plain part of Maka, drops, promotion options);
//! * `maka`: Maka Dai Dai's extra powers and promotion by capture;
//! * `lion`: the lion-trading rules;
//! * `verdict`: [`Position::check_move`] and playing a move;
//! * `make`: making and taking back a move;
//! * `perft`: perft and divide.

mod error;
mod fault;
mod lion;
mod maka;
mod make;
mod movegen;
mod perft;
mod tactical;
mod tenjiku;
mod verdict;
mod zobrist;

pub use error::{IllegalMove, LionRule, PlayError, PositionError, Protector};
pub use fault::{DropFault, PromotionFault, RouteFault};
pub use make::Undo;
use movegen::attacked;
use zobrist::{lion_key, mark_key, piece_key, reserve_key, SIDE_KEY};

use crate::moves::{Move, Via};
use crate::piece::KIND_COUNT;
use crate::rules::{Counterstrike, PromotionRule, ProtectionDepth, ProtectionEval, Setup};
use crate::square::{ray, Cell, Dimensions, Ray, EMPTY, GRID_CELLS, OFF};
use crate::tables::{reaches, reaches_capturing, Hook, Tables, Teleport};
use crate::{Color, Piece, PieceKind, Rules, Square, Variant};
use core::fmt;
use std::sync::Arc;

/// Mark on a square: the piece there declined promotion (`msm`/`wiki_delay`).
pub(crate) const MARK_DECLINED: u8 = 1;
/// Mark on a square: the piece there was dropped unpromoted inside the zone (Heisei) and may
/// promote on its next move.
pub(crate) const MARK_DROPPED: u8 = 2;
/// Mark on a square: the Tenjiku fire demon there was promoted on its owner's last move and
/// burns at the start of its owner's next turn (`tenjiku.fire_demon.promotion_burn =
/// next_turn`).
pub(crate) const MARK_NEWBORN: u8 = 4;

#[inline]
fn color_of(code: Cell) -> Color {
    if (code - 1) & 1 == 0 {
        Color::Black
    } else {
        Color::White
    }
}

#[inline]
fn kind_index(code: Cell) -> usize {
    ((code - 1) >> 1) as usize
}

#[inline]
fn is_piece(code: Cell) -> bool {
    code != EMPTY && code != OFF
}

/// A position: board, side to move, last lion capture, promotion marks and (Heisei) the
/// set-aside pieces still available for the one drop.
#[derive(Clone)]
pub struct Position {
    rules: Rules,
    tables: Arc<Tables>,
    dims: Dimensions,
    squares: Arc<[Square]>,
    board: [Cell; GRID_CELLS],
    marks: [u8; GRID_CELLS],
    side: Color,
    last_lion_capture: Option<Square>,
    reserve: [[u8; 16]; 2],
    move_number: u32,
    hash: u64,
    royals: [u8; 2],
    /// The depth of the promotion zone in ranks ([`Rules::zone_depth`]).
    zone: u8,
    /// Cells a move changed beyond what [`make::Undo`] holds, for taking it back: the pieces a
    /// Tenjiku general's `ja_sweep` jump removed. Empty between moves.
    spill: Vec<(u16, Cell, u8)>,
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

/// The lishogi SFEN of the Chu start position ([`crate::setup::CHU_BLACK`] as text).
pub const CHU_START_SFEN: &str = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1";

impl Position {
    /// An empty board with Black to move.
    pub fn empty(rules: Rules) -> Position {
        let tables = Arc::new(match rules.variant {
            Variant::Chu => Tables::build(crate::tables::chu_kind),
            Variant::Maka => Tables::build(|k| crate::tables::maka_kind(k, &rules)),
            Variant::Dai => Tables::build(crate::tables::dai_kind),
            Variant::DaiDai => Tables::build(|k| crate::tables::daidai_kind(k, &rules)),
            Variant::Tenjiku => Tables::build(|k| crate::tables::tenjiku_kind(k, &rules)),
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
            zone: rules.zone_depth(),
            spill: Vec::new(),
        }
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

    /// The ray from `from` in direction `dir` on this board (see [`crate::square::ray`]).
    #[inline]
    fn ray(&self, from: Square, dir: i16) -> Ray<impl Fn(usize) -> Cell + '_> {
        ray(|i| self.board[i], from, dir)
    }

    #[inline]
    fn set_cell(&mut self, idx: usize, code: Cell, mark: u8) {
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

    /// Whether the Tenjiku fire demon on `sq` was promoted on its owner's last move and burns
    /// at the start of its owner's next turn (`tenjiku.fire_demon.promotion_burn = next_turn`).
    pub fn newborn_mark(&self, sq: Square) -> bool {
        self.marks[sq.index()] & MARK_NEWBORN != 0
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
    /// or any number; Tenjiku's area moves, jump captures, the heavenly tetrarchs' skipping
    /// slides and igui, and a fire demon's threat to burn: a square next to `target` it could
    /// stop on, `tenjiku-shogi.md` §15).
    /// Not counted: a teleporting Maka emperor (its captures depend on protection, see
    /// `maka-dai-dai-shogi.md` §5.6).
    pub fn attacks(&self, target: Square, by: Color) -> bool {
        if !self.rules.maka_powers() {
            return attacked(&self.tables, &self.squares, &self.board, target, by);
        }
        let b = &self.board;
        let tenjiku = self.rules.burning();
        self.squares.iter().any(|&s| {
            let c = b[s.index()];
            if !is_piece(c) || color_of(c) != by {
                return false;
            }
            let kind = PieceKind::ALL[kind_index(c)];
            reaches_capturing(
                &self.tables,
                kind,
                by,
                s,
                target,
                |i| b[i],
                |i| is_piece(b[i]) && color_of(b[i]) != by,
            ) || (tenjiku && self.tenjiku_reaches(kind, by, s, target, true))
        })
    }

    /// Whether `piece` on `from` could move to `target` by its movement pattern on this board.
    /// Tenjiku's powers count (area moves, jump captures, the heavenly tetrarchs); a fire
    /// demon's burning does not ([`Position::attacks`] counts it).
    pub fn piece_reaches(&self, piece: Piece, from: Square, target: Square) -> bool {
        reaches(&self.tables, piece.kind, piece.color, from, target, |i| {
            self.board[i]
        }) || (self.rules.burning()
            && self.tenjiku_reaches(piece.kind, piece.color, from, target, false))
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
            Color::Black => sq.rank() < self.zone,
            Color::White => sq.rank() + self.zone >= self.dims.ranks,
        }
    }

    fn last_rank(&self, sq: Square, color: Color) -> bool {
        self.ranks_ahead(sq, color) == 0
    }

    /// How many ranks lie ahead of `sq` for `color` (0 on its last rank).
    fn ranks_ahead(&self, sq: Square, color: Color) -> u8 {
        match color {
            Color::Black => sq.rank(),
            Color::White => self.dims.ranks - 1 - sq.rank(),
        }
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
            let dirs: Vec<i16> = if m.lion_full || m.dog || self.area_return(sq) == Some(false) {
                self.tables.dir_offsets[self.side.index()].to_vec()
            } else if m.lion_diagonal {
                // Forward-right, back-right, back-left, forward-left: the canonical order.
                self.tables.dir_offsets[self.side.index()]
                    .iter()
                    .skip(1)
                    .step_by(2)
                    .copied()
                    .collect()
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
