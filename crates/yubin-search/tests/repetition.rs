//! A repetition the game's rules judge: two games yubin lost to HaChu 0.21 (1 s a move) by
//! making the fourth occurrence of a cycle in which it had attacked with every move (lishogi's
//! rule: the attacker loses). The tree scores every repetition as a draw; the root asks the
//! game what each move does, so the move that loses is not played while another is left.

use std::sync::atomic::AtomicBool;
use yubin_rules::notation::usi;
use yubin_rules::{Game, Rules};
use yubin_search::{Limits, Searcher};

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
