//! The option value types: one enum per rule option that takes one of a few named values,
//! each with its values as written in option tables (`rules/README.md`, "Rule options").

macro_rules! option_enum {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $text:literal),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vdoc])* $variant),* }

        impl $name {
            /// Every value, in documentation order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];
            /// The value as written in option tables.
            pub const fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),* }
            }
            /// Parses a value as written in option tables.
            pub fn parse(text: &str) -> Option<$name> {
                match text { $($text => Some($name::$variant),)* _ => None }
            }
        }

        impl OptionText for $name {
            fn text(&self) -> String {
                self.as_str().into()
            }
        }
    };
}

/// An option value as [`Rules::get`] writes it.
pub(super) trait OptionText {
    /// The value as text.
    fn text(&self) -> String;
}

impl OptionText for bool {
    fn text(&self) -> String {
        self.to_string()
    }
}

impl OptionText for u8 {
    fn text(&self) -> String {
        self.to_string()
    }
}

option_enum! {
    /// `chu.promotion.rule` (`chu-shogi.md` §9.2).
    PromotionRule { /// Non-captures promote only when entering the zone.
        Jcsa = "jcsa", /// Middle Shogi Manual: a piece that declined cannot promote on its next non-capture.
        Msm = "msm", /// As `msm`, but the suspension lasts one turn of the owner.
        WikiDelay = "wiki_delay" }
}
option_enum! {
    /// `chu.lion.protection_eval` (`chu-shogi.md` §10.2).
    ProtectionEval { /// A pawn or go-between captured on the first leg still protects.
        WholeMove = "whole_move", /// Only the position after the move counts.
        AfterMove = "after_move" }
}
option_enum! {
    /// `chu.lion.protection_depth` (`chu-shogi.md` §10.2).
    ProtectionDepth { /// Any piece whose movement reaches the square protects.
        Pseudo = "pseudo", /// A lion protects only if its recapture would be legal under Rules A/B.
        Legal = "legal" }
}
option_enum! {
    /// `chu.lion.counterstrike` (`chu-shogi.md` §10.3).
    Counterstrike { /// No non-lion may capture a lion on the next move.
        Strict = "strict", /// No piece may capture a protected lion with a non-lion on the next move.
        Okazaki = "okazaki", /// No counter-strike rule.
        Off = "off" }
}
option_enum! {
    /// `chu.repetition` / `maka.repetition` (`chu-shogi.md` §11).
    Repetition { /// Fourfold repetition ends the game; perpetual attacker loses, else draw.
        Lishogi = "lishogi", /// Fourfold repetition forbidden to the responsible side.
        Jcsa = "jcsa", /// No position may recur unless the mover is in check.
        Historic = "historic", /// Only the 4th occurrence is forbidden (check exempt).
        Historic4th = "historic_4th", /// No position may ever recur.
        NoRepeat = "no_repeat" }
}
option_enum! {
    /// `chu.end.checkmate` (`chu-shogi.md` §12.2).
    Checkmate { /// The game goes on until the last royal is captured.
        CaptureOnly = "capture_only", /// A side whose single royal cannot escape capture loses.
        MateWins = "mate_wins" }
}
option_enum! {
    /// `chu.end.bare_king` (`chu-shogi.md` §12.3).
    BareKing { /// lishogi's exact test of the JCSA rule.
        Jcsa = "jcsa", /// Only two kings plus one promoted gold.
        Historic = "historic", /// No bare-king rule.
        None = "none" }
}
option_enum! {
    /// `chu.end.two_royals` (`chu-shogi.md` §12.4).
    TwoRoyals { /// Two lone royals draw automatically.
        Auto = "auto", /// Only by agreement.
        Agreement = "agreement" }
}
option_enum! {
    /// `heisei.adjacency` (`chu-shogi.md` §14).
    Adjacency { /// The eight king-step neighbours.
        KingStep = "king_step", /// The four orthogonal neighbours.
        Orthogonal = "orthogonal" }
}
option_enum! {
    /// `heisei.drop_promotion` (`chu-shogi.md` §14).
    DropPromotion { /// A piece dropped in the zone may be dropped promoted, or promote on its next move.
        OnDropOrNextMove = "on_drop_or_next_move", /// Dropped unpromoted; its next move counts as entering.
        NextMoveOnly = "next_move_only" }
}

