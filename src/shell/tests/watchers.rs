//! Observers through SQLite: `watch`, `notify`, `unwatch`, `watch T3`, a player's
//! `observers off`, a tournament's `delay=`, and that an observer can never move.

use super::*;

const CAROL: &str = "carol@example.test";
const DAVE: &str = "dave@example.test";

fn observer_address(game: i64) -> String {
    token::watch_address(BOT, yubin_domain::model::Watched::Game(GameId(game)))
}

fn to(out: &[OutMail], address: &str) -> Vec<OutMail> {
    out.iter().filter(|m| m.to == address).cloned().collect()
}

#[test]
fn an_observer_gets_every_board_and_the_result_without_a_key() {
    let mut w = World::unnamed();
    let g = started_game(&mut w, "");
    w.send(ALICE, BOT, "name Alice");
    let out = w.send(CAROL, BOT, "watch 1");
    assert_eq!(out.len(), 1, "{out:#?}");
    let m = &out[0];
    assert_eq!(m.to, CAROL);
    // Observers read names (a display name, else a pseudonym), never an address.
    let bob = yubin_engine::profile::pseudonym(&settings(), BOB);
    assert_eq!(
        m.subject,
        format!("Game 1, Alice vs {bob}: you now watch it")
    );
    assert!(
        !m.text.contains("example.test") && !m.html.as_deref().unwrap().contains("example.test")
    );
    // No key: the reply address only names the game.
    assert_eq!(m.reply_to.as_deref(), Some(observer_address(g).as_str()));
    assert!(token::parse_recipient(BOT, m.reply_to.as_deref().unwrap()).is_none());
    let text = flat(&m.text);
    assert!(text.contains("You now watch game 1"), "{text}");
    assert!(
        text.contains("which you watch (Black at the bottom)"),
        "{text}"
    );
    assert!(text.contains("Alice (black) is to play move 1"), "{text}");
    assert!(!text.contains("Your turn"), "{text}");
    assert!(
        !text.contains("Reply to this mail with your move"),
        "{text}"
    );
    assert!(text.contains("reply `unwatch` to this mail"), "{text}");
    assert!(m.html.as_deref().unwrap().contains("You watch this game"));

    let out = w.send(DAVE, BOT, "notify #1");
    assert_eq!(out.len(), 1);
    assert!(
        flat(&out[0].text).contains("You will get the result of Game 1, Alice vs player-"),
        "{}",
        out[0].text
    );

    // A move: both players, and the one observer who watches the boards.
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "P-8h");
    assert_eq!(out.len(), 3, "{out:#?}");
    let seen = to(&out, CAROL);
    assert_eq!(seen.len(), 1);
    assert_eq!(
        seen[0].subject,
        format!("Game 1, Alice vs {bob}: 1. P-8h, {bob} (white) to play move 2")
    );
    assert!(!seen[0].text.contains("example.test"), "{}", seen[0].text);
    assert_eq!(
        seen[0].reply_to.as_deref(),
        Some(observer_address(g).as_str())
    );
    let text = flat(&seen[0].text);
    assert!(text.contains("Alice (black) played 1. P-8h."), "{text}");
    assert!(
        text.contains(&format!("{bob} (white) is to play move 2 by")),
        "{text}"
    );
    assert!(to(&out, DAVE).is_empty());

    // The observer cannot move by replying, nor by forging a player's From to that address.
    let out = w.send(CAROL, &observer_address(g), "P-8e");
    assert_eq!(out.len(), 1);
    assert!(
        out[0].subject.contains("not carried out"),
        "{}",
        out[0].subject
    );
    // Issue 23: told why (an observer cannot act in the game), not asked for a key.
    assert!(
        flat(&out[0].text).contains(&format!(
            "the address of game {g}'s observers: an observer's mail carries no key, and \
             observers cannot move"
        )),
        "{}",
        out[0].text
    );
    let out = w.send(BOB, &observer_address(g), "P-8e");
    assert!(out
        .iter()
        .all(|m| m.to == BOB && m.subject.contains("not carried out")));
    // A player is not told they are an observer.
    assert!(
        !flat(&out[0].text).contains("observers cannot move"),
        "{}",
        out[0].text
    );
    assert_eq!(w.shell.store().moves(GameId(g)).unwrap().len(), 1);

    // The end: the players, and both observers (the result is never delayed).
    let out = w.send(BOB, &w.reply_to(GameId(g), BOB), "resign");
    assert_eq!(out.len(), 4, "{out:#?}");
    for o in [CAROL, DAVE] {
        let m = &to(&out, o)[0];
        assert!(
            m.subject.contains("game over after 1 ply, 1-0"),
            "{}",
            m.subject
        );
        let text = flat(&m.text);
        assert!(!text.contains("example.test"), "{text}");
        assert!(
            text.contains("You watched game 1; this is the last mail"),
            "{text}"
        );
        assert!(text.contains("All moves:"), "{text}");
    }
    // Nothing left to watch.
    let out = w.send(CAROL, BOT, "watch 1");
    assert!(
        flat(&out[0].text).contains("Game 1 is over"),
        "{}",
        out[0].text
    );
}

