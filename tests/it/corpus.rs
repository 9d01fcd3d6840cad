//! The inbound corpus: `tests/data/eml/*.eml`, written as real mail clients write them, each
//! with its expected interpretation in `*.expected` beside it (re-bless with `YUBIN_BLESS=1`).
//!
//! The bot's outbox holds the mails of `tests/data/eml/outbox/` (`<Message-ID>.txt` and
//! `.html`, as the bot wrote them in game 1 of alice and bob: challenge, accept, `P-7h`).
//! A reply to one of them (by `In-Reply-To`) is read with that original known, as the
//! service reads it, and then once more after the outbox forgot the bodies (the
//! `forgotten:` line of its `.expected`). The `player's lines:` are what the service reads as
//! written by the player (every other line is quoted, the bot's own, or a signature).
//!
//! Then the mails are consumed through a shell with that outbox, in the order of their names
//! (the `log:` line: consumed, or dropped as consumed before), and the threading headers of
//! each answer are shown as they go out (the `reply:` lines): every header line of every
//! answer is at most RFC 5322's 998 octets and free of control bytes.

use lettre::message::Mailbox;
use std::path::Path;
use yubin::mail::{inbound, outbound};
use yubin::shell::{Consumed, Shell};
use yubin::store::{OutMail, Store};
use yubin_domain::token;
use yubin_engine::reading::extract::{self, Original};
use yubin_engine::{Inbound, Settings};

const BOT: &str = "bot@yubin.example";

/// A shell whose outbox holds the corpus's bot mails, delivered.
fn outbox(dir: &Path) -> Shell {
    let settings = Settings {
        mails_per_hour: 1000,
        ..Settings::for_tests(BOT, b"corpus-key-0123456789")
    };
    let mut shell = Shell::new(Store::open_in_memory().unwrap(), settings);
    let mut ids: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(".txt").map(str::to_string)
        })
        .collect();
    ids.sort();
    assert!(!ids.is_empty(), "no bot mails in {}", dir.display());
    let tx = shell.store_mut().transaction().unwrap();
    for id in &ids {
        let mail = OutMail {
            message_id: id.clone(),
            in_reply_to: None,
            references: Vec::new(),
            to: "player@example.test".into(),
            reply_to: None,
            subject: String::new(),
            text: std::fs::read_to_string(dir.join(format!("{id}.txt"))).unwrap(),
            html: std::fs::read_to_string(dir.join(format!("{id}.html"))).ok(),
            attachments: Vec::new(),
            picture: None,
            unsubscribe: None,
        };
        tx.queue(&mail, 0).unwrap();
    }
    tx.commit().unwrap();
    for e in shell.store().due_mail(i64::MAX, 100).unwrap() {
        shell.store().mark_sent(e.id).unwrap();
    }
    shell
}

fn command(mail: &Inbound, original: Option<&Original>) -> String {
    if mail.automated {
        return "none (never answered)".to_string();
    }
    match extract::command(&mail.body, &mail.subject, original) {
        extract::Found::Line(l) => l,
        extract::Found::Several(ls) => format!("several, refused: {}", ls.join(" | ")),
        extract::Found::Nothing => "none".into(),
    }
}

/// The interpretation of each mail, with the bot's mails in `shell`'s outbox; a reply to
/// one of them is read again after the outbox forgot their bodies.
fn interpret_all(shell: &mut Shell, raws: &[Vec<u8>], consumed: &[String]) -> Vec<String> {
    let mails: Vec<_> = raws.iter().map(|r| inbound::parse_explained(r)).collect();
    let known: Vec<_> = mails
        .iter()
        .map(|m| match m {
            Ok((mail, _)) => shell.original_of(mail).unwrap(),
            Err(_) => None,
        })
        .collect();
    shell.store().forget_sent_bodies(i64::MAX).unwrap();
    mails
        .iter()
        .zip(&known)
        .zip(consumed)
        .map(|((m, original), consumed)| match m {
            Err(e) => format!("error: {e}\n"),
            Ok((mail, automatic)) => {
                let forgotten = original.as_ref().map(|_| {
                    assert_eq!(shell.original_of(mail).unwrap(), None);
                    command(mail, None)
                });
                let read = interpret(mail, automatic.as_deref(), original.as_ref(), forgotten);
                let (head, body) = read.split_at(read.find("body:\n").unwrap());
                format!("{head}{consumed}{body}")
            }
        })
        .collect()
}

