//! A game's commands, each a module of functions over the shared context
//! ([`crate::context`]):
//!
//! * [`challenge`]: `challenge`, `accept`, `decline`;
//! * [`play`]: moves, and what an illegal one costs;
//! * [`offers`]: `resign`, `abort`, `draw`, `decline draw`;
//! * [`takeback`]: `takeback [N]`, `accept takeback`, `decline takeback`;
//! * [`clock`]: `leave`, `pause` / `accept pause` / `decline pause` / `resume`, `give`;
//! * [`conditional`]: conditional moves (`if … then …`, `conditional`, `conditional clear`)
//!   and the answers they play;
//! * [`end`]: a game's end (result, game-over mails, ratings, observers);
//! * [`queries`]: `help`, `games`, `board`, `history`, `preview`, `export`, `ratings`.

pub mod challenge;
pub mod clock;
pub mod conditional;
pub mod end;
pub mod offers;
pub mod play;
pub mod queries;
pub mod takeback;
