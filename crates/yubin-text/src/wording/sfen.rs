//! Why a start position written as SFEN (`sfen="…"`) cannot be read, for a player, in the
//! reader's language (`locales/*/reject.ftl`, `sfen-*`).

use crate::i18n::Language;
use crate::picture::labels;
use crate::reject::{self, A};
use yubin_rules::notation::sfen::SfenError;
use yubin_rules::{PieceKind, PositionError};

/// What is wrong with an SFEN, in `lang`: `rank c fills 11 files of the board's 12`.
pub fn sfen_in(e: &SfenError, lang: Language) -> String {
    use reject::{n, s};
    use SfenError::*;
    let t = |id: &str, args: Vec<(&str, A)>| reject::message(lang, id, args);
    // An unpromoted piece by its name in the reader's language (`獅子`, `lion`).
    let kind = |k: &PieceKind| match (lang, labels::base_name(*k)) {
        (Language::Ja, Some(name)) => s(name),
        _ => s(k),
    };
    // A rank by its SFEN letter (`a`, White's back rank) and its row from the top (1).
    let rank = |r: char, mut more: Vec<(&'static str, A)>| {
        more.push(("rank", s(r)));
        more.push(("row", n(u32::from(r).saturating_sub(u32::from('a')) + 1)));
        more
    };
    match e {
        Empty => t("sfen-empty", vec![]),
        TooManyFields { found, most } => t(
            "sfen-too-many-fields",
            vec![("found", n(*found)), ("most", n(*most))],
        ),
        Ranks { found, expected } => t(
            "sfen-ranks",
            vec![("found", n(*found)), ("expected", n(*expected))],
        ),
        ZeroCount { rank: r } => t("sfen-zero-count", rank(*r, vec![])),
        RankTooLong { rank: r, files } => {
            t("sfen-rank-too-long", rank(*r, vec![("files", n(*files))]))
        }
        RankTooShort {
            rank: r,
            found,
            files,
        } => t(
            "sfen-rank-too-short",
            rank(*r, vec![("found", n(*found)), ("files", n(*files))]),
        ),
        PlusAtEnd { rank: r } => t("sfen-plus-at-end", rank(*r, vec![])),
        UnknownLetter { letter, rank: r } => {
            t("sfen-unknown-letter", rank(*r, vec![("letter", s(letter))]))
        }
        Unexpected { rank: r, found } => t("sfen-unexpected", rank(*r, vec![("found", s(found))])),
        Unclosed { rank: r } => t("sfen-unclosed", rank(*r, vec![])),
        UnknownPiece { text, rank: r } => {
            t("sfen-unknown-piece", rank(*r, vec![("text", s(text))]))
        }
        NoPromotedSide { text, kind: k } => t(
            "sfen-no-promoted-side",
            vec![("text", s(text)), ("kind", kind(k))],
        ),
        Placement(PositionError::KindNotInVariant(k)) => {
            t("sfen-kind-not-in-variant", vec![("kind", kind(k))])
        }
        Placement(PositionError::Occupied(square)) => {
            t("sfen-occupied", vec![("square", s(square))])
        }
        Placement(PositionError::OffBoard(square) | PositionError::BadLionSquare(square)) => {
            t("sfen-off-board", vec![("square", s(square))])
        }
        Side { text } => t("sfen-side", vec![("text", s(text))]),
        LionField { text } => t("sfen-lion-field", vec![("text", s(text))]),
        MoveNumber { text } => t("sfen-move-number", vec![("text", s(text))]),
        MoveNumberZero => t("sfen-move-number-zero", vec![]),
        ReserveCount { count } => t("sfen-reserve-count", vec![("count", n(*count))]),
        ReserveLetter { letter } => t("sfen-reserve-letter", vec![("letter", s(letter))]),
        ReserveKind { kind: k } => t("sfen-reserve-kind", vec![("kind", kind(k))]),
        ReserveCountLast => t("sfen-reserve-count-last", vec![]),
        Mark { text } => t("sfen-mark", vec![("text", s(text))]),
        MarkSquare { text } => t("sfen-mark-square", vec![("text", s(text))]),
        MarkEmpty { text } => t("sfen-mark-empty", vec![("text", s(text))]),
    }
}
