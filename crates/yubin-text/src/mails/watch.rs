//! The mails of observers (`watch`, `notify`, `watch T3`): a game's board after its moves,
//! its end, a tournament's crosstables, and the answers to the observers' commands and to a
//! player's `observers on|off`. Every mail to an observer says how to stop them.

use super::{clock_lines, game_view, player, tidy, Body, Crosstable, GameView, Mark, Stage};
use askama::Template;
use yubin_domain::clock::Clocks;
use yubin_domain::model::GameId;
use yubin_domain::model::{GameRecord, GameState, Look, Zone};
use yubin_rules::{Color, Game};

/// The game as an observer sees it: from Black's side (Black at the bottom), drawn their
/// way (`look`), dates in UTC, and both clocks when `clocks` is given (not for a game shown
/// some plies behind: its clocks and deadline belong to a position the observer does not
/// see).
pub fn observer_view(
    rec: &GameRecord,
    game: &Game,
    clocks: Option<&Clocks>,
    look: Look,
) -> GameView {
    let mut view = game_view(rec, game, Color::Black).drawn(game, Color::Black, look);
    view.lang = look.language();
    let on_turn = game.position().side_to_move();
    let number = game.moves().len() + 1;
    view.watcher = true;
    view.black = rec.name(Color::Black).to_string();
    view.white = rec.name(Color::White).to_string();
    view.my_turn = false;
    view.opponent = String::new();
    view.turn = match (clocks, rec.deadline) {
        (Some(_), Some(d)) => format!(
            "{} is to play move {number} by {}.",
            player(rec, on_turn),
            Zone::UTC.format(d)
        ),
        _ => format!("{} is to play move {number}.", player(rec, on_turn)),
    };
    if let (Some(c), GameState::Active) = (clocks, rec.state) {
        view.clocks = clock_lines(rec.setup.terms.time_control, c);
    }
    view
}

/// One move an observer is shown: `alice (black) played 7. P-7f`.
#[derive(Debug, Clone)]
pub struct ObservedMove {
    /// `alice (black)`.
    pub player: String,
    /// The move's number.
    pub number: usize,
    /// The move in TSA notation.
    pub notation: String,
    /// What fire demons burned with it, in a sentence ([`crate::wording::burns`]).
    pub burns: Option<String>,
}

mail!(
    /// An observer's board mail: after moves, or when they start to watch.
    Observed, ObservedText = "observed.txt", ObservedHtml = "observed.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game as observers see it now ([`super::observer_view`]).
        g: GameView,
        /// The moves newly shown, in order (none in the first mail).
        moves: Vec<ObservedMove>,
        /// Whether this is the answer to `watch` (the first mail).
        welcome: bool,
        /// The players agreed to take back this many moves (plies).
        takeback: Option<u32>,
        /// A tournament's delay: the board is this many plies behind the game.
        delay: Option<u32>,
    }
);

mail!(
    /// The end of a game, to its observers (`watch` and `notify`): never delayed.
    ObservedEnd, ObservedEndText = "observed_end.txt", ObservedEndHtml = "observed_end.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The final position.
        g: GameView,
        /// `1-0`, `0-1` or `1/2-1/2`.
        result: String,
        /// Why, in a sentence (`Black wins: white resigned`).
        reason: String,
        /// More about it: which move was illegal and why, when the time ran out.
        detail: Option<String>,
        /// Every move, numbered.
        history: Vec<String>,
    }
);

/// What an observer of a tournament is told beside its crosstable.
#[derive(Debug, Clone)]
pub struct ObserverNote {
    /// `T3`.
    pub label: String,
    /// The result that brought the crosstable: `Game 12, alice vs bob: 1-0, black wins:
    /// white resigned` (none for a crosstable that no single game brought).
    pub last: Option<String>,
}

mail!(
    /// A tournament's crosstable, to its observers (`watch T3`).
    ObservedCrosstable, ObservedCrosstableText = "observed_crosstable.txt", ObservedCrosstableHtml = "observed_crosstable.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// The crosstable.
        t: Crosstable,
        /// What it follows.
        after: Stage,
        /// Whether it is the final one.
        last: bool,
        /// The observer's part.
        note: ObserverNote,
    }
);

/// What a [`WatchNote`] answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WatchEvent {
    /// `notify N`: the result will come.
    Notify {
        /// `Game 12, alice vs bob`.
        title: String,
        /// The game.
        game: GameId,
    },
    /// `watch T3`: its crosstables will come (`T3`, its name, its observers' delay).
    Tournament(String, String, u32),
    /// `unwatch …`: what was stopped (`game 12`, `T3`; empty: nothing was watched).
    Stopped(Vec<String>),
    /// `observers [on|off]`: whether others may watch the sender's casual games, whether
    /// this mail set it, and how many of their casual games are open.
    Observers {
        /// Allowed.
        allowed: bool,
        /// Set by this mail.
        changed: bool,
        /// The sender's casual games not over.
        games: usize,
    },
}

mail!(
    /// The answer to an observer's command (other than a first `watch` of a game, answered
    /// with the board) and to `observers`.
    WatchNote, WatchNoteText = "watch_note.txt", WatchNoteHtml = "watch_note.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// What it answers.
        event: WatchEvent,
        /// What the sender watches now (`game 12`, `T3`).
        watching: Vec<String>,
    }
);
