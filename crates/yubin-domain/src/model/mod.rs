//! The service's domain: games, their setup and state, moves, the mail log and the mails
//! to send. Typed values only; the store converts them to and from SQL at its edge
//! (`crate::store`), and a stored value that does not fit is a [`CorruptRow`].

use super::clock::{Gift, Stop, TimeControl};
use super::rating::Rating;
use yubin_rules::{Color, EndReason, Outcome, Rules, Variant};

mod analysis;
mod bounce;
mod damage;
mod for_tests;
mod language;
mod look;
mod moving;
mod tournament;
mod unsubscribe;
mod watch;
pub use analysis::{Analysis, Eval, PlyEval};
pub use bounce::{Action, BounceRecord, BounceSource, DeliveryReport, RecipientReport, Severity};
pub use damage::{CorruptRow, Damaged, RowKey};
pub use language::Language;
pub use look::{BoardForm, DigestTime, Look, Pieces};
pub use moving::{MoveRequest, MoveSide, MOVE_LIFETIME};
pub use tournament::{
    format_code, parse_format, parse_points, parse_tie_break, points_code, tie_break_code,
    ByeScore, Entrant, TournamentRecord, TournamentSlot, TournamentState, TournamentTerms,
    TournamentView,
};
pub use unsubscribe::{Stream, Unsubscribe};
pub use watch::{WatchKind, Watched, Watcher, Watching};

/// A game's number, shown to players as "game 12". The store allocates it; numbers are
/// never reused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct GameId(pub i64);

/// A tournament's number, shown to players as `T3`. The store allocates it; numbers are
/// never reused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct TournamentId(pub i64);

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::fmt::Display for TournamentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// Where a game is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameState {
    /// Challenge sent, waiting for the opponent to accept or decline.
    Challenged,
    /// The opponent declined; final.
    Declined,
    /// Being played.
    Active,
    /// Over; the record has a result.
    Finished,
    /// Ended by a player before each side had moved; final, not scored, no result.
    Aborted,
}

impl GameState {
    /// Every state.
    pub const ALL: [GameState; 5] = [
        GameState::Challenged,
        GameState::Declined,
        GameState::Active,
        GameState::Finished,
        GameState::Aborted,
    ];

    /// The value stored in `games.state`.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameState::Challenged => "challenged",
            GameState::Declined => "declined",
            GameState::Active => "active",
            GameState::Finished => "finished",
            GameState::Aborted => "aborted",
        }
    }

    /// Parses a stored value.
    pub fn parse(text: &str) -> Option<GameState> {
        GameState::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// Whether the game is waiting for an answer or being played.
    pub const fn is_open(self) -> bool {
        matches!(self, GameState::Challenged | GameState::Active)
    }
}

/// What happens to a well-formed move that the rules forbid (`illegal=` of a challenge).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum IllegalPolicy {
    /// The historic rule: the player who made it loses the game.
    #[default]
    Lose,
    /// Casual games: the move is refused and the player moves again.
    Reject,
}

impl IllegalPolicy {
    /// The value stored in `games.illegal_move` and written in challenges.
    pub const fn as_str(self) -> &'static str {
        match self {
            IllegalPolicy::Lose => "lose",
            IllegalPolicy::Reject => "reject",
        }
    }

    /// Parses `lose` or `reject` (case-insensitive).
    pub fn parse(text: &str) -> Option<IllegalPolicy> {
        match text.to_ascii_lowercase().as_str() {
            "lose" => Some(IllegalPolicy::Lose),
            "reject" => Some(IllegalPolicy::Reject),
            _ => None,
        }
    }
}

/// The result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// The given side won.
    Win(Color),
    /// Neither side won.
    Draw,
}

