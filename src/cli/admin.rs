//! `yubin admin …` and `yubin status`: the operator's toolkit, on the database beside a
//! running service.
//!
//! None of these commands takes the service's lock file ([`crate::store::ServiceLock`]):
//! they read with single statements (the database runs in WAL mode, so a reader never waits
//! for the service nor blocks it), and each change is one short write transaction that waits
//! on SQLite's busy timeout while the service's transaction (one mail, one sweep) ends —
//! the same locking the service's own transactions use. A decision about a game
//! (`adjudicate`, `annul`, `resend`) is an input of the engine, like a mail or a deadline
//! ([`yubin_engine::admin`]), applied by the shell with its line in the admin log in one
//! transaction. The text outputs are in [`super::admin_show`].

use super::admin_show as show;
use crate::shell::Shell;
use crate::store::{ban_pattern, Store};
use anyhow::bail;
use std::path::PathBuf;
use yubin_domain::model::{GameId, GameResult};
use yubin_engine::admin::AdminAction;
use yubin_engine::Settings;
use yubin_rules::Color;

/// `yubin admin`.
#[derive(Debug, clap::Args)]
pub struct AdminArgs {
    /// The configuration file (default: the embedded database in the current folder).
    #[arg(long, value_name = "FILE", global = true)]
    pub config: Option<PathBuf>,
    /// Who acts, for the admin log (default: the user running the command).
    #[arg(long = "as", value_name = "NAME", global = true)]
    pub actor: Option<String>,
    /// What to do.
    #[command(subcommand)]
    pub command: AdminCommand,
}

/// The operator's commands.
#[derive(Debug, Clone, PartialEq, Eq, clap::Subcommand)]
pub enum AdminCommand {
    /// List the players (address, name, pseudonym, games, last mail); --search TEXT keeps
    /// those whose address, name or pseudonym contains TEXT.
    Players {
        /// Text to look for (any case).
        #[arg(long, value_name = "TEXT")]
        search: Option<String>,
    },
    /// List the games, newest first.
    Games {
        /// Only this player's (their address).
        #[arg(long, value_name = "ADDR")]
        player: Option<String>,
        /// Only challenges and games being played.
        #[arg(long)]
        running: bool,
    },
    /// A game's whole record: players, terms, moves, state, the mails in and out about it.
    Game {
        /// The game's number.
        id: i64,
    },
    /// A mail's processing record: its line of the inbound log, what became of it, the
    /// replies it caused and their delivery attempts.
    Mail {
        /// Its row in the inbound log (`yubin admin game N` lists them as `#ID`).
        id: i64,
    },
    /// End a game being played with RESULT (`1-0` or `black`, `0-1` or `white`, `1/2-1/2`
    /// or `draw`); both players are told, with the reason. Not rated.
    Adjudicate {
        /// The game's number.
        id: i64,
        /// The result.
        result: String,
        /// Why (both players read it).
        #[arg(long)]
        reason: String,
    },
    /// Annul a game being played or finished: it leaves the ratings and the standings, and
    /// both players are told, with the reason.
    Annul {
        /// The game's number.
        id: i64,
        /// Why (both players read it).
        #[arg(long)]
        reason: String,
    },
    /// Ban a sender (an address, or `@domain` for a whole domain): its mail is logged and
    /// not answered, and it cannot be challenged.
    Ban {
        /// `someone@example.org` or `@example.org`.
        target: String,
        /// Why (for the admin log; nobody else reads it).
        #[arg(long)]
        reason: String,
    },
    /// Lift a ban.
    Unban {
        /// As banned.
        target: String,
        /// Why.
        #[arg(long, default_value = "")]
        reason: String,
    },
    /// List the banned senders.
    Bans,
    /// Approve address change ID (`move to`) in its old address's place, when that address
    /// can no longer answer: once the new address has confirmed it and the old address has
    /// bounced for `[years] move_after_bounce_days` days (`yubin admin moves` shows it), the
    /// player's games, ratings and settings move and both addresses are told.
    ApproveMove {
        /// The request's number (the move keys name it: `bot+mID-…`).
        id: i64,
        /// Why (for the admin log).
        #[arg(long)]
        reason: String,
    },
    /// List the address changes that wait (`move to`): both addresses' confirmations, since
    /// when the old address bounces, and whether `approve-move` may approve it now.
    Moves,
    /// Send both players of a game its board as it stands, again.
    Resend {
        /// The game's number.
        id: i64,
        /// Why (for the admin log).
        #[arg(long, default_value = "")]
        reason: String,
    },
    /// The admin log: every change made by these commands, who made it, when and why.
    Log,
}

