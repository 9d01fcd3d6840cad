//! Delivery status notifications (RFC 3464) read into a [`DeliveryReport`]: what servers
//! that bounce to the From address, or to the bot's return path, say of the bot's mail.
//!
//! A mail is read as one when its root is `multipart/report` and one of its parts (at any
//! depth) is `message/delivery-status` or `message/global-delivery-status` (RFC 6533); the
//! `report-type` parameter is not required, since some servers leave it out. Leniencies:
//! * field names in any case, values folded over continuation lines, comments after
//!   `Action` and `Status` ignored (`Status: 5.2.1 (mailbox disabled)`);
//! * `Final-Recipient` (else `Original-Recipient`) with any address type (`rfc822;`,
//!   `RFC822;`, `utf-8;`), with or without `<>`, lower-cased;
//! * a `Status` that is no `d.d.d` code is dropped (the `Action` still counts);
//! * the returned mail as `message/rfc822`, `message/global`, `text/rfc822-headers` or
//!   `message/global-headers`, or absent (its Message-ID then from the report's
//!   `X-Original-Message-ID`, Gmail's, or the mail's own `In-Reply-To`, Microsoft's).
//!
//! Limits: at most [`MAX_RECIPIENTS`] recipients, the first [`MAX_STATUS_BYTES`] of the
//! status part, a diagnostic cut at [`MAX_DIAGNOSTIC`] characters (control characters
//! dropped: it goes to the log). Nothing in a report is trusted on its own: the engine
//! counts a bounce only when the bot's key proves whose mail it was
//! (`yubin_engine::years::bounce`).

use super::msgid;
use mail_parser::{Address, Message, MessageParser, MimeHeaders as _, PartType};
use yubin_domain::address;
use yubin_domain::model::{Action, DeliveryReport, RecipientReport};

/// The most recipients read from one report.
pub const MAX_RECIPIENTS: usize = 100;
/// The most of a status part read.
pub const MAX_STATUS_BYTES: usize = 64 * 1024;
/// The longest diagnostic kept, in characters.
pub const MAX_DIAGNOSTIC: usize = 200;

/// The report in `raw`, if it is a delivery status notification.
pub fn parse(raw: &[u8]) -> Option<DeliveryReport> {
    report(&MessageParser::default().parse(raw)?)
}

/// The report `msg` is, if it is a delivery status notification.
pub fn report(msg: &Message<'_>) -> Option<DeliveryReport> {
    let ct = msg.root_part().content_type()?;
    let is_report = ct.ctype().eq_ignore_ascii_case("multipart")
        && ct
            .subtype()
            .is_some_and(|s| s.eq_ignore_ascii_case("report"));
    if !is_report {
        return None;
    }
    let mut status = None;
    let mut returned = Returned::default();
    for part in msg.parts.iter().skip(1) {
        let Some(ct) = part.content_type() else {
            continue;
        };
        let (t, sub) = (
            ct.ctype().to_ascii_lowercase(),
            ct.subtype().unwrap_or("").to_ascii_lowercase(),
        );
        match (t.as_str(), sub.as_str()) {
            ("message", "delivery-status" | "global-delivery-status") if status.is_none() => {
                let bytes = part.contents();
                status = Some(bytes[..bytes.len().min(MAX_STATUS_BYTES)].to_vec());
            }
            ("message", "rfc822" | "global") if returned.is_empty() => {
                if let PartType::Message(m) = &part.body {
                    returned = Returned::of(m);
                }
            }
            ("text", "rfc822-headers") | ("message", "global-headers") if returned.is_empty() => {
                let mut head = part.contents().to_vec();
                head.extend_from_slice(b"\r\n\r\n");
                if let Some(m) = MessageParser::default().parse(&head[..]) {
                    returned = Returned::of(&m);
                }
            }
            _ => {}
        }
    }
    let status = status?;
    let text = String::from_utf8_lossy(&status);
    let groups = groups(&text);
    let mut recipients = Vec::new();
    let mut original_id = None;
    for (i, fields) in groups.iter().enumerate() {
        let get = |name: &str| {
            fields
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.as_str())
        };
        if i == 0 {
            original_id = get("X-Original-Message-ID").and_then(bare_id);
            // A report that leaves out the blank line after its per-message fields.
            if get("Action").is_none() {
                continue;
            }
        }
        if recipients.len() >= MAX_RECIPIENTS {
            break;
        }
        let recipient = get("Final-Recipient")
            .or(get("Original-Recipient"))
            .and_then(typed_address);
        let action = get("Action").map_or(Action::Unknown, Action::parse);
        let status = get("Status").and_then(status_code);
        if recipient.is_none() && action == Action::Unknown && status.is_none() {
            continue;
        }
        recipients.push(RecipientReport {
            recipient,
            action,
            status,
            diagnostic: get("Diagnostic-Code").map(diagnostic),
        });
    }
    let own_reply = msg.in_reply_to().as_text().and_then(bare_id);
    Some(DeliveryReport {
        recipients,
        original_message_id: returned.message_id.or(original_id).or(own_reply),
        original_reply_to: returned.reply_to,
        original_to: returned.to,
    })
}

