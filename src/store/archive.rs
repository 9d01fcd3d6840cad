//! What the static archive (`crate::archive`) reads: the games it may publish, the players
//! it may name, their rating histories, and the queue of games whose pages are out of date
//! (filled by the triggers of migration 17).
//!
//! Everything here reads the connection outside a transaction: the daemon calls it between
//! its transactions, `yubin archive build` beside a running daemon (WAL readers never block
//! the writer; a page a commit makes stale is queued by that commit and written again).

use super::games::games_where_each;
use super::sql::column;
use super::{CorruptRow, Damaged, GameId, GameRecord, Store, StoreResult, Tx};
use rusqlite::params;
use std::collections::HashMap;
use yubin_domain::model::TournamentId;

/// Which games are public: a tournament's as the tournament says, a casual game's when
/// neither player made their games private (NULL is the default, public: README).
pub(super) const PUBLIC: &str = "(CASE WHEN g.tournament_id IS NOT NULL \
     THEN coalesce(t.archive, 'public') = 'public' \
     ELSE coalesce(b.archive, 'public') = 'public' AND coalesce(w.archive, 'public') = 'public' END)";

/// A player the archive may give a page: their address (never published; it keys the
/// pseudonym), display name and whether they made their games private.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArchivePlayer {
    /// The address (folded).
    pub address: String,
    /// The display name they chose, if any.
    pub name: Option<String>,
    /// Whether they chose `archive private`.
    pub private: bool,
}

/// A player's rating after a rated game (or when ratings were first recorded).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingPoint {
    /// When (unix seconds).
    pub at: i64,
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Rated games finished by then.
    pub games: u32,
}

impl Store {
    /// The games the archive may publish (started or finished, public), oldest first, and
    /// the damaged rows apart.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn public_games(&self) -> StoreResult<(Vec<GameRecord>, Vec<CorruptRow>)> {
        let cond = format!("g.state IN ('active', 'finished') AND {PUBLIC}");
        let mut games = Vec::new();
        let mut damaged = Vec::new();
        for g in games_where_each(&self.conn, &cond, [])? {
            match g {
                Ok(g) => games.push(g),
                Err(row) => damaged.push(row),
            }
        }
        Ok((games, damaged))
    }

    /// Whether game `id` may be published now (it exists, has started and is public).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn is_public(&self, id: GameId) -> anyhow::Result<bool> {
        let sql = format!(
            "SELECT count(*) FROM games g JOIN players b ON b.id = g.black_id \
             JOIN players w ON w.id = g.white_id LEFT JOIN tournaments t ON t.id = g.tournament_id \
             WHERE g.id = ?1 AND g.state IN ('active', 'finished') AND {PUBLIC}"
        );
        let n: i64 = self.conn.query_row(&sql, [id.0], |r| r.get(0))?;
        Ok(n > 0)
    }

    /// The number of moves of every game that has any.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn move_counts(&self) -> anyhow::Result<HashMap<GameId, u32>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT game_id, count(*) FROM moves GROUP BY game_id")?;
        let rows = stmt.query_map([], |r| Ok((GameId(r.get(0)?), r.get::<_, u32>(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every player, by address.
    ///
    /// # Errors
    /// SQLite fails or a row is corrupt.
    pub fn archive_players(&self) -> anyhow::Result<Vec<ArchivePlayer>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT address, display_name, coalesce(archive, 'public') FROM players ORDER BY address",
        )?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let address: String = r.get(0)?;
            let what = Damaged::Player(address.clone());
            let name: String = column(r, 1, &what, "display_name")?;
            let archive: String = column(r, 2, &what, "archive")?;
            out.push(ArchivePlayer {
                name: (!name.is_empty()).then_some(name),
                private: archive == "private",
                address,
            });
        }
        Ok(out)
    }

    /// Every player's rating history, by address and variant name, oldest first.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn rating_histories(&self) -> anyhow::Result<HashMap<(String, String), Vec<RatingPoint>>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT p.address, h.variant, h.at, h.rating, h.deviation, h.games \
             FROM rating_history h JOIN players p ON p.id = h.player_id \
             ORDER BY h.at, h.rowid",
        )?;
        let mut rows = stmt.query([])?;
        let mut out: HashMap<(String, String), Vec<RatingPoint>> = HashMap::new();
        while let Some(r) = rows.next()? {
            out.entry((r.get(0)?, r.get(1)?))
                .or_default()
                .push(RatingPoint {
                    at: r.get(2)?,
                    rating: r.get(3)?,
                    deviation: r.get(4)?,
                    games: r.get(5)?,
                });
        }
        Ok(out)
    }

    /// The tournaments whose games are private (`archive=private`).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn private_tournaments(&self) -> anyhow::Result<std::collections::HashSet<TournamentId>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id FROM tournaments WHERE archive = 'private'")?;
        let rows = stmt.query_map([], |r| r.get(0).map(TournamentId))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The games whose archive pages are out of date.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn archive_queue(&self) -> anyhow::Result<Vec<GameId>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT game_id FROM archive_queue ORDER BY game_id")?;
        let rows = stmt.query_map([], |r| r.get(0).map(GameId))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Takes `games` off the queue (their pages are written).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn archive_dequeue(&self, games: &[GameId]) -> anyhow::Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        {
            let mut stmt = tx.prepare_cached("DELETE FROM archive_queue WHERE game_id = ?1")?;
            for g in games {
                stmt.execute(params![g.0])?;
            }
        }
        tx.commit()?;
        Ok(())
    }
}

impl Tx<'_> {
    /// Queues game `game`'s page to be written again at the archive's next refresh, in this
    /// transaction: for a change the triggers of migration 17 do not see, as a game's new
    /// analysis (call it beside [`Tx::save_analysis`], whose page then shows the
    /// evaluation graph). A game the archive does not publish is dequeued unwritten.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn queue_archive_page(&self, game: GameId) -> StoreResult<()> {
        self.tx
            .prepare_cached("INSERT OR IGNORE INTO archive_queue (game_id) VALUES (?1)")?
            .execute([game.0])?;
        Ok(())
    }
}
