//! Takebacks by agreement (issue 11): asked, accepted or declined, lapsing on a move.

use super::*;
use yubin_domain::clock::DAY;
use yubin_domain::model::GameResult;

/// The one answer to a refused mail, in words.
fn refused(out: &[OutMail]) -> String {
    assert_eq!(out.len(), 1, "{out:#?}");
    flat(&out[0].text)
}

#[test]
fn a_takeback_asked_and_accepted_undoes_the_moves_and_the_time_they_took() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    let started = w.game(g).started_at.unwrap();
    play_moves(&mut w, g, &["P-8h", "8d8e"]);
    // Alice's conditional moves, sent with her move; Bob's draw offer.
    assert_eq!(w.send(ALICE, &a, "P-7h\nif P-7e then P-7g").len(), 2);
    assert!(!w.conditionals(g, Color::Black).is_empty());
    // Bob has not moved since: `takeback` asks for Alice's move alone.
    w.now += 5 * DAY;
    let out = w.send(ALICE, &a, "takeback");
    assert_eq!(out.len(), 2);
    assert_eq!(w.game(g).takeback_offered, Some((Color::Black, 1)));
    assert!(
        out[0]
            .subject
            .ends_with("alice (black) asks to take back 1 ply, back to move 3"),
        "{}",
        out[0].subject
    );
    let bobs = out.iter().find(|m| m.to == BOB).unwrap();
    assert!(flat(&bobs.text).contains("Reply `accept takeback` to agree"));
    let alices = out.iter().find(|m| m.to == ALICE).unwrap();
    assert!(!alices.text.contains("accept takeback"), "{}", alices.text);
    w.send(BOB, &b, "draw");
    assert_eq!(w.game(g).draw_offered_by, Some(Color::White));

    let out = w.send(BOB, &b, "accept takeback");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert_eq!(w.moves(g), 2);
    let rec = w.game(g);
    assert_eq!(
        (rec.takeback_offered, rec.draw_offered_by),
        (None, None),
        "offers are cleared"
    );
    assert!(w.conditionals(g, Color::Black).is_empty());
    // Alice is on move 3 again, and the time since Bob's move 2 is hers no longer.
    let last_kept = w.moves[&g][1].played_at;
    assert_eq!(
        w.stops.last(),
        Some(&(g, Some(Color::Black), last_kept, Some(w.now)))
    );
    assert_eq!(rec.deadline, Some(w.now + 7 * DAY));
    assert!(last_kept > started);
    for m in &out {
        let text = flat(&m.text);
        assert!(
            text.contains(
                "bob (white) agreed to alice (black)'s takeback: the last move is undone, \
                 and the game goes on from move 3."
            ),
            "{text}"
        );
    }
    assert!(out[0]
        .subject
        .ends_with("takeback agreed, alice (black) to play move 3"));
    // The game goes on from there: move 3 again.
    assert_eq!(w.send(ALICE, &a, "P-7h #3").len(), 2);
    assert_eq!(w.moves(g), 3);
}

#[test]
fn on_ones_own_turn_takeback_asks_for_both_moves_and_n_asks_for_n() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    play_moves(&mut w, g, &["P-8h", "8d8e", "P-7h"]);
    // Bob to move: his last move and Alice's since.
    w.send(BOB, &b, "takeback");
    assert_eq!(w.game(g).takeback_offered, Some((Color::White, 2)));
    w.send(ALICE, &a, "decline takeback");
    assert_eq!(w.game(g).takeback_offered, None);
    assert_eq!(w.moves(g), 3);
    // Exactly N, never more than were played.
    let text = refused(&w.send(BOB, &b, "takeback 4"));
    assert!(
        text.contains("You asked to take back 4 plies, but only 3 plies have been played."),
        "{text}"
    );
    w.send(BOB, &b, "takeback 3");
    assert_eq!(w.game(g).takeback_offered, Some((Color::White, 3)));
    let out = w.send(ALICE, &a, "accept takeback");
    assert_eq!(out.len(), 2);
    assert_eq!(w.moves(g), 0);
    // Nothing left: the clock of the side to move stands from the start.
    let started = w.game(g).started_at.unwrap();
    assert_eq!(
        w.stops.last(),
        Some(&(g, Some(Color::Black), started, Some(w.now)))
    );
    let text = refused(&w.send(ALICE, &a, "takeback"));
    assert!(
        text.contains("No move has been played yet, so there is nothing to take back."),
        "{text}"
    );
}

#[test]
fn a_move_lets_the_request_lapse() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    play_moves(&mut w, g, &["P-8h"]);
    let text = refused(&w.send(BOB, &b, "takeback"));
    assert!(
        text.contains("You have not moved yet in this game"),
        "{text}"
    );
    w.send(ALICE, &a, "takeback");
    assert_eq!(w.game(g).takeback_offered, Some((Color::Black, 1)));
    assert_eq!(w.send(BOB, &b, "8d8e").len(), 2);
    assert_eq!(w.game(g).takeback_offered, None);
    let text = refused(&w.send(BOB, &b, "accept takeback"));
    assert!(
        text.contains("There is no takeback request from your opponent to answer."),
        "{text}"
    );
    assert_eq!(w.moves(g), 2);
    // The asker's own move lapses it too.
    w.send(ALICE, &a, "takeback 2");
    assert_eq!(w.send(ALICE, &a, "P-7h").len(), 2);
    assert_eq!(w.game(g).takeback_offered, None);
}

#[test]
fn only_the_opponent_answers_and_takeback_is_no_answer() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    play_moves(&mut w, g, &["P-8h", "8d8e"]);
    w.send(ALICE, &a, "takeback");
    for answer in ["accept takeback", "decline takeback"] {
        let text = refused(&w.send(ALICE, &a, answer));
        assert!(
            text.contains("You asked for this takeback; your opponent answers it."),
            "{text}"
        );
    }
    let text = refused(&w.send(ALICE, &a, "takeback 1"));
    assert!(
        text.contains("Your request to take back the last 2 plies is standing already"),
        "{text}"
    );
    // Bob's own `takeback` does not accept Alice's request.
    let text = refused(&w.send(BOB, &b, "takeback"));
    assert!(
        text.contains(
            "Your opponent has asked to take back the last 2 plies, and `takeback` does not \
             answer that: reply `accept takeback` or `decline takeback` first."
        ),
        "{text}"
    );
    assert_eq!(w.game(g).takeback_offered, Some((Color::Black, 2)));
    assert_eq!(w.moves(g), 2);
    // `accept` alone still means a challenge, and there is none here.
    let text = refused(&w.send(BOB, &b, "accept"));
    assert!(
        text.contains("is not waiting for an answer to a challenge"),
        "{text}"
    );
}

#[test]
fn no_takeback_once_the_game_is_over() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    play_moves(&mut w, g, &["P-8h", "8d8e"]);
    w.send(ALICE, &a, "takeback");
    w.send(ALICE, &a, "resign");
    assert_eq!(w.game(g).result, Some(GameResult::Win(Color::White)));
    let text = refused(&w.send(BOB, &b, "accept takeback"));
    assert!(text.contains(&format!("Game {g} is over.")), "{text}");
    let text = refused(&w.send(ALICE, &a, "takeback"));
    assert!(text.contains(&format!("Game {g} is over.")), "{text}");
    assert_eq!(w.moves(g), 2);
}
