//! Tests of the command reader.

use super::*;
use yubin_domain::model::{GameId, TournamentId};

fn mv(text: &str, guard: Option<u32>) -> Command {
    Command::Move {
        text: text.into(),
        guard,
    }
}

#[test]
fn keywords() {
    let cases = [
        ("help", Command::Help),
        ("HELP", Command::Help),
        ("?", Command::Help),
        ("Accept.", Command::Accept),
        ("decline", Command::Decline),
        ("Decline Draw", Command::DeclineDraw),
        ("takeback", Command::Takeback(None)),
        ("Takeback 3", Command::Takeback(Some(3))),
        ("accept TAKEBACK", Command::AcceptTakeback),
        ("decline takeback", Command::DeclineTakeback),
        ("draw", Command::Draw),
        ("resign!", Command::Resign),
        ("投了します", Command::Resign),
        ("Abort", Command::Abort),
        ("board", Command::Board),
        ("Board Table", Command::BoardForm(BoardForm::Table)),
        ("board picture", Command::BoardForm(BoardForm::Picture)),
        ("pieces", Command::Pieces(None)),
        ("pieces letters", Command::Pieces(Some(Pieces::Letters))),
        ("PIECES Kanji", Command::Pieces(Some(Pieces::Kanji))),
        ("games", Command::Games),
        ("history", Command::History),
        (
            "preview P-7f",
            Command::Preview {
                text: "P-7f".into(),
            },
        ),
        ("P-7f", mv("P-7f", None)),
        ("move 7g7f #12", mv("7g7f", Some(12))),
        ("#12 7g7f", mv("7g7f", Some(12))),
        // A score's move number is the guard, never silently dropped (issue 12, item 21).
        ("2. Ln 5h", mv("Ln 5h", Some(2))),
        ("12... P-7f", mv("P-7f", Some(12))),
        ("move 3. 7g7f", mv("7g7f", Some(3))),
        ("MOVE Ln 5f-5e", mv("Ln 5f-5e", None)),
        ("hello", mv("hello", None)),
        ("timezone", Command::Timezone(None)),
        ("Pause", Command::Pause),
        ("accept pause", Command::AcceptPause),
        ("decline Pause", Command::DeclinePause),
        ("resume", Command::Resume),
        ("give 3d", Command::Give("3d".into())),
        ("leave", Command::Leave(LeaveCommand::List)),
        ("leave cancel", Command::Leave(LeaveCommand::Cancel)),
        ("leave 10d", Command::Leave(LeaveCommand::For("10d".into()))),
        (
            "leave 2026-12-20 2027-01-03",
            Command::Leave(LeaveCommand::Dates(
                "2026-12-20".into(),
                "2027-01-03".into(),
            )),
        ),
        (
            "leave 2026-12-24",
            Command::Leave(LeaveCommand::Dates(
                "2026-12-24".into(),
                "2026-12-24".into(),
            )),
        ),
        (
            "if G-6e then Ln-5f",
            Command::Conditional(ConditionalCommand::Lines),
        ),
        (
            "Conditional",
            Command::Conditional(ConditionalCommand::List),
        ),
        (
            "conditional CLEAR",
            Command::Conditional(ConditionalCommand::Clear),
        ),
        (
            "Timezone Europe/Berlin",
            Command::Timezone(Some("Europe/Berlin".into())),
        ),
    ];
    assert!(!cases.is_empty());
    for (line, want) in cases {
        assert_eq!(parse(line), Ok(want), "{line}");
    }
}

#[test]
fn timezone_takes_one_name() {
    let e = parse("timezone Europe Berlin").unwrap_err();
    assert_eq!(
        e.problem.to_string(),
        "`timezone` takes one zone name, but got `Europe Berlin`"
    );
}

