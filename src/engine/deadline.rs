//! Deadlines: a reminder before each deadline and a loss on time when it passes.
//!
//! Sans-IO like the rest of the engine: [`Engine::next_deadline`] says when something is
//! next due, given the active games, and [`Engine::on_deadline`] says what is due at a given
//! `now`; the shell sleeps until the former and applies the latter. Everything is computed
//! from the games' records (their `deadline` and `reminder_sent`), so a restart loses
//! nothing and a service that was down past a deadline catches up at once.
//!
//! The reminder goes out `reminder_hours` before the deadline (at most half the time per move
//! before it), once per deadline, to the player on turn; none when `reminder_hours` is 0. At
//! the deadline the player on turn loses on time and both players are told. Message-IDs are
//! derived from the game and the deadline, so the same event always yields the same mails.

use super::context::{domain, finish_game, game_mail};
use super::effect::Effect;
use super::mails;
use super::model::GameRecord;
use super::model::{Ending, Termination};
use super::{Engine, Settings};
use yubin_rules::Game;

/// When the reminder for `g`'s current deadline is due, if it gets one and has not had it:
/// `reminder_hours` before the deadline, but never earlier than half-way through the turn (so
/// a one-day game still gets its reminder, twelve hours before the deadline).
fn reminder_at(g: &GameRecord, s: &Settings) -> Option<i64> {
    let deadline = g.deadline?;
    if g.reminder_sent || s.reminder_hours == 0 {
        return None;
    }
    let before =
        (i64::from(s.reminder_hours) * 3600).min(i64::from(g.setup.days_per_move) * 43_200);
    Some(deadline - before)
}

impl Engine {
    /// The next instant at which [`Engine::on_deadline`] has something to do for these
    /// active games (it may be in the past: then at once).
    pub fn next_deadline(&self, active: &[GameRecord]) -> Option<i64> {
        active
            .iter()
            .filter_map(|g| reminder_at(g, self.settings()).or(g.deadline))
            .min()
    }

    /// Whether [`Engine::on_deadline`] has something to do for `g` at `now` (the shell
    /// replays only these games).
    pub fn is_due(&self, g: &GameRecord, now: i64) -> bool {
        g.deadline.is_some_and(|deadline| {
            now >= deadline || reminder_at(g, self.settings()).is_some_and(|t| now >= t)
        })
    }

    /// The effects of every reminder and loss on time due at `now` among `due`: active games
    /// with the game after their moves.
    pub fn on_deadline(&self, due: Vec<(GameRecord, Game)>, now: i64) -> Vec<Effect> {
        let s = self.settings();
        let mut effects = Vec::new();
        for (mut rec, game) in due {
            let Some(deadline) = rec.deadline else {
                continue;
            };
            if !self.is_due(&rec, now) {
                continue;
            }
            let on_turn = game.position().side_to_move();
            let number = game.moves().len() + 1;
            let id = |kind: &str, n: usize| {
                format!(
                    "yubin.g{}.{kind}.{deadline}.{n}@{}",
                    rec.id,
                    domain(&s.bot_address)
                )
            };
            if now >= deadline {
                let detail = format!(
                    "{} did not play move {number} by the deadline, {}.",
                    mails::player(&rec, on_turn),
                    mails::format_time(deadline)
                );
                let ids: Vec<String> = (0..2).map(|n| id("timeout", n)).collect();
                effects.extend(finish_game(
                    s,
                    &mut rec,
                    &game,
                    Ending::win(!on_turn, Termination::Timeout),
                    Some(detail),
                    now,
                    |n| ids[n].clone(),
                ));
            } else {
                rec.reminder_sent = true;
                effects.push(Effect::UpdateGame(rec.clone()));
                let due = rec.zone(on_turn).format(deadline);
                let body = mails::Reminder {
                    g: mails::game_view(&rec, &game, on_turn),
                    number,
                    due: due.clone(),
                }
                .body();
                let subject = format!(
                    "{}: reminder, your move {number} is due by {due}",
                    mails::title(&rec)
                );
                effects.push(Effect::Send(game_mail(
                    s,
                    &rec,
                    on_turn,
                    id("reminder", 0),
                    None,
                    subject,
                    body,
                )));
            }
        }
        effects
    }
}
