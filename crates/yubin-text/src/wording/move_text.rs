//! Why a move text names no move ([`MoveTextError`]), in the languages other than English
//! (English: `templates/wording/move_text.txt`, through [`super::move_text`]).

use super::{illegal_in, move_text};
use crate::i18n::{self, Arg, Language};
use yubin_rules::notation::{MoveTextError, Notation};
use yubin_rules::Rules;

/// [`move_text`] in `lang`, of a move in a game under `rules`. English is the template's,
/// which names what the reader expected where; the other languages say what is wrong and how
/// moves are written, the piece names as the picture writes them.
pub fn move_text_in(e: &MoveTextError, rules: &Rules, lang: Language) -> String {
    use yubin_rules::notation::ResolveError as R;
    if lang == Language::En {
        return move_text(e);
    }
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    match e {
        MoveTextError::Syntax(s) => {
            let notation = t(notation_id(s.notation), &[]);
            t(
                "move-text-syntax",
                &[
                    ("input", Arg::Str(s.input.trim())),
                    ("notation", Arg::Str(&notation)),
                ],
            )
        }
        MoveTextError::Resolve(r) => {
            let input = r.input().trim();
            match r {
                R::OffBoard { square, .. } => t(
                    "move-text-off-board",
                    &[("input", Arg::Str(input)), ("square", Arg::Str(square))],
                ),
                R::NoSuchPiece { piece, .. } => {
                    let piece = super::named_piece_in(piece, rules, lang);
                    t(
                        "move-text-no-such-piece",
                        &[("input", Arg::Str(input)), ("piece", Arg::Str(&piece))],
                    )
                }
                R::WrongPiece {
                    square,
                    found,
                    expected,
                    ..
                } => {
                    let square = square.to_string();
                    let found = crate::picture::labels::spoken(rules, *found, lang);
                    let expected = super::named_piece_in(expected, rules, lang);
                    t(
                        "move-text-wrong-piece",
                        &[
                            ("input", Arg::Str(input)),
                            ("square", Arg::Str(&square)),
                            ("found", Arg::Str(found)),
                            ("expected", Arg::Str(&expected)),
                        ],
                    )
                }
                R::CannotMove { reasons, .. } => {
                    let why: Vec<String> = reasons
                        .iter()
                        .take(3)
                        .map(|(sq, why)| {
                            let why = illegal_in(why, rules, lang);
                            if reasons.len() > 1 {
                                t(
                                    "move-text-piece-on",
                                    &[
                                        ("square", Arg::Str(&sq.to_string())),
                                        ("why", Arg::Str(&why)),
                                    ],
                                )
                            } else {
                                why
                            }
                        })
                        .collect();
                    let why = why.join(&i18n::text(lang, "list-separator", []));
                    t(
                        "move-text-cannot-move",
                        &[("input", Arg::Str(input)), ("why", Arg::Str(&why))],
                    )
                }
                R::Illegal { reason, .. } => {
                    let why = illegal_in(reason, rules, lang);
                    t(
                        "move-text-illegal",
                        &[("input", Arg::Str(input)), ("why", Arg::Str(&why))],
                    )
                }
                R::Ambiguous { texts, .. } => {
                    let list = texts.join(&i18n::text(lang, "list-separator", []));
                    let first = texts.first().map_or("DK5j-6k", String::as_str);
                    t(
                        "move-text-ambiguous",
                        &[
                            ("input", Arg::Str(input)),
                            ("moves", Arg::Str(&list)),
                            ("example", Arg::Code(first)),
                        ],
                    )
                }
                R::NoPass { .. } => t("move-text-no-pass", &[("input", Arg::Str(input))]),
                R::WrongNotation { notation, .. } => t(
                    "move-text-wrong-notation",
                    &[
                        ("input", Arg::Str(input)),
                        ("notation", Arg::Str(notation.name())),
                    ],
                ),
            }
        }
    }
}

/// The message that names a notation, for the languages other than English (whose
/// template writes [`Notation::name`]).
fn notation_id(n: Notation) -> &'static str {
    match n {
        Notation::Usi => "notation-usi",
        Notation::Tsa => "notation-tsa",
        Notation::WinBoardSan => "notation-winboard-san",
        Notation::WinBoardEngine => "notation-winboard-engine",
        Notation::PassWord => "notation-pass-word",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{notation, Game, Variant};

    #[test]
    fn a_move_text_that_names_no_move_is_explained_in_japanese() {
        let game = Game::new(Rules::standard(Variant::Chu));
        let pos = game.position();
        let why = |text: &str| {
            let e = notation::read_move(pos, text).unwrap_err();
            (move_text(&e), move_text_in(&e, pos.rules(), Language::Ja))
        };
        let (en, ja) = why("xyz");
        assert_eq!(
            move_text_in(
                &notation::read_move(pos, "xyz").unwrap_err(),
                pos.rules(),
                Language::En
            ),
            en
        );
        assert!(ja.starts_with("指し手 `xyz` を読み取れません"), "{ja}");
        let (_, ja) = why("P-7q");
        assert!(ja.contains("この盤に"), "{ja}");
        let (_, ja) = why("P-7e");
        assert!(ja.starts_with("`P-7e` は"), "{ja}");
        for (_, ja) in [
            why("xyz"),
            why("P-7q"),
            why("P-7e"),
            why("pass 7f"),
            why("f4f5,f5"),
        ] {
            assert!(!ja.contains("hint"), "{ja}");
            // The notation by its Japanese name (`WinBoard のエンジン形式`), not `winboard engine`.
            for english in ["usi", "tsa", "winboard", "engine", "word"] {
                assert!(!ja.contains(english), "{ja}");
            }
        }
    }
}
