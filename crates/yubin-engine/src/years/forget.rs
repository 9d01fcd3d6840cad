//! `forget me`: a player's erasure (GDPR art. 17), carried out only by a keyed reply.
//!
//! * The command is never carried out as it comes, whatever proves its sender (a key, a
//!   trusted server's word): it is answered with a request ([`ask`]) that says what the
//!   erasure does, game by game, and only a reply to that request at the sender's address
//!   key (within 7 days, once: [`crate::confirm::confirms`]) carries it out ([`carry_out`]).
//!   A forged From only makes the bot ask the real owner.
//! * Their address in `players` is replaced by a placeholder, `forgotten-<12 hex>@`
//!   [`DOMAIN`] (`.invalid`: it receives no mail, and no mail may claim to come from it),
//!   a keyed digest of the request's Message-ID: nothing links it to the address. The
//!   records keep the player under the placeholder's pseudonym, a new `player-…` name: not
//!   their old pseudonym, which is a digest of the address and so would be theirs again if
//!   they came back (a returning address is a newcomer, with no link to the records).
//! * The store erases the rest ([`Effect::Forget`]; `src/store/forget.rs`): the display
//!   name and its look-alike keys, their settings, leave and watches, the log of their mails,
//!   the mails to them (bodies, files, pictures), their confirmations; every other mention
//!   of the address or the name in any table is replaced by the placeholder or the new name.
//!   One row, `erasures` (the player's number and the time), records that it happened.
//!
//! **Running games end by this rule** (`README.md`, "Privacy"): a challenge not yet
//! answered is withdrawn (declined); a casual game where fewer than two moves were played is
//! aborted (unscored: lishogi's abort rule, as `abort`); any other casual game is resigned,
//! the opponent wins and, if rated, it is rated (ICCF scores a withdrawal as a loss: the
//! opponent's win must not vanish with the leaver); a tournament game is ended as
//! `tournament withdraw` ends it (the player withdrawn, their unfinished games lost by
//! forfeit, the organiser told; lishogi and ICCF: a quitter's games are lost), by the shell,
//! which runs each tournament's director ([`crate::Engine::forget_entries`]). Entries in
//! tournaments not started are taken off. Every opponent is told by the game's usual mail,
//! which says why ([`mails::EndDetail::Left`]) and names the leaver by their new name.

use crate::context::{ok, reply_id, Ctx, Current, Verdict};
use crate::effect::{Effect, Forgetting};
use crate::profile::pseudonym;
use crate::snapshot::{not_loaded, Played};
use crate::{Engine, Settings};
use yubin_domain::model::{
    Confirmation, CorruptRow, Damaged, Ending, GameId, GameState, InboundStatus, Termination,
    TournamentState, TournamentView,
};
use yubin_domain::{address, token};
use yubin_rules::Game;
use yubin_text::mails::privacy::{self, ForgetAsk, ForgetGame, GoingOn};
use yubin_text::mails::{self, Notice};

/// The domain of the placeholders of erased addresses (RFC 2606's `.invalid`: no mail).
pub const DOMAIN: &str = "forgotten.invalid";

/// The placeholder that replaces the address erased by the confirmation of the request
/// whose Message-ID is `asked`: a keyed digest of it, so the same on the request (which
/// names the new pseudonym) and on the confirmation, and unrelated to the address.
pub fn placeholder(s: &Settings, asked: &str) -> String {
    let d = token::digest(&s.secret_key, format!("forgotten\n{asked}").as_bytes());
    let hex: String = d[..6].iter().map(|b| format!("{b:02x}")).collect();
    format!("forgotten-{hex}@{DOMAIN}")
}

/// Whether `address` is an erased player's placeholder.
pub fn is_forgotten(address: &str) -> bool {
    address.ends_with(&format!("@{DOMAIN}"))
}

/// What the erasure does to `p`, a game of the player of `me` (`None`: it is over).
fn fate(p: &Played) -> Result<Option<ForgetGame>, CorruptRow> {
    let rec = &p.record;
    Ok(match rec.state {
        GameState::Challenged => Some(ForgetGame::Challenge),
        GameState::Active if rec.setup.tournament.is_some() => Some(ForgetGame::Tournament),
        GameState::Active => {
            let game = board(p)?;
            Some(if game.moves().len() < 2 {
                ForgetGame::Abort
            } else {
                ForgetGame::Resign
            })
        }
        _ => None,
    })
}

/// The game of `p` after its moves (the shell replays every open game of the sender).
fn board(p: &Played) -> Result<&Game, CorruptRow> {
    match &p.game {
        Some(Ok(g)) => Ok(g),
        Some(Err(e)) => Err(e.clone()),
        None => Err(not_loaded(Damaged::Game(p.record.id), "the game")),
    }
}

/// `forget me`, as it comes: the request to confirm it, with what it will do.
pub(crate) fn ask(cx: &mut Ctx<'_>, line: &str) -> Verdict {
    let from = cx.mail.from.clone();
    // The request is the first mail of this answer: its Message-ID names the placeholder.
    let asked = cx.message_id();
    let name = pseudonym(cx.s, &placeholder(cx.s, &asked));
    let mut games = Vec::new();
    for p in cx.sender_games()? {
        let (Some(fate), Some(me)) = (fate(p)?, p.record.color_of(&from)) else {
            continue;
        };
        games.push(GoingOn {
            fate,
            game: p.record.id.0,
            opponent: p.record.name(!me).to_string(),
        });
    }
    let lang = cx.lang();
    let body = ForgetAsk { lang, name, games }.body();
    let mail = cx.mail_to_sender(&privacy::forget_subject(lang), body);
    debug_assert_eq!(mail.message_id, asked);
    let line = crate::reading::echo::line(line);
    cx.effects.push(Effect::AskConfirmation(Confirmation {
        message_id: mail.message_id.clone(),
        address: address::fold(&from),
        line: line.clone(),
        asked_at: cx.now,
        used: false,
    }));
    cx.effects.push(Effect::Send(mail));
    // Without proof of the sender, counted with the error answers of the day, as every
    // request to confirm: no one floods an address with them.
    let status = if cx.proven {
        InboundStatus::Processed
    } else {
        InboundStatus::Rejected
    };
    Ok((status, format!("asked to confirm `{line}`")))
}

