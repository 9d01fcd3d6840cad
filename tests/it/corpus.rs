//! The inbound corpus: `tests/data/eml/*.eml`, written as real mail clients write them, each
//! with its expected interpretation in `*.expected` beside it (re-bless with `YUBIN_BLESS=1`).

use std::path::Path;
use yubin::engine::{extract, token};
use yubin::mail::inbound;

const BOT: &str = "bot@yubin.example";

fn interpret(raw: &[u8]) -> String {
    let (mail, automatic) = match inbound::parse_explained(raw) {
        Ok(x) => x,
        Err(e) => return format!("error: {e}\n"),
    };
    let token = mail
        .recipients
        .iter()
        .find_map(|r| token::parse_recipient(BOT, r))
        .map_or("none".to_string(), |(g, t)| format!("game {g}, token {t}"));
    let command = match extract::command(&mail.body, &mail.subject) {
        extract::Found::Line(l) => l,
        extract::Found::Several(ls) => format!("several, refused: {}", ls.join(" | ")),
        extract::Found::Nothing => "none".into(),
    };
    let mut out = format!(
        "message-id: {}\nfrom: {}\nrecipients: {}\nsubject: {}\nautomatic: {}\nreply token: {token}\ncommand: {}\nbody:\n",
        mail.message_id,
        mail.from,
        mail.recipients.join(", "),
        mail.subject,
        automatic.as_deref().unwrap_or("no"),
        if mail.automated { "none (never answered)".to_string() } else { command },
    );
    for l in mail.body.lines() {
        out.push_str(format!("| {l}").trim_end());
        out.push('\n');
    }
    out
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
    let bless = std::env::var_os("YUBIN_BLESS").is_some();
    let mut failures = Vec::new();
    for path in &names {
        let got = interpret(&std::fs::read(path).unwrap());
        let expected_path = path.with_extension("expected");
        if bless {
            std::fs::write(&expected_path, &got).unwrap();
        }
        let want = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if got != want {
            failures.push(format!(
                "{}:\n--- expected\n{want}--- got\n{got}",
                path.display()
            ));
        }
    }
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
