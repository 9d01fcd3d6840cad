//! The rating's tests: Glickman's worked example and hand-checked figures ([`glickman`]),
//! property tests of a game's update and of inactivity ([`properties`]).

mod glickman;
mod properties;
