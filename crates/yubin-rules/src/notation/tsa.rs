//! TSA / Hodges notation (`chu-shogi.md` §15.1): `piece [origin] movement destination
//! [promotion]`.
//!
//! | Move | TSA |
//! |---|---|
//! | pawn to 7f | `P-7f` |
//! | tokin to 7f | `+P-7f` |
//! | one of two dragon kings, from 5j | `DK5j-6k` (origin only when needed) |
//! | pawn captures on 7d, declines promotion | `Px7d=` (`+` promoted, nothing when impossible) |
//! | lion on 3g takes on 3h, then on 2i | `Lnx3hx2i` |
//! | lion takes on 4e, then steps to 4f | `Lnx4e-4f` |
//! | igui on 9d | `Lnx!9d` |
//! | pass | `Ln7g-8f-7g` (canonical pass route, §7.1; origin always written) |
//! | drop (Heisei) | `L*5e`, promoted `L*5e+`, declined in the zone `L*5e=` |
//!
//! The writer uses the abbreviations of the position's game ([`tables::tsa_name`]): Chu's are
//! those of [`PieceKind::tsa`] (`FK`, `Ky`, `+DK`, …).
//!
//! # Maka Dai Dai Shogi (`maka-dai-dai-shogi.md` §12.1)
//!
//! The same form on the 19×19 board with Maka's abbreviations (§3, §4.2): `Q` queen, `Kr`
//! kirin, `RC` right chariot, `RV` reverse chariot, `N` knight, `E` earth general, `T` tile
//! general, `I` iron general, `W` wrestler, …; a promoted piece is `+` and its original
//! abbreviation (`+K` emperor, `+Dv` teaching king, also after contagion).
//!
//! | Move | TSA |
//! |---|---|
//! | lion dog on 10j captures on 10i, 10h and 10g | `LDx10ix10hx10g` |
//! | lion dog captures on 10h and comes back to the empty 10i | `LDx10h-10i` |
//! | lion dog igui on 10i | `LDx!10i` |
//! | hook mover (only the destination) | `HMx5m` |
//! | hook mover, `double`, captures on 10k then on 7k | `HMx10kx7k` |
//! | cat sword captures, declines promotion | `CSx7c=` |
//! | gold captures a deva (contagion) | `Gx10j+` |
//! | lion dog passes | `LD10j-10i-10j` |
//! | free bear (`BsRfA_hopall`) hops over 9o, 7m, 5k and takes on 3i | `+BBx9ox7mx5kx3i` |
//!
//! A contagious or forced change is written `+`; `=` only where the piece could have changed
//! and did not. The reader takes a forced change without its `+`.
//!
//! Abbreviations are read without knowing the game, so each keeps its Chu reading (the
//! aliases below) and its Maka reading ([`tables::kind_from_tsa`], exact case first, then any
//! case); the position's game picks one when the move is resolved. Maka's aliases are the
//! alternative abbreviations its reference gives in parentheses ([`tables::MAKA_ALIASES`]):
//! `FK` (queen), `Em` (emperor, `+K`), `TK` (teaching king, `+Dv`), `BS` (Buddhist spirit,
//! `+DS`), `FF` (furious fiend, `+Ln`); the writer keeps to the canonical ones.
//!
//! Leniencies of the reader, besides those of [`crate::notation::text`]:
//! * abbreviations in any case (`ln-9E`, `LN7G7F`); when case folding makes two names equal
//!   (`Wh` whale, `WH` white horse) the exact case decides, and `wh` stands for both (the
//!   position then decides, or the move is reported ambiguous);
//! * the aliases of §5.2: `SE`, `SEg` (soaring eagle), `HF` (horned falcon), `FO` (flying ox),
//!   `FB`, `FBo` (free boar), `FS` (flying stag), `W`, `Wh` (whale), `WH` (white horse), `CP`,
//!   `Pr` (prince), `Kr` (kirin), `Q` (queen), lishogi's `D`/`H` (dragon king/horse, `+D`/`+H`
//!   promoted), and the one-letter SFEN codes `N`, `O`, `X`, `E`, `T`, `F`, `V`, `M`, `A`, `I`;
//! * the origin square is always accepted, with or without a sign after it (`Ln7g7f`,
//!   `Ln7g-7f`);
//! * `x` and `-` are not checked against the board (`P-7d` onto an enemy is the capture);
//! * a missing promotion mark means "not promoted" even when promotion was possible (and
//!   "changed" where the change is forced, Maka);
//! * a lion route through an empty first square reads as the direct move (`Ln7g-8f-9e` is
//!   `Ln-9e`), any legal pass path and the word `pass` read as the pass;
//! * a destination without a sign (`P7f`).

