//! What the engine is given: its [`Settings`], and a mail as the mail layer decoded it
//! ([`Inbound`]). The [`Engine`] is a function of its settings; its methods live with the
//! decisions they make ([`crate::decide`], [`crate::deadline`],
//! [`crate::tournament::director`]).

use yubin_domain::model::{GameId, Watched};
use yubin_domain::token;

/// The end of the Message-ID the mail layer gives a mail without a usable one of its own
/// (missing, empty, too long, or with a character no msg-id holds): `sha256.<hex>` of its
/// bytes before it, so the same mail read again is named the same.
pub const DIGEST_ID_DOMAIN: &str = "@missing-message-id";

/// A mail as the engine sees it, already decoded by the mail layer.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Inbound {
    /// Message-ID without `<>`, as the sender wrote it when it is usable; else a stable
    /// digest the mail layer made (ending in [`DIGEST_ID_DOMAIN`], see
    /// [`Inbound::own_message_id`]). With `from`, what the inbound log knows the mail by.
    pub message_id: String,
    /// The From address, lower case.
    pub from: String,
    /// Every address it was delivered to (`Delivered-To`, `To`, `Cc`).
    pub recipients: Vec<String>,
    /// The decoded subject.
    pub subject: String,
    /// The text body (the mail layer converts an HTML-only body to text).
    pub body: String,
    /// An auto-reply, bounce or list mail (RFC 3834): logged, never answered.
    pub automated: bool,
    /// The mail's size in bytes, when it was larger than the service reads
    /// ([`Settings::max_mail_bytes`]): its body was not read (`body` is empty).
    pub oversize: Option<usize>,
    /// `In-Reply-To`: the Message-ID (without `<>`) of the mail this one answers.
    pub in_reply_to: Option<String>,
    /// `References`: the Message-IDs (without `<>`) of the thread, oldest first.
    pub references: Vec<String>,
    /// The receiving mail server vouches for the From address: an `Authentication-Results`
    /// header from a server the operator trusts shows it authenticated (the mail layer
    /// decides). Such a mail needs no confirmation of what it binds to its sender.
    pub vouched: bool,
    /// What the mail says of its language besides its words ([`crate::reading::language`]).
    pub signs: LanguageSigns,
    /// The delivery status notification (RFC 3464) the mail is, as the mail layer read it:
    /// a bounce of the bot's mail, handled by [`crate::years::bounce`] and never answered.
    pub report: Option<yubin_domain::model::DeliveryReport>,
}

/// What a mail's headers say of its language: read by the mail layer, weighed by
/// [`crate::reading::language::of_mail`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LanguageSigns {
    /// `Content-Language` (of the message or of its text part), as written.
    pub content_language: Option<String>,
    /// The charset its text part declared (`ISO-2022-JP`, `Shift_JIS`, `UTF-8`), as written.
    pub charset: Option<String>,
}

impl Inbound {
    /// The first reply key among the recipients (`bot+g12-TOKEN@…`, [`token::reply_address`]):
    /// the game it names and its token. Whether the key is the sender's is for the decision
    /// to check ([`token::verify`]).
    pub fn reply_key(&self, bot: &str) -> Option<(GameId, String)> {
        self.recipients
            .iter()
            .find_map(|r| token::parse_recipient(bot, r))
    }

    /// The token of the first address key among the recipients (`bot+a-TOKEN@…`,
    /// [`token::address_key`]); whether it is the sender's is for the decision to check.
    pub fn address_key(&self, bot: &str) -> Option<String> {
        self.recipients
            .iter()
            .find_map(|r| token::parse_address_key(bot, r))
    }

    /// The request number and token of the first address-change key among the recipients
    /// (`bot+mR-TOKEN@…`, [`token::move_key`]); whether it is the sender's is for the
    /// decision to check.
    pub fn move_key(&self, bot: &str) -> Option<(i64, String)> {
        self.recipients
            .iter()
            .find_map(|r| token::parse_move_key(bot, r))
    }

    /// What the first observer's address among the recipients ([`token::watch_address`]) is
    /// about: a reply to an observer's mail names a game or a tournament, and no authority.
    pub fn watch_key(&self, bot: &str) -> Option<Watched> {
        self.recipients
            .iter()
            .find_map(|r| token::parse_watch(bot, r))
    }

