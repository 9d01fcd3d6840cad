//! A game played elsewhere, recreated from its record file as a finished game of the
//! archive (`yubin import FILE`): the pure part, from the file's bytes to the record to
//! store ([`read`]); `store/import.rs` writes it.
//!
//! # What is read
//!
//! The records crate reads the file ([`yubin_records::import`]): KIF, PGN, a USI line or the
//! JSON of `yubin export --format json`, the format given (`--format`), else read from the
//! text, else from the extension; every move replayed by the rules core, the first bad one
//! refused with its line. A USI file names no rules nor players: the standard rules of its
//! variant, or `--preset` and `--option`; players `Black` and `White`. Of the JSON, the
//! service's own `termination` names are read here, and a time control in the service's
//! form (`3d/move`) is put in words.
//!
//! # What is checked, and refused
//!
//! Besides what the records crate refuses (a file over 4 MiB, empty or not UTF-8 text, a
//! bad line or move): a player name holding `@`, a control or an invisible character
//! ([`yubin_domain::alike::invisible`]; names are kept in NFC) or over [`MAX_NAME`]
//! characters (the archive publishes names; an address must never be one), a result that
//! contradicts the board, and a game whose file records no result: an archive keeps
//! finished games, and guessing a result would put a false one into it, so `--result
//! 1-0|0-1|1/2-1/2` must say it. `--black` and `--white` replace the names of any file.
//!
//! # What is stored
//!
//! A finished, unrated game without a mail thread ([`Imported`]): its rules, start (a
//! handicap or set-up start as its SFEN), moves, result and how it ended (`termination`
//! NULL when only `--result` said who won), the players under the names in the file, the
//! start and end dates of the header (else the import time), and the header's site,
//! event, round and time control as written ([`yubin_domain::model::Origin`]), which the
//! exports then give back.

use yubin_domain::clock::TimeControl;
use yubin_domain::model::GameId;
use yubin_domain::model::{Ending, GameResult, GameSetup, GameTerms, IllegalPolicy, Termination};
use yubin_records::import::{ImportError, Reading, Record};
use yubin_records::record::{self, Stamp};
use yubin_records::Format;
use yubin_rules::notation::{self, sfen, usi};
use yubin_rules::rules::Setup;
use yubin_rules::{Color, Game, Position, Rules};

/// The longest player name kept.
pub const MAX_NAME: usize = 60;

/// The domain of imported players' addresses: reserved by RFC 2606, it can receive no mail,
/// and [`yubin_domain::address::check`] refuses it.
pub const DOMAIN: &str = "imported.invalid";

/// What the operator says besides the file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Request {
    /// The format, when not read from the file.
    pub format: Option<Format>,
    /// Black's name, replacing the file's.
    pub black: Option<String>,
    /// White's name, replacing the file's.
    pub white: Option<String>,
    /// The result, for a file that records none (it must agree with one that does).
    pub result: Option<GameResult>,
    /// USI: the rule preset (default `standard`, or `heisei` for a start with a reserve).
    pub preset: Option<String>,
    /// USI: rule options, `key=value`.
    pub options: Vec<String>,
}

/// A game read from a file, checked, ready to store.
#[derive(Debug, Clone)]
pub struct Imported {
    /// The file's format.
    pub format: Format,
    /// The game, every move played by the rules core.
    pub game: Game,
    /// The terms to store: rules, preset, start; the rest placeholders of a finished game.
    pub terms: GameTerms,
    /// The players' names, Black's first.
    pub names: [String; 2],
    /// When it started (Unix time).
    pub started_at: i64,
    /// When it ended.
    pub finished_at: i64,
    /// The result.
    pub result: GameResult,
    /// How it ended; `None` when only `--result` said who won.
    pub termination: Option<Termination>,
    /// Not played out (a forfeit).
    pub forfeit: bool,
    /// How it ended, in words for players (`black wins: white resigned`).
    pub reason: String,
    /// The record's site, event, round and time control, as written.
    pub site: Option<String>,
    /// The event.
    pub event: Option<String>,
    /// The round.
    pub round: Option<String>,
    /// The time control, in words.
    pub time_control: Option<String>,
}

impl Imported {
    /// The moves in USI, as the store keeps them.
    pub fn usis(&self) -> Vec<String> {
        let mut pos = self.game.initial().clone();
        self.game
            .moves()
            .iter()
            .map(|&mv| {
                let text = usi::format(&pos, mv);
                pos.play_unchecked(mv);
                text
            })
            .collect()
    }

