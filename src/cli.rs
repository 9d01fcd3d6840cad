//! The service's commands: `serve`, `mail drop`, `mail read`, `archive build` and `backup`;
//! and what the database commands of `yubin` do (`sfen --game`, `export`, `import`, `board`:
//! [`game_sfen`], [`export_game`], [`import_file`], [`board_svg`]).
//!
//! [`ServiceCommand`] is a clap subcommand enum meant to be flattened into the `yubin`
//! command line; [`run`] carries one out. Without `--config`, every command uses the embedded
//! default in the current folder ([`Config::embedded`]): the database `yubin.sqlite`, the
//! Maildir spool `spool/` and the key file `yubin.key`, so a whole game can be played from a
//! terminal with no mail server:
//!
//! ```text
//! yubin serve &                                     # keeps reading spool/new/
//! echo "challenge bob@example.test" | yubin mail drop --from alice@example.test
//! yubin mail read --to bob@example.test             # the challenge
//! echo accept | yubin mail drop --from bob@example.test --reply
//! echo P-8h   | yubin mail drop --from alice@example.test --reply
//! echo export | yubin mail drop --from alice@example.test --reply
//! yubin mail read --to alice@example.test --save records   # the records, into records/
//! ```
//!
//! `--reply` answers the bot's last mail to the sender about a game as a mail client does:
//! to its Reply-To address (which carries the player's key for the game), with
//! `In-Reply-To`, a `Re:` subject and the bot's mail quoted below the new text; `--game N`
//! picks the last mail about game N when the sender has several games. Until a service has
//! run in the folder, `mail drop` and `mail read` say on standard error that nothing answers
//! the spool yet.

pub mod admin;
pub mod admin_show;
pub mod backups;
pub mod engine;
pub mod save;

use crate::config::{Config, Mail};
use crate::mail::maildir::{Draft, SentMail, Spool};
use crate::store::Store;
use anyhow::{bail, Context as _};
use std::io::Read as _;
use std::path::{Path, PathBuf};
use yubin_domain::model::GameId;

/// The mail-service commands of `yubin`.
#[derive(Debug, clap::Subcommand)]
pub enum ServiceCommand {
    /// Run the mail service until SIGINT/SIGTERM (embedded Maildir spool by default; IMAP and
    /// SMTP with `mail.mode = "imap"` in the configuration).
    Serve {
        /// The configuration file (default: the embedded spool in the current folder).
        #[arg(long, value_name = "FILE")]
        config: Option<PathBuf>,
    },
    /// Play from a terminal: put mail into the spool, read what the bot sent.
    #[command(subcommand)]
    Mail(MailCommand),
    /// The static HTML archive of the public games (see README, "The archive").
    #[command(subcommand)]
    Archive(ArchiveCommand),
    /// Write a consistent copy of the database to DEST (while the service runs).
    Backup {
        /// The new file; it must not exist yet. With --keep: the folder of the dated copies.
        dest: PathBuf,
        /// The configuration file (default: the embedded database in the current folder).
        #[arg(long, value_name = "FILE")]
        config: Option<PathBuf>,
        /// Write the copy into the folder DEST as `yubin-YYYY-MM-DDTHHMMSSZ.sqlite` (UTC) and
        /// delete the oldest such copies there until N remain (nothing else is touched).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        keep: Option<u32>,
    },
    /// The operator's toolkit: players, games, mails, decisions, bans (safe while the
    /// service runs; see README, "Operating it").
    Admin(admin::AdminArgs),
    /// The service's state: queues, the loop's last pass, failures, the next deadline, counts.
    Status(admin::StatusArgs),
}

/// `yubin archive …`.
#[derive(Debug, clap::Subcommand)]
pub enum ArchiveCommand {
    /// Write the whole site into DIR (default: `archive.dir` of the configuration); files of
    /// the archive that it no longer has are deleted. Safe while the service runs.
    Build {
        /// The site's folder (created as needed).
        dir: Option<PathBuf>,
        /// The configuration file (default: the embedded database in the current folder).
        #[arg(long, value_name = "FILE")]
        config: Option<PathBuf>,
    },
}

