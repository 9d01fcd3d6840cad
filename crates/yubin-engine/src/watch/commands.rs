//! Observers: `watch [N]` (every board mail of a game), `notify [N]` (its result only),
//! `watch T3` (every crosstable of a tournament), `unwatch [N|T3|all]`; and a player's
//! `observers on|off` (whether others may watch their casual games). What observers are
//! then sent is `engine::observers`' (with the decisions on who may watch what).
//!
//! * **Which game.** `watch` and `notify` name their game; alone, they are about the game
//!   (or, for `watch`, the tournament) of the observer's mail they reply to (its Reply-To
//!   `bot+wN@…`, `bot+wtN@…` names it), else they are answered with how to name it.
//!   `unwatch` alone: what that mail is about, else the only thing the sender watches, else
//!   the list to choose from.
//! * **Who.** Any address may watch, one that never wrote before included: these commands
//!   carry no key, so they fall under the limits of every mail without one (mails per
//!   hour, error answers per day). One address watches at most [`MAX_WATCHES`] games and
//!   tournaments not over, so nobody is buried in board mails by someone who forged their
//!   address; every observer's mail says how to stop. A player cannot watch their own game
//!   (nor a player or the organiser their tournament): its mails come to them already.
//! * **What.** A game waiting for its answer or being played; a tournament open or running.

use crate::context::{ok, Ctx, Verdict};
use crate::effect::Effect;
use crate::reading::command::WatchCommand;
use crate::watch::observers;
use yubin_domain::model::{GameId, TournamentId, TournamentState, WatchKind, Watched, Watcher};
use yubin_text::mails::subjects::WatchSubject;
use yubin_text::mails::{self, WatchEvent};
use yubin_text::reject::Rejection;

/// The most games and tournaments not over that one address may watch.
pub const MAX_WATCHES: usize = 20;

/// An observer's command.
pub(crate) fn command(cx: &mut Ctx<'_>, w: WatchCommand) -> Verdict {
    match w {
        // Alone, in reply to an observer's mail: what that mail is about.
        WatchCommand::Watch(what) => match what.or_else(|| cx.observing()) {
            Some(Watched::Tournament(t)) => tournament(cx, t),
            Some(Watched::Game(g)) => game(cx, Some(g), WatchKind::Watch),
            None => game(cx, None, WatchKind::Watch),
        },
        WatchCommand::Notify(g) => game(cx, g, WatchKind::Notify),
        WatchCommand::Unwatch(what) => unwatch(cx, what),
        WatchCommand::UnwatchAll => {
            let stopped: Vec<String> = cx
                .snap
                .sender_watches
                .clone()?
                .iter()
                .map(|w| label_in(w.what, cx.lang()))
                .collect();
            cx.effects.push(Effect::Unwatch(None, cx.mail.from.clone()));
            let subject = subject_in(cx, WatchSubject::UnwatchAll);
            note(cx, &subject, WatchEvent::Stopped(stopped), &[]);
            ok("unwatch all")
        }
    }
}

/// What the sender watches, as players read it, leaving out `except`.
fn labels(
    cx: &Ctx<'_>,
    except: Option<Watched>,
) -> Result<Vec<String>, yubin_domain::model::CorruptRow> {
    Ok(cx
        .snap
        .sender_watches
        .clone()?
        .iter()
        .filter(|w| Some(w.what) != except)
        .map(|w| label_in(w.what, cx.lang()))
        .collect())
}

/// What is watched as the sender reads it: `game 12` (in their language), `T3`.
fn label_in(what: Watched, lang: yubin_domain::model::Language) -> String {
    match what {
        Watched::Game(id) => mails::watched_game_in(id, false, lang),
        Watched::Tournament(_) => what.label(),
    }
}

/// A subject of the answers in the sender's language.
fn subject_in(cx: &Ctx<'_>, what: WatchSubject<'_>) -> String {
    mails::subjects::watch_subject(cx.lang(), what)
}

