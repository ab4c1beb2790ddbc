//! The rules spec: a preset name (`abapa`, `awale`, `pat`, `kalah`) or the switches that differ
//! from abapa, comma-separated: `grand-slam=forbidden,stuck=draw`.
//!
//! Reading accepts spaces around the spec, its parts and their `=`, and any letter case, and
//! takes an unnamed switch as abapa's; writing prints the preset name when the rules are one,
//! else the switches that differ from abapa in the order of [`Switch::ALL`].

use std::fmt;
use std::str::FromStr;

use super::excerpt;
use crate::{Rules, Switch};

/// Why a text is not a rules spec; each says which part is wrong, quoting at most an
/// [`excerpt()`] of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseRulesError {
    /// A part is neither a preset nor `switch=value` (a preset is written alone).
    NotASwitch(String),
    /// No switch has this name.
    UnknownSwitch(String),
    /// The switch does not take this value.
    BadValue(Switch, String),
    /// The switch is set twice.
    Twice(Switch),
}

impl fmt::Display for ParseRulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("bad rules: ")?;
        match self {
            ParseRulesError::NotASwitch(part) => write!(
                f,
                "{part:?} is neither a preset (abapa, awale, pat, kalah) written alone nor a \
                 switch such as grand-slam=forbidden"
            ),
            ParseRulesError::UnknownSwitch(name) => {
                write!(f, "there is no switch {name:?}; the switches are")?;
                for (i, switch) in Switch::ALL.iter().enumerate() {
                    let separator = if i == 0 { " " } else { ", " };
                    write!(f, "{separator}{}", switch.name())?;
                }
                Ok(())
            }
            ParseRulesError::BadValue(switch, value) => {
                let [abapa, other] = switch.values();
                let name = switch.name();
                write!(f, "{name} is {value:?}: it is {abapa} or {other}")
            }
            ParseRulesError::Twice(switch) => write!(f, "{} is set twice", switch.name()),
        }
    }
}

impl std::error::Error for ParseRulesError {}

impl FromStr for Rules {
    type Err = ParseRulesError;

