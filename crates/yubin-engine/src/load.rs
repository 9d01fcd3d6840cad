//! The one reading of what a decision needs: [`load`] fills a [`Snapshot`] from any
//! [`Source`] — the store's transaction in the service, a world kept in memory in the
//! engine's tests — as the mail's [`Wants`](crate::Wants) say, so the contract between what a command
//! asks for and what its handler finds is written once.

use crate::decide::Prepared;
use crate::snapshot::{
    Loaded, MoveWant, Moving, MovingPlayer, Opponent, Played, Profile, Snapshot, TournamentWant,
};
use std::collections::HashMap;
use yubin_domain::conditional::Conditionals;
use yubin_domain::model::{
    GameId, GameRecord, GameState, Leave, Look, MoveRequest, RatedPlayer, Timeline, TournamentId,
    TournamentRecord, TournamentView, Watching, Zone,
};
use yubin_rules::{Game, Variant};

/// Where a snapshot is read from. Each read either fails (`Err`: the store cannot answer,
/// and the mail is left for later) or answers, with a damaged row as an answer of its own
/// ([`Loaded`]: the engine tells the sender and the operator).
pub trait Source {
    /// Why a read failed.
    type Error;
    /// The game numbered `id`, if there is one.
    fn game(&mut self, id: GameId) -> Result<Loaded<Option<GameRecord>>, Self::Error>;
    /// Every game `address` plays or was challenged to, oldest first.
    fn games_of(&mut self, address: &str) -> Result<Loaded<Vec<GameRecord>>, Self::Error>;
    /// The game of `rec` after its moves, and what its clocks are computed from.
    fn replay(&mut self, rec: &GameRecord) -> Result<Loaded<(Game, Timeline)>, Self::Error>;
    /// The game of `rec` after its moves (no clocks).
    fn board(&mut self, rec: &GameRecord) -> Result<Loaded<Game>, Self::Error>;
    /// Whether a mail from `address` was ever logged.
    fn has_written(&mut self, address: &str) -> Result<bool, Self::Error>;
    /// Mails from `address` without a valid reply key logged since `since`.
    fn unkeyed_mails_since(&mut self, address: &str, since: i64) -> Result<u32, Self::Error>;
    /// Challenges and tournament entries since `since` by addresses that played no game
    /// and entered no tournament before.
    fn newcomers_since(&mut self, since: i64) -> Result<u32, Self::Error>;
    /// Error answers to mail from `address` without a valid reply key since `since`.
    fn unkeyed_errors_since(&mut self, address: &str, since: i64) -> Result<u32, Self::Error>;
    /// Both players' conditional moves in game `id`, Black's first.
    fn conditionals(&mut self, id: GameId) -> Result<Loaded<[Conditionals; 2]>, Self::Error>;
    /// The rating list of `variant`, best first.
    fn rating_list(&mut self, variant: Variant) -> Result<Loaded<Vec<RatedPlayer>>, Self::Error>;
    /// The leave `address` booked, in order.
    fn leave_of(&mut self, address: &str) -> Result<Loaded<Vec<Leave>>, Self::Error>;
    /// The time zone of `address`.
    fn zone_of(&mut self, address: &str) -> Result<Zone, Self::Error>;
    /// How the mails of `address` draw the board.
    fn look_of(&mut self, address: &str) -> Result<Look, Self::Error>;
    /// The display name and archive setting of `address`.
    fn profile_of(&mut self, address: &str) -> Result<Loaded<Profile>, Self::Error>;
    /// Every player whose display name looks like `name` (the same name, case aside, or a
    /// look-alike: [`yubin_domain::alike::name_skeletons`]), as (address, display name).
    fn holders_of_name(&mut self, name: &str) -> Result<Vec<(String, String)>, Self::Error>;
    /// Every player whose address looks like `address` ([`yubin_domain::alike::skeleton`]),
    /// `address` itself among them when it is a player's.
    fn holders_of_address(&mut self, address: &str) -> Result<Vec<String>, Self::Error>;
    /// What `address` watches among games and tournaments not over.
    fn watching_of(&mut self, address: &str) -> Result<Loaded<Vec<Watching>>, Self::Error>;
    /// Whether `address` lets others watch their casual games.
    fn observers_of(&mut self, address: &str) -> Result<Loaded<Option<bool>>, Self::Error>;
    /// Whether `address` gets deadline reminders (`reminders on|off`).
    fn reminders_of(&mut self, address: &str) -> Result<Loaded<Option<bool>>, Self::Error>;
    /// The open and running tournaments `address` plays in (not withdrawn), with whether
    /// their crosstables come to them (`crosstables T3 on|off`).
    fn crosstables_of(
        &mut self,
        address: &str,
    ) -> Result<Loaded<Vec<(TournamentId, bool)>>, Self::Error>;
    /// The number the next new game gets.
    fn next_game_id(&mut self) -> Result<GameId, Self::Error>;
    /// The number the next new tournament gets.
    fn next_tournament_id(&mut self) -> Result<TournamentId, Self::Error>;
    /// The tournament numbered `id`, if there is one.
    fn tournament(
        &mut self,
        id: TournamentId,
    ) -> Result<Loaded<Option<TournamentView>>, Self::Error>;
    /// The open and running tournaments with their numbers of players.
    fn open_tournaments(&mut self) -> Result<Loaded<Vec<(TournamentRecord, u32)>>, Self::Error>;
    /// The numbers of the tournaments finished at `since` or later, the latest first, at
    /// most `limit` of them.
    fn finished_tournaments(
        &mut self,
        since: i64,
        limit: u32,
    ) -> Result<Vec<TournamentId>, Self::Error>;
    /// The address change numbered `id`, if there is one.
    fn move_request(&mut self, id: i64) -> Result<Loaded<Option<MoveRequest>>, Self::Error>;
    /// The last address change `address` asked for that is not done, if any (lapsed or not).
    fn latest_move_of(&mut self, address: &str)
        -> Result<Loaded<Option<MoveRequest>>, Self::Error>;
    /// The number the next address change gets.
    fn next_move_id(&mut self) -> Result<i64, Self::Error>;
    /// Whether the operator banned `address` or its domain (`yubin admin ban`): its mail is
    /// logged and not answered, and it cannot be challenged. None is, unless the source says.
    fn is_banned(&mut self, address: &str) -> Result<bool, Self::Error> {
        let _ = address;
        Ok(false)
    }
    /// Since when `address` is marked undeliverable (its mail bounced,
    /// `crate::years::bounce`), if it is. None is, unless the source says.
    fn undeliverable_since(&mut self, address: &str) -> Result<Option<i64>, Self::Error> {
        let _ = address;
        Ok(None)
    }
    /// Game `id`'s analysis, if one was made (`analyse N`). None, unless the source says.
    fn analysis(
        &mut self,
        id: GameId,
    ) -> Result<Loaded<Option<yubin_domain::model::Analysis>>, Self::Error> {
        let _ = id;
        Ok(Ok(None))
    }
    /// Every request waiting for an analysis, oldest first: (game, requester). None, unless
    /// the source says.
    fn analysis_waiting(&mut self) -> Result<Vec<(GameId, String)>, Self::Error> {
        Ok(Vec::new())
    }
    /// Whether the archive may show game `id`. No game is, unless the source says.
    fn is_public(&mut self, id: GameId) -> Result<bool, Self::Error> {
        let _ = id;
        Ok(false)
    }
}

