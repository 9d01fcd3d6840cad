//! `move to <address>`: the request, both confirmations in either order, forged and late
//! confirmations, the refusals, the operator's approval (`crate::years::moving`).

use super::*;
use crate::load::moving as load_moving;
use crate::years::moving::{ApproveRefusal, MoveWant};
use yubin_domain::model::{GameState, MoveSide, OutMail, MOVE_LIFETIME};

const NEW: &str = "alice@new.example";

impl World {
    /// The store's side of [`Effect::MoveAddress`]: every row naming `old` names `new`.
    pub(super) fn move_address(&mut self, request: i64, old: &str, new: &str, name: Option<&str>) {
        for g in self.games.values_mut() {
            for c in Color::ALL {
                if g.address(c) == old {
                    match c {
                        Color::Black => g.setup.black = new.to_string(),
                        Color::White => g.setup.white = new.to_string(),
                    }
                }
            }
        }
        if let Some(n) = self.names.remove(old) {
            self.names.insert(new.to_string(), n);
        }
        if let Some(name) = name {
            self.names.insert(new.to_string(), name.to_string());
        }
        if let Some(z) = self.zones.remove(old) {
            self.zones.insert(new.to_string(), z);
        }
        if let Some(l) = self.looks.remove(old) {
            self.looks.insert(new.to_string(), l);
        }
        let r = self.address_moves.iter_mut().find(|r| r.id == request);
        let r = r.expect("the request is stored");
        r.done_at = Some(self.now);
        r.old = String::new();
    }
}

fn address_key(who: &str) -> String {
    token::address_key(BOT, &settings().secret_key, who)
}

fn move_key(request: i64, who: &str) -> String {
    token::move_key(BOT, &settings().secret_key, request, who)
}

fn to<'a>(out: &'a [OutMail], who: &str) -> Vec<&'a OutMail> {
    out.iter().filter(|m| m.to == who).collect()
}

fn effects_of(d: &Decision) -> (bool, bool) {
    let asked = d.effects.iter().any(|e| matches!(e, Effect::AskMove(_)));
    let moved = d
        .effects
        .iter()
        .any(|e| matches!(e, Effect::MoveAddress { .. }));
    (asked, moved)
}

/// Sends `body` from `from` to `to` and returns the decision and the mails queued.
fn exchange(w: &mut World, from: &str, to: &str, body: &str) -> (Decision, Vec<OutMail>) {
    let mail = w.mail(from, to, body);
    let before = w.outbox.len();
    let d = w.decide(&mail);
    assert_eq!(d.damage, None);
    let out = w.outbox[before..].to_vec();
    (d, out)
}

#[test]
fn with_the_old_addresses_key_only_the_new_address_is_asked_and_its_yes_moves_everything() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (d, out) = exchange(
        &mut w,
        ALICE,
        &address_key(ALICE),
        "move to Alice@New.Example",
    );
    assert_eq!(effects_of(&d), (true, false));
    let r = w.address_moves[0].clone();
    assert_eq!((r.old.as_str(), r.new.as_str()), (ALICE, NEW));
    assert_eq!(
        r.old_confirmed_at,
        Some(w.now),
        "the key is the old address's proof"
    );
    // The new address is asked at its key; its mail names the player, never the old address.
    let asked = to(&out, NEW);
    assert_eq!(asked.len(), 1, "{out:#?}");
    assert_eq!(
        asked[0].reply_to.as_deref(),
        Some(move_key(1, NEW).as_str())
    );
    assert!(!asked[0].text.contains(ALICE), "{}", asked[0].text);
    assert!(flat(&asked[0].text).contains("The player alice asked to move"));
    assert!(flat(&asked[0].text).contains("The old address has confirmed it already"));
    // The old address is told where to confirm, with no key of the request.
    let told = to(&out, ALICE);
    assert_eq!(told.len(), 1);
    assert!(flat(&told[0].text).contains(&format!("I wrote to {NEW}")));
    assert_eq!(
        told[0].reply_to.as_deref(),
        Some(address_key(ALICE).as_str())
    );

    let (d, out) = exchange(&mut w, NEW, &move_key(1, NEW), "yes");
    assert_eq!(effects_of(&d), (false, true));
    assert_eq!(w.game(g).setup.black, NEW);
    assert_eq!(w.names.get(NEW).map(String::as_str), Some("alice"));
    // The new address: told, and the game's board with its new key; the old: told, no key.
    let news = to(&out, NEW);
    assert_eq!(news.len(), 2, "{out:#?}");
    assert!(flat(&news[0].text).contains("are at this address now"));
    assert_eq!(
        news[1].reply_to.as_deref(),
        Some(w.reply_to(g, NEW).as_str())
    );
    let olds = to(&out, ALICE);
    assert_eq!(olds.len(), 1);
    assert_eq!(olds[0].reply_to, None);
    assert!(
        !olds[0].text.contains(NEW),
        "the old address is not told the new"
    );

    // The new key plays; the old address's key is no longer the player's.
    let out = w.send(NEW, &w.reply_to(g, NEW), "P-1h");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert_eq!(w.moves(g), 1);
    let old_key = w.reply_to(g, ALICE);
    let (d, _) = exchange(&mut w, ALICE, &old_key, "P-2h");
    assert!(matches!(&d.effects[0], Effect::Consume(r) if r.status == InboundStatus::Rejected));
    assert_eq!(w.moves(g), 1);
    let (d, _) = exchange(&mut w, NEW, &old_key, "resign");
    assert!(matches!(&d.effects[0], Effect::Consume(r) if r.status == InboundStatus::Rejected));
    assert_eq!(w.game(g).state, GameState::Active);
}

