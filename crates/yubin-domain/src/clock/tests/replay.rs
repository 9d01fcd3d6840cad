//! Hand-computed games for each control, and property tests of the replay's invariants.

use super::{tc, D, H};
use crate::clock::{clocks, Clocks, Gift, History, Secs, Stop, TimeControl};
use proptest::prelude::*;
use yubin_rules::Color::{self, Black, White};

/// A game from instant 0, Black first.
fn game<'a>(control: &str, moves: &'a [i64], stops: &'a [Stop], gifts: &'a [Gift]) -> History<'a> {
    History {
        control: tc(control),
        start: 0,
        first: Black,
        moves,
        stops,
        gifts,
    }
}

// ---- hand-computed games ----

#[test]
fn per_move_game() {
    // Black takes 1 day, White 2, Black 3 days less a second; White has used an hour.
    let moves = [D, 3 * D, 6 * D - 1];
    let h = game("days=3", &moves, &[], &[]);
    let c = clocks(&h, 6 * D - 1 + H);
    assert_eq!(c.on_turn, White);
    assert_eq!(c.turn_started, 6 * D - 1);
    assert_eq!(c.available_at_turn_start, 3 * D);
    assert_eq!(c.deadline, Some(9 * D - 1));
    assert_eq!(c.flagged, None);
    let w = c.side(White);
    assert_eq!(
        (w.bank, w.left, w.move_left),
        (0, 3 * D - H, Some(3 * D - H))
    );
    assert_eq!(w.moves_made, 1);
    let b = c.side(Black);
    assert_eq!((b.bank, b.left, b.move_left), (0, 3 * D, Some(3 * D)));
    assert_eq!(b.moves_made, 2);
    // 80 % of three days is 57.6 hours.
    assert_eq!(c.when_used(800), Some(6 * D - 1 + 57 * H + 36 * 60));
    assert_eq!(c.when_used(1000), c.deadline);

    assert_eq!(clocks(&h, 9 * D - 2).flagged, None);
    assert_eq!(clocks(&h, 9 * D - 1).flagged, Some((White, 9 * D - 1)));
    // A move at the deadline is late, and stays so.
    let late = [3 * D, 4 * D];
    let c = clocks(&game("days=3", &late, &[], &[]), 4 * D);
    assert_eq!(c.flagged, Some((Black, 3 * D)));
    assert_eq!(c.side(Black).bank, 0);
    assert_eq!(c.side(Black).left, 3 * D);
}

#[test]
fn per_move_gift_is_a_reserve() {
    // White gives Black a day half a day into Black's first move; Black takes 3.5 days.
    let gifts = [Gift {
        to: Black,
        at: D / 2,
        secs: D,
    }];
    let c = clocks(&game("days=3", &[], &[], &gifts), D);
    assert_eq!(c.deadline, Some(4 * D));
    assert_eq!(c.available_at_turn_start, 3 * D);
    assert_eq!(c.when_used(1000), Some(3 * D));
    assert_eq!(c.side(Black).bank, D);
    assert_eq!(c.side(Black).left, 3 * D);

    let moves = [3 * D + D / 2];
    let c = clocks(&game("days=3", &moves, &[], &gifts), 4 * D);
    assert_eq!(c.flagged, None);
    let b = c.side(Black);
    assert_eq!(
        (b.bank, b.left, b.move_left),
        (D / 2, 3 * D + D / 2, Some(3 * D))
    );
    // Before the gift Black had only three days: a gift after that is too late.
    let late = [Gift {
        to: Black,
        at: 3 * D + 1,
        secs: D,
    }];
    let c = clocks(&game("days=3", &[], &[], &late), 5 * D);
    assert_eq!(c.flagged, Some((Black, 3 * D)));
}

