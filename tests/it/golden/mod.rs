//! Golden files for every mail the bot sends, text and HTML, in `tests/data/golden/`
//! (`NN_what_to.txt` with the subject on top, `NN_what_to.html`); re-bless with
//! `YUBIN_BLESS=1`. Every text line fits 80 columns without trailing spaces and every HTML
//! part stays under 100 KB.

mod analyse;
mod bounce;
mod computer;
mod digest;
mod english;
mod forget;
mod japanese;
mod moveaddr;
mod unsub;
mod xtables;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::OnceLock;
use yubin::shell::Shell;
use yubin::store::{OutMail, Store};
use yubin_domain::model::{GameId, InlinePicture};
use yubin_domain::token;
use yubin_engine::{Inbound, Settings};

const BOT: &str = "bot@yubin.example";
const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";
const CAROL: &str = "carol@example.test";
const DAVE: &str = "dave@example.test";
/// Japanese players (issue 25).
const HANAKO: &str = "hanako@example.jp";
const TARO: &str = "taro@example.jp";
const JIRO: &str = "jiro@example.jp";

fn settings() -> Settings {
    Settings {
        mails_per_hour: 1000,
        ..Settings::for_tests(BOT, b"golden-file-key-0123")
    }
}

struct Script {
    shell: Shell,
    now: i64,
    n: u32,
    seen: usize,
    files: BTreeMap<String, String>,
    /// The board pictures the HTML mails show, by the mail's name (without `.html`).
    pictures: BTreeMap<String, InlinePicture>,
    step: u32,
    /// The sender and body of the mail the step answers (its answer may quote the body).
    said: Option<(String, String)>,
    /// The next mail is vouched for by nothing (a From header anyone could write).
    unvouched: bool,
    /// The Message-ID of the bot's mail the next mail answers.
    answers: Option<String>,
    /// Each mail's threading and `List-Unsubscribe`, by the mail's name ([`MailKind`]).
    lists: BTreeMap<String, MailKind>,
}

/// What tells a mail's kind, and its `List-Unsubscribe` (`unsub::every_recurring_mail…`).
#[derive(Debug, Clone)]
pub(crate) struct MailKind {
    pub(crate) to: String,
    pub(crate) message_id: String,
    pub(crate) in_reply_to: Option<String>,
    pub(crate) reply_to: Option<String>,
    pub(crate) unsubscribe: Option<yubin_domain::model::Unsubscribe>,
}

impl Script {
    fn token(&self, game: i64, who: &str) -> String {
        token::reply_address(BOT, &self.shell.settings().secret_key, GameId(game), who)
    }

    fn collect(&mut self, what: &str) -> Vec<OutMail> {
        let all = self.shell.store().due_mail(i64::MAX, 100_000).unwrap();
        let new: Vec<OutMail> = all[self.seen..].iter().map(|e| e.mail.clone()).collect();
        self.seen = all.len();
        self.step += 1;
        assert!(!new.is_empty(), "step {what} sent no mail");
        let mut names: BTreeMap<String, u32> = BTreeMap::new();
        for m in &new {
            self.no_stranger_address(what, m);
            let who = m.to.split('@').next().unwrap();
            let mut base = format!("{:02}_{what}_{who}", self.step);
            // Several mails to one player in a step (a tournament's games): numbered.
            let count = names.entry(base.clone()).or_insert(0);
            *count += 1;
            if *count > 1 {
                base = format!("{base}_{count}");
            }
            self.files.insert(
                format!("{base}.txt"),
                format!("Subject: {}\n\n{}", m.subject, m.text),
            );
            if let Some(h) = &m.html {
                self.files.insert(format!("{base}.html"), h.clone());
            }
            self.lists.insert(
                base.clone(),
                MailKind {
                    to: m.to.clone(),
                    message_id: m.message_id.clone(),
                    in_reply_to: m.in_reply_to.clone(),
                    reply_to: m.reply_to.clone(),
                    unsubscribe: m.unsubscribe.clone(),
                },
            );
            if let Some(p) = &m.picture {
                self.pictures.insert(base.clone(), p.clone());
            }
            for a in &m.attachments {
                self.files
                    .insert(format!("{base}.{}", a.file_name), a.content.clone());
            }
        }
        new
    }

