//! A tournament's standings from its results: scores, tie-breaks, places and the data of a
//! crosstable. Pure: a [`Tournament`] and [`Settings`] in, [`Standings`] out; no text is
//! rendered here.
//!
//! * [`points`]: the [`PointSystem`]s (the [`Points`] themselves, exact quarter points, are
//!   the tournament's [`crate::tournament::Points`], re-exported here);
//! * [`compute`]: [`standings`], the scores, tie-breaks and places;
//! * the crosstable data is kept in [`Standings::entries`] (per player and round, the Swiss
//!   table) and [`Standings::by_opponent`] (per pair, the round-robin table).
//!
//! ```
//! use yubin_domain::standings::{standings, Game, Player, Settings, Tournament};
//! use yubin_domain::tournament::GameResult;
//! use yubin_rules::Color;
//!
//! let players = ["a@example.org", "b@example.org", "c@example.org"]
//!     .map(|name| Player { name: name.to_string(), rating: None })
//!     .to_vec();
//! let game = |black, white, result| Game { round: 1, black, white, result: Some(result) };
//! let t = Tournament {
//!     players,
//!     rounds: 1,
//!     games: vec![
//!         game(0, 1, GameResult::Win(Color::Black)),
//!         game(1, 2, GameResult::Draw),
//!         game(2, 0, GameResult::Win(Color::Black)),
//!     ],
//!     byes: vec![],
//!     withdrawals: vec![],
//! };
//! let s = standings(&t, &Settings::round_robin())?;
//! let places: Vec<_> = s.rows.iter().map(|r| (r.player, r.place)).collect();
//! assert_eq!(places, [(2, 1), (0, 2), (1, 3)]);
//! assert_eq!(s.rows[0].score.to_string(), "1½");
//! // c beat a (1 point) and drew with b (½ point): Sonneborn-Berger 1¼.
//! assert_eq!(s.rows[0].tie_breaks[1].to_string(), "1¼");
//! # Ok::<(), yubin_domain::standings::StandingsError>(())
//! ```
//!
//! # Points
//!
//! Scores are exact ([`Points`] counts quarter points, so that half of a half-point score,
//! which Sonneborn-Berger takes for draws, stays exact). The [`PointSystem`] gives the
//! points of a win, a draw, a loss and a loss by forfeit: [`PointSystem::CLASSIC`] is
//! 1 / ½ / 0 / 0; [`PointSystem::LISHOGI`] is lishogi's round robin ("Robin"), 3 for a win,
//! 2 for a draw, 1 for a loss (per the project's reference, which reads lishogi's
//! `tourArrangements.xml`: "3/2/1 points W/D/L"); a game lost by forfeit scores 0 there (an
//! inference: the point for a loss rewards playing).
//!
//! # Results
//!
//! A [`Game`]'s result is the pairings' [`GameResult`], `None` while the game is not over.
//! A game is played ([`GameResult::Win`], [`GameResult::Draw`]; a loss on time after moves
//! were made is played), forfeited (not played: one or both sides never moved;
//! [`GameResult::Forfeit`] gives the winner the points of a win and the loser those of a
//! forfeit loss, [`GameResult::Cancelled`] both sides those of a forfeit loss), or not over
//! (`None`), which counts for nothing yet. A [`Bye`] gives its points for a round. In
//! [`Unplayed::VirtualOpponent`] mode (Swiss) a round up to [`Tournament::rounds`] in which
//! a player has neither game nor bye is an absence: 0 points, unplayed. A withdrawal
//! forfeits or annuls the player's games (next section).
//!
//! # Withdrawals
//!
//! A [`Withdrawal`] (the player left, or was withdrawn) makes every unfinished game of the
//! player lost by forfeit (the opponent wins it), as ICCF scores a time-out and Game
//! Courier a quitter's games; its round is kept for the table ([`Row::withdrawn`]).
//!
//! With [`Settings::annul_below_half`] (round robins, single and double) a withdrawn player
//! who finished fewer than half of their games over the board has all their results
//! annulled instead. The count: `total` is every game of [`Tournament::games`] in which
//! the player plays, whatever its state (a round robin creates them all at the start);
//! `played` those of them won, drawn or lost over the board (forfeits do not count); the
//! rule applies when `played * 2 < total`. Then every game of that player, played or not,
//! becomes [`Outcome::Annulled`] for both of its players: no points, neither played nor
//! unplayed (it is no forfeit, bye or absence), no part of any tie-break (Buchholz,
//! Sonneborn-Berger, direct encounter, Baumbach, wins with White) nor of the rows' counts
//! (`played`, `wins`…). The player's row keeps its withdrawal and says so
//! ([`Row::annulled`]). A player who finished exactly half of their games, or more, keeps
//! their results and loses the games left by forfeit, as above. The player's byes (a round
//! robin's bye gives no points) are left as they are.
//!
//! This is FIDE's rule for round robins (FIDE Tournament Rules, the Handbook's C.06 in its
//! 2011 edition, art. 5.4): the points scored by or against a player who withdrew having
//! completed less than 50 % of their games do not count in the final standings; from 50 %
//! on they count, the games not played marked `-` for the player and `+` for the
//! opponents. FIDE leaves an annulled player's played results in the table (for rating);
//! the crosstable here marks each of their games annulled instead. The project's issue
//! gives ICCF's withdrawal rule as the same (fewer than 50 % of the games completed: all
//! results cancelled; else the games left are lost); ICCF's article is not cited, its text
//! not having been checked here.
//!
//! A Swiss or a knockout ([`Settings::swiss`]) never annuls: the results stand and the
//! games left are forfeited, because the later rounds were already paired on those
//! results (FIDE's art. 5.5 likewise keeps the points of a Swiss player who withdrew, and
//! their opponents', in the table).
//!
//! # Tie-breaks
//!
//! Definitions after the FIDE Handbook, C.07 Tie-Break Regulations (2024; "C.02 art. 13" in
//! the editions before 2023). Each is computed on final scores; higher is better.
//!
//! * [`TieBreak::Buchholz`] (C.07 BH): the sum of the opponents' scores;
//! * [`TieBreak::MedianBuchholz`] (C.07 BH with the Median-1 modifier): Buchholz without
//!   the highest and the lowest contribution (by value);
//! * [`TieBreak::SonnebornBerger`] (C.07 SB): the sum of the scores of the opponents
//!   beaten and half the scores of those drawn;
//! * [`TieBreak::DirectEncounter`] (C.07 DE): among the players still tied at that point
//!   of the order, the points each scored in the games between them, used only if every
//!   two of them have a finished game against each other; applied again inside a group it
//!   split only in part. Its value in a [`Row`] is that score among the tied (0 when the
//!   player was not tied then);
//! * [`TieBreak::Baumbach`] (ICCF's "most wins"; C.07 WON, games won over the board): wins,
//!   forfeits and byes not counted;
//! * [`TieBreak::WinsWithWhite`] (C.07 BWG, "games won with Black", the side that moves
//!   second in chess; in shogi White, gote, moves second): wins over the board as White.
//!
//! Players equal on the score and every tie-break of the order share a place.
//!
//! # Unplayed games and byes in Buchholz and Sonneborn-Berger
//!
//! [`Unplayed::AsPlayed`] (the round-robin default; FIDE arbiters' practice for round
//! robins): a forfeit counts like a game won or lost against that opponent, with the
//! opponent's actual score; byes count for nothing.
//!
//! [`Unplayed::VirtualOpponent`] (the Swiss default): FIDE's rule of 2009 (80th Congress,
//! Swiss Pairings Programs Committee; the Handbook's C.02 until 2023):
//! * a player's own unplayed round `R` (forfeit won or lost, bye, absence) counts as a game
//!   against a virtual opponent who had the player's score before round `R`, took the
//!   complement of the player's result in `R` (the points of a loss if the player got a
//!   win's, of a draw for a draw's, of a win otherwise) and drew every later round:
//!   `Svon = S(before R) + complement + draw × (rounds − R)`. It adds `Svon` to Buchholz,
//!   and to Sonneborn-Berger `Svon` for a won round, `Svon / 2` for a drawn one;
//! * an opponent's score, as it enters Buchholz and Sonneborn-Berger, counts each of the
//!   opponent's unplayed rounds as a draw.
//!
//! C.07 (2023) replaced the virtual opponent with a "dummy opponent"; the older rule is kept
//! because its figures are published with worked examples.

