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
//!   `From:` line followed within three lines by `Sent:`/`Date:`/`To:`/`Subject:`) ends the
//!   body, since such clients quote without `>`;
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

use super::command::{self, Command};
use super::echo;

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

/// The command of a mail (see the module docs).
pub fn command(body: &str, subject: &str) -> Found {
    let lines = command_lines(body);
    let mut commands: Vec<String> = lines
        .iter()
        .filter(|l| is_command_line(l))
        .cloned()
        .collect();
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

/// The lines of `body` a player wrote themself, trimmed, in order (see the module docs).
pub fn command_lines(body: &str) -> Vec<String> {
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
            break;
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
            assert_eq!(command_lines(body), *want, "body {body:?}");
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
