//! The player's choices: who plays, how strong the computer is, language, board orientation,
//! animation speed, sound, the rules of a new game. Plain data with a text form for storage and `data-value` hooks.

use std::fmt;
use std::str::FromStr;

use kawu_ai::Level;
use kawu_engine::{Rules, Side};

/// Who sits at the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    /// One player against the computer.
    Computer,
    /// Two players sharing one device.
    TwoPlayers,
}

/// The languages of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Français.
    Fr,
    /// English.
    En,
}

/// How the board is turned in two-player mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Orientation {
    /// South always at the bottom.
    Fixed,
    /// The player to move at the bottom.
    TurnToPlayer,
}

/// How fast a sowing is animated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Speed {
    /// Slow enough to follow every seed.
    Slow,
    /// The default pace.
    Normal,
    /// Quick.
    Fast,
    /// No animation at all.
    Off,
}

impl Speed {
    /// Milliseconds between two seeds, or `None` when the animation is off.
    #[must_use]
    pub const fn seed_ms(self) -> Option<u32> {
        match self {
            Speed::Slow => Some(380),
            Speed::Normal => Some(220),
            Speed::Fast => Some(110),
            Speed::Off => None,
        }
    }
}

/// Whether the game makes sounds (the mute switch).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sound {
    /// Sowing, captures and the end of the game are heard.
    On,
    /// Muted.
    Off,
}

/// Every choice of the player, saved with the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Settings {
    /// Against the computer or two players.
    pub mode: Mode,
    /// The computer's level.
    pub level: Level,
    /// The side the human plays against the computer.
    pub side: Side,
    /// The language of every text.
    pub lang: Lang,
    /// The board orientation for two players.
    pub orientation: Orientation,
    /// The sowing animation speed.
    pub speed: Speed,
    /// Sounds on or muted.
    pub sound: Sound,
    /// The rules a new game is played under (the game going on keeps its own).
    pub rules: Rules,
}

/// One setting changed by the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    /// Against the computer or two players.
    Mode(Mode),
    /// The computer's level.
    Level(Level),
    /// The human's side against the computer.
    Side(Side),
    /// The language.
    Lang(Lang),
    /// The orientation for two players.
    Orientation(Orientation),
    /// The animation speed.
    Speed(Speed),
    /// Sounds on or muted.
    Sound(Sound),
    /// The rules of a new game.
    Rules(Rules),
}

impl Settings {
    /// Takes `setting` in place of its old value.
    pub fn apply(&mut self, setting: Setting) {
        match setting {
            Setting::Mode(mode) => self.mode = mode,
            Setting::Level(level) => self.level = level,
            Setting::Side(side) => self.side = side,
            Setting::Lang(lang) => self.lang = lang,
            Setting::Orientation(orientation) => self.orientation = orientation,
            Setting::Speed(speed) => self.speed = speed,
            Setting::Sound(sound) => self.sound = sound,
            Setting::Rules(rules) => self.rules = rules,
        }
    }

    /// Every setting, one value of each kind, in the order a save writes them.
    #[must_use]
    pub fn each(&self) -> [Setting; 8] {
        [
            Setting::Mode(self.mode),
            Setting::Level(self.level),
            Setting::Side(self.side),
            Setting::Lang(self.lang),
            Setting::Orientation(self.orientation),
            Setting::Speed(self.speed),
            Setting::Sound(self.sound),
            Setting::Rules(self.rules),
        ]
    }

    /// The defaults, in the given language.
    #[must_use]
    pub const fn new(lang: Lang) -> Settings {
        Settings {
            mode: Mode::Computer,
            level: Level::Medium,
            side: Side::South,
            lang,
            orientation: Orientation::Fixed,
            speed: Speed::Normal,
            sound: Sound::On,
            rules: Rules::ABAPA,
        }
    }

    /// The side the computer plays, if it plays.
    #[must_use]
    pub fn computer_side(&self) -> Option<Side> {
        match self.mode {
            Mode::Computer => Some(self.side.other()),
            Mode::TwoPlayers => None,
        }
    }

    /// The side shown at the bottom when `to_move` is about to play.
    #[must_use]
    pub fn bottom_side(&self, to_move: Side) -> Side {
        match (self.mode, self.orientation) {
            (Mode::Computer, _) => self.side,
            (Mode::TwoPlayers, Orientation::Fixed) => Side::South,
            (Mode::TwoPlayers, Orientation::TurnToPlayer) => to_move,
        }
    }
}

/// The choice of rules as the settings offer it: a preset, or `custom` (the switches one by one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RulesChoice {
    /// One of [`Rules::PRESETS`], by its index there.
    Preset(usize),
    /// The five switches, each chosen.
    Custom,
}

impl RulesChoice {
    /// Every choice, in the order the settings show them: the presets, then `custom`.
    pub const ALL: [RulesChoice; 5] = [
        RulesChoice::Preset(0),
        RulesChoice::Preset(1),
        RulesChoice::Preset(2),
        RulesChoice::Preset(3),
        RulesChoice::Custom,
    ];

    /// The choice `rules` are: their preset, else `custom`.
    #[must_use]
    pub fn of(rules: Rules) -> RulesChoice {
        Rules::PRESETS
            .iter()
            .position(|&(_, preset)| preset == rules)
            .map_or(RulesChoice::Custom, RulesChoice::Preset)
    }

