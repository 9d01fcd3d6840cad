//! The Message-IDs of the bot's own mails that the bot reads back: a reply's `In-Reply-To`
//! names the mail it answers, and some answers depend on which one it was (`unsubscribe`
//! in a reply to a reminder, a digest or a crosstable; a reply to a digest carrying moves).
//! One type makes them and reads them ([`MessageId::format`], [`MessageId::parse`]), so
//! that the two cannot drift apart; `parse(format(m)) == m` (property-tested).
//!
//! The forms, all `yubin.…@<the bot's domain>` (the domain is not part of the value: the
//! parse takes any, as a reply may come back through another of the operator's names):
//!
//! * `yubin.g<game>.<event>.<at>.<n>`: a game's mail caused by an event at the instant `at`
//!   (a deadline's reminder or timeout, an operator's decision, a bounce, a return), the
//!   `n`th of that event's mails;
//! * `yubin.t<tournament>.x<count>.<n>`: a tournament's crosstable to its entrants after its
//!   `count`th finished game (the observers' copy, `x<count>o`, is no such id);
//! * `yubin.digest.<8 hex digits>.<due>`: a player's daily digest, named by four bytes of
//!   their keyed digest and the instant it was due;
//! * `yubin.move<request>.<n>`: a mail of an address change the operator approved.
//!
//! The parse is strict: numbers are ASCII digits without a sign (but an instant's `-`),
//! without leading zeros and at most 18 digits; the digest's hex is lower case. Anything
//! else is no id of these (the caller reads the mail as answering nothing in particular).

use crate::model::{GameId, TournamentId};

/// What caused a game's mail ([`MessageId::Game`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameEvent {
    /// A deadline's reminder.
    Reminder,
    /// A loss on time.
    Timeout,
    /// The opponent's address was marked undeliverable.
    Undeliverable,
    /// A player marked undeliverable wrote again: their board.
    Returned,
    /// The operator adjudicated the game.
    Adjudicate,
    /// The operator annulled the game.
    Annul,
    /// The operator resent the board.
    Resend,
}

impl GameEvent {
    /// Every event.
    pub const ALL: [GameEvent; 7] = [
        GameEvent::Reminder,
        GameEvent::Timeout,
        GameEvent::Undeliverable,
        GameEvent::Returned,
        GameEvent::Adjudicate,
        GameEvent::Annul,
        GameEvent::Resend,
    ];

    /// Its word in the id.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameEvent::Reminder => "reminder",
            GameEvent::Timeout => "timeout",
            GameEvent::Undeliverable => "undeliverable",
            GameEvent::Returned => "returned",
            GameEvent::Adjudicate => "adjudicate",
            GameEvent::Annul => "annul",
            GameEvent::Resend => "resend",
        }
    }

    fn parse(word: &str) -> Option<GameEvent> {
        GameEvent::ALL.into_iter().find(|e| e.as_str() == word)
    }
}

/// One of the bot's Message-IDs that it reads back (the module's forms).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageId {
    /// `yubin.g<game>.<event>.<at>.<n>`.
    Game {
        /// The game.
        game: GameId,
        /// What caused the mail.
        event: GameEvent,
        /// The event's instant.
        at: i64,
        /// Which of the event's mails.
        n: usize,
    },
    /// `yubin.t<tournament>.x<count>.<n>`, or `yubin.t<tournament>.x<count>a<aborted>.<n>`
    /// once a game of it was aborted or annulled.
    Crosstable {
        /// The tournament.
        tournament: TournamentId,
        /// How many of its games had finished (annulled ones left out).
        count: u32,
        /// How many of its games had been aborted or annulled (never fewer; only an
        /// annulment takes a finished game out): a crosstable after an annulment, or after
        /// as many finished games as before one, is another mail (its count alone was the
        /// one of an earlier crosstable).
        aborted: u32,
        /// Which of its recipients' mails.
        n: usize,
    },
    /// `yubin.digest.<8 hex>.<due>`.
    Digest {
        /// The first four bytes of the player's keyed digest.
        key: [u8; 4],
        /// When it was due.
        due: i64,
    },
    /// `yubin.move<request>.<n>`.
    Move {
        /// The address change.
        request: i64,
        /// Which of its mails.
        n: usize,
    },
}

