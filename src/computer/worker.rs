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
//! logged and its position not offered again in this run.

use super::{choose, Budget, Job};
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Condvar, Mutex};
use tokio::sync::Notify;
use yubin_domain::model::GameId;
use yubin_rules::Move;

/// A job and the move chosen for it (`None`: none was found).
pub type Done = (Job, Option<Move>);

/// The thread that thinks, and the loop's end of it.
#[derive(Debug)]
pub struct Worker {
    jobs: Option<mpsc::Sender<Job>>,
    done: Arc<Mutex<Vec<Done>>>,
    ready: Arc<Notify>,
    stop: Arc<AtomicBool>,
    /// While set, the thread takes up no job (the tests' way to hold it "thinking").
    held: Arc<(Mutex<bool>, Condvar)>,
    /// The games offered and not yet finished.
    busy: HashSet<GameId>,
    /// Positions whose search failed (panicked): not offered again in this run.
    failed: HashSet<(GameId, u32)>,
    thread: Option<std::thread::JoinHandle<()>>,
    /// The jobs handed to the thread and not yet done: the analysis worker waits while
    /// there are any (the computer's moves in games come first, issue 27).
    pending: Arc<AtomicUsize>,
}

impl Worker {
    /// A worker thinking within `budget` per move.
    ///
    /// # Errors
    /// The thread cannot be started.
    pub fn start(budget: Budget) -> std::io::Result<Worker> {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let done: Arc<Mutex<Vec<Done>>> = Arc::default();
        let ready = Arc::new(Notify::new());
        let stop = Arc::new(AtomicBool::new(false));
        let held: Arc<(Mutex<bool>, Condvar)> = Arc::default();
        let pending: Arc<AtomicUsize> = Arc::default();
        let thread = {
            let (done, ready, stop) = (done.clone(), ready.clone(), stop.clone());
            let (held, pending) = (held.clone(), pending.clone());
            std::thread::Builder::new()
                .name("yubin-computer".into())
                .spawn(move || {
                    for job in inbox {
                        {
                            let (lock, cvar) = &*held;
                            let mut h = lock.lock().unwrap_or_else(|e| e.into_inner());
                            while *h && !stop.load(Ordering::Relaxed) {
                                h = cvar.wait(h).unwrap_or_else(|e| e.into_inner());
                            }
                        }
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let started = std::time::Instant::now();
                        let chosen = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                            choose(&job, &budget, &stop)
                        }));
                        let mv = match chosen {
                            Ok(mv) => mv,
                            Err(_) => {
                                tracing::error!(
                                    game = job.game.0,
                                    ply = job.ply,
                                    "the computer's search failed on this position (a bug: \
                                     report it with the game); it is not tried again until \
                                     the service restarts"
                                );
                                None
                            }
                        };
                        tracing::debug!(
                            game = job.game.0,
                            ply = job.ply,
                            level = job.level,
                            ms = started.elapsed().as_millis() as u64,
                            "the computer chose its move"
                        );
                        if let Ok(mut d) = done.lock() {
                            d.push((job, mv));
                        }
                        pending.fetch_sub(1, Ordering::Relaxed);
                        ready.notify_one();
                    }
                })?
        };
        Ok(Worker {
            jobs: Some(jobs),
            done,
            ready,
            stop,
            held,
            busy: HashSet::new(),
            failed: HashSet::new(),
            thread: Some(thread),
            pending,
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
            self.pending.fetch_add(1, Ordering::Relaxed);
            let sent = self.jobs.as_ref().is_some_and(|s| s.send(job).is_ok());
            if !sent {
                self.pending.fetch_sub(1, Ordering::Relaxed);
            }
            if sent {
                self.busy.insert(game);
                taken += 1;
            }
        }
        taken
    }

    /// The moves chosen since the last call.
    pub fn finished(&mut self) -> Vec<Done> {
        let done = match self.done.lock() {
            Ok(mut d) => std::mem::take(&mut *d),
            Err(_) => Vec::new(),
        };
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
        self.pending.clone()
    }

    /// Whether a job is being thought about.
    pub fn busy(&self) -> bool {
        !self.busy.is_empty()
    }

    /// Holds the thread before its next job (`true`) or lets it go on: the tests' way to keep
    /// it "thinking" for as long as they need, whatever the speed of the search.
    #[doc(hidden)]
    pub fn hold(&self, on: bool) {
        let (lock, cvar) = &*self.held;
        *lock.lock().unwrap_or_else(|e| e.into_inner()) = on;
        cvar.notify_all();
    }

    /// Completes when a move is ready (at once if one became ready since the last wait).
    pub async fn notified(&self) {
        self.ready.notified().await;
    }
}

impl Drop for Worker {
    /// Stops the search in progress and lets the thread end; what it was thinking about is
    /// thought about again at the next start.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.hold(false);
        self.jobs = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
