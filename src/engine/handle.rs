//! Handling one inbound mail: from the command to the effects.

use super::command::{self, Command, SideChoice};
use super::extract::{self, Found};
use super::mails::{self, Body};
use super::{render, token};
use crate::store::{
    CorruptRow, GameId, GameRecord, GameResult, GameState, IllegalPolicy, InboundRecord,
    InboundStatus, MoveRecord, NewGame, OutMail, Store, Tx,
};
use sha2::{Digest, Sha256};
use yubin_rules::handicap::Handicap;
use yubin_rules::notation::{self, MoveTextError, ResolveError};
use yubin_rules::{Color, EndReason, Game, IllegalMove, Outcome, Rules, Variant};

/// A mail as the engine sees it, already decoded by the mail layer.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Inbound {
    /// Message-ID without `<>`.
    pub message_id: String,
    /// The From address, lower case.
    pub from: String,
    /// Every address it was delivered to (`Delivered-To`, `To`, `Cc`).
    pub recipients: Vec<String>,
    /// The decoded subject.
    pub subject: String,
    /// The text body (the mail layer converts an HTML-only body to text).
    pub body: String,
    /// An auto-reply, bounce or list mail (RFC 3834): logged, never answered.
    pub automated: bool,
}

/// What the engine needs to know about the service.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The bot's address, `local@domain`.
    pub bot_address: String,
    /// The key of reply tokens.
    pub secret_key: Vec<u8>,
    /// Days per move of a challenge without `days=`.
    pub default_days: u32,
    /// Mails per sender per hour that are answered.
    pub mails_per_hour: u32,
    /// How many hours before a deadline the reminder goes out (0: no reminder).
    pub reminder_hours: u32,
}

impl Settings {
    /// The engine's part of a configuration.
    pub fn from_config(c: &crate::config::Config) -> Settings {
        Settings {
            bot_address: c.bot.address.clone(),
            secret_key: c.bot.secret_key.clone(),
            default_days: c.games.days_per_move,
            mails_per_hour: c.limits.mails_per_hour,
            reminder_hours: c.games.reminder_hours,
        }
    }
}

/// Something the engine decided; [`apply`] carries it out in the same transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Log the inbound mail as consumed.
    Consume(InboundRecord),
    /// Create a game; its number is the one [`Tx::next_game_id`] gave.
    CreateGame(GameId, NewGame),
    /// Write a game's changed fields.
    UpdateGame(GameRecord),
    /// Record a move.
    AddMove(GameId, MoveRecord),
    /// Queue a mail.
    Send(OutMail),
}

const DAY: i64 = 86_400;

/// Reads the store through `tx` and decides what `mail` causes at time `now`.
///
/// # Errors
/// Only store failures and corrupt records; every fault of the player is an error mail.
pub fn handle(s: &Settings, tx: &Tx<'_>, mail: &Inbound, now: i64) -> anyhow::Result<Vec<Effect>> {
    let mut h = Handler {
        s,
        tx,
        mail,
        now,
        effects: Vec::new(),
        outgoing: 0,
        keep_body: false,
    };
    let (status, note) = h.run()?;
    let mut effects = vec![Effect::Consume(InboundRecord {
        message_id: mail.message_id.clone(),
        sender: mail.from.clone(),
        subject: mail.subject.clone(),
        received_at: now,
        status,
        note,
        body: if h.keep_body {
            mail.body.clone()
        } else {
            String::new()
        },
    })];
    effects.append(&mut h.effects);
    Ok(effects)
}

/// Carries out effects inside `tx`.
///
/// # Errors
/// A store failure, or a created game whose number differs from the one the engine planned.
pub fn apply(tx: &Tx<'_>, effects: &[Effect], now: i64) -> anyhow::Result<()> {
    for e in effects {
        match e {
            Effect::Consume(rec) => tx.record_inbound(rec)?,
            Effect::CreateGame(id, g) => {
                let got = tx.insert_game(g, now)?;
                anyhow::ensure!(
                    got == *id,
                    "game number {got} was created where {id} was planned"
                );
            }
            Effect::UpdateGame(g) => tx.update_game(g)?,
            Effect::AddMove(id, m) => tx.add_move(*id, m)?,
            Effect::Send(m) => tx.queue(m, now)?,
        }
    }
    Ok(())
}

/// What [`process`] did with a mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Consumed {
    /// Carried out (or answered, or ignored as the rules say) and logged.
    Done,
    /// Its Message-ID was consumed before (a mail read again after a crash): skipped.
    Again,
    /// A game record it needs is damaged: the mail was logged with its text kept, the sender
    /// told that nothing was changed; the operator must repair the row this names.
    Damaged(String),
}

/// Consumes one mail exactly once: a mail whose Message-ID was consumed already is skipped;
/// otherwise its effects are applied and committed in one transaction. A mail that needs a
/// damaged game record (a [`CorruptRow`]) is still consumed, in a transaction of its own:
/// logged with its text, and answered with what happened, so it is neither lost nor retried
/// forever.
///
/// # Errors
/// A store failure; nothing is committed then and the mail should be tried again later.
pub fn process(
    store: &mut Store,
    s: &Settings,
    mail: &Inbound,
    now: i64,
) -> anyhow::Result<Consumed> {
    let tx = store.transaction()?;
    if tx.inbound_seen(&mail.message_id)? {
        return Ok(Consumed::Again);
    }
    let damage = match handle(s, &tx, mail, now) {
        Ok(effects) => {
            apply(&tx, &effects, now)?;
            tx.commit()?;
            return Ok(Consumed::Done);
        }
        Err(e) => match e.chain().find_map(|c| c.downcast_ref::<CorruptRow>()) {
            Some(corrupt) => corrupt.clone(),
            None => {
                return Err(e.context(format!("handling mail <{}>", mail.message_id)));
            }
        },
    };
    drop(tx);
    let tx = store.transaction()?;
    let effects = damaged(s, mail, &damage, now);
    apply(&tx, &effects, now)?;
    tx.commit()?;
    Ok(Consumed::Damaged(damage.to_string()))
}