impl GameResult {
    /// The value stored in `games.result`: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::Win(Color::Black) => "1-0",
            GameResult::Win(Color::White) => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// The winner; `None` for a draw.
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::Win(c) => Some(c),
            GameResult::Draw => None,
        }
    }

    /// Parses a stored value.
    pub fn parse(text: &str) -> Option<GameResult> {
        match text {
            "1-0" => Some(GameResult::Win(Color::Black)),
            "0-1" => Some(GameResult::Win(Color::White)),
            "1/2-1/2" => Some(GameResult::Draw),
            _ => None,
        }
    }
}

/// How a game ended: on the board (the rules crate's [`EndReason`]), or off it, by a player or
/// the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The board decided ([`yubin_rules::Game::play`] returned an [`Outcome`]).
    Board(EndReason),
    /// A player resigned.
    Resignation,
    /// A player's time ran out.
    Timeout,
    /// A player made an illegal move in a game played under `illegal=lose`.
    IllegalMove,
    /// The players agreed (a draw).
    Agreement,
    /// The game reached its length limit (`max_plies`): a draw.
    MaxLength,
    /// A tournament player withdrew: their unfinished games are lost by forfeit.
    Withdrawal,
    /// A Swiss round's deadline passed before the game ended: adjudicated a draw.
    RoundDeadline,
    /// The operator decided the result (`yubin admin adjudicate`).
    Adjudication,
}

impl Termination {
    /// The value stored in `games.termination`: the board's reason's own name
    /// (`checkmate`), or `resignation`, `timeout`, `illegal_move`, `agreement`, `max_length`,
    /// `withdrawal`, `round_deadline`, `adjudication`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Termination::Board(r) => r.as_str(),
            Termination::Resignation => "resignation",
            Termination::Timeout => "timeout",
            Termination::IllegalMove => "illegal_move",
            Termination::Agreement => "agreement",
            Termination::MaxLength => "max_length",
            Termination::Withdrawal => "withdrawal",
            Termination::RoundDeadline => "round_deadline",
            Termination::Adjudication => "adjudication",
        }
    }

    /// Every ending that is not the board's.
    pub const NOT_BOARD: [Termination; 8] = [
        Termination::Resignation,
        Termination::Timeout,
        Termination::IllegalMove,
        Termination::Agreement,
        Termination::MaxLength,
        Termination::Withdrawal,
        Termination::RoundDeadline,
        Termination::Adjudication,
    ];

    /// Every ending: the board's, then the others.
    pub fn all() -> impl Iterator<Item = Termination> {
        EndReason::ALL
            .iter()
            .map(|&r| Termination::Board(r))
            .chain(Termination::NOT_BOARD)
    }

    /// Parses a stored value.
    pub fn parse(text: &str) -> Option<Termination> {
        Termination::all().find(|t| t.as_str() == text)
    }

    /// Whether a game that ended so counts for the ratings (when it is rated): not a forfeit
    /// nor an adjudication (a round's deadline, the operator's), which no play decided.
    pub const fn is_rated(self) -> bool {
        !matches!(
            self,
            Termination::Withdrawal | Termination::RoundDeadline | Termination::Adjudication
        )
    }
}

/// The end of a game: who won (nobody for a draw) and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ending {
    /// The winner; `None` for a draw.
    pub winner: Option<Color>,
    /// How the game ended.
    pub how: Termination,
}

impl Ending {
    /// A win for `winner`.
    pub const fn win(winner: Color, how: Termination) -> Ending {
        Ending {
            winner: Some(winner),
            how,
        }
    }

    /// A draw.
    pub const fn draw(how: Termination) -> Ending {
        Ending { winner: None, how }
    }

    /// A game with `result`, ended `how`.
    pub const fn of(result: GameResult, how: Termination) -> Ending {
        Ending {
            winner: result.winner(),
            how,
        }
    }

    /// The result to store.
    pub fn result(self) -> GameResult {
        self.winner.map_or(GameResult::Draw, GameResult::Win)
    }
}

impl From<Outcome> for Ending {
    fn from(o: Outcome) -> Ending {
        Ending {
            winner: o.winner,
            how: Termination::Board(o.reason),
        }
    }
}

