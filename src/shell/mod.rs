//! The imperative shell around the pure engine: it loads what a decision needs from the
//! store into a [`Snapshot`](yubin_engine::Snapshot), asks the [`Engine`], and applies the effects in one
//! transaction (message consumed + games updated + replies queued), so a crash at any
//! instant leaves all of a mail's effects or none of them.
//!
//! The service loop, the benchmarks and the integration tests reach the engine only through
//! a [`Shell`]. It also keeps the games it replayed ([`ReplayCache`]), so a move in a long
//! game replays only the moves played since.

mod admin;

use crate::store::{Store, StoreError, StoreResult, Tx};
pub use admin::AdminDone;
use std::collections::{HashMap, HashSet};
use yubin_domain::conditional::Conditionals;
use yubin_domain::model::GameState;
use yubin_domain::model::{
    Confirmation, GameId, GameRecord, GameSetup, Leave, RatedPlayer, Timeline, TournamentId,
    TournamentRecord, TournamentView, Watching, Zone,
};
use yubin_engine::load::boards;
use yubin_engine::reading::extract::{self, Original};
use yubin_engine::snapshot::Profile;
use yubin_engine::snapshot::{play_usis, replay_usis};
use yubin_engine::{load, Effect, Engine, Inbound, Loaded, Settings, Source};
use yubin_rules::{Game, Variant};

/// What [`Shell::process`] did with a mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Consumed {
    /// Carried out (or answered, or ignored as the rules say) and logged.
    Done,
    /// A mail from its sender with its Message-ID was consumed before (a mail read again
    /// after a crash): skipped.
    Again,
    /// A game record it needs is damaged: the mail was logged with its text kept, the sender
    /// told that nothing was changed; the operator must repair the row this names.
    Damaged(String),
}

/// The mails that must be consumed in the order they came: those about one game (by their
/// reply key), and each sender's mails without a key. When one fails for a store reason,
/// the service holds the later mails of its stream until it succeeds.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Stream {
    /// Mails carrying a reply key of this game.
    Game(GameId),
    /// Mails from this address without a reply key.
    Sender(String),
}

/// The store, the engine and the replay cache of a running service.
pub struct Shell {
    store: Store,
    engine: Engine,
    cache: ReplayCache,
    /// Active games whose record could not be replayed when their deadline came: left out
    /// of the deadline sweeps (and of [`Shell::next_deadline`]) until the service restarts,
    /// so that one damaged game neither stops the sweep for the others nor wakes the loop
    /// for ever. Mails about such a game are answered as damaged ([`Consumed::Damaged`]).
    damaged: HashSet<GameId>,
    /// Tournaments whose records do not fit together: left out of the sweeps until the
    /// service restarts (logged once).
    damaged_tournaments: HashSet<TournamentId>,
}

/// The tournaments of the games `effects` finished.
fn tournaments_ended(effects: &[Effect]) -> Vec<TournamentId> {
    let mut ids = Vec::new();
    for e in effects {
        if let Effect::UpdateGame(g) = e {
            if let (GameState::Finished, Some(t)) = (g.state, &g.setup.tournament) {
                if !ids.contains(&t.id) {
                    ids.push(t.id);
                }
            }
        }
    }
    ids
}

