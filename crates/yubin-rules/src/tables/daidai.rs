//! The Dai Dai Shogi table (`docs/rules/dai-dai-shogi.md` §3–§6) under the `daidai.*` movement
//! options: 64 initial kinds and 4 promotion-only ones.
//!
//! Few pieces promote in Dai Dai, and most become a piece the array already holds (an old kite
//! becomes a long-nosed goblin, a phoenix a golden bird): such a promotion names that kind
//! itself in `promotes_to`, so the promoted piece is in every respect the array's piece and
//! never promotes again. Only the lion (furious fiend), the lion dog (great elephant), the old
//! rat (wizard stork), the blind monkey (mountain witch) and the eastern and western barbarians
//! (moving as a lion and a lion dog, but never promoting again) become promoted forms of
//! their own.

use super::*;

/// The Dai Dai Shogi table under the options of `rules`; `None` for the kinds Dai Dai does not
/// have.
///
/// ```
/// use yubin_rules::{tables, PieceKind, Rules, Variant};
/// let rules = Rules::standard(Variant::DaiDai);
/// let kite = tables::daidai_kind(PieceKind::OldKite, &rules).unwrap();
/// assert_eq!(kite.promotes_to, Some(PieceKind::LongNosedGoblin));
/// assert_eq!(tables::daidai_kind(PieceKind::Gold, &rules).unwrap().promotes_to, None);
/// assert!(tables::daidai_kind(PieceKind::DrunkElephant, &rules).is_none());
/// ```
pub fn daidai_kind(kind: PieceKind, rules: &crate::Rules) -> Option<KindInfo> {
    use crate::rules as o;
    use PieceKind::*;
    let to = |m: Movement, promoted: PieceKind| info(m, Some(promoted));
    let dog = |m: Movement| match rules.lion_dog {
        o::LionDog::LinearLion3 => Movement { dog: true, ..m },
        o::LionDog::Q3 => Movement { slides: Q3, ..m },
    };
    let lion_dog = dog(mvc!(&[], &[]));
    let i = match kind {
        King => KindInfo {
            royal: true,
            ..info(KING, None)
        },
        Queen => info(QUEEN_MOVE, None),
        RushingBird => to(
            mvc!(&[], &[s(FR), s(FL), s(BR), s(BL), s(R), s(L), s(F)]),
            FreeDemon,
        ),
        FreeDemon => info(
            match rules.free_demon {
                o::FreeDemon::BsRvR5 => mvc!(
                    &[],
                    &[s(FR), s(FL), s(BR), s(BL), s(R), s(L), r(F, 5), r(B, 5)]
                ),
                o::FreeDemon::FBsRvR5 => {
                    mvc!(&[], &[s(FR), s(FL), s(R), s(L), r(F, 5), r(B, 5)])
                }
            },
            None,
        ),
        FreeDreamEater => info(
            match rules.free_dream_eater {
                o::FreeDreamEater::BvRsR5 => mvc!(
                    &[],
                    &[s(FR), s(FL), s(BR), s(BL), s(F), s(B), r(R, 5), r(L, 5)]
                ),
                o::FreeDreamEater::FBvRsR5 => {
                    mvc!(&[], &[s(FR), s(FL), s(F), s(B), r(R, 5), r(L, 5)])
                }
            },
            None,
        ),
        WaterBuffalo => to(
            mvc!(
                &[],
                &[s(FR), s(FL), s(BR), s(BL), s(R), s(L), r(F, 2), r(B, 2)]
            ),
            FreeDreamEater,
        ),
        DragonKing => info(DRAGON_KING, None),
        DragonHorse => info(DRAGON_HORSE, None),
        SquareMover => info(mvc!(&[FR, FL], ORTHO), None),
        RacingChariot => info(mvc!(&[BR, BL], ORTHO), None),
        Rook => info(ROOK, None),
        Bishop => info(BISHOP, None),
        GoldenBird => info(GOLDEN_BIRD, None),
        GreatDragon => info(GREAT_DRAGON, None),
        StandardBearer => info(
            mvc!(
                &[],
                &[
                    s(F),
                    s(FR),
                    s(FL),
                    r(R, 2),
                    r(L, 2),
                    r(B, 2),
                    r(BR, 2),
                    r(BL, 2)
                ]
            ),
            None,
        ),
        FragrantElephant => info(
            mvc!(
                &[],
                &[
                    s(FR),
                    s(FL),
                    r(F, 2),
                    r(B, 2),
                    r(R, 2),
                    r(L, 2),
                    r(BR, 2),
                    r(BL, 2)
                ]
            ),
            None,
        ),
        WhiteElephant => info(
            mvc!(
                &[],
                &[
                    s(BR),
                    s(BL),
                    r(F, 2),
                    r(B, 2),
                    r(R, 2),
                    r(L, 2),
                    r(FR, 2),
                    r(FL, 2)
                ]
            ),
            None,
        ),
        Lion => to(LION, PromotedLion),
        LionDog => to(lion_dog, PromotedLionDog),
        Dove => info(
            mvc!(
                &[],
                &[
                    r(FR, 5),
                    r(FL, 5),
                    r(BR, 5),
                    r(BL, 5),
                    r(F, 2),
                    r(B, 2),
                    r(R, 2),
                    r(L, 2)
                ]
            ),
            None,
        ),
        SheDevil => info(SHE_DEVIL, None),
        BlueDragon => info(mvc!(&[FL], &[s(R), s(L), r(F, 2), r(B, 2), s(FR)]), None),
        WhiteTiger => info(mvc!(&[FR], &[s(F), s(B), r(R, 2), r(L, 2), s(FL)]), None),
        RightChariot => info(RIGHT_CHARIOT, None),
        LeftChariot => info(LEFT_CHARIOT, None),
        Phoenix => to(PHOENIX, GoldenBird),
        Kirin => to(KIRIN, GreatDragon),
        PoisonousSnake => to(mvc!(&[R, L, (0, 2), (2, -2), (-2, -2)], &[]), HookMover),
        OldKite => to(
            mvc!(&[FR, FL], &[r(F, 2), r(B, 2), r(R, 2), r(L, 2)]),
            LongNosedGoblin,
        ),
        ViolentOx => info(VIOLENT_OX, None),
        FlyingDragon => to(FLYING_DRAGON, DragonKing),
        EnchantedFox => to(mvc!(&[], &[r(FR, 2), r(FL, 2), r(B, 2)]), SheDevil),
        OldRat => to(OLD_RAT, PromotedOldRat),
        EnchantedBadger => to(mvc!(&[], &[r(F, 2), r(R, 2), r(L, 2)]), Dove),
        FlyingHorse => to(mvc!(ORTHO_STEPS, &[r(FR, 2), r(FL, 2)]), Queen),
        PrancingStag => to(mvc!(&[FR, FL, BR, BL, F], &[r(R, 2), r(L, 2)]), SquareMover),
        SavageTiger => info(mvc!(&[FR, FL], &[r(F, 2), r(B, 2)]), None),
        HookMover => info(
            Movement {
                hook: super::maka::hook(rules),
                ..ROOK
            },
            None,
        ),
        LongNosedGoblin => info(
            Movement {
                hook: super::maka::hook(rules),
                ..mvc!(ORTHO_STEPS, DIAG)
            },
            None,
        ),
        NorthernBarbarian => to(
            mvc!(&[BR, BL, R, L], &[r(FR, 2), r(FL, 2)]),
            FragrantElephant,
        ),
        SouthernBarbarian => to(mvc!(&[FR, FL, R, L], &[r(BR, 2), r(BL, 2)]), WhiteElephant),
        EasternBarbarian => to(
            mvc!(&[FR, FL, R, L], &[r(F, 2), r(B, 2)]),
            PromotedEasternBarbarian,
        ),
        WesternBarbarian => to(
            mvc!(&[FR, FL, F, B], &[r(R, 2), r(L, 2)]),
            PromotedWesternBarbarian,
        ),
        NeighboringKing => to(
            match rules.neighboring_king {
                o::NeighboringKing::FsfW => mvc!(&[FR, FL, BR, BL, R, L, F], &[]),
                o::NeighboringKing::K => KING,
            },
            StandardBearer,
        ),
        BlindMonkey => to(mvc!(&[FR, FL, BR, BL, R, L], &[]), PromotedBlindMonkey),
        FerociousLeopard => info(FEROCIOUS_LEOPARD, None),
        EvilWolf => info(EVIL_WOLF, None),
        ViolentBear => info(mvc!(&[R, L], &[r(FR, 2), r(FL, 2)]), None),
        RightGeneral => info(mvc!(&[FR, FL, BR, BL, F, B, L], &[]), None),
        LeftGeneral => info(mvc!(&[FR, FL, BR, BL, F, B, R], &[]), None),
        Gold => info(GOLD, None),
        Silver => info(SILVER, None),
        Copper => info(COPPER, None),
        IronGeneral => info(IRON_GENERAL, None),
        WoodGeneral => info(mvc!(&[], &[r(FR, 2), r(FL, 2)]), None),
        StoneGeneral => info(STONE_GENERAL, None),
        AngryBoar => info(ANGRY_BOAR, None),
        CatSword => to(CAT_SWORD, DragonHorse),
        ReverseChariot => info(REVERSE_CHARIOT, None),
        Lance => info(LANCE, None),
        SideMover => info(SIDE_MOVER, None),
        VerticalMover => info(VERTICAL_MOVER, None),
        HowlingDog => info(mvc!(&[B], &[s(F)]), None),
        Pawn => info(PAWN, None),
        // ------------------------------------------------------------ promoted forms
        PromotedLion => info(
            match rules.furious_fiend {
                o::FuriousFiend::LionPlusLionDog => dog(LION),
                o::FuriousFiend::LionPlusQ3 => Movement { slides: Q3, ..LION },
            },
            None,
        ),
        PromotedLionDog => info(
            mvc!(
                &[],
                &[
                    r(R, 5),
                    r(L, 5),
                    r(BR, 5),
                    r(BL, 5),
                    r(FR, 3),
                    r(FL, 3),
                    r(F, 3),
                    r(B, 3)
                ]
            ),
            None,
        ),
        PromotedOldRat => info(WIZARD_STORK, None),
        PromotedBlindMonkey => info(MOUNTAIN_WITCH, None),
        PromotedEasternBarbarian => info(LION, None),
        PromotedWesternBarbarian => info(lion_dog, None),
        _ => return None,
    };
    Some(KindInfo {
        tsa: daidai_tsa(kind)?,
        ..i
    })
}