/// What the returned mail's headers say.
#[derive(Default)]
struct Returned {
    message_id: Option<String>,
    reply_to: Option<String>,
    to: Option<String>,
}

impl Returned {
    fn of(m: &Message<'_>) -> Returned {
        Returned {
            message_id: m.message_id().and_then(msgid::usable).map(str::to_string),
            reply_to: first(m.reply_to()),
            to: first(m.to()),
        }
    }

    fn is_empty(&self) -> bool {
        self.message_id.is_none() && self.reply_to.is_none() && self.to.is_none()
    }
}

fn first(a: Option<&Address<'_>>) -> Option<String> {
    a?.iter()
        .find_map(|a| a.address())
        .filter(|a| address::check(a).is_ok())
        .map(address::fold)
}

/// The groups of fields of a status part (separated by blank lines), each field's value
/// unfolded.
fn groups(text: &str) -> Vec<Vec<(String, String)>> {
    let mut out: Vec<Vec<(String, String)>> = vec![Vec::new()];
    for line in text.lines() {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() {
            if out.last().is_some_and(|g| !g.is_empty()) {
                if out.len() > MAX_RECIPIENTS + 1 {
                    break;
                }
                out.push(Vec::new());
            }
            continue;
        }
        let group = out.last_mut().expect("one group at least");
        if line.starts_with([' ', '\t']) {
            if let Some((_, v)) = group.last_mut() {
                if v.len() < 4 * MAX_DIAGNOSTIC {
                    v.push(' ');
                    v.push_str(line.trim());
                }
            }
            continue;
        }
        if let Some((name, value)) = line.split_once(':') {
            let name = name.trim();
            if !name.is_empty() && name.bytes().all(|b| b.is_ascii_graphic()) {
                group.push((name.to_string(), value.trim().to_string()));
            }
        }
    }
    out.retain(|g| !g.is_empty());
    out
}

/// The address of a typed address field (`rfc822; a@b.example`), if usable.
fn typed_address(value: &str) -> Option<String> {
    let addr = value.split_once(';').map_or(value, |(_, a)| a).trim();
    let addr = addr.trim_matches(|c| c == '<' || c == '>').trim();
    address::check(addr).ok()?;
    Some(address::fold(addr))
}

/// A `Status` code: `d.ddd.ddd` with its class 2, 4 or 5, comments dropped.
fn status_code(value: &str) -> Option<String> {
    let code = value.split_whitespace().next()?;
    let parts: Vec<&str> = code.split('.').collect();
    let ok = parts.len() == 3
        && matches!(parts[0], "2" | "4" | "5")
        && parts[1..]
            .iter()
            .all(|p| (1..=3).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit()));
    ok.then(|| code.to_string())
}

/// A diagnostic without its type (`smtp;`), printable, at most [`MAX_DIAGNOSTIC`] characters.
fn diagnostic(value: &str) -> String {
    let text = value.split_once(';').map_or(value, |(_, d)| d).trim();
    text.chars()
        .filter(|c| !c.is_control())
        .take(MAX_DIAGNOSTIC)
        .collect()
}

