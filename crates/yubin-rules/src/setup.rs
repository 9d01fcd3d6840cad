//! Start positions that are built from square lists rather than read from a string.
//!
//! Maka Dai Dai Shogi (`maka-dai-dai-shogi.md` §2) and Dai Shogi (`dai-shogi.md` §2): Black's
//! pieces are listed square by square; White's setup is Black's rotated by 180°.

use crate::{Color, Piece, PieceKind, Position, Rules, Square};

/// Black's Maka Dai Dai setup, rank by rank from `m` to `s`, each entry `(file, kind)`
/// (`maka-dai-dai-shogi.md` §2.1).
pub const MAKA_BLACK: &[(u8, &[(u8, PieceKind)])] = {
    use PieceKind::*;
    &[
        (12, &[(14, GoBetween), (6, GoBetween)]), // m
        (
            13, // n: pawns on 19n … 1n
            &[
                (19, Pawn),
                (18, Pawn),
                (17, Pawn),
                (16, Pawn),
                (15, Pawn),
                (14, Pawn),
                (13, Pawn),
                (12, Pawn),
                (11, Pawn),
                (10, Pawn),
                (9, Pawn),
                (8, Pawn),
                (7, Pawn),
                (6, Pawn),
                (5, Pawn),
                (4, Pawn),
                (3, Pawn),
                (2, Pawn),
                (1, Pawn),
            ],
        ),
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

/// The Maka Dai Dai start position: Black's 96 pieces of [`MAKA_BLACK`] and White's rotated
/// copy, Black to move.
///
/// # Panics
/// Never for Maka rules (the table is checked by the tests); panics if `rules` is another
/// variant's, whose board cannot hold the setup.
pub fn maka_start(rules: Rules) -> Position {
    from_black(rules, MAKA_BLACK)
}

/// Black's Dai Shogi setup, rank by rank from `j` to `o`, each entry `(file, kind)`
/// (`dai-shogi.md` §2.2).
pub const DAI_BLACK: &[(u8, &[(u8, PieceKind)])] = {
    use PieceKind::*;
    &[
        (9, &[(11, GoBetween), (5, GoBetween)]), // j
        (
            10, // k: pawns on 15k … 1k
            &[
                (15, Pawn),
                (14, Pawn),
                (13, Pawn),
                (12, Pawn),
                (11, Pawn),
                (10, Pawn),
                (9, Pawn),
                (8, Pawn),
                (7, Pawn),
                (6, Pawn),
                (5, Pawn),
                (4, Pawn),
                (3, Pawn),
                (2, Pawn),
                (1, Pawn),
            ],
        ),
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

/// The Dai Shogi start position: Black's 65 pieces of [`DAI_BLACK`] and White's rotated copy,
/// Black to move.
///
/// # Panics
/// Never for Dai rules (the table is checked by the tests); panics if `rules` is another
/// variant's, whose board cannot hold the setup.
pub fn dai_start(rules: Rules) -> Position {
    from_black(rules, DAI_BLACK)
}

/// Black's pieces of a square list and White's rotated copy, Black to move.
fn from_black(rules: Rules, black: &[(u8, &[(u8, PieceKind)])]) -> Position {
    let dims = rules.dimensions();
    let mut pieces = Vec::new();
    for &(rank, row) in black {
        for &(file, kind) in row {
            let sq = Square::new(file, rank).expect("on the board");
            pieces.push((sq, Piece::new(Color::Black, kind)));
            pieces.push((
                sq.rotate(dims.files, dims.ranks),
                Piece::new(Color::White, kind),
            ));
        }
    }
    Position::from_pieces(rules, &pieces, Color::Black, None, 1).expect("the setup is valid")
}