/// Runs the director over each of `ids` inside `tx` and applies what it decides. A
/// tournament whose rows do not fit together is logged and left as it is (and returned):
/// its games go on, and the other tournaments too.
///
/// # Errors
/// A store failure.
fn run_tournaments(
    tx: &Tx<'_>,
    engine: &Engine,
    cache: &mut ReplayCache,
    ids: Vec<TournamentId>,
    now: i64,
) -> anyhow::Result<Vec<TournamentId>> {
    let mut damaged = Vec::new();
    for id in ids {
        let view = match loaded(tx.tournament(id))? {
            Ok(Some(view)) => view,
            Ok(None) => continue,
            Err(row) => {
                tracing::error!(tournament = id.0, %row, "tournament record damaged: left as it is");
                damaged.push(id);
                continue;
            }
        };
        let boards = if engine.tournament_needs_boards(&view, now) {
            let round = view.round();
            let of_round = |g: &GameRecord| {
                g.setup
                    .tournament
                    .as_ref()
                    .is_some_and(|t| t.round == round)
            };
            match boards(&mut Reader { tx, cache }, &view, of_round)? {
                Ok(b) => b,
                Err(row) => {
                    tracing::error!(tournament = id.0, %row, "a game of the tournament is damaged: its round cannot end");
                    damaged.push(id);
                    continue;
                }
            }
        } else {
            Vec::new()
        };
        match engine.on_tournament(view, &boards, tx.next_game_id()?, now) {
            Ok(effects) => apply(tx, &effects, now)?,
            Err(row) => {
                tracing::error!(tournament = id.0, %row, "tournament record damaged: left as it is");
                damaged.push(id);
            }
        }
    }
    Ok(damaged)
}

impl Shell {
    /// A shell over an open store.
    pub fn new(store: Store, settings: Settings) -> Shell {
        Shell {
            store,
            engine: Engine::new(settings),
            cache: ReplayCache::default(),
            damaged: HashSet::new(),
            damaged_tournaments: HashSet::new(),
        }
    }

    /// The store (the outbox, backups, durability).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The store, for writes outside the engine (tests, maintenance).
    pub fn store_mut(&mut self) -> &mut Store {
        &mut self.store
    }

    /// The engine's settings.
    pub fn settings(&self) -> &Settings {
        self.engine.settings()
    }

    /// Replaces the engine's settings (a changed configuration) for the mails after this.
    pub fn set_settings(&mut self, settings: Settings) {
        self.engine = Engine::new(settings);
    }

    /// Consumes one mail exactly once: a mail whose Message-ID was consumed already is
    /// skipped; otherwise the engine decides on a snapshot read in the same transaction that
    /// then applies its effects and commits. A mail that needs a damaged game record is still
    /// consumed (logged with its text, and answered with what happened), so it is neither
    /// lost nor retried for ever.
    ///
    /// # Errors
    /// A store failure; nothing is committed then and the mail should be tried again later.
    pub fn process(&mut self, mail: &Inbound, now: i64) -> anyhow::Result<Consumed> {
        process_in(&mut self.store, &self.engine, &mut self.cache, mail, now)
    }

    /// The submission server refused the bot's mail `message_id` to `to` for good (the 5xx
    /// reply `code`, `reason`): handled as a hard bounce in one transaction. Returns whether
    /// the address was newly marked undeliverable.
    ///
    /// # Errors
    /// A store failure; nothing is committed then.
    pub fn refused(
        &mut self,
        to: &str,
        message_id: &str,
        code: u16,
        reason: &str,
        now: i64,
    ) -> anyhow::Result<bool> {
        let tx = self.store.transaction()?;
        let marked = bounces::refused(&tx, &self.engine, to, message_id, code, reason, now)?;
        tx.commit()?;
        Ok(marked)
    }

    /// Sets aside a mail the service failed on `attempts` times (`reason`: how, for the log),
    /// in one transaction: the mail is logged with its text and its sender told
    /// ([`Engine::unhandled`]), and its digest (`serve::attempts`) is marked set aside, so it
    /// is never handled again. Returns whether its sender was told, or `None` when the mail
    /// was consumed before (its Message-ID is in the log: nothing is logged or sent again).
    ///
    /// # Errors
    /// A store failure; nothing is committed then.
    pub fn set_aside(
        &mut self,
        mail: Option<&Inbound>,
        digest: &str,
        attempts: u32,
        reason: &str,
        now: i64,
    ) -> anyhow::Result<Option<bool>> {
        let tx = self.store.transaction()?;
        let mut told = Some(false);
        if let Some(mail) = mail {
            if tx.inbound_seen(&mail.from, &mail.message_id)? {
                told = None;
            } else {
                let errors = tx.unkeyed_errors_since(&mail.from, now - 86_400)?;
                let effects = self.engine.unhandled(mail, errors, attempts, reason, now);
                told = Some(effects.iter().any(|e| matches!(e, Effect::Send(_))));
                apply(&tx, &effects, now)?;
            }
        }
        tx.set_aside_attempt(digest, now)?;
        tx.commit()?;
        Ok(told)
    }

