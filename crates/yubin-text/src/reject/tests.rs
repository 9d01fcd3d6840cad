//! Refusals, error mails and requests to confirm, in Japanese (issue 25): every sentence
//! translated, nothing of the English left but commands, names and notation.

use super::*;
use crate::mails::{Confirm, ErrorMail};
use yubin_rules::rules::{Adjacency, Repetition};
use yubin_rules::{
    DropFault, LionRule, Piece, PieceKind, PromotionFault, Protector, RouteFault, Square,
};

const JA: Language = Language::Ja;

/// The ASCII words of `text` outside backquotes that are no notation, command or name a
/// Japanese reader is meant to see: English left untranslated.
fn english_words(text: &str) -> Vec<String> {
    const KEPT: &[&str] = &[
        "TSA",
        "USI",
        "WinBoard",
        "SFEN",
        "IANA",
        "kif",
        "pgn",
        "tsa",
        "usi",
        "json",
        "lishogi",
        "msm",
        "Middle",
        "Shogi",
        "Manual",
        "https",
        "wikipedia",
        "org",
        "List",
        "database",
        "time",
        "zones",
        "Yubin",
        "free",
        "bear",
        "illegal",
        "reject",
        "draw_every",
        "wiki",
        "List_of_tz_database_time_zones",
        "alice",
        "bob",
        "example",
        "lion",
        "gold",
        "dragon",
        "king",
        "pawn",
        "general",
        "rook",
        "horse",
        "kirin",
        "phoenix",
        "elephant",
        "drunk",
    ];
    let mut out = Vec::new();
    let mut quoted = false;
    for piece in text.split('`') {
        if !quoted {
            for w in piece.split(|c: char| !(c.is_ascii_alphabetic() || c == '_')) {
                if w.len() >= 3 && !KEPT.contains(&w) {
                    out.push(w.to_string());
                }
            }
        }
        quoted = !quoted;
    }
    out
}

fn sq(file: u8, rank: u8) -> Square {
    Square::new(file, rank).expect("a square")
}

