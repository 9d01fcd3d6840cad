//! PGN game records for WinBoard / XBoard (`[Variant "chu"]`): [`write`] a Chu Shogi game
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
//!   ([`crate::notation::score`]), uses the shogi names.
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
//!   [`crate::notation::sfen`] follow only when the position needs them: the Heisei reserve
//!   and the promotion marks. The move number of a set-up position is not kept: the PGN
//!   counts from 1.
//! * yubin's own tags (PGN allows any): `TimeControl` holds the time control **in words**
//!   ([`Header::time_control`], the service's words: a correspondence control such as "7
//!   days per move" with vacation days has no form in PGN's seconds syntax); `Termination`
//!   how the game ended, see below; `UTCTime` the start's time of day, `EndDate` and
//!   `EndTime` the end's date and time (UTC); `Preset` the rule preset's name; `RuleOptions`
//!   the rule options that differ from the variant's standard rules, `key=value` separated
//!   by spaces (the same list as [`Header::options`] and [`crate::Rules::differences`]);
//!   `Handicap` the handicap's name. A tag without a value is left out.
//! * **Moves** in WinBoard SAN ([`crate::notation::winboard::format_san`]): `Ne5`, lion
//!   double moves `Nxg7xg8`, `+Dxf6-g7`, igui as a capture and a step back `Nxf7-f6`, a pass
//!   `--`, a promotion `+` and a declined one without a mark, a Heisei drop `L@e5`. Each of
//!   our Black's moves is numbered (`12.`); a game whose first move is White's starts `1...`.
//!   Lines are at most 79 characters, the result ends the move text.
//!
//! `Termination` is one of: the board's reasons as [`crate::EndReason`]'s words (`last royal
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
//!   the board's [`crate::Outcome`].
//! * **Maka Dai Dai Shogi is refused** ([`PgnError::Unsupported`]). WinBoard has no Maka Dai
//!   Dai Shogi (`maka-dai-dai-shogi.md` §12.2: no board of 19×19 with its pieces, no letters
//!   for its 76 kinds); a PGN with `[Variant "fairy"]` and USI moves would load in no PGN
//!   program, so it would only pretend to be an interchange format. Maka games are exported
//!   as the TSA game score ([`crate::notation::score`]) instead. Dai Shogi likewise: XBoard has
//!   no Dai variant (`dai-shogi.md` §7).
//! * **Heisei** games are written the same way (FEN with the reserve, drops as `L@e5`), but
//!   WinBoard's Chu has no drops: such a file is for yubin's reader and for reading by eye.
//!
//! # Reading
//!
//! [`read`] takes one game as [`write`] writes it, checks every move with the rules crate
//! ([`Game::play`]) and names the line at fault in every error. Leniencies:
//! * tags in any order, unknown tags ignored; a missing `Variant` is refused (without it a
//!   PGN is chess), `Variant` is read by [`Variant::parse`] (`chu`, `chushogi`, …);
//! * `FEN` without `SetUp`; a FEN side letter in either case; the FEN's lion field, counts
//!   and extension fields may be left out;
//! * move numbers with or without a space (`1.Ne5`, `1... e8`), comments (`{…}`, `;` to the
//!   end of the line), numeric annotation glyphs (`$1`), `!`/`?` after a move and recursive
//!   variations (`( … )`) are skipped; lines starting with `%` are ignored;
//! * moves are read as WinBoard SAN with the leniencies of
//!   [`crate::notation::winboard`]; a text that is no SAN is tried in any notation
//!   ([`crate::notation::read_move`]);
//! * a missing `Termination` after a decided result is the board's reason when the board
//!   ended the game, else `resignation` (a win) or `agreement` (a draw);
//! * text after the result (a second game) is ignored.
//!
//! ```
//! use yubin_rules::notation::{self, pgn, record::Header};
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

use super::record::{Ending, Header, Stamp, Termination};
use super::{sfen, wb_square, winboard, MoveTextError, SquareText};
use crate::rules::Setup;
use crate::{Color, EndReason, Game, IllegalMove, Position, Rules, Variant};
use core::fmt;

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
/// [`PgnError::Unsupported`] for a Maka Dai Dai Shogi or Dai Shogi game (WinBoard has no Dai
/// either: `dai-shogi.md` §7).
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
        .chain([
            Termination::Resignation,
            Termination::Timeout,
            Termination::IllegalMove,
            Termination::Agreement,
            Termination::MaxLength,
            Termination::Forfeit,
            Termination::Adjudication,
            Termination::Unknown,
        ])
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
    let lion = initial
        .last_lion_capture()
        .map_or_else(|| "-".to_string(), |sq| wb_square(initial, sq));
    let mut fen = format!("{} {side} {lion} 0 1", fields[0]);
    for extra in fields.iter().skip(4) {
        fen.push(' ');
        fen.push_str(extra);
    }
    Some(fen)
}

