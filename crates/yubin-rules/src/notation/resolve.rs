//! Resolving a position-free move text against a position: the canonical [`Move`] or a
//! [`ResolveError`] saying precisely why not (`chu-shogi.md` §7.1, `maka-dai-dai-shogi.md`
//! §12.3).

use super::*;

/// What one piece makes of a route.
#[derive(Debug, Clone)]
pub(super) enum Outcome {
    /// A legal move.
    Legal(Move),
    /// The piece can make the move by its movement, but it is illegal.
    Illegal(Move, IllegalMove),
    /// The piece cannot make the move by its movement.
    NoPattern(IllegalMove),
}

/// Whether a reason says the piece cannot make the move by its movement at all (as opposed
/// to a rule forbidding a move it could make).
pub(super) fn is_pattern_error(e: &IllegalMove) -> bool {
    matches!(
        e,
        IllegalMove::NoPiece(_)
            | IllegalMove::NotYourPiece(_)
            | IllegalMove::CannotMoveThere { .. }
            | IllegalMove::PathBlocked { .. }
            | IllegalMove::MissingCapture { .. }
            | IllegalMove::OwnPiece(_)
            | IllegalMove::BadRoute { .. }
    )
}

pub(super) fn classify(pos: &Position, mv: Move) -> Outcome {
    match pos.check_move(mv) {
        Ok(()) => Outcome::Legal(mv),
        Err(e) if is_pattern_error(&e) => Outcome::NoPattern(e),
        Err(e) => Outcome::Illegal(mv, e),
    }
}

/// Whether the piece on `from` makes a lion step in every direction (lion, promoted kirin;
/// in Maka the lion, furious fiend and Buddhist spirit) rather than along a few lines only
/// (horned falcon, soaring eagle; the lion dog's lines).
pub(super) fn full_lion_power(pos: &Position, from: Square) -> bool {
    pos.piece_at(from)
        .is_some_and(|p| pos.has_full_lion_power(p.kind, p.color))
}

/// Resolves the route `from → mids… → to` of the piece on `from` with a promotion mark to the
/// canonical move (`chu-shogi.md` §7.1, `maka-dai-dai-shogi.md` §12.3).
///
/// Without a mark the move does not change the piece, except where the change is forced
/// (Maka: a capture of a promoted piece, `maka.promotion = capture_forced`, contagion): the
/// forced change is implied, so `10k10j` names the same move as `10k10j+` there. A `=` never
/// implies it: declining a forced promotion is illegal (MK-PR-02). A `=` on a move that could
/// not promote at all is ignored, as in Chu.
pub(super) fn route(
    pos: &Position,
    from: Square,
    mids: &[Square],
    to: Square,
    promotion: Promotion,
) -> Outcome {
    let out = route_marked(pos, from, mids, to, promotion.promotes());
    if promotion == Promotion::Unmarked {
        if let Outcome::Illegal(
            Move::Board {
                from,
                to,
                via,
                promote: false,
            },
            IllegalMove::PromotionNotAllowed { .. },
        ) = out
        {
            let forced = Move::Board {
                from,
                to,
                via,
                promote: true,
            };
            if pos.is_legal(forced) {
                return Outcome::Legal(forced);
            }
        }
    }
    out
}

