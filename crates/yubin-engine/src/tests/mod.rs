//! The engine on its own: a world kept in memory (games, moves, the mail log, the outbox)
//! builds each [`Snapshot`] and applies each [`Effect`], with no store and no SQLite. The
//! same conversations through SQLite are the shell's tests.

mod bounce;
mod clocks;
mod computer;
mod confirm;
mod conversations;
mod digest;
mod draws;
mod forget;
mod japanese_game;
mod language;
mod look;
mod lookalikes;
mod moving;
mod newcomers;
mod play_ja;
mod ratings;
mod refusals_ja;
mod takeback;
mod variants;

use super::{load, Decision, Effect, Engine, Inbound, Prepared, Settings, Snapshot, Source};
use crate::reading::extract::Original;
use crate::snapshot::replay;
use crate::snapshot::{Loaded, Profile};
use std::collections::BTreeMap;
use std::convert::Infallible;
use yubin_domain::clock::{Gift, Stop};
use yubin_domain::conditional::Conditionals;
use yubin_domain::model::{
    BoardForm, Confirmation, CorruptRow, GameId, GameRecord, GameState, InboundRecord,
    InboundStatus, Leave, Look, MoveRecord, OutMail, Pieces, PlayerRating, RatedPlayer, Timeline,
    TournamentId, TournamentRecord, TournamentView, Watching, Zone,
};
use yubin_domain::token;
use yubin_rules::Color;
use yubin_rules::{Game, Variant};

const BOT: &str = "bot@example.test";
const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";

fn settings() -> Settings {
    Settings::for_tests(BOT, b"0123456789abcdef")
}

/// The stored world, in memory.
struct World {
    engine: Engine,
    games: BTreeMap<GameId, GameRecord>,
    moves: BTreeMap<GameId, Vec<MoveRecord>>,
    inbound: Vec<InboundRecord>,
    outbox: Vec<OutMail>,
    /// The highest game number ever given.
    last_id: GameId,
    /// Rows the test damaged: a snapshot that reads them gets this damage.
    damaged: BTreeMap<GameId, CorruptRow>,
    /// Ratings by player and variant.
    ratings: BTreeMap<(String, &'static str), PlayerRating>,
    /// Leave: (row, player, from, to).
    leave: Vec<(i64, String, i64, i64)>,
    /// Game stops: (game, side or both, from, to).
    stops: Vec<(GameId, Option<Color>, i64, Option<i64>)>,
    /// Time given: (game, gift).
    gifts: Vec<(GameId, Gift)>,
    /// Conditional moves by game and side.
    conditionals: BTreeMap<(GameId, usize), Conditionals>,
    /// The players' time zones (a player's setting, read into their games' records).
    zones: BTreeMap<String, Zone>,
    /// How the players' mails draw the board (a player's setting, read into their games'
    /// records).
    looks: BTreeMap<String, Look>,
    /// The daily digests made: the player and the instant each was due.
    digests_sent: Vec<(String, i64)>,
    /// The commands waiting for their senders' confirmation.
    confirmations: Vec<Confirmation>,
    /// The players' display names (a player's setting, read into their games' records):
    /// alice and bob chose theirs, so the texts read as they did when players were named by
    /// their addresses' first part.
    names: BTreeMap<String, String>,
    /// The requests to change address.
    address_moves: Vec<yubin_domain::model::MoveRequest>,
    /// The addresses marked undeliverable, with since when.
    undeliverable: BTreeMap<String, i64>,
    n: u32,
    now: i64,
}

impl World {
    fn new() -> World {
        World {
            engine: Engine::new(settings()),
            games: BTreeMap::new(),
            moves: BTreeMap::new(),
            inbound: Vec::new(),
            outbox: Vec::new(),
            last_id: GameId(0),
            damaged: BTreeMap::new(),
            zones: BTreeMap::new(),
            looks: BTreeMap::new(),
            digests_sent: Vec::new(),
            confirmations: Vec::new(),
            names: [(ALICE, "alice"), (BOB, "bob")]
                .map(|(a, n)| (a.to_string(), n.to_string()))
                .into(),
            conditionals: BTreeMap::new(),
            ratings: BTreeMap::new(),
            leave: Vec::new(),
            stops: Vec::new(),
            gifts: Vec::new(),
            address_moves: Vec::new(),
            undeliverable: BTreeMap::new(),
            n: 0,
            now: 1_800_000_000,
        }
    }

