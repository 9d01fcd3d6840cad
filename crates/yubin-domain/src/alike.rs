//! Look-alikes: the Unicode form in which names and addresses are kept, the characters a
//! name may not hold, and the keys that tell whether two names or two addresses look alike.
//!
//! * **Kept in NFC** ([`nfc`]): `E` + U+0301 and `É` are one name and one address.
//! * **Invisible characters** ([`invisible`]): every default-ignorable code point and every
//!   format character (Unicode's `Default_Ignorable_Code_Point` and general category `Cf`):
//!   zero-width spaces and joiners, the bidi controls (U+200E/F, U+202A–202E, U+2066–2069,
//!   U+061C), the soft hyphen, variation selectors, tag characters, Hangul fillers. A name
//!   holding one is refused; an address, too (`address::check`).
//! * **Skeletons** ([`skeleton`], [`name_skeletons`]): Unicode TS #39's skeleton (the
//!   `unicode-security` crate, rustc's own confusable check) of the text in NFKC, so full-width
//!   and mathematical letters (`Ａ`, `𝐚`) count as the plain ones, with the dot over `i`
//!   and `j` that a lower-cased `İ` leaves dropped (it is the letter's own dot), lower-cased.
//!   Two texts with equal skeletons look alike: `Аlice` (Cyrillic `А`), `Alice`, `Ａlice`,
//!   `Al` + U+200B + `ice`; `аӏісе@example.org` and `alice@example.org`.
//!
//! A name has two skeletons ([`NameSkeletons`]), because case and look-alikes pull apart:
//! `ALICE` is `alice` case aside, but its capital `I` looks like an `l`, so `AIice` (capital
//! `I`) looks like `Alice`. Folding the case first catches the first, keeping it until after
//! the skeleton the second; a name is like another when either pair is equal. Addresses
//! are folded to lower case before anything else (`address::fold`), so one skeleton does.
//!
//! The keys are never shown: they are the store's index of who holds what, and its
//! answer to "does anyone hold a name or an address like this one".

use unicode_normalization::UnicodeNormalization as _;

/// `text` in Unicode Normalization Form C, the form names and addresses are kept in.
pub fn nfc(text: &str) -> String {
    text.nfc().collect()
}

/// The default-ignorable code points (`DerivedCoreProperties.txt`) and the format
/// characters (category `Cf`) outside them, as ranges: none of them shows, so each can make
/// two names that look the same differ. (Checked against every `Cf` character of Python's
/// `unicodedata`, Unicode 14; the list of format characters rarely grows, and a newer one
/// that is default-ignorable still vanishes from the skeletons.)
const INVISIBLE: &[(char, char)] = &[
    ('\u{ad}', '\u{ad}'),
    ('\u{34f}', '\u{34f}'),
    ('\u{600}', '\u{605}'),
    ('\u{61c}', '\u{61c}'),
    ('\u{6dd}', '\u{6dd}'),
    ('\u{70f}', '\u{70f}'),
    ('\u{890}', '\u{891}'),
    ('\u{8e2}', '\u{8e2}'),
    ('\u{115f}', '\u{1160}'),
    ('\u{17b4}', '\u{17b5}'),
    ('\u{180b}', '\u{180f}'),
    ('\u{200b}', '\u{200f}'),
    ('\u{202a}', '\u{202e}'),
    ('\u{2060}', '\u{206f}'),
    ('\u{3164}', '\u{3164}'),
    ('\u{fe00}', '\u{fe0f}'),
    ('\u{feff}', '\u{feff}'),
    ('\u{ffa0}', '\u{ffa0}'),
    ('\u{fff0}', '\u{fffb}'),
    ('\u{110bd}', '\u{110bd}'),
    ('\u{110cd}', '\u{110cd}'),
    ('\u{13430}', '\u{1343f}'),
    ('\u{1bca0}', '\u{1bca3}'),
    ('\u{1d173}', '\u{1d17a}'),
    ('\u{e0000}', '\u{e0fff}'),
];

