//! `yubin engine` as a GUI runs it: the real binary as a child process, spoken to through
//! pipes.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;
use yubin_protocol::wb;
use yubin_rules::{Game, Rules};
use yubin_search::baseline::{random_move, Rng};

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_yubin"))
            .arg("engine")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines: rx,
        }
    }

    fn send(&mut self, bytes: &[u8]) {
        self.stdin.write_all(bytes).unwrap();
        self.stdin.write_all(b"\n").unwrap();
        self.stdin.flush().unwrap();
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("no `{prefix}` line; saw {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    fn quit(mut self) {
        self.send(b"quit");
        for _ in 0..200 {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status}");
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        panic!("yubin engine did not quit");
    }
}

#[test]
fn a_short_xboard_game_through_the_real_binary() {
    let mut e = Engine::start(&[]);
    e.send(b"xboard");
    e.send(b"protover 2");
    let features = e.until("feature done=1");
    assert!(
        features.iter().any(|l| l.contains("variants=\"chu,")),
        "{features:?}"
    );
    for line in ["new", "variant chu", "sd 1", "post", "easy"] {
        e.send(line.as_bytes());
    }
    let mut game = Game::new(Rules::standard(yubin_rules::Variant::Chu));
    let mut rng = Rng::new(5);
    let mut answers = 0;
    for _ in 0..6 {
        let mv = random_move(&game, &mut rng).unwrap();
        let text = wb::format_move(game.position(), mv);
        game.play(mv).unwrap();
        e.send(format!("usermove {text}").as_bytes());
        let said = e.until("move ");
        let reply = said.last().unwrap().strip_prefix("move ").unwrap();
        // Thinking output first: `depth score time nodes pv`.
        assert!(said[0].starts_with("1 "), "{said:?}");
        let mv = wb::parse_move(&game, reply).unwrap_or_else(|e| panic!("{reply}: {e}"));
        if game.play(mv).unwrap().is_some() {
            break;
        }
        answers += 1;
    }
    assert!(answers >= 1);
    // Hostile lines through the real reader: 20 kB, bytes that are not UTF-8.
    let mut long = b"usermove ".to_vec();
    long.extend(std::iter::repeat_n(b'a', 20_000));
    e.send(&long);
    assert!(e.until("Error")[0].starts_with("Error (line too long"));
    e.send(b"usermove \xff\xfe");
    assert!(e.until("Error")[0].starts_with("Error (not plain text"));
    e.send(b"ping 4");
    e.until("pong 4");
    e.quit();
}

#[test]
fn the_first_line_chooses_usi() {
    let mut e = Engine::start(&["--level", "2"]);
    e.send(b"usi");
    let said = e.until("usiok");
    assert!(
        said.iter().any(|l| l.starts_with("id name yubin")),
        "{said:?}"
    );
    e.send(b"isready");
    e.until("readyok");
    e.send(b"position startpos moves 7i7h");
    e.send(b"go btime 1000 wtime 1000");
    let best = e.until("bestmove").pop().unwrap();
    assert_ne!(best, "bestmove resign");
    e.quit();
}

#[test]
fn a_bad_level_or_protocol_is_refused() {
    for args in [&["--level", "9"][..], &["--protocol", "uci"][..]] {
        let out = Command::new(env!("CARGO_BIN_EXE_yubin"))
            .arg("engine")
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
}
