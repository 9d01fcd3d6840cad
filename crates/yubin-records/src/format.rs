//! The record formats: their names, MIME types, and the format of a file told from its text.
//!
//! * `kif`: KIF as lishogi writes and reads it (Chu only; [`crate::kif`]);
//! * `pgn`: PGN for WinBoard/XBoard, `[Variant "chu"]` (Chu only; [`crate::pgn`]);
//! * `tsa`: the TSA/Hodges game score, numbered move pairs under the game's headers (every
//!   game; [`crate::score`]), for reading by eye: written, never read back;
//! * `usi`: one line, `position sfen <start> moves <m1> <m2> …` ([`crate::usi`]);
//! * `json`: lishogi's game export shape with one SFEN per ply ([`crate::json`]).

/// The record formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// KIF, as lishogi writes it (Chu only).
    Kif,
    /// PGN for WinBoard/XBoard (Chu only).
    Pgn,
    /// The TSA/Hodges game score.
    Tsa,
    /// The USI `position` line.
    Usi,
    /// lishogi's JSON export shape, with one SFEN per ply.
    Json,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 5] = [
        Format::Kif,
        Format::Pgn,
        Format::Tsa,
        Format::Usi,
        Format::Json,
    ];

    /// Its name as written in commands (`kif`, `usi`, …), also its file extension.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Kif => "kif",
            Format::Pgn => "pgn",
            Format::Tsa => "tsa",
            Format::Usi => "usi",
            Format::Json => "json",
        }
    }

    /// Reads a format's name (case-insensitive).
    ///
    /// ```
    /// use yubin_records::Format;
    /// assert_eq!(Format::parse("KIF"), Some(Format::Kif));
    /// assert_eq!(Format::parse("kifu"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Format> {
        Format::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(text))
    }

    /// Reads a list of format names (`kif`, `usi`, `all`, … as an `export` command gives
    /// them): every format when none or `all` is given, each named format once otherwise.
    ///
    /// # Errors
    /// The first word that names no format.
    pub fn parse_words(words: &[&str]) -> Result<Vec<Format>, String> {
        let mut out = Vec::new();
        for w in words {
            if w.eq_ignore_ascii_case("all") {
                return Ok(Format::ALL.to_vec());
            }
            match Format::parse(w) {
                Some(f) if !out.contains(&f) => out.push(f),
                Some(_) => {}
                None => return Err((*w).to_string()),
            }
        }
        if out.is_empty() {
            out = Format::ALL.to_vec();
        }
        Ok(out)
    }

    /// The MIME type of its file.
    pub const fn mime(self) -> &'static str {
        match self {
            Format::Kif | Format::Tsa | Format::Usi => "text/plain; charset=utf-8",
            Format::Pgn => "application/vnd.chess-pgn",
            Format::Json => "application/json",
        }
    }

    /// The format a record file is written in, from its text, else from the file's
    /// extension: a `{` first is JSON; `position`, `sfen` or `startpos` first is USI; a
    /// `[Tag "value"]` line is PGN; KIF's header words or move lines are KIF; then the
    /// extensions `kif`/`kifu`, `pgn`, `usi` and `json`. A TSA game score is never detected:
    /// it is not read.
    ///
    /// ```
    /// use yubin_records::Format;
    /// assert_eq!(Format::detect("position startpos moves 7j7h\n", "x"), Some(Format::Usi));
    /// assert_eq!(Format::detect("7j7h\n", "game.kifu"), Some(Format::Kif));
    /// assert_eq!(Format::detect("hello\n", "notes.txt"), None);
    /// ```
    pub fn detect(text: &str, file_name: &str) -> Option<Format> {
        let first = text.lines().map(str::trim).find(|l| !l.is_empty())?;
        let word = first.split_whitespace().next().unwrap_or_default();
        if first.starts_with('{') {
            return Some(Format::Json);
        }
        if matches!(word, "position" | "sfen" | "startpos") {
            return Some(Format::Usi);
        }
        let tag = |l: &str| {
            let l = l.trim();
            l.starts_with('[') && l.ends_with(']') && l.contains('"')
        };
        if text.lines().any(tag) {
            return Some(Format::Pgn);
        }
        const KIF_WORDS: [&str; 8] = [
            "#yubin:",
            "手数----",
            "手目",
            "先手：",
            "後手：",
            "開始日時",
            "手合割",
            "下手：",
        ];
        if KIF_WORDS.iter().any(|w| text.contains(w)) {
            return Some(Format::Kif);
        }
        let ext = file_name.rsplit_once('.')?.1.to_ascii_lowercase();
        match ext.as_str() {
            "kif" | "kifu" => Some(Format::Kif),
            "pgn" => Some(Format::Pgn),
            "usi" => Some(Format::Usi),
            "json" => Some(Format::Json),
            _ => None,
        }
    }
}
