//! PGN game records (`yubin_records::pgn`): the goldens under `tests/data/pgn/` (`YUBIN_BLESS=1`
//! writes them anew), the round trip of every sample, Maka refused, the leniencies of the
//! reader and its errors, each naming the line at fault.

#[path = "support/pgn_games.rs"]
mod games;

use yubin_records::pgn::{self, PgnError};
use yubin_records::record::{Ending, Header, Termination};
use yubin_rules::notation::{sfen, MoveTextError};
use yubin_rules::{Color, EndReason, Game, IllegalMove, Rules, Variant};

fn chu_samples() -> Vec<games::Sample> {
    let s: Vec<_> = games::samples()
        .into_iter()
        .filter(|s| s.game.rules().variant == Variant::Chu)
        .collect();
    assert!(s.len() >= 3);
    s
}

#[test]
fn goldens() {
    let mut files = Vec::new();
    for s in chu_samples() {
        let text = pgn::write(&s.game, &s.header).unwrap();
        for line in text.lines().filter(|l| !l.starts_with('[')) {
            assert!(line.len() <= 79, "{}: line too long: {line}", s.name);
        }
        files.push((format!("{}.pgn", s.name), text));
    }
    yubin_golden::check_dir(games::data("pgn"), files);
}

#[test]
fn round_trip() {
    for s in chu_samples() {
        let text = pgn::write(&s.game, &s.header).unwrap();
        let (game, header) = pgn::read(&text).unwrap_or_else(|e| panic!("{}: {e}", s.name));
        assert_eq!(game.moves(), s.game.moves(), "{}", s.name);
        assert_eq!(game.rules(), s.game.rules(), "{}", s.name);
        assert_eq!(
            sfen::write(game.initial()),
            sfen::write(s.game.initial()),
            "{}",
            s.name
        );
        assert_eq!(
            sfen::write(game.position()),
            sfen::write(s.game.position()),
            "{}",
            s.name
        );
        assert_eq!(header, s.header, "{}", s.name);
        assert_eq!(pgn::write(&game, &header).unwrap(), text, "{}", s.name);
    }
}

#[test]
fn colours_are_winboards() {
    let s = &chu_samples()[0];
    let text = pgn::write(&s.game, &s.header).unwrap();
    // Black (Alice) moves first: WinBoard's White; a win for Black is 1-0.
    assert!(text.contains("[White \"Alice\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n"));
    // The lion's igui (`Nxe8-f7`), pass (`--`) and double capture (`Nxg8xh9`); the pawn's
    // declined promotion has no mark (`fxf9`).
    assert!(
        text.contains("\n1. Nf5 e8 2. Nf7 g8 3. Nxe8-f7 l8 4. -- a8 5. Nxg8xh9 l7 "),
        "{text}"
    );
    assert!(text.contains(" fxf9 Dxf9 1-0\n"), "{text}");
    // A handicap: White moves first, `b` to move in the FEN, the moves start `1...`.
    let h = &chu_samples()[1];
    let text = pgn::write(&h.game, &h.header).unwrap();
    assert!(text.contains("[SetUp \"1\"]\n[FEN \""), "{text}");
    assert!(text.contains(" b - 0 1\"]\n"), "{text}");
    assert!(text.contains("\n1... g7 "), "{text}");
}

#[test]
fn maka_is_refused() {
    let maka = games::samples()
        .into_iter()
        .find(|s| s.game.rules().variant == Variant::Maka)
        .unwrap();
    let err = pgn::write(&maka.game, &maka.header).unwrap_err();
    assert_eq!(err, PgnError::Unsupported(Variant::Maka));
    assert!(
        err.to_string().contains("WinBoard has no such game"),
        "{err}"
    );
    let text = "[Variant \"maka\"]\n\n*\n";
    assert_eq!(
        pgn::read(text).unwrap_err(),
        PgnError::Unsupported(Variant::Maka)
    );
}

