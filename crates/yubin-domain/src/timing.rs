//! A game record's clocks: its control, its start and its moves' instants fed to the pure
//! [`clock::clocks`], and what follows for the record: when the player on turn runs out (the
//! record's `deadline`) and when the next reminder of the turn is due (`remind_at`).
//!
//! A turn has up to two reminders, to the player on turn: one when 80% of the time they had
//! for the move is used (as lishogi reminds), and today's one `reminder_hours` before the
//! deadline but never before half the turn. Two that fall within an hour of each other are
//! one. `reminder_hours = 0` turns both off. Stops (leave, pauses) and gifts move both, as
//! the clock module computes them.

use super::clock::{self, Clocks, History, HOUR};
use super::model::{GameRecord, Timeline};
use yubin_rules::Game;

/// The clocks of `rec` at `now`: `game` is the game after its moves, `times` their instants.
pub fn clocks_of(rec: &GameRecord, game: &Game, timeline: &Timeline, now: i64) -> Clocks {
    let history = History {
        control: rec.setup.terms.time_control,
        // A game started before the service kept `started_at` counts from its challenge.
        start: rec.started_at.unwrap_or(rec.created_at),
        first: game.initial().side_to_move(),
        moves: &timeline.times,
        stops: &timeline.stops,
        gifts: &timeline.gifts,
    };
    clock::clocks(&history, now)
}

/// The reminders of the turn `c` is in, in order (see the module docs).
fn reminders(reminder_hours: u32, c: &Clocks) -> Vec<i64> {
    let Some(deadline) = c.deadline else {
        return Vec::new();
    };
    if reminder_hours == 0 {
        return Vec::new();
    }
    let before = (i64::from(reminder_hours) * HOUR).min(c.available_at_turn_start / 2);
    let mut out: Vec<i64> = [c.when_used(800), Some(deadline - before)]
        .into_iter()
        .flatten()
        .filter(|&t| t < deadline)
        .collect();
    out.sort_unstable();
    out.dedup_by(|later, earlier| *later - *earlier < HOUR);
    out
}

/// Sets `rec`'s deadline and next reminder for the turn `c` is in: the first reminder after
/// `after` (`None`: the turn's first); `reminder_hours` before the deadline is the last
/// reminder (0: none).
pub fn schedule(reminder_hours: u32, rec: &mut GameRecord, c: &Clocks, after: Option<i64>) {
    // The computer never runs out of time and reads no reminder (issue 27): its turn has
    // neither, so a service that was down while it was to move does not make it lose.
    if crate::computer::is_computer(rec.address(c.on_turn)) {
        rec.deadline = None;
        rec.remind_at = None;
        return;
    }
    rec.deadline = c.deadline;
    rec.remind_at = reminders(reminder_hours, c)
        .into_iter()
        .find(|&t| after.is_none_or(|a| t > a));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{TimeControl, DAY};
    use crate::model::GameId;
    use crate::model::{GameSetup, IllegalPolicy};
    use yubin_rules::{Color, Rules, Variant};

    fn record(control: &str) -> GameRecord {
        let setup = GameSetup {
            terms: crate::model::GameTerms {
                rules: Rules::standard(Variant::Chu),
                preset: "standard".into(),
                start_sfen: None,
                illegal: IllegalPolicy::Lose,
                time_control: control.parse::<TimeControl>().unwrap(),
                max_plies: None,
                draw_every: None,
                rated: false,
            },
            black: "a@x.test".into(),
            white: "b@x.test".into(),
            challenger: Color::Black,
            thread_root: "r".into(),
            tournament: None,
        };
        let mut rec = GameRecord::challenged(GameId(1), setup, 0);
        rec.started_at = Some(0);
        rec
    }

    #[test]
    fn a_turn_has_the_80_percent_reminder_and_the_one_before_the_deadline() {
        let game = Game::new(Rules::standard(Variant::Chu));
        let mut rec = record("days=10");
        let c = clocks_of(&rec, &game, &Timeline::default(), 0);
        schedule(24, &mut rec, &c, None);
        assert_eq!(rec.deadline, Some(10 * DAY));
        assert_eq!(rec.remind_at, Some(8 * DAY));
        schedule(24, &mut rec, &c, Some(8 * DAY));
        assert_eq!(rec.remind_at, Some(9 * DAY));
        schedule(24, &mut rec, &c, Some(9 * DAY));
        assert_eq!(rec.remind_at, None);
        // Off with `reminder_hours = 0`.
        schedule(0, &mut rec, &c, None);
        assert_eq!((rec.deadline, rec.remind_at), (Some(10 * DAY), None));
    }

    #[test]
    fn reminders_within_an_hour_are_one() {
        // Five days: 80% is 4 days in, 24 hours before is 4 days in too.
        let game = Game::new(Rules::standard(Variant::Chu));
        let mut rec = record("days=5");
        let c = clocks_of(&rec, &game, &Timeline::default(), 0);
        assert_eq!(reminders(24, &c), [4 * DAY]);
        // One day: half-way (12 h) and 80% (19.2 h).
        let mut short = record("days=1");
        let c = clocks_of(&short, &game, &Timeline::default(), 0);
        assert_eq!(reminders(24, &c), [12 * HOUR, 19 * HOUR + 12 * 60]);
        schedule(24, &mut short, &c, None);
        assert_eq!(short.remind_at, Some(12 * HOUR));
        schedule(24, &mut rec, &c, None);
    }

    #[test]
    fn a_fischer_turn_is_reminded_from_the_bank() {
        let game = Game::new(Rules::standard(Variant::Chu));
        let rec = record("time=30d+1d");
        let c = clocks_of(&rec, &game, &Timeline::default(), 0);
        assert_eq!(reminders(24, &c), [24 * DAY, 29 * DAY]);
    }
}
