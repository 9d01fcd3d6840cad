//! [`OutMail`] (an outbox row) to a lettre [`Message`] ready for any transport.
//!
//! Every mail gets the outbox's stable `Message-ID` (the same on every delivery attempt, so
//! a mail delivered twice after a crash is one mail in the player's client), `In-Reply-To` and
//! `References` for threading (only usable ids, [`msgid::usable`]), `Auto-Submitted: auto-replied` (RFC 3834: other bots must not
//! answer it), the player's `Reply-To` with the game token, and the text and HTML bodies as
//! `multipart/alternative` (text first, so clients that cannot show HTML show the text).

use crate::mail::msgid;
use crate::store::OutMail;
use anyhow::Context as _;
use lettre::message::header::ContentType;
use lettre::message::header::{Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::Message;

/// The `Auto-Submitted: auto-replied` header (RFC 3834).
#[derive(Debug, Clone, Copy)]
pub struct AutoSubmitted;

impl Header for AutoSubmitted {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Auto-Submitted")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(AutoSubmitted)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "auto-replied".into())
    }
}

/// `X-Yubin-Outbox: <row id>`: lets the spool reader list sent mails in outbox order.
#[derive(Debug, Clone, Copy)]
pub struct OutboxId(pub i64);

impl Header for OutboxId {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("X-Yubin-Outbox")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(OutboxId(s.trim().parse()?))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.to_string())
    }
}

fn angle(id: &str) -> String {
    format!("<{id}>")
}

/// A mail's body before its files.
enum Part {
    Multi(MultiPart),
    Single(SinglePart),
}

impl From<MultiPart> for Part {
    fn from(m: MultiPart) -> Part {
        Part::Multi(m)
    }
}

