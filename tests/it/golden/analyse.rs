//! `analyse N` (issue 27). ann and ben play a short Chu game in which ann's lion walks up to
//! ben's pawns and is taken; ann resigns. Her `analyse` during the game is refused (an
//! oracle for one side), after it queued; cara, a stranger, asks for the same public game and
//! joins the request (one search); the worker analyses it at a fixed node budget (so the
//! goldens are deterministic) and both are mailed; dora, who reads Japanese, is answered at
//! once from the stored analysis. Then the refusals: hostile words, no such game, a game the
//! archive does not show (ben made his games private), a requester waiting for two games
//! already, and the queue full (twenty games waiting, set up without goldens).
//!
//! The worker is driven here as the service drives it, synchronously: the shell's
//! `analysis_job` finds the game waiting longest, `analysis::analyse` searches,
//! `analysis_done` stores and mails it.

use super::*;
use std::sync::atomic::AtomicBool;
use yubin::analysis::{analyse, Budget};

const ANN: &str = "ann@example.test";
const BEN: &str = "ben@example.test";
const CARA: &str = "cara@example.test";
const DORA: &str = "dora@example.jp";
const EVE: &str = "eve@example.test";

/// A small budget: the goldens stay fast, and the same on every machine.
const BUDGET: Budget = Budget {
    nodes_per_position: 2_000,
    max_time: std::time::Duration::from_secs(600),
    hash_mb: 1,
};

impl Script {
    /// The worker analyses every game waiting, oldest first (as the service would, but at
    /// once).
    fn analyses(&mut self, what: &str) -> Vec<OutMail> {
        self.said = None;
        self.now += 60;
        let mut games = 0;
        while let Some(job) = self.shell.analysis_job(self.now, &[]).unwrap() {
            let a = analyse(&job.position, &BUDGET, &AtomicBool::new(false), || {}).unwrap();
            self.shell.analysis_done(&job, &a, self.now).unwrap();
            games += 1;
        }
        assert!(games > 0, "{what}: no game was waiting");
        self.collect(what)
    }

    /// A mail processed without golden files (the setting up of a full queue).
    fn quietly(&mut self, from: &str, to: &str, body: &str) {
        let mail = self.next_mail(from, to, body);
        assert_eq!(
            self.shell.process(&mail, self.now).unwrap(),
            yubin::shell::Consumed::Done,
            "{from}: {body}"
        );
        self.seen = self
            .shell
            .store()
            .due_mail(i64::MAX, 100_000)
            .unwrap()
            .len();
    }

    /// A finished game between `black` and `white`, without golden files: challenged,
    /// accepted, resigned by White at once.
    fn quick_game(&mut self, black: &str, white: &str) -> i64 {
        self.quietly(black, BOT, &format!("challenge {white} black"));
        let g = self.last_game();
        let key = self.token(g, white);
        self.quietly(white, &key, "accept");
        self.quietly(white, &key, "resign");
        g
    }
}

pub(super) fn play(s: &mut Script) {
    s.mail("an_challenge", ANN, BOT, &format!("challenge {BEN} black"));
    let g = s.last_game();
    let (a, b) = (s.token(g, ANN), s.token(g, BEN));
    s.mail("an_accept", BEN, &b, "accept");
    s.mail("an_move", ANN, &a, "Ln-7h");
    // An analysis while the game goes on would be an oracle for one side: refused.
    s.mail("an_running", ANN, BOT, &format!("analyse {g}"));
    s.mail("an_move", BEN, &b, "P-3e");
    s.mail("an_move", ANN, &a, "Ln-7f");
    s.mail("an_move", BEN, &b, "P-10e");
    s.mail("an_move", ANN, &a, "Ln-7e");
    s.mail("an_move", BEN, &b, "Px7e");
    s.mail("an_resign", ANN, &a, "resign");

    s.mail("an_queued", ANN, BOT, &format!("analyse {g}"));
    s.mail("an_joined", CARA, BOT, &format!("analyse #{g}"));
    s.mail("an_again", ANN, BOT, &format!("analyse {g}"));
    let out = s.analyses("an_analysed");
    assert_eq!(out.len(), 2, "one analysis, mailed to both who asked");
    let stored = s
        .shell
        .store()
        .analysis(yubin_domain::model::GameId(g))
        .unwrap()
        .unwrap();
    assert_eq!(stored.plies.len(), 6);
    assert_eq!(stored.nodes_per_ply, BUDGET.nodes_per_position);
    assert!(
        stored.marks().contains(&5),
        "the lion walked into the pawns: {stored:?}"
    );
    // Answered at once from the stored analysis, in Japanese.
    s.mail("an_ja_language", DORA, BOT, "言語 日本語");
    s.mail("an_ja_stored", DORA, BOT, &format!("analyse {g}"));
    assert!(
        s.shell.analysis_job(s.now, &[]).unwrap().is_none(),
        "no new search"
    );

    // Hostile words.
    s.mail("an_bare", CARA, BOT, "analyse");
    s.mail("an_zero", CARA, BOT, "analyse 0");
    s.mail("an_huge", CARA, BOT, "analyse 99999999999999999999");
    s.mail("an_extra", CARA, BOT, "analyse #3 extra words");
    s.mail("an_no_game", CARA, BOT, "analyse 99999");
    // ben keeps his games private: a stranger is refused, a player is not.
    s.mail("an_private_setting", BEN, BOT, "archive private");
    s.mail("an_private", EVE, BOT, &format!("analyse {g}"));
    s.mail("an_player_private", BEN, BOT, &format!("analyse {g}"));

    // The bounds: two games waiting per requester, twenty in all.
    let games: Vec<i64> = (0..22).map(|_| s.quick_game(CARA, EVE)).collect();
    s.quietly(CARA, BOT, &format!("analyse {}", games[0]));
    s.quietly(CARA, BOT, &format!("analyse {}", games[1]));
    s.mail("an_too_many", CARA, BOT, &format!("analyse {}", games[2]));
    for (i, game) in games[2..20].iter().enumerate() {
        let who = format!("fan{}@example.test", i / 2);
        s.quietly(&who, BOT, &format!("analyse {game}"));
    }
    s.mail("an_queue_full", EVE, BOT, &format!("analyse {}", games[21]));
    // A game already waiting costs no search: it is taken even now.
    s.mail("an_queue_join", EVE, BOT, &format!("analyse {}", games[0]));
}
