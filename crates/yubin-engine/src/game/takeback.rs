//! Takebacks by agreement: `takeback [N]` asks the opponent to undo the last moves, `accept
//! takeback` undoes them, `decline takeback` refuses.
//!
//! A request is stored on the game ([`GameRecord::takeback_offered`]) until the opponent
//! answers it or any move is played (`play` clears it: the position it was asked in is
//! gone). `takeback` from the opponent while a request stands does not answer it: agreeing
//! to undo moves is always said in so many words (`accept takeback`).
//!
//! A rated game allows no takeback (checked first in `request`, before anything is stored);
//! a tournament that allows them will be checked there too.
//!
//! [`GameRecord::takeback_offered`]: yubin_domain::model::GameRecord::takeback_offered

use crate::context::{ok, Ctx, Current, Verdict};
use crate::effect::Effect;
use crate::snapshot;
use yubin_domain::clock::Stop;
use yubin_domain::model::{CorruptRow, Ending, StopKind, Termination};
use yubin_domain::timing;
use yubin_rules::Color;
use yubin_text::mails::{self, TakebackStep};
use yubin_text::reject::Rejection;

/// The plies a plain `takeback` by `me` undoes: back to and including `me`'s last move (1 if
/// `me` moved last, 2 if the opponent has moved since); `None` if `me` has not moved.
fn own_last_move(cur: &Current, me: Color) -> Option<u32> {
    let played = cur.game.moves().len() as u32;
    let n = if cur.game.position().side_to_move() == me {
        2
    } else {
        1
    };
    (n <= played).then_some(n)
}

/// `takeback [N]`: asks the opponent to undo the sender's last move, or the last `plies`.
pub(crate) fn request(
    cx: &mut Ctx<'_>,
    cur: &mut Current,
    me: Color,
    plies: Option<u32>,
) -> Verdict {
    // Rated games allow no takeback (a tournament that allows them will say so here).
    if cur.rec.setup.terms.rated {
        return cx.reject_current(cur, Rejection::TakebackRated);
    }
    let played = cur.game.moves().len() as u32;
    if played == 0 {
        return cx.reject_current(cur, Rejection::NothingToTakeBack { played });
    }
    match cur.rec.takeback_offered {
        Some((by, n)) if by == me => {
            return cx.reject_current(cur, Rejection::TakebackStanding { plies: n })
        }
        Some((_, n)) => return cx.reject_current(cur, Rejection::TakebackOfOpponent { plies: n }),
        None => {}
    }
    let n = match plies {
        Some(n) if n > played => {
            let why = Rejection::TakebackTooMany { asked: n, played };
            return cx.reject_current(cur, why);
        }
        Some(n) => n,
        None => match own_last_move(cur, me) {
            Some(n) => n,
            None => return cx.reject_current(cur, Rejection::NothingToTakeBack { played }),
        },
    };
    cur.rec.takeback_offered = Some((me, n));
    let rec = &cur.rec;
    cx.effects.push(Effect::UpdateGame(rec.clone()));
    let back_to = played - n + 1;
    for c in Color::ALL {
        let lang = rec.look(c).language();
        let (asker, answerer) = (
            mails::player_in(rec, me, lang),
            mails::player_in(rec, !me, lang),
        );
        let step = TakebackStep::Asked;
        let subject = mails::takeback_subject(rec, &cur.game, step, me, (n, back_to), lang);
        let body = mails::Takeback {
            g: cx.view(cur, c),
            step: TakebackStep::Asked,
            asker,
            answerer,
            plies: n,
            back_to,
            answer: c != me,
        }
        .body();
        cx.send_game_mail(rec, c, subject, body);
    }
    ok(format!("takeback of {n} asked"))
}

/// The opponent's standing request, for `me` to answer: its plies, or the rejection.
fn standing(cur: &Current, me: Color) -> Result<u32, Rejection> {
    match cur.rec.takeback_offered {
        Some((by, n)) if by != me => Ok(n),
        Some(_) => Err(Rejection::OwnTakeback),
        None => Err(Rejection::NoTakebackToAnswer),
    }
}

