//! Maka Dai Dai Shogi games (`maka-dai-dai-shogi.md` §8, §9): the MK-END scenarios of §14.4
//! played through [`Game`], and the game-end options `maka.end.bare_king`,
//! `maka.end.checkmate`, `maka.end.no_legal_moves` and `maka.repetition`.

use yubin_rules::notation;
use yubin_rules::{
    Color, EndReason, Game, IllegalMove, Move, Outcome, Piece, PieceKind, Position, Rules, Square,
    Variant,
};

fn sq(s: &str) -> Square {
    yubin_rules::Dimensions {
        files: 19,
        ranks: 19,
    }
    .parse_square(s)
    .unwrap_or_else(|| panic!("bad square {s}"))
}

/// Standard Maka rules with some options set by key.
fn rules(options: &[(&str, &str)]) -> Rules {
    let mut r = Rules::standard(Variant::Maka);
    for (k, v) in options {
        r.set(k, v).unwrap_or_else(|e| panic!("{k}={v}: {e}"));
    }
    r
}

/// A game from a square list such as `"B G 10b; W +DE 9a"` (colour, Maka TSA abbreviation,
/// square) with `side` to move. Kings on 10s / 10a are added for a side whose list has no
/// king or emperor, unless the list says `noking B` / `noking W`.
fn game(rules: Rules, side: Color, list: &str) -> Game {
    let mut pieces = Vec::new();
    let mut has_king = [false, false];
    for item in list.split(';').map(str::trim).filter(|s| !s.is_empty()) {
        let parts: Vec<&str> = item.split_whitespace().collect();
        match parts[..] {
            ["noking", "B"] => has_king[0] = true,
            ["noking", "W"] => has_king[1] = true,
            [c, abbr, s] => {
                let color = if c == "B" { Color::Black } else { Color::White };
                let kind = yubin_rules::tables::kind_from_tsa(Variant::Maka, abbr)
                    .unwrap_or_else(|| panic!("no Maka kind {abbr}"));
                if matches!(kind, PieceKind::King | PieceKind::PromotedKing) {
                    has_king[color.index()] = true;
                }
                pieces.push((sq(s), Piece::new(color, kind)));
            }
            _ => panic!("bad item {item}"),
        }
    }
    if !has_king[0] {
        pieces.push((sq("10s"), Piece::new(Color::Black, PieceKind::King)));
    }
    if !has_king[1] {
        pieces.push((sq("10a"), Piece::new(Color::White, PieceKind::King)));
    }
    let pos = Position::from_pieces(rules, &pieces, side, None, 1).expect("valid position");
    Game::from_position(pos)
}

/// Reads a move (USI or TSA) in the game's position and plays it.
#[track_caller]
fn play(g: &mut Game, text: &str) -> Option<Outcome> {
    let mv = notation::read_move(g.position(), text).unwrap_or_else(|e| panic!("{text}: {e}"));
    g.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn win(winner: Color, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::win(winner, reason))
}

// ------------------------------------------------------------------ §14.4 scenarios

#[test]
fn mk_end_01_capturing_the_king_with_a_prince_left_continues() {
    let mut g = game(
        rules(&[]),
        Color::Black,
        "B G 10b; B R 8s; W K 10a; W +DE 9a",
    );
    assert_eq!(g.outcome(), None);
    assert_eq!(
        play(&mut g, "10b10a"),
        None,
        "MK-END-01: the game continues"
    );
    assert_eq!(g.position().royal_count(Color::White), 1);
    assert!(!g.legal_moves().is_empty());
}

#[test]
fn mk_end_02_then_capturing_the_prince_wins() {
    let mut g = game(
        rules(&[]),
        Color::Black,
        "B G 10b; B R 8s; W K 10a; W +DE 9a",
    );
    assert_eq!(play(&mut g, "10b10a"), None);
    assert_eq!(play(&mut g, "9a8b"), None);
    let outcome = play(&mut g, "8s8b");
    assert_eq!(outcome, win(Color::Black, EndReason::RoyalsCaptured));
    assert_eq!(g.outcome(), outcome);
    assert!(g.legal_moves().is_empty());
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "black wins: last royal captured"
    );
}

#[test]
fn mk_end_03_both_royals_in_one_move() {
    let mut g = game(rules(&[]), Color::Black, "B Ln 10c; W K 10b; W +DE 9a");
    assert_eq!(g.outcome(), None);
    assert_eq!(
        play(&mut g, "Lnx10bx9a"),
        win(Color::Black, EndReason::RoyalsCaptured)
    );
    assert_eq!(g.moves().len(), 1);
}

