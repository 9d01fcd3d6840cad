//! The analysis worker: finished games analysed on a thread of its own, never on the mail
//! loop's, one game at a time, within a [`Budget`] per game (issue 27's `analyse N`).
//!
//! The computer's moves in games come first: before each position's search the thread waits
//! while the computer's worker has a move to choose ([`crate::computer::worker::Worker::
//! pending`]), so an analysis takes one core only when the games leave it free. The loop
//! offers it the game whose request waited longest ([`Worker::offer`]; nothing while it is
//! busy) and takes back the analyses made ([`Worker::finished`]); [`Worker::notified`] wakes
//! the loop when one is ready. Nothing of it outlives the process: the queue is in SQLite,
//! and after a restart the same game is taken up again from its start. A search that panics
//! is logged and its game not offered again in this run. The thread itself is a
//! [`crate::background::Thread`], the shape the computer's worker shares.

use super::{analyse, AnalysisJob, Budget};
use crate::background::{Task, Thread};
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use yubin_domain::model::{Analysis, GameId};

/// A game and its analysis (`None`: the search failed).
pub type Done = (AnalysisJob, Option<Analysis>);

/// The analysis as a [`Task`]: within `budget` a game, waiting before each position while
/// `computer` (the computer worker's pending moves) is above 0.
struct Analysing {
    budget: Budget,
    computer: Option<Arc<AtomicUsize>>,
}

impl Task for Analysing {
    type Job = AnalysisJob;
    type Output = Analysis;

    fn run(&self, job: &AnalysisJob, stop: &AtomicBool) -> Option<Analysis> {
        let between = || {
            while self
                .computer
                .as_ref()
                .is_some_and(|c| c.load(Ordering::Relaxed) > 0)
                && !stop.load(Ordering::Relaxed)
            {
                std::thread::sleep(Duration::from_millis(50));
            }
        };
        analyse(&job.position, &self.budget, stop, between)
    }

    fn panicked(&self, job: &AnalysisJob) {
        tracing::error!(
            game = job.game.0,
            "the analysis of this game failed (a bug: report it with the game); it is not \
             tried again until the service restarts"
        );
    }

    fn done(&self, job: &AnalysisJob, took: Duration) {
        tracing::info!(
            game = job.game.0,
            plies = job.position.moves().len(),
            ms = took.as_millis() as u64,
            "a game analysed"
        );
    }
}

/// The thread that analyses, and the loop's end of it.
#[derive(Debug)]
pub struct Worker {
    thread: Thread<Analysing>,
    /// The game offered and not yet finished.
    busy: Option<GameId>,
    /// Games whose analysis failed (panicked): not offered again in this run.
    failed: HashSet<GameId>,
}

impl Worker {
    /// A worker analysing within `budget` per game, waiting while `computer` (the computer
    /// worker's pending moves) is above 0.
    ///
    /// # Errors
    /// The thread cannot be started.
    pub fn start(budget: Budget, computer: Option<Arc<AtomicUsize>>) -> std::io::Result<Worker> {
        Ok(Worker {
            thread: Thread::start("yubin-analysis", Analysing { budget, computer })?,
            busy: None,
            failed: HashSet::new(),
        })
    }

    /// Hands the worker `job` unless it is busy or the game failed before; returns whether
    /// it took it.
    pub fn offer(&mut self, job: AnalysisJob) -> bool {
        if self.busy.is_some() || self.failed.contains(&job.game) {
            return false;
        }
        let game = job.game;
        let sent = self.thread.send(job);
        if sent {
            self.busy = Some(game);
        }
        sent
    }

    /// The analyses made since the last call.
    pub fn finished(&mut self) -> Vec<Done> {
        let done = self.thread.take();
        for (job, analysis) in &done {
            self.busy = None;
            if analysis.is_none() {
                self.failed.insert(job.game);
            }
        }
        done
    }

    /// The games whose analysis failed in this run: not offered again until a restart (the
    /// queue goes on with the others).
    pub fn failed_games(&self) -> Vec<GameId> {
        self.failed.iter().copied().collect()
    }

    /// Whether a game is being analysed.
    pub fn busy(&self) -> bool {
        self.busy.is_some()
    }

    /// Completes when an analysis is ready (at once if one became ready since the last wait).
    pub async fn notified(&self) {
        self.thread.notified().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{notation::usi, Game, Rules};

    fn job(game: i64) -> AnalysisJob {
        let mut position = Game::new(Rules::default());
        for text in ["8i8h", "5d5e", "7i7h"] {
            let mv = usi::parse(position.position(), text).unwrap();
            position.play(mv).unwrap();
        }
        AnalysisJob {
            game: GameId(game),
            position,
        }
    }

    #[test]
    fn one_game_at_a_time_and_the_computers_moves_first() {
        let budget = Budget {
            nodes_per_position: 1_000,
            max_time: Duration::from_secs(600),
            hash_mb: 1,
        };
        // The computer has a move to choose: the analysis waits.
        let computer = Arc::new(AtomicUsize::new(1));
        let mut w = Worker::start(budget, Some(computer.clone())).unwrap();
        assert!(w.offer(job(1)));
        assert!(!w.offer(job(2)), "one game at a time");
        std::thread::sleep(Duration::from_millis(300));
        assert!(
            w.finished().is_empty(),
            "it waits while the computer thinks"
        );
        assert!(w.busy());
        computer.store(0, Ordering::Relaxed);
        let started = std::time::Instant::now();
        let done = loop {
            let d = w.finished();
            if !d.is_empty() {
                break d;
            }
            assert!(started.elapsed() < Duration::from_secs(60), "no analysis");
            std::thread::sleep(Duration::from_millis(20));
        };
        assert_eq!(done.len(), 1);
        let (j, a) = &done[0];
        assert_eq!(j.game, GameId(1));
        assert_eq!(a.as_ref().map(|a| a.plies.len()), Some(3));
        assert!(!w.busy());
        assert!(w.offer(job(2)), "free again");
    }
}