fn interpret(
    mail: &Inbound,
    automatic: Option<&str>,
    original: Option<&Original>,
    forgotten: Option<String>,
) -> String {
    let token = mail
        .recipients
        .iter()
        .find_map(|r| token::parse_recipient(BOT, r))
        .map_or("none".to_string(), |(g, t)| format!("game {g}, token {t}"));
    let mut out = format!(
        "message-id: {}\nfrom: {}\nrecipients: {}\nsubject: {}\nautomatic: {}\nreply token: {token}\n",
        mail.message_id,
        mail.from,
        mail.recipients.join(", "),
        mail.subject,
        automatic.unwrap_or("no"),
    );
    let angled = |ids: &[String]| match ids {
        [] => vec!["none".to_string()],
        ids => ids.iter().map(|i| format!("<{i}>")).collect(),
    };
    out.push_str(&format!(
        "in-reply-to: {}\nreferences: {}\n",
        angled(mail.in_reply_to.as_slice()).join(" "),
        angled(&mail.references).join(" "),
    ));
    if let (Some(id), Some(_)) = (mail.answers(), original) {
        out.push_str(&format!("answers: <{id}>, in the outbox\n"));
    }
    out.push_str(&format!("command: {}\n", command(mail, original)));
    let lines = extract::command_lines(&mail.body, original);
    out.push_str(&format!(
        "player's lines: {}\n",
        if lines.is_empty() {
            "none".to_string()
        } else {
            lines.join(" | ")
        }
    ));
    if let Some(c) = forgotten {
        out.push_str(&format!(
            "forgotten: {c} (the outbox no longer holds its body)\n"
        ));
    }
    out.push_str("body:\n");
    for l in mail.body.lines() {
        out.push_str(format!("| {l}").trim_end());
        out.push('\n');
    }
    out
}

/// What consuming each mail in turn did: the `log:` line and a `reply:` line per answer.
fn consume_all(shell: &mut Shell, raws: &[Vec<u8>]) -> Vec<String> {
    let bot: Mailbox = BOT.parse().unwrap();
    let mut answers = 0;
    let lines = raws
        .iter()
        .map(|raw| {
            let Ok(mut mail) = inbound::parse(raw) else {
                return String::new();
            };
            // As if the receiving server vouched for every sender: the files are real
            // clients' mails, without its `Authentication-Results` header (what needs a
            // confirmation otherwise is tested apart).
            mail.vouched = true;
            let mut out = match shell.process(&mail, 1_800_000_000).unwrap() {
                Consumed::Done => "log: consumed\n".to_string(),
                Consumed::Again => "log: dropped, consumed before\n".to_string(),
                Consumed::Damaged(d) => format!("log: damaged {d}\n"),
            };
            for e in shell.store().due_mail(i64::MAX, 100).unwrap() {
                shell.store().mark_sent(e.id).unwrap();
                let sent = outbound::build(&e.mail, &bot, Some(e.id))
                    .unwrap()
                    .formatted();
                let text = String::from_utf8(sent).unwrap();
                let head = &text[..text.find("\r\n\r\n").unwrap()];
                for line in head.split("\r\n") {
                    assert!(line.len() <= 998, "a header line of {} bytes", line.len());
                    assert!(
                        !line.contains(|c: char| c.is_control() && c != '\t'),
                        "{line:?}"
                    );
                }
                let header = |name: &str| {
                    let unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
                    let start = format!("{name}: ");
                    unfolded
                        .split("\r\n")
                        .find_map(|l| l.strip_prefix(start.as_str()).map(str::to_string))
                        .unwrap_or_else(|| "none".into())
                };
                out.push_str(&format!(
                    "reply: to {}, in-reply-to {}, references {}\n",
                    e.mail.to,
                    header("In-Reply-To"),
                    header("References")
                ));
                answers += 1;
            }
            out
        })
        .collect();
    assert!(answers > 10, "only {answers} answers");
    lines
}

#[test]
fn every_eml_reads_as_expected() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/eml");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    names.sort();
    let raws: Vec<Vec<u8>> = names.iter().map(|p| std::fs::read(p).unwrap()).collect();
    let consumed = consume_all(&mut outbox(&dir.join("outbox")), &raws);
    let got = interpret_all(&mut outbox(&dir.join("outbox")), &raws, &consumed);
    // The folder holds the inputs too, so each `.expected` is compared on its own.
    let failures: Vec<String> = names
        .iter()
        .zip(got)
        .filter_map(|(path, got)| {
            yubin_golden::compare(path.with_extension("expected"), &got).err()
        })
        .map(|m| m.to_string())
        .collect();
    assert!(
        names.len() >= 10,
        "the corpus has only {} cases",
        names.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} cases differ (rerun with YUBIN_BLESS=1 if intended):\n{}",
        failures.len(),
        names.len(),
        failures.join("\n")
    );
}

/// No line of the bot's own mails (every golden text part) reads as a whole command: a
/// client that quotes them without `>` marks and whose reply is read without the original
/// (the outbox forgot it) shows no line the bot would take for the player's. The lines a
/// mail quotes back from the player (`> …`) are theirs, and two kinds of mail show the
/// player's own commands on purpose: the list of their conditional moves (to copy, edit and
/// send back) and a confirmation request (whose reply's text does not matter).
#[test]
fn no_line_of_the_bots_mails_reads_as_a_command() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/golden");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(files.len() > 100, "{} golden mails", files.len());
    let mut found = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy();
        if name.contains("_conditional_list_") || name.contains("_confirm_") {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap();
        for line in text.lines().skip_while(|l| l.starts_with("Subject:")) {
            let line = line.trim();
            if line.starts_with('>') || line.is_empty() {
                continue;
            }
            if let Some(cmd) = yubin_engine::reading::command::parse_whole(line) {
                found.push(format!("{name}: {line:?} ({cmd:?})"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
