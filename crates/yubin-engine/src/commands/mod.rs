//! The command families, each a module of functions over the shared context
//! (`engine::context`): new families (tournaments, clocks, observers, conditional moves)
//! go beside these.
//!
//! * [`challenge`]: `challenge`, `accept`, `decline`;
//! * [`play`]: moves, and what an illegal one costs;
//! * [`offers`]: `resign`, `abort`, `draw`, `decline draw`;
//! * [`queries`]: `help`, `games`, `board`, `history`, `preview`;
//! * [`profile`]: the player's own settings: `timezone`;
//! * [`clock`]: `leave`, `pause` / `accept pause` / `decline pause` / `resume`, `give`;
//! * [`conditional`]: conditional moves (`if … then …`, `conditional`, `conditional clear`)
//!   and the answers they play;
//! * [`takeback`]: `takeback [N]`, `accept takeback`, `decline takeback`;
//! * [`tournament`]: `tournament create|start|cancel|withdraw`, `join`, `leave T3`,
//!   `standings`, `tournaments` (the running of a tournament is `engine::director`'s);
//! * [`watch`]: observers' `watch`, `notify`, `unwatch`, and a player's `observers on|off`
//!   (what observers are sent is `engine::observers`').

pub mod challenge;
pub mod clock;
pub mod conditional;
pub mod offers;
pub mod play;
pub mod profile;
pub mod queries;
pub mod takeback;
pub mod tournament;
pub mod watch;
