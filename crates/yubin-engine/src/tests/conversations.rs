//! Whole conversations decided by the engine alone.

use super::*;
use yubin_domain::model::{GameResult, InboundStatus, Zone};
use yubin_rules::Color;

#[test]
fn a_game_from_challenge_to_resignation() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "P-8h #1\n\n> old board\n");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(
        out[0]
            .subject
            .starts_with("Game 1, alice vs bob: 1. P-8h, bob (white) to play move 2"),
        "{}",
        out[0].subject
    );
    assert_eq!(w.moves(g), 1);
    assert_eq!(w.send(BOB, &w.reply_to(g, BOB), "8d8e").len(), 2);
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "resign");
    assert_eq!(out.len(), 2);
    assert_eq!(w.game(g).state, GameState::Finished);
    assert_eq!(w.game(g).result, Some(GameResult::Win(Color::White)));
    assert!(out[0]
        .text
        .contains("Game over: 0-1. White wins: black resigned."));
}

#[test]
fn the_store_allocates_game_numbers_and_the_engine_uses_them() {
    let mut w = World::new();
    // Numbers 1 to 40 were given before (games since deleted): the next game is 41, and its
    // mails and reply keys say so.
    w.last_id = GameId(40);
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} black"));
    assert!(w.games.contains_key(&GameId(41)), "{:?}", w.games.keys());
    assert!(
        out[0].subject.starts_with("Game 41, alice vs bob:"),
        "{}",
        out[0].subject
    );
    assert_eq!(
        out[0].reply_to.as_deref(),
        Some(w.reply_to(GameId(41), BOB).as_str())
    );
}

#[test]
fn an_illegal_move_loses_or_is_refused_as_the_game_says() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    assert_eq!(w.send(ALICE, &w.reply_to(g, ALICE), "7i7g").len(), 2);
    assert_eq!(w.game(g).result, Some(GameResult::Win(Color::White)));
    assert!(w
        .game(g)
        .result_reason
        .as_deref()
        .unwrap()
        .contains("`7i7g` is illegal"));
    assert_eq!(w.moves(g), 0);

    let g = started_game(&mut w, "illegal=reject");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "7i7g");
    assert_eq!(out.len(), 1);
    assert!(flat(&out[0].text).contains("This game rejects illegal moves"));
    assert_eq!(w.game(g).state, GameState::Active);
}

#[test]
fn not_your_turn_a_wrong_guard_and_a_forgery_change_nothing() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(BOB, &w.reply_to(g, BOB), "P-8e");
    assert!(flat(&out[0].text).contains("It is not your turn: black plays move 1."));
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "P-8h #3");
    assert!(flat(&out[0].text).contains("meant as move 3 (`#3`), but the game is at move 1"));
    // A game score's move number before the move is the same guard, never ignored.
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "2. P-8h");
    assert!(flat(&out[0].text).contains("meant as move 2 (`#2`), but the game is at move 1"));
    // Bob's key with Alice's From: refused, and the answer goes to the From address.
    let out = w.send(ALICE, &w.reply_to(g, BOB), "P-8h");
    assert_eq!(out[0].to, ALICE);
    assert!(flat(&out[0].text).contains("does not belong to alice@example.test in game 1"));
    assert_eq!(w.moves(g), 0);
    assert!(w.inbound.iter().all(|r| r.status == InboundStatus::Rejected
        || r.note.starts_with("challenge")
        || r.note == "accepted"));
}

#[test]
fn draw_offer_then_acceptance() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    w.send(ALICE, &w.reply_to(g, ALICE), "draw");
    assert_eq!(w.game(g).draw_offered_by, Some(Color::Black));
    w.send(BOB, &w.reply_to(g, BOB), "decline draw");
    assert_eq!(w.game(g).draw_offered_by, None);
    w.send(BOB, &w.reply_to(g, BOB), "draw");
    w.send(ALICE, &w.reply_to(g, ALICE), "draw");
    assert_eq!(w.game(g).result, Some(GameResult::Draw));
}

