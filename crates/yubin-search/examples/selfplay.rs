//! Self-play: two configurations of the computer player against each other, at a fixed number
//! of nodes per move, from varied openings (random moves of a seed), each opening played with
//! both colours. Prints the score, its 95 % margin and the Elo difference, and how many games
//! reached the cap of 300 plies (drawn there, or adjudicated on material).
//!
//! `cargo run --release -p yubin-search --example selfplay -- VARIANT GAMES NODES A B [FIRST]`
//!
//! `FIRST` (0 unless given) is the first opening's number: a second run from `GAMES / 2`
//! plays new openings rather than the same games again.
//!
//! `A` and `B` are configurations: `full` (everything on that is on by default: the
//! evaluation's kept terms, [`yubin_search::Terms::kept`]), `nonull`, `nolmr`, `ext` (with
//! the check extension), `quietdemons` (quiescence with every fire demon move), `qcap64` (quiescence 64 plies deep at most instead of 8), `oldq` (both: the quiescence before the cap),
//! `drawreps` (every repetition in the tree a draw, as before the tree judged them by the
//! game's rule), `material` (the evaluation's square terms off), `base` (the
//! evaluation without its optional terms, as it was before they were measured), `progress`
//! (pawns and small steppers), `pawns` (the progress of pawns and go-betweens alone),
//! `shelter`, `mobility`, `press` (`base` with that one term), `sp` (`base` with `shelter` and
//! `pawns`), `both` (`base` with `shelter` and `progress`), `old` (the first search of the
//! crate, material only, no table, cloned positions, kept here as a yardstick), `greedy`, `random`; `@N` after a
//! configuration gives it N nodes per move instead (`full@1000`), `level1` … `level8` are
//! the levels ([`yubin_search::Level::limits`]).

use std::sync::atomic::{AtomicBool, Ordering};
use yubin_rules::{Color, Game, Position, Rules, Variant};
use yubin_search::baseline::{greedy_move, random_move, Rng};
use yubin_search::value::Values;
use yubin_search::{Limits, Progress, Searcher, Terms};

const MAX_PLIES: usize = 300;
const OPENING_PLIES: usize = 6;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if !(5..=6).contains(&args.len()) {
        eprintln!("usage: selfplay VARIANT GAMES NODES A B [FIRST]");
        std::process::exit(2);
    }
    let variant = Variant::parse(&args[0]).expect("a variant");
    let games: usize = args[1].parse().expect("a number of games");
    let nodes: u64 = args[2].parse().expect("nodes per move");
    let (a, b) = (args[3].as_str(), args[4].as_str());
    let first: u64 = args
        .get(5)
        .map_or(0, |f| f.parse().expect("an opening number"));
    let rules = Rules::standard(variant);
    let values = Values::new(&rules);
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let (mut capped, mut cap_draws) = (0, 0);
    // Nodes searched and seconds spent by A and B.
    let mut speed = [(0u64, 0f64); 2];
    for g in 0..games {
        let opening = opening(rules, first + g as u64 / 2);
        let a_black = g % 2 == 0;
        let mut players = [Player::new(a), Player::new(b)];
        let (result, cap) = play(&opening, &mut players, a_black, nodes, &values, &mut speed);
        if cap {
            capped += 1;
            if result == 0 {
                cap_draws += 1;
            }
        }
        match result {
            1 => wins += 1,
            0 => draws += 1,
            _ => losses += 1,
        }
        eprintln!(
            "game {:>3}: {} as {} {}{}   (+{wins} ={draws} -{losses})",
            g + 1,
            a,
            if a_black { "black" } else { "white" },
            ["loses", "draws", "wins"][(result + 1) as usize],
            if cap { " at the cap" } else { "" },
        );
    }
    let n = (wins + draws + losses) as f64;
    let score = (wins as f64 + draws as f64 / 2.0) / n;
    let var = (wins as f64 * (1.0 - score).powi(2)
        + draws as f64 * (0.5 - score).powi(2)
        + losses as f64 * score.powi(2))
        / n;
    let margin = 1.96 * (var / n).sqrt();
    let elo = |s: f64| -400.0 * (1.0 / s.clamp(1e-3, 1.0 - 1e-3) - 1.0).log10();
    println!(
        "{} {a} vs {b}, {nodes} nodes/move, openings from {first}: +{wins} ={draws} -{losses}, score {:.1} % ± {:.1} %, Elo {:+.0} [{:+.0}, {:+.0}]",
        variant.name(),
        100.0 * score,
        100.0 * margin,
        elo(score),
        elo(score - margin),
        elo(score + margin),
    );
    println!(
        "  {capped} of {} games reached the {MAX_PLIES}-ply cap: {cap_draws} drawn there, {} adjudicated on material",
        wins + draws + losses,
        capped - cap_draws,
    );
    let rate = |(n, t): (u64, f64)| n as f64 / t.max(1e-9);
    println!(
        "  nodes/s (searching players): {a} {:.0}, {b} {:.0}",
        rate(speed[0]),
        rate(speed[1])
    );
}

/// The game after a few random moves of a seed.
fn opening(rules: Rules, seed: u64) -> Game {
    let mut rng = Rng::new(0x5EED ^ seed);
    let mut game = Game::new(rules);
    for _ in 0..OPENING_PLIES {
        if let Some(mv) = random_move(&game, &mut rng) {
            game.play(mv).expect("a legal move");
        }
    }
    game
}

enum Player {
    Search(Box<Searcher>, Option<Limits>),
    Old,
    Greedy(Rng),
    Random(Rng),
}

