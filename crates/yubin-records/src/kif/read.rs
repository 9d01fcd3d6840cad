//! The KIF reader (see the module documentation of [`super`] for what it takes).

use super::names::{board_kind, read_move_name, read_rank};
use super::{parse_termination, MOVES_LINE};
use crate::record::{Ending, Header, Stamp, Termination};
use core::fmt;
use yubin_rules::handicap::Handicap;
use yubin_rules::notation::{sfen, usi, MoveTextError};
use yubin_rules::rules::{RulesError, Setup};
use yubin_rules::{
    Color, Game, IllegalMove, Piece, PieceKind, Position, PositionError, Rules, Square, Variant,
};

/// Why a KIF text could not be read: the line at fault (numbered from 1) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KifError {
    /// The line's number, from 1.
    pub line: usize,
    /// The line as written.
    pub text: String,
    /// What is wrong with it.
    pub kind: KifErrorKind,
}

/// What is wrong with a line of a KIF text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KifErrorKind {
    /// The line could not be read; what was expected where reading stopped.
    Unreadable {
        /// What was expected.
        expected: &'static str,
        /// The rest of the line from there.
        rest: String,
    },
    /// A piece name KIF does not have for Chu Shogi.
    UnknownPiece(String),
    /// The piece named is not the piece on the origin square.
    WrongPiece {
        /// The name written.
        name: String,
        /// What stands on the origin square.
        found: PieceKind,
    },
    /// `仝` (or `同`) on the first move: there is no previous square.
    NoPreviousSquare,
    /// A `一歩目` line without its `二歩目` line, or the other way round.
    LoneStep,
    /// The `二歩目` line does not start where the `一歩目` line ended.
    StepsApart,
    /// The move names no legal move in the position (boxed: the error is large, and rare).
    Move(Box<MoveTextError>),
    /// The move is illegal in the game (repetition, or the game is over).
    Illegal(IllegalMove),
    /// A move after the result line.
    AfterResult,
    /// A board diagram that is not 12 ranks of 12 squares, or with an unknown piece.
    Board(String),
    /// The diagram and the position of `#yubin:sfen` differ.
    BoardMismatch,
    /// The diagram's pieces do not make a position.
    Position(PositionError),
    /// A bad `#yubin:sfen`.
    Sfen(sfen::SfenError),
    /// A bad `#yubin:preset` or `#yubin:option`.
    Rules(RulesError),
    /// A `#yubin:` value that is not one of those allowed.
    BadValue(&'static str),
    /// A date that is not `YYYY/MM/DD HH:MM:SS`.
    Date,
    /// A 手合割 that is not one of lishogi's Chu handicaps.
    UnknownHandicap(String),
    /// The record is of another game: shogi's origin squares (`(77)`), a shogi handicap
    /// (`香落ち`), a 9-rank diagram. What gave it away.
    OtherGame(&'static str),
}

impl fmt::Display for KifErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KifErrorKind::Unreadable { expected, rest } if rest.is_empty() => {
                write!(f, "expected {expected} at the end")
            }
            KifErrorKind::Unreadable { expected, rest } => {
                write!(f, "expected {expected} at `{rest}`")
            }
            KifErrorKind::UnknownPiece(n) => write!(f, "no Chu piece is called `{n}`"),
            KifErrorKind::WrongPiece { name, found } => {
                write!(f, "`{name}` is not the {found} on the origin square")
            }
            KifErrorKind::NoPreviousSquare => f.write_str("仝 on the first move"),
            KifErrorKind::LoneStep => f.write_str("a lion's 一歩目 and 二歩目 lines come in pairs"),
            KifErrorKind::StepsApart => {
                f.write_str("the 二歩目 does not start where the 一歩目 ended")
            }
            KifErrorKind::Move(e) => e.fmt(f),
            KifErrorKind::Illegal(e) => write!(f, "illegal move: {e}"),
            KifErrorKind::AfterResult => f.write_str("a move after the result"),
            KifErrorKind::Board(why) => write!(f, "bad board diagram: {why}"),
            KifErrorKind::BoardMismatch => {
                f.write_str("the board diagram differs from #yubin:sfen")
            }
            KifErrorKind::Position(e) => write!(f, "bad board diagram: {e}"),
            KifErrorKind::Sfen(e) => e.fmt(f),
            KifErrorKind::Rules(e) => e.fmt(f),
            KifErrorKind::BadValue(expected) => write!(f, "expected {expected}"),
            KifErrorKind::Date => f.write_str("expected a date `YYYY/MM/DD HH:MM:SS`"),
            KifErrorKind::OtherGame(sign) => write!(
                f,
                "this is a KIF of shogi or another game ({sign}), not of Chu Shogi, the only \
                 game yubin reads KIF of"
            ),
            KifErrorKind::UnknownHandicap(h) => write!(
                f,
                "unknown 手合割 `{h}` (Chu: 平手, 二枚獅子, 三枚獅子, 二枚王, or a board diagram)"
            ),
        }
    }
}

