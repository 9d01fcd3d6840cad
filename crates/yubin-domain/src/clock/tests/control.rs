//! The text of a control: the forms, the canonical text, the refusals, durations.

use super::{tc, D, H};
use crate::clock::control::parse_duration;
use crate::clock::{format_amount, format_duration, ClockError, TimeControl};
use proptest::prelude::*;

#[test]
fn parses_each_form() {
    let cases: &[(&[&str], TimeControl)] = &[
        (&["days=3"], TimeControl::PerMove { days: 3 }),
        (&["DAYS=14d"], TimeControl::PerMove { days: 14 }),
        (
            &["time=30d+3d"],
            TimeControl::Fischer {
                bank: 30 * D,
                increment: 3 * D,
                cap: None,
            },
        ),
        (
            &["max=60d", "Time=30D+1d12h"],
            TimeControl::Fischer {
                bank: 30 * D,
                increment: D + 12 * H,
                cap: Some(60 * D),
            },
        ),
        (
            &["time=10/50d"],
            TimeControl::Iccf {
                moves: 10,
                period: 50 * D,
                double_after: None,
            },
        ),
        (
            &["time=10/50d", "double=20d"],
            TimeControl::Iccf {
                moves: 10,
                period: 50 * D,
                double_after: Some(20 * D),
            },
        ),
        (
            &["time=30d,byo=3d"],
            TimeControl::Byoyomi {
                bank: 30 * D,
                period: 3 * D,
            },
        ),
        (
            &["byo=90m", "time=12h"],
            TimeControl::Byoyomi {
                bank: 12 * H,
                period: 90 * 60,
            },
        ),
    ];
    for (words, expected) in cases {
        assert_eq!(TimeControl::parse(words), Ok(*expected), "{words:?}");
    }
}

#[test]
fn writes_the_canonical_text() {
    let cases = [
        ("days=3", "days=3"),
        ("days=003d", "days=3"),
        ("time=30d+3d max=60d", "time=30d+3d max=60d"),
        ("time=36h+90m", "time=1d12h+1h30m"),
        ("time=10/50d double=20d", "time=10/50d double=20d"),
        ("time=30d,byo=3d", "time=30d byo=3d"),
        ("time=24h byo=60m", "time=1d byo=1h"),
    ];
    for (input, canonical) in cases {
        assert_eq!(tc(input).to_string(), canonical, "{input}");
        assert_eq!(tc(canonical), tc(input), "{input}");
    }
}

#[test]
fn refuses_with_the_offending_text() {
    let cases = [
        ("", "no time control"),
        (
            "days=3 colour=black",
            "unknown time control word \"colour=black\"",
        ),
        ("days", "unknown time control word \"days\""),
        ("time=30d,", "unknown time control word \"\""),
        ("days=3 DAYS=4", "\"days\" given twice"),
        (
            "days=3 time=30d+1d",
            "\"time=30d+1d\" conflicts with \"days\"",
        ),
        ("days=0", "invalid number of days \"0\""),
        ("days=366", "invalid number of days \"366\""),
        ("days=3h", "invalid number of days \"3h\""),
        ("time=3x+1d", "invalid duration \"3x\""),
        ("time=30+1d", "invalid duration \"30\""),
        ("time=1h1d+1d", "invalid duration \"1h1d\""),
        ("time=d+1d", "invalid duration \"d\""),
        ("time=30d+", "invalid time control \"30d+\""),
        ("time=/30d", "invalid time control \"/30d\""),
        ("time=30d", "incomplete time control \"time=30d\""),
        ("time=0/30d", "invalid number of moves \"0\""),
        ("time=101/30d", "invalid number of moves \"101\""),
        ("time=ten/30d", "invalid number of moves \"ten\""),
        ("time=30m+1d", "duration \"30m\" outside 1h..365d"),
        ("time=366d+1d", "duration \"366d\" outside 1h..365d"),
        ("time=30d+31d", "duration \"31d\" outside 1h..30d"),
        (
            "time=10/50d double=12h",
            "duration \"12h\" outside 1d..365d",
        ),
        ("time=30d byo=59m", "duration \"59m\" outside 1h..365d"),
        ("time=30d+1d max=20d", "max \"20d\" below the bank"),
        (
            "time=10/50d max=60d",
            "\"max\" needs a time=BANK+INC control",
        ),
        ("days=3 max=60d", "\"max\" needs a time=BANK+INC control"),
        ("time=30d max=60d", "\"max\" needs a time=BANK+INC control"),
        ("max=60d", "\"max\" needs a time=BANK+INC control"),
        (
            "time=30d+1d double=2d",
            "\"double\" needs a time=MOVES/PERIOD control",
        ),
        (
            "time=30d double=2d",
            "\"double\" needs a time=MOVES/PERIOD control",
        ),
        ("time=30d+1d byo=1d", "\"byo\" needs a time=BANK control"),
        ("days=3,byo=1d", "\"byo\" needs a time=BANK control"),
    ];
    for (input, message) in cases {
        let err = input.parse::<TimeControl>().unwrap_err();
        assert_eq!(err.to_string(), message, "{input}");
    }
    assert_eq!(
        "time=30d+1d max=20d".parse::<TimeControl>(),
        Err(ClockError::MaxBelowBank("20d".into()))
    );
}