pub mod compute;
pub mod points;

#[cfg(test)]
mod tests;

use crate::tournament::GameResult;
use std::fmt;
use yubin_rules::Color;

pub use crate::tournament::Points;
pub use compute::standings;
pub use points::PointSystem;

/// A player of the tournament; its index in [`Tournament::players`] names it everywhere.
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// The name or address shown.
    pub name: String,
    /// The rating at the start, if any (carried into the [`Row`]).
    pub rating: Option<f64>,
}

/// One game: who had which colour in which round, and its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Game {
    /// The round, from 1 (a round robin played all at once may put every game in round 1).
    pub round: u32,
    /// The index of the player with Black.
    pub black: usize,
    /// The index of the player with White.
    pub white: usize,
    /// The result, `None` while the game is not over (no points, no tie-break).
    pub result: Option<GameResult>,
}

/// A round without a game that still gives points (a pairing bye, a requested half-point
/// bye, a zero-point bye).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bye {
    /// The round.
    pub round: u32,
    /// The player's index.
    pub player: usize,
    /// The points it gives.
    pub points: Points,
}

/// A player who left the tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Withdrawal {
    /// The player's index.
    pub player: usize,
    /// The last round the player took part in.
    pub after_round: u32,
}

/// Everything the standings depend on apart from the [`Settings`].
#[derive(Debug, Clone, PartialEq)]
pub struct Tournament {
    /// The players, by index.
    pub players: Vec<Player>,
    /// The rounds so far (`n` of the virtual-opponent rule, and the rounds in which an
    /// absence counts); every game and bye is in `1..=rounds`.
    pub rounds: u32,
    /// The games, in any order.
    pub games: Vec<Game>,
    /// The byes.
    pub byes: Vec<Bye>,
    /// The withdrawals (one per player at most).
    pub withdrawals: Vec<Withdrawal>,
}

