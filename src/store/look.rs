//! A player's way of seeing boards (`pieces kanji|letters`, `board picture|table`) and the
//! language of their mails (`language en|ja`): three columns of `players` (migrations 0026,
//! 0027; `NULL`: the default, the picture in kanji, English), read
//! with their games, tournament entries and observations, so every mail is drawn their way.

use super::sql::{column, Text};
use super::{StoreResult, Tx};
use rusqlite::{params, Row};
use yubin_domain::model::{BoardForm, Damaged, DigestTime, Language, Look, Pieces};

/// The look of the player of `address` from the columns `{prefix}pieces` and
/// `{prefix}board` (`NULL`, or no player row at all: the default).
pub(super) fn look(r: &Row<'_>, prefix: &str, address: &str) -> StoreResult<Look> {
    let what = Damaged::Player(address.to_string());
    let pieces: Option<Text<Pieces>> =
        column(r, format!("{prefix}pieces").as_str(), &what, "pieces")?;
    let board: Option<Text<BoardForm>> =
        column(r, format!("{prefix}board").as_str(), &what, "board")?;
    let lang: Option<Text<Language>> =
        column(r, format!("{prefix}language").as_str(), &what, "language")?;
    let digest: Option<i64> = column(r, format!("{prefix}digest").as_str(), &what, "digest")?;
    let digest = match digest {
        None => None,
        Some(m) => Some(
            u16::try_from(m)
                .ok()
                .and_then(DigestTime::from_minutes)
                .ok_or_else(|| {
                    super::sql::corrupt(what.clone(), "digest", format!("{m} is no time of day"))
                })?,
        ),
    };
    let default = Look::default();
    Ok(Look {
        pieces: pieces.map_or(default.pieces, |Text(p)| p),
        board: board.map_or(default.board, |Text(b)| b),
        lang: lang.map(|Text(l)| l),
        digest,
    })
}

/// [`Tx::look_of`] read on `conn` (a tournament's organiser's, read with the tournament).
pub(super) fn look_on(conn: &rusqlite::Connection, address: &str) -> StoreResult<Look> {
    let address = yubin_domain::address::fold(address);
    let mut stmt = conn
        .prepare_cached("SELECT pieces, board, language, digest FROM players WHERE address = ?1")?;
    let mut rows = stmt.query([&address])?;
    match rows.next()? {
        Some(r) => look(r, "", &address),
        None => Ok(Look::default()),
    }
}

impl Tx<'_> {
    /// How the mails of `address` draw the board (the default for an unknown address).
    ///
    /// # Errors
    /// SQLite fails, or a stored setting is not one (a [`super::StoreError::Corrupt`]).
    pub fn look_of(&self, address: &str) -> StoreResult<Look> {
        look_on(&self.tx, address)
    }

    /// Records how the mails of `address` draw the board (a player created as needed).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_look(&self, address: &str, look: Look, now: i64) -> anyhow::Result<()> {
        let id = self.player_id(address, now)?;
        self.tx
            .prepare_cached(
                "UPDATE players SET pieces = ?2, board = ?3, language = ?4, \
                 digest_sent = CASE WHEN digest IS ?5 THEN digest_sent ELSE ?6 END, \
                 digest = ?5 WHERE id = ?1",
            )?
            .execute(params![
                id,
                Text(look.pieces),
                Text(look.board),
                look.lang.map(Text),
                look.digest.map(DigestTime::minutes),
                now
            ])?;
        Ok(())
    }
}
