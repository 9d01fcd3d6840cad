//! The mails the bot sends: data for each kind, rendered by the askama templates in
//! `templates/` (`NAME.txt` for the text part, not escaped; `NAME.html` for the HTML part,
//! escaped), and their subjects.
//!
//! Every subject starts with the game and its players (`Game 3, alice vs bob:`) and, for a
//! move, names the move number, the move and who is to play next, so a player's inbox reads
//! as the game's score sheet.

pub use super::crosstable::{Crosstable, Mark};
use super::render::{self, HtmlBoard};
use crate::i18n::Language;
use askama::Template;

use yubin_domain::model::{
    GameId, GameRecord, GameState, GameTerms, InlinePicture, Look, TournamentSlot,
};
use yubin_domain::rating::Rating;
use yubin_rules::handicap::Handicap;
use yubin_rules::rules::Setup;
use yubin_rules::{notation, tables, Color, Game, Variant};

/// A move the bot played from a player's conditional moves.
#[derive(Debug, Clone)]
pub struct AutoPly {
    /// Its number.
    pub number: usize,
    /// In TSA notation.
    pub notation: String,
    /// As Japanese records write it ([`crate::kanji_move::format`]).
    pub kanji: String,
    /// Whose it was: `bob (white)`.
    pub player: String,
    /// What fire demons burned with it ([`crate::burns::burned`]).
    pub burned: Vec<crate::burns::Burned>,
}

impl AutoPly {
    /// What fire demons burned with it, in a sentence in `lang` ([`crate::wording::burns_in`]).
    pub fn burns_in(&self, lang: crate::i18n::Language) -> Option<String> {
        crate::wording::burns_in(&self.burned, false, lang)
    }
}

/// A rendered mail body: the text part and the HTML part, with the board picture the HTML
/// part shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Body {
    /// The `text/plain` part.
    pub text: String,
    /// The `text/html` part.
    pub html: String,
    /// The picture the HTML part shows as `cid:…`, if it shows one.
    pub picture: Option<InlinePicture>,
}

impl Body {
    /// A body with `picture` if its HTML shows it (a view's picture is drawn whether or not
    /// the mail's template shows the board): a mail never carries a picture it does not
    /// show.
    pub fn new(text: String, html: String, picture: Option<&BoardPicture>) -> Body {
        let picture = picture
            .filter(|p| html.contains(&format!("\"cid:{}\"", p.inline.content_id)))
            .map(|p| p.inline.clone());
        Body {
            text,
            html,
            picture,
        }
    }
}

/// A game as one player sees it, shared by every game mail.
#[derive(Debug, Clone)]
pub struct GameView {
    /// The language of the mail: its recipient's.
    pub lang: crate::i18n::Language,
    /// The game number.
    pub id: GameId,
    /// `Game 3, alice vs bob`.
    pub title: String,
    /// Black's name (in a casual game's mails to its players, with the address beside it:
    /// [`beside`]).
    pub black: String,
    /// White's name, likewise.
    pub white: String,
    /// The recipient's side, `black` or `white`.
    pub side: &'static str,
    /// The rules, one sentence per line.
    pub terms: Vec<String>,
    /// The handicap the game started from, in words (`two lions`), if any.
    pub handicap: Option<&'static str>,
    /// Heisei: the set-aside pieces each side may still drop one of (empty in other setups).
    pub reserve: Vec<Reserve>,
    /// The players' ratings in a rated game (`1523`, `1500?` while provisional), Black's
    /// first; `None` in a casual game.
    pub ratings: [Option<String>; 2],
    /// The text board.
    pub board_text: String,
    /// The HTML board, for a reader who chose the table (`board table`).
    pub board: HtmlBoard,
    /// The board picture, for a reader who chose it (`board picture`, the default).
    pub picture: Option<BoardPicture>,
    /// The last moves, numbered.
    pub recent: Vec<String>,
    /// The names of the kinds on the board (Maka Dai Dai Shogi's 76 kinds need a key; empty
    /// for Chu, whose players know their pieces).
    pub legend: Vec<String>,
    /// Whether the game is being played (then `turn` and `example` apply).
    pub active: bool,
    /// Whether it is the recipient's move.
    pub my_turn: bool,
    /// The opponent, `bob (white)`.
    pub opponent: String,
    /// Who is to play which move by when.
    pub turn: String,
    /// Both clocks (empty for a game not being played).
    pub clocks: Vec<ClockLine>,
    /// An example reply: the first legal move with its number guard.
    pub example: String,
    /// The tournament of a tournament game, `T3`.
    pub tournament: Option<String>,
    /// The recipient watches the game and plays in neither side ([`observer_view`]): the
    /// board from Black's side, no "your move".
    pub watcher: bool,
}

