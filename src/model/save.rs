//! The saved game and settings as a pure codec: a small versioned text (the page keeps it in
//! `localStorage`, see `view::browser::storage`). A saved text that is corrupt or from another
//! version is refused with a reason; the page then starts afresh.

use std::fmt;

use kawu_engine::{Game, MoveLetters, Position};

use crate::model::settings::{parse_side, side_word, Settings};

/// The first line of a saved text.
pub const HEADER: &str = "kawu-save 1";

/// Why a saved text was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// Not a save of this version.
    Version(String),
    /// A line is missing or unreadable.
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

/// The saved text of a game and its settings.
#[must_use]
pub fn encode(game: &Game, settings: &Settings) -> String {
    let moves = MoveLetters::of(game.moves());
    format!(
        "{HEADER}\nstart {}\nmoves {moves}\nmode {}\nlevel {}\nside {}\nlang {}\norientation {}\nspeed {}\nsound {}\n",
        game.start(),
        settings.mode,
        settings.level,
        side_word(settings.side),
        settings.lang,
        settings.orientation,
        settings.speed,
        settings.sound,
    )
}

/// Reads a saved text. `start` and `moves` are required; a setting line that is missing (a save
/// from before that setting existed, such as `sound`) keeps its value from `defaults`.
///
/// # Errors
/// [`LoadError`] naming the first problem.
pub fn decode(text: &str, defaults: Settings) -> Result<(Game, Settings), LoadError> {
    let mut lines = text.lines();
    let first = lines.next().unwrap_or("");
    if first != HEADER {
        return Err(LoadError::Version(first.to_owned()));
    }
    let mut settings = defaults;
    let mut start = None;
    let mut moves = None;
    for line in lines.filter(|line| !line.trim().is_empty()) {
        let bad = || LoadError::Line(line.to_owned());
        let (key, value) = line.split_once(' ').ok_or_else(bad)?;
        match key {
            "start" => start = Some(value.parse::<Position>().map_err(|_| bad())?),
            "moves" => moves = Some(value.parse::<MoveLetters>().map_err(|_| bad())?.0),
            "mode" => settings.mode = value.parse().map_err(|_| bad())?,
            "level" => settings.level = value.parse().map_err(|_| bad())?,
            "side" => settings.side = parse_side(value).map_err(|_| bad())?,
            "lang" => settings.lang = value.parse().map_err(|_| bad())?,
            "orientation" => settings.orientation = value.parse().map_err(|_| bad())?,
            "speed" => settings.speed = value.parse().map_err(|_| bad())?,
            "sound" => settings.sound = value.parse().map_err(|_| bad())?,
            _ => return Err(bad()),
        }
    }
    let start = start.ok_or_else(|| LoadError::Line("start".to_owned()))?;
    let moves = moves.ok_or_else(|| LoadError::Line("moves".to_owned()))?;
    let game =
        Game::replay(start, &moves).map_err(|illegal| LoadError::Move(illegal.to_string()))?;
    Ok((game, settings))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::settings::{Lang, Mode, Sound, Speed};
    use kawu_ai::Level;
    use kawu_engine::{Pit, Side};

    fn game(letters: &str) -> Game {
        let mut game = Game::new();
        for letter in letters.chars() {
            game.play(Pit::from_letter(letter).expect("pit"))
                .expect("legal");
        }
        game
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
        let text = encode(&game, &settings);
        assert_eq!(decode(&text, Settings::new(Lang::En)), Ok((game, settings)));
        let fresh = Game::new();
        assert_eq!(
            decode(&encode(&fresh, &settings), settings),
            Ok((fresh, settings))
        );
    }

    #[test]
    fn a_save_from_before_the_mute_switch_loads_with_sound_on() {
        let old = "kawu-save 1\nstart 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\nmoves Cd\nmode computer\nlevel hard\nside south\nlang fr\norientation fixed\nspeed fast\n";
        let (game, settings) = decode(old, Settings::new(Lang::En)).expect("an old save loads");
        assert_eq!(game, self::game("Cd"));
        assert_eq!(
            (settings.sound, settings.speed, settings.lang),
            (Sound::On, Speed::Fast, Lang::Fr)
        );
        let mut muted = settings;
        muted.sound = Sound::Off;
        let text = encode(&game, &muted);
        assert!(text.contains("\nsound off\n"), "{text}");
        assert_eq!(decode(&text, Settings::new(Lang::En)), Ok((game, muted)));
        let bad = text.replace("sound off", "sound loud");
        assert_eq!(
            decode(&bad, muted),
            Err(LoadError::Line("sound loud".to_owned()))
        );
    }

    #[test]
    fn corrupt_or_old_saves_are_refused_with_a_reason() {
        let defaults = Settings::new(Lang::En);
        let good = encode(&game("Cd"), &defaults);
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
                &good.replace("level medium", "level expert"),
                LoadError::Line("level expert".to_owned()),
            ),
            (
                &good.replace("start 4-4", "start 9-4"),
                LoadError::Line("start 9-4-4-4-4-4-4-4-4-4-4-4-0-0-S".to_owned()),
            ),
            (HEADER, LoadError::Line("start".to_owned())),
        ];
        for (text, error) in cases {
            assert_eq!(decode(text, defaults), Err(error), "{text:?}");
        }
    }
}