fn note(cx: &mut Ctx<'_>, subject: &str, event: WatchEvent, watching: &[String]) {
    let body = mails::WatchNote {
        lang: cx.lang(),
        event,
        watching: watching.to_vec(),
    }
    .body();
    cx.reply_to_sender(subject, body);
}

/// Whether the sender may register one more thing: they watch it already, or fewer than
/// [`MAX_WATCHES`] things.
fn room(cx: &Ctx<'_>, what: Watched) -> Result<bool, yubin_domain::model::CorruptRow> {
    let watching = cx.snap.sender_watches.clone()?;
    Ok(watching.iter().any(|w| w.what == what) || watching.len() < MAX_WATCHES)
}

/// `watch [N]`, `notify [N]`.
fn game(cx: &mut Ctx<'_>, named: Option<GameId>, kind: WatchKind) -> Verdict {
    let played = match (&cx.snap.watched, named) {
        (None, _) => return cx.reject(None, Rejection::WatchWhich),
        (Some(Err(e)), _) => return Err(e.clone()),
        (Some(Ok(None)), g) => {
            let observed = match cx.observing() {
                Some(Watched::Game(g)) => Some(g),
                _ => None,
            };
            let game = g.or(observed).unwrap_or_default();
            return cx.reject(None, Rejection::NoSuchGame { game });
        }
        (Some(Ok(Some(p))), _) => p.clone(),
    };
    let rec = &played.record;
    let id = rec.id;
    if rec.color_of(&cx.mail.from).is_some() {
        return cx.reject(None, Rejection::WatchOwnGame { game: id });
    }
    if !rec.state.is_open() {
        return cx.reject(None, Rejection::WatchGameOver { game: id });
    }
    if !observers::open_to_observers(rec) {
        return cx.reject(None, Rejection::ObserversForbidden { game: id });
    }
    if !room(cx, Watched::Game(id))? {
        return cx.reject(None, Rejection::TooManyWatches { limit: MAX_WATCHES });
    }
    cx.effects.push(Effect::Watch(
        Watched::Game(id),
        Watcher {
            address: cx.mail.from.clone(),
            kind,
            since: cx.now,
            look: cx.snap.sender_look,
        },
    ));
    let title = mails::title_in(rec, cx.lang());
    match kind {
        WatchKind::Notify => {
            let mut watching = labels(cx, Some(Watched::Game(id)))?;
            watching.insert(0, mails::watched_game_in(id, true, cx.lang()));
            let subject = subject_in(cx, WatchSubject::Notify(&title));
            note(
                cx,
                &subject,
                WatchEvent::Notify { title, game: id },
                &watching,
            );
            ok(format!("notify {id}"))
        }
        WatchKind::Watch => {
            let Some(game) = played.game()? else {
                return cx.reject(None, Rejection::WatchGameOver { game: id });
            };
            // The board as observers see it now: behind by the tournament's delay (the
            // start while fewer plies have been played), with clocks only when not delayed.
            let delay = observers::delay(rec);
            let shown = observers::shown(rec, &game, 0)
                .map_or_else(|| crate::snapshot::start(id, &rec.setup), |(g, _)| Ok(g))?;
            let clocks = yubin_domain::timing::clocks_of(rec, &game, &played.timeline, cx.now);
            let body = mails::Observed {
                g: mails::observer_view(
                    rec,
                    &shown,
                    (delay == 0).then_some(&clocks),
                    cx.snap.sender_look,
                ),
                moves: Vec::new(),
                welcome: true,
                takeback: None,
                delay: (delay > 0).then_some(delay as u32),
            }
            .body();
            let message_id = cx.next_id();
            let mail = observers::observer_mail(
                cx.s,
                rec,
                &cx.mail.from,
                message_id,
                cx.mail.own_message_id(),
                subject_in(cx, WatchSubject::Watch(&title)),
                body,
            );
            cx.effects.push(Effect::Send(mail));
            ok(format!("watch {id}"))
        }
    }
}

