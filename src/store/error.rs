//! The error of the store's reads: a damaged row, which the engine answers while the other
//! rows are still read, apart from SQLite failing, which stops the transaction. The shell
//! branches on the two; writes, which it never branches on, stay `anyhow` with their
//! context.

use std::fmt;
use yubin_domain::model::CorruptRow;

/// A read's result.
pub type StoreResult<T> = Result<T, StoreError>;

/// Why a read of the store failed.
#[derive(Debug)]
pub enum StoreError {
    /// A stored value does not fit the domain: the row's own fault, for its repair by the
    /// operator.
    Corrupt(CorruptRow),
    /// SQLite failed; `context`, when there is one, says what was being read.
    Sqlite {
        /// SQLite's error.
        source: rusqlite::Error,
        /// What was being read (`cannot read the moves of game 12`).
        context: Option<String>,
    },
}

impl StoreError {
    /// SQLite's failure `source` while doing what `context` says.
    pub(super) fn reading(source: rusqlite::Error, context: String) -> StoreError {
        StoreError::Sqlite {
            source,
            context: Some(context),
        }
    }
}

// As `anyhow`'s context did: the context is the message and SQLite's error its source, so
// `{:#}` shows each once.
impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Corrupt(c) => c.fmt(f),
            StoreError::Sqlite {
                context: Some(c), ..
            } => f.write_str(c),
            StoreError::Sqlite {
                source,
                context: None,
            } => source.fmt(f),
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Corrupt(_) => None,
            StoreError::Sqlite {
                source,
                context: Some(_),
            } => Some(source),
            StoreError::Sqlite {
                source,
                context: None,
            } => source.source(),
        }
    }
}

impl From<CorruptRow> for StoreError {
    fn from(c: CorruptRow) -> StoreError {
        StoreError::Corrupt(c)
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(source: rusqlite::Error) -> StoreError {
        StoreError::Sqlite {
            source,
            context: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::sample_game;
    use super::super::Store;
    use super::StoreError;
    use yubin_domain::model::GameId;

    /// A read that SQLite fails is no damaged row: the shell stops the transaction instead of
    /// answering about the game.
    #[test]
    fn sqlite_failing_is_not_a_damaged_row() {
        let mut store = Store::open_in_memory().unwrap();
        let tx = store.transaction().unwrap();
        tx.insert_game(GameId(1), &sample_game(), 1).unwrap();
        tx.commit().unwrap();
        store
            .connection()
            .execute_batch("DROP TABLE watchers")
            .unwrap();
        let err = store.game(GameId(1)).unwrap_err();
        assert!(matches!(err, StoreError::Sqlite { .. }), "{err:?}");
        let text = format!("{:#}", anyhow::Error::new(err));
        assert!(text.contains("no such table: watchers"), "{text}");
        assert_eq!(text.matches("no such table").count(), 1, "{text}");
    }
}
