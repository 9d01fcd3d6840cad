//! Squares and board geometry.
//!
//! Every board (12×12 for Chu, 19×19 for Maka Dai Dai) lives in one fixed padded grid of
//! [`GRID_WIDTH`]×[`GRID_WIDTH`] cells with a border of [`PAD`] cells on every side, so that move
//! generation can step or jump up to three squares off the edge and land on a sentinel cell
//! instead of testing coordinates. A [`Square`] is an index into that grid.
//!
//! Coordinates are the TSA ones (`chu-shogi.md` §2.1): files are numbered from Black's right
//! (`1`) to Black's left, ranks are lettered from White's side (`a`) to Black's side. A square's
//! grid column is `file − 1 + PAD` and its row is `rank + PAD`, so the file/rank of a square do
//! not depend on the size of the board.

use core::fmt;
use core::iter::FusedIterator;

/// Width of the off-board border in cells (the longest leap of any piece is three squares).
pub const PAD: u16 = 3;
/// Largest board dimension supported (Maka Dai Dai Shogi).
pub const MAX_DIM: u16 = 19;
/// Width (and height) of the padded grid.
pub const GRID_WIDTH: u16 = MAX_DIM + 2 * PAD;
/// Number of cells in the padded grid.
pub const GRID_CELLS: usize = (GRID_WIDTH as usize) * (GRID_WIDTH as usize);

/// A square of the board, as an index into the padded grid.
///
/// ```
/// use yubin_rules::Square;
/// let sq = Square::new(7, 11).unwrap(); // 7l, Black's king in Chu
/// assert_eq!(sq.file(), 7);
/// assert_eq!(sq.rank(), 11);
/// assert_eq!(sq.to_string(), "7l");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u16);

impl Square {
    /// Builds a square from a TSA file (1-based, counted from Black's right) and a 0-based rank
    /// (`0` = rank `a`). Returns `None` outside 19×19.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file == 0 || file as u16 > MAX_DIM || rank as u16 >= MAX_DIM {
            return None;
        }
        Some(Square(
            (rank as u16 + PAD) * GRID_WIDTH + (file as u16 - 1 + PAD),
        ))
    }

    /// The TSA file, 1-based.
    pub const fn file(self) -> u8 {
        (self.0 % GRID_WIDTH - PAD + 1) as u8
    }

    /// The rank index, 0-based (`0` = `a`).
    pub const fn rank(self) -> u8 {
        (self.0 / GRID_WIDTH - PAD) as u8
    }

    /// The rank letter (`a` …).
    pub const fn rank_char(self) -> char {
        (b'a' + self.rank()) as char
    }

    /// The raw grid index (for tables indexed by square).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Rebuilds a square from a grid index produced by [`Square::index`], checking that it names
    /// a cell inside the 19×19 area.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index >= GRID_CELLS {
            return None;
        }
        let col = index as u16 % GRID_WIDTH;
        let row = index as u16 / GRID_WIDTH;
        if col < PAD || col >= PAD + MAX_DIM || row < PAD || row >= PAD + MAX_DIM {
            return None;
        }
        Some(Square(index as u16))
    }

    /// The square reached by adding a grid offset, if that cell is inside the 19×19 area.
    pub fn offset(self, delta: i16) -> Option<Square> {
        let i = self.0 as i32 + delta as i32;
        if i < 0 {
            return None;
        }
        Square::from_index(i as usize)
    }

    /// Chebyshev (king-step) distance between two squares.
    pub fn distance(self, other: Square) -> u8 {
        let df = (self.file() as i16 - other.file() as i16).unsigned_abs();
        let dr = (self.rank() as i16 - other.rank() as i16).unsigned_abs();
        df.max(dr) as u8
    }

    /// The squares strictly between `self` and `other`, from `self` toward `other`, when both
    /// lie on one file, rank or diagonal (none otherwise, and none for neighbours).
    ///
    /// ```
    /// use yubin_rules::Square;
    /// let sq = |f, r| Square::new(f, r).unwrap();
    /// let between: Vec<String> = sq(10, 15).between(sq(7, 12)).map(|s| s.to_string()).collect();
    /// assert_eq!(between, ["9o", "8n"]);
    /// assert_eq!(sq(10, 15).between(sq(9, 13)).count(), 0); // not on one line
    /// ```
    pub fn between(self, other: Square) -> impl Iterator<Item = Square> {
        let df = other.file() as i16 - self.file() as i16;
        let dr = other.rank() as i16 - self.rank() as i16;
        let n = if df == 0 || dr == 0 || df.abs() == dr.abs() {
            df.abs().max(dr.abs())
        } else {
            0
        };
        let step = dr.signum() * GRID_WIDTH as i16 + df.signum();
        (1..n.max(1)).map(move |i| Square((self.0 as i16 + step * i) as u16))
    }

    /// The square rotated by 180° on a board of the given size (White's view of Black's square).
    pub fn rotate(self, files: u8, ranks: u8) -> Square {
        Square::new(files + 1 - self.file(), ranks - 1 - self.rank()).expect("square on board")
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank_char())
    }
}

