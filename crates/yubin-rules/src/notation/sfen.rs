//! SFEN positions, exactly as lishogi writes them for Chu Shogi (`chu-shogi.md` §3.3):
//!
//! `<board> <side> <last lion capture> <move number>`
//!
//! * board: ranks from `a` to `l`, separated by `/`; in each rank files from 12 to 1; a piece is
//!   its one-letter code (upper case Black, lower case White) with a leading `+` when promoted;
//!   a run of empty squares is its count (`12`, `3`);
//! * side: `b` (Black, sente) or `w` (White);
//! * last lion capture: the square where a non-lion captured a lion on the previous move, or
//!   `-` (§10.3);
//! * move number, starting at 1.
//!
//! Two optional fields extend the format for states lishogi does not have; they are written
//! only when needed, so every lishogi position reads and writes back unchanged:
//!
//! * 5th, the **reserve** of Heisei Chu Shogi (the set-aside pieces a side may still drop once),
//!   written like a shogi hand: `2L2C2S2M2V2AOX2l2c2s2m2v2aox`, or `-`;
//! * 6th, **promotion marks**, a comma-separated list of squares each prefixed by `d` (the piece
//!   there declined promotion under `msm`/`wiki_delay`) or `r` (the piece there was dropped
//!   unpromoted inside the zone and may promote on its next move): `d7d,r5c`.
//!
//! Reading is lenient: surrounding and repeated spaces are ignored; the side may be written in
//! either case; the move number and the third field may be left out (`-` and `1` are assumed).
//!
//! # Maka Dai Dai Shogi positions
//!
//! One letter per kind cannot name Maka's 76 kinds, so Maka positions use the same layout with
//! **bracketed TSA abbreviations** (`maka-dai-dai-shogi.md` §3, §4.2) and no lion field:
//!
//! `<board> <side> <move number>`
//!
//! * board: ranks from `a` to `s` separated by `/`; in each rank files from 19 to 1; a run of
//!   empty squares is its count; a piece is its Maka TSA abbreviation in square brackets, with
//!   a leading `+` for a promoted form: Black's exactly as TSA spells it (`[Ln]`, `[+Dv]`,
//!   `[RC]` = right chariot, `[RV]` = reverse chariot), White's all in lower case (`[ln]`,
//!   `[+dv]`). Every TSA abbreviation starts with a capital letter and no two differ only in
//!   case, so the case of the first letter gives the colour and nothing is ambiguous. A piece
//!   that became a teaching king or Buddhist spirit by contagion is written as one (`[+Dv]`,
//!   `[+DS]`): the board does not remember what it was;
//! * side: `b` or `w`; move number from 1.
//!
//! The start position's rank `s` is `[L][E][St][T][I][C][S][G][Dv][K][DS][G][S][C][I][T][St][E][L]`
//! and its rank `m` is `5[GB]7[GB]5`. Reading is lenient: abbreviations are matched without
//! regard to case after the first letter (`[LN]` is a Black lion), the alternative
//! abbreviations of [`crate::tables::MAKA_ALIASES`] are read too (`[Em]` a Black emperor,
//! `[tk]` a White teaching king; written back canonically, `[+K]`, `[+dv]`), and the side and
//! move number may be left out (`b`, `1`).
//!
//! # Dai Shogi positions
//!
//! Dai's 46 kinds are written the same way (`dai-shogi.md` §7), with Dai's abbreviations (Chu's
//! for Chu's kinds: `[Ky]` the kirin, `[RC]` the reverse chariot; `[N]` the knight, `[I]` the
//! iron general, `[St]` the stone general, also read as `[SG]`), ranks `a` to `o` and files 15
//! to 1, and an optional fourth field: the promotion marks of Chu's sixth field (`d7d`), written
//! only when there are some (`dai.promotion.rule = msm | wiki_delay`). The start position's
//! rank `o` is `[L][N][St][I][C][S][G][K][G][S][C][I][St][N][L]`.
//!
//! # Tenjiku Shogi positions
//!
//! Tenjiku's kinds likewise (`tenjiku-shogi.md` §5: `[FiD]` the fire demon, `[GG]` the great
//! general, `[+WB]` a fire demon that was a water buffalo, `[+cs]` White's heavenly
//! tetrarchs; the aliases of [`crate::tables::TENJIKU_ALIASES`] are read), ranks `a` to `p`,
//! files 16 to 1, with the optional promotion marks of Dai (`tenjiku.promotion.rule = msm`).
//! The start position's rank `p` is
//! `[L][N][FL][I][C][S][G][K][DE][G][S][C][I][FL][N][L]`.

