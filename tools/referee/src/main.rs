//! `yubin-referee`: plays two XBoard engines against each other with yubin's rules as arbiter,
//! and prints the score, its 95 % margin, the Elo difference and each engine's nodes per
//! second. See `tools/referee/README.md`.
//!
//! ```text
//! cargo run --release -p yubin-referee -- --variant chu --openings chu.openings --count 10 \
//!     --st 1 --engine1 "target/release/yubin engine" --engine2 /work/hachu/hachu
//! ```

mod engine;
mod openings;
mod stats;

use anyhow::Result;
use clap::{Parser, ValueEnum};
use engine::{Engine, Reply, Thinking};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use yubin_protocol::wb;
use yubin_rules::notation::usi;
use yubin_rules::rules::ProtectionEval;
use yubin_rules::{Color, Game, Move, Position, Rules, Variant};
use yubin_search::value::Values;

/// Plays a match between two XBoard engines, yubin's rules core as arbiter.
#[derive(Parser)]
#[command(name = "yubin-referee")]
struct Args {
    /// The first engine's command line (run by `sh -c`).
    #[arg(long)]
    engine1: String,
    /// The second engine's command line.
    #[arg(long)]
    engine2: String,
    /// Names for the report (default: `engine1`, `engine2`).
    #[arg(long, default_value = "engine1")]
    name1: String,
    #[arg(long, default_value = "engine2")]
    name2: String,
    /// The variant: chu, dai, tenjiku, daidai, maka.
    #[arg(long, default_value = "chu")]
    variant: String,
    /// The openings file: read if it exists, else made and written.
    #[arg(long)]
    openings: PathBuf,
    /// How many openings to make (each is played twice, colours swapped).
    #[arg(long, default_value_t = 10)]
    count: usize,
    /// Random plies of each opening made.
    #[arg(long, default_value_t = 8)]
    plies: usize,
    /// The seed of the openings made.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Seconds per move (whole seconds: XBoard's `st`).
    #[arg(long, default_value_t = 1)]
    st: u64,
    /// The hash size sent to both engines (`memory`, in megabytes; HaChu lists no legal
    /// move before it has a hash table).
    #[arg(long, default_value_t = 64)]
    hash: u64,
    /// Plies after which a game is adjudicated a draw.
    #[arg(long, default_value_t = 400)]
    max_plies: usize,
    /// An engine option (`NAME=VALUE`) sent to the first engine as XBoard's `option`
    /// after the variant; repeatable. HaChu's `--option2 "Allow repeats=1"` makes it accept
    /// a repetition, which the arbiter's rules (lishogi's) then judge, instead of refusing it.
    #[arg(long)]
    option1: Vec<String>,
    /// An engine option sent to the second engine (as `--option1`).
    #[arg(long)]
    option2: Vec<String>,
    /// Openings to leave out at the start of the file (to go on with a match that was
    /// stopped: its games so far are in its report).
    #[arg(long, default_value_t = 0)]
    skip: usize,
    /// A file each game is appended to, one line: its number, the players, the result,
    /// how it ended and its moves in USI from the start (to replay or analyse it later).
    #[arg(long)]
    games: Option<PathBuf>,
    /// The colours the first engine plays each opening with: `both` (each opening twice),
    /// `black`, `white`, or `ahead` (once, with the side ahead in material at the opening's
    /// end: to see whether an engine converts won positions, read back from `--games`).
    #[arg(long, value_enum, default_value_t = Colours::Both)]
    colours: Colours,
}

/// Which colours the first engine plays each opening with (`--colours`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Colours {
    Both,
    Black,
    White,
    Ahead,
}

impl Colours {
    /// For each game of an opening ending in `pos`: whether the first engine plays White.
    fn swaps(self, pos: &Position, values: &Values) -> &'static [bool] {
        match self {
            Colours::Both => &[false, true],
            Colours::Black => &[false],
            Colours::White => &[true],
            Colours::Ahead if material(pos, values) >= 0 => &[false],
            Colours::Ahead => &[true],
        }
    }
}

