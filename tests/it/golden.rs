//! Golden files for every mail the bot sends, text and HTML, in `tests/data/golden/`
//! (`NN_what_to.txt` with the subject on top, `NN_what_to.html`); re-bless with
//! `YUBIN_BLESS=1`. Every text line fits 80 columns without trailing spaces and every HTML
//! part stays under 100 KB.

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
    };
    s.mail("help", ALICE, BOT, "help");
    s.mail("games_none", ALICE, BOT, "games");
    s.mail("error_unknown", ALICE, BOT, "hello bot");
    s.mail("challenge", ALICE, BOT, "challenge bob@example.test black");
    let (a1, b1) = (s.token(1, ALICE), s.token(1, BOB));
    s.mail("accept", BOB, &b1, "accept");
    s.mail("move", ALICE, &a1, "P-8h #1");
    s.mail("error_not_your_turn", ALICE, &a1, "P-7h");
    s.mail("move", BOB, &b1, "8d8e");
    s.mail("board", ALICE, &a1, "board");
    s.mail("preview", ALICE, &a1, "preview P-7h");
    s.mail("error_bad_move", ALICE, &a1, "P-5e");
    s.mail("draw_offer", ALICE, &a1, "draw");
    s.mail("draw_declined", BOB, &b1, "decline draw");
    s.mail("history", BOB, &b1, "history");
    s.mail("games", BOB, BOT, "games");
    let deadline = s
        .shell
        .store()
        .game(GameId(1))
        .unwrap()
        .unwrap()
        .deadline
        .unwrap();
    s.time("reminder", deadline - 3600 * 24);
    s.mail("resign", ALICE, &a1, "resign");

    s.mail(
        "challenge_reject",
        ALICE,
        BOT,
        "challenge bob@example.test white illegal=reject days=3",
    );
    let b2 = s.token(2, BOB);
    s.mail("declined", BOB, &b2, "decline");

    s.mail(
        "challenge_lose",
        BOB,
        BOT,
        "challenge alice@example.test black",
    );
    let (a3, b3) = (s.token(3, ALICE), s.token(3, BOB));
    s.mail("accept", ALICE, &a3, "accept");
    s.mail("illegal_move", BOB, &b3, "7i7g");

    s.mail(
        "challenge_timeout",
        BOB,
        BOT,
        "challenge alice@example.test white days=1",
    );
    let a4 = s.token(4, ALICE);
    s.mail("accept", ALICE, &a4, "accept");
    let deadline = s
        .shell
        .store()
        .game(GameId(4))
        .unwrap()
        .unwrap()
        .deadline
        .unwrap();
    s.time("loss_on_time", deadline);

    // Maka Dai Dai Shogi: the same mails on a 19×19 board with a key to its kinds.
    s.mail(
        "challenge_maka",
        ALICE,
        BOT,
        "challenge bob@example.test maka black",
    );
    let (a5, b5) = (s.token(5, ALICE), s.token(5, BOB));
    s.mail("accept_maka", BOB, &b5, "accept");
    s.mail("move_maka", ALICE, &a5, "LD-10m");
    s.mail("move_maka", BOB, &b5, "10d10g");
    s.mail("error_bad_move_maka", ALICE, &a5, "LD-10?");
    s.mail("illegal_move_maka", ALICE, &a5, "LDx10i");

    // A move without the reply key, from a player with one game going on.
    s.mail(
        "challenge_handicap",
        ALICE,
        BOT,
        "challenge bob@example.test white handicap=two_lions",
    );
    s.mail("accept_handicap", BOB, &s.token(6, BOB), "accept");
    s.mail("error_no_key", ALICE, BOT, "P-7e");

    // A damaged game record (changed by hand in the database).
    s.shell
        .store()
        .connection()
        .execute(
            "UPDATE moves SET usi = '1a1b' WHERE game_id = 5 AND ply = 1",
            [],
        )
        .unwrap();
    let damaged = "corrupt row in table `moves` (row 5/1): column `usi`: \"1a1b\": `1a1b`: not a possible move; 1a: the piece on 1a is the opponent's";
    s.mail_expecting(
        "error_damaged",
        BOB,
        &b5,
        "history",
        yubin::shell::Consumed::Damaged(damaged.into()),
    );

    // The rate limit: one notice when it is reached.
    s.shell.set_settings(Settings {
        mails_per_hour: 1,
        ..settings()
    });
    s.mail("help_carol", CAROL, BOT, "help");
    s.mail("rate_limit", CAROL, BOT, "challenge alice@example.test");

    // Heisei: the set-aside pieces each side may still drop, until its one drop.
    s.shell.set_settings(settings());
    s.mail(
        "challenge_heisei",
        ALICE,
        BOT,
        "challenge bob@example.test black preset=heisei",
    );
    let (a7, b7) = (s.token(7, ALICE), s.token(7, BOB));
    s.mail("accept_heisei", BOB, &b7, "accept");
    s.mail("drop_heisei", ALICE, &a7, "A*10g");

    // A time zone: Bob's deadlines from then on read in Tokyo time, Alice's still in UTC.
    s.mail("timezone", BOB, BOT, "timezone Asia/Tokyo");
    s.mail("error_timezone", BOB, BOT, "timezone Mars/Olympus_Mons");
    s.mail("move_zones", BOB, &b7, "1d1e");

    // Conditional moves: sent with a move, listed, and answered at once.
    s.mail(
        "move_conditional",
        ALICE,
        &a7,
        "P-7h\nif P-7e then P-7g P-3e P-3h\nif 8d8e then 8i8h",
    );
    s.mail("conditional_list", ALICE, &a7, "conditional");
    s.mail("conditional_answer", BOB, &b7, "P-7e");
    s.mail("error_conditional", ALICE, &a7, "if P-3e then P-3a");

    // Each time control: the rules line says it, every game mail shows both clocks.
    for (game, control) in [
        (8, "time=3d+1d max=5d"),
        (9, "time=10/50d double=20d"),
        (10, "time=1d byo=12h"),
    ] {
        s.mail(
            "challenge_clock",
            ALICE,
            BOT,
            &format!("challenge bob@example.test black {control}"),
        );
        let (a, b) = (s.token(game, ALICE), s.token(game, BOB));
        s.mail("accept_clock", BOB, &b, "accept");
        s.mail("move_clock", ALICE, &a, "P-7h");
        s.mail("move_clock", BOB, &b, "P-7e");
    }
    // Byoyomi: Alice's day of main time runs out; her move then has twelve hours.
    let a10 = s.token(10, ALICE);
    s.now += 86_400;
    s.mail("move_byoyomi", ALICE, &a10, "P-8h");
    let deadline = s
        .shell
        .store()
        .game(GameId(10))
        .unwrap()
        .unwrap()
        .deadline
        .unwrap();
    s.time("reminder_byoyomi", deadline - 3600 * 6);
    s.time("loss_on_time_byoyomi", deadline);

    // Abort, before both sides have moved.
    s.mail(
        "challenge_abort",
        BOB,
        BOT,
        "challenge alice@example.test white",
    );
    s.mail("accept_abort", ALICE, &s.token(11, ALICE), "accept");
    s.mail("aborted", BOB, &s.token(11, BOB), "abort");

    // Pause by agreement, time given, leave.
    s.mail(
        "challenge_pause",
        ALICE,
        BOT,
        "challenge bob@example.test black time=10d+1d",
    );
    let (a12, b12) = (s.token(12, ALICE), s.token(12, BOB));
    s.mail("accept_pause", BOB, &b12, "accept");
    s.mail("pause_offered", ALICE, &a12, "pause");
    s.mail("paused", BOB, &b12, "accept pause");
    s.mail("resumed", ALICE, &a12, "resume");
    s.mail("gave", BOB, &b12, "give 2d");
    s.mail("leave_booked", ALICE, BOT, "leave 2027-03-01 2027-03-07");
    s.mail("leave_listed", ALICE, BOT, "leave");
    s.mail("error_leave", ALICE, BOT, "leave 2027-04-01 2027-05-31");
    s.mail("leave_cancelled", ALICE, BOT, "leave cancel");

    // Takebacks by agreement: asked, declined, asked again and accepted.
    s.mail(
        "challenge_takeback",
        ALICE,
        BOT,
        "challenge bob@example.test black",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_takeback", BOB, &b, "accept");
    s.mail("move_takeback", ALICE, &a, "P-7h");
    s.mail("move_takeback", BOB, &b, "P-7e");
    s.mail("takeback_asked", ALICE, &a, "takeback");
    s.mail("takeback_declined", BOB, &b, "decline takeback");
    s.mail("takeback_asked", ALICE, &a, "takeback");
    s.mail("takeback_accepted", BOB, &b, "accept takeback");

    // A draw offer sooner than the game's `draw_every=` allows is refused.
    s.mail(
        "challenge_draw_every",
        ALICE,
        BOT,
        "challenge bob@example.test black draw_every=10",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_draw_every", BOB, &b, "accept");
    s.mail("draw_offer_limited", ALICE, &a, "draw");
    s.mail("draw_declined_limited", BOB, &b, "decline draw");
    s.mail("error_draw_too_soon", ALICE, &a, "draw");
    // A rated game: both ratings change at its end; the list.
    s.mail(
        "challenge_rated",
        BOB,
        BOT,
        "challenge alice@example.test black rated",
    );
    let g = s.last_game();
    let a = s.token(g, ALICE);
    s.mail("accept_rated", ALICE, &a, "accept");
    s.mail("resign_rated", ALICE, &a, "resign");
    s.mail("ratings", BOB, BOT, "ratings");
    // The finished rated game's record, in every format.
    s.mail("export", ALICE, &a, "export");
    s.mail("error_export_format", ALICE, &a, "export kifu");
    // A display name and the archive setting.
    s.mail("name_none", BOB, BOT, "name");
    s.mail("name_set", BOB, BOT, "name Bob the Bold");
    s.mail("archive_private", BOB, BOT, "archive private");

    // A round robin of three, organised by alice: created, joined, listed, started (a game
    // mail per game and player), a result with the crosstable, the standings, a refused
    // entry, and carol's withdrawal before half her games (her results annulled, her games
    // lost by forfeit), which ends it with the final crosstable.
    s.mail(
        "tournament_create",
        ALICE,
        BOT,
        "tournament create \"Autumn Trio\" rr days=5",
    );
    for who in [ALICE, BOB, CAROL] {
        s.mail("tournament_join", who, BOT, "join T1");
    }
    s.mail("tournaments", BOB, BOT, "tournaments");
    s.mail("tournament_start", ALICE, BOT, "tournament start T1");
    s.mail("error_tournament_join_late", BOB, BOT, "join T1");
    let games = s.tournament_games(1);
    let (id, _, white) = games
        .iter()
        .find(|(_, b, w)| ![b, w].contains(&&CAROL.to_string()))
        .unwrap()
        .clone();
    let tw = s.token(id, &white);
    s.mail("tournament_resign", &white, &tw, "resign");
    s.mail("standings", CAROL, BOT, "standings T1");
    s.mail("tournament_withdraw", CAROL, BOT, "leave T1");

    // Observers: dave, who plays nothing, watches a game (every board, no key), carol is
    // notified of its result only; a player forbids observers of his casual games; a
    // tournament shows its games 2 plies behind to dave, who watches it and one of its games,
    // gets its crosstable with the result, and stops.
    s.mail(
        "challenge_watched",
        ALICE,
        BOT,
        "challenge bob@example.test black",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_watched", BOB, &b, "accept");
    s.mail("watch", DAVE, BOT, &format!("watch {g}"));
    s.mail("notify", CAROL, BOT, &format!("notify {g}"));
    s.mail("move_watched", ALICE, &a, "P-8h");
    s.mail("resign_watched", BOB, &b, "resign");
    s.mail("observers_off", BOB, BOT, "observers off");
    s.mail(
        "challenge_unwatchable",
        BOB,
        BOT,
        "challenge carol@example.test",
    );
    let h = s.last_game();
    s.mail("error_watch_forbidden", DAVE, BOT, &format!("watch {h}"));
    s.mail(
        "tournament_create_delay",
        ALICE,
        BOT,
        "tournament create Winter rr days=5 delay=2",
    );
    for who in [ALICE, BOB, CAROL] {
        s.mail("tournament_join_delay", who, BOT, "join T2");
    }
    s.mail("watch_tournament", DAVE, BOT, "watch T2");
    s.mail("tournament_start_delay", ALICE, BOT, "tournament start T2");
    let t2 = s.last_game();
    let rec = s.shell.store().game(GameId(t2)).unwrap().unwrap();
    let (black, white) = (rec.setup.black.clone(), rec.setup.white.clone());
    let (tb, tw) = (s.token(t2, &black), s.token(t2, &white));
    s.mail("move_delayed", &black, &tb, "P-8h");
    s.mail("watch_delayed", DAVE, BOT, &format!("watch {t2}"));
    s.mail("move_delayed", &white, &tw, "P-5e");
    s.mail("move_delayed_seen", &black, &tb, "P-7h");
    s.mail("resign_watched_tournament", &white, &tw, "resign");
    s.mail("unwatch", DAVE, BOT, "unwatch T2");

    // Hishigata Shogi: Maka's preset from the setup of the seed's diagram, which its mails
    // call provisional; the armies one rank apart, the first move into it.
    s.mail(
        "challenge_hishigata",
        ALICE,
        BOT,
        "challenge bob@example.test maka preset=hishigata black",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_hishigata", BOB, &b, "accept");
    s.mail("move_hishigata", ALICE, &a, "Co-10j");

    // Tenjiku Shogi: a 16×16 board with a key to its kinds. The great general jumps two
    // pawns to take the vice general on 9d, next to White's fire demon on 10c, which burns
    // it: the preview and the move's mails say so.
    s.mail(
        "challenge_tenjiku",
        ALICE,
        BOT,
        "challenge bob@example.test tenjiku black",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_tenjiku", BOB, &b, "accept");
    s.mail("preview_tenjiku", ALICE, &a, "preview GGx9d");
    s.mail("move_tenjiku", ALICE, &a, "GGx9d");
    s.mail("move_tenjiku", BOB, &b, "8e8f");

    // Look-alikes (issue 22): a name like Bob's (a Cyrillic `о`), a name with invisible
    // characters, a challenge to an address like Alice's (all Cyrillic) and to a full-width
    // one, and a new sender whose address looks like Alice's (`1` for `l`).
    s.mail(
        "error_name_look_alike",
        DAVE,
        BOT,
        "name B\u{43e}b the Bold",
    );
    s.mail("error_name_invisible", DAVE, BOT, "name Bob\u{200f}\u{61c}");
    s.mail(
        "error_challenge_look_alike",
        DAVE,
        BOT,
        "challenge \u{430}\u{4cf}\u{456}\u{441}\u{435}@example.test",
    );
    s.mail(
        "error_challenge_styled",
        DAVE,
        BOT,
        "challenge \u{ff41}lice@example.test",
    );
    s.mail("error_sender_look_alike", "a1ice@example.test", BOT, "help");

    // A setting in a mail nothing vouches for: the owner of the address is asked, and
    // their reply to the request (at their address key) carries it out.
    let asked = s.unvouched("confirm_name", DAVE, BOT, None, "name Dave");
    let key = asked[0].reply_to.clone().unwrap();
    let id = asked[0].message_id.clone();
    s.unvouched("confirmed_name", DAVE, &key, Some(&id), "\n> name Dave\n");

    // A mail the service failed on (a bug), set aside after three attempts.
    s.unhandled("error_not_handled", ALICE, &a, "P-8h");
    // The last error answer of the day to mail without a key says the bot goes quiet.
    s.shell.set_settings(Settings {
        error_replies_per_day: 1,
        ..settings()
    });
    s.mail("error_last_today", "erin@example.test", BOT, "hello bot");
    // A move in a reply to an observer's mail: observers cannot act in the game.
    s.shell.set_settings(settings());
    let watched = token::watch_address(BOT, yubin_domain::model::Watched::Game(GameId(g)));
    s.mail("error_observer_move", DAVE, &watched, "P-7f");

    // Days per move (issue 23): the Clocks line of every control, to the minute, with the
    // time given counted once. Black has used 1d 01h 50m of three days when White gives a
    // day: 1d 22h 10m of the move and the day given are left.
    s.mail(
        "challenge_given",
        ALICE,
        BOT,
        "challenge bob@example.test black days=3",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_given", BOB, &b, "accept");
    s.now += 86_400 + 50 * 60;
    s.mail("gave_per_move", BOB, &b, "give 1d");
    // The day given is kept for later moves: Black's next move has four days.
    s.mail("move_given", ALICE, &a, "P-7h");

    // The list of tournaments once one has ended: T2 under way, T1 finished with its
    // winner, the date in bob's time zone.
    s.mail("tournaments_finished", BOB, BOT, "tournaments");

    // How players see boards (issue 24): Dave asks, Bob chooses letters on the picture,
    // Alice the table; Bob lets observers in again; Dave watches their game in kanji; Bob's
    // move reaches each their way.
    // A setting nothing vouches for waits for its owner's confirmation.
    s.mail("look_show", DAVE, BOT, "pieces");
    s.mail("look_letters", BOB, BOT, "pieces letters");
    s.mail("look_table", ALICE, BOT, "board table");
    s.mail("look_observers", BOB, BOT, "observers on");
    s.mail("look_watch", DAVE, BOT, &format!("watch {g}"));
    s.mail("look_move", BOB, &b, "P-5e");
    s.unvouched("confirm_look", CAROL, BOT, None, "board table");

    // Japanese (issue 25). Hanako writes Japanese and is answered in it, with one English
    // line on the way back; she then chooses it, taro chooses it in English words, jiro in
    // Japanese ones. A rated game between hanako and taro in the notation of Japanese
    // records: a refusal, a draw offered and declined, the board, a resignation (`投了`).
    s.mail("ja_help", HANAKO, BOT, "help\nよろしくお願いします。");
    s.mail("ja_language", HANAKO, BOT, "言語 日本語");
    s.mail("ja_language_en_words", TARO, BOT, "language ja");
    s.mail("ja_language_kanji_words", JIRO, BOT, "言語 日本語");
    s.mail(
        "ja_challenge",
        HANAKO,
        BOT,
        "challenge taro@example.jp black rated",
    );
    let g = s.last_game();
    let (h, t) = (s.token(g, HANAKO), s.token(g, TARO));
    s.mail("ja_accept", TARO, &t, "accept");
    s.mail("ja_move", HANAKO, &h, "７八歩");
    s.mail("ja_move", TARO, &t, "５五歩");
    s.mail("ja_error_not_a_move", HANAKO, &h, "７五歩");
    s.mail("ja_move", HANAKO, &h, "P-7g #3");
    s.mail("ja_draw_offer", TARO, &t, "draw");
    s.mail("ja_draw_declined", HANAKO, &h, "decline draw");
    s.mail("ja_board", TARO, &t, "board");
    s.mail("ja_history", HANAKO, &h, "history");
    s.mail("ja_resign", TARO, &t, "投了");
    s.mail("ja_games", HANAKO, BOT, "games");
    s.mail("ja_ratings", TARO, BOT, "ratings");

    // A round robin of the three, each game resigned, to its final crosstable.
    s.mail(
        "ja_tournament_create",
        HANAKO,
        BOT,
        "tournament create \"Shishio\" rr days=5",
    );
    for who in [HANAKO, TARO, JIRO] {
        s.mail("ja_tournament_join", who, BOT, "join T3");
    }
    s.mail("ja_tournaments", JIRO, BOT, "tournaments");
    s.mail("ja_tournament_start", HANAKO, BOT, "tournament start T3");
    let games = s.tournament_games(3);
    assert_eq!(games.len(), 3);
    for (n, (id, _, white)) in games.iter().enumerate() {
        let tw = s.token(*id, white);
        if n == 0 {
            s.mail("ja_standings", JIRO, BOT, "standings T3");
        }
        s.mail("ja_tournament_resign", white, &tw, "resign");
    }

    // A mixed game: alice reads English, hanako Japanese; each mail in its reader's.
    s.mail(
        "ja_mixed_challenge",
        ALICE,
        BOT,
        "challenge hanako@example.jp black",
    );
    let g = s.last_game();
    let (a, h) = (s.token(g, ALICE), s.token(g, HANAKO));
    s.mail("ja_mixed_accept", HANAKO, &h, "accept");
    s.mail("ja_mixed_move", ALICE, &a, "P-7h");
    s.mail("ja_mixed_move", HANAKO, &h, "５五歩");
    s.mail("ja_mixed_takeback", ALICE, &a, "takeback");
    s.mail("ja_mixed_resign", ALICE, &a, "resign");
    Golden {
        files: s.files,
        pictures: s.pictures,
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
