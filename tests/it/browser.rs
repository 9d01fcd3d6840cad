//! The HTML mails in a real browser: every golden HTML mail (`tests/data/golden/*.html`, the
//! bodies the bot sends, and the crosstables in `tests/data/crosstable/*.html`) is screenshot in headless Chromium (Debian's `chromium`) as it is and
//! in Chromium's forced dark mode, and the screenshots are decoded and checked:
//!
//! * the page is tables, inline styles and the board picture only (no `<svg`, `<style`,
//!   `<script`, `<link`, `class=`, and no `<img` but the board picture's, whose source is the
//!   mail's own part, `cid:…`), every style that sets a foreground colour sets a background
//!   colour too and the other way round, and the page is under 100 KB;
//! * a board picture shows: the mail's `cid:` image (the PNG the service draws from the SVG
//!   the outbox keeps, [`yubin::picture::png`]) is put beside the page as a file and the page
//!   names that file instead, as a mail program shows the part the `cid:` names; its paper
//!   and its board's wood then cover an area in both screenshots;
//! * neither screenshot is blank;
//! * dark mode changed nothing: every colour the page sets that covers an area in the light
//!   screenshot covers it in the dark one too, the page's background stays its background and
//!   the two screenshots are (nearly) the same pixels;
//! * on a board, the empty squares' colour and both players' pieces' colours (background and
//!   lettering, as the cells' inline styles give them) show in quantity in both screenshots.
//!
//! Two pages of the test's own go along with the mails into every Chromium run: a page without
//! colours, which forced dark mode must darken (else the dark-mode check would pass
//! vacuously), and a board whose cells have no background colour, which the checks must fail.
//!
//! The screenshots are kept in `target/artifacts/screenshots/` (`NAME.png`, `NAME-dark.png`).
//! Without `chromium` the test is skipped, unless `YUBIN_BROWSER=1` (as in CI): then it fails.
//!
//! To stay fast (a Chromium start costs about a second), one Chromium run measures every
//! page's height, then the pages are packed into frames of a few large pages, each
//! screenshot once light and once dark, two runs at a time; each page's part is cut out of
//! its batch's screenshots.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The width of a page's frame (about a mail reader's), in CSS pixels (the screenshots are at
/// one device pixel per CSS pixel).
const FRAME_W: u32 = 700;
/// The height of a batch page; its frames are stacked in columns up to it.
const BATCH_H: u32 = 2400;
/// Columns of frames per batch page, at most.
const BATCH_COLUMNS: usize = 6;
/// Chromium runs at a time.
const WORKERS: usize = 2;
/// How long one Chromium run may take.
const RUN_LIMIT: Duration = Duration::from_secs(90);
/// A colour "covers an area" when it has at least this many pixels.
pub(crate) const AREA: usize = 200;
/// Pixels of its background colour a board cell shows at least (a cell is 26×26 pixels).
const CELL_AREA: usize = 300;

/// A page without any colour: forced dark mode must darken it.
const CONTROL: (&str, &str) = (
    "_control",
    "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"></head><body>\
     <p>A page without colours: forced dark mode must turn it dark.</p>\
     <table><tr><td>a cell</td></tr></table></body></html>\n",
);

const CANARY: &str = "_canary";

/// A page of the test's own: a line of Japanese above a line of as many characters no font
/// has (private use), each in a box 48 pixels high. Without a Japanese font Chromium draws
/// both lines as the same missing-glyph boxes: the Japanese mails would be unreadable.
const JAPANESE: &str = "_japanese";

/// The text of [`JAPANESE`]'s first line.
const JAPANESE_LINE: &str = "中将棋：獅子、奔王、龍王。先手の勝ち";

fn japanese_page() -> String {
    let tofu: String = (0..JAPANESE_LINE.chars().count())
        .map(|i| char::from_u32(0xE000 + i as u32).unwrap_or('?'))
        .collect();
    let line = |text: &str| {
        format!(
            "<div style=\"height:48px;margin:0;font-size:24px;line-height:48px;color:#111111;\
             background-color:#ffffff;white-space:nowrap;overflow:hidden\">{text}</div>"
        )
    };
    format!(
        "<!DOCTYPE html>\n<html lang=\"ja\"><head><meta charset=\"utf-8\">\
         <meta name=\"color-scheme\" content=\"only light\"></head>\
         <body style=\"margin:0;padding:0;background-color:#ffffff\">{}{}</body></html>\n",
        line(JAPANESE_LINE),
        line(&tofu)
    )
}

