//! Observers: [`commands`] (`watch`, `notify`, `unwatch`, and a player's `observers
//! on|off`) and what observers are sent ([`observers`]: a game's boards after its moves, a
//! tournament's delay applied, its end, and the decisions on who may watch what).

pub mod commands;
pub mod observers;
