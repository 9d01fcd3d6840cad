//! The analysis queue, as the shell finds and answers it (issue 27's `analyse N`): the game
//! whose request waited longest, replayed for the worker ([`Shell::analysis_job`]), and its
//! analysis carried out as an input of the engine ([`yubin_engine::Engine::on_analysis`]):
//! stored, with a mail to every requester, in one transaction. The search itself is the
//! worker's ([`crate::analysis::worker`]), outside the shell's lock.

use super::{apply, Reader, Shell};
pub use crate::analysis::AnalysisJob;
use yubin_domain::model::{Analysis, GameId};
use yubin_engine::Source as _;

impl Shell {
    /// The game whose request has waited longest, replayed, leaving out the games of `skip`
    /// (those whose analysis failed in this run); `None` when none waits. A game that cannot
    /// be replayed (a damaged record) is logged and its requests closed without an answer,
    /// so that it does not hold up the queue.
    ///
    /// # Errors
    /// A store failure.
    pub fn analysis_job(
        &mut self,
        now: i64,
        skip: &[GameId],
    ) -> anyhow::Result<Option<AnalysisJob>> {
        let waiting = self.store.analysis_waiting()?;
        let mut tried: Vec<GameId> = Vec::new();
        for (id, _) in waiting {
            if skip.contains(&id) || tried.contains(&id) {
                continue;
            }
            tried.push(id);
            let tx = self.store.transaction()?;
            let rec = tx.game(id)?;
            let game = match &rec {
                Some(rec) => {
                    let mut reader = Reader {
                        tx: &tx,
                        cache: &mut self.cache,
                    };
                    reader.board(rec)?.ok()
                }
                None => None,
            };
            if let Some(position) = game {
                return Ok(Some(AnalysisJob { game: id, position }));
            }
            tracing::error!(
                game = id.0,
                "the game asked for an analysis cannot be replayed (a damaged record); its \
                 requests are closed unanswered"
            );
            tx.analysis_answered(id, now)?;
            tx.commit()?;
        }
        Ok(None)
    }

    /// Game `job`'s analysis `analysis`, made at `now`: stored and mailed to every requester
    /// waiting for it, in one transaction. Returns the mails queued.
    ///
    /// # Errors
    /// A store failure (nothing is committed; the game is analysed again); no such game.
    pub fn analysis_done(
        &mut self,
        job: &AnalysisJob,
        analysis: &Analysis,
        now: i64,
    ) -> anyhow::Result<usize> {
        let tx = self.store.transaction()?;
        let Some(rec) = tx.game(job.game)? else {
            anyhow::bail!("there is no game {}", job.game);
        };
        let requesters = tx.analysis_requesters(job.game)?;
        let effects = self
            .engine
            .on_analysis(rec, &job.position, analysis, &requesters, now);
        apply(&tx, &effects, now)?;
        tx.commit()?;
        Ok(requesters.len())
    }
}
