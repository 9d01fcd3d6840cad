//! The mail that tells a player's opponent, or a tournament's organiser, that the bot's mail
//! to the player cannot be delivered (a bounce, `yubin_engine::years::bounce`).

use super::{tidy, Body};
use crate::i18n::{self, Arg, Language};
use askama::Template;

mail!(
    /// Mail to a player cannot be delivered: told to their opponent (who may `give` time)
    /// or to the organiser of the tournament the game belongs to.
    Undeliverable, UndeliverableText = "undeliverable.txt", UndeliverableHtml = "undeliverable.html",
    {
        /// The recipient's language.
        lang: Language,
        /// The game.
        game: i64,
        /// The player the bot cannot reach, by their public name (never their address).
        name: String,
        /// Whether the recipient is the tournament's organiser (else the opponent).
        organiser: bool,
    }
);

/// The subject of [`Undeliverable`].
pub fn undeliverable_subject(lang: Language, game: i64, name: &str) -> String {
    i18n::text(
        lang,
        "undeliverable-subject",
        [("game", Arg::Num(game)), ("name", Arg::Str(name))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(lang: Language, organiser: bool) -> String {
        let body = Undeliverable {
            lang,
            game: 12,
            name: "Alice".into(),
            organiser,
        }
        .body();
        format!(
            "Subject: {}\n\n{}\n---- html ----\n{}",
            undeliverable_subject(lang, 12, "Alice"),
            body.text,
            body.html
        )
    }

    #[test]
    fn the_undeliverable_mail_in_both_languages_to_both_readers() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/bounce");
        let mut n = 0;
        for (lang, code) in [(Language::En, "en"), (Language::Ja, "ja")] {
            for (organiser, who) in [(false, "opponent"), (true, "organiser")] {
                let text = render(lang, organiser);
                assert!(!text.contains('@'), "no address: {text}");
                yubin_golden::check(format!("{dir}/{who}.{code}.txt"), &text);
                n += 1;
            }
        }
        assert_eq!(n, 4);
    }
}