/// Refusals whose every word is this crate's (not the engine's or the rules crate's).
fn refusals() -> Vec<Rejection> {
    use Rejection as R;
    let g = GameId(12);
    let t = || "T3".to_string();
    let mut all = vec![
        R::SeveralCommands {
            commands: vec!["resign".into(), "draw".into()],
        },
        R::NoCommand,
        R::UnknownCommand {
            word: "resing".into(),
            suggestion: Some("resign"),
        },
        R::UnknownCommand {
            word: "xyzzy".into(),
            suggestion: None,
        },
        R::NoKey,
        R::ObserverCannotAct { game: g },
        R::KeyNotYours {
            from: "bob@example.org".into(),
            game: g,
        },
        R::AboutYourGame {
            reason: Box::new(R::GameOver { game: g }),
            game: g,
        },
        R::NoGameInProgress,
        R::SeveralGamesInProgress {
            games: vec![GameId(3), GameId(5)],
        },
        R::ChallengeSelf,
        R::ChallengeBot,
        R::CannotChallenge,
        R::UnknownVariant { name: "go".into() },
        R::NoHandicaps {
            variant: Variant::Tenjiku,
        },
        R::UnknownHandicap {
            name: "x".into(),
            known: vec!["lion", "king"],
        },
        R::HandicapAndSfen,
        R::OwnChallenge,
        R::NotAwaitingAnswer { game: g },
        R::NotStarted { game: g },
        R::GameOver { game: g },
        R::DrawStanding,
        R::NoDrawToDecline,
        R::NothingToTakeBack { played: 0 },
        R::NothingToTakeBack { played: 3 },
        R::TakebackTooMany {
            asked: 4,
            played: 1,
        },
        R::TakebackStanding { plies: 1 },
        R::TakebackOfOpponent { plies: 2 },
        R::OwnTakeback,
        R::NoTakebackToAnswer,
        R::DrawTooSoon {
            every: 10,
            offered_at: 20,
            next_after: 40,
        },
        R::NotYourTurn {
            mover: Color::White,
            number: 12,
        },
        R::WrongGuard {
            meant: 11,
            number: 12,
        },
        R::IllegalRefused {
            text: "P-5e".into(),
            why: IllegalMove::NoPiece(sq(4, 4)),
            rules: Box::new(Rules::standard(Variant::Chu)),
        },
        R::PreviewIllegal {
            text: "P-5e".into(),
            why: IllegalMove::OwnPiece(sq(4, 4)),
            rules: Box::new(Rules::standard(Variant::Chu)),
        },
        R::ConfirmationExpired {
            line: "join T3".into(),
        },
        R::NewcomersBusy { limit: 20 },
        R::RateLimited { mails: 30 },
        R::AddressLookAlike {
            address: "аlice@example.org".into(),
        },
        R::ConditionalTooLong { line: 2 },
        R::ConditionalOnYourTurn { number: 7 },
        R::AlreadyPaused,
        R::NoPauseOffer,
        R::PauseStanding,
        R::NotPaused,
        R::BadGift { text: "3x".into() },
        R::NoLeave,
        R::BadLeave {
            text: "soon".into(),
        },
        R::LeaveBackwards {
            first: "2026-12-20".into(),
            last: "2026-12-10".into(),
        },
        R::LeaveInPast {
            last: "2026-01-01".into(),
        },
        R::LeaveOverlaps {
            from: "2026-12-20".into(),
            to: "2026-12-24".into(),
        },
        R::LeaveTooLong {
            year: 2026,
            days: 70,
            limit: 60,
        },
        R::RatedNeedsStandardStart,
        R::TakebackRated,
        R::AbortTooLate { game: g },
        R::UnknownZone {
            name: "Mars/Olympus".into(),
        },
        R::TooLarge {
            bytes: 20_800_000,
            limit: 1_000_000,
        },
        R::TooManyChallenges { limit: 10 },
        R::ComputerOff,
        R::ComputerLevelAbove { level: 7, max: 5 },
        R::ChallengeWaiting {
            opponent: "bob@example.org".into(),
        },
        R::NoSuchTournament {
            id: TournamentId(3),
        },
        R::NameTheTournament,
        R::NotOrganiser { label: t() },
        R::TournamentNotOpen {
            label: t(),
            state: "under way",
        },
        R::TournamentNotRunning {
            label: t(),
            state: "open for entries",
        },
        R::AlreadyEntered { label: t() },
        R::NotEntered {
            label: t(),
            player: "bob".into(),
        },
        R::TournamentFull { label: t(), max: 8 },
        R::TooFewPlayers {
            label: t(),
            have: 1,
            need: 3,
        },
        R::NameTaken {
            name: "alice".into(),
        },
        R::NameLookAlike {
            name: "alice".into(),
        },
        R::SenderLookAlike,
        R::UnknownFormat { word: "doc".into() },
        R::NotYourGame { game: g },
        R::AnalyseRunning { game: g },
        R::AnalyseUnplayed { game: g },
        R::AnalysePrivate { game: g },
        R::AnalyseQueueFull {
            game: g,
            waiting: 20,
        },
        R::AnalyseTooMany { game: g, max: 2 },
        R::AbortTournament,
        R::WatchWhich,
        R::NoSuchGame { game: g },
        R::WatchOwnGame { game: g },
        R::WatchOwnTournament {
            id: TournamentId(3),
        },
        R::WatchGameOver { game: g },
        R::WatchTournamentOver {
            id: TournamentId(3),
        },
        R::ObserversForbidden { game: g },
        R::TooManyWatches { limit: 20 },
        R::NotWatching { what: None },
        R::NotWatching {
            what: Some(Watched::Game(g)),
        },
        R::NotWatching {
            what: Some(Watched::Tournament(TournamentId(3))),
        },
        R::UnwatchWhich {
            watching: vec![
                Watched::Game(g),
                Watched::Tournament(TournamentId(3)),
                Watched::Tournament(TournamentId(5)),
            ],
        },
        R::Unhandled { attempts: 3 },
    ];
    for problem in [
        AddressProblem::NoAt,
        AddressProblem::SeveralAts,
        AddressProblem::NoLocalPart,
        AddressProblem::NoDomain,
        AddressProblem::TooLong,
        AddressProblem::Quoted,
        AddressProblem::Character(' '),
        AddressProblem::Character('\u{200B}'),
        AddressProblem::Character('('),
        AddressProblem::LocalDots,
        AddressProblem::DomainShape,
        AddressProblem::MixedScripts,
        AddressProblem::Undeliverable,
        AddressProblem::Styled('ａ'),
    ] {
        all.push(R::BadAddress {
            address: "alice@example".into(),
            problem,
        });
    }
    for problem in [
        TournamentProblem::SwissNeedsRounds,
        TournamentProblem::RoundsOnlySwiss,
        TournamentProblem::GamesOnlyKnockout,
        TournamentProblem::RoundDaysOnlySwiss,
        TournamentProblem::ByeOnlySwiss,
        TournamentProblem::MinAboveMax { min: 8, max: 4 },
        TournamentProblem::PlayerLimits {
            format: "Swiss",
            most: 200,
        },
        TournamentProblem::PlayerLimits {
            format: "round robin",
            most: 30,
        },
        TournamentProblem::BadStart {
            text: "soon".into(),
        },
        TournamentProblem::StartPassed {
            text: "2020-01-01".into(),
        },
        TournamentProblem::NoTieBreaks,
    ] {
        all.push(R::BadTournament { problem });
    }
    all
}