impl Player {
    fn new(name: &str) -> Player {
        let (name, limits) = match name.split_once('@') {
            Some((n, nodes)) => (n, Some(Limits::nodes(nodes.parse().expect("nodes")))),
            None => (name, None),
        };
        let mut s = Searcher::new(16);
        if let Some(level) = name.strip_prefix("level") {
            let level = yubin_search::Level::new(level.parse().expect("a level")).expect("1..=8");
            return match (level.get(), level.limits()) {
                (_, Some(limits)) => Player::Search(Box::new(s), Some(limits)),
                (1, None) => Player::Random(Rng::new(2)),
                (_, None) => Player::Greedy(Rng::new(1)),
            };
        }
        let f = s.features_mut();
        match name {
            "full" => {}
            "nonull" => f.null_move = false,
            "nolmr" => f.reductions = false,
            "ext" => f.check_extension = true,
            "quietdemons" => f.quiet_demons = true,
            "oldq" => {
                f.quiet_demons = true;
                f.quiescence_plies = 64;
            }
            "qcap64" => f.quiescence_plies = 64,
            "drawreps" => f.repetition_verdict = false,
            "material" => f.positional = false,
            "base" => f.terms = Some(Terms::NONE),
            "progress" | "pawns" | "shelter" | "mobility" | "press" | "sp" | "both" => {
                let mut t = Terms::NONE;
                if matches!(name, "progress" | "both") {
                    t.progress = Progress::Small;
                }
                if matches!(name, "pawns" | "sp") {
                    t.progress = Progress::Pawns;
                }
                t.shelter = matches!(name, "shelter" | "sp" | "both");
                t.mobility = name == "mobility";
                t.press = name == "press";
                f.terms = Some(t);
            }
            "old" => return Player::Old,
            "greedy" => return Player::Greedy(Rng::new(1)),
            "random" => return Player::Random(Rng::new(2)),
            other => panic!("unknown configuration {other}"),
        }
        Player::Search(Box::new(s), limits)
    }
}

/// 1 if A wins, 0 for a draw, -1 if B wins; and whether the game reached the cap.
fn play(
    opening: &Game,
    players: &mut [Player; 2],
    a_black: bool,
    nodes: u64,
    values: &Values,
    speed: &mut [(u64, f64); 2],
) -> (i32, bool) {
    let mut game = opening.clone();
    let stop = AtomicBool::new(false);
    let mut capped = true;
    for _ in 0..MAX_PLIES {
        if let Some(outcome) = game.outcome() {
            let result = match outcome.winner {
                None => 0,
                Some(c) if (c == Color::Black) == a_black => 1,
                Some(_) => -1,
            };
            return (result, false);
        }
        let black = game.position().side_to_move() == Color::Black;
        let index = usize::from(black != a_black);
        let player = &mut players[index];
        let mv = match player {
            Player::Search(s, limits) => {
                let limits = limits.unwrap_or(Limits::nodes(nodes));
                let report = s.think(&game, &limits, &stop, |_| {});
                speed[index].0 += report.nodes;
                speed[index].1 += report.elapsed.as_secs_f64();
                report.best
            }
            Player::Old => old::think(&game, nodes, values, &stop),
            Player::Greedy(rng) => greedy_move(&game, values, rng),
            Player::Random(rng) => random_move(&game, rng),
        };
        let Some(mv) = mv else {
            capped = false;
            break;
        };
        game.play(mv).expect("the computer plays legal moves");
    }
    // Unfinished: adjudicated on material, a lion's worth or more.
    let balance = values.balance(game.position(), Color::Black);
    let a_view = if a_black { balance } else { -balance };
    let result = match a_view {
        b if b >= 1000 => 1,
        b if b <= -1000 => -1,
        _ => 0,
    };
    (result, capped)
}

/// The crate's first search (material only, no table, positions cloned), as a yardstick.
mod old {
    use super::*;

    const MATE: i32 = 1_000_000;

    pub fn think(
        game: &Game,
        nodes: u64,
        values: &Values,
        stop: &AtomicBool,
    ) -> Option<yubin_rules::Move> {
        let mut root = game.legal_moves();
        let mut best = *root.first()?;
        let mut count = 0u64;
        for depth in 1..=64u32 {
            let mut alpha = -MATE - 1;
            let mut iteration = root[0];
            let mut aborted = false;
            for (i, &mv) in root.iter().enumerate() {
                let mut next = game.position().clone();
                next.play_unchecked(mv);
                let s = -negamax(
                    &next,
                    depth - 1,
                    -MATE - 1,
                    -alpha,
                    1,
                    values,
                    &mut count,
                    nodes,
                );
                if count >= nodes || stop.load(Ordering::Relaxed) {
                    aborted = true;
                    break;
                }
                if s > alpha || i == 0 {
                    alpha = s;
                    iteration = mv;
                }
            }
            if aborted {
                break;
            }
            best = iteration;
            if let Some(at) = root.iter().position(|&m| m == best) {
                root[..=at].rotate_right(1);
            }
        }
        Some(best)
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        pos: &Position,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
        values: &Values,
        count: &mut u64,
        nodes: u64,
    ) -> i32 {
        *count += 1;
        let side = pos.side_to_move();
        if pos.royal_count(side) == 0 {
            return -MATE + ply;
        }
        if depth == 0 || *count >= nodes {
            return values.balance(pos, side);
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return -MATE + ply;
        }
        for mv in moves {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            let s = -negamax(
                &next,
                depth - 1,
                -beta,
                -alpha,
                ply + 1,
                values,
                count,
                nodes,
            );
            if s > alpha {
                alpha = s;
                if alpha >= beta {
                    break;
                }
            }
        }
        alpha
    }
}