/// How a game ended.
#[derive(Debug, Clone)]
struct End {
    /// The winner (our colours), `None` for a draw.
    winner: Option<Color>,
    /// Which rule decided, for the tally.
    rule: String,
}

#[derive(Default)]
struct Totals {
    moves: u64,
    depth: u64,
    nodes: u64,
    centis: u64,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let variant = wb::variant_of(&args.variant)
        .ok_or_else(|| anyhow::anyhow!("unknown variant `{}`", args.variant))?;
    let rules = Rules::standard(variant);
    let openings =
        openings::load_or_make(&args.openings, rules, args.count, args.plies, args.seed)?;
    anyhow::ensure!(!openings.is_empty(), "no opening");
    println!(
        "{} vs {}: {} openings ({}), {}, st {} s, adjudicated a draw at {} plies",
        args.name1,
        args.name2,
        openings.len(),
        match args.colours {
            Colours::Both => format!("each with both colours, {} games", 2 * openings.len()),
            Colours::Black => format!("{} plays black", args.name1),
            Colours::White => format!("{} plays white", args.name1),
            Colours::Ahead => format!("{} plays the side ahead", args.name1),
        },
        variant.title(),
        args.st,
        args.max_plies
    );
    let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
    let mut rules_tally: BTreeMap<String, u32> = BTreeMap::new();
    let mut totals = [Totals::default(), Totals::default()];
    let mut n = 2 * args.skip;
    let values = Values::new(&rules);
    // Games adjudicated at the move limit, by the material then: the first engine ahead by
    // 3 pawns or more, level within 3, behind by 3 or more.
    let mut at_limit = [0u32; 3];
    for (i, opening) in openings.iter().enumerate().skip(args.skip) {
        let mut end = Position::start(rules);
        for &mv in opening {
            end.make(mv);
        }
        for &swap in args.colours.swaps(&end, &values) {
            n += 1;
            // engines[0] plays Black (moves first).
            let order = if swap { [1, 0] } else { [0, 1] };
            let cmds = [&args.engine1, &args.engine2];
            let names = [&args.name1, &args.name2];
            let options = [&args.option1, &args.option2];
            let started = Instant::now();
            let (end, game, thinking) = play(
                variant,
                rules,
                opening,
                [
                    (
                        names[order[0]].as_str(),
                        cmds[order[0]].as_str(),
                        options[order[0]].as_slice(),
                    ),
                    (
                        names[order[1]].as_str(),
                        cmds[order[1]].as_str(),
                        options[order[1]].as_slice(),
                    ),
                ],
                &args,
            );
            for (side, t) in thinking.into_iter().enumerate() {
                let tot = &mut totals[order[side]];
                tot.moves += t.moves;
                tot.depth += t.depth;
                tot.nodes += t.nodes;
                tot.centis += t.centis;
            }
            let first_is = |c: Color| (c == Color::Black) != swap;
            let text = match end.winner {
                None => {
                    d += 1;
                    "1/2-1/2"
                }
                Some(c) if first_is(c) => {
                    w += 1;
                    if c == Color::Black {
                        "1-0"
                    } else {
                        "0-1"
                    }
                }
                Some(c) => {
                    l += 1;
                    if c == Color::Black {
                        "1-0"
                    } else {
                        "0-1"
                    }
                }
            };
            *rules_tally.entry(end.rule.clone()).or_default() += 1;
            let plies = game.moves().len();
            // The material (royals left out), from the first engine's side, in pawns.
            let black = material(game.position(), &values);
            let first = if swap { -black } else { black };
            let pawns = f64::from(first) / 100.0;
            if end.rule == MOVE_LIMIT {
                at_limit[usize::from(pawns > -3.0) + usize::from(pawns >= 3.0)] += 1;
            }
            println!(
                "game {n:3}: opening {:2}, {} (black) - {} (white): {text} {{{}}} {plies} plies, {:.0} s, material {pawns:+.1} for {}",
                i + 1,
                names[order[0]],
                names[order[1]],
                end.rule,
                started.elapsed().as_secs_f64(),
                args.name1,
            );
            if let Some(path) = &args.games {
                let moves: Vec<String> = {
                    let mut pos = game.initial().clone();
                    game.moves()
                        .iter()
                        .map(|&mv| {
                            let t = usi::format(&pos, mv);
                            pos.make(mv);
                            t
                        })
                        .collect()
                };
                let line = format!(
                    "{n}\t{}\t{}\t{text}\t{}\t{}\n",
                    names[order[0]],
                    names[order[1]],
                    end.rule,
                    moves.join(" ")
                );
                std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(path)
                    .and_then(|mut f| f.write_all(line.as_bytes()))?;
            }
        }
    }
    let (s, m) = stats::score(w, d, l);
    println!();
    println!("{} vs {}: +{w} ={d} -{l}", args.name1, args.name2);
    println!(
        "score {:.1} % ± {:.1} % (95 %), Elo {:+.0} [{:+.0}, {:+.0}]",
        100.0 * s,
        100.0 * m,
        stats::elo(s),
        stats::elo(s - m),
        stats::elo(s + m)
    );
    println!("decided by:");
    for (rule, count) in &rules_tally {
        println!("  {rule}: {count}");
    }
    if at_limit.iter().sum::<u32>() > 0 {
        println!(
            "at the move limit, material (royals left out): {} ahead by 3 pawns or more in {}, within 3 in {}, behind by 3 or more in {}",
            args.name1, at_limit[2], at_limit[1], at_limit[0]
        );
    }
    for (name, t) in [&args.name1, &args.name2].into_iter().zip(&totals) {
        let nps = (t.nodes * 100).checked_div(t.centis).unwrap_or(0);
        let depth = if t.moves > 0 {
            t.depth as f64 / t.moves as f64
        } else {
            0.0
        };
        println!(
            "{name}: {nps} nodes/s as it reports them, mean depth {depth:.1} over {} moves",
            t.moves
        );
    }
    Ok(())
}

