//! The service configuration: one TOML file, documented by `deploy/yubin.example.toml`.
//!
//! Unknown keys are errors (a typo must not silently fall back to a default). A secret is
//! given either inline (`password = "…"`, fine for tests) or, better, as the name of an
//! environment variable that holds it (`password_env = "YUBIN_IMAP_PASSWORD"`), so the file
//! itself can be world-readable. Every error names the key and says what is expected.

use crate::schedule::Cron;
use anyhow::{anyhow, bail, Context as _};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use yubin_engine::Settings;

/// The whole configuration, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// The SQLite database file (`database`).
    pub database: PathBuf,
    /// The bot's identity (`[bot]`).
    pub bot: Bot,
    /// Where mail comes from and goes to (`[mail]`).
    pub mail: Mail,
    /// Defaults of new games (`[games]`).
    pub games: Games,
    /// Abuse limits (`[limits]`).
    pub limits: Limits,
    /// When the daemon polls and sweeps (`[schedule]`).
    pub schedule: Schedules,
    /// The static HTML archive the daemon keeps (`[archive]`).
    pub archive: crate::archive::Options,
    /// `[trust] authserv_ids`: the receiving servers whose `Authentication-Results` headers
    /// vouch for a sender (`crate::mail::auth`); none by default.
    pub trusted_servers: Vec<String>,
    /// `[unsubscribe] https_base`: the one-click unsubscribe address recurring mails name
    /// beside their keyed mailto (`List-Unsubscribe-Post`, RFC 8058); none by default.
    pub unsubscribe_https: Option<String>,
    /// `[years] move_after_bounce_days`: how long the old address of an address change must
    /// have bounced before the operator may approve the change in its place (default 14).
    pub move_after_bounce_days: u32,
    /// `[computer]`: the computer opponent.
    pub computer: Computer,
}

/// `[computer]`: the computer opponent (issue 27).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Computer {
    /// `computer.enabled` and `computer.max_level`: the highest level players may challenge
    /// (1 to 8); 0 when `enabled = false` (new games refused; running ones go on).
    pub max_level: u8,
    /// `computer.hash_mb` and `computer.max_seconds`: what one move may cost.
    pub budget: crate::computer::Budget,
    /// `computer.analysis_nodes` and `computer.analysis_max_minutes`: what the analysis of
    /// one finished game may cost (`analyse N`).
    pub analysis: crate::analysis::Budget,
}

impl Default for Computer {
    fn default() -> Computer {
        Computer {
            max_level: 8,
            budget: crate::computer::Budget::default(),
            analysis: crate::analysis::Budget::default(),
        }
    }
}

/// `[schedule]`: cron expressions (see [`crate::schedule`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedules {
    /// `schedule.poll`: when the mailbox is read without a push from the server.
    pub poll: Cron,
    /// `schedule.sweep`: when deadlines and the outbox are checked regardless.
    pub sweep: Cron,
}

impl Schedules {
    /// The defaults of a mail mode: the spool is polled every second, an IMAP server without
    /// IDLE every 30 seconds; the sweep runs every minute.
    pub fn defaults(maildir: bool) -> Schedules {
        let poll = if maildir {
            DEFAULT_POLL_MAILDIR
        } else {
            DEFAULT_POLL_IMAP
        };
        Schedules {
            poll: Cron::parse("schedule.poll", poll).expect("the default is valid"),
            sweep: Cron::parse("schedule.sweep", DEFAULT_SWEEP).expect("the default is valid"),
        }
    }
}

/// `schedule.poll` with `mail.mode = "maildir"`: every second.
pub const DEFAULT_POLL_MAILDIR: &str = "* * * * * *";
/// `schedule.poll` with `mail.mode = "imap"` (used when the server has no IDLE): every 30 s.
pub const DEFAULT_POLL_IMAP: &str = "*/30 * * * * *";
/// `schedule.sweep`: every minute.
pub const DEFAULT_SWEEP: &str = "0 * * * * *";

