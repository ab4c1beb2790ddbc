//! The endgame table of `kawu uci`: made ready on a thread of its own from the start, and the
//! bigger one (over 12 seeds, minutes to build) kept in a file between sessions, so that only
//! the first session on a machine builds it.

use std::ffi::OsString;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use kawu_ai::endgame::{Table, CAPACITY, MAX_SEEDS};

/// The memory a build of each bigger table takes at its peak (table and solver together), in
/// MB, measured natively (the kernel's high-water mark of `kawu uci`): the biggest first.
const BUILD_PEAK_MB: [(usize, u64); 5] = [
    (CAPACITY, 10_130),
    (20, 4_440),
    (18, 1_800),
    (16, 650),
    (14, 221),
];

/// The seeds of the table built when none is asked for: where the machine says how much memory
/// it has `available` (bytes), the biggest table whose build takes at most two thirds of it
/// (22 seeds with 15.2 GB or more, 20 with 6.7 GB, 18 with 2.7 GB, …, else the web app's 12);
/// where it does not say, 18.
#[must_use]
pub fn default_seeds(available: Option<u64>) -> usize {
    let Some(available) = available else {
        return 18;
    };
    let megabytes = available / 1_000_000;
    BUILD_PEAK_MB
        .iter()
        .find(|(_, peak)| peak * 3 / 2 <= megabytes)
        .map_or(MAX_SEEDS, |&(seeds, _)| seeds)
}

/// Where the table of `seeds` seeds is kept when no file is named: the user's cache folder
/// (`$XDG_CACHE_HOME/kawu`, else `~/.cache/kawu`), if either is known.
pub fn default_file(seeds: usize) -> Option<PathBuf> {
    let cache = cache_folder(std::env::var_os("XDG_CACHE_HOME"), std::env::var_os("HOME"))?;
    Some(cache.join("kawu").join(format!("endgame-{seeds}.bin")))
}

/// The user's cache folder from the values of `XDG_CACHE_HOME` and `HOME` (an empty one is
/// not set).
fn cache_folder(xdg_cache_home: Option<OsString>, home: Option<OsString>) -> Option<PathBuf> {
    let set = |value: Option<OsString>| value.filter(|value| !value.is_empty());
    set(xdg_cache_home)
        .map(PathBuf::from)
        .or_else(|| set(home).map(|home| PathBuf::from(home).join(".cache")))
}

/// Makes the endgame table of `seeds` seeds ready for the searches: read back from `file` if
/// it holds that table (a search that needs the table meanwhile waits), else built (the 12
/// seeds first, see [`kawu_ai::prepare_endgame_up_to`]) and written to `file` for the next
/// session. A table of 12 seeds or fewer, built in seconds, is never kept. What goes wrong
/// with the file is told on stderr, and the table is built anyway.
pub fn prepare(seeds: usize, file: Option<&Path>) {
    let Some(file) = file.filter(|_| seeds > MAX_SEEDS) else {
        kawu_ai::prepare_endgame_up_to(seeds);
        return;
    };
    let mut read_back = false;
    let table = kawu_ai::prepare_endgame_kept(seeds, || match load(file) {
        Ok(table) if table.seeds() == seeds => {
            read_back = true;
            Some(table)
        }
        Ok(table) => {
            tell(&format!(
                "{} holds a table of {} seeds, not {seeds}: it is built again",
                file.display(),
                table.seeds()
            ));
            None
        }
        Err(Unusable::Missing) => None,
        Err(Unusable::Refused(why)) => {
            tell(&format!(
                "the endgame table kept in {} is refused ({why}): it is built again",
                file.display()
            ));
            None
        }
    });
    if read_back {
        return;
    }
    match keep(file, table) {
        Ok(()) => tell(&format!(
            "the endgame table of {seeds} seeds is kept in {} for the next session",
            file.display()
        )),
        Err(why) => tell(&format!(
            "the endgame table cannot be kept in {} ({why})",
            file.display()
        )),
    }
}

