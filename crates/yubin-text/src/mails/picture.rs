//! The board picture of a game mail: what its HTML part shows (`<img src="cid:…">`) and what
//! the mail carries for it ([`InlinePicture`]: the SVG, drawn as a PNG by the service when it
//! builds the mail).
//!
//! * **Whose way:** each recipient's own ([`Look`]: `board picture|table`, `pieces
//!   kanji|letters`), from their side (an observer's from Black's), as the text board is.
//! * **Size:** [`CSS_SQUARE`] CSS pixels a square in the HTML (a Chu board 528 pixels wide, a
//!   Maka board 808), shrunk to the reader's width by `max-width:100%`; the PNG has more
//!   pixels than that (the service's 56 a square), so a phone's reader zooms into it.
//! * **Alt text** names the game, the plies played, the side to move and the last move with
//!   what it took on the way and burned, for readers that show no images.
//! * **Content-ID:** `board.<game>.<ply>.<digest of the SVG>@yubin`, so two different
//!   pictures never share one, even in a client that keeps images across mails (a takeback
//!   brings back a ply number with another position).

use super::{tidy, Body, GameView};
use crate::i18n::{self, Arg, Language};
use crate::picture::{self, MoveMarks, Style, SQUARE};
use askama::Template;
use yubin_domain::model::{BoardForm, GameId, InlinePicture, Look, Pieces};
use yubin_rules::{Color, Game, Position};

/// CSS pixels to a square of the picture in the HTML part.
pub const CSS_SQUARE: f32 = 40.0;

/// The board picture of a game mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardPicture {
    /// What the mail carries.
    pub inline: InlinePicture,
    /// The `alt` text: the position and the last move in words.
    pub alt: String,
    /// The width in the HTML, CSS pixels.
    pub width: u32,
    /// The height in the HTML, CSS pixels.
    pub height: u32,
    /// The key below it: which way the pieces point, and what the marks mean.
    pub key: String,
    /// The other labels, as the command that chooses them says it: `letters`, `kanji`.
    pub other_pieces: &'static str,
    /// The key to the kanji of the larger games' pieces (`盲熊 blind bear (BB)`), for a
    /// reader of kanji labels; empty for Chu and for letters, whose key is the mail's own.
    pub legend: String,
}

/// The picture of `game` now, for a mail to `viewer`'s side (an observer's: Black) drawn as
/// `look` says; `None` for a reader who chose the table.
pub fn board_picture(id: GameId, game: &Game, viewer: Color, look: Look) -> Option<BoardPicture> {
    if look.board == BoardForm::Table {
        return None;
    }
    let ply = game.moves().len();
    let (pos, marks) = picture::at_ply(game, ply).expect("the game's own length");
    let style = Style {
        pieces: look.pieces,
        viewer,
    };
    let svg = picture::svg(&pos, marks.as_ref(), style);
    let (w, h) = size(&svg).expect("the picture states its size");
    let scale = CSS_SQUARE / SQUARE;
    Some(BoardPicture {
        inline: InlinePicture {
            content_id: format!("board.{id}.{ply}.{:016x}@yubin", fnv1a(svg.as_bytes())),
            file_name: format!("board-{id}-{ply}.png"),
            svg,
        },
        alt: alt(id, &pos, ply, marks.as_ref(), viewer, look.language()),
        width: (w * scale).round() as u32,
        height: (h * scale).round() as u32,
        key: key(&pos, viewer, look.pieces, look.language()),
        other_pieces: match look.pieces {
            Pieces::Kanji => Pieces::Letters.name(),
            Pieces::Letters => Pieces::Kanji.name(),
        },
        legend: kanji_legend(&pos, look.pieces, look.language()),
    })
}

/// `Pieces: 盲熊 blind bear (BB), …`: every kind on the board under its kanji label, by name,
/// for the larger games drawn in kanji. In Japanese the name is said only where the label
/// shortens it (`四天 四天王 (HT)`, `盲熊 (BB)`).
fn kanji_legend(pos: &Position, pieces: Pieces, lang: crate::i18n::Language) -> String {
    let rules = pos.rules();
    if pieces != Pieces::Kanji || rules.variant == yubin_rules::Variant::Chu {
        return String::new();
    }
    // By name; the kings' two labels (玉将, 王将) in one entry.
    let mut entries: std::collections::BTreeMap<&str, (Vec<&str>, &str)> = Default::default();
    for (_, p) in pos.pieces() {
        let (Some((label, _)), Some(tsa)) = (
            picture::labels::piece_label(rules, p, pieces),
            yubin_rules::tables::tsa_name(rules.variant, p.kind),
        ) else {
            continue;
        };
        let name = picture::labels::named(rules, p.kind, lang);
        let entry = entries.entry(name).or_insert((Vec::new(), tsa));
        if !entry.0.contains(&label) {
            entry.0.push(label);
            entry.0.sort_by_key(|l| l.starts_with('王'));
        }
    }
    let list: Vec<String> = entries
        .into_iter()
        .map(|(name, (labels, tsa))| {
            let shortened = !labels.contains(&name);
            let labels = labels.join("/");
            if lang == crate::i18n::Language::Ja && !shortened {
                format!("{labels} ({tsa})")
            } else {
                format!("{labels} {name} ({tsa})")
            }
        })
        .collect();
    let list = list.join(&crate::i18n::text(lang, "list-separator", []));
    crate::i18n::text(lang, "kanji-key", [("list", crate::i18n::Arg::Str(&list))])
}

