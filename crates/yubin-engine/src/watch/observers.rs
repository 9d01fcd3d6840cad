//! What observers get, pure: the board mails of a game after its moves (`watch`), its end
//! (`watch` and `notify`), a tournament's crosstables (`watch T3`). The commands that
//! register observers are `commands::watch`.
//!
//! # Decisions
//! * Every observer's mail but the welcome (the answer to their `watch`) carries
//!   `List-Unsubscribe` ([`recurring`]): its keyed address stops this observation alone.
//! * An observer's mail carries no key: its Reply-To is `bot+wN@…`
//!   ([`yubin_domain::token::watch_address`]), which names the game for a reply such as `unwatch`
//!   and can never move (a move sent there is a mail without a key).
//! * A casual game's observers get mails only while **both** players allow observers
//!   (`observers on`, the default), checked whenever a mail would go: a player who forbids
//!   it silences the observers registered before as well. Their registrations are kept, so
//!   they hear again if the player allows it again. A tournament game can always be watched.
//! * `archive private` does not forbid observers: publishing a record is the archive's
//!   question, watching a game live is this setting's.
//! * Observers may be anyone, so their mails name the players as game records do (display
//!   names, else the keyed pseudonyms `player-…`), never by address: the players' board
//!   mails show each other's addresses, an observer's never does.
//! * A tournament's `delay=N` shows observers each board N plies behind the game (no mail
//!   for the first N plies); the game-over mail shows everything at once, since nothing can
//!   be helped any more by then. A delayed board shows no clocks or deadline (they belong to
//!   a position the observer does not see).

use crate::context::{Ctx, Current};
use crate::effect::{out_mail, Effect, Thread};
use crate::{snapshot, Settings};
use std::collections::HashMap;
use yubin_domain::clock::Clocks;
use yubin_domain::model::{Ending, GameRecord, Language, Look, OutMail, WatchKind, Watcher};
use yubin_domain::token;
use yubin_rules::{notation, Game};
use yubin_text::mails::subjects::{watch_subject, WatchSubject};
use yubin_text::mails::{self, Body, ObservedMove};
use yubin_text::wording;

/// Whether the observers of `rec` get mails now: a tournament game always, a casual game
/// while both players allow it.
pub fn open_to_observers(rec: &GameRecord) -> bool {
    rec.setup.tournament.is_some() || rec.observers.iter().all(|&allowed| allowed)
}

/// The plies by which observers see `rec` behind (its tournament's delay).
pub fn delay(rec: &GameRecord) -> usize {
    rec.setup
        .tournament
        .as_ref()
        .map_or(0, |t| t.delay as usize)
}

/// A mail about game `rec` to an observer: threaded under the game's first mail, its
/// Reply-To the game's observer address (no key).
pub(crate) fn observer_mail(
    s: &Settings,
    rec: &GameRecord,
    to: &str,
    message_id: String,
    answering: Option<&str>,
    subject: String,
    body: Body,
) -> OutMail {
    let root = &rec.setup.thread_root;
    let thread = Thread::Game { root, answering };
    let watched = yubin_domain::model::Watched::Game(rec.id);
    OutMail {
        reply_to: Some(token::watch_address(&s.bot_address, watched)),
        ..out_mail(message_id, to, thread, subject, body)
    }
}

/// `mail`, one of an observer's recurring mails about `rec`: with its `List-Unsubscribe`
/// (`crate::years::unsubscribe`), which stops this observation.
fn recurring(s: &Settings, rec: &GameRecord, mail: OutMail) -> OutMail {
    let stream = yubin_domain::model::Stream::Watched(yubin_domain::model::Watched::Game(rec.id));
    OutMail {
        unsubscribe: Some(crate::years::unsubscribe::header(s, stream, &mail.to)),
        ..mail
    }
}

