//! The language a mail is written in, as far as it tells (issue 25): a newcomer whose first
//! mail is Japanese is answered in Japanese.
//!
//! A mail is Japanese when
//! * its `Content-Language` is Japanese (`ja`, `ja-JP`); or
//! * its text part declares a charset only Japanese mail uses (`ISO-2022-JP` and its
//!   variants, `Shift_JIS`, `Windows-31J`/`CP932`, `EUC-JP`); or
//! * its subject or the player's own lines hold kana (hiragana or katakana, which only
//!   Japanese writes), or a move in the kanji notation of Japanese records: a full-width
//!   digit beside a kanji (`７六歩`, `同　獅`).
//!
//! A `Content-Language` that names another language wins over the words (a Japanese
//! player's client set to English still writes Japanese words: the words win then; only an
//! explicit `en` with no Japanese sign at all is English). Kanji alone (a Chinese reader's
//! mail, a piece name quoted in an English sentence) are no sign. The bot's own text quoted
//! in a reply is English and is not weighed: the caller passes the player's lines.

use crate::input::LanguageSigns;
use yubin_domain::model::Language;

/// The charsets only Japanese mail declares (lower case).
const JAPANESE_CHARSETS: &[&str] = &[
    "iso-2022-jp",
    "iso-2022-jp-1",
    "iso-2022-jp-2",
    "iso-2022-jp-3",
    "iso-2022-jp-2004",
    "shift_jis",
    "shift-jis",
    "sjis",
    "x-sjis",
    "windows-31j",
    "cp932",
    "ms932",
    "euc-jp",
    "x-euc-jp",
];

/// The language of a mail with `subject`, the player's own `lines` and header `signs`:
/// `Some(Japanese)` on any Japanese sign, `Some(English)` when it says English and shows no
/// Japanese sign, `None` when it does not tell (the caller keeps its default).
pub fn of_mail(subject: &str, lines: &str, signs: &LanguageSigns) -> Option<Language> {
    let declared = signs
        .content_language
        .as_deref()
        .and_then(|v| v.split(',').next())
        .and_then(Language::parse);
    let charset = signs
        .charset
        .as_deref()
        .map(|c| c.trim().trim_matches('"').to_ascii_lowercase());
    let japanese = declared == Some(Language::Ja)
        || charset.is_some_and(|c| JAPANESE_CHARSETS.contains(&c.as_str()))
        || japanese_words(subject)
        || japanese_words(lines);
    if japanese {
        Some(Language::Ja)
    } else {
        declared
    }
}

/// Whether `text` holds kana, or a full-width digit next to a kanji (a move in Japanese
/// records' notation).
pub fn japanese_words(text: &str) -> bool {
    let kana = |c: char| matches!(c, '\u{3041}'..='\u{309F}' | '\u{30A1}'..='\u{30FA}' | '\u{31F0}'..='\u{31FF}' | '\u{FF66}'..='\u{FF9D}');
    let kanji = |c: char| matches!(c, '\u{4E00}'..='\u{9FFF}' | '\u{3400}'..='\u{4DBF}');
    let wide_digit = |c: char| matches!(c, '０'..='９');
    let chars: Vec<char> = text.chars().collect();
    chars.iter().any(|&c| kana(c))
        || chars
            .windows(2)
            .any(|w| (wide_digit(w[0]) && kanji(w[1])) || (kanji(w[0]) && wide_digit(w[1])))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signs(lang: Option<&str>, charset: Option<&str>) -> LanguageSigns {
        LanguageSigns {
            content_language: lang.map(str::to_string),
            charset: charset.map(str::to_string),
        }
    }

    #[test]
    fn a_mail_is_japanese_by_its_headers_or_its_words() {
        let none = signs(None, Some("UTF-8"));
        for (subject, lines, signs, want) in [
            ("", "P-7h", none.clone(), None),
            (
                "",
                "help",
                signs(Some("en-GB"), Some("utf-8")),
                Some(Language::En),
            ),
            ("", "help", signs(Some("ja-JP"), None), Some(Language::Ja)),
            (
                "",
                "help",
                signs(None, Some("ISO-2022-JP")),
                Some(Language::Ja),
            ),
            (
                "",
                "help",
                signs(None, Some("\"Shift_JIS\"")),
                Some(Language::Ja),
            ),
            (
                "",
                "help",
                signs(None, Some("windows-31j")),
                Some(Language::Ja),
            ),
            ("", "よろしくお願いします", none.clone(), Some(Language::Ja)),
            ("対局", "ヘルプ", none.clone(), Some(Language::Ja)),
            ("", "７六歩", none.clone(), Some(Language::Ja)),
            ("", "同　獅", none.clone(), None),
            ("", "同２獅", none.clone(), Some(Language::Ja)),
            // Words win over a client's English header.
            (
                "",
                "ありがとう",
                signs(Some("en"), None),
                Some(Language::Ja),
            ),
            // Kanji alone tell nothing: a piece name quoted in English, a Chinese reader.
            ("", "my 獅子 moves", none.clone(), None),
            ("你好", "请帮助", none.clone(), None),
            // A ｶﾀｶﾅ half-width word is Japanese too.
            ("", "ﾍﾙﾌﾟ", none, Some(Language::Ja)),
        ] {
            assert_eq!(
                of_mail(subject, lines, &signs),
                want,
                "{subject:?} {lines:?} {signs:?}"
            );
        }
    }

    #[test]
    fn any_text_is_weighed_without_panic() {
        for text in [
            "",
            "\u{0}",
            "０",
            "同",
            "\u{10FFFF}\u{3041}",
            &"字".repeat(10_000),
        ] {
            let _ = japanese_words(text);
            let _ = of_mail(text, text, &signs(Some(text), Some(text)));
        }
    }
}
