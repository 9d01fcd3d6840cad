//! TSA game scores (`yubin_records::score`): the goldens under `tests/data/score/` (`YUBIN_BLESS=1`
//! writes them anew), the layout's limits, and the result in words.

#[path = "support/pgn_games.rs"]
mod games;

use yubin_records::record::{Ending, Header, Termination};
use yubin_records::score;
use yubin_rules::notation::sfen;
use yubin_rules::{Color, EndReason, Game, Rules};

#[test]
fn goldens() {
    let samples = games::samples();
    assert!(samples.len() >= 4);
    let mut files = Vec::new();
    for s in samples {
        let text = score::write(&s.game, &s.header);
        for line in text.lines() {
            assert!(line.len() <= 78, "{}: line too long: {line}", s.name);
            assert_eq!(line, line.trim_end(), "{}: trailing space", s.name);
        }
        files.push((format!("{}.txt", s.name), text));
    }
    yubin_golden::check_dir(games::data("score"), files);
}

/// Commented scores: the goldens (`tests/data/score_commented/`), one move a line with its
/// comment, long comments wrapped under their column within 78 columns (a Japanese character
/// counted as two), every move in them; no comment writes exactly `write`'s score.
#[test]
fn commented_goldens() {
    let samples = games::samples();
    let mut files = Vec::new();
    for s in samples {
        let plain = score::write(&s.game, &s.header);
        let none = vec![None; s.game.moves().len()];
        assert_eq!(score::write_commented(&s.game, &s.header, &none), plain);
        assert_eq!(score::write_commented(&s.game, &s.header, &[]), plain);
        let comments: Vec<Option<String>> = (1..=s.game.moves().len())
            .map(|ply| match ply % 4 {
                0 => None,
                1 => Some(format!("+{ply}.25")),
                2 => Some(format!("-0.{ply:02}\nMistake: lost 3.50 pawns; the engine's choice was a much longer move than this one, P-7f")),
                _ => Some("先手の詰み（3手） 悪手：3.50 の損、最善手 P-7f 先手の詰み（3手） 悪手".to_string()),
            })
            .collect();
        let text = score::write_commented(&s.game, &s.header, &comments);
        assert_ne!(text, plain);
        for line in text.lines() {
            let columns: usize = line.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum();
            assert!(columns <= 78, "{}: line too long: {line}", s.name);
            assert_eq!(line, line.trim_end(), "{}: trailing space", s.name);
        }
        let mut pos = s.game.initial().clone();
        for &mv in s.game.moves() {
            let t = yubin_rules::notation::tsa::format(&pos, mv);
            assert!(
                text.contains(&format!(" {t} ")) || text.contains(&format!(" {t}\n")),
                "{}: {t} missing",
                s.name
            );
            pos.play_unchecked(mv);
        }
        files.push((format!("{}.txt", s.name), text));
    }
    yubin_golden::check_dir(games::data("score_commented"), files);
}

#[test]
fn every_move_is_in_the_score() {
    for s in games::samples() {
        let text = score::write(&s.game, &s.header);
        let mut pos = s.game.initial().clone();
        for &mv in s.game.moves() {
            let t = yubin_rules::notation::tsa::format(&pos, mv);
            assert!(text.contains(&t), "{}: {t} missing", s.name);
            pos.play_unchecked(mv);
        }
    }
}

#[test]
fn a_long_game_keeps_its_columns() {
    let mut game = Game::new(Rules::default());
    for i in 0..150 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[(i * 11) % moves.len()]).unwrap();
    }
    assert!(game.moves().len() > 100);
    let text = score::write(&game, &Header::default());
    let body: Vec<&str> = text
        .split("\n\n")
        .nth(1)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with("Result"))
        .collect();
    assert!(body.len() > 10);
    // Every line but the last is full, and each pair starts in the same column everywhere.
    let starts = |l: &str| -> Vec<usize> {
        l.match_indices(". ")
            .map(|(i, _)| i)
            .filter(|&i| l.as_bytes()[i - 1].is_ascii_digit())
            .collect()
    };
    let first = starts(body[0]);
    assert!(first.len() > 1, "{}", body[0]);
    for l in &body[..body.len() - 1] {
        assert_eq!(starts(l), first, "{l}");
        assert!(l.len() <= 78, "{l}");
    }
}

#[test]
fn results_in_words() {
    let game = games::play(Rules::default(), None, "P-7h");
    let header = |ending| Header {
        black: "Alice".to_string(),
        white: "Bob".to_string(),
        ending,
        ..Header::default()
    };
    let cases = [
        (
            Some(Ending {
                winner: Some(Color::White),
                how: Termination::Timeout,
            }),
            "Result:   White (Bob) wins: Black (Alice) ran out of time.",
        ),
        (
            Some(Ending {
                winner: None,
                how: Termination::Agreement,
            }),
            "Result:   Drawn by agreement.",
        ),
        (
            Some(Ending {
                winner: Some(Color::Black),
                how: Termination::Board(EndReason::BareKing),
            }),
            "Result:   Black (Alice) wins: White was left with a bare king.",
        ),
        (
            Some(Ending {
                winner: Some(Color::Black),
                how: Termination::Forfeit,
            }),
            "Result:   Black (Alice) wins by forfeit: White (Bob) withdrew.",
        ),
        (None, "Result:   Unfinished: White (Bob) to move."),
    ];
    for (ending, want) in cases {
        let text = score::write(&game, &header(ending));
        assert!(text.ends_with(&format!("\n{want}\n")), "{text}");
    }
    // With no ending in the header, the board's outcome.
    let pos = sfen::read(
        Rules::default(),
        "12/12/12/12/12/12/12/12/12/9G2/5k6/5K6 w - 1",
    )
    .unwrap();
    let mut game = Game::from_position(pos);
    let take = yubin_rules::notation::read_move(game.position(), "7k7l").unwrap();
    game.play(take).unwrap();
    let text = score::write(&game, &Header::default());
    assert!(
        text.ends_with(
            "\n1. ...   Kx7l\n\nResult:   White wins: Black lost the last royal piece.\n"
        ),
        "{text}"
    );
    // A set-up start is given as its SFEN.
    assert!(
        text.contains("\nStart:    12/12/12/12/12/12/12/12/12/9G2/5k6/5K6 w - 1\n"),
        "{text}"
    );
}
