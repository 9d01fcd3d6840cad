//! A change of address (issue 26, `move to <address>`): mhana, who reads Japanese, moves
//! with the server's word alone (both addresses confirm, the old first); mfrank, who reads
//! English, moves from a reply to his address key (the new address alone confirms), after
//! taking back a mistyped one; a refusal that names no one.

use super::*;

const MFRANK: &str = "mfrank@example.test";
const MHANA: &str = "mhana@example.jp";
const MHANA_NEW: &str = "mhana2@new.example.jp";
const MFRANK_NEW: &str = "mfrank2@new.example";

impl Script {
    fn move_key(&self, request: i64, who: &str) -> String {
        token::move_key(BOT, &self.shell.settings().secret_key, request, who)
    }

    fn address_key(&self, who: &str) -> String {
        token::address_key(BOT, &self.shell.settings().secret_key, who)
    }
}

pub(super) fn play(s: &mut Script) {
    s.mail("mv_language", MHANA, BOT, "言語 日本語");
    s.mail(
        "mv_challenge",
        MFRANK,
        BOT,
        &format!("challenge {MHANA} black"),
    );
    let g = s.last_game();
    let h = s.token(g, MHANA);
    s.mail("mv_accept", MHANA, &h, "accept");
    // Vouched by the server, no key of hers: both addresses are asked.
    s.mail("mv_ja_ask", MHANA, BOT, &format!("move to {MHANA_NEW}"));
    let request = 1;
    let old_key = s.move_key(request, MHANA);
    s.mail("mv_ja_confirm_old", MHANA, &old_key, "はい");
    let new_key = s.move_key(request, MHANA_NEW);
    s.mail("mv_ja_confirm_new", MHANA_NEW, &new_key, "");
    // The new address is hers now: another's request for it is refused, naming no one.
    let f = s.address_key(MFRANK);
    s.mail("mv_taken", MFRANK, &f, &format!("move to {MHANA_NEW}"));
    // A mistyped address, taken back.
    s.mail("mv_en_typo", MFRANK, &f, "move to mfrank2@new.exmaple");
    s.mail("mv_en_cancel", MFRANK, &f, "move cancel");
    // From his address key: the old address is proven, the new one alone is asked.
    s.mail("mv_en_ask", MFRANK, &f, &format!("move to {MFRANK_NEW}"));
    let new_key = s.move_key(3, MFRANK_NEW);
    s.mail("mv_en_confirm_new", MFRANK_NEW, &new_key, "yes");
    // The new keys play.
    let t = s.token(g, MFRANK_NEW);
    s.mail("mv_move", MFRANK_NEW, &t, "P-1h");
}
