//! The command list of `help` and of answers to mail without a game
//! (`templates/commands.txt`): the commands as players type them on the left, in every
//! language; what each does on the right, in the reader's.

use crate::i18n::{self, Language};
use askama::Template;

/// Where the descriptions start.
const COLUMN: usize = 24;

#[derive(Template)]
#[template(path = "commands.txt")]
struct Commands {
    lang: Language,
}

impl Commands {
    /// A message as it is.
    fn t(&self, id: &str) -> String {
        i18n::text(self.lang, id, [])
    }

    /// A description: a message whose lines after the first start at [`COLUMN`].
    fn col(&self, id: &str) -> String {
        self.indent(id, COLUMN)
    }

    /// A message whose lines after the first are indented by `n`.
    fn indent(&self, id: &str, n: usize) -> String {
        self.t(id).replace('\n', &format!("\n{:n$}", ""))
    }

    /// A description whose second line stands beside `left` (a second form of the command
    /// on the left); `left` has a line of its own when the description has one line.
    fn beside(&self, id: &str, left: &str) -> String {
        let text = self.t(id);
        let mut lines = text.lines();
        let mut out = lines.next().unwrap_or_default().to_string();
        out.push('\n');
        match lines.next() {
            Some(second) => out.push_str(&format!("{left:COLUMN$}{second}")),
            None => out.push_str(left),
        }
        for line in lines {
            out.push_str(&format!("\n{:COLUMN$}{line}", ""));
        }
        out
    }
}

/// The command list in `lang`.
pub fn command_list_in(lang: Language) -> String {
    Commands { lang }
        .render()
        .expect("commands.txt renders")
        .trim_end()
        .to_string()
}

/// The command list of `help` and of answers to mail without a game
/// (`templates/commands.txt`), in English ([`command_list_in`]).
pub fn command_list() -> String {
    command_list_in(Language::En)
}

/// What still works after a mail that was not carried out through no fault of its sender (a
/// damaged record, a failure of the server).
pub fn others_go_on() -> String {
    super::others_go_on_in(Language::En)
}
