//! The engine's entry points: a mail read once ([`Engine::prepare`]) and what it causes
//! ([`Engine::decide`]); the feature folders ([`crate::game`], [`crate::tournament`], …) do the rest.

use crate::context::{quoted, reply_id, Ctx, Current, Verdict};
use crate::effect::{out_mail, Decision, Effect, Thread};
use crate::game::queries::{self, ReadOnly};
use crate::game::{challenge, clock, conditional, offers, play, takeback};
use crate::profile;
use crate::reading::command::{self, Command, CommandError};
use crate::reading::echo;
use crate::reading::extract::{self, Found, Original};
use crate::snapshot::{not_loaded, MoveWant, Played, Snapshot, TournamentWant, Wants};
use crate::tournament::commands as tournament;
use crate::watch::commands as watch;
use crate::{Engine, Inbound, Settings};
use yubin_domain::model::{
    Confirmation, CorruptRow, Damaged, GameState, InboundRecord, InboundStatus, Language,
    CONFIRMATION_LIFETIME,
};
use yubin_rules::{notation, Variant};
use yubin_text::mails;
use yubin_text::reject::{self, Rejection};

/// A mail read once ([`Engine::prepare`]): the command line found in it, the command read
/// from that line, and what the shell must load for it. [`Engine::decide`] decides on it and
/// reads the mail no more.
#[derive(Debug, Clone)]
pub struct Prepared<'m> {
    /// The mail.
    pub mail: &'m Inbound,
    /// The bot's mail it answers, as the shell read it (its quoted lines are no command).
    pub original: Option<Original>,
    /// Its command line, read (or none, or several).
    pub(crate) read: Read,
    /// What the shell must load ([`load`](fn@crate::load)).
    pub wants: Wants,
    /// The engine's settings (the loaded records' names are filled in by them).
    pub(crate) settings: &'m crate::Settings,
    /// The confirmation this mail gives: a reply to the bot's mail that asked its sender
    /// to confirm a command, at their address key, that says nothing else (or `confirm`);
    /// its command is then the mail's command ([`crate::confirm`]).
    pub(crate) confirmed: Option<Confirmation>,
}

/// A mail's command line, and the command on it.
#[derive(Debug, Clone)]
pub(crate) enum Read {
    /// One line, and what it reads as (boxed: a command is large beside the other cases).
    Line(String, Box<Result<Command, CommandError>>),
    /// Several command lines.
    Several(Vec<String>),
    /// None.
    Nothing,
}

