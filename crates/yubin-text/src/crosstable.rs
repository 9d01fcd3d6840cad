//! A tournament's crosstable as the mails show it: a pure view model built from the
//! [`Standings`], the tournament's name, format and player names. The sentences around it
//! (title, leaders, legend) are in the templates (`templates/_crosstable.txt`, `.html`);
//! this module lays out the table itself.
//!
//! ```
//! use yubin_text::crosstable::Crosstable;
//! use yubin_domain::standings::{standings, Game, Player, Settings, Tournament};
//! use yubin_domain::tournament::{Format, GameResult};
//! use yubin_rules::Color;
//!
//! let names = ["alice", "bob", "carol"];
//! let players = names.map(|n| Player { name: n.to_string(), rating: None }).to_vec();
//! let game = |black, white, result| Game { round: 1, black, white, result };
//! let t = Tournament {
//!     players,
//!     rounds: 1,
//!     games: vec![
//!         game(0, 1, Some(GameResult::Win(Color::Black))),
//!         game(1, 2, Some(GameResult::Draw)),
//!         game(2, 0, None),
//!     ],
//!     byes: vec![],
//!     withdrawals: vec![],
//! };
//! let s = standings(&t, &Settings::round_robin())?;
//! let x = Crosstable::new("Spring", Format::RoundRobin { double: false }, &names, &s);
//! assert_eq!(x.leaders, ["alice"]);
//! assert_eq!(x.rows[0].cells.iter().map(|c| c.text.as_str()).collect::<Vec<_>>(), ["X", "1", "*"]);
//! # Ok::<(), yubin_domain::standings::StandingsError>(())
//! ```
//!
//! # Rows and cells
//!
//! Rows are in place order and numbered `1..` in that order (`#`); a cell names an opponent
//! by that number. Places shared by several rows show as a range (`2-3`). Names are the
//! players' public names (display names, else pseudonyms); the text table cuts them to
//! [`NAME_WIDTH`] columns, ending a cut name with `…` (the HTML table shows them whole).
//!
//! * Round robin, one cell per opponent in row order: `1` won, `½` drawn, `0` lost, `+` won
//!   by forfeit, `-` lost by forfeit, `/` annulled (struck out: a game of a player who
//!   withdrew having finished fewer than half of their games, whatever its result; see
//!   [`standings`](yubin_domain::standings), "Withdrawals"), `*` not finished, `.` not paired yet,
//!   `X` the player itself. Cells show results, not points (the point system may count a
//!   loss). A player whose results are annulled has `/` across the row and down the column.
//! * Double round robin: one character per game, the games in round order, so `1½` is a
//!   win then a draw, `10` a win then a loss, `½.` a draw and a game not yet paired. The
//!   two characters stay in their own sub-columns, which keeps `10` from reading as ten.
//! * Swiss (and knockout, which is shown round by round too), one cell per round so far:
//!   the opponent's number, the player's colour (`b` Black, who moves first; `w` White) and
//!   the result as above (`12w1`, `4b½`, `3b+`, `5w/`); `bye1` / `bye½` / `bye0` a bye with its
//!   points; `-` a round without game or bye (a player who withdrew).
//!
//! Then the score (`Pts`) and the tie-breaks of the [`Settings`](yubin_domain::standings::Settings)
//! order under short headers ([`TieBreak`] → [`abbreviation`]: `Bh`, `MBh`, `SB`, `DE`, `W`,
//! `WW`).
//!
//! # The text table's width
//!
//! Every line of the text table fits [`super::layout::TEXT_WIDTH`] (80) columns, because the
//! mails' wrapping would otherwise break rows. Columns are as wide as their widest entry
//! and one space apart; a round robin's opponent columns are two wide (three in a double
//! round robin) and their numbers, when wider than a cell, are written downwards (tens over
//! units). A single round robin of 20 players is about 78 columns wide, as is a 7-round
//! Swiss of 20 with its six tie-breaks. When the table is still too wide, first names are
//! cut further (down to [`MIN_NAME_WIDTH`]), then the opponent (or round) columns are
//! split into blocks of equal size, each block a table with the place, number and name
//! again, the score and tie-breaks after the last block only: 30 players of a round robin
//! make two blocks of 15 opponents.

