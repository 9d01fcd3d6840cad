//! Running the service for years (issue 26): what a player's address goes through.

pub mod moving;
