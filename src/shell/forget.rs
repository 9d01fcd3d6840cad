//! What the shell adds to a decision about a player's data (issue 26), before it applies
//! it ([`expand`]): `my data`'s copy, read from the store as it is then, attached to its
//! mail; and, before a player's erasure, their withdrawal from each tournament they are in,
//! which only the tournament's director can decide ([`Engine::forget_entries`]).

use super::{loaded, Reader, ReplayCache};
use crate::store::Tx;
use yubin_domain::model::{Attachment, GameRecord};
use yubin_engine::years::{forget, mydata};
use yubin_engine::{Effect, Engine};

/// `effects` as the shell applies them: [`Effect::SendData`]'s mail with the data attached,
/// and each [`Effect::Forget`] after the effects of the player's tournament withdrawals.
///
/// # Errors
/// A store failure. A tournament whose records do not fit together is logged and left as
/// it is: the erasure goes on (its games keep the placeholder, whose mail goes nowhere).
pub(super) fn expand(
    tx: &Tx<'_>,
    engine: &Engine,
    cache: &mut ReplayCache,
    effects: &[Effect],
    now: i64,
) -> anyhow::Result<Vec<Effect>> {
    let mut out = Vec::with_capacity(effects.len());
    for e in effects {
        match e {
            Effect::SendData(m) => {
                let s = engine.settings();
                let data = tx.my_data(&m.to, now, |a, n| {
                    yubin_engine::profile::public_name(s, a, n)
                })?;
                let mut m = m.clone();
                m.attachments.push(Attachment {
                    file_name: mydata::FILE.to_string(),
                    mime: "application/json; charset=utf-8".to_string(),
                    content: serde_json::to_string_pretty(&data)?,
                });
                out.push(Effect::SendData(m));
            }
            Effect::Forget(f) => {
                for id in tx.entered_tournaments(&f.address)? {
                    let Ok(Some(view)) = loaded(tx.tournament(id))? else {
                        tracing::error!(
                            tournament = id.0,
                            "tournament record damaged: the erased player stays entered"
                        );
                        continue;
                    };
                    let theirs = |g: &GameRecord| g.color_of(&f.address).is_some();
                    let boards = match yubin_engine::load::boards(
                        &mut Reader { tx, cache },
                        &view,
                        theirs,
                    )? {
                        Ok(b) => b,
                        Err(row) => {
                            tracing::error!(tournament = id.0, %row, "a game of the erased player is damaged: they stay entered");
                            continue;
                        }
                    };
                    match engine.forget_entries(view, &boards, &f.address, tx.next_game_id()?, now)
                    {
                        Ok(more) => {
                            // Applied at once: the next tournament's numbers follow them.
                            super::apply(tx, &more, now)?;
                        }
                        Err(row) => {
                            tracing::error!(tournament = id.0, %row, "tournament record damaged: the erased player stays entered");
                        }
                    }
                }
                debug_assert!(forget::is_forgotten(&f.placeholder));
                out.push(e.clone());
            }
            other => out.push(other.clone()),
        }
    }
    Ok(out)
}
