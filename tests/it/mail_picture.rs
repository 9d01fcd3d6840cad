//! The board picture in the mails (issue 24): every golden mail that shows one carries the
//! picture its HTML names, drawn from its reader's side and their way (`pieces`, `board`);
//! and what the browser test (`crate::browser`) needs to show and check them.

use crate::browser::{hex, parallel, Image, AREA};
use crate::golden::{golden, Golden};
use std::collections::HashMap;
use std::path::Path;

#[test]
fn board_mails_show_the_picture_inline() {
    let Golden {
        files, pictures, ..
    } = golden();
    // Every picture a mail carries is the one its HTML shows, and the other way round.
    let mut shown = 0;
    for (name, html) in files.iter().filter(|(n, _)| n.ends_with(".html")) {
        let base = name.trim_end_matches(".html");
        match (html.find("src=\"cid:"), pictures.get(base)) {
            (None, None) => {}
            (Some(_), Some(p)) => {
                assert!(
                    html.contains(&format!("<img src=\"cid:{}\"", p.content_id)),
                    "{name}"
                );
                assert!(html.contains("max-width:100%;height:auto"), "{name}");
                assert!(
                    !html.contains("<td style=\"width:26px"),
                    "{name}: a table too"
                );
                shown += 1;
            }
            (cid, picture) => panic!("{name}: cid {cid:?}, picture {picture:?}"),
        }
    }
    assert!(shown >= 40, "only {shown} mails show a picture");
    // Each player's from their side: bob plays White.
    let (alice, bob) = (&files["06_move_alice.html"], &files["06_move_bob.html"]);
    let want = "alt=\"Board of game 1 (Chu Shogi) after 1 ply, white to move; the last move \
                1. P-8h. White at the bottom.\"";
    assert!(bob.contains(want), "{bob}");
    assert!(alice.contains("1. P-8h. Black at the bottom."), "{alice}");
    // The burn a Tenjiku move made, in words too.
    assert!(files["135_move_tenjiku_bob.html"].contains("1. GGx9d, burning 9d. White at"));
    assert!(pictures["06_move_bob"]
        .svg
        .contains("<title>white lion (Ln) on 6c</title>"));
    assert_ne!(
        pictures["06_move_bob"].content_id,
        pictures["06_move_alice"].content_id
    );
}

#[test]
fn each_recipient_sees_the_board_their_way() {
    let Golden {
        files, pictures, ..
    } = golden();
    // Bob chose letters, Dave (an observer) kept kanji, Alice the table: the same move.
    let (bob, dave) = (
        &pictures["157_look_move_bob"].svg,
        &pictures["157_look_move_dave"].svg,
    );
    assert!(bob.contains("<title>white lion (Ln) on 6c</title>") && !bob.contains("獅"));
    assert!(
        !bob.contains("<path id=\"s"),
        "no serif glyph: letters only"
    );
    assert!(dave.contains("<path id=\"s"), "kanji glyphs");
    assert!(!pictures.contains_key("157_look_move_alice"));
    assert!(files["157_look_move_alice.html"].contains("title=\"black lion (Ln) on 7j\""));
    // The text part keeps the text board, whatever they chose.
    for who in ["alice", "bob", "dave"] {
        let text = &files[&format!("157_look_move_{who}.txt")];
        assert!(
            text.contains("Black's pieces in capitals (Ln, +P)"),
            "{text}"
        );
    }
}

/// The picture's paper and its board's wood (`yubin_text::picture`'s colours).
const PICTURE_COLOURS: [(&str, u32); 2] = [("paper", 0xf7f0e1), ("wood", 0xe5bf74)];

/// Problems with a board picture in the screenshots: its paper and wood must cover an area
/// in both (a picture that did not load shows neither). The image is scaled, so a colour
/// counts within 2 of each channel.
pub(crate) fn check_picture(light: &Image, dark: &Image) -> Vec<String> {
    let near = |h: &HashMap<u32, usize>, c: u32| -> usize {
        let ch = |x: u32, s: u32| (x >> s & 0xff) as i32;
        h.iter()
            .filter(|&(&p, _)| [16, 8, 0].iter().all(|&s| (ch(p, s) - ch(c, s)).abs() <= 2))
            .map(|(_, n)| n)
            .sum()
    };
    let mut problems = Vec::new();
    for (which, img) in [("light", light), ("dark", dark)] {
        let h = img.histogram();
        for (what, c) in PICTURE_COLOURS {
            let n = near(&h, c);
            if n < 20 * AREA {
                problems.push(format!(
                    "the board picture's {what} ({}) covers {n} px in the {which} screenshot",
                    hex(c)
                ));
            }
        }
    }
    problems
}

/// The board pictures of the golden mails (the script's, [`crate::golden::golden`]) as the
/// mails carry them, drawn as PNGs into `dir` (`NAME.board.png`, two at a time): for each
/// mail that shows one, the Content-ID its HTML names and the file to name instead.
pub(crate) fn show_pictures(
    mails: &[(String, String)],
    dir: &Path,
) -> HashMap<String, (String, String)> {
    let golden = &crate::golden::golden().pictures;
    let shown: Vec<(&String, &yubin_domain::model::InlinePicture)> = mails
        .iter()
        .filter(|(_, page)| page.contains("src=\"cid:"))
        .map(|(name, _)| {
            let p = golden
                .get(name)
                .unwrap_or_else(|| panic!("{name} shows a picture the script's mail lacks"));
            (name, p)
        })
        .collect();
    let files = parallel(&shown, |(name, p)| {
        let png = yubin::picture::png(&p.svg, yubin::picture::SQUARE_PX)
            .unwrap_or_else(|e| panic!("{name}: {e:#}"));
        let file = format!("{name}.board.png");
        std::fs::write(dir.join(&file), png).unwrap();
        ((*name).clone(), (p.content_id.clone(), file))
    });
    files.into_iter().collect()
}
