//! Every result line the writer can write, pinned against lishogi's KIF importer: it must be
//! one the importer's grammar accepts, and the importer must read the same result from it.

use super::{read, result_word, write};
use crate::record::{Ending, Header, Termination};
use yubin_rules::notation::usi;
use yubin_rules::{Color, EndReason, Game, Rules, Variant};

/// Every result line lishogi's KIF importer accepts after the moves: `termValue` in
/// scalashogi's `src/main/scala/format/kif/KifParser.scala` (lines 396–397 at commit d6c35f5,
/// after version 13.1.0), the only words of the `termination` parser that
/// `StepsParser.strSteps` allows there. Any other line (反則負け, 不戦敗, 不戦勝) fails the whole
/// import: `Cannot parse moves/drops`.
const TERM_VALUE: [&str; 11] = [
    "中断",
    "投了",
    "持将棋",
    "千日手",
    "引き分け",
    "引分け",
    "詰み",
    "切れ負け",
    "反則勝ち",
    "入玉勝ち",
    "Time-up",
];

/// The result lishogi's importer takes from a result word (`Some(None)` a draw, `None` no
/// result), `mover` being the side it counts as to move: scalashogi's
/// `KifParserHelper.createResult` (`src/main/scala/format/kif/KifParserHelper.scala`, lines
/// 169–177), given by `KifParser.createTags` (`KifParser.scala`, lines 210–225) the start's
/// side flipped once per parsed move line (`strSteps.size`, line 104, where a lion's
/// 一歩目 and 二歩目 lines are two).
fn lishogi_result(word: &str, mover: Color) -> Option<Option<Color>> {
    match word {
        "投了" | "反則負け" | "切れ負け" | "Time-up" => Some(Some(!mover)),
        "入玉勝ち" | "詰み" | "反則勝ち" => Some(Some(mover)),
        "持将棋" | "千日手" | "引き分け" | "引分け" => Some(None),
        _ => None,
    }
}

/// Every termination a record can hold.
fn every_termination() -> Vec<Termination> {
    use Termination::*;
    let mut all: Vec<Termination> = EndReason::ALL.iter().map(|&r| Board(r)).collect();
    all.extend(Termination::NOT_BOARD);
    for t in &all {
        // No wildcard: a new termination fails to compile here until it is listed above.
        match t {
            Board(_) | Resignation | Timeout | IllegalMove | Agreement | MaxLength | Forfeit
            | Adjudication | Unknown => {}
        }
    }
    all
}

const COLORS: [Color; 2] = [Color::Black, Color::White];

/// Every word written, for every ending, side to move and side lishogi counts as to move, is
/// in the importer's list and read there, and by KIF's meaning (our reader's), as the same
/// result.
#[test]
fn every_result_line_is_one_lishogi_reads_as_ours() {
    let (mut tried, mut written) = (0, 0);
    for how in every_termination() {
        for winner in [Some(Color::Black), Some(Color::White), None] {
            for to_move in COLORS {
                for counted in COLORS {
                    tried += 1;
                    let e = Ending { winner, how };
                    let Some(word) = result_word(e, to_move, counted) else {
                        continue;
                    };
                    written += 1;
                    let at = format!("{e:?}, {to_move:?} to move, lishogi counts {counted:?}");
                    assert!(TERM_VALUE.contains(&word), "{word}: {at}");
                    assert_eq!(lishogi_result(word, counted), Some(winner), "{word}: {at}");
                    let ours = read::word_ending(word, to_move).map(|e| e.winner);
                    assert_eq!(ours, Some(winner), "{word}: {at}");
                }
            }
        }
    }
    assert_eq!(tried, every_termination().len() * 3 * 4);
    assert!(written >= 20, "{written}");
}

/// An ending (its termination and winner, Black being to move), its word when lishogi
/// counts the side to move right, and its word when lishogi counts White.
type Row = (
    Termination,
    Option<Color>,
    Option<&'static str>,
    Option<&'static str>,
);

