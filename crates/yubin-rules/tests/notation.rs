//! Move notations: the round-trip tables of `chu-shogi.md` §15.4 and §16.7, every legal move
//! of the §16.2 positions, the start and random positions through every notation, leniencies
//! and error variants.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};
use yubin_rules::notation::{
    self, sfen, tsa, usi, winboard, MoveTextError, Notation, ResolveError,
};
use yubin_rules::{IllegalMove, LionRule, Move, Position, Rules};

fn pos(sfen_text: &str) -> Position {
    sfen::read(Rules::default(), sfen_text).unwrap_or_else(|e| panic!("{sfen_text}: {e}"))
}

fn start() -> Position {
    Position::start(Rules::default())
}

fn resolve_err(p: &Position, text: &str) -> ResolveError {
    match notation::read_move(p, text) {
        Err(MoveTextError::Resolve(e)) => e,
        other => panic!("`{text}`: expected a resolve error, got {other:?}"),
    }
}

/// The four texts of a move.
fn texts(p: &Position, mv: Move) -> [String; 4] {
    [
        usi::format(p, mv),
        tsa::format(p, mv),
        winboard::format_san(p, mv),
        winboard::format_engine(p, mv),
    ]
}

/// Every legal move of `p` reads back from each of its texts (with its own reader and with
/// the unified reader), and formatting what was read gives the same text again.
fn round_trip_all(p: &Position) -> usize {
    let moves = p.legal_moves();
    for &mv in &moves {
        let [u, t, s, e] = texts(p, mv);
        let ctx =
            |what: &str, text: &str| format!("{what} `{text}` for {mv} in {}", sfen::write(p));
        assert_eq!(usi::parse(p, &u), Ok(mv), "{}", ctx("usi", &u));
        assert_eq!(tsa::parse(p, &t), Ok(mv), "{}", ctx("tsa", &t));
        assert_eq!(winboard::parse_san(p, &s), Ok(mv), "{}", ctx("san", &s));
        assert_eq!(
            winboard::parse_engine(p, &e),
            Ok(mv),
            "{}",
            ctx("engine", &e)
        );
        for text in [&u, &t, &s, &e] {
            assert_eq!(
                notation::read_move(p, text),
                Ok(mv),
                "{}",
                ctx("unified", text)
            );
        }
        assert_eq!(
            texts(p, usi::parse(p, &u).unwrap()),
            [u.clone(), t.clone(), s.clone(), e.clone()]
        );
        assert_eq!(tsa::format(p, tsa::parse(p, &t).unwrap()), t);
        assert_eq!(
            winboard::format_san(p, winboard::parse_san(p, &s).unwrap()),
            s
        );
        // Case does not matter for USI and TSA.
        assert_eq!(
            usi::parse(p, &u.to_uppercase()),
            Ok(mv),
            "{}",
            ctx("upper-case usi", &u)
        );
        assert_eq!(
            tsa::parse(p, &t.to_uppercase()),
            Ok(mv),
            "{}",
            ctx("upper-case tsa", &t)
        );
    }
    moves.len()
}

// ------------------------------------------------------------------- §16.2 positions

const MOVEMENT: &[(&str, &str)] = &[
    (
        "CHU-MV-01",
        "k11/12/12/12/5g6/5p6/5N6/12/12/12/12/K11 b - 1",
    ),
    ("CHU-MV-02", "k11/12/12/12/12/5P6/5N6/12/12/12/12/K11 b - 1"),
    (
        "CHU-MV-03",
        "11k/12/12/12/12/12/12/12/12/12/PS10/NG9K b - 1",
    ),
    (
        "CHU-MV-04",
        "11k/12/12/12/12/12/12/12/12/12/PS10/Ng9K b - 1",
    ),
    (
        "CHU-MV-05",
        "k11/12/12/5s6/5g6/5p6/5+H6/12/12/12/12/K11 b - 1",
    ),
    ("CHU-MV-06", "k11/12/12/12/12/12/5+H6/12/12/12/12/K11 b - 1"),
    (
        "CHU-MV-07",
        "k11/12/12/12/3g8/4p7/5+D6/12/12/12/12/K11 b - 1",
    ),
    ("CHU-MV-08", "k11/12/12/12/12/5P6/5O6/12/12/12/12/K11 b - 1"),
    ("CHU-MV-09", "k11/12/12/12/12/4P7/5X6/12/12/12/12/K11 b - 1"),
];

#[test]
fn every_legal_move_of_the_movement_positions_round_trips() {
    let mut n = 0;
    for (id, s) in MOVEMENT {
        let p = pos(s);
        let k = round_trip_all(&p);
        assert!(k > 0, "{id}");
        n += k;
    }
    assert!(n > 100, "{n}");
}

