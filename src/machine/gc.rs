//! Heap garbage collection: a sliding mark-compact collector in the manner
//! of Appleby, Carlsson, Haridi and Sahlin (CACM 1988) and SWI-Prolog's
//! pl-gc.c. It keeps the order of the cells it keeps, so every
//! choicepoint's heap top (and `hb`) still separates older cells from newer
//! ones after a collection, and backtracking still cuts the heap back.
//!
//! **What is collected.** The segment of the heap above the innermost open
//! query (the heap top saved in the newest `Barrier` choicepoint). Rust
//! code that opens a nested query (the toplevel with its query variables,
//! consult running a directive, a builtin running a cleanup goal) holds
//! heap cells only below that barrier, so they never move. Inside the
//! segment everything moves; the only code running is the machine's own.
//!
//! **When.** At a safe point: a predicate call (`enter`) once the heap has
//! grown past `GcState::trigger` (twice the live size after the previous
//! collection, at least `MIN_GROWTH` cells above it), and garbage_collect/0.
//! The flag `gc` (`set_prolog_flag(gc, false)`) turns both off, as in
//! SWI-Prolog. Not while the tracer has frames (it keeps goals in Rust).
//! `HORNBOOK_GC_STRESS=1` in the environment (or `GcState::stress`) collects
//! at every call, to test that nothing depends on where cells are.
//!
//! **Roots** (marked conservatively, see `gc_mark.rs`): every argument and
//! temporary register, every cell of the environment stack and of the
//! argument stack that choicepoints saved, the cells of choicepoint
//! alternatives (catch/3 catcher and recovery, cleanup goals, the state of
//! nondeterministic builtins, traced goals), the wakeup list, the pending
//! exception, `redo_state`, the b_setval/2 holders, and the heap cells of
//! CLP(FD) store variables. findall/3 bags, nb_setval/2 values, flags and
//! clause terms are copied out of the heap and are not roots.
//!
//! **The trail is the write barrier.** A cell older than the newest
//! choicepoint is trailed whenever it is changed (binding, setarg/3,
//! attributes, b_setval/2), and the barrier is a choicepoint, so every cell
//! below the segment that now points into it has a trail entry: its current
//! contents and its old contents are roots. A trail entry for a cell inside
//! the segment keeps that cell's old contents alive only if the cell itself
//! is reachable (marking repeats until nothing new is found); entries for
//! unreachable cells are dropped (SWI's early reset), as are entries no
//! backtracking can use (the cell is newer than the choicepoint the entry
//! belongs to). Choicepoints' trail tops are renumbered.

use super::choice::Alt;
use super::gc_mark::{Marker, Marks};
use super::{Exc, Machine};
use crate::term::{Addr, Cell};
use std::collections::HashSet;
use web_time::Instant;

/// Cells the heap may grow by between collections, at least (16 MiB).
/// A collection's marking costs what is live however much it frees: with
/// little live data, growth this large collects a quarter as often as 4 MiB
/// did (boyer bench(8): 64 collections, 46 ms -> 16, 19 ms) for a peak
/// heap about 12 MiB larger.
pub const MIN_GROWTH: Addr = 1 << 20;

/// The collector's settings and counters.
pub struct GcState {
    /// The `gc` flag.
    pub enabled: bool,
    /// Collect at every call (testing).
    pub stress: bool,
    /// Heap size that triggers the next collection at a call.
    pub trigger: Addr,
    pub collections: u64,
    /// Bytes reclaimed by all collections.
    pub freed_bytes: u64,
    pub time: std::time::Duration,
    /// Bytes of the heap in use after the last collection.
    pub left_bytes: u64,
}

impl Default for GcState {
    fn default() -> Self {
        let stress = std::env::var_os("HORNBOOK_GC_STRESS").is_some_and(|v| v != "0" && !v.is_empty());
        GcState {
            enabled: true,
            stress,
            trigger: if stress { 0 } else { MIN_GROWTH },
            collections: 0,
            freed_bytes: 0,
            time: Default::default(),
            left_bytes: 0,
        }
    }
}

