//! Game scenarios: repetition (`chu-shogi.md` §16.5), game end (§16.6), checkmate, Heisei's one
//! drop and the handicap setups.

use yubin_rules::handicap::Handicap;
use yubin_rules::notation::sfen;
use yubin_rules::rules::Repetition;
use yubin_rules::{
    Color, EndReason, Game, IllegalMove, Move, PieceKind, Position, Rules, Square, Variant,
};

fn rules_with(options: &[(&str, &str)]) -> Rules {
    let mut r = Rules::default();
    for (k, v) in options {
        r.set(k, v).unwrap();
    }
    r
}

fn game(rules: Rules, text: &str) -> Game {
    Game::from_position(sfen::read(rules, text).unwrap())
}

fn sq(text: &str) -> Square {
    Rules::default().dimensions().parse_square(text).unwrap()
}

/// A one-leg move in USI form (`1a1b`), or `pass`.
fn mv(text: &str) -> Move {
    if text == "pass" {
        return Move::Pass;
    }
    let split = text[1..].find(|c: char| c.is_ascii_alphabetic()).unwrap() + 2;
    Move::simple(sq(&text[..split]), sq(&text[split..]))
}

fn play_all(g: &mut Game, moves: &[&str]) {
    for m in moves {
        assert_eq!(g.play(mv(m)), Ok(None), "{m} after {:?}", g.moves());
    }
}

fn win(c: Color, r: EndReason) -> Option<yubin_rules::Outcome> {
    Some(yubin_rules::Outcome::win(c, r))
}

fn forbidden(rule: Repetition, occurrence: u32) -> IllegalMove {
    IllegalMove::ForbiddenRepetition { rule, occurrence }
}

// ----------------------------------------------------------------------- CHU-REP-01

const REP_01: &str = "k11/12/6n5/12/12/12/5N6/12/12/12/12/K11 b - 1";

fn rep_01(value: &str) -> Game {
    game(rules_with(&[("chu.repetition", value)]), REP_01)
}

#[test]
fn chu_rep_01_lishogi() {
    let mut g = rep_01("lishogi");
    play_all(&mut g, &["pass"; 5]);
    assert_eq!(g.occurrences(), 3); // White to move: plies 1, 3 and 5
    let o = g.play(Move::Pass).unwrap();
    assert_eq!(o, Some(yubin_rules::Outcome::draw(EndReason::Repetition)));
    assert_eq!(g.occurrences(), 4);
    assert_eq!(g.play(Move::Pass), Err(IllegalMove::GameOver));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn chu_rep_01_jcsa() {
    let mut g = rep_01("jcsa");
    play_all(&mut g, &["pass"; 5]);
    // White's third pass makes the 4th occurrence; Black passed first, so Black is responsible
    // and loses.
    assert!(g.legal_moves().contains(&Move::Pass));
    assert_eq!(
        g.play(Move::Pass),
        Ok(win(Color::White, EndReason::Repetition))
    );
}

#[test]
fn chu_rep_01_jcsa_white_passes_first() {
    // In a pure pass cycle the side that passed first is responsible; here it is White, and
    // Black's pass makes the 4th occurrence, so White loses.
    let mut g = game(
        rules_with(&[("chu.repetition", "jcsa")]),
        "k11/12/6n5/12/12/12/5N6/12/12/12/12/K11 w - 1",
    );
    play_all(&mut g, &["pass"; 5]);
    assert_eq!(
        g.play(Move::Pass),
        Ok(win(Color::Black, EndReason::Repetition))
    );
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "black wins: the same position occurred for the fourth time and white is responsible for the repetition"
    );
}

#[test]
fn chu_rep_01_historic() {
    let mut g = rep_01("historic");
    play_all(&mut g, &["pass"]);
    // White's first pass recreates the start position with Black to move.
    assert_eq!(
        g.check_move(Move::Pass),
        Err(forbidden(Repetition::Historic, 2))
    );
    assert!(!g.legal_moves().contains(&Move::Pass));
    let before = g.clone();
    assert_eq!(g.play(Move::Pass), Err(forbidden(Repetition::Historic, 2)));
    assert_eq!(g.moves(), before.moves());
    assert_eq!(g.position(), before.position());
    assert_eq!(g.outcome(), None);
}

