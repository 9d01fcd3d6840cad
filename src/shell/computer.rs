//! The computer's turns, as the shell finds and applies them (issue 27): which games wait
//! for it, from the games table alone (so a restart loses nothing: no in-memory state says
//! what the computer owes), and its move or answer carried out as an input of the engine
//! ([`yubin_engine::computer::input`]), in one transaction like a player's mail. The thinking
//! itself is the worker's ([`crate::computer`]), outside the shell's lock.

use super::{Reader, Shell};
use yubin_domain::computer;
use yubin_domain::model::GameId;
use yubin_engine::computer::{input, move_line, next, Next};
use yubin_engine::Source as _;
use yubin_rules::{notation, Game, Move};

/// A position the computer is to move in: what the worker thinks about.
#[derive(Debug, Clone)]
pub struct Job {
    /// The game.
    pub game: GameId,
    /// The ply its move will be.
    pub ply: u32,
    /// Its level (1 to 8).
    pub level: u8,
    /// The game after its moves, the computer to move.
    pub position: Game,
}

impl Shell {
    /// The games where the computer is to move, as jobs for the worker, read from the store;
    /// the answers that need no thought (a takeback request) are carried out here at once,
    /// each in a transaction of its own. A game whose record cannot be replayed is left out
    /// (the deadline sweep logs it).
    ///
    /// # Errors
    /// A store failure.
    pub fn computer_turns(&mut self, now: i64) -> anyhow::Result<Vec<Job>> {
        let mut jobs = Vec::new();
        for rec in self.store.computer_games()? {
            debug_assert!(
                computer::is_computer(&rec.setup.black) || computer::is_computer(&rec.setup.white)
            );
            if self.damaged.contains(&rec.id) {
                continue;
            }
            let Some(game) = self.replayed(&rec)? else {
                continue;
            };
            match next(&rec, &game) {
                Some(Next::Move { ply, level }) => jobs.push(Job {
                    game: rec.id,
                    ply,
                    level,
                    position: game,
                }),
                Some(answer @ (Next::Takeback(_) | Next::Pause)) => {
                    let Some((line, kind)) = answer.answer() else {
                        continue;
                    };
                    let address = computer_of(&rec.setup.black, &rec.setup.white);
                    let tag = format!("{kind}{}", game.moves().len());
                    let mail = input(self.settings(), rec.id, address, line, &tag, now);
                    self.process(&mail, now)?;
                }
                None => {}
            }
        }
        Ok(jobs)
    }

    /// Plays the move `mv` the worker chose for `job`, as the computer's input to the engine,
    /// unless the game moved on meanwhile (a takeback, a resignation, the game's end): then
    /// nothing is done. Returns whether the move was handed to the engine.
    ///
    /// # Errors
    /// A store failure; nothing is committed then.
    pub fn computer_move(&mut self, job: &Job, mv: Move, now: i64) -> anyhow::Result<bool> {
        let Some(rec) = self.store.game(job.game)? else {
            return Ok(false);
        };
        let Some(game) = self.replayed(&rec)? else {
            return Ok(false);
        };
        let current = matches!(next(&rec, &game), Some(Next::Move { ply, .. }) if ply == job.ply);
        if !current || game.moves() != job.position.moves() {
            tracing::debug!(
                game = job.game.0,
                ply = job.ply,
                "the computer's move came for a position that is gone; dropped"
            );
            return Ok(false);
        }
        let text = notation::tsa::format(game.position(), mv);
        let address = computer_of(&rec.setup.black, &rec.setup.white);
        let tag = format!("p{}", job.ply);
        let mail = input(
            self.settings(),
            job.game,
            address,
            &move_line(&text, job.ply),
            &tag,
            now,
        );
        self.process(&mail, now)?;
        Ok(true)
    }
}

impl Shell {
    /// A game replayed from its record (through the board cache); `None` when its record
    /// cannot be replayed.
    fn replayed(&mut self, rec: &yubin_domain::model::GameRecord) -> anyhow::Result<Option<Game>> {
        let tx = self.store.transaction()?;
        let mut reader = Reader {
            tx: &tx,
            cache: &mut self.cache,
        };
        Ok(reader.board(rec)?.ok())
    }
}

/// The computer's address among a game's two.
fn computer_of<'a>(black: &'a str, white: &'a str) -> &'a str {
    if computer::is_computer(black) {
        black
    } else {
        white
    }
}
