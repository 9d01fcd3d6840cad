//! The context every command family works in: the mail, the snapshot, the effects decided
//! so far, and the shared steps (who may act on which game, answers, game mails, the end of
//! a game).

use crate::effect::{out_mail, Effect, Thread};
use crate::reading::{echo, extract};
use crate::snapshot::{Loaded, Played, Snapshot};
use crate::{Inbound, Settings};
use sha2::{Digest, Sha256};
use yubin_domain::clock::Clocks;
use yubin_domain::model::{
    CorruptRow, GameRecord, GameState, InboundStatus, Language, OutMail, Timeline,
};
use yubin_domain::token;
use yubin_rules::{Color, Game};
use yubin_text::mails::{self, Body};
use yubin_text::reject::{self, Rejection};

/// What became of the mail, with a note for the log; `Err` when a record it needs is
/// damaged.
pub(crate) type Verdict = Result<(InboundStatus, String), CorruptRow>;

/// A mail carried out, with its note.
pub(crate) fn ok(note: impl Into<String>) -> Verdict {
    Ok((InboundStatus::Processed, note.into()))
}

/// One decision in progress.
pub(crate) struct Ctx<'a> {
    pub s: &'a Settings,
    pub snap: &'a Snapshot,
    pub mail: &'a Inbound,
    pub now: i64,
    pub effects: Vec<Effect>,
    /// Mails sent so far (numbers their Message-IDs).
    pub outgoing: usize,
    /// Keep the mail's text in the log: it was not acted on.
    pub keep_body: bool,
    /// The sender is known to read the mailbox of the From address (a key of theirs, a
    /// confirmation, a trusted server's word: [`crate::confirm::proven`]).
    pub proven: bool,
    /// The command line the mail confirms, when it is a confirmation: what an answer
    /// quotes as the sender's words.
    pub confirmed: Option<String>,
    /// The sender chose no language and is answered in the one their mail is written in:
    /// every mail to them says, in the other language, how to switch.
    pub language_guessed: bool,
}

/// A game the decision acts on: its record (changed as the decision goes) and its game.
pub(crate) struct Current {
    pub rec: GameRecord,
    pub game: Game,
    /// What the clocks are computed from (the moves' instants, stops, gifts).
    pub timeline: Timeline,
}

impl Current {
    /// The game's clocks at `now`.
    pub fn clocks(&self, now: i64) -> yubin_domain::clock::Clocks {
        yubin_domain::timing::clocks_of(&self.rec, &self.game, &self.timeline, now)
    }
}

impl Played {
    /// The replayed game, if the shell replayed it (it replays the keyed game and every
    /// open game of the sender).
    ///
    /// # Errors
    /// The game's record or moves are damaged.
    pub(crate) fn game(&self) -> Result<Option<Game>, CorruptRow> {
        self.game.clone().transpose()
    }
}

