//! A thread beside the mail loop for work that takes seconds or minutes: the shape the
//! computer's moves ([`crate::computer::worker`]) and the analyses of finished games
//! ([`crate::analysis::worker`]) share (issue 27).
//!
//! The loop hands the thread jobs ([`Thread::send`]) and takes back what it made
//! ([`Thread::take`]); [`Thread::notified`] wakes the loop when something is ready. The thread
//! does one job at a time, in the order sent. A job whose work panics comes back with no
//! output (the panic logged by the [`Task`]), and the thread goes on with the next. Nothing of
//! it outlives the process: dropping the [`Thread`] sets the stop flag the work watches and
//! joins the thread; what it was doing is found again in the store at the next start.
//!
//! Each worker keeps its own bookkeeping on top (which games are busy, which failed): the
//! computer thinks about several games in turn, the analysis one game at a time.

use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Condvar, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::Notify;

/// The work a [`Thread`] does.
pub trait Task: Send + 'static {
    /// What it is given.
    type Job: Send + 'static;
    /// What it makes of a job.
    type Output: Send + 'static;

    /// Works `job` out; `None` when `stop` ended the work (the service ends: the thread ends
    /// with it, and the job is taken up again at the next start).
    fn run(&self, job: &Self::Job, stop: &AtomicBool) -> Option<Self::Output>;

    /// Logs that the work on `job` panicked (a bug: the log names the job).
    fn panicked(&self, job: &Self::Job);

    /// Logs that `job` was done in `took`.
    fn done(&self, job: &Self::Job, took: Duration);
}

/// A job and what was made of it (`None`: its work panicked).
pub type Done<T> = (<T as Task>::Job, Option<<T as Task>::Output>);

/// The thread, and the loop's end of it.
pub struct Thread<T: Task> {
    jobs: Option<mpsc::Sender<T::Job>>,
    done: Arc<Mutex<Vec<Done<T>>>>,
    ready: Arc<Notify>,
    stop: Arc<AtomicBool>,
    /// While set, the thread takes up no job (the tests' way to hold it "working").
    held: Arc<(Mutex<bool>, Condvar)>,
    /// The jobs sent and not yet done.
    pending: Arc<AtomicUsize>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl<T: Task> Thread<T> {
    /// Starts a thread named `name` doing `task`'s work.
    ///
    /// # Errors
    /// The thread cannot be started.
    pub fn start(name: &str, task: T) -> std::io::Result<Thread<T>> {
        let (jobs, inbox) = mpsc::channel::<T::Job>();
        let done: Arc<Mutex<Vec<Done<T>>>> = Arc::default();
        let ready = Arc::new(Notify::new());
        let stop = Arc::new(AtomicBool::new(false));
        let held: Arc<(Mutex<bool>, Condvar)> = Arc::default();
        let pending: Arc<AtomicUsize> = Arc::default();
        let thread = {
            let (done, ready, stop) = (done.clone(), ready.clone(), stop.clone());
            let (held, pending) = (held.clone(), pending.clone());
            std::thread::Builder::new()
                .name(name.into())
                .spawn(move || {
                    for job in inbox {
                        wait_while_held(&held, &stop);
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let started = Instant::now();
                        let made = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                            task.run(&job, &stop)
                        }));
                        let output = match made {
                            Ok(Some(output)) => Some(output),
                            Ok(None) => break,
                            Err(_) => {
                                task.panicked(&job);
                                None
                            }
                        };
                        task.done(&job, started.elapsed());
                        if let Ok(mut d) = done.lock() {
                            d.push((job, output));
                        }
                        pending.fetch_sub(1, Ordering::Relaxed);
                        ready.notify_one();
                    }
                })?
        };
        Ok(Thread {
            jobs: Some(jobs),
            done,
            ready,
            stop,
            held,
            pending,
            thread: Some(thread),
        })
    }

    /// Hands the thread `job`; whether it took it (not once the thread has ended).
    pub fn send(&self, job: T::Job) -> bool {
        self.pending.fetch_add(1, Ordering::Relaxed);
        let sent = self.jobs.as_ref().is_some_and(|s| s.send(job).is_ok());
        if !sent {
            self.pending.fetch_sub(1, Ordering::Relaxed);
        }
        sent
    }

    /// What was made since the last call.
    pub fn take(&self) -> Vec<Done<T>> {
        match self.done.lock() {
            Ok(mut d) => std::mem::take(&mut *d),
            Err(_) => Vec::new(),
        }
    }

    /// The count of jobs sent and not yet done, shared (the analysis waits while the
    /// computer's is above 0).
    pub fn pending(&self) -> Arc<AtomicUsize> {
        self.pending.clone()
    }

    /// Holds the thread before its next job (`true`) or lets it go on.
    pub fn hold(&self, on: bool) {
        let (lock, cvar) = &*self.held;
        *lock.lock().unwrap_or_else(|e| e.into_inner()) = on;
        cvar.notify_all();
    }

    /// Completes when something is ready (at once if something became ready since the last
    /// wait).
    pub async fn notified(&self) {
        self.ready.notified().await;
    }
}

