//! The saved game and settings as a pure codec: a small versioned text (the page keeps it in
//! `localStorage`, see `view::browser::storage`).
//!
//! ```text
//! kawu-save 2
//! game 9f3c2a17b4e6d081        (the game's identity, shared with My games and other tabs)
//! start 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S
//! moves CdFa
//! mode computer
//! level hard
//! side south
//! lang fr
//! orientation fixed
//! speed normal
//! sound on
//! rules kalah                  (the rules of a new game, not written for abapa's)
//! ```
//!
//! Reading degrades, never vanishes: unknown lines are ignored (a newer version's, after a
//! rollback), a setting that cannot be read falls back to its default and is named, and only a
//! game that cannot be read refuses the save. Every version kawu has written reads: `kawu-save 1`
//! (no `game` line; before the mute switch, no `sound` line either) and `kawu-save 2` (before the
//! rules, no `rules` line: abapa). A game
//! under other rules than abapa names them on its `start` line, after the position
//! (`start 6-6-6-6-6-6-6-6-6-6-6-6-0-0-S kalah`): an abapa save is as it always was. The lines
//! are read as every key–value text of kawu is ([`kawu_protocol::lines`]: keys and values
//! trimmed, the first line with a key read, `start` and `moves` required).

use std::fmt;

use kawu_engine::{excerpt, Game, Rules};
use kawu_protocol::lines::{self, FieldError, Lines};

use crate::library::GameId;
use crate::settings::{parse_side, side_word, Setting, Settings};

/// The first line of the saved text this version writes.
pub const HEADER: &str = "kawu-save 2";

/// The first lines of every version that reads, oldest first.
const HEADERS: [&str; 2] = ["kawu-save 1", HEADER];

/// Why a saved text was refused: its game cannot be read. A quoted line is its [`excerpt`]: a
/// corrupt save of a megabyte is still told in one short line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// Not a save of a known version: its first line.
    Version(String),
    /// The game's line is missing (its key) or unreadable (the line).
    Line(String),
    /// A saved move is not legal.
    Move(String),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Version(first) => write!(f, "unknown save format {first:?}"),
            LoadError::Line(line) => write!(f, "unreadable line {line:?}"),
            LoadError::Move(why) => write!(f, "saved move refused: {why}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// What a saved text gives back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Saved {
    /// The game, every move replayed.
    pub game: Game,
    /// Its identity, when the save names it (version 2 on).
    pub id: Option<GameId>,
    /// The settings, each read or its default.
    pub settings: Settings,
    /// The settings that could not be read and fell back to their defaults, by name.
    pub reset: Vec<&'static str>,
}

/// The saved text of game `id` and the settings.
#[must_use]
pub fn encode(id: GameId, game: &Game, settings: &Settings) -> String {
    format!(
        "{HEADER}\ngame {}\n{}{}",
        id.key(),
        lines::game_lines(game),
        settings_lines(settings)
    )
}

/// The settings' lines of a save, `mode …` to `rules …` (no `rules` line for abapa's: a save
/// of abapa is as it always was), read back one at a time by
/// [`read_setting`]. Other texts that carry the settings use them too (`kawu_model::room`).
#[must_use]
pub fn settings_lines(settings: &Settings) -> String {
    settings
        .each()
        .iter()
        .filter(|&&setting| setting != Setting::Rules(Rules::ABAPA))
        .map(|&setting| setting_line(setting) + "\n")
        .collect()
}

/// One setting's line of a save, `level hard`, without its newline.
#[must_use]
pub fn setting_line(setting: Setting) -> String {
    match setting {
        Setting::Mode(mode) => format!("mode {mode}"),
        Setting::Level(level) => format!("level {level}"),
        Setting::Side(side) => format!("side {}", side_word(side)),
        Setting::Lang(lang) => format!("lang {lang}"),
        Setting::Orientation(orientation) => format!("orientation {orientation}"),
        Setting::Speed(speed) => format!("speed {speed}"),
        Setting::Sound(sound) => format!("sound {sound}"),
        Setting::Rules(rules) => format!("rules {rules}"),
    }
}

