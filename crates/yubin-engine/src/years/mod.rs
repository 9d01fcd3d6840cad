//! Running for years (issue 26): [`unsubscribe`] (`List-Unsubscribe` on recurring mails, the
//! keyed address that stops a stream, `unsubscribe`, `reminders on|off`).

pub mod unsubscribe;
