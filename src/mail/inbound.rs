//! Raw RFC 5322 mail to [`Inbound`], the engine's view of a mail.
//!
//! * **Body:** the first `text/plain` part; if the mail has only HTML, the HTML converted to
//!   text with its quoted parts removed ([`super::html::to_text`]). Charsets are decoded by
//!   mail-parser (with `full_encoding`: ISO-2022-JP, Shift_JIS, …); CRLF becomes LF.
//! * **From:** the first address of `From`, folded to lower case ([`address::fold`]); a mail
//!   with two `From` headers is refused ([`InboundError::SeveralFroms`]); a mail without one, or with one no
//!   mail can be sent to ([`address::check`]: `<@x.test>`, `a@b@c.test`, a control character,
//!   …), cannot be answered and is not a mail for the bot ([`InboundError::NoSender`],
//!   [`InboundError::UnusableSender`]: the spool sets it aside in `bad/` with the reason
//!   beside it, IMAP leaves it in the mailbox, flagged `\Seen`).
//! * **Recipients:** the addresses in `Delivered-To`, `X-Original-To`, `To` and `Cc`, in that
//!   order, lower case, each once, at most [`MAX_RECIPIENTS`] (the reply token is found in one
//!   of them; the bot's own server writes `Delivered-To` first). A mail with 60 000 `Cc`
//!   costs one pass over them, never one per pair.
//! * **In-Reply-To, References:** the usable Message-IDs ([`msgid::usable`]: at most 250
//!   bytes, printable, no white space), without `<>`: the last of `In-Reply-To`, the last
//!   [`msgid::MAX_REFERENCES`] of `References`; the engine recognises the bot's own mail
//!   quoted in a reply by them.
//! * **Message-ID:** without `<>`, when usable; a mail without one, or whose id is not
//!   usable (too long, a control byte, white space, empty), gets
//!   `sha256.<hex>@missing-message-id` ([`DIGEST_ID_DOMAIN`]), a digest of its bytes (of an
//!   oversized mail, of the start read and its size), so that the same file is still consumed
//!   once; its answer is threaded under nothing of it.
//! * **Size:** [`parse_limited`] reads only the header of a mail larger than the service's
//!   limit (`limits.max_mail_kb`) and marks it [`Inbound::oversize`]; the intake need read no
//!   more than [`MAX_HEADER_BYTES`] of such a mail.
//! * **Automatic mail** ([`automatic_reason`], RFC 3834) is marked and never answered.
//! * **Delivery status notifications** (RFC 3464) are read ([`super::dsn`]) into
//!   [`Inbound::report`]: the shell hands them to the bounce handler before the rule above.

use super::{html, msgid};
use mail_parser::{Address, HeaderValue, Message, MessageParser, MimeHeaders as _, PartType};
use sha2::{Digest, Sha256};
use std::collections::HashSet;
use std::fmt;
use yubin_domain::address::{self, AddressProblem};
use yubin_engine::{Inbound, LanguageSigns, DIGEST_ID_DOMAIN};

/// A mail that cannot be read at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InboundError {
    /// The bytes are empty or hold no header.
    NotAMail,
    /// There is no sender address in `From`, so there is nobody to answer.
    NoSender,
    /// The mail has more than one `From` header, so whom it is from is in doubt.
    SeveralFroms,
    /// The `From` address is one no mail can be sent to.
    UnusableSender {
        /// The address as read.
        address: String,
        /// What is wrong with it.
        problem: AddressProblem,
    },
}

impl fmt::Display for InboundError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InboundError::NotAMail => f.write_str(
                "not a mail: no header could be read (expected RFC 5322 headers, a blank line, the body)",
            ),
            InboundError::NoSender => f.write_str(
                "no sender: the mail has no address in its From header, so nobody can be answered",
            ),
            InboundError::SeveralFroms => f.write_str(
                "several From headers: a mail has one, so whom it is from is in doubt; not answered",
            ),
            InboundError::UnusableSender { address, problem } => write!(
                f,
                "unusable sender: the From address {address:?} has {problem}, so no answer \
                 can be sent to it"
            ),
        }
    }
}

impl std::error::Error for InboundError {}

