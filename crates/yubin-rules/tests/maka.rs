//! Maka Dai Dai Shogi: the scenarios of `maka-dai-dai-shogi.md` §14 (one named test per ID),
//! the setup, the position string and the colour-mirror symmetry of perft.
//!
//! Moves are written in the machine form of §12.3 (`from [capture squares…] to [+|=]`); `mv`
//! below builds canonical moves from that text without the notation module, so these tests
//! check the rules alone.

use yubin_rules::notation::sfen;
use yubin_rules::rules::{
    Contagion, ContagionSwap, Emperor, FreeBear, FuriousFiend, HookCapture, LionDog, MakaPromotion,
};
use yubin_rules::{
    Color, IllegalMove, Move, Piece, PieceKind, Position, Rules, Square, Variant, Via,
};

fn std_rules() -> Rules {
    Rules::standard(Variant::Maka)
}

fn with(f: impl FnOnce(&mut Rules)) -> Rules {
    let mut r = std_rules();
    f(&mut r);
    r
}

fn sq(s: &str) -> Square {
    yubin_rules::Dimensions {
        files: 19,
        ranks: 19,
    }
    .parse_square(s)
    .unwrap_or_else(|| panic!("bad square {s}"))
}

/// A position from a square list such as `"B Ld 10j; W P 10i"`: colour, Maka TSA abbreviation
/// (`+` for promoted forms), square. Kings on 10s / 10a are added unless the list names a
/// royal of that side or says `noking`.
fn board(rules: Rules, list: &str) -> Position {
    let mut pieces = Vec::new();
    let mut has_royal = [false, false];
    for item in list.split(';').map(str::trim).filter(|s| !s.is_empty()) {
        let parts: Vec<&str> = item.split_whitespace().collect();
        if parts == ["noking", "W"] {
            has_royal[1] = true;
            continue;
        }
        assert_eq!(parts.len(), 3, "{item}");
        let color = if parts[0] == "B" {
            Color::Black
        } else {
            Color::White
        };
        let kind = *PieceKind::ALL
            .iter()
            .find(|&&k| {
                yubin_rules::tables::maka_tsa(k) == parts[1]
                    && !matches!(
                        k,
                        PieceKind::PromotedDragonKing | PieceKind::PromotedDragonHorse
                    )
            })
            .unwrap_or_else(|| panic!("no kind {}", parts[1]));
        if matches!(kind, PieceKind::King | PieceKind::PromotedKing) {
            has_royal[color.index()] = true;
        }
        pieces.push((sq(parts[2]), Piece::new(color, kind)));
    }
    if !has_royal[0] {
        pieces.push((sq("10s"), Piece::new(Color::Black, PieceKind::King)));
    }
    if !has_royal[1] {
        pieces.push((sq("10a"), Piece::new(Color::White, PieceKind::King)));
    }
    Position::from_pieces(rules, &pieces, Color::Black, None, 1).expect("valid position")
}

/// `10j10i10h10g+`: squares, then `+` (change) or `=` / nothing (no change). Three or more
/// squares: the middle ones are capture squares, except that `from empty from` is the pass
/// and a middle empty square of a lion route means the direct move. A free bear's hop
/// (`maka.free_bear` hop readings) lists every piece it passes, and is the `Via::LINE` move.
fn mv(p: &Position, text: &str) -> Move {
    let (body, promote) = if let Some(b) = text.strip_suffix('+') {
        (b, true)
    } else if let Some(b) = text.strip_suffix('=') {
        (b, false)
    } else {
        (text, false)
    };
    let mut squares = Vec::new();
    let mut rest = body;
    while !rest.is_empty() {
        let end = rest
            .find(|c: char| c.is_ascii_lowercase())
            .expect("rank letter")
            + 1;
        squares.push(sq(&rest[..end]));
        rest = &rest[end..];
    }
    let from = squares[0];
    let to = *squares.last().unwrap();
    let mids: Vec<Square> = squares[1..squares.len() - 1]
        .iter()
        .copied()
        .filter(|&s| p.piece_at(s).is_some())
        .collect();
    if squares.len() > 2 && mids.is_empty() && to == from {
        return Move::Pass;
    }
    let hop = matches!(
        p.rules().free_bear,
        FreeBear::BsRfAHop1 | FreeBear::BsRfAHopAll
    ) && p.piece_at(from).map(|pc| pc.kind) == Some(PieceKind::PromotedBlindBear);
    if hop && !mids.is_empty() {
        let line: Vec<Square> = p.via_squares(from, Via::LINE, to).collect();
        assert_eq!(line, mids, "{text}: a hop lists every piece it passes");
    }
    let via = match mids[..] {
        [] => Via::NONE,
        _ if hop => Via::LINE,
        [a] => Via::one(a),
        [a, b] => Via::two(a, b),
        _ => panic!("too many captures in {text}"),
    };
    Move::Board {
        from,
        to,
        via,
        promote,
    }
}