    /// Forgets the games kept replayed: after a panic, one may be half brought up to date.
    pub fn forget_replays(&mut self) {
        self.cache = ReplayCache::default();
    }

    /// The bot's mail that `mail` answers ([`Inbound::answers`]), as the engine gets it in
    /// [`Snapshot::original`](yubin_engine::Snapshot::original); `None` when the bot did not send it or no longer keeps its body.
    ///
    /// # Errors
    /// A store failure.
    pub fn original_of(&mut self, mail: &Inbound) -> anyhow::Result<Option<Original>> {
        let tx = self.store.transaction()?;
        original(&tx, mail)
    }

    /// The [`Stream`] of `mail`: its keyed game, else its sender.
    pub fn stream_of(&self, mail: &Inbound) -> Stream {
        // The reply key alone decides the stream: no need to read the command.
        match self.engine.keyed(mail) {
            Some(id) => Stream::Game(id),
            None => Stream::Sender(mail.from.clone()),
        }
    }

    /// The next instant at which [`Shell::run_deadlines`] has something to do. Active games
    /// whose row is damaged are left out ([`Shell::run_deadlines`] logs them).
    ///
    /// # Errors
    /// The store cannot be read.
    pub fn next_deadline(&self) -> anyhow::Result<Option<i64>> {
        let (mut games, _damaged) = self.store.active_games_each()?;
        games.retain(|g| !self.damaged.contains(&g.id));
        let tournaments = self.store.tournament_records()?;
        let (digests, _damaged) = self.store.digest_players()?;
        let next = [
            digests.iter().map(crate::store::DigestPlayer::next).min(),
            self.engine.next_deadline(&games),
            self.engine.next_tournament_instant(
                tournaments
                    .iter()
                    .filter(|t| !self.damaged_tournaments.contains(&t.id)),
            ),
        ];
        Ok(next.into_iter().flatten().min())
    }

    /// Applies every reminder and loss on time due at `now` in one transaction; returns how
    /// many games it changed.
    ///
    /// # Errors
    /// A store failure; nothing is committed then. A due game whose record cannot be
    /// replayed (a [`yubin_domain::model::CorruptRow`]) is logged and left out, and the others go on.
    pub fn run_deadlines(&mut self, now: i64) -> anyhow::Result<usize> {
        let tx = self.store.transaction()?;
        let mut due = Vec::new();
        let (active, corrupt) = tx.active_games_each()?;
        for row in corrupt {
            // A game row that cannot be read at all: its own deadline cannot be known, the
            // others' can. Logged once per service run (a damaged row that is no game's own,
            // a player's, once for all of them).
            let id = row.what.game().unwrap_or(GameId(i64::MIN));
            if self.damaged.insert(id) {
                tracing::error!(
                    %row,
                    "game record damaged: the game is left out of the deadline sweep; repair \
                     the row and restart the service"
                );
            }
        }
        for rec in active {
            if self.damaged.contains(&rec.id) || !self.engine.is_due(&rec, now) {
                continue;
            }
            let mut reader = Reader {
                tx: &tx,
                cache: &mut self.cache,
            };
            match reader.replay(&rec)? {
                Ok((game, timeline)) => due.push((rec, game, timeline)),
                Err(row) => {
                    tracing::error!(
                        game = rec.id.0,
                        %row,
                        "game record damaged: its deadline is skipped; repair the row and \
                         restart the service"
                    );
                    self.damaged.insert(rec.id);
                }
            }
        }
        let effects = self.engine.on_deadline(due, now);
        apply(&tx, &effects, now)?;
        digests::run_digests(&self.engine, &mut self.cache, &self.damaged, &tx, now)?;
        // The tournaments whose games just ended, and those whose instant came.
        let mut ids = tournaments_ended(&effects);
        let open = tx.open_tournaments()?;
        for (t, _) in &open {
            if !self.damaged_tournaments.contains(&t.id)
                && self
                    .engine
                    .next_tournament_instant([t])
                    .is_some_and(|at| now >= at)
                && !ids.contains(&t.id)
            {
                ids.push(t.id);
            }
        }
        let damaged = run_tournaments(&tx, &self.engine, &mut self.cache, ids, now)?;
        self.damaged_tournaments.extend(damaged);
        tx.commit()?;
        Ok(effects
            .iter()
            .filter(|e| matches!(e, Effect::UpdateGame(_)))
            .count())
    }
}

