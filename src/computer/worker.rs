//! The worker: the computer thinks on one thread of its own, never on the mail loop's, so the
//! loop goes on answering mail while it thinks (a CPU budget of one core and [`Budget`] per
//! move).
//!
//! The loop offers it the jobs the shell found ([`Worker::offer`]; a game already being
//! thought about is not offered twice) and takes back the moves it chose
//! ([`Worker::finished`]); [`Worker::notified`] wakes the loop when one is ready. Nothing of
//! it outlives the process: after a restart the shell finds the same games waiting (from the
//! games table) and the worker thinks again; a move chosen for a position that is gone is
//! dropped by the shell ([`crate::shell::Shell::computer_move`]). A search that panics is
//! logged and its position not offered again in this run. The thread itself is a
//! [`crate::background::Thread`], the shape the analysis's worker shares.

use super::{choose, Budget, Job};
use crate::background::{Task, Thread};
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::sync::Arc;
use std::time::Duration;
use yubin_domain::model::GameId;
use yubin_rules::Move;

/// A job and the move chosen for it (`None`: none was found).
pub type Done = (Job, Option<Move>);

/// The computer's thinking as a [`Task`].
struct Thinking(Budget);

impl Task for Thinking {
    type Job = Job;
    type Output = Option<Move>;

    fn run(&self, job: &Job, stop: &AtomicBool) -> Option<Option<Move>> {
        Some(choose(job, &self.0, stop))
    }

    fn panicked(&self, job: &Job) {
        tracing::error!(
            game = job.game.0,
            ply = job.ply,
            "the computer's search failed on this position (a bug: report it with the game); \
             it is not tried again until the service restarts"
        );
    }

    fn done(&self, job: &Job, took: Duration) {
        tracing::debug!(
            game = job.game.0,
            ply = job.ply,
            level = job.level,
            ms = took.as_millis() as u64,
            "the computer chose its move"
        );
    }
}

/// The thread that thinks, and the loop's end of it.
#[derive(Debug)]
pub struct Worker {
    thread: Thread<Thinking>,
    /// The games offered and not yet finished.
    busy: HashSet<GameId>,
    /// Positions whose search failed (panicked): not offered again in this run.
    failed: HashSet<(GameId, u32)>,
}

impl Worker {
    /// A worker thinking within `budget` per move.
    ///
    /// # Errors
    /// The thread cannot be started.
    pub fn start(budget: Budget) -> std::io::Result<Worker> {
        Ok(Worker {
            thread: Thread::start("yubin-computer", Thinking(budget))?,
            busy: HashSet::new(),
            failed: HashSet::new(),
        })
    }

    /// Hands the worker the jobs it is not already on; returns how many it took.
    pub fn offer(&mut self, jobs: Vec<Job>) -> usize {
        let mut taken = 0;
        for job in jobs {
            if self.busy.contains(&job.game) || self.failed.contains(&(job.game, job.ply)) {
                continue;
            }
            let game = job.game;
            if self.thread.send(job) {
                self.busy.insert(game);
                taken += 1;
            }
        }
        taken
    }

    /// The moves chosen since the last call.
    pub fn finished(&mut self) -> Vec<Done> {
        let done: Vec<Done> = self
            .thread
            .take()
            .into_iter()
            .map(|(job, mv)| (job, mv.flatten()))
            .collect();
        for (job, mv) in &done {
            self.busy.remove(&job.game);
            if mv.is_none() {
                self.failed.insert((job.game, job.ply));
            }
        }
        done
    }

    /// The count of jobs handed to the thread and not yet done, shared: the analysis
    /// worker waits while it is above 0.
    pub fn pending(&self) -> Arc<AtomicUsize> {
        self.thread.pending()
    }

    /// Whether a job is being thought about.
    pub fn busy(&self) -> bool {
        !self.busy.is_empty()
    }

    /// Holds the thread before its next job (`true`) or lets it go on: the tests' way to keep
    /// it "thinking" for as long as they need, whatever the speed of the search.
    #[doc(hidden)]
    pub fn hold(&self, on: bool) {
        self.thread.hold(on);
    }

    /// Completes when a move is ready (at once if one became ready since the last wait).
    pub async fn notified(&self) {
        self.thread.notified().await;
    }
}
