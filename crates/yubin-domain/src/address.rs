//! The one check of every mail address the bot takes in and may write to later: the From of
//! an incoming mail (the mail layer sets a mail aside when its From fails it) and the
//! opponent of a `challenge` (the challenger is told what is wrong). An address that passes
//! can be put into an outgoing mail, so a reply can never be stuck on its recipient.
//!
//! Accepted: `local@domain`, at most 254 bytes, with
//! * a local part of 1 to 64 bytes in dot-atom form: letters and digits (any script), and
//!   ``! # $ % & ' * + - / = ? ^ _ ` { | } ~``, in runs separated by single dots (no quoted
//!   local parts, no comments);
//! * a domain of at least two labels separated by single dots, each of 1 to 63 bytes of
//!   letters, digits and inner hyphens (no address literals such as `[192.0.2.1]`).
//!
//! This is narrower than RFC 5322, on purpose: nobody plays from a quoted local part, and
//! every address accepted here is one a mail library and an SMTP server take.
//!
//! Refused as well: a local part or a domain label that mixes Latin letters with Cyrillic or
//! Greek ones (`bob@exаmple.org` with a Cyrillic `а`): such a look-alike of a real address
//! is never taken for a new player, nor written to by `challenge`. (A label written wholly
//! in one of those scripts is accepted: that is how such domains are registered. Japanese
//! labels mix Han and kana, which is not a mix of these scripts.)
//!
//! Refused also: a domain under `.invalid`, reserved by RFC 2606 for addresses that receive
//! no mail, which the players of imported games are given (`src/engine/import.rs`): so the
//! service never writes to them, and a mail claiming to come from one is set aside.
//!
//! Refused as well: a full-width or styled letter (`ａlice@`, `𝐚lice@`: any character that
//! NFKC changes), rather than folded to the plain letter: `ａlice@` and `alice@` are two
//! mailboxes, and folding one into the other would let the first act as the second and send
//! the second's mail to the first. (IDNA 2008 refuses such characters in domain names for
//! the same reason.) And an invisible character ([`crate::alike::invisible`]: zero-width,
//! bidi controls, fillers). A combining mark is accepted after a letter or a digit (what NFC
//! leaves of `İ`, Indic vowel signs); never first in a run.
//!
//! An address wholly in one script is accepted here even when its letters look like Latin
//! ones (`аӏісе@example.org`, all Cyrillic, is a Russian player's right): whether it poses as
//! *another player's* address is the store's question (its [`crate::alike::skeleton`]), asked
//! of every address the bot has not seen before.
//!
//! **Folding:** [`fold`] lower-cases a whole address, Unicode-wise, and puts it in NFC
//! (`Élise@Example.org`, with `É` precomposed or not, is `élise@example.org`); the mail
//! layer, `challenge`, the store and the reply keys all fold with it, so one person is one
//! address wherever it is compared or stored. `İ` lower-cases to `i` + U+0307 (combining dot
//! above), as Unicode's locale-free lower case, UTS #46 (IDNA's mapping of a domain) and the
//! case folding of mail servers (Postfix folds with ICU's default, non-Turkic folding) all
//! have it: `İrem@example.org` is `i̇rem@example.org`, which the check accepts, and which
//! reaches the same mailbox where the server folds case. Folding it to `irem@` instead would
//! merge two mailboxes such a server keeps apart. (Local parts are case-sensitive by the
//! letter of RFC 5321 and case-insensitive in practice; the bot follows the practice.)

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization as _;

/// Why an address cannot be written to (the player's wording is in
/// `templates/rejection.txt`; [`std::fmt::Display`] is for the operator's log).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddressProblem {
    /// No `@`.
    NoAt,
    /// More than one `@`.
    SeveralAts,
    /// Nothing before the `@`.
    NoLocalPart,
    /// Nothing after the `@`.
    NoDomain,
    /// Longer than 254 bytes, or a local part longer than 64.
    TooLong,
    /// A quoted local part (`"a b"@x.org`).
    Quoted,
    /// A character that has no place in an address (space, control character, bracket, …).
    Character(char),
    /// A dot at the start or end of the local part, or two in a row.
    LocalDots,
    /// The domain has one label only, an empty label (`x.`, `x..org`), a label over 63 bytes,
    /// or a hyphen at the start or end of a label.
    DomainShape,
    /// The local part or a domain label mixes Latin letters with Cyrillic or Greek ones (a
    /// look-alike of another address).
    MixedScripts,
    /// The domain ends in `.invalid`, which RFC 2606 reserves for addresses that can receive
    /// no mail: the players of imported games have such addresses (`engine/import.rs`).
    Undeliverable,
    /// A full-width or styled form of a letter or digit (`ａ`, `𝐚`, `²`): one that NFKC
    /// changes, so that written plainly it would be another address.
    Styled(char),
}

