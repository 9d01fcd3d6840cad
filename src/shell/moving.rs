//! The operator's side of an address change (`yubin_engine::years::moving`): approving a
//! request in place of an old address that cannot answer (it bounces). `yubin admin`
//! decides when that is so and calls [`Shell::approve_move`].

use super::{apply, Reader, Shell};
use yubin_engine::years::moving::{ApproveRefusal, MoveWant};

impl Shell {
    /// Approves address change `id` in its old address's place, at `now`: once its new
    /// address confirmed it, the player's address changes and both addresses are told, as
    /// if the old one had confirmed, and the admin log gets its line (`actor`, `reason`), in
    /// one transaction.
    ///
    /// # Errors
    /// The store fails (outer; nothing is committed), or the request cannot be approved
    /// (inner: unknown, done, lapsed, not confirmed by its new address, its new address
    /// taken since, a damaged row; nothing is changed).
    pub fn approve_move(
        &mut self,
        id: i64,
        reason: &str,
        actor: &str,
        now: i64,
    ) -> anyhow::Result<Result<(), ApproveRefusal>> {
        let tx = self.store.transaction()?;
        let mut reader = Reader {
            tx: &tx,
            cache: &mut self.cache,
        };
        let m = yubin_engine::load::moving(
            &mut reader,
            self.engine.settings(),
            &MoveWant::Request(id),
        )?;
        let effects = match self.engine.approve_move(&m, id, now) {
            Ok(effects) => effects,
            Err(why) => return Ok(Err(why)),
        };
        apply(&tx, &effects, now)?;
        // The admin log's line in the same transaction: no change without its line.
        tx.admin_log(now, actor, "approve-move", &format!("move {id}"), reason)?;
        tx.commit()?;
        Ok(Ok(()))
    }
}
