//! Running the service for years (issue 26): what happens to addresses over time.
//!
//! * [`bounce`]: bounces of the bot's mail, undeliverable addresses, and their return.
pub mod bounce;