impl MessageId {
    /// The id with the bot's `domain`, without angle brackets.
    pub fn format(&self, domain: &str) -> String {
        match self {
            MessageId::Game { game, event, at, n } => {
                format!("yubin.g{game}.{}.{at}.{n}@{domain}", event.as_str())
            }
            MessageId::Crosstable {
                tournament,
                count,
                aborted: 0,
                n,
            } => format!("yubin.t{tournament}.x{count}.{n}@{domain}"),
            MessageId::Crosstable {
                tournament,
                count,
                aborted,
                n,
            } => format!("yubin.t{tournament}.x{count}a{aborted}.{n}@{domain}"),
            MessageId::Digest { key, due } => format!(
                "yubin.digest.{:02x}{:02x}{:02x}{:02x}.{due}@{domain}",
                key[0], key[1], key[2], key[3]
            ),
            MessageId::Move { request, n } => format!("yubin.move{request}.{n}@{domain}"),
        }
    }

    /// The id `text` is (with or without angle brackets; any domain), if it is one of the
    /// module's forms.
    pub fn parse(text: &str) -> Option<MessageId> {
        let text = text
            .strip_prefix('<')
            .and_then(|t| t.strip_suffix('>'))
            .unwrap_or(text);
        let (local, domain) = text.split_once('@')?;
        if domain.is_empty() || domain.contains('@') {
            return None;
        }
        let rest = local.strip_prefix("yubin.")?;
        let mut parts = rest.split('.');
        let first = parts.next()?;
        let fields: Vec<&str> = parts.collect();
        let id = if first == "digest" {
            let [hex, due] = fields[..] else { return None };
            MessageId::Digest {
                key: hex4(hex)?,
                due: instant(due)?,
            }
        } else if let Some(request) = first.strip_prefix("move") {
            let [n] = fields[..] else { return None };
            MessageId::Move {
                request: number(request)?,
                n: number(n)?,
            }
        } else if let Some(game) = first.strip_prefix('g') {
            let [event, at, n] = fields[..] else {
                return None;
            };
            MessageId::Game {
                game: GameId(number(game)?),
                event: GameEvent::parse(event)?,
                at: instant(at)?,
                n: number(n)?,
            }
        } else if let Some(t) = first.strip_prefix('t') {
            let [tag, n] = fields[..] else { return None };
            let tag = tag.strip_prefix('x')?;
            let (count, aborted) = match tag.split_once('a') {
                Some((count, aborted)) => (count, number(aborted).filter(|&a: &u32| a > 0)?),
                None => (tag, 0),
            };
            MessageId::Crosstable {
                tournament: TournamentId(number(t)?),
                count: number(count)?,
                aborted,
                n: number(n)?,
            }
        } else {
            return None;
        };
        Some(id)
    }
}

/// A number as the module's forms write it: ASCII digits, no sign, no leading zero, at most
/// 18 digits, fitting `T`.
fn number<T: std::str::FromStr>(text: &str) -> Option<T> {
    let fine = !text.is_empty()
        && text.len() <= 18
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    fine.then(|| text.parse().ok()).flatten()
}

/// An instant: a [`number`], or `-` and a positive one.
fn instant(text: &str) -> Option<i64> {
    match text.strip_prefix('-') {
        Some(n) => number::<i64>(n).filter(|&n| n > 0).map(|n| -n),
        None => number(text),
    }
}