/// `accept takeback`: undoes the plies the opponent asked for, in one decision: the moves
/// after the kept ones deleted, both players' conditional moves and every standing offer
/// cleared, the time since the last kept move counted on nobody's clock, the deadline
/// computed again, and both players shown the board.
pub(crate) fn accept(cx: &mut Ctx<'_>, cur: &mut Current, me: Color) -> Verdict {
    let n = match standing(cur, me) {
        Ok(n) => n,
        Err(why) => return cx.reject_current(cur, why),
    };
    // A player whose time ran out lost then, whatever was asked since (as a late move).
    let on_turn = cur.game.position().side_to_move();
    if let Some(deadline) = cur.clocks(cx.now).deadline.filter(|&d| cx.now >= d) {
        let number = cur.game.moves().len() + 1;
        let detail = mails::timeout_detail(on_turn, number, deadline);
        return cx.finish(
            cur,
            Ending::win(!on_turn, Termination::Timeout),
            Some(detail),
        );
    }
    let played = cur.game.moves().len() as u32;
    // A move clears a request, so it never asks for more than was played; a record that
    // does is damaged.
    let keep = played.checked_sub(n).ok_or_else(|| CorruptRow {
        what: yubin_domain::model::Damaged::Game(cur.rec.id),
        column: "takeback_plies",
        problem: format!("{n} plies asked back, {played} played"),
    })?;
    let mut game = snapshot::start(cur.rec.id, &cur.rec.setup)?;
    for (ply, &mv) in (1..).zip(&cur.game.moves()[..keep as usize]) {
        game.play(mv).map_err(|e| CorruptRow {
            what: yubin_domain::model::Damaged::Move {
                game: cur.rec.id,
                ply,
            },
            column: "usi",
            problem: format!("illegal on replay: {e}"),
        })?;
    }
    let id = cur.rec.id;
    cx.effects.push(Effect::TakeBack { game: id, keep });
    for c in Color::ALL {
        cx.effects
            .push(Effect::SetConditionals(id, c, Default::default()));
    }
    // The clock of the side now on turn stands still from the last kept move (or the start)
    // to now: nobody is charged for the moves undone.
    cur.timeline.times.truncate(keep as usize);
    let from = match cur.timeline.times.last() {
        Some(&t) => t,
        None => cur.rec.started_at.unwrap_or(cur.rec.created_at),
    };
    let to_move = game.position().side_to_move();
    let stop = Stop {
        color: Some(to_move),
        from,
        to: Some(cx.now),
    };
    cur.timeline.stops.push(stop);
    cur.timeline.stops.sort_by_key(|s| s.from);
    cx.effects.push(Effect::StopGame {
        game: id,
        kind: StopKind::Takeback,
        color: stop.color,
        from: stop.from,
        to: stop.to,
    });
    cur.game = game;
    let rec = &mut cur.rec;
    rec.takeback_offered = None;
    rec.draw_offered_by = None;
    rec.pause_offered_by = None;
    let clocks = cur.clocks(cx.now);
    timing::schedule(cx.s.reminder_hours, &mut cur.rec, &clocks, None);
    let rec = &cur.rec;
    cx.effects.push(Effect::UpdateGame(rec.clone()));
    for c in Color::ALL {
        let lang = rec.look(c).language();
        let body = mails::Takeback {
            g: cx.view(cur, c),
            step: TakebackStep::Accepted,
            asker: mails::player_in(rec, !me, lang),
            answerer: mails::player_in(rec, me, lang),
            plies: n,
            back_to: keep + 1,
            answer: false,
        }
        .body();
        let step = TakebackStep::Accepted;
        let subject = mails::takeback_subject(rec, &cur.game, step, !me, (n, keep + 1), lang);
        cx.send_game_mail(rec, c, subject, body);
    }
    crate::watch::observers::after_takeback(cx, cur, &clocks, n);
    ok(format!("takeback accepted: back to ply {keep}"))
}

/// `decline takeback`: refuses the opponent's standing request.
pub(crate) fn decline(cx: &mut Ctx<'_>, cur: &mut Current, me: Color) -> Verdict {
    let n = match standing(cur, me) {
        Ok(n) => n,
        Err(why) => return cx.reject_current(cur, why),
    };
    cur.rec.takeback_offered = None;
    let rec = &cur.rec;
    cx.effects.push(Effect::UpdateGame(rec.clone()));
    let played = cur.game.moves().len() as u32;
    for c in Color::ALL {
        let lang = rec.look(c).language();
        let (asker, answerer) = (
            mails::player_in(rec, !me, lang),
            mails::player_in(rec, me, lang),
        );
        let back_to = played.saturating_sub(n) + 1;
        let step = TakebackStep::Declined;
        let subject = mails::takeback_subject(rec, &cur.game, step, !me, (n, back_to), lang);
        let body = mails::Takeback {
            g: cx.view(cur, c),
            step,
            asker,
            answerer,
            plies: n,
            back_to,
            answer: false,
        }
        .body();
        cx.send_game_mail(rec, c, subject, body);
    }
    ok("takeback declined")
}
