//! The rules commands of the command line: `perft`, `moves` and `sfen`.
//!
//! These are the stable way to check the rules core from outside: `yubin perft` prints the
//! total node count alone on its last line, `yubin moves` one legal move per line, `yubin
//! sfen` the position's SFEN. Each starts from a preset's start position, a Chu handicap
//! setup (`--handicap`, White to move) or a given SFEN, and plays `--moves` from there.
//!
//! Every game is supported: `--variant chu` (the default) takes a lishogi SFEN and lishogi USI
//! moves; `--variant maka` takes the bracketed-TSA Maka position string
//! (`yubin_rules::notation::sfen`) and moves in the machine form of
//! `maka-dai-dai-shogi.md` §12.3 (`10n10m`, `10j10i10h`, `10k10j+`); `--variant dai` the same
//! form of Dai's (`dai-shogi.md` §7: `8k8j`, `8m8k`).

use anyhow::{bail, Context, Result};
use std::fmt::Write as _;
use yubin_rules::handicap::Handicap;
use yubin_rules::{notation, Game, Position, Rules, Variant};

/// Where a rules command starts from.
#[derive(Debug, Clone, Default)]
pub struct PositionArgs {
    /// `chu` (the default), `maka`, `dai`, `daidai` or `tenjiku`.
    pub variant: Option<String>,
    /// A preset name (`standard` by default; Chu: `jcsa`, `heisei`; Maka: `maka_jp_revival`,
    /// `hishigata`).
    pub preset: Option<String>,
    /// Rule options as `key=value`.
    pub options: Vec<String>,
    /// A Chu handicap setup (`two_lions`, `msm5`, …) as the start position.
    pub handicap: Option<String>,
    /// A start position: a lishogi SFEN for Chu, the bracketed-TSA position string for Maka,
    /// Dai, Dai Dai and Tenjiku.
    pub sfen: Option<String>,
    /// Moves (USI; for Maka the §12.3 extension), separated by spaces, played from the start
    /// position or the SFEN.
    pub moves: Option<String>,
}

/// Builds the rules and the position a command works on.
///
/// # Errors
/// A message naming the bad variant, preset, option, SFEN or move.
pub fn load(args: &PositionArgs) -> Result<Game> {
    let variant_name = args.variant.as_deref().unwrap_or("chu");
    let variant = Variant::parse(variant_name).with_context(|| {
        format!(
            "unknown variant `{variant_name}`; expected `chu`, `maka`, `dai`, `daidai` or \
             `tenjiku`"
        )
    })?;
    let mut rules = Rules::preset(variant, args.preset.as_deref().unwrap_or("standard"))?;
    for opt in &args.options {
        let (k, v) = opt
            .split_once('=')
            .with_context(|| format!("option `{opt}` is not of the form key=value"))?;
        rules.set(k, v)?;
    }
    let mut game = match (&args.sfen, &args.handicap) {
        (Some(_), Some(_)) => bail!("give --sfen or --handicap, not both"),
        (Some(s), None) => Game::from_position(
            notation::sfen::read(rules, s).with_context(|| format!("cannot read --sfen `{s}`"))?,
        ),
        (None, Some(h)) => Game::from_position(handicap(variant, h)?.position(rules)),
        (None, None) => Game::new(rules),
    };
    if let Some(moves) = &args.moves {
        for (i, text) in moves.split_whitespace().enumerate() {
            // The error's Display already says everything; its source would repeat it.
            let mv = notation::usi::parse(game.position(), text)
                .map_err(|e| anyhow::anyhow!("--moves: move {} `{text}`: {e}", i + 1))?;
            if let Err(e) = game.play(mv) {
                bail!("--moves: move {} `{text}` is illegal: {e}", i + 1);
            }
        }
    }
    Ok(game)
}

/// The handicap named `name` (as [`Handicap::parse`] reads it) of `variant`.
///
/// # Errors
/// The variant has no handicaps, or no handicap has that name (the message lists them).
pub fn handicap(variant: Variant, name: &str) -> Result<Handicap> {
    if variant != Variant::Chu {
        bail!("--handicap: {} has no handicap setups", variant.title());
    }
    Handicap::parse(name).with_context(|| {
        let known: Vec<&str> = Handicap::ALL.iter().map(|h| h.name()).collect();
        format!(
            "--handicap: `{name}` is not a handicap; known: {} (or msm1 … msm21, the Middle \
             Shogi Manual's ladder)",
            known.join(", ")
        )
    })
}

/// `yubin sfen`: the position's SFEN (for Maka and Dai the bracketed-TSA position string), one
/// line.
///
/// # Errors
/// As [`load`].
pub fn sfen(args: &PositionArgs) -> Result<String> {
    Ok(format!(
        "{}\n",
        notation::sfen::write(load(args)?.position())
    ))
}

/// `yubin perft`: the node count, with `divide` a line per legal move first.
///
/// # Errors
/// As [`load`].
pub fn perft(args: &PositionArgs, depth: u32, divide: bool) -> Result<String> {
    let game = load(args)?;
    let pos: &Position = game.position();
    let mut out = String::new();
    if divide {
        let mut total = 0;
        for (mv, n) in pos.divide(depth) {
            writeln!(out, "{} {n}", notation::usi::format(pos, mv))?;
            total += n;
        }
        writeln!(out, "{total}")?;
    } else {
        writeln!(out, "{}", pos.perft(depth))?;
    }
    Ok(out)
}

/// `yubin moves`: the legal moves, one per line, in USI and TSA, and a note for standard
/// error when the game is already over in that position (a bare king, say): the moves listed
/// are then those of the position, the ones `perft --depth 1` counts.
///
/// # Errors
/// As [`load`].
pub fn moves(args: &PositionArgs) -> Result<(String, Option<String>)> {
    let game = load(args)?;
    let pos = game.position();
    let (legal, note) = match game.outcome() {
        None => (game.legal_moves(), None),
        Some(o) => (
            pos.legal_moves(),
            Some(format!(
                "note: the game is over in this position ({o}); listing the moves of the \
                 position, as perft counts them"
            )),
        ),
    };
    let mut lines: Vec<(String, String)> = legal
        .into_iter()
        .map(|mv| {
            (
                notation::usi::format(pos, mv),
                notation::tsa::format(pos, mv),
            )
        })
        .collect();
    lines.sort();
    let mut out = String::new();
    for (usi, tsa) in lines {
        writeln!(out, "{usi} {tsa}")?;
    }
    Ok((out, note))
}