fn both_sides(old_first: bool) {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    // Vouched by the server, but with no key of the old address: both are asked.
    let (d, out) = exchange(&mut w, ALICE, BOT, "move to alice@new.example");
    assert_eq!(effects_of(&d), (true, false));
    assert_eq!(w.address_moves[0].old_confirmed_at, None);
    let olds = to(&out, ALICE);
    assert_eq!(
        olds[0].reply_to.as_deref(),
        Some(move_key(1, ALICE).as_str())
    );
    assert!(flat(&olds[0].text).contains("so I ask here too"));
    assert!(flat(&to(&out, NEW)[0].text).contains("The old address must confirm it too"));
    let order = if old_first {
        [ALICE, NEW]
    } else {
        [NEW, ALICE]
    };
    let (d, out) = exchange(&mut w, order[0], &move_key(1, order[0]), "");
    assert_eq!(effects_of(&d), (false, false));
    let side = if old_first {
        MoveSide::Old
    } else {
        MoveSide::New
    };
    assert!(d
        .effects
        .iter()
        .any(|e| matches!(e, Effect::ConfirmMove(1, s, _) if *s == side)));
    assert_eq!(out.len(), 1);
    assert!(flat(&out[0].text).contains("confirmed the change"));
    assert_eq!(w.game(g).setup.black, ALICE);
    let (d, out) = exchange(&mut w, order[1], &move_key(1, order[1]), "ok");
    assert_eq!(effects_of(&d), (false, true));
    assert_eq!(w.game(g).setup.black, NEW);
    assert_eq!(to(&out, NEW).len(), 2);
    assert_eq!(to(&out, ALICE).len(), 1);
    // Once done, a late reply changes nothing more.
    let (d, out) = exchange(&mut w, NEW, &move_key(1, NEW), "yes");
    assert_eq!(effects_of(&d), (false, false));
    assert!(flat(&out[0].text).contains("done already"));
}

#[test]
fn vouched_without_a_key_both_addresses_confirm_old_first() {
    both_sides(true);
}

#[test]
fn vouched_without_a_key_both_addresses_confirm_new_first() {
    both_sides(false);
}

#[test]
fn a_forged_or_wrong_confirmation_changes_nothing() {
    let mut w = World::new();
    started_game(&mut w, "");
    exchange(&mut w, ALICE, BOT, "move to alice@new.example");
    let tampered = move_key(1, NEW).replacen("+m1-", "+m1-a", 1);
    let other_request = move_key(2, NEW);
    for (from, key) in [
        ("mallory@example.test", move_key(1, NEW)),
        ("mallory@example.test", move_key(1, "mallory@example.test")),
        // Each address's key is its own.
        (ALICE, move_key(1, NEW)),
        (NEW, move_key(1, ALICE)),
        (NEW, tampered),
        (NEW, other_request),
    ] {
        let (d, out) = exchange(&mut w, from, &key, "yes");
        let confirmed = d
            .effects
            .iter()
            .any(|e| matches!(e, Effect::ConfirmMove(..) | Effect::MoveAddress { .. }));
        assert!(!confirmed, "{from} at {key}");
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].to, from);
        assert!(
            flat(&out[0].text).contains("no request to confirm of yours"),
            "{}",
            out[0].text
        );
        assert!(!out[0].text.contains(ALICE) || from == ALICE);
    }
    // A reply that says something else confirms nothing either.
    let (d, out) = exchange(&mut w, NEW, &move_key(1, NEW), "no, I never asked");
    assert!(!d
        .effects
        .iter()
        .any(|e| matches!(e, Effect::ConfirmMove(..))));
    assert!(flat(&out[0].text).contains("reply with `yes` alone"));
    assert_eq!(w.address_moves[0].new_confirmed_at, None);
}

