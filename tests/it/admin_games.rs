//! `yubin admin adjudicate`, `annul` and `resend` of games on a real SQLite file beside a
//! running spool service: in a rated round robin, a game adjudicated and another annulled
//! (both players told, the crosstable and the standings after them, the ratings computed
//! again without the annulled game, the tournament still ending), and a board resent whose
//! reply plays.

use crate::admin::{admin, table};
use crate::spool_game::{Table, ALICE, BOB};
use yubin::cli::{self, admin::AdminCommand, DropArgs};
use yubin::store::Store;
use yubin_domain::model::TournamentState;
use yubin_domain::model::{GameId, GameRecord, GameResult, GameState, TournamentId};
use yubin_rules::{Color, Variant};

const CAROL: &str = "carol@example.test";

/// The bot's last mail to `to`, as `mail read --to` shows it.
fn last_to(t: &Table, to: &str) -> String {
    cli::read_mail(&t.spool, Some(to), false).unwrap()
}

/// Every mail of the bot to `to` so far.
fn all_to(t: &Table, to: &str) -> String {
    cli::read_mail(&t.spool, Some(to), true).unwrap()
}

/// A reply from `from` to the bot's last mail to them about game `game`.
fn reply(t: &mut Table, from: &str, game: i64, body: &str) {
    let args = DropArgs {
        from: from.into(),
        reply: true,
        game: Some(game),
        ..DropArgs::default()
    };
    t.say_with(&args, body);
}

fn store(t: &Table) -> Store {
    Store::open(&t.config.database).unwrap()
}

fn game(t: &Table, id: i64) -> GameRecord {
    store(t).game(GameId(id)).unwrap().unwrap()
}

/// The chu ratings: (address, games rated).
fn ratings(t: &Table) -> Vec<(String, u32)> {
    let mut r: Vec<_> = store(t)
        .rating_list(Variant::Chu)
        .unwrap()
        .into_iter()
        .map(|p| (p.address, p.rating.games))
        .collect();
    r.sort();
    r
}

/// The operator's runs of the service's sweep: the mails the admin command queued go out.
fn sweep(t: &mut Table) {
    t.now += 60;
    t.step(t.now);
}

