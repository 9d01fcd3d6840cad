//! A reply to a digest: one line per game, `12: P-7f`, each carried out as a move sent alone
//! to that game's reply address.
//!
//! The reply comes to the player's address key (the digest's Reply-To), which proves that its
//! sender reads that mailbox as a game's key does; so each line becomes a mail from the same
//! sender to their own key of the game it names, and the engine checks and answers it as
//! any move. A line that names a game the sender does not play is refused by that game's
//! rules (not their game), never guessed.

use crate::reading::extract::{self, Original};
use crate::{Engine, Inbound};
use yubin_domain::model::{GameId, InboundRecord, InboundStatus};
use yubin_domain::msgid::MessageId;
use yubin_domain::token;

/// The most lines of one reply carried out: more than a heavy correspondence player has
/// games on turn.
pub const MAX_PARTS: usize = 100;

/// One line of a digest reply, `12: P-7f` (also `12 : P-7f`, `#12: P-7f`, a full-width
/// colon): the game and the text after the colon, trimmed. `None` for a line without a
/// positive game number before a colon or without text after it.
///
/// ```
/// use yubin_domain::model::GameId;
/// use yubin_engine::digest::reply::part;
/// assert_eq!(part("#12 : P-7f"), Some((GameId(12), "P-7f")));
/// assert_eq!(part("12：７六歩"), Some((GameId(12), "７六歩")));
/// assert_eq!(part("0: P-7f"), None);
/// assert_eq!(part("P-7f"), None);
/// ```
pub fn part(line: &str) -> Option<(GameId, &str)> {
    let (head, text) = line.split_once(':').or_else(|| line.split_once('：'))?;
    let number: i64 = head.trim().trim_start_matches('#').parse().ok()?;
    let text = text.trim();
    (number > 0 && !text.is_empty()).then_some((GameId(number), text))
}

impl Engine {
    /// The parts of `mail` when it is a reply to a digest: it answers a digest, comes to its
    /// sender's own address key, and every line its sender wrote (outside the quoted
    /// digest, `original`) names a game, each a different one. `None`: read it as any mail.
    pub fn digest_parts(
        &self,
        mail: &Inbound,
        original: Option<&Original>,
    ) -> Option<Vec<Inbound>> {
        let s = self.settings();
        if !matches!(
            MessageId::parse(mail.answers()?),
            Some(MessageId::Digest { .. })
        ) {
            return None;
        }
        let key = mail.address_key(&s.bot_address)?;
        if !token::verify_address(
            &s.secret_key,
            &yubin_domain::address::fold(&mail.from),
            &key,
        ) {
            return None;
        }
        let lines = extract::command_lines(&mail.body, original);
        let parts: Vec<(GameId, &str)> = lines.iter().map(|l| part(l)).collect::<Option<_>>()?;
        let mut games: Vec<GameId> = parts.iter().map(|p| p.0).collect();
        games.sort();
        games.dedup();
        if parts.is_empty() || games.len() != parts.len() || parts.len() > MAX_PARTS {
            return None;
        }
        Some(
            parts
                .into_iter()
                .map(|(game, text)| Inbound {
                    message_id: format!("{}.part{}", mail.message_id, game.0),
                    recipients: vec![token::reply_address(
                        &s.bot_address,
                        &s.secret_key,
                        game,
                        &mail.from,
                    )],
                    body: text.to_string(),
                    in_reply_to: None,
                    references: Vec::new(),
                    ..mail.clone()
                })
                .collect(),
        )
    }

    /// The log entry of a digest reply carried out as `parts` mails.
    pub fn digest_reply_record(&self, mail: &Inbound, parts: usize, now: i64) -> InboundRecord {
        InboundRecord {
            message_id: mail.message_id.clone(),
            sender: mail.from.clone(),
            subject: crate::reading::echo::line(&mail.subject),
            received_at: now,
            status: InboundStatus::Processed,
            note: format!("digest reply: {parts} moves, each logged as its own mail"),
            body: String::new(),
            keyed: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::part;
    use yubin_domain::model::GameId;

    #[test]
    fn a_line_names_its_game() {
        assert_eq!(part("12: P-7f"), Some((GameId(12), "P-7f")));
        assert_eq!(part("#12 : P-7f #3"), Some((GameId(12), "P-7f #3")));
        assert_eq!(part("12：７六歩"), Some((GameId(12), "７六歩")));
        for bad in [
            "P-7f", "12:", "x: P-7f", "0: P-7f", "-3: P-7f", ": P-7f", "12 P-7f",
        ] {
            assert_eq!(part(bad), None, "{bad}");
        }
    }
}
