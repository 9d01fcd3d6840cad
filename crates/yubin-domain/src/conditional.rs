//! Conditional moves: lines of expected replies and the answers to play to them, sent by a
//! player with their move and played by the bot as the opponent replies.
//!
//! Pure: text and a [`Game`] in, checked [`Conditionals`] or a typed [`ConditionalError`]
//! out; no store, no IO. The service keeps the stored form ([`Conditionals::to_stored`]) and
//! asks [`on_reply`] what to do with each move of the opponent.
//!
//! # Syntax
//!
//! ```text
//! if G-6e then Ln-5f; if P-8f then P-8e DK-7c P-7d
//! ```
//!
//! * **Lines** are separated by `;` or line breaks; blank lines are skipped. Lines are
//!   numbered from 1 in the order written, blank ones not counted (so `a; b` on one text
//!   line is lines 1 and 2).
//! * A line is a sequence of **plies**, alternating, starting with the opponent's reply:
//!   `reply answer [reply answer …]`. It has an even number of plies, at least 2 and at most
//!   [`MAX_PLIES`] (both sides' plies counted); a text has at most [`MAX_LINES`] lines as
//!   written (before merging).
//! * **Keywords**, in any case: `if` may open a line; `then` may stand between the first reply
//!   and its answer. Both are optional (`G-6e Ln-5f` is the same line) and allowed nowhere
//!   else: a second `if` within a line is refused rather than guessed to start a new line or
//!   to continue this one.
//! * **Plies** are separated by white space, so a move is written without inner spaces:
//!   `P-7f`, not `P - 7f` (which a played move may be). A comma at the start or the end of a
//!   word also separates plies (`P-8e, DK-7c`). A word with a comma inside is one move if the
//!   move readers accept it whole (a WinBoard engine lion move `f6f7,f7f6`), and otherwise
//!   its comma-separated parts are plies (`P-8e,DK-7c`).
//! * Each ply is read exactly as a played move is ([`notation::parse_move`] then
//!   [`notation::resolve`]), so every notation and leniency of the rules crate applies (TSA,
//!   USI, WinBoard for Chu, pass words, full-width characters).
//! * An empty text (or only blank lines) gives no lines, which the caller may read as
//!   "clear my conditional moves".
//!
//! # Checks
//!
//! Each line is replayed ply by ply on a clone of the game with [`Game::play`], so a ply is
//! checked against the exact position, and the history, it will be played in: the repetition
//! rule of the game's [`yubin_rules::Rules`] applies. A ply that ends the game must be the
//! last of its line. Two lines that agree on their first plies and then answer the same reply
//! differently are refused; identical lines, and a line that is the beginning of another, are
//! merged. Any refused line refuses the whole text.
//!
//! Stored plies are USI ([`notation::usi::format`]), so lines written in different notations
//! compare equal.

use std::fmt;
use yubin_rules::notation::{self, MoveTextError, SyntaxError};
use yubin_rules::{Game, IllegalMove, Outcome};

/// At most this many lines in one text (lishogi's limit).
pub const MAX_LINES: usize = 30;
/// At most this many plies in one line, both sides counted (lishogi's limit).
pub const MAX_PLIES: usize = 30;

/// One stored line: plies in USI ([`notation::usi::format`]), starting with the opponent's
/// reply.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Line(pub Vec<String>);

/// All of a player's stored lines in one game: none is the beginning of another, and no two
/// answer the same replies differently.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Conditionals {
    /// The lines, in the order written.
    pub lines: Vec<Line>,
}

/// What the bot does when the opponent replies ([`on_reply`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reaction {
    /// A line expected the reply: play `usi`, then keep `rest`.
    Answer {
        /// The answer, in USI.
        usi: String,
        /// The tails, after the answer, of the lines that expected the reply; lines that end
        /// with the answer are dropped.
        rest: Conditionals,
    },
    /// No line expected the reply: every line is dropped.
    Cleared,
    /// Nothing was stored.
    None,
}

/// Why a text of conditional moves was refused: where, and the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConditionalError {
    /// The line, from 1, blank lines not counted.
    pub line: usize,
    /// The ply within the line, from 1, when the problem is one ply.
    pub ply: Option<usize>,
    /// The offending text: the ply as written, or the whole line.
    pub text: String,
    /// The reason.
    pub reason: Reason,
}

