//! Typed records and the queries of a [`Tx`].

use super::{CorruptRow, Store, Tx};
use anyhow::Context as _;
use rusqlite::{params, Connection, OptionalExtension, Row};
use yubin_rules::Color;

/// A game's number, shown to players as "game 12".
pub type GameId = i64;

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
}

impl GameState {
    /// The value stored in `games.state`.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameState::Challenged => "challenged",
            GameState::Declined => "declined",
            GameState::Active => "active",
            GameState::Finished => "finished",
        }
    }

    fn parse(text: &str) -> Option<GameState> {
        [
            GameState::Challenged,
            GameState::Declined,
            GameState::Active,
            GameState::Finished,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
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

    fn parse(text: &str) -> Option<GameResult> {
        match text {
            "1-0" => Some(GameResult::Win(Color::Black)),
            "0-1" => Some(GameResult::Win(Color::White)),
            "1/2-1/2" => Some(GameResult::Draw),
            _ => None,
        }
    }
}

/// A game to create (a challenge).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    /// Variant name (`chu`).
    pub variant: String,
    /// Preset name (`standard`, `jcsa`, `heisei`).
    pub preset: String,
    /// Rule options that differ from the preset, as `(key, value)`.
    pub options: Vec<(String, String)>,
    /// Start position other than the preset's (handicap), as SFEN.
    pub start_sfen: Option<String>,
    /// Illegal-move policy.
    pub illegal: IllegalPolicy,
    /// Days each player has per move.
    pub days_per_move: u32,
    /// Black's address (lower case).
    pub black: String,
    /// White's address (lower case).
    pub white: String,
    /// Which side issued the challenge.
    pub challenger: Color,
    /// Message-ID (without `<>`) of the thread's first mail.
    pub thread_root: String,
}

/// A game as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// The game number.
    pub id: GameId,
    /// Everything fixed at the challenge.
    pub setup: NewGame,
    /// Where the game is.
    pub state: GameState,
    /// The side with a standing draw offer.
    pub draw_offered_by: Option<Color>,
    /// When the challenge was made.
    pub created_at: i64,
    /// When the side on turn loses on time (active games only).
    pub deadline: Option<i64>,
    /// Whether the reminder for the current deadline went out.
    pub reminder_sent: bool,
    /// The result of a finished game.
    pub result: Option<GameResult>,
    /// Why the game ended, in words for players.
    pub result_reason: Option<String>,
    /// When the game ended.
    pub finished_at: Option<i64>,
}

impl GameRecord {
    /// The address playing `color`.
    pub fn address(&self, color: Color) -> &str {
        match color {
            Color::Black => &self.setup.black,
            Color::White => &self.setup.white,
        }
    }

    /// The side `address` plays in this game, if any.
    pub fn color_of(&self, address: &str) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| self.address(c).eq_ignore_ascii_case(address))
    }
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
}

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
}

/// A queued mail with its delivery state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxEntry {
    /// The outbox row id.
    pub id: i64,
    /// The mail.
    pub mail: OutMail,
    /// Delivery attempts so far.
    pub attempts: u32,
}

fn corrupt(
    table: &'static str,
    row: impl ToString,
    column: &'static str,
    problem: String,
) -> anyhow::Error {
    anyhow::Error::new(CorruptRow {
        table,
        row: row.to_string(),
        column,
        problem,
    })
}

fn color_name(c: Color) -> &'static str {
    c.name()
}

fn parse_options(text: &str, id: GameId) -> anyhow::Result<Vec<(String, String)>> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| match l.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => {
                Ok((k.trim().to_string(), v.trim().to_string()))
            }
            _ => Err(corrupt(
                "games",
                id,
                "options",
                format!("line {l:?} is not `key=value`"),
            )),
        })
        .collect()
}

const GAME_COLUMNS: &str = "g.id, g.variant, g.preset, g.options, g.start_sfen, g.illegal_move, \
    g.days_per_move, b.address, w.address, g.challenger_id, g.black_id, g.white_id, g.state, \
    g.draw_offered_by, g.created_at, g.deadline, g.reminder_sent, g.result, g.result_reason, \
    g.finished_at, g.thread_root";

const GAME_FROM: &str =
    "FROM games g JOIN players b ON b.id = g.black_id JOIN players w ON w.id = g.white_id";

