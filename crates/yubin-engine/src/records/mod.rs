//! Game records: [`export`] (a game as a file: KIF, PGN, TSA score, USI, lishogi's JSON)
//! and [`import`] (a record file read into a checked finished game to store).

pub mod export;
pub mod import;
