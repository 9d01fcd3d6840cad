//! [`OutMail`] (an outbox row) to a lettre [`Message`] ready for any transport.
//!
//! Every mail gets the outbox's stable `Message-ID` (the same on every delivery attempt, so
//! a mail delivered twice after a crash is one mail in the player's client), `In-Reply-To` and
//! `References` for threading (only usable ids, [`msgid::usable`]), `Auto-Submitted: auto-replied` (RFC 3834: other bots must not
//! answer it), the player's `Reply-To` with the game token, and the text and HTML bodies as
//! `multipart/alternative` (text first, so clients that cannot show HTML show the text).
//!
//! A recurring mail (an observer's, a reminder: [`OutMail::unsubscribe`]) also gets
//! `List-Unsubscribe` (RFC 2369: its keyed `mailto:` address, and the operator's one-click
//! HTTPS address when configured, then with `List-Unsubscribe-Post:
//! List-Unsubscribe=One-Click`, RFC 8058) and, for an observation, `List-Id` (RFC 2919:
//! `<g12.watch.DOMAIN>`, `<t3.watch.DOMAIN>`, so filters can sort it). Direct answers get none.
//!
//! A mail whose HTML part shows the board picture ([`OutMail::picture`]) has it drawn here,
//! from the SVG its outbox row keeps, as a PNG of [`crate::picture::SQUARE_PX`] pixels a
//! square, and sends the HTML part and the PNG together as `multipart/related` (RFC 2387;
//! the PNG `Content-Disposition: inline` with the Content-ID the HTML names after `cid:`):
//!
//! ```text
//! multipart/mixed                 (only with files: a game's exports)
//!   multipart/alternative
//!     text/plain                  the text board
//!     multipart/related
//!       text/html                 <img src="cid:board.12.24.…@yubin">
//!       image/png                 Content-ID: <board.12.24.…@yubin>
//!   text/plain; name=…            each file
//! ```

use crate::mail::msgid;
use crate::store::OutMail;
use anyhow::Context as _;
use lettre::message::header::ContentType;
use lettre::message::header::{Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::Message;

/// The `Auto-Submitted: auto-replied` header (RFC 3834).
#[derive(Debug, Clone, Copy)]
pub struct AutoSubmitted;

impl Header for AutoSubmitted {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Auto-Submitted")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(AutoSubmitted)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "auto-replied".into())
    }
}

/// `X-Yubin-Outbox: <row id>`: lets the spool reader list sent mails in outbox order.
#[derive(Debug, Clone, Copy)]
pub struct OutboxId(pub i64);

impl Header for OutboxId {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("X-Yubin-Outbox")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(OutboxId(s.trim().parse()?))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.to_string())
    }
}

/// A header of a fixed name and an ASCII value made here (`List-Unsubscribe`,
/// `List-Unsubscribe-Post`, `List-Id`).
#[derive(Debug, Clone)]
struct ListHeader(&'static str, String);

macro_rules! list_header {
    ($ty:ident, $name:literal) => {
        #[derive(Debug, Clone)]
        struct $ty(String);

        impl Header for $ty {
            fn name() -> HeaderName {
                HeaderName::new_from_ascii_str($name)
            }

            fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
                Ok($ty(s.trim().to_string()))
            }

            fn display(&self) -> HeaderValue {
                HeaderValue::new(Self::name(), self.0.clone())
            }
        }
    };
}

list_header!(ListUnsubscribe, "List-Unsubscribe");
list_header!(ListUnsubscribePost, "List-Unsubscribe-Post");
list_header!(ListId, "List-Id");

/// The list headers of a recurring mail sent from `from` (none for a direct answer): the
/// `List-Unsubscribe` value, the one-click `List-Unsubscribe-Post` value when an HTTPS
/// address is configured, and the `List-Id` of an observation.
fn list_headers(mail: &OutMail, from: &Mailbox) -> Vec<ListHeader> {
    use yubin_domain::model::{Stream, Watched};
    let Some(u) = &mail.unsubscribe else {
        return Vec::new();
    };
    let mut value = format!("<mailto:{}?subject=unsubscribe>", u.mailto);
    if let Some(https) = &u.https {
        value.push_str(&format!(", <{https}>"));
    }
    let mut out = vec![ListHeader("List-Unsubscribe", value)];
    if u.https.is_some() {
        out.push(ListHeader(
            "List-Unsubscribe-Post",
            "List-Unsubscribe=One-Click".into(),
        ));
    }
    let domain = from.email.domain();
    match u.stream {
        Stream::Watched(Watched::Game(g)) => {
            out.push(ListHeader("List-Id", format!("<g{g}.watch.{domain}>")))
        }
        Stream::Watched(Watched::Tournament(t)) => {
            out.push(ListHeader("List-Id", format!("<t{t}.watch.{domain}>")))
        }
        Stream::Reminders | Stream::Digest | Stream::Crosstables(_) => {}
    }
    out
}

