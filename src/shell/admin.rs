//! The operator's decisions about a game carried out (`yubin admin adjudicate`, `annul`,
//! `resend`): the engine's [`Engine::on_admin`](yubin_engine::Engine::on_admin) decides, and
//! the effects are applied in one short transaction with the admin log's line, like a mail's.

use super::{apply, run_tournaments, Reader, Shell};
use yubin_domain::model::{GameId, GameResult, Termination};
use yubin_engine::admin::{rerate, AdminAction, RatedGame};
use yubin_engine::{Effect, Source as _};
use yubin_rules::Variant;

/// What an admin decision did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdminDone {
    /// Mails queued.
    pub mails: usize,
    /// Whether the variant's ratings were computed again.
    pub rerated: bool,
}

impl Shell {
    /// Carries out the operator's `action` on game `id` for `reason`, logged as done by
    /// `actor`, at `now`.
    ///
    /// # Errors
    /// No such game, its record is damaged, the action does not apply to it as it stands
    /// (the engine's refusal, worded for the operator), or the store fails; nothing is
    /// changed then.
    pub fn admin(
        &mut self,
        id: GameId,
        action: &AdminAction,
        reason: &str,
        actor: &str,
        now: i64,
    ) -> anyhow::Result<AdminDone> {
        let tx = self.store.transaction()?;
        let Some(rec) = tx.game(id)? else {
            anyhow::bail!("there is no game {id}");
        };
        let mut reader = Reader {
            tx: &tx,
            cache: &mut self.cache,
        };
        let (game, timeline) = match reader.replay(&rec)? {
            Ok(g) => g,
            Err(row) => anyhow::bail!("game {id} cannot be replayed: {row}; repair it first"),
        };
        let tournament = rec.setup.tournament.as_ref().map(|t| t.id);
        let effects = self
            .engine
            .on_admin(rec, &game, &timeline, action, reason, now)
            .map_err(|why| anyhow::anyhow!("game {id}: {why}"))?;
        apply(&tx, &effects, now)?;
        // A tournament's round may end with the game, and its crosstable goes out.
        if let (Some(t), AdminAction::Adjudicate(_) | AdminAction::Annul) = (tournament, action) {
            let damaged = run_tournaments(&tx, &self.engine, &mut self.cache, vec![t], now)?;
            self.damaged_tournaments.extend(damaged);
        }
        tx.admin_log(now, actor, action.name(), &format!("game {id}"), reason)?;
        tx.commit()?;
        Ok(AdminDone {
            mails: effects
                .iter()
                .filter(|e| matches!(e, Effect::Send(_)))
                .count(),
            rerated: effects.iter().any(|e| matches!(e, Effect::Rerate(_))),
        })
    }
}

/// Computes every rating of `variant` again from its finished rated games (those that
/// count: [`Termination::is_rated`]), in the order they ended, replacing the stored ones.
///
/// # Errors
/// The store fails.
pub(super) fn rerate_variant(
    tx: &crate::store::Tx<'_>,
    variant: Variant,
    now: i64,
) -> anyhow::Result<()> {
    let mut games = Vec::new();
    for (black, white, result, termination, at) in tx.rated_games(variant)? {
        let counts = termination
            .as_deref()
            .is_none_or(|t| Termination::parse(t).is_none_or(Termination::is_rated));
        let Some(result) = result.as_deref().and_then(GameResult::parse) else {
            continue;
        };
        let winner = result.winner();
        if counts {
            games.push(RatedGame {
                black,
                white,
                winner,
                at,
            });
        }
    }
    tx.clear_ratings(variant)?;
    for (address, rating) in rerate(&games) {
        tx.set_rating(&address, variant, &rating, now)?;
    }
    Ok(())
}