#[test]
fn unwatch_by_reply_by_number_and_all() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    // `watch` alone names no game, unless it answers an observer's mail.
    let out = w.send(CAROL, BOT, "watch");
    assert!(
        flat(&out[0].text).contains("Name the game to watch"),
        "{}",
        out[0].text
    );
    let out = w.send(CAROL, BOT, "unwatch");
    assert!(
        flat(&out[0].text).contains("You watch no game"),
        "{}",
        out[0].text
    );
    w.send(CAROL, BOT, "watch 1");
    let out = w.send(CAROL, &observer_address(g), "unwatch");
    assert_eq!(out[0].subject, "Yubin: you no longer watch game 1");
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "P-8h");
    assert!(to(&out, CAROL).is_empty(), "{out:#?}");
    // Replying `watch` to an observer's mail starts again.
    let out = w.send(CAROL, &observer_address(g), "watch");
    assert!(
        out[0].subject.ends_with(": you now watch it"),
        "{}",
        out[0].subject
    );

    // An agreed takeback shows the observer the board it goes back to.
    w.send(BOB, &w.reply_to(GameId(g), BOB), "P-2e");
    w.send(BOB, &w.reply_to(GameId(g), BOB), "takeback");
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "accept takeback");
    let seen = to(&out, CAROL);
    assert_eq!(seen.len(), 1, "{out:#?}");
    assert!(
        seen[0].subject.contains("takeback agreed"),
        "{}",
        seen[0].subject
    );
    let text = flat(&seen[0].text);
    assert!(text.contains("agreed to take back the last move"), "{text}");
    assert!(text.contains("is to play move 2"), "{text}");

    // A second game: `unwatch` alone is ambiguous; by number, or all.
    w.send(ALICE, BOT, &format!("challenge {DAVE}"));
    w.send(CAROL, BOT, "notify 2");
    let out = w.send(CAROL, BOT, "unwatch");
    let text = flat(&out[0].text);
    assert!(text.contains("You watch game 1, game 2"), "{text}");
    let out = w.send(CAROL, BOT, "unwatch 2");
    assert!(
        flat(&out[0].text).contains("You watch: game 1"),
        "{}",
        out[0].text
    );
    let out = w.send(CAROL, BOT, "unwatch T4");
    assert!(
        flat(&out[0].text).contains("You do not watch T4"),
        "{}",
        out[0].text
    );
    let out = w.send(CAROL, BOT, "unwatch all");
    assert!(
        flat(&out[0].text).contains("You no longer watch game 1"),
        "{}",
        out[0].text
    );
    let out = w.send(BOB, &w.reply_to(GameId(g), BOB), "P-2e");
    assert_eq!(out.len(), 2, "{out:#?}");
}

