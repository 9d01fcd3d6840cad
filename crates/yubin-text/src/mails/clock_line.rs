//! The clock line of the mails about a game being played, the same under every control:
//! `Clocks: black 2d 22h 10m (including 1d given), to move; white 3d 00h 00m.`
//! (`templates/_clock.txt`; README, "For players").

use super::{game_view, GameView};
use yubin_domain::clock::{self, Clocks, TimeControl};
use yubin_domain::model::{GameRecord, GameState};
use yubin_rules::{Color, Game};

/// [`game_view`] with both clocks, as every mail about a game being played shows them.
pub fn clocked_view(rec: &GameRecord, game: &Game, viewer: Color, clocks: &Clocks) -> GameView {
    let mut view = game_view(rec, game, viewer);
    if rec.state == GameState::Active {
        view.clocks = clock_lines(rec.setup.terms.time_control, clocks);
    }
    view
}

/// One side's clock, as game mails show it.
#[derive(Debug, Clone)]
pub struct ClockLine {
    /// `black` or `white`.
    pub side: &'static str,
    /// The time it has left (`27d 04h 10m`): all of it before it can lose on time.
    pub left: String,
    /// Whether it is this side's move.
    pub on_turn: bool,
    /// ICCF: the moves to make before the next time control.
    pub moves_to_control: Option<u32>,
    /// Byoyomi: the main bank is used up.
    pub in_byoyomi: bool,
    /// Days per move: the time the opponent gave, still unused (`1d`, `20h 10m`); `left`
    /// includes it (under the banked controls a gift is simply part of the bank).
    pub reserve: Option<String>,
    /// The time left, in seconds (for [`ClockLine::left_in`]).
    pub left_secs: i64,
    /// The time given, in seconds, whole minutes (for [`ClockLine::reserve_in`]).
    pub reserve_secs: i64,
}

/// The clock lines of a game being played under `control`, from its clocks: the same line
/// under every control, each side's [`SideClock::left`](yubin_domain::clock::SideClock::left)
/// (under days per move the time left for the move on turn, and a whole move's time for the
/// other side), given time included and said to be.
pub fn clock_lines(control: TimeControl, c: &Clocks) -> Vec<ClockLine> {
    let per_move = matches!(control, TimeControl::PerMove { .. });
    Color::ALL
        .into_iter()
        .map(|s| {
            let side = c.side(s);
            ClockLine {
                side: s.name(),
                left: clock::format_duration(side.left),
                on_turn: c.on_turn == s,
                moves_to_control: side.moves_to_control,
                in_byoyomi: side.in_byoyomi,
                // An amount, as given (`1d`), to the minute: the line stays short enough
                // not to be broken inside a reading.
                reserve: (per_move && side.bank >= clock::MINUTE)
                    .then(|| clock::format_amount(side.bank / clock::MINUTE * clock::MINUTE)),
                left_secs: side.left,
                reserve_secs: side.bank / clock::MINUTE * clock::MINUTE,
            }
        })
        .collect()
}
