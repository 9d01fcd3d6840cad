//! A stored value that cannot be read back into the domain, and which stored record holds
//! it: typed, so that the engine and the shell act on the record (answer about game 12,
//! leave game 12 out of the sweep) without reading a table name or an id back out of text.

use super::{GameId, TournamentId};
use std::fmt;
use yubin_rules::{Color, Variant};

/// The stored record a damaged value is in: one row of one table, by its key.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Damaged {
    /// A game's `games` row.
    Game(GameId),
    /// A `moves` row: move `ply` of `game`, the ply as stored (a damaged one may be out of
    /// any range a move has).
    Move {
        /// The game.
        game: GameId,
        /// The ply.
        ply: i64,
    },
    /// The `imports` row of an imported game.
    Import(GameId),
    /// A `conditionals` row: a side's conditional moves in `game` (`None`: the side is
    /// what could not be read).
    Conditional {
        /// The game.
        game: GameId,
        /// The side, once read.
        color: Option<Color>,
    },
    /// A `tournaments` row.
    Tournament(TournamentId),
    /// An `entrants` row: `address` in `tournament`.
    Entrant {
        /// The tournament.
        tournament: TournamentId,
        /// The entrant's address.
        address: String,
    },
    /// A `players` row, by address.
    Player(String),
    /// A `ratings` row: the rating of `address` in `variant` (`None`: the variant of the
    /// game or tournament being read).
    Rating {
        /// The player's address.
        address: String,
        /// The variant, when the read names it.
        variant: Option<Variant>,
    },
    /// A `watchers` row, by its number.
    Watcher(i64),
    /// A `stops` row (a leave or a pause), by its number.
    Stop(i64),
    /// A `gifts` row (time given), by its number.
    Gift(i64),
    /// An `analysis_plies` row: ply `ply` of `game`'s analysis, the ply as stored.
    AnalysisPly {
        /// The game.
        game: GameId,
        /// The ply.
        ply: i64,
    },
}

impl Damaged {
    /// The table holding the record.
    pub const fn table(&self) -> &'static str {
        match self {
            Damaged::Game(_) => "games",
            Damaged::Move { .. } => "moves",
            Damaged::Import(_) => "imports",
            Damaged::Conditional { .. } => "conditionals",
            Damaged::Tournament(_) => "tournaments",
            Damaged::Entrant { .. } => "entrants",
            Damaged::Player(_) => "players",
            Damaged::Rating { .. } => "ratings",
            Damaged::Watcher(_) => "watchers",
            Damaged::Stop(_) => "stops",
            Damaged::Gift(_) => "gifts",
            Damaged::AnalysisPly { .. } => "analysis_plies",
        }
    }

    /// The row's key as the operator finds it in the table (its `id`, `game_id/ply` for a
    /// move, `tournament_id/address` for an entrant, …).
    pub fn row(&self) -> RowKey<'_> {
        RowKey(self)
    }

    /// The game whose own rows these are (its `games`, `moves`, `imports` and
    /// `conditionals` rows); `None` for a row that other games share (a player's, a
    /// tournament's).
    pub const fn game(&self) -> Option<GameId> {
        match self {
            Damaged::Game(id) | Damaged::Import(id) => Some(*id),
            Damaged::Move { game, .. }
            | Damaged::Conditional { game, .. }
            | Damaged::AnalysisPly { game, .. } => Some(*game),
            _ => None,
        }
    }
}

/// The key of a damaged row, shown as the operator finds it in the table.
#[derive(Debug, Clone, Copy)]
pub struct RowKey<'a>(&'a Damaged);

impl fmt::Display for RowKey<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Damaged::Game(id) | Damaged::Import(id) => write!(f, "{id}"),
            Damaged::Tournament(id) => write!(f, "{id}"),
            Damaged::Watcher(id) | Damaged::Stop(id) | Damaged::Gift(id) => write!(f, "{id}"),
            Damaged::Move { game, ply } | Damaged::AnalysisPly { game, ply } => {
                write!(f, "{game}/{ply}")
            }
            Damaged::Conditional { game, color: None } => write!(f, "{game}"),
            Damaged::Conditional {
                game,
                color: Some(c),
            } => write!(f, "{game}/{}", c.name()),
            Damaged::Entrant {
                tournament,
                address,
            } => write!(f, "{tournament}/{address}"),
            Damaged::Player(address)
            | Damaged::Rating {
                address,
                variant: None,
            } => f.write_str(address),
            Damaged::Rating {
                address,
                variant: Some(v),
            } => write!(f, "{address}/{}", v.name()),
        }
    }
}

/// A stored value that cannot be read back into the domain: the database was changed by
/// hand or by a newer version of the service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CorruptRow {
    /// The row.
    pub what: Damaged,
    /// The column holding the bad value.
    pub column: &'static str,
    /// What is wrong with the value, and what was expected.
    pub problem: String,
}

impl fmt::Display for CorruptRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "corrupt row in table `{}` (row {}): column `{}`: {}",
            self.what.table(),
            self.what.row(),
            self.column,
            self.problem
        )
    }
}

impl std::error::Error for CorruptRow {}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text names the table and the key as the operator finds them, as it did when
    /// both were strings.
    #[test]
    fn the_text_names_the_table_and_the_key() {
        let cases = [
            (Damaged::Game(GameId(12)), "games", "12"),
            (
                Damaged::Move {
                    game: GameId(5),
                    ply: 1,
                },
                "moves",
                "5/1",
            ),
            (Damaged::Import(GameId(3)), "imports", "3"),
            (
                Damaged::AnalysisPly {
                    game: GameId(4),
                    ply: 7,
                },
                "analysis_plies",
                "4/7",
            ),
            (
                Damaged::Conditional {
                    game: GameId(1),
                    color: None,
                },
                "conditionals",
                "1",
            ),
            (
                Damaged::Conditional {
                    game: GameId(1),
                    color: Some(Color::Black),
                },
                "conditionals",
                "1/black",
            ),
            (Damaged::Tournament(TournamentId(2)), "tournaments", "2"),
            (
                Damaged::Entrant {
                    tournament: TournamentId(2),
                    address: "a@x.test".into(),
                },
                "entrants",
                "2/a@x.test",
            ),
            (Damaged::Player("a@x.test".into()), "players", "a@x.test"),
            (
                Damaged::Rating {
                    address: "a@x.test".into(),
                    variant: Some(Variant::Chu),
                },
                "ratings",
                "a@x.test/chu",
            ),
            (Damaged::Watcher(7), "watchers", "7"),
            (Damaged::Stop(8), "stops", "8"),
            (Damaged::Gift(9), "gifts", "9"),
        ];
        assert!(!cases.is_empty());
        for (what, table, row) in cases {
            assert_eq!((what.table(), what.row().to_string()), (table, row.into()));
        }
        let c = CorruptRow {
            what: Damaged::Move {
                game: GameId(5),
                ply: 1,
            },
            column: "usi",
            problem: "illegal".into(),
        };
        assert_eq!(
            c.to_string(),
            "corrupt row in table `moves` (row 5/1): column `usi`: illegal"
        );
    }
}
