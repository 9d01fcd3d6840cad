//! `List-Unsubscribe` (RFC 2369, 8058) and `unsubscribe`: every mail that is not a direct
//! answer to its recipient's own action names the stream it belongs to ([`header`]) and a
//! keyed address that stops it; this module decides what a mail to that address, or the
//! command, does.
//!
//! # Decisions
//! * **Streams.** An observation (a game's boards and end, `notify`'s result, a tournament's
//!   crosstables to an observer) and a player's deadline reminders (in all their games; the
//!   setting `reminders on|off`). The players' own board mails, a game's end to its players,
//!   the tournament mails to its players and every answer carry none: they are the game the
//!   player chose to play (`resign`, `withdraw` end them), or answers to their own mail.
//! * **The keyed address** (`bot+ug12-TOKEN@…`, [`token::unsubscribe_address`]) names the
//!   stream and, by its key, its recipient: a mail to it from that address stops that stream
//!   whatever it says (a mail program's unsubscribe button writes what it likes) and is
//!   answered once, in the recipient's language, with what stopped and how to resume; a
//!   second such mail changes nothing and is not answered (one-click buttons may send
//!   again). From anyone else (a forged From, a forwarded mail), or to an address of that
//!   kind that does not read (garbled, made up), nothing happens and no one is answered: the
//!   inbound log keeps the reason.
//! * **`unsubscribe` typed** in a reply to an observer's mail stops that observation (as
//!   `unwatch` does, with no key: it only stops mail to the sender); in a reply to a
//!   reminder, at the game's key, stops the reminders; always answered. Alone elsewhere it
//!   lists the sender's streams and the command that stops each. (`unsubscribe 12`,
//!   `unsubscribe T3`, `unsubscribe all` mean `unwatch …`.)
//! * **One click over HTTPS** (RFC 8058: `List-Unsubscribe-Post`) only when the operator
//!   configures `[unsubscribe] https_base`: the URL is that base with the keyed address and
//!   the recipient in its query, and the operator's web server turns a POST to it into a
//!   mail from the recipient to the keyed address. yubin serves no web page itself: it has
//!   no HTTP listener, and one more network service (TLS, a port, its own hostile input)
//!   is a poor trade for a small service, whose mailto link Gmail and Yahoo accept below
//!   their bulk-sender threshold (5,000 mails a day).
//! * **An entrant's crosstables** (stream `x3`, `crosstables T3 on|off`): the crosstable
//!   after each finished game of a tournament comes to each entrant still in with a
//!   `List-Unsubscribe` that stops it for that entrant alone, who stays in the tournament:
//!   their own game mails, the tournament's notices and its final crosstable still come (the
//!   end is one mail, not a stream). `unsubscribe` typed in a reply to such a crosstable
//!   (known by its Message-ID, `yubin.t3.x5.0@…`) stops it without a key, as an observer's
//!   `unwatch` does: it only stops mail to the sender, and the answer goes to the sender.
//!   The organiser who does not play gets the crosstables with no `List-Unsubscribe`: they
//!   run the tournament, and `tournament cancel` ends it.
//! * **Reminders off** changes no clock: a move not sent by its deadline still loses on
//!   time; the answers say so.

use crate::context::{ok, Ctx, Verdict};
use crate::effect::Effect;
use crate::Settings;
use yubin_domain::model::{
    InboundStatus, Stream, TournamentId, TournamentView, Unsubscribe, WatchKind, Watched,
};
use yubin_domain::msgid::{GameEvent, MessageId};
use yubin_domain::token::{self, UnsubscribeKey};
use yubin_text::mails::unsubscribe::{subject, StreamName, UnsubscribeEvent, UnsubscribeNote};

/// How a mail of `stream` to `to` is unsubscribed from: its keyed address, and the
/// operator's one-click URL when configured.
pub fn header(s: &Settings, stream: Stream, to: &str) -> Unsubscribe {
    let mailto = token::unsubscribe_address(&s.bot_address, &s.secret_key, stream, to);
    let https = s
        .unsubscribe_https
        .as_ref()
        .map(|base| format!("{base}?mailto={}&from={}", percent(&mailto), percent(to)));
    Unsubscribe {
        stream,
        mailto,
        https,
    }
}

/// Gives the crosstables after a game to `view`'s entrants among `sent` their
/// `List-Unsubscribe` (stream `x3`); the organiser who does not play gets none.
pub(crate) fn crosstables_header(s: &Settings, view: &TournamentView, sent: &mut [Effect]) {
    let stream = Stream::Crosstables(view.record.id);
    for e in sent {
        if let Effect::Send(mail) = e {
            if view.entrant(&mail.to).is_some() {
                mail.unsubscribe = Some(header(s, stream, &mail.to));
            }
        }
    }
}

