//! A stable sort that Ctrl-C can stop: msort/2, sort/2,4 and keysort/2 of
//! millions of elements run for seconds inside one builtin, where the
//! dispatch loop's interrupt poll never comes. Runs of [`RUN`] elements
//! are sorted by the standard library (a few milliseconds each), then
//! merged pairwise, looking at the interrupt flag between runs and every
//! [`STEP`] merged elements. Lists of up to [`RUN`] elements, nearly all,
//! are sorted by the standard library alone.

use std::cmp::Ordering;
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};

/// Elements the standard library sorts between two looks at the flag.
const RUN: usize = 1 << 16;

/// Elements merged between two looks at the flag.
const STEP: usize = 4096;

/// The flag rose; the items are a stable intermediate state (a permutation
/// whose equal elements are still in their original order), so sorting
/// them again gives the same result.
pub struct Stopped;

/// Sorts `items` stably by `cmp`, unless `stop` rises first.
pub fn sort_stoppable<T: Copy>(
    items: &mut Vec<T>,
    stop: &AtomicBool,
    mut cmp: impl FnMut(&T, &T) -> Ordering,
) -> Result<(), Stopped> {
    let stopped = || stop.load(AtomicOrdering::Relaxed);
    let n = items.len();
    if n <= RUN {
        items.sort_by(&mut cmp);
        return Ok(());
    }
    for chunk in items.chunks_mut(RUN) {
        if stopped() {
            return Err(Stopped);
        }
        chunk.sort_by(&mut cmp);
    }
    let mut from = std::mem::take(items);
    let mut to: Vec<T> = Vec::with_capacity(n);
    let mut width = RUN;
    while width < n {
        to.clear();
        for start in (0..n).step_by(2 * width) {
            let (mid, end) = ((start + width).min(n), (start + 2 * width).min(n));
            // Runs already in order (a sorted input) are copied.
            if mid == end || cmp(&from[mid - 1], &from[mid]) != Ordering::Greater {
                to.extend_from_slice(&from[start..end]);
                continue;
            }
            let (mut i, mut j) = (start, mid);
            while i < mid && j < end {
                if to.len() % STEP == 0 && stopped() {
                    *items = from;
                    return Err(Stopped);
                }
                // Equal elements: the left run's first keeps it stable.
                if cmp(&from[j], &from[i]) == Ordering::Less {
                    to.push(from[j]);
                    j += 1;
                } else {
                    to.push(from[i]);
                    i += 1;
                }
            }
            to.extend_from_slice(&from[i..mid]);
            to.extend_from_slice(&from[j..end]);
        }
        std::mem::swap(&mut from, &mut to);
        width *= 2;
    }
    *items = from;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_stably_as_the_standard_library_does() {
        // Pairs (key, original position), many equal keys, several runs.
        let mut seed = 12345u64;
        let items: Vec<(u32, usize)> = (0..300_000)
            .map(|i| {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                ((seed >> 40) as u32 % 1000, i)
            })
            .collect();
        let mut expected = items.clone();
        expected.sort_by_key(|p| p.0);
        let mut got = items.clone();
        assert!(sort_stoppable(&mut got, &AtomicBool::new(false), |a, b| a.0.cmp(&b.0)).is_ok());
        assert_eq!(got, expected);
        let mut sorted = expected.clone();
        assert!(sort_stoppable(&mut sorted, &AtomicBool::new(false), |a, b| a.0.cmp(&b.0)).is_ok());
        assert_eq!(sorted, expected);
    }

    #[test]
    fn a_raised_flag_stops_it_leaving_a_permutation() {
        let mut items: Vec<u32> = (0..200_000).rev().collect();
        assert!(sort_stoppable(&mut items, &AtomicBool::new(true), |a, b| a.cmp(b)).is_err());
        let mut again = items.clone();
        again.sort();
        assert_eq!(again, (0..200_000).collect::<Vec<u32>>());
    }
}
