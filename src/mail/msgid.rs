//! Message-IDs from outside, bounded and clean: the only ones the service stores (the inbound
//! log, a move's record) or echoes (a reply's `In-Reply-To` and `References`).
//!
//! RFC 5322 (§3.6.4) writes a msg-id `<id-left@id-right>` in printable ASCII and sets no
//! length for it; its one limit is the header line's, 998 octets (§2.1.1). Mail clients write
//! ids of 40 to 120 characters. So an id is **usable** when, without its `<>` and the
//! white space around it, it
//!
//! * is not empty and at most [`MAX_ID_BYTES`] (250) bytes long: two of them (a reply's
//!   `References`, [`yubin_engine::Effect::Send`]) stay well inside one header line;
//! * holds only the characters of RFC 5322's `atext`, `.`, `@`, `[` and `]` (its `dot-atom-text`
//!   and `no-fold-literal`): no control byte (C0, DEL, C1), no white space (which would split
//!   it into several ids once written out), no `<`, `>`, `(`, `)`, `"`, `\`, `,`, `;`, `:`,
//!   and nothing beyond ASCII (RFC 6532 allows UTF-8 there, but a header writer may encode it
//!   as RFC 2047 words, which no longer name the same mail).
//!
//! An id that is not usable is left out, never cut or cleaned into another one: a
//! shortened id could name another mail. A mail whose own Message-ID is not usable is named
//! by a digest ([`yubin_engine::DIGEST_ID_DOMAIN`]) and answered outside any thread.
//! `References` keeps its last [`MAX_REFERENCES`] usable ids (the engine reads only the last
//! one, the mail answered); `In-Reply-To` its last usable one.

/// The longest Message-ID kept, in bytes, without its `<>`.
pub const MAX_ID_BYTES: usize = 250;

/// How many ids of a `References` header are kept: the last ones, nearest the mail.
pub const MAX_REFERENCES: usize = 10;

/// `id` (with or without its `<>` and surrounding white space) without `<>`, when it is a
/// usable Message-ID (see the module docs).
pub fn usable(id: &str) -> Option<&str> {
    let id = id.trim();
    let id = id.strip_prefix('<').unwrap_or(id);
    let id = id.strip_suffix('>').unwrap_or(id);
    (!id.is_empty() && id.len() <= MAX_ID_BYTES && id.bytes().all(allowed)).then_some(id)
}

/// The last [`MAX_REFERENCES`] usable ids of `ids`, in their order.
pub fn references<'a>(ids: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut kept: Vec<String> = ids
        .into_iter()
        .filter_map(usable)
        .map(String::from)
        .collect();
    let extra = kept.len().saturating_sub(MAX_REFERENCES);
    kept.drain(..extra);
    kept
}

/// A byte of RFC 5322's `atext`, or `.`, `@`, `[`, `]`.
fn allowed(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~.@[]".contains(&b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_as_clients_write_them_are_kept() {
        let cases = [
            "<CAF=+x_Yq3@mail.gmail.com>",
            " <AM0PR07MB1234.eurprd07.prod.outlook.com@AM0PR07MB1234.outlook.com> ",
            "1.2.JavaMail.user@host",
            "<a@[192.0.2.1]>",
            "<sha256.0123@missing-message-id>",
        ];
        assert!(!cases.is_empty());
        for id in cases {
            let kept = usable(id).unwrap_or_else(|| panic!("{id} refused"));
            assert!(!kept.starts_with('<') && !kept.ends_with('>'), "{kept}");
        }
    }

    #[test]
    fn ids_no_header_may_carry_are_left_out() {
        let long = format!("<{}@x.test>", "a".repeat(MAX_ID_BYTES));
        let cases = [
            "",
            "<>",
            "  ",
            "<a\u{1}\u{1b}[31m\u{7f}@x.test>",
            "<a b@x.test>",
            "<a\r\n b@x.test>",
            "<a\u{85}@x.test>",
            "<été@x.test>",
            "<a>b@x.test>",
            "<a(c)@x.test>",
            "<a\"b\"@x.test>",
            long.as_str(),
        ];
        assert!(!cases.is_empty());
        for id in cases {
            assert_eq!(usable(id), None, "{id:?}");
        }
        let limit = format!("{}@x.test", "a".repeat(MAX_ID_BYTES - 7));
        assert_eq!(usable(&limit), Some(limit.as_str()));
    }

    #[test]
    fn references_keep_the_last_usable_ids() {
        let many: Vec<String> = (0..1000).map(|n| format!("<{n}@x.test>")).collect();
        let kept = references(many.iter().map(String::as_str).chain(["<bad id@x>"]));
        assert_eq!(kept.len(), MAX_REFERENCES);
        assert_eq!(kept.first().unwrap(), "990@x.test");
        assert_eq!(kept.last().unwrap(), "999@x.test");
    }
}
