//! The precise rule a refused drop, promotion or multi-leg route breaks: [`DropFault`],
//! [`PromotionFault`], [`RouteFault`], carried by [`IllegalMove`](super::IllegalMove).
//!
//! Typed, so that a caller can word each case for its readers; the [`Display`](fmt::Display)
//! forms are terse and impersonal, for logs and the command line.

use crate::rules::Adjacency;
use core::fmt;

/// Why a drop (Heisei Chu Shogi's one drop, `chu-shogi.md` §14) is illegal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DropFault {
    /// The game has no drops (only Heisei has one).
    NoDrops,
    /// The side's one drop has been made.
    DropMade,
    /// The kind is not among the side's set-aside pieces.
    NotInReserve,
    /// The square is occupied.
    Occupied,
    /// The square is not next to one of the side's pieces, by the `heisei.adjacency` reading.
    NotAdjacent(Adjacency),
    /// A promoted drop outside the promotion zone.
    PromotedOutsideZone,
    /// A promoted drop under `heisei.drop_promotion = next_move_only`.
    PromotedOnNextMoveOnly,
    /// The dropped piece could never move from the square.
    Dead,
}

impl fmt::Display for DropFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DropFault::NoDrops => "no drops in this game",
            DropFault::DropMade => "the one drop is made",
            DropFault::NotInReserve => "kind not set aside",
            DropFault::Occupied => "square occupied",
            DropFault::NotAdjacent(Adjacency::KingStep) => "not next to an own piece",
            DropFault::NotAdjacent(Adjacency::Orthogonal) => {
                "not orthogonally next to an own piece (`heisei.adjacency = orthogonal`)"
            }
            DropFault::PromotedOutsideZone => "promoted drop outside the promotion zone",
            DropFault::PromotedOnNextMoveOnly => {
                "promoted drop (`heisei.drop_promotion = next_move_only`)"
            }
            DropFault::Dead => "dropped piece could never move",
        })
    }
}

/// Why a move may not promote, or may not decline to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PromotionFault {
    /// A pass leaves the piece where it is.
    Pass,
    /// Maka: a piece promotes only when it captures.
    MakaNoCapture,
    /// Maka: the piece is promoted already (only a contagious capture changes it again).
    MakaPromoted,
    /// The kind has no promotion.
    NeverPromotes,
    /// The move neither starts nor ends in the promotion zone.
    OutsideZone,
    /// It declined promotion on the previous move (`chu.promotion.rule = wiki_delay`): a
    /// non-capture may promote only after another move of its side.
    DeclinedWikiDelay,
    /// It declined promotion on its last move (`chu.promotion.rule = msm`): its next move may
    /// promote only by a capture.
    DeclinedMsm,
    /// A lance reaching the last rank without capturing, `chu.promotion.lance_last_rank = false`.
    LanceLastRank,
    /// A go-between reaching the last rank without capturing,
    /// `chu.promotion.gobetween_last_rank = false`.
    GoBetweenLastRank,
    /// `jcsa`: a non-capture promotes only entering the zone, or a pawn reaching the last rank.
    JcsaPawn,
    /// As [`PromotionFault::JcsaPawn`], for a lance with `lance_last_rank = true`.
    JcsaLance,
    /// As [`PromotionFault::JcsaPawn`], for a go-between with `gobetween_last_rank = true`.
    JcsaGoBetween,
    /// `jcsa`: a non-capture promotes only when it enters the zone.
    JcsaEnter,
    /// Chu: promotion is compulsory on this move.
    Compulsory,
    /// Maka: the capture forces the piece to change (a promoted or contagious piece captured,
    /// or `maka.promotion = capture_forced`).
    MakaForced,
}

impl fmt::Display for PromotionFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PromotionFault::Pass => "a pass does not move",
            PromotionFault::MakaNoCapture => "promotion only by capture",
            PromotionFault::MakaPromoted => "already promoted",
            PromotionFault::NeverPromotes => "kind never promotes",
            PromotionFault::OutsideZone => "move outside the promotion zone",
            PromotionFault::DeclinedWikiDelay => {
                "promotion declined on the last move (`chu.promotion.rule = wiki_delay`)"
            }
            PromotionFault::DeclinedMsm => {
                "promotion declined on the last move (`chu.promotion.rule = msm`)"
            }
            PromotionFault::LanceLastRank => {
                "lance to the last rank (`chu.promotion.lance_last_rank = false`)"
            }
            PromotionFault::GoBetweenLastRank => {
                "go-between to the last rank (`chu.promotion.gobetween_last_rank = false`)"
            }
            PromotionFault::JcsaPawn
            | PromotionFault::JcsaLance
            | PromotionFault::JcsaGoBetween
            | PromotionFault::JcsaEnter => {
                "non-capture not entering the zone (`chu.promotion.rule = jcsa`)"
            }
            PromotionFault::Compulsory => "promotion compulsory",
            PromotionFault::MakaForced => "capture forces the change",
        })
    }
}

