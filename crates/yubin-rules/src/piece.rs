//! Piece kinds and pieces.
//!
//! A [`PieceKind`] names one *form* of a piece: an unpromoted kind such as [`PieceKind::Rook`]
//! or the promoted side of one, named `Promoted…` after the kind it comes from (so
//! [`PieceKind::PromotedDragonKing`] is Chu's soaring eagle). What a kind can do is not in this
//! module: movement, promotion and royalty are data of each variant's table
//! ([`crate::tables`]), because the same promoted form moves differently in different games
//! (a promoted rook is a dragon king in Chu and a gold general in Maka Dai Dai).

use crate::Color;
use core::fmt;

macro_rules! piece_kinds {
    ($( $(#[$doc:meta])* $name:ident = $tsa:literal, $english:literal $(, $base:ident)?; )*) => {
        /// One form of a piece (unpromoted kinds and promoted sides are separate kinds).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum PieceKind {
            $( $(#[$doc])* $name, )*
        }

        impl PieceKind {
            /// Every kind, in declaration order.
            pub const ALL: &'static [PieceKind] = &[$(PieceKind::$name),*];

            /// The TSA (Hodges) abbreviation in the kind's *home* variant: Chu's for every kind
            /// Chu has (`K`, `Ln`, `+DK`, `RC` = reverse chariot, `Ky` = kirin), Maka Dai Dai's for
            /// the others (`LD`, `+Dv`, `RC`/`LC` for the chariots). Not unique across variants:
            /// Chu's reverse chariot and Maka's right chariot are both `RC`. The name to show or
            /// parse in a game is the variant's ([`crate::tables::KindInfo::tsa`]).
            pub const fn tsa(self) -> &'static str {
                match self { $(PieceKind::$name => $tsa,)* }
            }

            /// The unpromoted kind of a promoted form (`PromotedDragonKing` → `DragonKing`), or
            /// the kind itself.
            pub const fn unpromoted(self) -> PieceKind {
                match self {
                    $(PieceKind::$name => {
                        #[allow(unused_variables)]
                        let k = PieceKind::$name;
                        $(let k = PieceKind::$base;)?
                        k
                    })*
                }
            }

            /// The English name used in this project's texts.
            pub const fn english(self) -> &'static str {
                match self { $(PieceKind::$name => $english,)* }
            }
        }
    };
}

piece_kinds! {
    /// King (玉将/王将), royal.
    King = "K", "king";
    /// Queen, also called free king (奔王).
    Queen = "FK", "queen";
    /// Lion (獅子).
    Lion = "Ln", "lion";
    /// Dragon king (龍王).
    DragonKing = "DK", "dragon king";
    /// Dragon horse (龍馬).
    DragonHorse = "DH", "dragon horse";
    /// Rook (飛車).
    Rook = "R", "rook";
    /// Bishop (角行).
    Bishop = "B", "bishop";
    /// Kirin (麒麟).
    Kirin = "Ky", "kirin";
    /// Phoenix (鳳凰).
    Phoenix = "Ph", "phoenix";
    /// Drunk elephant (酔象).
    DrunkElephant = "DE", "drunk elephant";
    /// Blind tiger (盲虎).
    BlindTiger = "BT", "blind tiger";
    /// Ferocious leopard (猛豹).
    FerociousLeopard = "FL", "ferocious leopard";
    /// Gold general (金将).
    Gold = "G", "gold general";
    /// Silver general (銀将).
    Silver = "S", "silver general";
    /// Copper general (銅将).
    Copper = "C", "copper general";
    /// Vertical mover (竪行).
    VerticalMover = "VM", "vertical mover";
    /// Side mover (横行).
    SideMover = "SM", "side mover";
    /// Reverse chariot (反車).
    ReverseChariot = "RC", "reverse chariot";
    /// Lance (香車).
    Lance = "L", "lance";
    /// Go-between (仲人).
    GoBetween = "GB", "go-between";
    /// Pawn (歩兵).
    Pawn = "P", "pawn";
    /// Promoted dragon king: Chu's soaring eagle (飛鷲).
    PromotedDragonKing = "+DK", "soaring eagle", DragonKing;
    /// Promoted dragon horse: Chu's horned falcon (角鷹).
    PromotedDragonHorse = "+DH", "horned falcon", DragonHorse;
    /// Promoted rook: moves as a dragon king in Chu.
    PromotedRook = "+R", "promoted rook", Rook;
    /// Promoted bishop: moves as a dragon horse in Chu.
    PromotedBishop = "+B", "promoted bishop", Bishop;
    /// Promoted kirin: a lion in every respect in Chu.
    PromotedKirin = "+Ky", "promoted kirin", Kirin;
    /// Promoted phoenix: moves as a queen in Chu.
    PromotedPhoenix = "+Ph", "promoted phoenix", Phoenix;
    /// Promoted drunk elephant: the prince (太子), royal.
    PromotedDrunkElephant = "+DE", "prince", DrunkElephant;
    /// Promoted blind tiger: Chu's flying stag (飛鹿).
    PromotedBlindTiger = "+BT", "flying stag", BlindTiger;
    /// Promoted ferocious leopard: moves as a bishop in Chu.
    PromotedFerociousLeopard = "+FL", "promoted ferocious leopard", FerociousLeopard;
    /// Promoted gold: moves as a rook in Chu.
    PromotedGold = "+G", "promoted gold", Gold;
    /// Promoted silver: moves as a vertical mover in Chu.
    PromotedSilver = "+S", "promoted silver", Silver;
    /// Promoted copper: moves as a side mover in Chu.
    PromotedCopper = "+C", "promoted copper", Copper;
    /// Promoted vertical mover: Chu's flying ox (飛牛).
    PromotedVerticalMover = "+VM", "flying ox", VerticalMover;
    /// Promoted side mover: Chu's free boar (奔猪).
    PromotedSideMover = "+SM", "free boar", SideMover;
    /// Promoted reverse chariot: Chu's whale (鯨鯢).
    PromotedReverseChariot = "+RC", "whale", ReverseChariot;
    /// Promoted lance: Chu's white horse (白駒).
    PromotedLance = "+L", "white horse", Lance;
    /// Promoted go-between: moves as a drunk elephant in Chu.
    PromotedGoBetween = "+GB", "promoted go-between", GoBetween;
    /// Promoted pawn (と金, tokin): moves as a gold general in Chu.
    PromotedPawn = "+P", "tokin", Pawn;
    /// Hook mover (鉤行), Maka.
    HookMover = "HM", "hook mover";
    /// Capricorn (摩羯), Maka.
    Capricorn = "Ca", "capricorn";
    /// Side flier (横飛), Maka.
    SideFlier = "SF", "side flier";
    /// Lion dog (狛犬), Maka.
    LionDog = "LD", "lion dog";
    /// She-devil (夜叉), Maka.
    SheDevil = "SD", "she-devil";
    /// Wrestler (力士), Maka.
    Wrestler = "W", "wrestler";
    /// Guardian of the gods (金剛), Maka.
    GuardianOfTheGods = "GG", "guardian of the gods";
    /// Buddhist devil (羅刹), Maka.
    BuddhistDevil = "BD", "Buddhist devil";
    /// Violent ox (猛牛), Maka.
    ViolentOx = "VO", "violent ox";
    /// Flying dragon (飛龍), Maka.
    FlyingDragon = "FD", "flying dragon";
    /// Old rat (老鼠), Maka.
    OldRat = "OR", "old rat";
    /// Right chariot (右車), Maka (TSA `RC`, which is Chu's reverse chariot).
    RightChariot = "RC", "right chariot";
    /// Left chariot (左車), Maka.
    LeftChariot = "LC", "left chariot";
    /// Donkey (驢馬), Maka.
    Donkey = "Dn", "donkey";
    /// Knight (桂馬), Maka.
    Knight = "N", "knight";
    /// Reclining dragon (臥龍), Maka.
    RecliningDragon = "RD", "reclining dragon";
    /// Tile general (瓦将), Maka.
    TileGeneral = "T", "tile general";
    /// Evil wolf (悪狼), Maka.
    EvilWolf = "EW", "evil wolf";
    /// Iron general (鉄将), Maka.
    IronGeneral = "I", "iron general";
    /// Stone general (石将), Maka.
    StoneGeneral = "St", "stone general";
    /// Earth general (土将), Maka.
    EarthGeneral = "E", "earth general";
    /// Blind bear (盲熊), Maka.
    BlindBear = "BB", "blind bear";
    /// Chinese cock (淮鶏), Maka.
    ChineseCock = "CC", "Chinese cock";
    /// Old monkey (古猿), Maka.
    OldMonkey = "OM", "old monkey";
    /// Angry boar (嗔猪), Maka.
    AngryBoar = "AB", "angry boar";
    /// Cat sword (猫刄), Maka.
    CatSword = "CS", "cat sword";
    /// Coiled serpent (蟠蛇), Maka.
    CoiledSerpent = "Co", "coiled serpent";
    /// Dark spirit (無明), Maka.
    DarkSpirit = "DS", "dark spirit";
    /// Deva (提婆), Maka.
    Deva = "Dv", "deva";
    /// Promoted king: the emperor (自在天王), Maka, royal.
    PromotedKing = "+K", "emperor", King;
    /// Promoted deva: the teaching king (教王), Maka; also what a contagious capture of a deva-type piece makes.
    PromotedDeva = "+Dv", "teaching king", Deva;
    /// Promoted dark spirit: the Buddhist spirit (法性), Maka; also what a contagious capture of a dark-spirit-type piece makes.
    PromotedDarkSpirit = "+DS", "Buddhist spirit", DarkSpirit;
    /// Promoted iron general: free iron (奔鉄), Maka.
    PromotedIronGeneral = "+I", "free iron", IronGeneral;
    /// Promoted tile general: free tile (奔瓦), Maka.
    PromotedTileGeneral = "+T", "free tile", TileGeneral;
    /// Promoted stone general: free stone (奔石), Maka.
    PromotedStoneGeneral = "+St", "free stone", StoneGeneral;
    /// Promoted earth general: free earth (奔土), Maka.
    PromotedEarthGeneral = "+E", "free earth", EarthGeneral;
    /// Promoted coiled serpent: free serpent (奔蛇), Maka.
    PromotedCoiledSerpent = "+Co", "free serpent", CoiledSerpent;
    /// Promoted reclining dragon: free dragon (奔龍), Maka.
    PromotedRecliningDragon = "+RD", "free dragon", RecliningDragon;
    /// Promoted Chinese cock: wizard stork (仙鶴), Maka.
    PromotedChineseCock = "+CC", "wizard stork", ChineseCock;
    /// Promoted old monkey: mountain witch (山母), Maka.
    PromotedOldMonkey = "+OM", "mountain witch", OldMonkey;
    /// Promoted cat sword: free cat (奔猫), Maka.
    PromotedCatSword = "+CS", "free cat", CatSword;
    /// Promoted lion: furious fiend (奮迅), Maka.
    PromotedLion = "+Ln", "furious fiend", Lion;
    /// Promoted evil wolf: free wolf (奔狼), Maka.
    PromotedEvilWolf = "+EW", "free wolf", EvilWolf;
    /// Promoted blind bear: free bear (奔熊), Maka.
    PromotedBlindBear = "+BB", "free bear", BlindBear;
    /// Promoted angry boar: free boar (奔猪), Maka (Chu's free boar is the promoted side mover).
    PromotedAngryBoar = "+AB", "free boar", AngryBoar;
    /// Promoted old rat: bat (蝙蝠), Maka.
    PromotedOldRat = "+OR", "bat", OldRat;
    /// Promoted side flier: moves as a gold general in Maka.
    PromotedSideFlier = "+SF", "promoted side flier", SideFlier;
    /// Promoted hook mover: moves as a gold general in Maka.
    PromotedHookMover = "+HM", "promoted hook mover", HookMover;
    /// Promoted capricorn: moves as a gold general in Maka.
    PromotedCapricorn = "+Ca", "promoted capricorn", Capricorn;
    /// Promoted left chariot: moves as a gold general in Maka.
    PromotedLeftChariot = "+LC", "promoted left chariot", LeftChariot;
    /// Promoted right chariot: moves as a gold general in Maka.
    PromotedRightChariot = "+RC", "promoted right chariot", RightChariot;
    /// Promoted lion dog: moves as a gold general in Maka.
    PromotedLionDog = "+LD", "promoted lion dog", LionDog;
    /// Promoted she-devil: moves as a gold general in Maka.
    PromotedSheDevil = "+SD", "promoted she-devil", SheDevil;
    /// Promoted wrestler: moves as a gold general in Maka.
    PromotedWrestler = "+W", "promoted wrestler", Wrestler;
    /// Promoted guardian of the gods: moves as a gold general in Maka.
    PromotedGuardianOfTheGods = "+GG", "promoted guardian of the gods", GuardianOfTheGods;
    /// Promoted Buddhist devil: moves as a gold general in Maka.
    PromotedBuddhistDevil = "+BD", "promoted Buddhist devil", BuddhistDevil;
    /// Promoted violent ox: moves as a gold general in Maka.
    PromotedViolentOx = "+VO", "promoted violent ox", ViolentOx;
    /// Promoted flying dragon: moves as a gold general in Maka.
    PromotedFlyingDragon = "+FD", "promoted flying dragon", FlyingDragon;
    /// Promoted donkey: moves as a gold general in Maka.
    PromotedDonkey = "+Dn", "promoted donkey", Donkey;
    /// Promoted knight: moves as a gold general in Maka.
    PromotedKnight = "+N", "promoted knight", Knight;
    /// Rushing bird (行鳥), Dai Dai.
    RushingBird = "RB", "rushing bird";
    /// Free demon (奔鬼), Dai Dai.
    FreeDemon = "FDe", "free demon";
    /// Free dream-eater (奔獏), Dai Dai.
    FreeDreamEater = "FTp", "free dream-eater";
    /// Water buffalo (水牛), Dai Dai.
    WaterBuffalo = "WBf", "water buffalo";
    /// Square mover (方行), Dai Dai.
    SquareMover = "SMo", "square mover";
    /// Racing chariot (走車), Dai Dai.
    RacingChariot = "FCh", "racing chariot";
    /// Golden bird (金翅), Dai Dai (Maka's promoted phoenix moves the same).
    GoldenBird = "GBd", "golden bird";
    /// Great dragon (大龍), Dai Dai (Maka's promoted kirin moves the same).
    GreatDragon = "GD", "great dragon";
    /// Standard bearer (前旗), Dai Dai.
    StandardBearer = "SBr", "standard bearer";
    /// Fragrant elephant (香象), Dai Dai.
    FragrantElephant = "FEl", "fragrant elephant";
    /// White elephant (白象), Dai Dai.
    WhiteElephant = "WE", "white elephant";
    /// Dove (鳩槃), Dai Dai.
    Dove = "D", "dove";
    /// Blue dragon (青龍), Dai Dai.
    BlueDragon = "BD", "blue dragon";
    /// White tiger (白虎), Dai Dai.
    WhiteTiger = "WT", "white tiger";
    /// Poisonous snake (毒蛇), Dai Dai.
    PoisonousSnake = "PS", "poisonous snake";
    /// Old kite (古鵄), Dai Dai.
    OldKite = "OK", "old kite";
    /// Enchanted fox (変狐), Dai Dai.
    EnchantedFox = "EF", "enchanted fox";
    /// Enchanted badger (変狸), Dai Dai.
    EnchantedBadger = "EBa", "enchanted badger";
    /// Flying horse (馬麟), Dai Dai.
    FlyingHorse = "FH", "flying horse";
    /// Prancing stag (踊鹿), Dai Dai.
    PrancingStag = "PSt", "prancing stag";
    /// Savage tiger (猛虎), Dai Dai.
    SavageTiger = "ST", "savage tiger";
    /// Long-nosed goblin (天狗), Dai Dai.
    LongNosedGoblin = "LGn", "long-nosed goblin";
    /// Northern barbarian (北狄), Dai Dai.
    NorthernBarbarian = "NB", "northern barbarian";
    /// Southern barbarian (南蛮), Dai Dai.
    SouthernBarbarian = "SB", "southern barbarian";
    /// Eastern barbarian (東夷), Dai Dai.
    EasternBarbarian = "EB", "eastern barbarian";
    /// Western barbarian (西戎), Dai Dai.
    WesternBarbarian = "WB", "western barbarian";
    /// Neighboring king (隣王), Dai Dai.
    NeighboringKing = "NK", "neighboring king";
    /// Blind monkey (盲猿), Dai Dai.
    BlindMonkey = "BM", "blind monkey";
    /// Violent bear (猛熊), Dai Dai.
    ViolentBear = "VBe", "violent bear";
    /// Right general (右将), Dai Dai.
    RightGeneral = "RG", "right general";
    /// Left general (左将), Dai Dai.
    LeftGeneral = "LG", "left general";
    /// Wood general (木将), Dai Dai.
    WoodGeneral = "Wo", "wood general";
    /// Howling dog (嗥狗), Dai Dai.
    HowlingDog = "HD", "howling dog";
    /// Promoted eastern barbarian: moves as a lion, Dai Dai.
    PromotedEasternBarbarian = "+EB", "lion (promoted eastern barbarian)", EasternBarbarian;
    /// Promoted western barbarian: moves as a lion dog, Dai Dai.
    PromotedWesternBarbarian = "+WB", "lion dog (promoted western barbarian)", WesternBarbarian;
    /// Promoted blind monkey: the mountain witch (山母), Dai Dai.
    PromotedBlindMonkey = "+BM", "mountain witch", BlindMonkey;
    /// Great general (大将), Tenjiku: a queen that jump-captures over pieces of lower rank.
    GreatGeneral = "GG", "great general";
    /// Vice general (副将), Tenjiku: a bishop that jump-captures, with an area move.
    ViceGeneral = "VG", "vice general";
    /// Rook general (飛将), Tenjiku.
    RookGeneral = "RG", "rook general";
    /// Bishop general (角将), Tenjiku.
    BishopGeneral = "BG", "bishop general";
    /// Free eagle (奔鷲), Tenjiku.
    FreeEagle = "FE", "free eagle";
    /// Soaring eagle (飛鷲) as an initial piece, Tenjiku (Chu's is a promoted dragon king).
    SoaringEagle = "SE", "soaring eagle";
    /// Horned falcon (角鷹) as an initial piece, Tenjiku (Chu's is a promoted dragon horse).
    HornedFalcon = "HF", "horned falcon";
    /// Chariot soldier (車兵), Tenjiku.
    ChariotSoldier = "CS", "chariot soldier";
    /// Fire demon (火鬼), Tenjiku: burns the enemy pieces next to it.
    FireDemon = "FiD", "fire demon";
    /// Lion hawk (獅鷹), Tenjiku.
    LionHawk = "LH", "lion hawk";
    /// Vertical soldier (竪兵), Tenjiku.
    VerticalSoldier = "VS", "vertical soldier";
    /// Side soldier (横兵), Tenjiku.
    SideSoldier = "SS", "side soldier";
    /// Dog (犬), Tenjiku.
    Dog = "D", "dog";
    /// Promoted dog: the multi general (雑将), Tenjiku.
    PromotedDog = "+D", "multi general", Dog;
    /// Promoted chariot soldier: the heavenly tetrarchs (四天王), Tenjiku.
    PromotedChariotSoldier = "+CS", "heavenly tetrarchs", ChariotSoldier;
    /// Promoted soaring eagle (a rook general), Tenjiku.
    PromotedSoaringEagle = "+SE", "promoted soaring eagle", SoaringEagle;
    /// Promoted horned falcon (a bishop general), Tenjiku.
    PromotedHornedFalcon = "+HF", "promoted horned falcon", HornedFalcon;
    /// Promoted rook general (a great general), Tenjiku.
    PromotedRookGeneral = "+RG", "promoted rook general", RookGeneral;
    /// Promoted bishop general (a vice general), Tenjiku.
    PromotedBishopGeneral = "+BG", "promoted bishop general", BishopGeneral;
    /// Promoted queen (a free eagle), Tenjiku.
    PromotedQueen = "+Q", "promoted queen", Queen;
    /// Promoted side soldier (a water buffalo), Tenjiku.
    PromotedSideSoldier = "+SS", "promoted side soldier", SideSoldier;
    /// Promoted vertical soldier (a chariot soldier), Tenjiku.
    PromotedVerticalSoldier = "+VS", "promoted vertical soldier", VerticalSoldier;
    /// Promoted water buffalo (a fire demon), Tenjiku.
    PromotedWaterBuffalo = "+WB", "promoted water buffalo", WaterBuffalo;
}

/// Number of piece kinds: Chu's 39 forms, Maka Dai Dai's 29 further unpromoted kinds and its 31
/// further promoted forms (17 new promoted types, 14 further promoted-to-gold forms), then the
/// kinds of the rest of the family. The board encodes a piece in a 16-bit cell.
pub const KIND_COUNT: usize = PieceKind::ALL.len();
const _: () = assert!(KIND_COUNT < 0x7fff);

impl PieceKind {
    /// The kind's index in [`PieceKind::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind at an index of [`PieceKind::ALL`].
    pub fn from_index(i: usize) -> Option<PieceKind> {
        PieceKind::ALL.get(i).copied()
    }

    /// Whether this form is the promoted side of a piece.
    pub const fn is_promoted(self) -> bool {
        self.unpromoted() as u8 != self as u8
    }

    /// The promoted form of this kind (`DK` → `+DK`), if the enum has one. Whether a piece may
    /// actually promote is a rule of the variant ([`crate::tables::KindInfo::promotes_to`]).
    pub fn promoted(self) -> Option<PieceKind> {
        if self.is_promoted() {
            return None;
        }
        PieceKind::ALL
            .iter()
            .copied()
            .find(|&k| k != self && k.unpromoted() == self)
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.english())
    }
}