#[test]
fn every_legal_move_of_the_start_round_trips() {
    assert_eq!(round_trip_all(&start()), 36);
}

#[test]
fn every_legal_move_of_more_positions_round_trips() {
    // Lion-trading, promotion and counter-strike positions of §10.4 and §16.3–16.4, both sides.
    let positions = [
        "k11/12/12/12/6g5/6n5/6N5/12/12/12/12/K11 b - 1",
        "k5l5/12/12/12/12/6n5/12/6N5/3B1S6/12/12/K11 b - 1",
        "k5l5/12/12/12/12/6n5/12/6N5/3B1S6/12/12/K11 w - 1",
        "k11/12/12/12/12/5n6/12/7N4/7Gb3/12/12/K11 b - 1",
        "k11/12/12/12/12/6n5/7p4/6N5/9b2/12/12/K11 b - 1",
        "k11/12/12/12/12/6n5/7s4/6N5/9b2/12/12/K11 b - 1",
        "k11/12/12/6N5/6p5/6n5/12/12/12/12/12/K11 b - 1",
        "k11/9P2/12/7P4/5P6/12/12/12/12/12/12/K11 b - 1",
        "k11/12/5p6/5S1S4/8p3/12/12/12/12/12/12/K11 b - 1",
        "k11/12/12/12/5N1Q1+P2/12/12/12/12/12/12/K11 b - 1",
        "k11/12/12/12/12/9n2/12/11B/12/4o1N5/6G5/K11 w - 1",
        "k11/12/12/12/9n2/12/9+Hp1/11+D/12/6r5/12/K11 b 6j 2",
        "k5l5/12/12/12/12/6n5/6n5/6N5/12/12/12/K11 b - 1",
    ];
    let mut n = 0;
    for s in positions {
        n += round_trip_all(&pos(s));
    }
    assert!(n > 100, "{n}");
}

#[test]
fn every_legal_move_of_heisei_positions_round_trips() {
    let rules = Rules::preset(yubin_rules::Variant::Chu, "heisei").unwrap();
    let p = Position::start(rules);
    let drops = p
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Drop { .. }))
        .count();
    assert!(drops > 0);
    assert!(round_trip_all(&p) > drops);
    // A position where drops into the zone may promote (a Black gold on 7d, one lance set aside).
    let p = sfen::read(rules, "k11/12/12/5G6/12/12/12/12/12/12/12/K11 b - 1 L").unwrap();
    let promoted_drops = p
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Drop { promote: true, .. }))
        .count();
    assert!(promoted_drops > 0);
    assert!(round_trip_all(&p) > promoted_drops);
    let mv = notation::read_move(&p, "L*7c+").unwrap();
    assert_eq!(
        texts(&p, mv),
        ["+L*7c", "L*7c+", "L@f10+", "L@f10+"].map(String::from)
    );
    assert_eq!(notation::read_move(&p, "+L*7c"), Ok(mv));
    let declined = notation::read_move(&p, "L*7c").unwrap();
    assert_eq!(tsa::format(&p, declined), "L*7c=");
}

#[test]
fn drop_texts() {
    let rules = Rules::preset(yubin_rules::Variant::Chu, "heisei").unwrap();
    let p = Position::start(rules);
    let mv = notation::read_move(&p, "L*7h").unwrap();
    assert!(matches!(mv, Move::Drop { promote: false, .. }));
    assert_eq!(usi::format(&p, mv), "L*7h");
    assert_eq!(tsa::format(&p, mv), "L*7h");
    assert_eq!(winboard::format_san(&p, mv), "L@f5");
    assert_eq!(winboard::format_engine(&p, mv), "L@f5");
    assert_eq!(notation::read_move(&p, "l*7h"), Ok(mv));
    assert_eq!(notation::read_move(&p, "L@f5"), Ok(mv));
    assert_eq!(
        notation::read_move(&p, "Ky*7h"),
        notation::read_move(&p, "O*7h")
    );
    assert!(matches!(
        resolve_err(&p, "L*7e"),
        ResolveError::Illegal {
            reason: IllegalMove::BadDrop(_),
            ..
        }
    ));
}

// ------------------------------------------------------------------ random positions

fn random_position(choices: &[u16]) -> Position {
    let mut p = start();
    for &c in choices {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        p.play_unchecked(moves[c as usize % moves.len()]);
    }
    p
}

