//! The service benchmark: throughput and memory through the engine.
//!
//! ```sh
//! cargo bench --bench service                                  # 5 Chu games of 200 plies
//! cargo bench --bench service -- --variant maka --games 2 --plies 100
//! cargo bench --bench service -- --archive      # also the static archive, after every move
//! cargo bench --bench service -- --games 200 --archive-build   # a 200-game archive built once
//! cargo bench --bench service -- --games 200 --plies 100 --keep /tmp/b   # its database kept
//! cargo bench --bench service -- --archive-only /tmp/b   # its archive built again, timed
//! cargo bench --bench service -- --computer     # the computer thinking beside, all along
//! ```
//!
//! In a scratch folder it opens a real SQLite database file and plays whole games by mail:
//! every move is a raw RFC 5322 mail that is parsed ([`inbound::parse`]) and consumed by
//! [`Shell::process`], which checks the move against the rules, stores it, renders both
//! players' boards (text and HTML) and queues both mails in the outbox, all in the
//! transaction that consumes the mail: everything the service does with a mail except the
//! transport (IMAP, SMTP or the spool's files). Each move answers the bot's last mail to its
//! player as a mail client does (`In-Reply-To`, that mail quoted below the move), so the
//! service reads the original back from the outbox to tell the player's lines from it.
//! Only the mails that carry a move are timed.
//! The moves are chosen by a fixed pseudo-random sequence among the legal moves that do not
//! end the game, so every run plays the same games.
//!
//! It prints the moves per second and the process's peak resident memory (`VmHWM`), the
//! figures the issue's targets name (at least 500 moves/s on Chu; under 50 MB).
//!
//! With `--archive` it also keeps a static archive of the games (running games published,
//! as with `[archive] every_move = true`): after every move, the daemon's refresh (that
//! game's page and every list) is timed apart; at the end a whole build is timed and the
//! site's size and largest game page printed. `--archive-build` skips the refresh after every
//! move and only times the whole build at the end (the figure for a large archive, whose
//! refreshes would take most of the run).
//!
//! With `--computer` the service's computer worker (`yubin::computer::worker`, the thread
//! `yubin serve` runs beside the mail loop) thinks all along at level 8 (a search of about a
//! million nodes a move) on the position of the game being played, offered again as soon as
//! it has moved: the figure of "the mail service's latency and throughput while the
//! computer thinks". Besides moves/s the run prints the moves' latency (median, 99th
//! percentile, worst), so runs with and without it can be compared.
//!
//! Under `cargo test` (which passes no `--bench`) it plays two short games of each variant
//! and checks that every move was played.

use yubin_domain::model::GameId;
mod common;

use anyhow::{bail, Context as _};
use common::{peak_rss_kib_of, random_move, Rng};
use std::time::{Duration, Instant};
use yubin::mail::inbound;
use yubin::shell::{Consumed, Shell};
use yubin::store::Store;
use yubin_domain::token;
use yubin_engine::Settings;
use yubin_rules::{notation, Game, Rules, Variant};

/// What to measure.
#[derive(Debug, Clone)]
struct BenchArgs {
    variant: Variant,
    games: u32,
    plies: u32,
    archive: bool,
    /// With `archive`: refresh it after every move too (`--archive`; not `--archive-build`).
    refresh: bool,
    /// `--keep DIR`: play in DIR (created, and kept) instead of a scratch folder.
    keep: Option<std::path::PathBuf>,
    /// `--archive-only DIR`: play nothing; time a whole build of the archive of the games a
    /// run with `--keep DIR` played.
    archive_only: Option<std::path::PathBuf>,
    /// `--computer`: the computer's worker thinks beside, all along.
    computer: bool,
}

/// The figures of one run.
#[derive(Debug, Clone)]
struct BenchReport {
    /// Moves played.
    moves: u64,
    /// Time spent in the steps that carried them.
    elapsed: Duration,
    /// With `--archive`: time spent refreshing the archive after the moves.
    refreshing: Duration,
    /// Each move's time, in the order played.
    latencies: Vec<Duration>,
    /// With `--computer`: the moves the computer chose meanwhile.
    searches: u64,
}

