//! Tournaments: [`commands`] (`tournament create|start|cancel|withdraw`, `join`,
//! `leave T3`, `standings`, `tournaments`) and the [`director`] that runs one (its start,
//! rounds, crosstable mails, end, withdrawals) over its stored rows. Pairings and standings
//! are the domain's ([`yubin_domain::tournament`], [`yubin_domain::standings`]).

pub mod commands;
pub mod director;
