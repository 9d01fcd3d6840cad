//! The player's own settings, kept with their address and valid in all their games:
//! `timezone`, `pieces` and `board picture|table` (how their mails draw boards), `name` (the name every mail, list, crosstable, export and archive page gives
//! them instead of their pseudonym; their address is never published) and `archive`
//! (whether their games may be published).

use crate::context::{ok, Ctx, Verdict};
use crate::effect::Effect;
use yubin_domain::model::{
    BoardForm, GameRecord, Language, Pieces, TournamentRecord, TournamentView, Zone,
};
use yubin_text::mails;
use yubin_text::reject::{NameProblem, Rejection};

/// `timezone [name]`: shows the sender's zone, or sets it; dates in their mails are written
/// in it from then on.
pub(crate) fn timezone(cx: &mut Ctx<'_>, name: Option<&str>) -> Verdict {
    let zone = match name {
        None => cx.snap.sender_zone,
        Some(name) => match Zone::parse(name) {
            Some(z) => z,
            None => {
                let name = name.to_string();
                return cx.reject(None, Rejection::UnknownZone { name });
            }
        },
    };
    let changed = name.is_some();
    if changed {
        cx.effects.push(Effect::SetZone(cx.mail.from.clone(), zone));
    }
    let games = cx
        .sender_games()?
        .iter()
        .filter(|g| g.record.state.is_open())
        .count();
    let body = mails::ZoneSet {
        lang: cx.lang(),
        zone: zone.name().to_string(),
        changed,
        now: zone.format_in(cx.now, cx.lang()),
        games,
    }
    .body();
    let subject = mails::own::zone_subject(cx.lang(), zone.name());
    cx.reply_to_sender(&subject, body);
    ok(format!("timezone {}", zone.name()))
}

/// `pieces [kanji|letters]` and `board picture|table`: shows how the sender's mails draw
/// the board, or changes one of its two settings; their game mails are drawn so from then
/// on.
pub(crate) fn look(cx: &mut Ctx<'_>, pieces: Option<Pieces>, board: Option<BoardForm>) -> Verdict {
    let mut look = cx.snap.sender_look;
    look.pieces = pieces.unwrap_or(look.pieces);
    look.board = board.unwrap_or(look.board);
    let changed = pieces.is_some() || board.is_some();
    if changed {
        cx.effects.push(Effect::SetLook(cx.mail.from.clone(), look));
    }
    let games = cx
        .sender_games()?
        .iter()
        .filter(|g| g.record.state.is_open())
        .count();
    let body = mails::LookSet {
        lang: cx.lang(),
        shown: mails::look_sentence_in(look, changed, cx.lang()),
        games: if changed { games } else { 0 },
    }
    .body();
    let pieces = match look.board {
        BoardForm::Picture => Some(look.pieces),
        BoardForm::Table => None,
    };
    let subject = mails::own::look_subject(cx.lang(), pieces);
    cx.reply_to_sender(&subject, body);
    ok(format!(
        "look: {} {}",
        look.board.name(),
        look.pieces.name()
    ))
}

/// `language [en|ja]`: shows the language of the sender's mails, or sets it; the answer
/// and their game mails are written in it from then on.
pub(crate) fn language(cx: &mut Ctx<'_>, lang: Option<Language>) -> Verdict {
    let mut look = cx.snap.sender_look;
    let shown = lang.unwrap_or_else(|| cx.lang());
    if lang.is_some() {
        look.lang = lang;
        cx.effects.push(Effect::SetLook(cx.mail.from.clone(), look));
    }
    let games = cx
        .sender_games()?
        .iter()
        .filter(|g| g.record.state.is_open())
        .count();
    let body = mails::LanguageSet {
        lang: shown,
        changed: lang.is_some(),
        games,
    }
    .body();
    cx.reply_to_sender(&mails::language::subject(shown), body);
    ok(format!("language {shown}"))
}

/// The longest display name, in characters.
pub const MAX_NAME: usize = 30;