#[test]
fn automatic_mail_is_logged_never_answered() {
    let mut w = World::new();
    let mut mail = w.mail(ALICE, BOT, "help");
    mail.automated = true;
    let d = w.decide(&mail);
    assert!(w.outbox.is_empty());
    assert!(matches!(&d.effects[..], [Effect::Consume(r)] if r.status == InboundStatus::Ignored));
}

#[test]
fn the_rate_limit_answers_once_and_keeps_the_text() {
    let mut w = World::new();
    for _ in 0..30 {
        assert_eq!(w.send(ALICE, BOT, "help").len(), 1);
    }
    let out = w.send(ALICE, BOT, "P-7f is my move");
    assert_eq!(out.len(), 1, "one notice");
    assert_eq!(out[0].subject, "Yubin: too many mails, pausing for an hour");
    assert!(w.send(ALICE, BOT, "help").is_empty(), "then silence");
    let kept = w
        .inbound
        .iter()
        .find(|r| r.status == InboundStatus::Ignored)
        .unwrap();
    assert_eq!(kept.body, "P-7f is my move");
    assert_eq!(
        w.send(BOB, BOT, "help").len(),
        1,
        "another sender is not affected"
    );
}

#[test]
fn a_damaged_record_is_met_only_when_needed_and_then_answered() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let damage = CorruptRow {
        what: yubin_domain::model::Damaged::Move { game: g, ply: 1 },
        column: "usi",
        problem: "\"7i7a\" is illegal here".into(),
    };
    w.damaged.insert(g, damage.clone());
    // `help` does not need the game.
    assert_eq!(w.send(BOB, BOT, "help").len(), 1);
    // A move does: nothing but the log entry (with the text) and the answer.
    let mail = w.mail(BOB, &w.reply_to(g, BOB), "P-8e");
    let d = w.decide(&mail);
    assert_eq!(d.damage, Some(damage));
    assert_eq!(d.effects.len(), 2, "{:#?}", d.effects);
    let Effect::Consume(log) = &d.effects[0] else {
        panic!("{:?}", d.effects[0])
    };
    assert_eq!(
        (log.status, log.body.as_str()),
        (InboundStatus::Rejected, "P-8e")
    );
    let Effect::Send(reply) = &d.effects[1] else {
        panic!("{:?}", d.effects[1])
    };
    assert!(reply
        .text
        .contains("the stored record of game 1 is damaged"));
}

#[test]
fn reminder_then_loss_on_time() {
    let mut w = World::new();
    let g = started_game(&mut w, "days=2");
    let deadline = w.now + 2 * 86_400;
    assert_eq!(w.next_deadline(), Some(deadline - 24 * 3600));
    assert!(w.deadlines(deadline - 24 * 3600 - 1).is_empty());
    let effects = w.deadlines(deadline - 24 * 3600);
    assert_eq!(effects.len(), 2, "{effects:#?}");
    assert_eq!(w.outbox.last().unwrap().to, ALICE);
    // The second reminder, when 80% of the two days are used (lishogi's rule).
    let eighty = deadline - 2 * 86_400 / 5;
    assert_eq!(w.game(g).remind_at, Some(eighty));
    assert_eq!(w.next_deadline(), Some(eighty));
    assert_eq!(w.deadlines(eighty).len(), 2);
    assert_eq!(w.game(g).remind_at, None);
    assert_eq!(w.next_deadline(), Some(deadline));
    assert!(w.deadlines(deadline - 60).is_empty());
    w.deadlines(deadline);
    assert_eq!(w.game(g).result, Some(GameResult::Win(Color::White)));
    assert_eq!(w.next_deadline(), None);
    // The same event decided twice gives the same Message-IDs (the shell's log refuses the
    // second): derived from the game and the deadline, not from a counter.
    let ids: Vec<&str> = w
        .outbox
        .iter()
        .rev()
        .take(2)
        .map(|m| m.message_id.as_str())
        .collect();
    assert!(ids
        .iter()
        .all(|i| i.starts_with(&format!("yubin.g{g}.timeout.{deadline}."))));
}

