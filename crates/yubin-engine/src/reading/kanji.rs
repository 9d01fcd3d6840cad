//! Moves written as Japanese records write them (`７六歩`, `同　獅`, `7六歩兵(77)`,
//! `10四飛車成（←10九）`, `５五銀不成`, `７六金打`), read into the TSA notation every other
//! reader takes ([`to_tsa`]).
//!
//! A move is: an optional side mark (`▲△☗☖`) and an optional move number as KIF writes it
//! (`3手目`); the square (file digits, ASCII or full width, and the rank in kanji numerals,
//! `一` to `十九`) or `同` (`仝`; the square of the move before); the piece's name (any name
//! [`labels::kanji_names`] gives: `歩`, `歩兵`, `獅`, `獅子`, `成銀`, the larger games' two
//! kanji); then `成` (promotes), `不成` or `生` (does not), `打` (a Heisei drop); and an
//! optional origin in brackets (`(77)`, `（←7七）`). The move is the one legal move of such a
//! piece to that square, a plain step; without a mark a move that could promote does not.
//!
//! A piece that moves twice (a lion, a horned falcon or soaring eagle, the larger games'
//! lion-power pieces) is written in one of these forms:
//! - its two steps, each written as a move, joined by `・`, `、`, `→` or a space
//!   (`７七獅・７六獅`, `７七獅子 ７八獅子`; the second step's name may be left out: `７七獅・７六`);
//! - KIF's two lines, on one line or (joined by the mail reader) two: `一歩目 ７七獅子 （←７八）
//!   二歩目 ７八獅子 （←７七）`, with or without the origins and the move numbers (`3手目`);
//! - an igui, `７七獅居食い` or `７七獅子（居食い）`: the square it captures on, and it stays;
//! - a pass, `７八獅じっと` (the square it stands on), or `じっと` / `パス` alone.
//!
//! Two steps name the legal move that captures on the first square and ends on the second
//! (back on its start: igui), or, the first square empty, the move that ends on the second
//! (a jump; back on its start: a pass). A text that names no such move, or two, is not read
//! (the TSA readers then explain what is wrong with it).

use yubin_rules::{notation, Move, PieceKind, Position, Square};
use yubin_text::picture::labels;

/// What a kanji move says, before the position is consulted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KanjiMove {
    /// The destination, or with [`KanjiMove::then`] the first step's; with
    /// [`KanjiMove::igui`] the square captured on; with [`KanjiMove::pass`] the square the
    /// piece stands on. `None`: `同`.
    pub to: Option<Square>,
    /// The piece's name as written (empty only for a bare pass, `じっと`).
    pub name: String,
    /// `Some(true)`: `成`; `Some(false)`: `不成`; `None`: neither.
    pub promote: Option<bool>,
    /// `打`.
    pub drop: bool,
    /// The origin, when given.
    pub from: Option<Square>,
    /// A second step: where the piece ends, and its name there if written.
    pub then: Option<(Square, Option<String>)>,
    /// `居食い`: the piece captures on [`KanjiMove::to`] and stays.
    pub igui: bool,
    /// `じっと` or `パス`: the piece passes.
    pub pass: bool,
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

/// One step as [`step`] reads it.
#[derive(Debug, Default)]
struct Step {
    to: Option<Square>,
    name: String,
    promote: Option<bool>,
    drop: bool,
    from: Option<Square>,
    igui: bool,
    pass: bool,
}

/// A KIF move number, `3手目`, at the start of `s`: what follows it.
fn skip_number(s: &str) -> &str {
    match digits(s) {
        Some((_, n)) => s[n..].strip_prefix("手目").unwrap_or(s),
        None => s,
    }
}

/// A side mark (`▲△☗☖`) at the start of `s` and the spaces after it skipped.
fn skip_mark(s: &str) -> &str {
    skip_spaces(s.trim_start_matches(['▲', '△', '☗', '☖']))
}

/// The spaces (ASCII, full width) at the start of `s` skipped.
fn skip_spaces(s: &str) -> &str {
    s.trim_start_matches(|c: char| c.is_whitespace())
}

/// A character of a piece's name or of its marks (`成`, `居食い`, `じっと`): a kanji or a
/// kana, but not `・` (a separator).
fn name_char(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30FF}' | '\u{3400}'..='\u{9FFF}') && c != '・'
}

