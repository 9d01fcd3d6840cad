//! Ratings by mail: a rated game's end updates both players (Glicko-2), casual games count for
//! nothing, and `ratings` lists a variant's players.

use super::*;
use yubin_rules::Color;

#[test]
fn a_rated_game_updates_both_ratings_and_a_casual_one_does_not() {
    let mut w = World::new();
    let casual = started_game(&mut w, "");
    w.send(BOB, &w.reply_to(casual, BOB), "resign");
    assert!(w.ratings.is_empty(), "a casual game is not rated");
    let g = started_game(&mut w, "rated");
    let out = w.send(BOB, &w.reply_to(g, BOB), "resign");
    let text = flat(&out[0].text);
    // Newcomers: 1500? each; Alice (black) won.
    let alice = w.ratings[&(ALICE.to_string(), "chu")];
    let bob = w.ratings[&(BOB.to_string(), "chu")];
    assert!(alice.rating.rating > 1500.0 && bob.rating.rating < 1500.0);
    assert!((alice.rating.rating - 1500.0 + bob.rating.rating - 1500.0).abs() < 1e-6);
    assert_eq!((alice.games, bob.games), (1, 1));
    let gain = (alice.rating.rating - 1500.0).round() as i64;
    let line = format!(
        "alice (black): rating 1500? → {}? (+{gain}).",
        alice.rating.rating.round() as i64
    );
    assert!(text.contains(&line), "{line}\n{text}");
    // The next rated game shows both ratings beside the players.
    let g2 = started_game(&mut w, "rated");
    let out = w.send(ALICE, &w.reply_to(g2, ALICE), "board");
    let shown = format!(
        "Black: alice <{ALICE}> (rated {}?)",
        alice.rating.rating.round() as i64
    );
    assert!(flat(&out[0].text).contains(&shown), "{}", out[0].text);
    assert_eq!(w.game(g2).ratings[Color::White.index()], Some(bob));
    // The list, best first.
    let out = w.send(BOB, BOT, "ratings chu");
    let text = out[0].text.clone();
    // Players by their names, never by address (the list goes to anyone who asks).
    let (a, b) = (text.find("alice").unwrap(), text.find("bob").unwrap());
    assert!(a < b, "{text}");
    assert!(!text.contains(ALICE) && !text.contains(BOB), "{text}");
    assert!(text.contains("(you)"));
    let out = w.send(BOB, BOT, "ratings maka");
    assert!(flat(&out[0].text).contains("No rated game has been played yet."));
    let out = w.send(BOB, BOT, "ratings go");
    assert!(
        flat(&out[0].text).contains("`go` is not a game I know"),
        "{}",
        out[0].text
    );
}

/// What `ratings` loads is read from the same parse as what it answers: a variant that is no
/// variant loads no list (it is refused), no variant loads Chu's.
#[test]
fn ratings_loads_the_list_its_answer_reads() {
    let mut w = World::new();
    for (body, want) in [
        ("ratings", Some(Variant::Chu)),
        ("ratings maka", Some(Variant::Maka)),
        ("ratings foo", None),
    ] {
        let mail = w.mail(ALICE, BOT, body);
        assert_eq!(w.prepare(&mail).wants.rating_list, want, "{body}");
    }
    let mail = w.mail(ALICE, BOT, "ratings foo");
    let d = w.decide(&mail);
    assert_eq!(d.damage, None, "an unknown variant is refused, not a fault");
}

/// A handler that finds in its snapshot less than its command asked for answers as for a
/// damaged record, never with a guess (here: an empty rating list).
#[test]
fn a_rating_list_not_loaded_is_answered_as_damage() {
    let mut w = World::new();
    let mail = w.mail(ALICE, BOT, "ratings");
    let prepared = w.prepare(&mail);
    let mut snap = w.snapshot(&prepared);
    assert!(
        snap.rating_list.is_some(),
        "load reads what the command wants"
    );
    snap.rating_list = None;
    let d = w.engine.decide(&prepared, &snap, w.now);
    assert!(d.damage.is_some(), "{d:?}");
}
