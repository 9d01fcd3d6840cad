//! Whether the receiving mail server vouches for a mail's From address: its
//! `Authentication-Results` header (RFC 8601), when the operator trusts the server that
//! wrote it (`[trust] authserv_ids`).
//!
//! # The rule
//! * Only a header whose authserv-id (its first word) is one the operator listed counts;
//!   headers from any other authserv-id are ignored, as a sender can write any header it
//!   likes. Of those, only the **topmost** counts: it is the one the operator's own server
//!   added last, nearest the mailbox.
//! * It vouches for the From address's domain when it shows `dmarc=pass` (for that domain,
//!   when it names one with `header.from`), or `dkim=pass` with a signing domain
//!   (`header.d`, else the domain of `header.i`) aligned with the From domain, or `spf=pass`
//!   for an envelope sender (`smtp.mailfrom`) whose domain is aligned with it. Aligned means
//!   relaxed alignment as DMARC (RFC 7489 §3.1) has it, simplified to "the same domain, or
//!   one is a subdomain of the other, of two labels at least" (no public-suffix list: the
//!   operator trusts the server that checked the signature).
//!
//! # Limits
//! * The operator's server must remove or rename `Authentication-Results` headers with its
//!   own authserv-id that arrive from outside (RFC 8601 §5 requires it; OpenDKIM, OpenDMARC,
//!   rspamd and the large providers do). A server that does not would let a sender write
//!   its own "pass": trust no authserv-id whose server you have not checked.
//! * It proves the domain, not the mailbox: anyone who can send through `example.org`'s
//!   own servers as any `@example.org` address passes. Reply keys prove the mailbox.

/// The authserv-id of the header `yubin mail drop` writes: the embedded default
/// configuration trusts it (the local user drops mail into their own spool).
pub const MAIL_DROP: &str = "mail-drop.yubin.invalid";

/// One method's result in an `Authentication-Results` header: `dkim=pass header.d=x.org`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodResult {
    /// The method, lower case (`dkim`, `spf`, `dmarc`).
    pub method: String,
    /// Its result, lower case (`pass`, `fail`, `none` …).
    pub result: String,
    /// Its properties, `ptype.property` (lower case) and value: `("header.d", "x.org")`.
    pub props: Vec<(String, String)>,
}

/// An `Authentication-Results` header, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuthResults {
    /// Who wrote it (lower case).
    pub authserv_id: String,
    /// What it found, in order (none for `authserv-id; none`).
    pub results: Vec<MethodResult>,
}

/// The longest header value read; a longer one is no receiving server's.
const MAX_VALUE: usize = 8 * 1024;

/// The value without its comments (`(…)`, nested, with `\` escapes), quoted strings kept
/// as they are; `None` when a comment or a quoted string is not closed.
fn uncommented(value: &str) -> Option<String> {
    let mut out = String::with_capacity(value.len());
    let (mut depth, mut quoted, mut escaped) = (0u32, false, false);
    for c in value.chars() {
        if escaped {
            escaped = false;
            if depth == 0 {
                out.push(c);
            }
            continue;
        }
        match c {
            '\\' if quoted || depth > 0 => {
                escaped = true;
                if depth == 0 {
                    out.push(c);
                }
            }
            '"' if depth == 0 => {
                quoted = !quoted;
                out.push(c);
            }
            '(' if !quoted => depth += 1,
            ')' if !quoted && depth > 0 => depth -= 1,
            ')' if !quoted => return None,
            c if depth == 0 => out.push(if c.is_whitespace() { ' ' } else { c }),
            _ => {}
        }
    }
    (depth == 0 && !quoted).then_some(out)
}