impl Ctx<'_> {
    // ------------------------------------------------------------------ language

    /// The language of the answers to the sender: the one they chose (`language`), else
    /// the one their mail is written in (a newcomer writing Japanese is answered in
    /// Japanese: [`crate::reading::language::of_mail`]), else English.
    pub fn lang(&self) -> Language {
        // A sender who chose none and writes Japanese has it in the snapshot already
        // (`decide::guessed_language`): the mail is not read again for each answer.
        self.snap.sender_look.language()
    }

    /// A mail to the sender as it goes out: when they are answered in the language their
    /// mail is written in without having chosen it, with the line that says how to switch.
    fn noted(&self, body: Body) -> Body {
        if self.language_guessed {
            mails::language::with_switch_line(body, self.lang())
        } else {
            body
        }
    }

    // ------------------------------------------------------------------ identity

    /// The game named by a valid token in a recipient address, with the sender a player.
    pub fn authorized_game(&self) -> Result<Result<Played, Rejection>, CorruptRow> {
        let Some((id, tok)) = self.mail.reply_key(&self.s.bot_address) else {
            return Ok(Err(Rejection::NoKey));
        };
        let keyed = match &self.snap.keyed {
            Ok(k) => k.as_ref().filter(|p| p.record.id == id),
            Err(e) => return Err(e.clone()),
        };
        match keyed {
            Some(p)
                if p.record.color_of(&self.mail.from).is_some()
                    && token::verify(&self.s.secret_key, id, &self.mail.from, &tok) =>
            {
                // Cloned only once it is known to be the sender's (a game's whole history).
                Ok(Ok(p.clone()))
            }
            _ => Ok(Err(Rejection::KeyNotYours {
                from: self.mail.from.clone(),
                game: id,
            })),
        }
    }

    /// What the observer's address the mail was sent to is about (a reply to an observer's
    /// mail, [`token::watch_address`]): no authority, only which game or tournament.
    pub fn observing(&self) -> Option<yubin_domain::model::Watched> {
        self.mail.watch_key(&self.s.bot_address)
    }

    /// The sender's games.
    pub fn sender_games(&self) -> Loaded<&[Played]> {
        match &self.snap.sender_games {
            Ok(g) => Ok(g),
            Err(e) => Err(e.clone()),
        }
    }

    /// The sender's game, if exactly one is waiting for an answer or being played.
    pub fn sole_game(&self) -> Result<Option<Played>, CorruptRow> {
        let mut open = self
            .sender_games()?
            .iter()
            .filter(|g| g.record.state.is_open());
        Ok(match (open.next(), open.next()) {
            (Some(g), None) => Some(g.clone()),
            _ => None,
        })
    }

    /// The game for a read-only command: a valid token, else the sender's only active game.
    pub fn read_game(&self) -> Result<Result<Played, Rejection>, CorruptRow> {
        if let Ok(p) = self.authorized_game()? {
            return Ok(Ok(p));
        }
        let active: Vec<&Played> = self
            .sender_games()?
            .iter()
            .filter(|g| g.record.state == GameState::Active)
            .collect();
        Ok(match active.len() {
            1 => Ok(active[0].clone()),
            0 => Err(Rejection::NoGameInProgress),
            _ => Err(Rejection::SeveralGamesInProgress {
                games: active.iter().map(|g| g.record.id).collect(),
            }),
        })
    }

    /// A fair, reproducible coin for `random` sides: a bit of an HMAC of the challenge's
    /// Message-ID under the server key, so the engine stays a function of its input while no
    /// player can predict (or steer) the result.
    pub fn coin(&self) -> bool {
        token::digest(&self.s.secret_key, self.mail.message_id.as_bytes())[0] & 1 == 1
    }

    // ------------------------------------------------------------------ mails

    /// The game at hand as `viewer` sees it now, clocks included while it is played.
    pub fn view(&self, cur: &Current, viewer: Color) -> mails::GameView {
        Self::view_with(cur, viewer, &cur.clocks(self.now))
    }

    /// [`Ctx::view`] with the game's clocks at hand (computed once for both players' mails).
    pub fn view_with(cur: &Current, viewer: Color, clocks: &Clocks) -> mails::GameView {
        mails::clocked_view(&cur.rec, &cur.game, viewer, clocks)
    }

    pub fn message_id(&self) -> String {
        self.message_id_n(self.outgoing)
    }

    pub fn message_id_n(&self, n: usize) -> String {
        reply_id(self.s, self.mail, n)
    }

    pub fn next_id(&mut self) -> String {
        let id = self.message_id();
        self.outgoing += 1;
        id
    }

    pub fn send_game_mail(&mut self, rec: &GameRecord, to: Color, subject: String, body: Body) {
        self.send_game_files(rec, to, subject, body, Vec::new());
    }

    /// [`Ctx::send_game_mail`] with files attached.
    pub fn send_game_files(
        &mut self,
        rec: &GameRecord,
        to: Color,
        subject: String,
        body: Body,
        attachments: Vec<yubin_domain::model::Attachment>,
    ) {
        let message_id = self.next_id();
        let answering = self
            .mail
            .own_message_id()
            .filter(|_| rec.address(to) == self.mail.from);
        let body = if rec.address(to) == yubin_domain::address::fold(&self.mail.from) {
            self.noted(body)
        } else {
            body
        };
        let mut mail = game_mail(self.s, rec, to, message_id, answering, subject, body);
        mail.attachments = attachments;
        self.effects.push(Effect::Send(mail));
    }

    /// The sender's public name (their display name, else their pseudonym), for a command
    /// whose [`crate::Wants::sender_settings`] loaded their profile.
    pub fn sender_name(&self) -> Result<String, CorruptRow> {
        let (name, _) = self.snap.sender_profile.clone()?;
        Ok(crate::profile::public_name(
            self.s,
            &self.mail.from,
            name.as_deref(),
        ))
    }

    /// Whether the sender chose no display name (their profile loaded as for
    /// [`Ctx::sender_name`]).
    pub fn chose_no_name(&self) -> Result<bool, CorruptRow> {
        Ok(self.snap.sender_profile.clone()?.0.is_none())
    }

    /// A mail to the sender about no one game. Its Reply-To is the sender's address key
    /// ([`token::address_key`]): a command in a reply to it needs no confirmation.
    pub fn reply_to_sender(&mut self, subject: &str, body: Body) {
        let mail = self.mail_to_sender(subject, body);
        self.effects.push(Effect::Send(mail));
    }

    /// The mail [`Ctx::reply_to_sender`] sends (its Message-ID taken).
    pub fn mail_to_sender(&mut self, subject: &str, body: Body) -> OutMail {
        let body = self.noted(body);
        let message_id = self.next_id();
        let thread = Thread::Answer(self.mail.own_message_id());
        let mut mail = out_mail(
            message_id,
            &self.mail.from,
            thread,
            subject.to_string(),
            body,
        );
        mail.reply_to = Some(token::address_key(
            &self.s.bot_address,
            &self.s.secret_key,
            &self.mail.from,
        ));
        mail
    }

    /// What the sender could send instead, given the game the mail concerns.
    fn accepted(&self, rec: Option<&GameRecord>, game: Option<&Game>) -> String {
        let lang = self.lang();
        let Some(rec) = rec else {
            return mails::command_list_in(lang);
        };
        let me = rec.color_of(&self.mail.from).unwrap_or(Color::Black);
        // A rated game takes no takeback: it is not offered.
        let takeback = !rec.setup.terms.rated;
        match (rec.state, game) {
            (GameState::Active, Some(game)) if game.position().side_to_move() == me => {
                let view = mails::game_view(rec, game, me);
                reject::accepted_move(
                    lang,
                    game.moves().len() + 1,
                    game.position().rules().variant,
                    &view.example,
                    takeback,
                )
            }
            (GameState::Active, _) => {
                reject::accepted_waiting(lang, &mails::player_in(rec, !me, lang), takeback)
            }
            (GameState::Challenged, _) if rec.setup.challenger != me => {
                reject::accepted_challenge(lang)
            }
            (GameState::Challenged, _) => reject::accepted_challenge_waits(lang),
            _ => reject::accepted_game_over(lang),
        }
    }

    /// An error mail to the sender only: what they wrote, what was wrong, what would be
    /// accepted, the board.
    pub fn reject(&mut self, game: Option<&Played>, why: Rejection) -> Verdict {
        let loaded = match game {
            Some(p) if p.record.state != GameState::Declined => p.game()?,
            _ => None,
        };
        self.reject_on(game.map(|p| &p.record), loaded.as_ref(), &why)
    }

    /// [`Ctx::reject`] about a game already at hand.
    pub fn reject_current(&mut self, cur: &Current, why: Rejection) -> Verdict {
        self.reject_on(Some(&cur.rec), Some(&cur.game), &why)
    }

    fn reject_on(
        &mut self,
        rec: Option<&GameRecord>,
        game: Option<&Game>,
        why: &Rejection,
    ) -> Verdict {
        let lang = self.lang();
        let problem = why.text_in(lang);
        let quoted = match &self.confirmed {
            Some(line) => vec![echo::line(line)],
            None => quoted(self.mail, self.snap.original.as_ref(), lang),
        };
        let accepted = self.accepted(rec, game);
        // The last error answer of the day to mail without the sender's key says so: after
        // it the bot goes quiet for that address (`decide`'s daily limit).
        let limit = self.s.error_replies_per_day;
        let keyed = matches!(self.authorized_game(), Ok(Ok(_)));
        let last_today = (!keyed && self.snap.errors_today + 1 == limit).then_some(limit);
        match rec {
            Some(rec) => {
                let me = rec.color_of(&self.mail.from).unwrap_or(Color::Black);
                let body = mails::ErrorMail {
                    lang: self.lang(),
                    problem: problem.clone(),
                    quoted,
                    accepted,
                    game: game.map(|g| mails::game_view(rec, g, me)),
                    last_today,
                }
                .body();
                let subject = reject::subject(
                    lang,
                    Some(&mails::title_in(rec, lang)),
                    &first_words(&problem, lang),
                );
                self.send_game_mail(rec, me, subject, body);
            }
            None => {
                let body = mails::ErrorMail {
                    lang: self.lang(),
                    problem: problem.clone(),
                    quoted,
                    accepted,
                    game: None,
                    last_today,
                }
                .body();
                let subject = reject::subject(lang, None, &first_words(&problem, lang));
                self.reply_to_sender(&subject, body);
            }
        }
        // The log keeps the English.
        let note = if lang == Language::En {
            problem
        } else {
            why.text()
        };
        Ok((InboundStatus::Rejected, note))
    }
}