/// `Board of game 3 (Chu Shogi) after 23 plies, black to move; the last move 23. Lnx7fx6e,
/// taking on 7f on the way. Black at the bottom.`
fn alt(
    id: GameId,
    pos: &Position,
    ply: usize,
    last: Option<&MoveMarks>,
    viewer: Color,
    lang: Language,
) -> String {
    let variant = super::variant_in(pos.rules().variant, lang);
    let to_move = crate::wording::side(pos.side_to_move(), lang);
    let args = [
        ("game", Arg::Num(id.0)),
        ("variant", Arg::Str(&variant)),
        ("n", super::num(ply)),
        ("side", Arg::Str(&to_move)),
    ];
    let mut alt = match ply {
        0 => i18n::text(lang, "picture-alt-start", args),
        _ => i18n::text(lang, "picture-alt", args),
    };
    if let Some(m) = last {
        let effects = m.effects_in(lang);
        alt.push_str(&i18n::text(
            lang,
            "picture-alt-last",
            [("move", Arg::Str(&m.text)), ("effects", Arg::Str(&effects))],
        ));
    }
    let bottom = crate::wording::upper_first(&crate::wording::side(viewer, lang));
    alt.push_str(&i18n::text(
        lang,
        "picture-alt-bottom",
        [("Side", Arg::Str(&bottom))],
    ));
    alt
}

/// The key below the picture.
fn key(pos: &Position, viewer: Color, pieces: Pieces, lang: Language) -> String {
    let up = crate::wording::upper_first(&crate::wording::side(viewer, lang));
    let down = crate::wording::side(!viewer, lang);
    let burns = pos.rules().variant == yubin_rules::Variant::Tenjiku;
    i18n::text(
        lang,
        "picture-key",
        [
            ("Up", Arg::Str(&up)),
            ("down", Arg::Str(&down)),
            ("pieces", Arg::Str(pieces.name())),
            ("burns", Arg::Str(if burns { "yes" } else { "no" })),
        ],
    )
}

/// The `width` and `height` the picture states (its `viewBox` units).
fn size(svg: &str) -> Option<(f32, f32)> {
    let head = &svg[..svg.find('>')?];
    let attr = |name: &str| -> Option<f32> {
        let at = head.find(&format!(" {name}=\""))? + name.len() + 3;
        head[at..].split('"').next()?.parse().ok()
    };
    Some((attr("width")?, attr("height")?))
}

/// FNV-1a, 64 bits: a digest that stays the same on every build (std's hasher need not).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

mail!(
    /// The answer to `pieces` and `board picture|table`: how the sender's mails show boards.
    LookSet, LookSetText = "look.txt", LookSetHtml = "look.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// What they see now, in a sentence ([`look_sentence`]).
        shown: String,
        /// How many games of the sender are open (their next mails show it).
        games: usize,
    }
);

/// `Your mails show the board as a picture, its pieces in kanji.` (`changed`: `now show`).
pub fn look_sentence(look: Look, changed: bool) -> String {
    look_sentence_in(look, changed, crate::i18n::Language::En)
}

/// [`look_sentence`] in `lang`: `メールの盤面は画像で、駒は漢字で表示しています。`
pub fn look_sentence_in(look: Look, changed: bool, lang: crate::i18n::Language) -> String {
    use crate::i18n::{text, Arg};
    let changed = Arg::Str(if changed { "yes" } else { "no" });
    match look.board {
        BoardForm::Picture => {
            let pieces = text(
                lang,
                match look.pieces {
                    Pieces::Kanji => "look-pieces-kanji",
                    Pieces::Letters => "look-pieces-letters",
                },
                [],
            );
            let args = [("changed", changed), ("pieces", Arg::Str(&pieces))];
            text(lang, "look-picture", args)
        }
        BoardForm::Table => {
            let args = [
                ("changed", changed),
                ("pieces", Arg::Str(look.pieces.name())),
            ];
            text(lang, "look-table", args)
        }
    }
}