/// `yubin mail …`.
#[derive(Debug, clap::Subcommand)]
pub enum MailCommand {
    /// Put a mail into the spool's new/ as sent by --from; the body comes from FILE or stdin.
    Drop(DropArgs),
    /// Print the mails the bot sent: headers, the names of files attached and the text
    /// part; with --save DIR, write the attached files into DIR.
    Read(ReadArgs),
}

/// `yubin mail drop`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct DropArgs {
    /// The sender's address.
    #[arg(long, value_name = "ADDR")]
    pub from: String,
    /// The recipient (default: the bot's address).
    #[arg(long, value_name = "ADDR", conflicts_with = "reply")]
    pub to: Option<String>,
    /// The subject.
    #[arg(long, short = 's', value_name = "S")]
    pub subject: Option<String>,
    /// Answer the bot's last mail to --from about a game (its Reply-To, threading, quoted
    /// text); the last mail of all when none is about a game.
    #[arg(long)]
    pub reply: bool,
    /// With --reply (implied): answer the bot's last mail to --from about game N.
    #[arg(long, value_name = "N", conflicts_with = "to")]
    pub game: Option<i64>,
    /// The body: a file, or `-` (the default) for standard input.
    #[arg(value_name = "FILE|-")]
    pub file: Option<PathBuf>,
    /// The configuration file (default: the embedded spool in the current folder).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
}

/// `yubin mail read`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ReadArgs {
    /// Only mails to this address.
    #[arg(long, value_name = "ADDR")]
    pub to: Option<String>,
    /// Every mail, not only the last one.
    #[arg(long)]
    pub all: bool,
    /// Write the files attached to the mails shown (an `export`'s records) into DIR,
    /// created if needed. Names are made safe (no folders, no leading dots) and nothing is
    /// overwritten: a name taken gets -2, -3, … before its extension.
    #[arg(long, value_name = "DIR")]
    pub save: Option<PathBuf>,
    /// The configuration file (default: the embedded spool in the current folder).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
}

/// The configuration named by `--config`, or the embedded default in the current folder.
///
/// # Errors
/// The file is unreadable or wrong ([`Config::load`]), or the embedded key cannot be made.
pub fn load_config(path: Option<&Path>) -> anyhow::Result<Config> {
    match path {
        Some(p) => Config::load(p),
        None => Config::embedded(&std::env::current_dir().context("no current folder")?),
    }
}

fn spool_of(config: &Config) -> anyhow::Result<Spool> {
    match &config.mail {
        Mail::Maildir { spool } => Spool::open(spool),
        Mail::Imap { .. } => bail!(
            "`yubin mail` works on the Maildir spool, but the configuration has mail.mode = \
             \"imap\"; send real mail to {} instead",
            config.bot.address
        ),
    }
}

