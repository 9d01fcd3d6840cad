//! KIF game records of Chu Shogi, exactly as lishogi writes them, so that a yubin game opens
//! in lishogi; [`read`] takes them back (and lishogi's own KIF of a Chu game).
//!
//! # The format as written
//!
//! ```text
//! #yubin:preset=standard
//! #yubin:option=chu.lion.counterstrike=okazaki
//! #yubin:round=2.1
//! #yubin:ending=white resignation
//! 開始日時：2026/11/25 09:05:00
//! 終了日時：2026/12/01 18:30:00
//! 棋戦：Spring Cup, round 2.1
//! 場所：yubin game 12
//! 持ち時間：7 days per move
//! 先手：alice
//! 後手：bob
//! 手数----指手---------消費時間--
//!    1手目   7八歩兵 （←7九）
//!    2手目   5五歩兵 （←5四）
//!   …
//!   13手目一歩目 7六獅子 （←7七）
//!   13手目二歩目 7七獅子 （←7六）
//!   14手目   仝奔王 （←6三）
//!   21手目   10四飛車成 （←10九）
//!   55手目   投了
//! まで54手で後手の勝ち
//! ```
//!
//! * **Header** (lishogi's keys, in lishogi's order, each only when known): 開始日時 and
//!   終了日時 as `YYYY/MM/DD HH:MM:SS` (the [`Stamp`](crate::record::Stamp)s, which are UTC:
//!   KIF has no zone), 棋戦 (the event, and `, round <round>` when there is a round, which
//!   `#yubin:round` lets the reader take off again), 場所 (the site), 持ち時間 (the time
//!   control in words), then 先手 and 後手, always, as lishogi writes them even when empty. A
//!   handicap game names its players 下手 (Black) and 上手 (White), the KIF words for the
//!   weaker and stronger player, as lishogi does for its Chu handicaps. The moves start after
//!   lishogi's `手数----指手---------消費時間--` line.
//! * **Rules and what KIF has no key for** go on `#yubin:<key>=<value>` lines at the top:
//!   `preset` (the preset's name), `option` (one `key=value` per rule option that differs from
//!   the standard rules, [`Rules::differences`]), `setup=heisei` (Heisei's setup under another
//!   preset's name), `handicap` (the handicap's machine name), `round`, `ending` (`<winner>
//!   <how>`: `black`, `white` or `draw`, then `resignation`, `timeout`, `illegal_move`,
//!   `agreement`, `max_length`, `forfeit`, `adjudication`, `unknown` (the result alone is
//!   known) or `board:<reason>` with
//!   [`EndReason::as_str`]) and `sfen` (the start position, with the board diagram). A line
//!   starting with `#` is a comment in KIF (Kakinoki's format uses it for the file's own
//!   notes); lishogi's server drops such lines before it reads anything and shogiops' tag
//!   reader skips them, so lishogi reads the file as if they were not there. `*` lines were
//!   not used: they are comments on the position or the move before them, which lishogi keeps
//!   and shows. (lishogi's server also cuts every other line at a `#` or `&`, so a player or
//!   event name holding one reaches lishogi cut short; yubin's reader keeps it whole.)
//! * **Start position**: none for the standard start (as lishogi, which writes no 手合割 for
//!   Chu: a bare 手合割 line makes shogiops read standard shogi). Any other start (handicaps,
//!   Heisei, set-up positions) is lishogi's 12-rank diagram: the file numbers ` １２ １１ …`,
//!   a frame of 48 `-`, one line per rank `|` + twelve 3-character cells + `|` + the rank in
//!   kanji, where a cell is `  ・` or the piece's board name right-aligned, White's after a
//!   `v` (`v獅`, ` 成飛`); then `後手番` (`上手番` in a handicap game) when White moves first.
//!   Both of lishogi's readers take a board of 12 ranks for Chu. A game without moves gets the
//!   diagram even from the standard start: lishogi's server recognises Chu by the diagram or by
//!   a Chu move line, and shogiops only by the diagram. With the diagram the exact position
//!   goes on `#yubin:sfen=`, which also carries what a diagram cannot: the move number, the
//!   last lion capture, Heisei's reserve and promotion marks.
//! * **Moves**, one line each: the number right-aligned in 4 characters, `手目`, three spaces,
//!   the destination (file in half-width digits, rank in kanji: `10四`, `2十一`) or `仝` when it
//!   is the previous move's final square, the piece's full name (`歩兵`, `獅子`, `龍王`), `成`
//!   when it promotes (nothing when it does not, also when it declines), then ` （←<origin>）`.
//!   A promoted piece is named like the kind it moves as (`龍王` for a promoted rook,
//!   `金将` for a tokin), as lishogi writes it.
//! * **Lion-power moves** that capture on the way (double captures, igui) and the pass take two
//!   lines, `<n>手目一歩目 <first square><name> （←<origin>）` and `<n>手目二歩目 <final
//!   square><name> （←<first square>）`, without lishogi's optional （居食い） marker; a pass is
//!   written with its canonical route (`chu-shogi.md` §7.1). A move through an empty first
//!   square is the direct move, one line.
//! * **Result**: the next move number, `手目`, three spaces and the KIF word, then the
//!   summary `まで<n>手で<side>の勝ち` (or `まで<n>手で引き分け`), which lishogi's server skips.
//!   The word is written only where lishogi's importer reads it as the same result (below);
//!   the summary always.
//!
//! | Ending | Line, when the loser is to move | when the winner is to move |
//! |---|---|---|
//! | resignation | 投了 | none |
//! | timeout | 切れ負け | none |
//! | illegal move | none (反則負け: lishogi refuses it) | 反則勝ち |
//! | forfeit | none (不戦敗: lishogi refuses it) | none (不戦勝: refused too) |
//! | agreed draw, adjudicated draw, two lone royals | 引き分け | |
//! | draw at the length limit | 持将棋 | |
//! | repetition draw | 千日手 | |
//! | perpetual attack (repetition lost) | none (反則負け) | 反則勝ち |
//! | checkmate, no legal move | none (詰み: lishogi would give the mated side the win) | none |
//! | last royal captured, bare king, adjudicated win, unknown | none | none |
//!
//! After an odd number of two-line moves (lion double moves, igui, passes) lishogi's importer
//! takes the wrong side as the side to move: then a decisive word is left out instead, but
//! for 詰み, which lishogi then reads as the right result.
//!
//! * **Comments** ([`write_commented`]): a ply's comment follows the move's last line, one
//!   `*` line per line of its text (`*+0.35`), blank lines left out; a lion's two-line move
//!   gets it after its 二歩目 line, and the last move's before the result line. This is where
//!   lishogi's server reads a move's comments: scalashogi's `KifParser` takes every `*` line
//!   after a move line, up to the next move line or the result, as that move's comments (a
//!   `*` line before the first move is the start position's), and it makes the two lines of
//!   a lion's move one move from the 二歩目 line's, so a comment after the 一歩目 line would
//!   be lost. It keeps `#` and `&` inside a `*` line, and takes at most 2000 characters of
//!   each. shogiops' move reader and yubin's [`read()`] skip `*` lines.
//!
//! # Decisions and why
//!
//! * **仝 never in a 一歩目 line.** lishogi writes 仝 there when a lion's first step lands on
//!   the previous move's square, but shogiops reads the first step without the previous
//!   square and stops at that line; the square is written instead, which both readers take.
//!   The 二歩目 line never has 仝 (as lishogi).
//! * **`成飛` for a promoted gold**, not lishogi's `金飛車`: shogiops' move pattern allows a
//!   name of one or two characters and stops at a three-character one. `成飛` is lishogi's own
//!   board name for the piece and both readers take it on a move line.
//! * **`成歩` for a promoted pawn in the diagram**, not scalashogi's `杏`, which shogiops reads
//!   as shogi's promoted lance and skips, shifting the rest of the rank.
//! * **Result words** are Kakinoki's KIF words, each saying what happened to the side to
//!   move, so where none fits no line is written rather than a wrong one (a resignation by the
//!   player not to move, a bare king). The draw at the length limit is `持将棋`, the KIF word
//!   for a draw declared by rule (lishogi reads it as a draw); the agreed draw `引き分け`. The
//!   exact ending is on `#yubin:ending=` and in the `まで` summary.
//! * **Only words lishogi's importer reads as the same result.** lishogi's server (scalashogi's
//!   `KifParser`) accepts only 中断, 投了, 持将棋, 千日手, 引き分け, 引分け, 詰み, 切れ負け,
//!   反則勝ち, 入玉勝ち and `Time-up` after the moves, and refuses the whole file for any other
//!   line, 反則負け among them (which its own writer writes). It reads 投了 and 切れ負け as a
//!   loss for the side to move, 反則勝ち and 詰み as a win for it, and takes the side to move
//!   from the number of move lines (a lion's 一歩目 and 二歩目 lines count as two). Its board
//!   decides first where it sees the end itself (the last royal taken, a bare king, no legal
//!   move, repetition, two lone royals). So the loss by an illegal move, whose offender is to
//!   move, has no line: 反則負け would make lishogi refuse the file and 反則勝ち would give the
//!   offender the win. lishogi then imports the moves without a result (a wrong one would be
//!   worse), and skips `#yubin:ending=` and the `まで` summary, which keep it. shogiops
//!   ignores result lines.
//! * **Heisei's drop** is written `<square><name>打` (`成打` when dropped promoted), the KIF
//!   form of a drop; lishogi has no Heisei Chu Shogi and cannot read it.
//! * **Maka Dai Dai Shogi is refused** ([`KifWriteError::Variant`]): lishogi has no Maka, KIF
//!   has no 19-rank diagram, no names for most of its 76 kinds nor a form for the lion dog's
//!   three steps, so no program would read the file; its records are TSA and USI.
//!
//! # Reading
//!
//! [`read()`] takes what [`write()`] writes and lishogi's KIF of a Chu game, checks every move
//! with the rules and gives the game and the header. The rules are those of the
//! `#yubin:` lines (the standard rules without them); the start position is `#yubin:sfen`
//! (checked against the diagram), else the diagram, else a 手合割 of lishogi's Chu handicaps
//! (二枚獅子, 三枚獅子, 二枚王), else the standard start. The ending is `#yubin:ending`, else the
//! board's result of the moves, else the result word's meaning for the side to move.
//! A KIF of shogi is refused as such ([`KifErrorKind::OtherGame`]) at the first sign of it:
//! a shogi handicap in 手合割 (`香落ち`, any `…落ち`), a diagram of 9 ranks, or a move line
//! that fails to read and names its origin as shogi does (`７六歩(77)`).
//! Leniencies:
//! * blank lines, `*` comments, `&` bookmarks, `まで` summaries, other `#` lines and header
//!   keys yubin does not use (戦型, 先手のチーム, …) are skipped; 開始日時 and 終了日時 may be
//!   `YYYY/MM/DD`, `YYYY-MM-DD` and a time `HH:MM[:SS]` after a space or `T`;
//! * a move line may lack its number and `手目`, may carry `▲`/`△`/`☗`/`☖` before the
//!   destination, full-width file digits (`１０四`), `同` for `仝` (in any line: the previous
//!   move's final square), `不成` (not promoting), lishogi's （居食い） or (じっと) marker, half-width
//!   parentheses or none around the origin, no `←`, and a time `( 0:12/00:01:02)` after it;
//! * piece names may be full or one kanji, with other spellings (`王将`, `竜王`, `酔象`, `と`,
//!   `金飛車`); the name must fit the piece on the origin square, where a full name stands
//!   for the piece and for the promoted pieces that move like it;
//! * a board cell may be `王`, `竜`, `杏` or `と` besides the written names;
//! * everything from the first `変化` line (lishogi's variations) is skipped, and so are
//!   `#yubin:` keys this version does not know;
//! * header values are trimmed; a diagram without `#yubin:sfen` starts at move number 1,
//!   without a last lion capture and without Heisei's reserve.
//!
//! # Verification
//!
//! `tests/kif_lishogi.rs` writes games with a lion double move, an igui, a pass, a declined
//! promotion, 仝, a handicap start and a long random game, and replays each with shogiops
//! 0.18.0, lishogi's rules library, through `tools/lishogi-kif/check.mjs`: its KIF parser and
//! its Chu rules must read every move and reach our SFEN ([`yubin_rules::notation::sfen::write`]).
//! lishogi's server (scalashogi) could not be run here; what is said of it above is read from
//! its source (`src/main/scala/format/kif/KifParser.scala` and `KifParserHelper.scala`), and
//! this module's unit tests pin every result line the writer can write, for every ending and
//! either count of the side to move, against its list of result words and its reading of them.

