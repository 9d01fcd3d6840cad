//! The static archive (`yubin archive build`, and the daemon's refresh) of games played by
//! mail through the spool on a real SQLite file: what it publishes and hides, its pages
//! against golden files (`tests/data/archive/`, `YUBIN_BLESS=1` rewrites them), the daemon
//! keeping it up to date, and lishogi-free checks of the HTML (`archive_html.rs` has the
//! browser and the validator).

use crate::spool_game::{Table, ALICE, BOB};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use yubin::cli::DropArgs;
use yubin_domain::model::GameId;

pub(crate) const CAROL: &str = "carol@example.test";
pub(crate) const DAVE: &str = "dave@example.test";
/// The instant the golden pages are written at.
pub(crate) const NOW: i64 = 1_800_500_000;

/// xorshift64: the same games on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Drops `body` from `from` as a reply about game `game`.
fn tell(t: &mut Table, from: &str, game: i64, body: &str) {
    let args = DropArgs {
        from: from.into(),
        reply: true,
        game: Some(game),
        ..DropArgs::default()
    };
    yubin::cli::drop_mail(&t.spool, &t.config.bot.address, &args, body).unwrap();
    t.now += 3600;
    let report = t.step(t.now);
    assert_eq!(report.consumed, 1, "{report:?}");
}

/// Drops `body` from `from` to the bot (no game).
fn say(t: &mut Table, from: &str, body: &str) {
    tell_args(
        t,
        DropArgs {
            from: from.into(),
            ..DropArgs::default()
        },
        body,
    );
}

/// Replies `body` from `from` to the bot's last mail to them.
fn reply(t: &mut Table, from: &str, body: &str) {
    tell_args(
        t,
        DropArgs {
            from: from.into(),
            reply: true,
            ..DropArgs::default()
        },
        body,
    );
}

fn tell_args(t: &mut Table, args: DropArgs, body: &str) {
    yubin::cli::drop_mail(&t.spool, &t.config.bot.address, &args, body).unwrap();
    t.now += 3600;
    let report = t.step(t.now);
    assert_eq!(report.consumed, 1, "{report:?}");
}

/// Game `id` replayed from the store.
fn board(t: &Table, id: i64) -> (yubin::store::GameRecord, yubin_rules::Game) {
    let guard = t.service.db.lock().unwrap();
    let store = guard.store();
    let rec = store.game(GameId(id)).unwrap().unwrap();
    let moves = store.moves(GameId(id)).unwrap();
    let game = yubin_engine::snapshot::replay(&rec, &moves).unwrap();
    (rec, game)
}

/// Plays `plies` random legal moves in game `id` by mail (fewer if it ends), then the side
/// to move resigns if `resign`.
fn play(t: &mut Table, rng: &mut Rng, id: i64, plies: usize, resign: bool) {
    for _ in 0..plies {
        let (rec, game) = board(t, id);
        if rec.state != yubin::store::GameState::Active {
            return;
        }
        let legal = game.legal_moves();
        let mv = legal[rng.below(legal.len() as u64) as usize];
        let text = yubin_rules::notation::usi::format(game.position(), mv);
        let who = rec.address(game.position().side_to_move()).to_string();
        tell(t, &who, id, &text);
    }
    let (rec, game) = board(t, id);
    if resign && rec.state == yubin::store::GameState::Active {
        let who = rec.address(game.position().side_to_move()).to_string();
        tell(t, &who, id, "resign");
    }
}

/// The settings the archive is written with: a fixed key, so the pseudonyms are the same on
/// every run.
pub(crate) fn settings(t: &Table) -> yubin_engine::Settings {
    let mut s = t.config.engine_settings();
    s.secret_key = b"a fixed key for the golden pages".to_vec();
    s
}

