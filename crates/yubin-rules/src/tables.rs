//! Piece tables: what every kind of a variant can do, as data.
//!
//! Move generation reads only these tables. A movement is given in the owner's frame as
//! `(right, forward)` unit vectors: `(0, 1)` is straight forward, `(1, 1)` diagonally forward to
//! the owner's right, `(0, 2)` a jump to the second square straight ahead.
//!
//! * `leaps` are single moves to a fixed square; whatever stands in between is ignored (steps
//!   are leaps of length one);
//! * `slides` move along a line over empty squares, up to a range (`0` = unlimited), stopping
//!   on the first piece (capturing it if it is an enemy);
//! * `lion` adds the multi-leg powers of `chu-shogi.md` §7: the full lion (any two king steps
//!   with a capture on the first leg, igui, pass) or the linear lion power of the horned
//!   falcon and soaring eagle along a few directions.
//!
//! The squares a lion-power piece can reach with its double moves are already in its `leaps`
//! (a lion's 24 squares within distance two); `lion` only adds the moves that capture on the
//! first leg, igui and the pass.

use crate::piece::KIND_COUNT;
use crate::square::offset_for;
use crate::{Color, PieceKind, Square};

/// Multi-leg powers of a kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LionPower {
    /// None.
    None,
    /// The lion's: two king steps, capturing on either (`chu-shogi.md` §7.1).
    Full,
    /// Lion power restricted to single directions, two squares deep (horned falcon forward,
    /// soaring eagle on its forward diagonals; `chu-shogi.md` §7.2, §7.3).
    Linear(&'static [(i8, i8)]),
}

/// How a kind moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Movement {
    /// Steps and jumps.
    pub leaps: &'static [(i8, i8)],
    /// Slides with their range limit (`0` = unlimited).
    pub slides: &'static [(i8, i8, u8)],
    /// Multi-leg powers.
    pub lion: LionPower,
}

/// What a kind is in a variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KindInfo {
    /// Movement.
    pub movement: Movement,
    /// The kind it may promote to, if any.
    pub promotes_to: Option<PieceKind>,
    /// Royal: losing all royals loses the game.
    pub royal: bool,
    /// A lion for the lion-trading rules (Chu: lion and promoted kirin).
    pub lion: bool,
}

// Direction vectors (right, forward).
const F: (i8, i8) = (0, 1);
const B: (i8, i8) = (0, -1);
const R: (i8, i8) = (1, 0);
const L: (i8, i8) = (-1, 0);
const FR: (i8, i8) = (1, 1);
const FL: (i8, i8) = (-1, 1);
const BR: (i8, i8) = (1, -1);
const BL: (i8, i8) = (-1, -1);

/// The eight directions in the order used to choose a canonical pass square: forward,
/// forward-right, right, back-right, back, back-left, left, forward-left (owner's view).
pub const DIRECTIONS: [(i8, i8); 8] = [F, FR, R, BR, B, BL, L, FL];

const fn s(d: (i8, i8)) -> (i8, i8, u8) {
    (d.0, d.1, 0)
}

const KING_STEPS: &[(i8, i8)] = &[F, FR, R, BR, B, BL, L, FL];
const LION_LEAPS: &[(i8, i8)] = &[
    F,
    FR,
    R,
    BR,
    B,
    BL,
    L,
    FL,
    (0, 2),
    (1, 2),
    (2, 2),
    (2, 1),
    (2, 0),
    (2, -1),
    (2, -2),
    (1, -2),
    (0, -2),
    (-1, -2),
    (-2, -2),
    (-2, -1),
    (-2, 0),
    (-2, 1),
    (-2, 2),
    (-1, 2),
];
const ORTHO: &[(i8, i8, u8)] = &[s(F), s(R), s(B), s(L)];
const DIAG: &[(i8, i8, u8)] = &[s(FR), s(BR), s(BL), s(FL)];
const QUEEN: &[(i8, i8, u8)] = &[s(F), s(FR), s(R), s(BR), s(B), s(BL), s(L), s(FL)];
const ORTHO_STEPS: &[(i8, i8)] = &[F, R, B, L];
const DIAG_STEPS: &[(i8, i8)] = &[FR, BR, BL, FL];

