//! A record file read as it comes, from its bytes to a [`Record`]: the game, every move
//! played by the rules crate, and what the file's header says. What becomes of it (a game of
//! the archive, `yubin import`) is the caller's.
//!
//! # What is read
//!
//! * **KIF** as lishogi writes it and yubin exports it (Chu; [`crate::kif::read`]);
//! * **PGN** as yubin and WinBoard write it, `[Variant "chu"]` ([`crate::pgn::read`]);
//! * **USI**, one line: `position sfen <start> moves <m1> <m2> …` or `position startpos
//!   moves …` (`position` may be left out), under the standard rules of the variant its SFEN
//!   is written for or the preset and options given ([`crate::usi::read`]);
//! * **JSON** as yubin exports it (lishogi's export shape with yubin's `rules`,
//!   `termination` and `tournament`; [`crate::json::read`]).
//!
//! The format is the one given, else read from the text, else from the file's extension
//! ([`Format::detect`]). A TSA game score is for reading by eye and is not read.
//!
//! # What is refused
//!
//! A file over [`MAX_BYTES`] (4 MiB), an empty file, one that is not UTF-8 text (NUL bytes,
//! other encodings: KIF from Japanese programs is often Shift_JIS and must be converted
//! first), a preset or options for a format that names its own rules, a date that is no day
//! of the calendar, and whatever each format's reader refuses (the first bad line or move,
//! named).

pub use crate::file::{ImportError, Record};

use crate::file::fail;
use crate::record::{Header, Stamp, Termination};
use crate::{json, kif, pgn, usi, Format};
use yubin_rules::Game;

/// The largest file read: a record of the longest game allowed (Maka's 2000 plies) is well
/// under 1 MiB in every format.
pub const MAX_BYTES: usize = 4 << 20;

/// What the caller knows that a file may not say.
#[derive(Debug, Clone, Copy)]
pub struct Reading<'a> {
    /// The format, when not read from the file.
    pub format: Option<Format>,
    /// USI: the rule preset (default `standard`, or `heisei` for a start with a reserve).
    pub preset: Option<&'a str>,
    /// USI: rule options, `key=value`.
    pub options: &'a [String],
    /// JSON: reads the service's own `termination` names (how a stored game ended).
    pub termination: fn(&str) -> Option<Termination>,
}

/// The text of a record file: at most [`MAX_BYTES`], not empty, UTF-8 without NUL bytes; a
/// byte-order mark is dropped.
///
/// # Errors
/// An [`ImportError`] saying which of those the file is not.
pub fn text(bytes: &[u8]) -> Result<&str, ImportError> {
    if bytes.len() > MAX_BYTES {
        return fail(format!(
            "the file has {} bytes; records larger than {} MiB are not imported",
            bytes.len(),
            MAX_BYTES >> 20
        ));
    }
    if bytes.contains(&0) {
        return fail(
            "the file is not text (it holds NUL bytes): give a KIF, PGN, USI or JSON record",
        );
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            return fail(format!(
                "the file is not UTF-8 text (byte {} is not): give a KIF, PGN, USI or JSON \
                 record in UTF-8 (a KIF in Shift_JIS, as Japanese programs write it, converts \
                 with `iconv -f SHIFT_JIS -t UTF-8`)",
                e.valid_up_to() + 1
            ))
        }
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return fail("the file is empty");
    }
    Ok(text)
}

/// Reads the file `bytes` (named `file_name`, for its extension) as `how` says.
///
/// ```
/// use yubin_records::import::{read, Reading};
/// use yubin_records::Format;
/// let how = Reading { format: None, preset: None, options: &[], termination: |_| None };
/// let record = read(b"position startpos moves 7j7h 5d5e\n", "game.txt", &how).unwrap();
/// assert_eq!((record.format, record.game.moves().len()), (Format::Usi, 2));
/// let e = read(b"hello\n", "notes.txt", &how).unwrap_err();
/// assert!(e.to_string().starts_with("cannot tell the file's format"));
/// ```
///
/// # Errors
/// An [`ImportError`] saying what is wrong (see the module documentation).
pub fn read(bytes: &[u8], file_name: &str, how: &Reading<'_>) -> Result<Record, ImportError> {
    let text = text(bytes)?;
    let format = match how.format {
        Some(f) => f,
        None => Format::detect(text, file_name).ok_or_else(|| {
            ImportError("cannot tell the file's format: pass --format kif, pgn, usi or json".into())
        })?,
    };
    if (how.preset.is_some() || !how.options.is_empty()) && format != Format::Usi {
        return fail(format!(
            "--preset and --option are for USI files, which name no rules; a {} record names \
             its own",
            format.name().to_uppercase()
        ));
    }
    match format {
        Format::Kif => {
            let (game, header) = kif::read(text).map_err(|e| ImportError(e.to_string()))?;
            dated(format, game, header)
        }
        Format::Pgn => {
            let (game, header) = pgn::read(text).map_err(|e| match e {
                pgn::PgnError::Unsupported(v) => ImportError(format!(
                    "a PGN of {}: PGN is read for Chu Shogi only (import the game's USI or \
                     JSON)",
                    v.title()
                )),
                e => ImportError(format!("PGN {e}")),
            })?;
            dated(format, game, header)
        }
        Format::Usi => usi::read(text, how.preset, how.options),
        Format::Json => json::read(text, how.termination),
        Format::Tsa => fail(
            "a TSA game score is for reading and is not imported: give the game's KIF, PGN, \
             USI or JSON",
        ),
    }
}

/// A record whose start and end are its header's dates.
fn dated(format: Format, game: Game, header: Header) -> Result<Record, ImportError> {
    let (started, ended) = (unix(header.started)?, unix(header.ended)?);
    Ok(Record {
        format,
        game,
        header,
        started,
        ended,
    })
}

/// A record's date as Unix time.
fn unix(s: Option<Stamp>) -> Result<Option<i64>, ImportError> {
    let Some(s) = s else { return Ok(None) };
    s.to_unix().map(Some).ok_or_else(|| {
        ImportError(format!(
            "the record's date {s} is not a day of the calendar"
        ))
    })
}
