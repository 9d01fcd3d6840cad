//! The player's wording of what the rules crate reports: why a move is illegal, why a move
//! text names no move, why rules cannot be set up, and how a game ended. The rules crate's
//! own `Display` forms are terse and impersonal (for logs and the command line); a player
//! reads these sentences, rendered from `templates/wording/`.

use super::wording;
use crate::i18n::{self, Arg, Language};
use askama::Template;
use yubin_domain::clock::{ClockError, Secs, TimeControl, DAY, HOUR, MINUTE};
use yubin_domain::conditional::{ConditionalError, Reason, MAX_LINES, MAX_PLIES};
use yubin_domain::model::{ByeScore, Ending, Termination, TournamentState};
use yubin_domain::standings::TieBreak;
use yubin_domain::tournament::Format;
use yubin_rules::notation::{MoveTextError, Notation, ResolveError, SyntaxError};
use yubin_rules::rules::Setup;
use yubin_rules::{EndReason, IllegalMove, Rules, RulesError, Variant};

/// Why a move text names no legal move, with a hint: ``"`P-5e`: you have no pawn; hint: …"``.
pub fn move_text(e: &MoveTextError) -> String {
    render(MoveText { e })
}

mod expected;
pub use expected::{expected_in, named_piece_in};
mod illegal;
pub use illegal::{illegal, illegal_in};
mod move_text;
pub use move_text::move_text_in;
mod sfen;
pub use sfen::sfen_in;

/// Why a preset or option cannot be used.
pub fn rules(e: &RulesError) -> String {
    rules_in(e, Language::En)
}

/// [`rules`] in `lang`.
pub fn rules_in(e: &RulesError, lang: Language) -> String {
    let list = |items: &[&str]| items.join(&i18n::text(lang, "list-separator", []));
    match e {
        RulesError::UnknownPreset { variant, preset } => {
            let expected = list(Rules::presets(*variant));
            i18n::text(
                lang,
                "rules-unknown-preset",
                [
                    ("preset", Arg::Str(preset)),
                    ("variant", Arg::Str(variant.name())),
                    ("expected", Arg::Str(&expected)),
                ],
            )
        }
        RulesError::UnknownOption(key) => {
            let all: Vec<&str> = Variant::ALL
                .iter()
                .flat_map(|&v| Rules::option_keys(v))
                .copied()
                .collect();
            let expected = list(&all);
            i18n::text(
                lang,
                "rules-unknown-option",
                [("key", Arg::Str(key)), ("expected", Arg::Str(&expected))],
            )
        }
        RulesError::OptionNotInVariant { key, variant } => {
            let expected = list(Rules::option_keys(*variant));
            i18n::text(
                lang,
                "rules-option-not-in-variant",
                [
                    ("key", Arg::Str(key)),
                    ("variant", Arg::Str(variant.name())),
                    ("expected", Arg::Str(&expected)),
                ],
            )
        }
        RulesError::BadValue {
            key,
            value,
            expected,
        } => {
            let expected = list(expected);
            i18n::text(
                lang,
                "rules-bad-value",
                [
                    ("key", Arg::Str(key)),
                    ("value", Arg::Str(value)),
                    ("expected", Arg::Str(&expected)),
                ],
            )
        }
    }
}

/// Why lines of conditional moves were refused, in a game under `rules`, in `lang`: `it
/// ends with your opponent's move …`, `相手の指し手で終わっていて、あなたの応手がありません`.
pub fn conditional_in(e: &ConditionalError, rules: &Rules, lang: Language) -> String {
    render(ConditionalText { e, rules, lang })
}

/// Why the words of a time control were refused: `` `3x` is not a duration … ``.
pub fn clock(e: &ClockError) -> String {
    clock_in(e, Language::En)
}

