//! Dai Dai Shogi: the scenarios of `docs/rules/dai-dai-shogi.md` §12 (one named test per ID or
//! group), the shared definitions through Maka's scenarios, the setup, options, the position
//! string and the notations.
//!
//! Moves are written in the USI extension (`9j9i`, `9j9i9h`, `9j9i+`); positions are square
//! lists (`"HM 9j, P 11j"`) with the Black king on 17q and the White king on 1a unless a list
//! names a king.

#[path = "support/scenario.rs"]
mod scenario;
use scenario::{army, check, is_legal, position_from_lists};
use yubin_rules::notation::{sfen, tsa, usi};
use yubin_rules::{tables, Color, Game, PieceKind, Position, Rules, Variant};

fn rules() -> Rules {
    Rules::standard(Variant::DaiDai)
}

fn with(key: &str, value: &str) -> Rules {
    let mut r = rules();
    r.set(key, value).unwrap();
    r
}

fn position_as(rules: Rules, black: &str, white: &str, side: Color) -> Position {
    position_from_lists(rules, black, white, side, ["17q", "1a"])
}

fn position(black: &str, white: &str) -> Position {
    position_as(rules(), black, white, Color::Black)
}

/// The piece on the final square after `m`, as its Dai Dai abbreviation.
fn becomes(p: &Position, m: &str, square: &str) -> &'static str {
    let mv = usi::parse(p, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    let after = p.clone().play(mv).expect("legal");
    let s = p.dimensions().parse_square(square).unwrap();
    let piece = after.piece_at(s).expect("a piece");
    tables::tsa_name(Variant::DaiDai, piece.kind).unwrap()
}

#[test]
fn dd_set_01_pieces_and_kinds() {
    let p = Position::start(rules());
    for color in Color::ALL {
        let (mine, kinds) = army(&p, color);
        assert_eq!((mine.len(), kinds), (96, 64));
        let count = |k| mine.iter().filter(|&&x| x == k).count();
        assert_eq!(count(PieceKind::Pawn), 17);
        assert_eq!(count(PieceKind::ViolentOx), 2);
        assert_eq!(count(PieceKind::HowlingDog), 2);
        assert_eq!(count(PieceKind::Lion), 1);
    }
}

#[test]
fn dd_set_02_03_squares() {
    let p = Position::start(rules());
    let at = |s: &str| {
        let pc = p.piece_at(p.dimensions().parse_square(s).unwrap()).unwrap();
        (
            pc.color,
            tables::tsa_name(Variant::DaiDai, pc.kind).unwrap(),
        )
    };
    for (s, code) in [
        ("9q", "K"),
        ("15p", "Ln"),
        ("3p", "LD"),
        ("2q", "HM"),
        ("16q", "LGn"),
        ("11q", "FK"),
        ("8q", "RG"),
        ("10q", "LG"),
    ] {
        assert_eq!(at(s), (Color::Black, code), "{s}");
    }
    for (s, code) in [
        ("9a", "K"),
        ("3b", "Ln"),
        ("15b", "LD"),
        ("16a", "HM"),
        ("2a", "LGn"),
        ("7a", "FK"),
    ] {
        assert_eq!(at(s), (Color::White, code), "{s}");
    }
}

#[test]
fn dd_set_04_the_lion_at_the_start() {
    let p = Position::start(rules());
    let from = p.dimensions().parse_square("15p").unwrap();
    let mut got: Vec<String> = p
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, yubin_rules::Move::Board { from: f, .. } if *f == from))
        .map(|m| usi::format(&p, m))
        .collect();
    got.sort();
    assert_eq!(got, ["15p13o", "15p15o", "15p17o"]);
    assert!(p.legal_moves().contains(&yubin_rules::Move::Pass));
}

#[test]
fn dd_set_05_chess_squares() {
    let d = rules().dimensions();
    assert_eq!(
        d.chess_square(d.parse_square("9q").unwrap()).as_deref(),
        Some("i1")
    );
    assert_eq!(
        d.chess_square(d.parse_square("9a").unwrap()).as_deref(),
        Some("i17")
    );
}