#[derive(Default, Clone, Copy)]
struct Seen {
    moves: u64,
    depth: u64,
    nodes: u64,
    centis: u64,
}

/// Plays one game; `engines[0]` plays Black. Returns how it ended, its plies, and each
/// side's thinking totals.
fn play(
    variant: Variant,
    rules: Rules,
    opening: &[Move],
    engines: [(&str, &str, &[String]); 2],
    args: &Args,
) -> (End, Game, [Seen; 2]) {
    let mut seen = [Seen::default(); 2];
    let mut started = Vec::new();
    for (name, cmd, _) in engines {
        match Engine::start(name, cmd) {
            Ok(e) => started.push(e),
            Err(e) => {
                eprintln!("{e:#}");
                let winner = if started.is_empty() {
                    Color::White
                } else {
                    Color::Black
                };
                for e in started {
                    e.quit();
                }
                return (end(Some(winner), "crash"), Game::new(rules), seen);
            }
        }
    }
    let mut es: Vec<Engine> = started;
    let mut game = Game::new(rules);
    let setup = [
        format!("memory {}", args.hash),
        "new".to_string(),
        format!("variant {}", wb::variant_name(variant)),
        "easy".to_string(),
        "post".to_string(),
        "force".to_string(),
        format!("st {}", args.st),
    ];
    for (e, (_, _, options)) in es.iter_mut().zip(engines) {
        for line in &setup[..3] {
            let _ = e.send(line);
        }
        for option in options {
            let _ = e.send(&format!("option {option}"));
        }
        for line in &setup[3..] {
            let _ = e.send(line);
        }
    }
    let mut ping = 1;
    let result = 'game: {
        for &mv in opening {
            let text = wb::format_move(game.position(), mv);
            let _ = game.play(mv);
            for e in es.iter_mut() {
                let _ = e.send(&format!("usermove {text}"));
            }
        }
        for (side, e) in es.iter_mut().enumerate() {
            ping += 1;
            if !e.sync(ping, Duration::from_secs(10)) {
                break 'game end(Some(colour(1 - side)), "crash");
            }
        }
        let centis = args.st * 100;
        let allowed = Duration::from_secs(args.st * 2 + 1);
        loop {
            if let Some(outcome) = game.outcome() {
                break end(
                    outcome.winner,
                    &format!("yubin's rules: {}", outcome.reason),
                );
            }
            if game.moves().len() >= args.max_plies {
                break end(None, MOVE_LIMIT);
            }
            let side = usize::from(game.position().side_to_move() == Color::White);
            let mover = &mut es[side];
            let _ = mover.send(&format!("time {centis}"));
            let _ = mover.send(&format!("otim {centis}"));
            let _ = mover.send("go");
            let mut thinking = Thinking::default();
            let reply = mover.wait_move(allowed, &mut thinking);
            let _ = mover.send("force");
            seen[side].moves += 1;
            seen[side].depth += u64::from(thinking.depth);
            seen[side].nodes += thinking.nodes;
            seen[side].centis += thinking.centis;
            let text = match reply {
                Reply::Move(text) => text,
                Reply::Timeout => break end(Some(colour(1 - side)), "time forfeit"),
                Reply::Dead => break end(Some(colour(1 - side)), "crash"),
                Reply::Claim(claim) => {
                    // A claim of one's own loss is a resignation; any other claim while our
                    // rules see the game going on is a disagreement of the rules: a draw.
                    let own_loss = claim == "resign"
                        || (side == 0 && claim.starts_with("0-1"))
                        || (side == 1 && claim.starts_with("1-0"));
                    if own_loss {
                        break end(Some(colour(1 - side)), "resignation");
                    }
                    break end(
                        None,
                        &format!("rules disagree: {} claimed {claim}", es[side].name),
                    );
                }
            };
            let mv = match wb::parse_move(&game, &text) {
                Ok(mv) => mv,
                Err(why) => {
                    eprintln!("{}: illegal move {text}: {why}", es[side].name);
                    if let Some(reading) = other_reading(&game, &text) {
                        break end(
                            None,
                            &format!(
                                "rules disagree: {} made a move legal only under {reading}",
                                es[side].name
                            ),
                        );
                    }
                    break end(Some(colour(1 - side)), "illegal move by yubin's rules");
                }
            };
            let _ = game.play(mv);
            let other = &mut es[1 - side];
            let _ = other.send(&format!("usermove {text}"));
            ping += 1;
            if game.outcome().is_none() {
                if let Some(refusal) = other.refused(ping, allowed) {
                    break end(
                        None,
                        &format!(
                            "rules disagree: {} refused a move yubin allows ({refusal})",
                            es[1 - side].name
                        ),
                    );
                }
            }
        }
    };
    for e in es {
        e.quit();
    }
    (result, game, seen)
}