mod names;
mod read;
#[cfg(test)]
mod tests;

pub use read::{read, KifError, KifErrorKind};

use crate::record::{Ending, Header, Termination};
use core::fmt;
use names::{board_name, move_name, rank_kanji};
use yubin_rules::notation::{pass_route, sfen};
use yubin_rules::position::CHU_START_SFEN;
use yubin_rules::{Color, EndReason, Game, Move, Position, Rules, Square, Variant};

/// Why a game cannot be written as KIF.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KifWriteError {
    /// KIF is written for Chu Shogi only (see the module documentation).
    Variant(Variant),
}

impl fmt::Display for KifWriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KifWriteError::Variant(v) => write!(
                f,
                "no KIF for {}: lishogi reads KIF of Chu Shogi only (write TSA or USI instead)",
                v.title()
            ),
        }
    }
}

impl std::error::Error for KifWriteError {}

/// The line before the moves, as lishogi writes it.
const MOVES_LINE: &str = "手数----指手---------消費時間--";

/// The file numbers above the diagram, as lishogi writes them.
const FILES_LINE: &str = " １２ １１ １０ ９  ８  ７  ６  ５  ４  ３  ２  １";

/// Writes a Chu Shogi game and its header as KIF (see the module documentation).
///
/// ```
/// use yubin_records::{kif, record::Header};
/// use yubin_rules::notation::usi;
/// use yubin_rules::{Game, Rules};
/// let mut game = Game::new(Rules::default());
/// let mv = usi::parse(game.position(), "7i7h").unwrap();
/// game.play(mv).unwrap();
/// let header = Header { black: "alice".into(), white: "bob".into(), ..Header::default() };
/// let text = kif::write(&game, &header).unwrap();
/// assert!(text.ends_with("先手：alice\n後手：bob\n手数----指手---------消費時間--\n   1手目   7八歩兵 （←7九）\n"));
/// let (back, _) = kif::read(&text).unwrap();
/// assert_eq!(back.moves(), game.moves());
/// ```
///
/// # Errors
/// [`KifWriteError::Variant`] for a game of any variant but Chu Shogi.
pub fn write(game: &Game, header: &Header) -> Result<String, KifWriteError> {
    write_commented(game, header, &[])
}

