//! The measures every text part keeps: its width, and a player's short name.

/// The widest line of a text part.
pub const TEXT_WIDTH: usize = 80;

/// The part of an address before the `@`, used as a player's short name.
pub fn short(address: &str) -> &str {
    address.split('@').next().unwrap_or(address)
}
