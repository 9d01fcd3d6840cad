//! The Tenjiku Shogi table (`docs/rules/tenjiku-shogi.md` §5–§10) under the `tenjiku.*`
//! movement options: 36 initial kinds, each promotable one becoming a promoted form of its
//! own (`+P` moves as a gold but, unlike a gold, never promotes again: §5.3).
//!
//! Beyond Chu's vocabulary Tenjiku needs the area move ([`Movement::area`]), the
//! range-jumping generals' jump captures ([`Movement::jump_rank`]), the heavenly tetrarchs'
//! skipping slides and igui ([`Movement::skip_slides`], [`Movement::igui`]) and the fire
//! demon's burning ([`KindInfo::burns`]); `position::tenjiku` generates and plays them.

use super::*;

/// Ranks of the jumping generals (`tenjiku-shogi.md` §1): kings and princes are 1, every
/// other piece 5.
const GREAT_RANK: u8 = 2;
const VICE_RANK: u8 = 3;
const ROOK_BISHOP_RANK: u8 = 4;

const DOG: Movement = mv(&[F, BR, BL], &[]);
const VERTICAL_SOLDIER: Movement = mv(&[B], &[s(F), r(R, 2), r(L, 2)]);
const SIDE_SOLDIER: Movement = mv(&[B], &[s(R), s(L), r(F, 2)]);
const WATER_BUFFALO: Movement = mv(
    &[],
    &[s(FR), s(FL), s(BR), s(BL), s(R), s(L), r(F, 2), r(B, 2)],
);
const CHARIOT_SOLDIER: Movement = mv(
    &[],
    &[s(FR), s(FL), s(BR), s(BL), s(F), s(B), r(R, 2), r(L, 2)],
);
const MULTI_GENERAL: Movement = mv(&[], &[s(F), s(BR), s(BL)]);
const GREAT_GENERAL: Movement = Movement {
    jump_rank: GREAT_RANK,
    ..QUEEN_MOVE
};
const ROOK_GENERAL: Movement = Movement {
    jump_rank: ROOK_BISHOP_RANK,
    ..ROOK
};
const BISHOP_GENERAL: Movement = Movement {
    jump_rank: ROOK_BISHOP_RANK,
    ..BISHOP
};
/// §10: skips the first square on every line; sideways to the second or third square only.
const HEAVENLY_TETRARCHS: Movement = Movement {
    skip_slides: &[s(F), s(FR), r(R, 2), s(BR), s(B), s(BL), r(L, 2), s(FL)],
    igui: true,
    ..mv(&[], &[])
};

/// The Tenjiku Shogi table under the options of `rules`; `None` for the kinds Tenjiku does not
/// have.
///
/// ```
/// use yubin_rules::{tables, PieceKind, Rules, Variant};
/// let rules = Rules::standard(Variant::Tenjiku);
/// let buffalo = tables::tenjiku_kind(PieceKind::WaterBuffalo, &rules).unwrap();
/// assert_eq!(buffalo.promotes_to, Some(PieceKind::PromotedWaterBuffalo));
/// assert!(tables::tenjiku_kind(PieceKind::PromotedWaterBuffalo, &rules).unwrap().burns);
/// assert_eq!(tables::tenjiku_kind(PieceKind::PromotedPawn, &rules).unwrap().promotes_to, None);
/// assert!(tables::tenjiku_kind(PieceKind::LionDog, &rules).is_none());
/// ```
pub fn tenjiku_kind(kind: PieceKind, rules: &crate::Rules) -> Option<KindInfo> {
    use PieceKind::*;
    let tsa = tenjiku_tsa(kind)?;
    let (movement, promotes_to) = if kind.is_promoted() {
        (promoted_movement(kind.unpromoted(), rules)?, None)
    } else {
        let m = movement(kind, rules)?;
        let promoted = promoted_movement(kind, rules).and_then(|_| kind.promoted());
        (m, promoted)
    };
    Some(KindInfo {
        royal: matches!(kind, King | PromotedDrunkElephant),
        burns: matches!(kind, FireDemon | PromotedWaterBuffalo),
        tsa,
        ..info(movement, promotes_to)
    })
}

