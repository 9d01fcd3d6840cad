//! A game played elsewhere, recreated from its record file as a finished game of the
//! archive (`yubin import FILE`): the pure part, from the file's bytes to the record to
//! store ([`read`]); `store/import.rs` writes it.
//!
//! # What is read
//!
//! * **KIF** as lishogi writes it and yubin exports it (Chu; [`yubin_records::kif::read`]);
//! * **PGN** as yubin and WinBoard write it, `[Variant "chu"]` ([`yubin_records::pgn::read`]);
//! * **USI**, one line: `position sfen <start> moves <m1> <m2> …` or `position startpos
//!   moves …` (`position` may be left out). It has no header: the standard rules of the
//!   variant its SFEN is written for (a bracketed position string is Dai's, Tenjiku's, Dai
//!   Dai's or Maka's by its 15, 16, 17 or 19 ranks; a Heisei reserve field is the `heisei`
//!   preset), or `--preset` and `--option`; players `Black`
//!   and `White`;
//! * **JSON** as `yubin export --format json` writes it (lishogi's export shape with
//!   yubin's `rules`, `termination` and `tournament`): `variant`, `initialSfen`, `moves`,
//!   `players`, `status`/`winner`, `createdAt`/`lastMoveAt`.
//!
//! The format is `--format`, else read from the text (a `{` first: JSON; `position`,
//! `sfen` or `startpos` first: USI; a `[Tag "value"]` line: PGN; KIF's header words or move
//! lines: KIF), else the file's extension. A TSA game score is for reading by eye and is
//! not imported.
//!
//! # What is checked, and refused
//!
//! Every move is replayed by the rules core; the first bad one is refused with its line (and
//! for USI and JSON its number and text). Refused too: a file over [`MAX_BYTES`] (4 MiB), an
//! empty file, one that is not UTF-8 text (NUL bytes, other encodings: KIF from Japanese
//! programs is often Shift_JIS and must be converted first), a variant yubin does not play,
//! a player name holding `@` or a control character or over [`MAX_NAME`] characters (the
//! archive publishes names; an address must never be one), a result that contradicts the
//! board, and a game whose file records no result: an archive keeps finished games, and
//! guessing a result would put a false one into it, so `--result 1-0|0-1|1/2-1/2` must say
//! it. `--black` and `--white` replace the names of any file.
//!
//! # What is stored
//!
//! A finished, unrated game without a mail thread ([`Imported`]): its rules, start (a
//! handicap or set-up start as its SFEN), moves, result and how it ended (`termination`
//! NULL when only `--result` said who won), the players under the names in the file, the
//! start and end dates of the header (else the import time), and the header's site,
//! event, round and time control as written ([`yubin_domain::model::Origin`]), which the
//! exports then give back.

use crate::records::export::Format;
use serde_json::Value;
use yubin_domain::clock::TimeControl;
use yubin_domain::model::{Ending, GameResult, GameSetup, GameTerms, IllegalPolicy, Termination};
use yubin_records::record::{self, Header, Stamp};
use yubin_rules::notation::{self, sfen, usi};
use yubin_rules::rules::Setup;
use yubin_rules::{Color, EndReason, Game, Position, Rules, Variant};

/// The largest file imported: a record of the longest game allowed (Maka's 2000 plies) is
/// well under 1 MiB in every format.
pub const MAX_BYTES: usize = 4 << 20;

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

/// Why a file cannot be imported, said for the operator (the line at fault when there is
/// one, what is wrong, what would do).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportError(pub String);

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ImportError {}

fn fail<T>(message: impl Into<String>) -> Result<T, ImportError> {
    Err(ImportError(message.into()))
}

/// The placeholder time control of an imported game's row: never used (the game is
/// finished) and never shown (its exports write the record's own words).
pub const PLACEHOLDER_CONTROL: TimeControl = TimeControl::PerMove { days: 7 };

