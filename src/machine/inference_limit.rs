//! The inference limit of call_with_inference_limit/3 (stdlib/boot.pl),
//! and when calls poll.
//!
//! Every call and builtin counts an inference (`Machine::inferences`);
//! the count at which the next one polls for interrupts, time limits and
//! atom collection is `poll_at`, a multiple of [`POLL_EVERY`], brought
//! forward to the inference limit while one is set, so that the limit
//! stops the goal at the first call or retry that reaches it. The goal is stopped
//! by the exception `inference_limit_exceeded`, as in SWI-Prolog; the
//! limit is off while that exception unwinds, and the Prolog side puts
//! back the enclosing limit.

use super::{Exc, Machine};
use crate::term::Cell;

/// Calls poll once every this many inferences.
pub const POLL_EVERY: u64 = 0x1000;

impl Machine {
    /// The inference count of the poll after this one.
    pub(crate) fn next_poll(&self) -> u64 {
        let periodic = (self.inferences | (POLL_EVERY - 1)) + 1;
        if self.inference_limit == u64::MAX {
            periodic
        } else {
            // A limit already passed stops the goal at its next inference.
            periodic.min(self.inference_limit.max(self.inferences + 1))
        }
    }

    /// Sets the absolute inference count at which the running goal stops
    /// (`u64::MAX`: none).
    pub fn set_inference_limit(&mut self, limit: u64) {
        self.inference_limit = limit;
        self.poll_at = self.next_poll();
    }

    /// At a call or a retry that polls: stops the goal when the count has
    /// reached the limit. Builtins do not stop it (they poll for the
    /// rest): a goal that the limit stopped inside a nested call returns
    /// through the builtins of that call's exit, as in SWI-Prolog, and
    /// the enclosing limit, passed too, stops its goal at the next call.
    pub(crate) fn check_inference_limit(&mut self) -> Result<(), Exc> {
        if self.inferences >= self.inference_limit {
            return Err(self.inference_limit_exceeded());
        }
        Ok(())
    }

    /// The exception that stops a goal past its limit; the limit is off
    /// until the handler sets the enclosing one again.
    #[cold]
    pub(crate) fn inference_limit_exceeded(&mut self) -> Exc {
        self.set_inference_limit(u64::MAX);
        let a = self.atoms.intern("inference_limit_exceeded");
        Exc::Throw(Cell::Atom(a))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polls_at_the_limit_when_it_comes_first() {
        let mut m = Machine::bare();
        m.inferences = 5;
        assert_eq!(m.next_poll(), POLL_EVERY);
        m.set_inference_limit(100);
        assert_eq!(m.poll_at, 100);
        m.set_inference_limit(POLL_EVERY * 3);
        assert_eq!(m.poll_at, POLL_EVERY);
        // A limit already passed stops the goal at the next inference.
        m.inferences = 200;
        m.set_inference_limit(100);
        assert_eq!(m.poll_at, 201);
        m.set_inference_limit(u64::MAX);
        assert_eq!(m.poll_at, POLL_EVERY);
    }

    #[test]
    fn a_call_past_the_limit_raises_and_lifts_it() {
        let mut m = Machine::bare();
        m.set_inference_limit(10);
        m.inferences = 10;
        assert!(m.poll_interrupts().is_ok(), "a builtin's poll does not stop the goal");
        let Err(Exc::Throw(ball)) = m.check_inference_limit() else { panic!("no exception") };
        assert!(matches!(ball, Cell::Atom(a) if m.atoms.text(a) == "inference_limit_exceeded"));
        assert_eq!(m.inference_limit, u64::MAX);
        assert!(m.check_inference_limit().is_ok());
    }
}
