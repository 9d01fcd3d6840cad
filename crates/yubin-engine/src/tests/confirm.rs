//! Nothing binds an address on the strength of a From header (`crate::confirm`).

use super::*;

const MALLORY: &str = "mallory@example.test";

/// The address key of `who`, the Reply-To of the bot's mails to them about no one game.
fn key_of(who: &str) -> String {
    token::address_key(BOT, &settings().secret_key, who)
}

/// Sends `mail` and returns what the bot queued in answer.
fn answer(w: &mut World, mail: &Inbound) -> Vec<OutMail> {
    let before = w.outbox.len();
    let d = w.decide(mail);
    assert_eq!(d.damage, None);
    w.outbox[before..].to_vec()
}

#[test]
fn a_challenge_in_a_forged_name_starts_nothing_and_asks_the_owner() {
    let mut w = World::new();
    let forged = w.forged(ALICE, BOT, None, &format!("challenge {BOB} black"));
    let out = answer(&mut w, &forged);
    // One mail, to the address in the From header, whose reply address is its key.
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].to, ALICE);
    assert_eq!(out[0].reply_to.as_deref(), Some(key_of(ALICE).as_str()));
    assert_eq!(
        out[0].subject,
        format!("Yubin: please confirm `challenge {BOB} black`")
    );
    let text = flat(&out[0].text);
    assert!(text.contains("reply to this mail"), "{text}");
    assert!(text.contains("ignore this mail; nothing happens"), "{text}");
    assert!(w.games.is_empty(), "no game before the owner confirms");
    let asked = out[0].message_id.clone();

    // A forger cannot confirm: not without the key, and not with a key of their own.
    for (from, to) in [
        (ALICE, BOT.to_string()),
        (ALICE, key_of(MALLORY)),
        (MALLORY, key_of(MALLORY)),
    ] {
        let m = w.forged(from, &to, Some(&asked), "confirm");
        answer(&mut w, &m);
        assert!(w.games.is_empty(), "{from} to {to}");
    }

    // The owner's reply to the request, at their key: the challenge is carried out.
    let m = w.forged(ALICE, &key_of(ALICE), Some(&asked), "\n> quoted request\n");
    let out = answer(&mut w, &m);
    assert_eq!(w.games.len(), 1, "{out:#?}");
    assert_eq!(w.game(GameId(1)).setup.black, ALICE);
    assert!(out.iter().any(|o| o.to == BOB), "{out:#?}");

    // Once: a second reply starts no second game.
    let m = w.forged(ALICE, &key_of(ALICE), Some(&asked), "yes");
    answer(&mut w, &m);
    assert_eq!(w.games.len(), 1);
}

#[test]
fn a_reply_to_any_mail_of_the_bot_proves_the_address() {
    let mut w = World::new();
    // At the address key (a reply to `help`, say), a binding command is carried out at once.
    let m = w.forged(
        ALICE,
        &key_of(ALICE),
        None,
        &format!("challenge {BOB} white"),
    );
    let out = answer(&mut w, &m);
    assert_eq!(w.games.len(), 1, "{out:#?}");
    // And at a game's key of the sender's.
    let to = w.reply_to(GameId(1), ALICE);
    let m = w.forged(ALICE, &to, None, "timezone Asia/Tokyo");
    let out = answer(&mut w, &m);
    assert!(out[0].subject.contains("Asia/Tokyo"), "{out:#?}");
    // But not at another player's game key.
    let to = w.reply_to(GameId(1), BOB);
    let m = w.forged(ALICE, &to, None, "timezone Europe/Paris");
    let out = answer(&mut w, &m);
    assert!(
        out[0].subject.starts_with("Yubin: please confirm"),
        "{out:#?}"
    );
}

#[test]
fn a_request_lapses_after_seven_days_and_another_command_is_no_confirmation() {
    let mut w = World::new();
    let m = w.forged(ALICE, BOT, None, &format!("challenge {BOB}"));
    let asked = answer(&mut w, &m)[0].message_id.clone();
    // A reply with a command of its own is that command (here refused: no game), not a yes.
    let m = w.forged(ALICE, &key_of(ALICE), Some(&asked), "resign");
    answer(&mut w, &m);
    assert!(w.games.is_empty());
    w.now += 8 * 86_400;
    let m = w.forged(ALICE, &key_of(ALICE), Some(&asked), "ok");
    let out = answer(&mut w, &m);
    assert!(w.games.is_empty());
    assert!(
        flat(&out[0].text).contains("lapses after 7 days"),
        "{}",
        out[0].text
    );
}

#[test]
fn requests_count_with_the_days_error_answers() {
    let mut w = World::new();
    w.engine = Engine::new(Settings {
        error_replies_per_day: 2,
        ..settings()
    });
    let mut asked = 0;
    for _ in 0..5 {
        let m = w.forged(ALICE, BOT, None, &format!("challenge {BOB}"));
        asked += answer(&mut w, &m).len();
    }
    assert_eq!(asked, 2, "a forger floods no one with requests");
}

#[test]
fn commands_that_only_answer_the_sender_need_no_confirmation() {
    let mut w = World::new();
    for body in ["help", "games", "ratings", "timezone", "board"] {
        let m = w.forged(ALICE, BOT, None, body);
        let out = answer(&mut w, &m);
        assert!(
            !out[0].subject.starts_with("Yubin: please confirm"),
            "{body}: {}",
            out[0].subject
        );
        // Every such answer carries the address key: a command in a reply needs no request.
        if out[0].reply_to.as_deref() != Some(key_of(ALICE).as_str()) {
            assert!(out[0].reply_to.is_some(), "{body}");
        }
    }
}