/// [`clock`] in `lang`.
pub fn clock_in(e: &ClockError, lang: Language) -> String {
    let (id, text) = match e {
        ClockError::Missing => ("clock-missing", ""),
        ClockError::UnknownWord(t) => ("clock-unknown-word", t.as_str()),
        ClockError::Repeated(t) => ("clock-repeated", t.as_str()),
        ClockError::DaysWithTime(t) => ("clock-days-with-time", t.as_str()),
        ClockError::InvalidDays(t) => ("clock-invalid-days", t.as_str()),
        ClockError::InvalidDuration(t) => ("clock-invalid-duration", t.as_str()),
        ClockError::InvalidTime(t) => ("clock-invalid-time", t.as_str()),
        ClockError::Incomplete(t) => ("clock-incomplete", t.as_str()),
        ClockError::InvalidMoves(t) => ("clock-invalid-moves", t.as_str()),
        ClockError::OutOfRange { text, min, max } => {
            // English keeps the clock's short form (`1h 00m`), as its mails always wrote it;
            // other languages say the duration in words (`1時間`).
            let say = |secs: Secs| match lang {
                Language::En => yubin_domain::clock::format_duration(secs),
                _ => duration_in(secs, lang),
            };
            let (min, max) = (say(*min), say(*max));
            return i18n::text(
                lang,
                "clock-out-of-range",
                [
                    ("text", Arg::Str(text)),
                    ("min", Arg::Str(&min)),
                    ("max", Arg::Str(&max)),
                ],
            );
        }
        ClockError::MaxBelowBank(t) => ("clock-max-below-bank", t.as_str()),
        ClockError::MaxWithoutIncrement(t) => ("clock-max-without-increment", t.as_str()),
        ClockError::DoubleWithoutMoves(t) => ("clock-double-without-moves", t.as_str()),
        ClockError::ByoWithoutBank(t) => ("clock-byo-without-bank", t.as_str()),
    };
    i18n::text(lang, id, [("text", Arg::Str(text))])
}

/// A time control in words: `30 days plus 3 days per move (at most 60 days)`.
pub fn control(tc: &TimeControl) -> String {
    control_in(tc, Language::En)
}

/// [`control`] in `lang` (`持ち時間30日、1手ごとに3日加算（上限60日）`).
pub fn control_in(tc: &TimeControl, lang: Language) -> String {
    let d = |secs: Secs| duration_in(secs, lang);
    let num = |n: u32| Arg::Num(i64::from(n));
    match *tc {
        TimeControl::PerMove { days } => {
            i18n::text(lang, "control-per-move", [("days", num(days))])
        }
        TimeControl::Fischer {
            bank,
            increment,
            cap,
        } => {
            let (bank, increment) = (d(bank), d(increment));
            let mut args = vec![
                ("bank", Arg::Str(&bank)),
                ("increment", Arg::Str(&increment)),
            ];
            let cap = cap.map(d);
            match &cap {
                Some(c) => {
                    args.push(("cap", Arg::Str(c)));
                    i18n::text(lang, "control-fischer-cap", &args)
                }
                None => i18n::text(lang, "control-fischer", &args),
            }
        }
        TimeControl::Iccf {
            moves,
            period,
            double_after,
        } => {
            let period = d(period);
            let mut args = vec![("moves", num(moves)), ("period", Arg::Str(&period))];
            let double = double_after.map(d);
            match &double {
                Some(x) => {
                    args.push(("double", Arg::Str(x)));
                    i18n::text(lang, "control-iccf-double", &args)
                }
                None => i18n::text(lang, "control-iccf", &args),
            }
        }
        TimeControl::Byoyomi { bank, period } => {
            let (bank, period) = (d(bank), d(period));
            i18n::text(
                lang,
                "control-byoyomi",
                [("bank", Arg::Str(&bank)), ("period", Arg::Str(&period))],
            )
        }
    }
}

/// A duration in words in `lang`, in its largest exact units: `30 days`, `1 day 12 hours`;
/// `30日`, `1日12時間`.
pub fn duration_in(secs: Secs, lang: Language) -> String {
    let parts = [
        (secs / DAY, "duration-days"),
        (secs % DAY / HOUR, "duration-hours"),
        (secs % HOUR / MINUTE, "duration-minutes"),
    ];
    let words: Vec<String> = parts
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|&(n, id)| i18n::text(lang, id, [("n", Arg::Num(n))]))
        .collect();
    if words.is_empty() {
        i18n::text(lang, "duration-none", [])
    } else {
        words.join(&i18n::text(lang, "duration-separator", []))
    }
}

/// A game's preset as the rules line names it: `hishigata (the setup of the seed's diagram,
/// provisional)`, or the name alone when its setup is not in doubt.
pub fn preset(name: &str, setup: Setup) -> String {
    preset_in(name, setup, Language::En)
}

