//! Maka Dai Dai Shogi move notations (`maka-dai-dai-shogi.md` §12): the machine form of §12.3
//! (the project's USI extension) and TSA (§12.1) with Maka's abbreviations.
//!
//! Every legal move of the start, of the composed position of `tests/perft/maka.perft` and of
//! positions reached by seeded random play reads back from its own USI and TSA text; the
//! examples of §12 and §14 are checked text by text; the position string round-trips on random
//! positions; WinBoard texts are refused for Maka.

use proptest::prelude::*;
use std::collections::HashSet;
use yubin_rules::notation::{self, sfen, tsa, usi, winboard, MoveTextError, ResolveError};
use yubin_rules::rules::{FreeBear, HookCapture};
use yubin_rules::{Color, IllegalMove, Move, Piece, PieceKind, Position, Rules, Square, Variant};

/// The composed position of `tests/perft/maka.perft` (every special power in contact).
const COMPOSED: &str = "9[k][ds]8/17[+k]1/19/5[hm]13/9[ln]3[+dv]1[ca]3/4[n]5[ld]8/8[dv][g]9/9[ld]4[s]4/6[+p][p]4[p]6/9[LD]9/2[+DS]13[+Dv]2/7[Dv]3[P]7/9[Ln]3[+Ln]5/5[+BB]13/4[Ca]9[HM]4/19/19/10[G]8/7[+DE]1[+K]9 b 1";

fn std_rules() -> Rules {
    Rules::standard(Variant::Maka)
}

fn sq(s: &str) -> Square {
    yubin_rules::Dimensions {
        files: 19,
        ranks: 19,
    }
    .parse_square(s)
    .unwrap_or_else(|| panic!("bad square {s}"))
}

/// A position from a square list such as `"B LD 10j; W P 10i"` (colour, Maka TSA abbreviation,
/// square), Black to move; kings on 10s / 10a unless the list names a king or emperor.
fn board(rules: Rules, list: &str) -> Position {
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
        let kind = yubin_rules::tables::kind_from_tsa(Variant::Maka, parts[1])
            .unwrap_or_else(|| panic!("no Maka kind {}", parts[1]));
        if matches!(kind, PieceKind::King | PieceKind::PromotedKing) {
            has_king[color.index()] = true;
        }
        pieces.push((sq(parts[2]), Piece::new(color, kind)));
    }
    if !has_king[0] {
        pieces.push((sq("10s"), Piece::new(Color::Black, PieceKind::King)));
    }
    if !has_king[1] {
        pieces.push((sq("10a"), Piece::new(Color::White, PieceKind::King)));
    }
    Position::from_pieces(rules, &pieces, Color::Black, None, 1).expect("valid position")
}

fn composed() -> Position {
    sfen::read(std_rules(), COMPOSED).expect("composed position")
}

