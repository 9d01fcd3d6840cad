//! Piece names and numerals of KIF for Chu Shogi: what the writer puts on move lines and in
//! the board diagram, and every name the reader accepts.

use yubin_rules::PieceKind::{self, *};

/// The name on a move line: lishogi's full name (the first of scalashogi's names for the
/// kind), except the promoted gold, which lishogi writes `金飛車` and shogiops cannot read
/// (its move pattern takes one or two characters), so it is written with lishogi's board
/// name `成飛`, which both of lishogi's readers take for a promoted gold.
pub(super) fn move_name(kind: PieceKind) -> Option<&'static str> {
    Some(match kind {
        King => "玉将",
        Queen | PromotedPhoenix => "奔王",
        Lion | PromotedKirin => "獅子",
        DragonKing | PromotedRook => "龍王",
        DragonHorse | PromotedBishop => "龍馬",
        Rook => "飛車",
        Bishop => "角行",
        Kirin => "麒麟",
        Phoenix => "鳳凰",
        DrunkElephant | PromotedGoBetween => "醉象",
        BlindTiger => "盲虎",
        FerociousLeopard => "猛豹",
        Gold | PromotedPawn => "金将",
        Silver => "銀将",
        Copper => "銅将",
        VerticalMover | PromotedSilver => "竪行",
        SideMover | PromotedCopper => "横行",
        ReverseChariot => "反車",
        Lance => "香車",
        GoBetween => "仲人",
        Pawn => "歩兵",
        PromotedDragonKing => "飛鷲",
        PromotedDragonHorse => "角鷹",
        PromotedVerticalMover => "飛牛",
        PromotedSideMover => "奔猪",
        PromotedBlindTiger => "飛鹿",
        PromotedReverseChariot => "鯨鯢",
        PromotedLance => "白駒",
        PromotedDrunkElephant => "太子",
        PromotedFerociousLeopard => "小角",
        PromotedGold => "成飛",
        _ => return None,
    })
}

/// The name in the board diagram: one kanji, or `成` and the kanji of the piece it moves as
/// for a promoted piece that moves like another kind (shogiops' board names). A promoted pawn
/// is `成歩`: scalashogi writes `杏`, which shogiops reads as shogi's promoted lance and skips,
/// shifting the rest of the rank.
pub(super) fn board_name(kind: PieceKind) -> Option<&'static str> {
    BOARD_NAMES
        .iter()
        .find(|&&(_, k)| k == kind)
        .map(|&(name, _)| name)
}

/// Board names, the written one of each kind first.
const BOARD_NAMES: &[(&str, PieceKind)] = &[
    ("玉", King),
    ("奔", Queen),
    ("獅", Lion),
    ("龍", DragonKing),
    ("馬", DragonHorse),
    ("飛", Rook),
    ("角", Bishop),
    ("麒", Kirin),
    ("鳳", Phoenix),
    ("象", DrunkElephant),
    ("虎", BlindTiger),
    ("豹", FerociousLeopard),
    ("金", Gold),
    ("銀", Silver),
    ("銅", Copper),
    ("竪", VerticalMover),
    ("横", SideMover),
    ("反", ReverseChariot),
    ("香", Lance),
    ("仲", GoBetween),
    ("歩", Pawn),
    ("鷲", PromotedDragonKing),
    ("鷹", PromotedDragonHorse),
    ("牛", PromotedVerticalMover),
    ("猪", PromotedSideMover),
    ("鹿", PromotedBlindTiger),
    ("鯨", PromotedReverseChariot),
    ("駒", PromotedLance),
    ("太", PromotedDrunkElephant),
    ("成歩", PromotedPawn),
    ("成象", PromotedGoBetween),
    ("成角", PromotedFerociousLeopard),
    ("成横", PromotedCopper),
    ("成竪", PromotedSilver),
    ("成飛", PromotedGold),
    ("成龍", PromotedRook),
    ("成馬", PromotedBishop),
    ("成獅", PromotedKirin),
    ("成奔", PromotedPhoenix),
    // Read only: other spellings.
    ("王", King),
    ("竜", DragonKing),
    ("師", Lion),
    ("杏", PromotedPawn),
    ("と", PromotedPawn),
    ("成竜", PromotedRook),
    ("成師", PromotedKirin),
];

/// The kind a board name stands for.
pub(super) fn board_kind(name: &str) -> Option<PieceKind> {
    BOARD_NAMES
        .iter()
        .find(|&&(n, _)| n == name)
        .map(|&(_, k)| k)
}

