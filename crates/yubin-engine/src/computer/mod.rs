//! The computer as an opponent by mail (issue 27), on the engine's side: pure, as the rest of
//! the engine. The computer thinks in the service (`src/computer/`), never here.
//!
//! * **`challenge computer …`** ([`challenge`]): a game against the computer at the level
//!   asked (1 to 8, [`DEFAULT_LEVEL`] when none is), started at once, no acceptance; the terms
//!   are a challenge's to a person ([`crate::game::challenge::resolve_terms`]), casual unless
//!   `rated` (the computer has a rating of its own per level: it plays under one player row
//!   per level, [`yubin_domain::computer`]). Only the challenger is mailed.
//! * **Its moves and answers are inputs like a player's mail** ([`input`]): a mail from the
//!   computer's reserved address to its reply key, saying `move <TSA> #<ply>`, `accept
//!   takeback` or `decline takeback`, decided by [`crate::Engine::decide`] exactly as a player's
//!   (legality, repetition, clocks, the game's end, the opponent's board mail), in one
//!   transaction by the shell. The number guard `#<ply>` refuses a move the computer chose for
//!   a position that is gone (the player took back, resigned or the game ended meanwhile); the
//!   refusal goes nowhere (no mail is ever sent to the computer: the shell drops it).
//! * **What it answers** ([`next`]): a takeback request in a casual game is granted, in a rated
//!   one declined (rated games take no takebacks anyway); a draw offer is declined by the
//!   computer's next move (a move declines the opponent's offer, as a player's does); it never
//!   resigns (a person may play a lost position out against it) and never runs out of time
//!   (no deadline while it is to move: `yubin_domain::timing::schedule`; a move of its is never
//!   late).

use crate::context::{ok, Ctx, Current, Verdict};
use crate::effect::Effect;
use crate::game::challenge;
use crate::reading::command::{ComputerChallenge, SideChoice, DEFAULT_LEVEL};
use crate::{snapshot, Inbound, Settings};
use yubin_domain::computer;
use yubin_domain::model::{GameId, GameRecord, GameState, Timeline};
use yubin_domain::{timing, token};
use yubin_rules::{Color, Game};
use yubin_text::mails;
use yubin_text::reject::Rejection;

/// `challenge computer …`: a game against the computer, started at once, and the game's first
/// mail to the challenger.
pub(crate) fn challenge(cx: &mut Ctx<'_>, c: ComputerChallenge) -> Verdict {
    let max = cx.s.computer_max_level;
    if max == 0 {
        return cx.reject(None, Rejection::ComputerOff);
    }
    // With no level asked, the default one, or the highest the operator allows if lower.
    let level = c.level.unwrap_or(DEFAULT_LEVEL.min(max));
    if level > max {
        return cx.reject(None, Rejection::ComputerLevelAbove { level, max });
    }
    // The computer's games cost the server's time: they count among the day's challenges.
    if let Some(why) = challenge::too_many_today(cx)? {
        return cx.reject(None, why);
    }
    if let Some(why) = challenge::newcomers_busy(cx)? {
        return cx.reject(None, why);
    }
    let terms = match challenge::resolve_terms(cx.s, &c.terms) {
        Ok(t) => t,
        Err(why) => return cx.reject(None, why),
    };
    let machine = computer::address(level);
    let id = cx.snap.next_game_id;
    let me = match c.terms.side {
        SideChoice::Black => Color::Black,
        SideChoice::White => Color::White,
        SideChoice::Random if cx.coin() => Color::Black,
        SideChoice::Random => Color::White,
    };
    let (black, white) = match me {
        Color::Black => (cx.mail.from.clone(), machine),
        Color::White => (machine, cx.mail.from.clone()),
    };
    let setup = terms.setup(black, white, me, cx.message_id(), None);
    let mut rec = GameRecord::challenged(id, setup.clone(), cx.now);
    rec.names[me.index()] = Some(cx.sender_name()?);
    rec.names[(!me).index()] = Some(computer::name(level));
    rec.looks[me.index()] = cx.snap.sender_look;
    cx.effects.push(Effect::CreateGame(id, setup));
    // No acceptance: the game starts now, its clocks with it.
    rec.state = GameState::Active;
    rec.started_at = Some(cx.now);
    let cur = Current {
        game: snapshot::start(id, &rec.setup)?,
        rec,
        timeline: Timeline::default(),
    };
    let mut cur = cur;
    let clocks = cur.clocks(cx.now);
    timing::schedule(cx.s.reminder_hours, &mut cur.rec, &clocks, None);
    cx.effects.push(Effect::UpdateGame(cur.rec.clone()));
    let rec = &cur.rec;
    let subject = mails::subjects::started(rec, &cur.game, rec.look(me).language());
    let body = mails::Started {
        g: cx.view(&cur, me),
        accepter: computer::name(level),
    }
    .body();
    cx.send_game_mail(rec, me, subject, body);
    ok(format!("challenge computer level {level}, game {id}"))
}

