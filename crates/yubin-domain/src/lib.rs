//! # yubin-domain
//!
//! The domain of the yubin service, pure (no I/O, no clock, no store): time is an argument
//! and every function is a function of its inputs. The rules of the games themselves are
//! [`yubin_rules`]'s; this crate holds what a correspondence server adds to them.
//!
//! * [`model`]: games, moves, the mail log, mails to send, tournaments and observers as the
//!   store keeps them; a stored value that does not fit is a [`model::CorruptRow`];
//! * [`clock`]: correspondence clocks (time controls, banks, deadlines), pure functions of
//!   a game's move times; [`timing`] applies them to a game record (its deadline and
//!   reminders);
//! * [`rating`]: Glicko-2 ratings (Glickman's steps, lishogi's constants), a game rated
//!   for both players, the deviation growing with inactivity;
//! * [`tournament`]: pairings of round robins (Berger tables), Swiss rounds and knockout
//!   brackets and matches, pure functions of the players and the results so far;
//! * [`standings`]: a tournament's scores, tie-breaks (FIDE's definitions), places and
//!   crosstable data, from its games' results;
//! * [`conditional`]: conditional moves (lines of expected replies and answers), read,
//!   checked and followed;
//! * [`token`] makes and checks the per-player, per-game reply keys (scheme and limits
//!   documented there);
//! * [`address`]: the one check of every address the bot may write to;
//! * [`alike`]: names and addresses in NFC, the invisible characters a name may not hold,
//!   and the skeletons (Unicode TS #39) that tell look-alikes apart.
pub mod address;
pub mod alike;
pub mod clock;
pub mod computer;
pub mod conditional;
pub mod model;
pub mod msgid;
pub mod rating;
pub mod standings;
pub mod timing;
pub mod token;
pub mod tournament;

/// A small deterministic generator for the tests of this crate and the engine's.
#[doc(hidden)]
pub mod test_rng;
