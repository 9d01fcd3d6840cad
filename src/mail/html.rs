//! HTML bodies to plain text, for mails that come without a text part.
//!
//! The markup is read by html5ever's tokenizer, so tags, comments, character references (every
//! named one of HTML5, and every numeric one) and broken markup are read as a browser reads
//! them. Only what a player wrote is wanted, so quoted material is dropped with its contents:
//! `<blockquote>`, and any element whose `class` names `gmail_quote`, `gmail_attr`,
//! `moz-cite-prefix`, `yahoo_quoted` or `protonmail_quote` (the attribution and quote wrappers
//! of Gmail, Thunderbird, Yahoo and Proton; also inside a longer class name, as Yahoo prefixes
//! its own), and the invisible `<head>`, `<style>`, `<script>`, `<title>`, `<iframe>`,
//! `<noembed>` and `<noframes>`. Line breaks come from `<br>` and the starts and ends of block
//! elements (`p`, `div`, `tr`, `li`, headings); whitespace folds as in a browser.
//!
//! Leniencies: the converter never fails. Unbalanced markup yields its text, though an element
//! dropped with its contents that is never closed drops the rest of the body (as a browser
//! hides it). A self-closing `<blockquote/>` or `<script/>` opens nothing (the flag counts, as
//! in SVG, which mails embed). Markup that ends inside a tag (`… <b`) keeps that tag as
//! written: a body cut short still shows its last words.

use std::cell::RefCell;

use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{
    BufferQueue, TagKind, Token, TokenSink, TokenSinkResult, Tokenizer, TokenizerOpts,
};
use html5ever::LocalName;

/// Classes whose element (with everything inside) is quoted material.
const QUOTE_CLASSES: &[&str] = &[
    "gmail_quote",
    "gmail_attr",
    "moz-cite-prefix",
    "yahoo_quoted",
    "protonmail_quote",
];

/// Elements skipped with their contents.
const HIDDEN: &[&str] = &[
    "head",
    "style",
    "script",
    "title",
    "blockquote",
    // Their contents are raw text (see `contents`) that a browser never shows.
    "iframe",
    "noembed",
    "noframes",
];

/// Elements whose start or end begins a new line.
const BLOCKS: &[&str] = &[
    "p", "div", "tr", "li", "ul", "ol", "table", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "hr",
    "section", "article", "header", "footer",
];

/// Elements that never have an end tag.
const VOID: &[&str] = &[
    "br", "hr", "img", "meta", "link", "input", "col", "area", "base", "wbr", "source",
];

/// The markup fed to the tokenizer at a time: a tendril holds at most 4 GiB, and a bounded
/// copy of the input is enough.
const CHUNK: usize = 1 << 20;

/// The text a person sees in `html`, without quoted parts (see the module docs).
pub fn to_text(html: &str) -> String {
    let tokenizer = Tokenizer::new(
        Text::default(),
        TokenizerOpts {
            // A byte-order mark is text like any other here, as the words of a body without
            // markup come out unchanged.
            discard_bom: false,
            ..TokenizerOpts::default()
        },
    );
    let queue = BufferQueue::default();
    let mut rest = html;
    while !rest.is_empty() {
        let mut end = rest.len().min(CHUNK);
        while !rest.is_char_boundary(end) {
            end -= 1;
        }
        queue.push_back(StrTendril::from_slice(&rest[..end]));
        // `Done` always: only a sink that runs scripts stops the tokenizer midway.
        let _ = tokenizer.feed(&queue);
        rest = &rest[end..];
    }
    tokenizer.sink.0.borrow_mut().ending = true;
    tokenizer.end();
    let mut text = tokenizer.sink.0.into_inner();
    // The tokenizer drops a tag that the input ends in, as a browser does; a body cut short
    // should still show its last words.
    if text.end_errors && !text.end_tokens && text.skipping.is_none() {
        push_text(&mut text.out, unfinished_tag(html));
    }
    let lines: Vec<&str> = text.out.lines().map(str::trim_end).collect();
    let mut out = lines.join("\n").trim_matches('\n').to_string();
    out.push('\n');
    out
}

/// The token sink: the text so far, and what is being skipped. Behind a `RefCell` because
/// the tokenizer hands tokens to `&self`.
#[derive(Default)]
struct Text(RefCell<TextState>);

#[derive(Default)]
struct TextState {
    out: String,
    /// While inside a skipped element: its name and how deeply the name is nested. A count,
    /// not a stack, so any nesting costs no memory.
    skipping: Option<(LocalName, usize)>,
    /// Set before the end of input is signalled, to learn how the tokenizer ends.
    ending: bool,
    /// What the end of input brought: a parse error and no token is the end inside a tag
    /// (inside a comment or a doctype, the tokenizer emits what it has).
    end_errors: bool,
    end_tokens: bool,
}

impl TokenSink for Text {
    type Handle = ();

