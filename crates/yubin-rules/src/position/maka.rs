//! Maka Dai Dai Shogi's extra powers in move generation (lion dog, hook moves, the emperor's
//! teleport and its protection test, the free bear's hops) and what a Maka capture does to
//! the capturer (promotion by capture, contagion).

use super::*;

impl Position {
    /// The Maka Dai Dai powers of one piece (`maka-dai-dai-shogi.md` §5): the lion dog's linear
    /// lion power, hook moves, the emperor's teleport and the free bear's hop readings. Calls
    /// `push(position, to, via, captures)` for each pattern move; returns whether the piece can
    /// pass.
    ///
    /// Kept out of line: few pieces have these powers, and inlined into the generation loop it
    /// costs that loop registers.
    #[inline(never)]
    pub(super) fn gen_maka_powers(
        &self,
        from: Square,
        color: Color,
        m: &crate::tables::CompiledMoves,
        push: &mut impl FnMut(&Position, usize, Via, bool),
    ) -> bool {
        let fi = from.index() as isize;
        let b = &self.board;
        let enemy = |c: Cell| is_piece(c) && color_of(c) != color;
        let free = |c: Cell| c == EMPTY || enemy(c);
        let sq = |i: isize| Square::from_index(i as usize).expect("on board");
        let mut can_pass = false;
        if self.rules.burning() {
            can_pass |= self.gen_tenjiku_powers(from, color, m, push);
        }
        if m.dog {
            // §5.2: ends on S3, S2, S1 or (igui) the start; optional captures on the squares
            // passed (S1/S2 for S3, S1 for S2, S2 for S1 — out and back one square).
            for &d in &self.tables.dir_offsets[color.index()] {
                let d = d as isize;
                let (i1, i2, i3) = (fi + d, fi + 2 * d, fi + 3 * d);
                let c1 = b[i1 as usize];
                if c1 == OFF {
                    continue;
                }
                let (c2, c3) = (b[i2 as usize], b[i3 as usize]);
                if c1 == EMPTY {
                    can_pass = true;
                }
                if free(c1) {
                    push(self, i1 as usize, Via::NONE, c1 != EMPTY);
                    if enemy(c2) {
                        push(self, i1 as usize, Via::one(sq(i2)), true);
                    }
                }
                if enemy(c1) {
                    push(self, fi as usize, Via::one(sq(i1)), true);
                }
                if c2 == OFF {
                    continue;
                }
                if free(c2) {
                    push(self, i2 as usize, Via::NONE, c2 != EMPTY);
                    if enemy(c1) {
                        push(self, i2 as usize, Via::one(sq(i1)), true);
                    }
                }
                if c3 != OFF && free(c3) {
                    push(self, i3 as usize, Via::NONE, c3 != EMPTY);
                    if enemy(c1) {
                        push(self, i3 as usize, Via::one(sq(i1)), true);
                    }
                    if enemy(c2) {
                        push(self, i3 as usize, Via::one(sq(i2)), true);
                    }
                    if enemy(c1) && enemy(c2) {
                        push(self, i3 as usize, Via::two(sq(i1), sq(i2)), true);
                    }
                }
            }
        }
        if m.hook != Hook::None {
            // §5.7: the straight legs are the ordinary slides; here the turned moves.
            for (j, &(d, _)) in m.slides.iter().enumerate() {
                for (t, c) in self.ray(from, d) {
                    if c != EMPTY && !(m.hook == Hook::Double && enemy(c)) {
                        break;
                    }
                    let via = if c == EMPTY { Via::NONE } else { Via::one(t) };
                    for &p in &m.hook_turns[j] {
                        for (u, cu) in self.ray(t, p) {
                            if cu != EMPTY {
                                if enemy(cu) {
                                    push(self, u.index(), via, true);
                                }
                                break;
                            }
                            push(self, u.index(), via, !via.is_empty());
                        }
                    }
                    if c != EMPTY {
                        break;
                    }
                }
            }
        }
        if m.hop_captures > 0 {
            // The hop captures every piece it passes: they are the pieces between the start and
            // the final square, so the move does not list them (`Via::LINE`).
            for &d in &m.hop_dirs {
                let mut taken = 0u8;
                for (t, c) in self.ray(from, d) {
                    if c != EMPTY && !enemy(c) {
                        break;
                    }
                    if taken > 0 {
                        push(self, t.index(), Via::LINE, true);
                    }
                    if c != EMPTY {
                        if taken == m.hop_captures {
                            break;
                        }
                        taken += 1;
                    }
                }
            }
        }
        if let Some(tp) = m.teleport {
            let prince = Piece::new(color, PieceKind::PromotedDrunkElephant).code();
            let has_prince = self.squares.iter().any(|s| b[s.index()] == prince);
            let sides = EmperorSides::new(self, from, color);
            for &t in self.squares.iter() {
                let c = b[t.index()];
                if t == from || (c != EMPTY && !enemy(c)) {
                    continue;
                }
                let ok = match tp {
                    Teleport::SafeSquares => {
                        (has_prince && c == EMPTY)
                            || !self.protected_against_emperor(&sides, from, t, color)
                    }
                    Teleport::FreeNonroyal => {
                        c == EMPTY
                            || !self.tables.royal[kind_index(c)]
                            || !self.protected_against_emperor(&sides, from, t, color)
                    }
                };
                if ok {
                    push(self, t.index(), Via::NONE, c != EMPTY);
                }
            }
        }
        can_pass
    }

