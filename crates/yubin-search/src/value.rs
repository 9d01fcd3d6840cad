//! Piece values, in hundredths of a pawn (a pawn is 100).
//!
//! # Sources
//!
//! Where H. G. Muller's HaChu gives a value, that value is used: HaChu (public domain), the
//! source kept at `github.com/ddugovic/hachu` (its `hachu.h` says version 0.23; the match
//! target is 0.21, whose tables were not compared), file `variant.c`. Its pawn is 40 where
//! ours is 100, so every HaChu value is multiplied by 2.5. The values taken, in HaChu's units:
//!
//! * table `chuPieces` (Chu, and every kind of the other games that moves as a Chu kind):
//!   lion 1000 (`LVAL`, `piece.h`), free king (our queen) 600, soaring eagle 550, horned falcon
//!   500, dragon king 400, dragon horse 350, rook 300, bishop 250, vertical and side mover 200,
//!   drunk elephant 201, kirin 154, phoenix 153, blind tiger 152, gold 151, ferocious leopard,
//!   reverse chariot and lance 150, silver and copper 100, go-between 50, pawn 40, king 280,
//!   prince (crown prince) 270; the promoted forms by what they move as (flying ox and free
//!   boar 400, white horse 350, flying stag 300, whale 250);
//! * table `daiPieces` (Dai, and the same kinds in Maka Dai Dai and Dai Dai): violent ox 200,
//!   flying dragon 150, evil wolf 80, iron general 80, cat sword 70, angry boar 60, knight 60,
//!   stone general 50; table `makaPieces`: tile general 80;
//! * table `tenjikuPieces`: fire demon 5000 (`FVAL`), great general 1500, vice general 1400,
//!   rook general 1200, bishop general 1100;
//! * table `makaPieces`: lion dog 800, teaching king 1300, Buddhist spirit 1500, furious
//!   fiend 1150.
//!
//! HaChu's tables give most other kinds of Tenjiku, Dai Dai and Maka Dai Dai a placeholder of
//! 10; those placeholders are not used. A promoted form that moves exactly as a kind valued
//! above (same squares reached from the middle of an empty board, same lion power) gets that
//! kind's value (Chu's promoted rook is a dragon king: 400).
//!
//! # Every other kind: its mobility
//!
//! A kind HaChu does not value is worth `40 × reach^0.72` HaChu units, `reach` the squares it
//! could move to from the middle of an empty board of its variant. The exponent fits HaChu's
//! Chu values: a pawn (1 square) 40, a gold (6) 145, a free king on Chu's board (44) 600.
//! Beyond 44 squares the curve flattens to `600 × (reach / 44)^0.3` (a hook mover reaching the
//! whole of Maka's board is not worth ten free kings). A kind with a lion's full power (two
//! king steps anywhere: Tenjiku's lion hawk) is worth a lion (1000) plus the curve of what it
//! reaches beyond the lion's 24 squares. A royal kind HaChu does not value (Maka's emperor)
//! is worth a king. A kind whose name says what it moves as (Dai's "promoted knight (gold)",
//! Tenjiku's "promoted soaring eagle (rook general)") is worth that kind.
//!
//! Royals are valued as HaChu does (the kings cancel out; a second royal, a prince, counts);
//! losing the last royal loses the game, which the search scores apart.

use yubin_rules::{tables, Color, Piece, PieceKind, Position, Rules, Square, Variant};

/// HaChu's units per pawn: its pawn is 40, ours 100.
const SCALE_NUM: i32 = 5;
const SCALE_DEN: i32 = 2;

/// The value of every kind under one set of rules, indexed by [`PieceKind::index`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Values {
    by_kind: Vec<i32>,
}

