//! §14.1: the setup (MK-SET), the position string, and perft of the start against its mirror.

use super::*;

// ------------------------------------------------------------------------ §14.1 setup

#[test]
fn mk_set_01_pieces_and_kinds() {
    let p = Position::start(std_rules());
    for c in Color::ALL {
        let mine: Vec<PieceKind> = p
            .pieces()
            .filter(|(_, pc)| pc.color == c)
            .map(|(_, pc)| pc.kind)
            .collect();
        assert_eq!(mine.len(), 96);
        let mut kinds = mine.clone();
        kinds.sort();
        kinds.dedup();
        assert_eq!(kinds.len(), 50);
        let count = |k: PieceKind| mine.iter().filter(|&&x| x == k).count();
        assert_eq!(count(PieceKind::Pawn), 19);
        use PieceKind::*;
        for k in [
            DragonKing,
            DragonHorse,
            Rook,
            Bishop,
            SideFlier,
            ViolentOx,
            FlyingDragon,
            OldRat,
            VerticalMover,
            SideMover,
            Donkey,
            Knight,
            BlindTiger,
            FerociousLeopard,
            Gold,
            Silver,
            Copper,
            TileGeneral,
            EvilWolf,
            IronGeneral,
            StoneGeneral,
            ReverseChariot,
            Lance,
            EarthGeneral,
            GoBetween,
            BlindBear,
            AngryBoar,
            CatSword,
        ] {
            assert_eq!(count(k), 2, "{k:?}");
        }
        for k in [
            King,
            HookMover,
            Capricorn,
            Queen,
            Lion,
            LionDog,
            SheDevil,
            Wrestler,
            GuardianOfTheGods,
            BuddhistDevil,
            RightChariot,
            LeftChariot,
            Phoenix,
            Kirin,
            DrunkElephant,
            RecliningDragon,
            ChineseCock,
            OldMonkey,
            CoiledSerpent,
            DarkSpirit,
            Deva,
        ] {
            assert_eq!(count(k), 1, "{k:?}");
        }
    }
}

fn check_squares(p: &Position, color: Color, list: &[(&str, PieceKind)]) {
    for &(s, k) in list {
        assert_eq!(p.piece_at(sq(s)), Some(Piece::new(color, k)), "{s}");
    }
}

#[test]
fn mk_set_02_black_squares() {
    use PieceKind::*;
    let p = Position::start(std_rules());
    check_squares(
        &p,
        Color::Black,
        &[
            ("10s", King),
            ("11s", Deva),
            ("9s", DarkSpirit),
            ("10q", Lion),
            ("11q", Kirin),
            ("9q", Phoenix),
            ("10p", LionDog),
            ("10o", Queen),
            ("11o", Capricorn),
            ("9o", HookMover),
            ("18o", LeftChariot),
            ("2o", RightChariot),
        ],
    );
}

#[test]
fn mk_set_03_white_squares() {
    use PieceKind::*;
    let p = Position::start(std_rules());
    check_squares(
        &p,
        Color::White,
        &[
            ("10a", King),
            ("11a", DarkSpirit),
            ("9a", Deva),
            ("10c", Lion),
            ("11c", Phoenix),
            ("9c", Kirin),
            ("10d", LionDog),
            ("10e", Queen),
            ("11e", HookMover),
            ("9e", Capricorn),
            ("18e", RightChariot),
            ("2e", LeftChariot),
        ],
    );
}

