#![no_main]
//! The HTML-to-text conversion of HTML-only mails (`yubin::mail::html::to_text`) on
//! arbitrary text. Checks: no panic; the text is never much longer than the markup (tags
//! and character references barely grow, a line break or a space stands for a whole tag, and
//! a NUL in raw text such as `<xmp>` becomes U+FFFD, three bytes, as in a browser); markup
//! with no tag, entity or comment comes out with the same words.

use libfuzzer_sys::fuzz_target;
use yubin::mail::html;

fuzz_target!(|data: &[u8]| {
    let Ok(markup) = std::str::from_utf8(data) else {
        return;
    };
    let text = html::to_text(markup);
    assert!(
        text.len() <= 3 * markup.len() + 2,
        "{} bytes of text from {} bytes of markup",
        text.len(),
        markup.len()
    );
    if !markup.contains(['<', '&']) {
        let words = |s: &str| s.split_whitespace().map(str::to_string).collect::<Vec<_>>();
        assert_eq!(words(&text), words(markup), "plain text changed");
    }
});