#[test]
fn mk_end_04_capturing_a_lone_emperor_wins() {
    let mut g = game(rules(&[]), Color::Black, "B G 10b; W +K 10a");
    assert_eq!(g.outcome(), None);
    assert_eq!(
        play(&mut g, "10b10a"),
        win(Color::Black, EndReason::RoyalsCaptured)
    );
}

#[test]
fn mk_end_05_no_bare_king_rule_by_default() {
    let g = game(rules(&[]), Color::White, "B G 5j");
    assert_eq!(g.outcome(), None, "MK-END-05: continues");
    assert!(!g.legal_moves().is_empty());
    // With `maka.end.bare_king = jcsa` the lone king loses.
    let g = game(
        rules(&[("maka.end.bare_king", "jcsa")]),
        Color::White,
        "B G 5j",
    );
    assert_eq!(g.outcome(), win(Color::Black, EndReason::BareKing));
}

// ------------------------------------------------------------------ options

#[test]
fn jcsa_bare_king_uses_maka_dead_pieces_and_weak_pieces() {
    let jcsa = rules(&[("maka.end.bare_king", "jcsa")]);
    // A pawn or a go-between does not count as the winner's extra piece.
    for extra in ["B P 5j", "B GB 5j"] {
        let g = game(jcsa, Color::White, extra);
        assert_eq!(g.outcome(), None, "{extra}");
    }
    // Any other live piece counts, even a weak one.
    for extra in ["B Dv 5j", "B St 5j", "B N 5j"] {
        let g = game(jcsa, Color::White, extra);
        assert_eq!(
            g.outcome(),
            win(Color::Black, EndReason::BareKing),
            "{extra}"
        );
    }
    // Dead pieces (§1) count for nobody: a Black knight on rank b, a stone general on rank a.
    for dead in ["B N 5b", "B St 5a", "B +I 5a", "B L 5a"] {
        let g = game(jcsa, Color::White, dead);
        assert_eq!(g.outcome(), None, "{dead}: dead, does not count");
    }
    // …and do not save the bared side: White's dead knight on its last rank.
    let g = game(jcsa, Color::White, "B G 5j; W N 3s");
    assert_eq!(g.outcome(), win(Color::Black, EndReason::BareKing));
    // A live White knight does.
    let g = game(jcsa, Color::White, "B G 5j; W N 3q");
    assert_eq!(g.outcome(), None);
    // The lone king next to the only extra piece can take it: not over (as in Chu).
    let g = game(jcsa, Color::White, "B G 10b");
    assert_eq!(g.outcome(), None);
    // A prince is a royal: a side with a king and a prince is not bare.
    let g = game(jcsa, Color::White, "B G 5j; W +DE 3a");
    assert_eq!(g.outcome(), None);
}

#[test]
fn jcsa_bare_king_with_a_lone_emperor() {
    let jcsa = rules(&[("maka.end.bare_king", "jcsa")]);
    // White's lone emperor can teleport onto Black's unprotected king: not over.
    let g = game(jcsa, Color::White, "B G 5j; W +K 10a");
    assert_eq!(g.outcome(), None);
    // King and gold protect each other: the emperor can take nothing, White is bare.
    let g = game(jcsa, Color::White, "B G 10r; W +K 10a");
    assert_eq!(g.outcome(), win(Color::Black, EndReason::BareKing));
}

#[test]
fn no_two_royals_draw_in_maka() {
    let g = game(rules(&[]), Color::White, "");
    assert_eq!(g.outcome(), None, "two lone kings play on");
    let g = game(rules(&[("maka.end.bare_king", "jcsa")]), Color::White, "");
    assert_eq!(g.outcome(), None);
}

#[test]
fn no_legal_moves_loses() {
    // Black's king in the corner, boxed in by its own pawns, which are blocked or dead.
    let mut list = String::from("B K 19s; B P 18s");
    for rank in 'a'..='r' {
        list.push_str(&format!("; B P 19{rank}; B P 18{rank}"));
    }
    let g = game(rules(&[]), Color::Black, &list);
    assert_eq!(g.outcome(), win(Color::White, EndReason::NoLegalMoves));
    assert_eq!(
        rules(&[]).get("maka.end.no_legal_moves").as_deref(),
        Some("loss")
    );
}

