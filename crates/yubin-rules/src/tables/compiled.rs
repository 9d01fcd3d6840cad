//! Tables compiled for generation: each kind's movement as grid offsets per colour, and the
//! pattern-reach tests (protection, attacks) that read them.

use super::*;

/// A kind's movement compiled to grid offsets for one colour.
#[derive(Debug, Clone, Default)]
pub(crate) struct CompiledMoves {
    pub leaps: Vec<i16>,
    /// (offset, range) with range 0 = unlimited.
    pub slides: Vec<(i16, u8)>,
    /// Full lion power: the 8 step offsets in canonical pass order.
    pub lion_full: bool,
    /// Linear lion directions (offsets), in canonical pass order.
    pub lion_lines: Vec<i16>,
    /// The lion dog's power in all 8 directions.
    pub dog: bool,
    /// Hook moves.
    pub hook: Hook,
    /// Per slide (same index as `slides`): the two perpendicular offsets a hook move may turn to.
    pub hook_turns: Vec<[i16; 2]>,
    /// The emperor's teleport.
    pub teleport: Option<Teleport>,
    /// Free-bear hop readings: how many pieces it may capture on the way along `hop_dirs`
    /// ([`HOP_ANY`]: any number).
    pub hop_captures: u8,
    /// The forward diagonal offsets the hop applies to.
    pub hop_dirs: Vec<i16>,
    /// The powers overlap, so generation must drop repeated canonical moves.
    pub dedupe: bool,
    /// Tenjiku's area move: up to this many king steps (0: none).
    pub area: u8,
    /// A Tenjiku jumping general's rank (0: not one); its lines are `jump_lines`, not
    /// `slides`, as its slides and jump captures are generated together.
    pub jump_rank: u8,
    /// The jumping general's lines (unlimited slides).
    pub jump_lines: Vec<i16>,
    /// The heavenly tetrarchs' slides, passing over the first square: (offset, range after it).
    pub skip_slides: Vec<(i16, u8)>,
    /// Igui on the eight neighbours (the heavenly tetrarchs).
    pub igui: bool,
    /// Its area move may come back to its start (`Movement::returns`).
    pub returns: bool,
    /// Lion power with both legs diagonal (`LionPower::Diagonal`).
    pub lion_diagonal: bool,
    /// The orthogonal lines it passes over pieces on (`Movement::orth_over`).
    pub over_lines: Vec<i16>,
    /// Any of `dog`, `hook`, `teleport`, `hop_captures` and Tenjiku's powers (one test in the
    /// hot loop).
    pub maka_powers: bool,
}

/// The compiled table of a variant: per kind, per colour.
#[derive(Debug, Clone)]
pub(crate) struct Tables {
    pub info: [Option<KindInfo>; KIND_COUNT],
    pub moves: Vec<[CompiledMoves; 2]>,
    /// Whether a kind has any lion power (and so may pass).
    pub can_pass: [bool; KIND_COUNT],
    /// Per kind: `None` if the variant lacks it, else whether it has a promoted form (compact,
    /// for the hot paths).
    pub promotable: [Option<bool>; KIND_COUNT],
    /// `KindInfo::royal` per kind (compact, for the hot paths).
    pub royal: [bool; KIND_COUNT],
    /// `KindInfo::lion` per kind (compact, for the hot paths).
    pub lion: [bool; KIND_COUNT],
    /// `KindInfo::burns` per kind: Tenjiku's fire demons.
    pub burns: [bool; KIND_COUNT],
    /// Tenjiku's rank of each kind for the jumping generals (`tenjiku-shogi.md` §1): 1 royal,
    /// 2–4 a general (its `jump_rank`), 5 every other piece.
    pub rank: [u8; KIND_COUNT],
    /// Step offsets of the 8 directions per colour, canonical pass order.
    pub dir_offsets: [[i16; 8]; 2],
}