#[track_caller]
fn legal(p: &Position, m: &str) {
    let mv = mv(p, m);
    if let Err(e) = p.check_move(mv) {
        panic!("{m} should be legal in {}: {e}", sfen::write(p));
    }
    assert!(p.legal_moves().contains(&mv), "{m} legal but not generated");
}

#[track_caller]
fn illegal(p: &Position, m: &str) -> IllegalMove {
    let mv = mv(p, m);
    assert!(
        !p.legal_moves().contains(&mv),
        "{m} generated but should be illegal in {}",
        sfen::write(p)
    );
    match p.check_move(mv) {
        Ok(()) => panic!("{m} should be illegal in {}", sfen::write(p)),
        Err(e) => e,
    }
}

#[track_caller]
fn after(p: &Position, m: &str) -> Position {
    p.clone()
        .play(mv(p, m))
        .unwrap_or_else(|e| panic!("{m}: {e}"))
}

#[track_caller]
fn kind_on(p: &Position, s: &str) -> PieceKind {
    p.piece_at(sq(s))
        .unwrap_or_else(|| panic!("no piece on {s}"))
        .kind
}

fn mirrored(p: &Position) -> Position {
    p.mirrored()
}

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

// ------------------------------------------------------------------------ §14.2 movement

#[test]
fn mk_ld_01_lion_dog_linear_lion3() {
    let list = "B LD 10j; W P 10i; W G 10h; W S 10g";
    let p = board(std_rules(), list);
    for m in [
        "10j10i",
        "10j10h",
        "10j10g",
        "10j10i10h",
        "10j10i10h10g",
        "10j10i10j",
        "10j10h10i",
    ] {
        legal(&p, m);
    }
    illegal(&p, "10j10f");
    illegal(&p, "10j10i9h");
    let q3 = board(with(|r| r.lion_dog = LionDog::Q3), list);
    legal(&q3, "10j10i");
    for m in [
        "10j10h",
        "10j10g",
        "10j10i10h",
        "10j10i10h10g",
        "10j10i10j",
        "10j10h10i",
        "10j10f",
    ] {
        illegal(&q3, m);
    }
    // Three captures: the lion dog ends on 10g and all three pieces are gone.
    let a = after(&p, "10j10i10h10g");
    assert_eq!(a.pieces().count(), 3);
    assert_eq!(kind_on(&a, "10g"), PieceKind::LionDog);
}

#[test]
fn mk_ld_02_lion_dog_pass() {
    let p = board(std_rules(), "B LD 10j");
    legal(&p, "10j10i10j");
    assert!(p.legal_moves().contains(&Move::Pass));
    let q3 = board(with(|r| r.lion_dog = LionDog::Q3), "B LD 10j");
    assert!(!q3.legal_moves().contains(&Move::Pass));
}

#[test]
fn mk_ld_03_own_pieces() {
    let p = board(std_rules(), "B LD 10j; B P 10i; W P 10h");
    legal(&p, "10j10h");
    assert!(matches!(
        illegal(&p, "10j10i"),
        IllegalMove::OwnPiece(_) | IllegalMove::CannotMoveThere { .. }
    ));
    legal(&p, "10j10g");
}

#[test]
fn mk_ld_04_coming_back() {
    let p = board(std_rules(), "B LD 10j; W G 10h; W S 10g");
    legal(&p, "10j10h10i");
    illegal(&p, "10j10h10j");
    illegal(&p, "10j10g10h");
    legal(&p, "10j10h10g");
    let a = after(&p, "10j10h10i");
    assert_eq!(kind_on(&a, "10i"), PieceKind::LionDog);
    assert!(a.piece_at(sq("10h")).is_none());
}

