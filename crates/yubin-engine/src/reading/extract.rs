//! Finding the command in a mail: which lines of a body a player meant as input.
//!
//! Players mostly reply to the bot's last mail, so a body holds the command plus the quoted
//! board, an attribution line, a signature, sometimes a whole forwarded header block. The
//! rules, in order, for each line of the text body:
//!
//! * a line starting with `>` (after optional spaces) is quoted text: skipped, reading goes on
//!   (bottom-posted replies have the command after the quote);
//! * an attribution (`On … wrote:`, also wrapped over two lines as Gmail does, and the
//!   German, French, Spanish and Japanese forms) is skipped;
//! * the signature separator (`-- `, or `--` once trailing spaces are stripped) ends the body;
//! * an Outlook-style original (`-----Original Message-----`, a line of underscores, or a
//!   `From:` line followed within three lines by `Sent:`/`Date:`/`To:`/`Subject:`) is quoted
//!   material, since such clients quote without `>`. Where it ends depends on whether the
//!   bot's mail the reply answers is known (its [`Original`], found by the reply's
//!   `In-Reply-To` in the outbox, as long as the outbox keeps its body):
//!   * known: the quote runs to the last line below the marker that belongs to the original
//!     (compared [normalised](Original): `>` prefixes, indentation and runs of spaces do not
//!     count), and reading goes on after it, so a move written *below* the quote (Outlook
//!     bottom-posting, a mobile mailer that writes under its `>` quote) is read. Lines
//!     between the marker and that last line are never read, whether they match or not (the
//!     client may render the board differently), so the example move of the bot's own
//!     footer is never taken;
//!   * not known (or no line below the marker belongs to it: another mail is quoted): the
//!     marker ends the body, and a move below it is not found ("no command" is answered);
//! * blank lines are skipped; what is left, trimmed, are the candidate lines, each made
//!   printable and cut to [`echo::LINE_CHARS`] characters;
//! * when the original is known, the bot's own text is found in them by content, wherever
//!   the client put it and however it quoted it: a run of neighbouring lines each of which
//!   is a run of whole words of the original (so a client's re-wrapping, re-indenting or
//!   changed spacing does not hide it) is the original quoted without marks — Yahoo's web
//!   mail writes its attribution line and then the bot's text as it is, the move below —
//!   when it is more than a chance match: two lines, [`QUOTE_WORDS`] words, or an
//!   attribution line above it. A line that reads as a whole command counts as the bot's
//!   only in the midst of such a run, so a move written just above or below the quote is
//!   the player's even where the bot's mail shows it;
//! * of what is left, at most [`MAX_LINES`] lines are the player's; KIF's two lines of a
//!   lion's double move (`一歩目`, then `二歩目` on the next line) are one.
//!
//! The subject is a command only when the body has none and it is not a reply (`Re:`,
//! `AW:`, `SV:`, `Fwd:` …): the subject of a reply is the bot's own.
//!
//! Of the player's lines, [`command()`] picks the one that reads as a whole command: all its
//! words belong to it ([`command::parse_whole`]: a command word with the arguments it
//! takes, a move-number guard, a trailing signature separator, or text that reads as a
//! move), so a greeting, a remark, or prose that begins with a command word (`draw after
//! 1000 plies.`, `leave me alone`) does no harm; two such lines are [`Found::Several`] (the
//! engine refuses them rather than carry out half), unless they say the same (`投了します`
//! and `resign`). When no line is a whole command, the first that begins with a command
//! word is the one answered (with that command's error), else the first line.

use crate::reading::command;
use crate::reading::echo;
use crate::reading::kanji;
use std::collections::HashSet;

/// Lines of a mail read as the player's at most (the rest is neither parsed nor quoted).
pub const MAX_LINES: usize = 100;

/// What [`command()`] found in a mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// The command line (or, when no line reads as a command, the first line the player
    /// wrote, which then gets the error; or the subject).
    Line(String),
    /// Several lines read as commands.
    Several(Vec<String>),
    /// Nothing the player wrote: only quotes, a signature, an empty body and subject.
    Nothing,
}

/// The bot's own mail that a reply answers, to recognise it where the reply quotes it, with
/// `>` marks or without, re-wrapped or not (lines compared [normalised](Original::normalise)).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Original {
    /// Its lines.
    lines: HashSet<String>,
    /// Each rendering as one run of words (its lines joined by a space), with a space at
    /// each end, so a line a client wrapped anew is found as a run of whole words in it.
    texts: Vec<String>,
}