impl Engine {
    /// Reads `mail` once, given the bot's mail it answers (`original`, loaded first by
    /// [`Inbound::answers`]: it decides which lines are the command; and `asked`, the
    /// command that mail asked its recipient to confirm, if it did): its command line, the
    /// command on it, and what the shell must load ([`load`](fn@crate::load)) before
    /// [`Engine::decide`] can decide about it.
    pub fn prepare<'m>(
        &'m self,
        mail: &'m Inbound,
        original: Option<Original>,
        asked: Option<Confirmation>,
    ) -> Prepared<'m> {
        let found = extract::command(&mail.body, &mail.subject, original.as_ref());
        let confirmed = asked.filter(|c| crate::confirm::confirms(&self.settings, mail, c, &found));
        let to_unsubscribe = mail.unsubscribe_key(&self.settings.bot_address).is_some();
        let read = match (&confirmed, found) {
            // A mail to a keyed `List-Unsubscribe` address (or one like it) means
            // `unsubscribe`, whatever it says (a mail program writes what it likes).
            _ if to_unsubscribe => {
                Read::Line("unsubscribe".into(), Box::new(Ok(Command::Unsubscribe)))
            }
            (Some(c), _) => Read::Line(c.line.clone(), Box::new(command::parse(&c.line))),
            (None, Found::Line(line)) => {
                let command = command::parse(&line);
                Read::Line(line, Box::new(command))
            }
            (None, Found::Several(lines)) => Read::Several(lines),
            (None, Found::Nothing) => Read::Nothing,
        };
        let command = match &read {
            Read::Line(_, cmd) => cmd.as_ref().as_ref().ok(),
            _ => None,
        };
        let wants = self.wants(mail, command);
        Prepared {
            mail,
            original,
            read,
            wants,
            settings: self.settings(),
            confirmed,
        }
    }

    /// What the shell must load for `mail`, whose command is `cmd`.
    fn wants(&self, mail: &Inbound, cmd: Option<&Command>) -> Wants {
        let (mut opponent, mut rating_list, mut sender_settings) = (None, None, false);
        let (mut tournament, mut tournament_boards, mut tournament_list) = (None, None, false);
        let (mut replay_all, mut name, mut new_tournament) = (false, None, false);
        let (mut watch_game, mut sender_watches, mut newcomers) = (None, false, false);
        let mut sender_crosstables = false;
        let mut analyse = None;
        // A command that binds the sender may need their confirmation, which tells one who
        // chose no name how to choose it.
        if cmd.is_some_and(crate::confirm::binds) {
            sender_settings = true;
        }
        if let Some(cmd) = cmd {
            match cmd {
                // The game is created with both players' public names.
                Command::Challenge(c) => {
                    opponent = Some(c.opponent.clone());
                    sender_settings = true;
                    newcomers = true;
                }
                Command::ChallengeComputer(_) => {
                    sender_settings = true;
                    newcomers = true;
                }
                // Read as its handler reads it: a variant that is no variant loads nothing.
                Command::Ratings(v) => {
                    rating_list = v.as_deref().map_or(Some(Variant::Chu), Variant::parse)
                }
                // `help` tells one who chose no name how to choose it.
                Command::Timezone(_) | Command::Leave(_) | Command::Help => sender_settings = true,
                Command::Export { .. } => replay_all = true,
                Command::Analyse(id) => analyse = Some(*id),
                Command::Name(n) => {
                    sender_settings = true;
                    name = n.as_deref().map(profile::clean_name);
                }
                Command::Archive(_)
                | Command::Reminders(_)
                | Command::Observers(_)
                | Command::Pieces(_)
                | Command::Language(_)
                | Command::Digest(_)
                | Command::BoardForm(_) => sender_settings = true,
                // What the sender watches and whether they get reminders: their streams.
                Command::Unsubscribe => {
                    sender_settings = true;
                    sender_watches = true;
                    sender_crosstables = true;
                }
                Command::Crosstables(..) => {
                    sender_settings = true;
                    sender_crosstables = true;
                }
                Command::Watch(w) => {
                    use crate::reading::command::WatchCommand as W;
                    use yubin_domain::model::Watched;
                    sender_watches = true;
                    match w {
                        W::Watch(Some(Watched::Game(g))) | W::Notify(Some(g)) => {
                            watch_game = Some(*g)
                        }
                        W::Watch(None) | W::Notify(None) => match self.observing(mail) {
                            Some(Watched::Game(g)) => watch_game = Some(g),
                            Some(Watched::Tournament(t)) => {
                                tournament = Some(TournamentWant::Id(t))
                            }
                            None => {}
                        },
                        W::Watch(Some(Watched::Tournament(t))) => {
                            tournament = Some(TournamentWant::Id(*t))
                        }
                        W::Unwatch(_) | W::UnwatchAll => {}
                    }
                }
                Command::Tournament(t) => {
                    use crate::reading::command::TournamentCommand as T;
                    tournament = match t {
                        T::Create(_) => {
                            sender_settings = true;
                            new_tournament = true;
                            None
                        }
                        T::List => {
                            // Dates in the sender's time zone.
                            sender_settings = true;
                            tournament_list = true;
                            None
                        }
                        T::Standings(None) => Some(TournamentWant::OfKeyedGame),
                        T::Start(id)
                        | T::Cancel(id)
                        | T::Withdraw(id, _)
                        | T::Join(id)
                        | T::Leave(id)
                        | T::Standings(Some(id)) => Some(TournamentWant::Id(*id)),
                    };
                    newcomers = matches!(t, T::Join(_));
                    tournament_boards = match t {
                        T::Withdraw(_, player) => Some(player.clone()),
                        T::Leave(_) => Some(mail.from.clone()),
                        _ => None,
                    };
                }
                _ => {}
            }
        }
        // A mail at a move key is read as a confirmation of that address change only.
        let moving = match (mail.move_key(&self.settings.bot_address), cmd) {
            (Some((id, _)), _) => Some(MoveWant::Request(id)),
            (None, Some(Command::MoveTo(new))) => Some(MoveWant::Ask {
                sender: yubin_domain::address::fold(&mail.from),
                new: yubin_domain::address::fold(new),
            }),
            (None, Some(Command::MoveCancel)) => Some(MoveWant::Ask {
                sender: yubin_domain::address::fold(&mail.from),
                new: String::new(),
            }),
            _ => None,
        };
        Wants {
            moving,
            opponent,
            keyed: self.keyed(mail),
            sender: mail.from.clone(),
            rating_list,
            sender_settings,
            tournament,
            tournament_boards,
            tournament_list,
            replay_all,
            name,
            new_tournament,
            watch_game,
            sender_watches,
            newcomers,
            sender_crosstables,
            analyse,
        }
    }

    /// What an observer's address ([`yubin_domain::token::watch_address`]) among `mail`'s recipients is
    /// about: a reply to an observer's mail.
    pub fn observing(&self, mail: &Inbound) -> Option<yubin_domain::model::Watched> {
        mail.watch_key(&self.settings.bot_address)
    }

    /// The game named by the first reply key among `mail`'s recipients (whether the key is
    /// the sender's is [`Engine::decide`]'s question).
    pub fn keyed(&self, mail: &Inbound) -> Option<yubin_domain::model::GameId> {
        mail.reply_key(&self.settings.bot_address).map(|(id, _)| id)
    }

    /// What `mail` causes at time `now`, given what the store holds (`snap`): the mail is
    /// always consumed (logged), and every fault of the player is answered with an error
    /// mail. A mail that needs a damaged record is logged with its text and answered with
    /// what happened ([`Decision::damage`]).
    pub fn decide(&self, prepared: &Prepared<'_>, snap: &Snapshot, now: i64) -> Decision {
        let mail = prepared.mail;
        // A sender who chose no language and writes Japanese is answered in Japanese, and
        // their games' mails are written so: the snapshot is read as if they had chosen it.
        let guessed = guessed_language(snap, mail);
        let snap = guessed.as_ref().unwrap_or(snap);
        let mut cx = Ctx {
            s: &self.settings,
            snap,
            mail,
            now,
            effects: Vec::new(),
            outgoing: 0,
            keep_body: false,
            proven: crate::confirm::proven(&self.settings, prepared),
            confirmed: prepared.confirmed.as_ref().map(|c| c.line.clone()),
            language_guessed: guessed.is_some(),
        };
        let keyed = matches!(cx.authorized_game(), Ok(Ok(_)));
        let (mut status, mut note) = match run(&mut cx, prepared, keyed) {
            Ok(verdict) => verdict,
            Err(damage) => {
                return Decision {
                    effects: damaged(&self.settings, snap, mail, &damage, now, keyed),
                    damage: Some(damage),
                }
            }
        };
        // A correspondent whose mail only ever gets errors gets a few a day, then silence:
        // neither a loop with another robot nor a stream of junk gets an answer each.
        let limit = self.settings.error_replies_per_day;
        if status == InboundStatus::Rejected && !keyed && snap.errors_today >= limit {
            cx.effects.clear();
            cx.keep_body = true;
            status = InboundStatus::Ignored;
            note = format!("error answers: {limit} in the last day, not answered: {note}");
        }
        let mut effects = vec![Effect::Consume(InboundRecord {
            message_id: mail.message_id.clone(),
            sender: mail.from.clone(),
            subject: echo::line(&mail.subject),
            received_at: now,
            status,
            note,
            body: if cx.keep_body {
                echo::kept_body(&mail.body)
            } else {
                String::new()
            },
            keyed,
        })];
        // The guess is kept once the sender acts (a game, an entry, a setting): their
        // later mails, and their games' mails, are written in it whatever they write.
        // An address change is no such act: the confirming address is not yet the
        // player's, and the player's own settings move with them.
        let acts = cx.effects.iter().any(|e| {
            !matches!(
                e,
                Effect::Send(_)
                    | Effect::AskConfirmation(_)
                    | Effect::SetLook(..)
                    | Effect::AskMove(_)
                    | Effect::ConfirmMove(..)
                    | Effect::CancelMove(..)
                    | Effect::MoveAddress { .. }
            )
        });
        // An erased sender is not stored again.
        let forgotten = cx.effects.iter().any(|e| matches!(e, Effect::Forget(_)));
        if guessed.is_some() && status == InboundStatus::Processed && acts && !forgotten {
            cx.effects
                .push(Effect::SetLook(mail.from.clone(), snap.sender_look));
        }
        effects.append(&mut cx.effects);
        Decision {
            effects,
            damage: None,
        }
    }
}

