//! The movement tables of Maka, Dai, Dai Dai and Tenjiku against the Betza strings of their
//! references (`maka-dai-dai-shogi.md` §3 and §4.2, defaults and option tables; `docs/rules/`),
//! read by a small Betza reader written here independently of `tables.rs`, so that a wrong
//! direction in a table cannot hide.

use std::collections::BTreeSet;
use yubin_rules::tables::{dai_kind, maka_kind, LionPower, Movement};
use yubin_rules::{PieceKind, Rules, Variant};

/// One atom: a direction `(right, forward)` and a range (`0` unlimited; leaps are `Leap`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Atom {
    Leap(i8, i8),
    Slide(i8, i8, u8),
}

/// Reads the subset of Betza notation the reference uses: atoms W F D A N K Q R B, an optional
/// range digit after R/B/Q, and direction modifiers f b s v l r (and pairs such as `fr`, `bl`,
/// `ff` for the narrow forward knight).
fn betza(text: &str) -> BTreeSet<Atom> {
    let mut out = BTreeSet::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let mut mods = String::new();
        while chars[i].is_ascii_lowercase() {
            mods.push(chars[i]);
            i += 1;
        }
        let atom = chars[i];
        i += 1;
        let mut range = 0u8;
        while i < chars.len() && chars[i].is_ascii_digit() {
            range = range * 10 + chars[i].to_digit(10).unwrap() as u8;
            i += 1;
        }
        let (base, slide): (Vec<(i8, i8)>, bool) = match atom {
            'W' => (ortho(1), false),
            'F' => (diag(1), false),
            'D' => (ortho(2), false),
            'A' => (diag(2), false),
            'N' => (
                vec![
                    (1, 2),
                    (2, 1),
                    (2, -1),
                    (1, -2),
                    (-1, -2),
                    (-2, -1),
                    (-2, 1),
                    (-1, 2),
                ],
                false,
            ),
            'K' => ([ortho(1), diag(1)].concat(), false),
            'R' => (ortho(1), true),
            'B' => (diag(1), true),
            'Q' => ([ortho(1), diag(1)].concat(), true),
            c => panic!("atom {c} in {text}"),
        };
        for (x, y) in base {
            if !allowed(&mods, x, y) {
                continue;
            }
            out.insert(if slide {
                Atom::Slide(x, y, range)
            } else {
                Atom::Leap(x, y)
            });
        }
    }
    out
}

/// The steps, jumps and slides of a table's movement, as atoms.
fn atoms(m: &Movement) -> BTreeSet<Atom> {
    let leaps = m.leaps.iter().map(|&(x, y)| Atom::Leap(x, y));
    let slides = m.slides.iter().map(|&(x, y, n)| Atom::Slide(x, y, n));
    leaps.chain(slides).collect()
}

fn ortho(n: i8) -> Vec<(i8, i8)> {
    vec![(0, n), (n, 0), (0, -n), (-n, 0)]
}
fn diag(n: i8) -> Vec<(i8, i8)> {
    vec![(n, n), (n, -n), (-n, -n), (-n, n)]
}

/// Whether direction `(x, y)` (right, forward) passes the modifiers. Pairs of a vertical and a
/// horizontal letter (`fr`, `bl`) name one diagonal; otherwise letters are alternatives.
fn allowed(mods: &str, x: i8, y: i8) -> bool {
    if mods.is_empty() {
        return true;
    }
    if mods == "ff" {
        return y == 2 && x.abs() == 1;
    }
    let m: Vec<char> = mods.chars().collect();
    if m.len() == 2 && "fb".contains(m[0]) && "lr".contains(m[1]) {
        return test(m[0], x, y) && test(m[1], x, y);
    }
    if m.len() == 3 && m[0] == 'f' && m[1] == 'r' && m[2] == 'l' {
        return y >= 0; // forward, the forward diagonals (for Q) and sideways
    }
    m.iter().any(|&c| test(c, x, y))
}

fn test(c: char, x: i8, y: i8) -> bool {
    match c {
        'f' => y > 0,
        'b' => y < 0,
        'l' => x < 0,
        'r' => x > 0,
        's' => y == 0,
        'v' => x == 0,
        _ => panic!("modifier {c}"),
    }
}