#[test]
fn checkmate_only_with_mate_wins() {
    // White's king on 1a, checked along rank a, rank b covered.
    let list = "B R 19a; B R 19b; W K 1a";
    let g = game(rules(&[]), Color::White, list);
    assert_eq!(g.outcome(), None, "capture_only: play on");
    assert!(g.is_check());
    let g = game(
        rules(&[("maka.end.checkmate", "mate_wins")]),
        Color::White,
        list,
    );
    assert_eq!(g.outcome(), win(Color::Black, EndReason::Checkmate));
    // Not mate when the king can take a checking rook.
    let g = game(
        rules(&[("maka.end.checkmate", "mate_wins")]),
        Color::White,
        "B R 2a; B R 19b; W K 1a",
    );
    assert_eq!(g.outcome(), None);
}

#[test]
fn a_teleporting_emperor_attacks_unprotected_royals() {
    // Black's emperor can capture White's lone king wherever it goes: with `mate_wins` that
    // is mate, and it is check.
    let g = game(
        rules(&[("maka.end.checkmate", "mate_wins")]),
        Color::White,
        "B +K 10s; W K 10a",
    );
    assert_eq!(g.outcome(), win(Color::Black, EndReason::Checkmate));
    let mut g = game(rules(&[]), Color::White, "B +K 10s; W K 10a");
    assert!(g.is_check());
    assert_eq!(g.outcome(), None);
    play(&mut g, "10a9a");
    assert_eq!(
        play(&mut g, "10s9a"),
        win(Color::Black, EndReason::RoyalsCaptured)
    );
    // A protected king is not attacked by the emperor.
    let g = game(
        rules(&[("maka.end.checkmate", "mate_wins")]),
        Color::White,
        "B +K 10s; W K 10a; W G 10b",
    );
    assert!(!g.is_check());
    assert_eq!(g.outcome(), None);
    // With `lion_queen` the emperor is an ordinary piece: far away, no check.
    let g = game(
        rules(&[("maka.emperor", "lion_queen")]),
        Color::White,
        "B +K 10s; W K 1a",
    );
    assert!(!g.is_check());
}

#[test]
fn repetition_lishogi_passing_lions_draw() {
    let mut g = game(rules(&[]), Color::Black, "B Ln 10j; W Ln 10d");
    let mut last = None;
    for _ in 0..3 {
        assert_eq!(last, None);
        assert_eq!(play(&mut g, "10j10i10j"), None);
        last = play(&mut g, "pass");
    }
    assert_eq!(last, Some(Outcome::draw(EndReason::Repetition)));
    assert_eq!(g.moves().len(), 6);
    assert!(g.moves().iter().all(|&m| m == Move::Pass));
}

#[test]
fn repetition_lishogi_perpetual_check_loses() {
    let mut g = game(rules(&[]), Color::White, "B R 9a; W K 1a");
    assert!(g.is_check());
    let mut last = None;
    for _ in 0..3 {
        assert_eq!(last, None);
        for m in ["1a1b", "9a9b", "1b1a"] {
            assert_eq!(play(&mut g, m), None, "{m}");
        }
        last = play(&mut g, "9b9a");
    }
    assert_eq!(last, win(Color::White, EndReason::PerpetualAttack));
}

#[test]
fn repetition_options_apply_to_maka() {
    let mut g = game(
        rules(&[("maka.repetition", "no_repeat")]),
        Color::Black,
        "B Ln 10j; W Ln 10d",
    );
    assert_eq!(play(&mut g, "10j10i10j"), None);
    // White's pass would recreate the first position.
    let err = g.play(Move::Pass).unwrap_err();
    assert!(
        matches!(err, IllegalMove::ForbiddenRepetition { .. }),
        "{err:?}"
    );
    assert!(!g.legal_moves().contains(&Move::Pass));
    assert_eq!(g.moves().len(), 1);
}

#[test]
fn maka_start_game_plays() {
    let mut g = Game::new(Rules::standard(Variant::Maka));
    assert_eq!(g.outcome(), None);
    assert_eq!(g.legal_moves().len(), 80);
    assert!(!g.is_check());
    assert_eq!(play(&mut g, "P-10m"), None);
    assert_eq!(g.position().side_to_move(), Color::White);
    assert_eq!(g.legal_moves().len(), 80);
}