#[test]
fn chu_rep_01_historic_4th() {
    let mut g = rep_01("historic_4th");
    play_all(&mut g, &["pass"; 5]);
    assert_eq!(
        g.check_move(Move::Pass),
        Err(forbidden(Repetition::Historic4th, 4))
    );
    assert!(!g.legal_moves().contains(&Move::Pass));
    assert_eq!(g.outcome(), None);
}

#[test]
fn chu_rep_01_no_repeat() {
    let mut g = rep_01("no_repeat");
    play_all(&mut g, &["pass"]);
    assert_eq!(
        g.check_move(Move::Pass),
        Err(forbidden(Repetition::NoRepeat, 2))
    );
}

// ----------------------------------------------------------------------- CHU-REP-02

const REP_02: &str = "3R7k/12/12/12/12/12/12/12/12/12/12/K11 w - 1";
const REP_02_CYCLE: [&str; 4] = ["1a1b", "9a9b", "1b1a", "9b9a"];

/// CHU-REP-02 as written is already a bare-king win for Black under the default
/// `chu.end.bare_king = jcsa` (White's lone king against king and rook), so the scenario is
/// played with `bare_king = none`.
fn rep_02(value: &str) -> Game {
    assert_eq!(
        game(Rules::default(), REP_02).outcome(),
        win(Color::Black, EndReason::BareKing)
    );
    let g = game(
        rules_with(&[("chu.repetition", value), ("chu.end.bare_king", "none")]),
        REP_02,
    );
    assert!(g.is_check());
    g
}

#[test]
fn chu_rep_02_lishogi() {
    let mut g = rep_02("lishogi");
    for _ in 0..2 {
        play_all(&mut g, &REP_02_CYCLE);
    }
    play_all(&mut g, &REP_02_CYCLE[..3]);
    // Every Black move was a check, White's king moves attacked nothing: Black loses.
    assert_eq!(
        g.play(mv("9b9a")),
        Ok(win(Color::White, EndReason::PerpetualAttack))
    );
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "white wins: the same position occurred for the fourth time and black attacked with every move (perpetual attack)"
    );
}

#[test]
fn chu_rep_02_jcsa() {
    let mut g = rep_02("jcsa");
    for _ in 0..2 {
        play_all(&mut g, &REP_02_CYCLE);
    }
    play_all(&mut g, &REP_02_CYCLE[..3]);
    // Black gave check with every move of the cycle: it must deviate.
    assert_eq!(
        g.check_move(mv("9b9a")),
        Err(forbidden(Repetition::Jcsa, 4))
    );
    assert!(!g.legal_moves().contains(&mv("9b9a")));
    assert_eq!(g.play(mv("9b8b")), Ok(None));
}

#[test]
fn chu_rep_02_historic() {
    let mut g = rep_02("historic");
    play_all(&mut g, &REP_02_CYCLE[..3]);
    assert_eq!(
        g.check_move(mv("9b9a")),
        Err(forbidden(Repetition::Historic, 2))
    );
    assert!(!g.legal_moves().contains(&mv("9b9a")));
}

#[test]
fn chu_rep_02_historic_4th() {
    let mut g = rep_02("historic_4th");
    for _ in 0..2 {
        play_all(&mut g, &REP_02_CYCLE);
    }
    play_all(&mut g, &REP_02_CYCLE[..3]);
    assert_eq!(
        g.check_move(mv("9b9a")),
        Err(forbidden(Repetition::Historic4th, 4))
    );
}

#[test]
fn chu_rep_02_no_repeat() {
    let mut g = rep_02("no_repeat");
    play_all(&mut g, &REP_02_CYCLE[..3]);
    assert_eq!(
        g.check_move(mv("9b9a")),
        Err(forbidden(Repetition::NoRepeat, 2))
    );
}

