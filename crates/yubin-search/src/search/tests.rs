//! The search on composed positions of every variant, its bounds and its determinism.

use super::*;
use std::time::Duration;
use yubin_rules::{notation::sfen, Piece, PieceKind as K, Variant};

const B: Color = Color::Black;
const W: Color = Color::White;

fn sq(file: u8, rank: u8) -> Square {
    Square::new(file, rank).expect("on the board")
}

fn game(rules: Rules, pieces: &[(u8, u8, Color, K)], side: Color) -> Game {
    let list: Vec<(Square, Piece)> = pieces
        .iter()
        .map(|&(f, r, c, k)| (sq(f, r), Piece::new(c, k)))
        .collect();
    Game::from_position(Position::from_pieces(rules, &list, side, None, 1).expect("a position"))
}

fn think(game: &Game, limits: Limits) -> Report {
    let report = Searcher::new(4).think(game, &limits, &AtomicBool::new(false), |_| {});
    let best = report.best.expect("a move");
    assert_eq!(game.check_move(best), Ok(()), "{best:?}");
    report
}

/// The pieces of `color` after `mv`.
fn left(game: &Game, mv: Move, color: Color) -> Vec<K> {
    let mut g = game.clone();
    g.play(mv).unwrap();
    g.position()
        .pieces()
        .filter(|(_, p)| p.color == color)
        .map(|(_, p)| p.kind)
        .collect()
}

#[test]
fn it_takes_a_hanging_lion_and_is_deterministic() {
    let pos = sfen::read(
        Rules::default(),
        "6k5/12/12/12/12/12/6pn4/5N6/12/12/12/6K5 b - 1",
    )
    .unwrap();
    let game = Game::from_position(pos);
    let a = think(&game, Limits::depth(3));
    let b = think(&game, Limits::depth(3));
    assert_eq!((a.best, a.nodes), (b.best, b.nodes));
    assert!(a.score > 2_000, "{a:?}");
    // At depth 1 the lion's double capture: the pawn on its way, then the lion (deeper, the
    // lion alone does as well, the pawn being lost anyway).
    let one = think(&game, Limits::depth(1));
    assert_eq!(left(&game, one.best.unwrap(), W), vec![K::King]);
}

#[test]
fn chu_a_lion_never_takes_a_protected_lion_from_afar() {
    // Black's lion on 7h, White's lion two squares away on 7f, protected by a gold on 7e:
    // taking it is illegal (no bridge capture), so the search plays something else.
    let game = game(
        Rules::default(),
        &[
            (6, 0, W, K::King),
            (6, 11, B, K::King),
            (7, 7, B, K::Lion),
            (7, 5, W, K::Lion),
            (7, 4, W, K::Gold),
        ],
        B,
    );
    let report = think(&game, Limits::depth(3));
    assert!(left(&game, report.best.unwrap(), W).contains(&K::Lion));
}

#[test]
fn tenjiku_a_fire_demon_burns() {
    // The demon slides diagonally from 11m to 5g, next to two white golds, and burns both.
    let rules = Rules::standard(Variant::Tenjiku);
    let game = game(
        rules,
        &[
            (8, 0, W, K::King),
            (8, 15, B, K::King),
            (11, 12, B, K::FireDemon),
            (4, 6, W, K::Gold),
            (6, 6, W, K::Gold),
        ],
        B,
    );
    let values = crate::value::Values::new(&rules);
    let before = values.balance(game.position(), B);
    let report = think(&game, Limits::depth(2));
    // Both golds burn (now, or one now and the other next), and the search knows it.
    assert!(
        left(&game, report.best.unwrap(), W).len() <= 2,
        "{report:?}"
    );
    assert!(report.score > before + 700, "{before} {report:?}");
    let mut searcher = Searcher::new(1);
    searcher.features_mut().check_extension = false;
    let one = searcher.think(&game, &Limits::depth(1), &AtomicBool::new(false), |_| {});
    assert_eq!(left(&game, one.best.unwrap(), W), vec![K::King]);
}

#[test]
fn maka_a_hook_mover_takes_twice() {
    let mut rules = Rules::standard(Variant::Maka);
    rules.set("maka.hook_capture", "double").unwrap();
    let game = game(
        rules,
        &[
            (1, 0, W, K::King),
            (2, 0, W, K::Pawn),
            (1, 1, W, K::Pawn),
            (2, 1, W, K::Pawn),
            (19, 18, B, K::King),
            (10, 15, B, K::HookMover),
            (10, 10, W, K::Gold),
            (14, 10, W, K::Gold),
        ],
        B,
    );
    let report = think(&game, Limits::depth(1));
    let after = left(&game, report.best.unwrap(), W);
    assert!(!after.contains(&K::Gold), "{after:?}");
}