/// `text` split at `sep` outside quoted strings.
fn split_outside_quotes(text: &str, sep: char) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut start, mut quoted, mut escaped) = (0, false, false);
    for (i, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            c if c == sep && !quoted => {
                parts.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// A value as written: a quoted string unquoted, else the token.
fn unquote(v: &str) -> String {
    match v.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
        Some(inner) => {
            let mut out = String::new();
            let mut escaped = false;
            for c in inner.chars() {
                if escaped || c != '\\' {
                    out.push(c);
                    escaped = false;
                } else {
                    escaped = true;
                }
            }
            out
        }
        None => v.to_string(),
    }
}

/// Reads the value of an `Authentication-Results` header; `None` when it is not one (no
/// authserv-id, an unclosed comment or quote, a result without `method=result`).
pub fn parse(value: &str) -> Option<AuthResults> {
    if value.len() > MAX_VALUE {
        return None;
    }
    let text = uncommented(value)?;
    let mut parts = split_outside_quotes(&text, ';').into_iter();
    // `authserv-id [version]`.
    let authserv_id = parts.next()?.split_whitespace().next()?.to_lowercase();
    if authserv_id.contains('"') || authserv_id.contains('=') {
        return None;
    }
    let mut results = Vec::new();
    for part in parts {
        let words: Vec<&str> = part.split_whitespace().collect();
        let Some((first, rest)) = words.split_first() else {
            continue;
        };
        if first.eq_ignore_ascii_case("none") && rest.is_empty() {
            continue;
        }
        let (method, result) = first.split_once('=')?;
        // `method/version`.
        let method = method.split('/').next().unwrap_or(method).to_lowercase();
        if method.is_empty() || result.is_empty() {
            return None;
        }
        let props = rest
            .iter()
            .filter_map(|w| w.split_once('='))
            .filter(|(k, _)| k.contains('.'))
            .map(|(k, v)| (k.to_lowercase(), unquote(v)))
            .collect();
        results.push(MethodResult {
            method,
            result: result.to_lowercase(),
            props,
        });
    }
    Some(AuthResults {
        authserv_id,
        results,
    })
}

/// Whether `domain` and `other` are aligned: the same, or one a subdomain of the other
/// (both lower case), the parent having two labels at least (`net` aligns with nothing).
fn aligned(domain: &str, other: &str) -> bool {
    let other = other.trim_end_matches('.');
    let sub = |a: &str, parent: &str| parent.contains('.') && a.ends_with(&format!(".{parent}"));
    !other.is_empty() && (domain == other || sub(domain, other) || sub(other, domain))
}

impl AuthResults {
    /// Whether these results authenticate mail from `from_domain` (lower case).
    pub fn passes_for(&self, from_domain: &str) -> bool {
        self.results.iter().any(|r| {
            let prop = |name: &str| {
                r.props
                    .iter()
                    .find(|(k, _)| k == name)
                    .map(|(_, v)| v.to_lowercase())
            };
            if r.result != "pass" {
                return false;
            }
            match r.method.as_str() {
                "dmarc" => prop("header.from").is_none_or(|d| d == from_domain),
                "dkim" => prop("header.d")
                    .or_else(|| prop("header.i").map(|i| domain_of(&i).to_string()))
                    .is_some_and(|d| aligned(from_domain, &d)),
                "spf" => prop("smtp.mailfrom").is_some_and(|m| aligned(from_domain, domain_of(&m))),
                _ => false,
            }
        })
    }
}

/// The domain of an address (or the text itself when it holds no `@`).
fn domain_of(address: &str) -> &str {
    address.rsplit_once('@').map_or(address, |(_, d)| d)
}

/// The values of every `Authentication-Results` field in `header` (a mail's header block,
/// raw), topmost first, unfolded.
pub fn header_values(header: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(header);
    let mut out: Vec<String> = Vec::new();
    let mut current: Option<String> = None;
    for line in text.split('\n') {
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.is_empty() {
            break;
        }
        if line.starts_with([' ', '\t']) {
            if let Some(v) = current.as_mut() {
                v.push(' ');
                v.push_str(line.trim());
            }
            continue;
        }
        out.extend(current.take());
        if let Some((name, value)) = line.split_once(':') {
            if name
                .trim_end()
                .eq_ignore_ascii_case("Authentication-Results")
            {
                current = Some(value.trim().to_string());
            }
        }
    }
    out.extend(current);
    out
}

/// Whether a server among `trusted` (authserv-ids, any case) vouches, in the topmost
/// `Authentication-Results` header it wrote in `header`, for mail from `from` (an address).
pub fn vouched(header: &[u8], trusted: &[String], from: &str) -> bool {
    if trusted.is_empty() {
        return false;
    }
    let from_domain = domain_of(from).to_lowercase();
    header_values(header)
        .iter()
        .filter_map(|v| parse(v))
        .find(|r| {
            trusted
                .iter()
                .any(|t| t.eq_ignore_ascii_case(&r.authserv_id))
        })
        .is_some_and(|r| r.passes_for(&from_domain))
}

/// Sets `mail.vouched` from the raw mail it was read from (`raw`, its header at least) and
/// the authserv-ids the operator trusts.
pub fn vouch(mail: &mut yubin_engine::Inbound, raw: &[u8], trusted: &[String]) {
    mail.vouched = vouched(raw, trusted, &mail.from);
}

#[cfg(test)]
mod tests;