option_enum! {
    /// `maka.promotion` (`maka-dai-dai-shogi.md` §7.1).
    MakaPromotion { /// A capture may promote; capturing a promoted piece forces it.
        CaptureOptionalPromotedForced = "capture_optional_promoted_forced", /// Every capture by a promotable piece promotes it.
        CaptureForced = "capture_forced" }
}
option_enum! {
    /// `maka.contagion` (`maka-dai-dai-shogi.md` §7.3).
    Contagion { /// Capturing a deva/dark spirit in either form is contagious.
        AnyForm = "any_form", /// Only capturing a teaching king / Buddhist spirit is contagious.
        PromotedOnly = "promoted_only" }
}
option_enum! {
    /// `maka.contagion_swap` (`maka-dai-dai-shogi.md` §7.3).
    ContagionSwap { /// A teaching king capturing a dark-spirit-type piece becomes a Buddhist spirit (and vice versa).
        Convert = "convert", /// Teaching kings and Buddhist spirits keep their identity.
        Keep = "keep" }
}
option_enum! {
    /// `maka.emperor` (`maka-dai-dai-shogi.md` §5.6).
    Emperor { /// Teleports to any square the opponent does not protect.
        SafeSquares = "safe_squares", /// Teleports to any empty square, captures any non-royal, an enemy royal only if unprotected.
        FreeNonroyal = "free_nonroyal", /// Moves as a lion plus a queen.
        LionQueen = "lion_queen" }
}
option_enum! {
    /// `maka.lion_dog` (`maka-dai-dai-shogi.md` §5.2).
    LionDog { /// Lion power along one line, three squares deep.
        LinearLion3 = "linear_lion3", /// Slides up to three squares in the 8 directions.
        Q3 = "q3" }
}
option_enum! {
    /// `maka.teaching_king` (`maka-dai-dai-shogi.md` §5.3).
    TeachingKing { /// Queen or lion dog.
        QueenPlusLionDog = "queen_plus_lion_dog", /// Queen only.
        QueenOnly = "queen_only" }
}
option_enum! {
    /// `maka.furious_fiend` (`maka-dai-dai-shogi.md` §5.5).
    FuriousFiend { /// Lion or lion dog (with the `maka.lion_dog` reading).
        LionPlusLionDog = "lion_plus_lion_dog", /// Lion, or a slide of up to three squares.
        LionPlusQ3 = "lion_plus_q3" }
}
option_enum! {
    /// `maka.hook_capture` (`maka-dai-dai-shogi.md` §5.7).
    HookCapture { /// One capture, ending the move.
        Single = "single", /// The first leg may capture too, and the move may go on after the turn.
        Double = "double" }
}
option_enum! {
    /// `maka.kirin_phoenix_promotion` (`maka-dai-dai-shogi.md` §6).
    KirinPhoenix { /// Kirin → great dragon, phoenix → golden bird.
        GreatDragonGoldenBird = "great_dragon_golden_bird", /// Kirin → lion, phoenix → queen (as in Chu).
        LionQueen = "lion_queen" }
}
option_enum! {
    /// `maka.deva` (the dark spirit mirrors it; `maka-dai-dai-shogi.md` §6).
    Deva { /// `fFbrFlW`.
        Ssz = "ssz", /// `fFblFlW`.
        Sz = "sz", /// `WlF`.
        Srz = "srz" }
}
option_enum! {
    /// `maka.free_dragon`.
    FreeDragon { /// Ranges in the 3 forward directions, steps in the 3 backward ones.
        FQbK = "fQbK", /// Ranges forward and sideways, steps in the 3 backward directions.
        FrlRbK = "frlRbK", /// Rook plus backward bishop.
        RbB = "RbB" }
}
option_enum! {
    /// `maka.free_wolf`.
    FreeWolf { /// Ranges diagonally and vertically, up to 5 sideways.
        BvRsR5 = "BvRsR5", /// Up to 5 sideways only.
        SR5 = "sR5", /// Ranges diagonally forward, sideways and straight back.
        FBsRbR = "fBsRbR", /// Ranges forward, diagonally forward and sideways.
        FrlQ = "frlQ" }
}
option_enum! {
    /// `maka.free_boar`.
    FreeBoar { /// Ranges diagonally and sideways.
        BsR = "BsR", /// Ranges forward and diagonally forward.
        FQ = "fQ" }
}
option_enum! {
    /// `maka.free_bear`.
    FreeBear { /// Ranges diagonally and sideways; jumps to the second square diagonally forward.
        BsRfA = "BsRfA", /// Ranges diagonally and sideways.
        BsR = "BsR", /// As `BsRfA`; on a forward diagonal it may also capture one piece on the way and range on (see [`crate::tables`]).
        BsRfAHop1 = "BsRfA_hop1", /// As `BsRfA`; on a forward diagonal it may capture any number of pieces on the way and range on, as in Tenjiku Shogi (see [`crate::tables`]).
        BsRfAHopAll = "BsRfA_hopall" }
}
option_enum! {
    /// `maka.blind_bear`.
    BlindBear { /// Steps diagonally, ranges straight back.
        FbR = "FbR", /// Steps in all 8 directions.
        K = "K", /// Steps diagonally or sideways.
        FsW = "FsW" }
}
option_enum! {
    /// `maka.old_rat` (one reading only).
    OldRat { /// Up to 2 diagonally forward or straight back.
        FB2bR2 = "fB2bR2" }
}
option_enum! {
    /// `maka.donkey` (`maka-dai-dai-shogi.md` §5.8).
    Donkey { /// One orthogonal step or a jump two straight forward/back.
        WvD = "WvD", /// One sideways step or a jump two straight forward/back.
        SWvD = "sWvD" }
}
option_enum! {
    /// `maka.wrestler`.
    Wrestler { /// Up to 3 diagonally, one step sideways.
        B3sW = "B3sW", /// Up to 3 diagonally, one orthogonal step.
        B3W = "B3W" }
}
option_enum! {
    /// `maka.she_devil`.
    SheDevil { /// Up to 5 orthogonally, up to 2 diagonally.
        R5B2 = "R5B2", /// Up to 2 diagonally.
        B2 = "B2" }
}
option_enum! {
    /// `maka.buddhist_devil`.
    BuddhistDevil { /// Up to 3 diagonally forward, one step sideways or back.
        FB3sbW = "fB3sbW", /// Up to 3 diagonally forward.
        FB3 = "fB3" }
}
option_enum! {
    /// `maka.side_flier`.
    SideFlier { /// Ranges sideways, steps diagonally.
        FsR = "FsR", /// Ranges sideways, steps diagonally forward.
        FFsR = "fFsR" }
}
option_enum! {
    /// `maka.chinese_cock`.
    ChineseCock { /// Diagonally forward, sideways, straight back.
        FFsbW = "fFsbW", /// Diagonally, straight back.
        FbW = "FbW" }
}
option_enum! {
    /// `maka.old_monkey`.
    OldMonkey { /// Diagonally, straight back.
        FbW = "FbW", /// Diagonally, straight forward (a silver).
        FfW = "FfW" }
}
option_enum! {
    /// `maka.reclining_dragon`.
    RecliningDragon { /// Orthogonally, diagonally back.
        WbF = "WbF", /// Diagonally, straight forward (a silver).
        FfW = "FfW" }
}
option_enum! {
    /// `maka.coiled_serpent`.
    CoiledSerpent { /// Straight forward/back, diagonally back.
        VWbF = "vWbF", /// Straight forward, diagonally back.
        FWbF = "fWbF" }
}
option_enum! {
    /// `maka.wizard_stork`.
    WizardStork { /// Ranges diagonally and straight forward, one step back.
        BfRbW = "BfRbW", /// A bishop.
        B = "B" }
}
option_enum! {
    /// `maka.mountain_witch`.
    MountainWitch { /// Ranges diagonally and straight back, one step forward.
        BbRfW = "BbRfW", /// A bishop.
        B = "B" }
}
option_enum! {
    /// `daidai.promotion` (`docs/rules/dai-dai-shogi.md` §6.2).
    DaiDaiPromotion { /// A promotable piece that captures promotes at once, compulsorily; no other move promotes.
        CaptureForced = "capture_forced", /// Maka's rule: optional on a capture, compulsory when a promoted piece was captured.
        Maka = "maka", /// No promotion by capture: Chu's `jcsa` rule with a six-rank zone.
        Zone6 = "zone6" }
}
option_enum! {
    /// `daidai.free_demon` (`docs/rules/dai-dai-shogi.md` §3.3).
    FreeDemon { /// Every diagonal and sideways without limit, up to 5 straight forward and back.
        BsRvR5 = "BsRvR5", /// As `BsRvR5` without the diagonal moves back (HaChu).
        FBsRvR5 = "fBsRvR5" }
}
option_enum! {
    /// `daidai.free_dream_eater` (`docs/rules/dai-dai-shogi.md` §3.3).
    FreeDreamEater { /// Every diagonal and straight forward and back without limit, up to 5 sideways.
        BvRsR5 = "BvRsR5", /// As `BvRsR5` without the diagonal moves back (HaChu).
        FBvRsR5 = "fBvRsR5" }
}
option_enum! {
    /// `daidai.neighboring_king` (`docs/rules/dai-dai-shogi.md` §3.3).
    NeighboringKing { /// A king's steps except straight back.
        FsfW = "FsfW", /// All eight king steps (HaChu).
        K = "K" }
}

