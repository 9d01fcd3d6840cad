//! A player's deadline reminders (`reminders on|off`, and `unsubscribe` from a reminder's
//! `List-Unsubscribe`): the `players.reminders` column of migration 0029. (The outbox's
//! unsubscribe columns are `log.rs`'.)

use super::sql::{column, corrupt};
use super::{StoreResult, Tx};
use rusqlite::{params, Row};
use yubin_domain::model::Damaged;

/// Whether a player gets deadline reminders, from column `idx` (`NULL`: the default, yes).
pub(super) fn reminders(r: &Row<'_>, idx: &str, address: &str) -> StoreResult<bool> {
    let what = Damaged::Player(address.to_string());
    let value: Option<String> = column(r, idx, &what, "reminders")?;
    match value.as_deref() {
        None | Some("on") => Ok(true),
        Some("off") => Ok(false),
        Some(other) => Err(corrupt(
            what,
            "reminders",
            format!("{other:?} is not `on` or `off`"),
        )),
    }
}

impl Tx<'_> {
    /// Records whether `address` gets deadline reminders (a player created as needed).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_reminders(&self, address: &str, on: bool, now: i64) -> anyhow::Result<()> {
        let id = self.player_id(address, now)?;
        self.tx
            .prepare_cached("UPDATE players SET reminders = ?2 WHERE id = ?1")?
            .execute(params![id, if on { "on" } else { "off" }])?;
        Ok(())
    }

    /// Whether `address` gets deadline reminders (`None`: never said, or no player).
    ///
    /// # Errors
    /// SQLite fails, or the stored setting is not one.
    pub fn reminders_of(&self, address: &str) -> StoreResult<Option<bool>> {
        let mut stmt = self
            .tx
            .prepare_cached("SELECT reminders FROM players WHERE address = ?1")?;
        let mut rows = stmt.query([address])?;
        let Some(r) = rows.next()? else {
            return Ok(None);
        };
        let value: Option<String> =
            column(r, 0, &Damaged::Player(address.to_string()), "reminders")?;
        match value {
            None => Ok(None),
            Some(_) => reminders(r, "reminders", address).map(Some),
        }
    }
}
