//! Tournaments, their entrants and byes: the rows read into a [`TournamentView`] (the terms
//! rebuilt as a game's are) and written back. A tournament's games are ordinary `games`
//! rows with its number, round and game number (`games.rs`).

use super::games::{games_where, options_text, player_rating, rules_of};
use super::sql::{column, corrupt, Text};
use super::{StoreResult, Tx};
use anyhow::Context as _;
use rusqlite::{params, Row};
use yubin_domain::clock::TimeControl;
use yubin_domain::model::{
    format_code, parse_format, parse_points, parse_tie_break, points_code, tie_break_code,
    ByeScore, Damaged, Entrant, GameTerms, IllegalPolicy, TournamentId, TournamentRecord,
    TournamentState, TournamentTerms, TournamentView, Zone,
};

/// The columns [`tournament_row`] reads, each by its name here (`tournaments` columns under
/// their own names), so that adding one moves none of the others.
pub(super) const TOURNAMENT_COLUMNS: &str = "t.id, t.name, o.address AS organiser, \
    nullif(o.display_name, '') AS organiser_name, t.state, \
    t.format, t.rounds, t.points, t.bye, t.tie_breaks, t.min_players, t.max_players, \
    t.starts_at, t.round_days, t.variant, t.preset, t.options, t.start_sfen, t.illegal_move, \
    t.time_control, t.max_plies, t.draw_every, t.rated, t.created_at, t.started_at, \
    t.round_started_at, t.finished_at, t.reported, t.thread_root, t.observer_delay, \
    coalesce(t.archive, 'public') AS archive";

pub(super) const TOURNAMENT_FROM: &str =
    "FROM tournaments t JOIN players o ON o.id = t.organiser_id";

fn tournament_row(r: &Row<'_>) -> StoreResult<TournamentRecord> {
    let id = TournamentId(r.get("id")?);
    let what = Damaged::Tournament(id);
    // A column of the `SELECT` (see `TOURNAMENT_COLUMNS`), reported under its name or `$label`.
    macro_rules! get {
        ($name:literal) => {
            column(r, $name, &what, $name)?
        };
        ($name:literal as $label:literal) => {
            column(r, $name, &what, $label)?
        };
    }
    let bad = |column, problem: String| corrupt(what.clone(), column, problem);
    let code: String = get!("format");
    let number: Option<u32> = get!("rounds");
    let format = parse_format(&code, number).ok_or_else(|| {
        bad(
            "format",
            format!("{code:?} with {number:?} is not a format"),
        )
    })?;
    let points: String = get!("points");
    let points = parse_points(&points)
        .ok_or_else(|| bad("points", format!("{points:?} is not a point system")))?;
    let bye: String = get!("bye");
    let bye = ByeScore::parse(&bye).ok_or_else(|| bad("bye", format!("{bye:?}")))?;
    let tie_breaks: String = get!("tie_breaks");
    let tie_breaks = tie_breaks
        .split(',')
        .filter(|t| !t.is_empty())
        .map(|t| parse_tie_break(t).ok_or_else(|| bad("tie_breaks", format!("{t:?}"))))
        .collect::<StoreResult<Vec<_>>>()?;
    let variant: String = get!("variant");
    let preset: String = get!("preset");
    let options: String = get!("options");
    let rules = rules_of(&what, &variant, &preset, &options)?;
    let control: String = get!("time_control");
    let time_control: TimeControl = control
        .parse()
        .map_err(|e| bad("time_control", format!("{control:?}: {e}")))?;
    let Text(illegal): Text<IllegalPolicy> = get!("illegal_move");
    Ok(TournamentRecord {
        id,
        terms: TournamentTerms {
            name: get!("name"),
            format,
            points,
            bye,
            tie_breaks,
            min_players: get!("min_players"),
            max_players: get!("max_players"),
            starts_at: get!("starts_at"),
            round_days: get!("round_days"),
            observer_delay: get!("observer_delay"),
            public: {
                let archive: String = get!("archive");
                archive == "public"
            },
            game: GameTerms {
                rules,
                preset,
                start_sfen: get!("start_sfen"),
                illegal,
                time_control,
                max_plies: get!("max_plies"),
                draw_every: get!("draw_every"),
                rated: get!("rated"),
            },
        },
        organiser: get!("organiser" as "organiser_id"),
        organiser_name: get!("organiser_name" as "organiser_id"),
        state: {
            let Text(s): Text<TournamentState> = get!("state");
            s
        },
        created_at: get!("created_at"),
        started_at: get!("started_at"),
        round_started_at: get!("round_started_at"),
        finished_at: get!("finished_at"),
        reported: get!("reported"),
        thread_root: get!("thread_root"),
    })
}