/// How an initial Tenjiku kind moves (§5.1, §6–§10) under the options of `rules`.
fn movement(kind: PieceKind, rules: &crate::Rules) -> Option<Movement> {
    use crate::rules as o;
    use PieceKind::*;
    let area3 = match rules.area_moves {
        o::AreaMoves::King3 => 3,
        o::AreaMoves::None => 0,
    };
    // The fire demon's and vice general's area move may come back (§8.1).
    let returns = area3 > 0 && rules.area_return == o::AreaReturn::Allowed;
    Some(match kind {
        King => KING,
        GreatGeneral => GREAT_GENERAL,
        ViceGeneral => Movement {
            jump_rank: VICE_RANK,
            area: area3,
            returns,
            ..BISHOP
        },
        RookGeneral => ROOK_GENERAL,
        BishopGeneral => BISHOP_GENERAL,
        FreeEagle => match rules.free_eagle {
            o::FreeEagle::Qd => mvc!(&[(0, 2), (2, 0), (0, -2), (-2, 0)], QUEEN),
            o::FreeEagle::Queen => QUEEN_MOVE,
            o::FreeEagle::LionDiagonal => Movement {
                lion: LionPower::Diagonal,
                ..mvc!(
                    &[
                        (0, 2),
                        (2, 0),
                        (0, -2),
                        (-2, 0),
                        (2, 2),
                        (2, -2),
                        (-2, -2),
                        (-2, 2)
                    ],
                    QUEEN
                )
            },
            o::FreeEagle::JaOrthJump => Movement {
                orth_over: true,
                ..BISHOP
            },
        },
        Queen => QUEEN_MOVE,
        SoaringEagle => SOARING_EAGLE,
        HornedFalcon => HORNED_FALCON,
        WaterBuffalo => WATER_BUFFALO,
        ChariotSoldier => CHARIOT_SOLDIER,
        FireDemon => Movement {
            area: area3,
            returns,
            ..match rules.fire_demon_slide {
                o::FireDemonSlide::Sideways => {
                    mvc!(&[], &[s(FR), s(FL), s(BR), s(BL), s(R), s(L)])
                }
                o::FireDemonSlide::Vertical => {
                    mvc!(&[], &[s(FR), s(FL), s(BR), s(BL), s(F), s(B)])
                }
            }
        },
        LionHawk => match rules.lion_hawk {
            o::LionHawk::BishopLion => Movement {
                slides: DIAG,
                ..LION
            },
            o::LionHawk::Area2 => Movement { area: 2, ..BISHOP },
        },
        Lion => LION,
        DragonKing => DRAGON_KING,
        DragonHorse => DRAGON_HORSE,
        Rook => ROOK,
        Bishop => BISHOP,
        Kirin => KIRIN,
        Phoenix => PHOENIX,
        DrunkElephant => DRUNK_ELEPHANT,
        BlindTiger => BLIND_TIGER,
        FerociousLeopard => FEROCIOUS_LEOPARD,
        Gold => GOLD,
        Silver => SILVER,
        Copper => COPPER,
        VerticalMover => VERTICAL_MOVER,
        SideMover => SIDE_MOVER,
        ReverseChariot => REVERSE_CHARIOT,
        VerticalSoldier => VERTICAL_SOLDIER,
        SideSoldier => SIDE_SOLDIER,
        Lance => LANCE,
        Knight => KNIGHT,
        IronGeneral => IRON_GENERAL,
        Dog => DOG,
        Pawn => PAWN,
        _ => return None,
    })
}

/// How the promoted form of an initial Tenjiku kind moves (§5.1's last column, §5.2, §5.3):
/// as the kind it becomes, or as a promotion-only kind. `None` if `kind` never promotes.
fn promoted_movement(kind: PieceKind, rules: &crate::Rules) -> Option<Movement> {
    use PieceKind::*;
    let target = match kind {
        RookGeneral => GreatGeneral,
        BishopGeneral => ViceGeneral,
        Queen => FreeEagle,
        SoaringEagle => RookGeneral,
        HornedFalcon => BishopGeneral,
        WaterBuffalo => FireDemon,
        Lion => LionHawk,
        DragonKing => SoaringEagle,
        DragonHorse => HornedFalcon,
        Rook => DragonKing,
        Bishop => DragonHorse,
        Kirin => Lion,
        Phoenix => Queen,
        DrunkElephant => King,
        FerociousLeopard => Bishop,
        Gold => Rook,
        Silver => VerticalMover,
        Copper => SideMover,
        VerticalSoldier => ChariotSoldier,
        SideSoldier => WaterBuffalo,
        Knight => SideSoldier,
        IronGeneral => VerticalSoldier,
        Pawn => Gold,
        ChariotSoldier => return Some(HEAVENLY_TETRARCHS),
        BlindTiger => return Some(FLYING_STAG),
        VerticalMover => return Some(FLYING_OX),
        SideMover => return Some(FREE_BOAR),
        ReverseChariot => return Some(WHALE),
        Lance => return Some(WHITE_HORSE),
        Dog => return Some(MULTI_GENERAL),
        _ => return None,
    };
    movement(target, rules)
}

