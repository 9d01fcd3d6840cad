//! One XBoard engine as a child process: its lines read on a thread of their own, so a
//! silent engine is noticed by a timeout and a dead one by the end of its output.

use anyhow::{bail, Context as _, Result};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// What an engine said while it was asked for a move.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    /// `move X` (HaChu's lion moves, sent as `move f6f7,` and `move f7f8`, joined).
    Move(String),
    /// A result claim or `resign` (the whole line).
    Claim(String),
    /// No move within the time allowed.
    Timeout,
    /// Its output ended: it crashed or quit.
    Dead,
}

/// Thinking output seen during one move: the last `depth score time nodes` line.
#[derive(Debug, Clone, Copy, Default)]
pub struct Thinking {
    pub depth: u32,
    pub centis: u64,
    pub nodes: u64,
}

pub struct Engine {
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    /// Starts `command` (through `sh -c`) and makes the protocol handshake.
    pub fn start(name: &str, command: &str) -> Result<Engine> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("starting {name}: `{command}`"))?;
        let stdin = child.stdin.take().context("the engine's input")?;
        let stdout = child.stdout.take().context("the engine's output")?;
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).split(b'\n') {
                let Ok(line) = line else { break };
                let text = String::from_utf8_lossy(&line).trim_end().to_string();
                if tx.send(text).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            name: name.to_string(),
            child,
            stdin,
            lines: rx,
        };
        engine.send("xboard")?;
        engine.send("protover 2")?;
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match engine.lines.recv_timeout(left) {
                Ok(l) if l.contains("done=1") => break,
                Ok(_) => {}
                Err(_) => bail!("{name} did not finish its `feature` lines in 10 s"),
            }
        }
        Ok(engine)
    }

    pub fn send(&mut self, line: &str) -> Result<()> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .with_context(|| format!("writing to {}", self.name))
    }

    /// Sends a ping and waits for its pong (the engine has read everything before it).
    pub fn sync(&mut self, n: u32, within: Duration) -> bool {
        if self.send(&format!("ping {n}")).is_err() {
            return false;
        }
        let deadline = Instant::now() + within;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) if l.trim() == format!("pong {n}") => return true,
                Ok(_) => {}
                Err(_) => return false,
            }
        }
    }

    /// Waits for the engine's move, at most `within`; `thinking` keeps its last thinking line.
    pub fn wait_move(&mut self, within: Duration, thinking: &mut Thinking) -> Reply {
        let deadline = Instant::now() + within;
        let mut partial = String::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(l) => l,
                Err(RecvTimeoutError::Timeout) => return Reply::Timeout,
                Err(RecvTimeoutError::Disconnected) => return Reply::Dead,
            };
            let line = line.trim();
            if let Some(mv) = line.strip_prefix("move ") {
                partial.push_str(mv.trim());
                if partial.ends_with(',') {
                    continue;
                }
                return Reply::Move(partial);
            }
            if line == "resign"
                || line.starts_with("1-0")
                || line.starts_with("0-1")
                || line.starts_with("1/2-1/2")
            {
                return Reply::Claim(line.to_string());
            }
            let f: Vec<&str> = line.split_whitespace().collect();
            if f.len() >= 4 {
                if let (Ok(d), Ok(_), Ok(t), Ok(n)) = (
                    f[0].parse::<u32>(),
                    f[1].parse::<i64>(),
                    f[2].parse::<u64>(),
                    f[3].parse::<u64>(),
                ) {
                    *thinking = Thinking {
                        depth: d,
                        centis: t,
                        nodes: n,
                    };
                }
            }
        }
    }

    /// Any line starting `Illegal move` or `Error` within `within` (after a move was sent).
    pub fn refused(&mut self, n: u32, within: Duration) -> Option<String> {
        if self.send(&format!("ping {n}")).is_err() {
            return Some("its input closed".to_string());
        }
        let deadline = Instant::now() + within;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) if l.starts_with("Illegal move") => return Some(l),
                Ok(l) if l.trim() == format!("pong {n}") => return None,
                Ok(_) => {}
                Err(_) => return None,
            }
        }
    }

    pub fn quit(mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
