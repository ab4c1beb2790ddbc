//! The puzzle of the day: the same for everyone on a date, with no server.

use crate::rng::split_mix;

/// The index of the puzzle of the day among `count` (0 when `count` is 0): the date is counted
/// as days since 1970-01-01 in the proleptic Gregorian calendar, mixed by one SplitMix64 step,
/// and taken modulo `count`. A pure function of the date: every device agrees, whatever its time
/// zone does to the date it passes. A month or day out of range counts on from the month's start.
#[must_use]
pub fn of_the_day(year: i32, month: u32, day: u32, count: usize) -> usize {
    if count == 0 {
        return 0;
    }
    let (_, mixed) = split_mix(days_since_1970(year, month, day) as u64);
    (mixed % count as u64) as usize
}

/// Days from 1970-01-01 to the date (negative before), after Howard Hinnant's `days_from_civil`.
fn days_since_1970(year: i32, month: u32, day: u32) -> i64 {
    let (month, day) = (i64::from(month), i64::from(day));
    let year = i64::from(year) - i64::from(month <= 2);
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let shifted_month = (month + 9) % 12;
    let day_of_year = (153 * shifted_month + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_counted_from_1970() {
        assert_eq!(days_since_1970(1970, 1, 1), 0);
        assert_eq!(days_since_1970(1970, 1, 2), 1);
        assert_eq!(days_since_1970(2000, 3, 1), 11_017);
        assert_eq!(days_since_1970(1969, 12, 31), -1);
        assert_eq!(
            days_since_1970(2024, 12, 31) - days_since_1970(2024, 1, 1),
            365
        );
    }

    #[test]
    fn the_puzzle_of_the_day_is_stable_and_in_range() {
        assert_eq!(of_the_day(2025, 6, 1, 0), 0);
        for day in 1..=28 {
            let index = of_the_day(2025, 2, day, 400);
            assert!(index < 400);
            assert_eq!(index, of_the_day(2025, 2, day, 400));
        }
        let week: Vec<usize> = (1..=7).map(|day| of_the_day(2025, 3, day, 400)).collect();
        assert!(week.windows(2).all(|pair| pair[0] != pair[1]), "{week:?}");
    }
}
