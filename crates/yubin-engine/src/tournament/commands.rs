//! The tournament commands: `tournament create|start|cancel|withdraw`, `join T3`,
//! `leave T3`, `standings [T3]`, `tournaments`. What follows a tournament's start (its
//! rounds, crosstables, end) is the director's (`engine::director`).

use crate::context::{ok, Ctx, Verdict};
use crate::effect::Effect;
use crate::game::challenge::resolve_terms;
use crate::reading::command::{FormatWord, TournamentCommand, TournamentSpec};
use crate::snapshot::not_loaded;
use crate::tournament::director::{notices, winners, Director};
use yubin_domain::model::TournamentId;
use yubin_domain::model::{
    CorruptRow, Damaged, Entrant, TournamentRecord, TournamentState, TournamentTerms,
    TournamentView,
};
use yubin_domain::standings::Settings as Scoring;
use yubin_domain::tournament::{Format, MAX_PLAYERS};
use yubin_text::mails::subjects::TournamentSubject;
use yubin_text::mails::{self, Notice, Stage};
use yubin_text::reject::{Rejection, TournamentProblem};
use yubin_text::wording::{self, TournamentPart};

/// The most players of a round robin: its crosstable stays readable, and each player has
/// at most this many games at once less one.
pub const MAX_ROUND_ROBIN: u32 = 40;

/// A tournament command.
pub(crate) fn command(cx: &mut Ctx<'_>, cmd: TournamentCommand) -> Verdict {
    match cmd {
        TournamentCommand::Create(spec) => create(cx, &spec),
        TournamentCommand::List => list(cx),
        other => {
            let view = match &cx.snap.tournament {
                Some(Ok(Some(v))) => v.clone(),
                Some(Err(e)) => return Err(e.clone()),
                _ => {
                    let why = match other {
                        TournamentCommand::Start(id)
                        | TournamentCommand::Cancel(id)
                        | TournamentCommand::Withdraw(id, _)
                        | TournamentCommand::Join(id)
                        | TournamentCommand::Leave(id)
                        | TournamentCommand::Standings(Some(id)) => {
                            Rejection::NoSuchTournament { id }
                        }
                        _ => Rejection::NameTheTournament,
                    };
                    return cx.reject(None, why);
                }
            };
            match other {
                TournamentCommand::Join(_) => join(cx, view),
                TournamentCommand::Leave(_) => {
                    let me = cx.mail.from.clone();
                    if view.record.state == TournamentState::Open {
                        leave(cx, view)
                    } else {
                        withdraw(cx, view, &me)
                    }
                }
                TournamentCommand::Start(_) => start(cx, view),
                TournamentCommand::Cancel(_) => cancel(cx, view),
                TournamentCommand::Withdraw(_, address) => {
                    if view.record.organiser != cx.mail.from {
                        let label = view.record.label();
                        return cx.reject(None, Rejection::NotOrganiser { label });
                    }
                    withdraw(cx, view, &address)
                }
                _ => standings(cx, view),
            }
        }
    }
}

/// A tag for the Message-IDs of tournament mails a command causes: the local part of its
/// first reply's Message-ID (derived from the mail's, so the same mail gives the same IDs).
fn mail_tag(cx: &Ctx<'_>) -> String {
    let id = cx.message_id();
    id.split('@').next().unwrap_or_default().to_string()
}

/// The state of a tournament in words, for refusals.
fn state_words(state: TournamentState) -> &'static str {
    match state {
        TournamentState::Open => "open for entries",
        TournamentState::Running => "under way",
        TournamentState::Finished => "finished",
        TournamentState::Cancelled => "cancelled",
    }
}

/// A notice to the sender about `view`.
fn reply(cx: &mut Ctx<'_>, view: &TournamentView, notice: Notice) {
    let lang = cx.lang();
    let subject = notices::subject_in(&view.record, &notice, lang);
    let body = mails::TournamentNotice {
        lang,
        notice,
        t: notices::summary_in(view, cx.snap.sender_zone, false, lang),
    }
    .body();
    cx.reply_to_sender(&subject, body);
}

