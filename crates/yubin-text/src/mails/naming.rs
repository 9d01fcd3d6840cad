//! How mails name a game and its players: by the public names the engine fills into every
//! record ([`GameRecord::name`]), never by address, but beside the name in a casual game's
//! own mails to its players ([`beside`]).

use crate::i18n::{self, Arg, Language};
use yubin_domain::model::GameRecord;
use yubin_rules::{Color, Game};

/// `Game 3, alice vs bob`.
/// A tournament game's: `Game 3, alice vs bob (Spring, round 2)`.
pub fn title(rec: &GameRecord) -> String {
    title_in(rec, Language::En)
}

/// [`title`] in `lang`: `対局3：alice 対 bob（Spring、第2回戦）`.
pub fn title_in(rec: &GameRecord, lang: Language) -> String {
    let game = rec.id.0;
    let (black, white) = (rec.name(Color::Black), rec.name(Color::White));
    let args = [
        ("game", Arg::Num(game)),
        ("black", Arg::Str(black)),
        ("white", Arg::Str(white)),
    ];
    let title = i18n::text(lang, "game-title", args);
    match &rec.setup.tournament {
        Some(t) => i18n::text(
            lang,
            "game-title-tournament",
            [
                ("title", Arg::Str(&title)),
                ("tournament", Arg::Str(&t.name)),
                ("round", Arg::Num(t.round.into())),
            ],
        ),
        None => title,
    }
}

/// `Tournament Spring (T3), round 2, game 1`: how a tournament game's mails name its place.
pub fn slot(t: &yubin_domain::model::TournamentSlot) -> String {
    slot_in(t, Language::En)
}

/// [`slot`] in `lang`: `大会 Spring（T3）第2回戦 第1局`.
pub fn slot_in(t: &yubin_domain::model::TournamentSlot, lang: Language) -> String {
    i18n::text(
        lang,
        "game-slot",
        [
            ("tournament", Arg::Str(&t.name)),
            ("id", Arg::Num(t.id.0)),
            ("round", Arg::Num(t.round.into())),
            ("board", Arg::Num(t.board.into())),
        ],
    )
}

/// `alice (black)`.
pub fn player(rec: &GameRecord, c: Color) -> String {
    player_in(rec, c, Language::En)
}

/// [`player`] in `lang`: `alice（先手）`.
pub fn player_in(rec: &GameRecord, c: Color, lang: Language) -> String {
    // In a handicap game, 上手 and 下手 in Japanese.
    let side = super::view_text::side_in_game(rec, c, lang);
    i18n::text(
        lang,
        "game-player",
        [("name", Arg::Str(rec.name(c))), ("side", Arg::Str(&side))],
    )
}

/// A sentence stored with `rec` (the reason its game ended) as everyone reads it now: the
/// players as [`player`] names them. Reasons stored before players were named only by their
/// public names said `alice (black)`, the part of the address before the `@`: that form is
/// replaced too, so no stored sentence shows any of an address.
pub fn named_text(rec: &GameRecord, text: &str) -> String {
    Color::ALL.into_iter().fold(text.to_string(), |text, c| {
        let local = rec.address(c).split('@').next().unwrap_or_default();
        let old = format!("{local} ({})", c.name());
        if local.is_empty() || old == player(rec, c) {
            text
        } else {
            replace_words(&text, &old, &player(rec, c))
        }
    })
}

/// `text` with `old` replaced by `new` where it stands as words of its own (not after a
/// letter or digit: `alice (black)` in `Malice (black)` is left alone).
fn replace_words(text: &str, old: &str, new: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(old) {
        let (before, after) = rest.split_at(at);
        out.push_str(before);
        let joined = out.chars().next_back().is_some_and(char::is_alphanumeric);
        out.push_str(if joined { old } else { new });
        rest = &after[old.len()..];
    }
    out.push_str(rest);
    out
}

/// `alice (black) to play move 5`.
pub fn to_play(rec: &GameRecord, game: &Game) -> String {
    to_play_in(rec, game, Language::En)
}

