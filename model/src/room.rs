//! The messages between the page and its rooms: the views not needed to play (each a [`Room`])
//! live in a second wasm module, loaded the first time one opens, and the two speak in text. A request says which room to open and with what; an
//! answer says what the player did there. Decoding never panics: bad text is an error.
//!
//! ```text
//! page → room   kawu-room 1 lessons    lang, speed, sound, compact
//!               kawu-room 1 puzzles    lang, speed, sound, compact, then a `retry` line per
//!                                      costly move of the player's game (`puzzle::Retry`)
//!               kawu-room 1 editor     start (a position string, maybe no longer playable),
//!                                      bottom, compact, then the settings' lines of a save
//!               kawu-room 1 game       the game's and the settings' lines of a save
//!               kawu-room 1 library    current (the game on the board), the settings' lines
//!               kawu-room 1 settings   the settings' lines
//!               kawu-room 1 help       lang
//!               kawu-room 1 online     lang, speed, sound, compact (the game of an online
//!                                      link is the address's fragment, read by the room)
//! room → page   kawu-room 1 close      (leave the lessons, cancel the editor, close a panel)
//!               kawu-room 1 play       position, opponent
//!               kawu-room 1 loaded     the game's lines of a save
//!               kawu-room 1 open       review yes|no, then a kept game's text (My games')
//!               kawu-room 1 set        one setting's line of a save (the room stays open)
//! ```
//!
//! Every other line is `key value`, read as every key–value text of kawu is
//! ([`kawu_protocol::lines`]). The game is written by that codec ([`lines::game_lines`]), the
//! settings by the save's ([`save::settings_lines`]), a kept game by the library's
//! ([`library::encode`]).

use std::fmt;

use kawu_engine::{excerpt, Game, OgnNote, Position, Rules, Setup, Side};
use kawu_protocol::lines::{self, Lines};

use crate::library::{self, Entry, GameId};
use crate::puzzle::Retry;
use crate::record::Loaded;
use crate::save;
use crate::settings::Setting;
use crate::settings::{parse_side, side_word, Lang, Mode, Settings, Sound, Speed};

/// The first word and version of every message.
pub const VERSION: &str = "kawu-room 1";

/// The rooms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Room {
    /// The lessons, in the game's place under the header.
    Lessons,
    /// The puzzles, there too.
    Puzzles,
    /// The position editor, a dialog.
    Editor,
    /// The game panel (save, load, copy, share), a dialog.
    Game,
    /// My games, a dialog.
    Library,
    /// The settings, a dialog.
    Settings,
    /// The help (the rules, questions, strategy), a dialog.
    Help,
    /// Play online, in the game's place under the header.
    Online,
}

impl Room {
    /// Its word in a request.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Room::Lessons => "lessons",
            Room::Puzzles => "puzzles",
            Room::Editor => "editor",
            Room::Game => "game",
            Room::Library => "library",
            Room::Settings => "settings",
            Room::Help => "help",
            Room::Online => "online",
        }
    }

    /// Whether it opens as a dialog over the game (all but the lessons, the puzzles and
    /// online play).
    #[must_use]
    pub const fn is_dialog(self) -> bool {
        !matches!(self, Room::Lessons | Room::Puzzles | Room::Online)
    }
}

