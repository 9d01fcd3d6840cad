//! What a piece of the picture says: its kanji, or its TSA letters.
//!
//! **Chu Shogi: one kanji**, as lishogi's default Chu piece set (Ryoko 1-Kanji) labels every
//! piece: the one-kanji board names of lishogi's KIF (scalashogi's, `yubin-records`'
//! `kif/names.rs`: `獅`, `奔`, `鷲`, `鯨`, …). Where that KIF writes a promoted piece as `成`
//! and the kanji of the piece it moves as (`成龍`, a promoted rook), the piece's back bears
//! the name of what it becomes, so the label is that kanji alone (`龍`), in red as every
//! promoted label; the tokin (`成歩` in the KIF) is `と`, as shogi sets write it.
//!
//! **Dai, Tenjiku, Dai Dai and Maka Dai Dai Shogi: the piece's two-kanji name**, written down
//! the piece as on real pieces. One kanji is ambiguous in these games (Maka has fourteen
//! promoted `奔…` pieces, Tenjiku `飛将`, `飛鷲` and `飛車`; Dai `猛牛` beside `猛豹`), and their
//! diagrams write the whole name: the initial-setup diagrams (初期配置図) of Japanese
//! Wikipedia's articles 大将棋 and 天竺大将棋 give every square its two-kanji name (`香車 桂馬
//! 石将 鐵将 …`, `… 火鬼 奔鷲 獅鷹 火鬼 …`), and so do the setup tables of 大大将棋 and
//! 摩訶大大将棋. The names are those of the project's rules references, each of which cites
//! its sources (`docs/rules/dai-shogi.md` §3, `tenjiku-shogi.md` §5, `dai-dai-shogi.md` §3
//! and §4, `maka-dai-dai-shogi.md` §3 and §4), in today's forms (`酔象`, `鉄将`, not `醉象`,
//! `鐵将`). A promoted piece bears the name of what it becomes (a promoted pawn `金将`, a
//! Maka promoted gold `奔金`), in red. Three names are longer than two kanji; they are cut to
//! their first two, as players shorten them: `四天王` (heavenly tetrarchs) `四天`, `自在天王`
//! (emperor) `自在`. The Tenjiku dog is `犬`, one kanji.
//!
//! **Letters**: the piece's TSA abbreviation in its variant, as the mails' boards write it
//! (`Ln`, `+DK`), red when promoted.

use crate::i18n::Language;
use yubin_rules::rules::KirinPhoenix;
use yubin_rules::{tables, Color, Piece, PieceKind, Rules, Variant};

/// What to write on the pieces: a player's setting (`pieces kanji|letters`), so the domain's.
pub use yubin_domain::model::Pieces;

/// The text on a piece of `kind` under `rules` in `style`, and whether it is red (promoted).
/// `None` for a kind the variant lacks.
pub fn label(rules: &Rules, kind: PieceKind, style: Pieces) -> Option<(&'static str, bool)> {
    let red = kind.is_promoted();
    let text = match style {
        Pieces::Letters => tables::tsa_name(rules.variant, kind)?,
        Pieces::Kanji if rules.variant == Variant::Chu => chu_kanji(kind)?,
        Pieces::Kanji => {
            tables::name(rules, kind)?;
            short(name(rules, kind)?)
        }
    };
    Some((text, red))
}

/// The text on `piece` under `rules` in `style`: its kind's ([`label`]), except the kings in
/// kanji: White's (the second player's, at the top of the diagrams) is `王` (`王将`), Black's
/// `玉` (`玉将`), as a shogi set's two kings are told apart and as printed diagrams and
/// lishogi's kanji sets draw them (the upper side's king 王, the lower's 玉).
pub fn piece_label(rules: &Rules, piece: Piece, style: Pieces) -> Option<(&'static str, bool)> {
    match (piece.kind, piece.color, style) {
        (PieceKind::King, Color::White, Pieces::Kanji) => {
            label(rules, piece.kind, style)?;
            Some((
                WHITE_KING[usize::from(rules.variant != Variant::Chu)],
                false,
            ))
        }
        _ => label(rules, piece.kind, style),
    }
}

