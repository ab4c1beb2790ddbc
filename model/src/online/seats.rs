//! The device's seats at online games, kept in `localStorage` (never in an address): each
//! game's seat secret, to come back to it after a reload or from My games, and what My games
//! shows of it (the opponent's name, the time control, how it ended). Also the name the player
//! chose last.
//!
//! ```text
//! kawu-online-seats 1
//! name Ama
//! game Xw3_k-9aZq1mN0pQ south 1f0Kx…Q 300000+5000 - b64…A Kofi Mensah
//! game Pq9…            north 7cM…    unlimited  north-resign - Ama
//! ```
//!
//! A `game` line is the game's id, the seat, its secret, the time control (`unlimited` or the
//! milliseconds `initial+increment`), how it ended (`-` while it goes on, else
//! [`Finish::word`]), the invitation to the other seat (`-` if the device has none: it shows
//! the link again while the game waits) and the opponent's name, if known, to the end of the
//! line. Lines that do
//! not read are dropped: a seat lost costs a game to watch instead of play, never the page.

use std::fmt;

use kawu_engine::Side;
use kawu_online::wire::check_name;
use kawu_online::TimeControl;
use kawu_protocol::lines::Lines;

use super::link::is_token;
use super::Finish;
use crate::library::GameId;
use crate::settings::{parse_side, side_word};

/// The first line of the text.
pub const HEADER: &str = "kawu-online-seats 1";

/// The most games kept: the oldest are forgotten first.
pub const MAX_GAMES: usize = 500;

/// The id under which My games keeps the online game `game` (the same on every visit).
#[must_use]
pub fn online_id(game: &str) -> GameId {
    // FNV-1a, 64 bits: stable, and apart from the page's ids by the prefix.
    let hash = "online "
        .bytes()
        .chain(game.bytes())
        .fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        });
    GameId(hash)
}

/// A seat of this device at an online game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seated {
    /// The game's id.
    pub game: String,
    /// The side the device plays.
    pub seat: Side,
    /// The seat's secret.
    pub secret: String,
    /// The time control.
    pub control: TimeControl,
    /// How the game ended, once over.
    pub finish: Option<Finish>,
    /// The invitation to the other seat, if this device made the game.
    pub invite: Option<String>,
    /// The opponent's name, once seated.
    pub opponent: Option<String>,
}

impl Seated {
    /// The id of its game in My games.
    #[must_use]
    pub fn id(&self) -> GameId {
        online_id(&self.game)
    }
}

/// The time control as the text writes it.
fn control_word(control: TimeControl) -> String {
    match control {
        TimeControl::Unlimited => "unlimited".to_owned(),
        TimeControl::Timed {
            initial_ms,
            increment_ms,
        } => format!("{initial_ms}+{increment_ms}"),
    }
}

/// The time control of its text, within the bounds of the rules.
fn read_control(word: &str) -> Option<TimeControl> {
    if word == "unlimited" {
        return Some(TimeControl::Unlimited);
    }
    let (initial, increment) = word.split_once('+')?;
    TimeControl::custom(initial.parse().ok()?, increment.parse().ok()?).ok()
}

impl fmt::Display for Seated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let finish = self.finish.map_or_else(|| "-".to_owned(), Finish::word);
        write!(
            f,
            "{} {} {} {} {finish} {}",
            self.game,
            side_word(self.seat),
            self.secret,
            control_word(self.control),
            self.invite.as_deref().unwrap_or("-")
        )?;
        match &self.opponent {
            Some(name) => write!(f, " {name}"),
            None => Ok(()),
        }
    }
}

impl std::str::FromStr for Seated {
    type Err = ();

    fn from_str(line: &str) -> Result<Seated, ()> {
        let mut fields = line.splitn(7, ' ');
        let mut next = || fields.next().ok_or(());
        let game = next()?.to_owned();
        let seat = parse_side(next()?).map_err(drop)?;
        let secret = next()?.to_owned();
        let control = read_control(next()?).ok_or(())?;
        let finish = match next()? {
            "-" => None,
            word => Some(Finish::from_word(word).ok_or(())?),
        };
        let invite = match next()? {
            "-" => None,
            invite if is_token(invite) => Some(invite.to_owned()),
            _ => return Err(()),
        };
        let opponent = fields.next().and_then(|name| check_name(name).ok());
        (is_token(&game) && is_token(&secret))
            .then_some(Seated {
                game,
                seat,
                secret,
                control,
                finish,
                invite,
                opponent,
            })
            .ok_or(())
    }
}

/// Every seat of this device, oldest first, and the name chosen last.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seats {
    /// The name the player chose last, offered again.
    pub name: Option<String>,
    games: Vec<Seated>,
}

impl Seats {
    /// The seats of a kept text; lines that do not read are left out, and a text that is not
    /// this one gives none.
    #[must_use]
    pub fn read(text: &str) -> Seats {
        let lines = Lines::new(text);
        if lines.after(HEADER) != Some("") {
            return Seats::default();
        }
        Seats {
            name: lines.get("name").and_then(|name| check_name(name).ok()),
            games: lines
                .all("game")
                .filter_map(|line| line.parse().ok())
                .collect(),
        }
    }

