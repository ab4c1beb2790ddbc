//! The form that creates an online game: a time control (a preset, unlimited, or custom
//! minutes and increment), a side and an optional name, turned into the server's
//! [`CreateGame`] or the reason it cannot be.

use kawu_engine::Rules;
use kawu_online::wire::{self, check_name, Color, CreateGame, NameError};
use kawu_online::{TimeControl, TimeControlError};

/// The time control picked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeChoice {
    /// No clock.
    Unlimited,
    /// One of [`TimeControl::PRESETS`].
    Preset(TimeControl),
    /// The minutes and increment typed in.
    Custom,
}

impl TimeChoice {
    /// Every choice, in the form's order.
    pub const ALL: [TimeChoice; 6] = [
        TimeChoice::Unlimited,
        TimeChoice::Preset(TimeControl::PRESETS[0]),
        TimeChoice::Preset(TimeControl::PRESETS[1]),
        TimeChoice::Preset(TimeControl::PRESETS[2]),
        TimeChoice::Preset(TimeControl::PRESETS[3]),
        TimeChoice::Custom,
    ];

    /// Its word, as in `data-value`: `unlimited`, `custom`, or a clock's minutes and seconds
    /// added per move (`3+2`, `5+5`, `10+5`, `15+5`).
    #[must_use]
    pub fn word(self) -> String {
        match self {
            TimeChoice::Unlimited => "unlimited".to_owned(),
            TimeChoice::Preset(control) => clock_word(control),
            TimeChoice::Custom => "custom".to_owned(),
        }
    }
}

/// A clock as players say it: minutes each, then seconds added per move (`5+5`, `0.25+0`);
/// `unlimited` without a clock.
#[must_use]
pub fn clock_word(control: TimeControl) -> String {
    match control {
        TimeControl::Unlimited => "unlimited".to_owned(),
        TimeControl::Timed {
            initial_ms,
            increment_ms,
        } => format!(
            "{}+{}",
            decimal(initial_ms, 60_000),
            decimal(increment_ms, 1_000)
        ),
    }
}

/// `value / unit` in decimal with at most two decimals, rounded, trailing zeros cut: 15,000 ms
/// in minutes is `0.25`, 90,000 is `1.5`, 300,000 is `5`. (No float: formatting one would bring
/// its tables into the rooms' wasm.)
fn decimal(value: u64, unit: u64) -> String {
    let hundredths = (u128::from(value) * 100 + u128::from(unit / 2)) / u128::from(unit.max(1));
    let (whole, cents) = (hundredths / 100, hundredths % 100);
    match cents {
        0 => whole.to_string(),
        cents if cents % 10 == 0 => format!("{whole}.{}", cents / 10),
        cents => format!("{whole}.{cents:02}"),
    }
}

/// The decimal number of `text` (`.` or `,` before its decimals, at most six) times `unit`,
/// rounded: `0.25` minutes of 60,000 ms is 15,000. `None` for anything else (a sign, an
/// exponent, letters, an overflow).
fn parse_decimal(text: &str, unit: u64) -> Option<u64> {
    let text = text.trim();
    let (whole, fraction) = text.split_once(['.', ',']).unwrap_or((text, ""));
    let digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
    if whole.len() + fraction.len() == 0
        || !digits(whole)
        || !digits(fraction)
        || fraction.len() > 6
    {
        return None;
    }
    let number = |part: &str| {
        if part.is_empty() {
            Some(0)
        } else {
            part.parse::<u64>().ok()
        }
    };
    let scale = 10_u64.pow(fraction.len() as u32);
    let fraction = (number(fraction)?.checked_mul(unit)? + scale / 2) / scale;
    number(whole)?.checked_mul(unit)?.checked_add(fraction)
}

/// The sides offered, with their words in `data-value`.
pub const COLORS: [(Color, &str); 3] = [
    (Color::South, "south"),
    (Color::North, "north"),
    (Color::Random, "random"),
];

/// Why the form cannot create a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FormError {
    /// The minutes are not a number.
    Minutes,
    /// The increment is not a whole number of seconds.
    Increment,
    /// The custom clock is out of bounds.
    Clock(TimeControlError),
    /// The name is refused.
    Name(NameError),
}

/// What the player has filled in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Form {
    /// The time control picked.
    pub time: TimeChoice,
    /// The custom minutes each, as typed (a quarter to 180; `,` or `.` for decimals).
    pub minutes: String,
    /// The custom increment in seconds, as typed (0 to 60).
    pub increment: String,
    /// The side asked for.
    pub color: Color,
    /// The name, as typed; empty for the server's "Guest" and four digits.
    pub name: String,
    /// The rules the game is played under.
    pub rules: Rules,
}

impl Form {
    /// The form as it opens: 5+5, a random side, the name chosen last (if any), abapa.
    #[must_use]
    pub fn new(name: Option<String>) -> Form {
        Form {
            time: TimeChoice::Preset(TimeControl::PRESETS[1]),
            minutes: "5".to_owned(),
            increment: "5".to_owned(),
            color: Color::Random,
            name: name.unwrap_or_default(),
            rules: Rules::ABAPA,
        }
    }

    /// The time control the form says.
    ///
    /// # Errors
    /// A [`FormError`] for custom minutes or increment that do not read or are out of bounds.
    pub fn control(&self) -> Result<TimeControl, FormError> {
        match self.time {
            TimeChoice::Unlimited => Ok(TimeControl::Unlimited),
            TimeChoice::Preset(control) => Ok(control),
            TimeChoice::Custom => {
                let initial_ms = parse_decimal(&self.minutes, 60_000).ok_or(FormError::Minutes)?;
                let increment: u64 = self
                    .increment
                    .trim()
                    .parse()
                    .map_err(|_| FormError::Increment)?;
                TimeControl::custom(initial_ms, increment.saturating_mul(1_000))
                    .map_err(FormError::Clock)
            }
        }
    }

