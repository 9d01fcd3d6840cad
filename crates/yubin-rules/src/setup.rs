//! Start positions, built from square lists: [`Position::start`] lives here.
//!
//! Chu Shogi (`chu-shogi.md` §3), Maka Dai Dai Shogi (`maka-dai-dai-shogi.md` §2), Dai Shogi
//! (`dai-shogi.md` §2), Dai Dai Shogi (`dai-dai-shogi.md` §2) and Tenjiku Shogi
//! (`tenjiku-shogi.md` §3): Black's pieces are listed square by square; White's setup is
//! Black's rotated by 180°. Hishigata Shogi (§10, preset `hishigata`) is Maka from another
//! arrangement, [`HISHIGATA_BLACK`], rotated the same way.
//!
//! Square lists rather than SFEN strings, so that positions need no notation: the notation
//! module reads and writes positions, and the position module must not depend on it.

use crate::rules::Setup;
use crate::{Color, Piece, PieceKind, Position, Rules, Square, Variant};

impl Position {
    /// The start position of the rules' variant and setup.
    pub fn start(rules: Rules) -> Position {
        match rules.variant {
            Variant::Chu => chu_start(rules),
            Variant::Maka => maka_start(rules),
            Variant::Dai => dai_start(rules),
            Variant::DaiDai => daidai_start(rules),
            Variant::Tenjiku => tenjiku_start(rules),
        }
    }
}

/// A rank of pawns on every file, `(file, Pawn)` from file `N` down to 1, for the setups
/// below.
const fn pawn_rank<const N: usize>() -> [(u8, PieceKind); N] {
    let mut row = [(0, PieceKind::Pawn); N];
    let mut i = 0;
    while i < N {
        row[i].0 = (N - i) as u8;
        i += 1;
    }
    row
}

/// Black's Chu Shogi setup, rank by rank from `h` to `l`, each entry `(file, kind)`
/// (`chu-shogi.md` §3.2): lishogi's start position,
/// [`CHU_START_SFEN`](crate::position::CHU_START_SFEN).
pub const CHU_BLACK: &[(u8, &[(u8, PieceKind)])] = {
    use PieceKind::*;
    &[
        (7, &[(9, GoBetween), (4, GoBetween)]), // h
        (8, &pawn_rank::<12>()),                // i: pawns on 12i … 1i
        (
            9, // j
            &[
                (12, SideMover),
                (11, VerticalMover),
                (10, Rook),
                (9, DragonHorse),
                (8, DragonKing),
                (7, Lion),
                (6, Queen),
                (5, DragonKing),
                (4, DragonHorse),
                (3, Rook),
                (2, VerticalMover),
                (1, SideMover),
            ],
        ),
        (
            10, // k
            &[
                (12, ReverseChariot),
                (10, Bishop),
                (8, BlindTiger),
                (7, Kirin),
                (6, Phoenix),
                (5, BlindTiger),
                (3, Bishop),
                (1, ReverseChariot),
            ],
        ),
        (
            11, // l
            &[
                (12, Lance),
                (11, FerociousLeopard),
                (10, Copper),
                (9, Silver),
                (8, Gold),
                (7, King),
                (6, DrunkElephant),
                (5, Gold),
                (4, Silver),
                (3, Copper),
                (2, FerociousLeopard),
                (1, Lance),
            ],
        ),
    ]
};

/// The Chu Shogi start position: Black's 46 pieces of [`CHU_BLACK`] and White's rotated copy,
/// Black to move; under the Heisei setup (`chu-shogi.md` §14) the kinds of
/// [`Position::reserve_kinds`] start in their owner's reserve instead.
///
/// # Panics
/// If `rules` is another variant's.
pub fn chu_start(rules: Rules) -> Position {
    with_reserve(rules, chu_pieces(rules), Color::Black)
}

/// Both sides' pieces of the Chu setup, for the start position and the handicaps.
///
/// # Panics
/// If `rules` is another variant's: the setup would fit a larger board, but mean nothing there.
pub(crate) fn chu_pieces(rules: Rules) -> Vec<(Square, Piece)> {
    assert_eq!(rules.variant, Variant::Chu, "the Chu setup needs Chu rules");
    both_sides(rules, rows(CHU_BLACK))
}