    /// `mail` read once, with the bot's mail it answers as the shell loads it (the text
    /// part only here).
    fn prepare<'m>(&'m self, mail: &'m Inbound) -> Prepared<'m> {
        let original = mail
            .answers()
            .and_then(|id| self.outbox.iter().find(|o| o.message_id == id))
            .map(|o| Original::new([o.text.as_str()]));
        // The confirmation the answered mail asked for, read as the shell reads it.
        let asked = mail
            .address_key(BOT)
            .and(mail.answers())
            .and_then(|id| self.confirmations.iter().find(|c| c.message_id == id))
            .cloned();
        self.engine.prepare(mail, original, asked)
    }

    /// What the shell would load for `mail`: the engine's one reading ([`load`](fn@crate::load)) of
    /// this world.
    fn snapshot(&self, p: &Prepared<'_>) -> Snapshot {
        match load(p, self.now, &mut View(self)) {
            Ok(snap) => snap,
            Err(never) => match never {},
        }
    }

    fn apply(&mut self, effects: &[Effect]) {
        for e in effects {
            match e {
                Effect::Consume(r) => {
                    assert!(
                        self.inbound.iter().all(|i| i.message_id != r.message_id),
                        "a mail is consumed once"
                    );
                    self.inbound.push(r.clone());
                }
                Effect::CreateGame(id, setup) => {
                    assert!(*id > self.last_id, "game {id} was given before");
                    self.last_id = *id;
                    let mut rec = GameRecord::challenged(*id, setup.clone(), self.now);
                    rec.zones = [self.zone(&setup.black), self.zone(&setup.white)];
                    rec.looks = [&setup.black, &setup.white].map(|a| self.look(a));
                    rec.names = [&setup.black, &setup.white].map(|a| self.names.get(a).cloned());
                    rec.ratings = [&setup.black, &setup.white].map(|a| {
                        self.ratings
                            .get(&(a.clone(), setup.variant().name()))
                            .copied()
                    });
                    self.games.insert(*id, rec);
                }
                Effect::UpdateGame(g) => {
                    assert!(self.games.contains_key(&g.id));
                    self.games.insert(g.id, g.clone());
                }
                Effect::AddMove(id, m) => {
                    let moves = self.moves.entry(*id).or_default();
                    assert_eq!(m.ply as usize, moves.len() + 1, "moves are numbered");
                    moves.push(m.clone());
                }
                Effect::TakeBack { game, keep } => {
                    let moves = self.moves.entry(*game).or_default();
                    assert!(
                        *keep as usize <= moves.len(),
                        "a takeback keeps played moves"
                    );
                    moves.truncate(*keep as usize);
                }
                Effect::SetConditionals(id, c, lines) => {
                    if lines.is_empty() {
                        self.conditionals.remove(&(*id, c.index()));
                    } else {
                        self.conditionals.insert((*id, c.index()), lines.clone());
                    }
                }
                Effect::BookLeave {
                    address,
                    starts_at,
                    ends_at,
                } => {
                    let id = self.leave.len() as i64 + 1;
                    self.leave.push((id, address.clone(), *starts_at, *ends_at));
                }
                Effect::EndLeave { address, at } => {
                    self.leave.retain(|l| !(l.1 == *address && l.2 >= *at));
                    for l in &mut self.leave {
                        if l.1 == *address && l.2 < *at && l.3 > *at {
                            l.3 = *at;
                        }
                    }
                }
                Effect::StopGame {
                    game,
                    color,
                    from,
                    to,
                    ..
                } => self.stops.push((*game, *color, *from, *to)),
                Effect::Resume(game, at) => {
                    for s in &mut self.stops {
                        if s.0 == *game && s.1.is_none() && s.3.is_none() {
                            s.3 = Some((*at).max(s.2));
                        }
                    }
                }
                Effect::Give(game, gift) => self.gifts.push((*game, *gift)),
                Effect::SetRating {
                    address,
                    variant,
                    rating,
                } => {
                    self.ratings
                        .insert((address.clone(), variant.name()), *rating);
                    // The store reads a player's rating into each of their games.
                    for g in self.games.values_mut() {
                        for c in Color::ALL {
                            if g.address(c) == address.as_str() && g.setup.variant() == *variant {
                                g.ratings[c.index()] = Some(*rating);
                            }
                        }
                    }
                }
                Effect::AskConfirmation(c) => self.confirmations.push(c.clone()),
                Effect::AskMove(r) => self.address_moves.push(r.clone()),
                Effect::ConfirmMove(id, side, at) => {
                    let r = self.address_moves.iter_mut().find(|r| r.id == *id).unwrap();
                    match side {
                        yubin_domain::model::MoveSide::Old => r.old_confirmed_at = Some(*at),
                        yubin_domain::model::MoveSide::New => r.new_confirmed_at = Some(*at),
                    }
                }
                Effect::CancelMove(id, at) => {
                    let r = self.address_moves.iter_mut().find(|r| r.id == *id).unwrap();
                    r.cancelled_at = Some(*at);
                }
                Effect::ApproveMove(id, at) => {
                    let r = self.address_moves.iter_mut().find(|r| r.id == *id).unwrap();
                    r.approved_at = Some(*at);
                }
                Effect::MoveAddress {
                    request,
                    old,
                    new,
                    name,
                } => self.move_address(*request, old, new, name.as_deref()),
                Effect::UseConfirmation(id) => {
                    for c in self
                        .confirmations
                        .iter_mut()
                        .filter(|c| c.message_id == *id)
                    {
                        c.used = true;
                    }
                }
                // Only the operator annuls (`yubin admin`); no mail leads here.
                Effect::Rerate(_) => panic!("a mail rerated a variant"),
                Effect::SetName(address, name) => {
                    self.names.insert(address.clone(), name.clone());
                }
                Effect::SetArchive(..)
                | Effect::SetObservers(..)
                | Effect::SetReminders(..)
                | Effect::SetCrosstables(..)
                | Effect::Watch(..)
                | Effect::Unwatch(..) => {
                    panic!("profiles and observers are tested through the shell, on SQLite: {e:?}")
                }
                Effect::CreateTournament(_)
                | Effect::UpdateTournament(_)
                | Effect::SetEntrant(..)
                | Effect::RemoveEntrant(..)
                | Effect::AddBye(..) => {
                    panic!("tournaments are tested through the shell, on SQLite: {e:?}")
                }
                Effect::SetZone(address, zone) => {
                    self.zones.insert(address.clone(), *zone);
                    // The store reads a player's zone into each of their games.
                    for g in self.games.values_mut() {
                        for c in Color::ALL {
                            if g.address(c) == address.as_str() {
                                g.zones[c.index()] = *zone;
                            }
                        }
                    }
                }
                Effect::DigestSent(address, at) => {
                    self.digests_sent.push((address.clone(), *at));
                }
                Effect::SetLook(address, look) => {
                    self.looks.insert(address.clone(), *look);
                    for g in self.games.values_mut() {
                        for c in Color::ALL {
                            if g.address(c) == address.as_str() {
                                g.looks[c.index()] = *look;
                            }
                        }
                    }
                }
                // The analysis queue is tested through the shell, on SQLite (issue 27).
                Effect::AskAnalysis { .. } | Effect::Analysed { .. } => {}
                // The bounce tests read these effects themselves (`tests::bounce`).
                Effect::Bounce(_)
                | Effect::SetUndeliverable { .. }
                | Effect::ClearUndeliverable(_) => {}
                Effect::Send(m) | Effect::SendData(m) => {
                    assert!(
                        self.outbox.iter().all(|o| o.message_id != m.message_id),
                        "Message-IDs are unique"
                    );
                    self.outbox.push(m.clone());
                }
                // As the store erases: the mails to them go, their games keep the placeholder.
                Effect::Forget(f) => {
                    self.outbox.retain(|m| m.to != f.address);
                    for m in &mut self.outbox {
                        for part in [&mut m.text, &mut m.subject] {
                            *part = part.replace(&f.address, &f.placeholder);
                        }
                    }
                    self.names.remove(&f.address);
                    for g in self.games.values_mut() {
                        for a in [&mut g.setup.black, &mut g.setup.white] {
                            if *a == f.address {
                                *a = f.placeholder.clone();
                            }
                        }
                    }
                }
            }
        }
    }