/// Grid offset of one step in the owner's frame: `df` toward the owner's right, `dr` forward.
///
/// Black looks toward rank `a` (decreasing rank) and has file 1 on its right (decreasing file);
/// White's frame is rotated by 180°.
pub const fn offset_for(color: crate::Color, df: i8, dr: i8) -> i16 {
    let black = -(df as i16) - (dr as i16) * GRID_WIDTH as i16;
    match color {
        crate::Color::Black => black,
        crate::Color::White => -black,
    }
}

/// What a cell of a board array holds: [`EMPTY`], [`OFF`] or a piece's code
/// (`Piece::code`). Sixteen bits, as the family's variants have more kinds than a byte's
/// codes (two colours per kind) can name; measured against one byte, Chu's perft runs the
/// same (the board of 25×25 cells is read a cell at a time either way).
pub(crate) type Cell = u16;
/// The code of an empty cell in a board array (one code a cell of the padded grid).
pub(crate) const EMPTY: Cell = 0;
/// The code of a cell off the board: the sentinel every walk stops at.
pub(crate) const OFF: Cell = Cell::MAX;

/// The ray from `from` in direction `dir` (a grid offset, see [`offset_for`]) on the board
/// whose cell codes `cell` reads: the squares from the one next to `from` on, each with its
/// code, up to the edge of the board (the first [`OFF`] cell, not yielded). Where a walk ends
/// before the edge (at the first piece, after a range, after a hop's captures) is the caller's.
///
/// `cell` is usually a board array read, `|i| board[i]`; a board seen as after a move that is
/// not made is a closure too. Each step is one addition and one read, as a hand-written loop.
#[inline]
pub(crate) fn ray<C: Fn(usize) -> Cell>(cell: C, from: Square, dir: i16) -> Ray<C> {
    Ray {
        cell,
        at: from.index(),
        dir: dir as isize as usize,
    }
}

/// The walk along a line of the board: see [`ray`].
#[derive(Clone)]
pub(crate) struct Ray<C> {
    cell: C,
    at: usize,
    /// The grid offset as a two's-complement step (added with wrapping).
    dir: usize,
}

impl<C: Fn(usize) -> Cell> Ray<C> {
    /// Whether the walk meets `target` before any piece (one on `target` itself counted).
    #[inline]
    pub(crate) fn meets(mut self, target: Square) -> bool {
        self.find(|&(s, c)| s == target || c != EMPTY)
            .is_some_and(|(s, _)| s == target)
    }
}

impl<C: Fn(usize) -> Cell> Iterator for Ray<C> {
    type Item = (Square, Cell);

    #[inline]
    fn next(&mut self) -> Option<(Square, Cell)> {
        let t = self.at.wrapping_add(self.dir);
        let c = (self.cell)(t);
        if c == OFF {
            return None;
        }
        self.at = t;
        Some((Square(t as u16), c))
    }
}

impl<C: Fn(usize) -> Cell> FusedIterator for Ray<C> {}

/// Board dimensions of a variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dimensions {
    /// Number of files.
    pub files: u8,
    /// Number of ranks.
    pub ranks: u8,
}

impl Dimensions {
    /// Whether a square lies on a board of these dimensions.
    pub fn contains(self, sq: Square) -> bool {
        sq.file() <= self.files && sq.rank() < self.ranks
    }

