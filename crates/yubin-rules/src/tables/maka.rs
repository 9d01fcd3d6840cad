//! The Maka Dai Dai Shogi table (`maka-dai-dai-shogi.md` §3–§7) under the `maka.*` movement
//! options.

use super::*;

const fn with_lion(m: Movement) -> Movement {
    Movement {
        lion: LionPower::Full,
        ..m
    }
}

const fn with_dog(m: Movement) -> Movement {
    Movement { dog: true, ..m }
}

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
                o::SheDevil::R5B2 => SHE_DEVIL,
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
        ViolentOx => gold(VIOLENT_OX, PromotedViolentOx),
        FlyingDragon => gold(FLYING_DRAGON, PromotedFlyingDragon),
        OldRat => info(OLD_RAT, Some(PromotedOldRat)),
        RightChariot => gold(RIGHT_CHARIOT, PromotedRightChariot),
        LeftChariot => gold(LEFT_CHARIOT, PromotedLeftChariot),
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
        Knight => gold(KNIGHT, PromotedKnight),
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
        EvilWolf => info(EVIL_WOLF, Some(PromotedEvilWolf)),
        IronGeneral => info(IRON_GENERAL, Some(PromotedIronGeneral)),
        StoneGeneral => info(STONE_GENERAL, Some(PromotedStoneGeneral)),
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
        AngryBoar => info(ANGRY_BOAR, Some(PromotedAngryBoar)),
        CatSword => info(CAT_SWORD, Some(PromotedCatSword)),
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
                o::WizardStork::BfRbW => WIZARD_STORK,
                o::WizardStork::B => BISHOP,
            },
            None,
        ),
        PromotedOldMonkey => info(
            match rules.mountain_witch {
                o::MountainWitch::BbRfW => MOUNTAIN_WITCH,
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
                o::KirinPhoenix::GreatDragonGoldenBird => GREAT_DRAGON,
                o::KirinPhoenix::LionQueen => LION,
            },
            None,
        ),
        PromotedPhoenix => info(
            match rules.kirin_phoenix {
                o::KirinPhoenix::GreatDragonGoldenBird => GOLDEN_BIRD,
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
        // The rest of the family's own kinds (Dai Dai's, listed after Maka's).
        _ => return None,
    };
    Some(KindInfo {
        tsa: maka_tsa(kind),
        ..i
    })
}

pub(super) fn hook(rules: &crate::Rules) -> Hook {
    match rules.hook_capture {
        crate::rules::HookCapture::Single => Hook::Single,
        crate::rules::HookCapture::Double => Hook::Double,
    }
}
