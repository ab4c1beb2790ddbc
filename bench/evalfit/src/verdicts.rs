//! `evalfit verdicts <table file> <log>…`: what the endgame table said on the way to each
//! repetition ending of the logs, against what kawu made of it.
//!
//! For every game that ended by repetition, at its first board of at most 22, 16 and 12 seeds,
//! the table kept by `kawu uci` (its first line names its seeds) gives, for kawu, the final
//! margin it scores by convention (its cycles come back to where they start) and the bounds that
//! hold for a game starting afresh there. Each such board falls in one class:
//! - *certain*: the bounds agree on the winner (a win, a draw, a loss whatever the cycles);
//! - *open*, by the sign of the table's margin: the winner depends on the cycles the players
//!   steer into, which the game's history (the positions since the last capture) changes.
//!
//! Prints one line per game, then for each mark and class kawu's wins, draws and losses, and how
//! many games ended below and above the result the table's margin names.

use std::collections::BTreeMap;
use std::process::ExitCode;

use kawu_ai::endgame::Table;
use kawu_engine::{EndReason, Game, Side};

/// The board sizes at which the table is read: its own size, and two on the way down.
const MARKS: [u8; 3] = [22, 16, 12];

/// kawu's games in one class at one mark: their results (wins, draws, losses), and how many
/// ended below and above the result the table's margin names.
#[derive(Default)]
struct Tally {
    results: [u32; 3],
    below: u32,
    above: u32,
}

/// What the table says of one board, for kawu, in final seeds ahead: the margin by convention
/// (its cycles come back to where they start) and the bounds for a game starting afresh there.
pub struct Verdict {
    /// The margin by convention.
    pub value: i32,
    /// The lower bound.
    pub lo: i32,
    /// The upper bound.
    pub hi: i32,
}

impl Verdict {
    /// The class of the board (see the module's documentation).
    fn class(&self) -> &'static str {
        match (self.lo.signum(), self.hi.signum()) {
            (1, _) => "certain win",
            (_, -1) => "certain loss",
            (0, 0) => "certain draw",
            _ => match self.value.signum() {
                1 => "open, the table's margin a win",
                0 => "open, the table's margin a draw",
                _ => "open, the table's margin a loss",
            },
        }
    }
}

/// Runs `evalfit verdicts` on `args` (the table file, then the logs).
pub fn run(args: &[String]) -> ExitCode {
    let Some((table, logs)) = crate::table_and_logs("verdicts", args) else {
        return ExitCode::FAILURE;
    };
    let mut tally: BTreeMap<(u8, &str), Tally> = BTreeMap::new();
    for log in logs {
        let Some(text) = crate::read_log(log) else {
            return ExitCode::FAILURE;
        };
        for (line, game) in crate::games(log, &text) {
            let Some(outcome) = game
                .outcome()
                .filter(|ended| ended.reason == EndReason::Repetition)
            else {
                continue;
            };
            let kawu = crate::kawu_side(line);
            // kawu's result: 1 a win, 0 a draw, -1 a loss.
            let result =
                (i32::from(outcome.score[kawu]) - i32::from(outcome.score[kawu.other()])).signum();
            let mut said = String::new();
            for (mark, verdict) in verdicts(&table, &game, kawu) {
                let class = verdict.class();
                said += &format!(
                    " | ≤{mark}: {:+} [{:+}, {:+}] {class}",
                    verdict.value, verdict.lo, verdict.hi
                );
                let entry = tally.entry((mark, class)).or_default();
                entry.results[(1 - result) as usize] += 1;
                let named = verdict.value.signum();
                entry.below += u32::from(result < named);
                entry.above += u32::from(result > named);
            }
            println!(
                "{}{said}",
                line.rsplit_once(' ').map_or(line, |(head, _)| head)
            );
        }
    }
    println!(
        "\nboard  class                              W-D-L     below  above the table's margin"
    );
    for ((mark, class), tally) in tally.into_iter().rev() {
        let Tally {
            results: [wins, draws, losses],
            below,
            above,
        } = tally;
        println!("≤{mark:<4} {class:<34} {wins:>3}-{draws}-{losses:<4} {below:>5} {above:>5}");
    }
    ExitCode::SUCCESS
}

/// The table's verdict for kawu at the first board of at most each of [`MARKS`] seeds.
fn verdicts<'a>(
    table: &'a Table,
    game: &'a Game,
    kawu: Side,
) -> impl Iterator<Item = (u8, Verdict)> + 'a {
    MARKS
        .into_iter()
        .filter_map(move |mark| Some((mark, verdict_at(table, game, kawu, mark)?)))
}

/// The table's verdict for kawu at the first board of `game` with at most `mark` seeds, if the
/// game reaches one before it ends and the table holds it.
pub fn verdict_at(table: &Table, game: &Game, kawu: Side, mark: u8) -> Option<Verdict> {
    let position = game
        .plies()
        .iter()
        .map(|ply| ply.after)
        .find(|position| !position.is_over() && position.board_seeds() <= mark)?;
    let (value, (lo, hi)) = table.probe_with_bounds(&position)?;
    // The table speaks for the side to move, of the seeds still on the board.
    let sign = if position.to_move() == kawu { 1 } else { -1 };
    let score = position.score();
    let captured = i32::from(score[kawu]) - i32::from(score[kawu.other()]);
    let [value, lo, hi] = [value, lo, hi].map(|margin| captured + sign * i32::from(margin));
    Some(Verdict {
        value,
        lo: lo.min(hi),
        hi: lo.max(hi),
    })
}