proptest! {
    #![proptest_config(Config {
        cases: 100,
        rng_seed: RngSeed::Fixed(0x5EED_C4A1),
        failure_persistence: None,
        ..Config::default()
    })]

    #[test]
    fn every_legal_move_of_random_positions_round_trips(choices in proptest::collection::vec(any::<u16>(), 10..200)) {
        let p = random_position(&choices);
        let n = round_trip_all(&p);
        prop_assert!(n > 0 || p.royal_count(p.side_to_move()) == 0);
    }
}

proptest! {
    #![proptest_config(Config {
        cases: 400,
        rng_seed: RngSeed::Fixed(0xF0221),
        failure_persistence: None,
        ..Config::default()
    })]

    /// A cheap stand-in for the fuzz targets: no reader panics on odd text, and whatever
    /// resolves is legal and reads back from its canonical texts.
    #[test]
    fn arbitrary_text_never_panics_and_what_resolves_round_trips(
        text in "[-+=xX!*@,.0-9a-lnA-Z十一二×ｆ７ ]{0,9}"
    ) {
        for p in [start(), pos(MV01), pos("k11/12/12/12/3g8/4p7/5+D6/12/12/12/12/K11 b - 1")] {
            let _ = notation::parse_move(&text).map_err(|e| e.to_string());
            for read in [usi::parse, tsa::parse, winboard::parse_san, winboard::parse_engine, notation::read_move] {
                match read(&p, &text) {
                    Ok(mv) => {
                        prop_assert!(p.is_legal(mv));
                        for t in texts(&p, mv) {
                            prop_assert_eq!(notation::read_move(&p, &t), Ok(mv));
                        }
                    }
                    Err(e) => prop_assert!(!e.to_string().is_empty()),
                }
            }
        }
    }
}

#[test]
fn random_play_reaches_positions_with_passes_and_lion_moves() {
    // A fixed walk that picks lion-power moves when it can, so the round trip also meets
    // igui, double captures and passes.
    let mut p = start();
    let mut multi_leg = 0;
    let mut passes = 0;
    let mut plies = 0;
    let mut seed: u64 = 0x1234_5678;
    for _ in 0..120 {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        round_trip_all(&p);
        multi_leg += moves
            .iter()
            .filter(|m| matches!(m, Move::Board { via, .. } if !via.is_empty()))
            .count();
        passes += moves.iter().filter(|m| **m == Move::Pass).count();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let lionish: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| {
                m.from()
                    .and_then(|f| p.piece_at(f))
                    .is_some_and(|pc| p.can_pass_kind(pc.kind))
            })
            .collect();
        let pool = if !lionish.is_empty() && !seed.is_multiple_of(3) {
            &lionish
        } else {
            &moves
        };
        p.play_unchecked(pool[(seed >> 33) as usize % pool.len()]);
        plies += 1;
    }
    assert!(plies > 20, "{plies}");
    assert!(
        multi_leg > 0 && passes > 0,
        "multi-leg {multi_leg}, passes {passes}"
    );
}

// ------------------------------------------------------------------ §16.7 round trips

const MV01: &str = "k11/12/12/12/5g6/5p6/5N6/12/12/12/12/K11 b - 1";
/// A Black lion on 7g whose only empty neighbour is 8f, so that the canonical pass route of
/// §7.1 goes through 8f as in §15.4 and §16.7.
const PASS_8F: &str = "k11/12/12/12/12/5PP5/4GNG5/4PPP5/12/12/12/K11 b - 1";
const LONE_LION: &str = "k11/12/12/12/12/12/5N6/12/12/12/12/K11 b - 1";
const MV03: &str = "11k/12/12/12/12/12/12/12/12/12/PS10/NG9K b - 1";

#[test]
fn round_trip_ln7g_8f_7g_is_the_pass() {
    let p = pos(PASS_8F);
    let mv = tsa::parse(&p, "Ln7g-8f-7g").unwrap();
    assert_eq!(mv, Move::Pass);
    assert_eq!(usi::format(&p, mv), "7g8f7g");
    assert_eq!(tsa::format(&p, mv), "Ln7g-8f-7g");
    // In CHU-MV-01 the same text is a pass too; the canonical route there starts with the
    // first empty neighbour in the order forward, forward-right, … (6f).
    let p = pos(MV01);
    assert_eq!(tsa::parse(&p, "Ln7g-8f-7g"), Ok(Move::Pass));
    assert_eq!(tsa::format(&p, Move::Pass), "Ln7g-6f-7g");
    assert_eq!(usi::format(&p, Move::Pass), "7g6f7g");
}