use crate::position::{MARK_DECLINED, MARK_DROPPED, MARK_NEWBORN};
use crate::{Color, Piece, PieceKind, Position, PositionError, Rules, Square};
use core::fmt;

/// Why an SFEN string could not be read: the first thing wrong, with the offending text.
/// Ranks are named by their SFEN letter (`a` the first, White's back rank).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SfenError {
    /// No field at all.
    Empty,
    /// More fields than the variant's SFEN has.
    TooManyFields {
        /// Fields given.
        found: usize,
        /// Fields the variant's SFEN has at most.
        most: usize,
    },
    /// The board has the wrong number of ranks.
    Ranks {
        /// Ranks given.
        found: usize,
        /// The board's ranks.
        expected: u8,
    },
    /// A rank with an empty-square count of 0.
    ZeroCount {
        /// The rank.
        rank: char,
    },
    /// A rank longer than the board is wide.
    RankTooLong {
        /// The rank.
        rank: char,
        /// The board's files.
        files: u8,
    },
    /// A rank shorter than the board is wide.
    RankTooShort {
        /// The rank.
        rank: char,
        /// Files it fills.
        found: u8,
        /// The board's files.
        files: u8,
    },
    /// A rank ending in a promotion mark `+`.
    PlusAtEnd {
        /// The rank.
        rank: char,
    },
    /// A Chu letter that names no piece.
    UnknownLetter {
        /// The letter.
        letter: char,
        /// The rank.
        rank: char,
    },
    /// In a larger variant's rank, neither a count nor a bracketed piece.
    Unexpected {
        /// The rank.
        rank: char,
        /// The character found.
        found: char,
    },
    /// A `[` without its `]`.
    Unclosed {
        /// The rank.
        rank: char,
    },
    /// A bracketed abbreviation that names no piece of the variant.
    UnknownPiece {
        /// The abbreviation, brackets included.
        text: String,
        /// The rank.
        rank: char,
    },
    /// `+` before a piece that does not promote.
    NoPromotedSide {
        /// The piece as written, `+` included.
        text: String,
        /// The piece.
        kind: PieceKind,
    },
    /// A piece the position cannot hold (a kind not in the variant).
    Placement(PositionError),
    /// The side to move is neither `b` nor `w`.
    Side {
        /// As written.
        text: String,
    },
    /// The lion-capture field is neither a square nor `-`.
    LionField {
        /// As written.
        text: String,
    },
    /// The move number is not a number.
    MoveNumber {
        /// As written.
        text: String,
    },
    /// The move number is 0.
    MoveNumberZero,
    /// A count in the reserve above 99.
    ReserveCount {
        /// The count.
        count: u32,
    },
    /// A reserve letter that names no piece.
    ReserveLetter {
        /// The letter.
        letter: char,
    },
    /// A piece that cannot be set aside in the reserve.
    ReserveKind {
        /// The piece.
        kind: PieceKind,
    },
    /// The reserve ends with a count.
    ReserveCountLast,
    /// A promotion mark that is not `d`, `r` or (Tenjiku) `n` and a square.
    Mark {
        /// As written.
        text: String,
    },
    /// A promotion mark whose square is not one.
    MarkSquare {
        /// As written.
        text: String,
    },
    /// A promotion mark on an empty square.
    MarkEmpty {
        /// As written.
        text: String,
    },
}

impl fmt::Display for SfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad SFEN: {}", self.detail())
    }
}