/// What the page asks a room to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoomRequest {
    /// The lessons.
    Lessons {
        /// Language.
        lang: Lang,
        /// The sowing animation speed.
        speed: Speed,
        /// Sounds on or muted.
        sound: Sound,
        /// A compact board (no stores).
        compact: bool,
    },
    /// The puzzles: the engine's set, or the player's own costly moves.
    Puzzles {
        /// Language.
        lang: Lang,
        /// The sowing animation speed.
        speed: Speed,
        /// Sounds on or muted.
        sound: Sound,
        /// A compact board (no stores).
        compact: bool,
        /// The costly moves of the player's game to find better, if any (else the set).
        retries: Vec<Retry>,
    },
    /// The position editor.
    Editor {
        /// The position it opens on (the board's, perhaps the end of a game).
        start: Setup,
        /// The settings: language, and the opponent chosen first.
        settings: Settings,
        /// A compact board (no stores).
        compact: bool,
        /// The side drawn at the bottom.
        bottom: Side,
    },
    /// The game panel.
    Game {
        /// The game as it stands.
        game: Game,
        /// The settings (language, the record's players).
        settings: Settings,
    },
    /// My games.
    Library {
        /// The settings (language, the players of an export).
        settings: Settings,
        /// The game on the board, left out of the list.
        current: GameId,
    },
    /// The settings, as they stand.
    Settings {
        /// Every setting.
        settings: Settings,
    },
    /// The help.
    Help {
        /// Language.
        lang: Lang,
    },
    /// Play online.
    Online {
        /// Language.
        lang: Lang,
        /// The sowing animation speed.
        speed: Speed,
        /// Sounds on or muted.
        sound: Sound,
        /// A compact board (no stores).
        compact: bool,
        /// The rules chosen in the settings: a new game's, unless the creator picks others.
        rules: Rules,
    },
}

impl RoomRequest {
    /// The room asked for.
    #[must_use]
    pub const fn room(&self) -> Room {
        match self {
            RoomRequest::Lessons { .. } => Room::Lessons,
            RoomRequest::Puzzles { .. } => Room::Puzzles,
            RoomRequest::Editor { .. } => Room::Editor,
            RoomRequest::Game { .. } => Room::Game,
            RoomRequest::Library { .. } => Room::Library,
            RoomRequest::Settings { .. } => Room::Settings,
            RoomRequest::Help { .. } => Room::Help,
            RoomRequest::Online { .. } => Room::Online,
        }
    }

    /// The language the room speaks.
    #[must_use]
    pub const fn lang(&self) -> Lang {
        match self {
            RoomRequest::Lessons { lang, .. }
            | RoomRequest::Puzzles { lang, .. }
            | RoomRequest::Online { lang, .. }
            | RoomRequest::Help { lang } => *lang,
            RoomRequest::Editor { settings, .. }
            | RoomRequest::Game { settings, .. }
            | RoomRequest::Library { settings, .. }
            | RoomRequest::Settings { settings } => settings.lang,
        }
    }
}

/// What a room says back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoomAnswer {
    /// Back to the game, unchanged: the lessons left, the editor cancelled, a panel closed.
    Close,
    /// The editor's Play: this position, against this opponent.
    Play {
        /// The position set up.
        position: Position,
        /// The opponent chosen.
        opponent: Mode,
    },
    /// The game panel read a file: its game takes the board, with the record's note (a refused
    /// file is told in the panel, which stays open).
    Loaded(Loaded),
    /// My games: put this kept game on the board.
    Open {
        /// The kept game.
        entry: Entry,
        /// To review it (`true`) or to play on (`false`).
        review: bool,
    },
    /// The settings: this one changed (the room stays open, and is shown the new settings).
    Set(Setting),
}

/// Why a message could not be read: what, with an [`excerpt`] of the text at fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomError(pub String);

impl fmt::Display for RoomError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unreadable room message: {}", self.0)
    }
}

impl std::error::Error for RoomError {}

/// `yes` or `no`.
const fn yes_no(flag: bool) -> &'static str {
    if flag {
        "yes"
    } else {
        "no"
    }
}

/// The `key value` lines of a message after its first, and the text that follows a line
/// equal to `tail` (that line included), if any.
struct Message<'a> {
    lines: Lines<'a>,
    tail: Option<&'a str>,
}

impl<'a> Message<'a> {
    /// Splits `text`: its kind (after the [`VERSION`]), its lines, and the tail from `tail` on.
    fn open(text: &'a str, tail: Option<&str>) -> Result<(&'a str, Message<'a>), RoomError> {
        let lines = Lines::new(text);
        let kind = lines
            .after(VERSION)
            .filter(|kind| !kind.is_empty())
            .ok_or_else(|| {
                RoomError(format!(
                    "not a {VERSION} message: {:?}",
                    excerpt(lines.header())
                ))
            })?;
        let (lines, tail) = match tail {
            Some(line) => lines.until(line),
            None => (lines, None),
        };
        Ok((kind, Message { lines, tail }))
    }