/// Carries out one command.
///
/// # Errors
/// Whatever the command runs into, with the file or value at fault named.
pub fn run(cmd: ServiceCommand) -> anyhow::Result<()> {
    match cmd {
        ServiceCommand::Serve { config } => {
            let config = load_config(config.as_deref())?;
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .context("cannot start the async runtime")?;
            // Inside the runtime: lettre's connection pool needs it to be built and dropped.
            rt.block_on(crate::serve::run(&config))
        }
        ServiceCommand::Archive(ArchiveCommand::Build { dir, config }) => {
            let config = load_config(config.as_deref())?;
            let Some(dir) = dir.or_else(|| config.archive.dir.clone()) else {
                bail!("give the site's folder: `yubin archive build DIR`, or set `archive.dir`");
            };
            let store = open_existing(&config.database)?;
            let settings = config.engine_settings();
            let now = chrono::Utc::now().timestamp();
            let w = crate::archive::build(&store, &settings, &config.archive, &dir, now)?;
            for p in &w.problems {
                eprintln!("left out: {p}");
            }
            println!(
                "wrote {} files ({} games) into {}; deleted {}",
                w.files,
                w.games,
                dir.display(),
                w.deleted
            );
            Ok(())
        }
        ServiceCommand::Mail(MailCommand::Drop(args)) => {
            let config = load_config(args.config.as_deref())?;
            let spool = spool_of(&config)?;
            let body = match args.file.as_deref() {
                None => read_stdin()?,
                Some(p) if p == Path::new("-") => read_stdin()?,
                Some(p) => std::fs::read_to_string(p)
                    .with_context(|| format!("cannot read the body from {}", p.display()))?,
            };
            let (path, id) = drop_mail(&spool, &config.bot.address, &args, &body)?;
            println!("dropped <{id}> as {}", path.display());
            if let Some(note) = no_service_yet(&config, args.config.as_deref(), "the mail waits") {
                eprintln!("{note}");
            }
            let max_kb = u64::from(config.limits.max_mail_kb);
            if std::fs::metadata(&path).is_ok_and(|m| m.len() > max_kb * 1024) {
                eprintln!(
                    "note: the mail is larger than limits.max_mail_kb ({max_kb} KiB): the bot \
                     will answer it with a refusal and not read its text"
                );
            }
            Ok(())
        }
        ServiceCommand::Mail(MailCommand::Read(args)) => {
            let config = load_config(args.config.as_deref())?;
            let spool = spool_of(&config)?;
            let (to, save) = (args.to.as_deref(), args.save.as_deref());
            print!("{}", read_mail_saving(&spool, to, args.all, save)?);
            let what = "the bot has sent nothing: mail dropped waits";
            if let Some(note) = no_service_yet(&config, args.config.as_deref(), what) {
                eprintln!("{note}");
            }
            Ok(())
        }
        ServiceCommand::Admin(args) => admin::run(args),
        ServiceCommand::Status(args) => admin::run_status(args),
        ServiceCommand::Backup { dest, config, keep } => {
            let config = load_config(config.as_deref())?;
            let Some(keep) = keep else {
                backup(&config.database, &dest)?;
                println!("backup written to {}", dest.display());
                return Ok(());
            };
            let done = backups::backup_keeping(&config.database, &dest, keep, chrono::Utc::now())?;
            println!("backup written to {}", done.written.display());
            for old in &done.deleted {
                println!("old backup deleted: {}", old.display());
            }
            Ok(())
        }
    }
}

/// A note for `mail drop` and `mail read` when no service ever ran on the configuration's
/// database (its lock file is missing, [`crate::store::ServiceLock::ever_taken`]): nothing
/// reads the spool's `new/` until `yubin serve` runs, so `what` (`the mail waits`) there.
/// `config_path` is the `--config` given, if any.
fn no_service_yet(config: &Config, config_path: Option<&Path>, what: &str) -> Option<String> {
    if crate::store::ServiceLock::ever_taken(&config.database) != Some(false) {
        return None;
    }
    let Mail::Maildir { spool } = &config.mail else {
        return None;
    };
    let new = spool.join("new");
    Some(match config_path {
        None => {
            // The embedded default: the spool of the current folder, named as the user knows it.
            let here = std::env::current_dir().ok();
            let new = here
                .and_then(|h| new.strip_prefix(h).ok().map(Path::to_path_buf))
                .unwrap_or(new);
            format!(
                "note: no service has run in this folder yet, so {what} in {}/ until \
                 `yubin serve` runs here",
                new.display()
            )
        }
        Some(file) => format!(
            "note: no service has run on the database {} yet, so {what} in {}/ until \
             `yubin serve --config {}` runs",
            config.database.display(),
            new.display(),
            file.display()
        ),
    })
}

fn read_stdin() -> anyhow::Result<String> {
    let mut s = String::new();
    std::io::stdin()
        .read_to_string(&mut s)
        .context("cannot read the body from standard input (is it UTF-8 text?)")?;
    Ok(s)
}