impl SfenError {
    /// What is wrong, without the `bad SFEN: ` of its [`Display`](fmt::Display) form.
    pub fn detail(&self) -> String {
        struct Detail<'a>(&'a SfenError);
        impl fmt::Display for Detail<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.write_detail(f)
            }
        }
        Detail(self).to_string()
    }

    fn write_detail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SfenError::*;
        match self {
            Empty => write!(f, "empty position"),
            TooManyFields { found, most } => {
                write!(f, "too many fields ({found}); expected at most {most}")
            }
            Ranks { found, expected } => {
                write!(f, "the board has {found} ranks; expected {expected}")
            }
            ZeroCount { rank } => write!(f, "rank {rank}: empty-square count 0"),
            RankTooLong { rank, files } => write!(f, "rank {rank} is longer than {files} files"),
            RankTooShort { rank, found, files } => {
                write!(f, "rank {rank} has {found} files; expected {files}")
            }
            PlusAtEnd { rank } => write!(f, "rank {rank}: `+` at the end"),
            UnknownLetter { letter, rank } => {
                write!(f, "unknown piece letter `{letter}` in rank {rank}")
            }
            Unexpected { rank, found } => write!(
                f,
                "rank {rank}: unexpected `{found}`; expected a count or a bracketed piece such as `[Ln]`"
            ),
            Unclosed { rank } => write!(f, "rank {rank}: `[` without `]`"),
            UnknownPiece { text, rank } => write!(f, "unknown piece `{text}` in rank {rank}"),
            NoPromotedSide { text, kind } => write!(f, "`{text}`: a {kind} has no promoted side"),
            Placement(e) => write!(f, "{e}"),
            Side { text } => write!(f, "side to move `{text}`; expected `b` or `w`"),
            LionField { text } => write!(f, "lion-capture field `{text}` is not a square or `-`"),
            MoveNumber { text } => write!(f, "move number `{text}` is not a number"),
            MoveNumberZero => write!(f, "move number 0; numbering starts at 1"),
            ReserveCount { count } => write!(f, "reserve count {count} is too large"),
            ReserveLetter { letter } => write!(f, "unknown piece letter `{letter}` in the reserve"),
            ReserveKind { kind } => write!(f, "a {kind} cannot be set aside"),
            ReserveCountLast => write!(f, "the reserve ends with a count and no piece"),
            Mark { text } => write!(
                f,
                "mark `{text}`; expected `d<square>`, `r<square>` or (Tenjiku) `n<square>`"
            ),
            MarkSquare { text } => write!(f, "mark `{text}` names no square"),
            MarkEmpty { text } => write!(f, "mark `{text}` is on an empty square"),
        }
    }
}

impl std::error::Error for SfenError {}

fn err<T>(e: SfenError) -> Result<T, SfenError> {
    Err(e)
}

/// The SFEN letter of rank `r` (0 the first).
fn rank_letter(r: usize) -> char {
    (b'a' + r as u8) as char
}

/// The one-letter lishogi/WinBoard code of an unpromoted Chu kind (upper case).
pub fn letter(kind: PieceKind) -> Option<char> {
    use PieceKind::*;
    Some(match kind {
        King => 'K',
        Queen => 'Q',
        Lion => 'N',
        DragonKing => 'D',
        DragonHorse => 'H',
        Rook => 'R',
        Bishop => 'B',
        Kirin => 'O',
        Phoenix => 'X',
        DrunkElephant => 'E',
        BlindTiger => 'T',
        FerociousLeopard => 'F',
        Gold => 'G',
        Silver => 'S',
        Copper => 'C',
        VerticalMover => 'V',
        SideMover => 'M',
        ReverseChariot => 'A',
        Lance => 'L',
        GoBetween => 'I',
        Pawn => 'P',
        _ => return None,
    })
}

/// The unpromoted kind of a letter (either case).
pub fn kind_of_letter(c: char) -> Option<PieceKind> {
    let u = c.to_ascii_uppercase();
    PieceKind::ALL
        .iter()
        .copied()
        .find(|&k| letter(k) == Some(u))
}

/// The SFEN code of a piece: `K`, `+d`, …
pub fn piece_code(piece: Piece) -> String {
    let base = piece.kind.unpromoted();
    let l = letter(base).unwrap_or('?');
    let l = match piece.color {
        Color::Black => l,
        Color::White => l.to_ascii_lowercase(),
    };
    if piece.kind.is_promoted() {
        format!("+{l}")
    } else {
        l.to_string()
    }
}

