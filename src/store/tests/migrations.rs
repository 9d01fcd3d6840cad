//! Databases written by earlier versions, brought up to date by the migrations.

use super::*;

#[test]
fn game_numbers_are_never_reused_and_migration_3_keeps_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    // A database of schema version 2 with two games and a move.
    {
        let mut conn = rusqlite::Connection::open(&path).unwrap();
        let tx = conn.transaction().unwrap();
        for (_, sql) in &MIGRATIONS[..2] {
            tx.execute_batch(sql).unwrap();
        }
        tx.pragma_update(None, "user_version", 2).unwrap();
        tx.execute_batch(
            "INSERT INTO players (id, address, created_at) VALUES (1, 'a@x.test', 0), (2, 'b@x.test', 0);
             INSERT INTO games (id, variant, preset, illegal_move, days_per_move, black_id, white_id,
                 challenger_id, state, created_at, thread_root)
             VALUES (1, 'chu', 'standard', 'lose', 7, 1, 2, 1, 'active', 0, 'r1'),
                    (2, 'chu', 'standard', 'lose', 7, 2, 1, 2, 'challenged', 0, 'r2');
             INSERT INTO moves (game_id, ply, usi, written, played_at, message_id)
             VALUES (1, 1, '7i7h', 'P-7h', 1, 'm1');",
        )
        .unwrap();
        tx.commit().unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.version().unwrap() as usize, MIGRATIONS.len());
    assert_eq!(
        store.game(GameId(1)).unwrap().unwrap().state,
        GameState::Active
    );
    assert_eq!(store.moves(GameId(1)).unwrap().len(), 1);
    let fk: bool = store
        .connection()
        .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
        .unwrap();
    assert!(fk, "foreign keys are back on after the migration");
    // The newest game deleted by hand: its number is still not given again.
    store
        .connection()
        .execute_batch("DELETE FROM games WHERE id = 2")
        .unwrap();
    let tx = store.transaction().unwrap();
    assert_eq!(tx.next_game_id().unwrap(), GameId(3));
    tx.insert_game(GameId(3), &sample_game(), 5).unwrap();
    let taken = format!(
        "{:#}",
        tx.insert_game(GameId(3), &sample_game(), 5).unwrap_err()
    );
    assert!(taken.contains("cannot create game 3"), "{taken}");
}

#[test]
fn migration_23_keys_the_inbound_log_by_sender_and_message_id() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    {
        let mut conn = rusqlite::Connection::open(&path).unwrap();
        let tx = conn.transaction().unwrap();
        for (_, sql) in &MIGRATIONS[..20] {
            tx.execute_batch(sql).unwrap();
        }
        tx.pragma_update(None, "user_version", 20).unwrap();
        tx.execute_batch(
            "INSERT INTO inbound (id, message_id, sender, subject, received_at, status, note, \
             body, keyed) VALUES (7, 'predictable-123@example.org', 'mallory@x.test', 'help', \
             5, 'rejected', 'n', 'b', 0)",
        )
        .unwrap();
        tx.commit().unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.version().unwrap() as usize, MIGRATIONS.len());
    let tx = store.transaction().unwrap();
    // The mail logged before is still consumed once; élise's with its id is hers.
    assert!(tx
        .inbound_seen("mallory@x.test", "predictable-123@example.org")
        .unwrap());
    assert!(!tx
        .inbound_seen("élise@x.test", "predictable-123@example.org")
        .unwrap());
    assert_eq!(tx.unkeyed_errors_since("mallory@x.test", 0).unwrap(), 1);
}

