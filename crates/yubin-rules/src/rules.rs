//! Variants, rule options and presets (`rules/README.md`, "Presets" and "Rule options").
//!
//! Every point on which the historical sources disagree is a named option with a default. A
//! [`Rules`] value holds the variant and all option values; [`Rules::preset`] builds a named
//! preset and [`Rules::set`] changes one option by its documented key, so that a game record
//! can store the preset plus the options that differ from it ([`Rules::differences`]).

use core::fmt;

/// The game played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Chu Shogi, 12×12.
    Chu,
    /// Maka Dai Dai Shogi, 19×19 (`maka-dai-dai-shogi.md`).
    Maka,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 2] = [Variant::Chu, Variant::Maka];

    /// The name used on the command line and in game records (`chu`, `maka`).
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Chu => "chu",
            Variant::Maka => "maka",
        }
    }

    /// The game's name as players write it (`Chu Shogi`, `Maka Dai Dai Shogi`).
    pub const fn title(self) -> &'static str {
        match self {
            Variant::Chu => "Chu Shogi",
            Variant::Maka => "Maka Dai Dai Shogi",
        }
    }

    /// Parses a variant name (case-insensitive).
    pub fn parse(text: &str) -> Option<Variant> {
        match text.trim().to_ascii_lowercase().as_str() {
            "chu" | "chushogi" | "chu_shogi" | "chu-shogi" => Some(Variant::Chu),
            "maka" | "makadaidai" | "maka_dai_dai" | "maka-dai-dai" | "maka_dai_dai_shogi"
            | "maka-dai-dai-shogi" | "makadaidaishogi" => Some(Variant::Maka),
            _ => None,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

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
    };
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

/// The starting arrangement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Setup {
    /// The ordinary setup of the variant.
    Standard,
    /// Heisei Chu Shogi: 14 pieces per side set aside, one drop per game (`chu-shogi.md` §14).
    Heisei,
}

/// A complete rule set: the variant and every option value.
///
/// ```
/// use yubin_rules::{Rules, Variant};
/// let mut rules = Rules::preset(Variant::Chu, "standard").unwrap();
/// rules.set("chu.lion.counterstrike", "okazaki").unwrap();
/// assert_eq!(rules.differences(), vec![("chu.lion.counterstrike", "okazaki".to_string())]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The game.
    pub variant: Variant,
    /// The starting arrangement.
    pub setup: Setup,
    /// `chu.promotion.rule`.
    pub promotion_rule: PromotionRule,
    /// `chu.promotion.lance_last_rank`.
    pub lance_last_rank: bool,
    /// `chu.promotion.gobetween_last_rank`.
    pub gobetween_last_rank: bool,
    /// `chu.lion.protection_eval`.
    pub protection_eval: ProtectionEval,
    /// `chu.lion.protection_depth`.
    pub protection_depth: ProtectionDepth,
    /// `chu.lion.counterstrike`.
    pub counterstrike: Counterstrike,
    /// `chu.lion.counterstrike_same_square`.
    pub counterstrike_same_square: bool,
    /// `chu.repetition` / `maka.repetition`.
    pub repetition: Repetition,
    /// `chu.end.checkmate` / `maka.end.checkmate`.
    pub checkmate: Checkmate,
    /// `chu.end.bare_king` / `maka.end.bare_king` (Maka allows only `none` and `jcsa`).
    pub bare_king: BareKing,
    /// `chu.end.two_royals`.
    pub two_royals: TwoRoyals,
    /// `heisei.adjacency`.
    pub heisei_adjacency: Adjacency,
    /// `heisei.drop_promotion`.
    pub heisei_drop_promotion: DropPromotion,
    /// `winboard.rank_base`: 1 (king on f1) or 0 (king on f0).
    pub winboard_rank_base: u8,
    /// `maka.promotion`.
    pub maka_promotion: MakaPromotion,
    /// `maka.contagion`.
    pub contagion: Contagion,
    /// `maka.contagion_swap`.
    pub contagion_swap: ContagionSwap,
    /// `maka.emperor`.
    pub emperor: Emperor,
    /// `maka.lion_dog`.
    pub lion_dog: LionDog,
    /// `maka.teaching_king`.
    pub teaching_king: TeachingKing,
    /// `maka.furious_fiend`.
    pub furious_fiend: FuriousFiend,
    /// `maka.hook_capture`.
    pub hook_capture: HookCapture,
    /// `maka.kirin_phoenix_promotion`.
    pub kirin_phoenix: KirinPhoenix,
    /// `maka.deva` (and the mirrored dark spirit).
    pub deva: Deva,
    /// `maka.free_dragon`.
    pub free_dragon: FreeDragon,
    /// `maka.free_wolf`.
    pub free_wolf: FreeWolf,
    /// `maka.free_boar`.
    pub free_boar: FreeBoar,
    /// `maka.free_bear`.
    pub free_bear: FreeBear,
    /// `maka.blind_bear`.
    pub blind_bear: BlindBear,
    /// `maka.old_rat`.
    pub old_rat: OldRat,
    /// `maka.donkey`.
    pub donkey: Donkey,
    /// `maka.wrestler`.
    pub wrestler: Wrestler,
    /// `maka.she_devil`.
    pub she_devil: SheDevil,
    /// `maka.buddhist_devil`.
    pub buddhist_devil: BuddhistDevil,
    /// `maka.side_flier`.
    pub side_flier: SideFlier,
    /// `maka.chinese_cock`.
    pub chinese_cock: ChineseCock,
    /// `maka.old_monkey`.
    pub old_monkey: OldMonkey,
    /// `maka.reclining_dragon`.
    pub reclining_dragon: RecliningDragon,
    /// `maka.coiled_serpent`.
    pub coiled_serpent: CoiledSerpent,
    /// `maka.wizard_stork`.
    pub wizard_stork: WizardStork,
    /// `maka.mountain_witch`.
    pub mountain_witch: MountainWitch,
}

