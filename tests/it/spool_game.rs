//! A whole game through the Maildir spool, with the functions behind `yubin serve`,
//! `yubin mail drop`, `yubin mail read` and `yubin backup`, on a real SQLite file.

use yubin::cli::{self, DropArgs};
use yubin::config::Config;
use yubin::mail::maildir::Spool;
use yubin::serve::spool::{self, SpoolService};
use yubin::serve::Report;
use yubin::store::{GameResult, GameState, Store};
use yubin_domain::model::GameId;
use yubin_rules::Color;

pub(crate) const ALICE: &str = "alice@example.test";
pub(crate) const BOB: &str = "bob@example.test";

/// A spool service on a real SQLite file in a scratch folder, stepped by hand.
pub(crate) struct Table {
    pub(crate) _dir: tempfile::TempDir,
    pub(crate) config: Config,
    pub(crate) service: SpoolService,
    pub(crate) spool: Spool,
    pub(crate) rt: tokio::runtime::Runtime,
    pub(crate) now: i64,
}

impl Table {
    pub(crate) fn new() -> Table {
        let dir = tempfile::tempdir().unwrap();
        let config = Config::embedded(dir.path()).unwrap();
        let service = spool::open(&config).unwrap();
        let spool = service.intake.spool.clone();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        Table {
            _dir: dir,
            config,
            service,
            spool,
            rt,
            now: 1_800_000_000,
        }
    }

    /// One pass of the service loop at `now`.
    pub(crate) fn step(&mut self, now: i64) -> Report {
        self.rt.block_on(self.service.step(now)).unwrap()
    }

    /// Drops a mail from `from` (a reply to the bot's last mail to them if `reply`), runs one
    /// service step, and returns what `mail read --to` shows each player afterwards.
    pub(crate) fn say(&mut self, from: &str, reply: bool, body: &str) -> (String, String) {
        let args = DropArgs {
            from: from.into(),
            reply,
            ..DropArgs::default()
        };
        self.say_with(&args, body)
    }

    /// [`Table::say`] with every `mail drop` option.
    pub(crate) fn say_with(&mut self, args: &DropArgs, body: &str) -> (String, String) {
        cli::drop_mail(&self.spool, &self.config.bot.address, args, body).unwrap();
        self.now += 3600;
        let report = self.step(self.now);
        assert_eq!(report.consumed, 1, "{report:?}");
        assert!(report.errors.is_empty(), "{report:?}");
        assert!(self.spool.incoming().unwrap().is_empty());
        (
            cli::read_mail(&self.spool, Some(ALICE), false).unwrap(),
            cli::read_mail(&self.spool, Some(BOB), false).unwrap(),
        )
    }
}

#[test]
fn a_whole_game_through_the_spool() {
    let mut t = Table::new();
    let (a, b) = t.say(ALICE, false, "challenge bob@example.test black");
    assert!(a.contains("Subject: Game 1"), "{a}");
    assert!(b.contains("challenges you"), "{b}");
    let (a, b) = t.say(BOB, true, "accept");
    assert!(a.contains("accepted"), "{a}");
    assert!(b.contains("accepted"), "{b}");
    let (_, b) = t.say(ALICE, true, "P-8h");
    assert!(b.contains("1. P-8h"), "{b}");
    let (a, _) = t.say(BOB, true, "8d8e");
    assert!(a.contains("2. P-8e"), "{a}");
    // A move that is not the sender's turn changes nothing and is answered with an error.
    let (_, b) = t.say(BOB, true, "3d3e");
    assert!(b.contains("not your turn"), "{b}");
    let (a, b) = t.say(ALICE, true, "resign");
    assert!(a.contains("resigned"), "{a}");
    assert!(b.contains("resigned"), "{b}");

    let guard = t.service.db.lock().unwrap();
    let store = guard.store();
    let game = store.game(GameId(1)).unwrap().unwrap();
    assert_eq!(game.state, GameState::Finished);
    assert_eq!(game.result, Some(GameResult::Win(Color::White)));
    assert_eq!(store.moves(GameId(1)).unwrap().len(), 2);
    let all = cli::read_mail(&t.spool, None, true).unwrap();
    assert_eq!(all.matches("Message-ID:").count(), 11, "{all}");

    // backup: a consistent copy that opens and holds the game; never over an existing file.
    let dest = t.config.database.with_file_name("copy.sqlite");
    cli::backup(&t.config.database, &dest).unwrap();
    assert_eq!(
        Store::open(&dest).unwrap().moves(GameId(1)).unwrap().len(),
        2
    );
    let err = format!("{:#}", cli::backup(&t.config.database, &dest).unwrap_err());
    assert!(err.contains("exists already"), "{err}");
    let err = format!(
        "{:#}",
        cli::backup(&dest.with_file_name("none.sqlite"), &dest).unwrap_err()
    );
    assert!(err.contains("there is no database at"), "{err}");
}