    fn process_token(&self, token: Token, _line: u64) -> TokenSinkResult<()> {
        let mut state = self.0.borrow_mut();
        if state.ending {
            match token {
                Token::ParseError(_) => state.end_errors = true,
                Token::EOFToken => {}
                _ => state.end_tokens = true,
            }
        }
        match token {
            Token::TagToken(tag) => {
                let start = tag.kind == TagKind::StartTag && !tag.self_closing;
                state.tag(&tag);
                if start {
                    contents(&tag.name)
                } else {
                    TokenSinkResult::Continue
                }
            }
            Token::CharacterTokens(chars) => {
                if state.skipping.is_none() {
                    push_text(&mut state.out, &chars);
                }
                TokenSinkResult::Continue
            }
            // Kept, as in a text/plain body (a browser drops it): the words of a body without
            // markup come out unchanged.
            Token::NullCharacterToken => {
                if state.skipping.is_none() {
                    push_text(&mut state.out, "\0");
                }
                TokenSinkResult::Continue
            }
            Token::DoctypeToken(_)
            | Token::CommentToken(_)
            | Token::ParseError(_)
            | Token::EOFToken => TokenSinkResult::Continue,
        }
    }
}

impl TextState {
    fn tag(&mut self, tag: &html5ever::tokenizer::Tag) {
        let name: &str = &tag.name;
        let closing = tag.kind == TagKind::EndTag;
        let void = VOID.contains(&name);
        if let Some((skipped, depth)) = &mut self.skipping {
            if tag.name == *skipped && !void && !tag.self_closing {
                if closing {
                    *depth -= 1;
                    if *depth == 0 {
                        self.skipping = None;
                        newline(&mut self.out);
                    }
                } else {
                    *depth += 1;
                }
            }
            return;
        }
        if !closing && !void && is_quote(tag) {
            if !tag.self_closing {
                self.skipping = Some((tag.name.clone(), 1));
            }
            return;
        }
        if name == "br" {
            self.out.push('\n');
        } else if BLOCKS.contains(&name) {
            newline(&mut self.out);
        } else if (name == "td" || name == "th") && closing {
            self.out.push(' ');
        }
    }
}

fn is_quote(tag: &html5ever::tokenizer::Tag) -> bool {
    if HIDDEN.contains(&&*tag.name) {
        return true;
    }
    tag.attrs.iter().any(|a| {
        &*a.name.local == "class" && {
            let class = a.value.to_ascii_lowercase();
            QUOTE_CLASSES.iter().any(|c| class.contains(c))
        }
    })
}

/// How the contents of the element `name` are tokenized, where the HTML5 tree builder (which
/// yubin does not run) switches the tokenizer away from markup: so a `</div>` inside a
/// `<script>` is script text. `<noscript>` stays markup, as with scripting off.
fn contents(name: &str) -> TokenSinkResult<()> {
    match name {
        "script" => TokenSinkResult::RawData(RawKind::ScriptData),
        "style" | "xmp" | "iframe" | "noembed" | "noframes" => {
            TokenSinkResult::RawData(RawKind::Rawtext)
        }
        "title" | "textarea" => TokenSinkResult::RawData(RawKind::Rcdata),
        "plaintext" => TokenSinkResult::Plaintext,
        _ => TokenSinkResult::Continue,
    }
}

/// The markup from the first `<` that opens a tag (`<b`, `</b`) after the last `>`.
fn unfinished_tag(html: &str) -> &str {
    let from = html.rfind('>').map_or(0, |i| i + 1);
    let opens = |i: &usize| {
        let after = html[i + 1..].strip_prefix('/').unwrap_or(&html[i + 1..]);
        after.starts_with(|c: char| c.is_ascii_alphabetic())
    };
    match html[from..]
        .match_indices('<')
        .map(|(i, _)| from + i)
        .find(opens)
    {
        Some(lt) => &html[lt..],
        None => "",
    }
}

fn newline(out: &mut String) {
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
}