#[test]
fn every_refusal_is_said_in_japanese_with_no_english_left() {
    let all = refusals();
    assert!(all.len() > 90);
    for r in &all {
        let ja = r.text_in(JA);
        assert_ne!(ja, r.text(), "{r:?}: not translated");
        assert!(ja.contains('。') || ja.contains('？'), "{r:?}: {ja}");
        assert!(
            english_words(&ja).is_empty(),
            "{r:?}: English left in {ja}: {:?}",
            english_words(&ja)
        );
    }
}

#[test]
fn refusals_read_as_japanese_players_write() {
    let ja = |r: Rejection| r.text_in(JA);
    assert_eq!(
        ja(Rejection::NotYourTurn {
            mover: Color::White,
            number: 12
        }),
        "あなたの手番ではありません。第12手は後手の番です。"
    );
    assert_eq!(
        ja(Rejection::TakebackTooMany {
            asked: 4,
            played: 1
        }),
        "4手の待ったを求めましたが、まだ1手しか指されていません。"
    );
    assert_eq!(
        ja(Rejection::UnknownCommand {
            word: "resing".into(),
            suggestion: Some("resign")
        }),
        "`resing` というコマンドはありません。`resign` のことでしょうか？"
    );
    assert_eq!(
        ja(Rejection::SeveralCommands {
            commands: vec!["resign".into(), "draw".into()]
        }),
        "1通のメールで実行するコマンドは1つだけですが、このメールには2個ありました：\
         `resign`、`draw`。何も実行していません。1通に1つずつ送ってください。"
    );
    assert_eq!(
        ja(Rejection::AboutYourGame {
            reason: Box::new(Rejection::GameOver { game: GameId(12) }),
            game: GameId(12)
        }),
        "対局12は終局しています。このメールはあなたの対局12についてのものです。返信してください。"
    );
    assert_eq!(
        ja(Rejection::TournamentNotOpen {
            label: "T3".into(),
            state: "under way"
        }),
        "T3 は進行中です。参加者と開始日を変えられるのは参加受付中だけです。"
    );
    assert_eq!(
        ja(Rejection::BadTournament {
            problem: TournamentProblem::PlayerLimits {
                format: "Swiss",
                most: 200
            }
        }),
        "スイス式の参加者は2人から200人までです。その範囲で `min=` と `max=` を指定してください。"
    );
    assert!(ja(Rejection::NoHandicaps {
        variant: Variant::Tenjiku
    })
    .starts_with("天竺大将棋には"));
    let square = sq(4, 4);
    assert!(ja(Rejection::IllegalRefused {
        text: "P-5e".into(),
        why: IllegalMove::NoPiece(square),
        rules: Box::new(Rules::standard(Variant::Chu)),
    })
    .starts_with(&format!("`P-5e` は反則です：{square}に駒がありません。")));
    // A refusal in English is as it always was.
    assert_eq!(
        Rejection::NotYourTurn {
            mover: Color::White,
            number: 12
        }
        .text(),
        "It is not your turn: white plays move 12."
    );
}