/// What a record file gives, before it becomes a stored game.
struct Parsed {
    game: Game,
    header: Header,
    /// Unix times of the start and the end, when the file gives them.
    started: Option<i64>,
    ended: Option<i64>,
}

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
    let format = match req.format {
        Some(f) => f,
        None => detect(text, file_name).ok_or_else(|| {
            ImportError("cannot tell the file's format: pass --format kif, pgn, usi or json".into())
        })?,
    };
    if (req.preset.is_some() || !req.options.is_empty()) && format != Format::Usi {
        return fail(format!(
            "--preset and --option are for USI files, which name no rules; a {} record names \
             its own",
            format.name().to_uppercase()
        ));
    }
    let parsed = match format {
        Format::Kif => {
            let (game, header) =
                yubin_records::kif::read(text).map_err(|e| ImportError(e.to_string()))?;
            let (started, ended) = (unix(header.started)?, unix(header.ended)?);
            Parsed {
                game,
                header,
                started,
                ended,
            }
        }
        Format::Pgn => {
            let (game, header) = yubin_records::pgn::read(text).map_err(|e| match e {
                yubin_records::pgn::PgnError::Unsupported(v) => ImportError(format!(
                    "a PGN of {}: PGN is read for Chu Shogi only (import the game's USI or \
                     JSON)",
                    v.title()
                )),
                e => ImportError(format!("PGN {e}")),
            })?;
            let (started, ended) = (unix(header.started)?, unix(header.ended)?);
            Parsed {
                game,
                header,
                started,
                ended,
            }
        }
        Format::Usi => read_usi(text, req)?,
        Format::Json => read_json(text)?,
        Format::Tsa => {
            return fail(
                "a TSA game score is for reading and is not imported: give the game's KIF, \
                 PGN, USI or JSON",
            )
        }
    };
    finish(format, parsed, req, now)
}

/// The format a text is written in, from its content, else from the file's extension.
pub fn detect(text: &str, file_name: &str) -> Option<Format> {
    let first = text.lines().map(str::trim).find(|l| !l.is_empty())?;
    let word = first.split_whitespace().next().unwrap_or_default();
    if first.starts_with('{') {
        return Some(Format::Json);
    }
    if matches!(word, "position" | "sfen" | "startpos") {
        return Some(Format::Usi);
    }
    let tag = |l: &str| {
        let l = l.trim();
        l.starts_with('[') && l.ends_with(']') && l.contains('"')
    };
    if text.lines().any(tag) {
        return Some(Format::Pgn);
    }
    const KIF_WORDS: [&str; 8] = [
        "#yubin:",
        "手数----",
        "手目",
        "先手：",
        "後手：",
        "開始日時",
        "手合割",
        "下手：",
    ];
    if KIF_WORDS.iter().any(|w| text.contains(w)) {
        return Some(Format::Kif);
    }
    let ext = file_name.rsplit_once('.')?.1.to_ascii_lowercase();
    match ext.as_str() {
        "kif" | "kifu" => Some(Format::Kif),
        "pgn" => Some(Format::Pgn),
        "usi" => Some(Format::Usi),
        "json" => Some(Format::Json),
        _ => None,
    }
}

/// A record's date as Unix time.
fn unix(s: Option<Stamp>) -> Result<Option<i64>, ImportError> {
    let Some(s) = s else { return Ok(None) };
    chrono::NaiveDate::from_ymd_opt(s.year, s.month.into(), s.day.into())
        .and_then(|d| d.and_hms_opt(s.hour.into(), s.minute.into(), s.second.into()))
        .map(|t| Some(t.and_utc().timestamp()))
        .ok_or_else(|| {
            ImportError(format!(
                "the record's date {s} is not a day of the calendar"
            ))
        })
}

/// The USI `position` line.
fn read_usi(text: &str, req: &Request) -> Result<Parsed, ImportError> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (i, line) = lines.next().expect("the text is not blank");
    let n = i + 1;
    if let Some((j, _)) = lines.next() {
        return fail(format!(
            "USI line {}: a USI record is one `position` line; this file has more",
            j + 1
        ));
    }
    let mut words = line.split_whitespace().peekable();
    if words.peek() == Some(&"position") {
        words.next();
    }
    let (start, moves): (Option<String>, Vec<&str>) = match words.next() {
        Some("startpos") => match words.next() {
            None => (None, Vec::new()),
            Some("moves") => (None, words.collect()),
            Some(w) => {
                return fail(format!(
                    "USI line {n}: `{w}` after startpos; expected `moves`"
                ))
            }
        },
        Some("sfen") => {
            let mut fields = Vec::new();
            for w in words.by_ref() {
                if w == "moves" {
                    break;
                }
                fields.push(w);
            }
            (Some(fields.join(" ")), words.collect())
        }
        _ => {
            return fail(format!(
                "USI line {n}: expected `position sfen <position> moves …` or `position \
                 startpos moves …`"
            ))
        }
    };
    let (variant, heisei) = match &start {
        // A bracketed position string is Maka's (19 ranks), Dai Dai's (17), Tenjiku's (16)
        // or Dai's (15).
        Some(s) if s.contains('[') => {
            let ranks = s
                .split_whitespace()
                .next()
                .map_or(0, |b| b.split('/').count());
            let variant = [Variant::Dai, Variant::Tenjiku, Variant::DaiDai]
                .into_iter()
                .find(|&v| ranks == Rules::standard(v).dimensions().ranks as usize)
                .unwrap_or(Variant::Maka);
            (variant, false)
        }
        Some(s) => (
            Variant::Chu,
            s.split_whitespace().nth(4).is_some_and(|r| r != "-"),
        ),
        None => (Variant::Chu, false),
    };
    let preset = match &req.preset {
        Some(p) => p.clone(),
        None if heisei => "heisei".into(),
        None => "standard".into(),
    };
    let bad_rules = |e: yubin_rules::RulesError| ImportError(format!("--preset/--option: {e}"));
    let mut rules = Rules::preset(variant, &preset).map_err(bad_rules)?;
    for o in &req.options {
        let (k, v) = o
            .split_once('=')
            .ok_or_else(|| ImportError(format!("--option `{o}`: expected key=value")))?;
        rules.set(k.trim(), v.trim()).map_err(bad_rules)?;
    }
    let pos = match &start {
        Some(s) => sfen::read(rules, s).map_err(|e| ImportError(format!("USI line {n}: {e}")))?,
        None => Position::start(rules),
    };
    let mut game = Game::from_position(pos);
    play_usi(&mut game, &moves, &format!("USI line {n}"))?;
    Ok(Parsed {
        game,
        header: Header {
            preset: Some(preset),
            ..Header::default()
        },
        started: None,
        ended: None,
    })
}

