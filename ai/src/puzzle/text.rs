//! The puzzle's line of text and the puzzle file (the format is in the module documentation of
//! [`crate::puzzle`]): strict to write, and never a panic on bad text.

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use kawu_engine::{MoveLetters, Position};

use super::{Goal, Puzzle, Theme, MAX_DEPTH};

/// The first line of a puzzle file: the format and its version.
pub const HEADER: &str = "kawu-puzzles 1";

/// The id of a puzzle of `position`: the 64-bit FNV-1a hash of its position string, modulo
/// 36⁶, written as 6 base-36 digits (`0-9a-z`, zero-padded). Stable: it depends only on the
/// position string.
#[must_use]
pub fn id_of(position: &Position) -> String {
    let hash = position
        .to_string()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        });
    let mut rest = hash % 36_u64.pow(6);
    let mut digits = [b'0'; 6];
    for digit in digits.iter_mut().rev() {
        *digit = b"0123456789abcdefghijklmnopqrstuvwxyz"[(rest % 36) as usize];
        rest /= 36;
    }
    String::from_utf8_lossy(&digits).into_owned()
}

/// Why a line is not a puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParsePuzzleError {
    /// Not six fields separated by spaces: how many there were.
    Fields(usize),
    /// The id is not 6 characters of `0-9a-z`.
    Id(String),
    /// The position string is refused: the engine's reasons.
    Position(String),
    /// The goal is neither a number of seeds from 2 to 48 nor `game`.
    Goal(String),
    /// The line is not move letters.
    Letters(String),
    /// The line is empty, or ends with the opponent's move.
    LineLength(usize),
    /// A move of the line is illegal where it is played: its number (from 1) and why.
    Illegal(usize, String),
    /// An unknown theme name.
    Theme(String),
    /// The themes are repeated or out of order.
    ThemeOrder,
    /// The depth is not an even number of plies from 2 to 8, or too short for the line.
    Depth(String),
}

impl fmt::Display for ParsePuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePuzzleError::Fields(n) => write!(f, "expected 6 fields separated by spaces, found {n}"),
            ParsePuzzleError::Id(id) => write!(f, "the id {id:?} is not 6 characters of 0-9 a-z"),
            ParsePuzzleError::Position(why) => write!(f, "bad position: {why}"),
            ParsePuzzleError::Goal(goal) => {
                write!(f, "the goal {goal:?} is neither a number of seeds (2 to 48) nor \"game\"")
            }
            ParsePuzzleError::Letters(why) => write!(f, "bad line: {why}"),
            ParsePuzzleError::LineLength(n) => write!(
                f,
                "the line has {n} moves: it must end with the player's move (an odd number)"
            ),
            ParsePuzzleError::Illegal(ply, why) => write!(f, "move {ply} of the line: {why}"),
            ParsePuzzleError::Theme(name) => write!(
                f,
                "unknown theme {name:?} (chain, grand-slam, feeding, kroo, starving, defence, endgame)"
            ),
            ParsePuzzleError::ThemeOrder => f.write_str("themes repeated or out of order"),
            ParsePuzzleError::Depth(depth) => write!(
                f,
                "the depth {depth:?} is not an even number of plies from 2 to {MAX_DEPTH} longer than the line"
            ),
        }
    }
}

impl std::error::Error for ParsePuzzleError {}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Seeds(seeds) => write!(f, "{seeds}"),
            Goal::Game => f.write_str("game"),
        }
    }
}

impl FromStr for Goal {
    type Err = ParsePuzzleError;

    /// Reads `game` or a number of seeds from 2 to 48.
    fn from_str(text: &str) -> Result<Goal, ParsePuzzleError> {
        if text == "game" {
            return Ok(Goal::Game);
        }
        match text.parse::<u8>() {
            Ok(seeds @ 2..=48) if !text.starts_with('+') => Ok(Goal::Seeds(seeds)),
            _ => Err(ParsePuzzleError::Goal(text.to_owned())),
        }
    }
}

impl fmt::Display for Puzzle {
    /// The puzzle's line of a puzzle file, without the end of line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let themes: Vec<&str> = self.themes.iter().map(|theme| theme.name()).collect();
        let themes = if themes.is_empty() {
            "-".to_owned()
        } else {
            themes.join(",")
        };
        write!(
            f,
            "{} {} {} {} {themes} {}",
            self.id,
            self.position,
            self.goal,
            MoveLetters(self.line.clone()),
            self.depth
        )
    }
}

impl FromStr for Puzzle {
    type Err = ParsePuzzleError;

