//! What the engine decides, as data: the shell carries the effects of one decision out in
//! one transaction.

use yubin_domain::clock::Gift;
use yubin_domain::conditional::Conditionals;
use yubin_domain::model::{
    Confirmation, Entrant, GameId, GameRecord, GameSetup, InboundRecord, Look, MoveRecord,
    MoveRequest, MoveSide, OutMail, PlayerRating, StopKind, TournamentId, TournamentRecord,
    Watched, Watcher, Zone,
};
use yubin_rules::{Color, Variant};
use yubin_text::mails::Body;

/// Something the engine decided.
#[derive(Debug, Clone, PartialEq, Eq)]
// A decision has a handful of effects and they live for one transaction: a game record inline
// costs less than a box per update.
#[allow(clippy::large_enum_variant)]
pub enum Effect {
    /// Log the inbound mail as consumed.
    Consume(InboundRecord),
    /// Create a game under the number the snapshot allocated
    /// ([`crate::Snapshot::next_game_id`]).
    CreateGame(GameId, GameSetup),
    /// Write a game's changed fields.
    UpdateGame(GameRecord),
    /// Record a move.
    AddMove(GameId, MoveRecord),
    /// Delete a game's moves after ply `keep` (an agreed takeback).
    TakeBack {
        /// The game.
        game: GameId,
        /// How many plies remain.
        keep: u32,
    },
    /// Queue a mail.
    Send(OutMail),
    /// Replace a player's conditional moves in a game (none: delete them).
    SetConditionals(GameId, Color, Conditionals),
    /// Book leave for a player: their clocks stop in all their games from `starts_at` to
    /// `ends_at`.
    BookLeave {
        /// The player.
        address: String,
        /// The first instant.
        starts_at: i64,
        /// The instant it ends.
        ends_at: i64,
    },
    /// End a player's leave at `at` (leave not begun by then is dropped).
    EndLeave {
        /// The player.
        address: String,
        /// When.
        at: i64,
    },
    /// Stop a game's clocks: both (`color` `None`) or one side's, from `from` to `to`
    /// (`None`: until [`Effect::Resume`]).
    StopGame {
        /// The game.
        game: GameId,
        /// Why.
        kind: StopKind,
        /// Whose clock.
        color: Option<Color>,
        /// From.
        from: i64,
        /// Until.
        to: Option<i64>,
    },
    /// End a game's open pause at the given instant.
    Resume(GameId, i64),
    /// Record time given in a game.
    Give(GameId, Gift),
    /// Record a player's rating in a variant (after a rated game).
    SetRating {
        /// The player.
        address: String,
        /// The variant.
        variant: Variant,
        /// The new rating.
        rating: PlayerRating,
    },
    /// Record a player's time zone (the player created as needed).
    SetZone(String, Zone),
    /// Record how a player's mails draw the board (the player created as needed).
    SetLook(String, Look),
    /// Record that a player's daily digest was made at this instant.
    DigestSent(String, i64),
    /// Record a player's display name (the player created as needed).
    SetName(String, String),
    /// Record whether a player's games may be published in the archive.
    SetArchive(String, bool),
    /// Create a tournament under the number the snapshot allocated
    /// ([`crate::Snapshot::next_tournament_id`]).
    CreateTournament(TournamentRecord),
    /// Write a tournament's changed fields.
    UpdateTournament(TournamentRecord),
    /// Enter a player in a tournament, or write their seed and withdrawal.
    SetEntrant(TournamentId, Entrant),
    /// Take a player off a tournament's entries (before its start).
    RemoveEntrant(TournamentId, String),
    /// Record a bye: the tournament, the round, the player.
    AddBye(TournamentId, u32, String),
    /// Register an observer of a game or tournament, or change what they get.
    Watch(Watched, Watcher),
    /// End what an address watches: this game or tournament, or everything (`None`).
    Unwatch(Option<Watched>, String),
    /// Record whether a player lets others watch their casual games.
    SetObservers(String, bool),
    /// Record whether a player gets deadline reminders (the player created as needed).
    SetReminders(String, bool),
    /// Record whether an entrant of a tournament gets its crosstable after each game.
    SetCrosstables(String, TournamentId, bool),
    /// Keep a command that waits for its sender's confirmation.
    AskConfirmation(Confirmation),
    /// Mark a confirmation used (by the Message-ID of the mail that asked).
    UseConfirmation(String),
    /// Compute every rating of a variant again from its finished rated games (after one
    /// was annulled: [`crate::admin::rerate`]).
    Rerate(Variant),
    /// Record a bounce of the bot's mail ([`crate::years::bounce`]).
    Bounce(yubin_domain::model::BounceRecord),
    /// Mark an address undeliverable (kept if it is already).
    SetUndeliverable {
        /// The address, folded.
        address: String,
        /// Since when.
        since: i64,
        /// Why (for the operator).
        reason: String,
    },
    /// Clear an address's undeliverable mark (its owner wrote again).
    ClearUndeliverable(String),
    /// Keep a request to change a player's address, under the number the snapshot
    /// allocated ([`crate::years::moving::Moving::next_id`]).
    AskMove(MoveRequest),
    /// Record one side's confirmation of an address change: the request, the side, when.
    ConfirmMove(i64, MoveSide, i64),
    /// Record that the player took an address change back: the request, when.
    CancelMove(i64, i64),
    /// Record the operator's approval of an address change in its old address's place.
    ApproveMove(i64, i64),
    /// Move a player from one address to another: their row's address and what else names
    /// them by address (watches, confirmations), the request marked done.
    MoveAddress {
        /// The request.
        request: i64,
        /// The old address (folded).
        old: String,
        /// The new address (folded).
        new: String,
        /// The display name to set, when they chose none (their old pseudonym, kept).
        name: Option<String>,
    },
    /// Erase a player (`forget me`, confirmed): applied last, it also deletes the mails to
    /// them queued by the effects before it ([`crate::years::forget`]).
    Forget(Forgetting),
    /// `analyse N` queued (issue 27): `address` waits for game `game`'s analysis, written in
    /// `lang`, asked at `at`.
    AskAnalysis {
        /// The game.
        game: GameId,
        /// The requester (folded).
        address: String,
        /// The language their answer is written in.
        lang: yubin_domain::model::Language,
        /// When they asked.
        at: i64,
    },
    /// Game `game`'s analysis, made at `at`: stored, and every request waiting for it
    /// answered (the mails are `Send` effects of the same decision).
    Analysed {
        /// The game.
        game: GameId,
        /// Its analysis.
        analysis: Box<yubin_domain::model::Analysis>,
        /// When it was made.
        at: i64,
    },
    /// Queue this mail to its recipient with a copy of everything stored about them
    /// attached, as the store holds it when the effect is applied (`my data`).
    SendData(OutMail),
}

