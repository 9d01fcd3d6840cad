//! XBoard/CECP v2, as WinBoard Alien Edition expects of a Chu, Dai or Tenjiku engine.
//!
//! Colours: the protocol's White is the side that moves first, our Black (sente); `1-0` means
//! the first player won. After `new` the engine plays the second player, as the protocol says.
//!
//! Commands: `xboard`, `protover` (the `feature` line), `new`, `variant`, `force`, `go`,
//! `usermove` (and a bare move), `?`, `level`, `st`, `sd`, `time`, `otim`, `ping`,
//! `setboard`, `undo`, `remove`, `result`, `post`, `nopost`, `memory`, `easy`, `hard`,
//! `quit`; `computer`, `name`, `rating`, `ics`, `accepted`, `rejected`, `random`, `hint`,
//! `bk`, `draw`, `cores`, `option` are accepted and change nothing. Anything else is
//! answered `Error (unknown command): …`; an illegal move `Illegal move (reason): …`; a
//! bad FEN `tellusererror Illegal position: …`. While the engine thinks, `?` makes it move
//! now, `ping`, `post`, `time` and the like are answered at once, and any other command
//! abandons the search (its move is never sent) before it is carried out.

use crate::clock::{per_move, Clock};
use crate::wb;
use crate::{excerpt, Action, Job, Options, Output, Protocol};
use std::time::Duration;
use yubin_rules::{Color, Game, Rules, Variant};
use yubin_search::{Limits, Report};

/// The time per move when the GUI sets no clock at all.
pub const DEFAULT_TIME: Duration = Duration::from_secs(5);

/// The clock XBoard sets.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Control {
    /// No `level` or `st` yet.
    None,
    /// `level MPS BASE INC`.
    Level { mps: u32, increment: Duration },
    /// `st N`: this long per move.
    PerMove(Duration),
}

/// The XBoard state machine.
#[derive(Debug, Clone)]
pub struct XBoard {
    options: Options,
    variant: Variant,
    game: Game,
    /// The side the engine plays; `None` in force mode.
    engine: Option<Color>,
    /// A `result` ended the game: moves are refused until `new` or `setboard`.
    ended: bool,
    post: bool,
    control: Control,
    depth: Option<u32>,
    left: Option<Duration>,
    hash_mb: usize,
    thinking: Option<u64>,
    next_id: u64,
}

impl XBoard {
    /// A machine at the start of a Chu game, the engine playing the second player.
    pub fn new(options: Options) -> XBoard {
        let hash_mb = options.hash_mb;
        XBoard {
            options,
            variant: Variant::Chu,
            game: Game::new(Rules::standard(Variant::Chu)),
            engine: Some(Color::White),
            ended: false,
            post: false,
            control: Control::None,
            depth: None,
            left: None,
            hash_mb,
            thinking: None,
            next_id: 1,
        }
    }

    /// The game as the machine knows it.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The `feature` lines answering `protover 2`.
    pub fn features() -> Vec<String> {
        let variants: Vec<&str> = [
            Variant::Chu,
            Variant::Dai,
            Variant::Tenjiku,
            Variant::DaiDai,
            Variant::Maka,
        ]
        .into_iter()
        .map(wb::variant_name)
        .collect();
        vec![
            format!(
                "feature done=0 myname=\"yubin {}\" variants=\"{}\"",
                env!("CARGO_PKG_VERSION"),
                variants.join(",")
            ),
            "feature setboard=1 usermove=1 ping=1 sigint=0 sigterm=0 memory=1 colors=0 \
             analyze=0 pause=0 reuse=1 playother=0 san=0 time=1 draw=0 name=0 exclude=0"
                .to_string(),
            "feature done=1".to_string(),
        ]
    }

    fn abandon(&mut self, out: &mut Output) {
        if self.thinking.take().is_some() {
            out.act(Action::Abort);
        }
    }

    fn reset(&mut self, game: Game) {
        self.game = game;
        self.ended = false;
    }