impl Original {
    /// The lines of every rendering of the mail (its text part, and its HTML part as text:
    /// a client that shows the HTML quotes that one).
    pub fn new<'a>(renderings: impl IntoIterator<Item = &'a str>) -> Original {
        let mut lines = HashSet::new();
        let mut texts = Vec::new();
        for rendering in renderings {
            let words: Vec<String> = rendering
                .lines()
                .map(Original::normalise)
                .filter(|l| !l.is_empty())
                .collect();
            texts.push(format!(" {} ", words.join(" ")));
            lines.extend(words);
        }
        Original { lines, texts }
    }

    /// A line as compared: without quote marks (`>`, `＞`) and indentation in front, with
    /// every run of white space (no-break spaces included) one space, trimmed.
    pub fn normalise(line: &str) -> String {
        let bare = line.trim_start_matches(|c: char| c.is_whitespace() || c == '>' || c == '＞');
        bare.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// Whether `line` is one of the original's lines.
    pub fn holds(&self, line: &str) -> bool {
        let l = Original::normalise(line);
        !l.is_empty() && self.lines.contains(&l)
    }

    /// Whether `line` is a run of whole words of one of the original's renderings: one of
    /// its lines, a part of one, or parts of neighbouring ones (a client's new wrapping).
    pub fn contains(&self, line: &str) -> bool {
        let l = Original::normalise(line);
        !l.is_empty() && {
            let needle = format!(" {l} ");
            self.texts.iter().any(|t| t.contains(&needle))
        }
    }
}

/// The command of a mail (see the module docs); `original`: the bot's mail it answers.
pub fn command(body: &str, subject: &str, original: Option<&Original>) -> Found {
    let lines = command_lines(body, original);
    // Lines of conditional moves go with the command (a move): they are the command only
    // when the mail has no other.
    let mut commands: Vec<String> = lines
        .iter()
        .filter(|l| !command::is_conditional_line(l))
        .filter(|l| is_command_line(l))
        .map(|l| command::without_signature(l).to_string())
        .collect();
    if commands.is_empty() {
        if let Some(first) = lines.iter().find(|l| command::is_conditional_line(l)) {
            return Found::Line(first.clone());
        }
    }
    // The same command twice (`投了します` and `resign`) is one command.
    let first = commands.first().map(|l| command::parse(l));
    if commands.iter().all(|l| Some(command::parse(l)) == first) {
        commands.truncate(1);
    }
    match commands.len() {
        // No line is a whole command: the first that begins with a command word gets that
        // command's error (`give 3 days`), else the first line the player wrote.
        0 => lines
            .iter()
            .find(|l| begins_with_keyword(l))
            .or(lines.first())
            .cloned()
            .or_else(|| subject_command(subject))
            .map_or(Found::Nothing, Found::Line),
        1 => Found::Line(commands.remove(0)),
        _ => Found::Several(commands),
    }
}

/// The lines of conditional moves the player wrote, in order, joined by line breaks; `None`
/// when there are none.
///
/// # Errors
/// A line was longer than [`echo::LINE_CHARS`] characters (it was cut; its number, from 1,
/// among the conditional lines): the lines are refused whole rather than read cut.
pub fn conditional_text(body: &str, original: Option<&Original>) -> Result<Option<String>, usize> {
    let lines: Vec<String> = command_lines(body, original)
        .into_iter()
        .filter(|l| command::is_conditional_line(l))
        .collect();
    if let Some(i) = lines
        .iter()
        .position(|l| l.ends_with('…') && l.chars().count() > echo::LINE_CHARS)
    {
        return Err(i + 1);
    }
    Ok((!lines.is_empty()).then(|| lines.join("\n")))
}

/// Whether a line reads as a command: all its words belong to one
/// ([`command::parse_whole`]: a move that reads as a move, a command word with the
/// arguments it takes).
fn is_command_line(line: &str) -> bool {
    command::parse_whole(line).is_some()
}

/// Whether a line begins with a command word (or `#`, a move number), whatever follows.
fn begins_with_keyword(line: &str) -> bool {
    let first = line.split_whitespace().next().unwrap_or("").to_lowercase();
    command::KEYWORDS.contains(&first.trim_end_matches(['.', '!'])) || first.starts_with('#')
}

