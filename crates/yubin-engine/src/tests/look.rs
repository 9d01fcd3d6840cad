//! How a player's mails draw the board: `pieces kanji|letters`, `board picture|table`
//! (`crate::profile::look`), each recipient's own.

use super::*;

/// The picture the mail's HTML shows, if any (its SVG), and whether it shows the table.
fn board_of(m: &OutMail) -> (Option<&str>, bool) {
    let html = m.html.as_deref().unwrap();
    let table = html.contains("<td style=\"width:26px");
    match &m.picture {
        Some(p) => {
            assert!(html.contains(&format!("src=\"cid:{}\"", p.content_id)));
            (Some(p.svg.as_str()), table)
        }
        None => {
            assert!(!html.contains("cid:"), "{html}");
            (None, table)
        }
    }
}

#[test]
fn each_player_sees_boards_their_way() {
    let mut w = World::new();
    // By default: the picture, in kanji, from the player's side.
    let g = started_game(&mut w, "");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "P-7h");
    let to = |who: &str| out.iter().find(|m| m.to == who).unwrap().clone();
    let alice = to(ALICE);
    let (svg, table) = board_of(&alice);
    assert!(
        !table
            && svg
                .unwrap()
                .contains("<title>black lion (Ln) on 7j</title>")
    );

    // `pieces` alone shows it and changes nothing.
    let out = w.send(BOB, BOT, "pieces");
    assert_eq!(
        out[0].subject,
        "Yubin: your boards are pictures, pieces in kanji"
    );
    assert!(
        flat(&out[0].text).contains("Your mails show the board as a picture, its pieces in kanji.")
    );
    assert_eq!(w.look(BOB), Look::default());

    // Bob chooses letters, Alice the table: a setting for all their games, kept.
    let out = w.send(BOB, BOT, "pieces letters");
    assert_eq!(
        out[0].subject,
        "Yubin: your boards are pictures, pieces in letters"
    );
    assert!(
        flat(&out[0].text).contains(
            "Your mails now show the board as a picture, its pieces in TSA letters. From the next \
         mail about each of your 1 open game."
        ),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, BOT, "Board Table");
    assert_eq!(out[0].subject, "Yubin: your boards are tables");
    assert_eq!(w.look(ALICE).board, BoardForm::Table);
    assert_eq!(w.look(BOB).pieces, Pieces::Letters);

    let out = w.send(BOB, &w.reply_to(g, BOB), "P-5e");
    let to = |who: &str| out.iter().find(|m| m.to == who).unwrap().clone();
    let alice = to(ALICE);
    assert_eq!(board_of(&alice), (None, true), "Alice reads the table");
    let bob = to(BOB);
    let (svg, table) = board_of(&bob);
    let svg = svg.unwrap();
    assert!(!table);
    // Letters, from White's side; Bob's text board is as ever.
    assert!(svg.contains("<title>white lion (Ln) on 6c</title>") && !svg.contains("獅"));
    assert!(bob.text.contains(" ln "), "{}", bob.text);
    // The choice holds for `board`, and for a new game's first mails.
    let out = w.send(BOB, &w.reply_to(g, BOB), "board");
    assert!(!board_of(&out[0]).0.unwrap().contains("獅"));
    let out = w.send(BOB, BOT, &format!("challenge {ALICE} black"));
    let bob = out.iter().find(|m| m.to == BOB).unwrap();
    let alice = out.iter().find(|m| m.to == ALICE).unwrap();
    assert!(!board_of(bob).0.unwrap().contains("獅"));
    assert_eq!(board_of(alice), (None, true));
    // And back: `board picture` brings the picture back, in the pieces chosen before.
    w.send(ALICE, BOT, "board picture");
    assert_eq!(w.look(ALICE), Look::default());
}