/// [`preset`] in `lang`.
pub fn preset_in(name: &str, setup: Setup, lang: Language) -> String {
    match setup {
        Setup::Hishigata => i18n::text(lang, "preset-provisional", [("name", Arg::Str(name))]),
        _ => name.to_string(),
    }
}

/// What a move burned, as the sentence its mails add in `lang`: `Fire demon burns: 9g
/// white gold general, 8g white silver general.`, `火鬼が焼いた駒：後手の金将（9g）、後手の銀将（8g）。`
/// (`preview`: `Fire demon would burn: …`, for a move not played); `None` when it burned
/// nothing (every move outside Tenjiku Shogi).
pub fn burns_in(burned: &[super::burns::Burned], preview: bool, lang: Language) -> Option<String> {
    (!burned.is_empty()).then(|| {
        render(BurnsText {
            burned,
            preview,
            lang,
        })
    })
}

/// Which fact of a tournament [`tournament`] words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentPart {
    /// `a Swiss of 5 rounds`.
    Format,
    /// `under way, round 2`.
    State,
    /// `1 a win, ½ a draw, …`.
    Points,
    /// `wins (Baumbach), Sonneborn-Berger, …`.
    TieBreaks,
    /// `3 to 30 players`.
    Limits,
    /// `it starts when the organiser starts it`.
    Start,
}

/// A fact of tournament `t` in words, dates in `zone`; `listed`: for the list of
/// tournaments, which holds no games (a running one is only "under way").
pub fn tournament(
    t: &yubin_domain::model::TournamentView,
    part: TournamentPart,
    zone: yubin_domain::model::Zone,
    listed: bool,
) -> String {
    tournament_in(t, part, zone, listed, Language::En)
}

/// [`tournament`] in `lang`.
pub fn tournament_in(
    t: &yubin_domain::model::TournamentView,
    part: TournamentPart,
    zone: yubin_domain::model::Zone,
    listed: bool,
    lang: Language,
) -> String {
    let r = &t.record;
    let terms = &r.terms;
    let num = |n: u32| Arg::Num(i64::from(n));
    let count = |n: usize| Arg::Num(i64::try_from(n).unwrap_or(i64::MAX));
    let say = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    match part {
        TournamentPart::Format => {
            let mut facts = match terms.format {
                Format::RoundRobin { double: false } => say("tournament-format-round-robin", &[]),
                Format::RoundRobin { double: true } => {
                    say("tournament-format-double-round-robin", &[])
                }
                Format::Swiss { rounds } => match terms.round_days {
                    Some(days) => say(
                        "tournament-format-swiss-days",
                        &[("rounds", num(rounds)), ("days", num(days))],
                    ),
                    None => say("tournament-format-swiss", &[("rounds", num(rounds))]),
                },
                Format::Knockout { games_per_match } => say(
                    "tournament-format-knockout",
                    &[("games", num(games_per_match))],
                ),
            };
            if terms.observer_delay > 0 {
                facts = say(
                    "tournament-observer-delay",
                    &[
                        ("facts", Arg::Str(&facts)),
                        ("plies", num(terms.observer_delay)),
                    ],
                );
            }
            if !terms.public {
                facts = say("tournament-private", &[("facts", Arg::Str(&facts))]);
            }
            facts
        }
        TournamentPart::State => match r.state {
            TournamentState::Open => say("tournament-state-open", &[]),
            TournamentState::Running if listed => say("tournament-state-running", &[]),
            TournamentState::Running => match terms.format {
                Format::RoundRobin { .. } => {
                    let finished = t
                        .games
                        .iter()
                        .filter(|g| g.state == yubin_domain::model::GameState::Finished)
                        .count();
                    say(
                        "tournament-state-running-games",
                        &[
                            ("finished", count(finished)),
                            ("games", count(t.games.len())),
                        ],
                    )
                }
                _ => say(
                    "tournament-state-running-round",
                    &[("round", num(t.round()))],
                ),
            },
            TournamentState::Finished => say("tournament-state-finished", &[]),
            TournamentState::Cancelled => say("tournament-state-cancelled", &[]),
        },
        TournamentPart::Points => {
            let p = terms.points;
            let (win, draw, loss, forfeit) = (
                p.win.to_string(),
                p.draw.to_string(),
                p.loss.to_string(),
                p.forfeit_loss.to_string(),
            );
            let mut args = vec![
                ("win", Arg::Str(&win)),
                ("draw", Arg::Str(&draw)),
                ("loss", Arg::Str(&loss)),
                ("forfeit", Arg::Str(&forfeit)),
            ];
            if let Format::Swiss { .. } = terms.format {
                let bye = say(
                    match terms.bye {
                        ByeScore::Win => "tournament-bye-win",
                        ByeScore::Draw => "tournament-bye-draw",
                        ByeScore::Loss => "tournament-bye-loss",
                    },
                    &[],
                );
                args.push(("bye", Arg::Str(&bye)));
                say("tournament-points-bye", &args)
            } else {
                say("tournament-points", &args)
            }
        }
        TournamentPart::TieBreaks => terms
            .tie_breaks
            .iter()
            .map(|tb| {
                say(
                    match tb {
                        TieBreak::Buchholz => "tiebreak-buchholz",
                        TieBreak::MedianBuchholz => "tiebreak-median-buchholz",
                        TieBreak::SonnebornBerger => "tiebreak-sonneborn-berger",
                        TieBreak::DirectEncounter => "tiebreak-direct-encounter",
                        TieBreak::Baumbach => "tiebreak-baumbach",
                        TieBreak::WinsWithWhite => "tiebreak-wins-with-white",
                    },
                    &[],
                )
            })
            .collect::<Vec<_>>()
            .join(&say("list-separator", &[])),
        TournamentPart::Limits => say(
            "tournament-limits",
            &[
                ("min", num(terms.min_players)),
                ("max", num(terms.max_players)),
            ],
        ),
        TournamentPart::Start => {
            if let Some(at) = r.started_at {
                let date = zone.format(at);
                say("tournament-started", &[("date", Arg::Str(&date))])
            } else if let Some(at) = terms.starts_at {
                let date = zone.format(at);
                say(
                    "tournament-starts-on",
                    &[("date", Arg::Str(&date)), ("min", num(terms.min_players))],
                )
            } else {
                say("tournament-starts-by-organiser", &[])
            }
        }
    }
}

