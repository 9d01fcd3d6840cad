//! The clocks of one game at `now`, replayed from its start ([`clocks`]).
//!
//! The rules (turns, stops, gifts, the ICCF doubling) are in the [module
//! documentation](super). The replay is total: moves out of order (a move before the previous
//! one) take no time, empty or inverted stops stop nothing, gifts of no time give nothing,
//! and a move after a flag is replayed like any other.

use super::{Gift, History, Secs, Stop, TimeControl, DAY};
use yubin_rules::Color;

/// One side's clock at `now`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SideClock {
    /// The bank it has left now; for the side on turn, net of what the turn has used so far
    /// (stops left out, the ICCF doubling counted). Per move: the reserve of gifted time.
    /// Byoyomi: the main bank. Negative only for a side that flagged.
    pub bank: Secs,
    /// All the time it can still use on its current (or next) move before it flags, if no
    /// stop or gift intervenes: the bank, plus per move the time left on the move, plus in
    /// byoyomi the time left of the period.
    pub left: Secs,
    /// How many moves it has made.
    pub moves_made: u32,
    /// Per move and byoyomi: the time left on the current move (for the side not on turn, a
    /// whole move's time). `None` for the banked controls.
    pub move_left: Option<Secs>,
    /// Byoyomi: whether the main bank is used up, so that every move must be made within the
    /// period. Always `false` for the other controls.
    pub in_byoyomi: bool,
    /// ICCF: the moves still to make before the next time control (the bank gets a period
    /// more after the last of them).
    pub moves_to_control: Option<u32>,
    /// ICCF: the time left until the next time control (the same as `bank`).
    pub until_control: Option<Secs>,
}

/// Both clocks of a game at `now` ([`clocks`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clocks {
    /// Black's clock, then White's.
    sides: [SideClock; 2],
    /// The side to move.
    pub on_turn: Color,
    /// When the current turn began: the last move's instant, or the start.
    pub turn_started: i64,
    /// The time the side on turn had for this turn when it began (gifts received during the
    /// turn not included).
    pub available_at_turn_start: Secs,
    /// The first side that ran out of time, and the instant it did, in the history or in the
    /// current turn (then the instant is [`Clocks::deadline`]).
    pub flagged: Option<(Color, i64)>,
    /// The instant the side on turn runs out if it does not move, every known stop (future
    /// ones included) and gift taken into account; `None` when an open-ended stop stops its
    /// clock before then. It may be past: then the current turn has flagged.
    pub deadline: Option<i64>,
    /// The spans during which the clock of the side on turn is stopped, merged and sorted.
    stopped: Vec<(i64, i64)>,
    /// The control, for the charge of a turn.
    control: TimeControl,
}

impl Clocks {
    /// The clock of side `c`.
    pub fn side(&self, c: Color) -> &SideClock {
        &self.sides[c.index()]
    }

    /// The instant at which the side on turn will have used `fraction_permille` thousandths
    /// of [`Clocks::available_at_turn_start`] (700 for 70 %; rounded up to a whole second),
    /// stops taken into account; gifts received during the turn do not move it. `None` when
    /// an open-ended stop stops the clock before then. `when_used(1000)` is the deadline when
    /// no gift came during the turn.
    pub fn when_used(&self, fraction_permille: u32) -> Option<i64> {
        let available = i128::from(self.available_at_turn_start.max(0));
        let target = (available * i128::from(fraction_permille) + 999) / 1000;
        let target = Secs::try_from(target).unwrap_or(Secs::MAX);
        reach(
            &self.stopped,
            self.turn_started,
            uncharge(&self.control, target),
        )
    }
}

