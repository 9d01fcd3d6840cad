//! Bounces: the bot's mail to an address comes back, or its server refuses it.
//!
//! The bot learns of a bounce three ways: a mail to the return path of one of its mails
//! (`bot+bN-TOKEN@domain`, [`token::bounce_address`]: VERP, keyed by the outbox row and its
//! recipient), a delivery status notification (RFC 3464, [`DeliveryReport`]) to its plain
//! address whose returned headers carry one of its keys for the reported recipient (a
//! game's `Reply-To` key or the address's own key), or a 5xx refusal of the submission
//! server ([`Engine::on_refused`]). A report that no key proves is logged and counted for
//! nothing: nobody can make the bot believe another player's mail bounced without having
//! seen a mail of the bot to them. No bounce is ever answered.
//!
//! The rule ([`Engine::on_bounce`]): a hard bounce (`Action: failed`, a `5.x.x` status, a 5xx
//! refusal), or [`SOFT_LIMIT`] soft ones (`delayed`, `4.x.x`, or a mail to a return path
//! that is no report) within [`SOFT_DAYS`] days, mark the address undeliverable. When it is
//! marked, the opponent of each of its running games is told (in their language), and, for
//! a tournament game, the organiser too. The clock keeps running: the bot cannot tell a dead
//! mailbox from a player who is thinking, and stopping the clock would let a player freeze a
//! lost game by making their mail bounce; the opponent is told so that they can `give` time
//! (ICCF's practice: a player's silence runs their clock, and the tournament director, not
//! the server, judges a failed mailbox). Any mail from the address later clears the mark and
//! brings the board of each of its running games ([`Engine::on_return`]).

use crate::context::{domain, game_mail};
use crate::effect::{out_mail, Effect, Thread};
use crate::snapshot::Played;
use crate::{Engine, Inbound};
use yubin_domain::model::{
    BounceRecord, BounceSource, GameId, GameRecord, GameState, InboundRecord, InboundStatus, Look,
    Severity, TournamentId,
};
use yubin_domain::msgid::{GameEvent, MessageId};
use yubin_domain::{address, timing, token};
use yubin_text::mails;

/// How many soft bounces within [`SOFT_DAYS`] mark an address undeliverable: a server that
/// delays mail three times in a week (each delay report a mail still queued) is as good as
/// gone for a correspondence game, while one delay is common (greylisting, a full disk for
/// an hour).
pub const SOFT_LIMIT: u32 = 3;

/// The window, in days, in which [`SOFT_LIMIT`] soft bounces count.
pub const SOFT_DAYS: i64 = 7;

/// What the decision about a bounce of an address reads, loaded by the shell.
#[derive(Debug, Clone, Default)]
pub struct BounceFacts {
    /// Since when the address is marked undeliverable, if it is.
    pub undeliverable: Option<i64>,
    /// Its soft bounces in the last [`SOFT_DAYS`] days, this one not included.
    pub soft_recent: u32,
    /// Its games (the running ones are those the decision tells about).
    pub games: Vec<GameRecord>,
    /// The organisers of the tournaments of those games: the tournament, the organiser's
    /// address and how their mails are written.
    pub organisers: Vec<(TournamentId, String, Look)>,
}

impl Engine {
    /// Whether `mail` is a bounce: a delivery status notification, or a mail to one of the
    /// bot's return paths. The shell hands such a mail to [`Engine::bounced`] and
    /// [`Engine::on_bounce`], never to [`Engine::decide`]: it is never answered.
    pub fn is_bounce(&self, mail: &Inbound) -> bool {
        mail.report.is_some() || mail.bounce_key(&self.settings.bot_address).is_some()
    }