use super::layout::TEXT_WIDTH;
use yubin_domain::standings::{Entry, Outcome, Standings, TieBreak};
use yubin_domain::tournament::{Format, Points};
use yubin_rules::Color;

/// The widest a name is in the text table, `…` included: a pseudonym (`player-68f3c6`)
/// whole.
pub const NAME_WIDTH: usize = 13;

/// The narrowest the text table cuts names to before it splits into blocks.
pub const MIN_NAME_WIDTH: usize = 8;

/// What the table is laid out for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// One cell per opponent; two results per cell when `double`.
    RoundRobin {
        /// A double round robin.
        double: bool,
    },
    /// One cell per round (a Swiss or a knockout).
    Rounds,
}

/// What a cell holds, for its colours in the HTML table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mark {
    /// The player itself (the round robin's diagonal).
    Own,
    /// Every game in it won (over the board or by forfeit), or a bye with points.
    Won,
    /// Every game in it lost, or a bye without points, or an absence.
    Lost,
    /// Anything else: draws, mixed results, games not finished, not paired or annulled.
    Other,
}

/// One cell of a row: a result against an opponent, or of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// The codes (`1`, `½`, `1½`, `12w1`, `bye1`, `X`).
    pub text: String,
    /// What it holds.
    pub mark: Mark,
}

/// One player's row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The row's number, from 1 (cells name opponents by it).
    pub number: usize,
    /// The place (`1`, `2-3` when shared).
    pub place: String,
    /// The player's whole name (the address's local part).
    pub name: String,
    /// The cells: per opponent in row order (round robin) or per round.
    pub cells: Vec<Cell>,
    /// The score (`5½`).
    pub score: String,
    /// The tie-breaks, in [`Crosstable::order`].
    pub tie_breaks: Vec<String>,
    /// The round after which the player withdrew.
    pub withdrawn: Option<u32>,
    /// Whether the player's results are annulled (withdrawn before finishing half of their
    /// games; their cells show `/`).
    pub annulled: bool,
    /// Whether the player is (one of those) in first place.
    pub first: bool,
}

/// One block of the text table: its lines, laid out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextBlock {
    /// The header lines, then one line per row, without trailing spaces.
    pub lines: Vec<String>,
}

/// A crosstable, ready for the templates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crosstable {
    /// The tournament's name.
    pub name: String,
    /// The layout.
    pub kind: Kind,
    /// The tie-breaks, in the order of the columns.
    pub order: Vec<TieBreak>,
    /// The headers of the cell columns (`1`.. per opponent, `R1`.. per round).
    pub columns: Vec<String>,
    /// The tie-breaks' headers ([`abbreviation`]).
    pub tie_break_headers: Vec<&'static str>,
    /// The rows, in place order.
    pub rows: Vec<Line>,
    /// The text table, in blocks (one when it fits 80 columns at once).
    pub text: Vec<TextBlock>,
    /// The names of the players in first place.
    pub leaders: Vec<String>,
    /// Their score.
    pub top_score: String,
    /// Whether any cell shows a forfeit (`+`, `-`).
    pub has_forfeits: bool,
    /// Whether any cell shows an annulled game (`/`).
    pub has_annulled: bool,
    /// Whether any cell shows a game not finished (`*`).
    pub has_unfinished: bool,
    /// Whether any cell shows a game not paired yet (`.`).
    pub has_unpaired: bool,
    /// Whether any cell shows a bye or an absence.
    pub has_byes: bool,
}

