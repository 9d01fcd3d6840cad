//! A player moves to another address (`move to <address>`): their games, ratings,
//! tournament entries, observers' and watches' rows and settings all hang on their player
//! row, whose address changes once both addresses confirmed.
//!
//! * The command needs proof that its sender reads the old address, as every command that
//!   binds an address does ([`crate::confirm`]). When it came to one of the old address's
//!   keys (a game's, the address key, or a confirmation the bot asked for), that is the old
//!   address's confirmation. When only a trusted server vouched for it, the old address is
//!   asked too, at a key of its own: a server's word proves who may *send* from the
//!   address, and this one command gives everything the address holds away for good, so it
//!   also wants proof that its sender *reads* it.
//! * The new address is always asked, at its own key ([`token::move_key`]): nothing binds
//!   an address without its owner's key. Its mail names the player's public name, never
//!   the old address.
//! * Both confirmations come in any order, each a reply at its address's key saying `yes`
//!   (or nothing); a request lives [`MOVE_LIFETIME`], one at a time per player.
//! * Refused, with a clear answer: an address the bot may not write to, the sender's own,
//!   an address that is, or looks like, one the bot knows (the answer is the same for both
//!   and says nothing of whose), a sender with nothing to move, a request already waiting.
//! * Once done, the running games' boards go to the new address with their new reply keys
//!   (the keys are HMACs of the address: the old ones no longer verify, and mails from the
//!   old address are no longer the player's; there is no grace period: the old address
//!   may be given up because it was lost or recycled, and the new one holds every board
//!   from the moment of the move). A player who chose no display name keeps their
//!   pseudonym as their name: it is derived from the address, and their opponents and
//!   crosstables know them by it.
//! * An old address that cannot answer (it bounces) is the operator's case: a request the
//!   new address confirmed can be approved in its place ([`Engine::approve_move`]), and only
//!   once the old address has bounced for [`Settings::move_after_bounce_days`] days
//!   ([`approvable`]): marked undeliverable now, since the earlier of its mark now and the
//!   one it had when the request was asked (the request's own mail cleared that one, as any
//!   mail from an address does, and the mail sent after it bounced again). An old address
//!   whose mail is delivered must confirm for itself: the operator cannot tell its owner
//!   from someone who took over the new address, and the old address can answer. The mails
//!   to the new address say so when the old one bounces.

use crate::context::{game_mail, ok, Ctx, Current, Verdict};
use crate::effect::{out_mail, Effect, Thread};
use crate::snapshot::{not_loaded, Loaded};
pub use crate::snapshot::{MoveWant, Moving, MovingPlayer};
use crate::{Engine, Settings};
use yubin_domain::model::{
    CorruptRow, Damaged, InboundStatus, MoveRequest, MoveSide, MOVE_LIFETIME,
};
use yubin_domain::msgid::MessageId;
use yubin_domain::{address, token};
use yubin_text::mails::moving::{moving, MoveRefusal, MovingNote};
use yubin_text::mails::{self, Body};

fn loaded(cx: &Ctx<'_>) -> Result<Moving, CorruptRow> {
    match &cx.snap.moving {
        Some(m) => m.clone(),
        None => Err(not_loaded(
            Damaged::Player(cx.mail.from.clone()),
            "the address change",
        )),
    }
}

/// Answers the sender with `why` in `lang`, counted as an error answer.
fn refuse(cx: &mut Ctx<'_>, why: MoveRefusal) -> Verdict {
    let note = format!("address change refused: {why:?}");
    let (subject, body) = moving(cx.lang(), &MovingNote::Refused(why));
    cx.reply_to_sender(&subject, body);
    Ok((InboundStatus::Rejected, note))
}