fn read(p: &Position, text: &str) -> Move {
    notation::read_move(p, text).unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

fn resolve_err(p: &Position, text: &str) -> ResolveError {
    match notation::read_move(p, text) {
        Err(MoveTextError::Resolve(e)) => e,
        other => panic!("`{text}`: expected a resolve error, got {other:?}"),
    }
}

/// Every legal move of `p` reads back from its USI and its TSA text (with each notation's own
/// reader and with the unified one, in any case), the texts are canonical (formatting what
/// was read gives the same text) and no two moves share a text. Returns the number of moves.
fn round_trip_all(p: &Position) -> usize {
    let moves = p.legal_moves();
    let mut usis = HashSet::new();
    let mut tsas = HashSet::new();
    for &mv in &moves {
        let u = usi::format(p, mv);
        let t = tsa::format(p, mv);
        let ctx =
            |what: &str, text: &str| format!("{what} `{text}` for {mv:?} in {}", sfen::write(p));
        assert_eq!(usi::parse(p, &u), Ok(mv), "{}", ctx("usi", &u));
        assert_eq!(tsa::parse(p, &t), Ok(mv), "{}", ctx("tsa", &t));
        for text in [&u, &t] {
            assert_eq!(
                notation::read_move(p, text),
                Ok(mv),
                "{}",
                ctx("unified", text)
            );
        }
        assert_eq!(
            usi::parse(p, &u.to_uppercase()),
            Ok(mv),
            "{}",
            ctx("upper-case usi", &u)
        );
        assert_eq!(
            tsa::parse(p, &t.to_lowercase()),
            Ok(mv),
            "{}",
            ctx("lower-case tsa", &t)
        );
        // §12.3: `+` on every change, nothing otherwise, never `=`.
        assert_eq!(u.ends_with('+'), mv.promotes(), "{}", ctx("usi mark", &u));
        assert!(!u.contains('='), "{}", ctx("usi", &u));
        assert!(usis.insert(u.clone()), "{}", ctx("duplicate usi", &u));
        assert!(tsas.insert(t.clone()), "{}", ctx("duplicate tsa", &t));
        // A forced change is implied when the mark is left out.
        if let Some(bare) = u.strip_suffix('+') {
            let plain = Move::Board {
                from: mv.from().unwrap(),
                to: mv.to().unwrap(),
                via: match mv {
                    Move::Board { via, .. } => via,
                    _ => unreachable!(),
                },
                promote: false,
            };
            if !p.is_legal(plain) {
                assert_eq!(
                    usi::parse(p, bare),
                    Ok(mv),
                    "{}",
                    ctx("implied change", bare)
                );
            }
        }
    }
    moves.len()
}

/// A small deterministic generator (splitmix64) for seeded random play.
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
}