/// The setting of a save's line (its key and its value), if it is one and can be read.
#[must_use]
pub fn read_setting_line(key: &str, value: &str) -> Option<Setting> {
    Some(match key {
        "mode" => Setting::Mode(value.parse().ok()?),
        "level" => Setting::Level(value.parse().ok()?),
        "side" => Setting::Side(parse_side(value).ok()?),
        "lang" => Setting::Lang(value.parse().ok()?),
        "orientation" => Setting::Orientation(value.parse().ok()?),
        "speed" => Setting::Speed(value.parse().ok()?),
        "sound" => Setting::Sound(value.parse().ok()?),
        "rules" => Setting::Rules(value.parse().ok()?),
        _ => return None,
    })
}

/// Reads a setting's line into `settings`; false when its value cannot be read (the setting
/// keeps its default) or the key is not a setting's.
pub fn read_setting(settings: &mut Settings, key: &str, value: &str) -> bool {
    read_setting_line(key, value)
        .map(|setting| settings.apply(setting))
        .is_some()
}

/// The settings' keys, as the save names them (and as the notice of a reset names them).
pub const SETTINGS: [&str; 8] = [
    "mode",
    "level",
    "side",
    "lang",
    "orientation",
    "speed",
    "sound",
    "rules",
];

/// Reads a saved text of any version. `start` and `moves` are required; a setting that is
/// missing (a save from before that setting existed, such as `sound`) keeps its value from
/// `defaults`, and one that cannot be read too (it is then named in [`Saved::reset`]).
///
/// # Errors
/// [`LoadError`] when the game cannot be read: an unknown first line, a missing or unreadable
/// `start` or `moves`, an illegal move.
pub fn decode(text: &str, defaults: Settings) -> Result<Saved, LoadError> {
    let lines = Lines::new(text);
    if !HEADERS
        .iter()
        .any(|&header| lines.after(header) == Some(""))
    {
        return Err(LoadError::Version(excerpt(lines.header())));
    }
    let game = lines.game().map_err(|error| match error {
        FieldError::Missing(key) => LoadError::Line(key.to_owned()),
        FieldError::Bad { key, value } => LoadError::Line(format!("{key} {value}")),
        FieldError::Illegal(why) => LoadError::Move(why),
    })?;
    let (mut settings, mut reset) = (defaults, Vec::new());
    for name in SETTINGS {
        if let Some(value) = lines.get(name) {
            if !read_setting(&mut settings, name, value) {
                reset.push(name);
            }
        }
    }
    Ok(Saved {
        game,
        id: lines.get("game").and_then(GameId::from_key),
        settings,
        reset,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{Lang, Mode, Sound, Speed};
    use kawu_ai::Level;
    use kawu_engine::{Pit, Side};
    use proptest::prelude::*;

    const ID: GameId = GameId(0x9f3c_2a17_b4e6_d081);

    fn game(letters: &str) -> Game {
        let mut game = Game::new();
        for letter in letters.chars() {
            game.play(Pit::from_letter(letter).expect("pit"))
                .expect("legal");
        }
        game
    }

    fn saved(game: Game, id: Option<GameId>, settings: Settings) -> Saved {
        Saved {
            game,
            id,
            settings,
            reset: Vec::new(),
        }
    }

    #[test]
    fn a_saved_game_comes_back() {
        let mut settings = Settings::new(Lang::Fr);
        settings.mode = Mode::TwoPlayers;
        settings.level = Level::Hard;
        settings.side = Side::North;
        settings.speed = Speed::Off;
        settings.sound = Sound::Off;
        let game = game("CdFa");
        let text = encode(ID, &game, &settings);
        assert!(
            text.starts_with("kawu-save 2\ngame 9f3c2a17b4e6d081\n"),
            "{text}"
        );
        assert_eq!(
            decode(&text, Settings::new(Lang::En)),
            Ok(saved(game, Some(ID), settings))
        );
        let fresh = Game::new();
        assert_eq!(
            decode(&encode(ID, &fresh, &settings), settings),
            Ok(saved(fresh, Some(ID), settings))
        );
    }

    #[test]
    fn the_rules_of_a_new_game_are_kept_with_the_settings() {
        let mut settings = Settings::new(Lang::Fr);
        for rules in ["kalah", "grand-slam=forbidden,stuck=draw"] {
            settings.rules = rules.parse().expect("a spec");
            let text = encode(ID, &Game::new(), &settings);
            assert!(
                text.ends_with(&format!("sound on\nrules {rules}\n")),
                "{text}"
            );
            let read = decode(&text, Settings::new(Lang::En)).expect("reads");
            assert_eq!((read.settings, read.reset), (settings, vec![]));
        }
        // A save from before the rules reads as abapa; rules that cannot be read are named.
        let before = "kawu-save 2\nstart 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\nmoves \nsound off\n";
        let read = decode(before, Settings::new(Lang::En)).expect("reads");
        assert_eq!(read.settings.rules, Rules::ABAPA);
        let bad = decode(&format!("{before}rules oware\n"), Settings::new(Lang::En));
        assert_eq!(bad.expect("reads").reset, vec!["rules"]);
    }

    #[test]
    fn a_game_under_other_rules_comes_back_under_them() {
        let settings = Settings::new(Lang::En);
        for (rules, letters) in [(Rules::KALAH, "ABa"), (Rules::PAT, "CdFa")] {
            let mut game = Game::from_position(rules.start());
            for letter in letters.chars() {
                game.play(Pit::from_letter(letter).expect("pit"))
                    .expect("legal");
            }
            let text = encode(ID, &game, &settings);
            assert!(
                text.contains(&format!("\nstart {} {rules}\n", rules.start().setup())),
                "{text}"
            );
            let read = decode(&text, settings).expect("reads");
            assert_eq!(read.game.start().rules(), rules);
            assert_eq!(read, saved(game, Some(ID), settings));
        }
        // An abapa save is byte for byte what kawu-save 2 always wrote.
        assert_eq!(
            encode(ID, &game("Cd"), &settings),
            "kawu-save 2\ngame 9f3c2a17b4e6d081\nstart 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\nmoves Cd\n\
             mode computer\nlevel medium\nside south\nlang en\norientation fixed\nspeed normal\n\
             sound on\n"
        );
    }

    #[test]
    fn every_older_version_reads() {
        // Version 1, before the mute switch: no sound line, no game id.
        let before_mute = "kawu-save 1\nstart 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\nmoves Cd\nmode computer\nlevel hard\nside south\nlang fr\norientation fixed\nspeed fast\n";
        let read = decode(before_mute, Settings::new(Lang::En)).expect("an old save loads");
        assert_eq!((read.game, read.id), (game("Cd"), None));
        assert_eq!(
            (read.settings.sound, read.settings.speed, read.settings.lang),
            (Sound::On, Speed::Fast, Lang::Fr)
        );
        assert_eq!(read.reset, Vec::<&str>::new());
        // Version 1 with the mute switch.
        let muted = format!("{before_mute}sound off\n");
        let read = decode(&muted, Settings::new(Lang::En)).expect("loads");
        assert_eq!(read.settings.sound, Sound::Off);
        // No move yet: the first version wrote `moves -`, a later one `moves ` (nothing).
        for none in ["moves -", "moves ", "moves"] {
            let fresh = before_mute.replace("moves Cd", none);
            let read = decode(&fresh, Settings::new(Lang::En)).expect("a fresh game loads");
            assert_eq!(read.game, Game::new(), "{none:?}");
        }
    }

    #[test]
    fn surrounding_whitespace_is_forgiven() {
        let mut settings = Settings::new(Lang::Fr);
        settings.level = Level::Hard;
        settings.speed = Speed::Off;
        let clean = encode(ID, &game("CdFa"), &settings);
        let expected = decode(&clean, Settings::new(Lang::En)).expect("reads");
        assert_eq!(expected.reset, Vec::<&str>::new());
        // Windows line ends, trailing spaces, tabs: as a text edited by hand or copied.
        let messy: String = clean
            .lines()
            .map(|line| format!(" {}\t \r\n", line.replacen(' ', " \t ", 1)))
            .collect();
        assert_eq!(decode(&messy, Settings::new(Lang::En)), Ok(expected));
    }

    #[test]
    fn a_bad_setting_falls_back_to_its_default_and_is_named() {
        let defaults = Settings::new(Lang::En);
        let good = encode(ID, &game("Cd"), &defaults);
        let bad = good
            .replace("level medium", "level expert")
            .replace("sound on", "sound loud");
        let read = decode(&bad, defaults).expect("the game is kept");
        assert_eq!(read.game, game("Cd"));
        assert_eq!(read.settings, defaults);
        assert_eq!(read.reset, ["level", "sound"]);
        let newer = format!("{good}theme dark\nwhatever\n");
        let read = decode(&newer, defaults).expect("a newer version's lines are ignored");
        assert_eq!((read.game, read.reset), (game("Cd"), Vec::new()));
    }

    #[test]
    fn only_an_unreadable_game_refuses_the_save() {
        let defaults = Settings::new(Lang::En);
        let good = encode(ID, &game("Cd"), &defaults);
        let cases = [
            ("", LoadError::Version(String::new())),
            (
                "kawu-save 0\n",
                LoadError::Version("kawu-save 0".to_owned()),
            ),
            (
                &good.replace("moves Cd", "moves CC"),
                LoadError::Move("illegal move C: that pit belongs to the other side".to_owned()),
            ),
            (
                &good.replace("start 4-4", "start 9-4"),
                LoadError::Line("start 9-4-4-4-4-4-4-4-4-4-4-4-0-0-S".to_owned()),
            ),
            (HEADER, LoadError::Line("start".to_owned())),
            // A save cut short after its start: its moves are not guessed.
            (
                &good[..good.find("moves").expect("moves")],
                LoadError::Line("moves".to_owned()),
            ),
        ];
        for (text, error) in cases {
            assert_eq!(decode(text, defaults), Err(error), "{text:?}");
        }
    }

    #[test]
    fn a_huge_save_is_read_or_refused_in_one_short_line() {
        let defaults = Settings::new(Lang::En);
        let good = encode(ID, &game("Cd"), &defaults);
        let letters: String = "CdFa".chars().cycle().take(100_000).collect();
        let huge = "x".repeat(1 << 20);
        for text in [
            huge.clone(),
            good.replace("moves Cd", &format!("moves {letters}")),
            good.replace("start 4-4", &format!("start {huge}")),
        ] {
            let started = std::time::Instant::now();
            let error = decode(&text, defaults).unwrap_err().to_string();
            eprintln!(
                "size: a save of {} bytes refused in {:?}",
                text.len(),
                started.elapsed()
            );
            assert!(error.len() < 200, "{error}");
        }
        let started = std::time::Instant::now();
        let flood = good.replace("level medium", &format!("level {huge}")) + &huge;
        let read = decode(&flood, defaults).expect("the game reads");
        eprintln!(
            "size: a save of {} bytes read in {:?}",
            flood.len(),
            started.elapsed()
        );
        assert_eq!(read.reset, ["level"]);
    }

    proptest! {
        #[test]
        fn garbage_after_the_header_never_panics(text in "\\PC{0,300}") {
            let _ = decode(&format!("{HEADER}\n{text}"), Settings::new(Lang::En));
        }
    }
}