/// Reads an SFEN under the given rules.
///
/// ```
/// use yubin_rules::{notation::sfen, Rules};
/// let text = "k11/12/12/12/5g6/5p6/5N6/12/12/12/12/K11 b - 1";
/// let pos = sfen::read(Rules::default(), text).unwrap();
/// assert_eq!(sfen::write(&pos), text);
/// ```
///
/// # Errors
/// [`SfenError`] naming the first thing that is wrong.
pub fn read(rules: Rules, text: &str) -> Result<Position, SfenError> {
    if rules.variant != crate::Variant::Chu {
        return read_maka(rules, text);
    }
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return err(SfenError::Empty);
    }
    if fields.len() > 6 {
        return err(SfenError::TooManyFields {
            found: fields.len(),
            most: 6,
        });
    }
    let mut pos = Position::empty(rules);
    let dims = rules.dimensions();
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != dims.ranks as usize {
        return err(SfenError::Ranks {
            found: ranks.len(),
            expected: dims.ranks,
        });
    }
    for (r, row) in ranks.iter().enumerate() {
        let mut file = dims.files as i32; // next file to fill, counting down
        let chars: Vec<char> = row.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c.is_ascii_digit() {
                let mut n = 0i32;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    // Saturating: a count of a billion empty squares is as
                    // wrong as one of 20 and must not wrap around.
                    n = n
                        .saturating_mul(10)
                        .saturating_add(chars[i].to_digit(10).unwrap_or(0) as i32);
                    i += 1;
                }
                if n == 0 {
                    return err(SfenError::ZeroCount {
                        rank: rank_letter(r),
                    });
                }
                file -= n;
                if file < 0 {
                    return err(SfenError::RankTooLong {
                        rank: rank_letter(r),
                        files: dims.files,
                    });
                }
                continue;
            }
            let promoted = c == '+';
            if promoted {
                i += 1;
            }
            let Some(&l) = chars.get(i) else {
                return err(SfenError::PlusAtEnd {
                    rank: rank_letter(r),
                });
            };
            i += 1;
            let Some(base) = kind_of_letter(l) else {
                return err(SfenError::UnknownLetter {
                    letter: l,
                    rank: rank_letter(r),
                });
            };
            let kind = if promoted {
                match base.promoted() {
                    Some(k) if pos.has_kind(k) => k,
                    _ => {
                        return err(SfenError::NoPromotedSide {
                            text: format!("+{l}"),
                            kind: base,
                        })
                    }
                }
            } else {
                base
            };
            let color = if l.is_ascii_uppercase() {
                Color::Black
            } else {
                Color::White
            };
            if file < 1 {
                return err(SfenError::RankTooLong {
                    rank: rank_letter(r),
                    files: dims.files,
                });
            }
            let sq = Square::new(file as u8, r as u8).expect("in range");
            pos.put(sq, Piece::new(color, kind))
                .map_err(SfenError::Placement)?;
            file -= 1;
        }
        if file != 0 {
            return err(SfenError::RankTooShort {
                rank: rank_letter(r),
                found: (dims.files as i32 - file) as u8,
                files: dims.files,
            });
        }
    }
    let side = match fields.get(1).map(|s| s.to_ascii_lowercase()) {
        None => Color::Black,
        Some(s) if s == "b" => Color::Black,
        Some(s) if s == "w" => Color::White,
        Some(s) => return err(SfenError::Side { text: s }),
    };
    pos.set_side(side);
    if let Some(&f) = fields.get(2) {
        if f != "-" {
            let sq = dims.parse_square(f).ok_or_else(|| SfenError::LionField {
                text: f.to_string(),
            })?;
            pos.set_last_lion_capture(Some(sq))
                .map_err(SfenError::Placement)?;
        }
    }
    if let Some(&f) = fields.get(3) {
        let n: u32 = f.parse().map_err(|_| SfenError::MoveNumber {
            text: f.to_string(),
        })?;
        if n == 0 {
            return err(SfenError::MoveNumberZero);
        }
        pos.set_move_number(n);
    }
    if let Some(&f) = fields.get(4) {
        if f != "-" {
            read_reserve(&mut pos, f)?;
        }
    }
    if let Some(&f) = fields.get(5) {
        read_marks(&mut pos, f)?;
    }
    Ok(pos)
}

fn read_reserve(pos: &mut Position, f: &str) -> Result<(), SfenError> {
    let mut count = 0u32;
    for c in f.chars() {
        if let Some(d) = c.to_digit(10) {
            count = count.saturating_mul(10).saturating_add(d);
            if count > 99 {
                return err(SfenError::ReserveCount { count });
            }
            continue;
        }
        let kind = kind_of_letter(c).ok_or(SfenError::ReserveLetter { letter: c })?;
        let color = if c.is_ascii_uppercase() {
            Color::Black
        } else {
            Color::White
        };
        for _ in 0..count.max(1) {
            if !pos.add_reserve(color, kind) {
                return err(SfenError::ReserveKind { kind });
            }
        }
        count = 0;
    }
    if count != 0 {
        return err(SfenError::ReserveCountLast);
    }
    Ok(())
}