/// The terms of `tournament create`, checked together.
fn terms(cx: &Ctx<'_>, spec: &TournamentSpec) -> Result<TournamentTerms, Rejection> {
    let bad = |problem| Err(Rejection::BadTournament { problem });
    let kind = spec.format.unwrap_or(FormatWord::RoundRobin);
    let format = match kind {
        FormatWord::RoundRobin => Format::RoundRobin { double: false },
        FormatWord::DoubleRoundRobin => Format::RoundRobin { double: true },
        FormatWord::Swiss => match spec.rounds {
            Some(rounds) => Format::Swiss { rounds },
            None => return bad(TournamentProblem::SwissNeedsRounds),
        },
        FormatWord::Knockout => Format::Knockout {
            games_per_match: spec.games.unwrap_or(2),
        },
    };
    let swiss = kind == FormatWord::Swiss;
    if spec.rounds.is_some() && !swiss {
        return bad(TournamentProblem::RoundsOnlySwiss);
    }
    if spec.games.is_some() && kind != FormatWord::Knockout {
        return bad(TournamentProblem::GamesOnlyKnockout);
    }
    if spec.round_days.is_some() && !swiss {
        return bad(TournamentProblem::RoundDaysOnlySwiss);
    }
    if spec.bye.is_some() && !swiss {
        return bad(TournamentProblem::ByeOnlySwiss);
    }
    let (name, most, max) = match kind {
        FormatWord::RoundRobin | FormatWord::DoubleRoundRobin => {
            ("round robin", MAX_ROUND_ROBIN, 30)
        }
        FormatWord::Swiss => ("Swiss", MAX_PLAYERS as u32, 200),
        FormatWord::Knockout => ("knockout", 256, 64),
    };
    // A round robin or Swiss of two is a match: by default they wait for a third player,
    // unless the organiser allows fewer.
    let default_min = if kind == FormatWord::Knockout { 2 } else { 3 };
    let min = spec
        .min_players
        .unwrap_or(default_min.min(spec.max_players.unwrap_or(default_min)));
    let max = spec.max_players.unwrap_or(max.max(min));
    if min > max {
        return bad(TournamentProblem::MinAboveMax { min, max });
    }
    if min < 2 || max > most {
        return bad(TournamentProblem::PlayerLimits { format: name, most });
    }
    let starts_at = match &spec.start {
        None => None,
        Some(text) => {
            let Ok(date) = chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d") else {
                return bad(TournamentProblem::BadStart { text: text.clone() });
            };
            let at = cx.snap.sender_zone.day_start(date);
            if at <= cx.now {
                return bad(TournamentProblem::StartPassed { text: text.clone() });
            }
            Some(at)
        }
    };
    let tie_breaks = match &spec.tie_breaks {
        Some(order) if order.is_empty() => return bad(TournamentProblem::NoTieBreaks),
        Some(order) => order.clone(),
        None if matches!(format, Format::RoundRobin { .. }) => Scoring::round_robin().order,
        None => Scoring::swiss().order,
    };
    Ok(TournamentTerms {
        name: spec.name.clone(),
        format,
        points: spec.points.unwrap_or_default(),
        bye: spec.bye.unwrap_or_default(),
        tie_breaks,
        min_players: min,
        max_players: max,
        starts_at,
        round_days: spec.round_days,
        observer_delay: spec.delay.unwrap_or(0),
        public: spec.archive.unwrap_or(true),
        game: resolve_terms(cx.s, &spec.game)?,
    })
}

/// `tournament create …`.
fn create(cx: &mut Ctx<'_>, spec: &TournamentSpec) -> Verdict {
    let terms = match terms(cx, spec) {
        Ok(t) => t,
        Err(why) => return cx.reject(None, why),
    };
    let Some(id) = cx.snap.next_tournament_id else {
        // Number 0 is no tournament: the one the store would give next was not read.
        return Err(not_loaded(
            Damaged::Tournament(TournamentId(0)),
            "the next tournament number",
        ));
    };
    let record = TournamentRecord {
        id,
        terms,
        organiser: cx.mail.from.clone(),
        organiser_name: Some(cx.sender_name()?),
        state: TournamentState::Open,
        created_at: cx.now,
        started_at: None,
        round_started_at: None,
        finished_at: None,
        reported: 0,
        thread_root: cx.message_id(),
    };
    cx.effects.push(Effect::CreateTournament(record.clone()));
    let label = record.label();
    let view = TournamentView {
        record,
        entrants: Vec::new(),
        games: Vec::new(),
        byes: Vec::new(),
        watchers: Vec::new(),
        organiser_look: cx.snap.sender_look,
    };
    reply(cx, &view, Notice::Created);
    ok(format!("tournament {label} created"))
}

