//! The subjects of the tournament, rating and observer mails, in the recipient's language
//! (`locales/*/tournament.ftl`, `watch.ftl`); the engine gives the facts.

use super::super::Notice;
use crate::i18n::{self, Arg, Language};
use yubin_domain::model::GameId;

/// What a tournament mail's subject says, after the tournament (`T3 Spring: …`).
#[derive(Debug, Clone, Copy)]
pub enum TournamentSubject<'a> {
    /// A notice.
    Notice(&'a Notice),
    /// The crosstable after a game.
    AfterGame(GameId),
    /// The crosstable after the operator annulled a game.
    AfterAnnulment(GameId),
    /// The final crosstable, with its leaders.
    Final(&'a [String]),
    /// The entries of an open or cancelled tournament (`standings`).
    Entries,
    /// The crosstable as it stands (`standings`).
    Crosstable,
}

fn count(n: usize) -> Arg<'static> {
    Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
}

/// The subject of a mail about `tournament` (`T3 Spring`).
pub fn tournament_subject(lang: Language, tournament: &str, what: TournamentSubject<'_>) -> String {
    let names;
    let (id, arg) = match what {
        TournamentSubject::Notice(notice) => match notice {
            Notice::Created => ("tournament-subject-created", None),
            Notice::Joined(n) => ("tournament-subject-joined", Some(("n", count(*n)))),
            Notice::Left => ("tournament-subject-left", None),
            Notice::Started(n) => ("tournament-subject-started", Some(("n", count(*n)))),
            Notice::Cancelled => ("tournament-subject-cancelled", None),
            Notice::TooFew(..) => ("tournament-subject-too-few", None),
            Notice::Withdrawn { player, .. } => (
                "tournament-subject-withdrawn",
                Some(("player", Arg::Str(player))),
            ),
            Notice::Removed(player) => (
                "tournament-subject-removed",
                Some(("player", Arg::Str(player))),
            ),
            Notice::Bye(round, _) => (
                "tournament-subject-bye",
                Some(("round", Arg::Num(i64::from(*round)))),
            ),
        },
        TournamentSubject::AfterGame(game) => (
            "tournament-subject-crosstable-after-game",
            Some(("game", Arg::Num(game.0))),
        ),
        TournamentSubject::AfterAnnulment(game) => (
            "tournament-subject-crosstable-after-annulment",
            Some(("game", Arg::Num(game.0))),
        ),
        TournamentSubject::Final(leaders) => {
            names = leaders.join(&i18n::text(lang, "list-separator", []));
            let id = if leaders.len() == 1 {
                "tournament-subject-final-wins"
            } else {
                "tournament-subject-final-shared"
            };
            (id, Some(("names", Arg::Str(&names))))
        }
        TournamentSubject::Entries => ("tournament-subject-entries", None),
        TournamentSubject::Crosstable => ("tournament-subject-crosstable", None),
    };
    let mut args = vec![("tournament", Arg::Str(tournament))];
    args.extend(arg);
    i18n::text(lang, id, args)
}

/// The subject of the list of tournaments.
pub fn tournaments_subject(lang: Language) -> String {
    i18n::text(lang, "tournament-subject-list", [])
}

/// The subject of a variant's rating list (`Chu Shogi`).
pub fn ratings_subject(lang: Language, variant: &str) -> String {
    i18n::text(lang, "ratings-subject", [("variant", Arg::Str(variant))])
}

/// What an observer's mail's subject says.
#[derive(Debug, Clone, Copy)]
pub enum WatchSubject<'a> {
    /// `notify N` answered (the game's title).
    Notify(&'a str),
    /// `watch N` or `watch T3` answered (the game's title, or `T3 Spring`).
    Watch(&'a str),
    /// `unwatch` answered (what was stopped: `game 12`, `T3`).
    Unwatch(&'a str),
    /// `unwatch all` answered.
    UnwatchAll,
    /// `observers` answered (whether others may watch).
    Observers(bool),
    /// Moves shown: the title, the last move's number and notation, and who is to play
    /// next, or (`Err`) the plies the board is behind.
    Moved {
        /// The game's title.
        title: &'a str,
        /// The last move's number.
        number: usize,
        /// Its notation.
        notation: &'a str,
        /// Who is to play, or the delay in plies.
        next: Result<&'a str, usize>,
    },
    /// A takeback agreed: the title and who is to play.
    Takeback(&'a str, &'a str),
    /// The game ended: the title, the result (`1-0`) and how (`投了`).
    End(&'a str, &'a str, &'a str),
}

/// The subject of an observer's mail.
pub fn watch_subject(lang: Language, what: WatchSubject<'_>) -> String {
    let say = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    match what {
        WatchSubject::Notify(title) => say("watch-subject-notify", &[("title", Arg::Str(title))]),
        WatchSubject::Watch(title) => say("watch-subject-watch", &[("title", Arg::Str(title))]),
        WatchSubject::Unwatch(what) => say("watch-subject-unwatch", &[("what", Arg::Str(what))]),
        WatchSubject::UnwatchAll => say("watch-subject-unwatch-all", &[]),
        WatchSubject::Observers(allowed) => say(
            "watch-subject-observers",
            &[("allowed", Arg::Str(if allowed { "yes" } else { "no" }))],
        ),
        WatchSubject::Moved {
            title,
            number,
            notation,
            next,
        } => {
            let mv = say(
                "observed-move-number",
                &[("number", count(number)), ("notation", Arg::Str(notation))],
            );
            let (title, mv) = (("title", Arg::Str(title)), ("move", Arg::Str(&mv)));
            match next {
                Ok(to_play) => say(
                    "watch-subject-move",
                    &[title, mv, ("to-play", Arg::Str(to_play))],
                ),
                Err(plies) => say(
                    "watch-subject-move-delayed",
                    &[title, mv, ("plies", count(plies))],
                ),
            }
        }
        WatchSubject::Takeback(title, to_play) => say(
            "watch-subject-takeback",
            &[("title", Arg::Str(title)), ("to-play", Arg::Str(to_play))],
        ),
        WatchSubject::End(title, result, ending) => say(
            "watch-subject-end",
            &[
                ("title", Arg::Str(title)),
                ("result", Arg::Str(result)),
                ("ending", Arg::Str(ending)),
            ],
        ),
    }
}

/// The result of a game that brought an observer's crosstable: `Game 12, alice vs bob:
/// 1-0, black wins: white resigned` (`reason`: why it ended, when known).
pub fn last_result(lang: Language, title: &str, result: &str, reason: Option<&str>) -> String {
    let (title, result) = (("title", Arg::Str(title)), ("result", Arg::Str(result)));
    match reason {
        Some(why) => i18n::text(
            lang,
            "watch-last-result-reason",
            [title, result, ("reason", Arg::Str(why))],
        ),
        None => i18n::text(lang, "watch-last-result", [title, result]),
    }
}
