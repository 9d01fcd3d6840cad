//! Games played through the service, exported in every format (golden files under
//! `tests/data/exports/`, written anew with `YUBIN_BLESS=1`) and imported back into another
//! server's archive as the same game; an imported game's players are never mailed.

use super::*;
use crate::cli::{export_stored, import_into};
use yubin_domain::model::{GameRecord, Termination};
use yubin_engine::records::import::Request;
use yubin_records::Format;
use yubin_rules::notation::sfen;
use yubin_rules::{Game, Move};

/// A game of these tests: its name, the challenge's terms, the moves in USI from the first
/// mover (a handicap: White), and how it ends.
struct Case {
    name: &'static str,
    terms: &'static str,
    white_first: bool,
    moves: &'static str,
    end: End,
}

#[derive(Clone, Copy)]
enum End {
    /// The side to move resigns.
    Resign,
    /// The side to move offers a draw and the other accepts.
    Draw,
}

const CASES: &[Case] = &[
    // The lion's double capture (ply 5), igui (7), a pass (9), and the dragon horse taking
    // on 3d in the zone without promoting (13); the rook takes it back, Black resigns.
    Case {
        name: "chu_lion_igui_pass_decline",
        terms: "",
        white_first: false,
        moves: "7j7h 5d5e 7h8f 4c9h 8f9e10d 6d6e 10d10c10d 6e6f 10d10e10d 7d7e 8i8h 4e4f \
                9j3d 3c3d",
        end: End::Resign,
    },
    // lishogi's two-lions handicap: White gives it and moves first; agreed drawn.
    Case {
        name: "chu_handicap_two_lions",
        terms: "handicap=two_lions",
        white_first: true,
        moves: "6d6e 7i7h 6c6d 7j7i",
        end: End::Draw,
    },
    // Heisei Chu Shogi: Black drops a lance; White resigns later.
    Case {
        name: "chu_heisei_drop",
        terms: "preset=heisei",
        white_first: false,
        moves: "L*7h 5d5e 7h7g",
        end: End::Resign,
    },
    // Maka Dai Dai Shogi: a pawn promotes by capturing, the queen takes it; Black resigns.
    Case {
        name: "maka",
        terms: "maka",
        white_first: false,
        moves: "10n10m 10f10g 10m10l 10g10h 10l10k 10h10i 10k10j 9f9g 10j10i+ 10e10i",
        end: End::Resign,
    },
    // Hishigata Shogi (the setup of the seed's diagram): the coiled serpents meet on the
    // empty rank, Black's capricorn takes White's without promoting; White resigns.
    Case {
        name: "maka_hishigata",
        terms: "maka preset=hishigata",
        white_first: false,
        moves: "10k10j 10i10j 10r10b",
        end: End::Resign,
    },
    // Dai Shogi: the pawns meet, the lion jumps over the queen and takes a pawn by igui
    // (ply 11); a knight, an angry boar, a violent ox; White resigns.
    Case {
        name: "dai",
        terms: "dai",
        white_first: false,
        moves: "8k8j 8e8f 8j8i 8f8g 8i8h 8g8h 8m8k 8h8i 14o13m 8i8j 8k8j8k 12c11c 14m14n",
        end: End::Resign,
    },
    // Tenjiku Shogi: the great general jumps two pawns to take the vice general on 9d and is
    // burned there by the fire demon on 10c (the records name the capture, never the burn);
    // pawns; Black resigns.
    Case {
        name: "tenjiku",
        terms: "tenjiku",
        white_first: false,
        moves: "9m9d 8e8f 10l10k 9e9f",
        end: End::Resign,
    },
    // Dai Dai Shogi: the howling dogs of both sides advance; a resignation ends it.
    Case {
        name: "daidai",
        terms: "daidai",
        white_first: false,
        moves: "12k12j 12g12h 6k6j 6g6h",
        end: End::Resign,
    },
];