/// The effects of a mail that needs a damaged record: logged with its text, and a reply.
fn damaged(s: &Settings, mail: &Inbound, damage: &CorruptRow, now: i64) -> Vec<Effect> {
    let quoted = quoted(mail);
    let game = match damage.table {
        "games" => format!("game {}", damage.row),
        "moves" => format!(
            "game {}",
            damage.row.split('/').next().unwrap_or(&damage.row)
        ),
        _ => "the game".to_string(),
    };
    let body = mails::ErrorMail {
        problem: format!(
            "I could not carry out your mail: the stored record of {game} is damaged, so I \
             cannot tell where the game stands. Your mail is kept, and the server's operator \
             has been told what to repair; send your mail again once they tell you the game is \
             back."
        ),
        quoted,
        accepted: "Your other games and new challenges work as usual.".to_string(),
        game: None,
    }
    .body();
    vec![
        Effect::Consume(InboundRecord {
            message_id: mail.message_id.clone(),
            sender: mail.from.clone(),
            subject: mail.subject.clone(),
            received_at: now,
            status: InboundStatus::Rejected,
            note: format!("not carried out: {damage}"),
            body: mail.body.clone(),
        }),
        Effect::Send(OutMail {
            message_id: reply_id(s, mail, 0),
            in_reply_to: Some(mail.message_id.clone()),
            references: vec![mail.message_id.clone()],
            to: mail.from.clone(),
            reply_to: None,
            subject: format!("Yubin: not carried out: the record of {game} is damaged"),
            text: body.text,
            html: Some(body.html),
        }),
    ]
}

/// Rebuilds the game of a record by replaying its moves from the start.
///
/// # Errors
/// The record names rules or moves this version cannot replay: a [`CorruptRow`] naming the
/// game's column (`variant`, `preset`, `options`, `start_sfen`) or the move (`usi`).
pub fn replay(rec: &GameRecord, moves: &[MoveRecord]) -> anyhow::Result<Game> {
    let bad = |column: &'static str, problem: String| CorruptRow {
        table: "games",
        row: rec.id.to_string(),
        column,
        problem,
    };
    let variant = Variant::parse(&rec.setup.variant).ok_or_else(|| {
        bad(
            "variant",
            format!(
                "unknown variant {:?}; expected chu or maka",
                rec.setup.variant
            ),
        )
    })?;
    let mut rules =
        Rules::preset(variant, &rec.setup.preset).map_err(|e| bad("preset", e.to_string()))?;
    for (k, v) in &rec.setup.options {
        rules.set(k, v).map_err(|e| bad("options", e.to_string()))?;
    }
    let mut game = match &rec.setup.start_sfen {
        Some(sfen) => Game::from_position(
            notation::sfen::read(rules, sfen).map_err(|e| bad("start_sfen", e.to_string()))?,
        ),
        None => Game::new(rules),
    };
    play_records(rec, &mut game, moves)?;
    Ok(game)
}

/// Plays stored moves onto `game`.
fn play_records(rec: &GameRecord, game: &mut Game, moves: &[MoveRecord]) -> anyhow::Result<()> {
    for m in moves {
        let bad = |problem: String| CorruptRow {
            table: "moves",
            row: format!("{}/{}", rec.id, m.ply),
            column: "usi",
            problem,
        };
        let mv = notation::read_move(game.position(), &m.usi)
            .map_err(|e| bad(format!("{:?}: {e}", m.usi)))?;
        game.play(mv)
            .map_err(|e| bad(format!("{:?} is illegal here: {e}", m.usi)))?;
    }
    Ok(())
}

/// The moves of a game and the game after them, replayed through the store's cache: only
/// the moves played since the cached copy (usually one) are replayed.
///
/// # Errors
/// As [`Tx::moves`] and [`replay`].
pub fn load_game(tx: &Tx<'_>, rec: &GameRecord) -> anyhow::Result<(Vec<MoveRecord>, Game)> {
    let moves = tx.moves(rec.id)?;
    let mut cache = tx.replay_cache().borrow_mut();
    let cached = cache.get(rec.id).filter(|c| {
        c.setup == rec.setup
            && c.usis.len() <= moves.len()
            && c.usis.iter().zip(&moves).all(|(u, m)| *u == m.usi)
    });
    let game = match cached {
        Some(c) => {
            let mut game = c.game.clone();
            play_records(rec, &mut game, &moves[c.usis.len()..])?;
            game
        }
        None => replay(rec, &moves)?,
    };
    let usis = moves.iter().map(|m| m.usi.clone()).collect();
    cache.put(rec.id, rec.setup.clone(), usis, game.clone());
    Ok((moves, game))
}

struct Handler<'a, 't> {
    s: &'a Settings,
    tx: &'a Tx<'t>,
    mail: &'a Inbound,
    now: i64,
    effects: Vec<Effect>,
    outgoing: usize,
    /// Keep the mail's text in the log: it was not acted on.
    keep_body: bool,
}

type Verdict = anyhow::Result<(InboundStatus, String)>;

fn ok(note: impl Into<String>) -> Verdict {
    Ok((InboundStatus::Processed, note.into()))
}

