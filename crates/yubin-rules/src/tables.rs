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
//!
//! Maka Dai Dai Shogi adds three powers, each a flag of [`Movement`] that generation reads:
//!
//! * `dog`: the lion dog's linear lion power three squares deep in all 8 directions
//!   (`maka-dai-dai-shogi.md` §5.2), with its own plain moves to the 24 squares on its lines;
//! * `hook`: after a leg of one of the piece's unlimited slides that ends on an empty square
//!   the piece may turn 90° and slide on (hook mover, capricorn; §5.7); with
//!   `maka.hook_capture = double` the first leg may also end by capturing and turn there;
//! * `emperor`: the emperor's teleport (§5.6).
//!
//! Powers may overlap (a teaching king's queen slide and its lion-dog step reach the same
//! squares); generation then keeps each canonical move once.

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

/// The emperor's teleport (`maka-dai-dai-shogi.md` §5.6), by `maka.emperor` value (the
/// `lion_queen` reading is ordinary movement data and needs no power).
///
/// Decisions where the reference is silent: "protected" is judged with every piece's
/// capturing power, including colour-dependent routes (a `double` hook route turning on a
/// piece, the free bear's hop readings); under `free_nonroyal` an enemy royal counts as
/// protected by the same test as under `safe_squares`, including rule 3 for an enemy
/// teleporting emperor (it protects a square exactly when no other piece of ours defends it);
/// a `lion_queen` emperor is an ordinary piece for these tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Teleport {
    /// `safe_squares`: any square the opponent does not protect.
    SafeSquares,
    /// `free_nonroyal`: any empty square, any non-royal enemy, an unprotected enemy royal.
    FreeNonroyal,
}

/// How the hook mover and capricorn may capture (`maka.hook_capture`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Hook {
    /// Not a hook piece.
    #[default]
    None,
    /// Turns only on an empty square; captures only at the end of the move.
    Single,
    /// May also capture where the first leg ends and turn there.
    Double,
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
    /// The lion dog's power (`maka-dai-dai-shogi.md` §5.2, reading `linear_lion3`).
    pub dog: bool,
    /// Hook moves: one 90° turn between two legs of the unlimited slides.
    pub hook: Hook,
    /// The emperor's teleport.
    pub teleport: Option<Teleport>,
    /// On its forward diagonal slides, the number of pieces it may capture on the way and range
    /// on (`maka.free_bear` hop readings: 1 for `hop1`, [`HOP_ANY`] for `hopall`; 0 otherwise).
    pub hop_captures: u8,
}

/// [`Movement::hop_captures`] of the free bear's `BsRfA_hopall` reading: any number.
pub const HOP_ANY: u8 = u8::MAX;

/// What a kind is in a variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KindInfo {
    /// Movement.
    pub movement: Movement,
    /// The kind it may promote to, if any.
    pub promotes_to: Option<PieceKind>,
    /// Royal: losing all royals loses the game.
    pub royal: bool,
    /// A lion for the lion-trading rules (Chu: lion and promoted kirin; none in Maka).
    pub lion: bool,
    /// The TSA abbreviation in this variant (`RC` is Chu's reverse chariot but Maka's right
    /// chariot; Maka's queen is `Q`, Chu's `FK`).
    pub tsa: &'static str,
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
        dog: false,
        hook: Hook::None,
        teleport: None,
        hop_captures: 0,
    }
}

const KING: Movement = mv(KING_STEPS, &[]);
const QUEEN_MOVE: Movement = mv(&[], QUEEN);
const LION: Movement = Movement {
    lion: LionPower::Full,
    ..mv(LION_LEAPS, &[])
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
    lion: LionPower::Linear(&[FR, FL]),
    ..mv(
        &[FR, FL, (2, 2), (-2, 2)],
        &[s(F), s(R), s(B), s(L), s(BR), s(BL)],
    )
};
const HORNED_FALCON: Movement = Movement {
    lion: LionPower::Linear(&[F]),
    ..mv(
        &[F, (0, 2)],
        &[s(FR), s(BR), s(BL), s(FL), s(R), s(L), s(B)],
    )
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
        tsa: "",
    }
}

/// The Chu Shogi table (`chu-shogi.md` §5–§7). `None` for the kinds Chu does not have.
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
        _ => return None,
    };
    Some(KindInfo {
        tsa: kind.tsa(),
        ..i
    })
}

/// `mv` evaluated in a constant, so that its slices are promoted to `'static`.
macro_rules! mvc {
    ($($t:tt)*) => {{
        const M: Movement = mv($($t)*);
        M
    }};
}

const fn r(d: (i8, i8), n: u8) -> (i8, i8, u8) {
    (d.0, d.1, n)
}

const fn with_lion(m: Movement) -> Movement {
    Movement {
        lion: LionPower::Full,
        ..m
    }
}

