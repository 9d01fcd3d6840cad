//! Players' requests to move to another address (table `address_moves`,
//! `yubin_engine::years::moving`), and the move itself: every row that names a player by
//! address rather than by player id follows them.

use super::sql::column;
use super::{Store, StoreResult, Tx};
use rusqlite::{params, OptionalExtension as _};
use yubin_domain::model::{Damaged, MoveRequest, MoveSide, MOVE_LIFETIME};

/// An address change that waits, as `yubin admin moves` lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingMove {
    /// The request.
    pub request: MoveRequest,
    /// Since when its old address is marked undeliverable now, if it is.
    pub marked: Option<i64>,
    /// The player's display name (empty: none chosen).
    pub name: String,
}

const COLUMNS: &str = "id, old_address, new_address, asked_at, old_confirmed_at, \
                       new_confirmed_at, approved_at, done_at, cancelled_at, \
                       old_undeliverable_since";

fn request(r: &rusqlite::Row<'_>) -> StoreResult<MoveRequest> {
    let id: i64 = r.get("id")?;
    let what = Damaged::Player(format!("address change {id}"));
    Ok(MoveRequest {
        id,
        old: column(r, "old_address", &what, "old_address")?,
        new: column(r, "new_address", &what, "new_address")?,
        asked_at: column(r, "asked_at", &what, "asked_at")?,
        old_confirmed_at: column(r, "old_confirmed_at", &what, "old_confirmed_at")?,
        new_confirmed_at: column(r, "new_confirmed_at", &what, "new_confirmed_at")?,
        approved_at: column(r, "approved_at", &what, "approved_at")?,
        done_at: column(r, "done_at", &what, "done_at")?,
        cancelled_at: column(r, "cancelled_at", &what, "cancelled_at")?,
        old_undeliverable_since: column(
            r,
            "old_undeliverable_since",
            &what,
            "old_undeliverable_since",
        )?,
    })
}

impl Store {
    /// The address changes that wait at `now` (not done, cancelled or lapsed), oldest first,
    /// with their old addresses' marks.
    ///
    /// # Errors
    /// SQLite fails, or a row is not a request.
    pub fn admin_moves(&self, now: i64) -> StoreResult<Vec<PendingMove>> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {COLUMNS}, \
             (SELECT since FROM undeliverable u WHERE u.address = m.old_address) AS marked, \
             coalesce((SELECT display_name FROM players p WHERE p.id = m.player_id), '') AS name \
             FROM address_moves m \
             WHERE done_at IS NULL AND cancelled_at IS NULL AND asked_at >= ?1 ORDER BY id"
        ))?;
        let mut rows = stmt.query([now - MOVE_LIFETIME])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            out.push(PendingMove {
                request: request(r)?,
                marked: r.get("marked")?,
                name: r.get("name")?,
            });
        }
        Ok(out)
    }
}

