//! Game end (§16.6): the CHU-END table, bare king and two royals.

use super::*;

// ----------------------------------------------------------------------- CHU-END

/// Winner (`None` = draw) and reason; `None` = the game goes on.
type Expected = Option<(Option<Color>, EndReason)>;

/// `(id, sfen, default outcome)`.
fn end_table() -> Vec<(&'static str, &'static str, Expected)> {
    use Color::{Black, White};
    use EndReason::*;
    vec![
        (
            "CHU-END-01",
            "6k5/12/12/12/12/12/12/12/12/7G4/12/5K6 w - 1",
            Some((Some(Black), BareKing)),
        ),
        (
            "CHU-END-02",
            "12/12/12/12/12/12/12/12/7k4/7G4/12/5K6 w - 1",
            None,
        ),
        (
            "CHU-END-03",
            "12/12/12/12/12/12/12/12/7k4/3S3G4/12/5K6 w - 1",
            Some((Some(Black), BareKing)),
        ),
        (
            "CHU-END-04",
            "12/12/12/12/12/12/12/12/12/9G2/5k6/5K6 w - 1",
            None,
        ),
        (
            "CHU-END-05",
            "6k5/12/12/12/12/12/12/12/12/7P4/12/5K6 w - 1",
            None,
        ),
        (
            "CHU-END-06",
            "6k5/12/12/12/12/12/12/12/12/7I4/12/5K6 w - 1",
            None,
        ),
        (
            "CHU-END-07",
            "6k5/12/12/12/12/12/12/12/12/7+P4/12/5K6 w - 1",
            Some((Some(Black), BareKing)),
        ),
        (
            "CHU-END-08",
            "7P4/12/6k5/12/12/12/12/12/12/12/12/5K6 w - 1",
            Some((None, TwoRoyals)),
        ),
        (
            "CHU-END-09",
            "6k5/12/12/12/12/12/12/12/12/12/12/5K6 w - 1",
            Some((None, TwoRoyals)),
        ),
        (
            "CHU-END-10",
            "12/12/12/12/12/12/12/12/12/12/5k6/5K6 w - 1",
            None,
        ),
        (
            "CHU-END-11",
            "6kg4/12/12/12/12/12/12/12/12/12/12/5K1+E4 w - 1",
            None,
        ),
        (
            "CHU-END-12",
            "6kg4/12/12/12/12/12/12/12/12/12/12/7+E4 b - 1",
            Some((Some(White), BareKing)),
        ),
        (
            "CHU-END-13",
            "6k5/12/12/12/12/12/12/12/12/12/12/7G4 b - 1",
            Some((Some(White), RoyalsCaptured)),
        ),
        (
            "CHU-END-14",
            "6k5/12/12/6p5/12/12/12/12/12/3S8/12/5K6 w - 1",
            None,
        ),
        (
            "CHU-END-15",
            "PP9k/PP10/PP10/PP10/PP10/PP10/PP10/PP10/PP10/PP10/PP10/KP10 b - 1",
            Some((Some(White), NoLegalMoves)),
        ),
    ]
}

fn end_case(id: &str) -> (&'static str, Expected) {
    let (_, text, expected) = end_table().into_iter().find(|(i, _, _)| *i == id).unwrap();
    (text, expected)
}

fn check_end(id: &str) {
    let (text, expected) = end_case(id);
    let g = game(Rules::default(), text);
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason)), expected, "{id}");
    assert_eq!(g.legal_moves().is_empty(), expected.is_some(), "{id}");
}

#[test]
fn chu_end_01_bare_king() {
    check_end("CHU-END-01");
    let g = game(Rules::default(), end_case("CHU-END-01").0);
    assert_eq!(g.outcome().unwrap().to_string(), "black wins: bare king");
}

#[test]
fn chu_end_02_bared_king_can_take_the_gold() {
    check_end("CHU-END-02");
    // White takes the gold: two lone royals, a draw.
    let mut g = game(Rules::default(), end_case("CHU-END-02").0);
    let o = g.play(mv("5i5j")).unwrap();
    assert_eq!(o, Some(yubin_rules::Outcome::draw(EndReason::TwoRoyals)));
}

#[test]
fn chu_end_03_two_extra_pieces() {
    check_end("CHU-END-03");
}

#[test]
fn chu_end_04_bared_king_attacks_the_king() {
    check_end("CHU-END-04");
    let mut g = game(Rules::default(), end_case("CHU-END-04").0);
    assert_eq!(
        g.play(mv("7k7l")),
        Ok(win(Color::White, EndReason::RoyalsCaptured))
    );
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "white wins: last royal captured"
    );
}

#[test]
fn chu_end_05_pawn_does_not_count() {
    check_end("CHU-END-05");
}