#[test]
fn the_header_or_the_board_gives_the_result() {
    // No ending in the header: `*` while the game goes on...
    let game = games::play(Rules::default(), None, "P-7h");
    let text = pgn::write(&game, &Header::default()).unwrap();
    assert!(text.contains("[Result \"*\"]\n"), "{text}");
    assert!(text.contains("[Termination \"unterminated\"]\n"), "{text}");
    assert!(
        text.contains("[Date \"????.??.??\"]\n[Round \"?\"]\n"),
        "{text}"
    );
    assert!(text.ends_with("\n1. f5 *\n"), "{text}");
    let (_, header) = pgn::read(&text).unwrap();
    assert_eq!(header.ending, None);
    assert_eq!(header.black, "");
    assert_eq!(header.event, None);
    assert_eq!(header.started, None);

    // ...and the board's outcome once the board ended it.
    let pos = sfen::read(
        Rules::default(),
        "12/12/12/12/12/12/12/12/12/9G2/5k6/5K6 w - 1",
    )
    .unwrap();
    let mut game = Game::from_position(pos);
    let take = yubin_rules::notation::read_move(game.position(), "7k7l").unwrap();
    game.play(take).unwrap();
    let text = pgn::write(&game, &Header::default()).unwrap();
    assert!(text.contains("[Result \"0-1\"]\n"), "{text}");
    assert!(
        text.contains("[Termination \"last royal captured\"]\n"),
        "{text}"
    );
    assert!(text.contains("\n1... Kxf1 0-1\n"), "{text}");
    let (_, header) = pgn::read(&text).unwrap();
    assert_eq!(
        header.ending,
        Some(Ending {
            winner: Some(Color::White),
            how: Termination::Board(EndReason::RoyalsCaptured),
        })
    );
}

#[test]
fn playouts_round_trip_and_wrap_at_79_columns() {
    // Eighty plies chosen by a fixed rule among the legal moves, under three rule sets (the
    // Heisei game drops, the rank base changes the SAN).
    let mut heisei = Rules::preset(Variant::Chu, "heisei").unwrap();
    heisei.set("heisei.adjacency", "orthogonal").unwrap();
    let mut jcsa = Rules::preset(Variant::Chu, "jcsa").unwrap();
    jcsa.set("winboard.rank_base", "0").unwrap();
    let mut played = 0;
    for (rules, step) in [(Rules::default(), 7), (jcsa, 5), (heisei, 3)] {
        let mut game = Game::new(rules);
        for i in 0..80 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[(i * step) % moves.len()]).unwrap();
        }
        assert!(game.moves().len() > 40);
        played += 1;
        let text = pgn::write(&game, &Header::default()).unwrap();
        let move_lines: Vec<&str> = text.split("\n\n").nth(1).unwrap().lines().collect();
        assert!(move_lines.len() > 1);
        for l in &move_lines {
            assert!(l.len() <= 79, "{l}");
            assert!(!l.ends_with(' ') && !l.starts_with(' '), "{l:?}");
            assert!(
                !l.ends_with('.'),
                "a move number is not parted from its move: {l}"
            );
        }
        if rules.setup == yubin_rules::rules::Setup::Heisei {
            assert!(text.contains('@'), "the Heisei playout drops: {text}");
        }
        let (back, _) = pgn::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.moves(), game.moves());
        assert_eq!(back.rules(), game.rules());
    }
    assert_eq!(played, 3);
}

#[test]
fn lenient_reading() {
    let text = "% a comment line\n\
                [Variant \"Chu\"]   \n\
                [Result \"1/2-1/2\"]\n\
                [White \"A \\\"quoted\\\" \\\\ name\"]\n\
                [Unknown \"ignored\"]\n\
                \n\
                1.Ne5 {the lion jumps} e8 $1 ; to the end of the line\n\
                2. Ne7! (2. f5 f8) 2...g8?! 3. 8i8h\n\
                1/2-1/2 [Event \"next game\"]\n";
    let (game, header) = pgn::read(text).unwrap();
    assert_eq!(game.moves().len(), 5);
    assert_eq!(header.black, "A \"quoted\" \\ name");
    assert_eq!(
        header.ending,
        Some(Ending {
            winner: None,
            how: Termination::Agreement,
        })
    );
    // A FEN without SetUp, the side in upper case, no counts.
    let board = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/\
                 3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL";
    let text = format!("[Variant \"chu\"]\n[FEN \"{board} B\"]\n\n1... e8 *\n");
    let (game, _) = pgn::read(&text).unwrap();
    assert_eq!(game.initial().side_to_move(), Color::White);
}

/// The error of reading `text`, which must fail.
fn error(text: &str) -> PgnError {
    match pgn::read(text) {
        Err(e) => e,
        Ok(_) => panic!("read: {text}"),
    }
}

