//! The USI record of a game: one line, `position sfen <start> moves <m1> <m2> …`, the form
//! every USI engine and lishogi's analysis board read (lishogi's USI moves; Maka's extension
//! of `maka-dai-dai-shogi.md` §12.3).
//!
//! [`write()`] always gives the start as its SFEN. [`read`] also takes `position startpos
//! moves …`, and the line without `position`. The line names no rules: they are the standard
//! rules of the variant its SFEN is written for (a bracketed position string is Dai's,
//! Tenjiku's, Dai Dai's or Maka's by its 15, 16, 17 or 19 ranks; a Heisei reserve field is
//! the `heisei` preset), or the preset and options the caller gives. It names no players,
//! dates nor result: the header read has the preset alone.
//!
//! ```
//! use yubin_records::usi;
//! use yubin_rules::{notation, Game, Rules};
//! let mut game = Game::new(Rules::default());
//! let mv = notation::read_move(game.position(), "P-7h").unwrap();
//! game.play(mv).unwrap();
//! let line = usi::write(&game);
//! assert!(line.starts_with("position sfen ") && line.ends_with(" moves 7i7h\n"));
//! let back = usi::read(&line, None, &[]).unwrap();
//! assert_eq!(back.game.moves(), game.moves());
//! ```

use crate::file::{fail, ImportError, Record};
use crate::record::Header;
use crate::Format;
use yubin_rules::notation::{sfen, usi};
use yubin_rules::{Game, Position, Rules, Variant};

/// `position sfen <start> moves <m1> <m2> …` and a line break; without ` moves` for a game
/// without moves.
pub fn write(game: &Game) -> String {
    let mut line = format!("position sfen {}", sfen::write(game.initial()));
    let (moves, _) = replayed(game);
    if !moves.is_empty() {
        line.push_str(" moves ");
        line.push_str(&moves.join(" "));
    }
    line.push('\n');
    line
}

/// Every move in USI, and the SFEN of the position after each, replayed from the start.
pub(crate) fn replayed(game: &Game) -> (Vec<String>, Vec<String>) {
    let mut g = Game::from_position(game.initial().clone());
    let (mut moves, mut sfens) = (Vec::new(), Vec::new());
    for &mv in game.moves() {
        moves.push(usi::format(g.position(), mv));
        // The moves were played by the rules: a replay cannot fail.
        let _ = g.play(mv);
        sfens.push(sfen::write(g.position()));
    }
    (moves, sfens)
}

/// Reads a USI record: its one non-blank line, under `preset` (default `standard`, or
/// `heisei` for a start with a reserve) and `options` (`key=value`).
///
/// # Errors
/// An [`ImportError`] naming the line (`USI line 3`), and the move at fault by its number
/// and text: more than one line, no `position` line, a bad SFEN, a bad preset or option, a
/// move that is not legal.
pub fn read(text: &str, preset: Option<&str>, options: &[String]) -> Result<Record, ImportError> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let Some((i, line)) = lines.next() else {
        return fail("the file is empty");
    };
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
    let preset = match preset {
        Some(p) => p.to_string(),
        None if heisei => "heisei".into(),
        None => "standard".into(),
    };
    let bad_rules = |e: yubin_rules::RulesError| ImportError(format!("--preset/--option: {e}"));
    let mut rules = Rules::preset(variant, &preset).map_err(bad_rules)?;
    for o in options {
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
    play(&mut game, &moves, &format!("USI line {n}"))?;
    Ok(Record {
        format: Format::Usi,
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
pub(crate) fn play(game: &mut Game, moves: &[&str], at: &str) -> Result<(), ImportError> {
    for (k, m) in moves.iter().enumerate() {
        // The move error starts with the move's text.
        let mv = usi::parse(game.position(), m)
            .map_err(|e| ImportError(format!("{at}, move {}: {e}", k + 1)))?;
        game.play(mv)
            .map_err(|e| ImportError(format!("{at}, move {} `{m}` is illegal: {e}", k + 1)))?;
    }
    Ok(())
}