/// `text` as a URL's query value: RFC 3986's unreserved characters kept, every other byte
/// `%XX`.
fn percent(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The bot's mail the mail answers, when it is one the bot reads back
/// ([`MessageId`]: a reminder, a digest, a crosstable).
fn answers(cx: &Ctx<'_>) -> Option<MessageId> {
    MessageId::parse(cx.mail.answers()?)
}

/// Whether the mail answers one of the bot's deadline reminders (`crate::deadline`).
fn answers_reminder(cx: &Ctx<'_>) -> bool {
    matches!(
        answers(cx),
        Some(MessageId::Game {
            event: GameEvent::Reminder,
            ..
        })
    )
}

/// Whether the mail answers one of the bot's daily digests (`crate::digest`).
fn answers_digest(cx: &Ctx<'_>) -> bool {
    matches!(answers(cx), Some(MessageId::Digest { .. }))
}

/// The tournament whose crosstable after a game (`crate::tournament::director`) the mail
/// answers.
fn answers_crosstable(cx: &Ctx<'_>) -> Option<TournamentId> {
    match answers(cx)? {
        MessageId::Crosstable { tournament, .. } if tournament.0 >= 1 => Some(tournament),
        _ => None,
    }
}

/// `unsubscribe`, or any mail to a keyed unsubscribe address.
pub(crate) fn command(cx: &mut Ctx<'_>) -> Verdict {
    match cx.mail.unsubscribe_key(&cx.s.bot_address) {
        Some(UnsubscribeKey::Garbled(tag)) => {
            let tag = crate::reading::echo::line(&tag);
            return Ok((
                InboundStatus::Ignored,
                format!("unsubscribe: `+{tag}` is no unsubscribe address of this bot's (garbled or made up); not answered"),
            ));
        }
        Some(UnsubscribeKey::Key(stream, tok)) => {
            if !token::verify_unsubscribe(&cx.s.secret_key, stream, &cx.mail.from, &tok) {
                return Ok((
                    InboundStatus::Ignored,
                    format!(
                        "unsubscribe {}: the key is not the sender's (forged, or forwarded by its recipient); nothing stopped, not answered",
                        stream.tag()
                    ),
                ));
            }
            return stop(cx, stream, true);
        }
        None => {}
    }
    if let Some(w) = cx.observing() {
        return stop(cx, Stream::Watched(w), false);
    }
    if cx.proven && answers_reminder(cx) {
        return stop(cx, Stream::Reminders, false);
    }
    if cx.proven && answers_digest(cx) {
        return stop(cx, Stream::Digest, false);
    }
    // Only an entrant's: the organiser who does not play has no such setting.
    let entries = cx.snap.sender_crosstables.clone()?;
    if let Some(t) = answers_crosstable(cx).filter(|t| entries.iter().any(|e| e.0 == *t)) {
        return stop(cx, Stream::Crosstables(t), false);
    }
    list(cx)
}

/// The stream's name as the answers give it, and whether the sender gets it now.
fn current(
    cx: &Ctx<'_>,
    stream: Stream,
) -> Result<(StreamName, bool), yubin_domain::model::CorruptRow> {
    Ok(match stream {
        Stream::Watched(w) => {
            let watching = cx.snap.sender_watches.clone()?;
            let found = watching.iter().find(|x| x.what == w);
            (name(w, found.map(|x| x.kind)), found.is_some())
        }
        Stream::Reminders => (
            StreamName::Reminders,
            cx.snap.sender_reminders.clone()?.unwrap_or(true),
        ),
        Stream::Digest => (StreamName::Digest, cx.snap.sender_look.digest.is_some()),
        Stream::Crosstables(t) => {
            let entries = cx.snap.sender_crosstables.clone()?;
            let on = entries.iter().any(|&(id, on)| id == t && on);
            (StreamName::Crosstables(Watched::Tournament(t).label()), on)
        }
    })
}

fn name(w: Watched, kind: Option<WatchKind>) -> StreamName {
    match w {
        Watched::Game(g) => StreamName::Game {
            game: g.0,
            notify: kind == Some(WatchKind::Notify),
        },
        Watched::Tournament(_) => StreamName::Tournament(w.label()),
    }
}

/// Stops `stream` for the sender and says so; by a keyed mail (`keyed`), only the first
/// time.
fn stop(cx: &mut Ctx<'_>, stream: Stream, keyed: bool) -> Verdict {
    let (name, active) = current(cx, stream)?;
    if !active && keyed {
        return Ok((
            InboundStatus::Ignored,
            format!(
                "unsubscribe {}: stopped already; not answered again",
                stream.tag()
            ),
        ));
    }
    if active {
        let from = cx.mail.from.clone();
        cx.effects.push(match stream {
            Stream::Watched(w) => Effect::Unwatch(Some(w), from),
            Stream::Reminders => Effect::SetReminders(from, false),
            Stream::Digest => Effect::SetLook(
                from,
                yubin_domain::model::Look {
                    digest: None,
                    ..cx.snap.sender_look
                },
            ),
            Stream::Crosstables(t) => Effect::SetCrosstables(from, t, false),
        });
    }
    answer(cx, UnsubscribeEvent::Stopped(name, active));
    ok(format!("unsubscribe {}", stream.tag()))
}

/// `unsubscribe` alone: the sender's streams.
fn list(cx: &mut Ctx<'_>) -> Verdict {
    let streams: Vec<StreamName> = cx
        .snap
        .sender_watches
        .clone()?
        .iter()
        .map(|w| name(w.what, Some(w.kind)))
        .chain(cx.snap.sender_look.digest.map(|_| StreamName::Digest))
        .collect();
    let reminders = cx.snap.sender_reminders.clone()?.unwrap_or(true);
    // Reminders are named to a player, or to one who turned them off: an observer who
    // plays no game gets none to stop.
    let plays = cx.sender_games()?.iter().any(|g| g.record.state.is_open());
    let reminders = match (reminders, plays) {
        (true, false) => None,
        (on, _) => Some(on),
    };
    let entries = cx.snap.sender_crosstables.clone()?;
    let label = |t: TournamentId| Watched::Tournament(t).label();
    let streams = streams
        .into_iter()
        .chain(
            entries
                .iter()
                .filter(|e| e.1)
                .map(|e| StreamName::Crosstables(label(e.0))),
        )
        .collect();
    let off = entries
        .iter()
        .filter(|e| !e.1)
        .map(|e| label(e.0))
        .collect();
    answer(cx, UnsubscribeEvent::List(streams, reminders, off));
    ok("unsubscribe: listed")
}

/// `reminders [on|off]`.
pub(crate) fn reminders(cx: &mut Ctx<'_>, wanted: Option<bool>) -> Verdict {
    let current = cx.snap.sender_reminders.clone()?.unwrap_or(true);
    if let Some(on) = wanted {
        cx.effects
            .push(Effect::SetReminders(cx.mail.from.clone(), on));
    }
    let on = wanted.unwrap_or(current);
    answer(
        cx,
        UnsubscribeEvent::Reminders {
            on,
            changed: wanted.is_some(),
        },
    );
    ok(format!("reminders {}", if on { "on" } else { "off" }))
}

/// `crosstables T3 [on|off]`: whether the crosstable after each game of a tournament the
/// sender plays in comes to them (nothing is set when they play in no open or running
/// tournament of that number).
pub(crate) fn crosstables(cx: &mut Ctx<'_>, t: TournamentId, wanted: Option<bool>) -> Verdict {
    let entries = cx.snap.sender_crosstables.clone()?;
    let label = Watched::Tournament(t).label();
    let Some(&(_, current)) = entries.iter().find(|e| e.0 == t) else {
        answer(
            cx,
            UnsubscribeEvent::Crosstables {
                label,
                on: None,
                changed: false,
            },
        );
        return ok(format!(
            "crosstables {t}: the sender plays in no such tournament"
        ));
    };
    if let Some(on) = wanted.filter(|&on| on != current) {
        cx.effects
            .push(Effect::SetCrosstables(cx.mail.from.clone(), t, on));
    }
    let on = wanted.unwrap_or(current);
    answer(
        cx,
        UnsubscribeEvent::Crosstables {
            label,
            on: Some(on),
            changed: wanted.is_some(),
        },
    );
    ok(format!(
        "crosstables T{t} {}",
        if on { "on" } else { "off" }
    ))
}

fn answer(cx: &mut Ctx<'_>, event: UnsubscribeEvent) {
    let lang = cx.lang();
    let subject = subject(&event, lang);
    let body = UnsubscribeNote { lang, event }.body();
    cx.reply_to_sender(&subject, body);
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_domain::model::GameId;

    #[test]
    fn the_one_click_url_holds_the_keyed_address_and_its_recipient() {
        let mut s = Settings::for_tests("bot@example.test", b"0123456789abcdef");
        let stream = Stream::Watched(Watched::Game(GameId(12)));
        let u = header(&s, stream, "o+x@example.test");
        assert!(u.mailto.starts_with("bot+ug12-"), "{}", u.mailto);
        assert_eq!(u.https, None);
        s.unsubscribe_https = Some("https://u.example.test/unsubscribe".into());
        let u = header(&s, stream, "o+x@example.test");
        let want = format!(
            "https://u.example.test/unsubscribe?mailto={}&from=o%2Bx%40example.test",
            u.mailto.replace('+', "%2B").replace('@', "%40")
        );
        assert_eq!(u.https.as_deref(), Some(want.as_str()));
    }
}
