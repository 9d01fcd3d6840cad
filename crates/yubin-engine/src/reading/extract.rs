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
//! * blank lines are skipped; what is left, trimmed, are the command lines, each made
//!   printable and cut to [`echo::LINE_CHARS`] characters, at most [`MAX_LINES`] of them.
//!
//! The subject is a command only when the body has none and it is not a reply (`Re:`,
//! `AW:`, `SV:`, `Fwd:` …): the subject of a reply is the bot's own.
//!
//! Of the command lines, [`command()`] picks the one that reads as a command (a command word,
//! or text that parses as a move), so a greeting or a remark around it does no harm; two
//! such lines are [`Found::Several`] (the engine refuses them rather than carry out half),
//! unless they say the same (`投了します` and `resign`).

use crate::reading::command::{self, Command};
use crate::reading::echo;
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

/// The bot's own mail that a reply answers, as a set of its lines, to recognise them where
/// the reply quotes them (normalised by [`Original::normalise`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Original {
    lines: HashSet<String>,
}

impl Original {
    /// The lines of every rendering of the mail (its text part, and its HTML part as text:
    /// a client that shows the HTML quotes that one).
    pub fn new<'a>(renderings: impl IntoIterator<Item = &'a str>) -> Original {
        let lines = renderings
            .into_iter()
            .flat_map(str::lines)
            .map(Original::normalise)
            .filter(|l| !l.is_empty())
            .collect();
        Original { lines }
    }

    /// A line as compared: without quote marks (`>`, `＞`) and indentation in front, with
    /// every run of white space (no-break spaces included) one space, trimmed.
    pub fn normalise(line: &str) -> String {
        let bare = line.trim_start_matches(|c: char| c.is_whitespace() || c == '>' || c == '＞');
        bare.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// Whether `line` is one of the original's.
    pub fn holds(&self, line: &str) -> bool {
        let l = Original::normalise(line);
        !l.is_empty() && self.lines.contains(&l)
    }
}

/// The command of a mail (see the module docs); `original`: the bot's mail it answers.
pub fn command(body: &str, subject: &str, original: Option<&Original>) -> Found {
    let lines = command_lines(body, original);
    // Lines of conditional moves go with the command (a move): they are the command only
    // when the mail has no other.
    let mut commands: Vec<String> = lines
        .iter()
        .filter(|l| is_command_line(l) && !command::is_conditional_line(l))
        .cloned()
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
        0 => lines
            .into_iter()
            .next()
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

/// Whether a line reads as a command: a command word (even with bad arguments, which then
/// get their error), or text that parses as a move.
fn is_command_line(line: &str) -> bool {
    match command::parse(line) {
        Ok(Command::Move { text, .. }) => yubin_rules::notation::parse_move(&text).is_ok(),
        Ok(_) => true,
        Err(_) => {
            let first = line.split_whitespace().next().unwrap_or("").to_lowercase();
            command::KEYWORDS.contains(&first.trim_end_matches(['.', '!']))
                || first.starts_with('#')
        }
    }
}

/// The lines of `body` a player wrote themself, trimmed, in order (see the module docs);
/// `original`: the bot's mail it answers.
pub fn command_lines(body: &str, original: Option<&Original>) -> Vec<String> {
    let lines: Vec<&str> = body.lines().map(|l| l.trim_end_matches('\r')).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
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
            i += skip;
            continue;
        }
        let clean = echo::line(&line.replace('\u{a0}', " "));
        if !clean.is_empty() {
            out.push(clean);
            if out.len() == MAX_LINES {
                break;
            }
        }
        i += 1;
    }
    out
}

/// Whether `body` has an Outlook-style quote (a separator line or a `From:` header block),
/// the only place where [`command_lines`] looks at the original: without one the shell need
/// not read the bot's earlier mail at all.
pub fn quotes_like_outlook(body: &str) -> bool {
    let lines: Vec<&str> = body.lines().map(|l| l.trim_end_matches('\r')).collect();
    (0..lines.len()).any(|i| {
        let line = lines[i].trim().trim_start_matches('\u{feff}');
        is_outlook_separator(line) || is_header_block(&lines[i..])
    })
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

    /// The shell reads the bot's earlier mail only for a body with an Outlook-style quote:
    /// without one the original must change nothing.
    #[test]
    fn only_an_outlook_quote_needs_the_original() {
        let original = Original::new(["Game 1: your move", "Reply with your move, e.g. P-7f"]);
        for body in [
            "P-7f",
            "P-7f\n\nOn Mon, bot wrote:\n> Game 1: your move\n> Reply with your move, e.g. P-7f",
            "> Game 1: your move\nReply with your move, e.g. P-7f\nP-7f",
        ] {
            assert!(!quotes_like_outlook(body), "{body}");
            assert_eq!(
                command_lines(body, Some(&original)),
                command_lines(body, None),
                "{body}"
            );
        }
        for body in [
            "-----Original Message-----\nFrom: bot\nGame 1: your move\nP-7f",
            "________________________________\nFrom: bot\nSent: Monday\nP-7f",
            "P-7f\nFrom: Yubin <bot@example.test>\nSent: Monday\nTo: alice\nSubject: Game 1",
        ] {
            assert!(quotes_like_outlook(body), "{body}");
        }
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