/// Every name a Japanese player may write for a piece of `kind` under `rules`: its label
/// ([`label`]: Chu's one kanji, the larger games' two), its whole name (`獅子`, `歩兵`; a
/// promoted piece's, what it becomes), Chu's one kanji, a promoted piece as `成` and the
/// name of what it was (`成銀`, `成香`, as records write them), and both kings' names.
pub fn kanji_names(rules: &Rules, kind: PieceKind) -> Vec<&'static str> {
    let mut names = Vec::new();
    if let Some((l, _)) = label(rules, kind, Pieces::Kanji) {
        names.push(l);
    }
    names.extend(name(rules, kind));
    if rules.variant == Variant::Chu {
        names.extend(chu_kanji(kind));
    }
    if kind == PieceKind::King {
        names.extend(["玉", "王", "玉将", "王将"]);
    }
    names.sort_unstable();
    names.dedup();
    names
}

/// The promoted `kind` as records write a promoted piece: `成` and the one kanji of what it
/// was (`成銀`), for [`kanji_names`]' readers; `None` for an unpromoted kind.
pub fn promoted_name(rules: &Rules, kind: PieceKind) -> Option<String> {
    if !kind.is_promoted() {
        return None;
    }
    let base = kind.unpromoted();
    let (one, _) = label(rules, base, Pieces::Kanji)?;
    let first = one.chars().next()?;
    Some(format!("成{first}"))
}

/// White's king in kanji: in Chu, in the larger games.
pub const WHITE_KING: [&str; 2] = ["王", "王将"];

/// The first two kanji of a longer name (`四天王` → `四天`).
fn short(name: &'static str) -> &'static str {
    match name.char_indices().nth(2) {
        Some((i, _)) => &name[..i],
        None => name,
    }
}

/// Chu's one kanji (lishogi's board names; a promoted piece: what it becomes).
fn chu_kanji(kind: PieceKind) -> Option<&'static str> {
    use PieceKind::*;
    Some(match kind {
        King => "玉",
        Queen | PromotedPhoenix => "奔",
        Lion | PromotedKirin => "獅",
        DragonKing | PromotedRook => "龍",
        DragonHorse | PromotedBishop => "馬",
        Rook | PromotedGold => "飛",
        Bishop | PromotedFerociousLeopard => "角",
        Kirin => "麒",
        Phoenix => "鳳",
        DrunkElephant | PromotedGoBetween => "象",
        BlindTiger => "虎",
        FerociousLeopard => "豹",
        Gold => "金",
        Silver => "銀",
        Copper => "銅",
        VerticalMover | PromotedSilver => "竪",
        SideMover | PromotedCopper => "横",
        ReverseChariot => "反",
        Lance => "香",
        GoBetween => "仲",
        Pawn => "歩",
        PromotedDragonKing => "鷲",
        PromotedDragonHorse => "鷹",
        PromotedVerticalMover => "牛",
        PromotedSideMover => "猪",
        PromotedBlindTiger => "鹿",
        PromotedReverseChariot => "鯨",
        PromotedLance => "駒",
        PromotedDrunkElephant => "太",
        PromotedPawn => "と",
        _ => return None,
    })
}

/// A piece of `kind` as a sentence in `lang` names it: the English name of the project's texts
/// (`promoted rook`), or its whole Japanese name under `rules` (a promoted form's is what it
/// becomes in that game: a Chu promoted rook is `龍王`, a promoted kirin `獅子`).
pub fn spoken(rules: &Rules, kind: PieceKind, lang: Language) -> &'static str {
    match lang {
        Language::En => kind.english(),
        Language::Ja => name(rules, kind).unwrap_or(kind.english()),
    }
}

/// A piece of `kind` as a board's key or tooltip names it in `lang`: the English name of the
/// piece in `rules`' game (`tables::name`: Chu's promoted rook is `dragon king`), or its
/// whole Japanese name there ([`spoken`]).
pub fn named(rules: &Rules, kind: PieceKind, lang: Language) -> &'static str {
    match lang {
        Language::En => tables::name(rules, kind).unwrap_or(kind.english()),
        Language::Ja => spoken(rules, kind, lang),
    }
}