/// Under `historic` a side in check may recreate a position; `no_repeat` has no exemption.
#[test]
fn historic_check_exemption() {
    // Black to move; White's king on 1a is in check from the rook on 9a and stays in check on
    // 2a. The cycle closes with White's move 2a1a, made in check.
    let start = "3R7k/12/12/12/12/12/12/12/12/12/12/K11 b - 1";
    let moves = ["12l12k", "1a2a", "12k12l"];
    let mut ran = 0;
    for (value, allowed) in [
        ("historic", true),
        ("historic_4th", true),
        ("no_repeat", false),
    ] {
        let rules = rules_with(&[("chu.repetition", value), ("chu.end.bare_king", "none")]);
        let mut g = game(rules, start);
        play_all(&mut g, &moves);
        assert!(g.is_check());
        let r = g.play(mv("2a1a"));
        if allowed {
            assert_eq!(r, Ok(None), "{value}");
            assert_eq!(g.occurrences(), 2);
            // Black, not in check, may not recreate the next position.
            if value == "historic" {
                assert_eq!(
                    g.check_move(mv("12l12k")),
                    Err(forbidden(Repetition::Historic, 2))
                );
            }
        } else {
            assert_eq!(r, Err(forbidden(Repetition::NoRepeat, 2)), "{value}");
        }
        ran += 1;
    }
    assert_eq!(ran, 3);
}

/// `lishogi`: a perpetual chase of a non-royal piece loses too; plain shuffling draws.
#[test]
fn lishogi_perpetual_chase_and_shuffle() {
    // White: K 12a, G 1b; Black: K 12l, R 9b attacking the gold. The gold steps between 1b
    // and 1c, the rook follows it on 9b/9c; the gold's moves attack nothing.
    let mut g = game(
        Rules::default(),
        "k11/3R7g/12/12/12/12/12/12/12/12/12/K11 w - 1",
    );
    let chase = ["1b1c", "9b9c", "1c1b", "9c9b"];
    for _ in 0..2 {
        play_all(&mut g, &chase);
    }
    play_all(&mut g, &chase[..3]);
    assert_eq!(
        g.play(mv("9c9b")),
        Ok(win(Color::White, EndReason::PerpetualAttack))
    );

    // Both kings shuffling, golds idle: a draw.
    let mut g = game(
        Rules::default(),
        "k10g/12/12/12/12/12/12/12/12/12/12/K10G b - 1",
    );
    let shuffle = ["12l12k", "12a12b", "12k12l", "12b12a"];
    for _ in 0..2 {
        play_all(&mut g, &shuffle);
    }
    play_all(&mut g, &shuffle[..3]);
    let o = g.play(mv("12b12a")).unwrap();
    assert_eq!(o, Some(yubin_rules::Outcome::draw(EndReason::Repetition)));
    assert_eq!(
        o.unwrap().to_string(),
        "draw: the same position occurred for the fourth time"
    );
}

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
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "black wins: white's royal is bare"
    );
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
        "white wins: black's last royal was captured"
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
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "draw: only the two royals are left"
    );
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
        "white wins: black has no legal move"
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

// ----------------------------------------------------------------------- checkmate

#[test]
fn mate_wins_detects_mate() {
    // White: K 1a. Black: K 12l, R 9a (checks along rank a), R 9b (covers rank b). White to move.
    // White also has a pawn on 12d, so that it is not simply bare.
    let text = "3R7k/3R8/12/p11/12/12/12/12/12/12/12/K11 w - 1";
    let g = game(Rules::default(), text);
    assert_eq!(g.outcome(), None, "capture_only: the game goes on");
    let g = game(rules_with(&[("chu.end.checkmate", "mate_wins")]), text);
    assert_eq!(g.outcome(), win(Color::Black, EndReason::Checkmate));
    let g = game(Rules::preset(Variant::Chu, "jcsa").unwrap(), text);
    assert_eq!(g.outcome(), win(Color::Black, EndReason::Checkmate));
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "black wins: white's only royal cannot escape capture (checkmate)"
    );
}

#[test]
fn mate_wins_not_when_a_royal_can_be_taken_first() {
    // As above, but Black's king stands on 2b next to White's king: White takes it.
    let text = "3R7k/10K1/12/p11/12/12/12/12/12/12/12/12 w - 1";
    let g = game(rules_with(&[("chu.end.checkmate", "mate_wins")]), text);
    assert_eq!(g.outcome(), None);
}

