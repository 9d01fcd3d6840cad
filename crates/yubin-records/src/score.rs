//! TSA game scores: a game as English-language records print it (the *Middle Shogi Manual*,
//! Hodges' notation), plain text for the body of a mail. Both games: the moves are the
//! [`yubin_rules::notation::tsa`] writer's, with each game's abbreviations.
//!
//! # The format as written
//!
//! ```text
//! Chu Shogi
//! Event:    Autumn Cup, round 2.1
//! Site:     yubin game 12
//! Black:    Alice
//! White:    Bob
//! Started:  2026-11-25 09:05:00 UTC
//! Ended:    2026-12-01 18:00:30 UTC
//! Time:     7 days per move
//! Rules:    standard
//!
//!  1. Ln-7h       P-8e          2. Ln-7f       P-6e
//!  3. Lnx!8e      P-1e          4. Ln7f-7e-7f  P-12e
//!  5. Lnx6ex5d    P-1f          6. P-7h        P-12f
//!  7. P-7g        P-2e          8. P-7f        P-11e
//!  9. P-7e        P-2f         10. Px7d=       DKx7d
//!
//! Result:   Black (Alice) wins: White (Bob) resigned.
//! ```
//!
//! * The **heading**: the game's name ([`yubin_rules::Variant::title`]), then a line for each
//!   header value there is, labels padded to one column: `Event` (with `, round …`),
//!   `Site`, `Black` and `White` (the players by their shogi colours: Black moves first in
//!   an even game), `Started` and `Ended` ([`Stamp`]s, UTC), `Time` (the time control in
//!   the service's words), `Rules` (the preset), `Options` (the rule options where the game
//!   departs from that preset, `key=value`), `Handicap` (its name, and `White moves first`
//!   when it does), `Start` (the start position's SFEN, broken after a `/`, when the game
//!   started neither from its preset's setup nor from a named handicap). Long values wrap
//!   under the value column.
//! * The **moves** in numbered pairs, Black's move then White's, as the Manual numbers them
//!   (`chu-shogi.md` §15.1): when White moves first (a handicap), Black's place in the
//!   first pair is `...`. Every move is padded to the width of the game's longest move text
//!   so the moves stand in columns, and as many pairs as fit in 78 columns go on a line, read
//!   left to right and then down (three pairs while the longest move has at most 9
//!   characters, 8 from pair 100 on; two up to 15, as with a pass `Ln7f-7e-7f`; else
//!   one). The layout is the same for every line of a game, so the columns hold across the
//!   whole score.
//! * The **result** in words: `Black (Alice) wins: White (Bob) resigned.`, `Drawn by
//!   agreement.`, `Unfinished: Black (Alice) to move.`; the board's reasons in words (`White
//!   was left with a bare king`, `Black lost the last royal piece`, …).
//!
//! * **Comments** ([`write_commented`], the analysis's evaluations): the TSA notation and the
//!   Manual's scores have no sign for a comment (the Manual prints notes apart from its
//!   scores, and `chu-shogi.md` §15.1 defines none), so a commented score is laid out as an
//!   annotated chess score is: one move a line, numbered as the Manual numbers moves (`12.`
//!   Black's, `12...` White's), the moves padded to one column and each comment beside its
//!   move, its further lines (and the rest of a line past 78 columns) under the comment's
//!   column. A move without a comment stands alone on its line. Without any comment the
//!   score keeps the pairs' layout above.
//!
//! # Decisions
//!
//! * **Text, not a table per move**: one move per line would make a Chu game of 200 moves
//!   a 100-line mail; several aligned pairs per line keep it to a screen or two and still
//!   read as columns.
//! * **78 columns at most**, the line length RFC 5322 recommends for mail, so that no mail
//!   program breaks the score's lines; only a move pair wider than that (no real move is) or
//!   a heading word longer than a line would go past.
//! * **The rules are the game's**: `Rules` is [`Header::preset`] when it names a preset of
//!   the variant with the game's setup (else the setup's preset, `standard` or `heisei`), and
//!   `Options` are computed from [`yubin_rules::Game::rules`], not copied from
//!   [`Header::options`], so the score cannot disagree with the moves.
//! * **The result**: [`Header::ending`], else the board's outcome, else unfinished.
//! * Moves are written by [`yubin_rules::notation::tsa::format`]: lion double moves `Lnx6ex5d`,
//!   `Lnx6e-5e`, igui `Lnx!8e`, a pass as its canonical there-and-back route `Ln7f-7e-7f`
//!   (§15.1), `+`/`=` for a promotion taken or declined, Heisei drops `Ky*7i`; Maka with its
//!   abbreviations (`LDx10g=`).
//!
//! ```
//! use yubin_records::{record::Header, score};
//! use yubin_rules::notation;
//! use yubin_rules::{Game, Rules};
//! let mut game = Game::new(Rules::default());
//! for text in ["P-7h", "P-6e"] {
//!     let mv = notation::read_move(game.position(), text).unwrap();
//!     game.play(mv).unwrap();
//! }
//! let header = Header { black: "Alice".into(), white: "Bob".into(), ..Header::default() };
//! let text = score::write(&game, &header);
//! assert!(text.starts_with("Chu Shogi\nBlack:    Alice\nWhite:    Bob\n"));
//! assert!(text.contains("\n1. P-7h  P-6e\n"));
//! assert!(text.ends_with("\nResult:   Unfinished: Black (Alice) to move.\n"));
//! ```

