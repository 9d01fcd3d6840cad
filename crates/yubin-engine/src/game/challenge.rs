//! `challenge`, and the answers to one: `accept`, `decline`.

use crate::context::{ok, Ctx, Current, Verdict};
use crate::effect::Effect;
use crate::reading::command::{self, SideChoice};
use crate::snapshot;
use yubin_domain::address;
use yubin_domain::clock::TimeControl;
use yubin_domain::model::{GameRecord, GameState, GameTerms};
use yubin_domain::timing;
use yubin_rules::handicap::Handicap;
use yubin_rules::{notation, Color, Rules, Variant};
use yubin_text::mails;
use yubin_text::reject::Rejection;

/// `challenge <address> …`: a new game under the number the snapshot allocated, and a
/// mail to each player.
pub(crate) fn challenge(cx: &mut Ctx<'_>, c: command::Challenge) -> Verdict {
    if let Err(problem) = address::check(&c.opponent) {
        let why = Rejection::BadAddress {
            address: yubin_domain::alike::shown(&c.opponent),
            problem,
        };
        return cx.reject(None, why);
    }
    if c.opponent == cx.mail.from {
        return cx.reject(None, Rejection::ChallengeSelf);
    }
    if c.opponent.eq_ignore_ascii_case(&cx.s.bot_address) {
        return cx.reject(None, Rejection::ChallengeBot);
    }
    // `challenge` makes the bot write to anyone: a few a day per sender, and an address
    // that never wrote to the bot gets one waiting challenge at most.
    if let Some(why) = too_many_today(cx)? {
        return cx.reject(None, why);
    }
    if let Some(why) = newcomers_busy(cx)? {
        return cx.reject(None, why);
    }
    let opponent = cx.snap.opponent.clone().transpose()?;
    if let Some(o) = &opponent {
        // The operator banned the address: refused in words that tell nothing of why.
        if o.address == c.opponent && o.banned {
            return cx.reject(None, Rejection::CannotChallenge);
        }
        // A new address that looks like a player's is never written to: the challenge
        // would put a look-alike in a game beside the player it poses as.
        if o.address == c.opponent && snapshot::poses(&o.address, &o.alike) {
            let address = c.opponent.clone();
            return cx.reject(None, Rejection::AddressLookAlike { address });
        }
        if o.address == c.opponent && !o.has_written && o.waiting_challenges > 0 {
            let why = Rejection::ChallengeWaiting {
                opponent: c.opponent.clone(),
            };
            return cx.reject(None, why);
        }
    }
    let terms = match resolve_terms(cx.s, &c) {
        Ok(t) => t,
        Err(why) => return cx.reject(None, why),
    };
    let variant = terms.variant();
    let id = cx.snap.next_game_id;
    let me_black = match c.side {
        SideChoice::Black => true,
        SideChoice::White => false,
        SideChoice::Random => cx.coin(),
    };
    let (black, white) = if me_black {
        (cx.mail.from.clone(), c.opponent.clone())
    } else {
        (c.opponent.clone(), cx.mail.from.clone())
    };
    let challenger = if me_black { Color::Black } else { Color::White };
    let setup = terms.setup(black, white, challenger, cx.message_id(), None);
    let me = setup.challenger;
    let mut rec = GameRecord::challenged(id, setup.clone(), cx.now);
    let chosen = opponent
        .as_ref()
        .filter(|o| o.address == c.opponent)
        .and_then(|o| o.name.as_deref());
    let opponent_name = crate::profile::public_name(cx.s, &c.opponent, chosen);
    let mine = cx.sender_name()?;
    rec.names[me.index()] = Some(mine.clone());
    rec.names[(!me).index()] = Some(opponent_name.clone());
    // Each player's first mails drawn their way, as every later one is.
    rec.looks[me.index()] = cx.snap.sender_look;
    if let Some(o) = opponent.as_ref().filter(|o| o.address == c.opponent) {
        rec.looks[(!me).index()] = o.look;
    }
    cx.effects.push(Effect::CreateGame(id, setup));
    let start = snapshot::start(id, &rec.setup)?;
    let theirs = rec.look(!me).language();
    let body = mails::Challenged {
        g: mails::game_view(&rec, &start, !me),
        challenger: format!("{mine} <{}>", cx.mail.from),
        variant: mails::variant_in(variant, theirs),
        name_hint: chosen.is_none().then(|| opponent_name.clone()),
    }
    .body();
    let subject = mails::subjects::challenge(&rec, &mine, variant, theirs);
    cx.send_game_mail(&rec, !me, subject, body);
    let body = mails::ChallengeSent {
        g: mails::game_view(&rec, &start, me),
        opponent: format!("{opponent_name} <{}>", c.opponent),
        name_hint: cx.chose_no_name()?.then(|| mine.clone()),
    }
    .body();
    let subject = mails::subjects::challenge_sent(&rec, &opponent_name, rec.look(me).language());
    cx.send_game_mail(&rec, me, subject, body);
    ok(format!("challenge, game {id}"))
}