    /// The bounce `mail` reports, proven by the bot's key, at `now`; `sent_to` is the
    /// recipient of the outbox row its return path names (the shell reads it), `None` when
    /// there is no such row. `Err` says why it counts for nothing (for the log).
    ///
    /// # Errors
    /// The mail proves no bounce of the bot's mail: its return path's key is not the bot's
    /// for that row, it reports no failure, or no key of the bot proves whose mail it was.
    pub fn bounced(
        &self,
        mail: &Inbound,
        sent_to: Option<&str>,
        now: i64,
    ) -> Result<BounceRecord, String> {
        let s = &self.settings;
        let worst = mail.report.as_ref().and_then(|r| r.worst());
        let original = mail
            .report
            .as_ref()
            .and_then(|r| r.original_message_id.clone());
        let (status, reason) = match worst {
            Some((r, _)) => (
                r.status.clone(),
                r.diagnostic
                    .clone()
                    .or_else(|| r.status.clone())
                    .unwrap_or_else(|| format!("{:?}", r.action).to_lowercase()),
            ),
            None => (None, String::new()),
        };
        if let Some((row, tok)) = mail.bounce_key(&s.bot_address) {
            let Some(to) = sent_to else {
                return Err(format!(
                    "return path of mail {row}, which the outbox does not hold"
                ));
            };
            if !token::verify_bounce(&s.secret_key, row, to, &tok) {
                return Err(format!(
                    "return path of mail {row} with a key that is not the bot's"
                ));
            }
            let (severity, source, reason) = match (&mail.report, worst) {
                (Some(_), Some((_, severity))) => (severity, BounceSource::Report, reason),
                (Some(_), None) => return Err("a delivery report of no failure".into()),
                (None, _) => (
                    Severity::Soft,
                    BounceSource::ReturnPath,
                    format!(
                        "a mail to the return path that is no delivery report: {:?}",
                        mail.subject.chars().take(80).collect::<String>()
                    ),
                ),
            };
            return Ok(BounceRecord {
                address: address::fold(to),
                at: now,
                severity,
                source,
                status,
                reason,
                message_id: original,
            });
        }
        let Some(report) = &mail.report else {
            return Err("no delivery report".into());
        };
        let Some((failed, severity)) = worst else {
            return Err("a delivery report of no failure".into());
        };
        let Some(to) = failed.recipient.clone().or(report.original_to.clone()) else {
            return Err("a delivery report that names no recipient".into());
        };
        let keyed = report.original_reply_to.as_deref().is_some_and(|r| {
            token::parse_recipient(&s.bot_address, r)
                .is_some_and(|(game, tok)| token::verify(&s.secret_key, game, &to, &tok))
                || token::parse_address_key(&s.bot_address, r)
                    .is_some_and(|tok| token::verify_address(&s.secret_key, &to, &tok))
        });
        if !keyed {
            return Err(format!(
                "a delivery report about {} that no key of the bot proves (the returned \
                 headers carry none of the bot's keys for it): not counted",
                address::fold(&to)
            ));
        }
        Ok(BounceRecord {
            address: address::fold(&to),
            at: now,
            severity,
            source: BounceSource::Report,
            status,
            reason,
            message_id: original,
        })
    }

    /// A bounce mail logged as consumed and not answered, with `note` (what it proved, or
    /// why it counts for nothing).
    pub fn consume_bounce(&self, mail: &Inbound, note: String, now: i64) -> Effect {
        Effect::Consume(InboundRecord {
            message_id: mail.message_id.clone(),
            sender: mail.from.clone(),
            subject: crate::reading::echo::line(&mail.subject),
            received_at: now,
            status: InboundStatus::Ignored,
            note: format!("bounce (not answered): {note}"),
            body: String::new(),
            keyed: false,
        })
    }

    /// The bot's mail `message_id` to `address` was refused by the submission server with a
    /// 5xx reply (`code`, and `reason` in the server's words): as a hard bounce
    /// ([`Engine::on_bounce`]).
    pub fn on_refused(
        &self,
        address: &str,
        message_id: &str,
        code: u16,
        reason: &str,
        facts: &BounceFacts,
        now: i64,
    ) -> Vec<Effect> {
        let bounce = BounceRecord {
            address: address::fold(address),
            at: now,
            severity: Severity::Hard,
            source: BounceSource::Refused,
            status: Some(code.to_string()),
            reason: crate::reading::echo::line(reason),
            message_id: Some(message_id.to_string()),
        };
        self.on_bounce(&bounce, facts, now)
    }

