//! `kawu uci` as the built binary, with a script piped into it.

use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// Runs `kawu uci` with `script` on stdin and returns its output lines.
fn uci(script: &str) -> Vec<String> {
    uci_bytes(&[], script.as_bytes())
}

/// Runs `kawu uci` with `args` and `script` on stdin, closed after it, and returns its output
/// lines; fails if it has not ended within a generous timeout.
fn uci_bytes(args: &[&str], script: &[u8]) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kawu"))
        .arg("uci")
        .args(args)
        // Not the user's cache: no endgame table kept there is read by a test.
        .env(
            "XDG_CACHE_HOME",
            std::env::temp_dir().join("kawu-uci-tests"),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the kawu binary runs");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(script)
        .expect("the script is written");
    // Waited for on a thread, the output read as it comes, so that a hang fails the test.
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || sender.send(child.wait_with_output()));
    let output = receiver
        .recv_timeout(Duration::from_secs(30))
        .expect("kawu uci ends at the end of its input")
        .expect("kawu uci is waited for");
    assert!(output.status.success());
    String::from_utf8(output.stdout)
        .expect("UTF-8 output")
        .lines()
        .map(str::to_string)
        .collect()
}

/// The index of `uciok`, after which the handshake's `id` and `option` lines end.
fn handshake_end(lines: &[String]) -> usize {
    let ok = lines.iter().position(|l| l == "uciok").expect("uciok");
    assert!(
        lines[..ok]
            .iter()
            .all(|l| l.starts_with("id ") || l.starts_with("option name ")),
        "{lines:?}"
    );
    ok
}

#[test]
fn a_piped_session_answers_every_command_in_order() {
    let lines = uci(
        "uci\nisready\nsetoption name Level value medium\nucinewgame\n\
         position startpos moves FfEa\ngo depth 4\nnonsense\nposition startpos\ngo movetime 50\n",
    );
    assert_eq!(lines[0], "id name kawu");
    let ok = handshake_end(&lines);
    assert_eq!(lines[ok + 1], "readyok");
    let bestmoves: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("bestmove "))
        .collect();
    assert_eq!(bestmoves.len(), 2, "{lines:?}");
    assert!(lines
        .iter()
        .any(|l| l.starts_with("info string error: unknown command")));
    // The second search starts from the start position: South plays a pit of A–F.
    let last = bestmoves[1].split_whitespace().nth(1).unwrap();
    assert!(("A"..="F").contains(&last), "{last}");
}

#[test]
fn quit_ends_the_session_at_once() {
    let lines = uci("uci\nquit\nisready\n");
    assert_eq!(lines.last().map(String::as_str), Some("uciok"));
}

#[test]
fn the_end_of_the_input_ends_a_long_search_and_the_process() {
    for go in [
        "go movetime 3600000",
        "go infinite",
        "go ponder",
        "go wtime 100000000",
    ] {
        let lines = uci(&format!("position startpos\n{go}\n"));
        assert!(
            lines.last().unwrap().starts_with("bestmove "),
            "{go}: {lines:?}"
        );
    }
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_session_goes_on() {
    // The pipe is read by bytes, not as text: the session does not end at a bad line.
    let lines = uci_bytes(&[], b"uci\nisready \xe9\xff\nisready\n");
    let ok = handshake_end(&lines);
    assert!(
        lines[ok + 1].starts_with("info string error: the line is not UTF-8 (byte 9)"),
        "{lines:?}"
    );
    assert_eq!(lines[ok + 2], "readyok", "{lines:?}");
}

#[test]
fn the_endgame_table_holds_the_seeds_asked_for() {
    // A table of 6 seeds is built at once: the 2-seed ending of RULES.md is searched with it.
    let lines = uci_bytes(
        &["--endgame-seeds", "6"],
        b"position fen 0-0-0-0-0-1-1-0-0-0-0-0-23-23-S\ngo depth 4\n",
    );
    assert_eq!(
        lines.last().map(String::as_str),
        Some("bestmove F"),
        "{lines:?}"
    );
    let refused = Command::new(env!("CARGO_BIN_EXE_kawu"))
        .args(["uci", "--endgame-seeds", "23"])
        .output()
        .expect("the kawu binary runs");
    assert!(!refused.status.success());
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(why.contains("23 is not in 1..=22"), "{why}");
}