/// Whether the sender's challenges of the last day reach `challenges_per_day`
/// (`challenge` and `challenge computer` alike).
pub(crate) fn too_many_today(
    cx: &Ctx<'_>,
) -> Result<Option<Rejection>, yubin_domain::model::CorruptRow> {
    let limit = cx.s.challenges_per_day;
    let today = cx
        .sender_games()?
        .iter()
        .filter(|g| {
            g.record.created_at > cx.now - yubin_domain::clock::DAY
                && g.record.address(g.record.setup.challenger) == cx.mail.from
        })
        .count();
    Ok((today >= limit as usize).then_some(Rejection::TooManyChallenges { limit }))
}

/// Why a newcomer's challenge or tournament entry must wait, if it must: an address that
/// plays no game yet binds itself only while fewer than `newcomers_per_hour` did in the
/// last hour (the store counts them: [`crate::Snapshot::newcomers_last_hour`]), so a
/// thousand fresh addresses cannot make a thousand games in a few seconds. Players who
/// have a game are never held up by them.
pub(crate) fn newcomers_busy(
    cx: &Ctx<'_>,
) -> Result<Option<Rejection>, yubin_domain::model::CorruptRow> {
    let limit = cx.s.newcomers_per_hour;
    let newcomer = cx.sender_games()?.is_empty();
    Ok((newcomer && cx.snap.newcomers_last_hour >= limit)
        .then_some(Rejection::NewcomersBusy { limit }))
}

