//! The end of a game: its result, the game-over mails to both players and its observers,
//! and the ratings of a rated game.

use crate::context::{game_mail, ok, reply_id, Ctx, Current, Verdict};
use crate::effect::Effect;
use crate::Settings;
use yubin_domain::model::{Ending, GameRecord, GameState, Language};
use yubin_rules::{Color, Game};
use yubin_text::mails::{self};
use yubin_text::render;
use yubin_text::wording::{self, upper_first};

impl Ctx<'_> {
    /// Ends the game at hand with `outcome` (and a sentence on how).
    pub fn finish(
        &mut self,
        cur: &mut Current,
        ending: Ending,
        detail: Option<mails::EndDetail>,
    ) -> Verdict {
        // The game-over mails are numbered 0 and 1: nothing is sent before them.
        let effects = finish_game(
            self.s,
            &mut cur.rec,
            &cur.game,
            ending,
            detail,
            self.now,
            |i| reply_id(self.s, self.mail, i),
        );
        self.outgoing += effects.len();
        self.effects.extend(effects);
        ok(format!(
            "game over: {}",
            cur.rec.result_reason.clone().unwrap_or_default()
        ))
    }
}

/// Ends a game: the record's result and the game-over mails to both players. `id(n)` gives
/// the Message-ID of the `n`-th mail.
pub(crate) fn finish_game(
    s: &Settings,
    rec: &mut GameRecord,
    game: &Game,
    ending: Ending,
    detail: Option<mails::EndDetail>,
    now: i64,
    id: impl Fn(usize) -> String,
) -> Vec<Effect> {
    let sentence = wording::ending(&ending);
    let mut reason = sentence.clone();
    // The record keeps the English; each player reads their own language.
    let detail_en = detail.as_ref().map(|d| d.text_in(rec, Language::En));
    if let Some(d) = &detail_en {
        reason = format!("{reason} ({})", d.trim_end_matches('.'));
    }
    rec.state = GameState::Finished;
    rec.result = Some(ending.result());
    rec.termination = Some(ending.how);
    rec.result_reason = Some(reason);
    rec.finished_at = Some(now);
    rec.deadline = None;
    rec.draw_offered_by = None;
    let result = rec
        .result
        .map_or("", yubin_domain::model::GameResult::as_str)
        .to_string();
    let mut effects = vec![Effect::UpdateGame(rec.clone())];
    let ratings = if rec.setup.terms.rated && ending.how.is_rated() {
        rate(rec, &ending, now, &mut effects)
    } else {
        Vec::new()
    };
    let plies = game.moves().len();
    let subject = mails::game_over_subject(rec, plies, &result, &ending, Language::En);
    let headline = upper_first(&sentence);
    for (n, c) in Color::ALL.into_iter().enumerate() {
        let lang = rec.look(c).language();
        // The mail lists every move; the board's "recent moves" would repeat the last few.
        let mut g = mails::game_view(rec, game, c);
        g.recent.clear();
        // The changes are Black's then White's ([`rate`]).
        let ratings = ratings
            .iter()
            .zip(Color::ALL)
            .map(|(r, side)| mails::RatingChange {
                player: mails::player_in(rec, side, lang),
                ..r.clone()
            })
            .collect();
        let body = mails::GameOver {
            g,
            result: result.clone(),
            reason: upper_first(&wording::ending_in(&ending, lang)),
            detail: detail.as_ref().map(|d| d.para_in(rec, lang)),
            history: render::moves_in(game, None, lang),
            ratings,
        }
        .body();
        let subject = mails::game_over_subject(rec, plies, &result, &ending, lang);
        effects.push(Effect::Send(game_mail(
            s,
            rec,
            c,
            id(n),
            None,
            subject,
            body,
        )));
    }
    // The observers' mails follow the players' two.
    effects.extend(crate::watch::observers::after_end(
        s,
        rec,
        game,
        (&result, &headline, detail.as_ref()),
        &subject,
        |n| id(2 + n),
    ));
    effects
}

/// The ratings after a rated game: both players updated (Glicko-2, the game its own rating
/// period, as lishogi rates), the effects that store them, and the changes for the mails.
fn rate(
    rec: &GameRecord,
    ending: &Ending,
    now: i64,
    effects: &mut Vec<Effect>,
) -> Vec<mails::RatingChange> {
    use yubin_domain::model::PlayerRating;
    use yubin_domain::rating::{Glicko2, Rating, Score};
    let before = rec.ratings.map(|r| {
        r.unwrap_or(PlayerRating {
            rating: Rating::NEW,
            games: 0,
        })
    });
    let score = match ending.winner {
        Some(Color::Black) => Score::Win,
        Some(Color::White) => Score::Loss,
        None => Score::Draw,
    };
    // The stored ratings are checked when read, so the update cannot fail; if it did, the
    // game would simply stay unrated.
    let Ok((black, white)) =
        Glicko2::default().game(&before[0].rating, &before[1].rating, score, now)
    else {
        return Vec::new();
    };
    let mut changes = Vec::new();
    for (c, after) in [(Color::Black, black), (Color::White, white)] {
        let old = before[c.index()];
        effects.push(Effect::SetRating {
            address: rec.address(c).to_string(),
            variant: rec.setup.variant(),
            rating: PlayerRating {
                rating: after,
                games: old.games + 1,
            },
        });
        let delta = (after.rating - old.rating.rating).round() as i64;
        changes.push(mails::RatingChange {
            player: mails::player(rec, c),
            before: mails::shown_rating(&old.rating),
            after: mails::shown_rating(&after),
            change: format!("{delta:+}"),
        });
    }
    changes
}