    /// The outbox row number and token of the first return path of the bot among the
    /// recipients (`bot+b12-TOKEN@…`, [`token::bounce_address`]): a bounce of that mail.
    pub fn bounce_key(&self, bot: &str) -> Option<(i64, String)> {
        self.recipients
            .iter()
            .find_map(|r| token::parse_bounce(bot, r))
    }

    /// The first keyed unsubscribe address among the recipients (`bot+ug12-TOKEN@…`,
    /// [`token::unsubscribe_address`]), or a garbled one; whether the key is the sender's is
    /// for the decision to check.
    pub fn unsubscribe_key(&self, bot: &str) -> Option<token::UnsubscribeKey> {
        self.recipients
            .iter()
            .find_map(|r| token::parse_unsubscribe(bot, r))
    }

    /// The mail's own Message-ID, to thread a reply under: `None` when the mail had no usable
    /// one and [`Inbound::message_id`] is the mail layer's digest, which no mail client knows.
    pub fn own_message_id(&self) -> Option<&str> {
        Some(self.message_id.as_str())
            .filter(|id| !id.is_empty() && !id.ends_with(DIGEST_ID_DOMAIN))
    }

    /// The Message-ID of the mail this one answers: `In-Reply-To`, else the last of
    /// `References` (the shell loads it as [`Snapshot::original`](crate::Snapshot::original) when the bot sent it).
    pub fn answers(&self) -> Option<&str> {
        self.in_reply_to
            .as_deref()
            .or(self.references.last().map(String::as_str))
            .filter(|id| !id.is_empty())
    }
}

/// What the engine needs to know about the service.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The bot's address, `local@domain`.
    pub bot_address: String,
    /// The key of reply tokens.
    pub secret_key: Vec<u8>,
    /// Days per move of a challenge without `days=`.
    pub default_days: u32,
    /// Mails per sender per hour without a valid reply key that are answered (a mail with
    /// its sender's key is never limited).
    pub mails_per_hour: u32,
    /// How many hours before a deadline the reminder goes out (0: no reminder).
    pub reminder_hours: u32,
    /// The largest mail read, in bytes; a larger one gets a short refusal.
    pub max_mail_bytes: usize,
    /// Error answers to mail without a reply key, per sender and 24 hours.
    pub error_replies_per_day: u32,
    /// Challenges per sender and 24 hours.
    pub challenges_per_day: u32,
    /// Challenges and tournament entries per hour, from all addresses together, by
    /// addresses that play no game yet (a newcomer waits while the last hour had as many).
    pub newcomers_per_hour: u32,
    /// Days of leave a player may take per calendar year.
    pub leave_days_per_year: u32,
    /// `[unsubscribe] https_base`: the operator's one-click unsubscribe address (RFC 8058),
    /// `https://…` without a query; `None`: recurring mails name only the keyed mailto.
    pub unsubscribe_https: Option<String>,
    /// `[computer]`: the highest level `challenge computer` may ask for (1 to 8); 0: the
    /// computer is turned off, and new games against it are refused (those running go on).
    pub computer_max_level: u8,
}

/// The pure engine: a function of its settings, a [`Snapshot`](crate::Snapshot), the input and the time.
#[derive(Debug, Clone)]
pub struct Engine {
    pub(crate) settings: Settings,
}

impl Settings {
    /// The settings the tests start from, for the bot `bot_address` with `secret_key`: the
    /// service's defaults, but with the limits of mail without a key high enough that no
    /// test meets them by accident (each test of a limit sets its own).
    #[doc(hidden)]
    pub fn for_tests(bot_address: &str, secret_key: &[u8]) -> Settings {
        Settings {
            bot_address: bot_address.to_string(),
            secret_key: secret_key.to_vec(),
            default_days: 7,
            mails_per_hour: 30,
            reminder_hours: 24,
            max_mail_bytes: 1 << 20,
            error_replies_per_day: 1000,
            challenges_per_day: 1000,
            newcomers_per_hour: 1000,
            leave_days_per_year: 30,
            unsubscribe_https: None,
            computer_max_level: 8,
        }
    }
}

impl Engine {
    /// An engine with these settings.
    pub fn new(settings: Settings) -> Engine {
        Engine { settings }
    }

    /// Its settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }
}