/// `snap` as if its sender had chosen the language their mail is written in, when they chose
/// none and it is not the default (Japanese): their look and their side's in the games and
/// the tournament loaded; `None` otherwise.
fn guessed_language(snap: &Snapshot, mail: &Inbound) -> Option<Snapshot> {
    if snap.sender_look.lang.is_some() {
        return None;
    }
    let lang = crate::context::answer_language(None, mail, snap.original.as_ref());
    if lang == Language::default() {
        return None;
    }
    let mut snap = snap.clone();
    snap.sender_look.lang = Some(lang);
    let sender = yubin_domain::address::fold(&mail.from);
    let mine = |rec: &mut yubin_domain::model::GameRecord| {
        if let Some(c) = rec.color_of(&sender) {
            rec.looks[c.index()].lang = Some(lang);
        }
    };
    if let Ok(Some(p)) = &mut snap.keyed {
        mine(&mut p.record);
    }
    if let Ok(games) = &mut snap.sender_games {
        games.iter_mut().for_each(|p| mine(&mut p.record));
    }
    if let Some(Ok(Some(view))) = &mut snap.tournament {
        view.games.iter_mut().for_each(mine);
        for e in view.entrants.iter_mut().filter(|e| e.address == sender) {
            e.look.lang = Some(lang);
        }
    }
    Some(snap)
}