/// The lines of `body` a player wrote themself, trimmed, in order (see the module docs);
/// `original`: the bot's mail it answers.
pub fn command_lines(body: &str, original: Option<&Original>) -> Vec<String> {
    let lines: Vec<&str> = body.lines().map(|l| l.trim_end_matches('\r')).collect();
    let mut kept: Vec<Kept> = Vec::new();
    let mut attributed = false;
    let mut i = 0;
    while i < lines.len() && kept.len() < MAX_SCAN {
        let raw = lines[i];
        let line = raw.trim().trim_start_matches('\u{feff}');
        if raw == "-- " || raw.trim_end() == "--" {
            break;
        }
        if is_outlook_separator(line) || is_header_block(&lines[i..]) {
            match original.and_then(|o| quote_end(&lines[i..], o)) {
                Some(last) => {
                    i += last + 1;
                    continue;
                }
                None => break,
            }
        }
        if line.starts_with('>') || line.is_empty() {
            i += 1;
            continue;
        }
        if let Some(skip) = attribution_len(&lines[i..]) {
            attributed = true;
            i += skip;
            continue;
        }
        let clean = echo::line(&line.replace('\u{a0}', " "));
        if !clean.is_empty() {
            kept.push(Kept {
                raw: line,
                clean,
                attributed: std::mem::take(&mut attributed),
            });
        }
        i += 1;
    }
    // A lone line is the player's: the original is looked for among two or more.
    if let (Some(original), true) = (original, kept.len() > 1) {
        kept = unquoted(kept, original);
    }
    join_kif_steps(kept.into_iter().take(MAX_LINES).map(|k| k.clean).collect())
}

/// KIF's two lines of a lion's double move, `一歩目` then `二歩目` (as lishogi's KIF writes
/// it and a player copies it), made one line, which [`kanji`](super::kanji) reads as one move.
fn join_kif_steps(lines: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    for line in lines {
        let opens = out.last().and_then(|l| kanji::kif_step(l)) == Some(1);
        match out.last_mut() {
            Some(first) if opens && kanji::kif_step(&line) == Some(2) => {
                first.push(' ');
                first.push_str(&line);
            }
            _ => out.push(line),
        }
    }
    out
}

/// Whether the bot's mail that `body` answers can change how it is read: the body has an
/// Outlook-style quote, or more than one line outside `>` quotes, attributions and its
/// signature (a lone line is the player's). The shell reads the original only then, so the
/// common reply — a move above or below a `>` quote — costs no outbox read.
pub fn needs_original(body: &str) -> bool {
    let lines: Vec<&str> = body.lines().map(|l| l.trim_end_matches('\r')).collect();
    let outlook = (0..lines.len()).any(|i| {
        let line = lines[i].trim().trim_start_matches('\u{feff}');
        is_outlook_separator(line) || is_header_block(&lines[i..])
    });
    outlook || command_lines(body, None).len() > 1
}

/// Lines read before the bot's own text is looked for in them, at most: enough for the
/// largest board mail quoted whole, unquoted (the rest is not read).
const MAX_SCAN: usize = 1000;

/// The least a run of lines found in the original must hold to be taken for a quote of it:
/// two lines, or one of this many words (a player's short line may happen to be a part of
/// the bot's text).
const QUOTE_WORDS: usize = 5;

/// A line of a body not marked as quoted, as [`command_lines`] reads it.
struct Kept<'a> {
    /// As written (trimmed).
    raw: &'a str,
    /// As read: printable, cut.
    clean: String,
    /// Whether an attribution line (`On … wrote:`) stands just above it.
    attributed: bool,
}

/// Of the lines left by the marks of quoting, those the player wrote: a run of neighbouring
/// lines found in the bot's mail it answers (re-wrapped, re-indented or not) is that mail
/// quoted without marks (Yahoo's web mail under its attribution line), when it is more
/// than a chance match ([`QUOTE_WORDS`], or an attribution line above it). A line that is
/// a whole command is the bot's only in the midst of such a run: one written just above or
/// below the quote is the player's, even when the bot's mail holds the same text (its
/// example move).
fn unquoted<'a>(kept: Vec<Kept<'a>>, original: &Original) -> Vec<Kept<'a>> {
    let strict: Vec<bool> = kept.iter().map(|k| is_command_line(k.raw)).collect();
    let found: Vec<bool> = kept.iter().map(|k| original.contains(k.raw)).collect();
    let mut quoted = vec![false; kept.len()];
    let mut start = 0;
    while start < kept.len() {
        if !found[start] {
            start += 1;
            continue;
        }
        let mut end = start;
        while end + 1 < kept.len() && found[end + 1] {
            end += 1;
        }
        // Whole commands at the run's ends are the player's.
        let (mut a, mut b) = (start, end + 1);
        while a < b && strict[a] {
            a += 1;
        }
        while b > a && strict[b - 1] {
            b -= 1;
        }
        let words: usize = kept[a..b]
            .iter()
            .map(|k| k.raw.split_whitespace().count())
            .sum();
        if b - a >= 2 || words >= QUOTE_WORDS || (a < b && kept[start].attributed) {
            quoted[a..b].iter_mut().for_each(|q| *q = true);
        }
        start = end + 1;
    }
    kept.into_iter()
        .zip(quoted)
        .filter(|(_, q)| !q)
        .map(|(k, _)| k)
        .collect()
}