/// A display name as it is kept: its words one space apart, in NFC.
pub(crate) fn clean_name(text: &str) -> String {
    yubin_domain::alike::nfc(&text.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// The name of a player who chose none: `player-` and six hexadecimal digits of a keyed
/// digest of their address, the same every time and telling nothing of the address.
pub fn pseudonym(s: &crate::Settings, address: &str) -> String {
    let d = yubin_domain::token::digest(&s.secret_key, address.as_bytes());
    format!("player-{:02x}{:02x}{:02x}", d[0], d[1], d[2])
}

/// How everyone reads of the player of `address` whose display name is `chosen`: that
/// name, else their pseudonym. The one rule for naming people: mails, lists, crosstables,
/// subjects, exports and the archive all name a player so, never by address.
pub fn public_name(s: &crate::Settings, address: &str, chosen: Option<&str>) -> String {
    // The computer is named by its level, never by a pseudonym a person could be taken for.
    if let Some(level) = yubin_domain::computer::level_of(address) {
        return yubin_domain::computer::name(level);
    }
    chosen.map_or_else(|| pseudonym(s, address), str::to_string)
}

/// `rec` with its players' public names filled in ([`GameRecord::names`]): the engine
/// calls this on every record it takes in, so that every text names them by
/// [`GameRecord::name`].
///
/// [`GameRecord::names`]: yubin_domain::model::GameRecord::names
/// [`GameRecord::name`]: yubin_domain::model::GameRecord::name
pub fn named(s: &crate::Settings, mut rec: GameRecord) -> GameRecord {
    rec.names = record_names(s, &rec).map(Some);
    rec
}

/// `r` with its organiser's public name filled in.
pub fn named_tournament(s: &crate::Settings, mut r: TournamentRecord) -> TournamentRecord {
    r.organiser_name = Some(public_name(s, &r.organiser, r.organiser_name.as_deref()));
    r
}

/// `view` with the public names of its organiser, entrants and games filled in.
pub fn named_view(s: &crate::Settings, mut view: TournamentView) -> TournamentView {
    view.record = named_tournament(s, view.record);
    for e in &mut view.entrants {
        e.name = Some(public_name(s, &e.address, e.name.as_deref()));
    }
    view.games = std::mem::take(&mut view.games)
        .into_iter()
        .map(|g| named(s, g))
        .collect();
    view
}

/// The names a game's records give its players, Black's first: their display names, or
/// their pseudonyms.
pub fn record_names(s: &crate::Settings, rec: &GameRecord) -> [String; 2] {
    yubin_rules::Color::ALL.map(|c| public_name(s, rec.address(c), rec.names[c.index()].as_deref()))
}

/// Why a display name is refused, if it is.
fn bad_name(name: &str) -> Option<NameProblem> {
    let n = name.chars().count();
    let lower = name.to_lowercase();
    if !(2..=MAX_NAME).contains(&n) {
        Some(NameProblem::Length)
    } else if name.contains('@') {
        Some(NameProblem::Address)
    } else if name.chars().any(char::is_control) {
        Some(NameProblem::Control)
    } else if name.chars().any(yubin_domain::alike::invisible) {
        Some(NameProblem::Invisible)
    } else if lower.starts_with("player-") {
        Some(NameProblem::PlayerPrefix)
    } else if lower.starts_with("imported-") {
        Some(NameProblem::ImportedPrefix)
    } else if lower.starts_with("computer-") {
        Some(NameProblem::ComputerPrefix)
    } else {
        None
    }
}

/// `name [<display name>]`: shows the sender's display name, or sets it.
pub(crate) fn name(cx: &mut Ctx<'_>, wanted: Option<&str>) -> Verdict {
    let (current, public) = cx.snap.sender_profile.clone()?;
    let shown = match wanted.map(clean_name) {
        None => current,
        Some(name) => {
            if let Some(problem) = bad_name(&name) {
                let name = yubin_domain::alike::shown(&name);
                return cx.reject(None, Rejection::BadName { name, problem });
            }
            // Another player's name, or one that looks like it; the sender's own, or a
            // look-alike of it, is theirs to set again.
            let others = cx.snap.name_holders.iter();
            let others: Vec<&str> = others
                .filter(|(holder, _)| *holder != cx.mail.from)
                .map(|(_, held)| held.as_str())
                .collect();
            if others
                .iter()
                .any(|held| held.to_lowercase() == name.to_lowercase())
            {
                return cx.reject(None, Rejection::NameTaken { name });
            }
            if !others.is_empty() {
                return cx.reject(None, Rejection::NameLookAlike { name });
            }
            cx.effects
                .push(Effect::SetName(cx.mail.from.clone(), name.clone()));
            Some(name)
        }
    };
    profile_mail(cx, shown, public, wanted.is_some(), false)
}

/// `archive [public|private]`: shows whether the sender's games may be published, or sets it.
pub(crate) fn archive(cx: &mut Ctx<'_>, wanted: Option<bool>) -> Verdict {
    let (name, current) = cx.snap.sender_profile.clone()?;
    if let Some(public) = wanted {
        cx.effects
            .push(Effect::SetArchive(cx.mail.from.clone(), public));
    }
    profile_mail(cx, name, wanted.or(current), false, wanted.is_some())
}

fn profile_mail(
    cx: &mut Ctx<'_>,
    name: Option<String>,
    public: Option<bool>,
    name_changed: bool,
    archive_changed: bool,
) -> Verdict {
    let chosen = name.is_some();
    let name = name.unwrap_or_else(|| pseudonym(cx.s, &cx.mail.from));
    let public = public.unwrap_or(true);
    let body = mails::Profile {
        lang: cx.lang(),
        name: name.clone(),
        chosen,
        name_changed,
        public,
        archive_changed,
    }
    .body();
    let archive = archive_changed.then_some(public);
    let subject = mails::own::profile_subject(cx.lang(), &name, archive);
    cx.reply_to_sender(&subject, body);
    ok(format!(
        "profile: {name}, {}",
        if public { "public" } else { "private" }
    ))
}
