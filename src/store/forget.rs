//! A player's erasure (`forget me`; the rule is `crates/yubin-engine/src/years/forget.rs`'s):
//! [`Tx::forget`] takes their address and name out of the database, keeping their games'
//! records under a placeholder.
//!
//! * Their `players` row stays (games, ratings and tournaments refer to it by number) with
//!   the placeholder for an address, no display name, no look-alike keys (the placeholder's
//!   address skeleton), no settings but `archive` (whether their finished games may be
//!   published: erasing it would publish games they kept private). Their leave goes.
//! * Gone whole: the inbound log's rows of their mails (sender, subject, body, note), the
//!   outbox's mails to them with their files and pictures (those the same transaction just
//!   queued too: the game-over mails of the games their erasure ended), their confirmations
//!   and their watches.
//! * Then every text column of every table (read from `sqlite_schema`, so a table added
//!   later is covered with no change here) is searched for the address, in any case, and for
//!   the display name, as written: each mention (another player's challenge line, a mail to
//!   their opponent naming them, an aborted game's reason) is replaced by the placeholder or
//!   the new name. This reads every text cell once: an erasure is rare, and slow is right.
//! * One row of `erasures` records the player's number and the time; no address.
//! * Nothing is ever queued to a placeholder (`Tx::queue`): a tournament the player
//!   organised goes on, its mails to its organiser going nowhere.
//!
//! The games the player's games are in are queued for the archive, whose pages then name
//! them by their new name.

use super::Tx;
use rusqlite::functions::FunctionFlags;
use rusqlite::{params, OptionalExtension as _};
use yubin_domain::{address, alike};

/// Whether `c` may stand in an address's local part: a mention that follows one is part
/// of another address (`malice@` holds `alice@`).
fn in_local_part(c: char) -> bool {
    c.is_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c)
}

/// Where `needle` (folded: lower case, as [`address::fold`] gives it) occurs in `text` as
/// a whole address, compared letter by letter in lower case: the byte range in `text`. A
/// match inside a longer address (`malice@example.test`, `alice@example.test.org`) is none.
fn find_folded(text: &str, needle: &str) -> Option<(usize, usize)> {
    if needle.is_empty() {
        return None;
    }
    let mut prev: Option<char> = None;
    for (i, first) in text.char_indices() {
        let before = prev;
        prev = Some(first);
        if before.is_some_and(in_local_part) {
            continue;
        }
        let (mut rest, mut end) = (needle, i);
        for c in text[i..].chars() {
            if rest.is_empty() {
                break;
            }
            let lower: String = c.to_lowercase().collect();
            match rest.strip_prefix(lower.as_str()) {
                Some(r) => {
                    rest = r;
                    end += c.len_utf8();
                }
                None => break,
            }
        }
        if !rest.is_empty() {
            continue;
        }
        let mut after = text[end..].chars();
        let longer = match after.next() {
            Some(c) if c.is_alphanumeric() || c == '-' => true,
            Some('.') => after.next().is_some_and(char::is_alphanumeric),
            _ => false,
        };
        if !longer {
            return Some((i, end));
        }
    }
    None
}

/// `text` with every mention of `needle` (folded, found in any case) replaced by `with`.
pub(crate) fn replace_folded(text: &str, needle: &str, with: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((a, b)) = find_folded(rest, needle) {
        out.push_str(&rest[..a]);
        out.push_str(with);
        rest = &rest[b..];
    }
    out.push_str(rest);
    out
}

/// Every column of every table of the database: (table, column).
fn text_columns(tx: &rusqlite::Transaction<'_>) -> anyhow::Result<Vec<(String, String)>> {
    let tables: Vec<String> = tx
        .prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
             ORDER BY name",
        )?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let mut out = Vec::new();
    for t in tables {
        let mut stmt = tx.prepare("SELECT name FROM pragma_table_info(?1)")?;
        for c in stmt.query_map([&t], |r| r.get::<_, String>(0))? {
            out.push((t.clone(), c?));
        }
    }
    Ok(out)
}