impl Engine {
    /// What a mail the service could not handle causes once it is set aside: the service
    /// failed on it `attempts` times (its code panicked, or it ended while on the mail;
    /// `reason` says how, for the log). The mail is logged as rejected with its text kept,
    /// for the operator, and its sender is told, as any error is answered: never automatic
    /// mail or mail without a From, and to mail without its sender's reply key only while the
    /// sender has had fewer than [`Settings::error_replies_per_day`] error answers in the
    /// last day (`errors_today`, as [`Snapshot::errors_today`] counts them).
    pub fn unhandled(
        &self,
        mail: &Inbound,
        errors_today: u32,
        attempts: u32,
        reason: &str,
        now: i64,
    ) -> Vec<Effect> {
        let s = &self.settings;
        // Whether the key is the sender's needs no store: the token says it.
        let keyed = mail.reply_key(&s.bot_address).is_some_and(|(id, tok)| {
            yubin_domain::token::verify(&s.secret_key, id, &mail.from, &tok)
        });
        let told = !mail.automated
            && !mail.from.is_empty()
            && (keyed || errors_today < s.error_replies_per_day);
        let mut effects = vec![Effect::Consume(InboundRecord {
            message_id: mail.message_id.clone(),
            sender: mail.from.clone(),
            subject: echo::line(&mail.subject),
            received_at: now,
            status: InboundStatus::Rejected,
            note: format!(
                "not handled: the service failed on it {attempts} times ({}), set aside{}",
                echo::line(reason),
                if told { "" } else { "; not answered" }
            ),
            body: echo::kept_body(&mail.body),
            keyed,
        })];
        if told {
            // The sender's settings are not read for a mail set aside.
            let lang = crate::context::answer_language(None, mail, None);
            let body = mails::ErrorMail {
                lang,
                problem: Rejection::Unhandled { attempts }.text_in(lang),
                quoted: quoted(mail, None, lang),
                accepted: mails::others_go_on_in(lang),
                game: None,
                last_today: None,
            }
            .body();
            effects.push(Effect::Send(out_mail(
                reply_id(s, mail, 0),
                &mail.from,
                Thread::Answer(mail.own_message_id()),
                reject::subject_unhandled(lang),
                body,
            )));
        }
        effects
    }
}

