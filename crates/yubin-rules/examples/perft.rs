//! Prints perft figures:
//! `cargo run --release --example perft -- [chu|maka|dai|daidai|tenjiku] DEPTH [full] [PRESET]
//! [POSITION...]`
//! (Chu when no variant is given).
use yubin_rules::{notation::sfen, Position, Rules, Variant};
fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let variant = match args.first().and_then(|a| Variant::parse(a)) {
        Some(v) => {
            args.remove(0);
            v
        }
        None => Variant::Chu,
    };
    let d: u32 = args[0].parse().expect("depth");
    let full = args.get(1).is_some_and(|a| a == "full");
    let rest = &args[if full { 2 } else { 1 }..];
    let rules = Rules::preset(variant, rest.first().map_or("standard", |s| s)).expect("preset");
    let p = if rest.len() > 1 {
        sfen::read(rules, &rest[1..].join(" ")).expect("position")
    } else {
        Position::start(rules)
    };
    let t = std::time::Instant::now();
    let n = if full { p.perft_full(d) } else { p.perft(d) };
    let s = t.elapsed().as_secs_f64();
    println!("{n} in {s:.2}s = {:.1} M nodes/s", n as f64 / s / 1e6);
}