/// A player's time zone: the dates in their mails are written in it. UTC unless they chose
/// one with `timezone`; the IANA database is compiled in (`chrono-tz`), so a date reads the
/// same on every server.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Zone(Option<chrono_tz::Tz>);

impl Zone {
    /// Coordinated Universal Time, everyone's zone until they choose another.
    pub const UTC: Zone = Zone(None);

    /// Reads an IANA zone name (`Europe/Berlin`, `asia/tokyo`: case does not matter);
    /// `UTC`, `Etc/UTC` and `GMT` are UTC.
    pub fn parse(name: &str) -> Option<Zone> {
        let tz = chrono_tz::Tz::from_str_insensitive(name.trim()).ok()?;
        Some(match tz {
            chrono_tz::Tz::UTC | chrono_tz::Tz::Etc__UTC | chrono_tz::Tz::GMT => Zone::UTC,
            tz => Zone(Some(tz)),
        })
    }

    /// Its IANA name (`Europe/Berlin`), `UTC` for UTC: what the store keeps.
    pub fn name(self) -> &'static str {
        self.0.map_or("UTC", |tz| tz.name())
    }

    /// Whether it is UTC.
    pub const fn is_utc(self) -> bool {
        self.0.is_none()
    }

    /// The first instant of `date` in this zone (its midnight, or the first instant after a
    /// gap in the clocks).
    pub fn day_start(self, date: chrono::NaiveDate) -> i64 {
        let midnight = date.and_hms_opt(0, 0, 0).expect("midnight exists");
        match self.0 {
            None => midnight.and_utc().timestamp(),
            Some(tz) => {
                use chrono::TimeZone as _;
                // A zone that skips midnight (a DST change at 00:00) starts the day an hour in.
                (0..4)
                    .find_map(|h| {
                        tz.from_local_datetime(&(midnight + chrono::Duration::hours(h)))
                            .earliest()
                    })
                    .map_or_else(|| midnight.and_utc().timestamp(), |t| t.timestamp())
            }
        }
    }

    /// The calendar date of `t` in this zone.
    pub fn date_of(self, t: i64) -> chrono::NaiveDate {
        let utc = chrono::DateTime::from_timestamp(t, 0).unwrap_or_default();
        match self.0 {
            None => utc.date_naive(),
            Some(tz) => utc.with_timezone(&tz).date_naive(),
        }
    }

    /// The span of calendar year `year` in this zone, `[start, end)`.
    pub fn year_span(self, year: i32) -> (i64, i64) {
        let first = |y| chrono::NaiveDate::from_ymd_opt(y, 1, 1).unwrap_or_default();
        (self.day_start(first(year)), self.day_start(first(year + 1)))
    }

    /// A Unix time as a player in this zone reads it, always with the date:
    /// `2026-12-21 14:00 UTC`, `2026-12-21 15:00 CET (Europe/Berlin)`.
    pub fn format(self, t: i64) -> String {
        let Some(utc) = chrono::DateTime::from_timestamp(t, 0) else {
            return t.to_string();
        };
        match self.0 {
            None => utc.format("%Y-%m-%d %H:%M UTC").to_string(),
            Some(tz) => format!(
                "{} ({})",
                utc.with_timezone(&tz).format("%Y-%m-%d %H:%M %Z"),
                tz.name()
            ),
        }
    }

    /// A Unix time as a player in this zone reads it in `lang`, always with the date: in
    /// English as [`Zone::format`]; in Japanese as Japanese writes dates, with the day of
    /// the week, `2026年12月21日（月）23:00 JST（Asia/Tokyo）`, `2026年12月21日（月）14:00 UTC`.
    pub fn format_in(self, t: i64, lang: Language) -> String {
        use chrono::{Datelike as _, Timelike as _};
        if lang == Language::En {
            return self.format(t);
        }
        let Some(utc) = chrono::DateTime::from_timestamp(t, 0) else {
            return t.to_string();
        };
        let local = match self.0 {
            None => utc.fixed_offset(),
            Some(tz) => utc.with_timezone(&tz).fixed_offset(),
        };
        const WEEKDAYS: [&str; 7] = ["月", "火", "水", "木", "金", "土", "日"];
        let date = format!(
            "{}年{}月{}日（{}）{:02}:{:02}",
            local.year(),
            local.month(),
            local.day(),
            WEEKDAYS[local.weekday().num_days_from_monday() as usize],
            local.hour(),
            local.minute()
        );
        match self.0 {
            None => format!("{date} UTC"),
            Some(tz) => format!(
                "{date} {}（{}）",
                utc.with_timezone(&tz).format("%Z"),
                tz.name()
            ),
        }
    }
}

