//! The embedded mail transport: a Maildir spool on the local disk.
//!
//! ```text
//! spool/
//!   tmp/     mails being written (moved to new/ once complete, the Maildir protocol)
//!   new/     incoming mail, waiting to be read
//!   cur/     incoming mail already consumed (moved here only after the database commit)
//!   bad/     files that are not mails at all, each with a `.error` file saying why
//!   outbox/  mails the bot sent, one `.eml` file each
//! ```
//!
//! The mails hold the players' reply keys, so the spool is private like the database: the
//! folders yubin creates are mode 0700 and the files it writes 0600. (Folders that exist
//! already keep their mode, since a mail server may deliver into `new/` as another user;
//! [`Spool::open`] warns when others can read them.)
//!
//! An incoming file is moved from `new/` to `cur/` only after the transaction that consumed
//! it committed; if the process dies in between, the next pass finds the file again, sees
//! its sender and Message-ID in the inbound log and just moves it. A file larger than the
//! service reads of a mail is read only as far as its header ([`Spool::read_incoming`]). So nothing is lost and nothing is
//! applied twice. Outgoing mail is written first and marked sent after; a crash in between
//! writes it again with the same Message-ID (at least once).

use crate::mail::inbound::MAX_HEADER_BYTES;
use anyhow::{bail, Context as _};
use lettre::message::Mailbox;
use lettre::Message;
use std::fs;
use std::io::{Read as _, Write as _};
use std::os::unix::fs::{DirBuilderExt as _, OpenOptionsExt as _, PermissionsExt as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A Maildir spool (see the module docs for the layout).
#[derive(Debug, Clone)]
pub struct Spool {
    root: PathBuf,
}

/// A mail to put into `new/` as if a player had sent it (`yubin mail drop`).
#[derive(Debug, Clone, Default)]
pub struct Draft {
    /// The sender's address.
    pub from: String,
    /// The recipient (the bot's address, or a reply address with a token).
    pub to: String,
    /// The subject.
    pub subject: String,
    /// The plain-text body.
    pub body: String,
    /// The Message-ID (without `<>`) it answers.
    pub in_reply_to: Option<String>,
}

/// A mail found in `outbox/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentMail {
    /// The file.
    pub path: PathBuf,
    /// The outbox row id, the order of sending.
    pub outbox_id: i64,
    /// Message-ID without `<>`.
    pub message_id: String,
    /// The recipient.
    pub to: String,
    /// The Reply-To address (with the game token), if any.
    pub reply_to: Option<String>,
    /// The subject.
    pub subject: String,
    /// The text part.
    pub text: String,
    /// The files attached (an `export`'s records), in their order in the mail.
    pub files: Vec<SentFile>,
}

/// A file attached to a mail found in `outbox/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentFile {
    /// The name the mail gives it (`yubin-game-3.kif`): outside input for whoever saves it,
    /// never a path to use as it is.
    pub name: Option<String>,
    /// Its content, decoded: the file as the bot attached it (as bytes, base64-encoded, so
    /// its line ends are those `yubin export` writes).
    pub content: Vec<u8>,
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

/// A name unique on this machine: time, process and a counter (the Maildir convention).
fn unique_name() -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    format!(
        "{}.M{:06}P{}Q{}.yubin",
        now.as_secs(),
        now.subsec_micros(),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    )
}

impl Spool {
    /// Opens the spool at `root`, creating it and its folders if needed.
    ///
    /// # Errors
    /// A folder cannot be created (the message names it).
    pub fn open(root: &Path) -> anyhow::Result<Spool> {
        for sub in ["tmp", "new", "cur", "bad", "outbox"] {
            let dir = root.join(sub);
            fs::DirBuilder::new()
                .recursive(true)
                .mode(0o700)
                .create(&dir)
                .with_context(|| format!("cannot create the spool folder {}", dir.display()))?;
        }
        for dir in [root.to_path_buf(), root.join("outbox")] {
            let mode = fs::metadata(&dir).map_or(0, |m| m.permissions().mode() & 0o777);
            if mode & 0o077 != 0 {
                tracing::warn!(
                    folder = %dir.display(),
                    mode = %format!("{mode:o}"),
                    "other users can open this spool folder, and its mails hold the players' \
                     reply keys; `chmod 700` it"
                );
            }
        }
        Ok(Spool {
            root: root.to_path_buf(),
        })
    }