#[test]
fn fischer_game() {
    // Bank 2d, increment 12h, cap 2d6h.
    let control = "time=2d+12h max=2d6h";
    let moves = [6 * H, D + 6 * H, D + 7 * H];
    let h = game(control, &moves, &[], &[]);
    let c = clocks(&h, D + 17 * H);
    assert_eq!(c.on_turn, White);
    // Black: 2d - 6h + 12h, capped; then 2d6h - 1h + 12h, capped.
    assert_eq!(c.side(Black).bank, 2 * D + 6 * H);
    // White: 2d - 1d + 12h, less the 10 hours of this turn.
    assert_eq!(c.available_at_turn_start, D + 12 * H);
    assert_eq!(c.side(White).bank, D + 2 * H);
    assert_eq!(c.side(White).left, D + 2 * H);
    assert_eq!(c.side(White).move_left, None);
    assert_eq!(c.deadline, Some(D + 7 * H + D + 12 * H));
    assert_eq!(c.when_used(500), Some(D + 7 * H + 18 * H));

    // A gift is not capped, and the cap does not take it back after a move.
    let gifts = [Gift {
        to: Black,
        at: D + 8 * H,
        secs: D,
    }];
    let c = clocks(&game(control, &moves, &[], &gifts), D + 9 * H);
    assert_eq!(c.side(Black).bank, 3 * D + 6 * H);
    let more = [6 * H, D + 6 * H, D + 7 * H, D + 9 * H, D + 10 * H];
    let c = clocks(&game(control, &more, &[], &gifts), D + 10 * H);
    // 3d6h - 1h, the increment adding nothing above the cap.
    assert_eq!(c.side(Black).bank, 3 * D + 5 * H);
    // White: 2d - 1d + 12h - 2h + 12h.
    assert_eq!(c.deadline, Some(D + 10 * H + D + 22 * H));
}

#[test]
fn iccf_game() {
    // Two moves in ten days; a move beyond three days is charged double.
    let control = "time=2/10d double=3d";
    let moves = [4 * D, 4 * D + H, 5 * D + H];
    let h = game(control, &moves, &[], &[]);
    let c = clocks(&h, 7 * D + H);
    assert_eq!(c.on_turn, White);
    // Black: 10d - (4d + 1d doubled) - 1d, plus a period after his second move.
    let b = c.side(Black);
    assert_eq!(b.bank, 14 * D);
    assert_eq!(
        (b.moves_to_control, b.until_control),
        (Some(2), Some(14 * D))
    );
    let w = c.side(White);
    assert_eq!(w.bank, 8 * D - H);
    assert_eq!(
        (w.moves_to_control, w.until_control),
        (Some(1), Some(8 * D - H))
    );
    assert_eq!(c.available_at_turn_start, 10 * D - H);
    // u + (u - 3d) = 10d - 1h: u = 6d 11h 30m.
    let deadline = 5 * D + H + 6 * D + 11 * H + 30 * 60;
    assert_eq!(c.deadline, Some(deadline));
    assert_eq!(c.when_used(1000), Some(deadline));
    // While the turn runs, time beyond three days already counts double.
    let w = *clocks(&h, 5 * D + H + 4 * D).side(White);
    assert_eq!(w.bank, 10 * D - H - 5 * D);
    assert_eq!(clocks(&h, deadline - 1).flagged, None);
    assert_eq!(clocks(&h, deadline).flagged, Some((White, deadline)));
    assert_eq!(clocks(&h, deadline).side(White).bank, 0);
}

#[test]
fn byoyomi_game() {
    // A day of main time, then six hours a move.
    let control = "time=1d byo=6h";
    let moves = [20 * H, 21 * H, 28 * H];
    let h = game(control, &moves, &[], &[]);
    let c = clocks(&h, 30 * H);
    assert_eq!(c.on_turn, White);
    // Black used his last 4 hours and 3 of the period.
    let b = c.side(Black);
    assert!(b.in_byoyomi);
    assert_eq!((b.bank, b.move_left, b.left), (0, Some(6 * H), 6 * H));
    let w = c.side(White);
    assert!(!w.in_byoyomi);
    assert_eq!((w.bank, w.move_left, w.left), (21 * H, Some(6 * H), 27 * H));
    assert_eq!(c.deadline, Some(28 * H + 29 * H));

    let moves = [20 * H, 21 * H, 28 * H, 30 * H];
    let h = game(control, &moves, &[], &[]);
    let c = clocks(&h, 35 * H);
    assert_eq!(c.on_turn, Black);
    assert_eq!(c.side(Black).move_left, Some(H));
    assert_eq!(c.side(Black).left, H);
    assert_eq!(c.deadline, Some(36 * H));
    assert_eq!(c.available_at_turn_start, 6 * H);
    assert_eq!(clocks(&h, 36 * H).flagged, Some((Black, 36 * H)));

    // A gift takes Black out of byoyomi.
    let gifts = [Gift {
        to: Black,
        at: 35 * H,
        secs: D,
    }];
    let c = clocks(&game(control, &moves, &[], &gifts), 35 * H);
    let b = c.side(Black);
    assert!(!b.in_byoyomi);
    assert_eq!((b.bank, b.move_left, b.left), (19 * H, Some(6 * H), 25 * H));
    assert_eq!(c.deadline, Some(30 * H + D + 6 * H));
}