/// Appends text, folding whitespace as a browser does.
fn push_text(out: &mut String, text: &str) {
    for c in text.chars() {
        if c.is_whitespace() && c != '\u{a0}' {
            if !out.is_empty() && !out.ends_with([' ', '\n']) {
                out.push(' ');
            }
        } else if c == '\u{a0}' {
            out.push(' ');
        } else {
            out.push(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ampersand_before_multibyte_text_is_kept() {
        // Found by `cargo fuzz run html`: the entity search sliced inside a character.
        let fuzzed = "z&&w\u{1d}\u{1d}\u{1d}\u{1d}ww\u{2}\u{2}\u{596}@\0@\u{8};";
        assert!(to_text(fuzzed).contains("&&w"));
        let cases = [
            ("&日本語です;", "&日本語です;"),
            ("R&amp;D &équipe", "R&D &équipe"),
            ("&#x65e5;&本", "日&本"),
        ];
        assert!(!cases.is_empty());
        for (html, text) in cases {
            assert_eq!(to_text(html).trim_end(), text, "{html:?}");
        }
    }

    #[test]
    fn cases() {
        let cases: &[(&str, &str)] = &[
            ("<p>P-7f</p>", "P-7f\n"),
            ("<div dir=\"ltr\">move 7g7f&nbsp;#3<br></div>", "move 7g7f #3\n"),
            (
                "<div>resign</div><div class=\"gmail_quote\"><div class=\"gmail_attr\">On Mon wrote:</div><blockquote>board <div>x</div></blockquote></div>",
                "resign\n",
            ),
            (
                "<html><head><style>p{color:red}</style><title>t</title></head><body><p>draw</p>\n<div class=\"moz-cite-prefix\">On 3/11 Yubin wrote:<br></div><blockquote type=\"cite\">&gt; old</blockquote></body></html>",
                "draw\n",
            ),
            ("a &lt;b&gt; &amp; &#x41;&#66; &bogus; & c", "a <b> & AB &bogus; & c\n"),
            ("<p>one</p><p>two<br/>three</p><!-- <p>hidden</p> -->", "one\ntwo\nthree\n"),
            ("<blockquote><blockquote>x</blockquote>y</blockquote>board", "board\n"),
            ("unclosed <b", "unclosed <b\n"),
        ];
        assert!(!cases.is_empty());
        for (html, want) in cases {
            assert_eq!(to_text(html), *want, "{html}");
        }
    }

    #[test]
    fn character_references_are_read_as_html5_reads_them() {
        let cases = [
            ("wait&hellip; P-7f", "wait… P-7f"),
            ("&eacute;chec &copy; 5&euro; &Omega;", "échec © 5€ Ω"),
            ("&#x1F600; &#128512;", "😀 😀"),
            ("R & D, a&b, &", "R & D, a&b, &"),
            ("&bogus; &zzz;", "&bogus; &zzz;"),
            // The legacy names also stand without `;` in text, so `&not` reads as `¬` even
            // before more letters (the spec's own example).
            ("&notanentity; &amp &lt", "¬anentity; & <"),
            // Out-of-range and null references become U+FFFD; 0x80 to 0x9F are Windows-1252.
            ("&#0; &#x110000; &#x80;", "\u{fffd} \u{fffd} €"),
        ];
        assert!(!cases.is_empty());
        for (html, text) in cases {
            assert_eq!(to_text(html).trim_end(), text, "{html:?}");
        }
    }

    #[test]
    fn scripts_and_styles_are_raw_text() {
        let cases = [
            // Markup inside a script is script text: `</div>` closes nothing, `<p>` opens nothing.
            (
                "<div>P-7f</div><script>document.write('</div><p>hidden</p>');</script><p>resign</p>",
                "P-7f\nresign\n",
            ),
            // A script that writes `<script>` ends at its first `</script>`.
            ("<script>var s = \"<script>\";</script>draw", "draw\n"),
            // Only `</style` before a space, `/` or `>` ends a style.
            ("<style>p::before { content: \"</style\" }</style>board", "board\n"),
            ("<iframe><p>frame</p></iframe>history", "history\n"),
            ("<textarea><b>P-7f</b></textarea>", "<b>P-7f</b>\n"),
        ];
        assert!(!cases.is_empty());
        for (html, text) in cases {
            assert_eq!(to_text(html), text, "{html:?}");
        }
    }

    #[test]
    fn a_quote_class_among_others_drops_its_element() {
        let cases = [
            "<div class=\"gmail_quote gmail_quote_container\">On Mon wrote:<br>board</div>",
            "<div class=\"  ltr\tGMAIL_QUOTE extra \">board</div>",
            "<div id=\"ydp1\" class=\"ydp3e5b1a2ayahoo_quoted\">board</div>",
            "<div dir=\"ltr\" class=\"moz-cite-prefix quoted\"><p>board</p></div>",
        ];
        assert!(!cases.is_empty());
        for quote in cases {
            let html = format!("<div>P-7f</div>{quote}<div>thanks</div>");
            assert_eq!(to_text(&html), "P-7f\nthanks\n", "{html}");
        }
        // Only the class attribute counts.
        let titled = "<div title=\"gmail_quote\">P-7f</div>";
        assert_eq!(to_text(titled), "P-7f\n");
    }

    #[test]
    fn skipping_costs_a_count_not_a_stack() {
        let depth = 20_000;
        let html = format!(
            "{}board{}P-7f",
            "<blockquote><div>".repeat(depth),
            "</div></blockquote>".repeat(depth)
        );
        assert_eq!(to_text(&html), "P-7f\n");
        // An element dropped with its contents and never closed drops the rest, as before.
        assert_eq!(to_text("resign<blockquote>board<p>P-7f"), "resign\n");
        assert_eq!(to_text("resign<blockquote/>P-7f"), "resignP-7f\n");
    }
}
