//! The player's wording of what the rules crate reports (`yubin_text::wording`), on the
//! rules scenarios whose reasons players read most: lion trading, promotion refusals, drops,
//! passes, hops, unreadable and ambiguous moves, and every way a game ends. The rules crate
//! checks the typed reasons; these check the sentences.

use yubin_domain::model::{Ending, Termination};
use yubin_rules::notation::{self, sfen, MoveTextError, ResolveError};
use yubin_rules::rules::{Counterstrike, PromotionRule};
use yubin_rules::{
    Color, EndReason, IllegalMove, Move, Position, Rules, RulesError, Square, Variant, Via,
};
use yubin_text::wording;

fn pos(rules: Rules, text: &str) -> Position {
    sfen::read(rules, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sq(p: &Position, text: &str) -> Square {
    p.dimensions().parse_square(text).unwrap()
}

/// A move in USI squares (`6h6f`, `6d6e6f`, `7d7c+`), checked by the position.
fn usi(p: &Position, text: &str) -> Move {
    let (body, promote) = text.strip_suffix('+').map_or((text, false), |b| (b, true));
    let mut squares = Vec::new();
    let mut rest = body;
    while !rest.is_empty() {
        let end = rest.find(|c: char| c.is_ascii_lowercase()).unwrap() + 1;
        squares.push(sq(p, &rest[..end]));
        rest = &rest[end..];
    }
    let (from, to) = (squares[0], *squares.last().unwrap());
    let via = if squares.len() == 3 {
        Via::one(squares[1])
    } else {
        Via::NONE
    };
    Move::Board {
        from,
        to,
        via,
        promote,
    }
}

fn illegal(p: &Position, text: &str) -> String {
    wording::illegal(&p.check_move(usi(p, text)).expect_err(text))
}

fn play(p: &Position, text: &str) -> Position {
    p.clone().play(usi(p, text)).unwrap()
}

fn with(f: impl FnOnce(&mut Rules)) -> Rules {
    let mut r = Rules::default();
    f(&mut r);
    r
}

fn move_text(p: &Position, text: &str) -> String {
    wording::move_text(&notation::read_move(p, text).expect_err(text))
}

#[test]
fn lion_trading_names_the_rule_and_the_protector() {
    for (board, m, want) in [
        (
            "k5l5/12/12/12/12/6n5/12/6N5/3B1S6/12/12/K11 b - 1",
            "6h6f",
            "lion-trading rule B: the lion on 6h may not capture the protected lion on 6f from two squares away (protected by White's lance on 6a)",
        ),
        (
            "k5l5/12/12/12/12/6n5/12/6N5/3B1S6/12/12/K11 w - 1",
            "6f6h",
            "lion-trading rule B: the lion on 6f may not capture the protected lion on 6h from two squares away (protected by Black's silver general on 7i)",
        ),
        (
            "k11/12/12/6N5/6p5/6n5/12/12/12/12/12/K11 b - 1",
            "6d6e6f",
            "lion-trading rule B: the lion on 6d may not capture the protected lion on 6f from two squares away: the pawn on 6e you capture on the way still counts as a protector under `chu.lion.protection_eval = whole_move`",
        ),
    ] {
        assert_eq!(illegal(&pos(Rules::default(), board), m), want, "{m}");
    }
    let cs06 = "k11/12/6r5/12/9g2/9n2/12/11B/12/6N5/6G5/K11 w - 1";
    let okazaki = with(|r| r.counterstrike = Counterstrike::Okazaki);
    let after = play(&pos(okazaki, cs06), "6c6j");
    assert_eq!(
        illegal(&after, "1h3f"),
        "lion-trading rule C (counter-strike): right after a lion was captured by a non-lion on 6j, no piece other than a lion may capture a protected lion (`chu.lion.counterstrike = okazaki`); the lion on 3f is protected by White's gold general on 3e, so the piece on 1h may not capture it"
    );
    let after = play(&pos(Rules::default(), cs06), "6c6j");
    assert_eq!(
        illegal(&after, "1h3f"),
        "lion-trading rule C (counter-strike): right after a lion was captured by a non-lion on 6j, no piece other than a lion may capture a lion (`chu.lion.counterstrike = strict`), so the piece on 1h may not capture the lion on 3f"
    );
}

#[test]
fn promotion_refusals_name_the_case_and_the_option() {
    let jcsa = "under `chu.promotion.rule = jcsa` a move that does not capture may promote only when it enters the zone";
    for (rules, board, m, want) in [
        (
            Rules::default(),
            "k11/9P2/12/7P4/5P6/12/12/12/12/12/12/K11 b - 1",
            "5d5c+",
            format!("the pawn may not promote on this move: {jcsa}, or when a pawn reaches the last rank"),
        ),
        (
            Rules::default(),
            "k11/12/5p6/5S1S4/8p3/12/12/12/12/12/12/K11 b - 1",
            "5d6e+",
            format!("the silver general may not promote on this move: {jcsa}"),
        ),
        (
            with(|r| r.lance_last_rank = false),
            "k11/12/5L6/12/12/12/12/7L4/12/12/12/K11 b - 1",
            "7c7a+",
            "the lance may not promote on this move: a lance that reaches the last rank without capturing may not promote with `chu.promotion.lance_last_rank = false` (and a move that does not capture may promote only when it enters the zone)".to_string(),
        ),
    ] {
        assert_eq!(illegal(&pos(rules, board), m), want, "{m}");
    }
    let pr08 = "k11/12/12/12/5S6/12/12/12/12/12/12/K11 b - 1";
    let msm = pos(with(|r| r.promotion_rule = PromotionRule::Msm), pr08);
    let p = play(
        &play(&play(&play(&msm, "7e7d"), "12a11a"), "12l11l"),
        "11a12a",
    );
    assert_eq!(
        illegal(&p, "7d7c+"),
        "the silver general may not promote on this move: it declined promotion on its last move, and under `chu.promotion.rule = msm` its next move may promote only by a capture"
    );
    let wiki = pos(with(|r| r.promotion_rule = PromotionRule::WikiDelay), pr08);
    let p = play(&play(&wiki, "7e7d"), "12a11a");
    assert_eq!(
        illegal(&p, "7d7c+"),
        "the silver general may not promote on this move: it declined promotion on your last move, and under `chu.promotion.rule = wiki_delay` it may promote by a move that does not capture only after you have made another move"
    );
}

#[test]
fn drops_passes_and_notations_are_explained_with_a_hint() {
    let standard = Position::start(Rules::default());
    let drop = Move::Drop {
        kind: yubin_rules::PieceKind::Lance,
        to: sq(&standard, "7h"),
        promote: false,
    };
    assert_eq!(
        wording::illegal(&standard.check_move(drop).unwrap_err()),
        "illegal drop: there are no drops in this game (only Heisei Chu Shogi has one)"
    );
    let bare = pos(
        Rules::default(),
        "k11/12/12/12/12/12/12/12/12/12/12/K11 b - 1",
    );
    assert_eq!(
        move_text(&bare, "pass"),
        "`pass`: no piece can pass here: a pass needs a piece with lion power (lion, promoted kirin, horned falcon, soaring eagle) and you have none; hint: make another move"
    );
    assert_eq!(
        move_text(&standard, "pass"),
        "`pass`: no piece can pass here: a pass needs an empty square to step out to, and your lion on 7j has none in its lion directions; hint: make another move"
    );
    let bare_tenjiku = pos(
        Rules::standard(Variant::Tenjiku),
        "15[k]/16/16/16/16/16/16/16/16/16/16/16/16/16/16/[K]15 b 1",
    );
    assert_eq!(
        move_text(&bare_tenjiku, "pass"),
        "`pass`: no piece can pass here: a pass needs a piece with lion power (lion, lion hawk, horned falcon, soaring eagle) and you have none; hint: make another move"
    );
    assert_eq!(
        move_text(&standard, "SE-7f"),
        "`SE-7f`: you have no soaring eagle; hint: check the piece abbreviation"
    );
    let golds = pos(
        Rules::default(),
        "k11/12/12/12/12/12/12/5G1G4/12/12/12/K11 b - 1",
    );
    assert_eq!(
        move_text(&golds, "G-6h"),
        "`G-6h` is ambiguous: it could be G5h-6h or G7h-6h; hint: write the origin square, as in `G5h-6h`"
    );
    let maka = Position::start(Rules::preset(Variant::Maka, "standard").unwrap());
    assert_eq!(
        move_text(&maka, "j5"),
        "`j5` is winboard san notation, and WinBoard notation is for Chu only, not Maka Dai Dai Shogi; hint: write the move in usi (`10n10m`, `10j10i10h`) or tsa (`P-10m`, `LDx10ix10h`)"
    );
    let e = notation::read_move(&standard, "7g7").unwrap_err();
    assert!(matches!(e, MoveTextError::Syntax(_)));
    assert_eq!(
        wording::move_text(&e),
        "cannot read the move `7g7`: expected a second square at `7` (read as usi); hint: usi moves look like `7g7f`, `7e7d+`, `6g6f6e` (maka dai dai: `10n10m`, `10j10i10h10g`), or `pass`"
    );
    let e = notation::read_move(&standard, "7i7g").unwrap_err();
    assert!(matches!(
        e,
        MoveTextError::Resolve(ResolveError::CannotMove { .. })
    ));
    assert_eq!(
        wording::move_text(&e),
        "`7i7g` is not a possible move: a pawn cannot move from 7i to 7g; hint: check the squares and the piece"
    );
}

#[test]
fn repetition_and_game_over() {
    assert_eq!(
        wording::illegal(&IllegalMove::ForbiddenRepetition {
            rule: yubin_rules::rules::Repetition::Jcsa,
            occurrence: 4
        }),
        "the move would make the same position occur for the 4th time, which the repetition rule `jcsa` forbids"
    );
    assert_eq!(
        wording::illegal(&IllegalMove::GameOver),
        "the game is already over"
    );
}

#[test]
fn a_provisional_setup_is_named_with_its_preset() {
    use yubin_rules::rules::Setup;
    assert_eq!(
        wording::preset("hishigata", Setup::Hishigata),
        "hishigata (the setup of the seed's diagram, provisional)"
    );
    assert_eq!(wording::preset("heisei", Setup::Heisei), "heisei");
    assert_eq!(wording::preset("standard", Setup::Standard), "standard");
}

#[test]
fn rule_option_errors_list_what_is_accepted() {
    let e = Rules::preset(Variant::Maka, "diamond").unwrap_err();
    assert!(matches!(e, RulesError::UnknownPreset { .. }));
    assert_eq!(
        wording::rules(&e),
        "unknown preset `diamond` for maka; expected one of: standard, maka_jp_revival, hishigata"
    );
    let e = Rules::default()
        .set("chu.lion.counterstrike", "maybe")
        .unwrap_err();
    assert_eq!(
        wording::rules(&e),
        "bad value `maybe` for `chu.lion.counterstrike`; expected one of: strict, okazaki, off"
    );
}

#[test]
fn every_ending_has_a_sentence_and_a_label() {
    use Termination::*;
    let cases = [
        (Board(EndReason::RoyalsCaptured), "black wins: white's last royal was captured", "last royal captured"),
        (Board(EndReason::BareKing), "black wins: white's royal is bare", "bare king"),
        (Board(EndReason::TwoRoyals), "black wins: only the two royals are left", "two royals only"),
        (Board(EndReason::NoLegalMoves), "black wins: white has no legal move", "no legal move"),
        (Board(EndReason::Checkmate), "black wins: white's only royal cannot escape capture (checkmate)", "checkmate"),
        (Board(EndReason::Repetition), "black wins: the same position occurred for the fourth time and white is responsible for the repetition", "fourfold repetition"),
        (Board(EndReason::PerpetualAttack), "black wins: the same position occurred for the fourth time and white attacked with every move (perpetual attack)", "perpetual attack"),
        (Resignation, "black wins: white resigned", "resignation"),
        (Timeout, "black wins: white ran out of time", "timeout"),
        (IllegalMove, "black wins: white made an illegal move", "illegal move"),
        (Agreement, "black wins: white conceded by agreement", "agreement"),
    ];
    for (how, sentence, label) in cases {
        let e = Ending::win(Color::Black, how);
        assert_eq!(wording::ending(&e), sentence);
        assert_eq!(wording::ending_label(&e), label);
    }
    for (how, sentence) in [
        (
            Board(EndReason::TwoRoyals),
            "draw: only the two royals are left",
        ),
        (
            Board(EndReason::Repetition),
            "draw: the same position occurred for the fourth time",
        ),
        (Agreement, "draw: agreed by both players"),
        (Board(EndReason::NoLegalMoves), "draw: no legal move"),
    ] {
        assert_eq!(wording::ending(&Ending::draw(how)), sentence);
    }
}

/// Twelve pawns cannot reach 5e: the answer names the nearest three and counts the rest
/// (issue 12, item 22).
#[test]
fn a_move_no_piece_can_make_names_the_nearest_candidates() {
    let start = Position::start(Rules::default());
    let text = move_text(&start, "P-5e");
    assert!(
        text.starts_with("`P-5e` is not a possible move: the piece on 5i: "),
        "{text}"
    );
    assert!(text.contains("; and 9 more that cannot either;"), "{text}");
    for far in ["1i", "12i"] {
        assert!(!text.contains(&format!("the piece on {far}")), "{text}");
    }
}

/// Tenjiku's refusals name the rule: a jump that captures nothing, a jump that may not take
/// its victim, the heavenly tetrarchs next door, an area move without an empty path.
#[test]
fn tenjiku_refusals_name_the_rule() {
    let tenjiku = Rules::standard(Variant::Tenjiku);
    // Black: great general 8l, pawn 8k; White: silver 8i, kings 16p / 1a.
    let p = pos(
        tenjiku,
        "15[k]/16/16/16/16/16/16/16/8[s]7/16/8[P]7/8[GG]7/16/16/16/[K]15 b 1",
    );
    assert_eq!(
        illegal(&p, "8l8j"),
        "the great general cannot make that move: a general jumps over pieces only to capture \
         on the square where it lands"
    );
    let mut no_royal = tenjiku;
    no_royal.set("tenjiku.jump.victim", "no_royal").unwrap();
    let p = pos(
        no_royal,
        "15[k]/8[k]7/8[g]7/16/16/16/16/16/16/16/16/8[GG]7/16/16/16/[K]15 b 1",
    );
    assert_eq!(
        illegal(&p, "8l8b"),
        "the great general cannot make that move: under this game's `tenjiku.jump.victim` the \
         general may not take that piece from there"
    );
    let p = pos(
        tenjiku,
        "15[k]/16/16/16/16/16/16/8[p]7/8[+CS]7/16/16/16/16/16/16/[K]15 b 1",
    );
    assert!(
        illegal(&p, "8i8h").contains("the heavenly tetrarchs never move to a neighbouring square"),
        "{}",
        illegal(&p, "8i8h")
    );
    let p = pos(
        tenjiku,
        "15[k]/16/16/16/16/16/16/7[P][P][P]6/8[FiD]7/16/16/16/16/16/16/[K]15 b 1",
    );
    assert!(
        illegal(&p, "8i8g")
            .ends_with("its area move goes only through empty squares, and a capture ends it"),
        "{}",
        illegal(&p, "8i8g")
    );
}
