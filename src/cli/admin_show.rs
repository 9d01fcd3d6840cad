//! The text of `yubin admin …` and `yubin status` (for the operator, in English; addresses
//! shown, since the operator runs the service). Instants in UTC.

use crate::store::{
    AdminEntry, Ban, GameRow, InboundRow, OutboxRow, PendingMove, PlayerRow, Status,
};
use std::fmt::Write as _;
use yubin_domain::model::{GameRecord, MoveRecord};
use yubin_engine::Settings;
use yubin_rules::Game;

/// An instant as the operator reads it: `2026-11-28 22:21 UTC`; `-` for none.
pub fn when(t: Option<i64>) -> String {
    t.and_then(|t| chrono::DateTime::from_timestamp(t, 0))
        .map_or_else(
            || "-".into(),
            |d| d.format("%Y-%m-%d %H:%M UTC").to_string(),
        )
}

/// Rows as columns, each as wide as its widest cell, separated by two spaces.
fn table(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for r in rows {
        for (w, c) in widths.iter_mut().zip(r) {
            *w = (*w).max(c.chars().count());
        }
    }
    let mut out = String::new();
    let line = |cells: &mut dyn Iterator<Item = &str>, out: &mut String| {
        let mut l = String::new();
        for (c, w) in cells.zip(&widths) {
            let _ = write!(l, "{c:<w$}  ");
        }
        out.push_str(l.trim_end());
        out.push('\n');
    };
    line(&mut header.iter().copied(), &mut out);
    for r in rows {
        line(&mut r.iter().map(String::as_str), &mut out);
    }
    out
}

/// `yubin admin players`.
pub fn players(rows: &[PlayerRow], pseudonym: &dyn Fn(&str) -> String) -> String {
    if rows.is_empty() {
        return "no players\n".into();
    }
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|p| {
            vec![
                p.address.clone(),
                if p.name.is_empty() {
                    "-".into()
                } else {
                    p.name.clone()
                },
                pseudonym(&p.address),
                p.games.to_string(),
                when(p.last_seen),
            ]
        })
        .collect();
    let mut out = table(
        &["address", "name", "pseudonym", "games", "last mail"],
        &cells,
    );
    let _ = writeln!(out, "{} players", rows.len());
    out
}

/// `yubin admin games`.
pub fn games(rows: &[GameRow]) -> String {
    if rows.is_empty() {
        return "no games\n".into();
    }
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|g| {
            vec![
                g.id.to_string(),
                g.variant.clone(),
                g.players[0].clone(),
                g.players[1].clone(),
                g.state.clone(),
                g.result.clone().unwrap_or_else(|| "-".into()),
                g.plies.to_string(),
                g.tournament.map_or_else(|| "-".into(), |t| t.to_string()),
            ]
        })
        .collect();
    let mut out = table(
        &[
            "game",
            "variant",
            "black",
            "white",
            "state",
            "result",
            "plies",
            "tournament",
        ],
        &cells,
    );
    let _ = writeln!(out, "{} games", rows.len());
    out
}

/// One line of an inbound mail: `#12  2026-… alice@…  processed  "subject"  (note)`.
fn inbound_line(m: &InboundRow) -> String {
    let note = if m.note.is_empty() {
        String::new()
    } else {
        format!(" ({})", m.note)
    };
    format!(
        "  #{}  {}  {}  {}  {:?}{note}\n",
        m.id,
        when(Some(m.received_at)),
        m.sender,
        m.status,
        m.subject
    )
}

/// One line of a mail the bot queued, and its delivery.
fn outbox_line(o: &OutboxRow) -> String {
    let error = o
        .last_error
        .as_deref()
        .map_or_else(String::new, |e| format!(", last error: {e}"));
    format!(
        "  {}  to {}  {:?}  {} (attempts: {}{error})  <{}>\n",
        when(Some(o.created_at)),
        o.recipient,
        o.subject,
        o.state,
        o.attempts,
        o.message_id
    )
}

