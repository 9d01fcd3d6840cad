//! An entrant's crosstables (issue 26, stream `x`): a round robin of three, one reading
//! Japanese; after the first game each entrant's crosstable carries a `List-Unsubscribe`;
//! one replies `unsubscribe` to it (nothing vouches for her: it only stops her own mail),
//! another presses the button (a mail to the keyed address); the second game's crosstable
//! goes to the third alone; `unsubscribe` alone lists the stopped one; `crosstables T… on`
//! brings it back; one who does not play is told so; the final crosstable comes to all.

use super::*;
use yubin_domain::model::{Stream, TournamentId};

const XAVIER: &str = "xavier@example.test";
const XENIA: &str = "xenia@example.test";
const XIAO: &str = "xiao@example.jp";
const XERXES: &str = "xerxes@example.test";

/// The crosstable after a game of tournament `t` to `who` among `mails`.
fn to<'m>(mails: &'m [OutMail], t: i64, who: &str) -> &'m OutMail {
    mails
        .iter()
        .find(|m| m.to == who && m.message_id.starts_with(&format!("yubin.t{t}.x")))
        .unwrap_or_else(|| panic!("no mail to {who}: {mails:#?}"))
}

/// The white player of tournament `t`'s game `n` (0-based) resigns.
fn resign(s: &mut Script, what: &str, t: i64, n: usize) -> Vec<OutMail> {
    let (id, _, white) = s.tournament_games(t)[n].clone();
    let key = s.token(id, &white);
    s.mail(what, &white, &key, "resign")
}

pub(super) fn play(s: &mut Script) {
    s.mail("x_language", XIAO, BOT, "言語 日本語");
    s.mail(
        "x_create",
        XAVIER,
        BOT,
        "tournament create \"Crosstables\" rr days=5",
    );
    let t: i64 = s
        .shell
        .store()
        .connection()
        .query_row("SELECT max(id) FROM tournaments", [], |r| r.get(0))
        .unwrap();
    for who in [XAVIER, XENIA, XIAO] {
        s.mail("x_join", who, BOT, &format!("join T{t}"));
    }
    s.mail("x_start", XAVIER, BOT, &format!("tournament start T{t}"));
    let first = resign(s, "x_resign_first", t, 0);
    let stream = Stream::Crosstables(TournamentId(t));
    for who in [XAVIER, XENIA, XIAO] {
        let u = to(&first, t, who).unsubscribe.as_ref();
        assert_eq!(u.map(|u| u.stream), Some(stream), "{who}: {first:#?}");
    }
    // A reply to her crosstable, unvouched: it stops mail to its sender only.
    let xiao = to(&first, t, XIAO).message_id.clone();
    s.unvouched(
        "x_unsubscribe_reply_ja",
        XIAO,
        BOT,
        Some(&xiao),
        "unsubscribe",
    );
    // Her mail program's button: any body, to the keyed address.
    let keyed = to(&first, t, XENIA)
        .unsubscribe
        .as_ref()
        .unwrap()
        .mailto
        .clone();
    s.mail("x_unsubscribe_keyed", XENIA, &keyed, "");
    let second = resign(s, "x_resign_second", t, 1);
    let crosstables: Vec<&str> = second
        .iter()
        .filter(|m| m.message_id.starts_with(&format!("yubin.t{t}.x2.")))
        .map(|m| m.to.as_str())
        .collect();
    assert_eq!(crosstables, [XAVIER], "{second:#?}");
    s.mail("x_streams_ja", XIAO, BOT, "unsubscribe");
    s.mail(
        "x_crosstables_on",
        XENIA,
        BOT,
        &format!("crosstables T{t} on"),
    );
    s.mail(
        "x_crosstables_stranger",
        XERXES,
        BOT,
        &format!("crosstables T{t} off"),
    );
    let last = resign(s, "x_resign_last", t, 2);
    // The final crosstable comes to every entrant, with no List-Unsubscribe: the end is one
    // mail, not a stream.
    for who in [XAVIER, XENIA, XIAO] {
        let finals: Vec<&OutMail> = last
            .iter()
            .filter(|m| m.to == who && m.message_id.starts_with(&format!("yubin.t{t}.final.")))
            .collect();
        assert_eq!(finals.len(), 1, "{who}: {last:#?}");
        assert_eq!(finals[0].unsubscribe, None, "{who}");
    }
}