/// An error naming a bad preset, option key or value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesError {
    /// No such preset for the variant.
    UnknownPreset {
        /// The variant.
        variant: Variant,
        /// What was given.
        preset: String,
    },
    /// No such option key.
    UnknownOption(String),
    /// The key is an option of another variant.
    OptionNotInVariant {
        /// The option key.
        key: String,
        /// The variant of the rules being changed.
        variant: Variant,
    },
    /// The value is not one of the option's values.
    BadValue {
        /// The option key.
        key: &'static str,
        /// What was given.
        value: String,
        /// The accepted values.
        expected: Vec<&'static str>,
    },
    /// The preset is known but disabled.
    DisabledPreset(String),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::UnknownPreset { variant, preset } => write!(
                f,
                "unknown preset `{preset}` for {variant}; expected one of: {}",
                Rules::presets(*variant).join(", ")
            ),
            RulesError::UnknownOption(k) => {
                let all: Vec<&str> =
                    Variant::ALL.iter().flat_map(|&v| Rules::option_keys(v)).copied().collect();
                write!(f, "unknown rule option `{k}`; known options: {}", all.join(", "))
            }
            RulesError::OptionNotInVariant { key, variant } => write!(
                f,
                "`{key}` is not an option of {variant}; its options are: {}",
                Rules::option_keys(*variant).join(", ")
            ),
            RulesError::BadValue { key, value, expected } => {
                write!(f, "bad value `{value}` for `{key}`; expected one of: {}", expected.join(", "))
            }
            RulesError::DisabledPreset(p) => write!(
                f,
                "preset `{p}` is disabled until its setup is confirmed (maka-dai-dai-shogi.md §10); \
                 use `standard` or `maka_jp_revival`"
            ),
        }
    }
}

impl std::error::Error for RulesError {}

/// Every option key of Chu Shogi, in documentation order (kept under this name for existing
/// callers; [`Rules::option_keys`] gives the keys of any variant).
pub const OPTION_KEYS: &[&str] = CHU_OPTION_KEYS;

/// Every option key of Chu Shogi, in documentation order.
pub const CHU_OPTION_KEYS: &[&str] = &[
    "chu.promotion.rule",
    "chu.promotion.pawn_last_rank",
    "chu.promotion.lance_last_rank",
    "chu.promotion.gobetween_last_rank",
    "chu.lion.protection_eval",
    "chu.lion.protection_depth",
    "chu.lion.counterstrike",
    "chu.lion.counterstrike_same_square",
    "chu.repetition",
    "chu.end.checkmate",
    "chu.end.bare_king",
    "chu.end.two_royals",
    "chu.end.no_legal_moves",
    "heisei.adjacency",
    "heisei.drop_promotion",
    "winboard.rank_base",
];

