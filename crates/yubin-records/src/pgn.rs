//! PGN game records for WinBoard / XBoard (`[Variant "chu"]`): [`write()`] a Chu Shogi game
//! with its [`Header`], [`read`] it back.
//!
//! # The format as written
//!
//! ```text
//! [Event "Autumn Cup"]
//! [Site "yubin game 12"]
//! [Date "2026.11.25"]
//! [Round "2.1"]
//! [White "Alice"]
//! [Black "Bob"]
//! [Result "1-0"]
//! [Variant "chu"]
//! [TimeControl "7 days per move"]
//! [Termination "resignation"]
//! [UTCTime "09:05:00"]
//! [EndDate "2026.12.01"]
//! [EndTime "18:00:00"]
//! [Preset "standard"]
//!
//! 1. Nf5 e8 2. Nf7 g8 3. Nxe8-f7 l8 4. -- a8 5. Nxg8xh9 l7 6. f5 a7 7. f6 k8
//! 8. f7 b8 9. f8 k7 10. fxf9 Dxf9 1-0
//! ```
//!
//! * **Colours.** WinBoard calls the player who moves first *White* (`chu-shogi.md` §1,
//!   §3.3: XBoard's white pieces stand on ranks 1–4 and move first, its FEN writes `w` for
//!   our Black to move). So the PGN `White` tag holds the name of **Black** (sente, the first
//!   player of an even game, [`Header::black`]) and `Black` holds White's (gote). The result
//!   follows the same names: `1-0` is a win for our Black, `0-1` for our White, `1/2-1/2` a
//!   draw and `*` a game that goes on. Everything else in this crate, and the TSA game score
//!   ([`crate::score`]), uses the shogi names.
//! * **The seven-tag roster** first, in its order: `Event` ([`Header::event`]), `Site`,
//!   `Date` (the start, `YYYY.MM.DD`, UTC), `Round`, `White`, `Black`, `Result`; a missing
//!   value is `?` (`????.??.??` for the date).
//! * Then **`Variant "chu"`** (XBoard's name of the game), and for a start other than
//!   WinBoard's own Chu array (a handicap, Heisei, a set-up position) **`SetUp "1"` and
//!   `FEN`**. The FEN is XBoard's for Chu: the board as in lishogi's SFEN (ranks from the
//!   top, upper case = our Black, `+` before a promoted piece's letter), the side to move
//!   in WinBoard's colours (`w` = our Black, `b` = our White: a handicap start is `b`), the
//!   e.p. field (XBoard has no castling field for Chu but keeps this one; it writes `-`,
//!   and so does this writer unless the start position holds a last lion capture, which only
//!   a set-up position can: then that square, in WinBoard's form, as lishogi's SFEN keeps it
//!   in the same place), a half-move count `0` and the move number `1`. So a start is five
//!   fields, `<board> w - 0 1`. XBoard stops reading after the half-move count, so the two
//!   extension fields of
//!   [`yubin_rules::notation::sfen`] follow only when the position needs them: the Heisei reserve
//!   and the promotion marks. The move number of a set-up position is not kept: the PGN
//!   counts from 1.
//! * yubin's own tags (PGN allows any): `TimeControl` holds the time control **in words**
//!   ([`Header::time_control`], the service's words: a correspondence control such as "7
//!   days per move" with vacation days has no form in PGN's seconds syntax); `Termination`
//!   how the game ended, see below; `UTCTime` the start's time of day, `EndDate` and
//!   `EndTime` the end's date and time (UTC); `Preset` the rule preset's name; `RuleOptions`
//!   the rule options that differ from the variant's standard rules, `key=value` separated
//!   by spaces (the same list as [`Header::options`] and [`yubin_rules::Rules::differences`]);
//!   `Handicap` the handicap's name. A tag without a value is left out.
//! * **Moves** in WinBoard SAN ([`yubin_rules::notation::winboard::format_san`]): `Ne5`, lion
//!   double moves `Nxg7xg8`, `+Dxf6-g7`, igui as a capture and a step back `Nxf7-f6`, a pass
//!   `--`, a promotion `+` and a declined one without a mark, a Heisei drop `L@e5`. Each of
//!   our Black's moves is numbered (`12.`); a game whose first move is White's starts `1...`.
//!   Lines are at most 79 characters, the result ends the move text.
//!
//! `Termination` is one of: the board's reasons as [`yubin_rules::EndReason`]'s words (`last royal
//! captured`, `bare king`, `two royals only`, `no legal move`, `checkmate`, `fourfold
//! repetition`, `perpetual attack`), `resignation`, `time forfeit`, `rules infraction` (an
//! illegal move), `agreement`, `move limit`, `forfeit` (not played out), `adjudication` and
//! `unknown` (the record gives the result alone: an imported game's);
//! `unterminated` while the game goes on. `time forfeit`, `rules infraction`, `adjudication`
//! and `unterminated` are the PGN standard's words; the standard's `normal` would not say
//! which of the others it was.
//!
//! # Decisions
//!
//! * **Rules.** The game's rules are written from the [`Game`], not from the header: `Preset`
//!   is [`Header::preset`] when that names a preset of the variant with the game's setup,
//!   else `heisei` or `standard` after the game's setup; `RuleOptions` lists every option of
//!   [`Game::rules`] that differs from the standard rules, and is written whenever the named
//!   preset alone would not give the game's rules. So [`read`] rebuilds exactly the rules the
//!   moves were played under (`winboard.rank_base` included, which the SAN depends on).
//! * **Result.** [`Header::ending`]; when the header has none but the board ended the game,
//!   the board's [`yubin_rules::Outcome`].
//! * **Maka Dai Dai Shogi is refused** ([`PgnError::Unsupported`]). WinBoard has no Maka Dai
//!   Dai Shogi (`maka-dai-dai-shogi.md` §12.2: no board of 19×19 with its pieces, no letters
//!   for its 76 kinds); a PGN with `[Variant "fairy"]` and USI moves would load in no PGN
//!   program, so it would only pretend to be an interchange format. Maka games are exported
//!   as the TSA game score ([`crate::score`]) instead. Dai Shogi likewise: XBoard has
//!   no Dai variant (`dai-shogi.md` §7).
//! * **Heisei** games are written the same way (FEN with the reserve, drops as `L@e5`), but
//!   WinBoard's Chu has no drops: such a file is for yubin's reader and for reading by eye.
//!
//! # Reading
//!
//! [`read`] takes one game as [`write()`] writes it, checks every move with the rules crate
//! ([`Game::play`]) and names the line at fault in every error. Leniencies:
//! * tags in any order, unknown tags ignored; a missing `Variant` is refused (without it a
//!   PGN is chess), `Variant` is read by [`Variant::parse`] (`chu`, `chushogi`, …);
//! * `FEN` without `SetUp`; a FEN side letter in either case; the FEN's lion field, counts
//!   and extension fields may be left out;
//! * move numbers with or without a space (`1.Ne5`, `1... e8`), comments (`{…}`, `;` to the
//!   end of the line), numeric annotation glyphs (`$1`), `!`/`?` after a move and recursive
//!   variations (`( … )`) are skipped; lines starting with `%` are ignored;
//! * moves are read as WinBoard SAN with the leniencies of
//!   [`yubin_rules::notation::winboard`]; a text that is no SAN is tried in any notation
//!   ([`yubin_rules::notation::read_move`]);
//! * a missing `Termination` after a decided result is the board's reason when the board
//!   ended the game, else `resignation` (a win) or `agreement` (a draw);
//! * text after the result (a second game) is ignored.
//!
//! ```
//! use yubin_records::{pgn, record::Header};
//! use yubin_rules::notation;
//! use yubin_rules::{Game, Rules};
//! let mut game = Game::new(Rules::default());
//! let mv = notation::read_move(game.position(), "Ln-8h").unwrap();
//! game.play(mv).unwrap();
//! let header = Header { black: "Alice".into(), white: "Bob".into(), ..Header::default() };
//! let text = pgn::write(&game, &header).unwrap();
//! assert!(text.contains("[White \"Alice\"]\n[Black \"Bob\"]\n"));
//! assert!(text.ends_with("\n1. Ne5 *\n"));
//! let (back, back_header) = pgn::read(&text).unwrap();
//! assert_eq!(back.moves(), game.moves());
//! assert_eq!(back_header.black, "Alice");
//! ```

