//! Which puzzle comes next: the set is in rising difficulty; the next is the first of the
//! theme chosen (or of any) that the player has not tried, else the first failed, else the
//! first after the one shown.

use kawu_ai::puzzle::{Puzzle, Theme};

use super::record::Record;

/// The puzzles of `theme` (all of them for `None`), as indices into `puzzles`.
pub fn of_theme(puzzles: &[Puzzle], theme: Option<Theme>) -> impl Iterator<Item = usize> + '_ {
    puzzles
        .iter()
        .enumerate()
        .filter(move |(_, puzzle)| theme.is_none_or(|theme| puzzle.themes.contains(&theme)))
        .map(|(index, _)| index)
}

/// The next puzzle after `shown` (an index, if one is shown): see the module's documentation.
/// `None` when the theme has no puzzle.
#[must_use]
pub fn next(
    puzzles: &[Puzzle],
    record: &Record,
    theme: Option<Theme>,
    shown: Option<usize>,
) -> Option<usize> {
    let others = || of_theme(puzzles, theme).filter(|&index| Some(index) != shown);
    let with =
        |first_try| others().find(|&index| record.first_try(&puzzles[index].id) == first_try);
    with(None)
        .or_else(|| with(Some(false)))
        .or_else(|| others().find(|&index| shown.is_none_or(|shown| index > shown)))
        .or_else(|| of_theme(puzzles, theme).next())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::shipped;

    #[test]
    fn untried_puzzles_come_first_in_rising_difficulty_then_the_failed_ones() {
        let puzzles = shipped();
        let mut record = Record::default();
        assert_eq!(next(&puzzles, &record, None, None), Some(0));
        record.tried(&puzzles[0].id, false);
        assert_eq!(next(&puzzles, &record, None, Some(0)), Some(1));
        for puzzle in &puzzles[1..] {
            record.tried(&puzzle.id, true);
        }
        assert_eq!(
            next(&puzzles, &record, None, Some(3)),
            Some(0),
            "the failed one again"
        );
        record = Record::default();
        for puzzle in &puzzles {
            record.tried(&puzzle.id, true);
        }
        assert_eq!(
            next(&puzzles, &record, None, Some(3)),
            Some(4),
            "all solved: on in order"
        );
        let last = puzzles.len() - 1;
        assert_eq!(
            next(&puzzles, &record, None, Some(last)),
            Some(0),
            "and round"
        );
    }

    #[test]
    fn a_theme_keeps_to_its_puzzles() {
        let puzzles = shipped();
        for theme in Theme::ALL {
            if let Some(index) = next(&puzzles, &Record::default(), Some(theme), None) {
                assert!(puzzles[index].themes.contains(&theme));
                let count = of_theme(&puzzles, Some(theme)).count();
                assert!(count > 0);
            }
        }
        let depths: Vec<u8> = puzzles.iter().map(|puzzle| puzzle.depth).collect();
        assert!(
            depths.windows(2).all(|pair| pair[0] <= pair[1]),
            "rising difficulty"
        );
    }
}
