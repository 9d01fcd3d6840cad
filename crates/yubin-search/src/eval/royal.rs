//! **Royal shelter**: a royal's neighbourhood. Beyond the home-rank term of the square table,
//! each royal gains for friendly pieces on the 8 squares round it (its guard) and loses for
//! enemy pieces within two squares (its attackers, the more the more they are worth).
//!
//! Values, in hundredths of a pawn, for one royal (a side with several royals counts each at
//! its share: losing one of two is not losing the game):
//! * [`FRIEND`] for each friendly piece next to it, at most [`FRIENDS_MAX`] of them (a king
//!   walled in by its own pieces is not safer than one with a few guards and a way out);
//! * an enemy piece next to it costs [`ENEMY`] plus a fiftieth of its value (a pawn 12, a
//!   Chu lion 60), two squares away half that.
//!
//! The figures are ours, in the spirit of HaChu's king safety (its evaluation counts the
//! royal's guards and attackers; its values were not taken), and were kept or dropped by
//! self-play (the module doc of [`crate::eval`]).
//!
//! Not a square term: it depends on two pieces at once, so it is computed where the search
//! takes its static evaluation. Royals are few (1 to 4 a side) and seldom move, so their
//! squares are remembered and looked for again only when the remembered squares no longer
//! hold as many royals of their side as the position counts.

use std::cell::Cell;
use yubin_rules::{Color, Position, Square};

/// A guard's worth.
pub(crate) const FRIEND: i32 = 6;
/// The most guards counted.
pub(crate) const FRIENDS_MAX: i32 = 5;
/// An attacker's cost next to the royal, before a fiftieth of its value.
pub(crate) const ENEMY: i32 = 10;

/// Royals remembered per side (more are looked for every time: none of the five games has
/// more than a side's king, prince and emperor).
const SLOTS: usize = 4;

/// Where the royals were: per side, up to [`SLOTS`] squares.
type Seen = [[Option<Square>; SLOTS]; 2];

/// The shelter term of one set of rules.
#[derive(Debug, Clone)]
pub(crate) struct Shelter {
    /// Whether each kind (by [`yubin_rules::PieceKind::index`]) is royal.
    royal: Vec<bool>,
    /// The value of each kind, a fiftieth, plus [`ENEMY`]: an attacker's cost next to a royal.
    cost: Vec<i32>,
    /// Each square's neighbours on the board: the 8 round it, then the 16 two squares away.
    rings: Vec<(Vec<Square>, Vec<Square>)>,
    seen: Cell<Seen>,
}

impl Shelter {
    pub(crate) fn new(empty: &Position, values: &crate::value::Values) -> Shelter {
        let kinds = yubin_rules::PieceKind::ALL;
        let royal = kinds.iter().map(|&k| empty.is_royal(k)).collect();
        let cost = kinds
            .iter()
            .map(|&k| {
                if empty.has_kind(k) {
                    ENEMY + values.of(k) / 50
                } else {
                    0
                }
            })
            .collect();
        let squares: Vec<Square> = empty.dimensions().squares().collect();
        let mut rings = vec![(Vec::new(), Vec::new()); super::CELLS];
        for &s in &squares {
            let (one, two) = &mut rings[s.index()];
            for &t in &squares {
                match s.distance(t) {
                    1 => one.push(t),
                    2 => two.push(t),
                    _ => {}
                }
            }
        }
        Shelter {
            royal,
            cost,
            rings,
            seen: Cell::new([[None; SLOTS]; 2]),
        }
    }

    /// The term, Black's view.
    pub(crate) fn score(&self, pos: &Position) -> i32 {
        let seen = self.royals(pos);
        let mut sum = 0;
        for color in Color::ALL {
            let count = i32::from(pos.royal_count(color)).max(1);
            let mut side = 0;
            let mut each = |s: Square| side += self.around(pos, color, s);
            if usize::from(pos.royal_count(color)) > SLOTS {
                for (s, p) in pos.pieces() {
                    if p.color == color && self.royal[p.kind.index()] {
                        each(s);
                    }
                }
            } else {
                seen[color.index()].iter().flatten().for_each(|&s| each(s));
            }
            sum += match color {
                Color::Black => side / count,
                Color::White => -side / count,
            };
        }
        sum
    }

    /// One royal's shelter, its own side's view.
    fn around(&self, pos: &Position, color: Color, s: Square) -> i32 {
        let (one, two) = &self.rings[s.index()];
        let mut friends = 0;
        let mut t = 0;
        for &n in one {
            match pos.piece_at(n) {
                Some(p) if p.color == color => friends += 1,
                Some(p) => t -= self.cost[p.kind.index()],
                None => {}
            }
        }
        for &n in two {
            if let Some(p) = pos.piece_at(n).filter(|p| p.color != color) {
                t -= self.cost[p.kind.index()] / 2;
            }
        }
        t + FRIEND * friends.min(FRIENDS_MAX)
    }

