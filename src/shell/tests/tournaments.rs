//! Tournaments through SQLite: created, joined and started by mail, their games played to
//! the end, the crosstable after each finished game, the next rounds, the final.

use super::*;

const ORG: &str = "org@example.test";

fn player(i: usize) -> String {
    format!("p{i}@example.test")
}

/// Creates a tournament with `words`, has `n` players join it; returns its number.
fn open_tournament(w: &mut World, words: &str, n: usize) -> i64 {
    let out = w.send(ORG, BOT, &format!("tournament create {words}"));
    assert_eq!(out.len(), 1, "{out:#?}");
    assert!(out[0].subject.starts_with("T1 "), "{}", out[0].subject);
    for i in 0..n {
        let out = w.send(&player(i), BOT, "join T1");
        assert_eq!(out.len(), 1, "{out:#?}");
        assert!(
            out[0].subject.contains("you have joined"),
            "{}",
            out[0].subject
        );
    }
    1
}

/// The active games of tournament 1, by number.
fn active(w: &World) -> Vec<GameRecord> {
    w.shell
        .store()
        .active_games()
        .unwrap()
        .into_iter()
        .filter(|g| g.setup.tournament.is_some())
        .collect()
}

/// Ends game `g`: Black resigns (`black_loses`) or both agree a draw.
fn end_game(w: &mut World, g: &GameRecord, result: &str) -> Vec<OutMail> {
    let (b, wh) = (g.setup.black.clone(), g.setup.white.clone());
    match result {
        "0-1" => w.send(&b, &w.reply_to(g.id, &b), "resign"),
        "1-0" => w.send(&wh, &w.reply_to(g.id, &wh), "resign"),
        _ => {
            w.send(&b, &w.reply_to(g.id, &b), "draw");
            w.send(&wh, &w.reply_to(g.id, &wh), "draw")
        }
    }
}