#[test]
fn chu_end_06_go_between_does_not_count() {
    check_end("CHU-END-06");
}

#[test]
fn chu_end_07_tokin_counts() {
    check_end("CHU-END-07");
}

#[test]
fn chu_end_08_dead_pawn_ignored() {
    check_end("CHU-END-08");
}

#[test]
fn chu_end_09_two_kings_draw() {
    check_end("CHU-END-09");
    let g = game(Rules::default(), end_case("CHU-END-09").0);
    assert_eq!(g.outcome().unwrap().to_string(), "draw: two royals only");
    // JCSA: only by agreement.
    let g = game(
        rules_with(&[("chu.end.two_royals", "agreement")]),
        end_case("CHU-END-09").0,
    );
    assert_eq!(g.outcome(), None);
}

#[test]
fn chu_end_10_royal_attacked() {
    check_end("CHU-END-10");
}

#[test]
fn chu_end_11_two_royals_not_bare() {
    check_end("CHU-END-11");
}

#[test]
fn chu_end_12_lone_prince_is_bare() {
    check_end("CHU-END-12");
}

#[test]
fn chu_end_13_no_royal() {
    check_end("CHU-END-13");
}

#[test]
fn chu_end_14_defender_pawn_counts() {
    check_end("CHU-END-14");
}

#[test]
fn chu_end_15_no_legal_move() {
    check_end("CHU-END-15");
    let g = game(Rules::default(), end_case("CHU-END-15").0);
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "white wins: no legal move"
    );
}

/// "With `bare_king = none`, END-01/03/07/12 continue instead; with `historic`, only END-07 is
/// a win."
#[test]
fn chu_end_bare_king_none_and_historic() {
    let bare_wins = ["CHU-END-01", "CHU-END-03", "CHU-END-07", "CHU-END-12"];
    let mut ran = 0;
    for value in ["none", "historic"] {
        let rules = rules_with(&[("chu.end.bare_king", value)]);
        for (id, text, expected) in end_table() {
            let g = game(rules, text);
            let expected =
                if bare_wins.contains(&id) && !(value == "historic" && id == "CHU-END-07") {
                    None
                } else {
                    expected
                };
            assert_eq!(
                g.outcome().map(|o| (o.winner, o.reason)),
                expected,
                "{id} with {value}"
            );
            ran += 1;
        }
    }
    assert_eq!(ran, 30);
}

/// §12.3 `historic` ("two kings plus one promoted gold") with §16.6 ("only END-07 (promoted
/// pawn = "promoted gold") is a win"): the promoted gold is the tokin only. A promoted gold
/// general (`+G`, a rook) on 5j, or a promoted go-between, does not bare White's king.
#[test]
fn chu_end_07_historic_only_the_tokin_is_a_promoted_gold() {
    let rules = rules_with(&[("chu.end.bare_king", "historic")]);
    let cases = [
        (
            "6k5/12/12/12/12/12/12/12/12/7+P4/12/5K6 w - 1",
            win(Color::Black, EndReason::BareKing),
        ),
        ("6k5/12/12/12/12/12/12/12/12/7+G4/12/5K6 w - 1", None),
        ("6k5/12/12/12/12/12/12/12/12/7+I4/12/5K6 w - 1", None),
        ("6k5/12/12/12/12/12/12/12/12/7R4/12/5K6 w - 1", None),
    ];
    let mut ran = 0;
    for (text, expected) in cases {
        assert_eq!(game(rules, text).outcome(), expected, "{text}");
        ran += 1;
    }
    assert_eq!(ran, 4);
    // Under the default `jcsa` the promoted gold general counts like any other piece.
    assert_eq!(
        game(
            Rules::default(),
            "6k5/12/12/12/12/12/12/12/12/7+G4/12/5K6 w - 1"
        )
        .outcome(),
        win(Color::Black, EndReason::BareKing)
    );
}

/// CHU-END-08 under `chu.end.two_royals = agreement` (JCSA): two lone kings (and a dead pawn)
/// are no automatic draw; the game goes on until the players agree.
#[test]
fn chu_end_08_two_royals_agreement_continues() {
    let (text, expected) = end_case("CHU-END-08");
    assert_eq!(expected, Some((None, EndReason::TwoRoyals)));
    let g = game(rules_with(&[("chu.end.two_royals", "agreement")]), text);
    assert_eq!(g.outcome(), None);
    assert!(!g.legal_moves().is_empty());
    let mut jcsa = Game::from_position(
        sfen::read(Rules::preset(Variant::Chu, "jcsa").unwrap(), text).unwrap(),
    );
    assert_eq!(jcsa.outcome(), None);
    assert_eq!(jcsa.play(mv("6c6d")), Ok(None));
}