#[test]
fn stops_move_the_deadline() {
    // Black's leave from day 1 to day 2: only Black's clock stops.
    let leave = [Stop {
        color: Some(Black),
        from: D,
        to: Some(2 * D),
    }];
    let c = clocks(&game("days=3", &[], &leave, &[]), D + 12 * H);
    assert_eq!(c.side(Black).move_left, Some(2 * D));
    assert_eq!(c.deadline, Some(4 * D));
    assert_eq!(c.when_used(500), Some(2 * D + 12 * H));
    assert_eq!(c.when_used(1000), Some(4 * D));
    let c = clocks(&game("days=3", &[D], &leave, &[]), D + 12 * H);
    assert_eq!(c.side(White).move_left, Some(3 * D - 12 * H));
    assert_eq!(c.deadline, Some(4 * D));

    // A leave booked ahead moves the deadline already.
    let booked = [Stop {
        color: Some(Black),
        from: 2 * D,
        to: Some(4 * D),
    }];
    let c = clocks(&game("days=3", &[], &booked, &[]), H);
    assert_eq!(c.deadline, Some(5 * D));
    let after = [Stop {
        color: None,
        from: 5 * D,
        to: Some(7 * D),
    }];
    let c = clocks(&game("days=3", &[], &after, &[]), H);
    assert_eq!(c.deadline, Some(3 * D));

    // A pause not yet resumed: no deadline, the clocks stand.
    let pause = [Stop {
        color: None,
        from: D,
        to: None,
    }];
    let c = clocks(&game("time=2d+1d", &[], &pause, &[]), 10 * D);
    assert_eq!(c.deadline, None);
    assert_eq!(c.when_used(1000), None);
    assert_eq!(c.when_used(400), Some(D * 4 / 5));
    assert_eq!(c.flagged, None);
    assert_eq!(c.side(Black).bank, D);
    assert_eq!(c.side(White).bank, 2 * D);

    // Overlapping stops count once; an inverted one stops nothing.
    let overlapping = [
        Stop {
            color: None,
            from: D,
            to: Some(2 * D),
        },
        Stop {
            color: Some(Black),
            from: D + H,
            to: Some(2 * D + H),
        },
        Stop {
            color: Some(Black),
            from: 5 * D,
            to: Some(4 * D),
        },
    ];
    let c = clocks(&game("days=3", &[], &overlapping, &[]), 2 * D + H);
    assert_eq!(c.side(Black).move_left, Some(2 * D));
    assert_eq!(c.deadline, Some(4 * D + H));
}

#[test]
fn white_may_move_first_and_moves_out_of_order_take_no_time() {
    let moves = [D, D - H];
    let h = History {
        control: tc("time=5d+1d"),
        start: 0,
        first: White,
        moves: &moves,
        stops: &[],
        gifts: &[],
    };
    let c = clocks(&h, D - H);
    assert_eq!(c.on_turn, White);
    assert_eq!(c.side(White).bank, 5 * D);
    assert_eq!(c.side(Black).bank, 6 * D);
    assert_eq!(c.turn_started, D - H);
}

// ---- properties ----

