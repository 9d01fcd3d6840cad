//! What the engine reads: the part of the stored world one decision needs, loaded by the
//! shell before it asks the engine, and the pure replay of a game from its record.

use crate::reading::extract::Original;
use yubin_domain::conditional::Conditionals;
use yubin_domain::model::{
    CorruptRow, Damaged, GameId, GameRecord, GameSetup, Leave, Look, MoveRecord, MoveRequest,
    RatedPlayer, Timeline, TournamentId, TournamentRecord, TournamentView, Watching, Zone,
};
use yubin_rules::{notation, Game};

/// A value read from the store, or the damaged row that kept it from being read. The
/// engine meets the damage only if its decision needs the value.
pub type Loaded<T> = Result<T, CorruptRow>;

/// A game as the engine sees it: its record and, where the shell replayed it, the game
/// after its moves.
#[derive(Debug, Clone)]
pub struct Played {
    /// The stored record.
    pub record: GameRecord,
    /// The game after every stored move (`None` when the shell did not replay it: a
    /// finished or declined game that the decision only lists).
    pub game: Option<Loaded<Game>>,
    /// What the clocks are computed from: the moves' instants, stops, gifts (empty when the
    /// game was not replayed).
    pub timeline: Timeline,
}

/// A player's display name and archive setting (`None`: not chosen).
pub type Profile = (Option<String>, Option<bool>);

/// Everything one decision about an inbound mail may read.
#[derive(Debug, Clone)]
pub struct Snapshot {
    /// Mails from the sender without a valid reply key logged in the last hour (the rate
    /// limit counts only those).
    pub recent_mails: u32,
    /// The game named by the mail's reply key ([`Wants::keyed`]), if such a game exists.
    pub keyed: Loaded<Option<Played>>,
    /// Every game the sender plays or was challenged to, oldest first; open games
    /// (challenged or active) replayed, every game when [`Wants::replay_all`].
    pub sender_games: Loaded<Vec<Played>>,
    /// Answers with an error to mail from the sender without a valid reply key in the last
    /// 24 hours (the daily error limit counts them).
    pub errors_today: u32,
    /// Challenges and tournament entries by newcomers (addresses that played no game
    /// before) in the last hour, from all addresses (read when [`Wants::newcomers`]; 0
    /// otherwise).
    pub newcomers_last_hour: u32,
    /// The opponent a `challenge` names ([`Wants::opponent`]), as the store knows them.
    pub opponent: Option<Loaded<Opponent>>,
    /// Both players' conditional moves in the keyed game, Black's first (none without one).
    pub conditionals: Loaded<[Conditionals; 2]>,
    /// The rating list [`Wants::rating_list`] asks for: every rated player, best first.
    pub rating_list: Option<Loaded<Vec<RatedPlayer>>>,
    /// The leave the sender has booked, in order (read when [`Wants::sender_settings`];
    /// empty otherwise).
    pub sender_leave: Loaded<Vec<Leave>>,
    /// The sender's time zone (UTC unless they chose one; read when
    /// [`Wants::sender_settings`], UTC otherwise).
    pub sender_zone: Zone,
    /// How the sender's mails draw the board and the language they chose (the default
    /// unless they chose; always read: every answer is written in the sender's language).
    pub sender_look: Look,
    /// The sender's display name and archive setting (`None`: not chosen), read when
    /// [`Wants::sender_settings`].
    pub sender_profile: Loaded<Profile>,
    /// The players whose display names look like the one a `name` command asks for
    /// ([`Wants::name`]), as (address, display name); the sender among them when theirs does.
    pub name_holders: Vec<(String, String)>,
    /// The players whose addresses look like the sender's, the sender among them when they
    /// are a player ([`poses`]).
    pub sender_alike: Vec<String>,
    /// The number the next new game gets: allocated by the store, which never reuses one.
    pub next_game_id: GameId,
    /// The number the next new tournament gets (never one given before); read for
    /// `tournament create` only ([`Wants::new_tournament`]).
    pub next_tournament_id: Option<TournamentId>,
    /// The tournament a tournament command names ([`Wants::tournament`]); `None` when none
    /// was asked for, `Some(Ok(None))` when there is no such tournament.
    pub tournament: Option<Loaded<Option<TournamentView>>>,
    /// The active games of [`Wants::tournament_boards`]'s player in that tournament,
    /// replayed (a withdrawal ends them).
    pub tournament_boards: Loaded<Vec<(GameId, Game)>>,
    /// The open and running tournaments with their numbers of players (for `tournaments`).
    pub tournaments: Option<Loaded<Vec<(TournamentRecord, u32)>>>,
    /// The tournaments finished lately, the latest first, whole (for `tournaments`: their
    /// winners; read with [`Snapshot::tournaments`]).
    pub finished_tournaments: Option<Loaded<Vec<TournamentView>>>,
    /// The bot's mail the mail answers ([`crate::Inbound::answers`]), while the outbox keeps
    /// its body: its quoted lines are recognised wherever they stand.
    pub original: Option<Original>,
    /// The game an observer's command names ([`Wants::watch_game`]), replayed; `None` when
    /// none was asked for, `Some(Ok(None))` when there is no such game.
    pub watched: Option<Loaded<Option<Played>>>,
    /// What the sender watches among games and tournaments not over (read when
    /// [`Wants::sender_watches`]; empty otherwise).
    pub sender_watches: Loaded<Vec<Watching>>,
    /// Whether the sender lets others watch their casual games (`None`: never said; read
    /// when [`Wants::sender_settings`]).
    pub sender_observers: Loaded<Option<bool>>,
    /// Whether the sender gets deadline reminders (`None`: never said, yes; read when
    /// [`Wants::sender_settings`]).
    pub sender_reminders: Loaded<Option<bool>>,
    /// What an address change needs ([`Wants::moving`]; `None` when not asked for).
    pub moving: Option<Loaded<Moving>>,
    /// The operator banned the sender or its domain (`yubin admin ban`): the mail is logged
    /// and not answered.
    pub sender_banned: bool,
    /// The open and running tournaments the sender plays in, with whether their crosstables
    /// come to them (read when [`Wants::sender_crosstables`]; empty otherwise).
    pub sender_crosstables: Loaded<Vec<(TournamentId, bool)>>,
    /// What `analyse N` reads ([`Wants::analyse`]; `None` when not asked for).
    pub analyse: Option<Loaded<ToAnalyse>>,
}