/// Every reason a move is illegal, in Japanese, with no English but piece names and rules'
/// option names (in backquotes).
#[test]
fn every_illegal_move_is_explained_in_japanese() {
    let kind = PieceKind::Lion;
    let (a, b, c) = (sq(4, 4), sq(4, 6), sq(5, 5));
    let protector = |captured| Protector {
        square: c,
        piece: Piece::new(Color::Black, PieceKind::Gold),
        captured,
    };
    let mut all = vec![
        IllegalMove::NoPiece(a),
        IllegalMove::NotYourPiece(a),
        IllegalMove::CannotMoveThere {
            kind,
            from: a,
            to: b,
        },
        IllegalMove::PathBlocked {
            kind,
            from: a,
            to: b,
            at: c,
        },
        IllegalMove::MissingCapture { kind, at: c },
        IllegalMove::OwnPiece(a),
        IllegalMove::NoPass,
        IllegalMove::GameOver,
        IllegalMove::ForbiddenRepetition {
            rule: Repetition::Jcsa,
            occurrence: 4,
        },
    ];
    for protector in [None, Some(protector(false)), Some(protector(true))] {
        for rule in [LionRule::NonAdjacentProtected, LionRule::Counterstrike] {
            for related in [None, Some(c)] {
                all.push(IllegalMove::LionTrading {
                    rule,
                    from: a,
                    lion: b,
                    related,
                    protector,
                });
            }
        }
    }
    for why in [
        RouteFault::NoLionPower,
        RouteFault::HopListed,
        RouteFault::FirstLegEmpty,
        RouteFault::LionDog,
        RouteFault::Hook,
        RouteFault::LionStep,
        RouteFault::LionLines,
        RouteFault::LionLine,
        RouteFault::FirstLeg,
        RouteFault::ThreeLegCaptures,
        RouteFault::TooManyLegs,
        RouteFault::HopOffLine,
        RouteFault::HopEmpty,
        RouteFault::HopOrder,
        RouteFault::NoHop,
        RouteFault::HopDirection,
        RouteFault::HopNothing,
        RouteFault::HopTooMany,
        RouteFault::JumpMustCapture,
        RouteFault::JumpVictim,
        RouteFault::SweepLine,
        RouteFault::SweepNothing,
        RouteFault::TetrarchsNeighbour,
        RouteFault::AreaPath,
    ] {
        all.push(IllegalMove::BadRoute { kind, why });
    }
    for why in [
        PromotionFault::Pass,
        PromotionFault::MakaNoCapture,
        PromotionFault::MakaPromoted,
        PromotionFault::NeverPromotes,
        PromotionFault::OutsideZone,
        PromotionFault::DeclinedWikiDelay,
        PromotionFault::DeclinedMsm,
        PromotionFault::LanceLastRank,
        PromotionFault::GoBetweenLastRank,
        PromotionFault::JcsaPawn,
        PromotionFault::JcsaLance,
        PromotionFault::JcsaGoBetween,
        PromotionFault::JcsaEnter,
        PromotionFault::Compulsory,
        PromotionFault::MakaForced,
    ] {
        all.push(IllegalMove::PromotionNotAllowed { kind, why });
    }
    for why in [
        DropFault::NoDrops,
        DropFault::DropMade,
        DropFault::NotInReserve,
        DropFault::Occupied,
        DropFault::NotAdjacent(Adjacency::KingStep),
        DropFault::NotAdjacent(Adjacency::Orthogonal),
        DropFault::PromotedOutsideZone,
        DropFault::PromotedOnNextMoveOnly,
        DropFault::Dead,
    ] {
        all.push(IllegalMove::BadDrop(why));
    }
    let chu = Rules::standard(Variant::Chu);
    for e in &all {
        let ja = wording::illegal_in(e, &chu, JA);
        assert_ne!(ja, wording::illegal(e), "{e:?}: not translated");
        assert!(english_words(&ja).is_empty(), "{e:?}: English left in {ja}");
    }
    assert_eq!(
        wording::illegal_in(
            &IllegalMove::ForbiddenRepetition {
                rule: Repetition::Jcsa,
                occurrence: 4
            },
            &chu,
            JA
        ),
        "この手で同一局面が4回目になり、千日手の規則 `jcsa` で禁じられています"
    );
    assert_eq!(
        wording::illegal_in(
            &IllegalMove::PathBlocked {
                kind,
                from: a,
                to: b,
                at: c
            },
            &chu,
            JA
        ),
        format!("{a}の獅子は{b}へ行けません：{c}の駒が邪魔です")
    );
    // A piece by its name in the game: what a promoted piece becomes there.
    let cannot = |kind, rules: &Rules| {
        let e = IllegalMove::CannotMoveThere {
            kind,
            from: a,
            to: b,
        };
        wording::illegal_in(&e, rules, JA)
    };
    let maka = Rules::standard(Variant::Maka);
    for (kind, rules, name) in [
        (PieceKind::PromotedRook, &chu, "龍王"),
        (PieceKind::PromotedKirin, &chu, "獅子"),
        (PieceKind::PromotedKirin, &maka, "大龍"),
        (PieceKind::Gold, &maka, "金将"),
    ] {
        assert_eq!(
            cannot(kind, rules),
            format!("{name}は{a}から{b}へは動けません"),
            "{kind:?}"
        );
    }
    let e = IllegalMove::CannotMoveThere {
        kind: PieceKind::PromotedRook,
        from: a,
        to: b,
    };
    assert_eq!(
        wording::illegal_in(&e, &chu, Language::En),
        wording::illegal(&e)
    );
    assert!(
        wording::illegal(&e).starts_with("a promoted rook"),
        "{}",
        wording::illegal(&e)
    );
}

