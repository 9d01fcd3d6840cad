//! Bounces (`years::bounce`): which reports count, what marks an address undeliverable,
//! who is told, and what its owner's next mail brings.

use super::*;
use crate::years::bounce::{BounceFacts, SOFT_LIMIT};
use yubin_domain::model::{
    Action, BounceRecord, BounceSource, DeliveryReport, RecipientReport, Severity, TournamentSlot,
};

const KEY: &[u8] = b"0123456789abcdef";

fn report(to: &str, action: Action, status: &str, reply_to: Option<String>) -> DeliveryReport {
    DeliveryReport {
        recipients: vec![RecipientReport {
            recipient: Some(to.into()),
            action,
            status: Some(status.into()),
            diagnostic: Some(format!("{status} no such mailbox")),
        }],
        original_message_id: Some("yubin.g1.move.1@example.test".into()),
        original_reply_to: reply_to,
        original_to: Some(to.into()),
    }
}

fn dsn(to_bot: &str, report: Option<DeliveryReport>) -> Inbound {
    Inbound {
        message_id: "dsn.1@mx.example".into(),
        from: "mailer-daemon@mx.example".into(),
        recipients: vec![to_bot.into()],
        subject: "Undelivered Mail Returned to Sender".into(),
        automated: true,
        report,
        ..Inbound::default()
    }
}

fn hard(address: &str) -> BounceRecord {
    BounceRecord {
        address: address.into(),
        at: 1000,
        severity: Severity::Hard,
        source: BounceSource::Report,
        status: Some("5.1.1".into()),
        reason: "550 5.1.1 no such mailbox".into(),
        message_id: None,
    }
}

#[test]
fn a_report_counts_only_when_the_bots_key_proves_whose_mail_it_was() {
    let e = Engine::new(settings());
    // To the return path of outbox row 7, sent to bob: counted, as bob's.
    let rp = token::bounce_address(BOT, KEY, 7, BOB);
    let failed = Some(report(BOB, Action::Failed, "5.1.1", None));
    let b = e.bounced(&dsn(&rp, failed.clone()), Some(BOB), 1).unwrap();
    assert_eq!((b.address.as_str(), b.severity), (BOB, Severity::Hard));
    assert_eq!(b.status.as_deref(), Some("5.1.1"));
    assert_eq!(b.source, BounceSource::Report);
    // Row 7 was sent to alice, not bob, or the outbox holds no row 7: the key is not the bot's.
    assert!(e
        .bounced(&dsn(&rp, failed.clone()), Some(ALICE), 1)
        .is_err());
    assert!(e.bounced(&dsn(&rp, failed.clone()), None, 1).is_err());
    // A forged return path: another row's key.
    let forged = rp.replace("+b7-", "+b8-");
    assert!(e
        .bounced(&dsn(&forged, failed.clone()), Some(BOB), 1)
        .is_err());
    // A delay to the return path is soft; a mail there that is no report is soft too.
    let delayed = Some(report(BOB, Action::Delayed, "4.2.2", None));
    let b = e.bounced(&dsn(&rp, delayed), Some(BOB), 1).unwrap();
    assert_eq!(b.severity, Severity::Soft);
    let b = e.bounced(&dsn(&rp, None), Some(BOB), 1).unwrap();
    assert_eq!(
        (b.severity, b.source),
        (Severity::Soft, BounceSource::ReturnPath)
    );
    // A success report is nothing.
    let ok = Some(report(BOB, Action::Delivered, "2.0.0", None));
    assert!(e.bounced(&dsn(&rp, ok), Some(BOB), 1).is_err());

    // To the bot's plain address: only with a key of the bot's for that recipient in the
    // returned headers (a game's key, or the address's own).
    let game_key = token::reply_address(BOT, KEY, GameId(3), BOB);
    let keyed = Some(report(BOB, Action::Failed, "5.1.1", Some(game_key.clone())));
    assert_eq!(e.bounced(&dsn(BOT, keyed), None, 1).unwrap().address, BOB);
    let own_key = token::address_key(BOT, KEY, BOB);
    let keyed = Some(report(BOB, Action::Failed, "5.1.1", Some(own_key)));
    assert_eq!(e.bounced(&dsn(BOT, keyed), None, 1).unwrap().address, BOB);
    // Alice's key in a report about bob (a forger who saw alice's mail): not counted.
    let alices = token::reply_address(BOT, KEY, GameId(3), ALICE);
    let forged = Some(report(BOB, Action::Failed, "5.1.1", Some(alices)));
    assert!(e.bounced(&dsn(BOT, forged), None, 1).is_err());
    // Without the returned headers (no key) or about a mail the bot never sent: not counted.
    let headless = Some(report(BOB, Action::Failed, "5.1.1", None));
    let why = e.bounced(&dsn(BOT, headless), None, 1).unwrap_err();
    assert!(why.contains("no key of the bot proves"), "{why}");
    let invented = token::reply_address(BOT, b"not the bot's key", GameId(3), BOB);
    let never = Some(report(BOB, Action::Failed, "5.1.1", Some(invented)));
    assert!(e.bounced(&dsn(BOT, never), None, 1).is_err());
    // And a report is always a bounce for the shell, never a command.
    assert!(e.is_bounce(&dsn(BOT, Some(DeliveryReport::default()))));
    assert!(e.is_bounce(&dsn(&rp, None)));
    assert!(!e.is_bounce(&dsn(BOT, None)));
}

