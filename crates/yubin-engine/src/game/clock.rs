//! The clocks by mail: `leave` (a player's leave: their clocks stop in all their games),
//! `pause` / `accept pause` / `decline pause` / `resume` (both clocks of one game, by
//! agreement), `give` (extra time for the opponent).
//!
//! Every change is an effect on the stored stops and gifts; the deadlines of the games it
//! touches are computed again from their clocks in the same decision, and the players are
//! told. Leave is booked by dates in the player's time zone (whole days, the last included)
//! or for a duration from now, at most `leave_days_per_year` days in a calendar year (ICCF
//! limits leave per year the same way); spans may not overlap. Leave that has begun can be
//! cut short (`leave cancel` ends it now), leave to come is dropped.

use crate::context::{ok, Ctx, Current, Verdict};
use crate::effect::Effect;
use crate::reading::command::LeaveCommand;
use yubin_domain::clock::{control::parse_duration, format_amount, Gift, Secs, Stop, DAY, HOUR};
use yubin_domain::model::{GameState, Leave, StopKind, Zone};
use yubin_domain::timing;
use yubin_rules::Color;
use yubin_text::mails::{self, ClockNews, News};
use yubin_text::reject::Rejection;

/// The most time one `give` may add.
pub const MAX_GIFT: i64 = 30 * DAY;

/// Whether the game's clocks stand in an agreed pause now.
fn paused(cur: &Current) -> bool {
    cur.timeline
        .stops
        .iter()
        .any(|s| s.color.is_none() && s.to.is_none())
}

/// Recomputes `cur`'s deadline and reminders after its timeline changed, and records it.
fn reschedule(cx: &mut Ctx<'_>, cur: &mut Current) {
    let clocks = cur.clocks(cx.now);
    timing::schedule(cx.s.reminder_hours, &mut cur.rec, &clocks, None);
    cx.effects.push(Effect::UpdateGame(cur.rec.clone()));
}

/// Tells both players of `cur` what happened to its clocks, each in their language (`gift`:
/// the time given, for [`News::Gave`]).
fn tell_both(cx: &mut Ctx<'_>, cur: &Current, me: Color, news: News, gift: Option<Secs>) {
    for c in Color::ALL {
        let lang = cur.rec.look(c).language();
        let news = match gift {
            Some(secs) => News::Gave {
                amount: mails::gift_in(secs, lang),
            },
            None => news.clone(),
        };
        let subject = mails::clock_subject(&cur.rec, &cur.game, &news, me, lang);
        let body = ClockNews {
            g: cx.view(cur, c),
            who: mails::player_in(&cur.rec, me, lang),
            mine: c == me,
            news,
        }
        .body();
        cx.send_game_mail(&cur.rec, c, subject, body);
    }
}

/// `pause` (`accept_only`: `accept pause`): offers to stop both clocks, or accepts the
/// opponent's offer.
pub(crate) fn pause(cx: &mut Ctx<'_>, cur: &mut Current, me: Color, accept_only: bool) -> Verdict {
    if paused(cur) {
        return cx.reject_current(cur, Rejection::AlreadyPaused);
    }
    if cur.rec.pause_offered_by == Some(!me) {
        cur.rec.pause_offered_by = None;
        cx.effects.push(Effect::StopGame {
            game: cur.rec.id,
            kind: StopKind::Pause,
            color: None,
            from: cx.now,
            to: None,
        });
        cur.timeline.stops.push(Stop {
            color: None,
            from: cx.now,
            to: None,
        });
        reschedule(cx, cur);
        tell_both(cx, cur, me, News::Paused, None);
        return ok("paused");
    }
    if accept_only {
        return cx.reject_current(cur, Rejection::NoPauseOffer);
    }
    if cur.rec.pause_offered_by == Some(me) {
        return cx.reject_current(cur, Rejection::PauseStanding);
    }
    cur.rec.pause_offered_by = Some(me);
    cx.effects.push(Effect::UpdateGame(cur.rec.clone()));
    tell_both(cx, cur, me, News::PauseOffered, None);
    ok("pause offered")
}

/// `decline pause`.
pub(crate) fn decline_pause(cx: &mut Ctx<'_>, cur: &mut Current, me: Color) -> Verdict {
    if cur.rec.pause_offered_by != Some(!me) {
        return cx.reject_current(cur, Rejection::NoPauseOffer);
    }
    cur.rec.pause_offered_by = None;
    cx.effects.push(Effect::UpdateGame(cur.rec.clone()));
    tell_both(cx, cur, me, News::PauseDeclined, None);
    ok("pause declined")
}

