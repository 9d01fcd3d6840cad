//! Every sentence in every language yubin speaks, as Project Fluent messages: one folder per
//! language (`crates/yubin-text/locales/en/`, `ja/`), one file per concern in each ([`FILES`]:
//! the same names in both), parsed once, with Fluent's plural rules and number formatting. The askama templates keep the layout and take the
//! messages ([`text`]).
//!
//! The files are checked by the tests below: both parse without error, hold the same
//! messages and terms, each message takes the same variables in both, and every message is
//! used somewhere in this crate's sources or the templates; a message missing at run time
//! (which those tests make impossible) falls back to English, then to its id.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;
pub use yubin_domain::model::Language;

/// The message files, by concern: each file's name, its English and its Japanese.
macro_rules! files {
    ($($name:literal),* $(,)?) => {
        [$(
            (
                $name,
                include_str!(concat!("../locales/en/", $name, ".ftl")),
                include_str!(concat!("../locales/ja/", $name, ".ftl")),
            ),
        )*]
    };
}

/// The message files: endings, clocks, tournaments' facts and what is shared (`core`); the
/// game mails (`game`), what players do in a game besides moving (`play`), refusals
/// (`reject`), `help` (`help`), tournaments and ratings (`tournament`), a player's own
/// settings and lists (`settings`), observers' mails (`watch`), the archive's pages
/// (`archive`), daily digests (`digest`), address changes (`moving`), privacy (`privacy`),
/// bounces (`bounce`), unsubscribing (`unsubscribe`),
/// the operator's mails (`admin`), the computer as an opponent (`computer`), a game's
/// analysis in words (`evaluation`), `analyse N` and its mails (`analysis`).
pub const FILES: [(&str, &str, &str); 18] = files!(
    "core",
    "game",
    "play",
    "reject",
    "help",
    "tournament",
    "settings",
    "watch",
    "archive",
    "digest",
    "moving",
    "privacy",
    "bounce",
    "unsubscribe",
    "admin",
    "computer",
    "evaluation",
    "analysis",
);

/// A message's argument: text, a number (which Fluent's plural rules read), or a command
/// the reader may type.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arg<'a> {
    /// Text, inserted as it is (escaped in HTML).
    Str(&'a str),
    /// A number.
    Num(i64),
    /// A command, as the mails show one: `` `challenge <address>` `` in text, a `<code>`
    /// element in HTML ([`html`]).
    Code(&'a str),
}

/// The look of a command in an HTML mail, as every template writes it.
const CODE_OPEN: &str = "<code style=\"color:#111111;background-color:#f4f4f4\">";

/// The sources of `lang`'s messages, file by file.
fn sources(lang: Language) -> impl Iterator<Item = &'static str> {
    FILES.iter().map(move |&(_, en, ja)| match lang {
        Language::En => en,
        Language::Ja => ja,
    })
}

/// `lang`'s bundle, built on first use.
fn bundle(lang: Language) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 2] =
        [OnceLock::new(), OnceLock::new()];
    BUNDLES[lang as usize].get_or_init(|| {
        let id: unic_langid::LanguageIdentifier = lang.tag().parse().expect("a language tag");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Mails are plain text: no Unicode isolation marks around the arguments.
        bundle.set_use_isolating(false);
        for source in sources(lang) {
            let resource = FluentResource::try_new(source.to_string())
                .unwrap_or_else(|(resource, _)| resource);
            let _ = bundle.add_resource(resource);
        }
        bundle
    })
}

/// Message `id` in `lang` with `args`, as plain text; English when `lang` lacks it, the id
/// when English does too. A [`Arg::Code`] is written between backquotes.
pub fn text<'a>(lang: Language, id: &str, args: impl AsRef<[(&'a str, Arg<'a>)]>) -> String {
    let codes: Vec<String> = args
        .as_ref()
        .iter()
        .filter_map(|(_, a)| match a {
            Arg::Code(c) => Some(format!("`{c}`")),
            _ => None,
        })
        .collect();
    format(lang, id, args.as_ref(), &codes)
}