/// `forget me`, confirmed by a keyed reply to the request `asked`: the player's games
/// going on end by the rule above, and they are erased ([`Effect::Forget`], last).
pub(crate) fn carry_out(cx: &mut Ctx<'_>, asked: &Confirmation) -> Verdict {
    let from = cx.mail.from.clone();
    let placeholder = placeholder(cx.s, &asked.message_id);
    let name = pseudonym(cx.s, &placeholder);
    let games: Vec<Played> = cx.sender_games()?.to_vec();
    let mut ended = 0;
    for p in &games {
        let (Some(fate), Some(me)) = (fate(p)?, p.record.color_of(&from)) else {
            continue;
        };
        let mut rec = p.record.clone();
        // Every mail from now on names them by their new name.
        rec.names[me.index()] = Some(name.clone());
        let game = board(p)?.clone();
        match fate {
            // The shell withdraws them from the tournament, which ends the game.
            ForgetGame::Tournament => continue,
            ForgetGame::Challenge => {
                rec.state = GameState::Declined;
                cx.effects.push(Effect::UpdateGame(rec.clone()));
                let body = mails::Declined {
                    g: mails::game_view(&rec, &game, !me),
                    decliner: mails::beside(&rec, me),
                }
                .body();
                let subject = mails::subjects::declined(&rec, rec.look(!me).language());
                cx.send_game_mail(&rec, !me, subject, body);
            }
            ForgetGame::Abort => {
                rec.state = GameState::Aborted;
                rec.deadline = None;
                rec.remind_at = None;
                rec.draw_offered_by = None;
                rec.finished_at = Some(cx.now);
                rec.result_reason = Some(format!("aborted: {name} left"));
                cx.effects.push(Effect::UpdateGame(rec.clone()));
                let lang = rec.look(!me).language();
                let body = mails::Aborted {
                    g: mails::game_view(&rec, &game, !me),
                    aborter: mails::player_in(&rec, me, lang),
                }
                .body();
                let subject = mails::aborted_subject(&rec, &game, me, lang);
                cx.send_game_mail(&rec, !me, subject, body);
            }
            ForgetGame::Resign => {
                let mut cur = Current {
                    rec,
                    game,
                    timeline: p.timeline.clone(),
                };
                // Numbered after the mails before: several games may end in one answer.
                let (s, mail, base) = (cx.s, cx.mail, cx.outgoing);
                let effects = crate::game::end::finish_game(
                    s,
                    &mut cur.rec,
                    &cur.game,
                    Ending::win(!me, Termination::Resignation),
                    Some(mails::EndDetail::Left(me)),
                    cx.now,
                    |i| reply_id(s, mail, base + i),
                );
                cx.outgoing += effects.len();
                cx.effects.extend(effects);
            }
        }
        ended += 1;
    }
    cx.effects.push(Effect::Forget(Forgetting {
        address: address::fold(&from),
        placeholder,
        name: name.clone(),
    }));
    // The log row of this mail is erased with the rest: this note is for the transaction.
    ok(format!("forgotten: now {name}; {ended} games ended"))
}

impl Engine {
    /// The erasure of `address` from `view`, a tournament they are entered in (not
    /// withdrawn): off its entries before its start; once it runs, withdrawn as `tournament
    /// withdraw` does (their unfinished games, among `boards`, lost by forfeit; the organiser
    /// told), then the round goes on. The shell runs this for each such tournament before
    /// it applies [`Effect::Forget`].
    ///
    /// # Errors
    /// The stored tournament does not fit together, or a game it must end is not among
    /// `boards`.
    pub fn forget_entries(
        &self,
        view: TournamentView,
        boards: &[(GameId, Game)],
        address: &str,
        next_game_id: GameId,
        now: i64,
    ) -> Result<Vec<Effect>, CorruptRow> {
        use crate::tournament::director::Director;
        let id = view.record.id;
        let entered = view
            .entrant(address)
            .is_some_and(|e| e.withdrawn_after.is_none());
        match view.record.state {
            TournamentState::Open if entered => {
                Ok(vec![Effect::RemoveEntrant(id, address.to_string())])
            }
            TournamentState::Running if entered => {
                let mut d = Director::new(self.settings(), view, boards, next_game_id, now);
                let notice: Notice = d.withdraw(address)?;
                let organiser = d.view.record.organiser.clone();
                if organiser != address {
                    let tag = format!("forget{now}");
                    d.notify(&[organiser], &tag, notice);
                }
                d.step()?;
                Ok(d.into_effects())
            }
            _ => Ok(Vec::new()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_undeliverable_and_unlinked() {
        let s = Settings::for_tests("bot@example.test", b"0123456789abcdef");
        let a = placeholder(&s, "yubin.1.0@bot.test");
        let b = placeholder(&s, "yubin.2.0@bot.test");
        assert_ne!(a, b);
        assert!(is_forgotten(&a), "{a}");
        assert_eq!(
            address::check(&a),
            Err(address::AddressProblem::Undeliverable)
        );
        assert_eq!(a, placeholder(&s, "yubin.1.0@bot.test"));
    }
}
