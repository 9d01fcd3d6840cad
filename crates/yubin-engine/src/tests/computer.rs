//! The computer as an opponent (issue 27): a game started at once, its moves and answers
//! decided as a player's mails, a stale move refused, and the refusals of a bad challenge.

use super::*;
use crate::computer::{input, move_line, next, takeback_line, Next};
use yubin_domain::computer;

/// The computer's `line` in game `g`, decided; the mails the bot queued for people.
fn computer_says(w: &mut World, g: GameId, line: &str, tag: &str) -> Vec<OutMail> {
    w.now += 60;
    let machine = w.game(g).setup.white.clone();
    let mail = input(&settings(), g, &machine, line, tag, w.now);
    let before = w.outbox.len();
    let d = w.decide(&mail);
    assert_eq!(d.damage, None);
    people(&w.outbox[before..])
}

/// The mails to people: the computer's own are dropped by the shell.
fn people(out: &[OutMail]) -> Vec<OutMail> {
    out.iter()
        .filter(|m| !computer::is_computer(&m.to))
        .cloned()
        .collect()
}

#[test]
fn a_game_against_the_computer_starts_at_once_and_its_moves_are_decided_as_a_player_s() {
    let mut w = World::new();
    let out = w.send(ALICE, BOT, "challenge computer level=2 black days=3");
    assert_eq!(out.len(), 1, "only the challenger is mailed: {out:#?}");
    assert_eq!(out[0].to, ALICE);
    assert!(flat(&out[0].text).contains("computer-L2 accepted the challenge"));
    assert!(!out[0].text.contains(computer::DOMAIN), "{}", out[0].text);
    let g = w.last_id;
    let rec = w.game(g).clone();
    assert_eq!(rec.state, GameState::Active);
    assert_eq!(rec.setup.white, computer::address(2));
    assert!(!rec.setup.terms.rated);
    assert!(rec.deadline.is_some(), "Alice's clock runs");
    let a = w.reply_to(g, ALICE);
    assert_eq!(people(&w.send(ALICE, &a, "P-8h")).len(), 1);
    // The computer's turn: no deadline, no reminder.
    let rec = w.game(g).clone();
    assert_eq!((rec.deadline, rec.remind_at), (None, None));
    let game = w.replayed(g);
    assert_eq!(next(&rec, &game), Some(Next::Move { ply: 2, level: 2 }));
    // Its move, an hour late or a year: never lost on time.
    w.now += 400 * 86_400;
    let out = computer_says(&mut w, g, &move_line("P-8e", 2), "p2");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].to, ALICE);
    assert!(flat(&out[0].text).contains("P-8e"), "{}", out[0].text);
    assert_eq!(w.moves(g), 2);
    assert_eq!(w.game(g).state, GameState::Active);
    assert!(w.game(g).deadline.is_some(), "Alice's turn again");
    assert_eq!(next(w.game(g), &w.replayed(g)), None);
    // The same move again (a worker that chose it twice): refused by its number guard,
    // nothing played, no person told.
    let out = computer_says(&mut w, g, &move_line("P-8f", 2), "p2");
    assert!(out.is_empty(), "{out:#?}");
    assert_eq!(w.moves(g), 2);
    // A takeback in a casual game: granted.
    w.send(ALICE, &a, "takeback");
    let rec = w.game(g).clone();
    assert_eq!(next(&rec, &w.replayed(g)), Some(Next::Takeback(true)));
    let out = computer_says(&mut w, g, takeback_line(true), "t2");
    assert!(!out.is_empty());
    // Both plies back: Alice's turn again, on move 1.
    assert_eq!(w.moves(g), 0);
    assert_eq!(next(w.game(g), &w.replayed(g)), None);
    assert!(w.game(g).deadline.is_some());
    // A pause: accepted, both clocks stop; Alice resumes and her clock runs again.
    w.send(ALICE, &a, "pause");
    assert_eq!(next(w.game(g), &w.replayed(g)), Some(Next::Pause));
    let (line, kind) = Next::Pause.answer().unwrap();
    let out = computer_says(&mut w, g, line, &format!("{kind}0"));
    assert_eq!(out.len(), 1, "Alice is told: {out:#?}");
    assert_eq!(w.game(g).pause_offered_by, None);
    assert_eq!(w.game(g).deadline, None, "paused: no deadline");
    assert_eq!(next(w.game(g), &w.replayed(g)), None);
    w.send(ALICE, &a, "resume");
    assert!(w.game(g).deadline.is_some(), "resumed");
    // Alice resigns: nothing left to do for the computer.
    w.send(ALICE, &a, "resign");
    assert_eq!(w.game(g).state, GameState::Finished);
    assert_eq!(next(w.game(g), &w.replayed(g)), None);
}

#[test]
fn a_challenge_to_the_computer_with_a_bad_word_is_refused_with_its_reason() {
    let mut w = World::new();
    for (line, said) in [
        (
            "challenge computer level=9",
            "`9` is not a level: the computer plays at levels 1 (a beginner) to 8",
        ),
        (
            "challenge computer level=2 L3",
            "the level is given twice (`L3`)",
        ),
        (
            "challenge computer bob@example.test",
            "`bob@example.test` is an address, but a challenge to the computer names no one",
        ),
        ("challenge computer taishogi", "taishogi"),
        ("challenge computer handicap=rook sfen=\"x\"", "handicap"),
    ] {
        let out = w.send(ALICE, BOT, line);
        assert_eq!(out.len(), 1, "{line}");
        assert!(flat(&out[0].text).contains(said), "{line}: {}", out[0].text);
    }
    assert_eq!(w.last_id, GameId(0), "no game made");
    // No one may call themselves by the computer's name.
    let out = w.send(ALICE, BOT, "name computer-L8");
    assert!(
        flat(&out[0].text).contains("names beginning `computer-` are the computer's"),
        "{}",
        out[0].text
    );
}

#[test]
fn the_operator_s_computer_settings_refuse_what_they_exclude() {
    // Turned off: no new game, whatever the level.
    let mut w = World::new();
    w.engine = crate::Engine::new(Settings {
        computer_max_level: 0,
        ..settings()
    });
    for line in ["challenge computer", "challenge computer chu level=1"] {
        let out = w.send(ALICE, BOT, line);
        assert_eq!(out.len(), 1, "{line}");
        assert!(
            flat(&out[0].text).contains("has turned the computer opponent off"),
            "{line}: {}",
            out[0].text
        );
    }
    assert_eq!(w.last_id, GameId(0), "no game made");
    // Up to level 2: level 3 is refused, naming the highest, and a challenge naming no level
    // gets the highest allowed instead of the default 3.
    w.engine = crate::Engine::new(Settings {
        computer_max_level: 2,
        ..settings()
    });
    let out = w.send(ALICE, BOT, "challenge computer level=3");
    assert!(
        flat(&out[0].text).contains("plays at levels 1 to 2; level 3 is above them"),
        "{}",
        out[0].text
    );
    assert_eq!(w.last_id, GameId(0), "no game made");
    w.send(ALICE, BOT, "challenge computer black");
    let g = &w.games[&GameId(1)];
    assert_eq!(g.setup.white, yubin_domain::computer::address(2));
}

impl World {
    /// Game `id` after its stored moves.
    fn replayed(&self, id: GameId) -> Game {
        replay(&self.games[&id], self.moves.get(&id).map_or(&[][..], |m| m)).unwrap()
    }
}
