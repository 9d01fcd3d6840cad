//! The archive's boards: the position after every ply of a game, drawn as the HTML mails draw
//! it and from the same walk of the board (`render::walk`: Black's pieces light on dark,
//! White's dark on light, promoted pieces red, the last move framed in red, Black at the
//! bottom), but with one short class per cell instead of the mails' inline styles, so that a
//! game page holding a board per ply stays small (a 300-ply Maka game is about 5 KB a board).
//!
//! The classes (`style.css`): `b`/`w` a piece of Black/White, `bp`/`wp` a promoted one, none
//! for an empty square; `t` the last move's destination and `f` its origin are added.

use yubin_rules::{tables, Color, Game, Piece, Position, Rules};
use yubin_text::render::{self, LastMove};

/// One square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    /// The class attribute (`b t`), empty for an empty square off the last move.
    pub class: &'static str,
    /// The piece's TSA abbreviation, empty for an empty square.
    pub text: &'static str,
}

/// One rank, left to right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// Its letter.
    pub rank: char,
    /// Its squares.
    pub cells: Vec<Cell>,
}

/// The position after one ply (0: the start).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    /// The ply, 0 for the start.
    pub n: usize,
    /// What the board shows: `After 12. white P-7f` or `The start`.
    pub caption: String,
    /// The ranks, top (White's side) to bottom.
    pub rows: Vec<Row>,
}

/// One move of the move list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveLine {
    /// Its ply, from 1.
    pub n: usize,
    /// `black` or `white`.
    pub side: &'static str,
    /// TSA notation, as the mails write it.
    pub tsa: String,
    /// USI, as lishogi writes it.
    pub usi: String,
}

const fn class(piece: Option<(Color, bool)>, to: bool, from: bool) -> &'static str {
    match (piece, to, from) {
        (None, true, _) => "t",
        (None, false, true) => "f",
        (None, false, false) => "",
        (Some((Color::Black, false)), true, _) => "b t",
        (Some((Color::Black, false)), false, true) => "b f",
        (Some((Color::Black, false)), false, false) => "b",
        (Some((Color::Black, true)), true, _) => "bp t",
        (Some((Color::Black, true)), false, true) => "bp f",
        (Some((Color::Black, true)), false, false) => "bp",
        (Some((Color::White, false)), true, _) => "w t",
        (Some((Color::White, false)), false, true) => "w f",
        (Some((Color::White, false)), false, false) => "w",
        (Some((Color::White, true)), true, _) => "wp t",
        (Some((Color::White, true)), false, true) => "wp f",
        (Some((Color::White, true)), false, false) => "wp",
    }
}

fn cell(rules: &Rules, square: render::Cell) -> Cell {
    let render::Cell {
        piece, to, from, ..
    } = square;
    Cell {
        class: class(piece.map(|p| (p.color, p.kind.is_promoted())), to, from),
        text: piece.map_or("", |p| {
            tables::tsa_name(rules.variant, p.kind).unwrap_or("?")
        }),
    }
}

/// The file numbers left to right, as Black sees the board.
pub fn files(game: &Game) -> Vec<u8> {
    render::walk(game.position(), Color::Black, (None, None))
        .files()
        .collect()
}

/// The board after every ply of `game` (the start first), and its moves in TSA and USI.
pub fn plies(game: &Game) -> (Vec<Ply>, Vec<MoveLine>) {
    // The moves were checked when the game was replayed to get here: they are only made.
    let mut pos = game.initial().clone();
    let mut plies = vec![ply(&pos, 0, "The start".to_string(), (None, None))];
    let mut moves = Vec::with_capacity(game.moves().len());
    for (i, &mv) in game.moves().iter().enumerate() {
        let side = pos.side_to_move().name();
        let tsa = yubin_rules::notation::tsa::format(&pos, mv);
        let usi = yubin_rules::notation::usi::format(&pos, mv);
        pos.play_unchecked(mv);
        let caption = format!("After {}. {side} {tsa}", i + 1);
        plies.push(ply(&pos, i + 1, caption, (mv.from(), mv.to())));
        moves.push(MoveLine {
            n: i + 1,
            side,
            tsa,
            usi,
        });
    }
    (plies, moves)
}

fn ply(pos: &Position, n: usize, caption: String, last: LastMove) -> Ply {
    let rules = pos.rules();
    let rows = render::walk(pos, Color::Black, last)
        .rows()
        .map(|row| Row {
            rank: row.letter(),
            cells: row.cells().map(|square| cell(rules, square)).collect(),
        })
        .collect();
    Ply { n, caption, rows }
}

/// One entry of the piece key.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct KeyEntry {
    /// The TSA abbreviation, as on the board.
    pub abbreviation: &'static str,
    /// The kind's name.
    pub name: &'static str,
    /// A promoted kind (red on the board).
    pub promoted: bool,
}

/// The key to the kinds on the board at any moment of the game, sorted by abbreviation
/// regardless of case.
pub fn legend(game: &Game) -> Vec<KeyEntry> {
    let rules = game.position().rules();
    let entry = |p: Piece| KeyEntry {
        abbreviation: tables::tsa_name(rules.variant, p.kind).unwrap_or("?"),
        name: tables::name(rules, p.kind).unwrap_or("?"),
        promoted: p.kind.is_promoted(),
    };
    let mut pos = game.initial().clone();
    let mut seen: std::collections::BTreeSet<KeyEntry> =
        pos.pieces().map(|(_, p)| entry(p)).collect();
    for &mv in game.moves() {
        pos.play_unchecked(mv);
        if let Some(to) = mv.to() {
            seen.extend(pos.piece_at(to).map(entry));
        }
    }
    // As a reader looks them up: `C`, `Ca`, `CC`, `Co`, `CS`, not every capital first.
    let mut key: Vec<KeyEntry> = seen.into_iter().collect();
    key.sort_by_cached_key(|e| (e.abbreviation.to_lowercase(), e.abbreviation));
    key
}

/// The text board after the last ply (Black's view), for the page's plain-text alternative.
pub fn text(game: &Game) -> String {
    render::board(game, Color::Black)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Maka's key has abbreviations that differ in case only after their first letter
    /// (`Ca`, `CC`, `Co`, `CS`): it is read in alphabetical order, not capitals first.
    #[test]
    fn the_key_is_sorted_regardless_of_case() {
        let game = Game::new(Rules::standard(yubin_rules::Variant::Maka));
        let key: Vec<&str> = legend(&game).iter().map(|e| e.abbreviation).collect();
        let mut sorted = key.clone();
        sorted.sort_by_key(|a| a.to_lowercase());
        assert_eq!(key, sorted);
        let c: Vec<&str> = key.iter().copied().filter(|a| a.starts_with('C')).collect();
        assert!(
            c.windows(2)
                .any(|w| w[0].chars().nth(1).is_some_and(char::is_lowercase)
                    && w[1].chars().nth(1).is_some_and(char::is_uppercase)),
            "{c:?}"
        );
    }
}