/// `yubin admin game N`.
pub fn game(
    settings: &Settings,
    rec: &GameRecord,
    game: &Game,
    moves: &[MoveRecord],
    inbound: &[InboundRow],
    out: &[OutboxRow],
) -> String {
    let rec = yubin_engine::profile::named(settings, rec.clone());
    let mut s = String::new();
    let _ = writeln!(s, "Game {}: {}", rec.id, rec.setup.variant().name());
    let result = rec.result.map_or("-", |r| r.as_str());
    let _ = writeln!(s, "state: {}, result: {result}", rec.state.as_str());
    if let Some(r) = &rec.result_reason {
        let _ = writeln!(s, "how: {r}");
    }
    for c in yubin_rules::Color::ALL {
        let side = match c {
            yubin_rules::Color::Black => "black",
            yubin_rules::Color::White => "white",
        };
        let challenger = if rec.setup.challenger == c {
            ", challenger"
        } else {
            ""
        };
        let _ = writeln!(
            s,
            "{side}: {} ({}{challenger})",
            rec.address(c),
            rec.name(c)
        );
    }
    if let Some(t) = &rec.setup.tournament {
        let _ = writeln!(
            s,
            "tournament {} ({}), round {}, board {}",
            t.id.0, t.name, t.round, t.board
        );
    }
    let view = yubin_text::mails::game_view_in(
        &rec,
        game,
        yubin_rules::Color::Black,
        yubin_domain::model::Language::En,
    );
    s.push_str("terms:\n");
    for t in &view.terms {
        let _ = writeln!(s, "  {t}");
    }
    let _ = writeln!(
        s,
        "created {}, started {}, finished {}",
        when(Some(rec.created_at)),
        when(rec.started_at),
        when(rec.finished_at)
    );
    if rec.state.is_open() {
        let _ = writeln!(
            s,
            "deadline {}, next reminder {}",
            when(rec.deadline),
            when(rec.remind_at)
        );
    }
    let _ = writeln!(s, "moves ({}):", moves.len());
    for m in moves {
        let _ = writeln!(
            s,
            "  {:>4}. {:<12} {:<12} {}",
            m.ply,
            m.written,
            m.usi,
            when(Some(m.played_at))
        );
    }
    let _ = writeln!(s, "mails in ({}):", inbound.len());
    for m in inbound {
        s.push_str(&inbound_line(m));
    }
    let _ = writeln!(s, "mails out ({}):", out.len());
    for o in out {
        s.push_str(&outbox_line(o));
    }
    s
}

/// `yubin admin mail ID`.
pub fn mail(m: &InboundRow, replies: &[OutboxRow]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "Mail #{} of the inbound log", m.id);
    let _ = writeln!(s, "message-id: <{}>", m.message_id);
    let _ = writeln!(s, "from: {}", m.sender);
    let _ = writeln!(s, "subject: {:?}", m.subject);
    let _ = writeln!(s, "read: {}", when(Some(m.received_at)));
    let keyed = if m.keyed { "yes (a game's key)" } else { "no" };
    let _ = writeln!(s, "reply key: {keyed}");
    let what = match m.status.as_str() {
        "processed" => "processed: a command was carried out",
        "rejected" => "rejected: answered with an error",
        "ignored" => "ignored: not answered",
        other => other,
    };
    let _ = writeln!(s, "decision: {what}");
    if !m.note.is_empty() {
        let _ = writeln!(s, "note: {}", m.note);
    }
    if m.body.is_empty() {
        s.push_str("text kept: none (kept only for mails not acted on)\n");
    } else {
        s.push_str("text kept:\n");
        for l in m.body.lines() {
            let _ = writeln!(s, "  | {l}");
        }
    }
    let _ = writeln!(s, "replies ({}):", replies.len());
    for o in replies {
        s.push_str(&outbox_line(o));
    }
    s
}

/// `yubin admin bans`.
pub fn bans(rows: &[Ban]) -> String {
    if rows.is_empty() {
        return "no bans\n".into();
    }
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|b| {
            vec![
                b.pattern.clone(),
                when(Some(b.banned_at)),
                b.actor.clone(),
                b.reason.clone(),
            ]
        })
        .collect();
    table(&["banned", "since", "by", "reason"], &cells)
}