#[test]
fn a_rated_tournament_game_adjudicated_and_another_annulled() {
    let mut t = table();
    t.say(ALICE, false, "tournament create Cup rr days=3 rated");
    for p in [ALICE, BOB, CAROL] {
        t.say(p, false, "join T1");
    }
    t.say(ALICE, false, "tournament start T1");
    let pairs: Vec<(String, String)> = (1..=3)
        .map(|id| {
            let g = game(&t, id);
            assert_eq!(g.state, GameState::Active);
            assert!(g.setup.tournament.is_some() && g.setup.terms.rated);
            (g.setup.black, g.setup.white)
        })
        .collect();
    // The round robin's pairings, as the director made them (the test reads them, so
    // that it does not depend on the seeding).
    assert_eq!(
        pairs,
        [
            (BOB.into(), CAROL.into()),
            (ALICE.into(), BOB.into()),
            (CAROL.into(), ALICE.into())
        ]
    );
    // Game 1: bob resigns, a rated result.
    reply(&mut t, BOB, 1, "resign");
    assert_eq!(game(&t, 1).result, Some(GameResult::Win(Color::White)));
    assert_eq!(ratings(&t), [(BOB.into(), 1), (CAROL.into(), 1)]);

    // Game 2 adjudicated for black (alice): both players told, with the reason.
    let said = admin(
        &t,
        AdminCommand::Adjudicate {
            id: 2,
            result: "black".into(),
            reason: "White stopped answering in a lost position.".into(),
        },
    )
    .unwrap();
    assert_eq!(said, "game 2 adjudicated 1-0: 2 mails queued\n");
    sweep(&mut t);
    for p in [ALICE, BOB] {
        let all = all_to(&t, p);
        assert!(
            all.contains("Subject: Game 2, ")
                && all.contains("1-0 (adjudication)")
                && all.contains("The operator's reason: White stopped answering"),
            "{p}: {all}"
        );
    }
    assert!(!all_to(&t, CAROL).contains("(adjudication)"));
    // The standings count it, and the crosstable after it goes to every entrant.
    assert_eq!(game(&t, 2).result, Some(GameResult::Win(Color::Black)));
    for p in [ALICE, BOB, CAROL] {
        let last = last_to(&t, p);
        assert!(
            last.contains("Subject: T1 Cup: the crosstable after game 2"),
            "{p}: {last}"
        );
        assert!(last.contains("share the lead with 1 point each"), "{last}");
    }
    // Not rated: no play decided it.
    assert_eq!(ratings(&t), [(BOB.into(), 1), (CAROL.into(), 1)]);
    // Adjudicated once: a second time is refused, and nothing changes.
    let again = admin(
        &t,
        AdminCommand::Adjudicate {
            id: 2,
            result: "white".into(),
            reason: "again".into(),
        },
    )
    .unwrap_err();
    assert!(again.to_string().contains("not being played"), "{again}");
    assert_eq!(game(&t, 2).result, Some(GameResult::Win(Color::Black)));

    // Game 1 annulled: it leaves the ratings (computed again without it: bob and carol
    // played no other rated game) and the standings; both its players are told why.
    let said = admin(
        &t,
        AdminCommand::Annul {
            id: 1,
            reason: "Two accounts of one person.".into(),
        },
    )
    .unwrap();
    assert_eq!(
        said,
        "game 1 annulled: 2 mails queued; the variant's ratings computed again without it\n"
    );
    sweep(&mut t);
    assert_eq!(ratings(&t), []);
    let g1 = game(&t, 1);
    assert_eq!((g1.state, g1.result), (GameState::Aborted, None));
    for p in [BOB, CAROL] {
        let all = all_to(&t, p);
        let said = all
            .split("To: ")
            .filter(|m| m.contains("annulled by the operator"))
            .last()
            .unwrap_or_else(|| panic!("{p}: {all}"));
        assert!(
            said.contains("The operator's reason: Two accounts of one person."),
            "{p}: {said}"
        );
        // It shows the game as counting for no rating now.
        assert!(!said.contains("rated") && !said.contains("Rated"), "{said}");
    }
    // Every entrant gets the crosstable without it.
    for p in [ALICE, BOB, CAROL] {
        let last = last_to(&t, p);
        assert!(
            last.contains("Subject: T1 Cup: the crosstable after game 1 was annulled")
                && last.contains("the crosstable after the operator annulled game 1."),
            "{p}: {last}"
        );
    }
    assert!(!all_to(&t, ALICE).contains("annulled by the operator"));
    // The standings: carol's point is gone, alice leads alone.
    t.say(CAROL, false, "standings T1");
    let standings = last_to(&t, CAROL);
    assert!(
        standings.contains("player-") && standings.contains("leads with 1 point"),
        "{standings}"
    );
    let shown = |who: &str| yubin_engine::profile::pseudonym(&t.config.engine_settings(), who);
    let row = |who: &str| {
        standings
            .lines()
            .find(|l| l.contains(&shown(who)) && l.contains(" X"))
            .unwrap_or_else(|| panic!("{who}'s row: {standings}"))
            .to_string()
    };
    assert!(row(ALICE).starts_with("  1 "), "{standings}");
    assert!(row(CAROL).starts_with("2-3"), "{standings}");
    // The tournament goes on to its end without the annulled game: the last game ends it.
    reply(&mut t, CAROL, 3, "resign");
    assert_eq!(ratings(&t), [(ALICE.into(), 1), (CAROL.into(), 1)]);
    let last = last_to(&t, CAROL);
    assert!(
        last.contains("the final crosstable") && last.contains("wins the tournament with 2 points"),
        "{last}"
    );
    let tour = store(&t).tournament(TournamentId(1)).unwrap().unwrap();
    assert_eq!(tour.record.state, TournamentState::Finished);
    // Every decision is in the admin log.
    let log = admin(&t, AdminCommand::Log).unwrap();
    assert!(
        log.contains("adjudicate") && log.contains("game 2") && log.contains("annul"),
        "{log}"
    );
}