fn process_in(
    store: &mut Store,
    engine: &Engine,
    cache: &mut ReplayCache,
    mail: &Inbound,
    now: i64,
) -> anyhow::Result<Consumed> {
    let tx = store.transaction()?;
    if tx.inbound_seen(&mail.from, &mail.message_id)? {
        return Ok(Consumed::Again);
    }
    // A bounce goes to its handler before the engine's rule that ignores automatic mail.
    if engine.is_bounce(mail) {
        bounces::bounce_mail(&tx, engine, mail, now)?;
        tx.commit()?;
        return Ok(Consumed::Done);
    }
    let answered = original(&tx, mail)?;
    // A reply to a digest: each line a move in its own game, each carried out as a mail of
    // its own (logged under its own Message-ID, so a crash midway repeats none).
    if let Some(parts) = engine.digest_parts(mail, answered.as_ref()) {
        drop(tx);
        for part in &parts {
            process_in(store, engine, cache, part, now)?;
        }
        let tx = store.transaction()?;
        let done = engine.digest_reply_record(mail, parts.len(), now);
        apply(&tx, &[Effect::Consume(done)], now)?;
        tx.commit()?;
        return Ok(Consumed::Done);
    }
    let prepared = engine.prepare(mail, answered, asked(&tx, engine, mail)?);
    let snap = load(&prepared, now, &mut Reader { tx: &tx, cache })
        .map_err(|e| e.context(format!("handling mail <{}>", mail.message_id)))?;
    let decision = engine.decide(&prepared, &snap, now);
    let effects = forget::expand(&tx, engine, cache, &decision.effects, now)?;
    apply(&tx, &effects, now)?;
    bounces::returned(&tx, engine, mail, &snap, now)?;
    #[cfg(test)]
    fault::check(mail);
    let ended = tournaments_ended(&decision.effects);
    // A damaged tournament is logged; the sweep leaves it out after its instant.
    run_tournaments(&tx, engine, cache, ended, now)?;
    tx.commit()?;
    Ok(match decision.damage {
        None => Consumed::Done,
        Some(d) => Consumed::Damaged(d.to_string()),
    })
}

/// A store read, with a damaged row kept apart from a failing store: the engine answers
/// the former, the latter stops the transaction.
fn loaded<T>(read: StoreResult<T>) -> anyhow::Result<Loaded<T>> {
    match read {
        Ok(v) => Ok(Ok(v)),
        Err(StoreError::Corrupt(row)) => Ok(Err(row)),
        Err(e) => Err(e.into()),
    }
}

/// The bot's mail that `mail` answers, read in `tx`: the lines of its text part and of its
/// HTML part as text (a client that shows the HTML quotes that rendering). Clients quote it
/// with marks or without, above or below, and the engine tells the player's lines from it
/// by its content; it is read whenever it can change the reading
/// ([`extract::needs_original`]), so a move above or below a `>` quote costs no outbox read
/// and no HTML conversion.
fn original(tx: &Tx<'_>, mail: &Inbound) -> anyhow::Result<Option<Original>> {
    let Some(id) = mail.answers() else {
        return Ok(None);
    };
    if !extract::needs_original(&mail.body) {
        return Ok(None);
    }
    Ok(tx.sent_bodies(id)?.map(|(text, html)| {
        let html = html.as_deref().map(crate::mail::html::to_text);
        Original::new([Some(text.as_str()), html.as_deref()].into_iter().flatten())
    }))
}

