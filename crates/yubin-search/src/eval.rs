//! The evaluation: a sum over the pieces of a term per (colour, kind, square), kept
//! incrementally by the search as moves are made and taken back.
//!
//! A piece's term is its value ([`crate::value`]) and a bonus by square:
//! * **promotion potential**: a kind that promotes to a more valuable kind is worth a fifth of
//!   the difference (counted up to 15 pawns) inside its promotion zone, and a tenth one rank
//!   before it (Maka Dai Dai
//!   and Dai Dai, which promote by capture, have no zone and no such bonus);
//! * **royal safety**: a royal loses 8 hundredths of a pawn for every rank it leaves its
//!   home rank (HaChu keeps its king home the same way, by a piece-square table);
//! * **centre**: a non-royal piece gains up to 8 for standing on the middle files.
//!
//! Burns in Tenjiku change cells no list of captures names: there the change is summed over
//! every square the move changed, as the rules crate names them
//! ([`Position::changed_squares`]).
//!
//! # Optional terms, each measured alone ([`Terms`])
//!
//! Each was played against the evaluation without any of them (`base`) in self-play
//! (`examples/selfplay.rs`, openings of 6 random moves each played with both colours, a fixed
//! number of nodes a move, games capped at 300 plies and then adjudicated on material, a
//! lion's worth or more); a term is kept ([`Terms::kept`]) only if it scored above 50 % by
//! more than its 95 % margin, or was neutral and cut the games drawn at the cap.
//! * **progress** ([`progress`], a square term): pawns and go-betweens gain 5 a rank
//!   advanced, the other small steppers 2 ([`Progress::Small`]). *Dropped*: Chu 10,000 nodes
//!   +10 =2 −23 (31 %, stopped after 35 games), Dai 15,000 nodes 41.7 % ± 10.9 % (60 games).
//! * **progress of pawns alone** ([`Progress::Pawns`]: pawns and go-betweens 3 a rank).
//!   *Kept in Chu*: 56.0 % ± 9.3 % over 100 games at 10,000 nodes (neutral within its
//!   margin), and it more than halves the games drawn at the cap: 8 of 100, where `base`
//!   against itself (`base@10001` vs `base`, the same 50 openings) drew 20 there.
//!   *Dropped elsewhere*: Dai 15,000 nodes +5 =14 −14 (36 %, stopped after 33 games), Maka
//!   Dai Dai 3,000 nodes 40.0 % ± 9.3 % (40 games).
//! * **royal shelter** ([`royal`], outside the sum): a royal's guards gain, enemies within two
//!   squares cost by their value. *Dropped*: neutral, with more draws — Chu 10,000 nodes
//!   56.0 % ± 8.2 % (100 games, 28 drawn at the cap against `base`'s 20), then 50 % over 46
//!   games of new openings; Dai 15,000 nodes 50.0 % ± 8.0 % (60 games, 32 drawn at the
//!   cap); 5 % fewer nodes a second.
//! * **mobility** ([`mobility`], outside the sum): a slider gains 2 for every square its
//!   lines reach. *Dropped*: it costs 43 % of the nodes a second in Chu (157,000 against
//!   273,000 under the same load) and lost all 8 games played at equal nodes.
//! * **press** ([`press`], outside the sum): a side 15 pawns ahead gains for its pieces
//!   near the enemy royals and for the material off the board. Measured not by self-play but
//!   where it is meant to help, converting won Dai games against HaChu 0.21 (1 s a move, from
//!   the 14 positions at ply 300 of the Dai match where yubin was 40 pawns or more ahead,
//!   200 plies more, `tools/referee/README.md`): *dropped*, 6 of 14 won (HaChu resigned)
//!   against 7 of 14 without it, at 43 % of the nodes a second in those positions.
//!
//! Outside Chu the pawns' advance lost in every variant measured (why was not measured), so
//! no optional term is on there.

use crate::value::Values;
use yubin_rules::{Color, Move, Piece, PieceKind, Position, Square, Variant};

mod mobility;
mod press;
mod progress;
mod royal;

pub(crate) use mobility::Mobility;
pub(crate) use press::Press;
pub use progress::Progress;
pub(crate) use royal::Shelter;