#[test]
fn the_same_mail_decided_twice_gives_the_same_effects() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let mail = w.mail(ALICE, &w.reply_to(g, ALICE), "P-8h");
    let prepared = w.prepare(&mail);
    let snap = w.snapshot(&prepared);
    let a = w.engine.decide(&prepared, &snap, w.now);
    let b = w.engine.decide(&prepared, &snap, w.now);
    assert_eq!(a, b);
}

/// Issue 12 item 17: what a chess player types first is not understood and changes nothing,
/// in Chu from the start and after a few moves, and in Maka (the README's rule of what counts
/// as an attempted move); a text that names one piece and another square it cannot reach is
/// a move, lost under illegal=lose, and its reason names the piece's real square.
#[test]
fn chess_style_texts_are_not_understood_and_lose_nothing() {
    let chess = ["e4", "e2e4", "Nf3", "O-O", "Qxd7+", "1. e4", "Qd7+", "Nc3"];
    let chu_moves = ["P-7h", "P-6e", "P-8h", "P-5e"];
    let maka_moves = ["P-10m", "10f10g"];
    let mut w = World::new();
    let mut tried = 0;
    for (extra, before) in [
        ("", &[][..]),
        ("", &chu_moves[..]),
        ("maka", &[][..]),
        ("maka", &maka_moves[..]),
    ] {
        let g = started_game(&mut w, extra);
        play_moves(&mut w, g, before);
        for text in chess {
            // After P-8h, 8i is empty: `e2e4` names the blind tiger on 8k and an empty square
            // (below).
            if text == "e2e4" && before == chu_moves {
                continue;
            }
            let out = w.send(ALICE, &w.reply_to(g, ALICE), text);
            let what = format!("`{text}` in {extra:?} after {before:?}");
            assert_eq!(out.len(), 1, "{what}: {out:#?}");
            assert_eq!(w.game(g).state, GameState::Active, "{what}");
            assert_eq!(w.moves(g), before.len(), "{what}");
            let answer = flat(&out[0].text);
            assert!(!answer.contains("is illegal"), "{what}: {answer}");
            tried += 1;
        }
    }
    assert_eq!(tried, 4 * chess.len() - 1);

    // One piece named and another square it cannot reach: a move, and lost.
    for (before, text, why) in [
        (&[][..], "Nf6", "a lion cannot move from 7j to 7g"),
        (
            &chu_moves[..],
            "e2e4",
            "a blind tiger cannot move from 8k to 8i",
        ),
    ] {
        let g = started_game(&mut w, "");
        play_moves(&mut w, g, before);
        assert_eq!(w.send(ALICE, &w.reply_to(g, ALICE), text).len(), 2);
        assert_eq!(w.game(g).result, Some(GameResult::Win(Color::White)));
        let reason = flat(w.game(g).result_reason.as_deref().unwrap());
        assert!(
            reason.contains(&format!("`{text}` is illegal: {why}")),
            "{reason}"
        );
    }
}

/// Plays `moves` in game `g`, Black (alice) first.
/// Issue 12 item 22 (d): `games` says who won a finished game in words, not "finished: black".
#[test]
fn games_says_who_won_a_finished_game() {
    let mut w = World::new();
    let lost = started_game(&mut w, "");
    assert_eq!(w.send(ALICE, &w.reply_to(lost, ALICE), "resign").len(), 2);
    let won = started_game(&mut w, "");
    assert_eq!(w.send(BOB, &w.reply_to(won, BOB), "resign").len(), 2);
    let drawn = started_game(&mut w, "");
    w.send(ALICE, &w.reply_to(drawn, ALICE), "draw");
    w.send(BOB, &w.reply_to(drawn, BOB), "draw");
    assert_eq!(w.game(drawn).result, Some(GameResult::Draw));
    let out = w.send(ALICE, BOT, "games");
    let text = flat(&out[0].text);
    for (g, status) in [
        (lost, "finished: White won, black resigned"),
        (won, "finished: Black won, white resigned"),
        (drawn, "finished: drawn, agreed by both players"),
    ] {
        let line = format!("game {g} (Chu Shogi): you play black against bob <{BOB}>; {status}");
        assert!(text.contains(&line), "{line}\n{text}");
    }
}