/// Writes a Chu Shogi game as [`write`] does, with a comment after each ply that has one:
/// `comments[i]` is the comment on ply `i + 1` (none past the end of the slice), each of its
/// lines a `*` line after the move's last line (see "Comments" in the module documentation).
/// With no comment the file is exactly [`write`]'s.
///
/// ```
/// use yubin_records::{kif, record::Header};
/// use yubin_rules::notation::usi;
/// use yubin_rules::{Game, Rules};
/// let mut game = Game::new(Rules::default());
/// game.play(usi::parse(game.position(), "7i7h").unwrap()).unwrap();
/// let text = kif::write_commented(&game, &Header::default(), &[Some("+0.35".into())]).unwrap();
/// assert!(text.ends_with("   1手目   7八歩兵 （←7九）\n*+0.35\n"));
/// assert_eq!(kif::read(&text).unwrap().0.moves(), game.moves());
/// ```
///
/// # Errors
/// [`KifWriteError::Variant`] for a game of any variant but Chu Shogi.
pub fn write_commented(
    game: &Game,
    header: &Header,
    comments: &[Option<String>],
) -> Result<String, KifWriteError> {
    let rules = game.rules();
    if rules.variant != Variant::Chu {
        return Err(KifWriteError::Variant(rules.variant));
    }
    let initial = game.initial();
    let handicap = header.handicap.is_some();
    let start_sfen = sfen::write(initial);
    let diagram = start_sfen != CHU_START_SFEN || game.moves().is_empty();
    let mut out = String::new();
    let mut line = |s: &str| {
        out.push_str(s);
        out.push('\n');
    };

    if let Some(p) = &header.preset {
        line(&format!("#yubin:preset={}", one_line(p)));
    }
    let base = header
        .preset
        .as_deref()
        .and_then(|p| Rules::preset(Variant::Chu, p).ok())
        .unwrap_or_else(|| Rules::standard(Variant::Chu));
    if rules.setup != base.setup {
        line("#yubin:setup=heisei");
    }
    for (k, v) in rules.differences() {
        line(&format!("#yubin:option={k}={}", one_line(&v)));
    }
    if let Some(h) = &header.handicap {
        line(&format!("#yubin:handicap={}", one_line(h)));
    }
    if let Some(r) = &header.round {
        line(&format!("#yubin:round={}", one_line(r)));
    }
    if let Some(e) = header.ending {
        line(&format!("#yubin:ending={}", ending_text(e)));
    }
    if diagram {
        line(&format!("#yubin:sfen={start_sfen}"));
    }

    if let Some(s) = header.started {
        line(&format!("開始日時：{}", stamp(s)));
    }
    if let Some(s) = header.ended {
        line(&format!("終了日時：{}", stamp(s)));
    }
    let event = match (&header.event, &header.round) {
        (Some(e), Some(r)) => Some(format!("{}, round {}", one_line(e), one_line(r))),
        (Some(e), None) => Some(one_line(e)),
        (None, Some(r)) => Some(format!("round {}", one_line(r))),
        (None, None) => None,
    };
    if let Some(e) = event {
        line(&format!("棋戦：{e}"));
    }
    if let Some(s) = &header.site {
        line(&format!("場所：{}", one_line(s)));
    }
    if let Some(t) = &header.time_control {
        line(&format!("持ち時間：{}", one_line(t)));
    }
    if diagram {
        for l in diagram_lines(initial, handicap) {
            line(&l);
        }
    }
    let (black, white) = side_names(handicap);
    line(&format!("{black}：{}", one_line(&header.black)));
    line(&format!("{white}：{}", one_line(&header.white)));
    line(MOVES_LINE);

    let mut pos = initial.clone();
    let mut last: Option<Square> = None;
    let mut written = 0;
    for (i, &mv) in game.moves().iter().enumerate() {
        let n = i + 1;
        for l in move_lines(&pos, mv, n, &mut last) {
            line(&l);
            written += 1;
        }
        if let Some(Some(c)) = comments.get(i) {
            for l in comment_lines(c) {
                line(&l);
            }
        }
        pos.play_unchecked(mv);
    }
    if let Some(e) = header.ending {
        let plies = game.moves().len();
        let to_move = pos.side_to_move();
        // lishogi's importer counts the move lines, not the moves (see `result_word`).
        let counted = if written % 2 == 0 {
            initial.side_to_move()
        } else {
            !initial.side_to_move()
        };
        if let Some(word) = result_word(e, to_move, counted) {
            line(&format!("{:>4}手目   {word}", plies + 1));
        }
        line(&match e.winner {
            Some(w) => format!("まで{plies}手で{}の勝ち", side_name(w, handicap)),
            None => format!("まで{plies}手で引き分け"),
        });
    }
    Ok(out)
}

