//! What the operator's commands read and write (`yubin admin …`, `yubin status`; migration
//! 0031): players, games and mails as the operator sees them (addresses included), the
//! admin log, the banned senders, and the service loop's last pass.
//!
//! These run beside a running service: reads are single statements (WAL: they never block
//! the service), and writes are short transactions of their own, waiting on SQLite's busy
//! timeout like the service's; no command here takes the service's lock file.

use super::{Store, Tx};
use anyhow::Context as _;
use rusqlite::{params, OptionalExtension as _};

/// A player as `yubin admin players` lists them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    /// Their address.
    pub address: String,
    /// The name they chose (empty: none).
    pub name: String,
    /// Games they played or were challenged to.
    pub games: u32,
    /// When they last wrote to the bot (`None`: never).
    pub last_seen: Option<i64>,
}

/// A game as `yubin admin games` lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    /// The number.
    pub id: i64,
    /// Its variant's name.
    pub variant: String,
    /// Black's and White's addresses.
    pub players: [String; 2],
    /// `challenged`, `active`, `finished`, …
    pub state: String,
    /// `1-0`, … (finished only).
    pub result: Option<String>,
    /// Plies played.
    pub plies: u32,
    /// Its tournament, if any.
    pub tournament: Option<i64>,
}

/// A row of the inbound log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboundRow {
    /// The log's row id (`yubin admin mail ID`).
    pub id: i64,
    /// As logged (without `<>`).
    pub message_id: String,
    /// The sender.
    pub sender: String,
    /// The subject.
    pub subject: String,
    /// When it was read.
    pub received_at: i64,
    /// `processed`, `rejected` or `ignored`.
    pub status: String,
    /// What the service noted.
    pub note: String,
    /// The text kept (only for mails not acted on).
    pub body: String,
    /// It carried a reply key.
    pub keyed: bool,
}

/// A row of the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxRow {
    /// Its Message-ID (without `<>`).
    pub message_id: String,
    /// The mail it answers, if any.
    pub in_reply_to: Option<String>,
    /// The recipient.
    pub recipient: String,
    /// The subject.
    pub subject: String,
    /// When it was queued.
    pub created_at: i64,
    /// `pending`, `sent` or `failed`.
    pub state: String,
    /// Attempts at sending it.
    pub attempts: u32,
    /// The last failure.
    pub last_error: Option<String>,
}

/// A line of the admin log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdminEntry {
    /// When.
    pub at: i64,
    /// Who (the OS user, or `--as`).
    pub actor: String,
    /// `adjudicate`, `annul`, `ban`, `unban`, `resend`.
    pub action: String,
    /// On what.
    pub target: String,
    /// Why.
    pub reason: String,
}

/// A banned sender.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ban {
    /// A folded address, or `@domain`.
    pub pattern: String,
    /// Why.
    pub reason: String,
    /// When.
    pub banned_at: i64,
    /// Who banned it.
    pub actor: String,
}

/// The figures of `yubin status`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Status {
    /// Mails queued and not sent yet.
    pub outbox_unsent: u32,
    /// Mails given up on.
    pub outbox_failed: u32,
    /// Inbound mails set aside after failing.
    pub mails_set_aside: u32,
    /// Inbound mails that failed at least once and are not set aside yet.
    pub attempts_failing: u32,
    /// The end of the service loop's last pass (`None`: no service ever recorded one).
    pub last_pass: Option<i64>,
    /// When that service started.
    pub service_started: Option<i64>,
    /// Passes since it started.
    pub passes: u64,
    /// Outgoing mails with an error in the last day, inbound mails that failed in it.
    pub failures_last_day: u32,
    /// The next reminder or deadline of an active game.
    pub next_deadline: Option<i64>,
    /// Players.
    pub players: u32,
    /// Games, by state.
    pub games: GameCounts,
    /// Tournaments, all of them, and those open or running.
    pub tournaments: u32,
    /// Tournaments open or running.
    pub tournaments_open: u32,
    /// Banned senders.
    pub bans: u32,
}

/// Games by state.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct GameCounts {
    /// Challenges waiting.
    pub challenged: u32,
    /// Being played.
    pub active: u32,
    /// Over.
    pub finished: u32,
    /// Aborted, declined or annulled.
    pub other: u32,
}

/// The pattern a ban is kept under: `@domain` for a domain, else the folded address.
pub fn ban_pattern(text: &str) -> String {
    yubin_domain::address::fold(text.trim())
}