/// The column header of a tie-break: `Bh`, `MBh`, `SB`, `DE`, `W` (Baumbach, wins), `WW`
/// (wins with White).
pub fn abbreviation(t: TieBreak) -> &'static str {
    match t {
        TieBreak::Buchholz => "Bh",
        TieBreak::MedianBuchholz => "MBh",
        TieBreak::SonnebornBerger => "SB",
        TieBreak::DirectEncounter => "DE",
        TieBreak::Baumbach => "W",
        TieBreak::WinsWithWhite => "WW",
    }
}

/// The code of a result (module docs); `None` for a bye or an absence.
fn code(outcome: Outcome) -> Option<char> {
    Some(match outcome {
        Outcome::Win => '1',
        Outcome::Draw => '½',
        Outcome::Loss => '0',
        Outcome::ForfeitWin => '+',
        Outcome::ForfeitLoss => '-',
        Outcome::Unfinished => '*',
        Outcome::Annulled => '/',
        Outcome::Bye | Outcome::Absent => return None,
    })
}

fn mark(entries: &[Entry]) -> Mark {
    let won = |e: &Entry| match e.outcome {
        Outcome::Win | Outcome::ForfeitWin => true,
        Outcome::Bye => e.points > Points::ZERO,
        _ => false,
    };
    let lost = |e: &Entry| match e.outcome {
        Outcome::Loss | Outcome::ForfeitLoss | Outcome::Absent => true,
        Outcome::Bye => e.points == Points::ZERO,
        _ => false,
    };
    if entries.is_empty() {
        Mark::Other
    } else if entries.iter().all(won) {
        Mark::Won
    } else if entries.iter().all(lost) {
        Mark::Lost
    } else {
        Mark::Other
    }
}

/// `name` cut to `width` columns, a cut ending in `…`.
fn cut(name: &str, width: usize) -> String {
    if len(name) <= width {
        name.to_string()
    } else {
        let mut s = String::new();
        for c in name.chars() {
            if len(&s) + char_width(c) + 1 > width {
                break;
            }
            s.push(c);
        }
        s.push('…');
        s
    }
}

/// The columns `c` takes in a monospace font: two for the wide characters of East Asian
/// scripts (kanji, kana, full-width forms, Hangul), one for the others.
fn char_width(c: char) -> usize {
    let wide = matches!(u32::from(c),
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6
        | 0x1F300..=0x1F64F
        | 0x20000..=0x3FFFD);
    if wide {
        2
    } else {
        1
    }
}

/// The columns `s` takes in a monospace font ([`char_width`]).
pub(crate) fn len(s: &str) -> usize {
    s.chars().map(char_width).sum()
}

fn pad_left(s: &str, width: usize) -> String {
    format!("{}{s}", " ".repeat(width.saturating_sub(len(s))))
}

fn pad_right(s: &str, width: usize) -> String {
    format!("{s}{}", " ".repeat(width.saturating_sub(len(s))))
}

