#![no_main]
//! The keyed unsubscribe address reader (`yubin_domain::token::parse_unsubscribe`) on an
//! arbitrary bot address and recipient (split at the first NUL byte). Checks: no panic; a
//! key that reads re-formats (`bot+uS-TOKEN@domain`) to an address that reads the same; a
//! key read from outside never verifies for a recipient unless it is that recipient's; and
//! the bot's own address for a stream and recipient reads back and verifies.

use libfuzzer_sys::fuzz_target;
use yubin_domain::model::{GameId, Stream, Watched};
use yubin_domain::token::{self, UnsubscribeKey};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (bot, recipient) = text.split_once('\0').unwrap_or(("bot@example.org", text));
    let key = b"fuzz key, sixteen bytes at least";
    if let Some(UnsubscribeKey::Key(stream, tok)) = token::parse_unsubscribe(bot, recipient) {
        if let Some((local, domain)) = bot.split_once('@') {
            let again = format!("{local}+u{}-{tok}@{domain}", stream.tag());
            assert_eq!(
                token::parse_unsubscribe(bot, &again),
                Some(UnsubscribeKey::Key(stream, tok.clone())),
                "{recipient:?} does not read again as {again:?}"
            );
        }
        let own = token::unsubscribe_address(bot, key, stream, "someone@example.org");
        let genuine = own.ends_with(&format!("-{tok}@{}", bot.split_once('@').map_or("", |b| b.1)));
        if !genuine {
            assert!(!token::verify_unsubscribe(key, stream, "someone@example.org", &tok));
        }
    }
    if bot.split_once('@').is_some_and(|(l, d)| {
        let ok = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || ".-_".contains(c));
        ok(l) && ok(d)
    }) {
        let stream = match data.len() % 3 {
            0 => Stream::Reminders,
            1 => Stream::Watched(Watched::Game(GameId(1 + data.len() as i64))),
            _ => Stream::Watched(Watched::Tournament(yubin_domain::model::TournamentId(7))),
        };
        let own = token::unsubscribe_address(bot, key, stream, recipient);
        match token::parse_unsubscribe(bot, &own) {
            Some(UnsubscribeKey::Key(s, tok)) => {
                assert_eq!(s, stream);
                assert!(token::verify_unsubscribe(key, s, recipient, &tok), "{own:?}");
            }
            other => panic!("the bot's own address {own:?} reads as {other:?}"),
        }
    }
});
