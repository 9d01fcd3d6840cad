//! The Dai Shogi table (`docs/rules/dai-shogi.md` §3): Chu's 21 kinds as in Chu, and the 8 kinds
//! of Dai, each promoting to a gold general.

use super::*;

/// The Dai Shogi table (`dai-shogi.md` §3). `None` for the kinds Dai does not have.
///
/// ```
/// use yubin_rules::{tables, PieceKind};
/// let ox = tables::dai_kind(PieceKind::ViolentOx).unwrap();
/// assert_eq!(ox.promotes_to, Some(PieceKind::PromotedViolentOx));
/// assert_eq!(tables::dai_kind(PieceKind::Lion).unwrap().lion, false);
/// assert!(tables::dai_kind(PieceKind::LionDog).is_none());
/// ```
pub fn dai_kind(kind: PieceKind) -> Option<KindInfo> {
    use PieceKind::*;
    let gold = |m: Movement, promoted: PieceKind| info(m, Some(promoted));
    let i = match kind {
        ViolentOx => gold(VIOLENT_OX, PromotedViolentOx),
        FlyingDragon => gold(FLYING_DRAGON, PromotedFlyingDragon),
        EvilWolf => gold(EVIL_WOLF, PromotedEvilWolf),
        AngryBoar => gold(ANGRY_BOAR, PromotedAngryBoar),
        CatSword => gold(CAT_SWORD, PromotedCatSword),
        IronGeneral => gold(IRON_GENERAL, PromotedIronGeneral),
        StoneGeneral => gold(STONE_GENERAL, PromotedStoneGeneral),
        Knight => gold(KNIGHT, PromotedKnight),
        PromotedViolentOx | PromotedFlyingDragon | PromotedEvilWolf | PromotedAngryBoar
        | PromotedCatSword | PromotedIronGeneral | PromotedStoneGeneral | PromotedKnight => {
            info(GOLD, None)
        }
        // Chu's kinds as in Chu, except that no piece is a lion for the lion-trading rules
        // (`dai-shogi.md` §5).
        k => KindInfo {
            lion: false,
            ..chu_kind(k)?
        },
    };
    Some(KindInfo {
        tsa: kind.tsa(),
        ..i
    })
}