/// One step at the start of `s`: the square or `同`, the name and its marks, bracketed
/// origins or marks; with what follows it.
fn step(s: &str) -> Option<(Step, &str)> {
    let mut st = Step::default();
    let mut s = skip_spaces(s);
    if let Some(rest) = s.strip_prefix('同').or_else(|| s.strip_prefix('仝')) {
        s = skip_spaces(rest);
    } else {
        let (sq, n) = square(s)?;
        st.to = Some(sq);
        s = &s[n..];
    }
    let run = s.find(|c: char| !name_char(c)).unwrap_or(s.len());
    let (mut word, mut rest) = (&s[..run], &s[run..]);
    if let Some(w) = word.strip_suffix("居食い") {
        (word, st.igui) = (w, true);
    } else if let Some(w) = word.strip_suffix("じっと") {
        (word, st.pass) = (w, true);
    }
    (st.name, st.promote, st.drop) = if let Some(n) = word
        .strip_suffix("不成")
        .or_else(|| word.strip_suffix('生'))
    {
        (n.to_string(), Some(false), false)
    } else if let Some(n) = word.strip_suffix('打') {
        (n.to_string(), None, true)
    } else {
        match word.strip_suffix('成') {
            // `成銀` is a name; `銀成` a promotion.
            Some(n) if !n.is_empty() => (n.to_string(), Some(true), false),
            _ => (word.to_string(), None, false),
        }
    };
    // Brackets after the name: the origin, or a mark (`（居食い）`), at most one of each.
    for _ in 0..2 {
        let r = skip_spaces(rest);
        let Some(inner) = r.strip_prefix(['(', '（']) else {
            break;
        };
        let close = inner.find([')', '）'])?;
        let (content, after) = (inner[..close].trim(), &inner[close..]);
        rest = &after[after.chars().next()?.len_utf8()..];
        match content {
            "居食い" if !st.igui => st.igui = true,
            "じっと" if !st.pass => st.pass = true,
            _ if st.from.is_none() => st.from = Some(origin(content)?),
            _ => return None,
        }
    }
    let chars = st.name.chars().count();
    if chars > 4 || (st.igui && st.pass) {
        return None;
    }
    Some((st, rest))
}

/// The separator between two steps written on one line, and spaces, skipped; `None` when
/// `s` does not begin with one.
fn separator(s: &str) -> Option<&str> {
    let t = skip_spaces(s);
    let t = t
        .strip_prefix(['・', '、', '→', ',', '，'])
        .map(skip_spaces)
        .unwrap_or(t);
    (t.len() < s.len()).then_some(t)
}

/// Which of KIF's two lines of a lion's double move `line` is (`3手目一歩目 7七獅子 （←7八）`
/// is 1, `3手目二歩目 …` is 2, with or without a side mark and a move number), if either.
pub fn kif_step(line: &str) -> Option<u8> {
    let s = skip_spaces(skip_number(skip_mark(line.trim())));
    if s.starts_with("一歩目") {
        Some(1)
    } else if s.starts_with("二歩目") {
        Some(2)
    } else {
        None
    }
}