#[test]
fn a_hard_bounce_marks_the_address_and_tells_the_opponent_in_their_language() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    w.looks.insert(
        ALICE.into(),
        Look {
            lang: Some(yubin_domain::model::Language::Ja),
            ..Look::default()
        },
    );
    let mut rec = w.game(g).clone();
    rec.looks[Color::Black.index()].lang = Some(yubin_domain::model::Language::Ja);
    let facts = BounceFacts {
        games: vec![rec],
        ..BounceFacts::default()
    };
    let effects = w.engine.on_bounce(&hard(BOB), &facts, 5000);
    assert!(matches!(&effects[0], Effect::Bounce(b) if b.address == BOB));
    assert!(
        matches!(&effects[1], Effect::SetUndeliverable { address, since: 5000, reason } if address == BOB && reason.contains("hard bounce")),
        "{effects:#?}"
    );
    let Effect::Send(m) = &effects[2] else {
        panic!("{effects:#?}")
    };
    assert_eq!(effects.len(), 3);
    assert_eq!(m.to, ALICE);
    assert_eq!(m.reply_to.as_deref(), Some(w.reply_to(g, ALICE).as_str()));
    assert!(m.subject.contains("メールが届きません"), "{}", m.subject);
    let text = flat_ja(&m.text);
    assert!(text.contains("持ち時間は進み続けます"), "{text}");
    assert!(text.contains("`give3d`"), "{text}");
    assert!(!m.text.contains(BOB) && !m.html.as_deref().unwrap_or("").contains(BOB));
    // Already marked: recorded, nobody told again.
    let marked = BounceFacts {
        undeliverable: Some(4000),
        ..facts.clone()
    };
    let again = w.engine.on_bounce(&hard(BOB), &marked, 6000);
    assert_eq!(again.len(), 1, "{again:#?}");
    // A finished game tells nobody.
    let mut over = facts.clone();
    over.games[0].state = GameState::Finished;
    assert_eq!(w.engine.on_bounce(&hard(BOB), &over, 6000).len(), 2);
}

#[test]
fn soft_bounces_mark_the_address_at_the_limit_only() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let soft = BounceRecord {
        severity: Severity::Soft,
        status: Some("4.2.2".into()),
        ..hard(BOB)
    };
    for before in 0..SOFT_LIMIT - 1 {
        let facts = BounceFacts {
            soft_recent: before,
            games: vec![w.game(g).clone()],
            ..BounceFacts::default()
        };
        let effects = w.engine.on_bounce(&soft, &facts, 5000);
        assert_eq!(effects, vec![Effect::Bounce(soft.clone())], "{before}");
    }
    let facts = BounceFacts {
        soft_recent: SOFT_LIMIT - 1,
        games: vec![w.game(g).clone()],
        ..BounceFacts::default()
    };
    let effects = w.engine.on_bounce(&soft, &facts, 5000);
    assert!(
        matches!(&effects[1], Effect::SetUndeliverable { reason, .. } if reason.starts_with("3 soft bounces in 7 days")),
        "{effects:#?}"
    );
    assert!(matches!(&effects[2], Effect::Send(m) if m.to == ALICE));
}

#[test]
fn a_tournament_games_organiser_is_told_too_unless_they_play_it() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let mut rec = w.game(g).clone();
    rec.setup.tournament = Some(TournamentSlot {
        id: TournamentId(4),
        name: "Autumn".into(),
        round: 1,
        board: 1,
        delay: 0,
    });
    let organiser = "olga@example.test";
    let facts = BounceFacts {
        games: vec![rec.clone()],
        organisers: vec![(TournamentId(4), organiser.into(), Look::default())],
        ..BounceFacts::default()
    };
    let effects = w.engine.on_bounce(&hard(BOB), &facts, 5000);
    let sent: Vec<&OutMail> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Send(m) => Some(m),
            _ => None,
        })
        .collect();
    assert_eq!(sent.len(), 2, "{effects:#?}");
    assert_eq!(sent[1].to, organiser);
    assert!(
        flat(&sent[1].text).contains("who plays game"),
        "{}",
        sent[1].text
    );
    assert!(!sent[1].text.contains(BOB));
    assert_eq!(
        sent[1].reply_to.as_deref(),
        Some(token::address_key(BOT, KEY, organiser).as_str())
    );
    // The organiser is the opponent: told once.
    let facts = BounceFacts {
        organisers: vec![(TournamentId(4), ALICE.into(), Look::default())],
        ..facts
    };
    let effects = w.engine.on_bounce(&hard(BOB), &facts, 5000);
    assert_eq!(
        effects
            .iter()
            .filter(|e| matches!(e, Effect::Send(_)))
            .count(),
        1
    );
}

#[test]
fn the_players_next_mail_clears_the_mark_and_brings_their_boards() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    play_moves(&mut w, g, &["P-7h"]);
    let mail = w.mail(BOB, BOT, "games");
    let p = w.prepare(&mail);
    let snap = w.snapshot(&p);
    let games = snap.sender_games.as_ref().unwrap();
    let effects = w.engine.on_return(BOB, games, w.now);
    assert_eq!(effects[0], Effect::ClearUndeliverable(BOB.into()));
    assert_eq!(effects.len(), 2, "{effects:#?}");
    let Effect::Send(m) = &effects[1] else {
        panic!("{effects:#?}")
    };
    assert_eq!(m.to, BOB);
    assert_eq!(m.reply_to.as_deref(), Some(w.reply_to(g, BOB).as_str()));
    assert!(m.text.contains("P-7h"), "{}", m.text);
}