impl Machine {
    /// From `enter`, when the heap has outgrown the trigger.
    #[cold]
    #[inline(never)]
    pub(crate) fn collect_at_call(&mut self) {
        if !self.gc.enabled {
            // Calls still see the heap pass the memory limit.
            self.gc.trigger = self.heap_limit_cells();
            return;
        }
        self.garbage_collect();
    }

    /// Collects the heap segment of the innermost query (garbage_collect/0).
    /// Does nothing when the `gc` flag is false or the tracer holds frames.
    pub fn garbage_collect(&mut self) {
        if !self.gc.enabled || self.debug_mode || self.tracer.frames_exist {
            return;
        }
        let started = Instant::now();
        let (base, barrier) = self.collected_segment();
        let top = self.heap.top();
        let trail_from = barrier.map_or(0, |b| self.choices[b].trail_top as usize);
        let useful = self.useful_trail_entries(trail_from, barrier);
        let mut marks = self.mark(base, trail_from, &useful);
        marks.build_ranks();
        self.move_roots(&marks);
        self.compact_trail(&marks, trail_from, &useful);
        self.slide(&marks);
        let new_top = self.heap.top();
        self.hb = self.choices.last().map_or(0, |b| b.heap_top);
        self.gc.collections += 1;
        let cell = std::mem::size_of::<Cell>() as u64;
        self.gc.freed_bytes += (top - new_top) as u64 * cell;
        self.gc.left_bytes = new_top as u64 * cell;
        self.gc.time += started.elapsed();
        self.gc.trigger = self.next_trigger(base, top, new_top);
        self.release_heap_capacity();
    }

    /// Before a builtin writes `cells` cells at once (the code list of a
    /// long text), from its body, so the caller re-reads its argument
    /// registers afterwards (they are roots and move): when they would take
    /// the heap past the trigger, the collection the next call would run
    /// runs now, before they exist, and the trigger is raised by them. They
    /// are the builtin's result, live when it returns: collected at the
    /// next call, they would all be marked and slid for nothing (the
    /// million codes of `number_codes` of a 10^6-digit number: a
    /// collection of 190M instructions, where the one before them has only
    /// the number to keep). SWI-Prolog's foreign predicates reserve global
    /// stack the same way before building a term.
    pub fn reserve_heap(&mut self, cells: usize) {
        if !self.gc.enabled || self.gc.stress {
            return;
        }
        let top = self.heap.top() as usize;
        if top.saturating_add(cells) <= self.gc.trigger as usize {
            return;
        }
        let collections = self.gc.collections;
        self.garbage_collect();
        if self.gc.collections != collections {
            let cells = Addr::try_from(cells).unwrap_or(Addr::MAX);
            self.gc.trigger = self.gc.trigger.saturating_add(cells).min(self.heap_limit_cells().max(self.gc.trigger));
        }
    }

    /// When the outermost query closes, the next one starts from a small
    /// heap: a trigger raised by a large earlier query is brought back down
    /// so that it does not let the next query's garbage grow as far.
    pub(crate) fn gc_after_outermost_query(&mut self) {
        let fresh = if self.gc.stress { 0 } else { self.heap.top().saturating_add(MIN_GROWTH) };
        if self.gc.enabled {
            self.gc.trigger = self.gc.trigger.min(fresh);
        }
    }

    /// The heap segment a collection may move: from the innermost open
    /// query's barrier (whose index comes back too) to the top.
    fn collected_segment(&self) -> (Addr, Option<usize>) {
        match self.choices.iter().rposition(|c| matches!(c.alt, Alt::Barrier)) {
            Some(i) => (self.choices[i].heap_top, Some(i)),
            None => (0, None),
        }
    }

