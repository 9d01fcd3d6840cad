//! A player's deadline reminders (`reminders on|off`, and `unsubscribe` from a reminder's
//! `List-Unsubscribe`): the `players.reminders` column of migration 0029. (The outbox's
//! unsubscribe columns are `log.rs`'.)

use super::sql::{column, corrupt};
use super::{StoreResult, Tx};
use rusqlite::{params, Row};
use yubin_domain::model::{Damaged, TournamentId};

/// Whether a player gets deadline reminders, from column `idx` (`NULL`: the default, yes).
pub(super) fn reminders(r: &Row<'_>, idx: &str, address: &str) -> StoreResult<bool> {
    on_off(r, idx, &Damaged::Player(address.to_string()), "reminders")
}

/// An `on`/`off` setting of `what` (its column `name`) from column `idx` of `r` (`NULL`: the
/// default, on): a player's `reminders`, an entrant's `crosstables`.
pub(super) fn on_off(
    r: &Row<'_>,
    idx: &str,
    what: &Damaged,
    name: &'static str,
) -> StoreResult<bool> {
    let value: Option<String> = column(r, idx, what, name)?;
    match value.as_deref() {
        None | Some("on") => Ok(true),
        Some("off") => Ok(false),
        Some(other) => Err(corrupt(
            what.clone(),
            name,
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

    /// Records whether `address`'s crosstables of tournament `t` come (its entry; nothing
    /// when they are no entrant of it).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_crosstables(&self, address: &str, t: TournamentId, on: bool) -> anyhow::Result<()> {
        self.tx
            .prepare_cached(
                "UPDATE entrants SET crosstables = ?3 WHERE tournament_id = ?1 \
                 AND player_id = (SELECT id FROM players WHERE address = ?2)",
            )?
            .execute(params![t.0, address, if on { "on" } else { "off" }])?;
        Ok(())
    }

    /// The open and running tournaments `address` plays in (not withdrawn), by number, with
    /// whether their crosstables come to them.
    ///
    /// # Errors
    /// SQLite fails, or a stored setting is not one.
    pub fn crosstables_of(&self, address: &str) -> StoreResult<Vec<(TournamentId, bool)>> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT e.tournament_id, e.crosstables FROM entrants e \
             JOIN players p ON p.id = e.player_id \
             JOIN tournaments t ON t.id = e.tournament_id \
             WHERE p.address = ?1 AND e.withdrawn_after IS NULL \
             AND t.state IN ('open', 'running') ORDER BY e.tournament_id",
        )?;
        let mut rows = stmt.query([address])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let id = TournamentId(r.get("tournament_id")?);
            let what = Damaged::Entrant {
                tournament: id,
                address: address.to_string(),
            };
            out.push((id, on_off(r, "crosstables", &what, "crosstables")?));
        }
        Ok(out)
    }
}