/// The command the bot's mail that `mail` answers asked its recipient to confirm, read only
/// for a mail sent to an address key (a confirmation can come no other way).
fn asked(tx: &Tx<'_>, engine: &Engine, mail: &Inbound) -> anyhow::Result<Option<Confirmation>> {
    let bot = &engine.settings().bot_address;
    match (mail.address_key(bot), mail.answers()) {
        (Some(_), Some(id)) => Ok(tx.confirmation(id)?),
        _ => Ok(None),
    }
}

/// The store's transaction as the engine's [`Source`]: games replayed through the cache.
struct Reader<'a, 't> {
    tx: &'a Tx<'t>,
    cache: &'a mut ReplayCache,
}

impl Source for Reader<'_, '_> {
    type Error = anyhow::Error;

    fn game(&mut self, id: GameId) -> anyhow::Result<Loaded<Option<GameRecord>>> {
        loaded(self.tx.game(id))
    }

    fn games_of(&mut self, address: &str) -> anyhow::Result<Loaded<Vec<GameRecord>>> {
        loaded(self.tx.games_of(address))
    }

    fn replay(&mut self, rec: &GameRecord) -> anyhow::Result<Loaded<(Game, Timeline)>> {
        Ok(match self.cache.load(self.tx, rec)? {
            Ok((game, times)) => loaded(self.tx.timeline(rec, times))?.map(|t| (game, t)),
            Err(row) => Err(row),
        })
    }

    fn board(&mut self, rec: &GameRecord) -> anyhow::Result<Loaded<Game>> {
        Ok(self.cache.load(self.tx, rec)?.map(|(game, _)| game))
    }

    fn has_written(&mut self, address: &str) -> anyhow::Result<bool> {
        self.tx.has_written(address)
    }

    fn unkeyed_mails_since(&mut self, address: &str, since: i64) -> anyhow::Result<u32> {
        self.tx.unkeyed_count_since(address, since)
    }

    fn newcomers_since(&mut self, since: i64) -> anyhow::Result<u32> {
        Ok(self.tx.newcomers_since(since)?)
    }

    fn unkeyed_errors_since(&mut self, address: &str, since: i64) -> anyhow::Result<u32> {
        self.tx.unkeyed_errors_since(address, since)
    }

    fn conditionals(&mut self, id: GameId) -> anyhow::Result<Loaded<[Conditionals; 2]>> {
        loaded(self.tx.conditionals(id))
    }

    fn rating_list(&mut self, variant: Variant) -> anyhow::Result<Loaded<Vec<RatedPlayer>>> {
        loaded(self.tx.rating_list(variant))
    }

    fn leave_of(&mut self, address: &str) -> anyhow::Result<Loaded<Vec<Leave>>> {
        loaded(self.tx.leave_of(address))
    }

    fn zone_of(&mut self, address: &str) -> anyhow::Result<Zone> {
        Ok(self.tx.zone_of(address)?)
    }

    fn look_of(&mut self, address: &str) -> anyhow::Result<yubin_domain::model::Look> {
        Ok(self.tx.look_of(address)?)
    }

    fn profile_of(&mut self, address: &str) -> anyhow::Result<Loaded<Profile>> {
        loaded(self.tx.profile_of(address))
    }

    fn holders_of_name(&mut self, name: &str) -> anyhow::Result<Vec<(String, String)>> {
        self.tx.holders_of_name(name)
    }

    fn holders_of_address(&mut self, address: &str) -> anyhow::Result<Vec<String>> {
        self.tx.holders_of_address(address)
    }