impl GameView {
    /// The key under the HTML board: the kanji key of a picture drawn in kanji (the larger
    /// games), else the letters key (`legend`), else nothing.
    pub fn html_legend(&self) -> String {
        match &self.picture {
            Some(p) if !p.legend.is_empty() => p.legend.clone(),
            _ => self.legend.join(" "),
        }
    }
}

/// A rating as players read it: rounded, with `?` while provisional (as lishogi shows it).
pub fn shown_rating(r: &Rating) -> String {
    format!(
        "{}{}",
        r.rating.round() as i64,
        if r.is_provisional() { "?" } else { "" }
    )
}

/// How a rated game changed a player's rating, for the game-over mail.
#[derive(Debug, Clone)]
pub struct RatingChange {
    /// `alice (black)`.
    pub player: String,
    /// Before the game (`1500?`).
    pub before: String,
    /// After it.
    pub after: String,
    /// The change, signed (`+162`).
    pub change: String,
}

/// One side's set-aside pieces in a Heisei game.
#[derive(Debug, Clone)]
pub struct Reserve {
    /// `black` or `white`.
    pub side: &'static str,
    /// `L×2, C×2, …, Ky, Ph` (TSA abbreviations); empty once the side has made its drop.
    pub pieces: String,
}

/// The handicap a game started from: the one whose setup is the game's stored start
/// position (the store keeps the position, not the name).
pub fn handicap(g: &GameTerms) -> Option<Handicap> {
    let start = g.start_sfen.as_deref()?;
    if g.variant() != Variant::Chu {
        return None;
    }
    Handicap::ALL
        .iter()
        .copied()
        .find(|h| notation::sfen::write(&h.position(g.rules)) == start)
}

