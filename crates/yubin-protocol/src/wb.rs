//! WinBoard's engine moves and FEN positions, for every variant.
//!
//! **Moves** (the engine protocol's coordinate form, as HaChu writes and reads them): squares
//! are named as chess names them, files `a`… from the left as the first player (our Black,
//! WinBoard's White) sees the board, ranks from 1 at the bottom; a move is its legs
//! `from``to`, a lion's or a hook mover's further legs after commas (`f6f7,f7f8`, igui
//! `f6f7,f7f6`), `+` after the last leg for a promotion, `@@@@` the pass, `L@e5` a Heisei drop.
//! Chu's are the rules crate's [`yubin_rules::notation::winboard`] (which honours
//! `winboard.rank_base`); the other variants' are written here the same way (ranks from 1).
//!
//! Leniencies of [`parse_move`]: surrounding spaces; square letters in either case; `=` after
//! a move that does not promote; a move written without the `+` of a promotion it cannot
//! decline; a lion's step out to an empty square and back written as legs (`f6f7,f7f6` with
//! `f7` empty) for the pass.
//!
//! **Positions** ([`read_fen`]): the FEN of `setboard`, ranks from the top, `w` for the first
//! player to move (WinBoard's White is the side that moves first: our Black), `b` for the
//! second; fields after the side are ignored. The pieces: Chu's WinBoard letters (lishogi's
//! SFEN letters, `+` before a promoted piece); Dai's and Tenjiku's as HaChu writes them (a
//! letter, `'` or `!` after it for the second and third sets: `L!` Dai's lion, `Q!` Tenjiku's
//! great general); in every variant also yubin's bracketed abbreviations (`[Ln]`, `[+dk]`,
//! the only form for Dai Dai and Maka Dai Dai, whose pieces WinBoard has no letters for).

use yubin_rules::notation::{sfen, winboard};
use yubin_rules::{Game, Move, Position, Rules, Variant};

/// Writes a move as WinBoard's engine protocol does.
pub fn format_move(pos: &Position, mv: Move) -> String {
    if pos.rules().variant == Variant::Chu {
        return winboard::format_engine(pos, mv);
    }
    let dims = pos.dimensions();
    winboard::engine_legs(mv, |sq| {
        dims.chess_square(sq).unwrap_or_else(|| "??".to_string())
    })
    .unwrap_or_else(|| winboard::format_engine(pos, mv))
}

/// Reads an engine move and checks it against the game (its repetition rules included).
///
/// # Errors
/// A short reason, for the `Illegal move (…)` line.
pub fn parse_move(game: &Game, text: &str) -> Result<Move, String> {
    let text = text.trim();
    if game.outcome().is_some() {
        return Err("the game is over".to_string());
    }
    if text.is_empty() {
        return Err("no move".to_string());
    }
    let pos = game.position();
    let mv = if pos.rules().variant == Variant::Chu {
        winboard::parse_engine(pos, text).map_err(|e| e.to_string())?
    } else {
        find(game, text).ok_or_else(|| "no legal move is written so".to_string())?
    };
    game.check_move(mv).map_err(|e| e.to_string())?;
    Ok(mv)
}

fn find(game: &Game, text: &str) -> Option<Move> {
    let pos = game.position();
    let lower = text.to_ascii_lowercase();
    let plain = lower.strip_suffix('=').unwrap_or(&lower);
    let moves = game.legal_moves();
    if plain == "@@@@" || plain == "pass" {
        return moves.iter().copied().find(|&m| m == Move::Pass);
    }
    if let Some(&m) = moves.iter().find(|&&m| format_move(pos, m) == plain) {
        return Some(m);
    }
    // A promotion written without its `+`: only when the piece cannot decline it.
    let forced: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&m| m.promotes() && format_move(pos, m) == format!("{plain}+"))
        .collect();
    // (Had the plain move been legal it would have matched above.)
    if let [m] = forced[..] {
        return Some(m);
    }
    // The pass written as a step out to an empty square and back.
    let dims = pos.dimensions();
    let legs: Vec<&str> = plain.split(',').collect();
    if let [a, b] = legs[..] {
        let (a1, a2) = split_leg(a)?;
        let (b1, b2) = split_leg(b)?;
        let mid = dims.parse_chess_square(a2)?;
        if a1 == b2 && a2 == b1 && pos.piece_at(mid).is_none() {
            return moves.iter().copied().find(|&m| m == Move::Pass);
        }
    }
    None
}