#[test]
fn round_trip_igui_lnx_bang_7f() {
    let p = pos(MV01);
    let mv = tsa::parse(&p, "Lnx!7f").unwrap();
    assert_eq!(usi::format(&p, mv), "7g7f7g");
    assert!(mv.is_igui());
    assert_eq!(tsa::format(&p, mv), "Lnx!7f");
}

#[test]
fn round_trip_route_through_empty_square_is_the_jump() {
    let p = pos(MV01);
    let mv = tsa::parse(&p, "Ln7g-8f-9e").unwrap();
    assert_eq!(usi::format(&p, mv), "7g9e");
    assert_eq!(tsa::format(&p, mv), "Ln-9e");
    assert_eq!(usi::parse(&p, "7g8f9e"), Ok(mv));
}

#[test]
fn round_trip_pawn_capture_declining_promotion() {
    let p = pos("k11/12/12/5p6/5P6/12/12/12/12/12/12/K11 b - 1");
    let mv = tsa::parse(&p, "Px7d=").unwrap();
    assert_eq!(usi::format(&p, mv), "7e7d");
    assert_eq!(tsa::format(&p, mv), "Px7d=");
    let promoted = tsa::parse(&p, "Px7d+").unwrap();
    assert_eq!(usi::format(&p, promoted), "7e7d+");
    assert_eq!(tsa::format(&p, promoted), "Px7d+");
}

#[test]
fn round_trip_pass_word_when_a_piece_can_pass() {
    let p = pos(MV01);
    let mv = notation::read_move(&p, "pass").unwrap();
    assert_eq!(mv, Move::Pass);
    assert_eq!(tsa::format(&p, mv), "Ln7g-6f-7g");
    for word in ["PASS", "Pass", "--", "@@@@"] {
        assert_eq!(notation::read_move(&p, word), Ok(Move::Pass), "{word}");
    }
}

#[test]
fn round_trip_pass_word_when_no_piece_can_pass() {
    let p = pos(MV03);
    let e = resolve_err(&p, "pass");
    let ResolveError::NoPass { passers, .. } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(
        passers,
        &[(
            p.dimensions().parse_square("12l").unwrap(),
            yubin_rules::PieceKind::Lion
        )],
        "{e}"
    );
    assert!(e.to_string().contains("no piece can pass"), "{e}");
    assert!(e.to_string().starts_with("`pass`"), "{e}");
    // The start position: the lion is boxed in.
    assert!(matches!(
        resolve_err(&start(), "pass"),
        ResolveError::NoPass { .. }
    ));
    // No lion-power piece at all.
    let e = resolve_err(&pos("k11/12/12/12/12/12/12/12/12/12/12/K11 b - 1"), "pass");
    assert!(
        matches!(&e, ResolveError::NoPass { passers, .. } if passers.is_empty()),
        "{e}"
    );
}

#[test]
fn round_trip_wb_engine_igui_and_pass() {
    let p = pos(MV01);
    let mv = winboard::parse_engine(&p, "f6f7,f7f6").unwrap();
    assert_eq!(usi::format(&p, mv), "7g7f7g");
    assert_eq!(tsa::format(&p, mv), "Lnx!7f");
    let p = pos(LONE_LION);
    let mv = winboard::parse_engine(&p, "f6f7,f7f6").unwrap();
    assert_eq!(mv, Move::Pass);
    assert_eq!(tsa::format(&p, mv), "Ln7g-7f-7g");
}

#[test]
fn round_trip_wb_engine_null_move() {
    assert_eq!(
        winboard::parse_engine(&pos(LONE_LION), "@@@@"),
        Ok(Move::Pass)
    );
    assert!(matches!(
        winboard::parse_engine(&pos(MV03), "@@@@"),
        Err(MoveTextError::Resolve(ResolveError::NoPass { .. }))
    ));
}

// ------------------------------------------------------------------ §15.4 conversions

fn conversion(p: &Position, tsa_text: &str, usi_text: &str, san: &str, engine: &str) {
    let mv = usi::parse(p, usi_text).unwrap_or_else(|e| panic!("{usi_text}: {e}"));
    assert_eq!(tsa::parse(p, tsa_text), Ok(mv), "{tsa_text}");
    assert_eq!(winboard::parse_san(p, san), Ok(mv), "{san}");
    assert_eq!(winboard::parse_engine(p, engine), Ok(mv), "{engine}");
    assert_eq!(
        texts(p, mv),
        [usi_text, tsa_text, san, engine].map(String::from)
    );
}

#[test]
fn conversion_pawn_7i_7h() {
    conversion(&start(), "P-7h", "7i7h", "f5", "f4f5");
}