option_enum! {
    /// `tenjiku.fire_demon.slide` (`docs/rules/tenjiku-shogi.md` §8.1).
    FireDemonSlide { /// Ranges diagonally and sideways (English Wikipedia, the Edo sources).
        Sideways = "sideways", /// Ranges diagonally and vertically (Japanese Wikipedia, E. Werner).
        Vertical = "vertical" }
}
option_enum! {
    /// `tenjiku.area_moves` (`docs/rules/tenjiku-shogi.md` §8.1, §9.1): the fire demon's and
    /// vice general's area move.
    AreaMoves { /// Up to three king steps through empty squares.
        King3 = "king3", /// No area move (HaChu).
        None = "none" }
}
option_enum! {
    /// `tenjiku.area_moves.return` (`docs/rules/tenjiku-shogi.md` §8.1).
    AreaReturn { /// An area move never ends where it began.
        Forbidden = "forbidden", /// It may come back through an empty neighbour: a pass, or a move when it burns.
        Allowed = "allowed" }
}
option_enum! {
    /// `tenjiku.fire_demon.promotion_burn` (`docs/rules/tenjiku-shogi.md` §8.2).
    PromotionBurn { /// A water buffalo promoting to a demon burns at once.
        Immediate = "immediate", /// It burns at the start of its owner's next turn.
        NextTurn = "next_turn" }
}
option_enum! {
    /// `tenjiku.fire_demon.suicide` (`docs/rules/tenjiku-shogi.md` §8.4).
    DemonSuicide { /// A demon that stops next to an enemy demon is burned and burns nothing.
        BurnNone = "burn_none", /// It first burns its other enemy neighbours.
        BurnOthersFirst = "burn_others_first" }
}
option_enum! {
    /// `tenjiku.passive_burn.scope` (`docs/rules/tenjiku-shogi.md` §8.3).
    BurnScope { /// Only the opponent's demons burn a piece that stops next to them.
        Enemy = "enemy", /// Any demon other than the mover does, its own side's too (HaChu).
        Any = "any" }
}
option_enum! {
    /// `tenjiku.passive_burn.captured_demon` (`docs/rules/tenjiku-shogi.md` §8.3).
    CapturedDemon { /// A demon the move captures burns nothing.
        Spared = "spared", /// The demons standing before the move burn.
        Burns = "burns" }
}
option_enum! {
    /// `tenjiku.jump.mode` (`docs/rules/tenjiku-shogi.md` §9.2).
    JumpMode { /// A jump only captures, on its landing square; the pieces passed stay.
        CaptureLanding = "capture_landing", /// A jump may end on any square beyond and removes every piece it passes.
        JaSweep = "ja_sweep" }
}
option_enum! {
    /// `tenjiku.jump.victim` (`docs/rules/tenjiku-shogi.md` §9.3).
    JumpVictim { /// A jump may capture any piece.
        Any = "any", /// Not a king or prince.
        NoRoyal = "no_royal", /// Only a piece of lower rank than the general.
        LowerOnly = "lower_only", /// As `lower_only`; a higher-ranked piece only from an adjacent square.
        RankStrict = "rank_strict" }
}
option_enum! {
    /// `tenjiku.lion_hawk` (`docs/rules/tenjiku-shogi.md` §7.4).
    LionHawk { /// A bishop and a lion.
        BishopLion = "bishop_lion", /// A bishop with an area move of two king steps.
        Area2 = "area2" }
}
option_enum! {
    /// `tenjiku.free_eagle` (`docs/rules/tenjiku-shogi.md` §7.5).
    FreeEagle { /// A queen that also jumps to the second square orthogonally.
        Qd = "qd", /// A queen; jumps to every second square on a line; lion moves of two diagonal steps.
        LionDiagonal = "lion_diagonal", /// A bishop; orthogonally it passes over any pieces.
        JaOrthJump = "ja_orth_jump", /// A plain queen (HaChu).
        Queen = "queen" }
}
option_enum! {
    /// `tenjiku.promotion.intermediate_square` (`docs/rules/tenjiku-shogi.md` §12.1).
    IntermediateSquare { /// Only a move's start and final squares decide whether it may promote.
        Ignored = "ignored", /// A first-leg capture in the zone also lets the move promote.
        Counts = "counts" }
}
option_enum! {
    /// `tenjiku.promotion.dead_pieces` (`docs/rules/tenjiku-shogi.md` §12.3).
    DeadPieces { /// A piece may stay unpromoted where it can never move again.
        Allowed = "allowed", /// Such a move must promote.
        Forced = "forced" }
}
option_enum! {
    /// `tenjiku.end.both_royals_lost` (`docs/rules/tenjiku-shogi.md` §14).
    BothRoyalsLost { /// The mover, whose capture came first, wins.
        MoverWins = "mover_wins", /// The game is drawn.
        Draw = "draw" }
}