impl Tables {
    pub fn build(lookup: impl Fn(PieceKind) -> Option<KindInfo>) -> Tables {
        let mut info = [None; KIND_COUNT];
        let mut moves = Vec::with_capacity(KIND_COUNT);
        let mut can_pass = [false; KIND_COUNT];
        let mut royal = [false; KIND_COUNT];
        let mut promotable = [None; KIND_COUNT];
        let mut lion = [false; KIND_COUNT];
        let mut burns = [false; KIND_COUNT];
        let mut rank = [5u8; KIND_COUNT];
        for &k in PieceKind::ALL {
            let i = lookup(k);
            info[k.index()] = i;
            let mut per_color: [CompiledMoves; 2] = Default::default();
            if let Some(i) = i {
                for c in Color::ALL {
                    let m = &mut per_color[c.index()];
                    m.leaps = i
                        .movement
                        .leaps
                        .iter()
                        .map(|&(r, f)| offset_for(c, r, f))
                        .collect();
                    m.slides = i
                        .movement
                        .slides
                        .iter()
                        .map(|&(r, f, n)| (offset_for(c, r, f), n))
                        .collect();
                    let mv = &i.movement;
                    m.dog = mv.dog;
                    m.hook = mv.hook;
                    m.teleport = mv.teleport;
                    m.hop_captures = mv.hop_captures;
                    if mv.hop_captures > 0 {
                        m.hop_dirs = vec![offset_for(c, FR.0, FR.1), offset_for(c, FL.0, FL.1)];
                    }
                    if mv.hook != Hook::None {
                        m.hook_turns = mv
                            .slides
                            .iter()
                            .map(|&(x, y, _)| [offset_for(c, -y, x), offset_for(c, y, -x)])
                            .collect();
                    }
                    m.area = mv.area;
                    m.igui = mv.igui;
                    m.returns = mv.returns;
                    if mv.orth_over {
                        m.over_lines = [F, R, B, L]
                            .iter()
                            .map(|&(r, f)| offset_for(c, r, f))
                            .collect();
                    }
                    m.skip_slides = mv
                        .skip_slides
                        .iter()
                        .map(|&(r, f, n)| (offset_for(c, r, f), n))
                        .collect();
                    if mv.jump_rank > 0 {
                        m.jump_rank = mv.jump_rank;
                        m.jump_lines = m.slides.drain(..).map(|(d, _)| d).collect();
                    }
                    m.maka_powers = mv.dog
                        || mv.hook != Hook::None
                        || mv.teleport.is_some()
                        || mv.hop_captures > 0
                        || mv.area > 0
                        || mv.jump_rank > 0
                        || !mv.skip_slides.is_empty()
                        || mv.igui
                        || mv.orth_over
                        || mv.lion == LionPower::Diagonal;
                    // A leap to a square one of the slides also reaches (the free bear's
                    // diagonal jump and its diagonal slide) is one canonical move.
                    let leap_on_slide = mv.leaps.iter().any(|&(lx, ly)| {
                        mv.slides.iter().any(|&(sx, sy, range)| {
                            (1..=if range == 0 { 19 } else { range as i8 })
                                .any(|n| (sx * n, sy * n) == (lx, ly))
                        })
                    });
                    m.dedupe = leap_on_slide
                        || mv.area > 0
                        || mv.hook != Hook::None
                        || (mv.lion != LionPower::None && !mv.slides.is_empty())
                        || (mv.dog
                            && (!mv.slides.is_empty()
                                || !mv.leaps.is_empty()
                                || mv.lion != LionPower::None));
                    match i.movement.lion {
                        LionPower::None => {}
                        LionPower::Full => m.lion_full = true,
                        LionPower::Diagonal => m.lion_diagonal = true,
                        LionPower::Linear(dirs) => {
                            let mut ordered: Vec<(i8, i8)> = dirs.to_vec();
                            ordered.sort_by_key(|d| DIRECTIONS.iter().position(|x| x == d));
                            m.lion_lines =
                                ordered.iter().map(|&(r, f)| offset_for(c, r, f)).collect();
                        }
                    }
                }
                // Tenjiku's area movers may pass by coming back (`Movement::returns`).
                can_pass[k.index()] =
                    i.movement.lion != LionPower::None || i.movement.dog || i.movement.returns;
                royal[k.index()] = i.royal;
                promotable[k.index()] = Some(i.promotes_to.is_some());
                lion[k.index()] = i.lion;
                burns[k.index()] = i.burns;
                rank[k.index()] = if i.royal {
                    1
                } else if i.movement.jump_rank > 0 {
                    i.movement.jump_rank
                } else {
                    5
                };
            }
            moves.push(per_color);
        }
        let mut dir_offsets = [[0i16; 8]; 2];
        for c in Color::ALL {
            for (j, &(r, f)) in DIRECTIONS.iter().enumerate() {
                dir_offsets[c.index()][j] = offset_for(c, r, f);
            }
        }
        Tables {
            info,
            moves,
            can_pass,
            promotable,
            royal,
            lion,
            burns,
            rank,
            dir_offsets,
        }
    }

    #[inline]
    pub fn info(&self, kind: PieceKind) -> Option<&KindInfo> {
        self.info[kind.index()].as_ref()
    }

    #[inline]
    pub fn compiled(&self, kind: PieceKind, color: Color) -> &CompiledMoves {
        &self.moves[kind.index()][color.index()]
    }
}