/// What the engine needs for the prepared mail at `now`, read from `src`.
///
/// # Errors
/// A read of `src` fails.
pub fn load<S: Source>(p: &Prepared<'_>, now: i64, src: &mut S) -> Result<Snapshot, S::Error> {
    let (wants, mail) = (&p.wants, p.mail);
    // The keyed game is usually one of the sender's games too: read and replayed once.
    let mut replayed: HashMap<GameId, Loaded<(Game, Timeline)>> = HashMap::new();
    // Every record is taken in with its players' public names filled in.
    let s = p.settings;
    let mut played = |src: &mut S, rec: GameRecord, replay: bool| -> Result<Played, S::Error> {
        let rec = crate::profile::named(s, rec);
        let game = match (replay, replayed.get(&rec.id)) {
            (false, _) => None,
            (true, Some(game)) => Some(game.clone()),
            (true, None) => {
                let game = src.replay(&rec)?;
                replayed.insert(rec.id, game.clone());
                Some(game)
            }
        };
        let (game, timeline) = match game {
            None => (None, Timeline::default()),
            Some(Ok((game, timeline))) => (Some(Ok(game)), timeline),
            Some(Err(e)) => (Some(Err(e)), Timeline::default()),
        };
        Ok(Played {
            record: rec,
            game,
            timeline,
        })
    };
    // A declined challenge has no game to replay.
    let mut one = |src: &mut S, id: GameId| -> Result<Loaded<Option<Played>>, S::Error> {
        Ok(match src.game(id)? {
            Ok(Some(rec)) => {
                let replay = rec.state != GameState::Declined;
                Ok(Some(played(src, rec, replay)?))
            }
            Ok(None) => Ok(None),
            Err(e) => Err(e),
        })
    };
    let keyed = match wants.keyed {
        None => Ok(None),
        Some(id) => one(src, id)?,
    };
    let watched = match wants.watch_game {
        None => None,
        Some(id) => Some(one(src, id)?),
    };
    let analyse = match wants.analyse {
        None => None,
        Some(id) => Some(match (one(src, id)?, src.analysis(id)?) {
            (Ok(game), Ok(done)) => Ok(crate::snapshot::ToAnalyse {
                game,
                public: src.is_public(id)?,
                done,
                waiting: src.analysis_waiting()?,
            }),
            (Err(e), _) | (_, Err(e)) => Err(e),
        }),
    };
    let sender_games = match src.games_of(&wants.sender)? {
        Ok(games) => Ok(games
            .into_iter()
            .map(|rec| {
                let replay =
                    rec.state.is_open() || wants.replay_all && rec.state != GameState::Declined;
                played(src, rec, replay)
            })
            .collect::<Result<Vec<_>, _>>()?),
        Err(e) => Err(e),
    };
    let opponent = match &wants.opponent {
        None => None,
        Some(address) => Some(match (src.games_of(address)?, src.profile_of(address)?) {
            (Ok(games), Ok((name, _))) => Ok(Opponent {
                address: address.clone(),
                alike: src.holders_of_address(address)?,
                has_written: src.has_written(address)?,
                waiting_challenges: games
                    .iter()
                    .filter(|g| {
                        g.state == GameState::Challenged
                            && g.address(!g.setup.challenger) == address.as_str()
                    })
                    .count() as u32,
                name,
                look: src.look_of(address)?,
                banned: src.is_banned(address)?,
            }),
            (Err(e), _) | (_, Err(e)) => Err(e),
        }),
    };
    let tournament = match wants.tournament {
        None => None,
        Some(want) => {
            let id = match want {
                TournamentWant::Id(id) => Ok(Some(id)),
                TournamentWant::OfKeyedGame => match &keyed {
                    Ok(Some(p)) => Ok(p.record.setup.tournament.as_ref().map(|t| t.id)),
                    Ok(None) => Ok(None),
                    Err(e) => Err(e.clone()),
                },
            };
            Some(match id {
                Ok(Some(id)) => src
                    .tournament(id)?
                    .map(|v| v.map(|v| crate::profile::named_view(s, v))),
                Ok(None) => Ok(None),
                Err(e) => Err(e),
            })
        }
    };
    let tournament_boards = match (&tournament, &wants.tournament_boards) {
        (Some(Ok(Some(view))), Some(player)) => {
            boards(src, view, |g| g.color_of(player).is_some())?
        }
        _ => Ok(Vec::new()),
    };
    let settings = wants.sender_settings;
    Ok(Snapshot {
        next_tournament_id: if wants.new_tournament {
            Some(src.next_tournament_id()?)
        } else {
            None
        },
        tournament,
        tournament_boards,
        tournaments: if wants.tournament_list {
            Some(src.open_tournaments()?.map(|rows| {
                rows.into_iter()
                    .map(|(r, n)| (crate::profile::named_tournament(s, r), n))
                    .collect()
            }))
        } else {
            None
        },
        finished_tournaments: if wants.tournament_list {
            Some(finished(src, s, now)?)
        } else {
            None
        },
        recent_mails: src.unkeyed_mails_since(&mail.from, now - 3600)?,
        errors_today: src.unkeyed_errors_since(&mail.from, now - 86_400)?,
        newcomers_last_hour: if wants.newcomers {
            src.newcomers_since(now - 3600)?
        } else {
            0
        },
        opponent,
        keyed,
        sender_games,
        conditionals: match wants.keyed {
            Some(id) => src.conditionals(id)?,
            None => Ok(Default::default()),
        },
        rating_list: match wants.rating_list {
            Some(v) => Some(src.rating_list(v)?),
            None => None,
        },
        sender_leave: if settings {
            src.leave_of(&mail.from)?
        } else {
            Ok(Vec::new())
        },
        sender_zone: if settings {
            src.zone_of(&mail.from)?
        } else {
            Zone::UTC
        },
        // Always read: every answer is written in the sender's language.
        sender_look: src.look_of(&mail.from)?,
        sender_profile: if settings {
            src.profile_of(&mail.from)?
        } else {
            Ok((None, None))
        },
        name_holders: match &wants.name {
            Some(name) => src.holders_of_name(name)?,
            None => Vec::new(),
        },
        sender_alike: src.holders_of_address(&mail.from)?,
        next_game_id: src.next_game_id()?,
        original: p.original.clone(),
        watched,
        sender_watches: if wants.sender_watches {
            src.watching_of(&mail.from)?
        } else {
            Ok(Vec::new())
        },
        sender_observers: if settings {
            src.observers_of(&mail.from)?
        } else {
            Ok(None)
        },
        moving: match &wants.moving {
            Some(want) => Some(moving(src, s, want)?),
            None => None,
        },
        sender_reminders: if settings {
            src.reminders_of(&mail.from)?
        } else {
            Ok(None)
        },
        sender_banned: src.is_banned(&mail.from)?,
        sender_crosstables: if wants.sender_crosstables {
            src.crosstables_of(&mail.from)?
        } else {
            Ok(Vec::new())
        },
        analyse,
    })
}