/// Why a line of conditional moves was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// The ply names no move, or no legal move in its position (as a played move would be
    /// refused). Boxed: the error is large, and rare.
    Move(Box<MoveTextError>),
    /// The game refuses the ply: a forbidden repetition, or the game is over.
    Illegal(IllegalMove),
    /// The ply ends the game, yet more plies follow it.
    EndsGame(Outcome),
    /// `if` or `then` where it may not stand.
    Keyword,
    /// The line has no move.
    NoMoves,
    /// The line ends with a reply and no answer.
    MissingAnswer,
    /// More than [`MAX_PLIES`] plies in the line.
    TooManyPlies,
    /// More than [`MAX_LINES`] lines in the text.
    TooManyLines,
    /// An earlier line answers the same replies differently.
    Conflict {
        /// That line.
        line: usize,
        /// Its answer, as written.
        answer: String,
    },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Move(e) => e.fmt(f),
            Reason::Illegal(e) => write!(f, "illegal: {e}"),
            Reason::EndsGame(o) => write!(f, "ends the game ({o}) but the line goes on"),
            Reason::Keyword => f.write_str("keyword out of place"),
            Reason::NoMoves => f.write_str("no moves"),
            Reason::MissingAnswer => f.write_str("a reply without an answer"),
            Reason::TooManyPlies => write!(f, "more than {MAX_PLIES} plies"),
            Reason::TooManyLines => write!(f, "more than {MAX_LINES} lines"),
            Reason::Conflict { line, answer } => {
                write!(f, "line {line} answers the same moves with `{answer}`")
            }
        }
    }
}

impl fmt::Display for ConditionalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}", self.line)?;
        if let Some(p) = self.ply {
            write!(f, ", ply {p}")?;
        }
        match &self.reason {
            // The move error names the text itself.
            Reason::Move(e) => write!(f, ": {e}"),
            r => write!(f, " `{}`: {r}", self.text),
        }
    }
}

impl std::error::Error for ConditionalError {}

/// A stored text that [`Conditionals::from_stored`] cannot take back: where, and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredError {
    /// The line, from 1.
    pub line: usize,
    /// The line as stored.
    pub text: String,
    /// What is wrong with it.
    pub problem: StoredProblem,
}

/// What is wrong with a stored line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoredProblem {
    /// An empty line.
    Blank,
    /// Plies not separated by single spaces.
    Spacing,
    /// A ply that is not USI.
    NotUsi(SyntaxError),
    /// A number of plies that is odd, below 2 or above [`MAX_PLIES`].
    Plies(usize),
    /// More than [`MAX_LINES`] lines.
    TooManyLines,
    /// The line answers the same replies as an earlier one differently.
    Conflict(usize),
    /// The line repeats an earlier one or the beginning of another.
    Redundant(usize),
}

impl fmt::Display for StoredError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "stored conditional line {} `{}`: ", self.line, self.text)?;
        match &self.problem {
            StoredProblem::Blank => f.write_str("blank"),
            StoredProblem::Spacing => f.write_str("plies not separated by single spaces"),
            StoredProblem::NotUsi(e) => e.fmt(f),
            StoredProblem::Plies(n) => {
                write!(
                    f,
                    "{n} plies, expected an even number from 2 to {MAX_PLIES}"
                )
            }
            StoredProblem::TooManyLines => write!(f, "more than {MAX_LINES} lines"),
            StoredProblem::Conflict(l) => write!(f, "answers differently from line {l}"),
            StoredProblem::Redundant(l) => write!(f, "redundant with line {l}"),
        }
    }
}

impl std::error::Error for StoredError {}

// ------------------------------------------------------------------------------ parsing

/// A line as written: its number and its plies as written.
struct Written<'a> {
    number: usize,
    plies: Vec<&'a str>,
}

/// Parses and checks `text` in `game`, the game after the sender's own move (the opponent is
/// on turn). See the module documentation for the syntax and the checks.
///
/// # Errors
/// The first problem found, in the order of the lines: the shape of every line first (length,
/// keywords), then each line replayed in turn, then the consistency between lines.
pub fn parse(game: &Game, text: &str) -> Result<Conditionals, ConditionalError> {
    let written = split(text)?;
    let mut lines: Vec<(usize, Vec<String>)> = Vec::with_capacity(written.len());
    for w in &written {
        lines.push((w.number, replay(game, w)?));
    }
    if let Some((b, a, k)) = first_conflict(lines.iter().map(|(_, l)| l.as_slice())) {
        return Err(ConditionalError {
            line: lines[b].0,
            ply: Some(k + 1),
            text: written[b].plies[k].to_string(),
            reason: Reason::Conflict {
                line: lines[a].0,
                answer: written[a].plies[k].to_string(),
            },
        });
    }
    Ok(Conditionals {
        lines: merge(lines.into_iter().map(|(_, l)| l).collect()),
    })
}