/// Reads `text` as a kanji move; `None` when it is not one.
pub fn parse(text: &str) -> Option<KanjiMove> {
    let s = text
        .trim()
        .trim_start_matches(['▲', '△', '☗', '☖'])
        .trim_start();
    let s = skip_spaces(skip_number(s));
    if matches!(s.trim_end(), "じっと" | "パス") {
        return Some(KanjiMove {
            to: None,
            name: String::new(),
            promote: None,
            drop: false,
            from: None,
            then: None,
            igui: false,
            pass: true,
        });
    }
    // KIF's first step, `一歩目`, and its second, `二歩目`, perhaps numbered again.
    let kif = s.strip_prefix("一歩目");
    let (first, rest) = step(kif.unwrap_or(s))?;
    if first.name.is_empty() {
        return None;
    }
    let mut km = KanjiMove {
        to: first.to,
        name: first.name,
        promote: first.promote,
        drop: first.drop,
        from: first.from,
        then: None,
        igui: first.igui,
        pass: first.pass,
    };
    let rest = rest.trim_end();
    if rest.is_empty() {
        return kif.is_none().then_some(km);
    }
    let rest = separator(rest).unwrap_or(rest);
    let rest = match kif {
        Some(_) => skip_spaces(skip_number(skip_mark(rest))).strip_prefix("二歩目")?,
        None => rest,
    };
    let (second, rest) = step(rest)?;
    let via_origin = second.from.is_none_or(|f| km.to.is_none_or(|t| t == f));
    if !rest.trim().is_empty()
        || km.igui
        || km.pass
        || km.drop
        || second.igui
        || second.pass
        || second.drop
        || !via_origin
        || km.promote.is_some() && second.promote.is_some()
    {
        return None;
    }
    // The second step has a square of its own (`同` there would name the first's).
    km.then = Some((second.to?, (!second.name.is_empty()).then_some(second.name)));
    km.promote = km.promote.or(second.promote);
    Some(km)
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
    let legal = pos.legal_moves();
    // A bare `じっと`: any pass.
    if km.pass && km.name.is_empty() {
        return if legal.contains(&Move::Pass) {
            Ok(Move::Pass)
        } else {
            Err(Vec::new())
        };
    }
    let Some(to) = km.to.or(last) else {
        return Err(Vec::new());
    };
    let named = |sq: Square| {
        pos.piece_at(sq).is_some_and(|p| {
            called(pos, p.kind, &km.name)
                && km
                    .then
                    .as_ref()
                    .and_then(|(_, n)| n.as_deref())
                    .is_none_or(|n| called(pos, p.kind, n))
        })
    };
    let origin = |from: Square| km.from.is_none_or(|f| f == from) && named(from);
    let next_to = |a: Square, b: Square| {
        a != b && a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank())) == 1
    };
    // The empty squares the side's lion-power pieces may step to first (a step that may
    // also return: a pass).
    let routes = pos.pass_routes();
    let mut found: Vec<(Move, Square)> = Vec::new();
    for &mv in &legal {
        let fits = match mv {
            Move::Board {
                from,
                to: end,
                via,
                promote,
            } => {
                let steps = match (km.then.as_ref(), via.first(), via.len()) {
                    // Two steps: a capture on the first square, or a jump over it.
                    (Some(&(second, _)), Some(mid), 1) => mid == to && end == second,
                    (Some(&(second, _)), None, _) => {
                        end == second
                            && end != from
                            && !via.is_line()
                            && routes.contains(&(from, to))
                            && next_to(to, second)
                    }
                    (Some(_), _, _) => false,
                    (None, Some(mid), 1) if km.igui => mid == to && end == from,
                    (None, _, _) => !km.igui && !km.pass && end == to && via.is_empty(),
                };
                !km.drop && steps && km.promote.is_none_or(|p| p == promote) && origin(from)
            }
            Move::Drop { kind, to: end, .. } => {
                km.drop && km.then.is_none() && end == to && called(pos, kind, &km.name)
            }
            Move::Pass => false,
        };
        if fits {
            found.push((mv, mv.from().unwrap_or(to)));
        }
    }
    // A pass: by the piece on the square named (`７八獅じっと`), or out to the first square
    // and back (`７七獅・７八獅`, the first square empty).
    if legal.contains(&Move::Pass) && !km.drop && !km.igui && km.promote != Some(true) {
        for &(sq, mid) in &routes {
            let by = match km.then {
                Some((second, _)) => mid == to && sq == second,
                None => km.pass && sq == to,
            };
            if by && origin(sq) && !found.iter().any(|&(m, o)| m == Move::Pass && o == sq) {
                found.push((Move::Pass, sq));
            }
        }
    }
    // Unmarked, a move that could promote does not.
    if km.promote.is_none() && found.iter().any(|(m, _)| !m.promotes()) {
        found.retain(|(m, _)| !m.promotes());
    }
    match found.as_slice() {
        [(mv, _)] => Ok(*mv),
        _ => {
            let mut from: Vec<Square> = found.iter().map(|&(_, o)| o).collect();
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

    /// `text` read in the position of `sfen` (Chu) as the USI of the move it names.
    fn usi_of(sfen: &str, last: Option<Square>, text: &str) -> Result<String, Vec<Square>> {
        let pos = notation::sfen::read(Rules::standard(Variant::Chu), sfen).unwrap();
        let km = parse(text).unwrap_or_else(|| panic!("{text} not read"));
        candidates(&pos, last, &km).map(|mv| notation::usi::format(&pos, mv))
    }

    /// White's lion on 6f next to Black's pawn on 6g (a gold on 1l, so that taking the pawn
    /// does not bare Black's king); White to move.
    const LION: &str = "k11/12/12/12/12/6n5/6P5/12/12/12/12/K10G w - 1";

    #[test]
    fn a_lions_two_steps_are_read_in_every_form() {
        let mut read = 0;
        for (texts, usi) in [
            // Capture on 6g, then on to 7h.
            (
                &[
                    "６七獅・７八獅",
                    "６七獅子・７八獅子",
                    "６七獅 ７八獅",
                    "６七獅、７八",
                    "☖６七獅（←６六）→７八獅",
                    "一歩目 ６七獅子 二歩目 ７八獅子",
                    "一歩目 ６七獅子 （←６六） 二歩目 ７八獅子 （←６七）",
                    "8手目一歩目 6七獅子 （←6六） 8手目二歩目 7八獅子 （←6七）",
                ][..],
                "6f6g7h",
            ),
            // Capture on 6g and back to 6f: igui.
            (
                &[
                    "６七獅居食い",
                    "６七獅子（居食い）",
                    "６七獅・６六獅",
                    "一歩目 ６七獅子 二歩目 ６六獅子",
                ][..],
                "6f6g6f",
            ),
            // Out to the empty 6e and back: a pass (its USI the canonical route).
            (
                &[
                    "６六獅じっと",
                    "６五獅・６六獅",
                    "一歩目 ６五獅子 二歩目 ６六獅子",
                ][..],
                "6f7g6f",
            ),
            // Two steps over empty squares: a jump.
            (
                &["６五獅・６四獅", "一歩目 ６五獅子 二歩目 ６四獅子"][..],
                "6f6d",
            ),
        ] {
            for text in texts {
                let got = usi_of(LION, None, text);
                // A pass is written with its canonical route in USI.
                let got = got.map(|u| {
                    if u.starts_with("6f6e6f") || u == "pass" {
                        "pass".into()
                    } else {
                        u
                    }
                });
                assert_eq!(got.as_deref(), Ok(usi), "{text}");
                read += 1;
            }
        }
        assert!(read > 0);
        // `同` for the first step: onto the square of the move before.
        assert_eq!(
            usi_of(LION, Square::new(6, 6), "同　獅・７八獅").as_deref(),
            Ok("6f6g7h")
        );
        // A bare pass.
        assert!(usi_of(LION, None, "じっと").is_ok());
        // Steps no lion can take, or a second step that does not start where the first
        // ended: no move, never another one.
        for text in [
            "６七獅・８九獅",
            "６五獅・６三獅",
            "６七獅・７八獅（←６六）",
            "一歩目 ６七獅子 二歩目 ７八獅子 （←６六）",
            "６七獅居食い・７八獅",
            "６七金・７八金",
        ] {
            let refused = parse(text).map(|km| {
                let pos = notation::sfen::read(Rules::standard(Variant::Chu), LION).unwrap();
                candidates(&pos, None, &km)
            });
            assert!(
                matches!(refused, None | Some(Err(_))),
                "{text}: {refused:?}"
            );
        }
    }

    #[test]
    fn a_falcons_double_step_is_read() {
        // Black's horned falcon on 6g, a White pawn before it on 6f.
        let sfen = "k11/12/12/12/12/6p5/6+H5/12/12/12/12/K10G b - 1";
        assert_eq!(
            usi_of(sfen, None, "６六鷹・６五鷹").as_deref(),
            Ok("6g6f6e")
        );
        assert_eq!(
            usi_of(sfen, None, "６六角鷹居食い").as_deref(),
            Ok("6g6f6g")
        );
        assert_eq!(
            usi_of(sfen, None, "一歩目 ６六角鷹 二歩目 ６五角鷹").as_deref(),
            Ok("6g6f6e")
        );
        // Sideways the falcon has no second step.
        assert!(usi_of(sfen, None, "５七鷹・４七鷹").is_err());
    }

    /// Two lions that can both take the pawn: the origin names one, else it is ambiguous.
    #[test]
    fn two_lions_on_one_square_need_the_origin() {
        let sfen = "k11/12/12/12/12/5n1n4/6P5/12/12/12/12/K10G w - 1";
        assert_eq!(
            usi_of(sfen, None, "６七獅・６八獅"),
            Err(vec![Square::new(5, 5).unwrap(), Square::new(7, 5).unwrap()])
        );
        assert_eq!(
            usi_of(sfen, None, "６七獅（←７六）・６八獅").as_deref(),
            Ok("7f6g6h")
        );
    }

    /// What the mails write for a lion's double move, an igui and a pass reads back.
    #[test]
    fn a_double_move_as_the_mails_write_it_reads_back() {
        let pos = notation::sfen::read(Rules::standard(Variant::Chu), LION).unwrap();
        let mut read = 0;
        for mv in pos.legal_moves() {
            let double =
                matches!(mv, Move::Board { via, .. } if via.len() == 1) || mv == Move::Pass;
            if !double {
                continue;
            }
            let text = yubin_text::kanji_move::format(&pos, mv, None);
            assert_eq!(
                resolve(&pos, None, &parse(&text).unwrap()),
                Some(mv),
                "{text}"
            );
            read += 1;
        }
        assert!(read >= 3, "{read}");
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
