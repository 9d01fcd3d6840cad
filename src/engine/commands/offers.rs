//! What a player offers or concedes: `resign`, `abort` (before both sides have moved), `draw`
//! (offer or accept), `decline draw`.

use crate::engine::context::{ok, Ctx, Current, Verdict};
use crate::engine::effect::Effect;
use crate::engine::mails;
use crate::engine::model::{Ending, GameState, Termination};
use crate::engine::reject::Rejection;
use yubin_rules::Color;

/// `resign`: the opponent wins.
pub(crate) fn resign(cx: &mut Ctx<'_>, cur: &mut Current, me: Color) -> Verdict {
    cx.finish(cur, Ending::win(!me, Termination::Resignation), None)
}

/// `abort`: ends the game unscored, as long as one side has not moved yet (lishogi's rule).
pub(crate) fn abort(cx: &mut Ctx<'_>, cur: &mut Current, me: Color) -> Verdict {
    if cur.game.moves().len() >= 2 {
        return cx.reject_current(cur, Rejection::AbortTooLate { game: cur.rec.id });
    }
    let rec = &mut cur.rec;
    rec.state = GameState::Aborted;
    rec.deadline = None;
    rec.remind_at = None;
    rec.draw_offered_by = None;
    rec.finished_at = Some(cx.now);
    rec.result_reason = Some(format!("aborted by {}", mails::player(rec, me)));
    let rec = &cur.rec;
    cx.effects.push(Effect::UpdateGame(rec.clone()));
    let aborter = mails::player(rec, me);
    let subject = format!("{}: aborted by {aborter}", mails::title(rec));
    for c in Color::ALL {
        let body = mails::Aborted {
            g: mails::game_view(rec, &cur.game, c),
            aborter: aborter.clone(),
        }
        .body();
        cx.send_game_mail(rec, c, subject.clone(), body);
    }
    ok("aborted")
}

/// `draw`: accepts the opponent's standing offer, or makes one.
pub(crate) fn draw(cx: &mut Ctx<'_>, cur: &mut Current, me: Color) -> Verdict {
    if cur.rec.draw_offered_by == Some(!me) {
        return cx.finish(cur, Ending::draw(Termination::Agreement), None);
    }
    if cur.rec.draw_offered_by == Some(me) {
        return cx.reject_current(cur, Rejection::DrawStanding);
    }
    cur.rec.draw_offered_by = Some(me);
    let rec = &cur.rec;
    cx.effects.push(Effect::UpdateGame(rec.clone()));
    let who = mails::player(rec, me);
    let subject = format!(
        "{}: {who} offers a draw at move {}",
        mails::title(rec),
        cur.game.moves().len() + 1
    );
    for c in Color::ALL {
        let body = mails::Draw {
            g: cx.view(cur, c),
            event: format!("{who} offers a draw."),
            offer: c != me,
        }
        .body();
        cx.send_game_mail(rec, c, subject.clone(), body);
    }
    ok("draw offered")
}

/// `decline draw`: refuses the opponent's standing offer.
pub(crate) fn decline_draw(cx: &mut Ctx<'_>, cur: &mut Current, me: Color) -> Verdict {
    if cur.rec.draw_offered_by != Some(!me) {
        return cx.reject_current(cur, Rejection::NoDrawToDecline);
    }
    cur.rec.draw_offered_by = None;
    let rec = &cur.rec;
    cx.effects.push(Effect::UpdateGame(rec.clone()));
    let who = mails::player(rec, me);
    let subject = format!(
        "{}: {who} declined the draw, {}",
        mails::title(rec),
        mails::to_play(rec, &cur.game)
    );
    for c in Color::ALL {
        let body = mails::Draw {
            g: cx.view(cur, c),
            event: format!("{who} declined the draw offer; the game goes on."),
            offer: false,
        }
        .body();
        cx.send_game_mail(rec, c, subject.clone(), body);
    }
    ok("draw declined")
}
