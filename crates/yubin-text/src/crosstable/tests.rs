//! The crosstable mails against golden files in `tests/data/crosstable/` (re-blessed with
//! `YUBIN_BLESS=1`), built from hand-written results through the standings; every text line
//! within 80 columns, also for generated round robins of 20 and 30 players, a double round
//! robin of 20 and a 7-round Swiss of 20; a withdrawal annulled (`/`) or forfeited.

use super::*;
use crate::i18n::Language;
use crate::mails::{Body, CrosstableFinal, CrosstableUpdate, Stage};
use std::collections::BTreeMap;
use std::path::Path;
use yubin_domain::model::GameId;
use yubin_domain::standings::{
    standings, Bye, Game, Player, Points, Settings, Tournament, Withdrawal,
};
use yubin_domain::tournament::GameResult;

const NAMES: [&str; 30] = [
    "alice",
    "bob",
    "carol",
    "dave",
    "erin",
    "frank",
    "grace",
    "heidi",
    "ivan",
    "judy",
    "mallory",
    "niaj",
    "olivia",
    "peggy",
    "rupert",
    "sybil",
    "trent",
    "victor",
    "walter",
    "maximilian.von.hohenberg",
    "yvonne",
    "zoe",
    "arthur",
    "beatrix",
    "cedric",
    "dorothea",
    "emmerich",
    "fenella",
    "gideon",
    "hortensia",
];

fn addresses(n: usize) -> Vec<String> {
    NAMES[..n]
        .iter()
        .map(|name| format!("{name}@example.org"))
        .collect()
}

fn tournament(n: usize, rounds: u32, games: Vec<Game>) -> Tournament {
    Tournament {
        players: addresses(n)
            .into_iter()
            .map(|name| Player { name, rating: None })
            .collect(),
        rounds,
        games,
        byes: vec![],
        withdrawals: vec![],
    }
}

/// A round robin's games from the upper triangle of its table: line `i` holds player `i`'s
/// results against players `i + 1..` (`1` won, `0` lost, `=` drawn, `+` the opponent
/// forfeited, `-` player `i` forfeited, `*` not finished, `.` no game yet). Colours
/// alternate; `round` for every game (`swap` exchanges the colours, for a second cycle).
fn triangle(lines: &[&str], round: u32, swap: bool) -> Vec<Game> {
    let mut games = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        for (k, c) in line.chars().enumerate() {
            let j = i + 1 + k;
            let i_black = ((i + j) % 2 == 1) != swap;
            let (black, white) = if i_black { (i, j) } else { (j, i) };
            let i_wins = if i_black {
                Some(GameResult::Win(Color::Black))
            } else {
                Some(GameResult::Win(Color::White))
            };
            let j_wins = if i_black {
                Some(GameResult::Win(Color::White))
            } else {
                Some(GameResult::Win(Color::Black))
            };
            let i_forfeits = if i_black {
                Some(GameResult::Forfeit(Color::White))
            } else {
                Some(GameResult::Forfeit(Color::Black))
            };
            let j_forfeits = if i_black {
                Some(GameResult::Forfeit(Color::Black))
            } else {
                Some(GameResult::Forfeit(Color::White))
            };
            let result = match c {
                '1' => i_wins,
                '0' => j_wins,
                '=' => Some(GameResult::Draw),
                '+' => j_forfeits,
                '-' => i_forfeits,
                '*' => None,
                '.' => continue,
                other => panic!("unknown result {other:?}"),
            };
            games.push(Game {
                round,
                black,
                white,
                result,
            });
        }
    }
    games
}

fn crosstable(name: &str, format: Format, t: &Tournament, settings: &Settings) -> Crosstable {
    let s = standings(t, settings).unwrap_or_else(|e| panic!("refused: {e}"));
    // The table shows public names (here the addresses' first parts), never addresses.
    let names: Vec<&str> = t
        .players
        .iter()
        .map(|p| p.name.split('@').next().unwrap())
        .collect();
    Crosstable::new(name, format, &names, &s)
}