#[test]
fn mate_wins_by_a_move() {
    // Black's rook 9c moves to 9b and mates.
    let text = "3R7k/12/3R8/p11/12/12/12/12/12/12/12/K11 b - 1";
    let mut g = game(rules_with(&[("chu.end.checkmate", "mate_wins")]), text);
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.play(mv("9c9b")),
        Ok(win(Color::Black, EndReason::Checkmate))
    );
    // Not with two royals: a prince for White.
    let text2 = "3R7k/12/3R8/p11/12/12/12/12/12/12/+e11/K11 b - 1";
    let mut g = game(rules_with(&[("chu.end.checkmate", "mate_wins")]), text2);
    assert_eq!(g.play(mv("9c9b")), Ok(None));
}

// ----------------------------------------------------------------------- game basics

#[test]
fn game_basics() {
    let mut g = Game::new(Rules::default());
    assert_eq!(g.initial(), g.position());
    assert_eq!(g.legal_moves().len(), 36);
    assert_eq!(*g.rules(), Rules::default());
    let before = g.clone();
    let bad = mv("7g7e");
    assert!(g.check_move(bad).is_err());
    assert!(g.play(bad).is_err());
    assert_eq!(g.position(), before.position());
    assert!(g.moves().is_empty());
    let m = g.legal_moves()[0];
    assert_eq!(g.play(m), Ok(None));
    assert_eq!(g.moves(), &[m]);
    assert_ne!(g.position(), g.initial());
    let resign = yubin_rules::Outcome::win(Color::Black, EndReason::Resignation);
    assert_eq!(g.finish(resign), Ok(()));
    assert_eq!(
        g.finish(yubin_rules::Outcome::draw(EndReason::Agreement)),
        Err(resign)
    );
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "black wins: white resigned"
    );
    assert_eq!(
        g.check_move(g.position().legal_moves()[0]),
        Err(IllegalMove::GameOver)
    );
    for &r in EndReason::ALL {
        assert_eq!(EndReason::parse(r.as_str()), Some(r));
    }
}

// ----------------------------------------------------------------------- Heisei

#[test]
fn heisei_one_drop_per_side() {
    let rules = Rules::preset(Variant::Chu, "heisei").unwrap();
    let mut g = Game::new(rules);
    assert!(g.position().has_reserve(Color::Black) && g.position().has_reserve(Color::White));
    let total: u8 = g
        .position()
        .reserve(Color::Black)
        .iter()
        .map(|&(_, n)| n)
        .sum();
    assert_eq!(total, 14);
    let is_drop = |m: &Move| matches!(m, Move::Drop { .. });

    let drop = Move::Drop {
        kind: PieceKind::Silver,
        to: sq("7h"),
        promote: false,
    };
    assert!(g.legal_moves().contains(&drop));
    assert_eq!(g.play(drop), Ok(None));
    assert!(!g.position().has_reserve(Color::Black));
    assert!(g.position().reserve(Color::Black).is_empty());
    assert!(g.position().has_reserve(Color::White));
    assert_eq!(
        g.position().piece_at(sq("7h")).map(|p| p.kind),
        Some(PieceKind::Silver)
    );

    let white_drop = *g
        .legal_moves()
        .iter()
        .find(|m| is_drop(m))
        .expect("White may drop");
    assert_eq!(g.play(white_drop), Ok(None));
    assert!(!g.position().has_reserve(Color::White));

    assert!(
        !g.legal_moves().iter().any(is_drop),
        "Black's one drop is used"
    );
    let again = Move::Drop {
        kind: PieceKind::Lance,
        to: sq("6h"),
        promote: false,
    };
    assert!(matches!(g.check_move(again), Err(IllegalMove::BadDrop(_))));
    let quiet = g.legal_moves()[0];
    g.play(quiet).unwrap();
    assert!(
        !g.legal_moves().iter().any(is_drop),
        "White's one drop is used"
    );
}

