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

// ------------------------------------------------------------------------ Hishigata (§10)

fn hishigata() -> Rules {
    Rules::preset(Variant::Maka, "hishigata").unwrap()
}

/// §10's two lists as the reference writes them, Black's and White's each on their own: the
/// table of the setup module gives Black's only, so White's checks the rotation.
const HISHIGATA_REFERENCE: &str = "\
    B SM 14k; B LC 13k; B AB 12k; B I 11k; B Co 10k; B I 9k; B AB 8k; B RC 7k; B SM 6k; \
    B S 13l; B N 12l; B EW 11l; B HM 10l; B EW 9l; B N 8l; B S 7l; \
    B G 12m; B Kr 11m; B Q 10m; B Ph 9m; B G 8m; \
    B BT 11n; B DE 10n; B BT 9n; B W 10o; B B 12r; B Ca 10r; B B 8r; \
    B Dv 11s; B K 10s; B DS 9s; \
    W DS 11a; W K 10a; W Dv 9a; W B 12b; W Ca 10b; W B 8b; W W 10e; \
    W BT 11f; W DE 10f; W BT 9f; \
    W G 12g; W Ph 11g; W Q 10g; W Kr 9g; W G 8g; \
    W S 13h; W N 12h; W EW 11h; W HM 10h; W EW 9h; W N 8h; W S 7h; \
    W SM 14i; W RC 13i; W AB 12i; W I 11i; W Co 10i; W I 9i; W AB 8i; W LC 7i; W SM 6i";

#[test]
fn hishigata_setup_is_the_seeds_diagram() {
    let p = Position::start(hishigata());
    assert_eq!(p, board(hishigata(), HISHIGATA_REFERENCE));
    assert_eq!(p.side_to_move(), Color::Black);
    for c in Color::ALL {
        assert_eq!(p.pieces().filter(|(_, pc)| pc.color == c).count(), 31);
    }
    // Only rank j between the armies: Black's pieces on k … s, White's on a … i.
    let mut n = 0;
    for (s, pc) in p.pieces() {
        match pc.color {
            Color::Black => assert!(s.rank() >= 10, "{s}"),
            Color::White => assert!(s.rank() <= 8, "{s}"),
        }
        // Symmetric: every piece has its twin of the other colour at the 180° rotation.
        let twin = p.piece_at(s.rotate(19, 19)).unwrap();
        assert_eq!((twin.color, twin.kind), (!pc.color, pc.kind), "{s}");
        n += 1;
    }
    assert_eq!(n, 62);
    assert_eq!(p.pieces().filter(|(s, _)| s.rank() == 9).count(), 0);
    // The preset's one rule besides the setup: the Western teaching king.
    assert_eq!(
        hishigata().differences(),
        vec![("maka.teaching_king", "queen_only".to_string())]
    );
    assert_eq!(yubin_rules::setup::HISHIGATA_BLACK.len(), 31);
}

#[test]
fn hishigata_start_string_round_trips() {
    let p = Position::start(hishigata());
    let text = sfen::write(&p);
    assert_eq!(text, HISHIGATA_START, "{text}");
    let again = sfen::read(hishigata(), &text).unwrap();
    assert_eq!(again, p);
    assert_eq!(again.hash(), p.hash());
    assert_eq!(sfen::write(&again), text);
    // The same string read under the standard preset is the same board (the string carries no
    // rules), and the standard start is not it.
    assert_eq!(sfen::write(&sfen::read(std_rules(), &text).unwrap()), text);
    assert_ne!(sfen::write(&Position::start(std_rules())), text);
}

/// The Hishigata start as a position string, written out once so that a change of the table
/// shows here.
const HISHIGATA_START: &str = "8[ds][k][dv]8/7[b]1[ca]1[b]7/19/19/9[w]9/8[bt][de][bt]8/\
    7[g][ph][q][kr][g]7/6[s][n][ew][hm][ew][n][s]6/5[sm][rc][ab][i][co][i][ab][lc][sm]5/19/\
    5[SM][LC][AB][I][Co][I][AB][RC][SM]5/6[S][N][EW][HM][EW][N][S]6/7[G][Kr][Q][Ph][G]7/\
    8[BT][DE][BT]8/9[W]9/19/19/7[B]1[Ca]1[B]7/8[Dv][K][DS]8 b 1";

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

#[test]
fn hishigata_perft_mirror_start() {
    let p = Position::start(hishigata());
    let m = mirrored(&p);
    assert_eq!(m.side_to_move(), Color::White);
    assert_eq!(sfen::write(&mirrored(&m)), sfen::write(&p));
    for d in 1..=3 {
        assert_eq!(p.perft(d), m.perft(d), "depth {d}");
    }
}