struct RawGame {
    id: GameId,
    variant: String,
    preset: String,
    options: String,
    start_sfen: Option<String>,
    illegal: String,
    days: i64,
    black: String,
    white: String,
    challenger_id: i64,
    black_id: i64,
    white_id: i64,
    state: String,
    draw: Option<String>,
    created_at: i64,
    deadline: Option<i64>,
    reminder_sent: i64,
    result: Option<String>,
    result_reason: Option<String>,
    finished_at: Option<i64>,
    thread_root: String,
}

fn raw_game(r: &Row<'_>) -> rusqlite::Result<RawGame> {
    Ok(RawGame {
        id: r.get(0)?,
        variant: r.get(1)?,
        preset: r.get(2)?,
        options: r.get(3)?,
        start_sfen: r.get(4)?,
        illegal: r.get(5)?,
        days: r.get(6)?,
        black: r.get(7)?,
        white: r.get(8)?,
        challenger_id: r.get(9)?,
        black_id: r.get(10)?,
        white_id: r.get(11)?,
        state: r.get(12)?,
        draw: r.get(13)?,
        created_at: r.get(14)?,
        deadline: r.get(15)?,
        reminder_sent: r.get(16)?,
        result: r.get(17)?,
        result_reason: r.get(18)?,
        finished_at: r.get(19)?,
        thread_root: r.get(20)?,
    })
}

fn parse_color(text: &str) -> Option<Color> {
    Color::ALL.into_iter().find(|c| c.name() == text)
}

impl RawGame {
    fn check(self) -> anyhow::Result<GameRecord> {
        let id = self.id;
        let illegal = IllegalPolicy::parse(&self.illegal).ok_or_else(|| {
            corrupt(
                "games",
                id,
                "illegal_move",
                format!("{:?} is not `lose` or `reject`", self.illegal),
            )
        })?;
        let days_per_move = u32::try_from(self.days)
            .ok()
            .filter(|d| *d >= 1)
            .ok_or_else(|| {
                corrupt(
                    "games",
                    id,
                    "days_per_move",
                    format!("{} is not a positive number of days", self.days),
                )
            })?;
        let challenger = if self.challenger_id == self.black_id {
            Color::Black
        } else if self.challenger_id == self.white_id {
            Color::White
        } else {
            return Err(corrupt(
                "games",
                id,
                "challenger_id",
                format!("player {} is neither Black nor White", self.challenger_id),
            ));
        };
        let state = GameState::parse(&self.state).ok_or_else(|| {
            corrupt(
                "games",
                id,
                "state",
                format!(
                    "{:?} is not one of challenged, declined, active, finished",
                    self.state
                ),
            )
        })?;
        let draw_offered_by = match &self.draw {
            None => None,
            Some(t) => Some(parse_color(t).ok_or_else(|| {
                corrupt(
                    "games",
                    id,
                    "draw_offered_by",
                    format!("{t:?} is not `black` or `white`"),
                )
            })?),
        };
        let result = match &self.result {
            None => None,
            Some(t) => Some(GameResult::parse(t).ok_or_else(|| {
                corrupt(
                    "games",
                    id,
                    "result",
                    format!("{t:?} is not 1-0, 0-1 or 1/2-1/2"),
                )
            })?),
        };
        if state == GameState::Finished && result.is_none() {
            return Err(corrupt(
                "games",
                id,
                "result",
                "a finished game has no result".into(),
            ));
        }
        Ok(GameRecord {
            id,
            setup: NewGame {
                variant: self.variant,
                preset: self.preset,
                options: parse_options(&self.options, id)?,
                start_sfen: self.start_sfen,
                illegal,
                days_per_move,
                black: self.black,
                white: self.white,
                challenger,
                thread_root: self.thread_root,
            },
            state,
            draw_offered_by,
            created_at: self.created_at,
            deadline: self.deadline,
            reminder_sent: self.reminder_sent != 0,
            result,
            result_reason: self.result_reason,
            finished_at: self.finished_at,
        })
    }
}

fn game_on(conn: &Connection, id: GameId) -> anyhow::Result<Option<GameRecord>> {
    let sql = format!("SELECT {GAME_COLUMNS} {GAME_FROM} WHERE g.id = ?1");
    let raw = conn
        .query_row(&sql, [id], raw_game)
        .optional()
        .with_context(|| format!("cannot read game {id}"))?;
    raw.map(RawGame::check).transpose()
}

