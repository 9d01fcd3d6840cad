//! The analysis worker (filled in by the queue's commit).
