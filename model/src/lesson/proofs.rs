//! The proofs of the lessons: every level of the table is played with the engine through the
//! same state machine as the page.
//!
//! - Its goal is reachable in exactly its par: a search over the player's moves (the opponent
//!   replying as in the page) passes in `par` moves and not in fewer.
//! - The solution that "Show me" plays passes, one sentence per move, and so does the player
//!   playing it (3 stars); it is the only first move that passes.
//! - Each plausible wrong move fails, whatever follows within the level's limit.
//! - What the level shows (its claim) holds on the board; an endgame level's goal is the endgame
//!   table's exact result, and its solution keeps that result move after move.

use kawu_ai::endgame::Table;
use kawu_ai::lesson::threat;
use kawu_engine::{MoveTrace, Pit, Position, Setup, Side, PITS};

use super::data::Claim;
use super::judge::Failure;
use super::{lessons, At, Facts, Goal, Level, Run, Step, Verdict};
use crate::Machine;

/// Plays by itself (replies, "Show me") until the run waits for the player or is over.
fn settle(mut run: Run) -> Run {
    while run.pending().is_some() {
        run = run.apply(Step::Advance);
    }
    run
}

/// What the player may tap in `run`.
fn taps(run: &Run) -> Vec<Pit> {
    let playable = run.playable();
    Pit::ALL
        .into_iter()
        .filter(|pit| playable[pit.index()])
        .collect()
}

/// The fewest moves of the player that pass from `run` with at most `budget` more moves.
fn fewest(run: &Run, budget: u8) -> Option<u8> {
    let run = settle(run.clone());
    match run.verdict {
        Some(Verdict::Pass { moves, .. }) => return Some(moves),
        Some(Verdict::Fail(_)) => return None,
        None if budget == 0 => return None,
        None => {}
    }
    taps(&run)
        .into_iter()
        .filter_map(|pit| fewest(&run.apply(Step::Sow(pit)), budget - 1))
        .min()
}

/// The run after the player plays `moves` (each followed by what plays by itself).
fn played(run: &Run, moves: &[Pit]) -> Run {
    moves.iter().fold(settle(run.clone()), |run, &pit| {
        settle(run.apply(Step::Sow(pit)))
    })
}

/// The traces of the player's moves in `run`'s game, with the position before each.
fn player_moves(run: &Run) -> Vec<(Position, MoveTrace)> {
    let game = &run.game;
    let mut before = game.start();
    let mut found = Vec::new();
    for ply in game.plies() {
        if ply.trace.side == run.player() {
            found.push((before, ply.trace.clone()));
        }
        before = ply.after;
    }
    found
}

/// `position` with `side` to move (the same pits and scores).
fn with_mover(position: &Position, side: Side) -> Option<Position> {
    Position::from_setup(Setup {
        to_move: side,
        ..position.setup()
    })
    .ok()
}

/// The failure of the first wrong move once everything after it is played.
fn wrong_failure(start: &Run, level: &Level) -> Option<Failure> {
    match played(start, &level.wrong[..1]).verdict {
        Some(Verdict::Fail(failure)) => Some(failure),
        _ => None,
    }
}

