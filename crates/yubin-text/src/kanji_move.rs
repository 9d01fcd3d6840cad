//! A move as Japanese records write it, for the mails of a reader of Japanese: the square in
//! full-width file digits and a kanji rank (`７六`), `同` for a recapture on the square of
//! the move before, the piece's kanji (Chu's one, the larger games' two: the pieces of the
//! picture, [`crate::picture::labels`]), `成` for a promotion; a Heisei drop `打`.
//!
//! A piece's two steps (a lion's, a horned falcon's or soaring eagle's, a lion-power
//! piece's in the larger games) that capture on the way are written as two steps on one
//! line, each as a move is written, joined by `・`: `７七獅・７六獅` (the first step may be
//! `同`; the second says where the piece ends). Written so rather than as KIF's
//! `一歩目 ７七獅子 二歩目 ７六獅子` because a mail's list of moves gives each move one short
//! line (the KIF form doubles its width), and because the two steps read in order as two
//! moves of the same piece, which is what they are. An igui (the piece captures next to it
//! and stays) is `７七獅居食い`, the square it captures on; a pass (the piece steps out and
//! back) `７八獅じっと`, the square it stands on: the words players use for them. The reader
//! (`yubin_engine::reading::kanji`) takes these forms and KIF's.
//!
//! [`shown`] is the one form a reader of a language is shown a move in: the TSA to an
//! English reader; to a Japanese reader this form with the TSA beside it, `７六歩（P-7f）`,
//! since the TSA is what a reply may use everywhere.

use crate::i18n::Language;
use crate::picture::labels::{piece_label, Pieces};
use yubin_rules::{notation, Move, Position, Square};

/// The kanji numerals of the ranks, `一` to `十九`.
const RANKS: [&str; 19] = [
    "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四",
    "十五", "十六", "十七", "十八", "十九",
];

/// `sq` as Japanese records write it: `７六`, `１２一`.
pub fn square(sq: Square) -> String {
    let file: String = sq
        .file()
        .to_string()
        .chars()
        .map(|d| char::from_u32(d as u32 - '0' as u32 + '０' as u32).unwrap_or(d))
        .collect();
    format!("{file}{}", RANKS[usize::from(sq.rank()).min(18)])
}

/// `mv`, played in `pos`, as a Japanese record writes it; `last` is where the move before
/// ended (a move onto it is `同`).
pub fn format(pos: &Position, mv: Move, last: Option<Square>) -> String {
    let name = |sq: Square| {
        pos.piece_at(sq)
            .and_then(|p| piece_label(pos.rules(), p, Pieces::Kanji))
            .map_or("？", |(l, _)| l)
    };
    let dest = |sq: Square| {
        if last == Some(sq) {
            "同".to_string()
        } else {
            square(sq)
        }
    };
    match mv {
        Move::Board {
            from,
            to,
            via,
            promote,
        } => {
            let promoted = if promote { "成" } else { "" };
            match (via.first(), via.len()) {
                (Some(mid), 1) if to == from => format!("{}{}居食い", dest(mid), name(from)),
                (Some(first), _) => {
                    // Every step on the way, then the last: `７七獅・７六獅`.
                    let mut steps = vec![format!("{}{}", dest(first), name(from))];
                    steps.extend(
                        via.iter()
                            .skip(1)
                            .chain([to])
                            .map(|sq| format!("{}{}", square(sq), name(from))),
                    );
                    format!("{}{promoted}", steps.join("・"))
                }
                (None, _) => format!("{}{}{promoted}", dest(to), name(from)),
            }
        }
        Move::Drop { kind, to, promote } => {
            let piece = yubin_rules::Piece::new(pos.side_to_move(), kind);
            let label = piece_label(pos.rules(), piece, Pieces::Kanji).map_or("？", |(l, _)| l);
            format!("{}{label}打{}", square(to), if promote { "成" } else { "" })
        }
        // The piece that passes, on its square (the TSA names the same one).
        Move::Pass => match notation::pass_route(pos) {
            Some((sq, _)) => format!("{}{}じっと", square(sq), name(sq)),
            None => "じっと".to_string(),
        },
    }
}

/// `mv`, played in `pos` (`last`: where the move before ended), as a reader of `lang` is
/// shown it: `P-7f`; in Japanese `７六歩（P-7f）`.
pub fn shown(pos: &Position, mv: Move, last: Option<Square>, lang: Language) -> String {
    match lang {
        Language::En => notation::tsa::format(pos, mv),
        Language::Ja => beside(
            &format(pos, mv, last),
            &notation::tsa::format(pos, mv),
            lang,
        ),
    }
}

/// [`shown`] from the two forms already written: `kanji` ([`format`]) and `tsa`.
pub fn beside(kanji: &str, tsa: &str, lang: Language) -> String {
    match lang {
        Language::En => tsa.to_string(),
        Language::Ja => format!("{kanji}（{tsa}）"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{Game, Rules, Variant};

    fn played(variant: Variant, moves: &[&str]) -> Vec<String> {
        let mut g = Game::new(Rules::standard(variant));
        let mut last = None;
        let mut out = Vec::new();
        for m in moves {
            let mv = notation::read_move(g.position(), m).unwrap();
            out.push(format(g.position(), mv, last));
            last = mv.to().or(last);
            g.play(mv).unwrap();
        }
        out
    }

    #[test]
    fn moves_read_as_japanese_records_write_them() {
        assert_eq!(square(Square::new(7, 5).unwrap()), "７六");
        assert_eq!(square(Square::new(12, 11).unwrap()), "１２十二");
        assert_eq!(
            played(Variant::Chu, &["P-7h", "P-6e", "Ln-7i", "P-5e"]),
            ["７八歩", "６五歩", "７九獅", "５五歩"]
        );
        // The larger games name pieces with two kanji.
        assert_eq!(played(Variant::Dai, &["P-8j"]), ["８十歩兵"]);
    }
}
