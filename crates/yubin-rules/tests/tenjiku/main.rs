//! Tenjiku Shogi: the scenarios of `docs/rules/tenjiku-shogi.md` §17 (one named test per ID or
//! group), the setup, options, the position string and the notations.
//!
//! Moves are written in the USI extension (`8i8f`, `8i8h8g`, `8g8e+`); positions are square
//! lists (`"FiD 8i, P 9h"`) with the Black king on 16p and the White king on 1a unless a list
//! names a king or prince (`+DE`).

use yubin_rules::notation::{sfen, tsa, usi};
use yubin_rules::{tables, Color, Game, PieceKind, Position, Rules, Square, Variant};

#[path = "../support/scenario.rs"]
mod scenario;
use scenario::{army, check, is_legal, position_from_lists};

mod demon;
mod generals;
mod pieces;
mod setup;

fn rules() -> Rules {
    Rules::standard(Variant::Tenjiku)
}

fn with(key: &str, value: &str) -> Rules {
    let mut r = rules();
    r.set(key, value).unwrap();
    r
}

fn sq(p: &Position, s: &str) -> Square {
    p.dimensions().parse_square(s).unwrap()
}

fn position_as(rules: Rules, black: &str, white: &str, side: Color) -> Position {
    position_from_lists(rules, black, white, side, ["16p", "1a"])
}

fn position(black: &str, white: &str) -> Position {
    position_as(rules(), black, white, Color::Black)
}

/// The position after `m`.
fn after(p: &Position, m: &str) -> Position {
    let mv = usi::parse(p, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    p.clone().play(mv).expect("legal")
}

/// What stands on `square`: `"B FiD"`, `"W P"` or `"-"`.
fn on(p: &Position, square: &str) -> String {
    match p.piece_at(sq(p, square)) {
        None => "-".into(),
        Some(pc) => format!(
            "{} {}",
            if pc.color == Color::Black { "B" } else { "W" },
            tables::tsa_name(Variant::Tenjiku, pc.kind).unwrap()
        ),
    }
}

/// Asserts what stands on each square.
fn board(p: &Position, expect: &[(&str, &str)]) {
    for &(s, what) in expect {
        assert_eq!(on(p, s), what, "{s}");
    }
}

fn winner_after(p: &Position, m: &str) -> Option<Option<Color>> {
    let mv = usi::parse(p, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    let mut g = Game::from_position(p.clone());
    g.play(mv).unwrap();
    g.outcome().map(|o| o.winner)
}