/// Heisei: what each side may still drop, Black first; empty in other setups.
pub fn reserve(game: &Game) -> Vec<Reserve> {
    let pos = game.position();
    let rules = pos.rules();
    if rules.setup != Setup::Heisei {
        return Vec::new();
    }
    [Color::Black, Color::White]
        .into_iter()
        .map(|c| Reserve {
            side: c.name(),
            pieces: pos
                .reserve(c)
                .into_iter()
                .map(|(kind, n)| {
                    // TSA abbreviations alone (Chu players know them, as on the board):
                    // the list then fits a line and never wraps inside an entry.
                    let tsa = tables::tsa_name(rules.variant, kind).unwrap_or("?");
                    if n > 1 {
                        format!("{tsa}×{n}")
                    } else {
                        tsa.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(", "),
        })
        .collect()
}

/// `1 line`, `2 lines`.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// A count of half-moves, `1 ply`, `400 plies`: mails number each side's move on its own
/// (`7. P-7f`), while a TSA score numbers pairs, so a count called "moves" could be read
/// either way.
pub fn plies(n: usize) -> String {
    plies_in(n, crate::i18n::Language::En)
}

/// Why a game was lost on time, as its record keeps it: `alice (black) did not play move 7
/// by the deadline, 2027-01-20 05:00 UTC.` Both players read it, so its date is in UTC; their
/// own mails give their deadlines in their zones.
pub fn timeout_detail(on_turn: Color, number: usize, deadline: i64) -> EndDetail {
    EndDetail::Timeout {
        on_turn,
        number,
        deadline,
    }
}

/// The rules of a game, one sentence per line.
pub fn terms(terms: &GameTerms, tournament: Option<&TournamentSlot>) -> Vec<String> {
    terms_in(terms, tournament, crate::i18n::Language::En)
}

/// The game as `viewer` sees it.
pub fn game_view(rec: &GameRecord, game: &Game, viewer: Color) -> GameView {
    game_view_in(rec, game, viewer, rec.look(viewer).language())
}

/// [`game_view`] written in `lang` (an observer's view: their language, not the side's).
pub fn game_view_in(rec: &GameRecord, game: &Game, viewer: Color, lang: Language) -> GameView {
    let pos = game.position();
    let number = game.moves().len() + 1;
    let on_turn = pos.side_to_move();
    let turn = turn_in(rec, game, viewer, lang);
    // A pawn move if there is one: the most familiar kind of example.
    let legal = game.legal_moves();
    let is_pawn = |mv: &yubin_rules::Move| {
        mv.from()
            .and_then(|sq| pos.piece_at(sq))
            .is_some_and(|p| p.kind == yubin_rules::PieceKind::Pawn)
    };
    let example = legal
        .iter()
        .find(|mv| is_pawn(mv))
        .or(legal.first())
        .map(|&mv| yubin_rules::notation::tsa::format(pos, mv))
        .unwrap_or_else(|| "P-7f".into());
    GameView {
        lang,
        id: rec.id,
        title: title_in(rec, lang),
        black: beside(rec, Color::Black),
        white: beside(rec, Color::White),
        side: viewer.name(),
        terms: terms_in(&rec.setup.terms, rec.setup.tournament.as_ref(), lang),
        handicap: handicap(&rec.setup.terms).map(Handicap::description),
        reserve: reserve(game),
        ratings: Color::ALL.map(|c| {
            rec.setup
                .terms
                .rated
                .then(|| shown_rating(&rec.ratings[c.index()].map_or(Rating::NEW, |r| r.rating)))
        }),
        board_text: render::board(game, viewer),
        board: render::board_html_in(game, viewer, lang),
        picture: picture::board_picture(
            rec.id,
            game,
            viewer,
            Look {
                lang: Some(lang),
                ..rec.look(viewer)
            },
        ),
        recent: render::moves_in(game, Some(6), lang),
        legend: match pos.rules().variant {
            Variant::Chu => Vec::new(),
            Variant::Maka | Variant::Dai | Variant::DaiDai | Variant::Tenjiku => {
                render::legend_in(game, lang)
            }
        },
        active: rec.state == GameState::Active,
        my_turn: on_turn == viewer,
        opponent: player_in(rec, !viewer, lang),
        turn,
        clocks: Vec::new(),
        example: format!("{example} #{number}"),
        tournament: rec.setup.tournament.as_ref().map(|t| format!("T{}", t.id)),
        watcher: false,
    }
}

macro_rules! mail {
    (@picture $s:ident) => {
        None::<&$crate::mails::BoardPicture>
    };
    (@picture $s:ident, $m:ident, $picture:expr) => {{
        let $m = $s;
        $picture
    }};
    (@lang $s:ident) => {
        $s.lang
    };
    (@lang $s:ident, $m:ident, $lang:expr) => {{
        let $m = $s;
        $lang
    }};
    (
        $(#[$doc:meta])*
        $name:ident, $txt:ident = $txt_path:literal, $html:ident = $html_path:literal,
        $(lang: |$lm:ident| $lang:expr,)?
        $(picture: |$m:ident| $picture:expr,)?
        { $( $(#[$fdoc:meta])* $field:ident : $ty:ty ),* $(,)? }
    ) => {
        $(#[$doc])*
        #[derive(Debug, Clone)]
        pub struct $name {
            $( $(#[$fdoc])* pub $field: $ty, )*
        }

        #[derive(Template)]
        #[template(path = $txt_path)]
        struct $txt<'a> {
            m: &'a $name,
            /// The recipient's language: what the template's messages are written in.
            #[allow(dead_code)] // read by the templates that have messages
            lang: $crate::i18n::Language,
        }

        #[derive(Template)]
        #[template(path = $html_path)]
        struct $html<'a> {
            m: &'a $name,
            /// The recipient's language.
            #[allow(dead_code)] // read by the templates that have messages
            lang: $crate::i18n::Language,
        }

        impl $name {
            /// Renders the text and HTML parts (with the board picture the HTML part shows)
            /// in the recipient's language.
            pub fn body(&self) -> Body {
                let picture = mail!(@picture self $(, $m, $picture)?);
                let lang: $crate::i18n::Language = mail!(@lang self $(, $lm, $lang)?);
                Body::new(
                    tidy::tidy_in(
                        &$txt { m: self, lang }.render().expect(concat!($txt_path, " renders")),
                        lang,
                    ),
                    $html { m: self, lang }.render().expect(concat!($html_path, " renders")),
                    picture,
                )
            }
        }
    };
}

mail!(
    /// A move was played (to both players).
    Moved, MovedText = "moved.txt", MovedHtml = "moved.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game after the move.
        g: GameView,
        /// `alice (black)`.
        mover: String,
        /// The move's number.
        number: usize,
        /// The move as its reader is shown it ([`crate::kanji_move::shown`]).
        notation: String,
        /// What fire demons burned with it, in a sentence (Tenjiku; the move text names only
        /// its captures).
        burns: Option<String>,
        /// The answers the bot played after it from conditional moves.
        auto: Vec<AutoPly>,
        /// To the mover: how many of the conditional lines they sent were stored, or why none
        /// was.
        stored: Option<Result<usize, String>>,
        /// To a player whose conditional moves a move cleared: that move.
        cleared: Option<String>,
    }
);

mail!(
    /// The answer to conditional moves sent alone, `conditional` and `conditional clear`:
    /// the sender's lines (to the sender only).
    ConditionalList, ConditionalListText = "conditional.txt", ConditionalListHtml = "conditional.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game.
        g: GameView,
        /// The lines, each its moves in TSA, the opponent's first.
        lines: Vec<Vec<String>>,
        /// Whether this mail changed them.
        changed: bool,
    }
);

mail!(
    /// The challenge was accepted: the game begins (to both players).
    Started, StartedText = "started.txt", StartedHtml = "started.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game.
        g: GameView,
        /// Who accepted.
        accepter: String,
    }
);

mail!(
    /// A challenge, to the challenged player.
    Challenged, ChallengedText = "challenge.txt", ChallengedHtml = "challenge.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game to be.
        g: GameView,
        /// The challenger: their name, the address they wrote from beside it.
        challenger: String,
        /// The variant's name.
        variant: String,
        /// The challenged player's pseudonym, when they chose no name (the mail tells them
        /// how to choose one).
        name_hint: Option<String>,
    }
);

mail!(
    /// The confirmation of a challenge, to the challenger.
    ChallengeSent, ChallengeSentText = "challenge_sent.txt", ChallengeSentHtml = "challenge_sent.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game to be.
        g: GameView,
        /// The opponent: their name, the address the challenger typed beside it.
        opponent: String,
        /// The challenger's pseudonym, when they chose no name.
        name_hint: Option<String>,
    }
);

mail!(
    /// The challenge was declined (to both players).
    Declined, DeclinedText = "declined.txt", DeclinedHtml = "declined.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game that will not be.
        g: GameView,
        /// Who declined.
        decliner: String,
    }
);

mail!(
    /// A draw offer, or its refusal (to both players).
    Draw, DrawText = "draw.txt", DrawHtml = "draw.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game.
        g: GameView,
        /// What happened, in a sentence.
        event: String,
        /// Whether a draw offer now stands.
        offer: bool,
    }
);

mail!(
    /// The end of a game (to both players).
    GameOver, GameOverText = "game_over.txt", GameOverHtml = "game_over.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The final position.
        g: GameView,
        /// `1-0`, `0-1` or `1/2-1/2`.
        result: String,
        /// Why, in a sentence (`black wins: white resigned`).
        reason: String,
        /// More about it: which move was illegal and why, when the time ran out.
        detail: Option<crate::i18n::Para>,
        /// Every move, numbered.
        history: Vec<String>,
        /// A rated game: how it changed both ratings.
        ratings: Vec<RatingChange>,
    }
);

