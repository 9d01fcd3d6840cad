//! The computer as an opponent (issue 27). chiyo, who reads Japanese, plays the computer at
//! level 2 (the greedy capturer: its moves depend on no search) in a rated game and resigns;
//! the computer's rating then shows in `ratings`. carl plays level 3 with a tiny node budget
//! (a few moves only: a better search changes them), asks for a takeback, which it grants,
//! and resigns; his challenges with a bad level or an address are refused.
//!
//! The worker is driven here as the service drives it, synchronously: the shell's
//! `computer_turns` finds the games waiting, `computer::choose` thinks, `computer_move`
//! applies the move.

use super::*;
use std::sync::atomic::AtomicBool;
use yubin::computer::{choose, Budget};

const CHIYO: &str = "chiyo@example.jp";
const CARL: &str = "carl@example.test";

/// Level 3's budget cut to a few hundred nodes: the goldens stay fast.
const BUDGET: Budget = Budget {
    max_nodes: Some(300),
    max_time: std::time::Duration::from_secs(600),
    hash_mb: 1,
};

impl Script {
    /// The computer plays wherever it is to move (as the worker would, but at once).
    fn computer(&mut self, what: &str) -> Vec<OutMail> {
        self.said = None;
        self.now += 60;
        loop {
            let jobs = self.shell.computer_turns(self.now).unwrap();
            if jobs.is_empty() {
                break;
            }
            for job in jobs {
                let mv = choose(&job, &BUDGET, &AtomicBool::new(false)).unwrap();
                assert!(self.shell.computer_move(&job, mv, self.now).unwrap());
            }
        }
        self.collect(what)
    }
}

pub(super) fn play(s: &mut Script) {
    s.mail("cp_ja_language", CHIYO, BOT, "言語 日本語");
    // White: the computer moves first, at once.
    let out = s.mail(
        "cp_ja_challenge",
        CHIYO,
        BOT,
        "challenge computer level=2 white rated",
    );
    assert_eq!(out.len(), 1, "only chiyo is mailed");
    let g = s.last_game();
    let c = s.token(g, CHIYO);
    s.computer("cp_ja_computer_moves");
    s.mail("cp_ja_move", CHIYO, &c, "P-8e");
    s.computer("cp_ja_computer_moves");
    s.mail("cp_ja_move", CHIYO, &c, "P-7e");
    s.computer("cp_ja_computer_moves");
    s.mail("cp_ja_resign", CHIYO, &c, "投了");
    s.mail("cp_ja_ratings", CHIYO, BOT, "ratings");

    s.mail("cp_bad_level", CARL, BOT, "challenge computer level=9");
    s.mail(
        "cp_address",
        CARL,
        BOT,
        "challenge computer carol@example.test",
    );
    s.mail(
        "cp_challenge",
        CARL,
        BOT,
        "challenge computer level=3 black",
    );
    let g = s.last_game();
    let c = s.token(g, CARL);
    s.mail("cp_move", CARL, &c, "P-8h");
    s.computer("cp_computer_moves");
    s.mail("cp_move", CARL, &c, "P-7h");
    s.computer("cp_computer_moves");
    s.mail("cp_takeback", CARL, &c, "takeback");
    s.computer("cp_takeback_granted");
    s.mail("cp_resign", CARL, &c, "resign");
    // Nothing is left for the computer to do.
    assert!(s.shell.computer_turns(s.now).unwrap().is_empty());
}