/// Controls on the scale of the generated games, so that flags are common.
fn game_control() -> impl Strategy<Value = TimeControl> {
    prop_oneof![
        (1u32..=4).prop_map(|days| TimeControl::PerMove { days }),
        (H..=8 * D, H..=2 * D, proptest::option::of(0..=10 * D)).prop_map(
            |(bank, increment, cap)| TimeControl::Fischer {
                bank,
                increment,
                cap: cap.map(|c| c.max(bank)),
            }
        ),
        (1u32..=4, H..=8 * D, proptest::option::of(D..=4 * D)).prop_map(
            |(moves, period, double_after)| TimeControl::Iccf {
                moves,
                period,
                double_after,
            }
        ),
        (H..=5 * D, H..=2 * D).prop_map(|(bank, period)| TimeControl::Byoyomi { bank, period }),
    ]
}

/// An owned [`History`].
#[derive(Debug, Clone)]
struct Game {
    control: TimeControl,
    start: i64,
    first: Color,
    moves: Vec<i64>,
    stops: Vec<Stop>,
    gifts: Vec<Gift>,
}

impl Game {
    fn history(&self) -> History<'_> {
        History {
            control: self.control,
            start: self.start,
            first: self.first,
            moves: &self.moves,
            stops: &self.stops,
            gifts: &self.gifts,
        }
    }

    /// The game after its first `k` moves.
    fn prefix(&self, k: usize) -> Game {
        Game {
            moves: self.moves[..k].to_vec(),
            ..self.clone()
        }
    }

    /// The instant of the last move (or the start).
    fn last(&self) -> i64 {
        self.moves.last().copied().unwrap_or(self.start)
    }

    /// The time each move took.
    fn durations(&self) -> impl Iterator<Item = (usize, Secs)> + '_ {
        let mut prev = self.start;
        self.moves.iter().enumerate().map(move |(i, &t)| {
            let d = t - prev;
            prev = t;
            (i + 1, d)
        })
    }
}

fn any_color() -> impl Strategy<Value = Color> {
    prop_oneof![Just(Black), Just(White)]
}

fn any_stop(span: i64) -> impl Strategy<Value = Stop> {
    (
        proptest::option::of(any_color()),
        0..span,
        proptest::option::weighted(0.9, 1..=4 * D),
    )
        .prop_map(|(color, from, len)| Stop {
            color,
            from,
            to: len.map(|l| from + l),
        })
}

fn any_gift(span: i64) -> impl Strategy<Value = Gift> {
    (any_color(), 0..span, 1..=2 * D).prop_map(|(to, at, secs)| Gift { to, at, secs })
}

/// A game of up to 12 moves, most of them quick, some of up to 5 days, with up to 3 stops
/// and 3 gifts within its span (instants relative to its start).
fn any_game(stops: bool, gifts: bool) -> impl Strategy<Value = Game> {
    let span = 20 * D;
    let duration = prop_oneof![3 => 0..=12 * H, 1 => 0..=5 * D];
    (
        game_control(),
        0i64..2_000_000_000,
        any_color(),
        proptest::collection::vec(duration, 0..12),
        proptest::collection::vec(any_stop(span), 0..=if stops { 3 } else { 0 }),
        proptest::collection::vec(any_gift(span), 0..=if gifts { 3 } else { 0 }),
    )
        .prop_map(|(control, start, first, durations, stops, gifts)| {
            let moves = durations
                .iter()
                .scan(start, |t, d| {
                    *t += d;
                    Some(*t)
                })
                .collect();
            let stops = stops
                .into_iter()
                .map(|s| Stop {
                    from: s.from + start,
                    to: s.to.map(|t| t + start),
                    ..s
                })
                .collect();
            let gifts = gifts
                .into_iter()
                .map(|g| Gift {
                    at: g.at + start,
                    ..g
                })
                .collect();
            Game {
                control,
                start,
                first,
                moves,
                stops,
                gifts,
            }
        })
}

/// The flag instant, later being better (`None` is never).
fn flag_key(c: &Clocks) -> i64 {
    c.flagged.map_or(i64::MAX, |(_, at)| at)
}