/// A comment's `*` lines: one per line of its text, blank lines left out (lishogi's parser
/// reads a `*` line only with text after the star). A lone CR ends a line too, as every KIF
/// reader takes it, so that no line of a comment can stand in the file without its star.
fn comment_lines(text: &str) -> Vec<String> {
    text.split(['\r', '\n'])
        .map(str::trim_end)
        .filter(|l| !l.trim().is_empty())
        .map(|l| format!("*{l}"))
        .collect()
}

/// A move as a KIF move line writes it, without its number: `7六歩兵 （←7七）`, `10四飛車成
/// （←10九）`, a drop `7六歩兵打`, and a lion's two steps as the two lines' texts joined by
/// `・` (`7六獅子 （←7七）・7七獅子 （←7六）`). The destination is always a square, never 仝:
/// for a move shown apart from the record (the engine's choice in a comment).
pub fn move_text(pos: &Position, mv: Move) -> String {
    move_lines(pos, mv, 0, &mut None)
        .iter()
        .map(|l| {
            let body = l.split_once('目').map_or(l.as_str(), |(_, b)| b);
            body.trim_start_matches(['一', '二', '歩', '目']).trim()
        })
        .collect::<Vec<_>>()
        .join("・")
}

/// A header value on one line: line breaks become spaces (a KIF header line ends the value).
fn one_line(s: &str) -> String {
    s.split(['\r', '\n']).collect::<Vec<_>>().join(" ")
}

