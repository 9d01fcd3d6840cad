use super::*;

const TRUSTED: &[&str] = &["mx.example.org"];

fn trusted() -> Vec<String> {
    TRUSTED.iter().map(|s| s.to_string()).collect()
}

fn header(fields: &[&str]) -> Vec<u8> {
    let mut h = fields.join("\r\n");
    h.push_str("\r\nFrom: Alice <alice@example.net>\r\nSubject: join T1\r\n\r\nbody\r\n");
    h.into_bytes()
}

#[test]
fn a_result_is_read_with_comments_versions_and_quoted_values() {
    let r = parse(
        "mx.example.org 1; (checked) dkim=pass (2048-bit key) header.d=example.net \
         header.i=\"@example.net\"; spf/1=softfail smtp.mailfrom=bounce@example.net; \
         dmarc=pass (p=none) header.from=example.net",
    )
    .unwrap();
    assert_eq!(r.authserv_id, "mx.example.org");
    let methods: Vec<(&str, &str)> = r
        .results
        .iter()
        .map(|m| (m.method.as_str(), m.result.as_str()))
        .collect();
    assert_eq!(
        methods,
        [("dkim", "pass"), ("spf", "softfail"), ("dmarc", "pass")]
    );
    assert_eq!(
        r.results[0].props,
        [
            ("header.d".to_string(), "example.net".to_string()),
            ("header.i".to_string(), "@example.net".to_string())
        ]
    );
    assert_eq!(parse("mx.example.org; none").unwrap().results, []);
}

#[test]
fn what_is_not_an_authentication_result_is_refused() {
    for bad in [
        "",
        "   ",
        "mx.example.org; dkim",
        "mx.example.org; =pass",
        "mx.example.org; dkim=pass (unclosed",
        "mx.example.org; dkim=pass header.d=\"unclosed",
        "mx.example.org) ; dkim=pass",
        "a=b; dkim=pass",
    ] {
        assert_eq!(parse(bad), None, "{bad:?}");
    }
    assert_eq!(parse(&"x".repeat(MAX_VALUE + 1)), None);
}

#[test]
fn the_trusted_servers_pass_vouches_for_an_aligned_from_domain() {
    for field in [
        "Authentication-Results: mx.example.org; dmarc=pass header.from=example.net",
        "Authentication-Results: MX.Example.ORG; dmarc=pass",
        "Authentication-Results: mx.example.org; dkim=pass header.d=example.net",
        "Authentication-Results: mx.example.org; dkim=pass header.d=mail.example.net",
        "Authentication-Results: mx.example.org; dkim=pass header.i=news@example.net",
        "Authentication-Results: mx.example.org;\r\n\tspf=pass smtp.mailfrom=bounces@example.net",
    ] {
        assert!(
            vouched(&header(&[field]), &trusted(), "alice@example.net"),
            "{field}"
        );
    }
}

#[test]
fn no_pass_no_alignment_or_no_trusted_server_vouches_for_nothing() {
    for field in [
        // A forger writes any header it likes under another authserv-id.
        "Authentication-Results: evil.example; dmarc=pass header.from=example.net",
        // Failures, and passes for another domain.
        "Authentication-Results: mx.example.org; dmarc=fail header.from=example.net",
        "Authentication-Results: mx.example.org; dmarc=pass header.from=attacker.example",
        "Authentication-Results: mx.example.org; dkim=pass header.d=attacker.example",
        "Authentication-Results: mx.example.org; dkim=pass header.d=net",
        "Authentication-Results: mx.example.org; spf=pass smtp.mailfrom=x@attacker.example",
        "Authentication-Results: mx.example.org; spf=neutral smtp.mailfrom=x@example.net",
        "Authentication-Results: mx.example.org; dkim=pass",
        "Authentication-Results: mx.example.org; none",
        // The pass is in a comment.
        "Authentication-Results: mx.example.org; dkim=fail (dkim=pass header.d=example.net)",
        // Not the field.
        "X-Authentication-Results: mx.example.org; dmarc=pass",
    ] {
        assert!(
            !vouched(&header(&[field]), &trusted(), "alice@example.net"),
            "{field}"
        );
    }
    let pass = "Authentication-Results: mx.example.org; dmarc=pass";
    assert!(!vouched(&header(&[pass]), &[], "alice@example.net"));
}

#[test]
fn only_the_topmost_header_of_the_trusted_server_counts() {
    // The trusted server's own verdict is on top; a forged pass below it changes nothing.
    let mail = header(&[
        "Received: from mx.example.org",
        "Authentication-Results: mx.example.org; dmarc=fail header.from=example.net",
        "Received: from attacker.example",
        "Authentication-Results: mx.example.org; dmarc=pass header.from=example.net",
    ]);
    assert!(!vouched(&mail, &trusted(), "alice@example.net"));
    // Headers in the body are no headers.
    let mut mail = header(&[]);
    mail.extend_from_slice(b"Authentication-Results: mx.example.org; dmarc=pass\r\n");
    assert!(!vouched(&mail, &trusted(), "alice@example.net"));
}

proptest::proptest! {
    /// The fuzz target's checks (`fuzz/fuzz_targets/auth.rs`) on arbitrary header blocks,
    /// for CI, where cargo-fuzz does not run: no panic, the same reading twice, no trust
    /// without a trusted server, and a vouching result is a pass.
    #[test]
    fn any_header_block_is_read_without_panic(
        lines in proptest::collection::vec(
            "(Authentication-Results|X-Other|\t)?:? ?[a-z.; =()\"\\\\@-]{0,60}",
            0..6
        )
    ) {
        let block = lines.join("\r\n");
        for value in header_values(block.as_bytes()) {
            let read = parse(&value);
            proptest::prop_assert_eq!(&read, &parse(&value));
            if let Some(r) = read {
                if r.passes_for("example.net") {
                    proptest::prop_assert!(r.results.iter().any(|m| m.result == "pass"));
                }
            }
        }
        proptest::prop_assert!(!vouched(block.as_bytes(), &[], "alice@example.net"));
        let _ = vouched(block.as_bytes(), &trusted(), "alice@example.net");
    }
}