/// Why a kept table cannot be used.
#[derive(Debug, PartialEq, Eq)]
pub enum Unusable {
    /// There is no such file.
    Missing,
    /// The file cannot be read, or is not a whole table of this build: why, in words.
    Refused(String),
}

/// The table kept in `file` by [`keep`], checked by [`Table::read_kept`].
///
/// # Errors
/// No file, or one that cannot be read or holds no whole table of this build.
pub fn load(file: &Path) -> Result<Table, Unusable> {
    let opened = std::fs::File::open(file).map_err(|error| match error.kind() {
        ErrorKind::NotFound => Unusable::Missing,
        _ => Unusable::Refused(error.to_string()),
    })?;
    Table::read_kept(std::io::BufReader::new(opened))
        .map_err(|refused| Unusable::Refused(refused.to_string()))
}

/// Writes `table` to `file` ([`Table::to_kept`]), making its folder if need be. It is written
/// beside it first and then renamed, so that another session reading the file meanwhile finds
/// the old one or the new one whole.
///
/// # Errors
/// The folder or the file cannot be written.
pub fn keep(file: &Path, table: &Table) -> std::io::Result<()> {
    if let Some(folder) = file.parent() {
        std::fs::create_dir_all(folder)?;
    }
    let mut beside = file.as_os_str().to_owned();
    beside.push(format!(".{}.part", std::process::id()));
    let beside = PathBuf::from(beside);
    let written =
        std::fs::write(&beside, table.to_kept()).and_then(|()| std::fs::rename(&beside, file));
    if written.is_err() {
        let _ = std::fs::remove_file(&beside);
    }
    written
}

/// One line on stderr: the protocol's own output stays on stdout.
fn tell(text: &str) {
    eprintln!("kawu: {text}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_table_is_read_back_and_a_truncated_one_refused() {
        let folder = std::env::temp_dir().join(format!("kawu-kept-{}", std::process::id()));
        let file = folder.join("deeper").join("endgame-12.bin");
        assert_eq!(load(&file).err(), Some(Unusable::Missing));

        let table = Table::build();
        keep(&file, &table).expect("a temporary folder can be written");
        let back = load(&file).expect("the table kept");
        assert!(back == table, "the same table");
        let names: Vec<_> = std::fs::read_dir(file.parent().unwrap())
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names, ["endgame-12.bin"], "nothing left beside it");

        let bytes = std::fs::read(&file).unwrap();
        std::fs::write(&file, &bytes[..bytes.len() / 2]).unwrap();
        match load(&file) {
            Err(Unusable::Refused(why)) => assert!(why.contains("bytes, not"), "{why}"),
            other => panic!("a truncated table is refused, not {other:?}"),
        }
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn the_default_table_fits_in_the_memory_available() {
        const GB: u64 = 1_000_000_000;
        assert_eq!(default_seeds(Some(23 * GB)), CAPACITY);
        assert_eq!(default_seeds(Some(15_195_000_000)), CAPACITY);
        assert_eq!(default_seeds(Some(15 * GB)), 20);
        assert_eq!(default_seeds(Some(6_660_000_000)), 20);
        assert_eq!(default_seeds(Some(6 * GB)), 18);
        assert_eq!(default_seeds(Some(2 * GB)), 16);
        assert_eq!(default_seeds(Some(GB / 2)), 14);
        assert_eq!(default_seeds(Some(GB / 10)), MAX_SEEDS);
        assert_eq!(default_seeds(None), 18);
    }

    #[test]
    fn the_table_is_kept_in_the_cache_folder() {
        let os = |text: &str| Some(OsString::from(text));
        assert_eq!(
            cache_folder(os("/x/cache"), os("/home/ama")),
            Some(PathBuf::from("/x/cache"))
        );
        assert_eq!(
            cache_folder(os(""), os("/home/ama")),
            Some(PathBuf::from("/home/ama/.cache"))
        );
        assert_eq!(cache_folder(None, os("")), None);
        let file = default_file(18);
        assert!(file.is_none_or(|file| file.ends_with("kawu/endgame-18.bin")));
    }
}
