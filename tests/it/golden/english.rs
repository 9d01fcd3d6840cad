//! The conversation in English: games of every variant, refusals, tournaments, observers,
//! look-alikes, confirmations, clocks and looks (issues up to 24).

use super::*;

pub(super) fn play(s: &mut Script) {
    s.mail("help", ALICE, BOT, "help");
    s.mail("games_none", ALICE, BOT, "games");
    s.mail("error_unknown", ALICE, BOT, "hello bot");
    s.mail("challenge", ALICE, BOT, "challenge bob@example.test black");
    let (a1, b1) = (s.token(1, ALICE), s.token(1, BOB));
    s.mail("accept", BOB, &b1, "accept");
    s.mail("move", ALICE, &a1, "P-8h #1");
    s.mail("error_not_your_turn", ALICE, &a1, "P-7h");
    s.mail("move", BOB, &b1, "8d8e");
    s.mail("board", ALICE, &a1, "board");
    s.mail("preview", ALICE, &a1, "preview P-7h");
    s.mail("error_bad_move", ALICE, &a1, "P-5e");
    s.mail("draw_offer", ALICE, &a1, "draw");
    s.mail("draw_declined", BOB, &b1, "decline draw");
    s.mail("history", BOB, &b1, "history");
    s.mail("games", BOB, BOT, "games");
    let deadline = s
        .shell
        .store()
        .game(GameId(1))
        .unwrap()
        .unwrap()
        .deadline
        .unwrap();
    s.time("reminder", deadline - 3600 * 24);
    s.mail("resign", ALICE, &a1, "resign");

    s.mail(
        "challenge_reject",
        ALICE,
        BOT,
        "challenge bob@example.test white illegal=reject days=3",
    );
    let b2 = s.token(2, BOB);
    s.mail("declined", BOB, &b2, "decline");

    s.mail(
        "challenge_lose",
        BOB,
        BOT,
        "challenge alice@example.test black",
    );
    let (a3, b3) = (s.token(3, ALICE), s.token(3, BOB));
    s.mail("accept", ALICE, &a3, "accept");
    s.mail("illegal_move", BOB, &b3, "7i7g");

    s.mail(
        "challenge_timeout",
        BOB,
        BOT,
        "challenge alice@example.test white days=1",
    );
    let a4 = s.token(4, ALICE);
    s.mail("accept", ALICE, &a4, "accept");
    let deadline = s
        .shell
        .store()
        .game(GameId(4))
        .unwrap()
        .unwrap()
        .deadline
        .unwrap();
    s.time("loss_on_time", deadline);

    // Maka Dai Dai Shogi: the same mails on a 19×19 board with a key to its kinds.
    s.mail(
        "challenge_maka",
        ALICE,
        BOT,
        "challenge bob@example.test maka black",
    );
    let (a5, b5) = (s.token(5, ALICE), s.token(5, BOB));
    s.mail("accept_maka", BOB, &b5, "accept");
    s.mail("move_maka", ALICE, &a5, "LD-10m");
    s.mail("move_maka", BOB, &b5, "10d10g");
    s.mail("error_bad_move_maka", ALICE, &a5, "LD-10?");
    s.mail("illegal_move_maka", ALICE, &a5, "LDx10i");

    // A move without the reply key, from a player with one game going on.
    s.mail(
        "challenge_handicap",
        ALICE,
        BOT,
        "challenge bob@example.test white handicap=two_lions",
    );
    s.mail("accept_handicap", BOB, &s.token(6, BOB), "accept");
    s.mail("error_no_key", ALICE, BOT, "P-7e");

    // A damaged game record (changed by hand in the database).
    s.shell
        .store()
        .connection()
        .execute(
            "UPDATE moves SET usi = '1a1b' WHERE game_id = 5 AND ply = 1",
            [],
        )
        .unwrap();
    let damaged = "corrupt row in table `moves` (row 5/1): column `usi`: \"1a1b\": `1a1b`: not a possible move; 1a: the piece on 1a is the opponent's";
    s.mail_expecting(
        "error_damaged",
        BOB,
        &b5,
        "history",
        yubin::shell::Consumed::Damaged(damaged.into()),
    );

    // The rate limit: one notice when it is reached.
    s.shell.set_settings(Settings {
        mails_per_hour: 1,
        ..settings()
    });
    s.mail("help_carol", CAROL, BOT, "help");
    s.mail("rate_limit", CAROL, BOT, "challenge alice@example.test");

    // Heisei: the set-aside pieces each side may still drop, until its one drop.
    s.shell.set_settings(settings());
    s.mail(
        "challenge_heisei",
        ALICE,
        BOT,
        "challenge bob@example.test black preset=heisei",
    );
    let (a7, b7) = (s.token(7, ALICE), s.token(7, BOB));
    s.mail("accept_heisei", BOB, &b7, "accept");
    s.mail("drop_heisei", ALICE, &a7, "A*10g");

    // A time zone: Bob's deadlines from then on read in Tokyo time, Alice's still in UTC.
    s.mail("timezone", BOB, BOT, "timezone Asia/Tokyo");
    s.mail("error_timezone", BOB, BOT, "timezone Mars/Olympus_Mons");
    s.mail("move_zones", BOB, &b7, "1d1e");

    // Conditional moves: sent with a move, listed, and answered at once.
    s.mail(
        "move_conditional",
        ALICE,
        &a7,
        "P-7h\nif P-7e then P-7g P-3e P-3h\nif 8d8e then 8i8h",
    );
    s.mail("conditional_list", ALICE, &a7, "conditional");
    s.mail("conditional_answer", BOB, &b7, "P-7e");
    s.mail("error_conditional", ALICE, &a7, "if P-3e then P-3a");

    // Each time control: the rules line says it, every game mail shows both clocks.
    for (game, control) in [
        (8, "time=3d+1d max=5d"),
        (9, "time=10/50d double=20d"),
        (10, "time=1d byo=12h"),
    ] {
        s.mail(
            "challenge_clock",
            ALICE,
            BOT,
            &format!("challenge bob@example.test black {control}"),
        );
        let (a, b) = (s.token(game, ALICE), s.token(game, BOB));
        s.mail("accept_clock", BOB, &b, "accept");
        s.mail("move_clock", ALICE, &a, "P-7h");
        s.mail("move_clock", BOB, &b, "P-7e");
    }
    // Byoyomi: Alice's day of main time runs out; her move then has twelve hours.
    let a10 = s.token(10, ALICE);
    s.now += 86_400;
    s.mail("move_byoyomi", ALICE, &a10, "P-8h");
    let deadline = s
        .shell
        .store()
        .game(GameId(10))
        .unwrap()
        .unwrap()
        .deadline
        .unwrap();
    s.time("reminder_byoyomi", deadline - 3600 * 6);
    s.time("loss_on_time_byoyomi", deadline);

    // Abort, before both sides have moved.
    s.mail(
        "challenge_abort",
        BOB,
        BOT,
        "challenge alice@example.test white",
    );
    s.mail("accept_abort", ALICE, &s.token(11, ALICE), "accept");
    s.mail("aborted", BOB, &s.token(11, BOB), "abort");

    // Pause by agreement, time given, leave.
    s.mail(
        "challenge_pause",
        ALICE,
        BOT,
        "challenge bob@example.test black time=10d+1d",
    );
    let (a12, b12) = (s.token(12, ALICE), s.token(12, BOB));
    s.mail("accept_pause", BOB, &b12, "accept");
    s.mail("pause_offered", ALICE, &a12, "pause");
    s.mail("paused", BOB, &b12, "accept pause");
    s.mail("resumed", ALICE, &a12, "resume");
    s.mail("gave", BOB, &b12, "give 2d");
    s.mail("leave_booked", ALICE, BOT, "leave 2027-03-01 2027-03-07");
    s.mail("leave_listed", ALICE, BOT, "leave");
    s.mail("error_leave", ALICE, BOT, "leave 2027-04-01 2027-05-31");
    s.mail("leave_cancelled", ALICE, BOT, "leave cancel");

    // Takebacks by agreement: asked, declined, asked again and accepted.
    s.mail(
        "challenge_takeback",
        ALICE,
        BOT,
        "challenge bob@example.test black",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_takeback", BOB, &b, "accept");
    s.mail("move_takeback", ALICE, &a, "P-7h");
    s.mail("move_takeback", BOB, &b, "P-7e");
    s.mail("takeback_asked", ALICE, &a, "takeback");
    s.mail("takeback_declined", BOB, &b, "decline takeback");
    s.mail("takeback_asked", ALICE, &a, "takeback");
    s.mail("takeback_accepted", BOB, &b, "accept takeback");

    // A draw offer sooner than the game's `draw_every=` allows is refused.
    s.mail(
        "challenge_draw_every",
        ALICE,
        BOT,
        "challenge bob@example.test black draw_every=10",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_draw_every", BOB, &b, "accept");
    s.mail("draw_offer_limited", ALICE, &a, "draw");
    s.mail("draw_declined_limited", BOB, &b, "decline draw");
    s.mail("error_draw_too_soon", ALICE, &a, "draw");
    // A rated game: both ratings change at its end; the list.
    s.mail(
        "challenge_rated",
        BOB,
        BOT,
        "challenge alice@example.test black rated",
    );
    let g = s.last_game();
    let a = s.token(g, ALICE);
    s.mail("accept_rated", ALICE, &a, "accept");
    s.mail("resign_rated", ALICE, &a, "resign");
    s.mail("ratings", BOB, BOT, "ratings");
    // The finished rated game's record, in every format.
    s.mail("export", ALICE, &a, "export");
    s.mail("error_export_format", ALICE, &a, "export kifu");
    // A display name and the archive setting.
    s.mail("name_none", BOB, BOT, "name");
    s.mail("name_set", BOB, BOT, "name Bob the Bold");
    s.mail("archive_private", BOB, BOT, "archive private");

    // A round robin of three, organised by alice: created, joined, listed, started (a game
    // mail per game and player), a result with the crosstable, the standings, a refused
    // entry, and carol's withdrawal before half her games (her results annulled, her games
    // lost by forfeit), which ends it with the final crosstable.
    s.mail(
        "tournament_create",
        ALICE,
        BOT,
        "tournament create \"Autumn Trio\" rr days=5",
    );
    for who in [ALICE, BOB, CAROL] {
        s.mail("tournament_join", who, BOT, "join T1");
    }
    s.mail("tournaments", BOB, BOT, "tournaments");
    s.mail("tournament_start", ALICE, BOT, "tournament start T1");
    s.mail("error_tournament_join_late", BOB, BOT, "join T1");
    let games = s.tournament_games(1);
    let (id, _, white) = games
        .iter()
        .find(|(_, b, w)| ![b, w].contains(&&CAROL.to_string()))
        .unwrap()
        .clone();
    let tw = s.token(id, &white);
    s.mail("tournament_resign", &white, &tw, "resign");
    s.mail("standings", CAROL, BOT, "standings T1");
    s.mail("tournament_withdraw", CAROL, BOT, "leave T1");

    // Observers: dave, who plays nothing, watches a game (every board, no key), carol is
    // notified of its result only; a player forbids observers of his casual games; a
    // tournament shows its games 2 plies behind to dave, who watches it and one of its games,
    // gets its crosstable with the result, and stops.
    s.mail(
        "challenge_watched",
        ALICE,
        BOT,
        "challenge bob@example.test black",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_watched", BOB, &b, "accept");
    s.mail("watch", DAVE, BOT, &format!("watch {g}"));
    s.mail("notify", CAROL, BOT, &format!("notify {g}"));
    s.mail("move_watched", ALICE, &a, "P-8h");
    s.mail("resign_watched", BOB, &b, "resign");
    s.mail("observers_off", BOB, BOT, "observers off");
    s.mail(
        "challenge_unwatchable",
        BOB,
        BOT,
        "challenge carol@example.test",
    );
    let h = s.last_game();
    s.mail("error_watch_forbidden", DAVE, BOT, &format!("watch {h}"));
    s.mail(
        "tournament_create_delay",
        ALICE,
        BOT,
        "tournament create Winter rr days=5 delay=2",
    );
    for who in [ALICE, BOB, CAROL] {
        s.mail("tournament_join_delay", who, BOT, "join T2");
    }
    s.mail("watch_tournament", DAVE, BOT, "watch T2");
    s.mail("tournament_start_delay", ALICE, BOT, "tournament start T2");
    let t2 = s.last_game();
    let rec = s.shell.store().game(GameId(t2)).unwrap().unwrap();
    let (black, white) = (rec.setup.black.clone(), rec.setup.white.clone());
    let (tb, tw) = (s.token(t2, &black), s.token(t2, &white));
    s.mail("move_delayed", &black, &tb, "P-8h");
    s.mail("watch_delayed", DAVE, BOT, &format!("watch {t2}"));
    s.mail("move_delayed", &white, &tw, "P-5e");
    s.mail("move_delayed_seen", &black, &tb, "P-7h");
    s.mail("resign_watched_tournament", &white, &tw, "resign");
    s.mail("unwatch", DAVE, BOT, "unwatch T2");

    // Hishigata Shogi: Maka's preset from the setup of the seed's diagram, which its mails
    // call provisional; the armies one rank apart, the first move into it.
    s.mail(
        "challenge_hishigata",
        ALICE,
        BOT,
        "challenge bob@example.test maka preset=hishigata black",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_hishigata", BOB, &b, "accept");
    s.mail("move_hishigata", ALICE, &a, "Co-10j");

    // Tenjiku Shogi: a 16×16 board with a key to its kinds. The great general jumps two
    // pawns to take the vice general on 9d, next to White's fire demon on 10c, which burns
    // it: the preview and the move's mails say so.
    s.mail(
        "challenge_tenjiku",
        ALICE,
        BOT,
        "challenge bob@example.test tenjiku black",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_tenjiku", BOB, &b, "accept");
    s.mail("preview_tenjiku", ALICE, &a, "preview GGx9d");
    s.mail("move_tenjiku", ALICE, &a, "GGx9d");
    s.mail("move_tenjiku", BOB, &b, "8e8f");

    // Look-alikes (issue 22): a name like Bob's (a Cyrillic `о`), a name with invisible
    // characters, a challenge to an address like Alice's (all Cyrillic) and to a full-width
    // one, and a new sender whose address looks like Alice's (`1` for `l`).
    s.mail(
        "error_name_look_alike",
        DAVE,
        BOT,
        "name B\u{43e}b the Bold",
    );
    s.mail("error_name_invisible", DAVE, BOT, "name Bob\u{200f}\u{61c}");
    s.mail(
        "error_challenge_look_alike",
        DAVE,
        BOT,
        "challenge \u{430}\u{4cf}\u{456}\u{441}\u{435}@example.test",
    );
    s.mail(
        "error_challenge_styled",
        DAVE,
        BOT,
        "challenge \u{ff41}lice@example.test",
    );
    s.mail("error_sender_look_alike", "a1ice@example.test", BOT, "help");

    // A setting in a mail nothing vouches for: the owner of the address is asked, and
    // their reply to the request (at their address key) carries it out.
    let asked = s.unvouched("confirm_name", DAVE, BOT, None, "name Dave");
    let key = asked[0].reply_to.clone().unwrap();
    let id = asked[0].message_id.clone();
    s.unvouched("confirmed_name", DAVE, &key, Some(&id), "\n> name Dave\n");

    // A mail the service failed on (a bug), set aside after three attempts.
    s.unhandled("error_not_handled", ALICE, &a, "P-8h");
    // The last error answer of the day to mail without a key says the bot goes quiet.
    s.shell.set_settings(Settings {
        error_replies_per_day: 1,
        ..settings()
    });
    s.mail("error_last_today", "erin@example.test", BOT, "hello bot");
    // A move in a reply to an observer's mail: observers cannot act in the game.
    s.shell.set_settings(settings());
    let watched = token::watch_address(BOT, yubin_domain::model::Watched::Game(GameId(g)));
    s.mail("error_observer_move", DAVE, &watched, "P-7f");

    // Days per move (issue 23): the Clocks line of every control, to the minute, with the
    // time given counted once. Black has used 1d 01h 50m of three days when White gives a
    // day: 1d 22h 10m of the move and the day given are left.
    s.mail(
        "challenge_given",
        ALICE,
        BOT,
        "challenge bob@example.test black days=3",
    );
    let g = s.last_game();
    let (a, b) = (s.token(g, ALICE), s.token(g, BOB));
    s.mail("accept_given", BOB, &b, "accept");
    s.now += 86_400 + 50 * 60;
    s.mail("gave_per_move", BOB, &b, "give 1d");
    // The day given is kept for later moves: Black's next move has four days.
    s.mail("move_given", ALICE, &a, "P-7h");

    // The list of tournaments once one has ended: T2 under way, T1 finished with its
    // winner, the date in bob's time zone.
    s.mail("tournaments_finished", BOB, BOT, "tournaments");

    // How players see boards (issue 24): Dave asks, Bob chooses letters on the picture,
    // Alice the table; Bob lets observers in again; Dave watches their game in kanji; Bob's
    // move reaches each their way.
    // A setting nothing vouches for waits for its owner's confirmation.
    s.mail("look_show", DAVE, BOT, "pieces");
    s.mail("look_letters", BOB, BOT, "pieces letters");
    s.mail("look_table", ALICE, BOT, "board table");
    s.mail("look_observers", BOB, BOT, "observers on");
    s.mail("look_watch", DAVE, BOT, &format!("watch {g}"));
    s.mail("look_move", BOB, &b, "P-5e");
    s.unvouched("confirm_look", CAROL, BOT, None, "board table");
}