impl BenchReport {
    fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The latency at quantile `q` (0 to 1) of the moves, in milliseconds.
    fn latency_ms(&self, q: f64) -> f64 {
        let mut sorted = self.latencies.clone();
        sorted.sort_unstable();
        let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
        sorted.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    }
}

/// A raw mail as a mail client sends it: a reply to the bot's last mail to `from`
/// (`answers`: its Message-ID and text part), threaded by `In-Reply-To` and quoting it below
/// the command, as most clients do; or a first mail.
fn raw_mail(
    n: u64,
    from: &str,
    to: &str,
    body: &str,
    answers: Option<&(String, String)>,
) -> Vec<u8> {
    let (threading, quote) = match answers {
        Some((id, text)) => (
            format!("In-Reply-To: <{id}>\r\nReferences: <{id}>\r\n"),
            format!(
                "\r\nOn Fri, Yubin wrote:\r\n{}",
                text.lines()
                    .map(|l| format!("> {l}\r\n"))
                    .collect::<String>()
            ),
        ),
        None => (String::new(), String::new()),
    };
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: Re: your move\r\nMessage-ID: <bench.{n}@bench.example>\r\n\
         {threading}Date: Fri, 15 Jan 2027 08:00:00 +0000\r\nMIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n{quote}\r\n-- \r\nsent from my phone\r\n"
    )
    .into_bytes()
}

/// Plays the games in `dir` (which should be empty) and measures them.
fn run(dir: &std::path::Path, args: &BenchArgs) -> anyhow::Result<BenchReport> {
    let settings = Settings {
        // One sender playing fast: no limit.
        mails_per_hour: u32::MAX,
        ..Settings::for_tests("bot@bench.example", b"yubin benchmark key, not secret")
    };
    let bot = settings.bot_address.clone();
    let mut store = Shell::new(Store::open(&dir.join("bench.sqlite"))?, settings.clone());
    let players = ["alice@bench.example", "bob@bench.example"];
    let mut now = 1_800_000_000i64;
    let mut n = 0u64;
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut report = BenchReport {
        moves: 0,
        elapsed: Duration::ZERO,
        refreshing: Duration::ZERO,
        latencies: Vec::new(),
        searches: 0,
    };
    let mut computer = if args.computer {
        Some(yubin::computer::worker::Worker::start(
            yubin::computer::Budget::default(),
        )?)
    } else {
        None
    };
    let site = archive_options(dir, args);
    // The last mail each player got from the bot: Message-ID and text part.
    let mut last: std::collections::HashMap<String, (String, String)> = Default::default();
    for g in 1..=i64::from(args.games) {
        let mut send = |store: &mut Shell, from: &str, to: String, body: String| {
            now += 60;
            n += 1;
            let raw = raw_mail(n, from, &to, &body, last.get(from));
            let t = Instant::now();
            let mail = inbound::parse(&raw)?;
            let done = store.process(&mail, now)?;
            let took = t.elapsed();
            if done != Consumed::Done {
                bail!("the engine did not take the mail: {done:?}");
            }
            // Delivered (untimed): each player's next mail answers the last one they got.
            for e in store.store().due_mail(i64::MAX, 100)? {
                store.store().mark_sent(e.id)?;
                last.insert(
                    e.mail.to.clone(),
                    (e.mail.message_id.clone(), e.mail.text.clone()),
                );
            }
            anyhow::Ok(took)
        };
        // In a reply to one of the bot's mails (its address key): no confirmation asked.
        send(
            &mut store,
            players[0],
            token::address_key(&bot, &settings.secret_key, players[0]),
            format!("challenge {} {} black", players[1], args.variant.name()),
        )?;
        let reply = |who: &str| token::reply_address(&bot, &settings.secret_key, GameId(g), who);
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
            if store.store().moves(GameId(g))?.len() != ply as usize + 1 {
                bail!("game {g}: move {} `{text}` was not played", ply + 1);
            }
            report.elapsed += took;
            report.moves += 1;
            report.latencies.push(took);
            if let Some(worker) = computer.as_mut() {
                report.searches += worker.finished().len() as u64;
                if !worker.busy() {
                    worker.offer(vec![yubin::computer::Job {
                        game: GameId(1_000_000 + report.moves as i64),
                        ply: game.moves().len() as u32 + 1,
                        level: 8,
                        position: game.clone(),
                    }]);
                }
            }
            if let Some(options) = site.as_ref().filter(|_| args.refresh) {
                let t = Instant::now();
                // The instant only dates the pages' footer.
                let at = 1_800_000_000 + 60 * report.moves as i64;
                yubin::archive::refresh(store.store(), &settings, options, at)?;
                report.refreshing += t.elapsed();
            }
        }
    }
    Ok(report)
}