const fn with_dog(m: Movement) -> Movement {
    Movement { dog: true, ..m }
}

const Q3: &[(i8, i8, u8)] = &[
    r(F, 3),
    r(FR, 3),
    r(R, 3),
    r(BR, 3),
    r(B, 3),
    r(BL, 3),
    r(L, 3),
    r(FL, 3),
];
const GOLD_MOVE: Movement = GOLD;

/// The Maka Dai Dai Shogi table (`maka-dai-dai-shogi.md` §3–§7) under the options of `rules`
/// (the `maka.*` movement options); `None` for the kinds Maka does not have (Chu's soaring eagle
/// and horned falcon).
///
/// Decisions where the reference is silent:
/// * `maka.lion_dog = q3` also changes what "lion dog" means inside the teaching king and the
///   furious fiend (§5.3: "its drawback … makes the teaching king's lion dog + queen the same as
///   a queen"), so with `q3` the teaching king is a queen and the furious fiend a lion plus `q3`.
/// * The free bear's hop readings (`BsRfA_hop1`, `BsRfA_hopall`, seed note 16, "speculative")
///   are read as: on each forward diagonal it ranges, and may capture the first enemy piece it
///   meets (`hop1`) or any number of them in a row (`hopall`, "as in Tenjiku Shogi") and range
///   on beyond them over empty squares, ending on an empty square or capturing one more piece.
///   Its own pieces still block, and it never passes an enemy piece without capturing it, so
///   the pieces a hop captures on the way are exactly the pieces strictly between its start
///   and its final square: a hop move does not list them ([`crate::Via::LINE`]; the notations
///   do, nearest first). The jump `fA` stays: the jump over an enemy on the first square to
///   the second is a different move from the hop that captures that enemy on the way.
pub fn maka_kind(kind: PieceKind, rules: &crate::Rules) -> Option<KindInfo> {
    use crate::rules as o;
    use PieceKind::*;
    let gold = |m: Movement, promoted: PieceKind| info(m, Some(promoted));
    let dog_reading = |m: Movement| match rules.lion_dog {
        o::LionDog::LinearLion3 => with_dog(m),
        o::LionDog::Q3 => m,
    };
    let i = match kind {
        King => KindInfo {
            royal: true,
            ..info(KING, Some(PromotedKing))
        },
        HookMover => gold(
            Movement {
                hook: hook(rules),
                ..ROOK
            },
            PromotedHookMover,
        ),
        Capricorn => gold(
            Movement {
                hook: hook(rules),
                ..BISHOP
            },
            PromotedCapricorn,
        ),
        Queen => info(QUEEN_MOVE, None),
        DragonKing => info(DRAGON_KING, None),
        DragonHorse => info(DRAGON_HORSE, None),
        Rook => gold(ROOK, PromotedRook),
        Bishop => gold(BISHOP, PromotedBishop),
        SideFlier => gold(
            match rules.side_flier {
                o::SideFlier::FsR => mvc!(DIAG_STEPS, &[s(R), s(L)]),
                o::SideFlier::FFsR => mvc!(&[FR, FL], &[s(R), s(L)]),
            },
            PromotedSideFlier,
        ),
        Lion => info(LION, Some(PromotedLion)),
        LionDog => gold(
            match rules.lion_dog {
                o::LionDog::LinearLion3 => with_dog(mvc!(&[], &[])),
                o::LionDog::Q3 => mvc!(&[], Q3),
            },
            PromotedLionDog,
        ),
        SheDevil => gold(
            match rules.she_devil {
                o::SheDevil::R5B2 => {
                    mvc!(
                        &[],
                        &[
                            r(F, 5),
                            r(R, 5),
                            r(B, 5),
                            r(L, 5),
                            r(FR, 2),
                            r(BR, 2),
                            r(BL, 2),
                            r(FL, 2)
                        ]
                    )
                }
                o::SheDevil::B2 => mvc!(&[], &[r(FR, 2), r(BR, 2), r(BL, 2), r(FL, 2)]),
            },
            PromotedSheDevil,
        ),
        Wrestler => gold(
            match rules.wrestler {
                o::Wrestler::B3sW => mvc!(&[R, L], &[r(FR, 3), r(BR, 3), r(BL, 3), r(FL, 3)]),
                o::Wrestler::B3W => mvc!(ORTHO_STEPS, &[r(FR, 3), r(BR, 3), r(BL, 3), r(FL, 3)]),
            },
            PromotedWrestler,
        ),
        GuardianOfTheGods => gold(
            mvc!(&[FR, FL], &[r(F, 3), r(R, 3), r(B, 3), r(L, 3)]),
            PromotedGuardianOfTheGods,
        ),
        BuddhistDevil => gold(
            match rules.buddhist_devil {
                o::BuddhistDevil::FB3sbW => mvc!(&[R, L, B], &[r(FR, 3), r(FL, 3)]),
                o::BuddhistDevil::FB3 => mvc!(&[], &[r(FR, 3), r(FL, 3)]),
            },
            PromotedBuddhistDevil,
        ),
        ViolentOx => gold(
            mvc!(&[], &[r(F, 2), r(R, 2), r(B, 2), r(L, 2)]),
            PromotedViolentOx,
        ),
        FlyingDragon => gold(
            mvc!(&[], &[r(FR, 2), r(BR, 2), r(BL, 2), r(FL, 2)]),
            PromotedFlyingDragon,
        ),
        OldRat => info(
            mvc!(&[], &[r(FR, 2), r(FL, 2), r(B, 2)]),
            Some(PromotedOldRat),
        ),
        RightChariot => gold(mvc!(&[B], &[s(F), s(FR), s(BL)]), PromotedRightChariot),
        LeftChariot => gold(mvc!(&[B], &[s(F), s(FL), s(BR)]), PromotedLeftChariot),
        VerticalMover => gold(VERTICAL_MOVER, PromotedVerticalMover),
        SideMover => gold(SIDE_MOVER, PromotedSideMover),
        Phoenix => info(PHOENIX, Some(PromotedPhoenix)),
        Kirin => info(KIRIN, Some(PromotedKirin)),
        Donkey => gold(
            match rules.donkey {
                o::Donkey::WvD => mvc!(&[F, R, B, L, (0, 2), (0, -2)], &[]),
                o::Donkey::SWvD => mvc!(&[R, L, (0, 2), (0, -2)], &[]),
            },
            PromotedDonkey,
        ),
        Knight => gold(mvc!(&[(1, 2), (-1, 2)], &[]), PromotedKnight),
        DrunkElephant => info(DRUNK_ELEPHANT, Some(PromotedDrunkElephant)),
        BlindTiger => info(BLIND_TIGER, Some(PromotedBlindTiger)),
        FerociousLeopard => info(FEROCIOUS_LEOPARD, Some(PromotedFerociousLeopard)),
        RecliningDragon => info(
            match rules.reclining_dragon {
                o::RecliningDragon::WbF => mvc!(&[F, R, B, L, BR, BL], &[]),
                o::RecliningDragon::FfW => SILVER,
            },
            Some(PromotedRecliningDragon),
        ),
        Gold => info(GOLD, Some(PromotedGold)),
        Silver => info(SILVER, Some(PromotedSilver)),
        Copper => info(COPPER, Some(PromotedCopper)),
        TileGeneral => info(mvc!(&[FR, FL, B], &[]), Some(PromotedTileGeneral)),
        EvilWolf => info(mvc!(&[F, FR, FL, R, L], &[]), Some(PromotedEvilWolf)),
        IronGeneral => info(mvc!(&[F, FR, FL], &[]), Some(PromotedIronGeneral)),
        StoneGeneral => info(mvc!(&[FR, FL], &[]), Some(PromotedStoneGeneral)),
        ReverseChariot => gold(REVERSE_CHARIOT, PromotedReverseChariot),
        Lance => gold(LANCE, PromotedLance),
        EarthGeneral => info(GO_BETWEEN, Some(PromotedEarthGeneral)),
        GoBetween => info(GO_BETWEEN, Some(PromotedGoBetween)),
        BlindBear => info(
            match rules.blind_bear {
                o::BlindBear::FbR => mvc!(DIAG_STEPS, &[s(B)]),
                o::BlindBear::K => KING,
                o::BlindBear::FsW => mvc!(&[FR, BR, BL, FL, R, L], &[]),
            },
            Some(PromotedBlindBear),
        ),
        ChineseCock => info(
            match rules.chinese_cock {
                o::ChineseCock::FFsbW => mvc!(&[FR, FL, R, L, B], &[]),
                o::ChineseCock::FbW => mvc!(&[FR, BR, BL, FL, B], &[]),
            },
            Some(PromotedChineseCock),
        ),
        OldMonkey => info(
            match rules.old_monkey {
                o::OldMonkey::FbW => mvc!(&[FR, BR, BL, FL, B], &[]),
                o::OldMonkey::FfW => SILVER,
            },
            Some(PromotedOldMonkey),
        ),
        AngryBoar => info(mvc!(ORTHO_STEPS, &[]), Some(PromotedAngryBoar)),
        CatSword => info(mvc!(DIAG_STEPS, &[]), Some(PromotedCatSword)),
        CoiledSerpent => info(
            match rules.coiled_serpent {
                o::CoiledSerpent::VWbF => mvc!(&[F, B, BR, BL], &[]),
                o::CoiledSerpent::FWbF => mvc!(&[F, BR, BL], &[]),
            },
            Some(PromotedCoiledSerpent),
        ),
        DarkSpirit => info(
            match rules.deva {
                o::Deva::Ssz => mvc!(&[FR, FL, BL, R], &[]),
                o::Deva::Sz => mvc!(&[FR, FL, BR, R], &[]),
                o::Deva::Srz => mvc!(&[F, R, B, L, FR, BR], &[]),
            },
            Some(PromotedDarkSpirit),
        ),
        Deva => info(
            match rules.deva {
                o::Deva::Ssz => mvc!(&[FR, FL, BR, L], &[]),
                o::Deva::Sz => mvc!(&[FR, FL, BL, L], &[]),
                o::Deva::Srz => mvc!(&[F, R, B, L, FL, BL], &[]),
            },
            Some(PromotedDeva),
        ),
        Pawn => gold(PAWN, PromotedPawn),
        // ------------------------------------------------------------ promoted forms
        PromotedKing => KindInfo {
            royal: true,
            ..info(
                match rules.emperor {
                    o::Emperor::SafeSquares => Movement {
                        teleport: Some(Teleport::SafeSquares),
                        ..mvc!(&[], &[])
                    },
                    o::Emperor::FreeNonroyal => Movement {
                        teleport: Some(Teleport::FreeNonroyal),
                        ..mvc!(&[], &[])
                    },
                    o::Emperor::LionQueen => with_lion(mvc!(LION_LEAPS, QUEEN)),
                },
                None,
            )
        },
        PromotedDeva => info(
            match rules.teaching_king {
                o::TeachingKing::QueenPlusLionDog => dog_reading(QUEEN_MOVE),
                o::TeachingKing::QueenOnly => QUEEN_MOVE,
            },
            None,
        ),
        PromotedDarkSpirit => info(with_lion(mvc!(LION_LEAPS, QUEEN)), None),
        PromotedGold => info(mvc!(&[], &[s(F), s(R), s(B), s(L), s(FR), s(FL)]), None),
        PromotedSilver => info(mvc!(&[], &[s(FR), s(BR), s(BL), s(FL), s(F)]), None),
        PromotedCopper => info(mvc!(&[], &[s(F), s(B), s(FR), s(FL)]), None),
        PromotedIronGeneral => info(mvc!(&[], &[s(F), s(FR), s(FL)]), None),
        PromotedTileGeneral => info(mvc!(&[], &[s(FR), s(FL), s(B)]), None),
        PromotedStoneGeneral => info(mvc!(&[], &[s(FR), s(FL)]), None),
        PromotedEarthGeneral | PromotedGoBetween => info(REVERSE_CHARIOT, None),
        PromotedDrunkElephant => KindInfo {
            royal: true,
            ..info(KING, None)
        },
        PromotedBlindTiger => info(
            mvc!(&[], &[s(FR), s(BR), s(BL), s(FL), s(R), s(L), s(B)]),
            None,
        ),
        PromotedFerociousLeopard => {
            info(mvc!(&[], &[s(FR), s(BR), s(BL), s(FL), s(F), s(B)]), None)
        }
        PromotedCoiledSerpent => info(mvc!(&[], &[s(F), s(B), s(BR), s(BL)]), None),
        PromotedRecliningDragon => info(
            match rules.free_dragon {
                o::FreeDragon::FQbK => mvc!(&[B, BR, BL], &[s(F), s(FR), s(FL)]),
                o::FreeDragon::FrlRbK => mvc!(&[B, BR, BL], &[s(F), s(R), s(L)]),
                o::FreeDragon::RbB => mvc!(&[], &[s(F), s(R), s(B), s(L), s(BR), s(BL)]),
            },
            None,
        ),
        PromotedChineseCock => info(
            match rules.wizard_stork {
                o::WizardStork::BfRbW => mvc!(&[B], &[s(FR), s(BR), s(BL), s(FL), s(F)]),
                o::WizardStork::B => BISHOP,
            },
            None,
        ),
        PromotedOldMonkey => info(
            match rules.mountain_witch {
                o::MountainWitch::BbRfW => mvc!(&[F], &[s(FR), s(BR), s(BL), s(FL), s(B)]),
                o::MountainWitch::B => BISHOP,
            },
            None,
        ),
        PromotedCatSword => info(BISHOP, None),
        PromotedLion => info(
            match rules.furious_fiend {
                o::FuriousFiend::LionPlusLionDog => match rules.lion_dog {
                    o::LionDog::LinearLion3 => with_dog(LION),
                    o::LionDog::Q3 => with_lion(mvc!(LION_LEAPS, Q3)),
                },
                o::FuriousFiend::LionPlusQ3 => with_lion(mvc!(LION_LEAPS, Q3)),
            },
            None,
        ),
        PromotedKirin => info(
            match rules.kirin_phoenix {
                o::KirinPhoenix::GreatDragonGoldenBird => {
                    mvc!(
                        &[],
                        &[
                            s(R),
                            s(L),
                            r(F, 2),
                            r(B, 2),
                            r(FR, 3),
                            r(BR, 3),
                            r(BL, 3),
                            r(FL, 3)
                        ]
                    )
                }
                o::KirinPhoenix::LionQueen => LION,
            },
            None,
        ),
        PromotedPhoenix => info(
            match rules.kirin_phoenix {
                o::KirinPhoenix::GreatDragonGoldenBird => {
                    mvc!(
                        &[],
                        &[
                            s(F),
                            s(B),
                            r(R, 2),
                            r(L, 2),
                            r(FR, 3),
                            r(BR, 3),
                            r(BL, 3),
                            r(FL, 3)
                        ]
                    )
                }
                o::KirinPhoenix::LionQueen => QUEEN_MOVE,
            },
            None,
        ),
        PromotedEvilWolf => info(
            match rules.free_wolf {
                o::FreeWolf::BvRsR5 => mvc!(
                    &[],
                    &[s(FR), s(BR), s(BL), s(FL), s(F), s(B), r(R, 5), r(L, 5)]
                ),
                o::FreeWolf::SR5 => mvc!(&[], &[r(R, 5), r(L, 5)]),
                o::FreeWolf::FBsRbR => mvc!(&[], &[s(FR), s(FL), s(R), s(L), s(B)]),
                o::FreeWolf::FrlQ => mvc!(&[], &[s(F), s(FR), s(FL), s(R), s(L)]),
            },
            None,
        ),
        PromotedBlindBear => info(
            match rules.free_bear {
                o::FreeBear::BsRfA => mvc!(
                    &[(2, 2), (-2, 2)],
                    &[s(FR), s(BR), s(BL), s(FL), s(R), s(L)]
                ),
                o::FreeBear::BsR => mvc!(&[], &[s(FR), s(BR), s(BL), s(FL), s(R), s(L)]),
                o::FreeBear::BsRfAHop1 => Movement {
                    hop_captures: 1,
                    ..mvc!(
                        &[(2, 2), (-2, 2)],
                        &[s(FR), s(BR), s(BL), s(FL), s(R), s(L)]
                    )
                },
                o::FreeBear::BsRfAHopAll => Movement {
                    hop_captures: HOP_ANY,
                    ..mvc!(
                        &[(2, 2), (-2, 2)],
                        &[s(FR), s(BR), s(BL), s(FL), s(R), s(L)]
                    )
                },
            },
            None,
        ),
        PromotedAngryBoar => info(
            match rules.free_boar {
                o::FreeBoar::BsR => mvc!(&[], &[s(FR), s(BR), s(BL), s(FL), s(R), s(L)]),
                o::FreeBoar::FQ => mvc!(&[], &[s(F), s(FR), s(FL)]),
            },
            None,
        ),
        PromotedOldRat => info(mvc!(&[], &[s(F), s(BR), s(BL)]), None),
        PromotedRook
        | PromotedBishop
        | PromotedSideFlier
        | PromotedHookMover
        | PromotedCapricorn
        | PromotedLionDog
        | PromotedSheDevil
        | PromotedWrestler
        | PromotedGuardianOfTheGods
        | PromotedBuddhistDevil
        | PromotedViolentOx
        | PromotedFlyingDragon
        | PromotedRightChariot
        | PromotedLeftChariot
        | PromotedVerticalMover
        | PromotedSideMover
        | PromotedDonkey
        | PromotedKnight
        | PromotedReverseChariot
        | PromotedLance
        | PromotedPawn => info(GOLD_MOVE, None),
        PromotedDragonKing | PromotedDragonHorse => return None,
    };
    Some(KindInfo {
        tsa: maka_tsa(kind),
        ..i
    })
}

