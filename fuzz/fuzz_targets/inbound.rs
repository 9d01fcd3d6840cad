#![no_main]
//! The inbound mail reader (`yubin::mail::inbound::parse`, and `parse_limited` of the start of
//! an oversized mail) on arbitrary bytes: what a mail server may hand the service. Checks: no
//! panic; a mail read has a usable Message-ID or a digest, only usable ids in `In-Reply-To`
//! and `References` (at most `msgid::MAX_REFERENCES`), at most `MAX_RECIPIENTS` recipients, a
//! lower-case From, its body has LF line ends only, and reading is deterministic.

use libfuzzer_sys::fuzz_target;
use yubin::mail::{inbound, msgid};

fuzz_target!(|data: &[u8]| {
    // The same bytes as the start of a mail of 300 MB: the header alone is read.
    if let Ok(big) = inbound::parse_limited(data, 300 << 20, 1 << 20) {
        assert_eq!(big.oversize, Some(300 << 20));
        assert!(big.body.is_empty());
    }
    let Ok(mail) = inbound::parse(data) else {
        return;
    };
    assert!(
        msgid::usable(&mail.message_id) == Some(mail.message_id.as_str()),
        "Message-ID kept as it is not usable: {:?}",
        mail.message_id
    );
    for id in mail.in_reply_to.iter().chain(&mail.references) {
        assert_eq!(msgid::usable(id), Some(id.as_str()), "unusable id kept");
    }
    assert!(mail.references.len() <= msgid::MAX_REFERENCES);
    assert!(mail.recipients.len() <= inbound::MAX_RECIPIENTS);
    assert_eq!(mail.from, mail.from.to_ascii_lowercase(), "From not lower case");
    assert!(!mail.body.contains('\r'), "CR left in the body: {:?}", mail.body);
    assert_eq!(inbound::parse(data).ok(), Some(mail), "not deterministic");
});
