//! The computer as a player (issue 27): who it is in the store and in mails.
//!
//! The computer plays under one player row per level, as any player does, so that each level
//! has a rating of its own (`ratings` lists it beside people). Its address is reserved,
//! `computer-l<N>@computer.invalid`: a domain under `.invalid` (RFC 2606), which receives no
//! mail and which [`crate::address::check`] refuses, so no one can challenge, watch or write
//! as it by address, and no mail is ever sent to it (the shell drops any that would be). Its
//! public name is `computer-L<N>`, never a pseudonym, so it cannot be taken for a person.

/// The reserved domain of the computer's addresses.
pub const DOMAIN: &str = "computer.invalid";

/// The weakest and the strongest level (as `yubin_search::Level`).
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=8;

/// The address of the computer playing at `level`.
pub fn address(level: u8) -> String {
    format!("computer-l{level}@{DOMAIN}")
}

/// The level of the computer whose address is `address`; `None` for everyone else.
pub fn level_of(address: &str) -> Option<u8> {
    let (local, domain) = address.rsplit_once('@')?;
    if !domain.eq_ignore_ascii_case(DOMAIN) {
        return None;
    }
    let n = local
        .strip_prefix("computer-l")
        .or_else(|| local.strip_prefix("computer-L"))?;
    let level: u8 = n.parse().ok()?;
    (LEVELS.contains(&level) && n == level.to_string()).then_some(level)
}

/// Whether `address` is the computer's (at any level).
pub fn is_computer(address: &str) -> bool {
    level_of(address).is_some()
}

/// The public name of the computer at `level`: `computer-L3`.
pub fn name(level: u8) -> String {
    format!("computer-L{level}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_is_known_by_its_reserved_address_alone() {
        for level in LEVELS {
            let a = address(level);
            assert_eq!(level_of(&a), Some(level));
            assert!(
                crate::address::check(&a).is_err(),
                "{a} must not be writable"
            );
        }
        for other in [
            "computer-l3@example.test",
            "computer-l9@computer.invalid",
            "computer-l03@computer.invalid",
            "computer-l0@computer.invalid",
            "l3@computer.invalid",
            "alice@example.test",
            "",
        ] {
            assert_eq!(level_of(other), None, "{other}");
        }
        assert_eq!(name(5), "computer-L5");
    }
}