/// Message `id` in `lang` with `args`, as HTML for a template to insert unescaped: its text
/// arguments escaped as askama escapes, the message's own words as a template's text stands
/// (only `&`, `<` and `>` escaped: an apostrophe or quote stays as it is, as in the templates
/// the English was written in), each [`Arg::Code`] a `<code>` element (its text escaped as
/// the templates write it: `&lt;address&gt;`).
pub fn html<'a>(lang: Language, id: &str, args: impl AsRef<[(&'a str, Arg<'a>)]>) -> String {
    // The message is formatted with a private-use character standing for each command, then
    // escaped whole, then each stand-in replaced by its element.
    let codes: Vec<String> = args
        .as_ref()
        .iter()
        .filter_map(|(_, a)| match a {
            Arg::Code(c) => Some(format!(
                "{CODE_OPEN}{}</code>",
                c.replace('&', "&amp;")
                    .replace('<', "&lt;")
                    .replace('>', "&gt;")
            )),
            _ => None,
        })
        .collect();
    let stand_ins: Vec<String> = (0..codes.len())
        .map(|i| char::from_u32(0xE000 + i as u32).map_or_else(String::new, String::from))
        .collect();
    // A stand-in in the reader's own text (a name) is no command: it is replaced first. The
    // text is escaped now, its `&`s standing in for themselves until the message's own words
    // are escaped.
    let cleaned: Vec<String> = args
        .as_ref()
        .iter()
        .map(|(_, a)| match a {
            Arg::Str(t) => escape(&t.replace(is_stand_in, "\u{FFFD}")).replace('&', AMPERSAND),
            _ => String::new(),
        })
        .collect();
    let args: Vec<(&str, Arg<'_>)> = args
        .as_ref()
        .iter()
        .zip(&cleaned)
        .map(|(&(name, a), clean)| match a {
            Arg::Str(_) => (name, Arg::Str(clean.as_str())),
            a => (name, a),
        })
        .collect();
    let mut out = escape_words(&format(lang, id, &args, &stand_ins)).replace(AMPERSAND, "&");
    for (stand_in, code) in stand_ins.iter().zip(&codes) {
        out = out.replace(stand_in.as_str(), code);
    }
    out
}

/// The private-use characters [`html`] stands commands in with.
fn is_stand_in(c: char) -> bool {
    ('\u{E000}'..='\u{E0FF}').contains(&c)
}

/// One paragraph, in both forms: for a mail's text part and its HTML part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Para {
    /// The text part's.
    pub text: String,
    /// The HTML part's (escaped, commands as `<code>`), for a template to insert unescaped.
    pub html: String,
}

impl Para {
    /// Message `id` in `lang` with `args`, in both forms.
    pub fn new<'a>(lang: Language, id: &str, args: impl AsRef<[(&'a str, Arg<'a>)]>) -> Para {
        Para {
            text: text(lang, id, args.as_ref()),
            html: html(lang, id, args.as_ref()),
        }
    }

    /// Plain text (no message: a player's or the operator's words), in both forms.
    pub fn plain(words: &str) -> Para {
        Para {
            text: words.to_string(),
            html: escape(words),
        }
    }

    /// `self`, then `next` after `lang`'s space between sentences.
    pub fn then(mut self, next: &Para, lang: Language) -> Para {
        let space = Para::new(lang, "sentence-space", []);
        self.text.push_str(&space.text);
        self.text.push_str(&next.text);
        self.html.push_str(&space.html);
        self.html.push_str(&next.html);
        self
    }
}

/// What stands for an `&` of an escaped argument in [`html`] (a private-use character no
/// command's stand-in reaches).
const AMPERSAND: &str = "\u{E0FF}";

/// Escapes a message's own words as a template's text would be written: `&`, `<`, `>`.
pub(crate) fn escape_words(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&#38;"),
            '<' => out.push_str("&#60;"),
            '>' => out.push_str("&#62;"),
            c => out.push(c),
        }
    }
    out
}