#[test]
fn reads_durations() {
    let cases = [
        ("30d", 30 * D),
        ("12h", 12 * H),
        ("90m", 90 * 60),
        ("1d12h", D + 12 * H),
        ("1D2H3M4S", D + 2 * H + 3 * 60 + 4),
        ("0m", 0),
    ];
    for (text, secs) in cases {
        assert_eq!(parse_duration(text), Ok(secs), "{text}");
    }
    for text in [
        "",
        "3",
        "d",
        "3x",
        "1h1h",
        "1m1h",
        "1d-1h",
        "9999999999d",
        "1 d",
    ] {
        assert_eq!(
            parse_duration(text),
            Err(ClockError::InvalidDuration(text.into())),
            "{text}"
        );
    }
}

#[test]
fn formats_durations_for_mails() {
    let cases = [
        (27 * D + 4 * H + 59 * 60 + 59, "27d 04h 59m"),
        (3 * D + 21 * H + 30 * 60, "3d 21h 30m"),
        (D, "1d 00h 00m"),
        (5 * H + 30 * 60 + 59, "5h 30m"),
        (5 * H + 5 * 60, "5h 05m"),
        (45 * 60, "45m"),
        (59, "0m"),
        (0, "0m"),
        (-3 * H, "0m"),
    ];
    for (secs, text) in cases {
        assert_eq!(format_duration(secs), text, "{secs}");
    }
}

#[test]
fn formats_amounts_of_time_given() {
    let cases = [
        (2 * D, "2d"),
        (D + 12 * H, "1d 12h"),
        (D + 30 * 60, "1d 30m"),
        (H + 30 * 60, "1h 30m"),
        (90, "1m 30s"),
        (0, "0m"),
        (-5, "0m"),
    ];
    for (secs, text) in cases {
        assert_eq!(format_amount(secs), text, "{secs}");
    }
}

/// Any control the parser accepts.
fn any_control() -> impl Strategy<Value = TimeControl> {
    let long = 365 * D;
    prop_oneof![
        (1u32..=365).prop_map(|days| TimeControl::PerMove { days }),
        (H..=long, H..=30 * D, proptest::option::of(0..=long)).prop_map(
            |(bank, increment, cap)| {
                TimeControl::Fischer {
                    bank,
                    increment,
                    cap: cap.map(|c| c.max(bank)),
                }
            }
        ),
        (1u32..=100, H..=long, proptest::option::of(D..=long)).prop_map(
            |(moves, period, double_after)| TimeControl::Iccf {
                moves,
                period,
                double_after,
            }
        ),
        (H..=long, H..=long).prop_map(|(bank, period)| TimeControl::Byoyomi { bank, period }),
    ]
}

proptest! {
    #[test]
    fn text_round_trips(control in any_control()) {
        let text = control.to_string();
        prop_assert_eq!(text.parse::<TimeControl>(), Ok(control), "{}", text);
    }

    #[test]
    fn any_words_are_read_or_refused(
        words in proptest::collection::vec(
            "(?i)(days|time|max|double|byo|x)=[0-9dhms+/,=]{0,8}|[ -~]{0,6}",
            0..4,
        ),
    ) {
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        if let Ok(control) = TimeControl::parse(&words) {
            let text = control.to_string();
            prop_assert_eq!(text.parse::<TimeControl>(), Ok(control), "{:?}", words);
        }
    }
}