const SINGLE: Format = Format::RoundRobin { double: false };

fn rr4() -> Crosstable {
    let t = tournament(4, 1, triangle(&["1=1", "11", "="], 1, false));
    crosstable("Spring Chu 2025", SINGLE, &t, &Settings::round_robin())
}

fn rr7() -> Crosstable {
    let lines = ["1=01*1", "=1+1=", "01*1", "=1.", "1=", "0"];
    let t = tournament(7, 1, triangle(&lines, 1, false));
    crosstable("Maka Dai Dai Open", SINGLE, &t, &Settings::round_robin())
}

/// Seven players; dave (3) beat alice and drew erin, then withdrew with four games
/// unfinished: 2 of 6 played, all his results annulled. Frank forfeited to bob; erin and
/// grace are still playing.
fn rr7_annulled() -> Crosstable {
    let lines = ["1=011=", "=*1+0", "*01=", "=**", "1*", "="];
    let mut t = tournament(7, 1, triangle(&lines, 1, false));
    t.withdrawals = vec![Withdrawal {
        player: 3,
        after_round: 1,
    }];
    crosstable("Tenjiku Autumn", SINGLE, &t, &Settings::round_robin())
}

fn rr12() -> Crosstable {
    let lines = [
        "1=11=1*1111",
        "=1=11*1=11",
        "01=1=11+1",
        "1=0=11*1",
        "=1=1=11",
        "=1=*1=",
        "1=01-",
        "=1=1",
        "1=1",
        "0=",
        "1",
    ];
    let t = tournament(12, 1, triangle(&lines, 1, false));
    crosstable("Club Championship", SINGLE, &t, &Settings::round_robin())
}

fn double5() -> Crosstable {
    let mut games = triangle(&["1=01", "=10", "11", "="], 1, false);
    games.extend(triangle(&["=110", "01=", "=1", "1"], 2, true));
    let t = tournament(5, 2, games);
    crosstable(
        "Double Chu",
        Format::RoundRobin { double: true },
        &t,
        &Settings::round_robin(),
    )
}

fn rr20() -> Crosstable {
    let lines = [
        "=1=11111=1111=11+11",
        "1=11=1111=111=1111",
        "=0=1=11=1111=1=11",
        "1=0=111=11=1=1=1",
        "=1=1=1=11=1=1=1",
        "0=1=11=1=1=111",
        "=1=0=11=1=1=1",
        "1=0=1=11=1=1",
        "=1=0=1=111=",
        "0=1=0=11=1",
        "=0=1=1=0=",
        "1=0=1=11",
        "=1=0=10",
        "0=1=1=",
        "=0=11",
        "1=0=",
        "=1-",
        "0=",
        "1",
    ];
    let t = tournament(20, 1, triangle(&lines, 1, false));
    crosstable(
        "Chu Shogi Correspondence Championship 2025",
        SINGLE,
        &t,
        &Settings::round_robin(),
    )
}

/// Seven players, five rounds, a bye each round while seven play; the last player
/// withdraws after round 3, one game is won by forfeit.
fn swiss5() -> Crosstable {
    let g = |round, black, white, result| Game {
        round,
        black,
        white,
        result,
    };
    use yubin_rules::Color::{Black, White};
    use GameResult::{Draw, Forfeit, Win};
    let mut t = tournament(
        7,
        5,
        vec![
            g(1, 0, 4, Some(Win(Black))),
            g(1, 5, 1, Some(Win(White))),
            g(1, 2, 6, Some(Draw)),
            g(2, 3, 0, Some(Draw)),
            g(2, 1, 2, Some(Win(Black))),
            g(2, 6, 5, Some(Win(White))),
            g(3, 0, 1, Some(Draw)),
            g(3, 2, 3, Some(Win(White))),
            g(3, 4, 6, Some(Win(Black))),
            g(4, 5, 0, Some(Win(White))),
            g(4, 1, 3, Some(Win(Black))),
            g(4, 2, 4, Some(Forfeit(Black))),
            g(5, 0, 2, Some(Win(Black))),
            g(5, 3, 5, Some(Draw)),
            g(5, 4, 1, Some(Win(White))),
        ],
    );
    t.byes = vec![
        Bye {
            round: 1,
            player: 3,
            points: Points::whole(1),
        },
        Bye {
            round: 2,
            player: 4,
            points: Points::whole(1),
        },
        Bye {
            round: 3,
            player: 5,
            points: Points::whole(1),
        },
    ];
    t.withdrawals = vec![Withdrawal {
        player: 6,
        after_round: 3,
    }];
    crosstable(
        "Swiss Open",
        Format::Swiss { rounds: 5 },
        &t,
        &Settings::swiss(),
    )
}