/// Escapes text as askama's HTML escaping does.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&#38;"),
            '<' => out.push_str("&#60;"),
            '>' => out.push_str("&#62;"),
            '"' => out.push_str("&#34;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Formats message `id` with `args`, the `n`th command argument given as `codes[n]`.
fn format(lang: Language, id: &str, args: &[(&str, Arg<'_>)], codes: &[String]) -> String {
    let mut fluent_args = FluentArgs::new();
    let mut code = codes.iter();
    for &(name, value) in args {
        match value {
            Arg::Str(s) => fluent_args.set(name, FluentValue::from(s)),
            Arg::Num(n) => fluent_args.set(name, FluentValue::from(n)),
            Arg::Code(_) => fluent_args.set(
                name,
                FluentValue::from(code.next().map_or("", String::as_str)),
            ),
        }
    }
    for lang in [lang, Language::En] {
        let bundle = bundle(lang);
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
        }
    }
    id.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_bundle::FluentResource;
    use fluent_syntax::ast;
    use std::collections::{BTreeMap, BTreeSet};

    /// Every message and term of a file, with the variables it uses.
    fn entries(src: &str) -> BTreeMap<String, BTreeSet<String>> {
        let resource = FluentResource::try_new(src.to_string())
            .unwrap_or_else(|(_, errors)| panic!("the file does not parse: {errors:?}"));
        let mut out = BTreeMap::new();
        for entry in resource.entries() {
            let (name, pattern) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref()),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value)),
                _ => continue,
            };
            let mut vars = BTreeSet::new();
            if let Some(p) = pattern {
                variables(p, &mut vars);
            }
            assert!(out.insert(name.clone(), vars).is_none(), "{name} twice");
        }
        out
    }

    /// The variables `pattern` reads.
    fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, out);
            }
        }
    }

    fn expression_variables(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline_variables(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
            ast::Expression::Inline(i) => inline_variables(i, out),
        }
    }

    fn inline_variables(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            ast::InlineExpression::TermReference {
                arguments: Some(args),
                ..
            }
            | ast::InlineExpression::FunctionReference {
                arguments: args, ..
            } => {
                for a in &args.positional {
                    inline_variables(a, out);
                }
                for a in &args.named {
                    inline_variables(&a.value, out);
                }
            }
            ast::InlineExpression::Placeable { expression } => {
                expression_variables(expression, out)
            }
            _ => {}
        }
    }

    /// Every file of both languages parses, each pair holds the same messages and terms,
    /// each takes the same variables in both, and no message is in two files: a message
    /// missing from one language fails here.
    #[test]
    fn every_message_is_in_every_language_with_the_same_variables() {
        let mut seen = BTreeSet::new();
        for (file, en, ja) in FILES {
            let en = entries(en);
            let ja = entries(ja);
            let names =
                |m: &BTreeMap<String, BTreeSet<String>>| m.keys().cloned().collect::<Vec<_>>();
            assert_eq!(
                names(&en),
                names(&ja),
                "en/{file}.ftl and ja/{file}.ftl differ in their messages"
            );
            for (name, vars) in &en {
                assert_eq!(
                    vars, &ja[name],
                    "{name}: the languages take different variables"
                );
                assert!(seen.insert(name.clone()), "{name} is in two files");
            }
        }
        assert!(!seen.is_empty());
    }

    /// The folders hold exactly the files [`FILES`] names.
    #[test]
    fn every_file_of_the_folders_is_loaded() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
        let listed: BTreeSet<String> = FILES.iter().map(|f| format!("{}.ftl", f.0)).collect();
        for lang in Language::ALL {
            let found: BTreeSet<String> = std::fs::read_dir(root.join(lang.tag()))
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            assert_eq!(found, listed, "locales/{lang}/");
        }
    }

    /// Every message is used: its id appears in this crate's sources or in the templates
    /// (an unused message fails here, so the files hold what players read and no more).
    #[test]
    fn every_message_is_used() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut sources = String::new();
        let mut dirs = vec![root.join("src"), root.join("../../templates")];
        while let Some(dir) = dirs.pop() {
            for e in std::fs::read_dir(&dir).unwrap() {
                let path = e.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.file_name().is_some_and(|n| n != "i18n.rs") {
                    sources.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
                }
            }
        }
        for (file, en, _) in FILES {
            for name in entries(en).keys().filter(|n| !n.starts_with('-')) {
                assert!(
                    sources.contains(&format!("\"{name}\"")),
                    "{name} is in en/{file}.ftl but no source uses it"
                );
            }
        }
    }

    #[test]
    fn messages_are_formatted_with_their_arguments_and_no_isolation_marks() {
        let args = [
            ("winner", Arg::Str("black")),
            ("reason", Arg::Str("white resigned")),
        ];
        assert_eq!(
            text(Language::En, "ending-win", args),
            "black wins: white resigned"
        );
        assert_eq!(
            text(
                Language::Ja,
                "ending-win",
                [
                    ("winner", Arg::Str("後手")),
                    ("reason", Arg::Str("先手が投了しました"))
                ]
            ),
            "後手の勝ち：先手が投了しました"
        );
        assert_eq!(text(Language::Ja, "no-such-message", []), "no-such-message");
    }

    /// In HTML a message and its text arguments are escaped as askama escapes, a command is
    /// a `<code>` element, and a reader's text cannot pass for a command.
    #[test]
    fn html_messages_escape_text_and_show_commands_as_code() {
        let hostile = "<b>\"Bob\" & 'co'</b>\u{E000}";
        let args = [("name", Arg::Str(hostile)), ("game", Arg::Num(7))];
        assert_eq!(
            html(Language::En, "declined", args),
            "&#60;b&#62;&#34;Bob&#34; &#38; &#39;co&#39;&#60;/b&#62;\u{FFFD} declined the \
             challenge; game 7 will not be played."
        );
        assert_eq!(
            html(
                Language::En,
                "declined-again",
                [("command", Arg::Code("challenge <address>"))]
            ),
            format!("Send {CODE_OPEN}challenge &lt;address&gt;</code> to start another game.")
        );
        assert_eq!(
            text(
                Language::Ja,
                "declined-again",
                [("command", Arg::Code("challenge <address>"))]
            ),
            "別の対局を始めるには `challenge <address>` を送ってください。"
        );
    }
}
