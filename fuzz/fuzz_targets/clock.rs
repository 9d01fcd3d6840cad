#![no_main]
//! The time-control reader (`TimeControl::parse`, from a challenge's words) and the conditional
//! moves reader (`conditional::parse`, from a player's `if … then …` lines) on arbitrary text.
//! Checks: no panic; a control read writes back to a text that reads as the same control; the
//! clocks of any game under it are computed without a panic; accepted conditional lines
//! survive their stored form.

use libfuzzer_sys::fuzz_target;
use yubin_domain::clock::{self, History, TimeControl};
use yubin_domain::conditional::{self, Conditionals};
use yubin_rules::{Color, Game, Rules, Variant};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    if let Ok(tc) = TimeControl::parse(&words) {
        let again: TimeControl = tc.to_string().parse().expect("the canonical text reads");
        assert_eq!(again, tc, "{text:?}");
        // Moves at instants taken from the input's bytes.
        let moves: Vec<i64> = data
            .iter()
            .scan(0i64, |t, &b| {
                *t += i64::from(b) * 3_600;
                Some(*t)
            })
            .collect();
        let h = History {
            control: tc,
            start: 0,
            first: Color::Black,
            moves: &moves,
            stops: &[],
            gifts: &[],
        };
        let c = clock::clocks(&h, moves.last().copied().unwrap_or(0) + 1);
        if c.flagged.is_none() {
            let d = c.deadline.expect("no stop: a deadline");
            assert!(d >= c.turn_started, "a deadline before its turn: {text:?}");
        }
    }
    let game = Game::new(Rules::standard(Variant::Chu));
    if let Ok(lines) = conditional::parse(&game, text) {
        let stored = lines.to_stored();
        let back = Conditionals::from_stored(&stored);
        assert!(matches!(back, Ok(ref l) if *l == lines), "{text:?}");
    }
});
