//! Players' ratings, one per variant (`ratings`): written when a rated game ends, read into
//! each game's record (`games.rs`) and listed by `ratings`.

use super::sql::{column, corrupt};
use super::{StoreResult, Tx};
use rusqlite::params;
use yubin_domain::model::{Damaged, PlayerRating, RatedPlayer};
use yubin_domain::rating::Rating;
use yubin_rules::Variant;

impl Tx<'_> {
    /// Records `address`'s rating in `variant` (the player created as needed).
    ///
    /// # Errors
    /// SQLite fails, or the rating breaks a constraint.
    pub fn set_rating(
        &self,
        address: &str,
        variant: Variant,
        r: &PlayerRating,
        now: i64,
    ) -> anyhow::Result<()> {
        let player = self.player_id(address, now)?;
        self.tx
            .prepare_cached(
                "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, \
                 updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) \
                 ON CONFLICT (player_id, variant) DO UPDATE SET rating = ?3, deviation = ?4, \
                 volatility = ?5, games = ?6, updated_at = ?7",
            )?
            .execute(params![
                player,
                variant.name(),
                r.rating.rating,
                r.rating.deviation,
                r.rating.volatility,
                r.games,
                r.rating.updated.unwrap_or(now)
            ])?;
        // The player pages' rating history (migration 17).
        self.tx
            .prepare_cached(
                "INSERT INTO rating_history (player_id, variant, at, rating, deviation, games) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                player,
                variant.name(),
                r.rating.updated.unwrap_or(now),
                r.rating.rating,
                r.rating.deviation,
                r.games
            ])?;
        Ok(())
    }

    /// Every rated player of `variant`, best first (by rating, then address).
    ///
    /// # Errors
    /// SQLite fails, or a row is corrupt.
    pub fn rating_list(&self, variant: Variant) -> StoreResult<Vec<RatedPlayer>> {
        rating_list_on(&self.tx, variant)
    }
}

impl super::Store {
    /// [`Tx::rating_list`] outside any transaction (the archive).
    ///
    /// # Errors
    /// As [`Tx::rating_list`].
    pub fn rating_list(&self, variant: Variant) -> StoreResult<Vec<RatedPlayer>> {
        rating_list_on(&self.conn, variant)
    }
}

/// Every rated player of `variant`, best first, read on `conn`.
fn rating_list_on(conn: &rusqlite::Connection, variant: Variant) -> StoreResult<Vec<RatedPlayer>> {
    let mut stmt = conn.prepare_cached(
        "SELECT p.address, r.rating, r.deviation, r.volatility, r.games, r.updated_at, \
         nullif(p.display_name, '') \
         FROM ratings r JOIN players p ON p.id = r.player_id WHERE r.variant = +?1 \
         ORDER BY r.rating DESC, p.address",
    )?;
    let mut rows = stmt.query([variant.name()])?;
    let mut out = Vec::new();
    while let Some(r) = rows.next()? {
        let address: String = r.get(0)?;
        let what = Damaged::Rating {
            address: address.clone(),
            variant: Some(variant),
        };
        let rating = Rating {
            rating: column(r, 1, &what, "rating")?,
            deviation: column(r, 2, &what, "deviation")?,
            volatility: column(r, 3, &what, "volatility")?,
            updated: column(r, 5, &what, "updated_at")?,
        };
        let bad = |column, problem| corrupt(what.clone(), column, problem);
        rating.check().map_err(|e| bad("rating", e.to_string()))?;
        let games: i64 = column(r, 4, &what, "games")?;
        let games = u32::try_from(games).map_err(|_| bad("games", format!("{games} games")))?;
        let name = column(r, 6, &Damaged::Player(address.clone()), "display_name")?;
        out.push(RatedPlayer {
            address,
            name,
            rating: PlayerRating { rating, games },
        });
    }
    Ok(out)
}