use crate::record::{Ending, Header, Stamp, Termination};
use yubin_rules::notation::{sfen, tsa};
use yubin_rules::rules::Setup;
use yubin_rules::{Color, EndReason, Game, Position, Rules};

/// The widest line the score aims for.
const WIDTH: usize = 78;
/// Spaces between two move pairs on a line.
const GAP: usize = 3;
/// The width of a heading label with its colon (`Handicap: `).
const LABEL: usize = 10;

/// Writes the game score of a game (the format of the module doc).
pub fn write(game: &Game, header: &Header) -> String {
    write_commented(game, header, &[])
}

/// Writes the game score as [`write`] does, with a comment on each ply that has one:
/// `comments[i]` is the comment on ply `i + 1` (none past the end of the slice). With any
/// comment the moves are written one a line with their comments beside them (see "Comments"
/// in the module doc); with none the score is exactly [`write`]'s.
///
/// ```
/// use yubin_records::{record::Header, score};
/// use yubin_rules::{notation, Game, Rules};
/// let mut game = Game::new(Rules::default());
/// for text in ["P-7h", "P-6e"] {
///     let mv = notation::read_move(game.position(), text).unwrap();
///     game.play(mv).unwrap();
/// }
/// let comments = [Some("+0.12".to_string()), None];
/// let text = score::write_commented(&game, &Header::default(), &comments);
/// assert!(text.contains("\n1.    P-7h  +0.12\n1...  P-6e\n"), "{text}");
/// ```
pub fn write_commented(game: &Game, header: &Header, comments: &[Option<String>]) -> String {
    let rules = *game.rules();
    let mut out = String::new();
    out.push_str(rules.variant.title());
    out.push('\n');
    let mut line = |label: &str, value: &str| {
        out.push_str(&labelled(label, value));
    };

    let event = match (&header.event, &header.round) {
        (Some(e), Some(r)) => Some(format!("{e}, round {r}")),
        (Some(e), None) => Some(e.clone()),
        (None, Some(r)) => Some(format!("round {r}")),
        (None, None) => None,
    };
    if let Some(e) = event {
        line("Event", &e);
    }
    if let Some(s) = &header.site {
        line("Site", s);
    }
    if !header.black.trim().is_empty() {
        line("Black", &header.black);
    }
    if !header.white.trim().is_empty() {
        line("White", &header.white);
    }
    if let Some(s) = header.started {
        line("Started", &utc(s));
    }
    if let Some(s) = header.ended {
        line("Ended", &utc(s));
    }
    if let Some(t) = &header.time_control {
        line("Time", t);
    }
    let (preset, preset_rules) = preset(&rules, header.preset.as_deref());
    line("Rules", &preset);
    let departures: Vec<String> = Rules::option_keys(rules.variant)
        .iter()
        .filter_map(|&k| {
            let v = rules.get(k)?;
            (preset_rules.get(k).as_deref() != Some(v.as_str())).then(|| format!("{k}={v}"))
        })
        .collect();
    if !departures.is_empty() {
        line("Options", &departures.join(", "));
    }
    let initial = game.initial();
    let white_first = initial.side_to_move() == Color::White;
    if let Some(h) = &header.handicap {
        if white_first {
            line("Handicap", &format!("{h}; White moves first"));
        } else {
            line("Handicap", h);
        }
    } else if sfen::write(initial) != sfen::write(&Position::start(rules)) {
        out.push_str(&start_lines(&sfen::write(initial)));
    }
    out.push('\n');

    let moves = move_texts(game);
    let commented = comments.iter().take(moves.len()).any(Option::is_some);
    if commented {
        out.push_str(&annotated(&moves, comments, white_first));
        out.push('\n');
    } else if !moves.is_empty() {
        out.push_str(&pairs(&moves, white_first));
        out.push('\n');
    }

    let ending = header.ending.or_else(|| {
        game.outcome().map(|o| Ending {
            winner: o.winner,
            how: Termination::Board(o.reason),
        })
    });
    let result = match ending {
        Some(e) => result_words(e, header),
        None => format!(
            "Unfinished: {} to move.",
            player(game.position().side_to_move(), header)
        ),
    };
    out.push_str(&labelled("Result", &result));
    out
}

