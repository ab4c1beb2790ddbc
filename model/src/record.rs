//! Game records as OGN text (the engine's [`Record`]): the file a player saves and loads, the
//! text they copy. Writing is the engine's strict writer with kawu's tags; reading is its relaxed
//! reader, which replays every move. The players' names come from the texts (`kawu_i18n::records`);
//! the browser side (download, file picker, clipboard) lives in `view::browser::transfer`.

use kawu_engine::{BySide, Game, OgnError, OgnNote, Record};

/// The largest text read as a record (in bytes of UTF-8): a whole game is a few kilobytes.
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
    /// The file is UTF-16 text (Windows' "Unicode"), not UTF-8.
    Utf16,
    /// The file is not UTF-8 text (not a text file, or another encoding such as Latin-1).
    NotUtf8 {
        /// Where the first byte that is not UTF-8 is, counted from 0.
        offset: u64,
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

/// The text of a file's bytes: UTF-8, its byte-order mark (if any) left out, at most
/// [`MAX_BYTES`] once decoded.
///
/// # Errors
/// [`RecordError::Utf16`] for UTF-16 text (see [`is_utf16`]), [`RecordError::NotUtf8`] at the
/// first byte that is not UTF-8, [`RecordError::TooBig`] for a text beyond [`MAX_BYTES`].
pub fn decode_file(bytes: &[u8]) -> Result<String, RecordError> {
    if is_utf16(bytes) {
        return Err(RecordError::Utf16);
    }
    let text = std::str::from_utf8(bytes).map_err(|error| RecordError::NotUtf8 {
        offset: size(error.valid_up_to()),
    })?;
    let text = without_mark(text);
    check_size(text)?;
    Ok(text.to_owned())
}

/// The first bytes that [`is_utf16`] looks at.
const SNIFFED_BYTES: usize = 512;

/// Whether `bytes` look like UTF-16: a byte-order mark (`FF FE` or `FE FF`), or NUL bytes in
/// every other place, as in ASCII text written in UTF-16 without a mark: within the first
/// [`SNIFFED_BYTES`], NULs in at least half of the even places and none in the odd ones, or
/// the other way round. A record never holds a NUL, and UTF-8 text only for U+0000.
fn is_utf16(bytes: &[u8]) -> bool {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return true;
    }
    let sniffed = &bytes[..bytes.len().min(SNIFFED_BYTES)];
    let nuls = |first: usize| {
        let places = sniffed.iter().skip(first).step_by(2);
        places.filter(|&&byte| byte == 0).count()
    };
    let (even, odd) = (nuls(0), nuls(1));
    let in_half = |nuls: usize, places: usize| nuls > 0 && 2 * nuls >= places;
    (in_half(even, sniffed.len().div_ceil(2)) && odd == 0)
        || (in_half(odd, sniffed.len() / 2) && even == 0)
}

/// `text` without the byte-order mark some editors start a text file with: the player never
/// sees it.
fn without_mark(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// A length in bytes as the errors give it.
fn size(bytes: usize) -> u64 {
    u64::try_from(bytes).unwrap_or(u64::MAX)
}

/// [`RecordError::TooBig`] for a text beyond [`MAX_BYTES`].
fn check_size(text: &str) -> Result<(), RecordError> {
    let bytes = size(text.len());
    if bytes > MAX_BYTES {
        return Err(RecordError::TooBig { bytes });
    }
    Ok(())
}

/// A game read from an OGN text, with what the player should be told about the reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded {
    /// The game, every move replayed.
    pub game: Game,
    /// Where the record was not read quite as written (an Aualé record past 100 plies without
    /// capture, read under `100-plies=no`), if it was not.
    pub note: Option<OgnNote>,
}

