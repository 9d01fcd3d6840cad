//! Who holds a name or an address like a given one: the skeletons of every player's address
//! and display name ([`yubin_domain::alike`]) are kept in their row (migration 0022), indexed,
//! and written with the row.
//!
//! The migration that fills them for the rows written before runs in SQL: it calls yubin's
//! own functions, registered on every connection the store opens ([`register`]):
//! `yubin_nfc(text)`, `yubin_skeleton(text)` (the case-insensitive skeleton of an address or
//! a name) and `yubin_skeleton_cased(text)` (a name's skeleton as written).

use super::Tx;
use rusqlite::functions::FunctionFlags;
use rusqlite::{params, Connection};
use yubin_domain::alike;

/// Registers the functions the migrations call on `conn`.
///
/// # Errors
/// Only if SQLite itself fails.
pub(super) fn register(conn: &Connection) -> rusqlite::Result<()> {
    let flags = FunctionFlags::SQLITE_UTF8 | FunctionFlags::SQLITE_DETERMINISTIC;
    let one = |name: &str, f: fn(&str) -> String| {
        conn.create_scalar_function(name, 1, flags, move |cx| Ok(f(&cx.get::<String>(0)?)))
    };
    one("yubin_nfc", alike::nfc)?;
    one("yubin_skeleton", alike::skeleton)?;
    one("yubin_skeleton_cased", |t| alike::name_skeletons(t).cased)?;
    Ok(())
}

/// The players whose display names have the skeletons `?1` (folded) or `?2` (cased).
const NAME_HOLDERS: &str = "SELECT address, display_name FROM players \
     WHERE display_name <> '' AND name_skeleton = ?1 \
     UNION SELECT address, display_name FROM players \
     WHERE display_name <> '' AND name_skeleton_cased = ?2 ORDER BY address";

/// The players whose addresses have the skeleton `?1`.
const ADDRESS_HOLDERS: &str =
    "SELECT address FROM players WHERE address_skeleton = ?1 ORDER BY address";

