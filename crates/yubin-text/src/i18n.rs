//! Every sentence in every language yubin speaks, as Project Fluent messages: one file per
//! language (`crates/yubin-text/locales/en.ftl`, `ja.ftl`), parsed once, with Fluent's plural
//! rules and number formatting. The askama templates keep the layout and take the
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

/// The English messages.
const EN: &str = include_str!("../locales/en.ftl");
/// The Japanese messages.
const JA: &str = include_str!("../locales/ja.ftl");

/// A message's argument: text, or a number (which Fluent's plural rules read).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arg<'a> {
    /// Text, inserted as it is.
    Str(&'a str),
    /// A number.
    Num(i64),
}

/// The source of `lang`'s messages.
fn source(lang: Language) -> &'static str {
    match lang {
        Language::En => EN,
        Language::Ja => JA,
    }
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
        let resource = FluentResource::try_new(source(lang).to_string())
            .unwrap_or_else(|(resource, _)| resource);
        let _ = bundle.add_resource(resource);
        bundle
    })
}

/// Message `id` in `lang` with `args`; English when `lang` lacks it, the id when English
/// does too.
pub fn text(lang: Language, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for &(name, value) in args {
        match value {
            Arg::Str(s) => fluent_args.set(name, FluentValue::from(s)),
            Arg::Num(n) => fluent_args.set(name, FluentValue::from(n)),
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

    /// Both files parse, hold the same messages and terms, and each takes the same variables
    /// in both: a message missing from one language fails here.
    #[test]
    fn every_message_is_in_every_language_with_the_same_variables() {
        let en = entries(EN);
        let ja = entries(JA);
        assert!(!en.is_empty());
        let names = |m: &BTreeMap<String, BTreeSet<String>>| m.keys().cloned().collect::<Vec<_>>();
        assert_eq!(
            names(&en),
            names(&ja),
            "en.ftl and ja.ftl differ in their messages"
        );
        for (name, vars) in &en {
            assert_eq!(
                vars, &ja[name],
                "{name}: the languages take different variables"
            );
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
        for name in entries(EN).keys().filter(|n| !n.starts_with('-')) {
            assert!(
                sources.contains(&format!("\"{name}\"")),
                "{name} is in en.ftl but no source uses it"
            );
        }
    }

    #[test]
    fn messages_are_formatted_with_their_arguments_and_no_isolation_marks() {
        let args = [
            ("winner", Arg::Str("black")),
            ("reason", Arg::Str("white resigned")),
        ];
        assert_eq!(
            text(Language::En, "ending-win", &args),
            "black wins: white resigned"
        );
        assert_eq!(
            text(
                Language::Ja,
                "ending-win",
                &[
                    ("winner", Arg::Str("後手")),
                    ("reason", Arg::Str("先手が投了しました"))
                ]
            ),
            "後手の勝ち：先手が投了しました"
        );
        assert_eq!(
            text(Language::Ja, "no-such-message", &[]),
            "no-such-message"
        );
    }
}