    /// Growth allowed before the next collection: as much as is live in the
    /// segment, at least `MIN_GROWTH`. While collections pay (this one
    /// freed a quarter of the segment or more) the trigger stays below
    /// three quarters of the stack limit, so that a heap of garbage is
    /// collected before it is reported as exhausted; once they stop paying,
    /// the heap is mostly live and collecting it again and again near the
    /// limit would only delay the memory error.
    fn next_trigger(&self, base: Addr, old_top: Addr, top: Addr) -> Addr {
        if self.gc.stress {
            return 0;
        }
        // Never past the memory limit: the call that sees the heap there
        // reports it (`call_polls`).
        let grown = top.saturating_add((top - base).max(MIN_GROWTH)).min(self.heap_limit_cells());
        let paid = (old_top - top) as u64 * 4 >= (old_top - base) as u64;
        if !paid {
            return grown;
        }
        let limit_cells = (self.stack_limit / std::mem::size_of::<Cell>() / 4 * 3).min(Addr::MAX as usize) as Addr;
        grown.min(limit_cells.max(top.saturating_add(MIN_GROWTH)))
    }

    /// For each trail entry from `from` up: whether backtracking can use it.
    /// An entry belongs to the newest choicepoint made before it; it only
    /// matters for a cell older than that choicepoint (the heap above its
    /// top goes anyway when it is resumed).
    fn useful_trail_entries(&self, from: usize, barrier: Option<usize>) -> Vec<bool> {
        let mut useful = Vec::with_capacity(self.trail.len() - from);
        let mut owner = barrier;
        let mut next = barrier.map_or(0, |b| b + 1);
        for (i, (a, _)) in self.trail.iter().enumerate().skip(from) {
            while next < self.choices.len() && self.choices[next].trail_top as usize <= i {
                owner = Some(next);
                next += 1;
            }
            useful.push(owner.is_some_and(|o| a < self.choices[o].heap_top));
        }
        useful
    }

    /// Marks everything reachable in the segment `[base, top)`.
    fn mark(&self, base: Addr, trail_from: usize, useful: &[bool]) -> Marks {
        let mut mk = Marker::new(&self.heap.cells, base);
        for &c in self.x.iter().chain(&self.stack).chain(&self.argstack) {
            mk.reach(c);
        }
        for &(u, v) in &self.unify_stack {
            mk.reach(u);
            mk.reach(v);
        }
        for ch in &self.choices {
            for c in alt_cells(&ch.alt).into_iter().flatten() {
                mk.reach(c);
            }
        }
        for &(attrs, value) in &self.wake {
            mk.reach(attrs);
            mk.reach(value);
        }
        if let Some(c) = self.redo_state {
            mk.reach(c);
        }
        if let Some(Exc::Throw(c)) = self.pending_exc {
            mk.reach(c);
        }
        for &a in self.b_vars.values() {
            mk.reach(Cell::Str(a));
        }
        for v in &self.fd.vars {
            mk.reach(Cell::Ref(v.heap));
        }
        mk.drain();
        // Cells below the segment changed since the barrier: what they hold
        // now and held before.
        let trail: Vec<(Addr, Cell)> = self.trail.iter_from(trail_from).collect();
        for &(a, old) in &trail {
            if a < base {
                mk.reach(self.heap.cells[a as usize]);
                mk.reach(old);
            }
        }
        mk.drain();
        // Old contents of reachable cells of the segment, until no entry
        // reaches anything new.
        let mut done = vec![false; trail.len()];
        loop {
            let mut progress = false;
            for (i, &(a, old)) in trail.iter().enumerate() {
                if !done[i] && useful[i] && a >= base && mk.is_marked(a) {
                    done[i] = true;
                    progress = true;
                    mk.reach(old);
                }
            }
            if !progress {
                break;
            }
            mk.drain();
        }
        mk.marks
    }

