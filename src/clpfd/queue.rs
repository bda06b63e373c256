//! The propagation queue: one FIFO per priority level. Cheap propagators
//! (binary and linear) run before the more expensive ones, and global
//! constraints (all_distinct's matching) only once the others are quiet.

use std::collections::VecDeque;

/// Priority levels, most urgent first.
pub const LEVELS: usize = 3;
pub const PRIO_CHEAP: u8 = 0;
pub const PRIO_LINEAR: u8 = 1;
pub const PRIO_GLOBAL: u8 = 2;

#[derive(Default)]
pub struct Queue {
    levels: [VecDeque<u32>; LEVELS],
}

impl Queue {
    pub fn push(&mut self, prop: u32, prio: u8) {
        self.levels[prio as usize].push_back(prop);
    }

    /// The next propagator to run: the oldest of the most urgent level.
    pub fn pop(&mut self) -> Option<u32> {
        self.levels.iter_mut().find_map(|q| q.pop_front())
    }

    /// Empties the queue, calling `each` on what was in it (to clear
    /// queued flags).
    pub fn clear(&mut self, mut each: impl FnMut(u32)) {
        for q in &mut self.levels {
            q.drain(..).for_each(&mut each);
        }
    }
}