/// The game as observers see it: `game` some plies behind (its tournament's delay), and
/// the moves among the last `new` plies that this shows for the first time. `None` while
/// the game has no more plies than the delay.
pub(crate) fn shown(
    rec: &GameRecord,
    game: &Game,
    new: usize,
) -> Option<(Game, Vec<ObservedMove>)> {
    let delay = delay(rec);
    let plies = game.moves().len().checked_sub(delay)?;
    let first_new = game.moves().len().saturating_sub(new + delay);
    if delay == 0 && new == 0 {
        return Some((game.clone(), Vec::new()));
    }
    // The game was replayed from this start already, so replaying it again cannot fail.
    let mut shown = snapshot::start(rec.id, &rec.setup).ok()?;
    let mut moves = Vec::new();
    for (i, &mv) in game.moves()[..plies].iter().enumerate() {
        if i >= first_new {
            let before = shown.position().clone();
            let last = shown.moves().last().and_then(|m| m.to());
            shown.play(mv).ok()?;
            moves.push(ObservedMove {
                player: mails::player(rec, before.side_to_move()),
                side: before.side_to_move(),
                number: i + 1,
                notation: notation::tsa::format(&before, mv),
                kanji: yubin_text::kanji_move::format(&before, mv, last),
                burned: yubin_text::burns::burned(&before, mv, shown.position()),
            });
        } else {
            shown.play(mv).ok()?;
        }
    }
    Some((shown, moves))
}

/// The `watch` observers of `rec` who get mails now.
fn board_watchers(rec: &GameRecord) -> Vec<&Watcher> {
    if !open_to_observers(rec) {
        return Vec::new();
    }
    rec.watchers
        .iter()
        .filter(|w| w.kind == WatchKind::Watch)
        .collect()
}

/// The bodies of a mail to `watchers`, each drawn the observer's way by `body`: once for
/// each way among them.
fn drawn(watchers: &[&Watcher], body: impl Fn(Look) -> Body) -> HashMap<Look, Body> {
    let mut bodies = HashMap::new();
    for w in watchers {
        bodies.entry(w.look).or_insert_with(|| body(w.look));
    }
    bodies
}

/// One board mail to each of `watchers`, drawn their way.
fn send_all(
    cx: &mut Ctx<'_>,
    rec: &GameRecord,
    watchers: &[&Watcher],
    subject: impl Fn(Language) -> String,
    body: impl Fn(Look) -> Body,
) {
    let bodies = drawn(watchers, body);
    for w in watchers {
        let id = cx.next_id();
        let mail = observer_mail(
            cx.s,
            rec,
            &w.address,
            id,
            None,
            subject(w.look.language()),
            bodies[&w.look].clone(),
        );
        cx.effects.push(Effect::Send(recurring(cx.s, rec, mail)));
    }
}

/// After the last `new` plies of the game at hand (a move and the conditional answers it
/// played): the board to each of its `watch` observers.
pub(crate) fn after_move(cx: &mut Ctx<'_>, cur: &Current, clocks: &Clocks, new: usize) {
    let watchers = board_watchers(&cur.rec);
    if watchers.is_empty() {
        return;
    }
    let rec = &cur.rec;
    let Some((game, moves)) = shown(rec, &cur.game, new) else {
        return;
    };
    let delayed = delay(rec) > 0;
    let Some(last) = moves.last() else {
        return;
    };
    let subject = |lang| {
        let title = mails::title_in(rec, lang);
        let to_play = mails::to_play_in(rec, &game, lang);
        let next = if delayed {
            Err(delay(rec))
        } else {
            Ok(to_play.as_str())
        };
        let what = WatchSubject::Moved {
            title: &title,
            number: last.number,
            notation: &last.notation,
            next,
        };
        watch_subject(lang, what)
    };
    let body = |look: Look| {
        mails::Observed {
            g: mails::observer_view(rec, &game, (!delayed).then_some(clocks), look),
            moves: moves
                .iter()
                .map(|m| ObservedMove {
                    player: mails::player_in(rec, m.side, look.language()),
                    ..m.clone()
                })
                .collect(),
            welcome: false,
            takeback: None,
            delay: delayed.then_some(delay(rec) as u32),
        }
        .body()
    };
    send_all(cx, rec, &watchers, subject, body);
}