/// How a game ended, as a sentence: `black wins: white resigned`.
pub fn ending(e: &Ending) -> String {
    ending_in(e, Language::En)
}

/// How a game ended, as a short phrase for a subject: `resignation`, `bare king`.
pub fn ending_label(e: &Ending) -> String {
    ending_label_in(e, Language::En)
}

/// [`ending_label`] in `lang` (`投了`, `千日手`).
pub fn ending_label_in(e: &Ending, lang: Language) -> String {
    let id = match e.how {
        Termination::Board(r) => match r {
            EndReason::RoyalsCaptured => "ending-label-royals-captured",
            EndReason::BareKing => "ending-label-bare-king",
            EndReason::TwoRoyals => "ending-label-two-royals",
            EndReason::NoLegalMoves => "ending-label-no-legal-moves",
            EndReason::Checkmate => "ending-label-checkmate",
            EndReason::Repetition => "ending-label-repetition",
            EndReason::PerpetualAttack => "ending-label-perpetual-attack",
        },
        Termination::Resignation => "ending-label-resignation",
        Termination::Timeout => "ending-label-timeout",
        Termination::IllegalMove => "ending-label-illegal-move",
        Termination::Agreement => "ending-label-agreement",
        Termination::MaxLength => "ending-label-length-limit",
        Termination::Withdrawal => "ending-label-forfeit",
        Termination::RoundDeadline => "ending-label-round-deadline",
        Termination::Adjudication => "ending-label-adjudication",
    };
    i18n::text(lang, id, [])
}