#[test]
fn conversion_lion_jump_7j_8h() {
    conversion(&start(), "Ln-8h", "7j8h", "Ne5", "f3e5");
}

#[test]
fn conversion_igui() {
    conversion(&pos(MV01), "Lnx!7f", "7g7f7g", "Nxf7-f6", "f6f7,f7f6");
}

#[test]
fn conversion_pass_via_8f() {
    conversion(&pos(PASS_8F), "Ln7g-8f-7g", "7g8f7g", "--", "@@@@");
}

#[test]
fn conversion_double_capture() {
    conversion(
        &pos("k11/12/12/12/6g5/6n5/6N5/12/12/12/12/K11 b - 1"),
        "Lnx6fx6e",
        "6g6f6e",
        "Nxg7xg8",
        "g6g7,g7g8",
    );
}

#[test]
fn conversion_kirin_promotes() {
    conversion(
        &pos("k11/12/12/12/12/9n2/12/11B/12/4o1N5/6G5/K11 w - 1"),
        "Kyx6j+",
        "8j6j+",
        "Oxg3+",
        "e3g3+",
    );
}

#[test]
fn winboard_rank_base_zero() {
    let mut rules = Rules::default();
    rules.set("winboard.rank_base", "0").unwrap();
    let p = Position::start(rules);
    let mv = usi::parse(&p, "7j8h").unwrap();
    assert_eq!(winboard::format_san(&p, mv), "Ne4");
    assert_eq!(winboard::format_engine(&p, mv), "f2e4");
    assert_eq!(winboard::parse_engine(&p, "f2e4"), Ok(mv));
    assert_eq!(winboard::parse_san(&p, "Ne4"), Ok(mv));
    // Rank 12 does not exist with base 0.
    assert!(matches!(
        resolve_err(&p, "f11f12"),
        ResolveError::OffBoard { .. }
    ));
}

// ------------------------------------------------------------------- §16.2 verdicts

#[test]
fn movement_verdicts_through_the_readers() {
    let p = pos(MV01);
    let legal = [
        "Ln7gx7f",
        "Ln7gx7e",
        "Ln7gx7fx7e",
        "Ln7gx!7f",
        "Ln7gx7f-8e",
        "Ln7g-8f-7g",
        "Ln-9e",
    ];
    for t in legal {
        assert!(tsa::parse(&p, t).is_ok(), "{t}");
    }
    for u in [
        "7g7f", "7g7e", "7g7f7e", "7g7f7g", "7g7f8e", "7g8f7g", "7g9e",
    ] {
        assert!(usi::parse(&p, u).is_ok(), "{u}");
    }
    assert!(matches!(
        resolve_err(&p, "7g7d"),
        ResolveError::CannotMove { .. }
    ));
    assert!(matches!(
        resolve_err(&p, "Ln-7d"),
        ResolveError::CannotMove { .. }
    ));
    // CHU-MV-05: the falcon has lion power straight forward only.
    let p = pos("k11/12/12/5s6/5g6/5p6/5+H6/12/12/12/12/K11 b - 1");
    assert_eq!(
        usi::format(&p, tsa::parse(&p, "+DHx!7f").unwrap()),
        "7g7f7g"
    );
    assert_eq!(tsa::parse(&p, "HFx!7f"), tsa::parse(&p, "+DHx!7f"));
    assert_eq!(tsa::parse(&p, "+Hx!7f"), tsa::parse(&p, "+DHx!7f"));
    let e = resolve_err(&p, "7g8f7g");
    assert!(
        matches!(&e, ResolveError::CannotMove { reasons, .. } if matches!(reasons[0].1, IllegalMove::BadRoute { .. })),
        "{e:?}"
    );
    // CHU-MV-07: the eagle passes on a forward diagonal, not straight forward.
    let p = pos("k11/12/12/12/3g8/4p7/5+D6/12/12/12/12/K11 b - 1");
    assert_eq!(usi::parse(&p, "7g6f7g"), Ok(Move::Pass));
    assert_eq!(tsa::parse(&p, "SE7g-6f-7g"), Ok(Move::Pass));
    assert!(matches!(
        resolve_err(&p, "7g7f7g"),
        ResolveError::CannotMove { .. }
    ));
    assert_eq!(usi::format(&p, usi::parse(&p, "7g6f5e").unwrap()), "7g5e");
    assert!(matches!(
        resolve_err(&p, "7g6f4d"),
        ResolveError::CannotMove { .. }
    ));
}

// ------------------------------------------------------------------------ leniency

