//! Players, games and moves: the rows of a game read into a [`GameRecord`] (its rules
//! rebuilt from the variant, the preset and the options) and written back.

use super::sql::{column, corrupt, Text};
use super::{Store, Tx};
use super::{StoreError, StoreResult};
use anyhow::Context as _;
use rusqlite::{params, Connection, Row};
use yubin_domain::clock::TimeControl;
use yubin_domain::conditional::Conditionals;
use yubin_domain::model::TournamentId;
use yubin_domain::model::{
    Damaged, GameId, GameRecord, GameResult, GameSetup, GameState, GameTerms, IllegalPolicy,
    MoveRecord, Origin, PlayerRating, Termination, TournamentSlot, Zone,
};
use yubin_domain::rating::Rating;
use yubin_rules::{Color, Rules, Variant};

/// The columns [`game_row`] reads, each by its name here: a `games` column under its own
/// name, the joined tables' under an alias, so that no two share a name (rusqlite would read
/// the first) and adding one moves none of the others.
pub(super) const GAME_COLUMNS: &str = "g.id, g.variant, g.preset, g.options, g.start_sfen, \
    g.illegal_move, g.time_control, g.challenger_id, g.black_id, g.white_id, g.state, \
    g.draw_offered_by, g.created_at, g.deadline, g.remind_at, g.result, g.result_reason, \
    g.finished_at, g.thread_root, g.max_plies, g.started_at, g.pause_offered_by, \
    g.takeback_offered_by, g.takeback_plies, g.draw_every, g.draw_black_ply, g.draw_white_ply, \
    g.rated, g.tournament_id, g.round, g.board, g.forfeit, g.termination, \
    b.address AS black_address, b.timezone AS black_timezone, \
    b.display_name AS black_display_name, b.observers AS black_observers, \
    b.pieces AS black_pieces, b.board AS black_board, b.language AS black_language, b.digest AS black_digest, \
    w.address AS white_address, w.timezone AS white_timezone, \
    w.display_name AS white_display_name, w.observers AS white_observers, \
    w.pieces AS white_pieces, w.board AS white_board, w.language AS white_language, w.digest AS white_digest, \
    rb.rating AS black_rating, rb.deviation AS black_deviation, \
    rb.volatility AS black_volatility, rb.games AS black_games, \
    rb.updated_at AS black_updated_at, \
    rw.rating AS white_rating, rw.deviation AS white_deviation, \
    rw.volatility AS white_volatility, rw.games AS white_games, \
    rw.updated_at AS white_updated_at, \
    t.name AS tournament_name, t.observer_delay AS tournament_observer_delay, \
    i.file AS import_file, i.format AS import_format, i.site AS import_site, \
    i.event AS import_event, i.round AS import_round, i.time_control AS import_time_control, \
    i.imported_at AS import_imported_at, \
    b.reminders AS black_reminders, w.reminders AS white_reminders";

pub(super) const GAME_FROM: &str =
    "FROM games g JOIN players b ON b.id = g.black_id JOIN players w ON w.id = g.white_id \
     LEFT JOIN ratings rb ON rb.player_id = g.black_id AND rb.variant = g.variant \
     LEFT JOIN ratings rw ON rw.player_id = g.white_id AND rw.variant = g.variant \
     LEFT JOIN tournaments t ON t.id = g.tournament_id \
     LEFT JOIN imports i ON i.game_id = g.id";

/// The rules of a stored game or tournament (`what`): its preset, then its options (one
/// `key=value` per line).
pub(super) fn rules_of(
    what: &Damaged,
    variant: &str,
    preset: &str,
    options: &str,
) -> StoreResult<Rules> {
    let bad = |column, problem| corrupt(what.clone(), column, problem);
    let variant = Variant::parse(variant).ok_or_else(|| {
        bad(
            "variant",
            format!("unknown variant {variant:?}; expected chu or maka"),
        )
    })?;
    let mut rules = Rules::preset(variant, preset).map_err(|e| bad("preset", e.to_string()))?;
    for line in options.lines().filter(|l| !l.trim().is_empty()) {
        let (k, v) = match line.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => (k.trim(), v.trim()),
            _ => return Err(bad("options", format!("line {line:?} is not `key=value`"))),
        };
        rules.set(k, v).map_err(|e| bad("options", e.to_string()))?;
    }
    Ok(rules)
}