/// [`route`] with the promotion flag as written.
pub(super) fn route_marked(
    pos: &Position,
    from: Square,
    mids: &[Square],
    to: Square,
    promote: bool,
) -> Outcome {
    let side = pos.side_to_move();
    let Some(piece) = pos.piece_at(from) else {
        return Outcome::NoPattern(IllegalMove::NoPiece(from));
    };
    if piece.color != side {
        return Outcome::NoPattern(IllegalMove::NotYourPiece(from));
    }
    let kind = piece.kind;
    if !mids.is_empty() && (pos.hop_captures(kind, side) > 0 || pos.sweeps(kind, side)) {
        return hop_route(pos, from, mids, to, promote);
    }
    match *mids {
        [] => classify(
            pos,
            Move::Board {
                from,
                to,
                via: Via::NONE,
                promote,
            },
        ),
        [mid] => match pos.piece_at(mid) {
            Some(p) if p.color != side => classify(
                pos,
                Move::Board {
                    from,
                    to,
                    via: Via::one(mid),
                    promote,
                },
            ),
            Some(_) => Outcome::NoPattern(IllegalMove::OwnPiece(mid)),
            None => {
                // A Tenjiku area mover's return that burns (`tenjiku.area_moves.return`).
                if to == from && mid.distance(from) == 1 && pos.area_return(from) == Some(true) {
                    return classify(
                        pos,
                        Move::Board {
                            from,
                            to,
                            via: Via::NONE,
                            promote,
                        },
                    );
                }
                if !pos.can_pass_kind(kind) {
                    return Outcome::NoPattern(IllegalMove::BadRoute {
                        kind,
                        why: RouteFault::NoLionPower,
                    });
                }
                if !pos.pass_routes().contains(&(from, mid)) {
                    return Outcome::NoPattern(IllegalMove::BadRoute {
                        kind,
                        why: RouteFault::FirstLeg,
                    });
                }
                if to == from {
                    if promote {
                        return Outcome::Illegal(
                            Move::Pass,
                            IllegalMove::PromotionNotAllowed {
                                kind,
                                why: PromotionFault::Pass,
                            },
                        );
                    }
                    return match pos.check_move(Move::Pass) {
                        Ok(()) => Outcome::Legal(Move::Pass),
                        Err(e) => Outcome::Illegal(Move::Pass, e),
                    };
                }
                let second_leg_ok = if full_lion_power(pos, from) {
                    mid.distance(to) == 1
                } else {
                    let step = mid.index() as i32 - from.index() as i32;
                    mid.index() as i32 + step == to.index() as i32 && from.distance(to) == 2
                };
                if !second_leg_ok {
                    return Outcome::NoPattern(IllegalMove::BadRoute {
                        kind,
                        why: if full_lion_power(pos, from) {
                            RouteFault::LionStep
                        } else {
                            RouteFault::LionLine
                        },
                    });
                }
                classify(
                    pos,
                    Move::Board {
                        from,
                        to,
                        via: Via::NONE,
                        promote,
                    },
                )
            }
        },
        [a, b] => {
            let enemy = |s: Square| pos.piece_at(s).is_some_and(|p| p.color != side);
            if enemy(a) && enemy(b) {
                classify(
                    pos,
                    Move::Board {
                        from,
                        to,
                        via: Via::two(a, b),
                        promote,
                    },
                )
            } else {
                Outcome::NoPattern(IllegalMove::BadRoute {
                    kind,
                    why: RouteFault::ThreeLegCaptures,
                })
            }
        }
        _ => Outcome::NoPattern(IllegalMove::BadRoute {
            kind,
            why: RouteFault::TooManyLegs,
        }),
    }
}

/// Resolves a free bear's hop written with its captures (`maka.free_bear` hop readings,
/// `maka-dai-dai-shogi.md` §12.3), or a Tenjiku general's sweeping jump
/// (`tenjiku.jump.mode = ja_sweep`, which takes its own pieces too): the squares between
/// `from` and `to` must be exactly the pieces it passes, nearest first; the move is then the
/// [`Via::LINE`] move.
pub(super) fn hop_route(
    pos: &Position,
    from: Square,
    mids: &[Square],
    to: Square,
    promote: bool,
) -> Outcome {
    let side = pos.side_to_move();
    let Some(kind) = pos.piece_at(from).map(|p| p.kind) else {
        return Outcome::NoPattern(IllegalMove::NoPiece(from));
    };
    let bad = |why| Outcome::NoPattern(IllegalMove::BadRoute { kind, why });
    for &m in mids {
        if !from.between(to).any(|s| s == m) {
            return bad(RouteFault::HopOffLine);
        }
        match pos.piece_at(m) {
            None => return bad(RouteFault::HopEmpty),
            Some(p) if p.color == side && !pos.sweeps(kind, side) => {
                return Outcome::NoPattern(IllegalMove::OwnPiece(m))
            }
            Some(_) => {}
        }
    }
    if mids
        .windows(2)
        .any(|w| from.distance(w[0]) >= from.distance(w[1]))
    {
        return bad(RouteFault::HopOrder);
    }
    if let Some(at) = pos
        .via_squares(from, Via::LINE, to)
        .find(|s| !mids.contains(s))
    {
        return Outcome::NoPattern(match pos.piece_at(at) {
            Some(p) if p.color == side => IllegalMove::PathBlocked { kind, from, to, at },
            _ => IllegalMove::MissingCapture { kind, at },
        });
    }
    classify(
        pos,
        Move::Board {
            from,
            to,
            via: Via::LINE,
            promote,
        },
    )
}