/// Plays USI moves, naming the one at fault as `<at>, move <k> `<text>``.
fn play_usi(game: &mut Game, moves: &[&str], at: &str) -> Result<(), ImportError> {
    for (k, m) in moves.iter().enumerate() {
        // The move error starts with the move's text.
        let mv = usi::parse(game.position(), m)
            .map_err(|e| ImportError(format!("{at}, move {}: {e}", k + 1)))?;
        game.play(mv)
            .map_err(|e| ImportError(format!("{at}, move {} `{m}` is illegal: {e}", k + 1)))?;
    }
    Ok(())
}

/// The JSON of `yubin export --format json`.
fn read_json(text: &str) -> Result<Parsed, ImportError> {
    let v: Value = serde_json::from_str(text).map_err(|e| ImportError(format!("JSON: {e}")))?;
    // The line of a key, for errors about its value.
    let line_of = |key: &str| {
        let quoted = format!("\"{key}\"");
        text.lines()
            .position(|l| l.contains(&quoted))
            .map_or(1, |i| i + 1)
    };
    let at = |key: &str| format!("JSON line {} (`{key}`)", line_of(key));
    let str_of = |key: &str, v: &Value| -> Result<Option<String>, ImportError> {
        match v {
            Value::Null => Ok(None),
            Value::String(s) => Ok(Some(s.clone())),
            _ => fail(format!("{}: expected a string", at(key))),
        }
    };
    let variant = match v["variant"].as_str() {
        Some("chushogi") | None => Variant::Chu,
        Some("makadaidaishogi") => Variant::Maka,
        Some("daishogi") => Variant::Dai,
        Some("daidaishogi") => Variant::DaiDai,
        Some("tenjikushogi") => Variant::Tenjiku,
        Some(other) => match Variant::parse(other) {
            Some(v) => v,
            None => {
                return fail(format!(
                    "{}: `{other}` is not a game yubin plays (chushogi, daishogi, tenjikushogi, \
                 daidaishogi or makadaidaishogi)",
                    at("variant")
                ))
            }
        },
    };
    let preset = str_of("preset", &v["rules"]["preset"])?.unwrap_or_else(|| "standard".into());
    let mut rules = Rules::preset(variant, &preset)
        .map_err(|e| ImportError(format!("{}: {e}", at("preset"))))?;
    let mut options = Vec::new();
    if let Some(map) = v["rules"]["options"].as_object() {
        for (k, val) in map {
            let val = val.as_str().map_or_else(|| val.to_string(), str::to_string);
            rules
                .set(k, &val)
                .map_err(|e| ImportError(format!("{}: {e}", at(k))))?;
            options.push((k.clone(), val));
        }
    }
    let pos = match str_of("initialSfen", &v["initialSfen"])? {
        Some(s) => {
            sfen::read(rules, &s).map_err(|e| ImportError(format!("{}: {e}", at("initialSfen"))))?
        }
        None => Position::start(rules),
    };
    let mut game = Game::from_position(pos);
    let moves = str_of("moves", &v["moves"])?.unwrap_or_default();
    let moves: Vec<&str> = moves.split_whitespace().collect();
    play_usi(&mut game, &moves, &at("moves"))?;

    let name = |side: &str| -> Result<String, ImportError> {
        Ok(str_of("name", &v["players"][side]["name"])?.unwrap_or_default())
    };
    let winner = match v["winner"].as_str() {
        None => None,
        Some("sente") => Some(Color::Black),
        Some("gote") => Some(Color::White),
        Some(w) => return fail(format!("{}: `{w}`; expected sente or gote", at("winner"))),
    };
    let status = v["status"].as_str().unwrap_or("started");
    let how = match v["termination"].as_str() {
        Some(t) => Some(crate::records::export::termination(
            Termination::parse(t).ok_or_else(|| {
                ImportError(format!(
                    "{}: `{t}` is no way a game ends",
                    at("termination")
                ))
            })?,
        )),
        None => status_termination(status, &game).map_err(|()| {
            ImportError(format!(
                "{}: `{status}` is no status yubin knows (resign, timeout, mate, draw, …)",
                at("status")
            ))
        })?,
    };
    let ending = how.map(|how| record::Ending { winner, how });
    let ms = |key: &str| -> Result<Option<i64>, ImportError> {
        match &v[key] {
            Value::Null => Ok(None),
            n => n
                .as_i64()
                .map(|ms| Some(ms.div_euclid(1000)))
                .ok_or_else(|| ImportError(format!("{}: expected milliseconds", at(key)))),
        }
    };
    let time_control = str_of("timeControl", &v["rules"]["timeControl"])?.map(|t| {
        t.parse::<TimeControl>()
            .map_or(t, |tc| yubin_text::wording::control(&tc))
    });
    // A tournament game of the server that wrote it, or a game imported there.
    let (t, from) = (&v["tournament"], &v["imported"]);
    let event = match str_of("name", &t["name"])? {
        Some(e) => Some(e),
        None => str_of("event", &from["event"])?,
    };
    let round = match (t["round"].as_u64(), t["game"].as_u64()) {
        (Some(r), Some(g)) => Some(format!("{r}.{g}")),
        (Some(r), None) => Some(r.to_string()),
        _ => str_of("round", &from["round"])?,
    };
    Ok(Parsed {
        game,
        header: Header {
            event,
            round,
            site: str_of("site", &from["site"])?,
            black: name("sente")?,
            white: name("gote")?,
            time_control,
            preset: Some(preset),
            options,
            ending,
            ..Header::default()
        },
        started: match ms("startedAt")? {
            Some(t) => Some(t),
            None => ms("createdAt")?,
        },
        ended: ms("lastMoveAt")?,
    })
}