/// How a game adjudicated at `--max-plies` is tallied.
const MOVE_LIMIT: &str = "move limit";

/// The material on the board from Black's side, royals left out (both sides keep theirs
/// until the game ends), by the search crate's values.
fn material(pos: &Position, values: &Values) -> i32 {
    pos.squares()
        .iter()
        .filter_map(|&sq| pos.piece_at(sq))
        .filter(|p| !pos.is_royal(p.kind))
        .map(|p| {
            let v = values.of(p.kind);
            if p.color == Color::Black {
                v
            } else {
                -v
            }
        })
        .sum()
}

fn colour(side: usize) -> Color {
    if side == 0 {
        Color::Black
    } else {
        Color::White
    }
}

fn end(winner: Option<Color>, rule: &str) -> End {
    End {
        winner,
        rule: rule.to_string(),
    }
}

/// The documented reading of the rules under which `text`, illegal under the game's, is a
/// legal move: HaChu judges a lion's protection after the move (`chu.lion.protection_eval =
/// after_move`, H. G. Muller's reading), lishogi for the whole move, so HaChu's lion may take
/// the pawn that protects a lion and then the lion. Such a move is a disagreement of the rules,
/// not an illegal move.
fn other_reading(game: &Game, text: &str) -> Option<&'static str> {
    let mut rules = *game.rules();
    if rules.protection_eval != ProtectionEval::WholeMove {
        return None;
    }
    rules.protection_eval = ProtectionEval::AfterMove;
    let mut other = Game::new(rules);
    for &mv in game.moves() {
        other.play(mv).ok()?;
    }
    wb::parse_move(&other, text)
        .ok()
        .map(|_| "chu.lion.protection_eval = after_move (HaChu's reading)")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Game 4 of the Chu match of 2026-11-29 (HaChu black), up to HaChu's 77th ply: its lion
    /// on 3d takes the pawn on 3e and then the lion on 3f, which that pawn protected.
    const GAME: &str = "5k4k 5b4b 4k5k 2d2e 4j4k 4b5b 8l9k 8d8e 5i5h 1d1e 8i8h 1e1f 12i12h 6d6e 12j12i 5d5e 10i10h 7d7e 1i1h 3d3e 1j1i 7e7f 11i11h 12d12e 2i2h 2e2f 3i3h 10d10e 11l11k 9c6f 7j7h 6f5f 7h8g 6e6f 9j8i 5f8i 10k8i 5e5f 9h9g 12c12d 11k12j 4c6e 12j11i 6e6d 9g9f 7f7g 8g7g6h 6d4f 5h5g 9e9f 4h4g 4f6d 5g5f 9f9g 6h5g 6c6e 5g6f6g 4e4f 4i4h 6e5f4e 4g4f 4e4f4e 8h8g 5c5j 3j5j 4e3f 2l2k 3c6c 11j11k 6d2h 6g5h 3b7f 5h5f 2h3h 5f3d 7f6g";

    #[test]
    fn a_lion_taking_its_protector_first_is_a_disagreement_not_an_illegal_move() {
        let mut game = Game::new(Rules::standard(Variant::Chu));
        for m in GAME.split_whitespace() {
            game.play(usi::parse(game.position(), m).unwrap()).unwrap();
        }
        assert!(wb::parse_move(&game, "j9j8,j8j7").is_err());
        assert!(other_reading(&game, "j9j8,j8j7").is_some());
        // A move illegal under both readings is still illegal.
        assert_eq!(other_reading(&game, "j9j7"), None);
    }

    /// `--colours ahead` gives the first engine the side ahead in material; `both` plays
    /// each opening with both colours.
    #[test]
    fn the_first_engine_takes_the_side_ahead() {
        let rules = Rules::standard(Variant::Chu);
        let values = Values::new(&rules);
        let after = |moves: &[&str]| {
            let mut game = Game::new(rules);
            for m in moves {
                game.play(usi::parse(game.position(), m).unwrap()).unwrap();
            }
            game
        };
        let start = after(&[]);
        assert_eq!(Colours::Ahead.swaps(start.position(), &values), [false]);
        // The pawns of the 5th file meet; Black's takes White's.
        let black_ahead = after(&["5i5h", "5d5e", "5h5g", "5e5f", "5g5f"]);
        assert!(material(black_ahead.position(), &values) > 0);
        assert_eq!(
            Colours::Ahead.swaps(black_ahead.position(), &values),
            [false]
        );
        assert_eq!(
            Colours::White.swaps(black_ahead.position(), &values),
            [true]
        );
        assert_eq!(
            Colours::Black.swaps(black_ahead.position(), &values),
            [false]
        );
        assert_eq!(
            Colours::Both.swaps(black_ahead.position(), &values),
            [false, true]
        );
        // White's takes Black's.
        let white_ahead = after(&["5i5h", "5d5e", "5h5g", "5e5f", "1i1h", "5f5g"]);
        assert!(material(white_ahead.position(), &values) < 0);
        assert_eq!(
            Colours::Ahead.swaps(white_ahead.position(), &values),
            [true]
        );
    }
}
