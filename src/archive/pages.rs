//! The archive's pages as data for their templates (`templates/archive/`), one struct per
//! page. Links are relative: a page knows the way back to the site's root (`root`, `""` or
//! `"../"`), so the site can be served from any path or opened from the disk.

use super::board::{KeyEntry, MoveLine, Ply};
use askama::Template;
use yubin_domain::model::Language;
use yubin_text::crosstable::{Crosstable, Mark};

/// A link: its text and where it goes (from the site's root).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    /// What it says.
    pub text: String,
    /// Where it goes, from the root (`players/player-1a2b3c.html`).
    pub href: String,
}

/// One game in a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    /// Its page.
    pub game: Link,
    /// `Chu Shogi`.
    pub variant: String,
    /// Black, then White.
    pub players: [Link; 2],
    /// `1-0`, `0-1`, `½-½`, or `*` while it goes on.
    pub result: &'static str,
    /// How it ended (`black wins: white resigned`); empty while it goes on.
    pub outcome: String,
    /// While it goes on: the side to move (`black`).
    pub on_turn: Option<String>,
    /// Moves (plies) played.
    pub moves: u32,
    /// Its tournament and round (`T3 Autumn, round 2`), if any.
    pub tournament: Option<Link>,
    /// The day it ended, or began (`2026-11-24`).
    pub date: String,
}

/// One filter of the game lists: a link, and whether it is the page shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Filter {
    /// The link.
    pub link: Link,
    /// Whether it is this page.
    pub current: bool,
}

/// `index.html`: the games going on and the latest finished.
#[derive(Template)]
#[template(path = "archive/index.html")]
pub struct Index<'a> {
    pub root: &'static str,
    /// The pages' language (`archive.language`).
    pub lang: Language,
    pub site: &'a str,
    pub updated: &'a str,
    pub title: String,
    pub running: Vec<GameRow>,
    pub recent: Vec<GameRow>,
    pub total: usize,
    pub variants: Vec<Filter>,
    pub results: Vec<Filter>,
}

/// `games/<variant>-<result>.html`: every game of a variant with a result, newest first.
#[derive(Template)]
#[template(path = "archive/games.html")]
pub struct Games<'a> {
    pub root: &'static str,
    /// The pages' language (`archive.language`).
    pub lang: Language,
    pub site: &'a str,
    pub updated: &'a str,
    pub title: String,
    pub rows: Vec<GameRow>,
    pub variants: Vec<Filter>,
    pub results: Vec<Filter>,
}

/// A file of the game to download.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Download {
    /// The link (`12.kif`).
    pub link: Link,
    /// What it is for: `KIF (lishogi)`.
    pub what: String,
}

/// What a game page says of the game (the sentences are the template's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameFacts {
    /// The lines of the game mails about its terms (its tournament place, its rules); none
    /// for an imported game, whose terms are its record's.
    pub terms: Vec<String>,
    /// `Chu Shogi`.
    pub variant: String,
    /// The rules preset.
    pub preset: String,
    /// The handicap's name.
    pub handicap: Option<String>,
    /// `2026-11-24 17:05`, UTC.
    pub started: Option<String>,
    /// When it ended, likewise.
    pub ended: Option<String>,
    /// Where an imported game's record came from.
    pub origin: Option<OriginFacts>,
}

/// Where an imported game's record came from, as its page says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OriginFacts {
    /// The file's name.
    pub file: String,
    /// `KIF`, `PGN`, `USI`, `JSON`.
    pub format: String,
    /// Where it was played, as the record says.
    pub site: Option<String>,
    /// The event and round.
    pub event: Option<String>,
    /// The time control, in the record's words.
    pub time_control: Option<String>,
    /// The day it was imported.
    pub imported: String,
}

/// What a tournament page says of the tournament, each a phrase of its wording
/// (`engine::wording::tournament`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentFacts {
    /// `Chu Shogi`.
    pub variant: String,
    /// `a round robin`.
    pub format: String,
    /// `1 a win, ½ a draw, …`.
    pub points: String,
    /// `wins (Baumbach), Sonneborn-Berger, direct encounter`.
    pub tie_breaks: String,
    /// `finished`.
    pub state: String,
    /// `it started on 2027-01-18 21:00 UTC`.
    pub start: String,
    /// Its games' time control: `7 days per move`.
    pub time_control: String,
    /// Whether its games are rated.
    pub rated: bool,
    /// Who created it, by their public name.
    pub organiser: Link,
    /// Whether the organiser has a page (else their name is not a link).
    pub organiser_has_page: bool,
    /// When it was created, started, finished or cancelled (`2026-11-24 17:05 UTC`).
    pub created: String,
    pub started: Option<String>,
    pub finished: Option<String>,
    pub cancelled: Option<String>,
}