fn hook(rules: &crate::Rules) -> Hook {
    match rules.hook_capture {
        crate::rules::HookCapture::Single => Hook::Single,
        crate::rules::HookCapture::Double => Hook::Double,
    }
}

/// The TSA abbreviation of a kind in a variant (`None` if the variant lacks the kind): Chu's
/// `RC` is the reverse chariot, Maka's the right chariot.
///
/// ```
/// use yubin_rules::{tables, PieceKind, Variant};
/// assert_eq!(tables::tsa_name(Variant::Maka, PieceKind::RightChariot), Some("RC"));
/// assert_eq!(tables::tsa_name(Variant::Maka, PieceKind::ReverseChariot), Some("RV"));
/// assert_eq!(tables::tsa_name(Variant::Chu, PieceKind::ReverseChariot), Some("RC"));
/// assert_eq!(tables::tsa_name(Variant::Chu, PieceKind::LionDog), None);
/// ```
pub fn tsa_name(variant: crate::Variant, kind: PieceKind) -> Option<&'static str> {
    match variant {
        crate::Variant::Chu => chu_kind(kind).map(|i| i.tsa),
        crate::Variant::Maka => (!matches!(
            kind,
            PieceKind::PromotedDragonKing | PieceKind::PromotedDragonHorse
        ))
        .then(|| maka_tsa(kind)),
    }
}