/// `resume`: either player ends the pause.
pub(crate) fn resume(cx: &mut Ctx<'_>, cur: &mut Current, me: Color) -> Verdict {
    if !paused(cur) {
        return cx.reject_current(cur, Rejection::NotPaused);
    }
    cx.effects.push(Effect::Resume(cur.rec.id, cx.now));
    for s in &mut cur.timeline.stops {
        if s.color.is_none() && s.to.is_none() {
            s.to = Some(cx.now.max(s.from));
        }
    }
    reschedule(cx, cur);
    tell_both(cx, cur, me, News::Resumed, None);
    ok("resumed")
}

/// `give <duration>`: time for the opponent, at once.
pub(crate) fn give(cx: &mut Ctx<'_>, cur: &mut Current, me: Color, amount: &str) -> Verdict {
    let secs = match parse_duration(amount) {
        Ok(s) if (HOUR..=MAX_GIFT).contains(&s) => s,
        _ => {
            let why = Rejection::BadGift {
                text: amount.to_string(),
            };
            return cx.reject_current(cur, why);
        }
    };
    let gift = Gift {
        to: !me,
        at: cx.now,
        secs,
    };
    cx.effects.push(Effect::Give(cur.rec.id, gift));
    cur.timeline.gifts.push(gift);
    reschedule(cx, cur);
    let news = News::Gave {
        amount: format_amount(secs),
    };
    tell_both(cx, cur, me, news, Some(secs));
    ok(format!("gave {secs} s"))
}

/// The days of `spans` inside calendar year `year` of `zone`, rounded up to whole days.
fn days_in_year(zone: Zone, year: i32, spans: impl Iterator<Item = (i64, i64)>) -> i64 {
    let (start, end) = zone.year_span(year);
    let secs: i64 = spans.map(|(a, b)| (b.min(end) - a.max(start)).max(0)).sum();
    (secs + DAY - 1) / DAY
}

/// `leave …`.
pub(crate) fn leave(cx: &mut Ctx<'_>, what: LeaveCommand) -> Verdict {
    let zone = cx.snap.sender_zone;
    let booked = match &cx.snap.sender_leave {
        Ok(l) => l.clone(),
        Err(e) => return Err(e.clone()),
    };
    let now = cx.now;
    let (change, spans) = match what {
        LeaveCommand::List => (None, booked),
        LeaveCommand::Cancel => {
            if !booked.iter().any(|l| l.ends_at > now) {
                return cx.reject(None, Rejection::NoLeave);
            }
            cx.effects.push(Effect::EndLeave {
                address: cx.mail.from.clone(),
                at: now,
            });
            let mut left: Vec<Leave> = booked.into_iter().filter(|l| l.starts_at < now).collect();
            for l in &mut left {
                l.ends_at = l.ends_at.min(now);
            }
            (Some(None), left)
        }
        LeaveCommand::For(text) => match parse_duration(&text) {
            Ok(secs) if secs >= HOUR => match book(cx, zone, &booked, now, now + secs) {
                Ok(spans) => (Some(Some((now, now + secs))), spans),
                Err(why) => return cx.reject(None, why),
            },
            _ => return cx.reject(None, Rejection::BadLeave { text }),
        },
        LeaveCommand::Dates(a, b) => {
            let date = |t: &str| chrono::NaiveDate::parse_from_str(t, "%Y-%m-%d").ok();
            let (Some(first), Some(last)) = (date(&a), date(&b)) else {
                let text = if date(&a).is_none() { a } else { b };
                return cx.reject(None, Rejection::BadLeave { text });
            };
            if last < first {
                return cx.reject(None, Rejection::LeaveBackwards { first: a, last: b });
            }
            let from = zone.day_start(first).max(now);
            let to = zone.day_start(last.succ_opt().unwrap_or(last));
            if to <= now {
                return cx.reject(None, Rejection::LeaveInPast { last: b });
            }
            match book(cx, zone, &booked, from, to) {
                Ok(spans) => (Some(Some((from, to))), spans),
                Err(why) => return cx.reject(None, why),
            }
        }
    };
    // The games whose clocks the change moves, with their new deadlines.
    let mut games = Vec::new();
    if let Some(change) = change {
        let open: Vec<_> = cx
            .sender_games()?
            .iter()
            .filter(|p| p.record.state == GameState::Active)
            .cloned()
            .collect();
        for p in open {
            let Some(me) = p.record.color_of(&cx.mail.from) else {
                continue;
            };
            let Some(game) = p.game()? else { continue };
            let mut cur = Current {
                rec: p.record,
                game,
                timeline: p.timeline,
            };
            // The store's rows as they will be after this decision. A side's own stops other
            // than leave (the spans of takebacks) all lie in the past: cancelling leave at
            // `now` leaves them as they are.
            match change {
                Some((from, to)) => cur.timeline.stops.push(Stop {
                    color: Some(me),
                    from,
                    to: Some(to),
                }),
                None => {
                    cur.timeline
                        .stops
                        .retain(|s| !(s.color == Some(me) && s.from >= now));
                    for s in &mut cur.timeline.stops {
                        if s.color == Some(me) {
                            s.to = s.to.map(|t| t.min(now));
                        }
                    }
                }
            }
            reschedule(cx, &mut cur);
            // The opponent reads it in their language and zone.
            let lang = cur.rec.look(!me).language();
            let news = match change {
                Some((from, to)) => News::LeaveBooked {
                    from: cur.rec.zone(!me).format_in(from, lang),
                    to: cur.rec.zone(!me).format_in(to, lang),
                },
                None => News::LeaveCancelled,
            };
            let subject = mails::clock_subject(&cur.rec, &cur.game, &news, me, lang);
            let body = ClockNews {
                g: cx.view(&cur, !me),
                who: mails::player_in(&cur.rec, me, lang),
                mine: false,
                news,
            }
            .body();
            cx.send_game_mail(&cur.rec, !me, subject, body);
            // The sender's list, in theirs.
            let lang = cx.lang();
            games.push(mails::LeaveGame {
                id: cur.rec.id,
                turn: mails::to_play_in(&cur.rec, &cur.game, lang),
                deadline: cur.rec.deadline.map(|d| zone.format_in(d, lang)),
            });
        }
    }
    let year = year_of(zone, now);
    let used = days_in_year(zone, year, spans.iter().map(|l| (l.starts_at, l.ends_at)));
    let lang = cx.lang();
    let body = mails::LeaveList {
        lang,
        spans: spans
            .iter()
            .filter(|l| l.ends_at > now || change.is_none())
            .map(|l| {
                (
                    zone.format_in(l.starts_at, lang),
                    zone.format_in(l.ends_at, lang),
                )
            })
            .collect(),
        changed: change.map(|c| c.is_some()),
        year,
        used,
        limit: cx.s.leave_days_per_year,
        games,
    }
    .body();
    let subject = mails::leave_subject(change.map(|c| c.is_some()), lang);
    cx.reply_to_sender(&subject, body);
    ok(match change {
        None => "leave listed".to_string(),
        Some(Some((a, b))) => format!("leave {a}..{b}"),
        Some(None) => "leave cancelled".to_string(),
    })
}