/// Why the written route of a multi-leg (or hop) move is impossible for the piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RouteFault {
    /// Two legs, but the piece has no lion power.
    NoLionPower,
    /// A hop written as a two-leg move: hops list none of their captures ([`Via::LINE`]).
    ///
    /// [`Via::LINE`]: crate::Via::LINE
    HopListed,
    /// The first leg of a two-leg move lands on an empty square.
    FirstLegEmpty,
    /// A lion-dog route off its one line, or beyond its three squares.
    LionDog,
    /// A hook move that does not capture first and turn 90° once.
    Hook,
    /// A lion leg longer than one step.
    LionStep,
    /// A lion-line power used off its lines or beyond two squares.
    LionLines,
    /// Lion-line power written as two legs not on one line.
    LionLine,
    /// The first leg cannot reach the square written.
    FirstLeg,
    /// A three-leg move that does not capture on both of its first squares.
    ThreeLegCaptures,
    /// More than three legs.
    TooManyLegs,
    /// A written hop capture that is not between the start and the end.
    HopOffLine,
    /// A written hop capture on an empty square.
    HopEmpty,
    /// Written hop captures repeated or out of order (nearest first).
    HopOrder,
    /// A hop by a piece without a hop reading (`maka.free_bear`).
    NoHop,
    /// A hop off the forward diagonals.
    HopDirection,
    /// A hop over empty squares only.
    HopNothing,
    /// A hop over more pieces than `maka.free_bear = BsRfA_hop1` allows.
    HopTooMany,
    /// A Tenjiku general's jump over pieces that does not capture where it lands
    /// (`tenjiku.jump.mode = capture_landing`).
    JumpMustCapture,
    /// A Tenjiku general's jump that may not take the piece it lands on
    /// (`tenjiku.jump.victim`).
    JumpVictim,
    /// A Tenjiku general's sweeping jump (`ja_sweep`) off its lines.
    SweepLine,
    /// A Tenjiku general's sweeping jump over no piece.
    SweepNothing,
    /// The heavenly tetrarchs to a neighbouring square (they capture there by igui only).
    TetrarchsNeighbour,
    /// A Tenjiku area move with no path of empty squares (a capture ends it).
    AreaPath,
}

impl fmt::Display for RouteFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RouteFault::NoLionPower => "two legs without lion power",
            RouteFault::HopListed => "hop written with legs (hops capture every piece passed)",
            RouteFault::FirstLegEmpty => "first leg captures nothing",
            RouteFault::LionDog => "not a lion-dog route",
            RouteFault::Hook => "not a hook route",
            RouteFault::LionStep => "lion leg longer than one step",
            RouteFault::LionLines => "off the lion lines",
            RouteFault::LionLine => "legs not on one lion line",
            RouteFault::FirstLeg => "first leg out of reach",
            RouteFault::ThreeLegCaptures => "three legs without two captures",
            RouteFault::TooManyLegs => "more than three legs",
            RouteFault::HopOffLine => "hop capture off the line",
            RouteFault::HopEmpty => "hop capture on an empty square",
            RouteFault::HopOrder => "hop captures repeated or out of order",
            RouteFault::NoHop => "no hop reading (`maka.free_bear`)",
            RouteFault::HopDirection => "hop off the forward diagonals",
            RouteFault::HopNothing => "hop over no piece",
            RouteFault::HopTooMany => {
                "hop over more than one piece (`maka.free_bear = BsRfA_hop1`)"
            }
            RouteFault::JumpMustCapture => "jump over pieces that captures nothing",
            RouteFault::JumpVictim => "jump capture of a piece `tenjiku.jump.victim` protects",
            RouteFault::SweepLine => "sweeping jump off the general's lines",
            RouteFault::SweepNothing => "sweeping jump over no piece",
            RouteFault::TetrarchsNeighbour => "heavenly tetrarchs to a neighbouring square",
            RouteFault::AreaPath => "area move without a path of empty squares",
        })
    }
}
