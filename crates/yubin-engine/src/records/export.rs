//! A finished (or running) game as a file players use elsewhere: the records crate's
//! writers ([`yubin_records::Format`]: KIF, PGN, TSA game score, USI, lishogi's JSON) fed with
//! the game's stored record.
//!
//! What is the service's: the [`Header`] of a stored game ([`header`]: its players as the
//! caller names them, Black's first, so that an export never needs to carry an address; its
//! site, event, round, time control in words and how it ended), the file's name
//! (`yubin-game-12.kif`), and the JSON's own keys beside lishogi's (`id`, `rated`,
//! `createdAt`, the players' ratings, `rules.timeControl` and `rules.illegalMove`,
//! `tournament`, `reason`, `startedAt`: when the challenge was accepted, in milliseconds as
//! lishogi's dates; `termination`: how a finished game ended, as `games.termination` names
//! it; `imported`: where an imported game's record came from).

use serde_json::{json, Value};
use yubin_domain::model::{GameRecord, GameState, Termination as Ended};
use yubin_records::record::{Ending, Header, Stamp, Termination};
use yubin_records::{json, kif, pgn, score, usi, Format};
use yubin_rules::{Color, Game};

/// An exported game: a file name, its MIME type and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Export {
    /// `yubin-game-12.usi`.
    pub file_name: String,
    /// `application/json`.
    pub mime: &'static str,
    /// The file's text: UTF-8, every line ended by LF alone, as every writer of the records
    /// crate writes it and lishogi's own KIF export is. The same bytes go everywhere: attached
    /// to a mail (as bytes, so that the mail layer does not make the line ends CRLF), written
    /// by `yubin export` and served by the archive.
    pub text: String,
}

/// The server's name in records (`Site`, 場所): the bot's mail domain.
pub fn site(s: &crate::Settings) -> &str {
    crate::context::domain(&s.bot_address)
}

/// How a stored game ended, in the record writers' terms (`None` while it goes on). The
/// stored result says who won; `ended` (the engine's termination, when known) says how.
fn ending(rec: &GameRecord, game: &Game) -> Option<Ending> {
    if rec.state != GameState::Finished {
        return None;
    }
    let winner = rec.result?.winner();
    let how = if let Some(t) = rec.termination {
        termination(t)
    } else if rec.origin.is_some() {
        // Imported with the result alone (`--result`): nothing is made up.
        Termination::Unknown
    } else if rec.forfeit {
        Termination::Forfeit
    } else if let Some(outcome) = game.outcome() {
        Termination::Board(outcome.reason)
    } else {
        // The reason is stored in words; the engine's wording starts with how it ended.
        let reason = rec.result_reason.as_deref().unwrap_or_default();
        termination_of(reason, winner.is_none())
    };
    Some(Ending { winner, how })
}

/// The termination a stored reason (`black resigned`, `white ran out of time`) names: for
/// games finished before the store kept their termination (migration 15).
fn termination_of(reason: &str, draw: bool) -> Termination {
    let r = reason.to_lowercase();
    if r.contains("resigned") {
        Termination::Resignation
    } else if r.contains("out of time") || r.contains("deadline") && !r.contains("round") {
        Termination::Timeout
    } else if r.contains("illegal move") {
        Termination::IllegalMove
    } else if r.contains("round's deadline") || r.contains("adjudicated") {
        Termination::Adjudication
    } else if r.contains("length limit") {
        Termination::MaxLength
    } else if draw {
        Termination::Agreement
    } else {
        Termination::Resignation
    }
}

/// The engine's termination in the record writers' terms.
pub fn termination(t: Ended) -> Termination {
    match t {
        Ended::Board(r) => Termination::Board(r),
        Ended::Resignation => Termination::Resignation,
        Ended::Timeout => Termination::Timeout,
        Ended::IllegalMove => Termination::IllegalMove,
        Ended::Agreement => Termination::Agreement,
        Ended::MaxLength => Termination::MaxLength,
        Ended::Withdrawal => Termination::Forfeit,
        Ended::RoundDeadline | Ended::Adjudication => Termination::Adjudication,
    }
}