    /// A mail shows no address but its recipient's own and, in a casual game's mails to
    /// its players, the opponent's (one of them typed it into the challenge): observers,
    /// tournament players, rating lists and every other list name players by name alone.
    fn no_stranger_address(&self, what: &str, m: &OutMail) {
        let mut allowed = vec![m.to.clone()];
        // What the recipient wrote themselves, quoted back to them.
        if let Some((from, body)) = self.said.as_ref().filter(|(from, _)| *from == m.to) {
            allowed.extend(
                body.split(|c: char| c.is_whitespace() || c == '<' || c == '>')
                    .filter(|w| w.contains('@') && *w != from)
                    .map(str::to_string),
            );
        }
        let game = m
            .reply_to
            .as_deref()
            .and_then(|r| token::parse_recipient(BOT, r))
            .and_then(|(g, _)| self.shell.store().game(g).unwrap());
        match game {
            Some(g) if g.setup.tournament.is_none() => {
                allowed.extend([g.setup.black.clone(), g.setup.white.clone()]);
            }
            Some(_) => {}
            // A mail about no one game (`games`): the opponents of the recipient's casual
            // games.
            None => {
                let conn = self.shell.store().connection();
                let mut stmt = conn
                    .prepare(
                        "SELECT b.address, w.address FROM games g \
                         JOIN players b ON b.id = g.black_id JOIN players w ON w.id = g.white_id \
                         WHERE g.tournament_id IS NULL AND ?1 IN (b.address, w.address)",
                    )
                    .unwrap();
                let rows = stmt
                    .query_map([&m.to], |r| Ok([r.get(0)?, r.get(1)?]))
                    .unwrap();
                for pair in rows {
                    allowed.extend(pair.unwrap());
                }
            }
        }
        let text = format!(
            "{}\n{}\n{}",
            m.subject,
            m.text,
            m.html.as_deref().unwrap_or("")
        );
        for word in
            text.split(|c: char| c.is_whitespace() || "<>;&()`'\",（）、。：「」＜＞".contains(c))
        {
            let word = word.trim_end_matches(['.', ':']);
            let Some((_, domain)) = word.split_once('@') else {
                continue;
            };
            let bot = word.starts_with("bot@") || word.starts_with("bot+");
            // The Content-ID of the board picture (`cid:board.1.0.…@yubin`).
            let bot = bot || word.starts_with("cid:board.");
            if domain.is_empty() || bot || allowed.iter().any(|a| a.starts_with(word)) {
                continue;
            }
            panic!(
                "{what}: a mail to {} shows the address {word}:\n{text}",
                m.to
            );
        }
    }

    /// A mail nothing vouches for, answering the bot's mail `answers`.
    fn unvouched(
        &mut self,
        what: &str,
        from: &str,
        to: &str,
        answers: Option<&str>,
        body: &str,
    ) -> Vec<OutMail> {
        self.unvouched = true;
        self.answers = answers.map(str::to_string);
        self.mail(what, from, to, body)
    }

    fn mail(&mut self, what: &str, from: &str, to: &str, body: &str) -> Vec<OutMail> {
        self.mail_expecting(what, from, to, body, yubin::shell::Consumed::Done)
    }

    fn mail_expecting(
        &mut self,
        what: &str,
        from: &str,
        to: &str,
        body: &str,
        expect: yubin::shell::Consumed,
    ) -> Vec<OutMail> {
        let mut mail = self.next_mail(from, to, body);
        mail.in_reply_to = self.answers.clone();
        mail.references = self.answers.take().into_iter().collect();
        // The script's senders are vouched for by the receiving server, but where a step
        // says otherwise ([`Script::unvouched`]).
        mail.vouched = !std::mem::take(&mut self.unvouched);
        self.said = Some((from.to_string(), body.to_string()));
        let done = self.shell.process(&mail, self.now).unwrap();
        assert_eq!(done, expect, "{what}");
        self.collect(what)
    }

    /// The script's next mail, an hour after the last: from `from` to `to`, saying `body`,
    /// vouched for by the receiving server.
    fn next_mail(&mut self, from: &str, to: &str, body: &str) -> Inbound {
        self.n += 1;
        self.now += 3600;
        Inbound {
            message_id: format!("m{}@example.test", self.n),
            from: from.into(),
            recipients: vec![to.into()],
            body: body.into(),
            vouched: true,
            ..Inbound::default()
        }
    }

