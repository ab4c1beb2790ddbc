//! The commands of the protocol, read from one line each.

use kawu_ai::levels::hard::{table_bits_for_mb, table_mb, TABLE_BITS, TABLE_BITS_RANGE};
use kawu_ai::Level;
use kawu_engine::{excerpt, Game, Pit, Position};

use super::go::{self, Limits};

/// A command of the protocol, as read from one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `uci`: name the engine and its option.
    Uci,
    /// `isready`: answer `readyok`.
    IsReady,
    /// `ucinewgame`: back to the initial position, the searches of the last game forgotten.
    NewGame,
    /// `setoption name Level value easy|medium|hard`, `setoption name OwnBook value
    /// true|false` or `setoption name Hash value <MB>`.
    SetOption(Setting),
    /// `position …`: the game to think on, every move replayed.
    Position(Game),
    /// `go …`: search within these limits, after refusing the tokens of `refused` (one error
    /// each).
    Go {
        /// The limits read.
        limits: Limits,
        /// Why each token left out was refused.
        refused: Vec<String>,
    },
    /// `ponderhit`: the move pondered on was played.
    PonderHit,
    /// `stop`: end the search now, with its best move.
    Stop,
    /// `quit`.
    Quit,
}

/// An option the engine knows, with its new value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    /// How strong to play.
    Level(Level),
    /// Whether the hard level plays its opening book's moves (on by default).
    OwnBook(bool),
    /// The hard level's transposition table, as `2^bits` buckets of 16 bytes: read from a size
    /// in MB ([`HASH_MB`]), rounded down to a power of two.
    Hash {
        /// The table's size, as a power of two of buckets.
        bits: u32,
    },
}

/// The sizes `setoption name Hash` takes, in MB: those the hard level's table can have.
pub const HASH_MB: std::ops::RangeInclusive<u32> =
    table_mb(*TABLE_BITS_RANGE.start())..=table_mb(*TABLE_BITS_RANGE.end());

/// The size `Hash` has until set, in MB: the hard level's own.
pub const HASH_DEFAULT_MB: u32 = table_mb(TABLE_BITS);

/// Reads one line of input: `None` for a blank line, else the command.
///
/// # Errors
/// Why the command is malformed, quoting at most an [`excerpt`] of the input.
pub fn parse(line: &str) -> Option<Result<Command, String>> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let (&name, rest) = words.split_first()?;
    Some(match name {
        "uci" => Ok(Command::Uci),
        "isready" => Ok(Command::IsReady),
        "ucinewgame" => Ok(Command::NewGame),
        "setoption" => parse_option(rest).map(Command::SetOption),
        "position" => parse_position(rest).map(Command::Position),
        "go" => {
            let (limits, refused) = go::parse(rest);
            Ok(Command::Go { limits, refused })
        }
        "ponderhit" => Ok(Command::PonderHit),
        "stop" => Ok(Command::Stop),
        "quit" => Ok(Command::Quit),
        _ => Err(format!("unknown command {:?}", excerpt(name))),
    })
}

/// `setoption name Level value easy|medium|hard`, `setoption name OwnBook value true|false` or
/// `setoption name Hash value <MB>`, after `setoption`.
fn parse_option(words: &[&str]) -> Result<Setting, String> {
    let (name, value) = match words {
        [key, name, value_key, value @ ..]
            if key.eq_ignore_ascii_case("name") && value_key.eq_ignore_ascii_case("value") =>
        {
            (*name, value.join(" "))
        }
        _ => return Err("expected: setoption name <Level|OwnBook|Hash> value <value>".into()),
    };
    // A value is a short word: its excerpt reads the same, and the error quotes no more.
    let value = excerpt(&value);
    if name.eq_ignore_ascii_case("level") {
        value
            .parse()
            .map(Setting::Level)
            .map_err(|err| format!("{err}"))
    } else if name.eq_ignore_ascii_case("ownbook") {
        match value.to_ascii_lowercase().as_str() {
            "true" => Ok(Setting::OwnBook(true)),
            "false" => Ok(Setting::OwnBook(false)),
            _ => Err(format!("OwnBook is true or false, not {value:?}")),
        }
    } else if name.eq_ignore_ascii_case("hash") {
        parse_hash(&value)
    } else {
        let name = excerpt(name);
        Err(format!(
            "unknown option {name:?}: the options are Level, OwnBook and Hash"
        ))
    }
}

