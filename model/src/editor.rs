//! The position editor, pure: the seeds in each pit and store, the side to move, the selected
//! place and its steps, under the rules the position will be played by. Whether the result is
//! playable is the engine's call ([`Setup::validate_under`]); the editor only lists the reasons
//! it gives.

use kawu_engine::{Invalid, Pit, Position, Rules, Setup, Side, PITS};

/// A place where seeds can be put: a pit, or a side's store (its captured seeds).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    /// One of the 12 pits.
    Pit(Pit),
    /// The seeds a side has captured.
    Store(Side),
}

/// A change the player makes in the editor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edit {
    /// Tap a place to edit it.
    Select(Place),
    /// Add (positive) or take away (negative) seeds in the selected place, within 0 and every
    /// seed of the rules (48, Kalah's 72).
    Step(i8),
    /// Type the number of seeds of the selected place.
    Set(u8),
    /// Choose the side to move.
    ToMove(Side),
    /// The start of a game under the rules.
    Start,
    /// An empty board: every seed shared between the stores (24–24, Kalah's 36–36).
    Empty,
}

/// The editor's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Editor {
    /// The board being made, unchecked.
    pub setup: Setup,
    /// The place the steppers change.
    pub selected: Place,
    /// The rules the position is set up for: they say how many seeds and what is playable.
    pub rules: Rules,
}

/// A typed count that is not a number of seeds from 0 to the rules' every seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadCount;

/// Reads a typed number of seeds: digits (spaces around allowed), 0 to `most`.
///
/// # Errors
/// [`BadCount`] for anything else.
pub fn parse_count(text: &str, most: u8) -> Result<u8, BadCount> {
    text.trim()
        .parse::<u8>()
        .ok()
        .filter(|&n| n <= most)
        .ok_or(BadCount)
}

impl Editor {
    /// An editor under `rules` showing `setup` (usually the game's position, which may be one
    /// no longer playable: the end of a game), or the rules' start when `setup` holds another
    /// number of seeds (a game of Kalah set up for Awalé), its first pit of the side to move
    /// selected.
    #[must_use]
    pub fn new(setup: Setup, rules: Rules) -> Editor {
        let fits = total(&setup) == u32::from(rules.seeds());
        let setup = if fits { setup } else { rules.start().setup() };
        Editor {
            setup,
            selected: Place::Pit(Pit::in_row(setup.to_move, 0)),
            rules,
        }
    }

    /// Most seeds one place can hold: every seed of the rules.
    #[must_use]
    pub fn most(&self) -> u8 {
        self.rules.seeds()
    }

    /// Seeds in `place`.
    #[must_use]
    pub fn seeds(&self, place: Place) -> u8 {
        match place {
            Place::Pit(pit) => self.setup.pits[pit.index()],
            Place::Store(side) => self.setup.score[side],
        }
    }

    fn seeds_mut(&mut self, place: Place) -> &mut u8 {
        match place {
            Place::Pit(pit) => &mut self.setup.pits[pit.index()],
            Place::Store(side) => &mut self.setup.score[side],
        }
    }

    /// Seeds in all, pits and stores: the rules' seeds (48, Kalah's 72) in a valid setup.
    #[must_use]
    pub fn total(&self) -> u32 {
        total(&self.setup)
    }

    /// The editor after `edit`.
    #[must_use]
    pub fn apply(&self, edit: Edit) -> Editor {
        let (mut next, most) = (*self, self.most());
        match edit {
            Edit::Select(place) => next.selected = place,
            Edit::Step(delta) => {
                let seeds = next.seeds_mut(self.selected);
                *seeds = seeds.saturating_add_signed(delta).min(most);
            }
            Edit::Set(seeds) => *next.seeds_mut(self.selected) = seeds.min(most),
            Edit::ToMove(side) => next.setup.to_move = side,
            Edit::Start => next.setup = self.rules.start().setup(),
            Edit::Empty => {
                next.setup.pits = [0; PITS];
                next.setup.score.south = most / 2;
                next.setup.score.north = most / 2;
            }
        }
        next
    }