    /// The value of the first line with `key`.
    fn get(&self, key: &str) -> Result<&'a str, RoomError> {
        self.lines
            .get(key)
            .ok_or_else(|| RoomError(format!("no {key}")))
    }

    /// The value of `key`, read.
    fn parse<T: std::str::FromStr>(&self, key: &str) -> Result<T, RoomError> {
        let value = self.get(key)?;
        value.parse().map_err(|_| bad(key, value))
    }

    /// The value of `key`, `yes` or `no`.
    fn flag(&self, key: &str) -> Result<bool, RoomError> {
        match self.get(key)? {
            "yes" => Ok(true),
            "no" => Ok(false),
            other => Err(bad(key, other)),
        }
    }

    /// The value of `key`, a side's word.
    fn side(&self, key: &str) -> Result<Side, RoomError> {
        let value = self.get(key)?;
        parse_side(value).map_err(|_| bad(key, value))
    }

    /// The settings of the save's lines among these, each required (but abapa's rules) and read.
    fn settings(&self) -> Result<Settings, RoomError> {
        let mut settings = Settings::new(Lang::En);
        for key in save::SETTINGS {
            // Abapa's rules have no line (see `save::settings_lines`).
            if key == "rules" && self.lines.get(key).is_none() {
                continue;
            }
            let value = self.get(key)?;
            if !save::read_setting(&mut settings, key, value) {
                return Err(bad(key, value));
            }
        }
        Ok(settings)
    }

    /// The game of its `start` and `moves` lines.
    fn game(&self) -> Result<Game, RoomError> {
        self.lines.game().map_err(|why| RoomError(why.to_string()))
    }
}

/// The value of `key` could not be read.
fn bad(key: &str, value: &str) -> RoomError {
    RoomError(format!("bad {key} {:?}", excerpt(value)))
}

/// The lines of a room with a board in the game's place (the lessons, the puzzles, online play):
/// its language, how the board sows and sounds, and whether it is compact.
fn board_lines(
    f: &mut fmt::Formatter<'_>,
    lang: Lang,
    speed: Speed,
    sound: Sound,
    compact: bool,
) -> fmt::Result {
    write!(
        f,
        "lang {lang}\nspeed {speed}\nsound {sound}\ncompact {}\n",
        yes_no(compact)
    )
}

impl fmt::Display for RoomRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{VERSION} {}", self.room().word())?;
        match self {
            RoomRequest::Lessons {
                lang,
                speed,
                sound,
                compact,
            } => board_lines(f, *lang, *speed, *sound, *compact),
            RoomRequest::Online {
                lang,
                speed,
                sound,
                compact,
                rules,
            } => {
                board_lines(f, *lang, *speed, *sound, *compact)?;
                writeln!(f, "rules {rules}")
            }
            RoomRequest::Puzzles {
                lang,
                speed,
                sound,
                compact,
                retries,
            } => {
                board_lines(f, *lang, *speed, *sound, *compact)?;
                retries
                    .iter()
                    .try_for_each(|retry| writeln!(f, "retry {retry}"))
            }
            RoomRequest::Editor {
                start,
                settings,
                compact,
                bottom,
            } => write!(
                f,
                "start {start}\nbottom {}\ncompact {}\n{}",
                side_word(*bottom),
                yes_no(*compact),
                save::settings_lines(settings)
            ),
            RoomRequest::Game { game, settings } => write!(
                f,
                "{}{}",
                lines::game_lines(game),
                save::settings_lines(settings)
            ),
            RoomRequest::Library { settings, current } => write!(
                f,
                "current {}\n{}",
                current.key(),
                save::settings_lines(settings)
            ),
            RoomRequest::Settings { settings } => f.write_str(&save::settings_lines(settings)),
            RoomRequest::Help { lang } => writeln!(f, "lang {lang}"),
        }
    }
}

impl std::str::FromStr for RoomRequest {
    type Err = RoomError;