impl Crosstable {
    /// The crosstable of tournament `name`, paired as `format`, from its standings;
    /// `names[i]` is player `i`'s public name.
    ///
    /// # Panics
    ///
    /// If a row of `s` names a player without a name in `names`.
    pub fn new(name: &str, format: Format, names: &[impl AsRef<str>], s: &Standings) -> Crosstable {
        let kind = match format {
            Format::RoundRobin { double } => Kind::RoundRobin { double },
            Format::Swiss { .. } | Format::Knockout { .. } => Kind::Rounds,
        };
        let n = s.rows.len();
        // The row (hence the number) of each player.
        let mut row_of = vec![0; s.entries.len().max(n)];
        for (i, r) in s.rows.iter().enumerate() {
            row_of[r.player] = i;
        }
        let (columns, cells) = match kind {
            Kind::RoundRobin { double } => round_robin_cells(s, double),
            Kind::Rounds => round_cells(s, &row_of),
        };
        let rows: Vec<Line> = s
            .rows
            .iter()
            .zip(cells)
            .enumerate()
            .map(|(i, (r, cells))| {
                let sharing = s.rows.iter().filter(|o| o.place == r.place).count();
                Line {
                    number: i + 1,
                    place: if sharing > 1 {
                        format!("{}-{}", r.place, r.place + sharing - 1)
                    } else {
                        r.place.to_string()
                    },
                    name: names[r.player].as_ref().to_string(),
                    cells,
                    score: r.score.to_string(),
                    tie_breaks: r.tie_breaks.iter().map(ToString::to_string).collect(),
                    withdrawn: r.withdrawn,
                    annulled: r.annulled,
                    first: r.place == 1,
                }
            })
            .collect();
        let outcomes = || s.entries.iter().flatten().map(|e| e.outcome);
        let has_forfeits =
            outcomes().any(|o| matches!(o, Outcome::ForfeitWin | Outcome::ForfeitLoss));
        let has_annulled = outcomes().any(|o| o == Outcome::Annulled);
        let has_unfinished = outcomes().any(|o| o == Outcome::Unfinished);
        let has_byes = outcomes().any(|o| matches!(o, Outcome::Bye | Outcome::Absent));
        let has_unpaired = matches!(kind, Kind::RoundRobin { .. })
            && rows
                .iter()
                .flat_map(|r| &r.cells)
                .any(|c| c.text.contains('.'));
        let mut x = Crosstable {
            name: name.to_string(),
            kind,
            order: s.order.clone(),
            columns,
            tie_break_headers: s.order.iter().map(|&t| abbreviation(t)).collect(),
            leaders: rows
                .iter()
                .filter(|r| r.first)
                .map(|r| r.name.clone())
                .collect(),
            top_score: rows.first().map_or_else(String::new, |r| r.score.clone()),
            rows,
            text: Vec::new(),
            has_forfeits,
            has_annulled,
            has_unfinished,
            has_unpaired,
            has_byes,
        };
        x.text = x.layout(crate::i18n::Language::En);
        x
    }

    /// Whether the tournament is a round robin.
    pub fn is_round_robin(&self) -> bool {
        matches!(self.kind, Kind::RoundRobin { .. })
    }

    /// Whether it is a double round robin.
    pub fn is_double(&self) -> bool {
        self.kind == Kind::RoundRobin { double: true }
    }

    /// The players who withdrew, with the round after which they did and whether their
    /// results are annulled.
    pub fn withdrawn(&self) -> Vec<(&str, u32, bool)> {
        self.rows
            .iter()
            .filter_map(|r| r.withdrawn.map(|w| (r.name.as_str(), w, r.annulled)))
            .collect()
    }