    /// The name to send: `None` for an empty field (the server picks one).
    ///
    /// # Errors
    /// [`FormError::Name`] for a name the rules refuse.
    pub fn checked_name(&self) -> Result<Option<String>, FormError> {
        if self.name.trim().is_empty() {
            return Ok(None);
        }
        check_name(&self.name).map(Some).map_err(FormError::Name)
    }

    /// The server's request for this form.
    ///
    /// # Errors
    /// The first [`FormError`]: the clock, then the name.
    pub fn request(&self) -> Result<CreateGame, FormError> {
        Ok(CreateGame {
            clock: wire::clock(self.control()?),
            color: self.color,
            name: self.checked_name()?,
            rules: self.rules,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_online::wire::Clock;

    fn custom(minutes: &str, increment: &str) -> Form {
        Form {
            time: TimeChoice::Custom,
            minutes: minutes.to_owned(),
            increment: increment.to_owned(),
            ..Form::new(None)
        }
    }

    #[test]
    fn presets_and_unlimited_ask_what_they_say() {
        let words: Vec<_> = TimeChoice::ALL.iter().map(|c| c.word()).collect();
        assert_eq!(words, ["unlimited", "3+2", "5+5", "10+5", "15+5", "custom"]);
        let form = Form::new(None);
        assert_eq!(
            form.request(),
            Ok(CreateGame {
                clock: Some(Clock {
                    initial_ms: 300_000,
                    increment_ms: 5_000
                }),
                color: Color::Random,
                name: None,
                rules: Rules::ABAPA,
            })
        );
        for (i, choice) in TimeChoice::ALL[1..5].iter().enumerate() {
            let form = Form {
                time: *choice,
                ..Form::new(None)
            };
            assert_eq!(form.control(), Ok(TimeControl::PRESETS[i]));
        }
        let unlimited = Form {
            time: TimeChoice::Unlimited,
            ..Form::new(None)
        };
        assert_eq!(unlimited.request().map(|r| r.clock), Ok(None));
    }

    #[test]
    fn a_clock_is_said_in_minutes_and_seconds() {
        assert_eq!(clock_word(TimeControl::PRESETS[2]), "10+5");
        assert_eq!(clock_word(TimeControl::Unlimited), "unlimited");
        let quarter = TimeControl::custom(15_000, 1_500).expect("in bounds");
        assert_eq!(clock_word(quarter), "0.25+1.5");
        let third = TimeControl::custom(20_000, 333).expect("in bounds");
        assert_eq!(clock_word(third), "0.33+0.33");
        assert_eq!(decimal(59_999, 60_000), "1");
        assert_eq!(decimal(u64::MAX, 1), u64::MAX.to_string());
    }

    #[test]
    fn a_custom_clock_is_a_quarter_to_180_minutes_and_0_to_60_seconds() {
        assert_eq!(
            custom("0.25", "0").control(),
            Ok(TimeControl::Timed {
                initial_ms: 15_000,
                increment_ms: 0
            })
        );
        assert_eq!(
            custom(" 0,25 ", "60").control(),
            TimeControl::custom(15_000, 60_000).map_err(FormError::Clock)
        );
        assert_eq!(
            custom("180", "3").control(),
            TimeControl::custom(180 * 60_000, 3_000).map_err(FormError::Clock)
        );
        assert_eq!(
            custom(".5", "0").control(),
            TimeControl::custom(30_000, 0).map_err(FormError::Clock)
        );
        assert_eq!(
            custom("1.", "0").control(),
            TimeControl::custom(60_000, 0).map_err(FormError::Clock)
        );
        assert_eq!(
            custom("2.3333", "0").control(),
            TimeControl::custom(139_998, 0).map_err(FormError::Clock)
        );
        let refused = [
            ("0.2", "0", FormError::Clock(TimeControlError::TooShort)),
            ("181", "0", FormError::Clock(TimeControlError::TooLong)),
            (
                "99999999999",
                "0",
                FormError::Clock(TimeControlError::TooLong),
            ),
            ("1e300", "0", FormError::Minutes),
            ("999999999999999999999", "0", FormError::Minutes),
            ("0.1234567", "0", FormError::Minutes),
            (".", "0", FormError::Minutes),
            (
                "5",
                "61",
                FormError::Clock(TimeControlError::IncrementTooLong),
            ),
            ("five", "0", FormError::Minutes),
            ("-1", "0", FormError::Minutes),
            ("NaN", "0", FormError::Minutes),
            ("inf", "0", FormError::Minutes),
            ("", "0", FormError::Minutes),
            ("5", "2.5", FormError::Increment),
            ("5", "-1", FormError::Increment),
            ("5", "", FormError::Increment),
        ];
        for (minutes, increment, error) in refused {
            assert_eq!(
                custom(minutes, increment).control(),
                Err(error),
                "{minutes} {increment}"
            );
        }
    }

    #[test]
    fn a_name_is_optional_and_checked() {
        let named = |name: &str| Form {
            name: name.to_owned(),
            ..Form::new(None)
        };
        assert_eq!(named("  ").checked_name(), Ok(None));
        assert_eq!(named(" Ama ").checked_name(), Ok(Some("Ama".to_owned())));
        assert_eq!(
            named(&"x".repeat(21)).request(),
            Err(FormError::Name(NameError::TooLong))
        );
        assert_eq!(
            named("a\u{0}b").checked_name(),
            Err(FormError::Name(NameError::Control))
        );
        assert_eq!(Form::new(Some("Kofi".to_owned())).name, "Kofi");
    }
}
