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
        if captured {
            write!(
                f,
                "the {} on {square} you capture on the way still counts as a protector under `chu.lion.protection_eval = whole_move`",
                piece.kind
            )
        } else {
            write!(
                f,
                "protected by {}'s {} on {square}",
                side_title(piece.color),
                piece.kind
            )
        }
    }
}

/// A side's name inside a sentence (`White`).
pub(super) fn side_title(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
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
        /// Why, in words.
        why: &'static str,
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
        /// Why, in words.
        why: &'static str,
    },
    /// A drop that is not allowed.
    BadDrop(&'static str),
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
            NoPiece(s) => write!(f, "there is no piece on {s}"),
            NotYourPiece(s) => write!(f, "the piece on {s} belongs to your opponent"),
            CannotMoveThere { kind, from, to } => {
                write!(f, "a {kind} cannot move from {from} to {to}")
            }
            PathBlocked { kind, from, to, at } => {
                write!(f, "the {kind} on {from} cannot reach {to}: {at} is in the way")
            }
            MissingCapture { kind, at } => write!(
                f,
                "the {kind} cannot pass the piece on {at} without capturing it (its hop captures every piece on the way)"
            ),
            OwnPiece(s) => write!(f, "{s} holds one of your own pieces"),
            BadRoute { kind, why } => write!(f, "the {kind} cannot make that move: {why}"),
            NoPass => f.write_str("no piece can pass here (a pass needs a lion-power piece with an empty square to step to)"),
            LionTrading { rule: LionRule::NonAdjacentProtected, from, lion, protector, .. } => {
                write!(f, "lion-trading rule B: the lion on {from} may not capture the protected lion on {lion} from two squares away")?;
                match protector {
                    Some(p) if p.captured => write!(f, ": {p}"),
                    Some(p) => write!(f, " ({p})"),
                    None => Ok(()),
                }
            }
            LionTrading { rule: LionRule::Counterstrike, from, lion, related, protector } => {
                write!(f, "lion-trading rule C (counter-strike): right after a lion was captured by a non-lion")?;
                if let Some(p) = related {
                    write!(f, " on {p}")?;
                }
                match protector {
                    // okazaki: only a protected lion is out of reach.
                    Some(p) => {
                        write!(f, ", no piece other than a lion may capture a protected lion (`chu.lion.counterstrike = okazaki`); the lion on {lion} is ")?;
                        if p.captured {
                            write!(f, "protected: {p}")?;
                        } else {
                            write!(f, "{p}")?;
                        }
                        write!(f, ", so the piece on {from} may not capture it")
                    }
                    None => write!(f, ", no piece other than a lion may capture a lion (`chu.lion.counterstrike = strict`), so the piece on {from} may not capture the lion on {lion}"),
                }
            }
            PromotionNotAllowed { kind, why } => write!(f, "the {kind} may not promote on this move: {why}"),
            BadDrop(why) => write!(f, "illegal drop: {why}"),
            GameOver => f.write_str("the game is already over"),
            ForbiddenRepetition { rule, occurrence } => write!(
                f,
                "the move would make the same position occur for the {} time, which the repetition rule `{}` forbids",
                ordinal(*occurrence),
                rule.as_str()
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}

pub(super) fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

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
