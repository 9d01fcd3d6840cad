//! The shell's side of bounces (`yubin_engine::years::bounce`): a bounce mail handled
//! before the engine's rule that ignores automatic mail, a refusal of the submission
//! server, and the return of an address marked undeliverable. Every bounce is logged
//! (tracing) with its reason, besides its row in `bounces`.

use super::apply;
use crate::store::Tx;
use tracing::{info, warn};
use yubin_domain::model::{GameState, Severity};
use yubin_engine::years::bounce::{BounceFacts, SOFT_DAYS};
use yubin_engine::{Engine, Inbound, Snapshot};

/// Handles `mail`, a bounce ([`Engine::is_bounce`]), in `tx`: logged as consumed and never
/// answered; when the bot's key proves it, recorded, and the address marked as the rule says.
///
/// # Errors
/// A store failure.
pub(super) fn bounce_mail(
    tx: &Tx<'_>,
    engine: &Engine,
    mail: &Inbound,
    now: i64,
) -> anyhow::Result<()> {
    let bot = &engine.settings().bot_address;
    let sent_to = match mail.bounce_key(bot) {
        Some((row, _)) => tx.outbox_recipient(row)?,
        None => None,
    };
    match engine.bounced(mail, sent_to.as_deref(), now) {
        Ok(bounce) => {
            let facts = facts(tx, &bounce.address, now)?;
            let effects = engine.on_bounce(&bounce, &facts, now);
            let marked = effects
                .iter()
                .any(|e| matches!(e, yubin_engine::Effect::SetUndeliverable { .. }));
            log(&bounce, marked, &mail.message_id);
            let note = format!(
                "{} bounce of the mail to {} ({}){}",
                bounce.severity.as_str(),
                bounce.address,
                bounce.reason,
                if marked { "; marked undeliverable" } else { "" }
            );
            apply(tx, &[engine.consume_bounce(mail, note, now)], now)?;
            apply(tx, &effects, now)?;
        }
        Err(why) => {
            info!(message_id = %mail.message_id, from = %mail.from, reason = %why, "bounce not counted");
            apply(tx, &[engine.consume_bounce(mail, why, now)], now)?;
        }
    }
    Ok(())
}

/// The submission server refused the bot's mail `message_id` to `to` with a 5xx reply
/// (`code`): a
/// hard bounce, handled in `tx`.
///
/// # Errors
/// A store failure.
pub(super) fn refused(
    tx: &Tx<'_>,
    engine: &Engine,
    to: &str,
    message_id: &str,
    code: u16,
    reason: &str,
    now: i64,
) -> anyhow::Result<bool> {
    let address = yubin_domain::address::fold(to);
    let facts = facts(tx, &address, now)?;
    let effects = engine.on_refused(&address, message_id, code, reason, &facts, now);
    let marked = effects
        .iter()
        .any(|e| matches!(e, yubin_engine::Effect::SetUndeliverable { .. }));
    if let Some(yubin_engine::Effect::Bounce(b)) = effects.first() {
        log(b, marked, message_id);
    }
    apply(tx, &effects, now)?;
    Ok(marked)
}

/// When the sender of `mail` (not automatic) is marked undeliverable: the mark cleared and
/// their boards sent, in `tx`, after the engine's decision about the mail.
///
/// # Errors
/// A store failure.
pub(super) fn returned(
    tx: &Tx<'_>,
    engine: &Engine,
    mail: &Inbound,
    snap: &Snapshot,
    now: i64,
) -> anyhow::Result<()> {
    if mail.automated || mail.from.is_empty() {
        return Ok(());
    }
    let Some(since) = tx.undeliverable(&mail.from)? else {
        return Ok(());
    };
    let games = snap.sender_games.as_deref().unwrap_or_default();
    let effects = engine.on_return(&mail.from, games, now);
    info!(address = %mail.from, marked_since = since, boards = effects.len() - 1, "undeliverable address wrote again: mark cleared, boards sent");
    apply(tx, &effects, now)
}

fn log(b: &yubin_domain::model::BounceRecord, marked: bool, message_id: &str) {
    match b.severity {
        Severity::Hard => warn!(
            address = %b.address,
            source = b.source.as_str(),
            status = b.status.as_deref().unwrap_or(""),
            reason = %b.reason,
            message_id,
            marked,
            "hard bounce"
        ),
        Severity::Soft => info!(
            address = %b.address,
            source = b.source.as_str(),
            status = b.status.as_deref().unwrap_or(""),
            reason = %b.reason,
            message_id,
            marked,
            "soft bounce"
        ),
    }
}

/// What the decision about a bounce of `address` reads. A damaged game or tournament row
/// is left out (logged): the bounce is still recorded and the address marked.
fn facts(tx: &Tx<'_>, address: &str, now: i64) -> anyhow::Result<BounceFacts> {
    let games = match tx.games_of(address) {
        Ok(g) => g,
        Err(crate::store::StoreError::Corrupt(row)) => {
            warn!(%address, %row, "bounce: the address's games cannot be read; no one is told");
            Vec::new()
        }
        Err(e) => return Err(e.into()),
    };
    let mut organisers = Vec::new();
    for t in games
        .iter()
        .filter(|g| g.state == GameState::Active)
        .filter_map(|g| g.setup.tournament.as_ref())
    {
        if organisers.iter().any(|(id, _, _)| *id == t.id) {
            continue;
        }
        match tx.tournament(t.id) {
            Ok(Some(view)) => {
                let look = tx.look_of(&view.record.organiser)?;
                organisers.push((t.id, view.record.organiser, look));
            }
            Ok(None) => {}
            Err(crate::store::StoreError::Corrupt(row)) => {
                warn!(tournament = t.id.0, %row, "bounce: the tournament cannot be read; its organiser is not told");
            }
            Err(e) => return Err(e.into()),
        }
    }
    Ok(BounceFacts {
        undeliverable: tx.undeliverable(address)?,
        soft_recent: tx.soft_bounces_since(address, now - SOFT_DAYS * 86_400)?,
        games,
        organisers,
    })
}