/// Reads what an address change's `want` needs from `src` (`crate::years::moving`).
///
/// # Errors
/// A read fails (outer), or a row is damaged (inner).
pub fn moving<S: Source>(
    src: &mut S,
    s: &crate::Settings,
    want: &MoveWant,
) -> Result<Loaded<Moving>, S::Error> {
    let (request, new) = match want {
        MoveWant::Ask { sender, new } => (
            src.latest_move_of(sender)?,
            Some(new.clone()).filter(|n| !n.is_empty()),
        ),
        MoveWant::Request(id) => {
            let r = src.move_request(*id)?;
            let new = match &r {
                Ok(Some(r)) => Some(r.new.clone()),
                _ => None,
            };
            (r, new)
        }
    };
    let request = match request {
        Ok(r) => r,
        Err(e) => return Ok(Err(e)),
    };
    let new_alike = match &new {
        Some(a) => src.holders_of_address(a)?,
        None => Vec::new(),
    };
    let player = match (want, &request) {
        (MoveWant::Request(_), Some(r)) if r.done_at.is_none() => match player(src, s, &r.old)? {
            Ok(p) => Some(p),
            Err(e) => return Ok(Err(e)),
        },
        _ => None,
    };
    // The old address's mark: the sender's for `move to` (before its own mail clears it),
    // the request's old address for a reply or the operator's approval.
    let old = match (want, &request) {
        (MoveWant::Ask { sender, .. }, _) => Some(sender.as_str()),
        (MoveWant::Request(_), Some(r)) if r.done_at.is_none() => Some(r.old.as_str()),
        _ => None,
    };
    let old_undeliverable = match old {
        Some(a) => src.undeliverable_since(&yubin_domain::address::fold(a))?,
        None => None,
    };
    Ok(Ok(Moving {
        request,
        next_id: src.next_move_id()?,
        new_alike,
        player,
        old_undeliverable,
    }))
}