/// A round robin of `n` with every game played, results from a formula.
fn generated_round_robin(n: usize, double: bool) -> Crosstable {
    let lines: Vec<String> = (0..n)
        .map(|i| {
            (i + 1..n)
                .map(|j| ['1', '=', '0', '1', '0', '=', '1'][(i * i + j * 3 + i * j) % 7])
                .collect()
        })
        .collect();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let mut games = triangle(&lines, 1, false);
    if double {
        games.extend(triangle(&lines, 2, true));
    }
    let t = tournament(n, 2, games);
    crosstable(
        "Generated",
        Format::RoundRobin { double },
        &t,
        &Settings::round_robin(),
    )
}

/// A 7-round Swiss of 20 (a 1-factorization of the complete graph: in round `r`, `i` and `j`
/// below 19 meet when `i + j ≡ r (mod 19)`, the one left over meets player 19).
fn generated_swiss() -> Crosstable {
    let mut games = Vec::new();
    for r in 1..=7u32 {
        for i in 0..19usize {
            let j = (19 + r as usize - i % 19) % 19;
            let j = if j == i { 19 } else { j };
            if i < j {
                let result = [
                    Some(GameResult::Win(Color::Black)),
                    Some(GameResult::Draw),
                    Some(GameResult::Win(Color::White)),
                ][(i * 5 + j + r as usize) % 3];
                games.push(Game {
                    round: r,
                    black: if r % 2 == 0 { i } else { j },
                    white: if r % 2 == 0 { j } else { i },
                    result,
                });
            }
        }
    }
    assert_eq!(games.len(), 70);
    let t = tournament(20, 7, games);
    crosstable(
        "Generated",
        Format::Swiss { rounds: 7 },
        &t,
        &Settings::swiss(),
    )
}

/// Lines over 80 columns (kanji and kana count two) or with trailing spaces. Japanese
/// sentences, which have no spaces to wrap at, are let run longer: only the table's lines
/// (those starting with a space or a digit) are held to the width in a `_ja` file.
fn text_problems(name: &str, text: &str) -> Vec<String> {
    let ja = name.ends_with("_ja.txt");
    text.lines()
        .filter(|l| {
            let table = l.starts_with(|c: char| c == ' ' || c.is_ascii_digit());
            (len(l) > 80 && (!ja || table)) || *l != l.trim_end()
        })
        .map(|l| format!("{name}: line over 80 columns or with trailing space: {l:?}"))
        .collect()
}

