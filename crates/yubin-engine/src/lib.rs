//! # yubin-engine
//!
//! The pure engine of the yubin service (sans-IO, as quinn-proto): a mail and a snapshot of
//! the stored world in, effects out.
//!
//! No I/O, no clock and no store: the shell reads a mail once ([`Engine::prepare`]: what it needs),
//! loads it into a [`Snapshot`], and applies what [`Engine::decide`] returns in one
//! transaction; time is an argument. Deadlines likewise ([`Engine::next_deadline`],
//! [`Engine::on_deadline`]). The domain it decides over is [`yubin_domain`]'s, and every
//! sentence it sends is [`yubin_text`]'s.
//!
//! The crate's folders are its features, each over the shared decision context
//! ([`context`]: who may act on which game, answers and game mails):
//!
//! * [`game`]: a game's commands (challenge, play, offers, takeback, clock, conditional
//!   moves, queries) and its end ([`game::end`]);
//! * [`tournament`]: tournament commands and the director that runs one
//!   ([`Engine::on_tournament`]);
//! * [`watch`]: observers' commands and what observers are sent;
//! * [`profile`]: a player's own settings (`timezone`, `name`, `archive`) and the one rule
//!   that names players ([`profile::public_name`]);
//! * [`confirm`]: nothing binds an address without its owner's key, a trusted server's
//!   word or a confirmation;
//! * [`records`]: a game as a file, and a file read into a game;
//! * [`reading`]: the mail-reading rules (command lines found, read, echoed);
//! * [`years`]: running for years (bounces and undeliverable addresses; address changes;
//!   erasure and a player's data; `years::unsubscribe`: `List-Unsubscribe`, `unsubscribe`,
//!   `reminders on|off`).
//!
//! Beside them: [`input`] (the engine, its settings, a mail as given), [`decide`] (a mail
//! read once by [`Engine::prepare`], then decided: the dispatch of commands), [`load`](mod@load) (the
//! one reading of a snapshot from any [`Source`]),
//! [`deadline`] (reminders and losses on time), [`snapshot`] (what a decision reads, and
//! the replay of a game from its record), [`effect`] (what the shell applies).
pub mod admin;
pub mod analysis;
pub mod computer;
pub mod confirm;
pub mod context;
pub mod deadline;
pub mod decide;
pub mod digest;
pub mod effect;
pub mod game;
pub mod input;
pub mod load;
pub mod profile;
pub mod reading;
pub mod records;
pub mod snapshot;
pub mod tournament;
pub mod watch;
pub mod years;

pub use decide::Prepared;
pub use effect::{Decision, Effect};
pub use input::{Engine, Inbound, LanguageSigns, Settings, DIGEST_ID_DOMAIN};
pub use load::{load, Source};
pub use snapshot::{Loaded, Opponent, Played, Snapshot, TournamentWant, Wants};
pub use tournament::director::crosstable_named;

#[cfg(test)]
mod tests;
