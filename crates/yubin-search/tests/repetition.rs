//! A repetition the game's rules judge: two games yubin lost to HaChu 0.21 (1 s a move) by
//! making the fourth occurrence of a cycle in which it had attacked with every move (lishogi's
//! rule: the attacker loses). The root asks the game what each move does, so the move that
//! loses is not played while another is left; inside the tree a repetition that the same
//! rule makes the searching side lose is judged so, and the attacker leaves the cycle before
//! its last step.

use std::sync::atomic::AtomicBool;
use yubin_rules::notation::usi;
use yubin_rules::{Game, Rules};
use yubin_search::{Limits, Searcher, MATE};

#[test]
fn the_search_does_not_make_the_repetition_that_loses() {
    let text = include_str!("data/perpetual.usi");
    let games: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(games.len(), 2);
    for line in games {
        let moves: Vec<&str> = line.split_whitespace().collect();
        let mut game = Game::new(Rules::default());
        for m in &moves[..moves.len() - 1] {
            let mv = usi::parse(game.position(), m).unwrap();
            game.play(mv).unwrap();
        }
        let mover = game.position().side_to_move();
        let last = usi::parse(game.position(), moves[moves.len() - 1]).unwrap();
        // The recorded last move loses for its mover by the rules.
        let mut after = game.clone();
        let outcome = after.play(last).unwrap().expect("the game ends");
        assert_eq!(outcome.winner, Some(!mover), "{outcome:?}");
        for limits in [Limits::depth(1), Limits::depth(3), Limits::nodes(50_000)] {
            let r = Searcher::new(8).think(&game, &limits, &AtomicBool::new(false), |_| {});
            assert_ne!(r.best, Some(last), "{limits:?}: {r:?}");
        }
    }
}

/// The games, each as its moves in USI.
fn games() -> Vec<Vec<&'static str>> {
    include_str!("data/perpetual.usi")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split_whitespace().collect())
        .collect()
}

/// The game after all its moves but the last `back`, and the move played there.
fn before_last(moves: &[&str], back: usize) -> (Game, String) {
    let mut game = Game::new(Rules::default());
    for m in &moves[..moves.len() - back] {
        let mv = usi::parse(game.position(), m).unwrap();
        game.play(mv).unwrap();
    }
    (game, moves[moves.len() - back].to_string())
}

fn think(game: &Game, verdict: bool) -> yubin_search::Report {
    let mut searcher = Searcher::new(8);
    searcher.features_mut().repetition_verdict = verdict;
    searcher.think(game, &Limits::depth(4), &AtomicBool::new(false), |_| {})
}

#[test]
fn the_attacker_leaves_the_cycle_the_tree_sees_it_lose() {
    for moves in games() {
        // yubin's own moves of the last cycles, at the 1st to 3rd occurrence of the
        // position it repeated: each one a step into the cycle.
        attacker_leaves(&moves, &[3, 5, 7]);
    }
}

/// At each of yubin's moves `backs` from the end (each a step into the cycle): with every
/// repetition a draw the cycle looks as good as anything (the move played, score 0); judged,
/// the cycle loses, so yubin plays on, behind in material.
fn attacker_leaves(moves: &[&str], backs: &[usize]) {
    for &back in backs {
        let (game, played) = before_last(moves, back);
        let best = |r: &yubin_search::Report| usi::format(game.position(), r.best.unwrap());
        let drawn = think(&game, false);
        assert_eq!(
            (best(&drawn), drawn.score),
            (played.clone(), 0),
            "back {back}"
        );
        let judged = think(&game, true);
        assert_ne!(best(&judged), played, "back {back}: {judged:?}");
        assert!(
            (-2000..0).contains(&judged.score),
            "back {back}: {judged:?}"
        );
    }
}

/// The cycle condemns yubin's opponent here; it can leave the cycle before its end, so the
/// search does not count on a win by it (counting on one, it repeated rather than played
/// on, and scored 42 % against itself): the defender searches as if every repetition were
/// a draw.
#[test]
fn the_defender_does_not_count_on_its_attackers_loss() {
    for moves in games() {
        for back in [2, 4, 6, 8] {
            let (game, _) = before_last(&moves, back);
            let judged = think(&game, true);
            let drawn = think(&game, false);
            assert!(judged.score.abs() < MATE - 1000, "back {back}: {judged:?}");
            assert_eq!(
                (judged.best, judged.score),
                (drawn.best, drawn.score),
                "back {back}"
            );
        }
    }
}

/// Game 74 of the 100-game match of stop 36: yubin's lion passed (`4i4j4i`) with every move
/// of a cycle, 9 pawns behind, and HaChu's reply made the fourth occurrence, which lost the
/// game for yubin, the side that attacked with every move (a pass attacks what the passing
/// lion reaches). The attacker's move is not the last one here: yubin leaves the cycle at
/// its passes, and HaChu's replies are the same with the verdict and without.
#[test]
fn a_lions_passes_can_be_the_perpetual_attack() {
    let text = include_str!("data/perpetual-pass.usi");
    let line = text.lines().find(|l| !l.starts_with('#')).unwrap();
    let moves: Vec<&str> = line.split_whitespace().collect();
    // The game ends at its last move, and yubin (White) lost it, though Black moved last.
    let (game, last) = before_last(&moves, 1);
    let mut after = game.clone();
    let last = usi::parse(game.position(), &last).unwrap();
    let outcome = after.play(last).unwrap().expect("the game ends");
    assert_eq!(game.position().side_to_move(), yubin_rules::Color::Black);
    assert_eq!(
        outcome.winner,
        Some(yubin_rules::Color::Black),
        "{outcome:?}"
    );
    // yubin's passes at the 2nd and 3rd occurrence: a draw to a search that calls every
    // repetition one; the verdict leaves the cycle, behind in material.
    for back in [2, 4] {
        assert_eq!(before_last(&moves, back).1, "4i4j4i");
    }
    attacker_leaves(&moves, &[2, 4]);
    // HaChu's moves, the last one (the win) among them.
    for back in [1, 3, 5] {
        let (game, _) = before_last(&moves, back);
        let (judged, drawn) = (think(&game, true), think(&game, false));
        assert_eq!(
            (judged.best, judged.score),
            (drawn.best, drawn.score),
            "back {back}"
        );
    }
}
