#![no_main]
//! The forms names and addresses are kept and compared in (`yubin_domain::alike`, and
//! `address::fold`/`check`) on arbitrary text: a display name from a `name` command, an
//! address from a From header or a `challenge`. Checks: no panic; folding an address and
//! NFC are idempotent; a name looks like itself in NFC; `shown` leaves no invisible
//! character.

use libfuzzer_sys::fuzz_target;
use yubin_domain::{address, alike};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let folded = address::fold(text);
    assert_eq!(address::fold(&folded), folded, "fold is not idempotent: {text:?}");
    let _ = (address::check(&folded), alike::skeleton(&folded));
    let nfc = alike::nfc(text);
    assert_eq!(alike::nfc(&nfc), nfc, "{text:?}");
    let keys = alike::name_skeletons(text);
    assert!(keys.like(&alike::name_skeletons(&nfc)), "{text:?}");
    assert!(!alike::shown(text).chars().any(alike::invisible), "{text:?}");
});
