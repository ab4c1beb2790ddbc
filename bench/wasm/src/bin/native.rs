//! The native side of the comparison: the same searches as `bench.mjs` runs in WebAssembly,
//! timed the same way (wall clock, and the CPU time of this thread from
//! `/proc/thread-self/schedstat`, which a busy shared machine does not inflate).
//!
//! Usage: `native <positions file> [depth, default 16]`

use std::process::ExitCode;

use kawu_ai::{Clock, SystemClock};

/// CPU time of the calling thread in milliseconds (Linux), or `None` where it cannot be read.
fn thread_cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e6)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: native <positions file> [depth]");
        return ExitCode::from(2);
    };
    let depth = match args.get(1).map_or(Ok(16), |text| text.parse::<u32>()) {
        Ok(depth) => depth,
        Err(err) => {
            eprintln!("depth: {err}");
            return ExitCode::from(2);
        }
    };
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(err) => {
            eprintln!("{path}: {err}");
            return ExitCode::FAILURE;
        }
    };
    let clock = SystemClock::new();
    let started = clock.now_ms();
    kawu_ai::prepare_endgame();
    println!("endgame table built in {:.0} ms", clock.now_ms() - started);
    // The same untimed warm-up as `bench.mjs`, which needs it for V8 to tier its code up.
    let started = clock.now_ms();
    for position in kawu_wasm_bench::positions(&text) {
        // A bad line is reported by the timed pass below.
        let _ = kawu_wasm_bench::search(position, depth.min(12), &clock);
    }
    println!("warm-up searches took {:.0} ms", clock.now_ms() - started);
    let (mut nodes, mut wall_ms, mut cpu_ms) = (0, 0.0, 0.0);
    for position in kawu_wasm_bench::positions(&text) {
        let cpu = thread_cpu_ms();
        let started = clock.now_ms();
        let choice = match kawu_wasm_bench::search(position, depth, &clock) {
            Ok(choice) => choice,
            Err(err) => {
                eprintln!("{position}: {err}");
                return ExitCode::FAILURE;
            }
        };
        let elapsed = clock.now_ms() - started;
        cpu_ms += thread_cpu_ms()
            .zip(cpu)
            .map_or(f64::NAN, |(end, start)| end - start);
        nodes += choice.nodes;
        wall_ms += elapsed;
        println!(
            "{position:<34} depth {:>2} best {} score {:>3} nodes {:>10} time {:>7.1} ms",
            choice.depth, choice.pit, choice.score, choice.nodes, elapsed
        );
    }
    let nodes = nodes as f64;
    println!(
        "total nodes {nodes} time {wall_ms:.0} ms nodes/s {:.0}",
        nodes / (wall_ms / 1000.0)
    );
    println!(
        "cpu time {cpu_ms:.0} ms nodes/cpu-s {:.0}",
        nodes / (cpu_ms / 1000.0)
    );
    ExitCode::SUCCESS
}