    /// Each move as TSA writes it (the stored `written` text: what a player would write).
    pub fn written(&self) -> Vec<String> {
        let mut pos = self.game.initial().clone();
        self.game
            .moves()
            .iter()
            .map(|&mv| {
                let text = notation::tsa::format(&pos, mv);
                pos.play_unchecked(mv);
                text
            })
            .collect()
    }
}

fn fail<T>(message: impl Into<String>) -> Result<T, ImportError> {
    Err(ImportError(message.into()))
}

/// The placeholder time control of an imported game's row: never used (the game is
/// finished) and never shown (its exports write the record's own words).
pub const PLACEHOLDER_CONTROL: TimeControl = TimeControl::PerMove { days: 7 };

/// Reads the file `bytes` (named `file_name`, for its extension) as `req` says, at `now`.
///
/// # Errors
/// An [`ImportError`] saying what is wrong (see the module documentation).
pub fn read(
    bytes: &[u8],
    file_name: &str,
    req: &Request,
    now: i64,
) -> Result<Imported, ImportError> {
    let how = Reading {
        format: req.format,
        preset: req.preset.as_deref(),
        options: &req.options,
        termination: stored_termination,
    };
    let mut record = yubin_records::import::read(bytes, file_name, &how)?;
    if record.format == Format::Json {
        // The service writes its time controls in their machine form (`3d/move`).
        record.header.time_control = record.header.time_control.map(|t| {
            t.parse::<TimeControl>()
                .map_or(t, |tc| yubin_text::wording::control(&tc))
        });
    }
    finish(record, req, now)
}

/// A stored termination's name (`games.termination`, the JSON's `termination`) in the
/// records crate's terms.
fn stored_termination(name: &str) -> Option<record::Termination> {
    Termination::parse(name).map(crate::records::export::termination)
}

/// The record's termination in the service's terms (`None`: the record does not say).
fn service_termination(t: record::Termination) -> Option<Termination> {
    use record::Termination as T;
    Some(match t {
        T::Board(r) => Termination::Board(r),
        T::Resignation => Termination::Resignation,
        T::Timeout => Termination::Timeout,
        T::IllegalMove => Termination::IllegalMove,
        T::Agreement => Termination::Agreement,
        T::MaxLength => Termination::MaxLength,
        T::Forfeit => Termination::Withdrawal,
        T::Adjudication => Termination::RoundDeadline,
        T::Unknown => return None,
    })
}

/// A name from the file or the command line, checked: what the archive publishes.
fn player_name(given: Option<&str>, file: &str, default: &str) -> Result<String, ImportError> {
    let name = given.unwrap_or(file).trim();
    if name.is_empty() {
        return Ok(default.to_string());
    }
    let why = if name.chars().count() > MAX_NAME {
        Some("it is longer than 60 characters")
    } else if name.contains('@') {
        Some("it holds an `@`: the archive never publishes an address")
    } else if name.chars().any(char::is_control) {
        Some("it holds a control character")
    } else if name.chars().any(yubin_domain::alike::invisible) {
        Some("it holds an invisible character (zero-width, a bidi control)")
    } else {
        None
    };
    match why {
        Some(why) => fail(format!(
            "the player name `{}` cannot be published: {why}; name the player with --{}",
            name.escape_debug(),
            default.to_lowercase()
        )),
        None => Ok(yubin_domain::alike::nfc(name)),
    }
}