#[test]
fn suggestions_and_move_likeness() {
    let cases = [
        ("boadr", Some("board")),
        ("bord", Some("board")),
        ("resing", Some("resign")),
        ("histroy", Some("history")),
        ("acept", Some("accept")),
        ("pleese", None),
        ("xyz", None),
        ("mv", None),
    ];
    assert!(!cases.is_empty());
    for (word, want) in cases {
        assert_eq!(suggest(word), want, "{word}");
    }
    assert!(looks_like_move("P-7f"));
    assert!(looks_like_move("Ｐ－７ｆ"));
    assert!(looks_like_move("pass"));
    assert!(!looks_like_move("pleese show me the bord"));
}

#[test]
fn challenges() {
    let c = match parse("challenge <Bob@Example.test> chu preset=jcsa white days=3 illegal=reject chu.lion.counterstrike=okazaki draw_every=10") {
        Ok(Command::Challenge(c)) => c,
        other => panic!("{other:?}"),
    };
    assert_eq!(c.opponent, "bob@example.test");
    assert_eq!(c.variant.as_deref(), Some("chu"));
    assert_eq!(c.preset.as_deref(), Some("jcsa"));
    assert_eq!(c.side, SideChoice::White);
    assert_eq!(c.time_control, Some(TimeControl::PerMove { days: 3 }));
    assert_eq!(c.illegal, Some(IllegalPolicy::Reject));
    assert_eq!(c.draw_every, Some(10));
    assert_eq!(c.rated, None);
    assert_eq!(
        c.options,
        vec![("chu.lion.counterstrike".into(), "okazaki".into())]
    );
    let c = match parse("challenge bob@x.test RATED") {
        Ok(Command::Challenge(c)) => c,
        other => panic!("{other:?}"),
    };
    assert_eq!(c.rated, Some(true));
    assert!(parse("challenge bob@x.test rated casual").is_err());
    assert_eq!(
        parse("challenge bob@example.test"),
        Ok(Command::Challenge(Challenge {
            opponent: "bob@example.test".into(),
            ..Challenge::default()
        }))
    );
}

#[test]
fn a_word_that_grows_in_lower_case_is_read_whole() {
    // `Ⱥ` is 2 bytes and `ⱥ` 3: the value was once cut from the lower-case length.
    let e = parse("challenge bob@x.test \u{23a}\u{23a}=1").unwrap_err();
    assert!(e.problem.to_string().contains("unknown option"), "{e:?}");
    let c = match parse("challenge Élise@Example.test") {
        Ok(Command::Challenge(c)) => c,
        other => panic!("{other:?}"),
    };
    assert_eq!(c.opponent, "élise@example.test");
}

#[test]
fn errors_name_the_bad_part() {
    let cases = [
        ("challenge", "no opponent address given"),
        ("challenge bob", "`bob` is neither an address"),
        ("challenge a@x.org b@x.org", "two addresses given"),
        (
            "challenge a@x.org days=0",
            "`days=0`: expected a whole number of days from 1 to 365",
        ),
        ("challenge a@x.org days=seven", "`days=seven`"),
        (
            "challenge a@x.org illegal=maybe",
            "`illegal=maybe`: expected `illegal=lose` or `illegal=reject`",
        ),
        ("challenge a@x.org colour=red", "unknown option `colour=`"),
        ("challenge a@x.org black white", "the side is given twice"),
        ("challenge a@x.org days=", "has no value"),
        (
            "challenge a@x.org time=30d+3d days=3",
            "`time=30d+3d days=3`: give either `days=` or `time=`, not both",
        ),
        (
            "challenge a@x.org time=3x",
            "`time=3x`: `3x` is not a duration",
        ),
        (
            "challenge a@x.org draw_every=0",
            "`draw_every=0`: expected a number of moves from 1 to 100",
        ),
        ("challenge a@x.org draw_every=101", "`draw_every=101`"),
        (
            "challenge a@x.org max_plies=5",
            "`max_plies=5`: expected a number of plies from 10 to 20000, or `none`",
        ),
        (
            "resign now",
            "`resign` takes nothing after it, but got `now`",
        ),
        (
            "board tables",
            "`board` takes nothing, `picture` or `table` after it, but got `tables`",
        ),
        ("board picture please", "but got `picture please`"),
        (
            "pieces tsa",
            "`pieces` takes `kanji` or `letters`, but got `tsa`",
        ),
        (
            "decline everything",
            "`decline` takes nothing, `draw` or `takeback` after it",
        ),
        (
            "accept draw",
            "`accept` takes nothing, `pause` or `takeback` after it, but got `draw`",
        ),
        (
            "takeback 0",
            "`takeback 0`: expected a number of plies from 1",
        ),
        ("takeback two", "`takeback two`: expected a number"),
        ("takeback 1 2", "`takeback` takes at most a number after it"),
        ("preview", "`preview` needs a move"),
        ("move", "no move given"),
        ("move P-7f #1 #2", "two move numbers"),
        ("move P-7f #x", "`#x` is not a move number"),
        ("P-7f #0", "`#0` is not a move number"),
    ];
    assert!(!cases.is_empty());
    for (line, want) in cases {
        let e = parse(line).expect_err(line);
        assert!(e.to_string().contains(want), "{line}: {e}");
        assert_eq!(e.line, line);
    }
}