/// `2026/11/25 09:05:00`.
fn stamp(s: crate::record::Stamp) -> String {
    format!(
        "{:04}/{:02}/{:02} {:02}:{:02}:{:02}",
        s.year, s.month, s.day, s.hour, s.minute, s.second
    )
}

/// The KIF names of the players: `(先手, 後手)`, or `(下手, 上手)` in a handicap game.
fn side_names(handicap: bool) -> (&'static str, &'static str) {
    if handicap {
        ("下手", "上手")
    } else {
        ("先手", "後手")
    }
}

fn side_name(c: Color, handicap: bool) -> &'static str {
    let (b, w) = side_names(handicap);
    match c {
        Color::Black => b,
        Color::White => w,
    }
}

/// The `#yubin:ending=` value: `white resignation`, `draw agreement`, `black board:bare_king`.
pub(super) fn ending_text(e: Ending) -> String {
    let winner = e.winner.map_or("draw", Color::name);
    format!("{winner} {}", termination_name(e.how))
}

/// The machine name of a termination (`resignation`, `board:bare_king`).
fn termination_name(t: Termination) -> String {
    match t {
        Termination::Board(r) => format!("board:{}", r.as_str()),
        Termination::Resignation => "resignation".into(),
        Termination::Timeout => "timeout".into(),
        Termination::IllegalMove => "illegal_move".into(),
        Termination::Agreement => "agreement".into(),
        Termination::MaxLength => "max_length".into(),
        Termination::Forfeit => "forfeit".into(),
        Termination::Adjudication => "adjudication".into(),
        Termination::Unknown => "unknown".into(),
    }
}

