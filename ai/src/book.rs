//! The opening book: kawu's own searches of every position of the first plies, deeper than a
//! move's time allows, so that the hard level (and the hint) open as well as kawu can.
//!
//! # What is in it
//!
//! Every position reached from the start in at most [`Book::plies`] plies, by any moves of
//! either side (every reply a player might try, not only the book's own), each searched to the
//! same fixed depth with a fresh transposition table: the best move and its score. Built by
//! `kawu book` (see the cli), reproducibly: the same plies and depth give the same file.
//!
//! # The file
//!
//! Text, so that a change reads in a diff: a header line
//! `kawu-book 1 plies <p> depth <d> positions <n>`, then one token per position,
//! `<pit letter><score in seeds>` (`c3`, `F-1`), in the order [`Book::positions`] lists
//! them, separated by blanks. A file whose header, count or moves do not match is refused.

use std::fmt;
use std::sync::OnceLock;

use kawu_engine::{Pit, Position, Rules};

use crate::zobrist::hash;
#[cfg(not(target_arch = "wasm32"))]
use {
    crate::{choose_move, Level, Request, SystemClock},
    kawu_engine::Game,
};

/// The first line's first words.
pub const FORMAT: &str = "kawu-book 1";

/// The book shipped with kawu (`ai/data/book.txt`, written by `kawu book`).
const SHIPPED: &str = include_str!("../data/book.txt");

/// What the book says of one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// The move to play.
    pub pit: Pit,
    /// Its score for the side to move, in seeds (the search's estimate).
    pub score: i32,
}

/// An opening book: a move for each position of the first plies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Book {
    plies: u32,
    depth: u32,
    /// By the position's hash (pits, score and side to move), sorted: a few thousand entries
    /// need no hash map.
    entries: Vec<(u64, Entry)>,
}

/// Why a book file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookError(String);

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a kawu book: {}", self.0)
    }
}

impl std::error::Error for BookError {}

impl Book {
    /// Every position reached from the start in at most `plies` plies, games over left out,
    /// each once: depth first, the moves in pit order, a position met again skipped.
    #[must_use]
    pub fn positions(plies: u32) -> Vec<Position> {
        let mut found = Vec::new();
        let mut seen = Vec::new();
        walk(Position::start(), plies + 1, &mut seen, &mut found);
        found
    }

    /// A book of `entries`, one for each of [`Book::positions`]`(plies)` in that order, as the
    /// text of a book file.
    ///
    /// # Panics
    /// If the entries do not match the positions one for one (a caller's mistake).
    #[must_use]
    pub fn write(plies: u32, depth: u32, entries: &[Entry]) -> String {
        let positions = Book::positions(plies);
        assert_eq!(positions.len(), entries.len(), "one entry per position");
        let mut text = format!(
            "{FORMAT} plies {plies} depth {depth} positions {}\n",
            entries.len()
        );
        let tokens: Vec<String> = positions
            .iter()
            .zip(entries)
            .map(|(position, entry)| {
                assert!(position.illegality(entry.pit).is_none(), "a legal move");
                format!("{}{}", entry.pit.letter(), entry.score)
            })
            .collect();
        for line in tokens.chunks(16) {
            text.push_str(&line.join(" "));
            text.push('\n');
        }
        text
    }

    /// The entry of one position as `kawu book` finds it: the hard level searching to `depth`
    /// with a fresh transposition table, no book and no endgame table (the opening is far from
    /// it). The same position and depth give the same entry.
    ///
    /// # Panics
    /// If the game is over in `position`.
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn search(position: &Position, depth: u32) -> Entry {
        let request = Request {
            max_depth: Some(depth),
            movetime_ms: u64::from(u32::MAX),
            endgame_table: false,
            book: false,
            ..Request::new(Level::Hard, 0)
        };
        let choice = choose_move(
            &Game::from_position(*position),
            &request,
            &SystemClock::new(),
        )
        .expect("a book position is not over");
        Entry {
            pit: choice.pit,
            score: choice.score,
        }
    }

    /// Reads a book file, checking every entry against the positions it must cover.
    ///
    /// # Errors
    /// A [`BookError`] saying what is wrong: the header, the count, a token or an illegal move.
    pub fn parse(text: &str) -> Result<Book, BookError> {
        let bad = |why: String| Err(BookError(why));
        let (header, body) = text.split_once('\n').unwrap_or((text, ""));
        let words: Vec<&str> = header.split_whitespace().collect();
        let number = |index: usize, name: &str| -> Result<u32, BookError> {
            match (words.get(index), words.get(index + 1)) {
                (Some(&word), Some(value)) if word == name => value
                    .parse()
                    .map_err(|_| BookError(format!("{name} is not a number: {value:.20}"))),
                _ => Err(BookError(format!("the header has no {name}"))),
            }
        };
        if !header.starts_with(FORMAT) {
            return bad(format!("the first line is not \"{FORMAT} …\""));
        }
        let plies = number(2, "plies")?;
        let depth = number(4, "depth")?;
        let count = number(6, "positions")?;
        if plies > 5 {
            return bad(format!("{plies} plies is more than a book holds"));
        }
        let positions = Book::positions(plies);
        let tokens: Vec<&str> = body.split_whitespace().collect();
        if tokens.len() != positions.len() || count as usize != positions.len() {
            return bad(format!(
                "{} entries for the {} positions of {plies} plies",
                tokens.len(),
                positions.len()
            ));
        }
        let mut entries = Vec::with_capacity(positions.len());
        for (position, token) in positions.into_iter().zip(tokens) {
            let mut chars = token.chars();
            let pit = chars.next().and_then(Pit::from_letter);
            let score = chars.as_str().parse::<i32>().ok();
            let (Some(pit), Some(score)) = (pit, score) else {
                return bad(format!("not a move and a score: {token:.20}"));
            };
            if let Some(why) = position.illegality(pit) {
                return bad(format!("{token} in {position}: {why}"));
            }
            entries.push((hash(&position), Entry { pit, score }));
        }
        entries.sort_unstable_by_key(|&(key, _)| key);
        Ok(Book {
            plies,
            depth,
            entries,
        })
    }

