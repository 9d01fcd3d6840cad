//! The lion-trading rules (`chu-shogi.md` §10): when a move must be checked, the board after
//! it, the protection test and the recapture test.

use super::*;

impl Position {
    /// Whether the lion-trading rules must look at this move: it captures an enemy lion and
    /// either the mover is a lion or a counter-strike restriction is in force.
    #[inline(always)]
    pub(super) fn lion_check_needed(&self, code: Cell, via: Via, to: Square) -> bool {
        if !self.rules.lion_trading() {
            return false;
        }
        let mover_color = color_of(code);
        let captures_lion = |sq: Square| {
            let c = self.board[sq.index()];
            is_piece(c) && color_of(c) != mover_color && self.tables.lion[kind_index(c)]
        };
        let any = via.iter().any(captures_lion) || captures_lion(to);
        if !any {
            return false;
        }
        let mover_lion = self.tables.lion[kind_index(code)];
        mover_lion
            || (self.last_lion_capture.is_some() && self.rules.counterstrike != Counterstrike::Off)
    }

    /// Board after a board move, without updating anything else (for protection tests).
    pub(super) fn board_after(
        &self,
        board: &[Cell; GRID_CELLS],
        from: Square,
        code: Cell,
        via: Via,
        to: Square,
    ) -> [Cell; GRID_CELLS] {
        let mut b = *board;
        for s in via.squares(from, to, |s| board[s.index()] != EMPTY) {
            b[s.index()] = EMPTY;
        }
        b[from.index()] = EMPTY;
        b[to.index()] = code;
        b
    }

    /// Checks §10 Rules B and C for a pattern-legal move of `code` from `from`.
    pub(super) fn lion_rules(
        &self,
        from: Square,
        code: Cell,
        via: Via,
        to: Square,
    ) -> Result<(), IllegalMove> {
        let mover_color = color_of(code);
        let enemy = !mover_color;
        let mover_lion = self.tables.lion[kind_index(code)];
        let mut victims: [Option<Square>; 3] = [None; 3];
        for (i, s) in via.iter().chain((to != from).then_some(to)).enumerate() {
            let c = self.board[s.index()];
            if is_piece(c) && color_of(c) == enemy && self.tables.lion[kind_index(c)] {
                victims[i] = Some(s);
            }
        }
        let after = self.board_after(&self.board, from, code, via, to);
        for x in victims.into_iter().flatten() {
            if mover_lion {
                if from.distance(x) < 2 {
                    continue; // Rule A
                }
                let bridge = via.first().is_some_and(|m| {
                    m != x && {
                        let c = self.board[m.index()];
                        !matches!(
                            PieceKind::ALL[kind_index(c)],
                            PieceKind::Pawn | PieceKind::GoBetween
                        )
                    }
                });
                if bridge {
                    continue;
                }
                if let Some(p) = self.protector(&after, via, x, enemy) {
                    return Err(IllegalMove::LionTrading {
                        rule: LionRule::NonAdjacentProtected,
                        from,
                        lion: x,
                        related: None,
                        protector: Some(p),
                    });
                }
            } else if let Some(last) = self.last_lion_capture {
                if self.rules.counterstrike_same_square && x == last {
                    continue;
                }
                let protector = match self.rules.counterstrike {
                    Counterstrike::Off => continue,
                    Counterstrike::Strict => None,
                    Counterstrike::Okazaki => match self.protector(&after, via, x, enemy) {
                        Some(p) => Some(p),
                        None => continue,
                    },
                };
                return Err(IllegalMove::LionTrading {
                    rule: LionRule::Counterstrike,
                    from,
                    lion: x,
                    related: Some(last),
                    protector,
                });
            }
        }
        Ok(())
    }

    /// A piece of `by` that protects `x` against the capture just made (§10 "Protected"), on
    /// the board `after` the capturing move; `None` if `x` is unprotected.
    ///
    /// A piece still on the board after the move is named first; with `protection_eval =
    /// whole_move` the pawn or go-between taken on the first leg counts too (it protected `x`
    /// before the move) and is named when it is the only protector.
    pub(super) fn protector(
        &self,
        after: &[Cell; GRID_CELLS],
        via: Via,
        x: Square,
        by: Color,
    ) -> Option<Protector> {
        for &s in self.squares.iter() {
            let c = after[s.index()];
            if !is_piece(c) || color_of(c) != by {
                continue;
            }
            let kind = PieceKind::ALL[kind_index(c)];
            if !reaches(&self.tables, kind, by, s, x, |i| after[i]) {
                continue;
            }
            if self.rules.protection_depth == ProtectionDepth::Legal
                && self.tables.lion[kind.index()]
                && s.distance(x) == 2
                && !self.recapture_legal(after, s, c, x)
            {
                continue;
            }
            return Some(Protector {
                square: s,
                piece: Piece::from_code(c),
                captured: false,
            });
        }
        if self.rules.protection_eval == ProtectionEval::WholeMove {
            let m = via.first()?;
            let c = self.board[m.index()];
            if m == x || !is_piece(c) || color_of(c) != by {
                return None;
            }
            let kind = PieceKind::ALL[kind_index(c)];
            if matches!(kind, PieceKind::Pawn | PieceKind::GoBetween)
                && reaches(&self.tables, kind, by, m, x, |i| self.board[i])
            {
                return Some(Protector {
                    square: m,
                    piece: Piece::from_code(c),
                    captured: true,
                });
            }
        }
        None
    }

    /// `protection_depth = legal`: could the lion `code` on `p` legally (Rules A/B, pseudo
    /// protection) recapture on `x`, two squares away, on board `b`?
    pub(super) fn recapture_legal(
        &self,
        b: &[Cell; GRID_CELLS],
        p: Square,
        code: Cell,
        x: Square,
    ) -> bool {
        let own = color_of(code);
        let other = !own;
        let dirs = &self.tables.dir_offsets[0];
        // Bridge: a first leg over a valuable enemy piece adjacent to both squares.
        let mut pawn_routes = Vec::new();
        for &d in dirs {
            let m = (p.index() as isize + d as isize) as usize;
            let c = b[m];
            if !is_piece(c) || color_of(c) != other {
                continue;
            }
            let m_sq = Square::from_index(m).expect("on board");
            if m_sq.distance(x) != 1 {
                continue;
            }
            match PieceKind::ALL[kind_index(c)] {
                PieceKind::Pawn | PieceKind::GoBetween => pawn_routes.push(m_sq),
                _ => return true,
            }
        }
        let unprotected = |via: Via| {
            let mut after = *b;
            for s in via.iter() {
                after[s.index()] = EMPTY;
            }
            after[p.index()] = EMPTY;
            after[x.index()] = code;
            if self.rules.protection_eval == ProtectionEval::WholeMove {
                if let Some(m) = via.first() {
                    let c = b[m.index()];
                    if reaches(
                        &self.tables,
                        PieceKind::ALL[kind_index(c)],
                        other,
                        m,
                        x,
                        |i| b[i],
                    ) {
                        return false;
                    }
                }
            }
            !attacked(&self.tables, &self.squares, &after, x, other)
        };
        unprotected(Via::NONE) || pawn_routes.into_iter().any(|m| unprotected(Via::one(m)))
    }
}