#[test]
fn mk_hm_01_hook_mover() {
    let list = "B HM 10o; B P 13o; B P 9o; W P 10k; W P 5m";
    let p = board(std_rules(), list);
    for m in ["10o10l", "10o10k", "10o5m", "10o12o", "10o12h"] {
        legal(&p, m);
    }
    for m in ["10o10j", "10o14o", "10o9k", "10o10k9k"] {
        illegal(&p, m);
    }
    let d = board(with(|r| r.hook_capture = HookCapture::Double), list);
    legal(&d, "10o10k9k");
    illegal(&d, "10o9k");
    let a = after(&d, "10o10k9k");
    assert!(a.piece_at(sq("10k")).is_none());
    assert_eq!(kind_on(&a, "9k"), PieceKind::HookMover);
    // Several routes to one square are one move.
    let moves = p.legal_moves();
    let n = moves.iter().filter(|m| m.to() == Some(sq("12h"))).count();
    assert_eq!(n, 1);
}

#[test]
fn mk_ca_01_capricorn() {
    let list = "B Ca 10o; W P 7l";
    let p = board(std_rules(), list);
    for m in ["10o7l", "10o10k", "10o6o", "10o8k"] {
        legal(&p, m);
    }
    illegal(&p, "10o6k");
    illegal(&p, "10o10n");
    illegal(&p, "10o7l8k");
    let d = board(with(|r| r.hook_capture = HookCapture::Double), list);
    legal(&d, "10o7l8k");
}

#[test]
fn mk_em_01_emperor_safe_squares() {
    let list = "B +K 10s; B G 10r; W K 10a; W P 5e; W P 15e; W G 15d; W R 3j";
    let p = board(std_rules(), list);
    legal(&p, "10s5e");
    illegal(&p, "10s15e");
    illegal(&p, "10s10j");
    legal(&p, "10s2b");
    legal(&p, "10s10a");
    let a = after(&p, "10s10a");
    assert_eq!(a.royal_count(Color::White), 0);
    let with_prince = board(std_rules(), &format!("{list}; B +DE 19s"));
    legal(&with_prince, "10s10j");
    illegal(&with_prince, "10s15e");
    let guarded = board(std_rules(), &format!("{list}; W G 9a"));
    illegal(&guarded, "10s10a");
}

#[test]
fn mk_em_02_two_emperors() {
    let list = "B +K 10s; B G 10r; W +K 10a; W P 5e; W P 15e; W G 15d; W R 3j";
    let p = board(std_rules(), list);
    illegal(&p, "10s2b");
    legal(&p, "10s9q");
    illegal(&p, "10s5e");
}

#[test]
fn mk_em_options() {
    let list = "B +K 10s; B G 10r; W K 10a; W P 5e; W P 15e; W G 15d; W R 3j";
    let free = board(with(|r| r.emperor = Emperor::FreeNonroyal), list);
    legal(&free, "10s15e"); // any non-royal, protected or not
    legal(&free, "10s10j"); // any empty square
    legal(&free, "10s10a"); // an unprotected royal
    let guarded = board(
        with(|r| r.emperor = Emperor::FreeNonroyal),
        &format!("{list}; W G 9a"),
    );
    illegal(&guarded, "10s10a");
    let lq = board(with(|r| r.emperor = Emperor::LionQueen), list);
    legal(&lq, "10s11q"); // a lion jump
    legal(&lq, "10s2k"); // a queen slide
    illegal(&lq, "10s5e"); // no teleport
}

#[test]
fn mk_ln_01_no_lion_trading() {
    let p = board(std_rules(), "B Ln 10j; W Ln 10h; W L 10a; W K 19a");
    legal(&p, "10j10h");
    // A lance takes a Black lion; Black may take a White lion at once with any piece.
    let p = board(std_rules(), "B Ln 5j; B G 15k; W Ln 15j; W L 5a; W K 19a");
    let mut w = p.clone();
    w.play_unchecked(mv(&p, "10s10r")); // Black passes the move with the king
    let a = after(&w, "5a5j");
    assert_eq!(a.last_lion_capture(), None);
    legal(&a, "15k15j");
}