/// The language of an answer to `mail`: `chosen`, the sender's choice, else the language
/// the mail is written in as far as it tells (its subject, the sender's own lines, not the
/// bot's quoted text, and its headers: [`crate::reading::language::of_mail`]), else
/// English.
pub(crate) fn answer_language(
    chosen: Option<Language>,
    mail: &Inbound,
    original: Option<&extract::Original>,
) -> Language {
    chosen
        .or_else(|| {
            let lines = extract::command_lines(&mail.body, original);
            crate::reading::language::of_mail(&mail.subject, &lines.join("\n"), &mail.signs)
        })
        .unwrap_or_default()
}

/// What a player wrote, for quoting in an answer: the first [`echo::QUOTED_LINES`] command
/// lines, else the subject, else a note that the mail was empty (all printable and short).
pub(crate) fn quoted(
    mail: &Inbound,
    original: Option<&extract::Original>,
    lang: Language,
) -> Vec<String> {
    let mut quoted: Vec<String> = extract::command_lines(&mail.body, original)
        .into_iter()
        .take(echo::QUOTED_LINES)
        .collect();
    if quoted.is_empty() {
        let subject = echo::line(&mail.subject);
        quoted.push(reject::quoted_subject(lang, &subject));
    }
    quoted
}

/// The Message-ID of the `n`-th mail the bot sends in answer to `mail`: derived from its
/// sender and Message-ID (what the inbound log knows it by), so handling the same mail again
/// gives the same IDs, while two senders' mails with one Message-ID (one copying the other's)
/// get IDs of their own: the outbox holds each Message-ID once.
pub(crate) fn reply_id(s: &Settings, mail: &Inbound, n: usize) -> String {
    let stem = reply_stem(&mail.from, &mail.message_id);
    format!("{stem}.{n}@{}", domain(&s.bot_address))
}

