//! Handicap setups (`chu-shogi.md` §13). In every handicap game the stronger player takes
//! White and **White moves first**.
//!
//! * lishogi's three handicaps are exactly lishogi's SFENs, built as changes to the even setup
//!   (the tests read the SFENs and compare): [`Handicap::TwoKings`] (Black's drunk elephant
//!   starts promoted to a prince), [`Handicap::TwoLions`] (Black's kirin starts promoted to a
//!   lion) and [`Handicap::ThreeLions`] (Black's phoenix and White's kirin swap places, and
//!   both of Black's kirins start promoted).
//! * The *Middle Shogi Manual* ladder 1–21 and the extra "queen" and "queen + dragon king"
//!   handicaps remove White pieces from the even setup (or from the two-lion or three-lion
//!   setup for the ladder's lion steps).
//!
//! Decisions where the sources are silent:
//! * When White has two pieces of a removed kind, the one on **White's left** goes, i.e. the
//!   one on the lower-numbered file (copper 3a, silver 4a, gold 5a, leopard 2a, blind tiger 5b,
//!   rook 3c, vertical mover 2c, side mover 1c, dragon king 5c), following the usual shogi
//!   convention (in a lance handicap White gives up the lance on 1a, its left one).
//! * No pieces are shifted to fill the gaps: the shifts differ between sources and are not
//!   standardised (§13, §17 question 6). A game that wants them plays them as moves or is set
//!   up from an SFEN.
//! * With the Heisei setup (`Rules::setup`), the set-aside kinds still on the handicap board go
//!   to their owner's reserve, as in [`Position::start`].
//!
//! ```
//! use yubin_rules::{handicap::Handicap, Color, Rules};
//! let h = Handicap::parse("copper").unwrap();
//! assert_eq!(h.msm_number(), Some(1));
//! let pos = h.position(Rules::default());
//! assert_eq!(pos.side_to_move(), Color::White);
//! assert_eq!(pos.pieces().filter(|(_, p)| p.color == Color::White).count(), 45);
//! ```

use crate::setup::{at, chu_pieces, with_reserve};
use crate::{Color, Piece, PieceKind, Position, Rules, Square};
use core::fmt;

/// lishogi's "two kings" handicap: Black's drunk elephant on 6l starts as a prince.
pub const TWO_KINGS_SFEN: &str = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGK+EGSCFL w - 1";
/// lishogi's "two lions" handicap: Black's kirin on 7k starts as a lion.
pub const TWO_LIONS_SFEN: &str = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1T+OXT1B1A/LFCSGKEGSCFL w - 1";
/// lishogi's "three lions" handicap: White's kirin (6b) and Black's phoenix (6k) swap, and
/// Black's kirins on 7k and 6k start promoted.
pub const THREE_LIONS_SFEN: &str = "lfcsgekgscfl/a1b1txxt1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1T+O+OT1B1A/LFCSGKEGSCFL w - 1";

/// A handicap setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Handicap {
    /// MSM 1: White without a copper general.
    Copper,
    /// MSM 2: without a silver general.
    Silver,
    /// MSM 3: without a blind tiger.
    BlindTiger,
    /// MSM 4: without a ferocious leopard.
    FerociousLeopard,
    /// MSM 5: without a gold general.
    Gold,
    /// MSM 6: without a side mover.
    SideMover,
    /// MSM 7: without a vertical mover.
    VerticalMover,
    /// MSM 8: without a rook.
    Rook,
    /// MSM 9 and lishogi: Black has two lions.
    TwoLions,
    /// MSM 10: two lions, and White without a copper general.
    TwoLionsCopper,
    /// MSM 11: two lions, and White without a silver general.
    TwoLionsSilver,
    /// MSM 12: two lions, and White without a ferocious leopard.
    TwoLionsFerociousLeopard,
    /// MSM 13: two lions, and White without a gold general.
    TwoLionsGold,
    /// MSM 14: two lions, and White without a side mover.
    TwoLionsSideMover,
    /// MSM 15: two lions, and White without a vertical mover.
    TwoLionsVerticalMover,
    /// MSM 16 and lishogi: Black has three lions.
    ThreeLions,
    /// MSM 17: three lions, and White without its queen.
    ThreeLionsQueen,
    /// MSM 18: three lions, White without queen and dragon king.
    ThreeLionsQueenDragonKing,
    /// MSM 19: three lions, White without queen, dragon king and rook.
    ThreeLionsQueenDragonKingRook,
    /// MSM 20: three lions, White without queen, dragon king, rook and vertical mover.
    ThreeLionsQueenDragonKingRookVerticalMover,
    /// MSM 21: three lions, White without queen, dragon king, rook, vertical mover and side
    /// mover.
    ThreeLionsQueenDragonKingRookVerticalMoverSideMover,
    /// White without its queen.
    Queen,
    /// White without its queen and a dragon king.
    QueenDragonKing,
    /// lishogi: Black's drunk elephant starts promoted to a prince (two royals).
    TwoKings,
}