/// The record header of game `rec` (after its moves, `game`), its players named `names`
/// (Black's first) and the server called `site`.
///
/// An imported game ([`GameRecord::origin`]) keeps its record's own site, event, round and
/// time control.
pub fn header(rec: &GameRecord, game: &Game, names: [&str; 2], site: &str) -> Header {
    let terms = &rec.setup.terms;
    let (event, round, site, time_control) = match &rec.origin {
        Some(o) => (
            o.event.clone(),
            o.round.clone(),
            o.site.clone(),
            o.time_control.clone(),
        ),
        None => (
            rec.setup.tournament.as_ref().map(|t| t.name.clone()),
            rec.setup
                .tournament
                .as_ref()
                .map(|t| format!("{}.{}", t.round, t.board)),
            Some(format!("{site} game {}", rec.id)),
            Some(yubin_text::wording::control(&terms.time_control)),
        ),
    };
    Header {
        event,
        round,
        site,
        black: names[0].to_string(),
        white: names[1].to_string(),
        started: Some(Stamp::from_unix(rec.started_at.unwrap_or(rec.created_at))),
        ended: rec.finished_at.map(Stamp::from_unix),
        time_control,
        preset: Some(terms.preset.clone()),
        options: rec
            .setup
            .options()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
        handicap: yubin_text::mails::handicap(&rec.setup.terms).map(|h| h.name().to_string()),
        ending: ending(rec, game),
    }
}

/// Game `rec` (after its moves, `game`) in `format`, its players named `names`, the
/// server called `site`.
///
/// # Errors
/// The format cannot hold a game of this variant (KIF and PGN of Maka): the writer's reason.
pub fn export(
    rec: &GameRecord,
    game: &Game,
    names: [&str; 2],
    site: &str,
    format: Format,
) -> Result<Export, String> {
    let file_name = format!("yubin-game-{}.{}", rec.id, format.name());
    let text = match format {
        Format::Kif => {
            kif::write(game, &header(rec, game, names, site)).map_err(|e| e.to_string())?
        }
        Format::Pgn => {
            pgn::write(game, &header(rec, game, names, site)).map_err(|e| e.to_string())?
        }
        Format::Tsa => score::write(game, &header(rec, game, names, site)),
        Format::Usi => usi::write(game),
        Format::Json => {
            let value = json_record(rec, game, &header(rec, game, names, site));
            let mut text = serde_json::to_string_pretty(&value).expect("a JSON value serialises");
            text.push('\n');
            text
        }
    };
    Ok(Export {
        file_name,
        mime: format.mime(),
        text,
    })
}