/// What happened to a game's clocks ([`ClockNews`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum News {
    /// A player proposes to pause both clocks.
    PauseOffered,
    /// The proposal was declined.
    PauseDeclined,
    /// Both agreed: the clocks stand.
    Paused,
    /// A player ended the pause.
    Resumed,
    /// A player gave the other time.
    Gave {
        /// How much, as a player writes it (`3d`, `1d 12h`).
        amount: String,
    },
    /// A player booked leave (the recipient's zone).
    LeaveBooked {
        /// From.
        from: String,
        /// Until.
        to: String,
    },
    /// A player cancelled their leave.
    LeaveCancelled,
}

mail!(
    /// A change to a game's clocks: a pause, time given, a player's leave.
    ClockNews, ClockNewsText = "clock_news.txt", ClockNewsHtml = "clock_news.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game after it.
        g: GameView,
        /// Who did it: `alice (black)`.
        who: String,
        /// Whether the recipient did it.
        mine: bool,
        /// What happened.
        news: News,
    }
);

/// A game of a player whose leave changed, for [`LeaveList`].
#[derive(Debug, Clone)]
pub struct LeaveGame {
    /// The game.
    pub id: GameId,
    /// Who is to play which move: `alice (black) to play move 3`.
    pub turn: String,
    /// The deadline of that move in the player's zone; `None` while the game is paused.
    pub deadline: Option<String>,
}