    /// The book shipped with kawu, read once.
    ///
    /// # Panics
    /// If the shipped file is not a valid book (a test reads it on every run).
    #[must_use]
    pub fn shipped() -> &'static Book {
        static BOOK: OnceLock<Book> = OnceLock::new();
        BOOK.get_or_init(|| Book::parse(SHIPPED).expect("ai/data/book.txt is a kawu book"))
    }

    /// The book's move in `position`, if it is one of the book's. The book is abapa's: under
    /// other rules (a start of `awale` has the same pits) it has none, and the game is searched
    /// from its first move.
    #[must_use]
    pub fn get(&self, position: &Position) -> Option<Entry> {
        if position.rules() != Rules::ABAPA {
            return None;
        }
        let key = hash(position);
        let index = self
            .entries
            .binary_search_by_key(&key, |&(key, _)| key)
            .ok()?;
        Some(self.entries[index].1).filter(|entry| position.illegality(entry.pit).is_none())
    }

    /// The book covers the positions of this many plies from the start, and fewer.
    #[must_use]
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// The depth every position was searched to, in plies.
    #[must_use]
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Positions in the book.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book has no position (a book of 0 plies).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// Adds `position` and those `plies - 1` moves on to `found`, unless already `seen` (sorted
/// hashes).
fn walk(position: Position, plies: u32, seen: &mut Vec<u64>, found: &mut Vec<Position>) {
    if plies == 0 || position.is_over() {
        return;
    }
    let key = hash(&position);
    match seen.binary_search(&key) {
        Ok(_) => return,
        Err(at) => seen.insert(at, key),
    }
    found.push(position);
    for &pit in position.legal_moves().iter() {
        let mut next = position;
        next.play_unchecked(pit);
        walk(next, plies - 1, seen, found);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(plies: u32) -> Vec<Entry> {
        Book::positions(plies)
            .iter()
            .enumerate()
            .map(|(i, position)| Entry {
                pit: position.legal_moves().iter().copied().last().unwrap(),
                score: i as i32 % 7 - 3,
            })
            .collect()
    }

    #[test]
    fn the_positions_of_the_first_plies_are_every_move_of_either_side() {
        assert_eq!(Book::positions(0), vec![Position::start()]);
        assert_eq!(Book::positions(1).len(), 1 + 6);
        assert_eq!(Book::positions(2).len(), 1 + 6 + 36);
        // From the third ply on, moves in another order can meet again: each position once.
        assert!(Book::positions(3).len() < 1 + 6 + 36 + 216);
    }

    #[test]
    fn a_written_book_reads_back_and_gives_its_moves() {
        let text = Book::write(2, 9, &entries(2));
        let book = Book::parse(&text).unwrap();
        assert_eq!((book.plies(), book.depth(), book.len()), (2, 9, 43));
        for (position, entry) in Book::positions(2).iter().zip(entries(2)) {
            assert_eq!(book.get(position), Some(entry));
        }
        let mut later = Position::start();
        for letter in "AaB".chars() {
            later.play_unchecked(Pit::from_letter(letter).unwrap());
        }
        assert_eq!(book.get(&later), None);
    }

    #[test]
    fn a_damaged_book_is_refused_and_says_why() {
        let text = Book::write(1, 9, &entries(1));
        let why = |text: &str| Book::parse(text).unwrap_err().to_string();
        assert!(why("hello").contains("first line"));
        assert!(why(&text.replace("depth 9", "depth x")).contains("depth"));
        let cut = &text[..text.len() - 4];
        assert!(why(cut).contains("entries"), "{}", why(cut));
        // South's letter where North is to move.
        let token = format!("{}", entries(1)[1].pit.letter());
        let wrong = text.replacen(&format!(" {token}"), " A", 1);
        let refused = why(&wrong);
        assert!(
            refused.contains(&format!("A{} in", entries(1)[1].score)),
            "{refused}"
        );
    }

    #[test]
    fn the_shipped_book_is_whole_and_deep() {
        let book = Book::shipped();
        assert_eq!(book.len(), Book::positions(book.plies()).len());
        assert!(book.plies() >= 4 && book.depth() >= 18);
    }

    #[test]
    fn the_shipped_book_is_what_kawu_book_finds() {
        // Three positions, first, middle and last: each searched again as `kawu book` does.
        let book = Book::shipped();
        let positions = Book::positions(book.plies());
        for index in [0, positions.len() / 2, positions.len() - 1] {
            let position = &positions[index];
            assert_eq!(
                book.get(position),
                Some(Book::search(position, book.depth())),
                "{position}"
            );
        }
    }
}
