//! `List-Unsubscribe` and `unsubscribe` (issue 26): two observers of a casual game, one
//! reading English and one Japanese, each stop it by a mail to the keyed address of its
//! `List-Unsubscribe`; the next move sends them nothing; `unsubscribe` alone lists a
//! player's streams, then after `reminders off`, and an observer's, now none.

use super::*;

const UGO: &str = "ugo@example.test";
const UNA: &str = "una@example.test";
const ULLA: &str = "ulla@example.test";
const USHIO: &str = "ushio@example.jp";

/// The keyed unsubscribe address of the one mail to `who` among `mails`.
fn keyed(mails: &[OutMail], who: &str) -> String {
    let m = mails
        .iter()
        .find(|m| m.to == who)
        .unwrap_or_else(|| panic!("no mail to {who}: {mails:#?}"));
    m.unsubscribe
        .as_ref()
        .expect("List-Unsubscribe")
        .mailto
        .clone()
}

pub(super) fn play(s: &mut Script) {
    s.mail("u_challenge", UGO, BOT, &format!("challenge {UNA} black"));
    let g = s.last_game();
    let (b, w) = (s.token(g, UGO), s.token(g, UNA));
    s.mail("u_accept", UNA, &w, "accept");
    s.mail("u_watch", ULLA, BOT, &format!("watch {g}"));
    s.mail("u_language", USHIO, BOT, "言語 日本語");
    s.mail("u_watch_ja", USHIO, BOT, &format!("watch {g}"));
    let moved = s.mail("u_move", UGO, &b, "P-8h");
    let (ulla, ushio) = (keyed(&moved, ULLA), keyed(&moved, USHIO));
    // A mail program's unsubscribe button: a mail with any body (here none) to the key.
    s.mail("u_unsubscribe", ULLA, &ulla, "");
    s.mail("u_unsubscribe_ja", USHIO, &ushio, "unsubscribe");
    let after = s.mail("u_move_after", UNA, &w, "P-8e");
    assert!(
        after.iter().all(|m| m.to != ULLA && m.to != USHIO),
        "an observer who unsubscribed still gets the boards: {after:?}"
    );
    s.mail("u_streams", UGO, BOT, "unsubscribe");
    s.mail("u_reminders_off", UNA, BOT, "reminders off");
    s.mail("u_streams_off", UNA, BOT, "unsubscribe");
    s.mail("u_streams_ja", USHIO, BOT, "unsubscribe");
}

/// Over every mail of the conversation: `List-Unsubscribe` on exactly the recurring ones
/// (an observer's boards, end and crosstables after the welcome; reminders), each naming
/// its stream and keyed for its recipient, and on no direct answer or player's game mail.
#[test]
fn every_recurring_mail_and_no_other_says_how_to_unsubscribe() {
    use yubin_domain::model::Stream;
    let key = settings().secret_key;
    let (mut recurring, mut others, mut crosstables) = (0, 0, 0);
    for (name, m) in &golden().lists {
        let to = m.to.clone();
        let observed = m
            .reply_to
            .as_deref()
            .and_then(|r| token::parse_watch(BOT, r));
        // The welcome answers the observer's own `watch` (its In-Reply-To is theirs).
        let answer = m
            .in_reply_to
            .as_deref()
            .is_some_and(|id| !id.starts_with("yubin."));
        let want = if m.message_id.contains(".reminder.") {
            Some(Stream::Reminders)
        } else if m.message_id.starts_with("yubin.digest.") {
            Some(Stream::Digest)
        } else if let Some(t) = crosstable_of(&m.message_id) {
            // An entrant's crosstable after a game: stream `x` (the organiser who does not
            // play gets none, `src/shell/tests/unsubscribe.rs`).
            crosstables += usize::from(m.unsubscribe.is_some());
            m.unsubscribe
                .as_ref()
                .map(|_| Stream::Crosstables(yubin_domain::model::TournamentId(t)))
        } else {
            observed.filter(|_| !answer).map(Stream::Watched)
        };
        let got = m.unsubscribe.as_ref().map(|u| u.stream);
        assert_eq!(got, want, "{name}: {m:?}");
        match &m.unsubscribe {
            Some(u) => {
                recurring += 1;
                let Some(token::UnsubscribeKey::Key(stream, tok)) =
                    token::parse_unsubscribe(BOT, &u.mailto)
                else {
                    panic!("{name}: {} is no keyed address", u.mailto);
                };
                assert_eq!(stream, u.stream, "{name}");
                assert!(token::verify_unsubscribe(&key, stream, &to, &tok), "{name}");
                assert_eq!(u.https, None, "{name}: no https base is configured");
            }
            None => others += 1,
        }
    }
    assert!(
        recurring >= 5 && others > 100 && crosstables >= 6,
        "{recurring} recurring, {others} others, {crosstables} crosstables"
    );
}

/// The tournament of a crosstable after a game to its players (`yubin.t3.x5.0@…`; an
/// observer's is `x5o`).
fn crosstable_of(id: &str) -> Option<i64> {
    let (t, rest) = id.strip_prefix("yubin.t")?.split_once('.')?;
    let (count, rest) = rest.strip_prefix('x')?.split_once('.')?;
    let digits = |d: &str| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit());
    (digits(count) && rest.split_once('@').is_some_and(|(n, _)| digits(n)))
        .then(|| t.parse().ok())
        .flatten()
}