/// The part before `.n@domain` of the Message-IDs of every answer to the mail `message_id`
/// from `from` (`yubin.0123456789abcdef`): `yubin admin mail` finds a mail's replies by it.
pub fn reply_stem(from: &str, message_id: &str) -> String {
    let digest = Sha256::new()
        .chain_update(from.as_bytes())
        .chain_update([0])
        .chain_update(message_id.as_bytes())
        .finalize();
    let hex: String = digest[..8].iter().map(|b| format!("{b:02x}")).collect();
    format!("yubin.{hex}")
}

/// The start of a sentence, for a subject: up to about 45 characters, cut at a word; in
/// Japanese, which has no spaces, up to the first `。` or about 30 characters.
fn first_words(text: &str, lang: Language) -> String {
    let text = &echo::line(text);
    if lang == Language::Ja {
        return first_words_ja(text);
    }
    let first = first_clause(text).trim();
    if first.chars().count() <= 45 {
        return first.to_string();
    }
    let mut out = String::new();
    for w in first.split_whitespace() {
        if out.chars().count() + w.chars().count() > 42 {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(w);
    }
    out + "…"
}

/// [`first_words`] of a Japanese sentence: up to its first `。`, `：` or `；` outside
/// backquotes, cut after 30 characters (not inside a backquoted command) when longer.
fn first_words_ja(text: &str) -> String {
    const MOST: usize = 30;
    let mut quoted = false;
    let mut end = text.len();
    for (i, c) in text.char_indices() {
        match c {
            '`' => quoted = !quoted,
            '。' | '：' | '；' if !quoted => {
                end = i;
                break;
            }
            _ => {}
        }
    }
    let first = text[..end].trim();
    if first.chars().count() <= MOST {
        return first.to_string();
    }
    // Cut at MOST characters, or before the backquoted text that spans that point.
    let mut cut = 0;
    let mut quoted = false;
    let mut quote_start = 0;
    for (n, (i, c)) in first.char_indices().enumerate() {
        if n == MOST {
            cut = if quoted { quote_start } else { i };
            break;
        }
        if c == '`' {
            quoted = !quoted;
            if quoted {
                quote_start = i;
            }
        }
    }
    let head = first[..cut].trim_end();
    if head.is_empty() {
        first.chars().take(MOST).collect::<String>() + "…"
    } else {
        head.to_string() + "…"
    }
}

/// `text` up to the end of its first clause: a `.`, `;` or `:` followed by a space or the
/// end, outside backquotes (`` `1. P-7f` ``, `20.8 MB` and `game 12:` keep their dots and
/// colons where they belong to a quoted text or a number).
fn first_clause(text: &str) -> &str {
    let mut quoted = false;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '`' => quoted = !quoted,
            '.' | ';' | ':' if !quoted => {
                let ends = chars.peek().is_none_or(|&(_, next)| next.is_whitespace());
                if ends {
                    return &text[..i];
                }
            }
            _ => {}
        }
    }
    text
}

