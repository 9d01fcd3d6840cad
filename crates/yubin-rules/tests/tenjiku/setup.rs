//! The setup (TJ-SET), the notations (§17.8) and the position string.

use super::*;

#[test]
fn tj_set_01_pieces_and_kinds() {
    let p = Position::start(rules());
    for color in Color::ALL {
        let (mine, kinds) = army(&p, color);
        assert_eq!((mine.len(), kinds), (78, 36));
        let count = |k| mine.iter().filter(|&&x| x == k).count();
        assert_eq!(count(PieceKind::Pawn), 16);
        assert_eq!(count(PieceKind::ChariotSoldier), 4);
        assert_eq!(count(PieceKind::FireDemon), 2);
        assert_eq!(count(PieceKind::GreatGeneral), 1);
    }
}

#[test]
fn tj_set_02_03_squares() {
    let p = Position::start(rules());
    for (s, what) in [
        ("9p", "B K"),
        ("8p", "B DE"),
        ("9o", "B Ln"),
        ("8o", "B Q"),
        ("9n", "B LH"),
        ("8n", "B FE"),
        ("9m", "B GG"),
        ("8m", "B VG"),
        ("10n", "B FiD"),
        ("7n", "B FiD"),
        ("12k", "B D"),
        ("8a", "W K"),
        ("9a", "W DE"),
        ("8b", "W Ln"),
        ("9b", "W Q"),
        ("8c", "W LH"),
        ("9c", "W FE"),
        ("8d", "W GG"),
        ("9d", "W VG"),
        ("10c", "W FiD"),
        ("7c", "W FiD"),
        ("5f", "W D"),
    ] {
        assert_eq!(on(&p, s), what, "{s}");
    }
    assert_eq!(p.mirrored().mirrored(), p);
}

#[test]
fn tj_set_04_the_fire_demons_cannot_move_at_the_start() {
    let p = Position::start(rules());
    let moves = p.legal_moves();
    for s in ["10n", "7n"] {
        assert!(!moves.iter().any(|m| m.from() == Some(sq(&p, s))), "{s}");
    }
}

#[test]
fn tj_set_05_jump_captures_at_the_start() {
    for victim in ["any", "no_royal", "lower_only", "rank_strict"] {
        let p = Position::start(with("tenjiku.jump.victim", victim));
        let mut jumps: Vec<String> = p
            .legal_moves()
            .into_iter()
            .filter(|m| {
                let (Some(from), Some(to)) = (m.from(), m.to()) else {
                    return false;
                };
                p.piece_at(to).is_some() && from.between(to).any(|s| p.piece_at(s).is_some())
            })
            .map(|m| usi::format(&p, m))
            .collect();
        jumps.sort();
        // The great general on 9m passes its own pawn, White's pawn on 9e and White's vice
        // general on 9d (all of lower rank) and may take 9e, 9d, 9c, 9b or 9a; the rook
        // generals may take White's rook generals on 10d and 7d (equal rank: not under
        // `lower_only` or `rank_strict`). Entering the zone, the rook and bishop generals may
        // promote. (The reference's first draft listed only the first enemy on each line.)
        let equal = ["10m10d", "10m10d+", "7m7d", "7m7d+"];
        let mut expected = vec![
            "10m10d", "10m10d+", "10m10e", "10m10e+", "11m1c", "11m1c+", "11m2d", "11m2d+",
            "11m3e", "11m3e+", "6m14e", "6m14e+", "6m15d", "6m15d+", "6m16c", "6m16c+", "7m7d",
            "7m7d+", "7m7e", "7m7e+", "8m16e", "9m1e", "9m9a", "9m9b", "9m9c", "9m9d", "9m9e",
        ];
        if matches!(victim, "lower_only" | "rank_strict") {
            expected.retain(|m| !equal.contains(m));
        }
        assert_eq!(jumps, expected, "{victim}");
    }
}

#[test]
fn tj_set_06_chess_squares() {
    let p = Position::start(rules());
    let d = p.dimensions();
    assert_eq!(d.chess_square(sq(&p, "9p")).as_deref(), Some("h1"));
    assert_eq!(d.chess_square(sq(&p, "8a")).as_deref(), Some("i16"));
}

#[test]
fn tj_not_tsa_round_trips() {
    let p = Position::start(rules());
    let mv = tsa::parse(&p, "GGnx9e").unwrap();
    assert_eq!(usi::format(&p, mv), "9m9e");
    assert_eq!(tsa::format(&p, mv), "GGx9e");
    let p = position("FiD 10n", "");
    let mv = tsa::parse(&p, "FiD10n-10k").unwrap();
    assert_eq!(usi::format(&p, mv), "10n10k");
    assert_eq!(tsa::format(&p, mv), "FiD-10k");
    let p = position("+CS 8i", "P 8h");
    let mv = tsa::parse(&p, "HTx!8h").unwrap();
    assert_eq!(usi::format(&p, mv), "8i8h8i");
    assert_eq!(tsa::format(&p, mv), "+CSx!8h");
    let p = position("FiD 6k", "");
    let mv = tsa::parse(&p, "Fi 6k-2gx!1").unwrap();
    assert_eq!(usi::format(&p, mv), "6k2g");
    assert_eq!(tsa::format(&p, mv), "FiD-2g");
    let p = position("RG 10m", "P 10e");
    let mv = tsa::parse(&p, "RGnx10e*").unwrap();
    assert_eq!(usi::format(&p, mv), "10m10e");
    // Entering the zone, the rook general could have promoted: the decline is written.
    assert_eq!(tsa::format(&p, mv), "RGx10e=");
    let p = position("WB 8g", "");
    let mv = tsa::parse(&p, "WB-8e+").unwrap();
    assert_eq!(usi::format(&p, mv), "8g8e+");
    assert_eq!(tsa::format(&p, mv), "WB-8e+");
}

#[test]
fn tj_position_strings_round_trip() {
    let p = Position::start(rules());
    let text = sfen::write(&p);
    assert!(
        text.ends_with("/[L][N][FL][I][C][S][G][K][DE][G][S][C][I][FL][N][L] b 1"),
        "{text}"
    );
    assert!(
        text.starts_with("[l][n][fl][i][c][s][g][de][k][g][s][c][i][fl][n][l]/"),
        "{text}"
    );
    assert_eq!(sfen::read(rules(), &text).unwrap(), p);
    let q = position("+WB 8e, FiD 3c, +CS 5e", "+cs 9i, HT 10i, FD 12j");
    let text = sfen::write(&q);
    assert_eq!(sfen::read(rules(), &text).unwrap(), q, "{text}");
    assert!(
        text.contains("[+WB]") && text.contains("[+cs]") && text.contains("[fid]"),
        "{text}"
    );
}

#[test]
fn tj_perft_mirrored() {
    let p = Position::start(rules());
    assert_eq!(p.perft(1), p.mirrored().perft(1));
    assert_eq!(p.perft(2), p.mirrored().perft(2));
}