/// After an agreed takeback of `plies` in the game at hand: the board to each of its
/// `watch` observers (behind by the delay; none while the game has no more plies than that).
pub(crate) fn after_takeback(cx: &mut Ctx<'_>, cur: &Current, clocks: &Clocks, plies: u32) {
    let watchers = board_watchers(&cur.rec);
    if watchers.is_empty() {
        return;
    }
    let rec = &cur.rec;
    let Some((game, _)) = shown(rec, &cur.game, 0) else {
        return;
    };
    let delayed = delay(rec) > 0;
    let subject = |lang| {
        let title = mails::title_in(rec, lang);
        let to_play = mails::to_play_in(rec, &game, lang);
        watch_subject(lang, WatchSubject::Takeback(&title, &to_play))
    };
    let body = |look| {
        mails::Observed {
            g: mails::observer_view(rec, &game, (!delayed).then_some(clocks), look),
            moves: Vec::new(),
            welcome: false,
            takeback: Some(plies),
            delay: delayed.then_some(delay(rec) as u32),
        }
        .body()
    };
    send_all(cx, rec, &watchers, subject, body);
}

/// The end of game `rec` (already finished), to all its observers: `watch` and `notify`
/// alike, never delayed. `id(n)` gives the Message-ID of the `n`-th mail.
pub(crate) fn after_end(
    s: &Settings,
    rec: &GameRecord,
    game: &Game,
    (result, reason, detail): (&str, &str, Option<&mails::EndDetail>),
    subject: &str,
    id: impl Fn(usize) -> String,
) -> Vec<Effect> {
    if !open_to_observers(rec) || rec.watchers.is_empty() {
        return Vec::new();
    }
    let watchers: Vec<&Watcher> = rec.watchers.iter().collect();
    let bodies = drawn(&watchers, |look| {
        let lang = look.language();
        let history = yubin_text::render::moves_in(game, None, lang);
        let mut g = mails::observer_view(rec, game, None, look);
        g.recent.clear();
        mails::ObservedEnd {
            g,
            result: result.to_string(),
            reason: ending_in(rec, lang).unwrap_or_else(|| reason.to_string()),
            detail: detail.map(|d| d.para_in(rec, lang)),
            history,
        }
        .body()
    });
    rec.watchers
        .iter()
        .enumerate()
        .map(|(n, w)| {
            let mail = observer_mail(
                s,
                rec,
                &w.address,
                id(n),
                None,
                end_subject(rec, result, w.look.language()).unwrap_or_else(|| subject.to_string()),
                bodies[&w.look].clone(),
            );
            Effect::Send(recurring(s, rec, mail))
        })
        .collect()
}

/// How finished game `rec` ended, in `lang` (`None` in English, whose words the players'
/// mails gave already, and for a game without its ending).
fn ending_of(rec: &GameRecord, lang: Language) -> Option<Ending> {
    if lang == Language::En {
        return None;
    }
    rec.ending()
}

/// Why finished game `rec` ended, as a sentence in `lang` ([`ending_of`]).
fn ending_in(rec: &GameRecord, lang: Language) -> Option<String> {
    ending_of(rec, lang).map(|e| wording::ending_in(&e, lang))
}

/// The subject of the end of `rec` to an observer reading `lang` ([`ending_of`]).
fn end_subject(rec: &GameRecord, result: &str, lang: Language) -> Option<String> {
    let e = ending_of(rec, lang)?;
    let title = mails::title_in(rec, lang);
    let label = wording::ending_label_in(&e, lang);
    Some(watch_subject(
        lang,
        WatchSubject::End(&title, result, &label),
    ))
}