/// Everything fixed when a game is challenged (or paired in a tournament).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSetup {
    /// The rules, the start, the clocks and the limits.
    pub terms: GameTerms,
    /// Black's address (lower case).
    pub black: String,
    /// White's address (lower case).
    pub white: String,
    /// Which side issued the challenge.
    pub challenger: Color,
    /// Message-ID (without `<>`) of the thread's first mail.
    pub thread_root: String,
    /// The tournament the game belongs to, with its round and game number.
    pub tournament: Option<TournamentSlot>,
}

/// What a challenge or a tournament fixes for its games besides the players: the rules, the
/// start, the clocks and the limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameTerms {
    /// The rules: the variant, its preset and every option.
    pub rules: Rules,
    /// The preset's name as written (`standard`, `jcsa`, `heisei`).
    pub preset: String,
    /// Start position other than the preset's (handicap), as SFEN.
    pub start_sfen: Option<String>,
    /// Illegal-move policy.
    pub illegal: IllegalPolicy,
    /// The time control (`days=7`, `time=30d+3d`, …).
    pub time_control: TimeControl,
    /// The number of plies at which the game is adjudicated a draw; `None`: no limit.
    pub max_plies: Option<u32>,
    /// Whether the games count for the players' ratings (`rated`); only a game from the
    /// standard start may be.
    pub rated: bool,
    /// Each player may offer a draw once per this many of their own moves (`draw_every=`,
    /// 1 to 100); `None`: no limit.
    pub draw_every: Option<u32>,
}

impl GameTerms {
    /// A game under these terms between `black` and `white`.
    pub fn setup(
        &self,
        black: String,
        white: String,
        challenger: Color,
        thread_root: String,
        tournament: Option<TournamentSlot>,
    ) -> GameSetup {
        GameSetup {
            terms: self.clone(),
            black,
            white,
            challenger,
            thread_root,
            tournament,
        }
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.rules.variant
    }
}

impl GameSetup {
    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.terms.rules.variant
    }

    /// The rule options that differ from the variant's standard rules, as `(key, value)`:
    /// what the store keeps beside the preset's name, and what game mails list.
    pub fn options(&self) -> Vec<(&'static str, String)> {
        self.terms.rules.differences()
    }
}

