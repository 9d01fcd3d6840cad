//! What a move's reader expected where it stopped ([`Expected`]) and a piece a move text
//! named ([`NamedPiece`]), in the reader's language (`locales/*/reject.ftl`, `expected-*`,
//! `named-piece-*`): the rules crate gives them typed, with English for its logs.

use crate::i18n::{self, Arg, Language};
use crate::picture::labels;
use yubin_rules::notation::{Expected, NamedPiece, Origin};
use yubin_rules::Rules;

/// What was expected, in `lang`: `a square such as `7f``, `` `7f` のようなマス``.
pub fn expected_in(e: &Expected, lang: Language) -> String {
    use Expected::*;
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    let example = |id: &str, e: &str| t(id, &[("example", Arg::Str(e))]);
    match e {
        Move => t("expected-move", &[]),
        Square(e) => example("expected-square", e),
        SecondSquare(None) => t("expected-second-square", &[]),
        SecondSquare(Some(e)) => example("expected-second-square-example", e),
        Destination(None) => t("expected-destination", &[]),
        Destination(Some(e)) => example("expected-destination-example", e),
        PieceLetter(e) => example("expected-piece-letter", e),
        PieceOrFileLetter => t("expected-piece-or-file-letter", &[]),
        PromotingLetter => t("expected-promoting-letter", &[]),
        Abbreviation => t("expected-abbreviation", &[]),
        ChuAbbreviation => t("expected-chu-abbreviation", &[]),
        End => t("expected-end", &[]),
        BangInIgui => t("expected-bang-in-igui", &[]),
        NothingAfterIgui => t("expected-nothing-after-igui", &[]),
        OriginBeforeIgui => t("expected-origin-before-igui", &[]),
        TsaNext => t("expected-tsa-next", &[]),
        SanNext => t("expected-san-next", &[]),
        UsiNext => t("expected-usi-next", &[]),
        LegNext => t("expected-leg-next", &[]),
        MostSquares(n) => t("expected-most-squares", &[("n", Arg::Num(i64::from(*n)))]),
        MostThreeLegs => t("expected-most-three-legs", &[]),
        JoinedLeg => t("expected-joined-leg", &[]),
        NextLeg(letter) => t("expected-next-leg", &[("letter", Arg::Str(letter))]),
        OneOrigin => t("expected-one-origin", &[]),
    }
}

/// The piece a move text named, in `lang`, in a game under `rules`: `lion or promoted
/// kirin on file f`; in Japanese by the pieces' names in that game, `f筋の獅子`.
pub fn named_piece_in(p: &NamedPiece, rules: &Rules, lang: Language) -> String {
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    let piece = if p.kinds.is_empty() {
        let variant = crate::mails::variant_in(p.variant, lang);
        t(
            "named-piece-none",
            &[
                ("written", Arg::Str(&p.written)),
                ("variant", Arg::Str(&variant)),
            ],
        )
    } else {
        // Two kinds may have one name in a game (Chu's lion and promoted kirin: `獅子`).
        let mut names: Vec<&str> = Vec::new();
        for &k in &p.kinds {
            let name = labels::spoken(rules, k, lang);
            if !names.contains(&name) {
                names.push(name);
            }
        }
        names.join(&t("named-piece-or", &[]))
    };
    match p.on {
        Origin::File(file) => {
            let file = char::from(b'a' + file).to_string();
            t(
                "named-piece-on-file",
                &[("piece", Arg::Str(&piece)), ("file", Arg::Str(&file))],
            )
        }
        Origin::Rank(rank) => t(
            "named-piece-on-rank",
            &[("piece", Arg::Str(&piece)), ("rank", Arg::Num(rank.into()))],
        ),
        Origin::Any | Origin::Square(_) => piece,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::notation::{self, MoveTextError, ResolveError};
    use yubin_rules::{Game, PieceKind, Variant};

    /// English as the rules crate's own `Display` says it (what players read before), every
    /// case; Japanese with no English word left.
    #[test]
    fn every_expectation_is_worded_in_english_as_before_and_in_japanese() {
        use Expected::*;
        let all = [
            Move,
            Square("7f"),
            SecondSquare(None),
            SecondSquare(Some("f5")),
            Destination(None),
            Destination(Some("f6")),
            PieceLetter("N"),
            PieceOrFileLetter,
            PromotingLetter,
            Abbreviation,
            ChuAbbreviation,
            End,
            BangInIgui,
            NothingAfterIgui,
            OriginBeforeIgui,
            TsaNext,
            SanNext,
            UsiNext,
            LegNext,
            MostSquares(19),
            MostThreeLegs,
            JoinedLeg,
            NextLeg("N".into()),
            OneOrigin,
        ];
        for e in &all {
            assert_eq!(expected_in(e, Language::En), e.to_string());
            let ja = expected_in(e, Language::Ja);
            let outside_code: String = ja.split('`').step_by(2).collect();
            assert!(
                !outside_code.chars().any(|c| c.is_ascii_alphabetic()),
                "{e:?}: {ja}"
            );
        }
        assert_eq!(
            expected_in(&Square("7f"), Language::Ja),
            "`7f` のようなマス"
        );
    }

    #[test]
    fn a_named_piece_is_worded_as_the_game_names_it() {
        let game = Game::new(Rules::standard(Variant::Chu));
        let pos = game.position();
        let named = |text: &str| match notation::read_move(pos, text).unwrap_err() {
            MoveTextError::Resolve(ResolveError::NoSuchPiece { piece, .. }) => piece,
            e => panic!("{text}: {e:?}"),
        };
        let rules = pos.rules();
        // WinBoard SAN with a file: a lion (`N`) on file a, where Black has none.
        let p = named("Naf6");
        assert_eq!(named_piece_in(&p, rules, Language::En), p.to_string());
        assert_eq!(named_piece_in(&p, rules, Language::Ja), "a筋の獅子");
        // A name Chu does not have.
        let p = NamedPiece {
            written: "Xq".into(),
            kinds: Vec::new(),
            variant: Variant::Chu,
            on: Origin::Any,
        };
        assert_eq!(named_piece_in(&p, rules, Language::En), p.to_string());
        assert_eq!(
            named_piece_in(&p, rules, Language::Ja),
            "駒 `Xq`（中将棋にはない駒）"
        );
        // Two kinds, one name in Japanese: a lion or a promoted kirin (which is one in Chu).
        let p = NamedPiece {
            written: "Ln".into(),
            kinds: vec![PieceKind::Lion, PieceKind::PromotedKirin],
            variant: Variant::Chu,
            on: Origin::Rank(3),
        };
        assert_eq!(named_piece_in(&p, rules, Language::En), p.to_string());
        assert_eq!(named_piece_in(&p, rules, Language::Ja), "3段目の獅子");
    }
}
