//! Stopping a long Rust loop on Ctrl-C. The machine's interrupt flag
//! (raised by the SIGINT handler) is shared, as a [`Stop`], with the
//! loops below the machine that can run for seconds: the squarings of a
//! big power and the steps of a gcd (`arith`), the decimal text of a big
//! integer (`arith/bigmul/decimal.rs`), the parser's steps (`reader`) and
//! the writer's (`write`). Such a loop looks at the flag between steps and
//! gives up with [`Stopped`], leaving the flag up. The machine then
//! handles the interrupt as its dispatch loop does (abort, the toplevel's
//! menu) and, when told to go on, runs the work again from its start: each
//! of these works is pure or writes only to a buffer of its own
//! (`Machine::until_done`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The interrupt flag a computation looks at; none for a computation that
/// belongs to no machine.
#[derive(Clone, Default)]
pub struct Stop(Option<Arc<AtomicBool>>);

/// A computation gave up because the interrupt flag was up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Stopped;

impl Stop {
    pub fn new(flag: Arc<AtomicBool>) -> Self {
        Stop(Some(flag))
    }

    /// `Err(Stopped)` once the flag is up (it stays up: the machine takes
    /// it down when it handles the interrupt).
    #[inline]
    pub fn check(&self) -> Result<(), Stopped> {
        match &self.0 {
            Some(flag) if flag.load(Ordering::Relaxed) => Err(Stopped),
            _ => Ok(()),
        }
    }
}

impl std::fmt::Debug for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let state = match &self.0 {
            None => "none",
            Some(flag) if flag.load(Ordering::Relaxed) => "raised",
            Some(_) => "down",
        };
        write!(f, "Stop({state})")
    }
}
