//! Deadlines: a reminder before each deadline and a loss on time when it passes.
//!
//! Sans-IO like the rest of the engine: [`next_deadline`] says when something is next due
//! and [`on_deadline`] says what is due at a given `now`; the service sleeps until the
//! former and applies the latter ([`run_deadlines`]). Everything is computed from the games
//! in the database (their `deadline` and `reminder_sent`), so a restart loses nothing and a
//! service that was down past a deadline catches up at once.
//!
//! The reminder goes out `reminder_hours` before the deadline (at most half the time per move
//! before it), once per deadline, to the player on turn; none when `reminder_hours` is 0. At the deadline the
//! player on turn loses on time and both players are told. Message-IDs are derived from the
//! game and the deadline, so the same event always yields the same mails.

use super::handle::{domain, finish_game, game_mail, load_game, Effect, Settings};
use super::mails;
use crate::store::{GameRecord, Store, Tx};
use yubin_rules::{EndReason, Outcome};

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

fn next_of(games: &[GameRecord], s: &Settings) -> Option<i64> {
    games
        .iter()
        .filter_map(|g| reminder_at(g, s).or(g.deadline))
        .min()
}

/// The next instant at which [`on_deadline`] has something to do (it may be in the past:
/// then at once).
///
/// # Errors
/// The store cannot be read, or a game row is corrupt.
pub fn next_deadline(store: &Store, s: &Settings) -> anyhow::Result<Option<i64>> {
    Ok(next_of(&store.active_games()?, s))
}

/// The effects of every reminder and loss on time due at `now`.
///
/// # Errors
/// The store cannot be read, or a game cannot be replayed (a corrupt row).
pub fn on_deadline(tx: &Tx<'_>, s: &Settings, now: i64) -> anyhow::Result<Vec<Effect>> {
    let mut effects = Vec::new();
    for mut rec in tx.active_games()? {
        let Some(deadline) = rec.deadline else {
            continue;
        };
        if now < deadline && reminder_at(&rec, s).is_none_or(|t| now < t) {
            continue;
        }
        let (moves, game) = load_game(tx, &rec)?;
        let on_turn = game.position().side_to_move();
        let number = moves.len() + 1;
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
                Outcome::win(!on_turn, EndReason::Timeout),
                Some(detail),
                now,
                |n| ids[n].clone(),
            ));
        } else {
            rec.reminder_sent = true;
            effects.push(Effect::UpdateGame(rec.clone()));
            let due = mails::format_time(deadline);
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
    Ok(effects)
}

/// Applies [`on_deadline`] in one transaction; returns how many games it changed.
///
/// # Errors
/// A store failure; nothing is committed then.
pub fn run_deadlines(store: &mut Store, s: &Settings, now: i64) -> anyhow::Result<usize> {
    let tx = store.transaction()?;
    let effects = on_deadline(&tx, s, now)?;
    super::apply(&tx, &effects, now)?;
    tx.commit()?;
    Ok(effects
        .iter()
        .filter(|e| matches!(e, Effect::UpdateGame(_)))
        .count())
}
