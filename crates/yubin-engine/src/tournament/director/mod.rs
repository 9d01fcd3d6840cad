//! The tournament director: starts a tournament, pairs its rounds and creates their games,
//! sends the crosstable after every finished game, adjudicates at a Swiss round's
//! deadline, ends it with the final crosstable; and carries out a withdrawal.
//!
//! Pure like the rest of the engine: a `Director` works on a [`TournamentView`] (the
//! tournament, its entrants, games and byes, read by the shell) and the time, and leaves
//! [`Effect`]s. It is run by the `tournament` commands, and by the shell after every
//! transaction that ended a tournament game and when a tournament's instant comes
//! ([`crate::Engine::on_tournament`]). A run does everything that is due and nothing else,
//! so running it again changes nothing: the crosstable mails are counted by the record's
//! `reported`, the rounds by the games stored.
//!
//! # Formats
//!
//! * **Round robin**: every game of every round (the Berger tables) is created at the
//!   start, as ICCF starts a section; the tournament ends when the last game does.
//! * **Swiss**: round 1 at the start; each next round when every game of the round before
//!   has ended. With `round_days`, a round's games that are not over when that many days
//!   have passed since it was paired are adjudicated draws (no rating change), and the
//!   next round is paired: a draw is the one result that favours neither player when no
//!   arbiter looks at the position. If no pairing without a repeated game exists, the
//!   tournament ends after the rounds played.
//! * **Knockout**: the first round's matches at the start (top seeds on byes when the
//!   players are not a power of two); a match's games all at once, its sudden-death pairs
//!   when it is tied; a round's winners meet in the next round as soon as every match of
//!   the round is decided. Games of a decided match that are still running go on but no
//!   longer count. A withdrawn player loses their match.
//!
//! Message-IDs are derived from the tournament and what the mail is about (`g12` for game
//! 12's first mails, `x7` for the crosstable after 7 finished games, `final`), so the same
//! step always writes the same mails and no two steps the same IDs.

mod crosstables;
mod knockout;
pub(crate) mod notices;
mod table;

/// The crosstable of `view` now.
///
/// # Errors
/// The stored games do not fit together (the standings' error, in words).
pub(crate) fn crosstable(
    view: &TournamentView,
) -> Result<yubin_text::crosstable::Crosstable, String> {
    table::crosstable(view).map_err(|e| e.to_string())
}

/// The crosstable of `view` now, its entrants (in `view`'s order) called `names` (the
/// archive's public names rather than addresses).
///
/// # Errors
/// As the director's own crosstable, from the view and the players' names.
pub fn crosstable_named(
    s: &Settings,
    view: &TournamentView,
    names: &[impl AsRef<str>],
) -> Result<yubin_text::crosstable::Crosstable, String> {
    let mut t = table::crosstable_named(view, names).map_err(|e| e.to_string())?;
    // A finished knockout is won by its final's winner, whatever the points say.
    if let (TournamentState::Finished, Format::Knockout { games_per_match }) =
        (view.record.state, view.record.terms.format)
    {
        let mut d = Director::new(s, view.clone(), &[], GameId(0), 0);
        if let Some(champion) = d.knockout(games_per_match).map_err(|e| e.to_string())? {
            if let Some(name) = names.get(champion) {
                crown(&mut t, name.as_ref());
            }
        }
    }
    Ok(t)
}

/// The subject of a final crosstable (`T3 Spring: the final crosstable, alice wins`).
fn final_subject(
    r: &yubin_domain::model::TournamentRecord,
    t: &yubin_text::crosstable::Crosstable,
    lang: Language,
) -> String {
    notices::subject_about(r, lang, TournamentSubject::Final(&t.leaders))
}

/// The result of game `g` that brought an observer's crosstable, in `lang`: `Game 12,
/// alice vs bob: 1-0, black wins: white resigned`. Observers read the players' names, never
/// their addresses; the reason in another language than English is its ending's (the stored
/// reason is English, and games finished before endings were stored have only that).
fn last_result(g: &GameRecord, lang: Language) -> Option<String> {
    let result = g.result?;
    let title = mails::title_in(g, lang);
    let why = match (lang, g.ending()) {
        (Language::En, _) | (_, None) => g
            .result_reason
            .as_ref()
            .map(|why| mails::named_text(g, why)),
        (_, Some(ending)) => Some(yubin_text::wording::ending_in(&ending, lang)),
    };
    Some(mails::subjects::last_result(
        lang,
        &title,
        result.as_str(),
        why.as_deref(),
    ))
}