#[test]
fn dd_mv_01_hook_mover() {
    let p = position("HM 9j, P 11j", "P 9e, P 4g");
    check(
        &p,
        &[
            ("9j9f", true),
            ("9j9e", true),
            ("9j9d", false),
            ("9j4g", true),
            ("9j10e", true),
            ("9j10j", true),
            ("9j12j", false),
            ("9j9e8e", false),
        ],
    );
    let double = position_as(
        with("daidai.hook_capture", "double"),
        "HM 9j, P 11j",
        "P 9e, P 4g",
        Color::Black,
    );
    check(&double, &[("9j9e8e", true)]);
}

#[test]
fn dd_mv_02_long_nosed_goblin() {
    let p = position("LGn 9j, P 8i, P 10i", "");
    check(
        &p,
        &[
            ("9j9i", true),
            ("9j10j", true),
            ("9j11l", true),
            ("9j9l", true),
            ("9j9h", false),
            ("9j7h", false),
        ],
    );
}

#[test]
fn dd_mv_03_poisonous_snake() {
    let p = position("PS 9j, P 9i, P 10k", "");
    check(
        &p,
        &[
            ("9j9h", true),
            ("9j11l", true),
            ("9j7l", true),
            ("9j8j", true),
            ("9j10j", true),
            ("9j9i", false),
            ("9j9k", false),
            ("9j8i", false),
            ("9j9l", false),
        ],
    );
}

#[test]
fn dd_mv_04_right_and_left_general() {
    let p = position("RG 9j", "");
    check(
        &p,
        &[
            ("9j8j", false),
            ("9j10j", true),
            ("9j9k", true),
            ("9j8i", true),
            ("9j8k", true),
        ],
    );
    check(&position("LG 9j", ""), &[("9j10j", false), ("9j8j", true)]);
    let w = position_as(rules(), "", "RG 9f", Color::White);
    check(&w, &[("9f10f", false), ("9f8f", true)]);
}

#[test]
fn dd_mv_05_blue_dragon() {
    let p = position("BD 9j", "");
    check(
        &p,
        &[
            ("9j7h", true),
            ("9j10i", true),
            ("9j9h", true),
            ("9j9l", true),
            ("9j1j", true),
            ("9j16j", true),
            ("9j11h", false),
            ("9j9g", false),
            ("9j9m", false),
            ("9j8k", false),
            ("9j10k", false),
        ],
    );
}

#[test]
fn dd_mv_06_white_tiger() {
    let p = position("WT 9j", "");
    check(
        &p,
        &[
            ("9j9b", true),
            ("9j9q", true),
            ("9j8i", true),
            ("9j11h", true),
            ("9j7j", true),
            ("9j7h", false),
            ("9j6j", false),
            ("9j10k", false),
            ("9j8k", false),
        ],
    );
}

#[test]
fn dd_mv_07_free_demon() {
    let p = position("FDe 9j", "");
    check(
        &p,
        &[
            ("9j12m", true),
            ("9j9e", true),
            ("9j9d", false),
            ("9j1j", true),
            ("9j4e", true),
        ],
    );
    let r = with("daidai.free_demon", "fBsRvR5");
    check(
        &position_as(r, "FDe 9j", "", Color::Black),
        &[("9j12m", false), ("9j4e", true)],
    );
}

#[test]
fn dd_mv_08_free_dream_eater() {
    let p = position("FTp 9j", "");
    check(
        &p,
        &[
            ("9j12m", true),
            ("9j4j", true),
            ("9j3j", false),
            ("9j9b", true),
        ],
    );
    let r = with("daidai.free_dream_eater", "fBvRsR5");
    check(
        &position_as(r, "FTp 9j", "", Color::Black),
        &[("9j12m", false)],
    );
}

#[test]
fn dd_mv_09_neighboring_king() {
    let p = position("NK 9j", "");
    check(&p, &[("9j9k", false), ("9j10k", true), ("9j9i", true)]);
    let r = with("daidai.neighboring_king", "K");
    check(
        &position_as(r, "NK 9j", "", Color::Black),
        &[("9j9k", true), ("9j10k", true), ("9j9i", true)],
    );
}