/// A game as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// The game number.
    pub id: GameId,
    /// Everything fixed at the challenge.
    pub setup: GameSetup,
    /// Where the game is.
    pub state: GameState,
    /// The side with a standing draw offer.
    pub draw_offered_by: Option<Color>,
    /// For each side, Black's first: the plies played when it last offered a draw (what
    /// [`GameTerms::draw_every`] counts from); `None`: never.
    pub draw_offer_plies: [Option<u32>; 2],
    /// The side that offered to pause the game's clocks, waiting for the other's answer.
    pub pause_offered_by: Option<Color>,
    /// A takeback asked for: by which side, and how many plies it undoes.
    pub takeback_offered: Option<(Color, u32)>,
    /// When the challenge was made.
    pub created_at: i64,
    /// When the challenge was accepted: the first mover's clock runs from then.
    pub started_at: Option<i64>,
    /// When the side on turn loses on time (active games only; `None` also while a pause
    /// stops the clock).
    pub deadline: Option<i64>,
    /// When the next reminder of the current turn is due; `None` when none is left.
    pub remind_at: Option<i64>,
    /// The result of a finished game.
    pub result: Option<GameResult>,
    /// Why the game ended, in words for players.
    pub result_reason: Option<String>,
    /// When the game ended.
    pub finished_at: Option<i64>,
    /// The players' time zones, Black's first (read with the game; a player's setting,
    /// never written with it).
    pub zones: [Zone; 2],
    /// The players' ratings in the game's variant, Black's first (read with the game;
    /// `None`: no rated game yet).
    pub ratings: [Option<PlayerRating>; 2],
    /// The result is a forfeit: the game was not played out on the board (a tournament
    /// player withdrew).
    pub forfeit: bool,
    /// How a finished game ended (`None` while it goes on, and for games finished before
    /// the service stored it: their `result_reason` words are all there is).
    pub termination: Option<Termination>,
    /// The players' public names, Black's first: the display name they chose, else their
    /// pseudonym. The store reads the display names (`None`: none chosen); the engine fills
    /// in the pseudonyms as it takes the record in (`yubin_engine::profile::named`), so that
    /// every text names a player as [`GameRecord::name`] does and never by address.
    pub names: [Option<String>; 2],
    /// Whether each player lets others watch their casual games (`observers on|off`),
    /// Black's first (read with the game; a player's setting; on by default).
    pub observers: [bool; 2],
    /// Whether each player gets deadline reminders (`reminders on|off`), Black's first
    /// (read with the game; a player's setting; on by default).
    pub reminders: [bool; 2],
    /// How each player's mails draw the board (`pieces`, `board`), Black's first (read with
    /// the game; a player's setting, never written with it).
    pub looks: [Look; 2],
    /// The game's observers (`watch`, `notify`), read with the game; never written with it.
    pub watchers: Vec<Watcher>,
    /// Where the record of a game recreated by `yubin import` came from (`None` for games
    /// played here).
    pub origin: Option<Origin>,
}

/// Where an imported game's record came from (`yubin import`, table `imports`), and what its
/// header said that a game played here keeps elsewhere: the exports write these rather than
/// this server's site and the placeholder time control the game row holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Origin {
    /// The file's name, without its folders.
    pub file: String,
    /// Its format: `kif`, `pgn`, `usi` or `json`.
    pub format: String,
    /// Where the game was played, as the record says (`lishogi.org`, `example.org game 12`).
    pub site: Option<String>,
    /// The event.
    pub event: Option<String>,
    /// The round within the event.
    pub round: Option<String>,
    /// The time control, in the record's words.
    pub time_control: Option<String>,
    /// When it was imported.
    pub imported_at: i64,
}

impl GameRecord {
    /// A new game in state `challenged`.
    pub fn challenged(id: GameId, setup: GameSetup, now: i64) -> GameRecord {
        GameRecord {
            id,
            setup,
            state: GameState::Challenged,
            draw_offered_by: None,
            draw_offer_plies: [None; 2],
            pause_offered_by: None,
            takeback_offered: None,
            created_at: now,
            started_at: None,
            deadline: None,
            remind_at: None,
            result: None,
            result_reason: None,
            finished_at: None,
            zones: [Zone::UTC; 2],
            ratings: [None; 2],
            forfeit: false,
            termination: None,
            names: [None, None],
            observers: [true; 2],
            reminders: [true; 2],
            looks: [Look::default(); 2],
            watchers: Vec::new(),
            origin: None,
        }
    }

    /// How the game ended: its result and how (`None` while it goes on, and for a game
    /// finished before the service stored how: its `result_reason` words are all there is).
    pub fn ending(&self) -> Option<Ending> {
        Some(Ending::of(self.result?, self.termination?))
    }

