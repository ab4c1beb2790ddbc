//! The messages between the page and its rooms: the rare views (the lessons, the position
//! editor, the game panel, My games) live in a second wasm module, loaded the first time one
//! opens, and the two speak in text. A request says which room to open and with what; an
//! answer says what the player did there. Decoding never panics: bad text is an error.
//!
//! ```text
//! page → room   kawu-room 1 lessons    lang, speed, sound, compact
//!               kawu-room 1 editor     start (a position string, maybe no longer playable),
//!                                      bottom, compact, then the settings' lines of a save
//!               kawu-room 1 game       the game's and the settings' lines of a save
//!               kawu-room 1 library    current (the game on the board), the settings' lines
//! room → page   kawu-room 1 close      (leave the lessons, cancel the editor, close a panel)
//!               kawu-room 1 play       position, opponent
//!               kawu-room 1 loaded     the game's lines of a save
//!               kawu-room 1 refused    error …  (why the file was refused, as data)
//!               kawu-room 1 open       review yes|no, then a kept game's text (My games')
//! ```
//!
//! Every other line is `key value`. The game and the settings are written by the save's own
//! codec ([`save::game_lines`], [`save::settings_lines`]), a kept game by the library's
//! ([`library::encode`]); a quoted text is one line, `\`, newline and carriage return escaped.

use std::fmt;

use kawu_engine::{
    excerpt, BySide, Game, IllegalReason, Invalid, InvalidPosition, Location, MoveLetters,
    OgnError, OgnErrorKind, ParsePositionError, Pit, Position, Setup, Side,
};

use crate::model::library::{self, Entry, GameId};
use crate::model::record::RecordError;
use crate::model::save;
use crate::model::settings::{parse_side, side_word, Lang, Mode, Settings, Sound, Speed};

/// The first word and version of every message.
pub const VERSION: &str = "kawu-room 1";

/// The four rooms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Room {
    /// The lessons, in the game's place under the header.
    Lessons,
    /// The position editor, a dialog.
    Editor,
    /// The game panel (save, load, copy, share), a dialog.
    Game,
    /// My games, a dialog.
    Library,
}

impl Room {
    /// Its word in a request.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Room::Lessons => "lessons",
            Room::Editor => "editor",
            Room::Game => "game",
            Room::Library => "library",
        }
    }

    /// Whether it opens as a dialog over the game (all but the lessons).
    #[must_use]
    pub const fn is_dialog(self) -> bool {
        !matches!(self, Room::Lessons)
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
}

impl RoomRequest {
    /// The room asked for.
    #[must_use]
    pub const fn room(&self) -> Room {
        match self {
            RoomRequest::Lessons { .. } => Room::Lessons,
            RoomRequest::Editor { .. } => Room::Editor,
            RoomRequest::Game { .. } => Room::Game,
            RoomRequest::Library { .. } => Room::Library,
        }
    }

    /// The language the room speaks.
    #[must_use]
    pub const fn lang(&self) -> Lang {
        match self {
            RoomRequest::Lessons { lang, .. } => *lang,
            RoomRequest::Editor { settings, .. }
            | RoomRequest::Game { settings, .. }
            | RoomRequest::Library { settings, .. } => settings.lang,
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
    /// The game panel read a file: its game, or why it was refused.
    Loaded(Result<Game, RecordError>),
    /// My games: put this kept game on the board.
    Open {
        /// The kept game.
        entry: Entry,
        /// To review it (`true`) or to play on (`false`).
        review: bool,
    },
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

/// A text as one line: `\`, newline and carriage return escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out
}

/// The text of an [`escape`]d line.
fn unescape(line: &str) -> Result<String, RoomError> {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('\\') => out.push('\\'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            _ => return Err(RoomError(format!("bad escape in {:?}", excerpt(line)))),
        }
    }
    Ok(out)
}

/// The `key value` lines of a message after its first, and the text that follows a line
/// equal to `tail` (that line included), if any.
struct Lines<'a> {
    pairs: Vec<(&'a str, &'a str)>,
    tail: Option<&'a str>,
}

