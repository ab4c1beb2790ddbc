//! Game records as OGN text (the engine's [`Record`]): the file a player saves and loads, the
//! text they copy. Writing is the engine's strict writer with kawu's tags; reading is its relaxed
//! reader, which replays every move. The players' names come from the texts (`i18n::records`);
//! the browser side (download, file picker, clipboard) lives in `view::browser::transfer`.

use kawu_engine::{BySide, Game, OgnError, Record};

/// The largest file read as a record: a whole game is a few kilobytes.
pub const MAX_BYTES: u64 = 1 << 20;

/// The `Event` tag of a record kawu writes.
pub const EVENT: &str = "kawu";

/// Why a file was not loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// The file holds nothing (or only spaces).
    Empty,
    /// The file is larger than [`MAX_BYTES`].
    TooBig {
        /// Its size in bytes.
        bytes: u64,
    },
    /// The browser could not read the file.
    Unreadable,
    /// The text is not a valid record: what and where.
    Ogn(OgnError),
}

/// A calendar day, for the `Date` tag and the file name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Day {
    /// The year, e.g. 2026.
    pub year: u32,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day of the month, 1 to 31.
    pub day: u32,
}

impl Day {
    /// The `Date` tag's form: `2026.11.30`.
    #[must_use]
    pub fn tag(self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// The name of a saved record: `awale-2026-11-30.ogn`.
    #[must_use]
    pub fn file_name(self) -> String {
        format!(
            "awale-{:04}-{:02}-{:02}.ogn",
            self.year, self.month, self.day
        )
    }
}

/// The OGN text of `game` played on `day` by `players`: tags `Event`, `Date`, `South`, `North`
/// (and `Result`, `FEN` as the engine writes them), then the numbered moves.
#[must_use]
pub fn write(game: &Game, players: BySide<String>, day: Day) -> String {
    let tags = vec![
        ("Event".to_owned(), EVENT.to_owned()),
        ("Date".to_owned(), day.tag()),
        ("South".to_owned(), players.south),
        ("North".to_owned(), players.north),
    ];
    Record::from_game(game, tags).to_string()
}

/// The moves as the move list shows them: the pit letter, `+N` after a capture of N seeds (as
/// OGN writes them).
#[must_use]
pub fn move_list(game: &Game) -> Vec<String> {
    game.plies()
        .iter()
        .map(|ply| {
            let letter = ply.trace.origin.letter();
            match ply.trace.seeds_captured {
                0 => letter.to_string(),
                n => format!("{letter}+{n}"),
            }
        })
        .collect()
}

/// The game of an OGN text, every move replayed.
///
/// # Errors
/// [`RecordError::Empty`] for a text with nothing in it, [`RecordError::TooBig`] beyond
/// [`MAX_BYTES`], else [`RecordError::Ogn`] with the line, the column and the reason.
pub fn read(text: &str) -> Result<Game, RecordError> {
    let bytes = u64::try_from(text.len()).unwrap_or(u64::MAX);
    if bytes > MAX_BYTES {
        return Err(RecordError::TooBig { bytes });
    }
    // Some editors start a text file with a byte-order mark; the player never sees it.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(RecordError::Empty);
    }
    let record: Record = text.parse().map_err(RecordError::Ogn)?;
    record.to_game().map_err(RecordError::Ogn)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::test_util::{pit, random_game};
    use kawu_engine::{IllegalReason, Location, OgnErrorKind, Position};
    use proptest::prelude::*;

    const DAY: Day = Day {
        year: 2026,
        month: 3,
        day: 7,
    };

    /// The players of a game against the computer, as the English texts name them.
    fn players() -> BySide<String> {
        BySide::new("You".to_owned(), "Computer (hard)".to_owned())
    }

    fn played(letters: &str) -> Game {
        let moves: Vec<_> = letters.chars().map(pit).collect();
        Game::replay(Position::start(), &moves).expect("legal")
    }