/// The alternative Maka abbreviations that `maka-dai-dai-shogi.md` gives in parentheses (§3:
/// `Q (FK)`; §4.2: `+K (Em)`, `+Dv (TK)`, `+DS (BS)`, `+Ln (FF)`). Read, never written.
pub const MAKA_ALIASES: &[(&str, PieceKind)] = &[
    ("FK", PieceKind::Queen),
    ("Em", PieceKind::PromotedKing),
    ("TK", PieceKind::PromotedDeva),
    ("BS", PieceKind::PromotedDarkSpirit),
    ("FF", PieceKind::PromotedLion),
];

/// The kind a TSA abbreviation (with `+` for a promoted form) names in a variant, matched
/// exactly or, failing that, without regard to case (every abbreviation of a variant is
/// unique even then). Maka's alternative abbreviations ([`MAKA_ALIASES`]) are read too.
///
/// ```
/// use yubin_rules::{tables, PieceKind, Variant};
/// assert_eq!(tables::kind_from_tsa(Variant::Maka, "+Dv"), Some(PieceKind::PromotedDeva));
/// assert_eq!(tables::kind_from_tsa(Variant::Maka, "TK"), Some(PieceKind::PromotedDeva));
/// assert_eq!(tables::kind_from_tsa(Variant::Maka, "rc"), Some(PieceKind::RightChariot));
/// assert_eq!(tables::kind_from_tsa(Variant::Chu, "RC"), Some(PieceKind::ReverseChariot));
/// ```
pub fn kind_from_tsa(variant: crate::Variant, text: &str) -> Option<PieceKind> {
    let aliases = match variant {
        crate::Variant::Chu => &[][..],
        crate::Variant::Maka => MAKA_ALIASES,
    };
    let names = || {
        PieceKind::ALL
            .iter()
            .filter_map(move |&k| tsa_name(variant, k).map(|n| (n, k)))
            .chain(aliases.iter().copied())
    };
    names()
        .find(|&(n, _)| n == text)
        .or_else(|| names().find(|&(n, _)| n.eq_ignore_ascii_case(text)))
        .map(|(_, k)| k)
}

