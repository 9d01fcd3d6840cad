//! `yubin engine`: the computer player for GUIs, XBoard/CECP or USI on standard input and
//! output.
//!
//! The protocols are `yubin-protocol`'s state machines; this is their driver: a thread reads
//! standard input line by line (a line longer than the protocol's limit is cut there and
//! refused whole; bytes that are not UTF-8 are refused by the machine), the search runs on a
//! worker thread with a stop flag, and this thread prints what the machine says. Without
//! `--protocol` the first line chooses: `usi` for USI, anything else XBoard.

use anyhow::{bail, Result};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;
use yubin_protocol::{run_job, usi::Usi, xboard::XBoard, Action, Options, Output, Protocol};
use yubin_search::{Level, Report, Searcher};

/// The protocol `yubin engine` speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// XBoard/CECP v2.
    XBoard,
    /// USI.
    Usi,
}

impl Kind {
    /// `xboard` (also `cecp`, `winboard`) or `usi`.
    pub fn parse(text: &str) -> Result<Kind> {
        match text.to_ascii_lowercase().as_str() {
            "xboard" | "cecp" | "winboard" => Ok(Kind::XBoard),
            "usi" => Ok(Kind::Usi),
            other => bail!("unknown protocol `{other}`: `xboard` or `usi`"),
        }
    }
}

enum Event {
    Line(Vec<u8>),
    Eof,
    Info(u64, Report),
    Done(u64, Report),
}

/// The running search: its stop flag and the thread that hands the searcher back.
struct Worker {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<Searcher>,
}

/// Runs the engine until `quit` or the end of standard input.
///
/// # Errors
/// A bad `--level`, or standard output closed.
pub fn run(kind: Option<Kind>, level: Option<u8>, hash_mb: usize) -> Result<()> {
    let level = match level {
        None => None,
        Some(n) => Some(Level::new(n).ok_or_else(|| {
            anyhow::anyhow!(
                "level {n}: levels run from {} to {}",
                Level::MIN,
                Level::MAX
            )
        })?),
    };
    let options = Options {
        level,
        hash_mb: hash_mb.clamp(1, 65_536),
        ..Options::default()
    };
    let (tx, rx) = channel();
    let reader = tx.clone();
    std::thread::spawn(move || read_lines(std::io::stdin().lock(), &reader));
    let mut machine: Option<Box<dyn Protocol>> = kind.map(|k| make(k, &options));
    let mut searcher = Some(Searcher::new(options.hash_mb));
    let mut worker: Option<Worker> = None;
    let stdout = std::io::stdout();
    for event in rx {
        let out = match event {
            Event::Line(bytes) => {
                let line = yubin_protocol::decode(&bytes);
                let m = machine.get_or_insert_with(|| {
                    let kind = if line.trim() == "usi" {
                        Kind::Usi
                    } else {
                        Kind::XBoard
                    };
                    make(kind, &options)
                });
                m.line(&line)
            }
            Event::Eof => {
                stop(&mut worker, &mut searcher);
                return Ok(());
            }
            Event::Info(id, report) => {
                let lines = machine
                    .as_mut()
                    .map(|m| m.info(id, &report))
                    .unwrap_or_default();
                Output {
                    lines,
                    ..Output::default()
                }
            }
            Event::Done(id, report) => match machine.as_mut() {
                Some(m) => m.finished(id, &report),
                None => Output::default(),
            },
        };
        {
            let mut w = stdout.lock();
            for line in &out.lines {
                writeln!(w, "{line}")?;
            }
            w.flush()?;
        }
        for action in out.actions {
            match action {
                Action::Think(job) => {
                    stop(&mut worker, &mut searcher);
                    let mut s = searcher
                        .take()
                        .unwrap_or_else(|| Searcher::new(job.hash_mb));
                    if s.hash_mb() != job.hash_mb {
                        s = Searcher::new(job.hash_mb);
                    }
                    let flag = Arc::new(AtomicBool::new(false));
                    let tx = tx.clone();
                    let f = flag.clone();
                    let handle = std::thread::spawn(move || {
                        let id = job.id;
                        let report = run_job(&job, &mut s, &f, |r| {
                            let _ = tx.send(Event::Info(id, r.clone()));
                        });
                        let _ = tx.send(Event::Done(id, report));
                        s
                    });
                    worker = Some(Worker { stop: flag, handle });
                }
                Action::Stop | Action::Abort => {
                    if let Some(w) = &worker {
                        w.stop.store(true, Ordering::Relaxed);
                    }
                }
                Action::NewGame => {
                    stop(&mut worker, &mut searcher);
                    if let Some(s) = searcher.as_mut() {
                        s.clear();
                    }
                }
                Action::Quit => {
                    stop(&mut worker, &mut searcher);
                    return Ok(());
                }
            }
        }
    }
    Ok(())
}

fn make(kind: Kind, options: &Options) -> Box<dyn Protocol> {
    match kind {
        Kind::XBoard => Box::new(XBoard::new(options.clone())),
        Kind::Usi => Box::new(Usi::new(options.clone())),
    }
}

/// Stops the running search, if any, and takes its searcher back.
fn stop(worker: &mut Option<Worker>, searcher: &mut Option<Searcher>) {
    if let Some(w) = worker.take() {
        w.stop.store(true, Ordering::Relaxed);
        match w.handle.join() {
            Ok(s) => *searcher = Some(s),
            // A search that panicked: a fresh searcher (the protocol answers the next `go`).
            Err(_) => *searcher = None,
        }
    }
}

/// Reads lines of at most [`yubin_protocol::MAX_LINE`] bytes kept (a longer line is passed on
/// cut just past the limit, so the machine refuses it), until the end of input.
fn read_lines(mut input: impl BufRead, tx: &Sender<Event>) {
    loop {
        let mut line = Vec::new();
        let mut seen = false;
        loop {
            let buf = match input.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => &[][..],
            };
            if buf.is_empty() {
                break;
            }
            seen = true;
            let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (&buf[..=i], true),
                None => (buf, false),
            };
            let room = (yubin_protocol::MAX_LINE + 2).saturating_sub(line.len());
            line.extend_from_slice(&chunk[..chunk.len().min(room)]);
            let n = chunk.len();
            input.consume(n);
            if done {
                break;
            }
        }
        if !seen {
            let _ = tx.send(Event::Eof);
            return;
        }
        if tx.send(Event::Line(line)).is_err() {
            return;
        }
    }
}
