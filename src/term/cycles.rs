//! Rational trees (cyclic terms): finding the cycles of a heap term, and
//! the visited sets that make the term walks of the machine terminate on
//! them.
//!
//! A term is cyclic when a compound cell is reachable from itself
//! (`X = f(X)` binds `X` to a structure whose argument is `X`). Compound
//! nodes are named by their heap address: `Str(a)` by `a`, `Lis(a)` by `a`.
//!
//! Walks that must terminate on cyclic terms (unification, comparison,
//! copying, `ground/1`, `term_variables/2`) stay plain and fast for the
//! common case: they count the compound nodes they visit and only after
//! [`WALK_BUDGET`] nodes start remembering them in a [`Visited`] set.
//! Skipping an already visited node (or pair of nodes) is sound for each of
//! those walks, and an infinite walk would visit one node (pair) twice, so
//! they terminate; acyclic terms below the budget pay one counter.

use super::fast_hash::FastHasher;
use super::{Addr, Cell, Heap};
use crate::host::stop::{Stop, Stopped};
use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;

/// Compound nodes a walk visits before it starts remembering them.
pub const WALK_BUDGET: usize = 4096;

/// The address naming a dereferenced compound cell.
#[inline]
pub fn node(c: Cell) -> Option<Addr> {
    match c {
        Cell::Str(a) | Cell::Lis(a) => Some(a),
        _ => None,
    }
}

/// The arguments of a compound cell: address of the first and their
/// number. None for anything else, and for cells pointing outside the heap
/// (the writer must not panic on a corrupt term, so neither may this).
#[inline]
fn args_of(heap: &Heap, c: Cell) -> Option<(Addr, u32)> {
    let len = heap.cells.len();
    match c {
        Cell::Str(a) => match heap.cells.get(a as usize) {
            Some(Cell::Fun(_, n)) if (a as usize + *n as usize) < len => Some((a + 1, *n)),
            _ => None,
        },
        Cell::Lis(a) if (a as usize + 1) < len => Some((a, 2)),
        _ => None,
    }
}

/// Dereferences without trusting the heap (see [`args_of`]).
#[inline]
fn deref(heap: &Heap, mut c: Cell) -> Cell {
    for _ in 0..=heap.cells.len() {
        match c {
            Cell::Ref(a) | Cell::Attv(a) => match heap.cells.get(a as usize) {
                Some(&v) if !v.same(c) => c = v,
                _ => return c,
            },
            _ => return c,
        }
    }
    c
}

pub type AddrMap<V> = HashMap<Addr, V, BuildHasherDefault<FastHasher>>;
pub type AddrSet = HashSet<Addr, BuildHasherDefault<FastHasher>>;

/// The nodes (or node pairs) a walk has visited, kept only once the walk
/// has gone past [`WALK_BUDGET`] nodes.
pub struct Visited<K> {
    seen: usize,
    set: Option<HashSet<K, BuildHasherDefault<FastHasher>>>,
}

impl<K: std::hash::Hash + Eq> Default for Visited<K> {
    fn default() -> Self {
        Visited { seen: 0, set: None }
    }
}

impl<K: std::hash::Hash + Eq> Visited<K> {
    /// Whether the walk should go into `key`: false when it was visited
    /// before (only known past the budget).
    #[inline(always)]
    pub fn first_visit(&mut self, key: K) -> bool {
        if self.seen < WALK_BUDGET {
            self.seen += 1;
            return true;
        }
        self.remember(key)
    }

    /// Past the budget: the set of nodes seen (rare, so kept out of line).
    #[cold]
    #[inline(never)]
    fn remember(&mut self, key: K) -> bool {
        self.set.get_or_insert_with(Default::default).insert(key)
    }
}

/// Brent's cycle detection along a chain of list cells: a checkpoint
/// cell, moved ahead at powers of two, is met again only on a cycle.
#[derive(Default, Clone, Copy)]
pub struct ListCycle {
    checkpoint: Option<Addr>,
    steps: u64,
    power: u64,
}

impl ListCycle {
    /// Called with each list cell's address in turn: whether the chain has
    /// come back to a cell it passed.
    #[inline]
    pub fn closes_at(&mut self, a: Addr) -> bool {
        if self.checkpoint == Some(a) {
            return true;
        }
        self.steps += 1;
        if self.steps >= self.power {
            self.checkpoint = Some(a);
            self.power = (self.power * 2).max(1);
            self.steps = 0;
        }
        false
    }
}

/// Whether `t` is a finite tree. Small terms are walked plainly; larger
/// ones by a depth-first search that keeps the nodes on its path.
pub fn is_acyclic(heap: &Heap, t: Cell) -> bool {
    cycle_entries(heap, t).is_empty()
}

/// The number of compound arguments of `t` read as a tree (a subterm
/// reached twice counted twice), when a plain walk of at most
/// [`WALK_BUDGET`] nodes covers it: `t` is then acyclic. None when the
/// walk does not end within the budget (a large or a cyclic term).
pub fn small_tree_args(heap: &Heap, t: Cell) -> Option<usize> {
    small_walk(heap, t)
}