/// Of an Outlook-style quote starting at `lines[0]`, the index of its last line: the last
/// line of the original before the signature separator, if any is there.
fn quote_end(lines: &[&str], original: &Original) -> Option<usize> {
    let end = lines
        .iter()
        .position(|l| *l == "-- " || l.trim_end() == "--")
        .unwrap_or(lines.len());
    lines[..end].iter().rposition(|l| original.holds(l))
}

fn is_outlook_separator(line: &str) -> bool {
    let l = line.to_ascii_lowercase();
    (l.starts_with("-----") && l.contains("original message"))
        || (l.starts_with("-----") && l.contains("forwarded message"))
        || (line.len() >= 20 && line.chars().all(|c| c == '_'))
}

fn header_name(line: &str) -> Option<String> {
    let (name, _) = line.trim().split_once(':')?;
    let name = name.trim().trim_matches('*').to_ascii_lowercase();
    Some(name)
}

fn is_header_block(lines: &[&str]) -> bool {
    let first = match lines.first().and_then(|l| header_name(l)) {
        Some(n) => n,
        None => return false,
    };
    if !matches!(first.as_str(), "from" | "von" | "de") {
        return false;
    }
    lines
        .iter()
        .skip(1)
        .take(3)
        .filter_map(|l| header_name(l))
        .any(|n| {
            matches!(
                n.as_str(),
                "sent"
                    | "date"
                    | "to"
                    | "subject"
                    | "gesendet"
                    | "an"
                    | "betreff"
                    | "envoyé"
                    | "à"
                    | "objet"
            )
        })
}

/// If `lines` starts with an attribution line, how many lines it spans.
fn attribution_len(lines: &[&str]) -> Option<usize> {
    let first = lines[0].trim();
    let starts = ["On ", "Am ", "Le ", "El "];
    let verbs = ["wrote", "schrieb", "a écrit", "escribió"];
    let ends_ok = |l: &str| l.trim_end().ends_with(':') && verbs.iter().any(|v| l.contains(v));
    if first.ends_with("のメッセージ:") || first.ends_with("書きました:") {
        return Some(1);
    }
    if !starts.iter().any(|s| first.starts_with(s)) {
        return None;
    }
    if ends_ok(first) {
        return Some(1);
    }
    match lines.get(1) {
        Some(next) if ends_ok(next) && !next.trim_start().starts_with('>') => Some(2),
        _ => None,
    }
}

