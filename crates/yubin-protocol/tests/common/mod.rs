//! Scripted sessions: the machine fed line by line, its searches run on this thread when the
//! script says `!done` (so a command can arrive while a search is pending), the transcript
//! written as `> ` input, `< ` output and `(…)` actions. Thinking times are written as 0.
//!
//! The search is a stand-in (the greedy capturer, reported as iterations up to the job's depth,
//! at most 2): these tests are about the protocols, and their transcripts must not change
//! whenever the search improves. The real search plays through `yubin engine` in
//! `tests/it/engine.rs`.

use std::sync::atomic::AtomicBool;
use yubin_protocol::{run_job, Action, How, Job, Output, Protocol};
use yubin_search::baseline::{greedy_move, Rng};
use yubin_search::value::Values;
use yubin_search::{Report, Searcher};

pub struct Session<P> {
    pub machine: P,
    pending: Vec<Job>,
    pub transcript: String,
    pub quit: bool,
}

impl<P: Protocol> Session<P> {
    pub fn new(machine: P) -> Self {
        Session {
            machine,
            pending: Vec::new(),
            transcript: String::new(),
            quit: false,
        }
    }

    pub fn script(&mut self, script: &str) -> &str {
        let mut lines = 0;
        for line in script.lines() {
            self.line(line);
            lines += 1;
        }
        assert!(lines > 0);
        &self.transcript
    }

    pub fn line(&mut self, line: &str) {
        if line == "!done" {
            self.transcript.push_str("!done\n");
            for job in std::mem::take(&mut self.pending) {
                let (reports, mut report) = stand_in(&job);
                for mut r in reports {
                    r.elapsed = Default::default();
                    for l in self.machine.info(job.id, &r) {
                        self.transcript.push_str(&format!("< {l}\n"));
                    }
                }
                report.elapsed = Default::default();
                let out = self.machine.finished(job.id, &report);
                self.take(out);
            }
            return;
        }
        let shown: String = line.chars().take(80).collect();
        self.transcript
            .push_str(&format!("> {}\n", shown.escape_debug()));
        let out = self.machine.line(line);
        self.take(out);
    }

    fn take(&mut self, out: Output) {
        for l in out.lines {
            self.transcript.push_str(&format!("< {l}\n"));
        }
        for a in out.actions {
            let shown = match a {
                Action::Think(job) => {
                    let s = format!("(think {} {:?})", job.id, job.how);
                    self.pending.push(*job);
                    s
                }
                Action::Stop => "(stop)".to_string(),
                Action::Abort => "(abort)".to_string(),
                Action::NewGame => "(new game)".to_string(),
                Action::Quit => {
                    self.quit = true;
                    "(quit)".to_string()
                }
            };
            self.transcript.push_str(&shown);
            self.transcript.push('\n');
        }
    }
}

/// The stand-in search: the greedy capturer's move, as iterations 1 to the job's depth (at
/// most 2) with the legal moves counted as nodes; the baselines of levels 1 and 2 as they are.
fn stand_in(job: &Job) -> (Vec<Report>, Report) {
    let How::Search(limits) = job.how else {
        let report = run_job(job, &mut Searcher::new(1), &AtomicBool::new(false), |_| {});
        return (Vec::new(), report);
    };
    let values = Values::new(job.game.rules());
    let best = greedy_move(&job.game, &values, &mut Rng::new(job.id));
    let width = job.game.legal_moves().len() as u64;
    let reports: Vec<Report> = (1..=limits.depth.unwrap_or(2).min(2))
        .map(|depth| Report {
            best,
            score: 0,
            depth,
            nodes: width * u64::from(depth),
            pv: best.into_iter().collect(),
            elapsed: Default::default(),
        })
        .collect();
    let last = reports.last().cloned().unwrap_or_default();
    (reports, last)
}