#[test]
fn leniencies() {
    let p = pos(MV01);
    let jump = usi::parse(&p, "7g9e").unwrap();
    for t in [
        "ln-9E",
        "LN-9E",
        "Ln - 9e",
        "Ｌｎ－９ｅ",
        "Ln—9e",
        "12. Ln-9e",
        "12...Ln-9e",
        "Ln7g9e",
        "LN7G9E",
        "Ln-9五",
        "N-9e",
        "Ln7g-8f-9e",
        "7G9E",
        "Nd8",
        "ND8",
    ] {
        assert_eq!(notation::read_move(&p, t), Ok(jump), "{t}");
    }
    let capture = usi::parse(&p, "7g7f").unwrap();
    for t in ["Ln×7f", "Lnx7f", "LNX7F", "Ln-7f", "Ln7gx7f", "７ｇ７ｆ"] {
        assert_eq!(notation::read_move(&p, t), Ok(capture), "{t}");
    }
    assert_eq!(
        notation::read_move(&p, "K-11十二"),
        usi::parse(&p, "12l11l")
    );
    let pr = pos("k11/9P2/12/7P4/5P6/12/12/12/12/12/12/K11 b - 1");
    assert_eq!(usi::parse(&pr, "7e7d="), usi::parse(&pr, "7e7d"));
    assert_eq!(notation::read_move(&pr, "P-7d"), usi::parse(&pr, "7e7d"));
}

#[test]
fn case_folded_abbreviation_shared_by_two_kinds() {
    // A whale (+A) on 7g and a white horse (+L) on 5g: `Wh` and `WH` are exact, `wh` is both.
    let p = pos("k11/12/12/12/12/12/5+A1+L4/12/12/12/12/K11 b - 1");
    let whale_back = usi::parse(&p, "7g7h").unwrap();
    assert_eq!(tsa::parse(&p, "Wh-7h"), Ok(whale_back));
    assert_eq!(tsa::parse(&p, "wh-7h"), Ok(whale_back));
    let horse_fwd = usi::parse(&p, "5g5f").unwrap();
    assert_eq!(tsa::parse(&p, "WH-5f"), Ok(horse_fwd));
    assert_eq!(tsa::parse(&p, "wh-5f"), Ok(horse_fwd));
    assert!(matches!(
        tsa::parse(&p, "Wh-5f"),
        Err(MoveTextError::Resolve(ResolveError::CannotMove { .. }))
    ));
}