/// `move to <address>`: checked, then asked of both addresses (the old one's confirmation
/// taken at once when the command came to one of its keys).
/// `keyed`: the command came to one of the old address's keys, or confirms a request to
/// it ([`crate::confirm::keyed`]).
pub(crate) fn ask(cx: &mut Ctx<'_>, written: &str, keyed: bool) -> Verdict {
    let m = loaded(cx)?;
    let old = address::fold(&cx.mail.from);
    if let Err(problem) = address::check(written) {
        let address = crate::reading::echo::line(written);
        return refuse(cx, MoveRefusal::Unwritable { address, problem });
    }
    let new = address::fold(written);
    if new == old {
        return refuse(cx, MoveRefusal::Same);
    }
    // A sender unknown to the store has nothing to move.
    if !cx.snap.sender_alike.contains(&old) {
        return refuse(cx, MoveRefusal::NotAPlayer);
    }
    if let Some(r) = m.request.as_ref().filter(|r| r.pending(cx.now)) {
        let expires = cx.snap.sender_zone.format_in(r.expires_at(), cx.lang());
        return refuse(cx, MoveRefusal::Pending { expires });
    }
    // The bot's own addresses are known here too: a player moved to one would have the bot
    // write to itself.
    if !m.new_alike.is_empty() || is_bots(&cx.s.bot_address, &new) {
        return refuse(cx, MoveRefusal::Taken { address: new });
    }
    let request = MoveRequest {
        id: m.next_id,
        old: old.clone(),
        new: new.clone(),
        asked_at: cx.now,
        old_confirmed_at: keyed.then_some(cx.now),
        new_confirmed_at: None,
        approved_at: None,
        done_at: None,
        cancelled_at: None,
        old_undeliverable_since: m.old_undeliverable,
    };
    let lang = cx.lang();
    let name = cx.sender_name()?;
    cx.effects.push(Effect::AskMove(request.clone()));
    // The new address: a mail of its own, threaded under nothing of the old address's.
    let (subject, body) = moving(
        lang,
        &MovingNote::AskNew {
            name,
            old_confirmed: keyed,
            old_bounces: m.old_undeliverable.map(|_| cx.s.move_after_bounce_days),
        },
    );
    let id = cx.next_id();
    let mut to_new = out_mail(id, &new, Thread::Answer(None), subject, body);
    to_new.reply_to = Some(key(cx.s, &request, &new));
    cx.effects.push(Effect::Send(to_new));
    // The old address: told, or asked too.
    if keyed {
        let (subject, body) = moving(lang, &MovingNote::AskedOld { new: new.clone() });
        cx.reply_to_sender(&subject, body);
    } else {
        let (subject, body) = moving(lang, &MovingNote::AskOld { new: new.clone() });
        let mut mail = cx.mail_to_sender(&subject, body);
        mail.reply_to = Some(key(cx.s, &request, &old));
        cx.effects.push(Effect::Send(mail));
    }
    ok(format!(
        "address change {} asked{}",
        request.id,
        if keyed { ", the old address's key" } else { "" }
    ))
}

/// Whether `address` is the bot's, or one of its subaddresses (`bot+…@domain`).
fn is_bots(bot: &str, address: &str) -> bool {
    let split = |a: &str| {
        a.rsplit_once('@').map(|(local, domain)| {
            let base = local.split_once('+').map_or(local, |(b, _)| b);
            (base.to_lowercase(), domain.to_lowercase())
        })
    };
    split(bot).is_some_and(|b| split(address) == Some(b))
}

/// `move cancel`: the sender's address change that waits is taken back; its keys confirm
/// nothing any more.
pub(crate) fn cancel(cx: &mut Ctx<'_>) -> Verdict {
    let m = loaded(cx)?;
    let Some(r) = m.request.filter(|r| r.pending(cx.now)) else {
        return refuse(cx, MoveRefusal::NoneWaiting);
    };
    cx.effects.push(Effect::CancelMove(r.id, cx.now));
    let (subject, body) = moving(cx.lang(), &MovingNote::Cancelled);
    cx.reply_to_sender(&subject, body);
    ok(format!("address change {} cancelled", r.id))
}

fn key(s: &Settings, r: &MoveRequest, address: &str) -> String {
    token::move_key(&s.bot_address, &s.secret_key, r.id, address)
}