    /// The spool's root folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The folder `sub` of the spool.
    pub fn dir(&self, sub: &str) -> PathBuf {
        self.root.join(sub)
    }

    /// The files waiting in `new/`, oldest name first.
    ///
    /// # Errors
    /// `new/` cannot be read.
    pub fn incoming(&self) -> anyhow::Result<Vec<PathBuf>> {
        let dir = self.dir("new");
        let mut files = Vec::new();
        for e in fs::read_dir(&dir).with_context(|| format!("cannot read {}", dir.display()))? {
            let e = e?;
            if e.file_type()?.is_file() && !e.file_name().to_string_lossy().starts_with('.') {
                files.push(e.path());
            }
        }
        files.sort();
        Ok(files)
    }

    /// The bytes of the file `path` and its size: all of it when it is at most `max_bytes`
    /// long, else only its first [`MAX_HEADER_BYTES`] (which hold the header that
    /// [`inbound::parse_limited`](crate::mail::inbound::parse_limited) reads of an oversized
    /// mail), so that no file costs more memory than the service reads of a mail. The size
    /// is the file's on the disk, checked before it is read.
    ///
    /// # Errors
    /// The file cannot be opened or read.
    pub fn read_incoming(path: &Path, max_bytes: usize) -> std::io::Result<(Vec<u8>, usize)> {
        let file = fs::File::open(path)?;
        let size = usize::try_from(file.metadata()?.len()).unwrap_or(usize::MAX);
        let keep = if size > max_bytes {
            MAX_HEADER_BYTES
        } else {
            // One byte more than the limit: a file that grew since is seen to be over it.
            max_bytes.saturating_add(1)
        };
        let mut bytes = Vec::with_capacity(size.min(keep));
        file.take(keep as u64).read_to_end(&mut bytes)?;
        // Read to its end: the bytes are the file, whatever its size was a moment before.
        let size = if bytes.len() < keep {
            bytes.len()
        } else {
            size.max(bytes.len())
        };
        Ok((bytes, size))
    }

    /// Moves a consumed mail from `new/` to `cur/` (flagged seen). Call it only after the
    /// database commit that consumed it.
    ///
    /// # Errors
    /// The rename fails.
    pub fn mark_consumed(&self, path: &Path) -> anyhow::Result<PathBuf> {
        let name = path
            .file_name()
            .with_context(|| format!("{} has no file name", path.display()))?;
        let dest = self
            .dir("cur")
            .join(format!("{}:2,S", name.to_string_lossy()));
        fs::rename(path, &dest)
            .with_context(|| format!("cannot move {} to {}", path.display(), dest.display()))?;
        Ok(dest)
    }

    /// Moves a file that is not a mail to `bad/`, with `NAME.error` beside it saying why.
    ///
    /// # Errors
    /// The rename or the write fails.
    pub fn set_aside(&self, path: &Path, problem: &str) -> anyhow::Result<PathBuf> {
        let name = path
            .file_name()
            .with_context(|| format!("{} has no file name", path.display()))?;
        let dest = self.dir("bad").join(name);
        fs::rename(path, &dest)
            .with_context(|| format!("cannot move {} to {}", path.display(), dest.display()))?;
        let note = self
            .dir("bad")
            .join(format!("{}.error", name.to_string_lossy()));
        write_private(&note, format!("{problem}\n").as_bytes())?;
        Ok(dest)
    }

    /// Writes a raw mail into `new/` (through `tmp/`, so a reader never sees half a file).
    ///
    /// # Errors
    /// The file cannot be written.
    pub fn deliver_raw(&self, raw: &[u8]) -> anyhow::Result<PathBuf> {
        self.put("new", &unique_name(), raw)
    }

