//! Moves written as Japanese records write them (`７六歩`, `同　獅`, `7六歩兵(77)`,
//! `10四飛車成（←10九）`, `５五銀不成`, `７六金打`), read into the TSA notation every other
//! reader takes ([`to_tsa`]).
//!
//! A move is: an optional side mark (`▲△☗☖`); the square (file digits, ASCII or full
//! width, and the rank in kanji numerals, `一` to `十九`) or `同` (the square of the move
//! before); the piece's name (any name [`labels::kanji_names`] gives: `歩`, `歩兵`, `獅`,
//! `獅子`, `成銀`, the larger games' two kanji); then `成` (promotes), `不成` or `生` (does not),
//! `打` (a Heisei drop); and an optional origin in brackets (`(77)`, `（←7七）`). The move is
//! the one legal move of such a piece to that square, a plain step rather than a lion's two
//! (those are written in TSA, `Ln-7fx7e`); without a mark a move that could promote does not.
//! A text that names no such move, or two, is not read (the TSA readers then explain what is
//! wrong with it).

use yubin_rules::{notation, Move, PieceKind, Position, Square};
use yubin_text::picture::labels;

/// What a kanji move says, before the position is consulted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KanjiMove {
    /// The destination; `None`: `同`.
    pub to: Option<Square>,
    /// The piece's name as written.
    pub name: String,
    /// `Some(true)`: `成`; `Some(false)`: `不成`; `None`: neither.
    pub promote: Option<bool>,
    /// `打`.
    pub drop: bool,
    /// The origin, when given.
    pub from: Option<Square>,
}

/// The kanji numeral at the start of `s` (`十二`), as a rank index (`11`), with its length
/// in bytes.
fn rank(s: &str) -> Option<(u8, usize)> {
    const DIGITS: &str = "一二三四五六七八九";
    let mut chars = s.char_indices();
    let (_, c) = chars.next()?;
    let digit = |c: char| DIGITS.chars().position(|d| d == c).map(|i| i as u8 + 1);
    if c == '十' {
        match chars.next() {
            Some((i, d)) if digit(d).is_some() => Some((10 + digit(d)? - 1, i + d.len_utf8())),
            _ => Some((9, c.len_utf8())),
        }
    } else {
        Some((digit(c)? - 1, c.len_utf8()))
    }
}

/// The digits at the start of `s` (ASCII or full width) as a number, with their length in
/// bytes.
fn digits(s: &str) -> Option<(u32, usize)> {
    let mut n = 0u32;
    let mut len = 0;
    for c in s.chars() {
        let d = match c {
            '0'..='9' => c as u32 - '0' as u32,
            '０'..='９' => c as u32 - '０' as u32,
            _ => break,
        };
        n = n.checked_mul(10)?.checked_add(d)?;
        len += c.len_utf8();
    }
    (len > 0).then_some((n, len))
}

/// A square written `７六` or `10四` at the start of `s`, with its length in bytes.
fn square(s: &str) -> Option<(Square, usize)> {
    let (file, n) = digits(s)?;
    let (rank, m) = rank(&s[n..])?;
    Some((Square::new(u8::try_from(file).ok()?, rank)?, n + m))
}

/// An origin in brackets: `7七`, `←7七`, or lishogi's digits `77` (file, then a one-digit
/// rank).
fn origin(s: &str) -> Option<Square> {
    let s = s.trim().trim_start_matches('←').trim();
    if let Some((sq, n)) = square(s) {
        return (n == s.len()).then_some(sq);
    }
    let (number, n) = digits(s)?;
    if n != s.len() || number < 11 {
        return None;
    }
    Square::new(
        u8::try_from(number / 10).ok()?,
        u8::try_from(number % 10).ok()?.checked_sub(1)?,
    )
}

