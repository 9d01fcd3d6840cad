//! # yubin-engine
//!
//! The pure engine of the yubin service (sans-IO, as quinn-proto): a mail and a snapshot of
//! the stored world in, effects out.
//!
//! No I/O, no clock and no store: the shell asks what a mail needs ([`Engine::wants`]),
//! loads it into a [`Snapshot`], and applies what [`Engine::decide`] returns in one
//! transaction; time is an argument. Deadlines likewise ([`Engine::next_deadline`],
//! [`Engine::on_deadline`]). The domain it decides over is [`yubin_domain`]'s, and every
//! sentence it sends is [`yubin_text`]'s.
//!
//! * [`snapshot`]: what a decision reads, and the replay of a game from its record;
//! * [`commands`]: the command families (challenge, play, offers, queries);
//! * [`extract`] finds the command lines of a mail, [`command`] reads one line into a
//!   [`command::Command`];
//! * [`echo`]: what of a mail may be echoed (printable, short);
//! * [`export`]: a game as a file (USI, JSON with one SFEN per ply; the rules crate's record
//!   writers fed with the game's record); [`import`]: a record file read into a game;
//! * `director`: running a tournament (its start, rounds, crosstable mails, end,
//!   withdrawals) over its stored rows ([`Engine::on_tournament`]);
//! * [`observers`]: what observers of a game or tournament get (`watch`, `notify`), and the
//!   decisions on who may watch what.
pub mod command;
pub mod commands;
mod context;
mod deadline;
mod decide;
mod director;
pub mod echo;
mod effect;
pub mod export;
pub mod extract;
pub mod import;
pub mod observers;
pub mod snapshot;

pub use decide::{Engine, Inbound, Settings};
pub use director::crosstable_named;
pub use effect::{Decision, Effect};
pub use snapshot::{Loaded, Opponent, Played, Snapshot, TournamentWant, Wants};

#[cfg(test)]
mod tests;