    /// The seat at `game`, if this device has one.
    #[must_use]
    pub fn at(&self, game: &str) -> Option<&Seated> {
        self.games.iter().rev().find(|seated| seated.game == game)
    }

    /// The seat whose game My games keeps under `id`.
    #[must_use]
    pub fn by_id(&self, id: GameId) -> Option<&Seated> {
        self.games.iter().rev().find(|seated| seated.id() == id)
    }

    /// Every seat, oldest first.
    #[must_use]
    pub fn games(&self) -> &[Seated] {
        &self.games
    }

    /// Keeps `seated` in place of what was kept of its game, as the newest; the oldest beyond
    /// [`MAX_GAMES`] are forgotten.
    pub fn keep(&mut self, seated: Seated) {
        self.games.retain(|kept| kept.game != seated.game);
        self.games.push(seated);
        let over = self.games.len().saturating_sub(MAX_GAMES);
        self.games.drain(..over);
    }
}

impl fmt::Display for Seats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{HEADER}")?;
        if let Some(name) = &self.name {
            writeln!(f, "name {name}")?;
        }
        self.games
            .iter()
            .try_for_each(|seated| writeln!(f, "game {seated}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::Reason;
    use kawu_online::GameResult;
    use proptest::prelude::*;

    fn seated(game: &str) -> Seated {
        Seated {
            game: game.to_owned(),
            seat: Side::South,
            secret: "1f0KxAAAAAAAAAAAAAAAAQ".to_owned(),
            control: TimeControl::PRESETS[1],
            finish: None,
            invite: Some("b64url_-AAAAAAAAAAAAAA".to_owned()),
            opponent: Some("Kofi Mensah".to_owned()),
        }
    }

    #[test]
    fn seats_come_back_from_their_text() {
        let mut seats = Seats {
            name: Some("Ama".to_owned()),
            ..Seats::default()
        };
        seats.keep(seated("g1"));
        seats.keep(Seated {
            seat: Side::North,
            control: TimeControl::Unlimited,
            finish: Some(Finish {
                result: Some(GameResult::Win(Side::North)),
                reason: Reason::Resign,
            }),
            invite: None,
            opponent: None,
            ..seated("g2")
        });
        let text = seats.to_string();
        assert!(
            text.starts_with("kawu-online-seats 1\nname Ama\ngame g1 south "),
            "{text}"
        );
        assert!(
            text.contains(" 300000+5000 - b64url_-AAAAAAAAAAAAAA Kofi Mensah\n"),
            "{text}"
        );
        assert!(text.contains(" unlimited north-resign -\n"), "{text}");
        assert_eq!(Seats::read(&text), seats);
        assert_eq!(seats.at("g2").map(|s| s.seat), Some(Side::North));
        assert_eq!(seats.by_id(online_id("g1")), Some(&seated("g1")));
        assert_eq!(seats.at("g3"), None);
    }

    #[test]
    fn a_game_kept_again_is_the_newest_and_the_oldest_go_first() {
        let mut seats = Seats::default();
        for i in 0..MAX_GAMES + 3 {
            seats.keep(seated(&format!("g{i}")));
        }
        assert_eq!(seats.games().len(), MAX_GAMES);
        assert_eq!(seats.games()[0].game, "g3");
        seats.keep(Seated {
            opponent: None,
            ..seated("g3")
        });
        assert_eq!(seats.games().len(), MAX_GAMES);
        assert_eq!(seats.games().last().map(|s| s.opponent.clone()), Some(None));
    }

    #[test]
    fn what_does_not_read_is_left_out() {
        let good = format!("game {}", seated("g1"));
        let text = format!(
            "{HEADER}\nname \u{7}\n{good}\ngame g2 west s unlimited - -\ngame g3 south s 1+0 - -\ngame g4 south s unlimited done -\ngame g/5 south s unlimited - -\ngame g6 south\ngame g7 south s unlimited - i/n\ngame g8 south s unlimited -\n"
        );
        let seats = Seats::read(&text);
        assert_eq!(seats.name, None);
        assert_eq!(seats.games(), [seated("g1")]);
        assert_eq!(Seats::read(&good), Seats::default(), "no header");
        assert_eq!(Seats::read(""), Seats::default());
    }

    #[test]
    fn ids_are_stable_and_apart() {
        assert_eq!(online_id("abc"), online_id("abc"));
        assert_ne!(online_id("abc"), online_id("abd"));
        assert_eq!(online_id("abc").key().len(), 16);
    }

    proptest! {
        #[test]
        fn garbage_never_panics(text in "\\PC{0,300}") {
            let _ = Seats::read(&text);
            let _ = Seats::read(&format!("{HEADER}\n{text}"));
        }
    }
}