const COMMANDS: &str = "\
Commands, one per mail, in the first lines of your mail or in the subject
(case does not matter):
  help                  this list
  challenge <address> [chu|maka] [preset=…] [black|white|random] [days=N]
            [illegal=lose|reject] [handicap=…] [rule.option=value]
                        challenge a player to Chu Shogi (chu, the default)
                        or Maka Dai Dai Shogi (maka). Presets: chu standard,
                        jcsa, heisei; maka standard, maka_jp_revival.
                        Defaults: random side, 7 days per move, an illegal
                        move loses. Chu handicaps (White gives them and
                        moves first): two_kings, two_lions, three_lions,
                        msm1 … msm21 (Middle Shogi Manual), queen, …
  accept / decline      answer a challenge (reply to the challenge mail)
  <move> [#N]           a move in TSA (P-7f, Lnx!7f), USI (7g7f) or, in Chu,
  move <move> [#N]      WinBoard notation (f5); #N refuses the move unless
                        it is move number N
  preview <move>        the board after the move; nothing is played
  resign                give up the game
  draw                  offer a draw, or accept your opponent's offer
  decline draw          refuse your opponent's draw offer
  board                 the current board
  history               every move of the game
  games                 your games and whose turn it is
Reply to the bot's last mail about a game: its reply address carries your
key for that game.";

impl Handler<'_, '_> {
    fn run(&mut self) -> Verdict {
        if self.mail.automated {
            return Ok((
                InboundStatus::Ignored,
                "automatic mail (RFC 3834): not answered".into(),
            ));
        }
        if self.mail.from.is_empty() {
            return Ok((InboundStatus::Ignored, "no From address".into()));
        }
        let recent = self
            .tx
            .inbound_count_since(&self.mail.from, self.now - 3600)?;
        if recent >= self.s.mails_per_hour {
            self.keep_body = true;
            // One notice when the limit is reached, then silence for the rest of the hour.
            if recent == self.s.mails_per_hour {
                let body = mails::ErrorMail {
                    problem: format!(
                        "You have sent {recent} mails in the last hour, the most I read from \
                         one address. I did not carry out this mail, and I will not read your \
                         mails for up to an hour; they are kept, but not carried out. Send \
                         them again after a pause."
                    ),
                    quoted: quoted(self.mail),
                    accepted: "Any command, after a pause of an hour.".to_string(),
                    game: None,
                }
                .body();
                self.reply_to_sender("Yubin: too many mails, pausing for an hour", body)?;
            }
            return Ok((
                InboundStatus::Ignored,
                format!("rate limit: {recent} mails in the last hour"),
            ));
        }
        let line = match extract::command(&self.mail.body, &self.mail.subject) {
            Found::Line(l) => l,
            Found::Several(commands) => {
                let listed: Vec<String> = commands.iter().map(|l| format!("`{l}`")).collect();
                let game = match self.authorized_game()? {
                    Ok(g) => Some(g),
                    Err(_) => self.sole_game()?,
                };
                return self.reject(
                    game.as_ref(),
                    format!(
                        "I carry out one command per mail, and yours has {}: {}. Nothing was \
                         done; send them one mail at a time.",
                        commands.len(),
                        listed.join(", ")
                    ),
                );
            }
            Found::Nothing => {
                return self.reject(
                    None,
                    "I found no command in your mail (quoted text and signatures are skipped)."
                        .into(),
                )
            }
        };
        match command::parse(&line) {
            Err(e) => self.reject(None, format!("I cannot read `{line}`: {e}.")),
            Ok(cmd) => self.dispatch(&line, cmd),
        }
    }

    fn dispatch(&mut self, line: &str, cmd: Command) -> Verdict {
        match cmd {
            Command::Help => {
                let body = mails::Help {
                    commands: COMMANDS.to_string(),
                }
                .body();
                self.reply_to_sender("Yubin: help", body)?;
                ok("help")
            }
            Command::Games => self.games(),
            Command::Challenge(c) => self.challenge(c),
            Command::Board | Command::History | Command::Preview { .. } => {
                let rec = match self.read_game()? {
                    Ok(r) => r,
                    Err(msg) => return self.reject(None, msg),
                };
                self.read_only(line, cmd, rec)
            }
            other => {
                // Text that is not even move syntax, with no game to go with it, is answered
                // as a mistyped command rather than as a move without its reply address.
                let found = self.authorized_game()?;
                if let (Command::Move { text, .. }, Err(_)) = (&other, &found) {
                    if let Err(e) = notation::parse_move(text) {
                        return self.reject(None, not_understood(line, text, None, &e));
                    }
                }
                let rec = match found {
                    Ok(r) => r,
                    // With one game going on, the answer is a mail about that game: it carries
                    // the sender's key, so replying to it works. (It goes to the From address,
                    // so a forger learns nothing.)
                    Err(msg) => {
                        return match self.sole_game()? {
                            Some(g) => {
                                let msg = format!(
                                    "{msg} This mail is about your game {}: reply to it.",
                                    g.id
                                );
                                self.reject(Some(&g), msg)
                            }
                            None => self.reject(None, msg),
                        }
                    }
                };
                self.act(line, other, rec)
            }
        }
    }

    // ------------------------------------------------------------------ identity

    /// The game named by a valid token in a recipient address, with the sender a player.
    fn authorized_game(&self) -> anyhow::Result<Result<GameRecord, String>> {
        let found = self
            .mail
            .recipients
            .iter()
            .find_map(|r| token::parse_recipient(&self.s.bot_address, r));
        let Some((id, tok)) = found else {
            return Ok(Err(
                "This command must answer a mail of the bot about the game: reply to \
                           the bot's last mail (its reply address carries your key for the game)."
                    .into(),
            ));
        };
        let rec = self.tx.game(id)?;
        match rec {
            Some(rec) if rec.color_of(&self.mail.from).is_some()
                && token::verify(&self.s.secret_key, id, &self.mail.from, &tok) =>
            {
                Ok(Ok(rec))
            }
            _ => Ok(Err(format!(
                "The key in the address you wrote to does not belong to {} in game {id}. \
                 Reply to the bot's last mail to you about the game, from the address you play with.",
                self.mail.from
            ))),
        }
    }

    /// The sender's game, if exactly one is waiting for an answer or being played.
    fn sole_game(&self) -> anyhow::Result<Option<GameRecord>> {
        let mut open = self
            .tx
            .games_of(&self.mail.from)?
            .into_iter()
            .filter(|g| matches!(g.state, GameState::Active | GameState::Challenged));
        Ok(match (open.next(), open.next()) {
            (Some(g), None) => Some(g),
            _ => None,
        })
    }

    /// The game for a read-only command: a valid token, else the sender's only active game.
    fn read_game(&self) -> anyhow::Result<Result<GameRecord, String>> {
        if let Ok(rec) = self.authorized_game()? {
            return Ok(Ok(rec));
        }
        let active: Vec<GameRecord> = self
            .tx
            .games_of(&self.mail.from)?
            .into_iter()
            .filter(|g| g.state == GameState::Active)
            .collect();
        Ok(match active.len() {
            1 => Ok(active.into_iter().next().expect("one game")),
            0 => Err("You have no game in progress. Send `challenge <address>` to start one.".into()),
            n => Err(format!(
                "You have {n} games in progress ({}); reply to the bot's last mail about the one you mean.",
                active.iter().map(|g| format!("game {}", g.id)).collect::<Vec<_>>().join(", ")
            )),
        })
    }

    // ------------------------------------------------------------------ commands

    fn games(&mut self) -> Verdict {
        let games = self.tx.games_of(&self.mail.from)?;
        let mut lines = Vec::new();
        for g in &games {
            let me = g
                .color_of(&self.mail.from)
                .expect("games_of returns the sender's games");
            let opp = g.address(!me);
            let status = match g.state {
                GameState::Challenged if g.setup.challenger == me => {
                    "waiting for your opponent to accept".to_string()
                }
                GameState::Challenged => "challenge waiting for your answer".to_string(),
                GameState::Declined => "declined".to_string(),
                GameState::Finished => format!(
                    "finished: {}",
                    g.result_reason
                        .clone()
                        .unwrap_or_else(|| g.result.map_or("", GameResult::as_str).to_string())
                ),
                GameState::Active => {
                    let (moves, game) = load_game(self.tx, g)?;
                    if game.position().side_to_move() == me {
                        format!("your turn, move {}", moves.len() + 1)
                    } else {
                        format!("their turn, move {}", moves.len() + 1)
                    }
                }
            };
            let variant = Variant::parse(&g.setup.variant).map_or("?", Variant::title);
            lines.push(format!(
                "game {} ({variant}): you play {me} against {opp}; {status}",
                g.id
            ));
        }
        let body = mails::Games { lines }.body();
        self.reply_to_sender("Yubin: your games", body)?;
        ok("games")
    }

    fn challenge(&mut self, c: command::Challenge) -> Verdict {
        if c.opponent == self.mail.from {
            return self.reject(None, "You cannot challenge yourself.".into());
        }
        if c.opponent.eq_ignore_ascii_case(&self.s.bot_address) {
            return self.reject(
                None,
                "The bot does not play; challenge another player.".into(),
            );
        }
        let variant = match c.variant.as_deref() {
            None => Variant::Chu,
            Some(name) => match Variant::parse(name) {
                Some(v) => v,
                None => {
                    return self.reject(
                        None,
                        format!("`{name}` is not a game I know; write `chu` (Chu Shogi) or `maka` (Maka Dai Dai Shogi)."),
                    )
                }
            },
        };
        let preset = c.preset.clone().unwrap_or_else(|| "standard".to_string());
        let mut rules = match Rules::preset(variant, &preset) {
            Ok(r) => r,
            Err(e) => return self.reject(None, format!("`preset={preset}`: {e}.")),
        };
        for (k, v) in &c.options {
            if let Err(e) = rules.set(k, v) {
                return self.reject(None, format!("`{k}={v}`: {e}."));
            }
        }
        let start_sfen = match c.handicap.as_deref() {
            None => None,
            Some(_) if variant != Variant::Chu => {
                return self.reject(
                    None,
                    format!(
                        "{} has no handicap setups; leave out `handicap=`.",
                        variant.title()
                    ),
                )
            }
            Some(name) => match Handicap::parse(name) {
                Some(h) => Some(notation::sfen::write(&h.position(rules))),
                None => {
                    return self.reject(
                        None,
                        format!(
                            "`handicap={name}` is not a handicap I know. Known: {}.",
                            Handicap::ALL
                                .iter()
                                .map(|h| h.name())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    )
                }
            },
        };
        let id = self.tx.next_game_id()?;
        let me_black = match c.side {
            SideChoice::Black => true,
            SideChoice::White => false,
            SideChoice::Random => self.coin(),
        };
        let (black, white) = if me_black {
            (self.mail.from.clone(), c.opponent.clone())
        } else {
            (c.opponent.clone(), self.mail.from.clone())
        };
        let game = NewGame {
            variant: variant.name().to_string(),
            preset,
            options: rules
                .differences()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
            start_sfen,
            illegal: c.illegal.unwrap_or_default(),
            days_per_move: c.days.unwrap_or(self.s.default_days),
            black,
            white,
            challenger: if me_black { Color::Black } else { Color::White },
            thread_root: self.message_id(),
        };
        let me = game.challenger;
        let rec = GameRecord {
            id,
            setup: game.clone(),
            state: GameState::Challenged,
            draw_offered_by: None,
            created_at: self.now,
            deadline: None,
            reminder_sent: false,
            result: None,
            result_reason: None,
            finished_at: None,
        };
        self.effects.push(Effect::CreateGame(id, game));
        let start = replay(&rec, &[])?;
        let title = mails::title(&rec);
        let body = mails::Challenged {
            g: mails::game_view(&rec, &start, !me),
            challenger: self.mail.from.clone(),
            variant: variant.title().to_string(),
        }
        .body();
        self.send_game_mail(
            &rec,
            !me,
            format!(
                "{title}: {} challenges you to {}",
                mails::short(&self.mail.from),
                variant.title()
            ),
            body,
        )?;
        let body = mails::ChallengeSent {
            g: mails::game_view(&rec, &start, me),
            opponent: c.opponent.clone(),
        }
        .body();
        self.send_game_mail(
            &rec,
            me,
            format!("{title}: challenge sent to {}", mails::short(&c.opponent)),
            body,
        )?;
        ok(format!("challenge, game {id}"))
    }

    fn read_only(&mut self, line: &str, cmd: Command, rec: GameRecord) -> Verdict {
        let me = rec
            .color_of(&self.mail.from)
            .expect("read_game returns the sender's game");
        let (_, game) = load_game(self.tx, &rec)?;
        match cmd {
            Command::Board => {
                let body = mails::Board {
                    g: mails::game_view(&rec, &game, me),
                }
                .body();
                let subject = format!(
                    "{}: board at move {}, {}",
                    mails::title(&rec),
                    game.moves().len() + 1,
                    mails::to_play(&rec, &game)
                );
                self.send_game_mail(&rec, me, subject, body)?;
                ok("board")
            }
            Command::History => {
                let body = mails::History {
                    g: mails::game_view(&rec, &game, me),
                    moves: render::moves(&game, None),
                    result: rec.result_reason.clone(),
                }
                .body();
                let subject = format!(
                    "{}: history, {}",
                    mails::title(&rec),
                    mails::count(game.moves().len(), "move")
                );
                self.send_game_mail(&rec, me, subject, body)?;
                ok("history")
            }
            Command::Preview { text } => match notation::read_move(game.position(), &text) {
                Ok(mv) => {
                    let mut after = game.clone();
                    if let Err(e) = after.play(mv) {
                        return self.reject(Some(&rec), format!("`{text}` would be illegal: {e}."));
                    }
                    let notation = notation::tsa::format(game.position(), mv);
                    let mut view = mails::game_view(&rec, &after, me);
                    view.active = false;
                    let body = mails::Preview {
                        g: view,
                        text: text.clone(),
                        notation: notation.clone(),
                    }
                    .body();
                    let subject = format!(
                        "{}: preview of {}. {notation} (not played)",
                        mails::title(&rec),
                        game.moves().len() + 1
                    );
                    self.send_game_mail(&rec, me, subject, body)?;
                    ok("preview")
                }
                Err(MoveTextError::Syntax(e)) => {
                    let variant = game.position().rules().variant;
                    self.reject(Some(&rec), not_understood(&text, &text, Some(variant), &e))
                }
                Err(e) => self.reject(Some(&rec), format!("`{line}`: {e}.")),
            },
            _ => unreachable!("read_only is called for board, history and preview"),
        }
    }

    fn act(&mut self, line: &str, cmd: Command, mut rec: GameRecord) -> Verdict {
        let me = rec
            .color_of(&self.mail.from)
            .expect("authorized_game checks the player");
        let id = rec.id;
        match (&cmd, rec.state) {
            (Command::Accept | Command::Decline, GameState::Challenged) => {
                if rec.setup.challenger == me {
                    return self.reject(
                        Some(&rec),
                        "You made this challenge; your opponent answers it.".into(),
                    );
                }
                if cmd == Command::Decline {
                    rec.state = GameState::Declined;
                    self.effects.push(Effect::UpdateGame(rec.clone()));
                    let start = replay(&rec, &[])?;
                    for c in Color::ALL {
                        let body = mails::Declined {
                            g: mails::game_view(&rec, &start, c),
                            decliner: self.mail.from.clone(),
                        }
                        .body();
                        let subject = format!("{}: challenge declined", mails::title(&rec));
                        self.send_game_mail(&rec, c, subject, body)?;
                    }
                    return ok("declined");
                }
                rec.state = GameState::Active;
                rec.deadline = Some(self.now + i64::from(rec.setup.days_per_move) * DAY);
                self.effects.push(Effect::UpdateGame(rec.clone()));
                let game = replay(&rec, &[])?;
                let subject = format!(
                    "{}: challenge accepted, {}",
                    mails::title(&rec),
                    mails::to_play(&rec, &game)
                );
                for c in Color::ALL {
                    let body = mails::Started {
                        g: mails::game_view(&rec, &game, c),
                        accepter: self.mail.from.clone(),
                    }
                    .body();
                    self.send_game_mail(&rec, c, subject.clone(), body)?;
                }
                return ok("accepted");
            }
            (Command::Accept | Command::Decline, _) => {
                return self.reject(
                    Some(&rec),
                    format!("Game {id} is not waiting for an answer to a challenge."),
                );
            }
            (_, GameState::Active) => {}
            (_, GameState::Challenged) => {
                return self.reject(
                    Some(&rec),
                    format!("Game {id} has not started: the challenge is not accepted yet."),
                );
            }
            (_, _) => return self.reject(Some(&rec), format!("Game {id} is over.")),
        }
        let (moves, mut game) = load_game(self.tx, &rec)?;
        match cmd {
            Command::Resign => self.finish(
                &mut rec,
                &game,
                Outcome::win(!me, EndReason::Resignation),
                None,
            ),
            Command::Draw if rec.draw_offered_by == Some(!me) => {
                self.finish(&mut rec, &game, Outcome::draw(EndReason::Agreement), None)
            }
            Command::Draw if rec.draw_offered_by == Some(me) => self.reject(
                Some(&rec),
                "Your draw offer is standing already; wait for your opponent.".into(),
            ),
            Command::Draw => {
                rec.draw_offered_by = Some(me);
                self.effects.push(Effect::UpdateGame(rec.clone()));
                let who = mails::player(&rec, me);
                let subject = format!(
                    "{}: {who} offers a draw at move {}",
                    mails::title(&rec),
                    game.moves().len() + 1
                );
                for c in Color::ALL {
                    let body = mails::Draw {
                        g: mails::game_view(&rec, &game, c),
                        event: format!("{who} offers a draw."),
                        offer: c != me,
                    }
                    .body();
                    self.send_game_mail(&rec, c, subject.clone(), body)?;
                }
                ok("draw offered")
            }
            Command::DeclineDraw if rec.draw_offered_by == Some(!me) => {
                rec.draw_offered_by = None;
                self.effects.push(Effect::UpdateGame(rec.clone()));
                let who = mails::player(&rec, me);
                let subject = format!(
                    "{}: {who} declined the draw, {}",
                    mails::title(&rec),
                    mails::to_play(&rec, &game)
                );
                for c in Color::ALL {
                    let body = mails::Draw {
                        g: mails::game_view(&rec, &game, c),
                        event: format!("{who} declined the draw offer; the game goes on."),
                        offer: false,
                    }
                    .body();
                    self.send_game_mail(&rec, c, subject.clone(), body)?;
                }
                ok("draw declined")
            }
            Command::DeclineDraw => self.reject(
                Some(&rec),
                "There is no draw offer from your opponent to decline.".into(),
            ),
            Command::Move { text, guard } => {
                self.play(line, &mut rec, &mut game, moves.len(), me, &text, guard)
            }
            _ => unreachable!("dispatch sends only game actions here"),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn play(
        &mut self,
        line: &str,
        rec: &mut GameRecord,
        game: &mut Game,
        played: usize,
        me: Color,
        text: &str,
        guard: Option<u32>,
    ) -> Verdict {
        let number = played as u32 + 1;
        if game.position().side_to_move() != me {
            return self.reject(
                Some(rec),
                format!("It is not your turn: {} plays move {number}.", !me),
            );
        }
        if let Some(n) = guard {
            if n != number {
                return self.reject(
                    Some(rec),
                    format!("Your move was meant as move {n} (`#{n}`), but the game is at move {number}."),
                );
            }
        }
        // Only a well-formed move that names one piece the rules forbid is "illegal"; text that
        // does not parse, is ambiguous or names no piece of the player is never a move.
        enum Read {
            Move(yubin_rules::Move),
            Forbidden(String),
            NotAMove(String),
        }
        let read = match notation::read_move(game.position(), text) {
            Ok(mv) => Read::Move(mv),
            Err(MoveTextError::Resolve(ResolveError::Illegal { reason, .. })) => {
                Read::Forbidden(reason.to_string())
            }
            Err(MoveTextError::Resolve(ResolveError::CannotMove { ref reasons, .. }))
                if reasons.len() == 1
                    && !matches!(
                        reasons[0].1,
                        IllegalMove::NoPiece(_) | IllegalMove::NotYourPiece(_)
                    ) =>
            {
                Read::Forbidden(reasons[0].1.to_string())
            }
            Err(MoveTextError::Syntax(e)) => Read::NotAMove(not_understood(
                line,
                text,
                Some(game.position().rules().variant),
                &e,
            )),
            Err(e) => Read::NotAMove(format!("`{line}` is not a move I can play: {e}.")),
        };
        let mv = match read {
            Read::Move(mv) => mv,
            Read::NotAMove(msg) => return self.reject(Some(rec), msg),
            Read::Forbidden(why) => return self.illegal(rec, game, me, text, &why),
        };
        let usi = notation::usi::format(game.position(), mv);
        let tsa = notation::tsa::format(game.position(), mv);
        let outcome = match game.play(mv) {
            Ok(o) => o,
            Err(e) => return self.illegal(rec, game, me, text, &e.to_string()),
        };
        self.effects.push(Effect::AddMove(
            rec.id,
            MoveRecord {
                ply: number,
                usi,
                written: text.to_string(),
                played_at: self.now,
                message_id: self.mail.message_id.clone(),
            },
        ));
        if rec.draw_offered_by == Some(!me) {
            rec.draw_offered_by = None;
        }
        if let Some(o) = outcome {
            let detail = format!(
                "The last move was {number}. {tsa} by {}.",
                mails::player(rec, me)
            );
            return self.finish(rec, game, o, Some(detail));
        }
        rec.deadline = Some(self.now + i64::from(rec.setup.days_per_move) * DAY);
        rec.reminder_sent = false;
        self.effects.push(Effect::UpdateGame(rec.clone()));
        let subject = format!(
            "{}: {number}. {tsa}, {}",
            mails::title(rec),
            mails::to_play(rec, game)
        );
        for c in Color::ALL {
            let body = mails::Moved {
                g: mails::game_view(rec, game, c),
                mover: mails::player(rec, me),
                number: number as usize,
                notation: tsa.clone(),
            }
            .body();
            self.send_game_mail(rec, c, subject.clone(), body)?;
        }
        ok(format!("move {number} {tsa}"))
    }

    fn illegal(
        &mut self,
        rec: &mut GameRecord,
        game: &Game,
        me: Color,
        text: &str,
        why: &str,
    ) -> Verdict {
        match rec.setup.illegal {
            IllegalPolicy::Reject => self.reject(
                Some(rec),
                format!("`{text}` is illegal: {why}. This game rejects illegal moves (illegal=reject): move again."),
            ),
            IllegalPolicy::Lose => self.finish(
                rec,
                game,
                Outcome::win(!me, EndReason::IllegalMove),
                Some(format!(
                    "{}'s move {} `{text}` is illegal: {why}. This game is played under \
                     illegal=lose, where an illegal move loses the game.",
                    mails::player(rec, me),
                    game.moves().len() + 1
                )),
            ),
        }
    }

    fn finish(
        &mut self,
        rec: &mut GameRecord,
        game: &Game,
        outcome: Outcome,
        detail: Option<String>,
    ) -> Verdict {
        let effects = finish_game(self.s, rec, game, outcome, detail, self.now, |i| {
            self.message_id_n(i)
        });
        self.outgoing += effects.len();
        self.effects.extend(effects);
        ok(format!(
            "game over: {}",
            rec.result_reason.clone().unwrap_or_default()
        ))
    }

    /// A fair, reproducible coin for `random` sides: a bit of an HMAC of the challenge's
    /// Message-ID under the server key, so the engine stays a function of its input while no
    /// player can predict (or steer) the result.
    fn coin(&self) -> bool {
        token::digest(&self.s.secret_key, self.mail.message_id.as_bytes())[0] & 1 == 1
    }

    // ------------------------------------------------------------------ mails

    fn message_id(&self) -> String {
        self.message_id_n(self.outgoing)
    }

    fn message_id_n(&self, n: usize) -> String {
        reply_id(self.s, self.mail, n)
    }

    fn next_id(&mut self) -> String {
        let id = self.message_id();
        self.outgoing += 1;
        id
    }

    fn send_game_mail(
        &mut self,
        rec: &GameRecord,
        to: Color,
        subject: String,
        body: Body,
    ) -> anyhow::Result<()> {
        let message_id = self.next_id();
        let answering =
            (rec.address(to) == self.mail.from).then_some(self.mail.message_id.as_str());
        self.effects.push(Effect::Send(game_mail(
            self.s, rec, to, message_id, answering, subject, body,
        )));
        Ok(())
    }

    fn reply_to_sender(&mut self, subject: &str, body: Body) -> anyhow::Result<()> {
        let message_id = self.next_id();
        self.effects.push(Effect::Send(OutMail {
            message_id,
            in_reply_to: Some(self.mail.message_id.clone()),
            references: vec![self.mail.message_id.clone()],
            to: self.mail.from.clone(),
            reply_to: None,
            subject: subject.to_string(),
            text: body.text,
            html: Some(body.html),
        }));
        Ok(())
    }

    /// What the sender could send instead, given the game the mail concerns.
    fn accepted(&self, rec: Option<&GameRecord>, game: Option<&Game>) -> String {
        let Some(rec) = rec else {
            return COMMANDS.to_string();
        };
        let me = rec.color_of(&self.mail.from).unwrap_or(Color::Black);
        match (rec.state, game) {
            (GameState::Active, Some(game)) if game.position().side_to_move() == me => {
                let view = mails::game_view(rec, game, me);
                let notations = match game.position().rules().variant {
                    Variant::Chu => "TSA (P-7f), USI (7g7f) or WinBoard notation (f5)",
                    Variant::Maka => "TSA (P-10m) or USI (10n10m) notation",
                };
                format!(
                    "Your move {n}, in {notations}, optionally with its number, e.g. `{}`;\n\
                     or `resign`, `draw`, `preview <move>`, `board`, `history`, `games`, `help`.",
                    view.example,
                    n = game.moves().len() + 1
                )
            }
            (GameState::Active, _) => format!(
                "It is {}'s turn. Meanwhile: `board`, `history`, `preview <move>`, `draw`, \
                 `resign`, `games`, `help`.",
                mails::player(rec, !me)
            ),
            (GameState::Challenged, _) if rec.setup.challenger != me => {
                "`accept` or `decline`, in a reply to the challenge mail.".to_string()
            }
            (GameState::Challenged, _) => {
                "Wait for your opponent's answer; `games` shows where your games stand.".to_string()
            }
            _ => "`history` and `games`; `challenge <address>` starts a new game.".to_string(),
        }
    }

    /// An error mail to the sender only: what they wrote, what was wrong, what would be
    /// accepted, the board.
    fn reject(&mut self, rec: Option<&GameRecord>, problem: String) -> Verdict {
        self.reject_with(rec, problem, None)
    }

    fn reject_with(
        &mut self,
        rec: Option<&GameRecord>,
        problem: String,
        accepted: Option<String>,
    ) -> Verdict {
        let quoted = quoted(self.mail);
        let game = match rec {
            Some(r) if r.state != GameState::Declined => Some(load_game(self.tx, r)?.1),
            _ => None,
        };
        let accepted = accepted.unwrap_or_else(|| self.accepted(rec, game.as_ref()));
        match rec {
            Some(rec) => {
                let me = rec.color_of(&self.mail.from).unwrap_or(Color::Black);
                let body = mails::ErrorMail {
                    problem: problem.clone(),
                    quoted,
                    accepted,
                    game: game.as_ref().map(|g| mails::game_view(rec, g, me)),
                }
                .body();
                let subject = format!(
                    "{}: not carried out: {}",
                    mails::title(rec),
                    first_words(&problem)
                );
                self.send_game_mail(rec, me, subject, body)?;
            }
            None => {
                let body = mails::ErrorMail {
                    problem: problem.clone(),
                    quoted,
                    accepted,
                    game: None,
                }
                .body();
                let subject = format!("Yubin: not carried out: {}", first_words(&problem));
                self.reply_to_sender(&subject, body)?;
            }
        }
        Ok((InboundStatus::Rejected, problem))
    }
}

/// What to tell a player whose line is neither a command nor readable as a move: a mistyped
/// command (with the keyword it was probably meant to be), or where the move text stops
/// making sense, with examples in the notations of the game's variant.
fn not_understood(
    line: &str,
    text: &str,
    variant: Option<Variant>,
    e: &notation::SyntaxError,
) -> String {
    if !command::looks_like_move(text) {
        let first = line.split_whitespace().next().unwrap_or(line);
        let mut msg = format!("I do not know the command `{first}`");
        if let Some(k) = command::suggest(first.trim_end_matches(['.', '!', ':'])) {
            msg.push_str(&format!("; did you mean `{k}`?"));
        } else {
            msg.push('.');
        }
        return msg;
    }
    let place = match e.normalized.get(e.at..) {
        Some("") | None => "at its end".to_string(),
        Some(rest) => format!("at `{rest}`"),
    };
    let examples = match variant {
        Some(Variant::Maka) => {
            "TSA `P-10m`, `LDx10ix10h`, `Lnx!10i`, or USI `10n10m`, `10j10i10h10g`"
        }
        Some(Variant::Chu) => {
            "TSA `P-7f`, `Px7d=`, `Lnx!7f`, `DK5j-6k`, USI `7g7f`, `6g6f6e`, or WinBoard `f5`, `Nxf7-f6`"
        }
        None => "TSA `P-7f`, `Lnx!7f`, USI `7g7f`, or WinBoard `f5`",
    };
    format!(
        "I cannot read `{}` as a move: I expected {} {place}. Moves look like {examples}, or `pass`.",
        text.trim(),
        e.expected
    )
}

/// What a player wrote, for quoting in an answer: the first 20 command lines, else the
/// subject, else a note that the mail was empty.
fn quoted(mail: &Inbound) -> Vec<String> {
    let mut quoted: Vec<String> = extract::command_lines(&mail.body)
        .into_iter()
        .take(20)
        .collect();
    if quoted.is_empty() {
        quoted.push(if mail.subject.trim().is_empty() {
            "(an empty mail)".to_string()
        } else {
            format!("Subject: {}", mail.subject.trim())
        });
    }
    quoted
}

/// The Message-ID of the `n`-th mail the bot sends in answer to `mail`: derived from its
/// Message-ID, so handling the same mail again gives the same IDs.
fn reply_id(s: &Settings, mail: &Inbound, n: usize) -> String {
    let digest = Sha256::digest(mail.message_id.as_bytes());
    let hex: String = digest[..8].iter().map(|b| format!("{b:02x}")).collect();
    format!("yubin.{hex}.{n}@{}", domain(&s.bot_address))
}

/// The start of a sentence, for a subject: up to about 45 characters, cut at a word.
fn first_words(text: &str) -> String {
    let first = text.split(['.', ';', ':']).next().unwrap_or(text).trim();
    if first.chars().count() <= 45 {
        return first.to_string();
    }
    let mut out = String::new();
    for w in first.split_whitespace() {
        if out.chars().count() + w.chars().count() > 42 {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(w);
    }
    out + "…"
}

/// The domain of an address.
pub(crate) fn domain(address: &str) -> &str {
    address.split_once('@').map_or("localhost", |(_, d)| d)
}

/// A mail about game `rec` to the player of `to`, with their Reply-To token and threaded
/// under the game's first mail (and under the mail it answers, if any).
pub(crate) fn game_mail(
    s: &Settings,
    rec: &GameRecord,
    to: Color,
    message_id: String,
    answering: Option<&str>,
    subject: String,
    body: Body,
) -> OutMail {
    let address = rec.address(to).to_string();
    let reply_to = token::reply_address(&s.bot_address, &s.secret_key, rec.id, &address);
    let root = rec.setup.thread_root.clone();
    let (in_reply_to, references) = if root == message_id {
        (None, Vec::new())
    } else if let Some(a) = answering {
        (Some(a.to_string()), vec![root, a.to_string()])
    } else {
        (Some(root.clone()), vec![root])
    };
    OutMail {
        message_id,
        in_reply_to,
        references,
        to: address,
        reply_to: Some(reply_to),
        subject,
        text: body.text,
        html: Some(body.html),
    }
}

/// Ends a game: the record's result and the game-over mails to both players. `id(n)` gives
/// the Message-ID of the `n`-th mail.
pub(crate) fn finish_game(
    s: &Settings,
    rec: &mut GameRecord,
    game: &Game,
    outcome: Outcome,
    detail: Option<String>,
    now: i64,
    id: impl Fn(usize) -> String,
) -> Vec<Effect> {
    let mut reason = format!("{outcome}");
    if let Some(d) = &detail {
        reason = format!("{reason} ({})", d.trim_end_matches('.'));
    }
    rec.state = GameState::Finished;
    rec.result = Some(outcome.winner.map_or(GameResult::Draw, GameResult::Win));
    rec.result_reason = Some(reason);
    rec.finished_at = Some(now);
    rec.deadline = None;
    rec.draw_offered_by = None;
    let result = rec.result.map_or("", GameResult::as_str).to_string();
    let mut effects = vec![Effect::UpdateGame(rec.clone())];
    let subject = format!(
        "{}: game over after {}, {result} ({})",
        mails::title(rec),
        mails::count(game.moves().len(), "move"),
        outcome.reason
    );
    for (n, c) in Color::ALL.into_iter().enumerate() {
        // The mail lists every move; the board's "recent moves" would repeat the last few.
        let mut g = mails::game_view(rec, game, c);
        g.recent.clear();
        let body = mails::GameOver {
            g,
            result: result.clone(),
            reason: upper_first(&outcome.to_string()),
            detail: detail.clone(),
            history: render::moves(game, None),
        }
        .body();
        effects.push(Effect::Send(game_mail(
            s,
            rec,
            c,
            id(n),
            None,
            subject.clone(),
            body,
        )));
    }
    effects
}

fn upper_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