/// The position of `pieces` with `side` to move, the Heisei setup's set-aside kinds moved from
/// the board to their owner's reserve.
///
/// # Panics
/// If `pieces` does not fit the board of `rules` (the built-in setups do).
pub(crate) fn with_reserve(
    rules: Rules,
    mut pieces: Vec<(Square, Piece)>,
    side: Color,
) -> Position {
    let mut set_aside = Vec::new();
    if rules.setup == Setup::Heisei {
        pieces.retain(|&(_, p)| {
            let aside = Position::reserve_kinds().contains(&p.kind);
            if aside {
                set_aside.push(p);
            }
            !aside
        });
    }
    let mut pos = Position::from_pieces(rules, &pieces, side, None, 1).expect("the setup is valid");
    for p in set_aside {
        pos.add_reserve(p.color, p.kind);
    }
    pos
}

/// Black's Maka Dai Dai setup, rank by rank from `m` to `s`, each entry `(file, kind)`
/// (`maka-dai-dai-shogi.md` §2.1).
pub const MAKA_BLACK: &[(u8, &[(u8, PieceKind)])] = {
    use PieceKind::*;
    &[
        (12, &[(14, GoBetween), (6, GoBetween)]), // m
        (13, &pawn_rank::<19>()),                 // n: pawns on 19n … 1n
        (
            14, // o
            &[
                (19, Rook),
                (18, LeftChariot),
                (17, SideMover),
                (16, SideFlier),
                (15, VerticalMover),
                (14, Bishop),
                (13, DragonHorse),
                (12, DragonKing),
                (11, Capricorn),
                (10, Queen),
                (9, HookMover),
                (8, DragonKing),
                (7, DragonHorse),
                (6, Bishop),
                (5, VerticalMover),
                (4, SideFlier),
                (3, SideMover),
                (2, RightChariot),
                (1, Rook),
            ],
        ),
        (
            15, // p
            &[
                (19, Donkey),
                (17, Knight),
                (15, ViolentOx),
                (13, FlyingDragon),
                (12, BuddhistDevil),
                (11, Wrestler),
                (10, LionDog),
                (9, GuardianOfTheGods),
                (8, SheDevil),
                (7, FlyingDragon),
                (5, ViolentOx),
                (3, Knight),
                (1, Donkey),
            ],
        ),
        (
            16, // q
            &[
                (18, OldRat),
                (16, AngryBoar),
                (14, BlindBear),
                (12, EvilWolf),
                (11, Kirin),
                (10, Lion),
                (9, Phoenix),
                (8, EvilWolf),
                (6, BlindBear),
                (4, AngryBoar),
                (2, OldRat),
            ],
        ),
        (
            17, // r
            &[
                (19, ReverseChariot),
                (17, CatSword),
                (15, ChineseCock),
                (13, CoiledSerpent),
                (12, FerociousLeopard),
                (11, BlindTiger),
                (10, DrunkElephant),
                (9, BlindTiger),
                (8, FerociousLeopard),
                (7, RecliningDragon),
                (5, OldMonkey),
                (3, CatSword),
                (1, ReverseChariot),
            ],
        ),
        (
            18, // s
            &[
                (19, Lance),
                (18, EarthGeneral),
                (17, StoneGeneral),
                (16, TileGeneral),
                (15, IronGeneral),
                (14, Copper),
                (13, Silver),
                (12, Gold),
                (11, Deva),
                (10, King),
                (9, DarkSpirit),
                (8, Gold),
                (7, Silver),
                (6, Copper),
                (5, IronGeneral),
                (4, TileGeneral),
                (3, StoneGeneral),
                (2, EarthGeneral),
                (1, Lance),
            ],
        ),
    ]
};

/// A square by its TSA name, file number and rank letter (`at(14, 'k')` is `14k`), for the
/// setup tables; a square off the 19×19 board stops the build.
pub(crate) const fn at(file: u8, rank: char) -> Square {
    assert!(
        matches!(file, 1..=19) && matches!(rank, 'a'..='s'),
        "a setup square off the 19×19 board"
    );
    match Square::new(file, (rank as u32 - 'a' as u32) as u8) {
        Some(sq) => sq,
        None => panic!("a setup square off the board"),
    }
}