/// The Japanese name of a kind in the larger games: an unpromoted kind's own, a promoted
/// form's what it becomes there.
fn name(rules: &Rules, kind: PieceKind) -> Option<&'static str> {
    if !kind.is_promoted() {
        return base_name(kind);
    }
    use PieceKind::*;
    let variant = rules.variant;
    let becomes = match (variant, kind) {
        // Promoted forms with names of their own, or the same in every game.
        (_, PromotedDragonKing) => "飛鷲",
        (_, PromotedDragonHorse) => "角鷹",
        (Variant::Maka, PromotedDrunkElephant) => "王子",
        (_, PromotedDrunkElephant) => "太子",
        (_, PromotedVerticalMover) if variant != Variant::Maka => "飛牛",
        (_, PromotedSideMover) if variant != Variant::Maka => "奔猪",
        (_, PromotedBlindTiger) if variant != Variant::Maka => "飛鹿",
        (_, PromotedReverseChariot) if variant != Variant::Maka => "鯨鯢",
        (_, PromotedLance) if variant != Variant::Maka => "白駒",
        (Variant::Maka, PromotedKirin) if rules.kirin_phoenix == KirinPhoenix::LionQueen => "獅子",
        (Variant::Maka, PromotedPhoenix) if rules.kirin_phoenix == KirinPhoenix::LionQueen => {
            "奔王"
        }
        (Variant::Maka | Variant::DaiDai, PromotedKirin) => "大龍",
        (Variant::Maka | Variant::DaiDai, PromotedPhoenix) => "金翅",
        (Variant::Maka | Variant::DaiDai, PromotedLion) => "奮迅",
        (Variant::Maka | Variant::DaiDai, PromotedBlindMonkey | PromotedOldMonkey) => "山母",
        (Variant::DaiDai, PromotedOldRat) => "仙鶴",
        (Variant::DaiDai, PromotedLionDog) => "大象",
        (Variant::DaiDai, PromotedEasternBarbarian) => "獅子",
        (Variant::DaiDai, PromotedWesternBarbarian) => "狛犬",
        (Variant::Maka, _) => maka_promoted(kind)?,
        (Variant::Tenjiku, _) => tenjiku_promoted(kind)?,
        // Chu's promotions (Dai keeps them); Dai's own kinds become gold generals.
        (_, PromotedRook) => "龍王",
        (_, PromotedBishop) => "龍馬",
        (_, PromotedKirin) => "獅子",
        (_, PromotedPhoenix) => "奔王",
        (_, PromotedFerociousLeopard) => "角行",
        (_, PromotedGold) => "飛車",
        (_, PromotedSilver) => "竪行",
        (_, PromotedCopper) => "横行",
        (_, PromotedGoBetween) => "酔象",
        _ => "金将",
    };
    Some(becomes)
}

/// What a promoted Maka piece becomes (`maka-dai-dai-shogi.md` §4): a free piece, one of the
/// named promotions, else a gold general.
fn maka_promoted(kind: PieceKind) -> Option<&'static str> {
    use PieceKind::*;
    Some(match kind {
        PromotedKing => "自在天王",
        PromotedDeva => "教王",
        PromotedDarkSpirit => "法性",
        PromotedGold => "奔金",
        PromotedSilver => "奔銀",
        PromotedCopper => "奔銅",
        PromotedIronGeneral => "奔鉄",
        PromotedTileGeneral => "奔瓦",
        PromotedStoneGeneral => "奔石",
        PromotedEarthGeneral => "奔土",
        PromotedGoBetween => "奔人",
        PromotedBlindTiger => "奔虎",
        PromotedFerociousLeopard => "奔豹",
        PromotedCoiledSerpent => "奔蛇",
        PromotedRecliningDragon => "奔龍",
        PromotedChineseCock => "仙鶴",
        PromotedCatSword => "奔猫",
        PromotedEvilWolf => "奔狼",
        PromotedBlindBear => "奔熊",
        PromotedAngryBoar => "奔猪",
        PromotedOldRat => "蝙蝠",
        k if k.is_promoted() => "金将",
        _ => return None,
    })
}

/// What a promoted Tenjiku piece becomes (`tenjiku-shogi.md` §5).
fn tenjiku_promoted(kind: PieceKind) -> Option<&'static str> {
    use PieceKind::*;
    Some(match kind {
        PromotedChariotSoldier => "四天王",
        PromotedDog => "雑将",
        PromotedRookGeneral => "大将",
        PromotedBishopGeneral => "副将",
        PromotedQueen => "奔鷲",
        PromotedSoaringEagle => "飛将",
        PromotedHornedFalcon => "角将",
        PromotedWaterBuffalo => "火鬼",
        PromotedLion => "獅鷹",
        PromotedRook => "龍王",
        PromotedBishop => "龍馬",
        PromotedKirin => "獅子",
        PromotedPhoenix => "奔王",
        PromotedFerociousLeopard => "角行",
        PromotedGold => "飛車",
        PromotedSilver => "竪行",
        PromotedCopper => "横行",
        PromotedVerticalSoldier => "車兵",
        PromotedSideSoldier => "水牛",
        PromotedKnight => "横兵",
        PromotedIronGeneral => "竪兵",
        PromotedPawn => "金将",
        _ => return None,
    })
}