/// Reads `text` as a kanji move; `None` when it is not one.
pub fn parse(text: &str) -> Option<KanjiMove> {
    let mut s = text
        .trim()
        .trim_start_matches(['▲', '△', '☗', '☖'])
        .trim_start();
    let to = if let Some(rest) = s.strip_prefix('同').or_else(|| s.strip_prefix('仝')) {
        s = rest.trim_start_matches([' ', '　']);
        None
    } else {
        let (sq, n) = square(s)?;
        s = &s[n..];
        Some(sq)
    };
    // The origin, in ASCII or full-width brackets, at the end.
    let mut from = None;
    let s = s.trim_end();
    let s = match s.strip_suffix([')', '）']) {
        Some(inner) => {
            let open = inner.rfind(['(', '（'])?;
            let bracket = inner[open..].chars().next()?.len_utf8();
            from = Some(origin(&inner[open + bracket..])?);
            inner[..open].trim_end()
        }
        None => s,
    };
    let (name, promote, drop) =
        if let Some(n) = s.strip_suffix("不成").or_else(|| s.strip_suffix('生')) {
            (n, Some(false), false)
        } else if let Some(n) = s.strip_suffix('打') {
            (n, None, true)
        } else {
            match s.strip_suffix('成') {
                // `成銀` is a name; `銀成` a promotion.
                Some(n) if !n.is_empty() => (n, Some(true), false),
                _ => (s, None, false),
            }
        };
    let kanji = |c: char| matches!(c, '\u{3040}'..='\u{30FF}' | '\u{3400}'..='\u{9FFF}');
    if name.is_empty() || !name.chars().all(kanji) || name.chars().count() > 4 {
        return None;
    }
    Some(KanjiMove {
        to,
        name: name.to_string(),
        promote,
        drop,
        from,
    })
}

/// Whether a piece of `kind` under `pos`'s rules may be called `name`.
fn called(pos: &Position, kind: PieceKind, name: &str) -> bool {
    let rules = pos.rules();
    labels::kanji_names(rules, kind).contains(&name)
        || labels::promoted_name(rules, kind).as_deref() == Some(name)
}

/// The one legal move `km` names in `pos` (`last`: where the move before ended, for `同`).
pub fn resolve(pos: &Position, last: Option<Square>, km: &KanjiMove) -> Option<Move> {
    candidates(pos, last, km).ok()
}

/// The one legal move `km` names in `pos`; else the squares of the pieces so called that
/// can go there (none: no such move; two or more: it is ambiguous without its origin).
pub fn candidates(
    pos: &Position,
    last: Option<Square>,
    km: &KanjiMove,
) -> Result<Move, Vec<Square>> {
    let Some(to) = km.to.or(last) else {
        return Err(Vec::new());
    };
    let mut found: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|&mv| match mv {
            Move::Board {
                from,
                to: end,
                via,
                promote,
            } => {
                !km.drop
                    && end == to
                    && via.is_empty()
                    && km.from.is_none_or(|f| f == from)
                    && km.promote.is_none_or(|p| p == promote)
                    && pos
                        .piece_at(from)
                        .is_some_and(|p| called(pos, p.kind, &km.name))
            }
            Move::Drop { kind, to: end, .. } => km.drop && end == to && called(pos, kind, &km.name),
            Move::Pass => false,
        })
        .collect();
    // Unmarked, a move that could promote does not.
    if km.promote.is_none() && found.iter().any(|m| !m.promotes()) {
        found.retain(|m| !m.promotes());
    }
    match found.as_slice() {
        [mv] => Ok(*mv),
        _ => {
            let mut from: Vec<Square> = found.iter().filter_map(|m| m.from()).collect();
            from.sort_unstable_by_key(|s| (s.file(), s.rank()));
            from.dedup();
            Err(from)
        }
    }
}

