//! The archive's content, read from the store ([`Data::load`]) and turned into pages (pure:
//! [`Data::pages`] and [`Data::game_files`] give each file's path and text).
//!
//! Privacy (README, "The archive"): a game is published only if it is public (a tournament's
//! as the tournament says, a casual game when both players allow it), and only once it is
//! finished unless the archive publishes running games ([`super::Options::every_move`]).
//! Players appear under their display name, or their pseudonym (`player-` and six hex digits
//! of a keyed digest of the address), which also names their page, so a page keeps its
//! address when its player changes name. A player gets a page when they have a published
//! game, or a rating and have not made their games private.

use super::pages::{
    AnalysisView, Download, Filter, GameFacts, GamePage, GameRow, Games, Index, Link, OriginFacts,
    RatingRow, Ratings,
};
use super::{board, graph};
use crate::store::{ArchivePlayer, RatingPoint, Store};
use askama::Template as _;
use std::collections::{HashMap, HashSet};
use yubin_domain::model::{Analysis, Language, Zone};
use yubin_domain::model::{GameId, GameRecord, GameResult, GameState, RatedPlayer, TournamentView};
use yubin_engine::profile::pseudonym;
use yubin_engine::records::export;
use yubin_engine::Settings;
use yubin_records::Format;
use yubin_rules::{Color, Game, Variant};
use yubin_text::mails;
use yubin_text::wording;

/// How many finished games the index shows.
const RECENT: usize = 50;

/// Everything the pages show, read from the store.
pub struct Data {
    /// The games published, by number.
    pub games: Vec<GameRecord>,
    /// Moves per game.
    pub(super) counts: HashMap<GameId, u32>,
    /// Every player, by address.
    pub(super) players: HashMap<String, ArchivePlayer>,
    /// The tournaments published.
    pub(super) tournaments: Vec<TournamentView>,
    /// The rating lists, best first.
    pub(super) ratings: Vec<(Variant, Vec<RatedPlayer>)>,
    /// Rating histories by (address, variant name).
    pub(super) history: HashMap<(String, String), Vec<RatingPoint>>,
    /// The site's name.
    pub(super) site: String,
    /// The pages' language (`archive.language`).
    pub(super) lang: Language,
    /// When it was written, in words.
    pub(super) updated: String,
    /// The server's name in records (the bot's domain).
    pub(super) record_site: String,
    /// The key of the pseudonyms.
    pub(super) settings: Settings,
    /// Each published game's row, made once for every list that shows it.
    pub(super) row_cache: HashMap<GameId, GameRow>,
    /// The games published (each has a page).
    pub(super) published: HashSet<GameId>,
    /// The players who have a page, by address ([`Data::listed_players`]).
    pub(super) listed: HashSet<String>,
    /// The piece sheets given out so far ([`board::sheet_path`]), each written with the
    /// first game that needs it.
    pub(super) sheets: std::cell::RefCell<HashSet<String>>,
}

/// A file of the site: its path from the root and its text.
pub type File = (String, String);