/// A part of a crosstable cell: a result, linked to its game when published.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultPart {
    /// `1`, `½`, `12w1`.
    pub text: String,
    /// The game's page, from the tournament page (`../games/5.html`).
    pub href: Option<String>,
    /// What the link goes to: `Game 5: Bob (Black) against Alice (White), 1-0`.
    pub title: String,
}

/// A crosstable cell: its class and its results (a double round robin's cell holds two).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultCell {
    /// `won`, `lost`, `own` or empty.
    pub class: &'static str,
    pub parts: Vec<ResultPart>,
}

/// `games/<id>.html`: one game, its board after every ply.
#[derive(Template)]
#[template(path = "archive/game.html")]
pub struct GamePage<'a> {
    pub root: &'static str,
    /// The pages' language (`archive.language`).
    pub lang: Language,
    pub site: &'a str,
    pub updated: &'a str,
    pub title: String,
    pub row: GameRow,
    /// The game's facts: its tournament place, rules, handicap, dates, origin.
    pub facts: GameFacts,
    /// The piece sheet's path from the site's root.
    pub sheet: String,
    /// The file numbers over the boards, left to right.
    pub files: Vec<u8>,
    /// The board after every ply, the start first.
    pub plies: Vec<Ply>,
    /// The moves.
    pub moves: Vec<MoveLine>,
    /// The key to the pieces present in the game.
    pub legend: Vec<KeyEntry>,
    /// The last position as text.
    pub text_board: String,
    /// The exports.
    pub downloads: Vec<Download>,
    /// The computer's analysis, when the game has one.
    pub analysis: Option<AnalysisView>,
}

/// An analysed game's evaluation on its page (`graph.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysisView {
    /// The graph (an SVG).
    pub svg: String,
    /// The search's node budget per position, which the caption names.
    pub nodes: u64,
    /// The evaluation after each move.
    pub rows: Vec<super::graph::EvalRow>,
}

impl GamePage<'_> {
    /// The last ply.
    pub fn last(&self) -> usize {
        self.plies.len() - 1
    }

    /// The first line: the players (links), the result and how it ended or who is to play.
    pub fn players_line(&self) -> String {
        let row = &self.row;
        let state = match &row.on_turn {
            Some(t) => yubin_text::archive::going_on(self.lang, t),
            None => row.outcome.clone(),
        };
        let link = |l: &Link| yubin_text::archive::link(self.root, &l.href, &l.text);
        yubin_text::archive::game_players(
            self.lang,
            &link(&row.players[0]),
            &link(&row.players[1]),
            row.result,
            &state,
        )
    }
}

/// One player in the list of players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    /// Their page.
    pub player: Link,
    /// Their public games.
    pub games: usize,
    /// Their ratings: `Chu 1623`.
    pub ratings: Vec<String>,
}

/// `players.html`.
#[derive(Template)]
#[template(path = "archive/players.html")]
pub struct Players<'a> {
    pub root: &'static str,
    /// The pages' language (`archive.language`).
    pub lang: Language,
    pub site: &'a str,
    pub updated: &'a str,
    pub title: String,
    pub rows: Vec<PlayerRow>,
}

impl Players<'_> {
    /// What separates a player's ratings.
    pub fn comma(&self) -> String {
        yubin_text::archive::t(self.lang, "archive-comma")
    }
}

/// A player's rating in one variant, and how it went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingBlock {
    /// `Chu Shogi`.
    pub variant: String,
    /// `1623 ± 87`, `?` marking a provisional rating.
    pub now: String,
    /// Rated games.
    pub games: u32,
    /// `(date, rating, games)`, oldest first.
    pub history: Vec<(String, String, u32)>,
    /// The history as an SVG chart (`chart::svg`), empty without history.
    pub chart: String,
}

/// A game from one player's side, for their page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Side {
    /// The game's row (its link, date, result, variant, tournament).
    pub row: GameRow,
    /// `black` or `white`: the colour the player had.
    pub colour: String,
    /// The opponent.
    pub opponent: Link,
    /// `win`, `draw`, `loss` or `going on`, for the player.
    pub code: &'static str,
    /// The same in the pages' language.
    pub result: String,
}

/// Results of a player's games: won, drawn, lost, going on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Record {
    pub won: usize,
    pub drawn: usize,
    pub lost: usize,
    pub running: usize,
}

/// `players/<slug>.html`.
#[derive(Template)]
#[template(path = "archive/player.html")]
pub struct PlayerPage<'a> {
    pub root: &'static str,
    /// The pages' language (`archive.language`).
    pub lang: Language,
    pub site: &'a str,
    pub updated: &'a str,
    pub title: String,
    pub record: Record,
    pub ratings: Vec<RatingBlock>,
    /// Their games from their side, newest first.
    pub rows: Vec<Side>,
}