/// Four bytes as eight lower-case hex digits.
fn hex4(text: &str) -> Option<[u8; 4]> {
    if text.len() != 8
        || !text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    {
        return None;
    }
    let mut out = [0; 4];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const D: &str = "yubin.example.org";

    /// Ids as the module writes them: numbers that fit 18 digits.
    fn ids() -> impl Strategy<Value = MessageId> {
        let id = 0..=999_999_999_999_999_999i64;
        let at = -999_999_999_999_999_999..=999_999_999_999_999_999i64;
        let n = 0..=999_999_999_999_999_999usize;
        prop_oneof![
            (id.clone(), 0..GameEvent::ALL.len(), at.clone(), n.clone()).prop_map(
                |(g, e, at, n)| MessageId::Game {
                    game: GameId(g),
                    event: GameEvent::ALL[e],
                    at,
                    n
                }
            ),
            (
                id.clone(),
                any::<u32>(),
                prop_oneof![Just(0u32), any::<u32>()],
                n.clone()
            )
                .prop_map(|(t, count, aborted, n)| MessageId::Crosstable {
                    tournament: TournamentId(t),
                    count,
                    aborted,
                    n,
                }),
            (any::<[u8; 4]>(), at).prop_map(|(key, due)| MessageId::Digest { key, due }),
            (id, n).prop_map(|(request, n)| MessageId::Move { request, n }),
        ]
    }

    proptest! {
        #[test]
        fn every_id_reads_back_as_written(m in ids()) {
            let text = m.format(D);
            prop_assert_eq!(MessageId::parse(&text), Some(m));
            prop_assert_eq!(MessageId::parse(&format!("<{text}>")), Some(m));
        }

        #[test]
        fn any_text_is_read_without_a_panic_and_what_reads_writes_back(text in "\\PC{0,60}") {
            if let Some(m) = MessageId::parse(&text) {
                let (_, domain) = text.trim_start_matches('<').trim_end_matches('>').split_once('@').unwrap();
                prop_assert_eq!(m.format(domain), text.trim_start_matches('<').trim_end_matches('>'));
            }
        }
    }

    #[test]
    fn the_forms_are_the_ones_the_mails_carried_before() {
        let cases = [
            (
                MessageId::Game {
                    game: GameId(12),
                    event: GameEvent::Reminder,
                    at: 1_800_000_000,
                    n: 0,
                },
                "yubin.g12.reminder.1800000000.0@yubin.example.org",
            ),
            (
                MessageId::Crosstable {
                    tournament: TournamentId(3),
                    count: 5,
                    aborted: 0,
                    n: 2,
                },
                "yubin.t3.x5.2@yubin.example.org",
            ),
            (
                MessageId::Crosstable {
                    tournament: TournamentId(3),
                    count: 4,
                    aborted: 1,
                    n: 2,
                },
                "yubin.t3.x4a1.2@yubin.example.org",
            ),
            (
                MessageId::Digest {
                    key: [0x0a, 0xb1, 0, 0xff],
                    due: 1_800_000_000,
                },
                "yubin.digest.0ab100ff.1800000000@yubin.example.org",
            ),
            (
                MessageId::Move { request: 7, n: 1 },
                "yubin.move7.1@yubin.example.org",
            ),
        ];
        let mut ran = 0;
        for (m, text) in cases {
            assert_eq!(m.format(D), text);
            assert_eq!(MessageId::parse(text), Some(m));
            ran += 1;
        }
        assert_eq!(ran, 5);
    }

    #[test]
    fn hostile_and_foreign_ids_are_none_of_these() {
        let bad = [
            "",
            "@",
            "yubin.g12.reminder.1800000000.0",
            "yubin.g12.reminder.1800000000.0@",
            "yubin.g12.reminder.1800000000.0@a@b",
            "yubin.g.reminder.1.0@d",
            "yubin.g012.reminder.1.0@d",
            "yubin.g+12.reminder.1.0@d",
            "yubin.g-12.reminder.1.0@d",
            "yubin.g12.Reminder.1.0@d",
            "yubin.g12.reminder.-0.0@d",
            "yubin.g12.reminder.1.0.9@d",
            "yubin.g12.reminder.1@d",
            "yubin.g1234567890123456789.reminder.1.0@d",
            "yubin.g12.reminder.9999999999999999999.0@d",
            "yubin.g١٢.reminder.1.0@d",
            "yubin.t3.x5o.0@d",
            "yubin.t3.final.0@d",
            "yubin.t3.x.0@d",
            "yubin.t3.x5a0.0@d",
            "yubin.t3.x5a.0@d",
            "yubin.t3.xa1.0@d",
            "yubin.t3.x5a1a1.0@d",
            "yubin.t3.x5a1o.0@d",
            "yubin.t3.x99999999999.0@d",
            "yubin.t3.x5@d",
            "yubin.digest.0AB100FF.1@d",
            "yubin.digest.0ab100f.1@d",
            "yubin.digest.0ab100ffa.1@d",
            "yubin.digest.0ab1 0ff.1@d",
            "yubin.digest.0ab100ff@d",
            "yubin.move.1@d",
            "yubin.move7@d",
            "yubin.66f3e5a8ecadc5b.0@d",
            "sha256.00@missing-message-id",
            "xyubin.g12.reminder.1.0@d",
            "<yubin.g12.reminder.1.0@d",
        ];
        let mut ran = 0;
        for text in bad {
            assert_eq!(MessageId::parse(text), None, "{text}");
            ran += 1;
        }
        assert_eq!(ran, bad.len());
        // A Message-ID of 900 KB (as a hostile mail's In-Reply-To may be) is read in one pass.
        let huge = format!("yubin.g1.reminder.1.{}@d", "9".repeat(900_000));
        assert_eq!(MessageId::parse(&huge), None);
    }
}
