//! Games recreated from record files (`yubin import`, [`yubin_engine::records::import`]): their
//! players, the finished game with its moves, and where its record came from (`imports`).
//!
//! An imported player is a row of `players` like any other, under a reserved address
//! `i-<12 hexadecimal digits>@imported.invalid` (a digest of the name: the same name is the
//! same imported player in every game imported) that can receive no mail, with the name of
//! the file as display name (one that looks like a member's pseudonym, `player-…`, becomes
//! `imported-…`: [`imported_name`]) and a public archive setting. A name that a player of
//! this server holds, or one that looks like it (`Tx::holders_of_name`), is refused: the
//! archive must not show a stranger's game under a member's name, nor guess that they are
//! the same person.

use super::Tx;
use anyhow::{bail, Context as _};
use rusqlite::params;
use sha2::{Digest as _, Sha256};
use yubin_domain::model::{GameId, GameRecord, GameState, MoveRecord};
use yubin_engine::records::import::{Imported, DOMAIN};
use yubin_rules::Color;

/// The reserved address of the imported player called `name`.
pub fn imported_address(name: &str) -> String {
    let d = Sha256::digest(name.as_bytes());
    let hex: String = d[..6].iter().map(|b| format!("{b:02x}")).collect();
    format!("i-{hex}@{DOMAIN}")
}

/// The prefix of members' pseudonyms (`player-b51d10`), which no imported player's name
/// may take.
const PSEUDONYM_PREFIX: &str = "player-";

/// The prefix an imported player's name gets in its place: a yubin export names a player
/// who chose no name by their pseudonym on that server, and the archive must not show a
/// page titled like a member's.
pub const IMPORTED_PREFIX: &str = "imported-";

/// The name an imported player called `name` in their file is given here: `name`, unless it
/// looks like a member's pseudonym (`player-b51d10` becomes `imported-b51d10`).
pub fn imported_name(name: &str) -> String {
    match name.get(..PSEUDONYM_PREFIX.len()) {
        Some(head) if head.eq_ignore_ascii_case(PSEUDONYM_PREFIX) => {
            format!("{IMPORTED_PREFIX}{}", &name[PSEUDONYM_PREFIX.len()..])
        }
        _ => name.to_string(),
    }
}

/// Whether `address` is an imported player's.
pub fn is_imported(address: &str) -> bool {
    address.ends_with(&format!("@{DOMAIN}"))
}

impl Tx<'_> {
    /// The address of the imported player called `name` (playing `color`), created as
    /// needed.
    fn imported_player(&self, name: &str, color: Color, now: i64) -> anyhow::Result<String> {
        let name = &imported_name(name);
        let holders = self.holders_of_name(name)?;
        if let Some((_, held)) = holders.iter().find(|(a, _)| !is_imported(a)) {
            bail!(
                "the name `{name}` is {} a player of this server, and an imported game is \
                 never given to one: name {color} apart with --{color} (e.g. `{name} \
                 (imported)`)",
                if held.to_lowercase() == name.to_lowercase() {
                    "that of".to_string()
                } else {
                    format!("like `{held}`, the name of")
                }
            );
        }
        let address = imported_address(name);
        self.set_name(&address, name, now)?;
        self.set_archive(&address, true, now)?;
        Ok(address)
    }

    /// Stores `imp`, read from the file `file`, as a new finished game; returns its number.
    ///
    /// # Errors
    /// A player's name is held by a player of this server, or SQLite fails.
    pub fn import_game(&self, imp: &Imported, file: &str, now: i64) -> anyhow::Result<GameId> {
        let black = self.imported_player(&imp.names[0], Color::Black, now)?;
        let white = self.imported_player(&imp.names[1], Color::White, now)?;
        let id = self.next_game_id()?;
        // A Message-ID-like root, as every game has one; no mail ever carries it.
        let root = format!("import.{id}.{now}@{DOMAIN}");
        let setup = imp
            .terms
            .setup(black, white, Color::Black, root.clone(), None);
        self.insert_game(id, &setup, imp.started_at)?;
        let mut rec = GameRecord::challenged(id, setup, imp.started_at);
        rec.state = GameState::Finished;
        rec.started_at = Some(imp.started_at);
        rec.finished_at = Some(imp.finished_at);
        rec.result = Some(imp.result);
        rec.result_reason = Some(imp.reason.clone());
        rec.termination = imp.termination;
        rec.forfeit = imp.forfeit;
        self.update_game(&rec)?;
        for (i, (usi, written)) in imp.usis().into_iter().zip(imp.written()).enumerate() {
            let mv = MoveRecord {
                ply: i as u32 + 1,
                usi,
                written,
                played_at: imp.finished_at,
                message_id: root.clone(),
            };
            self.add_move(id, &mv)?;
        }
        self.tx
            .prepare_cached(
                "INSERT INTO imports (game_id, file, format, site, event, round, time_control, \
                 imported_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            )?
            .execute(params![
                id.0,
                file,
                imp.format.name(),
                imp.site,
                imp.event,
                imp.round,
                imp.time_control,
                now
            ])
            .with_context(|| format!("cannot record where game {id} came from"))?;
        Ok(id)
    }
}

#[cfg(test)]
mod tests {
    use super::imported_name;

    #[test]
    fn an_imported_name_never_takes_the_pseudonym_prefix() {
        assert_eq!(imported_name("player-b51d10"), "imported-b51d10");
        assert_eq!(imported_name("Player-B51D10"), "imported-B51D10");
        assert_eq!(imported_name("Hodges"), "Hodges");
        assert_eq!(imported_name("play"), "play");
        assert_eq!(imported_name("プレイヤー"), "プレイヤー");
    }
}