#[test]
fn dai_a_knight_forks_king_and_rook() {
    let game = game(
        Rules::standard(Variant::Dai),
        &[
            (8, 4, W, K::King),
            (10, 4, W, K::Rook),
            (8, 14, B, K::King),
            (8, 8, B, K::Knight),
        ],
        B,
    );
    // Black starts a rook for a knight behind (-600) and wins the rook for the knight.
    let report = think(&game, Limits::depth(3));
    assert_eq!(report.best.unwrap().to(), Some(sq(9, 6)), "{report:?}");
    assert!(report.score > -100, "{report:?}");
}

#[test]
fn daidai_the_last_royal_captured_is_a_won_game() {
    // Black's lion two squares from White's lone king: the capture ends the game.
    let game = game(
        Rules::standard(Variant::DaiDai),
        &[
            (9, 2, W, K::King),
            (1, 2, W, K::Rook),
            (9, 16, B, K::King),
            (9, 4, B, K::Lion),
        ],
        B,
    );
    let report = think(&game, Limits::depth(4));
    assert_eq!(report.best.unwrap().to(), Some(sq(9, 2)));
    assert!(is_mate(report.score) && report.score > 0, "{report:?}");
}

#[test]
fn chu_a_mate_in_two_is_found_at_depth_three() {
    // White's king in the corner, hemmed in by its own pawns; Black's queen (free king) and
    // gold: the queen checks along the rank and the gold covers the escape.
    let game = game(
        Rules::default(),
        &[
            (1, 0, W, K::King),
            (1, 1, W, K::Pawn),
            (2, 1, W, K::Pawn),
            (12, 11, B, K::King),
            (12, 5, B, K::Queen),
        ],
        B,
    );
    // 1. Q to 12a (check along the rank); the king cannot leave; 2. Q takes the king.
    let report = think(&game, Limits::depth(3));
    assert!(is_mate(report.score) && report.score > 0, "{report:?}");
}

#[test]
fn the_same_limits_give_the_same_move_and_nodes_whatever_came_before() {
    for variant in Variant::ALL {
        let game = Game::new(Rules::standard(variant));
        let mut used = Searcher::new(2);
        let stop = AtomicBool::new(false);
        used.think(&game, &Limits::nodes(3_000), &stop, |_| {});
        let a = used.think(&game, &Limits::nodes(5_000), &stop, |_| {});
        let b = Searcher::new(2).think(&game, &Limits::nodes(5_000), &stop, |_| {});
        assert_eq!(
            (a.best, a.nodes, a.score),
            (b.best, b.nodes, b.score),
            "{variant:?}"
        );
        assert!(
            a.nodes <= 5_000 && a.nodes > 4_000,
            "{variant:?} {}",
            a.nodes
        );
    }
}

#[test]
fn the_stop_flag_and_the_time_limit_stop_it() {
    let game = Game::new(Rules::default());
    let stop = AtomicBool::new(true);
    let report = Searcher::new(1).think(&game, &Limits::default(), &stop, |_| {});
    assert!(report.best.is_some());
    assert!(report.nodes <= 2, "{}", report.nodes);
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let report = Searcher::new(1).think(
        &game,
        &Limits::time(Duration::from_millis(200)),
        &stop,
        |_| {},
    );
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    assert!(report.depth >= 1 && report.best.is_some());
}

#[test]
fn a_side_behind_repeats_and_a_forbidden_repetition_is_never_chosen() {
    // White, a rook down, can shuffle its king: under lishogi's rule a repetition is a
    // draw, which the search prefers; under no_repeat the same move is illegal.
    for (rule, repeats) in [("lishogi", true), ("no_repeat", false)] {
        let mut rules = Rules::default();
        rules.set("chu.repetition", rule).unwrap();
        let mut g = game(
            rules,
            &[
                (1, 0, W, K::King),
                (3, 0, W, K::Gold),
                (12, 11, B, K::King),
                (6, 6, B, K::Gold),
                (8, 9, B, K::Rook),
            ],
            B,
        );
        let start = g.position().hash();
        let shuffle = |g: &mut Game, from: Square, to: Square| {
            let mv = g
                .legal_moves()
                .into_iter()
                .find(|m| m.from() == Some(from) && m.to() == Some(to))
                .unwrap_or_else(|| panic!("{:?} {:?}", g.outcome(), g.legal_moves()));
            g.play(mv).unwrap();
        };
        shuffle(&mut g, sq(12, 11), sq(11, 11));
        shuffle(&mut g, sq(1, 0), sq(2, 0));
        shuffle(&mut g, sq(11, 11), sq(12, 11));
        // White's king going back to 1a would make the start position again.
        assert_ne!(g.position().hash(), start);
        let report = think(&g, Limits::depth(3));
        let best = report.best.unwrap();
        let mut after = g.position().clone();
        after.play_unchecked(best);
        let again = g.hashes().contains(&after.hash());
        assert_eq!(again, repeats, "{rule}: {report:?}");
        if repeats {
            assert_eq!(report.score, 0, "{rule}");
        }
    }
}