/// `yubin status`.
#[derive(Debug, clap::Args)]
pub struct StatusArgs {
    /// Print JSON rather than text.
    #[arg(long)]
    pub json: bool,
    /// The configuration file (default: the embedded database in the current folder).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
}

/// Runs `yubin admin …` and prints what it says.
///
/// # Errors
/// The configuration or the database cannot be opened, or the command fails (named).
pub fn run(args: AdminArgs) -> anyhow::Result<()> {
    let config = super::load_config(args.config.as_deref())?;
    let store = super::open_existing(&config.database)?;
    let actor = args.actor.clone().unwrap_or_else(os_user);
    let now = chrono::Utc::now().timestamp();
    print!(
        "{}",
        execute(store, &config.engine_settings(), &args.command, &actor, now)?
    );
    Ok(())
}

/// Runs `yubin status` and prints it.
///
/// # Errors
/// The configuration or the database cannot be opened.
pub fn run_status(args: StatusArgs) -> anyhow::Result<()> {
    let config = super::load_config(args.config.as_deref())?;
    let store = super::open_existing(&config.database)?;
    let now = chrono::Utc::now().timestamp();
    print!("{}", status(&store, args.json, now)?);
    Ok(())
}

/// `yubin status` at `now`: text, or JSON with `json`.
///
/// # Errors
/// The store fails.
pub fn status(store: &Store, json: bool, now: i64) -> anyhow::Result<String> {
    let s = store.status(now)?;
    Ok(if json {
        let mut v = serde_json::to_value(&s)?;
        v["now"] = now.into();
        serde_json::to_string_pretty(&v)? + "\n"
    } else {
        show::status(&s, now)
    })
}

