//! Conditional moves by mail: lines `if <reply> then <answer> …` sent with a move (or alone,
//! on the opponent's turn), `conditional` to list them, `conditional clear`; and the answers
//! the bot plays when the opponent's move matches a line (`after_move`), in the same
//! transaction as that move.
//!
//! A new set of lines replaces the sender's old ones. They are checked against the exact
//! positions, history included, they will be played in ([`yubin_domain::conditional`]): a
//! line whose answer would be illegal there, a forbidden repetition included, is refused when
//! sent and nothing is stored, so a conditional move is never an illegal move. A move that no
//! line expected clears all of its opponent's lines. The lines are never shown to the
//! opponent.

use crate::context::{ok, Ctx, Current, Verdict};
use crate::effect::Effect;
use crate::reading::command::ConditionalCommand;
use crate::reading::extract;
use yubin_domain::conditional::{self as lines, Conditionals, Reaction};
use yubin_domain::model::{CorruptRow, MoveRecord};
use yubin_rules::{notation, Color, Outcome};
use yubin_text::mails::{self, AutoPly};
use yubin_text::reject::Rejection;

/// Plies the bot plays from conditional moves after one mail, at most (both players' lines
/// can answer each other; each line has at most [`lines::MAX_PLIES`]).
const MAX_CHAIN: usize = 2 * lines::MAX_PLIES;

/// The sender's conditional lines of this mail, read against `cur.game` (the opponent on
/// turn): `Ok(None)` when the mail has none.
fn read_lines(cx: &Ctx<'_>, cur: &Current) -> Result<Option<Conditionals>, Rejection> {
    let text = extract::conditional_text(&cx.mail.body, cx.snap.original.as_ref())
        .map_err(|line| Rejection::ConditionalTooLong { line })?;
    match text {
        None => Ok(None),
        Some(text) => {
            lines::parse(&cur.game, &text)
                .map(Some)
                .map_err(|error| Rejection::BadConditional {
                    error,
                    rules: Box::new(*cur.game.position().rules()),
                })
        }
    }
}

/// `if …` lines alone, `conditional`, `conditional clear`, in an active game of `me`.
pub(crate) fn command(
    cx: &mut Ctx<'_>,
    cur: &mut Current,
    me: Color,
    what: ConditionalCommand,
) -> Verdict {
    let id = cur.rec.id;
    let stored = cx.snap.conditionals.clone()?;
    let kept = match what {
        ConditionalCommand::List => stored[me.index()].clone(),
        ConditionalCommand::Clear => Conditionals::default(),
        ConditionalCommand::Lines => {
            let on_turn = cur.game.position().side_to_move();
            if on_turn == me {
                let number = cur.game.moves().len() as u32 + 1;
                return cx.reject_current(cur, Rejection::ConditionalOnYourTurn { number });
            }
            match read_lines(cx, cur) {
                Ok(Some(c)) => c,
                Ok(None) => Conditionals::default(),
                Err(why) => return cx.reject_current(cur, why),
            }
        }
    };
    if what != ConditionalCommand::List {
        cx.effects
            .push(Effect::SetConditionals(id, me, kept.clone()));
    }
    let body = mails::ConditionalList {
        g: cx.view(cur, me),
        lines: kept.describe(&cur.game),
        changed: what != ConditionalCommand::List,
    }
    .body();
    let lang = cur.rec.look(me).language();
    let lines = kept.lines.len();
    let subject = mails::conditional_subject(&cur.rec, &cur.game, me, lines, lang);
    cx.send_game_mail(&cur.rec, me, subject, body);
    ok(format!("conditional: {} line(s)", kept.lines.len()))
}

/// What conditional moves made of a move: the answers played, and per side what became of
/// their lines.
#[derive(Debug, Default)]
pub(crate) struct AfterMove {
    /// The answers played, in order.
    pub auto: Vec<AutoPly>,
    /// The game's end, if an answer ended it.
    pub outcome: Option<Outcome>,
    /// The mover's new lines: how many were stored, or why none was.
    pub stored: Option<Result<usize, Rejection>>,
    /// Per side (Black first): the move that no line of theirs expected, clearing them.
    pub cleared: [Option<String>; 2],
    /// What fire demons burned with the answer that ended the game, if one did.
    pub last_burned: Vec<yubin_text::burns::Burned>,
}

/// After `me` played `usi` in `cur` (the game not over): stores the lines the mail carries
/// for `me`, then plays every answer the players' lines give, each from the position it was
/// checked against.
///
/// # Errors
/// The stored lines of the game are damaged.
pub(crate) fn after_move(
    cx: &mut Ctx<'_>,
    cur: &mut Current,
    me: Color,
    usi: &str,
    tsa: &str,
) -> Result<AfterMove, CorruptRow> {
    let id = cur.rec.id;
    let mut sets = cx.snap.conditionals.clone()?;
    let mut changed = [false; 2];
    let mut after = AfterMove {
        stored: match read_lines(cx, cur) {
            Ok(None) => None,
            Ok(Some(c)) => {
                let n = c.lines.len();
                sets[me.index()] = c;
                changed[me.index()] = true;
                Some(Ok(n))
            }
            Err(why) => Some(Err(why)),
        },
        ..AfterMove::default()
    };
    let (mut mover, mut last, mut last_tsa) = (me, usi.to_string(), tsa.to_string());
    while after.auto.len() < MAX_CHAIN {
        let side = !mover;
        let answer = match lines::on_reply(&sets[side.index()], &last) {
            Reaction::None => break,
            Reaction::Cleared => {
                sets[side.index()] = Conditionals::default();
                changed[side.index()] = true;
                after.cleared[side.index()] =
                    Some(format!("{}. {last_tsa}", cur.game.moves().len()));
                break;
            }
            Reaction::Answer { usi, rest } => {
                sets[side.index()] = rest;
                changed[side.index()] = true;
                usi
            }
        };
        let pos = cur.game.position();
        // Where the move before ended: `同` in the kanji form.
        let before_last = cur.game.moves().last().and_then(|m| m.to());
        // Checked when sent against this very position; read and played again all the same,
        // and a failure only drops the lines (never a move the rules forbid).
        let Ok(mv) = notation::usi::parse(pos, &answer) else {
            sets[side.index()] = Conditionals::default();
            break;
        };
        let tsa = notation::tsa::format(pos, mv);
        let number = cur.game.moves().len() + 1;
        let before = pos.clone();
        let Ok(outcome) = cur.game.play(mv) else {
            sets[side.index()] = Conditionals::default();
            break;
        };
        cx.effects.push(Effect::AddMove(
            id,
            MoveRecord {
                ply: number as u32,
                usi: answer.clone(),
                written: tsa.clone(),
                played_at: cx.now,
                message_id: cx.mail.message_id.clone(),
            },
        ));
        let burned = yubin_text::burns::burned(&before, mv, cur.game.position());
        after.auto.push(AutoPly {
            number,
            notation: tsa.clone(),
            kanji: yubin_text::kanji_move::format(&before, mv, before_last),
            player: mails::player(&cur.rec, side),
            burned: burned.clone(),
        });
        (mover, last, last_tsa) = (side, answer, tsa);
        if outcome.is_some() {
            after.outcome = outcome;
            after.last_burned = burned;
            break;
        }
    }
    if after.outcome.is_some() {
        // A finished game keeps no lines.
        changed = [true; 2];
        sets = Default::default();
    }
    for c in Color::ALL {
        if changed[c.index()] {
            let set = std::mem::take(&mut sets[c.index()]);
            cx.effects.push(Effect::SetConditionals(id, c, set));
        }
    }
    Ok(after)
}