/// `tournaments`.
fn list(cx: &mut Ctx<'_>) -> Verdict {
    let rows = match &cx.snap.tournaments {
        Some(Ok(rows)) => rows.clone(),
        Some(Err(e)) => return Err(e.clone()),
        None => Vec::new(),
    };
    let rows = rows
        .into_iter()
        .map(|(record, players)| {
            let mut s = notices::summary_in(
                &TournamentView {
                    record,
                    entrants: Vec::new(),
                    games: Vec::new(),
                    byes: Vec::new(),
                    watchers: Vec::new(),
                    organiser_look: Default::default(),
                },
                cx.snap.sender_zone,
                true,
                cx.lang(),
            );
            // The list gives how many play, not who.
            s.entered = players as usize;
            s
        })
        .collect();
    let finished = match &cx.snap.finished_tournaments {
        Some(Ok(views)) => views.clone(),
        Some(Err(e)) => return Err(e.clone()),
        None => Vec::new(),
    };
    let zone = cx.snap.sender_zone;
    let lang = cx.lang();
    let finished = finished
        .into_iter()
        .map(|view| {
            let r = &view.record;
            Ok(mails::Finished {
                label: r.label(),
                name: r.terms.name.clone(),
                format: wording::tournament_in(&view, TournamentPart::Format, zone, true, lang),
                variant: mails::variant_in(r.terms.game.variant(), lang),
                players: view.entrants.len(),
                // Listed because it has one.
                finished: r
                    .finished_at
                    .map(|at| zone.format_in(at, lang))
                    .unwrap_or_default(),
                winners: winners(cx.s, &view)?,
            })
        })
        .collect::<Result<Vec<_>, CorruptRow>>()?;
    let body = mails::TournamentList {
        lang: cx.lang(),
        rows,
        finished: Some(mails::Recent {
            rows: finished,
            days: crate::tournament::FINISHED_DAYS,
            most: crate::tournament::FINISHED_MAX,
        }),
    }
    .body();
    let subject = mails::subjects::tournaments_subject(lang);
    cx.reply_to_sender(&subject, body);
    ok("tournaments")
}

/// `join T3`.
fn join(cx: &mut Ctx<'_>, mut view: TournamentView) -> Verdict {
    let label = view.record.label();
    if view.record.state != TournamentState::Open {
        let state = state_words(view.record.state);
        return cx.reject(None, Rejection::TournamentNotOpen { label, state });
    }
    if view.entrant(&cx.mail.from).is_some() {
        return cx.reject(None, Rejection::AlreadyEntered { label });
    }
    let max = view.record.terms.max_players;
    if view.entrants.len() >= max as usize {
        return cx.reject(None, Rejection::TournamentFull { label, max });
    }
    if let Some(why) = crate::game::challenge::newcomers_busy(cx)? {
        return cx.reject(None, why);
    }
    let entrant = Entrant {
        address: cx.mail.from.clone(),
        joined_at: cx.now,
        seed: None,
        withdrawn_after: None,
        rating: None,
        zone: cx.snap.sender_zone,
        look: cx.snap.sender_look,
        // Their public name, as the mails about the tournament name them from now on.
        name: Some(cx.sender_name()?),
        crosstables: true,
    };
    cx.effects
        .push(Effect::SetEntrant(view.record.id, entrant.clone()));
    view.entrants.push(entrant);
    let n = view.entrants.len();
    reply(cx, &view, Notice::Joined(n));
    ok(format!("joined {label}"))
}

/// `leave T3` before the start.
fn leave(cx: &mut Ctx<'_>, mut view: TournamentView) -> Verdict {
    let label = view.record.label();
    if view.entrant(&cx.mail.from).is_none() {
        let player = cx.mail.from.clone();
        return cx.reject(None, Rejection::NotEntered { label, player });
    }
    cx.effects
        .push(Effect::RemoveEntrant(view.record.id, cx.mail.from.clone()));
    view.entrants.retain(|e| e.address != cx.mail.from);
    reply(cx, &view, Notice::Left);
    ok(format!("left {label}"))
}

/// Refuses a command only the organiser of an open tournament may give.
fn organiser_of_open(cx: &mut Ctx<'_>, view: &TournamentView) -> Option<Verdict> {
    let label = view.record.label();
    if view.record.organiser != cx.mail.from {
        return Some(cx.reject(None, Rejection::NotOrganiser { label }));
    }
    if view.record.state != TournamentState::Open {
        let state = state_words(view.record.state);
        return Some(cx.reject(None, Rejection::TournamentNotOpen { label, state }));
    }
    None
}

