//! Dai Shogi: the scenarios of `docs/rules/dai-shogi.md` §9 (one named test per ID), the setup,
//! the position string and the notations.
//!
//! Moves are written in USI (`8h8g`, `8h8g8f`, `8f8e+`); the verdicts are the rules crate's.

use std::collections::BTreeSet;
use yubin_rules::notation::{sfen, tsa, usi};
use yubin_rules::rules::PromotionRule;
use yubin_rules::{
    tables, Color, EndReason, Game, Outcome, Piece, PieceKind, Position, Rules, Square, Variant,
};

fn std_rules() -> Rules {
    Rules::standard(Variant::Dai)
}

fn sq(s: &str) -> Square {
    std_rules()
        .dimensions()
        .parse_square(s)
        .unwrap_or_else(|| panic!("bad square {s}"))
}

/// A position from a square list such as `"B VO 8h; W P 8g"`: colour, Dai TSA abbreviation
/// (`+` for promoted forms), square. Kings on 15o / 15a are added unless the list names a king
/// of that side.
fn board_as(rules: Rules, side: Color, list: &str) -> Position {
    let mut pieces = Vec::new();
    let mut has_king = [false, false];
    for item in list.split(';').map(str::trim).filter(|s| !s.is_empty()) {
        let parts: Vec<&str> = item.split_whitespace().collect();
        assert_eq!(parts.len(), 3, "{item}");
        let color = if parts[0] == "B" {
            Color::Black
        } else {
            Color::White
        };
        let kind = tables::kind_from_tsa(Variant::Dai, parts[1])
            .unwrap_or_else(|| panic!("no Dai piece {}", parts[1]));
        if kind == PieceKind::King {
            has_king[color.index()] = true;
        }
        pieces.push((sq(parts[2]), Piece::new(color, kind)));
    }
    if !has_king[0] {
        pieces.push((sq("15o"), Piece::new(Color::Black, PieceKind::King)));
    }
    if !has_king[1] {
        pieces.push((sq("15a"), Piece::new(Color::White, PieceKind::King)));
    }
    Position::from_pieces(rules, &pieces, side, None, 1).expect("valid position")
}

fn board(list: &str) -> Position {
    board_as(std_rules(), Color::Black, list)
}

fn legal(p: &Position, m: &str) {
    let mv = usi::parse(p, m).unwrap_or_else(|e| panic!("{m} should be legal: {e}"));
    assert!(p.legal_moves().contains(&mv), "{m} not generated");
}

fn illegal(p: &Position, m: &str) {
    assert!(usi::parse(p, m).is_err(), "{m} should be illegal");
}