/// The clocks of the game `h` at `now`: both sides' time, who is on turn and until when, and
/// the first flag. Gifts after `now` are left out; stops are all taken into account (a
/// booked leave moves the deadline before it begins).
pub fn clocks(h: &History<'_>, now: i64) -> Clocks {
    let control = h.control;
    let stopped = [Color::Black, Color::White].map(|c| stopped_spans(h.stops, c));
    let mut gifts: Vec<Gift> = h
        .gifts
        .iter()
        .filter(|g| g.at <= now && g.secs > 0)
        .copied()
        .collect();
    gifts.sort_by_key(|g| g.at);
    let mut gifts = Gifts {
        all: gifts,
        next: 0,
    };

    let mut banks = [initial_bank(&control); 2];
    let mut moves_made = [0u32; 2];
    let mut flagged = None;
    let mut start = h.start;
    for (i, &end) in h.moves.iter().enumerate() {
        let mover = h.mover(i + 1);
        gifts.apply_until(start, &mut banks);
        let spans = &stopped[mover.index()];
        let available = allowance(&control, banks[mover.index()]);
        let flag = flag_instant(
            &control,
            spans,
            start,
            available,
            gifts.pending(),
            mover,
            end,
        );
        if let Some(at) = flag.filter(|&at| at <= end) {
            flagged.get_or_insert((mover, at));
        }
        gifts.apply_until(end, &mut banks);
        let used = chargeable(spans, start, end);
        let m = mover.index();
        moves_made[m] += 1;
        banks[m] = after_move(&control, banks[m], used, moves_made[m]);
        start = end;
    }

    let on_turn = h.mover(h.moves.len() + 1);
    gifts.apply_until(start, &mut banks);
    let t = on_turn.index();
    let spans = &stopped[t];
    let available = allowance(&control, banks[t]);
    let deadline = flag_instant(
        &control,
        spans,
        start,
        available,
        gifts.pending(),
        on_turn,
        Secs::MAX,
    );
    if let Some(at) = deadline.filter(|&at| at <= now) {
        flagged.get_or_insert((on_turn, at));
    }
    gifts.apply_until(now, &mut banks);
    let used = chargeable(spans, start, now);
    // Only the turn of the side on turn is running; the other's bank stands.
    let sides = [Color::Black, Color::White].map(|c| {
        let used = if c == on_turn { used } else { 0 };
        view(&control, banks[c.index()], used, moves_made[c.index()])
    });
    Clocks {
        sides,
        on_turn,
        turn_started: start,
        available_at_turn_start: available,
        flagged,
        deadline,
        stopped: stopped[t].clone(),
        control,
    }
}

/// The gifts up to `now`, sorted by instant, and how many are already in the banks.
struct Gifts {
    all: Vec<Gift>,
    next: usize,
}

impl Gifts {
    /// Adds the gifts up to instant `t` (included) to the banks.
    fn apply_until(&mut self, t: i64, banks: &mut [Secs; 2]) {
        while let Some(g) = self.all.get(self.next).filter(|g| g.at <= t) {
            let bank = &mut banks[g.to.index()];
            *bank = bank.saturating_add(g.secs);
            self.next += 1;
        }
    }

    /// The gifts not yet in the banks.
    fn pending(&self) -> &[Gift] {
        &self.all[self.next..]
    }
}

/// A side's bank at the start: the per-move reserve is empty, ICCF starts with one period.
fn initial_bank(control: &TimeControl) -> Secs {
    match *control {
        TimeControl::PerMove { .. } => 0,
        TimeControl::Fischer { bank, .. } | TimeControl::Byoyomi { bank, .. } => bank,
        TimeControl::Iccf { period, .. } => period,
    }
}

/// The time a side with `bank` has for a turn.
fn allowance(control: &TimeControl, bank: Secs) -> Secs {
    match *control {
        TimeControl::PerMove { days } => per_move(days).saturating_add(bank),
        TimeControl::Fischer { .. } | TimeControl::Iccf { .. } => bank,
        TimeControl::Byoyomi { period, .. } => bank.saturating_add(period),
    }
}

fn per_move(days: u32) -> Secs {
    Secs::from(days) * DAY
}

/// How far `a` is beyond `b` (0 if it is not).
fn over(a: Secs, b: Secs) -> Secs {
    a.saturating_sub(b).max(0)
}

/// What `used` chargeable seconds of a turn cost: themselves, but with ICCF's doubling the
/// seconds beyond `double_after` twice.
fn charge(control: &TimeControl, used: Secs) -> Secs {
    match *control {
        TimeControl::Iccf {
            double_after: Some(d),
            ..
        } if used > d => used.saturating_add(used.saturating_sub(d)),
        _ => used,
    }
}

/// The fewest chargeable seconds that cost at least `target` ([`charge`]'s inverse).
fn uncharge(control: &TimeControl, target: Secs) -> Secs {
    match *control {
        _ if target <= 0 => 0,
        TimeControl::Iccf {
            double_after: Some(d),
            ..
        } if target > d => {
            // 2u - d >= target, where u > d.
            ((i128::from(target) + i128::from(d) + 1) / 2) as Secs
        }
        _ => target,
    }
}

/// A side's bank after its `moves_made`-th move, which used `used` chargeable seconds with
/// `bank` (gifts of the turn included) at hand.
fn after_move(control: &TimeControl, bank: Secs, used: Secs, moves_made: u32) -> Secs {
    match *control {
        TimeControl::PerMove { days } => bank.saturating_sub(over(used, per_move(days))),
        TimeControl::Fischer { increment, cap, .. } => {
            let left = bank.saturating_sub(used);
            let raised = left.saturating_add(increment);
            match cap {
                // The cap limits the increment; it never takes a gift away.
                Some(cap) => left.max(raised.min(cap)),
                None => raised,
            }
        }
        TimeControl::Iccf { moves, period, .. } => {
            let left = bank.saturating_sub(charge(control, used));
            if moves_made.is_multiple_of(moves.max(1)) {
                left.saturating_add(period)
            } else {
                left
            }
        }
        TimeControl::Byoyomi { .. } => bank.saturating_sub(used).max(0),
    }
}