/// The game of an OGN text, every move replayed, and its note.
///
/// # Errors
/// [`RecordError::Empty`] for a text with nothing in it, [`RecordError::TooBig`] beyond
/// [`MAX_BYTES`], else [`RecordError::Ogn`] with the line, the column and the reason.
pub fn read(text: &str) -> Result<Loaded, RecordError> {
    check_size(text)?;
    let text = without_mark(text);
    if text.trim().is_empty() {
        return Err(RecordError::Empty);
    }
    let record: Record = text.parse().map_err(RecordError::Ogn)?;
    let note = record.notes.first().copied();
    let game = record.to_game().map_err(RecordError::Ogn)?;
    Ok(Loaded { game, note })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{pit, random_game};
    use kawu_engine::{IllegalReason, Location, OgnErrorKind, Position, Rules};
    use proptest::prelude::*;

    #[test]
    fn an_auale_record_past_100_plies_is_read_with_its_note() {
        let text = include_str!("../../engine/tests/data/auale/game-272.ogn");
        let loaded = read(text).expect("read");
        assert_eq!(loaded.note, Some(OgnNote::HundredPliesOff { ply: 161 }));
        assert_eq!(loaded.game.start().rules().to_string(), "100-plies=no");
        assert_eq!(read("1. F a 2. B").expect("read").note, None);
    }

    /// The game of a record, its note aside.
    fn read_game(text: &str) -> Result<Game, RecordError> {
        read(text).map(|loaded| loaded.game)
    }

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
        assert_eq!(read_game(&text), Ok(played("CdFa")));
        let windows = format!("\u{feff}{}", text.replace('\n', "\r\n"));
        assert_eq!(
            read_game(&windows),
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
        assert_eq!(read_game(&text), Ok(game));
    }

    #[test]
    fn a_game_under_other_rules_is_written_with_them_and_read_back_under_them() {
        let moves: Vec<_> = "ABa".chars().map(pit).collect();
        let kalah = Game::replay(Rules::KALAH.start(), &moves).expect("legal");
        let text = write(&kalah, players(), DAY);
        assert!(text.starts_with("[Variant \"Kalah\"]\n"), "{text}");
        assert!(text.ends_with("\n\n1. A B a\n"), "{text}");
        assert_eq!(read_game(&text), Ok(kalah));
        let custom: Rules = "win-at-25=no,100-plies=no".parse().expect("a spec");
        let game = Game::replay(custom.start(), &[pit('C'), pit('d')]).expect("legal");
        let text = write(&game, players(), DAY);
        assert!(
            text.starts_with("[Variant \"Oware\"]\n[Rules \"win-at-25=no,100-plies=no\"]\n"),
            "{text}"
        );
        assert_eq!(read_game(&text), Ok(game));
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
        let Err(RecordError::Ogn(error)) = read_game(text) else {
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
        let Err(RecordError::Ogn(error)) = read_game("hello") else {
            panic!("refused");
        };
        assert_eq!(error.at, at(1, 1));
        assert_eq!(read_game(" \n\t"), Err(RecordError::Empty));
        let huge = "C ".repeat(600_000);
        assert_eq!(
            read_game(&huge),
            Err(RecordError::TooBig { bytes: 1_200_000 })
        );
    }

    /// `text` in UTF-16, little-endian or big-endian, with or without a byte-order mark.
    fn utf16(text: &str, little: bool, mark: bool) -> Vec<u8> {
        let units = mark
            .then_some(0xFEFF)
            .into_iter()
            .chain(text.encode_utf16());
        units
            .flat_map(|unit| match little {
                true => unit.to_le_bytes(),
                false => unit.to_be_bytes(),
            })
            .collect()
    }

    #[test]
    fn a_file_is_utf8_text_its_mark_left_out() {
        let text = write(&played("CdFa"), players(), DAY);
        assert_eq!(decode_file(text.as_bytes()), Ok(text.clone()));
        let marked = format!("\u{feff}{text}");
        assert_eq!(decode_file(marked.as_bytes()), Ok(text.clone()));
        assert_eq!(decode_file(b""), Ok(String::new()));
        for (little, mark) in [(true, true), (false, true), (true, false), (false, false)] {
            let bytes = utf16(&text, little, mark);
            assert_eq!(
                decode_file(&bytes),
                Err(RecordError::Utf16),
                "{little} {mark}"
            );
        }
        assert_eq!(
            decode_file(&utf16("C", true, false)),
            Err(RecordError::Utf16)
        );
        let latin1 = b"[South \"Ren\xe9\"]\n1. C d";
        assert_eq!(
            decode_file(latin1),
            Err(RecordError::NotUtf8 { offset: 11 })
        );
        assert_eq!(
            decode_file(b"1. C d {\0}"),
            Ok("1. C d {\0}".to_owned()),
            "a lone NUL is UTF-8, left to the record to refuse"
        );
    }

    #[test]
    fn a_file_is_measured_once_decoded() {
        let mut full = vec![b' '; usize::try_from(MAX_BYTES).expect("fits")];
        full.splice(0..0, "\u{feff}".bytes());
        assert_eq!(
            decode_file(&full).map(|text| text.len() as u64),
            Ok(MAX_BYTES)
        );
        full.push(b' ');
        assert_eq!(
            decode_file(&full),
            Err(RecordError::TooBig {
                bytes: MAX_BYTES + 1
            })
        );
        let latin1 = vec![0xE9; 2 * full.len()];
        assert_eq!(
            decode_file(&latin1),
            Err(RecordError::NotUtf8 { offset: 0 }),
            "refused for its bytes, not for a size it does not have"
        );
    }

    #[test]
    fn huge_files_are_read_or_refused_with_a_short_reason() {
        let tags: String = (0..)
            .map(|tag| format!("[T{tag} \"\"]\n"))
            .take(80_000)
            .collect();
        let letters: String = move_list(&random_game(4, 1000)).concat();
        let long_game = format!("{letters} ").repeat(100_000 / letters.len().max(1) + 1);
        let field = "x".repeat((1 << 20) - 100);
        for (what, text) in [
            ("80 000 distinct tags", tags.clone()),
            ("80 000 tags and a repeat", format!("{tags}[T0 \"\"]")),
            ("10^5 moves", long_game),
            ("a field of 1 MiB", format!("[Variant \"{field}\"]")),
            ("a word of 1 MiB", format!("1. C {field}")),
        ] {
            let started = std::time::Instant::now();
            let read = decode_file(text.as_bytes()).and_then(|text| read_game(&text));
            eprintln!(
                "size: {what} ({} bytes) in {:?}",
                text.len(),
                started.elapsed()
            );
            if let Err(RecordError::Ogn(error)) = read {
                let message = error.to_string();
                assert!(message.len() < 250, "{what}: {message}");
            } else {
                assert!(read.is_ok(), "{what}: {read:?}");
            }
        }
    }

    proptest! {
        #[test]
        fn garbage_is_refused_or_read_never_a_panic(text in "\\PC{0,200}") {
            match read_game(&text) {
                Ok(game) => {
                    let written = write(&game, players(), DAY);
                    prop_assert_eq!(read_game(&written), Ok(game));
                }
                Err(RecordError::Ogn(error)) => prop_assert!(error.at.is_some()),
                Err(error) => prop_assert_eq!(error, RecordError::Empty),
            }
        }

        #[test]
        fn record_like_garbage_never_panics(text in "(\\[[A-Za-z]{0,6} \"[^\"]{0,8}\"\\]\n){0,3}([0-9.+ a-fA-F*{}()-]{0,60})") {
            if let Err(RecordError::Ogn(error)) = read_game(&text) {
                prop_assert!(error.at.is_some());
            }
        }

        #[test]
        fn any_bytes_are_decoded_or_refused_never_a_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
            match decode_file(&bytes) {
                Ok(text) => prop_assert!(text.len() <= bytes.len()),
                Err(RecordError::NotUtf8 { offset }) => {
                    prop_assert!(std::str::from_utf8(&bytes[..offset as usize]).is_ok());
                }
                Err(error) => prop_assert_eq!(error, RecordError::Utf16),
            }
        }

        #[test]
        fn random_games_round_trip(seed in any::<u64>(), plies in 0usize..200) {
            let game = random_game(seed, plies);
            let text = write(&game, players(), DAY);
            prop_assert!(text.lines().all(|line| line.chars().count() < 80));
            prop_assert_eq!(read_game(&text), Ok(game));
        }
    }
}