/// Issue 12 item 22 (a): where reading stopped is quoted as the player wrote it, spaces kept.
#[test]
fn an_unreadable_move_is_quoted_as_written() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "Pawn to 7g");
    let answer = flat(&out[0].text);
    assert!(answer.contains("at `wn to 7g`"), "{answer}");
    assert_eq!(w.moves(g), 0);
}

/// Issue 11: a player's time zone is used for the dates in their own mails only.
#[test]
fn dates_are_written_in_each_players_time_zone() {
    let mut w = World::new();
    let g = started_game(&mut w, "days=2");
    let out = w.send(BOB, BOT, "timezone America/New_York");
    assert_eq!(out.len(), 1);
    let text = flat(&out[0].text);
    assert!(
        text.contains("Your time zone is now America/New_York."),
        "{text}"
    );
    assert!(text.contains("(America/New_York) there now"), "{text}");
    // Shown again, not changed, by `timezone` alone; nonsense is refused and changes nothing.
    let out = w.send(BOB, BOT, "timezone");
    assert!(flat(&out[0].text).contains("Your time zone is America/New_York."));
    let out = w.send(BOB, BOT, "TIMEZONE Europe/Atlantis");
    assert!(flat(&out[0].text).contains("`Europe/Atlantis` is not a time zone I know"));
    assert_eq!(w.zone(BOB).name(), "America/New_York");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "P-7h");
    assert_eq!((out.len(), w.moves(g)), (2, 1));
    let deadline = w.game(g).deadline.unwrap();
    let utc = Zone::UTC.format(deadline);
    let ny = Zone::parse("America/New_York").unwrap().format(deadline);
    assert!(ny.ends_with("(America/New_York)") && ny != utc, "{ny}");
    for m in &out {
        let (mine, other) = if m.to == BOB {
            (&ny, &utc)
        } else {
            (&utc, &ny)
        };
        let text = flat(&m.text);
        assert!(
            text.contains(mine.as_str()) && !text.contains(other.as_str()),
            "{text}"
        );
    }
    // The reminder goes to the player on turn, in their zone.
    let effects = w.deadlines(deadline - 3600);
    let reminder = effects
        .iter()
        .find_map(|e| match e {
            Effect::Send(m) => Some(m),
            _ => None,
        })
        .expect("a reminder");
    assert_eq!(reminder.to, BOB);
    assert!(reminder.subject.contains(&ny), "{}", reminder.subject);
    // Back to UTC.
    w.send(BOB, BOT, "timezone utc");
    assert!(w.zone(BOB).is_utc());
}

/// Issue 11: conditional moves sent with a move; the expected reply is answered at once, in
/// the same decision; the lines stay hidden from the opponent.
#[test]
fn a_matching_reply_is_answered_from_conditional_moves() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    let out = w.send(
        ALICE,
        &a,
        "P-7h\nif 7d7e then P-7g 3d3e P-3h; if P-8e then 8i8h",
    );
    assert_eq!((out.len(), w.moves(g)), (2, 1));
    let mine = out.iter().find(|m| m.to == ALICE).unwrap();
    let theirs = out.iter().find(|m| m.to == BOB).unwrap();
    assert!(flat(&mine.text).contains("Your conditional moves are stored (2 lines;"));
    assert!(!theirs.text.contains("conditional"), "{}", theirs.text);
    assert_eq!(w.conditionals(g, Color::Black).lines.len(), 2);
    // Bob's reply is expected: Alice's answer is played in the same decision.
    let out = w.send(BOB, &b, "P-7e");
    assert_eq!((out.len(), w.moves(g)), (2, 3));
    assert!(
        out[0]
            .subject
            .contains("2. P-7e, 3. P-7g (conditional), bob (white) to play move 4"),
        "{}",
        out[0].subject
    );
    for m in &out {
        let text = flat(&m.text);
        assert!(
            text.contains("alice (black) answered 3. P-7g (a conditional move, played at once)."),
            "{text}"
        );
    }
    // The rest of the line waits for 3d3e; another move clears it, and Alice is told.
    let rest = &w.conditionals(g, Color::Black).lines;
    assert_eq!(rest.len(), 1);
    assert_eq!(rest[0].0, ["3d3e", "3i3h"]);
    let out = w.send(BOB, &b, "P-1e");
    assert_eq!((out.len(), w.moves(g)), (2, 4));
    assert!(w.conditionals(g, Color::Black).is_empty());
    let mine = out.iter().find(|m| m.to == ALICE).unwrap();
    assert!(
        flat(&mine.text)
            .contains("Your conditional moves were cleared: none of your lines expected 4. P-1e."),
        "{}",
        mine.text
    );
    let theirs = out.iter().find(|m| m.to == BOB).unwrap();
    assert!(!theirs.text.contains("conditional"), "{}", theirs.text);
}