    /// The text table (module docs, "The text table's width"), its headers in `lang`.
    fn layout(&self, lang: crate::i18n::Language) -> Vec<TextBlock> {
        let (pl, player, pts) = (
            words::head(lang, "place"),
            words::head(lang, "player"),
            words::head(lang, "points"),
        );
        let rows = &self.rows;
        let width = |it: &mut dyn Iterator<Item = usize>, header: &str| {
            it.max().unwrap_or(0).max(len(header))
        };
        let place_w = width(&mut rows.iter().map(|r| len(&r.place)), &pl);
        let number_w = width(&mut rows.iter().map(|r| len(&r.number.to_string())), "#");
        let longest = width(&mut rows.iter().map(|r| len(&r.name)), &player);
        let cell_w = rows
            .iter()
            .flat_map(|r| r.cells.iter().map(|c| len(&c.text)))
            .max()
            .unwrap_or(1)
            .max(match self.kind {
                // Round robins write long numbers downwards instead.
                Kind::RoundRobin { .. } => 1,
                Kind::Rounds => self.columns.iter().map(|c| len(c)).max().unwrap_or(1),
            });
        let score_w = width(&mut rows.iter().map(|r| len(&r.score)), &pts);
        let tb_w: Vec<usize> = self
            .tie_break_headers
            .iter()
            .enumerate()
            .map(|(k, h)| width(&mut rows.iter().map(|r| len(&r.tie_breaks[k])), h))
            .collect();
        let n = self.columns.len();
        let column = cell_w + 1;
        let fits = |name_w: usize, extra: usize| {
            let left = place_w + number_w + name_w + 2 + extra;
            let right = 1 + extra + score_w + tb_w.iter().map(|w| w + 1).sum::<usize>();
            (left, right, left + n * column + right <= TEXT_WIDTH)
        };
        // A second space around the cells when the table fits with it; names cut to
        // MIN_NAME_WIDTH rather than splitting; whole-width names when it splits anyway.
        let widest = longest.min(NAME_WIDTH);
        let narrowest = widest.min(MIN_NAME_WIDTH.max(len(&player)));
        let (name_w, extra) = if fits(widest, 1).2 {
            (widest, 1)
        } else {
            (
                (narrowest..=widest)
                    .rev()
                    .find(|&w| fits(w, 0).2)
                    .unwrap_or(widest),
                0,
            )
        };
        let (left, right, _) = fits(name_w, extra);
        let chunks = chunks(
            n,
            TEXT_WIDTH.saturating_sub(left) / column,
            TEXT_WIDTH.saturating_sub(left + right) / column,
        );
        let count = chunks.len();
        chunks
            .into_iter()
            .enumerate()
            .map(|(b, range)| {
                let last = b + 1 == count;
                let mut head = self.column_heads(&range, cell_w);
                let words = format!(
                    "{} {} {}",
                    pad_left(&pl, place_w),
                    pad_left("#", number_w),
                    pad_right(&player, name_w + extra)
                );
                let blank = " ".repeat(len(&words));
                let k = head.len();
                for (i, h) in head.iter_mut().enumerate() {
                    *h = format!("{}{h}", if i + 1 == k { &words } else { &blank });
                }
                if last {
                    let mut tail = format!(" {}", pad_left(&pts, score_w + extra));
                    for (h, w) in self.tie_break_headers.iter().zip(&tb_w) {
                        tail.push_str(&format!(" {}", pad_left(h, *w)));
                    }
                    head.last_mut().expect("a header line").push_str(&tail);
                }
                let mut lines = head;
                for r in rows {
                    let mut line = format!(
                        "{} {} {}",
                        pad_left(&r.place, place_w),
                        pad_left(&r.number.to_string(), number_w),
                        pad_right(&cut(&r.name, name_w), name_w + extra)
                    );
                    for c in &r.cells[range.clone()] {
                        let text = match self.kind {
                            Kind::RoundRobin { .. } => pad_right(&c.text, cell_w),
                            Kind::Rounds => pad_left(&c.text, cell_w),
                        };
                        line.push_str(&format!(" {text}"));
                    }
                    if last {
                        line.push_str(&format!(" {}", pad_left(&r.score, score_w + extra)));
                        for (t, w) in r.tie_breaks.iter().zip(&tb_w) {
                            line.push_str(&format!(" {}", pad_left(t, *w)));
                        }
                    }
                    lines.push(line);
                }
                for l in &mut lines {
                    l.truncate(l.trim_end().len());
                }
                TextBlock { lines }
            })
            .collect()
    }

    /// The header lines over the cell columns `range`: one line, or for a round robin's
    /// numbers wider than a cell, one line per digit.
    fn column_heads(&self, range: &std::ops::Range<usize>, cell_w: usize) -> Vec<String> {
        let labels = &self.columns[range.clone()];
        let digits = labels.iter().map(|l| len(l)).max().unwrap_or(0);
        if digits <= cell_w {
            let line: String = labels
                .iter()
                .map(|l| match self.kind {
                    Kind::RoundRobin { .. } => format!(" {}", pad_right(l, cell_w)),
                    Kind::Rounds => format!(" {}", pad_left(l, cell_w)),
                })
                .collect();
            return vec![line];
        }
        (0..digits)
            .map(|d| {
                labels
                    .iter()
                    .map(|l| {
                        let l = pad_left(l, digits);
                        let c = l.chars().nth(d).unwrap_or(' ');
                        format!(" {}", pad_right(&c.to_string(), cell_w))
                    })
                    .collect()
            })
            .collect()
    }
}