    /// A mail the service failed on three times (a panic), set aside and its sender told.
    fn unhandled(&mut self, what: &str, from: &str, to: &str, body: &str) -> Vec<OutMail> {
        let mail = self.next_mail(from, to, body);
        let told = self
            .shell
            .set_aside(
                Some(&mail),
                &format!("d{}", self.n),
                3,
                "panicked: a bug",
                self.now,
            )
            .unwrap();
        assert_eq!(told, Some(true), "{what}");
        self.collect(what)
    }

    /// The number of the newest game: blocks that create games read it rather than count.
    /// The games of tournament `id`, by number: each with its Black's and White's address.
    fn tournament_games(&self, id: i64) -> Vec<(i64, String, String)> {
        let conn = self.shell.store().connection();
        let mut stmt = conn
            .prepare(
                "SELECT g.id, b.address, w.address FROM games g JOIN players b ON b.id = \
                 g.black_id JOIN players w ON w.id = g.white_id WHERE g.tournament_id = ?1 \
                 ORDER BY g.id",
            )
            .unwrap();
        let rows = stmt
            .query_map([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        rows
    }

    fn last_game(&self) -> i64 {
        self.shell
            .store()
            .connection()
            .query_row("SELECT max(id) FROM games", [], |r| r.get(0))
            .unwrap()
    }

    fn time(&mut self, what: &str, at: i64) -> Vec<OutMail> {
        self.said = None;
        self.shell.run_deadlines(at).unwrap();
        self.collect(what)
    }
}

/// What the script's mails were: their golden files, by name, and the board pictures their
/// HTML parts show, by the mail's name.
pub(crate) struct Golden {
    pub(crate) files: BTreeMap<String, String>,
    pub(crate) pictures: BTreeMap<String, InlinePicture>,
    pub(crate) lists: BTreeMap<String, MailKind>,
}

/// The script's mails, played once for every test of the binary that reads them.
pub(crate) fn golden() -> &'static Golden {
    static GOLDEN: OnceLock<Golden> = OnceLock::new();
    GOLDEN.get_or_init(play)
}

fn script() -> &'static BTreeMap<String, String> {
    &golden().files
}

fn play() -> Golden {
    let mut s = Script {
        shell: Shell::new(Store::open_in_memory().unwrap(), settings()),
        now: 1_800_000_000,
        n: 0,
        seen: 0,
        files: BTreeMap::new(),
        pictures: BTreeMap::new(),
        step: 0,
        said: None,
        unvouched: false,
        answers: None,
        lists: BTreeMap::new(),
    };
    english::play(&mut s);
    japanese::play(&mut s);
    unsub::play(&mut s);
    bounce::play(&mut s);
    forget::play(&mut s);
    moveaddr::play(&mut s);
    digest::play(&mut s);
    xtables::play(&mut s);
    computer::play(&mut s);
    analyse::play(&mut s);
    japanese::later(&mut s);
    Golden {
        files: s.files,
        pictures: s.pictures,
        lists: s.lists,
    }
}

#[test]
fn handicap_and_heisei_mails_say_so() {
    let files = script();
    for name in ["32_challenge_handicap_bob", "33_accept_handicap_alice"] {
        for ext in ["txt", "html"] {
            let mail = &files[&format!("{name}.{ext}")];
            assert!(
                mail.contains("Handicap: two lions. White gives it and moves first."),
                "{name}.{ext}: {mail}"
            );
        }
    }
    let heisei = &files["39_accept_heisei_bob.txt"];
    assert!(heisei.contains("Set aside (Heisei)"), "{heisei}");
    assert!(
        heisei.contains("Black may still drop: L×2, C×2, S×2, SM×2, VM×2, RC×2, Ky, Ph.")
            && heisei.contains("White may still drop: L×2, C×2,"),
        "{heisei}"
    );
    let dropped = &files["40_drop_heisei_bob.txt"];
    assert!(dropped.contains("Black has made its drop."), "{dropped}");
    assert!(dropped.contains("White may still drop:"), "{dropped}");
    assert!(!files["06_move_bob.txt"].contains("Set aside"));
}