/// What a decision about `analyse N` reads (issue 27, `crate::analysis`).
#[derive(Debug, Clone)]
pub struct ToAnalyse {
    /// The game, replayed unless declined (`None`: there is no such game).
    pub game: Option<Played>,
    /// Whether the archive may show it (started and public: its players' or its
    /// tournament's `archive` setting).
    pub public: bool,
    /// Its analysis, when one was made: the answer is sent from it at once.
    pub done: Option<yubin_domain::model::Analysis>,
    /// Every request still waiting for an analysis, oldest first: (game, requester).
    pub waiting: Vec<(GameId, String)>,
}

/// What a handler found missing from its snapshot, answered like a damaged record rather
/// than with a guess: `thing`, of the record `what`, was not loaded for this mail
/// ([`load`](fn@crate::load) reads what a command's [`Wants`] ask for, so this is a fault of the
/// engine, not of the mail).
pub(crate) fn not_loaded(what: Damaged, thing: &str) -> CorruptRow {
    CorruptRow {
        what,
        column: "id",
        problem: format!("{thing} was not loaded for this mail"),
    }
}

/// What the store knows of an address a `challenge` names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opponent {
    /// The address, folded.
    pub address: String,
    /// The players whose addresses look like it, itself among them when it is a player's
    /// ([`poses`]).
    pub alike: Vec<String>,
    /// Whether a mail from it was ever logged.
    pub has_written: bool,
    /// Challenges to it that are not answered yet.
    pub waiting_challenges: u32,
    /// Its display name (`None`: none chosen, or not a player yet).
    pub name: Option<String>,
    /// How its mails draw the board (the default when it is not a player yet).
    pub look: Look,
    /// The operator banned it (`yubin admin ban`): it cannot be challenged.
    pub banned: bool,
}

/// Whether `address`, given the players' addresses that look like it (`alike`, itself
/// among them when it is a player's), is a new address posing as a player's: it is no
/// player's, and it looks like one (`аӏісе@example.org`, all Cyrillic, beside
/// `alice@example.org`). An address that is a player's already was let in before, and
/// stays.
pub fn poses(address: &str, alike: &[String]) -> bool {
    !alike.is_empty() && alike.iter().all(|a| a != address)
}