    fn watching_of(&mut self, address: &str) -> anyhow::Result<Loaded<Vec<Watching>>> {
        loaded(self.tx.watching_of(address))
    }

    fn observers_of(&mut self, address: &str) -> anyhow::Result<Loaded<Option<bool>>> {
        loaded(self.tx.observers_of(address))
    }

    fn reminders_of(&mut self, address: &str) -> anyhow::Result<Loaded<Option<bool>>> {
        loaded(self.tx.reminders_of(address))
    }

    fn crosstables_of(
        &mut self,
        address: &str,
    ) -> anyhow::Result<Loaded<Vec<(TournamentId, bool)>>> {
        loaded(self.tx.crosstables_of(address))
    }

    fn next_game_id(&mut self) -> anyhow::Result<GameId> {
        self.tx.next_game_id()
    }

    fn next_tournament_id(&mut self) -> anyhow::Result<TournamentId> {
        self.tx.next_tournament_id()
    }

    fn tournament(&mut self, id: TournamentId) -> anyhow::Result<Loaded<Option<TournamentView>>> {
        loaded(self.tx.tournament(id))
    }

    fn open_tournaments(&mut self) -> anyhow::Result<Loaded<Vec<(TournamentRecord, u32)>>> {
        loaded(self.tx.open_tournaments())
    }

    fn finished_tournaments(
        &mut self,
        since: i64,
        limit: u32,
    ) -> anyhow::Result<Vec<TournamentId>> {
        self.tx.finished_tournaments(since, limit)
    }

    fn move_request(
        &mut self,
        id: i64,
    ) -> anyhow::Result<Loaded<Option<yubin_domain::model::MoveRequest>>> {
        loaded(self.tx.move_request(id))
    }

    fn latest_move_of(
        &mut self,
        address: &str,
    ) -> anyhow::Result<Loaded<Option<yubin_domain::model::MoveRequest>>> {
        loaded(self.tx.latest_move_of(address))
    }

    fn next_move_id(&mut self) -> anyhow::Result<i64> {
        Ok(self.tx.next_move_id()?)
    }

    fn undeliverable_since(&mut self, address: &str) -> anyhow::Result<Option<i64>> {
        Ok(self.tx.undeliverable(address)?)
    }

    fn analysis(
        &mut self,
        id: GameId,
    ) -> anyhow::Result<Loaded<Option<yubin_domain::model::Analysis>>> {
        loaded(self.tx.analysis(id))
    }

    fn analysis_waiting(&mut self) -> anyhow::Result<Vec<(GameId, String)>> {
        Ok(self.tx.analysis_waiting()?)
    }

    fn is_public(&mut self, id: GameId) -> anyhow::Result<bool> {
        Ok(self.tx.is_public(id)?)
    }

    fn is_banned(&mut self, address: &str) -> anyhow::Result<bool> {
        self.tx.is_banned(address)
    }
}

