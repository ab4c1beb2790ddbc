//! `kawu --help`, `kawu perft`, `kawu show` and `kawu match` (with their `--rules`), run as the
//! built binary.

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

#[test]
fn perft_and_show_take_the_rules() {
    let awale = kawu(&["perft", "2", "--rules", "awale"]);
    assert!(awale.status.success(), "{}", stderr(&awale));
    assert_eq!(stdout(&awale), "1 6\n2 36\n");
    let kalah = kawu(&["perft", "1", "--rules", "kalah"]);
    assert_eq!(stdout(&kalah), "1 6\n");
    // The grand slam F is refused under `grand-slam=forbidden`: A and C are left.
    let slam = "1-0-9-0-0-1-1-0-0-0-0-0-18-18-S";
    let forbidden = kawu(&[
        "perft",
        "1",
        "--fen",
        slam,
        "--rules",
        "grand-slam=forbidden",
    ]);
    assert_eq!(stdout(&forbidden), "1 2\n");
    let named = kawu(&[
        "perft",
        "1",
        "--fen",
        &format!("{slam} grand-slam=forbidden"),
    ]);
    assert_eq!(stdout(&named), "1 2\n");
    assert_eq!(stdout(&kawu(&["perft", "1", "--fen", slam])), "1 3\n");
    let shown = kawu(&["show", "6-6-6-6-6-6-6-6-6-6-6-6-0-0-S", "--rules", "kalah"]);
    assert!(shown.status.success(), "{}", stderr(&shown));
    assert!(stdout(&shown).contains("Rules: kalah"));
}

#[test]
fn bad_rules_are_refused_in_words_with_exit_code_2() {
    let bad = kawu(&["perft", "1", "--rules", "grand-slam=maybe"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("no-capture or forbidden"),
        "{}",
        stderr(&bad)
    );
    let clash = kawu(&[
        "show",
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S pat",
        "--rules",
        "awale",
    ]);
    assert_eq!(clash.status.code(), Some(2));
    assert!(
        stderr(&clash).contains("--rules says awale"),
        "{}",
        stderr(&clash)
    );
}

#[test]
fn a_match_is_played_under_the_rules_chosen() {
    let kalah = kawu(&[
        "match",
        "greedy",
        "random",
        "--rules",
        "kalah",
        "--openings",
        "2",
    ]);
    assert!(kalah.status.success(), "{}", stderr(&kalah));
    let out = stdout(&kalah);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert!(
        lines[..4]
            .iter()
            .all(|line| line.contains("(a row is empty)")),
        "{out}"
    );
    assert!(lines[4].starts_with("greedy vs random (kalah): "), "{out}");
    // Abapa's summary names no rules, as before.
    let abapa = kawu(&["match", "greedy", "random", "--openings", "1"]);
    assert!(stdout(&abapa)
        .lines()
        .last()
        .unwrap()
        .starts_with("greedy vs random: "));
    let refused = kawu(&["match", "greedy", "random", "--rules", "oware"]);
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
}
