//! Running the service for years (issue 26): what happens to players, their addresses and
//! their mail over time. `bounce`: bounces of the bot's mail, undeliverable addresses, and
//! their return; `moving`: a player's change of address (`move to`); `forget`: a player's
//! erasure (`forget me`); `mydata`: the copy of a player's data (`my data`); `unsubscribe`:
//! `List-Unsubscribe`, `unsubscribe`, `reminders on|off`.

pub mod bounce;
pub mod forget;
pub mod moving;
pub mod mydata;
pub mod unsubscribe;
