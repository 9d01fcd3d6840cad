//! The `yubin` command: the rules tools (`perft`, `moves`, `sfen`), game records (`export`,
//! `import`), board pictures (`board`) and the mail service.
//!
//! The service logs through `tracing` to standard error; `RUST_LOG` sets the filter
//! (`RUST_LOG=debug`, `RUST_LOG=info,yubin::serve=debug`; default `info`). What a command
//! answers its user (`yubin mail read`, `perft`) is printed on standard output, errors once
//! on standard error.

use anyhow::{Context as _, Result};
use clap::{Args, Parser, Subcommand};
use yubin::rules_cli::{self, PositionArgs};
use yubin_domain::model::GameId;

/// Play-by-email server for Chu, Dai, Tenjiku, Dai Dai and Maka Dai Dai Shogi.
#[derive(Parser)]
#[command(name = "yubin", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play as a computer engine for GUIs: XBoard/CECP (WinBoard: `winboard -fcp "yubin
    /// engine" -variant chu`) or USI, on standard input and output.
    Engine {
        /// The protocol: `xboard` or `usi` (default: told by the first line, `xboard` or
        /// `usi`).
        #[arg(long)]
        protocol: Option<String>,
        /// Play as a level does by mail, 1 to 8 (1 the random mover, 2 the greedy capturer);
        /// default: full strength within the clock.
        #[arg(long)]
        level: Option<u8>,
        /// The transposition table's size in megabytes, until the GUI sets one.
        #[arg(long, default_value_t = 64)]
        hash: usize,
    },
    /// Count the leaf nodes of the legal-move tree (the last line is the total).
    Perft {
        #[command(flatten)]
        position: PositionOpts,
        /// Depth in plies.
        #[arg(long)]
        depth: u32,
        /// Print each legal move with its own count first.
        #[arg(long)]
        divide: bool,
    },
    /// List the legal moves, one per line, in USI and TSA notation.
    Moves {
        #[command(flatten)]
        position: PositionOpts,
    },
    /// Print a position's SFEN (for Maka the bracketed-TSA position string): the position
    /// given by the position options, or with --game N a stored game's current position.
    Sfen {
        #[command(flatten)]
        position: PositionOpts,
        /// A game of the database (the position after its last move).
        #[arg(long, value_name = "N")]
        game: Option<i64>,
        /// With --game: the configuration file (default: the embedded database in the
        /// current folder).
        #[arg(long, value_name = "FILE", requires = "game")]
        config: Option<std::path::PathBuf>,
    },
    /// Write a stored game as a file: `kif` (as lishogi reads it; Chu), `pgn` (WinBoard;
    /// Chu), `tsa` (the game score), `usi` (the USI position line) or `json` (lishogi's
    /// export shape, one SFEN per ply).
    Export {
        /// The game's number.
        #[arg(long, value_name = "N")]
        game: i64,
        /// The format: kif, pgn, tsa, usi or json.
        #[arg(long, default_value = "json")]
        format: String,
        /// Write to this file rather than to standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<std::path::PathBuf>,
        /// The configuration file (default: the embedded database in the current folder).
        #[arg(long, value_name = "FILE")]
        config: Option<std::path::PathBuf>,
    },
    /// Draw a board as a picture (SVG or PNG): a stored game's with --game N (after --ply K
    /// plies; its last by default), or the position given by the position options. The last
    /// move is marked, with what it captured on the way and what it burned.
    Board {
        #[command(flatten)]
        position: PositionOpts,
        /// A game of the database.
        #[arg(long, value_name = "N")]
        game: Option<i64>,
        /// The position after this many plies (0: the start; default: after the last move).
        #[arg(long, value_name = "K")]
        ply: Option<usize>,
        /// With --game: the configuration file (default: the embedded database in the
        /// current folder).
        #[arg(long, value_name = "FILE", requires = "game")]
        config: Option<std::path::PathBuf>,
        /// Write the picture as SVG to this file.
        #[arg(long, value_name = "FILE", required_unless_present = "png")]
        svg: Option<std::path::PathBuf>,
        /// Write the picture as PNG to this file (56 pixels a square).
        #[arg(long, value_name = "FILE")]
        png: Option<std::path::PathBuf>,
        /// What the pieces say: `kanji` (one kanji in Chu, the two-kanji name in the larger
        /// games) or `letters` (the TSA abbreviations).
        #[arg(long, default_value = "kanji")]
        pieces: String,
        /// The side at the bottom: `black` or `white`.
        #[arg(long, default_value = "black")]
        side: String,
    },
    /// Recreate a game played elsewhere from its record (KIF, PGN, USI or JSON, as yubin
    /// exports them) as a finished game of the archive; every move is checked, and a bad
    /// file is refused with the line at fault.
    Import {
        /// The record file.
        file: std::path::PathBuf,
        /// The format: kif, pgn, usi or json (default: read from the file).
        #[arg(long)]
        format: Option<String>,
        /// Black's name, replacing the file's (a USI file names nobody: `Black`).
        #[arg(long, value_name = "NAME")]
        black: Option<String>,
        /// White's name, replacing the file's (a USI file names nobody: `White`).
        #[arg(long, value_name = "NAME")]
        white: Option<String>,
        /// The result when the file records none: 1-0 (Black won), 0-1 or 1/2-1/2.
        #[arg(long, value_name = "RESULT")]
        result: Option<String>,
        /// USI: the rule preset (default standard; heisei for a start with a reserve).
        #[arg(long)]
        preset: Option<String>,
        /// USI: a rule option, `key=value` (repeatable).
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// The configuration file (default: the embedded database in the current folder).
        #[arg(long, value_name = "FILE")]
        config: Option<std::path::PathBuf>,
    },
    #[command(flatten)]
    Service(yubin::cli::ServiceCommand),
}

