//! Positions the move readers are fuzzed against, and the checks every reader must pass.

use yubin_rules::notation::{self, sfen, MoveTextError};
use yubin_rules::{Move, Position, Rules, Variant};

/// The start, a lion-power position (igui, double moves, passes), a promotion position and
/// the Heisei start (drops), the Maka Dai Dai start (19×19, where WinBoard text is refused)
/// and a Maka free bear under `maka.free_bear = BsRfA_hopall` with four pawns to hop over
/// (texts of up to 19 squares).
pub fn positions() -> Vec<Position> {
    let chu = Rules::default();
    let mut v = vec![Position::start(chu)];
    for s in [
        "k11/12/12/12/5g6/5p6/5N6/12/12/12/12/K11 b - 1",
        "k11/12/12/12/3g8/4p7/5+D6/12/12/12/12/K11 b - 1",
        "k11/9P2/12/7P4/5P6/12/12/12/12/12/12/K11 b - 1",
    ] {
        v.push(sfen::read(chu, s).expect("valid SFEN"));
    }
    v.push(Position::start(
        Rules::preset(Variant::Chu, "heisei").expect("preset"),
    ));
    let maka = Rules::preset(Variant::Maka, "standard").expect("preset");
    v.push(Position::start(maka));
    let mut hopall = maka;
    hopall.set("maka.free_bear", "BsRfA_hopall").expect("option");
    v.push(
        sfen::read(
            hopall,
            "9[k]9/19/19/19/19/19/19/19/16[p]2/19/14[p]4/19/12[p]6/19/10[p]8/9[+BB]9/19/19/9[K]9 b 1",
        )
        .expect("valid position"),
    );
    v
}

/// Reads `text` with `read` in every position; whatever resolves must be legal and must read
/// back from each notation's canonical text. Errors must display without panicking.
pub fn check(text: &str, read: impl Fn(&Position, &str) -> Result<Move, MoveTextError>) {
    for pos in positions() {
        match read(&pos, text) {
            Ok(mv) => {
                assert!(
                    pos.is_legal(mv),
                    "`{text}` resolved to an illegal move {mv}"
                );
                let mut canonical_texts =
                    vec![notation::usi::format(&pos, mv), notation::tsa::format(&pos, mv)];
                if pos.rules().variant == Variant::Chu {
                    canonical_texts.push(notation::winboard::format_san(&pos, mv));
                    canonical_texts.push(notation::winboard::format_engine(&pos, mv));
                }
                for canonical in canonical_texts {
                    assert_eq!(
                        notation::read_move(&pos, &canonical),
                        Ok(mv),
                        "`{canonical}` from `{text}`"
                    );
                }
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
}
