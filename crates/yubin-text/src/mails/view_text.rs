//! The words of the game view in its reader's language (`locales/*/game.ftl`): the rules
//! lines, who is to play, the sides (上手 and 下手 in a Japanese handicap game), the clocks;
//! and the helpers the game mails' templates write their messages with.

use super::{handicap, ClockLine, GameView};
use crate::i18n::{self, Arg, Language};
use yubin_domain::clock;
use yubin_domain::model::{GameRecord, GameTerms, IllegalPolicy, TournamentSlot};
use yubin_rules::{Color, Game, Variant};

/// A variant's name in `lang`: `Chu Shogi`, `中将棋`.
pub fn variant_in(v: Variant, lang: Language) -> String {
    i18n::text(lang, "variant-title", [("variant", Arg::Str(v.name()))])
}

/// A handicap's description ([`yubin_rules::handicap::Handicap::description`]) in `lang`:
/// `two lions + copper general`; `二枚獅子・銅将落ち`.
pub fn handicap_in(description: &str, lang: Language) -> String {
    if lang == Language::En {
        return description.to_string();
    }
    description
        .split(" + ")
        .map(|part| {
            let part = part.replace(' ', "_");
            i18n::text(lang, "handicap-part", [("part", Arg::Str(&part))])
        })
        .collect::<Vec<_>>()
        .join(&i18n::text(lang, "handicap-separator", []))
}

/// A side's name in `lang`: `black`, `white`; `先手`, `後手`, and in a handicap game (where
/// White gives the handicap) `下手`, `上手`.
pub fn side_of(c: Color, handicapped: bool, lang: Language) -> String {
    if !handicapped {
        return crate::wording::side(c, lang);
    }
    let id = match c {
        Color::Black => "side-handicap-black",
        Color::White => "side-handicap-white",
    };
    i18n::text(lang, id, [])
}

/// [`side_of`] for a side of `rec`'s game.
pub fn side_in_game(rec: &GameRecord, c: Color, lang: Language) -> String {
    side_of(c, handicap(&rec.setup.terms).is_some(), lang)
}

/// A count of half-moves in `lang`: `1 ply`, `400 plies`; `400手`.
pub fn plies_in(n: usize, lang: Language) -> String {
    i18n::text(lang, "count-plies", [("n", num(n))])
}

/// A number as a message's argument.
pub fn num<T: TryInto<i64>>(n: T) -> Arg<'static> {
    Arg::Num(n.try_into().unwrap_or(i64::MAX))
}

/// [`super::terms`] in `lang`.
pub fn terms_in(
    terms: &GameTerms,
    tournament: Option<&TournamentSlot>,
    lang: Language,
) -> Vec<String> {
    let mut t: Vec<String> = tournament
        .iter()
        .map(|t| {
            let slot = super::naming::slot_in(t, lang);
            i18n::text(lang, "terms-slot", [("slot", Arg::Str(&slot))])
        })
        .collect();
    let limit = terms.max_plies.map_or(String::new(), |n| {
        i18n::text(lang, "terms-limit", [("n", num(n))])
    });
    let offers = terms.draw_every.map_or(String::new(), |n| {
        i18n::text(lang, "terms-offers", [("n", num(n))])
    });
    let variant = variant_in(terms.variant(), lang);
    let preset = crate::wording::preset_in(&terms.preset, terms.rules.setup, lang);
    let control = crate::wording::control_in(&terms.time_control, lang);
    t.push(i18n::text(
        lang,
        "terms-rules",
        [
            ("variant", Arg::Str(&variant)),
            ("preset", Arg::Str(&preset)),
            ("control", Arg::Str(&control)),
            (
                "illegal",
                Arg::Str(match terms.illegal {
                    IllegalPolicy::Lose => "lose",
                    IllegalPolicy::Reject => "refuse",
                }),
            ),
            ("limit", Arg::Str(&limit)),
            ("offers", Arg::Str(&offers)),
        ],
    ));
    if terms.rated {
        t.push(i18n::text(lang, "terms-rated", []));
    }
    if let (Some(sfen), None) = (&terms.start_sfen, handicap(terms)) {
        t.push(i18n::text(lang, "terms-start", [("sfen", Arg::Str(sfen))]));
    }
    for (k, v) in terms.rules.differences() {
        t.push(i18n::text(
            lang,
            "terms-option",
            [("key", Arg::Str(k)), ("value", Arg::Str(&v))],
        ));
    }
    t
}