// ------------------------------------------------------------------------------ reading

/// A tag as read: its value and line.
struct Tag {
    name: String,
    value: String,
    line: usize,
}

/// A token of the move text and its line.
struct Token {
    text: String,
    line: usize,
}

/// Reads one game as [`write`] writes it (leniencies in the module doc): the game, every
/// move checked, and the header.
///
/// # Errors
/// A [`PgnError`] naming the line at fault: [`PgnError::Unsupported`] for a Maka Dai Dai
/// game, [`PgnError::Syntax`], [`PgnError::Tag`], and for a move [`PgnError::Move`] or
/// [`PgnError::Illegal`].
pub fn read(text: &str) -> Result<(Game, Header), PgnError> {
    let (tags, tokens, last_line) = split(text)?;
    let find = |name: &str| tags.iter().find(|t| t.name == name);
    let tag_err = |t: &Tag, message: String| PgnError::Tag {
        line: t.line,
        tag: t.name.clone(),
        message,
    };

    // The game and its rules.
    let Some(variant_tag) = find("Variant") else {
        return Err(PgnError::Syntax {
            line: 1,
            message: "no [Variant \"chu\"] tag: without it a PGN is a chess game".to_string(),
        });
    };
    let variant = Variant::parse(&variant_tag.value).ok_or_else(|| {
        tag_err(
            variant_tag,
            format!(
                "`{}` is not a game yubin plays; expected `chu`",
                variant_tag.value
            ),
        )
    })?;
    if variant != Variant::Chu {
        return Err(PgnError::Unsupported(variant));
    }
    let preset_tag = find("Preset");
    let preset = preset_tag.map_or("standard", |t| t.value.as_str());
    let mut rules = Rules::preset(variant, preset).map_err(|e| {
        tag_err(
            preset_tag.expect("only a written preset can be unknown"),
            e.to_string(),
        )
    })?;
    if let Some(t) = find("RuleOptions") {
        let setup = rules.setup;
        rules = Rules::standard(variant);
        rules.setup = setup;
        for item in t.value.split_whitespace() {
            let (k, v) = item
                .split_once('=')
                .ok_or_else(|| tag_err(t, format!("`{item}` is not of the form key=value")))?;
            rules.set(k, v).map_err(|e| tag_err(t, e.to_string()))?;
        }
    }
    let fen_tag = find("FEN");
    if let (Some(t), None) = (find("SetUp"), fen_tag) {
        if t.value.trim() == "1" {
            return Err(tag_err(t, "`1` but there is no FEN tag".to_string()));
        }
    }
    let start = match fen_tag {
        Some(t) => read_fen(rules, &t.value).map_err(|m| tag_err(t, m))?,
        None => Position::start(rules),
    };
    let mut game = Game::from_position(start);

    // The moves.
    let mut result: Option<(&str, usize)> = None;
    let mut number = 1;
    for tok in &tokens {
        let t = tok.text.as_str();
        if matches!(t, "1-0" | "0-1" | "1/2-1/2" | "*") {
            result = Some((t, tok.line));
            break;
        }
        let side = game.position().side_to_move();
        let label = match side {
            Color::Black => format!("{number}."),
            Color::White => format!("{number}..."),
        };
        let mv = winboard::parse_san(game.position(), t).or_else(|e| match e {
            MoveTextError::Syntax(_) => super::read_move(game.position(), t).map_err(|_| e),
            e => Err(e),
        });
        let mv = mv.map_err(|error| PgnError::Move {
            line: tok.line,
            number: label.clone(),
            text: t.to_string(),
            error: Box::new(error),
        })?;
        game.play(mv).map_err(|error| PgnError::Illegal {
            line: tok.line,
            number: label,
            text: t.to_string(),
            error,
        })?;
        if side == Color::White {
            number += 1;
        }
    }

    // The result.
    let result_tag = find("Result");
    let (result, result_line) = match (result, result_tag) {
        (Some((r, line)), Some(t)) if t.value != r => {
            return Err(PgnError::Syntax {
                line,
                message: format!(
                    "the moves end with `{r}` but the Result tag (line {}) says `{}`",
                    t.line, t.value
                ),
            })
        }
        (Some((r, line)), _) => (r.to_string(), line),
        (None, Some(t)) => (t.value.clone(), t.line),
        (None, None) => {
            return Err(PgnError::Syntax {
                line: last_line,
                message: "the moves end without a result (`1-0`, `0-1`, `1/2-1/2` or `*`)"
                    .to_string(),
            })
        }
    };
    let winner = match result.as_str() {
        "1-0" => Some(Some(Color::Black)),
        "0-1" => Some(Some(Color::White)),
        "1/2-1/2" => Some(None),
        "*" => None,
        other => {
            return Err(PgnError::Syntax {
                line: result_line,
                message: format!("result `{other}`; expected `1-0`, `0-1`, `1/2-1/2` or `*`"),
            })
        }
    };
    let ending = match winner {
        None => None,
        Some(winner) => {
            let how = match find("Termination") {
                Some(t) => termination_of(&t.value).ok_or_else(|| {
                    tag_err(t, format!("`{}` is no way a game ends here", t.value))
                })?,
                None => match game.outcome() {
                    Some(o) => Termination::Board(o.reason),
                    None if winner.is_some() => Termination::Resignation,
                    None => Termination::Agreement,
                },
            };
            if let Termination::Board(reason) = how {
                let agrees = game
                    .outcome()
                    .is_some_and(|o| o.reason == reason && o.winner == winner);
                if !agrees {
                    let t = find("Termination").expect("a board reason is read from the tag");
                    return Err(tag_err(
                        t,
                        format!("the moves do not end the game by {reason} with this result"),
                    ));
                }
            }
            Some(Ending { winner, how })
        }
    };

    // The header.
    let value = |name: &str| -> Option<String> {
        find(name)
            .map(|t| t.value.trim().to_string())
            .filter(|v| !v.is_empty() && v != "?" && v != "-")
    };
    let stamp = |date: &str, time: &str| -> Result<Option<Stamp>, PgnError> {
        let Some(d) = find(date) else {
            return Ok(None);
        };
        let Some((year, month, day)) = parse_date(&d.value) else {
            if d.value.contains('?') {
                return Ok(None);
            }
            return Err(tag_err(d, format!("`{}` is no date YYYY.MM.DD", d.value)));
        };
        let (hour, minute, second) = match find(time) {
            None => (0, 0, 0),
            Some(t) => parse_time(&t.value)
                .ok_or_else(|| tag_err(t, format!("`{}` is no time HH:MM:SS", t.value)))?,
        };
        Ok(Some(Stamp {
            year,
            month,
            day,
            hour,
            minute,
            second,
        }))
    };
    let header = Header {
        event: value("Event"),
        round: value("Round"),
        site: value("Site"),
        black: value("White").unwrap_or_default(),
        white: value("Black").unwrap_or_default(),
        started: stamp("Date", "UTCTime")?,
        ended: stamp("EndDate", "EndTime")?,
        time_control: value("TimeControl"),
        preset: preset_tag.map(|t| t.value.trim().to_string()),
        options: rules
            .differences()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
        handicap: value("Handicap"),
        ending,
    };
    Ok((game, header))
}