/// Why a mail is automatic (RFC 3834 and common practice), or `None` if a person sent it.
///
/// Checked, in order: `Auto-Submitted` other than `no`; `Precedence: bulk|list|junk|auto_reply`;
/// `List-Id`, `List-Unsubscribe`; an empty `Return-Path: <>` (bounces);
/// `Content-Type: multipart/report` (delivery and read reports); a From of `MAILER-DAEMON`,
/// `postmaster` or a no-reply address (`noreply@`, `no-reply@`, `do_not_reply@`, …);
/// `X-Autoreply`, `X-Autorespond`, `X-Autoresponse`, `X-Auto-Response-Suppress` (Exchange);
/// a subject that starts as automatic replies and bounces do (`Out of Office`,
/// `Automatic reply:`, `Undelivered Mail Returned to Sender`, [`AUTOMATIC_SUBJECTS`]).
pub fn automatic_reason(msg: &Message<'_>) -> Option<String> {
    let raw = |name: &str| msg.header_raw(name).map(|v| v.trim().to_string());
    if let Some(v) = raw("Auto-Submitted") {
        let token = v
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase();
        if token != "no" {
            return Some(format!("Auto-Submitted: {token}"));
        }
    }
    if let Some(v) = raw("Precedence") {
        let v = v.to_ascii_lowercase();
        if matches!(v.as_str(), "bulk" | "list" | "junk" | "auto_reply") {
            return Some(format!("Precedence: {v}"));
        }
    }
    if raw("List-Id").is_some() {
        return Some("List-Id present (list mail)".into());
    }
    if raw("List-Unsubscribe").is_some() {
        return Some("List-Unsubscribe present (list or bulk mail)".into());
    }
    if let Some(v) = raw("Return-Path") {
        if v.replace(' ', "") == "<>" {
            return Some("empty Return-Path (bounce)".into());
        }
    }
    if let Some(ct) = msg.root_part().content_type() {
        if ct.ctype().eq_ignore_ascii_case("multipart")
            && ct
                .subtype()
                .is_some_and(|s| s.eq_ignore_ascii_case("report"))
        {
            return Some("multipart/report (delivery or read report)".into());
        }
    }
    let from = first_address(msg.from()).unwrap_or_default();
    let local = from.split('@').next().unwrap_or("");
    let bare: String = local
        .chars()
        .filter(|c| !matches!(c, '-' | '_' | '.'))
        .collect();
    if local.eq_ignore_ascii_case("mailer-daemon")
        || local.eq_ignore_ascii_case("postmaster")
        || bare.starts_with("noreply")
        || bare.starts_with("donotreply")
    {
        return Some(format!("sent by {from}"));
    }
    for name in [
        "X-Autoreply",
        "X-Autorespond",
        "X-Autoresponse",
        "X-Auto-Response-Suppress",
    ] {
        if raw(name).is_some() {
            return Some(format!("{name} present"));
        }
    }
    let subject = msg.subject().unwrap_or("").trim().to_lowercase();
    AUTOMATIC_SUBJECTS
        .iter()
        .find(|s| subject.starts_with(*s))
        .map(|s| format!("subject of an automatic mail ({s:?})"))
}

/// How automatic replies and bounces start their subject (lower case): Exchange and Outlook
/// (`Automatic reply:`, `Out of Office:`, `Undeliverable:`), Postfix (`Undelivered Mail
/// Returned to Sender`), Gmail and Exim (`Delivery Status Notification`, `Mail delivery
/// failed`), and the German and French forms.
pub const AUTOMATIC_SUBJECTS: &[&str] = &[
    "out of office",
    "automatic reply",
    "auto-reply",
    "autoreply",
    "auto reply",
    "undelivered mail returned to sender",
    "undeliverable:",
    "delivery status notification",
    "mail delivery failed",
    "abwesenheitsnotiz",
    "automatische antwort",
    "réponse automatique",
];

fn first_address(a: Option<&Address<'_>>) -> Option<String> {
    a?.iter().find_map(|a| a.address()).map(address::fold)
}

/// The most recipients kept of one mail. The engine looks among them only for the bot's
/// own addresses (a reply key, an observer's address), which come first: the bot's server
/// writes `Delivered-To`, and a reply is addressed `To` the key.
pub const MAX_RECIPIENTS: usize = 100;

