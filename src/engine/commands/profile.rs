//! The player's own settings, kept with their address and valid in all their games:
//! `timezone`.

use crate::engine::context::{ok, Ctx, Verdict};
use crate::engine::effect::Effect;
use crate::engine::mails;
use crate::engine::model::Zone;
use crate::engine::reject::Rejection;

/// `timezone [name]`: shows the sender's zone, or sets it; dates in their mails are written
/// in it from then on.
pub(crate) fn timezone(cx: &mut Ctx<'_>, name: Option<&str>) -> Verdict {
    let zone = match name {
        None => cx.snap.sender_zone,
        Some(name) => match Zone::parse(name) {
            Some(z) => z,
            None => {
                let name = name.to_string();
                return cx.reject(None, Rejection::UnknownZone { name });
            }
        },
    };
    let changed = name.is_some();
    if changed {
        cx.effects.push(Effect::SetZone(cx.mail.from.clone(), zone));
    }
    let games = cx
        .sender_games()?
        .iter()
        .filter(|g| g.record.state.is_open())
        .count();
    let body = mails::ZoneSet {
        zone: zone.name().to_string(),
        changed,
        now: zone.format(cx.now),
        games,
    }
    .body();
    let subject = format!("Yubin: your time zone is {}", zone.name());
    cx.reply_to_sender(&subject, body);
    ok(format!("timezone {}", zone.name()))
}