/// The terms of a game as a challenge (or a tournament) writes them, checked and resolved:
/// the variant, preset and options into rules, a handicap into its start position.
///
/// # Errors
/// The [`Rejection`] of the first term that is wrong.
pub(crate) fn resolve_terms(
    s: &crate::Settings,
    c: &command::Challenge,
) -> Result<GameTerms, Rejection> {
    let variant = match c.variant.as_deref() {
        None => Variant::Chu,
        Some(name) => match Variant::parse(name) {
            Some(v) => v,
            None => {
                return Err(Rejection::UnknownVariant {
                    name: name.to_string(),
                })
            }
        },
    };
    let preset = c.preset.clone().unwrap_or_else(|| "standard".to_string());
    let mut rules = match Rules::preset(variant, &preset) {
        Ok(r) => r,
        Err(error) => return Err(Rejection::BadPreset { preset, error }),
    };
    for (k, v) in &c.options {
        if let Err(error) = rules.set(k, v) {
            let why = Rejection::BadOption {
                key: k.clone(),
                value: v.clone(),
                error,
            };
            return Err(why);
        }
    }
    let start_sfen = match (c.handicap.as_deref(), c.sfen.as_deref()) {
        (Some(_), Some(_)) => return Err(Rejection::HandicapAndSfen),
        (None, Some(text)) => match notation::sfen::read(rules, text) {
            Ok(pos) => Some(notation::sfen::write(&pos)),
            Err(e) => {
                return Err(Rejection::BadStartPosition {
                    text: text.to_string(),
                    error: e,
                })
            }
        },
        (None, None) => None,
        (Some(_), None) if variant != Variant::Chu => {
            return Err(Rejection::NoHandicaps { variant })
        }
        (Some(name), None) => match Handicap::parse(name) {
            Some(h) => Some(notation::sfen::write(&h.position(rules))),
            None => {
                let why = Rejection::UnknownHandicap {
                    name: name.to_string(),
                    known: Handicap::ALL.iter().map(|h| h.name()).collect(),
                };
                return Err(why);
            }
        },
    };
    // Only a game from the variant's standard setup is rated: a handicap or another setup
    // compares nothing (lishogi rates neither).
    let rated = c.rated.unwrap_or(false);
    if rated && (start_sfen.is_some() || rules.setup != yubin_rules::rules::Setup::Standard) {
        return Err(Rejection::RatedNeedsStandardStart);
    }
    Ok(GameTerms {
        rules,
        preset,
        start_sfen,
        illegal: c.illegal.unwrap_or_default(),
        time_control: c.time_control.unwrap_or(TimeControl::PerMove {
            days: s.default_days,
        }),
        max_plies: c.max_plies.unwrap_or(default_max_plies(variant)),
        rated,
        draw_every: c.draw_every,
    })
}

/// The length at which a game of `variant` is adjudicated a draw unless the challenge says
/// otherwise: lishogi's cap of 1000 plies for Chu Shogi; twice that for Maka Dai Dai Shogi,
/// whose 19×19 games are longer (no server has a cap for it to follow), and 1500 for Dai
/// Shogi's 15×15 board, in between, and 1750 for Dai Dai Shogi's 17×17. Tenjiku Shogi's
/// 16×16 board lies between Dai's and Dai Dai's, so its cap does too: 1600 (a round number
/// just under the 1625 of a straight line from Dai to Dai Dai, since its range-jumping
/// generals and burning fire demons thin the armies faster than Dai's pieces do).
pub fn default_max_plies(variant: Variant) -> Option<u32> {
    Some(match variant {
        Variant::Chu => 1000,
        Variant::Maka => 2000,
        Variant::Dai => 1500,
        Variant::DaiDai => 1750,
        Variant::Tenjiku => 1600,
    })
}

/// `accept` or `decline` of a challenged game by `me`.
pub(crate) fn answer(cx: &mut Ctx<'_>, accept: bool, mut cur: Current, me: Color) -> Verdict {
    if cur.rec.setup.challenger == me {
        return cx.reject_current(&cur, Rejection::OwnChallenge);
    }
    let rec = &mut cur.rec;
    if !accept {
        rec.state = GameState::Declined;
        cx.effects.push(Effect::UpdateGame(rec.clone()));
        for c in Color::ALL {
            let body = mails::Declined {
                g: mails::game_view(rec, &cur.game, c),
                decliner: mails::beside(rec, me),
            }
            .body();
            let subject = mails::subjects::declined(rec, rec.look(c).language());
            cx.send_game_mail(rec, c, subject, body);
        }
        return ok("declined");
    }
    rec.state = GameState::Active;
    rec.started_at = Some(cx.now);
    let clocks = cur.clocks(cx.now);
    let rec = &mut cur.rec;
    timing::schedule(cx.s.reminder_hours, rec, &clocks, None);
    cx.effects.push(Effect::UpdateGame(rec.clone()));
    let rec = &cur.rec;
    for c in Color::ALL {
        let subject = mails::subjects::started(rec, &cur.game, rec.look(c).language());
        let body = mails::Started {
            g: cx.view(&cur, c),
            accepter: mails::beside(rec, me),
        }
        .body();
        cx.send_game_mail(rec, c, subject, body);
    }
    ok("accepted")
}