/// A board whose cells set their lettering's colour but no background (the mistake the
/// dark-mode check is there for): the checks must fail it.
fn canary() -> String {
    let cell = "<td style=\"width:26px;height:26px;border:1px solid #7a5a2a;color:#000000\">P</td>";
    let row = format!("<tr>{}</tr>\n", cell.repeat(12));
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"></head>\
         <body style=\"margin:0;padding:12px;font-family:Arial,Helvetica,sans-serif\">\
         <p style=\"color:#111111\">Cells without a background colour.</p>\
         <table style=\"border-collapse:collapse;font:11px monospace;text-align:center\">\n{}</table>\
         </body></html>\n",
        row.repeat(12)
    )
}

/// An RGB screenshot, three bytes a pixel, row after row.
pub(crate) struct Image {
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) rgb: Vec<u8>,
}

impl Image {
    pub(crate) fn decode(bytes: Vec<u8>) -> Result<Image, String> {
        let mut decoder = png::Decoder::new_with_limits(
            std::io::Cursor::new(bytes),
            png::Limits { bytes: 1 << 30 },
        );
        decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
        let mut reader = decoder.read_info().map_err(|e| e.to_string())?;
        let mut buf = vec![0; reader.output_buffer_size().ok_or("PNG too large")?];
        let info = reader.next_frame(&mut buf).map_err(|e| e.to_string())?;
        let (w, h) = (info.width as usize, info.height as usize);
        let rgb = match info.color_type {
            // What Chromium writes.
            png::ColorType::Rgb if info.line_size == 3 * w => {
                buf.truncate(3 * w * h);
                buf
            }
            png::ColorType::Rgb | png::ColorType::Rgba => {
                let channels = info.line_size / w;
                buf.chunks_exact(info.line_size)
                    .take(h)
                    .flat_map(|row| row[..channels * w].chunks_exact(channels))
                    .flat_map(|p| [p[0], p[1], p[2]])
                    .collect()
            }
            other => return Err(format!("a {other:?} PNG")),
        };
        Ok(Image {
            width: info.width,
            height: info.height,
            rgb,
        })
    }

    fn pixel(&self, i: usize) -> u32 {
        u32::from_be_bytes([0, self.rgb[3 * i], self.rgb[3 * i + 1], self.rgb[3 * i + 2]])
    }

    fn len(&self) -> usize {
        self.rgb.len() / 3
    }

    /// The part of `frame`'s size at its place.
    fn crop(&self, frame: &Frame) -> Image {
        let row = 3 * FRAME_W as usize;
        let mut rgb = Vec::with_capacity(row * frame.height as usize);
        for y in frame.y..frame.y + frame.height {
            let start = 3 * (y * self.width + frame.x) as usize;
            rgb.extend_from_slice(&self.rgb[start..start + row]);
        }
        Image {
            width: FRAME_W,
            height: frame.height,
            rgb,
        }
    }

    fn rows(&self) -> std::slice::ChunksExact<'_, u8> {
        self.rgb.chunks_exact(3 * self.width as usize)
    }

    /// How many pixels each colour has. A mail is mostly long runs of one colour and rows
    /// like the row above (this is a debug build: every pixel costs).
    pub(crate) fn histogram(&self) -> HashMap<u32, usize> {
        let mut h = HashMap::new();
        let mut prev: (&[u8], Vec<(u32, usize)>) = (&[], Vec::new());
        for row in self.rows() {
            if row != prev.0 {
                let mut runs: Vec<(u32, usize)> = Vec::new();
                for p in row.chunks_exact(3) {
                    let p = u32::from_be_bytes([0, p[0], p[1], p[2]]);
                    match runs.last_mut() {
                        Some((c, n)) if *c == p => *n += 1,
                        _ => runs.push((p, 1)),
                    }
                }
                prev = (row, runs);
            }
            for &(c, n) in &prev.1 {
                *h.entry(c).or_insert(0) += n;
            }
        }
        h
    }

    /// How many pixels are the same in `other`, an image of the same size.
    fn same_pixels(&self, other: &Image) -> usize {
        self.rows()
            .zip(other.rows())
            .map(|(a, b)| {
                if a == b {
                    a.len() / 3
                } else {
                    a.chunks_exact(3)
                        .zip(b.chunks_exact(3))
                        .filter(|(p, q)| p == q)
                        .count()
                }
            })
            .sum()
    }

    fn write_png(&self, path: &Path) -> Result<(), String> {
        let file = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), self.width, self.height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::Fastest);
        let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
        writer
            .write_image_data(&self.rgb)
            .map_err(|e| e.to_string())
    }
}

