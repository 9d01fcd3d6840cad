//! The daily digests due at a sweep: each made from the player's active games as they stand,
//! in the sweep's transaction.

use super::{apply, Reader, ReplayCache};
use crate::store::{StoreError, Tx};
use std::collections::HashSet;
use yubin_domain::model::{GameId, GameState};
use yubin_engine::{Effect, Engine, Source as _};

/// Makes every digest due at `now` (a player whose row is damaged is logged and left out; so
/// is a game of theirs that cannot be replayed, or was found damaged before, `damaged`).
pub(super) fn run_digests(
    engine: &Engine,
    cache: &mut ReplayCache,
    damaged_games: &HashSet<GameId>,
    tx: &Tx<'_>,
    now: i64,
) -> anyhow::Result<()> {
    {
        let (players, damaged) = tx.digest_players()?;
        for row in damaged {
            tracing::error!(%row, "player row damaged: their daily digest is skipped");
        }
        for p in players {
            let due = p.next();
            if now < due {
                continue;
            }
            let mut games = Vec::new();
            let all = match tx.running_games_of(&p.address) {
                Ok(all) => all,
                // A game of theirs whose row (or their opponent's) is damaged: today's
                // digest is skipped and logged, and marked made, so the loop does not wake
                // for it again.
                Err(StoreError::Corrupt(row)) => {
                    tracing::error!(%row, "a game row damaged: a daily digest is skipped");
                    let skipped = Effect::DigestSent(p.address.clone(), now);
                    apply(tx, &[skipped], now)?;
                    continue;
                }
                Err(e) => return Err(e.into()),
            };
            for rec in all {
                if rec.state != GameState::Active || damaged_games.contains(&rec.id) {
                    continue;
                }
                let mut reader = Reader { tx, cache };
                match reader.replay(&rec)? {
                    Ok((game, timeline)) => games.push((rec, game, timeline)),
                    Err(row) => {
                        tracing::error!(game = rec.id.0, %row, "game record damaged: left out of a digest");
                    }
                }
            }
            let effects = engine.on_digest(&p.address, games, due, now);
            apply(tx, &effects, now)?;
        }
        Ok(())
    }
}