    /// The royals' squares: the remembered ones while they still hold every royal.
    fn royals(&self, pos: &Position) -> Seen {
        let seen = self.seen.get();
        let holds = Color::ALL.iter().all(|&c| {
            let mut n = 0;
            for s in seen[c.index()].iter().flatten() {
                match pos.piece_at(*s) {
                    Some(p) if p.color == c && self.royal[p.kind.index()] => n += 1,
                    _ => return false,
                }
            }
            n == pos.royal_count(c)
        });
        if holds {
            return seen;
        }
        let mut fresh: Seen = [[None; SLOTS]; 2];
        let mut next = [0usize; 2];
        for (s, p) in pos.pieces() {
            let c = p.color.index();
            if self.royal[p.kind.index()] && next[c] < SLOTS {
                fresh[c][next[c]] = Some(s);
                next[c] += 1;
            }
        }
        self.seen.set(fresh);
        fresh
    }

    /// The term summed from scratch, for the tests: every royal found on the board.
    #[cfg(test)]
    pub(crate) fn summed_afresh(&self, pos: &Position) -> i32 {
        let mut sum = 0;
        for color in Color::ALL {
            let count = i32::from(pos.royal_count(color)).max(1);
            let side: i32 = pos
                .pieces()
                .filter(|(_, p)| p.color == color && self.royal[p.kind.index()])
                .map(|(s, _)| self.around(pos, color, s))
                .sum();
            sum += match color {
                Color::Black => side / count,
                Color::White => -side / count,
            };
        }
        sum
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Values;
    use yubin_rules::{PieceKind as K, Rules, Variant};

    fn shelter(rules: Rules) -> Shelter {
        Shelter::new(&Position::empty(rules), &Values::new(&rules))
    }

    /// The remembered royals' squares give the sum from scratch after every move of random
    /// games of every variant (royals moving, captured, promoted to: Chu's drunk elephant
    /// becomes a prince) and after taking the moves back.
    #[test]
    fn the_remembered_royals_give_the_sum_summed_afresh_in_every_variant() {
        let mut rng = crate::baseline::Rng::new(11);
        let (mut plies, mut royal_moves) = (0, 0);
        for variant in Variant::ALL {
            let rules = Rules::standard(variant);
            let term = shelter(rules);
            for _game in 0..4 {
                let mut pos = Position::start(rules);
                let mut trail = Vec::new();
                for _ply in 0..400 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() || pos.royal_count(pos.side_to_move()) == 0 {
                        break;
                    }
                    // Royal moves and captures often: that is when the memory goes stale.
                    let royal: Vec<_> = moves
                        .iter()
                        .copied()
                        .filter(|m| {
                            m.from()
                                .and_then(|s| pos.piece_at(s))
                                .is_some_and(|p| pos.is_royal(p.kind))
                        })
                        .collect();
                    let pool = if !royal.is_empty() && rng.below(3) == 0 {
                        royal_moves += 1;
                        &royal
                    } else {
                        &moves
                    };
                    let mv = pool[rng.below(pool.len())];
                    let undo = pos.make(mv);
                    assert_eq!(term.score(&pos), term.summed_afresh(&pos), "{mv:?}");
                    plies += 1;
                    trail.push(undo);
                }
                while let Some(undo) = trail.pop() {
                    pos.unmake(&undo);
                    assert_eq!(term.score(&pos), term.summed_afresh(&pos), "taken back");
                }
            }
        }
        assert!(plies > 3000 && royal_moves > 300, "{plies} {royal_moves}");
    }

    #[test]
    fn guards_gain_and_attackers_cost_by_their_value() {
        let rules = Rules::default();
        let term = shelter(rules);
        let values = Values::new(&rules);
        let sq = |f, r| Square::new(f, r).unwrap();
        let at = |list: &[(Square, Color, K)]| crate::eval::placed(rules, list);
        let kings = [
            (sq(6, 11), Color::Black, K::King),
            (sq(6, 0), Color::White, K::King),
        ];
        assert_eq!(term.score(&at(&kings)), 0);
        // Two golds beside Black's king.
        let mut guarded = kings.to_vec();
        guarded.push((sq(5, 11), Color::Black, K::Gold));
        guarded.push((sq(7, 10), Color::Black, K::Gold));
        assert_eq!(term.score(&at(&guarded)), 2 * FRIEND);
        // Seven guards count as FRIENDS_MAX.
        let mut walled = kings.to_vec();
        for (f, r) in [
            (5, 11),
            (7, 11),
            (5, 10),
            (6, 10),
            (7, 10),
            (4, 11),
            (8, 11),
        ] {
            walled.push((sq(f, r), Color::Black, K::Pawn));
        }
        assert_eq!(term.score(&at(&walled)), FRIEND * FRIENDS_MAX);
        // A White lion next to Black's king, a White pawn two squares away.
        let mut attacked = kings.to_vec();
        attacked.push((sq(6, 10), Color::White, K::Lion));
        attacked.push((sq(8, 9), Color::White, K::Pawn));
        let lion = ENEMY + values.of(K::Lion) / 50;
        let pawn = (ENEMY + values.of(K::Pawn) / 50) / 2;
        assert_eq!(term.score(&at(&attacked)), -(lion + pawn));
        assert_eq!(lion, 60);
    }
}