#[test]
fn dd_mv_10_lion_dog() {
    let cases = ["9j9h", "9j9i9h", "9j9i9h9g", "9j9i9j"];
    let p = position("LD 9j", "P 9i, G 9h, S 9g");
    for m in cases {
        assert!(is_legal(&p, m), "{m}");
    }
    check(&p, &[("9j9i", true), ("9j9f", false)]);
    let q3 = position_as(
        with("daidai.lion_dog", "q3"),
        "LD 9j",
        "P 9i, G 9h, S 9g",
        Color::Black,
    );
    for m in cases {
        assert!(!is_legal(&q3, m), "{m} under q3");
    }
    check(&q3, &[("9j9i", true), ("9j9f", false)]);
}

#[test]
fn dd_mv_11_no_lion_trading() {
    check(&position("Ln 9j", "Ln 9h, L 9b"), &[("9j9h", true)]);
}

#[test]
fn dd_pr_01_02_old_kite_promotes_by_capture() {
    let p = position("OK 9j", "P 9i");
    check(&p, &[("9j9i+", true), ("9j9i=", false)]);
    assert_eq!(becomes(&p, "9j9i+", "9i"), "LGn");
    let maka = position_as(
        with("daidai.promotion", "maka"),
        "OK 9j",
        "P 9i",
        Color::Black,
    );
    check(&maka, &[("9j9i", true), ("9j9i+", true)]);
    assert_eq!(becomes(&maka, "9j9i", "9i"), "OK");
    let zone = position_as(
        with("daidai.promotion", "zone6"),
        "OK 9j",
        "P 9i",
        Color::Black,
    );
    check(&zone, &[("9j9i", true), ("9j9i+", false)]);
}

#[test]
fn dd_pr_03_to_05_what_never_promotes() {
    let p = position("P 9j", "P 9i");
    check(&p, &[("9j9i", true), ("9j9i+", false)]);
    check(&position("OK 9j", ""), &[("9j9i+", false), ("9j9i", true)]);
    check(&position("OK 9g", ""), &[("9g9f+", false), ("9g9f", true)]);
    let zone = position_as(with("daidai.promotion", "zone6"), "OK 9g", "", Color::Black);
    check(&zone, &[("9g9f+", true), ("9g9f", true)]);
}

#[test]
fn dd_pr_06_07_eastern_barbarian() {
    let p = position("EB 9j", "P 9i");
    assert_eq!(becomes(&p, "9j9i+", "9i"), "+EB");
    let lion = position("+EB 9j", "P 9i, P 9h");
    assert_eq!(becomes(&lion, "9j9i9h", "9h"), "+EB");
    check(&lion, &[("9j9i9h+", false)]);
}

#[test]
fn dd_pr_08_lion_becomes_furious_fiend_by_igui() {
    let p = position("Ln 9j", "P 9i");
    assert_eq!(becomes(&p, "9j9i9j+", "9j"), "+Ln");
}

#[test]
fn dd_pr_09_10_dove_and_king_never_promote() {
    check(
        &position("D 9j", "P 9i"),
        &[("9j9i", true), ("9j9i+", false)],
    );
    check(
        &position("K 9j", "P 9i"),
        &[("9j9i", true), ("9j9i+", false)],
    );
}

#[test]
fn dd_pr_11_12_water_buffalo_and_flying_horse() {
    let p = position("WBf 9j", "P 9h");
    assert_eq!(becomes(&p, "9j9h+", "9h"), "FTp");
    let p = position("FH 9j", "P 8i");
    assert_eq!(becomes(&p, "9j8i+", "8i"), "FK");
}

#[test]
fn dd_end_01_02_the_king_is_the_only_royal() {
    let p = position_as(rules(), "Ln 9c", "K 9b", Color::Black);
    let mv = usi::parse(&p, "9c9b").unwrap();
    let mut g = Game::from_position(p);
    g.play(mv).unwrap();
    assert!(g.outcome().is_some_and(|o| o.winner == Some(Color::Black)));
    let p = position_as(rules(), "K 17q, G 9j", "K 1a", Color::White);
    let g = Game::from_position(p);
    assert!(g.outcome().is_none());
}