    /// Writes `bytes` as `sub/name` (mode 0600), through `tmp/` so that a reader never sees
    /// half a file.
    fn put(&self, sub: &str, name: &str, bytes: &[u8]) -> anyhow::Result<PathBuf> {
        let tmp = self.dir("tmp").join(name);
        let dest = self.dir(sub).join(name);
        if let Err(e) = write_private(&tmp, bytes) {
            // Half a file on a full disk would keep the space it took, once per try.
            let exists = e
                .downcast_ref::<std::io::Error>()
                .is_some_and(|io| io.kind() == std::io::ErrorKind::AlreadyExists);
            if !exists {
                let _ = fs::remove_file(&tmp);
            }
            return Err(e);
        }
        fs::rename(&tmp, &dest)
            .with_context(|| format!("cannot move {} to {}", tmp.display(), dest.display()))?;
        Ok(dest)
    }

    /// Puts a player's mail into `new/` (`yubin mail drop`). Returns the file and the
    /// mail's Message-ID.
    ///
    /// # Errors
    /// The sender or recipient is not a mail address, or the file cannot be written.
    pub fn drop_mail(&self, draft: &Draft) -> anyhow::Result<(PathBuf, String)> {
        let from: Mailbox = draft
            .from
            .parse()
            .with_context(|| format!("--from {:?} is not a mail address", draft.from))?;
        let to: Mailbox = draft
            .to
            .parse()
            .with_context(|| format!("--to {:?} is not a mail address", draft.to))?;
        let domain = from.email.domain().to_string();
        let id = format!("{}@{domain}", unique_name());
        let mut b = Message::builder()
            .from(from)
            .to(to)
            .subject(draft.subject.clone())
            .message_id(Some(format!("<{id}>")));
        if let Some(irt) = &draft.in_reply_to {
            b = b.in_reply_to(format!("<{irt}>"));
        }
        // lettre inserts each missing CR in place, one shift of the rest of the body per
        // line: a 10 MB body took 23 s. Given CRLF already, it has nothing to insert.
        let msg = b.body(crlf(&draft.body)).context("cannot build the mail")?;
        // The local user vouches for what they drop, as a receiving server would (the
        // embedded configuration trusts this authserv-id: `crate::mail::auth::MAIL_DROP`).
        let mut raw = format!(
            "Authentication-Results: {}; dmarc=pass header.from={domain}\r\n",
            super::auth::MAIL_DROP
        )
        .into_bytes();
        raw.extend_from_slice(&msg.formatted());
        Ok((self.deliver_raw(&raw)?, id))
    }

    /// Writes a mail the bot sends (built by [`super::outbound::build`] with its outbox row id), whose
    /// Message-ID is `message_id`, into `outbox/` as `NAME.eml`.
    ///
    /// # Errors
    /// The mail cannot be written.
    pub fn send(&self, msg: &Message, message_id: &str) -> anyhow::Result<()> {
        self.send_returning(msg, message_id, None)
    }

    /// [`Spool::send`], the file beginning with `Return-Path: <return_path>` (the envelope's
    /// sender a delivering server would write: the bot's VERP address for this mail,
    /// `yubin_domain::token::bounce_address`), when one is given.
    ///
    /// # Errors
    /// As [`Spool::send`].
    pub fn send_returning(
        &self,
        msg: &Message,
        message_id: &str,
        return_path: Option<&str>,
    ) -> anyhow::Result<()> {
        let mut bytes = Vec::new();
        if let Some(rp) = return_path {
            bytes.extend_from_slice(format!("Return-Path: <{rp}>\r\n").as_bytes());
        }
        bytes.extend_from_slice(&msg.formatted());
        self.put("outbox", &format!("{}.eml", unique_name()), &bytes)
            .with_context(|| {
                format!(
                    "cannot write mail <{message_id}> into {}",
                    self.dir("outbox").display()
                )
            })?;
        Ok(())
    }