/// What the computer has to do in a game being played, if anything ([`next`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// Choose a move for ply `ply` (the computer is to move), at `level`.
    Move {
        /// The ply its move will be (1 for the first).
        ply: u32,
        /// Its level.
        level: u8,
    },
    /// Answer the opponent's takeback request: `true` grants it.
    Takeback(bool),
    /// Accept the opponent's offer to pause the game's clocks.
    Pause,
}

impl Next {
    /// The computer's line that answers an offer (`None` for a move, which the worker
    /// chooses), and the tag of its input's Message-ID.
    pub fn answer(self) -> Option<(&'static str, char)> {
        match self {
            Next::Move { .. } => None,
            Next::Takeback(grant) => Some((takeback_line(grant), 't')),
            Next::Pause => Some(("accept pause", 'p')),
        }
    }
}

/// What the computer has to do in `rec` after the moves of `game`, if it plays in it: a
/// takeback request answered first (granted in a casual game), then an offer to pause
/// (always accepted: the computer has no clock to save, and its turn has no deadline), else
/// its move when it is to move. `None` for a game without the computer, one not being played, or the opponent's
/// turn.
pub fn next(rec: &GameRecord, game: &Game) -> Option<Next> {
    if rec.state != GameState::Active {
        return None;
    }
    let side = Color::ALL
        .into_iter()
        .find(|&c| computer::is_computer(rec.address(c)))?;
    let level = computer::level_of(rec.address(side))?;
    if let Some((asker, _)) = rec.takeback_offered {
        if asker != side {
            return Some(Next::Takeback(!rec.setup.terms.rated));
        }
    }
    if rec.pause_offered_by.is_some_and(|asker| asker != side) {
        return Some(Next::Pause);
    }
    if game.outcome().is_some() || game.position().side_to_move() != side {
        return None;
    }
    let ply = u32::try_from(game.moves().len()).ok()? + 1;
    Some(Next::Move { ply, level })
}

/// The computer's `line` in game `game` (whose computer plays under `address`) as an input of
/// the engine: a mail from its reserved address to its own reply key, which
/// [`crate::Engine::decide`] decides as a player's. `tag` and `now` name it (its Message-ID
/// under the computer's reserved domain, unique for a ply and an instant).
pub fn input(
    s: &Settings,
    game: GameId,
    address: &str,
    line: &str,
    tag: &str,
    now: i64,
) -> Inbound {
    Inbound {
        message_id: format!("g{}.{tag}.{now}@{}", game.0, computer::DOMAIN),
        from: address.to_string(),
        recipients: vec![token::reply_address(
            &s.bot_address,
            &s.secret_key,
            game,
            address,
        )],
        subject: String::new(),
        body: line.to_string(),
        // The computer is the service itself: nothing need vouch for it.
        vouched: true,
        ..Inbound::default()
    }
}

/// The line of the computer's move `text` (TSA) as ply `ply`: `move P-7f #1`, refused unless
/// it is still that ply.
pub fn move_line(text: &str, ply: u32) -> String {
    format!("move {text} #{ply}")
}

/// The line of its answer to a takeback request.
pub fn takeback_line(grant: bool) -> &'static str {
    if grant {
        "accept takeback"
    } else {
        "decline takeback"
    }
}
