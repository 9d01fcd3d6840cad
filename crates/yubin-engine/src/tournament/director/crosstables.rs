//! The director's crosstable mails: after a game, after the operator annulled one, the
//! final one, and the observers' copies.

use super::{crown, final_subject, last_result, latest, notices, table, Director};
use crate::context::domain;
use crate::effect::Effect;
use std::collections::BTreeMap;
use yubin_domain::model::{CorruptRow, GameId, GameState, Language, TournamentState};
use yubin_domain::msgid::MessageId;
use yubin_text::mails::subjects::TournamentSubject;
use yubin_text::mails::{self, Body, Stage};

impl Director<'_> {
    /// The crosstable `after` a game or an annulment to every entrant who wants it and to
    /// the observers; `count` finished and `aborted` games make its Message-IDs.
    pub(super) fn crosstables(
        &mut self,
        after: Stage,
        count: u32,
        aborted: u32,
        last: Option<GameId>,
    ) -> Result<(), CorruptRow> {
        let t = table::crosstable(&self.view).map_err(|e| self.damaged(e.to_string()))?;
        let record = self.view.record.clone();
        let subject = |lang| notices::subject_about(&record, lang, after_subject(after));
        // Entrants who turned them off get none (`crosstables T3 off`); the others'
        // carry a `List-Unsubscribe` that stops them (`crate::years::unsubscribe`).
        let to: Vec<String> = self
            .audience()
            .into_iter()
            .filter(|a| self.view.entrant(a).is_none_or(|e| e.crosstables))
            .collect();
        let first = self.effects.len();
        // Its Message-ID is one the bot reads back: `unsubscribe` in a reply stops them.
        let id = |d: &Self, n| {
            MessageId::Crosstable {
                tournament: d.view.record.id,
                count,
                aborted,
                n,
            }
            .format(domain(&d.s.bot_address))
        };
        self.send_each(&to, id, subject, |lang| {
            mails::CrosstableUpdate {
                lang,
                t: t.clone(),
                after,
            }
            .body()
        });
        crate::years::unsubscribe::crosstables_header(
            self.s,
            &self.view,
            &mut self.effects[first..],
        );
        let tag = match aborted {
            0 => format!("x{count}"),
            a => format!("x{count}a{a}"),
        };
        let last = match after {
            Stage::Annulled(_) => None,
            _ => last,
        };
        self.send_watchers(after, None, &tag, last);
        Ok(())
    }

    /// The crosstable now, with a knockout's `champion` (the winner of the final whatever
    /// the scores) alone as its leader.
    pub(super) fn final_table(
        &self,
        champion: Option<usize>,
    ) -> Result<yubin_text::crosstable::Crosstable, CorruptRow> {
        let mut t = table::crosstable(&self.view).map_err(|e| self.damaged(e.to_string()))?;
        if let Some(champion) = champion {
            crown(&mut t, self.view.entrants[champion].shown());
        }
        Ok(t)
    }

    /// The end: the final crosstable and the winner (`champion`: a knockout's).
    pub(super) fn end(&mut self, champion: Option<usize>) -> Result<(), CorruptRow> {
        let t = self.final_table(champion)?;
        let r = &mut self.view.record;
        r.state = TournamentState::Finished;
        r.finished_at = Some(self.now);
        self.changed = true;
        let record = r.clone();
        let subject = |lang| final_subject(&record, &t, lang);
        let to = self.audience();
        self.send_each(
            &to,
            |d, n| d.id("final", n),
            subject,
            |lang| mails::CrosstableFinal { lang, t: t.clone() }.body(),
        );
        let last = latest(&self.view, GameState::Finished);
        self.send_watchers(Stage::Now, Some(champion), "final", last);
        Ok(())
    }

    /// A crosstable to the tournament's observers (`watch T3`) who do not get it as
    /// players or organiser, with the result of game `last` that brought it: the final one
    /// when `end` is given (with a knockout's champion). Observers may be anyone, so the
    /// players are named as game records name them (display names, else pseudonyms), never
    /// by address.
    pub(super) fn send_watchers(
        &mut self,
        after: Stage,
        end: Option<Option<usize>>,
        tag: &str,
        last: Option<GameId>,
    ) {
        let audience = self.audience();
        let to: Vec<String> = self
            .view
            .watchers
            .iter()
            .filter(|w| !audience.contains(&w.address))
            .map(|w| w.address.clone())
            .collect();
        if to.is_empty() {
            return;
        }
        // The players' crosstable was made from the same view a moment ago.
        let Ok(mut t) = table::crosstable(&self.view) else {
            return;
        };
        if let Some(Some(champion)) = end {
            t.leaders = vec![self.view.entrants[champion].shown().to_string()];
        }
        let r = self.view.record.clone();
        let subject = |lang| match (end, after) {
            (None, Stage::Annulled(g)) => {
                notices::subject_about(&r, lang, TournamentSubject::AfterAnnulment(g))
            }
            (None, _) => notices::subject_about(
                &r,
                lang,
                TournamentSubject::AfterGame(last.unwrap_or_default()),
            ),
            (Some(_), _) => final_subject(&r, &t, lang),
        };
        let last_game = last.and_then(|id| self.view.games.iter().find(|g| g.id == id).cloned());
        let label = self.view.record.label();
        let body = |lang| {
            let last = last_game.as_ref().and_then(|g| last_result(g, lang));
            mails::ObservedCrosstable {
                lang,
                t: t.clone(),
                after,
                last: end.is_some(),
                note: mails::ObserverNote {
                    label: label.clone(),
                    last,
                },
            }
            .body()
        };
        let tag = format!("{tag}o");
        // Replies go to the tournament's observer address: `unwatch` alone there stops it.
        let observers = yubin_domain::token::watch_address(
            &self.s.bot_address,
            yubin_domain::model::Watched::Tournament(self.view.record.id),
        );
        let mut bodies: BTreeMap<Language, Body> = BTreeMap::new();
        for (n, address) in to.iter().enumerate() {
            let lang = self.lang_of(address);
            let body = bodies.entry(lang).or_insert_with(|| body(lang)).clone();
            let id = self.id(&tag, n);
            let reply_to = Some(observers.clone());
            self.send_replying_to(address, id, subject(lang), body, reply_to);
            // An observer's crosstable: its `List-Unsubscribe` stops this tournament's.
            let stream = yubin_domain::model::Stream::Watched(
                yubin_domain::model::Watched::Tournament(self.view.record.id),
            );
            if let Some(Effect::Send(mail)) = self.effects.last_mut() {
                mail.unsubscribe = Some(crate::years::unsubscribe::header(self.s, stream, address));
            }
        }
    }
}

/// The subject of the crosstable `after` a stage of the tournament.
fn after_subject(after: Stage) -> TournamentSubject<'static> {
    match after {
        Stage::Annulled(g) => TournamentSubject::AfterAnnulment(g),
        Stage::Game(g) => TournamentSubject::AfterGame(g),
        Stage::Round(_) | Stage::Now => TournamentSubject::AfterGame(GameId::default()),
    }
}