/// A tie-break (definitions in the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// The sum of the opponents' scores (C.07 BH).
    Buchholz,
    /// Buchholz without the highest and the lowest contribution (C.07 BH, Median-1).
    MedianBuchholz,
    /// Scores of the opponents beaten, half those of the opponents drawn (C.07 SB).
    SonnebornBerger,
    /// Points among the players tied (C.07 DE).
    DirectEncounter,
    /// Games won over the board (ICCF's Baumbach; C.07 WON).
    Baumbach,
    /// Games won over the board with White, the second player (C.07 BWG with shogi's
    /// colours).
    WinsWithWhite,
}

/// How unplayed games and byes enter Buchholz and Sonneborn-Berger (module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unplayed {
    /// Forfeits as played games, byes as nothing; no absences.
    AsPlayed,
    /// FIDE's virtual opponent (2009); absences counted.
    VirtualOpponent,
}

/// The points and the tie-break order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The points of each result.
    pub points: PointSystem,
    /// The tie-breaks, first decisive first.
    pub order: Vec<TieBreak>,
    /// How unplayed games and byes count.
    pub unplayed: Unplayed,
    /// Whether a withdrawn player who finished fewer than half of their games over the board
    /// has all their results annulled (module docs, "Withdrawals"); a round robin's rule,
    /// not a Swiss's (its later rounds were paired on those results).
    pub annul_below_half: bool,
}

impl Settings {
    /// A round robin as ICCF ranks its sections: 1 / ½ / 0, then Baumbach,
    /// Sonneborn-Berger, direct encounter; unplayed games as played; a withdrawal before
    /// half the games annuls the player's results.
    pub fn round_robin() -> Settings {
        Settings {
            points: PointSystem::CLASSIC,
            order: vec![
                TieBreak::Baumbach,
                TieBreak::SonnebornBerger,
                TieBreak::DirectEncounter,
            ],
            unplayed: Unplayed::AsPlayed,
            annul_below_half: true,
        }
    }

    /// A Swiss: 1 / ½ / 0, then Buchholz, median Buchholz, Sonneborn-Berger, direct
    /// encounter, Baumbach, wins with White; FIDE's virtual opponent; a withdrawal never
    /// annuls results (later rounds were paired on them: the games left are forfeited).
    pub fn swiss() -> Settings {
        Settings {
            points: PointSystem::CLASSIC,
            order: vec![
                TieBreak::Buchholz,
                TieBreak::MedianBuchholz,
                TieBreak::SonnebornBerger,
                TieBreak::DirectEncounter,
                TieBreak::Baumbach,
                TieBreak::WinsWithWhite,
            ],
            unplayed: Unplayed::VirtualOpponent,
            annul_below_half: false,
        }
    }
}

/// One player's result of one game, or of a round without one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Won over the board.
    Win,
    /// Drawn.
    Draw,
    /// Lost over the board.
    Loss,
    /// Won by forfeit (not played).
    ForfeitWin,
    /// Lost by forfeit (not played).
    ForfeitLoss,
    /// Not finished.
    Unfinished,
    /// A bye.
    Bye,
    /// No game and no bye in the round (Swiss).
    Absent,
    /// A game of a player who withdrew before finishing half of their games, annulled
    /// (module docs, "Withdrawals"): whatever its result, it counts as never scheduled.
    Annulled,
}

impl Outcome {
    /// A game played over the board and finished (not an annulled one).
    pub fn is_played(self) -> bool {
        matches!(self, Outcome::Win | Outcome::Draw | Outcome::Loss)
    }

    /// A round that counts as unplayed: a forfeit, a bye or an absence. Neither an
    /// unfinished game nor an annulled one is: they count for nothing, not even as a
    /// virtual opponent's round.
    pub fn is_unplayed(self) -> bool {
        matches!(
            self,
            Outcome::ForfeitWin | Outcome::ForfeitLoss | Outcome::Bye | Outcome::Absent
        )
    }
}

