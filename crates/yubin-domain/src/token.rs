//! Reply tokens: proof that a mail answers the bot's mail to that player about that game.
//!
//! # Scheme
//! Every mail the bot sends to a player about game `G` has
//! `Reply-To: local+gG-TOKEN@domain`, where `TOKEN` is the first 80 bits of
//! HMAC-SHA256(server key, `"yubin reply token v1\n" G "\n" address`) (address in lower
//! case), written in lower-case RFC 4648 base32 (16 characters, case-insensitive, so mail
//! systems that fold the local part's case do not break it). A command that changes game `G`
//! (accept, decline, a move, resign, draw) is carried out only if the mail was delivered to
//! such an address with a valid token for `G` **and** its From address is that player's.
//! Read-only commands (`board`, `history`, `games`, `help`) need no token: their answers go
//! to the From address, so a forger only makes the bot write to the real player.
//!
//! Every other mail of the bot to an address has `Reply-To: local+a-TOKEN@domain`, the
//! address's own key ([`address_key`]: HMAC-SHA256(server key, `"yubin address token v1\n"`
//! address), 80 bits in base32). A command that binds the address to something (a
//! challenge, a tournament entry, a setting) is carried out at once when it comes to one
//! of the sender's keys, a game's or the address's; otherwise the bot asks the address to
//! confirm it (`yubin_engine::confirm`).
//!
//! A request to move a player to another address (`move to`) is confirmed by each of its two
//! addresses at a key of its own, `local+mR-TOKEN@domain` ([`move_key`]: HMAC-SHA256(server
//! key, `"yubin move token v1\n" R "\n" address`), 80 bits in base32): it confirms that
//! side of request `R` and nothing else.
//!
//! Every mail the bot sends goes out with the SMTP envelope's return path (`MAIL FROM`, and
//! `Return-Path` in the spool's files) `local+bN-TOKEN@domain` ([`bounce_address`], VERP):
//! `N` the outbox row's number, `TOKEN` the first 80 bits of HMAC-SHA256(server key,
//! `"yubin bounce v1\n" N "\n" address`), the address the mail went to. A bounce that
//! comes back to it names that mail, and its key proves the bounce answers a mail the bot
//! sent to that address: nobody can make the bot believe another player's mail bounced
//! without having seen a mail of the bot to them.
//!
//! A recurring mail (an observer's, a reminder) carries `List-Unsubscribe:
//! <mailto:local+uS-TOKEN@domain?subject=unsubscribe>` ([`unsubscribe_address`]): `S` the
//! stream it belongs to (`g12`, `t3`, `r`, `d`, `x3`: [`Stream::tag`]), `TOKEN` the first 80 bits of
//! HMAC-SHA256(server key, `"yubin unsubscribe v1\n" S "\n" address`) in base32. A mail to
//! it from that address stops that stream, whatever it says; from anyone else it stops
//! nothing and is not answered (the key names its recipient without showing the address).
//!
//! # Limits
//! * Anyone who sees a mail from the bot to a player (the player's mail provider, anyone it
//!   is forwarded to) learns the token and, by also forging the From header, can move for
//!   that player in that game. The token is not a password; it only stops blind forgery.
//! * Tokens do not expire; they die with the game. Changing `bot.secret_key` invalidates
//!   every token in mails already sent (players then reply to a fresh `board` mail).
//! * The mail server must deliver `local+anything@domain` to the bot's mailbox and keep the
//!   full recipient in `Delivered-To` (or the bot's `To`/`Cc`), which Postfix and Dovecot do.

use crate::model::{GameId, Stream, TournamentId, Watched};
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// Number of token bytes kept (80 bits).
const TOKEN_BYTES: usize = 10;
const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

fn mac(key: &[u8], game: GameId, address: &str) -> Hmac<Sha256> {
    let mut m = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes keys of any length");
    m.update(
        format!(
            "yubin reply token v1\n{game}\n{}",
            super::address::fold(address)
        )
        .as_bytes(),
    );
    m
}

fn base32(bytes: &[u8]) -> String {
    let mut out = String::new();
    let (mut acc, mut bits) = (0u32, 0u32);
    for &b in bytes {
        acc = (acc << 8) | u32::from(b);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(ALPHABET[((acc >> bits) & 31) as usize] as char);
        }
    }
    if bits > 0 {
        out.push(ALPHABET[((acc << (5 - bits)) & 31) as usize] as char);
    }
    out
}

