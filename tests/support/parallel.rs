//! Many independent runs inside one test (case files, golden programs),
//! spread over as many threads as the machine has cores, each result kept
//! with its item.

use std::sync::Mutex;

/// `f` applied to every item, on up to one thread per core; the results in
/// the order of `items`.
pub fn map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = Mutex::new(items.iter().enumerate());
    let results = Mutex::new(Vec::with_capacity(items.len()));
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).min(items.len());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let Some((i, item)) = next.lock().unwrap().next() else { break };
                let r = f(item);
                results.lock().unwrap().push((i, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}