/// Whether `kind` of `color` standing on `from` could move to (or capture on) `target` by its
/// movement pattern alone, on the board whose cell codes `cell` reads (see
/// [`crate::square::ray`]). Used for protection, attack and check tests.
pub(crate) fn reaches(
    tables: &Tables,
    kind: PieceKind,
    color: Color,
    from: Square,
    target: Square,
    cell: impl Fn(usize) -> Cell,
) -> bool {
    let m = tables.compiled(kind, color);
    let delta = target.index() as i32 - from.index() as i32;
    if delta == 0 {
        return false;
    }
    if m.leaps.iter().any(|&d| d as i32 == delta) {
        return true;
    }
    if m.dog {
        let df = (target.file() as i32 - from.file() as i32).abs();
        let dr = (target.rank() as i32 - from.rank() as i32).abs();
        if (df == 0 || dr == 0 || df == dr) && df.max(dr) <= 3 {
            return true;
        }
    }
    if m.hook != Hook::None && hook_reaches(m, from, target, &cell) {
        return true;
    }
    for &(step, range) in &m.slides {
        let d = step as i32;
        if delta.signum() != d.signum() || delta % d != 0 {
            continue;
        }
        let n = (delta / d) as usize;
        if n == 0 || (range != 0 && n > range as usize) {
            continue;
        }
        // The quotient test alone would accept wrapping across rows for horizontal moves; the
        // grid is padded and slides stop at the first non-empty cell, so walk the line: the
        // `n - 1` squares before `target` must be empty squares of the board.
        let clear = ray(&cell, from, step)
            .take(n - 1)
            .take_while(|&(_, c)| c == EMPTY)
            .count()
            == n - 1;
        if clear && same_line(from, target, d) {
            return true;
        }
    }
    false
}

/// As [`reaches`], and also counting the captures that depend on the colour of the pieces in
/// the way: the hook mover's and capricorn's `double` route (its first leg captures where it
/// ends, then it turns) and the free bear's hop readings (it captures the pieces on a forward
/// diagonal, one or any number of them, and ranges on). `victim(i)` tells whether cell `i` holds a piece the mover may
/// capture. Used for the emperor's protection test and [`crate::Position::attacks`] in Maka.
pub(crate) fn reaches_capturing(
    tables: &Tables,
    kind: PieceKind,
    color: Color,
    from: Square,
    target: Square,
    cell: impl Fn(usize) -> Cell,
    victim: impl Fn(usize) -> bool,
) -> bool {
    if reaches(tables, kind, color, from, target, &cell) {
        return true;
    }
    let m = tables.compiled(kind, color);
    if m.hook == Hook::Double {
        for (j, &(d, _)) in m.slides.iter().enumerate() {
            let first_piece = ray(&cell, from, d).find(|&(_, c)| c != EMPTY);
            let Some((sq, _)) = first_piece else {
                continue;
            };
            if sq != target
                && victim(sq.index())
                && m.hook_turns[j]
                    .iter()
                    .any(|&p| ray(&cell, sq, p).meets(target))
            {
                return true;
            }
        }
    }
    for &d in &m.hop_dirs {
        let mut jumped = 0u8;
        for (sq, c) in ray(&cell, from, d) {
            if sq == target {
                return jumped > 0;
            }
            if c != EMPTY {
                if jumped < m.hop_captures && victim(sq.index()) {
                    jumped += 1;
                } else {
                    break;
                }
            }
        }
    }
    false
}

/// Whether a hook mover / capricorn could capture on `target` with a turned move (one leg over
/// empty squares, a 90° turn on an empty square, a second leg over empty squares). The
/// `double` route turning on a captured piece depends on colours: [`reaches_capturing`] adds it.
///
/// The reader is a `dyn`: one copy serves every caller of [`reaches`]. A copy per reader,
/// inlined, changed how the compiler laid out Chu's move generation (4 % more instructions in
/// `yubin perft`), though no Chu piece hooks.
pub(super) fn hook_reaches(
    m: &CompiledMoves,
    from: Square,
    target: Square,
    cell: &dyn Fn(usize) -> Cell,
) -> bool {
    m.slides.iter().zip(&m.hook_turns).any(|(&(d, _), turns)| {
        ray(cell, from, d)
            .take_while(|&(_, c)| c == EMPTY)
            .any(|(sq, _)| turns.iter().any(|&p| ray(cell, sq, p).meets(target)))
    })
}

/// Whether `target` lies on the ray from `from` with grid step `d` without leaving the board
/// area (the padded grid makes row wrap impossible for diagonal/orthogonal unit steps only when
/// the file/rank differences agree; this checks them).
pub(super) fn same_line(from: Square, target: Square, d: i32) -> bool {
    let w = crate::square::GRID_WIDTH as i32;
    // Decompose d into (dx, dy) with |dx|, |dy| <= 1.
    let (dx, dy) = match d {
        1 => (1, 0),
        -1 => (-1, 0),
        x if x == w => (0, 1),
        x if x == -w => (0, -1),
        x if x == w + 1 => (1, 1),
        x if x == w - 1 => (-1, 1),
        x if x == -w + 1 => (1, -1),
        x if x == -w - 1 => (-1, -1),
        _ => return false,
    };
    let fx = target.file() as i32 - from.file() as i32;
    let fy = target.rank() as i32 - from.rank() as i32;
    // Grid x grows with file.
    let n = fx.abs().max(fy.abs());
    fx == dx * n && fy == dy * n
}