proptest! {
    #[test]
    fn time_is_negative_only_after_a_flag(
        g in any_game(true, true),
        wait in 0..=6 * D,
    ) {
        for k in 0..=g.moves.len() {
            let g = g.prefix(k);
            for now in [g.last(), g.last() + wait] {
            let c = clocks(&g.history(), now);
            if c.flagged.is_some() {
                continue;
            }
            for color in Color::ALL {
                let s = c.side(color);
                prop_assert!(s.bank >= 0 && s.left >= 0, "{:?}: {:?}", color, s);
                prop_assert!(s.move_left.is_none_or(|m| m >= 0), "{:?}: {:?}", color, s);
            }
            prop_assert!(c.available_at_turn_start > 0);
        }
        }
    }

    #[test]
    fn a_stop_never_charges_time(
        g in any_game(true, true),
        extra in any_stop(20 * D),
        wait in 0..=6 * D,
    ) {
        let now = g.last() + wait;
        let mut more = g.clone();
        more.stops.push(Stop {
            from: extra.from + g.start,
            to: extra.to.map(|t| t + g.start),
            ..extra
        });
        let before = clocks(&g.history(), now);
        let after = clocks(&more.history(), now);
        prop_assert!(flag_key(&after) >= flag_key(&before), "{:?} {:?}", before, after);
        prop_assert!(after.deadline.unwrap_or(i64::MAX) >= before.deadline.unwrap_or(i64::MAX));
        for color in Color::ALL {
            let (b, a) = (before.side(color), after.side(color));
            prop_assert!(a.bank >= b.bank && a.left >= b.left, "{:?}: {:?} {:?}", color, b, a);
        }
    }

    #[test]
    fn the_deadline_is_when_the_flag_falls(g in any_game(true, true)) {
        for k in 0..=g.moves.len() {
        let g = g.prefix(k);
        let h = g.history();
        let now = g.gifts.iter().map(|x| x.at).fold(g.last(), i64::max);
        let c = clocks(&h, now);
        if c.flagged.is_some() {
            continue;
        }
        match c.deadline {
            Some(d) => {
                prop_assert!(d > now);
                prop_assert_eq!(clocks(&h, d - 1).flagged, None);
                prop_assert_eq!(clocks(&h, d).flagged, Some((c.on_turn, d)));
                prop_assert_eq!(clocks(&h, d + 1).flagged, Some((c.on_turn, d)));
                if now == g.last() {
                    prop_assert_eq!(c.when_used(1000), Some(d));
                }
                prop_assert!(c.when_used(800).is_some_and(|t| t <= d && t > c.turn_started));
            }
            None => {
                prop_assert_eq!(clocks(&h, now + 1000 * D).flagged, None);
                prop_assert!(g.stops.iter().any(|s| s.to.is_none()));
            }
        }
        }
    }

    #[test]
    fn when_used_is_the_deadline_without_gifts_or_stops(g in any_game(false, false)) {
        let c = clocks(&g.history(), g.last());
        prop_assert_eq!(c.when_used(1000), c.deadline);
        let doubling = matches!(
            g.control,
            TimeControl::Iccf {
                double_after: Some(_),
                ..
            }
        );
        if !doubling {
            let plain = c.turn_started + c.available_at_turn_start.max(0);
            prop_assert_eq!(c.deadline, Some(plain));
        }
    }

    #[test]
    fn fischer_bank_after_a_move(
        g in any_game(false, false),
        bank in H..=8 * D,
        increment in H..=2 * D,
        cap in proptest::option::of(0..=10 * D),
    ) {
        let cap = cap.map(|c| c.max(bank));
        let g = Game { control: TimeControl::Fischer { bank, increment, cap }, ..g };
        let mut prev = g.start;
        for (n, used) in g.durations() {
            let (before, after) = (g.prefix(n - 1), g.prefix(n));
            let mover = before.history().mover(n);
            let had = clocks(&before.history(), prev).side(mover).bank;
            let has = clocks(&after.history(), prev + used).side(mover).bank;
            let expected = (had - used + increment).min(cap.unwrap_or(Secs::MAX));
            prop_assert_eq!(has, expected, "move {}", n);
            prev += used;
        }
    }

    #[test]
    fn iccf_allowance_is_periods_less_charges(
        g in any_game(false, false),
        moves in 1u32..=4,
        period in H..=8 * D,
        double_after in proptest::option::of(D..=4 * D),
    ) {
        let g = Game { control: TimeControl::Iccf { moves, period, double_after }, ..g };
        let c = clocks(&g.history(), g.last());
        for color in Color::ALL {
            let charged: Secs = g
                .durations()
                .filter(|&(n, _)| g.history().mover(n) == color)
                .map(|(_, u)| u + double_after.map_or(0, |d| (u - d).max(0)))
                .sum();
            let made = g.durations().filter(|&(n, _)| g.history().mover(n) == color).count();
            let s = c.side(color);
            prop_assert_eq!(s.moves_made as usize, made);
            let periods = 1 + made as i64 / i64::from(moves);
            prop_assert_eq!(s.bank, periods * period - charged, "{:?}", color);
            prop_assert_eq!(s.moves_to_control, Some(moves - s.moves_made % moves));
        }
    }

    #[test]
    fn byoyomi_moves_within_the_period_never_flag(
        bank in H..=5 * D,
        period in H..=2 * D,
        first in any_color(),
        raw in proptest::collection::vec(0..=3 * D, 1..16),
    ) {
        let control = TimeControl::Byoyomi { bank, period };
        let mut g = Game { control, start: 0, first, moves: vec![], stops: vec![], gifts: vec![] };
        let mut reached = [false; 2];
        for r in raw {
            let c = clocks(&g.history(), g.last());
            let s = *c.side(c.on_turn);
            let i = c.on_turn.index();
            prop_assert!(!reached[i] || s.in_byoyomi, "byoyomi is left only by a gift");
            reached[i] |= s.in_byoyomi;
            // Within what is left: at most the bank and less than the period.
            let used = r % s.left;
            g.moves.push(g.last() + used);
        }
        let c = clocks(&g.history(), g.last());
        prop_assert_eq!(c.flagged, None);
        for color in Color::ALL {
            prop_assert!(c.side(color).bank >= 0);
        }
    }
}