pub(crate) fn hex(c: u32) -> String {
    format!("#{c:06x}")
}

fn luma(c: u32) -> u32 {
    let (r, g, b) = (c >> 16 & 0xff, c >> 8 & 0xff, c & 0xff);
    (299 * r + 587 * g + 114 * b) / 1000
}

/// `#rrggbb` or `#rgb`.
fn parse_colour(v: &str) -> Option<u32> {
    let v = v.trim().strip_prefix('#')?;
    let v = match v.len() {
        3 => v.chars().flat_map(|c| [c, c]).collect(),
        6 => v.to_string(),
        _ => return None,
    };
    u32::from_str_radix(&v, 16).ok()
}

/// An element's inline style: its foreground and background colours, if it sets them.
#[derive(Debug, Default)]
struct Style {
    fg: Option<String>,
    bg: Option<String>,
}

fn style(s: &str) -> Style {
    let mut st = Style::default();
    for decl in s.split(';') {
        if let Some((k, v)) = decl.split_once(':') {
            match k.trim().to_ascii_lowercase().as_str() {
                "color" => st.fg = Some(v.trim().to_string()),
                "background-color" | "background" => st.bg = Some(v.trim().to_string()),
                _ => {}
            }
        }
    }
    st
}

/// The value of attribute `name` in the start tag `tag` (without its `<`).
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let tag = &tag[..tag.find('>').unwrap_or(tag.len())];
    let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    tag[at..].split('"').next()
}