#[test]
fn tournament_commands() {
    use yubin_domain::model::ByeScore;
    use yubin_domain::standings::{PointSystem, TieBreak};
    let t = |line: &str| match parse(line) {
        Ok(Command::Tournament(t)) => t,
        other => panic!("{line}: {other:?}"),
    };
    assert_eq!(t("join T3"), TournamentCommand::Join(TournamentId(3)));
    assert_eq!(t("JOIN t12"), TournamentCommand::Join(TournamentId(12)));
    assert_eq!(t("leave T3"), TournamentCommand::Leave(TournamentId(3)));
    assert_eq!(t("standings"), TournamentCommand::Standings(None));
    assert_eq!(
        t("standings T2"),
        TournamentCommand::Standings(Some(TournamentId(2)))
    );
    assert_eq!(
        t("tournament T2"),
        TournamentCommand::Standings(Some(TournamentId(2)))
    );
    assert_eq!(t("tournaments"), TournamentCommand::List);
    assert_eq!(
        t("tournament start T1"),
        TournamentCommand::Start(TournamentId(1))
    );
    assert_eq!(
        t("tournament cancel 1"),
        TournamentCommand::Cancel(TournamentId(1))
    );
    assert_eq!(
        t("tournament withdraw T1 <Bob@Example.org>"),
        TournamentCommand::Withdraw(TournamentId(1), "bob@example.org".into())
    );
    // `leave` with a duration is still leave from all games.
    assert!(matches!(
        parse("leave 10d"),
        Ok(Command::Leave(LeaveCommand::For(_)))
    ));
    let TournamentCommand::Create(spec) = t(
        "tournament create \"Winter Chu Open\" swiss rounds=5 points=3/2/1 bye=draw \
         tiebreaks=bh,sb min=4 max=40 start=2027-01-01 round_days=20 chu rated days=3 \
         chu.lion.counterstrike=okazaki",
    ) else {
        panic!()
    };
    assert_eq!(spec.name, "Winter Chu Open");
    assert_eq!(spec.format, Some(FormatWord::Swiss));
    assert_eq!(spec.rounds, Some(5));
    assert_eq!(spec.points, Some(PointSystem::LISHOGI));
    assert_eq!(spec.bye, Some(ByeScore::Draw));
    assert_eq!(
        spec.tie_breaks,
        Some(vec![TieBreak::Buchholz, TieBreak::SonnebornBerger])
    );
    assert_eq!((spec.min_players, spec.max_players), (Some(4), Some(40)));
    assert_eq!(spec.start.as_deref(), Some("2027-01-01"));
    assert_eq!(spec.round_days, Some(20));
    assert_eq!(spec.game.rated, Some(true));
    assert_eq!(spec.game.options.len(), 1);
    let TournamentCommand::Create(spec) = t("tournament create Cup ko games=3") else {
        panic!()
    };
    assert_eq!((spec.name.as_str(), spec.games), ("Cup", Some(3)));
    for (bad, expected) in [
        ("tournament create", "needs a name"),
        ("tournament create \"Open", "no closing quote"),
        ("tournament create X swiss ko", "format is given twice"),
        ("tournament create X rounds=0", "from 1 to 100"),
        ("tournament create X points=2/1/0", "points=1/0.5/0"),
        (
            "tournament create X tiebreaks=sb,xx",
            "`xx` is not a tie-break",
        ),
        ("tournament create X bob@example.org", "names no opponents"),
        ("tournament create X black", "the pairings give the sides"),
        ("tournament create X swissy", "neither a format"),
        ("tournament frobnicate", "not a tournament command"),
        ("join", "needs a tournament number"),
        ("join X3", "not a tournament number"),
        (
            "tournament withdraw T1",
            "needs a tournament number and the player's address",
        ),
    ] {
        let e = parse(bad).unwrap_err();
        let problem = e.problem.to_string();
        assert!(problem.contains(expected), "{bad}: {problem}");
    }
}