fn games_where(
    conn: &Connection,
    cond: &str,
    p: impl rusqlite::Params,
) -> anyhow::Result<Vec<GameRecord>> {
    let sql = format!("SELECT {GAME_COLUMNS} {GAME_FROM} WHERE {cond} ORDER BY g.id");
    let mut stmt = conn.prepare(&sql)?;
    let raws = stmt
        .query_map(p, raw_game)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    raws.into_iter().map(RawGame::check).collect()
}

fn moves_on(conn: &Connection, game: GameId) -> anyhow::Result<Vec<MoveRecord>> {
    let mut stmt = conn.prepare(
        "SELECT ply, usi, written, played_at, message_id FROM moves WHERE game_id = ?1 ORDER BY ply",
    )?;
    let rows = stmt
        .query_map([game], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()
        .with_context(|| format!("cannot read the moves of game {game}"))?;
    let mut out = Vec::with_capacity(rows.len());
    for (i, (ply, usi, written, played_at, message_id)) in rows.into_iter().enumerate() {
        if ply != i as i64 + 1 {
            return Err(corrupt(
                "moves",
                format!("{game}/{ply}"),
                "ply",
                format!(
                    "expected ply {} (moves must be numbered 1, 2, … without gaps)",
                    i + 1
                ),
            ));
        }
        out.push(MoveRecord {
            ply: ply as u32,
            usi,
            written,
            played_at,
            message_id,
        });
    }
    Ok(out)
}

impl Tx<'_> {
    /// Whether a mail with this Message-ID was consumed already.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn inbound_seen(&self, message_id: &str) -> anyhow::Result<bool> {
        Ok(self
            .tx
            .query_row(
                "SELECT 1 FROM inbound WHERE message_id = ?1",
                [message_id],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }

    /// How many mails from `sender` were logged at or after `since`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn inbound_count_since(&self, sender: &str, since: i64) -> anyhow::Result<u32> {
        Ok(self.tx.query_row(
            "SELECT count(*) FROM inbound WHERE sender = ?1 AND received_at >= ?2",
            params![sender, since],
            |r| r.get(0),
        )?)
    }

    /// Logs an inbound mail as consumed.
    ///
    /// # Errors
    /// A mail with the same Message-ID was logged already, or SQLite fails.
    pub fn record_inbound(&self, rec: &InboundRecord) -> anyhow::Result<()> {
        self.tx
            .execute(
                "INSERT INTO inbound (message_id, sender, subject, received_at, status, note, body) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    rec.message_id,
                    rec.sender,
                    rec.subject,
                    rec.received_at,
                    rec.status.as_str(),
                    rec.note,
                    rec.body
                ],
            )
            .with_context(|| format!("cannot log inbound mail <{}>", rec.message_id))?;
        Ok(())
    }

    fn player_id(&self, address: &str, now: i64) -> anyhow::Result<i64> {
        let address = address.to_ascii_lowercase();
        self.tx.execute(
            "INSERT INTO players (address, created_at) VALUES (?1, ?2) ON CONFLICT (address) DO NOTHING",
            params![address, now],
        )?;
        Ok(self.tx.query_row(
            "SELECT id FROM players WHERE address = ?1",
            [address],
            |r| r.get(0),
        )?)
    }

    /// The id the next [`Tx::insert_game`] of this transaction will return.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn next_game_id(&self) -> anyhow::Result<GameId> {
        Ok(self
            .tx
            .query_row("SELECT coalesce(max(id), 0) + 1 FROM games", [], |r| {
                r.get(0)
            })?)
    }

    /// Creates a game in state `challenged`, creating its players as needed.
    ///
    /// # Errors
    /// SQLite fails or a value breaks a constraint (for example 0 days per move).
    pub fn insert_game(&self, game: &NewGame, now: i64) -> anyhow::Result<GameId> {
        let black = self.player_id(&game.black, now)?;
        let white = self.player_id(&game.white, now)?;
        let challenger = match game.challenger {
            Color::Black => black,
            Color::White => white,
        };
        let options: String = game
            .options
            .iter()
            .map(|(k, v)| format!("{k}={v}\n"))
            .collect();
        self.tx
            .execute(
                "INSERT INTO games (variant, preset, options, start_sfen, illegal_move, days_per_move, \
                 black_id, white_id, challenger_id, state, created_at, thread_root) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'challenged', ?10, ?11)",
                params![
                    game.variant,
                    game.preset,
                    options,
                    game.start_sfen,
                    game.illegal.as_str(),
                    game.days_per_move,
                    black,
                    white,
                    challenger,
                    now,
                    game.thread_root
                ],
            )
            .context("cannot create the game")?;
        Ok(self.tx.last_insert_rowid())
    }

    /// Writes the changing fields of a game (state, draw offer, deadline, reminder, result).
    ///
    /// # Errors
    /// No such game, or SQLite fails.
    pub fn update_game(&self, game: &GameRecord) -> anyhow::Result<()> {
        let n = self
            .tx
            .execute(
                "UPDATE games SET state = ?2, draw_offered_by = ?3, deadline = ?4, reminder_sent = ?5, \
                 result = ?6, result_reason = ?7, finished_at = ?8 WHERE id = ?1",
                params![
                    game.id,
                    game.state.as_str(),
                    game.draw_offered_by.map(color_name),
                    game.deadline,
                    game.reminder_sent,
                    game.result.map(GameResult::as_str),
                    game.result_reason,
                    game.finished_at
                ],
            )
            .with_context(|| format!("cannot update game {}", game.id))?;
        anyhow::ensure!(
            n == 1,
            "cannot update game {}: there is no such game",
            game.id
        );
        Ok(())
    }

    /// A game by number.
    ///
    /// # Errors
    /// SQLite fails or the row is corrupt ([`CorruptRow`]).
    pub fn game(&self, id: GameId) -> anyhow::Result<Option<GameRecord>> {
        game_on(&self.tx, id)
    }

    /// Every game `address` plays or was challenged to, oldest first.
    ///
    /// # Errors
    /// SQLite fails or a row is corrupt ([`CorruptRow`]).
    pub fn games_of(&self, address: &str) -> anyhow::Result<Vec<GameRecord>> {
        games_where(
            &self.tx,
            "b.address = ?1 OR w.address = ?1",
            [address.to_ascii_lowercase()],
        )
    }

    /// Every active game, oldest first (the scheduler computes deadlines from them).
    ///
    /// # Errors
    /// SQLite fails or a row is corrupt ([`CorruptRow`]).
    pub fn active_games(&self) -> anyhow::Result<Vec<GameRecord>> {
        games_where(&self.tx, "g.state = 'active'", [])
    }

    /// Appends a move; its ply must be the next one.
    ///
    /// # Errors
    /// The ply is taken already (the move was recorded twice), or SQLite fails.
    pub fn add_move(&self, game: GameId, mv: &MoveRecord) -> anyhow::Result<()> {
        self.tx
            .execute(
                "INSERT INTO moves (game_id, ply, usi, written, played_at, message_id) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![
                    game,
                    mv.ply,
                    mv.usi,
                    mv.written,
                    mv.played_at,
                    mv.message_id
                ],
            )
            .with_context(|| format!("cannot record move {} of game {game}", mv.ply))?;
        Ok(())
    }

    /// The moves of a game, in order.
    ///
    /// # Errors
    /// SQLite fails or the plies are not 1, 2, … ([`CorruptRow`]).
    pub fn moves(&self, game: GameId) -> anyhow::Result<Vec<MoveRecord>> {
        moves_on(&self.tx, game)
    }

    /// Queues a mail for delivery at once.
    ///
    /// # Errors
    /// A mail with the same Message-ID is queued already, or SQLite fails.
    pub fn queue(&self, mail: &OutMail, now: i64) -> anyhow::Result<()> {
        self.tx
            .execute(
                "INSERT INTO outbox (message_id, in_reply_to, refs, recipient, reply_to, subject, \
                 text_body, html_body, created_at, next_attempt_at, state) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, 'pending')",
                params![
                    mail.message_id,
                    mail.in_reply_to,
                    mail.references.join(" "),
                    mail.to,
                    mail.reply_to,
                    mail.subject,
                    mail.text,
                    mail.html,
                    now
                ],
            )
            .with_context(|| format!("cannot queue mail <{}>", mail.message_id))?;
        Ok(())
    }
}