/// Carries out effects inside `tx`.
///
/// # Errors
/// A store failure (a game number taken, a move recorded twice: nothing is committed).
pub fn apply(tx: &Tx<'_>, effects: &[Effect], now: i64) -> anyhow::Result<()> {
    for e in effects {
        match e {
            Effect::Consume(rec) => tx.record_inbound(rec)?,
            Effect::CreateGame(id, g) => tx.insert_game(*id, g, now)?,
            Effect::UpdateGame(g) => tx.update_game(g)?,
            Effect::AddMove(id, m) => tx.add_move(*id, m)?,
            Effect::TakeBack { game, keep } => tx.take_back(*game, *keep)?,
            // No mail is ever sent to the computer (issue 27): its address receives none.
            Effect::Send(m) | Effect::SendData(m) if yubin_domain::computer::is_computer(&m.to) => {
                tracing::trace!(to = %m.to, subject = %m.subject, "a mail to the computer, dropped");
            }
            Effect::Send(m) => tx.queue(m, now)?,
            Effect::SetZone(address, zone) => tx.set_zone(address, *zone, now)?,
            Effect::SetLook(address, look) => tx.set_look(address, *look, now)?,
            Effect::DigestSent(address, at) => tx.set_digest_sent(address, *at)?,
            Effect::SetName(address, name) => tx.set_name(address, name, now)?,
            Effect::SetArchive(address, public) => tx.set_archive(address, *public, now)?,
            Effect::BookLeave {
                address,
                starts_at,
                ends_at,
            } => tx.book_leave(address, *starts_at, *ends_at, now)?,
            Effect::EndLeave { address, at } => tx.end_leave(address, *at)?,
            Effect::StopGame {
                game,
                kind,
                color,
                from,
                to,
            } => tx.stop_game(*game, *kind, *color, *from, *to, now)?,
            Effect::Resume(game, at) => tx.resume(*game, *at)?,
            Effect::Give(game, gift) => tx.give(*game, gift)?,
            Effect::SetRating {
                address,
                variant,
                rating,
            } => tx.set_rating(address, *variant, rating, now)?,
            Effect::SetConditionals(game, color, lines) => {
                tx.set_conditionals(*game, *color, lines, now)?
            }
            Effect::CreateTournament(t) => tx.insert_tournament(t, now)?,
            Effect::UpdateTournament(t) => tx.update_tournament(t)?,
            Effect::SetEntrant(id, e) => tx.set_entrant(*id, e, now)?,
            Effect::RemoveEntrant(id, address) => tx.remove_entrant(*id, address)?,
            Effect::AddBye(id, round, address) => tx.add_bye(*id, *round, address, now)?,
            Effect::Watch(what, w) => tx.watch(*what, w)?,
            Effect::Unwatch(what, address) => tx.unwatch(*what, address)?,
            Effect::SetObservers(address, allowed) => tx.set_observers(address, *allowed, now)?,
            Effect::SetReminders(address, on) => tx.set_reminders(address, *on, now)?,
            Effect::SetCrosstables(address, t, on) => tx.set_crosstables(address, *t, *on)?,
            Effect::AskConfirmation(c) => tx.ask_confirmation(c)?,
            Effect::UseConfirmation(id) => tx.use_confirmation(id, now)?,
            Effect::AskMove(r) => tx.ask_move(r)?,
            Effect::ConfirmMove(id, side, at) => tx.confirm_move(*id, *side, *at)?,
            Effect::ApproveMove(id, at) => tx.approve_move(*id, *at)?,
            Effect::CancelMove(id, at) => tx.cancel_move(*id, *at)?,
            Effect::MoveAddress {
                request,
                old,
                new,
                name,
            } => tx.move_address(*request, old, new, name.as_deref(), now)?,
            // Its data attached by `forget::expand` first.
            Effect::SendData(m) => tx.queue(m, now)?,
            Effect::Forget(f) => {
                tx.forget(&f.address, &f.placeholder, &f.name, now)?;
                // Their requests for analyses name them too (issue 27).
                tx.forget_analysis_requests(&f.address)?;
            }
            Effect::AskAnalysis {
                game,
                address,
                lang,
                at,
            } => tx.ask_analysis(*game, address, *lang, *at)?,
            Effect::Analysed { game, analysis, at } => {
                tx.save_analysis(*game, analysis, *at)?;
                tx.analysis_answered(*game, *at)?;
                // The game's archive page shows the analysis (its graph and marks).
                tx.queue_archive_page(*game)?;
            }
            Effect::Bounce(b) => tx.record_bounce(b)?,
            Effect::SetUndeliverable {
                address,
                since,
                reason,
            } => tx.set_undeliverable(address, *since, reason)?,
            Effect::ClearUndeliverable(address) => tx.clear_undeliverable(address)?,
            Effect::Rerate(variant) => admin::rerate_variant(tx, *variant, now)?,
        }
    }
    Ok(())
}