fn error_mail(lang: Language) -> ErrorMail {
    ErrorMail {
        lang,
        problem: Rejection::NoGameInProgress.text_in(lang),
        quoted: vec![reject_quoted(lang)],
        accepted: accepted_game_over(lang),
        game: None,
        last_today: Some(5),
    }
}

fn reject_quoted(lang: Language) -> String {
    quoted_subject(lang, "")
}

#[test]
fn the_error_mail_is_written_in_japanese() {
    let body = error_mail(JA).body();
    for part in [&body.text, &body.html] {
        for sentence in [
            "進行中の対局はありません。",
            "キーのないメールへの返事は1日5通までで、これが今日最後の返事です。",
            "受け取った内容：",
            "（空のメール）",
            "ここで受け付けるもの：",
            "新しい対局は",
        ] {
            assert!(part.contains(sentence), "{sentence} missing in {part}");
        }
    }
    // Japanese wraps between characters: sentences are looked for without white space.
    let squeeze = |t: &str| t.split_whitespace().collect::<String>();
    assert!(squeeze(&body.text).contains(&squeeze(
        "進行中の対局はありません。対局を始めるには `challenge <address>` を送ってください。\n何も変更していません。"
    )));
    assert!(body
        .html
        .contains("を送ってください。何も変更していません。</p>"));
    assert!(
        english_words(&body.text).is_empty(),
        "{:?}",
        english_words(&body.text)
    );
    let en = error_mail(Language::En).body();
    assert!(en.text.starts_with(
        "You have no game in progress. Send `challenge <address>` to start one.\nNothing was changed.\n"
    ));
    assert!(en.text.contains("You wrote:\n> (an empty mail)\n"));
}

fn confirm(lang: Language, what: Binding) -> Confirm {
    Confirm {
        lang,
        address: "alice@example.org".into(),
        line: "join T3".into(),
        what,
        name_hint: None,
    }
}

