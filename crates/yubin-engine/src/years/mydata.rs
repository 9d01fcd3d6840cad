//! `my data`: a copy of everything stored about the sender (GDPR art. 15), as a JSON file
//! the shell attaches ([`Effect::SendData`]; `src/store/mydata.rs` writes it from the
//! store as it is when the mail is queued).
//!
//! It needs the sender's proof, as a command that binds their address does (a key of
//! theirs, a trusted server's word, or a confirmation: [`crate::confirm`]); and it goes to
//! the From address alone, so a forger who writes in someone's name receives nothing.

use crate::context::{ok, Ctx, Verdict};
use crate::effect::Effect;
use yubin_text::mails::privacy::{self, MyData};

/// The attached file's name.
pub const FILE: &str = "yubin-my-data.json";

/// `my data` from a proven sender: the mail the data goes with.
pub(crate) fn send(cx: &mut Ctx<'_>) -> Verdict {
    let games = cx.sender_games()?.len();
    let lang = cx.lang();
    let body = MyData {
        lang,
        file: FILE.to_string(),
        games: games as i64,
    }
    .body();
    let mail = cx.mail_to_sender(&privacy::my_data_subject(lang), body);
    cx.effects.push(Effect::SendData(mail));
    ok(format!("my data: {games} games"))
}