    fn from_str(text: &str) -> Result<Rules, ParseRulesError> {
        let named = |name: &str| {
            Rules::PRESETS
                .iter()
                .find(|(preset, _)| preset.eq_ignore_ascii_case(name))
                .map(|&(_, rules)| rules)
        };
        if let Some(rules) = named(text.trim()) {
            return Ok(rules);
        }
        let mut rules = Rules::ABAPA;
        let mut set = [false; Switch::ALL.len()];
        for part in text.split(',') {
            let (name, value) = part
                .split_once('=')
                .map(|(name, value)| (name.trim(), value.trim()))
                .ok_or_else(|| ParseRulesError::NotASwitch(excerpt(part.trim())))?;
            let switch = Switch::ALL
                .into_iter()
                .find(|switch| switch.name().eq_ignore_ascii_case(name))
                .ok_or_else(|| ParseRulesError::UnknownSwitch(excerpt(name)))?;
            if std::mem::replace(&mut set[switch as usize], true) {
                return Err(ParseRulesError::Twice(switch));
            }
            rules = rules
                .with(switch, value)
                .ok_or_else(|| ParseRulesError::BadValue(switch, excerpt(value)))?;
        }
        Ok(rules)
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(name) = self.preset() {
            return f.write_str(name);
        }
        let mut separator = "";
        for switch in Switch::ALL {
            let value = self.value(switch);
            if value != switch.values()[0] {
                write!(f, "{separator}{}={value}", switch.name())?;
                separator = ",";
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rule set: Kalah and the 32 of Awalé.
    fn every_rule_set() -> Vec<Rules> {
        let mut all = vec![Rules::KALAH];
        for bits in 0..32u32 {
            let mut rules = Rules::ABAPA;
            for (i, switch) in Switch::ALL.into_iter().enumerate() {
                let value = switch.values()[usize::from(bits & (1 << i) != 0)];
                rules = rules.with(switch, value).expect("a value of the switch");
            }
            all.push(rules);
        }
        all
    }

    #[test]
    fn every_rule_set_round_trips_and_is_written_one_way() {
        let all = every_rule_set();
        let mut written: Vec<String> = all.iter().map(Rules::to_string).collect();
        for (rules, text) in all.iter().zip(&written) {
            assert_eq!(text.parse::<Rules>(), Ok(*rules), "{text}");
        }
        written.sort();
        written.dedup();
        assert_eq!(written.len(), 33, "33 rule sets, 33 texts");
    }

    #[test]
    fn presets_are_written_by_name_and_others_by_the_switches_that_differ() {
        assert_eq!(Rules::default(), Rules::ABAPA);
        let cases = [
            ("abapa", Rules::ABAPA, "abapa"),
            ("awale", Rules::AWALE, "awale"),
            ("pat", Rules::PAT, "pat"),
            ("kalah", Rules::KALAH, "kalah"),
            (
                "grand-slam=forbidden,stuck=takes,win-at-25=no,indetermination=yes",
                Rules::AWALE,
                "awale",
            ),
            ("stuck=draw", Rules::PAT, "pat"),
            ("grand-slam=no-capture", Rules::ABAPA, "abapa"),
            (
                " Grand-Slam = forbidden , STUCK=Draw ",
                Rules::PAT.with(Switch::GrandSlam, "forbidden").unwrap(),
                "grand-slam=forbidden,stuck=draw",
            ),
            (
                "100-plies=no,win-at-25=no",
                Rules::ABAPA
                    .with(Switch::WinAt25, "no")
                    .and_then(|r| r.with(Switch::HundredPlies, "no"))
                    .unwrap(),
                "win-at-25=no,100-plies=no",
            ),
            ("  KALAH\n", Rules::KALAH, "kalah"),
        ];
        for (text, rules, written) in cases {
            assert_eq!(text.parse::<Rules>(), Ok(rules), "{text}");
            assert_eq!(rules.to_string(), written);
        }
    }

    #[test]
    fn the_switches_say_what_the_presets_are() {
        let awale = Rules::AWALE;
        assert!(awale.grand_slam_forbidden() && !awale.stuck_draw() && !awale.win_at_25());
        assert!(awale.indetermination() && awale.hundred_plies() && !awale.is_kalah());
        let abapa = Rules::ABAPA;
        assert!(!abapa.grand_slam_forbidden() && !abapa.stuck_draw() && abapa.win_at_25());
        assert!(!abapa.indetermination() && abapa.hundred_plies());
        assert!(Rules::PAT.stuck_draw() && Rules::PAT.win_at_25());
        assert!(Rules::KALAH.is_kalah() && !Rules::KALAH.win_at_25());
        assert_eq!((Rules::ABAPA.seeds(), Rules::KALAH.seeds()), (48, 72));
        assert_eq!(Rules::KALAH.with(Switch::Stuck, "draw"), Some(Rules::KALAH));
        assert_eq!(Rules::ABAPA.with(Switch::Stuck, "yes"), None);
    }

    #[test]
    fn a_bad_spec_names_the_bad_part() {
        let error = |text: &str| text.parse::<Rules>().unwrap_err();
        assert_eq!(error(""), ParseRulesError::NotASwitch(String::new()));
        assert_eq!(
            error("abapa,stuck=draw"),
            ParseRulesError::NotASwitch("abapa".into())
        );
        assert_eq!(
            error("stuck=draw,"),
            ParseRulesError::NotASwitch(String::new())
        );
        assert_eq!(error("oware"), ParseRulesError::NotASwitch("oware".into()));
        assert_eq!(
            error("slam=forbidden"),
            ParseRulesError::UnknownSwitch("slam".into())
        );
        assert_eq!(
            error("stuck=draw,grand-slam=allowed"),
            ParseRulesError::BadValue(Switch::GrandSlam, "allowed".into())
        );
        assert_eq!(
            error("stuck=draw,stuck=takes"),
            ParseRulesError::Twice(Switch::Stuck)
        );
        let said = |text: &str| error(text).to_string();
        assert_eq!(
            said("grand-slam=allowed"),
            "bad rules: grand-slam is \"allowed\": it is no-capture or forbidden"
        );
        assert!(said("slam=x").contains("grand-slam, stuck, win-at-25, indetermination, 100-plies"));
        assert!(said("awale,pat").contains("\"awale\" is neither a preset"));
        assert!(said("stuck=takes,stuck=draw").ends_with("stuck is set twice"));
        let long = format!("stuck={}", "x".repeat(100_000));
        assert!(said(&long).len() < 120, "a long value is quoted cut");
    }
}
