//! A whole round robin through the Maildir spool, as `yubin serve` runs it: six players
//! create, join and start it by mail, play every game to its end by mail with random legal
//! moves, and get the crosstable after every finished game; the crosstables' scores are
//! checked against the games' results in the store.
//!
//! The bot's mails are read the way a player's mail program would: each pass of the service
//! takes the new files out of `outbox/` (so that reading them costs what they cost, not what
//! the whole tournament's thousand mails cost again), and a reply puts the one mail it
//! answers back for `yubin mail drop --game N` to find.

use super::spool_game::Table;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::time::Instant;
use yubin::cli::{self, DropArgs};
use yubin::mail::maildir::SentMail;
use yubin::store::{GameRecord, GameResult, GameState};
use yubin_domain::model::{GameId, TournamentId};
use yubin_rules::Color;

const ORG: &str = "org@example.test";
const PLAYERS: usize = 6;
const GAMES: i64 = 15;
/// A pass of the service every simulated minute: 3 days per move is never near.
const TICK: i64 = 60;
/// The tournament's name and label in its mails.
const T: &str = "T1 Sextet";

fn player(i: usize) -> String {
    format!("p{i}@example.test")
}

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

/// A [`Table`] whose players read their mail as it comes.
struct Tour {
    t: Table,
    /// Where the mails read are kept, out of `outbox/`.
    read: PathBuf,
    /// Every mail the bot sent, in order.
    mails: Vec<SentMail>,
}

impl Tour {
    fn new() -> Tour {
        let t = Table::new();
        let read = t.spool.root().join("read");
        std::fs::create_dir(&read).unwrap();
        Tour {
            t,
            read,
            mails: Vec::new(),
        }
    }

    /// How the mails name `address`: the players chose no names, so by their pseudonyms.
    fn shown(&self, address: &str) -> String {
        yubin_engine::profile::pseudonym(&self.t.config.engine_settings(), address)
    }

    /// The game a mail is about (its Reply-To's key).
    fn game_of(&self, m: &SentMail) -> Option<yubin_domain::model::GameId> {
        let bot = &self.t.config.bot.address;
        m.reply_to
            .as_deref()
            .and_then(|r| yubin_domain::token::parse_recipient(bot, r))
            .map(|(g, _)| g)
    }

    /// Drops a mail, runs one pass of the service, and returns the mails it sent.
    fn send(&mut self, args: &DropArgs, body: &str) -> Vec<SentMail> {
        // The mail a reply answers, back in the outbox for `mail drop` to find.
        let answered = args.game.map(|g| {
            let m = self
                .mails
                .iter()
                .rev()
                .find(|m| m.to == args.from && self.game_of(m) == Some(GameId(g)))
                .unwrap_or_else(|| panic!("{} has no mail about game {g}", args.from));
            let back = self.t.spool.dir("outbox").join(m.path.file_name().unwrap());
            std::fs::rename(&m.path, &back).unwrap();
            (back, m.path.clone())
        });
        cli::drop_mail(&self.t.spool, &self.t.config.bot.address, args, body).unwrap();
        if let Some((back, path)) = answered {
            std::fs::rename(back, path).unwrap();
        }
        self.t.now += TICK;
        let report = self.t.step(self.t.now);
        assert_eq!(report.consumed, 1, "{body}: {report:?}");
        assert!(report.errors.is_empty(), "{body}: {report:?}");
        assert!(self.t.spool.incoming().unwrap().is_empty());
        let mut new = self.t.spool.sent().unwrap();
        for m in &mut new {
            let to = self.read.join(m.path.file_name().unwrap());
            std::fs::rename(&m.path, &to).unwrap();
            m.path = to;
        }
        self.mails.extend(new.iter().cloned());
        new
    }

    /// A new mail (no reply) from `from`.
    fn say(&mut self, from: &str, body: &str) -> Vec<SentMail> {
        let args = DropArgs {
            from: from.into(),
            ..DropArgs::default()
        };
        self.send(&args, body)
    }