#[test]
fn errors_name_the_line() {
    let head = "[Event \"x\"]\n[Variant \"chu\"]\n\n";
    // A move that is not there (line 5).
    let e = error(&format!("{head}1. Ne5 e8\n2. Nf9 g8 *\n"));
    assert!(
        matches!(&e, PgnError::Move { line: 5, number, text, error }
            if number == "2." && text == "Nf9" && matches!(**error, MoveTextError::Resolve(_))),
        "{e:?}"
    );
    assert!(e.to_string().starts_with("line 5: move 2. `Nf9`: "), "{e}");
    // No move at all.
    let e = error(&format!("{head}1. e5 zz *\n"));
    assert!(
        matches!(&e, PgnError::Move { line: 4, number, .. } if number == "1..."),
        "{e:?}"
    );
    // A move after the board ended the game: the position knows it.
    let e = error(
        "[Variant \"chu\"]\n[FEN \"12/12/12/12/12/12/12/12/12/9G2/5k6/5K6 b - 0 1\"]\n\n\
         1... Kxf1\n2. Gj4 *\n",
    );
    assert!(
        matches!(
            &e,
            PgnError::Move { line: 5, error, .. } if matches!(**error, MoveTextError::Resolve(_))
        ),
        "{e:?}"
    );
    assert!(e.to_string().contains("game over"), "{e}");
    // A move the game forbids: `historic` repetition, White's lion back home.
    let e = error(
        "[Variant \"chu\"]\n[RuleOptions \"chu.repetition=historic\"]\n\n\
         1. Nf5 Ng8 2. Nf3\nNg10 *\n",
    );
    let PgnError::Illegal {
        line,
        number,
        error: why,
        ..
    } = &e
    else {
        panic!("{e:?}")
    };
    assert_eq!((*line, number.as_str()), (5, "2..."));
    assert!(
        matches!(why, IllegalMove::ForbiddenRepetition { .. }),
        "{e:?}"
    );
    // Tags.
    let e = error("[Event \"x\"]\n\n1. e5 *\n");
    assert!(matches!(e, PgnError::Syntax { line: 1, .. }), "{e:?}");
    assert!(e.to_string().contains("Variant"), "{e}");
    let e = error("[Variant \"xiangqi\"]\n\n*\n");
    assert!(
        matches!(&e, PgnError::Tag { line: 1, tag, .. } if tag == "Variant"),
        "{e:?}"
    );
    let e = error("[Variant \"chu\"]\n[Preset \"blitz\"]\n\n*\n");
    assert!(
        matches!(&e, PgnError::Tag { line: 2, tag, .. } if tag == "Preset"),
        "{e:?}"
    );
    let e = error("[Variant \"chu\"]\n[RuleOptions \"chu.lion.counterstrike=never\"]\n\n*\n");
    assert!(
        matches!(&e, PgnError::Tag { line: 2, tag, .. } if tag == "RuleOptions"),
        "{e:?}"
    );
    let e = error("[Variant \"chu\"]\n[FEN \"12/12 w - 0 1\"]\n\n*\n");
    assert!(
        matches!(&e, PgnError::Tag { line: 2, tag, .. } if tag == "FEN"),
        "{e:?}"
    );
    let e = error("[Variant \"chu\"]\n[SetUp \"1\"]\n\n*\n");
    assert!(
        matches!(&e, PgnError::Tag { line: 2, tag, .. } if tag == "SetUp"),
        "{e:?}"
    );
    let e = error("[Variant \"chu\"]\n[Date \"25/11/2026\"]\n\n*\n");
    assert!(
        matches!(&e, PgnError::Tag { line: 2, tag, .. } if tag == "Date"),
        "{e:?}"
    );
    let e = error("[Variant \"chu\"\n\n*\n");
    assert!(matches!(e, PgnError::Syntax { line: 1, .. }), "{e:?}");
    let e = error("[Variant \"chu\"]\n[Result \"1-0\"]\n[Termination \"boredom\"]\n\n1-0\n");
    assert!(
        matches!(&e, PgnError::Tag { line: 3, tag, .. } if tag == "Termination"),
        "{e:?}"
    );
    let e =
        error("[Variant \"chu\"]\n[Result \"1-0\"]\n[Termination \"checkmate\"]\n\n1. f5 1-0\n");
    assert!(
        matches!(&e, PgnError::Tag { line: 3, tag, .. } if tag == "Termination"),
        "{e:?}"
    );
    // Results.
    let e = error("[Variant \"chu\"]\n[Result \"1-0\"]\n\n1. f5\n0-1\n");
    assert!(matches!(e, PgnError::Syntax { line: 5, .. }), "{e:?}");
    let e = error("[Variant \"chu\"]\n\n1. f5 e8\n");
    assert!(matches!(e, PgnError::Syntax { line: 3, .. }), "{e:?}");
    let e = error("[Variant \"chu\"]\n\n1. f5 ) *\n");
    assert!(matches!(e, PgnError::Syntax { line: 3, .. }), "{e:?}");
}
