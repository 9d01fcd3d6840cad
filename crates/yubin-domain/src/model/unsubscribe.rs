//! The recurring mails a recipient can stop (RFC 2369 `List-Unsubscribe`): an observation of
//! a game or a tournament, and a player's deadline reminders. Every mail that is not a
//! direct answer to its recipient's own action carries an [`Unsubscribe`] naming its
//! stream; the mail layer writes it as the `List-Unsubscribe` headers.

use super::{GameId, TournamentId, Watched};

/// What one `List-Unsubscribe` stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stream {
    /// An observation (`watch` or `notify` of a game, `watch T3`).
    Watched(Watched),
    /// A player's deadline reminders, in all their games (`reminders off`).
    Reminders,
    /// A player's daily digest (`digest off`).
    Digest,
    /// An entrant's crosstables after each finished game of a tournament they play in
    /// (`crosstables T3 off`); their game mails and the final crosstable still come.
    Crosstables(TournamentId),
}

impl Stream {
    /// As it is written in a keyed address and stored: `g12`, `t3`, `r`, `d`, `x3`.
    pub fn tag(self) -> String {
        match self {
            Stream::Watched(Watched::Game(g)) => format!("g{g}"),
            Stream::Watched(Watched::Tournament(t)) => format!("t{t}"),
            Stream::Reminders => "r".to_string(),
            Stream::Digest => "d".to_string(),
            Stream::Crosstables(t) => format!("x{t}"),
        }
    }

    /// Reads [`Stream::tag`] back (case-insensitive); `None` for anything else.
    pub fn parse_tag(tag: &str) -> Option<Stream> {
        let tag = tag.to_ascii_lowercase();
        if tag == "r" {
            return Some(Stream::Reminders);
        }
        if tag == "d" {
            return Some(Stream::Digest);
        }
        let (kind, num) = tag.split_at_checked(1)?;
        if num.is_empty() || num.len() > 18 || !num.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: i64 = num.parse().ok().filter(|&n| n >= 1)?;
        match kind {
            "g" => Some(Stream::Watched(Watched::Game(GameId(n)))),
            "t" => Some(Stream::Watched(Watched::Tournament(TournamentId(n)))),
            "x" => Some(Stream::Crosstables(TournamentId(n))),
            _ => None,
        }
    }
}

/// How a recurring mail is unsubscribed from: the stream, the keyed address a mail stops it
/// by (`mailto:`), and the HTTPS address of a one-click unsubscribe (RFC 8058) when the
/// operator configured one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsubscribe {
    /// What it stops.
    pub stream: Stream,
    /// The keyed address (`bot+ug12-TOKEN@domain`, `yubin_domain::token::unsubscribe_address`).
    pub mailto: String,
    /// The one-click URL (`https://…`), only with the operator's `[unsubscribe] https_base`.
    pub https: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_round_trip_and_nothing_else_reads_as_one() {
        for s in [
            Stream::Reminders,
            Stream::Digest,
            Stream::Watched(Watched::Game(GameId(12))),
            Stream::Watched(Watched::Tournament(TournamentId(3))),
            Stream::Crosstables(TournamentId(3)),
        ] {
            assert_eq!(Stream::parse_tag(&s.tag()), Some(s));
            assert_eq!(Stream::parse_tag(&s.tag().to_uppercase()), Some(s));
        }
        for bad in [
            "",
            "g",
            "t",
            "g0",
            "g-1",
            "gx",
            "y12",
            "rr",
            "g12x",
            "g+1",
            "g١٢",
            "x",
            "x0",
            "xt3",
            "x3 ",
            "g99999999999999999999",
        ] {
            assert_eq!(Stream::parse_tag(bad), None, "{bad}");
        }
    }
}