/// The recipients of a mail, each once, in the order found, at most [`MAX_RECIPIENTS`].
#[derive(Default)]
struct Recipients {
    list: Vec<String>,
    seen: HashSet<String>,
}

impl Recipients {
    fn push(&mut self, addr: &str) {
        if self.list.len() >= MAX_RECIPIENTS {
            return;
        }
        let a = address::fold(addr.trim().trim_matches(|c| c == '<' || c == '>'));
        if a.contains('@') && self.seen.insert(a.clone()) {
            self.list.push(a);
        }
    }

    fn push_all(&mut self, a: Option<&Address<'_>>) {
        for addr in a.iter().flat_map(|a| a.iter()) {
            if self.list.len() >= MAX_RECIPIENTS {
                return;
            }
            if let Some(s) = addr.address() {
                self.push(s);
            }
        }
    }
}

/// The usable Message-IDs ([`msgid::usable`]) of an `In-Reply-To` or `References` header,
/// without `<>`, at most the last [`msgid::MAX_REFERENCES`].
fn ids(v: &HeaderValue<'_>) -> Vec<String> {
    match v {
        HeaderValue::Text(t) => msgid::references([t.as_ref()]),
        HeaderValue::TextList(l) => msgid::references(l.iter().map(AsRef::as_ref)),
        _ => Vec::new(),
    }
}

/// The body a person wrote: the first text/plain part, else the first HTML part as text.
fn body(msg: &Message<'_>) -> String {
    let text = msg
        .text_body
        .iter()
        .filter_map(|&i| msg.part(i))
        .find_map(|p| match &p.body {
            PartType::Text(t) => Some(t.to_string()),
            _ => None,
        });
    let text = text.or_else(|| {
        msg.html_body
            .iter()
            .chain(msg.text_body.iter())
            .filter_map(|&i| msg.part(i))
            .find_map(|p| match &p.body {
                PartType::Html(h) => Some(html::to_text(h)),
                _ => None,
            })
    });
    text.unwrap_or_default()
        .replace("\r\n", "\n")
        .replace('\r', "\n")
}

/// What the headers say of the mail's language: `Content-Language` (the message's, else its
/// text part's) and the charset its text part declared.
fn language_signs(msg: &Message<'_>) -> LanguageSigns {
    let text_part = msg.text_body.first().and_then(|&i| msg.part(i));
    let content_language = msg
        .header_raw("Content-Language")
        .map(str::to_string)
        .or_else(|| {
            text_part.and_then(|p| match p.content_language() {
                HeaderValue::Text(t) => Some(t.to_string()),
                HeaderValue::TextList(l) => Some(l.join(",")),
                _ => None,
            })
        })
        .map(|v| v.trim().chars().take(64).collect());
    let charset = text_part
        .and_then(|p| p.content_type())
        .and_then(|ct| ct.attribute("charset"))
        .map(|c| c.trim().chars().take(64).collect());
    LanguageSigns {
        content_language,
        charset,
    }
}

/// Reads a raw mail (see the module docs for what is taken from where).
///
/// # Errors
/// [`InboundError::NotAMail`] when the bytes hold no header at all,
/// [`InboundError::NoSender`] when no From address can be read.
pub fn parse(raw: &[u8]) -> Result<Inbound, InboundError> {
    parse_explained(raw).map(|(mail, _)| mail)
}

/// [`parse`] of a mail of `size` bytes, of which `raw` holds all, or at least the first
/// [`MAX_HEADER_BYTES`]: a mail larger than `max_bytes` is read up to the end of its header
/// only (at most [`MAX_HEADER_BYTES`]), its body left unread and its size kept in
/// [`Inbound::oversize`], so the engine can refuse it without the service ever holding its
/// decoded text, and the intake need not read more of it than that.
///
/// # Errors
/// As [`parse`].
pub fn parse_limited(raw: &[u8], size: usize, max_bytes: usize) -> Result<Inbound, InboundError> {
    if size <= max_bytes && raw.len() == size {
        return parse(raw);
    }
    let window = &raw[..raw.len().min(MAX_HEADER_BYTES)];
    let end = [&b"\r\n\r\n"[..], b"\n\n"]
        .iter()
        .filter_map(|sep| {
            window
                .windows(sep.len())
                .position(|w| w == *sep)
                .map(|p| p + sep.len())
        })
        .min()
        .unwrap_or(window.len());
    let mut mail = read(&window[..end], window, Some(size))?.0;
    mail.body.clear();
    mail.oversize = Some(size);
    Ok(mail)
}