/// Issue 11: lines are checked when sent; a bad one stores nothing (the move is played, never
/// lost), lines alone must wait for the opponent's turn, and they can be listed and cleared.
#[test]
fn conditional_moves_are_checked_listed_and_cleared() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    // On one's own turn, lines alone are refused.
    let out = w.send(ALICE, &a, "if 7d7e then P-7g");
    assert!(
        flat(&out[0].text).contains("It is your turn (move 1)"),
        "{}",
        out[0].text
    );
    assert_eq!(w.moves(g), 0);
    // A line whose answer is impossible: nothing stored, the move played all the same.
    let out = w.send(ALICE, &a, "P-7h\nif 7d7e then P-7g; if 8d8e then P-8a");
    assert_eq!(w.moves(g), 1);
    let mine = flat(&out.iter().find(|m| m.to == ALICE).unwrap().text);
    assert!(
        mine.contains(
            "I did not store your conditional moves: in line 2, `P-8a` (move 2 of the line)"
        ),
        "{mine}"
    );
    assert!(w.conditionals(g, Color::Black).is_empty());
    // Alone, on the opponent's turn: stored, and listed in TSA.
    let out = w.send(ALICE, &a, "if 7d7e then 7h7g\nif 8d8e then P-8h");
    assert_eq!(out.len(), 1);
    let text = flat(&out[0].text);
    assert!(
        text.contains("Your conditional moves in game 1 are stored (2 lines;"),
        "{text}"
    );
    assert!(
        text.contains("if P-7e then P-7g if P-8e then P-8h"),
        "{text}"
    );
    let out = w.send(ALICE, &a, "conditional");
    assert!(flat(&out[0].text).contains("if P-8e then P-8h"));
    // The opponent cannot see them: `conditional` lists only one's own.
    let out = w.send(BOB, &b, "conditional");
    assert!(flat(&out[0].text).contains("You have no conditional moves in game 1."));
    let out = w.send(ALICE, &a, "conditional clear");
    assert!(flat(&out[0].text).contains("are cleared"));
    assert!(w.conditionals(g, Color::Black).is_empty());
}

/// Issue 11: either player may abort until both sides have moved; nothing is scored.
#[test]
fn a_game_is_aborted_only_before_both_sides_have_moved() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    w.send(ALICE, &a, "P-7h");
    // White has not moved: either may abort, here the side that has moved.
    let out = w.send(ALICE, &a, "abort");
    assert_eq!(out.len(), 2);
    let rec = w.game(g);
    assert_eq!(
        (rec.state, rec.result, rec.deadline),
        (GameState::Aborted, None, None)
    );
    assert!(flat(&out[0].text)
        .contains("alice (black) aborted game 1 before both sides had moved. It is not scored"));
    assert!(w.next_deadline().is_none());
    let out = w.send(BOB, &b, "P-7e");
    assert!(
        flat(&out[0].text).contains("Game 1 is over."),
        "{}",
        out[0].text
    );
    let out = w.send(BOB, BOT, "games");
    assert!(flat(&out[0].text).contains("aborted before both sides had moved"));
    // Once both have moved, it is too late.
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    w.send(ALICE, &a, "P-7h");
    w.send(BOB, &b, "P-7e");
    let out = w.send(BOB, &b, "abort");
    assert!(
        flat(&out[0].text).contains("can no longer be aborted"),
        "{}",
        out[0].text
    );
    assert_eq!(w.game(g).state, GameState::Active);
}