/// The evaluation's optional terms, each on its own switch so that self-play can measure it
/// alone (`examples/selfplay.rs`: `base` has none, `full` the kept set [`Terms::kept`]).
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Terms {
    /// Small pieces gain for advancing ([`progress`]): a square term.
    pub progress: Progress,
    /// A royal's neighbourhood ([`royal`]): friends round it gain, enemies near it cost.
    pub shelter: bool,
    /// The squares the sliders reach ([`mobility`]).
    pub mobility: bool,
    /// A side far ahead closes in on the enemy royals and trades ([`press`]).
    pub press: bool,
}

impl Terms {
    /// None of the optional terms: the evaluation before they were measured.
    pub const NONE: Terms = Terms {
        progress: Progress::Off,
        shelter: false,
        mobility: false,
        press: false,
    };
    /// The terms kept for a variant, on by default: those that paid in self-play (see the
    /// module doc): the progress of pawns and go-betweens in Chu, none elsewhere.
    pub fn kept(variant: Variant) -> Terms {
        match variant {
            Variant::Chu => Terms {
                progress: Progress::Pawns,
                ..Terms::NONE
            },
            _ => Terms::NONE,
        }
    }
}

/// The most promotion gain the bonus counts (Tenjiku's water buffalo becomes a fire demon).
const GAIN_MAX: i32 = 1500;

/// Cells of the padded grid a square's index falls in (`Square::index` < this).
const CELLS: usize = 25 * 25;

/// The terms of one set of rules.
#[derive(Debug, Clone)]
pub struct Eval {
    values: Values,
    /// `terms[(color * kinds + kind) * CELLS + square]`.
    terms: Vec<i32>,
    kinds: usize,
    burning: bool,
    /// The royal shelter term, when on.
    shelter: Option<Shelter>,
    /// The sliders' mobility, when on.
    mobility: Option<Mobility>,
    /// The press of a side far ahead, when on.
    press: Option<Press>,
}

impl Eval {
    /// The terms for the rules of `pos` (its board gives the dimensions); material alone
    /// unless `positional` (then with the optional `extra` terms).
    pub fn new(values: Values, pos: &Position, positional: bool, extra: Terms) -> Eval {
        let kinds = PieceKind::ALL.len();
        let rules = *pos.rules();
        let empty = Position::empty(rules);
        let dims = empty.dimensions();
        let mut terms = vec![0; 2 * kinds * CELLS];
        let zones = rules.capture_promotion().is_none();
        for color in Color::ALL {
            for &kind in PieceKind::ALL {
                if !empty.has_kind(kind) {
                    continue;
                }
                let v = values.of(kind);
                let royal = empty.is_royal(kind);
                let gain = empty
                    .promotes_to(kind)
                    .map_or(0, |k| (values.of(k) - v).clamp(0, GAIN_MAX));
                let small = progress::small(&empty, &values, kind, extra.progress);
                for sq in dims.squares() {
                    let t = if positional {
                        let gain = if zones { gain } else { 0 };
                        let advance = progress::bonus(&empty, small, color, sq);
                        v + square_bonus(&empty, color, sq, royal, gain) + advance
                    } else {
                        v
                    };
                    terms[(color.index() * kinds + kind.index()) * CELLS + sq.index()] = t;
                }
            }
        }
        let shelter = (positional && extra.shelter).then(|| Shelter::new(&empty, &values));
        let press = (positional && extra.press).then(|| Press::new(&empty, &values));
        Eval {
            values,
            terms,
            kinds,
            burning: rules.burning(),
            shelter,
            mobility: (positional && extra.mobility).then(|| Mobility::new(&empty)),
            press,
        }
    }

    /// The terms not kept in the sum `sum` (Black's view), for the static evaluation
    /// (Black's view): the royals' shelter, the sliders' mobility and the press of a side far
    /// ahead when on, 0 otherwise.
    #[inline]
    pub fn outside(&self, pos: &Position, sum: i32) -> i32 {
        let mut t = 0;
        if let Some(p) = &self.press {
            t += p.score(pos, sum);
        }
        if let Some(s) = &self.shelter {
            t += s.score(pos);
        }
        if let Some(m) = &self.mobility {
            t += m.score(pos);
        }
        t
    }

    /// The piece values.
    pub fn values(&self) -> &Values {
        &self.values
    }

    /// Whether terms must be summed again after each move (Tenjiku's burns).
    pub fn burning(&self) -> bool {
        self.burning
    }