/// `yubin mail drop`: puts a mail with `body` into the spool; returns its file and
/// Message-ID.
///
/// # Errors
/// The mail is empty, an address is malformed, `--reply` finds no mail of the bot to the
/// sender, or the file cannot be written.
pub fn drop_mail(
    spool: &Spool,
    bot: &str,
    args: &DropArgs,
    body: &str,
) -> anyhow::Result<(PathBuf, String)> {
    if body.trim().is_empty() && args.subject.as_deref().unwrap_or("").trim().is_empty() {
        bail!("the mail is empty: give a body (a FILE, or text on standard input) or --subject");
    }
    let mut draft = Draft {
        from: args.from.trim().to_string(),
        to: args.to.clone().unwrap_or_else(|| bot.to_string()),
        subject: args.subject.clone().unwrap_or_default(),
        body: body.to_string(),
        in_reply_to: None,
    };
    if args.reply || args.game.is_some() {
        let last = last_mail_to(spool, bot, &draft.from, args.game)?;
        draft.to = last.reply_to.clone().unwrap_or_else(|| bot.to_string());
        if args.subject.is_none() {
            draft.subject = format!("Re: {}", last.subject);
        }
        draft.in_reply_to = Some(last.message_id.clone());
        let quoted: String = last.text.lines().map(|l| format!("> {l}\n")).collect();
        draft.body = format!(
            "{}\n\nOn {}, Yubin <{bot}> wrote:\n{quoted}",
            body.trim_end(),
            chrono::Utc::now().format("%a, %-d %b %Y at %H:%M"),
        );
    }
    spool.drop_mail(&draft)
}

/// The bot's mail that `--reply` answers: the last one to `from` about game `game`, or
/// without a game the last one about any game (a `help` or `games` answer carries no game
/// key, and a move must not be sent to it), else the last one of all.
fn last_mail_to(
    spool: &Spool,
    bot: &str,
    from: &str,
    game: Option<i64>,
) -> anyhow::Result<SentMail> {
    use yubin_domain::{address::fold, token::parse_recipient};
    let from = fold(from);
    let mut mails: Vec<SentMail> = spool
        .sent()?
        .into_iter()
        .filter(|m| fold(&m.to) == from)
        .collect();
    let game_of = |m: &SentMail| {
        m.reply_to
            .as_deref()
            .and_then(|r| parse_recipient(bot, r))
            .map(|(g, _)| g)
    };
    if mails.is_empty() {
        bail!("--reply: the bot has sent no mail to {from} yet; drop a mail without --reply");
    }
    let found = match game {
        Some(n) => mails
            .iter()
            .rposition(|m| game_of(m) == Some(GameId(n)))
            .with_context(|| {
                format!("--game {n}: the bot has sent no mail about game {n} to {from}")
            })?,
        None => mails
            .iter()
            .rposition(|m| game_of(m).is_some())
            .unwrap_or(mails.len() - 1),
    };
    Ok(mails.swap_remove(found))
}

/// `yubin mail read`: the bot's mails (the last one, or `all`), optionally only to `to`,
/// as headers (with the names of the files attached) and text.
///
/// # Errors
/// The outbox cannot be read.
pub fn read_mail(spool: &Spool, to: Option<&str>, all: bool) -> anyhow::Result<String> {
    read_mail_saving(spool, to, all, None)
}

