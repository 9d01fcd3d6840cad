//! The embedded Maildir spool as the service's transports (`mail.mode = "maildir"`; the
//! layout is in [`crate::mail::maildir`]).
//!
//! * [`SpoolIntake`] reads `new/` at each tick of `schedule.poll` (every second by default,
//!   so a game from a terminal feels immediate), at most [`BATCH`] files and about
//!   [`BATCH_BYTES`] at a time (of a file
//!   larger than `limits.max_mail_kb`, by its size on the disk, only the start that holds
//!   the header: a 300 MB file costs no more memory than a small one); after
//!   the commits are durable it moves each consumed file to `cur/`, each file that is not a
//!   mail to `bad/` (with a `.error` note beside it), and leaves the rest in `new/`.
//! * [`SpoolOutlet`] writes each outgoing mail into `outbox/` (mode 0600): a
//!   mail that cannot be built fails for good, a file that cannot be written is retried; a
//!   full disk or a folder that cannot be written holds every mail, none charged an attempt
//!   (as a failure of the bot's own setup, [`Failure::Setup`]).
//!
//! Files are read and moved on tokio's blocking pool.

use super::{bot_mailbox, Intake, Outlet, Raw, Service, Verdict};
use crate::config::{Config, Mail};
use crate::mail::maildir::Spool;
use crate::mail::outbound::{self, ReturnPath};
use crate::mail::smtp::Failure;
use crate::schedule::{self, Cron};
use crate::store::{OutboxEntry, Store};
use anyhow::{bail, Context as _};
use lettre::message::Mailbox;
use std::path::PathBuf;
use tracing::warn;

/// Files read from `new/` per batch.
pub const BATCH: usize = 100;

/// The bytes read from `new/` per batch: once they are reached, the rest waits for the next
/// batch (at once), so a batch holds at most this plus one mail (`limits.max_mail_kb`), not
/// [`BATCH`] mails of the largest size.
pub const BATCH_BYTES: usize = 16 << 20;

/// The service on the spool.
pub type SpoolService = Service<SpoolIntake, SpoolOutlet>;

/// Opens the database and the spool of a `mode = "maildir"` configuration.
///
/// # Errors
/// The configuration is for IMAP, the bot address is malformed, or the database or the spool
/// cannot be opened.
pub fn open(config: &Config) -> anyhow::Result<SpoolService> {
    let Mail::Maildir { spool } = &config.mail else {
        bail!("`mail.mode = \"imap\"` is served by `serve::remote`, not by the spool");
    };
    // The database first: its errors (read-only, disk full, not a database) matter most.
    let store = Store::open_for_service(&config.database)?;
    let spool = Spool::open(spool)?;
    let outlet = SpoolOutlet {
        spool: spool.clone(),
        from: bot_mailbox(config)?,
        return_path: ReturnPath::for_settings(&config.engine_settings()),
    };
    let intake = SpoolIntake {
        spool,
        max_bytes: config.engine_settings().max_mail_bytes,
        poll: config.schedule.poll.clone(),
        ready: true,
    };
    Ok(Service::new(config, store, intake, outlet))
}

/// Mail in from the spool's `new/`.
#[derive(Debug, Clone)]
pub struct SpoolIntake {
    /// The spool.
    pub spool: Spool,
    /// The largest mail read whole (`limits.max_mail_kb`): of a larger file only the start
    /// is read ([`Spool::read_incoming`]).
    max_bytes: usize,
    poll: Cron,
    /// Look at once (the first time, and while more than a batch is waiting).
    ready: bool,
}

async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
) -> anyhow::Result<T> {
    tokio::task::spawn_blocking(f)
        .await
        .context("a spool task panicked")?
}

impl Intake for SpoolIntake {
    type Key = PathBuf;

    async fn wait(&mut self) -> anyhow::Result<()> {
        if !self.ready {
            let now = chrono::Utc::now();
            let next = self
                .poll
                .next_after(now.timestamp())
                .unwrap_or(now.timestamp() + 1);
            tokio::time::sleep(schedule::until(now.timestamp_millis(), next)).await;
        }
        self.ready = false;
        Ok(())
    }