    /// Reads a puzzle's line, checking each field and that the line is legal from the position.
    fn from_str(text: &str) -> Result<Puzzle, ParsePuzzleError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [id, position, goal, line, themes, depth] = fields[..] else {
            return Err(ParsePuzzleError::Fields(fields.len()));
        };
        if id.len() != 6
            || !id
                .bytes()
                .all(|b| b.is_ascii_digit() || b.is_ascii_lowercase())
        {
            return Err(ParsePuzzleError::Id(id.to_owned()));
        }
        let position: Position =
            position
                .parse()
                .map_err(|err: kawu_engine::ParsePositionError| {
                    ParsePuzzleError::Position(err.to_string())
                })?;
        let goal = goal.parse()?;
        let line = line
            .parse::<MoveLetters>()
            .map_err(|err| ParsePuzzleError::Letters(err.to_string()))?
            .0;
        if line.len() % 2 == 0 {
            return Err(ParsePuzzleError::LineLength(line.len()));
        }
        line.iter()
            .enumerate()
            .try_fold(position, |at, (ply, &pit)| {
                at.play(pit)
                    .map(|(next, _)| next)
                    .map_err(|err| ParsePuzzleError::Illegal(ply + 1, err.to_string()))
            })?;
        let themes = read_themes(themes)?;
        let depth = match depth.parse::<u8>() {
            Ok(plies @ 2..=MAX_DEPTH) if plies % 2 == 0 && line.len() < usize::from(plies) => plies,
            _ => return Err(ParsePuzzleError::Depth(depth.to_owned())),
        };
        Ok(Puzzle {
            id: id.to_owned(),
            position,
            goal,
            line,
            themes,
            depth,
        })
    }
}

/// Reads the themes field: `-` or names in [`Theme::ALL`] order, each once.
fn read_themes(text: &str) -> Result<Vec<Theme>, ParsePuzzleError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let themes = text
        .split(',')
        .map(str::parse)
        .collect::<Result<Vec<Theme>, _>>()?;
    if themes.windows(2).all(|pair| pair[0] < pair[1]) {
        Ok(themes)
    } else {
        Err(ParsePuzzleError::ThemeOrder)
    }
}

/// Why a puzzle file is refused: the line (from 1) and the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileError {
    /// The line number, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub reason: FileErrorReason,
}

/// What is wrong with a line of a puzzle file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileErrorReason {
    /// The first line is not [`HEADER`] (the text is empty, or not a puzzle file of this version).
    Header,
    /// The line is not a puzzle.
    Puzzle(ParsePuzzleError),
    /// The id was already used on this earlier line.
    DuplicateId(String, usize),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.reason {
            FileErrorReason::Header => write!(f, "expected the header {HEADER:?}"),
            FileErrorReason::Puzzle(why) => write!(f, "{why}"),
            FileErrorReason::DuplicateId(id, first) => {
                write!(f, "the id {id} is already used on line {first}")
            }
        }
    }
}

impl std::error::Error for FileError {}