fn angle(id: &str) -> String {
    format!("<{id}>")
}

/// A mail's body before its files.
enum Part {
    Multi(MultiPart),
    Single(SinglePart),
}

impl From<MultiPart> for Part {
    fn from(m: MultiPart) -> Part {
        Part::Multi(m)
    }
}

/// The `Content-Language` header (RFC 3282): the language the mail is written in.
#[derive(Debug, Clone, PartialEq, Eq)]
struct ContentLanguage(String);

impl Header for ContentLanguage {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Content-Language")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ContentLanguage(s.trim().to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// The language an outbox row's HTML part says it is written in (`<html lang="ja">`, as
/// every mail's layout writes it: the row keeps no other note of it); `None` without an
/// HTML part or a plain tag.
fn html_language(mail: &OutMail) -> Option<&str> {
    let html = mail.html.as_deref()?;
    let start = html.find("<html lang=\"")? + "<html lang=\"".len();
    let tag = &html[start..];
    let tag = &tag[..tag.find('"')?];
    let plain = !tag.is_empty()
        && tag.len() <= 8
        && tag.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
    plain.then_some(tag)
}

/// The return path of the bot's mails: `bot+bN-TOKEN@domain` for outbox row `N`
/// ([`yubin_domain::token::bounce_address`], VERP), so that a bounce names the mail and its
/// recipient, keyed.
#[derive(Debug, Clone)]
pub struct ReturnPath {
    /// The bot's address.
    pub bot: String,
    /// The server key.
    pub key: Vec<u8>,
}

impl ReturnPath {
    /// The return path of outbox row `id`, a mail to `to`.
    pub fn of(&self, id: i64, to: &str) -> String {
        yubin_domain::token::bounce_address(&self.bot, &self.key, id, to)
    }