/// `watch T3`.
fn tournament(cx: &mut Ctx<'_>, id: TournamentId) -> Verdict {
    let view = match &cx.snap.tournament {
        Some(Ok(Some(v))) => v.clone(),
        Some(Err(e)) => return Err(e.clone()),
        _ => return cx.reject(None, Rejection::NoSuchTournament { id }),
    };
    let r = &view.record;
    if r.organiser == cx.mail.from
        || view
            .entrant(&cx.mail.from)
            .is_some_and(|e| e.withdrawn_after.is_none())
    {
        return cx.reject(None, Rejection::WatchOwnTournament { id });
    }
    if matches!(
        r.state,
        TournamentState::Finished | TournamentState::Cancelled
    ) {
        return cx.reject(None, Rejection::WatchTournamentOver { id });
    }
    if !room(cx, Watched::Tournament(id))? {
        return cx.reject(None, Rejection::TooManyWatches { limit: MAX_WATCHES });
    }
    cx.effects.push(Effect::Watch(
        Watched::Tournament(id),
        Watcher {
            address: cx.mail.from.clone(),
            kind: WatchKind::Watch,
            since: cx.now,
            look: cx.snap.sender_look,
        },
    ));
    let mut watching = labels(cx, Some(Watched::Tournament(id)))?;
    watching.push(r.label());
    let title = format!("{} {}", r.label(), r.terms.name);
    let subject = subject_in(cx, WatchSubject::Watch(&title));
    let event = WatchEvent::Tournament(r.label(), r.terms.name.clone(), r.terms.observer_delay);
    note(cx, &subject, event, &watching);
    ok(format!("watch {}", r.label()))
}

/// `unwatch [N|T3]`.
fn unwatch(cx: &mut Ctx<'_>, named: Option<Watched>) -> Verdict {
    let watching = cx.snap.sender_watches.clone()?;
    let what = match named {
        Some(w) => w,
        None => match (cx.observing(), watching.as_slice()) {
            (Some(w), _) => w,
            (None, [one]) => one.what,
            (None, []) => return cx.reject(None, Rejection::NotWatching { what: None }),
            (None, _) => {
                let watching = watching.iter().map(|w| w.what).collect();
                return cx.reject(None, Rejection::UnwatchWhich { watching });
            }
        },
    };
    if !watching.iter().any(|w| w.what == what) {
        let what = Some(what);
        return cx.reject(None, Rejection::NotWatching { what });
    }
    cx.effects
        .push(Effect::Unwatch(Some(what), cx.mail.from.clone()));
    let rest = labels(cx, Some(what))?;
    let label = label_in(what, cx.lang());
    let subject = subject_in(cx, WatchSubject::Unwatch(&label));
    note(cx, &subject, WatchEvent::Stopped(vec![label]), &rest);
    ok(what.unwatch())
}

/// `observers [on|off]`: shows or sets whether others may watch the sender's casual games.
pub(crate) fn observers(cx: &mut Ctx<'_>, wanted: Option<bool>) -> Verdict {
    let current = cx.snap.sender_observers.clone()?;
    if let Some(allowed) = wanted {
        cx.effects
            .push(Effect::SetObservers(cx.mail.from.clone(), allowed));
    }
    let allowed = wanted.or(current).unwrap_or(true);
    let games = cx
        .sender_games()?
        .iter()
        .filter(|g| g.record.state.is_open() && g.record.setup.tournament.is_none())
        .count();
    let subject = subject_in(cx, WatchSubject::Observers(allowed));
    let event = WatchEvent::Observers {
        allowed,
        changed: wanted.is_some(),
        games,
    };
    note(cx, &subject, event, &[]);
    ok(format!("observers {}", if allowed { "on" } else { "off" }))
}
