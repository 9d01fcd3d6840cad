//! The static HTML archive: a site of plain files that any web server (or a browser, from
//! the disk) shows, written by `yubin archive build DIR` and kept up to date by the daemon
//! when `[archive] dir` is set.
//!
//! * `index.html`: the games going on (when running games are published) and the latest
//!   finished; `games/<variant>-<result>.html`: every game, filtered by variant (`all`,
//!   `chu`, `maka`) and result (`all`, `running`, `black`, `white`, `draw`) without
//!   JavaScript, as links;
//! * `games/<n>.html`: one game, its board after **every** ply drawn as the board picture
//!   draws it, its pieces from the variant's sheet `pieces/<variant>-<digest>.css`
//!   (`board.rs`), kanji or letters and either side at the bottom by two switches without
//!   script (one anchor per ply, `#p0` …,
//!   shown by CSS `:target` with sibling combinators only, so without `:has()` too; the move
//!   list marks the move shown by the page's own rules), its moves in TSA and USI, a key of
//!   the pieces in the game, and its exports beside it (`games/<n>.kif`, `.pgn`, `.tsa`,
//!   `.usi`, `.json`). A small script (`step.js`) only improves the stepping: no history
//!   entry and no jump of the page per step, the focus kept on the control used,
//!   `aria-current` on the move shown, the move list scrolled to it, squares named on hover;
//! * `players.html`, `players/<pseudonym>.html`: a player's record, a rating chart per
//!   variant (SVG, no script: `chart.rs`) with its table, and their games from their side
//!   (opponent, colour, win, draw or loss) (`players.rs`);
//! * `tournaments.html`, `tournaments/<n>.html`: its terms (time control, rated or not),
//!   organiser and dates, the crosstable with the players' ratings and each result linked
//!   to its game (`tournaments.rs`), and the rounds;
//! * `ratings.html`: the rating lists; `style.css`, `step.js`.
//!
//! What is published: `site.rs`'s docs. How it stays up to date: every change to a game's
//! moves or result, and every player's new name or archive setting, queues the games
//! concerned in the database, in the transaction that made the change (triggers of
//! migration 17); after each turn the daemon ([`refresh`]) writes the queued games' pages
//! (or deletes those no longer public) and the lists, then empties the queue. A failure
//! (a full disk) leaves the queue as it is, for the next turn, and is logged: the mail
//! service goes on. Every file is written to a temporary name and renamed, so a reader never
//! sees half a page.

mod board;
mod chart;
mod graph;
mod pages;
mod players;
mod site;
mod tournaments;

use crate::store::Store;
use anyhow::Context as _;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use yubin_domain::model::GameId;
use yubin_engine::Settings;

/// The stylesheet every page links.
const STYLE: &str = include_str!("../../templates/archive/style.css");
/// The arrow-key stepping of the game pages.
const STEP: &str = include_str!("../../templates/archive/step.js");
/// The folders of generated pages: a file in them that the site no longer has is deleted.
const FOLDERS: [&str; 4] = ["games", "pieces", "players", "tournaments"];

/// `[archive]`: where the site goes and what it shows.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Options {
    /// `archive.dir`: the site's folder; `None`: the daemon keeps no archive.
    pub dir: Option<PathBuf>,
    /// `archive.every_move`: publish running games too, their pages written after every
    /// move (else a game appears when it ends).
    pub every_move: bool,
    /// `archive.title`: the site's name (default `yubin · <the bot's domain>`).
    pub title: Option<String>,
    /// `archive.language`: the language of the pages' fixed text, dates and results (`en`,
    /// the default, or `ja`); players' names stay as they chose them.
    pub language: yubin_domain::model::Language,
}

/// What a build or a refresh did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Written {
    /// Game pages written.
    pub games: usize,
    /// Files written in all (a file that already held its text is not written again).
    pub files: usize,
    /// Files deleted (pages no longer public).
    pub deleted: usize,
    /// Rows that could not be read, left out (`table/row: problem`).
    pub problems: Vec<String>,
}

/// Writes the whole site into `dir` (created as needed) from the database `store`; files of
/// ours that the site no longer has are deleted. Leaves the daemon's queue alone.
///
/// # Errors
/// The database cannot be read, or a file cannot be written.
pub fn build(
    store: &Store,
    settings: &Settings,
    options: &Options,
    dir: &Path,
    now: i64,
) -> anyhow::Result<Written> {
    write_site(store, settings, options, dir, None, now)
}