/// [`read_mail`], and with `save` (`--save DIR`) the files attached to the mails shown
/// written into that folder ([`save::save`]: safe names, nothing overwritten), each file
/// written named below its mail.
///
/// # Errors
/// The outbox cannot be read, or a file cannot be written (those written before stay).
pub fn read_mail_saving(
    spool: &Spool,
    to: Option<&str>,
    all: bool,
    save: Option<&Path>,
) -> anyhow::Result<String> {
    let mut mails: Vec<SentMail> = spool
        .sent()?
        .into_iter()
        .filter(|m| {
            to.is_none_or(|t| yubin_domain::address::fold(&m.to) == yubin_domain::address::fold(t))
        })
        .collect();
    if mails.is_empty() {
        return Ok(match to {
            Some(t) => format!("The bot has sent no mail to {t} yet.\n"),
            None => "The bot has sent no mail yet.\n".to_string(),
        });
    }
    if !all {
        mails.drain(..mails.len() - 1);
    }
    let mut out = String::new();
    for m in &mails {
        out.push_str(&format!("To: {}\n", m.to));
        if let Some(r) = &m.reply_to {
            out.push_str(&format!("Reply-To: {r}\n"));
        }
        out.push_str(&format!(
            "Subject: {}\nMessage-ID: <{}>\n",
            m.subject, m.message_id
        ));
        for (i, f) in m.files.iter().enumerate() {
            let name = save::safe_name(f.name.as_deref(), i + 1);
            out.push_str(&format!("Attached: {name} ({} bytes)\n", f.content.len()));
        }
        out.push_str(&format!("\n{}\n", m.text));
        if let Some(dir) = save.filter(|_| !m.files.is_empty()) {
            for s in save::save(dir, &m.files)? {
                out.push_str(&format!("wrote {} ({} bytes", s.path.display(), s.bytes));
                if let Some(named) = &s.named {
                    out.push_str(&format!("; attached as {named}"));
                }
                out.push_str(")\n");
            }
            out.push('\n');
        }
    }
    let files = mails.iter().any(|m| !m.files.is_empty());
    match (save, files) {
        (Some(_), false) => {
            out.push_str("No file is attached to the mails shown: nothing was written.\n");
        }
        (None, true) => out.push_str("(`--save DIR` writes the attached files into DIR.)\n"),
        _ => {}
    }
    Ok(out)
}

/// `yubin sfen --game N`: the SFEN of game `id`'s current position in the database at `db`
/// (the start position of a game not yet accepted).
///
/// # Errors
/// There is no database at `db`, no game `id`, or its stored record cannot be replayed.
pub fn game_sfen(db: &Path, id: i64) -> anyhow::Result<String> {
    let (_, game) = stored_game(db, GameId(id))?;
    Ok(yubin_rules::notation::sfen::write(game.position()))
}

/// `yubin board --game N`: game `id` of the database at `db`, replayed (the start position
/// of a game not yet accepted).
///
/// # Errors
/// There is no database at `db`, no game `id`, or its stored record cannot be replayed.
pub fn stored_game_of(db: &Path, id: i64) -> anyhow::Result<yubin_rules::Game> {
    Ok(stored_game(db, GameId(id))?.1)
}

/// `yubin board`: the picture of `game` after `ply` plies (its last by default), the last of
/// them marked, as an SVG document (`what` names the game for an error: `game 3`).
///
/// # Errors
/// `ply` is beyond the game's last ply.
pub fn board_svg(
    game: &yubin_rules::Game,
    ply: Option<usize>,
    style: yubin_text::picture::Style,
    what: &str,
) -> anyhow::Result<String> {
    let plies = game.moves().len();
    let ply = ply.unwrap_or(plies);
    let Some((pos, marks)) = yubin_text::picture::at_ply(game, ply) else {
        bail!("--ply {ply}: {what} has {plies} plies (0 is the start)");
    };
    Ok(yubin_text::picture::svg(&pos, marks.as_ref(), style))
}

/// Game `id` of the database at `db`: its record and the game after its moves.
///
/// # Errors
/// There is no database at `db`, no game `id`, or its stored record cannot be replayed.
fn stored_game(
    db: &Path,
    id: GameId,
) -> anyhow::Result<(yubin_domain::model::GameRecord, yubin_rules::Game)> {
    game_in(&open_existing(db)?, id, &format!(" in {}", db.display()))
}

/// Game `id` of `store`: its record and the game after its moves.
/// (`place` says where, for the error: ` in yubin.sqlite`).
pub(crate) fn game_in(
    store: &Store,
    id: GameId,
    place: &str,
) -> anyhow::Result<(yubin_domain::model::GameRecord, yubin_rules::Game)> {
    let rec = store
        .game(id)?
        .with_context(|| format!("there is no game {id}{place}"))?;
    let moves = store.moves(id)?;
    let game = yubin_engine::snapshot::replay(&rec, &moves)
        .map_err(|e| anyhow::anyhow!("game {id} cannot be replayed: {e}"))?;
    Ok((rec, game))
}