/// Issue 11: a pause by agreement stops both clocks until either player resumes.
#[test]
fn a_pause_by_agreement_stops_both_clocks() {
    let mut w = World::new();
    let g = started_game(&mut w, "days=3");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    let deadline = w.game(g).deadline.unwrap();
    let out = w.send(BOB, &b, "accept pause");
    assert!(flat(&out[0].text).contains("has not proposed a pause"));
    let out = w.send(ALICE, &a, "pause");
    assert_eq!(out.len(), 2);
    let to_bob = out.iter().find(|m| m.to == BOB).unwrap();
    assert!(flat(&to_bob.text).contains("alice (black) proposes to pause both clocks of game 1"));
    assert_eq!(w.game(g).deadline, Some(deadline), "only proposed");
    w.send(BOB, &b, "accept pause");
    let paused_at = w.now;
    assert_eq!((w.game(g).deadline, w.game(g).remind_at), (None, None));
    assert_eq!(w.next_deadline(), None);
    let out = w.send(ALICE, &a, "pause");
    assert!(flat(&out[0].text).contains("paused already"));
    // A day later Bob resumes: Alice's deadline moves by the day the clocks stood.
    w.now += 86_400;
    let out = w.send(BOB, &b, "resume");
    assert_eq!(out.len(), 2);
    assert!(flat(&out[0].text).contains("bob (white) ended the pause"));
    assert_eq!(w.game(g).deadline, Some(deadline + (w.now - paused_at)));
    let out = w.send(BOB, &b, "resume");
    assert!(flat(&out[0].text).contains("are not paused"));
}

/// Issue 11: `give` adds time to the opponent's clock at once.
#[test]
fn time_given_moves_the_opponents_deadline() {
    let mut w = World::new();
    let g = started_game(&mut w, "time=5d+1d");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    let deadline = w.game(g).deadline.unwrap();
    let out = w.send(BOB, &b, "give 2d");
    assert_eq!(out.len(), 2);
    let to_alice = out.iter().find(|m| m.to == ALICE).unwrap();
    assert!(flat(&to_alice.text).contains("bob (white) gave you 2d of extra time."));
    assert_eq!(w.game(g).deadline, Some(deadline + 2 * 86_400));
    for bad in ["give 10m", "give 31d", "give lots"] {
        let out = w.send(BOB, &b, bad);
        assert!(
            flat(&out[0].text).contains("is not an amount of time I can give"),
            "{bad}"
        );
    }
    assert_eq!(w.game(g).deadline, Some(deadline + 2 * 86_400));
    let _ = a;
}

/// Issue 11: leave stops the player's clock in all their games, within the yearly limit.
#[test]
fn leave_stops_the_players_clock_in_all_games() {
    let mut w = World::new();
    let g1 = started_game(&mut w, "days=3");
    let g2 = started_game(&mut w, "days=3");
    let (d1, d2) = (w.game(g1).deadline.unwrap(), w.game(g2).deadline.unwrap());
    let out = w.send(ALICE, BOT, "leave 4d");
    let booked = w.now;
    // Alice's confirmation, and one mail to Bob per game.
    assert_eq!(out.len(), 3, "{out:#?}");
    let mine = out.iter().find(|m| m.to == ALICE).unwrap();
    let text = flat(&mine.text);
    assert!(text.contains("Your leave is booked."), "{text}");
    assert!(text.contains("4 of the 30 days allowed in"), "{text}");
    let theirs = out.iter().find(|m| m.to == BOB).unwrap();
    assert!(flat(&theirs.text).contains("alice (black) is on leave from"));
    assert_eq!(w.game(g1).deadline, Some(d1 + 4 * 86_400));
    assert_eq!(w.game(g2).deadline, Some(d2 + 4 * 86_400));
    // Overlapping leave and leave beyond the yearly limit are refused.
    let out = w.send(ALICE, BOT, "leave 2d");
    assert!(flat(&out[0].text).contains("It overlaps the leave you booked"));
    let out = w.send(ALICE, BOT, "leave 2099-01-01 2099-02-15");
    assert!(
        flat(&out[0].text).contains("46 days of leave in 2099"),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, BOT, "leave 2099-02-30");
    assert!(flat(&out[0].text).contains("`2099-02-30` is neither a date"));
    // A day later she comes back early: the day she was away is not charged.
    w.now += 86_400;
    let out = w.send(ALICE, BOT, "leave cancel");
    let back = w.now;
    assert!(
        flat(&out.iter().find(|m| m.to == ALICE).unwrap().text).contains("Your leave is cancelled")
    );
    assert_eq!(w.game(g1).deadline, Some(d1 + (back - booked)));
    let out = w.send(ALICE, BOT, "leave cancel");
    assert!(flat(&out[0].text).contains("You have no leave under way or to come."));
}

