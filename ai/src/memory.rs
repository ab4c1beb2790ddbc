//! How the endgame table meets the memory. It is read at random, one entry per probe, so a
//! probe of the big native table (up to 1.65 GB) misses the caches:
//! - with the usual 4 KiB pages it nearly always misses the processor's cache of page
//!   addresses (the TLB) too and walks the page tables. On Linux the kernel backs a region with
//!   2 MiB pages when asked to (`madvise(MADV_HUGEPAGE)`; transparent huge pages in their
//!   default `madvise` mode): [`advise_huge`];
//! - the search asks the endgame table about every child of a node, one after the other, each
//!   waiting for its own miss. Asking the memory for all of them first lets the misses overlap:
//!   [`prefetch`].
//!
//! The transposition table (16 MB) keeps its small pages: faulting in a big page costs this
//! machine about 3 ms more (2.2 s more system time for the 1.65 GB table), and a short search
//! (a hint, a test of 50 ms) touches all of the table's at once.
//!
//! The big pages are asked for on Linux, the prefetch is made on x86-64; elsewhere (and in
//! the browser's wasm) they do nothing.

/// The size of a big page on x86-64 and on most 64-bit ARM kernels.
const HUGE_PAGE: usize = 2 << 20;

/// Asks for big pages under the buffer of `entries`, before it is written: the kernel gives
/// them as the pages are first touched. Only the whole big pages inside the buffer are asked
/// for, so a buffer under 4 MiB may get none.
pub(crate) fn advise_huge<T>(entries: &Vec<T>) {
    let start = entries.as_ptr() as usize;
    let bytes = entries.capacity() * std::mem::size_of::<T>();
    if let Some((first, end)) = whole_huge_pages(start, bytes) {
        #[cfg(target_os = "linux")]
        // SAFETY: `first..end` lies inside one live allocation of this process (the buffer of
        // `entries`), and MADV_HUGEPAGE only changes how the kernel backs it, never its
        // contents or its validity. A refusal (an old kernel, huge pages turned off) leaves
        // the small pages, so the result is not needed.
        unsafe {
            libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE);
        }
        #[cfg(not(target_os = "linux"))]
        let _ = (first, end);
    }
}

/// Whether [`prefetch`] does anything on this processor: where it does not (the browser's
/// wasm), the search reads the table as it goes rather than in two passes, which would only
/// cost time there.
pub(crate) const PREFETCHES: bool = cfg!(target_arch = "x86_64");

/// Asks the processor to bring the cache line of `entry` into its caches, without waiting for
/// it: a hint that never faults, whatever the address.
#[inline]
pub(crate) fn prefetch<T>(entry: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: SSE is part of x86-64, and a prefetch has no effect the program can see other
    // than speed (it never faults); `entry` is a live reference anyway.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(entry).cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = entry;
}

/// The addresses `first..end` of the whole big pages within `bytes` bytes from `start`, if any.
fn whole_huge_pages(start: usize, bytes: usize) -> Option<(usize, usize)> {
    let first = start.checked_next_multiple_of(HUGE_PAGE)?;
    let end = start.checked_add(bytes)? / HUGE_PAGE * HUGE_PAGE;
    (end > first).then_some((first, end))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_whole_big_pages_inside_the_buffer_are_advised() {
        let page = HUGE_PAGE;
        assert_eq!(whole_huge_pages(page, 3 * page), Some((page, 4 * page)));
        assert_eq!(
            whole_huge_pages(page + 16, 3 * page),
            Some((2 * page, 4 * page))
        );
        assert_eq!(
            whole_huge_pages(page + 16, 2 * page),
            Some((2 * page, 3 * page))
        );
        assert_eq!(whole_huge_pages(page + 16, 2 * page - 32), None);
        assert_eq!(whole_huge_pages(16, 1000), None);
        assert_eq!(whole_huge_pages(usize::MAX - 10, 1000), None);
    }

    #[test]
    fn an_advised_buffer_keeps_what_is_written_in_it() {
        let mut entries: Vec<u32> = Vec::with_capacity(3 * HUGE_PAGE / 4);
        advise_huge(&entries);
        entries.extend(0..(3 * HUGE_PAGE / 4) as u32);
        assert!(entries.iter().enumerate().all(|(i, &e)| e as usize == i));
        let empty: Vec<u8> = Vec::new();
        advise_huge(&empty);
    }
}
