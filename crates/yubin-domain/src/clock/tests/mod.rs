//! The clock's tests: the text of a control ([`control`]), hand-computed games and property
//! tests of the replay ([`replay`]).

use super::{Secs, TimeControl, DAY, HOUR};

mod control;
mod replay;

const H: Secs = HOUR;
const D: Secs = DAY;

fn tc(text: &str) -> TimeControl {
    text.parse()
        .unwrap_or_else(|e| panic!("{text:?} refused: {e}"))
}