#[test]
fn mk_dn_01_donkey() {
    let p = board(std_rules(), "B Dn 10j");
    for m in ["10j10i", "10j10h", "10j9j"] {
        legal(&p, m);
    }
    illegal(&p, "10j9i");
    let w = board(
        with(|r| r.donkey = yubin_rules::rules::Donkey::SWvD),
        "B Dn 10j",
    );
    illegal(&w, "10j10i");
    legal(&w, "10j10h");
    legal(&w, "10j9j");
}

#[test]
fn mk_dv_01_deva_and_dark_spirit() {
    let p = board(std_rules(), "B Dv 10j");
    for m in ["10j11j", "10j11i", "10j9i", "10j9k"] {
        legal(&p, m);
    }
    for m in ["10j9j", "10j11k", "10j10i", "10j10k"] {
        illegal(&p, m);
    }
    let p = board(std_rules(), "B DS 10j");
    legal(&p, "10j9j");
    illegal(&p, "10j11j");
    legal(&p, "10j11k");
    illegal(&p, "10j9k");
}

#[test]
fn mk_dead_01_dead_pieces() {
    let p = board(std_rules(), "B N 10b; B I 8a; B St 6a; B +I 4a; B P 2a");
    for s in ["10b", "8a", "6a", "4a", "2a"] {
        assert!(
            p.legal_moves().iter().all(|m| m.from() != Some(sq(s))),
            "{s}"
        );
    }
    let p = board(std_rules(), "B N 10c");
    let mut got: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from() == Some(sq("10c")))
        .map(|m| m.to_string())
        .collect();
    got.sort();
    assert_eq!(got, ["10c11a", "10c9a"]);
}

#[test]
fn mk_ff_01_furious_fiend() {
    let list = "B +Ln 10j; B P 10i; W P 10g";
    let p = board(std_rules(), list);
    legal(&p, "10j10g");
    let q3 = board(with(|r| r.furious_fiend = FuriousFiend::LionPlusQ3), list);
    illegal(&q3, "10j10g");
    // Lion moves stay: a jump to the second square, and the pass.
    legal(&q3, "10j10h");
    legal(&p, "10j10h");
}

// ------------------------------------------------------------------------ §14.3 promotion

#[test]
fn mk_pr_01_optional_promotion_on_capture() {
    let p = board(std_rules(), "B S 10k; W P 10j");
    legal(&p, "10k10j+");
    legal(&p, "10k10j=");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedSilver
    );
    let f = board(
        with(|r| r.maka_promotion = MakaPromotion::CaptureForced),
        "B S 10k; W P 10j",
    );
    legal(&f, "10k10j+");
    illegal(&f, "10k10j=");
}

#[test]
fn mk_pr_02_capturing_a_promoted_piece_forces() {
    let p = board(std_rules(), "B S 10k; W +P 10j");
    illegal(&p, "10k10j=");
    legal(&p, "10k10j+");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedSilver
    );
}

#[test]
fn mk_pr_03_no_capture_no_promotion() {
    let p = board(std_rules(), "B S 10k");
    assert!(matches!(
        illegal(&p, "10k10j+"),
        IllegalMove::PromotionNotAllowed { .. }
    ));
    legal(&p, "10k10j");
    assert_eq!(kind_on(&after(&p, "10k10j"), "10j"), PieceKind::Silver);
}

#[test]
fn mk_pr_04_already_promoted() {
    let p = board(std_rules(), "B +S 10k; W P 10j");
    illegal(&p, "10k10j+");
    legal(&p, "10k10j");
}

#[test]
fn mk_pr_05_never_promotes() {
    let p = board(std_rules(), "B DK 10k; W P 10j");
    assert!(matches!(
        illegal(&p, "10k10j+"),
        IllegalMove::PromotionNotAllowed { .. }
    ));
    legal(&p, "10k10j");
    assert_eq!(kind_on(&after(&p, "10k10j"), "10j"), PieceKind::DragonKing);
}