/// What the shell must load for a mail: the game its reply key names, the sender's games,
/// the opponent a `challenge` names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wants {
    /// The opponent, when the mail's command is a `challenge`.
    pub opponent: Option<String>,
    /// The game named by the first reply key among the recipients.
    pub keyed: Option<GameId>,
    /// The sender's address.
    pub sender: String,
    /// The variant whose rating list a `ratings` command asks for.
    pub rating_list: Option<yubin_rules::Variant>,
    /// Whether the command reads the sender's own settings (`timezone`, `leave`, `name`,
    /// `archive`, `observers`, `pieces`, `board picture|table`), or puts the sender into a
    /// game, a tournament or a game's observers (whose mails are drawn their way): only
    /// then are [`Snapshot::sender_zone`], [`Snapshot::sender_leave`],
    /// [`Snapshot::sender_profile`], [`Snapshot::sender_look`] and
    /// [`Snapshot::sender_observers`] read.
    pub sender_settings: bool,
    /// The tournament a tournament command names.
    pub tournament: Option<TournamentWant>,
    /// The player whose active games in that tournament are replayed too (a withdrawal
    /// ends them).
    pub tournament_boards: Option<String>,
    /// Whether the open and running tournaments are listed.
    pub tournament_list: bool,
    /// Whether every game of the sender is replayed, finished ones too (`export`).
    pub replay_all: bool,
    /// The display name a `name` command asks for: who holds it is read.
    pub name: Option<String>,
    /// Whether the command creates a tournament (its number is read).
    pub new_tournament: bool,
    /// The game an observer's command names (read and replayed).
    pub watch_game: Option<GameId>,
    /// Whether what the sender watches is read.
    pub sender_watches: bool,
    /// Whether the newcomers of the last hour are counted (a challenge, a tournament entry).
    pub newcomers: bool,
    /// The address change a `move to` or a reply at a move key is about.
    pub moving: Option<MoveWant>,
    /// Whether the sender's tournaments and their crosstables settings are read
    /// (`unsubscribe`, `crosstables`).
    pub sender_crosstables: bool,
    /// The game `analyse N` names: it, its analysis and the queue are read.
    pub analyse: Option<GameId>,
}

/// What a decision about an address change needs loaded (`crate::years::moving`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveWant {
    /// `move to`: the sender's last request, and who holds addresses like `new`.
    Ask {
        /// The sender (the old address).
        sender: String,
        /// The new address, folded.
        new: String,
    },
    /// A reply at a move key, or the operator's approval: that request and its player.
    Request(i64),
}

/// What the store knows of an address change.
#[derive(Debug, Clone)]
pub struct Moving {
    /// `move to`: the sender's last request not done; a reply: the request its key names.
    pub request: Option<MoveRequest>,
    /// The number a new request gets.
    pub next_id: i64,
    /// The players whose addresses are, or look like, the new address.
    pub new_alike: Vec<String>,
    /// The player who asked (read for a reply or an approval).
    pub player: Option<MovingPlayer>,
    /// Since when the old address is marked undeliverable (its mail bounces), if it is:
    /// for `move to`, the sender's mark as it was before their mail came.
    pub old_undeliverable: Option<i64>,
}

/// The player an address change moves, as its mails need them.
#[derive(Debug, Clone)]
pub struct MovingPlayer {
    /// How their mails are written and drawn.
    pub look: Look,
    /// Their display name (`None`: none chosen).
    pub name: Option<String>,
    /// Their open games, replayed.
    pub games: Vec<Played>,
}

/// Which tournament a command needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentWant {
    /// This one.
    Id(TournamentId),
    /// The tournament of the game the mail's reply key names (`standings` alone).
    OfKeyedGame,
}

/// The start of a game: the preset's position, or its stored start position.
///
/// # Errors
/// The stored start position cannot be read: a [`CorruptRow`] naming `games.start_sfen`.
pub fn start(id: GameId, setup: &GameSetup) -> Loaded<Game> {
    Ok(match &setup.terms.start_sfen {
        Some(sfen) => {
            Game::from_position(notation::sfen::read(setup.terms.rules, sfen).map_err(|e| {
                CorruptRow {
                    what: yubin_domain::model::Damaged::Game(id),
                    column: "start_sfen",
                    problem: e.to_string(),
                }
            })?)
        }
        None => Game::new(setup.terms.rules),
    })
}

/// Plays stored moves, given by their USI texts, onto `game`; `first` is the ply of the first.
///
/// # Errors
/// A stored move cannot be read or is illegal: a [`CorruptRow`] naming the move's `usi`.
pub fn play_usis(id: GameId, game: &mut Game, first: u32, usis: &[String]) -> Loaded<()> {
    for (ply, usi) in (first..).zip(usis) {
        let bad = |problem: String| CorruptRow {
            what: yubin_domain::model::Damaged::Move {
                game: id,
                ply: ply.into(),
            },
            column: "usi",
            problem,
        };
        let mv =
            notation::read_move(game.position(), usi).map_err(|e| bad(format!("{usi:?}: {e}")))?;
        game.play(mv)
            .map_err(|e| bad(format!("{usi:?} is illegal here: {e}")))?;
    }
    Ok(())
}

/// Rebuilds a game by replaying its moves from the start.
///
/// # Errors
/// As [`start`] and [`play_usis`].
pub fn replay(rec: &GameRecord, moves: &[MoveRecord]) -> Loaded<Game> {
    let usis: Vec<String> = moves.iter().map(|m| m.usi.clone()).collect();
    replay_usis(rec, &usis)
}

/// [`replay`] from the moves' USI texts alone.
///
/// # Errors
/// As [`start`] and [`play_usis`].
pub fn replay_usis(rec: &GameRecord, usis: &[String]) -> Loaded<Game> {
    let mut game = start(rec.id, &rec.setup)?;
    play_usis(rec.id, &mut game, 1, usis)?;
    Ok(game)
}
