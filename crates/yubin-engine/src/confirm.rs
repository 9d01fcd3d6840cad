//! Nothing binds an address on the strength of a From header: a command that puts the
//! sender's address into a game or a tournament, or changes its settings ([`binds`]), is
//! carried out only when the sender is known to read that mailbox ([`proven`]):
//!
//! * the mail came to one of the sender's keys: a game's (`bot+g12-…`, the sender a player
//!   of it) or their address key (`bot+a-…`, the Reply-To of every mail the bot sends them
//!   about no one game), whichever command it carries;
//! * the receiving server vouches for the From domain (a trusted `Authentication-Results`
//!   header: [`Inbound::vouched`]);
//! * or it confirms a command the bot asked about ([`ask`]): a reply, at the sender's
//!   address key, to the bot's mail that asked, saying nothing else (or `confirm`, `yes`,
//!   `ok`), within 7 days, once.
//!
//! Anything else is answered with a request to confirm, sent to the From address (so a
//! forger only makes the bot ask the real owner, who ignores it), counted with the error
//! answers of the day (`limits.error_replies_per_day`), so a forger cannot flood an address
//! with requests either. Commands that only answer the sender (`help`, `games`, `ratings`,
//! `board` …) need no proof: their answers go to the From address. A command of a game
//! needs that game's key, as before.

use crate::context::{Ctx, Verdict};
use crate::decide::Prepared;
use crate::effect::Effect;
use crate::reading::command::{Command, LeaveCommand, TournamentCommand, WatchCommand};
use crate::reading::extract::Found;
use crate::{Inbound, Settings};
use yubin_domain::model::{Confirmation, InboundStatus};
use yubin_domain::{address, token};
use yubin_text::mails;
use yubin_text::reject::{self, Binding};

/// What a command would do that needs its sender's proof, in the words of the request
/// (`It {what}, so …`); `None` for a command that binds nothing.
pub(crate) fn binding(cmd: &Command) -> Option<Binding> {
    use TournamentCommand as T;
    Some(match cmd {
        Command::Challenge(_) | Command::ChallengeComputer(_) => Binding::Challenge,
        Command::Tournament(T::Join(_)) => Binding::Join,
        Command::Tournament(T::Leave(_)) => Binding::Leave,
        Command::Tournament(T::Create(_)) => Binding::Create,
        Command::Tournament(T::Start(_) | T::Cancel(_) | T::Withdraw(..)) => Binding::Organise,
        Command::Timezone(Some(_))
        | Command::Pieces(Some(_))
        | Command::Language(Some(_))
        | Command::Digest(Some(_))
        | Command::BoardForm(_)
        | Command::Name(Some(_))
        | Command::Archive(Some(_))
        | Command::Observers(Some(_))
        | Command::Reminders(Some(_))
        | Command::Crosstables(_, Some(_)) => Binding::Settings,
        Command::Leave(LeaveCommand::For(_) | LeaveCommand::Dates(..) | LeaveCommand::Cancel) => {
            Binding::LeaveDays
        }
        Command::Watch(WatchCommand::Watch(_) | WatchCommand::Notify(_)) => Binding::Watch,
        Command::MoveTo(_) | Command::MoveCancel => Binding::Address,
        Command::Forget => Binding::Forget,
        Command::MyData => Binding::MyData,
        Command::Tournament(T::Standings(_) | T::List)
        | Command::Timezone(None)
        | Command::Pieces(None)
        | Command::Language(None)
        | Command::Digest(None)
        | Command::Name(None)
        | Command::Archive(None)
        | Command::Observers(None)
        | Command::Reminders(None)
        | Command::Crosstables(_, None)
        | Command::Unsubscribe
        | Command::Leave(LeaveCommand::List)
        | Command::Watch(WatchCommand::Unwatch(_) | WatchCommand::UnwatchAll)
        | Command::Help
        | Command::Accept
        | Command::Decline
        | Command::Move { .. }
        | Command::Preview { .. }
        | Command::Resign
        | Command::Abort
        | Command::Draw
        | Command::DeclineDraw
        | Command::Takeback(_)
        | Command::AcceptTakeback
        | Command::DeclineTakeback
        | Command::Board
        | Command::Games
        | Command::History
        | Command::Ratings(_)
        | Command::Pause
        | Command::AcceptPause
        | Command::DeclinePause
        | Command::Resume
        | Command::Give(_)
        | Command::Conditional(_)
        | Command::Export { .. }
        | Command::Analyse(_) => return None,
    })
}