    /// Rewrites every root to the new addresses.
    fn move_roots(&mut self, marks: &Marks) {
        for c in self.x.iter_mut().chain(self.stack.iter_mut()).chain(self.argstack.iter_mut()) {
            *c = marks.moved(*c);
        }
        for (u, v) in self.unify_stack.iter_mut() {
            *u = marks.moved(*u);
            *v = marks.moved(*v);
        }
        for ch in self.choices.iter_mut() {
            move_alt_cells(&mut ch.alt, marks);
            ch.heap_top = marks.forward(ch.heap_top.min(self.heap.top()));
        }
        for (attrs, value) in self.wake.iter_mut() {
            *attrs = marks.moved(*attrs);
            *value = marks.moved(*value);
        }
        if let Some(c) = self.redo_state.as_mut() {
            *c = marks.moved(*c);
        }
        if let Some(Exc::Throw(c)) = self.pending_exc.as_mut() {
            *c = marks.moved(*c);
        }
        let top = self.heap.top();
        self.b_vars.retain(|_, a| *a < top);
        for a in self.b_vars.values_mut() {
            *a = marks.forward(*a);
        }
        for v in self.fd.vars.iter_mut() {
            if v.heap != crate::clpfd::store::NO_HEAP {
                v.heap = if v.heap < top { marks.forward(v.heap) } else { crate::clpfd::store::NO_HEAP };
            }
        }
    }

    /// Keeps the trail entries that still matter, with their cells moved,
    /// and renumbers the choicepoints' trail tops. Cells below the segment
    /// that the trail names get their contents moved (once each).
    fn compact_trail(&mut self, marks: &Marks, from: usize, useful: &[bool]) {
        let top = self.heap.top();
        let mut old_cells_moved: HashSet<Addr> = HashSet::new();
        let mut choice = self.choices.partition_point(|c| (c.trail_top as usize) < from);
        let (choices, cells) = (&mut self.choices, &mut self.heap.cells);
        self.trail.compact_from(from, |i, kept, a, old| {
            while choice < choices.len() && choices[choice].trail_top as usize <= i {
                choices[choice].trail_top = kept as u32;
                choice += 1;
            }
            let in_segment = marks.in_segment(a);
            if !in_segment && a < top {
                // Below the segment: the cell stays where it is.
                if old_cells_moved.insert(a) {
                    cells[a as usize] = marks.moved(cells[a as usize]);
                }
                Some((a, marks.moved(old)))
            } else if in_segment && useful[i - from] && marks.is_marked(a) {
                Some((marks.forward(a), marks.moved(old)))
            } else {
                None
            }
        });
        let kept = self.trail.len();
        for ch in &mut self.choices[choice..] {
            ch.trail_top = kept as u32;
        }
    }

    /// Slides the marked cells of the segment down, in order, moving the
    /// references they hold.
    fn slide(&mut self, marks: &Marks) {
        let base = marks.base();
        let mut to = base as usize;
        let cells = &mut self.heap.cells;
        marks.for_each_marked(|a| {
            let c = cells[a as usize];
            cells[to] = marks.moved(c);
            to += 1;
        });
        debug_assert_eq!(to as Addr, base + marks.live());
        self.heap.cells.truncate(to);
    }

    /// After a collection that left the heap vector mostly empty, give
    /// most of it back (a loop's peak heap should not stay resident).
    fn release_heap_capacity(&mut self) {
        let (len, cap) = (self.heap.cells.len(), self.heap.cells.capacity());
        let floor = (MIN_GROWTH as usize) * 4;
        if cap > floor && len < cap / 4 {
            self.heap.cells.shrink_to((len * 2).max(floor));
        }
    }
}

/// The heap cells a choicepoint's alternative holds (at most two).
fn alt_cells(alt: &Alt) -> [Option<Cell>; 2] {
    match alt {
        Alt::Catch { catcher, recovery, .. } => [Some(*catcher), Some(*recovery)],
        Alt::Cleanup { goal, .. } | Alt::Undo { goal } => [Some(*goal), None],
        Alt::Redo { state, .. } => [Some(*state), None],
        Alt::TraceCall(frame) => [Some(frame.goal), None],
        _ => [None, None],
    }
}

fn move_alt_cells(alt: &mut Alt, marks: &Marks) {
    match alt {
        Alt::Catch { catcher, recovery, .. } => {
            *catcher = marks.moved(*catcher);
            *recovery = marks.moved(*recovery);
        }
        Alt::Cleanup { goal, .. } | Alt::Undo { goal } => *goal = marks.moved(*goal),
        Alt::Redo { state, .. } => *state = marks.moved(*state),
        Alt::TraceCall(frame) => frame.goal = marks.moved(frame.goal),
        _ => {}
    }
}