/// The Tenjiku TSA abbreviation of a kind (§5): `None` for the kinds Tenjiku lacks.
pub(super) fn tenjiku_tsa(kind: PieceKind) -> Option<&'static str> {
    use PieceKind::*;
    Some(match kind {
        King => "K",
        GreatGeneral => "GG",
        ViceGeneral => "VG",
        RookGeneral => "RG",
        BishopGeneral => "BG",
        FreeEagle => "FE",
        Queen => "Q",
        SoaringEagle => "SE",
        HornedFalcon => "HF",
        WaterBuffalo => "WB",
        ChariotSoldier => "CS",
        FireDemon => "FiD",
        LionHawk => "LH",
        Lion => "Ln",
        DragonKing => "DK",
        DragonHorse => "DH",
        Rook => "R",
        Bishop => "B",
        Kirin => "Kr",
        Phoenix => "Ph",
        DrunkElephant => "DE",
        BlindTiger => "BT",
        FerociousLeopard => "FL",
        Gold => "G",
        Silver => "S",
        Copper => "C",
        VerticalMover => "VM",
        SideMover => "SM",
        ReverseChariot => "RC",
        VerticalSoldier => "VS",
        SideSoldier => "SS",
        Lance => "L",
        Knight => "N",
        IronGeneral => "I",
        Dog => "D",
        Pawn => "P",
        PromotedRookGeneral => "+RG",
        PromotedBishopGeneral => "+BG",
        PromotedQueen => "+Q",
        PromotedSoaringEagle => "+SE",
        PromotedHornedFalcon => "+HF",
        PromotedWaterBuffalo => "+WB",
        PromotedChariotSoldier => "+CS",
        PromotedLion => "+Ln",
        PromotedDragonKing => "+DK",
        PromotedDragonHorse => "+DH",
        PromotedRook => "+R",
        PromotedBishop => "+B",
        PromotedKirin => "+Kr",
        PromotedPhoenix => "+Ph",
        PromotedDrunkElephant => "+DE",
        PromotedBlindTiger => "+BT",
        PromotedFerociousLeopard => "+FL",
        PromotedGold => "+G",
        PromotedSilver => "+S",
        PromotedCopper => "+C",
        PromotedVerticalMover => "+VM",
        PromotedSideMover => "+SM",
        PromotedReverseChariot => "+RC",
        PromotedVerticalSoldier => "+VS",
        PromotedSideSoldier => "+SS",
        PromotedLance => "+L",
        PromotedKnight => "+N",
        PromotedIronGeneral => "+I",
        PromotedDog => "+D",
        PromotedPawn => "+P",
        _ => return None,
    })
}

/// The English name of a Tenjiku kind: a promoted form that moves as another kind says so
/// ("promoted rook (dragon king)"); the promotion-only kinds have their own names.
pub(super) fn tenjiku_name(kind: PieceKind) -> &'static str {
    use PieceKind::*;
    match kind {
        PromotedRookGeneral => "promoted rook general (great general)",
        PromotedBishopGeneral => "promoted bishop general (vice general)",
        PromotedQueen => "promoted queen (free eagle)",
        PromotedSoaringEagle => "promoted soaring eagle (rook general)",
        PromotedHornedFalcon => "promoted horned falcon (bishop general)",
        PromotedWaterBuffalo => "promoted water buffalo (fire demon)",
        PromotedLion => "promoted lion (lion hawk)",
        PromotedDragonKing => "promoted dragon king (soaring eagle)",
        PromotedDragonHorse => "promoted dragon horse (horned falcon)",
        PromotedRook => "promoted rook (dragon king)",
        PromotedBishop => "promoted bishop (dragon horse)",
        PromotedKirin => "promoted kirin (lion)",
        PromotedPhoenix => "promoted phoenix (queen)",
        PromotedFerociousLeopard => "promoted ferocious leopard (bishop)",
        PromotedGold => "promoted gold (rook)",
        PromotedSilver => "promoted silver (vertical mover)",
        PromotedCopper => "promoted copper (side mover)",
        PromotedVerticalSoldier => "promoted vertical soldier (chariot soldier)",
        PromotedSideSoldier => "promoted side soldier (water buffalo)",
        PromotedKnight => "promoted knight (side soldier)",
        PromotedIronGeneral => "promoted iron general (vertical soldier)",
        PromotedPawn => "promoted pawn (gold)",
        k => k.english(),
    }
}

/// The alternative Tenjiku abbreviations of §5 (E. Werner's program and published records,
/// `FD` from the Perl module, the names of the promotion-only kinds). Read, never written.
/// Left out: `Wh` for the whale, which differs from the white horse's `WH` only in case.
pub const TENJIKU_ALIASES: &[(&str, PieceKind)] = {
    use PieceKind::*;
    &[
        ("GGn", GreatGeneral),
        ("VGn", ViceGeneral),
        ("RGn", RookGeneral),
        ("BGn", BishopGeneral),
        ("FEg", FreeEagle),
        ("FK", Queen),
        ("SEg", SoaringEagle),
        ("WBf", WaterBuffalo),
        ("ChS", ChariotSoldier),
        ("Fi", FireDemon),
        ("FD", FireDemon),
        ("LHk", LionHawk),
        ("Ky", Kirin),
        ("VSd", VerticalSoldier),
        ("SSd", SideSoldier),
        ("Dg", Dog),
        ("CP", PromotedDrunkElephant),
        ("HT", PromotedChariotSoldier),
        ("FO", PromotedVerticalMover),
        ("FB", PromotedSideMover),
        ("FBo", PromotedSideMover),
        ("FS", PromotedBlindTiger),
        ("MG", PromotedDog),
        ("MGn", PromotedDog),
        ("W", PromotedReverseChariot),
        ("WH", PromotedLance),
    ]
};