/// [`ending`] in `lang` (`先手の勝ち：後手が投了しました`).
pub fn ending_in(e: &Ending, lang: Language) -> String {
    let Some(winner) = e.winner else {
        let id = match e.how {
            Termination::Board(EndReason::TwoRoyals) => "ending-two-royals",
            Termination::Board(EndReason::Repetition) => "ending-repetition-draw",
            Termination::Agreement => "ending-agreed",
            Termination::MaxLength => "ending-length-limit",
            Termination::RoundDeadline => "ending-round-deadline-draw",
            Termination::Adjudication => "ending-adjudication-draw",
            _ => {
                let label = ending_label_in(e, lang);
                return i18n::text(lang, "ending-draw", [("reason", Arg::Str(&label))]);
            }
        };
        let reason = i18n::text(lang, id, []);
        return i18n::text(lang, "ending-draw", [("reason", Arg::Str(&reason))]);
    };
    let id = match e.how {
        Termination::Board(r) => match r {
            EndReason::RoyalsCaptured => "ending-royals-captured",
            EndReason::BareKing => "ending-bare-king",
            EndReason::TwoRoyals => "ending-two-royals",
            EndReason::NoLegalMoves => "ending-no-legal-moves",
            EndReason::Checkmate => "ending-checkmate",
            EndReason::Repetition => "ending-repetition-lost",
            EndReason::PerpetualAttack => "ending-perpetual-attack",
        },
        Termination::Resignation => "ending-resignation",
        Termination::Timeout => "ending-timeout",
        Termination::IllegalMove => "ending-illegal-move",
        Termination::Agreement => "ending-conceded",
        Termination::MaxLength => "ending-length-limit",
        Termination::Withdrawal => "ending-withdrawal",
        Termination::RoundDeadline => "ending-round-deadline",
        Termination::Adjudication => "ending-adjudication",
    };
    let loser = side(!winner, lang);
    let reason = i18n::text(lang, id, [("loser", Arg::Str(&loser))]);
    let winner = side(winner, lang);
    i18n::text(
        lang,
        "ending-win",
        [("winner", Arg::Str(&winner)), ("reason", Arg::Str(&reason))],
    )
}

/// A side's name in `lang`: `black`, `white`; `先手`, `後手`.
pub fn side(c: yubin_rules::Color, lang: Language) -> String {
    let id = match c {
        yubin_rules::Color::Black => "side-black",
        yubin_rules::Color::White => "side-white",
    };
    i18n::text(lang, id, [])
}

#[derive(Template)]
#[template(path = "wording/conditional.txt")]
struct ConditionalText<'a> {
    e: &'a ConditionalError,
    rules: &'a Rules,
    lang: Language,
}

fn render(t: impl Template) -> String {
    t.render()
        .expect("wording templates render")
        .trim()
        .to_string()
}

#[derive(Template)]
#[template(path = "wording/burns.txt")]
struct BurnsText<'a> {
    burned: &'a [super::burns::Burned],
    preview: bool,
    lang: Language,
}

impl BurnsText<'_> {
    /// The pieces burned, each `9g white gold general` (`後手の金将（9g）`).
    fn list(&self) -> String {
        let lang = self.lang;
        let items: Vec<String> = self
            .burned
            .iter()
            .map(|b| {
                let id = if b.mover { "burned-mover" } else { "burned" };
                let name = match lang {
                    Language::En => b.name,
                    Language::Ja => b.kanji,
                };
                let square = b.square.to_string();
                let side = side(b.piece.color, lang);
                let args = [
                    ("square", Arg::Str(&square)),
                    ("side", Arg::Str(&side)),
                    ("name", Arg::Str(name)),
                ];
                i18n::text(lang, id, args)
            })
            .collect();
        items.join(&i18n::text(lang, "list-separator", []))
    }
}

#[derive(Template)]
#[template(path = "wording/move_text.txt")]
struct MoveText<'a> {
    e: &'a MoveTextError,
}

impl MoveText<'_> {
    fn illegal(e: &IllegalMove) -> String {
        illegal(e)
    }

    /// Where reading stopped; `None` at the end of the text.
    fn rest(s: &SyntaxError) -> Option<&str> {
        s.rest()
    }
}