fn styles(page: &str) -> Vec<&str> {
    page.split("style=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .collect()
}

/// What the page says a board looks like: per role (empty squares, Black's pieces, White's),
/// the colours most of its cells have and how many cells have them.
#[derive(Debug)]
struct BoardRole {
    role: &'static str,
    fg: u32,
    bg: u32,
    cells: usize,
}

/// The board's cells are the `<td>`s with a `title` (`black dragon king (DK) on 5e`, `5e`).
fn board_roles(page: &str) -> Vec<BoardRole> {
    let mut by_role: HashMap<&'static str, HashMap<(u32, u32), usize>> = HashMap::new();
    for tag in page.split("<td ").skip(1) {
        let tag = format!(" {tag}");
        let (Some(title), Some(s)) = (attr(&tag, "title"), attr(&tag, "style")) else {
            continue;
        };
        let role = if title.starts_with("black ") {
            "Black's pieces"
        } else if title.starts_with("white ") {
            "White's pieces"
        } else {
            "empty squares"
        };
        let st = style(s);
        let fg = st.fg.as_deref().and_then(parse_colour).unwrap_or(u32::MAX);
        let bg = st.bg.as_deref().and_then(parse_colour).unwrap_or(u32::MAX);
        *by_role
            .entry(role)
            .or_default()
            .entry((fg, bg))
            .or_insert(0) += 1;
    }
    let mut roles: Vec<BoardRole> = by_role
        .into_iter()
        .map(|(role, m)| {
            let ((fg, bg), cells) = m.into_iter().max_by_key(|&(k, n)| (n, k)).unwrap();
            BoardRole {
                role,
                fg,
                bg,
                cells,
            }
        })
        .collect();
    roles.sort_by_key(|r| r.role);
    roles
}

/// Problems with the page's HTML itself.
fn check_source(page: &str) -> Vec<String> {
    let mut problems = Vec::new();
    if page.len() >= 100 * 1024 {
        problems.push(format!("{} bytes of HTML (limit 100 KB)", page.len()));
    }
    let lower = page.to_ascii_lowercase();
    for bad in ["<svg", "<style", "<script", "<link", "class="] {
        if lower.contains(bad) {
            problems.push(format!(
                "contains `{bad}` (tables and inline styles only, no images)"
            ));
        }
    }
    for img in lower.split("<img").skip(1) {
        if !img.starts_with(" src=\"cid:board.") {
            let tag = &img[..img.find('>').unwrap_or(img.len())];
            problems.push(format!(
                "an image that is not the board picture of the mail itself: <img{tag}>"
            ));
        }
    }
    let half: Vec<&str> = styles(page)
        .into_iter()
        .filter(|s| {
            let st = style(s);
            st.fg.is_some() != st.bg.is_some()
        })
        .collect();
    if let Some(first) = half.first() {
        problems.push(format!(
            "{} styles set a foreground or a background colour but not both, as {first:?}",
            half.len()
        ));
    }
    problems
}

/// Problems with the light and the forced-dark screenshot of `page`.
fn check_screenshots(page: &str, light: &Image, dark: &Image) -> Vec<String> {
    let mut problems = Vec::new();
    let (hl, hd) = (light.histogram(), dark.histogram());
    let count = |h: &HashMap<u32, usize>, c: u32| h.get(&c).copied().unwrap_or(0);
    let dominant = |h: &HashMap<u32, usize>| *h.iter().max_by_key(|&(c, n)| (n, c)).unwrap().0;
    let total = light.len();
    let (bl, bd) = (dominant(&hl), dominant(&hd));
    for (which, h, b) in [("light", &hl, bl), ("dark", &hd, bd)] {
        let other = total - count(h, b);
        if other < 500 || h.len() < 3 {
            problems.push(format!(
                "the {which} screenshot is blank: {} colours, {other} pixels not {}",
                h.len(),
                hex(b)
            ));
        }
    }
    if bl != bd {
        problems.push(format!(
            "dark mode turned the page's background {} into {}",
            hex(bl),
            hex(bd)
        ));
    }
    let mut colours: Vec<u32> = styles(page)
        .into_iter()
        .flat_map(|s| {
            let st = style(s);
            [st.fg, st.bg]
        })
        .flatten()
        .filter_map(|v| parse_colour(&v))
        .collect();
    colours.sort_unstable();
    colours.dedup();
    for c in colours {
        let (l, d) = (count(&hl, c), count(&hd, c));
        if l >= AREA && d * 10 < l * 9 {
            problems.push(format!(
                "{} covers {l} px in the light screenshot but {d} px in forced dark mode",
                hex(c)
            ));
        }
    }
    let same = light.same_pixels(dark);
    if same * 100 < total * 98 {
        problems.push(format!(
            "forced dark mode changed {:.1} % of the pixels",
            100.0 * (total - same) as f64 / total as f64
        ));
    }
    let roles = board_roles(page);
    if !roles.is_empty() {
        if roles.len() != 3 {
            problems.push(format!(
                "a board without empty squares or one side's pieces: {roles:?}"
            ));
        }
        for r in &roles {
            if r.fg == u32::MAX || r.bg == u32::MAX {
                let show = |c: u32| if c == u32::MAX { "none".into() } else { hex(c) };
                problems.push(format!(
                    "{} ({} cells): no explicit colours, foreground {}, background {}",
                    r.role,
                    r.cells,
                    show(r.fg),
                    show(r.bg)
                ));
                continue;
            }
            let want = r.cells * CELL_AREA;
            for (which, h) in [("light", &hl), ("dark", &hd)] {
                let got = count(h, r.bg);
                if got < want {
                    problems.push(format!(
                        "{}: their background {} covers {got} px in the {which} screenshot, \
                         {want} expected for {} cells",
                        r.role,
                        hex(r.bg),
                        r.cells
                    ));
                }
            }
            let (l, d) = (count(&hl, r.fg), count(&hd, r.fg));
            if l == 0 || d * 10 < l * 9 {
                problems.push(format!(
                    "{}: their lettering {} has {l} px in the light screenshot, {d} px in the dark one",
                    r.role,
                    hex(r.fg)
                ));
            }
        }
    }
    problems
}

/// `chromium` on the PATH.
pub(crate) fn find_chromium() -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|d| d.join("chromium"))
        .find(|p| p.is_file())
}