/// Games replayed from their moves, kept between mails so that a move in a long game does not
/// replay the game from its start. An entry is used only when the game's setup and the
/// stored moves it covers are unchanged (checked against the rows just read), so the cache
/// never gives another game than a replay from scratch would.
#[derive(Debug, Default)]
pub struct ReplayCache {
    entries: HashMap<GameId, CachedGame>,
    clock: u64,
}

#[derive(Debug, Clone)]
struct CachedGame {
    setup: GameSetup,
    usis: Vec<String>,
    game: Game,
    used: u64,
}

impl ReplayCache {
    /// How many games are kept (the least recently used goes first).
    pub const CAPACITY: usize = 128;

    /// The game of `rec` after its stored moves, replayed through the cache: only the moves
    /// played since the cached copy (usually one) are replayed.
    ///
    /// # Errors
    /// The store fails (outer), or the moves or the setup are damaged (inner).
    pub fn load(
        &mut self,
        tx: &Tx<'_>,
        rec: &GameRecord,
    ) -> anyhow::Result<Loaded<(Game, Vec<i64>)>> {
        // Only the moves' texts and instants are read: the rest of each row is no business
        // of a replay or of the clocks.
        let (usis, times) = match loaded(tx.move_usis(rec.id))? {
            Ok(m) => m,
            Err(e) => return Ok(Err(e)),
        };
        Ok(self.replay(rec, usis).map(|game| (game, times)))
    }

    fn replay(&mut self, rec: &GameRecord, moves: Vec<String>) -> Loaded<Game> {
        self.clock += 1;
        let clock = self.clock;
        let cached = self.entries.get_mut(&rec.id).filter(|c| {
            c.setup == rec.setup
                && c.usis.len() <= moves.len()
                && c.usis.iter().zip(&moves).all(|(u, m)| u == m)
        });
        match cached {
            Some(c) => {
                // Brought up to date in place: only the new moves are played and kept.
                c.used = clock;
                let new = &moves[c.usis.len()..];
                let first = c.usis.len() as u32 + 1;
                if let Err(e) = play_usis(rec.id, &mut c.game, first, new) {
                    self.entries.remove(&rec.id);
                    return Err(e);
                }
                c.usis.extend_from_slice(new);
                Ok(c.game.clone())
            }
            None => {
                let game = replay_usis(rec, &moves)?;
                self.put(rec, moves, game.clone());
                Ok(game)
            }
        }
    }

    fn put(&mut self, rec: &GameRecord, usis: Vec<String>, game: Game) {
        if self.entries.len() >= Self::CAPACITY && !self.entries.contains_key(&rec.id) {
            if let Some(oldest) = self
                .entries
                .iter()
                .min_by_key(|(_, e)| e.used)
                .map(|(k, _)| *k)
            {
                self.entries.remove(&oldest);
            }
        }
        self.entries.insert(
            rec.id,
            CachedGame {
                setup: rec.setup.clone(),
                usis,
                game,
                used: self.clock,
            },
        );
    }
}

/// Test-only faults: mails whose handling panics in the middle of their transaction, as a bug
/// of the engine would (no such path exists outside the crate's own tests).
#[cfg(test)]
pub(crate) mod fault {
    use std::sync::{Mutex, PoisonError};
    use yubin_engine::Inbound;

    static SUBJECTS: Mutex<Vec<String>> = Mutex::new(Vec::new());

    /// From now on, a mail with this subject makes [`super::Shell::process`] panic.
    pub(crate) fn panic_on(subject: &str) {
        let mut s = SUBJECTS.lock().unwrap_or_else(PoisonError::into_inner);
        s.push(subject.to_string());
    }

    /// Panics when `mail` is one of [`panic_on`]'s.
    pub(crate) fn check(mail: &Inbound) {
        let hit = SUBJECTS
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .contains(&mail.subject);
        if hit {
            panic!("injected fault: the engine fails on `{}`", mail.subject);
        }
    }
}

pub mod analysis;
mod bounces;
pub mod computer;
mod digests;
mod forget;
mod moving;
#[cfg(test)]
mod tests;