/// The cell columns split into blocks: `mid` fit a block without the score and
/// tie-breaks, `last` one with them. One block when everything fits; else equal blocks,
/// the last no larger than `last` (an empty last block holds the score alone when even one
/// column does not fit beside it).
fn chunks(n: usize, mid: usize, last: usize) -> Vec<std::ops::Range<usize>> {
    if n <= last {
        return std::iter::once(0..n).collect();
    }
    let mid = mid.max(1);
    let mut k = 2;
    loop {
        let per = n.div_ceil(k);
        let rest = n.saturating_sub((k - 1) * per);
        if per <= mid && rest <= last {
            let mut out: Vec<_> = (0..k - 1)
                .map(|b| b * per..((b + 1) * per).min(n))
                .collect();
            out.push((k - 1) * per..n);
            return out;
        }
        if last == 0 && per <= mid {
            let mut out: Vec<_> = (0..k).map(|b| b * per..((b + 1) * per).min(n)).collect();
            out.retain(|r| !r.is_empty());
            out.push(n..n);
            return out;
        }
        k += 1;
    }
}

/// A round robin's columns (opponent numbers) and cells, by row.
fn round_robin_cells(s: &Standings, double: bool) -> (Vec<String>, Vec<Vec<Cell>>) {
    let table = s.by_opponent();
    let n = s.rows.len();
    let columns = (1..=n).map(|i| i.to_string()).collect();
    let cells = s
        .rows
        .iter()
        .map(|r| {
            s.rows
                .iter()
                .map(|o| {
                    if o.player == r.player {
                        return Cell {
                            text: "X".into(),
                            mark: Mark::Own,
                        };
                    }
                    let mut games = table[r.player][o.player].clone();
                    games.sort_by_key(|e| e.round);
                    let mut text: String = games.iter().filter_map(|e| code(e.outcome)).collect();
                    let wanted = if double { 2 } else { 1 };
                    while len(&text) < wanted {
                        text.push('.');
                    }
                    Cell {
                        text,
                        mark: mark(&games),
                    }
                })
                .collect()
        })
        .collect();
    (columns, cells)
}

/// The columns (`R1`..) and cells of a table by rounds, by row.
fn round_cells(s: &Standings, row_of: &[usize]) -> (Vec<String>, Vec<Vec<Cell>>) {
    let rounds = s
        .entries
        .iter()
        .flatten()
        .map(|e| e.round)
        .max()
        .unwrap_or(0);
    let columns = (1..=rounds).map(|r| format!("R{r}")).collect();
    let cells = s
        .rows
        .iter()
        .map(|r| {
            (1..=rounds)
                .map(|round| {
                    let games: Vec<Entry> = s.entries[r.player]
                        .iter()
                        .filter(|e| e.round == round)
                        .copied()
                        .collect();
                    let text = games
                        .iter()
                        .map(|e| match (e.opponent, e.outcome) {
                            (Some((o, colour)), outcome) => format!(
                                "{}{}{}",
                                row_of[o] + 1,
                                match colour {
                                    Color::Black => 'b',
                                    Color::White => 'w',
                                },
                                code(outcome).unwrap_or('?')
                            ),
                            (None, Outcome::Bye) => format!("bye{}", e.points),
                            (None, _) => "-".to_string(),
                        })
                        .collect::<Vec<_>>()
                        .join(" ");
                    Cell {
                        text: if text.is_empty() { "-".into() } else { text },
                        mark: if games.is_empty() {
                            Mark::Lost
                        } else {
                            mark(&games)
                        },
                    }
                })
                .collect()
        })
        .collect();
    (columns, cells)
}

#[cfg(test)]
mod tests;
pub mod words;