/// Black's Hishigata Shogi setup (preset `hishigata`), one `(square, kind)` per piece: **the
/// setup of the seed's diagram, provisional.** White's is its 180° rotation.
///
/// Source: the seed's diagram of Sean Humby's Hishigata Shogi ("diamond shogi"), as decoded
/// in `maka-dai-dai-shogi.md` §10: 31 pieces a side in a wedge that points back to the king,
/// ranks `k` to `s`, so that only rank `j` separates the armies and the two wedges form a
/// diamond. Humby's own page (chessvariants.com/shogivariants.dir/hishigata.html) could not
/// be read beyond its introduction, so the doubts of §10 stand, and a better source corrects
/// this table alone (the preset, its rules and every game mail follow it):
/// * **`BT` or `BB`:** the seed's legend calls the two pieces beside the drunk elephant
///   (11n, 9n) "blind tiger", used here, but the diagram writes `BB`, Hodges' code for the
///   blind bear;
/// * **31 pieces:** Humby says the variant uses "the same pieces" as Maka Dai Dai Shogi, yet
///   the diagram has only 31 a side, and no lion, lion dog, dragon king, dragon horse or
///   rook: it may be incomplete;
/// * **the king:** Humby has the king start "a couple of moves from the front line", which
///   fits poorly with the king on 10s, eight ranks behind the wedge's front (rank `k`).
///
/// The teaching king's weaker Western move (`maka.teaching_king = queen_only`), which Humby
/// recommends for this variant, is the preset's rule, not the table's.
pub const HISHIGATA_BLACK: [(Square, PieceKind); 31] = {
    use PieceKind::*;
    [
        // k: the wedge's wide end, facing White across the empty rank j
        (at(14, 'k'), SideMover),
        (at(13, 'k'), LeftChariot),
        (at(12, 'k'), AngryBoar),
        (at(11, 'k'), IronGeneral),
        (at(10, 'k'), CoiledSerpent),
        (at(9, 'k'), IronGeneral),
        (at(8, 'k'), AngryBoar),
        (at(7, 'k'), RightChariot),
        (at(6, 'k'), SideMover),
        // l
        (at(13, 'l'), Silver),
        (at(12, 'l'), Knight),
        (at(11, 'l'), EvilWolf),
        (at(10, 'l'), HookMover),
        (at(9, 'l'), EvilWolf),
        (at(8, 'l'), Knight),
        (at(7, 'l'), Silver),
        // m
        (at(12, 'm'), Gold),
        (at(11, 'm'), Kirin),
        (at(10, 'm'), Queen),
        (at(9, 'm'), Phoenix),
        (at(8, 'm'), Gold),
        // n: blind tigers (or blind bears? see above) beside the drunk elephant
        (at(11, 'n'), BlindTiger),
        (at(10, 'n'), DrunkElephant),
        (at(9, 'n'), BlindTiger),
        // o: the wedge's point
        (at(10, 'o'), Wrestler),
        // r
        (at(12, 'r'), Bishop),
        (at(10, 'r'), Capricorn),
        (at(8, 'r'), Bishop),
        // s: the king between the deva and the dark spirit, as in Maka Dai Dai Shogi
        (at(11, 's'), Deva),
        (at(10, 's'), King),
        (at(9, 's'), DarkSpirit),
    ]
};

/// The Maka Dai Dai start position of `rules`' setup, Black to move: Black's pieces
/// ([`MAKA_BLACK`]; [`HISHIGATA_BLACK`] for [`Setup::Hishigata`]) and White's rotated copy.
///
/// # Panics
/// Never for Maka rules (the tables are checked by the tests); panics if `rules` is another
/// variant's, whose board cannot hold the setup.
pub fn maka_start(rules: Rules) -> Position {
    match rules.setup {
        Setup::Hishigata => from_squares(rules, HISHIGATA_BLACK.iter().copied()),
        Setup::Standard | Setup::Heisei => from_black(rules, MAKA_BLACK),
    }
}

/// Black's Dai Shogi setup, rank by rank from `j` to `o`, each entry `(file, kind)`
/// (`dai-shogi.md` §2.2).
pub const DAI_BLACK: &[(u8, &[(u8, PieceKind)])] = {
    use PieceKind::*;
    &[
        (9, &[(11, GoBetween), (5, GoBetween)]), // j
        (10, &pawn_rank::<15>()),                // k: pawns on 15k … 1k
        (
            11, // l
            &[
                (15, Rook),
                (14, FlyingDragon),
                (13, SideMover),
                (12, VerticalMover),
                (11, Bishop),
                (10, DragonHorse),
                (9, DragonKing),
                (8, Queen),
                (7, DragonKing),
                (6, DragonHorse),
                (5, Bishop),
                (4, VerticalMover),
                (3, SideMover),
                (2, FlyingDragon),
                (1, Rook),
            ],
        ),
        (
            12, // m
            &[
                (14, ViolentOx),
                (12, AngryBoar),
                (10, EvilWolf),
                (9, Kirin),
                (8, Lion),
                (7, Phoenix),
                (6, EvilWolf),
                (4, AngryBoar),
                (2, ViolentOx),
            ],
        ),
        (
            13, // n
            &[
                (15, ReverseChariot),
                (13, CatSword),
                (11, FerociousLeopard),
                (9, BlindTiger),
                (8, DrunkElephant),
                (7, BlindTiger),
                (5, FerociousLeopard),
                (3, CatSword),
                (1, ReverseChariot),
            ],
        ),
        (
            14, // o
            &[
                (15, Lance),
                (14, Knight),
                (13, StoneGeneral),
                (12, IronGeneral),
                (11, Copper),
                (10, Silver),
                (9, Gold),
                (8, King),
                (7, Gold),
                (6, Silver),
                (5, Copper),
                (4, IronGeneral),
                (3, StoneGeneral),
                (2, Knight),
                (1, Lance),
            ],
        ),
    ]
};