    fn from_str(text: &str) -> Result<RoomRequest, RoomError> {
        let (kind, lines) = Message::open(text, None)?;
        Ok(match kind {
            "lessons" => RoomRequest::Lessons {
                lang: lines.parse("lang")?,
                speed: lines.parse("speed")?,
                sound: lines.parse("sound")?,
                compact: lines.flag("compact")?,
            },
            "puzzles" => RoomRequest::Puzzles {
                lang: lines.parse("lang")?,
                speed: lines.parse("speed")?,
                sound: lines.parse("sound")?,
                compact: lines.flag("compact")?,
                retries: lines
                    .lines
                    .all("retry")
                    .map(|retry| retry.parse().map_err(|_| bad("retry", retry)))
                    .collect::<Result<_, _>>()?,
            },
            "editor" => RoomRequest::Editor {
                start: lines.parse("start")?,
                settings: lines.settings()?,
                compact: lines.flag("compact")?,
                bottom: lines.side("bottom")?,
            },
            "game" => RoomRequest::Game {
                game: lines.game()?,
                settings: lines.settings()?,
            },
            "library" => {
                let current = lines.get("current")?;
                RoomRequest::Library {
                    settings: lines.settings()?,
                    current: GameId::from_key(current).ok_or_else(|| bad("current", current))?,
                }
            }
            "settings" => RoomRequest::Settings {
                settings: lines.settings()?,
            },
            "help" => RoomRequest::Help {
                lang: lines.parse("lang")?,
            },
            "online" => RoomRequest::Online {
                lang: lines.parse("lang")?,
                speed: lines.parse("speed")?,
                sound: lines.parse("sound")?,
                compact: lines.flag("compact")?,
                rules: lines.parse("rules")?,
            },
            other => return Err(RoomError(format!("unknown room {:?}", excerpt(other)))),
        })
    }
}

impl fmt::Display for RoomAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoomAnswer::Close => writeln!(f, "{VERSION} close"),
            RoomAnswer::Play { position, opponent } => {
                write!(
                    f,
                    "{VERSION} play\nposition {position}\nopponent {opponent}\n"
                )
            }
            RoomAnswer::Loaded(Loaded { game, note }) => {
                write!(f, "{VERSION} loaded\n{}", lines::game_lines(game))?;
                match note {
                    Some(OgnNote::HundredPliesOff { ply }) => writeln!(f, "past-100-plies {ply}"),
                    None => Ok(()),
                }
            }
            RoomAnswer::Open { entry, review } => write!(
                f,
                "{VERSION} open\nreview {}\n{}",
                yes_no(*review),
                library::encode(entry)
            ),
            RoomAnswer::Set(setting) => {
                writeln!(f, "{VERSION} set\n{}", save::setting_line(*setting))
            }
        }
    }
}

impl std::str::FromStr for RoomAnswer {
    type Err = RoomError;

