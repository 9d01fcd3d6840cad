//! USI, as a USI GUI and lishogi's Chu expect: `usi` (`id`, the options `USI_Hash` and
//! `USI_Variant`, `usiok`), `isready`/`readyok`, `setoption`, `usinewgame`,
//! `position startpos|sfen … [moves …]` (lishogi's Chu SFEN and USI moves, the rules crate's
//! [`yubin_rules::notation::sfen`] and [`yubin_rules::notation::usi`]), `go` with `btime`,
//! `wtime`, `binc`, `winc`, `byoyomi`, `movetime`, `depth`, `nodes`, `infinite`, `stop`,
//! `ponderhit`, `gameover`, `quit`; answers `info depth … score cp|mate … nodes … time … pv …`
//! and `bestmove …` or `bestmove resign`.
//!
//! The variant is the option `USI_Variant`: lishogi's key `chushogi` (the default), and for
//! the other games yubin's own `daishogi`, `tenjikushogi`, `daidaishogi`, `makadaidaishogi`
//! (with the bracketed SFEN of the rules crate). USI has no error line: a command that cannot
//! be carried out is answered `info string …` naming what is wrong; a bad position leaves no
//! position, and `go` without one answers `bestmove resign`. After `go infinite` the best
//! move waits for `stop`.

use crate::clock::{per_move, Clock};
use crate::{excerpt, Action, Job, Options, Output, Protocol};
use std::time::Duration;
use yubin_rules::notation::{sfen, usi};
use yubin_rules::{Color, Game, Rules, Variant};
use yubin_search::{Limits, Report};

/// Scores this far from the search's mate score (1 000 000) are mates in the `info` line.
const MATE: i32 = 1_000_000;

/// The USI state machine.
#[derive(Debug, Clone)]
pub struct Usi {
    options: Options,
    variant: Variant,
    game: Option<Game>,
    hash_mb: usize,
    thinking: Option<u64>,
    /// `go infinite`: the best move is held until `stop`.
    infinite: bool,
    /// A best move found during `go infinite`, waiting for `stop`.
    held: Option<String>,
    next_id: u64,
}

/// The USI name of a variant.
pub fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Chu => "chushogi",
        Variant::Dai => "daishogi",
        Variant::Tenjiku => "tenjikushogi",
        Variant::DaiDai => "daidaishogi",
        Variant::Maka => "makadaidaishogi",
    }
}

impl Usi {
    /// A machine for Chu, with the start position set.
    pub fn new(options: Options) -> Usi {
        let hash_mb = options.hash_mb;
        Usi {
            options,
            variant: Variant::Chu,
            game: Some(Game::new(Rules::standard(Variant::Chu))),
            hash_mb,
            thinking: None,
            infinite: false,
            held: None,
            next_id: 1,
        }
    }