/// Black's Dai Dai Shogi setup, rank by rank from `k` to `q`, each entry `(file, kind)`
/// (`dai-dai-shogi.md` §2.1).
pub const DAIDAI_BLACK: &[(u8, &[(u8, PieceKind)])] = {
    use PieceKind::*;
    &[
        (10, &[(12, HowlingDog), (6, HowlingDog)]), // k
        (11, &pawn_rank::<17>()),                   // l: pawns on 17l … 1l
        (
            12,
            &[
                (17, LeftChariot),
                (16, SideMover),
                (15, ViolentOx),
                (14, AngryBoar),
                (13, EvilWolf),
                (12, ViolentBear),
                (11, FerociousLeopard),
                (10, SavageTiger),
                (9, StandardBearer),
                (8, SavageTiger),
                (7, FerociousLeopard),
                (6, ViolentBear),
                (5, EvilWolf),
                (4, AngryBoar),
                (3, ViolentOx),
                (2, SideMover),
                (1, RightChariot),
            ],
        ), // m
        (
            13,
            &[
                (17, BlueDragon),
                (16, FragrantElephant),
                (15, NorthernBarbarian),
                (14, WesternBarbarian),
                (13, WoodGeneral),
                (12, StoneGeneral),
                (11, IronGeneral),
                (10, Copper),
                (9, GoldenBird),
                (8, Copper),
                (7, IronGeneral),
                (6, StoneGeneral),
                (5, WoodGeneral),
                (4, EasternBarbarian),
                (3, SouthernBarbarian),
                (2, WhiteElephant),
                (1, WhiteTiger),
            ],
        ), // n
        (
            14,
            &[
                (16, VerticalMover),
                (14, EnchantedFox),
                (12, WaterBuffalo),
                (10, Silver),
                (9, GreatDragon),
                (8, Silver),
                (6, FlyingHorse),
                (4, EnchantedBadger),
                (2, Bishop),
            ],
        ), // o
        (
            15,
            &[
                (17, ReverseChariot),
                (16, OldKite),
                (15, Lion),
                (14, OldRat),
                (13, PrancingStag),
                (12, CatSword),
                (11, Phoenix),
                (10, Gold),
                (9, NeighboringKing),
                (8, Gold),
                (7, Kirin),
                (6, RushingBird),
                (5, FlyingDragon),
                (4, BlindMonkey),
                (3, LionDog),
                (2, PoisonousSnake),
                (1, ReverseChariot),
            ],
        ), // p
        (
            16,
            &[
                (17, Lance),
                (16, LongNosedGoblin),
                (15, SheDevil),
                (14, RacingChariot),
                (13, DragonHorse),
                (12, FreeDemon),
                (11, Queen),
                (10, LeftGeneral),
                (9, King),
                (8, RightGeneral),
                (7, FreeDreamEater),
                (6, DragonKing),
                (5, SquareMover),
                (4, Rook),
                (3, Dove),
                (2, HookMover),
                (1, Lance),
            ],
        ), // q
    ]
};

/// The Dai Dai Shogi start position: Black's 96 pieces of [`DAIDAI_BLACK`] and White's rotated
/// copy, Black to move.
///
/// # Panics
/// Never for Dai Dai rules (the table is checked by the tests); panics if `rules` is another
/// variant's, whose board cannot hold the setup.
pub fn daidai_start(rules: Rules) -> Position {
    from_black(rules, DAIDAI_BLACK)
}

/// The Dai Shogi start position: Black's 65 pieces of [`DAI_BLACK`] and White's rotated copy,
/// Black to move.
///
/// # Panics
/// Never for Dai rules (the table is checked by the tests); panics if `rules` is another
/// variant's, whose board cannot hold the setup.
pub fn dai_start(rules: Rules) -> Position {
    from_black(rules, DAI_BLACK)
}

