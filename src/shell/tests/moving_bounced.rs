//! An address change whose old address bounces (`move to`, issue 26.1): confirmed by the new
//! address alone and approved by the operator once the old address has bounced for
//! `move_after_bounce_days` days; refused to the operator for an old address whose mail is
//! delivered, too early, lapsed, cancelled, or approved already. The mails to the new address
//! say that the operator must approve (goldens in `tests/data/moving/`, both languages).

use super::moving::move_key;
use super::*;
use yubin_engine::years::moving::ApproveRefusal;

const NEW: &str = "alice@new.example";
const DAY: i64 = 86_400;

fn mark(w: &mut World, address: &str, since: i64) {
    let tx = w.shell.store_mut().transaction().unwrap();
    tx.set_undeliverable(address, since, "hard bounce: 550 no such user")
        .unwrap();
    tx.commit().unwrap();
}

fn marked(w: &mut World, address: &str) -> Option<i64> {
    let tx = w.shell.store_mut().transaction().unwrap();
    tx.undeliverable(address).unwrap()
}

fn golden(name: &str, m: &OutMail) {
    let path = format!("{}/tests/data/moving/{name}", env!("CARGO_MANIFEST_DIR"));
    yubin_golden::check(&path, &format!("Subject: {}\n\n{}", m.subject, m.text));
}

fn approve(w: &mut World, at: i64) -> Result<(), ApproveRefusal> {
    w.shell
        .approve_move(1, "old mailbox gone", "op", at)
        .unwrap()
}

#[test]
fn the_new_address_alone_and_the_operator_move_a_player_whose_old_address_bounces() {
    let mut ran = 0;
    for lang in ["en", "ja"] {
        let mut w = World::new();
        let g = started_game(&mut w, "");
        if lang == "ja" {
            w.send(ALICE, BOT, "language ja");
        }
        // Alice's mail has bounced for 10 days; she can still send, from a server that
        // vouches for her, but not read what the bot writes.
        let t0 = w.now;
        mark(&mut w, ALICE, t0 - 10 * DAY);
        let out = w.send(ALICE, BOT, "move to alice@new.example");
        let to_new: Vec<&OutMail> = out.iter().filter(|m| m.to == NEW).collect();
        assert_eq!(to_new.len(), 1, "{out:#?}");
        golden(&format!("ask_new_old_bounces_{lang}.txt"), to_new[0]);
        assert!(flat(&to_new[0].text).contains("14") && to_new[0].html.is_some());
        // Her mail cleared the mark (any mail does); the request kept it.
        assert_eq!(marked(&mut w, ALICE), None);
        let kept: Option<i64> = w
            .shell
            .store()
            .connection()
            .query_row(
                "SELECT old_undeliverable_since FROM address_moves WHERE id = 1",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(kept, Some(t0 - 10 * DAY));
        // The mail to the old address bounced again.
        let at = w.now + 30;
        mark(&mut w, ALICE, at);
        let now = w.now;
        assert_eq!(approve(&mut w, now), Err(ApproveRefusal::NewUnconfirmed));
        let out = w.send(NEW, &move_key(1, NEW), "yes");
        assert_eq!(out.len(), 1, "{out:#?}");
        golden(&format!("confirmed_new_old_bounces_{lang}.txt"), &out[0]);
        // 11 days of bounces are not 14: refused, saying from when.
        let now = w.now;
        match approve(&mut w, now) {
            Err(ApproveRefusal::NotYet { since, from, .. }) => {
                assert_eq!((since, from), (t0 - 10 * DAY, t0 + 4 * DAY));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            w.shell
                .store()
                .game(GameId(g))
                .unwrap()
                .unwrap()
                .setup
                .black,
            ALICE
        );
        // From the 14th day on, approved: the game is the new address's.
        assert_eq!(approve(&mut w, t0 + 4 * DAY), Ok(()));
        assert_eq!(
            w.shell
                .store()
                .game(GameId(g))
                .unwrap()
                .unwrap()
                .setup
                .black,
            NEW
        );
        // Approving twice.
        assert_eq!(
            approve(&mut w, t0 + 4 * DAY + 60),
            Err(ApproveRefusal::Done)
        );
        let approvals: i64 = w
            .shell
            .store()
            .connection()
            .query_row(
                "SELECT count(*) FROM admin_log WHERE action = 'approve-move'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(approvals, 1);
        ran += 1;
    }
    assert_eq!(ran, 2);
}

#[test]
fn the_operator_cannot_approve_for_an_old_address_whose_mail_is_delivered() {
    let mut w = World::new();
    started_game(&mut w, "");
    w.send(ALICE, BOT, "move to alice@new.example");
    // The new address confirms: nothing bounces, so it is told to wait for the old one.
    let out = w.send(NEW, &move_key(1, NEW), "yes");
    assert_eq!(out.len(), 1);
    assert!(!flat(&out[0].text).contains("operator"), "{}", out[0].text);
    let now = w.now;
    assert_eq!(approve(&mut w, now), Err(ApproveRefusal::OldDelivered));
    // A bounce today: far from long enough, and the request lapses first.
    mark(&mut w, ALICE, now);
    match approve(&mut w, now + 60) {
        Err(ApproveRefusal::NotYet { from, expires, .. }) => assert!(from > expires),
        other => panic!("{other:?}"),
    }
    // Alice writes again: the mark is cleared, and with it the operator's case.
    w.send(ALICE, BOT, "games");
    assert_eq!(marked(&mut w, ALICE), None);
    let now = w.now;
    assert_eq!(approve(&mut w, now), Err(ApproveRefusal::OldDelivered));
    // The old address can still say yes itself.
    let out = w.send(ALICE, &move_key(1, ALICE), "yes");
    assert!(out.iter().any(|m| m.to == NEW), "{out:#?}");
}

#[test]
fn a_lapsed_or_cancelled_request_is_not_approved_however_long_the_old_address_bounced() {
    for cancel in [false, true] {
        let mut w = World::new();
        started_game(&mut w, "");
        let long_ago = w.now - 60 * DAY;
        mark(&mut w, ALICE, long_ago);
        w.send(ALICE, BOT, "move to alice@new.example");
        let now = w.now;
        mark(&mut w, ALICE, now);
        w.send(NEW, &move_key(1, NEW), "yes");
        let (at, why) = if cancel {
            w.send(ALICE, BOT, "move cancel");
            let now = w.now;
            mark(&mut w, ALICE, now);
            (w.now + 60, ApproveRefusal::Cancelled)
        } else {
            (w.now + 8 * DAY, ApproveRefusal::Expired)
        };
        assert_eq!(approve(&mut w, at), Err(why));
        let done: Option<i64> = w
            .shell
            .store()
            .connection()
            .query_row("SELECT done_at FROM address_moves WHERE id = 1", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(done, None);
    }
}
