//! Why a move is illegal ([`IllegalMove`]), for a player, in the reader's language
//! (`templates/wording/illegal.txt`, `locales/*/reject.ftl`, `illegal-*`).

use super::{render, side, upper_first};
use crate::i18n::{self, Language};
use crate::picture::labels;
use crate::reject::{self, A};
use askama::Template;
use yubin_rules::rules::Adjacency;
use yubin_rules::{
    DropFault, IllegalMove, LionRule, PieceKind, PromotionFault, Protector, RouteFault, Rules,
};

/// Why a move is illegal: `the piece on 5e belongs to your opponent`.
pub fn illegal(e: &IllegalMove) -> String {
    render(IllegalText {
        e,
        rules: None,
        lang: Language::En,
    })
}

/// [`illegal`] in `lang`, of a move in a game under `rules`: a Japanese sentence names a
/// piece as that game does (a promoted piece by what it becomes there).
pub fn illegal_in(e: &IllegalMove, rules: &Rules, lang: Language) -> String {
    render(IllegalText {
        e,
        rules: Some(rules),
        lang,
    })
}

#[derive(Template)]
#[template(path = "wording/illegal.txt")]
struct IllegalText<'a> {
    e: &'a IllegalMove,
    /// The game's rules; `None` in English, whose piece names are the same in every game.
    rules: Option<&'a Rules>,
    lang: Language,
}

impl IllegalText<'_> {
    /// Message `id` in the reader's language.
    fn t<'b>(&self, id: &str, args: impl AsRef<[(&'b str, A)]>) -> String {
        reject::message(self.lang, id, args)
    }

    /// Message `id`, which takes no argument, in the reader's language.
    fn m(&self, id: &str) -> String {
        i18n::text(self.lang, id, [])
    }

    fn s(x: impl std::fmt::Display) -> A {
        reject::s(x)
    }

    /// A piece of `kind` by its name in the reader's language (`promoted rook`, `龍王`).
    fn kind(&self, kind: &PieceKind) -> A {
        match self.rules {
            Some(rules) => reject::s(labels::spoken(rules, *kind, self.lang)),
            None => reject::s(kind.english()),
        }
    }

    /// The piece that protects a lion, inside a lion-trading sentence.
    fn protector(&self, p: &Protector) -> String {
        let (kind, square) = (self.kind(&p.piece.kind), Self::s(p.square));
        if p.captured {
            self.t(
                "illegal-protector-captured",
                [("kind", kind), ("square", square)],
            )
        } else {
            let side = Self::s(upper_first(&side(p.piece.color, self.lang)));
            self.t(
                "illegal-protector",
                [("side", side), ("kind", kind), ("square", square)],
            )
        }
    }

    /// `1st`, `2nd`, `4th`; in Japanese the number alone (its message says `回目`).
    fn ordinal(&self, n: &u32) -> String {
        if self.lang != Language::En {
            return n.to_string();
        }
        let suffix = match (n % 10, n % 100) {
            (1, 11) | (2, 12) | (3, 13) => "th",
            (1, _) => "st",
            (2, _) => "nd",
            (3, _) => "rd",
            _ => "th",
        };
        format!("{n}{suffix}")
    }
}