use crate::record::{Ending, Header, Stamp, Termination};
use core::fmt;
use yubin_rules::notation::{sfen, winboard, MoveTextError};
use yubin_rules::rules::Setup;
use yubin_rules::{Color, EndReason, Game, IllegalMove, Position, Rules, Variant};

mod read;

pub use read::read;

/// The longest line of the move text.
const LINE: usize = 79;

/// Why a PGN could not be written or read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnError {
    /// The variant has no PGN form: WinBoard has no Maka Dai Dai Shogi.
    Unsupported(Variant),
    /// The text is not PGN as far as yubin reads it (a broken tag, no moves, a result that
    /// contradicts the `Result` tag).
    Syntax {
        /// The line, from 1.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A tag whose value cannot be used.
    Tag {
        /// The line, from 1.
        line: usize,
        /// The tag's name.
        tag: String,
        /// What is wrong with its value.
        message: String,
    },
    /// A move text that names no legal move in its position.
    Move {
        /// The line, from 1.
        line: usize,
        /// The move's number as PGN writes it (`12.`, `12...`).
        number: String,
        /// The move as written.
        text: String,
        /// Why it is no move.
        error: Box<MoveTextError>,
    },
    /// A move the game does not allow there (a repetition the rules forbid, a move after the
    /// end).
    Illegal {
        /// The line, from 1.
        line: usize,
        /// The move's number as PGN writes it (`12.`, `12...`).
        number: String,
        /// The move as written.
        text: String,
        /// Why the game refuses it.
        error: IllegalMove,
    },
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::Unsupported(v) => write!(
                f,
                "no PGN for {}: WinBoard has no such game; export the TSA game score instead",
                v.title()
            ),
            PgnError::Syntax { line, message } => write!(f, "line {line}: {message}"),
            PgnError::Tag { line, tag, message } => write!(f, "line {line}: tag {tag}: {message}"),
            // The move error starts with the move's text.
            PgnError::Move {
                line,
                number,
                error,
                ..
            } => write!(f, "line {line}: move {number} {error}"),
            PgnError::Illegal {
                line,
                number,
                text,
                error,
            } => write!(f, "line {line}: move {number} `{text}` is illegal: {error}"),
        }
    }
}