/// The subject as a command: `None` for replies and forwards, else the trimmed subject.
pub fn subject_command(subject: &str) -> Option<String> {
    let s = subject.trim();
    let lower = s.to_lowercase();
    let reply = [
        "re:", "re :", "aw:", "sv:", "vs:", "fw:", "fwd:", "wg:", "tr:", "返信:", "転送:",
    ];
    if s.is_empty() || reply.iter().any(|p| lower.starts_with(p)) {
        return None;
    }
    Some(echo::line(s)).filter(|s| !s.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conditional_lines_go_with_the_move_or_stand_alone() {
        let body = "Hello,\nP-7h\nif G-6e then Ln-5f\nIF p-8f THEN P-8e; if 9d9e then P-9h\nIf you agree, thanks";
        assert_eq!(command(body, "", None), Found::Line("P-7h".into()));
        assert_eq!(
            conditional_text(body, None),
            Ok(Some(
                "if G-6e then Ln-5f\nIF p-8f THEN P-8e; if 9d9e then P-9h".into()
            ))
        );
        // Alone, the first of them is the command line (the engine reads them all).
        let alone = "if G-6e then Ln-5f\n> if P-1a then P-1b\nif P-8f then P-8e";
        assert_eq!(
            command(alone, "", None),
            Found::Line("if G-6e then Ln-5f".into())
        );
        assert_eq!(
            conditional_text(alone, None),
            Ok(Some("if G-6e then Ln-5f\nif P-8f then P-8e".into()))
        );
        assert_eq!(conditional_text("P-7h", None), Ok(None));
        // A line cut at the length the service reads is refused, never read cut.
        let long = format!("P-7h\nif G-6e then Ln-5f\nif {}", "P-8f P-8e ".repeat(30));
        assert_eq!(conditional_text(&long, None), Err(2));
    }

    /// A lion's double move copied from lishogi's KIF takes two lines; they are one move.
    #[test]
    fn the_two_lines_of_a_kif_lion_move_are_one_command() {
        let body = "よろしくお願いします。\n   3手目一歩目 7七獅子 （←7八）\n   3手目二歩目 7八獅子 （←7七）\n> 前の局面";
        assert_eq!(
            command(body, "", None),
            Found::Line("3手目一歩目 7七獅子 （←7八） 3手目二歩目 7八獅子 （←7七）".into())
        );
        // Without the numbers and origins, or marked with the side.
        let bare = "一歩目 ７七獅子\n二歩目 ７六獅子";
        assert_eq!(
            command(bare, "", None),
            Found::Line("一歩目 ７七獅子 二歩目 ７六獅子".into())
        );
        let marked = "▲一歩目 ７七獅子\n▲二歩目 ７六獅子";
        assert_eq!(
            command(marked, "", None),
            Found::Line("▲一歩目 ７七獅子 ▲二歩目 ７六獅子".into())
        );
        for body in [body, bare, marked] {
            let Found::Line(line) = command(body, "", None) else {
                panic!("{body}")
            };
            assert!(command::parse_whole(&line).is_some(), "{line}");
        }
        // A second step alone, or two first steps, are not joined.
        assert_eq!(
            command_lines("一歩目 ７七獅子\n一歩目 ７六獅子", None),
            vec!["一歩目 ７七獅子".to_string(), "一歩目 ７六獅子".to_string()]
        );
    }

    /// The bot's start mail of an `illegal=reject` game, as the text part renders it.
    const START: &str = "Game 1: alice (black) vs bob (white), Chu Shogi.\n\n\
        Rules: illegal moves are refused, a draw after 1000 plies.\n\
        Clocks: black 3d 00h 00m, white 3d 00h 00m.\n\n\
        Reply to this mail with your move, e.g. `P-7f #1`, or `help`.\n";

    /// The case and its kin: the original quoted without marks (Yahoo's web mail
    /// bottom-posts under an indented attribution line), re-wrapped at another width, with
    /// the player's move below or above it; only the move is read.
    #[test]
    fn the_original_unquoted_is_not_read() {
        let original = Original::new([START]);
        let yahoo = format!(
            "\n\n    On Saturday, November 28, 2026, 10:00:00 AM GMT+1, Yubin <bot@x.org> wrote:\n\n\
             {START}\n10d10f\n"
        );
        let rewrapped = "On Sat, Yubin <bot@x.org> wrote:\nGame 1: alice (black) vs bob\n\
            (white), Chu Shogi.\nRules: illegal moves are refused, a\ndraw after 1000 plies.\n\
            Clocks: black 3d 00h 00m,\nwhite 3d 00h 00m.\nReply to this mail with your move,\n\
            e.g. `P-7f #1`, or `help`.\n\n10d10f\n";
        let top = format!("10d10f\n\nSent from Yahoo Mail on Android\n\n{START}");
        let no_attribution = format!("{START}\n   draw after 1000 plies.\n10d10f");
        for body in [yahoo.as_str(), rewrapped, &top, &no_attribution] {
            assert_eq!(
                command(body, "Re: Game 1", Some(&original)),
                Found::Line("10d10f".into()),
                "{body}"
            );
        }
        // The player's move just under the quote is theirs even where the bot's mail has the
        // same text (its example move, written as a line of its own).
        let example = Original::new(["Game 1: your move.\nFor example:\nP-7f\nThank you."]);
        let body = "On Sat, Yubin wrote:\nGame 1: your move.\nFor example:\nP-7f\nThank you.\nP-7f";
        assert_eq!(command_lines(body, Some(&example)), ["P-7f"]);
        let body = "P-7f\nOn Sat, Yubin wrote:\nGame 1: your move.\nFor example:\nP-7f\nThank you.";
        assert_eq!(command_lines(body, Some(&example)), ["P-7f"]);
        // A short line that happens to be a part of the bot's text, alone, is the player's.
        let body = "Thank you.\nresign";
        assert_eq!(
            command_lines(body, Some(&example)),
            ["Thank you.", "resign"]
        );
        // Lines of the bot's mail that are whole commands when read alone (a list of
        // conditional moves, a command shown on a line of its own) are its own in the midst
        // of the quote: without the original they would be read again as the player's.
        let listing = "Your conditional moves in game 3:\n  if G-6e then Ln-5f\n  \
            if P-8f then P-8e\nTo give up the game, reply\n  resign\nand it ends.\n";
        let listed = Original::new([listing]);
        let body = format!("On Sat, Yubin wrote:\n{listing}\nP-7h\n");
        assert_eq!(
            command(&body, "", Some(&listed)),
            Found::Line("P-7h".into())
        );
        assert_eq!(conditional_text(&body, Some(&listed)), Ok(None));
        assert_eq!(
            command(&body, "", None),
            Found::Several(vec!["resign".into(), "P-7h".into()])
        );
        assert!(conditional_text(&body, None).unwrap().is_some());
        // Without the original the same bodies keep every line (the strict reading of
        // commands still finds the move: prose is no command).
        assert_eq!(
            command(&yahoo, "Re: Game 1", None),
            Found::Line("10d10f".into())
        );
    }

    /// The original is read only where it can matter: with an Outlook-style quote, or two
    /// lines or more of the player's; a lone line is theirs whatever the original says.
    #[test]
    fn the_original_matters_only_where_it_is_needed() {
        let original = Original::new([START]);
        let lone = "Rules: illegal moves are refused, a draw after 1000 plies.\n> quoted\n-- \nA";
        assert!(!needs_original(lone));
        assert_eq!(
            command_lines(lone, Some(&original)),
            command_lines(lone, None)
        );
        for body in [
            "P-7f\n\nOn Mon, bot wrote:\n> Game 1: your move",
            "> Game 1\n\nresign\n-- \nBob",
        ] {
            assert!(!needs_original(body), "{body}");
        }
        for body in [
            "P-7f\nthanks",
            "-----Original Message-----\nFrom: bot\nGame 1: your move\nP-7f",
            &format!("On Sat, Yubin wrote:\n{START}\nP-7f"),
        ] {
            assert!(needs_original(body), "{body}");
        }
    }

    /// Prose that begins with a command word is no command: the command line is the one all
    /// of whose words belong to a command.
    #[test]
    fn prose_starting_with_a_command_word_is_not_a_command() {
        for (body, want) in [
            ("draw after 1000 plies.\n10d10f", "10d10f"),
            ("Leave me alone, I am thinking.\nP-7f #12", "P-7f #12"),
            ("give up? never!\nresign --", "resign"),
            ("Preview of the game looks good\naccept", "accept"),
            ("export this to kif please\nexport 3 kif", "export 3 kif"),
            ("ratings please\nratings maka", "ratings maka"),
            (
                "timezone is wrong here\ntimezone Asia/Tokyo",
                "timezone Asia/Tokyo",
            ),
            ("Move fast, they said\nmove 7g7f #3", "move 7g7f #3"),
            ("leave 10d\nleave it be", "leave 10d"),
            ("give 1d12h\nGive my regards to Bob", "give 1d12h"),
            (
                "Name the day and I will be there, whenever you like\nname Kenji",
                "name Kenji",
            ),
        ] {
            assert_eq!(command(body, "", None), Found::Line(want.into()), "{body}");
        }
        // No line is a whole command: the one that begins with a command word gets its error.
        assert_eq!(
            command("Hi,\ngive 3 days\nthanks", "", None),
            Found::Line("give 3 days".into())
        );
        assert_eq!(
            command("Hi,\nP-7x\nthanks", "", None),
            Found::Line("Hi,".into())
        );
    }

    #[test]
    fn cases() {
        let cases: &[(&str, &[&str])] = &[
            ("P-7f\n", &["P-7f"]),
            ("  P-7f  \r\n\r\n", &["P-7f"]),
            ("P-7f\n\nOn Mon, 3 Nov 2026 at 10:00, Yubin <bot@x.org> wrote:\n> Game 3\n> board\n", &["P-7f"]),
            ("On Mon, 3 Nov 2026 at 10:00, Yubin <bot@x.org>\nwrote:\n> Game 3\n\nresign\n", &["resign"]),
            ("> quoted\n>> deeper\n\n  move 7g7f #12\n", &["move 7g7f #12"]),
            ("draw\n-- \nAlice\nP-5e\n", &["draw"]),
            ("board\n--\nAlice\n", &["board"]),
            ("history\n\n-----Original Message-----\nFrom: Yubin\nresign\n", &["history"]),
            ("games\n\nFrom: Yubin <bot@x.org>\nSent: Monday\nTo: alice\nSubject: Game 3\n\nresign\n", &["games"]),
            ("accept\n________________________________\nFrom: Yubin\n", &["accept"]),
            ("Am Montag, 3. November 2026 schrieb Yubin <bot@x.org>:\n> x\nresign\n", &["resign"]),
            ("Le lun. 3 nov. 2026, Yubin <bot@x.org> a écrit :\n> x\nP-7f\n", &["P-7f"]),
            ("2026年11月3日(月) 10:00 Yubin <bot@x.org>のメッセージ:\n> x\n\u{a0}P-7f\n", &["P-7f"]),
            ("\u{feff}help\nthanks!\n", &["help", "thanks!"]),
            ("From the start I liked it\nresign\n", &["From the start I liked it", "resign"]),
            ("", &[]),
            ("> only quotes\n", &[]),
        ];
        assert!(!cases.is_empty());
        for (body, want) in cases {
            assert_eq!(command_lines(body, None), *want, "body {body:?}");
            let unrelated = Original::new(["Something else entirely"]);
            assert_eq!(
                command_lines(body, Some(&unrelated)),
                *want,
                "body {body:?}"
            );
        }
    }

    #[test]
    fn below_a_known_original_the_player_is_read_again() {
        let original = Original::new([
            "Game 1, you play black.\n\n  a | l  f  c |\n\nReply to this mail with your move, \
             e.g. `P-7f #1`, or `help`.\n",
            "Game 1: you play black.\nReply to this mail with your move, e.g. P-7f #1, or help.\n",
        ]);
        let cases: &[(&str, &[&str])] = &[
            // Outlook desktop, plain text: the original unindented below the header block.
            (
                "-----Original Message-----\nFrom: Yubin <bot@x.org>\nSent: Monday\nTo: alice\n\
                 Subject: Game 1\n\nGame 1, you play black.\n\n  a | l  f  c |\n\n\
                 Reply to this mail with your move, e.g. `P-7f #1`, or `help`.\n\nP-7h\n",
                &["P-7h"],
            ),
            // The HTML rendering, another board layout in between, and a greeting on top.
            (
                "Hi\n________________________________\nFrom: Yubin\nSent: Monday\n\n\
                 Game 1: you play black.\nl\tf\tc\n\
                 Reply to this mail with your move, e.g. P-7f #1, or help.\n\nresign\n-- \nA\n",
                &["Hi", "resign"],
            ),
            // A mobile mailer: `>` quotes under a header block, the move below.
            (
                "----- Original Message -----\nFrom: bot@x.org\nDate: 2026/11/03\n\n\
                 > Game 1, you play black.\n>   a | l  f  c |\n\
                 > Reply to this mail with your move, e.g. `P-7f #1`, or `help`.\n\n\
                 \u{3000}P-7h\n",
                &["P-7h"],
            ),
            // Nothing below the quote: the footer's example move is never read.
            (
                "-----Original Message-----\nFrom: Yubin\nSent: Monday\n\n\
                 Reply to this mail with your move, e.g. `P-7f #1`, or `help`.\n",
                &[],
            ),
        ];
        assert!(!cases.is_empty());
        for (body, want) in cases {
            assert_eq!(command_lines(body, Some(&original)), *want, "body {body:?}");
            assert!(
                command_lines(body, None).len() <= 1,
                "without the original only what stands above is read: {body:?}"
            );
        }
    }

    #[test]
    fn subjects() {
        assert_eq!(subject_command(" help "), Some("help".into()));
        assert_eq!(subject_command("Re: Game 3: move 12"), None);
        assert_eq!(subject_command("AW: Game 3"), None);
        assert_eq!(subject_command("Fwd: x"), None);
        assert_eq!(subject_command("   "), None);
    }
}