/// Checks new leave `[from, to)` against the booked spans and the yearly limit; the spans
/// after booking it.
fn book(
    cx: &mut Ctx<'_>,
    zone: Zone,
    booked: &[Leave],
    from: i64,
    to: i64,
) -> Result<Vec<Leave>, Rejection> {
    if let Some(l) = booked.iter().find(|l| l.starts_at < to && from < l.ends_at) {
        return Err(Rejection::LeaveOverlaps {
            from: zone.format(l.starts_at),
            to: zone.format(l.ends_at),
        });
    }
    let limit = i64::from(cx.s.leave_days_per_year);
    // One span longer than a year (and so than any allowance, at most 366 days) is refused
    // outright: the yearly count below could not even name the years of a span that ends
    // beyond the calendar.
    let days = (to - from + DAY - 1) / DAY;
    if days > 366 {
        return Err(Rejection::LeaveTooLong {
            year: year_of(zone, from),
            days: u32::try_from(days).unwrap_or(u32::MAX),
            limit: limit as u32,
        });
    }
    let mut spans = booked.to_vec();
    spans.push(Leave {
        id: 0,
        starts_at: from,
        ends_at: to,
    });
    spans.sort_by_key(|l| l.starts_at);
    let first_year = year_of(zone, from);
    let last_year = year_of(zone, to - 1);
    for year in first_year..=last_year {
        let days = days_in_year(zone, year, spans.iter().map(|l| (l.starts_at, l.ends_at)));
        if days > limit {
            return Err(Rejection::LeaveTooLong {
                year,
                days: days as u32,
                limit: limit as u32,
            });
        }
    }
    cx.effects.push(Effect::BookLeave {
        address: cx.mail.from.clone(),
        starts_at: from,
        ends_at: to,
    });
    Ok(spans)
}

fn year_of(zone: Zone, t: i64) -> i32 {
    use chrono::Datelike as _;
    zone.date_of(t).year()
}