/// The user running the command, for the admin log.
fn os_user() -> String {
    ["USER", "LOGNAME"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
        .unwrap_or_else(|| format!("uid {}", uid()))
}

/// The numeric user id, read from `/proc/self` (no `libc` call).
fn uid() -> String {
    use std::os::unix::fs::MetadataExt as _;
    std::fs::metadata("/proc/self").map_or_else(|_| "unknown".into(), |m| m.uid().to_string())
}

/// Carries out `cmd` on `store` as `actor` at `now`; returns what to print.
///
/// # Errors
/// A bad argument (named, with what is expected), a game the action does not apply to, or
/// the store fails.
pub fn execute(
    store: Store,
    settings: &Settings,
    cmd: &AdminCommand,
    actor: &str,
    now: i64,
) -> anyhow::Result<String> {
    let pseudonym = |a: &str| yubin_engine::profile::pseudonym(settings, a);
    match cmd {
        AdminCommand::Players { search } => {
            let rows = store.admin_players(search.as_deref(), pseudonym)?;
            Ok(show::players(&rows, &pseudonym))
        }
        AdminCommand::Games { player, running } => {
            let player = player.as_deref().map(yubin_domain::address::fold);
            let rows = store.admin_games(player.as_deref(), *running)?;
            Ok(show::games(&rows))
        }
        AdminCommand::Game { id } => {
            let (rec, game) = super::game_in(&store, GameId(*id), "")?;
            let moves = store.moves(GameId(*id))?;
            let out = store.admin_game_mails_out(&rec.setup.thread_root)?;
            let inbound = store.admin_game_mails_in(*id, &out)?;
            Ok(show::game(settings, &rec, &game, &moves, &inbound, &out))
        }
        AdminCommand::Mail { id } => {
            let Some(row) = store.admin_inbound(*id)? else {
                bail!("there is no mail {id} in the inbound log (`yubin admin game N` lists a game's)");
            };
            let replies = store.admin_replies_to(&row.sender, &row.message_id)?;
            Ok(show::mail(&row, &replies))
        }
        AdminCommand::Adjudicate { id, result, reason } => {
            let winner = parse_result(result)?;
            let reason = needed(reason)?;
            let action = AdminAction::Adjudicate(winner);
            let done = shell(store, settings).admin(GameId(*id), &action, reason, actor, now)?;
            Ok(format!(
                "game {id} adjudicated {}: {} mails queued\n",
                winner.map_or(GameResult::Draw, GameResult::Win).as_str(),
                done.mails
            ))
        }
        AdminCommand::Annul { id, reason } => {
            let reason = needed(reason)?;
            let done = shell(store, settings).admin(
                GameId(*id),
                &AdminAction::Annul,
                reason,
                actor,
                now,
            )?;
            let rerated = if done.rerated {
                "; the variant's ratings computed again without it"
            } else {
                ""
            };
            Ok(format!(
                "game {id} annulled: {} mails queued{rerated}\n",
                done.mails
            ))
        }
        AdminCommand::Resend { id, reason } => {
            let done = shell(store, settings).admin(
                GameId(*id),
                &AdminAction::Resend,
                reason.trim(),
                actor,
                now,
            )?;
            Ok(format!(
                "game {id}: its board queued for both players ({} mails)\n",
                done.mails
            ))
        }
        AdminCommand::Ban { target, reason } => {
            let pattern = ban_target(target, settings)?;
            let reason = needed(reason)?;
            let mut store = store;
            Ok(if store.ban(&pattern, reason, actor, now)? {
                format!("banned {pattern}: its mail is logged and not answered\n")
            } else {
                format!("{pattern} was banned already\n")
            })
        }
        AdminCommand::Unban { target, reason } => {
            let pattern = ban_target(target, settings)?;
            let mut store = store;
            Ok(if store.unban(&pattern, reason.trim(), actor, now)? {
                format!("the ban of {pattern} is lifted\n")
            } else {
                bail!("{pattern} is not banned (`yubin admin bans` lists the bans)")
            })
        }
        AdminCommand::Bans => Ok(show::bans(&store.bans()?)),
        AdminCommand::ApproveMove { id, reason } => {
            let reason = needed(reason)?;
            let mut shell = shell(store, settings);
            if let Err(why) = shell.approve_move(*id, reason, actor, now)? {
                bail!("address change {id} cannot be approved: {why}");
            }
            Ok(format!(
                "address change {id} approved: the player's address is changed and both addresses are told\n"
            ))
        }
        AdminCommand::Moves => Ok(show::moves(
            &store.admin_moves(now)?,
            now,
            settings.move_after_bounce_days,
        )),
        AdminCommand::Log => Ok(show::log(&store.admin_log()?)),
    }
}

fn shell(store: Store, settings: &Settings) -> Shell {
    Shell::new(store, settings.clone())
}

/// A reason given, trimmed; an empty one is refused.
fn needed(reason: &str) -> anyhow::Result<&str> {
    let r = reason.trim();
    if r.is_empty() {
        bail!("--reason is empty: say why (the players read it for a game; the log keeps it)");
    }
    Ok(r)
}

/// The winner a result names: `1-0`/`black`, `0-1`/`white`, `1/2-1/2`/`draw` (`None`).
fn parse_result(text: &str) -> anyhow::Result<Option<Color>> {
    match text.trim().to_ascii_lowercase().as_str() {
        "black" | "b" | "sente" => Ok(Some(Color::Black)),
        "white" | "w" | "gote" => Ok(Some(Color::White)),
        "draw" | "½-½" => Ok(None),
        t => match GameResult::parse(t) {
            Some(GameResult::Win(c)) => Ok(Some(c)),
            Some(GameResult::Draw) => Ok(None),
            None => bail!(
                "result `{text}`: expected 1-0 (or black), 0-1 (or white), or 1/2-1/2 (or draw)"
            ),
        },
    }
}

/// What `ban` and `unban` keep: a checked address, folded, or `@domain`.
fn ban_target(target: &str, settings: &Settings) -> anyhow::Result<String> {
    let t = target.trim();
    if let Some(domain) = t.strip_prefix('@') {
        let probe = format!("x@{domain}");
        yubin_domain::address::check(&probe)
            .map_err(|p| anyhow::anyhow!("`{t}`: not a mail domain ({p:?})"))?;
        let pattern = ban_pattern(t);
        let bot = ban_pattern(&settings.bot_address);
        if bot.ends_with(&pattern) {
            bail!("`{t}` is the bot's own domain: ban addresses of it one by one");
        }
        return Ok(pattern);
    }
    yubin_domain::address::check(t).map_err(|p| {
        anyhow::anyhow!(
            "`{t}`: not an address ({p:?}); give `someone@example.org` or `@example.org`"
        )
    })?;
    let pattern = ban_pattern(t);
    if pattern == ban_pattern(&settings.bot_address) {
        bail!("`{t}` is the bot's own address");
    }
    Ok(pattern)
}

#[cfg(test)]
mod tests {
    use super::parse_result;
    use yubin_rules::Color;

    #[test]
    fn results_are_read_in_both_forms() {
        assert_eq!(parse_result("1-0").unwrap(), Some(Color::Black));
        assert_eq!(parse_result("White").unwrap(), Some(Color::White));
        assert_eq!(parse_result("1/2-1/2").unwrap(), None);
        assert!(parse_result("2-0").is_err());
        assert!(parse_result("").is_err());
    }
}
