//! Variants, rule options and presets (`rules/README.md`, "Presets" and "Rule options").
//!
//! Every point on which the historical sources disagree is a named option with a default. A
//! [`Rules`] value holds the variant and all option values; [`Rules::preset`] builds a named
//! preset and [`Rules::set`] changes one option by its documented key, so that a game record
//! can store the preset plus the options that differ from it ([`Rules::differences`]).

use core::fmt;

mod options;

use options::OptionText;
pub use options::*;

/// The game played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Chu Shogi, 12×12.
    Chu,
    /// Maka Dai Dai Shogi, 19×19 (`maka-dai-dai-shogi.md`).
    Maka,
    /// Dai Shogi, 15×15 (`docs/rules/dai-shogi.md`).
    Dai,
    /// Dai Dai Shogi, 17×17 (`docs/rules/dai-dai-shogi.md`).
    DaiDai,
    /// Tenjiku Shogi, 16×16 (`docs/rules/tenjiku-shogi.md`).
    Tenjiku,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 5] = [
        Variant::Chu,
        Variant::Maka,
        Variant::Dai,
        Variant::DaiDai,
        Variant::Tenjiku,
    ];

    /// How many variants there are (the length of arrays indexed by [`Variant::index`]).
    pub const COUNT: usize = Variant::ALL.len();

    /// The variant's index in [`Variant::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name used on the command line and in game records (`chu`, `maka`, `dai`, `daidai`).
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Chu => "chu",
            Variant::Maka => "maka",
            Variant::Dai => "dai",
            Variant::DaiDai => "daidai",
            Variant::Tenjiku => "tenjiku",
        }
    }

    /// The game's name as players write it (`Chu Shogi`, `Maka Dai Dai Shogi`).
    pub const fn title(self) -> &'static str {
        match self {
            Variant::Chu => "Chu Shogi",
            Variant::Maka => "Maka Dai Dai Shogi",
            Variant::Dai => "Dai Shogi",
            Variant::DaiDai => "Dai Dai Shogi",
            Variant::Tenjiku => "Tenjiku Shogi",
        }
    }

    /// Parses a variant name (case-insensitive).
    pub fn parse(text: &str) -> Option<Variant> {
        match text.trim().to_ascii_lowercase().as_str() {
            "chu" | "chushogi" | "chu_shogi" | "chu-shogi" => Some(Variant::Chu),
            "maka" | "makadaidai" | "maka_dai_dai" | "maka-dai-dai" | "maka_dai_dai_shogi"
            | "maka-dai-dai-shogi" | "makadaidaishogi" => Some(Variant::Maka),
            "dai" | "daishogi" | "dai_shogi" | "dai-shogi" => Some(Variant::Dai),
            "daidai" | "dai_dai" | "dai-dai" | "daidaishogi" | "dai_dai_shogi"
            | "dai-dai-shogi" => Some(Variant::DaiDai),
            "tenjiku" | "tenjikushogi" | "tenjiku_shogi" | "tenjiku-shogi" => {
                Some(Variant::Tenjiku)
            }
            _ => None,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The starting arrangement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Setup {
    /// The ordinary setup of the variant.
    Standard,
    /// Heisei Chu Shogi: 14 pieces per side set aside, one drop per game (`chu-shogi.md` §14).
    Heisei,
    /// Hishigata Shogi, Maka Dai Dai Shogi's pieces in a diamond (`maka-dai-dai-shogi.md`
    /// §10): the setup of the seed's diagram, provisional ([`crate::setup::HISHIGATA_BLACK`]
    /// lists it with its doubts).
    Hishigata,
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
    /// `daidai.promotion`.
    pub daidai_promotion: DaiDaiPromotion,
    /// `daidai.free_demon`.
    pub free_demon: FreeDemon,
    /// `daidai.free_dream_eater`.
    pub free_dream_eater: FreeDreamEater,
    /// `daidai.neighboring_king`.
    pub neighboring_king: NeighboringKing,
    /// `tenjiku.fire_demon.slide`.
    pub fire_demon_slide: FireDemonSlide,
    /// `tenjiku.area_moves`.
    pub area_moves: AreaMoves,
    /// `tenjiku.area_moves.return`.
    pub area_return: AreaReturn,
    /// `tenjiku.fire_demon.promotion_burn`.
    pub promotion_burn: PromotionBurn,
    /// `tenjiku.fire_demon.suicide`.
    pub demon_suicide: DemonSuicide,
    /// `tenjiku.passive_burn.scope`.
    pub burn_scope: BurnScope,
    /// `tenjiku.passive_burn.captured_demon`.
    pub captured_demon: CapturedDemon,
    /// `tenjiku.jump.mode`.
    pub jump_mode: JumpMode,
    /// `tenjiku.jump.victim`.
    pub jump_victim: JumpVictim,
    /// `tenjiku.lion_hawk`.
    pub lion_hawk: LionHawk,
    /// `tenjiku.free_eagle`.
    pub free_eagle: FreeEagle,
    /// `tenjiku.promotion.intermediate_square`.
    pub intermediate_square: IntermediateSquare,
    /// `tenjiku.promotion.dead_pieces`.
    pub dead_pieces: DeadPieces,
    /// `tenjiku.end.both_royals_lost`.
    pub both_royals_lost: BothRoyalsLost,
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
                let all: Vec<&str> = Variant::ALL
                    .iter()
                    .flat_map(|&v| Rules::option_keys(v))
                    .copied()
                    .collect();
                write!(
                    f,
                    "unknown rule option `{k}`; known options: {}",
                    all.join(", ")
                )
            }
            RulesError::OptionNotInVariant { key, variant } => write!(
                f,
                "`{key}` is not an option of {variant}; its options are: {}",
                Rules::option_keys(*variant).join(", ")
            ),
            RulesError::BadValue {
                key,
                value,
                expected,
            } => {
                write!(
                    f,
                    "bad value `{value}` for `{key}`; expected one of: {}",
                    expected.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for RulesError {}

/// Every option key of Chu Shogi, in documentation order (kept under this name for existing
/// callers; [`Rules::option_keys`] gives the keys of any variant).
pub const OPTION_KEYS: &[&str] = CHU_OPTION_KEYS;

/// The rule options, declared once: each key (in documentation order) with the field it sets
/// and how its value is written. Generates the key list of each variant and the setter and
/// getter behind [`Rules::set`] and [`Rules::get`]. Kinds of option:
/// * `value(field: Type)`: one of the values of an `option_enum!` type;
/// * `flag(field)`: `true` or `false`;
/// * `fixed("text")`: the one value the rule set supports (the key is documented, not variable);
/// * `one_of(field: "text" => value, …)`: a few listed values.
macro_rules! rule_options {
    ($($(#[$doc:meta])* $list:ident { $($key:literal => $kind:ident $args:tt),* $(,)? })*) => {
        $($(#[$doc])* pub const $list: &[&str] = &[$($key),*];)*

        impl Rules {
            /// Sets an option of either variant by key (the variant is checked by the caller).
            fn set_option(&mut self, key: &str, value: &str) -> Result<(), RulesError> {
                match key {
                    $($($key => rule_options!(@set self, $key, value, $kind $args),)*)*
                    other => return Err(RulesError::UnknownOption(other.to_string())),
                }
                Ok(())
            }

            /// The value of an option of either variant by key.
            fn get_option(&self, key: &str) -> Option<String> {
                Some(match key {
                    $($($key => rule_options!(@get self, $kind $args),)*)*
                    _ => return None,
                })
            }
        }
    };
    (@set $s:ident, $key:literal, $v:ident, value($field:ident: $ty:ty)) => {
        $s.$field = <$ty>::parse($v).ok_or_else(|| RulesError::BadValue {
            key: $key,
            value: $v.to_string(),
            expected: <$ty>::ALL.iter().map(|v| v.as_str()).collect(),
        })?
    };
    (@set $s:ident, $key:literal, $v:ident, flag($field:ident)) => {
        $s.$field = parse_bool($key, $v)?
    };
    (@set $s:ident, $key:literal, $v:ident, fixed($text:literal)) => {
        if $v != $text {
            return Err(RulesError::BadValue {
                key: $key,
                value: $v.to_string(),
                expected: vec![$text],
            });
        }
    };
    (@set $s:ident, $key:literal, $v:ident, one_of($field:ident: $($text:literal => $val:expr),+)) => {
        match $v {
            $($text => $s.$field = $val,)+
            _ => {
                return Err(RulesError::BadValue {
                    key: $key,
                    value: $v.to_string(),
                    expected: vec![$($text),+],
                })
            }
        }
    };
    (@get $s:ident, fixed($text:literal)) => {
        $text.into()
    };
    (@get $s:ident, $kind:ident($field:ident $($rest:tt)*)) => {
        OptionText::text(&$s.$field)
    };
}

rule_options! {
    /// Every option key of Chu Shogi, in documentation order.
    CHU_OPTION_KEYS {
        "chu.promotion.rule" => value(promotion_rule: PromotionRule),
        "chu.promotion.pawn_last_rank" => fixed("true"),
        "chu.promotion.lance_last_rank" => flag(lance_last_rank),
        "chu.promotion.gobetween_last_rank" => flag(gobetween_last_rank),
        "chu.lion.protection_eval" => value(protection_eval: ProtectionEval),
        "chu.lion.protection_depth" => value(protection_depth: ProtectionDepth),
        "chu.lion.counterstrike" => value(counterstrike: Counterstrike),
        "chu.lion.counterstrike_same_square" => flag(counterstrike_same_square),
        "chu.repetition" => value(repetition: Repetition),
        "chu.end.checkmate" => value(checkmate: Checkmate),
        "chu.end.bare_king" => value(bare_king: BareKing),
        "chu.end.two_royals" => value(two_royals: TwoRoyals),
        "chu.end.no_legal_moves" => fixed("loss"),
        "heisei.adjacency" => value(heisei_adjacency: Adjacency),
        "heisei.drop_promotion" => value(heisei_drop_promotion: DropPromotion),
        "winboard.rank_base" => one_of(winboard_rank_base: "1" => 1, "0" => 0),
    }
    /// Every option key of Maka Dai Dai Shogi, in documentation order (`rules/README.md`).
    MAKA_OPTION_KEYS {
        "maka.promotion" => value(maka_promotion: MakaPromotion),
        "maka.contagion" => value(contagion: Contagion),
        "maka.contagion_swap" => value(contagion_swap: ContagionSwap),
        "maka.emperor" => value(emperor: Emperor),
        "maka.lion_dog" => value(lion_dog: LionDog),
        "maka.teaching_king" => value(teaching_king: TeachingKing),
        "maka.furious_fiend" => value(furious_fiend: FuriousFiend),
        "maka.hook_capture" => value(hook_capture: HookCapture),
        "maka.kirin_phoenix_promotion" => value(kirin_phoenix: KirinPhoenix),
        "maka.deva" => value(deva: Deva),
        "maka.free_dragon" => value(free_dragon: FreeDragon),
        "maka.free_wolf" => value(free_wolf: FreeWolf),
        "maka.free_boar" => value(free_boar: FreeBoar),
        "maka.free_bear" => value(free_bear: FreeBear),
        "maka.blind_bear" => value(blind_bear: BlindBear),
        "maka.old_rat" => value(old_rat: OldRat),
        "maka.donkey" => value(donkey: Donkey),
        "maka.wrestler" => value(wrestler: Wrestler),
        "maka.she_devil" => value(she_devil: SheDevil),
        "maka.buddhist_devil" => value(buddhist_devil: BuddhistDevil),
        "maka.side_flier" => value(side_flier: SideFlier),
        "maka.chinese_cock" => value(chinese_cock: ChineseCock),
        "maka.old_monkey" => value(old_monkey: OldMonkey),
        "maka.reclining_dragon" => value(reclining_dragon: RecliningDragon),
        "maka.coiled_serpent" => value(coiled_serpent: CoiledSerpent),
        "maka.wizard_stork" => value(wizard_stork: WizardStork),
        "maka.mountain_witch" => value(mountain_witch: MountainWitch),
        "maka.repetition" => value(repetition: Repetition),
        "maka.end.checkmate" => value(checkmate: Checkmate),
        "maka.end.bare_king" => one_of(
            bare_king: "none" => BareKing::None, "jcsa" => BareKing::Jcsa
        ),
        "maka.end.no_legal_moves" => fixed("loss"),
    }
    /// Every option key of Dai Shogi, in documentation order (`dai-shogi.md` §8): Chu's
    /// promotion, repetition and game-end options under Dai's names.
    DAI_OPTION_KEYS {
        "dai.promotion.rule" => value(promotion_rule: PromotionRule),
        "dai.promotion.pawn_last_rank" => fixed("true"),
        "dai.promotion.lance_last_rank" => flag(lance_last_rank),
        "dai.promotion.gobetween_last_rank" => flag(gobetween_last_rank),
        "dai.repetition" => value(repetition: Repetition),
        "dai.end.checkmate" => value(checkmate: Checkmate),
        "dai.end.bare_king" => value(bare_king: BareKing),
        "dai.end.two_royals" => value(two_royals: TwoRoyals),
        "dai.end.no_legal_moves" => fixed("loss"),
    }
    /// Every option key of Dai Dai Shogi, in documentation order (`dai-dai-shogi.md` §9): its
    /// own promotion and movement options, and Maka's lion dog, furious fiend and hook options
    /// under Dai Dai's names.
    DAIDAI_OPTION_KEYS {
        "daidai.promotion" => value(daidai_promotion: DaiDaiPromotion),
        "daidai.free_demon" => value(free_demon: FreeDemon),
        "daidai.free_dream_eater" => value(free_dream_eater: FreeDreamEater),
        "daidai.neighboring_king" => value(neighboring_king: NeighboringKing),
        "daidai.lion_dog" => value(lion_dog: LionDog),
        "daidai.furious_fiend" => value(furious_fiend: FuriousFiend),
        "daidai.hook_capture" => value(hook_capture: HookCapture),
        "daidai.end.checkmate" => value(checkmate: Checkmate),
        "daidai.end.bare_king" => one_of(
            bare_king: "none" => BareKing::None, "jcsa" => BareKing::Jcsa
        ),
        "daidai.end.no_legal_moves" => fixed("loss"),
        "daidai.repetition" => value(repetition: Repetition),
    }
    /// Every option key of Tenjiku Shogi, in documentation order (`tenjiku-shogi.md` §20): its
    /// fire demon, jumping generals, lion hawk and free eagle, and Chu's promotion, repetition
    /// and game-end options under Tenjiku's names.
    TENJIKU_OPTION_KEYS {
        "tenjiku.fire_demon.slide" => value(fire_demon_slide: FireDemonSlide),
        "tenjiku.area_moves" => value(area_moves: AreaMoves),
        "tenjiku.area_moves.return" => value(area_return: AreaReturn),
        "tenjiku.fire_demon.promotion_burn" => value(promotion_burn: PromotionBurn),
        "tenjiku.fire_demon.suicide" => value(demon_suicide: DemonSuicide),
        "tenjiku.passive_burn.scope" => value(burn_scope: BurnScope),
        "tenjiku.passive_burn.captured_demon" => value(captured_demon: CapturedDemon),
        "tenjiku.jump.mode" => value(jump_mode: JumpMode),
        "tenjiku.jump.victim" => value(jump_victim: JumpVictim),
        "tenjiku.lion_hawk" => value(lion_hawk: LionHawk),
        "tenjiku.free_eagle" => value(free_eagle: FreeEagle),
        "tenjiku.promotion.rule" => one_of(
            promotion_rule: "jcsa" => PromotionRule::Jcsa, "msm" => PromotionRule::Msm
        ),
        "tenjiku.promotion.intermediate_square" => value(intermediate_square: IntermediateSquare),
        "tenjiku.promotion.pawn_last_rank" => fixed("true"),
        "tenjiku.promotion.lance_last_rank" => flag(lance_last_rank),
        "tenjiku.promotion.dead_pieces" => value(dead_pieces: DeadPieces),
        "tenjiku.end.both_royals_lost" => value(both_royals_lost: BothRoyalsLost),
        "tenjiku.end.checkmate" => value(checkmate: Checkmate),
        "tenjiku.end.bare_king" => one_of(
            bare_king: "none" => BareKing::None, "jcsa" => BareKing::Jcsa
        ),
        "tenjiku.end.no_legal_moves" => fixed("loss"),
        "tenjiku.repetition" => value(repetition: Repetition),
    }
}

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
                Variant::Chu | Variant::Dai => BareKing::Jcsa,
                Variant::Maka | Variant::DaiDai | Variant::Tenjiku => BareKing::None,
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
            daidai_promotion: DaiDaiPromotion::CaptureForced,
            free_demon: FreeDemon::BsRvR5,
            free_dream_eater: FreeDreamEater::BvRsR5,
            neighboring_king: NeighboringKing::FsfW,
            fire_demon_slide: FireDemonSlide::Sideways,
            area_moves: AreaMoves::King3,
            area_return: AreaReturn::Forbidden,
            promotion_burn: PromotionBurn::Immediate,
            demon_suicide: DemonSuicide::BurnNone,
            burn_scope: BurnScope::Enemy,
            captured_demon: CapturedDemon::Spared,
            jump_mode: JumpMode::CaptureLanding,
            jump_victim: JumpVictim::Any,
            lion_hawk: LionHawk::BishopLion,
            free_eagle: FreeEagle::Qd,
            intermediate_square: IntermediateSquare::Ignored,
            dead_pieces: DeadPieces::Allowed,
            both_royals_lost: BothRoyalsLost::MoverWins,
        }
    }

    /// The option keys of a variant, in documentation order.
    pub const fn option_keys(variant: Variant) -> &'static [&'static str] {
        match variant {
            Variant::Chu => CHU_OPTION_KEYS,
            Variant::Maka => MAKA_OPTION_KEYS,
            Variant::Dai => DAI_OPTION_KEYS,
            Variant::DaiDai => DAIDAI_OPTION_KEYS,
            Variant::Tenjiku => TENJIKU_OPTION_KEYS,
        }
    }

    /// The names of the presets of a variant.
    pub fn presets(variant: Variant) -> &'static [&'static str] {
        match variant {
            Variant::Chu => &["standard", "jcsa", "heisei"],
            Variant::Maka => &["standard", "maka_jp_revival", "hishigata"],
            Variant::Dai | Variant::DaiDai | Variant::Tenjiku => &["standard"],
        }
    }

    /// A named preset (case-insensitive).
    ///
    /// Maka's `hishigata` is Hishigata Shogi from the setup of the seed's diagram
    /// ([`Setup::Hishigata`], provisional: `maka-dai-dai-shogi.md` §10) with the teaching
    /// king Humby recommends, `maka.teaching_king = queen_only`.
    ///
    /// # Errors
    /// [`RulesError::UnknownPreset`] for a name the variant does not have.
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
            (Variant::Maka | Variant::Dai | Variant::DaiDai | Variant::Tenjiku, "standard") => {}
            (Variant::Maka, "maka_jp_revival") => {
                r.furious_fiend = FuriousFiend::LionPlusLionDog;
                r.kirin_phoenix = KirinPhoenix::LionQueen;
                r.maka_promotion = MakaPromotion::CaptureForced;
                r.contagion = Contagion::PromotedOnly;
                r.blind_bear = BlindBear::FsW;
                r.free_bear = FreeBear::BsR;
            }
            (Variant::Maka, "hishigata") => {
                r.setup = Setup::Hishigata;
                r.teaching_king = TeachingKing::QueenOnly;
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
        self.set_option(key, value)
    }

    /// The value of an option by key, as text (`None` for a key that is not an option of the
    /// rules' variant).
    pub fn get(&self, key: &str) -> Option<String> {
        if !Rules::option_keys(self.variant).contains(&key) {
            return None;
        }
        self.get_option(key)
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
            Variant::Dai => crate::Dimensions {
                files: 15,
                ranks: 15,
            },
            Variant::DaiDai => crate::Dimensions {
                files: 17,
                ranks: 17,
            },
            Variant::Tenjiku => crate::Dimensions {
                files: 16,
                ranks: 16,
            },
        }
    }

    /// The depth of the promotion zone in ranks: Chu's four (`chu-shogi.md` §9.1), Dai's five
    /// (`dai-shogi.md` §4), Dai Dai's six under `daidai.promotion = zone6`
    /// (`dai-dai-shogi.md` §6.2); Maka and Dai Dai's capture rules have no zone and keep Chu's
    /// figure for the tests that ask.
    pub const fn zone_depth(&self) -> u8 {
        match self.variant {
            Variant::Chu | Variant::Maka => 4,
            Variant::Dai | Variant::Tenjiku => 5,
            Variant::DaiDai => match self.daidai_promotion {
                DaiDaiPromotion::Zone6 => 6,
                _ => 4,
            },
        }
    }

    /// The promotion-by-capture rule in force, if promotion is by capture rather than by zone:
    /// Maka's `maka.promotion`, and Dai Dai's `daidai.promotion` unless it is `zone6`
    /// (`capture_forced` is Maka's `capture_forced`, `maka` Maka's default).
    pub const fn capture_promotion(&self) -> Option<MakaPromotion> {
        match self.variant {
            Variant::Maka => Some(self.maka_promotion),
            Variant::DaiDai => match self.daidai_promotion {
                DaiDaiPromotion::CaptureForced => Some(MakaPromotion::CaptureForced),
                DaiDaiPromotion::Maka => Some(MakaPromotion::CaptureOptionalPromotedForced),
                DaiDaiPromotion::Zone6 => None,
            },
            Variant::Chu | Variant::Dai | Variant::Tenjiku => None,
        }
    }

    /// Whether move generation needs Maka's powers (lion dog, hook moves, teleport, hops) and
    /// its overlapping-move checks: Maka and Dai Dai; and Tenjiku, whose area moves, jump
    /// captures, tetrarchs and burns are generated on the same path.
    pub const fn maka_powers(&self) -> bool {
        matches!(
            self.variant,
            Variant::Maka | Variant::DaiDai | Variant::Tenjiku
        )
    }

    /// Whether fire demons burn (Tenjiku).
    pub const fn burning(&self) -> bool {
        matches!(self.variant, Variant::Tenjiku)
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
        let r = Rules::preset(Variant::Maka, "hishigata").unwrap();
        assert_eq!(r.setup, Setup::Hishigata);
        assert_eq!(
            r.differences(),
            vec![("maka.teaching_king", "queen_only".to_string())]
        );
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
