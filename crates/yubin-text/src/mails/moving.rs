//! The mails of an address change (`move to <address>`, the engine's `years::moving`): the
//! requests to confirm it, sent to both addresses, the answers to their confirmations, the
//! notices once it is done, and the refusals. Every mail is a few paragraphs of messages
//! (`locales/*/moving.ftl`), each rendered as text and as HTML.

use super::{tidy, Body};
use crate::i18n::{self, Arg, Language, Para};
use askama::Template;
use yubin_domain::address::AddressProblem;
use yubin_domain::model::MoveSide;

mail!(
    /// A mail about an address change: its paragraphs.
    MovingMail, MovingText = "moving.txt", MovingHtml = "moving.html",
    {
        /// The recipient's language (the player's).
        lang: Language,
        /// What it says.
        paragraphs: Vec<Para>,
    }
);

/// What a mail about an address change says.
#[derive(Debug, Clone)]
pub enum MovingNote {
    /// To the new address: the player `name` asks to move here; reply to confirm.
    AskNew {
        /// The player's public name.
        name: String,
        /// Whether the old address has confirmed already.
        old_confirmed: bool,
        /// When the old address's mail bounces (and it has not confirmed): the days it must
        /// bounce before the operator may approve in its place (`[years]
        /// move_after_bounce_days`).
        old_bounces: Option<u32>,
    },
    /// To the old address, whose command came without its key: confirm from here too.
    AskOld {
        /// The new address (the old address's owner named it).
        new: String,
    },
    /// To the old address, whose command came to one of its keys: asked, the new address
    /// must confirm.
    AskedOld {
        /// The new address.
        new: String,
    },
    /// To one side: its confirmation is taken, the other side's is awaited.
    Confirmed {
        /// The side that confirmed.
        side: MoveSide,
    },
    /// To the new address, which confirmed, while the old address's mail bounces: the
    /// change waits for the old address or the operator, who may approve it once the old
    /// address bounced `days` days.
    ConfirmedNewOldBounces {
        /// `[years] move_after_bounce_days`.
        days: u32,
    },
    /// To the new address: done; the boards of the open games follow.
    DoneNew {
        /// The open games whose boards follow.
        games: usize,
    },
    /// To the old address: done; mails from it are no longer the player's.
    DoneOld,
    /// To the sender of `move cancel`: the waiting change is taken back.
    Cancelled,
    /// Why the command or reply was not carried out.
    Refused(MoveRefusal),
}

/// Why an address change, or a reply about one, was not carried out.
#[derive(Debug, Clone)]
pub enum MoveRefusal {
    /// The new address is one the bot cannot write to.
    Unwritable {
        /// As written.
        address: String,
        /// What is wrong with it.
        problem: AddressProblem,
    },
    /// The new address is the sender's own.
    Same,
    /// The sender has nothing to move: no game, no setting, no rating.
    NotAPlayer,
    /// A request is waiting already.
    Pending {
        /// When it dies, in the sender's words.
        expires: String,
    },
    /// The new address cannot take the player's identity (it is, or looks like, another
    /// player's: the answer does not say which, nor whose).
    Taken {
        /// The new address, as folded.
        address: String,
    },
    /// A reply at a key that is no request of the sender's (unknown, or not their key).
    NotYours,
    /// The request was not confirmed within its lifetime.
    Expired,
    /// The move is done already.
    Done,
    /// The reply says something other than yes.
    NotYes,
    /// `move cancel` with no change waiting.
    NoneWaiting,
    /// A reply about a change the player took back.
    Cancelled,
}

