//! The board picture benchmark: the time to draw a board (the SVG), to rasterise it (the PNG a
//! mail carries), and to build a whole board mail with it, for each variant, and their sizes.
//!
//! ```sh
//! cargo bench --bench picture                 # every variant, 40 plies in, 30 repeats
//! cargo bench --bench picture -- --repeats 100
//! ```
//!
//! Each variant's position is the one after 40 plies chosen by a fixed pseudo-random sequence
//! among the legal moves, so every run draws the same boards; the median and the fastest of
//! the repeats are printed. Under `cargo test` (no `--bench`) it draws each variant once.

use anyhow::{bail, Context as _};
use lettre::message::Mailbox;
use std::time::{Duration, Instant};
use yubin::mail::outbound;
use yubin_domain::model::{GameId, OutMail};
use yubin_rules::{Color, Game, Rules, Variant};
use yubin_text::picture::{self, Style};

/// A game of `variant` after `plies` moves chosen by a fixed pseudo-random sequence.
fn game(variant: Variant, plies: usize) -> Game {
    let mut game = Game::new(Rules::standard(variant));
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let mv = moves[(x % moves.len() as u64) as usize];
        if game.play(mv).is_err() || game.outcome().is_some() {
            break;
        }
    }
    game
}

/// The median and the fastest of `repeats` runs of `f`.
fn time<T>(repeats: u32, mut f: impl FnMut() -> T) -> (Duration, Duration, T) {
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..repeats.max(1) {
        let t = Instant::now();
        last = Some(f());
        times.push(t.elapsed());
    }
    times.sort();
    (
        times[times.len() / 2],
        times[0],
        last.expect("one run at least"),
    )
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn run(repeats: u32) -> anyhow::Result<()> {
    let from: Mailbox = "Yubin <bot@bench.example>".parse()?;
    for variant in Variant::ALL {
        let game = game(variant, 40);
        let style = Style {
            viewer: Color::Black,
            ..Style::default()
        };
        let (svg_median, svg_best, svg) = time(repeats, || picture::game_svg(&game, style));
        let (png_median, png_best, png) = time(repeats, || {
            yubin::picture::png(&svg, yubin::picture::SQUARE_PX).expect("a PNG")
        });
        let shown =
            yubin_text::mails::board_picture(GameId(1), &game, Color::Black, Default::default())
                .context("a picture")?;
        let mail = OutMail {
            message_id: "bench@bench.example".into(),
            in_reply_to: None,
            references: vec![],
            to: "alice@bench.example".into(),
            reply_to: None,
            subject: "Game 1".into(),
            text: yubin_text::render::board(&game, Color::Black),
            html: Some(format!(
                "<p><img src=\"cid:{}\" alt=\"{}\"></p>",
                shown.inline.content_id, shown.alt
            )),
            attachments: Vec::new(),
            picture: Some(shown.inline),
            unsubscribe: None,
        };
        let (mail_median, mail_best, built) = time(repeats, || {
            outbound::build(&mail, &from, None)
                .expect("a mail")
                .formatted()
        });
        println!(
            "{:<22} {:>3} plies: SVG {:>6.1} KB in {:.2} ms (best {:.2}); PNG {:>6.1} KB in \
             {:.1} ms (best {:.1}); whole mail {:>6.1} KB in {:.1} ms (best {:.1})",
            variant.title(),
            game.moves().len(),
            svg.len() as f64 / 1e3,
            ms(svg_median),
            ms(svg_best),
            png.len() as f64 / 1e3,
            ms(png_median),
            ms(png_best),
            built.len() as f64 / 1e3,
            ms(mail_median),
            ms(mail_best),
        );
    }
    Ok(())
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if !args.iter().any(|a| a == "--bench") {
        // `cargo test`: each variant drawn once.
        return run(1);
    }
    let mut repeats = 30;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--bench" => {}
            "--repeats" => {
                repeats = it
                    .next()
                    .context("--repeats needs a value")?
                    .parse()
                    .context("--repeats: a number")?;
            }
            other => bail!("unknown argument `{other}`; expected --repeats N"),
        }
    }
    run(repeats)
}
