//! The hourly limit on newcomers' challenges, from all addresses together.

use super::*;

#[test]
fn newcomers_wait_once_the_hour_had_its_share_and_players_never_do() {
    let mut w = World::new();
    w.engine = Engine::new(Settings {
        newcomers_per_hour: 2,
        ..settings()
    });
    let fresh = |n: u32| format!("new{n}@example.test");
    // Each challenges a player of their own (one who never wrote gets one challenge at a time).
    let opponent = |n: u32| format!("opponent{n}@example.test");
    for n in 0..2 {
        let out = w.send(&fresh(n), BOT, &format!("challenge {}", opponent(n)));
        assert_eq!(out.len(), 2, "{out:#?}");
    }
    // The third newcomer in the hour is told to come back, and nothing is made.
    let out = w.send(&fresh(2), BOT, &format!("challenge {}", opponent(2)));
    assert_eq!(out.len(), 1);
    assert!(
        flat(&out[0].text).contains("at most 2 new players an hour"),
        "{}",
        out[0].text
    );
    assert_eq!(w.games.len(), 2);
    // A player with a game is not held up by them (new0 has one now).
    let out = w.send(&fresh(0), BOT, &format!("challenge {ALICE}"));
    assert_eq!(out.len(), 2, "{out:#?}");
    // An hour on, the newcomer's turn has come.
    w.now += 3600;
    let out = w.send(&fresh(2), BOT, &format!("challenge {}", opponent(2)));
    assert_eq!(out.len(), 2, "{out:#?}");
    assert_eq!(w.games.len(), 4);
}