    fn mail(&mut self, from: &str, to: &str, body: &str) -> Inbound {
        self.n += 1;
        self.now += 60;
        Inbound {
            message_id: format!("m{}@{from}", self.n),
            from: from.into(),
            recipients: vec![to.into()],
            subject: String::new(),
            body: body.into(),
            automated: false,
            oversize: None,
            in_reply_to: None,
            references: Vec::new(),
            // As if the receiving server vouched for every sender: the tests of what needs
            // a confirmation say otherwise ([`World::forged`]).
            vouched: true,
            signs: Default::default(),
            report: None,
        }
    }

    /// A mail from `from` that nothing vouches for (a From header anyone could write),
    /// answering the bot's mail `answers`.
    fn forged(&mut self, from: &str, to: &str, answers: Option<&str>, body: &str) -> Inbound {
        let mut mail = self.mail(from, to, body);
        mail.vouched = false;
        mail.in_reply_to = answers.map(str::to_string);
        mail.references = answers.into_iter().map(str::to_string).collect();
        mail
    }

    /// Decides about `mail` and applies the decision.
    fn decide(&mut self, mail: &Inbound) -> Decision {
        let prepared = self.prepare(mail);
        let snap = self.snapshot(&prepared);
        let decision = self.engine.decide(&prepared, &snap, self.now);
        self.apply(&decision.effects);
        decision
    }