use super::text::Cursor;
use super::usi::read_square;
use super::Expected;
use super::{
    could_promote, parse_resolved, pass_route, read_syntax, resolve_syntax, Leg, MoveSyntax,
    MoveText, MoveTextError, Notation, Origin, PieceText, Promotion, SquareText, SyntaxError,
};
use crate::{tables, Move, PieceKind, Position, Square, Variant};

/// TSA abbreviations and aliases, with the kind each stands for.
const NAMES: &[(&str, PieceKind)] = {
    use PieceKind::*;
    &[
        ("K", King),
        ("FK", Queen),
        ("Q", Queen),
        ("Ln", Lion),
        ("DK", DragonKing),
        ("D", DragonKing),
        ("DH", DragonHorse),
        ("H", DragonHorse),
        ("R", Rook),
        ("B", Bishop),
        ("Ky", Kirin),
        ("Kr", Kirin),
        ("Ph", Phoenix),
        ("DE", DrunkElephant),
        ("BT", BlindTiger),
        ("FL", FerociousLeopard),
        ("G", Gold),
        ("S", Silver),
        ("C", Copper),
        ("VM", VerticalMover),
        ("SM", SideMover),
        ("RC", ReverseChariot),
        ("L", Lance),
        ("GB", GoBetween),
        ("P", Pawn),
        ("SE", PromotedDragonKing),
        ("SEg", PromotedDragonKing),
        ("HF", PromotedDragonHorse),
        ("FO", PromotedVerticalMover),
        ("FB", PromotedSideMover),
        ("FBo", PromotedSideMover),
        ("FS", PromotedBlindTiger),
        ("W", PromotedReverseChariot),
        ("Wh", PromotedReverseChariot),
        ("WH", PromotedLance),
        ("CP", PromotedDrunkElephant),
        ("Pr", PromotedDrunkElephant),
        // One-letter SFEN/WinBoard codes that are not TSA names of another piece.
        ("N", Lion),
        ("O", Kirin),
        ("X", Phoenix),
        ("E", DrunkElephant),
        ("T", BlindTiger),
        ("F", FerociousLeopard),
        ("V", VerticalMover),
        ("M", SideMover),
        ("A", ReverseChariot),
        ("I", GoBetween),
    ]
};

/// The kinds a written abbreviation stands for in each game, by [`Variant::index`]; `None` if
/// it names no piece of any.
fn readings(name: &str, promoted: bool) -> Option<[Vec<PieceKind>; Variant::COUNT]> {
    let chu = kinds_of(name, promoted).unwrap_or_default();
    let readings = Variant::ALL.map(|v| match v {
        Variant::Chu => chu.clone(),
        Variant::Dai => dai_kinds_of(name, promoted, &chu),
        Variant::Maka | Variant::DaiDai | Variant::Tenjiku => {
            own_kind_of(v, name, promoted).into_iter().collect()
        }
    });
    readings.iter().any(|k| !k.is_empty()).then_some(readings)
}

/// The Dai kinds a written abbreviation stands for (`dai-shogi.md` §7): a Dai abbreviation
/// ([`tables::kind_from_tsa`], so `N` is the knight and `I` the iron general), failing that
/// what it names in Chu (`SE`, `HF`, Chu's one-letter codes that name no Dai piece).
fn dai_kinds_of(name: &str, promoted: bool, chu: &[PieceKind]) -> Vec<PieceKind> {
    match own_kind_of(Variant::Dai, name, promoted) {
        Some(k) => vec![k],
        None => chu.to_vec(),
    }
}

/// The kind a written abbreviation (with `+` before it when `promoted`) stands for in a
/// variant's own abbreviations and aliases ([`tables::kind_from_tsa`]: exact case first, then
/// case-folded; a variant's abbreviations are unique even then).
fn own_kind_of(variant: Variant, name: &str, promoted: bool) -> Option<PieceKind> {
    if promoted {
        tables::kind_from_tsa(variant, &format!("+{name}"))
    } else {
        tables::kind_from_tsa(variant, name)
    }
}

/// The Chu kinds a written abbreviation stands for (exact case first, then case-folded).
fn kinds_of(name: &str, promoted: bool) -> Option<Vec<PieceKind>> {
    let mut kinds: Vec<PieceKind> = NAMES
        .iter()
        .filter(|(n, _)| *n == name)
        .map(|&(_, k)| k)
        .collect();
    if kinds.is_empty() {
        for &(n, k) in NAMES {
            if n.eq_ignore_ascii_case(name) && !kinds.contains(&k) {
                kinds.push(k);
            }
        }
    }
    if kinds.is_empty() {
        return None;
    }
    if promoted {
        // Only the promoted forms Chu has: `+Ln` is Maka's furious fiend, no Chu piece.
        kinds = kinds
            .into_iter()
            .map(|k| k.promoted().filter(|&p| tables::chu_kind(p).is_some()))
            .collect::<Option<Vec<_>>>()?;
    }
    Some(kinds)
}

