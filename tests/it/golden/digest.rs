//! Daily digests (issue 26): Carol takes one; Dave's moves in their three games wait for
//! it; the digest lists her games on turn; she answers it with a move for each, and one more
//! line for her tournament game, which the digest's sweep has ended on time by then (that
//! line alone is refused, the others played); Hanako sets hers in Japanese.

use super::*;

pub(super) fn play(s: &mut Script) {
    // The digest is due four hours on, to the minute (the script's clock is in UTC).
    let due = s.now + 4 * 3600 + 60;
    let hhmm = |t: i64| format!("{:02}:{:02}", t % 86_400 / 3600, t % 3600 / 60);
    s.mail(
        "digest_set",
        CAROL,
        BOT,
        &format!("digest daily {}", hhmm(due)),
    );
    let mut games = Vec::new();
    for _ in 0..3 {
        s.mail(
            "digest_challenge",
            DAVE,
            BOT,
            "challenge carol@example.test black days=3",
        );
        let g = s.last_game();
        let (c, d) = (s.token(g, CAROL), s.token(g, DAVE));
        s.mail("digest_accept", CAROL, &c, "accept");
        // Dave's move: only his own answer; Carol's mail waits for her digest.
        let out = s.mail("digest_move_held", DAVE, &d, "P-7h");
        assert!(out.iter().all(|m| m.to == DAVE), "{out:#?}");
        games.push(g);
    }
    s.mail(
        "digest_set_ja",
        HANAKO,
        BOT,
        &format!("digest daily {}", hhmm(due)),
    );
    let out = s.time("digest", due);
    let digest = out
        .iter()
        .find(|m| m.to == CAROL && m.message_id.starts_with("yubin.digest."))
        .expect("Carol's digest");
    let (key, id) = (digest.reply_to.clone().unwrap(), digest.message_id.clone());
    // Her reply: a move for each game on turn, above the quoted digest; each is carried
    // out and answered as a move sent alone.
    let mut lines: Vec<String> = games.iter().map(|g| format!("{g}: 8d8e")).collect();
    let tournament = s.tournament_games(2);
    let t = tournament
        .iter()
        .find(|(_, b, _)| b == CAROL)
        .expect("Carol's T2 game");
    lines.insert(0, format!("{}: P-7h", t.0));
    let quoted: String = digest.text.lines().map(|l| format!("> {l}\n")).collect();
    s.answers = Some(id);
    s.mail(
        "digest_reply",
        CAROL,
        &key,
        &format!("{}\n\n{quoted}", lines.join("\n")),
    );
}
