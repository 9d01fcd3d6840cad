//! Checkmate under `mate_wins`, and the basics of a game.

use super::*;

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
    assert_eq!(g.outcome().unwrap().to_string(), "black wins: checkmate");
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
    // A game the board has ended takes no further move.
    let pos = yubin_rules::notation::sfen::read(
        Rules::default(),
        "12/12/12/12/12/12/12/12/12/9G2/5k6/5K6 w - 1",
    )
    .unwrap();
    let mut g = Game::from_position(pos);
    let take = g
        .legal_moves()
        .into_iter()
        .find(|m| m.to().map(|s| s.to_string()) == Some("7l".into()))
        .unwrap();
    let o = g.play(take).unwrap().unwrap();
    assert_eq!(o.to_string(), "white wins: last royal captured");
    assert_eq!(g.outcome(), Some(o));
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.check_move(Move::Pass), Err(IllegalMove::GameOver));
    for &r in EndReason::ALL {
        assert_eq!(EndReason::parse(r.as_str()), Some(r));
    }
}