#[test]
fn players_may_forbid_observers_of_their_casual_games() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(ALICE, BOT, "watch 1");
    assert!(
        flat(&out[0].text).contains("You play in game 1"),
        "{}",
        out[0].text
    );
    let out = w.send(CAROL, BOT, "watch 9");
    assert!(
        flat(&out[0].text).contains("There is no game 9"),
        "{}",
        out[0].text
    );
    w.send(DAVE, BOT, "watch 1");

    let out = w.send(BOB, BOT, "observers off");
    assert_eq!(
        out[0].subject,
        "Yubin: others may not watch your casual games"
    );
    assert!(flat(&out[0].text).contains("You have 1 casual game not over"));
    let out = w.send(CAROL, BOT, "watch 1");
    assert!(
        flat(&out[0].text).contains("do not allow observers"),
        "{}",
        out[0].text
    );
    // The observer who came before hears nothing more, while it is forbidden.
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "P-8h");
    assert_eq!(out.len(), 2, "{out:#?}");
    let out = w.send(BOB, BOT, "observers");
    assert!(
        flat(&out[0].text).contains("Others may not watch"),
        "{}",
        out[0].text
    );
    w.send(BOB, BOT, "observers on");
    let out = w.send(BOB, &w.reply_to(GameId(g), BOB), "P-2e");
    assert_eq!(to(&out, DAVE).len(), 1, "{out:#?}");
    // `archive private` does not forbid observers.
    w.send(ALICE, BOT, "archive private");
    let out = w.send(CAROL, BOT, "watch 1");
    assert!(
        out[0].subject.ends_with(": you now watch it"),
        "{}",
        out[0].subject
    );
    let out = w.send(BOB, BOT, "observers maybe");
    assert!(
        flat(&out[0].text).contains("takes `on` or `off`"),
        "{}",
        out[0].text
    );
}

#[test]
fn strangers_watch_under_the_limits_of_mail_without_a_key() {
    let mut w = World::new();
    started_game(&mut w, "");
    // One address holds at most MAX_WATCHES registrations.
    let max = yubin_engine::watch::commands::MAX_WATCHES;
    for i in 0..max {
        w.send(ALICE, BOT, &format!("challenge p{i}@example.test"));
    }
    for g in 1..=max {
        let out = w.send(CAROL, BOT, &format!("notify {g}"));
        assert!(
            out[0].subject.contains("you will get its result"),
            "{}",
            out[0].subject
        );
    }
    let out = w.send(CAROL, BOT, &format!("notify {}", max + 1));
    assert!(
        flat(&out[0].text).contains("as many as one address may"),
        "{}",
        out[0].text
    );
    // Watching again what one watches is no new registration.
    let out = w.send(CAROL, BOT, "watch 1");
    assert!(
        out[0].subject.contains("you now watch it"),
        "{}",
        out[0].subject
    );

    // A stranger's commands count towards the hourly limit of mail without a key.
    let limit = settings().mails_per_hour as usize;
    for _ in 0..limit {
        assert_eq!(w.send(DAVE, BOT, "watch 1").len(), 1);
    }
    let out = w.send(DAVE, BOT, "unwatch 1");
    assert!(
        out[0].subject.contains("too many mails"),
        "{}",
        out[0].subject
    );
    assert!(w.send(DAVE, &observer_address(1), "unwatch").is_empty());
}

