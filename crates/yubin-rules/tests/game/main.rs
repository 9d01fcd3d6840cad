//! Game scenarios: repetition (`chu-shogi.md` §16.5), game end (§16.6), checkmate, Heisei's one
//! drop, the handicap setups and the Chu setups against lishogi's SFENs.

use yubin_rules::handicap::Handicap;
use yubin_rules::notation::sfen;
use yubin_rules::rules::Repetition;
use yubin_rules::{
    Color, EndReason, Game, IllegalMove, Move, PieceKind, Position, Rules, Square, Variant,
};

mod basics;
mod end;
mod handicap;
mod heisei;
mod playouts;
mod repetition;
mod setup;

fn rules_with(options: &[(&str, &str)]) -> Rules {
    let mut r = Rules::default();
    for (k, v) in options {
        r.set(k, v).unwrap();
    }
    r
}

fn game(rules: Rules, text: &str) -> Game {
    Game::from_position(sfen::read(rules, text).unwrap())
}

fn sq(text: &str) -> Square {
    Rules::default().dimensions().parse_square(text).unwrap()
}

/// A one-leg move in USI form (`1a1b`), or `pass`.
fn mv(text: &str) -> Move {
    if text == "pass" {
        return Move::Pass;
    }
    let split = text[1..].find(|c: char| c.is_ascii_alphabetic()).unwrap() + 2;
    Move::simple(sq(&text[..split]), sq(&text[split..]))
}

fn play_all(g: &mut Game, moves: &[&str]) {
    for m in moves {
        assert_eq!(g.play(mv(m)), Ok(None), "{m} after {:?}", g.moves());
    }
}

fn win(c: Color, r: EndReason) -> Option<yubin_rules::Outcome> {
    Some(yubin_rules::Outcome::win(c, r))
}

fn forbidden(rule: Repetition, occurrence: u32) -> IllegalMove {
    IllegalMove::ForbiddenRepetition { rule, occurrence }
}