    /// The term of a piece on a square.
    #[inline]
    pub fn term(&self, color: Color, kind: PieceKind, sq: Square) -> i32 {
        self.terms[(color.index() * self.kinds + kind.index()) * CELLS + sq.index()]
    }

    /// The term of what stands on `sq` (`None`: nothing), from Black's point of view.
    #[inline]
    pub fn signed(&self, piece: Option<Piece>, sq: Square) -> i32 {
        match piece {
            Some(p) if p.color == Color::Black => self.term(p.color, p.kind, sq),
            Some(p) => -self.term(p.color, p.kind, sq),
            None => 0,
        }
    }

    /// The change a move just made on `pos` (its [`yubin_rules::Undo`] `undo`) made to the
    /// sum, from every square it changed ([`Position::changed_squares`]): Tenjiku's burns and
    /// sweeps included.
    pub fn changed(&self, pos: &Position, undo: &yubin_rules::Undo) -> i32 {
        let mut delta = 0;
        pos.changed_squares(undo, |sq, before| {
            delta += self.signed(pos.piece_at(sq), sq) - self.signed(before, sq);
        });
        delta
    }

    /// The whole sum, from Black's point of view.
    pub fn full(&self, pos: &Position) -> i32 {
        pos.pieces()
            .map(|(sq, p)| {
                let t = self.term(p.color, p.kind, sq);
                if p.color == Color::Black {
                    t
                } else {
                    -t
                }
            })
            .sum()
    }

    /// The value of what `mv` captures (its victims on its square, its route and a hop's
    /// line; not Tenjiku's burns), before it is made.
    pub fn victims(&self, pos: &Position, mv: Move) -> i32 {
        let Move::Board { from, to, via, .. } = mv else {
            return 0;
        };
        let side = pos.side_to_move();
        let enemy = |s: Square| {
            pos.piece_at(s)
                .filter(|p| p.color != side)
                .map_or(0, |p| self.values.of(p.kind))
        };
        let mut sum = 0;
        if to != from {
            sum += enemy(to);
        }
        if via.is_line() {
            if !self.burning {
                sum += from.between(to).map(enemy).sum::<i32>();
            }
        } else {
            sum += via.iter().map(enemy).sum::<i32>();
        }
        sum
    }

    /// The change of [`Eval::full`] (Black's view) that `mv` will make, in two halves: call
    /// `before` ahead of [`Position::make`] and `after` once made.
    pub fn before(&self, pos: &Position, mv: Move) -> i32 {
        let Move::Board { from, to, via, .. } = mv else {
            return 0;
        };
        let side = pos.side_to_move();
        let mut delta = 0;
        let mut take = |s: Square| {
            if let Some(p) = pos.piece_at(s) {
                let t = self.term(p.color, p.kind, s);
                delta -= if p.color == Color::Black { t } else { -t };
            }
        };
        if via.is_line() {
            for s in from.between(to) {
                if pos.piece_at(s).is_some_and(|p| p.color != side) {
                    take(s);
                }
            }
        } else {
            via.iter().for_each(&mut take);
        }
        take(from);
        if to != from {
            take(to);
        }
        delta
    }

    /// The second half of the change (see [`Eval::before`]): the moved or dropped piece on its
    /// new square.
    pub fn after(&self, pos: &Position, mv: Move) -> i32 {
        let to = match mv {
            Move::Board { to, .. } | Move::Drop { to, .. } => to,
            Move::Pass => return 0,
        };
        match pos.piece_at(to) {
            Some(p) => {
                let t = self.term(p.color, p.kind, to);
                if p.color == Color::Black {
                    t
                } else {
                    -t
                }
            }
            None => 0,
        }
    }
}

/// A piece's bonus for its square (see the module doc); `gain` is what its promotion is worth.
fn square_bonus(empty: &Position, color: Color, sq: Square, royal: bool, gain: i32) -> i32 {
    let dims = empty.dimensions();
    if royal {
        let advance = match color {
            Color::Black => i32::from(dims.ranks - 1 - sq.rank()),
            Color::White => i32::from(sq.rank()),
        };
        return -8 * advance;
    }
    let half = i32::from(dims.files) / 2;
    let off = (i32::from(sq.file()) * 2 - i32::from(dims.files) - 1).abs() / 2;
    let mut t = 8 * (half - off).max(0) / half.max(1);
    if gain > 0 {
        if empty.in_zone(sq, color) {
            t += gain / 5;
        } else if next_rank(sq, color, dims.ranks).is_some_and(|s| empty.in_zone(s, color)) {
            t += gain / 10;
        }
    }
    t
}