    /// Starts a search if it is the engine's turn.
    fn maybe_think(&mut self, out: &mut Output) {
        if self.thinking.is_some() || self.ended || self.engine != Some(self.side()) {
            return;
        }
        if let Some(outcome) = self.game.outcome() {
            out.say(result_line(outcome));
            self.engine = None;
            return;
        }
        let time = match self.control {
            Control::PerMove(t) => Some(per_move(t)),
            Control::Level { mps, increment } => {
                let moves_to_go = (mps > 0).then(|| {
                    let mine = (self.game.moves().len() / 2) as u32;
                    mps - mine % mps
                });
                Some(
                    Clock {
                        left: self.left.unwrap_or(DEFAULT_TIME * 30),
                        increment,
                        byoyomi: Duration::ZERO,
                        moves_to_go,
                    }
                    .allot(),
                )
            }
            Control::None if self.depth.is_some() => None,
            Control::None => Some(DEFAULT_TIME),
        };
        let limits = Limits {
            depth: self.depth,
            nodes: None,
            time,
        };
        let id = self.next_id;
        self.next_id += 1;
        self.thinking = Some(id);
        out.act(Action::Think(Box::new(Job {
            id,
            game: self.game.clone(),
            how: crate::how(&self.options, self.game.moves().len(), limits),
            hash_mb: self.hash_mb,
        })));
    }

    fn side(&self) -> Color {
        self.game.position().side_to_move()
    }

    fn usermove(&mut self, text: &str, out: &mut Output) {
        self.abandon(out);
        if self.ended {
            out.say(format!(
                "Illegal move (the game is over): {}",
                excerpt(text)
            ));
            return;
        }
        match wb::parse_move(&self.game, text) {
            Ok(mv) => {
                // Checked by parse_move.
                if self.game.play(mv).is_err() {
                    out.say(format!("Illegal move: {}", excerpt(text)));
                    return;
                }
                if let Some(outcome) = self.game.outcome() {
                    out.say(result_line(outcome));
                    self.ended = true;
                    return;
                }
                self.maybe_think(out);
            }
            Err(why) => out.say(format!("Illegal move ({why}): {}", excerpt(text))),
        }
    }

    fn take_back(&mut self, n: usize, out: &mut Output) {
        self.abandon(out);
        let moves = self.game.moves();
        let keep = moves.len().saturating_sub(n);
        let mut game = Game::from_position(self.game.initial().clone());
        for &mv in &moves[..keep] {
            if game.play(mv).is_err() {
                break;
            }
        }
        self.reset(game);
    }

    fn command(&mut self, line: &str, out: &mut Output) {
        let line = line.trim();
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (line, ""),
        };
        let number = |rest: &str| {
            rest.split_whitespace()
                .next()
                .and_then(|n| n.parse::<f64>().ok())
        };
        match word {
            "" => {}
            "xboard" | "computer" | "name" | "rating" | "ics" | "accepted" | "rejected"
            | "random" | "hint" | "bk" | "draw" | "cores" | "option" | "easy" | "hard" => {}
            "protover" => out.lines.extend(XBoard::features()),
            "ping" => out.say(format!("pong {rest}").trim_end().to_string()),
            "post" => self.post = true,
            "nopost" => self.post = false,
            "quit" => {
                self.thinking = None;
                out.act(Action::Quit);
            }
            "?" => {
                if self.thinking.is_some() {
                    out.act(Action::Stop);
                }
            }
            "time" | "otim" => match number(rest) {
                Some(cs) if cs >= 0.0 && cs.is_finite() => {
                    if word == "time" {
                        self.left = Some(Duration::from_secs_f64((cs / 100.0).min(1e9)));
                    }
                }
                _ => out.say(format!("Error (a time in centiseconds): {}", excerpt(line))),
            },
            "memory" => match number(rest) {
                Some(mb) if mb >= 1.0 => self.hash_mb = (mb as usize).min(65_536),
                _ => out.say(format!("Error (a size in megabytes): {}", excerpt(line))),
            },
            "new" => {
                self.abandon(out);
                self.variant = Variant::Chu;
                self.reset(Game::new(Rules::standard(Variant::Chu)));
                self.engine = Some(Color::White);
                self.depth = None;
                self.control = Control::None;
                self.left = None;
                out.act(Action::NewGame);
            }
            "variant" => match wb::variant_of(rest) {
                Some(variant) => {
                    self.abandon(out);
                    self.variant = variant;
                    self.reset(Game::new(Rules::standard(variant)));
                }
                None => out.say(format!("Error (unsupported variant): {}", excerpt(rest))),
            },
            "force" => {
                self.abandon(out);
                self.engine = None;
            }
            "result" => {
                self.abandon(out);
                self.engine = None;
                self.ended = true;
            }
            "go" => {
                self.abandon(out);
                self.engine = Some(self.side());
                if self.ended || self.game.outcome().is_some() {
                    out.say(format!("Error (the game is over): {word}"));
                    self.engine = None;
                } else {
                    self.maybe_think(out);
                }
            }
            "level" => match parse_level(rest) {
                Some((mps, base, increment)) => {
                    self.control = Control::Level { mps, increment };
                    self.left = Some(base);
                }
                None => out.say(format!("Error (level MPS BASE INC): {}", excerpt(line))),
            },
            "st" => match number(rest) {
                Some(s) if s > 0.0 && s.is_finite() => {
                    self.control = Control::PerMove(Duration::from_secs_f64(s.min(1e7)));
                }
                _ => out.say(format!("Error (st SECONDS): {}", excerpt(line))),
            },
            "sd" => match rest.parse::<u32>() {
                Ok(d) if d >= 1 => self.depth = Some(d.min(Limits::MAX_DEPTH)),
                _ => out.say(format!("Error (sd DEPTH): {}", excerpt(line))),
            },
            "setboard" => {
                self.abandon(out);
                match wb::read_fen(Rules::standard(self.variant), rest) {
                    Ok(pos) => {
                        self.reset(Game::from_position(pos));
                        self.engine = None;
                    }
                    Err(why) => out.say(format!("tellusererror Illegal position: {why}")),
                }
            }
            "undo" => self.take_back(1, out),
            "remove" => self.take_back(2, out),
            "usermove" => {
                if rest.is_empty() {
                    out.say("Error (a move after usermove): usermove");
                } else {
                    self.usermove(rest, out);
                }
            }
            _ if looks_like_move(word) && rest.is_empty() => self.usermove(word, out),
            _ => out.say(format!("Error (unknown command): {}", excerpt(word))),
        }
    }
}