    /// What a proven bounce causes at `now`: it is recorded; a hard one, or the
    /// [`SOFT_LIMIT`]th soft one within [`SOFT_DAYS`] days, marks the address undeliverable,
    /// and when that is new, the opponent of each of its running games is told, and the
    /// organiser of each tournament game's tournament (the module's rule).
    pub fn on_bounce(&self, bounce: &BounceRecord, facts: &BounceFacts, now: i64) -> Vec<Effect> {
        let s = &self.settings;
        let mut effects = vec![Effect::Bounce(bounce.clone())];
        let marks = match bounce.severity {
            Severity::Hard => true,
            Severity::Soft => facts.soft_recent + 1 >= SOFT_LIMIT,
        };
        if !marks || facts.undeliverable.is_some() {
            return effects;
        }
        let who = &bounce.address;
        effects.push(Effect::SetUndeliverable {
            address: who.clone(),
            since: now,
            reason: match bounce.severity {
                Severity::Hard => format!("hard bounce: {}", bounce.reason),
                Severity::Soft => format!(
                    "{SOFT_LIMIT} soft bounces in {SOFT_DAYS} days; last: {}",
                    bounce.reason
                ),
            },
        });
        let mut n = 0;
        let mut id = |game: GameId| {
            n += 1;
            MessageId::Game {
                game,
                event: GameEvent::Undeliverable,
                at: now,
                n,
            }
            .format(domain(&s.bot_address))
        };
        for rec in facts.games.iter().filter(|g| g.state == GameState::Active) {
            let Some(me) = rec.color_of(who) else {
                continue;
            };
            let rec = crate::profile::named(s, rec.clone());
            let name = rec.name(me).to_string();
            let opponent = !me;
            let lang = rec.look(opponent).language();
            let body = mails::bounce::Undeliverable {
                lang,
                game: rec.id.0,
                name: name.clone(),
                organiser: false,
            }
            .body();
            let subject = mails::bounce::undeliverable_subject(lang, rec.id.0, &name);
            effects.push(Effect::Send(game_mail(
                s,
                &rec,
                opponent,
                id(rec.id),
                None,
                subject,
                body,
            )));
            let Some(t) = &rec.setup.tournament else {
                continue;
            };
            let Some((_, organiser, look)) = facts.organisers.iter().find(|(o, _, _)| *o == t.id)
            else {
                continue;
            };
            // The organiser who plays the game is told once, as the opponent.
            if organiser == rec.address(opponent) || organiser == who {
                continue;
            }
            let lang = look.language();
            let body = mails::bounce::Undeliverable {
                lang,
                game: rec.id.0,
                name: name.clone(),
                organiser: true,
            }
            .body();
            let subject = mails::bounce::undeliverable_subject(lang, rec.id.0, &name);
            let mut mail = out_mail(id(rec.id), organiser, Thread::Answer(None), subject, body);
            mail.reply_to = Some(token::address_key(&s.bot_address, &s.secret_key, organiser));
            effects.push(Effect::Send(mail));
        }
        effects
    }

    /// `address`, marked undeliverable, wrote again at `now`: the mark is cleared and the
    /// board of each of its running games (`games`, as the snapshot loaded them: named and
    /// replayed) is sent to it. A game whose record could not be replayed is left out (its
    /// player's `board` command answers it as damaged).
    pub fn on_return(&self, address: &str, games: &[Played], now: i64) -> Vec<Effect> {
        let s = &self.settings;
        let mut effects = vec![Effect::ClearUndeliverable(address::fold(address))];
        for p in games.iter().filter(|p| p.record.state == GameState::Active) {
            let rec = &p.record;
            let (Some(me), Some(Ok(game))) = (rec.color_of(address), &p.game) else {
                continue;
            };
            let clocks = timing::clocks_of(rec, game, &p.timeline, now);
            let body = mails::Board {
                g: mails::clocked_view(rec, game, me, &clocks),
            }
            .body();
            let subject = mails::subjects::board(rec, game, rec.look(me).language());
            let id = MessageId::Game {
                game: rec.id,
                event: GameEvent::Returned,
                at: now,
                n: 0,
            }
            .format(domain(&s.bot_address));
            effects.push(Effect::Send(game_mail(s, rec, me, id, None, subject, body)));
        }
        effects
    }
}