/// A piece: a kind owned by a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// The owner.
    pub color: Color,
    /// The form.
    pub kind: PieceKind,
}

impl Piece {
    /// Builds a piece.
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// Compact code used by the board's cells (never `EMPTY` or `OFF`).
    pub(crate) const fn code(self) -> crate::square::Cell {
        1 + ((self.kind as crate::square::Cell) << 1) + self.color as crate::square::Cell
    }

    /// Decodes [`Piece::code`].
    pub(crate) fn from_code(code: crate::square::Cell) -> Piece {
        debug_assert!(code != crate::square::EMPTY && code != crate::square::OFF);
        let c = code - 1;
        Piece {
            color: if c & 1 == 0 {
                Color::Black
            } else {
                Color::White
            },
            kind: PieceKind::ALL[(c >> 1) as usize],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn promoted_forms_pair_up() {
        for &k in PieceKind::ALL {
            if k.is_promoted() {
                assert_ne!(k.unpromoted(), k, "{k:?}");
                assert_eq!(k.unpromoted().promoted(), Some(k));
            }
        }
        assert_eq!(
            PieceKind::DragonKing.promoted(),
            Some(PieceKind::PromotedDragonKing)
        );
        assert_eq!(PieceKind::Queen.promoted(), Some(PieceKind::PromotedQueen));
        assert_eq!(PieceKind::FireDemon.promoted(), None);
        assert_eq!(PieceKind::King.promoted(), Some(PieceKind::PromotedKing));
        assert_eq!(
            PieceKind::RightChariot.promoted(),
            Some(PieceKind::PromotedRightChariot)
        );
        assert_eq!(
            PieceKind::ReverseChariot.promoted(),
            Some(PieceKind::PromotedReverseChariot)
        );
    }

    #[test]
    fn codes_round_trip() {
        for &k in PieceKind::ALL {
            for c in Color::ALL {
                let p = Piece::new(c, k);
                assert_eq!(Piece::from_code(p.code()), p);
            }
        }
    }
}