#[test]
fn a_request_lapses_after_seven_days_and_another_may_be_asked() {
    let mut w = World::new();
    started_game(&mut w, "");
    exchange(&mut w, ALICE, BOT, "move to alice@new.example");
    // One at a time.
    let (d, out) = exchange(&mut w, ALICE, BOT, "move to alice@other.example");
    assert_eq!(effects_of(&d), (false, false));
    assert!(flat(&out[0].text).contains("is waiting for its confirmations until"));
    w.now += MOVE_LIFETIME + 60;
    let (d, out) = exchange(&mut w, NEW, &move_key(1, NEW), "yes");
    assert!(!d
        .effects
        .iter()
        .any(|e| matches!(e, Effect::ConfirmMove(..))));
    assert_eq!(effects_of(&d), (false, false));
    assert!(flat(&out[0].text).contains("has lapsed"));
    let (d, _) = exchange(&mut w, ALICE, BOT, "move to alice@other.example");
    assert_eq!(effects_of(&d), (true, false));
    assert_eq!(w.address_moves.len(), 2);
}

#[test]
fn the_refusals_say_why_and_change_nothing() {
    let mut w = World::new();
    started_game(&mut w, "");
    w.names
        .insert("mallory@example.test".into(), "mallory".into());
    let long = format!("move to {}@new.example", "a".repeat(300));
    for (from, line, says) in [
        (ALICE, "move to alice", "I cannot write to `alice`"),
        (ALICE, "move to alice@localhost", "I cannot write to"),
        (
            ALICE,
            "move to ALICE@example.test",
            "That is the address you write from",
        ),
        (
            "carol@example.test",
            "move to carol@new.example",
            "This address has no games",
        ),
        // Another player's address, and a look-alike of one: the same answer for both,
        // which names no one.
        (ALICE, "move to bob@example.test", "cannot take your games"),
        (
            ALICE,
            "move to rnallory@example.test",
            "cannot take your games",
        ),
        // The bot's own address and its subaddresses: it would write to itself.
        (ALICE, "move to BOT@example.test", "cannot take your games"),
        (
            ALICE,
            "move to bot+a-abc@example.test",
            "cannot take your games",
        ),
        // Hostile addresses: invisible characters, look-alike scripts, absurd lengths.
        (
            ALICE,
            "move to ali\u{200b}ce@new.example",
            "invisible character",
        ),
        (ALICE, "move to аlice@new.example", "I cannot write to"),
        (ALICE, "move to <a\"b>@new.example", "I cannot write to"),
        (ALICE, &long, "I cannot write to"),
    ] {
        let (d, out) = exchange(&mut w, from, BOT, line);
        assert_eq!(effects_of(&d), (false, false), "{line}");
        assert!(
            out[0].text.len() < 2000,
            "the answer echoes no more than a line"
        );
        assert!(matches!(&d.effects[0], Effect::Consume(r) if r.status == InboundStatus::Rejected));
        assert_eq!(out.len(), 1, "{line}");
        assert_eq!(out[0].to, from);
        assert!(flat(&out[0].text).contains(says), "{line}: {}", out[0].text);
        assert!(!out[0].text.contains("bob ") && !out[0].text.contains("mallory"));
    }
    assert!(w.address_moves.is_empty());
}

