//! Clocks through SQLite: leave, pauses, gifts and damaged rows in the deadline sweep.

use super::*;

/// Issue 11: leave, a pause and time given are stored, and the deadlines computed from them
/// survive a restart.
#[test]
fn leave_pauses_and_gifts_move_deadlines_through_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    let mut w = World::new();
    w.shell = shell_on(Store::open(&path).unwrap());
    let g = started_game(&mut w, "days=3");
    let (a, b) = (w.reply_to(GameId(g), ALICE), w.reply_to(GameId(g), BOB));
    let deadline = w
        .shell
        .store()
        .game(GameId(g))
        .unwrap()
        .unwrap()
        .deadline
        .unwrap();
    w.send(BOB, &b, "give 1d");
    w.send(ALICE, BOT, "leave 2d");
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
    assert_eq!(rec.deadline, Some(deadline + 3 * 86_400));
    w.send(ALICE, &a, "pause");
    w.send(BOB, &b, "accept pause");
    assert_eq!(
        w.shell.store().game(GameId(g)).unwrap().unwrap().deadline,
        None
    );
    w.shell = shell_on(Store::open(&path).unwrap());
    assert_eq!(
        w.shell.next_deadline().unwrap(),
        None,
        "paused: nothing due"
    );
    w.send(ALICE, &a, "resume");
    // The pause fell within Alice's leave: stops that overlap count once, so it added nothing.
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
    assert_eq!(rec.deadline, Some(deadline + 3 * 86_400));
    w.shell = shell_on(Store::open(&path).unwrap());
    assert_eq!(
        w.shell.next_deadline().unwrap(),
        rec.remind_at.or(rec.deadline)
    );
}

/// A game row that cannot be read at all (its time control changed by hand) is left out of
/// the deadline sweep; the other games' deadlines go on (before, one such row stopped them
/// all, and the outbox behind them).
#[test]
fn an_unreadable_game_row_does_not_stop_the_other_deadlines() {
    let mut w = World::new();
    let g = started_game(&mut w, "days=2");
    let carol = "carol@example.test";
    let out = w.send(carol, BOT, &format!("challenge {ALICE} black days=3"));
    let to = out[0].reply_to.clone().unwrap();
    w.send(ALICE, &to, "accept");
    let conn = w.shell.store().connection();
    conn.pragma_update(None, "ignore_check_constraints", true)
        .unwrap();
    conn.execute(
        "UPDATE games SET time_control = 'forever' WHERE id = ?1",
        [g],
    )
    .unwrap();
    let other = w.shell.store().game(GameId(2)).unwrap().unwrap();
    assert_eq!(w.shell.next_deadline().unwrap(), other.remind_at);
    let late = w.now + 30 * 86_400;
    assert_eq!(w.shell.run_deadlines(late).unwrap(), 1);
    let other = w.shell.store().game(GameId(2)).unwrap().unwrap();
    assert_eq!(other.state, GameState::Finished);
    assert_eq!(w.shell.next_deadline().unwrap(), None);
    assert_eq!(w.shell.run_deadlines(late + 1).unwrap(), 0);
}
