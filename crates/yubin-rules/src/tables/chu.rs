//! The Chu Shogi table (`chu-shogi.md` §5–§7).

use super::*;

/// The Chu Shogi table (`chu-shogi.md` §5–§7). `None` for the kinds Chu does not have.
pub fn chu_kind(kind: PieceKind) -> Option<KindInfo> {
    use PieceKind::*;
    let i = match kind {
        King => KindInfo {
            royal: true,
            ..info(KING, None)
        },
        Queen => info(QUEEN_MOVE, None),
        Lion => KindInfo {
            lion: true,
            ..info(LION, None)
        },
        DragonKing => info(DRAGON_KING, Some(PromotedDragonKing)),
        DragonHorse => info(DRAGON_HORSE, Some(PromotedDragonHorse)),
        Rook => info(ROOK, Some(PromotedRook)),
        Bishop => info(BISHOP, Some(PromotedBishop)),
        Kirin => info(KIRIN, Some(PromotedKirin)),
        Phoenix => info(PHOENIX, Some(PromotedPhoenix)),
        DrunkElephant => info(DRUNK_ELEPHANT, Some(PromotedDrunkElephant)),
        BlindTiger => info(BLIND_TIGER, Some(PromotedBlindTiger)),
        FerociousLeopard => info(FEROCIOUS_LEOPARD, Some(PromotedFerociousLeopard)),
        Gold => info(GOLD, Some(PromotedGold)),
        Silver => info(SILVER, Some(PromotedSilver)),
        Copper => info(COPPER, Some(PromotedCopper)),
        VerticalMover => info(VERTICAL_MOVER, Some(PromotedVerticalMover)),
        SideMover => info(SIDE_MOVER, Some(PromotedSideMover)),
        ReverseChariot => info(REVERSE_CHARIOT, Some(PromotedReverseChariot)),
        Lance => info(LANCE, Some(PromotedLance)),
        GoBetween => info(GO_BETWEEN, Some(PromotedGoBetween)),
        Pawn => info(PAWN, Some(PromotedPawn)),
        PromotedDragonKing => info(SOARING_EAGLE, None),
        PromotedDragonHorse => info(HORNED_FALCON, None),
        PromotedRook => info(DRAGON_KING, None),
        PromotedBishop => info(DRAGON_HORSE, None),
        PromotedKirin => KindInfo {
            lion: true,
            ..info(LION, None)
        },
        PromotedPhoenix => info(QUEEN_MOVE, None),
        PromotedDrunkElephant => KindInfo {
            royal: true,
            ..info(KING, None)
        },
        PromotedBlindTiger => info(FLYING_STAG, None),
        PromotedFerociousLeopard => info(BISHOP, None),
        PromotedGold => info(ROOK, None),
        PromotedSilver => info(VERTICAL_MOVER, None),
        PromotedCopper => info(SIDE_MOVER, None),
        PromotedVerticalMover => info(FLYING_OX, None),
        PromotedSideMover => info(FREE_BOAR, None),
        PromotedReverseChariot => info(WHALE, None),
        PromotedLance => info(WHITE_HORSE, None),
        PromotedGoBetween => info(DRUNK_ELEPHANT, None),
        PromotedPawn => info(GOLD, None),
        _ => return None,
    };
    Some(KindInfo {
        tsa: kind.tsa(),
        ..i
    })
}
