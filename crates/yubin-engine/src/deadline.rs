//! Deadlines: a reminder before each deadline and a loss on time when it passes.
//!
//! Sans-IO like the rest of the engine: [`Engine::next_deadline`] says when something is
//! next due, given the active games, and [`Engine::on_deadline`] says what is due at a given
//! `now`; the shell sleeps until the former and applies the latter. The records keep when
//! each is due (`deadline`, `remind_at`), and the clocks are replayed from the moves'
//! instants when it comes, so a restart loses nothing and a service that was down past a
//! deadline catches up at once.
//!
//! The reminders of a turn (see `timing`: at 80% of the time, and `reminder_hours` before the
//! deadline) go to the player on turn. At the deadline the player on turn loses on time and
//! both players are told. A player who turned reminders off (`reminders off`, or
//! `unsubscribe` from one) gets none; every reminder carries `List-Unsubscribe`
//! (`crate::years::unsubscribe`). Message-IDs are derived from the game and the stored instant, so
//! the same event always yields the same mails.

use crate::context::{domain, game_mail};
use crate::effect::Effect;
use crate::game::end::finish_game;
use crate::Engine;
use yubin_domain::model::{Ending, Termination};
use yubin_domain::model::{GameRecord, Timeline};
use yubin_domain::msgid::{GameEvent, MessageId};
use yubin_domain::timing;
use yubin_rules::Game;
use yubin_text::mails;

impl Engine {
    /// The next instant at which [`Engine::on_deadline`] has something to do for these
    /// active games (it may be in the past: then at once).
    pub fn next_deadline(&self, active: &[GameRecord]) -> Option<i64> {
        active
            .iter()
            .filter_map(|g| g.remind_at.into_iter().chain(g.deadline).min())
            .min()
    }

    /// Whether [`Engine::on_deadline`] has something to do for `g` at `now` (the shell
    /// replays only these games).
    pub fn is_due(&self, g: &GameRecord, now: i64) -> bool {
        g.deadline.is_some_and(|d| now >= d) || g.remind_at.is_some_and(|t| now >= t)
    }

    /// The effects of every reminder and loss on time due at `now` among `due`: active games
    /// with the game after their moves and the instants of those moves.
    pub fn on_deadline(&self, due: Vec<(GameRecord, Game, Timeline)>, now: i64) -> Vec<Effect> {
        let s = self.settings();
        let mut effects = Vec::new();
        for (rec, game, timeline) in due {
            if !self.is_due(&rec, now) {
                continue;
            }
            let mut rec = crate::profile::named(s, rec);
            let on_turn = game.position().side_to_move();
            let number = game.moves().len() + 1;
            let clocks = timing::clocks_of(&rec, &game, &timeline, now);
            // The instant of the event names it, so the same event always yields the same
            // Message-IDs (and two reminders of one turn different ones).
            let game_id = rec.id;
            let id = |event, at, n| {
                MessageId::Game {
                    game: game_id,
                    event,
                    at,
                    n,
                }
                .format(domain(&s.bot_address))
            };
            match clocks.deadline {
                Some(deadline) if now >= deadline => {
                    let detail = mails::timeout_detail(on_turn, number, deadline);
                    effects.extend(finish_game(
                        s,
                        &mut rec,
                        &game,
                        Ending::win(!on_turn, Termination::Timeout),
                        Some(detail),
                        now,
                        |n| id(GameEvent::Timeout, deadline, n),
                    ));
                }
                Some(deadline) if rec.remind_at.is_some_and(|t| now >= t) => {
                    let message_id = id(GameEvent::Reminder, rec.remind_at.unwrap_or(now), 0);
                    timing::schedule(s.reminder_hours, &mut rec, &clocks, Some(now));
                    effects.push(Effect::UpdateGame(rec.clone()));
                    // `reminders off` (or `unsubscribe` from one): the turn is counted as
                    // always, only no mail goes.
                    if !rec.reminders[on_turn.index()] {
                        continue;
                    }
                    let lang = rec.look(on_turn).language();
                    let due = rec.zone(on_turn).format_in(deadline, lang);
                    let g = mails::clocked_view(&rec, &game, on_turn, &clocks);
                    let body = mails::Reminder {
                        g,
                        number,
                        due: due.clone(),
                    }
                    .body();
                    let subject = mails::subjects::reminder(&rec, number, &due, lang);
                    let mut mail = game_mail(s, &rec, on_turn, message_id, None, subject, body);
                    // A reminder is the one mail of a game a player did not ask for by
                    // acting: its `List-Unsubscribe` stops the reminders of all their games.
                    mail.unsubscribe = Some(crate::years::unsubscribe::header(
                        s,
                        yubin_domain::model::Stream::Reminders,
                        &mail.to,
                    ));
                    effects.push(Effect::Send(mail));
                }
                // The deadline moved (a stop, a gift) or stopped: only the record changes.
                _ => {
                    timing::schedule(s.reminder_hours, &mut rec, &clocks, Some(now));
                    effects.push(Effect::UpdateGame(rec.clone()));
                }
            }
        }
        effects
    }
}