/// Walks `t` without remembering anything: the count of compound
/// arguments if the walk ends within the budget (so `t` is acyclic),
/// `None` if it does not.
fn small_walk(heap: &Heap, t: Cell) -> Option<usize> {
    // Most terms checked are small (a constraint's sides, a declaration):
    // a stack on the Rust stack walks them without allocating.
    let mut stack = [Cell::Int(0); 16];
    stack[0] = t;
    let mut top = 1;
    let (mut nodes, mut args) = (0, 0);
    while top > 0 {
        top -= 1;
        let Some((first, n)) = args_of(heap, deref(heap, stack[top])) else { continue };
        nodes += 1;
        if nodes > 64 || top + n as usize > stack.len() {
            return vec_walk(heap, t);
        }
        args += n as usize;
        for i in 0..n {
            stack[top] = heap.cells[(first + i) as usize];
            top += 1;
        }
    }
    Some(args)
}

/// [`small_walk`] past its stack: a walk of up to [`WALK_BUDGET`] nodes.
fn vec_walk(heap: &Heap, t: Cell) -> Option<usize> {
    let mut work = vec![t];
    let (mut nodes, mut args) = (0, 0);
    while let Some(c) = work.pop() {
        let Some((first, n)) = args_of(heap, deref(heap, c)) else { continue };
        nodes += 1;
        if nodes > WALK_BUDGET {
            return None;
        }
        args += n as usize;
        for i in 0..n {
            work.push(heap.cells[(first + i) as usize]);
        }
    }
    Some(args)
}

/// Nodes of `t` that cut all its cycles, in the order a depth-first
/// search from `t` (arguments left to right) first meets them: writing
/// these nodes by name (`S_1`) makes a cyclic term finite text. Empty when
/// `t` is acyclic. As SWI-Prolog does, a node is only kept when a cycle
/// through it passes no other kept node, so `B = g(A), A = f(A, B)` needs
/// one name (`@(g(S_1),[S_1=f(S_1,g(S_1))])`), not two.
pub fn cycle_entries(heap: &Heap, t: Cell) -> Vec<Cell> {
    // Nothing stops a search without a flag.
    cycle_entries_stoppable(heap, t, &Stop::default()).unwrap_or_default()
}

/// [`cycle_entries`], giving up when `stop`'s flag rises: the search
/// remembers every node of a large term in a hash map, so the writer's
/// look for cycles in a term of millions of cells takes a large part of
/// a second.
pub fn cycle_entries_stoppable(heap: &Heap, t: Cell, stop: &Stop) -> Result<Vec<Cell>, Stopped> {
    // A small term is acyclic if a plain walk ends.
    if small_walk(heap, t).is_some() {
        return Ok(Vec::new());
    }
    let mut entries = back_edge_targets(heap, t, stop)?;
    if entries.len() > 1 {
        let mut kept: AddrSet = entries.iter().filter_map(|&c| node(c)).collect();
        entries.retain(|&e| {
            let a = node(e).expect("compound");
            let closes = returns_to(heap, e, &kept);
            if !closes {
                kept.remove(&a);
            }
            closes
        });
    }
    Ok(entries)
}

/// Whether a path from the compound `start` leads back to it without
/// going through another node of `stops`.
fn returns_to(heap: &Heap, start: Cell, stops: &AddrSet) -> bool {
    let target = node(start).expect("compound");
    let mut seen = AddrSet::default();
    let mut work = vec![start];
    while let Some(c) = work.pop() {
        let Some((first, n)) = args_of(heap, c) else { continue };
        for i in 0..n {
            let arg = deref(heap, heap.cells[(first + i) as usize]);
            let Some(a) = node(arg) else { continue };
            if a == target {
                return true;
            }
            if !stops.contains(&a) && seen.insert(a) {
                work.push(arg);
            }
        }
    }
    false
}

/// The state of a compound node in [`back_edge_targets`]'s search.
#[derive(Clone, Copy, PartialEq)]
#[repr(u8)]
enum Mark {
    Unseen = 0,
    OnPath,
    /// On the path, and already recorded as a back edge's target.
    OnPathEntry,
    Done,
}

/// The marks of the search, by node address: two bits per heap cell (a
/// sixty-fourth of the heap's own size) when that much can be had, a hash
/// map otherwise. A large clause used to spend most of its cycle check
/// growing and rehashing the map.
enum Marks {
    Dense(Vec<u64>),
    Sparse(AddrMap<Mark>),
}

impl Marks {
    fn for_heap(heap: &Heap) -> Marks {
        let words = heap.cells.len().div_ceil(32);
        let mut v: Vec<u64> = Vec::new();
        if v.try_reserve_exact(words).is_ok() {
            v.resize(words, 0);
            Marks::Dense(v)
        } else {
            Marks::Sparse(AddrMap::default())
        }
    }