    /// The time zone of the player of `color`.
    pub fn zone(&self, color: Color) -> Zone {
        self.zones[color.index()]
    }

    /// How the player of `color` sees boards in their mails.
    pub fn look(&self, color: Color) -> Look {
        self.looks[color.index()]
    }

    /// The address playing `color`.
    pub fn address(&self, color: Color) -> &str {
        match color {
            Color::Black => &self.setup.black,
            Color::White => &self.setup.white,
        }
    }

    /// How every text names the player of `color`: their public name ([`GameRecord::names`]),
    /// else, for a record whose names were never filled in, their colour; never the address.
    pub fn name(&self, color: Color) -> &str {
        self.names[color.index()]
            .as_deref()
            .unwrap_or_else(|| color.name())
    }

    /// The side `address` plays in this game, if any.
    pub fn color_of(&self, address: &str) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| self.address(c).eq_ignore_ascii_case(address))
    }
}

/// What a game's clocks are computed from besides its control and start: when each move was
/// played, when its clocks stood still (the players' leave, agreed pauses, spans a takeback
/// undid), and the time the players gave each other.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Timeline {
    /// The instant of each stored move, in order.
    pub times: Vec<i64>,
    /// The spans during which a clock stood (or stands) still.
    pub stops: Vec<Stop>,
    /// Time given.
    pub gifts: Vec<Gift>,
}

/// The kinds of stored stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopKind {
    /// A pause of one game agreed by both players (both clocks stop).
    Pause,
    /// The span a takeback undid (the clock of the side then to move stops).
    Takeback,
}

impl StopKind {
    /// The value stored in `stops.kind`.
    pub const fn as_str(self) -> &'static str {
        match self {
            StopKind::Pause => "pause",
            StopKind::Takeback => "takeback",
        }
    }
}

/// A player's rating in one variant, as stored.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlayerRating {
    /// The Glicko-2 rating.
    pub rating: Rating,
    /// Rated games finished.
    pub games: u32,
}

/// A line of a rating list: a player, their display name (`None`: none chosen; the engine
/// names them by their pseudonym then) and their rating.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedPlayer {
    /// The address (never shown to anyone but its owner).
    pub address: String,
    /// The display name (`None`: none chosen).
    pub name: Option<String>,
    /// The rating.
    pub rating: PlayerRating,
}

// Ratings are finite (the rating module checks every value it makes, the store every value
// it reads), so equality is an equivalence: records holding them compare as values.
impl Eq for PlayerRating {}

/// One span of a player's leave, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Leave {
    /// Its row.
    pub id: i64,
    /// The first instant of leave.
    pub starts_at: i64,
    /// The instant it ends.
    pub ends_at: i64,
}

/// One move of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRecord {
    /// 1 for the first move.
    pub ply: u32,
    /// The move in USI, the form games are replayed from.
    pub usi: String,
    /// The move as the player wrote it.
    pub written: String,
    /// When it was played.
    pub played_at: i64,
    /// The Message-ID of the mail that carried it.
    pub message_id: String,
}

/// What became of an inbound mail.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InboundStatus {
    /// A command was carried out.
    Processed,
    /// It was answered with an error.
    Rejected,
    /// It was not answered (auto-reply, bounce, list mail, rate limit).
    Ignored,
}

impl InboundStatus {
    /// The value stored in `inbound.status`.
    pub const fn as_str(self) -> &'static str {
        match self {
            InboundStatus::Processed => "processed",
            InboundStatus::Rejected => "rejected",
            InboundStatus::Ignored => "ignored",
        }
    }
}

