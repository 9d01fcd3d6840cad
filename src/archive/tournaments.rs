//! The tournament pages: `tournaments.html` and `tournaments/<n>.html` (facts, crosstable
//! whose results link to their games, rounds).
//!
//! A crosstable cell links each result to its game's page: in a round robin the games of the
//! row's player against the column's, one character per game in round order (a double round
//! robin's `1½` is two links); in a Swiss or knockout the row player's game of the column's
//! round (a knockout round of several games links to the round on the page). A game not
//! published (one still going on, when running games are not) has no link.
//!
//! The ratings shown are each player's in the tournament's variant when it started (the last
//! point of their rating history by then; `–`: none yet), or now while it is open for
//! entries; a player who made their games private shows none, as the rating list leaves
//! them out.

use super::pages::{
    Link, ResultCell, ResultPart, Round, TournamentFacts, TournamentPage, TournamentRow,
    Tournaments,
};
use super::site::{day_time, Data, File};
use askama::Template as _;
use std::collections::BTreeMap;
use yubin_domain::model::{GameRecord, TournamentState, TournamentView};
use yubin_rules::Color;
use yubin_text::crosstable::{Crosstable, Kind};
use yubin_text::mails;
use yubin_text::wording::{self, upper_first, TournamentPart};

impl Data {
    pub(super) fn tournament_pages(&self) -> anyhow::Result<Vec<File>> {
        let mut out = Vec::new();
        let mut list = Vec::new();
        for t in &self.tournaments {
            let r = &t.record;
            let lang = self.lang;
            let fact = |p| wording::tournament_in(t, p, Default::default(), false, lang);
            let day_time = |at| day_time(at, lang);
            let state = yubin_text::archive::tournament_state(
                lang,
                match r.state {
                    TournamentState::Open => "open",
                    TournamentState::Running => "running",
                    TournamentState::Finished => "finished",
                    TournamentState::Cancelled => "cancelled",
                },
            );
            let links: Vec<Link> = t
                .entrants
                .iter()
                .map(|e| self.player_link(&e.address))
                .collect();
            let names: Vec<String> = links.iter().map(|l| l.text.clone()).collect();
            let table = match r.state {
                TournamentState::Running | TournamentState::Finished => {
                    yubin_engine::crosstable_named(&self.settings, t, &names).ok()
                }
                _ => None,
            };
            // The crosstable's rows are in place order: their entrants by name (public
            // names are unique).
            let row_entrants: Vec<Option<usize>> = table
                .as_ref()
                .map(|tb| {
                    tb.rows
                        .iter()
                        .map(|row| names.iter().position(|n| *n == row.name))
                        .collect()
                })
                .unwrap_or_default();
            let row_links = table
                .as_ref()
                .map(|tb| {
                    tb.rows
                        .iter()
                        .zip(&row_entrants)
                        .map(|(row, e)| match e {
                            Some(i) => links[*i].clone(),
                            None => Link {
                                text: row.name.clone(),
                                href: "players.html".to_string(),
                            },
                        })
                        .collect()
                })
                .unwrap_or_default();
            let cells = table
                .as_ref()
                .map(|tb| self.result_cells(t, tb, &row_entrants))
                .unwrap_or_default();
            let ratings = table
                .as_ref()
                .map(|tb| {
                    row_entrants
                        .iter()
                        .take(tb.rows.len())
                        .map(|e| e.map_or("–".to_string(), |i| self.entrant_rating(t, i)))
                        .collect()
                })
                .unwrap_or_default();
            let winners = match (&table, r.state) {
                (Some(tb), TournamentState::Finished) => tb.leaders.join(", "),
                _ => String::new(),
            };
            let mut rounds: BTreeMap<u32, Round> = BTreeMap::new();
            let round = |n: u32| Round {
                number: n,
                rows: Vec::new(),
                byes: Vec::new(),
            };
            for g in &t.games {
                let n = g.setup.tournament.as_ref().map_or(1, |s| s.round);
                rounds
                    .entry(n)
                    .or_insert_with(|| round(n))
                    .rows
                    .push(self.cached_row(g));
            }
            for (n, address) in &t.byes {
                rounds
                    .entry(*n)
                    .or_insert_with(|| round(*n))
                    .byes
                    .push(self.player_link(address));
            }
            let title = format!("{} {}", r.label(), r.terms.name);
            let variant = yubin_text::archive::variant(r.terms.game.variant(), lang);
            let organiser = self.player_link(&r.organiser);
            let page = TournamentPage {
                root: "../",
                lang,
                site: &self.site,
                updated: "",
                title: title.clone(),
                facts: TournamentFacts {
                    variant: variant.clone(),
                    format: fact(TournamentPart::Format),
                    points: fact(TournamentPart::Points),
                    tie_breaks: fact(TournamentPart::TieBreaks),
                    state: fact(TournamentPart::State),
                    start: fact(TournamentPart::Start),
                    time_control: wording::control_in(&r.terms.game.time_control, lang),
                    rated: r.terms.game.rated,
                    organiser_has_page: self.has_page(&r.organiser),
                    organiser,
                    created: day_time(r.created_at),
                    started: r.started_at.map(day_time),
                    finished: match r.state {
                        TournamentState::Finished => r.finished_at.map(day_time),
                        _ => None,
                    },
                    cancelled: match r.state {
                        TournamentState::Cancelled => r.finished_at.map(day_time),
                        _ => None,
                    },
                },
                state: match r.state {
                    TournamentState::Finished => "finished",
                    _ => "",
                },
                rating_now: r.state == TournamentState::Open,
                table,
                links: row_links,
                cells,
                ratings,
                entries: if r.state == TournamentState::Open {
                    links
                        .iter()
                        .enumerate()
                        .map(|(i, l)| (l.clone(), self.entrant_rating(t, i)))
                        .collect()
                } else {
                    Vec::new()
                },
                rounds: rounds.into_values().collect(),
            };
            let href = format!("tournaments/{}.html", r.id);
            out.push((href.clone(), page.render()?));
            list.push(TournamentRow {
                tournament: Link { text: title, href },
                kind: yubin_text::archive::tournament_kind(
                    lang,
                    &upper_first(&fact(TournamentPart::Format)),
                    &variant,
                ),
                state,
                players: t.entrants.len(),
                winners,
            });
        }
        list.reverse();
        let page = Tournaments {
            root: "",
            lang: self.lang,
            site: &self.site,
            updated: "",
            title: yubin_text::archive::page_title(self.lang, "tournaments"),
            rows: list,
        };
        out.push(("tournaments.html".to_string(), page.render()?));
        Ok(out)
    }

