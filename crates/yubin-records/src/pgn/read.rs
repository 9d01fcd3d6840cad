//! Reading a PGN game record back ([`read`]): the leniencies are in the parent module's docs.

use super::{termination_word, terminations, PgnError};
use crate::record::{Ending, Header, Stamp, Termination};
use yubin_rules::notation::{sfen, winboard, MoveTextError, SquareText};
use yubin_rules::{Color, EndReason, Game, Position, Rules, Variant};

/// A tag as read: its value and line.
struct Tag {
    name: String,
    value: String,
    line: usize,
}

/// A token of the move text and its line.
struct Token {
    text: String,
    line: usize,
}

/// Reads one game as [`write`] writes it (leniencies in the module doc): the game, every
/// move checked, and the header.
///
/// # Errors
/// A [`PgnError`] naming the line at fault: [`PgnError::Unsupported`] for a Maka Dai Dai
/// game, [`PgnError::Syntax`], [`PgnError::Tag`], and for a move [`PgnError::Move`] or
/// [`PgnError::Illegal`].
pub fn read(text: &str) -> Result<(Game, Header), PgnError> {
    let (tags, tokens, last_line) = split(text)?;
    let find = |name: &str| tags.iter().find(|t| t.name == name);
    let tag_err = |t: &Tag, message: String| PgnError::Tag {
        line: t.line,
        tag: t.name.clone(),
        message,
    };

    // The game and its rules.
    let Some(variant_tag) = find("Variant") else {
        return Err(PgnError::Syntax {
            line: 1,
            message: "no [Variant \"chu\"] tag: without it a PGN is a chess game".to_string(),
        });
    };
    let variant = Variant::parse(&variant_tag.value).ok_or_else(|| {
        tag_err(
            variant_tag,
            format!(
                "`{}` is not a game yubin plays; expected `chu`",
                variant_tag.value
            ),
        )
    })?;
    if variant != Variant::Chu {
        return Err(PgnError::Unsupported(variant));
    }
    let preset_tag = find("Preset");
    let preset = preset_tag.map_or("standard", |t| t.value.as_str());
    let mut rules = Rules::preset(variant, preset).map_err(|e| {
        tag_err(
            preset_tag.expect("only a written preset can be unknown"),
            e.to_string(),
        )
    })?;
    if let Some(t) = find("RuleOptions") {
        let setup = rules.setup;
        rules = Rules::standard(variant);
        rules.setup = setup;
        for item in t.value.split_whitespace() {
            let (k, v) = item
                .split_once('=')
                .ok_or_else(|| tag_err(t, format!("`{item}` is not of the form key=value")))?;
            rules.set(k, v).map_err(|e| tag_err(t, e.to_string()))?;
        }
    }
    let fen_tag = find("FEN");
    if let (Some(t), None) = (find("SetUp"), fen_tag) {
        if t.value.trim() == "1" {
            return Err(tag_err(t, "`1` but there is no FEN tag".to_string()));
        }
    }
    let start = match fen_tag {
        Some(t) => read_fen(rules, &t.value).map_err(|m| tag_err(t, m))?,
        None => Position::start(rules),
    };
    let mut game = Game::from_position(start);

    // The moves.
    let mut result: Option<(&str, usize)> = None;
    let mut number = 1;
    for tok in &tokens {
        let t = tok.text.as_str();
        if matches!(t, "1-0" | "0-1" | "1/2-1/2" | "*") {
            result = Some((t, tok.line));
            break;
        }
        let side = game.position().side_to_move();
        let label = match side {
            Color::Black => format!("{number}."),
            Color::White => format!("{number}..."),
        };
        let mv = winboard::parse_san(game.position(), t).or_else(|e| match e {
            MoveTextError::Syntax(_) => {
                yubin_rules::notation::read_move(game.position(), t).map_err(|_| e)
            }
            e => Err(e),
        });
        let mv = mv.map_err(|error| PgnError::Move {
            line: tok.line,
            number: label.clone(),
            text: t.to_string(),
            error: Box::new(error),
        })?;
        game.play(mv).map_err(|error| PgnError::Illegal {
            line: tok.line,
            number: label,
            text: t.to_string(),
            error,
        })?;
        if side == Color::White {
            number += 1;
        }
    }

    // The result.
    let result_tag = find("Result");
    let (result, result_line) = match (result, result_tag) {
        (Some((r, line)), Some(t)) if t.value != r => {
            return Err(PgnError::Syntax {
                line,
                message: format!(
                    "the moves end with `{r}` but the Result tag (line {}) says `{}`",
                    t.line, t.value
                ),
            })
        }
        (Some((r, line)), _) => (r.to_string(), line),
        (None, Some(t)) => (t.value.clone(), t.line),
        (None, None) => {
            return Err(PgnError::Syntax {
                line: last_line,
                message: "the moves end without a result (`1-0`, `0-1`, `1/2-1/2` or `*`)"
                    .to_string(),
            })
        }
    };
    let winner = match result.as_str() {
        "1-0" => Some(Some(Color::Black)),
        "0-1" => Some(Some(Color::White)),
        "1/2-1/2" => Some(None),
        "*" => None,
        other => {
            return Err(PgnError::Syntax {
                line: result_line,
                message: format!("result `{other}`; expected `1-0`, `0-1`, `1/2-1/2` or `*`"),
            })
        }
    };
    let ending = match winner {
        None => None,
        Some(winner) => {
            let how = match find("Termination") {
                Some(t) => termination_of(&t.value).ok_or_else(|| {
                    tag_err(t, format!("`{}` is no way a game ends here", t.value))
                })?,
                None => match game.outcome() {
                    Some(o) => Termination::Board(o.reason),
                    None if winner.is_some() => Termination::Resignation,
                    None => Termination::Agreement,
                },
            };
            if let Termination::Board(reason) = how {
                let agrees = game
                    .outcome()
                    .is_some_and(|o| o.reason == reason && o.winner == winner);
                if !agrees {
                    let t = find("Termination").expect("a board reason is read from the tag");
                    return Err(tag_err(
                        t,
                        format!("the moves do not end the game by {reason} with this result"),
                    ));
                }
            }
            Some(Ending { winner, how })
        }
    };

    // The header.
    let value = |name: &str| -> Option<String> {
        find(name)
            .map(|t| t.value.trim().to_string())
            .filter(|v| !v.is_empty() && v != "?" && v != "-")
    };
    let stamp = |date: &str, time: &str| -> Result<Option<Stamp>, PgnError> {
        let Some(d) = find(date) else {
            return Ok(None);
        };
        let Some((year, month, day)) = parse_date(&d.value) else {
            if d.value.contains('?') {
                return Ok(None);
            }
            return Err(tag_err(d, format!("`{}` is no date YYYY.MM.DD", d.value)));
        };
        let (hour, minute, second) = match find(time) {
            None => (0, 0, 0),
            Some(t) => parse_time(&t.value)
                .ok_or_else(|| tag_err(t, format!("`{}` is no time HH:MM:SS", t.value)))?,
        };
        Ok(Some(Stamp {
            year,
            month,
            day,
            hour,
            minute,
            second,
        }))
    };
    let header = Header {
        event: value("Event"),
        round: value("Round"),
        site: value("Site"),
        black: value("White").unwrap_or_default(),
        white: value("Black").unwrap_or_default(),
        started: stamp("Date", "UTCTime")?,
        ended: stamp("EndDate", "EndTime")?,
        time_control: value("TimeControl"),
        preset: preset_tag.map(|t| t.value.trim().to_string()),
        options: rules
            .differences()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
        handicap: value("Handicap"),
        ending,
    };
    Ok((game, header))
}