/// Parses [`termination_name`].
pub(super) fn parse_termination(s: &str) -> Option<Termination> {
    Some(match s {
        "resignation" => Termination::Resignation,
        "timeout" => Termination::Timeout,
        "illegal_move" => Termination::IllegalMove,
        "agreement" => Termination::Agreement,
        "max_length" => Termination::MaxLength,
        "forfeit" => Termination::Forfeit,
        "adjudication" => Termination::Adjudication,
        "unknown" => Termination::Unknown,
        _ => Termination::Board(EndReason::parse(s.strip_prefix("board:")?)?),
    })
}

/// What lishogi's importer makes of a result word, for the side it counts as to move
/// (scalashogi's `KifParserHelper.createResult`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// The side to move lost (投了, 切れ負け).
    MoverLoses,
    /// The side to move won (反則勝ち, and 詰み: read so, against its KIF meaning).
    MoverWins,
    /// A draw.
    Draw,
    /// No result (中断): the game is imported unfinished.
    NoResult,
}

impl Reading {
    /// The result it gives when `mover` is to move: `Some(winner)`, `Some(None)` a draw.
    fn result(self, mover: Color) -> Option<Option<Color>> {
        match self {
            Reading::MoverLoses => Some(Some(!mover)),
            Reading::MoverWins => Some(Some(mover)),
            Reading::Draw => Some(None),
            Reading::NoResult => None,
        }
    }
}

/// The only result lines lishogi's importer reads (scalashogi's `KifParser`, its
/// `termValue`), and how it reads each. Any other line after the moves (反則負け, 不戦敗,
/// 不戦勝) fails the whole import.
const LISHOGI_WORDS: &[(&str, Reading)] = &[
    ("中断", Reading::NoResult),
    ("投了", Reading::MoverLoses),
    ("持将棋", Reading::Draw),
    ("千日手", Reading::Draw),
    ("引き分け", Reading::Draw),
    ("引分け", Reading::Draw),
    ("詰み", Reading::MoverWins),
    ("切れ負け", Reading::MoverLoses),
    ("反則勝ち", Reading::MoverWins),
    ("入玉勝ち", Reading::MoverWins),
    ("Time-up", Reading::MoverLoses),
];

/// The result line's word (see the module's table), or none.
///
/// A line is written only when two readings of it name the ending's winner (or a draw): the
/// word's KIF meaning for the side to move, `to_move` ([`kif_word`]), and lishogi's. lishogi's
/// importer accepts the words of [`LISHOGI_WORDS`] alone, and reads each for the side it
/// counts as to move, `counted`: the start's side flipped once per move *line*, so that a
/// lion's two-line move (一歩目, 二歩目) counts twice. Where they disagree no line is written:
/// lishogi then imports the moves without a result, rather than refuse the file or import a
/// wrong winner, and the ending stays on `#yubin:ending=` and the `まで` summary, which it
/// skips. So a loss by an illegal move (the offender to move) has no line: 反則負け is refused,
/// and 反則勝ち would give the offender the win.
fn result_word(e: Ending, to_move: Color, counted: Color) -> Option<&'static str> {
    let word = kif_word(e, to_move)?;
    let (_, reading) = LISHOGI_WORDS.iter().find(|(w, _)| *w == word)?;
    (reading.result(counted) == Some(e.winner)).then_some(word)
}