/// SQL's name for `ident` (a table's or a column's, read from the schema).
fn quoted(ident: &str) -> String {
    format!("\"{}\"", ident.replace('"', "\"\""))
}

impl Tx<'_> {
    /// Erases the player of `address` (see the module docs): their row keeps `placeholder`
    /// and no name; their mail, settings, watches and confirmations go; every other mention
    /// of the address or of their display name, in any table, becomes `placeholder` or
    /// `name` (the placeholder's pseudonym). An address that is no player's has its mail
    /// and mentions erased all the same.
    ///
    /// # Errors
    /// SQLite fails; nothing of the erasure is kept then (the caller's transaction).
    pub fn forget(
        &self,
        address: &str,
        placeholder: &str,
        name: &str,
        now: i64,
    ) -> anyhow::Result<()> {
        let folded = address::fold(address);
        let player: Option<(i64, String)> = self
            .tx
            .query_row(
                "SELECT id, display_name FROM players WHERE address = ?1",
                [&folded],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        if let Some((id, _)) = &player {
            self.tx.execute(
                "INSERT OR IGNORE INTO archive_queue (game_id) \
                 SELECT id FROM games WHERE black_id = ?1 OR white_id = ?1",
                [id],
            )?;
            self.tx.execute(
                "UPDATE players SET address = ?2, display_name = '', address_skeleton = ?3, \
                 name_skeleton = '', name_skeleton_cased = '', timezone = NULL, \
                 observers = NULL, pieces = NULL, board = NULL, language = NULL, \
                 reminders = NULL, digest = NULL, digest_sent = NULL WHERE id = ?1",
                params![id, placeholder, alike::skeleton(placeholder)],
            )?;
            // An entry's own setting goes too; the entry stays, as the crosstables need it.
            self.tx.execute(
                "UPDATE entrants SET crosstables = NULL WHERE player_id = ?1",
                [id],
            )?;
            self.tx.execute(
                "DELETE FROM stops WHERE kind = 'leave' AND player_id = ?1",
                [id],
            )?;
            self.tx.execute(
                "INSERT INTO erasures (player_id, at) VALUES (?1, ?2)",
                params![id, now],
            )?;
        }
        for sql in [
            "DELETE FROM inbound WHERE sender = ?1",
            "DELETE FROM outbox_attachments WHERE outbox_id IN \
             (SELECT id FROM outbox WHERE recipient = ?1)",
            "DELETE FROM outbox_pictures WHERE outbox_id IN \
             (SELECT id FROM outbox WHERE recipient = ?1)",
            "DELETE FROM outbox WHERE recipient = ?1",
            "DELETE FROM confirmations WHERE address = ?1",
            "DELETE FROM watchers WHERE address = ?1",
        ] {
            self.tx.execute(sql, [&folded])?;
        }
        // Rows written with the address in another case (the log keeps a From as it came).
        self.scrub(&folded, placeholder, true)?;
        if let Some((_, old)) = player.filter(|(_, n)| !n.is_empty()) {
            self.scrub(&old, name, false)?;
        }
        Ok(())
    }

    /// Replaces every mention of `needle` in every text column of every table by `with`:
    /// in any case (`folded`: `needle` is folded) or as written. One `UPDATE` per column,
    /// the replacement made by SQL functions, so that a table `WITHOUT ROWID` (0035's
    /// `analysis_plies`) is scrubbed as any other.
    fn scrub(&self, needle: &str, with: &str, folded: bool) -> anyhow::Result<()> {
        let flags = FunctionFlags::SQLITE_UTF8 | FunctionFlags::SQLITE_DETERMINISTIC;
        self.tx
            .create_scalar_function("yubin_mentions_folded", 2, flags, |cx| {
                let text = cx.get_raw(0).as_str_or_null().unwrap_or(None);
                let needle: String = cx.get(1)?;
                Ok(text.is_some_and(|t| find_folded(t, &needle).is_some()))
            })?;
        self.tx
            .create_scalar_function("yubin_replace_folded", 3, flags, |cx| {
                let text: String = cx.get(0)?;
                let needle: String = cx.get(1)?;
                let with: String = cx.get(2)?;
                Ok(replace_folded(&text, &needle, &with))
            })?;
        for (table, column) in text_columns(&self.tx)? {
            let (t, c) = (quoted(&table), quoted(&column));
            // SQLite's `replace` is Rust's `str::replace`: exact, byte for byte.
            let (test, replace) = if folded {
                (
                    format!("yubin_mentions_folded({c}, ?1)"),
                    format!("yubin_replace_folded({c}, ?1, ?2)"),
                )
            } else {
                (
                    format!("instr({c}, ?1) > 0"),
                    format!("replace({c}, ?1, ?2)"),
                )
            };
            let update =
                format!("UPDATE {t} SET {c} = {replace} WHERE typeof({c}) = 'text' AND {test}");
            self.tx.execute(&update, params![needle, with])?;
        }
        Ok(())
    }
}