    /// Every mail in `outbox/`, in the order the bot sent them; a mail written twice (after a
    /// crash) is listed once.
    ///
    /// # Errors
    /// `outbox/` cannot be read, or a file in it is not a mail the bot wrote.
    pub fn sent(&self) -> anyhow::Result<Vec<SentMail>> {
        let dir = self.dir("outbox");
        let mut out: Vec<SentMail> = Vec::new();
        for e in fs::read_dir(&dir).with_context(|| format!("cannot read {}", dir.display()))? {
            let path = e?.path();
            if path.extension().is_none_or(|x| x != "eml") {
                continue;
            }
            let raw = fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
            out.push(read_sent(&path, &raw)?);
        }
        out.sort_by(|a, b| (a.outbox_id, &a.path).cmp(&(b.outbox_id, &b.path)));
        out.dedup_by(|b, a| a.message_id == b.message_id);
        Ok(out)
    }
}

/// `text` with CRLF line ends (a lone CR or LF, or CRLF, each becomes one CRLF), in one pass.
fn crlf(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    let mut rest = text;
    while let Some(i) = rest.find(['\r', '\n']) {
        out.push_str(&rest[..i]);
        out.push_str("\r\n");
        let skip = if rest[i..].starts_with("\r\n") { 2 } else { 1 };
        rest = &rest[i + skip..];
    }
    out.push_str(rest);
    out
}

/// Writes a new file readable by its owner only.
fn write_private(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
        .and_then(|mut f| f.write_all(bytes))
        .with_context(|| format!("cannot write {}", path.display()))
}