/// Plays `case` through the service (Alice Black, Bob White, both named); returns the world
/// and the game's number.
fn play(case: &Case) -> (World, i64) {
    let mut w = World::new();
    w.send(ALICE, BOT, "name Alice");
    w.send(BOB, BOT, "name Bob");
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} black {}", case.terms));
    let to = out[0].reply_to.clone().unwrap();
    w.send(BOB, &to, "accept");
    let g = 1;
    let players = if case.white_first {
        [BOB, ALICE]
    } else {
        [ALICE, BOB]
    };
    let moves: Vec<&str> = case.moves.split_whitespace().collect();
    for (i, m) in moves.iter().enumerate() {
        let p = players[i % 2];
        w.send(p, &w.reply_to(GameId(g), p), m);
    }
    assert_eq!(
        w.shell.store().moves(GameId(g)).unwrap().len(),
        moves.len(),
        "{}: a move was refused",
        case.name
    );
    let (on_turn, other) = (players[moves.len() % 2], players[(moves.len() + 1) % 2]);
    match case.end {
        End::Resign => {
            w.send(on_turn, &w.reply_to(GameId(g), on_turn), "resign");
        }
        End::Draw => {
            w.send(on_turn, &w.reply_to(GameId(g), on_turn), "draw");
            w.send(other, &w.reply_to(GameId(g), other), "draw");
        }
    }
    assert_eq!(
        w.shell.store().game(GameId(g)).unwrap().unwrap().state,
        GameState::Finished,
        "{}",
        case.name
    );
    (w, g)
}

/// The game `id` of `store`: its record and its moves replayed.
fn stored(store: &Store, id: GameId) -> (GameRecord, Game) {
    let rec = store.game(id).unwrap().unwrap();
    let game = replay(&rec, &store.moves(id).unwrap()).unwrap();
    (rec, game)
}

/// The formats a variant's games are written in.
fn formats(case: &Case) -> Vec<Format> {
    if case.terms.starts_with("maka") || matches!(case.terms, "dai" | "daidai" | "tenjiku") {
        vec![Format::Tsa, Format::Usi, Format::Json]
    } else {
        Format::ALL.to_vec()
    }
}

#[test]
fn each_game_shows_what_it_is_played_for() {
    let games: Vec<Game> = CASES
        .iter()
        .map(|c| stored(play(c).0.shell.store(), GameId(1)).1)
        .collect();
    let moves = games[0].moves();
    assert!(matches!(moves[4], Move::Board { from, to, via, .. } if !via.is_empty() && from != to));
    assert!(moves[6].is_igui());
    assert_eq!(moves[8], Move::Pass);
    assert!(!moves[12].promotes() && moves[13].to() == moves[12].to());
    assert_eq!(games[1].initial().side_to_move(), yubin_rules::Color::White);
    assert!(matches!(games[2].moves()[0], Move::Drop { .. }));
    assert_eq!(games[3].rules().variant, yubin_rules::Variant::Maka);
    assert!(games[3].moves()[8].promotes());
    assert_eq!(games[4].rules().setup, yubin_rules::rules::Setup::Hishigata);
    let on_10b = games[4]
        .position()
        .piece_at(yubin_rules::Square::new(10, 1).unwrap());
    assert_eq!(
        on_10b.map(|p| (p.color, p.kind)),
        Some((Color::Black, yubin_rules::PieceKind::Capricorn))
    );
    assert_eq!(games[5].rules().variant, yubin_rules::Variant::Dai);
    assert_eq!(
        games[5].moves()[10].to(),
        games[5].moves()[10].from(),
        "igui"
    );
    assert_eq!(games[6].rules().variant, yubin_rules::Variant::Tenjiku);
    let pos = games[6].position();
    let on = |f, r| pos.piece_at(yubin_rules::Square::new(f, r).unwrap());
    assert_eq!(on(9, 3), None, "the great general burned on 9d");
    assert_eq!(on(9, 12), None, "and left 9m");
}

