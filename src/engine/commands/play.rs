//! Moves: reading the player's text against the position, playing it, and what a move the
//! rules forbid costs under the game's illegal-move policy.

use crate::engine::command;
use crate::engine::context::{ok, Ctx, Current, Verdict};
use crate::engine::effect::Effect;
use crate::engine::mails;
use crate::engine::model::{Ending, Termination};
use crate::engine::model::{IllegalPolicy, MoveRecord};
use crate::engine::reject::Rejection;
use crate::engine::wording;
use yubin_rules::notation::{self, MoveTextError, ResolveError};
use yubin_rules::{Color, IllegalMove, Variant};

const DAY: i64 = 86_400;

/// A move `text` by `me`, with its number guard.
pub(crate) fn play(
    cx: &mut Ctx<'_>,
    line: &str,
    cur: &mut Current,
    me: Color,
    text: &str,
    guard: Option<u32>,
) -> Verdict {
    let number = cur.game.moves().len() as u32 + 1;
    if cur.game.position().side_to_move() != me {
        return cx.reject_current(cur, Rejection::NotYourTurn { mover: !me, number });
    }
    if let Some(n) = guard {
        if n != number {
            return cx.reject_current(cur, Rejection::WrongGuard { meant: n, number });
        }
    }
    // Only a well-formed move that names one piece the rules forbid is "illegal"; text that
    // does not parse, is ambiguous or names no piece of the player is never a move.
    enum Read {
        Move(yubin_rules::Move),
        Forbidden(IllegalMove),
        NotAMove(Rejection),
    }
    let read = match notation::read_move(cur.game.position(), text) {
        Ok(mv) => Read::Move(mv),
        Err(MoveTextError::Resolve(ResolveError::Illegal { reason, .. })) => {
            Read::Forbidden(reason)
        }
        Err(MoveTextError::Resolve(ResolveError::CannotMove { ref reasons, .. }))
            if reasons.len() == 1
                && !matches!(
                    reasons[0].1,
                    IllegalMove::NoPiece(_) | IllegalMove::NotYourPiece(_)
                ) =>
        {
            Read::Forbidden(reasons[0].1.clone())
        }
        Err(MoveTextError::Syntax(e)) => Read::NotAMove(not_understood(
            line,
            text,
            Some(cur.game.position().rules().variant),
            &e,
        )),
        Err(error) => Read::NotAMove(Rejection::NotAMove {
            line: line.to_string(),
            error,
        }),
    };
    let mv = match read {
        Read::Move(mv) => mv,
        Read::NotAMove(why) => return cx.reject_current(cur, why),
        Read::Forbidden(why) => return illegal(cx, cur, me, text, why),
    };
    let usi = notation::usi::format(cur.game.position(), mv);
    let tsa = notation::tsa::format(cur.game.position(), mv);
    let outcome = match cur.game.play(mv) {
        Ok(o) => o,
        Err(e) => return illegal(cx, cur, me, text, e),
    };
    let rec = &mut cur.rec;
    cx.effects.push(Effect::AddMove(
        rec.id,
        MoveRecord {
            ply: number,
            usi,
            written: text.to_string(),
            played_at: cx.now,
            message_id: cx.mail.message_id.clone(),
        },
    ));
    if rec.draw_offered_by == Some(!me) {
        rec.draw_offered_by = None;
    }
    if let Some(o) = outcome {
        let detail = format!(
            "The last move was {number}. {tsa} by {}.",
            mails::player(rec, me)
        );
        return cx.finish(cur, o.into(), Some(detail));
    }
    rec.deadline = Some(cx.now + i64::from(rec.setup.days_per_move) * DAY);
    rec.reminder_sent = false;
    cx.effects.push(Effect::UpdateGame(rec.clone()));
    let subject = format!(
        "{}: {number}. {tsa}, {}",
        mails::title(rec),
        mails::to_play(rec, &cur.game)
    );
    for c in Color::ALL {
        let body = mails::Moved {
            g: mails::game_view(rec, &cur.game, c),
            mover: mails::player(rec, me),
            number: number as usize,
            notation: tsa.clone(),
        }
        .body();
        cx.send_game_mail(rec, c, subject.clone(), body);
    }
    ok(format!("move {number} {tsa}"))
}

/// A well-formed move the rules forbid: refused, or lost, as the game's policy says.
fn illegal(
    cx: &mut Ctx<'_>,
    cur: &mut Current,
    me: Color,
    text: &str,
    why: IllegalMove,
) -> Verdict {
    match cur.rec.setup.illegal {
        IllegalPolicy::Reject => {
            let why = Rejection::IllegalRefused {
                text: text.to_string(),
                why,
            };
            cx.reject_current(cur, why)
        }
        IllegalPolicy::Lose => {
            let detail = format!(
                "{}'s move {} `{text}` is illegal: {}. This game is played under \
                 illegal=lose, where an illegal move loses the game.",
                mails::player(&cur.rec, me),
                cur.game.moves().len() + 1,
                wording::illegal(&why)
            );
            cx.finish(
                cur,
                Ending::win(!me, Termination::IllegalMove),
                Some(detail),
            )
        }
    }
}

/// What to tell a player whose line is neither a command nor readable as a move: a mistyped
/// command (with the keyword it was probably meant to be), or where the move text stops
/// making sense, with examples in the notations of the game's variant.
pub(crate) fn not_understood(
    line: &str,
    text: &str,
    variant: Option<Variant>,
    e: &notation::SyntaxError,
) -> Rejection {
    if !command::looks_like_move(text) {
        let word = line.split_whitespace().next().unwrap_or(line);
        return Rejection::UnknownCommand {
            word: word.to_string(),
            suggestion: command::suggest(word.trim_end_matches(['.', '!', ':'])),
        };
    }
    Rejection::UnreadableMove {
        text: text.trim().to_string(),
        error: e.clone(),
        variant,
    }
}
