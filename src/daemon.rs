//! The service loop on the embedded Maildir spool (a real mailbox is served by
//! [`crate::remote`]): read new mail, fire due deadlines,
//! deliver the outbox; then sleep until the next tick of `schedule.poll` or
//! `schedule.sweep` or the next deadline, whichever comes first ([`crate::schedule`]), until
//! SIGINT or SIGTERM.
//!
//! One [`Service::step`] is synchronous (SQLite and the spool are blocking); the async loop
//! ([`serve`]) runs each step on a blocking thread and waits in one `select!` over the two
//! signals and the timer. A signal is only looked at between steps, so a step in progress
//! always finishes: its mails are consumed, its replies delivered (graceful shutdown).

use crate::config::{Config, Mail, Schedules};
use crate::engine::Settings;
use crate::mail::{inbound, maildir::Spool};
use crate::schedule;
use crate::store::Store;
use anyhow::{bail, Context as _};
use lettre::message::Mailbox;

/// The database, the spool and the settings of a running service.
pub struct Service {
    /// The database.
    pub store: Store,
    /// The Maildir spool.
    pub spool: Spool,
    /// The engine's settings.
    pub settings: Settings,
    /// The From of the bot's mails.
    pub from: Mailbox,
    /// When to look at the spool and sweep.
    pub schedule: Schedules,
    /// When old outbox bodies are next forgotten (hourly).
    pub next_housekeeping: i64,
}

/// What one [`Service::step`] did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StepReport {
    /// Mails read and consumed (moved to `cur/`).
    pub consumed: usize,
    /// Mails found again after a crash (already in the log), just moved to `cur/`.
    pub duplicates: usize,
    /// Files that are not mails, moved to `bad/`.
    pub set_aside: usize,
    /// Deadline events handled (reminders, losses on time).
    pub deadlines: usize,
    /// Mails delivered into `outbox/`.
    pub sent: usize,
    /// Problems that did not stop the step (the mail stays in `new/` and is retried).
    pub errors: Vec<String>,
}

impl Service {
    /// Opens the database and the spool of a `mode = "maildir"` configuration.
    ///
    /// # Errors
    /// The configuration is for IMAP (served by [`crate::remote`]), or the database or spool
    /// cannot be opened.
    pub fn open(config: &Config) -> anyhow::Result<Service> {
        let spool = match &config.mail {
            Mail::Maildir { spool } => Spool::open(spool)?,
            Mail::Imap { .. } => bail!(
                "`mail.mode = \"imap\"` is served by `yubin::remote`, not by the spool service"
            ),
        };
        let store = Store::open(&config.database)?;
        let from = Mailbox::new(
            Some(config.bot.name.clone()),
            config.bot.address.parse().with_context(|| {
                format!(
                    "`bot.address` {:?} is not a mail address",
                    config.bot.address
                )
            })?,
        );
        Ok(Service {
            store,
            spool,
            settings: Settings::from_config(config),
            from,
            schedule: config.schedule.clone(),
            next_housekeeping: 0,
        })
    }

    /// One pass: consume every mail in `new/`, handle due deadlines, deliver the outbox.
    ///
    /// # Errors
    /// The spool or the outbox cannot be read. A single mail that fails is reported in
    /// [`StepReport::errors`] and stays in `new/`.
    pub fn step(&mut self, now: i64) -> anyhow::Result<StepReport> {
        let mut report = StepReport::default();
        let mut consumed = Vec::new();
        for path in self.spool.incoming()? {
            let raw = match std::fs::read(&path) {
                Ok(r) => r,
                // Renamed away by another reader: not ours any more.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(e) => {
                    report
                        .errors
                        .push(format!("cannot read {}: {e}", path.display()));
                    continue;
                }
            };
            let mail = match inbound::parse(&raw) {
                Ok(m) => m,
                Err(e) => {
                    self.spool.set_aside(&path, &e.to_string())?;
                    report.set_aside += 1;
                    continue;
                }
            };
            match crate::shell::process(&mut self.store, &self.settings, &mail, now) {
                Ok(done) => {
                    consumed.push(path.clone());
                    match done {
                        crate::shell::Consumed::Done => report.consumed += 1,
                        crate::shell::Consumed::Again => report.duplicates += 1,
                        crate::shell::Consumed::Damaged(what) => {
                            report.consumed += 1;
                            report.errors.push(format!(
                                "mail {} needs a damaged database record ({what}); its text is \
                                 kept in the inbound table and the sender was told; repair the \
                                 row, then ask the player to send the mail again",
                                path.display()
                            ));
                        }
                    }
                }
                Err(e) => report
                    .errors
                    .push(format!("mail {} left in new/: {e:#}", path.display())),
            }
        }
        // Out of new/ only once the commits that consumed them are on the disk.
        if !consumed.is_empty() {
            self.store.make_durable()?;
            for path in &consumed {
                self.spool.mark_consumed(path)?;
            }
        }
        report.deadlines = crate::shell::run_deadlines(&mut self.store, &self.settings, now)?;
        report.sent = self.flush(now)?;
        if now >= self.next_housekeeping {
            self.store
                .forget_sent_bodies(now - crate::store::KEEP_SENT_BODIES)?;
            self.next_housekeeping = now + 3600;
        }
        Ok(report)
    }

    /// Delivers every due outbox mail into `outbox/`, marking each sent after it is written.
    ///
    /// # Errors
    /// The outbox cannot be read or a mail cannot be written.
    pub fn flush(&mut self, now: i64) -> anyhow::Result<usize> {
        let mut n = 0;
        loop {
            let due = self.store.due_mail(now, 100)?;
            if due.is_empty() {
                return Ok(n);
            }
            for entry in due {
                self.spool.send(&entry.mail, &self.from, entry.id)?;
                self.store.mark_sent(entry.id)?;
                n += 1;
            }
        }
    }

    /// When to wake next after `now`: the next poll or sweep tick, or the next deadline if
    /// sooner.
    ///
    /// # Errors
    /// The store cannot be read.
    pub fn wake_at(&self, now: i64) -> anyhow::Result<i64> {
        let deadline = crate::shell::next_deadline(&self.store, &self.settings)?;
        Ok(schedule::earliest(
            now,
            [
                self.schedule.poll.next_after(now),
                self.schedule.sweep.next_after(now),
                deadline,
            ],
        )
        .unwrap_or(now + 60))
    }
}

