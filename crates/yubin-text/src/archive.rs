//! The words of the static archive's pages (`src/archive/`, `templates/archive/`), in the
//! language the operator chose (`archive.language`): the templates take their fixed text
//! through [`t`], [`n`] and [`rich`]; the archive's code names its lists, links, filters and
//! downloads through the functions below. Messages: `locales/*/archive.ftl`.

use crate::i18n::{self, Arg, Language};
use yubin_rules::Variant;

/// A language as a template holds it: by value, or behind the references askama makes.
pub trait Lang {
    /// The language.
    fn lang(&self) -> Language;
}

impl Lang for Language {
    fn lang(&self) -> Language {
        *self
    }
}

impl<T: Lang + ?Sized> Lang for &T {
    fn lang(&self) -> Language {
        (**self).lang()
    }
}

// The templates' helpers give HTML, inserted with `|safe`: the message's own text escaped
// as literal template text needs (`&`, `<`, `>`: an apostrophe stays as the English pages
// have it), each text argument as askama escapes a value, each HTML argument as it is.

/// Message `id` without arguments, as HTML.
pub fn t(lang: impl Lang, id: &str) -> String {
    render(lang.lang(), id, None, &[], &[])
}

/// Message `id` with a count `$n` (Fluent's plural rules read it), as HTML.
pub fn n(lang: impl Lang, id: &str, n: impl ToString) -> String {
    let n = n.to_string().parse().unwrap_or(i64::MAX);
    render(lang.lang(), id, Some(n), &[], &[])
}

/// Message `id` with text arguments, as HTML.
pub fn s(lang: impl Lang, id: &str, text: &[(&str, &str)]) -> String {
    render(lang.lang(), id, None, text, &[])
}

/// Message `id` with text arguments and `html` arguments (links, bold text: [`link`],
/// [`bold`]), as HTML.
pub fn rich(lang: impl Lang, id: &str, text: &[(&str, &str)], html: &[(&str, &str)]) -> String {
    render(lang.lang(), id, None, text, html)
}

/// A link as the templates write one: `<a href="ROOTHREF">TEXT</a>`.
pub fn link(root: &str, href: &str, text: &str) -> String {
    format!(
        "<a href=\"{}{}\">{}</a>",
        escape(root),
        escape(href),
        escape(text)
    )
}

/// Text escaped as askama escapes it.
pub fn escaped(text: &str) -> String {
    escape(text)
}

/// `<b>TEXT</b>`.
pub fn bold(text: &str) -> String {
    format!("<b>{}</b>", escape(text))
}

/// The private-use characters that stand for the arguments while a message is escaped.
fn is_stand_in(c: char) -> bool {
    ('\u{E100}'..='\u{E1FF}').contains(&c)
}