/// Writes a position as SFEN (lishogi's four fields, plus the extension fields only when the
/// position needs them).
pub fn write(pos: &Position) -> String {
    if pos.rules().variant != crate::Variant::Chu {
        return write_maka(pos);
    }
    let dims = pos.dimensions();
    let mut s = String::new();
    for r in 0..dims.ranks {
        if r > 0 {
            s.push('/');
        }
        let mut empty = 0;
        for f in (1..=dims.files).rev() {
            let sq = Square::new(f, r).expect("in range");
            match pos.piece_at(sq) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push_str(&piece_code(p));
                }
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
    }
    s.push(' ');
    s.push(match pos.side_to_move() {
        Color::Black => 'b',
        Color::White => 'w',
    });
    s.push(' ');
    match pos.last_lion_capture() {
        Some(sq) => s.push_str(&sq.to_string()),
        None => s.push('-'),
    }
    s.push(' ');
    s.push_str(&pos.move_number().to_string());
    let mut reserve = String::new();
    for c in Color::ALL {
        for (kind, n) in pos.reserve(c) {
            if n > 1 {
                reserve.push_str(&n.to_string());
            }
            let l = letter(kind).unwrap_or('?');
            reserve.push(if c == Color::Black {
                l
            } else {
                l.to_ascii_lowercase()
            });
        }
    }
    let marks = marks_field(pos);
    if !reserve.is_empty() || !marks.is_empty() {
        s.push(' ');
        s.push_str(if reserve.is_empty() { "-" } else { &reserve });
    }
    if !marks.is_empty() {
        s.push(' ');
        s.push_str(&marks);
    }
    s
}

/// A position shows as its SFEN. The impl lives here rather than beside [`Position`] because
/// notation depends on positions and never the other way round.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", write(self))
    }
}

/// The kind a TSA abbreviation with optional `+`, or an alternative abbreviation, names in a
/// variant (case-insensitive).
fn bracketed_kind_of(variant: crate::Variant, abbr: &str) -> Option<PieceKind> {
    crate::tables::kind_from_tsa(variant, abbr)
}

/// The bracketed code of a piece in a variant's position string: `[Ln]` (Black), `[+dv]`
/// (White); Maka's ([`maka_piece_code`]) or Dai's abbreviations.
pub fn bracketed_piece_code(variant: crate::Variant, piece: Piece) -> String {
    let abbr = crate::tables::tsa_name(variant, piece.kind).unwrap_or(piece.kind.tsa());
    match piece.color {
        Color::Black => format!("[{abbr}]"),
        Color::White => format!("[{}]", abbr.to_ascii_lowercase()),
    }
}

/// The bracketed Maka code of a piece: `[Ln]` (Black), `[+dv]` (White).
pub fn maka_piece_code(piece: Piece) -> String {
    let abbr = crate::tables::maka_tsa(piece.kind);
    match piece.color {
        Color::Black => format!("[{abbr}]"),
        Color::White => format!("[{}]", abbr.to_ascii_lowercase()),
    }
}

