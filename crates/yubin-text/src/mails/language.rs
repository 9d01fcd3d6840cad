//! The answer to `language [en|ja]` (`言語 日本語`): the language the sender's mails are
//! written in, and how to change it; and the line that tells a newcomer answered in the
//! language of their mail how to switch ([`switch_line`]).

use super::{tidy, Body};
use crate::i18n::{self, Arg, Language};
use askama::Template;

mail!(
    /// The answer to `language`: the sender's language, set or shown (written in it).
    LanguageSet, LanguageSetText = "language.txt", LanguageSetHtml = "language.html",
    {
        /// The recipient's language: the one chosen or shown.
        lang: Language,
        /// Whether this mail changed it.
        changed: bool,
        /// How many games of the sender are open (their next mails are written in it).
        games: usize,
    }
);

impl LanguageSet {
    /// The language's name in itself (`English`, `日本語`), as the mail names it.
    pub fn name(&self) -> String {
        name(self.lang, self.lang)
    }

    /// [`LanguageSet::games`], for a message.
    pub fn open_games(&self) -> i64 {
        self.games as i64
    }
}

/// `of`'s name in `lang`: `Japanese`, `日本語`, `英語`.
pub fn name(of: Language, lang: Language) -> String {
    let id = match of {
        Language::En => "language-name-en",
        Language::Ja => "language-name-ja",
    };
    i18n::text(lang, id, [])
}

/// The subject of the answer to `language`.
pub fn subject(lang: Language) -> String {
    i18n::text(
        lang,
        "language-subject",
        [("language", Arg::Str(&name(lang, lang)))],
    )
}

/// The line that tells a player answered in `lang` only because their mail was written in
/// it how to switch: written in the other language, for a reader of that one (`To read its
/// mails in English, send `language en`.`).
pub fn switch_line(lang: Language) -> String {
    let (other, command) = other(lang);
    i18n::text(other, "language-switch", [("command", Arg::Code(&command))])
}

/// The language other than `lang`, and the command that switches to it.
fn other(lang: Language) -> (Language, String) {
    let other = match lang {
        Language::En => Language::Ja,
        Language::Ja => Language::En,
    };
    (other, format!("language {}", other.tag()))
}

/// `body` (written in `lang`) with [`switch_line`] at the end of both parts: in the HTML
/// part a paragraph of its own before the end, marked as written in the other language.
pub fn with_switch_line(body: Body, lang: Language) -> Body {
    let (other, command) = other(lang);
    let html_line = i18n::html(other, "language-switch", [("command", Arg::Code(&command))]);
    let paragraph = format!(
        "<p lang=\"{}\" style=\"color:#111111;background-color:#ffffff;font-size:12px;margin:12px 0 0 0\">{html_line}</p>\n",
        other.tag()
    );
    let html = match body.html.rfind("</body>") {
        Some(at) => format!("{}{paragraph}{}", &body.html[..at], &body.html[at..]),
        None => format!("{}{paragraph}", body.html),
    };
    Body {
        text: tidy::tidy_in(
            &format!("{}\n\n{}\n", body.text.trim_end(), switch_line(lang)),
            lang,
        ),
        html,
        picture: body.picture,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answer_is_written_in_the_language_it_names() {
        let ja = LanguageSet {
            lang: Language::Ja,
            changed: true,
            games: 2,
        }
        .body();
        assert!(
            ja.text.contains("メールは今後日本語で書かれます。"),
            "{}",
            ja.text
        );
        assert!(ja.text.contains("進行中の対局2局"), "{}", ja.text);
        assert!(ja.html.contains("<html lang=\"ja\">"), "{}", ja.html);
        let en = LanguageSet {
            lang: Language::En,
            changed: false,
            games: 0,
        }
        .body();
        assert!(
            en.text.contains("Your mails are written in English."),
            "{}",
            en.text
        );
        assert!(!en.text.contains("open game"), "{}", en.text);
        assert_eq!(subject(Language::Ja), "Yubin：メールの言語は日本語です");
        let noted = with_switch_line(ja.clone(), Language::Ja);
        assert!(
            noted.text.ends_with("send `language en`.\n"),
            "{}",
            noted.text
        );
        assert!(noted.html.contains("<p lang=\"en\""), "{}", noted.html);
        assert!(noted.html.ends_with("</body>\n</html>"), "{}", noted.html);
        assert_eq!(
            switch_line(Language::Ja),
            "Yubin answers mail written in Japanese in Japanese. To read its mails in English, \
             send `language en`."
        );
    }
}