/// The [`Termination`] of its words (or of an [`EndReason`]'s machine name).
fn termination_of(words: &str) -> Option<Termination> {
    let w = words.trim().to_ascii_lowercase();
    terminations()
        .find(|&t| termination_word(t) == w)
        .or_else(|| EndReason::parse(&w).map(Termination::Board))
}

/// `2026.11.25`.
fn parse_date(text: &str) -> Option<(i32, u8, u8)> {
    let mut parts = text.trim().split('.');
    let year = parts.next()?.parse().ok()?;
    let month = parts
        .next()?
        .parse()
        .ok()
        .filter(|m| (1..=12).contains(m))?;
    let day = parts
        .next()?
        .parse()
        .ok()
        .filter(|d| (1..=31).contains(d))?;
    parts.next().is_none().then_some((year, month, day))
}

/// `09:05:00`.
fn parse_time(text: &str) -> Option<(u8, u8, u8)> {
    let mut parts = text.trim().split(':');
    let hour = parts.next()?.parse().ok().filter(|&h| h < 24)?;
    let minute = parts.next()?.parse().ok().filter(|&m| m < 60)?;
    let second = parts.next()?.parse().ok().filter(|&s| s < 60)?;
    parts.next().is_none().then_some((hour, minute, second))
}

/// The position of an XBoard Chu FEN (module doc), read through [`sfen::read`].
fn read_fen(rules: Rules, text: &str) -> Result<Position, String> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let Some(&board) = fields.first() else {
        return Err("empty FEN".to_string());
    };
    let side = match fields.get(1).map(|s| s.to_ascii_lowercase()).as_deref() {
        None | Some("w") => "b",
        Some("b") => "w",
        Some(other) => {
            return Err(format!(
                "side to move `{other}`; expected `w` (Black, the first player) or `b`"
            ))
        }
    };
    let lion = match fields.get(2).copied() {
        None | Some("-") => "-".to_string(),
        Some(f) => wb_to_tsa(rules, f)
            .ok_or_else(|| format!("lion-capture field `{f}` is not a WinBoard square or `-`"))?,
    };
    for (i, f) in fields.iter().enumerate().skip(3).take(2) {
        if f.parse::<u32>().is_err() {
            let what = if i == 3 {
                "half-move count"
            } else {
                "move number"
            };
            return Err(format!("{what} `{f}` is not a number"));
        }
    }
    if fields.len() > 7 {
        return Err(format!(
            "{} fields; expected at most board, side, lion square, two counts, reserve, marks",
            fields.len()
        ));
    }
    let mut s = format!("{board} {side} {lion} 1");
    for extra in fields.iter().skip(5) {
        s.push(' ');
        s.push_str(extra);
    }
    sfen::read(rules, &s).map_err(|e| e.detail())
}