/// `text` as a TSA move when it is a kanji move naming one legal move in `pos`; `None`
/// otherwise (the text is then read as it is).
pub fn to_tsa(pos: &Position, last: Option<Square>, text: &str) -> Option<String> {
    let mv = resolve(pos, last, &parse(text)?)?;
    Some(notation::tsa::format(pos, mv))
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{Game, Rules, Variant};

    fn game(variant: Variant, moves: &[&str]) -> (Game, Option<Square>) {
        let mut g = Game::new(Rules::standard(variant));
        for m in moves {
            let mv = notation::read_move(g.position(), m).unwrap();
            g.play(mv).unwrap();
        }
        let last = g.moves().last().and_then(|m| m.to());
        (g, last)
    }

    #[test]
    fn kanji_moves_are_read_as_the_tsa_they_name() {
        let (g, last) = game(Variant::Chu, &[]);
        let pos = g.position();
        for text in [
            "７八歩",
            "7八歩",
            "▲７八歩兵",
            "７八歩(79)",
            "7八歩兵 （←7九）",
        ] {
            assert_eq!(to_tsa(pos, last, text).as_deref(), Some("P-7h"), "{text}");
        }
        // Not moves of this position, or no kanji moves at all.
        for text in [
            "７七歩",
            "７八金",
            "P-7h",
            "7g7f",
            "同歩",
            "歩",
            "七八歩",
            "７八歩(99)",
        ] {
            assert_eq!(to_tsa(pos, last, text), None, "{text}");
        }
        // `同`: onto the square of the move before.
        let (g, last) = game(Variant::Chu, &["P-7h", "P-7e", "P-7g", "P-7f"]);
        assert_eq!(
            to_tsa(g.position(), last, "同　歩").as_deref(),
            Some("Px7f"),
            "{:?}",
            g.position().legal_moves().len()
        );
        // The larger games' two-kanji names.
        let (g, last) = game(Variant::Dai, &[]);
        assert_eq!(
            to_tsa(g.position(), last, "８十歩兵").as_deref(),
            Some("P-8j")
        );
    }

    /// What the mails write (`yubin_text::kanji_move`) reads back as the move it was, in
    /// every variant's start and a few plies in: every plain move, unless another piece of
    /// the same name reaches the same square (a record then adds the origin).
    #[test]
    fn what_the_mails_write_reads_back() {
        for variant in Variant::ALL {
            let mut g = Game::new(Rules::standard(variant));
            for ply in 0..6 {
                let pos = g.position().clone();
                let last = g.moves().last().and_then(|m| m.to());
                let legal = pos.legal_moves();
                let mut read = 0;
                for &mv in &legal {
                    let plain = matches!(mv, Move::Board { via, .. } if via.is_empty());
                    if !plain {
                        continue;
                    }
                    let text = yubin_text::kanji_move::format(&pos, mv, last);
                    match to_tsa(&pos, last, &text) {
                        Some(tsa) => {
                            assert_eq!(notation::read_move(&pos, &tsa).ok(), Some(mv), "{text}");
                            read += 1;
                        }
                        None => {
                            let same = legal
                                .iter()
                                .filter(|m| {
                                    m.to() == mv.to()
                                        && m.from().and_then(|f| pos.piece_at(f)).map(|p| p.kind)
                                            == mv
                                                .from()
                                                .and_then(|f| pos.piece_at(f))
                                                .map(|p| p.kind)
                                        && m.promotes() == mv.promotes()
                                })
                                .count();
                            assert!(same > 1 || mv.promotes(), "{variant:?} {text} not read");
                        }
                    }
                }
                assert!(read > 0, "{variant:?} ply {ply}");
                // Play on: the first move whose kanji reads back.
                let next = legal
                    .iter()
                    .copied()
                    .find(|&mv| {
                        to_tsa(&pos, last, &yubin_text::kanji_move::format(&pos, mv, last))
                            .is_some()
                    })
                    .unwrap();
                g.play(next).unwrap();
            }
        }
    }

    /// A kanji move that names no legal move says so: no piece of that name can go there.
    #[test]
    fn a_move_no_piece_can_make_has_no_origins() {
        let (g, last) = game(Variant::Chu, &[]);
        assert_eq!(
            candidates(g.position(), last, &parse("７五歩").unwrap()),
            Err(Vec::new())
        );
        let mv = candidates(g.position(), last, &parse("７八歩").unwrap()).unwrap();
        assert_eq!(notation::tsa::format(g.position(), mv), "P-7h");
    }

    #[test]
    fn the_parts_are_read() {
        let km = parse("10四飛車成（←10九）").unwrap();
        assert_eq!(km.to, Square::new(10, 3));
        assert_eq!(km.name, "飛車");
        assert_eq!(km.promote, Some(true));
        assert_eq!(km.from, Square::new(10, 8));
        let km = parse("同　成銀").unwrap();
        assert_eq!((km.to, km.name.as_str(), km.promote), (None, "成銀", None));
        let km = parse("５五銀不成").unwrap();
        assert_eq!(km.promote, Some(false));
        assert!(parse("７六金打").unwrap().drop);
        for bad in [
            "",
            "７",
            "７六",
            "７六P",
            "７六歩歩歩歩歩",
            "(77)歩",
            "７六歩(",
            "７六歩)",
        ] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }
}