/// The board a handicap starts from before White's pieces are removed.
#[derive(Clone, Copy)]
enum Base {
    Even,
    TwoKings,
    TwoLions,
    ThreeLions,
}

impl Base {
    /// The pieces that differ from the even setup's, on their squares: lishogi's handicap SFENs
    /// as changes, so that no SFEN is read.
    fn changes(self) -> &'static [(Square, Piece)] {
        use Color::{Black, White};
        use PieceKind::{Phoenix, PromotedDrunkElephant, PromotedKirin};
        const TWO_KINGS: &[(Square, Piece)] = &[
            // The drunk elephant as a prince.
            (at(6, 'l'), Piece::new(Black, PromotedDrunkElephant)),
        ];
        const TWO_LIONS: &[(Square, Piece)] = &[
            // The kirin as a lion.
            (at(7, 'k'), Piece::new(Black, PromotedKirin)),
        ];
        const THREE_LIONS: &[(Square, Piece)] = &[
            // White's kirin and Black's phoenix swap; both of Black's kirins start as lions.
            (at(6, 'b'), Piece::new(White, Phoenix)),
            (at(7, 'k'), Piece::new(Black, PromotedKirin)),
            (at(6, 'k'), Piece::new(Black, PromotedKirin)),
        ];
        match self {
            Base::Even => &[],
            Base::TwoKings => TWO_KINGS,
            Base::TwoLions => TWO_LIONS,
            Base::ThreeLions => THREE_LIONS,
        }
    }
}

struct Spec {
    base: Base,
    removed: &'static [PieceKind],
    msm: Option<u8>,
    name: &'static str,
    description: &'static str,
}

