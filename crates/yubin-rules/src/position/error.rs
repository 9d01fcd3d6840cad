//! Why a position cannot be built ([`PositionError`]), why a move is illegal ([`IllegalMove`],
//! [`LionRule`], [`Protector`]) and why a move could not be played ([`PlayError`]).

use super::*;

/// Why a position cannot be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// A square is off this variant's board.
    OffBoard(Square),
    /// Two pieces on one square.
    Occupied(Square),
    /// A kind that does not exist in this variant.
    KindNotInVariant(PieceKind),
    /// The last-lion-capture square is off the board.
    BadLionSquare(Square),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::OffBoard(s) => write!(f, "square {s} is off the board"),
            PositionError::Occupied(s) => write!(f, "two pieces on square {s}"),
            PositionError::KindNotInVariant(k) => write!(f, "there is no {k} in this variant"),
            PositionError::BadLionSquare(s) => {
                write!(f, "lion-capture square {s} is off the board")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Which lion-trading rule a move breaks (`chu-shogi.md` §10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LionRule {
    /// Rule B: a lion may not capture a protected lion two squares away, except by a bridge.
    NonAdjacentProtected,
    /// Rule C: after a non-lion captured a lion, the reply may not capture a lion with a
    /// non-lion (`strict`), or not a protected one (`okazaki`).
    Counterstrike,
}

/// A piece that protects a lion against a capture (`chu-shogi.md` §10 "Protected"), as named by
/// [`IllegalMove::LionTrading`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Protector {
    /// Where the protecting piece stands (before the move).
    pub square: Square,
    /// The protecting piece (it belongs to the lion's side).
    pub piece: Piece,
    /// The capturing move takes this piece on its first leg (a pawn or go-between, which is no
    /// bridge): it counts only because `chu.lion.protection_eval = whole_move` judges the move
    /// as one unit.
    pub captured: bool,
}

impl fmt::Display for Protector {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Protector {
            square,
            piece,
            captured,
        } = *self;
        write!(f, "{} {} on {square}", piece.color, piece.kind)?;
        if captured {
            f.write_str(" (captured on the way, `chu.lion.protection_eval = whole_move`)")?;
        }
        Ok(())
    }
}

/// The precise reason a move is illegal, so that a player can be told why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalMove {
    /// There is no piece on the origin square.
    NoPiece(Square),
    /// The piece on the origin square belongs to the opponent.
    NotYourPiece(Square),
    /// The piece cannot move from `from` to `to` by its movement.
    CannotMoveThere {
        /// The moving kind.
        kind: PieceKind,
        /// Origin.
        from: Square,
        /// Claimed destination.
        to: Square,
    },
    /// The line to the destination is blocked.
    PathBlocked {
        /// The moving kind.
        kind: PieceKind,
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
        /// The first square in the way.
        at: Square,
    },
    /// A hop (the free bear's hop readings, `maka.free_bear`) captures every piece it passes,
    /// but the move leaves out the one on `at`.
    MissingCapture {
        /// The moving kind.
        kind: PieceKind,
        /// The piece passed without being captured.
        at: Square,
    },
    /// The destination (or an intermediate square) holds one of the mover's own pieces.
    OwnPiece(Square),
    /// The claimed route of a multi-leg move is impossible for this piece.
    BadRoute {
        /// The moving kind.
        kind: PieceKind,
        /// Why.
        why: RouteFault,
    },
    /// No piece can pass here.
    NoPass,
    /// A lion-trading rule forbids the capture of the lion on `lion`.
    LionTrading {
        /// The rule.
        rule: LionRule,
        /// The square of the capturing piece.
        from: Square,
        /// The lion that may not be captured.
        lion: Square,
        /// Rule C only: the square where a non-lion captured a lion on the previous move
        /// ([`Position::last_lion_capture`]), the capture that put the restriction in force.
        /// `None` for Rule B.
        related: Option<Square>,
        /// The piece that makes the lion protected (`chu-shogi.md` §10 "Protected"): always
        /// given for Rule B and for Rule C under `chu.lion.counterstrike = okazaki`; `None` for
        /// Rule C under `strict`, where protection plays no part.
        protector: Option<Protector>,
    },
    /// The piece may not promote on this move.
    PromotionNotAllowed {
        /// The moving kind.
        kind: PieceKind,
        /// Why.
        why: PromotionFault,
    },
    /// A drop that is not allowed.
    BadDrop(DropFault),
    /// The side to move has no royal left, or the game has ended: no move may be played.
    GameOver,
    /// The move would repeat a position in a way the repetition rule in force forbids
    /// (`chu-shogi.md` §11); decided by [`crate::Game`], which knows the history.
    ForbiddenRepetition {
        /// The option value that forbids it (`historic`, `jcsa`, …).
        rule: crate::rules::Repetition,
        /// How many times the resulting position would then have occurred.
        occurrence: u32,
    },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalMove::*;
        match self {
            NoPiece(s) => write!(f, "no piece on {s}"),
            NotYourPiece(s) => write!(f, "the piece on {s} is the opponent's"),
            CannotMoveThere { kind, from, to } => write!(f, "{kind} cannot move {from} to {to}"),
            PathBlocked { kind, from, to, at } => {
                write!(f, "{kind} on {from} cannot reach {to}: {at} is occupied")
            }
            MissingCapture { kind, at } => write!(f, "{kind} hop leaves out the piece on {at}"),
            OwnPiece(s) => write!(f, "own piece on {s}"),
            BadRoute { kind, why } => write!(f, "{kind} route: {why}"),
            NoPass => f.write_str("no piece can pass"),
            LionTrading {
                rule,
                from,
                lion,
                related,
                protector,
            } => {
                let rule = match rule {
                    LionRule::NonAdjacentProtected => "b",
                    LionRule::Counterstrike => "c",
                };
                write!(
                    f,
                    "lion-trading rule {rule}: {from} may not capture the lion on {lion}"
                )?;
                if let Some(r) = related {
                    write!(f, " after a lion capture on {r}")?;
                }
                if let Some(p) = protector {
                    write!(f, ", protected by {p}")?;
                }
                Ok(())
            }
            PromotionNotAllowed { kind, why } => write!(f, "{kind} promotion: {why}"),
            BadDrop(why) => write!(f, "drop: {why}"),
            GameOver => f.write_str("game over"),
            ForbiddenRepetition { rule, occurrence } => write!(
                f,
                "position repeated, occurrence {occurrence} (repetition rule `{}`)",
                rule.as_str()
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// A move that could not be played: the untouched position and the reason.
#[derive(Debug, Clone)]
pub struct PlayError {
    /// The position, unchanged.
    pub position: Box<Position>,
    /// Why the move is illegal.
    pub reason: IllegalMove,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move: {}", self.reason)
    }
}

impl std::error::Error for PlayError {}