#[test]
fn every_export_of_the_games_matches_its_golden_file() {
    let mut files = Vec::new();
    for case in CASES {
        let (w, g) = play(case);
        for format in Format::ALL {
            let out = export_stored(w.shell.store(), &settings(), GameId(g), format);
            if !formats(case).contains(&format) {
                let e = out.unwrap_err().to_string();
                assert!(e.contains("cannot be written as"), "{e}");
                continue;
            }
            let file = out.unwrap();
            assert!(!file.text.contains("example.test game") || format != Format::Usi);
            assert!(!file.text.contains("alice@"), "{}", file.text);
            files.push((format!("{}.{}", case.name, format.name()), file.text));
        }
    }
    assert_eq!(files.len(), 3 * 5 + 3 + 3 + 3 + 3 + 3);
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/exports");
    yubin_golden::check_dir(dir, files);
}

/// What an import must keep of `orig`: everything for the formats with a header; the start,
/// the moves and the rules for USI (named and decided on the command line).
fn assert_same(what: &str, orig: &(GameRecord, Game), back: &(GameRecord, Game), format: Format) {
    let (o, b) = (&orig.0, &back.0);
    assert_eq!(back.1.moves(), orig.1.moves(), "{what}: moves");
    assert_eq!(
        sfen::write(back.1.initial()),
        sfen::write(orig.1.initial()),
        "{what}: start"
    );
    let (ot, bt) = (&o.setup.terms, &b.setup.terms);
    assert_eq!(bt.start_sfen, ot.start_sfen, "{what}: start SFEN");
    assert_eq!(bt.rules, ot.rules, "{what}: rules");
    assert_eq!(bt.preset, ot.preset, "{what}: preset");
    assert_eq!(b.result, o.result, "{what}: result");
    assert_eq!(b.state, GameState::Finished);
    assert!(!bt.rated && b.origin.is_some(), "{what}");
    assert_eq!(
        b.names,
        [Some("Alice".into()), Some("Bob".into())],
        "{what}"
    );
    if format == Format::Usi {
        assert_eq!(
            b.termination, None,
            "{what}: the USI line does not say how it ended"
        );
        return;
    }
    assert_eq!(b.termination, o.termination, "{what}: termination");
    assert_eq!(b.result_reason, o.result_reason, "{what}: reason");
    let minute = |t: Option<i64>| t.map(|t| t / 60);
    assert_eq!(minute(b.started_at), minute(o.started_at), "{what}: start");
    assert_eq!(minute(b.finished_at), minute(o.finished_at), "{what}: end");
}

#[test]
fn every_export_imports_back_as_the_same_game() {
    let mut checked = 0;
    for case in CASES {
        let (w, g) = play(case);
        let orig = stored(w.shell.store(), GameId(g));
        for format in formats(case) {
            if format == Format::Tsa {
                continue;
            }
            let what = format!("{} as {}", case.name, format.name());
            let file = export_stored(w.shell.store(), &settings(), GameId(g), format).unwrap();
            let mut archive = Store::open_in_memory().unwrap();
            let mut req = Request::default();
            if format == Format::Usi {
                req.black = Some("Alice".into());
                req.white = Some("Bob".into());
                req.result = orig.0.result;
                // The line has no rules: the command line names the preset.
                req.preset = case
                    .terms
                    .split_whitespace()
                    .find_map(|t| t.strip_prefix("preset="))
                    .map(str::to_string);
            }
            let (id, _) = import_into(
                &mut archive,
                file.text.as_bytes(),
                &file.file_name,
                &req,
                1_900_000_000,
            )
            .unwrap_or_else(|e| panic!("{what}: {e:#}"));
            let back = stored(&archive, id);
            assert_same(&what, &orig, &back, format);
            // Written again from the archive, KIF and PGN are the very file: the header's
            // site, dates, event and time control are the record's own.
            if matches!(format, Format::Kif | Format::Pgn) {
                let again = export_stored(&archive, &settings(), id, format).unwrap();
                assert_eq!(again.text, file.text, "{what}");
            }
            // And the JSON written from the archive imports as the same game again.
            let json = export_stored(&archive, &settings(), id, Format::Json).unwrap();
            let mut other = Store::open_in_memory().unwrap();
            let (id2, _) = import_into(
                &mut other,
                json.text.as_bytes(),
                "again.json",
                &Request::default(),
                1_900_000_000,
            )
            .unwrap_or_else(|e| panic!("{what}, its JSON: {e:#}"));
            let twice = stored(&other, id2);
            assert_same(&format!("{what}, twice"), &back, &twice, Format::Json);
            checked += 1;
        }
    }
    assert_eq!(checked, 3 * 4 + 2 + 2 + 2 + 2 + 2);
}