/// The lion-power pieces of the side to move, none of which can pass here.
pub(super) fn passers(pos: &Position) -> Vec<(Square, PieceKind)> {
    let side = pos.side_to_move();
    pos.pieces()
        .filter(|(_, p)| p.color == side && pos.can_pass_kind(p.kind))
        .map(|(sq, p)| (sq, p.kind))
        .collect()
}

pub(super) fn resolve_pass(pos: &Position, input: &str) -> Result<Move, ResolveError> {
    match pos.check_move(Move::Pass) {
        Ok(()) => Ok(Move::Pass),
        Err(IllegalMove::NoPass) => Err(ResolveError::NoPass {
            input: input.to_string(),
            passers: passers(pos),
            variant: pos.rules().variant,
        }),
        Err(reason) => Err(ResolveError::Illegal {
            input: input.to_string(),
            mv: Move::Pass,
            reason,
        }),
    }
}

pub(super) fn square(pos: &Position, input: &str, st: SquareText) -> Result<Square, ResolveError> {
    st.to_square(pos.dimensions(), pos.rules().winboard_rank_base)
        .ok_or_else(|| ResolveError::OffBoard {
            input: input.to_string(),
            square: st.to_string(),
        })
}

/// [`notation::resolve`](fn@super::resolve) without its check of the notation, for the writers
/// that ask whether a short text names their move; an [`ResolveError::Ambiguous`] comes back
/// without its `texts`.
pub(crate) fn resolve_syntax(
    pos: &Position,
    input: &str,
    syntax: &MoveSyntax,
) -> Result<Move, ResolveError> {
    let err_input = || input.to_string();
    match syntax {
        MoveSyntax::Pass => resolve_pass(pos, input),
        MoveSyntax::Drop {
            kind,
            to,
            promotion,
        } => {
            let to = square(pos, input, *to)?;
            let mv = Move::Drop {
                kind: *kind,
                to,
                promote: promotion.promotes(),
            };
            match pos.check_move(mv) {
                Ok(()) => Ok(mv),
                Err(reason) => Err(ResolveError::Illegal {
                    input: err_input(),
                    mv,
                    reason,
                }),
            }
        }
        MoveSyntax::Coords { squares, promotion } => {
            let sqs = squares
                .iter()
                .map(|&s| square(pos, input, s))
                .collect::<Result<Vec<_>, _>>()?;
            let Some((from, rest)) = sqs.split_first() else {
                return Err(ResolveError::CannotMove {
                    input: err_input(),
                    reasons: Vec::new(),
                });
            };
            let Some((to, mids)) = rest.split_last() else {
                return Err(ResolveError::CannotMove {
                    input: err_input(),
                    reasons: Vec::new(),
                });
            };
            match route(pos, *from, mids, *to, *promotion) {
                Outcome::Legal(mv) => Ok(mv),
                Outcome::Illegal(mv, reason) => Err(ResolveError::Illegal {
                    input: err_input(),
                    mv,
                    reason,
                }),
                Outcome::NoPattern(reason) => {
                    // A two-leg route back home over an empty square by a piece without lion
                    // power, when no piece can pass: say why no pass is possible.
                    let pass_shaped =
                        to == from && mids.len() == 1 && pos.piece_at(mids[0]).is_none();
                    let lion_power = pos
                        .piece_at(*from)
                        .is_some_and(|p| pos.can_pass_kind(p.kind));
                    if pass_shaped && !lion_power && pos.pass_routes().is_empty() {
                        return Err(ResolveError::NoPass {
                            input: err_input(),
                            passers: passers(pos),
                            variant: pos.rules().variant,
                        });
                    }
                    Err(ResolveError::CannotMove {
                        input: err_input(),
                        reasons: vec![(*from, reason)],
                    })
                }
            }
        }
        MoveSyntax::Piece {
            piece,
            origin,
            legs,
            igui,
            promotion,
        } => resolve_piece(pos, input, piece, *origin, legs, *igui, *promotion),
    }
}

