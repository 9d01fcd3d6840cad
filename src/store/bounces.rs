//! Bounces of the bot's mail and the addresses marked undeliverable (tables `bounces` and
//! `undeliverable`, migration 0028; `yubin_engine::years::bounce`).

use super::{StoreResult, Tx};
use rusqlite::{params, OptionalExtension as _};
use yubin_domain::model::{BounceRecord, BounceSource, Severity};

impl Tx<'_> {
    /// Records a bounce.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn record_bounce(&self, b: &BounceRecord) -> StoreResult<()> {
        self.tx
            .prepare_cached(
                "INSERT INTO bounces (address, at, severity, source, status, reason, message_id) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![
                b.address,
                b.at,
                b.severity.as_str(),
                b.source.as_str(),
                b.status,
                b.reason,
                b.message_id
            ])?;
        Ok(())
    }

    /// Marks `address` undeliverable since `since` (a mark already there is kept).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_undeliverable(&self, address: &str, since: i64, reason: &str) -> StoreResult<()> {
        self.tx
            .prepare_cached(
                "INSERT INTO undeliverable (address, since, reason) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (address) DO NOTHING",
            )?
            .execute(params![address, since, reason])?;
        Ok(())
    }

    /// Clears the mark of `address`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn clear_undeliverable(&self, address: &str) -> StoreResult<()> {
        self.tx
            .prepare_cached("DELETE FROM undeliverable WHERE address = ?1")?
            .execute([address])?;
        Ok(())
    }

    /// Since when `address` is marked undeliverable, if it is.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn undeliverable(&self, address: &str) -> StoreResult<Option<i64>> {
        Ok(self
            .tx
            .prepare_cached("SELECT since FROM undeliverable WHERE address = ?1")?
            .query_row([address], |r| r.get(0))
            .optional()?)
    }

    /// The soft bounces of `address` at `since` or later.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn soft_bounces_since(&self, address: &str, since: i64) -> StoreResult<u32> {
        Ok(self
            .tx
            .prepare_cached(
                "SELECT count(*) FROM bounces WHERE address = ?1 AND at >= ?2 AND severity = 'soft'",
            )?
            .query_row(params![address, since], |r| r.get(0))?)
    }

    /// The recipient of the outbox row `id`, if there is one (a return path names it).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn outbox_recipient(&self, id: i64) -> StoreResult<Option<String>> {
        Ok(self
            .tx
            .prepare_cached("SELECT recipient FROM outbox WHERE id = ?1")?
            .query_row([id], |r| r.get(0))
            .optional()?)
    }

    /// The bounces of `address`, oldest first (severity, source, status, reason).
    ///
    /// # Errors
    /// SQLite fails, or a row holds a severity or source no bounce has.
    pub fn bounces_of(&self, address: &str) -> StoreResult<Vec<BounceRecord>> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT address, at, severity, source, status, reason, message_id FROM bounces \
             WHERE address = ?1 ORDER BY at, id",
        )?;
        let rows = stmt.query_map([address], |r| {
            let severity: String = r.get("severity")?;
            let source: String = r.get("source")?;
            Ok(BounceRecord {
                address: r.get("address")?,
                at: r.get("at")?,
                // The table's CHECKs hold these to the names written.
                severity: Severity::parse(&severity).unwrap_or(Severity::Soft),
                source: match source.as_str() {
                    "report" => BounceSource::Report,
                    "return-path" => BounceSource::ReturnPath,
                    _ => BounceSource::Refused,
                },
                status: r.get("status")?,
                reason: r.get("reason")?,
                message_id: r.get("message_id")?,
            })
        })?;
        Ok(rows.collect::<Result<Vec<_>, _>>()?)
    }
}
