//! The index of a board with at most [`CAPACITY`] seeds: the combinatorial number system over
//! the pits.
//!
//! A board with `n` seeds in 12 pits is a row of `n` seeds cut by 11 walls into 12 pits. The
//! walls stand at places `b₀ < b₁ < … < b₁₀` among `n + 11`, and the board's rank among all
//! boards of `n` seeds is `Σ C(bⱼ, j + 1)` (colex order of the wall places). Boards are stored
//! level by level: all boards of 0 seeds, then of 1 seed, …, so a level is one contiguous slice
//! and the boards of `n` seeds start at `C(n + 11, 12)`. The 13 levels 0–12 hold
//! `C(24, 12) = 2,704,156` boards, the 15 levels 0–14 `C(26, 12) = 9,657,700`, the 19 levels
//! 0–18 `C(30, 12) = 86,493,225`, the 21 levels 0–20 `C(32, 12) = 225,792,840`, the 23 levels
//! 0–22 `C(34, 12) = 548,354,040`.

use kawu_engine::PITS;

/// The most seeds on a board of the table that every build of kawu has (the web app's, the one
/// [`crate::endgame::Table::build`] makes).
pub const MAX_SEEDS: usize = 12;

/// Boards with at most [`MAX_SEEDS`] seeds: `C(24, 12)`.
pub const BOARDS: usize = 2_704_156;

/// The most seeds on a board a table can be built to ([`crate::endgame::Table::build_up_to`]):
/// the native tool's bigger table.
pub const CAPACITY: usize = 22;

/// Walls between the 12 pits.
const WALLS: usize = PITS - 1;

/// `BINOMIAL[a][k] = C(a, k)` for `a ≤ 12 + CAPACITY`, `k ≤ 12`.
const BINOMIAL: [[u32; PITS + 1]; PITS + CAPACITY + 1] = {
    let mut table = [[0; PITS + 1]; PITS + CAPACITY + 1];
    let mut a = 0;
    while a < table.len() {
        table[a][0] = 1;
        let mut k = 1;
        while k <= PITS && k <= a {
            table[a][k] = table[a - 1][k - 1] + table[a - 1][k];
            k += 1;
        }
        a += 1;
    }
    table
};

/// Where the boards of `seeds` seeds start: `C(seeds + 11, 12)`.
#[must_use]
pub(crate) const fn level_start(seeds: usize) -> usize {
    BINOMIAL[seeds + WALLS][WALLS + 1] as usize
}

/// How many boards hold exactly `seeds` seeds: `C(seeds + 11, 11)`.
#[must_use]
pub(crate) const fn level_len(seeds: usize) -> usize {
    BINOMIAL[seeds + WALLS][WALLS] as usize
}

/// The index of a board (pit counts 0–11) in the table, or `None` with more than
/// [`CAPACITY`] seeds.
#[inline]
#[must_use]
pub fn index(pits: &[u8; PITS]) -> Option<usize> {
    let seeds: usize = pits.iter().map(|&s| usize::from(s)).sum();
    if seeds > CAPACITY {
        return None;
    }
    let mut wall = 0;
    let mut rank = 0;
    for (j, &pit) in pits[..WALLS].iter().enumerate() {
        wall += usize::from(pit);
        rank += BINOMIAL[wall + j][j + 1] as usize;
    }
    Some(level_start(seeds) + rank)
}

/// Every board of `seeds` seeds (at most [`CAPACITY`]), in index order.
pub(crate) fn boards(seeds: usize) -> impl Iterator<Item = [u8; PITS]> {
    assert!(
        seeds <= CAPACITY,
        "a table holds boards of at most {CAPACITY} seeds"
    );
    let places = seeds + WALLS;
    // The wall places b₀ < … < b₁₀, first the smallest: 0, 1, …, 10.
    let mut walls: [usize; WALLS] = std::array::from_fn(|j| j);
    let mut left = level_len(seeds);
    std::iter::from_fn(move || {
        if left == 0 {
            return None;
        }
        left -= 1;
        let mut pits = [0; PITS];
        let mut before = 0;
        for (j, &wall) in walls.iter().enumerate() {
            pits[j] = (wall - before) as u8;
            before = wall + 1;
        }
        pits[WALLS] = (places - before) as u8;
        // Next in colex order: move up the first wall with room, put the ones below it back.
        let room = |j: usize| walls[j] + 1 < walls.get(j + 1).copied().unwrap_or(places);
        if let Some(j) = (0..WALLS).find(|&j| room(j)) {
            walls[j] += 1;
            for (i, wall) in walls[..j].iter_mut().enumerate() {
                *wall = i;
            }
        }
        Some(pits)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_fill_the_table() {
        assert_eq!(level_start(MAX_SEEDS + 1), BOARDS);
        let total: usize = (0..=MAX_SEEDS).map(level_len).sum();
        assert_eq!(total, BOARDS);
        assert_eq!(level_start(15), 9_657_700);
        assert_eq!(level_start(17), 30_421_755);
        assert_eq!(level_start(19), 86_493_225);
        assert_eq!(level_start(21), 225_792_840);
        assert_eq!(level_start(CAPACITY + 1), 548_354_040);
    }

    #[test]
    fn boards_come_in_index_order() {
        for seeds in 0..=6 {
            let mut count = 0;
            for (rank, pits) in boards(seeds).enumerate() {
                assert_eq!(pits.iter().map(|&s| usize::from(s)).sum::<usize>(), seeds);
                assert_eq!(index(&pits), Some(level_start(seeds) + rank));
                count += 1;
            }
            assert_eq!(count, level_len(seeds));
        }
    }

    #[test]
    fn boards_past_the_capacity_have_no_index() {
        let mut pits = [1; PITS];
        pits[0] = 2;
        let thirteen = index(&pits).expect("13 seeds are within the capacity");
        assert!((level_start(13)..level_start(14)).contains(&thirteen));
        pits[1] = 1 + (CAPACITY - PITS) as u8;
        assert_eq!(index(&pits), None);
    }
}