/// Games of every kind, played by mail:
/// 1. Alice (Black) and Bob, Chu, rated, 40 plies then a resignation;
/// 2. Bob and Carol, who made her games private: never published;
/// 3. Alice and Dave (no name: a pseudonym), Maka, 20 plies then a resignation;
/// 4. Alice and Bob, going on (published only with `every_move`);
/// 5. to 7. the rated round robin T1 "Spring" of Alice, Bob and Dave, each game a few plies.
pub(crate) fn scenario() -> Table {
    let mut t = Table::new();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    say(&mut t, ALICE, "name Alice");
    say(&mut t, BOB, "name Bob");
    say(&mut t, CAROL, "archive private");
    say(&mut t, ALICE, "challenge bob@example.test chu black rated");
    reply(&mut t, BOB, "accept");
    play(&mut t, &mut rng, 1, 40, true);
    say(&mut t, BOB, "challenge carol@example.test black");
    reply(&mut t, CAROL, "accept");
    play(&mut t, &mut rng, 2, 4, true);
    say(&mut t, ALICE, "challenge dave@example.test maka black");
    reply(&mut t, DAVE, "accept");
    play(&mut t, &mut rng, 3, 20, true);
    say(&mut t, ALICE, "challenge bob@example.test black");
    reply(&mut t, BOB, "accept");
    play(&mut t, &mut rng, 4, 2, false);
    say(&mut t, ALICE, "tournament create Spring rr rated");
    say(&mut t, ALICE, "join T1");
    say(&mut t, BOB, "join T1");
    say(&mut t, DAVE, "join T1");
    say(&mut t, ALICE, "tournament start T1");
    let guard = t.service.db.lock().unwrap();
    let n = guard
        .store()
        .connection()
        .query_row("SELECT count(*) FROM games", [], |r| r.get::<_, i64>(0))
        .unwrap();
    drop(guard);
    assert_eq!(n, 7, "the games of the scenario");
    for id in 5..=7 {
        play(&mut t, &mut rng, id, 6, true);
    }
    analyse(&mut t, 1);
    analyse(&mut t, 6);
    t
}

/// Stores an analysis of game `id` as the computer's analysis stores one, with its page
/// queued: evaluations that drift, a swing after every seventh ply (the larger ones marked),
/// and a mate for the side that won found near the end; the engine's choice the first legal
/// move of each position.
pub(crate) fn analyse(t: &mut Table, id: i64) {
    use yubin_domain::model::{Analysis, Eval, PlyEval};
    let (rec, game) = board(t, id);
    let winner_black = rec.result == Some(yubin::store::GameResult::Win(yubin_rules::Color::Black));
    let mut pos = game.initial().clone();
    let mut plies = Vec::new();
    let mut cp: i32 = 15;
    let last = game.moves().len();
    for (i, &mv) in game.moves().iter().enumerate() {
        let ply = i + 1;
        let black = pos.side_to_move() == yubin_rules::Color::Black;
        let before = if plies.is_empty() {
            Eval::Centipawns(cp)
        } else {
            plies.last().map(|p: &PlyEval| p.after).unwrap()
        };
        let n = i32::try_from(ply).unwrap();
        cp += match ply % 7 {
            0 if black => -320 - 20 * n,
            0 => 300 + 25 * n,
            _ => (n * 37) % 60 - 30,
        };
        let after = if ply + 2 >= last && ply >= 3 {
            Eval::Mate(if winner_black { 3 } else { -3 })
        } else {
            Eval::Centipawns(cp)
        };
        let best = pos
            .legal_moves()
            .first()
            .map(|m| yubin_rules::notation::usi::format(&pos, *m));
        plies.push(PlyEval {
            ply: u32::try_from(ply).unwrap(),
            black,
            before,
            best,
            after,
            depth: 5,
        });
        pos.play_unchecked(mv);
    }
    let analysis = Analysis {
        nodes_per_ply: 20_000,
        plies,
    };
    let mut guard = t.service.db.lock().unwrap();
    let tx = guard.store_mut().transaction().unwrap();
    tx.save_analysis(GameId(id), &analysis, NOW).unwrap();
    tx.queue_archive_page(GameId(id)).unwrap();
    tx.commit().unwrap();
}

/// The site of [`scenario`], finished games only, built once for the tests that read it.
pub(crate) fn site() -> &'static Path {
    static SITE: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    let (_, dir) = SITE.get_or_init(|| {
        let t = scenario();
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("site");
        let guard = t.service.db.lock().unwrap();
        let options = yubin::archive::Options::default();
        let w = yubin::archive::build(guard.store(), &settings(&t), &options, &dir, NOW).unwrap();
        assert!(w.problems.is_empty(), "{:?}", w.problems);
        drop(guard);
        (tmp, dir)
    });
    dir
}

/// The path of Alice's page in the site at `dir` (`players/<pseudonym>.html`), from the index.
pub(crate) fn alice_page(dir: &Path) -> String {
    let index = read(dir, "index.html");
    let at = index
        .split("players/")
        .find(|s| s.contains(">Alice<"))
        .expect("Alice on the index");
    format!("players/{}", &at[..at.find('"').expect("a link")])
}

