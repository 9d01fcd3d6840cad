//! The games of the game-record goldens, shared by `tests/pgn.rs` and `tests/score.rs`
//! (each includes this file as a module; compiled alone it holds no tests), and the folder
//! of each format's golden files, `tests/data/<format>/`.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use yubin_records::record::{Ending, Header, Stamp, Termination};
use yubin_rules::handicap::Handicap;
use yubin_rules::notation;
use yubin_rules::{Color, Game, Position, Rules, Variant};

/// A game and its header.
pub struct Sample {
    /// The golden files' name (without extension).
    pub name: &'static str,
    pub game: Game,
    pub header: Header,
}

/// Plays `moves` (any notation, from the start or the handicap setup), every one checked.
pub fn play(rules: Rules, handicap: Option<Handicap>, moves: &str) -> Game {
    let start = match handicap {
        Some(h) => h.position(rules),
        None => Position::start(rules),
    };
    let mut game = Game::from_position(start);
    let mut n = 0;
    for text in moves.split_whitespace() {
        let mv = notation::read_move(game.position(), text)
            .unwrap_or_else(|e| panic!("move {} `{text}`: {e}", n + 1));
        game.play(mv)
            .unwrap_or_else(|e| panic!("move {} `{text}`: {e}", n + 1));
        n += 1;
    }
    assert!(n > 0, "a sample game has moves");
    game
}

pub fn stamp(year: i32, month: u8, day: u8, hour: u8, minute: u8, second: u8) -> Stamp {
    Stamp {
        year,
        month,
        day,
        hour,
        minute,
        second,
    }
}

fn rules(variant: Variant, preset: &str, options: &[(&str, &str)]) -> Rules {
    let mut r = Rules::preset(variant, preset).unwrap();
    for (k, v) in options {
        r.set(k, v).unwrap();
    }
    r
}

/// The header the service would fill for `rules`: the preset's name and the options that
/// differ from the standard rules.
fn header(rules: &Rules, preset: &str) -> Header {
    Header {
        preset: Some(preset.to_string()),
        options: rules
            .differences()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
        ..Header::default()
    }
}

/// The sample games:
/// * `chu_standard`: a lion's igui (`Lnx!8e`), a lion's pass, a lion's double capture
///   (`Lnx6ex5d`), a pawn that captures into the zone and declines promotion (`Px7d=`);
///   Bob resigns;
/// * `chu_handicap`: two lions, White first, preset `jcsa` with `winboard.rank_base = 0`,
///   a pawn that captures and promotes, the promoted kirin (a lion) taking it back; drawn
///   by agreement;
/// * `chu_heisei`: preset `heisei`, each side drops once (`Ky*7i`, `Ph*6d`); unfinished;
/// * `maka`: Maka Dai Dai Shogi, lion dogs taking on 10g (declining promotion); White wins
///   on time.
pub fn samples() -> Vec<Sample> {
    let mut out = Vec::new();

    let r = rules(Variant::Chu, "standard", &[]);
    let game = play(
        r,
        None,
        "7j7h 8d8e 7h7f 6d6e 7f8e7f 1d1e 7f7g7f 12d12e 7f6e5d 1e1f 7i7h 12e12f 7h7g 2d2e \
         7g7f 11d11e 7f7e 2e2f 7e7d= 8c7d",
    );
    out.push(Sample {
        name: "chu_standard",
        game,
        header: Header {
            event: Some("Autumn Cup".to_string()),
            round: Some("2.1".to_string()),
            site: Some("yubin game 12".to_string()),
            black: "Alice".to_string(),
            white: "Bob".to_string(),
            started: Some(stamp(2026, 11, 25, 9, 5, 0)),
            ended: Some(stamp(2026, 12, 1, 18, 0, 30)),
            time_control: Some("7 days per move".to_string()),
            ending: Some(Ending {
                winner: Some(Color::Black),
                how: Termination::Resignation,
            }),
            ..header(&r, "standard")
        },
    });

    let r = rules(Variant::Chu, "jcsa", &[("winboard.rank_base", "0")]);
    let game = play(
        r,
        Some(Handicap::TwoLions),
        "6d6e 7i7h 6e6f 7h7g 6f6g 1i1h 6g6h 1h1g 6h6i+ 7j6i",
    );
    out.push(Sample {
        name: "chu_handicap",
        game,
        header: Header {
            site: Some("yubin game 31".to_string()),
            black: "Carol".to_string(),
            white: "Dave \"the Lion\"".to_string(),
            started: Some(stamp(2027, 1, 2, 12, 0, 0)),
            ended: Some(stamp(2027, 2, 3, 7, 45, 10)),
            time_control: Some("3 days per move, 10 days of vacation a year".to_string()),
            handicap: Some("two lions".to_string()),
            ending: Some(Ending {
                winner: None,
                how: Termination::Agreement,
            }),
            ..header(&r, "jcsa")
        },
    });

    let r = rules(Variant::Chu, "heisei", &[]);
    let game = play(r, None, "P-7h P-6e Ky*7i Ph*6d P-7g P-6f P-7f P-6g");
    out.push(Sample {
        name: "chu_heisei",
        game,
        header: Header {
            site: Some("yubin game 40".to_string()),
            black: "Erin".to_string(),
            white: "Frank".to_string(),
            started: Some(stamp(2027, 3, 14, 8, 30, 0)),
            time_control: Some("5 days per move".to_string()),
            ..header(&r, "heisei")
        },
    });

    let r = rules(Variant::Maka, "standard", &[]);
    let game = play(
        r,
        None,
        "10p10m 10f10g 10m10j 11f11g 10j10g= 10d10g= 10q10p",
    );
    out.push(Sample {
        name: "maka",
        game,
        header: Header {
            event: Some("Maka Dai Dai Open".to_string()),
            round: Some("1".to_string()),
            site: Some("yubin game 77".to_string()),
            black: "Grace".to_string(),
            white: "Heidi".to_string(),
            started: Some(stamp(2027, 4, 1, 0, 0, 0)),
            ended: Some(stamp(2027, 6, 30, 23, 59, 59)),
            time_control: Some("14 days per move".to_string()),
            ending: Some(Ending {
                winner: Some(Color::White),
                how: Termination::Timeout,
            }),
            ..header(&r, "standard")
        },
    });
    out
}

/// The folder of the golden files of one format (`pgn`, `score`), which
/// `yubin_golden::check_dir` compares with the samples' records.
pub fn data(format: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(format)
}