impl Tx<'_> {
    /// Keeps request `r`, under the number [`Tx::next_move_id`] gave.
    ///
    /// # Errors
    /// SQLite fails, or its old address is no player's.
    pub fn ask_move(&self, r: &MoveRequest) -> StoreResult<()> {
        self.tx
            .prepare_cached(
                "INSERT INTO address_moves (id, player_id, old_address, new_address, asked_at, \
                 old_confirmed_at, old_undeliverable_since) \
                 VALUES (?1, (SELECT id FROM players WHERE address = ?2), ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                r.id,
                r.old,
                r.new,
                r.asked_at,
                r.old_confirmed_at,
                r.old_undeliverable_since
            ])?;
        Ok(())
    }

    /// The number the next request gets (never one given before).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn next_move_id(&self) -> StoreResult<i64> {
        Ok(self
            .tx
            .prepare_cached(
                "SELECT max(coalesce((SELECT seq FROM sqlite_sequence \
                 WHERE name = 'address_moves'), 0), \
                 coalesce((SELECT max(id) FROM address_moves), 0)) + 1",
            )?
            .query_row([], |r| r.get(0))?)
    }

    /// Request `id`, if there is one.
    ///
    /// # Errors
    /// SQLite fails, or the row is not one.
    pub fn move_request(&self, id: i64) -> StoreResult<Option<MoveRequest>> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM address_moves WHERE id = ?1"
        ))?;
        let mut rows = stmt.query([id])?;
        match rows.next()? {
            Some(r) => Ok(Some(request(r)?)),
            None => Ok(None),
        }
    }

    /// The last request of `address` (as its old address) that is not done.
    ///
    /// # Errors
    /// SQLite fails, or the row is not one.
    pub fn latest_move_of(&self, address: &str) -> StoreResult<Option<MoveRequest>> {
        let address = yubin_domain::address::fold(address);
        let mut stmt = self.tx.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM address_moves \
             WHERE old_address = ?1 AND done_at IS NULL ORDER BY id DESC LIMIT 1"
        ))?;
        let mut rows = stmt.query([address])?;
        match rows.next()? {
            Some(r) => Ok(Some(request(r)?)),
            None => Ok(None),
        }
    }

    /// Records `side`'s confirmation of request `id` at `at`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn confirm_move(&self, id: i64, side: MoveSide, at: i64) -> StoreResult<()> {
        let sql = match side {
            MoveSide::Old => "UPDATE address_moves SET old_confirmed_at = ?2 WHERE id = ?1",
            MoveSide::New => "UPDATE address_moves SET new_confirmed_at = ?2 WHERE id = ?1",
        };
        self.tx.prepare_cached(sql)?.execute(params![id, at])?;
        Ok(())
    }

    /// Records that the player took request `id` back at `at`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn cancel_move(&self, id: i64, at: i64) -> StoreResult<()> {
        self.tx
            .prepare_cached("UPDATE address_moves SET cancelled_at = ?2 WHERE id = ?1")?
            .execute(params![id, at])?;
        Ok(())
    }

    /// Records the operator's approval of request `id` at `at`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn approve_move(&self, id: i64, at: i64) -> StoreResult<()> {
        self.tx
            .prepare_cached("UPDATE address_moves SET approved_at = ?2 WHERE id = ?1")?
            .execute(params![id, at])?;
        Ok(())
    }

    /// Moves the player of `old` to `new` (request `request`, done at `now`): their row's
    /// address and its look-alike key, so that their games, ratings, entries, leave and
    /// settings (all held by player id) follow; what names them by address follows too
    /// (what they watch; the commands waiting for their confirmation are dropped, as their
    /// requests went to the old address), and the old address is emptied from their
    /// requests. `name`, when given, becomes their display name (their old pseudonym).
    /// The mail log (`inbound`, `outbox`) keeps what was received and sent, as it was.
    ///
    /// # Errors
    /// SQLite fails; `old` is no player's, or `new` is one's already.
    pub fn move_address(
        &self,
        request: i64,
        old: &str,
        new: &str,
        name: Option<&str>,
        now: i64,
    ) -> anyhow::Result<()> {
        let (old, new) = (
            yubin_domain::address::fold(old),
            yubin_domain::address::fold(new),
        );
        let id: i64 = self
            .tx
            .prepare_cached("SELECT id FROM players WHERE address = ?1")?
            .query_row([&old], |r| r.get(0))
            .optional()?
            .ok_or_else(|| {
                anyhow::anyhow!("address change {request}: no player has the old address")
            })?;
        self.tx
            .prepare_cached("UPDATE players SET address = ?2 WHERE id = ?1")?
            .execute(params![id, new])?;
        self.set_address_skeleton(id, &new)?;
        // An address watches a game once: what the new address watched already stays.
        self.tx
            .prepare_cached("UPDATE OR IGNORE watchers SET address = ?2 WHERE address = ?1")?
            .execute(params![old, new])?;
        self.tx
            .prepare_cached("DELETE FROM watchers WHERE address = ?1")?
            .execute([&old])?;
        self.tx
            .prepare_cached("DELETE FROM confirmations WHERE address = ?1")?
            .execute([&old])?;
        // The old address's bounces and undeliverable mark stay behind with it: the new
        // address has just answered.
        self.tx
            .prepare_cached("DELETE FROM undeliverable WHERE address = ?1")?
            .execute([&old])?;
        self.tx
            .prepare_cached("DELETE FROM bounces WHERE address = ?1")?
            .execute([&old])?;
        self.tx
            .prepare_cached("UPDATE address_moves SET old_address = '' WHERE old_address = ?1")?
            .execute([&old])?;
        self.tx
            .prepare_cached("UPDATE address_moves SET done_at = ?2 WHERE id = ?1")?
            .execute(params![request, now])?;
        if let Some(name) = name {
            self.set_name(&new, name, now)?;
        }
        Ok(())
    }
}
