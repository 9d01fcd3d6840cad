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
}

impl Variant {
    /// The name used on the command line and in game records (`chu`).
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Chu => "chu",
        }
    }

    /// Parses a variant name (case-insensitive).
    pub fn parse(text: &str) -> Option<Variant> {
        match text.trim().to_ascii_lowercase().as_str() {
            "chu" | "chushogi" | "chu_shogi" | "chu-shogi" => Some(Variant::Chu),
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
    /// `chu.repetition`.
    pub repetition: Repetition,
    /// `chu.end.checkmate`.
    pub checkmate: Checkmate,
    /// `chu.end.bare_king`.
    pub bare_king: BareKing,
    /// `chu.end.two_royals`.
    pub two_royals: TwoRoyals,
    /// `heisei.adjacency`.
    pub heisei_adjacency: Adjacency,
    /// `heisei.drop_promotion`.
    pub heisei_drop_promotion: DropPromotion,
    /// `winboard.rank_base`: 1 (king on f1) or 0 (king on f0).
    pub winboard_rank_base: u8,
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
                write!(
                    f,
                    "unknown rule option `{k}`; known options: {}",
                    OPTION_KEYS.join(", ")
                )
            }
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
            RulesError::DisabledPreset(p) => {
                write!(f, "preset `{p}` is disabled until its setup is confirmed")
            }
        }
    }
}

impl std::error::Error for RulesError {}

/// Every option key of Chu Shogi, in documentation order.
pub const OPTION_KEYS: &[&str] = &[
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
            promotion_rule: PromotionRule::Jcsa,
            lance_last_rank: true,
            gobetween_last_rank: false,
            protection_eval: ProtectionEval::WholeMove,
            protection_depth: ProtectionDepth::Pseudo,
            counterstrike: Counterstrike::Strict,
            counterstrike_same_square: true,
            repetition: Repetition::Lishogi,
            checkmate: Checkmate::CaptureOnly,
            bare_king: BareKing::Jcsa,
            two_royals: TwoRoyals::Auto,
            heisei_adjacency: Adjacency::KingStep,
            heisei_drop_promotion: DropPromotion::OnDropOrNextMove,
            winboard_rank_base: 1,
        }
    }

    /// The names of the presets of a variant.
    pub fn presets(variant: Variant) -> &'static [&'static str] {
        match variant {
            Variant::Chu => &["standard", "jcsa", "heisei"],
        }
    }

    /// A named preset (case-insensitive).
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
        match key.trim() {
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
            other => return Err(RulesError::UnknownOption(other.to_string())),
        }
        Ok(())
    }

    /// The value of an option by key, as text.
    pub fn get(&self, key: &str) -> Option<String> {
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
            _ => return None,
        })
    }

    /// The options whose values differ from the variant's `standard` preset, as
    /// `(key, value)` pairs in documentation order (the setup is not an option: see
    /// [`Rules::setup`]).
    pub fn differences(&self) -> Vec<(&'static str, String)> {
        let base = Rules::standard(self.variant);
        OPTION_KEYS
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
    fn errors_name_the_key_and_values() {
        let mut r = Rules::standard(Variant::Chu);
        let e = r.set("chu.repetition", "fivefold").unwrap_err().to_string();
        assert!(e.contains("chu.repetition") && e.contains("lishogi"), "{e}");
        let e = r.set("chu.nope", "x").unwrap_err().to_string();
        assert!(e.contains("chu.nope"), "{e}");
        assert!(Rules::preset(Variant::Chu, "hishigata").is_err());
    }
}