/// The Dai Dai TSA abbreviation of a kind (`dai-dai-shogi.md` §3), `None` for a kind Dai Dai
/// lacks. Where the reference's codes are the same but for case (stone general `St`, savage
/// tiger `ST`), the savage tiger is written `SvT`: a position string tells the colours apart by
/// case, so a variant's codes must differ in more than case (`ST` is still read in moves).
pub(crate) fn daidai_tsa(kind: PieceKind) -> Option<&'static str> {
    use PieceKind::*;
    Some(match kind {
        Queen => "FK",
        RightChariot => "RCh",
        LeftChariot => "LCh",
        CatSword => "CSw",
        WesternBarbarian => "WB",
        SavageTiger => "SvT",
        PromotedLion => "+Ln",
        PromotedLionDog => "+LD",
        PromotedOldRat => "+OR",
        PromotedBlindMonkey => "+BM",
        ReverseChariot => "RC",
        Kirin => "Ky",
        King
        | RushingBird
        | FreeDemon
        | FreeDreamEater
        | WaterBuffalo
        | DragonKing
        | DragonHorse
        | SquareMover
        | RacingChariot
        | Rook
        | Bishop
        | GoldenBird
        | GreatDragon
        | StandardBearer
        | FragrantElephant
        | WhiteElephant
        | Lion
        | LionDog
        | Dove
        | SheDevil
        | BlueDragon
        | WhiteTiger
        | Phoenix
        | PoisonousSnake
        | OldKite
        | ViolentOx
        | FlyingDragon
        | EnchantedFox
        | OldRat
        | EnchantedBadger
        | FlyingHorse
        | PrancingStag
        | HookMover
        | LongNosedGoblin
        | NorthernBarbarian
        | SouthernBarbarian
        | EasternBarbarian
        | NeighboringKing
        | BlindMonkey
        | FerociousLeopard
        | EvilWolf
        | ViolentBear
        | RightGeneral
        | LeftGeneral
        | Gold
        | Silver
        | Copper
        | IronGeneral
        | WoodGeneral
        | StoneGeneral
        | AngryBoar
        | Lance
        | SideMover
        | VerticalMover
        | HowlingDog
        | Pawn
        | PromotedEasternBarbarian
        | PromotedWesternBarbarian => kind.tsa(),
        _ => return None,
    })
}

/// The alternative Dai Dai abbreviations of `dai-dai-shogi.md` §3 (HaChu's letters and the
/// Maka codes of the same pieces) and the names of the promotion-only kinds. Read, never
/// written. Left out, because they would clash without regard to case: `FDE` (the free
/// dream-eater's, against the free demon's `FDe`) and Maka's `RC` for the right chariot (the
/// reverse chariot's here).
pub const DAIDAI_ALIASES: &[(&str, PieceKind)] = {
    use PieceKind::*;
    &[
        ("Q", Queen),
        ("RU", RushingBird),
        ("FR", FreeDemon),
        ("FT", FreeDreamEater),
        ("SQ", SquareMover),
        ("RA", RacingChariot),
        ("GO", GoldenBird),
        ("DO", Dove),
        ("LC", LeftChariot),
        ("Kr", Kirin),
        ("PR", PrancingStag),
        ("ST", SavageTiger),
        ("LO", LongNosedGoblin),
        ("VB", ViolentBear),
        ("W", WoodGeneral),
        ("CS", CatSword),
        ("RV", ReverseChariot),
        ("FF", PromotedLion),
        ("GE", PromotedLionDog),
        ("MW", PromotedBlindMonkey),
        ("WS", PromotedOldRat),
    ]
};