fn unbase32(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.bytes() {
        let v = ALPHABET.iter().position(|&a| a == c.to_ascii_lowercase())? as u32;
        acc = (acc << 5) | v;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Some(out)
}

/// HMAC-SHA256 of `data` under the server key, for decisions that must be reproducible yet
/// unpredictable to players (the side of a `random` challenge).
pub fn digest(key: &[u8], data: &[u8]) -> [u8; 32] {
    let mut m = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes keys of any length");
    m.update(b"yubin coin v1\n");
    m.update(data);
    m.finalize().into_bytes().into()
}

/// The token of `address` in game `game`.
pub fn token(key: &[u8], game: GameId, address: &str) -> String {
    base32(&mac(key, game, address).finalize().into_bytes()[..TOKEN_BYTES])
}

/// The Reply-To address for `address` in game `game`: `local+gG-TOKEN@domain`.
pub fn reply_address(bot: &str, key: &[u8], game: GameId, address: &str) -> String {
    let (local, domain) = bot.split_once('@').unwrap_or((bot, ""));
    format!("{local}+g{game}-{}@{domain}", token(key, game, address))
}

/// The tag of `recipient` if it is an address of the bot with one (`local+TAG@domain`, the
/// local part and domain matched case-insensitively, angle brackets allowed).
fn bot_tag<'a>(bot: &str, recipient: &'a str) -> Option<&'a str> {
    let (bot_local, bot_domain) = bot.split_once('@')?;
    let (local, domain) = recipient
        .trim()
        .trim_matches(|c| c == '<' || c == '>')
        .rsplit_once('@')?;
    if !domain.eq_ignore_ascii_case(bot_domain) {
        return None;
    }
    let (base, tag) = local.split_once('+')?;
    if !base.eq_ignore_ascii_case(bot_local) {
        return None;
    }
    Some(tag)
}

/// The game number and token in a recipient address `local+gG-TOKEN@domain` of the bot,
/// if it has one (case-insensitive).
pub fn parse_recipient(bot: &str, recipient: &str) -> Option<(GameId, String)> {
    let tag = bot_tag(bot, recipient)?;
    let rest = tag.strip_prefix('g').or_else(|| tag.strip_prefix('G'))?;
    let (num, tok) = rest.split_once('-')?;
    let game = GameId(num.parse().ok()?);
    Some((game, tok.to_ascii_lowercase()))
}

/// The Reply-To address of an observer's mails about a game or a tournament:
/// `local+wG@domain`, `local+wtT@domain`. It carries no key, so nothing sent to it can
/// change the game; it only tells the bot what a reply such as `unwatch` is about.
pub fn watch_address(bot: &str, what: Watched) -> String {
    let (local, domain) = bot.split_once('@').unwrap_or((bot, ""));
    match what {
        Watched::Game(g) => format!("{local}+w{g}@{domain}"),
        Watched::Tournament(t) => format!("{local}+wt{t}@{domain}"),
    }
}

/// What an observer's address of the bot ([`watch_address`]) is about, if `recipient` is
/// one (case-insensitive).
pub fn parse_watch(bot: &str, recipient: &str) -> Option<Watched> {
    let tag = bot_tag(bot, recipient)?;
    let tag = tag.to_ascii_lowercase();
    let num = tag.strip_prefix('w')?;
    let (num, tournament) = match num.strip_prefix('t') {
        Some(n) => (n, true),
        None => (num, false),
    };
    if num.is_empty() || !num.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n = num.parse().ok().filter(|&n: &i64| n >= 1)?;
    Some(if tournament {
        Watched::Tournament(TournamentId(n))
    } else {
        Watched::Game(GameId(n))
    })
}

fn address_mac(key: &[u8], address: &str) -> Hmac<Sha256> {
    let mut m = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes keys of any length");
    m.update(format!("yubin address token v1\n{}", super::address::fold(address)).as_bytes());
    m
}