impl Data {
    /// Reads what the archive may show; damaged game rows are left out and returned apart
    /// (as `table/row: problem`), for the log.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn load(
        store: &Store,
        settings: &Settings,
        options: &super::Options,
        now: i64,
    ) -> anyhow::Result<(Data, Vec<String>)> {
        let (mut games, damaged) = store.public_games()?;
        if !options.every_move {
            games.retain(|g| g.state == GameState::Finished);
        }
        let mut problems: Vec<String> = damaged.iter().map(ToString::to_string).collect();
        let private = store.private_tournaments()?;
        let mut tournaments = Vec::new();
        for id in store.tournament_ids()? {
            if private.contains(&id) {
                continue;
            }
            match store.tournament(id) {
                Ok(Some(mut t)) => {
                    if !options.every_move {
                        t.games.retain(|g| g.state == GameState::Finished);
                    }
                    tournaments.push(t);
                }
                Ok(None) => {}
                Err(e) => problems.push(format!("tournament {id}: {e:#}")),
            }
        }
        let players = store
            .archive_players()?
            .into_iter()
            .map(|p| (p.address.clone(), p))
            .collect();
        let ratings = Variant::ALL
            .into_iter()
            .map(|v| Ok((v, store.rating_list(v)?)))
            .collect::<anyhow::Result<_>>()?;
        let site = options
            .title
            .clone()
            .unwrap_or_else(|| format!("yubin · {}", export::site(settings)));
        let mut data = Data {
            games,
            counts: store.move_counts()?,
            players,
            tournaments,
            ratings,
            history: store.rating_histories()?,
            site,
            lang: options.language,
            updated: Zone::default().format_in(now, options.language),
            record_site: export::site(settings).to_string(),
            settings: settings.clone(),
            row_cache: HashMap::new(),
            published: HashSet::new(),
            listed: HashSet::new(),
            sheets: std::cell::RefCell::default(),
        };
        data.row_cache = data.games.iter().map(|g| (g.id, data.row(g))).collect();
        data.published = data.games.iter().map(|g| g.id).collect();
        data.listed = data.listed_players().into_iter().collect();
        Ok((data, problems))
    }

    /// A player's public name: their display name, or their pseudonym.
    pub(super) fn name(&self, address: &str) -> String {
        self.players
            .get(address)
            .and_then(|p| p.name.clone())
            .unwrap_or_else(|| pseudonym(&self.settings, address))
    }

    /// Whether the player of `address` has a page.
    pub(super) fn has_page(&self, address: &str) -> bool {
        self.listed.contains(address)
    }

    /// The link to a player's page.
    pub(super) fn player_link(&self, address: &str) -> Link {
        Link {
            text: self.name(address),
            href: format!("players/{}.html", pseudonym(&self.settings, address)),
        }
    }

    /// The players that get a page, by address: those with a published game, and the rated
    /// ones who did not make their games private.
    pub(super) fn listed_players(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .games
            .iter()
            .flat_map(|g| Color::ALL.map(|c| g.address(c).to_string()))
            .collect();
        for (_, list) in &self.ratings {
            out.extend(
                list.iter()
                    .filter(|r| !self.players.get(&r.address).is_some_and(|p| p.private))
                    .map(|r| r.address.clone()),
            );
        }
        out.sort();
        out.dedup();
        out
    }

    fn row(&self, g: &GameRecord) -> GameRow {
        let played = self.counts.get(&g.id).copied().unwrap_or(0);
        let mut moves = played;
        if g.state == GameState::Active {
            // What observers see of a running tournament game ([`super::refresh`]).
            let delay = yubin_engine::watch::observers::delay(g) as u32;
            moves = moves.saturating_sub(delay);
        }
        let on_turn = (g.state == GameState::Active).then(|| {
            // Black moves first, unless the start (a handicap's) says White.
            let sfen = g.setup.terms.start_sfen.as_deref().unwrap_or_default();
            let first = if sfen.split_whitespace().nth(1) == Some("w") {
                Color::White
            } else {
                Color::Black
            };
            wording::side(if played % 2 == 0 { first } else { !first }, self.lang)
        });
        let (result, outcome) = match (g.state, g.result) {
            (GameState::Finished, Some(r)) => (
                match r {
                    GameResult::Win(Color::Black) => "1-0",
                    GameResult::Win(Color::White) => "0-1",
                    GameResult::Draw => "½-½",
                },
                match g.ending() {
                    Some(ending) => wording::ending_in(&ending, self.lang),
                    // Named as the archive names the players, never by any part of an
                    // address.
                    None => {
                        let mut named = g.clone();
                        named.names = Color::ALL.map(|c| Some(self.name(g.address(c))));
                        mails::named_text(&named, g.result_reason.as_deref().unwrap_or_default())
                    }
                },
            ),
            _ => ("*", String::new()),
        };
        GameRow {
            game: Link {
                text: yubin_text::archive::game_link(self.lang, g.id.0),
                href: format!("games/{}.html", g.id),
            },
            variant: yubin_text::archive::variant(g.setup.variant(), self.lang),
            players: Color::ALL.map(|c| self.player_link(g.address(c))),
            result,
            outcome,
            on_turn,
            moves,
            tournament: g.setup.tournament.as_ref().map(|t| Link {
                text: yubin_text::archive::tournament_round(self.lang, t.id.0, &t.name, t.round),
                href: format!("tournaments/{}.html", t.id),
            }),
            date: day(
                g.finished_at.or(g.started_at).unwrap_or(g.created_at),
                self.lang,
            ),
        }
    }

    /// Game `g`'s row, made once ([`Data::row_cache`]).
    pub(super) fn cached_row(&self, g: &GameRecord) -> GameRow {
        self.row_cache
            .get(&g.id)
            .cloned()
            .unwrap_or_else(|| self.row(g))
    }

    /// `games`, newest first.
    pub(super) fn newest_first<'a>(
        &self,
        games: impl Iterator<Item = &'a GameRecord>,
    ) -> Vec<&'a GameRecord> {
        let mut games: Vec<&GameRecord> = games.collect();
        games.sort_by_key(|g| {
            std::cmp::Reverse((g.finished_at.or(g.started_at).unwrap_or(g.created_at), g.id))
        });
        games
    }

    /// The rows of `games`, newest first.
    pub(super) fn rows<'a>(&self, games: impl Iterator<Item = &'a GameRecord>) -> Vec<GameRow> {
        self.newest_first(games)
            .into_iter()
            .map(|g| self.cached_row(g))
            .collect()
    }

    /// Every page but the games' own.
    pub fn pages(&self) -> anyhow::Result<Vec<File>> {
        let mut out = Vec::new();
        let site = self.site.as_str();
        // Only the index is dated: a page that did not change is not written again.
        let updated = "";
        // The game lists: by variant and result.
        let lang = self.lang;
        let variant_name = |v: Option<Variant>| match v {
            None => yubin_text::archive::result_filter(lang, "all"),
            Some(v) => yubin_text::archive::variant(v, lang),
        };
        let variants: [(&str, String, Option<Variant>); 6] = [
            ("all", variant_name(None), None),
            ("chu", variant_name(Some(Variant::Chu)), Some(Variant::Chu)),
            ("dai", variant_name(Some(Variant::Dai)), Some(Variant::Dai)),
            (
                "tenjiku",
                variant_name(Some(Variant::Tenjiku)),
                Some(Variant::Tenjiku),
            ),
            (
                "daidai",
                variant_name(Some(Variant::DaiDai)),
                Some(Variant::DaiDai),
            ),
            (
                "maka",
                variant_name(Some(Variant::Maka)),
                Some(Variant::Maka),
            ),
        ];
        type Pick = fn(&GameRecord) -> bool;
        let picks: [(&str, Pick); 5] = [
            ("all", |_| true),
            ("running", |g| g.state == GameState::Active),
            ("black", |g| g.result == Some(GameResult::Win(Color::Black))),
            ("white", |g| g.result == Some(GameResult::Win(Color::White))),
            ("draw", |g| g.result == Some(GameResult::Draw)),
        ];
        let results =
            picks.map(|(code, pick)| (code, yubin_text::archive::result_filter(lang, code), pick));
        let filters = |cv: &str, cr: &str| {
            let vs = variants
                .iter()
                .map(|(code, text, _)| Filter {
                    link: Link {
                        text: text.clone(),
                        href: format!("games/{code}-{cr}.html"),
                    },
                    current: *code == cv,
                })
                .collect::<Vec<_>>();
            let rs = results
                .iter()
                .map(|(code, text, _)| Filter {
                    link: Link {
                        text: text.clone(),
                        href: format!("games/{cv}-{code}.html"),
                    },
                    current: *code == cr,
                })
                .collect::<Vec<_>>();
            (vs, rs)
        };
        for (vc, vt, v) in &variants {
            for (rc, rt, pick) in &results {
                let (vs, rs) = filters(vc, rc);
                let games = self
                    .games
                    .iter()
                    .filter(|g| v.is_none_or(|v| g.setup.variant() == v) && pick(g));
                let title = yubin_text::archive::list_title(
                    lang,
                    v.is_some().then_some(vt.as_str()),
                    (*rc != "all").then_some(rt.as_str()),
                );
                let page = Games {
                    root: "../",
                    lang,
                    site,
                    updated,
                    title,
                    rows: self.rows(games),
                    variants: vs,
                    results: rs,
                };
                out.push((format!("games/{vc}-{rc}.html"), page.render()?));
            }
        }
        // The index.
        let (vs, rs) = filters("", "");
        let mut recent = self.rows(self.games.iter().filter(|g| g.state == GameState::Finished));
        recent.truncate(RECENT);
        let index = Index {
            root: "",
            lang,
            site,
            updated: &self.updated,
            title: site.to_string(),
            running: self.rows(self.games.iter().filter(|g| g.state == GameState::Active)),
            recent,
            total: self.games.len(),
            variants: vs,
            results: rs,
        };
        out.push(("index.html".to_string(), index.render()?));
        out.extend(self.player_pages()?);
        out.extend(self.tournament_pages()?);
        // The rating lists.
        let lists = self
            .ratings
            .iter()
            .map(|(v, list)| {
                let rows = list
                    .iter()
                    .filter(|r| !self.players.get(&r.address).is_some_and(|p| p.private))
                    .enumerate()
                    .map(
                        |(
                            i,
                            RatedPlayer {
                                address, rating: r, ..
                            },
                        )| RatingRow {
                            place: i + 1,
                            player: self.player_link(address),
                            rating: mails::shown_rating(&r.rating),
                            deviation: format!("± {}", r.rating.deviation.round() as i64),
                            games: r.games,
                        },
                    )
                    .collect();
                (yubin_text::archive::variant(*v, lang), rows)
            })
            .collect();
        let ratings = Ratings {
            root: "",
            lang,
            site,
            updated,
            title: yubin_text::archive::page_title(lang, "ratings"),
            lists,
        };
        out.push(("ratings.html".to_string(), ratings.render()?));
        Ok(out)
    }

    /// The page of game `rec` (after its moves, `game`) and its exports; with the computer's
    /// `analysis` of a finished game, its evaluation graph, table and marked moves
    /// (`graph.rs`). A page without one is as it was before analyses existed.
    pub fn game_files(
        &self,
        rec: &GameRecord,
        game: &Game,
        analysis: Option<&Analysis>,
    ) -> anyhow::Result<Vec<File>> {
        let row = self.cached_row(rec);
        let names = Color::ALL.map(|c| self.name(rec.address(c)));
        let names = [names[0].as_str(), names[1].as_str()];
        let mut out = Vec::new();
        let mut downloads = Vec::new();
        for format in Format::ALL {
            let Ok(file) = export::export(rec, game, names, &self.record_site, format) else {
                continue;
            };
            let href = format!("games/{}.{}", rec.id, format.name());
            downloads.push(Download {
                link: Link {
                    text: file.file_name,
                    href: href.clone(),
                },
                what: yubin_text::archive::download(self.lang, format.name()),
            });
            out.push((href, file.text));
        }
        // An imported game's row holds a placeholder time control: its record's own terms
        // are shown instead.
        let facts = GameFacts {
            terms: match rec.origin {
                None => mails::terms_in(&rec.setup.terms, rec.setup.tournament.as_ref(), self.lang),
                Some(_) => Vec::new(),
            },
            variant: yubin_text::archive::variant(rec.setup.variant(), self.lang),
            preset: rec.setup.terms.preset.clone(),
            handicap: mails::handicap(&rec.setup.terms).map(|h| match self.lang {
                yubin_text::i18n::Language::En => h.name().to_string(),
                lang => mails::handicap_in(h.description(), lang),
            }),
            started: rec.started_at.map(|t| day_time(t, self.lang)),
            ended: rec.finished_at.map(|t| day_time(t, self.lang)),
            origin: rec.origin.as_ref().map(|o| OriginFacts {
                file: o.file.clone(),
                format: o.format.to_uppercase(),
                site: o.site.clone(),
                event: match (&o.event, &o.round) {
                    (Some(e), Some(r)) => Some(format!("{e}, {r}")),
                    (e, _) => e.clone(),
                },
                time_control: o.time_control.clone(),
                imported: day(o.imported_at, self.lang),
            }),
        };
        let (plies, mut moves) = board::plies(game, self.lang);
        // An analysis is shown for a finished game only: a running game's would help its
        // players.
        let analysis = analysis
            .filter(|_| rec.state == GameState::Finished)
            .map(|a| {
                let rows = graph::rows(game, a, self.lang);
                let notes = graph::notes(&rows);
                for m in &mut moves {
                    m.note = notes.get(&m.n).cloned();
                }
                AnalysisView {
                    svg: graph::svg(game, a, "eval", self.lang),
                    nodes: a.nodes_per_ply,
                    rows,
                }
            })
            .filter(|v| !v.rows.is_empty());
        let rules = game.position().rules();
        let sheet = board::sheet_path(rules);
        if self.sheets.borrow_mut().insert(sheet.clone()) {
            out.push((sheet.clone(), board::sheet(rules)));
        }
        let page = GamePage {
            sheet,
            root: "../",
            lang: self.lang,
            site: &self.site,
            updated: "",
            title: yubin_text::archive::game_title(self.lang, rec.id.0, names[0], names[1]),
            facts,
            files: board::files(game),
            plies,
            moves,
            legend: board::legend(game, self.lang),
            text_board: board::text(game),
            downloads,
            row,
            analysis,
        };
        out.push((format!("games/{}.html", rec.id), page.render()?));
        Ok(out)
    }
}

/// `2026-11-24 17:05 UTC`; `2026年11月24日（火）17:05 UTC` in Japanese.
pub(super) fn day_time(t: i64, lang: Language) -> String {
    Zone::default().format_in(t, lang)
}

/// `2026-11-24`; `2026年11月24日` in Japanese.
pub(super) fn day(t: i64, lang: Language) -> String {
    let d = chrono::DateTime::from_timestamp(t, 0).unwrap_or_default();
    match lang {
        Language::En => d.format("%Y-%m-%d").to_string(),
        Language::Ja => d.format("%Y年%-m月%-d日").to_string(),
    }
}