/// A mail at a move key (`bot+mR-…`): the confirmation of one side of request `R`, if it
/// comes from that side's address at its key and says yes; the change is made once both
/// sides confirmed. `says_yes`: the reply says nothing else (no command line, or a word
/// of assent alone: [`crate::confirm::assents`]).
pub(crate) fn answer(cx: &mut Ctx<'_>, id: i64, tok: &str, says_yes: bool) -> Verdict {
    let m = loaded(cx)?;
    // A key that is not the sender's is answered as an unknown one: it tells nothing.
    let Some(mut r) = m.request.clone().filter(|r| r.id == id) else {
        return refuse(cx, MoveRefusal::NotYours);
    };
    let from = &cx.mail.from;
    let side = r
        .side_of(from)
        .filter(|_| token::verify_move(&cx.s.secret_key, id, from, tok));
    let Some(side) = side else {
        return refuse(cx, MoveRefusal::NotYours);
    };
    if r.done_at.is_some() {
        return refuse(cx, MoveRefusal::Done);
    }
    if r.cancelled_at.is_some() {
        return refuse(cx, MoveRefusal::Cancelled);
    }
    if !r.pending(cx.now) {
        return refuse(cx, MoveRefusal::Expired);
    }
    let Some(player) = m.player.clone() else {
        return Err(not_loaded(Damaged::Player(r.old.clone()), "the player"));
    };
    // The player's language, whichever of their addresses writes.
    let lang = player.look.language();
    if !says_yes {
        let (subject, body) = moving(lang, &MovingNote::Refused(MoveRefusal::NotYes));
        cx.reply_to_sender(&subject, body);
        return Ok((
            InboundStatus::Rejected,
            format!("address change {id}: the reply says something other than yes"),
        ));
    }
    let at = match side {
        MoveSide::Old => &mut r.old_confirmed_at,
        MoveSide::New => &mut r.new_confirmed_at,
    };
    if at.is_none() {
        *at = Some(cx.now);
        cx.effects.push(Effect::ConfirmMove(id, side, cx.now));
    }
    if !r.ready() {
        let bounces = r.old_undeliverable_since.is_some() || m.old_undeliverable.is_some();
        let note = match side {
            MoveSide::New if bounces => MovingNote::ConfirmedNewOldBounces {
                days: cx.s.move_after_bounce_days,
            },
            _ => MovingNote::Confirmed { side },
        };
        let (subject, body) = moving(lang, &note);
        cx.reply_to_sender(&subject, body);
        return ok(format!("address change {id}: {side:?} confirmed"));
    }
    // Someone may have come to hold the new address since it was asked.
    if !m.new_alike.is_empty() {
        let (subject, body) = moving(
            lang,
            &MovingNote::Refused(MoveRefusal::Taken {
                address: r.new.clone(),
            }),
        );
        cx.reply_to_sender(&subject, body);
        return Ok((
            InboundStatus::Rejected,
            format!("address change {id}: the new address is taken"),
        ));
    }
    let mut effects = completion(cx.s, &r, &player, cx.now, &mut || cx.next_id())?;
    cx.effects.append(&mut effects);
    ok(format!("address change {id}: done"))
}