/// Brings the site in `options.dir` up to date with the games queued since the last
/// refresh, then empties the queue. Does nothing without `options.dir` or a queue.
///
/// # Errors
/// The database cannot be read, or a file cannot be written (the queue is then kept).
pub fn refresh(
    store: &Store,
    settings: &Settings,
    options: &Options,
    now: i64,
) -> anyhow::Result<Written> {
    let Some(dir) = &options.dir else {
        return Ok(Written::default());
    };
    let queue = store.archive_queue()?;
    // A site never built: build it whole.
    let fresh = !dir.join("index.html").exists();
    if queue.is_empty() && !fresh {
        return Ok(Written::default());
    }
    let only = (!fresh).then(|| queue.iter().copied().collect::<HashSet<_>>());
    let written = write_site(store, settings, options, dir, only.as_ref(), now)?;
    store.archive_dequeue(&queue)?;
    Ok(written)
}

/// Writes the lists and the pages of the games in `only` (all for `None`); deletes the
/// pages of queued games no longer published, and (for a whole build) every stale file.
fn write_site(
    store: &Store,
    settings: &Settings,
    options: &Options,
    dir: &Path,
    only: Option<&HashSet<GameId>>,
    now: i64,
) -> anyhow::Result<Written> {
    let (data, problems) = site::Data::load(store, settings, options, now)?;
    let mut written = Written {
        problems,
        ..Written::default()
    };
    for folder in FOLDERS {
        std::fs::create_dir_all(dir.join(folder))
            .with_context(|| format!("cannot create {}", dir.join(folder).display()))?;
    }
    let mut files = vec![
        ("style.css".to_string(), STYLE.to_string()),
        ("step.js".to_string(), STEP.to_string()),
    ];
    files.extend(data.pages()?);
    let mut published = HashSet::new();
    for rec in &data.games {
        published.insert(rec.id);
        if only.is_some_and(|o| !o.contains(&rec.id)) {
            continue;
        }
        let mut moves = store.moves(rec.id)?;
        // A running tournament game shows what its observers see: its moves but the last
        // `delay` (ICCF's delay against help from outside).
        if rec.state == yubin_domain::model::GameState::Active {
            let shown = moves
                .len()
                .saturating_sub(yubin_engine::watch::observers::delay(rec));
            moves.truncate(shown);
        }
        // A damaged analysis is left out of the page and logged; the page is still written.
        let analysis = match store.analysis(rec.id) {
            Ok(a) => a,
            Err(e) => {
                written
                    .problems
                    .push(format!("analysis of game {}: {e}", rec.id));
                None
            }
        };
        match yubin_engine::snapshot::replay(rec, &moves) {
            Ok(game) => {
                files.extend(data.game_files(rec, &game, analysis.as_ref())?);
                written.games += 1;
            }
            Err(e) => written.problems.push(format!("game {}: {e}", rec.id)),
        }
    }
    let mut keep: HashSet<String> = HashSet::new();
    for (path, text) in &files {
        if write_file(&dir.join(path), text)? {
            written.files += 1;
        }
        keep.insert(path.clone());
    }
    match only {
        // A refresh: the queued games no longer published lose their files.
        Some(queued) => {
            for id in queued.iter().filter(|id| !published.contains(id)) {
                written.deleted += delete_game(dir, *id)?;
            }
            written.deleted += prune(dir, &["players", "tournaments"], &keep)?;
        }
        None => written.deleted += prune(dir, &FOLDERS, &keep)?,
    }
    Ok(written)
}

/// Writes `text` to `path` through a temporary file renamed over it, unless `path` holds it
/// already (a page that did not change is not written: creating files is most of a
/// refresh's cost). Whether it wrote.
fn write_file(path: &Path, text: &str) -> anyhow::Result<bool> {
    if std::fs::read(path).is_ok_and(|old| old == text.as_bytes()) {
        return Ok(false);
    }
    let tmp = path.with_extension("yubin-tmp");
    std::fs::write(&tmp, text).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, path)
        .with_context(|| format!("cannot rename {} to {}", tmp.display(), path.display()))?;
    Ok(true)
}

/// Deletes game `id`'s page and exports; how many files went.
fn delete_game(dir: &Path, id: GameId) -> anyhow::Result<usize> {
    let mut n = 0;
    for ext in ["html", "kif", "pgn", "tsa", "usi", "json"] {
        let path = dir.join("games").join(format!("{id}.{ext}"));
        match std::fs::remove_file(&path) {
            Ok(()) => n += 1,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e).with_context(|| format!("cannot delete {}", path.display())),
        }
    }
    Ok(n)
}

/// Deletes the files in `folders` of `dir` that are not in `keep` (paths from the root).
fn prune(dir: &Path, folders: &[&str], keep: &HashSet<String>) -> anyhow::Result<usize> {
    let mut n = 0;
    for folder in folders {
        let entries = std::fs::read_dir(dir.join(folder))
            .with_context(|| format!("cannot read {}", dir.join(folder).display()))?;
        for entry in entries {
            let entry = entry?;
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = format!("{folder}/{name}");
            if entry.file_type()?.is_file() && !keep.contains(&path) {
                std::fs::remove_file(entry.path())
                    .with_context(|| format!("cannot delete {}", entry.path().display()))?;
                n += 1;
            }
        }
    }
    Ok(n)
}