/// The effects of a mail that needs a damaged record: logged with its text, and a reply.
fn damaged(
    s: &Settings,
    snap: &Snapshot,
    mail: &Inbound,
    damage: &CorruptRow,
    now: i64,
    keyed: bool,
) -> Vec<Effect> {
    // The snapshot holds the language guessed from the mail when the sender chose none.
    let lang = snap.sender_look.language();
    let quoted = quoted(mail, snap.original.as_ref(), lang);
    let game = match damage.what {
        yubin_domain::model::Damaged::Game(id)
        | yubin_domain::model::Damaged::Move { game: id, .. } => Some(id.0),
        _ => None,
    };
    let body = mails::ErrorMail {
        lang,
        problem: reject::damaged(lang, game),
        quoted,
        accepted: mails::others_go_on_in(lang),
        game: None,
        last_today: None,
    }
    .body();
    vec![
        Effect::Consume(InboundRecord {
            message_id: mail.message_id.clone(),
            sender: mail.from.clone(),
            subject: echo::line(&mail.subject),
            received_at: now,
            status: InboundStatus::Rejected,
            note: format!("not carried out: {damage}"),
            body: echo::kept_body(&mail.body),
            keyed,
        }),
        Effect::Send(out_mail(
            reply_id(s, mail, 0),
            &mail.from,
            Thread::Answer(mail.own_message_id()),
            reject::subject_damaged(lang, game),
            body,
        )),
    ]
}

/// `keyed`: the mail carries a valid reply key of a game of its sender.
fn run(cx: &mut Ctx<'_>, p: &Prepared<'_>, keyed: bool) -> Verdict {
    if cx.mail.automated {
        return Ok((
            InboundStatus::Ignored,
            "automatic mail (RFC 3834): not answered".into(),
        ));
    }
    if cx.mail.from.is_empty() {
        return Ok((InboundStatus::Ignored, "no From address".into()));
    }
    if cx.snap.sender_banned {
        return Ok((
            InboundStatus::Ignored,
            "banned sender (yubin admin ban): not answered".into(),
        ));
    }
    // Only what costs is limited: answers to mail without a key. A mail with its sender's
    // key is always read, so forged mail in a player's name cannot lock them out.
    let recent = cx.snap.recent_mails;
    if !keyed && recent >= cx.s.mails_per_hour {
        cx.keep_body = true;
        // One notice when the limit is reached, then silence for the rest of the hour.
        if recent == cx.s.mails_per_hour {
            let lang = cx.lang();
            let body = mails::ErrorMail {
                lang,
                problem: Rejection::RateLimited { mails: recent }.text_in(lang),
                quoted: quoted(cx.mail, cx.snap.original.as_ref(), lang),
                accepted: reject::accepted_rate_limited(lang),
                game: None,
                last_today: None,
            }
            .body();
            cx.reply_to_sender(&reject::subject_rate_limited(lang), body);
        }
        return Ok((
            InboundStatus::Ignored,
            format!("rate limit: {recent} mails in the last hour"),
        ));
    }
    if let Some(bytes) = cx.mail.oversize {
        let limit = cx.s.max_mail_bytes;
        return cx.reject(None, Rejection::TooLarge { bytes, limit });
    }
    // A new address that looks like a player's (`аӏісе@` beside `alice@`) is told why, and
    // nothing it asks is done: it would act, or be named, as the player it looks like.
    if crate::snapshot::poses(&cx.mail.from, &cx.snap.sender_alike) {
        return cx.reject(None, Rejection::SenderLookAlike);
    }
    // A reply at a move key confirms that address change, and nothing else.
    if let Some((id, tok)) = cx.mail.move_key(&cx.s.bot_address) {
        let says_yes = match &p.read {
            Read::Nothing => true,
            Read::Line(line, _) => crate::confirm::assents(line),
            Read::Several(_) => false,
        };
        return crate::years::moving::answer(cx, id, &tok, says_yes);
    }
    // A confirmation works once, within its lifetime.
    if let Some(c) = &p.confirmed {
        if cx.now - c.asked_at > CONFIRMATION_LIFETIME {
            let line = c.line.clone();
            return cx.reject(None, Rejection::ConfirmationExpired { line });
        }
        cx.effects
            .push(Effect::UseConfirmation(c.message_id.clone()));
        // `forget me` is carried out by its confirmation alone.
        if let Read::Line(_, cmd) = &p.read {
            if let Ok(Command::Forget) = cmd.as_ref() {
                return crate::years::forget::carry_out(cx, c);
            }
        }
    }
    let (line, cmd) = match &p.read {
        Read::Line(line, cmd) => (line, cmd),
        Read::Several(commands) => {
            let mut commands = commands.clone();
            commands.truncate(echo::QUOTED_LINES);
            let game = match cx.authorized_game()? {
                Ok(g) => Some(g),
                Err(_) => cx.sole_game()?,
            };
            return cx.reject(game.as_ref(), Rejection::SeveralCommands { commands });
        }
        Read::Nothing => return cx.reject(None, Rejection::NoCommand),
    };
    match cmd.as_ref() {
        Err(error) => cx.reject(
            None,
            Rejection::BadCommand {
                line: line.clone(),
                error: error.clone(),
            },
        ),
        Ok(cmd) => dispatch(cx, line, cmd.clone()),
    }
}

