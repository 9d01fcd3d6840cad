//! The mail-reading rules: [`extract`] finds the command lines of a mail (with the bot's own
//! mail it answers, to see where a quote ends), [`command`] reads one line into a
//! [`command::Command`], [`echo`] says what of a mail may go back out (printable, short).

pub mod command;
pub mod echo;
pub mod extract;
pub mod kanji;
pub mod language;
