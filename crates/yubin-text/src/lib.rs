//! # yubin-text
//!
//! Everything a player of the yubin service reads, rendered from the workspace's
//! `templates/` (askama): the engine chooses what to say, this crate says it.
//!
//! * [`mails`]: the mails (board, challenge, game over, tournament notices, observers'
//!   mails, …), each a text and an HTML body;
//! * [`render`]: the boards (text and HTML); [`burns`]: what a Tenjiku move burned;
//! * [`layout`]: the width of a text part, a player's short name;
//! * [`crosstable`]: a tournament's crosstable as the mails show it (round robins by
//!   opponent, Swiss by round; a text table within 80 columns), from its standings;
//! * [`evaluation`]: a game's analysis in words (an evaluation, a marked move's note);
//! * [`reject`]: why a mail was not carried out, one typed reason per case;
//! * [`vocabulary`]: the command words players write, and what could begin a command line;
//! * [`wording`]: the player's sentences for what the rules crate reports (illegal moves,
//!   unreadable moves, rule options, endings, burns) and for a tournament's facts.
pub mod archive;
pub mod burns;
pub mod crosstable;
pub mod evaluation;
pub mod i18n;
pub mod kanji_move;
pub mod layout;
pub mod mails;
pub mod picture;
pub mod reject;
pub mod render;
pub mod vocabulary;
pub mod wording;