/// Reads a puzzle file: the header, then one puzzle per non-empty line, ids unique.
///
/// # Errors
/// The first bad line, with its number and reason.
pub fn parse_file(text: &str) -> Result<Vec<Puzzle>, FileError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line));
    if lines.next().map(|(_, line)| line.trim()) != Some(HEADER) {
        return Err(FileError {
            line: 1,
            reason: FileErrorReason::Header,
        });
    }
    let mut seen = HashMap::new();
    let mut puzzles = Vec::new();
    for (number, line) in lines.filter(|(_, line)| !line.trim().is_empty()) {
        let refuse = |reason| FileError {
            line: number,
            reason,
        };
        let puzzle: Puzzle = line
            .parse()
            .map_err(|why| refuse(FileErrorReason::Puzzle(why)))?;
        if let Some(&first) = seen.get(&puzzle.id) {
            return Err(refuse(FileErrorReason::DuplicateId(puzzle.id, first)));
        }
        seen.insert(puzzle.id.clone(), number);
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// Writes a puzzle file: the header, then each puzzle on its line, ending with a newline.
#[must_use]
pub fn write_file(puzzles: &[Puzzle]) -> String {
    let mut text = format!("{HEADER}\n");
    for puzzle in puzzles {
        text.push_str(&puzzle.to_string());
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "wlvpjy 0-18-0-1-0-1-0-2-1-0-1-0-18-6-S 3 BaA kroo 4";

    fn error(text: &str) -> ParsePuzzleError {
        text.parse::<Puzzle>().expect_err(text)
    }

    #[test]
    fn a_puzzle_reads_and_writes_back() {
        let puzzle: Puzzle = LINE.parse().expect("a puzzle");
        assert_eq!(puzzle.goal, Goal::Seeds(3));
        assert_eq!(puzzle.themes, [Theme::Kroo]);
        assert_eq!((puzzle.depth, puzzle.moves(), puzzle.line.len()), (4, 2, 3));
        assert_eq!(puzzle.to_string(), LINE);
        assert_eq!(puzzle.id, id_of(&puzzle.position));
        let game = "abc123 0-0-0-0-0-1-1-0-0-0-0-0-22-24-S game F chain,grand-slam 2";
        assert_eq!(game.parse::<Puzzle>().expect("a puzzle").to_string(), game);
        let none = "abc123 0-0-0-0-0-1-1-0-0-0-0-0-22-24-S 2 F - 2";
        assert_eq!(none.parse::<Puzzle>().expect("a puzzle").themes, []);
    }

    #[test]
    fn bad_lines_are_refused_with_their_reason() {
        assert_eq!(error(""), ParsePuzzleError::Fields(0));
        assert_eq!(
            error("wlvpjy 0-18-0-1-0-1-0-2-1-0-1-0-18-6-S 3 BaA"),
            ParsePuzzleError::Fields(4)
        );
        assert_eq!(error(&format!("{LINE} 7")), ParsePuzzleError::Fields(7));
        assert!(matches!(
            error("WLVPJY 0-18-0-1-0-1-0-2-1-0-1-0-18-6-S 3 BaA kroo 4"),
            ParsePuzzleError::Id(_)
        ));
        assert!(matches!(
            error("wlvpjy 0-18-0-1-0-1-0-2-1-0-1-0-18-7-S 3 BaA kroo 4"),
            ParsePuzzleError::Position(_)
        ));
        for goal in ["1", "49", "+3", "x", "Game"] {
            let text = LINE.replace(" 3 ", &format!(" {goal} "));
            assert!(matches!(error(&text), ParsePuzzleError::Goal(_)), "{text}");
        }
        assert!(matches!(
            error(&LINE.replace("BaA", "BxA")),
            ParsePuzzleError::Letters(_)
        ));
        assert_eq!(
            error(&LINE.replace("BaA", "Ba")),
            ParsePuzzleError::LineLength(2)
        );
        assert_eq!(
            error(&LINE.replace("BaA", "-")),
            ParsePuzzleError::LineLength(0)
        );
        assert!(matches!(
            error(&LINE.replace("BaA", "BAA")),
            ParsePuzzleError::Illegal(2, _)
        ));
        assert!(matches!(
            error(&LINE.replace("BaA", "CaA")),
            ParsePuzzleError::Illegal(1, _)
        ));
        assert!(matches!(
            error(&LINE.replace("kroo", "chains")),
            ParsePuzzleError::Theme(_)
        ));
        assert_eq!(
            error(&LINE.replace("kroo", "kroo,chain")),
            ParsePuzzleError::ThemeOrder
        );
        assert_eq!(
            error(&LINE.replace("kroo", "kroo,kroo")),
            ParsePuzzleError::ThemeOrder
        );
        for depth in ["3", "2", "10", "0", "x", "-4"] {
            let text = format!("{} {depth}", LINE.strip_suffix(" 4").expect("the depth"));
            assert!(matches!(error(&text), ParsePuzzleError::Depth(_)), "{text}");
        }
    }

    #[test]
    fn a_file_reads_and_writes_back() {
        let puzzles = parse_file(&format!("{HEADER}\n{LINE}\n\n")).expect("a file");
        assert_eq!(puzzles.len(), 1);
        assert_eq!(write_file(&puzzles), format!("{HEADER}\n{LINE}\n"));
        assert_eq!(parse_file(&write_file(&[])), Ok(Vec::new()));
    }

    #[test]
    fn a_bad_file_names_its_line_and_never_panics() {
        let at = |text: &str| parse_file(text).expect_err(text);
        assert_eq!(at("").reason, FileErrorReason::Header);
        assert_eq!(at("kawu-puzzles 2\n").line, 1);
        assert_eq!(at(LINE).reason, FileErrorReason::Header);
        let duplicate = at(&format!("{HEADER}\n{LINE}\n\n{LINE}\n"));
        assert_eq!(duplicate.line, 4);
        assert_eq!(
            duplicate.reason,
            FileErrorReason::DuplicateId("wlvpjy".into(), 2)
        );
        assert!(duplicate.to_string().starts_with("line 4: "), "{duplicate}");
        let truncated = at(&format!("{HEADER}\n{}\n", &LINE[..30]));
        assert_eq!(truncated.line, 2);
        // Garbage of every kind: cut anywhere, bytes flipped, never a panic.
        for cut in 0..LINE.len() {
            let _ = parse_file(&format!("{HEADER}\n{}\n", &LINE[..cut]));
        }
        for garbage in [
            "\u{0}\u{ffff}",
            "a b c d e f",
            "ééé ééé ééé ééé ééé ééé",
            "      ",
        ] {
            let _ = parse_file(&format!("{HEADER}\n{garbage}\n"));
            let _ = garbage.parse::<Puzzle>();
        }
    }

    #[test]
    fn ids_are_six_base_36_digits_of_the_position() {
        let id = id_of(&Position::start());
        assert_eq!(id.len(), 6);
        assert!(id
            .bytes()
            .all(|b| b.is_ascii_digit() || b.is_ascii_lowercase()));
        assert_eq!(id, id_of(&Position::start()));
        assert_ne!(id, id_of(&Position::start().mirrored()));
    }
}
