//! An agreed takeback through SQLite: the moves deleted in the mail's transaction, the game
//! going on from the kept ply, the replay cache agreeing with a replay from scratch.

use super::*;

/// The game of `g` from the replay cache, and from a fresh replay of the stored moves.
fn cached_and_fresh(w: &mut World, g: i64) -> (yubin_rules::Game, yubin_rules::Game) {
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
    let stored = w.shell.store().moves(GameId(g)).unwrap();
    let Shell { store, cache, .. } = &mut w.shell;
    let tx = store.transaction().unwrap();
    let (cached, _) = cache.load(&tx, &rec).unwrap().unwrap();
    (cached, replay(&rec, &stored).unwrap())
}

#[test]
fn an_agreed_takeback_deletes_the_moves_and_the_game_goes_on_from_there() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(GameId(g), ALICE), w.reply_to(GameId(g), BOB));
    for (i, m) in ["P-8h", "P-8e", "P-3h", "P-3e"].iter().enumerate() {
        let who = if i % 2 == 0 { ALICE } else { BOB };
        assert_eq!(w.send(who, &w.reply_to(GameId(g), who), m).len(), 2, "{m}");
    }
    // The cache holds the game after 4 plies.
    let (cached, _) = cached_and_fresh(&mut w, g);
    assert_eq!(cached.moves().len(), 4);

    assert_eq!(w.send(ALICE, &a, "takeback 3").len(), 2);
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
    assert_eq!(rec.takeback_offered, Some((Color::Black, 3)));
    let out = w.send(BOB, &b, "accept takeback");
    assert_eq!(out.len(), 2, "{out:#?}");
    let stored = w.shell.store().moves(GameId(g)).unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].written, "P-8h");
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
    assert_eq!(rec.takeback_offered, None);
    assert_eq!(rec.deadline, Some(w.now + 7 * 86_400));
    let stops: (String, String, i64) = w
        .shell
        .store()
        .connection()
        .query_row(
            "SELECT kind, color, ends_at FROM stops WHERE game_id = ?1",
            [g],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!(stops, ("takeback".into(), "white".into(), w.now));
    let (cached, fresh) = cached_and_fresh(&mut w, g);
    assert_eq!(cached.moves(), fresh.moves());
    assert_eq!(cached.position(), fresh.position());
    assert_eq!(fresh.moves().len(), 1);

    // Bob is on move 2 again, and it is stored as ply 2.
    let out = w.send(BOB, &b, "P-8e #2");
    assert_eq!(out.len(), 2, "{out:#?}");
    let stored = w.shell.store().moves(GameId(g)).unwrap();
    assert_eq!(
        stored.iter().map(|m| m.ply).collect::<Vec<_>>(),
        [1, 2],
        "{stored:#?}"
    );
    let (cached, fresh) = cached_and_fresh(&mut w, g);
    assert_eq!(cached.position(), fresh.position());
    assert_eq!(cached.moves().len(), 2);
}