/// One cell of a crosstable: a player's game (or bye, or absence) in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Entry {
    /// The round.
    pub round: u32,
    /// The opponent and the player's colour; `None` for a bye or an absence.
    pub opponent: Option<(usize, Color)>,
    /// The player's result.
    pub outcome: Outcome,
    /// The points it gave the player.
    pub points: Points,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// The player's index.
    pub player: usize,
    /// The place, from 1; players who share it have the same.
    pub place: usize,
    /// Whether the place is shared.
    pub shared: bool,
    /// The player's rating at the start.
    pub rating: Option<f64>,
    /// The score.
    pub score: Points,
    /// Games played over the board and finished.
    pub played: u32,
    /// Games won over the board.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost over the board.
    pub losses: u32,
    /// Games won over the board with White.
    pub wins_with_white: u32,
    /// Games won by forfeit.
    pub forfeit_wins: u32,
    /// Games lost by forfeit.
    pub forfeit_losses: u32,
    /// The round after which the player withdrew.
    pub withdrawn: Option<u32>,
    /// Whether the player withdrew having finished fewer than half of their games and all
    /// their results are annulled ([`Settings::annul_below_half`]).
    pub annulled: bool,
    /// The value of each tie-break of [`Settings::order`], in that order (counts as whole
    /// points).
    pub tie_breaks: Vec<Points>,
}

/// The standings: rows in ranking order, and the crosstable data.
#[derive(Debug, Clone, PartialEq)]
pub struct Standings {
    /// One row per player, first place first; players sharing a place by index.
    pub rows: Vec<Row>,
    /// The tie-breaks of the rows' `tie_breaks`.
    pub order: Vec<TieBreak>,
    /// Per player index, the player's entries by round (the Swiss table: opponent, colour,
    /// result).
    pub entries: Vec<Vec<Entry>>,
}

impl Standings {
    /// The row of player `player`.
    ///
    /// # Panics
    ///
    /// If `player` is not a player's index.
    pub fn row(&self, player: usize) -> &Row {
        self.rows
            .iter()
            .find(|r| r.player == player)
            .unwrap_or_else(|| panic!("no player {player}"))
    }

    /// The round-robin table: `[player][opponent]`, the entries of the games between the two
    /// (two in a double round robin), by round.
    pub fn by_opponent(&self) -> Vec<Vec<Vec<Entry>>> {
        let n = self.entries.len();
        let mut table = vec![vec![Vec::new(); n]; n];
        for (player, entries) in self.entries.iter().enumerate() {
            for entry in entries {
                if let Some((opponent, _)) = entry.opponent {
                    table[player][opponent].push(*entry);
                }
            }
        }
        table
    }
}

/// Why standings could not be computed. Each carries the offending input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StandingsError {
    /// A game names a player index that does not exist.
    UnknownPlayerInGame(Game),
    /// A game between a player and itself.
    SelfPaired(Game),
    /// A game outside rounds `1..=rounds`.
    GameRoundOutOfRange(Game),
    /// A bye names a player index that does not exist.
    UnknownPlayerInBye(Bye),
    /// A bye outside rounds `1..=rounds`.
    ByeRoundOutOfRange(Bye),
    /// A withdrawal names a player index that does not exist.
    UnknownPlayerInWithdrawal(Withdrawal),
    /// A second withdrawal of one player.
    RepeatedWithdrawal(Withdrawal),
}

impl fmt::Display for StandingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StandingsError::UnknownPlayerInGame(g) => write!(
                f,
                "unknown player in game {} - {} of round {}",
                g.black, g.white, g.round
            ),
            StandingsError::SelfPaired(g) => {
                write!(
                    f,
                    "player {} paired with itself in round {}",
                    g.black, g.round
                )
            }
            StandingsError::GameRoundOutOfRange(g) => write!(
                f,
                "game {} - {} in round {} outside the rounds",
                g.black, g.white, g.round
            ),
            StandingsError::UnknownPlayerInBye(b) => {
                write!(
                    f,
                    "unknown player {} in a bye of round {}",
                    b.player, b.round
                )
            }
            StandingsError::ByeRoundOutOfRange(b) => write!(
                f,
                "bye of player {} in round {} outside the rounds",
                b.player, b.round
            ),
            StandingsError::UnknownPlayerInWithdrawal(w) => {
                write!(f, "unknown player {} withdrawn", w.player)
            }
            StandingsError::RepeatedWithdrawal(w) => {
                write!(f, "player {} withdrawn twice", w.player)
            }
        }
    }
}

impl std::error::Error for StandingsError {}