/// A side's clock with `bank` (gifts of the turn included) when its turn has used `used`
/// chargeable seconds so far (0 for the side not on turn).
fn view(control: &TimeControl, bank: Secs, used: Secs, moves_made: u32) -> SideClock {
    let mut side = SideClock {
        bank,
        left: bank,
        moves_made,
        move_left: None,
        in_byoyomi: false,
        moves_to_control: None,
        until_control: None,
    };
    match *control {
        TimeControl::PerMove { days } => {
            let time = per_move(days);
            side.bank = bank.saturating_sub(over(used, time));
            side.left = time.saturating_add(bank).saturating_sub(used);
            side.move_left = Some(over(time, used));
        }
        TimeControl::Fischer { .. } => {
            side.bank = bank.saturating_sub(used);
            side.left = side.bank;
        }
        TimeControl::Iccf { moves, .. } => {
            side.bank = bank.saturating_sub(charge(control, used));
            side.left = side.bank;
            side.moves_to_control = Some(moves - moves_made % moves.max(1));
            side.until_control = Some(side.bank);
        }
        TimeControl::Byoyomi { period, .. } => {
            side.bank = over(bank, used);
            let in_period = over(used, bank);
            side.move_left = Some(period.saturating_sub(in_period));
            side.in_byoyomi = side.bank == 0;
            side.left = side.bank.saturating_add(period).saturating_sub(in_period);
        }
    }
    side
}

/// The first instant from `start` at which a turn with `available` seconds (plus the gifts
/// to `mover` among `pending` that come before it, up to `until`) has been charged all of
/// it; `None` if an open-ended stop comes first.
fn flag_instant(
    control: &TimeControl,
    stopped: &[(i64, i64)],
    start: i64,
    available: Secs,
    pending: &[Gift],
    mover: Color,
    until: i64,
) -> Option<i64> {
    let mut available = available;
    let mut counted = 0;
    loop {
        let at = reach(stopped, start, uncharge(control, available))?;
        // A gift that comes before the flag postpones it; one after it comes too late. The
        // new flag is later than the old, so no gift counted is after it.
        let mut more = false;
        for g in pending[counted..]
            .iter()
            .take_while(|g| g.at <= at.min(until))
        {
            counted += 1;
            if g.to == mover {
                available = available.saturating_add(g.secs);
                more = true;
            }
        }
        if !more {
            return Some(at);
        }
    }
}

/// The spans of `stops` that stop `c`'s clock, as half-open `[from, to)` with open ends at
/// `i64::MAX`, sorted and merged.
fn stopped_spans(stops: &[Stop], c: Color) -> Vec<(i64, i64)> {
    let mut spans: Vec<(i64, i64)> = stops
        .iter()
        .filter(|s| s.color.is_none_or(|sc| sc == c))
        .map(|s| (s.from, s.to.unwrap_or(i64::MAX)))
        .filter(|&(from, to)| to > from)
        .collect();
    spans.sort_unstable();
    let mut merged: Vec<(i64, i64)> = Vec::with_capacity(spans.len());
    for (from, to) in spans {
        match merged.last_mut() {
            Some(last) if from <= last.1 => last.1 = last.1.max(to),
            _ => merged.push((from, to)),
        }
    }
    merged
}

/// The seconds of `[start, end)` outside the stopped spans.
fn chargeable(stopped: &[(i64, i64)], start: i64, end: i64) -> Secs {
    if end <= start {
        return 0;
    }
    let overlap: Secs = stopped
        .iter()
        .map(|&(from, to)| over(to.min(end), from.max(start)))
        .fold(0, Secs::saturating_add);
    end.saturating_sub(start).saturating_sub(overlap)
}

/// The first instant `t` with `used` chargeable seconds in `[start, t)`; `None` if an
/// open-ended span comes first.
fn reach(stopped: &[(i64, i64)], start: i64, used: Secs) -> Option<i64> {
    if used <= 0 {
        return Some(start);
    }
    let mut t = start;
    let mut rest = used;
    for &(from, to) in stopped {
        if to <= t {
            continue;
        }
        if from > t {
            let gap = from.saturating_sub(t);
            if rest <= gap {
                return Some(t.saturating_add(rest));
            }
            rest -= gap;
        }
        if to == i64::MAX {
            return None;
        }
        t = to;
    }
    Some(t.saturating_add(rest))
}