#[test]
fn observers_commands() {
    use yubin_domain::model::Watched::{Game, Tournament};
    let w = Command::Watch;
    let cases = [
        ("watch", w(WatchCommand::Watch(None))),
        ("Watch 12", w(WatchCommand::Watch(Some(Game(GameId(12)))))),
        ("watch #12", w(WatchCommand::Watch(Some(Game(GameId(12)))))),
        (
            "watch game 12",
            w(WatchCommand::Watch(Some(Game(GameId(12))))),
        ),
        (
            "watch T3",
            w(WatchCommand::Watch(Some(Tournament(TournamentId(3))))),
        ),
        (
            "watch tournament 3",
            w(WatchCommand::Watch(Some(Tournament(TournamentId(3))))),
        ),
        ("subscribe 4", w(WatchCommand::Watch(Some(Game(GameId(4)))))),
        ("notify", w(WatchCommand::Notify(None))),
        ("notify 7", w(WatchCommand::Notify(Some(GameId(7))))),
        ("unwatch", w(WatchCommand::Unwatch(None))),
        ("unwatch 7", w(WatchCommand::Unwatch(Some(Game(GameId(7)))))),
        (
            "unwatch t2",
            w(WatchCommand::Unwatch(Some(Tournament(TournamentId(2))))),
        ),
        ("Unwatch ALL", w(WatchCommand::UnwatchAll)),
        ("observers", Command::Observers(None)),
        ("observers off", Command::Observers(Some(false))),
        ("Observers On", Command::Observers(Some(true))),
    ];
    assert!(!cases.is_empty());
    for (line, want) in cases {
        assert_eq!(parse(line).unwrap(), want, "{line}");
    }
    for bad in [
        "watch 0",
        "watch twelve",
        "watch 1 2",
        "notify T3",
        "unwatch game",
        "observers maybe",
    ] {
        assert!(parse(bad).is_err(), "{bad}");
    }
    match parse("tournament create Cup delay=4").unwrap() {
        Command::Tournament(TournamentCommand::Create(spec)) => assert_eq!(spec.delay, Some(4)),
        other => panic!("{other:?}"),
    }
    assert!(parse("tournament create Cup delay=0").is_err());
    assert!(parse("tournament create Cup delay=101").is_err());
}