/// The options column of a game or tournament: the options that differ from the standard
/// rules.
pub(super) fn options_text(rules: &Rules) -> String {
    rules
        .differences()
        .iter()
        .map(|(k, v)| format!("{k}={v}\n"))
        .collect()
}

/// The rating of `address` from the five columns named `{prefix}rating`, `{prefix}deviation`,
/// `{prefix}volatility`, `{prefix}games` and `{prefix}updated_at`, all NULL when the player
/// has none in the game's variant.
pub(super) fn player_rating(
    r: &Row<'_>,
    prefix: &str,
    address: &str,
) -> StoreResult<Option<PlayerRating>> {
    let what = Damaged::Rating {
        address: address.to_string(),
        variant: None,
    };
    macro_rules! get {
        ($name:literal) => {
            column(r, format!("{prefix}{}", $name).as_str(), &what, $name)?
        };
    }
    let Some(value) = get!("rating") else {
        return Ok(None);
    };
    let bad = |column, problem: String| corrupt(what.clone(), column, problem);
    let stored = Rating {
        rating: value,
        deviation: get!("deviation"),
        volatility: get!("volatility"),
        updated: get!("updated_at"),
    };
    stored.check().map_err(|e| bad("rating", e.to_string()))?;
    let games: i64 = get!("games");
    let games = u32::try_from(games).map_err(|_| bad("games", format!("{games} games")))?;
    Ok(Some(PlayerRating {
        rating: stored,
        games,
    }))
}

/// A player's display name from column `idx` (`None` when they chose none).
fn display_name(r: &Row<'_>, idx: &str, address: &str) -> StoreResult<Option<String>> {
    let name: String = column(r, idx, &Damaged::Player(address.into()), "display_name")?;
    Ok((!name.is_empty()).then_some(name))
}