/// `f6f7` → (`f6`, `f7`).
fn split_leg(leg: &str) -> Option<(&str, &str)> {
    let second = leg
        .char_indices()
        .skip(1)
        .find(|(_, c)| c.is_ascii_alphabetic())?
        .0;
    Some((&leg[..second], &leg[second..]))
}

/// The WinBoard variant name of a variant (HaChu's: `chu`, `dai`, `tenjiku`, `dada`, `maka`).
pub fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Chu => "chu",
        Variant::Dai => "dai",
        Variant::Tenjiku => "tenjiku",
        Variant::DaiDai => "dada",
        Variant::Maka => "maka",
    }
}

/// The variant of a WinBoard variant name (also yubin's own names: `daidai`, `makadaidai`).
pub fn variant_of(name: &str) -> Option<Variant> {
    match name.trim().to_ascii_lowercase().as_str() {
        "dada" => Some(Variant::DaiDai),
        other => Variant::parse(other),
    }
}

/// HaChu's Dai letters (its `daiIDs`): the code, then our abbreviation.
const DAI: &[(&str, &str)] = &[
    ("A", "RC"),
    ("B", "B"),
    ("C", "C"),
    ("D", "DK"),
    ("E", "DE"),
    ("F", "FL"),
    ("G", "G"),
    ("H", "DH"),
    ("I", "I"),
    ("K", "K"),
    ("L", "L"),
    ("M", "SM"),
    ("N", "N"),
    ("O", "Ky"),
    ("P", "P"),
    ("Q", "FK"),
    ("R", "R"),
    ("S", "S"),
    ("T", "BT"),
    ("U", "St"),
    ("V", "VM"),
    ("W", "EW"),
    ("X", "Ph"),
    ("A'", "AB"),
    ("C'", "CS"),
    ("F'", "FD"),
    ("P'", "GB"),
    ("X'", "VO"),
    ("L!", "Ln"),
];

/// HaChu's Tenjiku letters (its `tenIDs`).
const TENJIKU: &[(&str, &str)] = &[
    ("A", "RC"),
    ("B", "B"),
    ("C", "C"),
    ("D", "DK"),
    ("E", "DE"),
    ("F", "FL"),
    ("G", "G"),
    ("H", "DH"),
    ("I", "I"),
    ("K", "K"),
    ("L", "L"),
    ("M", "SM"),
    ("N", "N"),
    ("O", "Kr"),
    ("P", "P"),
    ("Q", "Q"),
    ("R", "R"),
    ("S", "S"),
    ("T", "BT"),
    ("V", "VM"),
    ("X", "Ph"),
    ("D'", "D"),
    ("Q'", "FE"),
    ("S'", "SS"),
    ("V'", "VS"),
    ("B!", "BG"),
    ("C!", "CS"),
    ("D!", "FiD"),
    ("E!", "SE"),
    ("F!", "HF"),
    ("H!", "LH"),
    ("L!", "Ln"),
    ("Q!", "GG"),
    ("R!", "RG"),
    ("V!", "VG"),
    ("W!", "WB"),
];

/// Reads the FEN of `setboard` under `rules`.
///
/// # Errors
/// What is wrong, naming the offending text.
pub fn read_fen(rules: Rules, text: &str) -> Result<Position, String> {
    let mut fields = text.split_whitespace();
    let board = fields.next().ok_or("an empty FEN")?;
    let side = match fields.next() {
        None | Some("w") | Some("W") => "b",
        Some("b") | Some("B") => "w",
        Some(other) => {
            return Err(format!(
                "the side to move must be `w` or `b`, not `{}`",
                crate::excerpt(other)
            ))
        }
    };
    let table = match rules.variant {
        Variant::Dai => DAI,
        Variant::Tenjiku => TENJIKU,
        _ => &[][..],
    };
    let board = if table.is_empty() || board.contains('[') {
        board.to_string()
    } else {
        bracketed(board, table)?
    };
    let sfen_text = if rules.variant == Variant::Chu {
        format!("{board} {side} - 1")
    } else {
        format!("{board} {side} 1")
    };
    sfen::read(rules, &sfen_text).map_err(|e| e.detail())
}