/// Any instant, duration or amount, extremes included.
fn wild() -> impl Strategy<Value = i64> {
    prop_oneof![
        any::<i64>(),
        Just(i64::MIN),
        Just(i64::MAX),
        Just(0),
        -10 * D..10 * D
    ]
}

proptest! {
    #[test]
    fn replay_is_total(
        control in any_control_or_odd(),
        start in wild(),
        first in any_color(),
        moves in proptest::collection::vec(wild(), 0..6),
        stops in proptest::collection::vec(
            (proptest::option::of(any_color()), wild(), proptest::option::of(wild())),
            0..4,
        ),
        gifts in proptest::collection::vec((any_color(), wild(), wild()), 0..4),
        now in wild(),
        permille in any::<u32>(),
    ) {
        let stops: Vec<Stop> = stops
            .into_iter()
            .map(|(color, from, to)| Stop { color, from, to })
            .collect();
        let gifts: Vec<Gift> = gifts
            .into_iter()
            .map(|(to, at, secs)| Gift { to, at, secs })
            .collect();
        let h = History { control, start, first, moves: &moves, stops: &stops, gifts: &gifts };
        let c = clocks(&h, now);
        let _ = c.when_used(permille);
    }
}

/// Controls with any field values, the parser's limits ignored.
fn any_control_or_odd() -> impl Strategy<Value = TimeControl> {
    prop_oneof![
        any::<u32>().prop_map(|days| TimeControl::PerMove { days }),
        (wild(), wild(), proptest::option::of(wild())).prop_map(|(bank, increment, cap)| {
            TimeControl::Fischer {
                bank,
                increment,
                cap,
            }
        }),
        (any::<u32>(), wild(), proptest::option::of(wild())).prop_map(
            |(moves, period, double_after)| TimeControl::Iccf {
                moves,
                period,
                double_after,
            }
        ),
        (wild(), wild()).prop_map(|(bank, period)| TimeControl::Byoyomi { bank, period }),
    ]
}