mail!(
    /// The answer to `leave`: the sender's leave and what it changed (to the sender).
    LeaveList, LeaveListText = "leave.txt", LeaveListHtml = "leave.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// The spans, from and until (the sender's zone).
        spans: Vec<(String, String)>,
        /// `Some(true)`: leave was booked; `Some(false)`: cancelled; `None`: only listed.
        changed: Option<bool>,
        /// The calendar year now.
        year: i32,
        /// Days of leave booked in it.
        used: i64,
        /// The most a year allows.
        limit: u32,
        /// The sender's games being played, with their deadlines after the change.
        games: Vec<LeaveGame>,
    }
);

/// One line of the rating list.
#[derive(Debug, Clone)]
pub struct RatingRow {
    /// Its place, from 1.
    pub place: usize,
    /// The player's address.
    pub player: String,
    /// The rating (`1523`, `1500?` while provisional).
    pub rating: String,
    /// Rated games finished.
    pub games: u32,
    /// Whether this is the recipient.
    pub me: bool,
}

mail!(
    /// The answer to `ratings`: a variant's rating list (to the sender).
    RatingList, RatingListText = "ratings.txt", RatingListHtml = "ratings.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// The variant's name.
        variant: String,
        /// The players, best first.
        rows: Vec<RatingRow>,
    }
);

mail!(
    /// A game aborted before both sides had moved (to both players).
    Aborted, AbortedText = "aborted.txt", AbortedHtml = "aborted.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game as it stood.
        g: GameView,
        /// `alice (black)`.
        aborter: String,
    }
);

/// What a takeback mail reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TakebackStep {
    /// A player asked (the opponent is told how to answer).
    Asked,
    /// The opponent agreed: the moves are undone.
    Accepted,
    /// The opponent refused.
    Declined,
}

mail!(
    /// A takeback asked for, agreed or refused (to both players).
    Takeback, TakebackText = "takeback.txt", TakebackHtml = "takeback.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game: as it stands, or after the takeback.
        g: GameView,
        /// What happened.
        step: TakebackStep,
        /// `alice (black)`, who asked.
        asker: String,
        /// `bob (white)`, who answers.
        answerer: String,
        /// How many plies (moves, as the game numbers them) the takeback undoes.
        plies: u32,
        /// The move the game goes back to (the first move undone).
        back_to: u32,
        /// Whether the recipient is the one to answer (an asked takeback).
        answer: bool,
    }
);

mail!(
    /// A reminder that a move is due soon (to the player on turn).
    Reminder, ReminderText = "reminder.txt", ReminderHtml = "reminder.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game.
        g: GameView,
        /// The move number due.
        number: usize,
        /// The deadline, formatted.
        due: String,
    }
);

mail!(
    /// The answer to `board`.
    Board, BoardText = "board.txt", BoardHtml = "board.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game.
        g: GameView,
    }
);

mail!(
    /// The answer to `preview <move>`.
    Preview, PreviewText = "preview.txt", PreviewHtml = "preview.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game as it would be after the move.
        g: GameView,
        /// The move as written.
        text: String,
        /// The move as its reader is shown it ([`crate::kanji_move::shown`]).
        notation: String,
        /// What fire demons would burn with it, in a sentence (Tenjiku).
        burns: Option<String>,
    }
);

mail!(
    /// The answer to `history`.
    History, HistoryText = "history.txt", HistoryHtml = "history.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game.
        g: GameView,
        /// Every move, numbered.
        moves: Vec<String>,
        /// The result of a finished game.
        result: Option<String>,
    }
);

mail!(
    /// The answer to `games`.
    Games, GamesText = "games.txt", GamesHtml = "games.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// One line per game.
        lines: Vec<String>,
    }
);

mail!(
    /// The answer to `timezone`: the sender's zone, and the time there now.
    ZoneSet, ZoneSetText = "timezone.txt", ZoneSetHtml = "timezone.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// The zone's name (`Europe/Berlin`, `UTC`).
        zone: String,
        /// Whether this mail changed it.
        changed: bool,
        /// The time now, in the zone.
        now: String,
        /// How many games of the sender are open (their next mails use the zone).
        games: usize,
    }
);

mail!(
    /// The answer to `help`.
    Help, HelpText = "help.txt", HelpHtml = "help.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// The command list.
        commands: String,
        /// The sender's pseudonym, when they chose no name.
        name_hint: Option<String>,
    }
);

