//! Issue 22: look-alike names and addresses are refused, with the reason; the hostile
//! inputs of the issue, each beside the member it poses as.

use super::*;
use yubin_domain::address::fold;

/// All Cyrillic: `а`, `ӏ`, `і`, `с`, `е`.
const CYRILLIC_ALICE: &str = "\u{430}\u{4cf}\u{456}\u{441}\u{435}@example.test";
const MALLORY: &str = "mallory@example.test";
const ELISE: &str = "elise@example.test";

/// A world where alice, bob and élise have chosen names.
fn named() -> World {
    let mut w = World::new();
    for (who, name) in [(ALICE, "Alice"), (BOB, "Bob"), (ELISE, "\u{c9}lise")] {
        let out = w.send(who, BOT, &format!("name {name}"));
        assert!(out[0].subject.contains(name), "{}", out[0].subject);
    }
    w
}

/// What `from` is answered to `body`, flattened, and whether it changed anything.
fn answer(w: &mut World, from: &str, body: &str) -> (String, bool) {
    let (names, games) = (w.names.clone(), w.games.len());
    let out = w.send(from, BOT, body);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].to, from);
    (
        flat(&out[0].text),
        w.names != names || w.games.len() != games,
    )
}

#[test]
fn a_name_that_looks_like_another_players_is_refused() {
    let mut w = named();
    let cases = [
        ("\u{410}lice", "looks like the name of another player"),
        ("\u{ff21}lice", "looks like the name of another player"),
        ("AIice", "looks like the name of another player"),
        ("ALICE", "Another player is called `ALICE` already"),
        (
            "Al\u{200b}ice",
            "`Al<U+200B>ice` cannot be your name: it must hold no invisible",
        ),
        (
            "Bob\u{200f}\u{61c}",
            "`Bob<U+200F><U+061C>` cannot be your name: it must hold no invisible",
        ),
        (
            "E\u{301}lise",
            "Another player is called `\u{c9}lise` already",
        ),
    ];
    for (name, said) in cases {
        let (text, changed) = answer(&mut w, MALLORY, &format!("name {name}"));
        assert!(text.contains(said), "{name:?}: {text}");
        assert!(!changed, "{name:?} was taken");
    }
    assert!(!cases.is_empty());
    assert!(!w.names.contains_key(MALLORY));
}

#[test]
fn a_player_may_set_their_own_name_again_or_a_look_alike_of_it() {
    let mut w = named();
    for name in ["Alice", "ALICE", "\u{410}lice"] {
        let (text, changed) = answer(&mut w, ALICE, &format!("name {name}"));
        assert!(!text.contains("another player"), "{name:?}: {text}");
        assert!(changed || name == "Alice", "{name:?}");
        assert_eq!(w.names[ALICE], name);
    }
}

#[test]
fn names_are_kept_in_nfc() {
    let mut w = World::new();
    w.send(ELISE, BOT, "name E\u{301}lise");
    assert_eq!(w.names[ELISE], "\u{c9}lise");
}

#[test]
fn a_new_sender_whose_address_looks_like_a_players_is_told_why_and_nothing_is_done() {
    let mut w = named();
    for fake in [
        CYRILLIC_ALICE.to_string(),
        fold("\u{ff41}lice@example.test"),
        fold("\u{1d41a}lice@example.test"),
    ] {
        for body in [
            format!("challenge {BOB}"),
            "name Mallory".into(),
            "help".into(),
        ] {
            let (text, changed) = answer(&mut w, &fake, &body);
            assert!(
                text.contains("Your address looks like the address of another player"),
                "{fake:?} {body:?}: {text}"
            );
            assert!(!changed, "{fake:?} {body:?}");
        }
    }
    assert!(w.games.is_empty());
}

#[test]
fn an_address_wholly_in_cyrillic_that_looks_like_no_players_plays() {
    let mut w = World::new();
    w.names.clear();
    // No alice here: the same address is a Russian player's, not a look-alike.
    let out = w.send(CYRILLIC_ALICE, BOT, &format!("challenge {BOB}"));
    assert_eq!(out.len(), 2, "{out:#?}");
    assert_eq!(w.games.len(), 1);
    let ivan = "\u{438}\u{432}\u{430}\u{43d}@example.test";
    assert_eq!(w.send(ivan, BOT, "challenge carol@example.test").len(), 2);
    // Now the Latin look-alike is the new one.
    let (text, changed) = answer(&mut w, BOB, &format!("challenge {ALICE}"));
    assert!(
        text.contains("looks like the address of another player"),
        "{text}"
    );
    assert!(!changed);
}

#[test]
fn a_challenge_to_an_address_that_looks_like_a_players_is_refused() {
    let mut w = named();
    let cases = [
        (CYRILLIC_ALICE, "looks like the address of another player"),
        (
            "\u{ff41}lice@example.test",
            "is a full-width or styled letter",
        ),
        (
            "\u{1d41a}lice@example.test",
            "is a full-width or styled letter",
        ),
        (
            "al\u{200b}ice@example.test",
            "it holds an invisible character (U+200B)",
        ),
    ];
    for (target, said) in cases {
        let (text, changed) = answer(&mut w, BOB, &format!("challenge {target}"));
        assert!(text.contains(said), "{target:?}: {text}");
        assert!(!changed, "{target:?}");
    }
    assert!(!cases.is_empty());
    // Alice herself, written in capitals, is alice.
    assert_eq!(w.send(BOB, BOT, "challenge ALICE@example.test").len(), 2);
}

#[test]
fn players_whose_addresses_look_alike_already_go_on() {
    let mut w = named();
    // Both were players before look-alikes were refused: neither is new.
    w.names.insert(CYRILLIC_ALICE.into(), "Anna".into());
    let (text, _) = answer(&mut w, CYRILLIC_ALICE, "games");
    assert!(!text.contains("looks like"), "{text}");
    assert_eq!(
        w.send(BOB, BOT, &format!("challenge {CYRILLIC_ALICE}"))
            .len(),
        2
    );
}

#[test]
fn a_turkish_address_with_a_capital_dotted_i_plays() {
    let mut w = World::new();
    let irem = fold("\u{130}rem@example.org");
    let out = w.send(&irem, BOT, &format!("challenge {BOB}"));
    assert_eq!(out.len(), 2, "{out:#?}");
    let out = w.send(BOB, BOT, "challenge \u{130}rem@example.org");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(out.iter().any(|m| m.to == irem), "{out:#?}");
}
