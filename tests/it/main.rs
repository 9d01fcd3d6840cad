//! The service's integration tests: one binary, one module per area.

mod abuse;
mod admin;
mod archive;
mod archive_axe;
mod archive_css;
mod archive_html;
mod archive_ja;
mod backup;
mod browser;
mod computer;
mod corpus;
mod deploy;
mod engine;
mod export;
mod golden;
mod hostile;
mod lock;
mod mail_picture;
mod mail_size;
mod net;
mod picture;
mod spool_game;
mod spool_tournament;
mod storage;
mod terminal;
mod wording;