fn game_row(r: &Row<'_>) -> StoreResult<GameRecord> {
    let id = GameId(r.get("id")?);
    let what = Damaged::Game(id);
    let bad = |column, problem| corrupt(Damaged::Game(id), column, problem);
    // A column of the `SELECT` (see `GAME_COLUMNS`), reported under its name or `$label`.
    macro_rules! get {
        ($name:literal) => {
            column(r, $name, &what, $name)?
        };
        ($name:literal as $label:literal) => {
            column(r, $name, &what, $label)?
        };
    }
    let variant: String = get!("variant");
    let preset: String = get!("preset");
    let options: String = get!("options");
    let rules = rules_of(&what, &variant, &preset, &options)?;
    let Text(illegal): Text<IllegalPolicy> = get!("illegal_move");
    let control: String = get!("time_control");
    let time_control: TimeControl = control
        .parse()
        .map_err(|e| bad("time_control", format!("{control:?}: {e}")))?;
    let max_plies: Option<i64> = get!("max_plies");
    let max_plies = match max_plies {
        None => None,
        Some(n) => Some(
            u32::try_from(n)
                .ok()
                .filter(|n| *n >= 1)
                .ok_or_else(|| bad("max_plies", format!("{n} is not a positive number")))?,
        ),
    };
    let draw_every: Option<i64> = get!("draw_every");
    let draw_every = match draw_every {
        None => None,
        Some(n) => Some(
            u32::try_from(n)
                .ok()
                .filter(|n| (1..=yubin_engine::reading::command::MAX_DRAW_EVERY).contains(n))
                .ok_or_else(|| {
                    bad(
                        "draw_every",
                        format!("{n} is not a number of moves from 1 to 100"),
                    )
                })?,
        ),
    };
    let mut draw_offer_plies = [None; 2];
    for (slot, name) in draw_offer_plies
        .iter_mut()
        .zip(["draw_black_ply", "draw_white_ply"])
    {
        let ply: Option<i64> = column(r, name, &what, name)?;
        *slot = match ply {
            None => None,
            Some(n) => Some(
                u32::try_from(n).map_err(|_| bad(name, format!("{n} is not a number of plies")))?,
            ),
        };
    }
    let (challenger_id, black_id, white_id): (i64, i64, i64) =
        (get!("challenger_id"), get!("black_id"), get!("white_id"));
    let challenger = if challenger_id == black_id {
        Color::Black
    } else if challenger_id == white_id {
        Color::White
    } else {
        return Err(bad(
            "challenger_id",
            format!("player {challenger_id} is neither Black nor White"),
        ));
    };
    let Text(state): Text<GameState> = get!("state");
    let (black, white): (String, String) = (
        get!("black_address" as "black_id"),
        get!("white_address" as "white_id"),
    );
    let draw: Option<Text<Color>> = get!("draw_offered_by");
    let pause: Option<Text<Color>> = get!("pause_offered_by");
    let takeback_by: Option<Text<Color>> = get!("takeback_offered_by");
    let takeback_plies: Option<u32> = get!("takeback_plies");
    let takeback_offered = match (takeback_by, takeback_plies) {
        (Some(Text(c)), Some(n)) if n >= 1 => Some((c, n)),
        (None, None) => None,
        _ => {
            return Err(bad(
                "takeback_plies",
                "a takeback needs both its side and a number of plies from 1".into(),
            ))
        }
    };
    let result: Option<Text<GameResult>> = get!("result");
    let result = result.map(|Text(r)| r);
    if state == GameState::Finished && result.is_none() {
        return Err(bad("result", "a finished game has no result".into()));
    }

    // A zone is the player's, not the game's: a bad one is reported on the player's row.
    let zone = |idx: &str, address: &String| -> StoreResult<Zone> {
        Ok(
            column::<Option<Text<Zone>>>(r, idx, &Damaged::Player(address.clone()), "timezone")?
                .map_or_else(Zone::default, |Text(z)| z),
        )
    };
    let zones = [
        zone("black_timezone", &black)?,
        zone("white_timezone", &white)?,
    ];
    let ratings = [
        player_rating(r, "black_", &black)?,
        player_rating(r, "white_", &white)?,
    ];
    let names = [
        display_name(r, "black_display_name", &black)?,
        display_name(r, "white_display_name", &white)?,
    ];
    let looks = [
        super::look::look(r, "black_", &black)?,
        super::look::look(r, "white_", &white)?,
    ];
    let observers = [
        super::watchers::observers(r, "black_observers", &black)?,
        super::watchers::observers(r, "white_observers", &white)?,
    ];
    let reminders = [
        super::unsubscribe::reminders(r, "black_reminders", &black)?,
        super::unsubscribe::reminders(r, "white_reminders", &white)?,
    ];
    let termination: Option<String> = get!("termination");
    let termination = match termination {
        None => None,
        Some(t) => Some(
            Termination::parse(&t)
                .ok_or_else(|| bad("termination", format!("{t:?} is not how a game ends")))?,
        ),
    };
    let tournament_id: Option<i64> = get!("tournament_id");
    let tournament = match tournament_id {
        None => None,
        Some(t) => {
            let (round, board): (Option<u32>, Option<u32>) = (get!("round"), get!("board"));
            match (round, board) {
                (Some(round), Some(board)) if round >= 1 && board >= 1 => Some(TournamentSlot {
                    id: TournamentId(t),
                    name: get!("tournament_name" as "tournament_id"),
                    round,
                    board,
                    delay: column(
                        r,
                        "tournament_observer_delay",
                        &Damaged::Tournament(TournamentId(t)),
                        "observer_delay",
                    )?,
                }),
                _ => {
                    return Err(bad(
                        "round",
                        "a tournament game needs its round and game number, each from 1".into(),
                    ))
                }
            }
        }
    };
    let import = Damaged::Import(id);
    let file: Option<String> = column(r, "import_file", &import, "file")?;
    let origin = match file {
        None => None,
        Some(file) => Some(Origin {
            file,
            format: column(r, "import_format", &import, "format")?,
            site: column(r, "import_site", &import, "site")?,
            event: column(r, "import_event", &import, "event")?,
            round: column(r, "import_round", &import, "round")?,
            time_control: column(r, "import_time_control", &import, "time_control")?,
            imported_at: column(r, "import_imported_at", &import, "imported_at")?,
        }),
    };
    Ok(GameRecord {
        id,
        setup: GameSetup {
            terms: GameTerms {
                rules,
                preset,
                start_sfen: get!("start_sfen"),
                illegal,
                time_control,
                max_plies,
                rated: get!("rated"),
                draw_every,
            },
            black,
            white,
            challenger,
            thread_root: get!("thread_root"),
            tournament,
        },
        state,
        draw_offered_by: draw.map(|s| s.0),
        draw_offer_plies,
        pause_offered_by: pause.map(|s| s.0),
        takeback_offered,
        created_at: get!("created_at"),
        started_at: get!("started_at"),
        deadline: get!("deadline"),
        remind_at: get!("remind_at"),
        result,
        result_reason: get!("result_reason"),
        finished_at: get!("finished_at"),
        zones,
        ratings,
        forfeit: get!("forfeit"),
        termination,
        names,
        observers,
        reminders,
        looks,
        watchers: Vec::new(),
        origin,
    })
}