#[test]
fn a_forged_from_is_asked_to_confirm_first_and_the_new_address_hears_nothing_yet() {
    let mut w = World::new();
    started_game(&mut w, "");
    let mail = w.forged(ALICE, BOT, None, "move to mallory@evil.example");
    let before = w.outbox.len();
    let d = w.decide(&mail);
    assert_eq!(effects_of(&d), (false, false));
    let out = &w.outbox[before..];
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].to, ALICE);
    assert!(flat(&out[0].text).contains("would move your games"));
    // Confirmed at the address key: the old side is proven, the new one asked.
    let asked = out[0].message_id.clone();
    let mail = w.forged(ALICE, &address_key(ALICE), Some(&asked), "");
    let d = w.decide(&mail);
    assert_eq!(effects_of(&d), (true, false));
    assert!(w.address_moves[0].old_confirmed_at.is_some());
}

#[test]
fn the_operator_approves_in_the_old_addresses_place_once_the_new_one_confirmed() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    exchange(&mut w, ALICE, BOT, "move to alice@new.example");
    let approve = |w: &World, id: i64| {
        let m = load_moving(&mut View(w), &settings(), &MoveWant::Request(id)).unwrap();
        w.engine.approve_move(&m, id, w.now)
    };
    assert_eq!(approve(&w, 9).unwrap_err(), ApproveRefusal::Unknown);
    assert_eq!(approve(&w, 1).unwrap_err(), ApproveRefusal::NewUnconfirmed);
    exchange(&mut w, NEW, &move_key(1, NEW), "yes");
    assert_eq!(
        w.game(g).setup.black,
        ALICE,
        "the old address has not confirmed"
    );
    // Its mail is delivered: the operator cannot answer for it.
    assert_eq!(approve(&w, 1).unwrap_err(), ApproveRefusal::OldDelivered);
    // It bounces since 13 days, then 14 (`move_after_bounce_days`).
    let days = i64::from(settings().move_after_bounce_days);
    w.undeliverable
        .insert(ALICE.to_string(), w.now - (days - 1) * 86_400);
    assert!(matches!(
        approve(&w, 1).unwrap_err(),
        ApproveRefusal::NotYet { from, .. } if from == w.now + 86_400
    ));
    w.undeliverable
        .insert(ALICE.to_string(), w.now - days * 86_400);
    let effects = approve(&w, 1).unwrap();
    assert!(matches!(effects[0], Effect::ApproveMove(1, _)));
    w.apply(&effects);
    assert_eq!(w.game(g).setup.black, NEW);
    let sent: Vec<&OutMail> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Send(m) => Some(m),
            _ => None,
        })
        .collect();
    assert_eq!(sent.len(), 3, "told both, the board to the new address");
    assert!(sent[0].message_id.starts_with("yubin.move1.1@"));
    assert_eq!(approve(&w, 1).unwrap_err(), ApproveRefusal::Done);
    // A lapsed request cannot be approved.
    let mut w = World::new();
    started_game(&mut w, "");
    exchange(&mut w, ALICE, BOT, "move to alice@new.example");
    exchange(&mut w, NEW, &move_key(1, NEW), "yes");
    w.now += MOVE_LIFETIME + 1;
    assert_eq!(approve(&w, 1).unwrap_err(), ApproveRefusal::Expired);
}

#[test]
fn move_cancel_takes_the_waiting_change_back_and_its_keys_confirm_nothing() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (_, out) = exchange(&mut w, ALICE, BOT, "move cancel");
    assert!(flat(&out[0].text).contains("No change of address of yours waits"));
    exchange(&mut w, ALICE, BOT, "move to alice@nwe.example");
    let (d, out) = exchange(&mut w, ALICE, BOT, "move cancel");
    assert!(d
        .effects
        .iter()
        .any(|e| matches!(e, Effect::CancelMove(1, _))));
    assert!(flat(&out[0].text).contains("Your change of address is cancelled"));
    let (d, out) = exchange(
        &mut w,
        "alice@nwe.example",
        &move_key(1, "alice@nwe.example"),
        "yes",
    );
    assert_eq!(effects_of(&d), (false, false));
    assert!(!d
        .effects
        .iter()
        .any(|e| matches!(e, Effect::ConfirmMove(..))));
    assert!(flat(&out[0].text).contains("was cancelled"));
    // Another may be asked at once.
    let (d, _) = exchange(&mut w, ALICE, BOT, "move to alice@new.example");
    assert_eq!(effects_of(&d), (true, false));
    exchange(&mut w, ALICE, &move_key(2, ALICE), "yes");
    exchange(&mut w, NEW, &move_key(2, NEW), "yes");
    assert_eq!(w.game(g).setup.black, NEW);
}
