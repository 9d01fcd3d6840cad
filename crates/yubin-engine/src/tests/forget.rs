//! `forget me` (`crate::years::forget`): asked first whatever proves the sender, carried out
//! only by the keyed reply; the games going on end by the documented rule.

use super::*;
use crate::effect::Forgetting;
use yubin_domain::model::Termination;

const MALLORY: &str = "mallory@example.test";
const CAROL: &str = "carol@example.test";

fn key_of(who: &str) -> String {
    token::address_key(BOT, &settings().secret_key, who)
}

/// Alice's world: game 1 against Bob with two moves played, game 2 against Bob with none,
/// and game 3, Carol's challenge to Alice, not answered.
fn alices_games() -> World {
    let mut w = World::new();
    let g1 = started_game(&mut w, "");
    play_moves(&mut w, g1, &["P-8h", "8d8e"]);
    started_game(&mut w, "");
    assert_eq!(
        w.send(CAROL, BOT, &format!("challenge {ALICE} black"))
            .len(),
        2
    );
    w
}

#[test]
fn forget_me_is_asked_first_even_from_a_vouched_sender() {
    let mut w = alices_games();
    // Vouched by the receiving server, and still only asked.
    let out = w.send(ALICE, BOT, "forget me");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].to, ALICE);
    assert_eq!(out[0].reply_to.as_deref(), Some(key_of(ALICE).as_str()));
    assert_eq!(
        out[0].subject,
        "Yubin: confirm that you want to be forgotten"
    );
    let text = flat(&out[0].text);
    assert!(text.contains("Your 3 games going on end now:"), "{text}");
    assert!(
        text.contains("game 1 against bob: you resign, and bob wins"),
        "{text}"
    );
    assert!(text.contains("game 2 against bob: aborted"), "{text}");
    assert!(text.contains("game 3 with player-"), "{text}");
    assert!(text.contains("the challenge is withdrawn"), "{text}");
    assert!(text.contains("No mail follows the erasure"), "{text}");
    for id in 1..=2 {
        assert_eq!(w.game(GameId(id)).state, GameState::Active);
    }
    // With the sender's own address key too: a key proves the sender, not their intent.
    let m = w.mail(ALICE, &key_of(ALICE), "forget me");
    let d = w.decide(&m);
    assert!(!d.effects.iter().any(|e| matches!(e, Effect::Forget(_))));
    assert_eq!(w.game(GameId(1)).state, GameState::Active);
}

