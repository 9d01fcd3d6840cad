//! The languages yubin writes its mails in: a player's setting (`language ja|en`, kept with
//! their address as the time zone is), and what a newcomer's first mail suggests.

/// A language of yubin's mails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub enum Language {
    /// English (the default).
    #[default]
    En,
    /// Japanese.
    Ja,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 2] = [Language::En, Language::Ja];

    /// Reads a language as players name it: its tag (`ja`, `en`, `ja-JP`, `en-GB`), its
    /// English name (`japanese`, `english`) or its Japanese one (`日本語`, `英語`), in any
    /// case.
    pub fn parse(text: &str) -> Option<Language> {
        let text = text.trim().to_lowercase();
        let primary = text.split(['-', '_']).next().unwrap_or_default();
        match (text.as_str(), primary) {
            (_, "ja" | "jp") | ("japanese" | "日本語" | "にほんご", _) => Some(Language::Ja),
            (_, "en") | ("english" | "英語" | "えいご", _) => Some(Language::En),
            _ => None,
        }
    }

    /// `en` or `ja`: its BCP 47 tag, as the store keeps it and as `Content-Language` and
    /// HTML's `lang` write it.
    pub fn tag(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Ja => "ja",
        }
    }

    /// Its own name for itself: `English`, `日本語`.
    pub fn endonym(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::Ja => "日本語",
        }
    }
}

impl std::fmt::Display for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_read_as_players_name_them() {
        for (text, want) in [
            ("ja", Some(Language::Ja)),
            ("JA-jp", Some(Language::Ja)),
            ("Japanese", Some(Language::Ja)),
            (" 日本語 ", Some(Language::Ja)),
            ("en", Some(Language::En)),
            ("en-GB", Some(Language::En)),
            ("English", Some(Language::En)),
            ("英語", Some(Language::En)),
            ("fr", None),
            ("", None),
            ("jargon", None),
        ] {
            assert_eq!(Language::parse(text), want, "{text:?}");
        }
        for l in Language::ALL {
            assert_eq!(Language::parse(l.tag()), Some(l));
            assert_eq!(Language::parse(l.endonym()), Some(l));
        }
    }
}