/// The log entry of an inbound mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboundRecord {
    /// Its Message-ID without `<>` (or a digest of the mail when it had none).
    pub message_id: String,
    /// The sender's address.
    pub sender: String,
    /// The decoded subject.
    pub subject: String,
    /// When it was read.
    pub received_at: i64,
    /// What became of it.
    pub status: InboundStatus,
    /// A short note for the operator (why it was ignored or rejected).
    pub note: String,
    /// The mail's text when the bot could not act on it (rate limit, a damaged game record),
    /// so nothing is lost; empty otherwise.
    pub body: String,
    /// It carried a valid reply key of a game of its sender (never rate-limited, and not
    /// counted towards the limit).
    pub keyed: bool,
}

/// A command the bot received from an address without proof that the sender reads that
/// mailbox (no key, no trusted server's word), and asked the address to confirm: a reply
/// to the bot's mail `message_id`, at the address's key, carries it out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirmation {
    /// The Message-ID of the bot's mail that asks (without `<>`).
    pub message_id: String,
    /// The address asked (folded).
    pub address: String,
    /// The command line, as received.
    pub line: String,
    /// When it was asked.
    pub asked_at: i64,
    /// Whether a reply already carried it out (a confirmation works once).
    pub used: bool,
}

/// How long a confirmation may be answered, in seconds (7 days).
pub const CONFIRMATION_LIFETIME: i64 = 7 * 86_400;

/// A mail to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutMail {
    /// Its Message-ID without `<>`, stable across delivery attempts.
    pub message_id: String,
    /// The Message-ID it answers, without `<>`.
    pub in_reply_to: Option<String>,
    /// The thread's Message-IDs, oldest first, without `<>`.
    pub references: Vec<String>,
    /// The recipient's address.
    pub to: String,
    /// Where replies go (the bot's address with the recipient's game token).
    pub reply_to: Option<String>,
    /// The subject.
    pub subject: String,
    /// The plain-text body.
    pub text: String,
    /// The HTML body, sent as the alternative to the text.
    pub html: Option<String>,
    /// Files attached (a game's exports), in order.
    pub attachments: Vec<Attachment>,
    /// The board picture the HTML part shows (`<img src="cid:…">`), sent with it as
    /// `multipart/related`.
    pub picture: Option<InlinePicture>,
    /// How to stop the stream it belongs to (`List-Unsubscribe`): set on every mail that
    /// is not a direct answer to its recipient's own action (observers', reminders').
    pub unsubscribe: Option<Unsubscribe>,
}

/// A board picture shown inline by a mail's HTML part: kept as its SVG, drawn as a PNG when
/// the mail is built, so the outbox row alone makes the same mail after a restart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InlinePicture {
    /// The Content-ID the HTML part names it by (`cid:<content_id>`), without `<>`.
    pub content_id: String,
    /// The PNG's file name, for mail programs that list it (`board-12-24.png`).
    pub file_name: String,
    /// The drawing (`yubin_text::picture`'s SVG).
    pub svg: String,
}

/// A text file attached to a mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    /// Its file name (`yubin-game-12.kif`).
    pub file_name: String,
    /// Its MIME type (`text/plain; charset=utf-8`).
    pub mime: String,
    /// Its text.
    pub content: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_written_as_each_language_writes_them() {
        // 2026-12-21 14:00 UTC, a Monday.
        let t = 1_797_861_600;
        let tokyo = Zone::parse("Asia/Tokyo").unwrap();
        assert_eq!(tokyo.format(t), "2026-12-21 23:00 JST (Asia/Tokyo)");
        assert_eq!(tokyo.format_in(t, Language::En), tokyo.format(t));
        assert_eq!(
            tokyo.format_in(t, Language::Ja),
            "2026年12月21日（月）23:00 JST（Asia/Tokyo）"
        );
        assert_eq!(
            Zone::UTC.format_in(t, Language::Ja),
            "2026年12月21日（月）14:00 UTC"
        );
        // Past midnight in Tokyo is the next day there.
        assert_eq!(
            tokyo.format_in(t + 3 * 3600, Language::Ja),
            "2026年12月22日（火）02:00 JST（Asia/Tokyo）"
        );
    }
}
