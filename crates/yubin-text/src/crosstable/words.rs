//! The sentences around a crosstable, in the reader's language (`locales/*/tournament.ftl`):
//! its title, who leads or won, the legend of its codes and columns, the withdrawals; and
//! two helpers for HTML messages the tournament and observer templates share ([`html`],
//! [`bold`]).

use super::{Crosstable, Kind, TextBlock};
use crate::i18n::{self, Arg, Language};
use crate::mails::Stage;
use yubin_domain::standings::TieBreak;

/// Stands in for a reader's apostrophe while [`html`] formats a message.
const APOSTROPHE: char = '\u{F8FE}';
/// Stands in for the emphasised argument while [`bold`] formats a message.
const BOLD: char = '\u{F8FF}';

/// Escapes text as askama's HTML escaping does.
fn escape(text: &str) -> String {
    i18n::escape(text)
}

/// [`i18n::html`], the message's own apostrophes written as the templates wrote them
/// (`round's`, not `round&#39;s`), the arguments' escaped as askama escapes them.
pub(crate) fn html<'a>(lang: Language, id: &str, args: impl AsRef<[(&'a str, Arg<'a>)]>) -> String {
    let marked: Vec<String> = args
        .as_ref()
        .iter()
        .map(|(_, a)| match a {
            Arg::Str(t) => t
                .replace([APOSTROPHE, BOLD], "\u{FFFD}")
                .replace('\'', &APOSTROPHE.to_string()),
            _ => String::new(),
        })
        .collect();
    let args: Vec<(&str, Arg<'_>)> = args
        .as_ref()
        .iter()
        .zip(&marked)
        .map(|(&(name, a), m)| match a {
            Arg::Str(t) if t == BOLD.to_string() => (name, a),
            Arg::Str(_) => (name, Arg::Str(m.as_str())),
            a => (name, a),
        })
        .collect();
    i18n::html(lang, id, &args)
        .replace("&#39;", "'")
        .replace(APOSTROPHE, "&#39;")
}