mail!(
    /// An error, to the sender only: what was wrong, what they wrote, what is accepted.
    ErrorMail, ErrorText = "error.txt", ErrorHtml = "error.html",
    picture: |m| m.game.as_ref().and_then(|g| g.picture.as_ref()),
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// What was wrong, naming the bad part.
        problem: String,
        /// The lines they wrote (the first 20).
        quoted: Vec<String>,
        /// What would be accepted here.
        accepted: String,
        /// The game it concerns, as the sender sees it.
        game: Option<GameView>,
        /// `Some(limit)` when this is the last error answer of the day to the sender's mail
        /// without a key (`limits.error_replies_per_day`): the mail says the bot goes quiet.
        last_today: Option<u32>,
    }
);

/// What a tournament's crosstable mail follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// The end of a round (a Swiss, or a round robin played by rounds).
    Round(u32),
    /// The end of a game, by number (a round robin played all at once).
    Game(GameId),
    /// Nothing: a player asked for the standings.
    Now,
    /// The operator's annulment of a game, by number.
    Annulled(GameId),
}

mail!(
    /// A command that binds the sender's address, received without proof that they read
    /// that mailbox: the request to confirm it by a reply.
    Confirm, ConfirmText = "confirm.txt", ConfirmHtml = "confirm.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// The address it came from (the recipient's).
        address: String,
        /// The command line, as received (cleaned for quoting).
        line: String,
        /// What it would do: `would enter you in a tournament`.
        what: crate::reject::Binding,
        /// The sender's pseudonym, when they chose no name.
        name_hint: Option<String>,
    }
);

mail!(
    /// The sender's display name and archive setting (`name`, `archive`).
    Profile, ProfileText = "profile.txt", ProfileHtml = "profile.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// The name every mail, list, crosstable, export and archive page gives them (their
        /// pseudonym if they chose none).
        name: String,
        /// Whether they chose it.
        chosen: bool,
        /// Whether this mail set it.
        name_changed: bool,
        /// Whether their games may be published.
        public: bool,
        /// Whether this mail set that.
        archive_changed: bool,
    }
);

mail!(
    /// A tournament's crosstable after a round or a game, and who leads (to every player).
    CrosstableUpdate, CrosstableUpdateText = "crosstable.txt", CrosstableUpdateHtml = "crosstable.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// The crosstable.
        t: Crosstable,
        /// What it follows.
        after: Stage,
    }
);

mail!(
    /// A tournament's final crosstable and its winner or winners (to every player).
    CrosstableFinal, CrosstableFinalText = "crosstable_final.txt", CrosstableFinalHtml = "crosstable_final.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// The crosstable.
        t: Crosstable,
    }
);

pub mod admin;
pub mod analysis;
pub mod bounce;
mod clock_line;
mod commands;
pub mod digest;
#[cfg(test)]
mod fixture;
#[cfg(test)]
mod game_tests;
pub mod language;
pub mod moving;
mod naming;
pub mod own;
mod picture;
mod play;
pub mod privacy;
#[cfg(test)]
mod settings_tests;
pub mod subjects;
mod tidy;
pub(crate) mod tournament;
pub mod unsubscribe;
mod view_text;
mod watch;
pub use clock_line::{clock_lines, clocked_view, ClockLine};
pub use commands::{command_list, command_list_in, others_go_on};
pub use digest::{Digest, DigestGame, DigestSet};
pub use language::LanguageSet;
pub use naming::{
    beside, named_text, player, player_in, slot, slot_in, title, title_in, to_play, to_play_in,
};
pub use picture::{
    board_picture, look_sentence, look_sentence_in, BoardPicture, LookSet, CSS_SQUARE,
};
pub use play::{
    aborted_subject, clock_subject, conditional_subject, draw_declined, draw_offered,
    game_over_subject, gift_in, leave_subject, others_go_on_in, takeback_subject, EndDetail,
};
pub use tournament::{
    entrant_in, finished_head as tournament_finished_head, row_head as tournament_row_head,
    Exported, Finished, Notice, Paired, Recent, Summary, TournamentList, TournamentNotice,
};
pub use view_text::{
    handicap_in, num, plies_in, side_in_game, side_of, terms_in, turn_in, variant_in,
};
pub use watch::{
    observer_view, watched_game_in, Observed, ObservedCrosstable, ObservedEnd, ObservedMove,
    ObserverNote, WatchEvent, WatchNote,
};