    /// The return path of the service configured by `settings`.
    pub fn for_settings(settings: &yubin_engine::Settings) -> ReturnPath {
        ReturnPath {
            bot: settings.bot_address.clone(),
            key: settings.secret_key.clone(),
        }
    }
}

/// Builds the message of an outbox row, sent from `from`.
///
/// # Errors
/// An address in the row (recipient, Reply-To) is not a valid mail address; the message
/// names the field and the outbox Message-ID.
pub fn build(mail: &OutMail, from: &Mailbox, outbox_id: Option<i64>) -> anyhow::Result<Message> {
    let what = || format!("outgoing mail <{}>", mail.message_id);
    let to: Mailbox = mail
        .to
        .parse()
        .with_context(|| format!("{}: bad recipient {:?}", what(), mail.to))?;
    let mut b = Message::builder()
        .from(from.clone())
        .to(to)
        .subject(mail.subject.clone())
        .message_id(Some(angle(&mail.message_id)))
        .header(AutoSubmitted);
    if let Some(r) = &mail.reply_to {
        let r: Mailbox = r
            .parse()
            .with_context(|| format!("{}: bad Reply-To {r:?}", what()))?;
        b = b.reply_to(r);
    }
    // Only usable ids go out (the inbound mail layer keeps no others; a row queued before it
    // did may hold any), so no header line grows past RFC 5322's 998 octets or carries a
    // control byte.
    if let Some(irt) = mail.in_reply_to.as_deref().and_then(msgid::usable) {
        b = b.in_reply_to(angle(irt));
    }
    let refs = msgid::references(mail.references.iter().map(String::as_str));
    if !refs.is_empty() {
        let refs: Vec<String> = refs.iter().map(|r| angle(r)).collect();
        b = b.references(refs.join(" "));
    }
    if let Some(id) = outbox_id {
        b = b.header(OutboxId(id));
    }
    if let Some(tag) = html_language(mail) {
        b = b.header(ContentLanguage(tag.to_string()));
    }
    // Only characters a mail address and an https URL checked by the configuration hold
    // go here: a value with anything else is a damaged row, refused like a bad address.
    for ListHeader(name, value) in list_headers(mail, from) {
        anyhow::ensure!(
            value.bytes().all(|c| c.is_ascii_graphic() || c == b' ') && value.len() <= 900,
            "{}: its {name} value {value:?} holds characters no header may",
            what()
        );
        b = match name {
            "List-Unsubscribe" => b.header(ListUnsubscribe(value)),
            "List-Unsubscribe-Post" => b.header(ListUnsubscribePost(value)),
            _ => b.header(ListId(value)),
        };
    }
    let body = match (&mail.html, &mail.picture) {
        (Some(html), Some(picture)) => {
            // Drawn anew at every attempt, from the row alone: the same bytes each time.
            let png = crate::picture::png(&picture.svg, crate::picture::SQUARE_PX)
                .with_context(|| format!("{}: its board picture", what()))?;
            let image = lettre::message::Attachment::new_inline_with_name(
                picture.content_id.clone(),
                picture.file_name.clone(),
            )
            .body(png, ContentType::parse("image/png").expect("a MIME type"));
            let related = MultiPart::related()
                .singlepart(SinglePart::html(html.clone()))
                .singlepart(image);
            MultiPart::alternative()
                .singlepart(SinglePart::plain(mail.text.clone()))
                .multipart(related)
                .into()
        }
        (Some(html), None) => {
            MultiPart::alternative_plain_html(mail.text.clone(), html.clone()).into()
        }
        (None, _) => Part::Single(SinglePart::plain(mail.text.clone())),
    };
    if mail.attachments.is_empty() {
        return match body {
            Part::Multi(m) => b.multipart(m),
            Part::Single(s) => b.singlepart(s),
        }
        .with_context(what);
    }
    // With files: multipart/mixed, the readable body first, then each file.
    let mut mixed = match body {
        Part::Multi(m) => MultiPart::mixed().multipart(m),
        Part::Single(s) => MultiPart::mixed().singlepart(s),
    };
    for a in &mail.attachments {
        let mime = ContentType::parse(&a.mime).with_context(|| {
            format!(
                "{}: attachment {:?}: MIME type {:?}",
                what(),
                a.file_name,
                a.mime
            )
        })?;
        // The file as bytes, not as text: lettre turns a text body's line ends into CRLF, and
        // the file attached must be the very file `yubin export` writes and the archive
        // serves, with LF line ends (the README's `export` command says why). Bytes go
        // base64-encoded and come out of a mail program as they went in, though MIME's
        // canonical form of a text part has CRLF.
        let bytes = a.content.clone().into_bytes();
        mixed = mixed
            .singlepart(lettre::message::Attachment::new(a.file_name.clone()).body(bytes, mime));
    }
    b.multipart(mixed).with_context(what)
}

/// `mail` showing the board picture of a Chu game after `P-7h`, drawn from `viewer`'s side
/// (its HTML an `<img>` of it), and the picture: for tests of mails that carry one.
#[cfg(test)]
pub(crate) fn with_board_picture(
    mail: OutMail,
    viewer: yubin_rules::Color,
) -> (OutMail, yubin_text::mails::BoardPicture) {
    let mut game = yubin_rules::Game::new(yubin_rules::Rules::default());
    let mv = yubin_rules::notation::read_move(game.position(), "P-7h").expect("a move");
    game.play(mv).expect("a legal move");
    let picture = yubin_text::mails::board_picture(
        yubin_domain::model::GameId(1),
        &game,
        viewer,
        Default::default(),
    )
    .expect("a picture");
    let mail = OutMail {
        html: Some(format!(
            "<p><img src=\"cid:{}\" alt=\"{}\"></p>",
            picture.inline.content_id, picture.alt
        )),
        picture: Some(picture.inline.clone()),
        ..mail
    };
    (mail, picture)
}

/// [`build`] on tokio's blocking pool: drawing a board picture takes tens of milliseconds
/// (a Maka board about 70 in a release build), too long for the executor's thread.
///
/// # Errors
/// As [`build`]; or the task panicked.
pub async fn build_on_pool(
    mail: &OutMail,
    from: &Mailbox,
    outbox_id: Option<i64>,
) -> anyhow::Result<Message> {
    if mail.picture.is_none() {
        return build(mail, from, outbox_id);
    }
    let (mail, from) = (mail.clone(), from.clone());
    tokio::task::spawn_blocking(move || build(&mail, &from, outbox_id))
        .await
        .context("building a mail panicked")?
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> OutMail {
        OutMail {
            message_id: "yubin.1@bot.test".into(),
            in_reply_to: Some("m1@alice.test".into()),
            references: vec!["root@bot.test".into(), "m1@alice.test".into()],
            to: "alice@alice.test".into(),
            reply_to: Some("bot+g1-abc@bot.test".into()),
            subject: "Game 1: 1. P-7f".into(),
            text: "board\n".into(),
            html: Some("<p>board</p>".into()),
            attachments: Vec::new(),
            picture: None,
            unsubscribe: None,
        }
    }

    #[test]
    fn files_are_attached_after_the_body() {
        let from: Mailbox = "Yubin <bot@bot.test>".parse().unwrap();
        let mut m = sample();
        m.attachments = vec![
            yubin_domain::model::Attachment {
                file_name: "yubin-game-1.kif".into(),
                mime: "text/plain; charset=utf-8".into(),
                content: "先手：alice\n".into(),
            },
            yubin_domain::model::Attachment {
                file_name: "yubin-game-1.json".into(),
                mime: "application/json".into(),
                content: "{}\n".into(),
            },
        ];
        let raw = String::from_utf8(build(&m, &from, None).unwrap().formatted()).unwrap();
        for want in [
            "multipart/mixed",
            "multipart/alternative",
            "filename=\"yubin-game-1.kif\"",
            "filename=\"yubin-game-1.json\"",
            "application/json",
        ] {
            assert!(raw.contains(want), "{want} missing in\n{raw}");
        }
        // A reader still finds the text body first.
        let back = crate::mail::inbound::parse(raw.as_bytes()).unwrap();
        assert_eq!(back.body, "board\n");
        // A MIME type that is not one is the mail's error, not a panic.
        m.attachments[0].mime = "not a type".into();
        assert!(build(&m, &from, None).is_err());
    }

    /// The type of a parsed part, `multipart/related`.
    fn mime(part: &mail_parser::MessagePart<'_>) -> String {
        use mail_parser::MimeHeaders as _;
        part.content_type().map_or("text/plain".into(), |c| {
            format!("{}/{}", c.ctype(), c.subtype().unwrap_or(""))
        })
    }

    #[test]
    fn the_board_picture_goes_inline_beside_the_html() {
        use mail_parser::MimeHeaders as _;
        let from: Mailbox = "Yubin <bot@bot.test>".parse().unwrap();
        let (mut m, picture) = with_board_picture(sample(), yubin_rules::Color::White);
        let raw = build(&m, &from, None).unwrap().formatted();
        // The row alone makes the mail: built again, the same bytes but for the boundaries.
        let again = build(&m, &from, None).unwrap().formatted();
        assert_eq!(raw.len(), again.len());
        let msg = mail_parser::MessageParser::default().parse(&raw).unwrap();
        let root = &msg.parts[0];
        assert_eq!(mime(root), "multipart/alternative");
        let kids: Vec<_> = root
            .sub_parts()
            .unwrap()
            .iter()
            .map(|&i| &msg.parts[i as usize])
            .collect();
        assert_eq!(
            kids.iter().map(|p| mime(p)).collect::<Vec<_>>(),
            ["text/plain", "multipart/related"]
        );
        assert_eq!(kids[0].text_contents(), Some("board\r\n"));
        let related: Vec<_> = kids[1]
            .sub_parts()
            .unwrap()
            .iter()
            .map(|&i| &msg.parts[i as usize])
            .collect();
        assert_eq!(
            related.iter().map(|p| mime(p)).collect::<Vec<_>>(),
            ["text/html", "image/png"]
        );
        let (html, png) = (related[0], related[1]);
        let cid = png.content_id().unwrap();
        assert_eq!(cid, picture.inline.content_id);
        assert!(html
            .text_contents()
            .unwrap()
            .contains(&format!("src=\"cid:{cid}\"")));
        assert!(png.content_disposition().unwrap().is_inline());
        assert_eq!(png.attachment_name(), Some("board-1-1.png"));
        // The PNG decodes: a Chu board at 56 pixels a square, 740 square, not blank.
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png.contents().to_vec()));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        assert_eq!((info.width, info.height), (740, 740));
        let distinct: std::collections::HashSet<&[u8]> = pixels.chunks(4).collect();
        assert!(distinct.len() > 100, "{} colours", distinct.len());
        // A reader of mail still finds the text first.
        let back = crate::mail::inbound::parse(&raw).unwrap();
        assert_eq!(back.body, "board\n");
        // With files too: the files after the body, the picture inside it.
        m.attachments = vec![yubin_domain::model::Attachment {
            file_name: "yubin-game-1.usi".into(),
            mime: "text/plain; charset=utf-8".into(),
            content: "position startpos\n".into(),
        }];
        let raw = build(&m, &from, None).unwrap().formatted();
        let msg = mail_parser::MessageParser::default().parse(&raw).unwrap();
        let types: Vec<String> = msg.parts.iter().map(mime).collect();
        assert_eq!(
            types,
            [
                "multipart/mixed",
                "multipart/alternative",
                "text/plain",
                "multipart/related",
                "text/html",
                "image/png",
                "text/plain"
            ]
        );
        // A picture that is no drawing is the mail's error, not a panic.
        m.picture.as_mut().unwrap().svg = "not a picture".into();
        let err = format!("{:#}", build(&m, &from, None).unwrap_err());
        assert!(err.contains("its board picture"), "{err}");
    }

    #[test]
    fn headers_for_threading_and_rfc3834() {
        let from: Mailbox = "Yubin <bot@bot.test>".parse().unwrap();
        let raw = String::from_utf8(build(&sample(), &from, Some(7)).unwrap().formatted()).unwrap();
        for want in [
            "Message-ID: <yubin.1@bot.test>",
            "In-Reply-To: <m1@alice.test>",
            "References: <root@bot.test> <m1@alice.test>",
            "Auto-Submitted: auto-replied",
            "Reply-To: bot+g1-abc@bot.test",
            "X-Yubin-Outbox: 7",
            "multipart/alternative",
            "text/html",
        ] {
            assert!(raw.contains(want), "{want} missing in\n{raw}");
        }
        let back = crate::mail::inbound::parse(raw.as_bytes()).unwrap();
        assert_eq!(back.message_id, "yubin.1@bot.test");
        assert_eq!(back.body, "board\n");
    }

    /// A recurring mail says how to stop it (RFC 2369, 8058) and which list it is (RFC
    /// 2919); a direct answer says neither; a value no header may hold is refused.
    #[test]
    fn a_recurring_mail_says_how_to_unsubscribe() {
        use yubin_domain::model::{GameId, Stream, TournamentId, Unsubscribe, Watched};
        let from: Mailbox = "Yubin <bot@bot.test>".parse().unwrap();
        let raw =
            |m: &OutMail| String::from_utf8(build(m, &from, None).unwrap().formatted()).unwrap();
        let answer = raw(&sample());
        for absent in ["List-Unsubscribe", "List-Id"] {
            assert!(
                !answer.contains(absent),
                "{absent} in a direct answer:\n{answer}"
            );
        }
        let mut m = sample();
        m.unsubscribe = Some(Unsubscribe {
            stream: Stream::Watched(Watched::Game(GameId(12))),
            mailto: "bot+ug12-abcdefghijklmnop@bot.test".into(),
            https: None,
        });
        let text = raw(&m);
        assert!(
            text.contains(
                "List-Unsubscribe: <mailto:bot+ug12-abcdefghijklmnop@bot.test?subject=unsubscribe>"
            ),
            "{text}"
        );
        assert!(text.contains("List-Id: <g12.watch.bot.test>"), "{text}");
        assert!(!text.contains("List-Unsubscribe-Post"), "{text}");
        // With the operator's one-click address: both, and the POST header.
        m.unsubscribe = Some(Unsubscribe {
            stream: Stream::Watched(Watched::Tournament(TournamentId(3))),
            mailto: "bot+ut3-abcdefghijklmnop@bot.test".into(),
            https: Some("https://u.bot.test/u?k=1".into()),
        });
        let text = raw(&m);
        let msg = mail_parser::MessageParser::default()
            .parse(text.as_bytes())
            .unwrap();
        let header = |name: &str| {
            msg.header_raw(name)
                .map(|v| v.split_whitespace().collect::<Vec<_>>().join(" "))
        };
        assert_eq!(
            header("List-Unsubscribe").as_deref(),
            Some("<mailto:bot+ut3-abcdefghijklmnop@bot.test?subject=unsubscribe>, <https://u.bot.test/u?k=1>")
        );
        assert_eq!(
            header("List-Unsubscribe-Post").as_deref(),
            Some("List-Unsubscribe=One-Click")
        );
        assert_eq!(header("List-Id").as_deref(), Some("<t3.watch.bot.test>"));
        // Reminders: no list.
        m.unsubscribe = Some(Unsubscribe {
            stream: Stream::Reminders,
            mailto: "bot+ur-abcdefghijklmnop@bot.test".into(),
            https: None,
        });
        let text = raw(&m);
        assert!(text.contains("List-Unsubscribe: <mailto:bot+ur-"), "{text}");
        assert!(!text.contains("List-Id"), "{text}");
        // A damaged row's value never becomes a header of its own.
        m.unsubscribe.as_mut().unwrap().mailto = "x@bot.test>\r\nBcc: mallory@evil.test".into();
        let err = build(&m, &from, None).unwrap_err();
        assert!(format!("{err:#}").contains("List-Unsubscribe"), "{err:#}");
    }

    /// A mail says the language it is written in, as its HTML part does; a Japanese mail's
    /// subject and text go out as UTF-8 and read back whole.
    #[test]
    fn a_mail_says_its_language() {
        let from: Mailbox = "Yubin <bot@bot.test>".parse().unwrap();
        let mut m = sample();
        m.subject = "対局1：alice 対 bob：後手の第2手です".into();
        m.text = "あなたの手番です：第2手。\n".into();
        m.html = Some(
            "<!DOCTYPE html>\n<html lang=\"ja\">\n<body><p>あなたの手番です</p></body></html>"
                .into(),
        );
        let raw = build(&m, &from, None).unwrap().formatted();
        let text = String::from_utf8_lossy(&raw);
        assert!(text.contains("Content-Language: ja"), "{text}");
        let msg = mail_parser::MessageParser::default().parse(&raw).unwrap();
        assert_eq!(msg.subject(), Some(m.subject.as_str()));
        assert_eq!(
            msg.body_text(0).as_deref(),
            Some("あなたの手番です：第2手。\r\n")
        );
        // No HTML part, or a tag that is no plain tag: no header.
        m.html = None;
        let raw = build(&m, &from, None).unwrap().formatted();
        assert!(!String::from_utf8_lossy(&raw).contains("Content-Language"));
        m.html = Some("<html lang=\"ja\r\nBcc: x@y\">".into());
        let raw = build(&m, &from, None).unwrap().formatted();
        assert!(!String::from_utf8_lossy(&raw).contains("Content-Language"));
    }

    #[test]
    fn unusable_thread_ids_never_go_out() {
        // An outbox row queued before the inbound ids were checked may hold anything.
        let from: Mailbox = "Yubin <bot@bot.test>".parse().unwrap();
        let mut m = sample();
        m.in_reply_to = Some("a\u{1}\u{1b}[31m\u{7f}@x.test".into());
        m.references = vec![
            "root@bot.test".into(),
            "x".repeat(900_000) + "@x.test",
            "a b@x.test".into(),
        ];
        let raw = String::from_utf8(build(&m, &from, None).unwrap().formatted()).unwrap();
        assert!(!raw.contains("In-Reply-To"), "{raw}");
        assert!(raw.contains("References: <root@bot.test>\r\n"), "{raw}");
        assert!(raw.len() < 10_000, "{} bytes", raw.len());
        assert!(!raw.contains(['\u{1}', '\u{1b}', '\u{7f}']));
    }

    #[test]
    fn a_bad_recipient_is_named() {
        let mut m = sample();
        m.to = "not an address".into();
        let from: Mailbox = "bot@bot.test".parse().unwrap();
        let err = format!("{:#}", build(&m, &from, None).unwrap_err());
        assert!(err.contains("bad recipient \"not an address\""), "{err}");
    }
}
