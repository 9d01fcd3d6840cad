//! KIF records (`yubin_records::kif`): golden files of the test games (`tests/data/kif/*.kif`,
//! written anew with `YUBIN_BLESS=1`), round trips, lishogi's own KIF, the reader's errors
//! and the refusal of Maka Dai Dai Shogi.

#[path = "support/kif_games.rs"]
#[allow(dead_code)]
mod games;

use std::path::Path;
use yubin_records::kif::{self, KifErrorKind, KifWriteError};
use yubin_records::record::{Ending, Header, Termination};
use yubin_rules::notation::{sfen, usi};
use yubin_rules::{Color, Game, IllegalMove, PieceKind, Rules, Variant};

#[test]
fn golden_files() {
    let files: Vec<(String, String)> = games::cases()
        .into_iter()
        .map(|case| {
            let text = kif::write(&case.game, &case.header).unwrap();
            (format!("{}.kif", case.name), text)
        })
        .collect();
    assert_eq!(files.len(), 10);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kif");
    yubin_golden::check_dir(dir, files);
}

/// Comments after the moves: the goldens (`tests/data/kif_commented/`) of the games with a
/// lion's two-line moves, a handicap and a result line; every file reads back to its moves;
/// no comment writes exactly `write`'s file.
#[test]
fn commented_files() {
    let mut files = Vec::new();
    for case in games::cases() {
        let plain = kif::write(&case.game, &case.header).unwrap();
        let none = vec![None; case.game.moves().len()];
        assert_eq!(
            kif::write_commented(&case.game, &case.header, &none).unwrap(),
            plain
        );
        assert_eq!(
            kif::write_commented(&case.game, &case.header, &[]).unwrap(),
            plain
        );
        let text =
            kif::write_commented(&case.game, &case.header, &games::comments(&case.game)).unwrap();
        assert_ne!(text, plain, "{}", case.name);
        let (back, header) = kif::read(&text).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_eq!(back.moves(), case.game.moves(), "{}", case.name);
        assert_eq!(header.ending, case.header.ending, "{}", case.name);
        if ["lion_double", "igui", "pass", "handicap_two_lions"].contains(&case.name) {
            files.push((format!("{}.kif", case.name), text));
        }
    }
    assert_eq!(files.len(), 4);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kif_commented");
    yubin_golden::check_dir(dir, files);
}

/// A comment cannot smuggle a line into the file: a lone CR, a CRLF or a move line in its
/// text all end up on `*` lines, and the file reads back to the same moves.
#[test]
fn a_comment_stays_a_comment() {
    let case = games::cases()
        .into_iter()
        .find(|c| c.name == "igui")
        .unwrap();
    let hostile = "ok\r   6手目   5五歩兵 （←5四）\r\n投了\n\n*\n#yubin:ending=white resignation";
    let comments = vec![Some(hostile.to_string()); case.game.moves().len()];
    let text = kif::write_commented(&case.game, &case.header, &comments).unwrap();
    let moves_at = text.find("手数----").unwrap();
    for line in text[moves_at..]
        .split(['\r', '\n'])
        .skip(1)
        .filter(|l| !l.is_empty())
    {
        assert!(
            line.starts_with('*') || line.contains("手目") || line.starts_with("まで"),
            "{line:?}"
        );
    }
    assert!(text.contains("\n*   6手目   5五歩兵 （←5四）\n*投了\n**\n*#yubin:ending="));
    let (back, header) = kif::read(&text).unwrap();
    assert_eq!(back.moves(), case.game.moves());
    assert_eq!(header.ending, case.header.ending);
}