impl std::error::Error for PgnError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PgnError::Move { error, .. } => Some(error.as_ref()),
            PgnError::Illegal { error, .. } => Some(error),
            _ => None,
        }
    }
}

// ------------------------------------------------------------------------------ writing

/// Writes a Chu Shogi game as PGN for WinBoard / XBoard (the format of the module doc).
///
/// # Errors
/// [`PgnError::Unsupported`] for a game of any variant but Chu Shogi (for Dai, see
/// `dai-shogi.md` §7).
pub fn write(game: &Game, header: &Header) -> Result<String, PgnError> {
    let rules = *game.rules();
    if rules.variant != Variant::Chu {
        return Err(PgnError::Unsupported(rules.variant));
    }
    let ending = header.ending.or_else(|| {
        game.outcome().map(|o| Ending {
            winner: o.winner,
            how: Termination::Board(o.reason),
        })
    });
    let result = result_token(ending);
    let mut tags: Vec<(&str, String)> = vec![
        ("Event", or_unknown(header.event.as_deref())),
        ("Site", or_unknown(header.site.as_deref())),
        (
            "Date",
            header
                .started
                .map_or_else(|| "????.??.??".to_string(), pgn_date),
        ),
        ("Round", or_unknown(header.round.as_deref())),
        ("White", or_unknown(Some(header.black.as_str()))),
        ("Black", or_unknown(Some(header.white.as_str()))),
        ("Result", result.to_string()),
        ("Variant", "chu".to_string()),
    ];
    if let Some(fen) = fen(game.initial()) {
        tags.push(("SetUp", "1".to_string()));
        tags.push(("FEN", fen));
    }
    if let Some(tc) = &header.time_control {
        tags.push(("TimeControl", tc.clone()));
    }
    tags.push((
        "Termination",
        ending
            .map_or("unterminated", |e| termination_word(e.how))
            .to_string(),
    ));
    if let Some(s) = header.started {
        tags.push(("UTCTime", pgn_time(s)));
    }
    if let Some(s) = header.ended {
        tags.push(("EndDate", pgn_date(s)));
        tags.push(("EndTime", pgn_time(s)));
    }
    let preset = preset_name(&rules, header.preset.as_deref());
    let preset_rules = Rules::preset(rules.variant, &preset).unwrap_or(rules);
    tags.push(("Preset", preset));
    if preset_rules != rules {
        let options: Vec<String> = rules
            .differences()
            .into_iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        tags.push(("RuleOptions", options.join(" ")));
    }
    if let Some(h) = &header.handicap {
        tags.push(("Handicap", h.clone()));
    }

    let mut out = String::new();
    for (name, value) in &tags {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    let mut pos = game.initial().clone();
    let mut number = 1;
    for (i, &mv) in game.moves().iter().enumerate() {
        // A move number stays on the line of its move.
        let san = winboard::format_san(&pos, mv);
        tokens.push(match pos.side_to_move() {
            Color::Black => format!("{number}. {san}"),
            Color::White if i == 0 => format!("{number}... {san}"),
            Color::White => san,
        });
        if pos.side_to_move() == Color::White {
            number += 1;
        }
        pos.play_unchecked(mv);
    }
    tokens.push(result.to_string());
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > LINE {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push('\n');
    Ok(out)
}

/// `?` for a missing or empty value.
fn or_unknown(value: Option<&str>) -> String {
    match value.map(str::trim) {
        Some(v) if !v.is_empty() => v.to_string(),
        _ => "?".to_string(),
    }
}

/// A tag value with `\` and `"` escaped and line breaks as spaces.
fn escape(value: &str) -> String {
    let mut s = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                s.push('\\');
                s.push(c);
            }
            c if c.is_control() => s.push(' '),
            c => s.push(c),
        }
    }
    s
}

