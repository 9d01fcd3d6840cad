//! Daily digests (`digest daily [HH:MM]|off`): a player who takes one gets their opponents'
//! moves in one mail a day, at their time of day in their time zone, listing every game where
//! it is their move with its board, its deadline and its reply address.
//!
//! What waits for the digest is the mail telling a player that their opponent moved
//! ([`holds`]). Everything else still comes at once: a game's start and end, what asks an
//! answer (a challenge, a draw offer, a takeback, a pause), reminders, refusals, and the move
//! mail itself when the player's deadline is less than a day away. The digest is made from
//! the games as they stand when it is due, not from held mails: nothing is queued, so nothing
//! can be lost or sent twice, and a game where the player has moved meanwhile is left out.

use crate::context::{domain, ok, Ctx, Verdict};
use crate::effect::{out_mail, Effect, Thread};
use crate::Engine;

pub mod reply;
pub use reply::MAX_PARTS;
use yubin_domain::model::{BoardForm, DigestTime, GameRecord, GameState, Timeline};
use yubin_domain::msgid::MessageId;
use yubin_domain::{timing, token};
use yubin_rules::{Color, Game};
use yubin_text::mails;

/// How near a deadline must be for a move's mail to come at once although its reader takes
/// a digest: a day, in seconds.
pub const URGENT: i64 = 86_400;

/// Whether the mail telling `to` of their opponent's move in `rec` waits for their digest:
/// they take one, and their `deadline` (when it is their move) is more than [`URGENT`] away.
pub(crate) fn holds(rec: &GameRecord, to: Color, deadline: Option<i64>, now: i64) -> bool {
    rec.look(to).digest.is_some() && deadline.is_none_or(|d| d - now > URGENT)
}

/// `digest`: shows the sender's digest, or sets it (`Some(None)`: off).
pub(crate) fn setting(cx: &mut Ctx<'_>, setting: Option<Option<DigestTime>>) -> Verdict {
    let mut look = cx.snap.sender_look;
    if let Some(time) = setting {
        look.digest = time;
        cx.effects.push(Effect::SetLook(cx.mail.from.clone(), look));
    }
    let lang = cx.lang();
    let zone = cx.snap.sender_zone;
    let time = look.digest.map(|t| t.to_string());
    let body = mails::DigestSet {
        lang,
        changed: setting.is_some(),
        time: time.clone(),
        zone: zone.name().to_string(),
        next: look
            .digest
            .map(|t| zone.format_in(t.next_after(zone, cx.now), lang)),
    }
    .body();
    cx.reply_to_sender(&mails::digest::set_subject(lang, time.as_deref()), body);
    ok(format!("digest {}", time.as_deref().unwrap_or("off")))
}

impl Engine {
    /// The digest of `address` due at `due`: one mail listing the games among `games` (the
    /// player's active games, replayed) where it is their move at `now`, if any, and the
    /// record that this digest was made.
    pub fn on_digest(
        &self,
        address: &str,
        games: Vec<(GameRecord, Game, Timeline)>,
        due: i64,
        now: i64,
    ) -> Vec<Effect> {
        let s = self.settings();
        // Reckoned from `now`: a service down for days sends one digest when it is back, not one
        // for every day missed.
        let mut effects = vec![Effect::DigestSent(address.to_string(), now)];
        let mut lang = None;
        let mut listed = Vec::new();
        for (rec, game, timeline) in games {
            let Some(me) = rec.color_of(address) else {
                continue;
            };
            if rec.state != GameState::Active || game.position().side_to_move() != me {
                continue;
            }
            let mut rec = crate::profile::named(s, rec);
            // A digest shows many boards: as tables, since a mail carries one picture.
            rec.looks[me.index()].board = BoardForm::Table;
            let reader = rec.look(me).language();
            lang.get_or_insert(reader);
            let clocks = timing::clocks_of(&rec, &game, &timeline, now);
            let mut g = mails::clocked_view(&rec, &game, me, &clocks);
            // A reply to the digest names its game: the example says how (`36: P-1e #2`).
            g.example = format!("{}: {}", rec.id.0, g.example);
            listed.push(mails::DigestGame {
                g,
                reply: token::reply_address(&s.bot_address, &s.secret_key, rec.id, address),
                due: clocks.deadline.map(|d| rec.zone(me).format_in(d, reader)),
            });
        }
        let Some(lang) = lang else {
            return effects;
        };
        listed.sort_by_key(|d| d.g.id);
        let example = listed[0].g.example.clone();
        let subject = mails::digest::subject(lang, listed.len());
        let body = mails::Digest {
            lang,
            games: listed,
            example,
        }
        .body();
        // Named by the player's keyed digest and the instant it was due: the same digest
        // always yields the same Message-ID, and it tells nothing of the address.
        let d = token::digest(&s.secret_key, address.as_bytes());
        let message_id = MessageId::Digest {
            key: [d[0], d[1], d[2], d[3]],
            due,
        }
        .format(domain(&s.bot_address));
        let mut mail = out_mail(message_id, address, Thread::Answer(None), subject, body);
        // A mail nobody asked for this time: `List-Unsubscribe` turns the digest off.
        mail.unsubscribe = Some(crate::years::unsubscribe::header(
            s,
            yubin_domain::model::Stream::Digest,
            address,
        ));
        mail.reply_to = Some(token::address_key(&s.bot_address, &s.secret_key, address));
        effects.push(Effect::Send(mail));
        effects
    }
}
