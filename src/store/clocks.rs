//! What stops a clock or adds to it: the players' leave, agreed pauses, the spans a takeback
//! undid (`stops`), and the time players gave (`gifts`); read into a game's [`Timeline`].

use super::sql::{column, corrupt, Text};
use super::{StoreResult, Tx};
use rusqlite::params;
use yubin_domain::clock::{Gift, Stop};
use yubin_domain::model::{Damaged, GameId, GameRecord, Leave, StopKind, Timeline};
use yubin_rules::Color;

impl Tx<'_> {
    /// The clocks' inputs of `rec`, whose moves were played at `times`: the leave of both its
    /// players, its pauses and takeback spans, the time given in it.
    ///
    /// # Errors
    /// SQLite fails, or a row is corrupt ([`super::StoreError::Corrupt`]).
    pub fn timeline(&self, rec: &GameRecord, times: Vec<i64>) -> StoreResult<Timeline> {
        let mut stops = Vec::new();
        let mut stmt = self.tx.prepare_cached(
            "SELECT s.id, s.color, NULL, s.starts_at, s.ends_at FROM stops s WHERE s.game_id = +?1 \
             UNION ALL \
             SELECT s.id, NULL, p.address, s.starts_at, s.ends_at FROM stops s \
             JOIN players p ON p.id = s.player_id WHERE p.address IN (+?2, +?3) \
             ORDER BY 4",
        )?;
        let mut rows = stmt.query(params![rec.id.0, rec.setup.black, rec.setup.white])?;
        while let Some(r) = rows.next()? {
            let what = Damaged::Stop(r.get(0)?);
            let side: Option<Text<Color>> = column(r, 1, &what, "color")?;
            let player: Option<String> = r.get(2)?;
            let color = match player {
                Some(address) => rec.color_of(&address),
                None => side.map(|s| s.0),
            };
            stops.push(Stop {
                color,
                from: column(r, 3, &what, "starts_at")?,
                to: column(r, 4, &what, "ends_at")?,
            });
        }
        let mut gifts = Vec::new();
        let mut stmt = self.tx.prepare_cached(
            "SELECT id, to_color, at, secs FROM gifts WHERE game_id = +?1 ORDER BY at",
        )?;
        let mut rows = stmt.query([rec.id.0])?;
        while let Some(r) = rows.next()? {
            let what = Damaged::Gift(r.get(0)?);
            let Text(to) = column(r, 1, &what, "to_color")?;
            gifts.push(Gift {
                to,
                at: column(r, 2, &what, "at")?,
                secs: column(r, 3, &what, "secs")?,
            });
        }
        Ok(Timeline {
            times,
            stops,
            gifts,
        })
    }

    /// The leave `address` has booked, past and future, in order.
    ///
    /// # Errors
    /// SQLite fails, or a row is corrupt.
    pub fn leave_of(&self, address: &str) -> StoreResult<Vec<Leave>> {
        let address = yubin_domain::address::fold(address);
        let mut stmt = self.tx.prepare_cached(
            "SELECT s.id, s.starts_at, s.ends_at FROM stops s JOIN players p ON p.id = s.player_id \
             WHERE p.address = +?1 ORDER BY s.starts_at",
        )?;
        let mut rows = stmt.query([&address])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let id: i64 = r.get(0)?;
            let what = Damaged::Stop(id);
            let ends_at: Option<i64> = column(r, 2, &what, "ends_at")?;
            out.push(Leave {
                id,
                starts_at: column(r, 1, &what, "starts_at")?,
                ends_at: ends_at
                    .ok_or_else(|| corrupt(what, "ends_at", "leave without an end".into()))?,
            });
        }
        Ok(out)
    }

    /// Books leave for `address` from `starts_at` to `ends_at`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn book_leave(
        &self,
        address: &str,
        starts_at: i64,
        ends_at: i64,
        now: i64,
    ) -> anyhow::Result<()> {
        let player = self.player_id(address, now)?;
        self.tx
            .prepare_cached(
                "INSERT INTO stops (kind, player_id, starts_at, ends_at, created_at) \
                 VALUES ('leave', ?1, ?2, ?3, ?4)",
            )?
            .execute(params![player, starts_at, ends_at, now])?;
        Ok(())
    }

    /// Ends the leave of `address` at `at`: leave under way ends then, leave that has not
    /// begun is deleted.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn end_leave(&self, address: &str, at: i64) -> anyhow::Result<()> {
        let address = yubin_domain::address::fold(address);
        let player = "(SELECT id FROM players WHERE address = ?1)";
        self.tx.execute(
            &format!("DELETE FROM stops WHERE kind = 'leave' AND player_id = {player} AND starts_at >= ?2"),
            params![address, at],
        )?;
        self.tx.execute(
            &format!(
                "UPDATE stops SET ends_at = ?2 WHERE kind = 'leave' AND player_id = {player} \
                 AND starts_at < ?2 AND ends_at > ?2"
            ),
            params![address, at],
        )?;
        Ok(())
    }

    /// Stops a game's clocks: both (`color` `None`) or one side's, from `from` until `to`
    /// (`None`: until [`Tx::resume`]).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn stop_game(
        &self,
        game: GameId,
        kind: StopKind,
        color: Option<Color>,
        from: i64,
        to: Option<i64>,
        now: i64,
    ) -> anyhow::Result<()> {
        self.tx
            .prepare_cached(
                "INSERT INTO stops (kind, game_id, color, starts_at, ends_at, created_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                kind.as_str(),
                game.0,
                color.map(Text),
                from,
                to,
                now
            ])?;
        Ok(())
    }

    /// Ends the open pause of a game at `at`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn resume(&self, game: GameId, at: i64) -> anyhow::Result<()> {
        self.tx.execute(
            "UPDATE stops SET ends_at = max(starts_at, ?2) \
             WHERE game_id = ?1 AND kind = 'pause' AND ends_at IS NULL",
            params![game.0, at],
        )?;
        Ok(())
    }

    /// Records time given in a game.
    ///
    /// # Errors
    /// SQLite fails (a gift of no time breaks a constraint).
    pub fn give(&self, game: GameId, gift: &Gift) -> anyhow::Result<()> {
        self.tx
            .prepare_cached(
                "INSERT INTO gifts (game_id, to_color, at, secs) VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![game.0, Text(gift.to), gift.at, gift.secs])?;
        Ok(())
    }
}
