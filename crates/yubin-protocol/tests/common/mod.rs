//! Scripted sessions: the machine fed line by line, its searches run on this thread when the
//! script says `!done` (so a command can arrive while a search is pending), the transcript
//! written as `> ` input, `< ` output and `(…)` actions. Thinking times are written as 0, and a
//! search bounded by time alone (or by nothing) is run with a node budget.

use std::sync::atomic::AtomicBool;
use yubin_protocol::{run_job, Action, How, Job, Output, Protocol};
use yubin_search::{Limits, Searcher};

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
            for mut job in std::mem::take(&mut self.pending) {
                // A clock's time or an infinite search: a node budget instead, for
                // transcripts that are the same on every machine.
                if let How::Search(limits) = &mut job.how {
                    if limits.time.is_some() || *limits == Limits::default() {
                        *limits = Limits {
                            time: None,
                            nodes: Some(limits.nodes.unwrap_or(3_000)),
                            ..*limits
                        };
                    }
                }
                let mut reports = Vec::new();
                let mut report =
                    run_job(&job, &mut Searcher::new(1), &AtomicBool::new(false), |r| {
                        reports.push(r.clone())
                    });
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
