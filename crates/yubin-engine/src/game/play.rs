//! Moves: reading the player's text against the position, playing it, and what a move the
//! rules forbid costs under the game's illegal-move policy.

use crate::context::{ok, Ctx, Current, Verdict};
use crate::effect::Effect;
use crate::game::conditional;
use crate::reading::command;
use yubin_domain::model::{Ending, Termination};
use yubin_domain::model::{IllegalPolicy, MoveRecord};
use yubin_domain::timing;
use yubin_rules::notation::{self, MoveSyntax, MoveTextError, Promotion, ResolveError};
use yubin_rules::{Color, IllegalMove, Position, Square, Variant};
use yubin_text::mails;
use yubin_text::reject::Rejection;
use yubin_text::wording;

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
    // A move read after the player's time ran out comes too late, whether or not the deadline
    // sweep has run yet: the game is lost on time, as the sweep would have decided.
    // The computer's move is never late (it has no deadline: `timing::schedule`).
    let computer = yubin_domain::computer::is_computer(cur.rec.address(me));
    if let Some(deadline) = (cur.clocks(cx.now).deadline)
        .filter(|&d| cx.now >= d)
        .filter(|_| !computer)
    {
        let detail = mails::timeout_detail(me, number as usize, deadline);
        return cx.finish(cur, Ending::win(!me, Termination::Timeout), Some(detail));
    }
    if let Some(n) = guard {
        if n != number {
            return cx.reject_current(cur, Rejection::WrongGuard { meant: n, number });
        }
    }
    // A move written as Japanese records write it (`７六歩`, `同　獅`) is read as the TSA it
    // names.
    let last = cur.game.moves().last().and_then(|m| m.to());
    if let Some(km) = crate::reading::kanji::parse(text) {
        if let Err(origins) = crate::reading::kanji::candidates(cur.game.position(), last, &km) {
            // Named as a Japanese record names a move, but no move, or more than one: said so
            // (and never an illegal move: nothing in it says which piece was meant).
            let square = km
                .to
                .or(last)
                .map_or_else(|| "同".to_string(), yubin_text::kanji_move::square);
            let why = Rejection::KanjiMove {
                line: line.to_string(),
                name: km.name.clone(),
                square,
                origins: origins
                    .into_iter()
                    .map(yubin_text::kanji_move::square)
                    .collect(),
            };
            return cx.reject_current(cur, why);
        }
    }
    let kanji = crate::reading::kanji::to_tsa(cur.game.position(), last, text);
    let read = read(cur.game.position(), line, kanji.as_deref().unwrap_or(text));
    let mv = match read {
        Read::Move(mv) => mv,
        Read::NotAMove(why) => return cx.reject_current(cur, why),
        Read::Forbidden(why) => return illegal(cx, cur, me, text, why),
    };
    let usi = notation::usi::format(cur.game.position(), mv);
    let tsa = notation::tsa::format(cur.game.position(), mv);
    // The move text names what the move captures, not what fire demons burn with it: the
    // positions before and after tell that.
    let before = cur.game.position().clone();
    let outcome = match cur.game.play(mv) {
        Ok(o) => o,
        Err(e) => return illegal(cx, cur, me, text, e),
    };
    let burned = yubin_text::burns::burned(&before, mv, cur.game.position());
    let rec = &mut cur.rec;
    cx.effects.push(Effect::AddMove(
        rec.id,
        MoveRecord {
            ply: number,
            usi: usi.clone(),
            written: text.to_string(),
            played_at: cx.now,
            message_id: cx.mail.message_id.clone(),
        },
    ));
    // The opponent's draw offer is declined by this move. (The decision, with its sources,
    // is `offers::draw`'s doc.)
    if rec.draw_offered_by == Some(!me) {
        rec.draw_offered_by = None;
    }
    // A takeback was asked for the position before this move: it lapses, whoever asked.
    rec.takeback_offered = None;
    if let Some(o) = outcome {
        let detail = mails::EndDetail::LastMove {
            player: me,
            number: number as usize,
            notation: tsa,
            kanji: yubin_text::kanji_move::format(&before, mv, last),
            conditional: false,
            burned: yubin_text::burns::burned(&before, mv, cur.game.position()),
        };
        return cx.finish(cur, o.into(), Some(detail));
    }
    if let Some(verdict) = at_max_length(cx, cur) {
        return verdict;
    }
    let after = conditional::after_move(cx, cur, me, &usi, &tsa)?;
    if let (Some(o), Some(last)) = (after.outcome, after.auto.last()) {
        let detail = mails::EndDetail::LastMove {
            // The answer that ended the game was the last ply.
            player: !cur.game.position().side_to_move(),
            number: last.number,
            notation: last.notation.clone(),
            kanji: last.kanji.clone(),
            conditional: true,
            burned: after.last_burned,
        };
        return cx.finish(cur, o.into(), Some(detail));
    }
    // The clocks after this move and the answers played with it, all at `now`.
    cur.timeline
        .times
        .extend(std::iter::repeat_n(cx.now, 1 + after.auto.len()));
    if let Some(verdict) = at_max_length(cx, cur) {
        return verdict;
    }
    let clocks = cur.clocks(cx.now);
    timing::schedule(cx.s.reminder_hours, &mut cur.rec, &clocks, None);
    let rec = &cur.rec;
    cx.effects.push(Effect::UpdateGame(rec.clone()));
    let answers: String = after
        .auto
        .iter()
        .map(|a| format!(", {}. {} (conditional)", a.number, a.notation))
        .collect();
    let on_turn = cur.game.position().side_to_move();
    for c in Color::ALL {
        // The opponent's mail waits for their daily digest, unless their deadline is near.
        let deadline = clocks.deadline.filter(|_| c == on_turn);
        if c != me && crate::digest::holds(rec, c, deadline, cx.now) {
            continue;
        }
        let lang = rec.look(c).language();
        let subject =
            mails::subjects::moved(rec, &cur.game, number as usize, &tsa, &after.auto, lang);
        let body = mails::Moved {
            g: Ctx::view_with(cur, c, &clocks),
            mover: mails::player_in(rec, me, lang),
            number: number as usize,
            // A Japanese reader reads the move as Japanese records write it, the TSA beside
            // it (what a reply may use everywhere): `７六歩（P-7f）`.
            notation: yubin_text::kanji_move::shown(&before, mv, last, lang),
            burns: wording::burns_in(&burned, false, lang),
            // The answers' players named in the recipient's language: the mover's
            // opponent answers first.
            auto: after
                .auto
                .iter()
                .map(|a| mails::AutoPly {
                    notation: yubin_text::kanji_move::beside(&a.kanji, &a.notation, lang),
                    player: mails::player_in(
                        rec,
                        if (a.number - number as usize) % 2 == 1 {
                            !me
                        } else {
                            me
                        },
                        lang,
                    ),
                    ..a.clone()
                })
                .collect(),
            stored: match &after.stored {
                Some(s) if c == me => Some(s.as_ref().map(|n| *n).map_err(|r| r.text_in(lang))),
                _ => None,
            },
            cleared: after.cleared[c.index()].clone(),
        }
        .body();
        cx.send_game_mail(rec, c, subject, body);
    }
    crate::watch::observers::after_move(cx, cur, &clocks, 1 + after.auto.len());
    ok(format!("move {number} {tsa}{answers}"))
}