/// The archive's options with `--archive`: the site in `dir/site`, running games published.
fn archive_options(dir: &std::path::Path, args: &BenchArgs) -> Option<yubin::archive::Options> {
    args.archive.then(|| yubin::archive::Options {
        dir: Some(dir.join("site")),
        every_move: true,
        title: None,
        language: Default::default(),
    })
}

/// Reads `--variant V --games N --plies N --archive|--archive-build` (after cargo's own
/// `--bench`).
fn parse_args(args: &[String]) -> anyhow::Result<BenchArgs> {
    let mut out = BenchArgs {
        variant: Variant::Chu,
        games: 5,
        plies: 200,
        archive: false,
        refresh: false,
        keep: None,
        archive_only: None,
        computer: false,
    };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .with_context(|| format!("{name} needs a value"))
                .cloned()
        };
        match arg.as_str() {
            "--bench" => {}
            "--variant" => {
                let v = value("--variant")?;
                out.variant = Variant::parse(&v).with_context(|| {
                    format!(
                        "unknown variant `{v}`; expected `chu`, `maka`, `dai`, `daidai` or \
                         `tenjiku`"
                    )
                })?;
            }
            "--games" => out.games = value("--games")?.parse().context("--games: a number")?,
            "--plies" => out.plies = value("--plies")?.parse().context("--plies: a number")?,
            "--archive" => (out.archive, out.refresh) = (true, true),
            "--archive-build" => (out.archive, out.refresh) = (true, false),
            "--keep" => out.keep = Some(value("--keep")?.into()),
            "--archive-only" => out.archive_only = Some(value("--archive-only")?.into()),
            "--computer" => out.computer = true,
            other => bail!(
                "unknown argument `{other}`; expected --variant chu|maka|dai|daidai|tenjiku, \
                 --games N, --plies N, --archive, --archive-build, --keep DIR, \
                 --archive-only DIR, --computer"
            ),
        }
    }
    Ok(out)
}

fn bench(args: &[String]) -> anyhow::Result<()> {
    let args = parse_args(args)?;
    if let Some(dir) = &args.archive_only {
        let options = archive_options(
            dir,
            &BenchArgs {
                archive: true,
                ..args.clone()
            },
        );
        let _ = std::fs::remove_dir_all(dir.join("built"));
        return archive_build(dir, &options.expect("archive options"));
    }
    let scratch;
    let dir = match &args.keep {
        Some(dir) => {
            std::fs::create_dir_all(dir)?;
            dir.clone()
        }
        None => {
            scratch = tempfile::Builder::new()
                .prefix("yubin-bench-")
                .tempdir()
                .context("cannot create a scratch folder for the benchmark")?;
            scratch.path().to_path_buf()
        }
    };
    let r = run(&dir, &args)?;
    println!(
        "{} game(s) of {}, {} plies each: {} moves in {:.2} s through the engine \
         (mail parsed, move checked, stored in an SQLite file, both boards rendered and queued)",
        args.games,
        args.variant.title(),
        args.plies,
        r.moves,
        r.elapsed.as_secs_f64()
    );
    if let Some(kib) = peak_rss_kib_of("self") {
        println!("peak resident memory: {:.1} MB", kib as f64 / 1024.0);
    }
    println!("{:.0} moves/s", r.moves_per_second());
    println!(
        "latency per move: median {:.2} ms, 99th percentile {:.2} ms, worst {:.2} ms",
        r.latency_ms(0.5),
        r.latency_ms(0.99),
        r.latency_ms(1.0)
    );
    if args.computer {
        println!(
            "the computer (level 8) thought all along beside, and chose {} moves meanwhile",
            r.searches
        );
    }
    if let Some(options) = archive_options(&dir, &args) {
        if args.refresh {
            println!(
                "archive refresh after every move: {:.1} ms on average ({:.2} s in all)",
                r.refreshing.as_secs_f64() * 1000.0 / r.moves.max(1) as f64,
                r.refreshing.as_secs_f64()
            );
        }
        archive_build(&dir, &options)?;
    }
    Ok(())
}