    /// The position to play under the editor's rules, or every reason the engine refuses it.
    ///
    /// # Errors
    /// The engine's reasons, never empty.
    pub fn position(&self) -> Result<Position, Vec<Invalid>> {
        self.setup
            .validate_under(self.rules)
            .map_err(|invalid| invalid.reasons)
    }
}

/// Seeds in all in `setup`, pits and stores.
fn total(setup: &Setup) -> u32 {
    let board: u32 = setup.pits.iter().map(|&s| u32::from(s)).sum();
    board + u32::from(setup.score.south) + u32::from(setup.score.north)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pit(letter: char) -> Pit {
        Pit::from_letter(letter).expect("a pit letter")
    }

    fn start() -> Editor {
        Editor::new(Setup::start(), Rules::ABAPA)
    }

    /// An editor with these pits and stores, South to move.
    fn with(pits: [u8; 12], south: u8, north: u8) -> Editor {
        let mut editor = start().apply(Edit::Empty);
        editor.setup.pits = pits;
        editor.setup.score.south = south;
        editor.setup.score.north = north;
        editor
    }

    #[test]
    fn the_start_position_is_valid_and_counts_48() {
        let editor = start();
        assert_eq!(editor.total(), 48);
        assert_eq!(editor.selected, Place::Pit(pit('A')));
        assert_eq!(editor.position(), Ok(Position::start()));
    }

    #[test]
    fn steps_change_the_selected_place_within_0_and_48() {
        let editor = start().apply(Edit::Select(Place::Pit(pit('C'))));
        let more = editor.apply(Edit::Step(1));
        assert_eq!((more.seeds(Place::Pit(pit('C'))), more.total()), (5, 49));
        assert_eq!(more.position(), Err(vec![Invalid::SeedTotal(49)]));
        let less = editor.apply(Edit::Step(-5));
        assert_eq!(less.seeds(Place::Pit(pit('C'))), 0);
        let store = start()
            .apply(Edit::Select(Place::Store(Side::North)))
            .apply(Edit::Set(60));
        assert_eq!(store.seeds(Place::Store(Side::North)), 48);
        assert_eq!(
            store.apply(Edit::Step(1)).seeds(Place::Store(Side::North)),
            48
        );
    }

    #[test]
    fn moving_a_seed_to_a_store_keeps_48_and_stays_valid() {
        let editor = start()
            .apply(Edit::Select(Place::Pit(pit('d'))))
            .apply(Edit::Step(-1))
            .apply(Edit::Select(Place::Store(Side::South)))
            .apply(Edit::Step(1));
        assert_eq!(editor.total(), 48);
        let position = editor.position().expect("valid");
        assert_eq!(position.to_string(), "4-4-4-4-4-4-4-4-4-3-4-4-1-0-S");
    }

    #[test]
    fn the_empty_board_is_refused_as_drawn_and_with_nothing_to_sow() {
        let empty = start().apply(Edit::Empty);
        assert_eq!(empty.total(), 48);
        assert_eq!(
            empty.position(),
            Err(vec![
                Invalid::AlreadyDrawn,
                Invalid::NothingToSow(Side::South)
            ])
        );
        // Back to the start from there.
        assert_eq!(empty.apply(Edit::Start).position(), Ok(Position::start()));
    }

    #[test]
    fn every_reason_of_the_engine_is_reported() {
        let won = with([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], 30, 16);
        assert_eq!(won.position(), Err(vec![Invalid::AlreadyWon(Side::South)]));
        let north_won = with([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], 16, 30);
        assert_eq!(
            north_won.position(),
            Err(vec![Invalid::AlreadyWon(Side::North)])
        );
        // North is empty and South's only seed, in A, cannot reach it.
        let cannot_feed = with([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 23, 24);
        assert_eq!(
            cannot_feed.position(),
            Err(vec![Invalid::CannotFeed(Side::South)])
        );
        let north_to_move =
            with([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 23, 24).apply(Edit::ToMove(Side::North));
        assert_eq!(
            north_to_move.position(),
            Err(vec![Invalid::NothingToSow(Side::North)])
        );
        let several = with([0; 12], 10, 10);
        assert_eq!(
            several.position(),
            Err(vec![
                Invalid::SeedTotal(20),
                Invalid::NothingToSow(Side::South)
            ])
        );
    }

    #[test]
    fn a_position_where_the_mover_can_feed_is_accepted() {
        let feeds = with([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0], 23, 24);
        let position = feeds.position().expect("F feeds North");
        assert_eq!(position.legal_moves().iter().count(), 1);
    }

    #[test]
    fn typed_counts_are_read_or_refused() {
        assert_eq!(parse_count(" 12 ", 48), Ok(12));
        assert_eq!(parse_count("0", 48), Ok(0));
        assert_eq!(parse_count("48", 48), Ok(48));
        assert_eq!(parse_count("72", 72), Ok(72));
        for bad in ["49", "-1", "", "abc", "3.5", "300"] {
            assert_eq!(parse_count(bad, 48), Err(BadCount), "{bad:?}");
        }
        assert_eq!(parse_count("73", 72), Err(BadCount));
    }

    #[test]
    fn the_editor_starts_on_the_row_of_the_side_to_move() {
        let setup = Setup {
            to_move: Side::North,
            ..Setup::start()
        };
        let editor = Editor::new(setup, Rules::ABAPA);
        assert_eq!(editor.selected, Place::Pit(pit('a')));
        // The end of a game opens too: North has won, South would move next.
        let over: Setup = "0-0-0-0-0-0-1-0-0-0-0-0-25-22-S".parse().expect("fields");
        let ended = Editor::new(over, Rules::ABAPA);
        assert_eq!((ended.setup, ended.selected), (over, Place::Pit(pit('A'))));
        assert!(ended.position().is_err());
        assert_eq!(
            editor.apply(Edit::ToMove(Side::South)).setup.to_move,
            Side::South
        );
    }

    #[test]
    fn kalah_is_set_up_with_its_72_seeds_and_its_own_reasons() {
        // An Awalé board opened for Kalah starts from Kalah's start.
        let kalah = Editor::new(Setup::start(), Rules::KALAH);
        assert_eq!((kalah.total(), kalah.most()), (72, 72));
        assert_eq!(kalah.position(), Ok(Rules::KALAH.start()));
        let store = kalah
            .apply(Edit::Select(Place::Store(Side::South)))
            .apply(Edit::Set(80));
        assert_eq!(store.seeds(Place::Store(Side::South)), 72);
        // A seed from d to South's store: still 72, a Kalah position.
        let moved = kalah
            .apply(Edit::Select(Place::Pit(pit('d'))))
            .apply(Edit::Step(-1))
            .apply(Edit::Select(Place::Store(Side::South)))
            .apply(Edit::Step(1));
        let position = moved.position().expect("valid");
        assert_eq!(position.rules(), Rules::KALAH);
        assert_eq!(position.to_string(), "6-6-6-6-6-6-6-6-6-5-6-6-1-0-S kalah");
        let empty = kalah.apply(Edit::Empty);
        assert_eq!((empty.setup.score.south, empty.setup.score.north), (36, 36));
        assert_eq!(
            empty.position(),
            Err(vec![Invalid::NothingToSow(Side::South)])
        );
    }

    #[test]
    fn other_rules_of_awale_keep_the_board_and_judge_it_by_their_own() {
        // 25 wins at once in abapa, not under awale: there, South's 30 is a game going on.
        let awale: Rules = "awale".parse().expect("a preset");
        let setup: Setup = "1-0-0-0-0-0-1-0-0-0-0-0-30-16-S".parse().expect("fields");
        assert!(Editor::new(setup, Rules::ABAPA).position().is_err());
        let editor = Editor::new(setup, awale);
        assert_eq!(editor.setup, setup, "the board kept: it holds 48 seeds");
        assert_eq!(editor.position().map(|p| p.rules()), Ok(awale));
    }
}
