//! `kawu --help`, `kawu perft` and `kawu show`, run as the built binary.

use std::process::{Command, Output};

fn kawu(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kawu"))
        .args(args)
        .output()
        .expect("the kawu binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 output")
}

#[test]
fn help_is_given_for_the_tool_and_every_subcommand() {
    let help = kawu(&["--help"]);
    assert!(help.status.success());
    for command in ["perft", "replay", "show"] {
        assert!(
            stdout(&help).contains(command),
            "kawu --help lists {command}"
        );
        let sub = kawu(&[command, "--help"]);
        assert!(sub.status.success(), "kawu {command} --help");
        assert!(
            stdout(&sub).contains(&format!("Usage: kawu {command}")),
            "{}",
            stdout(&sub)
        );
    }
}

#[test]
fn no_subcommand_or_an_unknown_one_is_refused_with_exit_code_2() {
    assert_eq!(kawu(&[]).status.code(), Some(2));
    let unknown = kawu(&["sow"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stderr(&unknown).contains("sow"));
}

/// The perft table of RULES.md, from the engine's test data.
fn perft_table() -> Vec<String> {
    include_str!("../../engine/tests/data/perft.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(str::to_string)
        .collect()
}

#[test]
fn perft_prints_one_line_per_depth_as_in_rules_md() {
    let output = kawu(&["perft", "7"]);
    assert!(output.status.success());
    let lines: Vec<String> = stdout(&output).lines().map(str::to_string).collect();
    assert_eq!(lines, perft_table()[..7]);
}

#[test]
fn perft_from_a_position_string() {
    // One legal move (F), then North cannot feed: the game is over after one ply.
    let output = kawu(&["perft", "3", "--fen", "0-0-0-0-0-1-1-0-0-0-0-0-23-23-S"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output), "1 1\n2 1\n3 1\n");
}

#[test]
fn perft_refuses_a_bad_position_or_depth() {
    let bad = kawu(&["perft", "2", "--fen", "4-4-4-S"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("15 fields"), "{}", stderr(&bad));
    let depth = kawu(&["perft", "deep"]);
    assert_eq!(depth.status.code(), Some(2));
    assert!(stderr(&depth).contains("deep"));
}

#[test]
fn show_draws_north_on_top_and_south_at_the_bottom() {
    let output = kawu(&["show", "1-2-3-4-5-6-7-8-0-0-0-0-6-6-S"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let squeezed: Vec<String> = text
        .lines()
        .map(|line| line.split_whitespace().collect())
        .collect();
    assert_eq!(
        squeezed,
        [
            "North6captured",
            "fedcba",
            "[0][0][0][0][8][7]",
            "[1][2][3][4][5][6]",
            "ABCDEF",
            "South6captured",
            "Southtomove",
        ]
    );
}

#[test]
fn show_refuses_a_bad_position_with_every_reason_and_exit_code_2() {
    let output = kawu(&["show", "0-0-0-0-0-0-1-0-0-0-0-0-25-25-S"]);
    assert_eq!(output.status.code(), Some(2));
    let why = stderr(&output);
    assert!(why.contains("51 seeds"), "{why}");
    assert!(why.contains("South is to move but has no seeds"), "{why}");
    assert!(stdout(&output).is_empty());
}