/// The most of an oversized mail's header [`parse_limited`] reads.
pub const MAX_HEADER_BYTES: usize = 256 * 1024;

/// [`parse`], also saying why the mail counts as automatic ([`automatic_reason`]).
///
/// # Errors
/// As [`parse`].
pub fn parse_explained(raw: &[u8]) -> Result<(Inbound, Option<String>), InboundError> {
    read(raw, raw, None)
}

/// Reads `raw`; a mail without a usable Message-ID is named by a digest of `whole` (and of
/// its `size`, when `whole` is only the start of it).
fn read(
    raw: &[u8],
    whole: &[u8],
    size: Option<usize>,
) -> Result<(Inbound, Option<String>), InboundError> {
    let msg = MessageParser::default()
        .parse(raw)
        .ok_or(InboundError::NotAMail)?;
    if msg.headers().is_empty() {
        return Err(InboundError::NotAMail);
    }
    let message_id = match msg.message_id().and_then(msgid::usable) {
        Some(id) => id.to_string(),
        None => {
            let mut digest = Sha256::new().chain_update(whole);
            if let Some(size) = size {
                digest.update(size.to_string().as_bytes());
            }
            let hex: String = digest.finalize()[..16]
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            format!("sha256.{hex}{DIGEST_ID_DOMAIN}")
        }
    };
    let mut recipients = Recipients::default();
    for name in ["Delivered-To", "X-Original-To"] {
        for v in msg.header_values(name) {
            match v {
                HeaderValue::Text(t) => recipients.push(t),
                HeaderValue::TextList(l) => l.iter().for_each(|t| recipients.push(t)),
                HeaderValue::Address(a) => recipients.push_all(Some(a)),
                _ => {}
            }
        }
    }
    recipients.push_all(msg.to());
    recipients.push_all(msg.cc());
    let automatic = automatic_reason(&msg);
    if msg.header_values("From").count() > 1 {
        return Err(InboundError::SeveralFroms);
    }
    let from = first_address(msg.from()).ok_or(InboundError::NoSender)?;
    if let Err(problem) = address::check(&from) {
        return Err(match problem {
            AddressProblem::NoAt => InboundError::NoSender,
            problem => InboundError::UnusableSender {
                address: from,
                problem,
            },
        });
    }
    let mail = Inbound {
        message_id,
        from,
        recipients: recipients.list,
        subject: msg.subject().unwrap_or("").trim().to_string(),
        body: body(&msg),
        automated: automatic.is_some(),
        oversize: None,
        in_reply_to: ids(msg.in_reply_to()).pop(),
        references: ids(msg.references()),
        // The service decides, with the servers it trusts (`crate::mail::auth::vouch`).
        vouched: false,
        signs: language_signs(&msg),
        report: super::dsn::report(&msg),
    };
    Ok((mail, automatic))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_bytes_are_not_a_mail() {
        assert_eq!(parse(b""), Err(InboundError::NotAMail));
        assert!(InboundError::NotAMail.to_string().contains("no header"));
    }

    #[test]
    fn a_mail_without_a_sender_is_named() {
        let cases: [&[u8]; 3] = [
            b"Subject: help\r\n\r\nhelp\r\n",
            b"From: nobody\r\nSubject: help\r\n\r\nhelp\r\n",
            b"\x93\xfe\x00garbage: \x01\x02\r\n\r\n\xff\xfe",
        ];
        for raw in cases {
            let e = parse(raw).unwrap_err();
            assert!(
                matches!(e, InboundError::NoSender | InboundError::NotAMail),
                "{e}"
            );
        }
        assert_eq!(parse(cases[0]), Err(InboundError::NoSender));
        assert!(InboundError::NoSender
            .to_string()
            .contains("no address in its From"));
    }

    #[test]
    fn a_mail_from_an_unmailable_address_is_not_a_mail_for_the_bot() {
        // (Every hostile From of issue 12 goes through the spool in tests/it/hostile.rs.)
        let raw = b"From: <alice@x.test\r\n Bcc: evil@x.test>\r\n\r\nhelp\r\n";
        assert!(matches!(
            parse(raw),
            Err(InboundError::UnusableSender { .. })
        ));
        let e = parse(b"From: a@b@c.test\r\n\r\nhelp\r\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "unusable sender: the From address \"a@b@c.test\" has more than one `@`, so no \
             answer can be sent to it"
        );
    }

    #[test]
    fn a_mail_without_message_id_gets_a_stable_digest() {
        let raw = b"From: a@x.org\r\nSubject: help\r\n\r\nhelp\r\n";
        let a = parse(raw).unwrap();
        assert!(a.message_id.ends_with("@missing-message-id"));
        assert_eq!(a.message_id, parse(raw).unwrap().message_id);
        assert_eq!(a.body, "help\n");
    }

    #[test]
    fn an_unusable_message_id_is_replaced_by_a_stable_digest() {
        // The hostile ids themselves are in the corpus (tests/data/eml/24_… to 26_…).
        let raw = b"From: a@x.org\r\nMessage-ID: <a\x01\x1b[31m\x7f@x.test>\r\n\r\nhelp\r\n";
        let mail = parse(raw).unwrap();
        assert!(
            mail.message_id.ends_with(DIGEST_ID_DOMAIN),
            "{}",
            mail.message_id
        );
        assert_eq!(mail.own_message_id(), None);
        assert_eq!(parse(raw).unwrap().message_id, mail.message_id);
        let fine = parse(b"From: a@x.org\r\nMessage-ID: <a.1@x.test>\r\n\r\nhelp\r\n").unwrap();
        assert_eq!(fine.own_message_id(), Some("a.1@x.test"));
    }

    #[test]
    fn an_oversized_mail_is_read_from_the_start_the_intake_read() {
        let head = b"From: a@x.org\r\nSubject: big\r\n\r\n".to_vec();
        let mut start = head.clone();
        start.resize(MAX_HEADER_BYTES, b'x');
        let mail = parse_limited(&start, 300 << 20, 1 << 20).unwrap();
        assert_eq!(mail.oversize, Some(300 << 20));
        assert_eq!((mail.subject.as_str(), mail.body.as_str()), ("big", ""));
        // Without a Message-ID it is named by the start and the size: the same file again
        // is the same mail, another size another one.
        let again = parse_limited(&start, 300 << 20, 1 << 20).unwrap();
        let other = parse_limited(&start, 301 << 20, 1 << 20).unwrap();
        assert_eq!(again.message_id, mail.message_id);
        assert_ne!(other.message_id, mail.message_id);
        // A whole mail under the limit is read whole.
        let small = parse_limited(&head, head.len(), 1 << 20).unwrap();
        assert_eq!(small.oversize, None);
    }

    #[test]
    fn sixty_thousand_cc_keep_a_bounded_list_of_recipients() {
        let mut raw = String::from(
            "Delivered-To: bot+g1-key@bot.test\r\nFrom: a@x.org\r\nTo: Bot+G1-key@bot.test\r\nCc: ",
        );
        let cc: Vec<String> = (0..60_000)
            .map(|n| format!("p{}@x.test", n % 30_000))
            .collect();
        raw.push_str(&cc.join(", "));
        raw.push_str("\r\nMessage-ID: <cc@x.test>\r\n\r\nhelp\r\n");
        let mail = parse(raw.as_bytes()).unwrap();
        assert_eq!(mail.recipients.len(), MAX_RECIPIENTS);
        assert_eq!(mail.recipients[..2], ["bot+g1-key@bot.test", "p0@x.test"]);
        let distinct: HashSet<&String> = mail.recipients.iter().collect();
        assert_eq!(distinct.len(), MAX_RECIPIENTS);
    }

    #[test]
    fn each_sign_of_automatic_mail_is_recognised() {
        let cases = [
            ("Auto-Submitted: auto-generated\n", "Auto-Submitted: auto-generated"),
            ("Precedence: bulk\n", "Precedence: bulk"),
            ("Precedence: junk\n", "Precedence: junk"),
            ("List-Id: <x.lists.org>\n", "List-Id present"),
            ("Return-Path: <>\n", "empty Return-Path"),
            (
                "Content-Type: multipart/report; report-type=disposition-notification; boundary=b\n",
                "multipart/report",
            ),
            ("X-Autoreply: yes\n", "X-Autoreply"),
            ("Precedence: auto_reply\n", "Precedence: auto_reply"),
            ("X-Autoresponse: yes\n", "X-Autoresponse"),
            ("X-Auto-Response-Suppress: All\n", "X-Auto-Response-Suppress"),
            (
                "List-Unsubscribe: <mailto:leave@x.org>, <https://x.org/u?id=1>\n",
                "List-Unsubscribe",
            ),
            ("Subject: Out of Office: Game 3\n", "automatic mail"),
            ("Subject: Automatic reply: Game 3\n", "automatic mail"),
            ("Subject: Undelivered Mail Returned to Sender\n", "automatic mail"),
        ];
        assert!(!cases.is_empty());
        for (header, want) in cases {
            let raw = format!("From: a@x.org\nMessage-ID: <1@x>\n{header}\nhelp\n");
            let (mail, why) = parse_explained(raw.as_bytes()).unwrap();
            assert!(mail.automated, "{header}");
            assert!(
                why.as_deref().unwrap_or("").contains(want),
                "{header}: {why:?}"
            );
        }
        for from in [
            "MAILER-DAEMON@x.org",
            "postmaster@x.org",
            "noreply@x.org",
            "no-reply@accounts.x.org",
            "do_not_reply@x.org",
        ] {
            let raw = format!("From: {from}\nMessage-ID: <1@x>\n\nhelp\n");
            assert!(parse(raw.as_bytes()).unwrap().automated, "{from}");
        }
        let raw = b"From: a@x.org\nPrecedence: first-class\nReturn-Path: <a@x.org>\n\nhelp\n";
        assert!(!parse(raw).unwrap().automated);
    }

    #[test]
    fn auto_submitted_no_is_a_person() {
        let raw = b"From: a@x.org\nAuto-Submitted: no\nMessage-ID: <1@x>\n\nhelp\n";
        assert!(!parse(raw).unwrap().automated);
        let raw =
            b"From: a@x.org\nAuto-Submitted: auto-generated; foo\nMessage-ID: <1@x>\n\nhelp\n";
        assert!(parse(raw).unwrap().automated);
    }

    /// The headers' signs of a mail's language reach the engine: the charset the text part
    /// declared and `Content-Language`, the message's or else its text part's.
    #[test]
    fn language_signs_are_read_from_the_headers() {
        let iso = b"From: taro@example.jp\r\nTo: bot@example.test\r\nSubject: x\r\n\
            MIME-Version: 1.0\r\nContent-Type: text/plain; charset=ISO-2022-JP\r\n\r\n\
            \x1b$B#7O;Jb\x1b(B\r\n";
        let mail = parse(iso).unwrap();
        assert_eq!(mail.body.trim(), "７六歩");
        assert_eq!(mail.signs.charset.as_deref(), Some("ISO-2022-JP"));
        assert_eq!(mail.signs.content_language, None);
        assert_eq!(
            yubin_engine::reading::language::of_mail(&mail.subject, &mail.body, &mail.signs),
            Some(yubin_domain::model::Language::Ja)
        );
        let tagged = b"From: a@example.org\r\nTo: bot@example.test\r\nContent-Language: en-GB\r\n\
            Content-Type: text/plain; charset=utf-8\r\n\r\nhelp\r\n";
        let mail = parse(tagged).unwrap();
        assert_eq!(mail.signs.content_language.as_deref(), Some("en-GB"));
        let part = b"From: a@example.org\r\nTo: bot@example.test\r\nMIME-Version: 1.0\r\n\
            Content-Type: multipart/alternative; boundary=b\r\n\r\n--b\r\n\
            Content-Type: text/plain; charset=\"Shift_JIS\"\r\nContent-Language: ja\r\n\r\nhelp\r\n--b--\r\n";
        let mail = parse(part).unwrap();
        assert_eq!(mail.signs.content_language.as_deref(), Some("ja"));
        assert_eq!(mail.signs.charset.as_deref(), Some("Shift_JIS"));
        let plain = parse(b"From: a@example.org\r\nTo: bot@example.test\r\n\r\nhelp\r\n").unwrap();
        assert_eq!(plain.signs, LanguageSigns::default());
    }
}
