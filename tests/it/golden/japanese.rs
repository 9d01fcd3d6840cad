//! The conversation in Japanese (issue 25), and a game between an English and a Japanese
//! reader.

use super::*;

pub(super) fn play(s: &mut Script) {
    // Japanese (issue 25). Hanako writes Japanese and is answered in it, with one English
    // line on the way back; she then chooses it, taro chooses it in English words, jiro in
    // Japanese ones. A rated game between hanako and taro in the notation of Japanese
    // records: a refusal, a draw offered and declined, the board, a resignation (`投了`).
    s.mail("ja_help", HANAKO, BOT, "help\nよろしくお願いします。");
    s.mail("ja_language", HANAKO, BOT, "言語 日本語");
    s.mail("ja_language_en_words", TARO, BOT, "language ja");
    s.mail("ja_language_kanji_words", JIRO, BOT, "言語 日本語");
    s.mail(
        "ja_challenge",
        HANAKO,
        BOT,
        "challenge taro@example.jp black rated",
    );
    let g = s.last_game();
    let (h, t) = (s.token(g, HANAKO), s.token(g, TARO));
    s.mail("ja_accept", TARO, &t, "accept");
    s.mail("ja_move", HANAKO, &h, "７八歩");
    s.mail("ja_move", TARO, &t, "５五歩");
    s.mail("ja_error_not_a_move", HANAKO, &h, "７五歩");
    s.mail("ja_move", HANAKO, &h, "P-7g #3");
    s.mail("ja_draw_offer", TARO, &t, "draw");
    s.mail("ja_draw_declined", HANAKO, &h, "decline draw");
    s.mail("ja_board", TARO, &t, "board");
    s.mail("ja_history", HANAKO, &h, "history");
    s.mail("ja_resign", TARO, &t, "投了");
    s.mail("ja_games", HANAKO, BOT, "games");
    s.mail("ja_ratings", TARO, BOT, "ratings");

    // A round robin of the three, each game resigned, to its final crosstable.
    s.mail(
        "ja_tournament_create",
        HANAKO,
        BOT,
        "tournament create \"Shishio\" rr days=5",
    );
    for who in [HANAKO, TARO, JIRO] {
        s.mail("ja_tournament_join", who, BOT, "join T3");
    }
    s.mail("ja_tournaments", JIRO, BOT, "tournaments");
    s.mail("ja_tournament_start", HANAKO, BOT, "tournament start T3");
    let games = s.tournament_games(3);
    assert_eq!(games.len(), 3);
    for (n, (id, _, white)) in games.iter().enumerate() {
        let tw = s.token(*id, white);
        if n == 0 {
            s.mail("ja_standings", JIRO, BOT, "standings T3");
        }
        s.mail("ja_tournament_resign", white, &tw, "resign");
    }

    // A mixed game: alice reads English, hanako Japanese; each mail in its reader's.
    s.mail(
        "ja_mixed_challenge",
        ALICE,
        BOT,
        "challenge hanako@example.jp black",
    );
    let g = s.last_game();
    let (a, h) = (s.token(g, ALICE), s.token(g, HANAKO));
    s.mail("ja_mixed_accept", HANAKO, &h, "accept");
    s.mail("ja_mixed_move", ALICE, &a, "P-7h");
    s.mail("ja_mixed_move", HANAKO, &h, "５五歩");
    s.mail("ja_mixed_takeback", ALICE, &a, "takeback");
    s.mail("ja_mixed_resign", ALICE, &a, "resign");
}

/// What a Japanese reader was still told in English until stop 37, each now in Japanese: a
/// game that hanako loses by an illegal move (the reason names the piece as the game does),
/// to the players and to jiro, who watches it; its `history` after the end; `unwatch all`
/// (of another game); a challenge declined; the list of tournaments with a finished one.
pub(super) fn later(s: &mut Script) {
    s.mail(
        "ja_later_challenge",
        ALICE,
        BOT,
        "challenge hanako@example.jp white",
    );
    let g = s.last_game();
    let h = s.token(g, HANAKO);
    s.mail("ja_later_accept", HANAKO, &h, "accept");
    s.mail("ja_later_watch", JIRO, BOT, &format!("watch {g}"));
    s.mail("ja_later_illegal", HANAKO, &h, "7i7g");
    s.mail("ja_later_history", HANAKO, &h, "history");
    // Jiro's watch ended with the game: he watches another, then stops all.
    s.mail(
        "ja_later_challenge_watched",
        TARO,
        BOT,
        &format!("challenge {ALICE} black"),
    );
    let g = s.last_game();
    let a = s.token(g, ALICE);
    s.mail("ja_later_accept_watched", ALICE, &a, "accept");
    s.mail("ja_later_watch_again", JIRO, BOT, &format!("watch {g}"));
    s.mail("ja_later_unwatch_all", JIRO, BOT, "unwatch all");
    s.mail(
        "ja_later_challenge_again",
        TARO,
        BOT,
        "challenge hanako@example.jp",
    );
    let g = s.last_game();
    let h = s.token(g, HANAKO);
    s.mail("ja_later_decline", HANAKO, &h, "decline");
    s.mail("ja_later_tournaments", JIRO, BOT, "tournaments");
}
