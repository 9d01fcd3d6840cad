//! The clock's tests: the text of a control ([`control`]).

use super::{Secs, TimeControl, DAY, HOUR};

mod control;

const H: Secs = HOUR;
const D: Secs = DAY;

fn tc(text: &str) -> TimeControl {
    text.parse()
        .unwrap_or_else(|e| panic!("{text:?} refused: {e}"))
}