pub(super) fn resolve_piece(
    pos: &Position,
    input: &str,
    piece: &PieceText,
    origin: Origin,
    legs: &[Leg],
    igui: bool,
    promotion: Promotion,
) -> Result<Move, ResolveError> {
    let side = pos.side_to_move();
    let dims = pos.dimensions();
    let base = pos.rules().winboard_rank_base;
    let leg_squares = legs
        .iter()
        .map(|l| square(pos, input, l.to))
        .collect::<Result<Vec<_>, _>>()?;
    let Some(&last) = leg_squares.last() else {
        return Err(ResolveError::CannotMove {
            input: input.to_string(),
            reasons: Vec::new(),
        });
    };
    let variant = pos.rules().variant;
    let kinds = piece.kinds_in(variant);
    if kinds.is_empty() {
        return Err(ResolveError::NoSuchPiece {
            input: input.to_string(),
            piece: piece.named(variant, Origin::Any),
        });
    }
    let mine = |sq: Square| {
        pos.piece_at(sq)
            .is_some_and(|p| p.color == side && kinds.contains(&p.kind))
    };
    let candidates: Vec<Square> = match origin {
        Origin::Square(st) => {
            let sq = square(pos, input, st)?;
            match pos.piece_at(sq) {
                None => {
                    return Err(ResolveError::CannotMove {
                        input: input.to_string(),
                        reasons: vec![(sq, IllegalMove::NoPiece(sq))],
                    })
                }
                Some(p) if p.color != side => {
                    return Err(ResolveError::CannotMove {
                        input: input.to_string(),
                        reasons: vec![(sq, IllegalMove::NotYourPiece(sq))],
                    })
                }
                Some(p) if !kinds.contains(&p.kind) => {
                    return Err(ResolveError::WrongPiece {
                        input: input.to_string(),
                        square: sq,
                        found: p.kind,
                        expected: piece.named(variant, Origin::Any),
                    })
                }
                Some(_) => vec![sq],
            }
        }
        Origin::File(f) => pos
            .squares()
            .iter()
            .copied()
            .filter(|&s| mine(s) && wb_file(dims, s) == f)
            .collect(),
        Origin::Rank(r) => pos
            .squares()
            .iter()
            .copied()
            .filter(|&s| mine(s) && wb_rank(dims, base, s) == r)
            .collect(),
        Origin::Any => pos.squares().iter().copied().filter(|&s| mine(s)).collect(),
    };
    if candidates.is_empty() {
        let piece = piece.named(variant, origin);
        return Err(ResolveError::NoSuchPiece {
            input: input.to_string(),
            piece,
        });
    }
    let mut legal: Vec<Move> = Vec::new();
    let mut illegal: Vec<(Square, Move, IllegalMove)> = Vec::new();
    let mut reasons: Vec<(Square, IllegalMove)> = Vec::new();
    for from in candidates {
        let (mids, to): (&[Square], Square) = if igui {
            (&leg_squares[..1], from)
        } else {
            (&leg_squares[..leg_squares.len() - 1], last)
        };
        match route(pos, from, mids, to, promotion) {
            Outcome::Legal(mv) => {
                if !legal.contains(&mv) {
                    legal.push(mv);
                }
            }
            Outcome::Illegal(mv, reason) => illegal.push((from, mv, reason)),
            Outcome::NoPattern(reason) => reasons.push((from, reason)),
        }
    }
    match legal.len() {
        1 => return Ok(legal[0]),
        0 => {}
        _ => {
            return Err(ResolveError::Ambiguous {
                input: input.to_string(),
                candidates: legal,
                // Named by `notation::resolve` (why there: see its body).
                texts: Vec::new(),
            });
        }
    }
    if illegal.len() == 1 {
        let (_, mv, reason) = illegal.pop().expect("one");
        return Err(ResolveError::Illegal {
            input: input.to_string(),
            mv,
            reason,
        });
    }
    if !illegal.is_empty() {
        reasons = illegal.into_iter().map(|(sq, _, r)| (sq, r)).collect();
    }
    // The pieces nearest the destination first: the one the player most likely meant.
    // (king steps, then steps along files and ranks, so a pawn straight below comes first).
    reasons.sort_by_key(|(sq, _)| {
        let steps = sq.file().abs_diff(last.file()) + sq.rank().abs_diff(last.rank());
        (sq.distance(last), steps)
    });
    Err(ResolveError::CannotMove {
        input: input.to_string(),
        reasons,
    })
}