/// The engine's choice in a comment: a move as its KIF line writes it, without 仝.
#[test]
fn move_text_is_the_move_line_without_its_number() {
    let cases = games::cases();
    let lion = cases.iter().find(|c| c.name == "lion_double").unwrap();
    let mut pos = lion.game.initial().clone();
    let moves = lion.game.moves();
    for &mv in &moves[..moves.len() - 1] {
        pos.play_unchecked(mv);
    }
    let text = kif::move_text(&pos, *moves.last().unwrap());
    assert!(text.contains("獅子 （←") && text.contains('・'), "{text}");
    assert!(!text.contains('目'), "{text}");
    let pos = Game::new(Rules::default()).position().clone();
    let mv = usi::parse(&pos, "7i7h").unwrap();
    assert_eq!(kif::move_text(&pos, mv), "7八歩兵 （←7九）");
}

#[test]
fn round_trips() {
    let mut n = 0;
    for case in games::cases() {
        let text = kif::write(&case.game, &case.header).unwrap();
        let (game, header) =
            kif::read(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", case.name));
        assert_eq!(
            sfen::write(game.initial()),
            sfen::write(case.game.initial()),
            "{}",
            case.name
        );
        assert_eq!(game.initial(), case.game.initial(), "{}", case.name);
        assert_eq!(game.moves(), case.game.moves(), "{}", case.name);
        assert_eq!(game.rules(), case.game.rules(), "{}", case.name);
        assert_eq!(header, case.header, "{}", case.name);
        assert_eq!(kif::write(&game, &header).unwrap(), text, "{}", case.name);
        n += 1;
    }
    assert_eq!(n, 10);
}

/// Every ending, and who is to move, round-trips through `#yubin:ending`, and the result
/// word alone (without the `#yubin:` lines, as lishogi's files) gives the same ending where
/// the word says it.
#[test]
fn endings_round_trip() {
    use Termination::*;
    let game = games::play(yubin_rules::Position::start(Rules::default()), "7j7h 5d5e");
    let hows = Termination::NOT_BOARD.into_iter().chain([
        Board(yubin_rules::EndReason::PerpetualAttack),
        Board(yubin_rules::EndReason::Repetition),
    ]);
    let mut n = 0;
    for how in hows {
        for winner in [Some(Color::Black), Some(Color::White), None] {
            let header = Header {
                ending: Some(Ending { winner, how }),
                ..Header::default()
            };
            let text = kif::write(&game, &header).unwrap();
            let (_, back) = kif::read(&text).unwrap();
            assert_eq!(back.ending, header.ending, "{text}");
            let bare: String = text
                .lines()
                .filter(|l| !l.starts_with('#'))
                .map(|l| format!("{l}\n"))
                .collect();
            let (_, lishogi) = kif::read(&bare).unwrap();
            // The word tells resignation, timeout, the illegal move of the side not to move
            // (lishogi reads no word for the other's: `kif::write`'s table) and these draws.
            let said = match (how, winner) {
                (Resignation | Timeout, Some(Color::White)) => true, // Black to move
                (IllegalMove, Some(Color::Black)) => true,
                (Agreement | MaxLength, None) => true,
                (Board(yubin_rules::EndReason::Repetition), None) => true,
                _ => false,
            };
            if said {
                assert_eq!(lishogi.ending, header.ending, "{text}");
            }
            n += 1;
        }
    }
    assert_eq!(n, 30);
}

/// lishogi's own KIF of a Chu game (the example of `kif-chu.md`, with moves that make it a
/// legal game, and lishogi's 仝 in a 一歩目 line and （居食い）).
#[test]
fn reads_lishogi_kif() {
    let text = "\
開始日時：2026/11/02 10:00:00
棋戦：Rated Chushogi game
場所：https://lishogi.org/abcdefgh
持ち時間：10分+10秒
先手：alice
後手：bob
手数----指手---------消費時間--
   1手目   7八獅子 （←7十）   (00:03/00:00:03)
   2手目   5五歩兵 （←5四）   (00:02/00:00:02)
   3手目   8六獅子 （←7八）
   4手目   9八龍馬 （←4三）
   5手目一歩目 9五獅子 （←8六）
   5手目二歩目 8六獅子（居食い） （←9五）
   6手目   8七龍馬 （←9八）
   7手目一歩目 仝獅子 （←8六）
   7手目二歩目 8六獅子 （←8七）
* a comment
   8手目   6五歩兵 （←6四）
   9手目   10五獅子 （←8六）
  10手目   同歩兵 （←10四）
  11手目   投了
";
    let (game, header) = kif::read(text).unwrap();
    let usis: Vec<String> = {
        let mut pos = game.initial().clone();
        game.moves()
            .iter()
            .map(|&m| {
                let s = usi::format(&pos, m);
                pos.play_unchecked(m);
                s
            })
            .collect()
    };
    assert_eq!(
        usis.join(" "),
        "7j7h 5d5e 7h8f 4c9h 8f9e8f 9h8g 8f8g8f 6d6e 8f10e 10d10e"
    );
    assert_eq!(header.black, "alice");
    assert_eq!(header.event.as_deref(), Some("Rated Chushogi game"));
    assert_eq!(header.time_control.as_deref(), Some("10分+10秒"));
    assert_eq!(header.started.unwrap().to_string(), "2026-11-02 10:00:00");
    assert_eq!(
        header.ending,
        Some(Ending {
            winner: Some(Color::White),
            how: Termination::Resignation
        })
    );
}

/// A lishogi handicap written as 手合割, and a diagram without `#yubin:sfen`.
#[test]
fn reads_handicap_name_and_diagram() {
    let (game, header) = kif::read("手合割：二枚獅子\n下手：a\n上手：b\n").unwrap();
    assert_eq!(
        sfen::write(game.initial()),
        yubin_rules::handicap::TWO_LIONS_SFEN
    );
    assert_eq!(header.handicap.as_deref(), Some("two_lions"));
    let case = games::cases()
        .into_iter()
        .find(|c| c.name == "promoted_gold")
        .unwrap();
    let text = kif::write(&case.game, &case.header).unwrap();
    let without: String = text
        .lines()
        .filter(|l| !l.starts_with("#yubin:sfen"))
        .map(|l| format!("{l}\n"))
        .collect();
    let (game, _) = kif::read(&without).unwrap();
    assert_eq!(game.initial(), case.game.initial());
    assert_eq!(game.moves(), case.game.moves());
}

#[test]
fn reader_errors_name_the_line() {
    let head = "先手：a\n後手：b\n手数----指手---------消費時間--\n";
    let cases: &[(&str, usize, &str)] = &[
        ("   1手目   7七歩兵 （←7九）\n", 4, "not a possible move"),
        ("   1手目   7八金将 （←7九）\n", 4, "is not the pawn"),
        ("   1手目   仝歩兵 （←7九）\n", 4, "仝 on the first move"),
        ("   1手目   7八歩兵 （←7九\n", 4, "expected `）`"),
        ("   1手目   7八犬 （←7九）\n", 4, "no Chu piece"),
        ("   1手目一歩目 7八獅子 （←7十）\n", 4, "in pairs"),
        (
            "   1手目   7八歩兵 （←7九）\n   2手目   投了\n   3手目   5五歩兵 （←5四）\n",
            6,
            "after the result",
        ),
        ("something\n", 4, "header line"),
        // A KIF of shogi says so, rather than that a square was expected.
        (
            "   1 ７六歩(77)   ( 0:00/00:00:00)\n",
            4,
            "not of Chu Shogi",
        ),
    ];
    for &(moves, line, words) in cases {
        let text = format!("{head}{moves}");
        let e = kif::read(&text).unwrap_err();
        assert_eq!(e.line, line, "{e}");
        assert!(e.to_string().contains(words), "{e}");
        assert_eq!(e.text, text.lines().nth(line - 1).unwrap());
    }
    let e = kif::read("開始日時：yesterday\n").unwrap_err();
    assert_eq!((e.line, e.kind), (1, KifErrorKind::Date));
    let e = kif::read("#yubin:option=chu.nothing=1\n").unwrap_err();
    assert!(matches!(e.kind, KifErrorKind::Rules(_)), "{e}");
    let e = kif::read("|  ・|一\n").unwrap_err();
    assert!(matches!(e.kind, KifErrorKind::Board(_)), "{e}");
    assert_eq!(
        e.to_string(),
        "KIF line 1 `|  ・|一`: bad board diagram: 1 ranks, not 12"
    );
    let e = kif::read("手合割：角落ち\n").unwrap_err();
    assert_eq!(
        (e.line, e.kind),
        (1, KifErrorKind::OtherGame("a handicap of shogi"))
    );
    let e = kif::read(&"|  ・  ・  ・  ・  ・  ・  ・  ・  ・|一\n".repeat(9)).unwrap_err();
    assert_eq!(
        (e.line, e.kind),
        (9, KifErrorKind::OtherGame("a board of 9 ranks"))
    );
}

/// A move the position allows but the game does not (the game is over).
#[test]
fn moves_after_the_end_are_illegal() {
    let text = "\
#yubin:sfen=12/12/12/12/12/12/12/12/12/9G2/5k6/5K6 w - 1
 １２ １１ １０ ９  ８  ７  ６  ５  ４  ３  ２  １
+------------------------------------------------+
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|一
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|二
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|三
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|四
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|五
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|六
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|七
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|八
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|九
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  金  ・  ・|十
|  ・  ・  ・  ・  ・ v玉  ・  ・  ・  ・  ・  ・|十一
|  ・  ・  ・  ・  ・  玉  ・  ・  ・  ・  ・  ・|十二
+------------------------------------------------+
後手番
手数----指手---------消費時間--
   1手目   7十二玉将 （←7十一）
   2手目   3十一金将 （←3十）
";
    let e = kif::read(text).unwrap_err();
    assert_eq!(e.line, 20, "{e}");
    assert_eq!(e.kind, KifErrorKind::Illegal(IllegalMove::GameOver));
    // The diagram must agree with #yubin:sfen.
    let moved = text.replace(
        "|  ・  ・  ・  ・  ・  ・  ・  ・  ・  金",
        "|  ・  ・  ・  ・  ・  ・  ・  ・  金  ・",
    );
    let e = kif::read(&moved).unwrap_err();
    assert_eq!((e.line, e.kind), (4, KifErrorKind::BoardMismatch));
}

#[test]
fn maka_is_refused() {
    let game = Game::new(Rules::preset(Variant::Maka, "standard").unwrap());
    let e = kif::write(&game, &Header::default()).unwrap_err();
    assert_eq!(e, KifWriteError::Variant(Variant::Maka));
    assert!(e.to_string().contains("Maka Dai Dai Shogi"));
}

/// The traps of lishogi's writer are avoided: no 仝 in a 一歩目 line, `成飛` for a promoted
/// gold, `成歩` for a tokin in the diagram.
#[test]
fn traps_avoided() {
    let cases = games::cases();
    let text = |name: &str| {
        let c = cases.iter().find(|c| c.name == name).unwrap();
        kif::write(&c.game, &c.header).unwrap()
    };
    let same = text("same_square_first_step");
    assert!(same.contains("   4手目一歩目 5六獅子 （←6五）\n"), "{same}");
    for c in &cases {
        let t = kif::write(&c.game, &c.header).unwrap();
        assert!(!t.lines().any(|l| l.contains("歩目 仝")), "{}", c.name);
        assert!(!t.contains("金飛車"), "{}", c.name);
    }
    let gold = text("promoted_gold");
    assert!(gold.contains("   1手目   5四金将成 （←5五）\n"), "{gold}");
    assert!(gold.contains("   3手目   5一成飛 （←5四）\n"), "{gold}");
    assert!(gold.contains("v成飛"), "{gold}");
    assert!(gold.contains(" 成歩"), "{gold}");
    assert_eq!(
        kif::read(&gold)
            .unwrap()
            .0
            .position()
            .piece_at(yubin_rules::Square::new(5, 0).unwrap())
            .map(|p| p.kind),
        Some(PieceKind::PromotedGold)
    );
}
