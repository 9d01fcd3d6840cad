#![no_main]
//! The `Authentication-Results` reader (`yubin::mail::auth`) on arbitrary bytes, as a
//! mail's header block from any sender: no panic; a header's value read twice reads the
//! same; a server nobody trusts vouches for nothing; and what vouches is a pass.

use libfuzzer_sys::fuzz_target;
use yubin::mail::auth;

fuzz_target!(|data: &[u8]| {
    let trusted = ["mx.example.org".to_string()];
    for value in auth::header_values(data) {
        let read = auth::parse(&value);
        assert_eq!(read, auth::parse(&value));
        if let Some(r) = read {
            assert!(!r.authserv_id.is_empty());
            if r.passes_for("example.net") {
                assert!(r.results.iter().any(|m| m.result == "pass"));
            }
        }
    }
    assert!(!auth::vouched(data, &[], "alice@example.net"));
    let _ = auth::vouched(data, &trusted, "alice@example.net");
});