    fn from_str(text: &str) -> Result<RoomAnswer, RoomError> {
        let (kind, lines) = Message::open(text, Some(library::HEADER))?;
        Ok(match kind {
            "close" => RoomAnswer::Close,
            "play" => RoomAnswer::Play {
                position: lines.parse("position")?,
                opponent: lines.parse("opponent")?,
            },
            "loaded" => RoomAnswer::Loaded(Loaded {
                game: lines.game()?,
                note: match lines.lines.get("past-100-plies") {
                    Some(ply) => Some(OgnNote::HundredPliesOff {
                        ply: ply.parse().map_err(|_| bad("past-100-plies", ply))?,
                    }),
                    None => None,
                },
            }),
            "open" => {
                let kept = lines
                    .tail
                    .ok_or_else(|| RoomError("no kept game".to_owned()))?;
                RoomAnswer::Open {
                    entry: library::decode(kept).map_err(|why| RoomError(why.to_string()))?,
                    review: lines.flag("review")?,
                }
            }
            "set" => {
                let (key, value) = lines
                    .lines
                    .pairs()
                    .next()
                    .ok_or_else(|| RoomError("no setting".to_owned()))?;
                RoomAnswer::Set(save::read_setting_line(key, value).ok_or_else(|| bad(key, value))?)
            }
            other => return Err(RoomError(format!("unknown answer {:?}", excerpt(other)))),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::Opponent;
    use crate::settings::Orientation;
    use crate::test_util::random_game;
    use kawu_ai::Level;
    use proptest::prelude::*;

    fn settings() -> Settings {
        let mut settings = Settings::new(Lang::Fr);
        settings.mode = Mode::TwoPlayers;
        settings.level = Level::Hard;
        settings.side = Side::North;
        settings.speed = Speed::Fast;
        settings.sound = Sound::Off;
        settings
    }

    fn requests() -> Vec<RoomRequest> {
        // The end of a game: no longer a playable position, still the editor's start.
        let over: Setup = "0-0-0-0-0-0-1-0-0-0-0-0-25-22-N".parse().expect("fields");
        assert!(over.validate().is_err());
        let retry = "3 3-0-2-1-4-1-1-1-0-3-2-2-14-14-S A Fb bCa 3 inaccuracy";
        vec![
            RoomRequest::Lessons {
                lang: Lang::En,
                speed: Speed::Off,
                sound: Sound::On,
                compact: true,
            },
            RoomRequest::Puzzles {
                lang: Lang::Fr,
                speed: Speed::Fast,
                sound: Sound::Off,
                compact: false,
                retries: Vec::new(),
            },
            RoomRequest::Puzzles {
                lang: Lang::En,
                speed: Speed::Off,
                sound: Sound::On,
                compact: true,
                retries: vec![
                    retry.parse().expect("a retry"),
                    retry.parse().expect("a retry"),
                ],
            },
            RoomRequest::Editor {
                start: over,
                settings: settings(),
                compact: false,
                bottom: Side::North,
            },
            RoomRequest::Editor {
                start: Position::start().setup(),
                settings: Settings::new(Lang::En),
                compact: true,
                bottom: Side::South,
            },
            RoomRequest::Game {
                game: random_game(7, 40),
                settings: settings(),
            },
            RoomRequest::Game {
                game: Game::new(),
                settings: Settings::new(Lang::En),
            },
            RoomRequest::Library {
                settings: settings(),
                current: GameId(0x9f3c_2a17_b4e6_d081),
            },
            RoomRequest::Settings {
                settings: settings(),
            },
            RoomRequest::Settings {
                settings: Settings::new(Lang::En),
            },
            RoomRequest::Help { lang: Lang::Fr },
            RoomRequest::Help { lang: Lang::En },
            RoomRequest::Online {
                lang: Lang::Fr,
                speed: Speed::Slow,
                sound: Sound::On,
                compact: true,
                rules: Rules::ABAPA,
            },
            RoomRequest::Online {
                lang: Lang::En,
                speed: Speed::Normal,
                sound: Sound::Off,
                compact: false,
                rules: "grand-slam=forbidden,stuck=draw".parse().expect("a spec"),
            },
        ]
    }

    fn entry() -> Entry {
        Entry {
            id: GameId(42),
            saved_ms: 1_764_620_000_000,
            opponent: Opponent::Computer(Level::Easy, Side::North),
            game: random_game(3, 25),
        }
    }

    fn answers() -> Vec<RoomAnswer> {
        let position: Position = "1-0-9-0-0-1-1-0-0-0-0-0-18-18-S".parse().expect("valid");
        let mut all = vec![
            RoomAnswer::Close,
            RoomAnswer::Play {
                position,
                opponent: Mode::Computer,
            },
            RoomAnswer::Play {
                position: Position::start(),
                opponent: Mode::TwoPlayers,
            },
            RoomAnswer::Loaded(Loaded {
                game: random_game(11, 60),
                note: Some(OgnNote::HundredPliesOff { ply: 101 }),
            }),
            RoomAnswer::Loaded(Loaded {
                game: Game::new(),
                note: None,
            }),
            RoomAnswer::Open {
                entry: entry(),
                review: true,
            },
            RoomAnswer::Open {
                entry: Entry {
                    opponent: Opponent::Friend,
                    ..entry()
                },
                review: false,
            },
        ];
        all.extend(
            [
                Setting::Mode(Mode::TwoPlayers),
                Setting::Mode(Mode::Computer),
                Setting::Level(Level::Easy),
                Setting::Side(Side::North),
                Setting::Lang(Lang::Fr),
                Setting::Orientation(Orientation::TurnToPlayer),
                Setting::Speed(Speed::Slow),
                Setting::Sound(Sound::Off),
            ]
            .map(RoomAnswer::Set),
        );
        all
    }

    #[test]
    fn a_setting_is_one_line_of_a_save() {
        let text = RoomAnswer::Set(Setting::Level(Level::Hard)).to_string();
        assert_eq!(text, format!("{VERSION} set\nlevel hard\n"));
        for bad in ["set\n", "set\nlevel godlike\n", "set\ncolour red\n"] {
            assert!(
                format!("{VERSION} {bad}").parse::<RoomAnswer>().is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn every_request_round_trips() {
        for request in requests() {
            let text = request.to_string();
            assert!(text.starts_with(VERSION), "{text}");
            assert_eq!(text.parse::<RoomRequest>(), Ok(request.clone()), "{text}");
        }
    }

    #[test]
    fn every_answer_round_trips() {
        for answer in answers() {
            let text = answer.to_string();
            assert_eq!(text.parse::<RoomAnswer>(), Ok(answer.clone()), "{text}");
        }
    }

    #[test]
    fn a_request_is_written_with_the_save_codec() {
        let game = random_game(5, 12);
        let text = RoomRequest::Game {
            game: game.clone(),
            settings: settings(),
        }
        .to_string();
        let body = text.split_once('\n').expect("lines").1;
        assert_eq!(
            body,
            format!(
                "{}{}",
                lines::game_lines(&game),
                save::settings_lines(&settings())
            )
        );
        let saved = save::decode(
            &save::encode(GameId(1), &game, &settings()),
            Settings::new(Lang::En),
        )
        .expect("a save");
        assert_eq!((saved.game, saved.settings), (game, settings()));
    }

    #[test]
    fn the_room_and_its_language() {
        let rooms: Vec<(Room, Lang)> = requests().iter().map(|r| (r.room(), r.lang())).collect();
        assert_eq!(
            rooms,
            [
                (Room::Lessons, Lang::En),
                (Room::Puzzles, Lang::Fr),
                (Room::Puzzles, Lang::En),
                (Room::Editor, Lang::Fr),
                (Room::Editor, Lang::En),
                (Room::Game, Lang::Fr),
                (Room::Game, Lang::En),
                (Room::Library, Lang::Fr),
                (Room::Settings, Lang::Fr),
                (Room::Settings, Lang::En),
                (Room::Help, Lang::Fr),
                (Room::Help, Lang::En),
                (Room::Online, Lang::Fr),
                (Room::Online, Lang::En),
            ]
        );
        assert!(!Room::Lessons.is_dialog() && !Room::Puzzles.is_dialog());
        assert!(!Room::Online.is_dialog());
        assert!([
            Room::Editor,
            Room::Game,
            Room::Library,
            Room::Settings,
            Room::Help
        ]
        .iter()
        .all(|room| room.is_dialog()));
    }

    #[test]
    fn a_malformed_message_is_an_error() {
        let good_request = requests()[5].to_string();
        let good_answer = answers()[5].to_string();
        let requests = [
            String::new(),
            "kawu-room 2 lessons\nlang fr\n".to_owned(),
            "kawu-room 1 kitchen\n".to_owned(),
            "kawu-room 1lessons\n".to_owned(),
            "kawu-room 1 lessons\nlang fr\nspeed normal\nsound on\n".to_owned(),
            "kawu-room 1 lessons\nlang de\nspeed normal\nsound on\ncompact no\n".to_owned(),
            "kawu-room 1 lessons\nlang fr\nspeed normal\nsound on\ncompact maybe\n".to_owned(),
            "kawu-room 1 puzzles\nlang fr\nspeed normal\nsound on\ncompact no\nretry 3 x A F - 3 mistake\n"
                .to_owned(),
            good_request.replace("level hard", "level expert"),
            good_request.replace("moves ", "moves Q"),
            good_request.replacen("start ", "start 9", 1),
            "kawu-room 1 library\ncurrent xyz\n".to_owned(),
            "kawu-room 1 editor\nstart 4-4\n".to_owned(),
            "kawu-room 1 online\nlang fr\nspeed normal\n".to_owned(),
        ];
        for text in &requests {
            assert!(text.parse::<RoomRequest>().is_err(), "{text:?}");
        }
        let answers = [
            "kawu-room 1 play\nposition 4-4-4\nopponent computer\n".to_owned(),
            "kawu-room 1 play\nopponent computer\n".to_owned(),
            "kawu-room 1 refused\nerror ogn\nat 1\nkind unterminated-comment\n".to_owned(),
            "kawu-room 1 refused\nerror ogn\nat -\nkind illegal-move 4 C\n".to_owned(),
            "kawu-room 1 refused\nerror ogn\nat -\nkind bad-fen\n".to_owned(),
            "kawu-room 1 refused\nerror ogn\nat -\nkind tag-syntax\ntext a\\q\n".to_owned(),
            "kawu-room 1 refused\nerror too-big lots\n".to_owned(),
            "kawu-room 1 refused\nerror sideways\n".to_owned(),
            "kawu-room 1 open\nreview yes\n".to_owned(),
            good_answer.replace("id 000000000000002a", "id zz"),
            good_answer.replace("review yes", "review perhaps"),
            "kawu-room 1 wave\n".to_owned(),
        ];
        for text in &answers {
            assert!(text.parse::<RoomAnswer>().is_err(), "{text:?}");
        }
        let error = "x".repeat(1 << 20).parse::<RoomAnswer>().unwrap_err();
        assert!(error.to_string().len() < 200, "{error}");
    }

    #[test]
    fn the_save_my_games_and_the_rooms_read_a_game_alike() {
        let game = random_game(9, 30);
        let lines = lines::game_lines(&game);
        let start = format!("start {}", game.start());
        let moves = lines.lines().nth(1).expect("moves").to_owned();
        let variants = [
            (lines.clone(), true),
            (lines.replace('\n', "\r\n"), true),
            (format!("  {start}\t\n{moves}  \n"), true),
            (
                format!("{start}\n{}\n", moves.replacen(' ', "\t ", 1)),
                true,
            ),
            (format!("{lines}moves CC\nstart 9\n"), true),
            (format!("{start}\nmoves -\n"), true),
            (format!("{start}\nmoves\n"), true),
            (format!("{start}\n"), false),
            (format!("{moves}\n"), false),
            (format!("{start}\nmoves CC\n"), false),
            (format!("start 9\n{moves}\n"), false),
            (format!("{start}\nmoves C?\n"), false),
        ];
        for (body, reads) in variants {
            let settings = save::settings_lines(&Settings::new(Lang::En));
            let saved = save::decode(
                &format!("{}\n{body}{settings}", save::HEADER),
                Settings::new(Lang::En),
            )
            .map(|saved| saved.game);
            let kept = library::decode(&format!("{}\nid 2a\n{body}", library::HEADER))
                .map(|entry| entry.game);
            let loaded = match format!("{VERSION} loaded\n{body}").parse::<RoomAnswer>() {
                Ok(RoomAnswer::Loaded(loaded)) => Ok(loaded.game),
                other => Err(other),
            };
            assert_eq!(saved.is_ok(), reads, "{body:?}");
            assert_eq!(saved.clone().ok(), kept.ok(), "{body:?}");
            assert_eq!(saved.ok(), loaded.ok(), "{body:?}");
        }
    }

    proptest! {
        #[test]
        fn garbage_never_panics(text in "\\PC{0,300}", kind in "(lessons|editor|game|library|settings|help|online|close|play|loaded|open|set)") {
            let text = format!("{VERSION} {kind}\n{text}");
            let _ = text.parse::<RoomRequest>();
            let _ = text.parse::<RoomAnswer>();
        }
    }
}
