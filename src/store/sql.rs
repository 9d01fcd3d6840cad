//! The domain's values in SQL: `ToSql`/`FromSql` for the stored enums, and the reading of a
//! column into a typed value that turns a value that does not fit into a [`CorruptRow`]
//! naming the table, the row and the column.

use super::{StoreError, StoreResult};
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use rusqlite::{Row, RowIndex};
use yubin_domain::model::{
    BoardForm, CorruptRow, Damaged, GameResult, GameState, IllegalPolicy, InboundStatus, Language,
    Pieces, TournamentState, Zone,
};
use yubin_rules::Color;

/// A stored text that is not one of a type's values.
#[derive(Debug)]
struct NotOneOf(String);

impl std::fmt::Display for NotOneOf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NotOneOf {}

fn text_enum<T>(
    v: ValueRef<'_>,
    parse: impl Fn(&str) -> Option<T>,
    expected: &str,
) -> FromSqlResult<T> {
    let text = v.as_str()?;
    parse(text).ok_or_else(|| {
        FromSqlError::Other(Box::new(NotOneOf(format!("{text:?} is not {expected}"))))
    })
}

/// A domain value stored as text: its stored name, and its reading back. The domain crate
/// knows no SQL, so the store wraps such a value in [`Text`] to bind or read it.
pub(super) trait Stored: Sized {
    /// The stored name.
    fn stored(&self) -> &str;
    /// The value of a stored name.
    fn from_stored(text: &str) -> Option<Self>;
    /// What a stored name must be, for the error naming a damaged one.
    const EXPECTED: &'static str;
}

/// A domain value bound to or read from a text column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Text<T>(pub T);

impl<T: Stored> ToSql for Text<T> {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.0.stored()))
    }
}

impl<T: Stored> FromSql for Text<T> {
    fn column_result(v: ValueRef<'_>) -> FromSqlResult<Self> {
        text_enum(v, |t| T::from_stored(t).map(Text), T::EXPECTED)
    }
}

macro_rules! stored {
    ($ty:ty, $name:expr, $parse:expr, $expected:literal) => {
        impl Stored for $ty {
            fn stored(&self) -> &str {
                $name(*self)
            }
            fn from_stored(text: &str) -> Option<Self> {
                $parse(text)
            }
            const EXPECTED: &'static str = $expected;
        }
    };
}

stored!(
    GameState,
    GameState::as_str,
    GameState::parse,
    "one of challenged, declined, active, finished"
);
stored!(
    IllegalPolicy,
    IllegalPolicy::as_str,
    IllegalPolicy::parse,
    "`lose` or `reject`"
);
stored!(
    GameResult,
    GameResult::as_str,
    GameResult::parse,
    "1-0, 0-1 or 1/2-1/2"
);
stored!(
    InboundStatus,
    InboundStatus::as_str,
    |t| [
        InboundStatus::Processed,
        InboundStatus::Rejected,
        InboundStatus::Ignored
    ]
    .into_iter()
    .find(|s| s.as_str() == t),
    "one of processed, rejected, ignored"
);
stored!(Zone, Zone::name, Zone::parse, "an IANA time zone name");
stored!(
    TournamentState,
    TournamentState::as_str,
    TournamentState::parse,
    "one of open, running, finished, cancelled"
);

// A player's look (`pieces`, `board`), as they name it.
stored!(
    Pieces,
    Pieces::name,
    |t| [Pieces::Kanji, Pieces::Letters]
        .into_iter()
        .find(|p| p.name() == t),
    "`kanji` or `letters`"
);
stored!(
    BoardForm,
    BoardForm::name,
    |t| [BoardForm::Picture, BoardForm::Table]
        .into_iter()
        .find(|b| b.name() == t),
    "`picture` or `table`"
);

// A player's language, as its tag (`en`, `ja`).
stored!(
    Language,
    Language::tag,
    |t| Language::ALL.into_iter().find(|l| l.tag() == t),
    "`en` or `ja`"
);

// A side as stored (`black`, `white`).
stored!(
    Color,
    Color::name,
    |t| Color::ALL.into_iter().find(|c| c.name() == t),
    "`black` or `white`"
);

/// A damaged row, as an error.
pub(super) fn corrupt(what: Damaged, column: &'static str, problem: String) -> StoreError {
    StoreError::Corrupt(CorruptRow {
        what,
        column,
        problem,
    })
}

/// Column `idx` (its name in the `SELECT`, or its position) of the row `what`, as a `T`; a
/// value that does not fit is reported on `column`.
///
/// # Errors
/// The value does not fit `T`: [`StoreError::Corrupt`]; SQLite fails otherwise.
pub(super) fn column<T: FromSql>(
    r: &Row<'_>,
    idx: impl RowIndex,
    what: &Damaged,
    column: &'static str,
) -> StoreResult<T> {
    r.get(idx).map_err(|e| match e {
        rusqlite::Error::FromSqlConversionFailure(_, _, inner) => {
            corrupt(what.clone(), column, inner.to_string())
        }
        rusqlite::Error::InvalidColumnType(_, _, ty) => {
            corrupt(what.clone(), column, format!("a value of type {ty}"))
        }
        rusqlite::Error::IntegralValueOutOfRange(_, v) => {
            corrupt(what.clone(), column, format!("{v} is out of range"))
        }
        other => StoreError::reading(
            other,
            format!("cannot read {} row {}", what.table(), what.row()),
        ),
    })
}