#[test]
fn an_imported_game_is_never_mailed_and_its_names_are_not_taken_from_members() {
    let (mut w, g) = play(&CASES[0]);
    let kif = export_stored(w.shell.store(), &settings(), GameId(g), Format::Kif).unwrap();
    // The names in the file are those of members here: refused, with the way out.
    let e = import_into(
        w.shell.store_mut(),
        kif.text.as_bytes(),
        "g.kif",
        &Request::default(),
        w.now,
    )
    .unwrap_err();
    assert!(format!("{e:#}").contains("--black"), "{e:#}");
    let req = Request {
        black: Some("Carol".into()),
        white: Some("Dave".into()),
        ..Request::default()
    };
    let (id, _) = import_into(
        w.shell.store_mut(),
        kif.text.as_bytes(),
        "g.kif",
        &req,
        w.now,
    )
    .unwrap();
    let rec = w.shell.store().game(id).unwrap().unwrap();
    assert!(
        rec.setup.black.ends_with("@imported.invalid"),
        "{}",
        rec.setup.black
    );
    assert_eq!(rec.termination, Some(Termination::Resignation));
    // Alice played the same moves, but not this game: it is nobody's here.
    let out = w.send(ALICE, BOT, &format!("export {id}"));
    assert!(out[0].attachments.is_empty());
    assert!(
        flat(&out[0].text).contains("not one of your games"),
        "{}",
        out[0].text
    );
    // A mail claiming to come from an imported player is nobody's either; a challenge to
    // one is refused.
    let out = w.send(ALICE, BOT, &format!("challenge {} black", rec.setup.black));
    assert!(
        flat(&out[0].text).contains("receive no mail"),
        "{}",
        out[0].text
    );
    let all = w.shell.store().due_mail(i64::MAX, 10_000).unwrap();
    assert!(
        all.iter().all(|m| !m.mail.to.ends_with(".invalid")),
        "{all:#?}"
    );
    // `games` lists Alice's own game only.
    let out = w.send(ALICE, BOT, "games");
    assert!(
        !out[0].text.contains(&format!("Game {id}")),
        "{}",
        out[0].text
    );
}

#[test]
fn players_without_names_import_under_names_unlike_any_members_pseudonym() {
    let (mut w, g) = play(&CASES[0]);
    // Neither chose a name on the server the file came from: it names them by their
    // pseudonyms there (`player-…`), which look like members' pseudonyms here.
    let tx = w.shell.store_mut().transaction().unwrap();
    for p in [ALICE, BOB] {
        tx.set_name(p, "", 0).unwrap();
    }
    tx.commit().unwrap();
    let json = export_stored(w.shell.store(), &settings(), GameId(g), Format::Json).unwrap();
    let alice = yubin_engine::profile::pseudonym(&settings(), ALICE);
    assert!(json.text.contains(&alice), "{}", json.text);
    let mut archive = Store::open_in_memory().unwrap();
    let (id, _) = import_into(
        &mut archive,
        json.text.as_bytes(),
        "g.json",
        &Request::default(),
        1_900_000_000,
    )
    .unwrap();
    let (rec, _) = stored(&archive, id);
    let imported = format!("imported-{}", alice.trim_start_matches("player-"));
    assert_eq!(rec.names[0].as_deref(), Some(imported.as_str()));
    assert!(rec
        .names
        .iter()
        .flatten()
        .all(|n| !n.starts_with("player-")));
}