impl<'a> Lines<'a> {
    /// Splits `text`: its kind (after the [`VERSION`]), its lines, and the tail from `tail` on.
    fn open(text: &'a str, tail: Option<&str>) -> Result<(&'a str, Lines<'a>), RoomError> {
        let (first, mut rest) = text.split_once('\n').unwrap_or((text, ""));
        let kind = first
            .trim_end()
            .strip_prefix(VERSION)
            .and_then(|kind| kind.strip_prefix(' '))
            .ok_or_else(|| RoomError(format!("not a {VERSION} message: {:?}", excerpt(first))))?;
        let mut lines = Lines {
            pairs: Vec::new(),
            tail: None,
        };
        while !rest.is_empty() {
            let (line, after) = rest.split_once('\n').unwrap_or((rest, ""));
            if tail == Some(line.trim_end()) {
                lines.tail = Some(rest);
                break;
            }
            lines
                .pairs
                .push(line.split_once(' ').unwrap_or((line.trim_end(), "")));
            rest = after;
        }
        Ok((kind, lines))
    }

    /// The value of the first line with `key`.
    fn get(&self, key: &str) -> Result<&'a str, RoomError> {
        self.pairs
            .iter()
            .find(|(k, _)| *k == key)
            .map(|&(_, value)| value)
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

    /// The value of `key`, an escaped text.
    fn text(&self, key: &str) -> Result<String, RoomError> {
        unescape(self.get(key)?)
    }

    /// The settings of the save's lines among these, each required and read.
    fn settings(&self) -> Result<Settings, RoomError> {
        let mut settings = Settings::new(Lang::En);
        for key in [
            "mode",
            "level",
            "side",
            "lang",
            "orientation",
            "speed",
            "sound",
        ] {
            let value = self.get(key)?;
            if !save::read_setting(&mut settings, key, value) {
                return Err(bad(key, value));
            }
        }
        Ok(settings)
    }

    /// The game of the save's lines among these.
    fn game(&self) -> Result<Game, RoomError> {
        let start: Position = self.parse("start")?;
        let moves = self.get("moves")?;
        let moves = moves
            .parse::<MoveLetters>()
            .map_err(|_| bad("moves", moves))?;
        Game::replay(start, &moves.0).map_err(|illegal| RoomError(illegal.to_string()))
    }
}

/// The value of `key` could not be read.
fn bad(key: &str, value: &str) -> RoomError {
    RoomError(format!("bad {key} {:?}", excerpt(value)))
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
            } => write!(
                f,
                "lang {lang}\nspeed {speed}\nsound {sound}\ncompact {}\n",
                yes_no(*compact)
            ),
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
                save::game_lines(game),
                save::settings_lines(settings)
            ),
            RoomRequest::Library { settings, current } => write!(
                f,
                "current {}\n{}",
                current.key(),
                save::settings_lines(settings)
            ),
        }
    }
}

impl std::str::FromStr for RoomRequest {
    type Err = RoomError;