impl Handicap {
    /// Every handicap: the Middle Shogi Manual ladder 1–21 in order, then queen, queen +
    /// dragon king and two kings.
    pub const ALL: &'static [Handicap] = &[
        Handicap::Copper,
        Handicap::Silver,
        Handicap::BlindTiger,
        Handicap::FerociousLeopard,
        Handicap::Gold,
        Handicap::SideMover,
        Handicap::VerticalMover,
        Handicap::Rook,
        Handicap::TwoLions,
        Handicap::TwoLionsCopper,
        Handicap::TwoLionsSilver,
        Handicap::TwoLionsFerociousLeopard,
        Handicap::TwoLionsGold,
        Handicap::TwoLionsSideMover,
        Handicap::TwoLionsVerticalMover,
        Handicap::ThreeLions,
        Handicap::ThreeLionsQueen,
        Handicap::ThreeLionsQueenDragonKing,
        Handicap::ThreeLionsQueenDragonKingRook,
        Handicap::ThreeLionsQueenDragonKingRookVerticalMover,
        Handicap::ThreeLionsQueenDragonKingRookVerticalMoverSideMover,
        Handicap::Queen,
        Handicap::QueenDragonKing,
        Handicap::TwoKings,
    ];

    fn spec(self) -> Spec {
        use Handicap::*;
        use PieceKind::{
            BlindTiger as BT, Copper as C, DragonKing as DK, FerociousLeopard as FL, Gold as G,
            Queen as Q, Rook as R, SideMover as SM, Silver as S, VerticalMover as VM,
        };
        let s = |base, removed, msm, name, description| Spec {
            base,
            removed,
            msm,
            name,
            description,
        };
        match self {
            Copper => s(Base::Even, &[C], Some(1), "copper", "copper general"),
            Silver => s(Base::Even, &[S], Some(2), "silver", "silver general"),
            BlindTiger => s(Base::Even, &[BT], Some(3), "blind_tiger", "blind tiger"),
            FerociousLeopard => s(
                Base::Even,
                &[FL],
                Some(4),
                "ferocious_leopard",
                "ferocious leopard",
            ),
            Gold => s(Base::Even, &[G], Some(5), "gold", "gold general"),
            SideMover => s(Base::Even, &[SM], Some(6), "side_mover", "side mover"),
            VerticalMover => s(
                Base::Even,
                &[VM],
                Some(7),
                "vertical_mover",
                "vertical mover",
            ),
            Rook => s(Base::Even, &[R], Some(8), "rook", "rook"),
            TwoLions => s(Base::TwoLions, &[], Some(9), "two_lions", "two lions"),
            TwoLionsCopper => s(
                Base::TwoLions,
                &[C],
                Some(10),
                "two_lions_copper",
                "two lions + copper general",
            ),
            TwoLionsSilver => s(
                Base::TwoLions,
                &[S],
                Some(11),
                "two_lions_silver",
                "two lions + silver general",
            ),
            TwoLionsFerociousLeopard => s(
                Base::TwoLions,
                &[FL],
                Some(12),
                "two_lions_ferocious_leopard",
                "two lions + ferocious leopard",
            ),
            TwoLionsGold => s(
                Base::TwoLions,
                &[G],
                Some(13),
                "two_lions_gold",
                "two lions + gold general",
            ),
            TwoLionsSideMover => s(
                Base::TwoLions,
                &[SM],
                Some(14),
                "two_lions_side_mover",
                "two lions + side mover",
            ),
            TwoLionsVerticalMover => s(
                Base::TwoLions,
                &[VM],
                Some(15),
                "two_lions_vertical_mover",
                "two lions + vertical mover",
            ),
            ThreeLions => s(
                Base::ThreeLions,
                &[],
                Some(16),
                "three_lions",
                "three lions",
            ),
            ThreeLionsQueen => s(
                Base::ThreeLions,
                &[Q],
                Some(17),
                "three_lions_queen",
                "three lions + queen",
            ),
            ThreeLionsQueenDragonKing => s(
                Base::ThreeLions,
                &[Q, DK],
                Some(18),
                "three_lions_queen_dragon_king",
                "three lions + queen + dragon king",
            ),
            ThreeLionsQueenDragonKingRook => s(
                Base::ThreeLions,
                &[Q, DK, R],
                Some(19),
                "three_lions_queen_dragon_king_rook",
                "three lions + queen + dragon king + rook",
            ),
            ThreeLionsQueenDragonKingRookVerticalMover => s(
                Base::ThreeLions,
                &[Q, DK, R, VM],
                Some(20),
                "three_lions_queen_dragon_king_rook_vertical_mover",
                "three lions + queen + dragon king + rook + vertical mover",
            ),
            ThreeLionsQueenDragonKingRookVerticalMoverSideMover => s(
                Base::ThreeLions,
                &[Q, DK, R, VM, SM],
                Some(21),
                "three_lions_queen_dragon_king_rook_vertical_mover_side_mover",
                "three lions + queen + dragon king + rook + vertical mover + side mover",
            ),
            Queen => s(Base::Even, &[Q], None, "queen", "queen"),
            QueenDragonKing => s(
                Base::Even,
                &[Q, DK],
                None,
                "queen_dragon_king",
                "queen + dragon king",
            ),
            TwoKings => s(Base::TwoKings, &[], None, "two_kings", "two kings"),
        }
    }

    /// The machine name used on the command line and in game records (`two_lions_copper`).
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The handicap in words (`two lions + copper general`).
    pub fn description(self) -> &'static str {
        self.spec().description
    }

    /// The step of the *Middle Shogi Manual* ladder (1–21), if the handicap is on it.
    pub fn msm_number(self) -> Option<u8> {
        self.spec().msm
    }

    /// The kinds of White's pieces removed, one piece of each (lion handicaps give Black extra
    /// lions instead and remove nothing by themselves).
    pub fn removed(self) -> &'static [PieceKind] {
        self.spec().removed
    }

    /// The lishogi SFEN of the handicaps lishogi has (two kings, two lions, three lions).
    pub fn lishogi_sfen(self) -> Option<&'static str> {
        match self {
            Handicap::TwoKings => Some(TWO_KINGS_SFEN),
            Handicap::TwoLions => Some(TWO_LIONS_SFEN),
            Handicap::ThreeLions => Some(THREE_LIONS_SFEN),
            _ => None,
        }
    }

    /// Parses a handicap name. Lenient: case is ignored, spaces, `-` and `+` count as `_`
    /// (so [`Handicap::description`] parses too, as does `two-lions`), and `msm1` … `msm21`
    /// (also `msm_1`, `msm 1`) name the ladder steps.
    ///
    /// ```
    /// use yubin_rules::handicap::Handicap;
    /// assert_eq!(Handicap::parse("Two Lions + Copper General"), Some(Handicap::TwoLionsCopper));
    /// assert_eq!(Handicap::parse("msm16"), Some(Handicap::ThreeLions));
    /// assert_eq!(Handicap::parse("two-kings"), Some(Handicap::TwoKings));
    /// assert_eq!(Handicap::parse("bishop"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Handicap> {
        let mut key = String::new();
        for c in text.trim().chars() {
            let c = c.to_ascii_lowercase();
            if c.is_ascii_alphanumeric() {
                key.push(c);
            } else if !key.ends_with('_') && !key.is_empty() {
                key.push('_');
            }
        }
        let key = key.trim_end_matches('_');
        if let Some(n) = key.strip_prefix("msm").map(|n| n.trim_start_matches('_')) {
            let n: u8 = n.parse().ok()?;
            return Handicap::ALL
                .iter()
                .copied()
                .find(|h| h.msm_number() == Some(n));
        }
        let general = key.replace("_general", "");
        Handicap::ALL
            .iter()
            .copied()
            .find(|h| h.name() == key || h.name() == general)
    }

    /// The handicap position under `rules`, White to move.
    ///
    /// ```
    /// use yubin_rules::{handicap::Handicap, notation::sfen, Rules};
    /// let pos = Handicap::TwoLions.position(Rules::default());
    /// assert_eq!(sfen::write(&pos), Handicap::TwoLions.lishogi_sfen().unwrap());
    /// ```
    ///
    /// # Panics
    /// Never for Chu Shogi rules (the built-in setups are valid).
    pub fn position(self, rules: Rules) -> Position {
        let spec = self.spec();
        let mut pieces = chu_pieces(rules);
        for &(square, piece) in spec.base.changes() {
            let on = pieces.iter_mut().find(|(sq, _)| *sq == square);
            on.expect("a square of the setup").1 = piece;
        }
        for &kind in spec.removed {
            // White's left is the lower-numbered file.
            let at = pieces
                .iter()
                .enumerate()
                .filter(|(_, (_, p))| *p == Piece::new(Color::White, kind))
                .min_by_key(|(_, (s, _))| s.file())
                .map(|(i, _)| i)
                .expect("the removed piece is in the setup");
            pieces.remove(at);
        }
        with_reserve(rules, pieces, Color::White)
    }
}

impl fmt::Display for Handicap {
    /// The machine name ([`Handicap::name`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