/// `s` with its first letter upper case (a sentence's start).
pub fn upper_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::Color;

    /// Every ending, won or drawn, said in both languages: the English as the mails have
    /// always said it, the Japanese all Japanese (no Latin letter left untranslated).
    #[test]
    fn every_ending_is_said_in_english_and_japanese() {
        for how in Termination::all() {
            for winner in [Some(Color::Black), Some(Color::White), None] {
                let e = Ending { winner, how };
                let ja = [
                    ending_in(&e, Language::Ja),
                    ending_label_in(&e, Language::Ja),
                ];
                for text in &ja {
                    assert!(
                        !text.chars().any(|c| c.is_ascii_alphabetic()),
                        "{e:?}: {text}"
                    );
                }
                assert!(!ending(&e).is_empty() && !ending_label(&e).is_empty());
            }
        }
        let resigned = Ending::win(Color::Black, Termination::Resignation);
        assert_eq!(ending(&resigned), "black wins: white resigned");
        assert_eq!(
            ending_in(&resigned, Language::Ja),
            "先手の勝ち：後手が投了しました"
        );
        assert_eq!(ending_label_in(&resigned, Language::Ja), "投了");
        let timeout = Ending {
            winner: None,
            how: Termination::Timeout,
        };
        assert_eq!(ending(&timeout), "draw: timeout");
        assert_eq!(ending_in(&timeout, Language::Ja), "引き分け：時間切れ");
    }

    /// Every kind of time control, in English as the mails have always said it and in
    /// Japanese; numbers are written without grouping (`1000 days`).
    #[test]
    fn time_controls_are_said_in_english_and_japanese() {
        let cases = [
            (
                TimeControl::PerMove { days: 1 },
                "1 day per move",
                "1手1日",
            ),
            (
                TimeControl::PerMove { days: 1000 },
                "1000 days per move",
                "1手1000日",
            ),
            (
                TimeControl::Fischer {
                    bank: 30 * DAY,
                    increment: DAY + 12 * HOUR,
                    cap: Some(60 * DAY),
                },
                "30 days plus 1 day 12 hours per move (at most 60 days)",
                "持ち時間30日、1手ごとに1日12時間加算（上限60日）",
            ),
            (
                TimeControl::Iccf {
                    moves: 10,
                    period: 50 * DAY,
                    double_after: Some(7 * DAY),
                },
                "10 moves in 50 days, unused time carried forward, time beyond 7 days on one move counting double",
                "10手ごとに50日、残り時間は繰り越し、1手で7日を超えた分は2倍に数える",
            ),
            (
                TimeControl::Byoyomi {
                    bank: 2 * HOUR + MINUTE,
                    period: 0,
                },
                "2 hours 1 minute, then no time per move (byoyomi)",
                "持ち時間2時間1分、その後1手なし（秒読み）",
            ),
        ];
        for (tc, en, ja) in cases {
            assert_eq!(control(&tc), en);
            assert_eq!(control_in(&tc, Language::Ja), ja);
        }
    }

    /// A tournament's facts in English as the mails have always said them, and in Japanese
    /// with no English word left (dates keep their zone's name).
    #[test]
    fn tournament_facts_are_said_in_english_and_japanese() {
        use yubin_domain::model::{
            GameTerms, TournamentId, TournamentRecord, TournamentTerms, TournamentView, Zone,
        };
        use yubin_domain::standings::PointSystem;
        let terms = TournamentTerms {
            name: "Autumn".into(),
            format: Format::Swiss { rounds: 5 },
            points: PointSystem::CLASSIC,
            bye: ByeScore::Draw,
            tie_breaks: vec![TieBreak::Buchholz, TieBreak::SonnebornBerger],
            min_players: 4,
            max_players: 8,
            starts_at: Some(1_800_000_000),
            round_days: Some(3),
            observer_delay: 2,
            public: false,
            game: GameTerms::chu_for_tests(),
        };
        let view = TournamentView {
            record: TournamentRecord {
                id: TournamentId(1),
                terms,
                organiser: "alice@example.test".into(),
                organiser_name: None,
                state: TournamentState::Open,
                created_at: 1_700_000_000,
                started_at: None,
                round_started_at: None,
                finished_at: None,
                reported: 0,
                thread_root: String::new(),
            },
            entrants: Vec::new(),
            games: Vec::new(),
            byes: Vec::new(),
            watchers: Vec::new(),
            organiser_look: Default::default(),
        };
        let en = |part| tournament(&view, part, Zone::default(), false);
        let ja = |part| tournament_in(&view, part, Zone::default(), false, Language::Ja);
        assert_eq!(
            en(TournamentPart::Format),
            "a Swiss of 5 rounds, each round at most 3 days; observers see its games 2 plies \
             behind; its games stay out of the public archive"
        );
        assert_eq!(
            ja(TournamentPart::Format),
            "スイス式5回戦、各回戦は最長3日、観戦者には2手遅れで表示、対局は公開アーカイブに載せない"
        );
        assert_eq!(
            en(TournamentPart::Points),
            "1 a win, ½ a draw, 0 a loss, 0 a loss by forfeit, a bye a draw's"
        );
        assert_eq!(
            ja(TournamentPart::Points),
            "勝ち1点、引き分け½点、負け0点、不戦敗0点、不戦勝（バイ）は引き分けと同点"
        );
        assert_eq!(en(TournamentPart::TieBreaks), "Buchholz, Sonneborn-Berger");
        assert_eq!(
            ja(TournamentPart::TieBreaks),
            "ブッフホルツ、ゾンネボルン・ベルガー"
        );
        assert_eq!(en(TournamentPart::Limits), "4 to 8 players");
        assert_eq!(ja(TournamentPart::Limits), "4〜8人");
        assert_eq!(en(TournamentPart::State), "open for entries");
        assert_eq!(ja(TournamentPart::State), "参加受付中");
        let date = Zone::default().format(1_800_000_000);
        assert_eq!(
            en(TournamentPart::Start),
            format!("it starts on {date} if 4 players have joined")
        );
        assert_eq!(
            ja(TournamentPart::Start),
            format!("{date}に開始（4人以上が参加していれば）")
        );
    }

    /// Every refusal of a time control's words in both languages: the player's words kept
    /// as written, the Japanese without English words outside them.
    #[test]
    fn clock_refusals_are_said_in_english_and_japanese() {
        let t = || "3x".to_string();
        let all = [
            ClockError::Missing,
            ClockError::UnknownWord(t()),
            ClockError::Repeated(t()),
            ClockError::DaysWithTime(t()),
            ClockError::InvalidDays(t()),
            ClockError::InvalidDuration(t()),
            ClockError::InvalidTime(t()),
            ClockError::Incomplete(t()),
            ClockError::InvalidMoves(t()),
            ClockError::OutOfRange {
                text: t(),
                min: HOUR,
                max: 365 * DAY,
            },
            ClockError::MaxBelowBank(t()),
            ClockError::MaxWithoutIncrement(t()),
            ClockError::DoubleWithoutMoves(t()),
            ClockError::ByoWithoutBank(t()),
        ];
        for e in &all {
            let ja = clock_in(e, Language::Ja);
            // Outside the backquoted words (the player's, and the command's syntax), Japanese.
            let prose: String = ja.split('`').step_by(2).collect();
            assert!(
                !prose.chars().any(|c| c.is_ascii_alphabetic()),
                "{e:?}: {ja}"
            );
            assert!(!clock(e).is_empty());
        }
        assert_eq!(
            clock(&ClockError::InvalidDuration(t())),
            "`3x` is not a duration (write it like `30d`, `12h`, `1d12h`)"
        );
        assert_eq!(
            clock_in(&ClockError::InvalidMoves(t()), Language::Ja),
            "`3x` は1から100までの手数ではありません"
        );
    }

    /// Rule options refused and a provisional preset, in both languages.
    #[test]
    fn rule_refusals_and_presets_are_said_in_english_and_japanese() {
        let e = RulesError::UnknownPreset {
            variant: Variant::Chu,
            preset: "blitz".into(),
        };
        assert_eq!(
            rules(&e),
            "unknown preset `blitz` for chu; expected one of: standard, jcsa, heisei"
        );
        assert_eq!(
            rules_in(&e, Language::Ja),
            "`chu` に `blitz` というプリセットはありません。指定できるもの：standard、jcsa、heisei"
        );
        let e = RulesError::BadValue {
            key: "chu.lion",
            value: "x".into(),
            expected: vec!["a", "b"],
        };
        assert_eq!(
            rules(&e),
            "bad value `x` for `chu.lion`; expected one of: a, b"
        );
        assert_eq!(
            rules_in(&e, Language::Ja),
            "`chu.lion` に `x` は指定できません。指定できる値：a、b"
        );
        assert_eq!(preset("standard", Setup::Standard), "standard");
        assert_eq!(
            preset("hishigata", Setup::Hishigata),
            "hishigata (the setup of the seed's diagram, provisional)"
        );
        assert_eq!(
            preset_in("hishigata", Setup::Hishigata, Language::Ja),
            "hishigata（典拠の図による初期配置、暫定）"
        );
    }
}
