//! # yubin
//!
//! The play-by-email service for the great shogi variants. The rules live in the pure
//! [`yubin_rules`] crate; this crate holds the command-line tools and the mail service.

pub mod analysis;
pub mod archive;
pub mod background;
pub mod cli;
pub mod computer;
pub mod config;

pub mod mail;
pub mod picture;
pub mod rules_cli;
pub mod schedule;
pub mod serve;
pub mod shell;
pub mod store;
#[cfg(test)]
mod test_log;