/// Kakinoki's KIF word for an ending, when one says what happened to the side to move.
fn kif_word(e: Ending, to_move: Color) -> Option<&'static str> {
    let loser_to_move = e.winner == Some(!to_move);
    let foul = if loser_to_move {
        "反則負け"
    } else {
        "反則勝ち"
    };
    match (e.how, e.winner) {
        (Termination::Resignation, Some(_)) if loser_to_move => Some("投了"),
        (Termination::Timeout, Some(_)) if loser_to_move => Some("切れ負け"),
        (Termination::IllegalMove, Some(_)) => Some(foul),
        (Termination::Forfeit, Some(_)) => Some(if loser_to_move {
            "不戦敗"
        } else {
            "不戦勝"
        }),
        (Termination::Agreement | Termination::Adjudication, None) => Some("引き分け"),
        (Termination::MaxLength, None) => Some("持将棋"),
        (Termination::Board(r), None) => Some(match r {
            EndReason::Repetition => "千日手",
            _ => "引き分け",
        }),
        (Termination::Board(EndReason::PerpetualAttack | EndReason::Repetition), Some(_)) => {
            Some(foul)
        }
        (Termination::Board(EndReason::Checkmate | EndReason::NoLegalMoves), Some(_))
            if loser_to_move =>
        {
            Some("詰み")
        }
        _ => None,
    }
}

/// A square as KIF writes it for Chu: `7八`, `10四`, `2十一`.
fn square(sq: Square) -> String {
    format!("{}{}", sq.file(), rank_kanji(sq.rank() + 1))
}

/// The diagram of a start position, lishogi's lines (see the module documentation).
fn diagram_lines(pos: &Position, handicap: bool) -> Vec<String> {
    let dims = pos.dimensions();
    let frame = format!("+{}+", "-".repeat(usize::from(dims.files) * 4));
    let mut lines = vec![FILES_LINE.to_string(), frame.clone()];
    for r in 0..dims.ranks {
        let mut l = String::from("|");
        for f in (1..=dims.files).rev() {
            let sq = Square::new(f, r).expect("on the board");
            let cell = match pos.piece_at(sq) {
                None => "・".to_string(),
                Some(p) => {
                    let name = board_name(p.kind).unwrap_or("？");
                    match p.color {
                        Color::Black => name.to_string(),
                        Color::White => format!("v{name}"),
                    }
                }
            };
            for _ in cell.chars().count()..3 {
                l.push(' ');
            }
            l.push_str(&cell);
        }
        l.push('|');
        l.push_str(rank_kanji(r + 1));
        lines.push(l);
    }
    lines.push(frame);
    if pos.side_to_move() == Color::White {
        lines.push(format!("{}番", side_names(handicap).1));
    }
    lines
}

/// The line or two lines of the `n`th move, played from `pos`; `last` is the previous
/// move's final square, updated to this move's.
fn move_lines(pos: &Position, mv: Move, n: usize, last: &mut Option<Square>) -> Vec<String> {
    let name = |sq: Square| {
        pos.piece_at(sq)
            .and_then(|p| move_name(p.kind))
            .unwrap_or("？")
    };
    let dest = |sq: Square, last: Option<Square>| {
        if last == Some(sq) {
            "仝".to_string()
        } else {
            square(sq)
        }
    };
    let two = |from: Square, mid: Square, to: Square| {
        let nm = name(from);
        vec![
            format!("{n:>4}手目一歩目 {}{nm} （←{}）", square(mid), square(from)),
            format!("{n:>4}手目二歩目 {}{nm} （←{}）", square(to), square(mid)),
        ]
    };
    match mv {
        Move::Board {
            from,
            to,
            via,
            promote,
        } => {
            let lines = match via.first() {
                Some(mid) => two(from, mid, to),
                None => vec![format!(
                    "{n:>4}手目   {}{}{} （←{}）",
                    dest(to, *last),
                    name(from),
                    if promote { "成" } else { "" },
                    square(from)
                )],
            };
            *last = Some(to);
            lines
        }
        Move::Pass => match pass_route(pos) {
            Some((sq, mid)) => {
                *last = Some(sq);
                two(sq, mid, sq)
            }
            None => vec![format!("{n:>4}手目   パス")],
        },
        Move::Drop { kind, to, promote } => {
            let nm = move_name(kind).unwrap_or("？");
            // A drop is never written 仝: the square was empty.
            let line = format!(
                "{n:>4}手目   {}{nm}{}打",
                square(to),
                if promote { "成" } else { "" }
            );
            *last = Some(to);
            vec![line]
        }
    }
}