/// Issue 11: leave by dates covers whole days in the player's time zone.
#[test]
fn leave_by_dates_covers_whole_days_in_the_players_zone() {
    let mut w = World::new();
    w.send(ALICE, BOT, "timezone Europe/Berlin");
    let g = started_game(&mut w, "days=3");
    let deadline = w.game(g).deadline.unwrap();
    // The world's clock is in 2027-01; leave on 2027-03-01 and 02, Berlin time (UTC+1).
    let out = w.send(ALICE, BOT, "leave 2027-03-01 2027-03-02");
    let text = flat(&out.iter().find(|m| m.to == ALICE).unwrap().text);
    assert!(
        text.contains(
            "from 2027-03-01 00:00 CET (Europe/Berlin) to 2027-03-03 00:00 CET (Europe/Berlin)"
        ),
        "{text}"
    );
    // Far beyond the game's deadline: it does not move.
    assert_eq!(w.game(g).deadline, Some(deadline));
    let out = w.send(ALICE, BOT, "leave 2020-01-01 2020-01-02");
    assert!(flat(&out[0].text).contains("which is past"));
    let out = w.send(ALICE, BOT, "leave 2027-03-05 2027-03-04");
    assert!(flat(&out[0].text).contains("before it begins"));
}

/// Issue 9 and 11: a rated game must start from the standard setup, and allows no takeback.
#[test]
fn a_rated_game_starts_from_the_standard_setup_and_allows_no_takeback() {
    let mut w = World::new();
    for challenge in [
        format!("challenge {BOB} rated handicap=two_lions"),
        format!("challenge {BOB} rated preset=heisei"),
    ] {
        let out = w.send(ALICE, BOT, &challenge);
        assert!(
            flat(&out[0].text).contains("Only a game from the standard setup can be rated"),
            "{challenge}: {}",
            out[0].text
        );
    }
    let g = started_game(&mut w, "rated");
    assert!(w.game(g).setup.terms.rated);
    let a = w.reply_to(g, ALICE);
    let out = w.send(ALICE, &a, "P-7h");
    assert!(flat(&out[0].text).contains("Rated: the result counts for both players' ratings"));
    let out = w.send(ALICE, &a, "takeback");
    assert!(
        flat(&out[0].text).contains("rated games allow no takeback"),
        "{}",
        out[0].text
    );
    // Issue 23: nor does the refusal offer `takeback` among what it accepts.
    let after = out[0].text.split("What I accept here:").nth(1).unwrap();
    let accepted = after.trim_start().split("\n\n").next().unwrap();
    assert!(
        accepted.contains("`draw`") && !accepted.contains("takeback"),
        "{accepted}"
    );
    assert_eq!(w.game(g).takeback_offered, None);
}

/// Leave beyond anything a calendar can name is refused, not booked for ever.
#[test]
fn endless_leave_is_refused() {
    let mut w = World::new();
    for text in [
        "leave 999999999d",
        "leave 40d",
        "leave 2027-01-01 9999-12-31",
    ] {
        let out = w.send(ALICE, BOT, text);
        let answer = flat(&out[0].text);
        assert!(answer.contains("days of leave in"), "{text}: {answer}");
        assert!(w.leave.is_empty(), "{text}");
    }
}

