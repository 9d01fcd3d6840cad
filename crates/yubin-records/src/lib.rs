//! # yubin-records
//!
//! Whole game records of the great shogi variants, written from a [`yubin_rules::Game`] and a
//! [`record::Header`] and read back into them, every move checked by the rules crate: the
//! files players take to and bring from other programs. The rules crate owns the notation of
//! a single move or position (SFEN, USI, TSA, WinBoard); this crate, beside it as
//! `pgn-reader` beside `shakmaty`, owns the files made of them.
//!
//! | Module | Record | Example |
//! |---|---|---|
//! | [`record`] | what every record holds besides its moves: players, dates, event, result | `Header { black: "alice", … }` |
//! | [`kif`] | KIF game records as lishogi writes them (Chu only), written and read whole; a comment per ply as `*` lines ([`kif::write_commented`]) | `  14手目   仝奔王 （←6三）` |
//! | [`pgn`] | PGN game records for WinBoard/XBoard, `[Variant "chu"]`, moves in SAN (Chu only) | `[White "Alice"]` … `1. Nf5 e8 2. Nf7 g8 3. Nxe8-f7` |
//! | [`score`] | TSA game scores: numbered move pairs in columns under the game's headers, for mails (both games); with comments one move a line ([`score::write_commented`]) | `1. Ln-7h  P-8e   2. Ln-7f  P-6e` |
//! | [`usi`] | the USI `position` line of a game, written and read | `position sfen … moves 7i7h 5d5e` |
//! | [`json`] | lishogi's JSON export shape, one SFEN per ply, written and read | `{"variant": "chushogi", "moves": "7i7h", "sfens": […]}` |
//! | [`format`](mod@format) | the formats' names and MIME types, a file's format told from its text | `kif`, `application/vnd.chess-pgn` |
//! | [`import`] | a record file's bytes checked (size, encoding) and read in its format | `yubin import game.kif` |
//!
//! ```
//! use yubin_records::{kif, pgn, record::Header, score};
//! use yubin_rules::{notation, Game, Rules};
//!
//! let mut game = Game::new(Rules::default());
//! for text in ["P-7h", "P-6e"] {
//!     let mv = notation::read_move(game.position(), text).unwrap();
//!     game.play(mv).unwrap();
//! }
//! let header = Header { black: "alice".into(), white: "bob".into(), ..Header::default() };
//!
//! // KIF and PGN read back to the same moves and players.
//! let (back, h) = kif::read(&kif::write(&game, &header).unwrap()).unwrap();
//! assert_eq!((back.moves(), h.white.as_str()), (game.moves(), "bob"));
//! let (back, _) = pgn::read(&pgn::write(&game, &header).unwrap()).unwrap();
//! assert_eq!(back.moves(), game.moves());
//! // The TSA game score is for reading by eye.
//! assert!(score::write(&game, &header).contains("\n1. P-7h  P-6e\n"));
//! ```
//!
//! ## Line ends
//! Every writer ends every line, the last one too, with LF alone, as lishogi's own KIF export
//! does; the service hands these bytes on unchanged (a mail's attachment, `yubin export`, the
//! archive). Every reader also takes CRLF line ends.
//!
//! ## Dependencies
//! `yubin-rules`; `serde_json` for lishogi's JSON and `chrono` (without its clock) to turn the
//! Unix times of a JSON record into dates and a header's dates into Unix times. Nothing of the
//! service's domain: a record's header is plain text and numbers, and what the service makes
//! of a record (a stored game, its players' names) is its own.
//!
//! ## Panicking
//! Reading a record never panics: bad text, unknown pieces and illegal moves are errors that
//! name the line at fault (the readers are fuzzed: `fuzz/fuzz_targets/records.rs`, and
//! `import.rs` through the service's import).

mod file;
pub mod format;
pub mod import;
pub mod json;
pub mod kif;
pub mod pgn;
pub mod record;
pub mod score;
pub mod usi;

pub use format::Format;
