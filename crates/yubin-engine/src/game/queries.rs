//! Commands that change nothing: `help`, `games`, `board`, `history`, `preview`.

use crate::context::{ok, Ctx, Current, Verdict};
use crate::game::play::not_understood;
use crate::snapshot::not_loaded;
use yubin_domain::model::GameId;
use yubin_domain::model::{Damaged, GameState};
use yubin_rules::notation::{self, MoveTextError};
use yubin_rules::{Color, Variant};
use yubin_text::mails;
use yubin_text::mails::own::Standing;
use yubin_text::reject::Rejection;
use yubin_text::render;
use yubin_text::wording;

/// `help`.
pub(crate) fn help(cx: &mut Ctx<'_>) -> Verdict {
    let body = mails::Help {
        lang: cx.lang(),
        commands: mails::command_list_in(cx.lang()),
        name_hint: if cx.chose_no_name()? {
            Some(cx.sender_name()?)
        } else {
            None
        },
    }
    .body();
    cx.reply_to_sender(&mails::own::help_subject(cx.lang()), body);
    ok("help")
}

/// `ratings [chu|maka|dai|daidai|tenjiku]`: the rating list of a variant, best first, each rating brought to now
/// (a deviation grows while its player does not play).
pub(crate) fn ratings(cx: &mut Ctx<'_>, variant: Option<&str>) -> Verdict {
    let Some(v) = variant.map_or(Some(Variant::Chu), Variant::parse) else {
        let name = variant.unwrap_or_default().to_string();
        return cx.reject(None, Rejection::UnknownVariant { name });
    };
    let list = match &cx.snap.rating_list {
        Some(Ok(list)) => list.clone(),
        Some(Err(e)) => return Err(e.clone()),
        None => {
            let what = Damaged::Rating {
                address: cx.mail.from.clone(),
                variant: Some(v),
            };
            return Err(not_loaded(what, "the rating list"));
        }
    };
    let system = yubin_domain::rating::Glicko2::default();
    let rows = list
        .iter()
        .enumerate()
        .map(|(i, p)| mails::RatingRow {
            place: i + 1,
            player: crate::profile::public_name(cx.s, &p.address, p.name.as_deref()),
            rating: mails::shown_rating(&system.at(&p.rating.rating, cx.now)),
            games: p.rating.games,
            me: p.address == cx.mail.from,
        })
        .collect();
    let body = mails::RatingList {
        lang: cx.lang(),
        variant: mails::variant_in(v, cx.lang()),
        rows,
    }
    .body();
    let subject = mails::subjects::ratings_subject(cx.lang(), &mails::variant_in(v, cx.lang()));
    cx.reply_to_sender(&subject, body);
    ok(format!("ratings {}", v.name()))
}

/// `games`: every game of the sender, and where it stands.
pub(crate) fn games(cx: &mut Ctx<'_>) -> Verdict {
    let mut lines = Vec::new();
    for p in cx.sender_games()? {
        let g = &p.record;
        // The sender's games, as loaded: one without them is no business of theirs.
        let Some(me) = g.color_of(&cx.mail.from) else {
            continue;
        };
        let opp = mails::beside(g, !me);
        let standing = match g.state {
            GameState::Challenged if g.setup.challenger == me => Standing::WaitingForOpponent,
            GameState::Challenged => Standing::WaitingForYou,
            GameState::Declined => Standing::Declined,
            GameState::Aborted => Standing::Aborted,
            GameState::Finished => Standing::Finished {
                result: g.result,
                reason: g.result_reason.as_deref().map(|r| mails::named_text(g, r)),
                termination: g.termination,
            },
            GameState::Active => match p.game()? {
                Some(game) => Standing::Turn {
                    mine: game.position().side_to_move() == me,
                    number: game.moves().len() + 1,
                },
                None => Standing::BeingPlayed,
            },
        };
        let variant = g.setup.variant();
        let lang = cx.lang();
        lines.push(mails::own::game_line_in(
            g.id, variant, me, &opp, &standing, lang,
        ));
    }
    let body = mails::Games {
        lang: cx.lang(),
        lines,
    }
    .body();
    cx.reply_to_sender(&mails::own::games_subject(cx.lang()), body);
    ok("games")
}

/// What a command that changes nothing shows of the game at hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ReadOnly {
    /// `board`.
    Board,
    /// `history`.
    History,
    /// `preview <move>`, with the move text.
    Preview(String),
}