fn after(p: &Position, m: &str) -> Position {
    let mv = usi::parse(p, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    p.clone().play(mv).expect("legal")
}

/// The squares the piece on `from` can move to without promoting, as TSA squares.
fn targets(p: &Position, from: &str) -> BTreeSet<String> {
    let from = sq(from);
    p.legal_moves()
        .into_iter()
        .filter_map(|m| match m {
            yubin_rules::Move::Board {
                from: f,
                to,
                promote: false,
                ..
            } if f == from => Some(to.to_string()),
            _ => None,
        })
        .collect()
}

fn set(squares: &str) -> BTreeSet<String> {
    squares.split_whitespace().map(str::to_string).collect()
}

fn kind_on(p: &Position, s: &str) -> PieceKind {
    p.piece_at(sq(s)).expect("a piece").kind
}

// ------------------------------------------------------------------------------- setup

#[test]
fn dai_setup_1_start_position() {
    let p = Position::start(std_rules());
    for c in Color::ALL {
        let mine: Vec<_> = p.pieces().filter(|(_, pc)| pc.color == c).collect();
        assert_eq!(mine.len(), 65, "{c:?}");
        let kinds: BTreeSet<PieceKind> = mine.iter().map(|(_, pc)| pc.kind).collect();
        assert_eq!(kinds.len(), 29, "{c:?}");
    }
    let dims = std_rules().dimensions();
    for (s, pc) in p.pieces() {
        let twin = p
            .piece_at(s.rotate(dims.files, dims.ranks))
            .expect("rotated");
        assert_eq!((twin.kind, twin.color), (pc.kind, !pc.color));
    }
    for (s, k) in [
        ("8o", PieceKind::King),
        ("8n", PieceKind::DrunkElephant),
        ("8m", PieceKind::Lion),
        ("8l", PieceKind::Queen),
        ("9m", PieceKind::Kirin),
        ("7m", PieceKind::Phoenix),
        ("14o", PieceKind::Knight),
        ("13o", PieceKind::StoneGeneral),
        ("12o", PieceKind::IronGeneral),
        ("13n", PieceKind::CatSword),
        ("12m", PieceKind::AngryBoar),
        ("10m", PieceKind::EvilWolf),
        ("14m", PieceKind::ViolentOx),
        ("14l", PieceKind::FlyingDragon),
        ("11j", PieceKind::GoBetween),
        ("7c", PieceKind::Kirin),
        ("9c", PieceKind::Phoenix),
    ] {
        assert_eq!(kind_on(&p, s), k, "{s}");
    }
    // The reference writes the start position string; it is the crate's.
    let text = sfen::write(&p);
    let reference = include_str!("../../../docs/rules/dai-shogi.md");
    assert!(reference.contains(&format!("`{text}`")), "{text}");
    assert_eq!(sfen::write(&sfen::read(std_rules(), &text).unwrap()), text);
    assert_eq!(p.legal_moves().len(), 71);
}

// ---------------------------------------------------------------------------- movement

#[test]
fn dai_vo_1_violent_ox_two_squares_orthogonally() {
    let p = board("B VO 8h");
    assert_eq!(targets(&p, "8h"), set("8g 8f 9h 10h 7h 6h 8i 8j"));
}

#[test]
fn dai_vo_2_violent_ox_does_not_jump() {
    let p = board("B VO 8h; B P 8g; W P 10h");
    illegal(&p, "8h8f");
    legal(&p, "8h9h");
    legal(&p, "8h10h"); // a capture two squares away over an empty square…
    let q = board("B VO 8h; B P 8g; W P 9h; W P 10h");
    legal(&q, "8h9h");
    illegal(&q, "8h10h"); // …but not over a piece
}

#[test]
fn dai_fd_1_flying_dragon_two_squares_diagonally() {
    let p = board("B FD 8h; W P 9g");
    assert_eq!(targets(&p, "8h"), set("9g 7g 6f 7i 6j 9i 10j"));
    legal(&p, "8h9g");
    illegal(&p, "8h10f");
}

#[test]
fn dai_ew_1_evil_wolf() {
    let p = board("B EW 8h");
    assert_eq!(targets(&p, "8h"), set("8g 7g 9g 7h 9h"));
}

#[test]
fn dai_ab_1_angry_boar() {
    let p = board("B AB 8h");
    assert_eq!(targets(&p, "8h"), set("8g 8i 7h 9h"));
}

#[test]
fn dai_cs_1_cat_sword() {
    let p = board("B CS 8h");
    assert_eq!(targets(&p, "8h"), set("7g 9g 7i 9i"));
}

#[test]
fn dai_i_1_iron_general() {
    let p = board("B I 8h");
    assert_eq!(targets(&p, "8h"), set("8g 7g 9g"));
}

#[test]
fn dai_st_1_stone_general() {
    let p = board("B St 8h");
    assert_eq!(targets(&p, "8h"), set("7g 9g"));
}

#[test]
fn dai_n_1_knight() {
    let p = board("B N 8h; B P 8g; W P 9f");
    assert_eq!(targets(&p, "8h"), set("7f 9f"));
    // White's knight jumps towards rank o.
    let w = board_as(std_rules(), Color::White, "W N 8h");
    assert_eq!(targets(&w, "8h"), set("7j 9j"));
}

#[test]
fn dai_white_pieces_move_in_their_own_frame() {
    let w = board_as(std_rules(), Color::White, "W EW 8h; W I 4d; W St 12d");
    assert_eq!(targets(&w, "8h"), set("8i 7i 9i 7h 9h"));
    assert_eq!(targets(&w, "4d"), set("4e 3e 5e"));
    assert_eq!(targets(&w, "12d"), set("11e 13e"));
}

// --------------------------------------------------------------------------- promotion

#[test]
fn dai_pro_1_entering_the_five_rank_zone() {
    let p = board("B VO 8f");
    legal(&p, "8f8e+");
    legal(&p, "8f8e");
    let a = after(&p, "8f8e+");
    assert_eq!(kind_on(&a, "8e"), PieceKind::PromotedViolentOx);
    // A promoted violent ox moves as a gold general.
    assert_eq!(targets(&board("B +VO 8e"), "8e"), set("8d 7d 9d 7e 9e 8f"));
    assert_eq!(
        tables::name(&std_rules(), PieceKind::PromotedViolentOx),
        Some("promoted violent ox (gold)")
    );
}

#[test]
fn dai_pro_2_rank_f_is_outside_the_zone() {
    let p = board("B VO 8g");
    illegal(&p, "8g8f+");
    legal(&p, "8g8e+"); // two squares, into rank e
}

#[test]
fn dai_pro_3_whites_zone_is_k_to_o() {
    let w = board_as(std_rules(), Color::White, "W P 8j; W P 4i");
    legal(&w, "8j8k+");
    illegal(&w, "4i4j+");
}

#[test]
fn dai_pro_4_iron_and_stone_generals_last_rank_chance() {
    let p = board("B I 8b; B St 4b; B I 12c; B St 2c; B P 6b");
    legal(&p, "8b8a+");
    legal(&p, "8b8a");
    legal(&p, "4b3a+");
    legal(&p, "6b6a+");
    // A non-capture inside the zone that does not reach the last rank cannot promote (jcsa).
    illegal(&p, "12c12b+");
    illegal(&p, "2c1b+");
    // Declining leaves a dead piece: no move from the last rank.
    assert_eq!(kind_on(&after(&p, "8b8a"), "8a"), PieceKind::IronGeneral);
    assert!(targets(&board("B I 8a; B St 4a"), "8a").is_empty());
    assert!(targets(&board("B I 8a; B St 4a"), "4a").is_empty());
}

#[test]
fn dai_pro_5_knight_last_two_ranks_chance() {
    let p = board("B N 8c; B N 4d; B N 12e");
    legal(&p, "8c9a+");
    legal(&p, "8c9a");
    legal(&p, "4d5b+");
    illegal(&p, "12e11c+");
    assert_eq!(kind_on(&after(&p, "4d5b"), "5b"), PieceKind::Knight);
    assert!(
        targets(&board("B N 5b"), "5b").is_empty(),
        "a knight on rank b is dead"
    );
}

#[test]
fn dai_pro_6_chu_zone_rules_for_other_pieces() {
    let p = board("B S 8c; B G 4c; W P 3b");
    illegal(&p, "8c8b+");
    legal(&p, "4c3b+"); // a capture inside the zone may promote
                        // Under msm a non-capture inside the zone may promote.
    let mut msm = std_rules();
    msm.set("dai.promotion.rule", "msm").unwrap();
    assert_eq!(msm.promotion_rule, PromotionRule::Msm);
    let q = board_as(msm, Color::Black, "B S 8c");
    legal(&q, "8c8b+");
    // Declining there marks the piece; the position string keeps the mark.
    let a = after(&q, "8c8b");
    let text = sfen::write(&a);
    assert!(text.ends_with(" d8b"), "{text}");
    assert_eq!(sfen::write(&sfen::read(msm, &text).unwrap()), text);
}

// ------------------------------------------------------------------------------- lions

#[test]
fn dai_lion_1_no_protected_lion_rule() {
    // Black's lion takes White's lion two squares away although a pawn protects it (Chu's
    // rule B would forbid it).
    let p = board("B Ln 8h; W Ln 8f; W P 8e");
    legal(&p, "8h8f");
    let a = after(&p, "8h8f");
    assert_eq!(a.last_lion_capture(), None);
    assert_eq!(kind_on(&a, "8f"), PieceKind::Lion);
}

#[test]
fn dai_lion_2_no_counter_strike_rule() {
    let p = board("B G 8i; W Ln 8h; B Ln 3l; W R 3a");
    let a = after(&p, "8i8h");
    assert_eq!(a.last_lion_capture(), None);
    // Chu's rule C would forbid White's rook to take Black's lion now.
    legal(&a, "3a3l");
}

#[test]
fn dai_lion_3_lion_powers_as_in_chu() {
    let p = board("B Ln 8h; W P 8g; W P 8f");
    legal(&p, "8h8g8f"); // double capture
    legal(&p, "8h8g8h"); // igui
    legal(&p, "8h8g9f"); // capture and step on
    assert!(p.legal_moves().contains(&yubin_rules::Move::Pass));
    let f = board("B +DH 8h; W P 8g; W P 8f");
    legal(&f, "8h8g8f"); // the horned falcon's forward lion power
    let e = board("B +DK 8h; W P 7g; W P 6f");
    legal(&e, "8h7g6f"); // the soaring eagle's on its forward diagonals
}

// ---------------------------------------------------------------------------- game end

fn outcome(list: &str) -> Option<Outcome> {
    Game::from_position(board(list)).outcome()
}

fn white_bare_king_win() -> Option<Outcome> {
    Some(Outcome::win(Color::White, EndReason::BareKing))
}

#[test]
fn dai_end_1_dead_pieces_do_not_count() {
    for dead in ["P 8a", "L 8a", "I 8a", "St 8a", "N 8a", "N 8b"] {
        assert_eq!(
            outcome(&format!("B K 8o; B {dead}; W G 1a")),
            white_bare_king_win(),
            "{dead} is dead"
        );
    }
    for live in ["P 8b", "I 8b", "St 8b", "N 8c", "VO 8a", "CS 8a"] {
        assert_eq!(
            outcome(&format!("B K 8o; B {live}; W G 1a")),
            None,
            "{live} is not dead"
        );
    }
}

#[test]
fn dai_end_2_capturing_the_last_royal() {
    let list = "B K 8o; B G 1o; W St 7n; W G 1a";
    let mut g = Game::from_position(board_as(std_rules(), Color::White, list));
    let out = g.play(usi::parse(g.position(), "7n8o").unwrap()).unwrap();
    assert_eq!(
        out,
        Some(Outcome::win(Color::White, EndReason::RoyalsCaptured))
    );
}

// ---------------------------------------------------------------------------- notation

#[test]
fn dai_names_in_tsa() {
    let p = board("B N 8h; B I 4h; B St 12h; B Ln 2h; B GB 6k");
    for (text, usi_text) in [
        ("N-9f", "8h9f"),
        ("I-4g", "4h4g"),
        ("St-11g", "12h11g"),
        ("SG-13g", "12h13g"),
        ("Ln-2f", "2h2f"),
        ("GB-6j", "6k6j"),
    ] {
        let a = tsa::parse(&p, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(a, usi::parse(&p, usi_text).unwrap(), "{text}");
    }
    assert_eq!(tsa::format(&p, usi::parse(&p, "12h13g").unwrap()), "St-13g");
    assert_eq!(
        tables::kind_from_tsa(Variant::Dai, "N"),
        Some(PieceKind::Knight)
    );
    assert_eq!(
        tables::kind_from_tsa(Variant::Dai, "I"),
        Some(PieceKind::IronGeneral)
    );
    assert_eq!(
        tables::kind_from_tsa(Variant::Dai, "+N"),
        Some(PieceKind::PromotedKnight)
    );
    assert_eq!(
        tables::tsa_name(Variant::Dai, PieceKind::ReverseChariot),
        Some("RC")
    );
    assert_eq!(tables::tsa_name(Variant::Dai, PieceKind::LionDog), None);
}

/// Every legal move of the start and of the composed perft position reads back from its TSA
/// and USI texts.
#[test]
fn dai_every_move_round_trips() {
    let composed = include_str!("perft/dai.perft")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split(';').nth(1).map(str::trim))
        .filter(|s| *s != "start")
        .map(|s| sfen::read(std_rules(), s).expect("position"))
        .collect::<Vec<_>>();
    let mut ran = 0;
    for p in std::iter::once(Position::start(std_rules())).chain(composed) {
        for mv in p.legal_moves() {
            let t = tsa::format(&p, mv);
            assert_eq!(tsa::parse(&p, &t).unwrap(), mv, "{t}");
            let u = usi::format(&p, mv);
            assert_eq!(usi::parse(&p, &u).unwrap(), mv, "{u}");
            ran += 1;
        }
    }
    assert!(ran > 200, "{ran}");
}