#[derive(Args)]
struct PositionOpts {
    /// The game: `chu` (Chu Shogi), `maka` (Maka Dai Dai Shogi), `dai` (Dai Shogi), `daidai`
    /// (Dai Dai Shogi) or `tenjiku` (Tenjiku Shogi).
    #[arg(long, default_value = "chu")]
    variant: String,
    /// Rule preset: `standard` (the default), for Chu also `jcsa` and `heisei`, for Maka also
    /// `maka_jp_revival` and `hishigata` (Hishigata Shogi, its setup provisional).
    #[arg(long)]
    preset: Option<String>,
    /// A rule option, `key=value` (repeatable), e.g. `chu.lion.counterstrike=okazaki` or
    /// `maka.hook_capture=double`.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Start from a Chu handicap setup instead (White gives it and moves first): `two_kings`,
    /// `two_lions`, `three_lions`, `msm1` … `msm21`, `queen`, `queen_dragon_king`, or any
    /// ladder step by name (`copper`, `two_lions_copper`, …).
    #[arg(long, value_name = "NAME")]
    handicap: Option<String>,
    /// Start from this position instead of the start position: a lishogi SFEN for Chu, the
    /// bracketed-TSA position string for Maka, Dai, Tenjiku and Dai Dai (`[L][E][St]…/… b 1`).
    #[arg(long)]
    sfen: Option<String>,
    /// Play these moves (space-separated) from the start position (or --sfen) first: USI for
    /// Chu (`7i7h`), the USI extension for the larger variants (`10n10m`, `10j10i10h`).
    #[arg(long)]
    moves: Option<String>,
}

impl PositionOpts {
    /// Whether any position option other than the default variant was given.
    fn is_given(&self) -> bool {
        self.variant != "chu"
            || self.preset.is_some()
            || !self.options.is_empty()
            || self.handicap.is_some()
            || self.sfen.is_some()
            || self.moves.is_some()
    }
}