impl Tx<'_> {
    /// The number the next new tournament gets (never one given before).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn next_tournament_id(&self) -> anyhow::Result<TournamentId> {
        Ok(self
            .tx
            .prepare_cached(
                "SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'tournaments'), \
                 0), coalesce((SELECT max(id) FROM tournaments), 0)) + 1",
            )?
            .query_row([], |r| r.get(0).map(TournamentId))?)
    }

    /// Creates tournament `id` (from [`Tx::next_tournament_id`]) in state `open`.
    ///
    /// # Errors
    /// The number is taken, SQLite fails or a value breaks a constraint.
    pub fn insert_tournament(&self, t: &TournamentRecord, now: i64) -> anyhow::Result<()> {
        let organiser = self.player_id(&t.organiser, now)?;
        let terms = &t.terms;
        let (format, number) = format_code(terms.format);
        let tie_breaks: Vec<&str> = terms
            .tie_breaks
            .iter()
            .map(|&b| tie_break_code(b))
            .collect();
        let g = &terms.game;
        self.tx
            .prepare_cached(
                "INSERT INTO tournaments (id, name, organiser_id, state, format, rounds, points, \
                 bye, tie_breaks, min_players, max_players, starts_at, round_days, variant, \
                 preset, options, start_sfen, illegal_move, time_control, max_plies, draw_every, \
                 rated, created_at, thread_root, observer_delay, archive) VALUES (?1, ?2, ?3, ?4, \
                 ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, \
                 ?21, ?22, ?23, ?24, ?25, ?26)",
            )?
            .execute(params![
                t.id.0,
                terms.name,
                organiser,
                Text(t.state),
                format,
                number,
                points_code(&terms.points),
                terms.bye.as_str(),
                tie_breaks.join(","),
                terms.min_players,
                terms.max_players,
                terms.starts_at,
                terms.round_days,
                g.variant().name(),
                g.preset,
                options_text(&g.rules),
                g.start_sfen,
                Text(g.illegal),
                g.time_control.to_string(),
                g.max_plies,
                g.draw_every,
                g.rated,
                t.created_at,
                t.thread_root,
                terms.observer_delay,
                if terms.public { "public" } else { "private" }
            ])
            .with_context(|| format!("cannot create tournament {}", t.id))?;
        Ok(())
    }

    /// Writes the changing fields of a tournament (state, instants, results reported).
    ///
    /// # Errors
    /// No such tournament, or SQLite fails.
    pub fn update_tournament(&self, t: &TournamentRecord) -> anyhow::Result<()> {
        let n = self
            .tx
            .prepare_cached(
                "UPDATE tournaments SET state = ?2, started_at = ?3, round_started_at = ?4, \
                 finished_at = ?5, reported = ?6 WHERE id = ?1",
            )?
            .execute(params![
                t.id.0,
                Text(t.state),
                t.started_at,
                t.round_started_at,
                t.finished_at,
                t.reported
            ])
            .with_context(|| format!("cannot update tournament {}", t.id))?;
        anyhow::ensure!(
            n == 1,
            "cannot update tournament {}: no such tournament",
            t.id
        );
        Ok(())
    }

    /// Enters `address` in tournament `id`, or writes their seed and withdrawal.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_entrant(&self, id: TournamentId, e: &Entrant, now: i64) -> anyhow::Result<()> {
        let player = self.player_id(&e.address, now)?;
        self.tx
            .prepare_cached(
                "INSERT INTO entrants (tournament_id, player_id, joined_at, seed, withdrawn_after) \
                 VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (tournament_id, player_id) DO UPDATE \
                 SET seed = ?4, withdrawn_after = ?5",
            )?
            .execute(params![id.0, player, e.joined_at, e.seed, e.withdrawn_after])
            .with_context(|| format!("cannot enter {} in tournament {id}", e.address))?;
        Ok(())
    }

    /// Takes `address` off tournament `id`'s entries.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn remove_entrant(&self, id: TournamentId, address: &str) -> anyhow::Result<()> {
        self.tx
            .prepare_cached(
                "DELETE FROM entrants WHERE tournament_id = ?1 AND player_id = \
                 (SELECT id FROM players WHERE address = ?2)",
            )?
            .execute(params![id.0, address])?;
        Ok(())
    }

    /// Records a bye of `address` in `round` of tournament `id`.
    ///
    /// # Errors
    /// SQLite fails (the bye is recorded already).
    pub fn add_bye(
        &self,
        id: TournamentId,
        round: u32,
        address: &str,
        now: i64,
    ) -> anyhow::Result<()> {
        let player = self.player_id(address, now)?;
        self.tx
            .prepare_cached(
                "INSERT INTO byes (tournament_id, round, player_id) VALUES (?1, ?2, ?3)",
            )?
            .execute(params![id.0, round, player])
            .with_context(|| {
                format!("cannot record the bye of round {round} of tournament {id}")
            })?;
        Ok(())
    }

    /// Tournament `id` with its entrants, games and byes.
    ///
    /// # Errors
    /// SQLite fails, or a row is corrupt ([`super::StoreError::Corrupt`]).
    pub fn tournament(&self, id: TournamentId) -> StoreResult<Option<TournamentView>> {
        tournament_on(&self.tx, id)
    }
}