impl Tx<'_> {
    /// Writes the skeleton of the address of the player `id` (a new row).
    pub(super) fn set_address_skeleton(&self, id: i64, address: &str) -> anyhow::Result<()> {
        self.tx
            .prepare_cached("UPDATE players SET address_skeleton = ?2 WHERE id = ?1")?
            .execute(params![id, alike::skeleton(address)])?;
        Ok(())
    }

    /// Writes the display name of the player `id`, in NFC, with its skeletons.
    pub(super) fn write_name(&self, id: i64, name: &str) -> anyhow::Result<()> {
        let name = alike::nfc(name);
        let keys = alike::name_skeletons(&name);
        self.tx
            .prepare_cached(
                "UPDATE players SET display_name = ?2, name_skeleton = ?3, \
                 name_skeleton_cased = ?4 WHERE id = ?1",
            )?
            .execute(params![id, name, keys.folded, keys.cased])?;
        Ok(())
    }

    /// Every player whose display name looks like `name` (equal skeletons), with that
    /// name, by address: `(address, display name)`.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn holders_of_name(&self, name: &str) -> anyhow::Result<Vec<(String, String)>> {
        let keys = alike::name_skeletons(name);
        let mut stmt = self.tx.prepare_cached(NAME_HOLDERS)?;
        let rows = stmt.query_map(params![keys.folded, keys.cased], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Every player whose address looks like `address` (equal skeletons), `address`
    /// itself among them when it is a player's.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn holders_of_address(&self, address: &str) -> anyhow::Result<Vec<String>> {
        let mut stmt = self.tx.prepare_cached(ADDRESS_HOLDERS)?;
        let rows = stmt.query_map([alike::skeleton(address)], |r| r.get(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Store, MIGRATIONS};
    use super::{ADDRESS_HOLDERS, NAME_HOLDERS};
    use rusqlite::Connection;

    const ALICE: &str = "alice@example.org";

    /// Issue 22: the look-alikes of a name, each found as a look-alike of `Alice`.
    #[test]
    fn a_name_is_found_by_its_look_alikes() {
        let mut store = Store::open_in_memory().unwrap();
        let tx = store.transaction().unwrap();
        tx.set_name(ALICE, "Alice", 0).unwrap();
        tx.set_name("bob@example.org", "Bob", 0).unwrap();
        tx.set_name("elise@example.org", "\u{c9}lise", 0).unwrap();
        let cases = [
            ("\u{410}lice", ALICE),
            ("Al\u{200b}ice", ALICE),
            ("\u{ff21}lice", ALICE),
            ("ALICE", ALICE),
            ("AIice", ALICE),
            ("Bob\u{200f}\u{61c}", "bob@example.org"),
            ("E\u{301}lise", "elise@example.org"),
        ];
        for (name, holder) in cases {
            let found = tx.holders_of_name(name).unwrap();
            assert_eq!(found.len(), 1, "{name:?}: {found:?}");
            assert_eq!(found[0].0, holder, "{name:?}");
        }
        assert!(!cases.is_empty());
        assert!(tx.holders_of_name("Alicia").unwrap().is_empty());
        // A player without a name holds none, whatever their address.
        tx.set_zone("carol@example.org", yubin_domain::model::Zone::UTC, 0)
            .unwrap();
        assert!(tx.holders_of_name("carol").unwrap().is_empty());
    }

    /// Both lookups are answered from the indexes of migration 0022, not by a scan of
    /// every player.
    #[test]
    fn the_lookups_use_the_skeleton_indexes() {
        let store = Store::open_in_memory().unwrap();
        let plan = |sql: &str| -> String {
            let mut stmt = store
                .connection()
                .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
                .unwrap();
            let args = std::iter::repeat_n("x", stmt.parameter_count());
            let rows = stmt
                .query_map(rusqlite::params_from_iter(args), |r| r.get::<_, String>(3))
                .unwrap();
            rows.map(Result::unwrap).collect::<Vec<_>>().join("; ")
        };
        let names = plan(NAME_HOLDERS);
        assert!(names.contains("players_by_name_skeleton "), "{names}");
        assert!(names.contains("players_by_name_skeleton_cased"), "{names}");
        let addresses = plan(ADDRESS_HOLDERS);
        assert!(
            addresses.contains("players_by_address_skeleton"),
            "{addresses}"
        );
    }

    #[test]
    fn a_name_is_kept_in_nfc() {
        let mut store = Store::open_in_memory().unwrap();
        let tx = store.transaction().unwrap();
        tx.set_name(ALICE, "E\u{301}lise", 0).unwrap();
        let (name, _) = tx.profile_of(ALICE).unwrap();
        assert_eq!(name.as_deref(), Some("\u{c9}lise"));
    }

    /// Issue 22: `аӏісе@` (wholly Cyrillic), `ａlice@`, `𝐚lice@` look like `alice@`.
    #[test]
    fn an_address_is_found_by_its_look_alikes() {
        let mut store = Store::open_in_memory().unwrap();
        let tx = store.transaction().unwrap();
        tx.set_zone(ALICE, yubin_domain::model::Zone::UTC, 0)
            .unwrap();
        for fake in [
            "\u{430}\u{4cf}\u{456}\u{441}\u{435}@example.org",
            "\u{ff41}lice@example.org",
            "\u{1d41a}lice@example.org",
            ALICE,
        ] {
            assert_eq!(tx.holders_of_address(fake).unwrap(), [ALICE], "{fake:?}");
        }
        assert!(tx
            .holders_of_address("ivan@example.org")
            .unwrap()
            .is_empty());
    }

    /// The rows of a database written before migration 0022 get their skeletons, and
    /// their names and addresses NFC (unless the NFC address is another row's).
    #[test]
    fn the_migration_fills_the_skeletons_of_existing_rows() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("y.sqlite");
        let before = MIGRATIONS
            .iter()
            .position(|(name, _)| *name == "0022_look_alikes.sql")
            .unwrap();
        {
            let conn = Connection::open(&path).unwrap();
            for (_, sql) in &MIGRATIONS[..before] {
                conn.execute_batch(sql).unwrap();
            }
            conn.pragma_update(None, "user_version", before as i64)
                .unwrap();
            conn.execute_batch(
                "INSERT INTO players (id, address, display_name, created_at) VALUES \
                 (1, 'alice@example.org', 'Alice', 0), \
                 (2, 'e\u{301}lise@example.org', 'E\u{301}lise', 0), \
                 (3, 'bob@example.org', '', 0), \
                 (4, 'zoe\u{301}@example.org', '', 0), \
                 (5, 'zo\u{e9}@example.org', '', 0);",
            )
            .unwrap();
        }
        let mut store = Store::open(&path).unwrap();
        let tx = store.transaction().unwrap();
        assert_eq!(
            tx.holders_of_name("\u{410}lice").unwrap(),
            [(ALICE.to_string(), "Alice".to_string())]
        );
        assert_eq!(
            tx.holders_of_name("\u{c9}lise").unwrap(),
            [("\u{e9}lise@example.org".into(), "\u{c9}lise".into())]
        );
        assert_eq!(
            tx.holders_of_address("\u{430}\u{4cf}\u{456}\u{441}\u{435}@example.org")
                .unwrap(),
            [ALICE]
        );
        assert_eq!(
            tx.holders_of_address("b\u{43e}b@example.org").unwrap(),
            ["bob@example.org"]
        );
        // Two rows whose addresses are one in NFC: the one whose NFC form is the other's
        // keeps its own (the UNIQUE address), and both are found as look-alikes.
        let mut zoe = tx.holders_of_address("zo\u{e9}@example.org").unwrap();
        zoe.sort();
        assert_eq!(zoe, ["zoe\u{301}@example.org", "zo\u{e9}@example.org"]);
    }
}