/// The effects of a change both sides agreed to: the address moved, both addresses told
/// in the player's language, the boards of the open games sent to the new address with
/// its keys.
fn completion(
    s: &Settings,
    r: &MoveRequest,
    player: &MovingPlayer,
    now: i64,
    next_id: &mut dyn FnMut() -> String,
) -> Result<Vec<Effect>, CorruptRow> {
    let lang = player.look.language();
    let mut out = vec![Effect::MoveAddress {
        request: r.id,
        old: r.old.clone(),
        new: r.new.clone(),
        // The pseudonym is the address's: kept as the name everyone knows them by.
        name: player
            .name
            .is_none()
            .then(|| crate::profile::pseudonym(s, &r.old)),
    }];
    let mut boards = Vec::new();
    for p in player.games.iter().filter(|p| p.record.state.is_open()) {
        let mut rec = p.record.clone();
        let Some(me) = rec.color_of(&r.old) else {
            continue;
        };
        match me {
            yubin_rules::Color::Black => rec.setup.black = r.new.clone(),
            yubin_rules::Color::White => rec.setup.white = r.new.clone(),
        }
        let Some(game) = p.game()? else {
            return Err(not_loaded(Damaged::Game(rec.id), "the game"));
        };
        boards.push((
            Current {
                rec,
                game,
                timeline: p.timeline.clone(),
            },
            me,
        ));
    }
    let done = |note: &MovingNote, to: &str, id: String| -> yubin_domain::model::OutMail {
        let (subject, body): (String, Body) = moving(lang, note);
        out_mail(id, to, Thread::Answer(None), subject, body)
    };
    let mut to_new = done(
        &MovingNote::DoneNew {
            games: boards.len(),
        },
        &r.new,
        next_id(),
    );
    to_new.reply_to = Some(token::address_key(&s.bot_address, &s.secret_key, &r.new));
    out.push(Effect::Send(to_new));
    for (cur, me) in &boards {
        let body = mails::Board {
            g: Ctx::view_with(cur, *me, &cur.clocks(now)),
        }
        .body();
        let subject = mails::subjects::board(&cur.rec, &cur.game, cur.rec.look(*me).language());
        out.push(Effect::Send(game_mail(
            s,
            &cur.rec,
            *me,
            next_id(),
            None,
            subject,
            body,
        )));
    }
    // No key of the old address any more: its mail has no Reply-To of the bot's.
    out.push(Effect::Send(done(&MovingNote::DoneOld, &r.old, next_id())));
    Ok(out)
}

/// Why the operator's approval of an address change was not carried out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ApproveRefusal {
    /// No request has that number.
    Unknown,
    /// It is done already.
    Done,
    /// It lapsed unconfirmed.
    Expired,
    /// The player took it back (`move cancel`).
    Cancelled,
    /// The new address has not confirmed it: the operator approves only in the old
    /// address's place.
    NewUnconfirmed,
    /// The old address is not marked undeliverable: its mail is delivered (or has not
    /// bounced since it last wrote), so it must confirm for itself.
    OldDelivered,
    /// The old address bounces, but not for long enough yet.
    NotYet {
        /// Since when it bounces ([`MoveRequest::bouncing_since`]).
        since: i64,
        /// When it will have bounced [`Settings::move_after_bounce_days`] days.
        from: i64,
        /// When the request lapses.
        expires: i64,
    },
    /// The new address is, or looks like, another player's now.
    Taken,
    /// A row it needs is damaged.
    Damaged(CorruptRow),
}

impl std::fmt::Display for ApproveRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ApproveRefusal::Unknown => f.write_str("no address change has that number"),
            ApproveRefusal::Done => f.write_str("that address change is done already"),
            ApproveRefusal::Expired => write!(
                f,
                "that address change lapsed: it was not confirmed within {} days",
                MOVE_LIFETIME / 86_400
            ),
            ApproveRefusal::Cancelled => f.write_str("the player cancelled it (`move cancel`)"),
            ApproveRefusal::NewUnconfirmed => f.write_str(
                "the new address has not confirmed it; the operator approves only in the old address's place",
            ),
            ApproveRefusal::OldDelivered => f.write_str(
                "the old address is not marked undeliverable: its mail is delivered (or has not \
                 bounced since it last wrote), so it must confirm the change itself by replying \
                 to its mail; the operator approves only for an address that bounces \
                 (`yubin admin moves` shows each request's bounces)",
            ),
            ApproveRefusal::NotYet {
                since,
                from,
                expires,
            } => {
                write!(
                    f,
                    "the old address bounces only since {}; it can be approved from {}",
                    utc(*since),
                    utc(*from)
                )?;
                if from > expires {
                    write!(
                        f,
                        ", after the request lapses ({}): the player must ask again then",
                        utc(*expires)
                    )?;
                }
                Ok(())
            }
            ApproveRefusal::Taken => {
                f.write_str("the new address is, or looks like, another player's now")
            }
            ApproveRefusal::Damaged(row) => write!(f, "a damaged row: {row}"),
        }
    }
}

