//! My games: every game the player has played on this device, finished or not, as pure data and
//! a text codec (the page keeps each game's text in IndexedDB under its id, see
//! `view::browser::library_store`). The game going on is kept there too, after every change, so
//! that a new game, a set-up position, a loaded file or an opened link never destroys it.
//!
//! ```text
//! kawu-game 1
//! id 9f3c2a17b4e6d081
//! saved 1764620000000          (wall-clock milliseconds of the last change)
//! mode computer                (or two-players)
//! level hard
//! side south                   (the human's side against the computer)
//! start 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S
//! moves CdFa
//! ```
//!
//! The lines are read as every key–value text of kawu is ([`kawu_protocol::lines`]: keys and
//! values trimmed, the first line with a key read, `start` and `moves` required, as in the save).
//! A game under other rules than abapa names them on its `start` line, after the position
//! (`start 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S awale`); an abapa game's text is as it always was.

use std::fmt;

use kawu_ai::Level;
use kawu_engine::{Game, Side};
use kawu_protocol::lines::{self, FieldError, Lines};

use crate::settings::{parse_side, side_word, Mode, Settings};

/// The first line of a kept game's text.
pub const HEADER: &str = "kawu-game 1";

/// A game's identity: the same game in the library, the save and other tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub u64);

impl GameId {
    /// The id after this one in a sequence drawn from a seed (splitmix64): ids drawn from
    /// different seeds (one per tab and visit) do not meet.
    #[must_use]
    pub const fn next(self) -> GameId {
        let mut z = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        GameId(z ^ (z >> 31))
    }

    /// The key of the game in the library: 16 hex digits.
    #[must_use]
    pub fn key(self) -> String {
        format!("{:016x}", self.0)
    }

    /// The id of a key.
    #[must_use]
    pub fn from_key(key: &str) -> Option<GameId> {
        u64::from_str_radix(key.trim(), 16).ok().map(GameId)
    }
}

/// Who the player played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    /// The computer at a level, the player on a side.
    Computer(Level, Side),
    /// A friend on the same device.
    Friend,
}

impl Opponent {
    /// The opponent of a game played with these settings.
    #[must_use]
    pub fn of(settings: &Settings) -> Opponent {
        match settings.mode {
            Mode::Computer => Opponent::Computer(settings.level, settings.side),
            Mode::TwoPlayers => Opponent::Friend,
        }
    }

    /// These settings with this opponent.
    #[must_use]
    pub fn in_settings(self, mut settings: Settings) -> Settings {
        match self {
            Opponent::Computer(level, side) => {
                settings.mode = Mode::Computer;
                settings.level = level;
                settings.side = side;
            }
            Opponent::Friend => settings.mode = Mode::TwoPlayers,
        }
        settings
    }
}

/// How a kept game stands: its result, or unfinished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// South won.
    South,
    /// North won.
    North,
    /// A draw.
    Draw,
    /// The game goes on.
    Unfinished,
}

impl Standing {
    /// The standing of `game`.
    #[must_use]
    pub fn of(game: &Game) -> Standing {
        match game.outcome().map(|outcome| outcome.winner()) {
            None => Standing::Unfinished,
            Some(None) => Standing::Draw,
            Some(Some(Side::South)) => Standing::South,
            Some(Some(Side::North)) => Standing::North,
        }
    }

    /// Its word, as in the `data-result` hook: `south`, `north`, `draw`, `unfinished`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Standing::South => "south",
            Standing::North => "north",
            Standing::Draw => "draw",
            Standing::Unfinished => "unfinished",
        }
    }
}

/// One game of the library.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Its identity.
    pub id: GameId,
    /// When it last changed, in wall-clock milliseconds since 1970.
    pub saved_ms: u64,
    /// Who the player played.
    pub opponent: Opponent,
    /// The game, with every move.
    pub game: Game,
}

impl Entry {
    /// The game's result, or unfinished.
    #[must_use]
    pub fn standing(&self) -> Standing {
        Standing::of(&self.game)
    }

    /// Its number of moves (plies, both sides).
    #[must_use]
    pub fn plies(&self) -> usize {
        self.game.plies().len()
    }
}

/// Whether `game` is worth a place in the library: a move was played, or it starts from a
/// set-up position (not the start of its rules).
#[must_use]
pub fn worth_keeping(game: &Game) -> bool {
    let start = game.start();
    !game.plies().is_empty() || start != start.rules().start()
}

/// Why a kept text could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryError(pub String);

impl fmt::Display for EntryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unreadable kept game: {}", self.0)
    }
}

impl std::error::Error for EntryError {}

/// The text of an entry.
#[must_use]
pub fn encode(entry: &Entry) -> String {
    let (mode, level, side) = match entry.opponent {
        Opponent::Computer(level, side) => (Mode::Computer, level, side),
        Opponent::Friend => (Mode::TwoPlayers, Level::Medium, Side::South),
    };
    format!(
        "{HEADER}\nid {}\nsaved {}\nmode {mode}\nlevel {level}\nside {}\n{}",
        entry.id.key(),
        entry.saved_ms,
        side_word(side),
        lines::game_lines(&entry.game),
    )
}