pub(super) fn games_where(
    conn: &Connection,
    cond: &str,
    p: impl rusqlite::Params,
) -> StoreResult<Vec<GameRecord>> {
    Ok(games_where_each(conn, cond, p)?
        .into_iter()
        .collect::<Result<_, _>>()?)
}

/// [`games_where`], each row read on its own: a damaged row is its own error (a
/// [`super::CorruptRow`]) and the others are still read.
pub(super) fn games_where_each(
    conn: &Connection,
    cond: &str,
    p: impl rusqlite::Params,
) -> StoreResult<Vec<Result<GameRecord, super::CorruptRow>>> {
    let sql = format!("SELECT {GAME_COLUMNS} {GAME_FROM} WHERE {cond} ORDER BY g.id");
    let mut stmt = conn.prepare_cached(&sql)?;
    let mut rows = stmt.query(p)?;
    let mut out = Vec::new();
    while let Some(r) = rows.next()? {
        // Only a value that does not fit is the row's own fault; SQLite failing is not.
        let game = match game_row(r) {
            Ok(mut g) => {
                g.watchers = super::watchers::of_game(conn, g.id)?;
                Ok(g)
            }
            Err(StoreError::Corrupt(row)) => Err(row),
            Err(e) => return Err(e),
        };
        out.push(game);
    }
    Ok(out)
}

/// Every active game, each row on its own (the deadline sweep goes on past a damaged one).
fn active_each(conn: &Connection) -> StoreResult<(Vec<GameRecord>, Vec<super::CorruptRow>)> {
    let mut games = Vec::new();
    let mut damaged = Vec::new();
    for g in games_where_each(conn, "g.state = 'active'", [])? {
        match g {
            Ok(g) => games.push(g),
            Err(row) => damaged.push(row),
        }
    }
    Ok((games, damaged))
}

fn game_on(conn: &Connection, id: GameId) -> StoreResult<Option<GameRecord>> {
    Ok(games_where(conn, "g.id = +?1", [id.0])?.pop())
}