/// The word of each ending when lishogi counts the side to move right (the module's table),
/// and after an odd number of two-line moves, when it does not.
#[test]
fn the_words_of_the_table() {
    use EndReason as R;
    use Termination::*;
    let (b, w) = (Some(Color::Black), Some(Color::White));
    let rows: &[Row] = &[
        (Resignation, w, Some("投了"), None),
        (Resignation, b, None, None),
        (Timeout, w, Some("切れ負け"), None),
        (Timeout, b, None, None),
        (IllegalMove, w, None, None),
        (IllegalMove, b, Some("反則勝ち"), None),
        (Forfeit, w, None, None),
        (Forfeit, b, None, None),
        (Agreement, None, Some("引き分け"), Some("引き分け")),
        (Adjudication, None, Some("引き分け"), Some("引き分け")),
        (Adjudication, w, None, None),
        (MaxLength, None, Some("持将棋"), Some("持将棋")),
        (Unknown, w, None, None),
        (Unknown, None, None, None),
        (Board(R::Repetition), None, Some("千日手"), Some("千日手")),
        (
            Board(R::TwoRoyals),
            None,
            Some("引き分け"),
            Some("引き分け"),
        ),
        (Board(R::PerpetualAttack), w, None, None),
        (Board(R::PerpetualAttack), b, Some("反則勝ち"), None),
        (Board(R::Checkmate), w, None, Some("詰み")),
        (Board(R::NoLegalMoves), w, None, Some("詰み")),
        (Board(R::RoyalsCaptured), w, None, None),
        (Board(R::BareKing), w, None, None),
    ];
    for &(how, winner, right, odd) in rows {
        let e = Ending { winner, how };
        assert_eq!(result_word(e, Color::Black, Color::Black), right, "{e:?}");
        let counted_wrong = result_word(e, Color::Black, Color::White);
        assert_eq!(counted_wrong, odd, "{e:?}, odd lines");
    }
}

fn game(moves: &str) -> Game {
    let mut game = Game::new(Rules::default());
    for m in moves.split_whitespace() {
        let mv = usi::parse(game.position(), m).unwrap();
        game.play(mv).unwrap();
    }
    game
}

fn with_ending(winner: Option<Color>, how: Termination) -> Header {
    Header {
        ending: Some(Ending { winner, how }),
        ..Header::default()
    }
}

/// The lines after the moves line that are not moves: the result line, if any, and the
/// summary.
fn after_moves(text: &str) -> Vec<&str> {
    text.lines()
        .skip_while(|l| !l.starts_with("手数"))
        .skip(1)
        .filter(|l| !l.contains('（'))
        .collect()
}

/// A loss by an illegal move (Black, to move, offended): no result line, and the result in
/// the `#yubin:` line and the summary.
#[test]
fn an_illegal_move_has_no_result_line() {
    let g = game("7j7h 5d5e");
    let text = write(
        &g,
        &with_ending(Some(Color::White), Termination::IllegalMove),
    )
    .unwrap();
    assert_eq!(after_moves(&text), ["まで2手で後手の勝ち"], "{text}");
    assert!(
        text.starts_with("#yubin:ending=white illegal_move\n"),
        "{text}"
    );
}

/// lishogi counts a lion's two-line move as two moves: after one, White's resignation has
/// no line (lishogi would count Black to move and give White the win); after two, it has.
#[test]
fn two_line_moves_count_twice_for_lishogi() {
    let resigns = with_ending(Some(Color::Black), Termination::Resignation);
    let one = game("7j7h 5d5e 7h8f 4c9h 8f9e10d");
    assert_eq!(one.position().side_to_move(), Color::White);
    let text = write(&one, &resigns).unwrap();
    assert_eq!(after_moves(&text), ["まで5手で先手の勝ち"], "{text}");
    let two = game("7j7h 5d5e 7h8f 4c9h 8f9e10d 5e5f 10d9d10d");
    let text = write(&two, &resigns).unwrap();
    let steps = text.lines().filter(|l| l.contains("歩目")).count();
    assert_eq!(steps, 4, "{text}");
    assert_eq!(
        after_moves(&text),
        ["   8手目   投了", "まで7手で先手の勝ち"],
        "{text}"
    );
}

/// KIF is written for Chu alone: the four other variants have no KIF, so no result line.
#[test]
fn only_chu_has_kif() {
    let mut n = 0;
    for v in Variant::ALL.into_iter().filter(|&v| v != Variant::Chu) {
        let g = Game::new(Rules::standard(v));
        assert!(write(&g, &Header::default()).is_err(), "{v:?}");
        n += 1;
    }
    assert_eq!(n, 4);
}