/// The Maka TSA abbreviation of a kind (`maka-dai-dai-shogi.md` §3, §4.2): Chu's except the
/// queen (`Q`), kirin (`Kr`) and reverse chariot (`RV`), and their promoted forms.
pub fn maka_tsa(kind: PieceKind) -> &'static str {
    use PieceKind::*;
    match kind {
        Queen => "Q",
        Kirin => "Kr",
        ReverseChariot => "RV",
        PromotedKirin => "+Kr",
        PromotedReverseChariot => "+RV",
        k => k.tsa(),
    }
}

/// The English name of a kind under a set of rules (`None` if the variant lacks the kind).
///
/// [`PieceKind::english`] names Chu's forms; Maka Dai Dai Shogi gives several promoted forms
/// other identities (`maka-dai-dai-shogi.md` §4): a promoted gold is a free gold there (a rook
/// in Chu), a promoted kirin a great dragon (or a lion under
/// `maka.kirin_phoenix_promotion = lion_queen`), and the 21 kinds that promote to gold are
/// named "promoted … (gold)".
///
/// ```
/// use yubin_rules::{tables, PieceKind, Rules, Variant};
/// let chu = Rules::default();
/// let maka = Rules::standard(Variant::Maka);
/// assert_eq!(tables::name(&chu, PieceKind::PromotedKirin), Some("promoted kirin"));
/// assert_eq!(tables::name(&maka, PieceKind::PromotedKirin), Some("great dragon"));
/// assert_eq!(tables::name(&maka, PieceKind::PromotedGold), Some("free gold"));
/// assert_eq!(tables::name(&maka, PieceKind::PromotedPawn), Some("promoted pawn (gold)"));
/// assert_eq!(tables::name(&chu, PieceKind::LionDog), None);
/// ```
pub fn name(rules: &crate::Rules, kind: PieceKind) -> Option<&'static str> {
    use PieceKind::*;
    match rules.variant {
        crate::Variant::Chu => chu_kind(kind).map(|_| kind.english()),
        crate::Variant::Maka => {
            maka_kind(kind, rules)?;
            let lion_queen = rules.kirin_phoenix == crate::rules::KirinPhoenix::LionQueen;
            Some(match kind {
                PromotedKirin if lion_queen => "lion (promoted kirin)",
                PromotedPhoenix if lion_queen => "queen (promoted phoenix)",
                PromotedKirin => "great dragon",
                PromotedPhoenix => "golden bird",
                PromotedGold => "free gold",
                PromotedSilver => "free silver",
                PromotedCopper => "free copper",
                PromotedBlindTiger => "free tiger",
                PromotedFerociousLeopard => "free leopard",
                PromotedGoBetween => "free go-between",
                PromotedRook => "promoted rook (gold)",
                PromotedBishop => "promoted bishop (gold)",
                PromotedVerticalMover => "promoted vertical mover (gold)",
                PromotedSideMover => "promoted side mover (gold)",
                PromotedReverseChariot => "promoted reverse chariot (gold)",
                PromotedLance => "promoted lance (gold)",
                PromotedPawn => "promoted pawn (gold)",
                PromotedSideFlier => "promoted side flier (gold)",
                PromotedHookMover => "promoted hook mover (gold)",
                PromotedCapricorn => "promoted capricorn (gold)",
                PromotedLeftChariot => "promoted left chariot (gold)",
                PromotedRightChariot => "promoted right chariot (gold)",
                PromotedLionDog => "promoted lion dog (gold)",
                PromotedSheDevil => "promoted she-devil (gold)",
                PromotedWrestler => "promoted wrestler (gold)",
                PromotedGuardianOfTheGods => "promoted guardian of the gods (gold)",
                PromotedBuddhistDevil => "promoted Buddhist devil (gold)",
                PromotedViolentOx => "promoted violent ox (gold)",
                PromotedFlyingDragon => "promoted flying dragon (gold)",
                PromotedDonkey => "promoted donkey (gold)",
                PromotedKnight => "promoted knight (gold)",
                k => k.english(),
            })
        }
    }
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
    /// The lion dog's power in all 8 directions.
    pub dog: bool,
    /// Hook moves.
    pub hook: Hook,
    /// Per slide (same index as `slides`): the two perpendicular offsets a hook move may turn to.
    pub hook_turns: Vec<[i16; 2]>,
    /// The emperor's teleport.
    pub teleport: Option<Teleport>,
    /// Free-bear hop readings: how many pieces it may capture on the way along `hop_dirs`
    /// ([`HOP_ANY`]: any number).
    pub hop_captures: u8,
    /// The forward diagonal offsets the hop applies to.
    pub hop_dirs: Vec<i16>,
    /// The powers overlap, so generation must drop repeated canonical moves.
    pub dedupe: bool,
    /// Any of `dog`, `hook`, `teleport`, `hop_captures` (one test in the hot loop).
    pub maka_powers: bool,
}

