#![no_main]
//! The bot's own Message-IDs read back from a mail's `In-Reply-To`
//! (`yubin_domain::msgid::MessageId::parse`) on arbitrary text. Checks: no panic; an id that
//! reads, written again with its domain, reads back the same.

use libfuzzer_sys::fuzz_target;
use yubin_domain::msgid::MessageId;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Some(id) = MessageId::parse(text) {
        let again = id.format("bot.example.org");
        assert_eq!(MessageId::parse(&again), Some(id), "{text:?} written as {again:?}");
    }
});
