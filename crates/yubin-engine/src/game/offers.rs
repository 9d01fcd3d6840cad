//! What a player offers or concedes: `resign`, `abort` (before both sides have moved), `draw`
//! (offer or accept), `decline draw`.

use crate::context::{ok, Ctx, Current, Verdict};
use crate::effect::Effect;
use yubin_domain::model::{Ending, GameState, Termination};
use yubin_rules::Color;
use yubin_text::mails;
use yubin_text::reject::Rejection;

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
    for c in Color::ALL {
        let lang = rec.look(c).language();
        let body = mails::Aborted {
            g: mails::game_view(rec, &cur.game, c),
            aborter: mails::player_in(rec, me, lang),
        }
        .body();
        let subject = mails::aborted_subject(rec, &cur.game, me, lang);
        cx.send_game_mail(rec, c, subject, body);
    }
    ok("aborted")
}

/// `draw`: accepts the opponent's standing offer, or makes one, at most once per
/// `draw_every` of the player's own moves when the challenge set that limit (ICCF events
/// allow one offer per game or per 10 moves: the reference notes `correspondence-features.md`,
/// "Draw-offer limits", its sources I1, I2).
///
/// When an offer lapses, as decided for issue 11: it stands until the opponent answers it:
/// `draw` accepts it, `decline draw` refuses it, and so does the opponent's next move
/// (`play` clears it then); the offerer's own move played after offering (on their own turn)
/// does not withdraw it: an offer cannot be taken back. So "the offerer moves again" never
/// finds it standing: the opponent's move in between has answered it. The reference file
/// documents only the limits, not the lapse; this follows the common rule of correspondence
/// and over-the-board play: FIDE Laws art. 9.1.2 (an offer stands until accepted, rejected
/// orally or by touching a piece), the ICCF/AICCF server as a tournament director describes
/// it ("to refuse the draw offer you have simply to make your move as usual"), FICS `help
/// draw` ("decline by making a move"). It is what the mails have always said ("a move also
/// refuses it"), so standing games keep their meaning.
pub(crate) fn draw(cx: &mut Ctx<'_>, cur: &mut Current, me: Color) -> Verdict {
    if cur.rec.draw_offered_by == Some(!me) {
        return cx.finish(cur, Ending::draw(Termination::Agreement), None);
    }
    if cur.rec.draw_offered_by == Some(me) {
        return cx.reject_current(cur, Rejection::DrawStanding);
    }
    let played = cur.game.moves().len() as u32;
    if let Some(why) = too_soon(cur, me, played) {
        return cx.reject_current(cur, why);
    }
    cur.rec.draw_offer_plies[me.index()] = Some(played);
    cur.rec.draw_offered_by = Some(me);
    let rec = &cur.rec;
    cx.effects.push(Effect::UpdateGame(rec.clone()));
    for c in Color::ALL {
        let (event, subject) = mails::draw_offered(rec, &cur.game, me, rec.look(c).language());
        let body = mails::Draw {
            g: cx.view(cur, c),
            event,
            offer: c != me,
        }
        .body();
        cx.send_game_mail(rec, c, subject, body);
    }
    ok("draw offered")
}

/// The refusal of a draw offer by `me` with `played` plies played, if the game's
/// `draw_every` does not allow one yet: `me` must have made that many moves since the plies
/// of their last offer (moves a takeback undid do not count).
fn too_soon(cur: &Current, me: Color, played: u32) -> Option<Rejection> {
    let every = cur.rec.setup.terms.draw_every?;
    let last = cur.rec.draw_offer_plies[me.index()]?;
    let first = cur.game.initial().side_to_move();
    // `me`'s moves among the first `k` plies (the sides alternate, passes included).
    let own = |k: u32| if me == first { k.div_ceil(2) } else { k / 2 };
    let mut next = last;
    while own(next) < own(last) + every {
        next += 1;
    }
    (played < next).then_some(Rejection::DrawTooSoon {
        every,
        offered_at: last + 1,
        next_after: next,
    })
}

/// `decline draw`: refuses the opponent's standing offer.
pub(crate) fn decline_draw(cx: &mut Ctx<'_>, cur: &mut Current, me: Color) -> Verdict {
    if cur.rec.draw_offered_by != Some(!me) {
        return cx.reject_current(cur, Rejection::NoDrawToDecline);
    }
    cur.rec.draw_offered_by = None;
    let rec = &cur.rec;
    cx.effects.push(Effect::UpdateGame(rec.clone()));
    for c in Color::ALL {
        let (event, subject) = mails::draw_declined(rec, &cur.game, me, rec.look(c).language());
        let body = mails::Draw {
            g: cx.view(cur, c),
            event,
            offer: false,
        }
        .body();
        cx.send_game_mail(rec, c, subject, body);
    }
    ok("draw declined")
}
