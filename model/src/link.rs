//! Shared links: an address that opens a game. Pure text in and out; the browser side (reading
//! and cleaning the address bar) lives in `view::browser::transfer`. The moves are the engine's
//! [`MoveLetters`].
//!
//! ```text
//! https://…/#moves=CdFa                 the moves from the initial position
//! https://…/?fen=0-5-5-5-…-S            a position (the engine's position string), no moves yet
//! https://…/?fen=0-5-5-5-…-S#moves=Fa   moves from that position
//! https://…/?rules=kalah#moves=ABa      under other rules than abapa, from their start
//! https://…/?fen=0-5-5-5-…-S&rules=grand-slam%3Dforbidden%2Cstuck%3Ddraw#moves=Fa
//! ```
//!
//! The rules are a rules spec, a preset or switches (their `=` and `,` percent-encoded when
//! written); a link without them is a game of abapa, as every link kawu wrote before, and a
//! link of abapa is written as it always was. The position string of `fen` is written without
//! its rules; when read, one that names its rules must agree with `rules`.
//!
//! The parameters may sit in the query or in the fragment, percent-encoded or not. Other
//! parameters are ignored, because messengers add their own (`utm_source`, `fbclid`); a known one
//! that cannot be read is refused with the reason, never guessed at.

use kawu_engine::{
    Game, IllegalReason, MoveLetters, ParseMovesError, ParsePositionError, ParseRulesError, Pit,
    Position, Rules,
};

/// The parameter holding the start position.
pub const FEN: &str = "fen";

/// The parameter holding the moves.
pub const MOVES: &str = "moves";

/// The parameter holding the rules, when they are not abapa.
pub const RULES: &str = "rules";

