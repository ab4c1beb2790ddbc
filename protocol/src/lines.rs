//! Key–value lines: the grammar of kawu's texts of several lines — the save (`kawu-save`), a
//! kept game of My games (`kawu-game`), the messages of the rooms (`kawu-room`), the lessons'
//! progress (`kawu-lessons`) — and the fields they share with the worker's messages: the start
//! position and the moves. One reader, one behaviour, tested here once.
//!
//! ```text
//! kawu-save 2                          the header: its name, then a version or a kind
//! start 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S  then `key value` lines
//! moves CdFa
//! ```
//!
//! - A line is split at its first whitespace into its key and its value, both trimmed:
//!   `  moves   CdFa ` is `moves` and `CdFa`, a line of one word is a key with an empty value,
//!   and `\r\n` ends a line as `\n` does.
//! - A header is read word by word, whatever whitespace is around and between its words:
//!   `kawu-room  1 lessons` opens with `kawu-room 1`, `kawu-room 1lessons` does not.
//! - The first line with a key is the one read; a repeated key is ignored, as an unknown line is
//!   (only a list, such as the rooms' `retry`, reads [`all`](Lines::all) of its lines).
//! - The game is its `start` (the engine's position string, which carries the game's rules:
//!   nothing more under abapa, so abapa's texts are as they always were, else its rules spec
//!   after a space, `start 6-6-6-6-6-6-6-6-6-6-6-6-0-0-S kalah`) and its `moves` (the engine's
//!   move letters, `-` or nothing for none), both required. A text of an older kawu names no
//!   rules and reads as abapa; an older kawu refuses a start under other rules rather than play
//!   it under abapa's. kawu has always written a `moves` line,
//!   `moves -` for no move: a text without one was cut short or is not kawu's, and is refused
//!   rather than read as a game it is not (a refused save is set aside, a refused kept game is
//!   kept as it is, so nothing is overwritten).
//! - A value quoted in an error is an [`excerpt`]: a megabyte of garbage is told in one short
//!   line. Nothing panics.

use std::fmt;

use kawu_engine::{excerpt, Game, MoveLetters, Pit, Position};

/// Why a field could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldError {
    /// A required line is missing: its key.
    Missing(&'static str),
    /// A value could not be read.
    Bad {
        /// The field's key.
        key: &'static str,
        /// An [`excerpt`] of its value.
        value: String,
    },
    /// The moves are not legal from the start: the first one refused, and why.
    Illegal(String),
}

impl FieldError {
    /// The value of `key` could not be read from `value`.
    #[must_use]
    pub fn bad(key: &'static str, value: &str) -> FieldError {
        FieldError::Bad {
            key,
            value: excerpt(value),
        }
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldError::Missing(key) => write!(f, "no {key}"),
            FieldError::Bad { key, value } => write!(f, "bad {key} {value:?}"),
            FieldError::Illegal(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for FieldError {}

/// A line's key and value: the line split at its first whitespace, both parts trimmed; a line
/// of one word is a key with an empty value.
#[must_use]
pub fn split(line: &str) -> (&str, &str) {
    let line = line.trim();
    match line.split_once(char::is_whitespace) {
        Some((key, value)) => (key, value.trim_start()),
        None => (line, ""),
    }
}

/// What follows `name` on a header line, trimmed, if the line opens with its words, whole and
/// in order, whatever whitespace is between them: after `kawu-room 1`, `kawu-room  1 lessons`
/// is `Some("lessons")` and `kawu-save 2` after `kawu-save 2` is `Some("")`, but
/// `kawu-room 1lessons` is `None`.
#[must_use]
pub fn after_header<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let mut rest = line.trim();
    for word in name.split_whitespace() {
        rest = rest.strip_prefix(word)?;
        if !(rest.is_empty() || rest.starts_with(char::is_whitespace)) {
            return None;
        }
        rest = rest.trim_start();
    }
    Some(rest)
}

/// The start position of a `start` value: the engine's position string (with its rules spec
/// under rules other than abapa), a playable position under those rules.
///
/// # Errors
/// [`FieldError::Bad`] naming `start`.
pub fn read_start(value: &str) -> Result<Position, FieldError> {
    value.parse().map_err(|_| FieldError::bad("start", value))
}

/// The moves of a `moves` value: the engine's move letters, `-` or nothing for none.
///
/// # Errors
/// [`FieldError::Bad`] naming `moves` if a letter is not a pit.
pub fn read_moves(value: &str) -> Result<Vec<Pit>, FieldError> {
    value
        .parse::<MoveLetters>()
        .map(|moves| moves.0)
        .map_err(|_| FieldError::bad("moves", value))
}

/// The lines of a game, read back by [`Lines::game`]: its start (with its rules when they are
/// not abapa) and its moves, each ended by a newline.
#[must_use]
pub fn game_lines(game: &Game) -> String {
    format!(
        "start {}\nmoves {}\n",
        game.start(),
        MoveLetters::of(game.moves())
    )
}

/// A text of `key value` lines under a header line, read without copying: each look-up walks
/// the lines (a text has a dozen), so a flood of lines costs no memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lines<'a> {
    header: &'a str,
    body: &'a str,
}

impl<'a> Lines<'a> {
    /// The lines of `text`: its first line is the header, the others its `key value` lines.
    #[must_use]
    pub fn new(text: &'a str) -> Lines<'a> {
        let (header, body) = text.split_once('\n').unwrap_or((text, ""));
        Lines {
            header: header.trim(),
            body,
        }
    }

    /// The header line, trimmed (compare it with [`after`](Lines::after), which forgives the
    /// whitespace between its words).
    #[must_use]
    pub const fn header(&self) -> &'a str {
        self.header
    }

