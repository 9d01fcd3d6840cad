//! The games of the KIF tests, shared by `tests/kif.rs` (golden files, round trips) and
//! `tests/kif_lishogi.rs` (replayed by lishogi's rules library), which include this file with
//! `#[path]`; its own test checks that each game shows what it is named for.

use yubin_records::record::{Ending, Header, Stamp, Termination};
use yubin_rules::handicap::Handicap;
use yubin_rules::notation::{sfen, usi};
use yubin_rules::{Color, Game, Move, Position, Rules, Variant};

/// A game of the KIF tests.
pub struct Case {
    /// The golden file's name, `<name>.kif`.
    pub name: &'static str,
    /// The game.
    pub game: Game,
    /// Its header.
    pub header: Header,
    /// Whether lishogi can read it (not Heisei's drop).
    pub lishogi: bool,
}

/// A game from `pos` with the moves in USI.
pub fn play(pos: Position, moves: &str) -> Game {
    let mut game = Game::from_position(pos);
    for m in moves.split_whitespace() {
        let mv = usi::parse(game.position(), m).unwrap_or_else(|e| panic!("{m}: {e}"));
        game.play(mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

fn stamp(day: u8, hour: u8) -> Stamp {
    Stamp {
        year: 2026,
        month: 11,
        day,
        hour,
        minute: 5,
        second: 9,
    }
}

fn header(black: &str, white: &str, ending: Option<(Option<Color>, Termination)>) -> Header {
    Header {
        black: black.into(),
        white: white.into(),
        ending: ending.map(|(winner, how)| Ending { winner, how }),
        ..Header::default()
    }
}

/// The header fields of a played game: its rules as the service records them.
fn with_rules(mut h: Header, preset: &str, game: &Game) -> Header {
    h.preset = Some(preset.into());
    h.options = game
        .rules()
        .differences()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    h
}

/// A long game: every move drawn from the legal moves sorted by their USI text (so the game
/// does not depend on the order of move generation) by a fixed xorshift.
pub fn random_game(plies: usize) -> Game {
    let mut game = Game::new(Rules::default());
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..plies {
        let mut moves: Vec<(String, Move)> = game
            .legal_moves()
            .into_iter()
            .map(|m| (usi::format(game.position(), m), m))
            .collect();
        if moves.is_empty() {
            break;
        }
        moves.sort_by(|a, b| a.0.cmp(&b.0));
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let (_, m) = moves[(seed >> 11) as usize % moves.len()];
        game.play(m).expect("a legal move");
    }
    game
}

/// Every game of the KIF tests.
pub fn cases() -> Vec<Case> {
    let start = || Position::start(Rules::default());
    let mut cases = Vec::new();

    // Black's lion takes the go-between on 9e and the pawn on 10d; White resigns at once.
    let game = play(start(), "7j7h 5d5e 7h8f 4c9h 8f9e10d");
    let mut h = header(
        "alice",
        "bob",
        Some((Some(Color::Black), Termination::Resignation)),
    );
    h.event = Some("Autumn Cup".into());
    h.round = Some("2.1".into());
    h.site = Some("yubin game 12".into());
    h.started = Some(stamp(1, 9));
    h.ended = Some(stamp(20, 18));
    h.time_control = Some("7 days per move".into());
    let h = with_rules(h, "standard", &game);
    cases.push(Case {
        name: "lion_double",
        game,
        header: h,
        lishogi: true,
    });

    // Igui: the lion takes on 9e and stays on 8f; White's time runs out.
    let game = play(start(), "7j7h 5d5e 7h8f 4c9h 8f9e8f");
    let h = header(
        "carol",
        "dave",
        Some((Some(Color::Black), Termination::Timeout)),
    );
    cases.push(Case {
        name: "igui",
        game,
        header: h,
        lishogi: true,
    });

    // A pass by the lion on 7h, under the jcsa preset; agreed drawn.
    let game = play(
        Position::start(Rules::preset(Variant::Chu, "jcsa").unwrap()),
        "7j7h 5d5e 7h7g7h 5e5f",
    );
    let h = header("erin", "frank", Some((None, Termination::Agreement)));
    let h = with_rules(h, "jcsa", &game);
    cases.push(Case {
        name: "pass",
        game,
        header: h,
        lishogi: true,
    });

    // The dragon horse takes on 3d in the zone and does not promote; the rook takes it back
    // on the same square (仝); Black loses by an illegal move.
    let game = play(start(), "8i8h 4e4f 9j3d 3c3d");
    let h = header(
        "gina",
        "hugo",
        Some((Some(Color::White), Termination::IllegalMove)),
    );
    cases.push(Case {
        name: "decline_same_square",
        game,
        header: h,
        lishogi: true,
    });

    // The same capture promoting (成), then 仝; drawn at the length limit.
    let game = play(start(), "8i8h 4e4f 9j3d+ 3c3d");
    let h = header("ivan", "jill", Some((None, Termination::MaxLength)));
    cases.push(Case {
        name: "promotion",
        game,
        header: h,
        lishogi: true,
    });

    // White's lion takes Black's lion on the square Black's lion just moved to, with its
    // first step (lishogi would write 仝 in the 一歩目 line), then steps on; Black resigns.
    let game = play(start(), "7j7h 6c6e 7h5f 6e5f4f");
    let h = header(
        "kim",
        "lee",
        Some((Some(Color::White), Termination::Resignation)),
    );
    cases.push(Case {
        name: "same_square_first_step",
        game,
        header: h,
        lishogi: true,
    });

    // lishogi's two-lions handicap: White moves first; White forfeits.
    let game = play(
        Handicap::TwoLions.position(Rules::default()),
        "6d6e 7i7h 6c6d 7j7i",
    );
    let mut h = header(
        "mia",
        "ned",
        Some((Some(Color::Black), Termination::Forfeit)),
    );
    h.handicap = Some(Handicap::TwoLions.name().into());
    cases.push(Case {
        name: "handicap_two_lions",
        game,
        header: h,
        lishogi: true,
    });

    // A set-up position with promoted pieces: a gold promotes (金将成), then moves as a
    // promoted gold (成飛, lishogi's 金飛車); a tokin (成歩 in the diagram). Not finished.
    let pos = sfen::read(
        Rules::default(),
        "6k5/1+g10/12/12/7G4/12/3+P8/12/12/12/12/5K6 b - 1",
    )
    .unwrap();
    let game = play(pos, "5e5d+ 11b11a 5d5a 11a11c 9g9f");
    cases.push(Case {
        name: "promoted_gold",
        game,
        header: header("olga", "pete", None),
        lishogi: true,
    });

    // Heisei Chu Shogi: Black drops a lance (lishogi cannot read a drop).
    let game = play(
        Position::start(Rules::preset(Variant::Chu, "heisei").unwrap()),
        "L*7h 5d5e",
    );
    let h = with_rules(header("quin", "rosa", None), "heisei", &game);
    cases.push(Case {
        name: "heisei_drop",
        game,
        header: h,
        lishogi: false,
    });

    // About 200 random plies; adjudicated drawn unless the board ended it.
    let game = random_game(200);
    let ending = match game.outcome() {
        Some(o) => (o.winner, Termination::Board(o.reason)),
        None => (None, Termination::Adjudication),
    };
    let h = header("sam", "tia", Some(ending));
    cases.push(Case {
        name: "random_200",
        game,
        header: h,
        lishogi: true,
    });
    cases
}

/// Each game shows what it is named for.
#[test]
fn cases_show_their_features() {
    let cases = cases();
    let get = |name: &str| cases.iter().find(|c| c.name == name).unwrap();
    let last = |name: &str| *get(name).game.moves().last().unwrap();
    assert!(
        matches!(last("lion_double"), Move::Board { from, to, via, .. } if !via.is_empty() && from != to)
    );
    assert!(last("igui").is_igui());
    assert!(get("pass").game.moves().contains(&Move::Pass));
    let decline = get("decline_same_square").game.moves()[2];
    assert!(!decline.promotes());
    assert!(get("promotion").game.moves()[2].promotes());
    assert_eq!(
        decline.to(),
        get("decline_same_square").game.moves()[3].to()
    );
    let same = get("same_square_first_step").game.moves();
    assert!(matches!(same[3], Move::Board { via, .. } if via.first() == same[2].to()));
    assert_eq!(
        get("handicap_two_lions").game.initial().side_to_move(),
        Color::White
    );
    assert!(matches!(
        get("heisei_drop").game.moves()[0],
        Move::Drop { .. }
    ));
    assert!(get("random_200").game.moves().len() >= 150);
    assert_eq!(cases.len(), 10);
}

/// Comments for a game's plies, as the analysis writes them and worse: every third ply none,
/// a sign in front, a second line, `#` and `&` (which lishogi's server cuts from other lines),
/// a KIF move in the text, a blank line (left out) and spaces around (trimmed by lishogi).
pub fn comments(game: &Game) -> Vec<Option<String>> {
    (1..=game.moves().len())
        .map(|ply| match ply % 3 {
            0 => None,
            1 => Some(format!("+0.{ply:02}")),
            _ => Some(format!(
                "-{ply}.10 #{ply} & more\n\n 悪手：最善手 7六獅子 （←7七）・7七獅子 （←7六） "
            )),
        })
        .collect()
}