#[test]
fn self_play_at_tiny_budgets_never_plays_an_illegal_move() {
    use crate::baseline::{random_move, Rng};
    let mut played = 0;
    for variant in Variant::ALL {
        for seed in 0..4u64 {
            let mut game = Game::new(Rules::standard(variant));
            let mut rng = Rng::new(seed);
            let mut searcher = Searcher::new(1);
            let stop = AtomicBool::new(false);
            for ply in 0..60 {
                if game.outcome().is_some() {
                    break;
                }
                // A few random moves first, for varied positions (captures, burns, lions).
                let mv = if ply % 3 == 0 {
                    random_move(&game, &mut rng)
                } else {
                    let budget = 100 + 50 * (seed + ply % 5);
                    searcher
                        .think(&game, &Limits::nodes(budget), &stop, |_| {})
                        .best
                };
                let mv = mv.expect("a move while the game goes on");
                game.play(mv)
                    .unwrap_or_else(|e| panic!("{variant:?} ply {ply}: {mv:?}: {e}"));
                played += 1;
            }
        }
    }
    assert!(played > 500, "{played}");
}

/// With every optional term of the evaluation on (progress in the square table, the royals'
/// shelter outside it), the incremental sum still equals the whole sum after every move made
/// in the search (the `debug_assert` of `Run::make`, on in tests), the moves are legal, and
/// the same limits give the same move, nodes and score.
#[test]
fn every_evaluation_term_on_keeps_the_sum_legal_and_deterministic() {
    use crate::baseline::{random_move, Rng};
    let all = Terms {
        progress: crate::eval::Progress::Small,
        shelter: true,
        mobility: true,
        press: true,
    };
    let with = |terms: Terms| {
        let mut s = Searcher::new(1);
        s.features_mut().terms = Some(terms);
        s
    };
    let mut played = 0;
    for variant in Variant::ALL {
        let mut game = Game::new(Rules::standard(variant));
        let mut rng = Rng::new(3);
        let stop = AtomicBool::new(false);
        let mut searcher = with(all);
        for ply in 0..40 {
            if game.outcome().is_some() {
                break;
            }
            let mv = if ply % 3 == 0 {
                random_move(&game, &mut rng)
            } else {
                searcher
                    .think(&game, &Limits::nodes(400), &stop, |_| {})
                    .best
            };
            let mv = mv.expect("a move while the game goes on");
            game.play(mv)
                .unwrap_or_else(|e| panic!("{variant:?} ply {ply}: {mv:?}: {e}"));
            played += 1;
        }
        let a = with(all).think(&game, &Limits::nodes(3_000), &stop, |_| {});
        let b = with(all).think(&game, &Limits::nodes(3_000), &stop, |_| {});
        assert_eq!(
            (a.best, a.nodes, a.score),
            (b.best, b.nodes, b.score),
            "{variant:?}"
        );
    }
    assert!(played > 150, "{played}");
}

/// The composed mates and captures are found with every term on as without.
#[test]
fn every_evaluation_term_on_still_takes_the_lion_and_mates() {
    let mut searcher = Searcher::new(4);
    searcher.features_mut().terms = Some(Terms {
        progress: crate::eval::Progress::Small,
        shelter: true,
        mobility: true,
        press: true,
    });
    let stop = AtomicBool::new(false);
    let lion = Game::from_position(
        sfen::read(
            Rules::default(),
            "6k5/12/12/12/12/12/6pn4/5N6/12/12/12/6K5 b - 1",
        )
        .unwrap(),
    );
    let r = searcher.think(&lion, &Limits::depth(3), &stop, |_| {});
    assert!(r.score > 2_000, "{r:?}");
    let corner = game(
        Rules::default(),
        &[
            (1, 0, W, K::King),
            (1, 1, W, K::Pawn),
            (2, 1, W, K::Pawn),
            (12, 11, B, K::King),
            (12, 5, B, K::Queen),
        ],
        B,
    );
    let r = searcher.think(&corner, &Limits::depth(3), &stop, |_| {});
    assert!(is_mate(r.score) && r.score > 0, "{r:?}");
}