/// The Reply-To of the bot's mails to `address` that are about no one game (answers to
/// commands, confirmations): `local+a-TOKEN@domain`, `TOKEN` the first 80 bits of
/// HMAC-SHA256(server key, `"yubin address token v1\n" address`) in base32. A reply to it
/// from `address` proves that the sender reads that mailbox, as a game's key does for a
/// game: a command that binds the address to something (a challenge, a tournament entry, a
/// setting) is carried out without asking again.
pub fn address_key(bot: &str, key: &[u8], address: &str) -> String {
    let (local, domain) = bot.split_once('@').unwrap_or((bot, ""));
    let tok = base32(&address_mac(key, address).finalize().into_bytes()[..TOKEN_BYTES]);
    format!("{local}+a-{tok}@{domain}")
}

/// The token of a recipient address `local+a-TOKEN@domain` of the bot ([`address_key`]), if
/// it is one (case-insensitive).
pub fn parse_address_key(bot: &str, recipient: &str) -> Option<String> {
    let tag = bot_tag(bot, recipient)?;
    let tok = tag.strip_prefix("a-").or_else(|| tag.strip_prefix("A-"))?;
    Some(tok.to_ascii_lowercase())
}

/// Whether `tok` is the address token of `address` ([`address_key`]; constant time).
pub fn verify_address(key: &[u8], address: &str, tok: &str) -> bool {
    match unbase32(tok) {
        Some(bytes) if bytes.len() == TOKEN_BYTES && tok.len() == 16 => address_mac(key, address)
            .verify_truncated_left(&bytes)
            .is_ok(),
        _ => false,
    }
}

/// Whether `tok` is the token of `address` in game `game` (compared in constant time).
pub fn verify(key: &[u8], game: GameId, address: &str, tok: &str) -> bool {
    match unbase32(tok) {
        Some(bytes) if bytes.len() == TOKEN_BYTES && tok.len() == 16 => mac(key, game, address)
            .verify_truncated_left(&bytes)
            .is_ok(),
        _ => false,
    }
}

fn move_mac(key: &[u8], request: i64, address: &str) -> Hmac<Sha256> {
    let mut m = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes keys of any length");
    m.update(
        format!(
            "yubin move token v1\n{request}\n{}",
            super::address::fold(address)
        )
        .as_bytes(),
    );
    m
}

/// The Reply-To of the bot's mails that ask `address` to confirm the address change
/// numbered `request`: `local+mR-TOKEN@domain`, `TOKEN` the first 80 bits of
/// HMAC-SHA256(server key, `"yubin move token v1\n" R "\n" address`) in base32. A reply to it
/// from `address` confirms that side of the change, and nothing else: the two addresses of
/// one change have different keys, and no game's or address's key is one.
pub fn move_key(bot: &str, key: &[u8], request: i64, address: &str) -> String {
    let (local, domain) = bot.split_once('@').unwrap_or((bot, ""));
    let tok = base32(&move_mac(key, request, address).finalize().into_bytes()[..TOKEN_BYTES]);
    format!("{local}+m{request}-{tok}@{domain}")
}

/// The request number and token of a recipient address `local+mR-TOKEN@domain` of the bot
/// ([`move_key`]), if it is one (case-insensitive).
pub fn parse_move_key(bot: &str, recipient: &str) -> Option<(i64, String)> {
    let tag = bot_tag(bot, recipient)?;
    let rest = tag.strip_prefix('m').or_else(|| tag.strip_prefix('M'))?;
    let (num, tok) = rest.split_once('-')?;
    if num.is_empty() || !num.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n = num.parse().ok().filter(|&n: &i64| n >= 1)?;
    Some((n, tok.to_ascii_lowercase()))
}

/// Whether `tok` is the key of `address` for the address change `request` ([`move_key`];
/// constant time).
pub fn verify_move(key: &[u8], request: i64, address: &str, tok: &str) -> bool {
    match unbase32(tok) {
        Some(bytes) if bytes.len() == TOKEN_BYTES && tok.len() == 16 => {
            move_mac(key, request, address)
                .verify_truncated_left(&bytes)
                .is_ok()
        }
        _ => false,
    }
}

fn bounce_mac(key: &[u8], outbox: i64, address: &str) -> Hmac<Sha256> {
    let mut m = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes keys of any length");
    m.update(
        format!(
            "yubin bounce v1\n{outbox}\n{}",
            super::address::fold(address)
        )
        .as_bytes(),
    );
    m
}