/// The subject and body of `note`, in `lang`.
pub fn moving(lang: Language, note: &MovingNote) -> (String, Body) {
    use MovingNote as N;
    let p = |id: &str, args: &[(&str, Arg<'_>)]| Para::new(lang, id, args);
    let days = Arg::Num(7);
    let yes = Arg::Code("yes");
    let (subject, paragraphs) = match note {
        N::AskNew {
            name,
            old_confirmed,
            old_bounces,
        } => {
            let mut paragraphs = vec![
                p("moving-ask-new", &[("name", Arg::Str(name))]),
                p("moving-ask-reply", &[("command", yes), ("days", days)]),
                p(
                    if *old_confirmed {
                        "moving-ask-new-old-done"
                    } else {
                        "moving-ask-new-old-too"
                    },
                    &[],
                ),
            ];
            if let (false, Some(n)) = (*old_confirmed, old_bounces) {
                paragraphs.push(p(
                    "moving-ask-new-operator",
                    &[("days", Arg::Num(i64::from(*n)))],
                ));
            }
            paragraphs.push(p("moving-ask-ignore", &[]));
            ("moving-subject-ask", paragraphs)
        }
        N::AskOld { new } => (
            "moving-subject-ask",
            vec![
                p("moving-ask-old", &[("address", Arg::Str(new))]),
                p("moving-ask-reply", &[("command", yes), ("days", days)]),
                p("moving-ask-old-both", &[]),
                p("moving-ask-ignore", &[]),
            ],
        ),
        N::AskedOld { new } => (
            "moving-subject-asked",
            vec![
                p("moving-asked-old", &[("address", Arg::Str(new))]),
                p("moving-asked-old-then", &[("days", days)]),
            ],
        ),
        N::Confirmed { side } => (
            "moving-subject-confirmed",
            vec![p(
                match side {
                    MoveSide::Old => "moving-confirmed-old",
                    MoveSide::New => "moving-confirmed-new",
                },
                &[],
            )],
        ),
        N::ConfirmedNewOldBounces { days } => (
            "moving-subject-confirmed",
            vec![p(
                "moving-confirmed-new-operator",
                &[("days", Arg::Num(i64::from(*days)))],
            )],
        ),
        N::DoneNew { games } => (
            "moving-subject-done",
            vec![
                p("moving-done-new", &[]),
                p(
                    "moving-done-new-games",
                    &[("games", Arg::Num(*games as i64))],
                ),
            ],
        ),
        N::DoneOld => (
            "moving-subject-done",
            vec![p("moving-done-old", &[]), p("moving-done-old-keys", &[])],
        ),
        N::Cancelled => ("moving-subject-cancelled", vec![p("moving-cancelled", &[])]),
        N::Refused(why) => ("moving-subject-refused", vec![refusal(lang, why)]),
    };
    let subject = i18n::text(lang, subject, []);
    let body = MovingMail { lang, paragraphs }.body();
    (subject, body)
}

fn refusal(lang: Language, why: &MoveRefusal) -> Para {
    let p = |id: &str, args: &[(&str, Arg<'_>)]| Para::new(lang, id, args);
    let usage = Arg::Code("move to <address>");
    match why {
        MoveRefusal::Unwritable { address, problem } => {
            let why = address_problem(lang, *problem);
            p(
                "moving-refused-unwritable",
                &[("address", Arg::Str(address)), ("why", Arg::Str(&why))],
            )
        }
        MoveRefusal::Same => p("moving-refused-same", &[]),
        MoveRefusal::NotAPlayer => p("moving-refused-not-a-player", &[]),
        MoveRefusal::Pending { expires } => p(
            "moving-refused-pending",
            &[
                ("expires", Arg::Str(expires)),
                ("command", Arg::Code("move cancel")),
            ],
        ),
        MoveRefusal::Taken { address } => {
            p("moving-refused-taken", &[("address", Arg::Str(address))])
        }
        MoveRefusal::NotYours => p("moving-refused-not-yours", &[]),
        MoveRefusal::Expired => p("moving-refused-expired", &[("command", usage)]),
        MoveRefusal::Done => p("moving-refused-done", &[]),
        MoveRefusal::NoneWaiting => p("moving-refused-none-waiting", &[]),
        MoveRefusal::Cancelled => p("moving-refused-cancelled", &[]),
        MoveRefusal::NotYes => p("moving-refused-not-yes", &[("command", Arg::Code("yes"))]),
    }
}

/// What is wrong with an address, in `lang` (the words of a challenge's refusal).
fn address_problem(lang: Language, problem: AddressProblem) -> String {
    let id = match problem {
        AddressProblem::NoAt => "reject-address-no-at",
        AddressProblem::SeveralAts => "reject-address-several-ats",
        AddressProblem::NoLocalPart => "reject-address-no-local-part",
        AddressProblem::NoDomain => "reject-address-no-domain",
        AddressProblem::TooLong => "reject-address-too-long",
        AddressProblem::Quoted => "reject-address-quoted",
        AddressProblem::Character(c) if c.is_control() || c.is_whitespace() => {
            "reject-address-space"
        }
        AddressProblem::Character(c) if yubin_domain::alike::invisible(c) => {
            let code = format!("{:04X}", u32::from(c));
            return i18n::text(
                lang,
                "reject-address-invisible",
                [("code", Arg::Str(&code))],
            );
        }
        AddressProblem::Character(c) | AddressProblem::Styled(c) => {
            let id = match problem {
                AddressProblem::Styled(_) => "reject-address-styled",
                _ => "reject-address-character",
            };
            return i18n::text(lang, id, [("char", Arg::Str(&c.to_string()))]);
        }
        AddressProblem::LocalDots => "reject-address-local-dots",
        AddressProblem::DomainShape => "reject-address-domain-shape",
        AddressProblem::MixedScripts => "reject-address-mixed-scripts",
        AddressProblem::Undeliverable => "reject-address-undeliverable",
    };
    i18n::text(lang, id, [])
}