/// The game of `view` in `state` that came to it last (by when it finished, then number).
fn latest(view: &TournamentView, state: GameState) -> Option<GameId> {
    view.games
        .iter()
        .filter(|g| g.state == state)
        .max_by_key(|g| (g.finished_at, g.id))
        .map(|g| g.id)
}

/// Makes `name` the crosstable's one leader (a knockout's champion), with their own score.
fn crown(t: &mut yubin_text::crosstable::Crosstable, name: &str) {
    t.leaders = vec![name.to_string()];
    if let Some(row) = t.rows.iter().find(|r| r.name == name) {
        t.top_score = row.score.clone();
    }
}

use crate::context::{domain, game_mail};
use crate::effect::{out_mail, Effect, Thread};
use crate::game::end::finish_game;
use crate::snapshot;
use crate::{Engine, Settings};
use std::collections::BTreeMap;
use yubin_domain::model::Language;
use yubin_domain::model::{
    CorruptRow, Ending, GameId, GameRecord, GameState, OutMail, Termination, Timeline,
    TournamentRecord, TournamentSlot, TournamentState, TournamentView,
};
use yubin_domain::timing;
use yubin_domain::tournament::{self as pairing, round_robin, swiss::Swiss, Format, Seed};
use yubin_rules::{Color, Game};
use yubin_text::mails::subjects::TournamentSubject;
use yubin_text::mails::{self, Body, Notice, Stage};

impl Engine {
    /// Whether [`Engine::on_tournament`] over `view` at `now` needs the tournament's active
    /// games replayed (a Swiss round's deadline passed: they are adjudicated).
    pub fn tournament_needs_boards(&self, view: &TournamentView, now: i64) -> bool {
        Director::needs_boards(view, now)
    }

    /// The next instant at which one of these tournaments has something to do by the
    /// clock (a start date, a round's deadline); it may be past: then at once.
    pub fn next_tournament_instant<'t>(
        &self,
        tournaments: impl IntoIterator<Item = &'t TournamentRecord>,
    ) -> Option<i64> {
        tournaments
            .into_iter()
            .filter_map(Director::next_instant)
            .min()
    }

    /// Everything due in a tournament at `now`: its start on its date, a round's deadline,
    /// the next round's games (numbered from `next_game_id`), the crosstable after new
    /// results, the end. Nothing when nothing is due.
    ///
    /// # Errors
    /// The stored tournament does not fit together, or an active game it must end is not
    /// among `boards`.
    pub fn on_tournament(
        &self,
        view: TournamentView,
        boards: &[(GameId, Game)],
        next_game_id: GameId,
        now: i64,
    ) -> Result<Vec<Effect>, CorruptRow> {
        let mut d = Director::new(self.settings(), view, boards, next_game_id, now);
        d.step()?;
        Ok(d.into_effects())
    }
}

/// The winners of `view`, a finished tournament, as its final crosstable named them: a
/// knockout's champion (worked out again from the games stored), else whoever shares the
/// top of the crosstable.
///
/// # Errors
/// The stored tournament does not fit together.
pub(crate) fn winners(s: &Settings, view: &TournamentView) -> Result<Vec<String>, CorruptRow> {
    let mut d = Director::new(s, view.clone(), &[], GameId(0), 0);
    let champion = match d.view.record.terms.format {
        // Every match of a finished knockout is decided: the run creates nothing (and
        // whatever it left would be dropped with it).
        Format::Knockout { games_per_match } => d.knockout(games_per_match)?,
        Format::RoundRobin { .. } | Format::Swiss { .. } => None,
    };
    Ok(d.final_table(champion)?.leaders)
}

/// A day in seconds.
const DAY: i64 = 86_400;

/// One run of the director over one tournament.
pub(crate) struct Director<'a> {
    s: &'a Settings,
    now: i64,
    /// The tournament, kept up to date as the run goes.
    pub view: TournamentView,
    /// Its active games, replayed, when the run may end some (a withdrawal, a deadline).
    boards: &'a [(GameId, Game)],
    /// The number the next game gets.
    pub next_game: GameId,
    /// What the run decided.
    pub effects: Vec<Effect>,
    /// The record changed: an update is due.
    changed: bool,
}