#[test]
fn only_the_keyed_reply_of_the_owner_carries_it_out() {
    let mut w = alices_games();
    let asked = w.send(ALICE, BOT, "Forget me.")[0].message_id.clone();
    // No key, a forger's key, a forger at the owner's key without the owner's From.
    for (from, to) in [
        (ALICE, BOT.to_string()),
        (ALICE, key_of(MALLORY)),
        (MALLORY, key_of(MALLORY)),
        (MALLORY, key_of(ALICE)),
    ] {
        let m = w.forged(from, &to, Some(&asked), "confirm");
        let d = w.decide(&m);
        assert!(
            !d.effects.iter().any(|e| matches!(e, Effect::Forget(_))),
            "{from} to {to}: {d:#?}"
        );
        assert_eq!(w.game(GameId(1)).state, GameState::Active, "{from} to {to}");
    }
    // Expired: seven days and more after the request.
    let mut late = alices_games();
    let asked_late = late.send(ALICE, BOT, "forget me")[0].message_id.clone();
    late.now += 8 * 86_400;
    let m = late.forged(ALICE, &key_of(ALICE), Some(&asked_late), "confirm");
    let d = late.decide(&m);
    assert!(!d.effects.iter().any(|e| matches!(e, Effect::Forget(_))));

    // The owner's reply at their key, saying yes: carried out, once.
    let m = w.forged(ALICE, &key_of(ALICE), Some(&asked), "forget me");
    let d = w.decide(&m);
    let forgetting: Vec<&Forgetting> = d
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Forget(f) => Some(f),
            _ => None,
        })
        .collect();
    assert_eq!(forgetting.len(), 1, "{d:#?}");
    let f = forgetting[0];
    assert_eq!(f.address, ALICE);
    assert!(f.placeholder.ends_with("@forgotten.invalid"), "{f:?}");
    assert!(f.name.starts_with("player-"), "{f:?}");
    assert_ne!(f.name, crate::profile::pseudonym(&settings(), ALICE));
    assert!(
        matches!(d.effects.last(), Some(Effect::Forget(_))),
        "the erasure comes last, after the mails it erases: {d:#?}"
    );

    // Game 1: resigned, Bob wins, and is told why, under Alice's new name.
    let g1 = w.game(GameId(1));
    assert_eq!(g1.state, GameState::Finished);
    assert_eq!(g1.termination, Some(Termination::Resignation));
    assert_eq!(g1.result.map(|r| r.as_str()), Some("0-1"));
    assert!(
        g1.result_reason
            .as_deref()
            .unwrap_or("")
            .contains("asked to be forgotten"),
        "{g1:?}"
    );
    // Game 2: aborted (no move yet). Game 3: the challenge withdrawn.
    assert_eq!(w.game(GameId(2)).state, GameState::Aborted);
    assert_eq!(w.game(GameId(3)).state, GameState::Declined);
    let to_bob: Vec<&OutMail> = w.outbox.iter().filter(|m| m.to == BOB).collect();
    let over = to_bob
        .iter()
        .find(|m| m.text.contains("asked to be forgotten"))
        .expect("Bob is told");
    assert!(flat(&over.text).contains(&f.name), "{}", over.text);
    // The erasure replaces her address in the mails queued (the store does so in every
    // table); the text never names her by her old name.
    assert!(!over.text.contains("alice"), "{}", over.text);
    assert!(w
        .outbox
        .iter()
        .any(|m| m.to == BOB && m.subject.contains("Game 2")));
    assert!(w
        .outbox
        .iter()
        .any(|m| m.to == CAROL && m.subject.contains("declined")));
    // Nothing stays queued for Alice, and no game names her address.
    assert!(w.outbox.iter().all(|m| m.to != ALICE));
    assert!(w
        .games
        .values()
        .all(|g| g.setup.black != ALICE && g.setup.white != ALICE));
    // Message-IDs stayed unique (the world asserts it) with three games ended at once.
    let again = w.forged(ALICE, &key_of(ALICE), Some(&asked), "confirm");
    let d = w.decide(&again);
    assert!(!d.effects.iter().any(|e| matches!(e, Effect::Forget(_))));
}

#[test]
fn my_data_goes_to_the_from_address_and_needs_proof() {
    let mut w = alices_games();
    let out = w.send(ALICE, BOT, "my data");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].to, ALICE);
    assert_eq!(out[0].subject, "Yubin: everything stored about you");
    assert!(
        flat(&out[0].text).contains("It holds 3 games."),
        "{}",
        out[0].text
    );
    // A forged From: only a request to confirm, to the real owner; no data at all.
    let m = w.forged(ALICE, BOT, None, "my data");
    let before = w.outbox.len();
    let d = w.decide(&m);
    assert!(
        !d.effects.iter().any(|e| matches!(e, Effect::SendData(_))),
        "{d:#?}"
    );
    assert_eq!(w.outbox[before..].len(), 1);
    assert_eq!(w.outbox[before].to, ALICE);
    assert!(w.outbox[before].subject.contains("please confirm"));
}

#[test]
fn the_commands_read_as_written() {
    use crate::reading::command::{parse, parse_whole, Command};
    assert_eq!(parse("forget me"), Ok(Command::Forget));
    assert_eq!(parse("Forget me."), Ok(Command::Forget));
    assert_eq!(parse("退会"), Ok(Command::Forget));
    assert_eq!(parse("my data"), Ok(Command::MyData));
    assert_eq!(parse("データ開示"), Ok(Command::MyData));
    assert!(parse("forget bob@example.test").is_err());
    // Prose is no command.
    assert_eq!(parse_whole("forget it, I moved already"), None);
    assert_eq!(parse_whole("my data is old"), None);
}