    /// Every square of the board in the order 1a, 2a, …, then 1b, … (TSA file first, then rank).
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..self.ranks)
            .flat_map(move |r| (1..=self.files).map(move |f| Square::new(f, r).expect("in range")))
    }

    /// The chess-style name of a square of this board (`maka-dai-dai-shogi.md` §1): files are
    /// letters from `a` on Black's left, ranks numbers from `1` on Black's side. `None` for a
    /// square off the board.
    ///
    /// ```
    /// use yubin_rules::{Dimensions, Square};
    /// let maka = Dimensions { files: 19, ranks: 19 };
    /// let sq = |s| maka.parse_square(s).unwrap();
    /// assert_eq!(maka.chess_square(sq("10s")).as_deref(), Some("j1"));
    /// assert_eq!(maka.chess_square(sq("1a")).as_deref(), Some("s19"));
    /// assert_eq!(maka.parse_chess_square("i1"), Some(sq("11s")));
    /// let chu = Dimensions { files: 12, ranks: 12 };
    /// assert_eq!(chu.chess_square(Square::new(7, 11).unwrap()).as_deref(), Some("f1"));
    /// ```
    pub fn chess_square(self, sq: Square) -> Option<String> {
        if !self.contains(sq) {
            return None;
        }
        let letter = (b'a' + (self.files - sq.file())) as char;
        Some(format!("{letter}{}", self.ranks - sq.rank()))
    }

    /// Parses a chess-style square name (`j1`, `s19`; the letter in either case) for this
    /// board: the inverse of [`Dimensions::chess_square`].
    pub fn parse_chess_square(self, text: &str) -> Option<Square> {
        let bytes = text.as_bytes();
        let (&letter, digits) = bytes.split_first()?;
        let letter = letter.to_ascii_lowercase();
        if !letter.is_ascii_lowercase()
            || digits.is_empty()
            || digits.len() > 2
            || digits[0] == b'0'
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return None;
        }
        let number: u8 = core::str::from_utf8(digits).ok()?.parse().ok()?;
        let file = self.files.checked_sub(letter - b'a')?;
        let rank = self.ranks.checked_sub(number)?;
        let sq = Square::new(file, rank)?;
        self.contains(sq).then_some(sq)
    }

    /// Parses a TSA/USI square name such as `7l` or `12a` for this board.
    pub fn parse_square(self, text: &str) -> Option<Square> {
        let bytes = text.as_bytes();
        if bytes.len() < 2 {
            return None;
        }
        let (digits, letter) = bytes.split_at(bytes.len() - 1);
        if digits.is_empty() || digits.len() > 2 || !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        if digits[0] == b'0' {
            return None;
        }
        let file: u8 = core::str::from_utf8(digits).ok()?.parse().ok()?;
        let l = letter[0].to_ascii_lowercase();
        if !l.is_ascii_lowercase() {
            return None;
        }
        let rank = l - b'a';
        let sq = Square::new(file, rank)?;
        self.contains(sq).then_some(sq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Color;

    #[test]
    fn round_trip_all_squares() {
        let d = Dimensions {
            files: 19,
            ranks: 19,
        };
        let mut n = 0;
        for sq in d.squares() {
            assert_eq!(Square::from_index(sq.index()), Some(sq));
            assert_eq!(d.parse_square(&sq.to_string()), Some(sq));
            n += 1;
        }
        assert_eq!(n, 361);
    }

    #[test]
    fn offsets_follow_the_owner() {
        let sq = Square::new(7, 6).unwrap(); // 7g
        let fwd_black = sq.offset(offset_for(Color::Black, 0, 1)).unwrap();
        assert_eq!(fwd_black.to_string(), "7f");
        let right_black = sq.offset(offset_for(Color::Black, 1, 0)).unwrap();
        assert_eq!(right_black.to_string(), "6g");
        let fwd_white = sq.offset(offset_for(Color::White, 0, 1)).unwrap();
        assert_eq!(fwd_white.to_string(), "7h");
    }

    #[test]
    fn chess_squares_round_trip_on_both_boards() {
        let mut n = 0;
        for size in [12, 19] {
            let d = Dimensions {
                files: size,
                ranks: size,
            };
            for sq in d.squares() {
                let name = d.chess_square(sq).expect("on the board");
                assert_eq!(d.parse_chess_square(&name), Some(sq), "{name}");
                n += 1;
            }
            assert_eq!(d.parse_chess_square(&format!("a{}", size + 1)), None);
            assert_eq!(
                d.parse_chess_square(&format!("{}1", (b'a' + size) as char)),
                None
            );
        }
        assert_eq!(n, 144 + 361);
        let chu = Dimensions {
            files: 12,
            ranks: 12,
        };
        assert_eq!(chu.chess_square(Square::new(13, 0).unwrap()), None);
        for bad in ["", "a", "a0", "a01", "1a", "a1x", "@1", "a100"] {
            assert_eq!(chu.parse_chess_square(bad), None, "{bad}");
        }
    }

    #[test]
    fn between_walks_lines_only() {
        let sq = |f, r| Square::new(f, r).unwrap();
        let names =
            |a: Square, b: Square| -> Vec<String> { a.between(b).map(|s| s.to_string()).collect() };
        assert_eq!(names(sq(1, 0), sq(1, 3)), ["1b", "1c"]);
        assert_eq!(names(sq(4, 2), sq(1, 2)), ["3c", "2c"]);
        assert_eq!(names(sq(1, 0), sq(4, 3)), ["2b", "3c"]);
        assert_eq!(names(sq(19, 0), sq(1, 18)).len(), 17);
        assert!(names(sq(1, 0), sq(2, 2)).is_empty());
        assert!(names(sq(5, 5), sq(5, 5)).is_empty());
    }

    #[test]
    fn chu_bounds() {
        let d = Dimensions {
            files: 12,
            ranks: 12,
        };
        assert!(d.parse_square("12l").is_some());
        assert!(d.parse_square("13a").is_none());
        assert!(d.parse_square("1m").is_none());
        assert!(d.parse_square("0a").is_none());
        assert_eq!(d.squares().count(), 144);
    }
}