    fn from_str(text: &str) -> Result<RoomRequest, RoomError> {
        let (kind, lines) = Lines::open(text, None)?;
        Ok(match kind {
            "lessons" => RoomRequest::Lessons {
                lang: lines.parse("lang")?,
                speed: lines.parse("speed")?,
                sound: lines.parse("sound")?,
                compact: lines.flag("compact")?,
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
            RoomAnswer::Loaded(Ok(game)) => {
                write!(f, "{VERSION} loaded\n{}", save::game_lines(game))
            }
            RoomAnswer::Loaded(Err(error)) => {
                write!(f, "{VERSION} refused\n{}", record_error_lines(error))
            }
            RoomAnswer::Open { entry, review } => write!(
                f,
                "{VERSION} open\nreview {}\n{}",
                yes_no(*review),
                library::encode(entry)
            ),
        }
    }
}

impl std::str::FromStr for RoomAnswer {
    type Err = RoomError;

    fn from_str(text: &str) -> Result<RoomAnswer, RoomError> {
        let (kind, lines) = Lines::open(text, Some(library::HEADER))?;
        Ok(match kind {
            "close" => RoomAnswer::Close,
            "play" => RoomAnswer::Play {
                position: lines.parse("position")?,
                opponent: lines.parse("opponent")?,
            },
            "loaded" => RoomAnswer::Loaded(Ok(lines.game()?)),
            "refused" => RoomAnswer::Loaded(Err(read_record_error(&lines)?)),
            "open" => {
                let kept = lines
                    .tail
                    .ok_or_else(|| RoomError("no kept game".to_owned()))?;
                RoomAnswer::Open {
                    entry: library::decode(kept).map_err(|why| RoomError(why.to_string()))?,
                    review: lines.flag("review")?,
                }
            }
            other => return Err(RoomError(format!("unknown answer {:?}", excerpt(other)))),
        })
    }
}

// ---------------------------------------------------------------------------------------------
// A refused file, as data: the page says why in the player's language, and again in the other
// one if the language changes.

/// The lines of a [`RecordError`]: `error <what> [number]`, and for a bad OGN text where (`at`)
/// and the kind of problem (`kind …`, with `text`, `tag` or `movetext` lines for quoted text).
fn record_error_lines(error: &RecordError) -> String {
    match error {
        RecordError::Empty => "error empty\n".to_owned(),
        RecordError::TooBig { bytes } => format!("error too-big {bytes}\n"),
        RecordError::Utf16 => "error utf16\n".to_owned(),
        RecordError::NotUtf8 { offset } => format!("error not-utf8 {offset}\n"),
        RecordError::Unreadable => "error unreadable\n".to_owned(),
        RecordError::Ogn(OgnError { kind, at }) => {
            let at = at.map_or_else(|| "-".to_owned(), |at| format!("{} {}", at.line, at.column));
            format!("error ogn\nat {at}\n{}", ogn_kind_lines(kind))
        }
    }
}

/// A quoted text's line.
fn text_line(key: &str, text: &str) -> String {
    format!("{key} {}\n", escape(text))
}

/// The lines of an OGN problem.
fn ogn_kind_lines(kind: &OgnErrorKind) -> String {
    let quoted = |word: &str, text: &str| format!("kind {word}\n{}", text_line("text", text));
    match kind {
        OgnErrorKind::TagSyntax(why) => quoted("tag-syntax", why),
        OgnErrorKind::DuplicateTag(name) => quoted("duplicate-tag", name),
        OgnErrorKind::UnknownVariant(name) => quoted("unknown-variant", name),
        OgnErrorKind::BadFen(ParsePositionError::Syntax(why)) => quoted("bad-fen-syntax", why),
        OgnErrorKind::BadFen(ParsePositionError::Invalid(invalid)) => {
            let reasons: Vec<String> = invalid.reasons.iter().map(|&r| invalid_word(r)).collect();
            format!("kind bad-fen {}\n", reasons.join(" "))
        }
        OgnErrorKind::BadResult(text) => quoted("bad-result", text),
        OgnErrorKind::ResultsDisagree { tag, movetext } => format!(
            "kind results-disagree\n{}{}",
            text_line("tag", tag),
            text_line("movetext", movetext)
        ),
        OgnErrorKind::UnexpectedText(text) => quoted("unexpected-text", text),
        OgnErrorKind::BadCaptureMark(text) => quoted("bad-capture-mark", text),
        OgnErrorKind::UnterminatedComment => "kind unterminated-comment\n".to_owned(),
        OgnErrorKind::UnterminatedVariation => "kind unterminated-variation\n".to_owned(),
        OgnErrorKind::IllegalMove { ply, pit, reason } => {
            format!("kind illegal-move {ply} {pit} {}\n", reason_word(*reason))
        }
        OgnErrorKind::CaptureMismatch {
            ply,
            pit,
            written,
            captured,
        } => format!("kind capture-mismatch {ply} {pit} {written} {captured}\n"),
        OgnErrorKind::ResultMismatch { written, actual } => format!(
            "kind result-mismatch {} {} {} {}\n",
            written.south, written.north, actual.south, actual.north
        ),
    }
}

/// The word of a reason a move is illegal.
const fn reason_word(reason: IllegalReason) -> &'static str {
    match reason {
        IllegalReason::GameOver => "game-over",
        IllegalReason::NotYourPit => "not-your-pit",
        IllegalReason::EmptyPit => "empty-pit",
        IllegalReason::MustFeed => "must-feed",
    }
}

/// The reason a move is illegal, from its word.
fn read_reason(word: &str) -> Option<IllegalReason> {
    Some(match word {
        "game-over" => IllegalReason::GameOver,
        "not-your-pit" => IllegalReason::NotYourPit,
        "empty-pit" => IllegalReason::EmptyPit,
        "must-feed" => IllegalReason::MustFeed,
        _ => return None,
    })
}

/// One reason a position is not playable, as one word: `seed-total:47`, `already-won:south`…
fn invalid_word(reason: Invalid) -> String {
    match reason {
        Invalid::SeedTotal(total) => format!("seed-total:{total}"),
        Invalid::AlreadyWon(side) => format!("already-won:{}", side_word(side)),
        Invalid::AlreadyDrawn => "already-drawn".to_owned(),
        Invalid::NothingToSow(side) => format!("nothing-to-sow:{}", side_word(side)),
        Invalid::CannotFeed(side) => format!("cannot-feed:{}", side_word(side)),
    }
}

/// One reason a position is not playable, from its word.
fn read_invalid(word: &str) -> Option<Invalid> {
    let (name, value) = word.split_once(':').unwrap_or((word, ""));
    let side = || parse_side(value).ok();
    Some(match name {
        "seed-total" => Invalid::SeedTotal(value.parse().ok()?),
        "already-won" => Invalid::AlreadyWon(side()?),
        "already-drawn" => Invalid::AlreadyDrawn,
        "nothing-to-sow" => Invalid::NothingToSow(side()?),
        "cannot-feed" => Invalid::CannotFeed(side()?),
        _ => return None,
    })
}

/// Reads the lines of [`record_error_lines`].
fn read_record_error(lines: &Lines<'_>) -> Result<RecordError, RoomError> {
    let error = lines.get("error")?;
    let (what, number) = error.split_once(' ').unwrap_or((error, ""));
    let number = || number.parse::<u64>().map_err(|_| bad("error", error));
    Ok(match what {
        "empty" => RecordError::Empty,
        "too-big" => RecordError::TooBig { bytes: number()? },
        "utf16" => RecordError::Utf16,
        "not-utf8" => RecordError::NotUtf8 { offset: number()? },
        "unreadable" => RecordError::Unreadable,
        "ogn" => {
            let at = match lines.get("at")? {
                "-" => None,
                at => {
                    let (line, column) = at.split_once(' ').ok_or_else(|| bad("at", at))?;
                    let read = |n: &str| n.parse::<usize>().map_err(|_| bad("at", at));
                    Some(Location {
                        line: read(line)?,
                        column: read(column)?,
                    })
                }
            };
            RecordError::Ogn(OgnError {
                kind: read_ogn_kind(lines)?,
                at,
            })
        }
        _ => return Err(bad("error", error)),
    })
}

/// Reads the lines of [`ogn_kind_lines`].
fn read_ogn_kind(lines: &Lines<'_>) -> Result<OgnErrorKind, RoomError> {
    let kind = lines.get("kind")?;
    let fail = || bad("kind", kind);
    let mut words = kind.split(' ');
    let name = words.next().unwrap_or("");
    let fields: Vec<&str> = words.collect();
    let number = |i: usize| -> Result<usize, RoomError> {
        fields.get(i).and_then(|n| n.parse().ok()).ok_or_else(fail)
    };
    let seeds = |i: usize| -> Result<u8, RoomError> {
        fields.get(i).and_then(|n| n.parse().ok()).ok_or_else(fail)
    };
    let pit = |i: usize| -> Result<Pit, RoomError> {
        fields.get(i).and_then(|p| p.parse().ok()).ok_or_else(fail)
    };
    Ok(match name {
        "tag-syntax" => OgnErrorKind::TagSyntax(lines.text("text")?),
        "duplicate-tag" => OgnErrorKind::DuplicateTag(lines.text("text")?),
        "unknown-variant" => OgnErrorKind::UnknownVariant(lines.text("text")?),
        "bad-fen-syntax" => OgnErrorKind::BadFen(ParsePositionError::Syntax(lines.text("text")?)),
        "bad-fen" => {
            let reasons = fields
                .iter()
                .map(|word| read_invalid(word).ok_or_else(fail))
                .collect::<Result<Vec<_>, _>>()?;
            if reasons.is_empty() {
                return Err(fail());
            }
            OgnErrorKind::BadFen(ParsePositionError::Invalid(InvalidPosition { reasons }))
        }
        "bad-result" => OgnErrorKind::BadResult(lines.text("text")?),
        "results-disagree" => OgnErrorKind::ResultsDisagree {
            tag: lines.text("tag")?,
            movetext: lines.text("movetext")?,
        },
        "unexpected-text" => OgnErrorKind::UnexpectedText(lines.text("text")?),
        "bad-capture-mark" => OgnErrorKind::BadCaptureMark(lines.text("text")?),
        "unterminated-comment" => OgnErrorKind::UnterminatedComment,
        "unterminated-variation" => OgnErrorKind::UnterminatedVariation,
        "illegal-move" => OgnErrorKind::IllegalMove {
            ply: number(0)?,
            pit: pit(1)?,
            reason: fields
                .get(2)
                .and_then(|word| read_reason(word))
                .ok_or_else(fail)?,
        },
        "capture-mismatch" => OgnErrorKind::CaptureMismatch {
            ply: number(0)?,
            pit: pit(1)?,
            written: seeds(2)?,
            captured: seeds(3)?,
        },
        "result-mismatch" => OgnErrorKind::ResultMismatch {
            written: BySide {
                south: seeds(0)?,
                north: seeds(1)?,
            },
            actual: BySide {
                south: seeds(2)?,
                north: seeds(3)?,
            },
        },
        _ => return Err(fail()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::library::Opponent;
    use crate::model::record;
    use crate::model::test_util::random_game;
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
        vec![
            RoomRequest::Lessons {
                lang: Lang::En,
                speed: Speed::Off,
                sound: Sound::On,
                compact: true,
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

    /// Every kind of refused file, OGN problems included (several read from real bad records).
    fn refusals() -> Vec<RecordError> {
        let at = Some(Location { line: 3, column: 7 });
        let ogn = |kind| RecordError::Ogn(OgnError { kind, at });
        let mut all = vec![
            RecordError::Empty,
            RecordError::TooBig { bytes: 2_000_000 },
            RecordError::Utf16,
            RecordError::NotUtf8 { offset: 17 },
            RecordError::Unreadable,
            ogn(OgnErrorKind::TagSyntax(
                "expected ']'\nthen a \\ line".to_owned(),
            )),
            ogn(OgnErrorKind::DuplicateTag("Event".to_owned())),
            ogn(OgnErrorKind::UnknownVariant("Oware Nam-nam".to_owned())),
            ogn(OgnErrorKind::BadFen(ParsePositionError::Syntax(
                "expected 15 fields".to_owned(),
            ))),
            ogn(OgnErrorKind::BadFen(ParsePositionError::Invalid(
                InvalidPosition {
                    reasons: vec![
                        Invalid::SeedTotal(47),
                        Invalid::AlreadyWon(Side::North),
                        Invalid::AlreadyDrawn,
                        Invalid::NothingToSow(Side::South),
                        Invalid::CannotFeed(Side::North),
                    ],
                },
            ))),
            ogn(OgnErrorKind::BadResult("3-x".to_owned())),
            ogn(OgnErrorKind::ResultsDisagree {
                tag: "25-20".to_owned(),
                movetext: "*".to_owned(),
            }),
            ogn(OgnErrorKind::UnexpectedText("zz\r".to_owned())),
            ogn(OgnErrorKind::BadCaptureMark("+99".to_owned())),
            RecordError::Ogn(OgnError {
                kind: OgnErrorKind::UnterminatedComment,
                at: None,
            }),
            ogn(OgnErrorKind::UnterminatedVariation),
            ogn(OgnErrorKind::IllegalMove {
                ply: 4,
                pit: Pit::from_letter('c').expect("pit"),
                reason: IllegalReason::NotYourPit,
            }),
            ogn(OgnErrorKind::CaptureMismatch {
                ply: 9,
                pit: Pit::from_letter('E').expect("pit"),
                written: 2,
                captured: 3,
            }),
            ogn(OgnErrorKind::ResultMismatch {
                written: BySide {
                    south: 25,
                    north: 20,
                },
                actual: BySide {
                    south: 24,
                    north: 24,
                },
            }),
        ];
        for bad in [
            "1. F F",
            "[Event \"x\"]\n[Event \"y\"]\n",
            "1. A {open",
            "1. C+3",
        ] {
            all.push(record::read(bad).expect_err("a bad record"));
        }
        all
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
            RoomAnswer::Loaded(Ok(random_game(11, 60))),
            RoomAnswer::Loaded(Ok(Game::new())),
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
        all.extend(refusals().into_iter().map(|e| RoomAnswer::Loaded(Err(e))));
        all
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
                save::game_lines(&game),
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
                (Room::Editor, Lang::Fr),
                (Room::Editor, Lang::En),
                (Room::Game, Lang::Fr),
                (Room::Game, Lang::En),
                (Room::Library, Lang::Fr),
            ]
        );
        assert!(!Room::Lessons.is_dialog());
        assert!([Room::Editor, Room::Game, Room::Library]
            .iter()
            .all(|room| room.is_dialog()));
    }

    #[test]
    fn a_malformed_message_is_an_error() {
        let good_request = requests()[3].to_string();
        let good_answer = answers()[5].to_string();
        let requests = [
            String::new(),
            "kawu-room 2 lessons\nlang fr\n".to_owned(),
            "kawu-room 1 kitchen\n".to_owned(),
            "kawu-room 1lessons\n".to_owned(),
            "kawu-room 1 lessons\nlang fr\nspeed normal\nsound on\n".to_owned(),
            "kawu-room 1 lessons\nlang de\nspeed normal\nsound on\ncompact no\n".to_owned(),
            "kawu-room 1 lessons\nlang fr\nspeed normal\nsound on\ncompact maybe\n".to_owned(),
            good_request.replace("level hard", "level expert"),
            good_request.replace("moves ", "moves Q"),
            good_request.replacen("start ", "start 9", 1),
            "kawu-room 1 library\ncurrent xyz\n".to_owned(),
            "kawu-room 1 editor\nstart 4-4\n".to_owned(),
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

    proptest! {
        #[test]
        fn games_round_trip(seed in any::<u64>(), plies in 0usize..150) {
            let game = random_game(seed, plies);
            let request = RoomRequest::Game { game: game.clone(), settings: settings() };
            prop_assert_eq!(request.to_string().parse::<RoomRequest>(), Ok(request));
            let answer = RoomAnswer::Loaded(Ok(game));
            prop_assert_eq!(answer.to_string().parse::<RoomAnswer>(), Ok(answer));
        }

        #[test]
        fn quoted_texts_round_trip(text in "\\PC{0,60}|[\\\\\\n\\r a]{0,20}") {
            let answer = RoomAnswer::Loaded(Err(RecordError::Ogn(OgnError {
                kind: OgnErrorKind::UnexpectedText(text),
                at: None,
            })));
            prop_assert_eq!(answer.to_string().parse::<RoomAnswer>(), Ok(answer));
        }

        #[test]
        fn garbage_never_panics(text in "\\PC{0,300}", kind in "(lessons|editor|game|library|close|play|loaded|refused|open)") {
            let text = format!("{VERSION} {kind}\n{text}");
            let _ = text.parse::<RoomRequest>();
            let _ = text.parse::<RoomAnswer>();
        }
    }
}