impl Store {
    /// Every active game, oldest first, outside any transaction (for the scheduler).
    ///
    /// # Errors
    /// SQLite fails or a row is corrupt ([`CorruptRow`]).
    pub fn active_games(&self) -> anyhow::Result<Vec<GameRecord>> {
        games_where(&self.conn, "g.state = 'active'", [])
    }

    /// A game by number, outside any transaction.
    ///
    /// # Errors
    /// SQLite fails or the row is corrupt ([`CorruptRow`]).
    pub fn game(&self, id: GameId) -> anyhow::Result<Option<GameRecord>> {
        game_on(&self.conn, id)
    }

    /// The moves of a game, outside any transaction.
    ///
    /// # Errors
    /// SQLite fails or the plies are not 1, 2, … ([`CorruptRow`]).
    pub fn moves(&self, game: GameId) -> anyhow::Result<Vec<MoveRecord>> {
        moves_on(&self.conn, game)
    }

    /// Mails due for delivery at `now`, oldest first.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn due_mail(&self, now: i64, limit: u32) -> anyhow::Result<Vec<OutboxEntry>> {
        let mut stmt = self.conn.prepare(
            "SELECT id, message_id, in_reply_to, refs, recipient, reply_to, subject, text_body, \
             html_body, attempts FROM outbox WHERE state = 'pending' AND next_attempt_at <= ?1 \
             ORDER BY id LIMIT ?2",
        )?;
        let rows = stmt.query_map(params![now, limit], |r| {
            let refs: String = r.get(3)?;
            Ok(OutboxEntry {
                id: r.get(0)?,
                mail: OutMail {
                    message_id: r.get(1)?,
                    in_reply_to: r.get(2)?,
                    references: refs.split_whitespace().map(str::to_string).collect(),
                    to: r.get(4)?,
                    reply_to: r.get(5)?,
                    subject: r.get(6)?,
                    text: r.get(7)?,
                    html: r.get(8)?,
                },
                attempts: r.get(9)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// Marks a queued mail delivered.
    ///
    /// # Errors
    /// No such outbox row, or SQLite fails.
    pub fn mark_sent(&self, id: i64) -> anyhow::Result<()> {
        let n = self.conn.execute(
            "UPDATE outbox SET state = 'sent', attempts = attempts + 1, last_error = NULL \
             WHERE id = ?1",
            [id],
        )?;
        anyhow::ensure!(n == 1, "outbox row {id} does not exist");
        Ok(())
    }

    /// Records a failed delivery attempt that may succeed later (a 4xx reply, a connection
    /// error): the mail stays pending and is tried again at `next_attempt_at`.
    ///
    /// # Errors
    /// No such outbox row, or SQLite fails.
    pub fn mark_retry(&self, id: i64, next_attempt_at: i64, error: &str) -> anyhow::Result<()> {
        let n = self.conn.execute(
            "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?2, last_error = ?3 \
             WHERE id = ?1 AND state = 'pending'",
            params![id, next_attempt_at, error],
        )?;
        anyhow::ensure!(n == 1, "outbox row {id} does not exist or is not pending");
        Ok(())
    }

    /// Gives up on a queued mail (a 5xx reply, or too many transient failures), keeping the
    /// reason in `outbox.last_error` for the operator.
    ///
    /// # Errors
    /// No such outbox row, or SQLite fails.
    pub fn mark_failed(&self, id: i64, reason: &str) -> anyhow::Result<()> {
        let n = self.conn.execute(
            "UPDATE outbox SET state = 'failed', attempts = attempts + 1, last_error = ?2 \
             WHERE id = ?1",
            params![id, reason],
        )?;
        anyhow::ensure!(n == 1, "outbox row {id} does not exist");
        Ok(())
    }

    /// When the next pending mail is due (`None` when the outbox is empty): the daemon
    /// sleeps until then.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn next_outbox_attempt(&self) -> anyhow::Result<Option<i64>> {
        Ok(self.conn.query_row(
            "SELECT min(next_attempt_at) FROM outbox WHERE state = 'pending'",
            [],
            |r| r.get(0),
        )?)
    }

    /// Empties the bodies of mails delivered before `before` (the row, with its Message-ID,
    /// recipient, subject and state, stays as the log of what was sent). A Chu board mail is
    /// about 25 KB and a Maka one 60 KB, so keeping every body would grow the database by that
    /// much per move for ever. Returns how many were emptied.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn forget_sent_bodies(&self, before: i64) -> anyhow::Result<usize> {
        Ok(self.conn.execute(
            "UPDATE outbox SET text_body = '', html_body = NULL \
             WHERE state = 'sent' AND created_at < ?1 AND (text_body <> '' OR html_body IS NOT NULL)",
            [before],
        )?)
    }

    /// The delivery state of the mail with this Message-ID (without `<>`): its state
    /// (`pending`, `sent` or `failed`), attempts and last error.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn outbox_status(
        &self,
        message_id: &str,
    ) -> anyhow::Result<Option<(String, u32, Option<String>)>> {
        Ok(self
            .conn
            .query_row(
                "SELECT state, attempts, last_error FROM outbox WHERE message_id = ?1",
                [message_id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()?)
    }
}