#[test]
fn mk_pr_06_king_to_emperor() {
    let p = board(std_rules(), "B K 10s; W P 10r");
    legal(&p, "10s10r+");
    legal(&p, "10s10r=");
    assert_eq!(
        kind_on(&after(&p, "10s10r+"), "10r"),
        PieceKind::PromotedKing
    );
    let f = board(
        with(|r| r.maka_promotion = MakaPromotion::CaptureForced),
        "B K 10s; W P 10r",
    );
    illegal(&f, "10s10r=");
    legal(&f, "10s10r+");
}

#[test]
fn mk_pr_07_king_must_become_emperor() {
    let p = board(std_rules(), "B K 10s; W +P 10r");
    illegal(&p, "10s10r=");
}

#[test]
fn mk_pr_08_gold_takes_deva() {
    let p = board(std_rules(), "B G 10k; W Dv 10j");
    illegal(&p, "10k10j=");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedDeva
    );
    let po = board(
        with(|r| r.contagion = Contagion::PromotedOnly),
        "B G 10k; W Dv 10j",
    );
    legal(&po, "10k10j");
    assert_eq!(kind_on(&after(&po, "10k10j"), "10j"), PieceKind::Gold);
    assert_eq!(
        kind_on(&after(&po, "10k10j+"), "10j"),
        PieceKind::PromotedGold
    );
}

#[test]
fn mk_pr_09_gold_takes_teaching_king() {
    for rules in [std_rules(), with(|r| r.contagion = Contagion::PromotedOnly)] {
        let p = board(rules, "B G 10k; W +Dv 10j");
        illegal(&p, "10k10j=");
        assert_eq!(
            kind_on(&after(&p, "10k10j+"), "10j"),
            PieceKind::PromotedDeva
        );
    }
}

#[test]
fn mk_pr_10_tokin_takes_dark_spirit() {
    let p = board(std_rules(), "B +P 10k; W DS 10j");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedDarkSpirit
    );
    illegal(&p, "10k10j=");
    let po = board(
        with(|r| r.contagion = Contagion::PromotedOnly),
        "B +P 10k; W DS 10j",
    );
    illegal(&po, "10k10j+");
    assert_eq!(
        kind_on(&after(&po, "10k10j"), "10j"),
        PieceKind::PromotedPawn
    );
}

#[test]
fn mk_pr_11_king_takes_teaching_king() {
    let p = board(std_rules(), "B K 10s; W +Dv 10r");
    illegal(&p, "10s10r=");
    assert_eq!(
        kind_on(&after(&p, "10s10r+"), "10r"),
        PieceKind::PromotedKing
    );
}

#[test]
fn mk_pr_12_prince_stays_prince() {
    let p = board(std_rules(), "B +DE 10k; W +DS 10j");
    illegal(&p, "10k10j+");
    assert_eq!(
        kind_on(&after(&p, "10k10j"), "10j"),
        PieceKind::PromotedDrunkElephant
    );
}

#[test]
fn mk_pr_13_drunk_elephant_takes_deva() {
    let p = board(std_rules(), "B DE 10k; W Dv 10j");
    legal(&p, "10k10j+");
    legal(&p, "10k10j=");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedDrunkElephant
    );
}

#[test]
fn mk_pr_14_drunk_elephant_takes_teaching_king() {
    let p = board(std_rules(), "B DE 10k; W +Dv 10j");
    illegal(&p, "10k10j=");
    legal(&p, "10k10j+");
}

#[test]
fn mk_pr_15_lion_takes_deva_and_steps_on() {
    let p = board(std_rules(), "B Ln 10k; W Dv 10j");
    illegal(&p, "10k10j10i=");
    let a = after(&p, "10k10j10i+");
    assert_eq!(kind_on(&a, "10i"), PieceKind::PromotedDeva);
    assert!(a.piece_at(sq("10j")).is_none());
}

#[test]
fn mk_pr_16_teaching_king_takes_buddhist_spirit() {
    let p = board(std_rules(), "B +Dv 10k; W +DS 10j");
    illegal(&p, "10k10j=");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedDarkSpirit
    );
    let keep = board(
        with(|r| r.contagion_swap = ContagionSwap::Keep),
        "B +Dv 10k; W +DS 10j",
    );
    illegal(&keep, "10k10j+");
    assert_eq!(
        kind_on(&after(&keep, "10k10j"), "10j"),
        PieceKind::PromotedDeva
    );
}