/// `chromium` on the PATH, or `None` with the test's skip said on standard error; with
/// `YUBIN_BROWSER=1` (as in CI) a missing Chromium fails the test instead.
pub(crate) fn chromium_or_skip() -> Option<PathBuf> {
    let found = find_chromium();
    if found.is_none() {
        assert!(
            std::env::var("YUBIN_BROWSER").as_deref() != Ok("1"),
            "YUBIN_BROWSER=1 but `chromium` is not on the PATH: install Debian's package \
             chromium (apt-get install -y --no-install-recommends chromium)"
        );
        say("SKIPPED: `chromium` is not installed (Debian's package chromium; YUBIN_BROWSER=1 makes this a failure)");
    }
    found
}

/// Runs a fresh Chromium with a fresh profile on `page` in a `width`×`height` window, with
/// `extra` arguments; returns what it printed on its standard output. Its output goes to
/// files named after `page`.
pub(crate) fn run_chromium(
    chromium: &Path,
    page: &Path,
    (width, height): (u32, u32),
    extra: &[String],
) -> Result<String, String> {
    let profile = tempfile::tempdir().map_err(|e| e.to_string())?;
    let (out_path, err_path) = (page.with_extension("out"), page.with_extension("err"));
    let file = |p: &Path| std::fs::File::create(p).map_err(|e| format!("{}: {e}", p.display()));
    let mut child = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg(format!("--window-size={width},{height}"))
        .args(extra)
        .arg(format!("file://{}", page.display()))
        .stdin(Stdio::null())
        .stdout(file(&out_path)?)
        .stderr(file(&err_path)?)
        .spawn()
        .map_err(|e| format!("{}: {e}", chromium.display()))?;
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if start.elapsed() > RUN_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("chromium took more than {RUN_LIMIT:?}"));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let out = std::fs::read_to_string(&out_path).unwrap_or_default();
    if !status.success() {
        let err = std::fs::read_to_string(&err_path).unwrap_or_default();
        let tail: Vec<&str> = err.lines().rev().take(15).collect();
        return Err(format!(
            "chromium: {status}; the end of its output:\n{}",
            tail.into_iter().rev().collect::<Vec<_>>().join("\n")
        ));
    }
    Ok(out)
}

/// Screenshots `page` (a `size` window), as it is or in forced dark mode, one retry.
fn screenshot(chromium: &Path, page: &Path, size: (u32, u32), dark: bool) -> Result<Image, String> {
    let png = page.with_extension(if dark { "dark.png" } else { "png" });
    let mut args = vec![format!("--screenshot={}", png.display())];
    if dark {
        // `--force-dark-mode` alone only makes `prefers-color-scheme` dark; the Blink setting
        // darkens pages automatically (the control page proves it does).
        args.push("--force-dark-mode".into());
        args.push("--blink-settings=forceDarkModeEnabled=true".into());
    }
    let shot = || -> Result<Image, String> {
        let _ = std::fs::remove_file(&png);
        run_chromium(chromium, page, size, &args)?;
        let bytes = std::fs::read(&png).map_err(|e| format!("no screenshot: {e}"))?;
        let img = Image::decode(bytes)?;
        if (img.width, img.height) != size {
            return Err(format!(
                "a {}×{} screenshot, {}×{} asked for",
                img.width, img.height, size.0, size.1
            ));
        }
        Ok(img)
    };
    shot().or_else(|_| shot())
}

/// Every page's height in a `FRAME_W` wide frame (the page `dir/NAME.html`), from one
/// Chromium run that loads them all and writes their heights into its DOM.
fn measure(chromium: &Path, dir: &Path, names: &[&str]) -> Result<HashMap<String, u32>, String> {
    let mut page = String::from(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">\n",
    );
    for n in names {
        page.push_str(&format!(
            "<iframe src=\"{n}.html\" data-name=\"{n}\" scrolling=\"no\" \
             style=\"display:block;width:{FRAME_W}px;height:1px;border:0\"></iframe>\n"
        ));
    }
    page.push_str(
        "<pre id=\"heights\"></pre>\n<script>\nonload = () => {\n\
         document.getElementById('heights').textContent = [...document.querySelectorAll('iframe')]\n\
         .map(f => 'frame-height ' + f.dataset.name + ' ' + f.contentDocument.documentElement.scrollHeight)\n\
         .join('\\n');\n};\n</script>\n</body></html>\n",
    );
    let path = dir.join("_measure.html");
    std::fs::write(&path, page).map_err(|e| e.to_string())?;
    // Reading the frames' documents needs file URLs to count as one origin.
    let dom = run_chromium(
        chromium,
        &path,
        (FRAME_W, 1000),
        &["--allow-file-access-from-files".into(), "--dump-dom".into()],
    )?;
    let heights: HashMap<String, u32> = dom
        .lines()
        .filter_map(|l| {
            let at = l.find("frame-height ")? + "frame-height ".len();
            let mut w = l[at..].split(' ');
            let name = w.next()?.to_string();
            // The last line ends in `</pre>`.
            let digits: String = w.next()?.chars().take_while(char::is_ascii_digit).collect();
            Some((name, digits.parse().ok()?))
        })
        .collect();
    match names
        .iter()
        .find(|n| heights.get(**n).is_none_or(|&h| h == 0))
    {
        Some(n) => Err(format!("no height measured for {n}")),
        None => Ok(heights),
    }
}

