//! A player's own data: the request to confirm `forget me` (what the erasure does, game by
//! game) and the mail that carries `my data`'s copy (`locales/*/privacy.ftl`).

use super::{tidy, Body};
use crate::i18n::{self, Arg, Language};
use askama::Template;

/// What the erasure does to one of the player's games going on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForgetGame {
    /// The player resigns: the opponent wins.
    Resign,
    /// Aborted: fewer than two moves were played.
    Abort,
    /// A challenge not answered yet, withdrawn.
    Challenge,
    /// A tournament game: the player withdraws from the tournament, the game is lost by
    /// forfeit.
    Tournament,
}

/// One game going on, as the request names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoingOn {
    /// What happens to it.
    pub fate: ForgetGame,
    /// Its number.
    pub game: i64,
    /// The opponent's public name.
    pub opponent: String,
}

impl GoingOn {
    fn args(&self) -> [(&str, Arg<'_>); 2] {
        [
            ("game", Arg::Num(self.game)),
            ("opponent", Arg::Str(&self.opponent)),
        ]
    }

    fn id(&self) -> &'static str {
        match self.fate {
            ForgetGame::Resign => "forget-game-resign",
            ForgetGame::Abort => "forget-game-abort",
            ForgetGame::Challenge => "forget-game-challenge",
            ForgetGame::Tournament => "forget-game-tournament",
        }
    }

    /// The line in `lang`, for the text part.
    pub fn text(&self, lang: Language) -> String {
        i18n::text(lang, self.id(), self.args())
    }

    /// The line in `lang`, for the HTML part.
    pub fn html(&self, lang: Language) -> String {
        i18n::html(lang, self.id(), self.args())
    }
}

/// The command that erases a player, as mails name it.
pub const FORGET_COMMAND: &str = "forget me";
/// The command that mails a player their data.
pub const MY_DATA_COMMAND: &str = "my data";

mail!(
    /// The request to confirm `forget me`: what the erasure does, the player's games going
    /// on and their fate; sent however the command came (only a reply at the sender's key
    /// carries it out).
    ForgetAsk, ForgetAskText = "forget.txt", ForgetAskHtml = "forget.html",
    {
        /// The recipient's language.
        lang: Language,
        /// The name the records will give them.
        name: String,
        /// Their games going on.
        games: Vec<GoingOn>,
    }
);

impl ForgetAsk {
    /// How many games are going on, for a message.
    pub fn count(&self) -> i64 {
        self.games.len() as i64
    }
}

/// The subject of [`ForgetAsk`].
pub fn forget_subject(lang: Language) -> String {
    i18n::text(lang, "forget-subject", [])
}

mail!(
    /// The answer to `my data`: a short text; the data is the JSON file the shell attaches.
    MyData, MyDataText = "mydata.txt", MyDataHtml = "mydata.html",
    {
        /// The recipient's language.
        lang: Language,
        /// The attached file's name.
        file: String,
        /// How many games of theirs it holds.
        games: i64,
    }
);

/// The subject of [`MyData`].
pub fn my_data_subject(lang: Language) -> String {
    i18n::text(lang, "mydata-subject", [])
}

/// The words of [`Binding::Forget`](crate::reject::Binding) and
/// [`Binding::MyData`](crate::reject::Binding), after "It".
pub fn binding_what(forget: bool, lang: Language) -> String {
    let id = if forget {
        "binding-forget"
    } else {
        "binding-my-data"
    };
    i18n::text(lang, id, [])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(lang: Language, games: Vec<GoingOn>) -> Body {
        ForgetAsk {
            lang,
            name: "player-0a1b2c".into(),
            games,
        }
        .body()
    }

    #[test]
    fn the_request_names_each_game_and_its_fate() {
        let games = vec![
            GoingOn {
                fate: ForgetGame::Resign,
                game: 12,
                opponent: "Bob <b>".into(),
            },
            GoingOn {
                fate: ForgetGame::Tournament,
                game: 13,
                opponent: "player-99aa00".into(),
            },
        ];
        let en = ask(Language::En, games.clone());
        assert!(
            en.text.contains("game 12 against Bob <b>: you resign"),
            "{}",
            en.text
        );
        assert!(
            en.text.contains("Your 2 games going on end now:"),
            "{}",
            en.text
        );
        assert!(en.text.contains("player-0a1b2c"), "{}", en.text);
        assert!(en.html.contains("Bob &#60;b&#62;"), "{}", en.html);
        assert!(!en.html.contains("Bob <b>"), "{}", en.html);
        let ja = ask(Language::Ja, games);
        assert!(ja.text.contains("第12局（相手：Bob <b>）"), "{}", ja.text);
        let none = ask(Language::En, Vec::new());
        assert!(
            none.text.contains("You have no game going on."),
            "{}",
            none.text
        );
    }
}