/// HaChu's value of a kind that moves as it does in HaChu's tables, in HaChu's units.
fn hachu(variant: Variant, kind: PieceKind) -> Option<i32> {
    use PieceKind::*;
    let chu = match kind {
        Lion => 1000,
        Queen => 600,
        SoaringEagle => 550,
        HornedFalcon => 500,
        DragonKing => 400,
        DragonHorse => 350,
        Rook => 300,
        Bishop => 250,
        VerticalMover | SideMover => 200,
        DrunkElephant => 201,
        Kirin => 154,
        Phoenix => 153,
        BlindTiger => 152,
        Gold => 151,
        FerociousLeopard | ReverseChariot | Lance => 150,
        Silver | Copper => 100,
        GoBetween => 50,
        Pawn => 40,
        King => 280,
        // tables daiPieces and makaPieces
        ViolentOx => 200,
        FlyingDragon => 150,
        EvilWolf | IronGeneral | TileGeneral => 80,
        CatSword => 70,
        AngryBoar | Knight => 60,
        StoneGeneral => 50,
        // table tenjikuPieces
        FireDemon => 5000,
        GreatGeneral => 1500,
        ViceGeneral => 1400,
        RookGeneral => 1200,
        BishopGeneral => 1100,
        // table makaPieces
        LionDog => 800,
        PromotedDeva => 1300,
        PromotedDarkSpirit => 1500,
        PromotedLion if matches!(variant, Variant::Maka | Variant::DaiDai) => 1150,
        // Chu's promoted forms as chuPieces values what they move as.
        PromotedDrunkElephant if matches!(variant, Variant::Chu | Variant::Dai) => 270,
        PromotedDragonKing if matches!(variant, Variant::Chu | Variant::Dai) => 550,
        PromotedDragonHorse if matches!(variant, Variant::Chu | Variant::Dai) => 500,
        PromotedVerticalMover | PromotedSideMover
            if matches!(variant, Variant::Chu | Variant::Dai) =>
        {
            400
        }
        PromotedLance if matches!(variant, Variant::Chu | Variant::Dai) => 350,
        PromotedBlindTiger if matches!(variant, Variant::Chu | Variant::Dai) => 300,
        PromotedReverseChariot if matches!(variant, Variant::Chu | Variant::Dai) => 250,
        _ => return None,
    };
    Some(chu)
}

/// What a kind reaches from the middle of an empty board, and whether it has a lion's power:
/// two kinds alike in this move alike.
fn signature(empty: &Position, kind: PieceKind, centre: Square) -> (Vec<bool>, bool) {
    let piece = Piece::new(Color::Black, kind);
    let reach = empty
        .dimensions()
        .squares()
        .map(|t| t != centre && empty.piece_reaches(piece, centre, t))
        .collect();
    (reach, empty.is_lion(kind))
}

/// The kind a kind moves as, when its name says so: Dai's "promoted knight (gold)", Tenjiku's
/// "promoted soaring eagle (rook general)", Dai Dai's "lion (promoted eastern barbarian)".
fn identity(rules: &Rules, kind: PieceKind, present: &[PieceKind]) -> Option<PieceKind> {
    let name = tables::name(rules, kind)?;
    let (a, b) = name.strip_suffix(')')?.split_once(" (")?;
    let named = |n: &str| {
        present.iter().copied().find(|&k| {
            k != kind
                && (tables::name(rules, k) == Some(n) || (n == "gold" && k == PieceKind::Gold))
        })
    };
    named(a).or_else(|| named(b))
}

/// HaChu's units for a kind it does not value, from what it reaches (see the module doc).
fn mobility(reach: usize, lion_area: bool) -> i32 {
    let curve = |r: f64| {
        if r <= 44.0 {
            40.0 * r.powf(0.72)
        } else {
            600.0 * (r / 44.0).powf(0.3)
        }
    };
    let r = reach.max(1) as f64;
    let units = if lion_area {
        1000.0 + if r > 24.0 { curve(r - 24.0) } else { 0.0 }
    } else {
        curve(r)
    };
    units.round() as i32
}