/// Checks what the level shows; the reason when it does not hold.
fn check_claim(level: &Level, claim: Claim, start: &Run, solved: &Run) -> Result<(), String> {
    let moves = player_moves(solved);
    let first = moves.first().ok_or("no move")?;
    let capture = moves
        .iter()
        .find(|(_, trace)| trace.seeds_captured > 0)
        .map(|(_, trace)| trace.clone());
    let marked = *level.marks.first().unwrap_or(&first.1.origin);
    let opponent = level.start.to_move().other();
    let attack = with_mover(&level.start, opponent).and_then(|turned| {
        let (pit, _) = threat(&turned)?;
        turned.play(pit).ok().map(|(_, trace)| trace)
    });
    let after_first = solved.game.plies().first().map(|ply| ply.after);
    let holds = match claim {
        Claim::Lap => first.1.sown.len() >= 12 && !first.1.sown.contains(&first.1.origin),
        Claim::Four => matches!(
            wrong_failure(start, level),
            Some(Failure::NotTaken { seeds: 4, .. })
        ),
        Claim::Chain(pits) => {
            capture.is_some_and(|trace| trace.captured.len() == usize::from(pits))
        }
        Claim::Stop => matches!(wrong_failure(start, level), Some(Failure::Short { .. })),
        Claim::Slam => level
            .start
            .play(level.wrong[0])
            .is_ok_and(|(_, trace)| trace.grand_slam),
        Claim::AllButOne => after_first.is_some_and(|after| {
            Pit::row(opponent)
                .filter(|&pit| after.seeds(pit) > 0)
                .count()
                == 1
        }),
        Claim::Empty => {
            first.1.origin == marked && attack.is_some_and(|trace| trace.captured.contains(&marked))
        }
        Claim::Raise => {
            first.1.sown.contains(&marked)
                && after_first.is_some_and(|after| after.seeds(marked) == 3)
                && attack.is_some_and(|trace| trace.captured.contains(&marked))
        }
        Claim::Block => attack.is_some_and(|trace| first.1.sown.contains(&trace.origin)),
        Claim::Kroo => moves.iter().any(|(before, trace)| {
            let twice = |pit: &Pit| trace.sown.iter().filter(|&sown| sown == pit).count() == 2;
            trace.sown.len() >= 12
                && (2..=3).contains(&trace.captured.len())
                && trace
                    .captured
                    .iter()
                    .all(|pit| before.seeds(*pit) <= 1 && twice(pit))
        }),
        Claim::Build => solved.game.position().seeds(marked) >= 12,
        Claim::FeedOne => {
            first
                .1
                .sown
                .iter()
                .filter(|pit| pit.side() == opponent)
                .count()
                == 1
        }
        Claim::Short => moves
            .iter()
            .all(|(_, trace)| trace.sown.iter().all(|pit| pit.side() != opponent)),
        Claim::Bait => {
            level
                .start
                .play(level.wrong[0])
                .is_ok_and(|(_, trace)| trace.seeds_captured > 0)
                && matches!(wrong_failure(start, level), Some(Failure::Lost { .. }))
        }
        Claim::Trap => {
            let seeds = |letter| {
                level
                    .start
                    .seeds(Pit::from_letter(letter).expect("a letter"))
            };
            (2..=3).contains(&seeds('E')) && seeds('F') == 1
        }
    };
    if holds {
        Ok(())
    } else {
        Err(format!("its claim {claim:?} does not hold"))
    }
}

/// An endgame level: its goal is the table's exact result, kept by every move of the solution.
fn check_exact(level: &Level, solved: &Run, table: &Table) -> Result<(), String> {
    let Goal::Exact(wanted) = level.goal else {
        return Ok(());
    };
    let start = level.start;
    let (lo, hi) = table.bounds(&start).ok_or("too many seeds for the table")?;
    let value = table.probe(&start).ok_or("too many seeds for the table")?;
    if lo != hi || lo != value {
        return Err(format!(
            "the table's result is not exact: {lo}..={hi}, {value}"
        ));
    }
    let seeds = i16::from(start.board_seeds());
    if i16::from(wanted) * 2 != seeds + i16::from(value) {
        return Err(format!(
            "the goal {wanted} is not the table's result: margin {value} of {seeds}"
        ));
    }
    for (before, trace) in player_moves(solved) {
        let (after, _) = before
            .play(trace.origin)
            .map_err(|error| error.to_string())?;
        let mover = before.to_move();
        let gained = i16::from(after.score()[mover]) - i16::from(before.score()[mover]);
        let lost =
            i16::from(after.score()[mover.other()]) - i16::from(before.score()[mover.other()]);
        let kept = gained - lost - i16::from(table.probe(&after).unwrap_or(0));
        let best = i16::from(table.probe(&before).unwrap_or(0));
        if after.outcome().is_none() && kept != best {
            return Err(format!(
                "the solution's {} gives away the result",
                trace.origin
            ));
        }
    }
    Ok(())
}

/// Every fact the texts name is known where they are said: the goal's at the start, each sentence
/// of "Show me" after its move, the reason after the last move.
fn check_texts(level: &Level, solved: &Run) -> Result<(), String> {
    let goal = Facts::of_goal(level);
    let moves: Vec<Facts> = player_moves(solved)
        .iter()
        .map(|(before, trace)| Facts::of_move(level, before, trace))
        .collect();
    let said = [(&goal, level.goal_text)]
        .into_iter()
        .chain(moves.last().map(|last| (last, level.why)))
        .chain(moves.iter().zip(level.show.iter().copied()));
    for (facts, text) in said {
        for words in [text.en, text.fr] {
            if !facts.fill(words) {
                return Err(format!("a fact of \"{words}\" is not known there"));
            }
        }
    }
    Ok(())
}