/// Blocks while the thread is held, until it is let go or stopped.
fn wait_while_held(held: &(Mutex<bool>, Condvar), stop: &AtomicBool) {
    let (lock, cvar) = held;
    let mut h = lock.lock().unwrap_or_else(|e| e.into_inner());
    while *h && !stop.load(Ordering::Relaxed) {
        h = cvar.wait(h).unwrap_or_else(|e| e.into_inner());
    }
}

impl<T: Task> fmt::Debug for Thread<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Thread")
            .field("pending", &self.pending.load(Ordering::Relaxed))
            .field("stopped", &self.stop.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

impl<T: Task> Drop for Thread<T> {
    /// Stops the work in progress and lets the thread end.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.hold(false);
        self.jobs = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Doubles a number, panics on 13, stops on 0 (after the stop flag is set).
    struct Doubler;

    impl Task for Doubler {
        type Job = u32;
        type Output = u32;
        fn run(&self, job: &u32, stop: &AtomicBool) -> Option<u32> {
            match job {
                13 => panic!("thirteen"),
                0 => {
                    while !stop.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    None
                }
                n => Some(n * 2),
            }
        }
        fn panicked(&self, _: &u32) {}
        fn done(&self, _: &u32, _: Duration) {}
    }

    fn wait_for(t: &Thread<Doubler>, n: usize) -> Vec<Done<Doubler>> {
        let started = Instant::now();
        let mut got = Vec::new();
        while got.len() < n {
            got.extend(t.take());
            assert!(started.elapsed() < Duration::from_secs(30), "got {got:?}");
            std::thread::sleep(Duration::from_millis(5));
        }
        got
    }

    #[test]
    fn jobs_come_back_in_order_and_a_panic_comes_back_empty() {
        let t = Thread::start("test-doubler", Doubler).unwrap();
        t.hold(true);
        for n in [1, 13, 4] {
            assert!(t.send(n));
        }
        std::thread::sleep(Duration::from_millis(50));
        assert!(t.take().is_empty(), "held");
        assert_eq!(t.pending().load(Ordering::Relaxed), 3);
        t.hold(false);
        let got = wait_for(&t, 3);
        assert_eq!(got, vec![(1, Some(2)), (13, None), (4, Some(8))]);
        assert_eq!(t.pending().load(Ordering::Relaxed), 0);
    }

    #[test]
    fn dropping_stops_the_work_in_progress() {
        let t = Thread::start("test-doubler", Doubler).unwrap();
        assert!(t.send(0));
        std::thread::sleep(Duration::from_millis(20));
        let started = Instant::now();
        drop(t);
        assert!(started.elapsed() < Duration::from_secs(5));
    }
}