impl Tx<'_> {
    /// The tournaments not over that `address` is entered in and not withdrawn from, by
    /// number: those its erasure takes them out of.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn entered_tournaments(
        &self,
        address: &str,
    ) -> anyhow::Result<Vec<yubin_domain::model::TournamentId>> {
        let ids: Vec<i64> = self
            .tx
            .prepare(
                "SELECT e.tournament_id FROM entrants e JOIN players p ON p.id = e.player_id \
                 JOIN tournaments t ON t.id = e.tournament_id WHERE p.address = ?1 \
                 AND e.withdrawn_after IS NULL AND t.state IN ('open', 'running') \
                 ORDER BY e.tournament_id",
            )?
            .query_map([address::fold(address)], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(ids
            .into_iter()
            .map(yubin_domain::model::TournamentId)
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_are_found_in_any_case() {
        assert_eq!(
            replace_folded(
                "From: Alice@Example.TEST, alice@example.test.",
                "alice@example.test",
                "X"
            ),
            "From: X, X."
        );
        assert_eq!(
            replace_folded("ÉLISE@EXAMPLE.ORG", "élise@example.org", "X"),
            "X"
        );
        assert_eq!(
            replace_folded("nothing here", "alice@example.test", "X"),
            "nothing here"
        );
        assert_eq!(replace_folded("aaa", "", "X"), "aaa");
        // Another address that holds this one is left alone.
        for other in [
            "malice@example.test",
            "alice@example.test.org",
            "alice@example.testing",
            "x.alice@example.test",
        ] {
            assert_eq!(replace_folded(other, "alice@example.test", "X"), other);
        }
        assert_eq!(
            replace_folded(
                "<alice@example.test>. (alice@example.test)",
                "alice@example.test",
                "X"
            ),
            "<X>. (X)"
        );
    }

    #[test]
    fn nothing_is_queued_to_a_placeholder() {
        let mut store = crate::store::Store::open_in_memory().unwrap();
        let tx = store.transaction().unwrap();
        let mail = |to: &str| yubin_domain::model::OutMail {
            message_id: format!("m.{to}"),
            in_reply_to: None,
            references: Vec::new(),
            to: to.into(),
            reply_to: None,
            subject: "s".into(),
            text: "t".into(),
            html: None,
            attachments: Vec::new(),
            picture: None,
            unsubscribe: None,
        };
        tx.queue(&mail("forgotten-0a0b0c0d0e0f@forgotten.invalid"), 1)
            .unwrap();
        tx.queue(&mail("bob@example.test"), 1).unwrap();
        tx.commit().unwrap();
        let due = store.due_mail(i64::MAX, 10).unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!(due[0].mail.to, "bob@example.test");
    }
}