/// Whether a word could be a move (`h4h5`, `@@@@`, `L@e5`) rather than a command.
fn looks_like_move(word: &str) -> bool {
    word == "@@@@"
        || (word.len() >= 4
            && word.as_bytes()[0].is_ascii_alphabetic()
            && (word.as_bytes()[1].is_ascii_digit() || word.as_bytes()[1] == b'@'))
}

/// `MPS BASE INC`, BASE in minutes or `min:sec`, INC in seconds.
fn parse_level(rest: &str) -> Option<(u32, Duration, Duration)> {
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let [mps, base, inc] = fields[..] else {
        return None;
    };
    let mps: u32 = mps.parse().ok()?;
    let base = match base.split_once(':') {
        Some((m, s)) => m.parse::<u64>().ok()? * 60 + s.parse::<u64>().ok()?,
        None => base.parse::<u64>().ok()? * 60,
    };
    let inc: f64 = inc.parse().ok()?;
    if !(0.0..1e6).contains(&inc) || base > 1_000_000 {
        return None;
    }
    Some((mps, Duration::from_secs(base), Duration::from_secs_f64(inc)))
}

/// The result line of an outcome (`1-0 {Black wins: …}`: the protocol's White is our Black).
pub fn result_line(outcome: yubin_rules::Outcome) -> String {
    let score = match outcome.winner {
        Some(Color::Black) => "1-0",
        Some(Color::White) => "0-1",
        None => "1/2-1/2",
    };
    format!("{score} {{{outcome}}}")
}

impl Protocol for XBoard {
    fn line(&mut self, line: &str) -> Output {
        let mut out = Output::default();
        if line.len() > crate::MAX_LINE {
            out.say(format!(
                "Error (line too long: {} bytes, at most {}): {}",
                line.len(),
                crate::MAX_LINE,
                excerpt(line)
            ));
            return out;
        }
        if line.contains('\u{FFFD}') || line.chars().any(|c| c.is_control() && c != '\t') {
            out.say(format!(
                "Error (not plain text: bytes that are not UTF-8 or control characters): {}",
                excerpt(&line.replace(|c: char| c.is_control() || c == '\u{FFFD}', "?"))
            ));
            return out;
        }
        self.command(line, &mut out);
        out
    }

    fn info(&mut self, id: u64, report: &Report) -> Vec<String> {
        if !self.post || self.thinking != Some(id) {
            return Vec::new();
        }
        vec![format!(
            "{} {} {} {} {}",
            report.depth,
            report.score,
            crate::centis(report.elapsed),
            report.nodes,
            crate::pv_text(&self.game, &report.pv, wb::format_move)
        )
        .trim_end()
        .to_string()]
    }

    fn finished(&mut self, id: u64, report: &Report) -> Output {
        let mut out = Output::default();
        if self.thinking != Some(id) {
            return out;
        }
        self.thinking = None;
        let Some(mv) = report.best.filter(|&m| self.game.check_move(m).is_ok()) else {
            out.say("resign");
            self.engine = None;
            return out;
        };
        out.say(format!(
            "move {}",
            wb::format_move(self.game.position(), mv)
        ));
        if let Ok(Some(outcome)) = self.game.play(mv) {
            out.say(result_line(outcome));
            self.ended = true;
        }
        out
    }
}