/// The [`Termination`] of its words (or of an [`EndReason`]'s machine name).
fn termination_of(words: &str) -> Option<Termination> {
    let w = words.trim().to_ascii_lowercase();
    terminations()
        .find(|&t| termination_word(t) == w)
        .or_else(|| EndReason::parse(&w).map(Termination::Board))
}

/// `2026.11.25`.
fn parse_date(text: &str) -> Option<(i32, u8, u8)> {
    let mut parts = text.trim().split('.');
    let year = parts.next()?.parse().ok()?;
    let month = parts
        .next()?
        .parse()
        .ok()
        .filter(|m| (1..=12).contains(m))?;
    let day = parts
        .next()?
        .parse()
        .ok()
        .filter(|d| (1..=31).contains(d))?;
    parts.next().is_none().then_some((year, month, day))
}

/// `09:05:00`.
fn parse_time(text: &str) -> Option<(u8, u8, u8)> {
    let mut parts = text.trim().split(':');
    let hour = parts.next()?.parse().ok().filter(|&h| h < 24)?;
    let minute = parts.next()?.parse().ok().filter(|&m| m < 60)?;
    let second = parts.next()?.parse().ok().filter(|&s| s < 60)?;
    parts.next().is_none().then_some((hour, minute, second))
}

/// The position of an XBoard Chu FEN (module doc), read through [`sfen::read`].
fn read_fen(rules: Rules, text: &str) -> Result<Position, String> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let Some(&board) = fields.first() else {
        return Err("empty FEN".to_string());
    };
    let side = match fields.get(1).map(|s| s.to_ascii_lowercase()).as_deref() {
        None | Some("w") => "b",
        Some("b") => "w",
        Some(other) => {
            return Err(format!(
                "side to move `{other}`; expected `w` (Black, the first player) or `b`"
            ))
        }
    };
    let lion = match fields.get(2).copied() {
        None | Some("-") => "-".to_string(),
        Some(f) => wb_to_tsa(rules, f)
            .ok_or_else(|| format!("lion-capture field `{f}` is not a WinBoard square or `-`"))?,
    };
    for (i, f) in fields.iter().enumerate().skip(3).take(2) {
        if f.parse::<u32>().is_err() {
            let what = if i == 3 {
                "half-move count"
            } else {
                "move number"
            };
            return Err(format!("{what} `{f}` is not a number"));
        }
    }
    if fields.len() > 7 {
        return Err(format!(
            "{} fields; expected at most board, side, lion square, two counts, reserve, marks",
            fields.len()
        ));
    }
    let mut s = format!("{board} {side} {lion} 1");
    for extra in fields.iter().skip(5) {
        s.push(' ');
        s.push_str(extra);
    }
    sfen::read(rules, &s).map_err(|e| e.message)
}