/// Every check of one level; the reasons it is not proven.
fn prove(at: At, table: &Table) -> Vec<String> {
    let lessons = lessons();
    let mut problems = Vec::new();
    let Some(start) = Run::start(lessons, at) else {
        return vec!["no such level".to_owned()];
    };
    let level = start.level;
    if level.start.to_move() != Side::South {
        problems.push("the player is South".to_owned());
    }
    match fewest(&start, level.par) {
        Some(moves) if moves == level.par => {}
        found => problems.push(format!("passes in {found:?} moves, par {}", level.par)),
    }
    let shown = settle(start.apply(Step::ShowMe));
    if shown.verdict
        != Some(Verdict::Pass {
            moves: level.par,
            stars: 0,
        })
    {
        problems.push(format!("Show me ends {:?}", shown.verdict));
    }
    let solved = played(&start, &level.solution);
    if solved.verdict
        != Some(Verdict::Pass {
            moves: level.par,
            stars: 3,
        })
    {
        problems.push(format!("the solution ends {:?}", solved.verdict));
    }
    let winners: Vec<char> = taps(&start)
        .into_iter()
        .filter(|&pit| fewest(&start.apply(Step::Sow(pit)), level.limit - 1).is_some())
        .map(Pit::letter)
        .collect();
    if winners != [level.solution[0].letter()] {
        problems.push(format!("first moves that pass: {winners:?}"));
    }
    for &pit in &level.wrong {
        let tried = start.apply(Step::Sow(pit));
        let refused = matches!(level.goal, Goal::Feed) && tried.notice.is_some();
        if !refused && fewest(&tried, level.limit - 1).is_some() {
            problems.push(format!("the wrong move {pit} passes"));
        }
    }
    problems.extend(check_texts(level, &solved).err());
    for &claim in &level.claims {
        problems.extend(check_claim(level, claim, &start, &solved).err());
    }
    problems.extend(check_exact(level, &solved, table).err());
    problems
}

#[test]
fn every_level_is_proven() {
    let lessons = lessons();
    let exact_seeds = lessons
        .iter()
        .flat_map(|lesson| &lesson.levels)
        .filter(|level| matches!(level.goal, Goal::Exact(_)))
        .map(|level| usize::from(level.start.board_seeds()))
        .max()
        .unwrap_or(0);
    let table = Table::build_up_to(exact_seeds);
    let mut problems = Vec::new();
    for (lesson, found) in lessons.iter().enumerate() {
        for level in 0..found.levels.len() {
            let at = At { lesson, level };
            for problem in prove(at, &table) {
                problems.push(format!("{}: {problem}", at.key(lessons)));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_lessons_come_in_the_order_of_the_issue() {
    let ids: Vec<&str> = lessons().iter().map(|lesson| lesson.id).collect();
    assert_eq!(
        ids,
        [
            "sowing",
            "big-sowing",
            "capture",
            "chains",
            "grand-slam",
            "feeding",
            "parry",
            "safe",
            "kroo",
            "endgame"
        ]
    );
}

/// STRATEGY.md's reach table, on the board: `n` seeds sown from a pit end in the opponent's row
/// exactly for the counts of its "direct" and "kroo" ranges (up to 23 seeds).
#[test]
fn the_kroo_reach_table_holds_on_the_board() {
    let ranges = [(6, 11), (5, 10), (4, 9), (3, 8), (2, 7), (1, 6)];
    for (offset, (low, high)) in ranges.into_iter().enumerate() {
        let pit = Pit::in_row(Side::South, offset);
        for seeds in 1..=high + 11 {
            let mut pits = [0; PITS];
            pits[pit.index()] = seeds;
            // One seed for North, the scores making up 48 (neither at 25).
            pits[11] = 1;
            let captured = 47 - seeds;
            let setup = Setup {
                pits,
                score: kawu_engine::BySide::new(captured / 2, captured - captured / 2),
                to_move: Side::South,
            };
            let position = Position::from_setup(setup).expect("a valid position");
            let (_, trace) = position.play(pit).expect("a legal move");
            let north = trace.last().side() == Side::North;
            let direct = (low..=high).contains(&seeds);
            let lap = (low + 11..=high + 11).contains(&seeds);
            assert_eq!(north, direct || lap, "{seeds} seeds from {pit}");
        }
    }
}