/// Whether `c` is default-ignorable or a format character: zero-width, a bidi control, a
/// variation selector, a tag, a filler (the list in the module's documentation).
pub fn invisible(c: char) -> bool {
    INVISIBLE
        .binary_search_by(|&(lo, hi)| {
            if hi < c {
                std::cmp::Ordering::Less
            } else if lo > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// `text` as it shows written in Unicode's escapes where it holds an invisible character
/// (`Bob<U+200F>`), so that an answer names what was refused.
pub fn shown(text: &str) -> String {
    text.chars()
        .map(|c| {
            if invisible(c) {
                format!("<U+{:04X}>", c as u32)
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// The skeleton of `text` (in NFKC already), its soft-dotted letters' dots dropped,
/// lower-cased.
fn skeleton_of(nfkc: &str) -> String {
    let mut out = String::with_capacity(nfkc.len());
    let mut last = None;
    for c in unicode_security::skeleton(nfkc) {
        // `İ` lower-cased is `i` + U+0307: the dot is the one `i` has anyway.
        if c == '\u{307}' && matches!(last, Some('i' | 'j')) {
            continue;
        }
        out.push(c);
        last = Some(c);
    }
    out.to_lowercase()
}

/// The case-insensitive skeleton of `text`: equal for two texts that look alike once
/// both are in lower case (`аӏісе@example.org`, `alice@example.org`, `ａlice@example.org`).
pub fn skeleton(text: &str) -> String {
    let folded: String = text.nfkc().collect::<String>().to_lowercase();
    skeleton_of(&folded.nfkc().collect::<String>())
}

/// The two skeletons of a display name (see the module's documentation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameSkeletons {
    /// The skeleton of the name as written, lower-cased after: `AIice` is `Alice`.
    pub cased: String,
    /// The skeleton of the name in lower case ([`skeleton`]): `ALICE` is `alice`.
    pub folded: String,
}

/// The skeletons of the display name `name`.
pub fn name_skeletons(name: &str) -> NameSkeletons {
    NameSkeletons {
        cased: skeleton_of(&name.nfkc().collect::<String>()),
        folded: skeleton(name),
    }
}

impl NameSkeletons {
    /// Whether a name with these skeletons looks like one with `other`.
    pub fn like(&self, other: &NameSkeletons) -> bool {
        self.cased == other.cased || self.folded == other.folded
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alike(a: &str, b: &str) -> bool {
        name_skeletons(a).like(&name_skeletons(b))
    }

    /// The look-alikes of issue 22, each beside the name it poses as.
    #[test]
    fn the_look_alikes_of_a_name_look_like_it() {
        let cases = [
            ("\u{410}lice", "Alice"),
            ("Al\u{200b}ice", "Alice"),
            ("\u{ff21}lice", "Alice"),
            ("Bob\u{200f}\u{61c}", "Bob"),
            ("E\u{301}lise", "\u{c9}lise"),
            ("ALICE", "alice"),
            ("AIice", "Alice"),
            ("\u{1d41a}lice", "alice"),
            ("\u{130}rem", "irem"),
        ];
        for (fake, real) in cases {
            assert!(alike(fake, real), "{fake:?} should look like {real:?}");
        }
        assert!(!cases.is_empty());
    }

    #[test]
    fn different_names_do_not_look_alike() {
        for (a, b) in [
            ("Alice", "Alicia"),
            ("\u{c9}lise", "Elise"),
            ("Bob", "Rob"),
            ("Иван", "Ivan"),
        ] {
            assert!(!alike(a, b), "{a:?} and {b:?}");
        }
    }

    #[test]
    fn addresses_look_alike_by_one_skeleton() {
        let real = skeleton("alice@example.org");
        for fake in [
            "\u{430}\u{4cf}\u{456}\u{441}\u{435}@example.org",
            "\u{ff41}lice@example.org",
            "\u{1d41a}lice@example.org",
            "alice@examp\u{04cf}e.org",
        ] {
            assert_eq!(skeleton(fake), real, "{fake:?}");
        }
        assert_ne!(skeleton("иван@example.org"), real);
        assert_eq!(
            skeleton("i\u{307}rem@example.org"),
            skeleton("irem@example.org")
        );
    }

    #[test]
    fn invisible_characters_are_the_ignorable_and_format_ones() {
        for c in [
            '\u{200b}',
            '\u{200c}',
            '\u{200d}',
            '\u{200e}',
            '\u{200f}',
            '\u{202a}',
            '\u{202e}',
            '\u{2066}',
            '\u{2069}',
            '\u{61c}',
            '\u{ad}',
            '\u{feff}',
            '\u{fe0f}',
            '\u{3164}',
            '\u{e0041}',
            '\u{180e}',
            '\u{2060}',
        ] {
            assert!(invisible(c), "{c:?}");
        }
        for c in [
            'a', ' ', '\u{c9}', '\u{301}', 'ж', '漢', '\u{3000}', '-', '\u{ff21}',
        ] {
            assert!(!invisible(c), "{c:?}");
        }
        assert!(INVISIBLE.windows(2).all(|w| w[0].1 < w[1].0));
        assert_eq!(shown("Bob\u{200f}\u{61c}"), "Bob<U+200F><U+061C>");
    }

    /// Any text, or text made of the characters the folds and skeletons treat specially.
    const TEXT: &str = "\\PC{0,40}|[A-Za-z\u{130}\u{301}\u{307}\u{200b}\u{ff21}@. ]{0,20}";

    proptest::proptest! {
        /// What the fuzz target `alike` checks, on arbitrary text in CI too.
        #[test]
        fn folding_and_nfc_are_idempotent_and_nothing_panics(text in TEXT) {
            let folded = crate::address::fold(&text);
            proptest::prop_assert_eq!(crate::address::fold(&folded), folded.clone());
            let kept = nfc(&text);
            proptest::prop_assert_eq!(nfc(&kept), kept.clone());
            proptest::prop_assert!(name_skeletons(&text).like(&name_skeletons(&kept)));
            proptest::prop_assert!(!shown(&text).chars().any(invisible));
            let _ = (crate::address::check(&folded), skeleton(&folded));
        }
    }

    #[test]
    fn names_are_kept_in_nfc() {
        assert_eq!(nfc("E\u{301}lise"), "\u{c9}lise");
        assert_eq!(nfc("\u{c9}lise"), "\u{c9}lise");
    }
}