    /// Whether square `t` would be protected by the opponent of `us` after `us`'s emperor moved
    /// there from `from` (`maka-dai-dai-shogi.md` §5.6: judged on the board after the move, by
    /// movement patterns; an enemy teleporting emperor protects `t` exactly when no other piece of
    /// ours defends `t`, its own square counted empty).
    pub(super) fn protected_against_emperor(
        &self,
        sides: &EmperorSides,
        from: Square,
        t: Square,
        us: Color,
    ) -> bool {
        let b = &self.board;
        let them = !us;
        let (fi, ti) = (from.index(), t.index());
        // The board after the move, read without making it.
        let after = |i: usize| {
            if i == ti {
                b[fi]
            } else if i == fi {
                EMPTY
            } else {
                b[i]
            }
        };
        let ours = |i: usize| i != fi && is_piece(b[i]) && color_of(b[i]) == us;
        if sides.enemies.iter().any(|&(s, kind)| {
            s != t && reaches_capturing(&self.tables, kind, them, s, t, after, ours)
        }) {
            return true;
        }
        for &e in &sides.enemy_emperors {
            if e == t {
                continue;
            }
            let ei = e.index();
            // ... and with the enemy emperor's own square counted empty.
            let after_without = |i: usize| if i == ei { EMPTY } else { after(i) };
            let theirs = |i: usize| i != ei && is_piece(b[i]) && color_of(b[i]) == them;
            let defended = sides.ours.iter().any(|&(p, kind)| {
                p != t && reaches_capturing(&self.tables, kind, us, p, t, after_without, theirs)
            });
            if !defended {
                return true;
            }
        }
        false
    }

    /// What a Maka capture does to the capturer (`maka-dai-dai-shogi.md` §7): the kind the piece
    /// becomes when it changes (`promote: true`), and whether it may and must change.
    ///
    /// A move changes the piece at most in one way, so `Move { promote }` plus the position
    /// identifies the resulting piece: contagion (forced) when the move captures a contagious
    /// piece and the capturer is not royal (the last contagious capture in leg order decides,
    /// §7.3, §13.3), else its ordinary promotion.
    pub(super) fn maka_change(
        &self,
        code: Cell,
        from: Square,
        via: Via,
        to: Square,
    ) -> (Option<PieceKind>, bool, bool) {
        use crate::rules::{Contagion, ContagionSwap, MakaPromotion};
        use PieceKind::*;
        let kind = PieceKind::ALL[kind_index(code)];
        let any_form = self.rules.contagion == Contagion::AnyForm;
        let mut any = false;
        let mut promoted = false;
        let mut contagion = None;
        for s in self
            .via_squares(from, via, to)
            .chain((to != from).then_some(to))
        {
            let c = self.board[s.index()];
            if !is_piece(c) {
                continue;
            }
            any = true;
            let k = PieceKind::ALL[kind_index(c)];
            promoted |= k.is_promoted();
            match k {
                PromotedDeva => contagion = Some(PromotedDeva),
                Deva if any_form => contagion = Some(PromotedDeva),
                PromotedDarkSpirit => contagion = Some(PromotedDarkSpirit),
                DarkSpirit if any_form => contagion = Some(PromotedDarkSpirit),
                _ => {}
            }
        }
        if !any {
            return (None, false, false);
        }
        let royalish = matches!(
            kind,
            King | PromotedKing | DrunkElephant | PromotedDrunkElephant
        );
        if let Some(ck) = contagion.filter(|_| !royalish) {
            let keeps = self.rules.contagion_swap == ContagionSwap::Keep
                && matches!(kind, PromotedDeva | PromotedDarkSpirit);
            if keeps || ck == kind {
                return (None, false, false);
            }
            return (Some(ck), true, true);
        }
        match self.tables.info[kind.index()].and_then(|i| i.promotes_to) {
            None => (None, false, false),
            Some(p) => {
                let must = promoted
                    || self.rules.capture_promotion() == Some(MakaPromotion::CaptureForced);
                (Some(p), true, must)
            }
        }
    }

    /// `(may change, must change)` for a Maka capture (see [`Position::maka_change`]).
    #[inline]
    pub(super) fn maka_options(
        &self,
        code: Cell,
        from: Square,
        via: Via,
        to: Square,
    ) -> (bool, bool) {
        let (_, can, must) = self.maka_change(code, from, via, to);
        (can, must)
    }
}

/// The pieces an emperor's protection test looks at, listed once per generation: the enemy's
/// pieces (without its teleporting emperors), the enemy's teleporting emperors, and our pieces
/// other than the moving emperor.
pub(super) struct EmperorSides {
    enemies: Vec<(Square, PieceKind)>,
    enemy_emperors: Vec<Square>,
    ours: Vec<(Square, PieceKind)>,
}

impl EmperorSides {
    pub(super) fn new(pos: &Position, from: Square, us: Color) -> EmperorSides {
        let mut sides = EmperorSides {
            enemies: Vec::new(),
            enemy_emperors: Vec::new(),
            ours: Vec::new(),
        };
        for (s, pc) in pos.pieces() {
            if pc.color == us {
                if s != from {
                    sides.ours.push((s, pc.kind));
                }
            } else if pos.tables.compiled(pc.kind, pc.color).teleport.is_some() {
                sides.enemy_emperors.push(s);
            } else {
                sides.enemies.push((s, pc.kind));
            }
        }
        sides
    }
}