/// A time as the operator reads it: `2027-03-01 09:00 UTC`.
fn utc(t: i64) -> String {
    chrono::DateTime::from_timestamp(t, 0).map_or_else(
        || t.to_string(),
        |d| d.format("%Y-%m-%d %H:%M UTC").to_string(),
    )
}

/// Whether the operator may approve request `r` at `now` in its old address's place, given
/// `marked`, since when the old address is marked undeliverable now, and `days`
/// ([`Settings::move_after_bounce_days`]): it waits (not done, cancelled or lapsed), its
/// new address confirmed it, and its old address confirmed it or has bounced for `days`
/// days ([`MoveRequest::bouncing_since`]). Whether the new address is free still is the
/// caller's to check. `yubin admin moves` shows it for each request.
///
/// # Errors
/// The first rule it breaks.
pub fn approvable(
    r: &MoveRequest,
    marked: Option<i64>,
    now: i64,
    days: u32,
) -> Result<(), ApproveRefusal> {
    if r.done_at.is_some() {
        return Err(ApproveRefusal::Done);
    }
    if r.cancelled_at.is_some() {
        return Err(ApproveRefusal::Cancelled);
    }
    if !r.pending(now) {
        return Err(ApproveRefusal::Expired);
    }
    if r.new_confirmed_at.is_none() {
        return Err(ApproveRefusal::NewUnconfirmed);
    }
    if r.old_confirmed_at.is_some() {
        return Ok(());
    }
    let Some(since) = r.bouncing_since(marked) else {
        return Err(ApproveRefusal::OldDelivered);
    };
    let from = since + i64::from(days) * 86_400;
    if now < from {
        return Err(ApproveRefusal::NotYet {
            since,
            from,
            expires: r.expires_at(),
        });
    }
    Ok(())
}

impl Engine {
    /// The operator's approval of address change `id` in its old address's place (the old
    /// address bounces and cannot confirm, for [`Settings::move_after_bounce_days`] days:
    /// [`approvable`]; `yubin admin approve-move` calls this through the shell): given what [`crate::load::moving`] read for [`MoveWant::Request`], the effects that make
    /// the change, as a confirmation from the old address would. Its mails' Message-IDs are
    /// `yubin.move<id>.<n>@<domain>`.
    ///
    /// # Errors
    /// Why it cannot be approved ([`ApproveRefusal`]).
    pub fn approve_move(
        &self,
        m: &Loaded<Moving>,
        id: i64,
        now: i64,
    ) -> Result<Vec<Effect>, ApproveRefusal> {
        let m = m.as_ref().map_err(|e| ApproveRefusal::Damaged(e.clone()))?;
        let Some(mut r) = m.request.clone().filter(|r| r.id == id) else {
            return Err(ApproveRefusal::Unknown);
        };
        approvable(
            &r,
            m.old_undeliverable,
            now,
            self.settings.move_after_bounce_days,
        )?;
        if !m.new_alike.is_empty() {
            return Err(ApproveRefusal::Taken);
        }
        let Some(player) = &m.player else {
            return Err(ApproveRefusal::Damaged(not_loaded(
                Damaged::Player(r.old.clone()),
                "the player",
            )));
        };
        r.approved_at = Some(now);
        let domain = crate::context::domain(&self.settings.bot_address).to_string();
        let mut n = 0;
        let mut next_id = || {
            n += 1;
            MessageId::Move { request: id, n }.format(&domain)
        };
        let mut effects = vec![Effect::ApproveMove(id, now)];
        effects.extend(
            completion(&self.settings, &r, player, now, &mut next_id)
                .map_err(ApproveRefusal::Damaged)?,
        );
        Ok(effects)
    }
}