/// [`html`] with argument `var` set to `text` in bold (`<b>alice</b> leads with …`).
pub(crate) fn bold<'a>(
    lang: Language,
    id: &str,
    args: impl AsRef<[(&'a str, Arg<'a>)]>,
    var: &str,
    text: &str,
) -> String {
    let stand_in = BOLD.to_string();
    let mut all: Vec<(&str, Arg<'_>)> = args.as_ref().to_vec();
    all.push((var, Arg::Str(&stand_in)));
    let text = text.replace([APOSTROPHE, BOLD], "\u{FFFD}");
    html(lang, id, &all).replace(BOLD, &format!("<b>{}</b>", escape(&text)))
}

/// Text of our own messages (no reader's text in it) as HTML: escaped as askama escapes,
/// but with the apostrophes the templates wrote as they are.
fn own_html(text: &str) -> String {
    escape(text).replace("&#39;", "'")
}

/// `text` with the stand-in [`BOLD`] replaced by the reader's `reader` (a name), as
/// HTML ([`own_html`] for the rest).
fn with_reader(text: &str, reader: &str) -> String {
    own_html(text).replace(
        BOLD,
        &escape(&reader.replace([APOSTROPHE, BOLD], "\u{FFFD}")),
    )
}

/// Message `id`, which takes no argument, as text or (`html_part`) as HTML.
pub fn say(lang: Language, id: &str, html_part: bool) -> String {
    if html_part {
        html(lang, id, [])
    } else {
        i18n::text(lang, id, [])
    }
}

/// A header of the crosstable: `place` (`Pl`), `player` (`Player`) or `points` (`Pts`).
pub fn head(lang: Language, which: &str) -> String {
    i18n::text(
        lang,
        match which {
            "place" => "crosstable-head-place",
            "player" => "crosstable-head-player",
            _ => "crosstable-head-points",
        },
        [],
    )
}

/// Tie-break `t`'s name in words (`core.ftl`).
fn tie_break_name(lang: Language, t: TieBreak) -> String {
    let id = match t {
        TieBreak::Buchholz => "tiebreak-buchholz",
        TieBreak::MedianBuchholz => "tiebreak-median-buchholz",
        TieBreak::SonnebornBerger => "tiebreak-sonneborn-berger",
        TieBreak::DirectEncounter => "tiebreak-direct-encounter",
        TieBreak::Baumbach => "tiebreak-baumbach",
        TieBreak::WinsWithWhite => "tiebreak-wins-with-white",
    };
    i18n::text(lang, id, [])
}

impl Crosstable {
    /// The text table with `lang`'s headers.
    pub fn text_in(&self, lang: Language) -> Vec<TextBlock> {
        if lang == Language::En {
            self.text.clone()
        } else {
            self.layout(lang)
        }
    }

    /// Whether the score reads as one point (`1`, `½`): `one` or `other`, for the
    /// messages' plural.
    fn count(&self) -> &'static str {
        if self.top_score == "1" || self.top_score == "½" {
            "one"
        } else {
            "other"
        }
    }

    /// `Spring: the crosstable after round 3.` (the name in bold in HTML).
    pub fn title_in(&self, lang: Language, after: Stage, html_part: bool) -> String {
        let (id, n) = match after {
            Stage::Round(r) => ("crosstable-after-round", i64::from(r)),
            Stage::Game(g) => ("crosstable-after-game", g.0),
            Stage::Now => ("crosstable-now", 0),
            Stage::Annulled(g) => ("crosstable-after-annulment", g.0),
        };
        self.named(lang, id, &[("n", Arg::Num(n))], html_part)
    }

    /// `Spring: the final crosstable.`
    pub fn final_title_in(&self, lang: Language, html_part: bool) -> String {
        self.named(lang, "crosstable-final", &[], html_part)
    }

    fn named(&self, lang: Language, id: &str, args: &[(&str, Arg<'_>)], html_part: bool) -> String {
        if html_part {
            bold(lang, id, args, "name", &self.name)
        } else {
            let mut all = args.to_vec();
            all.push(("name", Arg::Str(&self.name)));
            i18n::text(lang, id, &all)
        }
    }

    /// Who leads (or, `last`, who won), with their score (the names in bold in HTML).
    pub fn leaders_in(&self, lang: Language, last: bool, html_part: bool) -> String {
        let id = match (last, self.leaders.len() == 1) {
            (false, true) => "crosstable-leads",
            (false, false) => "crosstable-share-lead",
            (true, true) => "crosstable-wins",
            (true, false) => "crosstable-share-first",
        };
        let names = self.leaders.join(&i18n::text(lang, "list-separator", []));
        let args = [
            ("score", Arg::Str(&self.top_score)),
            ("count", Arg::Str(self.count())),
        ];
        if html_part {
            bold(lang, id, args, "names", &names)
        } else {
            let mut all = args.to_vec();
            all.push(("names", Arg::Str(&names)));
            i18n::text(lang, id, &all)
        }
    }

    /// The legend of the cells' codes (`Codes: 1 won, …` in text).
    pub fn codes_in(&self, lang: Language, html_part: bool) -> String {
        let round_robin = self.is_round_robin();
        let mut codes = vec![
            "crosstable-code-won",
            "crosstable-code-drawn",
            "crosstable-code-lost",
        ];
        if self.has_forfeits {
            codes.extend([
                "crosstable-code-forfeit-won",
                "crosstable-code-forfeit-lost",
            ]);
        }
        if self.has_annulled {
            codes.push("crosstable-code-annulled");
        }
        if self.has_unfinished {
            codes.push("crosstable-code-unfinished");
        }
        if round_robin && self.has_unpaired {
            codes.push("crosstable-code-unpaired");
        }
        if round_robin && !html_part {
            codes.push("crosstable-code-own");
        }
        let codes = codes
            .iter()
            .map(|id| i18n::text(lang, id, []))
            .collect::<Vec<_>>()
            .join(&i18n::text(lang, "list-separator", []));
        let out = if round_robin {
            let mut s = i18n::text(
                lang,
                "crosstable-legend-round-robin",
                [("codes", Arg::Str(&codes))],
            );
            if self.is_double() {
                s.push_str(&i18n::text(lang, "crosstable-legend-double", []));
            }
            s
        } else {
            let id = if html_part {
                "crosstable-legend-rounds-start"
            } else {
                "crosstable-legend-rounds"
            };
            let mut s = i18n::text(lang, id, [("codes", Arg::Str(&codes))]);
            if self.has_byes {
                s.push_str(&i18n::text(lang, "crosstable-legend-byes", []));
            }
            s
        };
        if html_part {
            own_html(&out)
        } else {
            i18n::text(lang, "crosstable-codes", [("legend", Arg::Str(&out))])
        }
    }

    /// The legend of the columns and the tie-breaks' order (`Columns: Pl place, …` in text).
    pub fn columns_in(&self, lang: Language, html_part: bool) -> String {
        let mut columns = vec![i18n::text(lang, "crosstable-column-fixed", [])];
        for &t in &self.order {
            let name = tie_break_name(lang, t);
            columns.push(i18n::text(
                lang,
                "crosstable-column-tiebreak",
                [
                    ("head", Arg::Str(super::abbreviation(t))),
                    ("name", Arg::Str(&name)),
                ],
            ));
        }
        let columns = columns.join(&i18n::text(lang, "list-separator", []));
        let out = i18n::text(
            lang,
            "crosstable-columns-list",
            [("columns", Arg::Str(&columns))],
        );
        if html_part {
            own_html(&out)
        } else {
            i18n::text(lang, "crosstable-columns", [("list", Arg::Str(&out))])
        }
    }

    /// One sentence per player who withdrew.
    pub fn withdrawals_in(&self, lang: Language, html_part: bool) -> Vec<String> {
        self.withdrawn()
            .into_iter()
            .map(|(reader, round, annulled)| {
                let stand_in = BOLD.to_string();
                let name = if html_part { stand_in.as_str() } else { reader };
                let withdrew = if round == 0 {
                    i18n::text(
                        lang,
                        "crosstable-withdrew-early",
                        [("name", Arg::Str(name))],
                    )
                } else {
                    i18n::text(
                        lang,
                        "crosstable-withdrew-after",
                        [
                            ("name", Arg::Str(name)),
                            ("round", Arg::Num(i64::from(round))),
                        ],
                    )
                };
                let id = if annulled {
                    "crosstable-withdrawal-annulled"
                } else if self.kind != Kind::Rounds {
                    "crosstable-withdrawal-forfeit"
                } else {
                    "crosstable-withdrawal"
                };
                let text = i18n::text(lang, id, [("withdrew", Arg::Str(&withdrew))]);
                if html_part {
                    with_reader(&text, reader)
                } else {
                    text
                }
            })
            .collect()
    }
}