/// From what the file gives to the game to store.
fn finish(p: Record, req: &Request, now: i64) -> Result<Imported, ImportError> {
    let format = p.format;
    let game = p.game;
    let rules = *game.rules();
    let variant = rules.variant;
    let names = [
        player_name(req.black.as_deref(), &p.header.black, "Black")?,
        player_name(req.white.as_deref(), &p.header.white, "White")?,
    ];

    // How it ended: the file's ending, which the board must not contradict, or --result.
    let outcome = game.outcome();
    let file_ending = match p.header.ending {
        Some(e) => Some((e.winner, service_termination(e.how))),
        None => outcome.map(|o| (o.winner, Some(Termination::Board(o.reason)))),
    };
    let result_of = |w: Option<Color>| w.map_or(GameResult::Draw, GameResult::Win);
    let said = |w: Option<Color>, how: Option<Termination>| match how {
        Some(how) => yubin_text::wording::ending(&Ending { winner: w, how }),
        None => match w {
            Some(c) => format!("{c} wins (the record does not say how)"),
            None => "a draw (the record does not say how)".to_string(),
        },
    };
    let file_ending = match (file_ending, outcome) {
        (Some((w, how)), Some(o)) => {
            let board = Termination::Board(o.reason);
            if w != o.winner || how.is_some_and(|h| h != board) {
                return fail(format!(
                    "the moves end the game ({}), but the record says {}",
                    said(o.winner, Some(board)),
                    said(w, how)
                ));
            }
            // A record that gives the result alone: the board says how.
            Some((w, Some(board)))
        }
        (Some((_, Some(Termination::Board(r)))), None) => {
            return fail(format!(
                "the record says the game ended by {} but its moves do not end it",
                r.as_str().replace('_', " ")
            ))
        }
        (e, _) => e,
    };
    let (result, termination) = match (file_ending, req.result) {
        (Some((w, how)), Some(r)) if result_of(w) != r => {
            return fail(format!(
                "--result {} contradicts the record, which says {}",
                r.as_str(),
                said(w, how)
            ))
        }
        (Some((w, how)), _) => (result_of(w), how),
        (None, Some(r)) => (r, None),
        (None, None) => {
            return fail(
                "the record has no result, and the archive keeps finished games only: pass \
                 --result 1-0 (Black won), 0-1 (White won) or 1/2-1/2",
            )
        }
    };
    let winner = result.winner();
    let reason = said(winner, termination);

    // The rules as the store keeps them: a preset of the game's setup and the differences.
    let preset = p
        .header
        .preset
        .clone()
        .filter(|name| Rules::preset(variant, name).is_ok_and(|r| r.setup == rules.setup))
        .unwrap_or_else(|| match rules.setup {
            Setup::Heisei => "heisei".to_string(),
            Setup::Hishigata => "hishigata".to_string(),
            Setup::Standard => "standard".to_string(),
        });
    let start = sfen::write(game.initial());
    let start_sfen = (start != sfen::write(&Position::start(rules))).then_some(start);
    let terms = GameTerms {
        rules,
        preset,
        start_sfen,
        illegal: IllegalPolicy::Lose,
        time_control: PLACEHOLDER_CONTROL,
        max_plies: None,
        rated: false,
        draw_every: None,
    };
    let started_at = p.started.or(p.ended).unwrap_or(now);
    let finished_at = p.ended.unwrap_or(now.max(started_at));
    if finished_at < started_at {
        return fail(format!(
            "the record ends ({}) before it starts ({}): correct its dates",
            Stamp::from_unix(finished_at),
            Stamp::from_unix(started_at)
        ));
    }
    let imported = Imported {
        format,
        game,
        terms,
        names,
        started_at,
        finished_at,
        result,
        termination,
        forfeit: termination == Some(Termination::Withdrawal),
        reason,
        site: p.header.site,
        event: p.header.event,
        round: p.header.round,
        time_control: p.header.time_control,
    };
    check_stored_form(&imported)?;
    Ok(imported)
}

/// The game as it will be stored (preset, options, start SFEN, USI moves) replays to the
/// very game read: what the archive keeps is what the file said.
fn check_stored_form(imp: &Imported) -> Result<(), ImportError> {
    let rules = imp.terms.rules;
    let mut rebuilt = Rules::preset(rules.variant, &imp.terms.preset)
        .map_err(|e| ImportError(format!("the rules cannot be stored: {e}")))?;
    for (k, v) in rules.differences() {
        rebuilt
            .set(k, &v)
            .map_err(|e| ImportError(format!("the rules cannot be stored: {e}")))?;
    }
    let setup = GameSetup {
        terms: GameTerms {
            rules: rebuilt,
            ..imp.terms.clone()
        },
        black: String::new(),
        white: String::new(),
        challenger: Color::Black,
        thread_root: String::new(),
        tournament: None,
    };
    let mut game = crate::snapshot::start(GameId(0), &setup)
        .map_err(|e| ImportError(format!("the start position cannot be stored: {e}")))?;
    crate::snapshot::play_usis(GameId(0), &mut game, 1, &imp.usis())
        .map_err(|e| ImportError(format!("the moves cannot be stored: {e}")))?;
    let same_start = sfen::write(game.initial()) == sfen::write(imp.game.initial());
    if rebuilt != rules || game.moves() != imp.game.moves() || !same_start {
        return fail("the game does not read back as it was read (a bug: please report the file)");
    }
    Ok(())
}

#[cfg(test)]
mod tests;
