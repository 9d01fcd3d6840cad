//! Observers as stored: who watches which game or tournament, and how
//! (`engine::commands::watch` registers them, `engine::observers` writes to them).

use super::{GameId, TournamentId};

/// What an observer gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WatchKind {
    /// `watch`: every board mail of a game (after each move, and the game-over mail), or
    /// every crosstable of a tournament.
    Watch,
    /// `notify`: the result of a game only.
    Notify,
}

impl WatchKind {
    /// The value stored in `watchers.kind`.
    pub const fn as_str(self) -> &'static str {
        match self {
            WatchKind::Watch => "watch",
            WatchKind::Notify => "notify",
        }
    }

    /// Parses a stored value.
    pub fn parse(text: &str) -> Option<WatchKind> {
        [WatchKind::Watch, WatchKind::Notify]
            .into_iter()
            .find(|k| k.as_str() == text)
    }
}

/// What is watched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Watched {
    /// A game.
    Game(GameId),
    /// A tournament.
    Tournament(TournamentId),
}

impl Watched {
    /// As players write it: `game 12`, `T3`.
    pub fn label(self) -> String {
        match self {
            Watched::Game(id) => format!("game {id}"),
            Watched::Tournament(id) => format!("T{id}"),
        }
    }

    /// The command that stops it: `unwatch 12`, `unwatch T3`.
    pub fn unwatch(self) -> String {
        match self {
            Watched::Game(id) => format!("unwatch {id}"),
            Watched::Tournament(id) => format!("unwatch T{id}"),
        }
    }
}

/// One observer of a game or tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Watcher {
    /// The address, folded (any address: an observer need not be a player).
    pub address: String,
    /// What they get.
    pub kind: WatchKind,
    /// When they asked.
    pub since: i64,
    /// How their mails draw the board (their setting, read with the registration).
    pub look: super::Look,
}

/// One registration of an address, as its `unwatch` sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Watching {
    /// The game or tournament.
    pub what: Watched,
    /// What they get.
    pub kind: WatchKind,
}
