use super::*;
use std::collections::HashMap;
use yubin_rules::notation::{sfen, tsa, usi, winboard};
use yubin_rules::rules::Repetition;
use yubin_rules::{Color, EndReason, Move, Rules, Variant};

/// Plays each move text (any notation) on `g`.
fn play_all(g: &mut Game, texts: &[&str]) {
    for t in texts {
        let mv = notation::read_move(g.position(), t).unwrap_or_else(|e| panic!("{t}: {e}"));
        g.play(mv).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

/// A Chu game after Black's first move `P-8h`: White is on turn.
fn chu() -> Game {
    let mut g = Game::new(Rules::default());
    play_all(&mut g, &["P-8h"]);
    g
}

fn from_sfen(options: &[(&str, &str)], text: &str) -> Game {
    let mut rules = Rules::default();
    for (k, v) in options {
        rules.set(k, v).unwrap();
    }
    Game::from_position(sfen::read(rules, text).unwrap())
}

fn usis(c: &Conditionals) -> Vec<Vec<&str>> {
    c.lines
        .iter()
        .map(|l| l.0.iter().map(String::as_str).collect())
        .collect()
}

fn lines(rows: &[&[&str]]) -> Conditionals {
    Conditionals {
        lines: rows
            .iter()
            .map(|r| Line(r.iter().map(|s| s.to_string()).collect()))
            .collect(),
    }
}

fn refused(game: &Game, text: &str) -> ConditionalError {
    match parse(game, text) {
        Ok(c) => panic!("{text:?} accepted: {c:?}"),
        Err(e) => e,
    }
}

// ------------------------------------------------------------------------------ syntax

#[test]
fn reads_the_example_in_any_case_and_notation() {
    let g = chu();
    let c = parse(&g, "if P-8e then P-7h\nIF 5d5e THEN P-5h p-5f 5h5g").unwrap();
    assert_eq!(
        usis(&c),
        [vec!["8d8e", "7i7h"], vec!["5d5e", "5i5h", "5e5f", "5h5g"]]
    );
    // The same lines without keywords, on one text line, with commas.
    let same = parse(&g, "8d8e, 7i7h; P-5e P-5h,P-5f , P-5g").unwrap();
    assert_eq!(same, c);
}

#[test]
fn empty_text_gives_no_lines() {
    for text in ["", "  \n ;; \r\n"] {
        let c = parse(&chu(), text).unwrap();
        assert!(c.is_empty());
        assert_eq!(c.to_stored(), "");
    }
}

#[test]
fn lion_double_moves_in_tsa_usi_and_winboard() {
    // White's lion on 6f next to Black's pawn on 6g (and a gold on 1l, so that taking the
    // pawn does not bare Black's king); White is on turn.
    let g = from_sfen(&[], "k11/12/12/12/12/6n5/6P5/12/12/12/12/K10G w - 1");
    // `g7g6,g6g5` is one WinBoard engine move (read whole), not two plies.
    let c = parse(
        &g,
        "if g7g6,g6g5 then K-11l; if Lnx6g-7h then 12l11l; Lnx!6g,K-12k",
    )
    .unwrap();
    assert_eq!(
        usis(&c),
        [
            vec!["6f6g6h", "12l11l"],
            vec!["6f6g7h", "12l11l"],
            vec!["6f6g6f", "12l12k"]
        ]
    );
}

#[test]
fn keywords_stand_only_at_their_places() {
    let g = chu();
    let e = refused(&g, "if P-8e then P-7h if P-7e then P-7g");
    assert_eq!((e.line, e.ply, e.text.as_str()), (1, Some(3), "if"));
    assert_eq!(e.reason, Reason::Keyword);
    let e = refused(&g, "if P-8e then then P-7h");
    assert_eq!((e.ply, e.text.as_str()), (Some(2), "then"));
    let e = refused(&g, "P-8e P-7h then P-7e P-7g");
    assert_eq!((e.ply, e.reason), (Some(3), Reason::Keyword));
    let e = refused(&g, "if then P-8e P-7h");
    assert_eq!((e.ply, e.reason), (Some(1), Reason::Keyword));
    let e = refused(&g, "P-8e P-7h\nif");
    assert_eq!(
        (e.line, e.ply, e.reason.clone()),
        (2, None, Reason::NoMoves)
    );
    assert_eq!(e.to_string(), "line 2 `if`: no moves");
}

#[test]
fn a_reply_without_an_answer_is_refused() {
    let g = chu();
    let e = refused(&g, "if P-8e");
    assert_eq!((e.line, e.ply, e.text.as_str()), (1, Some(1), "P-8e"));
    assert_eq!(e.reason, Reason::MissingAnswer);
    let e = refused(&g, "P-8e P-7h; P-5e P-5h P-5f");
    assert_eq!((e.line, e.ply, e.text.as_str()), (2, Some(3), "P-5f"));
    assert_eq!(
        e.to_string(),
        "line 2, ply 3 `P-5f`: a reply without an answer"
    );
}

#[test]
fn lines_are_numbered_as_written_without_blank_ones() {
    let e = refused(&chu(), "\n\nif P-8e then P-7h;;\n  if P-5e then Zz-9z\n");
    assert_eq!((e.line, e.ply, e.text.as_str()), (2, Some(2), "Zz-9z"));
    assert!(
        matches!(&e.reason, Reason::Move(m) if matches!(**m, MoveTextError::Syntax(_))),
        "{e:?}"
    );
    assert!(
        e.to_string()
            .starts_with("line 2, ply 2: unreadable move `Zz-9z`"),
        "{e}"
    );
}

#[test]
fn a_move_that_names_no_legal_move_is_refused() {
    let e = refused(&chu(), "if P-8e then P-7h; if P-5e then G-1a");
    assert_eq!((e.line, e.ply, e.text.as_str()), (2, Some(2), "G-1a"));
    assert!(
        matches!(&e.reason, Reason::Move(m) if matches!(**m, MoveTextError::Resolve(_))),
        "{e:?}"
    );
    // A ply is read in the position of its line, not the game's: `P-8e` is White's.
    let e = refused(&chu(), "P-8e P-8e");
    assert_eq!(e.ply, Some(2));
}

// ------------------------------------------------------------------------------ limits

#[test]
fn at_most_thirty_lines_as_written() {
    let g = chu();
    let thirty = vec!["if P-8e then P-7h"; MAX_LINES].join("\n");
    assert_eq!(usis(&parse(&g, &thirty).unwrap()), [vec!["8d8e", "7i7h"]]);
    let e = refused(&g, &format!("{thirty}; P-8e P-7h"));
    assert_eq!(
        (e.line, e.ply, e.reason.clone()),
        (31, None, Reason::TooManyLines)
    );
    assert_eq!(e.to_string(), "line 31 `P-8e P-7h`: more than 30 lines");
}

#[test]
fn at_most_thirty_plies_a_line() {
    // Shapes are checked before any move is read.
    let words: Vec<String> = (1..=MAX_PLIES + 2).map(|i| format!("m{i}")).collect();
    let e = refused(&chu(), &words.join(" "));
    assert_eq!((e.ply, e.text.as_str()), (Some(31), "m31"));
    assert_eq!(e.reason, Reason::TooManyPlies);
    let e = refused(&chu(), &words[..MAX_PLIES].join(" "));
    assert_eq!((e.ply, e.text.as_str()), (Some(1), "m1"));
}

// ------------------------------------------------------------------------------ the game

#[test]
fn an_answer_completing_a_forbidden_repetition_is_refused() {
    // CHU-REP-01's kings and lions. Black K 12l-12k, White K 12a-12b, Black K 12k-11k (the
    // sender's move). If White goes back to 12a, Black's 11k-12k would recreate the position
    // after Black's first move.
    let text = "k11/12/6n5/12/12/12/5N6/12/12/12/12/K11 b - 1";
    let moves = ["12l12k", "12a12b", "12k11k"];
    let mut historic = from_sfen(&[("chu.repetition", "historic")], text);
    play_all(&mut historic, &moves);
    let e = refused(&historic, "if 12b12a then 11k12k");
    assert_eq!((e.line, e.ply, e.text.as_str()), (1, Some(2), "11k12k"));
    assert_eq!(
        e.reason,
        Reason::Illegal(IllegalMove::ForbiddenRepetition {
            rule: Repetition::Historic,
            occurrence: 2
        })
    );
    assert!(
        e.to_string()
            .starts_with("line 1, ply 2 `11k12k`: illegal: "),
        "{e}"
    );
    // Another answer is fine, and lishogi's rule allows the same line.
    assert!(parse(&historic, "if 12b12a then 11k11l").is_ok());
    let mut lishogi = from_sfen(&[("chu.repetition", "lishogi")], text);
    play_all(&mut lishogi, &moves);
    assert!(parse(&lishogi, "if 12b12a then 11k12k").is_ok());
}

#[test]
fn a_ply_that_ends_the_game_ends_its_line() {
    // CHU-END-04: White's king on 7k, Black's on 7l.
    let g = from_sfen(&[], "12/12/12/12/12/12/12/12/12/9G2/5k6/5K6 w - 1");
    // The reply takes Black's last royal: no answer is possible.
    let e = refused(&g, "if Kx7l then G-3i");
    assert_eq!((e.ply, e.text.as_str()), (Some(1), "Kx7l"));
    assert_eq!(
        e.reason,
        Reason::EndsGame(Outcome::win(Color::White, EndReason::RoyalsCaptured))
    );
    // The answer takes White's: fine as the last ply, refused before more.
    let c = parse(&g, "if K-8k then Kx8k").unwrap();
    assert_eq!(usis(&c), [vec!["7k8k", "7l8k"]]);
    let e = refused(&g, "if K-8k then Kx8k K-9l G-3i");
    assert_eq!((e.ply, e.text.as_str()), (Some(2), "Kx8k"));
    assert!(matches!(e.reason, Reason::EndsGame(_)), "{e:?}");
    assert_eq!(
        e.to_string(),
        "line 1, ply 2 `Kx8k`: ends the game (black wins: last royal captured) but the line goes on"
    );
}

#[test]
fn a_finished_game_takes_no_lines() {
    let mut g = from_sfen(&[], "12/12/12/12/12/12/12/12/12/9G2/5k6/5K6 w - 1");
    play_all(&mut g, &["Kx7l"]);
    let e = refused(&g, "G-3i G-3h");
    assert_eq!(e.ply, Some(1));
}

// ------------------------------------------------------------------------------ consistency

#[test]
fn different_answers_to_the_same_moves_are_refused() {
    let g = chu();
    let e = refused(&g, "if P-8e then P-7h; if 8d8e then P-6h");
    assert_eq!((e.line, e.ply, e.text.as_str()), (2, Some(2), "P-6h"));
    assert_eq!(
        e.reason,
        Reason::Conflict {
            line: 1,
            answer: "P-7h".into()
        }
    );
    assert_eq!(
        e.to_string(),
        "line 2, ply 2 `P-6h`: line 1 answers the same moves with `P-7h`"
    );
    let e = refused(&g, "P-8e P-7h P-7e P-7g; P-5e P-5h; P-8e P-7h P-7e P-6h");
    assert_eq!((e.line, e.ply, e.text.as_str()), (3, Some(4), "P-6h"));
}

#[test]
fn identical_lines_and_beginnings_are_merged() {
    let g = chu();
    let c = parse(
        &g,
        "P-8e P-7h; P-5e P-5h; 8d8e 7i7h 7d7e 7h7g; P-5e P-5h; P-8e P-7h P-5e P-5h",
    )
    .unwrap();
    assert_eq!(
        usis(&c),
        [
            vec!["5d5e", "5i5h"],
            vec!["8d8e", "7i7h", "7d7e", "7h7g"],
            vec!["8d8e", "7i7h", "5d5e", "5i5h"],
        ]
    );
}

// ------------------------------------------------------------------------------ on_reply

#[test]
fn on_reply_answers_and_keeps_the_tails() {
    let c = lines(&[
        &["a", "b", "c", "d"],
        &["a", "b"],
        &["a", "b", "e", "f"],
        &["x", "y"],
    ]);
    assert_eq!(
        on_reply(&c, "a"),
        Reaction::Answer {
            usi: "b".into(),
            rest: lines(&[&["c", "d"], &["e", "f"]])
        }
    );
    assert_eq!(
        on_reply(&c, "x"),
        Reaction::Answer {
            usi: "y".into(),
            rest: Conditionals::default()
        }
    );
    assert_eq!(on_reply(&c, "b"), Reaction::Cleared);
    assert_eq!(on_reply(&Conditionals::default(), "a"), Reaction::None);
}

#[test]
fn on_reply_of_unchecked_lines_follows_the_first_answer() {
    let c = lines(&[&["a", "b", "c", "d"], &["a", "z", "e", "f"], &["a"]]);
    assert_eq!(
        on_reply(&c, "a"),
        Reaction::Answer {
            usi: "b".into(),
            rest: lines(&[&["c", "d"]])
        }
    );
}

// ------------------------------------------------------------------------------ stored form

#[test]
fn stored_form_round_trips() {
    let c = parse(&chu(), "P-8e P-7h P-7e P-7g; P-5e P-5h").unwrap();
    let stored = c.to_stored();
    assert_eq!(stored, "8d8e 7i7h 7d7e 7h7g\n5d5e 5i5h");
    assert_eq!(Conditionals::from_stored(&stored).unwrap(), c);
    assert_eq!(
        Conditionals::from_stored("").unwrap(),
        Conditionals::default()
    );
}

#[test]
fn damaged_stored_text_is_refused_naming_the_problem() {
    let problem = |text: &str| Conditionals::from_stored(text).unwrap_err();
    let e = problem("8d8e 7i7h\n\n5d5e 5i5h");
    assert_eq!((e.line, e.problem.clone()), (2, StoredProblem::Blank));
    assert_eq!(problem("8d8e 7i7h\n").problem, StoredProblem::Blank);
    assert_eq!(problem("8d8e  7i7h").problem, StoredProblem::Spacing);
    assert_eq!(problem("8d8e\t7i7h").problem, StoredProblem::Spacing);
    assert_eq!(problem("8d8e").problem, StoredProblem::Plies(1));
    assert_eq!(problem("8d8e 7i7h 7d7e").problem, StoredProblem::Plies(3));
    let long = vec!["8d8e"; MAX_PLIES + 2].join(" ");
    assert_eq!(problem(&long).problem, StoredProblem::Plies(32));
    let e = problem("8d8e P-7h");
    assert!(matches!(e.problem, StoredProblem::NotUsi(_)), "{e:?}");
    assert!(
        e.to_string()
            .starts_with("stored conditional line 1 `8d8e P-7h`: "),
        "{e}"
    );
    let e = problem("8d8e 7i7h\n8d8e 6i6h");
    assert_eq!((e.line, e.problem.clone()), (2, StoredProblem::Conflict(1)));
    assert_eq!(
        e.to_string(),
        "stored conditional line 2 `8d8e 6i6h`: answers differently from line 1"
    );
    let e = problem("8d8e 7i7h\n8d8e 7i7h 7d7e 7h7g");
    assert_eq!((e.line, e.problem), (1, StoredProblem::Redundant(2)));
    let e = problem("8d8e 7i7h\n8d8e 7i7h");
    assert_eq!((e.line, e.problem), (2, StoredProblem::Redundant(1)));
    let many: Vec<String> = (0..=MAX_LINES)
        .map(|i| format!("{}d{}e 1i1h", 1 + i % 12, 1 + i / 12))
        .collect();
    let e = problem(&many.join("\n"));
    assert_eq!((e.line, e.problem), (31, StoredProblem::TooManyLines));
}

// ------------------------------------------------------------------------------ describe

#[test]
fn describe_writes_tsa_and_keeps_what_no_longer_replays_in_usi() {
    let g = chu();
    let c = parse(&g, "8d8e 7i7h 7d7e 7h7g; if 5d5e then 5i5h").unwrap();
    assert_eq!(
        c.describe(&g),
        [vec!["P-8e", "P-7h", "P-7e", "P-7g"], vec!["P-5e", "P-5h"]]
    );
    // From the start (Black on turn) `8d8e` is not a move.
    let start = Game::new(Rules::default());
    assert_eq!(c.describe(&start)[1], ["5d5e", "5i5h"]);
}

// ------------------------------------------------------------------------------ property

/// A small deterministic generator (splitmix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// `mv` in a notation picked at random among those the game reads.
fn written(rng: &mut Rng, g: &Game, mv: Move) -> String {
    let pos = g.position();
    let n = if pos.rules().variant == Variant::Chu {
        5
    } else {
        3
    };
    match rng.below(n) {
        0 => usi::format(pos, mv),
        1 => tsa::format(pos, mv),
        2 => tsa::format_with_origin(pos, mv),
        3 => winboard::format_san(pos, mv),
        _ => winboard::format_engine(pos, mv),
    }
}

/// Random lines from `game`: replies among the first few legal moves (so lines share
/// beginnings), and one answer for each sequence of moves (so they are consistent). Each line
/// in USI and as written.
fn random_lines(rng: &mut Rng, game: &Game) -> Vec<(Vec<String>, Vec<String>)> {
    let mut answers: HashMap<Vec<String>, Move> = HashMap::new();
    let mut out = Vec::new();
    for _ in 0..1 + rng.below(6) {
        let mut g = game.clone();
        let (mut usis, mut texts) = (Vec::new(), Vec::new());
        let plies = 2 * (1 + rng.below(4));
        while usis.len() < plies {
            let legal = g.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mine = usis.len() % 2 == 1;
            let mv = if mine {
                *answers
                    .entry(usis.clone())
                    .or_insert_with(|| legal[rng.below(legal.len())])
            } else {
                legal[rng.below(legal.len().min(3))]
            };
            let (u, t) = (usi::format(g.position(), mv), written(rng, &g, mv));
            let ended = g.play(mv).expect("a legal move").is_some();
            if ended && !mine {
                break;
            }
            usis.push(u);
            texts.push(t);
            if ended {
                break;
            }
        }
        usis.truncate(usis.len() / 2 * 2);
        texts.truncate(usis.len());
        if !usis.is_empty() {
            out.push((usis, texts));
        }
    }
    out
}

/// The lines as a player might write them, keywords and separators picked at random.
fn text_of(rng: &mut Rng, lines: &[(Vec<String>, Vec<String>)]) -> String {
    let mut text = String::new();
    for (_, words) in lines {
        text.push_str(rng.pick(&["", "if ", "IF ", "If "]));
        for (i, w) in words.iter().enumerate() {
            if i > 0 {
                text.push_str(rng.pick(&[" ", "  ", ", ", " , "]));
            }
            if i == 1 {
                text.push_str(rng.pick(&["", "then ", "Then "]));
            }
            text.push_str(w);
        }
        text.push_str(rng.pick(&["\n", "; ", ";", "\r\n\n"]));
    }
    text
}

/// A game with a few random moves played; the side that moved last is the sender.
fn random_game(rng: &mut Rng, variant: Variant) -> Game {
    let mut g = Game::new(Rules::standard(variant));
    for _ in 0..1 + rng.below(6) {
        let legal = g.legal_moves();
        g.play(legal[rng.below(legal.len())]).unwrap();
    }
    g
}

#[test]
fn following_checked_lines_never_meets_an_illegal_move() {
    let mut rng = Rng(0x5EED_C0DE);
    let (mut answers, mut cleared, mut conflicts) = (0, 0, 0);
    for trial in 0..60 {
        let variant = if trial % 6 == 5 {
            Variant::Maka
        } else {
            Variant::Chu
        };
        let game = random_game(&mut rng, variant);
        let generated = random_lines(&mut rng, &game);
        if generated.is_empty() {
            continue;
        }
        let text = text_of(&mut rng, &generated);
        let c = parse(&game, &text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert!(c.lines.len() <= generated.len());
        for (u, _) in &generated {
            assert!(c.lines.iter().any(|l| l.0.starts_with(u)), "{u:?} lost");
        }
        assert_eq!(Conditionals::from_stored(&c.to_stored()).unwrap(), c);

        // Follow every stored line, and once in a while leave it with another reply.
        for line in &c.lines {
            let (mut g, mut stored, mut i) = (game.clone(), c.clone(), 0);
            loop {
                let leave = rng.below(8) == 0;
                let reply = if leave {
                    let other = g.legal_moves().into_iter().find(|&m| {
                        let u = usi::format(g.position(), m);
                        stored.lines.iter().all(|l| l.0[0] != u)
                    });
                    match other {
                        Some(m) => m,
                        None => usi::parse(g.position(), &line.0[i]).unwrap(),
                    }
                } else {
                    usi::parse(g.position(), &line.0[i]).unwrap()
                };
                let reply_usi = usi::format(g.position(), reply);
                assert!(g.play(reply).is_ok(), "{reply_usi} in {text:?}");
                match on_reply(&stored, &reply_usi) {
                    Reaction::Answer { usi: answer, rest } => {
                        assert_eq!(reply_usi, line.0[i]);
                        assert_eq!(answer, line.0[i + 1]);
                        let mv = usi::parse(g.position(), &answer)
                            .unwrap_or_else(|e| panic!("{answer} in {text:?}: {e}"));
                        assert!(g.play(mv).is_ok(), "{answer} in {text:?}");
                        answers += 1;
                        stored = rest;
                        i += 2;
                        if i == line.0.len() {
                            break;
                        }
                    }
                    Reaction::Cleared => {
                        assert_ne!(reply_usi, line.0[i]);
                        cleared += 1;
                        break;
                    }
                    Reaction::None => panic!("no lines left in the middle of {line:?}"),
                }
            }
        }

        // A different answer to a stored reply is refused.
        let (u, texts) = &generated[0];
        let mut g = game.clone();
        g.play(usi::parse(g.position(), &u[0]).unwrap()).unwrap();
        let other = g
            .legal_moves()
            .into_iter()
            .find(|&m| usi::format(g.position(), m) != u[1]);
        if let Some(m) = other {
            let bad = format!("{text}\n{} {}", texts[0], usi::format(g.position(), m));
            let e = refused(&game, &bad);
            assert!(
                matches!(e.reason, Reason::Conflict { line: 1, .. }),
                "{e:?}"
            );
            conflicts += 1;
        }
    }
    assert!(answers > 100, "{answers} answers");
    assert!(
        cleared > 0 && conflicts > 0,
        "{cleared} cleared, {conflicts} conflicts"
    );
}

#[test]
fn the_module_does_no_io_and_knows_no_store() {
    let source = include_str!("../conditional.rs");
    for banned in ["rusqlite", "crate::store", "std::fs", "std::io", "std::net"] {
        assert!(!source.contains(banned), "{banned}");
    }
}

#[test]
fn any_text_is_read_or_refused_without_panic() {
    const WORDS: &[&str] = &[
        "if",
        "IF",
        "then",
        "Then",
        ",",
        ", ",
        ";",
        "\n",
        " ",
        "  ",
        "P-8e",
        "8d8e",
        "P-7h",
        "7i7h",
        "P-5e",
        "5i5h",
        "Ln-6e",
        "6c6e6d",
        "g7g6,g6g5",
        "--",
        "pass",
        "x",
        "Ｐ－８ｅ",
        "ー",
        "\u{3000}",
        "12.",
        "!",
        "+",
        "=",
        "8d8e,7i7h",
        "if,",
        "then,",
        "é",
        "\r",
    ];
    let mut rng = Rng(7);
    let g = chu();
    let (mut accepted, mut refusals) = (0, 0);
    for _ in 0..2000 {
        let text: String = (0..rng.below(12)).map(|_| rng.pick(WORDS)).collect();
        match parse(&g, &text) {
            Ok(c) => {
                accepted += 1;
                assert!(c
                    .lines
                    .iter()
                    .all(|l| l.0.len() % 2 == 0 && !l.0.is_empty()));
                assert_eq!(Conditionals::from_stored(&c.to_stored()).as_ref(), Ok(&c));
            }
            Err(e) => {
                refusals += 1;
                assert!(e.line >= 1 && e.ply.is_none_or(|p| p >= 1), "{e:?}");
                assert!(!e.to_string().is_empty());
            }
        }
        // The stored reader takes back exactly what it accepts.
        if let Ok(c) = Conditionals::from_stored(&text) {
            assert_eq!(c.to_stored(), text);
        }
    }
    assert!(
        accepted > 0 && refusals > 0,
        "{accepted} accepted, {refusals} refused"
    );
}
