//! What a piece of code logs, for tests: the events it emits through `tracing`, as the
//! `yubin` binary would print them (without time and colours).

use std::io::Write;
use std::sync::{Arc, Mutex};

#[derive(Clone, Default)]
struct Buffer(Arc<Mutex<Vec<u8>>>);

impl Write for Buffer {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Runs `f` and returns what it logged at `warn` and above (on this thread).
pub(crate) fn warnings_of<T>(f: impl FnOnce() -> T) -> (T, String) {
    logs_of(tracing::Level::WARN, f)
}

/// Runs `f` and returns what it logged at `level` and above (on this thread).
pub(crate) fn logs_of<T>(level: tracing::Level, f: impl FnOnce() -> T) -> (T, String) {
    let buffer = Buffer::default();
    let writer = buffer.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(level)
        .with_ansi(false)
        .without_time()
        .with_writer(move || writer.clone())
        .finish();
    let out = tracing::subscriber::with_default(subscriber, f);
    let text = String::from_utf8_lossy(&buffer.0.lock().unwrap()).into_owned();
    (out, text)
}
