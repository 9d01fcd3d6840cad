use yubin_rules::{Position, Rules};
fn main() {
    let d: u32 = std::env::args().nth(1).unwrap().parse().unwrap();
    let full = std::env::args().nth(2).is_some();
    let p = Position::start(Rules::default());
    let t = std::time::Instant::now();
    let n = if full { p.perft_full(d) } else { p.perft(d) };
    let s = t.elapsed().as_secs_f64();
    println!("{n} in {s:.2}s = {:.1} M nodes/s", n as f64 / s / 1e6);
}