#[test]
fn a_resent_board_comes_again_with_keys_that_play() {
    let mut t = table();
    t.say(ALICE, false, "challenge bob@example.test black");
    t.say(BOB, true, "accept");
    t.say(ALICE, true, "P-8h");
    // Nothing to resend: no game, a challenge.
    let e = admin(
        &t,
        AdminCommand::Resend {
            id: 9,
            reason: String::new(),
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("no game 9"), "{e}");
    t.say(ALICE, false, "challenge carol@example.test");
    let e = admin(
        &t,
        AdminCommand::Resend {
            id: 2,
            reason: String::new(),
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("not being played"), "{e}");
    let before = (all_to(&t, ALICE), all_to(&t, BOB));

    let said = admin(
        &t,
        AdminCommand::Resend {
            id: 1,
            reason: "bob lost the mail".into(),
        },
    )
    .unwrap();
    assert_eq!(
        said,
        "game 1: its board queued for both players (2 mails)\n"
    );
    sweep(&mut t);
    for (p, before) in [(ALICE, &before.0), (BOB, &before.1)] {
        let last = last_to(&t, p);
        assert!(!before.contains(&last), "{p}: a new mail");
        assert!(
            last.contains("Subject: Game 1, ") && last.contains("1. black P-8h"),
            "{p}: {last}"
        );
        assert!(last.contains("Reply-To: bot+g1-"), "{last}");
        assert!(last.contains("Message-ID: <yubin.g1.resend."), "{last}");
    }
    // Bob replies to the resent board: his move is played.
    reply(&mut t, BOB, 1, "8d8e");
    assert_eq!(store(&t).moves(GameId(1)).unwrap().len(), 2);
    assert!(last_to(&t, ALICE).contains("2. P-8e"));
    // So does alice's reply to hers.
    reply(&mut t, ALICE, 1, "P-7h");
    assert_eq!(store(&t).moves(GameId(1)).unwrap().len(), 3);
    // A finished game's board can be resent too; the log has the operator's line.
    t.say(BOB, true, "resign");
    assert_eq!(game(&t, 1).state, GameState::Finished);
    admin(
        &t,
        AdminCommand::Resend {
            id: 1,
            reason: String::new(),
        },
    )
    .unwrap();
    let log = admin(&t, AdminCommand::Log).unwrap();
    assert_eq!(log.matches("resend").count(), 2, "{log}");
    assert!(log.contains("bob lost the mail"), "{log}");
}

/// An annulled game in a tournament that goes on: the entrants get the crosstable without
/// it, and the crosstable after the next game is a mail of its own (its Message-ID was the
/// one of the crosstable after as many games before the annulment: the outbox refused it,
/// and with it the move that ended the game).
#[test]
fn a_tournament_goes_on_after_an_annulment_with_its_crosstables() {
    const DAVE: &str = "dave@example.test";
    let mut t = table();
    t.say(ALICE, false, "tournament create Cup rr days=3");
    for p in [ALICE, BOB, CAROL, DAVE] {
        t.say(p, false, "join T1");
    }
    t.say(ALICE, false, "tournament start T1");
    let black = |t: &Table, id: i64| game(t, id).setup.black;
    for id in [1, 2] {
        let b = black(&t, id);
        reply(&mut t, &b, id, "resign");
        assert_eq!(game(&t, id).state, GameState::Finished);
    }
    for p in [ALICE, BOB, CAROL, DAVE] {
        assert!(
            last_to(&t, p).contains("the crosstable after game 2"),
            "{p}"
        );
    }
    admin(
        &t,
        AdminCommand::Annul {
            id: 1,
            reason: "Played by someone else.".into(),
        },
    )
    .unwrap();
    sweep(&mut t);
    // Every entrant hears of it with the crosstable as it is now.
    for p in [ALICE, BOB, CAROL, DAVE] {
        let last = last_to(&t, p);
        assert!(
            last.contains("Subject: T1 Cup: the crosstable after game 1 was annulled"),
            "{p}: {last}"
        );
    }
    // The next game ends, and its crosstable goes out.
    let b = black(&t, 3);
    reply(&mut t, &b, 3, "resign");
    assert_eq!(game(&t, 3).state, GameState::Finished);
    for p in [ALICE, BOB, CAROL, DAVE] {
        assert!(
            last_to(&t, p).contains("Subject: T1 Cup: the crosstable after game 3"),
            "{p}"
        );
    }
}