/// Cuts the text into lines and plies and checks their shape.
fn split(text: &str) -> Result<Vec<Written<'_>>, ConditionalError> {
    let segments = text
        .split(['\n', ';'])
        .map(str::trim)
        .filter(|s| !s.is_empty());
    let mut out = Vec::new();
    for (i, seg) in segments.enumerate() {
        let number = i + 1;
        let err = |ply, text: &str, reason| ConditionalError {
            line: number,
            ply,
            text: text.to_string(),
            reason,
        };
        if number > MAX_LINES {
            return Err(err(None, seg, Reason::TooManyLines));
        }
        let mut plies = Vec::new();
        let mut then_seen = false;
        for (j, word) in seg.split_whitespace().enumerate() {
            let is_if = word.eq_ignore_ascii_case("if");
            let is_then = word.eq_ignore_ascii_case("then");
            if is_if && j == 0 {
                continue;
            }
            if is_then && plies.len() == 1 && !then_seen {
                then_seen = true;
                continue;
            }
            if is_if || is_then {
                return Err(err(Some(plies.len() + 1), word, Reason::Keyword));
            }
            plies.extend(words(word));
            if plies.len() > MAX_PLIES {
                return Err(err(
                    Some(MAX_PLIES + 1),
                    plies[MAX_PLIES],
                    Reason::TooManyPlies,
                ));
            }
        }
        match plies.len() {
            0 => return Err(err(None, seg, Reason::NoMoves)),
            n if n % 2 == 1 => return Err(err(Some(n), plies[n - 1], Reason::MissingAnswer)),
            _ => {}
        }
        out.push(Written { number, plies });
    }
    Ok(out)
}

/// The plies of one white-space-free word: the word itself, or its comma-separated parts
/// unless the move readers accept it whole.
fn words(word: &str) -> Vec<&str> {
    let word = word.trim_matches(',');
    if word.is_empty() {
        return Vec::new();
    }
    if !word.contains(',') || notation::parse_move(word).is_ok() {
        return vec![word];
    }
    word.split(',').filter(|p| !p.is_empty()).collect()
}

/// Replays a line on a clone of `game`: its plies in USI.
fn replay(game: &Game, w: &Written<'_>) -> Result<Vec<String>, ConditionalError> {
    let mut g = game.clone();
    let mut usi = Vec::with_capacity(w.plies.len());
    for (i, &text) in w.plies.iter().enumerate() {
        let err = |reason| ConditionalError {
            line: w.number,
            ply: Some(i + 1),
            text: text.to_string(),
            reason,
        };
        let mv = notation::parse_move(text)
            .map_err(MoveTextError::from)
            .and_then(|mt| Ok(notation::resolve(g.position(), &mt)?))
            .map_err(|e| err(Reason::Move(Box::new(e))))?;
        usi.push(notation::usi::format(g.position(), mv));
        match g.play(mv) {
            Ok(Some(outcome)) if i + 1 < w.plies.len() => {
                return Err(err(Reason::EndsGame(outcome)))
            }
            Ok(_) => {}
            Err(e) => return Err(err(Reason::Illegal(e))),
        }
    }
    Ok(usi)
}

/// The first pair of lines `(later, earlier, ply index)` that share every ply before an
/// answer (an odd index) and differ on it.
fn first_conflict<'a>(lines: impl Iterator<Item = &'a [String]>) -> Option<(usize, usize, usize)> {
    let lines: Vec<&[String]> = lines.collect();
    for (b, lb) in lines.iter().enumerate() {
        for (a, la) in lines[..b].iter().enumerate() {
            let k = la.iter().zip(lb.iter()).take_while(|(x, y)| x == y).count();
            if k < la.len().min(lb.len()) && k % 2 == 1 {
                return Some((b, a, k));
            }
        }
    }
    None
}

/// The index of a line that `lines[i]` repeats or begins (the first such), if any.
fn covering(lines: &[Vec<String>], i: usize) -> Option<usize> {
    let li = &lines[i];
    lines
        .iter()
        .enumerate()
        .position(|(j, lj)| j != i && lj.starts_with(li) && (lj.len() > li.len() || j < i))
}

