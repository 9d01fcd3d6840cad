//! The `yubin` command: the rules tools (`perft`, `moves`) and the mail service.
//!
//! The service logs through `tracing` to standard error; `RUST_LOG` sets the filter
//! (`RUST_LOG=debug`, `RUST_LOG=info,yubin::serve=debug`; default `info`). What a command
//! answers its user (`yubin mail read`, `perft`) is printed on standard output, errors once
//! on standard error.

use anyhow::Result;
use clap::{Args, Parser, Subcommand};
use yubin::rules_cli::{self, PositionArgs};

/// Play-by-email server for Chu Shogi and Maka Dai Dai Shogi.
#[derive(Parser)]
#[command(name = "yubin", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
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
    #[command(flatten)]
    Service(yubin::cli::ServiceCommand),
}

#[derive(Args)]
struct PositionOpts {
    /// The game: `chu` (Chu Shogi) or `maka` (Maka Dai Dai Shogi).
    #[arg(long, default_value = "chu")]
    variant: String,
    /// Rule preset: `standard` (the default), for Chu also `jcsa` and `heisei`, for Maka also
    /// `maka_jp_revival`.
    #[arg(long)]
    preset: Option<String>,
    /// A rule option, `key=value` (repeatable), e.g. `chu.lion.counterstrike=okazaki` or
    /// `maka.hook_capture=double`.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Start from this position instead of the start position: a lishogi SFEN for Chu, the
    /// bracketed-TSA position string for Maka (`[L][E][St]…/… b 1`).
    #[arg(long)]
    sfen: Option<String>,
    /// Play these moves (space-separated) from the start position (or --sfen) first: USI for
    /// Chu (`7i7h`), the USI extension for Maka (`10n10m`, `10j10i10h`).
    #[arg(long)]
    moves: Option<String>,
}

impl From<PositionOpts> for PositionArgs {
    fn from(o: PositionOpts) -> PositionArgs {
        PositionArgs {
            variant: Some(o.variant),
            preset: o.preset,
            options: o.options,
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
        Command::Service(cmd) => yubin::cli::run(cmd)?,
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