    #[inline]
    fn get(&self, a: Addr) -> Mark {
        match self {
            Marks::Dense(v) => match (v[a as usize / 32] >> (a % 32 * 2)) & 3 {
                0 => Mark::Unseen,
                1 => Mark::OnPath,
                2 => Mark::OnPathEntry,
                _ => Mark::Done,
            },
            Marks::Sparse(m) => m.get(&a).copied().unwrap_or(Mark::Unseen),
        }
    }

    #[inline]
    fn set(&mut self, a: Addr, mark: Mark) {
        match self {
            Marks::Dense(v) => {
                let (word, shift) = (&mut v[a as usize / 32], a % 32 * 2);
                *word = (*word & !(3 << shift)) | (mark as u64) << shift;
            }
            Marks::Sparse(m) => {
                m.insert(a, mark);
            }
        }
    }
}

/// The nodes of `t` that a depth-first search from `t` reaches again
/// while inside them (the targets of its back edges), in the order met.
fn back_edge_targets(heap: &Heap, t: Cell, stop: &Stop) -> Result<Vec<Cell>, Stopped> {
    let mut entries: Vec<Cell> = Vec::new();
    let root = deref(heap, t);
    let Some(r) = node(root).filter(|_| args_of(heap, root).is_some()) else {
        return Ok(entries);
    };
    // Every node on the path passed `args_of`, so its address is inside
    // the heap and indexes the dense marks.
    let mut marks = Marks::for_heap(heap);
    marks.set(r, Mark::OnPath);
    // Frames: a node on the path and the index of its next argument.
    let mut path: Vec<(Cell, u32)> = vec![(root, 0)];
    let mut steps = 0u32;
    while let Some(&mut (c, ref mut next)) = path.last_mut() {
        steps = steps.wrapping_add(1);
        if steps % 4096 == 0 {
            stop.check()?;
        }
        let (first, arity) = args_of(heap, c).expect("only compounds are on the path");
        if *next == arity {
            marks.set(node(c).expect("compound"), Mark::Done);
            path.pop();
            continue;
        }
        let arg = deref(heap, heap.cells[(first + *next) as usize]);
        *next += 1;
        let Some(a) = node(arg).filter(|_| args_of(heap, arg).is_some()) else { continue };
        match marks.get(a) {
            Mark::OnPath => {
                marks.set(a, Mark::OnPathEntry);
                entries.push(arg);
            }
            Mark::OnPathEntry | Mark::Done => {}
            Mark::Unseen => {
                marks.set(a, Mark::OnPath);
                path.push((arg, 0));
            }
        }
    }
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::AtomTable;

    #[test]
    fn list_cycle_finds_every_cycle_and_only_cycles() {
        for tail in 0..40u32 {
            for len in 1..40u32 {
                // Cells 0..tail lead into a cycle of `len` cells.
                let next = |a: u32| if a + 1 < tail + len { a + 1 } else { tail };
                let mut cycle = ListCycle::default();
                let mut a = 0;
                let mut steps = 0;
                while !cycle.closes_at(a) {
                    a = next(a);
                    steps += 1;
                    assert!(steps < 4 * (tail + len) + 4, "missed the cycle: tail {tail}, len {len}");
                }
            }
            let mut cycle = ListCycle::default();
            assert!((0..10_000).all(|a| !cycle.closes_at(a)));
        }
    }

    #[test]
    fn finds_the_node_where_a_cycle_closes() {
        let mut atoms = AtomTable::new();
        let f = atoms.intern("f");
        let mut h = Heap::new();
        let x = h.new_var();
        let t = h.compound(f, &[x, Cell::Int(1)]);
        assert!(is_acyclic(&h, t));
        let Cell::Ref(v) = x else { panic!() };
        h.set(v, t);
        assert!(!is_acyclic(&h, t));
        assert_eq!(cycle_entries(&h, t).iter().map(|&c| node(c)).collect::<Vec<_>>(), vec![node(t)]);
    }

    #[test]
    fn shared_subterms_are_not_cycles() {
        let mut atoms = AtomTable::new();
        let f = atoms.intern("f");
        let mut h = Heap::new();
        let mut t = Cell::Int(0);
        for _ in 0..10_000 {
            t = h.compound(f, &[t, t]);
        }
        assert!(is_acyclic(&h, t));
    }

    #[test]
    fn long_cyclic_lists_are_found() {
        let mut h = Heap::new();
        let tail = h.new_var();
        let items: Vec<Cell> = (0..100_000).map(Cell::Int).collect();
        let l = h.list_with_tail(&items, tail);
        let Cell::Ref(v) = tail else { panic!() };
        h.set(v, l);
        assert!(!is_acyclic(&h, l));
        assert_eq!(cycle_entries(&h, l).iter().map(|&c| node(c)).collect::<Vec<_>>(), vec![node(l)]);
    }
}