fn read(dir: &Path, path: &str) -> String {
    std::fs::read_to_string(dir.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every file of the site, by path from its root.
pub(crate) fn files(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for sub in ["", "games", "pieces", "players", "tournaments"] {
        for e in std::fs::read_dir(dir.join(sub)).unwrap() {
            let e = e.unwrap();
            if e.file_type().unwrap().is_file() {
                let name = e.file_name().to_string_lossy().into_owned();
                out.push(if sub.is_empty() {
                    name
                } else {
                    format!("{sub}/{name}")
                });
            }
        }
    }
    out.sort();
    out
}

#[test]
fn the_archive_publishes_public_finished_games_and_never_an_address() {
    let dir = site();
    let files = files(dir);
    // Games 1, 3, 5, 6, 7: pages and exports (Maka has no KIF and no PGN).
    for id in [1, 5, 6, 7] {
        for ext in ["html", "kif", "pgn", "tsa", "usi", "json"] {
            assert!(
                files.contains(&format!("games/{id}.{ext}")),
                "{id}.{ext}: {files:?}"
            );
        }
    }
    for ext in ["html", "tsa", "usi", "json"] {
        assert!(files.contains(&format!("games/3.{ext}")), "{files:?}");
    }
    assert!(!files.contains(&"games/3.kif".to_string()));
    // Carol's game is private, game 4 goes on.
    for id in [2, 4] {
        assert!(
            !files.iter().any(|f| f.starts_with(&format!("games/{id}."))),
            "{files:?}"
        );
    }
    for f in &files {
        let text = read(dir, f);
        assert!(!text.contains("example.test"), "{f} shows an address");
        assert!(!text.to_lowercase().contains("carol"), "{f} names Carol");
    }
    // Every ply of game 1 has its board; the list links each move to it.
    let g1 = read(dir, "games/1.html");
    let plies = g1.matches("<section class=\"ply\" id=\"p").count();
    let moves = read(dir, "games/1.usi")
        .split(" moves ")
        .nth(1)
        .map_or(0, |m| m.split_whitespace().count());
    assert_eq!(plies, moves + 1);
    assert!(
        g1.contains(&format!("<a href=\"#p{moves}\">")),
        "the last move's link"
    );
    assert!(
        g1.contains("Alice</a> (Black) against <a href=\"../players/"),
        "{}",
        &g1[..2000]
    );
    // The Maka board has 19 files.
    let g3 = read(dir, "games/3.html");
    assert!(g3.contains("<th scope=\"col\">19</th>") && g3.contains("table class=\"board large\""));
    // Dave appears under his pseudonym, with a page of that name.
    let index = read(dir, "index.html");
    let pseudonym = index
        .split("player-")
        .nth(1)
        .map(|s| &s[..6])
        .expect("a pseudonym");
    assert!(
        files.contains(&format!("players/player-{pseudonym}.html")),
        "{files:?}"
    );
    // Alice's page: a chart of her three rated games, her games from her side.
    let alice = index
        .split("players/")
        .find(|s| s.contains(">Alice<"))
        .map(|s| s[..s.find('"').unwrap()].to_string())
        .unwrap();
    let page = read(dir, &format!("players/{alice}"));
    assert_eq!(page.matches("<svg class=\"chart\"").count(), 1, "{page}");
    assert_eq!(page.matches("<circle class=\"dot\"").count(), 3, "{page}");
    assert!(
        page.contains("3 rated games from 2027-01-17 to 2027-01-19"),
        "{page}"
    );
    assert!(
        page.contains("<th scope=\"col\">Opponent</th><th scope=\"col\">Colour</th>"),
        "{page}"
    );
    assert_eq!(page.matches(">loss</abbr>").count(), 3, "{page}");
    assert_eq!(page.matches(">win</abbr>").count(), 1, "{page}");
    assert!(
        !page.contains(">Alice</a></td><td>black"),
        "Alice is never her own opponent"
    );
    // The ratings list rated players, the tournament its crosstable.
    let ratings = read(dir, "ratings.html");
    assert!(
        ratings.contains(">Alice</a>") && ratings.contains(">Bob</a>"),
        "{ratings}"
    );
    let t1 = read(dir, "tournaments/1.html");
    assert!(
        t1.contains("Final crosstable") && t1.contains("Round 3"),
        "{t1}"
    );
    // Every result of the crosstable links to its game (three games, each in two cells);
    // the facts name the time control, the rated flag, the organiser and the dates.
    for id in [5, 6, 7] {
        let link = format!("<a href=\"../games/{id}.html\" title=\"Game {id}: ");
        assert_eq!(t1.matches(&link).count(), 2, "game {id}'s cells: {t1}");
    }
    for fact in [
        "Time control: 7 days per move.",
        "rated: the games count for the players' ratings",
        "Organiser: <a href=\"../players/",
        "Created 2027-01-18 17:00 UTC; started 2027-01-18 21:00 UTC; finished",
        "<th scope=\"col\">Rating</th>",
    ] {
        assert!(t1.contains(fact), "{fact}: {t1}");
    }
}

#[test]
fn the_archive_pages_match_their_golden_files() {
    let dir = site();
    let alice = read(dir, "index.html")
        .split("players/")
        .find(|s| s.contains(">Alice<"))
        .map(|s| s[..s.find('"').unwrap()].to_string())
        .unwrap();
    let pages = [
        ("index.html".to_string(), "index.html"),
        ("players.html".to_string(), "players.html"),
        ("ratings.html".to_string(), "ratings.html"),
        ("tournaments.html".to_string(), "tournaments.html"),
        ("tournaments/1.html".to_string(), "tournament_1.html"),
        ("games/5.html".to_string(), "game_5.html"),
        ("games/6.html".to_string(), "game_6.html"),
        ("games/chu-black.html".to_string(), "games_chu_black.html"),
        (format!("players/{alice}"), "player_alice.html"),
    ];
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/archive");
    yubin_golden::check_dir(golden, pages.map(|(path, name)| (name, read(dir, &path))));
}

#[test]
fn the_daemon_keeps_the_archive_up_to_date_and_takes_private_games_down() {
    let mut t = Table::new();
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("site");
    t.service.archive = yubin::archive::Options {
        dir: Some(dir.clone()),
        every_move: true,
        title: Some("Club games".into()),
        language: Default::default(),
    };
    t.say(ALICE, false, "challenge bob@example.test black");
    t.say(BOB, true, "accept");
    // The first turn builds the site whole.
    assert!(read(&dir, "index.html").contains("Club games"));
    let page = read(&dir, "games/1.html");
    assert!(page.contains("No move yet.") && page.contains("going on, black to play."));
    t.say(ALICE, true, "P-8h");
    let page = read(&dir, "games/1.html");
    assert!(
        page.contains("id=\"p1\"") && page.contains(">P-8h<"),
        "the move is on the page"
    );
    assert!(page.contains("going on, white to play."));
    // Bob makes his games private: the page goes at the next turn.
    t.say(BOB, false, "archive private");
    assert!(!dir.join("games/1.html").exists());
    assert!(!dir.join("games/1.usi").exists());
    assert!(!read(&dir, "index.html").contains("games/1.html"));
    // The queue is empty once the pages are written.
    let guard = t.service.db.lock().unwrap();
    assert!(guard.store().archive_queue().unwrap().is_empty());
}

#[test]
fn a_failing_archive_folder_never_stops_the_mail_service() {
    let mut t = Table::new();
    let tmp = tempfile::tempdir().unwrap();
    // The site's folder is a file: nothing can be written in it.
    let dir = tmp.path().join("not-a-folder");
    std::fs::write(&dir, "x").unwrap();
    t.service.archive = yubin::archive::Options {
        dir: Some(dir),
        every_move: true,
        title: None,
        language: Default::default(),
    };
    let (a, _) = t.say(ALICE, false, "challenge bob@example.test black");
    assert!(a.contains("Subject: Game 1"), "{a}");
    let (_, b) = t.say(BOB, true, "accept");
    assert!(b.contains("Game 1"), "{b}");
    // The games stay queued for when the folder works.
    let guard = t.service.db.lock().unwrap();
    assert_eq!(guard.store().archive_queue().unwrap(), vec![GameId(1)]);
}

#[test]
fn a_private_tournament_stays_out_and_a_running_one_shows_what_its_observers_see() {
    let mut t = Table::new();
    let mut rng = Rng(7);
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("site");
    t.service.archive = yubin::archive::Options {
        dir: Some(dir.clone()),
        every_move: true,
        title: None,
        language: Default::default(),
    };
    // T1, private; T2, public with observers 3 plies behind.
    say(&mut t, ALICE, "tournament create Closed rr archive=private");
    say(&mut t, ALICE, "tournament create Open rr delay=3");
    for who in [ALICE, BOB, DAVE] {
        say(&mut t, who, "join T1");
        say(&mut t, who, "join T2");
    }
    say(&mut t, ALICE, "tournament start T1");
    say(&mut t, ALICE, "tournament start T2");
    // Games 1–3 are T1's, 4–6 T2's.
    play(&mut t, &mut rng, 1, 5, false);
    play(&mut t, &mut rng, 4, 5, false);
    let files = files(&dir);
    assert!(
        !files
            .iter()
            .any(|f| f.starts_with("games/1.") || f == "tournaments/1.html"),
        "{files:?}"
    );
    assert!(!read(&dir, "tournaments.html").contains("Closed"));
    let page = read(&dir, "games/4.html");
    assert!(
        page.contains("id=\"p2\"") && !page.contains("id=\"p3\""),
        "2 of 5 plies shown"
    );
    assert!(read(&dir, "tournaments/2.html").contains("observers see its games 3 plies behind"));
    // Its end shows every move at once.
    let (rec, game) = board(&t, 4);
    let who = rec.address(game.position().side_to_move()).to_string();
    tell(&mut t, &who, 4, "resign");
    assert!(read(&dir, "games/4.html").contains("id=\"p5\""));
}

#[test]
fn an_imported_game_is_published_with_where_its_record_came_from() {
    let tmp = tempfile::tempdir().unwrap();
    let config = yubin::config::Config::embedded(tmp.path()).unwrap();
    let kif = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/exports/chu_lion_igui_pass_decline.kif");
    let req = yubin_engine::records::import::Request::default();
    let (id, _) = yubin::cli::import_file(&config.database, &kif, &req, NOW).unwrap();
    let store = yubin::store::Store::open(&config.database).unwrap();
    let settings = config.engine_settings();
    let dir = tmp.path().join("site");
    yubin::archive::build(&store, &settings, &Default::default(), &dir, NOW).unwrap();
    let page = read(&dir, &format!("games/{id}.html"));
    assert!(
        page.contains("from the KIF record chu_lion_igui_pass_decline.kif"),
        "{page}"
    );
    assert!(
        page.contains("7 days per move; played at example.test game 1."),
        "the record's own terms"
    );
    assert!(page.contains(">Alice</a> (Black) against"));
    // Its exports give the record back.
    assert_eq!(
        read(&dir, &format!("games/{id}.kif")),
        std::fs::read_to_string(&kif).unwrap()
    );
}

#[test]
fn a_swiss_crosstable_links_each_round_to_its_game_and_a_double_round_robin_each_game() {
    let mut t = Table::new();
    let mut rng = Rng(11);
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("site");
    t.service.archive = yubin::archive::Options {
        dir: Some(dir.clone()),
        every_move: false,
        title: None,
        language: Default::default(),
    };
    // T1: a Swiss of two rounds for four; T2: a double round robin of two.
    say(&mut t, ALICE, "tournament create Cup swiss rounds=2");
    for who in [ALICE, BOB, CAROL, DAVE] {
        say(&mut t, who, "join T1");
    }
    say(&mut t, ALICE, "tournament start T1");
    // Round 1's games are 1 and 2; once they end, round 2 is paired (3 and 4).
    for id in [1, 2] {
        play(&mut t, &mut rng, id, 2, true);
    }
    for id in [3, 4] {
        play(&mut t, &mut rng, id, 2, true);
    }
    say(&mut t, BOB, "tournament create Pair drr min=2");
    say(&mut t, BOB, "join T2");
    say(&mut t, DAVE, "join T2");
    say(&mut t, BOB, "tournament start T2");
    play(&mut t, &mut rng, 5, 2, true);
    play(&mut t, &mut rng, 6, 2, true);
    let swiss = read(&dir, "tournaments/1.html");
    // Four players, two rounds: eight cells, each linked to the game of its round.
    for id in 1..=4 {
        let link = format!("<a href=\"../games/{id}.html\" title=\"Game {id}: ");
        assert_eq!(swiss.matches(&link).count(), 2, "game {id}: {swiss}");
    }
    assert!(swiss.contains("<h2 id=\"round-2\">Round 2</h2>"), "{swiss}");
    let drr = read(&dir, "tournaments/2.html");
    // Each of the two cells holds both games, one link per game, in round order.
    for id in [5, 6] {
        let link = format!("<a href=\"../games/{id}.html\" title=\"Game {id}: ");
        assert_eq!(drr.matches(&link).count(), 2, "game {id}: {drr}");
    }
    let cell = drr
        .split("<td class=\"")
        .find(|c| c.contains("games/5.html"))
        .unwrap();
    assert!(
        cell.find("games/5.html").unwrap() < cell.find("games/6.html").unwrap(),
        "{cell}"
    );
}

#[test]
fn an_analysed_game_shows_its_evaluation_graph_and_its_marked_moves() {
    let dir = site();
    let g1 = read(dir, "games/1.html");
    // The marks of the stored analysis: dots on the graph, notes in the move list, rows
    // of the table.
    let t = scenario_marks();
    assert!(t >= 2, "{t} marks");
    assert_eq!(g1.matches("<svg class=\"evalgraph\"").count(), 1);
    assert_eq!(g1.matches("<circle class=\"mark\"").count(), t, "{g1}");
    assert_eq!(g1.matches(" marked\"><span class=\"sr\">").count(), t);
    assert_eq!(g1.matches("<span class=\"note\">Mistake: ").count(), t);
    assert_eq!(g1.matches("<tr class=\"marked\">").count(), t);
    assert!(
        g1.contains("<h2 id=\"evaluation\">The computer's evaluation</h2>"),
        "{g1}"
    );
    assert!(g1.contains("<figcaption>Analysed by the computer, 20000 nodes per position."));
    assert!(g1.contains("aria-labelledby=\"eval-t eval-d\""));
    assert!(g1.contains("mate in 3 plies for"), "the mate in words");
    // Every move has its row, linked to its board.
    let moves = g1.matches("<li class=\"").count();
    assert_eq!(
        g1.matches("<tr><td class=\"n\"><a href=\"#p").count() + t,
        moves
    );
    // A game without an analysis has none of it.
    let g5 = read(dir, "games/5.html");
    for absent in ["evalgraph", "marked", "class=\"note\"", "id=\"evaluation\""] {
        assert!(!g5.contains(absent), "{absent}");
    }
}

/// How many moves the scenario's analysis of game 1 marks.
fn scenario_marks() -> usize {
    static MARKS: OnceLock<usize> = OnceLock::new();
    *MARKS.get_or_init(|| {
        let t = scenario();
        let guard = t.service.db.lock().unwrap();
        let a = guard.store().analysis(GameId(1)).unwrap().unwrap();
        a.marks().len()
    })
}

#[test]
fn a_saved_analysis_rewrites_the_page_once_its_page_is_queued() {
    let mut t = Table::new();
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("site");
    let options = yubin::archive::Options {
        dir: Some(dir.clone()),
        every_move: false,
        title: None,
        language: Default::default(),
    };
    t.service.archive = options.clone();
    t.say(ALICE, false, "challenge bob@example.test black");
    t.say(BOB, true, "accept");
    t.say(ALICE, true, "P-8h");
    t.say(BOB, true, "P-5e");
    t.say(ALICE, true, "P-8g");
    t.say(BOB, true, "resign");
    let before = read(&dir, "games/1.html");
    assert!(!before.contains("evalgraph"));
    // Saved alone, the analysis changes no page: the triggers do not see it.
    let settings = t.config.engine_settings();
    let analysis = {
        use yubin_domain::model::{Analysis, Eval, PlyEval};
        let plies = (1..=3u32)
            .map(|ply| PlyEval {
                ply,
                black: ply % 2 == 1,
                before: Eval::Centipawns(0),
                best: None,
                after: Eval::Centipawns(if ply == 2 { 500 } else { 0 }),
                depth: 3,
            })
            .collect();
        Analysis {
            nodes_per_ply: 100,
            plies,
        }
    };
    let mut guard = t.service.db.lock().unwrap();
    let tx = guard.store_mut().transaction().unwrap();
    tx.save_analysis(GameId(1), &analysis, NOW).unwrap();
    tx.commit().unwrap();
    let w = yubin::archive::refresh(guard.store(), &settings, &options, NOW).unwrap();
    assert_eq!(w.games, 0);
    assert_eq!(read(&dir, "games/1.html"), before);
    // Queued with it, the page is written again with the graph and White's marked move.
    let tx = guard.store_mut().transaction().unwrap();
    tx.queue_archive_page(GameId(1)).unwrap();
    tx.commit().unwrap();
    let w = yubin::archive::refresh(guard.store(), &settings, &options, NOW).unwrap();
    assert_eq!(w.games, 1);
    let after = read(&dir, "games/1.html");
    assert!(after.contains("<svg class=\"evalgraph\""), "{after}");
    assert!(after.contains("<li class=\"white marked\">"), "{after}");
    assert!(after.contains("Mistake: 5.00 pawns lost."), "{after}");
    assert!(guard.store().archive_queue().unwrap().is_empty());
}