/// Issue 23: the last error answer of the day to mail without a key says that the bot goes
/// quiet for that address; the ones before do not, and after it comes silence.
#[test]
fn the_last_error_answer_of_the_day_says_the_bot_goes_quiet() {
    let mut w = World::new();
    w.engine = Engine::new(Settings {
        error_replies_per_day: 2,
        ..settings()
    });
    let first = w.send(ALICE, BOT, "hello bot");
    assert!(
        !flat(&first[0].text).contains("last answer today"),
        "{}",
        first[0].text
    );
    let last = w.send(ALICE, BOT, "hello again");
    assert!(
        flat(&last[0].text)
            .contains("This is my last answer today to your mails without a key (2 a day)"),
        "{}",
        last[0].text
    );
    assert!(w.send(ALICE, BOT, "hello once more").is_empty());
}

/// The game: replies that carry the bot's mail without `>` marks (Yahoo's web mail,
/// below or above the move, re-wrapped by the client so that a line begins `draw after …`)
/// and prose that begins with a command word are read as the player's one command.
#[test]
fn replies_with_the_board_unquoted_or_prose_around_the_move_are_read_as_their_move() {
    let mut w = World::new();
    let g = started_game(&mut w, "illegal=reject");
    let answer = |w: &mut World, from: &str, body: &dyn Fn(&str) -> String| {
        let last = w
            .outbox
            .iter()
            .rev()
            .find(|o| o.to == from)
            .unwrap()
            .clone();
        let mut mail = w.mail(from, &w.reply_to(g, from), &body(&last.text));
        mail.in_reply_to = Some(last.message_id.clone());
        mail.references = vec![last.message_id];
        let before = w.outbox.len();
        w.decide(&mail);
        w.outbox[before..].to_vec()
    };
    // Yahoo, bottom-posted: the attribution, the bot's mail as it was, the move.
    let out = answer(&mut w, ALICE, &|text| {
        format!("\n\n    On Saturday, November 28, 2026, Yubin <{BOT}> wrote:\n\n{text}\n\nP-8h\n")
    });
    assert_eq!((w.moves(g), out.len()), (1, 2), "{out:#?}");
    // Re-wrapped narrower and top-posted, at a width where a line begins `draw after`.
    let out = answer(&mut w, BOB, &|text| {
        let rewrap = |width: usize| {
            let mut out = String::new();
            // Each paragraph flowed anew, as a client reflows a `format=flowed` text.
            for paragraph in text.split("\n\n") {
                let mut cur = String::new();
                for word in paragraph.split_whitespace() {
                    if !cur.is_empty() && cur.len() + 1 + word.len() > width {
                        out.push_str(&format!("{cur}\n"));
                        cur.clear();
                    }
                    cur.push_str(&format!("{}{word}", if cur.is_empty() { "" } else { " " }));
                }
                out.push_str(&format!("{cur}\n\n"));
            }
            out
        };
        let rewrapped = (20..72)
            .map(rewrap)
            .find(|r| r.contains("\ndraw after"))
            .expect("a width that puts `draw after` first");
        format!("8d8e\n\nSent from Yahoo Mail\n\nOn Saturday, Yubin wrote:\n\n{rewrapped}")
    });
    assert_eq!((w.moves(g), out.len()), (2, 2), "{out:#?}");
    // Prose beginning with command words, around the move, changes nothing but the move.
    let out = w.send(
        ALICE,
        &w.reply_to(g, ALICE),
        "Leave me alone, I am thinking.\nDraw? Not yet.\nP-7h\nGive my regards to your lion",
    );
    assert_eq!((w.moves(g), out.len()), (3, 2), "{out:#?}");
    assert!(!out.iter().any(|o| flat(&o.text).contains("offers a draw")));
    // A command with words that are not its own, alone: answered with that command's error.
    let out = w.send(BOB, &w.reply_to(g, BOB), "Hi,\ngive 3 days\nthanks");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert!(
        flat(&out[0].text).contains("give 3 days"),
        "{}",
        out[0].text
    );
    assert_eq!(w.moves(g), 3);
}
