//! The rules a game is played under: abapa (the default), the other rule sets of Awalé the
//! source texts describe, and Kalah (RULES.md, "Rule sets").

use crate::{BySide, Position, Setup, Side, PITS, SEEDS};

/// One of the five switches of Awalé's rules, each with two values: abapa's, and the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Switch {
    /// `grand-slam`: `no-capture` (a move that would take every seed of the opponent's row is
    /// legal and takes nothing) or `forbidden` (such a move is illegal unless every legal move is
    /// one; then it is played and takes nothing).
    GrandSlam,
    /// `stuck`: `takes` (a player who cannot feed the empty opponent takes every seed left) or
    /// `draw` (the game ends drawn at once, the seeds left where they are).
    Stuck,
    /// `win-at-25`: `yes` (25 seeds win at once) or `no` (the game is played to its end).
    WinAt25,
    /// `indetermination`: `no` or `yes` (as soon as no capture can happen any more, the game
    /// ends and each side takes its own row).
    Indetermination,
    /// `100-plies`: `yes` (100 plies without capture end the game) or `no` (only a repetition
    /// ends a long game without capture).
    HundredPlies,
}

impl Switch {
    /// The five switches, in the order a rules spec writes them.
    pub const ALL: [Switch; 5] = [
        Switch::GrandSlam,
        Switch::Stuck,
        Switch::WinAt25,
        Switch::Indetermination,
        Switch::HundredPlies,
    ];

    /// Its name in a rules spec: `grand-slam`, `stuck`, `win-at-25`, `indetermination`,
    /// `100-plies`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Switch::GrandSlam => "grand-slam",
            Switch::Stuck => "stuck",
            Switch::WinAt25 => "win-at-25",
            Switch::Indetermination => "indetermination",
            Switch::HundredPlies => "100-plies",
        }
    }

    /// Its two values as a rules spec writes them, abapa's first.
    #[must_use]
    pub const fn values(self) -> [&'static str; 2] {
        match self {
            Switch::GrandSlam => ["no-capture", "forbidden"],
            Switch::Stuck => ["takes", "draw"],
            Switch::WinAt25 | Switch::HundredPlies => ["yes", "no"],
            Switch::Indetermination => ["no", "yes"],
        }
    }

    /// The bit of [`Rules`] set when this switch does not take abapa's value.
    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// Set in [`Rules`] for Kalah, whose rules have no switch.
const KALAH: u8 = 1 << 5;

/// The rules of a game: abapa, another rule set of Awalé (five [`Switch`]es), or Kalah.
///
/// One byte, so that a [`Position`] carries its rules at no cost. Written as a preset name
/// (`abapa`, `awale`, `pat`, `kalah`) or as the switches that differ from abapa,
/// comma-separated: `grand-slam=forbidden,stuck=draw` (see its `FromStr` and `Display`).
///
/// ```
/// use kawu_engine::{Rules, Switch};
///
/// let awale: Rules = "awale".parse()?;
/// assert_eq!(awale, Rules::AWALE);
/// assert!(awale.grand_slam_forbidden() && !awale.win_at_25() && awale.indetermination());
/// let custom: Rules = "stuck=draw, 100-plies=no".parse()?;
/// assert_eq!(custom.to_string(), "stuck=draw,100-plies=no");
/// assert_eq!(custom.value(Switch::Stuck), "draw");
/// assert_eq!("stuck=draw".parse::<Rules>()?.to_string(), "pat");
/// # Ok::<(), kawu_engine::ParseRulesError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Rules(u8);

impl Rules {
    /// Abapa, the rules kawu plays by default (RULES.md): every switch at its first value.
    pub const ABAPA: Rules = Rules(0);
    /// The school rules of two sources: `grand-slam=forbidden,win-at-25=no,indetermination=yes`.
    pub const AWALE: Rules =
        Rules(Switch::GrandSlam.bit() | Switch::WinAt25.bit() | Switch::Indetermination.bit());
    /// Abapa with `stuck=draw`: the "pat" of one source.
    pub const PAT: Rules = Rules(Switch::Stuck.bit());
    /// Kalah: six seeds a pit, a store for each side, another move after a last seed in the
    /// store. It has no 25 (the switch reads `no`); the other switches do not apply.
    pub const KALAH: Rules = Rules(KALAH | Switch::WinAt25.bit());

    /// The presets with their names.
    pub const PRESETS: [(&'static str, Rules); 4] = [
        ("abapa", Rules::ABAPA),
        ("awale", Rules::AWALE),
        ("pat", Rules::PAT),
        ("kalah", Rules::KALAH),
    ];

    /// The name of the preset these rules are, if they are one.
    #[must_use]
    pub fn preset(self) -> Option<&'static str> {
        Rules::PRESETS
            .iter()
            .find(|&&(_, rules)| rules == self)
            .map(|&(name, _)| name)
    }

    /// True for Kalah.
    #[inline(always)]
    #[must_use]
    pub const fn is_kalah(self) -> bool {
        self.0 & KALAH != 0
    }

    /// True when a grand slam is illegal unless every legal move is one.
    #[inline(always)]
    #[must_use]
    pub const fn grand_slam_forbidden(self) -> bool {
        self.0 & Switch::GrandSlam.bit() != 0
    }

    /// True when a player who cannot feed ends the game drawn (false: they take the seeds left).
    #[inline(always)]
    #[must_use]
    pub const fn stuck_draw(self) -> bool {
        self.0 & Switch::Stuck.bit() != 0
    }

    /// True when 25 captured seeds win at once.
    #[inline(always)]
    #[must_use]
    pub const fn win_at_25(self) -> bool {
        self.0 & Switch::WinAt25.bit() == 0
    }

    /// True when the game ends as soon as no capture can happen any more.
    #[inline(always)]
    #[must_use]
    pub const fn indetermination(self) -> bool {
        self.0 & Switch::Indetermination.bit() != 0
    }

    /// True when 100 plies in a row without capture end the game.
    #[inline(always)]
    #[must_use]
    pub const fn hundred_plies(self) -> bool {
        self.0 & Switch::HundredPlies.bit() == 0
    }

    /// The value of `switch` as a rules spec writes it.
    #[must_use]
    pub const fn value(self, switch: Switch) -> &'static str {
        switch.values()[(self.0 & switch.bit() != 0) as usize]
    }

    /// These rules with `switch` set to `value` (one of [`Switch::values`], in any letter case),
    /// or `None` when the switch has no such value. Kalah's rules have no switch: they are given
    /// back unchanged.
    #[must_use]
    pub fn with(self, switch: Switch, value: &str) -> Option<Rules> {
        let other = switch
            .values()
            .iter()
            .position(|v| v.eq_ignore_ascii_case(value))?;
        Some(match (self.is_kalah(), other) {
            (true, _) => self,
            (false, 0) => Rules(self.0 & !switch.bit()),
            (false, _) => Rules(self.0 | switch.bit()),
        })
    }

    /// Seeds in play: 48, or 72 in Kalah.
    #[inline(always)]
    #[must_use]
    pub const fn seeds(self) -> u8 {
        if self.is_kalah() {
            72
        } else {
            SEEDS
        }
    }

    /// The start of a game under these rules: the seeds spread evenly, South to move.
    #[must_use]
    pub const fn start(self) -> Position {
        let setup = Setup {
            pits: [self.seeds() / PITS as u8; PITS],
            score: BySide::new(0, 0),
            to_move: Side::South,
        };
        Position::from_valid_setup(setup, self)
    }
}
