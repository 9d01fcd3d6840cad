//! `yubin bench`: the service's throughput and memory, measured through the engine.
//!
//! In a scratch folder it opens a real SQLite database file and plays whole games by mail:
//! every move is a raw RFC 5322 mail that is parsed ([`inbound::parse`]) and consumed by
//! [`engine::process`], which checks the move against the rules, stores it, renders both
//! players' boards (text and HTML) and queues both mails in the outbox, all in the
//! transaction that consumes the mail — everything the daemon does with a mail except the
//! transport (IMAP, SMTP or the spool's files). Only the mails that carry a move are timed.
//! The moves are chosen by a fixed pseudo-random sequence among the legal moves that do not
//! end the game, so every run plays the same games.
//!
//! It prints the moves per second and the process's peak resident memory (`VmHWM`), the
//! figures the targets name (at least 500 moves/s on Chu; under 50 MB).

use crate::engine::{token, Settings};
use crate::mail::inbound;
use crate::store::Store;
use anyhow::{bail, Context as _};
use std::fmt::Write as _;
use std::time::{Duration, Instant};
use yubin_rules::{notation, Game, Move, Rules, Variant};

/// What to measure.
#[derive(Debug, Clone)]
pub struct BenchArgs {
    /// `chu` or `maka`.
    pub variant: Variant,
    /// Games to play.
    pub games: u32,
    /// Plies per game.
    pub plies: u32,
}

/// The figures of one run.
#[derive(Debug, Clone)]
pub struct BenchReport {
    /// Moves played.
    pub moves: u64,
    /// Time spent in the steps that carried them.
    pub elapsed: Duration,
    /// Peak resident memory of the process in KiB (`VmHWM`), if the system reports it.
    pub peak_rss_kib: Option<u64>,
}

impl BenchReport {
    /// Moves per second.
    pub fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// The peak resident memory of this process in KiB, from `/proc/self/status`.
pub fn peak_rss_kib() -> Option<u64> {
    peak_rss_kib_of("self")
}

/// The peak resident memory (`VmHWM`) of process `pid` (a number, or `self`) in KiB.
pub fn peak_rss_kib_of(pid: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

/// A fixed pseudo-random sequence (xorshift64), so every run plays the same games.
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n` (which must not be 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A random legal move of `game` that does not end it (that would end a benchmark's game
/// early), or `None` if every move does.
pub fn random_move(game: &Game, rng: &mut Rng) -> Option<Move> {
    let mut legal = game.legal_moves();
    while !legal.is_empty() {
        let mv = legal.swap_remove(rng.below(legal.len()));
        if game.clone().play(mv) == Ok(None) {
            return Some(mv);
        }
    }
    None
}

/// A raw mail as a mail client sends it.
fn raw_mail(n: u64, from: &str, to: &str, body: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: Re: your move\r\nMessage-ID: <bench.{n}@bench.example>\r\n\
         Date: Fri, 15 Jan 2027 08:00:00 +0000\r\nMIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n\r\n-- \r\nsent from my phone\r\n"
    )
    .into_bytes()
}

/// Plays the games in `dir` (which should be empty) and measures them.
///
/// # Errors
/// The database cannot be set up in `dir`, or the engine refuses a move the benchmark sent
/// (which would be a bug: every move sent is legal).
pub fn run(dir: &std::path::Path, args: &BenchArgs) -> anyhow::Result<BenchReport> {
    let mut store = Store::open(&dir.join("bench.sqlite"))?;
    let settings = Settings {
        bot_address: "bot@bench.example".into(),
        secret_key: b"yubin benchmark key, not secret".to_vec(),
        default_days: 7,
        // One sender playing fast: no limit.
        mails_per_hour: u32::MAX,
        reminder_hours: 24,
    };
    let bot = settings.bot_address.clone();
    let players = ["alice@bench.example", "bob@bench.example"];
    let mut now = 1_800_000_000i64;
    let mut n = 0u64;
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut report = BenchReport {
        moves: 0,
        elapsed: Duration::ZERO,
        peak_rss_kib: None,
    };
    for g in 1..=i64::from(args.games) {
        let mut send = |store: &mut Store, from: &str, to: String, body: String| {
            now += 60;
            n += 1;
            let raw = raw_mail(n, from, &to, &body);
            let t = Instant::now();
            let mail = inbound::parse(&raw)?;
            let done = crate::shell::process(store, &settings, &mail, now)?;
            let took = t.elapsed();
            if done != crate::shell::Consumed::Done {
                bail!("the engine did not take the mail: {done:?}");
            }
            anyhow::Ok(took)
        };
        send(
            &mut store,
            players[0],
            bot.clone(),
            format!("challenge {} {} black", players[1], args.variant.name()),
        )?;
        let reply = |who: &str| token::reply_address(&bot, &settings.secret_key, g, who);
        send(&mut store, players[1], reply(players[1]), "accept".into())?;
        let mut game = Game::new(Rules::standard(args.variant));
        for ply in 0..args.plies {
            let Some(mv) = random_move(&game, &mut rng) else {
                break;
            };
            let text = notation::tsa::format(game.position(), mv);
            let who = players[(ply % 2) as usize];
            let took = send(&mut store, who, reply(who), format!("{text} #{}", ply + 1))?;
            game.play(mv).expect("a legal move");
            if store.moves(g)?.len() != ply as usize + 1 {
                bail!("game {g}: move {} `{text}` was not played", ply + 1);
            }
            report.elapsed += took;
            report.moves += 1;
        }
    }
    report.peak_rss_kib = peak_rss_kib();
    Ok(report)
}

/// `yubin bench`: runs [`run`] in a temporary folder and describes the figures.
///
/// # Errors
/// As [`run`].
pub fn describe(args: &BenchArgs) -> anyhow::Result<String> {
    let dir = tempfile::Builder::new()
        .prefix("yubin-bench-")
        .tempdir()
        .context("cannot create a scratch folder for the benchmark")?;
    let result = run(dir.path(), args);
    let r = result?;
    let mut out = String::new();
    writeln!(
        out,
        "{} game(s) of {}, {} plies each: {} moves in {:.2} s through the engine \
         (mail parsed, move checked, stored in an SQLite file, both boards rendered and queued)",
        args.games,
        args.variant.title(),
        args.plies,
        r.moves,
        r.elapsed.as_secs_f64()
    )?;
    if let Some(kib) = r.peak_rss_kib {
        writeln!(out, "peak resident memory: {:.1} MB", kib as f64 / 1024.0)?;
    }
    writeln!(out, "{:.0} moves/s", r.moves_per_second())?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_run_plays_every_move() {
        let dir = tempfile::tempdir().unwrap();
        for variant in [Variant::Chu, Variant::Maka] {
            let sub = dir.path().join(variant.name());
            std::fs::create_dir_all(&sub).unwrap();
            let args = BenchArgs {
                variant,
                games: 2,
                plies: 6,
            };
            let r = run(&sub, &args).unwrap();
            assert_eq!(r.moves, 12, "{variant}");
            assert!(r.moves_per_second() > 0.0);
        }
        assert!(peak_rss_kib().is_some_and(|k| k > 0));
    }
}
