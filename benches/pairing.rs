//! The tournament benchmark: the time to pair a Swiss round of a large field, and to recompute
//! a round robin's standings and render its crosstable mail (what follows every finished
//! tournament game).
//!
//! ```sh
//! cargo bench --bench pairing                          # 200 players, round 6
//! cargo bench --bench pairing -- --players 1000 --round 9
//! ```
//!
//! Plays the rounds before the timed one with fixed pseudo-random results (wins, draws, now
//! and then a forfeit), then pairs the timed round repeatedly and prints the fastest and the
//! median time of one pairing. Every run pairs the same tournament. Then it plays a 30-player
//! round robin to the end (the Berger tables, the same pseudo-random results) and times the
//! standings, the crosstable and both parts of its mail. The issue's targets: each well under a
//! second (200-player Swiss round, 30-player crosstable).
//!
//! Under `cargo test` (which passes no `--bench`) it pairs a small field as a smoke test.

use anyhow::{bail, Context as _};
use std::time::{Duration, Instant};
use yubin_domain::model::GameId;
use yubin_domain::tournament::swiss::Swiss;
use yubin_domain::tournament::{Game, GameResult, Played, Points};
use yubin_rules::Color;

/// What to measure.
#[derive(Debug, Clone, Copy)]
struct BenchArgs {
    players: usize,
    round: u32,
    repeats: u32,
}

fn parse_args(args: &[String]) -> anyhow::Result<BenchArgs> {
    let mut out = BenchArgs {
        players: 200,
        round: 6,
        repeats: 20,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| -> anyhow::Result<u64> {
            it.next()
                .with_context(|| format!("{name} needs a value"))?
                .parse()
                .with_context(|| format!("{name} needs a number"))
        };
        match a.as_str() {
            "--players" => out.players = value("--players")? as usize,
            "--round" => out.round = value("--round")? as u32,
            "--repeats" => out.repeats = value("--repeats")? as u32,
            "--bench" => {}
            other => bail!("unknown argument {other:?}"),
        }
    }
    if out.round == 0 || out.repeats == 0 {
        bail!("--round and --repeats must be at least 1");
    }
    Ok(out)
}

/// A fixed pseudo-random sequence (xorshift64), so every run pairs the same tournament.
struct Rng(u64);

impl Rng {
    /// A number below `n` (which must not be 0).
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A fixed pseudo-random result.
fn result(rng: &mut Rng) -> GameResult {
    match rng.below(40) {
        0..=16 => GameResult::Win(Color::Black),
        17..=31 => GameResult::Win(Color::White),
        32..=38 => GameResult::Draw,
        _ => GameResult::Forfeit(Color::White),
    }
}

/// The Swiss and the history of the rounds before `args.round`.
fn tournament(args: BenchArgs) -> anyhow::Result<(Swiss, Vec<Played>)> {
    let swiss = Swiss {
        players: args.players,
        rounds: args.round,
        bye: Points::whole(1),
    };
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut history = Vec::new();
    for _ in 1..args.round {
        let round = swiss.pair(&history, &[])?;
        history.push(Played {
            games: round
                .games
                .iter()
                .map(|&pairing| Game {
                    pairing,
                    result: Some(result(&mut rng)),
                })
                .collect(),
            byes: round.byes,
        });
    }
    Ok((swiss, history))
}

/// Times `args.repeats` pairings of the round; returns the times, sorted.
fn run(args: BenchArgs) -> anyhow::Result<Vec<Duration>> {
    let (swiss, history) = tournament(args)?;
    let mut times = Vec::with_capacity(args.repeats as usize);
    let mut games = 0;
    for _ in 0..args.repeats {
        let start = Instant::now();
        let round = swiss.pair(&history, &[])?;
        times.push(start.elapsed());
        games = round.games.len();
    }
    if games != args.players / 2 {
        bail!("{games} games paired for {} players", args.players);
    }
    times.sort();
    Ok(times)
}

/// Plays a round robin of `players` to its end and times `repeats` recomputations of its
/// standings, crosstable and crosstable mail, sorted.
fn crosstable(players: usize, repeats: u32) -> anyhow::Result<Vec<Duration>> {
    use yubin_domain::standings::{self, Settings, Tournament};
    use yubin_domain::tournament::{round_robin, Format};
    use yubin_text::crosstable::Crosstable;
    use yubin_text::mails::{CrosstableUpdate, Stage};
    let mut rng = Rng(0x5DEE_CE66_D1CE_4E5B);
    let rounds = round_robin::rounds(players, false)?;
    let mut games = Vec::new();
    for r in &rounds {
        for p in &r.games {
            let result = match rng.below(5) {
                0 | 1 => GameResult::Win(Color::Black),
                2 | 3 => GameResult::Win(Color::White),
                _ => GameResult::Draw,
            };
            games.push(standings::Game {
                round: r.number,
                black: p.black.index(),
                white: p.white.index(),
                result: Some(result),
            });
        }
    }
    let names: Vec<String> = (0..players)
        .map(|i| format!("player{i}@example.org"))
        .collect();
    let t = Tournament {
        players: names
            .iter()
            .map(|n| standings::Player {
                name: n.clone(),
                rating: None,
            })
            .collect(),
        rounds: rounds.len() as u32,
        games,
        byes: Vec::new(),
        withdrawals: Vec::new(),
    };
    let mut times = Vec::new();
    for _ in 0..repeats {
        let start = Instant::now();
        let s = standings::standings(&t, &Settings::round_robin())?;
        let table = Crosstable::new("Bench", Format::RoundRobin { double: false }, &names, &s);
        let body = CrosstableUpdate {
            lang: Default::default(),
            t: table,
            after: Stage::Game(GameId(435)),
        }
        .body();
        times.push(start.elapsed());
        std::hint::black_box(body);
    }
    times.sort();
    Ok(times)
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if !args.iter().any(|a| a == "--bench") {
        // `cargo test`: a smoke test.
        let times = run(BenchArgs {
            players: 21,
            round: 4,
            repeats: 2,
        })?;
        println!("pairing smoke test: 21 players, round 4, {:?}", times[0]);
        let table = crosstable(6, 1)?;
        println!("crosstable smoke test: 6 players, {:?}", table[0]);
        return Ok(());
    }
    let args = parse_args(&args)?;
    let table = crosstable(30, args.repeats)?;
    println!(
        "crosstable: 30-player round robin, 435 games: standings, crosstable and its mail \
         (text and HTML): fastest {:.3} ms, median {:.3} ms ({} runs)",
        table[0].as_secs_f64() * 1e3,
        table[table.len() / 2].as_secs_f64() * 1e3,
        table.len()
    );
    let times = run(args)?;
    println!(
        "swiss: {} players, round {}: fastest {:.3} ms, median {:.3} ms ({} pairings)",
        args.players,
        args.round,
        times[0].as_secs_f64() * 1e3,
        times[times.len() / 2].as_secs_f64() * 1e3,
        times.len()
    );
    Ok(())
}