/// The value of `key` read with `parse`, or `default` when there is no such line.
fn read_or<T, E>(
    lines: &Lines<'_>,
    key: &'static str,
    default: T,
    parse: impl Fn(&str) -> Result<T, E>,
) -> Result<T, FieldError> {
    lines.get(key).map_or(Ok(default), |value| {
        parse(value).map_err(|_| FieldError::bad(key, value))
    })
}

/// Reads an entry's text; unknown lines are ignored (a newer version's), the rest must read.
/// `id`, `start` and `moves` are required; `saved`, `mode`, `level` and `side` have defaults.
///
/// # Errors
/// [`EntryError`] naming a line that cannot be read, or one missing.
pub fn decode(text: &str) -> Result<Entry, EntryError> {
    let lines = Lines::new(text);
    if lines.after(HEADER) != Some("") {
        return Err(EntryError("not a kept game".to_owned()));
    }
    let read = || -> Result<Entry, FieldError> {
        let id = lines.require("id")?;
        let id = GameId::from_key(id).ok_or_else(|| FieldError::bad("id", id))?;
        let saved_ms = read_or(&lines, "saved", 0, str::parse)?;
        let mode = read_or(&lines, "mode", Mode::TwoPlayers, str::parse)?;
        let level = read_or(&lines, "level", Level::Medium, str::parse)?;
        let side = read_or(&lines, "side", Side::South, parse_side)?;
        let opponent = match mode {
            Mode::Computer => Opponent::Computer(level, side),
            Mode::TwoPlayers => Opponent::Friend,
        };
        Ok(Entry {
            id,
            saved_ms,
            opponent,
            game: lines.game()?,
        })
    };
    read().map_err(|error| EntryError(error.to_string()))
}

/// One kept text as the library lists it: a game, or a text that could not be read (kept as
/// it is, so that it can still be exported).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kept {
    /// A game.
    Game(Entry),
    /// A text under this key that is not a readable game.
    Unreadable {
        /// Its key in the store.
        key: String,
        /// The text as stored.
        text: String,
    },
}

impl Kept {
    /// The kept text under `key`.
    #[must_use]
    pub fn read(key: &str, text: &str) -> Kept {
        match decode(text) {
            Ok(entry) => Kept::Game(entry),
            Err(_) => Kept::Unreadable {
                key: key.to_owned(),
                text: text.to_owned(),
            },
        }
    }

    /// Its key in the store.
    #[must_use]
    pub fn key(&self) -> String {
        match self {
            Kept::Game(entry) => entry.id.key(),
            Kept::Unreadable { key, .. } => key.clone(),
        }
    }

    fn saved_ms(&self) -> u64 {
        match self {
            Kept::Game(entry) => entry.saved_ms,
            Kept::Unreadable { .. } => 0,
        }
    }
}

/// Every kept text, newest first, the unreadable ones last.
#[must_use]
pub fn newest_first(mut kept: Vec<Kept>) -> Vec<Kept> {
    kept.sort_by(|a, b| b.saved_ms().cmp(&a.saved_ms()).then(a.key().cmp(&b.key())));
    kept
}

