//! # yubin-protocol
//!
//! The engine protocols of yubin's computer player, **sans-IO** (as quinn-proto): a state
//! machine takes one input line and returns the lines to print and the [`Action`]s for its
//! driver ("think on this game with these limits", "stop"), so a whole session can be tested
//! line by line without threads, clocks or pipes. The driver (`yubin engine`) runs the search
//! on a worker thread and hands each finished iteration and the final report back
//! ([`Protocol::info`], [`Protocol::finished`]).
//!
//! * [`xboard::XBoard`]: XBoard/CECP v2 as WinBoard Alien Edition and HaChu speak it for Chu,
//!   Dai and Tenjiku (and Dai Dai, Maka Dai Dai under HaChu's names `dada`, `maka`).
//! * [`usi::Usi`]: USI as lishogi's Chu (`USI_Variant` `chushogi`; the SFEN and USI moves of
//!   the rules crate).
//! * [`clock`]: the time manager.
//! * [`wb`]: WinBoard's engine moves and FEN for every variant.
//!
//! ```
//! use yubin_protocol::{xboard::XBoard, Action, Options, Protocol};
//! let mut engine = XBoard::new(Options::default());
//! let out = engine.line("ping 7");
//! assert_eq!(out.lines, ["pong 7"]);
//! let out = engine.line("usermove h4h5");
//! assert!(matches!(out.actions[..], [Action::Think(_)]));
//! ```
//!
//! ## Dependencies
//! `yubin-rules` and `yubin-search` only.
//!
//! ## Panicking
//! Never, for any input line (the fuzz target `protocol` holds it to that).

pub mod clock;
pub mod usi;
pub mod wb;
pub mod xboard;

use std::time::Duration;
use yubin_rules::Game;
use yubin_search::{Level, Limits, Report};

/// The longest line read; a longer one is refused whole with an error line.
pub const MAX_LINE: usize = 8192;

/// How the engine plays, as `yubin engine` was started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The level: `None` searches at full strength within the clock; `Some` plays as that
    /// level does by mail (1 the random mover, 2 the greedy capturer, 3 and up a node budget).
    pub level: Option<Level>,
    /// The transposition table's size in megabytes until the GUI sets one.
    pub hash_mb: usize,
    /// The seed of the random mover and the greedy capturer.
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            level: None,
            hash_mb: 64,
            seed: 1,
        }
    }
}

/// How to choose a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    /// Search within these limits.
    Search(Limits),
    /// A random legal move (level 1), from this seed.
    Random(u64),
    /// The one-ply greedy capturer (level 2), from this seed.
    Greedy(u64),
}

/// A search the driver runs on its worker.
#[derive(Debug, Clone)]
pub struct Job {
    /// Its number: a report for an older job is ignored.
    pub id: u64,
    /// The game to move in (its repetition history included).
    pub game: Game,
    /// How to choose.
    pub how: How,
    /// The transposition table's size in megabytes.
    pub hash_mb: usize,
}

/// What the driver does besides printing.
#[derive(Debug, Clone)]
pub enum Action {
    /// Start this search (after stopping and joining any running one).
    Think(Box<Job>),
    /// Stop the running search; its report is still wanted (`?`, `stop`).
    Stop,
    /// Stop the running search; its report is no longer wanted.
    Abort,
    /// A new game begins: forget what earlier searches learnt.
    NewGame,
    /// Stop everything and exit.
    Quit,
}

/// The answer to one line.
#[derive(Debug, Clone, Default)]
pub struct Output {
    /// Lines to print, in order.
    pub lines: Vec<String>,
    /// Actions for the driver, in order, after the lines are printed.
    pub actions: Vec<Action>,
}

impl Output {
    fn say(&mut self, line: impl Into<String>) {
        self.lines.push(line.into());
    }

    fn act(&mut self, action: Action) {
        self.actions.push(action);
    }
}

/// A protocol's state machine.
pub trait Protocol {
    /// One line of input (without its line end; any length, any text).
    fn line(&mut self, line: &str) -> Output;
    /// What to print for a finished iteration of job `id` (thinking output), if anything.
    fn info(&mut self, id: u64, report: &Report) -> Vec<String>;
    /// The job `id` finished with this report: the move to print and what follows it.
    fn finished(&mut self, id: u64, report: &Report) -> Output;
}

/// A line as the driver read it: bytes that are not UTF-8 are replaced (and so refused by the
/// command readers with a clear error), the line end dropped.
pub fn decode(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    text.trim_end_matches(['\n', '\r']).to_string()
}

/// The start of a text for an error line: at most 40 characters, with `…` if cut.
pub(crate) fn excerpt(text: &str) -> String {
    let mut out: String = text.chars().take(40).collect();
    if text.chars().nth(40).is_some() {
        out.push('…');
    }
    out
}

/// A duration in whole centiseconds (XBoard's unit of time).
pub(crate) fn centis(d: Duration) -> u128 {
    d.as_millis() / 10
}

/// The principal variation's moves, each written in a notation, on a copy of the game's
/// position (stopping at the first move that does not fit).
pub(crate) fn pv_text(
    game: &Game,
    pv: &[yubin_rules::Move],
    write: fn(&yubin_rules::Position, yubin_rules::Move) -> String,
) -> String {
    let mut pos = game.position().clone();
    let mut out = Vec::new();
    for &mv in pv {
        if !pos.is_legal(mv) {
            break;
        }
        out.push(write(&pos, mv));
        pos.play_unchecked(mv);
    }
    out.join(" ")
}

/// The limits of a level, or the clock's when the level has none.
pub(crate) fn how(options: &Options, plies: usize, clock: Limits) -> How {
    let seed = options.seed ^ (plies as u64).wrapping_mul(0x9E37_79B9);
    match options.level.map(Level::get) {
        Some(1) => How::Random(seed),
        Some(2) => How::Greedy(seed),
        Some(_) => {
            let nodes = options.level.and_then(Level::limits).and_then(|l| l.nodes);
            How::Search(Limits { nodes, ..clock })
        }
        None => How::Search(clock),
    }
}

/// Carries out a job on this thread (the driver calls it on its worker): the search, or the
/// random mover or greedy capturer of levels 1 and 2. `info` hears of each finished
/// iteration.
pub fn run_job(
    job: &Job,
    searcher: &mut yubin_search::Searcher,
    stop: &std::sync::atomic::AtomicBool,
    info: impl FnMut(&Report),
) -> Report {
    use yubin_search::baseline::{greedy_move, random_move, Rng};
    match job.how {
        How::Search(limits) => searcher.think(&job.game, &limits, stop, info),
        How::Random(seed) => Report {
            best: random_move(&job.game, &mut Rng::new(seed)),
            ..Report::default()
        },
        How::Greedy(seed) => {
            let values = yubin_search::value::Values::new(job.game.rules());
            Report {
                best: greedy_move(&job.game, &values, &mut Rng::new(seed)),
                ..Report::default()
            }
        }
    }
}