/// A `Hash` size in MB (a whole number within [`HASH_MB`]) as the table's bits, rounded down to
/// a power of two.
fn parse_hash(value: &str) -> Result<Setting, String> {
    match value.parse::<u32>() {
        Ok(mb) if HASH_MB.contains(&mb) => Ok(Setting::Hash {
            bits: table_bits_for_mb(mb),
        }),
        _ => Err(format!(
            "Hash is a size in MB from {} to {}, not {value:?}",
            HASH_MB.start(),
            HASH_MB.end()
        )),
    }
}

/// `position startpos [moves …]` or `position fen <position string> [moves …]`, after
/// `position`.
fn parse_position(words: &[&str]) -> Result<Game, String> {
    let (start, rest) = match words {
        ["startpos", rest @ ..] => (Position::start(), rest),
        ["fen", text, rest @ ..] => (
            text.parse::<Position>().map_err(|err| format!("{err}"))?,
            rest,
        ),
        _ => return Err("expected: position startpos|fen <position> [moves …]".into()),
    };
    let letters: String = match rest {
        [] => String::new(),
        ["moves", moves @ ..] => moves.concat(),
        [found, ..] => return Err(format!("expected \"moves\", found {:?}", excerpt(found))),
    };
    let mut game = Game::from_position(start);
    for (index, letter) in letters.chars().enumerate() {
        let pit = Pit::from_letter(letter)
            .ok_or_else(|| format!("move {}: {letter:?} is not a pit letter", index + 1))?;
        game.play(pit)
            .map_err(|err| format!("move {}: {err}", index + 1))?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_and_ponderhit_are_read() {
        let Some(Ok(Command::Go { limits, refused })) = parse("go ponder movetime 5") else {
            panic!("a go");
        };
        assert!(limits.ponder && refused.is_empty());
        assert_eq!(limits.movetime_ms, Some(5));
        assert_eq!(parse("ponderhit"), Some(Ok(Command::PonderHit)));
        assert_eq!(parse("  \t"), None);
    }

    #[test]
    fn hash_is_read_in_mb_and_rounded_down_to_a_power_of_two() {
        let bits = |line: &str| match parse(line) {
            Some(Ok(Command::SetOption(Setting::Hash { bits }))) => Ok(bits),
            Some(Err(why)) => Err(why),
            other => panic!("{other:?}"),
        };
        assert_eq!(bits("setoption name Hash value 1"), Ok(16));
        assert_eq!(bits("setoption name hash value 16"), Ok(20));
        assert_eq!(bits("setoption name Hash value 100"), Ok(22));
        assert_eq!(bits("setoption name Hash value 4096"), Ok(28));
        for bad in ["0", "4097", "-3", "big", "1.5"] {
            let why = bits(&format!("setoption name Hash value {bad}")).unwrap_err();
            assert!(why.contains("from 1 to 4096") && why.contains(bad), "{why}");
        }
        assert_eq!(
            bits(&format!("setoption name Hash value {HASH_DEFAULT_MB}")),
            Ok(TABLE_BITS)
        );
        assert_eq!(
            (*HASH_MB.start(), *HASH_MB.end(), HASH_DEFAULT_MB),
            (1, 4096, 16)
        );
    }

    #[test]
    fn huge_commands_are_read_or_refused_in_one_short_line() {
        let huge = "x".repeat(1 << 20);
        let letters: String = "FfEa".chars().cycle().take(100_000).collect();
        for line in [
            huge.clone(),
            format!("setoption name {huge} value hard"),
            format!("setoption name Level value {huge}"),
            format!("position fen {huge}"),
            format!("position startpos {huge}"),
            format!("position startpos moves {letters}"),
            format!("position startpos moves F{huge}"),
            format!("go movetime {huge}"),
            format!("go {huge}"),
        ] {
            let started = std::time::Instant::now();
            let why = match parse(&line).expect("a command") {
                Ok(Command::Go { refused, .. }) => refused.concat(),
                Ok(command) => panic!("{command:?}"),
                Err(why) => why,
            };
            eprintln!(
                "size: a command of {} bytes refused in {:?}",
                line.len(),
                started.elapsed()
            );
            assert!(!why.is_empty() && why.len() < 200, "{why}");
        }
    }
}
