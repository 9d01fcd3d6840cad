//! `name` and `archive`: a player's display name and whether their games may be published.

use super::*;

#[test]
fn a_player_names_themselves_and_chooses_the_archive() {
    let mut w = World::unnamed();
    let out = w.send(ALICE, BOT, "name");
    let text = flat(&out[0].text);
    assert!(
        text.contains("You have chosen no name: you appear as player-"),
        "{text}"
    );
    assert!(text.contains("Your games are public"), "{text}");
    // The pseudonym is the same every time and holds nothing of the address.
    let again = flat(&w.send(ALICE, BOT, "name")[0].text);
    assert_eq!(text, again);
    assert!(!text.contains("alice@"));

    let out = w.send(ALICE, BOT, "name  Alice   of Kyoto ");
    assert_eq!(out[0].subject, "Yubin: your name is Alice of Kyoto");
    let out = w.send(BOB, BOT, "name alice OF kyoto");
    assert!(
        flat(&out[0].text).contains("Another player is called"),
        "{}",
        out[0].text
    );
    for (bad, why) in [
        ("name x", "2 to 30 characters"),
        ("name bob@example.org", "no `@`"),
        ("name player-123456", "beginning `player-`"),
        ("name Imported-b51d10", "beginning `imported-`"),
    ] {
        let out = w.send(BOB, BOT, bad);
        assert!(flat(&out[0].text).contains(why), "{bad}: {}", out[0].text);
    }
    let out = w.send(ALICE, BOT, "archive private");
    assert_eq!(out[0].subject, "Yubin: your games are private");
    let out = w.send(ALICE, BOT, "archive");
    let text = flat(&out[0].text);
    assert!(text.contains("Your name is Alice of Kyoto"), "{text}");
    assert!(text.contains("Your games are private"), "{text}");
    let out = w.send(ALICE, BOT, "archive maybe");
    assert!(flat(&out[0].text).contains("takes `public` or `private`"));
}
