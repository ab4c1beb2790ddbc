//! How much memory the machine has available, as the kernel tells it (Linux's `/proc/meminfo`).

/// Bytes of memory available to a new process without swapping (`MemAvailable`), or `None`
/// where the system does not say (another system than Linux, an old kernel).
pub fn available() -> Option<u64> {
    std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|meminfo| mem_available(&meminfo))
}

/// The `MemAvailable` line of a `/proc/meminfo` text, in bytes.
fn mem_available(meminfo: &str) -> Option<u64> {
    let line = meminfo
        .lines()
        .find_map(|line| line.strip_prefix("MemAvailable:"))?;
    let kilobytes = line.trim().strip_suffix("kB")?.trim().parse::<u64>().ok()?;
    kilobytes.checked_mul(1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_available_memory_is_read_from_meminfo() {
        let meminfo = "MemTotal:       24568316 kB\nMemFree:        22000000 kB\n\
                       MemAvailable:   23100000 kB\nBuffers:          100000 kB\n";
        assert_eq!(mem_available(meminfo), Some(23_100_000 * 1024));
        assert_eq!(mem_available("MemTotal: 100 kB\n"), None);
        assert_eq!(mem_available("MemAvailable: many kB\n"), None);
        assert_eq!(mem_available("MemAvailable: 100 MB\n"), None);
    }

    #[test]
    fn this_machine_says_or_not() {
        // On Linux the kernel says (any machine that runs the tests has some memory free).
        if cfg!(target_os = "linux") {
            assert!(available().is_some_and(|bytes| bytes > 0));
        }
    }
}