/// [`to_play`] in `lang`: `alice（先手）の第5手`.
pub fn to_play_in(rec: &GameRecord, game: &Game, lang: Language) -> String {
    let player = player_in(rec, game.position().side_to_move(), lang);
    i18n::text(
        lang,
        "game-to-play",
        [
            ("player", Arg::Str(&player)),
            ("number", Arg::Num(game.moves().len() as i64 + 1)),
        ],
    )
}

/// A player as the players' own mails name them: `Hodges`, and in a casual game, which one
/// of them started by typing the other's address, `Hodges <alice@example.org>`. Nobody
/// else ever reads an address: observers' mails, tournament games and every list name
/// players by [`GameRecord::name`] alone.
pub fn beside(rec: &GameRecord, c: Color) -> String {
    // The computer's reserved address is no one's to write to: its name alone (issue 27).
    if rec.setup.tournament.is_some() || yubin_domain::computer::is_computer(rec.address(c)) {
        rec.name(c).to_string()
    } else {
        format!("{} <{}>", rec.name(c), rec.address(c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_domain::model::{TournamentId, TournamentSlot};

    fn record() -> GameRecord {
        crate::mails::fixture::game_five("Hodges", "player-017ad3")
    }

    #[test]
    fn a_reason_stored_with_address_parts_is_read_with_the_names() {
        let mut rec = record();
        assert_eq!(
            named_text(&rec, "resigned by alice (black); bob (white) won"),
            "resigned by Hodges (black); player-017ad3 (white) won"
        );
        // Today's reasons already name players so, and are left as they are.
        let now = "resigned by Hodges (black)";
        assert_eq!(named_text(&rec, now), now);
        // A name that holds the first part of an address is no such part.
        rec.names[0] = Some("Malice".into());
        let now = "resigned by Malice (black)";
        assert_eq!(named_text(&rec, now), now);
    }

    #[test]
    fn an_address_is_shown_beside_the_name_in_a_casual_games_mails_only() {
        let mut rec = record();
        assert_eq!(beside(&rec, Color::Black), "Hodges <alice@example.org>");
        rec.setup.tournament = Some(TournamentSlot {
            id: TournamentId(1),
            name: "Spring".into(),
            round: 1,
            board: 1,
            delay: 0,
        });
        assert_eq!(beside(&rec, Color::Black), "Hodges");
        assert_eq!(
            title(&rec),
            "Game 5, Hodges vs player-017ad3 (Spring, round 1)"
        );
    }

    #[test]
    fn games_and_players_are_named_in_each_language() {
        let mut rec = record();
        assert_eq!(title(&rec), "Game 5, Hodges vs player-017ad3");
        assert_eq!(
            title_in(&rec, Language::Ja),
            "対局5：Hodges 対 player-017ad3"
        );
        assert_eq!(player(&rec, Color::White), "player-017ad3 (white)");
        assert_eq!(
            player_in(&rec, Color::White, Language::Ja),
            "player-017ad3（後手）"
        );
        let slot = TournamentSlot {
            id: TournamentId(3),
            name: "Spring".into(),
            round: 2,
            board: 1,
            delay: 0,
        };
        assert_eq!(
            super::slot(&slot),
            "Tournament Spring (T3), round 2, game 1"
        );
        assert_eq!(
            slot_in(&slot, Language::Ja),
            "大会 Spring（T3）第2回戦 第1局"
        );
        rec.setup.tournament = Some(slot);
        assert_eq!(
            title_in(&rec, Language::Ja),
            "対局5：Hodges 対 player-017ad3（Spring、第2回戦）"
        );
        let game = Game::new(rec.setup.terms.rules);
        assert_eq!(to_play(&rec, &game), "Hodges (black) to play move 1");
        assert_eq!(
            to_play_in(&rec, &game, Language::Ja),
            "Hodges（先手）の第1手"
        );
    }
}
