//! The pure engine: commands in, effects out.
//!
//! No I/O and no clock: time is an argument, reads go through a store transaction, and
//! everything the engine decides comes back as data for the caller to carry out.
//!
//! * [`extract`] finds the command lines of a mail;
//! * [`command`] reads one line into a [`command::Command`];
//! * [`token`] makes and checks the per-player, per-game reply tokens (scheme and limits
//!   documented there).
pub mod command;
pub mod deadline;
pub mod extract;
pub mod handle;
pub mod mails;
pub mod render;
pub mod token;

pub use deadline::{next_deadline, on_deadline, run_deadlines};
pub use handle::{apply, handle, load_game, process, replay, Consumed, Effect, Inbound, Settings};

#[cfg(test)]
mod tests;