#[test]
fn mk_pr_17_lion_igui_promotes() {
    let p = board(std_rules(), "B Ln 10k; W P 10j");
    let a = after(&p, "10k10j10k+");
    assert_eq!(kind_on(&a, "10k"), PieceKind::PromotedLion);
    assert!(a.piece_at(sq("10j")).is_none());
    legal(&p, "10k10j10k=");
}

#[test]
fn maka_contagion_last_capture_decides() {
    // §7.3 / §13.3: a lion dog capturing a deva on S1 and a dark spirit on S2 ends as a
    // Buddhist spirit; in the other order as a teaching king.
    let p = board(std_rules(), "B LD 10j; W Dv 10i; W DS 10h");
    assert_eq!(
        kind_on(&after(&p, "10j10i10h+"), "10h"),
        PieceKind::PromotedDarkSpirit
    );
    assert_eq!(
        kind_on(&after(&p, "10j10h10i+"), "10i"),
        PieceKind::PromotedDeva
    );
}

// ------------------------------------------------------------------------ §14.4 royals

#[test]
fn mk_end_01_02_king_then_prince() {
    let p = board(
        std_rules(),
        "B Ln 10c; W +DE 9a; noking W; W K 10a; B R 9s; W P 1f",
    );
    let a = after(&p, "10c10b10a=");
    assert_eq!(a.royal_count(Color::White), 1);
    assert!(!a.legal_moves().is_empty(), "MK-END-01: the game continues");
    let mut b = a.clone();
    b.play_unchecked(mv(&a, "1f1g"));
    let c = after(&b, "9s9a+"); // the prince is a promoted piece: the rook must promote
    assert_eq!(
        c.royal_count(Color::White),
        0,
        "MK-END-02: no White royal left"
    );
    assert!(c.legal_moves().is_empty());
}

#[test]
fn mk_end_03_both_royals_in_one_move() {
    let p = board(std_rules(), "B Ln 10c; W K 10b; W +DE 9a");
    let a = after(&p, "10c10b9a+");
    assert_eq!(a.royal_count(Color::White), 0);
    assert!(a.legal_moves().is_empty());
}

#[test]
fn mk_end_04_emperor_captured() {
    let p = board(std_rules(), "B R 10j; W +K 10a");
    let a = after(&p, "10j10a+");
    assert_eq!(a.royal_count(Color::White), 0);
}

#[test]
fn mk_end_05_no_bare_king_rule_in_the_position() {
    let p = board(std_rules(), "B G 10r");
    assert!(!p.legal_moves().is_empty());
}

/// The composed position of `perft/maka.perft` (every special power in contact).
const COMPOSED: &str = "9[k][ds]8/17[+k]1/19/5[hm]13/9[ln]3[+dv]1[ca]3/4[n]5[ld]8/8[dv][g]9/9[ld]4[s]4/6[+p][p]4[p]6/9[LD]9/2[+DS]13[+Dv]2/7[Dv]3[P]7/9[Ln]3[+Ln]5/5[+BB]13/4[Ca]9[HM]4/19/19/10[G]8/7[+DE]1[+K]9 b 1";

#[test]
fn maka_perft_mirror_composed() {
    let p = sfen::read(std_rules(), COMPOSED).unwrap();
    let m = mirrored(&p);
    assert_eq!(m.mirrored(), p);
    for d in 1..=2 {
        assert_eq!(p.perft(d), m.perft(d), "depth {d}");
    }
    assert_eq!(p.perft_full(2), p.perft(2));
}

#[test]
fn maka_emperor_sees_double_hook_captures() {
    // White's hook mover on 15h could capture Black's pawn on 15m, turn and take on 12m only
    // with `maka.hook_capture = double`; its sideways first legs are blocked.
    let list = "B +K 10s; B P 15m; W HM 15h; W P 14h; W P 16h";
    let single = board(std_rules(), list);
    legal(&single, "10s12m");
    assert!(!single.attacks(sq("12m"), Color::White));
    let double = board(with(|r| r.hook_capture = HookCapture::Double), list);
    illegal(&double, "10s12m");
    assert!(double.attacks(sq("12m"), Color::White));
}