fn player<S: Source>(
    src: &mut S,
    s: &crate::Settings,
    address: &str,
) -> Result<Loaded<MovingPlayer>, S::Error> {
    let look = src.look_of(address)?;
    let name = match src.profile_of(address)? {
        Ok((name, _)) => name,
        Err(e) => return Ok(Err(e)),
    };
    let records = match src.games_of(address)? {
        Ok(g) => g,
        Err(e) => return Ok(Err(e)),
    };
    let mut games = Vec::new();
    for rec in records.into_iter().filter(|r| r.state.is_open()) {
        let rec = crate::profile::named(s, rec);
        let (game, timeline) = match src.replay(&rec)? {
            Ok((g, t)) => (Some(Ok(g)), t),
            Err(e) => (Some(Err(e)), Timeline::default()),
        };
        games.push(Played {
            record: rec,
            game,
            timeline,
        });
    }
    Ok(Ok(MovingPlayer { look, name, games }))
}

/// The tournaments `tournaments` lists as finished lately
/// ([`crate::tournament::FINISHED_DAYS`] before `now`, the latest
/// [`crate::tournament::FINISHED_MAX`]), each whole (its winners are worked out from its
/// games), named as the engine names players.
///
/// # Errors
/// A read fails (outer), or a tournament's rows are damaged (inner).
fn finished<S: Source>(
    src: &mut S,
    s: &crate::Settings,
    now: i64,
) -> Result<Loaded<Vec<TournamentView>>, S::Error> {
    use crate::tournament::{FINISHED_DAYS, FINISHED_MAX};
    let since = now - i64::from(FINISHED_DAYS) * 86_400;
    let mut out = Vec::new();
    for id in src.finished_tournaments(since, FINISHED_MAX)? {
        match src.tournament(id)? {
            Ok(Some(view)) => out.push(crate::profile::named_view(s, view)),
            Ok(None) => {}
            Err(row) => return Ok(Err(row)),
        }
    }
    Ok(Ok(out))
}

/// The active games of a tournament that `only` keeps, replayed: a withdrawing player's, or
/// the games of a round whose deadline passed.
///
/// # Errors
/// A read fails (outer), or a game's row is damaged (inner).
pub fn boards<S: Source>(
    src: &mut S,
    view: &TournamentView,
    only: impl Fn(&GameRecord) -> bool,
) -> Result<Loaded<Vec<(GameId, Game)>>, S::Error> {
    let mut out = Vec::new();
    for rec in view
        .games
        .iter()
        .filter(|g| g.state == GameState::Active && only(g))
    {
        match src.board(rec)? {
            Ok(game) => out.push((rec.id, game)),
            Err(row) => return Ok(Err(row)),
        }
    }
    Ok(Ok(out))
}
