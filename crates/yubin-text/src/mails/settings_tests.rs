//! The mails of `help` and of a player's own settings and lists, in English and Japanese,
//! against golden files in `tests/data/settings/` (new ones written with `YUBIN_BLESS=1`):
//! the English ones are the mails as they were before they were messages, byte for byte.

use super::*;
use crate::i18n::Language;
use std::collections::BTreeMap;
use std::path::Path;

/// Words of a Japanese mail that may be ASCII: commands, their arguments, notations, names
/// of formats, programs and zones.
const ASCII_ALLOWED: &[&str] = &[
    "TSA",
    "USI",
    "WinBoard",
    "XBoard",
    "KIF",
    "PGN",
    "JSON",
    "lishogi",
    "SFEN",
    "IANA",
    "Asia",
    "Tokyo",
    "Europe",
    "Berlin",
    "UTC",
    "Glicko",
    "ICCF",
    "HTML",
    "Middle",
    "Shogi",
    "Manual",
    "Ln",
    "DK",
    "Lnx",
    "byo",
    "max",
    "double",
    "clear",
    "pause",
    "cancel",
    "player",
    "private",
    "rr",
    "drr",
    "swiss",
    "ko",
    "on",
    "public",
    "standard",
    "jcsa",
    "heisei",
    "jp",
    "revival",
    "hishigata",
    "two",
    "kings",
    "lions",
    "three",
    "msm",
    "queen",
];

/// The ASCII words of `text` (runs of two letters or more) that are not in `allowed`: an
/// English sentence left in a Japanese mail shows here.
fn english_words<'a>(text: &'a str, allowed: &[&str]) -> Vec<&'a str> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() > 1)
        .filter(|w| !allowed.contains(w) && !ASCII_ALLOWED.contains(w))
        .collect()
}

fn goldens() -> BTreeMap<String, String> {
    let mut files = BTreeMap::new();
    for lang in Language::ALL {
        files.insert(
            format!("commands_{}.txt", lang.tag()),
            format!("{}\n", command_list_in(lang)),
        );
    }
    files
}

#[test]
fn the_mails_match_their_golden_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/settings");
    yubin_golden::check_dir(dir, goldens());
}

#[test]
fn the_japanese_command_list_explains_every_command_in_japanese() {
    let ja = command_list_in(Language::Ja);
    for sentence in [
        "コマンドは1通のメールに一つ",
        "相手に対局を挑戦します",
        "P-７六 ＝ P-7f",
        "投了する",
        "メールの言語",
        "`言語 日本語`",
        "  language en|ja        メールの言語",
        "その対局でのあなたの鍵",
    ] {
        assert!(ja.contains(sentence), "{sentence}:\n{ja}");
    }
    // The commands on the left are those of the English list (the template's words outside
    // its messages): the right column holds no English sentence.
    let template = include_str!("../../../../templates/commands.txt");
    let left: String = template
        .split("{{")
        .map(|part| part.split_once("}}").map_or(part, |(_, rest)| rest))
        .collect();
    let allowed: Vec<&str> = english_words(&left, &[]);
    let left_over = english_words(&ja, &allowed);
    assert!(left_over.is_empty(), "{left_over:?}");
}