    /// Entrant `i`'s rating in the tournament's variant: when it started (the last point of
    /// their history by then), or now while it is open; `–` for none or a private player.
    fn entrant_rating(&self, t: &TournamentView, i: usize) -> String {
        let e = &t.entrants[i];
        if self.players.get(&e.address).is_some_and(|p| p.private) {
            return "–".to_string();
        }
        let variant = t.record.terms.game.variant();
        match t.record.started_at {
            None => e
                .rating
                .as_ref()
                .map_or("–".to_string(), |r| mails::shown_rating(&r.rating)),
            Some(start) => self
                .history
                .get(&(e.address.clone(), variant.name().to_string()))
                .and_then(|h| h.iter().rfind(|p| p.at <= start))
                .map_or("–".to_string(), |p| {
                    mails::shown_rating(&yubin_domain::rating::Rating {
                        rating: p.rating,
                        deviation: p.deviation,
                        volatility: 0.0,
                        updated: Some(p.at),
                    })
                }),
        }
    }

    /// The crosstable's cells with their games' links, row by row (module docs).
    fn result_cells(
        &self,
        t: &TournamentView,
        table: &Crosstable,
        entrants: &[Option<usize>],
    ) -> Vec<Vec<ResultCell>> {
        let address = |row: usize| {
            entrants
                .get(row)
                .copied()
                .flatten()
                .map(|i| t.entrants[i].address.as_str())
        };
        let round_of = |g: &GameRecord| g.setup.tournament.as_ref().map_or(1, |s| s.round);
        let plays = |g: &GameRecord, a: &str| Color::ALL.iter().any(|&c| g.address(c) == a);
        table
            .rows
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let me = address(i);
                row.cells
                    .iter()
                    .enumerate()
                    .map(|(j, cell)| {
                        let class = super::pages::mark_class(&cell.mark);
                        let plain = || ResultCell {
                            class,
                            parts: vec![ResultPart {
                                text: cell.text.clone(),
                                href: None,
                                title: String::new(),
                            }],
                        };
                        let Some(me) = me else { return plain() };
                        match table.kind {
                            Kind::RoundRobin { .. } => {
                                let Some(them) = address(j).filter(|_| i != j) else {
                                    return plain();
                                };
                                let mut games: Vec<&GameRecord> = t
                                    .games
                                    .iter()
                                    .filter(|g| plays(g, me) && plays(g, them))
                                    .collect();
                                games.sort_by_key(|g| (round_of(g), g.id));
                                let mut games = games.into_iter();
                                let parts = cell
                                    .text
                                    .chars()
                                    .map(|c| {
                                        let game = match c {
                                            '.' | 'X' => None,
                                            _ => games.next(),
                                        };
                                        self.part(c.to_string(), game)
                                    })
                                    .collect();
                                ResultCell { class, parts }
                            }
                            Kind::Rounds => {
                                let n = j as u32 + 1;
                                let games: Vec<&GameRecord> = t
                                    .games
                                    .iter()
                                    .filter(|g| round_of(g) == n && plays(g, me))
                                    .collect();
                                match games.as_slice() {
                                    [g] => ResultCell {
                                        class,
                                        parts: vec![self.part(cell.text.clone(), Some(g))],
                                    },
                                    [] => plain(),
                                    _ => ResultCell {
                                        class,
                                        parts: vec![ResultPart {
                                            text: cell.text.clone(),
                                            href: Some(format!("#round-{n}")),
                                            title: yubin_text::archive::round_games(self.lang, n),
                                        }],
                                    },
                                }
                            }
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// A result's text, linked to `game`'s page when it is published.
    fn part(&self, text: String, game: Option<&GameRecord>) -> ResultPart {
        match game.filter(|g| self.published.contains(&g.id)) {
            Some(g) => {
                let row = self.cached_row(g);
                ResultPart {
                    text,
                    href: Some(format!("../{}", row.game.href)),
                    title: yubin_text::archive::result_title(
                        self.lang,
                        &row.game.text,
                        &row.players[0].text,
                        &row.players[1].text,
                        row.result,
                    ),
                }
            }
            None => ResultPart {
                text,
                href: None,
                title: String::new(),
            },
        }
    }
}
