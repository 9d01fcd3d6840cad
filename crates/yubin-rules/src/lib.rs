//! # yubin-rules
//!
//! The exact rules of the great shogi variants — Chu Shogi (12×12) and Maka Dai Dai Shogi
//! (19×19) — as a pure library: no I/O, no clock, no global state.
//!
//! ```
//! use yubin_rules::{notation, Color, Game, IllegalMove, Rules};
//!
//! let mut game = Game::new(Rules::default());
//! assert_eq!(game.legal_moves().len(), 36);
//!
//! // Text is parsed, then resolved against the position; a move comes back canonical.
//! let mv = notation::read_move(game.position(), "P-7h").unwrap();
//! assert_eq!(notation::usi::format(game.position(), mv), "7i7h");
//! game.play(mv).unwrap();
//! assert_eq!(game.position().side_to_move(), Color::White);
//!
//! // An illegal move comes back with the reason, and the game is untouched.
//! let lion = notation::parse_move("Ln6c-6f").unwrap();
//! assert!(notation::resolve(game.position(), &lion).is_err());
//! let err = game.play(yubin_rules::Move::Pass).unwrap_err();
//! assert_eq!(err, IllegalMove::NoPass);
//! assert_eq!(game.moves().len(), 1);
//! ```
//!
//! Both games share one vocabulary: a [`PieceKind`] per piece form, per-variant movement
//! tables ([`tables::chu_kind`], [`tables::maka_kind`]), one [`Move`] type and one
//! [`Position`]. Maka Dai Dai positions are written in the bracketed-TSA form documented in
//! [`notation::sfen`]:
//!
//! ```
//! use yubin_rules::{Position, Rules, Variant};
//! let maka = Position::start(Rules::preset(Variant::Maka, "standard").unwrap());
//! assert_eq!(maka.pieces().count(), 192);
//! assert_eq!(maka.perft(1), 80);
//!
//! // Maka moves in the USI extension (§12.3) and TSA with Maka's abbreviations (§12.1).
//! let mv = yubin_rules::notation::read_move(&maka, "LD-10m").unwrap();
//! assert_eq!(yubin_rules::notation::usi::format(&maka, mv), "10p10m");
//! ```
//!
//! ## Scope
//! * Vocabulary: [`Square`] (TSA coordinates, fits 19×19), [`Color`], [`PieceKind`] (one
//!   variant per form, promoted sides included), [`Piece`], [`Move`] (canonical: origin, final
//!   square, squares captured on the way, promotion; one [`Move::Pass`]).
//! * [`Rules`]: variant, preset and every rule option of the reference, by key.
//! * [`Position`]: legal moves, the tactical ones alone ([`Position::tactical_moves`]: those
//!   that take or burn, for a quiescence search), [`Position::check_move`] with the precise
//!   [`IllegalMove`] reason (including the lion-trading rules), [`Position::play`], perft.
//! * [`Game`]: history, repetition, game end ([`Outcome`]) for both games (Maka: royals
//!   king/emperor and prince, `maka.end.*`, `maka.repetition`).
//! * [`notation`]: SFEN, USI, TSA for both games (Maka: the position string of
//!   [`notation::sfen`], the USI extension of `maka-dai-dai-shogi.md` §12.3, TSA with Maka's
//!   abbreviations); WinBoard for Chu; [`handicap`]: handicap setups.
//!
//! Whole game records (KIF, PGN, TSA game scores) are not here: they are the
//! `yubin-records` crate's, written and read with this crate's notations.
//!
//! ## Dependencies
//! None (the standard library only).
//!
//! ## Panicking
//! Reading text (SFEN, moves, options) and checking or playing moves never panics: bad text,
//! squares off the board and illegal moves are errors (the parsers are fuzzed, `fuzz/`).
//! [`Position::play_unchecked`] expects a move from [`Position::legal_moves`] and may leave a
//! meaningless position otherwise; [`Square::rotate`] panics for a square outside the board it
//! is given.

pub mod color;
pub mod game;
pub mod handicap;
pub mod moves;
pub mod notation;
pub mod piece;
pub mod position;
pub mod rules;
pub mod setup;
pub mod square;
pub mod tables;

pub use color::Color;
pub use game::{EndReason, Game, Outcome};
pub use moves::{Move, Via};
pub use piece::{Piece, PieceKind};
pub use position::{
    DropFault, IllegalMove, LionRule, PlayError, Position, PositionError, PromotionFault,
    Protector, RouteFault, Undo,
};
pub use rules::{Rules, RulesError, Variant};
pub use square::{Dimensions, Square};
