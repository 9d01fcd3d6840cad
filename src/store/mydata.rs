//! `my data` (GDPR art. 15): everything the database holds about one address, as one JSON
//! value ([`Tx::my_data`]), which the shell attaches to the answer.
//!
//! What it holds, by key: `player` (their row: address, name, settings, since when),
//! `ratings` and `rating_history`, `games` (each with its moves; the players named as every
//! mail names them, never by another's address), `leave`, `tournament_entries`, `byes`,
//! `tournaments_organised`, `watches`, `analysis_requests` (`analyse N`),
//! `confirmations_pending`, `inbound` (the log of their mails: subject, time, what was done,
//! the text where it was kept) and `outbox` (the mails
//! to them: subject, time, delivery state, size; not their text, which they received: a
//! heavy player's copy would otherwise carry every board they were sent in the last month).
//! The look-alike keys, a function of the address and the name, are left out.

use super::Tx;
use rusqlite::types::ValueRef;
use rusqlite::Params;
use serde_json::{json, Map, Value};
use yubin_domain::address;

impl Tx<'_> {
    /// Every row of `sql` as a JSON object keyed by column name.
    fn rows_json(&self, sql: &str, params: impl Params) -> anyhow::Result<Vec<Value>> {
        let mut stmt = self.tx.prepare(sql)?;
        let names: Vec<String> = stmt.column_names().map(str::to_string).collect();
        let mut rows = stmt.query(params)?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let mut obj = Map::new();
            for (i, name) in names.iter().enumerate() {
                let v = match r.get_ref(i)? {
                    ValueRef::Null => Value::Null,
                    ValueRef::Integer(n) => json!(n),
                    ValueRef::Real(x) => json!(x),
                    ValueRef::Text(t) => json!(String::from_utf8_lossy(t)),
                    ValueRef::Blob(b) => json!(b.len()),
                };
                obj.insert(name.clone(), v);
            }
            out.push(Value::Object(obj));
        }
        Ok(out)
    }

    /// Everything stored about `address` (see the module docs) at `now`; `name_of(address,
    /// display name)` names another player as the mails do (their display name, else their
    /// pseudonym).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn my_data(
        &self,
        address: &str,
        now: i64,
        name_of: impl Fn(&str, Option<&str>) -> String,
    ) -> anyhow::Result<Value> {
        let address = address::fold(address);
        let player = self
            .rows_json(
                "SELECT address, display_name, created_at, timezone, archive, observers, \
                 pieces, board, language FROM players WHERE address = ?1",
                [&address],
            )?
            .pop();
        let id: Option<i64> = self
            .tx
            .query_row(
                "SELECT id FROM players WHERE address = ?1",
                [&address],
                |r| r.get(0),
            )
            .ok();
        let id = id.unwrap_or(-1);
        let mut games = self.rows_json(
            "SELECT id, variant, preset, options, start_sfen, time_control, illegal_move, \
             max_plies, rated, tournament_id, round, state, result, result_reason, termination, \
             created_at, started_at, finished_at, deadline, \
             CASE WHEN black_id = ?1 THEN 'black' ELSE 'white' END AS you_play, \
             CASE WHEN black_id = ?1 THEN white_id ELSE black_id END AS opponent_id \
             FROM games WHERE black_id = ?1 OR white_id = ?1 ORDER BY id",
            [id],
        )?;
        for g in &mut games {
            let (Some(gid), Some(opp)) = (g["id"].as_i64(), g["opponent_id"].as_i64()) else {
                continue;
            };
            let (opp_address, opp_name): (String, String) = self.tx.query_row(
                "SELECT address, display_name FROM players WHERE id = ?1",
                [opp],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            let shown = (!opp_name.is_empty()).then_some(opp_name.as_str());
            let moves = self.rows_json(
                "SELECT ply, usi, written, played_at FROM moves WHERE game_id = ?1 ORDER BY ply",
                [gid],
            )?;
            if let Value::Object(obj) = g {
                obj.remove("opponent_id");
                obj.insert("opponent".into(), json!(name_of(&opp_address, shown)));
                obj.insert("moves".into(), Value::Array(moves));
            }
        }
        let data = json!({
            "service": "yubin",
            "address": address,
            "generated_at": now,
            "player": player,
            "ratings": self.rows_json(
                "SELECT variant, rating, deviation, volatility, games, updated_at \
                 FROM ratings WHERE player_id = ?1 ORDER BY variant", [id])?,
            "rating_history": self.rows_json(
                "SELECT variant, at, rating, deviation, games FROM rating_history \
                 WHERE player_id = ?1 ORDER BY variant, at", [id])?,
            "games": games,
            "leave": self.rows_json(
                "SELECT starts_at, ends_at, created_at FROM stops \
                 WHERE kind = 'leave' AND player_id = ?1 ORDER BY starts_at", [id])?,
            "tournament_entries": self.rows_json(
                "SELECT e.tournament_id, t.name, t.state, e.joined_at, e.seed, \
                 e.withdrawn_after, e.crosstables FROM entrants e \
                 JOIN tournaments t ON t.id = e.tournament_id \
                 WHERE e.player_id = ?1 ORDER BY e.tournament_id", [id])?,
            "byes": self.rows_json(
                "SELECT tournament_id, round FROM byes WHERE player_id = ?1 \
                 ORDER BY tournament_id, round", [id])?,
            "tournaments_organised": self.rows_json(
                "SELECT id, name, state, created_at FROM tournaments WHERE organiser_id = ?1 \
                 ORDER BY id", [id])?,
            "watches": self.rows_json(
                "SELECT game_id, tournament_id, kind, since FROM watchers WHERE address = ?1 \
                 ORDER BY id", [&address])?,
            "analysis_requests": self.rows_json(
                "SELECT game_id, lang, requested_at, answered_at FROM analysis_requests \
                 WHERE address = ?1 ORDER BY id", [&address])?,
            "confirmations_pending": self.rows_json(
                "SELECT line, asked_at FROM confirmations WHERE address = ?1 \
                 AND used_at IS NULL ORDER BY asked_at", [&address])?,
            "inbound": self.rows_json(
                "SELECT message_id, subject, received_at, status, note, body, keyed \
                 FROM inbound WHERE sender = ?1 ORDER BY received_at, id", [&address])?,
            "outbox": self.rows_json(
                "SELECT message_id, subject, created_at, state, attempts, \
                 length(text_body) AS text_bytes FROM outbox WHERE recipient = ?1 \
                 ORDER BY id", [&address])?,
        });
        Ok(data)
    }
}