#[test]
fn a_round_robin_is_played_to_its_final_crosstable() {
    let mut w = World::new();
    let t = open_tournament(&mut w, "Spring rr days=3", 4);
    // Only the organiser starts it.
    let out = w.send(&player(0), BOT, "tournament start T1");
    assert!(out[0].subject.contains("not carried out"), "{out:#?}");
    let out = w.send(ORG, BOT, &format!("tournament start T{t}"));
    // 6 games, 2 mails each, and the organiser's notice.
    assert_eq!(
        out.len(),
        13,
        "{:#?}",
        out.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    let games = active(&w);
    assert_eq!(games.len(), 6);
    assert!(games[0].deadline.is_some());
    let first = out.iter().find(|m| m.to == games[0].setup.black).unwrap();
    assert!(
        flat(&first.text).contains("Tournament Spring (T1), round 1, game 1"),
        "{}",
        first.text
    );
    // Everyone plays everyone once, each with each colour about as often.
    let mut met = std::collections::HashSet::new();
    for g in &games {
        let pair = if g.setup.black < g.setup.white {
            (g.setup.black.clone(), g.setup.white.clone())
        } else {
            (g.setup.white.clone(), g.setup.black.clone())
        };
        assert!(met.insert(pair));
    }
    // A tournament game cannot be aborted.
    let g0 = &games[0];
    let out = w.send(
        &g0.setup.black,
        &w.reply_to(g0.id, &g0.setup.black),
        "abort",
    );
    assert!(
        flat(&out[0].text).contains("cannot be aborted"),
        "{}",
        out[0].text
    );

    let results = ["1-0", "0-1", "1/2", "1-0", "0-1", "1-0"];
    for (i, (g, r)) in games.iter().zip(results).enumerate() {
        let out = end_game(&mut w, g, r);
        let crosstables: Vec<&OutMail> = out
            .iter()
            .filter(|m| m.subject.contains("crosstable"))
            .collect();
        // The four players and the organiser.
        assert_eq!(
            crosstables.len(),
            5,
            "{:#?}",
            out.iter().map(|m| &m.subject).collect::<Vec<_>>()
        );
        if i < 5 {
            assert!(crosstables[0]
                .subject
                .contains(&format!("after game {}", g.id)));
            assert!(flat(&crosstables[0].text).contains(&format!("after game {}", g.id)));
        } else {
            assert!(
                crosstables[0].subject.contains("final crosstable"),
                "{}",
                crosstables[0].subject
            );
            assert!(flat(&crosstables[0].text).contains("Congratulations"));
        }
    }
    let out = w.send(&player(2), BOT, "standings T1");
    assert!(
        flat(&out[0].text).contains("final crosstable"),
        "{}",
        out[0].text
    );
    let out = w.send(&player(2), BOT, "tournaments");
    assert!(
        flat(&out[0].text).contains("No tournament is open"),
        "{}",
        out[0].text
    );
}

#[test]
fn a_swiss_pairs_each_round_when_the_last_ends_and_a_withdrawal_forfeits() {
    let mut w = World::new();
    open_tournament(&mut w, "\"Winter Swiss\" swiss rounds=3", 5);
    let out = w.send(ORG, BOT, "tournament start T1");
    // 2 games (4 mails), a bye, the organiser's notice.
    assert_eq!(
        out.len(),
        6,
        "{:#?}",
        out.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    assert!(out.iter().any(|m| m.subject.contains("a bye in round 1")));
    for round in 1..=3 {
        let games = active(&w);
        assert_eq!(games.len(), 2, "round {round}");
        assert!(games
            .iter()
            .all(|g| g.setup.tournament.as_ref().unwrap().round == round));
        if round == 2 {
            // A player of round 2 withdraws: the game is lost by forfeit.
            let quitter = games[0].setup.white.clone();
            let out = w.send(&quitter, BOT, "leave T1");
            assert!(
                out.iter().any(|m| m.subject.contains("has withdrawn")),
                "{out:#?}"
            );
            assert!(
                out.iter().any(|m| m.subject.contains("game over")),
                "{out:#?}"
            );
            let rec = w.shell.store().game(games[0].id).unwrap().unwrap();
            assert!(rec.forfeit);
            // Their round-2 game was not over: they withdrew after round 1, not 2.
            let table = out
                .iter()
                .find(|m| m.subject.contains("crosstable"))
                .map(|m| flat(&m.text))
                .expect("a crosstable after the forfeit");
            assert!(table.contains("withdrew after round 1."), "{table}");
            end_game(&mut w, &games[1], "1-0");
            continue;
        }
        for g in &games {
            end_game(&mut w, g, "1-0");
        }
    }
    // Round 3 over: the final crosstable went out, nobody is paired twice with the same.
    let view = {
        let Shell { store, .. } = &mut w.shell;
        let tx = store.transaction().unwrap();
        tx.tournament(TournamentId(1)).unwrap().unwrap()
    };
    assert_eq!(
        view.record.state,
        yubin_domain::model::TournamentState::Finished
    );
    let mut met = std::collections::HashSet::new();
    for g in &view.games {
        let (b, wh) = (g.setup.black.clone(), g.setup.white.clone());
        assert!(
            met.insert(if b < wh { (b, wh) } else { (wh, b) }),
            "a repeated pairing"
        );
    }
    let mut byes: Vec<&String> = view.byes.iter().map(|(_, a)| a).collect();
    byes.sort();
    let n = byes.len();
    byes.dedup();
    assert_eq!(byes.len(), n, "a second bye");
}

#[test]
fn a_knockout_goes_on_with_a_pair_after_a_tied_match() {
    let mut w = World::new();
    open_tournament(&mut w, "Cup ko games=1", 4);
    w.send(ORG, BOT, "tournament start T1");
    let games = active(&w);
    assert_eq!(games.len(), 2);
    end_game(&mut w, &games[0], "1-0");
    // A drawn one-game match goes on with two more games.
    let out = end_game(&mut w, &games[1], "1/2");
    let next = active(&w);
    assert_eq!(
        next.len(),
        2,
        "{:#?}",
        out.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    assert!(next
        .iter()
        .all(|g| g.setup.tournament.as_ref().unwrap().round == 1));
    end_game(&mut w, &next[0], "1-0");
    end_game(&mut w, &next[1], "1-0");
    // Each won with Black: still tied, another pair.
    let pair = active(&w);
    assert_eq!(pair.len(), 2);
    end_game(&mut w, &pair[0], "1-0");
    end_game(&mut w, &pair[1], "0-1");
    // Decided: the final is paired.
    let fin = active(&w);
    assert_eq!(fin.len(), 1);
    assert_eq!(fin[0].setup.tournament.as_ref().unwrap().round, 2);
    let out = end_game(&mut w, &fin[0], "0-1");
    let last = out
        .iter()
        .find(|m| m.subject.contains("final crosstable"))
        .unwrap();
    let winner = yubin_engine::profile::pseudonym(&settings(), &fin[0].setup.white);
    assert!(
        last.subject.contains(&format!("{winner} wins")),
        "{}",
        last.subject
    );
}

#[test]
fn tournaments_lists_those_finished_lately_with_their_winners() {
    let mut w = World::new();
    // T1: a round robin of three whose games are all drawn: first place is shared.
    open_tournament(&mut w, "Trio rr", 3);
    w.send(ORG, BOT, "tournament start T1");
    for g in active(&w) {
        end_game(&mut w, &g, "1/2");
    }
    // T2: a knockout of four, finished after it, whose champion has fewer points than the
    // player they beat in the final, who needed five games to win their first match.
    w.send(ORG, BOT, "tournament create Cup ko games=1");
    for i in 0..4 {
        w.send(&player(i), BOT, "join T2");
    }
    w.send(ORG, BOT, "tournament start T2");
    let round1 = active(&w);
    assert_eq!(round1.len(), 2);
    end_game(&mut w, &round1[0], "1-0");
    end_game(&mut w, &round1[1], "1/2");
    for results in [["1-0", "1-0"], ["1-0", "0-1"]] {
        let pair = active(&w);
        assert_eq!(pair.len(), 2);
        end_game(&mut w, &pair[0], results[0]);
        end_game(&mut w, &pair[1], results[1]);
    }
    let fin = active(&w);
    assert_eq!(fin.len(), 1);
    let out = end_game(&mut w, &fin[0], "1-0");
    let shown = |address: &str| yubin_engine::profile::pseudonym(&settings(), address);
    let (champion, finalist) = (shown(&fin[0].setup.black), shown(&fin[0].setup.white));
    let last = out
        .iter()
        .find(|m| m.subject.contains("final crosstable"))
        .unwrap();
    assert!(
        last.subject.contains(&format!("{champion} wins")),
        "{}",
        last.subject
    );
    let top = last.text.lines().find(|l| l.starts_with(" 1 ")).unwrap();
    assert!(top.contains(&finalist), "{}", last.text);
    // The champion is congratulated on their own points (the Pts column, before the seven
    // tie-break and points columns' last six), not on the top scorer's.
    let points = |name: &str| {
        let row = last.text.lines().find(|l| l.contains(name)).unwrap();
        row.split_whitespace().rev().nth(6).unwrap().to_string()
    };
    assert_ne!(points(&champion), points(&finalist), "{}", last.text);
    assert!(
        last.text.contains(&format!(
            "{champion} wins the tournament with {} points.",
            points(&champion)
        )),
        "{}",
        last.text
    );

    let list = |w: &mut World| {
        let out = w.send(ALICE, BOT, "tournaments");
        assert_eq!(out.len(), 1, "{out:#?}");
        assert!(!out[0].text.contains("example.test"), "{}", out[0].text);
        flat(&out[0].text)
    };
    let text = list(&mut w);
    assert!(
        text.contains("No tournament is open or under way."),
        "{text}"
    );
    assert!(
        text.contains(
            "Finished in the last 90 days, the latest first (at most 10 listed); \
             `standings T<number>` gives one's final crosstable."
        ),
        "{text}"
    );
    let cup = text
        .find("T2 Cup: a knockout of 1-game matches (ties go on in pairs of games), Chu Shogi, 4 players; finished on ")
        .expect(&text);
    let trio = text
        .find("T1 Trio: a round robin, Chu Shogi, 3 players; finished on ")
        .expect(&text);
    assert!(cup < trio, "the latest first: {text}");
    assert!(
        text[cup..trio].contains(&format!("Winner: {champion}.")),
        "{text}"
    );
    let shared = &text[trio..];
    assert!(shared.contains("First place shared by "), "{text}");
    for i in 0..3 {
        assert!(shared.contains(&shown(&player(i))), "{text}");
    }

    // Ninety days after it ended, a tournament is no longer listed.
    let conn = w.shell.store().connection();
    conn.execute(
        "UPDATE tournaments SET finished_at = finished_at - 91 * 86400 WHERE id = 1",
        [],
    )
    .unwrap();
    let text = list(&mut w);
    assert!(
        text.contains("T2 Cup") && !text.contains("T1 Trio"),
        "{text}"
    );
    w.now += 91 * 86_400;
    let text = list(&mut w);
    assert!(
        text.contains("No tournament has finished in the last 90 days.") && !text.contains("T2"),
        "{text}"
    );
    // The standings of a tournament no longer listed are still there.
    let out = w.send(ALICE, BOT, "standings T1");
    assert!(
        out[0].subject.contains("the crosstable"),
        "{}",
        out[0].subject
    );
}

#[test]
fn a_tournament_starts_on_its_date_or_is_cancelled_for_want_of_players() {
    let mut w = World::new();
    let out = w.send(ORG, BOT, "tournament create Dated start=2027-03-01 min=3");
    assert!(out[0].subject.contains("created"), "{}", out[0].text);
    w.send(&player(0), BOT, "join T1");
    let out = w.send(ORG, BOT, "tournament create Other start=2027-03-01 min=2");
    assert!(out[0].subject.starts_with("T2 "));
    w.send(&player(0), BOT, "join T2");
    w.send(&player(1), BOT, "join T2");
    let at = chrono::NaiveDate::from_ymd_opt(2027, 3, 1)
        .unwrap()
        .and_hms_opt(0, 0, 0)
        .unwrap()
        .and_utc()
        .timestamp();
    assert_eq!(w.shell.next_deadline().unwrap(), Some(at));
    w.shell.run_deadlines(at).unwrap();
    let mails = w.shell.store().due_mail(i64::MAX, 10_000).unwrap();
    assert!(mails
        .iter()
        .any(|m| m.mail.subject == "T1 Dated: cancelled, too few players"));
    assert!(mails
        .iter()
        .any(|m| m.mail.subject.starts_with("T2 Other: started, 1 game")));
    assert_eq!(active(&w).len(), 1);
}

#[test]
fn tournament_commands_refuse_what_does_not_fit() {
    let mut w = World::new();
    let cases = [
        ("tournament create X swiss", "number of rounds"),
        ("tournament create X rounds=3", "is for a Swiss"),
        ("tournament create X min=5 max=4", "is more than"),
        ("tournament create X max=500", "takes 2 to 40 players"),
        ("tournament create X start=2020-01-01", "has passed"),
        (
            "tournament create X rated handicap=two_lions",
            "Only a game from the standard setup",
        ),
        ("tournament create X bob@example.test", "names no opponents"),
        ("join T9", "no tournament T9"),
        ("standings", "Name the tournament"),
    ];
    for (cmd, expected) in cases {
        let out = w.send(ALICE, BOT, cmd);
        assert!(
            flat(&out[0].text).contains(expected),
            "{cmd}: {}",
            out[0].text
        );
    }
    open_tournament(&mut w, "Y max=2", 2);
    let out = w.send(ALICE, BOT, "join T1");
    assert!(flat(&out[0].text).contains("is full"), "{}", out[0].text);
    let out = w.send(&player(0), BOT, "join T1");
    assert!(
        flat(&out[0].text).contains("entered in T1 already"),
        "{}",
        out[0].text
    );
    let out = w.send(ORG, BOT, "tournament cancel T1");
    assert_eq!(out.len(), 3, "{out:#?}");
    let out = w.send(&player(1), BOT, "leave T1");
    assert!(
        flat(&out[0].text).contains("is cancelled"),
        "{}",
        out[0].text
    );
}

#[test]
fn a_swiss_round_deadline_adjudicates_its_unfinished_games_and_pairs_the_next() {
    let mut w = World::new();
    open_tournament(&mut w, "Quick swiss rounds=2 round_days=10 days=30", 4);
    w.send(ORG, BOT, "tournament start T1");
    let round1 = active(&w);
    assert_eq!(round1.len(), 2);
    end_game(&mut w, &round1[0], "1-0");
    let start = w.shell.store().connection().query_row(
        "SELECT round_started_at FROM tournaments WHERE id = 1",
        [],
        |r| r.get::<_, i64>(0),
    );
    let deadline = start.unwrap() + 10 * 86_400;
    // The round's deadline comes before the game's own (30 days a move).
    assert_eq!(w.shell.next_deadline().unwrap(), Some(deadline));
    let before = w.shell.store().due_mail(i64::MAX, 10_000).unwrap().len();
    w.shell.run_deadlines(deadline).unwrap();
    let mails = w.shell.store().due_mail(i64::MAX, 10_000).unwrap();
    let subjects: Vec<&str> = mails[before..]
        .iter()
        .map(|m| m.mail.subject.as_str())
        .collect();
    assert!(
        subjects
            .iter()
            .filter(|s| s.contains("(round deadline)"))
            .count()
            == 2,
        "{subjects:#?}"
    );
    let rec = w.shell.store().game(round1[1].id).unwrap().unwrap();
    assert_eq!(rec.result, Some(GameResult::Draw));
    assert!(rec
        .result_reason
        .as_deref()
        .unwrap()
        .contains("adjudicated a draw"));
    // Round 2 is paired at once.
    let round2 = active(&w);
    assert_eq!(round2.len(), 2, "{subjects:#?}");
    assert!(round2
        .iter()
        .all(|g| g.setup.tournament.as_ref().unwrap().round == 2));
}

#[test]
fn a_withdrawn_knockout_player_loses_the_match_and_the_winner_goes_on() {
    let mut w = World::new();
    open_tournament(&mut w, "Cup ko games=2", 4);
    w.send(ORG, BOT, "tournament start T1");
    let games = active(&w);
    assert_eq!(games.len(), 4);
    let quitter = games[0].setup.black.clone();
    let out = w.send(ORG, BOT, &format!("tournament withdraw T1 {quitter}"));
    assert!(
        out.iter()
            .filter(|m| m.subject.contains("(forfeit)"))
            .count()
            == 4,
        "{:#?}",
        out.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    // Neither game of their first match was over: they finished no round.
    let table = out
        .iter()
        .find(|m| m.subject.contains("crosstable"))
        .map(|m| flat(&m.text))
        .expect("a crosstable after the forfeits");
    assert!(
        table.contains("withdrew before finishing a game"),
        "{table}"
    );
    // The other match is played out; then the final is paired.
    let other: Vec<GameRecord> = active(&w);
    assert_eq!(other.len(), 2);
    // One player resigns both games of the match.
    let loser = other[0].setup.white.clone();
    for g in &other {
        w.send(&loser, &w.reply_to(g.id, &loser), "resign");
    }
    let fin = active(&w);
    assert_eq!(fin.len(), 2, "the final's two games");
    assert!(fin
        .iter()
        .all(|g| g.setup.tournament.as_ref().unwrap().round == 2));
    assert!(fin
        .iter()
        .all(|g| g.color_of(&quitter).is_none() && g.color_of(&loser).is_none()));
}

#[test]
#[ignore = "a measurement: cargo test --release --lib start_of_a_30 -- --ignored --nocapture"]
fn start_of_a_30_player_round_robin() {
    let mut w = World::new();
    open_tournament(&mut w, "Big rr max=30", 30);
    let t = std::time::Instant::now();
    let out = w.send(ORG, BOT, "tournament start T1");
    println!(
        "30-player round robin start: {} mails in {:?}",
        out.len(),
        t.elapsed()
    );
    let games = active(&w);
    let t = std::time::Instant::now();
    end_game(&mut w, &games[0], "1-0");
    println!("a result and 31 crosstable mails: {:?}", t.elapsed());
}

#[test]
fn a_thematic_tournament_starts_every_game_from_its_position() {
    let mut w = World::new();
    let sfen = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I1P2I3/\
                PPPPP1PPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - 2";
    open_tournament(&mut w, &format!("Theme sfen=\"{sfen}\" days=4"), 3);
    let out = w.send(ORG, BOT, "tournament start T1");
    let games = active(&w);
    assert_eq!(games.len(), 3);
    assert!(games
        .iter()
        .all(|g| g.setup.terms.start_sfen.as_deref() == Some(sfen)));
    // White moves first from that position.
    let mail = out.iter().find(|m| m.subject.starts_with("Game")).unwrap();
    assert!(
        mail.subject.contains("(white) to play move 1"),
        "{}",
        mail.subject
    );
    assert!(flat(&mail.text).contains(&format!("Start: the position {sfen}.")));
    // A start position cannot be rated, nor be given with a handicap, nor be garbled.
    for (words, expected) in [
        (
            format!("X rated sfen=\"{sfen}\""),
            "Only a game from the standard setup",
        ),
        (format!("X handicap=two_lions sfen=\"{sfen}\""), "not both"),
        (
            "X sfen=\"lfcsgekgscfl b - 1\"".to_string(),
            "is not a start position",
        ),
        ("X sfen=\"lfcsgekgscfl".to_string(), "no closing quote"),
    ] {
        let out = w.send(ALICE, BOT, &format!("tournament create {words}"));
        assert!(
            flat(&out[0].text).contains(expected),
            "{words}: {}",
            out[0].text
        );
    }
}

#[test]
fn the_organiser_takes_a_player_off_the_entries_and_both_are_told() {
    let mut w = World::new();
    open_tournament(&mut w, "Entries", 3);
    let out = w.send(ORG, BOT, &format!("tournament withdraw T1 {}", player(1)));
    let to: Vec<&str> = out.iter().map(|m| m.to.as_str()).collect();
    assert_eq!(to, [player(1).as_str(), ORG], "{out:#?}");
    // Named by their pseudonym (they chose no name), never by address.
    let p1 = yubin_engine::profile::pseudonym(&settings(), &player(1));
    assert!(out
        .iter()
        .all(|m| m.subject == format!("T1 Entries: {p1} is off the entries")));
    assert!(flat(&out[0].text).contains(&format!("The organiser has taken {p1} off the entries")));
    // Every Message-ID the bot writes is one `local@domain`.
    assert!(
        out.iter().all(|m| m.message_id.matches('@').count() == 1),
        "{out:#?}"
    );
    w.send(ORG, BOT, "tournament start T1");
    let out = w.send(&player(0), BOT, "leave T1");
    assert!(
        out.iter().all(|m| m.message_id.matches('@').count() == 1),
        "{:#?}",
        out.iter().map(|m| &m.message_id).collect::<Vec<_>>()
    );
}