/// `[bot]`: the address players write to and the key of their reply tokens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bot {
    /// `bot.address`: `local@domain`; tokens are added as `local+token@domain`.
    pub address: String,
    /// `bot.name`: the display name in From headers.
    pub name: String,
    /// `bot.secret_key`: the HMAC key of reply tokens (at least 16 bytes).
    pub secret_key: Vec<u8>,
}

/// `[mail]`: the mail transport.
#[derive(Debug, Clone, PartialEq, Eq)]
// One value per process, read once: the size of the larger variant does not matter.
#[allow(clippy::large_enum_variant)]
pub enum Mail {
    /// `mode = "maildir"`: the embedded spool, no mail server needed.
    Maildir {
        /// `mail.spool`: the spool directory (a Maildir: incoming mail in `new/`, what the bot sends in `outbox/`).
        spool: PathBuf,
    },
    /// `mode = "imap"`: a real mailbox, read by IMAP and answered by SMTP.
    Imap {
        /// `[mail.imap]`.
        imap: Server,
        /// `[mail.smtp]`.
        smtp: Server,
    },
}

/// How the connection to a mail server is secured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Security {
    /// TLS from the first byte (IMAPS 993, SMTPS 465).
    Tls,
    /// Plain connection upgraded with STARTTLS (IMAP 143, submission 587).
    StartTls,
    /// No encryption: only for servers on the loopback interface (tests).
    Plain,
}

/// One mail server account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Server {
    /// Host name or IP address.
    pub host: String,
    /// TCP port.
    pub port: u16,
    /// How the connection is secured.
    pub security: Security,
    /// Login name.
    pub user: String,
    /// Password (from the file or from the environment variable it names).
    pub password: String,
    /// A PEM file of extra CA certificates to trust (test servers); checked at load time.
    pub ca_file: Option<PathBuf>,
    /// `timeout_secs`: the longest wait for each network step (connect, TLS handshake,
    /// greeting, each command; for SMTP, one whole delivery). Default [`DEFAULT_TIMEOUT_SECS`].
    pub timeout: std::time::Duration,
}

/// The default of `mail.imap.timeout_secs` and `mail.smtp.timeout_secs`.
pub const DEFAULT_TIMEOUT_SECS: i64 = 30;

/// `[years] move_after_bounce_days` when the file says nothing: two weeks, twice a
/// correspondence move's usual time, so that a mailbox that is full or down for a few days
/// is not taken for a lost one.
pub const DEFAULT_MOVE_AFTER_BOUNCE_DAYS: u32 = 14;

/// `[games]`: defaults of new games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Games {
    /// `games.days_per_move`: used when a challenge has no `days=` (1–365).
    pub days_per_move: u32,
    /// `games.reminder_hours`: how long before the deadline the reminder goes out.
    pub reminder_hours: u32,
    /// `games.leave_days_per_year`: days of leave a player may book per calendar year
    /// (0–366; ICCF's default is 45, lishogi has none; ours 30).
    pub leave_days_per_year: u32,
}