const fn mv(leaps: &'static [(i8, i8)], slides: &'static [(i8, i8, u8)]) -> Movement {
    Movement {
        leaps,
        slides,
        lion: LionPower::None,
    }
}

const KING: Movement = mv(KING_STEPS, &[]);
const QUEEN_MOVE: Movement = mv(&[], QUEEN);
const LION: Movement = Movement {
    leaps: LION_LEAPS,
    slides: &[],
    lion: LionPower::Full,
};
const DRAGON_KING: Movement = mv(DIAG_STEPS, ORTHO);
const DRAGON_HORSE: Movement = mv(ORTHO_STEPS, DIAG);
const ROOK: Movement = mv(&[], ORTHO);
const BISHOP: Movement = mv(&[], DIAG);
const KIRIN: Movement = mv(&[FR, BR, BL, FL, (0, 2), (2, 0), (0, -2), (-2, 0)], &[]);
const PHOENIX: Movement = mv(&[F, R, B, L, (2, 2), (2, -2), (-2, -2), (-2, 2)], &[]);
const DRUNK_ELEPHANT: Movement = mv(&[F, FR, R, BR, BL, L, FL], &[]);
const BLIND_TIGER: Movement = mv(&[FR, R, BR, B, BL, L, FL], &[]);
const FEROCIOUS_LEOPARD: Movement = mv(&[F, FR, BR, B, BL, FL], &[]);
const GOLD: Movement = mv(&[F, FR, R, B, L, FL], &[]);
const SILVER: Movement = mv(&[F, FR, BR, BL, FL], &[]);
const COPPER: Movement = mv(&[F, FR, B, FL], &[]);
const VERTICAL_MOVER: Movement = mv(&[R, L], &[s(F), s(B)]);
const SIDE_MOVER: Movement = mv(&[F, B], &[s(R), s(L)]);
const REVERSE_CHARIOT: Movement = mv(&[], &[s(F), s(B)]);
const LANCE: Movement = mv(&[], &[s(F)]);
const GO_BETWEEN: Movement = mv(&[F, B], &[]);
const PAWN: Movement = mv(&[F], &[]);
const SOARING_EAGLE: Movement = Movement {
    leaps: &[FR, FL, (2, 2), (-2, 2)],
    slides: &[s(F), s(R), s(B), s(L), s(BR), s(BL)],
    lion: LionPower::Linear(&[FR, FL]),
};
const HORNED_FALCON: Movement = Movement {
    leaps: &[F, (0, 2)],
    slides: &[s(FR), s(BR), s(BL), s(FL), s(R), s(L), s(B)],
    lion: LionPower::Linear(&[F]),
};
const FLYING_STAG: Movement = mv(&[FR, R, BR, BL, L, FL], &[s(F), s(B)]);
const FLYING_OX: Movement = mv(&[], &[s(F), s(FR), s(BR), s(B), s(BL), s(FL)]);
const FREE_BOAR: Movement = mv(&[], &[s(FR), s(R), s(BR), s(BL), s(L), s(FL)]);
const WHALE: Movement = mv(&[], &[s(F), s(B), s(BR), s(BL)]);
const WHITE_HORSE: Movement = mv(&[], &[s(F), s(B), s(FR), s(FL)]);

const fn info(movement: Movement, promotes_to: Option<PieceKind>) -> KindInfo {
    KindInfo {
        movement,
        promotes_to,
        royal: false,
        lion: false,
    }
}

