//! A repetition's cycle: what the rule needs to know of each move (§11), and whom a
//! repeated cycle condemns. [`Game`](super::Game) keeps one [`Ply`] per move; a search that
//! meets a repetition inside its tree asks [`condemned`] about the moves since the earlier
//! occurrence, as the game does at the fourth.

use super::{any_royal_attacked, emperor_captures, in_check, teleporters};
use crate::rules::Repetition;
use crate::{Color, EndReason, Move, Position, Square};

/// What the repetition rule needs to know of a move: who made it, whether it was
/// **attacking** (lishogi's definition, see the [module](super) documentation), whether it
/// **gave check** (§12.1) and whether it was a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ply {
    /// The side that made the move.
    pub mover: Color,
    /// Afterwards an enemy royal is attacked, or the moved piece attacks an enemy piece.
    pub attacking: bool,
    /// Afterwards the enemy has one royal and it is attacked.
    pub check: bool,
    /// The move was a pass.
    pub pass: bool,
}

impl Ply {
    /// The record of `mv`, played from `before` to `after`.
    pub fn of(before: &Position, after: &Position, mv: Move) -> Ply {
        let mover = before.side_to_move();
        let enemy = !mover;
        let sources: Vec<Square> = match mv {
            Move::Board { to, .. } | Move::Drop { to, .. } => vec![to],
            Move::Pass => {
                let mut v: Vec<Square> = before.pass_routes().into_iter().map(|(s, _)| s).collect();
                v.dedup();
                v
            }
        };
        let emperors = teleporters(after, mover);
        let piece_attacks = sources.iter().any(|&s| {
            if emperors.contains(&s) {
                return emperor_captures(after, mover).iter().any(|&(f, _)| f == s);
            }
            after.piece_at(s).is_some_and(|pc| {
                after
                    .pieces()
                    .any(|(t, e)| e.color == enemy && after.piece_reaches(pc, s, t))
            })
        });
        Ply {
            mover,
            attacking: piece_attacks || any_royal_attacked(after, enemy),
            check: in_check(after, enemy),
            pass: mv == Move::Pass,
        }
    }
}

/// The side a repeated `cycle` (every move since the earlier occurrence, the one that repeats
/// included) makes lose under `rule`, if any: under `lishogi` the only side whose every move
/// was attacking, under `jcsa` the responsible side (which may not complete the fourth
/// occurrence and loses if the other side does). `None` for a draw, and under the rules that
/// forbid the repetition instead (`historic`, `historic_4th`, `no_repeat`).
pub fn condemned(rule: Repetition, cycle: &[Ply]) -> Option<Color> {
    match rule {
        Repetition::Lishogi => {
            let only: Vec<Color> = Color::ALL
                .into_iter()
                .filter(|&c| every(cycle, c, |p| p.attacking))
                .collect();
            match only[..] {
                [side] => Some(side),
                _ => None,
            }
        }
        Repetition::Jcsa => jcsa_responsible(cycle).map(|(side, _)| side),
        _ => None,
    }
}

/// Whether every move of `side` in `cycle` satisfies `test` (false if it made none).
fn every(cycle: &[Ply], side: Color, test: impl Fn(&Ply) -> bool) -> bool {
    let mut any = false;
    for p in cycle.iter().filter(|p| p.mover == side) {
        if !test(p) {
            return false;
        }
        any = true;
    }
    any
}

/// §11 `jcsa`: the side responsible for a cycle and the reason it loses if the other side
/// completes the 4th occurrence.
pub(super) fn jcsa_responsible(cycle: &[Ply]) -> Option<(Color, EndReason)> {
    let only = |test: fn(&Ply) -> bool| -> Option<Color> {
        let sides: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|&c| every(cycle, c, test))
            .collect();
        match sides[..] {
            [side] => Some(side),
            _ => None,
        }
    };
    if let Some(side) = only(|p| p.check) {
        return Some((side, EndReason::PerpetualAttack));
    }
    if let Some(side) = only(|p| p.attacking) {
        return Some((side, EndReason::PerpetualAttack));
    }
    if cycle.iter().all(|p| p.pass) {
        return cycle.first().map(|p| (p.mover, EndReason::Repetition));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ply(mover: Color, attacking: bool, check: bool) -> Ply {
        Ply {
            mover,
            attacking,
            check,
            pass: false,
        }
    }

    #[test]
    fn a_cycle_condemns_the_only_side_that_attacked_throughout() {
        use Color::{Black, White};
        let black_attacks = [
            ply(Black, true, false),
            ply(White, false, false),
            ply(Black, true, false),
            ply(White, true, false),
        ];
        assert_eq!(condemned(Repetition::Lishogi, &black_attacks), Some(Black));
        assert_eq!(condemned(Repetition::Jcsa, &black_attacks), Some(Black));
        assert_eq!(condemned(Repetition::NoRepeat, &black_attacks), None);
        let both = [ply(Black, true, false), ply(White, true, false)];
        assert_eq!(condemned(Repetition::Lishogi, &both), None);
        // jcsa: a side that checked throughout is responsible before one that attacked.
        let white_checks = [ply(Black, true, false), ply(White, true, true)];
        assert_eq!(condemned(Repetition::Lishogi, &white_checks), None);
        assert_eq!(condemned(Repetition::Jcsa, &white_checks), Some(White));
    }
}