/// A WinBoard square (`f7`) as a TSA square (`7f`) under the rules' rank base.
fn wb_to_tsa(rules: Rules, text: &str) -> Option<String> {
    let b = text.as_bytes();
    let file = b.first().filter(|c| c.is_ascii_lowercase())? - b'a';
    let rank: u8 = text.get(1..)?.parse().ok()?;
    SquareText::WinBoard { file, rank }
        .to_square(rules.dimensions(), rules.winboard_rank_base)
        .map(|sq| sq.to_string())
}

/// The tags, the move-text tokens and the last line number.
fn split(text: &str) -> Result<(Vec<Tag>, Vec<Token>, usize), PgnError> {
    let mut tags = Vec::new();
    let mut tokens = Vec::new();
    let mut in_moves = false;
    let mut in_comment = false; // inside `{…}`
    let mut variation = 0usize; // depth of `( … )`
    let mut last = 1;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        last = line;
        let trimmed = raw.trim();
        if !in_comment && trimmed.starts_with('%') {
            continue;
        }
        if !in_moves && !in_comment {
            if trimmed.is_empty() {
                continue;
            }
            if trimmed.starts_with('[') {
                tags.push(read_tag(trimmed, line)?);
                continue;
            }
            in_moves = true;
        }
        let mut word = String::new();
        let flush = |word: &mut String, tokens: &mut Vec<Token>, variation: usize| {
            if !word.is_empty() && variation == 0 {
                tokens.push(Token {
                    text: core::mem::take(word),
                    line,
                });
            }
            word.clear();
        };
        for c in raw.chars() {
            if in_comment {
                if c == '}' {
                    in_comment = false;
                }
                continue;
            }
            match c {
                '{' => {
                    flush(&mut word, &mut tokens, variation);
                    in_comment = true;
                }
                ';' => {
                    flush(&mut word, &mut tokens, variation);
                    break;
                }
                '(' => {
                    flush(&mut word, &mut tokens, variation);
                    variation += 1;
                }
                ')' => {
                    flush(&mut word, &mut tokens, variation);
                    variation = variation.checked_sub(1).ok_or_else(|| PgnError::Syntax {
                        line,
                        message: "`)` without a `(` before it".to_string(),
                    })?;
                }
                c if c.is_whitespace() => flush(&mut word, &mut tokens, variation),
                c => word.push(c),
            }
        }
        flush(&mut word, &mut tokens, variation);
    }
    // Move numbers, glyphs and annotation marks are no moves.
    let tokens = tokens
        .into_iter()
        .filter_map(|t| {
            let s = t.text.as_str();
            if s.starts_with('$') {
                return None;
            }
            // A move number, alone or before its move (`12.`, `12...Ne5`).
            let digits = s.trim_start_matches(|c: char| c.is_ascii_digit());
            let s = if digits.len() < s.len() && digits.starts_with('.') {
                digits.trim_start_matches('.')
            } else {
                s
            };
            let s = s.trim_end_matches(['!', '?']);
            (!s.is_empty()).then(|| Token {
                text: s.to_string(),
                line: t.line,
            })
        })
        .collect();
    Ok((tags, tokens, last))
}

/// `[Name "value"]`, with `\"` and `\\` in the value.
fn read_tag(text: &str, line: usize) -> Result<Tag, PgnError> {
    let err = |message: &str| PgnError::Syntax {
        line,
        message: format!("`{text}`: {message}"),
    };
    let inner = text
        .strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .ok_or_else(|| err("a tag is `[Name \"value\"]` on one line"))?
        .trim();
    let name_end = inner
        .find(|c: char| c.is_whitespace() || c == '"')
        .unwrap_or(inner.len());
    let name = &inner[..name_end];
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(err("a tag name is letters, digits and `_`"));
    }
    let rest = inner[name_end..].trim();
    let body = rest
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .ok_or_else(|| err("the value goes in double quotes"))?;
    let mut value = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('\\' | '"')) => value.push(e),
                _ => return Err(err("`\\` is followed by `\\` or `\"` only")),
            },
            '"' => return Err(err("a `\"` inside the value is written `\\\"`")),
            c => value.push(c),
        }
    }
    Ok(Tag {
        name: name.to_string(),
        value,
        line,
    })
}
