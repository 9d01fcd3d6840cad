//! Finished games analysed by the computer (migration 0035, issue 27's `analyse N`): a game's
//! analysis written once, whole, and read back for its mail, its records and the archive.
//! An evaluation is stored as `cp:N` or `mate:N` (Black's view).

use super::sql::corrupt;
use super::{Store, StoreResult, Tx};
use rusqlite::{params, Connection, OptionalExtension};
use yubin_domain::model::{Analysis, Damaged, Eval, GameId, PlyEval};

/// An evaluation as stored.
fn eval_text(e: Eval) -> String {
    match e {
        Eval::Centipawns(cp) => format!("cp:{cp}"),
        Eval::Mate(n) => format!("mate:{n}"),
    }
}

/// An evaluation read back; `None` when the text is none.
fn eval_read(t: &str) -> Option<Eval> {
    let (kind, n) = t.split_once(':')?;
    let n: i32 = n.parse().ok()?;
    match kind {
        "cp" => Some(Eval::Centipawns(n)),
        "mate" => Some(Eval::Mate(n)),
        _ => None,
    }
}

fn analysis_on(conn: &Connection, game: GameId) -> StoreResult<Option<Analysis>> {
    let nodes: Option<i64> = conn
        .prepare_cached("SELECT nodes_per_ply FROM analyses WHERE game_id = ?1")?
        .query_row([game.0], |r| r.get(0))
        .optional()?;
    let Some(nodes) = nodes else {
        return Ok(None);
    };
    let mut stmt = conn.prepare_cached(
        "SELECT ply, black, before, best, after, depth FROM analysis_plies \
         WHERE game_id = ?1 ORDER BY ply",
    )?;
    let mut rows = stmt.query([game.0])?;
    let mut plies = Vec::new();
    while let Some(r) = rows.next()? {
        let ply: i64 = r.get("ply")?;
        let what = || Damaged::AnalysisPly { game, ply };
        let expected = plies.len() as i64 + 1;
        if ply != expected {
            return Err(corrupt(
                what(),
                "ply",
                format!("ply {ply} where ply {expected} was expected"),
            ));
        }
        let eval = |column: &'static str| -> StoreResult<Eval> {
            let t: String = r.get(column)?;
            eval_read(&t).ok_or_else(|| corrupt(what(), column, format!("{t:?} is no evaluation")))
        };
        let depth: i64 = r.get("depth")?;
        plies.push(PlyEval {
            ply: u32::try_from(ply).map_err(|_| corrupt(what(), "ply", ply.to_string()))?,
            black: r.get::<_, i64>("black")? != 0,
            before: eval("before")?,
            best: r.get("best")?,
            after: eval("after")?,
            depth: u32::try_from(depth).map_err(|_| corrupt(what(), "depth", depth.to_string()))?,
        });
    }
    Ok(Some(Analysis {
        nodes_per_ply: u64::try_from(nodes).unwrap_or(1),
        plies,
    }))
}

impl Tx<'_> {
    /// Stores `game`'s analysis, made at `now`, in place of any earlier one.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn save_analysis(&self, game: GameId, analysis: &Analysis, now: i64) -> StoreResult<()> {
        self.tx
            .prepare_cached("DELETE FROM analysis_plies WHERE game_id = ?1")?
            .execute([game.0])?;
        self.tx
            .prepare_cached(
                "INSERT OR REPLACE INTO analyses (game_id, nodes_per_ply, made_at) \
                 VALUES (?1, ?2, ?3)",
            )?
            .execute(params![
                game.0,
                i64::try_from(analysis.nodes_per_ply).unwrap_or(i64::MAX),
                now
            ])?;
        let mut insert = self.tx.prepare_cached(
            "INSERT INTO analysis_plies (game_id, ply, black, before, best, after, depth) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )?;
        for p in &analysis.plies {
            insert.execute(params![
                game.0,
                p.ply,
                p.black,
                eval_text(p.before),
                p.best,
                eval_text(p.after),
                p.depth
            ])?;
        }
        Ok(())
    }

    /// `game`'s analysis, if it has one.
    ///
    /// # Errors
    /// SQLite fails, or a row of it is damaged.
    pub fn analysis(&self, game: GameId) -> StoreResult<Option<Analysis>> {
        analysis_on(&self.tx, game)
    }
}

impl Store {
    /// `game`'s analysis, if it has one, outside any transaction (the archive's reading).
    ///
    /// # Errors
    /// SQLite fails, or a row of it is damaged.
    pub fn analysis(&self, game: GameId) -> StoreResult<Option<Analysis>> {
        analysis_on(self.connection(), game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evaluations_round_trip_and_nonsense_is_none() {
        for e in [
            Eval::Centipawns(0),
            Eval::Centipawns(-1234),
            Eval::Mate(3),
            Eval::Mate(-8),
        ] {
            assert_eq!(eval_read(&eval_text(e)), Some(e));
        }
        for t in [
            "",
            "cp",
            "cp:",
            "cp:x",
            "mate:1.5",
            "pawns:3",
            "cp:99999999999",
        ] {
            assert_eq!(eval_read(t), None, "{t}");
        }
    }

    #[test]
    fn an_analysis_is_stored_whole_replaced_and_a_damaged_row_is_named() {
        let mut store = Store::open_in_memory().unwrap();
        let tx = store.transaction().unwrap();
        tx.insert_game(GameId(1), &crate::store::tests::sample_game(), 1)
            .unwrap();
        assert_eq!(tx.analysis(GameId(1)).unwrap(), None);
        let ply = |n: u32, before, after| PlyEval {
            ply: n,
            black: n % 2 == 1,
            before,
            best: (n < 3).then(|| "7g7f".to_string()),
            after,
            depth: n,
        };
        let first = Analysis {
            nodes_per_ply: 5000,
            plies: vec![
                ply(1, Eval::Centipawns(20), Eval::Centipawns(-10)),
                ply(2, Eval::Centipawns(-10), Eval::Mate(3)),
                ply(3, Eval::Mate(3), Eval::Mate(-2)),
            ],
        };
        tx.save_analysis(GameId(1), &first, 10).unwrap();
        assert_eq!(tx.analysis(GameId(1)).unwrap().as_ref(), Some(&first));
        let second = Analysis {
            nodes_per_ply: 100,
            plies: first.plies[..1].to_vec(),
        };
        tx.save_analysis(GameId(1), &second, 20).unwrap();
        assert_eq!(tx.analysis(GameId(1)).unwrap(), Some(second));
        tx.tx
            .execute(
                "UPDATE analysis_plies SET after = 'pawns:3' WHERE game_id = 1",
                [],
            )
            .unwrap();
        let err = tx.analysis(GameId(1)).unwrap_err();
        assert!(
            matches!(&err, crate::store::StoreError::Corrupt(row)
                if row.what == Damaged::AnalysisPly { game: GameId(1), ply: 1 }
                    && row.column == "after"),
            "{err:?}"
        );
    }
}