/// `yubin admin moves` at `now`, `days` being `[years] move_after_bounce_days`.
pub fn moves(rows: &[PendingMove], now: i64, days: u32) -> String {
    use yubin_engine::years::moving::{approvable, ApproveRefusal};
    if rows.is_empty() {
        return "no address change waits\n".into();
    }
    let said = |t: Option<i64>| if t.is_some() { "yes" } else { "waiting" }.to_string();
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|p| {
            let r = &p.request;
            let bounces = match r.bouncing_since(p.marked) {
                Some(since) => format!(
                    "since {} ({} days)",
                    when(Some(since)),
                    (now - since) / 86_400
                ),
                None => "no".into(),
            };
            let approve = match approvable(r, p.marked, now, days) {
                Ok(()) if r.old_confirmed_at.is_some() => "not needed".into(),
                Ok(()) => "now".into(),
                Err(ApproveRefusal::NewUnconfirmed) => {
                    "no: the new address has not confirmed".into()
                }
                Err(ApproveRefusal::OldDelivered) => "no: the old address does not bounce".into(),
                Err(ApproveRefusal::NotYet { from, expires, .. }) if from > expires => {
                    "no: it lapses first".into()
                }
                Err(ApproveRefusal::NotYet { from, .. }) => format!("from {}", when(Some(from))),
                Err(other) => format!("no: {other}"),
            };
            vec![
                r.id.to_string(),
                if p.name.is_empty() {
                    "-".into()
                } else {
                    p.name.clone()
                },
                r.old.clone(),
                r.new.clone(),
                when(Some(r.asked_at)),
                when(Some(r.expires_at())),
                said(r.old_confirmed_at),
                said(r.new_confirmed_at),
                bounces,
                approve,
            ]
        })
        .collect();
    let mut out = table(
        &[
            "id",
            "name",
            "old address",
            "new address",
            "asked",
            "lapses",
            "old said yes",
            "new said yes",
            "old bounces",
            "approve",
        ],
        &cells,
    );
    let _ = writeln!(
        out,
        "approve-move needs the new address's yes and an old address that has bounced for {days} days \
         ([years] move_after_bounce_days); check that the person behind the new address is the player \
         (they know their games) before approving"
    );
    out
}

/// `yubin admin log`.
pub fn log(rows: &[AdminEntry]) -> String {
    if rows.is_empty() {
        return "the admin log is empty\n".into();
    }
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|e| {
            vec![
                when(Some(e.at)),
                e.actor.clone(),
                e.action.clone(),
                e.target.clone(),
                e.reason.clone(),
            ]
        })
        .collect();
    table(&["when", "who", "action", "on", "reason"], &cells)
}

/// `yubin status` as text, at `now`.
pub fn status(s: &Status, now: i64) -> String {
    let mut o = String::new();
    let pass = match s.last_pass {
        None => "never (no service has run on this database since it has had migration 31)".into(),
        Some(t) => format!(
            "{} ({} ago; the service started {}, {} passes since)",
            when(Some(t)),
            ago(now - t),
            when(s.service_started),
            s.passes
        ),
    };
    let _ = writeln!(o, "last pass of the loop: {pass}");
    let _ = writeln!(
        o,
        "outbox: {} unsent, {} given up",
        s.outbox_unsent, s.outbox_failed
    );
    let _ = writeln!(
        o,
        "inbound: {} set aside, {} failing and retried",
        s.mails_set_aside, s.attempts_failing
    );
    let _ = writeln!(o, "failures in the last day: {}", s.failures_last_day);
    let _ = writeln!(o, "next deadline or reminder: {}", when(s.next_deadline));
    let g = &s.games;
    let _ = writeln!(
        o,
        "players: {}; games: {} challenged, {} active, {} finished, {} other; tournaments: {} ({} open or running); bans: {}",
        s.players, g.challenged, g.active, g.finished, g.other, s.tournaments, s.tournaments_open, s.bans
    );
    o
}

/// A span of seconds, roughly: `42 s`, `5 min`, `3 h`, `2 days`.
fn ago(secs: i64) -> String {
    match secs.max(0) {
        s if s < 120 => format!("{s} s"),
        s if s < 7200 => format!("{} min", s / 60),
        s if s < 2 * 86_400 => format!("{} h", s / 3600),
        s => format!("{} days", s / 86_400),
    }
}