impl<'a> Director<'a> {
    /// A run over `view` at `now`.
    pub fn new(
        s: &'a Settings,
        view: TournamentView,
        boards: &'a [(GameId, Game)],
        next_game: GameId,
        now: i64,
    ) -> Director<'a> {
        Director {
            s,
            now,
            view: crate::profile::named_view(s, view),
            boards,
            next_game,
            effects: Vec::new(),
            changed: false,
        }
    }

    /// The effects, the record's update last.
    pub fn into_effects(mut self) -> Vec<Effect> {
        if self.changed {
            self.effects
                .push(Effect::UpdateTournament(self.view.record.clone()));
        }
        self.effects
    }

    /// Whether a run at `now` must replay the active games: a Swiss round's deadline passed.
    pub fn needs_boards(view: &TournamentView, now: i64) -> bool {
        Self::round_deadline(view).is_some_and(|d| now >= d)
    }

    /// When the running round of a Swiss with `round_days` must end.
    pub fn round_deadline(view: &TournamentView) -> Option<i64> {
        match view.record.state {
            TournamentState::Running => Self::next_instant(&view.record),
            _ => None,
        }
    }

    /// The next instant at which a run has something to do by the clock: an open
    /// tournament's start date, a Swiss round's deadline.
    pub fn next_instant(r: &TournamentRecord) -> Option<i64> {
        match (
            r.state,
            r.terms.format,
            r.terms.round_days,
            r.round_started_at,
        ) {
            (TournamentState::Open, ..) => r.terms.starts_at,
            (TournamentState::Running, Format::Swiss { .. }, Some(days), Some(at)) => {
                Some(at + i64::from(days) * DAY)
            }
            _ => None,
        }
    }

    fn id(&self, tag: &str, n: usize) -> String {
        format!(
            "yubin.t{}.{tag}.{n}@{}",
            self.view.record.id,
            domain(&self.s.bot_address)
        )
    }

    /// Everyone a tournament mail goes to: the players still in, and the organiser.
    pub fn audience(&self) -> Vec<String> {
        let mut to: Vec<String> = self
            .view
            .entrants
            .iter()
            .filter(|e| e.withdrawn_after.is_none())
            .map(|e| e.address.clone())
            .collect();
        if !to.contains(&self.view.record.organiser) {
            to.push(self.view.record.organiser.clone());
        }
        to
    }

    /// The language of `address`'s mails: an entrant's, an observer's or the organiser's
    /// choice (the organiser's look is read with the tournament); English for anyone else.
    pub fn lang_of(&self, address: &str) -> Language {
        let entrant = self.view.entrant(address).map(|e| e.look);
        let watcher = || {
            self.view
                .watchers
                .iter()
                .find(|w| w.address == address)
                .map(|w| w.look)
        };
        let organiser =
            || (address == self.view.record.organiser).then_some(self.view.organiser_look);
        entrant
            .or_else(watcher)
            .or_else(organiser)
            .unwrap_or_default()
            .language()
    }

    /// The same mail to each of `to` (numbered from `tag`), its body written in each one's
    /// language by `body`: once per language among them.
    fn send_each(
        &mut self,
        to: &[String],
        id: impl Fn(&Self, usize) -> String,
        subject: impl Fn(Language) -> String,
        body: impl Fn(Language) -> Body,
    ) {
        let mut bodies: BTreeMap<Language, Body> = BTreeMap::new();
        for (n, address) in to.iter().enumerate() {
            let lang = self.lang_of(address);
            let body = bodies.entry(lang).or_insert_with(|| body(lang)).clone();
            let id = id(self, n);
            self.send(address, id, subject(lang), body);
        }
    }

    /// A mail about the tournament to `to`, in the tournament's thread.
    pub fn send(&mut self, to: &str, message_id: String, subject: String, body: Body) {
        self.send_replying_to(to, message_id, subject, body, None);
    }

    /// [`Director::send`] with a Reply-To.
    fn send_replying_to(
        &mut self,
        to: &str,
        message_id: String,
        subject: String,
        body: Body,
        reply_to: Option<String>,
    ) {
        let root = &self.view.record.thread_root;
        let thread = Thread::Game {
            root,
            answering: None,
        };
        self.effects.push(Effect::Send(OutMail {
            reply_to,
            ..out_mail(message_id, to, thread, subject, body)
        }));
    }

    /// A notice to each of `to`, tagged `tag`.
    pub fn notify(&mut self, to: &[String], tag: &str, notice: Notice) {
        for (n, address) in to.iter().enumerate() {
            let zone = self
                .view
                .entrant(address)
                .map_or(yubin_domain::model::Zone::UTC, |e| e.zone);
            let lang = self.lang_of(address);
            let body = mails::TournamentNotice {
                lang,
                notice: notice.clone(),
                t: notices::summary_in(&self.view, zone, false, lang),
            }
            .body();
            let subject = notices::subject_in(&self.view.record, &notice, lang);
            let id = self.id(tag, n);
            self.send(address, id, subject, body);
        }
    }

    fn damaged(&self, problem: String) -> CorruptRow {
        CorruptRow {
            what: yubin_domain::model::Damaged::Tournament(self.view.record.id),
            column: "id",
            problem,
        }
    }

    // ------------------------------------------------------------------ the steps

    /// Everything due now: the start on its date, a round's deadline, the next round, the
    /// crosstable after new results, the end.
    ///
    /// # Errors
    /// The stored tournament does not fit together (its games, its start position).
    pub fn step(&mut self) -> Result<(), CorruptRow> {
        match self.view.record.state {
            TournamentState::Open => {
                if self
                    .view
                    .record
                    .terms
                    .starts_at
                    .is_some_and(|t| self.now >= t)
                {
                    let (have, need) =
                        (self.view.entrants.len(), self.view.record.terms.min_players);
                    if have >= need as usize {
                        self.start()?;
                    } else {
                        self.cancel("cancel", Notice::TooFew(have, need));
                    }
                }
                Ok(())
            }
            TournamentState::Running => self.progress(),
            TournamentState::Finished | TournamentState::Cancelled => Ok(()),
        }
    }

    /// Starts the tournament: seeds by rating, the first round's games.
    ///
    /// # Errors
    /// As [`Director::step`].
    pub fn start(&mut self) -> Result<(), CorruptRow> {
        let entrants: Vec<pairing::Entrant> = self
            .view
            .entrants
            .iter()
            .map(|e| pairing::Entrant {
                // A player without a rated game seeds as a newcomer, 1500.
                rating: e.rating.map_or(1500, |r| r.rating.rating.round() as i32),
                key: e.joined_at,
            })
            .collect();
        let order = pairing::seeding(&entrants);
        let mut seeded = Vec::with_capacity(order.len());
        for (seed, &i) in order.iter().enumerate() {
            let mut e = self.view.entrants[i].clone();
            e.seed = Some(u16::try_from(seed).unwrap_or(u16::MAX));
            self.effects
                .push(Effect::SetEntrant(self.view.record.id, e.clone()));
            seeded.push(e);
        }
        self.view.entrants = seeded;
        let r = &mut self.view.record;
        r.state = TournamentState::Running;
        r.started_at = Some(self.now);
        r.round_started_at = Some(self.now);
        self.changed = true;
        let before = self.effects.len();
        match self.view.record.terms.format {
            Format::RoundRobin { double } => {
                let rounds = round_robin::rounds(self.view.entrants.len(), double)
                    .map_err(|e| self.damaged(e.to_string()))?;
                for round in rounds {
                    for (board, p) in round.games.iter().enumerate() {
                        self.create_game(p.black, p.white, round.number, board as u32 + 1)?;
                    }
                }
            }
            Format::Swiss { .. } => {
                self.pair_swiss()?;
            }
            Format::Knockout { games_per_match } => {
                self.knockout(games_per_match)?;
            }
        }
        let games = self.effects[before..]
            .iter()
            .filter(|e| matches!(e, Effect::CreateGame(..)))
            .count();
        let organiser = [self.view.record.organiser.clone()];
        self.notify(&organiser, "start", Notice::Started(games));
        Ok(())
    }

    /// Calls the tournament off (before its start).
    pub fn cancel(&mut self, tag: &str, notice: Notice) {
        let r = &mut self.view.record;
        r.state = TournamentState::Cancelled;
        r.finished_at = Some(self.now);
        self.changed = true;
        let to = self.audience();
        self.notify(&to, tag, notice);
    }

    /// Withdraws `address` (entered, the tournament running): their unfinished games are
    /// lost by forfeit; returns the notice that says so.
    ///
    /// # Errors
    /// As [`Director::step`]; also an active game of theirs that was not replayed.
    pub fn withdraw(&mut self, address: &str) -> Result<Notice, CorruptRow> {
        let Some(idx) = table::index_of(&self.view, address) else {
            return Err(self.damaged(format!("{address} is not entered")));
        };
        let after = table::withdrawn_after(&self.view, address);
        let mut e = self.view.entrants[idx].clone();
        e.withdrawn_after = Some(after);
        self.effects
            .push(Effect::SetEntrant(self.view.record.id, e.clone()));
        self.view.entrants[idx] = e;
        let mut forfeited = 0;
        for i in 0..self.view.games.len() {
            let g = &self.view.games[i];
            let Some(color) = g.color_of(address) else {
                continue;
            };
            if g.state != GameState::Active {
                continue;
            }
            let mut rec = g.clone();
            let game = self.board(rec.id)?;
            rec.forfeit = true;
            let tag = format!("w{}", rec.id);
            let effects = finish_game(
                self.s,
                &mut rec,
                &game,
                Ending::win(!color, Termination::Withdrawal),
                None,
                self.now,
                |n| self.id(&tag, n),
            );
            self.effects.extend(effects);
            self.view.games[i] = rec;
            forfeited += 1;
        }
        let annulled = table::standings_of(&self.view)
            .map_err(|e| self.damaged(e.to_string()))?
            .row(idx)
            .annulled;
        Ok(Notice::Withdrawn {
            player: self.shown(address),
            annulled,
            forfeited,
        })
    }

    /// The public name of the entrant `address` (`?` for one not entered).
    pub fn shown(&self, address: &str) -> String {
        self.view
            .entrant(address)
            .map_or("?", |e| e.shown())
            .to_string()
    }

    fn board(&self, id: GameId) -> Result<Game, CorruptRow> {
        self.boards
            .iter()
            .find(|(g, _)| *g == id)
            .map(|(_, game)| game.clone())
            .ok_or_else(|| CorruptRow {
                what: yubin_domain::model::Damaged::Game(id),
                column: "id",
                problem: "the game was not loaded for the tournament".into(),
            })
    }

    /// A running tournament: deadlines, the next round, the crosstable, the end.
    fn progress(&mut self) -> Result<(), CorruptRow> {
        if Self::needs_boards(&self.view, self.now) {
            self.adjudicate()?;
        }
        // `Some` once it is over, with a knockout's champion.
        let over: Option<Option<usize>> = match self.view.record.terms.format {
            Format::RoundRobin { .. } => self
                .view
                .games
                .iter()
                .all(|g| !g.state.is_open())
                .then_some(None),
            Format::Swiss { rounds } => {
                let round = self.view.round();
                let done = self
                    .view
                    .games
                    .iter()
                    .filter(|g| {
                        g.setup
                            .tournament
                            .as_ref()
                            .is_some_and(|t| t.round == round)
                    })
                    .all(|g| !g.state.is_open());
                let over = if !done {
                    false
                } else if round < rounds {
                    !self.pair_swiss()?
                } else {
                    true
                };
                over.then_some(None)
            }
            Format::Knockout { games_per_match } => self.knockout(games_per_match)?.map(Some),
        };
        let counted = |state| self.view.games.iter().filter(|g| g.state == state).count() as u32;
        let count = counted(GameState::Finished);
        let last = latest(&self.view, GameState::Finished);
        // Games aborted or annulled: never fewer, and only an annulment takes a finished game
        // out, so with `count` it tells every crosstable mail from every other.
        let aborted = counted(GameState::Aborted);
        let reported = self.view.record.reported;
        if let Some(champion) = over {
            self.end(champion)?;
        } else if count > reported {
            let after = last.map_or(Stage::Now, Stage::Game);
            self.crosstables(after, count, aborted, last)?;
        } else if count < reported {
            // The operator annulled a finished game (the latest aborted): every entrant gets
            // the crosstable without it.
            if let Some(g) = latest(&self.view, GameState::Aborted) {
                self.crosstables(Stage::Annulled(g), count, aborted, last)?;
            }
        }
        if count != self.view.record.reported {
            self.view.record.reported = count;
            self.changed = true;
        }
        Ok(())
    }

    /// A Swiss round's deadline passed: its games not over are adjudicated draws.
    fn adjudicate(&mut self) -> Result<(), CorruptRow> {
        let round = self.view.round();
        for i in 0..self.view.games.len() {
            let g = &self.view.games[i];
            if g.state != GameState::Active
                || g.setup.tournament.as_ref().is_none_or(|t| t.round != round)
            {
                continue;
            }
            let mut rec = g.clone();
            let game = self.board(rec.id)?;
            let tag = format!("adj{}", rec.id);
            let effects = finish_game(
                self.s,
                &mut rec,
                &game,
                Ending::draw(Termination::RoundDeadline),
                None,
                self.now,
                |n| self.id(&tag, n),
            );
            self.effects.extend(effects);
            self.view.games[i] = rec;
        }
        Ok(())
    }

    /// Pairs the next Swiss round; `false` when no pairing exists (the tournament ends).
    fn pair_swiss(&mut self) -> Result<bool, CorruptRow> {
        let terms = &self.view.record.terms;
        let Format::Swiss { rounds } = terms.format else {
            return Ok(false);
        };
        // The pairing counts 1 / ½ / 0 whatever the tournament's point system.
        let bye = terms
            .bye
            .points(&yubin_domain::standings::PointSystem::CLASSIC);
        let swiss = Swiss {
            players: self.view.entrants.len(),
            rounds,
            bye,
        };
        let withdrawn: Vec<Seed> = self
            .view
            .entrants
            .iter()
            .enumerate()
            .filter(|(_, e)| e.withdrawn_after.is_some())
            .map(|(i, _)| table::seed(i))
            .collect();
        let round = match swiss.pair(&table::history(&self.view), &withdrawn) {
            Ok(r) => r,
            Err(
                pairing::TournamentError::NoPairing(_) | pairing::TournamentError::RoundsOver(_),
            ) => return Ok(false),
            Err(e) => return Err(self.damaged(e.to_string())),
        };
        if round.games.is_empty() {
            return Ok(false);
        }
        for (board, p) in round.games.iter().enumerate() {
            self.create_game(p.black, p.white, round.number, board as u32 + 1)?;
        }
        for b in &round.byes {
            self.bye(round.number, *b);
        }
        self.view.record.round_started_at = Some(self.now);
        self.changed = true;
        Ok(true)
    }

    /// Records a bye of `seed` in `round` and tells the player.
    fn bye(&mut self, round: u32, seed: Seed) {
        let address = self.view.entrants[seed.index()].address.clone();
        self.effects
            .push(Effect::AddBye(self.view.record.id, round, address.clone()));
        self.view.byes.push((round, address.clone()));
        let terms = &self.view.record.terms;
        let points = terms.bye.points(&terms.points);
        let points = points.to_string();
        self.notify(
            &[address],
            &format!("bye{round}.{seed}"),
            Notice::Bye(round, points),
        );
    }

    /// Creates a game of the tournament between the players of seeds `black` and `white`,
    /// and mails both.
    fn create_game(
        &mut self,
        black: Seed,
        white: Seed,
        round: u32,
        board: u32,
    ) -> Result<(), CorruptRow> {
        let id = self.next_game;
        self.next_game = GameId(self.next_game.0 + 1);
        let (b, w) = (
            &self.view.entrants[black.index()],
            &self.view.entrants[white.index()],
        );
        let record = &self.view.record;
        let slot = TournamentSlot {
            id: record.id,
            name: record.terms.name.clone(),
            round,
            board,
            delay: record.terms.observer_delay,
        };
        let tag = format!("g{id}");
        let root = self.id(&tag, 0);
        let setup = record.terms.game.setup(
            b.address.clone(),
            w.address.clone(),
            Color::Black,
            root,
            Some(slot.clone()),
        );
        let mut rec = GameRecord::challenged(id, setup.clone(), self.now);
        rec.state = GameState::Active;
        rec.started_at = Some(self.now);
        rec.zones = [b.zone, w.zone];
        rec.looks = [b.look, w.look];
        rec.ratings = [b.rating, w.rating];
        rec.names = [b.name.clone(), w.name.clone()];
        let game = snapshot::start(id, &rec.setup)?;
        let clocks = timing::clocks_of(&rec, &game, &Timeline::default(), self.now);
        timing::schedule(self.s.reminder_hours, &mut rec, &clocks, None);
        self.effects.push(Effect::CreateGame(id, setup));
        self.effects.push(Effect::UpdateGame(rec.clone()));
        for (n, c) in Color::ALL.into_iter().enumerate() {
            let lang = rec.look(c).language();
            let subject = mails::subjects::paired(&rec, &game, lang);
            let body = mails::Paired {
                g: mails::clocked_view(&rec, &game, c, &clocks),
                slot: mails::slot_in(&slot, lang),
            }
            .body();
            let id = self.id(&tag, n);
            self.effects.push(Effect::Send(game_mail(
                self.s, &rec, c, id, None, subject, body,
            )));
        }
        self.view.games.push(rec);
        Ok(())
    }
}

#[cfg(test)]
mod tests;
