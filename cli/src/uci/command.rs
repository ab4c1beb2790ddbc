//! The commands of the protocol, read from one line each.

use kawu_ai::levels::hard::{table_bits_for_mb, table_mb, TABLE_BITS, TABLE_BITS_RANGE};
use kawu_ai::Level;
use kawu_engine::{excerpt, Game, Pit, Position, Rules};

use super::go::{self, Limits};

/// A command of the protocol, as read from one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `uci`: name the engine and its option.
    Uci,
    /// `isready`: answer `readyok`.
    IsReady,
    /// `ucinewgame`: back to the initial position of the rules, the searches of the last game
    /// forgotten.
    NewGame,
    /// `setoption name Level value easy|medium|hard`, `setoption name OwnBook value
    /// true|false`, `setoption name Hash value <MB>` or `setoption name Rules value <rules>`.
    SetOption(Setting),
    /// `position …`: the game to think on, under the rules of the `Rules` option, every move
    /// replayed.
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
    /// The rules the next positions are played under (abapa until set): a preset or switches,
    /// as a rules spec writes them.
    Rules(Rules),
}

/// The sizes `setoption name Hash` takes, in MB: those the hard level's table can have.
pub const HASH_MB: std::ops::RangeInclusive<u32> =
    table_mb(*TABLE_BITS_RANGE.start())..=table_mb(*TABLE_BITS_RANGE.end());

/// The size `Hash` has until set, in MB: the hard level's own.
pub const HASH_DEFAULT_MB: u32 = table_mb(TABLE_BITS);

/// Reads one line of input, positions under `rules` (the `Rules` option): `None` for a blank
/// line, else the command.
///
/// # Errors
/// Why the command is malformed, quoting at most an [`excerpt`] of the input.
pub fn parse(line: &str, rules: Rules) -> Option<Result<Command, String>> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let (&name, rest) = words.split_first()?;
    Some(match name {
        "uci" => Ok(Command::Uci),
        "isready" => Ok(Command::IsReady),
        "ucinewgame" => Ok(Command::NewGame),
        "setoption" => parse_option(rest).map(Command::SetOption),
        "position" => parse_position(rest, rules).map(Command::Position),
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

/// `setoption name Level value easy|medium|hard`, `setoption name OwnBook value true|false`,
/// `setoption name Hash value <MB>` or `setoption name Rules value <rules>`, after `setoption`.
fn parse_option(words: &[&str]) -> Result<Setting, String> {
    let (name, value) = match words {
        [key, name, value_key, value @ ..]
            if key.eq_ignore_ascii_case("name") && value_key.eq_ignore_ascii_case("value") =>
        {
            (*name, value.join(" "))
        }
        _ => {
            return Err("expected: setoption name <Level|OwnBook|Hash|Rules> value <value>".into())
        }
    };
    if name.eq_ignore_ascii_case("rules") {
        // A spec may be longer than an excerpt: read whole, quoted cut in its error.
        return value
            .parse()
            .map(Setting::Rules)
            .map_err(|err: kawu_engine::ParseRulesError| err.to_string());
    }
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
            "unknown option {name:?}: the options are Level, OwnBook, Hash and Rules"
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

/// `position startpos [moves …]` or `position fen <position string> [moves …]` under `rules`,
/// after `position`. The position string may end with its rules spec, which must then be
/// `rules`.
fn parse_position(words: &[&str], rules: Rules) -> Result<Game, String> {
    let (start, rest) = match words {
        ["startpos", rest @ ..] => (rules.start(), rest),
        ["fen", rest @ ..] if !rest.is_empty() => {
            let end = rest.iter().position(|&word| word == "moves");
            let (text, rest) = rest.split_at(end.unwrap_or(rest.len()).max(1));
            let start =
                Position::parse_under(&text.join(" "), rules).map_err(|err| format!("{err}"))?;
            if start.rules() != rules {
                return Err(format!(
                    "the position string is under the rules {}, and the Rules option says \
                     {rules}",
                    start.rules()
                ));
            }
            (start, rest)
        }
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
        let Some(Ok(Command::Go { limits, refused })) = parse("go ponder movetime 5", Rules::ABAPA)
        else {
            panic!("a go");
        };
        assert!(limits.ponder && refused.is_empty());
        assert_eq!(limits.movetime_ms, Some(5));
        assert_eq!(
            parse("ponderhit", Rules::ABAPA),
            Some(Ok(Command::PonderHit))
        );
        assert_eq!(parse("  \t", Rules::ABAPA), None);
    }

    #[test]
    fn hash_is_read_in_mb_and_rounded_down_to_a_power_of_two() {
        let bits = |line: &str| match parse(line, Rules::ABAPA) {
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
    fn rules_are_an_option_and_positions_are_played_under_them() {
        let option = |line: &str| parse(line, Rules::ABAPA).expect("a command");
        assert_eq!(
            option("setoption name Rules value awale"),
            Ok(Command::SetOption(Setting::Rules(Rules::AWALE)))
        );
        let spec = "setoption name rules value grand-slam=forbidden, stuck=draw";
        let Ok(Command::SetOption(Setting::Rules(rules))) = option(spec) else {
            panic!("rules");
        };
        assert_eq!(rules.to_string(), "grand-slam=forbidden,stuck=draw");
        assert_eq!(
            option("setoption name Rules value stuck=maybe"),
            Err("bad rules: stuck is \"maybe\": it is takes or draw".into())
        );
        let game = |line: &str, rules| match parse(line, rules) {
            Some(Ok(Command::Position(game))) => Ok(game),
            Some(Err(why)) => Err(why),
            other => panic!("{other:?}"),
        };
        let kalah = game("position startpos moves AB", Rules::KALAH).expect("legal");
        assert_eq!(kalah.position().rules(), Rules::KALAH);
        assert_eq!(
            kalah.to_move(),
            kawu_engine::Side::North,
            "A played again, then B"
        );
        let named = "position fen 6-6-6-6-6-6-6-6-6-6-6-6-0-0-S kalah moves A";
        assert_eq!(game(named, Rules::KALAH).expect("legal").plies().len(), 1);
        assert_eq!(
            game(named, Rules::ABAPA).unwrap_err(),
            "the position string is under the rules kalah, and the Rules option says abapa"
        );
        let abapa = "position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S moves C";
        assert_eq!(
            game(abapa, Rules::PAT).expect("legal").position().rules(),
            Rules::PAT
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
            format!("setoption name Rules value {huge}"),
            format!("setoption name Rules value stuck=draw,{huge}=no"),
            format!("position fen {huge}"),
            format!("position startpos {huge}"),
            format!("position startpos moves {letters}"),
            format!("position startpos moves F{huge}"),
            format!("go movetime {huge}"),
            format!("go {huge}"),
        ] {
            let started = std::time::Instant::now();
            let why = match parse(&line, Rules::ABAPA).expect("a command") {
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