fn heisei_rules(options: &[(&str, &str)]) -> Rules {
    let mut r = Rules::preset(Variant::Chu, "heisei").unwrap();
    for (k, v) in options {
        r.set(k, v).unwrap();
    }
    r
}

fn drop(kind: PieceKind, to: &str, promote: bool) -> Move {
    Move::Drop {
        kind,
        to: sq(to),
        promote,
    }
}

fn bad_drop(why: &'static str) -> Result<(), IllegalMove> {
    Err(IllegalMove::BadDrop(why))
}

/// Black pawn on 7b, every piece set aside: a lance dropped promoted on 7a is a white horse,
/// which can move from there, so `L*7a+` is legal (default `on_drop_or_next_move`); an
/// unpromoted lance there could never move, so `L*7a` is not.
const HEISEI_LAST_RANK: &str =
    "k11/5P6/12/12/12/12/12/12/12/12/12/K11 b - 1 2L2C2S2M2V2AOX2l2c2s2m2v2aox";

#[test]
fn heisei_promoted_lance_may_be_dropped_on_the_last_rank() {
    let pos = sfen::read(heisei_rules(&[]), HEISEI_LAST_RANK).unwrap();
    let promoted = drop(PieceKind::Lance, "7a", true);
    assert_eq!(pos.check_move(promoted), Ok(()));
    assert!(pos.legal_moves().contains(&promoted));
    let after = pos.clone().play(promoted).unwrap();
    assert_eq!(
        after.piece_at(sq("7a")).map(|p| p.kind),
        Some(PieceKind::PromotedLance)
    );
    // Every set-aside kind may be dropped promoted on 7a (none is dead promoted); only the
    // lance is banned there unpromoted.
    let mut ran = 0;
    for &kind in Position::reserve_kinds() {
        assert!(
            pos.legal_moves().contains(&drop(kind, "7a", true)),
            "{kind}"
        );
        assert_eq!(
            pos.legal_moves().contains(&drop(kind, "7a", false)),
            kind != PieceKind::Lance,
            "{kind}"
        );
        ran += 1;
    }
    assert_eq!(ran, 8);
}

#[test]
fn heisei_lance_dropped_unpromoted_on_its_last_rank_is_banned() {
    let pos = sfen::read(heisei_rules(&[]), HEISEI_LAST_RANK).unwrap();
    let plain = drop(PieceKind::Lance, "7a", false);
    assert_eq!(
        pos.check_move(plain),
        bad_drop("the piece could never move from there")
    );
    assert!(!pos.legal_moves().contains(&plain));
    // White's lance on its last rank (rank l), next to White's... king on 1l.
    let white = sfen::read(
        heisei_rules(&[]),
        "12/12/12/12/12/12/12/12/12/12/12/K10k w - 1 L2l",
    )
    .unwrap();
    assert_eq!(
        white.check_move(drop(PieceKind::Lance, "2l", false)),
        bad_drop("the piece could never move from there")
    );
    assert_eq!(white.check_move(drop(PieceKind::Lance, "2l", true)), Ok(()));
    assert_eq!(
        white.check_move(drop(PieceKind::Lance, "2k", false)),
        Ok(())
    );
}

/// Pawns are never set aside in Heisei Chu Shogi, so the question of a dead pawn drop does
/// not arise: a pawn drop is refused because the pawn is not in the reserve, and a reserve
/// with a pawn does not read.
#[test]
fn heisei_pawns_are_never_dropped() {
    let pos = sfen::read(heisei_rules(&[]), HEISEI_LAST_RANK).unwrap();
    let mut ran = 0;
    for promote in [false, true] {
        assert_eq!(
            pos.check_move(drop(PieceKind::Pawn, "7a", promote)),
            bad_drop("that piece is not among your set-aside pieces")
        );
        ran += 1;
    }
    assert_eq!(ran, 2);
    assert!(sfen::read(
        heisei_rules(&[]),
        "k11/5P6/12/12/12/12/12/12/12/12/12/K11 b - 1 P"
    )
    .is_err());
}