#[test]
fn migration_8_turns_days_into_time_controls_and_keeps_the_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    {
        let mut conn = rusqlite::Connection::open(&path).unwrap();
        let tx = conn.transaction().unwrap();
        for (_, sql) in &MIGRATIONS[..7] {
            tx.execute_batch(sql).unwrap();
        }
        tx.pragma_update(None, "user_version", 7).unwrap();
        tx.execute_batch(
            "INSERT INTO players (id, address, created_at) VALUES (1, 'a@x.test', 0), (2, 'b@x.test', 0);
             INSERT INTO games (id, variant, preset, illegal_move, days_per_move, black_id, white_id,
                 challenger_id, state, created_at, deadline, reminder_sent, thread_root)
             VALUES (1, 'chu', 'standard', 'lose', 3, 1, 2, 1, 'active', 100, 1000000, 0, 'r1'),
                    (2, 'chu', 'standard', 'lose', 7, 1, 2, 1, 'active', 100, 2000000, 1, 'r2'),
                    (3, 'chu', 'standard', 'lose', 7, 2, 1, 2, 'challenged', 100, NULL, 0, 'r3'),
                    (4, 'chu', 'standard', 'lose', 7, 2, 1, 2, 'challenged', 100, NULL, 0, 'r4');
             INSERT INTO moves (game_id, ply, usi, written, played_at, message_id)
             VALUES (2, 1, '7i7h', 'P-7h', 500, 'm1');
             DELETE FROM games WHERE id = 4;",
        )
        .unwrap();
        tx.commit().unwrap();
    }
    let store = Store::open(&path).unwrap();
    let g1 = store.game(GameId(1)).unwrap().unwrap();
    assert_eq!(g1.setup.terms.time_control.to_string(), "days=3");
    // No move yet: the start is exact (the deadline less the days per move).
    assert_eq!(g1.started_at, Some(1_000_000 - 3 * 86_400));
    assert_eq!(g1.remind_at, Some(1_000_000 - 86_400));
    assert_eq!(g1.setup.terms.max_plies, None);
    let g2 = store.game(GameId(2)).unwrap().unwrap();
    assert_eq!((g2.started_at, g2.remind_at), (Some(100), None));
    let g3 = store.game(GameId(3)).unwrap().unwrap();
    assert_eq!((g3.started_at, g3.deadline), (None, None));
    // Game 4 was the newest, deleted: its number is still not given again.
    let mut store = store;
    let tx = store.transaction().unwrap();
    assert_eq!(tx.next_game_id().unwrap(), GameId(5));
}

#[test]
fn migration_20_keeps_the_ratings_and_accepts_the_new_variants() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    // A database of schema version 19 with a rating and its history.
    {
        let mut conn = rusqlite::Connection::open(&path).unwrap();
        let tx = conn.transaction().unwrap();
        for (_, sql) in &MIGRATIONS[..19] {
            tx.execute_batch(sql).unwrap();
        }
        tx.pragma_update(None, "user_version", 19).unwrap();
        tx.execute_batch(
            "INSERT INTO players (id, address, created_at) VALUES (1, 'a@x.test', 0);
             INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, updated_at)
             VALUES (1, 'maka', 1612.5, 80.0, 0.06, 3, 77);
             INSERT INTO rating_history (player_id, variant, at, rating, deviation, games)
             VALUES (1, 'maka', 77, 1612.5, 80.0, 3);",
        )
        .unwrap();
        assert!(tx
            .execute_batch(
                "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, \
                 updated_at) VALUES (1, 'dai', 1500, 350, 0.06, 0, 0)"
            )
            .is_err());
        tx.commit().unwrap();
    }
    let store = Store::open(&path).unwrap();
    let c = store.connection();
    let kept: (String, f64, i64) = c
        .query_row(
            "SELECT variant, rating, games FROM ratings WHERE player_id = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!(kept, ("maka".to_string(), 1612.5, 3));
    let history: i64 = c
        .query_row("SELECT count(*) FROM rating_history", [], |r| r.get(0))
        .unwrap();
    assert_eq!(history, 1);
    for v in ["dai", "daidai", "tenjiku"] {
        c.execute(
            "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, \
             updated_at) VALUES (1, ?1, 1500, 350, 0.06, 0, 0)",
            [v],
        )
        .unwrap();
        c.execute(
            "INSERT INTO rating_history (player_id, variant, at, rating, deviation, games) \
             VALUES (1, ?1, 0, 1500, 350, 0)",
            [v],
        )
        .unwrap();
    }
    assert!(c
        .execute(
            "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, \
             updated_at) VALUES (1, 'go', 1500, 350, 0.06, 0, 0)",
            [],
        )
        .is_err());
}