impl Values {
    /// The values of the kinds of `rules`' variant (kinds the variant lacks are worth 0).
    pub fn new(rules: &Rules) -> Values {
        let empty = Position::empty(*rules);
        let dims = empty.dimensions();
        let centre = Square::new(dims.files / 2, dims.ranks / 2).expect("a board has a middle");
        let present: Vec<PieceKind> = PieceKind::ALL
            .iter()
            .copied()
            .filter(|&k| empty.has_kind(k))
            .collect();
        let signatures: Vec<(PieceKind, (Vec<bool>, bool))> = present
            .iter()
            .map(|&k| (k, signature(&empty, k, centre)))
            .collect();
        let lion_area: Vec<bool> = dims
            .squares()
            .map(|t| t != centre && t.distance(centre) <= 2)
            .collect();
        let unit = |kind: PieceKind, sig: &(Vec<bool>, bool)| -> i32 {
            let direct = hachu(rules.variant, kind).or_else(|| {
                // A promoted form moving as a valued kind.
                signatures
                    .iter()
                    .filter(|(other, s)| *other != kind && s == sig)
                    .find_map(|(other, _)| hachu(rules.variant, *other))
            });
            direct.unwrap_or_else(|| {
                if empty.is_royal(kind) {
                    return 280;
                }
                let reach = sig.0.iter().filter(|&&r| r).count();
                // A lion's power: two king steps anywhere (not a hook mover's turns).
                let covers = sig.1
                    || (empty.can_pass_kind(kind)
                        && lion_area.iter().zip(&sig.0).all(|(&area, &r)| !area || r));
                mobility(reach, covers)
            })
        };
        let mut by_kind = vec![0; PieceKind::ALL.len()];
        for (kind, sig) in &signatures {
            let units = match hachu(rules.variant, *kind) {
                Some(u) => u,
                None => match identity(rules, *kind, &present) {
                    Some(k) => {
                        let s = &signatures.iter().find(|(o, _)| *o == k).expect("present").1;
                        unit(k, s)
                    }
                    None => unit(*kind, sig),
                },
            };
            by_kind[kind.index()] = units * SCALE_NUM / SCALE_DEN;
        }
        Values { by_kind }
    }

    /// The value of a kind.
    pub fn of(&self, kind: PieceKind) -> i32 {
        self.by_kind[kind.index()]
    }

    /// The material balance of a position, from `side`'s point of view.
    pub fn balance(&self, pos: &Position, side: Color) -> i32 {
        pos.pieces()
            .map(|(_, p)| {
                let v = self.of(p.kind);
                if p.color == side {
                    v
                } else {
                    -v
                }
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pawn_is_worth_100_and_the_values_are_hachus() {
        let v = Values::new(&Rules::default());
        assert_eq!(v.of(PieceKind::Pawn), 100);
        assert_eq!(v.of(PieceKind::Lion), 2500);
        assert_eq!(v.of(PieceKind::Queen), 1500);
        assert_eq!(v.of(PieceKind::Gold), 377);
        // Promoted forms by what they move as.
        assert_eq!(v.of(PieceKind::PromotedRook), v.of(PieceKind::DragonKing));
        assert_eq!(v.of(PieceKind::PromotedKirin), v.of(PieceKind::Lion));
        assert_eq!(v.of(PieceKind::PromotedPhoenix), v.of(PieceKind::Queen));
        assert_eq!(v.of(PieceKind::PromotedPawn), v.of(PieceKind::Gold));
        assert_eq!(v.of(PieceKind::PromotedDragonKing), 1375);
        let dai = Values::new(&Rules::standard(Variant::Dai));
        assert_eq!(dai.of(PieceKind::ViolentOx), 500);
        assert_eq!(dai.of(PieceKind::PromotedKnight), dai.of(PieceKind::Gold));
        let tenjiku = Values::new(&Rules::standard(Variant::Tenjiku));
        assert_eq!(tenjiku.of(PieceKind::GreatGeneral), 3750);
        assert_eq!(tenjiku.of(PieceKind::FireDemon), 12500);
        for variant in Variant::ALL {
            let rules = Rules::standard(variant);
            let v = Values::new(&rules);
            assert_eq!(v.of(PieceKind::Pawn), 100, "{variant:?}");
            let start = Position::start(rules);
            assert_eq!(v.balance(&start, Color::Black), 0, "{variant:?}");
            for (_, p) in start.pieces() {
                assert!(v.of(p.kind) > 0, "{variant:?} {:?}", p.kind);
            }
        }
    }
}
#[cfg(test)]
mod print {
    use super::*;
    #[test]
    #[ignore]
    fn print_values() {
        for variant in Variant::ALL {
            let rules = Rules::standard(variant);
            let v = Values::new(&rules);
            let start = Position::start(rules);
            let mut seen = std::collections::BTreeSet::new();
            let mut line = String::new();
            for (_, p) in start.pieces() {
                if seen.insert(p.kind) {
                    line += &format!("{}={} ", p.kind.tsa(), v.of(p.kind));
                    if let Some(k) = start.promotes_to(p.kind) {
                        line += &format!("(+{}) ", v.of(k));
                    }
                }
            }
            println!("{variant:?}: {line}");
        }
    }
}
