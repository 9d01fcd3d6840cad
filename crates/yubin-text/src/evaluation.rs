//! A game's analysis in words (issue 27): an evaluation as the annotated records, the
//! analysis mail and the archive show it (`+0.35`, `mate in 3 plies for Black`), and the note
//! on a marked move (the loss and the engine's choice). Evaluations are from Black's view,
//! as [`Eval`] keeps them; a move's notation is the caller's (a KIF comment gives KIF's
//! Japanese move, a TSA score the TSA move).

use crate::i18n::{self, Arg, Language};
use yubin_domain::model::{Eval, PlyEval};

/// Centipawns as pawns with two decimals and a sign: `+0.35`, `-2.10`, `0.00` (no sign for
/// an even position).
///
/// ```
/// use yubin_text::evaluation::pawns;
/// assert_eq!((pawns(35), pawns(-210), pawns(0), pawns(1234)), ("+0.35".into(), "-2.10".into(), "0.00".into(), "+12.34".into()));
/// ```
pub fn pawns(cp: i32) -> String {
    let sign = match cp.signum() {
        1 => "+",
        -1 => "-",
        _ => "",
    };
    format!("{sign}{}", unsigned(cp))
}

/// `3.20`: centipawns as pawns, without a sign.
fn unsigned(cp: i32) -> String {
    let a = cp.unsigned_abs();
    format!("{}.{:02}", a / 100, a % 100)
}

/// An evaluation from Black's view in `lang`'s words: pawns with a sign, or a mate named
/// by its winner and its plies (`mate in 3 plies for Black`, `先手の3手詰め`).
pub fn eval(e: Eval, lang: Language) -> String {
    match e {
        Eval::Centipawns(cp) => pawns(cp),
        Eval::Mate(n) => {
            let side = if n >= 0 { "black" } else { "white" };
            i18n::text(
                lang,
                "eval-mate",
                [
                    ("side", Arg::Str(side)),
                    ("plies", Arg::Num(i64::from(n.unsigned_abs()))),
                ],
            )
        }
    }
}

/// The note on a marked move ([`yubin_domain::model::Analysis::marks`]): what it lost, in
/// pawns (or, where a mate is on either side, the evaluations before and after it), and the
/// engine's choice `best` when there is one, written in the caller's notation.
pub fn mistake(p: &PlyEval, best: Option<&str>, lang: Language) -> String {
    let mate = matches!(p.before, Eval::Mate(_)) || matches!(p.after, Eval::Mate(_));
    let (before, after, lost) = (
        eval(p.before, lang),
        eval(p.after, lang),
        unsigned(p.loss()),
    );
    let mut args = vec![
        ("pawns", Arg::Str(&lost)),
        ("before", Arg::Str(&before)),
        ("after", Arg::Str(&after)),
    ];
    if !mate {
        args.truncate(1);
    }
    let id = match (mate, best) {
        (false, None) => "eval-mistake",
        (false, Some(_)) => "eval-mistake-best",
        (true, None) => "eval-mistake-mate",
        (true, Some(_)) => "eval-mistake-mate-best",
    };
    if let Some(b) = best {
        args.push(("best", Arg::Str(b)));
    }
    i18n::text(lang, id, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ply(before: Eval, after: Eval) -> PlyEval {
        PlyEval {
            ply: 7,
            black: true,
            before,
            best: Some("7g7f".into()),
            after,
            depth: 5,
        }
    }

    #[test]
    fn evaluations_and_mistakes_in_both_languages() {
        assert_eq!(eval(Eval::Centipawns(-5), Language::En), "-0.05");
        assert_eq!(
            eval(Eval::Mate(3), Language::En),
            "mate in 3 plies for Black"
        );
        assert_eq!(
            eval(Eval::Mate(-1), Language::En),
            "mate in 1 ply for White"
        );
        assert_eq!(eval(Eval::Mate(3), Language::Ja), "先手の3手詰め");
        assert_eq!(eval(Eval::Mate(-5), Language::Ja), "後手の5手詰め");
        let lost = ply(Eval::Centipawns(120), Eval::Centipawns(-200));
        assert_eq!(
            mistake(&lost, Some("P-7f"), Language::En),
            "Mistake: 3.20 pawns lost; the engine's choice: P-7f."
        );
        assert_eq!(
            mistake(&lost, None, Language::Ja),
            "悪手：3.20歩分の損です。"
        );
        let mated = ply(Eval::Centipawns(120), Eval::Mate(-3));
        assert_eq!(
            mistake(&mated, Some("7六歩兵 （←7七）"), Language::Ja),
            "悪手：指す前は+1.20、指した後は後手の3手詰めです。最善手は7六歩兵 （←7七）です。"
        );
        assert_eq!(
            mistake(&mated, None, Language::En),
            "Mistake: +1.20 before the move, mate in 3 plies for White after it."
        );
    }
}