/// Where a page's frame is on its batch page.
#[derive(Debug, Clone)]
struct Frame {
    name: String,
    x: u32,
    y: u32,
    height: u32,
}

/// One batch page: its frames and its size.
#[derive(Debug)]
struct Batch {
    frames: Vec<Frame>,
    width: u32,
    height: u32,
}

/// Packs the pages, `(name, height)`, into columns of frames and the columns into batches,
/// the test's own pages `own` at the top of every batch.
fn pack(pages: &[(String, u32)], own: &[(String, u32)]) -> Vec<Batch> {
    let own_h: u32 = own.iter().map(|(_, h)| h).sum();
    let tallest = pages.iter().map(|(_, h)| *h).max().unwrap_or(0);
    let height = BATCH_H.max(tallest + own_h);
    // Columns of pages, the first of each batch with the test's own pages on top.
    let mut columns: Vec<Vec<(String, u32)>> = vec![Vec::new()];
    let mut used = own_h;
    for (name, h) in pages {
        if used + h > height {
            columns.push(Vec::new());
            used = if columns.len() % BATCH_COLUMNS == 1 {
                own_h
            } else {
                0
            };
        }
        columns.last_mut().unwrap().push((name.clone(), *h));
        used += h;
    }
    columns
        .chunks(BATCH_COLUMNS)
        .map(|cols| {
            let mut frames = Vec::new();
            for (c, col) in cols.iter().enumerate() {
                let x = c as u32 * FRAME_W;
                let mut y = 0;
                let mut stack: Vec<&(String, u32)> = col.iter().collect();
                if c == 0 {
                    stack.splice(0..0, own);
                }
                for (name, h) in stack {
                    frames.push(Frame {
                        name: name.clone(),
                        x,
                        y,
                        height: *h,
                    });
                    y += h;
                }
            }
            Batch {
                frames,
                width: cols.len() as u32 * FRAME_W,
                height,
            }
        })
        .collect()
}

/// The batch page: its frames, each showing the page `NAME.html` beside it.
fn batch_page(batch: &Batch) -> String {
    let mut s = String::from(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">\n",
    );
    for f in &batch.frames {
        s.push_str(&format!(
            "<iframe src=\"{}.html\" scrolling=\"no\" style=\"position:absolute;left:{}px;\
             top:{}px;width:{FRAME_W}px;height:{}px;border:0;margin:0;padding:0\"></iframe>\n",
            f.name, f.x, f.y, f.height
        ));
    }
    s.push_str("</body></html>\n");
    s
}

fn artifacts_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"));
    target.join("artifacts/screenshots")
}

/// Says `msg` on the test's standard error, past the test harness's capture.
fn say(msg: &str) {
    let _ = writeln!(std::io::stderr(), "{msg}");
}