#[track_caller]
fn check(rules: &Rules, kind: PieceKind, text: &str) {
    let m = maka_kind(kind, rules)
        .unwrap_or_else(|| panic!("{kind:?}"))
        .movement;
    assert_eq!(atoms(&m), betza(text), "{kind:?} should be {text}");
}

#[test]
fn reader_sanity() {
    assert_eq!(betza("fFbrFlW").len(), 4);
    assert_eq!(betza("K").len(), 8);
    assert_eq!(
        betza("ffN"),
        [Atom::Leap(-1, 2), Atom::Leap(1, 2)].into_iter().collect()
    );
    assert!(betza("fRfrBblBbW").contains(&Atom::Slide(1, 1, 0)));
    assert!(betza("fRfrBblBbW").contains(&Atom::Slide(-1, -1, 0)));
}

#[test]
fn default_movements_match_the_reference() {
    use PieceKind::*;
    let r = Rules::standard(Variant::Maka);
    let table: &[(PieceKind, &str)] = &[
        (King, "K"),
        (Queen, "Q"),
        (DragonKing, "RF"),
        (DragonHorse, "BW"),
        (Rook, "R"),
        (Bishop, "B"),
        (SideFlier, "FsR"),
        (SheDevil, "R5B2"),
        (Wrestler, "B3sW"),
        (GuardianOfTheGods, "R3fF"),
        (BuddhistDevil, "fB3sbW"),
        (ViolentOx, "R2"),
        (FlyingDragon, "B2"),
        (OldRat, "fB2bR2"),
        (RightChariot, "fRfrBblBbW"),
        (LeftChariot, "fRflBbrBbW"),
        (VerticalMover, "vRsW"),
        (SideMover, "sRvW"),
        (Phoenix, "WA"),
        (Kirin, "FD"),
        (Donkey, "WvD"),
        (Knight, "ffN"),
        (DrunkElephant, "FsfW"),
        (BlindTiger, "FsbW"),
        (FerociousLeopard, "FvW"),
        (RecliningDragon, "WbF"),
        (Gold, "WfF"),
        (Silver, "FfW"),
        (Copper, "vWfF"),
        (TileGeneral, "fFbW"),
        (EvilWolf, "fKsW"),
        (IronGeneral, "fK"),
        (StoneGeneral, "fF"),
        (ReverseChariot, "vR"),
        (Lance, "fR"),
        (EarthGeneral, "vW"),
        (GoBetween, "vW"),
        (BlindBear, "FbR"),
        (ChineseCock, "fFsbW"),
        (OldMonkey, "FbW"),
        (AngryBoar, "W"),
        (CatSword, "F"),
        (CoiledSerpent, "vWbF"),
        (DarkSpirit, "fFblFrW"),
        (Deva, "fFbrFlW"),
        (Pawn, "fW"),
        // §4.2
        (PromotedGold, "RfB"),
        (PromotedSilver, "BfR"),
        (PromotedCopper, "vRfB"),
        (PromotedIronGeneral, "fQ"),
        (PromotedTileGeneral, "fBbR"),
        (PromotedStoneGeneral, "fB"),
        (PromotedEarthGeneral, "vR"),
        (PromotedGoBetween, "vR"),
        (PromotedDrunkElephant, "K"),
        (PromotedBlindTiger, "BsbR"),
        (PromotedFerociousLeopard, "BvR"),
        (PromotedCoiledSerpent, "vRbB"),
        (PromotedRecliningDragon, "fQbK"),
        (PromotedChineseCock, "BfRbW"),
        (PromotedOldMonkey, "BbRfW"),
        (PromotedCatSword, "B"),
        (PromotedKirin, "sRvR2B3"),
        (PromotedPhoenix, "vRsR2B3"),
        (PromotedEvilWolf, "BvRsR5"),
        (PromotedBlindBear, "BsRfA"),
        (PromotedAngryBoar, "BsR"),
        (PromotedOldRat, "fRbB"),
        (PromotedDeva, "Q"),
        (PromotedDarkSpirit, "KNADQ"),
    ];
    for &(k, b) in table {
        check(&r, k, b);
    }
    // Every promoted-to-gold form moves as a gold.
    let mut golds = 0;
    for &k in PieceKind::ALL {
        if k.is_promoted() && r.variant == Variant::Maka {
            if let Some(i) = maka_kind(k.unpromoted(), &r) {
                if i.promotes_to == Some(k)
                    && maka_kind(k, &r).unwrap().movement == maka_kind(Gold, &r).unwrap().movement
                {
                    golds += 1;
                }
            }
        }
    }
    assert_eq!(golds, 21);
    // The lion-power kinds.
    assert_eq!(maka_kind(Lion, &r).unwrap().movement.lion, LionPower::Full);
    assert!(maka_kind(LionDog, &r).unwrap().movement.dog);
    assert!(maka_kind(PromotedDeva, &r).unwrap().movement.dog);
    let ff = maka_kind(PromotedLion, &r).unwrap().movement;
    assert!(ff.dog && ff.lion == LionPower::Full);
}