/// The square one rank further for `color`.
fn next_rank(sq: Square, color: Color, ranks: u8) -> Option<Square> {
    let r = match color {
        Color::Black => sq.rank().checked_sub(1)?,
        Color::White => sq.rank() + 1,
    };
    (r < ranks).then(|| Square::new(sq.file(), r)).flatten()
}

/// A Black-to-move position of `rules` with only `pieces` on it (the terms' tests).
#[cfg(test)]
pub(crate) fn placed(rules: yubin_rules::Rules, pieces: &[(Square, Color, PieceKind)]) -> Position {
    let list: Vec<(Square, Piece)> = pieces
        .iter()
        .map(|&(s, c, k)| (s, Piece::new(c, k)))
        .collect();
    Position::from_pieces(rules, &list, Color::Black, None, 1).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{Rules, Variant};

    /// Tenjiku's incremental sum, from the squares each move changed, equals the whole sum
    /// after every move of random games under each burning and sweeping option (the burns,
    /// the demons burned where they stop, the newborn demons' burns, the sweeps of jumping
    /// generals), and taking the moves back restores it.
    #[test]
    fn tenjiku_s_changed_squares_keep_the_sum_under_every_burning_option() {
        let options: &[&[(&str, &str)]] = &[
            &[],
            &[("tenjiku.fire_demon.promotion_burn", "next_turn")],
            &[("tenjiku.fire_demon.suicide", "burn_others_first")],
            &[("tenjiku.passive_burn.scope", "any")],
            &[("tenjiku.passive_burn.captured_demon", "burns")],
            &[("tenjiku.jump.mode", "ja_sweep")],
            &[
                ("tenjiku.jump.mode", "ja_sweep"),
                ("tenjiku.passive_burn.scope", "any"),
                ("tenjiku.passive_burn.captured_demon", "burns"),
                ("tenjiku.fire_demon.promotion_burn", "next_turn"),
            ],
        ];
        let mut rng = crate::baseline::Rng::new(7);
        let (mut changed_moves, mut burns, mut plies) = (0, 0, 0);
        for set in options {
            let mut rules = Rules::standard(Variant::Tenjiku);
            for (k, v) in *set {
                rules.set(k, v).unwrap();
            }
            let eval = Eval::new(
                crate::value::Values::new(&rules),
                &Position::start(rules),
                true,
                Terms {
                    progress: Progress::Small,
                    shelter: true,
                    mobility: true,
                    press: true,
                },
            );
            for _game in 0..6 {
                let mut pos = Position::start(rules);
                let mut score = eval.full(&pos);
                let mut trail = Vec::new();
                for _ply in 0..300 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    // Captures first, half the time: burns come from fights.
                    let captures: Vec<_> = moves
                        .iter()
                        .copied()
                        .filter(|&m| eval.victims(&pos, m) > 0)
                        .collect();
                    let pool = if !captures.is_empty() && rng.below(2) == 0 {
                        &captures
                    } else {
                        &moves
                    };
                    let mv = pool[rng.below(pool.len())];
                    let undo = pos.make(mv);
                    let delta = eval.changed(&pos, &undo);
                    let whole = eval.full(&pos);
                    assert_eq!(score + delta, whole, "{set:?}: {mv:?}");
                    plies += 1;
                    let mut squares = 0;
                    pos.changed_squares(&undo, |_, _| squares += 1);
                    if squares > 2 {
                        changed_moves += 1;
                    }
                    if squares > 3 {
                        burns += 1;
                    }
                    trail.push((undo, score));
                    score = whole;
                    if pos.royal_count(pos.side_to_move()) == 0 {
                        break;
                    }
                }
                while let Some((undo, before)) = trail.pop() {
                    pos.unmake(&undo);
                    assert_eq!(eval.full(&pos), before, "{set:?}: taken back");
                }
            }
        }
        // Many moves changed more than their two squares, and some burned (or swept) more.
        assert!(
            plies > 4000 && changed_moves > 300 && burns > 100,
            "{plies} plies, {changed_moves} changed more than two squares, {burns} more than three"
        );
    }
}