/// Ends the game as a draw if it has reached its length limit (`max_plies`; lishogi caps Chu
/// at 1000 plies the same way).
fn at_max_length(cx: &mut Ctx<'_>, cur: &mut Current) -> Option<Verdict> {
    let limit = cur.rec.setup.terms.max_plies?;
    if cur.game.moves().len() < limit as usize {
        return None;
    }
    let detail = mails::EndDetail::LengthLimit { plies: limit };
    Some(cx.finish(cur, Ending::draw(Termination::MaxLength), Some(detail)))
}

/// What a move text is in a position: a move, a move the rules forbid, or not a move.
enum Read {
    Move(yubin_rules::Move),
    Forbidden(IllegalMove),
    NotAMove(Rejection),
}

/// Reads `text` against `pos` and decides whether a refused text was an attempted move (the
/// rule is the README's "What counts as an attempted move"): it names one of the mover's
/// pieces, unambiguously, and another square it cannot legally reach, without a promotion
/// mark on a piece that never promotes. Everything else is not understood and changes
/// nothing, so a chess player's `Nf3` (the lion already stands on f3), `e2e4` (onto one's own
/// pawn) or `Qxd7+` (the free king never promotes: `+` is check) never loses a game.
fn read(pos: &Position, line: &str, text: &str) -> Read {
    let not_a_move = |error: MoveTextError| {
        Read::NotAMove(Rejection::NotAMove {
            line: line.to_string(),
            error: Box::new(error),
            rules: Box::new(*pos.rules()),
        })
    };
    let mt = match notation::parse_move(text) {
        Ok(mt) => mt,
        Err(e) => {
            let variant = Some(pos.rules().variant);
            return Read::NotAMove(not_understood(line, text, variant, &e));
        }
    };
    let (from, why) = match notation::resolve(pos, &mt) {
        Ok(mv) => return Read::Move(mv),
        Err(ResolveError::Illegal { mv, reason, .. }) => (origin(mv), reason),
        Err(ResolveError::CannotMove { ref reasons, .. }) if reasons.len() == 1 => {
            (Some(reasons[0].0), reasons[0].1.clone())
        }
        Err(e) => return not_a_move(e.into()),
    };
    let unreal = match &why {
        IllegalMove::NoPiece(_) | IllegalMove::NotYourPiece(_) | IllegalMove::OwnPiece(_) => true,
        IllegalMove::CannotMoveThere { from, to, .. } => from == to,
        _ => false,
    };
    match from {
        Some(sq) if unreal || promotes_nonpromoter(pos, &mt.syntax, from) => not_a_move(
            ResolveError::CannotMove {
                input: text.to_string(),
                reasons: vec![(sq, why)],
            }
            .into(),
        ),
        _ => Read::Forbidden(why),
    }
}