/// Why a link cannot be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    /// A parameter's value is not valid percent-encoded UTF-8.
    Encoding(&'static str),
    /// A parameter is given twice.
    Repeated(&'static str),
    /// The start position is not a playable position string.
    Position(ParsePositionError),
    /// The rules are not a rules spec.
    Rules(ParseRulesError),
    /// The position string names other rules than the `rules` parameter.
    RulesDisagree {
        /// The rules the position string names.
        fen: Rules,
        /// The rules of the `rules` parameter.
        rules: Rules,
    },
    /// A character of the moves is not a pit letter.
    NotALetter {
        /// The move's number, from 1 (plies).
        ply: usize,
        /// What was found.
        found: char,
    },
    /// A move the rules refuse.
    Illegal {
        /// The move's number, from 1 (plies).
        ply: usize,
        /// The pit tried.
        pit: Pit,
        /// Why the rules refuse it.
        reason: IllegalReason,
    },
}

/// The game a link opens: `None` when the address holds no game (neither `fen` nor `moves`),
/// else the game or why it cannot be opened. `search` and `hash` are the address's query and
/// fragment, with or without their leading `?` and `#`.
#[must_use]
pub fn parse(search: &str, hash: &str) -> Option<Result<Game, LinkError>> {
    let params = match params(search, hash) {
        Ok(params) => params,
        Err(error) => return Some(Err(error)),
    };
    if params.fen.is_none() && params.moves.is_none() && params.rules.is_none() {
        return None;
    }
    Some(game(
        params.fen.as_deref(),
        params.rules.as_deref(),
        params.moves.as_deref().unwrap_or(""),
    ))
}

/// The link that opens `game` as it stands, on the page at `base` (the address without query
/// or fragment). Only URL-safe characters follow `base`: digits, letters, `-` and the `%` of
/// an escape.
#[must_use]
pub fn build(base: &str, game: &Game) -> String {
    let moves = MoveLetters::of(game.moves());
    let start = game.start();
    let rules = start.rules();
    let mut query = Vec::new();
    if start != rules.start() {
        query.push(format!("{FEN}={}", start.setup()));
    }
    if rules != Rules::ABAPA {
        let spec = rules.to_string().replace('=', "%3D").replace(',', "%2C");
        query.push(format!("{RULES}={spec}"));
    }
    if query.is_empty() {
        format!("{base}#{MOVES}={moves}")
    } else if moves.0.is_empty() {
        format!("{base}?{}", query.join("&"))
    } else {
        format!("{base}?{}#{MOVES}={moves}", query.join("&"))
    }
}

/// The parameters a link may give, still as text.
#[derive(Default)]
struct Params {
    fen: Option<String>,
    rules: Option<String>,
    moves: Option<String>,
}

/// Reads the known parameters of the query and the fragment.
fn params(search: &str, hash: &str) -> Result<Params, LinkError> {
    let mut params = Params::default();
    let pairs = [
        search.strip_prefix('?').unwrap_or(search),
        hash.strip_prefix('#').unwrap_or(hash),
    ]
    .into_iter()
    .flat_map(|part| part.split('&'));
    for pair in pairs {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let (name, slot) = match key {
            FEN => (FEN, &mut params.fen),
            RULES => (RULES, &mut params.rules),
            MOVES => (MOVES, &mut params.moves),
            _ => continue,
        };
        if slot.is_some() {
            return Err(LinkError::Repeated(name));
        }
        *slot = Some(percent_decode(value).ok_or(LinkError::Encoding(name))?);
    }
    Ok(params)
}

/// Decodes `%XX` escapes and `+` (a space in a query); `None` for a broken escape or bytes that
/// are not UTF-8.
fn percent_decode(text: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut rest = text.bytes();
    while let Some(byte) = rest.next() {
        bytes.push(match byte {
            b'%' => {
                let high = char::from(rest.next()?).to_digit(16)?;
                let low = char::from(rest.next()?).to_digit(16)?;
                u8::try_from(high * 16 + low).ok()?
            }
            b'+' => b' ',
            _ => byte,
        });
    }
    String::from_utf8(bytes).ok()
}

/// Plays the moves (pit letters, spaces ignored) from the position (the start of the rules if
/// none) under the rules (abapa if none).
fn game(fen: Option<&str>, rules: Option<&str>, moves: &str) -> Result<Game, LinkError> {
    let rules = match rules.map(str::parse::<Rules>) {
        None => None,
        Some(Ok(rules)) => Some(rules),
        Some(Err(error)) => return Err(LinkError::Rules(error)),
    };
    let start = match fen {
        Some(fen) => {
            let start = Position::parse_under(fen, rules.unwrap_or_default())
                .map_err(LinkError::Position)?;
            if let Some(rules) = rules.filter(|&rules| rules != start.rules()) {
                let fen = start.rules();
                return Err(LinkError::RulesDisagree { fen, rules });
            }
            start
        }
        None => rules.unwrap_or_default().start(),
    };
    let moves: MoveLetters =
        moves
            .parse()
            .map_err(|error: ParseMovesError| LinkError::NotALetter {
                ply: error.ply,
                found: error.found,
            })?;
    let mut game = Game::from_position(start);
    for (index, pit) in moves.0.into_iter().enumerate() {
        game.play(pit).map_err(|illegal| LinkError::Illegal {
            ply: index + 1,
            pit,
            reason: illegal.reason,
        })?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{pit, random_game};
    use kawu_engine::{Invalid, InvalidPosition, Side};
    use proptest::prelude::*;

    const BASE: &str = "https://kawu.example/play/";

    fn moves_of(game: &Game) -> String {
        game.moves().map(Pit::letter).collect()
    }

    #[test]
    fn an_address_without_a_game_is_no_link() {
        assert_eq!(parse("", ""), None);
        assert_eq!(parse("?utm_source=chat&lang=fr", "#top"), None);
    }

    #[test]
    fn moves_from_the_initial_position() {
        let game = parse("", "#moves=CdFa").expect("a link").expect("valid");
        assert_eq!(game.start(), Position::start());
        assert_eq!(moves_of(&game), "CdFa");
        assert_eq!(game.to_move(), Side::South);
        let empty = parse("", "#moves=").expect("a link").expect("valid");
        assert_eq!(empty, Game::new());
    }

    #[test]
    fn a_position_with_and_without_moves() {
        let fen = "0-5-5-5-5-4-4-4-4-4-4-4-0-0-N";
        let position: Position = fen.parse().expect("valid");
        let alone = parse(&format!("?fen={fen}"), "")
            .expect("a link")
            .expect("valid");
        assert_eq!((alone.start(), alone.moves().count()), (position, 0));
        let with_moves = parse(&format!("?fen={fen}"), "#moves=aB")
            .expect("a link")
            .expect("valid");
        assert_eq!(
            (with_moves.start(), moves_of(&with_moves)),
            (position, "aB".into())
        );
    }

    #[test]
    fn escapes_spaces_and_other_parameters_are_read() {
        let game = parse(
            "?utm_source=x&fen=4%2D4-4-4-4-4-4-4-4-4-4-4-0-0-S",
            "#moves=C%20d+F&x=1",
        )
        .expect("a link")
        .expect("valid");
        assert_eq!(moves_of(&game), "CdF");
    }

    #[test]
    fn links_round_trip() {
        let game = Game::replay(Position::start(), &[pit('C'), pit('d')]).expect("legal");
        let link = build(BASE, &game);
        assert_eq!(link, format!("{BASE}#moves=Cd"));
        assert_eq!(opened(&link), Ok(game));
        let start: Position = "0-5-5-5-5-4-4-4-4-4-4-4-0-0-N".parse().expect("valid");
        let from_start = Game::from_position(start);
        assert_eq!(build(BASE, &from_start), format!("{BASE}?fen={start}"));
        let mut played = from_start.clone();
        played.play(pit('a')).expect("legal");
        assert_eq!(build(BASE, &played), format!("{BASE}?fen={start}#moves=a"));
        assert_eq!(opened(&build(BASE, &played)), Ok(played));
        assert_eq!(opened(&build(BASE, &Game::new())), Ok(Game::new()));
    }

    #[test]
    fn a_link_under_other_rules_names_them() {
        let moves: Vec<Pit> = "ABa".chars().map(pit).collect();
        let kalah = Game::replay(Rules::KALAH.start(), &moves).expect("legal");
        assert_eq!(build(BASE, &kalah), format!("{BASE}?rules=kalah#moves=ABa"));
        assert_eq!(opened(&build(BASE, &kalah)), Ok(kalah));
        let fresh = Game::from_position(Rules::AWALE.start());
        assert_eq!(build(BASE, &fresh), format!("{BASE}?rules=awale"));
        assert_eq!(opened(&build(BASE, &fresh)), Ok(fresh));
        let custom: Rules = "grand-slam=forbidden,stuck=draw".parse().expect("a spec");
        let setup = "0-5-5-5-5-4-4-4-4-4-4-4-0-0-N";
        let start = Position::parse_under(setup, custom).expect("valid");
        let mut game = Game::from_position(start);
        game.play(pit('a')).expect("legal");
        let link = build(BASE, &game);
        assert_eq!(
            link,
            format!("{BASE}?fen={setup}&rules=grand-slam%3Dforbidden%2Cstuck%3Ddraw#moves=a")
        );
        assert_eq!(opened(&link), Ok(game));
        // Read as a person may write it: unescaped, in the fragment, the fen naming its rules.
        let by_hand = parse("", "#rules=stuck=draw&moves=Cd").expect("a link");
        assert_eq!(by_hand.expect("valid").start().rules(), Rules::PAT);
        let named = parse("?fen=4-4-4-4-4-4-4-4-4-4-4-4-0-0-S+pat", "").expect("a link");
        assert_eq!(named.expect("valid").start().rules(), Rules::PAT);
    }

    /// Opens a link the way the page does: its query and fragment.
    fn opened(link: &str) -> Result<Game, LinkError> {
        let after = &link[BASE.len()..];
        let (search, hash) = after.split_once('#').unwrap_or((after, ""));
        parse(search, hash).expect("a link")
    }

    #[test]
    fn refusals_say_what_is_wrong() {
        let refused = |search: &str, hash: &str| parse(search, hash).expect("a link").unwrap_err();
        assert_eq!(
            refused("", "#moves=CdC"),
            LinkError::Illegal {
                ply: 3,
                pit: pit('C'),
                reason: IllegalReason::EmptyPit
            }
        );
        assert_eq!(
            refused("", "#moves=CC"),
            LinkError::Illegal {
                ply: 2,
                pit: pit('C'),
                reason: IllegalReason::NotYourPit
            }
        );
        assert_eq!(
            refused("", "#moves=Cx"),
            LinkError::NotALetter { ply: 2, found: 'x' }
        );
        assert_eq!(
            refused("?fen=1-2", ""),
            LinkError::Position("1-2".parse::<Position>().unwrap_err())
        );
        assert_eq!(
            refused("?fen=5-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "#moves=C"),
            LinkError::Position(ParsePositionError::Invalid(InvalidPosition {
                reasons: vec![Invalid::SeedTotal(49)]
            }))
        );
        assert_eq!(refused("?fen=%E9", ""), LinkError::Encoding(FEN));
        assert_eq!(
            refused("?rules=oware", ""),
            LinkError::Rules("oware".parse::<Rules>().unwrap_err())
        );
        assert_eq!(
            refused("?fen=4-4-4-4-4-4-4-4-4-4-4-4-0-0-S%20pat&rules=awale", ""),
            LinkError::RulesDisagree {
                fen: Rules::PAT,
                rules: Rules::AWALE
            }
        );
        assert_eq!(
            refused("?rules=pat&rules=pat", ""),
            LinkError::Repeated(RULES)
        );
        assert_eq!(refused("", "#moves=%4"), LinkError::Encoding(MOVES));
        assert_eq!(refused("?moves=C", "#moves=C"), LinkError::Repeated(MOVES));
    }

    #[test]
    fn huge_links_are_refused_with_a_short_reason() {
        let letters: String = random_game(4, 1000).moves().map(Pit::letter).collect();
        let moves = letters.repeat(100_000 / letters.len().max(1) + 1);
        let huge = "4".repeat(1 << 20);
        for (what, search, hash) in [
            ("10^5 moves", String::new(), format!("#moves={moves}")),
            ("a position of 1 MiB", format!("?fen={huge}"), String::new()),
            (
                "a pit of 1 MiB",
                format!("?fen={huge}-4-4-4-4-4-4-4-4-4-4-4-0-0-S"),
                String::new(),
            ),
            (
                "1 MiB of escapes",
                format!("?fen={}", "%34".repeat(1 << 18)),
                String::new(),
            ),
            (
                "1 MiB of move text",
                String::new(),
                format!("#moves=C{huge}"),
            ),
        ] {
            let started = std::time::Instant::now();
            let error = parse(&search, &hash).expect("a link").unwrap_err();
            eprintln!("size: a link of {what} refused in {:?}", started.elapsed());
            assert!(format!("{error:?}").len() < 250, "{what}: {error:?}");
        }
    }

    proptest! {
        #[test]
        fn garbage_never_panics(search in "\\PC{0,40}", hash in "\\PC{0,40}") {
            let _ = parse(&search, &hash);
        }

        #[test]
        fn garbage_after_the_parameters_is_refused_or_read(
            fen in "[0-9%a-fA-FNS+-]{0,40}",
            moves in "[a-zA-Z%0-9+ ]{0,30}",
        ) {
            let opened = parse(&format!("?fen={fen}"), &format!("#moves={moves}"));
            prop_assert!(opened.is_some(), "a fen and moves make a link");
        }

        #[test]
        fn random_games_round_trip(seed in any::<u64>(), plies in 0usize..120) {
            let game = random_game(seed, plies);
            let link = build(BASE, &game);
            prop_assert!(link[BASE.len()..]
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "?#=&-".contains(c)));
            prop_assert!(!link.contains(RULES), "abapa's links are as they were");
            prop_assert_eq!(opened(&link), Ok(game));
        }
    }
}