fn pgn_date(s: Stamp) -> String {
    format!("{:04}.{:02}.{:02}", s.year, s.month, s.day)
}

fn pgn_time(s: Stamp) -> String {
    format!("{:02}:{:02}:{:02}", s.hour, s.minute, s.second)
}

fn result_token(ending: Option<Ending>) -> &'static str {
    match ending {
        None => "*",
        Some(Ending {
            winner: Some(Color::Black),
            ..
        }) => "1-0",
        Some(Ending {
            winner: Some(Color::White),
            ..
        }) => "0-1",
        Some(Ending { winner: None, .. }) => "1/2-1/2",
    }
}

/// The `Termination` words of each way a game ends (module doc).
fn termination_word(how: Termination) -> &'static str {
    match how {
        Termination::Board(r) => match r {
            EndReason::RoyalsCaptured => "last royal captured",
            EndReason::BareKing => "bare king",
            EndReason::TwoRoyals => "two royals only",
            EndReason::NoLegalMoves => "no legal move",
            EndReason::Checkmate => "checkmate",
            EndReason::Repetition => "fourfold repetition",
            EndReason::PerpetualAttack => "perpetual attack",
        },
        Termination::Resignation => "resignation",
        Termination::Timeout => "time forfeit",
        Termination::IllegalMove => "rules infraction",
        Termination::Agreement => "agreement",
        Termination::MaxLength => "move limit",
        Termination::Forfeit => "forfeit",
        Termination::Adjudication => "adjudication",
        Termination::Unknown => "unknown",
    }
}

/// Every [`Termination`], for reading the words back.
fn terminations() -> impl Iterator<Item = Termination> {
    EndReason::ALL
        .iter()
        .map(|&r| Termination::Board(r))
        .chain(Termination::NOT_BOARD)
}

/// The preset named in the PGN: the header's when it is a preset of the variant with the
/// game's setup, else the one the setup implies.
fn preset_name(rules: &Rules, header: Option<&str>) -> String {
    if let Some(name) = header {
        let name = name.trim().to_ascii_lowercase();
        if Rules::preset(rules.variant, &name).is_ok_and(|r| r.setup == rules.setup) {
            return name;
        }
    }
    match rules.setup {
        Setup::Heisei => "heisei".to_string(),
        Setup::Hishigata => "hishigata".to_string(),
        Setup::Standard => "standard".to_string(),
    }
}

/// The FEN of a start position, `None` for WinBoard's own start (the standard setup, Black
/// to move).
fn fen(initial: &Position) -> Option<String> {
    let standard = Position::start(Rules {
        setup: Setup::Standard,
        ..*initial.rules()
    });
    let text = sfen::write(initial);
    if text == sfen::write(&standard) {
        return None;
    }
    let fields: Vec<&str> = text.split_whitespace().collect();
    let side = match initial.side_to_move() {
        Color::Black => "w",
        Color::White => "b",
    };
    let lion = initial.last_lion_capture().map_or_else(
        || "-".to_string(),
        |sq| winboard::format_square(initial, sq),
    );
    let mut fen = format!("{} {side} {lion} 0 1", fields[0]);
    for extra in fields.iter().skip(4) {
        fen.push(' ');
        fen.push_str(extra);
    }
    Some(fen)
}
