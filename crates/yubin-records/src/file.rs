//! What reading a record file gives: the [`Record`], or an [`ImportError`] saying why not.
//! Apart from [`crate::import`], which dispatches to each format's reader, so that the
//! readers of [`crate::usi`] and [`crate::json`] need not depend on it.

use crate::record::Header;
use crate::Format;
use yubin_rules::Game;

/// Why a file cannot be read, said for the person who gave it (the line at fault when there
/// is one, what is wrong, what would do).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportError(pub String);

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ImportError {}

pub(crate) fn fail<T>(message: impl Into<String>) -> Result<T, ImportError> {
    Err(ImportError(message.into()))
}

/// A record file read: neutral, in the rules crate's and this crate's terms.
#[derive(Debug, Clone)]
pub struct Record {
    /// The file's format.
    pub format: Format,
    /// The game, every move played by the rules crate.
    pub game: Game,
    /// What the file says besides the moves (USI: the preset alone; JSON: the time control
    /// as written, which may be the service's machine form `3d/move`).
    pub header: Header,
    /// Unix time of the start, when the file gives it.
    pub started: Option<i64>,
    /// Unix time of the end, when the file gives it.
    pub ended: Option<i64>,
}