fn dispatch(cx: &mut Ctx<'_>, line: &str, cmd: Command) -> Verdict {
    // `forget me` is always answered with a request to confirm, whatever proves its sender.
    if cmd == Command::Forget {
        return crate::years::forget::ask(cx, line);
    }
    // Nothing binds an address on the strength of a From header alone.
    if crate::confirm::binds(&cmd) && !cx.proven {
        return crate::confirm::ask(cx, line, &cmd);
    }
    match cmd {
        Command::Help => queries::help(cx),
        Command::Games => queries::games(cx),
        Command::Ratings(v) => queries::ratings(cx, v.as_deref()),
        Command::Timezone(name) => profile::timezone(cx, name.as_deref()),
        Command::Pieces(pieces) => profile::look(cx, pieces, None),
        Command::Language(lang) => profile::language(cx, lang),
        Command::Digest(setting) => crate::digest::setting(cx, setting),
        Command::BoardForm(board) => profile::look(cx, None, Some(board)),
        Command::Name(name) => profile::name(cx, name.as_deref()),
        Command::Archive(public) => profile::archive(cx, public),
        Command::Observers(allowed) => watch::observers(cx, allowed),
        Command::Watch(w) => watch::command(cx, w),
        Command::Unsubscribe => crate::years::unsubscribe::command(cx),
        Command::Reminders(on) => crate::years::unsubscribe::reminders(cx, on),
        Command::Crosstables(t, on) => crate::years::unsubscribe::crosstables(cx, t, on),
        Command::Leave(what) => clock::leave(cx, what),
        Command::Challenge(c) => challenge::challenge(cx, c),
        Command::ChallengeComputer(c) => crate::computer::challenge(cx, c),
        Command::Tournament(t) => tournament::command(cx, t),
        Command::Export { game, formats } => queries::export(cx, game, &formats),
        Command::MoveTo(new) => {
            let keyed = crate::confirm::keyed(cx.s, cx.mail, cx.confirmed.is_some());
            crate::years::moving::ask(cx, &new, keyed)
        }
        Command::MoveCancel => crate::years::moving::cancel(cx),
        Command::Forget => crate::years::forget::ask(cx, line),
        Command::MyData => crate::years::mydata::send(cx),
        Command::Analyse(game) => crate::analysis::request(cx, game),
        Command::Board => read_only(cx, line, ReadOnly::Board),
        Command::History => read_only(cx, line, ReadOnly::History),
        Command::Preview { text } => read_only(cx, line, ReadOnly::Preview(text)),
        other => {
            // Text that is not even move syntax, with no game to go with it, is answered
            // as a mistyped command rather than as a move without its reply address.
            let found = cx.authorized_game()?;
            if let (Command::Move { text, .. }, Err(_)) = (&other, &found) {
                let kanji = crate::reading::kanji::parse(text).is_some();
                if let (Err(e), false) = (notation::parse_move(text), kanji) {
                    return cx.reject(None, play::not_understood(line, text, None, &e));
                }
            }
            // A reply to an observer's mail (no key: `bot+w12@…`) with a game's command: an
            // observer cannot act in the game they watch; say so rather than ask for a key.
            if let (Err(_), Some(yubin_domain::model::Watched::Game(game))) =
                (&found, cx.observing())
            {
                let plays = cx.sender_games()?.iter().any(|p| p.record.id == game);
                if !plays {
                    return cx.reject(None, Rejection::ObserverCannotAct { game });
                }
            }
            let played = match found {
                Ok(p) => p,
                // With one game going on, the answer is a mail about that game: it carries
                // the sender's key, so replying to it works. (It goes to the From address,
                // so a forger learns nothing.)
                Err(why) => {
                    return match cx.sole_game()? {
                        Some(g) => {
                            let why = Rejection::AboutYourGame {
                                reason: Box::new(why),
                                game: g.record.id,
                            };
                            cx.reject(Some(&g), why)
                        }
                        None => cx.reject(None, why),
                    }
                }
            };
            act(cx, line, other, played)
        }
    }
}

