//! `kawu book`: builds the opening book (see `kawu_ai::book`): every position of the first
//! plies searched by the hard level to a fixed depth, on several threads, written as a book
//! file. The same plies and depth give the same file, whatever the threads.

use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use kawu_ai::book::{Book, Entry};
use kawu_engine::Position;

/// Search every position of the first plies to a fixed depth; write the opening book.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The book covers every position of this many plies from the start, and fewer.
    #[arg(long, default_value_t = 4)]
    plies: u32,
    /// The depth of every search, in plies.
    #[arg(long, default_value_t = 21)]
    depth: u32,
    /// Searches at once (0: one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Write the book here (e.g. ai/data/book.txt) instead of stdout.
    #[arg(long, value_name = "PATH")]
    out: Option<std::path::PathBuf>,
}

/// Runs `kawu book`.
pub fn run(args: Args) -> ExitCode {
    if args.plies > 5 || !(1..=40).contains(&args.depth) {
        return crate::bad_input("--plies goes from 0 to 5 and --depth from 1 to 40");
    }
    let positions = Book::positions(args.plies);
    let threads = match args.threads {
        0 => std::thread::available_parallelism().map_or(1, usize::from),
        n => n,
    };
    eprintln!(
        "kawu book: {} positions of at most {} plies, depth {}, {threads} threads",
        positions.len(),
        args.plies,
        args.depth
    );
    let started = Instant::now();
    let entries = search_all(&positions, args.depth, threads);
    let text = Book::write(args.plies, args.depth, &entries);
    eprintln!(
        "kawu book: done in {:.0} s of wall time, {} bytes",
        started.elapsed().as_secs_f64(),
        text.len()
    );
    let written = match &args.out {
        Some(path) => std::fs::write(path, &text),
        None => std::io::stdout().lock().write_all(text.as_bytes()),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => crate::write_failed(&err),
    }
}

/// The hard level's move and score for each position, searched to `depth` with a fresh table,
/// on `threads` threads taking the next position as they finish one.
fn search_all(positions: &[Position], depth: u32, threads: usize) -> Vec<Entry> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let found = Mutex::new(vec![None; positions.len()]);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(position) = positions.get(index) else {
                    break;
                };
                let entry = Book::search(position, depth);
                found
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)[index] = Some(entry);
                let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                if done.is_multiple_of(50) || done == positions.len() {
                    eprintln!("  {done}/{}", positions.len());
                }
            });
        }
    });
    found
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .into_iter()
        .map(|entry| entry.expect("every position searched"))
        .collect()
}
