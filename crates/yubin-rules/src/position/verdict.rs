//! Verdicts on a single move: [`Position::check_move`] with the precise [`IllegalMove`]
//! reason, and playing a move checked or unchecked.

use super::*;

impl Position {
    /// Checks a claimed move and says precisely why it is illegal.
    ///
    /// # Errors
    /// The [`IllegalMove`] reason.
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.royals[self.side.index()] == 0 {
            return Err(IllegalMove::GameOver);
        }
        match mv {
            // Judged by the rule (a lion-power piece with an empty square to step out to),
            // not by looking the pass up in the generated moves.
            Move::Pass => {
                if !self.pass_routes().is_empty() {
                    Ok(())
                } else {
                    Err(IllegalMove::NoPass)
                }
            }
            Move::Drop { kind, to, promote } => {
                if self.rules.setup != Setup::Heisei && !self.has_reserve(self.side) {
                    return Err(IllegalMove::BadDrop(DropFault::NoDrops));
                }
                if !self.has_reserve(self.side) {
                    return Err(IllegalMove::BadDrop(DropFault::DropMade));
                }
                let slot = RESERVE_KINDS.iter().position(|&k| k == kind);
                if slot.is_none_or(|s| self.reserve[self.side.index()][s] == 0) {
                    return Err(IllegalMove::BadDrop(DropFault::NotInReserve));
                }
                if self.board[to.index()] != EMPTY {
                    return Err(IllegalMove::BadDrop(DropFault::Occupied));
                }
                if !self.drop_adjacent(to) {
                    return Err(IllegalMove::BadDrop(DropFault::NotAdjacent(
                        self.rules.heisei_adjacency,
                    )));
                }
                if promote && !self.in_zone(to, self.side) {
                    return Err(IllegalMove::BadDrop(DropFault::PromotedOutsideZone));
                }
                if promote && !self.drop_may_promote(to) {
                    return Err(IllegalMove::BadDrop(DropFault::PromotedOnNextMoveOnly));
                }
                if self.drop_dead(kind, to, promote) {
                    return Err(IllegalMove::BadDrop(DropFault::Dead));
                }
                Ok(())
            }
            Move::Board {
                from,
                to,
                via,
                promote,
            } => {
                let code = self.board[from.index()];
                if !is_piece(code) {
                    return Err(IllegalMove::NoPiece(from));
                }
                if color_of(code) != self.side {
                    return Err(IllegalMove::NotYourPiece(from));
                }
                let kind = PieceKind::ALL[kind_index(code)];
                let mut pattern = Vec::new();
                self.gen_piece(from, code, &mut pattern, false);
                let plain = Move::Board {
                    from,
                    to,
                    via,
                    promote: false,
                };
                let promoted = Move::Board {
                    from,
                    to,
                    via,
                    promote: true,
                };
                if !pattern.contains(&plain) && !pattern.contains(&promoted) {
                    return Err(self.explain_pattern(from, code, to, via));
                }
                self.lion_rules(from, code, via, to)?;
                if promote
                    && !pattern.contains(&promoted)
                    && self.rules.capture_promotion().is_some()
                {
                    let captures =
                        !via.is_empty() || (to != from && self.board[to.index()] != EMPTY);
                    let why = if !captures {
                        PromotionFault::MakaNoCapture
                    } else if kind.is_promoted() {
                        PromotionFault::MakaPromoted
                    } else {
                        PromotionFault::NeverPromotes
                    };
                    return Err(IllegalMove::PromotionNotAllowed { kind, why });
                }
                if promote && !pattern.contains(&promoted) {
                    let why = self.promotion_refusal(kind, from, to);
                    return Err(IllegalMove::PromotionNotAllowed { kind, why });
                }
                if !promote && !pattern.contains(&plain) {
                    let why = if self.rules.capture_promotion().is_some() {
                        PromotionFault::MakaForced
                    } else {
                        PromotionFault::Compulsory
                    };
                    return Err(IllegalMove::PromotionNotAllowed { kind, why });
                }
                Ok(())
            }
        }
    }

    /// Why a Chu move of `kind` from `from` to `to` may not promote, given that the piece can
    /// make the move and the move cannot promote (§9): in words, naming the option that
    /// decides where one does.
    pub(super) fn promotion_refusal(
        &self,
        kind: PieceKind,
        from: Square,
        to: Square,
    ) -> PromotionFault {
        use PieceKind::{GoBetween, Lance, Pawn};
        if self.promotes_to(kind).is_none() {
            return PromotionFault::NeverPromotes;
        }
        if !self.in_zone(from, self.side) && !self.in_zone(to, self.side) {
            return PromotionFault::OutsideZone;
        }
        let last_rank = self.last_rank(to, self.side);
        let (lance, gobetween) = (self.rules.lance_last_rank, self.rules.gobetween_last_rank);
        if self.marks[from.index()] & MARK_DECLINED != 0 {
            return match self.rules.promotion_rule {
                PromotionRule::WikiDelay => PromotionFault::DeclinedWikiDelay,
                _ => PromotionFault::DeclinedMsm,
            };
        }
        // From here on the rule is `jcsa` (the marks exist only under `msm`/`wiki_delay`, and
        // without one those rules let every move touching the zone promote) and the move does
        // not capture (a capture touching the zone may always promote).
        if last_rank && kind == Lance && !lance {
            return PromotionFault::LanceLastRank;
        }
        if last_rank && kind == GoBetween && !gobetween {
            return PromotionFault::GoBetweenLastRank;
        }
        match kind {
            Pawn => PromotionFault::JcsaPawn,
            Lance if lance => PromotionFault::JcsaLance,
            GoBetween if gobetween => PromotionFault::JcsaGoBetween,
            _ => PromotionFault::JcsaEnter,
        }
    }

    /// Why a board move is not in the piece's pattern moves.
    pub(super) fn explain_pattern(
        &self,
        from: Square,
        code: Cell,
        to: Square,
        via: Via,
    ) -> IllegalMove {
        let color = color_of(code);
        let kind = PieceKind::ALL[kind_index(code)];
        let m = self.tables.compiled(kind, color);
        let own = |s: Square| {
            let c = self.board[s.index()];
            is_piece(c) && color_of(c) == color
        };
        if !self.dims.contains(to) {
            return IllegalMove::CannotMoveThere { kind, from, to };
        }
        if via.is_line() {
            let why = if self.rules.burning() && self.sweeps(kind, color) {
                self.sweep_error(from, code, to)
            } else {
                self.hop_error(from, code, to)
            };
            return why.unwrap_or(IllegalMove::CannotMoveThere { kind, from, to });
        }
        if let Some(mid) = via.first() {
            if !(m.lion_full || !m.lion_lines.is_empty() || m.dog || m.hook == Hook::Double) {
                return IllegalMove::BadRoute {
                    kind,
                    why: if m.hop_captures > 0 {
                        RouteFault::HopListed
                    } else {
                        RouteFault::NoLionPower
                    },
                };
            }
            if own(mid) {
                return IllegalMove::OwnPiece(mid);
            }
            if self.board[mid.index()] == EMPTY {
                return IllegalMove::BadRoute {
                    kind,
                    why: RouteFault::FirstLegEmpty,
                };
            }
            if to != from && own(to) {
                return IllegalMove::OwnPiece(to);
            }
            return IllegalMove::BadRoute {
                kind,
                why: if m.dog {
                    RouteFault::LionDog
                } else if m.hook == Hook::Double {
                    RouteFault::Hook
                } else if m.lion_full {
                    RouteFault::LionStep
                } else {
                    RouteFault::LionLines
                },
            };
        }
        if to == from {
            return IllegalMove::CannotMoveThere { kind, from, to };
        }
        if own(to) {
            return IllegalMove::OwnPiece(to);
        }
        if self.rules.burning() {
            if let Some(e) = self.tenjiku_route_error(from, code, to) {
                return e;
            }
        }
        // A slide in the right direction but blocked?
        let delta = to.index() as i32 - from.index() as i32;
        for &(step, range) in &m.slides {
            let d = step as i32;
            if delta % d != 0 || delta.signum() != d.signum() {
                continue;
            }
            let n = delta / d;
            if range != 0 && n > range as i32 {
                continue;
            }
            let mut before_to = self.ray(from, step).take(n as usize - 1);
            if let Some((at, _)) = before_to.find(|&(_, c)| c != EMPTY) {
                if m.hop_captures > 0 && self.hop_error(from, code, to).is_none() {
                    return IllegalMove::MissingCapture { kind, at };
                }
                return IllegalMove::PathBlocked { kind, from, to, at };
            }
        }
        IllegalMove::CannotMoveThere { kind, from, to }
    }

    /// Why the piece `code` on `from` cannot hop to `to` ([`Via::LINE`]: capturing every piece
    /// between, `maka.free_bear` hop readings); `None` if it can by its movement.
    pub(super) fn hop_error(&self, from: Square, code: Cell, to: Square) -> Option<IllegalMove> {
        let color = color_of(code);
        let kind = PieceKind::ALL[kind_index(code)];
        let m = self.tables.compiled(kind, color);
        let bad = |why| Some(IllegalMove::BadRoute { kind, why });
        if m.hop_captures == 0 {
            return bad(RouteFault::NoHop);
        }
        let on_line = m
            .hop_dirs
            .iter()
            .any(|&d| self.ray(from, d).any(|(t, _)| t == to));
        if !on_line {
            return bad(RouteFault::HopDirection);
        }
        let mut taken = 0u8;
        for at in from.between(to) {
            let c = self.board[at.index()];
            if c == EMPTY {
                continue;
            }
            if color_of(c) == color {
                return Some(IllegalMove::PathBlocked { kind, from, to, at });
            }
            taken += 1;
        }
        let c = self.board[to.index()];
        if is_piece(c) && color_of(c) == color {
            return Some(IllegalMove::OwnPiece(to));
        }
        if taken == 0 {
            return bad(RouteFault::HopNothing);
        }
        if taken > m.hop_captures {
            return bad(RouteFault::HopTooMany);
        }
        None
    }

    /// Whether a move is legal.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check_move(mv).is_ok()
    }

    /// Plays a move, returning the new position, or the untouched position with the reason
    /// the move is illegal.
    ///
    /// # Errors
    /// [`PlayError`] holding the position and the [`IllegalMove`] reason.
    pub fn play(mut self, mv: Move) -> Result<Position, PlayError> {
        match self.check_move(mv) {
            Ok(()) => {
                self.make(mv);
                Ok(self)
            }
            Err(reason) => Err(PlayError {
                position: Box::new(self),
                reason,
            }),
        }
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]) in place.
    pub fn play_unchecked(&mut self, mv: Move) {
        self.make(mv);
    }
}