/// Reads a TSA move and resolves it against a position.
///
/// ```
/// use yubin_rules::{notation::tsa, Position, Rules};
/// let pos = Position::start(Rules::default());
/// let mv = tsa::parse(&pos, "Ln-8h").unwrap();
/// assert_eq!(tsa::format(&pos, mv), "Ln-8h");
/// ```
///
/// # Errors
/// [`MoveTextError::Syntax`] if the text is not TSA, [`MoveTextError::Resolve`] if it names
/// no legal move.
pub fn parse(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    parse_resolved(pos, text, parse_syntax)
}

/// Reads a TSA move without a position.
///
/// # Errors
/// A [`SyntaxError`] saying where reading stopped.
pub fn parse_syntax(text: &str) -> Result<MoveText, SyntaxError> {
    read_syntax(text, read_normalized)
}

pub(crate) fn read_normalized(input: &str, norm: &str) -> Result<MoveText, SyntaxError> {
    let err = |at: usize, what: Expected| SyntaxError::new(input, norm, at, what, Notation::Tsa);
    let mut c = Cursor::new(norm);
    let promoted = c.eat(b'+');
    let letters = norm.as_bytes()[c.pos..]
        .iter()
        .take_while(|b| b.is_ascii_alphabetic())
        .count();
    let mut piece = None;
    for len in (1..=letters.min(3)).rev() {
        let name = &norm[c.pos..c.pos + len];
        let next = norm.as_bytes().get(c.pos + len).copied();
        let fits =
            next.is_some_and(|b| b.is_ascii_digit() || matches!(b, b'x' | b'X' | b'-' | b'*'));
        if !fits {
            continue;
        }
        if let Some(kinds) = readings(name, promoted) {
            piece = Some(PieceText {
                kinds,
                written: norm[..c.pos + len].to_string(),
            });
            c.pos += len;
            break;
        }
    }
    let Some(piece) = piece else {
        return Err(err(c.pos, Expected::Abbreviation));
    };
    if c.eat(b'*') {
        let Some(to) = read_square(&mut c) else {
            return Err(err(c.pos, Expected::Square("5e")));
        };
        let promotion = read_promotion(&mut c);
        if !c.at_end() {
            return Err(err(c.pos, Expected::End));
        }
        // Drops exist only in Heisei Chu Shogi, so the Chu reading of the name counts.
        let [kind] = piece.kinds_in(Variant::Chu)[..] else {
            return Err(err(0, Expected::ChuAbbreviation));
        };
        let (kind, promotion) = if kind.is_promoted() {
            (kind.unpromoted(), Promotion::Promote)
        } else {
            (kind, promotion)
        };
        return Ok(MoveText {
            input: input.to_string(),
            notation: Notation::Tsa,
            syntax: MoveSyntax::Drop {
                kind,
                to: SquareText::Tsa(to),
                promotion,
            },
        });
    }
    // Squares written before the first sign: the origin, or the destination when alone.
    let mut head: Vec<Square> = Vec::new();
    while let Some(sq) = read_square(&mut c) {
        head.push(sq);
    }
    let mut legs: Vec<Leg> = Vec::new();
    let mut igui = false;
    loop {
        let capture = if c.eat_ci(b'x') {
            true
        } else if c.eat(b'-') {
            false
        } else {
            break;
        };
        if c.eat(b'!') {
            if !capture || !legs.is_empty() {
                return Err(err(c.pos - 1, Expected::BangInIgui));
            }
            igui = true;
        }
        let Some(sq) = read_square(&mut c) else {
            return Err(err(c.pos, Expected::Square("7f")));
        };
        legs.push(Leg {
            capture: Some(capture),
            to: SquareText::Tsa(sq),
        });
    }
    if igui && legs.len() != 1 {
        return Err(err(c.pos, Expected::NothingAfterIgui));
    }
    let promotion = read_promotion(&mut c);
    if !c.at_end() {
        return Err(err(c.pos, Expected::TsaNext));
    }
    let has_origin = (!legs.is_empty() && !head.is_empty()) || head.len() >= 2;
    if igui && head.len() > 1 {
        return Err(err(0, Expected::OriginBeforeIgui));
    }
    let origin = if has_origin {
        Origin::Square(SquareText::Tsa(head.remove(0)))
    } else {
        Origin::Any
    };
    let mut all: Vec<Leg> = head
        .into_iter()
        .map(|sq| Leg {
            capture: None,
            to: SquareText::Tsa(sq),
        })
        .collect();
    all.extend(legs);
    if all.is_empty() {
        return Err(err(c.pos, Expected::Destination(None)));
    }
    Ok(MoveText {
        input: input.to_string(),
        notation: Notation::Tsa,
        syntax: MoveSyntax::Piece {
            piece,
            origin,
            legs: all,
            igui,
            promotion,
        },
    })
}