#[test]
fn a_tournament_says_whether_the_archive_publishes_its_games() {
    for (text, want) in [
        ("tournament create Cup", None),
        ("tournament create Cup archive=private", Some(false)),
        ("tournament create Cup archive=public", Some(true)),
    ] {
        match parse(text).unwrap() {
            Command::Tournament(TournamentCommand::Create(spec)) => {
                assert_eq!(spec.archive, want, "{text}")
            }
            other => panic!("{other:?}"),
        }
    }
    let e = parse("tournament create Cup archive=secret").unwrap_err();
    assert!(e.to_string().contains("archive=private"), "{e}");
}

/// Issue 25: the lines of `tests/data/reject/command_lines.txt`, each breaking a command's
/// syntax in its own way, refused in English exactly as before the refusals were typed (the
/// English golden file was written by the reader of `format!`ed sentences), and in
/// Japanese.
#[test]
fn bad_command_lines_are_refused_as_their_golden_files_say() {
    use yubin_text::reject::Rejection;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/reject");
    let lines = std::fs::read_to_string(dir.join("command_lines.txt")).expect("the lines");
    let (mut en, mut ja) = (String::new(), String::new());
    let mut n = 0;
    for line in lines.lines() {
        let error = match parse(line) {
            Err(e) => e,
            Ok(c) => panic!("{line}: read as {c:?}"),
        };
        en.push_str(&format!("{line}\t{error}\n"));
        let refusal = Rejection::BadCommand {
            line: line.to_string(),
            error,
        };
        ja.push_str(&format!("{}\n", refusal.text_in(Language::Ja)));
        n += 1;
    }
    assert!(n > 80, "{n} lines");
    yubin_golden::check(dir.join("command_errors_en.txt"), &en);
    yubin_golden::check(dir.join("command_errors_ja.txt"), &ja);
}

#[test]
fn reminders_and_unsubscribe_commands() {
    let cases = [
        ("reminders", Command::Reminders(None)),
        ("Reminders Off", Command::Reminders(Some(false))),
        ("reminder on", Command::Reminders(Some(true))),
        ("reminders no", Command::Reminders(Some(false))),
        ("unsubscribe", Command::Unsubscribe),
        ("UNSUBSCRIBE", Command::Unsubscribe),
    ];
    for (line, want) in &cases {
        assert_eq!(parse(line).as_ref(), Ok(want), "{line}");
    }
    assert!(!cases.is_empty());
    // With an argument, `unsubscribe` is `unwatch`, as before.
    assert!(matches!(
        parse("unsubscribe 12"),
        Ok(Command::Watch(WatchCommand::Unwatch(Some(_))))
    ));
    for bad in ["reminders maybe", "reminders on off"] {
        let e = parse(bad).unwrap_err();
        assert!(
            e.problem
                .to_string()
                .contains("`reminders` takes `on` or `off`"),
            "{bad}: {e:?}"
        );
    }
}

#[test]
fn crosstables_commands_and_their_hostile_forms() {
    use yubin_domain::model::TournamentId;
    let cases = [
        (
            "crosstables T3",
            Command::Crosstables(TournamentId(3), None),
        ),
        (
            "Crosstables t3 OFF",
            Command::Crosstables(TournamentId(3), Some(false)),
        ),
        (
            "crosstables 3 on",
            Command::Crosstables(TournamentId(3), Some(true)),
        ),
        (
            "crosstables T12 no",
            Command::Crosstables(TournamentId(12), Some(false)),
        ),
    ];
    for (line, want) in &cases {
        assert_eq!(parse(line).as_ref(), Ok(want), "{line}");
    }
    assert!(!cases.is_empty());
    let bad = [
        "crosstables",
        "crosstables off",
        "crosstables T0 off",
        "crosstables T3 maybe",
        "crosstables T3 on off",
        "crosstables T-3 on",
        "crosstables T99999999999999999999 on",
        "crosstables Ｔ３ on",
    ];
    for line in bad {
        let e = parse(line).unwrap_err();
        assert!(
            e.problem
                .to_string()
                .contains("`crosstables` takes a tournament's number"),
            "{line}: {e:?}"
        );
    }
    assert!(!bad.is_empty());
}