/// `heisei.drop_promotion = next_move_only`: no promoted drop (the lance on 7a is then dead
/// either way), but the piece dropped in the zone may promote on its next move.
#[test]
fn heisei_drop_promotion_next_move_only() {
    let rules = heisei_rules(&[("heisei.drop_promotion", "next_move_only")]);
    let pos = sfen::read(rules, HEISEI_LAST_RANK).unwrap();
    assert_eq!(
        pos.check_move(drop(PieceKind::Lance, "7a", true)),
        bad_drop("with `heisei.drop_promotion = next_move_only` a piece is dropped unpromoted (inside the zone it may promote on its next move)")
    );
    assert_eq!(
        pos.check_move(drop(PieceKind::Lance, "7a", false)),
        bad_drop("the piece could never move from there")
    );
    assert!(!pos
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::Drop { promote: true, .. })));
    // Outside the zone a promoted drop is refused for the zone, whatever the option says.
    assert_eq!(
        pos.check_move(drop(PieceKind::Silver, "12k", true)),
        bad_drop("a piece may be dropped promoted only inside the promotion zone")
    );
}

/// A piece dropped unpromoted inside the zone may promote on its next move even by a
/// non-capture inside the zone (under both `heisei.drop_promotion` values), but only on that
/// move.
#[test]
fn heisei_piece_dropped_in_the_zone_promotes_on_its_next_move() {
    let mut ran = 0;
    for value in ["on_drop_or_next_move", "next_move_only"] {
        let rules = heisei_rules(&[("heisei.drop_promotion", value)]);
        // White keeps a pawn, so that its king is not bare.
        let mut g = game(rules, "k11/12/12/p4G6/12/12/12/12/12/12/12/K11 b - 1 S");
        assert_eq!(g.play(drop(PieceKind::Silver, "7c", false)), Ok(None));
        assert!(g.position().dropped_mark(sq("7c")));
        play_all(&mut g, &["12a11a"]);
        let promote = Move::Board {
            from: sq("7c"),
            to: sq("7b"),
            via: yubin_rules::Via::NONE,
            promote: true,
        };
        assert_eq!(g.check_move(promote), Ok(()), "{value}");
        // Declined: the next non-capture inside the zone may not promote.
        play_all(&mut g, &["7c7b", "11a12a"]);
        assert!(!g.position().dropped_mark(sq("7b")));
        let again = Move::Board {
            from: sq("7b"),
            to: sq("7a"),
            via: yubin_rules::Via::NONE,
            promote: true,
        };
        assert!(
            matches!(
                g.check_move(again),
                Err(IllegalMove::PromotionNotAllowed { .. })
            ),
            "{value}"
        );
        ran += 1;
    }
    assert_eq!(ran, 2);
}

/// `heisei.adjacency = orthogonal`: a drop must touch one of the dropper's pieces by an edge.
/// From the start, 5g is diagonally next to Black's go-between on 4h only.
#[test]
fn heisei_adjacency_orthogonal() {
    let diagonal = drop(PieceKind::Silver, "5g", false);
    let edge = drop(PieceKind::Silver, "4g", false);
    let king_step = Position::start(heisei_rules(&[]));
    assert_eq!(king_step.check_move(diagonal), Ok(()));
    assert_eq!(king_step.check_move(edge), Ok(()));
    let ortho = Position::start(heisei_rules(&[("heisei.adjacency", "orthogonal")]));
    assert_eq!(
        ortho.check_move(diagonal),
        bad_drop("a piece must be dropped orthogonally next to one of your own pieces (`heisei.adjacency = orthogonal`)")
    );
    assert!(!ortho.legal_moves().contains(&diagonal));
    assert_eq!(ortho.check_move(edge), Ok(()));
    assert!(ortho.legal_moves().contains(&edge));
    let drops = |p: &Position| {
        p.legal_moves()
            .iter()
            .filter(|m| matches!(m, Move::Drop { .. }))
            .count()
    };
    assert!(drops(&ortho) < drops(&king_step));
}