/// `board`, `history` and `preview <move>` of the game at hand.
pub(crate) fn read_only(cx: &mut Ctx<'_>, line: &str, what: ReadOnly, cur: Current) -> Verdict {
    let Current { rec, game, .. } = &cur;
    let Some(me) = rec.color_of(&cx.mail.from) else {
        return cx.reject(None, Rejection::NotYourGame { game: rec.id });
    };
    match what {
        ReadOnly::Board => {
            let body = mails::Board {
                g: cx.view(&cur, me),
            }
            .body();
            let subject = mails::subjects::board(rec, game, rec.look(me).language());
            cx.send_game_mail(rec, me, subject, body);
            ok("board")
        }
        ReadOnly::History => {
            let body = mails::History {
                g: cx.view(&cur, me),
                moves: render::moves_in(game, None, rec.look(me).language()),
                result: mails::own::result_sentence_in(rec, rec.look(me).language()),
            }
            .body();
            let subject = mails::subjects::history(rec, game, rec.look(me).language());
            cx.send_game_mail(rec, me, subject, body);
            ok("history")
        }
        ReadOnly::Preview(text) => match notation::read_move(
            game.position(),
            &crate::reading::kanji::to_tsa(
                game.position(),
                game.moves().last().and_then(|m| m.to()),
                &text,
            )
            .unwrap_or(text.clone()),
        ) {
            Ok(mv) => {
                let mut after = game.clone();
                if let Err(e) = after.play(mv) {
                    let why = Rejection::PreviewIllegal {
                        text: text.clone(),
                        why: e,
                        rules: Box::new(*game.position().rules()),
                    };
                    return cx.reject_current(&cur, why);
                }
                let notation = notation::tsa::format(game.position(), mv);
                let burned = yubin_text::burns::burned(game.position(), mv, after.position());
                let mut view = mails::game_view(rec, &after, me);
                view.active = false;
                let body = mails::Preview {
                    g: view,
                    text: text.clone(),
                    notation: yubin_text::kanji_move::shown(
                        game.position(),
                        mv,
                        game.moves().last().and_then(|m| m.to()),
                        rec.look(me).language(),
                    ),
                    burns: wording::burns_in(&burned, true, rec.look(me).language()),
                }
                .body();
                let subject = mails::subjects::preview(
                    rec,
                    game.moves().len() + 1,
                    &notation,
                    rec.look(me).language(),
                );
                cx.send_game_mail(rec, me, subject, body);
                ok("preview")
            }
            Err(MoveTextError::Syntax(e)) => {
                let variant = game.position().rules().variant;
                cx.reject_current(&cur, not_understood(&text, &text, Some(variant), &e))
            }
            Err(error) => {
                let why = Rejection::PreviewNotAMove {
                    line: line.to_string(),
                    error: Box::new(error),
                    rules: Box::new(*game.position().rules()),
                };
                cx.reject_current(&cur, why)
            }
        },
    }
}

/// `export [N] [formats]`: the game's record as files (every format by default), with its
/// TSA game score in the mail. The game: number `N` of the sender's games, else the one the
/// reply key names, else the sender's only game in progress.
pub(crate) fn export(cx: &mut Ctx<'_>, game: Option<GameId>, words: &[String]) -> Verdict {
    use crate::records::export;
    use yubin_records::Format;
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let formats = match Format::parse_words(&words) {
        Ok(f) => f,
        Err(word) => return cx.reject(None, Rejection::UnknownFormat { word }),
    };
    let played = match game {
        Some(id) => match cx.sender_games()?.iter().find(|g| g.record.id == id) {
            Some(p) => p.clone(),
            None => return cx.reject(None, Rejection::NotYourGame { game: id }),
        },
        None => match cx.read_game()? {
            Ok(p) => p,
            Err(why) => return cx.reject(None, why),
        },
    };
    let Some(game) = played.game()? else {
        return cx.reject(
            None,
            Rejection::NotYourGame {
                game: played.record.id,
            },
        );
    };
    let rec = &played.record;
    let names = crate::profile::record_names(cx.s, rec);
    let names = [names[0].as_str(), names[1].as_str()];
    let site = export::site(cx.s);
    let (mut files, mut skipped) = (Vec::new(), Vec::new());
    for f in formats {
        match export::export(rec, &game, names, site, f) {
            Ok(file) => files.push((f, file)),
            Err(_) => skipped.push(f.name().to_string()),
        }
    }
    // The score goes in the text: the attached one, or written for the text alone.
    let score = match files.iter().find(|(f, _)| *f == Format::Tsa) {
        Some((_, file)) => file.text.clone(),
        None => export::export(rec, &game, names, site, Format::Tsa)
            .map(|f| f.text)
            .unwrap_or_default(),
    };
    let me = rec.color_of(&cx.mail.from).unwrap_or(Color::Black);
    let lang = cx.lang();
    let body = mails::Exported {
        lang,
        title: mails::own::title_in(rec, lang),
        files: files.iter().map(|(_, f)| f.file_name.clone()).collect(),
        skipped,
        variant: mails::variant_in(rec.setup.variant(), lang),
        score,
    }
    .body();
    let formats: Vec<&str> = files.iter().map(|(f, _)| f.name()).collect();
    let subject = mails::own::export_subject(lang, rec, &formats);
    let n = files.len();
    let attachments = files
        .into_iter()
        .map(|(_, f)| yubin_domain::model::Attachment {
            file_name: f.file_name,
            mime: f.mime.to_string(),
            content: f.text,
        })
        .collect();
    cx.send_game_files(rec, me, subject, body, attachments);
    ok(format!("export of game {}: {n} files", rec.id))
}