/// Builds the message of an outbox row, sent from `from`.
///
/// # Errors
/// An address in the row (recipient, Reply-To) is not a valid mail address; the message
/// names the field and the outbox Message-ID.
pub fn build(mail: &OutMail, from: &Mailbox, outbox_id: Option<i64>) -> anyhow::Result<Message> {
    let what = || format!("outgoing mail <{}>", mail.message_id);
    let to: Mailbox = mail
        .to
        .parse()
        .with_context(|| format!("{}: bad recipient {:?}", what(), mail.to))?;
    let mut b = Message::builder()
        .from(from.clone())
        .to(to)
        .subject(mail.subject.clone())
        .message_id(Some(angle(&mail.message_id)))
        .header(AutoSubmitted);
    if let Some(r) = &mail.reply_to {
        let r: Mailbox = r
            .parse()
            .with_context(|| format!("{}: bad Reply-To {r:?}", what()))?;
        b = b.reply_to(r);
    }
    // Only usable ids go out (the inbound mail layer keeps no others; a row queued before it
    // did may hold any), so no header line grows past RFC 5322's 998 octets or carries a
    // control byte.
    if let Some(irt) = mail.in_reply_to.as_deref().and_then(msgid::usable) {
        b = b.in_reply_to(angle(irt));
    }
    let refs = msgid::references(mail.references.iter().map(String::as_str));
    if !refs.is_empty() {
        let refs: Vec<String> = refs.iter().map(|r| angle(r)).collect();
        b = b.references(refs.join(" "));
    }
    if let Some(id) = outbox_id {
        b = b.header(OutboxId(id));
    }
    let body = match &mail.html {
        Some(html) => MultiPart::alternative_plain_html(mail.text.clone(), html.clone()).into(),
        None => Part::Single(SinglePart::plain(mail.text.clone())),
    };
    if mail.attachments.is_empty() {
        return match body {
            Part::Multi(m) => b.multipart(m),
            Part::Single(s) => b.singlepart(s),
        }
        .with_context(what);
    }
    // With files: multipart/mixed, the readable body first, then each file.
    let mut mixed = match body {
        Part::Multi(m) => MultiPart::mixed().multipart(m),
        Part::Single(s) => MultiPart::mixed().singlepart(s),
    };
    for a in &mail.attachments {
        let mime = ContentType::parse(&a.mime).with_context(|| {
            format!(
                "{}: attachment {:?}: MIME type {:?}",
                what(),
                a.file_name,
                a.mime
            )
        })?;
        // The file as bytes, not as text: lettre turns a text body's line ends into CRLF, and
        // the file attached must be the very file `yubin export` writes and the archive
        // serves, with LF line ends (the README's `export` command says why). Bytes go
        // base64-encoded and come out of a mail program as they went in, though MIME's
        // canonical form of a text part has CRLF.
        let bytes = a.content.clone().into_bytes();
        mixed = mixed
            .singlepart(lettre::message::Attachment::new(a.file_name.clone()).body(bytes, mime));
    }
    b.multipart(mixed).with_context(what)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> OutMail {
        OutMail {
            message_id: "yubin.1@bot.test".into(),
            in_reply_to: Some("m1@alice.test".into()),
            references: vec!["root@bot.test".into(), "m1@alice.test".into()],
            to: "alice@alice.test".into(),
            reply_to: Some("bot+g1-abc@bot.test".into()),
            subject: "Game 1: 1. P-7f".into(),
            text: "board\n".into(),
            html: Some("<p>board</p>".into()),
            attachments: Vec::new(),
        }
    }

    #[test]
    fn files_are_attached_after_the_body() {
        let from: Mailbox = "Yubin <bot@bot.test>".parse().unwrap();
        let mut m = sample();
        m.attachments = vec![
            yubin_domain::model::Attachment {
                file_name: "yubin-game-1.kif".into(),
                mime: "text/plain; charset=utf-8".into(),
                content: "先手：alice\n".into(),
            },
            yubin_domain::model::Attachment {
                file_name: "yubin-game-1.json".into(),
                mime: "application/json".into(),
                content: "{}\n".into(),
            },
        ];
        let raw = String::from_utf8(build(&m, &from, None).unwrap().formatted()).unwrap();
        for want in [
            "multipart/mixed",
            "multipart/alternative",
            "filename=\"yubin-game-1.kif\"",
            "filename=\"yubin-game-1.json\"",
            "application/json",
        ] {
            assert!(raw.contains(want), "{want} missing in\n{raw}");
        }
        // A reader still finds the text body first.
        let back = crate::mail::inbound::parse(raw.as_bytes()).unwrap();
        assert_eq!(back.body, "board\n");
        // A MIME type that is not one is the mail's error, not a panic.
        m.attachments[0].mime = "not a type".into();
        assert!(build(&m, &from, None).is_err());
    }

    #[test]
    fn headers_for_threading_and_rfc3834() {
        let from: Mailbox = "Yubin <bot@bot.test>".parse().unwrap();
        let raw = String::from_utf8(build(&sample(), &from, Some(7)).unwrap().formatted()).unwrap();
        for want in [
            "Message-ID: <yubin.1@bot.test>",
            "In-Reply-To: <m1@alice.test>",
            "References: <root@bot.test> <m1@alice.test>",
            "Auto-Submitted: auto-replied",
            "Reply-To: bot+g1-abc@bot.test",
            "X-Yubin-Outbox: 7",
            "multipart/alternative",
            "text/html",
        ] {
            assert!(raw.contains(want), "{want} missing in\n{raw}");
        }
        let back = crate::mail::inbound::parse(raw.as_bytes()).unwrap();
        assert_eq!(back.message_id, "yubin.1@bot.test");
        assert_eq!(back.body, "board\n");
    }

    #[test]
    fn unusable_thread_ids_never_go_out() {
        // An outbox row queued before the inbound ids were checked may hold anything.
        let from: Mailbox = "Yubin <bot@bot.test>".parse().unwrap();
        let mut m = sample();
        m.in_reply_to = Some("a\u{1}\u{1b}[31m\u{7f}@x.test".into());
        m.references = vec![
            "root@bot.test".into(),
            "x".repeat(900_000) + "@x.test",
            "a b@x.test".into(),
        ];
        let raw = String::from_utf8(build(&m, &from, None).unwrap().formatted()).unwrap();
        assert!(!raw.contains("In-Reply-To"), "{raw}");
        assert!(raw.contains("References: <root@bot.test>\r\n"), "{raw}");
        assert!(raw.len() < 10_000, "{} bytes", raw.len());
        assert!(!raw.contains(['\u{1}', '\u{1b}', '\u{7f}']));
    }

    #[test]
    fn a_bad_recipient_is_named() {
        let mut m = sample();
        m.to = "not an address".into();
        let from: Mailbox = "bot@bot.test".parse().unwrap();
        let err = format!("{:#}", build(&m, &from, None).unwrap_err());
        assert!(err.contains("bad recipient \"not an address\""), "{err}");
    }
}