fn moves_on(conn: &Connection, game: GameId) -> StoreResult<Vec<MoveRecord>> {
    let mut stmt = conn.prepare_cached(
        "SELECT ply, usi, written, played_at, message_id FROM moves WHERE game_id = +?1 ORDER BY ply",
    )?;
    let rows = stmt
        .query_map([game.0], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()
        .map_err(|e| StoreError::reading(e, format!("cannot read the moves of game {game}")))?;
    let mut out = Vec::with_capacity(rows.len());
    for (i, (ply, usi, written, played_at, message_id)) in rows.into_iter().enumerate() {
        check_ply(game, ply, i)?;
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

/// The `i`-th stored move of `game` (from 0) must be ply `i + 1`.
fn check_ply(game: GameId, ply: i64, i: usize) -> StoreResult<()> {
    if ply == i as i64 + 1 {
        return Ok(());
    }
    Err(corrupt(
        Damaged::Move { game, ply },
        "ply",
        format!(
            "expected ply {} (moves must be numbered 1, 2, … without gaps)",
            i + 1
        ),
    ))
}

/// The USI texts of a game's moves in order, checked as [`moves_on`] checks the plies.
/// The moves' texts and instants of a game, for a replay (see the `+?1` rule in `store`).
pub(super) const MOVE_USIS: &str =
    "SELECT ply, usi, played_at FROM moves WHERE game_id = +?1 ORDER BY ply";

fn move_usis_on(conn: &Connection, game: GameId) -> StoreResult<(Vec<String>, Vec<i64>)> {
    let mut stmt = conn.prepare_cached(MOVE_USIS)?;
    let mut rows = stmt.query([game.0])?;
    let (mut usis, mut times) = (Vec::new(), Vec::new());
    while let Some(r) = rows.next()? {
        check_ply(game, r.get(0)?, usis.len())?;
        usis.push(r.get(1)?);
        times.push(r.get(2)?);
    }
    Ok((usis, times))
}

impl Tx<'_> {
    pub(super) fn player_id(&self, address: &str, now: i64) -> anyhow::Result<i64> {
        let address = yubin_domain::address::fold(address);
        let new = self.tx.prepare_cached("INSERT INTO players (address, created_at) VALUES (?1, ?2) ON CONFLICT (address) DO NOTHING")?.execute(params![address, now],
        )?;
        let id = self
            .tx
            .prepare_cached("SELECT id FROM players WHERE address = ?1")?
            .query_row([&address], |r| r.get(0))?;
        if new > 0 {
            self.set_address_skeleton(id, &address)?;
        }
        Ok(id)
    }

    /// The time zone `address` chose (UTC when none, or for an unknown address).
    ///
    /// # Errors
    /// SQLite fails, or the stored zone is not one (a [`StoreError::Corrupt`]).
    pub fn zone_of(&self, address: &str) -> StoreResult<Zone> {
        let address = yubin_domain::address::fold(address);
        let mut stmt = self
            .tx
            .prepare_cached("SELECT timezone FROM players WHERE address = ?1")?;
        let mut rows = stmt.query([&address])?;
        Ok(match rows.next()? {
            Some(r) => column::<Option<Text<Zone>>>(r, 0, &Damaged::Player(address), "timezone")?
                .map_or_else(Zone::default, |Text(z)| z),
            None => Zone::UTC,
        })
    }

    /// The display name `address` chose (`None`: none) and whether their games may be
    /// published (`None`: the default).
    ///
    /// # Errors
    /// SQLite fails, or the stored setting is not one (a [`StoreError::Corrupt`]).
    pub fn profile_of(&self, address: &str) -> StoreResult<(Option<String>, Option<bool>)> {
        let address = yubin_domain::address::fold(address);
        let mut stmt = self
            .tx
            .prepare_cached("SELECT display_name, archive FROM players WHERE address = ?1")?;
        let mut rows = stmt.query([&address])?;
        let Some(r) = rows.next()? else {
            return Ok((None, None));
        };
        let what = Damaged::Player(address);
        let name: String = column(r, 0, &what, "display_name")?;
        let archive: Option<String> = column(r, 1, &what, "archive")?;
        let public = match archive.as_deref() {
            None => None,
            Some("public") => Some(true),
            Some("private") => Some(false),
            Some(other) => {
                return Err(corrupt(
                    what,
                    "archive",
                    format!("{other:?} is not `public` or `private`"),
                ))
            }
        };
        Ok(((!name.is_empty()).then_some(name), public))
    }

    /// Records the display name of `address` (a player created as needed), in NFC, with
    /// its skeletons (`holders_of_name`).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_name(&self, address: &str, name: &str, now: i64) -> anyhow::Result<()> {
        let id = self.player_id(address, now)?;
        self.write_name(id, name)
    }

    /// Records whether the games of `address` may be published (a player created as
    /// needed).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_archive(&self, address: &str, public: bool, now: i64) -> anyhow::Result<()> {
        let id = self.player_id(address, now)?;
        self.tx
            .prepare_cached("UPDATE players SET archive = ?2 WHERE id = ?1")?
            .execute(params![id, if public { "public" } else { "private" }])?;
        Ok(())
    }

    /// Records the time zone of `address` (a player created as needed).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_zone(&self, address: &str, zone: Zone, now: i64) -> anyhow::Result<()> {
        let id = self.player_id(address, now)?;
        let name = (!zone.is_utc()).then(|| zone.name());
        self.tx
            .prepare_cached("UPDATE players SET timezone = ?2 WHERE id = ?1")?
            .execute(params![id, name])?;
        Ok(())
    }

    /// Both players' conditional moves in `game`, Black's first (none when none are stored).
    ///
    /// # Errors
    /// SQLite fails, or stored lines cannot be read back (a [`StoreError::Corrupt`]).
    pub fn conditionals(&self, game: GameId) -> StoreResult<[Conditionals; 2]> {
        let mut stmt = self
            .tx
            .prepare_cached("SELECT color, lines FROM conditionals WHERE game_id = ?1")?;
        let mut rows = stmt.query([game.0])?;
        let mut out = [Conditionals::default(), Conditionals::default()];
        while let Some(r) = rows.next()? {
            let unread = Damaged::Conditional { game, color: None };
            let Text(color) = column(r, 0, &unread, "color")?;
            let what = Damaged::Conditional {
                game,
                color: Some(color),
            };
            let text: String = column(r, 1, &what, "lines")?;
            out[color.index()] = Conditionals::from_stored(&text)
                .map_err(|e| corrupt(what, "lines", e.to_string()))?;
        }
        Ok(out)
    }

    /// Stores `color`'s conditional moves in `game`, replacing theirs; none deletes them.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_conditionals(
        &self,
        game: GameId,
        color: Color,
        lines: &Conditionals,
        now: i64,
    ) -> anyhow::Result<()> {
        if lines.is_empty() {
            self.tx
                .prepare_cached("DELETE FROM conditionals WHERE game_id = ?1 AND color = ?2")?
                .execute(params![game.0, Text(color)])?;
        } else {
            self.tx
                .prepare_cached(
                    "INSERT INTO conditionals (game_id, color, lines, set_at) VALUES (?1, ?2, ?3, ?4) \
                     ON CONFLICT (game_id, color) DO UPDATE SET lines = ?3, set_at = ?4",
                )?
                .execute(params![game.0, Text(color), lines.to_stored(), now])
                .with_context(|| format!("cannot store the conditional moves of game {game}"))?;
        }
        Ok(())
    }

    /// The number the next new game gets: one past the highest number ever given (kept by
    /// `AUTOINCREMENT` in `sqlite_sequence`, so a number is never given twice, even after
    /// the newest game was deleted). The transaction holds the write lock, so the number
    /// stays free until it commits; games created in it take the numbers from here on.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn next_game_id(&self) -> anyhow::Result<GameId> {
        Ok(self
            .tx
            .prepare_cached(
                "SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'games'), 0), \
             coalesce((SELECT max(id) FROM games), 0)) + 1",
            )?
            .query_row([], |r| r.get(0).map(GameId))?)
    }

    /// Creates game number `id` (allocated by [`Tx::next_game_id`]) in state `challenged`,
    /// creating its players as needed.
    ///
    /// # Errors
    /// The number is taken, SQLite fails or a value breaks a constraint (for example 0 days
    /// per move).
    pub fn insert_game(&self, id: GameId, game: &GameSetup, now: i64) -> anyhow::Result<()> {
        let black = self.player_id(&game.black, now)?;
        let white = self.player_id(&game.white, now)?;
        let challenger = match game.challenger {
            Color::Black => black,
            Color::White => white,
        };
        self.tx
            .prepare_cached(
                "INSERT INTO games (id, variant, preset, options, start_sfen, illegal_move, \
                 time_control, max_plies, black_id, white_id, challenger_id, state, created_at, \
                 thread_root, draw_every, rated, tournament_id, round, board) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, \
                 ?17, ?18, ?19)",
            )?
            .execute(params![
                id.0,
                game.variant().name(),
                game.terms.preset,
                options_text(&game.terms.rules),
                game.terms.start_sfen,
                Text(game.terms.illegal),
                game.terms.time_control.to_string(),
                game.terms.max_plies,
                black,
                white,
                challenger,
                Text(GameState::Challenged),
                now,
                game.thread_root,
                game.terms.draw_every,
                game.terms.rated,
                game.tournament.as_ref().map(|t| t.id.0),
                game.tournament.as_ref().map(|t| t.round),
                game.tournament.as_ref().map(|t| t.board)
            ])
            .with_context(|| format!("cannot create game {id}"))?;
        Ok(())
    }

    /// Writes the changing fields of a game (state, draw offer, deadline, reminder, result).
    ///
    /// # Errors
    /// No such game, or SQLite fails.
    pub fn update_game(&self, game: &GameRecord) -> anyhow::Result<()> {
        let n = self
            .tx
            .execute(
                "UPDATE games SET state = ?2, draw_offered_by = ?3, deadline = ?4, remind_at = ?5, \
                 result = ?6, result_reason = ?7, finished_at = ?8, started_at = ?9, \
                 pause_offered_by = ?10, takeback_offered_by = ?11, takeback_plies = ?12, \
                 draw_black_ply = ?13, draw_white_ply = ?14, forfeit = ?15, termination = ?16 \
                 WHERE id = ?1",
                params![
                    game.id.0,
                    Text(game.state),
                    game.draw_offered_by.map(Text),
                    game.deadline,
                    game.remind_at,
                    game.result.map(Text),
                    game.result_reason,
                    game.finished_at,
                    game.started_at,
                    game.pause_offered_by.map(Text),
                    game.takeback_offered.map(|(c, _)| Text(c)),
                    game.takeback_offered.map(|(_, n)| n),
                    game.draw_offer_plies[0],
                    game.draw_offer_plies[1],
                    game.forfeit,
                    game.termination.map(Termination::as_str)
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
    /// SQLite fails or the row is corrupt ([`StoreError::Corrupt`]).
    pub fn game(&self, id: GameId) -> StoreResult<Option<GameRecord>> {
        game_on(&self.tx, id)
    }

    /// Every game `address` plays or was challenged to, oldest first.
    ///
    /// # Errors
    /// SQLite fails or a row is corrupt ([`StoreError::Corrupt`]).
    pub fn games_of(&self, address: &str) -> StoreResult<Vec<GameRecord>> {
        games_where(
            &self.tx,
            "b.address = +?1 OR w.address = +?1",
            [yubin_domain::address::fold(address)],
        )
    }

    /// Challenges and tournament entries since `since` by newcomers: a casual game whose
    /// challenger had no earlier game nor entry, an entry whose player had neither before.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn newcomers_since(&self, since: i64) -> StoreResult<u32> {
        let n: i64 = self
            .tx
            .prepare_cached(
                "SELECT \
             (SELECT count(*) FROM games g WHERE g.created_at >= ?1 AND g.tournament_id IS NULL \
              AND NOT EXISTS (SELECT 1 FROM games h WHERE h.id < g.id \
                AND g.challenger_id IN (h.black_id, h.white_id)) \
              AND NOT EXISTS (SELECT 1 FROM entrants e WHERE e.player_id = g.challenger_id \
                AND e.joined_at < g.created_at)) \
             + (SELECT count(*) FROM entrants e WHERE e.joined_at >= ?1 \
              AND NOT EXISTS (SELECT 1 FROM games h WHERE h.created_at <= e.joined_at \
                AND e.player_id IN (h.black_id, h.white_id)) \
              AND NOT EXISTS (SELECT 1 FROM entrants f WHERE f.player_id = e.player_id \
                AND f.joined_at < e.joined_at))",
            )?
            .query_row([since], |r| r.get(0))?;
        Ok(u32::try_from(n).unwrap_or(u32::MAX))
    }

    /// Every active game, oldest first (the scheduler computes deadlines from them).
    ///
    /// # Errors
    /// SQLite fails or a row is corrupt ([`StoreError::Corrupt`]).
    pub fn active_games(&self) -> StoreResult<Vec<GameRecord>> {
        games_where(&self.tx, "g.state = 'active'", [])
    }

    /// Every active game whose row can be read, and the damaged rows apart.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn active_games_each(&self) -> StoreResult<(Vec<GameRecord>, Vec<super::CorruptRow>)> {
        active_each(&self.tx)
    }

    /// Appends a move; its ply must be the next one.
    ///
    /// # Errors
    /// The ply is taken already (the move was recorded twice), or SQLite fails.
    pub fn add_move(&self, game: GameId, mv: &MoveRecord) -> anyhow::Result<()> {
        self.tx
            .prepare_cached(
                "INSERT INTO moves (game_id, ply, usi, written, played_at, message_id) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                game.0,
                mv.ply,
                mv.usi,
                mv.written,
                mv.played_at,
                mv.message_id
            ])
            .with_context(|| format!("cannot record move {} of game {game}", mv.ply))?;
        Ok(())
    }

    /// Deletes the moves of `game` after ply `keep` (an agreed takeback).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn take_back(&self, game: GameId, keep: u32) -> anyhow::Result<()> {
        self.tx
            .prepare_cached("DELETE FROM moves WHERE game_id = ?1 AND ply > ?2")?
            .execute(params![game.0, keep])
            .with_context(|| format!("cannot take back the moves of game {game}"))?;
        Ok(())
    }

    /// The moves of a game, in order.
    ///
    /// # Errors
    /// SQLite fails or the plies are not 1, 2, … ([`StoreError::Corrupt`]).
    pub fn moves(&self, game: GameId) -> StoreResult<Vec<MoveRecord>> {
        moves_on(&self.tx, game)
    }

    /// The USI texts of a game's moves and the instants they were played, in order: what a
    /// replay and the clocks need.
    ///
    /// # Errors
    /// As [`Tx::moves`].
    pub fn move_usis(&self, game: GameId) -> StoreResult<(Vec<String>, Vec<i64>)> {
        move_usis_on(&self.tx, game)
    }
}

