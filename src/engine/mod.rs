//! The pure engine: a mail and a snapshot of the stored world in, effects out.
//!
//! No I/O, no clock and no store: the shell ([`crate::shell`]) asks what a mail needs
//! ([`Engine::wants`]), loads it into a [`Snapshot`], and applies what
//! [`Engine::decide`] returns in one transaction; time is an argument. Deadlines likewise
//! ([`Engine::next_deadline`], [`Engine::on_deadline`]).
//!
//! * [`model`]: the domain (games, moves, the mail log, mails to send);
//! * [`clock`]: correspondence clocks (time controls, banks, deadlines), pure functions of
//!   a game's move times;
//! * [`rating`]: Glicko-2 ratings (Glickman's steps, lishogi's constants), a game rated
//!   for both players, the deviation growing with inactivity;
//! * [`standings`]: a tournament's scores, tie-breaks (FIDE's definitions), places and
//!   crosstable data, from its games' results;
//! * [`crosstable`]: a tournament's crosstable as the mails show it (round robins by
//!   opponent, Swiss by round; a text table within 80 columns), from its standings;
//! * `timing`: a game record's clocks, deadline and reminders (the clock module applied);
//! * [`snapshot`]: what a decision reads, and the replay of a game from its record;
//! * [`commands`]: the command families (challenge, play, offers, queries);
//! * [`conditional`]: conditional moves (lines of expected replies and answers), read,
//!   checked and followed;
//! * [`extract`] finds the command lines of a mail, [`command`] reads one line into a
//!   [`command::Command`];
//! * [`echo`]: what of a mail may be echoed (printable, short);
//! * [`export`]: a game as a file (USI, JSON with one SFEN per ply; the rules crate's record
//!   writers fed with the game's record);
//! * [`address`]: the one check of every address the bot may write to;
//! * [`tournament`]: pairings of round robins (Berger tables), Swiss rounds and knockout
//!   brackets and matches, pure functions of the players and the results so far;
//! * `director`: running a tournament (its start, rounds, crosstable mails, end,
//!   withdrawals) over its stored rows ([`Engine::on_tournament`]);
//! * [`observers`]: what observers of a game or tournament get (`watch`, `notify`), and the
//!   decisions on who may watch what;
//! * [`token`] makes and checks the per-player, per-game reply tokens (scheme and limits
//!   documented there);
//! * [`mails`] and [`render`]: the mails and boards, rendered from `templates/`;
//! * [`reject`] and [`wording`]: why a mail was not carried out, and the player's wording of
//!   what the rules crate reports (illegal moves, unreadable moves, rule options, results).
pub mod address;
pub mod clock;
pub mod command;
pub mod commands;
pub mod conditional;
mod context;
pub mod crosstable;
mod deadline;
mod decide;
mod director;
pub mod echo;
mod effect;
pub mod export;
pub mod extract;
pub mod import;
pub mod mails;
pub mod model;
pub mod observers;
pub mod rating;
pub mod reject;
pub mod render;
pub mod snapshot;
pub mod standings;
mod timing;
pub mod token;
pub mod tournament;
pub mod wording;

pub(crate) use context::upper_first;
pub use decide::{Engine, Inbound, Settings};
pub(crate) use director::crosstable_named;
pub use effect::{Decision, Effect};
pub use snapshot::{Loaded, Opponent, Played, Snapshot, TournamentWant, Wants};

#[cfg(test)]
mod tests;
