//! A move as Japanese records write it, for the mails of a reader of Japanese: the square in
//! full-width file digits and a kanji rank (`７六`), `同` for a recapture on the square of
//! the move before, the piece's kanji (Chu's one, the larger games' two: the pieces of the
//! picture, [`crate::picture::labels`]), `成` for a promotion; a lion's two steps as KIF
//! writes them, `一歩目` and `二歩目`; an igui `居食い`; a Heisei drop `打`. The TSA notation
//! stays beside it in the mails: it is what a reply may use everywhere.

use crate::picture::labels::{piece_label, Pieces};
use yubin_rules::{Move, Position, Square};

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
                (Some(mid), 1) => format!(
                    "{}{}（一歩目）、{}（二歩目）{promoted}",
                    dest(mid),
                    name(from),
                    square(to)
                ),
                _ => format!("{}{}{promoted}", dest(to), name(from)),
            }
        }
        Move::Drop { kind, to, promote } => {
            let piece = yubin_rules::Piece::new(pos.side_to_move(), kind);
            let label = piece_label(pos.rules(), piece, Pieces::Kanji).map_or("？", |(l, _)| l);
            format!("{}{label}打{}", square(to), if promote { "成" } else { "" })
        }
        Move::Pass => "パス".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{notation, Game, Rules, Variant};

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