    /// What follows `name` on the header line, if it opens with it (see [`after_header`]).
    #[must_use]
    pub fn after(&self, name: &str) -> Option<&'a str> {
        after_header(self.header, name)
    }

    /// Every line after the header as its key and value (see [`split`]), in order.
    pub fn pairs(&self) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        self.body.lines().map(split)
    }

    /// The value of the first line with `key`.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<&'a str> {
        self.pairs()
            .find(|&(found, _)| found == key)
            .map(|(_, value)| value)
    }

    /// The value of the first line with `key`, which must be there.
    ///
    /// # Errors
    /// [`FieldError::Missing`] naming `key`.
    pub fn require(&self, key: &'static str) -> Result<&'a str, FieldError> {
        self.get(key).ok_or(FieldError::Missing(key))
    }

    /// The values of every line with `key`, in order: a list.
    pub fn all<'k>(&self, key: &'k str) -> impl Iterator<Item = &'a str> + 'k
    where
        'a: 'k,
    {
        self.pairs()
            .filter(move |&(found, _)| found == key)
            .map(|(_, value)| value)
    }

    /// The lines before the first line that is `header` (read as a header is, see
    /// [`after_header`]), and the text from that line on, if there is one: another text carried
    /// at the end of this one.
    #[must_use]
    pub fn until(self, header: &str) -> (Lines<'a>, Option<&'a str>) {
        let mut at = 0;
        for piece in self.body.split_inclusive('\n') {
            if after_header(piece, header) == Some("") {
                let before = Lines {
                    body: &self.body[..at],
                    ..self
                };
                return (before, Some(&self.body[at..]));
            }
            at += piece.len();
        }
        (self, None)
    }

    /// The game of the `start` and `moves` lines, every move replayed.
    ///
    /// # Errors
    /// [`FieldError`]: a missing line, a value that cannot be read, an illegal move.
    pub fn game(&self) -> Result<Game, FieldError> {
        let start = read_start(self.require("start")?)?;
        let moves = read_moves(self.require("moves")?)?;
        Game::replay(start, &moves).map_err(|illegal| FieldError::Illegal(illegal.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_engine::Rules;

    const START: &str = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S";

    fn played(letters: &str) -> Game {
        let moves = read_moves(letters).expect("letters");
        Game::replay(Position::start(), &moves).expect("legal")
    }

    #[test]
    fn a_line_is_a_key_and_a_value_trimmed() {
        assert_eq!(split("moves CdFa"), ("moves", "CdFa"));
        assert_eq!(split("  moves   CdFa  "), ("moves", "CdFa"));
        assert_eq!(split("moves\tCdFa\r"), ("moves", "CdFa"));
        assert_eq!(split("retry 3 x A F"), ("retry", "3 x A F"));
        assert_eq!(split("moves"), ("moves", ""));
        assert_eq!(split("moves "), ("moves", ""));
        assert_eq!(split(""), ("", ""));
        assert_eq!(split(" \t "), ("", ""));
        assert_eq!(split("é ü"), ("é", "ü"));
    }

    #[test]
    fn a_header_opens_with_whole_words() {
        assert_eq!(after_header("kawu-save 2", "kawu-save 2"), Some(""));
        assert_eq!(after_header(" kawu-save 2 \r", "kawu-save 2"), Some(""));
        assert_eq!(after_header("kawu-save 2", "kawu-save"), Some("2"));
        assert_eq!(
            after_header("kawu-room 1  lessons ", "kawu-room 1"),
            Some("lessons")
        );
        assert_eq!(
            after_header("kawu-room\t 1 lessons extra", "kawu-room 1"),
            Some("lessons extra")
        );
        assert_eq!(after_header("kawu-room 1lessons", "kawu-room 1"), None);
        assert_eq!(after_header("kawu-room1 lessons", "kawu-room 1"), None);
        assert_eq!(after_header("kawu-room", "kawu-room 1"), None);
        assert_eq!(after_header("kawu-save 12", "kawu-save 1"), None);
        assert_eq!(after_header("kawu-save", "kawu-save 1"), None);
        assert_eq!(after_header("", "kawu/1"), None);
        let lines = Lines::new("  kawu-game 1 \r\nid 2a\n");
        assert_eq!(
            (lines.header(), lines.after("kawu-game 1")),
            ("kawu-game 1", Some(""))
        );
        assert_eq!(Lines::new("").header(), "");
    }

    #[test]
    fn the_first_line_with_a_key_is_read_and_a_list_reads_them_all() {
        let lines = Lines::new("kawu-room 1 puzzles\nlang fr\nretry 1\nlang en\nretry 2\n\n");
        assert_eq!(lines.get("lang"), Some("fr"));
        assert_eq!(lines.all("retry").collect::<Vec<_>>(), ["1", "2"]);
        assert_eq!(lines.get("speed"), None);
        assert_eq!(lines.require("speed"), Err(FieldError::Missing("speed")));
        assert_eq!(lines.pairs().count(), 5);
        // The header is not a line of the body, whatever it says.
        assert_eq!(Lines::new("lang fr\n").get("lang"), None);
        // Windows line ends read as kawu's own.
        let crlf =
            Lines::new("kawu-save 2\r\nstart  4-4-4-4-4-4-4-4-4-4-4-4-0-0-S \r\nmoves Cd\r\n");
        assert_eq!(crlf.after("kawu-save"), Some("2"));
        assert_eq!(crlf.game(), Ok(played("Cd")));
    }

    #[test]
    fn another_text_can_follow_the_lines() {
        let text = "kawu-room 1 open\nreview yes\nkawu-game 12\n kawu-game  1 \nid 2a\nreview no\n";
        let (lines, tail) = Lines::new(text).until("kawu-game 1");
        assert_eq!(tail, Some(" kawu-game  1 \nid 2a\nreview no\n"));
        assert_eq!(lines.all("review").collect::<Vec<_>>(), ["yes"]);
        assert_eq!(lines.get("id"), None);
        let (lines, tail) = Lines::new("kawu-room 1 open\nreview yes").until("kawu-game 1");
        assert_eq!((lines.get("review"), tail), (Some("yes"), None));
    }

    #[test]
    fn a_game_is_its_start_and_its_moves() {
        let game = played("CdFa");
        let text = format!("header\n{}", game_lines(&game));
        assert_eq!(text, format!("header\nstart {START}\nmoves CdFa\n"));
        assert_eq!(Lines::new(&text).game(), Ok(game));
        for none in ["moves -", "moves", "moves  ", "moves - "] {
            let text = format!("header\nstart {START}\n{none}\n");
            assert_eq!(Lines::new(&text).game(), Ok(Game::new()), "{none:?}");
        }
        assert_eq!(
            game_lines(&Game::new()),
            format!("start {START}\nmoves -\n")
        );
        // Spaces between the letters are forgiven, as the engine's move letters forgive them.
        let spaced = format!("header\nstart {START}\nmoves Cd Fa\n");
        assert_eq!(Lines::new(&spaced).game(), Ok(played("CdFa")));
    }

    #[test]
    fn a_game_under_other_rules_names_them_on_its_start_line() {
        for (rules, letters, start) in [
            (Rules::KALAH, "ABa", "6-6-6-6-6-6-6-6-6-6-6-6-0-0-S kalah"),
            (Rules::AWALE, "CdFa", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S awale"),
            (
                "stuck=draw,100-plies=no".parse().expect("a spec"),
                "Cd",
                "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S stuck=draw,100-plies=no",
            ),
        ] {
            let moves = read_moves(letters).expect("letters");
            let game = Game::replay(rules.start(), &moves).expect("legal");
            let text = format!("kawu-game 1\n{}", game_lines(&game));
            assert_eq!(
                text,
                format!("kawu-game 1\nstart {start}\nmoves {letters}\n")
            );
            let read = Lines::new(&text).game().expect("reads");
            assert_eq!((read.start().rules(), &read), (rules, &game));
        }
        let bad = format!("header\nstart {START} oware\nmoves -\n");
        assert_eq!(
            Lines::new(&bad).game(),
            Err(FieldError::bad("start", &format!("{START} oware")))
        );
    }

    #[test]
    fn random_games_round_trip() {
        let mut rng = kawu_ai::Rng::new(3);
        for round in 0..300 {
            // From the start, or from a position a few moves in (a set-up start).
            let mut game = Game::new();
            for ply in 0..rng.below(150) {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rng.below(moves.len() as u64) as usize])
                    .expect("a legal move");
                if round % 2 == 1 && ply == 6 && game.outcome().is_none() {
                    game = Game::from_position(game.position());
                }
            }
            let text = format!("kawu-game 1\n{}", game_lines(&game));
            assert_eq!(Lines::new(&text).game(), Ok(game), "{text}");
        }
    }

    #[test]
    fn a_missing_or_unreadable_game_is_a_clear_error() {
        let cases = [
            (
                "header\nmoves Cd\n".to_owned(),
                FieldError::Missing("start"),
            ),
            (
                format!("header\nstart {START}\n"),
                FieldError::Missing("moves"),
            ),
            (
                format!("header\nstart {START}\nmove Cd\n"),
                FieldError::Missing("moves"),
            ),
            (
                "header\nstart 9-4\nmoves Cd\n".to_owned(),
                FieldError::bad("start", "9-4"),
            ),
            (
                format!("header\nstart {START}\nmoves CQ\n"),
                FieldError::bad("moves", "CQ"),
            ),
            (
                format!("header\nstart {START}\nmoves CC\n"),
                FieldError::Illegal(
                    "illegal move C: that pit belongs to the other side".to_owned(),
                ),
            ),
            // The first of two lines is the one read.
            (
                format!("header\nstart {START}\nmoves CC\nmoves Cd\n"),
                FieldError::Illegal(
                    "illegal move C: that pit belongs to the other side".to_owned(),
                ),
            ),
        ];
        for (text, error) in cases {
            assert_eq!(Lines::new(&text).game(), Err(error), "{text:?}");
        }
        let twice = format!("header\nstart {START}\nmoves Cd\nmoves CC\nstart 9\n");
        assert_eq!(Lines::new(&twice).game(), Ok(played("Cd")));
        assert_eq!(
            FieldError::bad("start", "9-4").to_string(),
            "bad start \"9-4\""
        );
        assert_eq!(FieldError::Missing("moves").to_string(), "no moves");
    }

    #[test]
    fn huge_texts_are_read_or_refused_in_one_short_line() {
        let letters = "CdFa".repeat(25_000);
        let long = format!("header\nstart {START}\nmoves {letters}\n");
        let started = std::time::Instant::now();
        let error = Lines::new(&long).game().expect_err("a repetition ends it");
        eprintln!("size: a game of 10^5 moves read in {:?}", started.elapsed());
        assert!(error.to_string().len() < 200, "{error}");
        let huge = "x".repeat(1 << 20);
        let flood = "\n".repeat(1 << 20);
        for text in [
            huge.clone(),
            format!("{huge}\n{huge}"),
            format!("header\nstart {huge}\nmoves -\n"),
            format!("header\nstart {START}\nmoves C{huge}\n"),
            format!("header\n{flood}start {START}\n{flood}"),
        ] {
            let started = std::time::Instant::now();
            let error = Lines::new(&text).game().expect_err("refused");
            eprintln!(
                "size: {} bytes refused in {:?}",
                text.len(),
                started.elapsed()
            );
            assert!(error.to_string().len() < 200, "{error}");
        }
        assert_eq!(Lines::new(&huge).header().len(), 1 << 20);
        assert_eq!(Lines::new(&format!("h\n{flood}k v")).get("k"), Some("v"));
    }

    #[test]
    fn garbage_is_an_error_never_a_panic() {
        let mut rng = kawu_ai::Rng::new(5);
        let pieces = [
            "start",
            "moves",
            " ",
            "\t",
            "\n",
            "\r\n",
            "-",
            "Cd",
            "CC",
            "Q",
            START,
            "9-4",
            "é",
            "kawu-save 2",
            "\u{0}",
            "start  ",
            "moves\n",
        ];
        for _ in 0..20_000 {
            let length = rng.below(12) as usize;
            let text: String = (0..length).map(|_| rng.pick(&pieces)).collect();
            let lines = Lines::new(&text);
            let _ = (lines.game(), lines.after("kawu-save"), lines.until("Cd"));
            for (key, value) in lines.pairs() {
                assert_eq!((key.trim(), value.trim()), (key, value), "{text:?}");
                assert!(!key.contains(char::is_whitespace), "{text:?}");
            }
        }
    }
}
