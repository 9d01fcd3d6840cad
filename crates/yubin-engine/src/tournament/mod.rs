//! Tournaments: [`commands`] (`tournament create|start|cancel|withdraw`, `join`,
//! `leave T3`, `standings`, `tournaments`) and the [`director`] that runs one (its start,
//! rounds, crosstable mails, end, withdrawals) over its stored rows. Pairings and standings
//! are the domain's ([`yubin_domain::tournament`], [`yubin_domain::standings`]).

pub mod commands;
pub mod director;

/// `tournaments` lists the tournaments finished in this many days before the mail…
pub const FINISHED_DAYS: u32 = 90;

/// …at most this many of them, the latest first.
pub const FINISHED_MAX: u32 = 10;

#[cfg(test)]
mod tests {
    use super::{FINISHED_DAYS, FINISHED_MAX};

    #[test]
    fn the_help_says_which_finished_tournaments_are_listed() {
        let help = yubin_text::mails::command_list()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let says = format!("finished in the last {FINISHED_DAYS} days (at most {FINISHED_MAX})");
        assert!(help.contains(&says), "{help}");
    }
}