#[test]
fn the_request_to_confirm_is_written_in_japanese() {
    let body = confirm(JA, Binding::Join).body();
    assert!(body.text.starts_with(
        "alice@example.org から、キーのないメールで次のコマンドを受け取りました：\n\n    join T3\n\n"
    ));
    // Japanese wraps between characters: the sentences are looked for without white space.
    let squeeze = |t: &str| t.split_whitespace().collect::<String>();
    assert!(
        squeeze(&body.text).contains(&squeeze(
            "このコマンドはあなたを大会に参加登録するため、このメールボックスを読んでいるご本人からのものと\
             確認できてから実行します。実行するには、このメールに返信してください。返信の内容は何でもかまいません\
             （`confirm` で十分です）。"
        )),
        "{}",
        body.text
    );
    assert!(body
        .html
        .contains("<b>実行するには、このメールに返信してください</b>。返信の内容は"));
    assert!(
        english_words(&body.text.replace("join T3", "")).is_empty(),
        "{}",
        body.text
    );
    for what in [
        Binding::Challenge,
        Binding::Join,
        Binding::Leave,
        Binding::Create,
        Binding::Organise,
        Binding::Settings,
        Binding::LeaveDays,
        Binding::Watch,
        Binding::Other,
    ] {
        assert!(english_words(&what.what(JA)).is_empty());
        assert!(what.what(Language::En).starts_with("would "));
    }
    let en = confirm(Language::En, Binding::Join).body();
    assert!(en.text.replace('\n', " ").contains(
        "It would enter you in a tournament, so I carry it out only once I know it comes from \
         whoever reads this mailbox. To carry it out, reply to this mail: what you write does not \
         matter (`confirm` is fine)."
    ));
    assert!(en.html.contains(
        "mailbox. <b>To carry it out, reply to this mail</b>: what you write does not matter \
         (<code style=\"color:#111111;background-color:#f4f4f4\">confirm</code> is fine)."
    ));
    assert_eq!(
        subject_confirm(JA, "join T3"),
        "Yubin：`join T3` の確認をお願いします"
    );
}

#[test]
fn what_is_accepted_and_the_subjects_are_said_in_japanese() {
    let ja = accepted_move(JA, 12, Variant::Chu, "12. P-7f", true);
    assert!(
        ja.starts_with(
            "第12手の指し手（TSA（P-7f）、USI（7g7f）、WinBoard（f5）、棋譜（７六歩）の表記。"
        ),
        "{ja}"
    );
    assert!(ja.contains("`draw`、`takeback`、`pause`"));
    assert!(!accepted_move(JA, 12, Variant::Chu, "12. P-7f", false).contains("takeback"));
    let waiting = accepted_waiting(JA, "bob（後手）", false);
    assert!(waiting.starts_with("bob（後手）の手番です。"), "{waiting}");
    assert!(!waiting.contains("takeback"));
    for text in [
        accepted_challenge(JA),
        accepted_challenge_waits(JA),
        accepted_game_over(JA),
        accepted_rate_limited(JA),
        subject_rate_limited(JA),
        subject_unhandled(JA),
        subject_damaged(JA, Some(12)),
        damaged(JA, None),
        quoted_subject(JA, ""),
        ja.clone(),
        waiting,
    ] {
        assert!(english_words(&text).is_empty(), "{text}");
    }
    assert_eq!(
        subject(
            JA,
            Some("対局12：alice 対 bob"),
            "あなたの手番ではありません"
        ),
        "対局12：alice 対 bob：実行できませんでした：あなたの手番ではありません"
    );
    assert_eq!(quoted_subject(JA, "move"), "件名：move");
    assert_eq!(
        accepted_move(Language::En, 12, Variant::Chu, "12. P-7f", true),
        "Your move 12, in TSA (P-7f), USI (7g7f) or WinBoard notation (f5), optionally with its \
         number, e.g. `12. P-7f`\n(conditional moves may follow it: `if <reply> then <answer>`);\n\
         or `resign`, `draw`, `takeback`, `pause`, `give <time>`, `preview <move>`,\n\
         `board`, `history`, `games`, `help`."
    );
}