/// The Chu Shogi table (`chu-shogi.md` §5–§7).
pub fn chu_kind(kind: PieceKind) -> Option<KindInfo> {
    use PieceKind::*;
    let i = match kind {
        King => KindInfo {
            royal: true,
            ..info(KING, None)
        },
        Queen => info(QUEEN_MOVE, None),
        Lion => KindInfo {
            lion: true,
            ..info(LION, None)
        },
        DragonKing => info(DRAGON_KING, Some(PromotedDragonKing)),
        DragonHorse => info(DRAGON_HORSE, Some(PromotedDragonHorse)),
        Rook => info(ROOK, Some(PromotedRook)),
        Bishop => info(BISHOP, Some(PromotedBishop)),
        Kirin => info(KIRIN, Some(PromotedKirin)),
        Phoenix => info(PHOENIX, Some(PromotedPhoenix)),
        DrunkElephant => info(DRUNK_ELEPHANT, Some(PromotedDrunkElephant)),
        BlindTiger => info(BLIND_TIGER, Some(PromotedBlindTiger)),
        FerociousLeopard => info(FEROCIOUS_LEOPARD, Some(PromotedFerociousLeopard)),
        Gold => info(GOLD, Some(PromotedGold)),
        Silver => info(SILVER, Some(PromotedSilver)),
        Copper => info(COPPER, Some(PromotedCopper)),
        VerticalMover => info(VERTICAL_MOVER, Some(PromotedVerticalMover)),
        SideMover => info(SIDE_MOVER, Some(PromotedSideMover)),
        ReverseChariot => info(REVERSE_CHARIOT, Some(PromotedReverseChariot)),
        Lance => info(LANCE, Some(PromotedLance)),
        GoBetween => info(GO_BETWEEN, Some(PromotedGoBetween)),
        Pawn => info(PAWN, Some(PromotedPawn)),
        PromotedDragonKing => info(SOARING_EAGLE, None),
        PromotedDragonHorse => info(HORNED_FALCON, None),
        PromotedRook => info(DRAGON_KING, None),
        PromotedBishop => info(DRAGON_HORSE, None),
        PromotedKirin => KindInfo {
            lion: true,
            ..info(LION, None)
        },
        PromotedPhoenix => info(QUEEN_MOVE, None),
        PromotedDrunkElephant => KindInfo {
            royal: true,
            ..info(KING, None)
        },
        PromotedBlindTiger => info(FLYING_STAG, None),
        PromotedFerociousLeopard => info(BISHOP, None),
        PromotedGold => info(ROOK, None),
        PromotedSilver => info(VERTICAL_MOVER, None),
        PromotedCopper => info(SIDE_MOVER, None),
        PromotedVerticalMover => info(FLYING_OX, None),
        PromotedSideMover => info(FREE_BOAR, None),
        PromotedReverseChariot => info(WHALE, None),
        PromotedLance => info(WHITE_HORSE, None),
        PromotedGoBetween => info(DRUNK_ELEPHANT, None),
        PromotedPawn => info(GOLD, None),
    };
    Some(i)
}

/// A kind's movement compiled to grid offsets for one colour.
#[derive(Debug, Clone, Default)]
pub(crate) struct CompiledMoves {
    pub leaps: Vec<i16>,
    /// (offset, range) with range 0 = unlimited.
    pub slides: Vec<(i16, u8)>,
    /// Full lion power: the 8 step offsets in canonical pass order.
    pub lion_full: bool,
    /// Linear lion directions (offsets), in canonical pass order.
    pub lion_lines: Vec<i16>,
}

/// The compiled table of a variant: per kind, per colour.
#[derive(Debug, Clone)]
pub(crate) struct Tables {
    pub info: [Option<KindInfo>; KIND_COUNT],
    pub moves: Vec<[CompiledMoves; 2]>,
    /// Whether a kind has any lion power (and so may pass).
    pub can_pass: [bool; KIND_COUNT],
    /// Step offsets of the 8 directions per colour, canonical pass order.
    pub dir_offsets: [[i16; 8]; 2],
}