/// The compiled table of a variant: per kind, per colour.
#[derive(Debug, Clone)]
pub(crate) struct Tables {
    pub info: [Option<KindInfo>; KIND_COUNT],
    pub moves: Vec<[CompiledMoves; 2]>,
    /// Whether a kind has any lion power (and so may pass).
    pub can_pass: [bool; KIND_COUNT],
    /// Per kind: `None` if the variant lacks it, else whether it has a promoted form (compact,
    /// for the hot paths).
    pub promotable: [Option<bool>; KIND_COUNT],
    /// `KindInfo::royal` per kind (compact, for the hot paths).
    pub royal: [bool; KIND_COUNT],
    /// `KindInfo::lion` per kind (compact, for the hot paths).
    pub lion: [bool; KIND_COUNT],
    /// Step offsets of the 8 directions per colour, canonical pass order.
    pub dir_offsets: [[i16; 8]; 2],
}

impl Tables {
    pub fn build(lookup: impl Fn(PieceKind) -> Option<KindInfo>) -> Tables {
        let mut info = [None; KIND_COUNT];
        let mut moves = Vec::with_capacity(KIND_COUNT);
        let mut can_pass = [false; KIND_COUNT];
        let mut royal = [false; KIND_COUNT];
        let mut promotable = [None; KIND_COUNT];
        let mut lion = [false; KIND_COUNT];
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
                    let mv = &i.movement;
                    m.dog = mv.dog;
                    m.hook = mv.hook;
                    m.teleport = mv.teleport;
                    m.hop_captures = mv.hop_captures;
                    if mv.hop_captures > 0 {
                        m.hop_dirs = vec![offset_for(c, FR.0, FR.1), offset_for(c, FL.0, FL.1)];
                    }
                    if mv.hook != Hook::None {
                        m.hook_turns = mv
                            .slides
                            .iter()
                            .map(|&(x, y, _)| [offset_for(c, -y, x), offset_for(c, y, -x)])
                            .collect();
                    }
                    m.maka_powers = mv.dog
                        || mv.hook != Hook::None
                        || mv.teleport.is_some()
                        || mv.hop_captures > 0;
                    // A leap to a square one of the slides also reaches (the free bear's
                    // diagonal jump and its diagonal slide) is one canonical move.
                    let leap_on_slide = mv.leaps.iter().any(|&(lx, ly)| {
                        mv.slides.iter().any(|&(sx, sy, range)| {
                            (1..=if range == 0 { 19 } else { range as i8 })
                                .any(|n| (sx * n, sy * n) == (lx, ly))
                        })
                    });
                    m.dedupe = leap_on_slide
                        || mv.hook != Hook::None
                        || (mv.lion != LionPower::None && !mv.slides.is_empty())
                        || (mv.dog
                            && (!mv.slides.is_empty()
                                || !mv.leaps.is_empty()
                                || mv.lion != LionPower::None));
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
                can_pass[k.index()] = i.movement.lion != LionPower::None || i.movement.dog;
                royal[k.index()] = i.royal;
                promotable[k.index()] = Some(i.promotes_to.is_some());
                lion[k.index()] = i.lion;
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
            promotable,
            royal,
            lion,
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
    if m.dog {
        let df = (target.file() as i32 - from.file() as i32).abs();
        let dr = (target.rank() as i32 - from.rank() as i32).abs();
        if (df == 0 || dr == 0 || df == dr) && df.max(dr) <= 3 {
            return true;
        }
    }
    if m.hook != Hook::None && hook_reaches(m, from, target, &occupied) {
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

/// As [`reaches`], and also counting the captures that depend on the colour of the pieces in
/// the way: the hook mover's and capricorn's `double` route (its first leg captures where it
/// ends, then it turns) and the free bear's hop readings (it captures the pieces on a forward
/// diagonal, one or any number of them, and ranges on). `victim(i)` tells whether cell `i` holds a piece the mover may
/// capture. Used for the emperor's protection test and [`crate::Position::attacks`] in Maka.
pub(crate) fn reaches_capturing(
    tables: &Tables,
    kind: PieceKind,
    color: Color,
    from: Square,
    target: Square,
    occupied: impl Fn(usize) -> bool,
    victim: impl Fn(usize) -> bool,
) -> bool {
    if reaches(tables, kind, color, from, target, &occupied) {
        return true;
    }
    let m = tables.compiled(kind, color);
    if m.hook == Hook::Double {
        for (j, &(d, _)) in m.slides.iter().enumerate() {
            let mut t = from.index() as i32;
            loop {
                t += d as i32;
                let Some(sq) = Square::from_index(t as usize) else {
                    break;
                };
                if !occupied(sq.index()) {
                    continue;
                }
                if sq != target && victim(sq.index()) {
                    for &p in &m.hook_turns[j] {
                        let mut u = t;
                        loop {
                            u += p as i32;
                            let Some(us) = Square::from_index(u as usize) else {
                                break;
                            };
                            if us == target {
                                return true;
                            }
                            if occupied(us.index()) {
                                break;
                            }
                        }
                    }
                }
                break;
            }
        }
    }
    for &d in &m.hop_dirs {
        let mut t = from.index() as i32;
        let mut jumped = 0u8;
        loop {
            t += d as i32;
            let Some(sq) = Square::from_index(t as usize) else {
                break;
            };
            if sq == target {
                return jumped > 0;
            }
            if occupied(sq.index()) {
                if jumped < m.hop_captures && victim(sq.index()) {
                    jumped += 1;
                } else {
                    break;
                }
            }
        }
    }
    false
}

/// Whether a hook mover / capricorn could capture on `target` with a turned move (one leg over
/// empty squares, a 90° turn on an empty square, a second leg over empty squares). The
/// `double` route turning on a captured piece depends on colours: [`reaches_capturing`] adds it.
fn hook_reaches(
    m: &CompiledMoves,
    from: Square,
    target: Square,
    occupied: &impl Fn(usize) -> bool,
) -> bool {
    for (j, &(d, _)) in m.slides.iter().enumerate() {
        let mut t = from.index() as i32;
        loop {
            t += d as i32;
            let Some(sq) = Square::from_index(t as usize) else {
                break;
            };
            if occupied(sq.index()) {
                break;
            }
            for &p in &m.hook_turns[j] {
                let mut u = t;
                loop {
                    u += p as i32;
                    let Some(us) = Square::from_index(u as usize) else {
                        break;
                    };
                    if us == target {
                        return true;
                    }
                    if occupied(us.index()) {
                        break;
                    }
                }
            }
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
    let (dx, dy) = match d {
        1 => (1, 0),
        -1 => (-1, 0),
        x if x == w => (0, 1),
        x if x == -w => (0, -1),
        x if x == w + 1 => (1, 1),
        x if x == w - 1 => (-1, 1),
        x if x == -w + 1 => (1, -1),
        x if x == -w - 1 => (-1, -1),
        _ => return false,
    };
    let fx = target.file() as i32 - from.file() as i32;
    let fy = target.rank() as i32 - from.rank() as i32;
    // Grid x grows with file.
    let n = fx.abs().max(fy.abs());
    fx == dx * n && fy == dy * n
}