    #[test]
    fn a_record_has_the_tags_and_the_moves() {
        let text = write(&played("CdFa"), players(), DAY);
        assert_eq!(
            text,
            "[Variant \"Oware Abapa\"]\n[Event \"kawu\"]\n[Date \"2026.03.07\"]\n\
             [South \"You\"]\n[North \"Computer (hard)\"]\n[Result \"*\"]\n\n1. C d 2. F a\n"
        );
        assert_eq!(read(&text), Ok(played("CdFa")));
        let windows = format!("\u{feff}{}", text.replace('\n', "\r\n"));
        assert_eq!(
            read(&windows),
            Ok(played("CdFa")),
            "a byte-order mark and CRLF"
        );
        assert_eq!(DAY.file_name(), "awale-2026-03-07.ogn");
    }

    #[test]
    fn a_set_up_start_and_a_result_are_written() {
        let start: Position = "0-0-0-0-0-1-1-0-0-0-0-0-22-24-S".parse().expect("valid");
        let mut game = Game::from_position(start);
        game.play(pit('F')).expect("legal");
        let text = write(&game, players(), DAY);
        assert!(text.contains(&format!("[FEN \"{start}\"]")), "{text}");
        let result = game.outcome().expect("over").score;
        assert!(
            text.contains(&format!("[Result \"{}-{}\"]", result.south, result.north)),
            "{text}"
        );
        assert_eq!(read(&text), Ok(game));
    }

    #[test]
    fn the_move_list_marks_captures() {
        let start: Position = "0-0-8-0-0-1-3-1-1-1-2-0-15-16-S".parse().expect("valid");
        let game = Game::replay(start, &[pit('C')]).expect("legal");
        assert_eq!(move_list(&game), ["C+9"]);
        assert_eq!(move_list(&played("CdFa")), ["C", "d", "F", "a"]);
        assert!(move_list(&Game::new()).is_empty());
    }

    #[test]
    fn refusals_give_line_column_and_reason() {
        let at = |line, column| Some(Location { line, column });
        let text = "[Event \"x\"]\n\n1. C d 2. C";
        let Err(RecordError::Ogn(error)) = read(text) else {
            panic!("refused");
        };
        assert_eq!(
            (error.kind, error.at),
            (
                OgnErrorKind::IllegalMove {
                    ply: 3,
                    pit: pit('C'),
                    reason: IllegalReason::EmptyPit
                },
                at(3, 11)
            )
        );
        let Err(RecordError::Ogn(error)) = read("hello") else {
            panic!("refused");
        };
        assert_eq!(error.at, at(1, 1));
        assert_eq!(read(" \n\t"), Err(RecordError::Empty));
        let huge = "C ".repeat(600_000);
        assert_eq!(read(&huge), Err(RecordError::TooBig { bytes: 1_200_000 }));
    }

    proptest! {
        #[test]
        fn garbage_is_refused_or_read_never_a_panic(text in "\\PC{0,200}") {
            match read(&text) {
                Ok(game) => {
                    let written = write(&game, players(), DAY);
                    prop_assert_eq!(read(&written), Ok(game));
                }
                Err(RecordError::Ogn(error)) => prop_assert!(error.at.is_some()),
                Err(error) => prop_assert_eq!(error, RecordError::Empty),
            }
        }

        #[test]
        fn record_like_garbage_never_panics(text in "(\\[[A-Za-z]{0,6} \"[^\"]{0,8}\"\\]\n){0,3}([0-9.+ a-fA-F*{}()-]{0,60})") {
            if let Err(RecordError::Ogn(error)) = read(&text) {
                prop_assert!(error.at.is_some());
            }
        }

        #[test]
        fn random_games_round_trip(seed in any::<u64>(), plies in 0usize..200) {
            let game = random_game(seed, plies);
            let text = write(&game, players(), DAY);
            prop_assert!(text.lines().all(|line| line.chars().count() < 80));
            prop_assert_eq!(read(&text), Ok(game));
        }
    }
}