    /// A reply from `from` to the last mail about game `game`.
    fn reply(&mut self, from: &str, game: i64, body: &str) -> Vec<SentMail> {
        let args = DropArgs {
            from: from.into(),
            game: Some(game),
            ..DropArgs::default()
        };
        self.send(&args, body)
    }

    fn game(&self, id: i64) -> GameRecord {
        let guard = self.t.service.db.lock().unwrap();
        guard.store().game(GameId(id)).unwrap().unwrap()
    }

    /// Game `id` replayed from the store.
    fn board(&self, id: i64) -> (GameRecord, yubin_rules::Game) {
        let guard = self.t.service.db.lock().unwrap();
        let store = guard.store();
        let rec = store.game(GameId(id)).unwrap().unwrap();
        let moves = store.moves(GameId(id)).unwrap();
        let game = yubin_engine::snapshot::replay(&rec, &moves).unwrap();
        (rec, game)
    }

    /// Each player's score (in half points) and wins from the finished games in the store,
    /// by the name the crosstables give them.
    fn scores(&self) -> BTreeMap<String, Score> {
        let mut out: BTreeMap<String, Score> = (1..=PLAYERS)
            .map(|i| (self.shown(&player(i)), Score::default()))
            .collect();
        for id in 1..=GAMES {
            let g = self.game(id);
            assert!(g.setup.tournament.is_some(), "game {id} is not T1's");
            let mut add = |c: Color, halves: u32| {
                let s = out.get_mut(&self.shown(g.address(c))).unwrap();
                s.halves += halves;
                s.wins += u32::from(halves == 2);
            };
            match g.result {
                None => assert_ne!(g.state, GameState::Finished, "game {id}"),
                Some(GameResult::Win(c)) => add(c, 2),
                Some(GameResult::Draw) => {
                    add(Color::Black, 1);
                    add(Color::White, 1);
                }
            }
        }
        out
    }
}

/// A player's score in half points, and games won.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Score {
    halves: u32,
    wins: u32,
}

/// `2½` → 5 half points.
fn halves(score: &str) -> u32 {
    let (whole, half) = match score.strip_suffix('½') {
        Some(w) => (w, 1),
        None => (score, 0),
    };
    let whole: u32 = if whole.is_empty() {
        0
    } else {
        whole
            .parse()
            .unwrap_or_else(|_| panic!("{score} is no score"))
    };
    whole * 2 + half
}

/// One row of a crosstable's text table.
#[derive(Debug)]
struct Row {
    place: String,
    name: String,
    score: Score,
}

/// The rows of the text table of a crosstable mail (the layout of
/// `yubin_text::crosstable`: place, number, name, a cell per opponent, `Pts`, then the
/// tie-breaks, `W` (wins) first).
fn table_rows(text: &str) -> Vec<Row> {
    let mut lines = text
        .lines()
        .skip_while(|l| !l.trim_start().starts_with("Pl # Player"));
    let header: Vec<&str> = lines
        .next()
        .unwrap_or_else(|| panic!("no crosstable in:\n{text}"))
        .split_whitespace()
        .collect();
    let pts = header.iter().position(|&w| w == "Pts").unwrap();
    assert_eq!(pts, 3 + PLAYERS, "{text}");
    assert_eq!(header[pts + 1], "W", "{text}");
    let rows: Vec<Row> = lines
        .take_while(|l| !l.trim().is_empty())
        .map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            assert_eq!(words.len(), header.len(), "{l}");
            Row {
                place: words[0].to_string(),
                name: words[2].to_string(),
                score: Score {
                    halves: halves(words[pts]),
                    wins: words[pts + 1].parse().unwrap(),
                },
            }
        })
        .collect();
    assert_eq!(rows.len(), PLAYERS, "{text}");
    // In place order: by score, then by wins.
    assert!(
        rows.windows(2)
            .all(|w| (w[0].score.halves, w[0].score.wins) >= (w[1].score.halves, w[1].score.wins)),
        "{text}"
    );
    rows
}

