//! `analyse N` (issue 27): the computer's analysis of a finished game, on the engine's side —
//! pure; the search runs in the service (`src/analysis/`), never here.
//!
//! * **Who may ask** (`request`): anyone, for a game that is over (finished or aborted)
//!   and either theirs or one the archive shows (its players', or its tournament's, `archive`
//!   setting). A game still being played is refused to everyone, its players too: an
//!   analysis during the game would be an oracle for one side. A declined challenge has
//!   nothing to analyse. The refusals name no board: another's private game shows nothing.
//! * **Answered at once** when the game was analysed already: the stored analysis, no new
//!   search.
//! * **The queue** (table `analysis_requests`, migration 0036): at most
//!   [`MAX_WAITING_GAMES`] games wait in all and [`MAX_WAITING_PER_PLAYER`] for one
//!   requester; asking for a game already waiting costs no search, so it is always taken
//!   (a second requester joins the first; the same requester twice is told it waits). The
//!   sender is told how many games are before theirs.
//! * **The analysis comes back as an input** ([`crate::Engine::on_analysis`]), like the
//!   computer's moves: one mail to every requester, in their language, with the annotated
//!   records attached (the KIF for Chu and the TSA score for every variant, their comments
//!   in the requester's language), and the analysis stored, in one transaction.

use crate::context::{domain, ok, Ctx, Verdict};
use crate::effect::{out_mail, Effect, Thread};
use crate::snapshot::not_loaded;
use crate::Settings;
use yubin_domain::model::{
    Analysis, Attachment, Damaged, Eval, GameId, GameRecord, GameState, Language, PlyEval,
};
use yubin_domain::{address, token};
use yubin_rules::notation::usi;
use yubin_rules::{Color, Game, Position};
use yubin_text::mails::{self, analysis as text};
use yubin_text::reject::Rejection;

/// The most games waiting for their analysis at a time, from all requesters: a full queue
/// of 200-ply games at the default budget (50,000 nodes a position) is about 6 minutes of
/// one core in Chu, 15 in Tenjiku (README, "The computer's analysis").
pub const MAX_WAITING_GAMES: usize = 20;

/// The most games one requester may wait for at a time.
pub const MAX_WAITING_PER_PLAYER: usize = 2;

/// `analyse N`: the analysis at once if it was made, else the request queued (or refused).
pub(crate) fn request(cx: &mut Ctx<'_>, id: GameId) -> Verdict {
    let want = match &cx.snap.analyse {
        Some(w) => w.clone()?,
        None => return Err(not_loaded(Damaged::Game(id), "the game to analyse")),
    };
    let Some(played) = want.game else {
        return cx.reject(None, Rejection::NoSuchGame { game: id });
    };
    let rec = &played.record;
    match rec.state {
        GameState::Challenged | GameState::Active => {
            return cx.reject(None, Rejection::AnalyseRunning { game: id })
        }
        GameState::Declined => return cx.reject(None, Rejection::AnalyseUnplayed { game: id }),
        GameState::Finished | GameState::Aborted => {}
    }
    let sender = address::fold(&cx.mail.from);
    let mine = rec.color_of(&sender).is_some();
    if !mine && !want.public {
        return cx.reject(None, Rejection::AnalysePrivate { game: id });
    }
    let Some(game) = played.game()? else {
        return Err(not_loaded(Damaged::Game(id), "the game"));
    };
    let lang = cx.lang();
    if let Some(done) = &want.done {
        let message_id = cx.next_id();
        let thread = Thread::Answer(cx.mail.own_message_id());
        let mail = analysis_mail(cx.s, rec, &game, done, &sender, lang, message_id, thread);
        cx.effects.push(Effect::Send(mail));
        return ok(format!("analyse {id}: answered from the stored analysis"));
    }
    // The games waiting, in the order they are taken (each at its oldest request).
    let mut games: Vec<GameId> = Vec::new();
    for (g, _) in &want.waiting {
        if !games.contains(g) {
            games.push(*g);
        }
    }
    let queued = games.iter().position(|g| *g == id);
    let again = want.waiting.iter().any(|(g, a)| *g == id && *a == sender);
    if queued.is_none() {
        if games.len() >= MAX_WAITING_GAMES {
            let waiting = u32::try_from(games.len()).unwrap_or(u32::MAX);
            return cx.reject(None, Rejection::AnalyseQueueFull { game: id, waiting });
        }
        let mut own: Vec<GameId> = want
            .waiting
            .iter()
            .filter(|(_, a)| *a == sender)
            .map(|(g, _)| *g)
            .collect();
        own.dedup();
        if own.len() >= MAX_WAITING_PER_PLAYER {
            let max = MAX_WAITING_PER_PLAYER as u32;
            return cx.reject(None, Rejection::AnalyseTooMany { game: id, max });
        }
    }
    if !again {
        cx.effects.push(Effect::AskAnalysis {
            game: id,
            address: sender,
            lang,
            at: cx.now,
        });
    }
    let ahead = u32::try_from(queued.unwrap_or(games.len())).unwrap_or(u32::MAX);
    let body = text::AnalysisQueued {
        lang,
        title: mails::title_in(rec, lang),
        ahead,
        again,
    }
    .body();
    cx.reply_to_sender(&mails::subjects::analysis_queued(lang, id.0), body);
    ok(format!("analyse {id}: queued, {ahead} games before it"))
}