/// A command that shows the game at hand and changes nothing.
fn read_only(cx: &mut Ctx<'_>, line: &str, what: ReadOnly) -> Verdict {
    let played = match cx.read_game()? {
        Ok(p) => p,
        Err(msg) => return cx.reject(None, msg),
    };
    let cur = current(played)?;
    queries::read_only(cx, line, what, cur)
}

/// A command that changes the keyed game.
fn act(cx: &mut Ctx<'_>, line: &str, cmd: Command, played: Played) -> Verdict {
    let rec = &played.record;
    let id = rec.id;
    let Some(me) = rec.color_of(&cx.mail.from) else {
        return cx.reject(None, Rejection::NotYourGame { game: id });
    };
    match (&cmd, rec.state) {
        (Command::Accept | Command::Decline, GameState::Challenged) => {
            return challenge::answer(cx, cmd == Command::Accept, current(played)?, me)
        }
        (Command::Accept | Command::Decline, _) => {
            return cx.reject(Some(&played), Rejection::NotAwaitingAnswer { game: id });
        }
        (_, GameState::Active) => {}
        (_, GameState::Challenged) => {
            return cx.reject(Some(&played), Rejection::NotStarted { game: id });
        }
        (_, _) => return cx.reject(Some(&played), Rejection::GameOver { game: id }),
    }
    let mut cur = current(played)?;
    match cmd {
        Command::Resign => offers::resign(cx, &mut cur, me),
        Command::Abort if cur.rec.setup.tournament.is_some() => {
            cx.reject_current(&cur, Rejection::AbortTournament)
        }
        Command::Abort => offers::abort(cx, &mut cur, me),
        Command::Pause => clock::pause(cx, &mut cur, me, false),
        Command::AcceptPause => clock::pause(cx, &mut cur, me, true),
        Command::DeclinePause => clock::decline_pause(cx, &mut cur, me),
        Command::Resume => clock::resume(cx, &mut cur, me),
        Command::Give(amount) => clock::give(cx, &mut cur, me, &amount),
        Command::Draw => offers::draw(cx, &mut cur, me),
        Command::DeclineDraw => offers::decline_draw(cx, &mut cur, me),
        Command::Move { text, guard } => play::play(cx, line, &mut cur, me, &text, guard),
        Command::Conditional(what) => conditional::command(cx, &mut cur, me, what),
        Command::Takeback(plies) => takeback::request(cx, &mut cur, me, plies),
        Command::AcceptTakeback => takeback::accept(cx, &mut cur, me),
        Command::DeclineTakeback => takeback::decline(cx, &mut cur, me),
        // Commands that act on no game are dispatched before a game is looked for; listed
        // whole, so a new command must say where it goes.
        Command::Accept | Command::Decline => {
            cx.reject_current(&cur, Rejection::NotAwaitingAnswer { game: id })
        }
        cmd @ (Command::Help
        | Command::Challenge(_)
        | Command::ChallengeComputer(_)
        | Command::Preview { .. }
        | Command::Board
        | Command::Games
        | Command::History
        | Command::Timezone(_)
        | Command::Pieces(_)
        | Command::Language(_)
        | Command::Digest(_)
        | Command::BoardForm(_)
        | Command::Ratings(_)
        | Command::Leave(_)
        | Command::Tournament(_)
        | Command::Name(_)
        | Command::Archive(_)
        | Command::Watch(_)
        | Command::Observers(_)
        | Command::Unsubscribe
        | Command::Reminders(_)
        | Command::Crosstables(..)
        | Command::MoveTo(_)
        | Command::MoveCancel
        | Command::Export { .. }
        | Command::Forget
        | Command::MyData
        | Command::Analyse(_)) => dispatch(cx, line, cmd),
    }
}

/// The game at hand, replayed.
fn current(p: Played) -> Result<Current, CorruptRow> {
    match p.game()? {
        Some(game) => Ok(Current {
            rec: p.record,
            game,
            timeline: p.timeline,
        }),
        // The shell replays the keyed game and the sender's open games; a game it did not
        // replay is answered like a damaged one, never with a guess.
        None => Err(not_loaded(Damaged::Game(p.record.id), "the game")),
    }
}