#[test]
fn maka_free_bear_jump_and_slide_are_one_move() {
    // Found by the property tests: the free bear's jump to the second square diagonally
    // forward and its diagonal slide through an empty first square are the same move.
    let p = board(std_rules(), "B +BB 10j");
    let n = p
        .legal_moves()
        .iter()
        .filter(|m| m.to() == Some(sq("8h")))
        .count();
    assert_eq!(n, 1);
    let q = board(std_rules(), "B +BB 10j; B P 9i");
    legal(&q, "10j8h"); // the jump over its own pawn
    illegal(&q, "10j7g"); // the slide is blocked
}

/// The audit's position for the free bear's hop readings: a free bear on 10p with four White
/// pawns on its forward-right diagonal, a square apart.
const HOP: &str = "B +BB 10p; W P 9o; W P 7m; W P 5k; W P 3i";

fn hop_rules(reading: FreeBear) -> Rules {
    with(|r| r.free_bear = reading)
}

#[test]
fn maka_free_bear_hopall_captures_any_number_on_the_way() {
    let p = board(hop_rules(FreeBear::BsRfAHopAll), HOP);
    let hops = [
        ("10p9o7m5k3i", ["9o", "7m", "5k", "3i"].as_slice()),
        ("10p9o7m5k4j", &["9o", "7m", "5k"]),
        ("10p9o7m5k3i2h", &["9o", "7m", "5k", "3i"]),
        ("10p9o7m5k3i1g", &["9o", "7m", "5k", "3i"]),
    ];
    let mut n = 0;
    for (text, taken) in hops {
        legal(&p, text);
        let q = after(&p, text);
        let to = &text[text.len() - 2..];
        for &s in taken.iter().filter(|&&s| s != to) {
            assert_eq!(q.piece_at(sq(s)), None, "{text}: {s} captured");
        }
        assert_eq!(kind_on(&q, to), PieceKind::PromotedBlindBear, "{text}");
        assert_eq!(q.pieces().count(), 3 + 4 - taken.len(), "{text}");
        assert_eq!(q.hash(), q.hash_from_scratch(), "{text}");
        n += 1;
    }
    assert_eq!(n, 4);
    // Every hop is one `Via::LINE` move; the jump over the pawn on 9o to 8n is another move
    // than the hop that captures it there.
    let line: Vec<Move> = p
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Board { via, .. } if via.is_line()))
        .collect();
    let targets: Vec<String> = line.iter().map(|m| m.to().unwrap().to_string()).collect();
    assert_eq!(
        targets,
        ["8n", "7m", "6l", "5k", "4j", "3i", "2h", "1g"].map(String::from)
    );
    legal(&p, "10p8n");
    legal(&p, "10p9o8n");
    assert_ne!(mv(&p, "10p8n"), mv(&p, "10p9o8n"));
    assert_eq!(after(&p, "10p8n").pieces().count(), 7);
    // It may not pass its own piece, nor an enemy without capturing it.
    let own = board(
        hop_rules(FreeBear::BsRfAHopAll),
        "B +BB 10p; W P 9o; B P 7m; W P 5k",
    );
    legal(&own, "10p9o8n");
    assert!(matches!(
        own.check_move(Move::Board {
            from: sq("10p"),
            to: sq("6l"),
            via: Via::LINE,
            promote: false
        }),
        Err(IllegalMove::PathBlocked { at, .. }) if at == sq("7m")
    ));
    assert!(matches!(
        illegal(&p, "10p4j"),
        IllegalMove::MissingCapture { at, .. } if at == sq("9o")
    ));
    // Backwards it only ranges.
    let back = board(hop_rules(FreeBear::BsRfAHopAll), "B +BB 10j; W P 11k");
    let e = back
        .check_move(Move::Board {
            from: sq("10j"),
            to: sq("12l"),
            via: Via::LINE,
            promote: false,
        })
        .unwrap_err();
    assert!(matches!(e, IllegalMove::BadRoute { .. }), "{e:?}");
    // The colour-mirrored position agrees, and taking hops back restores the board (perft_full
    // makes and takes back every leaf move).
    assert_eq!(p.perft(3), mirrored(&p).perft(3));
    assert_eq!(p.perft_full(3), p.perft(3));
    let divided: u64 = p.divide(3).iter().map(|&(_, n)| n).sum();
    assert_eq!(divided, p.perft(3));
}