/// `[limits]`: per-sender rate limit, the size of mail read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    /// `limits.mails_per_hour`: mails from one address without a valid reply key answered per
    /// hour; more are ignored (replies carrying the sender's key are never limited).
    pub mails_per_hour: u32,
    /// `limits.max_mail_kb`: the largest mail read, in KiB (1024 bytes); a larger one is
    /// answered with a short refusal and its body is never read.
    pub max_mail_kb: u32,
    /// `limits.error_replies_per_day`: error answers to mail without a reply key, per sender
    /// and 24 hours; the sender's further mails that would get one are logged, unanswered.
    pub error_replies_per_day: u32,
    /// `limits.challenges_per_day`: challenges one address may send per 24 hours.
    pub challenges_per_day: u32,
    /// `limits.newcomers_per_hour`: challenges and tournament entries per hour, from all
    /// addresses together, by addresses that play no game yet.
    pub newcomers_per_hour: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            mails_per_hour: 30,
            max_mail_kb: 1024,
            error_replies_per_day: 5,
            challenges_per_day: 10,
            newcomers_per_hour: 20,
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    database: Option<PathBuf>,
    bot: Option<RawBot>,
    mail: Option<RawMail>,
    #[serde(default)]
    games: RawGames,
    #[serde(default)]
    limits: RawLimits,
    #[serde(default)]
    schedule: RawSchedule,
    #[serde(default)]
    archive: RawArchive,
    #[serde(default)]
    trust: RawTrust,
    #[serde(default)]
    unsubscribe: RawUnsubscribe,
    #[serde(default)]
    computer: RawComputer,
    #[serde(default)]
    years: RawYears,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawYears {
    move_after_bounce_days: Option<i64>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawUnsubscribe {
    https_base: Option<String>,
}

/// `unsubscribe.https_base`, checked: `https://`, printable ASCII, no query or fragment (the
/// bot adds its own query), at most 200 characters; a final `/` dropped.
fn https_base(raw: Option<String>) -> anyhow::Result<Option<String>> {
    let Some(url) = raw else {
        return Ok(None);
    };
    let fine = url.starts_with("https://")
        && url.len() > "https://".len()
        && url.len() <= 200
        && url.bytes().all(|b| b.is_ascii_graphic())
        && !url.contains(['?', '#', '<', '>', ',', '"', '\\']);
    if !fine {
        bail!(
            "bad value for `unsubscribe.https_base`: {url:?}; expected an https address without \
             a query, such as \"https://yubin.example.org/unsubscribe\" (or leave it out: mails \
             then name only the keyed mailto address)"
        );
    }
    Ok(Some(url.trim_end_matches('/').to_string()))
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawTrust {
    authserv_ids: Option<Vec<String>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawArchive {
    dir: Option<PathBuf>,
    every_move: Option<bool>,
    title: Option<String>,
    language: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawSchedule {
    poll: Option<String>,
    sweep: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBot {
    address: Option<String>,
    name: Option<String>,
    secret_key: Option<String>,
    secret_key_env: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMail {
    mode: Option<String>,
    spool: Option<PathBuf>,
    imap: Option<RawServer>,
    smtp: Option<RawServer>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawServer {
    host: Option<String>,
    port: Option<i64>,
    security: Option<String>,
    user: Option<String>,
    password: Option<String>,
    password_env: Option<String>,
    ca_file: Option<PathBuf>,
    timeout_secs: Option<i64>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawGames {
    days_per_move: Option<i64>,
    reminder_hours: Option<i64>,
    leave_days_per_year: Option<i64>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawComputer {
    enabled: Option<bool>,
    max_level: Option<i64>,
    hash_mb: Option<i64>,
    max_seconds: Option<i64>,
    analysis_nodes: Option<i64>,
    analysis_max_minutes: Option<i64>,
}

impl RawComputer {
    fn check(self) -> anyhow::Result<Computer> {
        let levels = yubin_domain::computer::LEVELS;
        let max_level = in_range(
            self.max_level,
            "computer.max_level",
            (*levels.end()).into(),
            (*levels.start()).into(),
            (*levels.end()).into(),
        )? as u8;
        let budget = crate::computer::Budget::default();
        Ok(Computer {
            max_level: if self.enabled.unwrap_or(true) {
                max_level
            } else {
                0
            },
            budget: crate::computer::Budget {
                hash_mb: in_range(
                    self.hash_mb,
                    "computer.hash_mb",
                    budget.hash_mb as i64,
                    1,
                    4096,
                )? as usize,
                max_time: std::time::Duration::from_secs(
                    in_range(
                        self.max_seconds,
                        "computer.max_seconds",
                        budget.max_time.as_secs() as i64,
                        1,
                        3600,
                    )?
                    .into(),
                ),
                ..budget
            },
            analysis: {
                let analysis = crate::analysis::Budget::default();
                crate::analysis::Budget {
                    nodes_per_position: in_range(
                        self.analysis_nodes,
                        "computer.analysis_nodes",
                        analysis.nodes_per_position as i64,
                        1_000,
                        10_000_000,
                    )?
                    .into(),
                    max_time: std::time::Duration::from_secs(
                        u64::from(in_range(
                            self.analysis_max_minutes,
                            "computer.analysis_max_minutes",
                            (analysis.max_time.as_secs() / 60) as i64,
                            1,
                            600,
                        )?) * 60,
                    ),
                    ..analysis
                }
            },
        })
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawLimits {
    mails_per_hour: Option<i64>,
    max_mail_kb: Option<i64>,
    error_replies_per_day: Option<i64>,
    challenges_per_day: Option<i64>,
    newcomers_per_hour: Option<i64>,
}

fn required<T>(value: Option<T>, key: &str, expected: &str) -> anyhow::Result<T> {
    value.ok_or_else(|| anyhow!("missing key `{key}`: expected {expected}"))
}

fn in_range(
    value: Option<i64>,
    key: &str,
    default: i64,
    min: i64,
    max: i64,
) -> anyhow::Result<u32> {
    let v = value.unwrap_or(default);
    if v < min || v > max {
        bail!("bad value for `{key}`: {v}; expected a whole number from {min} to {max}");
    }
    Ok(v as u32)
}

fn secret(
    inline: Option<String>,
    env_name: Option<String>,
    key: &str,
    env: &dyn Fn(&str) -> Option<String>,
) -> anyhow::Result<String> {
    match (inline, env_name) {
        (Some(_), Some(_)) => bail!("both `{key}` and `{key}_env` are set; give only one"),
        (Some(v), None) => Ok(v),
        (None, Some(var)) => match env(&var) {
            Some(v) if !v.is_empty() => Ok(v),
            _ => bail!(
                "`{key}_env` names the environment variable {var}, which is not set or empty; \
                 set it to the secret"
            ),
        },
        (None, None) => bail!(
            "missing key `{key}`: give `{key}_env = \"VARIABLE\"` naming an environment variable \
             that holds the secret (or `{key}` itself)"
        ),
    }
}

/// Checks a plain `local@domain` address (no display name, no angle brackets).
fn check_address(text: &str, key: &str) -> anyhow::Result<String> {
    let t = text.trim();
    let ok = match t.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.is_empty()
                && !domain.contains('@')
                && !t.contains(|c: char| c.is_whitespace() || "<>\"(),;:".contains(c))
                && !local.contains('+')
        }
        None => false,
    };
    if !ok {
        bail!(
            "bad value for `{key}`: {text:?}; expected a plain address like bot@example.org \
             (no display name, no `+` tag: the bot adds its own)"
        );
    }
    Ok(t.to_ascii_lowercase())
}

fn server(
    raw: Option<RawServer>,
    key: &str,
    env: &dyn Fn(&str) -> Option<String>,
) -> anyhow::Result<Server> {
    let raw = required(
        raw,
        key,
        "a table with host, port, security, user and password_env",
    )?;
    let host = required(
        raw.host,
        &format!("{key}.host"),
        "a host name or IP address",
    )?;
    if host.trim().is_empty() {
        bail!("bad value for `{key}.host`: empty; expected a host name or IP address");
    }
    let security = match raw.security.as_deref() {
        Some("tls") => Security::Tls,
        Some("starttls") => Security::StartTls,
        Some("plain") => Security::Plain,
        other => bail!(
            "bad value for `{key}.security`: {}; expected \"tls\", \"starttls\" or \"plain\"",
            other.map_or("missing".to_string(), |o| format!("{o:?}"))
        ),
    };
    if security == Security::Plain && !matches!(host.as_str(), "127.0.0.1" | "::1" | "localhost") {
        bail!(
            "bad value for `{key}.security`: \"plain\" is allowed only for a server on the \
             loopback interface, not {host:?}; use \"tls\" or \"starttls\""
        );
    }
    let port = in_range(raw.port, &format!("{key}.port"), 0, 1, 65535)? as u16;
    let timeout = in_range(
        raw.timeout_secs,
        &format!("{key}.timeout_secs"),
        DEFAULT_TIMEOUT_SECS,
        1,
        600,
    )?;
    if let Some(ca) = &raw.ca_file {
        check_ca_file(ca, &format!("{key}.ca_file"))?;
    }
    Ok(Server {
        host,
        port,
        security,
        user: required(raw.user, &format!("{key}.user"), "the login name")?,
        password: secret(
            raw.password,
            raw.password_env,
            &format!("{key}.password"),
            env,
        )?,
        ca_file: raw.ca_file,
        timeout: std::time::Duration::from_secs(u64::from(timeout)),
    })
}

/// A `ca_file` must be a readable PEM file with at least one certificate: checked when the
/// configuration is loaded, so that `yubin serve` refuses to start rather than run without
/// reading mail.
fn check_ca_file(path: &Path, key: &str) -> anyhow::Result<()> {
    let pem = std::fs::read(path)
        .with_context(|| format!("bad value for `{key}`: cannot read {}", path.display()))?;
    let text = String::from_utf8_lossy(&pem);
    if !text.contains("-----BEGIN CERTIFICATE-----") {
        bail!(
            "bad value for `{key}`: {} holds no PEM certificate (expected a              `-----BEGIN CERTIFICATE-----` block: the CA that signed the server's certificate)",
            path.display()
        );
    }
    Ok(())
}

impl Config {
    /// The engine's part of the configuration.
    pub fn engine_settings(&self) -> Settings {
        Settings {
            bot_address: self.bot.address.clone(),
            secret_key: self.bot.secret_key.clone(),
            default_days: self.games.days_per_move,
            mails_per_hour: self.limits.mails_per_hour,
            reminder_hours: self.games.reminder_hours,
            max_mail_bytes: self.limits.max_mail_kb as usize * 1024,
            error_replies_per_day: self.limits.error_replies_per_day,
            challenges_per_day: self.limits.challenges_per_day,
            newcomers_per_hour: self.limits.newcomers_per_hour,
            leave_days_per_year: self.games.leave_days_per_year,
            unsubscribe_https: self.unsubscribe_https.clone(),
            computer_max_level: self.computer.max_level,
            move_after_bounce_days: self.move_after_bounce_days,
        }
    }

    /// Reads and checks a configuration file, taking secrets from the process environment.
    ///
    /// # Errors
    /// The file cannot be read, or [`Config::parse`] fails; the message names the file.
    pub fn load(path: &Path) -> anyhow::Result<Config> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read the configuration file {}", path.display()))?;
        Config::parse(&text, &|var| std::env::var(var).ok())
            .with_context(|| format!("in the configuration file {}", path.display()))
    }

    /// Parses and checks a configuration; `env` looks up environment variables.
    ///
    /// # Errors
    /// TOML syntax errors, unknown keys, missing keys, values of the wrong type or range, and
    /// secrets whose environment variable is unset; each names the key and what is expected.
    pub fn parse(text: &str, env: &dyn Fn(&str) -> Option<String>) -> anyhow::Result<Config> {
        let raw: RawConfig =
            toml::from_str(text).map_err(|e| anyhow!("{}", e.to_string().trim_end()))?;
        let database = required(
            raw.database,
            "database",
            "the path of the SQLite database file",
        )?;
        let bot = required(
            raw.bot,
            "bot",
            "a [bot] table with address and secret_key_env",
        )?;
        let address = check_address(
            &required(
                bot.address,
                "bot.address",
                "the bot's mail address, like bot@example.org",
            )?,
            "bot.address",
        )?;
        let key = secret(bot.secret_key, bot.secret_key_env, "bot.secret_key", env)?;
        if key.len() < 16 {
            bail!(
                "bad value for `bot.secret_key`: only {} bytes; expected at least 16 random bytes \
                 (for example the output of `head -c 24 /dev/urandom | base64`)",
                key.len()
            );
        }
        let mail = required(
            raw.mail,
            "mail",
            "a [mail] table with mode = \"maildir\" or \"imap\"",
        )?;
        let mail = match mail.mode.as_deref() {
            Some("maildir") => {
                if mail.imap.is_some() || mail.smtp.is_some() {
                    bail!("`mail.imap` and `mail.smtp` are used only with mode = \"imap\"; remove them or change `mail.mode`");
                }
                Mail::Maildir {
                    spool: required(mail.spool, "mail.spool", "the spool directory")?,
                }
            }
            Some("imap") => {
                if mail.spool.is_some() {
                    bail!("`mail.spool` is used only with mode = \"maildir\"; remove it or change `mail.mode`");
                }
                Mail::Imap {
                    imap: server(mail.imap, "mail.imap", env)?,
                    smtp: server(mail.smtp, "mail.smtp", env)?,
                }
            }
            other => bail!(
                "bad value for `mail.mode`: {}; expected \"maildir\" or \"imap\"",
                other.map_or("missing".to_string(), |o| format!("{o:?}"))
            ),
        };
        let mut schedule = Schedules::defaults(matches!(mail, Mail::Maildir { .. }));
        if let Some(p) = &raw.schedule.poll {
            schedule.poll = Cron::parse("schedule.poll", p)?;
        }
        if let Some(p) = &raw.schedule.sweep {
            schedule.sweep = Cron::parse("schedule.sweep", p)?;
        }
        if raw
            .archive
            .title
            .as_deref()
            .is_some_and(|t| t.trim().is_empty())
        {
            bail!("bad value for `archive.title`: it is empty; leave it out for the default");
        }
        let archive_language = match raw.archive.language.as_deref() {
            None => yubin_domain::model::Language::En,
            Some(l) => yubin_domain::model::Language::parse(l).with_context(|| {
                format!("bad value for `archive.language`: {l:?}; expected \"en\" or \"ja\"")
            })?,
        };
        let trusted_servers = raw.trust.authserv_ids.unwrap_or_default();
        if let Some(bad) = trusted_servers
            .iter()
            .find(|id| id.is_empty() || id.contains(|c: char| c.is_whitespace() || c == ';'))
        {
            bail!(
                "bad value for `trust.authserv_ids`: {bad:?}; expected the authserv-ids (the \
                 first word of the `Authentication-Results` headers) of the servers that \
                 receive the bot's mail, e.g. [\"mx.example.org\"]"
            );
        }
        Ok(Config {
            unsubscribe_https: https_base(raw.unsubscribe.https_base)?,
            computer: raw.computer.check()?,
            move_after_bounce_days: in_range(
                raw.years.move_after_bounce_days,
                "years.move_after_bounce_days",
                DEFAULT_MOVE_AFTER_BOUNCE_DAYS.into(),
                1,
                365,
            )?,
            trusted_servers,
            schedule,
            archive: crate::archive::Options {
                dir: raw.archive.dir,
                every_move: raw.archive.every_move.unwrap_or(false),
                title: raw.archive.title,
                language: archive_language,
            },
            database,
            bot: Bot {
                address,
                name: bot.name.unwrap_or_else(|| "Yubin".to_string()),
                secret_key: key.into_bytes(),
            },
            mail,
            games: Games {
                days_per_move: in_range(raw.games.days_per_move, "games.days_per_move", 7, 1, 365)?,
                reminder_hours: in_range(
                    raw.games.reminder_hours,
                    "games.reminder_hours",
                    24,
                    0,
                    24 * 30,
                )?,
                leave_days_per_year: in_range(
                    raw.games.leave_days_per_year,
                    "games.leave_days_per_year",
                    30,
                    0,
                    366,
                )?,
            },
            limits: Limits {
                mails_per_hour: in_range(
                    raw.limits.mails_per_hour,
                    "limits.mails_per_hour",
                    Limits::default().mails_per_hour.into(),
                    1,
                    10_000,
                )?,
                max_mail_kb: in_range(
                    raw.limits.max_mail_kb,
                    "limits.max_mail_kb",
                    Limits::default().max_mail_kb.into(),
                    16,
                    100 * 1024,
                )?,
                error_replies_per_day: in_range(
                    raw.limits.error_replies_per_day,
                    "limits.error_replies_per_day",
                    Limits::default().error_replies_per_day.into(),
                    1,
                    10_000,
                )?,
                challenges_per_day: in_range(
                    raw.limits.challenges_per_day,
                    "limits.challenges_per_day",
                    Limits::default().challenges_per_day.into(),
                    1,
                    10_000,
                )?,
                newcomers_per_hour: in_range(
                    raw.limits.newcomers_per_hour,
                    "limits.newcomers_per_hour",
                    Limits::default().newcomers_per_hour.into(),
                    1,
                    100_000,
                )?,
            },
        })
    }
}

/// The bot address of the embedded default (`yubin serve` without `--config`).
pub const EMBEDDED_ADDRESS: &str = "bot@yubin.localhost";

impl Config {
    /// The embedded default, rooted at `dir`: the database `yubin.sqlite`, the Maildir spool
    /// `spool/`, the bot `bot@yubin.localhost`, and a random secret key kept in `yubin.key`
    /// (created on first use, readable by the owner only).
    ///
    /// # Errors
    /// The key file cannot be created or read, or holds fewer than 16 bytes.
    pub fn embedded(dir: &Path) -> anyhow::Result<Config> {
        let key_file = dir.join("yubin.key");
        if !key_file.exists() {
            let mut bytes = [0u8; 24];
            getrandom::fill(&mut bytes).map_err(|e| {
                anyhow::anyhow!("cannot get random bytes for a new secret key: {e}")
            })?;
            let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
            write_private(&key_file, &hex)
                .with_context(|| format!("cannot create the key file {}", key_file.display()))?;
        }
        warn_if_others_can_read(&key_file);
        let key = std::fs::read_to_string(&key_file)
            .with_context(|| format!("cannot read the key file {}", key_file.display()))?;
        let key = key.trim();
        if key.len() < 16 {
            bail!(
                "the key file {} holds only {} bytes; expected at least 16 (delete it and a new \
                 one is made, which invalidates the reply addresses of mails already sent)",
                key_file.display(),
                key.len()
            );
        }
        Ok(Config {
            database: dir.join("yubin.sqlite"),
            bot: Bot {
                address: EMBEDDED_ADDRESS.into(),
                name: "Yubin".into(),
                secret_key: key.as_bytes().to_vec(),
            },
            mail: Mail::Maildir {
                spool: dir.join("spool"),
            },
            games: Games {
                days_per_move: 7,
                reminder_hours: 24,
                leave_days_per_year: 30,
            },
            limits: Limits::default(),
            schedule: Schedules::defaults(true),
            archive: crate::archive::Options::default(),
            // What `yubin mail drop` writes is the local user's: whoever can write to the
            // spool can read its outbox, keys and all, so trusting it gives nothing away.
            trusted_servers: vec![crate::mail::auth::MAIL_DROP.to_string()],
            unsubscribe_https: None,
            computer: Computer::default(),
            move_after_bounce_days: DEFAULT_MOVE_AFTER_BOUNCE_DAYS,
        })
    }
}

/// Warns (in the log) when users other than the owner can read the key file `path`: with
/// the key, anyone can forge the reply address of any player.
fn warn_if_others_can_read(path: &Path) {
    use std::os::unix::fs::PermissionsExt as _;
    let Ok(meta) = std::fs::metadata(path) else {
        return;
    };
    let mode = meta.permissions().mode() & 0o777;
    if mode & 0o044 != 0 {
        tracing::warn!(
            key_file = %path.display(),
            mode = %format!("{mode:o}"),
            "other users can read the key file, and with it forge any player's reply address; \
             `chmod 600` it (and make a new key if it may have been read)"
        );
    }
}

#[cfg(unix)]
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write as _;
    use std::os::unix::fs::OpenOptionsExt as _;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    f.write_all(text.as_bytes())?;
    f.write_all(b"\n")
}

#[cfg(not(unix))]
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    std::fs::write(path, format!("{text}\n"))
}

#[cfg(test)]
mod tests;