/// The return path of the bot's mail number `outbox` (its outbox row) to `address`:
/// `local+bN-TOKEN@domain` (VERP; the scheme is in the module's documentation).
pub fn bounce_address(bot: &str, key: &[u8], outbox: i64, address: &str) -> String {
    let (local, domain) = bot.split_once('@').unwrap_or((bot, ""));
    let tok = base32(&bounce_mac(key, outbox, address).finalize().into_bytes()[..TOKEN_BYTES]);
    format!("{local}+b{outbox}-{tok}@{domain}")
}

/// The outbox row number and token of a return path of the bot ([`bounce_address`]), if
/// `recipient` is one (case-insensitive).
pub fn parse_bounce(bot: &str, recipient: &str) -> Option<(i64, String)> {
    let tag = bot_tag(bot, recipient)?;
    let rest = tag.strip_prefix('b').or_else(|| tag.strip_prefix('B'))?;
    let (num, tok) = rest.split_once('-')?;
    if num.is_empty() || num.len() > 18 || !num.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: i64 = num.parse().ok().filter(|&n| n >= 1)?;
    Some((n, tok.to_ascii_lowercase()))
}

/// Whether `tok` is the bounce token of the bot's mail number `outbox` to `address`
/// ([`bounce_address`]; constant time).
pub fn verify_bounce(key: &[u8], outbox: i64, address: &str, tok: &str) -> bool {
    match unbase32(tok) {
        Some(bytes) if bytes.len() == TOKEN_BYTES && tok.len() == 16 => {
            bounce_mac(key, outbox, address)
                .verify_truncated_left(&bytes)
                .is_ok()
        }
        _ => false,
    }
}

fn unsubscribe_mac(key: &[u8], stream: Stream, address: &str) -> Hmac<Sha256> {
    let mut m = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes keys of any length");
    m.update(
        format!(
            "yubin unsubscribe v1\n{}\n{}",
            stream.tag(),
            super::address::fold(address)
        )
        .as_bytes(),
    );
    m
}

/// The keyed address a mail to which from `address` stops `stream`:
/// `local+uS-TOKEN@domain` (`S` the stream's tag, `TOKEN` its recipient's key for it).
pub fn unsubscribe_address(bot: &str, key: &[u8], stream: Stream, address: &str) -> String {
    let (local, domain) = bot.split_once('@').unwrap_or((bot, ""));
    let tok = base32(
        &unsubscribe_mac(key, stream, address)
            .finalize()
            .into_bytes()[..TOKEN_BYTES],
    );
    format!("{local}+u{}-{tok}@{domain}", stream.tag())
}

/// What a keyed unsubscribe address of the bot among a mail's recipients says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UnsubscribeKey {
    /// The stream it names and its token (whether the token is the sender's is
    /// [`verify_unsubscribe`]'s question).
    Key(Stream, String),
    /// An address of the bot of that kind (`local+u…`) that is not one: garbled or made up.
    Garbled(String),
}

/// Whether `recipient` is a keyed unsubscribe address of the bot ([`unsubscribe_address`];
/// case-insensitive), and what it says. `None` for any other address.
pub fn parse_unsubscribe(bot: &str, recipient: &str) -> Option<UnsubscribeKey> {
    let tag = bot_tag(bot, recipient)?;
    let rest = tag.strip_prefix('u').or_else(|| tag.strip_prefix('U'))?;
    let read = rest.split_once('-').and_then(|(stream, tok)| {
        let ok = tok.len() == 16 && tok.bytes().all(|b| b.is_ascii_alphanumeric());
        Some((Stream::parse_tag(stream)?, tok.to_ascii_lowercase())).filter(|_| ok)
    });
    Some(match read {
        Some((stream, tok)) => UnsubscribeKey::Key(stream, tok),
        None => UnsubscribeKey::Garbled(tag.chars().take(64).collect()),
    })
}