    /// Sends a mail to `to` and returns the mails the bot queued in answer.
    fn send(&mut self, from: &str, to: &str, body: &str) -> Vec<OutMail> {
        let mail = self.mail(from, to, body);
        let before = self.outbox.len();
        let d = self.decide(&mail);
        assert_eq!(d.damage, None);
        self.outbox[before..].to_vec()
    }

    fn reply_to(&self, game: GameId, player: &str) -> String {
        token::reply_address(BOT, &settings().secret_key, game, player)
    }

    /// What the store would read as `rec`'s clock inputs.
    fn timeline(&self, rec: &GameRecord) -> Timeline {
        let times = self
            .moves
            .get(&rec.id)
            .map_or_else(Vec::new, |m| m.iter().map(|m| m.played_at).collect());
        let mut stops: Vec<Stop> = self
            .stops
            .iter()
            .filter(|s| s.0 == rec.id)
            .map(|&(_, color, from, to)| Stop { color, from, to })
            .collect();
        for (_, who, from, to) in &self.leave {
            if let Some(color) = rec.color_of(who) {
                stops.push(Stop {
                    color: Some(color),
                    from: *from,
                    to: Some(*to),
                });
            }
        }
        stops.sort_by_key(|s| s.from);
        let gifts = self
            .gifts
            .iter()
            .filter(|g| g.0 == rec.id)
            .map(|g| g.1)
            .collect();
        Timeline {
            times,
            stops,
            gifts,
        }
    }

    fn leave_of(&self, address: &str) -> Vec<Leave> {
        let mut out: Vec<Leave> = self
            .leave
            .iter()
            .filter(|l| l.1 == address)
            .map(|&(id, _, starts_at, ends_at)| Leave {
                id,
                starts_at,
                ends_at,
            })
            .collect();
        out.sort_by_key(|l| l.starts_at);
        out
    }

