//! The imperative shell around the pure engine: it loads what a decision needs from the
//! store, asks the engine, and applies the effects in one transaction.
//!
//! The service loop, the benchmarks and the integration tests reach the engine only
//! through the three functions here.

pub use crate::engine::Consumed;
use crate::engine::{self, Inbound, Settings};
use crate::store::Store;

/// Consumes one mail exactly once (see [`engine::process`]).
///
/// # Errors
/// A store failure; nothing is committed then and the mail should be tried again later.
pub fn process(
    store: &mut Store,
    s: &Settings,
    mail: &Inbound,
    now: i64,
) -> anyhow::Result<Consumed> {
    engine::process(store, s, mail, now)
}

/// Applies every reminder and loss on time due at `now` in one transaction; returns how many
/// games it changed.
///
/// # Errors
/// A store failure; nothing is committed then.
pub fn run_deadlines(store: &mut Store, s: &Settings, now: i64) -> anyhow::Result<usize> {
    engine::run_deadlines(store, s, now)
}

/// The next instant at which [`run_deadlines`] has something to do.
///
/// # Errors
/// The store cannot be read, or a game row is corrupt.
pub fn next_deadline(store: &Store, s: &Settings) -> anyhow::Result<Option<i64>> {
    engine::next_deadline(store, s)
}