/// `2026-11-25 09:05:00 UTC`.
fn utc(s: Stamp) -> String {
    format!("{s} UTC")
}

/// The preset's name as the score gives it and its rules (see the module doc).
fn preset(rules: &Rules, header: Option<&str>) -> (String, Rules) {
    if let Some(name) = header {
        let name = name.trim();
        if let Ok(r) = Rules::preset(rules.variant, name) {
            if r.setup == rules.setup {
                return (name.to_string(), r);
            }
        }
    }
    let name = match rules.setup {
        Setup::Heisei => "heisei",
        Setup::Hishigata => "hishigata",
        Setup::Standard => "standard",
    };
    let r = Rules::preset(rules.variant, name).unwrap_or(Rules::standard(rules.variant));
    (name.to_string(), r)
}

/// A heading line, `Label:` padded to the value column, the value wrapped at spaces under
/// that column.
fn labelled(label: &str, value: &str) -> String {
    let mut out = String::new();
    let mut line = format!("{:<LABEL$}", format!("{label}:"));
    let mut empty = true;
    for word in value.split_whitespace() {
        if !empty && line.len() + 1 + word.len() > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line = " ".repeat(LABEL);
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out.push_str(line.trim_end());
    out.push('\n');
    out
}

/// The `Start:` lines: the SFEN broken after a `/` where the line would be too long, the
/// fields after the board on the last line.
fn start_lines(text: &str) -> String {
    let (board, rest) = text.split_once(' ').unwrap_or((text, ""));
    let ranks: Vec<&str> = board.split('/').collect();
    // (text, whether a space goes before it on the same line)
    let mut items: Vec<(String, bool)> = ranks
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let slash = if i + 1 < ranks.len() { "/" } else { "" };
            (format!("{r}{slash}"), false)
        })
        .collect();
    items.extend(rest.split_whitespace().map(|f| (f.to_string(), true)));
    let mut out = String::new();
    let mut line = format!("{:<LABEL$}", "Start:");
    let mut empty = true;
    for (item, spaced) in items {
        let glue = if spaced && !empty { " " } else { "" };
        if !empty && line.len() + glue.len() + item.len() > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line = " ".repeat(LABEL);
            line.push_str(&item);
            continue;
        }
        line.push_str(glue);
        line.push_str(&item);
        empty = false;
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// The TSA text of every move, each in the position it was played in.
fn move_texts(game: &Game) -> Vec<String> {
    let mut pos = game.initial().clone();
    game.moves()
        .iter()
        .map(|&mv| {
            let t = tsa::format(&pos, mv);
            pos.play_unchecked(mv);
            t
        })
        .collect()
}

/// The numbered pairs, laid out in columns (module doc).
fn pairs(moves: &[String], white_first: bool) -> String {
    let mut slots: Vec<&str> = Vec::with_capacity(moves.len() + 1);
    if white_first {
        slots.push("...");
    }
    slots.extend(moves.iter().map(String::as_str));
    let rows: Vec<(usize, &str, &str)> = slots
        .chunks(2)
        .enumerate()
        .map(|(i, c)| (i + 1, c[0], c.get(1).copied().unwrap_or("")))
        .collect();
    let w = slots.iter().map(|s| s.chars().count()).max().unwrap_or(0);
    let n = rows.len().to_string().len();
    let cell = n + 2 + w + 2 + w;
    let per_line = ((WIDTH + GAP) / (cell + GAP)).max(1);
    let mut out = String::new();
    for line in rows.chunks(per_line) {
        let cells: Vec<String> = line
            .iter()
            .map(|(i, b, wh)| format!("{i:>n$}. {b:<w$}  {wh:<w$}"))
            .collect();
        out.push_str(cells.join(&" ".repeat(GAP)).trim_end());
        out.push('\n');
    }
    out
}

