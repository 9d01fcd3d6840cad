//! Observers: the `watchers` rows of games and tournaments (any address: an observer needs
//! no player row), and a player's `observers on|off`.

use super::sql::{column, corrupt};
use super::{StoreResult, Tx};
use rusqlite::{params, Connection, Row};
use yubin_domain::model::{Damaged, WatchKind, Watched, Watcher, Watching};
use yubin_domain::model::{GameId, TournamentId};

/// The `kind` of watchers row `id`, from column `idx`.
fn kind(r: &Row<'_>, idx: usize, id: i64) -> StoreResult<WatchKind> {
    let text: String = column(r, idx, &Damaged::Watcher(id), "kind")?;
    WatchKind::parse(&text).ok_or_else(|| {
        corrupt(
            Damaged::Watcher(id),
            "kind",
            format!("{text:?} is not `watch` or `notify`"),
        )
    })
}

fn watchers(conn: &Connection, sql: &str, id: i64) -> StoreResult<Vec<Watcher>> {
    let mut stmt = conn.prepare_cached(sql)?;
    let mut rows = stmt.query([id])?;
    let mut out = Vec::new();
    while let Some(r) = rows.next()? {
        let row: i64 = r.get(0)?;
        let address: String = column(r, 1, &Damaged::Watcher(row), "address")?;
        out.push(Watcher {
            look: super::look::look(r, "", &address)?,
            address,
            kind: kind(r, 2, row)?,
            since: column(r, 3, &Damaged::Watcher(row), "since")?,
        });
    }
    Ok(out)
}

/// Whether a player lets others watch their casual games, from column `idx` (`NULL`: the
/// default, yes).
pub(super) fn observers(r: &Row<'_>, idx: &str, address: &str) -> StoreResult<bool> {
    let what = Damaged::Player(address.to_string());
    let value: Option<String> = column(r, idx, &what, "observers")?;
    match value.as_deref() {
        None | Some("on") => Ok(true),
        Some("off") => Ok(false),
        Some(other) => Err(corrupt(
            what,
            "observers",
            format!("{other:?} is not `on` or `off`"),
        )),
    }
}

/// The observers of game `id`, in the order they came.
pub(super) fn of_game(conn: &Connection, id: GameId) -> StoreResult<Vec<Watcher>> {
    watchers(
        conn,
        "SELECT w.id, w.address, w.kind, w.since, p.pieces, p.board, p.language, p.digest FROM watchers w \
         LEFT JOIN players p ON p.address = w.address WHERE w.game_id = ?1 ORDER BY w.id",
        id.0,
    )
}

/// The observers of tournament `id`, in the order they came.
pub(super) fn of_tournament(conn: &Connection, id: TournamentId) -> StoreResult<Vec<Watcher>> {
    watchers(
        conn,
        "SELECT w.id, w.address, w.kind, w.since, p.pieces, p.board, p.language, p.digest FROM watchers w \
         LEFT JOIN players p ON p.address = w.address WHERE w.tournament_id = ?1 ORDER BY w.id",
        id.0,
    )
}

impl Tx<'_> {
    /// Registers `w` as an observer of `what`, or changes what they get.
    ///
    /// # Errors
    /// SQLite fails (no such game or tournament).
    pub fn watch(&self, what: Watched, w: &Watcher) -> anyhow::Result<()> {
        let (game, tournament) = match what {
            Watched::Game(id) => (Some(id), None),
            Watched::Tournament(id) => (None, Some(id)),
        };
        let updated = self
            .tx
            .prepare_cached(
                "UPDATE watchers SET kind = ?4 WHERE game_id IS ?1 AND tournament_id IS ?2 \
                 AND address = ?3",
            )?
            .execute(params![
                game.map(|g| g.0),
                tournament.map(|t| t.0),
                w.address,
                w.kind.as_str()
            ])?;
        if updated == 0 {
            self.tx
                .prepare_cached(
                    "INSERT INTO watchers (game_id, tournament_id, address, kind, since) \
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                )?
                .execute(params![
                    game.map(|g| g.0),
                    tournament.map(|t| t.0),
                    w.address,
                    w.kind.as_str(),
                    w.since
                ])?;
        }
        Ok(())
    }

    /// Ends what `address` watches: `what`, or everything (`None`).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn unwatch(&self, what: Option<Watched>, address: &str) -> anyhow::Result<()> {
        match what {
            None => self
                .tx
                .prepare_cached("DELETE FROM watchers WHERE address = ?1")?
                .execute([address])?,
            Some(Watched::Game(id)) => self
                .tx
                .prepare_cached("DELETE FROM watchers WHERE game_id = ?1 AND address = ?2")?
                .execute(params![id.0, address])?,
            Some(Watched::Tournament(id)) => self
                .tx
                .prepare_cached("DELETE FROM watchers WHERE tournament_id = ?1 AND address = ?2")?
                .execute(params![id.0, address])?,
        };
        Ok(())
    }

    /// What `address` watches among games not over and tournaments not over, games first,
    /// each in number order.
    ///
    /// # Errors
    /// SQLite fails, or a row is corrupt.
    pub fn watching_of(&self, address: &str) -> StoreResult<Vec<Watching>> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT w.id, w.game_id, w.tournament_id, w.kind FROM watchers w \
             LEFT JOIN games g ON g.id = w.game_id \
             LEFT JOIN tournaments t ON t.id = w.tournament_id \
             WHERE w.address = ?1 AND (g.state IN ('challenged', 'active') \
             OR t.state IN ('open', 'running')) \
             ORDER BY w.game_id IS NULL, w.game_id, w.tournament_id",
        )?;
        let mut rows = stmt.query([address])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let row: i64 = r.get(0)?;
            let game: Option<i64> = r.get(1)?;
            let tournament: Option<i64> = r.get(2)?;
            let what = match (game, tournament) {
                (Some(g), _) => Watched::Game(GameId(g)),
                (None, Some(t)) => Watched::Tournament(TournamentId(t)),
                (None, None) => {
                    return Err(corrupt(
                        Damaged::Watcher(row),
                        "game_id",
                        "neither a game nor a tournament".into(),
                    ))
                }
            };
            out.push(Watching {
                what,
                kind: kind(r, 3, row)?,
            });
        }
        Ok(out)
    }

    /// Records whether `address` lets others watch their casual games (a player created as
    /// needed).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_observers(&self, address: &str, allowed: bool, now: i64) -> anyhow::Result<()> {
        let id = self.player_id(address, now)?;
        self.tx
            .prepare_cached("UPDATE players SET observers = ?2 WHERE id = ?1")?
            .execute(params![id, if allowed { "on" } else { "off" }])?;
        Ok(())
    }

    /// Whether `address` lets others watch their casual games (`None`: never said).
    ///
    /// # Errors
    /// SQLite fails, or the stored setting is not one.
    pub fn observers_of(&self, address: &str) -> StoreResult<Option<bool>> {
        let mut stmt = self
            .tx
            .prepare_cached("SELECT observers FROM players WHERE address = ?1")?;
        let mut rows = stmt.query([address])?;
        let Some(r) = rows.next()? else {
            return Ok(None);
        };
        let value: Option<String> =
            column(r, 0, &Damaged::Player(address.to_string()), "observers")?;
        match value {
            None => Ok(None),
            Some(_) => observers(r, "observers", address).map(Some),
        }
    }
}