/// A WinBoard square (`f7`) as a TSA square (`7f`) under the rules' rank base.
fn wb_to_tsa(rules: Rules, text: &str) -> Option<String> {
    let b = text.as_bytes();
    let file = b.first().filter(|c| c.is_ascii_lowercase())? - b'a';
    let rank: u8 = text.get(1..)?.parse().ok()?;
    SquareText::WinBoard { file, rank }
        .to_square(rules.dimensions(), rules.winboard_rank_base)
        .map(|sq| sq.to_string())
}

/// The tags, the move-text tokens and the last line number.
fn split(text: &str) -> Result<(Vec<Tag>, Vec<Token>, usize), PgnError> {
    let mut tags = Vec::new();
    let mut tokens = Vec::new();
    let mut in_moves = false;
    let mut in_comment = false; // inside `{…}`
    let mut variation = 0usize; // depth of `( … )`
    let mut last = 1;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        last = line;
        let trimmed = raw.trim();
        if !in_comment && trimmed.starts_with('%') {
            continue;
        }
        if !in_moves && !in_comment {
            if trimmed.is_empty() {
                continue;
            }
            if trimmed.starts_with('[') {
                tags.push(read_tag(trimmed, line)?);
                continue;
            }
            in_moves = true;
        }
        let mut word = String::new();
        let flush = |word: &mut String, tokens: &mut Vec<Token>, variation: usize| {
            if !word.is_empty() && variation == 0 {
                tokens.push(Token {
                    text: core::mem::take(word),
                    line,
                });
            }
            word.clear();
        };
        for c in raw.chars() {
            if in_comment {
                if c == '}' {
                    in_comment = false;
                }
                continue;
            }
            match c {
                '{' => {
                    flush(&mut word, &mut tokens, variation);
                    in_comment = true;
                }
                ';' => {
                    flush(&mut word, &mut tokens, variation);
                    break;
                }
                '(' => {
                    flush(&mut word, &mut tokens, variation);
                    variation += 1;
                }
                ')' => {
                    flush(&mut word, &mut tokens, variation);
                    variation = variation.checked_sub(1).ok_or_else(|| PgnError::Syntax {
                        line,
                        message: "`)` without a `(` before it".to_string(),
                    })?;
                }
                c if c.is_whitespace() => flush(&mut word, &mut tokens, variation),
                c => word.push(c),
            }
        }
        flush(&mut word, &mut tokens, variation);
    }
    // Move numbers, glyphs and annotation marks are no moves.
    let tokens = tokens
        .into_iter()
        .filter_map(|t| {
            let s = t.text.as_str();
            if s.starts_with('$') {
                return None;
            }
            // A move number, alone or before its move (`12.`, `12...Ne5`).
            let digits = s.trim_start_matches(|c: char| c.is_ascii_digit());
            let s = if digits.len() < s.len() && digits.starts_with('.') {
                digits.trim_start_matches('.')
            } else {
                s
            };
            let s = s.trim_end_matches(['!', '?']);
            (!s.is_empty()).then(|| Token {
                text: s.to_string(),
                line: t.line,
            })
        })
        .collect();
    Ok((tags, tokens, last))
}

/// `[Name "value"]`, with `\"` and `\\` in the value.
fn read_tag(text: &str, line: usize) -> Result<Tag, PgnError> {
    let err = |message: &str| PgnError::Syntax {
        line,
        message: format!("`{text}`: {message}"),
    };
    let inner = text
        .strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .ok_or_else(|| err("a tag is `[Name \"value\"]` on one line"))?
        .trim();
    let name_end = inner
        .find(|c: char| c.is_whitespace() || c == '"')
        .unwrap_or(inner.len());
    let name = &inner[..name_end];
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(err("a tag name is letters, digits and `_`"));
    }
    let rest = inner[name_end..].trim();
    let body = rest
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .ok_or_else(|| err("the value goes in double quotes"))?;
    let mut value = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('\\' | '"')) => value.push(e),
                _ => return Err(err("`\\` is followed by `\\` or `\"` only")),
            },
            '"' => return Err(err("a `\"` inside the value is written `\\\"`")),
            c => value.push(c),
        }
    }
    Ok(Tag {
        name: name.to_string(),
        value,
        line,
    })
}