#[test]
fn hishigata_mails_call_its_setup_provisional() {
    let files = script();
    let mut n = 0;
    for (name, mail) in files {
        if name.contains("_hishigata_") && name.ends_with(".txt") {
            let words = mail.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(
                words.contains(
                    "Rules: Maka Dai Dai Shogi, preset hishigata (the setup of the seed's \
                     diagram, provisional)"
                ),
                "{name}: {mail}"
            );
            n += 1;
        }
    }
    assert_eq!(n, 6, "challenge, accept and move, to both players");
}

#[test]
fn tenjiku_mails_report_what_a_fire_demon_burned() {
    let files = script();
    let mut n = 0;
    for (name, mail) in files {
        if !name.contains("_tenjiku_") || name.contains("challenge") || name.contains("accept") {
            continue;
        }
        // The picture's key says what its orange squares mean, in every Tenjiku mail.
        let words = mail
            .lines()
            .filter(|l| !l.contains("pieces point up"))
            .flat_map(str::split_whitespace)
            .collect::<Vec<_>>()
            .join(" ");
        let burned = "9d black great general (the piece that moved).";
        let said = if name.contains("preview") {
            words.contains(&format!("Fire demon would burn: {burned}"))
        } else if words.contains("1. GGx9d") {
            words.contains(&format!("Fire demon burns: {burned}"))
        } else {
            !words.contains("burn")
        };
        assert!(said, "{name}: {mail}");
        n += 1;
    }
    assert_eq!(
        n, 10,
        "the preview and two moves to both players, text and HTML"
    );
}

#[test]
fn days_per_move_clocks_count_time_given_once() {
    let files = script();
    let flat = |name: &str| files[name].split_whitespace().collect::<Vec<_>>().join(" ");
    for who in ["alice", "bob"] {
        let gave = flat(&format!("149_gave_per_move_{who}.txt"));
        assert!(
            gave.contains(
                "Clocks: black 2d 22h 10m (including 1d given), to move; white 3d 00h 00m."
            ),
            "{gave}"
        );
        let moved = flat(&format!("150_move_given_{who}.txt"));
        assert!(
            moved.contains(
                "Clocks: black 4d 00h 00m (including 1d given); white 3d 00h 00m, to move."
            ),
            "{moved}"
        );
    }
    // Without time given, days per move show the same line.
    let accepted = flat("148_accept_given_alice.txt");
    assert!(
        accepted.contains("Clocks: black 3d 00h 00m, to move; white 3d 00h 00m."),
        "{accepted}"
    );
}

#[test]
fn every_mail_matches_its_golden_file() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/golden");
    let files = script();
    assert!(files.len() >= 40, "only {} golden files", files.len());
    let mut problems: Vec<String> = yubin_golden::compare_dir(&dir, files)
        .iter()
        .map(ToString::to_string)
        .collect();
    for (name, got) in files {
        if name.ends_with(".txt") {
            // The first line is the subject, which mail headers fold. A Japanese mail's
            // columns are counted as a monospace font shows them: a kanji takes two.
            let japanese = name.contains("_ja_");
            for line in got.lines().skip(1) {
                let columns = if japanese {
                    unicode_width::UnicodeWidthStr::width(line)
                } else {
                    line.chars().count()
                };
                if columns > 80 {
                    problems.push(format!("{name}: line longer than 80 columns: {line:?}"));
                }
                if line != line.trim_end() {
                    problems.push(format!("{name}: trailing space: {line:?}"));
                }
            }
        } else if got.len() >= 100 * 1024 {
            problems.push(format!(
                "{name}: {} bytes of HTML (limit 100 KB)",
                got.len()
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems (rerun with YUBIN_BLESS=1 if the change is intended):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn html_boards_mark_colours_on_every_cell() {
    // Alice chose the table (`board table`).
    let files = script();
    let html = &files["157_look_move_alice.html"];
    let cells = html.matches("<td style=\"width:26px").count();
    assert_eq!(cells, 144, "a Chu board has 144 squares");
    for cell in html.split("<td ").skip(1) {
        let style = cell.split('"').nth(1).unwrap_or("");
        assert!(
            style.contains("color:") && style.contains("background-color:"),
            "a cell without explicit colours: {style}"
        );
    }
    assert!(!html.contains("<svg") && !html.contains("<img"));
    assert_eq!(
        html.matches("2px solid #e00000").count(),
        2,
        "last move: origin and destination"
    );
}