/// Drops the lines that repeat an earlier one or begin a longer one.
fn merge(lines: Vec<Vec<String>>) -> Vec<Line> {
    let keep: Vec<bool> = (0..lines.len())
        .map(|i| covering(&lines, i).is_none())
        .collect();
    lines
        .into_iter()
        .zip(keep)
        .filter_map(|(l, k)| k.then_some(Line(l)))
        .collect()
}

// ------------------------------------------------------------------------------ playing

/// What happens when the opponent plays `reply_usi` (as [`notation::usi::format`] writes it)
/// in a game whose stored lines are `c`.
pub fn on_reply(c: &Conditionals, reply_usi: &str) -> Reaction {
    if c.is_empty() {
        return Reaction::None;
    }
    let mut matching = c
        .lines
        .iter()
        .filter(|l| l.0.len() >= 2 && l.0[0] == reply_usi);
    let Some(first) = matching.next() else {
        return Reaction::Cleared;
    };
    let usi = first.0[1].clone();
    // Checked lines agree on the answer; of unchecked ones, the first line's is played and
    // only the lines that agree with it go on.
    let rest = std::iter::once(first)
        .chain(matching)
        .filter(|l| l.0[1] == usi && l.0.len() > 2)
        .map(|l| Line(l.0[2..].to_vec()))
        .collect();
    Reaction::Answer {
        usi,
        rest: Conditionals { lines: rest },
    }
}

impl Conditionals {
    /// Whether no line is stored.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The stored form: one line per line, its plies separated by single spaces; empty when
    /// there is no line.
    pub fn to_stored(&self) -> String {
        self.lines
            .iter()
            .map(|l| l.0.join(" "))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Reads the stored form back, checking what can be checked without the game: USI
    /// syntax, the limits, and that the lines are consistent and merged.
    ///
    /// # Errors
    /// A [`StoredError`] naming the first damaged line.
    pub fn from_stored(text: &str) -> Result<Conditionals, StoredError> {
        let mut lines: Vec<Vec<String>> = Vec::new();
        let rows: Vec<&str> = if text.is_empty() {
            Vec::new()
        } else {
            text.split('\n').collect()
        };
        let err = |i: usize, problem| StoredError {
            line: i + 1,
            text: rows[i].to_string(),
            problem,
        };
        for (i, row) in rows.iter().enumerate() {
            if i == MAX_LINES {
                return Err(err(i, StoredProblem::TooManyLines));
            }
            if row.is_empty() {
                return Err(err(i, StoredProblem::Blank));
            }
            let plies: Vec<&str> = row.split(' ').collect();
            if plies
                .iter()
                .any(|p| p.is_empty() || p.contains(char::is_whitespace))
            {
                return Err(err(i, StoredProblem::Spacing));
            }
            if plies.len() % 2 == 1 || plies.len() > MAX_PLIES {
                return Err(err(i, StoredProblem::Plies(plies.len())));
            }
            for p in &plies {
                if let Err(e) = notation::usi::parse_syntax(p) {
                    return Err(err(i, StoredProblem::NotUsi(e)));
                }
            }
            lines.push(plies.into_iter().map(String::from).collect());
        }
        if let Some((b, a, _)) = first_conflict(lines.iter().map(Vec::as_slice)) {
            return Err(err(b, StoredProblem::Conflict(a + 1)));
        }
        if let Some((i, j)) = (0..lines.len()).find_map(|i| covering(&lines, i).map(|j| (i, j))) {
            return Err(err(i, StoredProblem::Redundant(j + 1)));
        }
        Ok(Conditionals {
            lines: lines.into_iter().map(Line).collect(),
        })
    }

    /// The lines for the player: each replayed from `game` (the position the stored lines
    /// start in, the opponent on turn) and written in TSA ([`notation::tsa::format`]). A ply
    /// that no longer replays (the game moved on differently) and the rest of its line are
    /// shown in USI as stored.
    pub fn describe(&self, game: &Game) -> Vec<Vec<String>> {
        self.lines
            .iter()
            .map(|line| {
                let mut g = game.clone();
                let mut out = Vec::with_capacity(line.0.len());
                for usi in &line.0 {
                    let tsa = notation::usi::parse(g.position(), usi)
                        .ok()
                        .map(|mv| (notation::tsa::format(g.position(), mv), mv))
                        .filter(|&(_, mv)| g.play(mv).is_ok());
                    match tsa {
                        Some((t, _)) => out.push(t),
                        None => break,
                    }
                }
                let shown = out.len();
                out.extend(line.0[shown..].iter().cloned());
                out
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