/// The crosstable in `text` shows the scores and wins the store has; returns its rows.
fn assert_table_matches(text: &str, store: &BTreeMap<String, Score>) -> Vec<Row> {
    let rows = table_rows(text);
    let shown: BTreeMap<String, Score> = rows.iter().map(|r| (r.name.clone(), r.score)).collect();
    assert_eq!(&shown, store, "{text}");
    rows
}

/// How game `id` is to end if its moves do not end it first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// The player to move after this many plies resigns.
    Resign(usize),
    /// The player to move after this many plies offers a draw; the other accepts.
    Draw(usize),
}

#[test]
fn a_round_robin_by_mail_to_its_final_crosstable() {
    let clock = Instant::now();
    let mut tour = Tour::new();
    let out = tour.say(ORG, "tournament create Sextet rr days=3");
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].subject, format!("{T}: created, open for entries"));
    for i in 1..=PLAYERS {
        let out = tour.say(&player(i), "join T1");
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].to, player(i));
        let n = if i == 1 {
            "1 player".into()
        } else {
            format!("{i} players")
        };
        assert_eq!(out[0].subject, format!("{T}: you have joined ({n})"));
    }

    // The start: all 15 games at once, a mail to each player for each of their games.
    let out = tour.say(ORG, "tournament start T1");
    assert_eq!(out.len(), 2 * GAMES as usize + 1, "{out:#?}");
    let org: Vec<&SentMail> = out.iter().filter(|m| m.to == ORG).collect();
    assert_eq!(org.len(), 1);
    assert_eq!(org[0].subject, format!("{T}: started, 15 games"));
    let mut met = BTreeSet::new();
    let mut per_player: BTreeMap<String, usize> = BTreeMap::new();
    for id in 1..=GAMES {
        let g = tour.game(id);
        assert_eq!(g.state, GameState::Active);
        let slot = g.setup.tournament.clone().unwrap();
        assert_eq!((slot.id, slot.name.as_str()), (TournamentId(1), "Sextet"));
        let (b, w) = (g.setup.black.clone(), g.setup.white.clone());
        assert!(met.insert(if b < w {
            (b.clone(), w.clone())
        } else {
            (w.clone(), b.clone())
        }));
        let subject = format!(
            "Game {id}, {} vs {} (Sextet, round {}): {} (black) to play move 1",
            tour.shown(&b),
            tour.shown(&w),
            slot.round,
            tour.shown(&b)
        );
        let line = format!(
            "Tournament Sextet (T1), round {}, game {}.",
            slot.round, slot.board
        );
        for p in [&b, &w] {
            let mine: Vec<&SentMail> = out
                .iter()
                .filter(|m| &m.to == p && tour.game_of(m) == Some(GameId(id)))
                .collect();
            assert_eq!(mine.len(), 1, "game {id}, {p}");
            assert_eq!(mine[0].subject, subject);
            assert!(mine[0].text.lines().any(|l| l == line), "{}", mine[0].text);
            *per_player.entry(p.clone()).or_default() += 1;
        }
    }
    assert_eq!(met.len(), GAMES as usize);
    assert!(
        per_player.values().all(|&n| n == PLAYERS - 1),
        "{per_player:?}"
    );
    let setup_time = clock.elapsed();

    // Every game played to its end, one move of each running game in turn.
    let mut rng = Rng(0x5EED_CAFE_F00D_1234);
    let endings: BTreeMap<i64, Ending> = (1..=GAMES)
        .map(|id| {
            let plies = 16 + rng.below(25) as usize;
            let e = if id % 5 == 0 {
                Ending::Draw(plies)
            } else {
                Ending::Resign(plies)
            };
            (id, e)
        })
        .collect();
    let mut moves = 0;
    let mut finished: Vec<i64> = Vec::new();
    let mut standings_checked = false;
    while finished.len() < GAMES as usize {
        for id in 1..=GAMES {
            if finished.contains(&id) {
                continue;
            }
            let (rec, mut game) = tour.board(id);
            assert_eq!(rec.state, GameState::Active, "game {id}");
            let mover = game.position().side_to_move();
            let (me, them) = (
                rec.address(mover).to_string(),
                rec.address(!mover).to_string(),
            );
            let plies = game.moves().len();
            // The mails of the pass, and the result the store must then have.
            let (out, result) = match endings[&id] {
                Ending::Resign(n) if plies >= n => {
                    (tour.reply(&me, id, "resign"), Some(GameResult::Win(!mover)))
                }
                Ending::Draw(n) if plies >= n => {
                    let offer = tour.reply(&me, id, "draw");
                    assert_eq!(offer.len(), 2, "{offer:#?}");
                    assert!(offer.iter().all(|m| m.subject.contains("offers a draw")));
                    assert_eq!(tour.game(id).draw_offered_by, Some(mover));
                    (tour.reply(&them, id, "draw"), Some(GameResult::Draw))
                }
                _ => {
                    let legal = game.legal_moves();
                    let mv = legal[rng.below(legal.len() as u64) as usize];
                    let usi = yubin_rules::notation::usi::format(game.position(), mv);
                    let out = tour.reply(&me, id, &usi);
                    moves += 1;
                    let ended = game.play(mv).unwrap().map(|o| match o.winner {
                        Some(c) => GameResult::Win(c),
                        None => GameResult::Draw,
                    });
                    let after = tour.board(id).1;
                    assert_eq!(after.moves(), game.moves(), "game {id}: {usi}");
                    (out, ended)
                }
            };
            let rec = tour.game(id);
            assert_eq!(rec.result, result, "game {id}");
            if result.is_none() {
                // The move, to both players; nothing else.
                assert_eq!(out.len(), 2, "game {id}: {out:#?}");
                assert!(out.iter().all(|m| tour.game_of(m) == Some(GameId(id))));
                continue;
            }
            assert_eq!(rec.state, GameState::Finished, "game {id}");
            // The game's end to both players, the crosstable to the six and the organiser.
            assert_eq!(out.len(), 2 + PLAYERS + 1, "game {id}: {out:#?}");
            let crosstables: Vec<&SentMail> = out
                .iter()
                .filter(|m| m.subject.contains("crosstable"))
                .collect();
            finished.push(id);
            let over: BTreeSet<&str> = out
                .iter()
                .filter(|m| tour.game_of(m) == Some(GameId(id)))
                .map(|m| m.to.as_str())
                .collect();
            assert_eq!(over, BTreeSet::from([me.as_str(), them.as_str()]));
            let to: BTreeSet<&str> = crosstables.iter().map(|m| m.to.as_str()).collect();
            let mut everyone: BTreeSet<String> = (1..=PLAYERS).map(player).collect();
            everyone.insert(ORG.into());
            assert_eq!(crosstables.len(), PLAYERS + 1, "game {id}: {out:#?}");
            assert_eq!(
                to,
                everyone.iter().map(String::as_str).collect::<BTreeSet<_>>()
            );
            let scores = tour.scores();
            for m in &crosstables {
                assert_table_matches(&m.text, &scores);
            }
            let subject = &crosstables[0].subject;
            assert!(crosstables.iter().all(|m| &m.subject == subject));
            if finished.len() < GAMES as usize {
                assert_eq!(subject, &format!("{T}: the crosstable after game {id}"));
            } else {
                let leaders = subject
                    .strip_prefix(&format!("{T}: the final crosstable, "))
                    .unwrap_or_else(|| panic!("{subject}"));
                let (names, shared) = match leaders.strip_suffix(" wins") {
                    Some(one) => (vec![one], false),
                    None => (
                        leaders
                            .strip_suffix(" share first place")
                            .unwrap_or_else(|| panic!("{subject}"))
                            .split(", ")
                            .collect(),
                        true,
                    ),
                };
                // The winners are the first place of the table, with the top score.
                let rows = table_rows(&crosstables[0].text);
                let first: Vec<&str> = rows
                    .iter()
                    .filter(|r| r.place == "1" || r.place.starts_with("1-"))
                    .map(|r| r.name.as_str())
                    .collect();
                assert_eq!(names, first, "{subject}");
                let top = scores.values().map(|s| s.halves).max().unwrap();
                for n in &names {
                    assert_eq!(scores[*n].halves, top, "{subject}: {scores:?}");
                }
                assert_eq!(shared, names.len() > 1, "{subject}");
            }
            // Half way: a player asks for the standings.
            if finished.len() == 7 && !standings_checked {
                standings_checked = true;
                let out = tour.say(&player(3), "standings T1");
                assert_eq!(out.len(), 1, "{out:#?}");
                assert_eq!(out[0].to, player(3));
                assert_eq!(out[0].subject, format!("{T}: the crosstable"));
                assert!(out[0]
                    .text
                    .starts_with("Sextet: the crosstable as it stands."));
                assert_table_matches(&out[0].text, &tour.scores());
            }
        }
    }
    assert!(standings_checked);

    // Nothing lost: every game over, the mix of results, nothing left to read.
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    let results: Vec<GameResult> = (1..=GAMES)
        .map(|id| {
            let g = tour.game(id);
            assert_eq!(g.state, GameState::Finished, "game {id}");
            let reason = g.result_reason.clone().unwrap_or_default();
            let reason = reason.split(" (").next().unwrap_or_default().to_string();
            *reasons.entry(reason).or_default() += 1;
            g.result.unwrap()
        })
        .collect();
    for want in [
        GameResult::Win(Color::Black),
        GameResult::Win(Color::White),
        GameResult::Draw,
    ] {
        assert!(results.contains(&want), "no {want:?} in {results:?}");
    }
    assert!(tour.t.spool.incoming().unwrap().is_empty());
    let view = {
        let mut guard = tour.t.service.db.lock().unwrap();
        let tx = guard.store_mut().transaction().unwrap();
        let view = tx.tournament(TournamentId(1)).unwrap().unwrap();
        drop(tx);
        view
    };
    assert_eq!(
        view.record.state,
        yubin_domain::model::TournamentState::Finished
    );
    assert_eq!(view.record.reported as i64, GAMES);
    // One set of crosstables per finished game, and no other.
    let crosstables = tour
        .mails
        .iter()
        .filter(|m| {
            m.subject
                .starts_with(&format!("{T}: the crosstable after game "))
                || m.subject
                    .starts_with(&format!("{T}: the final crosstable, "))
        })
        .count();
    assert_eq!(crosstables, GAMES as usize * (PLAYERS + 1));
    // A pass a day later finds nothing to do: no deadline, no mail.
    let report = tour.t.step(tour.t.now + 86_400);
    assert!(report.errors.is_empty(), "{report:?}");
    assert_eq!((report.consumed, report.deadlines, report.sent), (0, 0, 0));
    assert!(tour.t.spool.sent().unwrap().is_empty());
    eprintln!(
        "{moves} moves, {} mails, set up in {setup_time:?}, all in {:?}; results {results:?}; \
         {reasons:?}",
        tour.mails.len(),
        clock.elapsed()
    );
}

#[test]
fn the_list_of_tournaments_counts_players_and_says_which_are_under_way() {
    let mut tour = Tour::new();
    tour.say(ORG, "tournament create Empty");
    tour.say(ORG, "tournament create Sextet rr days=3");
    for i in 1..=PLAYERS {
        tour.say(&player(i), "join T2");
    }
    tour.say(ORG, "tournament start T2");
    let text = &tour.say(&player(1), "tournaments")[0].text;
    assert!(text.contains("No player has joined yet."), "{text}");
    assert!(text.contains("Players: 6."), "{text}");
    let org = tour.shown(ORG);
    assert!(
        text.contains(&format!("organised by {org}; under way.")),
        "{text}"
    );
    assert!(!text.contains(ORG), "{text}");
}