fn read_promotion(c: &mut Cursor<'_>) -> Promotion {
    if c.eat(b'+') {
        Promotion::Promote
    } else if c.eat(b'=') {
        Promotion::Decline
    } else {
        Promotion::Unmarked
    }
}

/// The legs and igui flag that describe a board move, with TSA signs.
fn legs_of(pos: &Position, from: Square, to: Square, via: crate::Via) -> (Vec<Leg>, bool) {
    if to == from && via.is_empty() {
        // A Tenjiku area mover coming back through an empty neighbour: `FiD8i-9i-8i`.
        let out = pos.return_square(from).unwrap_or(from);
        let leg = |sq| Leg {
            capture: Some(false),
            to: SquareText::Tsa(sq),
        };
        return (vec![leg(out), leg(from)], false);
    }
    if to == from && via.len() == 1 {
        let sq = via.first().expect("one");
        return (
            vec![Leg {
                capture: Some(true),
                to: SquareText::Tsa(sq),
            }],
            true,
        );
    }
    let mut legs: Vec<Leg> = pos
        .via_squares(from, via, to)
        .map(|sq| Leg {
            capture: Some(true),
            to: SquareText::Tsa(sq),
        })
        .collect();
    let side = pos.side_to_move();
    let capture = to != from && pos.piece_at(to).is_some_and(|p| p.color != side);
    legs.push(Leg {
        capture: Some(capture),
        to: SquareText::Tsa(to),
    });
    (legs, false)
}

fn write_body(legs: &[Leg], igui: bool) -> String {
    let mut s = String::new();
    for leg in legs {
        s.push_str(match (igui, leg.capture) {
            (true, _) => "x!",
            (false, Some(true)) => "x",
            _ => "-",
        });
        s.push_str(&leg.to.to_string());
    }
    s
}

fn promotion_mark(pos: &Position, mv: Move) -> &'static str {
    if mv.promotes() {
        "+"
    } else if could_promote(pos, mv) {
        "="
    } else {
        ""
    }
}

/// The abbreviation of a kind in the position's game ([`tables::tsa_name`]).
fn name_of(pos: &Position, kind: PieceKind) -> &'static str {
    tables::tsa_name(pos.rules().variant, kind).unwrap_or(kind.tsa())
}

fn write(pos: &Position, mv: Move, always_origin: bool) -> String {
    match mv {
        Move::Board { from, to, via, .. } => {
            let Some(piece) = pos.piece_at(from) else {
                return mv.to_string();
            };
            let name = name_of(pos, piece.kind);
            let (legs, igui) = legs_of(pos, from, to, via);
            let mark = promotion_mark(pos, mv);
            let plain = MoveSyntax::Piece {
                piece: PieceText::every(piece.kind, name.to_string()),
                origin: Origin::Any,
                legs: legs.clone(),
                igui,
                promotion: if mv.promotes() {
                    Promotion::Promote
                } else {
                    Promotion::Unmarked
                },
            };
            let needs_origin = always_origin || resolve_syntax(pos, "", &plain) != Ok(mv);
            let origin = if needs_origin {
                from.to_string()
            } else {
                String::new()
            };
            format!("{name}{origin}{}{mark}", write_body(&legs, igui))
        }
        Move::Pass => {
            match pass_route(pos).and_then(|(sq, mid)| Some((sq, mid, pos.piece_at(sq)?))) {
                Some((sq, mid, piece)) => format!("{}{sq}-{mid}-{sq}", name_of(pos, piece.kind)),
                None => "pass".to_string(),
            }
        }
        Move::Drop { kind, to, .. } => {
            format!("{}*{to}{}", name_of(pos, kind), promotion_mark(pos, mv))
        }
    }
}

/// Writes a move in TSA notation, with the origin square only when another piece of the same
/// kind could make the same move. A pass is written with the canonical pass route
/// (`Ln7g-8f-7g`), or as `pass` when no piece can pass.
pub fn format(pos: &Position, mv: Move) -> String {
    write(pos, mv, false)
}

/// Writes a move in TSA notation with its origin square always (`DK5j-6k`), as in the
/// candidate lists of [`crate::notation::ResolveError::Ambiguous`].
pub fn format_with_origin(pos: &Position, mv: Move) -> String {
    write(pos, mv, true)
}