/// The English sentence as it was written before it was a message (kept to test the
/// message against).
#[cfg(test)]
fn look_sentence_before(look: Look, changed: bool) -> String {
    let verb = if changed { "now show" } else { "show" };
    match look.board {
        BoardForm::Picture => format!(
            "Your mails {verb} the board as a picture, its pieces in {}.",
            match look.pieces {
                Pieces::Kanji => "kanji",
                Pieces::Letters => "TSA letters",
            }
        ),
        BoardForm::Table => format!(
            "Your mails {verb} the board as a table of TSA letters (the picture, should you \
             choose it again, labels its pieces in {}).",
            look.pieces.name()
        ),
    }
}

impl GameView {
    /// The view with its picture drawn for a reader who sees it from `viewer`'s side, their
    /// way (`None` for the table).
    pub fn drawn(mut self, game: &Game, viewer: Color, look: Look) -> GameView {
        self.picture = board_picture(self.id, game, viewer, look);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{notation, Rules, Variant};

    fn game(variant: Variant, moves: &[&str]) -> Game {
        let mut g = Game::new(Rules::standard(variant));
        for m in moves {
            let mv = notation::read_move(g.position(), m).unwrap();
            g.play(mv).unwrap();
        }
        g
    }

    /// The keys to the pieces of a larger game, in each language: a Japanese reader reads
    /// each piece's Japanese name (beside a kanji label only where the label shortens it),
    /// an English reader its English name.
    #[test]
    fn the_keys_name_the_pieces_in_the_readers_language() {
        use crate::i18n::Language::{En, Ja};
        let tenjiku = game(Variant::Tenjiku, &[]);
        let ja = kanji_legend(tenjiku.position(), Pieces::Kanji, Ja);
        assert!(
            ja.contains("火鬼 (FiD)") && !ja.contains("fire demon"),
            "{ja}"
        );
        let maka = game(Variant::Maka, &[]);
        let ja = kanji_legend(maka.position(), Pieces::Kanji, Ja);
        assert!(
            ja.contains("盲熊 (BB)") && !ja.contains("blind bear"),
            "{ja}"
        );
        let en = kanji_legend(maka.position(), Pieces::Kanji, En);
        assert!(en.contains("盲熊 blind bear (BB)"), "{en}");
        let dai = game(Variant::Dai, &[]);
        let ja = crate::render::legend_in(&dai, Ja);
        assert!(ja.iter().any(|l| l.contains("AB 嗔猪,")), "{ja:?}");
        assert!(ja.iter().all(|l| !l.contains("angry")), "{ja:?}");
        assert!(
            ja.iter()
                .all(|l| unicode_width::UnicodeWidthStr::width(l.as_str()) <= 80),
            "{ja:?}"
        );
        let en = crate::render::legend_in(&dai, En);
        assert!(en.iter().any(|l| l.contains("AB angry boar,")), "{en:?}");
    }

    /// The English sentences are as they were before they were messages.
    #[test]
    fn the_look_sentence_is_unchanged_in_english() {
        let mut n = 0;
        for board in [BoardForm::Picture, BoardForm::Table] {
            for pieces in [Pieces::Kanji, Pieces::Letters] {
                for changed in [false, true] {
                    let look = Look {
                        board,
                        pieces,
                        ..Look::default()
                    };
                    assert_eq!(
                        look_sentence(look, changed),
                        look_sentence_before(look, changed)
                    );
                    n += 1;
                }
            }
        }
        assert_eq!(n, 8);
    }

    #[test]
    fn sized_named_and_keyed() {
        let chu = game(Variant::Chu, &["P-7h"]);
        let p = board_picture(GameId(3), &chu, Color::White, Look::default()).unwrap();
        assert_eq!((p.width, p.height), (528, 528));
        assert_eq!(
            p.alt,
            "Board of game 3 (Chu Shogi) after 1 ply, white to move; the last move 1. P-7h. \
             White at the bottom."
        );
        assert!(
            p.inline.content_id.starts_with("board.3.1."),
            "{}",
            p.inline.content_id
        );
        assert_eq!(p.inline.file_name, "board-3-1.png");
        assert!(p
            .key
            .starts_with("White's pieces point up, black's down; red labels"));
        // Another drawing, another Content-ID; the same drawing, the same.
        let black = board_picture(GameId(3), &chu, Color::Black, Look::default()).unwrap();
        assert_ne!(black.inline.content_id, p.inline.content_id);
        let again = board_picture(GameId(3), &chu, Color::White, Look::default()).unwrap();
        assert_eq!(again, p);
        let table = Look {
            board: BoardForm::Table,
            ..Look::default()
        };
        assert_eq!(board_picture(GameId(3), &chu, Color::Black, table), None);
        let maka = game(Variant::Maka, &[]);
        let p = board_picture(GameId(4), &maka, Color::Black, Look::default()).unwrap();
        assert_eq!(p.width, 808);
        assert!(p
            .alt
            .contains("(Maka Dai Dai Shogi) at the start, black to move."));
    }
}
