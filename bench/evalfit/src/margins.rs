//! `evalfit margins <table file> <log>…`: each game of the logs scored by the endgame table at
//! its first board the table holds, as kawu's final margin in seeds.
//!
//! Meant for the games `bench/aalina/match.py --stop-at-seeds` stops where the board first comes
//! down to the table's size: the table's margin there (by its convention, the cycles coming back
//! to where they start; see [`crate::verdicts`]) says how the game stands for kawu, in seeds
//! rather than as a win, a draw or a loss. A game that ended before its board came down that far
//! counts with its own final margin.
//!
//! Prints one line per game (its opening, kawu's side and margin, which `compare.py --margins`
//! pairs between two runs), then the mean margin with two standard errors, by side, and the
//! results the margins name.

use std::process::ExitCode;

use kawu_engine::Side;

use crate::verdicts::verdict_at;
use crate::{kawu_side, table_and_logs};

/// Runs `evalfit margins` on `args` (the table file, then the logs).
pub fn run(args: &[String]) -> ExitCode {
    let Some((table, logs)) = table_and_logs("margins", args) else {
        return ExitCode::FAILURE;
    };
    let mark = u8::try_from(table.seeds()).unwrap_or(u8::MAX);
    let mut margins: Vec<(Side, i32)> = Vec::new();
    for log in logs {
        let Some(text) = crate::read_log(log) else {
            return ExitCode::FAILURE;
        };
        for (line, game) in crate::games(log, &text) {
            let kawu = kawu_side(line);
            let margin = match (verdict_at(&table, &game, kawu, mark), game.outcome()) {
                (Some(verdict), _) => verdict.value,
                (None, Some(ended)) => {
                    i32::from(ended.score[kawu]) - i32::from(ended.score[kawu.other()])
                }
                (None, None) => {
                    eprintln!("evalfit: {log}: a game stopped above {mark} seeds, skipped");
                    continue;
                }
            };
            let opening = line.split_whitespace().next().unwrap_or("-");
            println!("{opening} kawu={kawu:?} {margin:+}");
            margins.push((kawu, margin));
        }
    }
    println!();
    summarise("all", margins.iter().map(|&(_, margin)| margin));
    for side in [Side::South, Side::North] {
        let on_side = margins.iter().filter(|&&(played, _)| played == side);
        summarise(&format!("as {side:?}"), on_side.map(|&(_, margin)| margin));
    }
    ExitCode::SUCCESS
}

/// One summary line: how many margins, their mean with two standard errors, and the wins,
/// draws and losses they name with the score in points.
fn summarise(label: &str, margins: impl Iterator<Item = i32>) {
    let margins: Vec<i32> = margins.collect();
    if margins.len() < 2 {
        println!("{label}: {} games, too few to summarise", margins.len());
        return;
    }
    let count = margins.len() as f64;
    let mean = margins.iter().map(|&m| f64::from(m)).sum::<f64>() / count;
    let variance = margins
        .iter()
        .map(|&m| (f64::from(m) - mean).powi(2))
        .sum::<f64>()
        / (count - 1.0);
    let error = 2.0 * (variance / count).sqrt();
    let [wins, draws, losses] =
        [1, 0, -1].map(|sign| margins.iter().filter(|m| m.signum() == sign).count());
    let score = 100.0 * (wins as f64 + draws as f64 / 2.0) / count;
    println!(
        "{label}: {} games, kawu's margin {mean:+.2} ± {error:.2} seeds; by its sign \
         {wins}–{draws}–{losses}, {score:.1}%",
        margins.len()
    );
}