/// Plays `plies` random moves from `p`, preferring captures half of the time so that the
/// armies meet, and calls `visit` on every position reached (the first included).
fn random_walk(mut p: Position, seed: u64, plies: usize, mut visit: impl FnMut(&Position)) {
    let mut rng = Rng(seed);
    visit(&p);
    for _ in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| match *m {
                Move::Board { to, via, from, .. } => {
                    !via.is_empty() || (to != from && p.piece_at(to).is_some())
                }
                _ => false,
            })
            .collect();
        let mv = if !captures.is_empty() && rng.below(2) == 0 {
            captures[rng.below(captures.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        p.play_unchecked(mv);
        if p.royal_count(p.side_to_move()) == 0 {
            break;
        }
        visit(&p);
    }
}

// ------------------------------------------------------------------ every legal move

#[test]
fn every_move_of_the_start_round_trips() {
    assert_eq!(round_trip_all(&Position::start(std_rules())), 80);
    let revival = Rules::preset(Variant::Maka, "maka_jp_revival").unwrap();
    assert_eq!(round_trip_all(&Position::start(revival)), 82);
}

#[test]
fn every_move_of_the_composed_position_round_trips() {
    let p = composed();
    assert_eq!(round_trip_all(&p), 816);
    // White to move in the same position (the mirrored twin has the same count).
    assert_eq!(round_trip_all(&p.mirrored()), 816);
}

#[test]
fn every_move_of_random_positions_round_trips() {
    let mut positions = 0;
    let mut moves = 0;
    for seed in 1..=4 {
        random_walk(Position::start(std_rules()), seed, 80, |p| {
            if p.move_number() % 8 == 0 {
                positions += 1;
                moves += round_trip_all(p);
            }
        });
        random_walk(composed(), seed, 24, |p| {
            if p.move_number() % 2 == 0 {
                positions += 1;
                moves += round_trip_all(p);
            }
        });
    }
    assert!(positions > 60, "{positions}");
    assert!(moves > 10_000, "{moves}");
}

#[test]
fn every_move_round_trips_under_other_options() {
    use yubin_rules::rules::*;
    let mut rules = std_rules();
    rules.hook_capture = HookCapture::Double;
    rules.lion_dog = LionDog::Q3;
    rules.emperor = Emperor::FreeNonroyal;
    rules.free_bear = FreeBear::BsRfAHopAll;
    rules.maka_promotion = MakaPromotion::CaptureForced;
    let mut n = 0;
    for seed in 10..=12 {
        let p = sfen::read(rules, COMPOSED).unwrap();
        random_walk(p, seed, 12, |p| n += round_trip_all(p));
    }
    assert!(n > 1000, "{n}");
}

// ------------------------------------------------------------------ position string

#[test]
fn the_position_string_round_trips_on_random_positions() {
    let mut n = 0;
    for seed in 20..=23 {
        random_walk(Position::start(std_rules()), seed, 120, |p| {
            let text = sfen::write(p);
            let back = sfen::read(*p.rules(), &text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(&back, p, "{text}");
            assert_eq!(back.hash(), p.hash(), "{text}");
            assert_eq!(sfen::write(&back), text);
            n += 1;
        });
    }
    assert!(n > 100, "{n}");
}

// ------------------------------------------------------------------ §12.3 examples

#[test]
fn lion_dog_texts() {
    // MK-LD-01: Black LD 10j; White P 10i, G 10h, S 10g.
    let p = board(std_rules(), "B LD 10j; W P 10i; W G 10h; W S 10g");
    for (usi_text, tsa_text) in [
        ("10j10i", "LDx10i="),
        ("10j10h", "LDx10h="),
        ("10j10g", "LDx10g="),
        ("10j10i10h", "LDx10ix10h="),
        ("10j10i10h10g", "LDx10ix10hx10g="),
        ("10j10i10j", "LDx!10i="),
        ("10j10h10i", "LDx10hx10i="),
    ] {
        let mv = read(&p, usi_text);
        assert_eq!(usi::format(&p, mv), usi_text);
        assert_eq!(tsa::format(&p, mv), tsa_text, "{usi_text}");
        assert_eq!(read(&p, tsa_text), mv);
        assert!(!mv.promotes());
        let promoted = read(&p, &format!("{usi_text}+"));
        assert!(promoted.promotes());
        assert_eq!(
            tsa::format(&p, promoted),
            format!("{}+", tsa_text.trim_end_matches('='))
        );
    }
    // The triple capture: via the two first squares, in order of distance.
    let mv = read(&p, "LDx10ix10hx10g");
    assert_eq!(
        mv,
        Move::Board {
            from: sq("10j"),
            to: sq("10g"),
            via: yubin_rules::Via::two(sq("10i"), sq("10h")),
            promote: false
        }
    );
    // Out to S2 and back: the capture on 10h comes first in leg order.
    let back = read(&p, "10j10h10i");
    assert_eq!(
        back,
        Move::Board {
            from: sq("10j"),
            to: sq("10i"),
            via: yubin_rules::Via::one(sq("10h")),
            promote: false
        }
    );
    assert!(matches!(
        resolve_err(&p, "10j10f"),
        ResolveError::CannotMove { .. }
    ));
    assert!(matches!(
        resolve_err(&p, "10j10i9h"),
        ResolveError::CannotMove { .. }
    ));
    // `=` is accepted where the promotion was possible and declined.
    assert_eq!(read(&p, "10j10i="), read(&p, "10j10i"));
}

#[test]
fn lion_dog_pass_and_routes_through_empty_squares() {
    // MK-LD-02: a lone lion dog passes; the pass is one move whatever route is written.
    let p = board(std_rules(), "B LD 10j");
    assert_eq!(read(&p, "10j10i10j"), Move::Pass);
    assert_eq!(read(&p, "10j9i10j"), Move::Pass);
    assert_eq!(read(&p, "pass"), Move::Pass);
    assert_eq!(read(&p, "LD10j-10k-10j"), Move::Pass);
    let text = usi::format(&p, Move::Pass);
    assert_eq!(read(&p, &text), Move::Pass);
    assert_eq!(
        tsa::format(&p, Move::Pass),
        format!("LD{}", {
            let t = text.clone();
            format!("{}-{}-{}", &t[..3], &t[3..6], &t[6..])
        })
    );
    // A route through an empty first square is the direct move.
    assert_eq!(read(&p, "10j10i10h"), read(&p, "10j10h"));
    // With `q3` there is no pass.
    let mut q3 = std_rules();
    q3.lion_dog = yubin_rules::rules::LionDog::Q3;
    let p = board(q3, "B LD 10j");
    let e = resolve_err(&p, "pass");
    assert!(matches!(e, ResolveError::NoPass { .. }), "{e:?}");
    assert!(
        matches!(&e, ResolveError::NoPass { passers, .. } if passers.is_empty()),
        "{e:?}"
    );
}

#[test]
fn hook_mover_texts() {
    // MK-HM-01.
    let p = board(std_rules(), "B HM 10o; B P 13o; B P 9o; W P 10k; W P 5m");
    let mv = read(&p, "10o5m");
    assert_eq!(tsa::format(&p, mv), "HMx5m=");
    assert_eq!(read(&p, "HMx5m"), mv);
    assert_eq!(read(&p, "10o12h"), read(&p, "HM-12h"));
    assert!(matches!(
        resolve_err(&p, "10o10k9k"),
        ResolveError::CannotMove { .. }
    ));
    // With `double`: `from firstcapture to`, TSA with both captures.
    let mut rules = std_rules();
    rules.hook_capture = HookCapture::Double;
    let p = board(rules, "B HM 10o; B P 13o; B P 9o; W P 10k; W P 5m; W P 7k");
    let mv = read(&p, "10o10k9k");
    assert_eq!(usi::format(&p, mv), "10o10k9k");
    assert_eq!(tsa::format(&p, mv), "HMx10k-9k=");
    let two = read(&p, "10o10k7k");
    assert_eq!(tsa::format(&p, two), "HMx10kx7k=");
    assert_eq!(read(&p, "HMx10kx7k="), two);
}

#[test]
fn promotion_marks() {
    // MK-PR-01: optional promotion.
    let p = board(std_rules(), "B S 10k; W P 10j");
    let plain = read(&p, "10k10j");
    assert!(!plain.promotes());
    assert_eq!(read(&p, "10k10j="), plain);
    assert!(read(&p, "10k10j+").promotes());
    assert_eq!(usi::format(&p, plain), "10k10j");
    assert_eq!(tsa::format(&p, plain), "Sx10j=");
    assert_eq!(tsa::format(&p, read(&p, "10k10j+")), "Sx10j+");
    // `capture_forced`: the promotion is implied, `=` illegal.
    let mut forced = std_rules();
    forced.maka_promotion = yubin_rules::rules::MakaPromotion::CaptureForced;
    let p = board(forced, "B S 10k; W P 10j");
    let mv = read(&p, "10k10j");
    assert!(mv.promotes());
    assert_eq!(usi::format(&p, mv), "10k10j+");
    assert_eq!(tsa::format(&p, mv), "Sx10j+");
    assert_eq!(read(&p, "Sx10j"), mv);
    assert!(matches!(
        resolve_err(&p, "10k10j="),
        ResolveError::Illegal {
            reason: IllegalMove::PromotionNotAllowed { .. },
            ..
        }
    ));
    // MK-PR-02: capturing a promoted piece forces.
    let p = board(std_rules(), "B S 10k; W +P 10j");
    assert!(read(&p, "10k10j").promotes());
    assert!(read(&p, "10k10j+").promotes());
    assert!(matches!(
        resolve_err(&p, "10k10j="),
        ResolveError::Illegal { .. }
    ));
    assert!(matches!(
        resolve_err(&p, "Sx10j="),
        ResolveError::Illegal { .. }
    ));
    // MK-PR-03 / 04 / 05: no promotion possible.
    for (list, text) in [
        ("B S 10k", "10k10j+"),
        ("B +S 10k; W P 10j", "10k10j+"),
        ("B DK 10k; W P 10j", "10k10j+"),
    ] {
        let p = board(std_rules(), list);
        assert!(
            matches!(resolve_err(&p, text), ResolveError::Illegal { .. }),
            "{list}"
        );
        let bare = read(&p, text.trim_end_matches('+'));
        assert!(!bare.promotes());
        assert!(!tsa::format(&p, bare).ends_with('='), "{list}");
    }
    // MK-PR-07: the king must become the emperor.
    let p = board(std_rules(), "B K 10s; W +P 10r");
    let mv = read(&p, "10s10r");
    assert!(mv.promotes());
    assert_eq!(tsa::format(&p, mv), "Kx10r+");
    assert!(matches!(
        resolve_err(&p, "10s10r="),
        ResolveError::Illegal { .. }
    ));
}

#[test]
fn contagion_is_written_with_plus() {
    // MK-PR-08: a gold takes a deva and becomes a teaching king.
    let p = board(std_rules(), "B G 10k; W Dv 10j");
    let mv = read(&p, "10k10j");
    assert!(mv.promotes());
    assert_eq!(usi::format(&p, mv), "10k10j+");
    assert_eq!(tsa::format(&p, mv), "Gx10j+");
    assert_eq!(read(&p, "10k10j+"), mv);
    assert_eq!(read(&p, "Gx10j"), mv);
    assert!(matches!(
        resolve_err(&p, "10k10j="),
        ResolveError::Illegal { .. }
    ));
    let after = p.clone().play(mv).unwrap();
    assert_eq!(
        after.piece_at(sq("10j")).unwrap().kind,
        PieceKind::PromotedDeva
    );
    // MK-PR-15: a lion takes a deva and steps on.
    let p = board(std_rules(), "B Ln 10k; W Dv 10j");
    let mv = read(&p, "10k10j10i");
    assert!(mv.promotes());
    assert_eq!(usi::format(&p, mv), "10k10j10i+");
    assert_eq!(tsa::format(&p, mv), "Lnx10j-10i+");
    // MK-PR-17: igui with `+` makes a furious fiend.
    let p = board(std_rules(), "B Ln 10k; W P 10j");
    let mv = read(&p, "10k10j10k+");
    assert_eq!(tsa::format(&p, mv), "Lnx!10j+");
    assert_eq!(read(&p, "Lnx!10j+"), mv);
    // A teaching king is `+Dv`, also when it came from contagion.
    let p = board(std_rules(), "B +Dv 10k; W P 10j");
    let mv = read(&p, "10k10j");
    assert_eq!(tsa::format(&p, mv), "+Dvx10j");
}

#[test]
fn maka_abbreviations() {
    // RC is the right chariot, RV the reverse chariot, Q the queen, Kr the kirin, N the knight.
    let p = board(
        std_rules(),
        "B RC 5p; B RV 15p; B Q 10o; B Kr 12o; B N 3p; B E 7p; B T 8p; B I 9p; B W 11p",
    );
    for (text, from) in [
        ("RC-5o", "5p"),
        ("RV-15o", "15p"),
        ("Q-10n", "10o"),
        ("Kr-12m", "12o"),
        ("N-2n", "3p"),
        ("E-7o", "7p"),
        ("T-9o", "8p"),
        ("I-9o", "9p"),
        ("W-10q", "11p"),
    ] {
        let mv = read(&p, text);
        assert_eq!(mv.from(), Some(sq(from)), "{text}");
        assert_eq!(tsa::format(&p, mv), text);
    }
    // Chu's names for the same kinds are not Maka's (but `FK` is also Maka's alternative name
    // of the queen, §3).
    assert!(matches!(
        resolve_err(&p, "Ky-12m"),
        ResolveError::NoSuchPiece { .. }
    ));
    assert_eq!(read(&p, "FK-10n"), read(&p, "Q-10n"));
    // A Maka name in a Chu position.
    let chu = Position::start(Rules::default());
    let e = resolve_err(&chu, "LD-7f");
    assert!(e.to_string().contains("no such piece in Chu Shogi"), "{e}");
    // A promoted form only Maka has: `+Ln` is Maka's furious fiend; Chu's lion never promotes.
    let e = resolve_err(&chu, "+Ln-6h").to_string();
    assert!(e.contains("no such piece in Chu Shogi"), "{e}");
    assert!(!e.contains("furious fiend"), "{e}");
    // And Chu still reads `RC` as its reverse chariot (on 12k, blocked at the start).
    let e = resolve_err(&chu, "RC12k-12j");
    assert!(matches!(e, ResolveError::CannotMove { .. }), "{e:?}");
}

#[test]
fn maka_alternative_abbreviations() {
    // §3 `Q (FK)`; §4.2 `+K (Em)`, `+Dv (TK)`, `+DS (BS)`, `+Ln (FF)`: read in moves and in
    // the position string, in any case; written canonically.
    let p = board(
        std_rules(),
        "B Q 10o; B +K 10s; B +Dv 5j; B +DS 15j; B +Ln 10h; W +Dv 19a",
    );
    let mut n = 0;
    for (alias, canonical, to) in [
        ("FK", "Q", "10n"),
        ("Em", "+K", "2b"),
        ("TK", "+Dv", "5i"),
        ("BS", "+DS", "15i"),
        ("FF", "+Ln", "10g"),
    ] {
        let mv = read(&p, &format!("{alias}-{to}"));
        assert_eq!(mv, read(&p, &format!("{canonical}-{to}")), "{alias}");
        assert_eq!(tsa::format(&p, mv), format!("{canonical}-{to}"));
        assert_eq!(read(&p, &format!("{}-{to}", alias.to_lowercase())), mv);
        assert_eq!(
            yubin_rules::tables::kind_from_tsa(Variant::Maka, alias),
            yubin_rules::tables::kind_from_tsa(Variant::Maka, canonical)
        );
        n += 1;
    }
    assert_eq!(n, 5);
    // Not as promoted forms of something else, and not in Chu (where `FK` is the queen).
    assert!(matches!(
        notation::read_move(&p, "+Em-2b"),
        Err(MoveTextError::Syntax(_))
    ));
    let chu = Position::start(Rules::default());
    assert!(matches!(
        resolve_err(&chu, "TK-7f"),
        ResolveError::NoSuchPiece { .. }
    ));
    // The position string.
    let canonical = sfen::write(&p);
    let aliased = canonical
        .replace("[Q]", "[FK]")
        .replace("[+K]", "[Em]")
        .replace("[+Dv]", "[TK]")
        .replace("[+DS]", "[BS]")
        .replace("[+Ln]", "[Ff]")
        .replace("[+dv]", "[tk]");
    assert_ne!(aliased, canonical);
    for code in ["[FK]", "[Em]", "[TK]", "[BS]", "[Ff]", "[tk]"] {
        assert!(aliased.contains(code), "{code} in {aliased}");
    }
    let back = sfen::read(std_rules(), &aliased).unwrap_or_else(|e| panic!("{aliased}: {e}"));
    assert_eq!(back, p);
    assert_eq!(sfen::write(&back), canonical);
}

#[test]
fn free_bear_hop_texts() {
    // The audit's position: the free bear on 10p, White pawns on 9o, 7m, 5k and 3i.
    let list = "B +BB 10p; W P 9o; W P 7m; W P 5k; W P 3i";
    let mut rules = std_rules();
    rules.free_bear = FreeBear::BsRfAHopAll;
    let p = board(rules, list);
    let mut n = 0;
    for (usi_text, tsa_text) in [
        ("10p9o7m5k3i", "+BBx9ox7mx5kx3i"),
        ("10p9o7m5k4j", "+BBx9ox7mx5k-4j"),
        ("10p9o7m5k3i2h", "+BBx9ox7mx5kx3i-2h"),
        ("10p9o7m5k3i1g", "+BBx9ox7mx5kx3i-1g"),
        ("10p9o8n", "+BBx9o-8n"),
    ] {
        let mv = read(&p, usi_text);
        assert!(
            matches!(mv, Move::Board { via, .. } if via.is_line()),
            "{usi_text}"
        );
        assert_eq!(usi::format(&p, mv), usi_text);
        assert_eq!(tsa::format(&p, mv), tsa_text);
        assert_eq!(read(&p, tsa_text), mv);
        n += 1;
    }
    assert_eq!(n, 5);
    assert!(round_trip_all(&p) > 5);
    // The jump over the pawn on 9o is another move than the hop that captures it.
    let jump = read(&p, "10p8n");
    assert_eq!(tsa::format(&p, jump), "+BB-8n");
    assert_ne!(jump, read(&p, "10p9o8n"));
    // A text listing the wrong captures is refused, saying why.
    let reason = |p: &Position, text: &str| match resolve_err(p, text) {
        ResolveError::CannotMove { reasons, .. } if reasons.len() == 1 => reasons[0].1.clone(),
        e => panic!("`{text}`: {e:?}"),
    };
    let missing = |at: &str| IllegalMove::MissingCapture {
        kind: PieceKind::PromotedBlindBear,
        at: sq(at),
    };
    assert_eq!(reason(&p, "10p9o5k3i"), missing("7m"));
    assert_eq!(reason(&p, "10p9o7m3i"), missing("5k"));
    assert_eq!(reason(&p, "+BBx7mx5kx3i"), missing("9o"));
    assert_eq!(reason(&p, "10p3i"), missing("9o"));
    let e = resolve_err(&p, "10p9o5k3i").to_string();
    assert!(e.contains("hop leaves out the piece on 7m"), "{e}");
    for (text, why) in [
        ("10p7m9o5k3i", "out of order"),
        ("10p9o9o7m5k3i", "out of order"),
        ("10p9o8n7m5k3i", "on an empty square"),
        ("10p9o7m5k2h3i", "off the line"),
        ("10p10o9n", "off the line"),
    ] {
        let e = reason(&p, text);
        assert!(e.to_string().contains(why), "`{text}`: {e}");
    }
    // Its own pieces block: listed or not.
    let own = board(rules, "B +BB 10p; W P 9o; B P 7m; W P 5k");
    assert_eq!(reason(&own, "10p9o7m5k4j"), IllegalMove::OwnPiece(sq("7m")));
    assert!(matches!(
        reason(&own, "10p9o5k4j"),
        IllegalMove::PathBlocked { at, .. } if at == sq("7m")
    ));
    // `hop1` captures one piece on the way.
    rules.free_bear = FreeBear::BsRfAHop1;
    let one = board(rules, list);
    assert_eq!(usi::format(&one, read(&one, "+BBx9ox7m")), "10p9o7m");
    let e = reason(&one, "10p9o7m5k3i");
    assert!(e.to_string().contains("more than one piece"), "{e}");
    // The longest hop on the board lists 19 squares; USI reads no more.
    let long: String = (0..20)
        .map(|r| format!("1{}", (b'a' + r % 19) as char))
        .collect();
    let e = notation::read_move(&p, &long).unwrap_err();
    assert!(e.to_string().contains("at most 19 squares"), "{e}");
}

#[test]
fn ambiguity_and_origins() {
    // Two golds that can both reach 10q: the origin is written and required.
    let p = board(std_rules(), "B G 11r; B G 9r");
    let e = resolve_err(&p, "G-10q");
    let ResolveError::Ambiguous { texts, .. } = &e else {
        panic!("{e:?}");
    };
    assert_eq!(texts, &["G9r-10q".to_string(), "G11r-10q".to_string()]);
    let mv = read(&p, "G11r-10q");
    assert_eq!(tsa::format(&p, mv), "G11r-10q");
    assert_eq!(read(&p, "G-11q"), read(&p, "11r11q"));
    assert_eq!(tsa::format(&p, read(&p, "11r11q")), "G-11q");
}

#[test]
fn syntax_and_resolve_errors() {
    let p = Position::start(std_rules());
    // Off the 19×19 grid: not a square at all.
    assert!(matches!(
        notation::read_move(&p, "20a19a"),
        Err(MoveTextError::Syntax(_))
    ));
    assert!(matches!(
        notation::read_move(&p, "10t10s"),
        Err(MoveTextError::Syntax(_))
    ));
    // No piece there / not a possible move.
    assert!(matches!(
        resolve_err(&p, "10j10i"),
        ResolveError::CannotMove { .. }
    ));
    assert!(matches!(
        resolve_err(&p, "10p10k"),
        ResolveError::CannotMove { .. }
    ));
    assert!(matches!(
        resolve_err(&p, "LD-10k"),
        ResolveError::CannotMove { .. }
    ));
    assert!(matches!(
        resolve_err(&p, "HM-10j"),
        ResolveError::CannotMove { .. } | ResolveError::Illegal { .. }
    ));
    // At the start no piece can pass: the message names the lion-power pieces.
    let e = resolve_err(&p, "pass");
    assert!(matches!(e, ResolveError::NoPass { .. }), "{e:?}");
    // Every error's message names the text.
    for text in ["10j10i", "LD-10k", "pass"] {
        let e = resolve_err(&p, text);
        assert!(e.to_string().contains(text), "{e}");
    }
}

#[test]
fn winboard_is_for_chu_only() {
    let p = Position::start(std_rules());
    for text in ["j5", "Nf6", "j3j4", "f6f7,f7f6"] {
        let e = resolve_err(&p, text);
        assert!(
            matches!(e, ResolveError::WrongNotation { .. }),
            "{text}: {e:?}"
        );
        assert!(
            e.to_string().contains("notation is not used for maka"),
            "{e}"
        );
    }
    assert!(matches!(
        winboard::parse_engine(&p, "j3j4"),
        Err(MoveTextError::Resolve(ResolveError::WrongNotation { .. }))
    ));
    // The writers fall back to the machine form.
    let mv = p.legal_moves()[0];
    assert_eq!(winboard::format_san(&p, mv), usi::format(&p, mv));
    assert_eq!(winboard::format_engine(&p, mv), usi::format(&p, mv));
}

// ------------------------------------------------------------------ property test

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// From random positions (random play from the start or the composed position), a
    /// random legal move reads back from its USI and TSA texts, and the position string
    /// round-trips.
    #[test]
    fn random_moves_read_back(seed in any::<u64>(), plies in 0usize..60, composed_start in any::<bool>(), pick in any::<u32>()) {
        let start = if composed_start { composed() } else { Position::start(std_rules()) };
        let mut last = None;
        random_walk(start, seed, plies, |p| last = Some(p.clone()));
        let p = last.expect("at least the start");
        let text = sfen::write(&p);
        prop_assert_eq!(&sfen::read(*p.rules(), &text).unwrap(), &p);
        let moves = p.legal_moves();
        prop_assume!(!moves.is_empty());
        let mv = moves[pick as usize % moves.len()];
        let u = usi::format(&p, mv);
        let t = tsa::format(&p, mv);
        prop_assert_eq!(notation::read_move(&p, &u), Ok(mv), "{}", u);
        prop_assert_eq!(notation::read_move(&p, &t), Ok(mv), "{}", t);
        prop_assert_eq!(usi::format(&p, usi::parse(&p, &u).unwrap()), u);
        prop_assert_eq!(tsa::format(&p, tsa::parse(&p, &t).unwrap()), t);
    }
}

#[test]
fn odd_texts_never_panic_and_resolve_only_to_legal_moves() {
    let positions = [Position::start(std_rules()), composed()];
    let mut texts: Vec<String> = [
        "",
        "+",
        "x!",
        "19s19s",
        "1a1a1a1a",
        "10j10i10h10g10f",
        "L*5e",
        "+K*5e",
        "LDx!10ix10h",
        "LDx10ix10hx10gx10f",
        "+Dv-10j",
        "Q-",
        "10p10o10n",
        "10p10m=",
        "20a1a",
        "1a20a",
        "pass",
        "--",
        "@@@@",
        "HM10o-10m-5m",
        "K10s-10r+",
        "19a",
        "s19",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let mut rng = Rng(7);
    let alphabet = b"0123456789abcdefghijklmnopqrsxX-+=!*@,KLDPQNRSHM ";
    for _ in 0..2000 {
        let len = 1 + rng.below(12);
        texts.push(
            (0..len)
                .map(|_| alphabet[rng.below(alphabet.len())] as char)
                .collect(),
        );
    }
    let mut resolved = 0;
    for p in &positions {
        for text in &texts {
            match notation::read_move(p, text) {
                Ok(mv) => {
                    assert!(p.is_legal(mv), "`{text}` resolved to an illegal move");
                    assert_eq!(notation::read_move(p, &usi::format(p, mv)), Ok(mv));
                    assert_eq!(notation::read_move(p, &tsa::format(p, mv)), Ok(mv));
                    resolved += 1;
                }
                Err(e) => assert!(!e.to_string().is_empty()),
            }
        }
    }
    assert!(resolved > 0);
}