/// §15.3: "some versions instead write every leg as its own SAN move, separated by commas".
/// In CHU-MV-01 (lion on 7g = WinBoard f6) the double capture 7g7f7e reads from each spelling;
/// the legs are read as syntax first, like `Nxf7xf8`.
#[test]
fn chu_mv_01_winboard_san_legs_separated_by_commas() {
    let p = pos(MV01);
    let double = usi::parse(&p, "7g7f7e").unwrap();
    let canonical = winboard::parse_san_syntax("Nxf7xf8").unwrap().syntax;
    let mut ran = 0;
    for t in [
        "Nxf7,Nxf8",
        "Nxf7, xf8",
        "Nxf7,xf8",
        "Nxf7 , N xf8",
        "Nf6xf7,Nxf8",
        "NXF7,NXF8",
    ] {
        let mt = winboard::parse_san_syntax(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert_eq!(mt.notation, Notation::WinBoardSan, "{t}");
        if !t.starts_with("Nf6") {
            assert_eq!(mt.syntax, canonical, "{t}");
        }
        assert_eq!(notation::resolve(&p, &mt), Ok(double), "{t}");
        assert_eq!(notation::read_move(&p, t), Ok(double), "{t}");
        assert_eq!(winboard::parse_san(&p, t), Ok(double), "{t}");
        ran += 1;
    }
    assert_eq!(ran, 6);
    // Igui and capture-then-step, a leg per move.
    let igui = usi::parse(&p, "7g7f7g").unwrap();
    assert_eq!(notation::read_move(&p, "Nxf7,Nf6"), Ok(igui));
    assert_eq!(notation::read_move(&p, "Nxf7,-f6"), Ok(igui));
    let step = usi::parse(&p, "7g7f8e").unwrap();
    assert_eq!(notation::read_move(&p, "Nxf7,Ne8"), Ok(step));
    // Another piece letter after the comma, a missing square, or a fourth leg: syntax errors.
    for (t, at) in [("Nxf7,Dxf8", 5), ("Nxf7,", 5), ("Nxf7,Nxf8,Nxf9,Nxf10", 14)] {
        let e = winboard::parse_san_syntax(t).expect_err(t);
        assert_eq!(e.at, at, "{t}: {e}");
    }
}

/// Every alias of §5.2 (FO, FB, FBo, FS, W, Wh, WH, CP, Pr, SE, SEg, HF) and lishogi's D, H,
/// Kr and Q resolve to the piece they name, in a position holding one piece of each kind.
#[test]
fn tsa_aliases_of_section_5_2_and_lishogi_names_resolve() {
    // Black: SE 11g, HF 9g, DK 7g, DH 5g, Ky 3g, FK 1g; FO 11j, FB 9j, FS 7j, W 5j, WH 3j,
    // prince 1j; kings on 12l and 12a.
    let p = pos("k11/12/12/12/12/12/1+D1+H1D1H1O1Q/12/12/1+V1+M1+T1+A1+L1+E/12/K11 b - 1");
    let cases = [
        ("FO-11i", "11j11i"),
        ("FB-8i", "9j8i"),
        ("FBo-8i", "9j8i"),
        ("FS-7i", "7j7i"),
        ("W-5i", "5j5i"),
        ("Wh-5i", "5j5i"),
        ("WH-3i", "3j3i"),
        ("CP-1i", "1j1i"),
        ("Pr-1i", "1j1i"),
        ("SE-11f", "11g11f"),
        ("SEg-11f", "11g11f"),
        ("HF-9f", "9g9f"),
        ("D-7f", "7g7f"),
        ("H-5f", "5g5f"),
        ("Kr-2f", "3g2f"),
        ("Q-1f", "1g1f"),
    ];
    let mut ran = 0;
    for (alias, machine) in cases {
        let want = usi::parse(&p, machine).unwrap_or_else(|e| panic!("{machine}: {e}"));
        assert_eq!(tsa::parse(&p, alias), Ok(want), "{alias}");
        assert_eq!(notation::read_move(&p, alias), Ok(want), "{alias}");
        ran += 1;
    }
    assert_eq!(ran, 16);
}

// --------------------------------------------------------------------------- errors

#[test]
fn ambiguous_lists_the_candidates_with_origins() {
    let p = pos("k11/12/12/12/12/12/12/5G1G4/12/12/12/K11 b - 1");
    let e = resolve_err(&p, "G-6h");
    let ResolveError::Ambiguous {
        candidates, texts, ..
    } = &e
    else {
        panic!("{e:?}")
    };
    assert_eq!(candidates.len(), 2);
    assert_eq!(texts, &["G5h-6h".to_string(), "G7h-6h".to_string()]);
    assert!(e.to_string().contains("G5h-6h or G7h-6h"), "{e}");
    let mv = tsa::parse(&p, "G7h-6h").unwrap();
    assert_eq!(tsa::format(&p, mv), "G7h-6h");
    assert_eq!(winboard::format_san(&p, mv), "Gfg5");
    assert!(matches!(
        resolve_err(&p, "Gg5"),
        ResolveError::Ambiguous { .. }
    ));
}

#[test]
fn no_such_piece_and_wrong_piece() {
    let e = resolve_err(&start(), "SE-7f");
    assert!(
        matches!(&e, ResolveError::NoSuchPiece { piece, .. } if piece.to_string() == "soaring eagle"),
        "{e:?}"
    );
    assert!(e.to_string().contains("no soaring eagle"), "{e}");
    let e = resolve_err(&pos(MV01), "G7g-7f");
    assert!(
        matches!(
            e,
            ResolveError::WrongPiece {
                found: yubin_rules::PieceKind::Lion,
                ..
            }
        ),
        "{e:?}"
    );
    let e = resolve_err(&pos(MV01), "Ln6g-6f");
    assert!(
        matches!(&e, ResolveError::CannotMove { reasons, .. } if reasons[0].1 == IllegalMove::NoPiece(reasons[0].0)),
        "{e:?}"
    );
}

#[test]
fn wrong_routes() {
    let p = pos(MV01);
    // First leg fine, second leg not adjacent.
    let e = resolve_err(&p, "Ln7g-8f-5e");
    assert!(
        matches!(&e, ResolveError::CannotMove { reasons, .. } if matches!(reasons[0].1, IllegalMove::BadRoute { .. })),
        "{e:?}"
    );
    // First leg not adjacent.
    assert!(matches!(
        resolve_err(&p, "7g9e8d"),
        ResolveError::CannotMove { .. }
    ));
    // A piece without lion power.
    let p = pos("k11/12/12/12/12/12/5G6/12/12/12/12/K11 b - 1");
    let e = resolve_err(&p, "7g7f7g");
    assert!(
        matches!(
            &e,
            ResolveError::NoPass { .. } | ResolveError::CannotMove { .. }
        ),
        "{e:?}"
    );
    // CHU-MV-03: igui on one's own gold.
    let e = resolve_err(&pos(MV03), "12l11l12l");
    assert!(
        matches!(&e, ResolveError::CannotMove { reasons, .. } if matches!(reasons[0].1, IllegalMove::OwnPiece(_))),
        "{e:?}"
    );
}

#[test]
fn illegal_with_the_rule_that_forbids_it() {
    // Example II: a protected non-adjacent lion.
    let p = pos("k5l5/12/12/12/12/6n5/12/6N5/3B1S6/12/12/K11 b - 1");
    for t in ["6h6f", "Lnx6f", "Ln6h-6gx6f", "Nxg7"] {
        let e = resolve_err(&p, t);
        assert!(
            matches!(
                e,
                ResolveError::Illegal {
                    reason: IllegalMove::LionTrading {
                        rule: LionRule::NonAdjacentProtected,
                        ..
                    },
                    ..
                }
            ),
            "{t}: {e:?}"
        );
    }
    // CHU-PR-01: a non-capture inside the zone may not promote under `jcsa`.
    let p = pos("k11/9P2/12/7P4/5P6/12/12/12/12/12/12/K11 b - 1");
    let e = resolve_err(&p, "5d5c+");
    assert!(
        matches!(
            e,
            ResolveError::Illegal {
                reason: IllegalMove::PromotionNotAllowed { .. },
                ..
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().contains("pawn promotion: "), "{e}");
}

#[test]
fn off_board_squares() {
    assert!(matches!(
        resolve_err(&start(), "13a12a"),
        ResolveError::OffBoard { .. }
    ));
    assert!(matches!(
        resolve_err(&start(), "f0f1"),
        ResolveError::OffBoard { .. }
    ));
    assert!(matches!(
        resolve_err(&start(), "P-7m"),
        ResolveError::OffBoard { .. }
    ));
}

#[test]
fn syntax_errors_say_where() {
    let cases = [
        ("", 0),
        ("Zz-7f", 0),
        ("7g7", 2),
        ("f6f7,f8f6", 5),
        ("Ln-7f-", 6),
        ("P-7f++", 5),
    ];
    let mut n = 0;
    for (text, at) in cases {
        let e = notation::parse_move(text).expect_err(text);
        assert_eq!(e.at, at, "{text}: {e}");
        let s = e.to_string();
        assert!(s.starts_with("unreadable move"), "{s}");
        assert!(s.ends_with(')'), "{s}");
        n += 1;
    }
    assert!(n > 0);
    assert_eq!(
        notation::parse_move("Lnx!7f").unwrap().notation,
        Notation::Tsa
    );
    assert!(usi::parse_syntax("P-7f").is_err());
    assert!(tsa::parse_syntax("7g7f").is_err());
    assert!(winboard::parse_engine_syntax("Nf6").is_err());
}

#[test]
fn error_messages_are_lowercase_with_the_input() {
    let p = pos(MV01);
    let mut n = 0;
    for text in ["Ln-7d", "7g7d", "SE-7f", "G7g-7f", "Q-5e"] {
        let e = notation::read_move(&p, text).expect_err(text);
        let s = e.to_string();
        assert!(s.contains(text), "{s}");
        assert!(s.chars().next().is_some_and(|c| !c.is_uppercase()), "{s}");
        assert!(s.contains(": "), "{s}");
        n += 1;
    }
    assert!(n > 0);
}

/// Found by the `sfen` fuzz target: an empty-square count too large for an
/// `i32` wrapped around and the reader then panicked placing a piece.
#[test]
fn sfen_with_a_huge_empty_square_count_is_an_error_not_a_panic() {
    for text in [
        "66666666666m/12/12/12/12/12/12/12/12/12/12/K11 b - 1",
        "k99999999999999999999999/12/12/12/12/12/12/12/12/12/12/K11 b - 1",
        "2147483648k/12/12/12/12/12/12/12/12/12/12/K11 b - 1",
    ] {
        let e =
            yubin_rules::notation::sfen::read(yubin_rules::Rules::default(), text).expect_err(text);
        assert!(e.to_string().contains("longer than 12 files"), "{e}");
    }
}

#[test]
fn sfen_with_a_huge_reserve_count_is_an_error() {
    let rules = Rules::preset(yubin_rules::Variant::Chu, "heisei").unwrap();
    let text = "k11/12/12/12/12/12/12/12/12/12/12/K11 b - 1 4294967296L";
    let e = yubin_rules::notation::sfen::read(rules, text).expect_err(text);
    assert!(e.to_string().contains("too large"), "{e}");
}
