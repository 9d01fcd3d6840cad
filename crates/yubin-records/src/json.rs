//! lishogi's JSON form of a game: the shape of its game export API (`players.sente`/
//! `players.gote`, `initialSfen`, `moves` as USI separated by spaces, `status`, `winner`),
//! with `sfens`, the position after every ply.
//!
//! [`write()`] gives what a game and its [`Header`] hold: `variant` (lishogi's names:
//! `chushogi`, `makadaidaishogi`, `daishogi`, `daidaishogi`, `tenjikushogi`), `initialSfen`,
//! `moves`, `sfens`, the players' names, `rules.preset` and `rules.options` (the header's), and
//! for a finished game `status` ([`status_name`]) and `winner`. The caller adds what a
//! header does not hold (the service: the game's number, dates in milliseconds, ratings, its
//! own `termination`, `reason`, `tournament`, `imported`).
//!
//! [`read`] takes that JSON back, with the keys the service adds that a record can use:
//! `rules.timeControl` (as written), `termination` (the service's names, read by the
//! caller's function), `startedAt` (else `createdAt`) and `lastMoveAt` as milliseconds,
//! `tournament.name`/`round`/`game` (else `imported.event`/`round`) and `imported.site`.
//! Leniencies: a missing `variant` is Chu, a variant may also be yubin's name (`chu`,
//! `maka`); a missing `initialSfen` is the standard start, missing `moves` none; a missing
//! `status` is a game that goes on; lishogi's `outoftime` is a timeout.
//!
//! ```
//! use yubin_records::{json, record::Header};
//! use yubin_rules::{notation, Game, Rules};
//! let mut game = Game::new(Rules::default());
//! let mv = notation::read_move(game.position(), "P-7h").unwrap();
//! game.play(mv).unwrap();
//! let header = Header { black: "alice".into(), white: "bob".into(), ..Header::default() };
//! let v = json::write(&game, &header);
//! assert_eq!((v["variant"].as_str(), v["moves"].as_str()), (Some("chushogi"), Some("7i7h")));
//! assert_eq!(v["players"]["gote"]["name"], "bob");
//! assert_eq!(v["sfens"].as_array().unwrap().len(), 1);
//! let back = json::read(&v.to_string(), |_| None).unwrap();
//! assert_eq!(back.game.moves(), game.moves());
//! ```

use crate::file::{fail, ImportError, Record};
use crate::record::{Ending, Header, Termination};
use crate::{usi, Format};
use serde_json::{json, Value};
use yubin_rules::notation::sfen;
use yubin_rules::{Color, EndReason, Game, Position, Rules, Variant};

/// lishogi's name of a side: `sente` (Black), `gote` (White).
fn side(c: Color) -> &'static str {
    match c {
        Color::Black => "sente",
        Color::White => "gote",
    }
}

/// lishogi's name of a variant (`chushogi`, `makadaidaishogi`, …).
pub const fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Chu => "chushogi",
        Variant::Maka => "makadaidaishogi",
        Variant::Dai => "daishogi",
        Variant::DaiDai => "daidaishogi",
        Variant::Tenjiku => "tenjikushogi",
    }
}

/// The JSON of `game` and `header` (see the module documentation for the keys).
pub fn write(game: &Game, header: &Header) -> Value {
    let (moves, sfens) = usi::replayed(game);
    let options: serde_json::Map<String, Value> = header
        .options
        .iter()
        .map(|(k, v)| (k.clone(), json!(v)))
        .collect();
    let mut out = json!({
        "variant": variant_name(game.rules().variant),
        "players": {
            "sente": { "name": header.black },
            "gote": { "name": header.white },
        },
        "initialSfen": sfen::write(game.initial()),
        "moves": moves.join(" "),
        "sfens": sfens,
        "rules": { "options": options },
    });
    if let Some(p) = &header.preset {
        out["rules"]["preset"] = json!(p);
    }
    if let Some(e) = header.ending {
        out["status"] = json!(status_name(e.how));
        if let Some(w) = e.winner {
            out["winner"] = json!(side(w));
        }
    }
    out
}

/// lishogi's status names (`resign`, `timeout`, `mate`, `draw`, `unknownFinish`, …),
/// yubin's where it has none (`illegal`, `forfeit`, `adjudication`).
pub fn status_name(t: Termination) -> &'static str {
    use EndReason as R;
    match t {
        Termination::Board(R::Checkmate) => "mate",
        Termination::Board(R::Repetition) => "repetition",
        Termination::Board(R::PerpetualAttack) => "perpetualCheck",
        Termination::Board(R::RoyalsCaptured) => "royalsLost",
        Termination::Board(R::BareKing) => "bareKing",
        Termination::Board(R::TwoRoyals | R::NoLegalMoves) => "stalemate",
        Termination::Resignation => "resign",
        Termination::Timeout => "timeout",
        Termination::IllegalMove => "illegal",
        Termination::Agreement => "draw",
        Termination::MaxLength => "draw",
        Termination::Forfeit => "forfeit",
        Termination::Adjudication => "adjudication",
        Termination::Unknown => "unknownFinish",
    }
}

/// The termination a status names (`Ok(None)`: the game goes on); lishogi's names and
/// yubin's own.
fn status_termination(status: &str, game: &Game) -> Result<Option<Termination>, ()> {
    use Termination as T;
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

/// Reads the JSON of a game (see the module documentation for the keys read); `termination`
/// reads the value of the service's own `termination` key (`None`: no way a game ends).
///
/// # Errors
/// An [`ImportError`] naming the line of the key at fault (`JSON line 3 (`moves`)`), and for
/// a move its number and text: not JSON, a value of the wrong type, a variant yubin does not
/// play, bad rules or start, an illegal move, an unknown status or termination.
pub fn read(
    text: &str,
    termination: impl Fn(&str) -> Option<Termination>,
) -> Result<Record, ImportError> {
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
    usi::play(&mut game, &moves, &at("moves"))?;

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
        Some(t) => Some(termination(t).ok_or_else(|| {
            ImportError(format!(
                "{}: `{t}` is no way a game ends",
                at("termination")
            ))
        })?),
        None => status_termination(status, &game).map_err(|()| {
            ImportError(format!(
                "{}: `{status}` is no status yubin knows (resign, timeout, mate, draw, …)",
                at("status")
            ))
        })?,
    };
    let ending = how.map(|how| Ending { winner, how });
    let ms = |key: &str| -> Result<Option<i64>, ImportError> {
        match &v[key] {
            Value::Null => Ok(None),
            n => n
                .as_i64()
                .map(|ms| Some(ms.div_euclid(1000)))
                .ok_or_else(|| ImportError(format!("{}: expected milliseconds", at(key)))),
        }
    };
    let time_control = str_of("timeControl", &v["rules"]["timeControl"])?;
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
    Ok(Record {
        format: Format::Json,
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
