//! Game records between the store and the records crate (`yubin_records`, which writes and
//! reads the files): [`export`] (a stored game's header and the service's own JSON keys, fed
//! to the writers: KIF, PGN, TSA score, USI, lishogi's JSON), [`annotate`] (a game's
//! analysis as the comments of its KIF and TSA score) and [`import`] (a record the
//! records crate read from a file, checked and turned into a finished game to store).

pub mod annotate;
pub mod export;
pub mod import;