/// Every option key of Maka Dai Dai Shogi, in documentation order (`rules/README.md`).
pub const MAKA_OPTION_KEYS: &[&str] = &[
    "maka.promotion",
    "maka.contagion",
    "maka.contagion_swap",
    "maka.emperor",
    "maka.lion_dog",
    "maka.teaching_king",
    "maka.furious_fiend",
    "maka.hook_capture",
    "maka.kirin_phoenix_promotion",
    "maka.deva",
    "maka.free_dragon",
    "maka.free_wolf",
    "maka.free_boar",
    "maka.free_bear",
    "maka.blind_bear",
    "maka.old_rat",
    "maka.donkey",
    "maka.wrestler",
    "maka.she_devil",
    "maka.buddhist_devil",
    "maka.side_flier",
    "maka.chinese_cock",
    "maka.old_monkey",
    "maka.reclining_dragon",
    "maka.coiled_serpent",
    "maka.wizard_stork",
    "maka.mountain_witch",
    "maka.repetition",
    "maka.end.checkmate",
    "maka.end.bare_king",
    "maka.end.no_legal_moves",
];

fn parse_bool(key: &'static str, v: &str) -> Result<bool, RulesError> {
    match v {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(RulesError::BadValue {
            key,
            value: v.to_string(),
            expected: vec!["true", "false"],
        }),
    }
}

impl Rules {
    /// The defaults of a variant (the `standard` preset).
    pub const fn standard(variant: Variant) -> Rules {
        Rules {
            variant,
            setup: Setup::Standard,
            bare_king: match variant {
                Variant::Chu => BareKing::Jcsa,
                Variant::Maka => BareKing::None,
            },
            promotion_rule: PromotionRule::Jcsa,
            lance_last_rank: true,
            gobetween_last_rank: false,
            protection_eval: ProtectionEval::WholeMove,
            protection_depth: ProtectionDepth::Pseudo,
            counterstrike: Counterstrike::Strict,
            counterstrike_same_square: true,
            repetition: Repetition::Lishogi,
            checkmate: Checkmate::CaptureOnly,
            two_royals: TwoRoyals::Auto,
            heisei_adjacency: Adjacency::KingStep,
            heisei_drop_promotion: DropPromotion::OnDropOrNextMove,
            winboard_rank_base: 1,
            maka_promotion: MakaPromotion::CaptureOptionalPromotedForced,
            contagion: Contagion::AnyForm,
            contagion_swap: ContagionSwap::Convert,
            emperor: Emperor::SafeSquares,
            lion_dog: LionDog::LinearLion3,
            teaching_king: TeachingKing::QueenPlusLionDog,
            furious_fiend: FuriousFiend::LionPlusLionDog,
            hook_capture: HookCapture::Single,
            kirin_phoenix: KirinPhoenix::GreatDragonGoldenBird,
            deva: Deva::Ssz,
            free_dragon: FreeDragon::FQbK,
            free_wolf: FreeWolf::BvRsR5,
            free_boar: FreeBoar::BsR,
            free_bear: FreeBear::BsRfA,
            blind_bear: BlindBear::FbR,
            old_rat: OldRat::FB2bR2,
            donkey: Donkey::WvD,
            wrestler: Wrestler::B3sW,
            she_devil: SheDevil::R5B2,
            buddhist_devil: BuddhistDevil::FB3sbW,
            side_flier: SideFlier::FsR,
            chinese_cock: ChineseCock::FFsbW,
            old_monkey: OldMonkey::FbW,
            reclining_dragon: RecliningDragon::WbF,
            coiled_serpent: CoiledSerpent::VWbF,
            wizard_stork: WizardStork::BfRbW,
            mountain_witch: MountainWitch::BbRfW,
        }
    }

