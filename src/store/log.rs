//! The mail logs: every inbound mail consumed (so each is consumed once), and the outbox
//! of mails to deliver with their delivery state.

use super::sql::Text;
use super::{Store, Tx};
use anyhow::Context as _;
use rusqlite::{params, OptionalExtension};
use yubin_domain::model::{Attachment, InboundRecord, InlinePicture, OutMail, Stream, Unsubscribe};

/// A queued mail with its delivery state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxEntry {
    /// The outbox row id.
    pub id: i64,
    /// The mail.
    pub mail: OutMail,
    /// Delivery attempts so far.
    pub attempts: u32,
}

impl Tx<'_> {
    /// Whether a mail from `sender` with this Message-ID was consumed already. The log knows
    /// a mail by both: another sender's mail with the same Message-ID (one copying a
    /// predictable id) is another mail.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn inbound_seen(&self, sender: &str, message_id: &str) -> anyhow::Result<bool> {
        Ok(self
            .tx
            .query_row(
                "SELECT 1 FROM inbound WHERE sender = ?1 AND message_id = ?2",
                [sender, message_id],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }

    /// How many mails from `sender` without a valid reply key were logged at or after
    /// `since` (the rate limit counts only those).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn unkeyed_count_since(&self, sender: &str, since: i64) -> anyhow::Result<u32> {
        Ok(self.tx.prepare_cached("SELECT count(*) FROM inbound WHERE sender = ?1 AND received_at >= ?2 AND keyed = 0")?.query_row(params![sender, since],
            |r| r.get(0),
        )?)
    }

    /// How many mails from `sender` without a valid reply key, logged at or after `since`,
    /// were answered with an error.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn unkeyed_errors_since(&self, sender: &str, since: i64) -> anyhow::Result<u32> {
        Ok(self.tx.prepare_cached("SELECT count(*) FROM inbound WHERE sender = ?1 AND received_at >= ?2 AND keyed = 0 \
             AND status = 'rejected'")?.query_row(params![sender, since],
            |r| r.get(0),
        )?)
    }

    /// Whether a mail from `sender` was ever logged.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn has_written(&self, sender: &str) -> anyhow::Result<bool> {
        Ok(self
            .tx
            .query_row(
                "SELECT 1 FROM inbound WHERE sender = ?1 LIMIT 1",
                [sender],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }

    /// Logs an inbound mail as consumed.
    ///
    /// # Errors
    /// A mail from the same sender with the same Message-ID was logged already, or SQLite
    /// fails.
    pub fn record_inbound(&self, rec: &InboundRecord) -> anyhow::Result<()> {
        self.tx
            .prepare_cached("INSERT INTO inbound (message_id, sender, subject, received_at, status, note, body, \
                 keyed) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")?
            .execute(params![
                    rec.message_id,
                    rec.sender,
                    rec.subject,
                    rec.received_at,
                    Text(rec.status),
                    rec.note,
                    rec.body,
                    rec.keyed
                ],
            )
            .with_context(|| format!("cannot log inbound mail <{}>", rec.message_id))?;
        Ok(())
    }

    /// The bodies of the mail the bot queued with this Message-ID (without `<>`): its text
    /// and its HTML part; `None` when there is no such mail or its body was forgotten
    /// ([`Store::forget_sent_bodies`]).
    ///
    /// # Errors
    /// SQLite fails.
    pub fn sent_bodies(
        &self,
        message_id: &str,
    ) -> anyhow::Result<Option<(String, Option<String>)>> {
        Ok(self
            .tx
            .query_row(
                "SELECT text_body, html_body FROM outbox WHERE message_id = ?1 AND text_body <> ''",
                [message_id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?)
    }

    /// Queues a mail for delivery at once.
    ///
    /// # Errors
    /// A mail with the same Message-ID is queued already, or SQLite fails.
    pub fn queue(&self, mail: &OutMail, now: i64) -> anyhow::Result<()> {
        // An erased player's placeholder receives no mail: nothing is queued to it (a
        // tournament they organised goes on without them).
        if yubin_engine::years::forget::is_forgotten(&mail.to) {
            return Ok(());
        }
        self.tx
            .prepare_cached(
                "INSERT INTO outbox (message_id, in_reply_to, refs, recipient, reply_to, subject, \
                 text_body, html_body, created_at, next_attempt_at, state, unsubscribe, \
                 unsubscribe_mailto, unsubscribe_https) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, 'pending', ?10, ?11, ?12)",
            )?
            .execute(params![
                mail.message_id,
                mail.in_reply_to,
                mail.references.join(" "),
                mail.to,
                mail.reply_to,
                mail.subject,
                mail.text,
                mail.html,
                now,
                mail.unsubscribe.as_ref().map(|u| u.stream.tag()),
                mail.unsubscribe.as_ref().map(|u| &u.mailto),
                mail.unsubscribe.as_ref().and_then(|u| u.https.as_ref()),
            ])
            .with_context(|| format!("cannot queue mail <{}>", mail.message_id))?;
        if !mail.attachments.is_empty() {
            let id = self.tx.last_insert_rowid();
            let mut stmt = self.tx.prepare_cached(
                "INSERT INTO outbox_attachments (outbox_id, position, file_name, mime, content) \
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?;
            for (i, a) in mail.attachments.iter().enumerate() {
                stmt.execute(params![id, i as i64, a.file_name, a.mime, a.content])?;
            }
        }
        if let Some(p) = &mail.picture {
            self.tx
                .prepare_cached(
                    "INSERT INTO outbox_pictures (outbox_id, content_id, file_name, svg) \
                     VALUES (?1, ?2, ?3, ?4)",
                )?
                .execute(params![
                    self.tx.last_insert_rowid(),
                    p.content_id,
                    p.file_name,
                    p.svg
                ])?;
        }
        Ok(())
    }
}

/// How the outbox row `r` is unsubscribed from (`None`: a direct answer). A stream that
/// does not read is left out with a warning: the mail still goes, without the headers.
fn unsubscribe_of(r: &rusqlite::Row<'_>) -> rusqlite::Result<Option<Unsubscribe>> {
    let tag: Option<String> = r.get("unsubscribe")?;
    let mailto: Option<String> = r.get("unsubscribe_mailto")?;
    let (Some(tag), Some(mailto)) = (tag, mailto) else {
        return Ok(None);
    };
    let Some(stream) = Stream::parse_tag(&tag) else {
        tracing::warn!(stream = %tag, "outbox: an unsubscribe stream that does not read; sent without List-Unsubscribe");
        return Ok(None);
    };
    Ok(Some(Unsubscribe {
        stream,
        mailto,
        https: r.get("unsubscribe_https")?,
    }))
}

/// The attachments of outbox row `id`, in order.
fn attachments_of(conn: &rusqlite::Connection, id: i64) -> rusqlite::Result<Vec<Attachment>> {
    let mut stmt = conn.prepare_cached(
        "SELECT file_name, mime, content FROM outbox_attachments WHERE outbox_id = +?1 \
         ORDER BY position",
    )?;
    let rows = stmt.query_map([id], |r| {
        Ok(Attachment {
            file_name: r.get(0)?,
            mime: r.get(1)?,
            content: r.get(2)?,
        })
    })?;
    rows.collect()
}

/// The board picture of outbox row `id`, if it has one.
fn picture_of(conn: &rusqlite::Connection, id: i64) -> rusqlite::Result<Option<InlinePicture>> {
    conn.prepare_cached(
        "SELECT content_id, file_name, svg FROM outbox_pictures WHERE outbox_id = ?1",
    )?
    .query_row([id], |r| {
        Ok(InlinePicture {
            content_id: r.get(0)?,
            file_name: r.get(1)?,
            svg: r.get(2)?,
        })
    })
    .optional()
}

impl Store {
    /// Mails due for delivery at `now`, oldest first.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn due_mail(&self, now: i64, limit: u32) -> anyhow::Result<Vec<OutboxEntry>> {
        let mut stmt = self.conn.prepare(
            "SELECT id, message_id, in_reply_to, refs, recipient, reply_to, subject, text_body, \
             html_body, attempts, unsubscribe, unsubscribe_mailto, unsubscribe_https FROM outbox WHERE state = 'pending' AND next_attempt_at <= ?1 \
             ORDER BY id LIMIT ?2",
        )?;
        let rows = stmt.query_map(params![now, limit], |r| {
            let refs: String = r.get("refs")?;
            Ok(OutboxEntry {
                id: r.get("id")?,
                mail: OutMail {
                    message_id: r.get("message_id")?,
                    in_reply_to: r.get("in_reply_to")?,
                    references: refs.split_whitespace().map(str::to_string).collect(),
                    to: r.get("recipient")?,
                    reply_to: r.get("reply_to")?,
                    subject: r.get("subject")?,
                    text: r.get("text_body")?,
                    html: r.get("html_body")?,
                    attachments: Vec::new(),
                    picture: None,
                    unsubscribe: unsubscribe_of(r)?,
                },
                attempts: r.get("attempts")?,
            })
        })?;
        let mut due = rows.collect::<rusqlite::Result<Vec<_>>>()?;
        for e in &mut due {
            e.mail.attachments = attachments_of(&self.conn, e.id)?;
            e.mail.picture = picture_of(&self.conn, e.id)?;
        }
        Ok(due)
    }

    /// Marks a queued mail delivered.
    ///
    /// # Errors
    /// No such outbox row, or SQLite fails.
    pub fn mark_sent(&self, id: i64) -> anyhow::Result<()> {
        let n = self.conn.execute(
            "UPDATE outbox SET state = 'sent', attempts = attempts + 1, last_error = NULL \
             WHERE id = ?1",
            [id],
        )?;
        anyhow::ensure!(n == 1, "outbox row {id} does not exist");
        Ok(())
    }

    /// Records a failed delivery attempt that may succeed later (a 4xx reply, a connection
    /// error): the mail stays pending and is tried again at `next_attempt_at`.
    ///
    /// # Errors
    /// No such outbox row, or SQLite fails.
    pub fn mark_retry(&self, id: i64, next_attempt_at: i64, error: &str) -> anyhow::Result<()> {
        let n = self.conn.execute(
            "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?2, last_error = ?3 \
             WHERE id = ?1 AND state = 'pending'",
            params![id, next_attempt_at, error],
        )?;
        anyhow::ensure!(n == 1, "outbox row {id} does not exist or is not pending");
        Ok(())
    }

    /// Records that mail `id` could not be sent through no fault of its own (the bot's
    /// setup or its server failed): no attempt is counted, the reason is kept in
    /// `last_error`, and every pending mail due before `until` (this one included) waits
    /// until then, so that the outbox is not tried mail by mail against a server that
    /// cannot take any.
    ///
    /// # Errors
    /// SQLite fails, or the row is not pending.
    pub fn postpone(&self, id: i64, until: i64, error: &str) -> anyhow::Result<()> {
        let n = self.conn.execute(
            "UPDATE outbox SET last_error = ?2 WHERE id = ?1 AND state = 'pending'",
            params![id, error],
        )?;
        anyhow::ensure!(n == 1, "outbox row {id} does not exist or is not pending");
        self.conn.execute(
            "UPDATE outbox SET next_attempt_at = ?1 WHERE state = 'pending' AND next_attempt_at < ?1",
            params![until],
        )?;
        Ok(())
    }

    /// Gives up on a queued mail (a 5xx reply, or too many transient failures), keeping the
    /// reason in `outbox.last_error` for the operator.
    ///
    /// # Errors
    /// No such outbox row, or SQLite fails.
    pub fn mark_failed(&self, id: i64, reason: &str) -> anyhow::Result<()> {
        let n = self.conn.execute(
            "UPDATE outbox SET state = 'failed', attempts = attempts + 1, last_error = ?2 \
             WHERE id = ?1",
            params![id, reason],
        )?;
        anyhow::ensure!(n == 1, "outbox row {id} does not exist");
        Ok(())
    }

    /// When the next pending mail is due (`None` when the outbox is empty): the daemon
    /// sleeps until then.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn next_outbox_attempt(&self) -> anyhow::Result<Option<i64>> {
        Ok(self.conn.query_row(
            "SELECT min(next_attempt_at) FROM outbox WHERE state = 'pending'",
            [],
            |r| r.get(0),
        )?)
    }

    /// Empties the bodies of mails delivered before `before` (the row, with its Message-ID,
    /// recipient, subject and state, stays as the log of what was sent), with its files and
    /// its board picture. A Chu board mail's row is about 45 KB (its picture's SVG 38 KB), a
    /// Maka one's about 110 KB, so keeping every body would grow the database by that much per
    /// move for ever. Returns how many were emptied.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn forget_sent_bodies(&self, before: i64) -> anyhow::Result<usize> {
        self.conn.execute(
            "DELETE FROM outbox_attachments WHERE outbox_id IN (SELECT id FROM outbox \
             WHERE state = 'sent' AND created_at < ?1)",
            [before],
        )?;
        self.conn.execute(
            "DELETE FROM outbox_pictures WHERE outbox_id IN (SELECT id FROM outbox \
             WHERE state = 'sent' AND created_at < ?1)",
            [before],
        )?;
        Ok(self.conn.execute(
            "UPDATE outbox SET text_body = '', html_body = NULL \
             WHERE state = 'sent' AND created_at < ?1 AND (text_body <> '' OR html_body IS NOT NULL)",
            [before],
        )?)
    }

    /// Empties the bodies of the inbound log older than `before` (only mails not carried out
    /// keep one, an excerpt): the row, with its Message-ID, stays, so a mail read again is
    /// still recognised. Returns how many were emptied.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn forget_inbound_bodies(&self, before: i64) -> anyhow::Result<usize> {
        Ok(self.conn.execute(
            "UPDATE inbound SET body = '' WHERE received_at < ?1 AND body <> ''",
            [before],
        )?)
    }

    /// [`Store::forget_sent_bodies`] and [`Store::forget_inbound_bodies`]: the hourly
    /// housekeeping of the mail logs.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn forget_old_bodies(&self, before: i64) -> anyhow::Result<usize> {
        Ok(self.forget_sent_bodies(before)? + self.forget_inbound_bodies(before)?)
    }

    /// The delivery state of the mail with this Message-ID (without `<>`): its state
    /// (`pending`, `sent` or `failed`), attempts and last error.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn outbox_status(
        &self,
        message_id: &str,
    ) -> anyhow::Result<Option<(String, u32, Option<String>)>> {
        Ok(self
            .conn
            .query_row(
                "SELECT state, attempts, last_error FROM outbox WHERE message_id = ?1",
                [message_id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()?)
    }
}