/// Whether `tok` is `address`'s key for stopping `stream` ([`unsubscribe_address`]; constant
/// time).
pub fn verify_unsubscribe(key: &[u8], stream: Stream, address: &str, tok: &str) -> bool {
    match unbase32(tok) {
        Some(bytes) if bytes.len() == TOKEN_BYTES && tok.len() == 16 => {
            unsubscribe_mac(key, stream, address)
                .verify_truncated_left(&bytes)
                .is_ok()
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::GameId;
    use crate::model::TournamentId;

    const KEY: &[u8] = b"0123456789abcdef";

    #[test]
    fn an_address_key_is_the_addresses_own_and_no_games() {
        let bot = "bot@example.test";
        let a = address_key(bot, KEY, "Alice@Example.Test");
        assert!(
            a.starts_with("bot+a-") && a.ends_with("@example.test"),
            "{a}"
        );
        let tok = parse_address_key(bot, &a.to_uppercase().replace("EXAMPLE", "example")).unwrap();
        assert!(verify_address(KEY, "alice@example.test", &tok));
        assert!(!verify_address(KEY, "mallory@example.test", &tok));
        assert!(!verify_address(
            b"another key 01234",
            "alice@example.test",
            &tok
        ));
        // Neither a game's key nor an observer's address, and no game's key is one.
        assert_eq!(parse_recipient(bot, &a), None);
        assert_eq!(parse_watch(bot, &a), None);
        let g = reply_address(bot, KEY, GameId(1), "alice@example.test");
        assert_eq!(parse_address_key(bot, &g), None);
        let game_tok = token(KEY, GameId(1), "alice@example.test");
        assert!(!verify_address(KEY, "alice@example.test", &game_tok));
        for bad in ["", "abc", "a-", &"a".repeat(16), &"9".repeat(16)] {
            assert!(!verify_address(KEY, "alice@example.test", bad), "{bad}");
        }
    }

    #[test]
    fn an_unsubscribe_key_names_its_stream_and_its_recipient() {
        let bot = "bot@example.test";
        let game = Stream::Watched(Watched::Game(GameId(12)));
        let t = Stream::Watched(Watched::Tournament(TournamentId(3)));
        for stream in [
            game,
            t,
            Stream::Reminders,
            Stream::Digest,
            Stream::Crosstables(TournamentId(3)),
        ] {
            let a = unsubscribe_address(bot, KEY, stream, "Olga@Example.Test");
            assert!(a.starts_with(&format!("bot+u{}-", stream.tag())), "{a}");
            let Some(UnsubscribeKey::Key(s, tok)) =
                parse_unsubscribe(bot, &format!("<{}>", a.to_uppercase()))
            else {
                panic!("{a} does not read back");
            };
            assert_eq!(s, stream);
            assert!(verify_unsubscribe(KEY, stream, "olga@example.test", &tok));
            // Forged: another recipient, another stream, another server key.
            assert!(!verify_unsubscribe(
                KEY,
                stream,
                "mallory@example.test",
                &tok
            ));
            assert!(!verify_unsubscribe(
                b"another key 01234",
                stream,
                "olga@example.test",
                &tok
            ));
            // Nothing else reads it as its own, and it reads no other key.
            assert_eq!(parse_recipient(bot, &a), None);
            assert_eq!(parse_watch(bot, &a), None);
            assert_eq!(parse_address_key(bot, &a), None);
        }
        let tok = token(KEY, GameId(12), "olga@example.test");
        assert!(!verify_unsubscribe(KEY, game, "olga@example.test", &tok));
        let g12 = unsubscribe_address(bot, KEY, game, "olga@example.test");
        let Some(UnsubscribeKey::Key(_, tok)) = parse_unsubscribe(bot, &g12) else {
            panic!()
        };
        assert!(!verify_unsubscribe(
            KEY,
            Stream::Watched(Watched::Game(GameId(13))),
            "olga@example.test",
            &tok
        ));
        assert!(!verify_unsubscribe(KEY, t, "olga@example.test", &tok));
        // An observer's key for a tournament stops no entrant's crosstables, nor the reverse.
        let x3 = Stream::Crosstables(TournamentId(3));
        let t3 = unsubscribe_address(bot, KEY, t, "olga@example.test");
        let Some(UnsubscribeKey::Key(_, t3_tok)) = parse_unsubscribe(bot, &t3) else {
            panic!("{t3}");
        };
        assert!(!verify_unsubscribe(KEY, x3, "olga@example.test", &t3_tok));
        for bad in ["", "abc", &"a".repeat(16), &"9".repeat(16), &tok[..15]] {
            assert!(
                !verify_unsubscribe(KEY, game, "olga@example.test", bad),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_garbled_unsubscribe_address_is_told_apart_from_other_addresses() {
        let bot = "bot@example.test";
        for garbled in [
            "bot+u@example.test",
            "bot+ug12@example.test",
            "bot+ug12-short@example.test",
            "bot+uy12-aaaaaaaaaaaaaaaa@example.test",
            "bot+ux0-aaaaaaaaaaaaaaaa@example.test",
            "bot+ug0-aaaaaaaaaaaaaaaa@example.test",
            "bot+ug12-aaaaaaaaaaaaaaa!@example.test",
            "bot+ug12-aaaaaaaaaaaaaaaaa@example.test",
        ] {
            assert!(
                matches!(
                    parse_unsubscribe(bot, garbled),
                    Some(UnsubscribeKey::Garbled(_))
                ),
                "{garbled}"
            );
        }
        for other in [
            "bot@example.test",
            "bot+w12@example.test",
            "bot+a-aaaaaaaaaaaaaaaa@example.test",
            "other+ug12-aaaaaaaaaaaaaaaa@example.test",
            "bot+ug12-aaaaaaaaaaaaaaaa@elsewhere.test",
        ] {
            assert_eq!(parse_unsubscribe(bot, other), None, "{other}");
        }
    }

    #[test]
    fn an_observers_address_names_the_game_and_holds_no_key() {
        let a = watch_address("bot@example.test", Watched::Game(GameId(12)));
        assert_eq!(a, "bot+w12@example.test");
        assert_eq!(
            parse_watch("bot@example.test", &a),
            Some(Watched::Game(GameId(12)))
        );
        let t = watch_address("bot@example.test", Watched::Tournament(TournamentId(3)));
        assert_eq!(t, "bot+wt3@example.test");
        assert_eq!(
            parse_watch("bot@example.test", &t),
            Some(Watched::Tournament(TournamentId(3)))
        );
        assert_eq!(
            parse_watch("bot@example.test", "<BOT+W12@Example.Test>"),
            Some(Watched::Game(GameId(12)))
        );
        assert_eq!(parse_recipient("bot@example.test", &a), None);
        for other in [
            "bot+w@example.test",
            "bot+w0@example.test",
            "bot+wt@example.test",
            "bot+w12x@example.test",
            "bot+g12-abc@example.test",
            "other+w12@example.test",
            "bot+w12@elsewhere.test",
        ] {
            assert_eq!(parse_watch("bot@example.test", other), None, "{other}");
        }
    }

    #[test]
    fn tokens_are_stable_per_game_and_player() {
        let t = token(KEY, GameId(12), "Alice@Example.test");
        assert_eq!(t.len(), 16);
        assert_eq!(t, token(KEY, GameId(12), "alice@example.test"));
        assert_ne!(t, token(KEY, GameId(13), "alice@example.test"));
        assert_ne!(t, token(KEY, GameId(12), "bob@example.test"));
        assert_ne!(
            t,
            token(b"another key 1234", GameId(12), "alice@example.test")
        );
        assert!(verify(KEY, GameId(12), "alice@example.test", &t));
        assert!(verify(
            KEY,
            GameId(12),
            "alice@example.test",
            &t.to_ascii_uppercase()
        ));
        assert!(!verify(KEY, GameId(12), "bob@example.test", &t));
        assert!(!verify(KEY, GameId(12), "alice@example.test", &t[..15]));
        assert!(!verify(
            KEY,
            GameId(12),
            "alice@example.test",
            "0000000000000000"
        ));
        assert!(!verify(KEY, GameId(12), "alice@example.test", ""));
    }

    #[test]
    fn reply_addresses_round_trip() {
        let a = reply_address("bot@example.test", KEY, GameId(7), "bob@example.test");
        let (game, tok) = parse_recipient("bot@example.test", &a).unwrap();
        assert_eq!(game, GameId(7));
        assert!(verify(KEY, GameId(7), "bob@example.test", &tok));
        assert_eq!(
            parse_recipient("bot@example.test", &a.to_ascii_uppercase())
                .unwrap()
                .0,
            GameId(7)
        );
        for bad in [
            "bot@example.test",
            "other+g7-abc@example.test",
            "bot+g7-abc@elsewhere.test",
            "bot+x7-abc@example.test",
            "bot+gx-abc@example.test",
        ] {
            assert_eq!(parse_recipient("bot@example.test", bad), None, "{bad}");
        }
    }

    #[test]
    fn a_move_key_is_one_addresses_for_one_request_and_nothing_else() {
        let bot = "bot@example.test";
        let old = move_key(bot, KEY, 3, "Frank@Example.Test");
        let new = move_key(bot, KEY, 3, "frank@new.example");
        assert!(
            old.starts_with("bot+m3-") && old.ends_with("@example.test"),
            "{old}"
        );
        let (n, tok) =
            parse_move_key(bot, &old.to_uppercase().replace("EXAMPLE", "example")).unwrap();
        assert_eq!(n, 3);
        assert!(verify_move(KEY, 3, "frank@example.test", &tok));
        // The other address of the same request, another request, another server key.
        assert!(!verify_move(KEY, 3, "frank@new.example", &tok));
        assert!(!verify_move(KEY, 4, "frank@example.test", &tok));
        assert!(!verify_move(
            b"another key 01234",
            3,
            "frank@example.test",
            &tok
        ));
        let (_, new_tok) = parse_move_key(bot, &new).unwrap();
        assert_ne!(tok, new_tok);
        // No game's key, address key or observer's address is one, nor is it one of those.
        assert_eq!(parse_recipient(bot, &old), None);
        assert_eq!(parse_address_key(bot, &old), None);
        assert_eq!(parse_watch(bot, &old), None);
        let a = address_key(bot, KEY, "frank@example.test");
        assert_eq!(parse_move_key(bot, &a), None);
        let a_tok = parse_address_key(bot, &a).unwrap();
        assert!(!verify_move(KEY, 3, "frank@example.test", &a_tok));
        for bad in [
            "bot+m-abc@example.test",
            "bot+m0-abcdefghijklmnop@example.test",
            "bot+mx-abcdefghijklmnop@example.test",
            "bot+m3abcdefghijklmnop@example.test",
            "other+m3-abcdefghijklmnop@example.test",
            "bot+m3-abcdefghijklmnop@elsewhere.test",
            "bot+m99999999999999999999-abc@example.test",
        ] {
            assert_eq!(parse_move_key(bot, bad), None, "{bad}");
        }
        for bad in ["", "abc", &"a".repeat(16), &"9".repeat(16)] {
            assert!(!verify_move(KEY, 3, "frank@example.test", bad), "{bad}");
        }
    }

    #[test]
    fn a_return_path_names_its_mail_and_cannot_be_forged_for_another() {
        let bot = "bot@example.test";
        let a = bounce_address(bot, KEY, 42, "Alice@Example.Test");
        assert!(
            a.starts_with("bot+b42-") && a.ends_with("@example.test"),
            "{a}"
        );
        let (n, tok) = parse_bounce(
            bot,
            &format!(
                "<{}>",
                a.to_uppercase().replace("EXAMPLE.TEST", "example.test")
            ),
        )
        .unwrap();
        assert_eq!(n, 42);
        assert!(verify_bounce(KEY, 42, "alice@example.test", &tok));
        // Another mail, another address, another key: refused.
        assert!(!verify_bounce(KEY, 43, "alice@example.test", &tok));
        assert!(!verify_bounce(KEY, 42, "bob@example.test", &tok));
        assert!(!verify_bounce(
            b"another key 01234",
            42,
            "alice@example.test",
            &tok
        ));
        // No other key of the bot is a return path, and a return path is none of them.
        assert_eq!(parse_recipient(bot, &a), None);
        assert_eq!(parse_address_key(bot, &a), None);
        assert_eq!(parse_watch(bot, &a), None);
        let game_tok = token(KEY, GameId(42), "alice@example.test");
        assert!(!verify_bounce(KEY, 42, "alice@example.test", &game_tok));
        for other in [
            "bot+b-abc@example.test",
            "bot+b0-abc@example.test",
            "bot+bx-abc@example.test",
            "bot+b42@example.test",
            "bot+b99999999999999999999-abc@example.test",
            "other+b42-abc@example.test",
            "bot+b42-abc@elsewhere.test",
            "bot+g42-abc@example.test",
        ] {
            assert_eq!(parse_bounce(bot, other), None, "{other}");
        }
        for bad in ["", "abc", &"a".repeat(16), &"9".repeat(16)] {
            assert!(!verify_bounce(KEY, 42, "alice@example.test", bad), "{bad}");
        }
    }

    #[test]
    fn base32_round_trips() {
        for n in 0..=12u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(37).wrapping_add(n)).collect();
            let enc = base32(&bytes);
            let dec = unbase32(&enc).unwrap();
            assert_eq!(&dec[..bytes.len()], &bytes[..]);
        }
    }
}
