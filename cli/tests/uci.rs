//! `kawu uci` as the built binary, with a script piped into it.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `kawu uci` with `script` on stdin and returns its output lines.
fn uci(script: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kawu"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the kawu binary runs");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(script.as_bytes())
        .expect("the script is written");
    let output = child.wait_with_output().expect("kawu uci ends");
    assert!(output.status.success());
    String::from_utf8(output.stdout)
        .expect("UTF-8 output")
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn a_piped_session_answers_every_command_in_order() {
    let lines = uci(
        "uci\nisready\nsetoption name Level value medium\nucinewgame\n\
         position startpos moves FfEa\ngo depth 4\nnonsense\nposition startpos\ngo movetime 50\n",
    );
    assert_eq!(lines[0], "id name kawu");
    assert_eq!(lines[3], "uciok");
    assert_eq!(lines[4], "readyok");
    let bestmoves: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("bestmove "))
        .collect();
    assert_eq!(bestmoves.len(), 2, "{lines:?}");
    assert!(lines
        .iter()
        .any(|l| l.starts_with("info string error: unknown command")));
    // The second search starts from the start position: South plays a pit of A–F.
    let last = bestmoves[1].strip_prefix("bestmove ").unwrap();
    assert!(("A"..="F").contains(&last), "{last}");
}

#[test]
fn quit_ends_the_session_at_once() {
    let lines = uci("uci\nquit\nisready\n");
    assert_eq!(lines.last().map(String::as_str), Some("uciok"));
}
