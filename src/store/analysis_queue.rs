//! The requests for a game's analysis (migration 0036, issue 27's `analyse N`): the queue the
//! analysis worker takes the oldest game from, and the requesters answered when it is done.
//! Nothing of it lives in memory: after a restart the requests without an answer are still
//! waiting.

use super::archive::PUBLIC;
use super::{Store, StoreResult, Tx};
use rusqlite::{params, Connection};
use yubin_domain::model::{GameId, Language};

fn waiting_on(conn: &Connection) -> StoreResult<Vec<(GameId, String)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT game_id, address FROM analysis_requests WHERE answered_at IS NULL ORDER BY id",
    )?;
    let rows = stmt.query_map([], |r| Ok((GameId(r.get(0)?), r.get(1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

impl Tx<'_> {
    /// `address` waits for game `game`'s analysis, to be written in `lang`; asked at `at`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn ask_analysis(
        &self,
        game: GameId,
        address: &str,
        lang: Language,
        at: i64,
    ) -> StoreResult<()> {
        self.tx
            .prepare_cached(
                "INSERT INTO analysis_requests (game_id, address, lang, requested_at) \
                 VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![game.0, address, lang.tag(), at])?;
        Ok(())
    }

    /// Every request of game `game` still waiting is answered, at `at`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn analysis_answered(&self, game: GameId, at: i64) -> StoreResult<()> {
        self.tx
            .prepare_cached(
                "UPDATE analysis_requests SET answered_at = ?2 \
                 WHERE game_id = ?1 AND answered_at IS NULL",
            )?
            .execute(params![game.0, at])?;
        Ok(())
    }

    /// Every request still waiting, oldest first: (game, requester).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn analysis_waiting(&self) -> StoreResult<Vec<(GameId, String)>> {
        waiting_on(&self.tx)
    }

    /// A forgotten player's requests deleted (`forget me`): their address is kept nowhere.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn forget_analysis_requests(&self, address: &str) -> StoreResult<()> {
        self.tx
            .prepare_cached("DELETE FROM analysis_requests WHERE address = ?1")?
            .execute([address])?;
        Ok(())
    }

    /// The requesters waiting for game `game`'s analysis, in the order they asked, with the
    /// language each is answered in (English for a tag no longer known).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn analysis_requesters(&self, game: GameId) -> StoreResult<Vec<(String, Language)>> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT address, lang FROM analysis_requests \
             WHERE game_id = ?1 AND answered_at IS NULL ORDER BY id",
        )?;
        let rows = stmt.query_map([game.0], |r| {
            let lang: String = r.get(1)?;
            Ok((r.get(0)?, Language::parse(&lang).unwrap_or_default()))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Whether the archive may show game `id` (it has started and is public), as
    /// [`Store::is_public`] says, within the transaction.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn is_public(&self, id: GameId) -> StoreResult<bool> {
        let sql = format!(
            "SELECT count(*) FROM games g JOIN players b ON b.id = g.black_id \
             JOIN players w ON w.id = g.white_id LEFT JOIN tournaments t ON t.id = g.tournament_id \
             WHERE g.id = ?1 AND g.state IN ('active', 'finished') AND {PUBLIC}"
        );
        let n: i64 = self.tx.query_row(&sql, [id.0], |r| r.get(0))?;
        Ok(n > 0)
    }
}

impl Store {
    /// Every request still waiting, oldest first: (game, requester).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn analysis_waiting(&self) -> StoreResult<Vec<(GameId, String)>> {
        waiting_on(self.connection())
    }
}
