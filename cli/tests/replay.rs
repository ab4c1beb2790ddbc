//! `kawu replay` end to end: JSON lines into the built binary, one JSON line out for each.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

/// Runs `kawu replay` with `input` on stdin and returns what it writes on stdout.
fn run_replay(input: &[u8]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kawu"))
        .arg("replay")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the kawu binary runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    stdin.write_all(input).expect("kawu reads its input");
    drop(stdin);
    let output = child.wait_with_output().expect("kawu ends");
    assert!(output.status.success());
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

/// Runs `kawu replay` on `lines` and returns its output lines, parsed.
fn replay(lines: &[&str]) -> Vec<Value> {
    let input: String = lines.iter().map(|line| format!("{line}\n")).collect();
    let replies: Vec<Value> = run_replay(input.as_bytes())
        .lines()
        .map(|line| serde_json::from_str(line).expect("each output line is JSON"))
        .collect();
    assert_eq!(replies.len(), lines.len(), "one line out per line in");
    replies
}

fn state(
    board: [u8; 12],
    score: [u8; 2],
    to_move: u8,
    winner: Option<u8>,
    reason: Option<&str>,
) -> Value {
    let mut state = json!({"board": board, "score": score, "to_move": to_move, "over": reason.is_some(), "winner": winner});
    if let Some(reason) = reason {
        state["reason"] = json!(reason);
    }
    state
}

#[test]
fn each_move_gives_the_state_after_it() {
    let replies = replay(&[r#"{"moves": [2, 9]}"#]);
    assert_eq!(
        replies[0],
        json!({"states": [
            state([4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4], [0, 0], 1, None, None),
            state([5, 5, 0, 5, 5, 5, 5, 4, 4, 0, 5, 5], [0, 0], 0, None, None),
        ]})
    );
}

#[test]
fn no_moves_give_no_states() {
    assert_eq!(replay(&[r#"{"moves": []}"#])[0], json!({"states": []}));
}

#[test]
fn a_refused_move_gives_the_states_so_far_its_index_and_why() {
    let replies = replay(&[
        r#"{"moves": [2, 2]}"#,
        r#"{"moves": [0, 12]}"#,
        r#"{"moves": [-1]}"#,
        r#"{"start": "1-0-0-0-0-1-0-0-0-0-0-0-23-23-S", "moves": [0]}"#,
        r#"{"start": "0-4-4-4-4-4-4-4-4-4-4-4-4-0-S", "moves": [0]}"#,
    ]);
    let expect = [
        (1, 1, "belongs to the other side"),
        (1, 1, "no pit 12"),
        (0, 0, "no pit -1"),
        (0, 0, "must feed"),
        (0, 0, "empty"),
    ];
    for (reply, (states, ply, why)) in replies.iter().zip(expect) {
        assert_eq!(reply["states"].as_array().map(Vec::len), Some(states));
        assert_eq!(reply["ply"], ply, "{reply}");
        let error = reply["error"].as_str().expect("an error");
        assert!(error.contains(why), "{error} should say {why:?}");
    }
}

#[test]
fn twenty_five_seeds_end_the_game_and_later_moves_are_refused() {
    let replies = replay(&[r#"{"start": "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S", "moves": [2, 11]}"#]);
    assert_eq!(
        replies[0]["states"],
        json!([state(
            [0, 0, 0, 1, 1, 2, 0, 0, 0, 0, 0, 3],
            [26, 15],
            1,
            Some(0),
            Some("25")
        )])
    );
    assert_eq!(replies[0]["ply"], 1);
    assert!(replies[0]["error"].as_str().unwrap().contains("over"));
}

#[test]
fn a_player_who_cannot_feed_takes_the_seeds_left() {
    let replies = replay(&[r#"{"start": "0-0-0-0-0-1-1-0-0-0-0-0-23-23-S", "moves": [5]}"#]);
    assert_eq!(
        replies[0],
        json!({"states": [state([0; 12], [23, 25], 1, Some(1), Some("no-feeding"))]})
    );
}

#[test]
fn a_repetition_ends_the_game_and_each_side_takes_its_own_row() {
    // One seed each, walking round the board: after 12 plies the start position comes back.
    let replies = replay(&[
        r#"{"start": "0-0-0-0-1-0-0-0-0-0-1-0-23-23-S", "moves": [4,10,5,11,0,6,1,7,2,8,3,9]}"#,
    ]);
    let states = replies[0]["states"].as_array().expect("states");
    assert_eq!(states.len(), 12);
    assert!(states[..11].iter().all(|s| s["over"] == false));
    assert_eq!(
        states[11],
        state([0; 12], [24, 24], 0, None, Some("repetition"))
    );
}

#[test]
fn a_malformed_line_gets_an_error_and_the_next_line_is_read() {
    let replies = replay(&[
        "not json",
        r#"{"moves": [2], "extra": 1}"#,
        r#"{"moves": "C"}"#,
        r#"{"start": "4-4-4", "moves": []}"#,
        "",
        r#"{"moves": [2]}"#,
    ]);
    for (reply, why) in replies.iter().zip([
        "malformed",
        "extra",
        "expected a sequence",
        "15 fields",
        "EOF",
    ]) {
        assert_eq!(reply.as_object().map(|o| o.len()), Some(1), "{reply}");
        let error = reply["error"].as_str().expect("an error");
        assert!(error.contains(why), "{error} should say {why:?}");
    }
    assert_eq!(replies[5]["states"].as_array().map(Vec::len), Some(1));
}

#[test]
fn bytes_that_are_not_utf8_are_a_malformed_line() {
    let text = run_replay(b"{\"moves\": [\xff]}\n{\"moves\": []}\n");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].contains("malformed"));
    assert_eq!(lines[1], r#"{"states":[]}"#);
}

#[test]
fn random_lines_each_get_one_reply_and_never_stop_the_tool() {
    // A fixed pseudo-random sequence: bytes, JSON-ish fragments, out-of-range pits.
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let pieces = [
        "{",
        "}",
        "[",
        "]",
        "\"moves\"",
        "\"start\"",
        ":",
        ",",
        "12",
        "-3",
        "5",
        "null",
        "\"x\"",
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
        "1e9",
        "\\u0000",
        "é",
    ];
    let lines: Vec<String> = (0..200)
        .map(|_| {
            let len = next() % 12;
            (0..len)
                .map(|_| pieces[(next() % pieces.len() as u64) as usize])
                .collect()
        })
        .collect();
    let mut with_valid: Vec<&str> = lines.iter().map(String::as_str).collect();
    with_valid.push(r#"{"moves": [2, 9, 5]}"#);
    let replies = replay(&with_valid);
    for reply in &replies[..200] {
        let object = reply.as_object().expect("each reply is an object");
        assert!(
            object.contains_key("error") || object.contains_key("states"),
            "{reply}"
        );
    }
    assert_eq!(replies[200]["states"].as_array().map(Vec::len), Some(3));
}

#[test]
fn the_rules_field_plays_the_game_under_those_rules() {
    let replies = replay(&[
        // Kalah: A's last seed in South's store, South moves again.
        r#"{"rules": "kalah", "moves": [0]}"#,
        // pat: the player who cannot feed ends the game drawn.
        r#"{"rules": "pat", "start": "0-0-0-0-0-1-1-0-0-0-0-0-24-22-S", "moves": [5]}"#,
        r#"{"rules": "stuck=draw", "start": "0-0-0-0-0-1-1-0-0-0-0-0-24-22-S pat", "moves": []}"#,
        r#"{"start": "0-0-0-0-0-1-1-0-0-0-0-0-24-22-S pat", "moves": [5]}"#,
        r#"{"rules": "kalah", "start": "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S awale", "moves": []}"#,
        r#"{"rules": "stuck=maybe", "moves": []}"#,
    ]);
    assert_eq!(replies[0]["states"][0]["to_move"], 0, "{}", replies[0]);
    assert_eq!(replies[0]["states"][0]["score"], json!([1, 0]));
    let drawn = state(
        [0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0],
        [24, 22],
        1,
        None,
        Some("stuck-draw"),
    );
    assert_eq!(replies[1], json!({"states": [drawn]}));
    assert_eq!(
        replies[2],
        json!({"states": []}),
        "the string's rules agree"
    );
    assert_eq!(replies[3], replies[1], "the string names its rules");
    assert_eq!(
        replies[4]["error"],
        "bad start: the position string is under the rules awale, and \"rules\" says kalah"
    );
    assert_eq!(
        replies[5]["error"],
        "bad rules: stuck is \"maybe\": it is takes or draw"
    );
}

#[test]
fn the_new_endings_are_named() {
    let replies = replay(&[
        // Under awale, no capture can happen any more: each side takes its row.
        r#"{"rules": "awale", "start": "0-0-0-0-0-1-0-0-0-0-0-1-23-23-S", "moves": [5]}"#,
        // Kalah: South's last seed empties its row.
        r#"{"rules": "kalah", "start": "0-0-0-0-0-1-1-1-1-1-1-1-30-35-S", "moves": [5]}"#,
    ]);
    assert_eq!(
        replies[0]["states"][0]["reason"], "indetermination",
        "{}",
        replies[0]
    );
    assert_eq!(
        replies[1]["states"][0]["reason"], "row-empty",
        "{}",
        replies[1]
    );
}

/// Runs `kawu replay --ogn` on `files` and returns its output lines, parsed.
fn replay_ogn(files: &[&str]) -> Vec<Value> {
    let output = Command::new(env!("CARGO_BIN_EXE_kawu"))
        .arg("replay")
        .arg("--ogn")
        .args(files)
        .output()
        .expect("the kawu binary runs");
    assert!(output.status.success());
    String::from_utf8(output.stdout)
        .expect("UTF-8 output")
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect()
}

#[test]
fn ogn_files_give_a_line_per_record_with_the_states_or_why_not() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/tests/data");
    let auale = format!("{data}/auale/game-001.ogn");
    let past_hundred = format!("{data}/auale/game-272.ogn");
    let dir = std::env::temp_dir().join(format!("kawu-replay-ogn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    let two = dir.join("two.ogn");
    std::fs::write(
        &two,
        "[Variant \"Kalah\"]\n\n1. A B a\n\n[Variant \"Bao\"]\n",
    )
    .expect("written");
    let two = two.to_string_lossy().into_owned();
    let missing = dir.join("missing.ogn").to_string_lossy().into_owned();
    let replies = replay_ogn(&[&auale, &past_hundred, &two, &missing]);
    assert_eq!(replies.len(), 5);
    let first = replies[0].as_object().expect("an object");
    assert_eq!(
        first.keys().collect::<Vec<_>>(),
        ["file", "rules", "states"]
    );
    assert_eq!(replies[0]["file"], auale.as_str());
    assert_eq!(replies[0]["rules"], "abapa");
    let states = replies[0]["states"].as_array().expect("states");
    assert_eq!(states.last().expect("a state")["score"], json!([9, 29]));
    assert_eq!(replies[1]["rules"], "100-plies=no");
    let note = replies[1]["notes"][0].as_str().expect("a note");
    assert!(
        note.starts_with("move 161 is played after 100 plies"),
        "{note}"
    );
    assert_eq!(
        (&replies[2]["record"], &replies[2]["rules"]),
        (&json!(1), &json!("kalah"))
    );
    assert_eq!(replies[2]["states"].as_array().map(Vec::len), Some(3));
    assert_eq!(replies[3]["record"], 2);
    assert!(replies[3]["error"]
        .as_str()
        .unwrap()
        .contains("unknown variant \"Bao\""));
    assert!(replies[4]["error"]
        .as_str()
        .unwrap()
        .starts_with("cannot read the file"));
    std::fs::remove_dir_all(&dir).expect("removed");
}