    fn conditionals(&self, id: GameId, c: Color) -> Conditionals {
        self.conditionals
            .get(&(id, c.index()))
            .cloned()
            .unwrap_or_default()
    }

    fn zone(&self, address: &str) -> Zone {
        self.zones.get(address).copied().unwrap_or_default()
    }

    fn look(&self, address: &str) -> Look {
        self.looks.get(address).copied().unwrap_or_default()
    }

    fn game(&self, id: GameId) -> &GameRecord {
        &self.games[&id]
    }

    fn moves(&self, id: GameId) -> usize {
        self.moves.get(&id).map_or(0, Vec::len)
    }

    /// What is due at `at` among the active games, applied.
    fn deadlines(&mut self, at: i64) -> Vec<Effect> {
        let due = self
            .games
            .values()
            .filter(|g| g.state == GameState::Active && self.engine.is_due(g, at))
            .map(|g| {
                let game = replay(g, self.moves.get(&g.id).map_or(&[][..], |m| m)).unwrap();
                (g.clone(), game, self.timeline(g))
            })
            .collect();
        let effects = self.engine.on_deadline(due, at);
        self.apply(&effects);
        effects
    }

    fn next_deadline(&self) -> Option<i64> {
        let active: Vec<GameRecord> = self
            .games
            .values()
            .filter(|g| g.state == GameState::Active)
            .cloned()
            .collect();
        self.engine.next_deadline(&active)
    }
}

/// The world as a [`Source`]: what the store would read. Profiles, observers and
/// tournaments are tested through the shell, on SQLite: here they read as never set.
struct View<'w>(&'w World);