    /// The game as the machine knows it.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    fn abandon(&mut self, out: &mut Output) {
        if self.thinking.take().is_some() {
            out.act(Action::Abort);
        }
        self.held = None;
    }

    fn setoption(&mut self, rest: &str, out: &mut Output) {
        // `name <id> [value <x>]`
        let Some(rest) = rest.strip_prefix("name") else {
            out.say(format!(
                "info string setoption name ID value X, not: {}",
                excerpt(rest)
            ));
            return;
        };
        let (name, value) = match rest.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (rest.trim(), ""),
        };
        match name {
            "USI_Hash" | "Hash" => match value.parse::<usize>() {
                Ok(mb) if mb >= 1 => self.hash_mb = mb.min(65_536),
                _ => out.say(format!(
                    "info string USI_Hash takes megabytes, not: {}",
                    excerpt(value)
                )),
            },
            "USI_Variant" => match Variant::parse(value) {
                Some(v) => {
                    self.abandon(out);
                    self.variant = v;
                    self.game = Some(Game::new(Rules::standard(v)));
                }
                None => out.say(format!(
                    "info string unsupported variant: {}",
                    excerpt(value)
                )),
            },
            "USI_Ponder" | "USI_OwnBook" | "USI_MultiPV" => {}
            _ => out.say(format!("info string no such option: {}", excerpt(name))),
        }
    }

    fn position(&mut self, rest: &str, out: &mut Output) {
        self.abandon(out);
        self.game = None;
        let (setup, moves) = match rest.split_once(" moves") {
            Some((s, m)) => (s.trim(), m.trim()),
            None => (rest.trim(), ""),
        };
        let rules = Rules::standard(self.variant);
        let mut game = if setup == "startpos" {
            Game::new(rules)
        } else if let Some(text) = setup.strip_prefix("sfen ") {
            match sfen::read(rules, text.trim()) {
                Ok(pos) => Game::from_position(pos),
                Err(e) => {
                    out.say(format!("info string {e}"));
                    return;
                }
            }
        } else {
            out.say(format!(
                "info string position startpos|sfen SFEN [moves …], not: {}",
                excerpt(setup)
            ));
            return;
        };
        for (i, text) in moves.split_whitespace().enumerate() {
            let played = usi::parse(game.position(), text)
                .map_err(|e| e.to_string())
                .and_then(|mv| game.play(mv).map_err(|e| e.to_string()));
            if let Err(why) = played {
                out.say(format!(
                    "info string move {} ({}) is illegal: {why}",
                    i + 1,
                    excerpt(text)
                ));
                return;
            }
        }
        self.game = Some(game);
    }

    fn go(&mut self, rest: &str, out: &mut Output) {
        self.abandon(out);
        let Some(game) = self.game.clone() else {
            out.say("info string no position to think on");
            out.say("bestmove resign");
            return;
        };
        if game.outcome().is_some() || game.legal_moves().is_empty() {
            out.say("bestmove resign");
            return;
        }
        let words: Vec<&str> = rest.split_whitespace().collect();
        let mut clock = [Duration::ZERO; 2];
        let mut inc = [Duration::ZERO; 2];
        let mut byoyomi = Duration::ZERO;
        let mut has_clock = false;
        let mut limits = Limits::default();
        let mut infinite = false;
        let mut i = 0;
        while i < words.len() {
            let word = words[i];
            let value = words.get(i + 1).and_then(|v| v.parse::<u64>().ok());
            let ms = |v: u64| Duration::from_millis(v.min(1 << 40));
            match (word, value) {
                ("infinite", _) | ("ponder", _) => {
                    infinite = true;
                    i += 1;
                    continue;
                }
                ("btime", Some(v)) => (clock[0], has_clock) = (ms(v), true),
                ("wtime", Some(v)) => (clock[1], has_clock) = (ms(v), true),
                ("binc", Some(v)) => inc[0] = ms(v),
                ("winc", Some(v)) => inc[1] = ms(v),
                ("byoyomi", Some(v)) => (byoyomi, has_clock) = (ms(v), true),
                ("movetime", Some(v)) => limits.time = Some(per_move(ms(v))),
                ("depth", Some(v)) => limits.depth = Some((v as u32).clamp(1, Limits::MAX_DEPTH)),
                ("nodes", Some(v)) => limits.nodes = Some(v.max(1)),
                ("mate", _) | ("movestogo", _) => {}
                _ => {
                    out.say(format!("info string go: what is `{}`?", excerpt(word)));
                    i += 1;
                    continue;
                }
            }
            i += 2;
        }
        let me = usize::from(game.position().side_to_move() == Color::White);
        if limits.time.is_none() && has_clock && !infinite {
            limits.time = Some(
                Clock {
                    left: clock[me],
                    increment: inc[me],
                    byoyomi,
                    moves_to_go: None,
                }
                .allot(),
            );
        }
        if limits == Limits::default() && !infinite {
            limits.time = Some(crate::xboard::DEFAULT_TIME);
        }
        self.infinite = infinite;
        let id = self.next_id;
        self.next_id += 1;
        self.thinking = Some(id);
        out.act(Action::Think(Box::new(Job {
            id,
            how: crate::how(&self.options, game.moves().len(), limits),
            game,
            hash_mb: self.hash_mb,
        })));
    }

    fn command(&mut self, line: &str, out: &mut Output) {
        let line = line.trim();
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (line, ""),
        };
        match word {
            "" => {}
            "usi" => {
                out.say(format!("id name yubin {}", env!("CARGO_PKG_VERSION")));
                out.say("id author the yubin contributors");
                out.say(format!(
                    "option name USI_Hash type spin default {} min 1 max 65536",
                    self.options.hash_mb
                ));
                out.say(format!(
                    "option name USI_Variant type combo default chushogi{}",
                    [
                        Variant::Chu,
                        Variant::Dai,
                        Variant::Tenjiku,
                        Variant::DaiDai,
                        Variant::Maka
                    ]
                    .iter()
                    .map(|&v| format!(" var {}", variant_name(v)))
                    .collect::<String>()
                ));
                out.say("usiok");
            }
            "isready" => out.say("readyok"),
            "setoption" => self.setoption(rest, out),
            "usinewgame" => {
                self.abandon(out);
                out.act(Action::NewGame);
            }
            "position" => self.position(rest, out),
            "go" => self.go(rest, out),
            "stop" => {
                if let Some(held) = self.held.take() {
                    out.say(held);
                } else if self.thinking.is_some() {
                    self.infinite = false;
                    out.act(Action::Stop);
                }
            }
            "ponderhit" => {}
            "gameover" => self.abandon(out),
            "quit" => {
                self.thinking = None;
                out.act(Action::Quit);
            }
            _ => out.say(format!("info string unknown command: {}", excerpt(word))),
        }
    }

    fn score(score: i32) -> String {
        if score.abs() >= MATE - Limits::MAX_DEPTH as i32 * 2 {
            let plies = MATE - score.abs();
            let moves = (plies + 1) / 2;
            format!("mate {}", if score > 0 { moves } else { -moves })
        } else {
            format!("cp {score}")
        }
    }
}