/// Tournament `id` with its entrants, games and byes, read on `conn`.
fn tournament_on(
    conn: &rusqlite::Connection,
    id: TournamentId,
) -> StoreResult<Option<TournamentView>> {
    let sql = format!("SELECT {TOURNAMENT_COLUMNS} {TOURNAMENT_FROM} WHERE t.id = ?1");
    let mut stmt = conn.prepare_cached(&sql)?;
    let mut rows = stmt.query([id.0])?;
    let Some(row) = rows.next()? else {
        return Ok(None);
    };
    let record = tournament_row(row)?;
    let variant = record.terms.game.variant().name();
    let mut stmt = conn.prepare_cached(
        "SELECT p.address, e.joined_at, e.seed, e.withdrawn_after, r.rating, r.deviation, \
         r.volatility, r.games, r.updated_at, p.timezone, p.display_name, p.pieces, p.board, \
         p.language, p.digest, e.crosstables \
         FROM entrants e \
         JOIN players p ON p.id = e.player_id \
         LEFT JOIN ratings r ON r.player_id = e.player_id AND r.variant = ?2 \
         WHERE e.tournament_id = +?1 ORDER BY e.seed, e.joined_at, p.address",
    )?;
    let mut rows = stmt.query(params![id.0, variant])?;
    let mut entrants = Vec::new();
    while let Some(r) = rows.next()? {
        let address: String = r.get("address")?;
        let what = Damaged::Entrant {
            tournament: id,
            address: address.clone(),
        };
        let rating = player_rating(r, "", &address)?;
        let player = Damaged::Player(address.clone());
        entrants.push(Entrant {
            look: super::look::look(r, "", &address)?,
            joined_at: column(r, "joined_at", &what, "joined_at")?,
            seed: column(r, "seed", &what, "seed")?,
            withdrawn_after: column(r, "withdrawn_after", &what, "withdrawn_after")?,
            zone: column::<Option<Text<Zone>>>(r, "timezone", &player, "timezone")?
                .map_or_else(Zone::default, |Text(z)| z),
            name: Some(column::<String>(
                r,
                "display_name",
                &player,
                "display_name",
            )?)
            .filter(|n| !n.is_empty()),
            crosstables: super::unsubscribe::on_off(r, "crosstables", &what, "crosstables")?,
            address,
            rating,
        });
    }
    let games = games_where(conn, "g.tournament_id = +?1", [id.0])?;
    let mut stmt = conn.prepare_cached(
        "SELECT b.round, p.address FROM byes b JOIN players p ON p.id = b.player_id \
         WHERE b.tournament_id = +?1 ORDER BY b.round, p.address",
    )?;
    let byes = stmt
        .query_map([id.0], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<Vec<(u32, String)>>>()?;
    Ok(Some(TournamentView {
        organiser_look: super::look::look_on(conn, &record.organiser)?,
        record,
        entrants,
        games,
        byes,
        watchers: super::watchers::of_tournament(conn, id)?,
    }))
}

/// The open and running tournaments, by number, each with its number of players still in.
fn open_and_running(conn: &rusqlite::Connection) -> StoreResult<Vec<(TournamentRecord, u32)>> {
    let sql = format!(
        "SELECT {TOURNAMENT_COLUMNS}, (SELECT count(*) FROM entrants e WHERE \
         e.tournament_id = t.id AND e.withdrawn_after IS NULL) AS players_in {TOURNAMENT_FROM} \
         WHERE t.state IN ('open', 'running') ORDER BY t.id"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let mut rows = stmt.query([])?;
    let mut out = Vec::new();
    while let Some(r) = rows.next()? {
        out.push((tournament_row(r)?, r.get("players_in")?));
    }
    Ok(out)
}

impl Tx<'_> {
    /// The open and running tournaments, by number, each with its number of players still
    /// in (for `tournaments`, and for the sweep).
    ///
    /// # Errors
    /// SQLite fails, or a row is corrupt.
    pub fn open_tournaments(&self) -> StoreResult<Vec<(TournamentRecord, u32)>> {
        open_and_running(&self.tx)
    }

    /// The numbers of the tournaments finished at `since` or later, the latest first, at
    /// most `limit` of them (for `tournaments`).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn finished_tournaments(
        &self,
        since: i64,
        limit: u32,
    ) -> anyhow::Result<Vec<TournamentId>> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT id FROM tournaments WHERE state = 'finished' AND finished_at >= ?1 \
             ORDER BY finished_at DESC, id DESC LIMIT ?2",
        )?;
        let rows = stmt.query_map(params![since, limit], |r| r.get(0).map(TournamentId))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

impl super::Store {
    /// Tournament `id` with its entrants, games and byes, outside any transaction.
    ///
    /// # Errors
    /// SQLite fails, or a row is corrupt ([`super::StoreError::Corrupt`]).
    pub fn tournament(&self, id: TournamentId) -> StoreResult<Option<TournamentView>> {
        tournament_on(&self.conn, id)
    }

    /// The numbers of every tournament, in order.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn tournament_ids(&self) -> anyhow::Result<Vec<TournamentId>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id FROM tournaments ORDER BY id")?;
        let rows = stmt.query_map([], |r| r.get(0).map(TournamentId))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The open and running tournaments, outside any transaction (for the scheduler).
    ///
    /// # Errors
    /// SQLite fails, or a row is corrupt.
    pub fn tournament_records(&self) -> StoreResult<Vec<TournamentRecord>> {
        Ok(open_and_running(&self.conn)?
            .into_iter()
            .map(|(t, _)| t)
            .collect())
    }
}
