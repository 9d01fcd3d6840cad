//! Pseudo-random playouts under every repetition rule, and the attacking pass.

use super::*;

// ----------------------------------------------------------------------- playouts

/// Pseudo-random games under every repetition rule (and the `jcsa` preset, which adds
/// `mate_wins`): every move [`Game::legal_moves`] offers passes [`Game::check_move`], and the
/// game's position matches replaying its moves on the initial position.
#[test]
fn playouts_stay_consistent() {
    let mut presets: Vec<Rules> = Repetition::ALL
        .iter()
        .map(|r| rules_with(&[("chu.repetition", r.as_str())]))
        .collect();
    presets.push(Rules::preset(Variant::Chu, "jcsa").unwrap());
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut plies = 0;
    for rules in presets {
        let mut g = Game::new(rules);
        for _ in 0..120 {
            let moves = g.legal_moves();
            if moves.is_empty() {
                assert!(g.outcome().is_some());
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = moves[(seed >> 33) as usize % moves.len()];
            assert_eq!(g.check_move(m), Ok(()), "{m}");
            g.play(m).unwrap();
            plies += 1;
        }
        let mut replay = g.initial().clone();
        for &m in g.moves() {
            replay = replay.play(m).unwrap();
        }
        assert_eq!(&replay, g.position());
        assert_eq!(replay.hash(), g.position().hash_from_scratch());
    }
    assert!(plies > 300);
}

/// A pass is attacking when a piece that could make it attacks an enemy piece: Black's lion
/// on 7g keeps attacking White's pawn on 7e while both sides pass, so under `lishogi` Black is
/// the only attacker and loses at the 4th occurrence.
#[test]
fn lishogi_attacking_pass() {
    let mut g = game(
        Rules::default(),
        "k11/12/6n5/12/5p6/12/5N6/12/12/12/12/K11 b - 1",
    );
    play_all(&mut g, &["pass"; 5]);
    assert_eq!(
        g.play(Move::Pass),
        Ok(win(Color::White, EndReason::PerpetualAttack))
    );
}