#[test]
fn maka_free_bear_hop1_captures_one_on_the_way() {
    let p = board(hop_rules(FreeBear::BsRfAHop1), HOP);
    legal(&p, "10p9o8n");
    legal(&p, "10p9o7m");
    let e = illegal(&p, "10p9o7m6l");
    assert!(e.to_string().contains("only one piece"), "{e}");
    illegal(&p, "10p9o7m5k3i");
    let line = p
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Board { via, .. } if via.is_line()))
        .count();
    assert_eq!(line, 2); // 8n and 7m
                         // Without a hop reading the bear has no such move.
    let plain = board(std_rules(), HOP);
    let e = plain
        .check_move(Move::Board {
            from: sq("10p"),
            to: sq("8n"),
            via: Via::LINE,
            promote: false,
        })
        .unwrap_err();
    assert!(matches!(e, IllegalMove::BadRoute { .. }), "{e:?}");
}

#[test]
fn maka_emperor_sees_hopall_captures() {
    // White's free bear on 10c could hop over Black's pawns on 11d, 13f and 15h to 16i only
    // under `hopall`: there 16i is protected and the emperor may not go there.
    let list = "B +K 10s; W +BB 10c; B P 11d; B P 13f; B P 15h";
    let mut n = 0;
    for (reading, protected) in [
        (FreeBear::BsRfA, false),
        (FreeBear::BsRfAHop1, false),
        (FreeBear::BsRfAHopAll, true),
    ] {
        let p = board(hop_rules(reading), list);
        assert_eq!(p.attacks(sq("16i"), Color::White), protected, "{reading:?}");
        assert_eq!(p.attacks(sq("17j"), Color::White), protected, "{reading:?}");
        for target in ["10s16i", "10s17j"] {
            if protected {
                illegal(&p, target);
            } else {
                legal(&p, target);
            }
        }
        n += 1;
    }
    assert_eq!(n, 3);
}

/// Depth 3 of the composed position against its mirrored twin (about 400 M nodes each: run
/// with `cargo test --release -- --ignored`).
#[test]
#[ignore]
fn maka_perft_mirror_composed_depth_3() {
    let p = sfen::read(std_rules(), COMPOSED).unwrap();
    assert_eq!(p.perft(3), 396_709_235);
    assert_eq!(p.mirrored().perft(3), 396_709_235);
}

#[test]
fn maka_composed_moves_are_unique_and_legal_two_plies_deep() {
    let p = sfen::read(std_rules(), COMPOSED).unwrap();
    let mut positions = 0;
    for m in p.legal_moves() {
        let q = p.clone().play(m).unwrap();
        assert_eq!(q.hash(), q.hash_from_scratch(), "after {m}");
        let moves = q.legal_moves();
        let mut texts: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), moves.len(), "duplicates after {m}");
        if positions % 50 == 0 {
            for &n in &moves {
                assert_eq!(q.check_move(n), Ok(()), "{n} after {m}");
            }
        }
        positions += 1;
    }
    assert_eq!(positions, 816);
}

#[test]
fn maka_overlapping_powers_give_each_move_once() {
    // On an empty board a teaching king's lion-dog moves are all queen moves; it can pass.
    let p = board(std_rules(), "B +Dv 10j");
    let q = board(std_rules(), "B Q 10j");
    let from = |p: &Position| {
        p.legal_moves()
            .iter()
            .filter(|m| m.from() == Some(sq("10j")))
            .count()
    };
    assert_eq!(from(&p), from(&q));
    assert!(p.legal_moves().contains(&Move::Pass));
    // Buddhist spirit: queen plus lion; of the lion's 24 squares only the 8 knight-like ones
    // are off the queen's lines.
    let b = board(std_rules(), "B +DS 10j");
    assert_eq!(from(&b), from(&q) + 8);
    // Furious fiend with q3: a lion plus slides of three; only the distance-3 squares are new.
    let ff = board(
        with(|r| r.furious_fiend = FuriousFiend::LionPlusQ3),
        "B +Ln 10j",
    );
    let ln = board(std_rules(), "B Ln 10j");
    assert_eq!(from(&ff), from(&ln) + 8);
}