    async fn fetch(&mut self) -> anyhow::Result<Vec<Raw<PathBuf>>> {
        let (spool, max) = (self.spool.clone(), self.max_bytes);
        let (batch, more) = blocking(move || {
            let files = spool.incoming()?;
            let mut more = files.len() > BATCH;
            let (mut batch, mut read) = (Vec::new(), 0);
            for path in files.into_iter().take(BATCH) {
                if read >= BATCH_BYTES {
                    more = true;
                    break;
                }
                let label = path
                    .strip_prefix(spool.root())
                    .unwrap_or(&path)
                    .display()
                    .to_string();
                match Spool::read_incoming(&path, max) {
                    Ok((bytes, size)) => {
                        read += bytes.len();
                        batch.push(Raw {
                            key: path,
                            label,
                            bytes,
                            size,
                        });
                    }
                    // Renamed away by another reader: not ours any more.
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => warn!(mail = %label, error = %e, "cannot read; left in new/"),
                }
            }
            Ok((batch, more))
        })
        .await?;
        self.ready = more;
        Ok(batch)
    }

    async fn acknowledge(&mut self, verdicts: Vec<(PathBuf, Verdict)>) -> anyhow::Result<()> {
        let spool = self.spool.clone();
        blocking(move || {
            for (path, verdict) in verdicts {
                match verdict {
                    Verdict::Consumed => drop(spool.mark_consumed(&path)?),
                    Verdict::SetAside(why) => drop(spool.set_aside(&path, &why)?),
                    Verdict::Left => {}
                }
            }
            Ok(())
        })
        .await
    }

    async fn close(&mut self) {}

    fn describe(&self) -> String {
        format!("the spool {}", self.spool.root().display())
    }
}

/// Mail out into the spool's `outbox/`.
#[derive(Debug, Clone)]
pub struct SpoolOutlet {
    /// The spool.
    pub spool: Spool,
    /// The From of the bot's mails.
    pub from: Mailbox,
    /// The return path of each mail, written as its file's `Return-Path`.
    pub return_path: ReturnPath,
}

impl Outlet for SpoolOutlet {
    async fn deliver(&self, entry: &OutboxEntry) -> Result<(), Failure> {
        let msg = outbound::build_on_pool(&entry.mail, &self.from, Some(entry.id))
            .await
            .map_err(|e| Failure::Permanent(format!("{e:#}")))?;
        let (spool, id) = (self.spool.clone(), entry.mail.message_id.clone());
        let rp = self.return_path.of(entry.id, &entry.mail.to);
        blocking(move || spool.send_returning(&msg, &id, Some(&rp)))
            .await
            .map_err(|e| classify(&e))
    }
}

