#![no_main]
//! The delivery status notification reader (`yubin::mail::dsn::parse`) on arbitrary bytes:
//! what a mail server, or anyone, may send the bot as a bounce. Checks: no panic; at most
//! `MAX_RECIPIENTS` recipients; every recipient address passes the address check and is
//! lower case; every status is `d.d.d` of class 2, 4 or 5; diagnostics are short and hold no
//! control character; reading is deterministic; and the bounce decision on the report
//! (`Engine::bounced`, without the bot's key) never counts it.

use libfuzzer_sys::fuzz_target;
use yubin::mail::dsn;
use yubin_domain::address;
use yubin_engine::{Engine, Inbound, Settings};

fuzz_target!(|data: &[u8]| {
    let Some(report) = dsn::parse(data) else {
        return;
    };
    assert!(report.recipients.len() <= dsn::MAX_RECIPIENTS);
    for r in &report.recipients {
        if let Some(a) = &r.recipient {
            assert!(address::check(a).is_ok(), "unusable address kept: {a:?}");
            assert_eq!(a, &a.to_lowercase(), "not folded: {a:?}");
        }
        if let Some(s) = &r.status {
            let parts: Vec<&str> = s.split('.').collect();
            assert_eq!(parts.len(), 3, "{s:?}");
            assert!(matches!(parts[0], "2" | "4" | "5"), "{s:?}");
        }
        if let Some(d) = &r.diagnostic {
            assert!(d.chars().count() <= dsn::MAX_DIAGNOSTIC);
            assert!(!d.chars().any(char::is_control), "{d:?}");
        }
    }
    assert_eq!(dsn::parse(data), Some(report.clone()), "not deterministic");
    // Without a key of the bot's in the returned headers, no report is counted.
    let engine = Engine::new(Settings::for_tests("bot@example.test", b"fuzz key 0123456"));
    let mail = Inbound {
        message_id: "dsn@fuzz".into(),
        from: "mailer-daemon@fuzz.example".into(),
        report: Some(report),
        ..Inbound::default()
    };
    if let Ok(b) = engine.bounced(&mail, None, 0) {
        panic!("counted without the bot's key: {b:?}");
    }
});