/// The moves one a line with their comments (module doc, "Comments"): `12.    P-7f  +0.35`,
/// `12...  P-5e  -0.10`, a comment's further lines and a too-long line's rest under the
/// comment's column.
fn annotated(moves: &[String], comments: &[Option<String>], white_first: bool) -> String {
    let first = usize::from(white_first);
    let last = (moves.len() + first).div_ceil(2);
    let n = last.to_string().len();
    let w = moves.iter().map(|m| m.chars().count()).max().unwrap_or(0);
    // `12...` is the widest number: the number, three dots.
    let head = n + 3;
    let column = head + 2 + w + 2;
    let mut out = String::new();
    for (i, mv) in moves.iter().enumerate() {
        let slot = i + first;
        let number = slot / 2 + 1;
        let dots = if slot % 2 == 0 { "." } else { "..." };
        let start = format!("{:<head$}  {mv:<w$}", format!("{number:>n$}{dots}"));
        let text = comments.get(i).and_then(Option::as_deref).unwrap_or("");
        let mut lines = comment_rows(text, WIDTH.saturating_sub(column).max(20)).into_iter();
        match lines.next() {
            Some(l) => out.push_str(&format!("{start}  {l}")),
            None => out.push_str(start.trim_end()),
        }
        out.push('\n');
        for l in lines {
            out.push_str(&format!("{}{l}\n", " ".repeat(column)));
        }
    }
    out
}

/// A comment's text cut into rows of at most `width` columns: at its own line ends, then
/// at spaces (a word longer than a row stays whole); blank lines left out. A character
/// beyond ASCII counts as two columns, as a Japanese character is shown.
fn comment_rows(text: &str, width: usize) -> Vec<String> {
    let columns = |s: &str| {
        s.chars()
            .map(|c| if c.is_ascii() { 1 } else { 2 })
            .sum::<usize>()
    };
    let mut rows = Vec::new();
    for line in text.split(['\r', '\n']).filter(|l| !l.trim().is_empty()) {
        let mut row = String::new();
        for word in line.split_whitespace() {
            let len = columns(&row);
            if len > 0 && len + 1 + columns(word) > width {
                rows.push(std::mem::take(&mut row));
            }
            if !row.is_empty() {
                row.push(' ');
            }
            row.push_str(word);
        }
        rows.push(row);
    }
    rows
}

/// `Black (Alice)`, or `Black` when the header has no name.
fn player(c: Color, header: &Header) -> String {
    let (colour, name) = match c {
        Color::Black => ("Black", header.black.trim()),
        Color::White => ("White", header.white.trim()),
    };
    if name.is_empty() {
        colour.to_string()
    } else {
        format!("{colour} ({name})")
    }
}

/// The result as a sentence.
fn result_words(e: Ending, header: &Header) -> String {
    let Some(winner) = e.winner else {
        return match e.how {
            Termination::Board(EndReason::TwoRoyals) => {
                "Drawn: each side was left with its royal piece only.".to_string()
            }
            Termination::Board(EndReason::Repetition) => {
                "Drawn by fourfold repetition.".to_string()
            }
            Termination::Board(r) => format!("Drawn: {r}."),
            Termination::Agreement => "Drawn by agreement.".to_string(),
            Termination::MaxLength => "Drawn at the move limit.".to_string(),
            Termination::Adjudication => "Drawn by adjudication.".to_string(),
            Termination::Resignation => "Drawn (resignation).".to_string(),
            Termination::Timeout => "Drawn: time ran out.".to_string(),
            Termination::IllegalMove => "Drawn after an illegal move.".to_string(),
            Termination::Forfeit => "Drawn: not played out.".to_string(),
            Termination::Unknown => "Drawn.".to_string(),
        };
    };
    let w = player(winner, header);
    let l = player(!winner, header);
    let colour = |c: Color| match c {
        Color::Black => "Black",
        Color::White => "White",
    };
    let lc = colour(!winner);
    match e.how {
        Termination::Board(r) => {
            let why = match r {
                EndReason::RoyalsCaptured => format!("{lc} lost the last royal piece"),
                EndReason::BareKing => format!("{lc} was left with a bare king"),
                EndReason::NoLegalMoves => format!("{lc} had no legal move"),
                EndReason::Checkmate => format!("{lc} was checkmated"),
                EndReason::PerpetualAttack => {
                    format!("{lc} attacked with every move of a fourfold repetition")
                }
                EndReason::Repetition => {
                    format!("fourfold repetition of passes, {lc} passed first")
                }
                EndReason::TwoRoyals => "two royals only".to_string(),
            };
            format!("{w} wins: {why}.")
        }
        Termination::Resignation => format!("{w} wins: {l} resigned."),
        Termination::Timeout => format!("{w} wins: {l} ran out of time."),
        Termination::IllegalMove => format!("{w} wins: {l} made an illegal move."),
        Termination::Agreement => format!("{w} wins by agreement."),
        Termination::MaxLength => format!("{w} wins at the move limit."),
        Termination::Forfeit => format!("{w} wins by forfeit: {l} withdrew."),
        Termination::Adjudication => format!("{w} wins by adjudication."),
        Termination::Unknown => format!("{w} wins."),
    }
}