impl std::fmt::Display for AddressProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AddressProblem::NoAt => f.write_str("no `@`"),
            AddressProblem::SeveralAts => f.write_str("more than one `@`"),
            AddressProblem::NoLocalPart => f.write_str("nothing before the `@`"),
            AddressProblem::NoDomain => f.write_str("no domain after the `@`"),
            AddressProblem::TooLong => f.write_str("too long"),
            AddressProblem::Quoted => f.write_str("a quoted local part"),
            AddressProblem::Character(c) => write!(f, "the character {c:?}"),
            AddressProblem::LocalDots => f.write_str("a misplaced dot before the `@`"),
            AddressProblem::DomainShape => f.write_str("a malformed domain"),
            AddressProblem::MixedScripts => {
                f.write_str("Latin letters mixed with Cyrillic or Greek look-alikes")
            }
            AddressProblem::Undeliverable => f.write_str("a domain that receives no mail"),
            AddressProblem::Styled(c) => write!(f, "the full-width or styled character {c:?}"),
        }
    }
}

/// An address as it is compared and stored: trimmed, lower-cased Unicode-wise, in NFC.
pub fn fold(address: &str) -> String {
    crate::alike::nfc(&address.trim().to_lowercase())
}

/// The first character of `part` that has no place in it: one `ok` refuses, an invisible
/// one, or a combining mark that follows no letter, digit or mark.
fn misplaced(part: &str, ok: impl Fn(char) -> bool) -> Option<char> {
    let mut after_base = false;
    part.chars().find(|&c| {
        let mark = is_combining_mark(c);
        let bad = crate::alike::invisible(c) || if mark { !after_base } else { !ok(c) };
        after_base = c.is_alphanumeric() || mark;
        bad
    })
}

/// The first character of `address` that NFKC changes (a full-width or styled form).
fn styled(address: &str) -> Option<char> {
    address
        .chars()
        .find(|&c| !is_combining_mark(c) && c.to_string().nfkc().ne(std::iter::once(c)))
}

/// The scripts whose letters look alike: a part mixing two of them is a look-alike.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Script {
    Latin,
    Greek,
    Cyrillic,
}

fn script(c: char) -> Option<Script> {
    match c {
        'a'..='z' | 'A'..='Z' | '\u{c0}'..='\u{24f}' | '\u{1e00}'..='\u{1eff}' => {
            Some(Script::Latin)
        }
        '\u{370}'..='\u{3ff}' | '\u{1f00}'..='\u{1fff}' => Some(Script::Greek),
        '\u{400}'..='\u{52f}'
        | '\u{1c80}'..='\u{1c8f}'
        | '\u{2de0}'..='\u{2dff}'
        | '\u{a640}'..='\u{a69f}' => Some(Script::Cyrillic),
        _ => None,
    }
}

fn mixes_scripts(part: &str) -> bool {
    let mut seen = part.chars().filter_map(script);
    let first = seen.next();
    seen.any(|s| Some(s) != first)
}

const LOCAL_SPECIALS: &str = "!#$%&'*+-/=?^_`{|}~";