/// Runs `f` on every item, `WORKERS` at a time; the results in the items' order.
pub(crate) fn parallel<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..WORKERS {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(item) = items.get(i) else {
                    break;
                };
                let r = f(item);
                results.lock().unwrap().push((i, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// What one page's screenshots showed.
#[derive(Default)]
struct Outcome {
    problems: Vec<String>,
    mail: bool,
    board: bool,
    picture: bool,
}

/// Checks one page's screenshots (cut out of its batch's) and keeps them in `dir`.
fn check_page(name: &str, source: &str, light: &Image, dark: &Image, dir: &Path) -> Outcome {
    let mut out = Outcome::default();
    for (img, suffix) in [(light, ""), (dark, "-dark")] {
        if let Err(e) = img.write_png(&dir.join(format!("{name}{suffix}.png"))) {
            out.problems
                .push(format!("{name}: keeping its screenshot: {e}"));
        }
    }
    if name == CONTROL.0 {
        let (bl, bd) = (light.pixel(0), dark.pixel(0));
        if luma(bl) < 200 || luma(bd) > 80 {
            out.problems.push(format!(
                "forced dark mode did not darken a page without colours (background {} light, \
                 {} dark): the dark-mode check would pass vacuously",
                hex(bl),
                hex(bd)
            ));
        }
    } else if name == JAPANESE {
        // The two lines' pixels: different glyphs, unless both are missing-glyph boxes.
        let row = light.width as usize * 3;
        let rows = |from: usize| {
            &light.rgb[(from * row).min(light.rgb.len())..((from + 48) * row).min(light.rgb.len())]
        };
        let (kanji, tofu) = (rows(0), rows(48));
        let differ = kanji
            .chunks(3)
            .zip(tofu.chunks(3))
            .filter(|(a, b)| a != b)
            .count();
        let inked = kanji
            .chunks(3)
            .filter(|p| p.iter().all(|&c| c < 128))
            .count();
        if differ < 200 || inked < 200 {
            out.problems.push(format!(
                "Japanese text draws as missing-glyph boxes ({differ} pixels differ from the \
                 boxes, {inked} dark): install a Japanese font (Debian's fonts-noto-cjk)"
            ));
        }
    } else if name == CANARY {
        if check_screenshots(source, light, dark).is_empty() {
            out.problems
                .push("the checks passed a board without background colours".into());
        }
    } else {
        out.mail = true;
        out.board = !board_roles(source).is_empty();
        out.picture = source.contains("src=\"cid:");
        let pictured = if out.picture {
            crate::mail_picture::check_picture(light, dark)
        } else {
            Vec::new()
        };
        let found: Vec<String> = check_source(source)
            .into_iter()
            .chain(check_screenshots(source, light, dark))
            .chain(pictured)
            .collect();
        for p in found.iter().take(12) {
            out.problems.push(format!("{name}: {p}"));
        }
        if found.len() > 12 {
            out.problems
                .push(format!("{name}: … and {} more", found.len() - 12));
        }
    }
    out
}

#[test]
fn html_mails_render_in_chromium_and_survive_dark_mode() {
    let started = Instant::now();
    let Some(chromium) = chromium_or_skip() else {
        return;
    };

    // The mails and the test's own pages, each a file in a scratch folder: the golden mails,
    // and the golden crosstables (their own folder: `engine/crosstable`'s test writes them).
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let golden = data.join("golden");
    let mut mails: Vec<(String, String)> = [
        (golden.clone(), ""),
        (data.join("crosstable"), "crosstable_"),
    ]
    .iter()
    .flat_map(|(dir, prefix)| {
        std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "html"))
            .map(move |p| {
                let name = p.file_stem().unwrap().to_string_lossy().to_string();
                (
                    format!("{prefix}{name}"),
                    std::fs::read_to_string(&p).unwrap(),
                )
            })
    })
    .collect();
    mails.sort();
    assert!(
        !mails.is_empty(),
        "no HTML mails in {}: nothing to check",
        golden.display()
    );
    let own = [
        (CONTROL.0.to_string(), CONTROL.1.to_string()),
        (CANARY.to_string(), canary()),
        (JAPANESE.to_string(), japanese_page()),
    ];
    let work = tempfile::tempdir().unwrap();
    let pictures = crate::mail_picture::show_pictures(&mails, work.path());
    for (name, page) in mails.iter().chain(&own) {
        let page = pictures.get(name).map_or_else(
            || page.clone(),
            |(cid, file)| page.replace(&format!("src=\"cid:{cid}\""), &format!("src=\"{file}\"")),
        );
        std::fs::write(work.path().join(format!("{name}.html")), page).unwrap();
    }
    let sources: HashMap<&str, &str> = mails
        .iter()
        .chain(&own)
        .map(|(n, p)| (n.as_str(), p.as_str()))
        .collect();

    // Measure, pack, screenshot every batch light and dark.
    let names: Vec<&str> = mails.iter().chain(&own).map(|(n, _)| n.as_str()).collect();
    let heights = measure(&chromium, work.path(), &names)
        .unwrap_or_else(|e| panic!("measuring the pages in Chromium: {e}"));
    let sized = |pages: &[(String, String)]| -> Vec<(String, u32)> {
        pages.iter().map(|(n, _)| (n.clone(), heights[n])).collect()
    };
    let batches = pack(&sized(&mails), &sized(&own));
    let jobs: Vec<(PathBuf, (u32, u32), bool)> = batches
        .iter()
        .enumerate()
        .flat_map(|(b, batch)| {
            let page = work.path().join(format!("_batch{b}.html"));
            std::fs::write(&page, batch_page(batch)).unwrap();
            [false, true].map(|dark| (page.clone(), (batch.width, batch.height), dark))
        })
        .collect();
    // Cut out, check and keep every page's screenshots.
    let dir = artifacts_dir();
    std::fs::create_dir_all(&dir).unwrap();
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "png") {
            std::fs::remove_file(p).unwrap();
        }
    }
    let shoot_and_check = |which: &[usize]| -> Vec<(usize, Vec<Outcome>, Vec<String>)> {
        let jobs: Vec<&(PathBuf, (u32, u32), bool)> = which
            .iter()
            .flat_map(|&b| [&jobs[2 * b], &jobs[2 * b + 1]])
            .collect();
        let shots = parallel(&jobs, |(page, size, dark)| {
            screenshot(&chromium, page, *size, *dark)
        });
        which
            .iter()
            .zip(shots.chunks(2))
            .map(|(&b, pair)| match pair {
                [Ok(light), Ok(dark)] => {
                    let frames: Vec<_> = batches[b].frames.iter().collect();
                    let outcomes = parallel(&frames, |f| {
                        let (l, d) = (light.crop(f), dark.crop(f));
                        check_page(&f.name, sources[f.name.as_str()], &l, &d, &dir)
                    });
                    (b, outcomes, Vec::new())
                }
                _ => {
                    let names: Vec<&str> =
                        batches[b].frames.iter().map(|f| f.name.as_str()).collect();
                    let errors = pair
                        .iter()
                        .filter_map(|r| r.as_ref().err())
                        .map(|e| format!("screenshot of {names:?}: {e}"))
                        .collect();
                    (b, Vec::new(), errors)
                }
            })
            .collect()
    };
    let all: Vec<usize> = (0..batches.len()).collect();
    let mut results = shoot_and_check(&all);
    // A batch with a problem is shot once more: a screenshot now and then catches a page
    // before Chromium has painted all of it. A real defect shows in both runs and fails.
    let failed: Vec<usize> = results
        .iter()
        .filter(|(_, o, e)| !e.is_empty() || o.iter().any(|o| !o.problems.is_empty()))
        .map(|(b, _, _)| *b)
        .collect();
    let retried = failed.len();
    if !failed.is_empty() {
        let again = shoot_and_check(&failed);
        results.retain(|(b, _, _)| !failed.contains(b));
        results.extend(again);
    }
    let mut problems = Vec::new();
    let mut outcomes = Vec::new();
    for (_, o, e) in results {
        problems.extend(e);
        outcomes.extend(o);
    }
    let checked = outcomes.iter().filter(|o| o.mail).count();
    let boards = outcomes.iter().filter(|o| o.board).count();
    let pictured = outcomes.iter().filter(|o| o.picture).count();
    problems.extend(outcomes.into_iter().flat_map(|o| o.problems));
    say(&format!(
        "browser test: {checked} HTML mails ({boards} with a table board, {pictured} with a \
         board picture) screenshot in Chromium, light and forced dark ({} Chromium runs), in \
         {:.1} s, {retried} batches shot twice; screenshots in {}",
        1 + jobs.len() + 2 * retried,
        started.elapsed().as_secs_f64(),
        dir.display()
    ));
    let hint = if problems.iter().any(|p| p.contains("dark mode")) {
        "\nhint: Chromium's automatic dark mode recolours explicit colours too; a page keeps \
         its colours with <meta name=\"color-scheme\" content=\"only light\">"
    } else {
        ""
    };
    assert!(
        problems.is_empty(),
        "{} problems (screenshots in {}):\n{}{hint}",
        problems.len(),
        dir.display(),
        problems.join("\n")
    );
    assert!(checked >= 1, "no HTML mail was checked");
    assert!(pictured >= 1, "no board picture was checked");
    assert_eq!(checked, mails.len(), "every HTML mail is checked");
}