impl Source for View<'_> {
    type Error = Infallible;

    fn game(&mut self, id: GameId) -> Result<Loaded<Option<GameRecord>>, Infallible> {
        Ok(Ok(self.0.games.get(&id).cloned()))
    }

    fn games_of(&mut self, address: &str) -> Result<Loaded<Vec<GameRecord>>, Infallible> {
        let games = self.0.games.values();
        Ok(Ok(games
            .filter(|g| g.color_of(address).is_some())
            .cloned()
            .collect()))
    }

    fn replay(&mut self, rec: &GameRecord) -> Result<Loaded<(Game, Timeline)>, Infallible> {
        Ok(self.board(rec)?.map(|game| (game, self.0.timeline(rec))))
    }

    fn board(&mut self, rec: &GameRecord) -> Result<Loaded<Game>, Infallible> {
        Ok(match self.0.damaged.get(&rec.id) {
            Some(d) => Err(d.clone()),
            None => replay(rec, self.0.moves.get(&rec.id).map_or(&[][..], |m| m)),
        })
    }

    fn newcomers_since(&mut self, since: i64) -> Result<u32, Infallible> {
        // Casual games created since `since` whose challenger had no earlier game.
        let games = &self.0.games;
        Ok(games
            .values()
            .filter(|g| g.created_at >= since && g.setup.tournament.is_none())
            .filter(|g| {
                let who = g.address(g.setup.challenger);
                !games
                    .values()
                    .any(|h| h.id < g.id && h.color_of(who).is_some())
            })
            .count() as u32)
    }

    fn has_written(&mut self, address: &str) -> Result<bool, Infallible> {
        Ok(self.0.inbound.iter().any(|r| r.sender == address))
    }

    fn unkeyed_mails_since(&mut self, address: &str, since: i64) -> Result<u32, Infallible> {
        let log = self.0.inbound.iter();
        Ok(log
            .filter(|r| r.sender == address && r.received_at >= since && !r.keyed)
            .count() as u32)
    }

    fn unkeyed_errors_since(&mut self, address: &str, since: i64) -> Result<u32, Infallible> {
        let log = self.0.inbound.iter();
        Ok(log
            .filter(|r| r.sender == address && r.received_at >= since && !r.keyed)
            .filter(|r| r.status == InboundStatus::Rejected)
            .count() as u32)
    }

    fn conditionals(&mut self, id: GameId) -> Result<Loaded<[Conditionals; 2]>, Infallible> {
        Ok(Ok(Color::ALL.map(|c| self.0.conditionals(id, c))))
    }

    fn rating_list(&mut self, v: Variant) -> Result<Loaded<Vec<RatedPlayer>>, Infallible> {
        let mut list: Vec<RatedPlayer> = self
            .0
            .ratings
            .iter()
            .filter(|((_, variant), _)| *variant == v.name())
            .map(|((a, _), r)| RatedPlayer {
                address: a.clone(),
                name: self.0.names.get(a).cloned(),
                rating: *r,
            })
            .collect();
        list.sort_by(|a, b| b.rating.rating.rating.total_cmp(&a.rating.rating.rating));
        Ok(Ok(list))
    }

    fn leave_of(&mut self, address: &str) -> Result<Loaded<Vec<Leave>>, Infallible> {
        Ok(Ok(self.0.leave_of(address)))
    }

    fn zone_of(&mut self, address: &str) -> Result<Zone, Infallible> {
        Ok(self.0.zone(address))
    }

    fn look_of(&mut self, address: &str) -> Result<Look, Infallible> {
        Ok(self.0.look(address))
    }

    fn profile_of(&mut self, address: &str) -> Result<Loaded<Profile>, Infallible> {
        Ok(Ok((self.0.names.get(address).cloned(), None)))
    }

    fn holders_of_name(&mut self, name: &str) -> Result<Vec<(String, String)>, Infallible> {
        let keys = yubin_domain::alike::name_skeletons(name);
        let names = self.0.names.iter();
        Ok(names
            .filter(|(_, n)| yubin_domain::alike::name_skeletons(n).like(&keys))
            .map(|(a, n)| (a.clone(), n.clone()))
            .collect())
    }

    fn holders_of_address(&mut self, address: &str) -> Result<Vec<String>, Infallible> {
        let key = yubin_domain::alike::skeleton(address);
        let w = self.0;
        // A player is an address the store has a row for: one in a game, or with a setting.
        let players = w
            .games
            .values()
            .flat_map(|g| [&g.setup.black, &g.setup.white]);
        let players = players.chain(w.names.keys()).chain(w.zones.keys());
        let mut alike: Vec<String> = players
            .filter(|a| yubin_domain::alike::skeleton(a) == key)
            .cloned()
            .collect();
        alike.sort();
        alike.dedup();
        Ok(alike)
    }

    fn watching_of(&mut self, _: &str) -> Result<Loaded<Vec<Watching>>, Infallible> {
        Ok(Ok(Vec::new()))
    }

    fn observers_of(&mut self, _: &str) -> Result<Loaded<Option<bool>>, Infallible> {
        Ok(Ok(None))
    }

    fn reminders_of(&mut self, _: &str) -> Result<Loaded<Option<bool>>, Infallible> {
        Ok(Ok(None))
    }

    fn crosstables_of(&mut self, _: &str) -> Result<Loaded<Vec<(TournamentId, bool)>>, Infallible> {
        Ok(Ok(Vec::new()))
    }

    fn next_game_id(&mut self) -> Result<GameId, Infallible> {
        Ok(GameId(self.0.last_id.0 + 1))
    }

    fn next_tournament_id(&mut self) -> Result<TournamentId, Infallible> {
        Ok(TournamentId(1))
    }

    fn tournament(
        &mut self,
        _: TournamentId,
    ) -> Result<Loaded<Option<TournamentView>>, Infallible> {
        Ok(Ok(None))
    }

    fn open_tournaments(&mut self) -> Result<Loaded<Vec<(TournamentRecord, u32)>>, Infallible> {
        Ok(Ok(Vec::new()))
    }

    fn finished_tournaments(&mut self, _: i64, _: u32) -> Result<Vec<TournamentId>, Infallible> {
        Ok(Vec::new())
    }

    fn move_request(
        &mut self,
        id: i64,
    ) -> Result<Loaded<Option<yubin_domain::model::MoveRequest>>, Infallible> {
        Ok(Ok(self
            .0
            .address_moves
            .iter()
            .find(|r| r.id == id)
            .cloned()))
    }

    fn latest_move_of(
        &mut self,
        address: &str,
    ) -> Result<Loaded<Option<yubin_domain::model::MoveRequest>>, Infallible> {
        let mut mine = self.0.address_moves.iter().rev();
        Ok(Ok(mine
            .find(|r| r.old == address && r.done_at.is_none())
            .cloned()))
    }

    fn next_move_id(&mut self) -> Result<i64, Infallible> {
        Ok(self.0.address_moves.len() as i64 + 1)
    }

    fn undeliverable_since(&mut self, address: &str) -> Result<Option<i64>, Infallible> {
        Ok(self.0.undeliverable.get(address).copied())
    }
}