fn read_maka(rules: Rules, text: &str) -> Result<Position, SfenError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return err(SfenError::Empty);
    }
    // Dai and Tenjiku promote by zone and may carry `msm` promotion marks.
    let dai = matches!(rules.variant, crate::Variant::Dai | crate::Variant::Tenjiku);
    if fields.len() > 3 + dai as usize {
        return err(SfenError::TooManyFields {
            found: fields.len(),
            most: 3 + dai as usize,
        });
    }
    let mut pos = Position::empty(rules);
    let dims = rules.dimensions();
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != dims.ranks as usize {
        return err(SfenError::Ranks {
            found: ranks.len(),
            expected: dims.ranks,
        });
    }
    for (r, row) in ranks.iter().enumerate() {
        let rank = (b'a' + r as u8) as char;
        let mut file = dims.files as i32;
        let mut rest = *row;
        while !rest.is_empty() {
            let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            if digits > 0 {
                // Too many digits for an i32 is simply too long a rank.
                let n: i32 = rest[..digits].parse().unwrap_or(i32::MAX);
                if n == 0 {
                    return err(SfenError::ZeroCount { rank });
                }
                file -= n;
                if file < 0 {
                    return err(SfenError::RankTooLong {
                        rank,
                        files: dims.files,
                    });
                }
                rest = &rest[digits..];
                continue;
            }
            let Some(body) = rest.strip_prefix('[') else {
                return err(SfenError::Unexpected {
                    rank,
                    found: rest.chars().next().unwrap_or(' '),
                });
            };
            let Some(end) = body.find(']') else {
                return err(SfenError::Unclosed { rank });
            };
            let abbr = &body[..end];
            rest = &body[end + 1..];
            let Some(kind) = bracketed_kind_of(rules.variant, abbr) else {
                return err(SfenError::UnknownPiece {
                    text: format!("[{abbr}]"),
                    rank,
                });
            };
            let first = abbr.trim_start_matches('+').chars().next().unwrap_or('a');
            let color = if first.is_ascii_uppercase() {
                Color::Black
            } else {
                Color::White
            };
            if file < 1 {
                return err(SfenError::RankTooLong {
                    rank,
                    files: dims.files,
                });
            }
            let sq = Square::new(file as u8, r as u8).expect("in range");
            pos.put(sq, Piece::new(color, kind))
                .map_err(SfenError::Placement)?;
            file -= 1;
        }
        if file != 0 {
            return err(SfenError::RankTooShort {
                rank,
                found: (dims.files as i32 - file) as u8,
                files: dims.files,
            });
        }
    }
    let side = match fields.get(1).map(|s| s.to_ascii_lowercase()) {
        None => Color::Black,
        Some(s) if s == "b" => Color::Black,
        Some(s) if s == "w" => Color::White,
        Some(s) => return err(SfenError::Side { text: s }),
    };
    pos.set_side(side);
    if let Some(&f) = fields.get(2) {
        let n: u32 = f.parse().map_err(|_| SfenError::MoveNumber {
            text: f.to_string(),
        })?;
        if n == 0 {
            return err(SfenError::MoveNumberZero);
        }
        pos.set_move_number(n);
    }
    if let Some(&f) = fields.get(3) {
        read_marks(&mut pos, f)?;
    }
    Ok(pos)
}

/// The promotion marks field (`d7d,r5c`, or `-`).
fn read_marks(pos: &mut Position, f: &str) -> Result<(), SfenError> {
    if f == "-" {
        return Ok(());
    }
    let dims = pos.dimensions();
    for item in f.split(',') {
        let (mark, sq) = match item.split_at_checked(1) {
            Some(("d", s)) => (MARK_DECLINED, s),
            Some(("r", s)) => (MARK_DROPPED, s),
            Some(("n", s)) if pos.rules().variant == crate::Variant::Tenjiku => (MARK_NEWBORN, s),
            _ => {
                return err(SfenError::Mark {
                    text: item.to_string(),
                })
            }
        };
        let sq = dims.parse_square(sq).ok_or_else(|| SfenError::MarkSquare {
            text: item.to_string(),
        })?;
        if pos.piece_at(sq).is_none() {
            return err(SfenError::MarkEmpty {
                text: item.to_string(),
            });
        }
        let old = (pos.declined_mark(sq) as u8 * MARK_DECLINED)
            | (pos.dropped_mark(sq) as u8 * MARK_DROPPED)
            | (pos.newborn_mark(sq) as u8 * MARK_NEWBORN);
        pos.set_mark(sq, old | mark);
    }
    Ok(())
}

/// The promotion marks of a position, `d7d,r5c` (empty when there are none).
fn marks_field(pos: &Position) -> String {
    let marks: Vec<String> = pos
        .squares()
        .iter()
        .flat_map(|&sq| {
            let mut v = Vec::new();
            if pos.declined_mark(sq) {
                v.push(format!("d{sq}"));
            }
            if pos.dropped_mark(sq) {
                v.push(format!("r{sq}"));
            }
            if pos.newborn_mark(sq) {
                v.push(format!("n{sq}"));
            }
            v
        })
        .collect();
    marks.join(",")
}

fn write_maka(pos: &Position) -> String {
    let dims = pos.dimensions();
    let mut s = String::new();
    for r in 0..dims.ranks {
        if r > 0 {
            s.push('/');
        }
        let mut empty = 0;
        for f in (1..=dims.files).rev() {
            let sq = Square::new(f, r).expect("in range");
            match pos.piece_at(sq) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push_str(&bracketed_piece_code(pos.rules().variant, p));
                }
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
    }
    s.push_str(match pos.side_to_move() {
        Color::Black => " b ",
        Color::White => " w ",
    });
    s.push_str(&pos.move_number().to_string());
    let marks = marks_field(pos);
    if !marks.is_empty() {
        s.push(' ');
        s.push_str(&marks);
    }
    s
}