    /// The option keys of a variant, in documentation order.
    pub const fn option_keys(variant: Variant) -> &'static [&'static str] {
        match variant {
            Variant::Chu => CHU_OPTION_KEYS,
            Variant::Maka => MAKA_OPTION_KEYS,
        }
    }

    /// The names of the presets of a variant.
    pub fn presets(variant: Variant) -> &'static [&'static str] {
        match variant {
            Variant::Chu => &["standard", "jcsa", "heisei"],
            Variant::Maka => &["standard", "maka_jp_revival", "hishigata"],
        }
    }

    /// A named preset (case-insensitive).
    ///
    /// # Errors
    /// [`RulesError::UnknownPreset`] for a name the variant does not have;
    /// [`RulesError::DisabledPreset`] for Maka's `hishigata`, which stays disabled until its
    /// setup is confirmed (`maka-dai-dai-shogi.md` §10).
    pub fn preset(variant: Variant, name: &str) -> Result<Rules, RulesError> {
        let mut r = Rules::standard(variant);
        match (variant, name.trim().to_ascii_lowercase().as_str()) {
            (Variant::Chu, "standard") => {}
            (Variant::Chu, "jcsa") => {
                r.lance_last_rank = false;
                r.counterstrike = Counterstrike::Okazaki;
                r.counterstrike_same_square = false;
                r.repetition = Repetition::Jcsa;
                r.checkmate = Checkmate::MateWins;
                r.two_royals = TwoRoyals::Agreement;
            }
            (Variant::Chu, "heisei") => r.setup = Setup::Heisei,
            (Variant::Maka, "standard") => {}
            (Variant::Maka, "maka_jp_revival") => {
                r.furious_fiend = FuriousFiend::LionPlusLionDog;
                r.kirin_phoenix = KirinPhoenix::LionQueen;
                r.maka_promotion = MakaPromotion::CaptureForced;
                r.contagion = Contagion::PromotedOnly;
                r.blind_bear = BlindBear::FsW;
                r.free_bear = FreeBear::BsR;
            }
            (Variant::Maka, "hishigata") => {
                return Err(RulesError::DisabledPreset("hishigata".to_string()));
            }
            _ => {
                return Err(RulesError::UnknownPreset {
                    variant,
                    preset: name.to_string(),
                });
            }
        }
        Ok(r)
    }

    /// Sets one option by key (`chu.lion.counterstrike`) and value (`okazaki`).
    ///
    /// # Errors
    /// [`RulesError::UnknownOption`] or [`RulesError::BadValue`], naming what is expected.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), RulesError> {
        let value = value.trim();
        macro_rules! en {
            ($k:literal, $ty:ty, $field:ident) => {{
                self.$field = <$ty>::parse(value).ok_or_else(|| RulesError::BadValue {
                    key: $k,
                    value: value.to_string(),
                    expected: <$ty>::ALL.iter().map(|v| v.as_str()).collect(),
                })?;
            }};
        }
        let key = key.trim();
        if !Rules::option_keys(self.variant).contains(&key) {
            return Err(
                if Variant::ALL
                    .iter()
                    .any(|&v| Rules::option_keys(v).contains(&key))
                {
                    RulesError::OptionNotInVariant {
                        key: key.to_string(),
                        variant: self.variant,
                    }
                } else {
                    RulesError::UnknownOption(key.to_string())
                },
            );
        }
        match key {
            "chu.promotion.rule" => en!("chu.promotion.rule", PromotionRule, promotion_rule),
            "chu.promotion.pawn_last_rank" => {
                if value != "true" {
                    return Err(RulesError::BadValue {
                        key: "chu.promotion.pawn_last_rank",
                        value: value.to_string(),
                        expected: vec!["true"],
                    });
                }
            }
            "chu.promotion.lance_last_rank" => {
                self.lance_last_rank = parse_bool("chu.promotion.lance_last_rank", value)?
            }
            "chu.promotion.gobetween_last_rank" => {
                self.gobetween_last_rank = parse_bool("chu.promotion.gobetween_last_rank", value)?
            }
            "chu.lion.protection_eval" => {
                en!("chu.lion.protection_eval", ProtectionEval, protection_eval)
            }
            "chu.lion.protection_depth" => {
                en!(
                    "chu.lion.protection_depth",
                    ProtectionDepth,
                    protection_depth
                )
            }
            "chu.lion.counterstrike" => en!("chu.lion.counterstrike", Counterstrike, counterstrike),
            "chu.lion.counterstrike_same_square" => {
                self.counterstrike_same_square =
                    parse_bool("chu.lion.counterstrike_same_square", value)?
            }
            "chu.repetition" => en!("chu.repetition", Repetition, repetition),
            "chu.end.checkmate" => en!("chu.end.checkmate", Checkmate, checkmate),
            "chu.end.bare_king" => en!("chu.end.bare_king", BareKing, bare_king),
            "chu.end.two_royals" => en!("chu.end.two_royals", TwoRoyals, two_royals),
            "chu.end.no_legal_moves" => {
                if value != "loss" {
                    return Err(RulesError::BadValue {
                        key: "chu.end.no_legal_moves",
                        value: value.to_string(),
                        expected: vec!["loss"],
                    });
                }
            }
            "heisei.adjacency" => en!("heisei.adjacency", Adjacency, heisei_adjacency),
            "heisei.drop_promotion" => {
                en!(
                    "heisei.drop_promotion",
                    DropPromotion,
                    heisei_drop_promotion
                )
            }
            "winboard.rank_base" => match value {
                "1" => self.winboard_rank_base = 1,
                "0" => self.winboard_rank_base = 0,
                _ => {
                    return Err(RulesError::BadValue {
                        key: "winboard.rank_base",
                        value: value.to_string(),
                        expected: vec!["1", "0"],
                    })
                }
            },
            "maka.promotion" => en!("maka.promotion", MakaPromotion, maka_promotion),
            "maka.contagion" => en!("maka.contagion", Contagion, contagion),
            "maka.contagion_swap" => en!("maka.contagion_swap", ContagionSwap, contagion_swap),
            "maka.emperor" => en!("maka.emperor", Emperor, emperor),
            "maka.lion_dog" => en!("maka.lion_dog", LionDog, lion_dog),
            "maka.teaching_king" => en!("maka.teaching_king", TeachingKing, teaching_king),
            "maka.furious_fiend" => en!("maka.furious_fiend", FuriousFiend, furious_fiend),
            "maka.hook_capture" => en!("maka.hook_capture", HookCapture, hook_capture),
            "maka.kirin_phoenix_promotion" => {
                en!("maka.kirin_phoenix_promotion", KirinPhoenix, kirin_phoenix)
            }
            "maka.deva" => en!("maka.deva", Deva, deva),
            "maka.free_dragon" => en!("maka.free_dragon", FreeDragon, free_dragon),
            "maka.free_wolf" => en!("maka.free_wolf", FreeWolf, free_wolf),
            "maka.free_boar" => en!("maka.free_boar", FreeBoar, free_boar),
            "maka.free_bear" => en!("maka.free_bear", FreeBear, free_bear),
            "maka.blind_bear" => en!("maka.blind_bear", BlindBear, blind_bear),
            "maka.old_rat" => en!("maka.old_rat", OldRat, old_rat),
            "maka.donkey" => en!("maka.donkey", Donkey, donkey),
            "maka.wrestler" => en!("maka.wrestler", Wrestler, wrestler),
            "maka.she_devil" => en!("maka.she_devil", SheDevil, she_devil),
            "maka.buddhist_devil" => en!("maka.buddhist_devil", BuddhistDevil, buddhist_devil),
            "maka.side_flier" => en!("maka.side_flier", SideFlier, side_flier),
            "maka.chinese_cock" => en!("maka.chinese_cock", ChineseCock, chinese_cock),
            "maka.old_monkey" => en!("maka.old_monkey", OldMonkey, old_monkey),
            "maka.reclining_dragon" => {
                en!("maka.reclining_dragon", RecliningDragon, reclining_dragon)
            }
            "maka.coiled_serpent" => en!("maka.coiled_serpent", CoiledSerpent, coiled_serpent),
            "maka.wizard_stork" => en!("maka.wizard_stork", WizardStork, wizard_stork),
            "maka.mountain_witch" => en!("maka.mountain_witch", MountainWitch, mountain_witch),
            "maka.repetition" => en!("maka.repetition", Repetition, repetition),
            "maka.end.checkmate" => en!("maka.end.checkmate", Checkmate, checkmate),
            "maka.end.bare_king" => match value {
                "none" => self.bare_king = BareKing::None,
                "jcsa" => self.bare_king = BareKing::Jcsa,
                _ => {
                    return Err(RulesError::BadValue {
                        key: "maka.end.bare_king",
                        value: value.to_string(),
                        expected: vec!["none", "jcsa"],
                    })
                }
            },
            "maka.end.no_legal_moves" => {
                if value != "loss" {
                    return Err(RulesError::BadValue {
                        key: "maka.end.no_legal_moves",
                        value: value.to_string(),
                        expected: vec!["loss"],
                    });
                }
            }
            other => return Err(RulesError::UnknownOption(other.to_string())),
        }
        Ok(())
    }

    /// The value of an option by key, as text (`None` for a key that is not an option of the
    /// rules' variant).
    pub fn get(&self, key: &str) -> Option<String> {
        if !Rules::option_keys(self.variant).contains(&key) {
            return None;
        }
        Some(match key {
            "chu.promotion.rule" => self.promotion_rule.as_str().into(),
            "chu.promotion.pawn_last_rank" => "true".into(),
            "chu.promotion.lance_last_rank" => self.lance_last_rank.to_string(),
            "chu.promotion.gobetween_last_rank" => self.gobetween_last_rank.to_string(),
            "chu.lion.protection_eval" => self.protection_eval.as_str().into(),
            "chu.lion.protection_depth" => self.protection_depth.as_str().into(),
            "chu.lion.counterstrike" => self.counterstrike.as_str().into(),
            "chu.lion.counterstrike_same_square" => self.counterstrike_same_square.to_string(),
            "chu.repetition" => self.repetition.as_str().into(),
            "chu.end.checkmate" => self.checkmate.as_str().into(),
            "chu.end.bare_king" => self.bare_king.as_str().into(),
            "chu.end.two_royals" => self.two_royals.as_str().into(),
            "chu.end.no_legal_moves" => "loss".into(),
            "heisei.adjacency" => self.heisei_adjacency.as_str().into(),
            "heisei.drop_promotion" => self.heisei_drop_promotion.as_str().into(),
            "winboard.rank_base" => self.winboard_rank_base.to_string(),
            "maka.promotion" => self.maka_promotion.as_str().into(),
            "maka.contagion" => self.contagion.as_str().into(),
            "maka.contagion_swap" => self.contagion_swap.as_str().into(),
            "maka.emperor" => self.emperor.as_str().into(),
            "maka.lion_dog" => self.lion_dog.as_str().into(),
            "maka.teaching_king" => self.teaching_king.as_str().into(),
            "maka.furious_fiend" => self.furious_fiend.as_str().into(),
            "maka.hook_capture" => self.hook_capture.as_str().into(),
            "maka.kirin_phoenix_promotion" => self.kirin_phoenix.as_str().into(),
            "maka.deva" => self.deva.as_str().into(),
            "maka.free_dragon" => self.free_dragon.as_str().into(),
            "maka.free_wolf" => self.free_wolf.as_str().into(),
            "maka.free_boar" => self.free_boar.as_str().into(),
            "maka.free_bear" => self.free_bear.as_str().into(),
            "maka.blind_bear" => self.blind_bear.as_str().into(),
            "maka.old_rat" => self.old_rat.as_str().into(),
            "maka.donkey" => self.donkey.as_str().into(),
            "maka.wrestler" => self.wrestler.as_str().into(),
            "maka.she_devil" => self.she_devil.as_str().into(),
            "maka.buddhist_devil" => self.buddhist_devil.as_str().into(),
            "maka.side_flier" => self.side_flier.as_str().into(),
            "maka.chinese_cock" => self.chinese_cock.as_str().into(),
            "maka.old_monkey" => self.old_monkey.as_str().into(),
            "maka.reclining_dragon" => self.reclining_dragon.as_str().into(),
            "maka.coiled_serpent" => self.coiled_serpent.as_str().into(),
            "maka.wizard_stork" => self.wizard_stork.as_str().into(),
            "maka.mountain_witch" => self.mountain_witch.as_str().into(),
            "maka.repetition" => self.repetition.as_str().into(),
            "maka.end.checkmate" => self.checkmate.as_str().into(),
            "maka.end.bare_king" => self.bare_king.as_str().into(),
            "maka.end.no_legal_moves" => "loss".into(),
            _ => return None,
        })
    }

    /// The options whose values differ from the variant's `standard` preset, as
    /// `(key, value)` pairs in documentation order (the setup is not an option: see
    /// [`Rules::setup`]).
    pub fn differences(&self) -> Vec<(&'static str, String)> {
        let base = Rules::standard(self.variant);
        Rules::option_keys(self.variant)
            .iter()
            .filter_map(|&k| {
                let v = self.get(k)?;
                (base.get(k).as_deref() != Some(v.as_str())).then_some((k, v))
            })
            .collect()
    }

    /// Board size of the variant.
    pub const fn dimensions(&self) -> crate::Dimensions {
        match self.variant {
            Variant::Chu => crate::Dimensions {
                files: 12,
                ranks: 12,
            },
            Variant::Maka => crate::Dimensions {
                files: 19,
                ranks: 19,
            },
        }
    }

    /// Whether the Chu lion-trading rules (§10) apply.
    pub const fn lion_trading(&self) -> bool {
        matches!(self.variant, Variant::Chu)
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::standard(Variant::Chu)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jcsa_preset_differences() {
        let r = Rules::preset(Variant::Chu, "jcsa").unwrap();
        let keys: Vec<_> = r.differences().into_iter().map(|(k, _)| k).collect();
        assert_eq!(
            keys,
            vec![
                "chu.promotion.lance_last_rank",
                "chu.lion.counterstrike",
                "chu.lion.counterstrike_same_square",
                "chu.repetition",
                "chu.end.checkmate",
                "chu.end.two_royals"
            ]
        );
    }

    #[test]
    fn every_key_round_trips() {
        let r = Rules::standard(Variant::Chu);
        for k in OPTION_KEYS {
            let v = r.get(k).unwrap();
            let mut r2 = r;
            r2.set(k, &v).unwrap();
            assert_eq!(r2, r);
        }
    }

    #[test]
    fn every_maka_key_and_value_round_trips() {
        let r = Rules::standard(Variant::Maka);
        let mut n = 0;
        for k in MAKA_OPTION_KEYS {
            let v = r.get(k).unwrap();
            let mut r2 = r;
            r2.set(k, &v).unwrap();
            assert_eq!(r2, r);
            // Every other value the error message lists is accepted and read back.
            let mut r3 = r;
            if let Err(RulesError::BadValue { expected, .. }) = r3.set(k, "no-such-value") {
                for e in expected {
                    r3.set(k, e).unwrap();
                    assert_eq!(r3.get(k).as_deref(), Some(e));
                    n += 1;
                }
            }
        }
        assert!(n > 60, "{n}");
        assert!(r.differences().is_empty());
    }

    #[test]
    fn maka_presets() {
        let r = Rules::preset(Variant::Maka, "maka_jp_revival").unwrap();
        let keys: Vec<_> = r.differences().into_iter().map(|(k, _)| k).collect();
        assert_eq!(
            keys,
            vec![
                "maka.promotion",
                "maka.contagion",
                "maka.kirin_phoenix_promotion",
                "maka.free_bear",
                "maka.blind_bear"
            ]
        );
        let e = Rules::preset(Variant::Maka, "hishigata").unwrap_err();
        assert_eq!(e, RulesError::DisabledPreset("hishigata".into()));
        assert!(e.to_string().contains("disabled"));
        let mut m = Rules::standard(Variant::Maka);
        let e = m.set("chu.lion.counterstrike", "off").unwrap_err();
        assert!(matches!(e, RulesError::OptionNotInVariant { .. }), "{e}");
        assert!(Rules::standard(Variant::Chu)
            .set("maka.deva", "sz")
            .is_err());
        assert_eq!(Rules::standard(Variant::Maka).get("chu.repetition"), None);
    }

    #[test]
    fn errors_name_the_key_and_values() {
        let mut r = Rules::standard(Variant::Chu);
        let e = r.set("chu.repetition", "fivefold").unwrap_err().to_string();
        assert!(e.contains("chu.repetition") && e.contains("lishogi"), "{e}");
        let e = r.set("chu.nope", "x").unwrap_err().to_string();
        assert!(e.contains("chu.nope"), "{e}");
        assert!(Rules::preset(Variant::Chu, "hishigata").is_err());
    }
}