/// The Japanese name of an unpromoted kind.
pub(crate) fn base_name(kind: PieceKind) -> Option<&'static str> {
    use PieceKind::*;
    Some(match kind {
        King => "玉将",
        Queen => "奔王",
        Lion => "獅子",
        DragonKing => "龍王",
        DragonHorse => "龍馬",
        Rook => "飛車",
        Bishop => "角行",
        Kirin => "麒麟",
        Phoenix => "鳳凰",
        DrunkElephant => "酔象",
        BlindTiger => "盲虎",
        FerociousLeopard => "猛豹",
        Gold => "金将",
        Silver => "銀将",
        Copper => "銅将",
        VerticalMover => "竪行",
        SideMover => "横行",
        ReverseChariot => "反車",
        Lance => "香車",
        GoBetween => "仲人",
        Pawn => "歩兵",
        HookMover => "鉤行",
        Capricorn => "摩羯",
        SideFlier => "横飛",
        LionDog => "狛犬",
        SheDevil => "夜叉",
        Wrestler => "力士",
        GuardianOfTheGods => "金剛",
        BuddhistDevil => "羅刹",
        ViolentOx => "猛牛",
        FlyingDragon => "飛龍",
        OldRat => "老鼠",
        RightChariot => "右車",
        LeftChariot => "左車",
        Donkey => "驢馬",
        Knight => "桂馬",
        RecliningDragon => "臥龍",
        TileGeneral => "瓦将",
        EvilWolf => "悪狼",
        IronGeneral => "鉄将",
        StoneGeneral => "石将",
        EarthGeneral => "土将",
        BlindBear => "盲熊",
        ChineseCock => "淮鶏",
        OldMonkey => "古猿",
        AngryBoar => "嗔猪",
        CatSword => "猫刄",
        CoiledSerpent => "蟠蛇",
        DarkSpirit => "無明",
        Deva => "提婆",
        RushingBird => "行鳥",
        FreeDemon => "奔鬼",
        FreeDreamEater => "奔獏",
        WaterBuffalo => "水牛",
        SquareMover => "方行",
        RacingChariot => "走車",
        GoldenBird => "金翅",
        GreatDragon => "大龍",
        StandardBearer => "前旗",
        FragrantElephant => "香象",
        WhiteElephant => "白象",
        Dove => "鳩槃",
        BlueDragon => "青龍",
        WhiteTiger => "白虎",
        PoisonousSnake => "毒蛇",
        OldKite => "古鵄",
        EnchantedFox => "変狐",
        EnchantedBadger => "変狸",
        FlyingHorse => "馬麟",
        PrancingStag => "踊鹿",
        SavageTiger => "猛虎",
        LongNosedGoblin => "天狗",
        NorthernBarbarian => "北狄",
        SouthernBarbarian => "南蛮",
        EasternBarbarian => "東夷",
        WesternBarbarian => "西戎",
        NeighboringKing => "隣王",
        BlindMonkey => "盲猿",
        ViolentBear => "猛熊",
        RightGeneral => "右将",
        LeftGeneral => "左将",
        WoodGeneral => "木将",
        HowlingDog => "嗥狗",
        GreatGeneral => "大将",
        ViceGeneral => "副将",
        RookGeneral => "飛将",
        BishopGeneral => "角将",
        FreeEagle => "奔鷲",
        SoaringEagle => "飛鷲",
        HornedFalcon => "角鷹",
        ChariotSoldier => "車兵",
        FireDemon => "火鬼",
        LionHawk => "獅鷹",
        VerticalSoldier => "竪兵",
        SideSoldier => "横兵",
        Dog => "犬",
        _ => return None,
    })
}

/// Every rule set whose labels differ: each variant's standard rules, and Maka under
/// `maka.kirin_phoenix = lion_queen`.
pub(super) fn label_rules() -> Vec<Rules> {
    let mut all: Vec<Rules> = Variant::ALL.iter().map(|&v| Rules::standard(v)).collect();
    let mut lion_queen = Rules::standard(Variant::Maka);
    lion_queen
        .set("maka.kirin_phoenix_promotion", "lion_queen")
        .expect("a Maka option");
    all.push(lion_queen);
    all
}