fn read_sent(path: &Path, raw: &[u8]) -> anyhow::Result<SentMail> {
    use mail_parser::MimeHeaders as _;
    let msg = mail_parser::MessageParser::default()
        .parse(raw)
        .with_context(|| format!("{} is not a mail", path.display()))?;
    let outbox_id = msg
        .header_raw("X-Yubin-Outbox")
        .and_then(|v| v.trim().parse().ok());
    let Some(outbox_id) = outbox_id else {
        bail!(
            "{} has no X-Yubin-Outbox header: it was not written by yubin; move it out of the outbox",
            path.display()
        );
    };
    let first = |a: Option<&mail_parser::Address<'_>>| {
        a.and_then(|a| a.iter().find_map(|x| x.address().map(str::to_string)))
    };
    let text = msg
        .text_body
        .iter()
        .filter_map(|&i| msg.part(i))
        .find_map(|p| match &p.body {
            mail_parser::PartType::Text(t) => {
                Some(t.replace("\r\n", "\n").trim_end_matches('\n').to_string() + "\n")
            }
            _ => None,
        })
        .unwrap_or_default();
    // The board picture is inline, named by its Content-ID from the HTML: part of the
    // message's look, not a file the bot attached.
    let files = msg
        .attachments()
        .filter(|p| mail_parser::MimeHeaders::content_id(*p).is_none())
        .map(|p| SentFile {
            name: p.attachment_name().map(str::to_string),
            content: p.contents().to_vec(),
        })
        .collect();
    Ok(SentMail {
        path: path.to_path_buf(),
        outbox_id,
        message_id: msg.message_id().unwrap_or_default().to_string(),
        to: first(msg.to()).unwrap_or_default(),
        reply_to: first(msg.reply_to()),
        subject: msg.subject().unwrap_or_default().to_string(),
        text,
        files,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::outbound;
    use crate::store::OutMail;

    #[test]
    fn a_large_body_of_short_lines_drops_in_linear_time() {
        // 6 MB in 300 000 lines: with lettre's CR inserted line by line this took ~25 s here,
        // growing with the square of the size; now about 1 s.
        let dir = tempfile::tempdir().unwrap();
        let spool = Spool::open(dir.path()).unwrap();
        let draft = Draft {
            from: "alice@example.test".into(),
            to: "bot@example.test".into(),
            subject: "big".into(),
            body: "0123456789abcdefghi\n".repeat(300_000),
            in_reply_to: None,
        };
        let (done, wait) = std::sync::mpsc::channel();
        std::thread::spawn(move || done.send(spool.drop_mail(&draft).map(|(p, _)| p)));
        let path = wait
            .recv_timeout(std::time::Duration::from_secs(10))
            .expect("mail drop of 6 MB took more than 10 s")
            .unwrap();
        let raw = fs::read(path).unwrap();
        let text = String::from_utf8_lossy(&raw);
        assert_eq!(text.matches("0123456789abcdefghi\r\n").count(), 300_000);
        assert_eq!(crlf("a\nb\r\nc\rd\n"), "a\r\nb\r\nc\r\nd\r\n");
    }

    #[test]
    fn drop_read_consume_and_set_aside() {
        let dir = tempfile::tempdir().unwrap();
        let spool = Spool::open(dir.path()).unwrap();
        let (path, id) = spool
            .drop_mail(&Draft {
                from: "alice@example.test".into(),
                to: "bot@example.test".into(),
                subject: "help".into(),
                body: "help\n".into(),
                in_reply_to: None,
            })
            .unwrap();
        assert_eq!(spool.incoming().unwrap(), vec![path.clone()]);
        let mail = crate::mail::inbound::parse(&fs::read(&path).unwrap()).unwrap();
        assert_eq!(mail.message_id, id);
        assert_eq!(mail.from, "alice@example.test");
        let cur = spool.mark_consumed(&path).unwrap();
        assert!(cur.to_string_lossy().ends_with(":2,S"));
        assert!(spool.incoming().unwrap().is_empty());

        let junk = spool.deliver_raw(b"").unwrap();
        let bad = spool.set_aside(&junk, "not a mail").unwrap();
        assert!(bad.exists());
        let err = spool
            .drop_mail(&Draft {
                from: "nobody".into(),
                to: "bot@example.test".into(),
                ..Draft::default()
            })
            .unwrap_err();
        assert!(format!("{err:#}").contains("--from \"nobody\" is not a mail address"));
    }

    #[test]
    fn the_spool_and_its_mails_are_private() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("spool");
        let spool = Spool::open(&root).unwrap();
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        for sub in ["", "tmp", "new", "cur", "bad", "outbox"] {
            assert_eq!(mode(&root.join(sub)), 0o700, "spool/{sub}");
        }
        let incoming = spool
            .deliver_raw(b"From: a@x.test\r\n\r\nhelp\r\n")
            .unwrap();
        assert_eq!(mode(&incoming), 0o600);
        let bad = spool.set_aside(&incoming, "why").unwrap();
        assert_eq!(
            mode(&bad.with_file_name(format!(
                "{}.error",
                bad.file_name().unwrap().to_string_lossy()
            ))),
            0o600
        );
        let mail = OutMail {
            message_id: "m@x.test".into(),
            in_reply_to: None,
            references: vec![],
            to: "a@x.test".into(),
            reply_to: Some("bot+g1-key@x.test".into()),
            subject: "s".into(),
            text: "t".into(),
            html: None,
            attachments: Vec::new(),
            picture: None,
            unsubscribe: None,
        };
        let from: Mailbox = "bot@x.test".parse().unwrap();
        spool
            .send(&outbound::build(&mail, &from, Some(1)).unwrap(), "m@x.test")
            .unwrap();
        let sent = spool.sent().unwrap();
        assert_eq!(sent.len(), 1);
        assert_eq!(mode(&sent[0].path), 0o600);
        assert!(sent[0].path.starts_with(root.join("outbox")));
    }

    #[test]
    fn a_spool_others_can_open_is_warned_about() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("spool");
        let (_, quiet) = crate::test_log::warnings_of(|| Spool::open(&root).unwrap());
        assert_eq!(quiet, "");
        fs::set_permissions(root.join("outbox"), fs::Permissions::from_mode(0o755)).unwrap();
        let (_, log) = crate::test_log::warnings_of(|| Spool::open(&root).unwrap());
        assert!(
            log.contains("other users can open this spool folder"),
            "{log}"
        );
        assert!(log.contains("outbox"), "{log}");
    }

    #[test]
    fn sent_mail_keeps_its_files_byte_for_byte() {
        let dir = tempfile::tempdir().unwrap();
        let spool = Spool::open(dir.path()).unwrap();
        let from: Mailbox = "Yubin <bot@example.test>".parse().unwrap();
        let file = |name: &str, mime: &str, content: &str| yubin_domain::model::Attachment {
            file_name: name.into(),
            mime: mime.into(),
            content: content.into(),
        };
        let mail = OutMail {
            message_id: "m@example.test".into(),
            in_reply_to: None,
            references: vec![],
            to: "alice@example.test".into(),
            reply_to: None,
            subject: "export".into(),
            text: "text\n".into(),
            html: Some("<p>text</p>".into()),
            attachments: vec![
                file(
                    "g.kif",
                    "text/plain; charset=utf-8",
                    "先手：Alice\n1 ７九歩(88)\n",
                ),
                file(
                    "g.pgn",
                    "application/vnd.chess-pgn",
                    "[Variant \"chu\"]\n\n1. e5 *\n",
                ),
                file("g.json", "application/json", "{\"a\": 1}\n"),
                // Byte for byte, whatever its line ends.
                file("crlf.txt", "text/plain; charset=utf-8", "a\r\nb\n"),
            ],
            picture: None,
            unsubscribe: None,
        };
        // With the board picture inline too: it is not one of the files.
        let (mail, _) = outbound::with_board_picture(mail, yubin_rules::Color::Black);
        let msg = outbound::build(&mail, &from, Some(1)).unwrap();
        // With the return path a delivering server would write (VERP): read back alike.
        let rp = "bot+b1-abcdefghijklmnop@example.test";
        spool
            .send_returning(&msg, &mail.message_id, Some(rp))
            .unwrap();
        let file = std::fs::read_dir(spool.dir("outbox"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.extension().is_some_and(|x| x == "eml"))
            .unwrap();
        let raw = std::fs::read(file).unwrap();
        assert!(raw.starts_with(format!("Return-Path: <{rp}>\r\n").as_bytes()));
        let sent = spool.sent().unwrap();
        assert_eq!(sent[0].text, "text\n");
        let files: Vec<(Option<&str>, &str)> = sent[0]
            .files
            .iter()
            .map(|f| (f.name.as_deref(), std::str::from_utf8(&f.content).unwrap()))
            .collect();
        let want: Vec<(Option<&str>, &str)> = mail
            .attachments
            .iter()
            .map(|a| (Some(a.file_name.as_str()), a.content.as_str()))
            .collect();
        assert_eq!(files, want);
    }

    #[test]
    fn sent_mail_is_listed_in_order_once() {
        let dir = tempfile::tempdir().unwrap();
        let spool = Spool::open(dir.path()).unwrap();
        let from: Mailbox = "Yubin <bot@example.test>".parse().unwrap();
        let mail = |n: i64| OutMail {
            message_id: format!("m{n}@example.test"),
            in_reply_to: None,
            references: vec![],
            to: "alice@example.test".into(),
            reply_to: None,
            subject: format!("mail {n}"),
            text: format!("text {n}\n"),
            html: None,
            attachments: Vec::new(),
            picture: None,
            unsubscribe: None,
        };
        for n in [3, 1, 2, 1] {
            let msg = outbound::build(&mail(n), &from, Some(n)).unwrap();
            spool.send(&msg, &mail(n).message_id).unwrap();
        }
        let sent = spool.sent().unwrap();
        let subjects: Vec<&str> = sent.iter().map(|m| m.subject.as_str()).collect();
        assert_eq!(subjects, ["mail 1", "mail 2", "mail 3"]);
        assert_eq!(sent[0].text, "text 1\n");
        fs::write(spool.dir("outbox").join("x.eml"), "Subject: x\n\nx").unwrap();
        let err = format!("{:#}", spool.sent().unwrap_err());
        assert!(err.contains("has no X-Yubin-Outbox header"), "{err}");
    }
}