#[test]
fn dd_not_01_02_tsa() {
    let p = position("HM 9j, P 11j", "P 9e, P 4g");
    let mv = tsa::parse(&p, "HMx4g").unwrap();
    assert_eq!(usi::format(&p, mv), "9j4g");
    let p = position("OK 9j", "P 9i");
    let mv = tsa::parse(&p, "OKx9i").unwrap();
    assert_eq!(usi::format(&p, mv), "9j9i+");
    assert_eq!(tsa::format(&p, mv), "OKx9i+");
}

/// Maka's scenarios of the shared definitions (`maka-dai-dai-shogi.md` §14.2) hold in Dai
/// Dai: the lion dog (MK-LD-01 to 04), the hook mover (MK-HM-01), the capricorn's diagonal hook
/// through the long-nosed goblin (MK-CA-01), the furious fiend (MK-FF-01).
#[test]
fn maka_scenarios_of_the_shared_pieces() {
    let p = position("LD 10j", "P 10i, G 10h, S 10g");
    check(
        &p,
        &[
            ("10j10i", true),
            ("10j10h", true),
            ("10j10g", true),
            ("10j10i10h", true),
            ("10j10i10h10g", true),
            ("10j10i10j", true),
            ("10j10h10i", true),
            ("10j10f", false),
            ("10j10i9h", false),
        ],
    );
    check(&position("LD 10j", ""), &[("10j10i10j", true)]);
    check(
        &position("LD 10j, P 10i", "P 10h"),
        &[("10j10h", true), ("10j10i", false), ("10j10g", true)],
    );
    check(
        &position("LD 10j", "G 10h, S 10g"),
        &[
            ("10j10h10i", true),
            ("10j10h10j", false),
            ("10j10g10h", false),
        ],
    );
    check(
        &position("HM 10o, P 13o, P 9o", "P 10k, P 5m"),
        &[
            ("10o10l", true),
            ("10o10k", true),
            ("10o10j", false),
            ("10o5m", true),
            ("10o12o", true),
            ("10o14o", false),
            ("10o12h", true),
            ("10o9k", false),
        ],
    );
    check(
        &position("LGn 10o", "P 7l"),
        &[
            ("10o7l", true),
            ("10o6k", false),
            ("10o10k", true),
            ("10o6o", true),
            ("10o8k", true),
        ],
    );
    check(&position("+Ln 10j, P 10i", "P 10g"), &[("10j10g", true)]);
}

#[test]
fn position_strings_round_trip_and_name_every_kind() {
    let p = Position::start(rules());
    let text = sfen::write(&p);
    assert!(
        text.starts_with("[l][hm][d][r][smo][dk][ftp][rg][k][lg][fk][fde][dh][fch][sd][lgn][l]/"),
        "{text}"
    );
    let back = sfen::read(rules(), &text).unwrap();
    assert_eq!(back, p);
    assert_eq!(back.hash(), p.hash());
    // The savage tiger and the stone general differ in more than case.
    let p = position("ST 9j, St 8j", "ST 9f, St 8f");
    let back = sfen::read(rules(), &sfen::write(&p)).unwrap();
    assert_eq!(back, p);
    // Every kind of the table has a name that reads back as that kind.
    let mut n = 0;
    for &k in PieceKind::ALL {
        if let Some(name) = tables::tsa_name(Variant::DaiDai, k) {
            assert_eq!(
                tables::kind_from_tsa(Variant::DaiDai, name),
                Some(k),
                "{name}"
            );
            assert_eq!(
                tables::kind_from_tsa(Variant::DaiDai, &name.to_ascii_lowercase()),
                Some(k),
                "{name}"
            );
            n += 1;
        }
    }
    assert_eq!(n, 64 + 4 + 2);
}

/// Every move of random games reads back from its USI and TSA forms, and the hash agrees with
/// one computed from scratch.
#[test]
fn random_games_round_trip_their_notations() {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut plies = 0;
    for _ in 0..4 {
        let mut p = Position::start(rules());
        for _ in 0..150 {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let mv = moves[(x % moves.len() as u64) as usize];
            assert_eq!(usi::parse(&p, &usi::format(&p, mv)).unwrap(), mv);
            assert_eq!(tsa::parse(&p, &tsa::format(&p, mv)).unwrap(), mv);
            p = p.play(mv).unwrap();
            assert_eq!(p.hash(), p.hash_from_scratch());
            plies += 1;
        }
    }
    assert!(plies > 300, "{plies}");
}