/// A player's erasure: what [`Effect::Forget`] replaces their address and name with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Forgetting {
    /// The address erased (folded).
    pub address: String,
    /// What takes its place in `players`: `forgotten-…@forgotten.invalid`, which receives
    /// no mail and which nothing links to the address.
    pub placeholder: String,
    /// The name the records give the player from now on: the placeholder's pseudonym.
    pub name: String,
}

/// The effects of one inbound mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    /// What to do, in order.
    pub effects: Vec<Effect>,
    /// Set when the mail needed a damaged record: the effects then only log the mail with
    /// its text and tell the sender; the operator must repair this row.
    pub damage: Option<yubin_domain::model::CorruptRow>,
}

/// Where a mail stands in its thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Thread<'a> {
    /// An answer to the player's mail with this Message-ID, threaded under it alone (`None`:
    /// the mail had no Message-ID of its own, [`crate::Inbound::own_message_id`], and the
    /// answer starts a thread).
    Answer(Option<&'a str>),
    /// A mail about a game whose first mail is `root` (and which is that first mail when it
    /// has its Message-ID), under the mail it answers too, if any.
    Game {
        /// The game's first mail.
        root: &'a str,
        /// The player's mail it answers.
        answering: Option<&'a str>,
    },
}

/// A mail to send, threaded as `thread` says, with the body's text and HTML parts and the
/// board picture its HTML part shows: the one builder of every mail the engine sends (no
/// Reply-To and no files: set them after).
pub(crate) fn out_mail(
    message_id: String,
    to: &str,
    thread: Thread<'_>,
    subject: String,
    body: Body,
) -> OutMail {
    let (in_reply_to, references) = match thread {
        Thread::Answer(Some(id)) => (Some(id.to_string()), vec![id.to_string()]),
        Thread::Answer(None) => (None, Vec::new()),
        Thread::Game { root, .. } if root == message_id => (None, Vec::new()),
        Thread::Game {
            root,
            answering: Some(a),
        } => (Some(a.to_string()), vec![root.to_string(), a.to_string()]),
        Thread::Game {
            root,
            answering: None,
        } => (Some(root.to_string()), vec![root.to_string()]),
    };
    OutMail {
        message_id,
        in_reply_to,
        references,
        to: to.to_string(),
        reply_to: None,
        subject,
        text: body.text,
        html: Some(body.html),
        attachments: Vec::new(),
        picture: body.picture,
        unsubscribe: None,
    }
}