/// Checks that `address` (`local@domain`, nothing around it) is one the bot can write to.
///
/// # Errors
/// The first thing wrong with it.
pub fn check(address: &str) -> Result<(), AddressProblem> {
    let Some((local, domain)) = address.split_once('@') else {
        return Err(AddressProblem::NoAt);
    };
    if local.is_empty() {
        return Err(AddressProblem::NoLocalPart);
    }
    if local.starts_with('"') {
        return Err(AddressProblem::Quoted);
    }
    if domain.contains('@') {
        return Err(AddressProblem::SeveralAts);
    }
    if domain.is_empty() {
        return Err(AddressProblem::NoDomain);
    }
    if address.len() > 254 || local.len() > 64 {
        return Err(AddressProblem::TooLong);
    }
    let local_ok = |c: char| c.is_alphanumeric() || c == '.' || LOCAL_SPECIALS.contains(c);
    if let Some(c) = misplaced(local, local_ok) {
        return Err(AddressProblem::Character(c));
    }
    if local.split('.').any(str::is_empty) {
        return Err(AddressProblem::LocalDots);
    }
    let domain_ok = |c: char| c.is_alphanumeric() || c == '.' || c == '-';
    if let Some(c) = misplaced(domain, domain_ok) {
        return Err(AddressProblem::Character(c));
    }
    let labels: Vec<&str> = domain.split('.').collect();
    let bad_label =
        |l: &&str| l.is_empty() || l.len() > 63 || l.starts_with('-') || l.ends_with('-');
    if labels.len() < 2 || labels.iter().any(bad_label) {
        return Err(AddressProblem::DomainShape);
    }
    if let Some(c) = styled(address) {
        return Err(AddressProblem::Styled(c));
    }
    if mixes_scripts(local) || labels.iter().any(|l| mixes_scripts(l)) {
        return Err(AddressProblem::MixedScripts);
    }
    if labels
        .last()
        .is_some_and(|l| l.eq_ignore_ascii_case("invalid"))
    {
        return Err(AddressProblem::Undeliverable);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use AddressProblem as P;

    /// The unmailable addresses of issue 12, as they reach the check (mail-parser's reading
    /// of the From header, or a word after `challenge`).
    const HOSTILE: &[(&str, AddressProblem)] = &[
        ("@x.test", P::NoLocalPart),
        ("alice@", P::NoDomain),
        ("a@b@c.test", P::SeveralAts),
        ("\"a b\"@x.test", P::Quoted),
        ("a\0b@x.test", P::Character('\0')),
        ("a\tb@x.test", P::Character('\t')),
        ("alice@x.testbcc: evil@x.test", P::SeveralAts),
        ("alice@x.test\r\n bcc: evil", P::Character('\r')),
        ("a@x.", P::DomainShape),
        ("a@x..test", P::DomainShape),
        ("(a)@x.test", P::Character('(')),
        ("bob@ex]e.org", P::Character(']')),
        ("a@localhost", P::DomainShape),
        ("a@[192.0.2.1]", P::Character('[')),
        (".a@x.test", P::LocalDots),
        ("a..b@x.test", P::LocalDots),
        ("a@-x.test", P::DomainShape),
        ("alice", P::NoAt),
        ("bob@ex\u{430}mple.org", P::MixedScripts),
        ("\u{430}lice@example.org", P::MixedScripts),
        ("bob@\u{3bf}rg.example.org", P::MixedScripts),
        ("", P::NoAt),
        ("i-0123456789ab@imported.invalid", P::Undeliverable),
        ("bob@example.INVALID", P::Undeliverable),
        // Issue 22: styled letters, invisible characters, a mark on nothing.
        ("\u{ff41}lice@example.org", P::Styled('\u{ff41}')),
        ("\u{1d41a}lice@example.org", P::Styled('\u{1d41a}')),
        ("alice@\u{ff45}xample.org", P::Styled('\u{ff45}')),
        ("al\u{200b}ice@example.org", P::Character('\u{200b}')),
        ("alice\u{200f}@example.org", P::Character('\u{200f}')),
        ("\u{3164}alice@example.org", P::Character('\u{3164}')),
        ("alice@exam\u{ad}ple.org", P::Character('\u{ad}')),
        ("\u{301}alice@example.org", P::Character('\u{301}')),
        ("alice.\u{301}b@example.org", P::Character('\u{301}')),
        ("alice@example.\u{301}org", P::Character('\u{301}')),
    ];

    #[test]
    fn unmailable_addresses_are_refused_with_their_reason() {
        for (a, want) in HOSTILE {
            assert_eq!(check(a), Err(*want), "{a:?}");
        }
        let long = format!("{}@x.test", "a".repeat(5000));
        assert_eq!(check(&long), Err(P::TooLong));
        assert_eq!(
            check(&format!("{}@x.test", "a".repeat(65))),
            Err(P::TooLong)
        );
    }

    #[test]
    fn folding_is_one_lower_case_for_every_script() {
        assert_eq!(fold(" Élise@Example.ORG "), "élise@example.org");
        assert_eq!(fold("ИВАН@ПРИМЕР.РФ"), "иван@пример.рф");
    }

    /// Issue 22: `E` + U+0301 and `É` are one address.
    #[test]
    fn folding_puts_an_address_in_nfc() {
        assert_eq!(fold("E\u{301}lise@example.org"), "\u{e9}lise@example.org");
        assert_eq!(fold("\u{c9}lise@example.org"), "\u{e9}lise@example.org");
    }

    /// Issue 22: `İrem@example.org` folded used to be refused (its combining dot).
    #[test]
    fn a_turkish_capital_dotted_i_folds_to_a_usable_address() {
        let folded = fold("\u{130}rem@example.org");
        assert_eq!(folded, "i\u{307}rem@example.org");
        assert_eq!(check(&folded), Ok(()));
        assert_eq!(check(&fold("bob@\u{130}stanbul.example")), Ok(()));
        let parsed: Result<lettre::message::Mailbox, _> = folded.parse();
        assert!(parsed.is_ok(), "{parsed:?}");
    }

    #[test]
    fn every_accepted_address_can_be_mailed() {
        let good = [
            "alice@example.org",
            "a@x.io",
            "first.last+tag@sub.example.co.jp",
            "o'brien@example.ie",
            "x_y-z!#$%&*/=?^`{|}~@ex-ample.org",
            "élise@example.fr",
            "taro@例え.jp",
            "иван@пример.рф",
            "élise@exämple.org",
            // Wholly Cyrillic: a look-alike only if it poses as a player's address, which
            // the store tells.
            "\u{430}\u{4cf}\u{456}\u{441}\u{435}@example.org",
            "i\u{307}rem@example.org",
            "\u{930}\u{93e}\u{92e}@example.in",
            &format!("{}@x.test", "a".repeat(64)),
        ];
        for a in good {
            assert_eq!(check(a), Ok(()), "{a}");
            let parsed: Result<lettre::message::Mailbox, _> = a.parse();
            assert!(parsed.is_ok(), "lettre refuses {a}: {parsed:?}");
        }
    }
}
