//! Stopping a long computation on Ctrl-C. The machine's interrupt flag
//! (raised by the SIGINT handler) is shared with the arithmetic context;
//! loops that can run for seconds on big integers (the squarings of a
//! power, the steps of a gcd) look at it between steps and give up with
//! [`ArithError::Interrupted`]. The machine then handles the interrupt as
//! its dispatch loop does (abort, the toplevel's menu) and, when told to
//! go on, evaluates the function again: it is pure.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::ArithError;

/// The interrupt flag a computation looks at; none for a context that
/// belongs to no machine.
#[derive(Clone, Default)]
pub struct Stop(Option<Arc<AtomicBool>>);

impl Stop {
    pub fn new(flag: Arc<AtomicBool>) -> Self {
        Stop(Some(flag))
    }

    /// `Err(Interrupted)` once the flag is up (it stays up: the machine
    /// takes it down when it handles the interrupt).
    #[inline]
    pub fn check(&self) -> Result<(), ArithError> {
        match &self.0 {
            Some(flag) if flag.load(Ordering::Relaxed) => Err(ArithError::Interrupted),
            _ => Ok(()),
        }
    }
}