/// A second drop, a piece that was not set aside, and a drop outside Heisei each get their own
/// reason.
#[test]
fn heisei_drop_refusals_are_precise() {
    let mut g = Game::new(heisei_rules(&[]));
    assert_eq!(
        g.check_move(drop(PieceKind::Gold, "7h", false)),
        bad_drop("that piece is not among your set-aside pieces")
    );
    assert_eq!(g.play(drop(PieceKind::Silver, "7h", false)), Ok(None));
    assert_eq!(g.play(drop(PieceKind::Copper, "7e", false)), Ok(None));
    let again = drop(PieceKind::Lance, "6h", false);
    assert_eq!(
        g.check_move(again),
        bad_drop("you have already made your one drop of the game")
    );
    assert_eq!(
        g.check_move(drop(PieceKind::Gold, "6h", false)),
        bad_drop("you have already made your one drop of the game")
    );
    // A position where only Black still has its drop, and one where White has a lance and a
    // silver set aside.
    let pos = sfen::read(
        heisei_rules(&[]),
        "k11/12/12/12/12/12/12/12/12/12/12/K11 w - 1 L",
    )
    .unwrap();
    assert_eq!(
        pos.check_move(drop(PieceKind::Lance, "11a", false)),
        bad_drop("you have already made your one drop of the game")
    );
    let pos = sfen::read(
        heisei_rules(&[]),
        "k11/12/12/12/12/12/12/12/12/12/12/K11 w - 1 ls",
    )
    .unwrap();
    assert_eq!(
        pos.check_move(drop(PieceKind::Copper, "11a", false)),
        bad_drop("that piece is not among your set-aside pieces")
    );
    assert_eq!(
        pos.check_move(drop(PieceKind::Silver, "11a", false)),
        Ok(())
    );
    // Standard Chu has no drop at all.
    let standard = Position::start(Rules::default());
    assert_eq!(
        standard.check_move(drop(PieceKind::Lance, "7h", false)),
        bad_drop("there are no drops in this game (only Heisei Chu Shogi has one)")
    );
}

// ----------------------------------------------------------------------- handicaps

fn count(pos: &Position, c: Color) -> usize {
    pos.pieces().filter(|(_, p)| p.color == c).count()
}

#[test]
fn handicaps_build() {
    let rules = Rules::default();
    let mut ran = 0;
    for &h in Handicap::ALL {
        let pos = h.position(rules);
        assert_eq!(pos.side_to_move(), Color::White, "{h}");
        assert_eq!(count(&pos, Color::Black), 46, "{h}");
        assert_eq!(count(&pos, Color::White), 46 - h.removed().len(), "{h}");
        assert_eq!(pos.royal_count(Color::White), 1, "{h}");
        assert_eq!(Handicap::parse(h.name()), Some(h));
        assert_eq!(Handicap::parse(h.description()), Some(h));
        let lions = pos
            .pieces()
            .filter(|(_, p)| p.color == Color::Black && pos.is_lion(p.kind))
            .count();
        let name = h.name();
        let expect_lions = if name.starts_with("three_lions") {
            3
        } else if name.starts_with("two_lions") {
            2
        } else {
            1
        };
        assert_eq!(lions, expect_lions, "{h}");
        if let Some(text) = h.lishogi_sfen() {
            assert_eq!(sfen::write(&pos), text, "{h}");
        }
        let g = Game::from_position(pos);
        assert_eq!(g.outcome(), None);
        assert!(!g.legal_moves().is_empty());
        ran += 1;
    }
    assert_eq!(ran, 24);
    let numbers: Vec<u8> = Handicap::ALL
        .iter()
        .filter_map(|h| h.msm_number())
        .collect();
    assert_eq!(numbers, (1..=21).collect::<Vec<u8>>());
}