/// Names read on move lines, with every kind each may stand for: a full name does not tell
/// a promoted piece from the kind it moves like (lishogi writes a promoted rook `龍王`).
const MOVE_NAMES: &[(&str, &[PieceKind])] = &[
    ("金飛車", &[PromotedGold]),
    ("玉将", &[King]),
    ("王将", &[King]),
    ("奔王", &[Queen, PromotedPhoenix]),
    ("獅子", &[Lion, PromotedKirin]),
    ("龍王", &[DragonKing, PromotedRook]),
    ("竜王", &[DragonKing, PromotedRook]),
    ("龍馬", &[DragonHorse, PromotedBishop]),
    ("竜馬", &[DragonHorse, PromotedBishop]),
    ("飛車", &[Rook, PromotedGold]),
    ("角行", &[Bishop, PromotedFerociousLeopard]),
    ("麒麟", &[Kirin]),
    ("鳳凰", &[Phoenix]),
    ("醉象", &[DrunkElephant, PromotedGoBetween]),
    ("酔象", &[DrunkElephant, PromotedGoBetween]),
    ("盲虎", &[BlindTiger]),
    ("猛豹", &[FerociousLeopard]),
    ("金将", &[Gold, PromotedPawn]),
    ("銀将", &[Silver]),
    ("銅将", &[Copper]),
    ("竪行", &[VerticalMover, PromotedSilver]),
    ("横行", &[SideMover, PromotedCopper]),
    ("反車", &[ReverseChariot]),
    ("香車", &[Lance]),
    ("仲人", &[GoBetween]),
    ("歩兵", &[Pawn]),
    ("飛鷲", &[PromotedDragonKing]),
    ("角鷹", &[PromotedDragonHorse]),
    ("飛牛", &[PromotedVerticalMover]),
    ("奔猪", &[PromotedSideMover]),
    ("飛鹿", &[PromotedBlindTiger]),
    ("鯨鯢", &[PromotedReverseChariot]),
    ("白駒", &[PromotedLance]),
    ("太子", &[PromotedDrunkElephant]),
    ("小角", &[PromotedFerociousLeopard]),
    ("成角", &[PromotedFerociousLeopard]),
    ("成飛", &[PromotedGold]),
    ("金飛", &[PromotedGold]),
    ("成龍", &[PromotedRook]),
    ("成竜", &[PromotedRook]),
    ("成馬", &[PromotedBishop]),
    ("成獅", &[PromotedKirin]),
    ("成奔", &[PromotedPhoenix]),
    ("成象", &[PromotedGoBetween]),
    ("成横", &[PromotedCopper]),
    ("成竪", &[PromotedSilver]),
    ("成歩", &[PromotedPawn]),
    ("と金", &[PromotedPawn]),
    ("玉", &[King]),
    ("王", &[King]),
    ("奔", &[Queen, PromotedPhoenix]),
    ("獅", &[Lion, PromotedKirin]),
    ("師", &[Lion, PromotedKirin]),
    ("龍", &[DragonKing, PromotedRook]),
    ("竜", &[DragonKing, PromotedRook]),
    ("馬", &[DragonHorse, PromotedBishop]),
    ("飛", &[Rook, PromotedGold]),
    ("角", &[Bishop, PromotedFerociousLeopard]),
    ("麒", &[Kirin]),
    ("鳳", &[Phoenix]),
    ("象", &[DrunkElephant, PromotedGoBetween]),
    ("虎", &[BlindTiger]),
    ("豹", &[FerociousLeopard]),
    ("金", &[Gold, PromotedPawn]),
    ("銀", &[Silver]),
    ("銅", &[Copper]),
    ("竪", &[VerticalMover, PromotedSilver]),
    ("横", &[SideMover, PromotedCopper]),
    ("反", &[ReverseChariot]),
    ("香", &[Lance]),
    ("仲", &[GoBetween]),
    ("歩", &[Pawn]),
    ("兵", &[Pawn]),
    ("鷲", &[PromotedDragonKing]),
    ("鷹", &[PromotedDragonHorse]),
    ("牛", &[PromotedVerticalMover]),
    ("猪", &[PromotedSideMover]),
    ("鹿", &[PromotedBlindTiger]),
    ("鯨", &[PromotedReverseChariot]),
    ("駒", &[PromotedLance]),
    ("太", &[PromotedDrunkElephant]),
    ("と", &[PromotedPawn]),
    ("杏", &[PromotedPawn]),
];

/// The longest move-line name at the start of `text`: the name and the kinds it stands for.
pub(super) fn read_move_name(text: &str) -> Option<(&'static str, &'static [PieceKind])> {
    MOVE_NAMES
        .iter()
        .filter(|(n, _)| text.starts_with(n))
        .max_by_key(|(n, _)| n.len())
        .copied()
}

/// Kanji numerals of the ranks, 1 to 12 (`一` … `十二`).
pub(super) fn rank_kanji(n: u8) -> &'static str {
    const RANKS: [&str; 12] = [
        "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二",
    ];
    RANKS[usize::from(n.clamp(1, 12) - 1)]
}

/// Reads a rank in kanji (`一` … `十二`) at the start of `text`: the rank and its length in
/// bytes. `十` is followed by `一` or `二` for 11 and 12.
pub(super) fn read_rank(text: &str) -> Option<(u8, usize)> {
    const DIGITS: &str = "一二三四五六七八九";
    let mut chars = text.chars();
    let c = chars.next()?;
    if c == '十' {
        let len = c.len_utf8();
        return match chars.next() {
            Some('一') => Some((11, len + '一'.len_utf8())),
            Some('二') => Some((12, len + '二'.len_utf8())),
            _ => Some((10, len)),
        };
    }
    let n = DIGITS.chars().position(|d| d == c)?;
    Some((n as u8 + 1, c.len_utf8()))
}