/// Times a whole build of the archive of the games played in `dir`, and prints its size.
fn archive_build(dir: &std::path::Path, options: &yubin::archive::Options) -> anyhow::Result<()> {
    let store = Store::open(&dir.join("bench.sqlite"))?;
    // The key names the players' pseudonyms, as the mail bench's did.
    let settings = Settings::for_tests("bot@bench.example", b"yubin benchmark key, not secret");
    let site = dir.join("built");
    let t = Instant::now();
    let w = yubin::archive::build(&store, &settings, options, &site, 1_900_000_000)?;
    let took = t.elapsed();
    let (mut bytes, mut largest) = (0u64, (0u64, String::new()));
    for sub in ["", "games", "pieces", "players", "tournaments"] {
        let Ok(entries) = std::fs::read_dir(site.join(sub)) else {
            continue;
        };
        for e in entries {
            let e = e?;
            let len = e.metadata()?.len();
            bytes += len;
            let name = e.file_name().to_string_lossy().into_owned();
            if sub == "games" && name.ends_with(".html") && !name.contains('-') && len > largest.0 {
                largest = (len, name);
            }
        }
    }
    println!(
        "archive build: {} files ({} game pages) in {:.2} s; {:.1} MB in all; the largest game \
         page, games/{}, {:.0} KB",
        w.files,
        w.games,
        took.as_secs_f64(),
        bytes as f64 / 1e6,
        largest.1,
        largest.0 as f64 / 1e3
    );
    Ok(())
}

/// `cargo test`: a small run of each variant plays every move.
fn smoke_test() {
    let dir = tempfile::tempdir().unwrap();
    for variant in Variant::ALL {
        let sub = dir.path().join(variant.name());
        std::fs::create_dir_all(&sub).unwrap();
        let args = BenchArgs {
            variant,
            games: 2,
            plies: 6,
            archive: variant == Variant::Maka,
            refresh: true,
            keep: None,
            archive_only: None,
            computer: variant == Variant::Chu,
        };
        let r = run(&sub, &args).unwrap();
        assert_eq!(r.latencies.len(), 12);
        assert_eq!(r.moves, 12, "{variant}");
        assert!(r.moves_per_second() > 0.0);
        if let Some(options) = archive_options(&sub, &args) {
            assert!(sub.join("site/games/2.html").is_file());
            archive_build(&sub, &options).unwrap();
        }
    }
    assert!(peak_rss_kib_of("self").is_some_and(|k| k > 0));
    assert!(parse_args(&["--games".into()]).is_err());
    let a = parse_args(&["--bench".into(), "--variant".into(), "maka".into()]).unwrap();
    assert_eq!((a.variant, a.games, a.plies), (Variant::Maka, 5, 200));
    assert!(parse_args(&["--archive".into()]).unwrap().refresh);
    let a = parse_args(&["--archive-build".into()]).unwrap();
    assert!(a.archive && !a.refresh);
    println!("bench service smoke test ... ok");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if !args.iter().any(|a| a == "--bench") {
        // `cargo test` runs bench targets with `test = true` without `--bench`; its own
        // arguments (filters, `--nocapture`) are not ours.
        smoke_test();
        return;
    }
    if let Err(e) = bench(&args) {
        eprintln!("error: {e:#}");
        std::process::exit(2);
    }
}