/// A board of one-letter codes rewritten with bracketed abbreviations.
fn bracketed(board: &str, table: &[(&str, &str)]) -> Result<String, String> {
    let chars: Vec<char> = board.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() || c == '/' {
            out.push(c);
            i += 1;
            continue;
        }
        let promoted = c == '+';
        if promoted {
            i += 1;
        }
        let Some(&l) = chars.get(i).filter(|l| l.is_ascii_alphabetic()) else {
            return Err(format!("a piece letter expected at character {}", i + 1));
        };
        let mut code = l.to_ascii_uppercase().to_string();
        if let Some(&mark @ ('\'' | '!')) = chars.get(i + 1) {
            code.push(mark);
            i += 1;
        }
        i += 1;
        let abbr = table
            .iter()
            .find(|(c, _)| *c == code)
            .map(|(_, a)| *a)
            .ok_or_else(|| format!("no piece is written `{code}`"))?;
        let abbr = if l.is_ascii_uppercase() {
            abbr.to_string()
        } else {
            abbr.to_ascii_lowercase()
        };
        out.push('[');
        if promoted {
            out.push('+');
        }
        out.push_str(&abbr);
        out.push(']');
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_search::baseline::{random_move, Rng};

    #[test]
    fn every_variant_s_moves_read_back_through_random_games() {
        let mut checked = 0;
        for variant in [
            Variant::Chu,
            Variant::Dai,
            Variant::Tenjiku,
            Variant::DaiDai,
            Variant::Maka,
        ] {
            let mut game = Game::new(Rules::standard(variant));
            let mut rng = Rng::new(variant as u64 + 3);
            for _ in 0..60 {
                for mv in game.legal_moves() {
                    let text = format_move(game.position(), mv);
                    assert_eq!(parse_move(&game, &text), Ok(mv), "{variant:?} {text}");
                    checked += 1;
                }
                let Some(mv) = random_move(&game, &mut rng) else {
                    break;
                };
                if game.play(mv).unwrap().is_some() {
                    break;
                }
            }
        }
        assert!(checked > 1000);
    }

    #[test]
    fn the_start_positions_read_from_hachu_s_fen() {
        // HaChu's own start arrays (hachu.c, `chuArray`, `daiArray`); Tenjiku's in HaChu's
        // letters, from the rules crate's start: HaChu's `tenArray` differs (dragon kings
        // where the dogs stand, a great general for White's free eagle, 15 files on rank 2).
        let cases = [
            (
                Variant::Chu,
                "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w 0 1",
            ),
            (
                Variant::Dai,
                "lnuicsgkgsciunl/a1c'1f1tet1f1c'1a/1x'1a'1wxl!ow1a'1x'1/rf'mvbhdqdhbvmf'r/ppppppppppppppp/4p'5p'4/15/15/15/4P'5P'4/PPPPPPPPPPPPPPP/RF'MVBHDQDHBVMF'R/1X'1A'1WOL!XW1A'1X'1/A1C'1F1TET1F1C'1A/LNUICSGKGSCIUNL w",
            ),
            (
                Variant::Tenjiku,
                "lnficsgekgscifnl/a1c!c!1txql!ot1c!c!1a/s'v'bhdw!d!q'h!d!w!dhbv's'/mvrf!e!b!r!v!q!r!b!e!f!rvm/pppppppppppppppp/4d'6d'4/16/16/16/16/4D'6D'4/PPPPPPPPPPPPPPPP/MVRF!E!B!R!Q!V!R!B!E!F!RVM/S'V'BHDW!D!H!Q'D!W!DHBV'S'/A1C!C!1TOL!QXT1C!C!1A/LNFICSGKEGSCIFNL",
            ),
        ];
        for (variant, fen) in cases {
            let rules = Rules::standard(variant);
            let pos = read_fen(rules, fen).unwrap_or_else(|e| panic!("{variant:?}: {e}"));
            assert_eq!(
                sfen::write(&pos),
                sfen::write(&Position::start(rules)),
                "{variant:?}"
            );
        }
    }

    #[test]
    fn a_bad_fen_is_named() {
        let rules = Rules::standard(Variant::Dai);
        assert!(read_fen(rules, "").is_err());
        assert!(read_fen(rules, "15/15 x")
            .unwrap_err()
            .contains("side to move"));
        assert!(read_fen(rules, "J14/15").unwrap_err().contains("`J`"));
        assert!(read_fen(Rules::default(), "k11/12 w").is_err());
    }
}
