//! The player pages: `players.html` and `players/<slug>.html` (the record, a rating chart and
//! table per variant, and the games from the player's side: opponent, colour, result as a
//! win, draw or loss for them).

use super::chart;
use super::pages::{PlayerPage, PlayerRow, Players, RatingBlock, Record, Side};
use super::site::{day, Data, File};
use askama::Template as _;
use std::collections::BTreeMap;
use yubin_domain::model::{GameRecord, GameResult, Language, RatedPlayer};
use yubin_rules::Color;
use yubin_text::mails;

impl Data {
    pub(super) fn player_pages(&self) -> anyhow::Result<Vec<File>> {
        let mut out = Vec::new();
        let mut list = Vec::new();
        let mut by_player: BTreeMap<&str, Vec<&GameRecord>> = BTreeMap::new();
        for g in &self.games {
            for c in Color::ALL {
                by_player.entry(g.address(c)).or_default().push(g);
            }
        }
        for address in self.listed_players() {
            let games = by_player.get(address.as_str()).cloned().unwrap_or_default();
            let mut record = Record::default();
            for g in &games {
                match g.result {
                    None => record.running += 1,
                    Some(GameResult::Draw) => record.drawn += 1,
                    Some(GameResult::Win(c)) if c == colour_of(g, &address) => record.won += 1,
                    Some(GameResult::Win(_)) => record.lost += 1,
                }
            }
            let mut ratings = Vec::new();
            let mut shown = Vec::new();
            for (v, rated) in &self.ratings {
                let Some(RatedPlayer { rating: r, .. }) =
                    rated.iter().find(|r| r.address == *address)
                else {
                    continue;
                };
                let variant = yubin_text::archive::variant(*v, self.lang);
                let points: Vec<_> = self
                    .history
                    .get(&(address.clone(), v.name().to_string()))
                    .map(|h| h.as_slice())
                    .unwrap_or_default()
                    .iter()
                    .collect();
                let history = points
                    .iter()
                    .map(|p| {
                        let r = yubin_domain::rating::Rating {
                            rating: p.rating,
                            deviation: p.deviation,
                            volatility: r.rating.volatility,
                            updated: Some(p.at),
                        };
                        (day(p.at, self.lang), mails::shown_rating(&r), p.games)
                    })
                    .collect();
                let chart = chart::svg(
                    &points
                        .iter()
                        .map(|p| chart::Point {
                            day: day(p.at, Language::En),
                            rating: p.rating,
                            deviation: p.deviation,
                        })
                        .collect::<Vec<_>>(),
                    &yubin_text::archive::rating_history(self.lang, &variant),
                    &format!("chart-{}", v.name()),
                    self.lang,
                );
                let now = format!(
                    "{} ± {}",
                    mails::shown_rating(&r.rating),
                    r.rating.deviation.round() as i64
                );
                shown.push(format!("{variant} {}", mails::shown_rating(&r.rating)));
                ratings.push(RatingBlock {
                    variant,
                    now,
                    games: r.games,
                    history,
                    chart,
                });
            }
            let link = self.player_link(&address);
            let sides = self
                .newest_first(games.iter().copied())
                .into_iter()
                .map(|g| {
                    let me = colour_of(g, &address);
                    let code = match g.result {
                        None => "going on",
                        Some(GameResult::Draw) => "draw",
                        Some(GameResult::Win(c)) if c == me => "win",
                        Some(GameResult::Win(_)) => "loss",
                    };
                    Side {
                        colour: yubin_text::wording::side(me, self.lang),
                        opponent: self.player_link(g.address(!me)),
                        code,
                        result: yubin_text::archive::own_result(self.lang, code),
                        row: self.cached_row(g),
                    }
                })
                .collect();
            let page = PlayerPage {
                root: "../",
                lang: self.lang,
                site: &self.site,
                updated: "",
                title: link.text.clone(),
                record,
                ratings,
                rows: sides,
            };
            out.push((link.href.clone(), page.render()?));
            list.push(PlayerRow {
                player: link,
                games: games.len(),
                ratings: shown,
            });
        }
        list.sort_by(|a, b| {
            a.player
                .text
                .to_lowercase()
                .cmp(&b.player.text.to_lowercase())
        });
        let page = Players {
            root: "",
            lang: self.lang,
            site: &self.site,
            updated: "",
            title: yubin_text::archive::page_title(self.lang, "players"),
            rows: list,
        };
        out.push(("players.html".to_string(), page.render()?));
        Ok(out)
    }
}

/// The colour `address` plays in `g` (Black when they play both, as against themselves).
fn colour_of(g: &GameRecord, address: &str) -> Color {
    if g.address(Color::Black) == address {
        Color::Black
    } else {
        Color::White
    }
}