#[test]
fn handicap_removals_take_whites_left_piece() {
    let rules = Rules::default();
    let cases = [
        (Handicap::Copper, "3a", "10a"),
        (Handicap::Silver, "4a", "9a"),
        (Handicap::BlindTiger, "5b", "8b"),
        (Handicap::FerociousLeopard, "2a", "11a"),
        (Handicap::Gold, "5a", "8a"),
        (Handicap::SideMover, "1c", "12c"),
        (Handicap::VerticalMover, "2c", "11c"),
        (Handicap::Rook, "3c", "10c"),
        (Handicap::QueenDragonKing, "5c", "8c"),
    ];
    for (h, gone, kept) in cases {
        let pos = h.position(rules);
        assert_eq!(pos.piece_at(sq(gone)), None, "{h}");
        assert_eq!(
            pos.piece_at(sq(kept)).map(|p| p.color),
            Some(Color::White),
            "{h}"
        );
    }
    let pos = Handicap::Queen.position(rules);
    assert_eq!(pos.piece_at(sq("7c")), None);
    assert_eq!(
        Handicap::TwoKings.position(rules).royal_count(Color::Black),
        2,
        "two kings: Black has a prince"
    );
    let full = Handicap::ThreeLionsQueenDragonKingRookVerticalMoverSideMover.position(rules);
    assert_eq!(count(&full, Color::White), 41);
    assert_eq!(
        Handicap::parse("msm 21"),
        Some(Handicap::ThreeLionsQueenDragonKingRookVerticalMoverSideMover)
    );
    assert_eq!(Handicap::parse("MSM-9"), Some(Handicap::TwoLions));
    assert_eq!(Handicap::parse("msm22"), None);
    assert_eq!(Handicap::parse(""), None);
}

#[test]
fn handicap_white_moves_first_in_a_game() {
    let mut g = Game::from_position(Handicap::Rook.position(Rules::default()));
    let m = g.legal_moves()[0];
    assert_eq!(
        g.position().piece_at(m.from().unwrap()).unwrap().color,
        Color::White
    );
    g.play(m).unwrap();
    assert_eq!(g.position().side_to_move(), Color::Black);
}

#[test]
fn handicap_with_heisei_sets_pieces_aside() {
    let rules = Rules::preset(Variant::Chu, "heisei").unwrap();
    let pos = Handicap::Copper.position(rules);
    assert_eq!(count(&pos, Color::White), 32);
    let coppers = |c| {
        pos.reserve(c)
            .into_iter()
            .find(|&(k, _)| k == PieceKind::Copper)
            .map(|(_, n)| n)
    };
    assert_eq!(coppers(Color::White), Some(1));
    assert_eq!(coppers(Color::Black), Some(2));
}

// ----------------------------------------------------------------------- playouts

/// Pseudo-random games under every repetition rule (and the `jcsa` preset, which adds
/// `mate_wins`): every move [`Game::legal_moves`] offers passes [`Game::check_move`], and the
/// game's position matches replaying its moves on the initial position.
#[test]
fn playouts_stay_consistent() {
    let mut presets: Vec<Rules> = Repetition::ALL
        .iter()
        .map(|r| rules_with(&[("chu.repetition", r.as_str())]))
        .collect();
    presets.push(Rules::preset(Variant::Chu, "jcsa").unwrap());
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut plies = 0;
    for rules in presets {
        let mut g = Game::new(rules);
        for _ in 0..120 {
            let moves = g.legal_moves();
            if moves.is_empty() {
                assert!(g.outcome().is_some());
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = moves[(seed >> 33) as usize % moves.len()];
            assert_eq!(g.check_move(m), Ok(()), "{m}");
            g.play(m).unwrap();
            plies += 1;
        }
        let mut replay = g.initial().clone();
        for &m in g.moves() {
            replay = replay.play(m).unwrap();
        }
        assert_eq!(&replay, g.position());
        assert_eq!(replay.hash(), g.position().hash_from_scratch());
    }
    assert!(plies > 300);
}

/// A pass is attacking when a piece that could make it attacks an enemy piece: Black's lion
/// on 7g keeps attacking White's pawn on 7e while both sides pass, so under `lishogi` Black is
/// the only attacker and loses at the 4th occurrence.
#[test]
fn lishogi_attacking_pass() {
    let mut g = game(
        Rules::default(),
        "k11/12/6n5/12/5p6/12/5N6/12/12/12/12/K11 b - 1",
    );
    play_all(&mut g, &["pass"; 5]);
    assert_eq!(
        g.play(Move::Pass),
        Ok(win(Color::White, EndReason::PerpetualAttack))
    );
}
