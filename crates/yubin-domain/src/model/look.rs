//! How a player's mails draw boards: `pieces kanji|letters` and `board picture|table`, and
//! the language they are written in (`language en|ja`): a player's settings kept with their
//! address (as the time zone is) and read with their games, entries and observations, so
//! that every mail to them is drawn and written their way.

/// What to write on the pieces of a board picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Pieces {
    /// Kanji: one for Chu, the two-kanji name for the larger games (the default).
    #[default]
    Kanji,
    /// The TSA abbreviations (`Ln`, `+DK`).
    Letters,
}

impl Pieces {
    /// Reads `kanji` or `letters` (case-insensitive; `letter` and `tsa` too).
    pub fn parse(text: &str) -> Option<Pieces> {
        match text.trim().to_ascii_lowercase().as_str() {
            "kanji" => Some(Pieces::Kanji),
            "letters" | "letter" | "tsa" => Some(Pieces::Letters),
            _ => None,
        }
    }

    /// `kanji` or `letters`: as players write it, and as the store keeps it.
    pub fn name(self) -> &'static str {
        match self {
            Pieces::Kanji => "kanji",
            Pieces::Letters => "letters",
        }
    }
}

/// How the HTML part of a mail shows the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum BoardForm {
    /// The board picture, an inline PNG (the default).
    #[default]
    Picture,
    /// A table of letters on coloured squares (the mails' board before the picture).
    Table,
}

impl BoardForm {
    /// Reads `picture` or `table` (case-insensitive).
    pub fn parse(text: &str) -> Option<BoardForm> {
        match text.trim().to_ascii_lowercase().as_str() {
            "picture" => Some(BoardForm::Picture),
            "table" => Some(BoardForm::Table),
            _ => None,
        }
    }

    /// `picture` or `table`: as players write it, and as the store keeps it.
    pub fn name(self) -> &'static str {
        match self {
            BoardForm::Picture => "picture",
            BoardForm::Table => "table",
        }
    }
}

/// A player's way of seeing boards in their mails: the board picture in kanji unless they
/// chose otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Look {
    /// The labels of the picture's pieces.
    pub pieces: Pieces,
    /// The picture, or the table.
    pub board: BoardForm,
    /// The language they chose for their mails (`language en|ja`); `None`: not chosen
    /// ([`Look::language`]).
    pub lang: Option<super::Language>,
}

impl Look {
    /// The language of their mails: the one they chose, else English.
    pub fn language(self) -> super::Language {
        self.lang.unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for p in [Pieces::Kanji, Pieces::Letters] {
            assert_eq!(Pieces::parse(p.name()), Some(p));
        }
        for b in [BoardForm::Picture, BoardForm::Table] {
            assert_eq!(BoardForm::parse(b.name()), Some(b));
        }
        assert_eq!(Pieces::parse("Letters"), Some(Pieces::Letters));
        assert_eq!(BoardForm::parse("TABLE"), Some(BoardForm::Table));
        assert_eq!(BoardForm::parse("kanji"), None);
        let default = Look::default();
        assert_eq!(
            (default.pieces, default.board),
            (Pieces::Kanji, BoardForm::Picture)
        );
    }
}