impl PlayerPage<'_> {
    /// The player's record in words.
    pub fn record_line(&self) -> String {
        let r = &self.record;
        yubin_text::archive::record(self.lang, r.won, r.drawn, r.lost, r.running)
    }
}

/// One tournament in the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRow {
    /// Its page (`T3 Autumn`).
    pub tournament: Link,
    /// `Round robin, Chu Shogi`.
    pub kind: String,
    /// `open`, `running`, `finished`, `cancelled`.
    pub state: String,
    /// Players entered.
    pub players: usize,
    /// The winners, when it is over.
    pub winners: String,
}

/// `tournaments.html`.
#[derive(Template)]
#[template(path = "archive/tournaments.html")]
pub struct Tournaments<'a> {
    pub root: &'static str,
    /// The pages' language (`archive.language`).
    pub lang: Language,
    pub site: &'a str,
    pub updated: &'a str,
    pub title: String,
    pub rows: Vec<TournamentRow>,
}

/// One round of a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// From 1.
    pub number: u32,
    /// Its games.
    pub rows: Vec<GameRow>,
    /// Its byes (names).
    pub byes: Vec<Link>,
}

/// `tournaments/<id>.html`.
#[derive(Template)]
#[template(path = "archive/tournament.html")]
pub struct TournamentPage<'a> {
    pub root: &'static str,
    /// The pages' language (`archive.language`).
    pub lang: Language,
    pub site: &'a str,
    pub updated: &'a str,
    pub title: String,
    pub facts: TournamentFacts,
    pub state: &'static str,
    /// The crosstable, once it has started; its names link to the players' pages.
    pub table: Option<Crosstable>,
    /// The players' links in the crosstable's row order.
    pub links: Vec<Link>,
    /// The crosstable's cells with their games' links, in its row order.
    pub cells: Vec<Vec<ResultCell>>,
    /// The players' ratings in the crosstable's row order.
    pub ratings: Vec<String>,
    /// Whether the ratings are today's (a tournament open for entries), not the start's.
    pub rating_now: bool,
    /// The entries of a tournament not started, with their ratings.
    pub entries: Vec<(Link, String)>,
    pub rounds: Vec<Round>,
}

impl TournamentPage<'_> {
    /// The link of the crosstable's row `i`.
    pub fn link(&self, i: &usize) -> &Link {
        &self.links[*i]
    }

    /// The cells of the crosstable's row `i`.
    pub fn cells(&self, i: &usize) -> &[ResultCell] {
        &self.cells[*i]
    }

    /// The rating of the crosstable's row `i`.
    pub fn rating(&self, i: &usize) -> &str {
        &self.ratings[*i]
    }

    /// The organiser's line, as HTML: their name, linked to their page if they have one.
    pub fn organiser_line(&self) -> String {
        let o = &self.facts.organiser;
        let name = if self.facts.organiser_has_page {
            yubin_text::archive::link(self.root, &o.href, &o.text)
        } else {
            yubin_text::archive::escaped(&o.text)
        };
        yubin_text::archive::organiser(self.lang, &name)
    }

    /// Its state as a sentence begins (askama's `capitalize`: the first letter upper case,
    /// the rest lower case).
    pub fn state_shown(&self) -> String {
        let mut chars = self.facts.state.chars();
        match chars.next() {
            Some(c) => c
                .to_uppercase()
                .chain(chars.flat_map(char::to_lowercase))
                .collect(),
            None => String::new(),
        }
    }

    /// The crosstable's tie-breaks in order, in words.
    pub fn tie_breaks(&self) -> String {
        let order = self
            .table
            .as_ref()
            .map(|t| t.order.as_slice())
            .unwrap_or_default();
        yubin_text::archive::tie_breaks(self.lang, order)
    }
}

/// One line of a rating list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingRow {
    /// Place, from 1.
    pub place: usize,
    pub player: Link,
    /// `1623`, with `?` when provisional.
    pub rating: String,
    /// `± 87`.
    pub deviation: String,
    pub games: u32,
}

/// `ratings.html`: one list per variant.
#[derive(Template)]
#[template(path = "archive/ratings.html")]
pub struct Ratings<'a> {
    pub root: &'static str,
    /// The pages' language (`archive.language`).
    pub lang: Language,
    pub site: &'a str,
    pub updated: &'a str,
    pub title: String,
    /// `(variant, its list)`.
    pub lists: Vec<(String, Vec<RatingRow>)>,
}

/// The class of a crosstable cell.
pub fn mark_class(m: &Mark) -> &'static str {
    match m {
        Mark::Own => "own",
        Mark::Won => "won",
        Mark::Lost => "lost",
        Mark::Other => "",
    }
}