/// Black's Tenjiku Shogi setup, rank by rank from `k` to `p`, each entry `(file, kind)`
/// (`tenjiku-shogi.md` §3.1): the great general on 9m and the vice general on 8m, as every
/// source but E. Werner's program has them (§3).
pub const TENJIKU_BLACK: &[(u8, &[(u8, PieceKind)])] = {
    use PieceKind::*;
    &[
        (10, &[(12, Dog), (5, Dog)]), // k
        (11, &pawn_rank::<16>()),     // l: pawns on 16l … 1l
        (
            12, // m
            &[
                (16, SideMover),
                (15, VerticalMover),
                (14, Rook),
                (13, HornedFalcon),
                (12, SoaringEagle),
                (11, BishopGeneral),
                (10, RookGeneral),
                (9, GreatGeneral),
                (8, ViceGeneral),
                (7, RookGeneral),
                (6, BishopGeneral),
                (5, SoaringEagle),
                (4, HornedFalcon),
                (3, Rook),
                (2, VerticalMover),
                (1, SideMover),
            ],
        ),
        (
            13, // n
            &[
                (16, SideSoldier),
                (15, VerticalSoldier),
                (14, Bishop),
                (13, DragonHorse),
                (12, DragonKing),
                (11, WaterBuffalo),
                (10, FireDemon),
                (9, LionHawk),
                (8, FreeEagle),
                (7, FireDemon),
                (6, WaterBuffalo),
                (5, DragonKing),
                (4, DragonHorse),
                (3, Bishop),
                (2, VerticalSoldier),
                (1, SideSoldier),
            ],
        ),
        (
            14, // o
            &[
                (16, ReverseChariot),
                (14, ChariotSoldier),
                (13, ChariotSoldier),
                (11, BlindTiger),
                (10, Kirin),
                (9, Lion),
                (8, Queen),
                (7, Phoenix),
                (6, BlindTiger),
                (4, ChariotSoldier),
                (3, ChariotSoldier),
                (1, ReverseChariot),
            ],
        ),
        (
            15, // p
            &[
                (16, Lance),
                (15, Knight),
                (14, FerociousLeopard),
                (13, IronGeneral),
                (12, Copper),
                (11, Silver),
                (10, Gold),
                (9, King),
                (8, DrunkElephant),
                (7, Gold),
                (6, Silver),
                (5, Copper),
                (4, IronGeneral),
                (3, FerociousLeopard),
                (2, Knight),
                (1, Lance),
            ],
        ),
    ]
};

/// The Tenjiku Shogi start position: Black's 78 pieces of [`TENJIKU_BLACK`] and White's
/// rotated copy, Black to move.
///
/// # Panics
/// Never for Tenjiku rules (the table is checked by the tests); panics if `rules` is another
/// variant's, whose board cannot hold the setup.
pub fn tenjiku_start(rules: Rules) -> Position {
    from_black(rules, TENJIKU_BLACK)
}

/// Black's pieces of a square list and White's rotated copy, Black to move.
fn from_black(rules: Rules, black: &[(u8, &[(u8, PieceKind)])]) -> Position {
    from_squares(rules, rows(black))
}

/// The squares and kinds of a table of ranks.
fn rows<'a>(
    table: &'a [(u8, &'a [(u8, PieceKind)])],
) -> impl Iterator<Item = (Square, PieceKind)> + 'a {
    table.iter().flat_map(|&(rank, row)| {
        row.iter()
            .map(move |&(file, kind)| (Square::new(file, rank).expect("on the board"), kind))
    })
}

/// The start position of Black's pieces `black` and White's rotated copy, Black to move.
fn from_squares(rules: Rules, black: impl Iterator<Item = (Square, PieceKind)>) -> Position {
    let pieces = both_sides(rules, black);
    Position::from_pieces(rules, &pieces, Color::Black, None, 1).expect("the setup is valid")
}

/// Black's pieces `black` and White's rotated copy.
fn both_sides(
    rules: Rules,
    black: impl Iterator<Item = (Square, PieceKind)>,
) -> Vec<(Square, Piece)> {
    let dims = rules.dimensions();
    let mut pieces = Vec::new();
    for (sq, kind) in black {
        pieces.push((sq, Piece::new(Color::Black, kind)));
        pieces.push((
            sq.rotate(dims.files, dims.ranks),
            Piece::new(Color::White, kind),
        ));
    }
    pieces
}