/// The termination a JSON status names (`Ok(None)`: the game goes on); lishogi's names and
/// yubin's own.
fn status_termination(status: &str, game: &Game) -> Result<Option<record::Termination>, ()> {
    use record::Termination as T;
    Ok(Some(match status {
        "started" | "created" => return Ok(None),
        "mate" => T::Board(EndReason::Checkmate),
        "repetition" => T::Board(EndReason::Repetition),
        "perpetualCheck" => T::Board(EndReason::PerpetualAttack),
        "royalsLost" => T::Board(EndReason::RoyalsCaptured),
        "bareKing" => T::Board(EndReason::BareKing),
        "stalemate" => T::Board(game.outcome().map_or(EndReason::NoLegalMoves, |o| o.reason)),
        "resign" => T::Resignation,
        "timeout" | "outoftime" => T::Timeout,
        "illegal" => T::IllegalMove,
        "draw" => T::Agreement,
        "forfeit" => T::Forfeit,
        "adjudication" => T::Adjudication,
        "unknownFinish" => T::Unknown,
        _ => return Err(()),
    }))
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
    } else {
        None
    };
    match why {
        Some(why) => fail(format!(
            "the player name `{}` cannot be published: {why}; name the player with --{}",
            name.escape_debug(),
            default.to_lowercase()
        )),
        None => Ok(name.to_string()),
    }
}

/// From what the file gives to the game to store.
fn finish(format: Format, p: Parsed, req: &Request, now: i64) -> Result<Imported, ImportError> {
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
    let winner = match result {
        GameResult::Win(c) => Some(c),
        GameResult::Draw => None,
    };
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
            crate::records::export::stamp(finished_at),
            crate::records::export::stamp(started_at)
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
    let mut game = crate::snapshot::start(0, &setup)
        .map_err(|e| ImportError(format!("the start position cannot be stored: {e}")))?;
    crate::snapshot::play_usis(0, &mut game, 1, &imp.usis())
        .map_err(|e| ImportError(format!("the moves cannot be stored: {e}")))?;
    let same_start = sfen::write(game.initial()) == sfen::write(imp.game.initial());
    if rebuilt != rules || game.moves() != imp.game.moves() || !same_start {
        return fail("the game does not read back as it was read (a bug: please report the file)");
    }
    Ok(())
}

#[cfg(test)]
mod tests;