impl Protocol for Usi {
    fn line(&mut self, line: &str) -> Output {
        let mut out = Output::default();
        if line.len() > crate::MAX_LINE {
            out.say(format!(
                "info string line too long: {} bytes, at most {}",
                line.len(),
                crate::MAX_LINE
            ));
            return out;
        }
        if line.contains('\u{FFFD}') || line.chars().any(|c| c.is_control() && c != '\t') {
            out.say("info string not plain text: bytes that are not UTF-8 or control characters");
            return out;
        }
        self.command(line, &mut out);
        out
    }

    fn info(&mut self, id: u64, report: &Report) -> Vec<String> {
        let Some(game) = self.game.as_ref().filter(|_| self.thinking == Some(id)) else {
            return Vec::new();
        };
        let ms = report.elapsed.as_millis().max(1);
        let pv = crate::pv_text(game, &report.pv, usi::format);
        vec![format!(
            "info depth {} score {} nodes {} time {} nps {}{}",
            report.depth,
            Usi::score(report.score),
            report.nodes,
            report.elapsed.as_millis(),
            u128::from(report.nodes) * 1000 / ms,
            if pv.is_empty() {
                String::new()
            } else {
                format!(" pv {pv}")
            }
        )]
    }

    fn finished(&mut self, id: u64, report: &Report) -> Output {
        let mut out = Output::default();
        if self.thinking != Some(id) {
            return out;
        }
        self.thinking = None;
        let line = match (report.best, self.game.as_ref()) {
            (Some(mv), Some(game)) if game.check_move(mv).is_ok() => {
                format!("bestmove {}", usi::format(game.position(), mv))
            }
            _ => "bestmove resign".to_string(),
        };
        if self.infinite {
            self.infinite = false;
            self.held = Some(line);
        } else {
            out.say(line);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mates_are_scored_in_moves_and_the_rest_in_centipawns() {
        assert_eq!(Usi::score(MATE - 1), "mate 1");
        assert_eq!(Usi::score(MATE - 3), "mate 2");
        assert_eq!(Usi::score(-(MATE - 2)), "mate -1");
        assert_eq!(Usi::score(150), "cp 150");
        assert_eq!(Usi::score(-40_000), "cp -40000");
    }
}