fn unix_now() -> i64 {
    chrono::Utc::now().timestamp()
}

fn unix_now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

fn log_report(r: &StepReport) {
    if r.consumed + r.duplicates + r.set_aside + r.deadlines + r.sent > 0 {
        eprintln!(
            "yubin: {} mail(s) read, {} again after a restart, {} set aside in bad/, {} deadline event(s), {} mail(s) sent",
            r.consumed, r.duplicates, r.set_aside, r.deadlines, r.sent
        );
    }
    for e in &r.errors {
        eprintln!("yubin: error: {e}");
    }
}

/// Runs the service until SIGINT or SIGTERM (see the module docs).
///
/// # Errors
/// The signal handlers cannot be installed, or a step fails as a whole (the spool or the
/// database became unreadable).
pub async fn serve(service: Service) -> anyhow::Result<()> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut term = signal(SignalKind::terminate()).context("cannot install the SIGTERM handler")?;
    let mut int = signal(SignalKind::interrupt()).context("cannot install the SIGINT handler")?;
    eprintln!(
        "yubin: serving the spool {} as {} (Ctrl-C or SIGTERM to stop)",
        service.spool.root().display(),
        service.settings.bot_address
    );
    let stop = async {
        tokio::select! {
            _ = term.recv() => eprintln!("yubin: SIGTERM, stopping"),
            _ = int.recv() => eprintln!("yubin: SIGINT, stopping"),
        }
    };
    serve_until(service, stop).await.map(drop)
}

/// Runs the service until `stop` completes, then delivers what is queued and hands the
/// service back.
///
/// # Errors
/// A step fails as a whole (the spool or the database became unreadable).
pub async fn serve_until(
    service: Service,
    stop: impl std::future::Future<Output = ()>,
) -> anyhow::Result<Service> {
    tokio::pin!(stop);
    let mut service = Some(service);
    loop {
        let mut s = service.take().expect("the service is back after each step");
        let (s, result) = tokio::task::spawn_blocking(move || {
            let now = unix_now();
            let r = s.step(now).and_then(|rep| Ok((rep, s.wake_at(now)?)));
            (s, r)
        })
        .await
        .context("the service step panicked")?;
        service = Some(s);
        let (report, wake) = result?;
        log_report(&report);
        tokio::select! {
            _ = &mut stop => break,
            _ = tokio::time::sleep(schedule::until(unix_now_ms(), wake)) => {}
        }
    }
    // Deliver what the last step queued before the stop came.
    let mut s = service.take().expect("the service is idle");
    let (s, sent) = tokio::task::spawn_blocking(move || {
        let r = s.flush(unix_now());
        (s, r)
    })
    .await
    .context("the final flush panicked")?;
    if sent? > 0 {
        eprintln!("yubin: outbox flushed before stopping");
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::maildir::Draft;
    use std::time::Duration;

    #[test]
    fn serves_the_spool_until_told_to_stop() {
        let dir = tempfile::tempdir().unwrap();
        let config = Config::embedded(dir.path()).unwrap();
        let service = Service::open(&config).unwrap();
        service
            .spool
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
        let service = rt
            .block_on(async {
                let stop = tokio::time::sleep(Duration::from_millis(300));
                serve_until(service, stop).await
            })
            .unwrap();
        assert!(service.spool.incoming().unwrap().is_empty());
        assert_eq!(service.spool.sent().unwrap().len(), 1);
    }
}