/// Whether `cmd` binds its sender's address and so needs their proof.
pub(crate) fn binds(cmd: &Command) -> bool {
    binding(cmd).is_some()
}

/// Whether the mail's sender is known to read the mailbox of its From address: a key of
/// theirs among its recipients, a trusted server's word, or a confirmation.
pub(crate) fn proven(s: &Settings, p: &Prepared<'_>) -> bool {
    let mail = p.mail;
    mail.vouched
        || p.confirmed.is_some()
        || has_address_key(s, mail)
        || mail
            .reply_key(&s.bot_address)
            .is_some_and(|(game, tok)| token::verify(&s.secret_key, game, &mail.from, &tok))
}

/// Whether the mail came to one of its sender's keys (their address key, or the key of a
/// game of theirs), or confirms a command the bot asked them about: proof that the sender
/// reads the mailbox, which a trusted server's word alone is not.
pub(crate) fn keyed(s: &Settings, mail: &Inbound, confirmed: bool) -> bool {
    confirmed
        || has_address_key(s, mail)
        || mail
            .reply_key(&s.bot_address)
            .is_some_and(|(game, tok)| token::verify(&s.secret_key, game, &mail.from, &tok))
}

/// Whether the mail came to the sender's own address key.
fn has_address_key(s: &Settings, mail: &Inbound) -> bool {
    mail.address_key(&s.bot_address)
        .is_some_and(|tok| token::verify_address(&s.secret_key, &mail.from, &tok))
}

/// Words that say yes, alone on the command line of a confirmation.
const ASSENT: &[&str] = &[
    "confirm",
    "confirmed",
    "yes",
    "y",
    "ok",
    "okay",
    "agree",
    "はい",
    "確認",
    "了解",
];

/// Whether `line` is a word of assent alone (`yes`, `ok`, `はい` …).
pub(crate) fn assents(line: &str) -> bool {
    let word = line
        .trim()
        .trim_end_matches(['.', '!', '。', '！'])
        .to_lowercase();
    ASSENT.contains(&word.as_str())
}

/// Whether `mail` confirms `asked`: it came from the address asked, to its address key, the
/// request was not used yet, and the mail says nothing else (no command line, a word of
/// assent, or the command itself as quoted).
pub(crate) fn confirms(s: &Settings, mail: &Inbound, asked: &Confirmation, found: &Found) -> bool {
    let says_yes = match found {
        Found::Nothing => true,
        Found::Line(line) => {
            let bare = |l: &str| {
                l.trim()
                    .trim_end_matches(['.', '!', '。', '！'])
                    .to_lowercase()
            };
            assents(line) || line.trim() == asked.line.trim() || bare(line) == bare(&asked.line)
        }
        Found::Several(_) => false,
    };
    says_yes
        && !asked.used
        && address::fold(&mail.from) == asked.address
        && has_address_key(s, mail)
}

/// Answers a command that binds the sender's address, received without their proof: the
/// request to confirm it, to the From address, kept until a reply confirms it.
pub(crate) fn ask(cx: &mut Ctx<'_>, line: &str, cmd: &Command) -> Verdict {
    let what = binding(cmd).unwrap_or(Binding::Other);
    let line = crate::reading::echo::line(line);
    let name_hint = match cx.snap.sender_profile.clone()? {
        (None, _) => Some(cx.sender_name()?),
        (Some(_), _) => None,
    };
    let body = mails::Confirm {
        lang: cx.lang(),
        address: cx.mail.from.clone(),
        line: line.clone(),
        what,
        name_hint,
    }
    .body();
    let mail = cx.mail_to_sender(&reject::subject_confirm(cx.lang(), &line), body);
    cx.effects.push(Effect::AskConfirmation(Confirmation {
        message_id: mail.message_id.clone(),
        address: address::fold(&cx.mail.from),
        line: line.clone(),
        asked_at: cx.now,
        used: false,
    }));
    cx.effects.push(Effect::Send(mail));
    // Counted with the error answers of the day: no one floods an address with requests.
    Ok((
        InboundStatus::Rejected,
        format!("asked to confirm `{line}`: no key and no trusted server's word"),
    ))
}