    /// Its word, as in `data-value`: the preset's name, or `custom`.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            RulesChoice::Preset(index) => Rules::PRESETS[index].0,
            RulesChoice::Custom => "custom",
        }
    }

    /// The rules this choice gives, from the rules chosen now: a preset's own; for `custom`,
    /// the switches as they are (abapa's from Kalah, which has none).
    #[must_use]
    pub fn rules(self, now: Rules) -> Rules {
        match self {
            RulesChoice::Preset(index) => Rules::PRESETS[index].1,
            RulesChoice::Custom if now.is_kalah() => Rules::ABAPA,
            RulesChoice::Custom => now,
        }
    }
}

/// A setting value that is not one of the known words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownValue(pub String);

impl fmt::Display for UnknownValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown setting value {:?}", self.0)
    }
}

impl std::error::Error for UnknownValue {}

/// `Display`/`FromStr` through a fixed table of words, the same words as the `data-value` hooks.
macro_rules! words {
    ($ty:ty { $($variant:path => $word:literal),+ $(,)? }) => {
        impl $ty {
            /// The word for this value, as in `data-value`.
            #[must_use]
            pub const fn word(self) -> &'static str {
                match self { $($variant => $word),+ }
            }
        }
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.word())
            }
        }
        impl FromStr for $ty {
            type Err = UnknownValue;
            fn from_str(s: &str) -> Result<Self, UnknownValue> {
                match s {
                    $($word => Ok($variant),)+
                    other => Err(UnknownValue(other.to_owned())),
                }
            }
        }
    };
}

words!(Mode { Mode::Computer => "computer", Mode::TwoPlayers => "two-players" });
words!(Lang { Lang::Fr => "fr", Lang::En => "en" });
words!(Orientation { Orientation::Fixed => "fixed", Orientation::TurnToPlayer => "turn" });
words!(Speed { Speed::Slow => "slow", Speed::Normal => "normal", Speed::Fast => "fast", Speed::Off => "off" });
words!(Sound { Sound::On => "on", Sound::Off => "off" });

impl Sound {
    /// The other state: what the mute switch turns it to.
    #[must_use]
    pub const fn toggled(self) -> Sound {
        match self {
            Sound::On => Sound::Off,
            Sound::Off => Sound::On,
        }
    }
}

impl Lang {
    /// The language for a browser language tag such as `fr-FR`: French for `fr…`, else English.
    #[must_use]
    pub fn from_tag(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    }
}

/// The word for a side, as in `data-turn` and `data-value`.
#[must_use]
pub const fn side_word(side: Side) -> &'static str {
    match side {
        Side::South => "south",
        Side::North => "north",
    }
}

/// The side for its word.
///
/// # Errors
/// [`UnknownValue`] for anything but `south` or `north`.
pub fn parse_side(word: &str) -> Result<Side, UnknownValue> {
    match word {
        "south" => Ok(Side::South),
        "north" => Ok(Side::North),
        other => Err(UnknownValue(other.to_owned())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip() {
        for mode in [Mode::Computer, Mode::TwoPlayers] {
            assert_eq!(mode.word().parse::<Mode>(), Ok(mode));
        }
        for speed in [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Off] {
            assert_eq!(speed.to_string().parse::<Speed>(), Ok(speed));
        }
        for sound in [Sound::On, Sound::Off] {
            assert_eq!(sound.word().parse::<Sound>(), Ok(sound));
            assert_eq!(sound.toggled().toggled(), sound);
        }
        assert_eq!(Settings::new(Lang::Fr).sound, Sound::On);
        for side in Side::ALL {
            assert_eq!(parse_side(side_word(side)), Ok(side));
        }
        assert!("sideways".parse::<Orientation>().is_err());
    }

    #[test]
    fn a_rules_choice_is_a_preset_or_custom() {
        let words = RulesChoice::ALL.map(RulesChoice::word);
        assert_eq!(words, ["abapa", "awale", "pat", "kalah", "custom"]);
        for choice in RulesChoice::ALL {
            let rules = choice.rules(Rules::AWALE);
            assert_eq!(
                RulesChoice::of(rules) == choice,
                choice != RulesChoice::Custom
            );
        }
        let custom: Rules = "stuck=draw,100-plies=no".parse().expect("a spec");
        assert_eq!(RulesChoice::of(custom), RulesChoice::Custom);
        assert_eq!(RulesChoice::Custom.rules(custom), custom);
        assert_eq!(RulesChoice::Custom.rules(Rules::KALAH), Rules::ABAPA);
        assert_eq!(Settings::new(Lang::En).rules, Rules::ABAPA);
    }

    #[test]
    fn language_from_browser_tag() {
        assert_eq!(Lang::from_tag("fr-CA"), Lang::Fr);
        assert_eq!(Lang::from_tag("FR"), Lang::Fr);
        assert_eq!(Lang::from_tag("en-GB"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }

    #[test]
    fn bottom_side_follows_mode_and_orientation() {
        let mut settings = Settings::new(Lang::En);
        settings.side = Side::North;
        assert_eq!(settings.bottom_side(Side::South), Side::North);
        assert_eq!(settings.computer_side(), Some(Side::South));
        settings.mode = Mode::TwoPlayers;
        assert_eq!(settings.bottom_side(Side::North), Side::South);
        assert_eq!(settings.computer_side(), None);
        settings.orientation = Orientation::TurnToPlayer;
        assert_eq!(settings.bottom_side(Side::North), Side::North);
    }
}