fn goldens() -> BTreeMap<String, String> {
    let mut files = BTreeMap::new();
    let mut add = |name: &str, body: Body| {
        files.insert(format!("{name}.txt"), body.text);
        files.insert(format!("{name}.html"), body.html);
    };
    add(
        "rr4_final",
        CrosstableFinal {
            lang: Default::default(),
            t: rr4(),
        }
        .body(),
    );
    let update = |t, after| {
        CrosstableUpdate {
            lang: Default::default(),
            t,
            after,
        }
        .body()
    };
    add("rr7_after_game", update(rr7(), Stage::Game(GameId(17))));
    add(
        "rr7_annulled_after_game",
        update(rr7_annulled(), Stage::Game(GameId(16))),
    );
    add("rr12_after_game", update(rr12(), Stage::Game(GameId(64))));
    add(
        "double5_final",
        CrosstableFinal {
            lang: Default::default(),
            t: double5(),
        }
        .body(),
    );
    add(
        "rr20_final",
        CrosstableFinal {
            lang: Default::default(),
            t: rr20(),
        }
        .body(),
    );
    add(
        "swiss5_final",
        CrosstableFinal {
            lang: Default::default(),
            t: swiss5(),
        }
        .body(),
    );
    add(
        "swiss20_after_round",
        update(generated_swiss(), Stage::Round(7)),
    );
    add(
        "rr30_after_game",
        update(generated_round_robin(30, false), Stage::Game(GameId(435))),
    );
    // The same tables in Japanese: a round robin and a Swiss, after a game or round and at
    // the end, one with withdrawals.
    let ja = Language::Ja;
    let update_ja = |t, after| CrosstableUpdate { lang: ja, t, after }.body();
    let final_ja = |t| CrosstableFinal { lang: ja, t }.body();
    add(
        "rr7_after_game_ja",
        update_ja(rr7(), Stage::Game(GameId(17))),
    );
    add(
        "rr7_annulled_after_game_ja",
        update_ja(rr7_annulled(), Stage::Game(GameId(16))),
    );
    add("double5_final_ja", final_ja(double5()));
    add("swiss5_final_ja", final_ja(swiss5()));
    add(
        "swiss20_after_round_ja",
        update_ja(generated_swiss(), Stage::Round(7)),
    );
    files
}

#[test]
fn crosstable_mails_match_their_golden_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/crosstable");
    let files = goldens();
    let mut problems: Vec<String> = yubin_golden::compare_dir(&dir, &files)
        .iter()
        .map(ToString::to_string)
        .collect();
    for (name, got) in &files {
        if name.ends_with(".txt") {
            problems.extend(text_problems(name, got));
        } else {
            assert!(got.contains("<table"), "{name}: no table");
            // The size a mail may take (the browser test holds every HTML mail to it too).
            if got.len() >= 100 * 1024 {
                problems.push(format!(
                    "{name}: {} bytes of HTML (limit 100 KB)",
                    got.len()
                ));
            }
        }
    }
    assert!(files.len() >= 12, "only {} golden files", files.len());
    assert!(
        problems.is_empty(),
        "{} problems (rerun with YUBIN_BLESS=1 if the change is intended):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn twenty_players_fit_one_block_and_thirty_two() {
    let blocks = |x: &Crosstable| x.text.len();
    let checks = [
        ("rr20", rr20(), 1),
        ("generated rr20", generated_round_robin(20, false), 1),
        ("swiss 20 x 7", generated_swiss(), 1),
        ("rr30", generated_round_robin(30, false), 2),
        ("double rr20", generated_round_robin(20, true), 2),
        ("rr4", rr4(), 1),
    ];
    for (name, x, want) in &checks {
        let text = CrosstableFinal {
            lang: Default::default(),
            t: x.clone(),
        }
        .body()
        .text;
        assert_eq!(text_problems(name, &text), Vec::<String>::new());
        assert_eq!(blocks(x), *want, "{name}:\n{text}");
        // Every row shows every cell once across the blocks.
        let cells: usize = x.text.iter().map(|b| b.lines.len()).sum();
        assert!(cells > x.rows.len() * blocks(x), "{name}");
    }
    assert!(!checks.is_empty());
}

#[test]
fn cells_and_places() {
    let x = double5();
    let first = &x.rows[0];
    assert_eq!(first.cells[0].text, "X");
    assert!(first.cells[1..].iter().all(|c| c.text.chars().count() == 2));
    let x = swiss5();
    let cells: Vec<&str> = x
        .rows
        .iter()
        .flat_map(|r| &r.cells)
        .map(|c| c.text.as_str())
        .collect();
    assert!(cells.contains(&"bye1"), "{cells:?}");
    assert!(cells.contains(&"-"), "{cells:?}");
    let withdrawn = x.rows.iter().find(|r| r.withdrawn.is_some()).unwrap();
    assert_eq!(withdrawn.name, "grace");
    let x = rr4();
    assert_eq!(x.leaders, ["alice"]);
    assert_eq!(cut("maximilian.von.hohenberg", 12), "maximilian.…");
}

