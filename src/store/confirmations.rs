//! Commands waiting for their senders' confirmation (table `confirmations`;
//! `yubin_engine::confirm`).

use super::sql::column;
use super::{StoreResult, Tx};
use rusqlite::params;
use yubin_domain::model::{Confirmation, Damaged};

impl Tx<'_> {
    /// Keeps `c`, asked by the bot's mail `c.message_id`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn ask_confirmation(&self, c: &Confirmation) -> StoreResult<()> {
        self.tx
            .prepare_cached(
                "INSERT INTO confirmations (message_id, address, line, asked_at) \
                 VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![c.message_id, c.address, c.line, c.asked_at])?;
        Ok(())
    }

    /// Marks the confirmation asked by the bot's mail `message_id` used at `now`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn use_confirmation(&self, message_id: &str, now: i64) -> StoreResult<()> {
        self.tx
            .prepare_cached(
                "UPDATE confirmations SET used_at = ?2 WHERE message_id = ?1 AND used_at IS NULL",
            )?
            .execute(params![message_id, now])?;
        Ok(())
    }

    /// The confirmation the bot's mail `message_id` asked for, if it asked for one.
    ///
    /// # Errors
    /// SQLite fails, or the row is not one.
    pub fn confirmation(&self, message_id: &str) -> StoreResult<Option<Confirmation>> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT message_id, address, line, asked_at, used_at FROM confirmations \
             WHERE message_id = ?1",
        )?;
        let mut rows = stmt.query([message_id])?;
        let Some(r) = rows.next()? else {
            return Ok(None);
        };
        let address: String = r.get("address")?;
        let what = Damaged::Player(address.clone());
        Ok(Some(Confirmation {
            message_id: message_id.to_string(),
            line: column(r, "line", &what, "line")?,
            asked_at: column(r, "asked_at", &what, "asked_at")?,
            used: column::<Option<i64>>(r, "used_at", &what, "used_at")?.is_some(),
            address,
        }))
    }
}