/// The domain of an address.
pub fn domain(address: &str) -> &str {
    address.split_once('@').map_or("localhost", |(_, d)| d)
}

/// A mail about game `rec` to the player of `to`, with their Reply-To token and threaded
/// under the game's first mail (and under the mail it answers, if any).
pub(crate) fn game_mail(
    s: &Settings,
    rec: &GameRecord,
    to: Color,
    message_id: String,
    answering: Option<&str>,
    subject: String,
    body: Body,
) -> OutMail {
    let address = rec.address(to);
    let reply_to = token::reply_address(&s.bot_address, &s.secret_key, rec.id, address);
    let root = &rec.setup.thread_root;
    let thread = Thread::Game { root, answering };
    OutMail {
        reply_to: Some(reply_to),
        ..out_mail(message_id, address, thread, subject, body)
    }
}

#[cfg(test)]
mod tests {
    use super::first_words;
    use yubin_domain::model::Language;

    /// Issue 23: subjects were cut at the first `.` (`not carried out: \`1`, `Your mail is 20`).
    #[test]
    fn a_subject_is_cut_at_the_end_of_a_clause_not_inside_a_number_or_a_quote() {
        assert_eq!(
            first_words(
                "`1. P-7f`: that move is not legal. Nothing was done.",
                Language::En
            ),
            "`1. P-7f`"
        );
        assert_eq!(
            first_words(
                "Your mail is 20.8 MB, more than the 1 MB I read. Send it alone.",
                Language::En
            ),
            "Your mail is 20.8 MB, more than the 1 MB I…"
        );
        assert_eq!(
            first_words("Not your turn; wait.", Language::En),
            "Not your turn"
        );
        assert_eq!(first_words("No dot at all", Language::En), "No dot at all");
    }

    /// Issue 25: Japanese has no spaces; its subjects end at the first `。` or `：`, or
    /// after 30 characters, never inside a backquoted command.
    #[test]
    fn a_japanese_subject_is_cut_at_its_first_full_stop_or_after_thirty_characters() {
        let ja = Language::Ja;
        assert_eq!(
            first_words("`1. P-7f` を読み取れません：理由。", ja),
            "`1. P-7f` を読み取れません"
        );
        assert_eq!(
            first_words("対局12は終局しています。", ja),
            "対局12は終局しています"
        );
        let long =
            "この1時間に、対局についての私のメールへの返信ではないメールを20通受け取りました。";
        let cut = first_words(long, ja);
        assert_eq!(
            cut,
            "この1時間に、対局についての私のメールへの返信ではないメール…"
        );
        assert_eq!(cut.chars().count(), 31);
        assert_eq!(
            first_words("あいうえおかきくけこさしすせそたちつてとなにぬね `challenge <address>` を送ってください", ja),
            "あいうえおかきくけこさしすせそたちつてとなにぬね…"
        );
    }
}