fn render(
    lang: Language,
    id: &str,
    n: Option<i64>,
    text: &[(&str, &str)],
    html: &[(&str, &str)],
) -> String {
    let parts: Vec<String> = text
        .iter()
        .map(|(_, v)| escape(&v.replace(is_stand_in, "\u{FFFD}")))
        .chain(html.iter().map(|(_, h)| (*h).to_string()))
        .collect();
    let stand_ins: Vec<String> = (0..parts.len())
        .map(|i| char::from_u32(0xE100 + i as u32).map_or_else(String::new, String::from))
        .collect();
    let mut args: Vec<(&str, Arg<'_>)> = n.map(|n| ("n", Arg::Num(n))).into_iter().collect();
    args.extend(
        text.iter()
            .chain(html)
            .zip(&stand_ins)
            .map(|(&(k, _), s)| (k, Arg::Str(s.as_str()))),
    );
    let message = i18n::text(lang, id, args);
    let mut out = i18n::escape_words(&message);
    for (s, part) in stand_ins.iter().zip(&parts) {
        out = out.replace(s.as_str(), part);
    }
    out
}

/// Escapes text as askama's HTML escaping does.
fn escape(text: &str) -> String {
    i18n::escape(text)
}

/// A variant's name: `Chu Shogi`, `中将棋`.
pub fn variant(v: Variant, lang: Language) -> String {
    let id = match v {
        Variant::Chu => "archive-variant-chu",
        Variant::Dai => "archive-variant-dai",
        Variant::Tenjiku => "archive-variant-tenjiku",
        Variant::DaiDai => "archive-variant-daidai",
        Variant::Maka => "archive-variant-maka",
    };
    i18n::text(lang, id, [] as [(&str, Arg<'_>); 0])
}

/// `Game 12`: a game's link.
pub fn game_link(lang: Language, game: i64) -> String {
    i18n::text(lang, "archive-game-link", [("game", Arg::Num(game))])
}

/// `Game 12: alice vs bob`: a game page's title.
pub fn game_title(lang: Language, game: i64, black: &str, white: &str) -> String {
    i18n::text(
        lang,
        "archive-game-title",
        [
            ("game", Arg::Num(game)),
            ("black", Arg::Str(black)),
            ("white", Arg::Str(white)),
        ],
    )
}

/// `T3 Autumn, round 2`: a game's tournament and round.
pub fn tournament_round(lang: Language, id: i64, name: &str, round: u32) -> String {
    i18n::text(
        lang,
        "archive-tournament-round",
        [
            ("id", Arg::Num(id)),
            ("name", Arg::Str(name)),
            ("round", Arg::Num(round.into())),
        ],
    )
}

/// The filters of the game lists by result (`all`, `running`, `black`, `white`, `draw`).
pub fn result_filter(lang: Language, code: &str) -> String {
    let id = match code {
        "running" => "archive-filter-running",
        "black" => "archive-filter-black",
        "white" => "archive-filter-white",
        "draw" => "archive-filter-draw",
        _ => "archive-filter-all",
    };
    i18n::text(lang, id, [] as [(&str, Arg<'_>); 0])
}

/// A game list's title: every game, or a variant's (`variant`), or a result's (`result`).
pub fn list_title(lang: Language, variant: Option<&str>, result: Option<&str>) -> String {
    match (variant, result) {
        (None, None) => i18n::text(lang, "archive-title-every-game", [] as [(&str, Arg<'_>); 0]),
        (None, Some(r)) => i18n::text(lang, "archive-title-games", [("result", Arg::Str(r))]),
        (Some(v), None) => i18n::text(
            lang,
            "archive-title-variant-every",
            [("variant", Arg::Str(v))],
        ),
        (Some(v), Some(r)) => i18n::text(
            lang,
            "archive-title-variant",
            [("variant", Arg::Str(v)), ("result", Arg::Str(r))],
        ),
    }
}

/// A page's name: `players`, `tournaments`, `ratings`.
pub fn page_title(lang: Language, page: &str) -> String {
    let id = match page {
        "players" => "archive-nav-players",
        "tournaments" => "archive-nav-tournaments",
        _ => "archive-nav-ratings",
    };
    i18n::text(lang, id, [] as [(&str, Arg<'_>); 0])
}

/// What an export is for, by its format's name (`kif`, `pgn`, `tsa`, `usi`, `json`).
pub fn download(lang: Language, format: &str) -> String {
    let id = match format {
        "kif" => "archive-download-kif",
        "pgn" => "archive-download-pgn",
        "tsa" => "archive-download-tsa",
        "usi" => "archive-download-usi",
        _ => "archive-download-json",
    };
    i18n::text(lang, id, [] as [(&str, Arg<'_>); 0])
}

/// A board's caption: `The start`, or `After 12. white P-7f` and what the move did besides.
pub fn caption(lang: Language, ply: usize, side: &str, tsa: &str, effects: &str) -> String {
    if ply == 0 {
        return i18n::text(lang, "archive-caption-start", [] as [(&str, Arg<'_>); 0]);
    }
    i18n::text(
        lang,
        "archive-caption-after",
        [
            ("n", Arg::Num(i64::try_from(ply).unwrap_or(i64::MAX))),
            ("side", Arg::Str(side)),
            ("move", Arg::Str(tsa)),
            ("effects", Arg::Str(effects)),
        ],
    )
}

/// A game's result for one of its players (`win`, `draw`, `loss`, `going on`).
pub fn own_result(lang: Language, code: &str) -> String {
    let id = match code {
        "win" => "archive-own-win",
        "draw" => "archive-own-draw",
        "loss" => "archive-own-loss",
        _ => "archive-own-running",
    };
    i18n::text(lang, id, [] as [(&str, Arg<'_>); 0])
}

/// `going on, black to play`: a running game's state.
pub fn going_on(lang: Language, side: &str) -> String {
    i18n::text(lang, "archive-going-on-to-play", [("side", Arg::Str(side))])
}

/// A game page's first line, as HTML: its players (links), result (bold) and state.
pub fn game_players(lang: Language, black: &str, white: &str, result: &str, state: &str) -> String {
    rich(
        lang,
        "archive-game-players",
        &[("state", state)],
        &[
            ("black", black),
            ("white", white),
            ("result", &bold(result)),
        ],
    )
}

/// A side's name as a sentence begins with it: `Black`, `先手`.
pub fn side_title(c: yubin_rules::Color, lang: Language) -> String {
    crate::wording::upper_first(&crate::wording::side(c, lang))
}

/// A player's record: `3 won, 1 drawn, 0 lost, 1 going on, of the games in the archive.`
pub fn record(lang: Language, won: usize, drawn: usize, lost: usize, running: usize) -> String {
    let num = |n: usize| Arg::Num(i64::try_from(n).unwrap_or(i64::MAX));
    let args = [
        ("won", num(won)),
        ("drawn", num(drawn)),
        ("lost", num(lost)),
        ("running", num(running)),
    ];
    let id = if running > 0 {
        "archive-record-running"
    } else {
        "archive-record"
    };
    i18n::text(lang, id, args)
}

/// `Chu Shogi rating after each rated game`: a rating chart's name.
pub fn rating_history(lang: Language, variant: &str) -> String {
    i18n::text(
        lang,
        "archive-rating-history",
        [("variant", Arg::Str(variant))],
    )
}

/// A tournament's organiser line, as HTML (`organiser`: a link, or the escaped name).
pub fn organiser(lang: Language, organiser: &str) -> String {
    rich(
        lang,
        "archive-t-organiser",
        &[],
        &[("organiser", organiser)],
    )
}

/// A tournament's state in its list (`open`, `running`, `finished`, `cancelled`).
pub fn tournament_state(lang: Language, code: &str) -> String {
    let id = match code {
        "open" => "archive-state-open",
        "running" => "archive-state-running",
        "finished" => "archive-state-finished",
        _ => "archive-state-cancelled",
    };
    i18n::text(lang, id, [] as [(&str, Arg<'_>); 0])
}

/// A tournament's kind in its list: `Round robin, Chu Shogi`.
pub fn tournament_kind(lang: Language, format: &str, variant: &str) -> String {
    i18n::text(
        lang,
        "archive-kind",
        [("format", Arg::Str(format)), ("variant", Arg::Str(variant))],
    )
}

/// The title of a crosstable cell that links to its round: `Round 3's games`.
pub fn round_games(lang: Language, round: u32) -> String {
    i18n::text(lang, "archive-round-games", [("n", Arg::Num(round.into()))])
}

/// The title of a crosstable result linked to its game:
/// `Game 5: Bob (Black) against Alice (White), 1-0`.
pub fn result_title(lang: Language, game: &str, black: &str, white: &str, result: &str) -> String {
    i18n::text(
        lang,
        "archive-result-title",
        [
            ("game", Arg::Str(game)),
            ("black", Arg::Str(black)),
            ("white", Arg::Str(white)),
            ("result", Arg::Str(result)),
        ],
    )
}

/// The tie-breaks in order: `Sonneborn-Berger, then direct encounter`.
pub fn tie_breaks(lang: Language, order: &[yubin_domain::standings::TieBreak]) -> String {
    use yubin_domain::standings::TieBreak;
    let say = |id: &str| i18n::text(lang, id, [] as [(&str, Arg<'_>); 0]);
    order
        .iter()
        .map(|t| {
            say(match t {
                TieBreak::Buchholz => "archive-tb-buchholz",
                TieBreak::MedianBuchholz => "archive-tb-median-buchholz",
                TieBreak::SonnebornBerger => "archive-tb-sonneborn-berger",
                TieBreak::DirectEncounter => "archive-tb-direct-encounter",
                TieBreak::Baumbach => "archive-tb-baumbach",
                TieBreak::WinsWithWhite => "archive-tb-wins-with-white",
            })
        })
        .collect::<Vec<_>>()
        .join(&say("archive-then"))
}

/// A rating chart's description: `3 rated games from 2027-01-17 to 2027-01-19: from 1500 to
/// 1623, lowest 1480, highest 1623.` (`days`: the first and the last; `ratings`: the first,
/// the last, the lowest and the highest).
pub fn chart_desc(lang: Language, games: usize, days: [&str; 2], ratings: [i64; 4]) -> String {
    let [first, last, lowest, highest] = ratings;
    i18n::text(
        lang,
        "archive-chart-desc",
        [
            ("n", Arg::Num(i64::try_from(games).unwrap_or(i64::MAX))),
            ("from", Arg::Str(days[0])),
            ("to", Arg::Str(days[1])),
            ("first", Arg::Num(first)),
            ("last", Arg::Num(last)),
            ("lowest", Arg::Num(lowest)),
            ("highest", Arg::Num(highest)),
        ],
    )
}

/// The description of an analysed game's evaluation graph, for screen readers: its plies,
/// the evaluations in words (after the first move, after the last, the lowest, the
/// highest) and how many moves are marked.
pub fn eval_desc(lang: Language, plies: usize, evals: [&str; 4], marks: usize) -> String {
    let [first, last, lowest, highest] = evals;
    i18n::text(
        lang,
        "archive-eval-desc",
        [
            ("plies", Arg::Num(i64::try_from(plies).unwrap_or(i64::MAX))),
            ("first", Arg::Str(first)),
            ("last", Arg::Str(last)),
            ("lowest", Arg::Str(lowest)),
            ("highest", Arg::Str(highest)),
            ("marks", Arg::Num(i64::try_from(marks).unwrap_or(i64::MAX))),
        ],
    )
}

/// The name of an analysed game's evaluation graph, as HTML.
pub fn eval_title(lang: Language) -> String {
    t(lang, "archive-eval-title")
}
