//! Bounces: what a delivery status notification says (RFC 3464), read by the mail layer,
//! and a bounce as the store keeps it.

/// What a delivery status notification (`multipart/report; report-type=delivery-status`)
/// says, as the mail layer read it: each recipient's fate, and what of the mail it returns
/// it quotes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DeliveryReport {
    /// Each recipient the report is about (its per-recipient fields), in order.
    pub recipients: Vec<RecipientReport>,
    /// The Message-ID (without `<>`) of the mail it returns, from the returned headers.
    pub original_message_id: Option<String>,
    /// The `Reply-To` of the returned mail: one of the bot's keys when the mail was the
    /// bot's, which proves whose mail bounced (`yubin_domain::token`).
    pub original_reply_to: Option<String>,
    /// The `To` of the returned mail.
    pub original_to: Option<String>,
}

/// One recipient's fate in a delivery status notification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecipientReport {
    /// `Final-Recipient` (else `Original-Recipient`), the address alone, lower case.
    pub recipient: Option<String>,
    /// `Action`.
    pub action: Action,
    /// `Status`, as `5.1.1` (a class, a subject, a detail), when it is one.
    pub status: Option<String>,
    /// `Diagnostic-Code`, without its type (`smtp;`), at most 200 characters.
    pub diagnostic: Option<String>,
}

/// A recipient's `Action` (RFC 3464 §2.3.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Not delivered, and no more attempts will be made.
    Failed,
    /// Not delivered yet; the server keeps trying.
    Delayed,
    /// Delivered (a report asked for, or a success notice).
    Delivered,
    /// Handed on to a system that sends no reports.
    Relayed,
    /// Delivered and sent on to other addresses.
    Expanded,
    /// Missing or none of these.
    Unknown,
}

impl Action {
    /// Reads an `Action` value (case-insensitive, comments after it ignored).
    pub fn parse(text: &str) -> Action {
        let word = text
            .split(|c: char| c == '(' || c.is_whitespace())
            .find(|w| !w.is_empty())
            .unwrap_or("")
            .to_ascii_lowercase();
        match word.as_str() {
            "failed" => Action::Failed,
            "delayed" => Action::Delayed,
            "delivered" => Action::Delivered,
            "relayed" => Action::Relayed,
            "expanded" => Action::Expanded,
            _ => Action::Unknown,
        }
    }
}

/// How bad a bounce is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// Permanent: `Action: failed` or a `5.x.x` status, or a 5xx refusal at submission.
    Hard,
    /// Temporary: `Action: delayed` or a `4.x.x` status; or a mail to a return path that
    /// is no report, whose status is unknown.
    Soft,
}

impl Severity {
    /// Its name in the store (`hard`, `soft`).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Hard => "hard",
            Severity::Soft => "soft",
        }
    }

    /// Reads a stored name.
    pub fn parse(text: &str) -> Option<Severity> {
        match text {
            "hard" => Some(Severity::Hard),
            "soft" => Some(Severity::Soft),
            _ => None,
        }
    }
}

impl RecipientReport {
    /// How bad this recipient's fate is: `None` when it is no failure (delivered, relayed,
    /// expanded; or nothing says).
    pub fn severity(&self) -> Option<Severity> {
        let class = self.status.as_deref().and_then(|s| s.chars().next());
        match (self.action, class) {
            (Action::Failed, _) | (_, Some('5')) => Some(Severity::Hard),
            (Action::Delayed, _) | (_, Some('4')) => Some(Severity::Soft),
            _ => None,
        }
    }
}

impl DeliveryReport {
    /// The worst failure it reports (a hard one before a soft one) and the recipient it is
    /// about; `None` when it reports no failure.
    pub fn worst(&self) -> Option<(&RecipientReport, Severity)> {
        let mut found: Option<(&RecipientReport, Severity)> = None;
        for r in &self.recipients {
            match (r.severity(), found) {
                (Some(Severity::Hard), Some((_, Severity::Soft)) | None) => {
                    found = Some((r, Severity::Hard))
                }
                (Some(Severity::Soft), None) => found = Some((r, Severity::Soft)),
                _ => {}
            }
        }
        found
    }
}

/// Where the service learnt of a bounce.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BounceSource {
    /// A delivery status notification.
    Report,
    /// A mail to a return path of the bot that is no delivery status notification.
    ReturnPath,
    /// The submission server refused the mail (5xx).
    Refused,
}

impl BounceSource {
    /// Its name in the store.
    pub fn as_str(self) -> &'static str {
        match self {
            BounceSource::Report => "report",
            BounceSource::ReturnPath => "return-path",
            BounceSource::Refused => "refused",
        }
    }
}

/// A bounce of the bot's mail to an address, as the store keeps it (table `bounces`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BounceRecord {
    /// The address the mail went to, folded.
    pub address: String,
    /// When the bot learnt of it.
    pub at: i64,
    /// How bad it is.
    pub severity: Severity,
    /// Where the bot learnt of it.
    pub source: BounceSource,
    /// The status (`5.1.1`, or the SMTP reply code), when known.
    pub status: Option<String>,
    /// Why, in the words of the server that reported it (for the operator's log).
    pub reason: String,
    /// The Message-ID of the bot's mail that bounced, when known.
    pub message_id: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(action: Action, status: Option<&str>) -> RecipientReport {
        RecipientReport {
            recipient: Some("a@x.test".into()),
            action,
            status: status.map(str::to_string),
            diagnostic: None,
        }
    }

    #[test]
    fn a_failure_is_hard_a_delay_soft_and_a_success_nothing() {
        assert_eq!(
            r(Action::Failed, Some("5.1.1")).severity(),
            Some(Severity::Hard)
        );
        assert_eq!(
            r(Action::Failed, Some("4.4.7")).severity(),
            Some(Severity::Hard)
        );
        assert_eq!(
            r(Action::Unknown, Some("5.0.0")).severity(),
            Some(Severity::Hard)
        );
        assert_eq!(
            r(Action::Delayed, Some("4.4.1")).severity(),
            Some(Severity::Soft)
        );
        assert_eq!(
            r(Action::Unknown, Some("4.2.2")).severity(),
            Some(Severity::Soft)
        );
        assert_eq!(r(Action::Delivered, Some("2.0.0")).severity(), None);
        assert_eq!(r(Action::Relayed, None).severity(), None);
        assert_eq!(r(Action::Unknown, None).severity(), None);
        let report = DeliveryReport {
            recipients: vec![r(Action::Delayed, None), r(Action::Failed, Some("5.2.2"))],
            ..Default::default()
        };
        assert_eq!(report.worst().map(|(_, s)| s), Some(Severity::Hard));
        assert_eq!(Action::parse(" FAILED (bad mailbox)"), Action::Failed);
        assert_eq!(Action::parse("delayed"), Action::Delayed);
        assert_eq!(Action::parse(""), Action::Unknown);
    }
}