impl fmt::Display for KifError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "KIF line {} `{}`: {}", self.line, self.text, self.kind)
    }
}

impl std::error::Error for KifError {}

/// A line's number and text, to build errors.
#[derive(Debug, Clone, Copy)]
struct At<'a> {
    line: usize,
    text: &'a str,
}

impl At<'_> {
    fn err(self, kind: KifErrorKind) -> KifError {
        KifError {
            line: self.line,
            text: self.text.to_string(),
            kind,
        }
    }
}

/// Where a move line's piece goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dest {
    Square(Square),
    /// `仝` / `同`: the previous move's final square.
    Same,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Whole,
    First,
    Second,
}

/// A move line, read without the position.
#[derive(Debug, Clone, Copy)]
struct MoveLine {
    step: Step,
    dest: Dest,
    name: &'static str,
    kinds: &'static [PieceKind],
    promote: bool,
    /// The origin square; `None` for a drop.
    from: Option<Square>,
}

/// What the first pass collects.
#[derive(Default)]
struct Collected<'a> {
    preset: Option<(At<'a>, String)>,
    heisei: bool,
    options: Vec<(At<'a>, String, String)>,
    handicap: Option<String>,
    round: Option<String>,
    ending: Option<(At<'a>, String)>,
    sfen: Option<(At<'a>, String)>,
    started: Option<Stamp>,
    ended: Option<Stamp>,
    event: Option<String>,
    site: Option<String>,
    time_control: Option<String>,
    black: Option<String>,
    white: Option<String>,
    teai: Option<(At<'a>, String)>,
    board: Vec<At<'a>>,
    white_first: bool,
    moves: Vec<(At<'a>, MoveLine)>,
    result: Option<(At<'a>, &'static str)>,
}

/// The result words read (Kakinoki's KIF words, and lishogi's `Time-up`).
const RESULT_WORDS: &[&str] = &[
    "投了",
    "中断",
    "持将棋",
    "千日手",
    "引き分け",
    "引分け",
    "詰み",
    "切れ負け",
    "反則勝ち",
    "反則負け",
    "不戦勝",
    "不戦敗",
    "Time-up",
];

/// Reads a KIF record of a Chu Shogi game: the game, every move checked by the rules, and
/// the header (see the module documentation for what is read and how leniently).
///
/// ```
/// use yubin_records::kif;
/// let text = "先手：alice\n後手：bob\n手数----指手---------消費時間--\n   1手目   7八歩兵 （←7九）\n   2手目   投了\n";
/// let (game, header) = kif::read(text).unwrap();
/// assert_eq!(game.moves().len(), 1);
/// assert_eq!(header.white, "bob");
/// assert_eq!(header.ending.unwrap().winner, Some(yubin_rules::Color::Black));
/// let err = kif::read("   1手目   7七歩兵 （←7九）").unwrap_err();
/// assert_eq!(err.line, 1);
/// ```
///
/// # Errors
/// A [`KifError`] naming the first line at fault and why.
pub fn read(text: &str) -> Result<(Game, Header), KifError> {
    let c = collect(text)?;
    let mut rules = match &c.preset {
        Some((at, p)) => {
            Rules::preset(Variant::Chu, p).map_err(|e| at.err(KifErrorKind::Rules(e)))?
        }
        None => Rules::standard(Variant::Chu),
    };
    if c.heisei {
        rules.setup = Setup::Heisei;
    }
    for (at, k, v) in &c.options {
        rules
            .set(k, v)
            .map_err(|e| at.err(KifErrorKind::Rules(e)))?;
    }
    let mut handicap = c.handicap.clone();
    let pos = start_position(&c, rules, &mut handicap)?;
    let mut game = Game::from_position(pos);
    play_moves(&mut game, &c.moves)?;
    let ending = match &c.ending {
        Some((at, text)) => Some(
            parse_ending(text)
                .ok_or_else(|| at.err(KifErrorKind::BadValue("`<black|white|draw> <how>`")))?,
        ),
        None => match game.outcome() {
            Some(o) => Some(Ending {
                winner: o.winner,
                how: Termination::Board(o.reason),
            }),
            None => c
                .result
                .and_then(|(_, w)| word_ending(w, game.position().side_to_move())),
        },
    };
    let event = match (&c.event, &c.round) {
        (Some(e), Some(r)) if *e == format!("round {r}") => None,
        (Some(e), Some(r)) => Some(
            e.strip_suffix(&format!(", round {r}"))
                .unwrap_or(e)
                .to_string(),
        ),
        (e, _) => e.clone(),
    };
    let header = Header {
        event,
        round: c.round.clone(),
        site: c.site.clone(),
        black: c.black.clone().unwrap_or_default(),
        white: c.white.clone().unwrap_or_default(),
        started: c.started,
        ended: c.ended,
        time_control: c.time_control.clone(),
        preset: c.preset.as_ref().map(|(_, p)| p.clone()),
        options: c
            .options
            .iter()
            .map(|(_, k, v)| (k.clone(), v.clone()))
            .collect(),
        handicap,
        ending,
    };
    Ok((game, header))
}

/// The first pass: every line classified, the header read, the moves read without the
/// position.
fn collect(text: &str) -> Result<Collected<'_>, KifError> {
    let mut c = Collected::default();
    for (i, raw) in text.lines().enumerate() {
        let at = At {
            line: i + 1,
            text: raw,
        };
        let l = raw.trim_matches(|ch: char| ch.is_whitespace() || ch == '\u{feff}');
        if l.is_empty() || l.starts_with(['*', '＊', '&']) || l.starts_with("まで") {
            continue;
        }
        if l.starts_with("変化") {
            break;
        }
        if let Some(rest) = l.strip_prefix("#yubin:") {
            yubin_line(&mut c, at, rest)?;
            continue;
        }
        if l.starts_with('#') || l == MOVES_LINE || l.starts_with("手数-") {
            continue;
        }
        if l.starts_with('|') {
            c.board.push(at);
            continue;
        }
        if l.starts_with('+') && l.trim_matches(['+', '-']).is_empty() {
            continue;
        }
        if l.chars()
            .all(|ch| ch.is_whitespace() || ch.is_ascii_digit() || ('０'..='９').contains(&ch))
            && l.chars().any(|ch| ('０'..='９').contains(&ch))
        {
            continue; // the file numbers above the diagram
        }
        match l {
            "後手番" | "上手番" => {
                c.white_first = true;
                continue;
            }
            "先手番" | "下手番" => {
                c.white_first = false;
                continue;
            }
            _ => {}
        }
        if starts_move(l) {
            let line = move_or_result(l).map_err(|k| {
                at.err(if shogi_origin(l) {
                    KifErrorKind::OtherGame("the origin of a shogi move, such as `(77)`")
                } else {
                    k
                })
            })?;
            match line {
                Line::Move(m) => {
                    if c.result.is_some() {
                        return Err(at.err(KifErrorKind::AfterResult));
                    }
                    c.moves.push((at, m));
                }
                Line::Result(w) => {
                    if c.result.is_none() {
                        c.result = Some((at, w));
                    }
                }
            }
            continue;
        }
        let Some((key, value)) = l.split_once(['：', ':']) else {
            return Err(at.err(KifErrorKind::Unreadable {
                expected: "a header line `key：value`, a board line or a move",
                rest: l.to_string(),
            }));
        };
        header_line(&mut c, at, key.trim(), value.trim())?;
    }
    Ok(c)
}

/// A `#yubin:<key>=<value>` line (unknown keys are skipped, for later versions).
fn yubin_line<'a>(c: &mut Collected<'a>, at: At<'a>, rest: &str) -> Result<(), KifError> {
    let Some((key, value)) = rest.split_once('=') else {
        return Err(at.err(KifErrorKind::BadValue("`#yubin:<key>=<value>`")));
    };
    let value = value.trim().to_string();
    match key.trim() {
        "preset" => c.preset = Some((at, value)),
        "setup" if value == "heisei" => c.heisei = true,
        "setup" => return Err(at.err(KifErrorKind::BadValue("`setup=heisei`"))),
        "option" => match value.split_once('=') {
            Some((k, v)) => c
                .options
                .push((at, k.trim().to_string(), v.trim().to_string())),
            None => return Err(at.err(KifErrorKind::BadValue("`option=<key>=<value>`"))),
        },
        "handicap" => c.handicap = Some(value),
        "round" => c.round = Some(value),
        "ending" => c.ending = Some((at, value)),
        "sfen" => c.sfen = Some((at, value)),
        _ => {}
    }
    Ok(())
}

/// A `key：value` header line (keys yubin does not use are skipped).
fn header_line<'a>(
    c: &mut Collected<'a>,
    at: At<'a>,
    key: &str,
    value: &str,
) -> Result<(), KifError> {
    let text = || (!value.is_empty()).then(|| value.to_string());
    match key {
        "開始日時" | "対局日" => {
            c.started = Some(parse_stamp(value).ok_or_else(|| at.err(KifErrorKind::Date))?);
        }
        "終了日時" => {
            c.ended = Some(parse_stamp(value).ok_or_else(|| at.err(KifErrorKind::Date))?);
        }
        "棋戦" => c.event = text(),
        "場所" => c.site = text(),
        "持ち時間" => c.time_control = text(),
        "先手" | "下手" => c.black = Some(value.to_string()),
        "後手" | "上手" => c.white = Some(value.to_string()),
        "手合割" if value.ends_with("落ち") || value.contains("トンボ") => {
            return Err(at.err(KifErrorKind::OtherGame("a handicap of shogi")))
        }
        "手合割" => c.teai = Some((at, value.to_string())),
        _ => {}
    }
    Ok(())
}

/// `2026/11/25 09:05:00`, also `2026-11-25`, `2026/11/25 09:05`, `2026-11-25T09:05:00.000Z`.
fn parse_stamp(text: &str) -> Option<Stamp> {
    let (date, time) = match text.split_once([' ', 'T']) {
        Some((d, t)) => (d, t.trim().trim_end_matches('Z')),
        None => (text, ""),
    };
    let mut d = date.split(['/', '-']);
    let num = |s: Option<&str>| s.and_then(|s| s.trim().parse::<u32>().ok());
    let year = i32::try_from(num(d.next())?).ok()?;
    let month = u8::try_from(num(d.next())?).ok()?;
    let day = u8::try_from(num(d.next())?).ok()?;
    if d.next().is_some() || !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    let (mut hour, mut minute, mut second) = (0, 0, 0);
    if !time.is_empty() {
        let time = time.split('.').next()?;
        let mut t = time.split(':');
        hour = u8::try_from(num(t.next())?).ok()?;
        minute = u8::try_from(num(t.next())?).ok()?;
        if let Some(s) = t.next() {
            second = u8::try_from(num(Some(s))?).ok()?;
        }
        if t.next().is_some() || hour > 23 || minute > 59 || second > 59 {
            return None;
        }
    }
    Some(Stamp {
        year,
        month,
        day,
        hour,
        minute,
        second,
    })
}

/// `<winner> <how>` of `#yubin:ending`.
fn parse_ending(text: &str) -> Option<Ending> {
    let (winner, how) = text.split_once(' ')?;
    let winner = match winner {
        "black" => Some(Color::Black),
        "white" => Some(Color::White),
        "draw" => None,
        _ => return None,
    };
    Some(Ending {
        winner,
        how: parse_termination(how.trim())?,
    })
}

/// The ending a result word says, for the side to move (see the module's table).
pub(super) fn word_ending(word: &str, to_move: Color) -> Option<Ending> {
    let win = |winner: Color, how| {
        Some(Ending {
            winner: Some(winner),
            how,
        })
    };
    let draw = |how| Some(Ending { winner: None, how });
    match word {
        "投了" => win(!to_move, Termination::Resignation),
        "切れ負け" | "Time-up" => win(!to_move, Termination::Timeout),
        "反則負け" => win(!to_move, Termination::IllegalMove),
        "反則勝ち" => win(to_move, Termination::IllegalMove),
        "不戦敗" => win(!to_move, Termination::Forfeit),
        "不戦勝" => win(to_move, Termination::Forfeit),
        "詰み" => win(
            !to_move,
            Termination::Board(yubin_rules::EndReason::Checkmate),
        ),
        "引き分け" | "引分け" => draw(Termination::Agreement),
        "持将棋" => draw(Termination::MaxLength),
        "千日手" => draw(Termination::Board(yubin_rules::EndReason::Repetition)),
        _ => None,
    }
}

/// Whether a line is a move or result line: it starts with a move number, a side mark, a
/// lion step or the destination.
fn starts_move(l: &str) -> bool {
    l.starts_with(|ch: char| {
        ch.is_ascii_digit() || ('０'..='９').contains(&ch) || "▲△☗☖仝同".contains(ch)
    }) || l.starts_with("一歩目")
        || l.starts_with("二歩目")
}

enum Line {
    Move(MoveLine),
    Result(&'static str),
}

/// A cursor over a line.
struct Cur<'a> {
    s: &'a str,
}

impl<'a> Cur<'a> {
    fn eat(&mut self, p: &str) -> bool {
        match self.s.strip_prefix(p) {
            Some(r) => {
                self.s = r;
                true
            }
            None => false,
        }
    }

    fn eat_any(&mut self, ps: &[&str]) -> bool {
        ps.iter().any(|p| self.eat(p))
    }

    fn ws(&mut self) {
        self.s = self.s.trim_start();
    }

    fn digit(&self) -> Option<(u32, usize)> {
        let ch = self.s.chars().next()?;
        let d = if ch.is_ascii_digit() {
            u32::from(ch) - u32::from('0')
        } else if ('０'..='９').contains(&ch) {
            u32::from(ch) - u32::from('０')
        } else {
            return None;
        };
        Some((d, ch.len_utf8()))
    }

    /// A number in ASCII or full-width digits.
    fn number(&mut self) -> Option<u32> {
        let mut n: Option<u32> = None;
        while let Some((d, len)) = self.digit() {
            n = Some(n.unwrap_or(0).saturating_mul(10).saturating_add(d));
            self.s = &self.s[len..];
        }
        n
    }

    fn unreadable(&self, expected: &'static str) -> KifErrorKind {
        KifErrorKind::Unreadable {
            expected,
            rest: self.s.to_string(),
        }
    }

    /// A square: the file in digits, the rank in kanji (`7八`, `10四`, `１２十一`).
    fn square(&mut self) -> Result<Square, KifErrorKind> {
        let start = self.s;
        let expected = "a square such as `7八`";
        let Some(file) = self.number() else {
            return Err(self.unreadable(expected));
        };
        let Some((rank, len)) = read_rank(self.s) else {
            self.s = start;
            return Err(self.unreadable(expected));
        };
        self.s = &self.s[len..];
        match u8::try_from(file)
            .ok()
            .filter(|f| (1..=12).contains(f))
            .and_then(|f| Square::new(f, rank - 1))
        {
            Some(sq) => Ok(sq),
            None => {
                self.s = start;
                Err(self.unreadable("a square of the 12×12 board"))
            }
        }
    }
}

/// Whether a move line names its origin as shogi's KIF does: two half-width digits in
/// parentheses (`７六歩(77)`); a Chu origin's rank is a kanji (`（←7九）`).
fn shogi_origin(l: &str) -> bool {
    l.as_bytes()
        .windows(4)
        .any(|w| w[0] == b'(' && w[1].is_ascii_digit() && w[2].is_ascii_digit() && w[3] == b')')
}

/// Reads a move or result line.
fn move_or_result(l: &str) -> Result<Line, KifErrorKind> {
    let mut c = Cur { s: l };
    if c.number().is_some() {
        c.eat("手目");
        c.eat_any(&[".", "。"]);
    }
    c.ws();
    for &w in RESULT_WORDS {
        if c.s.starts_with(w) {
            c.eat(w);
            c.ws();
            skip_time(&mut c);
            if !c.s.is_empty() {
                return Err(c.unreadable("the end of the line"));
            }
            return Ok(Line::Result(w));
        }
    }
    let step = if c.eat("一歩目") {
        Step::First
    } else if c.eat("二歩目") {
        Step::Second
    } else {
        Step::Whole
    };
    c.ws();
    c.eat_any(&["▲", "△", "☗", "☖"]);
    let dest = if c.eat_any(&["仝", "同"]) {
        c.ws();
        Dest::Same
    } else {
        Dest::Square(c.square()?)
    };
    let Some((name, kinds)) = read_move_name(c.s) else {
        let name: String =
            c.s.chars()
                .take_while(|ch| !ch.is_whitespace())
                .take(3)
                .collect();
        return Err(if name.is_empty() {
            c.unreadable("a piece name such as `歩兵`")
        } else {
            KifErrorKind::UnknownPiece(name)
        });
    };
    c.eat(name);
    let promote = if c.eat("不成") { false } else { c.eat("成") };
    if c.eat("打") {
        c.ws();
        skip_time(&mut c);
        if !c.s.is_empty() {
            return Err(c.unreadable("the end of the line"));
        }
        return Ok(Line::Move(MoveLine {
            step,
            dest,
            name,
            kinds,
            promote,
            from: None,
        }));
    }
    c.eat_any(&["（居食い）", "(居食い)", "（じっと）", "(じっと)"]);
    c.ws();
    let open = c.eat_any(&["（", "("]);
    c.ws();
    c.eat("←");
    let from = c.square()?;
    if open && !c.eat_any(&["）", ")"]) {
        return Err(c.unreadable("`）`"));
    }
    c.ws();
    skip_time(&mut c);
    if !c.s.is_empty() {
        return Err(c.unreadable("the end of the line"));
    }
    Ok(Line::Move(MoveLine {
        step,
        dest,
        name,
        kinds,
        promote,
        from: Some(from),
    }))
}

/// Skips a time such as `( 0:12/00:01:02)` at the cursor.
fn skip_time(c: &mut Cur<'_>) {
    let s = c.s;
    if !c.eat_any(&["(", "（"]) {
        return;
    }
    let inner = c.s.trim_start_matches(|ch: char| {
        ch.is_ascii_digit() || ch.is_whitespace() || ":/：／".contains(ch)
    });
    match inner.strip_prefix(')').or_else(|| inner.strip_prefix('）')) {
        Some(rest) => c.s = rest.trim_start_matches('+').trim(),
        None => c.s = s,
    }
}

/// The start position: `#yubin:sfen` (checked against the diagram), the diagram, a 手合割 of
/// lishogi's handicaps, or the start of the rules' setup. Sets the handicap's name from a
/// 手合割 when none was given.
fn start_position(
    c: &Collected<'_>,
    rules: Rules,
    handicap: &mut Option<String>,
) -> Result<Position, KifError> {
    let board = if c.board.is_empty() {
        None
    } else {
        Some(read_board(&c.board)?)
    };
    let side = if c.white_first {
        Color::White
    } else {
        Color::Black
    };
    if let Some((at, text)) = &c.sfen {
        let pos = sfen::read(rules, text).map_err(|e| at.err(KifErrorKind::Sfen(e)))?;
        if let Some(pieces) = &board {
            let same = pos.side_to_move() == side
                && pos.pieces().count() == pieces.len()
                && pieces.iter().all(|&(s, p)| pos.piece_at(s) == Some(p));
            if !same {
                return Err(c.board[0].err(KifErrorKind::BoardMismatch));
            }
        }
        return Ok(pos);
    }
    if let Some(pieces) = board {
        return Position::from_pieces(rules, &pieces, side, None, 1)
            .map_err(|e| c.board[0].err(KifErrorKind::Position(e)));
    }
    if let Some((at, teai)) = &c.teai {
        let h = match teai.as_str() {
            "" | "平手" | "中将棋" => None,
            "二枚獅子" => Some(Handicap::TwoLions),
            "三枚獅子" => Some(Handicap::ThreeLions),
            "二枚王" => Some(Handicap::TwoKings),
            other => return Err(at.err(KifErrorKind::UnknownHandicap(other.to_string()))),
        };
        if let Some(h) = h {
            handicap.get_or_insert_with(|| h.name().to_string());
            return Ok(h.position(rules));
        }
    }
    Ok(Position::start(rules))
}

/// The pieces of a 12-rank diagram.
fn read_board(rows: &[At<'_>]) -> Result<Vec<(Square, Piece)>, KifError> {
    if rows.len() == 9 {
        return Err(rows[8].err(KifErrorKind::OtherGame("a board of 9 ranks")));
    }
    if rows.len() != 12 {
        let at = rows[rows.len().min(13) - 1];
        let why = format!("{} ranks, not 12", rows.len());
        return Err(at.err(KifErrorKind::Board(why)));
    }
    let mut pieces = Vec::new();
    for (r, at) in (0u8..).zip(rows) {
        let bad = |why: String| at.err(KifErrorKind::Board(why));
        let inner = at.text.trim().trim_start_matches('|');
        let inner = inner.split('|').next().unwrap_or("");
        // Each cell: `・`, or an optional `v` (White), an optional `成` and one kanji.
        let mut cells: Vec<Option<Piece>> = Vec::new();
        let mut white = false;
        let mut name = String::new();
        for ch in inner.chars().filter(|ch| !ch.is_whitespace()) {
            match ch {
                'v' | 'V' if name.is_empty() => white = true,
                '成' if name.is_empty() => name.push(ch),
                '・' if name.is_empty() && !white => cells.push(None),
                _ => {
                    name.push(ch);
                    let kind = board_kind(&name)
                        .ok_or_else(|| bad(format!("no Chu piece is called `{name}`")))?;
                    let color = if white { Color::White } else { Color::Black };
                    cells.push(Some(Piece::new(color, kind)));
                    name.clear();
                    white = false;
                }
            }
        }
        if !name.is_empty() || white {
            return Err(bad("a cell without its piece".into()));
        }
        if cells.len() != 12 {
            return Err(bad(format!("{} squares, not 12", cells.len())));
        }
        for (file, cell) in (1u8..=12).rev().zip(cells) {
            if let (Some(p), Some(sq)) = (cell, Square::new(file, r)) {
                pieces.push((sq, p));
            }
        }
    }
    Ok(pieces)
}

/// Plays the move lines on the game.
fn play_moves(game: &mut Game, moves: &[(At<'_>, MoveLine)]) -> Result<(), KifError> {
    let mut last: Option<Square> = None;
    let mut i = 0;
    while i < moves.len() {
        let (at, m) = moves[i];
        if game.outcome().is_some() {
            return Err(at.err(KifErrorKind::Illegal(IllegalMove::GameOver)));
        }
        let dest = |d: Dest, at: At<'_>| match d {
            Dest::Square(s) => Ok(s),
            Dest::Same => last.ok_or_else(|| at.err(KifErrorKind::NoPreviousSquare)),
        };
        let (usi_text, to, at) = match m.step {
            Step::Second => return Err(at.err(KifErrorKind::LoneStep)),
            Step::Whole => {
                let to = dest(m.dest, at)?;
                match m.from {
                    Some(from) => {
                        check_name(game.position(), from, m, at)?;
                        let plus = if m.promote { "+" } else { "" };
                        (format!("{from}{to}{plus}"), to, at)
                    }
                    None => {
                        let kind = m.kinds.iter().map(|k| k.unpromoted()).next();
                        let letter = kind.and_then(sfen::letter).unwrap_or('?');
                        let plus = if m.promote { "+" } else { "" };
                        (format!("{plus}{letter}*{to}"), to, at)
                    }
                }
            }
            Step::First => {
                let Some(&(at2, m2)) = moves.get(i + 1).filter(|(_, n)| n.step == Step::Second)
                else {
                    return Err(at.err(KifErrorKind::LoneStep));
                };
                i += 1;
                let (Some(from), Some(from2)) = (m.from, m2.from) else {
                    return Err(at.err(KifErrorKind::LoneStep));
                };
                let mid = dest(m.dest, at)?;
                if from2 != mid {
                    return Err(at2.err(KifErrorKind::StepsApart));
                }
                check_name(game.position(), from, m, at)?;
                check_name(game.position(), from, m2, at2)?;
                let to = dest(m2.dest, at2)?;
                (format!("{from}{mid}{to}"), to, at2)
            }
        };
        let mv = usi::parse(game.position(), &usi_text)
            .map_err(|e| at.err(KifErrorKind::Move(Box::new(e))))?;
        game.play(mv)
            .map_err(|e| at.err(KifErrorKind::Illegal(e)))?;
        last = Some(to);
        i += 1;
    }
    Ok(())
}

/// Checks that the name of a move line fits the piece on its origin square (none there is
/// left to the move's own check).
fn check_name(pos: &Position, from: Square, m: MoveLine, at: At<'_>) -> Result<(), KifError> {
    match pos.piece_at(from) {
        Some(p) if !m.kinds.contains(&p.kind) => Err(at.err(KifErrorKind::WrongPiece {
            name: m.name.to_string(),
            found: p.kind,
        })),
        _ => Ok(()),
    }
}
