//! The propagation queue: one FIFO per priority level. Cheap propagators
//! (binary and linear) run before the more expensive ones, and global
//! constraints (all_distinct's matching) only once the others are quiet.

/// Priority levels, most urgent first.
pub const LEVELS: usize = 3;
pub const PRIO_CHEAP: u8 = 0;
pub const PRIO_LINEAR: u8 = 1;
pub const PRIO_GLOBAL: u8 = 2;

/// One level: a vector read from `head`; emptied (and its head reset)
/// as soon as it has been read to the end, so it grows only by what is
/// waiting, and costs less than a ring buffer's index wrapping.
#[derive(Default)]
struct Level {
    items: Vec<u32>,
    head: usize,
}

#[derive(Default)]
pub struct Queue {
    levels: [Level; LEVELS],
}

impl Queue {
    #[inline]
    pub fn push(&mut self, prop: u32, prio: u8) {
        self.levels[prio as usize].items.push(prop);
    }

    /// The next propagator to run: the oldest of the most urgent level.
    #[inline]
    pub fn pop(&mut self) -> Option<u32> {
        for q in &mut self.levels {
            if let Some(&p) = q.items.get(q.head) {
                q.head += 1;
                if q.head == q.items.len() {
                    q.items.clear();
                    q.head = 0;
                }
                return Some(p);
            }
        }
        None
    }

    /// Empties the queue, calling `each` on what was in it (to clear
    /// queued flags).
    pub fn clear(&mut self, mut each: impl FnMut(u32)) {
        for q in &mut self.levels {
            q.items[q.head..].iter().for_each(|&p| each(p));
            q.items.clear();
            q.head = 0;
        }
    }
}