/// An option setting, the kind it changes and its Betza string.
type Case = (fn(&mut Rules), PieceKind, &'static str);

#[test]
fn option_movements_match_the_reference() {
    use yubin_rules::rules as o;
    use PieceKind as K;
    let cases: Vec<Case> = vec![
        (|r| r.deva = o::Deva::Sz, K::Deva, "fFblFlW"),
        (|r| r.deva = o::Deva::Sz, K::DarkSpirit, "fFbrFrW"),
        (|r| r.deva = o::Deva::Srz, K::Deva, "WlF"),
        (|r| r.deva = o::Deva::Srz, K::DarkSpirit, "WrF"),
        (
            |r| r.free_dragon = o::FreeDragon::FrlRbK,
            K::PromotedRecliningDragon,
            "frlRbK",
        ),
        (
            |r| r.free_dragon = o::FreeDragon::RbB,
            K::PromotedRecliningDragon,
            "RbB",
        ),
        (
            |r| r.free_wolf = o::FreeWolf::SR5,
            K::PromotedEvilWolf,
            "sR5",
        ),
        (
            |r| r.free_wolf = o::FreeWolf::FBsRbR,
            K::PromotedEvilWolf,
            "fBsRbR",
        ),
        (
            |r| r.free_wolf = o::FreeWolf::FrlQ,
            K::PromotedEvilWolf,
            "frlQ",
        ),
        (
            |r| r.free_boar = o::FreeBoar::FQ,
            K::PromotedAngryBoar,
            "fQ",
        ),
        (
            |r| r.free_bear = o::FreeBear::BsR,
            K::PromotedBlindBear,
            "BsR",
        ),
        (
            |r| r.free_bear = o::FreeBear::BsRfAHop1,
            K::PromotedBlindBear,
            "BsRfA",
        ),
        (|r| r.blind_bear = o::BlindBear::K, K::BlindBear, "K"),
        (|r| r.blind_bear = o::BlindBear::FsW, K::BlindBear, "FsW"),
        (|r| r.donkey = o::Donkey::SWvD, K::Donkey, "sWvD"),
        (|r| r.wrestler = o::Wrestler::B3W, K::Wrestler, "B3W"),
        (|r| r.she_devil = o::SheDevil::B2, K::SheDevil, "B2"),
        (
            |r| r.buddhist_devil = o::BuddhistDevil::FB3,
            K::BuddhistDevil,
            "fB3",
        ),
        (|r| r.side_flier = o::SideFlier::FFsR, K::SideFlier, "fFsR"),
        (
            |r| r.chinese_cock = o::ChineseCock::FbW,
            K::ChineseCock,
            "FbW",
        ),
        (|r| r.old_monkey = o::OldMonkey::FfW, K::OldMonkey, "FfW"),
        (
            |r| r.reclining_dragon = o::RecliningDragon::FfW,
            K::RecliningDragon,
            "FfW",
        ),
        (
            |r| r.coiled_serpent = o::CoiledSerpent::FWbF,
            K::CoiledSerpent,
            "fWbF",
        ),
        (
            |r| r.wizard_stork = o::WizardStork::B,
            K::PromotedChineseCock,
            "B",
        ),
        (
            |r| r.mountain_witch = o::MountainWitch::B,
            K::PromotedOldMonkey,
            "B",
        ),
        (|r| r.lion_dog = o::LionDog::Q3, K::LionDog, "Q3"),
        (
            |r| r.teaching_king = o::TeachingKing::QueenOnly,
            K::PromotedDeva,
            "Q",
        ),
        (
            |r| r.kirin_phoenix = o::KirinPhoenix::LionQueen,
            K::PromotedPhoenix,
            "Q",
        ),
        (
            |r| r.kirin_phoenix = o::KirinPhoenix::LionQueen,
            K::PromotedKirin,
            "KNAD",
        ),
        (
            |r| r.furious_fiend = o::FuriousFiend::LionPlusQ3,
            K::PromotedLion,
            "KNADQ3",
        ),
        (
            |r| r.emperor = o::Emperor::LionQueen,
            K::PromotedKing,
            "KNADQ",
        ),
    ];
    let mut n = 0;
    for (set, kind, text) in cases {
        let mut r = Rules::standard(Variant::Maka);
        set(&mut r);
        check(&r, kind, text);
        n += 1;
    }
    assert_eq!(n, 31);
}

/// The Dai table against the Betza strings of `docs/rules/dai-shogi.md` §3.2 (the Dai kinds and
/// their gold promotions) and of `chu-shogi.md` §5.1 (Chu's kinds of plain movement).
#[test]
fn dai_movements_match_the_reference() {
    use PieceKind::*;
    let table: &[(PieceKind, &str)] = &[
        (ViolentOx, "R2"),
        (FlyingDragon, "B2"),
        (EvilWolf, "fKsW"),
        (AngryBoar, "W"),
        (CatSword, "F"),
        (IronGeneral, "fK"),
        (StoneGeneral, "fF"),
        (Knight, "ffN"),
        (PromotedViolentOx, "WfF"),
        (PromotedFlyingDragon, "WfF"),
        (PromotedEvilWolf, "WfF"),
        (PromotedAngryBoar, "WfF"),
        (PromotedCatSword, "WfF"),
        (PromotedIronGeneral, "WfF"),
        (PromotedStoneGeneral, "WfF"),
        (PromotedKnight, "WfF"),
        (King, "K"),
        (Queen, "Q"),
        (DragonKing, "RF"),
        (DragonHorse, "BW"),
        (Rook, "R"),
        (Bishop, "B"),
        (Kirin, "FD"),
        (Phoenix, "WA"),
        (DrunkElephant, "FsfW"),
        (BlindTiger, "FsbW"),
        (FerociousLeopard, "FvW"),
        (Gold, "WfF"),
        (Silver, "FfW"),
        (Copper, "vWfF"),
        (VerticalMover, "vRsW"),
        (SideMover, "sRvW"),
        (ReverseChariot, "vR"),
        (Lance, "fR"),
        (GoBetween, "vW"),
        (Pawn, "fW"),
    ];
    for &(kind, text) in table {
        let info = dai_kind(kind).unwrap_or_else(|| panic!("{kind:?}"));
        let m = info.movement;
        assert_eq!(atoms(&m), betza(text), "{kind:?} should be {text}");
        assert_eq!(m.lion, LionPower::None, "{kind:?}");
        assert!(!info.lion, "{kind:?}: no lion-trading rules in Dai");
    }
    let lion = dai_kind(Lion).unwrap();
    assert_eq!(lion.movement.lion, LionPower::Full);
    assert!(!lion.lion, "no lion-trading rules in Dai");
    assert!(dai_kind(LionDog).is_none());
}

/// The Dai Dai table against the Betza strings of `docs/rules/dai-dai-shogi.md` §3.1 and §3.2
/// (default options), every kind of plain movement; the pieces with powers beyond steps and
/// slides (lion, lion dog, hook mover, long-nosed goblin, furious fiend, the barbarians'
/// lion and lion dog) are checked by their scenarios in `tests/daidai.rs`.
#[test]
fn daidai_movements_match_the_reference() {
    use yubin_rules::tables::daidai_kind;
    use PieceKind::*;
    let rules = Rules::standard(Variant::DaiDai);
    let table: &[(PieceKind, &str)] = &[
        (King, "K"),
        (Queen, "Q"),
        (RushingBird, "BsRfR"),
        (FreeDemon, "BsRvR5"),
        (FreeDreamEater, "BvRsR5"),
        (WaterBuffalo, "BsRvR2"),
        (DragonKing, "RF"),
        (DragonHorse, "BW"),
        (SquareMover, "RfF"),
        (RacingChariot, "RbF"),
        (Rook, "R"),
        (Bishop, "B"),
        (GoldenBird, "vRsR2B3"),
        (GreatDragon, "sRvR2B3"),
        (StandardBearer, "fQsR2bR2bB2"),
        (FragrantElephant, "fBR2bB2"),
        (WhiteElephant, "bBR2fB2"),
        (Dove, "B5R2"),
        (SheDevil, "R5B2"),
        (BlueDragon, "sRvR2frBflF"),
        (WhiteTiger, "vRsR2flBfrF"),
        (RightChariot, "fRfrBblBbW"),
        (LeftChariot, "fRflBbrBbW"),
        (Phoenix, "WA"),
        (Kirin, "FD"),
        (PoisonousSnake, "sWfDbA"),
        (OldKite, "R2fF"),
        (ViolentOx, "R2"),
        (FlyingDragon, "B2"),
        (EnchantedFox, "fB2bR2"),
        (OldRat, "fB2bR2"),
        (EnchantedBadger, "fR2sR2"),
        (FlyingHorse, "WfB2"),
        (PrancingStag, "FfWsR2"),
        (SavageTiger, "fFvR2"),
        (NorthernBarbarian, "fB2bFsW"),
        (SouthernBarbarian, "fFsWbB2"),
        (EasternBarbarian, "fFsWvR2"),
        (WesternBarbarian, "fFvWsR2"),
        (NeighboringKing, "FsfW"),
        (BlindMonkey, "FsW"),
        (FerociousLeopard, "FvW"),
        (EvilWolf, "fKsW"),
        (ViolentBear, "fB2sW"),
        (RightGeneral, "FvWlW"),
        (LeftGeneral, "FvWrW"),
        (Gold, "WfF"),
        (Silver, "FfW"),
        (Copper, "vWfF"),
        (IronGeneral, "fK"),
        (WoodGeneral, "fB2"),
        (StoneGeneral, "fF"),
        (AngryBoar, "W"),
        (CatSword, "F"),
        (ReverseChariot, "vR"),
        (Lance, "fR"),
        (SideMover, "sRvW"),
        (VerticalMover, "vRsW"),
        (HowlingDog, "fRbW"),
        (Pawn, "fW"),
        (PromotedLionDog, "sR5bB5fB3vR3"),
        (PromotedBlindMonkey, "BbRfW"),
        (PromotedOldRat, "BfRbW"),
    ];
    for &(kind, text) in table {
        let info = daidai_kind(kind, &rules).unwrap_or_else(|| panic!("{kind:?}"));
        let m = info.movement;
        assert_eq!(atoms(&m), betza(text), "{kind:?} should be {text}");
        assert_eq!(m.lion, LionPower::None, "{kind:?}");
        assert!(!info.lion, "{kind:?}: no lion-trading rules in Dai Dai");
    }
    assert_eq!(table.len(), 63);
}

/// The Tenjiku table against the Betza strings of `docs/rules/tenjiku-shogi.md` §5.1 and §5.2
/// (default options), every kind and promoted form of plain movement, with each promoted form
/// moving as the kind of §5.3; the powers beyond steps and slides (area moves, jump captures,
/// the heavenly tetrarchs, lion power, burning) are given as data here and checked by their
/// scenarios in `tests/tenjiku/`.
#[test]
fn tenjiku_movements_match_the_reference() {
    use yubin_rules::tables::tenjiku_kind;
    use PieceKind::*;
    let rules = Rules::standard(Variant::Tenjiku);
    let plain: &[(PieceKind, &str)] = &[
        (King, "K"),
        (Queen, "Q"),
        (FreeEagle, "QD"),
        (WaterBuffalo, "BsRvR2"),
        (ChariotSoldier, "BvRsR2"),
        (FireDemon, "BsR"),
        (DragonKing, "RF"),
        (DragonHorse, "BW"),
        (Rook, "R"),
        (Bishop, "B"),
        (Kirin, "FD"),
        (Phoenix, "WA"),
        (DrunkElephant, "FsfW"),
        (BlindTiger, "FsbW"),
        (FerociousLeopard, "FvW"),
        (Gold, "WfF"),
        (Silver, "FfW"),
        (Copper, "vWfF"),
        (VerticalMover, "vRsW"),
        (SideMover, "sRvW"),
        (ReverseChariot, "vR"),
        (VerticalSoldier, "fRsR2bW"),
        (SideSoldier, "sRfR2bW"),
        (Lance, "fR"),
        (Knight, "ffN"),
        (IronGeneral, "fK"),
        (Dog, "fWbF"),
        (Pawn, "fW"),
        (PromotedDrunkElephant, "K"),
        (PromotedVerticalMover, "BvR"),
        (PromotedSideMover, "BsR"),
        (PromotedBlindTiger, "FsWvR"),
        (PromotedDog, "fRbB"),
        (PromotedReverseChariot, "vRbB"),
        (PromotedLance, "vRfB"),
        (PromotedPawn, "WfF"),
        (PromotedGold, "R"),
        (PromotedSilver, "vRsW"),
        (PromotedCopper, "sRvW"),
        (PromotedFerociousLeopard, "B"),
        (PromotedRook, "RF"),
        (PromotedBishop, "BW"),
        (PromotedPhoenix, "Q"),
        (PromotedQueen, "QD"),
        (PromotedKnight, "sRfR2bW"),
        (PromotedIronGeneral, "fRsR2bW"),
        (PromotedSideSoldier, "BsRvR2"),
        (PromotedVerticalSoldier, "BvRsR2"),
        (PromotedWaterBuffalo, "BsR"),
        // The generals' plain slides (their jumps are `jump_rank`).
        (GreatGeneral, "Q"),
        (ViceGeneral, "B"),
        (RookGeneral, "R"),
        (BishopGeneral, "B"),
        (PromotedSoaringEagle, "R"),
        (PromotedHornedFalcon, "B"),
        (PromotedRookGeneral, "Q"),
        (PromotedBishopGeneral, "B"),
    ];
    for &(kind, text) in plain {
        let info = tenjiku_kind(kind, &rules).unwrap_or_else(|| panic!("{kind:?}"));
        let m = info.movement;
        assert_eq!(atoms(&m), betza(text), "{kind:?} should be {text}");
        assert_eq!(m.lion, LionPower::None, "{kind:?}");
        assert!(!info.lion, "{kind:?}: no lion-trading rules in Tenjiku");
        assert!(m.skip_slides.is_empty() && !m.igui, "{kind:?}");
    }
    // The powers, by kind: (area steps, jump rank, burns).
    for (kind, area, rank, burns) in [
        (GreatGeneral, 0, 2, false),
        (PromotedRookGeneral, 0, 2, false),
        (ViceGeneral, 3, 3, false),
        (PromotedBishopGeneral, 3, 3, false),
        (RookGeneral, 0, 4, false),
        (BishopGeneral, 0, 4, false),
        (PromotedSoaringEagle, 0, 4, false),
        (PromotedHornedFalcon, 0, 4, false),
        (FireDemon, 3, 0, true),
        (PromotedWaterBuffalo, 3, 0, true),
        (WaterBuffalo, 0, 0, false),
        (King, 0, 0, false),
    ] {
        let info = tenjiku_kind(kind, &rules).unwrap();
        assert_eq!(
            (info.movement.area, info.movement.jump_rank, info.burns),
            (area, rank, burns),
            "{kind:?}"
        );
    }
    let tetrarchs = tenjiku_kind(PromotedChariotSoldier, &rules)
        .unwrap()
        .movement;
    assert!(tetrarchs.igui && tetrarchs.leaps.is_empty() && tetrarchs.slides.is_empty());
    assert_eq!(tetrarchs.skip_slides.len(), 8);
    for kind in [Lion, PromotedKirin, LionHawk, PromotedLion] {
        let info = tenjiku_kind(kind, &rules).unwrap();
        assert_eq!(info.movement.lion, LionPower::Full, "{kind:?}");
        assert!(!info.lion, "{kind:?}: no lion-trading rules in Tenjiku");
    }
    for kind in [
        SoaringEagle,
        PromotedDragonKing,
        HornedFalcon,
        PromotedDragonHorse,
    ] {
        assert!(matches!(
            tenjiku_kind(kind, &rules).unwrap().movement.lion,
            LionPower::Linear(_)
        ));
    }
    assert_eq!(plain.len(), 57);
}