/// Who is to play which move by when, to `viewer`, in `lang`: `Your turn: move 5 by …`.
pub fn turn_in(rec: &GameRecord, game: &Game, viewer: Color, lang: Language) -> String {
    let number = game.moves().len() + 1;
    let on_turn = game.position().side_to_move();
    let deadline = rec.deadline.map(|d| rec.zone(viewer).format_in(d, lang));
    let player = super::naming::player_in(rec, on_turn, lang);
    let id = match (on_turn == viewer, deadline.is_some()) {
        (true, false) => "turn-mine",
        (true, true) => "turn-mine-by",
        (false, false) => "turn-other",
        (false, true) => "turn-other-by",
    };
    i18n::text(
        lang,
        id,
        [
            ("number", num(number)),
            (
                "deadline",
                Arg::Str(deadline.as_deref().unwrap_or_default()),
            ),
            ("player", Arg::Str(&player)),
        ],
    )
}

impl GameView {
    /// Message `id` with `args` in the view's language, as text.
    pub fn text<'a>(&self, id: &str, args: impl AsRef<[(&'a str, Arg<'a>)]>) -> String {
        i18n::text(self.lang, id, args)
    }

    /// Message `id` with `args` in the view's language, as HTML (for `|safe`).
    pub fn html<'a>(&self, id: &str, args: impl AsRef<[(&'a str, Arg<'a>)]>) -> String {
        i18n::html(self.lang, id, args)
    }

    /// A side named as [`GameView::side`] and [`super::Reserve::side`] name it (`black`,
    /// `white`), in the view's language: `black`, `先手`, `下手` in a handicap game.
    pub fn side_name(&self, side: &str) -> String {
        let c = if side == Color::White.name() {
            Color::White
        } else {
            Color::Black
        };
        side_of(c, self.handicap.is_some(), self.lang)
    }

    /// [`GameView::side_name`] to begin a sentence: `Black`.
    pub fn side_title(&self, side: &str) -> String {
        crate::wording::upper_first(&self.side_name(side))
    }

    /// The players of the HTML head, after `Game 3`: `: alice (black, rated 1500) vs bob
    /// (white, rated 1500). `, as HTML.
    pub fn players_html(&self) -> String {
        let (bside, wside) = (self.side_name("black"), self.side_name("white"));
        let mut args = vec![
            ("black", Arg::Str(&self.black)),
            ("white", Arg::Str(&self.white)),
            ("bside", Arg::Str(&bside)),
            ("wside", Arg::Str(&wside)),
        ];
        match &self.ratings {
            [Some(b), Some(w)] => {
                args.push(("brating", Arg::Str(b)));
                args.push(("wrating", Arg::Str(w)));
                i18n::html(self.lang, "view-players-rated", args)
            }
            _ => i18n::html(self.lang, "view-players", args),
        }
    }

    /// The command that shows the picture's pieces the other way: `pieces letters`.
    pub fn pieces_command(&self) -> String {
        self.picture
            .as_ref()
            .map_or(String::new(), |p| format!("pieces {}", p.other_pieces))
    }
}

impl ClockLine {
    /// [`ClockLine::left`] in `lang`: `2d 22h 10m`; `2日22時間10分`.
    pub fn left_in(&self, lang: Language) -> String {
        match lang {
            Language::En => self.left.clone(),
            _ if self.left_secs < clock::MINUTE => {
                i18n::text(lang, "duration-minutes", [("n", Arg::Num(0))])
            }
            _ => crate::wording::duration_in(self.left_secs, lang),
        }
    }

    /// [`ClockLine::reserve`] in `lang`: `1d`; `1日`.
    pub fn reserve_in(&self, lang: Language) -> Option<String> {
        match lang {
            Language::En => self.reserve.clone(),
            _ => self
                .reserve
                .as_ref()
                .map(|_| crate::wording::duration_in(self.reserve_secs, lang)),
        }
    }
}
