//! Whole games under each time control with simulated time: players think for part of the
//! time they have left, the deadline sweep runs on the way (reminders go out, nobody loses
//! while they have time), and a player who stops moving loses at the deadline exactly.

use super::*;
use yubin_domain::model::{GameResult, GameState};
use yubin_rules::{notation, Color, Game, Rules, Variant};

use yubin_domain::test_rng::Rng;

/// A legal move of `game` that does not end it.
fn quiet_move(game: &Game, rng: &mut Rng) -> yubin_rules::Move {
    let moves = game.legal_moves();
    loop {
        let mv = moves[rng.below(moves.len() as u64) as usize];
        let mut after = game.clone();
        if matches!(after.play(mv), Ok(None)) {
            return mv;
        }
    }
}

#[test]
fn whole_games_under_each_control_with_simulated_time() {
    let controls = [
        "days=2",
        "time=3d+12h max=4d",
        "time=5/5d double=1d",
        "time=2d byo=12h",
    ];
    for (i, control) in controls.into_iter().enumerate() {
        let mut w = World::new();
        let mut rng = Rng(0x2545_F491_4F6C_DD1D + i as u64);
        let g = started_game(&mut w, control);
        let mut game = Game::new(Rules::standard(Variant::Chu));
        let mut reminders = 0;
        for ply in 0..60 {
            let rec = w.game(g).clone();
            assert_eq!(rec.state, GameState::Active, "{control}, ply {ply}");
            let deadline = rec.deadline.expect("a running clock has a deadline");
            // Think for up to 90% of the time left; the sweep runs at every event due meanwhile.
            let think = (deadline - w.now - 120) * rng.below(90) as i64 / 100;
            let until = w.now + think;
            while let Some(t) = w.next_deadline().filter(|&t| t <= until) {
                let effects = w.deadlines(t);
                reminders += effects
                    .iter()
                    .filter(|e| matches!(e, Effect::Send(m) if m.subject.contains("reminder")))
                    .count();
                assert_eq!(
                    w.game(g).state,
                    GameState::Active,
                    "{control}: no loss in time"
                );
            }
            w.now = until;
            let mover = game.position().side_to_move();
            let who = if mover == Color::Black { ALICE } else { BOB };
            let mv = quiet_move(&game, &mut rng);
            let text = notation::usi::format(game.position(), mv);
            let out = w.send(who, &w.reply_to(g, who), &text);
            assert_eq!(out.len(), 2, "{control}, ply {ply}: {text}: {out:#?}");
            game.play(mv).unwrap();
            assert_eq!(w.moves(g), ply + 1);
        }
        assert!(
            reminders > 0,
            "{control}: some turns were long enough to be reminded"
        );
        // The player on turn stops: not lost a second early, lost at the deadline.
        let loser = game.position().side_to_move();
        let deadline = w.game(g).deadline.unwrap();
        while let Some(t) = w.next_deadline().filter(|&t| t < deadline) {
            w.deadlines(t);
        }
        assert_eq!(w.game(g).state, GameState::Active, "{control}");
        w.deadlines(deadline);
        let rec = w.game(g);
        assert_eq!(rec.state, GameState::Finished, "{control}");
        assert_eq!(rec.result, Some(GameResult::Win(!loser)), "{control}");
    }
}