impl crate::Engine {
    /// Game `rec`'s analysis `analysis`, made by the service at `now` (issue 27): stored, and
    /// mailed to every requester (`requesters`: address and language, in the order they
    /// asked), in one transaction by the shell. `game` is the game after its moves.
    pub fn on_analysis(
        &self,
        rec: GameRecord,
        game: &Game,
        analysis: &Analysis,
        requesters: &[(String, Language)],
        now: i64,
    ) -> Vec<Effect> {
        let s = &self.settings;
        let rec = crate::profile::named(s, rec);
        let mut effects = vec![Effect::Analysed {
            game: rec.id,
            analysis: Box::new(analysis.clone()),
            at: now,
        }];
        for (n, (to, lang)) in requesters.iter().enumerate() {
            let message_id = format!(
                "yubin.analysis.{}.{now}.{n}@{}",
                rec.id.0,
                domain(&s.bot_address)
            );
            let thread = Thread::Answer(None);
            let mail = analysis_mail(s, &rec, game, analysis, to, *lang, message_id, thread);
            effects.push(Effect::Send(mail));
        }
        effects
    }
}

/// The analysis mail of game `rec` to `to`, in `lang`, with the annotated records attached;
/// its Reply-To is `to`'s address key.
#[allow(clippy::too_many_arguments)]
fn analysis_mail(
    s: &Settings,
    rec: &GameRecord,
    game: &Game,
    analysis: &Analysis,
    to: &str,
    lang: Language,
    message_id: String,
    thread: Thread<'_>,
) -> yubin_domain::model::OutMail {
    let attachments = annotated(s, rec, game, analysis, lang);
    let body = text::Analysed {
        lang,
        game: rec.id.0,
        title: mails::title_in(rec, lang),
        variant: mails::variant_in(rec.setup.variant(), lang),
        result: mails::own::result_in(rec, lang),
        nodes: analysis.nodes_per_ply,
        marks: marks(game, analysis, lang),
        files: attachments.iter().map(|a| a.file_name.clone()).collect(),
    }
    .body();
    let subject = mails::subjects::analysis(lang, rec.id.0);
    let mut mail = out_mail(message_id, to, thread, subject, body);
    mail.reply_to = Some(token::address_key(&s.bot_address, &s.secret_key, to));
    mail.attachments = attachments;
    mail
}

/// The annotated records of the analysis, their comments in `lang`
/// ([`crate::records::annotate::annotated_files`]: the KIF for Chu, the TSA score for every
/// variant).
fn annotated(
    s: &Settings,
    rec: &GameRecord,
    game: &Game,
    analysis: &Analysis,
    lang: Language,
) -> Vec<Attachment> {
    let names = crate::profile::record_names(s, rec);
    let names = [names[0].as_str(), names[1].as_str()];
    let site = crate::records::export::site(s);
    crate::records::annotate::annotated_files(rec, game, names, site, analysis, lang)
        .into_iter()
        .map(|f| Attachment {
            file_name: f.file_name,
            mime: f.mime.to_string(),
            content: f.text,
        })
        .collect()
}

/// The marked plies of `analysis` as the mail shows them, in `lang`.
fn marks(game: &Game, analysis: &Analysis, lang: Language) -> Vec<text::MarkedMove> {
    let marked = analysis.marks();
    let mut replay = Game::from_position(game.initial().clone());
    let mut out = Vec::new();
    for (i, &mv) in game.moves().iter().enumerate() {
        let ply = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let pos = replay.position().clone();
        if marked.contains(&ply) {
            if let Some(p) = analysis.plies.iter().find(|p| p.ply == ply) {
                out.push(marked_move(&pos, mv, p, lang));
            }
        }
        if replay.play(mv).is_err() {
            break;
        }
    }
    out
}

/// One marked ply, played as `mv` in `pos`.
fn marked_move(
    pos: &Position,
    mv: yubin_rules::Move,
    p: &PlyEval,
    lang: Language,
) -> text::MarkedMove {
    let mover = if p.black { Color::Black } else { Color::White };
    let best = p
        .best
        .as_deref()
        .and_then(|b| usi::parse(pos, b).ok())
        .map_or_else(
            || text::no_best(lang),
            |b| yubin_text::kanji_move::shown(pos, b, None, lang),
        );
    // A mate missed or walked into is no number of pawns.
    let mate = |e: Eval| matches!(e, Eval::Mate(_));
    let cost = if mate(p.before) || mate(p.after) {
        text::cost_mate(lang)
    } else {
        text::cost(p.loss())
    };
    text::MarkedMove {
        number: p.ply,
        side: yubin_text::wording::side(mover, lang),
        played: yubin_text::kanji_move::shown(pos, mv, None, lang),
        cost,
        best,
    }
}
