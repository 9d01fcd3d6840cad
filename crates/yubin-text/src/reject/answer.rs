//! The words around a refusal, in the reader's language: what the sender could send instead
//! (the error mail's "What I accept here"), the subjects of refusals and requests to
//! confirm, and the engine's few sentences that are no [`Rejection`](super::Rejection).

use crate::i18n::{self, Arg, Language};
use yubin_rules::Variant;

/// What a player on move may send: their move (number `n`, in `variant`'s notations, like
/// `example`), and the other commands of a game (`takeback` unless the game is rated).
pub fn accepted_move(
    lang: Language,
    n: usize,
    variant: Variant,
    example: &str,
    takeback: bool,
) -> String {
    let notations = i18n::text(
        lang,
        match variant {
            Variant::Chu => "accepted-notations-chu",
            Variant::Maka => "accepted-notations-maka",
            Variant::Dai => "accepted-notations-dai",
            Variant::DaiDai => "accepted-notations-daidai",
            Variant::Tenjiku => "accepted-notations-tenjiku",
        },
        [],
    );
    i18n::text(
        lang,
        "accepted-move",
        [
            ("n", Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))),
            ("notations", Arg::Str(&notations)),
            ("example", Arg::Str(example)),
            ("takeback", Arg::Str(yes(takeback))),
        ],
    )
}

/// What a player may send while `player` (named) is to move.
pub fn accepted_waiting(lang: Language, player: &str, takeback: bool) -> String {
    i18n::text(
        lang,
        "accepted-waiting",
        [
            ("player", Arg::Str(player)),
            ("takeback", Arg::Str(yes(takeback))),
        ],
    )
}

/// What the challenged player may send.
pub fn accepted_challenge(lang: Language) -> String {
    i18n::text(lang, "accepted-challenge", [])
}

/// What the challenger may send while the challenge waits.
pub fn accepted_challenge_waits(lang: Language) -> String {
    i18n::text(lang, "accepted-challenge-waits", [])
}

/// What a player may send about a game that is over.
pub fn accepted_game_over(lang: Language) -> String {
    i18n::text(lang, "accepted-game-over", [])
}

/// What a sender who wrote too many mails may send.
pub fn accepted_rate_limited(lang: Language) -> String {
    i18n::text(lang, "accepted-rate-limited", [])
}

/// The subject of a refusal: `Yubin: not carried out: …`, or about a game titled `title`.
pub fn subject(lang: Language, title: Option<&str>, words: &str) -> String {
    match title {
        Some(title) => i18n::text(
            lang,
            "subject-not-carried-out-game",
            [("title", Arg::Str(title)), ("words", Arg::Str(words))],
        ),
        None => i18n::text(
            lang,
            "subject-not-carried-out",
            [("words", Arg::Str(words))],
        ),
    }
}

/// The subject of the one notice that the sender wrote too many mails.
pub fn subject_rate_limited(lang: Language) -> String {
    i18n::text(lang, "subject-rate-limited", [])
}

/// The subject of the answer to a mail the server failed on.
pub fn subject_unhandled(lang: Language) -> String {
    i18n::text(lang, "subject-unhandled", [])
}

/// The subject of a request to confirm command `line`.
pub fn subject_confirm(lang: Language, line: &str) -> String {
    i18n::text(lang, "subject-confirm", [("line", Arg::Str(line))])
}

/// Game `game` (by number), or `None`: the game, as a damaged record's.
fn damaged_game(lang: Language, game: Option<i64>) -> String {
    match game {
        Some(id) => i18n::text(lang, "damaged-game", [("game", Arg::Num(id))]),
        None => i18n::text(lang, "damaged-the-game", []),
    }
}

/// Why a mail that needs a damaged record was not carried out.
pub fn damaged(lang: Language, game: Option<i64>) -> String {
    let game = damaged_game(lang, game);
    i18n::text(lang, "damaged", [("game", Arg::Str(&game))])
}

/// The subject of [`damaged`].
pub fn subject_damaged(lang: Language, game: Option<i64>) -> String {
    let game = damaged_game(lang, game);
    i18n::text(lang, "subject-damaged", [("game", Arg::Str(&game))])
}

/// What a mail without command lines is quoted as: its subject, or a note that it is empty.
pub fn quoted_subject(lang: Language, subject: &str) -> String {
    if subject.is_empty() {
        i18n::text(lang, "quoted-empty", [])
    } else {
        i18n::text(lang, "quoted-subject", [("subject", Arg::Str(subject))])
    }
}

/// A flag for a message's selector.
fn yes(flag: bool) -> &'static str {
    if flag {
        "yes"
    } else {
        "no"
    }
}

/// What a command would do that needs its sender's proof, in the words of the request to
/// confirm it (`It would start a game in your name, so …`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Binding {
    /// `challenge`.
    Challenge,
    /// `join`.
    Join,
    /// `leave T3`.
    Leave,
    /// `tournament create`.
    Create,
    /// `tournament start`, `cancel`, `withdraw`.
    Organise,
    /// A setting's change.
    Settings,
    /// `leave` with dates or a duration, or `leave cancel`.
    LeaveDays,
    /// `watch`, `notify`.
    Watch,
    /// Any other binding command.
    Other,
    /// `move to <address>`.
    Address,
    /// `forget me`.
    Forget,
    /// `my data`.
    MyData,
}

impl Binding {
    /// The words, after "It": `would start a game in your name`.
    pub fn what(self, lang: Language) -> String {
        let id = match self {
            Binding::Challenge => "binding-challenge",
            Binding::Join => "binding-join",
            Binding::Leave => "binding-leave",
            Binding::Create => "binding-create",
            Binding::Organise => "binding-organise",
            Binding::Settings => "binding-settings",
            Binding::LeaveDays => "binding-leave-days",
            Binding::Watch => "binding-watch",
            Binding::Other => "binding-other",
            Binding::Address => "binding-address",
            Binding::Forget => return crate::mails::privacy::binding_what(true, lang),
            Binding::MyData => return crate::mails::privacy::binding_what(false, lang),
        };
        i18n::text(lang, id, [])
    }
}
