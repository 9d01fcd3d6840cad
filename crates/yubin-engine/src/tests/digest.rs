//! Daily digests (`digest daily [HH:MM]|off`, `crate::digest`): the setting, the moves'
//! mails that wait for it, those that do not, and the digest itself.

use super::*;
use yubin_domain::model::DigestTime;

impl World {
    /// The digest of `address` made at `at` from the world's games, applied.
    fn digest(&mut self, address: &str, at: i64) -> Vec<Effect> {
        let games = self
            .games
            .values()
            .filter(|g| g.state == GameState::Active && g.color_of(address).is_some())
            .map(|g| {
                let game = replay(g, self.moves.get(&g.id).map_or(&[][..], |m| m)).unwrap();
                (g.clone(), game, self.timeline(g))
            })
            .collect();
        let effects = self.engine.on_digest(address, games, at, at);
        self.apply(&effects);
        effects
    }
}

fn sent(effects: &[Effect]) -> Vec<&OutMail> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Send(m) => Some(m),
            _ => None,
        })
        .collect()
}

#[test]
fn a_player_on_a_digest_gets_their_opponents_moves_once_a_day() {
    let mut w = World::new();
    let g = started_game(&mut w, "days=3");
    // Bob chooses a digest at 21:30 (his zone: UTC).
    let out = w.send(BOB, BOT, "digest daily 21:30");
    assert_eq!(out[0].subject, "Yubin: a daily digest at 21:30");
    let text = flat(&out[0].text);
    assert!(text.contains("one mail a day, at 21:30 UTC"), "{text}");
    assert!(
        text.contains("A mail still comes at once when a deadline"),
        "{text}"
    );
    assert_eq!(w.look(BOB).digest, DigestTime::parse("21:30"));
    // `digest` alone shows it and changes nothing.
    let out = w.send(BOB, BOT, "digest");
    assert!(flat(&out[0].text).starts_with("Your opponents' moves come in one mail a day"));

    // Alice moves: she gets her mail, Bob's waits (his deadline is three days away).
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "P-7h");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].to, ALICE);

    // The digest lists the game where it is Bob's move, with its board as a table, the
    // deadline and the game's reply address; its own reply comes back keyed to Bob.
    let at = w.now + 3600;
    let effects = w.digest(BOB, at);
    assert!(effects.contains(&Effect::DigestSent(BOB.into(), at)));
    let mails = sent(&effects);
    assert_eq!(mails.len(), 1);
    let d = mails[0];
    assert_eq!(d.to, BOB);
    assert_eq!(d.subject, "Yubin: your move in 1 game");
    let text = flat(&d.text);
    assert!(text.contains("it is your move in 1 game."), "{text}");
    assert!(text.contains(&format!(
        "Game {}: reply address {}",
        g.0,
        w.reply_to(g, BOB)
    )));
    assert!(text.contains("Your move is due by"), "{text}");
    assert!(
        text.contains(&format!("`{}: ", g.0)),
        "the example names the game: {text}"
    );
    assert!(d.picture.is_none(), "a digest shows tables");
    assert!(d.html.as_deref().unwrap().contains("<table"));
    assert_eq!(
        d.reply_to.as_deref(),
        Some(token::address_key(BOT, &settings().secret_key, BOB).as_str())
    );
    // The Message-ID names no address.
    assert!(!d.message_id.contains("bob"), "{}", d.message_id);

    // Alice's digest (she takes none, but were one made): nothing, it is not her move.
    assert!(sent(&w.digest(ALICE, at)).is_empty());
    // Bob moves: Alice's mail comes at once (she takes no digest); his digest is empty.
    let out = w.send(BOB, &w.reply_to(g, BOB), "8d8e");
    assert_eq!(out.len(), 2);
    assert!(sent(&w.digest(BOB, at + 86_400)).is_empty());
}

#[test]
fn a_move_whose_deadline_is_near_comes_at_once() {
    let mut w = World::new();
    // A day per move: Bob's deadline is less than a day away after each of Alice's moves.
    let g = started_game(&mut w, "days=1");
    w.send(BOB, BOT, "digest daily");
    assert_eq!(w.look(BOB).digest, Some(DigestTime::DEFAULT));
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "P-7h");
    assert_eq!(out.len(), 2, "urgent: {out:#?}");
    // Off again: every mail at once.
    let out = w.send(BOB, BOT, "digest off");
    assert_eq!(out[0].subject, "Yubin: no daily digest");
    assert_eq!(w.look(BOB).digest, None);
}

#[test]
fn a_digest_is_read_in_japanese() {
    let mut w = World::new();
    let g = started_game(&mut w, "days=3");
    w.send(BOB, BOT, "language ja");
    let out = w.send(BOB, BOT, "digest daily ２１：３０");
    assert_eq!(out[0].subject, "Yubin：まとめメールは毎日21:30です");
    w.send(ALICE, &w.reply_to(g, ALICE), "P-7h");
    let at = w.now + 3600;
    let mails = w.digest(BOB, at);
    let d = sent(&mails)[0];
    assert_eq!(d.subject, "Yubin：あなたの手番の対局が1局あります");
    let text = flat_ja(&d.text);
    assert!(text.contains("本日のまとめです。"), "{text}");
    assert!(text.contains(&format!("対局{}：返信先", g.0)), "{text}");
}

#[test]
fn digest_commands_that_break_the_syntax_are_refused() {
    let mut w = World::new();
    for bad in [
        "digest weekly",
        "digest daily 25:00",
        "digest daily 7",
        "digest on",
    ] {
        let out = w.send(ALICE, BOT, bad);
        let text = flat(&out[0].text);
        assert!(text.contains("I cannot read"), "{bad}: {text}");
        assert!(text.contains("digest daily"), "{bad}: {text}");
    }
    assert_eq!(w.look(ALICE).digest, None);
}