#[test]
fn mk_set_04_chess_squares() {
    let p = Position::start(std_rules());
    let dims = p.dimensions();
    let mut n = 0;
    for (kind, chess) in [
        (PieceKind::Deva, "i1"),
        (PieceKind::King, "j1"),
        (PieceKind::DarkSpirit, "k1"),
    ] {
        let (at, _) = p
            .pieces()
            .find(|(_, pc)| pc.color == Color::Black && pc.kind == kind)
            .unwrap_or_else(|| panic!("no Black {kind:?}"));
        assert_eq!(dims.chess_square(at).as_deref(), Some(chess), "{kind:?}");
        assert_eq!(dims.parse_chess_square(chess), Some(at), "{chess}");
        n += 1;
    }
    assert_eq!(n, 3);
    // §1's conversion examples.
    for (tsa, chess) in [
        ("10s", "j1"),
        ("11s", "i1"),
        ("10a", "j19"),
        ("19s", "a1"),
        ("1a", "s19"),
    ] {
        assert_eq!(dims.chess_square(sq(tsa)).as_deref(), Some(chess), "{tsa}");
        assert_eq!(dims.parse_chess_square(chess), Some(sq(tsa)), "{chess}");
    }
}

#[test]
fn mk_set_05_go_betweens() {
    let p = Position::start(std_rules());
    check_squares(
        &p,
        Color::Black,
        &[("14m", PieceKind::GoBetween), ("6m", PieceKind::GoBetween)],
    );
    check_squares(
        &p,
        Color::White,
        &[("14g", PieceKind::GoBetween), ("6g", PieceKind::GoBetween)],
    );
}

#[test]
fn maka_start_string_round_trips() {
    let p = Position::start(std_rules());
    let text = sfen::write(&p);
    assert!(
        text.starts_with("[l][e][st][t][i][c][s][g][ds][k][dv][g][s][c][i][t][st][e][l]/"),
        "{text}"
    );
    assert!(text.contains("/5[GB]7[GB]5/"), "{text}");
    assert!(
        text.ends_with("/[L][E][St][T][I][C][S][G][Dv][K][DS][G][S][C][I][T][St][E][L] b 1"),
        "{text}"
    );
    let again = sfen::read(std_rules(), &text).unwrap();
    assert_eq!(again, p);
    assert_eq!(again.hash(), p.hash());
    assert_eq!(sfen::write(&again), text);
}

#[test]
fn maka_abbreviations_are_unique_ignoring_case() {
    let r = std_rules();
    let p = Position::empty(r);
    let mut names: Vec<String> = PieceKind::ALL
        .iter()
        .filter(|&&k| p.has_kind(k))
        .map(|&k| yubin_rules::tables::maka_tsa(k).to_ascii_lowercase())
        .collect();
    assert_eq!(names.len(), 97); // 50 initial kinds, 26 new promoted types, 21 promoted-to-gold forms
                                 // The alternative abbreviations of §3 and §4.2 clash with none of them either.
    names.extend(
        yubin_rules::tables::MAKA_ALIASES
            .iter()
            .map(|(n, _)| n.to_ascii_lowercase()),
    );
    assert_eq!(names.len(), 102);
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 102);
}

#[test]
fn maka_position_string_errors_and_leniency() {
    let r = std_rules();
    let p = board(r, "B +Dv 10j; W +DS 10i; W RC 5e; B RV 4e");
    let text = sfen::write(&p);
    assert!(
        text.contains("[+Dv]")
            && text.contains("[+ds]")
            && text.contains("[rc]")
            && text.contains("[RV]"),
        "{text}"
    );
    assert_eq!(sfen::read(r, &text).unwrap(), p);
    let lenient = text.replace("[+Dv]", "[+DV]");
    assert_eq!(sfen::read(r, &lenient).unwrap(), p);
    let e = sfen::read(r, &text.replace("[+Dv]", "[Xx]"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("[Xx]"), "{e}");
    assert!(sfen::read(r, &text.replace("[+Dv]", "[Dv")).is_err());
    assert!(sfen::read(r, "19/19 b 1").is_err());
}

// ------------------------------------------------------------------------ perft

#[test]
fn maka_perft_mirror_start() {
    let p = Position::start(std_rules());
    let m = mirrored(&p);
    assert_eq!(m.side_to_move(), Color::White);
    for d in 1..=3 {
        assert_eq!(p.perft(d), m.perft(d), "depth {d}");
    }
}
