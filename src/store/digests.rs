//! Players' daily digests (`digest daily HH:MM`, migration 0033): who takes one, when, in
//! which zone, and when the last was due.

use super::sql::{column, Text};
use super::{Store, StoreError, StoreResult, Tx};
use rusqlite::{params, Connection};
use yubin_domain::model::{CorruptRow, Damaged, DigestTime, Zone};

/// A player who takes a daily digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestPlayer {
    /// Their address.
    pub address: String,
    /// The time of day of their digest.
    pub time: DigestTime,
    /// Their time zone.
    pub zone: Zone,
    /// When the last digest was due, or the setting was made.
    pub sent: i64,
}

impl DigestPlayer {
    /// When their next digest is due.
    pub fn next(&self) -> i64 {
        self.time.next_after(self.zone, self.sent)
    }
}

/// The players who take a digest, and the rows that cannot be read (each left out, so that
/// one damaged row stops no one else's digest).
type Each = (Vec<DigestPlayer>, Vec<CorruptRow>);

fn digest_players(conn: &Connection) -> StoreResult<Each> {
    let mut stmt = conn.prepare_cached(
        "SELECT address, digest, timezone, digest_sent FROM players \
         WHERE digest IS NOT NULL ORDER BY id",
    )?;
    let mut rows = stmt.query([])?;
    let (mut out, mut damaged) = (Vec::new(), Vec::new());
    while let Some(r) = rows.next()? {
        match digest_player(r) {
            Ok(p) => out.push(p),
            Err(StoreError::Corrupt(row)) => damaged.push(row),
            Err(e) => return Err(e),
        }
    }
    Ok((out, damaged))
}

fn digest_player(r: &rusqlite::Row<'_>) -> StoreResult<DigestPlayer> {
    {
        let address: String = r.get("address")?;
        let what = Damaged::Player(address.clone());
        let minutes: i64 = column(r, "digest", &what, "digest")?;
        let time = u16::try_from(minutes)
            .ok()
            .and_then(DigestTime::from_minutes)
            .ok_or_else(|| {
                super::sql::corrupt(
                    what.clone(),
                    "digest",
                    format!("{minutes} is no time of day"),
                )
            })?;
        let zone: Option<Text<Zone>> = column(r, "timezone", &what, "timezone")?;
        let sent: Option<i64> = column(r, "digest_sent", &what, "digest_sent")?;
        Ok(DigestPlayer {
            address,
            time,
            zone: zone.map_or(Zone::UTC, |Text(z)| z),
            sent: sent.unwrap_or(0),
        })
    }
}

impl Tx<'_> {
    /// Every player who takes a daily digest, and the damaged rows left out.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn digest_players(&self) -> StoreResult<Each> {
        digest_players(&self.tx)
    }

    /// Records that the digest of `address` due at `at` was made.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_digest_sent(&self, address: &str, at: i64) -> StoreResult<()> {
        self.tx
            .prepare_cached("UPDATE players SET digest_sent = ?2 WHERE address = ?1")?
            .execute(params![yubin_domain::address::fold(address), at])?;
        Ok(())
    }
}

impl Store {
    /// Every player who takes a daily digest, and the damaged rows left out, outside any
    /// transaction.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn digest_players(&self) -> StoreResult<Each> {
        digest_players(self.connection())
    }
}

impl Tx<'_> {
    /// The games `address` is playing now (`active`: challenges and finished games left
    /// out), oldest first: what a daily digest lists from.
    ///
    /// # Errors
    /// SQLite fails, or a game row (or a player's) is damaged.
    pub fn running_games_of(
        &self,
        address: &str,
    ) -> StoreResult<Vec<yubin_domain::model::GameRecord>> {
        super::games::games_where(
            &self.tx,
            "(b.address = +?1 OR w.address = +?1) AND g.state = 'active'",
            [yubin_domain::address::fold(address)],
        )
    }
}
