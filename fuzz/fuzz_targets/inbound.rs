#![no_main]
//! The inbound mail reader (`yubin::mail::inbound::parse`) on arbitrary bytes: what a mail
//! server may hand the service. Checks: no panic; a mail read has a Message-ID and a
//! lower-case From, its body has LF line ends only, and reading is deterministic.

use libfuzzer_sys::fuzz_target;
use yubin::mail::inbound;

fuzz_target!(|data: &[u8]| {
    let Ok(mail) = inbound::parse(data) else {
        return;
    };
    assert!(!mail.message_id.trim().is_empty(), "empty Message-ID");
    assert_eq!(mail.from, mail.from.to_ascii_lowercase(), "From not lower case");
    assert!(!mail.body.contains('\r'), "CR left in the body: {:?}", mail.body);
    assert_eq!(inbound::parse(data).ok(), Some(mail), "not deterministic");
});