impl From<PositionOpts> for PositionArgs {
    fn from(o: PositionOpts) -> PositionArgs {
        PositionArgs {
            variant: Some(o.variant),
            preset: o.preset,
            options: o.options,
            handicap: o.handicap,
            sfen: o.sfen,
            moves: o.moves,
        }
    }
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Perft {
            position,
            depth,
            divide,
        } => {
            print!("{}", rules_cli::perft(&position.into(), depth, divide)?);
        }
        Command::Moves { position } => {
            let (list, note) = rules_cli::moves(&position.into())?;
            if let Some(note) = note {
                eprintln!("{note}");
            }
            print!("{list}");
        }
        Command::Sfen {
            position,
            game: Some(id),
            config,
        } => {
            if position.is_given() {
                anyhow::bail!(
                    "--game takes the game's own rules and moves; leave out the position options"
                );
            }
            let config = yubin::cli::load_config(config.as_deref())?;
            println!("{}", yubin::cli::game_sfen(&config.database, id)?);
        }
        Command::Sfen {
            position,
            game: None,
            ..
        } => print!("{}", rules_cli::sfen(&position.into())?),
        Command::Export {
            game,
            format,
            out,
            config,
        } => {
            let Some(format) = yubin_records::Format::parse(&format) else {
                anyhow::bail!("--format `{format}`: expected kif, pgn, tsa, usi or json");
            };
            let config = yubin::cli::load_config(config.as_deref())?;
            let settings = config.engine_settings();
            let file = yubin::cli::export_game(&config.database, &settings, GameId(game), format)?;
            match out {
                Some(path) => std::fs::write(&path, &file.text)
                    .with_context(|| format!("cannot write {}", path.display()))?,
                None => print!("{}", file.text),
            }
        }
        Command::Board {
            position,
            game,
            ply,
            config,
            svg,
            png,
            pieces,
            side,
        } => {
            use yubin_text::picture::{Pieces, Style};
            let pieces = Pieces::parse(&pieces)
                .with_context(|| format!("--pieces `{pieces}`: expected kanji or letters"))?;
            let viewer = match side.trim().to_ascii_lowercase().as_str() {
                "black" | "b" | "sente" => yubin_rules::Color::Black,
                "white" | "w" | "gote" => yubin_rules::Color::White,
                _ => anyhow::bail!("--side `{side}`: expected black or white"),
            };
            let style = Style { pieces, viewer };
            let picture = match game {
                Some(id) => {
                    if position.is_given() {
                        anyhow::bail!(
                            "--game takes the game's own rules and moves; leave out the position \
                             options"
                        );
                    }
                    let config = yubin::cli::load_config(config.as_deref())?;
                    let game = yubin::cli::stored_game_of(&config.database, id)?;
                    yubin::cli::board_svg(&game, ply, style, &format!("game {id}"))?
                }
                None => {
                    let game = rules_cli::load(&position.into())?;
                    yubin::cli::board_svg(&game, ply, style, "the position given")?
                }
            };
            if let Some(path) = svg {
                std::fs::write(&path, &picture)
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
            if let Some(path) = png {
                let bytes = yubin::picture::png(&picture, yubin::picture::SQUARE_PX)?;
                std::fs::write(&path, bytes)
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
        }
        Command::Import {
            file,
            format,
            black,
            white,
            result,
            preset,
            options,
            config,
        } => {
            use yubin_domain::model::GameResult;
            use yubin_engine::records::import;
            use yubin_records::Format;
            let format = match format {
                None => None,
                Some(f) => match Format::parse(&f) {
                    Some(Format::Tsa) | None => {
                        anyhow::bail!("--format `{f}`: expected kif, pgn, usi or json")
                    }
                    some => some,
                },
            };
            let result = match result {
                None => None,
                Some(r) => Some(GameResult::parse(r.trim()).with_context(|| {
                    format!("--result `{r}`: expected 1-0 (Black won), 0-1 or 1/2-1/2")
                })?),
            };
            let req = import::Request {
                format,
                black,
                white,
                result,
                preset,
                options,
            };
            let config = yubin::cli::load_config(config.as_deref())?;
            let now = chrono::Utc::now().timestamp();
            let (id, game) = yubin::cli::import_file(&config.database, &file, &req, now)?;
            println!(
                "imported as game {id}: {} plies, {} vs {}, {}",
                game.game.moves().len(),
                game.names[0],
                game.names[1],
                game.result.as_str()
            );
        }
        Command::Service(cmd) => yubin::cli::run(cmd)?,
        Command::Engine {
            protocol,
            level,
            hash,
        } => {
            let kind = protocol
                .as_deref()
                .map(yubin::cli::engine::Kind::parse)
                .transpose()?;
            yubin::cli::engine::run(kind, level, hash)?
        }
    }
    Ok(())
}

/// Sends the service's log events to standard error (the journal under systemd), filtered
/// by `RUST_LOG` (default `info`), without colours unless standard error is a terminal and
/// without timestamps under systemd (the journal adds its own).
fn init_logging() {
    use std::io::IsTerminal as _;
    use tracing_subscriber::filter::{EnvFilter, LevelFilter};
    let filter = EnvFilter::builder()
        .with_default_directive(LevelFilter::INFO.into())
        .from_env_lossy();
    let log = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal());
    if std::env::var_os("JOURNAL_STREAM").is_some() {
        log.without_time().init();
    } else {
        log.init();
    }
}

fn main() {
    let cli = Cli::parse();
    init_logging();
    if let Err(e) = run(cli) {
        eprintln!("error: {e:#}");
        std::process::exit(2);
    }
}