impl Store {
    /// Every player whose address, name or `pseudonym(address)` contains `search` (all of
    /// them without it, ignoring case), by address.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn admin_players(
        &self,
        search: Option<&str>,
        pseudonym: impl Fn(&str) -> String,
    ) -> anyhow::Result<Vec<PlayerRow>> {
        let mut stmt = self.conn.prepare(
            "SELECT p.address, p.display_name, \
             (SELECT count(*) FROM games g WHERE g.black_id = p.id OR g.white_id = p.id), \
             (SELECT max(received_at) FROM inbound i WHERE i.sender = p.address) \
             FROM players p WHERE p.address NOT LIKE '%@imported.invalid' ORDER BY p.address",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(PlayerRow {
                address: r.get(0)?,
                name: r.get(1)?,
                games: r.get(2)?,
                last_seen: r.get(3)?,
            })
        })?;
        let needle = search.map(str::to_lowercase);
        let mut out = Vec::new();
        for row in rows {
            let row = row?;
            let hit = needle.as_deref().is_none_or(|n| {
                row.address.to_lowercase().contains(n)
                    || row.name.to_lowercase().contains(n)
                    || pseudonym(&row.address).contains(n)
            });
            if hit {
                out.push(row);
            }
        }
        Ok(out)
    }

    /// Games, newest first: of the player of `address` only, and only the ones being played
    /// (challenged or active) with `running`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn admin_games(
        &self,
        address: Option<&str>,
        running: bool,
    ) -> anyhow::Result<Vec<GameRow>> {
        let mut stmt = self.conn.prepare(
            "SELECT g.id, g.variant, b.address, w.address, g.state, g.result, \
             (SELECT count(*) FROM moves m WHERE m.game_id = g.id), g.tournament_id \
             FROM games g JOIN players b ON b.id = g.black_id JOIN players w ON w.id = g.white_id \
             WHERE (?1 IS NULL OR b.address = ?1 OR w.address = ?1) \
             AND (?2 = 0 OR g.state IN ('challenged', 'active')) ORDER BY g.id DESC",
        )?;
        let rows = stmt.query_map(params![address, running], |r| {
            Ok(GameRow {
                id: r.get(0)?,
                variant: r.get(1)?,
                players: [r.get(2)?, r.get(3)?],
                state: r.get(4)?,
                result: r.get(5)?,
                plies: r.get(6)?,
                tournament: r.get(7)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The mails the bot queued about the game whose thread starts at `root`, oldest first.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn admin_game_mails_out(&self, root: &str) -> anyhow::Result<Vec<OutboxRow>> {
        self.outbox_rows(
            "message_id = ?1 OR in_reply_to = ?1 OR instr(' ' || refs || ' ', ' ' || ?1 || ' ') > 0",
            root,
        )
    }

    /// The mails read about game `id`: those that carried its moves, and those the mails
    /// `out` (its thread) answer, oldest first.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn admin_game_mails_in(
        &self,
        id: i64,
        out: &[OutboxRow],
    ) -> anyhow::Result<Vec<InboundRow>> {
        let mut ids: Vec<String> = out.iter().filter_map(|o| o.in_reply_to.clone()).collect();
        let mut stmt = self
            .conn
            .prepare("SELECT message_id FROM moves WHERE game_id = ?1")?;
        for m in stmt.query_map([id], |r| r.get::<_, String>(0))? {
            ids.push(m?);
        }
        ids.sort();
        ids.dedup();
        let mut rows = Vec::new();
        for m in ids {
            rows.extend(self.inbound_rows("message_id = ?1", &m)?);
        }
        rows.sort_by_key(|r| (r.received_at, r.id));
        Ok(rows)
    }

    /// The inbound log's row `id`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn admin_inbound(&self, id: i64) -> anyhow::Result<Option<InboundRow>> {
        Ok(self.inbound_rows("id = ?1", &id.to_string())?.pop())
    }

    /// The mails the bot queued in answer to the mail `message_id` from `sender`: those
    /// named after it ([`yubin_engine::context::reply_stem`]; the other player's mails of a
    /// move among them) and those that answer it.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn admin_replies_to(
        &self,
        sender: &str,
        message_id: &str,
    ) -> anyhow::Result<Vec<OutboxRow>> {
        let stem = yubin_engine::context::reply_stem(sender, message_id);
        let mut stmt = self.conn.prepare(
            "SELECT id FROM outbox WHERE in_reply_to = ?1 OR substr(message_id, 1, length(?2) + 1) = ?2 || '.'              ORDER BY created_at, id",
        )?;
        let ids: Vec<i64> = stmt
            .query_map(params![message_id, stem], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        let mut out = Vec::new();
        for id in ids {
            out.extend(self.outbox_rows("id = ?1", &id.to_string())?);
        }
        Ok(out)
    }

    fn outbox_rows(&self, filter: &str, arg: &str) -> anyhow::Result<Vec<OutboxRow>> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT message_id, in_reply_to, recipient, subject, created_at, state, attempts, \
             last_error FROM outbox WHERE {filter} ORDER BY created_at, id"
        ))?;
        let rows = stmt.query_map([arg], |r| {
            Ok(OutboxRow {
                message_id: r.get(0)?,
                in_reply_to: r.get(1)?,
                recipient: r.get(2)?,
                subject: r.get(3)?,
                created_at: r.get(4)?,
                state: r.get(5)?,
                attempts: r.get(6)?,
                last_error: r.get(7)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn inbound_rows(&self, filter: &str, arg: &str) -> anyhow::Result<Vec<InboundRow>> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT id, message_id, sender, subject, received_at, status, note, body, keyed \
             FROM inbound WHERE {filter} ORDER BY received_at, id"
        ))?;
        let rows = stmt.query_map([arg], |r| {
            Ok(InboundRow {
                id: r.get(0)?,
                message_id: r.get(1)?,
                sender: r.get(2)?,
                subject: r.get(3)?,
                received_at: r.get(4)?,
                status: r.get(5)?,
                note: r.get(6)?,
                body: r.get(7)?,
                keyed: r.get(8)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The admin log, oldest first.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn admin_log(&self) -> anyhow::Result<Vec<AdminEntry>> {
        let mut stmt = self
            .conn
            .prepare("SELECT at, actor, action, target, reason FROM admin_log ORDER BY id")?;
        let rows = stmt.query_map([], |r| {
            Ok(AdminEntry {
                at: r.get(0)?,
                actor: r.get(1)?,
                action: r.get(2)?,
                target: r.get(3)?,
                reason: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every banned sender, by pattern.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn bans(&self) -> anyhow::Result<Vec<Ban>> {
        let mut stmt = self
            .conn
            .prepare("SELECT pattern, reason, banned_at, actor FROM bans ORDER BY pattern")?;
        let rows = stmt.query_map([], |r| {
            Ok(Ban {
                pattern: r.get(0)?,
                reason: r.get(1)?,
                banned_at: r.get(2)?,
                actor: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Records the end of a pass of the service loop started at `started_at` (the first
    /// pass of a run resets the count).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn record_pass(&self, started_at: i64, now: i64) -> anyhow::Result<()> {
        self.conn
            .prepare_cached(
                "INSERT INTO service_state (id, started_at, last_pass, passes, pid) \
                 VALUES (1, ?1, ?2, 1, ?3) ON CONFLICT (id) DO UPDATE SET \
                 passes = CASE WHEN started_at = ?1 THEN passes + 1 ELSE 1 END, \
                 started_at = ?1, last_pass = ?2, pid = ?3",
            )?
            .execute(params![started_at, now, std::process::id()])
            .context("cannot record the service loop's pass")?;
        Ok(())
    }

    /// The figures of `yubin status` at `now`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn status(&self, now: i64) -> anyhow::Result<Status> {
        let c = &self.conn;
        let count = |sql: &str| -> anyhow::Result<u32> {
            Ok(c.query_row(sql, params![now - 86_400], |r| r.get(0))?)
        };
        let pass: Option<(i64, i64, i64)> = c
            .query_row(
                "SELECT started_at, last_pass, passes FROM service_state WHERE id = 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()?;
        let mut games = GameCounts::default();
        let mut stmt = c.prepare("SELECT state, count(*) FROM games GROUP BY state")?;
        for row in stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, u32>(1)?)))? {
            let (state, n) = row?;
            match state.as_str() {
                "challenged" => games.challenged += n,
                "active" => games.active += n,
                "finished" => games.finished += n,
                _ => games.other += n,
            }
        }
        Ok(Status {
            outbox_unsent: count(
                "SELECT count(*) FROM outbox WHERE state = 'pending' AND ?1 = ?1",
            )?,
            outbox_failed: count("SELECT count(*) FROM outbox WHERE state = 'failed' AND ?1 = ?1")?,
            mails_set_aside: count(
                "SELECT count(*) FROM inbound_attempts WHERE set_aside_at IS NOT NULL AND ?1 = ?1",
            )?,
            attempts_failing: count(
                "SELECT count(*) FROM inbound_attempts WHERE set_aside_at IS NULL \
                 AND failures > 0 AND ?1 = ?1",
            )?,
            last_pass: pass.map(|p| p.1),
            service_started: pass.map(|p| p.0),
            passes: pass.map_or(0, |p| p.2.max(0) as u64),
            failures_last_day: count(
                "SELECT (SELECT count(*) FROM outbox WHERE last_error IS NOT NULL \
                 AND next_attempt_at >= ?1) + (SELECT count(*) FROM inbound_attempts \
                 WHERE failures > 0 AND coalesce(set_aside_at, first_at) >= ?1)",
            )?,
            next_deadline: c.query_row(
                "SELECT min(min(coalesce(deadline, remind_at), coalesce(remind_at, deadline))) \
                 FROM games WHERE state = 'active'",
                [],
                |r| r.get(0),
            )?,
            players: count(
                "SELECT count(*) FROM players WHERE address NOT LIKE '%@imported.invalid' \
                 AND ?1 = ?1",
            )?,
            games,
            tournaments: count("SELECT count(*) FROM tournaments WHERE ?1 = ?1")?,
            tournaments_open: count(
                "SELECT count(*) FROM tournaments WHERE state IN ('open', 'running') AND ?1 = ?1",
            )?,
            bans: count("SELECT count(*) FROM bans WHERE ?1 = ?1")?,
        })
    }

    /// Bans `pattern` ([`ban_pattern`]) and logs it, in one short transaction; `false`
    /// when it was banned already (nothing changes then).
    ///
    /// # Errors
    /// SQLite fails, or the database stays locked past the busy timeout.
    pub fn ban(
        &mut self,
        pattern: &str,
        reason: &str,
        actor: &str,
        now: i64,
    ) -> anyhow::Result<bool> {
        let tx = self.transaction()?;
        let added = tx.tx.execute(
            "INSERT OR IGNORE INTO bans (pattern, reason, banned_at, actor) VALUES (?1, ?2, ?3, ?4)",
            params![pattern, reason, now, actor],
        )? == 1;
        if added {
            tx.admin_log(now, actor, "ban", pattern, reason)?;
        }
        tx.commit()?;
        Ok(added)
    }

    /// Lifts the ban of `pattern` and logs it; `false` when it was not banned.
    ///
    /// # Errors
    /// SQLite fails, or the database stays locked past the busy timeout.
    pub fn unban(
        &mut self,
        pattern: &str,
        reason: &str,
        actor: &str,
        now: i64,
    ) -> anyhow::Result<bool> {
        let tx = self.transaction()?;
        let removed = tx
            .tx
            .execute("DELETE FROM bans WHERE pattern = ?1", [pattern])?
            == 1;
        if removed {
            tx.admin_log(now, actor, "unban", pattern, reason)?;
        }
        tx.commit()?;
        Ok(removed)
    }
}

impl Tx<'_> {
    /// Logs an action of the operator.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn admin_log(
        &self,
        now: i64,
        actor: &str,
        action: &str,
        target: &str,
        reason: &str,
    ) -> anyhow::Result<()> {
        self.tx
            .prepare_cached(
                "INSERT INTO admin_log (at, actor, action, target, reason) \
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![now, actor, action, target, reason])?;
        Ok(())
    }

    /// Whether mail from `address` is banned: the folded address, or its domain.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn is_banned(&self, address: &str) -> anyhow::Result<bool> {
        let folded = ban_pattern(address);
        let domain = folded
            .rsplit_once('@')
            .map(|(_, d)| format!("@{d}"))
            .unwrap_or_default();
        Ok(self
            .tx
            .prepare_cached("SELECT 1 FROM bans WHERE pattern IN (?1, ?2)")?
            .exists(params![folded, domain])?)
    }
}

impl Tx<'_> {
    /// The finished rated games of `variant` that count for the ratings, in the order they
    /// ended: (Black's address, White's, the result, the termination, when).
    ///
    /// # Errors
    /// SQLite fails.
    #[allow(clippy::type_complexity)]
    pub fn rated_games(
        &self,
        variant: yubin_rules::Variant,
    ) -> anyhow::Result<Vec<(String, String, Option<String>, Option<String>, i64)>> {
        let mut stmt = self.tx.prepare(
            "SELECT b.address, w.address, g.result, g.termination, g.finished_at FROM games g \
             JOIN players b ON b.id = g.black_id JOIN players w ON w.id = g.white_id \
             WHERE g.variant = ?1 AND g.rated = 1 AND g.state = 'finished' \
             AND g.finished_at IS NOT NULL ORDER BY g.finished_at, g.id",
        )?;
        let rows = stmt.query_map([variant.name()], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Deletes every rating of `variant` and its history, before they are computed again.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn clear_ratings(&self, variant: yubin_rules::Variant) -> anyhow::Result<()> {
        self.tx
            .execute("DELETE FROM ratings WHERE variant = ?1", [variant.name()])?;
        self.tx.execute(
            "DELETE FROM rating_history WHERE variant = ?1",
            [variant.name()],
        )?;
        Ok(())
    }
}