#[test]
fn tournament_observers_get_every_crosstable_and_delayed_boards() {
    let mut w = World::new();
    const ORG: &str = "org@example.test";
    w.send(ORG, BOT, "tournament create Autumn rr days=3 delay=2");
    for i in 0..3 {
        w.send(&format!("p{i}@example.test"), BOT, "join T1");
    }
    let out = w.send(CAROL, BOT, "watch tournament T1");
    let text = flat(&out[0].text);
    assert!(text.contains("You now watch T1 Autumn"), "{text}");
    assert!(text.contains("2 plies behind"), "{text}");
    let out = w.send("p0@example.test", BOT, "watch T1");
    assert!(
        flat(&out[0].text).contains("You take part in T1"),
        "{}",
        out[0].text
    );
    w.send(ORG, BOT, "tournament start T1");
    let games: Vec<GameRecord> = w.shell.store().active_games().unwrap();
    let g = games[0].clone();
    let (b, wh) = (g.setup.black.clone(), g.setup.white.clone());

    // A tournament game can always be watched, its boards 2 plies behind.
    w.send(&b, BOT, "observers off");
    let out = w.send(DAVE, BOT, &format!("watch {}", g.id));
    let text = flat(&out[0].text);
    assert!(text.contains("2 plies behind"), "{text}");
    assert!(!text.contains("Clocks:"), "{text}");
    let moves = [(&b, "P-8h"), (&wh, "P-5e"), (&b, "P-7h")];
    let mut seen = Vec::new();
    for (player, mv) in moves {
        let out = w.send(player, &w.reply_to(g.id, player), mv);
        seen.push(to(&out, DAVE));
    }
    assert!(seen[0].is_empty() && seen[1].is_empty(), "{seen:#?}");
    let m = &seen[2][0];
    assert!(
        m.subject.ends_with("1. P-8h (shown 2 plies behind)"),
        "{}",
        m.subject
    );
    let text = flat(&m.text);
    assert!(text.contains("played 1. P-8h."), "{text}");
    assert!(!text.contains("P-7h"), "{text}");
    assert!(text.contains("is to play move 2."), "{text}");

    // The result at once, and the crosstable with the result to the tournament's observer.
    let out = w.send(&wh, &w.reply_to(g.id, &wh), "resign");
    let end = &to(&out, DAVE)[0];
    assert!(flat(&end.text).contains("3. black P-7h"), "{}", end.text);
    let x = to(&out, CAROL);
    assert_eq!(x.len(), 1, "{out:#?}");
    let text = flat(&x[0].text);
    assert!(text.contains("the crosstable after game"), "{text}");
    assert!(text.contains(": 1-0, black wins"), "{text}");
    assert!(!text.contains("example.test"), "{text}");
    assert!(text.contains("send `unwatch T1`"), "{text}");
    assert_eq!(x[0].reply_to.as_deref(), Some("bot+wt1@example.test"));
    let rest: Vec<GameRecord> = w.shell.store().active_games().unwrap();
    for g in rest {
        let b = g.setup.black.clone();
        w.send(&b, &w.reply_to(g.id, &b), "resign");
    }
    let finals: Vec<OutMail> = w
        .shell
        .store()
        .due_mail(i64::MAX, 10_000)
        .unwrap()
        .into_iter()
        .map(|e| e.mail)
        .filter(|m| m.to == CAROL && m.subject.contains("final crosstable"))
        .collect();
    assert_eq!(finals.len(), 1);
    assert!(
        flat(&finals[0].text).contains("the final crosstable"),
        "{}",
        finals[0].text
    );
}

#[test]
fn a_loss_on_time_reaches_the_observers_and_a_reply_unwatches_a_tournament() {
    let mut w = World::new();
    let g = started_game(&mut w, "days=1");
    w.send(CAROL, BOT, "notify 1");
    let deadline = w
        .shell
        .store()
        .game(GameId(g))
        .unwrap()
        .unwrap()
        .deadline
        .unwrap();
    let before = w.shell.store().due_mail(i64::MAX, 10_000).unwrap().len();
    w.shell.run_deadlines(deadline).unwrap();
    let all = w.shell.store().due_mail(i64::MAX, 10_000).unwrap();
    let out: Vec<OutMail> = all[before..].iter().map(|e| e.mail.clone()).collect();
    let seen = to(&out, CAROL);
    assert_eq!(seen.len(), 1, "{out:#?}");
    assert!(
        seen[0].subject.contains("0-1 (timeout)"),
        "{}",
        seen[0].subject
    );
    // The players' mails have their own Message-IDs, the observer's another.
    let mut ids: Vec<&str> = out.iter().map(|m| m.message_id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), out.len());

    w.send("org@example.test", BOT, "tournament create Cup rr");
    let out = w.send(DAVE, BOT, "watch T1");
    assert!(
        out[0].subject.contains("you now watch it"),
        "{}",
        out[0].subject
    );
    // Two things watched: `unwatch` alone in reply to the tournament's mail stops that one.
    w.send(ALICE, BOT, &format!("challenge {BOB}"));
    let out = w.send(DAVE, BOT, "watch 2");
    assert!(
        out[0].subject.contains("you now watch it"),
        "{}",
        out[0].subject
    );
    let tournament = token::watch_address(
        BOT,
        yubin_domain::model::Watched::Tournament(TournamentId(1)),
    );
    let out = w.send(DAVE, &tournament, "unwatch");
    assert_eq!(out[0].subject, "Yubin: you no longer watch T1");
    assert!(
        flat(&out[0].text).contains("You watch: game 2"),
        "{}",
        out[0].text
    );
    let out = w.send(DAVE, &tournament, "watch");
    assert!(out[0].subject.starts_with("T1 Cup"), "{}", out[0].subject);
}
