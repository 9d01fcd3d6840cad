//! The director's choice of each recipient's language.

use super::Director;
use crate::Settings;
use yubin_domain::model::{
    ByeScore, Entrant, GameId, GameTerms, Language, Look, TournamentId, TournamentRecord,
    TournamentState, TournamentTerms, TournamentView, Zone,
};
use yubin_domain::standings::{PointSystem, TieBreak};
use yubin_domain::tournament::Format;

const ORGANISER: &str = "org@example.test";

/// A tournament organised by [`ORGANISER`], who does not play, with `organiser_look`, and
/// one entrant, `bob`, who reads English.
fn view(organiser_look: Look) -> TournamentView {
    let terms = TournamentTerms {
        name: "Autumn".into(),
        format: Format::Swiss { rounds: 3 },
        points: PointSystem::CLASSIC,
        bye: ByeScore::Draw,
        tie_breaks: vec![TieBreak::Buchholz],
        min_players: 2,
        max_players: 8,
        starts_at: None,
        round_days: Some(3),
        observer_delay: 0,
        public: false,
        game: GameTerms::chu_for_tests(),
    };
    TournamentView {
        record: TournamentRecord {
            id: TournamentId(1),
            terms,
            organiser: ORGANISER.into(),
            organiser_name: None,
            state: TournamentState::Open,
            created_at: 1_700_000_000,
            started_at: None,
            round_started_at: None,
            finished_at: None,
            reported: 0,
            thread_root: String::new(),
        },
        entrants: vec![Entrant {
            address: "bob@example.test".into(),
            joined_at: 1_700_000_000,
            seed: None,
            withdrawn_after: None,
            rating: None,
            zone: Zone::default(),
            look: Look::default(),
            name: None,
            crosstables: true,
        }],
        games: Vec::new(),
        byes: Vec::new(),
        watchers: Vec::new(),
        organiser_look,
    }
}

#[test]
fn an_organiser_who_does_not_play_gets_their_own_language() {
    let s = Settings::for_tests("bot@example.test", b"0123456789abcdef");
    let japanese = Look {
        lang: Some(Language::Ja),
        ..Look::default()
    };
    let d = Director::new(&s, view(japanese), &[], GameId(1), 1_700_000_000);
    assert_eq!(d.lang_of(ORGANISER), Language::Ja);
    // The entrant keeps theirs; anyone else reads English.
    assert_eq!(d.lang_of("bob@example.test"), Language::En);
    assert_eq!(d.lang_of("carol@example.test"), Language::En);
    // An organiser who chose nothing reads English.
    let d = Director::new(&s, view(Look::default()), &[], GameId(1), 1_700_000_000);
    assert_eq!(d.lang_of(ORGANISER), Language::En);
}