/// `yubin export --game N --format F`: game `id` of the database at `db` as a file in
/// `format`, its players under their display names (or pseudonyms, keyed by `settings`).
///
/// # Errors
/// There is no database at `db`, no game `id`, or its stored record cannot be replayed.
pub fn export_game(
    db: &Path,
    settings: &yubin_engine::Settings,
    id: GameId,
    format: yubin_records::Format,
) -> anyhow::Result<yubin_engine::records::export::Export> {
    let (rec, game) = stored_game(db, id)?;
    export_record(settings, &rec, &game, format)
}

/// [`export_game`] from an open store.
///
/// # Errors
/// There is no game `id`, or its stored record cannot be replayed.
pub fn export_stored(
    store: &Store,
    settings: &yubin_engine::Settings,
    id: GameId,
    format: yubin_records::Format,
) -> anyhow::Result<yubin_engine::records::export::Export> {
    let (rec, game) = game_in(store, id, "")?;
    export_record(settings, &rec, &game, format)
}

fn export_record(
    settings: &yubin_engine::Settings,
    rec: &yubin_domain::model::GameRecord,
    game: &yubin_rules::Game,
    format: yubin_records::Format,
) -> anyhow::Result<yubin_engine::records::export::Export> {
    let id = rec.id;
    let names = yubin_engine::profile::record_names(settings, rec);
    let names = [names[0].as_str(), names[1].as_str()];
    let site = yubin_engine::records::export::site(settings);
    yubin_engine::records::export::export(rec, game, names, site, format)
        .map_err(|e| anyhow::anyhow!("game {id} cannot be written as {}: {e}", format.name()))
}

/// `yubin import FILE`: the record at `file` read as `req` says and stored in the database
/// at `db` (created if there is none) as a new finished game; returns its number and the
/// game read.
///
/// # Errors
/// The file cannot be read or is refused ([`yubin_engine::records::import::read`]: what is wrong,
/// with the line at fault), a player's name is held by a player of the server, or the
/// database fails.
pub fn import_file(
    db: &Path,
    file: &Path,
    req: &yubin_engine::records::import::Request,
    now: i64,
) -> anyhow::Result<(
    yubin_domain::model::GameId,
    yubin_engine::records::import::Imported,
)> {
    use yubin_records::import::MAX_BYTES;
    let size = std::fs::metadata(file)
        .with_context(|| format!("cannot read {}", file.display()))?
        .len();
    if size > MAX_BYTES as u64 {
        bail!(
            "{}: the file has {size} bytes; records larger than {} MiB are not imported",
            file.display(),
            MAX_BYTES >> 20
        );
    }
    let mut bytes = Vec::new();
    std::fs::File::open(file)
        .and_then(|f| f.take(MAX_BYTES as u64 + 1).read_to_end(&mut bytes))
        .with_context(|| format!("cannot read {}", file.display()))?;
    let name = file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    import_into(&mut Store::open(db)?, &bytes, &name, req, now)
        .map_err(|e| anyhow::anyhow!("{}: {e:#}", file.display()))
}

/// [`import_file`] of the file `bytes` called `name`, into an open store.
///
/// # Errors
/// As [`import_file`].
pub fn import_into(
    store: &mut Store,
    bytes: &[u8],
    name: &str,
    req: &yubin_engine::records::import::Request,
    now: i64,
) -> anyhow::Result<(
    yubin_domain::model::GameId,
    yubin_engine::records::import::Imported,
)> {
    let imported = yubin_engine::records::import::read(bytes, name, req, now)?;
    let tx = store.transaction()?;
    let id = tx.import_game(&imported, name, now)?;
    tx.commit()?;
    Ok((id, imported))
}

/// `yubin backup`: a consistent copy of the database at `db` written to `dest`.
///
/// # Errors
/// There is no database at `db`, `dest` exists, or the copy fails.
pub fn backup(db: &Path, dest: &Path) -> anyhow::Result<()> {
    open_existing(db)?.backup(dest)
}

/// The database at `db`, which a command that only reads must not create.
pub(crate) fn open_existing(db: &Path) -> anyhow::Result<Store> {
    if !db.exists() {
        bail!(
            "there is no database at {}; run `yubin serve` first or pass --config",
            db.display()
        );
    }
    Store::open(db)
}