/// The library's list: every kept text but the game on the board (`current`), newest first.
#[must_use]
pub fn listing(mut kept: Vec<Kept>, current: GameId) -> Vec<Kept> {
    kept.retain(|item| !matches!(item, Kept::Game(entry) if entry.id == current));
    newest_first(kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Lang;
    use crate::test_util::pit;
    use kawu_engine::{Position, Rules};
    use proptest::prelude::*;

    fn entry(letters: &str, saved_ms: u64) -> Entry {
        let moves: Vec<_> = letters.chars().map(pit).collect();
        Entry {
            id: GameId(saved_ms).next(),
            saved_ms,
            opponent: Opponent::Computer(Level::Hard, Side::North),
            game: Game::replay(Position::start(), &moves).expect("legal"),
        }
    }

    #[test]
    fn an_entry_comes_back_from_its_text() {
        let kept = entry("CdFa", 1_764_620_000_000);
        let text = encode(&kept);
        assert!(text.starts_with("kawu-game 1\nid "), "{text}");
        assert_eq!(decode(&text), Ok(kept.clone()));
        let friend = Entry {
            opponent: Opponent::Friend,
            ..kept
        };
        assert_eq!(decode(&encode(&friend)), Ok(friend));
        let newer = format!("{text}colour blue\n");
        assert!(decode(&newer).is_ok(), "a newer version's line is ignored");
        for (id, saved_ms) in [(GameId(0), 0), (GameId(u64::MAX), u64::MAX)] {
            let kept = Entry {
                id,
                saved_ms,
                ..entry("", 1)
            };
            assert_eq!(decode(&encode(&kept)), Ok(kept));
        }
    }

    #[test]
    fn a_game_under_other_rules_is_kept_under_them() {
        let moves: Vec<_> = "ABa".chars().map(pit).collect();
        let kept = Entry {
            game: Game::replay(Rules::KALAH.start(), &moves).expect("legal"),
            ..entry("", 1_764_620_000_000)
        };
        let text = encode(&kept);
        assert!(
            text.ends_with("\nstart 6-6-6-6-6-6-6-6-6-6-6-6-0-0-S kalah\nmoves ABa\n"),
            "{text}"
        );
        let read = decode(&text).expect("reads");
        assert_eq!(read.game.start().rules(), Rules::KALAH);
        assert_eq!(read, kept);
        assert!(!worth_keeping(&Game::from_position(Rules::KALAH.start())));
        assert!(worth_keeping(&kept.game));
        // An abapa game's text is byte for byte what kawu-game 1 always wrote.
        let abapa = entry("Cd", 5);
        assert_eq!(
            encode(&abapa),
            format!(
                "kawu-game 1\nid {}\nsaved 5\nmode computer\nlevel hard\nside north\n\
                 start 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\nmoves Cd\n",
                abapa.id.key()
            )
        );
    }

    #[test]
    fn every_kept_text_ever_written_reads() {
        // As kawu-game 1 has written it since My games began.
        let text = "kawu-game 1\nid 9f3c2a17b4e6d081\nsaved 1764620000000\nmode computer\nlevel hard\nside north\nstart 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\nmoves CdFa\n";
        let kept = Entry {
            id: GameId(0x9f3c_2a17_b4e6_d081),
            ..entry("CdFa", 1_764_620_000_000)
        };
        assert_eq!(decode(text), Ok(kept.clone()));
        assert_eq!(encode(&kept), text);
        let fresh = text.replace("moves CdFa", "moves -");
        assert_eq!(decode(&fresh).map(|read| read.plies()), Ok(0));
        // By hand or through another system: whitespace around keys and values is forgiven.
        let messy: String = text
            .lines()
            .map(|line| format!("\t{}  \r\n", line.replacen(' ', "  ", 1)))
            .collect();
        assert_eq!(decode(&messy), Ok(kept));
    }

    #[test]
    fn a_kept_text_without_its_moves_stays_unreadable() {
        // Cut short: read as a game without moves, it would be overwritten by the next change.
        let text = encode(&entry("CdFa", 5));
        let cut = &text[..text.find("moves").expect("moves")];
        assert_eq!(decode(cut), Err(EntryError("no moves".to_owned())));
        assert!(matches!(Kept::read("k", cut), Kept::Unreadable { text, .. } if text == cut));
        let no_id = text.replace("id ", "ident ");
        assert_eq!(decode(&no_id), Err(EntryError("no id".to_owned())));
    }

    #[test]
    fn a_text_that_is_not_a_game_is_kept_as_unreadable() {
        let text = encode(&entry("Cd", 5)).replace("moves Cd", "moves CC");
        assert!(decode(&text).is_err());
        assert!(matches!(Kept::read("k", &text), Kept::Unreadable { key, .. } if key == "k"));
        let long = format!("{HEADER}\nid {}\n", "z".repeat(10_000));
        let error = decode(&long).unwrap_err();
        assert!(error.to_string().len() < 100, "{error}");
        assert!(decode("garbage").is_err());
    }

    #[test]
    fn the_listing_is_newest_first_without_the_game_on_the_board() {
        let (old, new, current) = (entry("C", 10), entry("Cd", 30), entry("CdF", 20));
        let broken = Kept::read("zz", "??");
        let kept = vec![
            Kept::Game(old.clone()),
            broken.clone(),
            Kept::Game(current.clone()),
            Kept::Game(new.clone()),
        ];
        assert_eq!(
            listing(kept, current.id),
            [Kept::Game(new), Kept::Game(old), broken]
        );
    }

    #[test]
    fn standings_and_what_is_worth_keeping() {
        assert_eq!(entry("Cd", 1).standing(), Standing::Unfinished);
        assert_eq!(Standing::Unfinished.word(), "unfinished");
        let start: Position = "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S".parse().expect("valid");
        let mut over = Game::from_position(start);
        assert!(worth_keeping(&over), "a set-up position");
        over.play(pit('C')).expect("legal");
        assert_eq!(Standing::of(&over), Standing::South);
        assert!(!worth_keeping(&Game::new()));
        let settings = Settings::new(Lang::En);
        let opponent = Opponent::of(&settings);
        assert_eq!(opponent.in_settings(settings), settings);
        let friend = Opponent::Friend.in_settings(settings);
        assert_eq!(Opponent::of(&friend), Opponent::Friend);
    }

    #[test]
    fn ids_follow_one_another_without_repeating() {
        let mut id = GameId(42);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..1000 {
            id = id.next();
            assert!(seen.insert(id));
            assert_eq!(GameId::from_key(&id.key()), Some(id));
        }
    }

    proptest! {
        #[test]
        fn garbage_is_refused_never_a_panic(text in "\\PC{0,300}") {
            let _ = decode(&text);
            let _ = decode(&format!("{HEADER}\n{text}"));
        }
    }
}