/// lishogi's JSON of the game and its header ([`json::write`]), with the service's own keys.
fn json_record(rec: &GameRecord, game: &Game, header: &Header) -> Value {
    let mut out = json::write(game, header);
    if header.ending.is_none() {
        out["status"] = json!(match rec.state {
            GameState::Aborted => "aborted",
            GameState::Declined => "declined",
            _ => "started",
        });
    }
    for (c, side) in [(Color::Black, "sente"), (Color::White, "gote")] {
        if let (true, Some(r)) = (rec.setup.terms.rated, rec.ratings[c.index()]) {
            out["players"][side]["rating"] = json!(r.rating.rating.round() as i64);
        }
    }
    out["id"] = json!(rec.id.0);
    out["rated"] = json!(rec.setup.terms.rated);
    out["createdAt"] = json!(rec.created_at * 1000);
    out["rules"]["timeControl"] = json!(rec.setup.terms.time_control.to_string());
    out["rules"]["illegalMove"] = json!(rec.setup.terms.illegal.as_str());
    if let Some(o) = &rec.origin {
        // An imported game: its record's own words, and where it came from.
        match &o.time_control {
            Some(t) => out["rules"]["timeControl"] = json!(t),
            None => {
                if let Some(r) = out["rules"].as_object_mut() {
                    r.remove("timeControl");
                }
            }
        }
        let mut source = json!({ "file": o.file, "format": o.format });
        for (key, value) in [("site", &o.site), ("event", &o.event), ("round", &o.round)] {
            if let Some(v) = value {
                source[key] = json!(v);
            }
        }
        out["imported"] = source;
    }
    if let (GameState::Finished, Some(t)) = (rec.state, rec.termination) {
        out["termination"] = json!(t.as_str());
    }
    if let Some(at) = rec.started_at {
        out["startedAt"] = json!(at * 1000);
    }
    if let Some(at) = rec.finished_at {
        out["lastMoveAt"] = json!(at * 1000);
    }
    if let Some(reason) = &rec.result_reason {
        // Named as the record names the players (a reason stored before players were named
        // by their public names said `alice (black)`).
        let mut named = rec.clone();
        named.names = [Some(header.black.clone()), Some(header.white.clone())];
        out["reason"] = json!(yubin_text::mails::named_text(&named, reason));
    }
    if let Some(t) = &rec.setup.tournament {
        out["tournament"] =
            json!({ "id": t.id.0, "name": t.name, "round": t.round, "game": t.board });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_domain::model::GameTerms;
    use yubin_domain::model::{GameId, GameResult};
    use yubin_rules::notation::{sfen, usi};

    fn finished(moves: &[&str], result: GameResult, reason: &str) -> (GameRecord, Game) {
        let terms = GameTerms::chu_for_tests();
        let rec = GameRecord::finished_for_tests(GameId(7), &terms, result, reason);
        let mut game = Game::new(terms.rules);
        for m in moves {
            let mv = usi::parse(game.position(), m).unwrap();
            game.play(mv).unwrap();
        }
        (rec, game)
    }

    #[test]
    fn usi_is_the_position_line_and_json_has_a_sfen_per_ply() {
        let (rec, game) = finished(
            &["8i8h", "5d5e", "8h8g"],
            GameResult::Win(Color::Black),
            "white resigned",
        );
        let usi = export(&rec, &game, ["alice", "bob"], "yubin", Format::Usi).unwrap();
        assert_eq!(usi.file_name, "yubin-game-7.usi");
        assert_eq!(
            usi.text,
            format!(
                "position sfen {} moves 8i8h 5d5e 8h8g\n",
                sfen::write(game.initial())
            )
        );
        let json = export(&rec, &game, ["alice", "bob"], "yubin", Format::Json).unwrap();
        // KIF, PGN and the TSA score of the same game read back to the same moves.
        let kif = export(&rec, &game, ["alice", "bob"], "yubin", Format::Kif).unwrap();
        let (back, h) = kif::read(&kif.text).unwrap();
        assert_eq!((back.moves(), h.white.as_str()), (game.moves(), "bob"));
        let pgn = export(&rec, &game, ["alice", "bob"], "yubin", Format::Pgn).unwrap();
        assert_eq!(pgn::read(&pgn.text).unwrap().0.moves(), game.moves());
        let tsa = export(&rec, &game, ["alice", "bob"], "yubin", Format::Tsa).unwrap();
        assert!(tsa.text.contains("P-8h"), "{}", tsa.text);
        assert_eq!(json.mime, "application/json");
        let v: Value = serde_json::from_str(&json.text).unwrap();
        assert_eq!(v["variant"], "chushogi");
        assert_eq!(v["moves"], "8i8h 5d5e 8h8g");
        assert_eq!(v["status"], "resign");
        assert_eq!(v["winner"], "sente");
        assert_eq!(v["players"]["gote"]["name"], "bob");
        let sfens = v["sfens"].as_array().unwrap();
        assert_eq!(sfens.len(), 3);
        assert_eq!(sfens[2], sfen::write(game.position()));
        assert_eq!(v["lastMoveAt"], 1_800_090_000_000_i64);
    }

    #[test]
    fn the_header_says_how_the_game_ended() {
        let (rec, game) = finished(
            &["8i8h"],
            GameResult::Win(Color::White),
            "black ran out of time (…)",
        );
        let h = header(&rec, &game, ["alice", "bob"], "yubin");
        assert_eq!(
            h.ending,
            Some(Ending {
                winner: Some(Color::White),
                how: Termination::Timeout
            })
        );
        assert_eq!(h.site.as_deref(), Some("yubin game 7"));
        assert_eq!(h.started.unwrap().to_string(), "2027-01-15 08:01:00");
        let (rec, game) = finished(&[], GameResult::Draw, "draw: agreed by both players");
        assert_eq!(
            header(&rec, &game, ["a", "b"], "y").ending.unwrap().how,
            Termination::Agreement
        );
        assert_eq!(Format::parse_words(&["KIFU"]), Err("KIFU".to_string()));
        assert_eq!(Format::parse_words(&["KIF"]).unwrap(), vec![Format::Kif]);
        assert_eq!(Format::parse_words(&[]).unwrap(), Format::ALL.to_vec());
        assert_eq!(
            Format::parse_words(&["json", "json"]).unwrap(),
            vec![Format::Json]
        );
    }
}