/// A Message-ID without `<>`, when usable.
fn bare_id(value: &str) -> Option<String> {
    let id = value.trim().trim_start_matches('<').trim_end_matches('>');
    msgid::usable(id).map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_domain::model::Severity;

    fn sample(name: &str) -> Vec<u8> {
        let path = format!("{}/tests/data/dsn/{name}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    #[test]
    fn postfix_reports_a_failed_recipient_and_returns_the_whole_mail() {
        let r = parse(&sample("postfix.eml")).expect("a report");
        assert_eq!(r.recipients.len(), 1);
        let f = &r.recipients[0];
        assert_eq!(f.recipient.as_deref(), Some("ghost@example.test"));
        assert_eq!(f.action, Action::Failed);
        assert_eq!(f.status.as_deref(), Some("5.1.1"));
        assert_eq!(
            f.diagnostic.as_deref(),
            Some("550 5.1.1 <ghost@example.test> User doesn't exist: ghost@example.test")
        );
        assert_eq!(r.worst().map(|(_, s)| s), Some(Severity::Hard));
        assert_eq!(
            r.original_message_id.as_deref(),
            Some("yubin.g3.move.2@example.test")
        );
        assert_eq!(
            r.original_reply_to.as_deref(),
            Some("bot+g3-abcdefghijklmnop@example.test")
        );
        assert_eq!(r.original_to.as_deref(), Some("ghost@example.test"));
    }

    #[test]
    fn exim_puts_the_action_before_the_recipient() {
        let r = parse(&sample("exim.eml")).expect("a report");
        assert_eq!(r.recipients.len(), 1);
        assert_eq!(
            r.recipients[0].recipient.as_deref(),
            Some("nobody@exim.example")
        );
        assert_eq!(r.recipients[0].status.as_deref(), Some("5.0.0"));
        assert_eq!(r.worst().map(|(_, s)| s), Some(Severity::Hard));
        assert_eq!(
            r.original_reply_to.as_deref(),
            Some("bot+a-qrstuvwxyz234567@example.test")
        );
        assert_eq!(
            r.original_message_id.as_deref(),
            Some("yubin.in.abc.0@example.test")
        );
    }

    #[test]
    fn gmail_reports_a_delay_with_the_returned_headers_only() {
        let r = parse(&sample("gmail.eml")).expect("a report");
        let f = &r.recipients[0];
        assert_eq!(f.recipient.as_deref(), Some("carol.example@gmail.com"));
        assert_eq!(f.action, Action::Delayed);
        assert_eq!(f.status.as_deref(), Some("4.2.2"));
        assert_eq!(r.worst().map(|(_, s)| s), Some(Severity::Soft));
        assert_eq!(
            r.original_message_id.as_deref(),
            Some("yubin.g9.move.14@example.test")
        );
        assert_eq!(
            r.original_reply_to.as_deref(),
            Some("bot+g9-bbbbbbbbbbbbbbbb@example.test")
        );
    }

    #[test]
    fn microsoft_reports_a_five_digit_detail_and_folds_its_diagnostic() {
        let r = parse(&sample("microsoft.eml")).expect("a report");
        let f = &r.recipients[0];
        assert_eq!(f.recipient.as_deref(), Some("dave@contoso.example"));
        assert_eq!(f.status.as_deref(), Some("5.1.10"));
        assert!(
            f.diagnostic.as_deref().is_some_and(
                |d| d.starts_with("550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient dave@")
            ),
            "{f:?}"
        );
        assert_eq!(
            r.original_reply_to.as_deref(),
            Some("bot+g4-cccccccccccccccc@example.test")
        );
        assert_eq!(r.original_to.as_deref(), Some("dave@contoso.example"));
    }

    #[test]
    fn a_report_without_the_returned_mail_still_names_the_recipient() {
        let r = parse(&sample("headless.eml")).expect("a report");
        let f = &r.recipients[0];
        assert_eq!(f.recipient.as_deref(), Some("erin@relay.example"));
        assert_eq!(f.action, Action::Failed);
        assert_eq!(f.status.as_deref(), Some("5.2.1"));
        assert_eq!(f.diagnostic.as_deref(), Some("mailbox disabled"));
        assert_eq!(r.original_message_id, None);
        assert_eq!(r.original_reply_to, None);
    }

    #[test]
    fn mail_that_is_no_report_is_none_and_garbage_never_panics() {
        let plain = b"From: a@x.test\r\nSubject: hi\r\n\r\nP-7f\r\n";
        assert_eq!(parse(plain), None);
        // A read receipt (disposition notification) is a report, but no delivery status.
        let mdn = b"From: a@x.test\r\nContent-Type: multipart/report; report-type=disposition-notification; boundary=b\r\n\r\n--b\r\nContent-Type: message/disposition-notification\r\n\r\nDisposition: manual-action/MDN-sent-manually; displayed\r\n--b--\r\n";
        assert_eq!(parse(mdn), None);
        let hostile = [
            &b""[..],
            b"\0\0\0",
            b"Content-Type: multipart/report; boundary=x\r\n\r\n--x\r\nContent-Type: message/delivery-status\r\n\r\n:::\r\n\r\n\t\r\nAction\r\nStatus: 9.9.9\r\nFinal-Recipient: rfc822; <@>\r\n--x--",
            b"Content-Type: multipart/report; boundary=x\r\n\r\n--x\r\nContent-Type: message/delivery-status\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!!\r\n--x--",
        ];
        for raw in hostile {
            if let Some(r) = parse(raw) {
                assert!(
                    r.recipients
                        .iter()
                        .all(|f| f.recipient.is_none() && f.status.is_none()),
                    "{r:?}"
                );
            }
        }
        // Thousands of groups: at most MAX_RECIPIENTS read.
        let mut many = String::from("Content-Type: multipart/report; boundary=x\r\n\r\n--x\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; x\r\n\r\n");
        for i in 0..3000 {
            many.push_str(&format!(
                "Final-Recipient: rfc822; u{i}@x.test\r\nAction: failed\r\nStatus: 5.1.1\r\n\r\n"
            ));
        }
        many.push_str("--x--\r\n");
        let r = parse(many.as_bytes()).expect("a report");
        assert_eq!(r.recipients.len(), MAX_RECIPIENTS);
    }

    #[test]
    fn status_codes_and_addresses_are_checked() {
        assert_eq!(status_code("5.1.1"), Some("5.1.1".into()));
        assert_eq!(status_code("4.7.1 (greylisted)"), Some("4.7.1".into()));
        for bad in ["", "5", "5.1", "6.1.1", "5.x.1", "5.1.1234", "550"] {
            assert_eq!(status_code(bad), None, "{bad}");
        }
        assert_eq!(typed_address("rfc822; <A@B.Test>"), Some("a@b.test".into()));
        assert_eq!(typed_address("utf-8;x@y.test"), Some("x@y.test".into()));
        assert_eq!(typed_address("rfc822; not an address"), None);
        assert_eq!(diagnostic("smtp; 550\u{7} no"), "550 no");
    }
}