impl Store {
    /// Every active game, oldest first, outside any transaction (for the scheduler).
    ///
    /// # Errors
    /// SQLite fails or a row is corrupt ([`StoreError::Corrupt`]).
    pub fn active_games(&self) -> StoreResult<Vec<GameRecord>> {
        games_where(&self.conn, "g.state = 'active'", [])
    }

    /// Every active game whose row can be read, and the damaged rows apart, outside any
    /// transaction.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn active_games_each(&self) -> StoreResult<(Vec<GameRecord>, Vec<super::CorruptRow>)> {
        active_each(&self.conn)
    }

    /// The active games the computer plays in (a player of `@computer.invalid`), outside
    /// any transaction: what the computer's worker owes, read on every turn of the loop
    /// without reading every other game. A damaged row is left out (the deadline sweep
    /// reports it).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn computer_games(&self) -> StoreResult<Vec<GameRecord>> {
        let pattern = format!("%@{}", yubin_domain::computer::DOMAIN);
        Ok(games_where_each(
            &self.conn,
            "g.state = 'active' AND (b.address LIKE ?1 OR w.address LIKE ?1)",
            [pattern],
        )?
        .into_iter()
        .filter_map(Result::ok)
        .collect())
    }

    /// A game by number, outside any transaction.
    ///
    /// # Errors
    /// SQLite fails or the row is corrupt ([`StoreError::Corrupt`]).
    pub fn game(&self, id: GameId) -> StoreResult<Option<GameRecord>> {
        game_on(&self.conn, id)
    }

    /// The moves of a game, outside any transaction.
    ///
    /// # Errors
    /// SQLite fails or the plies are not 1, 2, … ([`StoreError::Corrupt`]).
    pub fn moves(&self, game: GameId) -> StoreResult<Vec<MoveRecord>> {
        moves_on(&self.conn, game)
    }
}