/// `text` with its line breaks (the mails' wrapping) as spaces.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_withdrawal_annulled_or_forfeited() {
    let x = rr7_annulled();
    assert!(x.has_annulled && x.has_forfeits);
    let dave = x.rows.iter().find(|r| r.name == "dave").unwrap();
    assert!(dave.annulled);
    assert_eq!(dave.score, "0");
    assert_eq!(x.withdrawn(), [("dave", 1, true)]);
    // Across his row and down his column: `/`, but for his own cell.
    let column = dave.number - 1;
    for r in &x.rows {
        let want = if r.number == dave.number { "X" } else { "/" };
        assert_eq!(r.cells[column].text, want, "{}", r.name);
        assert_eq!(dave.cells[r.number - 1].text, want, "{}", r.name);
    }
    assert!(dave
        .cells
        .iter()
        .all(|c| c.mark != Mark::Won && c.mark != Mark::Lost));
    let text = flat(
        &CrosstableUpdate {
            lang: Default::default(),
            t: x.clone(),
            after: Stage::Game(GameId(16)),
        }
        .body()
        .text,
    );
    assert!(text.contains("dave withdrew after round 1: all their results are annulled."));
    assert!(text
        .contains("/ annulled (the player withdrew having played fewer than half of their games)"));

    // Two of three played: the last game lost by forfeit, the results standing.
    let mut t = tournament(4, 1, triangle(&["1=1", "*1", "0"], 1, false));
    t.withdrawals = vec![Withdrawal {
        player: 2,
        after_round: 1,
    }];
    let x = crosstable("Four", SINGLE, &t, &Settings::round_robin());
    assert!(x.has_forfeits && !x.has_annulled);
    let carol = x.rows.iter().find(|r| r.name == "carol").unwrap();
    let bob = x.rows.iter().find(|r| r.name == "bob").unwrap();
    assert_eq!(carol.cells[bob.number - 1].text, "-");
    assert_eq!(bob.cells[carol.number - 1].text, "+");
    assert_eq!(x.withdrawn(), [("carol", 1, false)]);
    let text = flat(
        &CrosstableFinal {
            lang: Default::default(),
            t: x,
        }
        .body()
        .text,
    );
    assert!(text.contains("carol withdrew after round 1: the games left count as lost by forfeit."));
    assert!(!text.contains("annulled"));

    // In a table by rounds the code follows the opponent and colour.
    let t = {
        let mut t = tournament(4, 1, triangle(&["1**", "*=", "*"], 1, false));
        t.withdrawals = vec![Withdrawal {
            player: 0,
            after_round: 1,
        }];
        t
    };
    let settings = Settings {
        annul_below_half: true,
        ..Settings::swiss()
    };
    let x = crosstable("Rounds", Format::Swiss { rounds: 1 }, &t, &settings);
    let cells: Vec<&str> = x
        .rows
        .iter()
        .flat_map(|r| &r.cells)
        .map(|c| c.text.as_str())
        .collect();
    assert!(
        cells.iter().any(|c| c.ends_with("b/") || c.ends_with("w/")),
        "{cells:?}"
    );
}

#[test]
fn chunks_split_evenly_and_keep_the_tail_in_the_last_block() {
    assert_eq!(
        chunks(20, 29, 20),
        std::iter::once(0..20).collect::<Vec<_>>()
    );
    assert_eq!(chunks(30, 29, 20), vec![0..15, 15..30]);
    assert_eq!(chunks(30, 10, 6), vec![0..8, 8..16, 16..24, 24..30]);
    assert_eq!(chunks(3, 2, 0), vec![0..2, 2..3, 3..3]);
}