impl Tables {
    pub fn build(lookup: impl Fn(PieceKind) -> Option<KindInfo>) -> Tables {
        let mut info = [None; KIND_COUNT];
        let mut moves = Vec::with_capacity(KIND_COUNT);
        let mut can_pass = [false; KIND_COUNT];
        for &k in PieceKind::ALL {
            let i = lookup(k);
            info[k.index()] = i;
            let mut per_color: [CompiledMoves; 2] = Default::default();
            if let Some(i) = i {
                for c in Color::ALL {
                    let m = &mut per_color[c.index()];
                    m.leaps = i
                        .movement
                        .leaps
                        .iter()
                        .map(|&(r, f)| offset_for(c, r, f))
                        .collect();
                    m.slides = i
                        .movement
                        .slides
                        .iter()
                        .map(|&(r, f, n)| (offset_for(c, r, f), n))
                        .collect();
                    match i.movement.lion {
                        LionPower::None => {}
                        LionPower::Full => m.lion_full = true,
                        LionPower::Linear(dirs) => {
                            let mut ordered: Vec<(i8, i8)> = dirs.to_vec();
                            ordered.sort_by_key(|d| DIRECTIONS.iter().position(|x| x == d));
                            m.lion_lines =
                                ordered.iter().map(|&(r, f)| offset_for(c, r, f)).collect();
                        }
                    }
                }
                can_pass[k.index()] = i.movement.lion != LionPower::None;
            }
            moves.push(per_color);
        }
        let mut dir_offsets = [[0i16; 8]; 2];
        for c in Color::ALL {
            for (j, &(r, f)) in DIRECTIONS.iter().enumerate() {
                dir_offsets[c.index()][j] = offset_for(c, r, f);
            }
        }
        Tables {
            info,
            moves,
            can_pass,
            dir_offsets,
        }
    }

    #[inline]
    pub fn info(&self, kind: PieceKind) -> Option<&KindInfo> {
        self.info[kind.index()].as_ref()
    }

    #[inline]
    pub fn compiled(&self, kind: PieceKind, color: Color) -> &CompiledMoves {
        &self.moves[kind.index()][color.index()]
    }
}

/// Whether `kind` of `color` standing on `from` could move to (or capture on) `target` by its
/// movement pattern alone, on a board given by `occupied` (which tells if a square holds a
/// piece). Used for protection, attack and check tests.
pub(crate) fn reaches(
    tables: &Tables,
    kind: PieceKind,
    color: Color,
    from: Square,
    target: Square,
    occupied: impl Fn(usize) -> bool,
) -> bool {
    let m = tables.compiled(kind, color);
    let delta = target.index() as i32 - from.index() as i32;
    if delta == 0 {
        return false;
    }
    if m.leaps.iter().any(|&d| d as i32 == delta) {
        return true;
    }
    for &(d, range) in &m.slides {
        let d = d as i32;
        if delta.signum() != d.signum() || delta % d != 0 {
            continue;
        }
        let n = delta / d;
        if n <= 0 || (range != 0 && n > range as i32) {
            continue;
        }
        // The quotient test alone would accept wrapping across rows for horizontal moves; the
        // grid is padded and slides stop at the first non-empty cell, so walk the line.
        let mut i = from.index() as i32;
        let mut ok = true;
        for _ in 1..n {
            i += d;
            if occupied(i as usize) {
                ok = false;
                break;
            }
        }
        if ok && same_line(from, target, d) {
            return true;
        }
    }
    false
}

/// Whether `target` lies on the ray from `from` with grid step `d` without leaving the board
/// area (the padded grid makes row wrap impossible for diagonal/orthogonal unit steps only when
/// the file/rank differences agree; this checks them).
fn same_line(from: Square, target: Square, d: i32) -> bool {
    let w = crate::square::GRID_WIDTH as i32;
    // Decompose d into (dx, dy) with |dx|, |dy| <= 1.
    let steps = [
        (1, (1, 0)),
        (-1, (-1, 0)),
        (w, (0, 1)),
        (-w, (0, -1)),
        (w + 1, (1, 1)),
        (w - 1, (-1, 1)),
        (-w + 1, (1, -1)),
        (-w - 1, (-1, -1)),
    ];
    let Some(&(_, (dx, dy))) = steps.iter().find(|(o, _)| *o == d) else {
        return false;
    };
    let fx = target.file() as i32 - from.file() as i32;
    let fy = target.rank() as i32 - from.rank() as i32;
    // Grid x grows with file.
    let n = fx.abs().max(fy.abs());
    fx == dx * n && fy == dy * n
}
