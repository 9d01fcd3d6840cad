//! The analyses' part of the service loop (issue 27's `analyse N`): the analysis worker's
//! results stored and mailed, and the game waiting longest offered to it.

use super::{Intake, Outlet, Service};

impl<I: Intake, O: Outlet> Service<I, O> {
    /// The analyses' part of a turn (issue 27): the analysis the worker made since the last
    /// turn stored and mailed (in a transaction of its own), then, the worker idle, the game
    /// whose request waited longest offered to it.
    ///
    /// # Errors
    /// The database fails (the game is analysed again).
    pub async fn analysis_turn(&mut self, now: i64) -> anyhow::Result<()> {
        let Some(worker) = self.analysis.as_mut() else {
            return Ok(());
        };
        let done = worker.finished();
        let idle = !worker.busy();
        let skip = worker.failed_games();
        let job = self
            .db
            .run(move |s| {
                for (job, analysis) in &done {
                    if let Some(a) = analysis {
                        s.analysis_done(job, a, now)?;
                    }
                }
                if idle {
                    s.analysis_job(now, &skip)
                } else {
                    Ok(None)
                }
            })
            .await?;
        if let Some(job) = job {
            worker.offer(job);
        }
        Ok(())
    }
}

/// Completes when the analysis worker has an analysis ready; never without a worker.
pub(super) async fn ready(worker: Option<&crate::analysis::worker::Worker>) {
    match worker {
        Some(w) => w.notified().await,
        None => std::future::pending().await,
    }
}
