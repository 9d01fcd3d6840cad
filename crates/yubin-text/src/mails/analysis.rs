//! A finished game analysed by the computer (issue 27's `analyse N`): the answer that queues
//! the request ([`AnalysisQueued`]) and the analysis itself ([`Analysed`]): the game, its
//! result, the search's budget and the moves that lost the most, each with its cost and the
//! computer's choice, with the annotated records attached.

use super::tidy;
use super::Body;
use crate::i18n::{self, Arg, Language};
use askama::Template;

mail!(
    /// The answer to `analyse N` when the game waits for its analysis.
    AnalysisQueued, AnalysisQueuedText = "analysis_queued.txt", AnalysisQueuedHtml = "analysis_queued.html",
    {
        /// The recipient's language.
        lang: Language,
        /// The game's title ([`super::title_in`]).
        title: String,
        /// The games before it in the queue.
        ahead: u32,
        /// Whether the sender had asked for it already.
        again: bool,
    }
);

impl AnalysisQueued {
    /// The message of the first paragraph.
    pub fn queued(&self) -> String {
        i18n::text(self.lang, "analysis-queued", self.args())
    }

    /// [`AnalysisQueued::queued`] as HTML.
    pub fn queued_html(&self) -> String {
        i18n::html(self.lang, "analysis-queued", self.args())
    }

    fn args(&self) -> [(&str, Arg<'_>); 3] {
        [
            ("title", Arg::Str(&self.title)),
            ("ahead", Arg::Num(self.ahead.into())),
            ("again", Arg::Str(if self.again { "yes" } else { "no" })),
        ]
    }
}

/// A marked move of an analysis, as the mail shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkedMove {
    /// The ply (1 for the first move).
    pub number: u32,
    /// The side that made it (`Black`, `先手`).
    pub side: String,
    /// The move played, as the reader reads moves ([`crate::kanji_move::shown`]).
    pub played: String,
    /// What it cost: `−4.2` (pawns), or that it lost or allowed a mate.
    pub cost: String,
    /// The computer's choice, shown alike (`none` when it had none).
    pub best: String,
}

mail!(
    /// A game's analysis, to each who asked for it.
    Analysed, AnalysedText = "analysis.txt", AnalysedHtml = "analysis.html",
    {
        /// The recipient's language.
        lang: Language,
        /// The game's number.
        game: i64,
        /// The game's title ([`super::title_in`]).
        title: String,
        /// The variant's name in the recipient's language.
        variant: String,
        /// The result, as the `games` list says it.
        result: String,
        /// The nodes searched in each position.
        nodes: u64,
        /// The moves that lost the most, in the order played.
        marks: Vec<MarkedMove>,
        /// The names of the files attached.
        files: Vec<String>,
    }
);

impl Analysed {
    /// The arguments of the first paragraph.
    pub fn intro_args(&self) -> [(&str, Arg<'_>); 3] {
        [
            ("title", Arg::Str(&self.title)),
            ("variant", Arg::Str(&self.variant)),
            ("result", Arg::Str(&self.result)),
        ]
    }

    /// The budget, for a message (`50,000` as Fluent writes numbers).
    pub fn nodes_arg(&self) -> i64 {
        i64::try_from(self.nodes).unwrap_or(i64::MAX)
    }

    /// A marked move's line.
    pub fn mark_text(&self, m: &MarkedMove) -> String {
        i18n::text(self.lang, "analysis-mark", Self::mark_args(m))
    }

    /// [`Analysed::mark_text`] as HTML.
    pub fn mark_html(&self, m: &MarkedMove) -> String {
        i18n::html(self.lang, "analysis-mark", Self::mark_args(m))
    }

    fn mark_args(m: &MarkedMove) -> [(&str, Arg<'_>); 5] {
        [
            ("number", Arg::Num(m.number.into())),
            ("side", Arg::Str(&m.side)),
            ("played", Arg::Str(&m.played)),
            ("cost", Arg::Str(&m.cost)),
            ("best", Arg::Str(&m.best)),
        ]
    }

    /// The files' names, for a message.
    pub fn files_list(&self) -> String {
        self.files.join(", ")
    }
}

/// A loss of `centipawns` as the mail shows it: `−4.2` (pawns, one decimal, a true minus).
pub fn cost(centipawns: i32) -> String {
    let tenths = (i64::from(centipawns) + 5) / 10;
    format!("\u{2212}{}.{}", tenths / 10, tenths % 10)
}

/// The cost of a move that lost or allowed a mate, in `lang`.
pub fn cost_mate(lang: Language) -> String {
    i18n::text(lang, "analysis-mark-mate", [])
}

/// The word for "no move" in `lang` (the computer had no choice: the game was over).
pub fn no_best(lang: Language) -> String {
    i18n::text(lang, "analysis-no-best", [])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cost_is_in_pawns_with_a_true_minus() {
        assert_eq!(cost(420), "\u{2212}4.2");
        assert_eq!(cost(300), "\u{2212}3.0");
        assert_eq!(cost(1234), "\u{2212}12.3");
        assert_eq!(cost(1236), "\u{2212}12.4");
    }
}
