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

mod composed;
mod movement;
mod promotion;
mod royals;
mod setup;

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
