//! Draw offers: the `draw_every=` limit and when a standing offer lapses (issue 11).

use super::*;
use yubin_domain::model::GameResult;

#[test]
fn draw_every_limits_each_players_offers_to_one_per_n_of_their_moves() {
    let mut w = World::new();
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} black draw_every=2"));
    assert!(
        flat(&out[0].text).contains("one draw offer per 2 moves of each side."),
        "{}",
        out[0].text
    );
    let g = w.last_id;
    assert_eq!(w.game(g).setup.terms.draw_every, Some(2));
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    w.send(BOB, &b, "accept");
    // The first offer is always allowed.
    assert_eq!(w.send(ALICE, &a, "draw").len(), 2);
    assert_eq!(w.game(g).draw_offer_plies, [Some(0), None]);
    w.send(BOB, &b, "decline draw");
    let too_soon = "It is too soon for another draw offer: in this game each player may offer a draw once per 2 of their own moves \
                    (draw_every=2). You last offered one at move 1, so your next offer may \
                    come once you have played move 3.";
    for mv in ["", "P-8h", "8d8e"] {
        if !mv.is_empty() {
            play_moves_from(&mut w, g, mv);
        }
        let out = w.send(ALICE, &a, "draw");
        assert_eq!(out.len(), 1, "after {mv:?}");
        assert!(flat(&out[0].text).contains(too_soon), "{}", out[0].text);
        assert_eq!(w.game(g).draw_offered_by, None);
    }
    // Bob's offers count on their own: his first is allowed.
    assert_eq!(w.send(BOB, &b, "draw").len(), 2);
    w.send(ALICE, &a, "decline draw");
    play_moves_from(&mut w, g, "P-7h");
    assert_eq!(w.send(ALICE, &a, "draw").len(), 2);
    assert_eq!(w.game(g).draw_offer_plies, [Some(3), Some(2)]);
    // Accepting is never limited.
    assert_eq!(w.send(BOB, &b, "draw").len(), 2);
    assert_eq!(w.game(g).result, Some(GameResult::Draw));
}

#[test]
fn an_offer_stands_through_the_offerers_move_and_lapses_with_the_opponents() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    // Offered on Alice's own turn, then her move: still standing.
    w.send(ALICE, &a, "draw");
    play_moves_from(&mut w, g, "P-8h");
    assert_eq!(w.game(g).draw_offered_by, Some(Color::Black));
    // Bob's move refuses it.
    play_moves_from(&mut w, g, "8d8e");
    assert_eq!(w.game(g).draw_offered_by, None);
    // So Alice's `draw` now is a new offer, not an acceptance of anything.
    w.send(ALICE, &a, "draw");
    assert_eq!(w.game(g).draw_offered_by, Some(Color::Black));
    assert_eq!(w.game(g).state, GameState::Active);
    // Her move after it leaves it standing, and Bob may accept it before moving.
    play_moves_from(&mut w, g, "P-7h");
    assert_eq!(w.game(g).draw_offered_by, Some(Color::Black));
    w.send(BOB, &b, "draw");
    assert_eq!(w.game(g).result, Some(GameResult::Draw));
}