/// `tournament start T3`.
fn start(cx: &mut Ctx<'_>, view: TournamentView) -> Verdict {
    if let Some(refused) = organiser_of_open(cx, &view) {
        return refused;
    }
    let (have, need) = (view.entrants.len(), view.record.terms.min_players);
    if have < need as usize {
        let label = view.record.label();
        return cx.reject(None, Rejection::TooFewPlayers { label, have, need });
    }
    let label = view.record.label();
    let mut d = Director::new(cx.s, view, &[], cx.snap.next_game_id, cx.now);
    d.start()?;
    cx.effects.extend(d.into_effects());
    ok(format!("started {label}"))
}

/// `tournament cancel T3`.
fn cancel(cx: &mut Ctx<'_>, view: TournamentView) -> Verdict {
    if let Some(refused) = organiser_of_open(cx, &view) {
        return refused;
    }
    let label = view.record.label();
    let mut d = Director::new(cx.s, view, &[], cx.snap.next_game_id, cx.now);
    d.cancel("cancel", Notice::Cancelled);
    cx.effects.extend(d.into_effects());
    ok(format!("cancelled {label}"))
}

/// `leave T3` once it runs, or `tournament withdraw T3 <address>`.
fn withdraw(cx: &mut Ctx<'_>, view: TournamentView, address: &str) -> Verdict {
    let label = view.record.label();
    if view.record.state == TournamentState::Open {
        // Before the start, the organiser's withdrawal takes the player off the entries.
        if view.entrant(address).is_none() {
            let player = address.to_string();
            return cx.reject(None, Rejection::NotEntered { label, player });
        }
        cx.effects
            .push(Effect::RemoveEntrant(view.record.id, address.to_string()));
        let mut d = Director::new(cx.s, view, &[], cx.snap.next_game_id, cx.now);
        // The organiser is answered, and the player told.
        let player = d.shown(address);
        d.view.entrants.retain(|e| e.address != address);
        let tag = format!("off.{}", mail_tag(cx));
        d.notify(
            &[address.to_string(), cx.mail.from.clone()],
            &tag,
            Notice::Removed(player),
        );
        cx.effects.extend(d.into_effects());
        return ok(format!("{address} off the entries of {label}"));
    }
    if view.record.state != TournamentState::Running {
        let state = state_words(view.record.state);
        return cx.reject(None, Rejection::TournamentNotRunning { label, state });
    }
    if view
        .entrant(address)
        .is_none_or(|e| e.withdrawn_after.is_some())
    {
        let player = address.to_string();
        return cx.reject(None, Rejection::NotEntered { label, player });
    }
    let boards = match &cx.snap.tournament_boards {
        Ok(b) => b.clone(),
        Err(e) => return Err(e.clone()),
    };
    let mut d = Director::new(cx.s, view, &boards, cx.snap.next_game_id, cx.now);
    let notice = d.withdraw(address)?;
    let mut to = vec![address.to_string()];
    if d.view.record.organiser != address {
        to.push(d.view.record.organiser.clone());
    }
    let tag = format!("out.{}", mail_tag(cx));
    d.notify(&to, &tag, notice);
    d.step()?;
    cx.effects.extend(d.into_effects());
    ok(format!("{address} withdrawn from {label}"))
}

/// `standings T3`: the crosstable as it stands (an open tournament: its entries).
fn standings(cx: &mut Ctx<'_>, view: TournamentView) -> Verdict {
    let label = view.record.label();
    match view.record.state {
        TournamentState::Open | TournamentState::Cancelled => {
            let body = mails::TournamentList {
                lang: cx.lang(),
                rows: vec![notices::summary_in(
                    &view,
                    cx.snap.sender_zone,
                    false,
                    cx.lang(),
                )],
                finished: None,
            }
            .body();
            let subject =
                notices::subject_about(&view.record, cx.lang(), TournamentSubject::Entries);
            cx.reply_to_sender(&subject, body);
        }
        TournamentState::Running | TournamentState::Finished => {
            let t = match crate::tournament::director::crosstable(&view) {
                Ok(t) => t,
                Err(problem) => {
                    return Err(yubin_domain::model::CorruptRow {
                        what: yubin_domain::model::Damaged::Tournament(view.record.id),
                        column: "id",
                        problem,
                    })
                }
            };
            let body = if view.record.state == TournamentState::Finished {
                mails::CrosstableFinal { lang: cx.lang(), t }.body()
            } else {
                mails::CrosstableUpdate {
                    lang: cx.lang(),
                    t,
                    after: Stage::Now,
                }
                .body()
            };
            let subject =
                notices::subject_about(&view.record, cx.lang(), TournamentSubject::Crosstable);
            cx.reply_to_sender(&subject, body);
        }
    }
    ok(format!("standings {label}"))
}
