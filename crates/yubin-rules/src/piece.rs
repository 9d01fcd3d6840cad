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
    ($( $(#[$doc:meta])* $name:ident = $tsa:literal, $english:literal; )*) => {
        /// One form of a piece (unpromoted kinds and promoted sides are separate kinds).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum PieceKind {
            $( $(#[$doc])* $name, )*
        }

        impl PieceKind {
            /// Every kind, in declaration order.
            pub const ALL: &'static [PieceKind] = &[$(PieceKind::$name),*];

            /// The TSA (Hodges) abbreviation: `K`, `Ln`, `+DK`, …
            pub const fn tsa(self) -> &'static str {
                match self { $(PieceKind::$name => $tsa,)* }
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
    PromotedDragonKing = "+DK", "soaring eagle";
    /// Promoted dragon horse: Chu's horned falcon (角鷹).
    PromotedDragonHorse = "+DH", "horned falcon";
    /// Promoted rook: moves as a dragon king in Chu.
    PromotedRook = "+R", "promoted rook";
    /// Promoted bishop: moves as a dragon horse in Chu.
    PromotedBishop = "+B", "promoted bishop";
    /// Promoted kirin: a lion in every respect in Chu.
    PromotedKirin = "+Ky", "promoted kirin";
    /// Promoted phoenix: moves as a queen in Chu.
    PromotedPhoenix = "+Ph", "promoted phoenix";
    /// Promoted drunk elephant: the prince (太子), royal.
    PromotedDrunkElephant = "+DE", "prince";
    /// Promoted blind tiger: Chu's flying stag (飛鹿).
    PromotedBlindTiger = "+BT", "flying stag";
    /// Promoted ferocious leopard: moves as a bishop in Chu.
    PromotedFerociousLeopard = "+FL", "promoted ferocious leopard";
    /// Promoted gold: moves as a rook in Chu.
    PromotedGold = "+G", "promoted gold";
    /// Promoted silver: moves as a vertical mover in Chu.
    PromotedSilver = "+S", "promoted silver";
    /// Promoted copper: moves as a side mover in Chu.
    PromotedCopper = "+C", "promoted copper";
    /// Promoted vertical mover: Chu's flying ox (飛牛).
    PromotedVerticalMover = "+VM", "flying ox";
    /// Promoted side mover: Chu's free boar (奔猪).
    PromotedSideMover = "+SM", "free boar";
    /// Promoted reverse chariot: Chu's whale (鯨鯢).
    PromotedReverseChariot = "+RC", "whale";
    /// Promoted lance: Chu's white horse (白駒).
    PromotedLance = "+L", "white horse";
    /// Promoted go-between: moves as a drunk elephant in Chu.
    PromotedGoBetween = "+GB", "promoted go-between";
    /// Promoted pawn (と金, tokin): moves as a gold general in Chu.
    PromotedPawn = "+P", "tokin";
}

/// Number of piece kinds (the board encodes a piece in one byte, so this stays below 127).
pub const KIND_COUNT: usize = PieceKind::ALL.len();
const _: () = assert!(KIND_COUNT < 127);

impl PieceKind {
    /// The kind's index in [`PieceKind::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind at an index of [`PieceKind::ALL`].
    pub fn from_index(i: usize) -> Option<PieceKind> {
        PieceKind::ALL.get(i).copied()
    }

    /// Whether this form is the promoted side of a piece (its TSA name starts with `+`).
    pub fn is_promoted(self) -> bool {
        self.tsa().starts_with('+')
    }

    /// The unpromoted kind of a promoted form (`+DK` → `DK`), or the kind itself.
    pub fn unpromoted(self) -> PieceKind {
        if let Some(base) = self.tsa().strip_prefix('+') {
            for &k in PieceKind::ALL {
                if k.tsa() == base {
                    return k;
                }
            }
        }
        self
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
            .find(|k| k.tsa().strip_prefix('+') == Some(self.tsa()))
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

    /// Compact one-byte code used by the board (never 0 or 255).
    pub(crate) const fn code(self) -> u8 {
        1 + ((self.kind as u8) << 1) + self.color as u8
    }

    /// Decodes [`Piece::code`].
    pub(crate) fn from_code(code: u8) -> Piece {
        debug_assert!(code != 0 && code != 255);
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
        assert_eq!(PieceKind::King.promoted(), None);
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