/// A failure to write into `outbox/`: a full disk or a folder that cannot be written is the
/// spool's, not the mail's ([`Failure::Setup`]: every mail waits, no attempt counted, none
/// given up); anything else may pass ([`Failure::Transient`]).
fn classify(e: &anyhow::Error) -> Failure {
    use std::io::ErrorKind as K;
    let why = format!("{e:#}");
    let io = e.chain().find_map(|c| c.downcast_ref::<std::io::Error>());
    match io.map(std::io::Error::kind) {
        Some(K::StorageFull | K::QuotaExceeded) => {
            Failure::Setup(format!("{why}; the disk of the spool is full"))
        }
        Some(K::ReadOnlyFilesystem | K::PermissionDenied) => {
            Failure::Setup(format!("{why}; the spool's folders cannot be written"))
        }
        _ => Failure::Transient(why),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::maildir::Draft;
    use crate::serve::serve_until;
    use std::time::Duration;

    #[test]
    fn serves_the_spool_until_told_to_stop() {
        let dir = tempfile::tempdir().unwrap();
        let config = Config::embedded(dir.path()).unwrap();
        let service = open(&config).unwrap();
        let spool = service.intake.spool.clone();
        spool
            .drop_mail(&Draft {
                from: "alice@example.test".into(),
                to: config.bot.address.clone(),
                subject: "help".into(),
                body: String::new(),
                in_reply_to: None,
            })
            .unwrap();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            let stop = tokio::time::sleep(Duration::from_millis(300));
            serve_until(service, stop).await
        })
        .unwrap();
        assert!(spool.incoming().unwrap().is_empty());
        assert_eq!(spool.sent().unwrap().len(), 1);
    }

    #[test]
    fn a_file_over_the_size_limit_is_answered_from_its_start_alone() {
        let dir = tempfile::tempdir().unwrap();
        let config = Config::embedded(dir.path()).unwrap();
        let mut service = open(&config).unwrap();
        let spool = service.intake.spool.clone();
        // 300 MB on the disk's word (a sparse file: its body costs no disk here).
        let path = spool
            .deliver_raw(b"From: a@example.test\r\nMessage-ID: <huge@example.test>\r\nSubject: help\r\n\r\nhelp\r\n")
            .unwrap();
        let size = 300 << 20;
        std::fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .unwrap()
            .set_len(size)
            .unwrap();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let batch = rt.block_on(service.intake.fetch()).unwrap();
        assert_eq!(batch.len(), 1);
        assert_eq!(batch[0].size, size as usize);
        assert!(batch[0].bytes.len() <= crate::mail::inbound::MAX_HEADER_BYTES);
        // Still in new/ (not acknowledged): the service reads it again and answers it.
        let report = rt.block_on(service.take_in(1_800_000_000)).unwrap();
        assert_eq!(report.consumed, 1, "{report:?}");
        rt.block_on(service.turn(1_800_000_000)).unwrap();
        let sent = spool.sent().unwrap();
        assert_eq!(sent.len(), 1);
        assert!(
            sent[0]
                .text
                .contains("Your mail is 314.6 MB, more than the 1.0 MB I read"),
            "{}",
            sent[0].text
        );
    }

    #[test]
    fn a_batch_holds_at_most_its_bytes_and_the_rest_follows_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let config = Config::embedded(dir.path()).unwrap();
        let mut service = open(&config).unwrap();
        let spool = service.intake.spool.clone();
        // Twenty mails just under the limit of 1 MiB: 20 MB, more than a batch reads.
        let body = "0123456789abcdefghijklmnopqrstuvwxyz\r\n".repeat(26_000);
        for n in 0..20 {
            spool
                .deliver_raw(format!("From: a{n}@example.test\r\nMessage-ID: <{n}@example.test>\r\nSubject: help\r\n\r\n{body}").as_bytes())
                .unwrap();
        }
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let first = rt.block_on(service.intake.fetch()).unwrap();
        let read: usize = first.iter().map(|r| r.bytes.len()).sum();
        assert!(
            first.len() < 20 && read < BATCH_BYTES + (1 << 20),
            "{} mails, {read} bytes",
            first.len()
        );
        assert!(service.intake.ready, "the rest is read at once");
    }

    #[test]
    fn more_than_a_batch_is_read_in_several_batches() {
        let dir = tempfile::tempdir().unwrap();
        let config = Config::embedded(dir.path()).unwrap();
        let mut service = open(&config).unwrap();
        let spool = service.intake.spool.clone();
        for n in 0..=BATCH {
            spool
                .deliver_raw(format!("From: a@example.test\r\nMessage-ID: <{n}@example.test>\r\nSubject: help\r\n\r\nhelp\r\n").as_bytes())
                .unwrap();
        }
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let first = rt.block_on(service.take_in(1_800_000_000)).unwrap();
        assert_eq!(first.consumed, BATCH);
        assert!(service.intake.ready, "the rest is read at once");
        let second = rt.block_on(service.take_in(1_800_000_000)).unwrap();
        assert_eq!(second.consumed, 1);
        assert!(spool.incoming().unwrap().is_empty());
    }
}