#[test]
fn reply_game_picks_the_game_and_reply_skips_help_and_games_answers() {
    let mut t = Table::new();
    t.say(ALICE, false, "challenge bob@example.test black");
    t.say(BOB, true, "accept");
    t.say(ALICE, false, "challenge bob@example.test black");
    t.say(BOB, true, "accept");
    let game = |n: i64| DropArgs {
        from: ALICE.into(),
        game: Some(n),
        ..DropArgs::default()
    };
    // Without --game the last mail is game 2's; --game 1 answers game 1's.
    let (a, _) = t.say_with(&game(1), "P-8h");
    assert!(
        a.contains("Subject: Game 1") && a.contains("1. P-8h"),
        "{a}"
    );
    // After a `help` answer (no game key), --reply still answers the last game mail.
    t.say(BOB, false, "help");
    let (a, _) = t.say(BOB, true, "8d8e");
    assert!(
        a.contains("Subject: Game 1") && a.contains("2. P-8e"),
        "{a}"
    );
    t.say(ALICE, false, "games");
    let (_, b) = t.say(ALICE, true, "P-7h");
    assert!(
        b.contains("Subject: Game 1") && b.contains("3. P-7h"),
        "{b}"
    );
    let err = format!(
        "{:#}",
        cli::drop_mail(&t.spool, &t.config.bot.address, &game(7), "P-7f").unwrap_err()
    );
    assert!(
        err.contains("the bot has sent no mail about game 7 to alice@example.test"),
        "{err}"
    );
    let guard = t.service.db.lock().unwrap();
    assert_eq!(guard.store().moves(GameId(1)).unwrap().len(), 3);
    assert!(guard.store().moves(GameId(2)).unwrap().is_empty());
    drop(guard);

    // `yubin sfen --game N`: the stored game's position.
    let position = |moves: &str| yubin::rules_cli::PositionArgs {
        moves: Some(moves.into()),
        ..Default::default()
    };
    let sfen = |id| cli::game_sfen(&t.config.database, id).unwrap() + "\n";
    let want = yubin::rules_cli::sfen(&position("8i8h 8d8e 7i7h")).unwrap();
    assert_eq!(sfen(1), want);
    assert_eq!(sfen(2), yubin::rules_cli::sfen(&position("")).unwrap());
    let err = format!("{:#}", cli::game_sfen(&t.config.database, 9).unwrap_err());
    assert!(err.contains("there is no game 9"), "{err}");
}

#[test]
fn a_crash_between_commit_and_move_applies_the_mail_once() {
    let mut t = Table::new();
    t.say(ALICE, false, "help");
    // Put the consumed file back into new/, as if the process died before the rename.
    let cur = t.spool.dir("cur");
    let file = std::fs::read_dir(&cur)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let name = file
        .file_name()
        .unwrap()
        .to_string_lossy()
        .replace(":2,S", "");
    std::fs::rename(&file, t.spool.dir("new").join(name)).unwrap();
    let report = t.step(t.now + 1);
    assert_eq!((report.consumed, report.duplicates, report.sent), (0, 1, 0));
    assert!(t.spool.incoming().unwrap().is_empty());
}

#[test]
fn bad_input_is_named_and_kept() {
    let mut t = Table::new();
    let junk = t.spool.deliver_raw(b"").unwrap();
    let report = t.step(t.now);
    let spool = &t.spool;
    assert_eq!(report.set_aside, 1);
    let bad = spool.dir("bad").join(junk.file_name().unwrap());
    assert!(bad.exists(), "the file is kept in bad/");
    let why = std::fs::read_to_string(bad.with_extension("yubin.error")).unwrap();
    assert!(why.contains("not a mail"), "{why}");

    let empty = DropArgs {
        from: ALICE.into(),
        ..DropArgs::default()
    };
    let err = format!(
        "{:#}",
        cli::drop_mail(spool, "bot@yubin.localhost", &empty, " \n").unwrap_err()
    );
    assert!(err.contains("the mail is empty"), "{err}");
    let reply = DropArgs {
        from: BOB.into(),
        reply: true,
        ..DropArgs::default()
    };
    let err = format!(
        "{:#}",
        cli::drop_mail(spool, "bot@yubin.localhost", &reply, "P-7f").unwrap_err()
    );
    assert!(
        err.contains("the bot has sent no mail to bob@example.test yet"),
        "{err}"
    );
    assert_eq!(
        cli::read_mail(spool, Some(BOB), true).unwrap(),
        "The bot has sent no mail to bob@example.test yet.\n"
    );
}