/// The square a board move starts on.
fn origin(mv: yubin_rules::Move) -> Option<Square> {
    match mv {
        yubin_rules::Move::Board { from, .. } => Some(from),
        _ => None,
    }
}

/// Whether a move text marks a promotion (`+`) of a piece that never promotes: in a chess
/// player's `Qd7+` the sign is check, and the text describes no move of this game.
fn promotes_nonpromoter(pos: &Position, syntax: &MoveSyntax, from: Option<Square>) -> bool {
    let promotion = match syntax {
        MoveSyntax::Piece { promotion, .. } | MoveSyntax::Coords { promotion, .. } => *promotion,
        MoveSyntax::Pass | MoveSyntax::Drop { .. } => return false,
    };
    promotion == Promotion::Promote
        && from
            .and_then(|sq| pos.piece_at(sq))
            .is_some_and(|p| pos.promotes_to(p.kind).is_none())
}

/// A well-formed move the rules forbid: refused, or lost, as the game's policy says.
fn illegal(
    cx: &mut Ctx<'_>,
    cur: &mut Current,
    me: Color,
    text: &str,
    why: IllegalMove,
) -> Verdict {
    match cur.rec.setup.terms.illegal {
        IllegalPolicy::Reject => {
            let why = Rejection::IllegalRefused {
                text: text.to_string(),
                why,
                rules: Box::new(cur.rec.setup.terms.rules),
            };
            cx.reject_current(cur, why)
        }
        IllegalPolicy::Lose => {
            let detail = mails::EndDetail::Illegal {
                player: me,
                number: cur.game.moves().len() + 1,
                text: text.to_string(),
                why,
            };
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