/// The words of a text, one space apart (mail text is wrapped at 80 columns).
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A Japanese text part without its line breaks: Japanese wraps between characters, so its
/// lines join with nothing between them (and a sentence is looked for without its spaces).
fn flat_ja(text: &str) -> String {
    text.split_whitespace().collect()
}

fn started_game(w: &mut World, extra: &str) -> GameId {
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} black {extra}"));
    assert_eq!(out.len(), 2, "{out:#?}");
    let id = w.last_id;
    let to = out[0].reply_to.clone().unwrap();
    assert_eq!(w.send(BOB, &to, "accept").len(), 2);
    assert_eq!(w.game(id).state, GameState::Active);
    id
}

/// Plays `moves` in turn, Alice (Black) first.
fn play_moves(w: &mut World, g: GameId, moves: &[&str]) {
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { ALICE } else { BOB };
        assert_eq!(w.send(who, &w.reply_to(g, who), m).len(), 2, "{m}");
    }
}

/// Plays `mv` for the side to move in game `g`.
fn play_moves_from(w: &mut World, g: GameId, mv: &str) {
    let n = w.moves(g);
    let who = if n.is_multiple_of(2) { ALICE } else { BOB };
    assert_eq!(w.send(who, &w.reply_to(g, who), mv).len(), 2, "{mv}");
}

#[test]
fn a_mail_set_aside_unhandled_is_answered_as_errors_are() {
    let engine = Engine::new(Settings {
        error_replies_per_day: 2,
        ..settings()
    });
    let mail = |to: &str, automated: bool| Inbound {
        message_id: "m1@example.test".into(),
        from: ALICE.into(),
        recipients: vec![to.into()],
        subject: String::new(),
        body: "P-8h".into(),
        automated,
        oversize: None,
        in_reply_to: None,
        references: Vec::new(),
        vouched: false,
        signs: Default::default(),
        report: None,
    };
    let sends = |effects: &[Effect]| {
        effects
            .iter()
            .filter(|e| matches!(e, Effect::Send(_)))
            .count()
    };
    let keyed = token::reply_address(BOT, &settings().secret_key, GameId(1), ALICE);
    let forged = token::reply_address(BOT, &settings().secret_key, GameId(1), BOB);
    let now = 1_800_000_000;
    // Told while under the day's error answers, and always with the sender's own key.
    for (to, errors, told) in [
        (BOT, 1, 1),
        (BOT, 2, 0),
        (keyed.as_str(), 2, 1),
        (forged.as_str(), 2, 0),
    ] {
        let effects = engine.unhandled(&mail(to, false), errors, 3, "panicked: x", now);
        assert_eq!(sends(&effects), told, "{to} {errors}");
        let Effect::Consume(rec) = &effects[0] else {
            panic!("{effects:?}")
        };
        assert_eq!(rec.status, InboundStatus::Rejected);
        assert!(
            rec.note.contains("failed on it 3 times (panicked: x)"),
            "{}",
            rec.note
        );
        assert_eq!(rec.body, "P-8h");
    }
    // Automatic mail never.
    let effects = engine.unhandled(&mail(&keyed, true), 0, 3, "x", now);
    assert_eq!(sends(&effects), 0);
}
