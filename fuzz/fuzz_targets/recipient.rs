#![no_main]
//! The reply-address reader (`yubin_domain::token::parse_recipient`) on an arbitrary bot
//! address and recipient (split at the first NUL byte). Checks: no panic; for a plausible
//! bot address, a recipient that parses re-formats (`bot+gG-TOKEN@domain`) to an address
//! that parses to the same game and token; and the reply address the bot makes for a player
//! parses back to its game and a token that verifies. The same for the keys of an address
//! change (`parse_move_key`, `bot+mR-TOKEN@domain`).

use libfuzzer_sys::fuzz_target;
use yubin_domain::token;

/// A bot address as the configuration accepts it: `local@domain`, plain characters.
fn plausible(bot: &str) -> Option<(&str, &str)> {
    let (local, domain) = bot.split_once('@')?;
    let ok = |s: &str| {
        !s.is_empty()
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || ".-_".contains(c))
    };
    (ok(local) && ok(domain)).then_some((local, domain))
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (bot, recipient) = text.split_once('\0').unwrap_or(("bot@example.org", text));
    let parsed = token::parse_recipient(bot, recipient);
    let moving = token::parse_move_key(bot, recipient);
    let Some((local, domain)) = plausible(bot) else {
        return;
    };
    if let Some((game, tok)) = &parsed {
        let again = format!("{local}+g{game}-{tok}@{domain}");
        assert_eq!(
            token::parse_recipient(bot, &again).as_ref(),
            Some(&(*game, tok.clone())),
            "{recipient:?} read as game {game} token {tok:?}, but {again:?} does not"
        );
    }
    if let Some((request, tok)) = &moving {
        let again = format!("{local}+m{request}-{tok}@{domain}");
        assert_eq!(
            token::parse_move_key(bot, &again).as_ref(),
            Some(&(*request, tok.clone())),
            "{recipient:?} read as request {request} token {tok:?}, but {again:?} does not"
        );
    }
    // The player and game of the bot's own reply address, from the same input.
    let game = yubin_domain::model::GameId(i64::from(data.len() as u32));
    let player = recipient;
    let key = b"fuzz key, sixteen bytes at least";
    let address = token::reply_address(bot, key, game, player);
    let (g, tok) = token::parse_recipient(bot, &address)
        .unwrap_or_else(|| panic!("the bot's own reply address {address:?} does not parse"));
    assert_eq!(g, game);
    assert!(token::verify(key, game, player, &tok), "{address:?}");
    let address = token::move_key(bot, key, game.0.max(1), player);
    let (r, tok) = token::parse_move_key(bot, &address)
        .unwrap_or_else(|| panic!("the bot's own move key {address:?} does not parse"));
    assert_eq!(r, game.0.max(1));
    assert!(token::verify_move(key, r, player, &tok), "{address:?}");
});
