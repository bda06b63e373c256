//! The answer store of one table: answers as flat cell sequences in one
//! vector, with an open-addressing hash index for the duplicate test.
//!
//! An answer is the argument list of a tabled call once it succeeded,
//! written in preorder (`flatten`): a compound is its `Fun(name, arity)`
//! followed by its arguments, a list cell is `Lis(0)` followed by head and
//! tail, a big integer or string is `Big(0)`/`Stg(0)` followed by its blob
//! (header and payload words), a variable is `Ref(k)` numbered by first
//! occurrence, anything else is itself. Variant answers flatten to equal
//! sequences, so a new answer is flattened into a scratch vector, hashed
//! (in the group of its first cell) and compared there: nothing is copied or allocated for a duplicate, and
//! a new one is one `extend_from_slice`. Answers go back to the heap
//! straight from the store (`unify_args`), unified argument by argument.

use super::Machine;
use crate::term::cycles::{is_acyclic, WALK_BUDGET};
use crate::term::{Addr, Atom, BlobKind, Cell, Heap};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The answers of one table, in insertion order.
#[derive(Default)]
pub struct Answers {
    /// Every answer's cells, one after the other.
    cells: Vec<Cell>,
    /// Answer `i` is `cells[ends[i-1]..ends[i]]` (from 0 for the first).
    ends: Vec<u32>,
    /// The index has two levels: answers are grouped by their first cell
    /// (the first argument when it is atomic), each group with a hash table
    /// of its own. The answers met in a row mostly share their first
    /// argument, so the slots probed stay within one small table (in cache)
    /// instead of being spread over one table of all the answers.
    groups: HashMap<(u64, u64), u32, BuildHasherDefault<WordHasher>>,
    group_slots: Vec<Slots>,
    /// The group of the last answer added or looked up, and its key.
    last_group: Option<((u64, u64), u32)>,
}

/// Open addressing, linear probing: 0 is empty, else the low 32 bits of
/// the answer's hash (high half) and where its cells start plus one (low
/// half).
#[derive(Default)]
struct Slots {
    slots: Vec<u64>,
    len: usize,
}

impl Slots {
    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(8);
        let mut slots = vec![0u64; size];
        let mask = size - 1;
        for &slot in self.slots.iter().filter(|&&s| s != 0) {
            let mut pos = (slot >> 32) as usize & mask;
            while slots[pos] != 0 {
                pos = (pos + 1) & mask;
            }
            slots[pos] = slot;
        }
        self.slots = slots;
    }
}

/// FxHash steps over the words written, with a final mix.
#[derive(Default)]
pub struct WordHasher(u64);

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    fn write_u64(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn finish(&self) -> u64 {
        let h = (self.0 ^ (self.0 >> 33)).wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^ (h >> 33)
    }
}

impl Answers {
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The flat cells of answer `i`.
    pub fn get(&self, i: usize) -> &[Cell] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.cells[start..self.ends[i] as usize]
    }

    /// Appends `flat` unless a variant of it is stored; its index if new.
    pub fn insert_new(&mut self, flat: &[Cell]) -> Option<usize> {
        let key = flat.first().map_or((u64::MAX, 0), |&c| tag_word(c));
        let g = match self.last_group {
            Some((k, g)) if k == key => g as usize,
            _ => {
                let next_group = self.group_slots.len() as u32;
                let g = *self.groups.entry(key).or_insert(next_group);
                self.last_group = Some((key, g));
                g as usize
            }
        };
        if g == self.group_slots.len() {
            self.group_slots.push(Slots::default());
        }
        let group = &mut self.group_slots[g];
        if 2 * (group.len + 1) > group.slots.len() {
            group.grow();
        }
        let hash = hash_flat(flat) as u32;
        let mask = group.slots.len() - 1;
        let mut pos = hash as usize & mask;
        loop {
            let slot = group.slots[pos];
            if slot == 0 {
                break;
            }
            if (slot >> 32) as u32 == hash {
                // A flat answer is self-delimiting: equal cells from its
                // start are the whole answer.
                let start = (slot as u32 - 1) as usize;
                if self.cells.get(start..start + flat.len()).is_some_and(|stored| same_flat(stored, flat)) {
                    return None;
                }
            }
            pos = (pos + 1) & mask;
        }
        let start = self.cells.len() as u64;
        group.slots[pos] = ((hash as u64) << 32) | (start + 1);
        group.len += 1;
        Some(self.push(flat))
    }

    /// Appends `flat` without the duplicate test (and outside the index):
    /// the answers of moded tables, keyed elsewhere.
    pub fn push(&mut self, flat: &[Cell]) -> usize {
        self.cells.extend_from_slice(flat);
        self.ends.push(self.cells.len() as u32);
        self.ends.len() - 1
    }

    /// Calls `mark` on every atom of every answer.
    pub fn mark_atoms(&self, mark: &mut impl FnMut(Atom)) {
        mark_flat_atoms(&self.cells, mark);
    }
}

/// Calls `mark` on the atoms of cells (names of compounds included): flat
/// answers or the cells of an owned term (blob payloads are `Raw` words).
pub fn mark_flat_atoms(cells: &[Cell], mark: &mut impl FnMut(Atom)) {
    for &c in cells {
        if let Cell::Atom(a) | Cell::Fun(a, _) = c {
            mark(a);
        }
    }
}

/// Cells a blob occupies, header included, from its header.
fn blob_len(header: Cell) -> usize {
    match header {
        Cell::Blob(BlobKind::Str, n) => 1 + n.div_ceil(8) as usize,
        Cell::Blob(_, n) => 1 + n as usize,
        _ => 1,
    }
}

/// A hash equal for equal flat sequences (FxHash steps, then a final mix
/// so that the low bits used for slot positions depend on every word).
pub fn hash_flat(flat: &[Cell]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut h = 0u64;
    for &c in flat {
        let (tag, word) = tag_word(c);
        h = (h.rotate_left(5) ^ tag).wrapping_mul(K);
        h = (h.rotate_left(5) ^ word).wrapping_mul(K);
    }
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^ (h >> 33)
}

/// A cell as a (tag, word) pair: the words a flat key or answer is hashed
/// and compared by (variant keys in `tables.rs` use it too).
pub(super) fn tag_word(c: Cell) -> (u64, u64) {
    match c {
        Cell::Ref(a) => (0, a as u64),
        Cell::Attv(a) => (0, a as u64),
        Cell::Atom(a) => (1, a.0 as u64),
        Cell::Int(i) => (2, i as u64),
        Cell::Flt(f) => (3, f.to_bits()),
        Cell::Str(a) => (4, a as u64),
        Cell::Lis(a) => (5, a as u64),
        Cell::Fun(f, n) => (6, ((f.0 as u64) << 32) | n as u64),
        Cell::Big(a) => (7, a as u64),
        Cell::Stg(a) => (8, a as u64),
        Cell::Blob(k, n) => (9, ((k as u64) << 32) | n as u64),
        Cell::Raw(w) => (10, w),
    }
}

fn same_flat(a: &[Cell], b: &[Cell]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same(*y))
}

/// The answer term is cyclic: tables hold acyclic terms only.
pub struct Cyclic;

/// Reusable buffers for flattening (kept across answers, so adding one
/// allocates nothing once they have grown).
#[derive(Default)]
pub struct Flattener {
    pub flat: Vec<Cell>,
    args: Vec<Cell>,
    work: Vec<Cell>,
    /// Variables numbered so far: heap address and original contents.
    bound: Vec<(Addr, Cell)>,
}

impl Flattener {
    /// Flattens the arguments of `term` (see [`call_args`]) into `self.flat`.
    pub fn flatten_call(&mut self, heap: &mut Heap, term: Cell) -> Result<(), Cyclic> {
        let (first, n) = call_args(heap, term);
        // Atomic arguments (the common case) are their own flat form.
        self.flat.clear();
        for i in 0..n {
            match heap.deref(heap.get(first + i)) {
                c @ (Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_)) => self.flat.push(c),
                _ => {
                    let mut args = std::mem::take(&mut self.args);
                    args.clear();
                    args.extend((0..n).map(|i| heap.get(first + i)));
                    let r = self.flatten(heap, &args);
                    self.args = args;
                    return r;
                }
            }
        }
        Ok(())
    }

    /// Flattens `args` (dereferenced one by one) into `self.flat`.
    pub fn flatten(&mut self, heap: &mut Heap, args: &[Cell]) -> Result<(), Cyclic> {
        if self.flatten_within(heap, args, Some(WALK_BUDGET)) {
            return Ok(());
        }
        if !args.iter().all(|&a| is_acyclic(heap, a)) {
            return Err(Cyclic);
        }
        self.flatten_within(heap, args, None);
        Ok(())
    }

    /// Flattens, giving up (false) past `budget` compound nodes. A variable
    /// met is numbered by overwriting its cell with `Raw(k)` for the walk
    /// (so the next occurrence dereferences to its number); the cells are
    /// restored before returning.
    fn flatten_within(&mut self, heap: &mut Heap, args: &[Cell], budget: Option<usize>) -> bool {
        self.flat.clear();
        self.work.clear();
        self.work.extend(args.iter().rev());
        let mut nodes = 0usize;
        let mut ok = true;
        while let Some(c) = self.work.pop() {
            match heap.deref(c) {
                Cell::Ref(a) | Cell::Attv(a) => {
                    let k = self.bound.len() as u64;
                    self.bound.push((a, heap.get(a)));
                    heap.set(a, Cell::Raw(k));
                    self.flat.push(Cell::Ref(k as Addr));
                }
                Cell::Raw(k) => self.flat.push(Cell::Ref(k as Addr)),
                Cell::Str(a) => {
                    nodes += 1;
                    if budget.is_some_and(|b| nodes > b) {
                        ok = false;
                        break;
                    }
                    let Cell::Fun(f, n) = heap.get(a) else { unreachable!("Str must point at a functor") };
                    self.flat.push(Cell::Fun(f, n));
                    for i in (1..=n).rev() {
                        self.work.push(heap.get(a + i));
                    }
                }
                Cell::Lis(a) => {
                    nodes += 1;
                    if budget.is_some_and(|b| nodes > b) {
                        ok = false;
                        break;
                    }
                    self.flat.push(Cell::Lis(0));
                    self.work.push(heap.get(a + 1));
                    self.work.push(heap.get(a));
                }
                Cell::Big(a) => {
                    self.flat.push(Cell::Big(0));
                    let size = heap.blob_size(a);
                    self.flat.extend_from_slice(&heap.cells[a as usize..(a + size) as usize]);
                }
                Cell::Stg(a) => {
                    self.flat.push(Cell::Stg(0));
                    let size = heap.blob_size(a);
                    self.flat.extend_from_slice(&heap.cells[a as usize..(a + size) as usize]);
                }
                other => self.flat.push(other),
            }
        }
        for &(a, old) in self.bound.iter().rev() {
            heap.set(a, old);
        }
        self.bound.clear();
        ok
    }
}

/// The arguments of `term` (a compound, or none for an atom), through a
/// module qualification `M:T`.
pub fn call_args(heap: &Heap, term: Cell) -> (Addr, u32) {
    let Cell::Str(mut a) = heap.deref(term) else { return (0, 0) };
    if let Cell::Fun(crate::term::atoms::COLON, 2) = heap.get(a) {
        let Cell::Str(b) = heap.deref(heap.get(a + 2)) else { return (0, 0) };
        a = b;
    }
    match heap.get(a) {
        Cell::Fun(_, n) => (a + 1, n),
        _ => (0, 0),
    }
}

impl Machine {
    /// Unifies the arguments of `template` (see [`call_args`]) with the flat
    /// answer, building each argument on the heap from the flat cells.
    pub fn unify_flat_answer(&mut self, template: Cell, flat: &[Cell]) -> bool {
        let (first, n) = call_args(&self.heap, template);
        let (mut vars, mut dest) = (Vec::new(), Vec::new());
        let mut pos = 0;
        for i in 0..n {
            let value = match flat[pos] {
                c @ (Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_)) => {
                    pos += 1;
                    c
                }
                _ => {
                    let (value, next) = build(&mut self.heap, flat, pos, &mut vars, &mut dest);
                    pos = next;
                    value
                }
            };
            let arg = self.heap.get(first + i);
            if !self.unify(arg, value) {
                return false;
            }
        }
        true
    }
}

/// Builds the term that starts at `flat[pos]` on the heap; the term and the
/// position after it. `vars[k]` is the heap variable of `Ref(k)`.
/// `dest` is scratch space (where the next decoded values go: None for the
/// result).
fn build(
    heap: &mut Heap,
    flat: &[Cell],
    mut pos: usize,
    vars: &mut Vec<Cell>,
    dest: &mut Vec<Option<Addr>>,
) -> (Cell, usize) {
    dest.clear();
    dest.push(None);
    let mut result = Cell::Int(0);
    while let Some(d) = dest.pop() {
        let value = match flat[pos] {
            Cell::Fun(f, n) => {
                let a = heap.top();
                heap.push(Cell::Fun(f, n));
                for _ in 0..n {
                    heap.push(Cell::Int(0));
                }
                dest.extend((1..=n).rev().map(|i| Some(a + i)));
                pos += 1;
                Cell::Str(a)
            }
            Cell::Lis(_) => {
                let a = heap.top();
                heap.push(Cell::Int(0));
                heap.push(Cell::Int(0));
                dest.push(Some(a + 1));
                dest.push(Some(a));
                pos += 1;
                Cell::Lis(a)
            }
            Cell::Ref(k) => {
                pos += 1;
                match vars.get(k as usize) {
                    Some(&v) => v,
                    None => {
                        // First occurrence: the destination cell itself is the variable.
                        let v = match d {
                            Some(a) => Cell::Ref(a),
                            None => heap.new_var(),
                        };
                        vars.push(v);
                        v
                    }
                }
            }
            c @ (Cell::Big(_) | Cell::Stg(_)) => {
                let len = blob_len(flat[pos + 1]);
                let a = heap.top();
                heap.cells.extend_from_slice(&flat[pos + 1..pos + 1 + len]);
                pos += 1 + len;
                if matches!(c, Cell::Big(_)) {
                    Cell::Big(a)
                } else {
                    Cell::Stg(a)
                }
            }
            other => {
                pos += 1;
                other
            }
        };
        match d {
            Some(a) => heap.set(a, value),
            None => result = value,
        }
    }
    (result, pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::AtomTable;

    fn flat_of(h: &mut Heap, t: Cell) -> Vec<Cell> {
        let mut f = Flattener::default();
        f.flatten(h, &[t]).ok().expect("acyclic");
        f.flat.clone()
    }

    #[test]
    fn variants_flatten_equal_and_others_differ() {
        let mut atoms = AtomTable::new();
        let g = atoms.intern("g");
        let mut h = Heap::new();
        let (x, y) = (h.new_var(), h.new_var());
        let a = h.compound(g, &[x, y, x]);
        let (u, v) = (h.new_var(), h.new_var());
        let b = h.compound(g, &[v, u, v]);
        let c = h.compound(g, &[x, x, y]);
        assert!(same_flat(&flat_of(&mut h, a), &flat_of(&mut h, b)));
        assert!(!same_flat(&flat_of(&mut h, a), &flat_of(&mut h, c)));
        // The variables are unbound again after the walk.
        assert!(h.deref(x).is_var_ref() && h.deref(y).is_var_ref());
    }

    #[test]
    fn duplicates_are_refused_and_answers_kept_in_order() {
        let mut h = Heap::new();
        let mut store = Answers::default();
        let mut f = Flattener::default();
        for round in 0..2 {
            for i in 0..1000 {
                let l = h.list(&[Cell::Int(i), Cell::Int(i % 7)]);
                f.flatten(&mut h, &[Cell::Int(i % 13), l, Cell::Int(-i)]).ok().expect("acyclic");
                let added = store.insert_new(&f.flat);
                assert_eq!(added, if round == 0 { Some(i as usize) } else { None });
            }
        }
        assert_eq!(store.len(), 1000);
        let l = h.list(&[Cell::Int(5), Cell::Int(5)]);
        f.flatten(&mut h, &[Cell::Int(5), l, Cell::Int(-5)]).ok().expect("acyclic");
        assert!(same_flat(store.get(5), &f.flat));
    }

    #[test]
    fn strings_round_trip_through_the_store() {
        let mut h = Heap::new();
        let s = h.string("a string longer than eight bytes");
        let flat = flat_of(&mut h, s);
        let (t, end) = build(&mut h, &flat, 0, &mut Vec::new(), &mut Vec::new());
        assert_eq!(end, flat.len());
        let Cell::Stg(a) = t else { panic!("a string") };
        assert_eq!(h.string_at(a), "a string longer than eight bytes");
    }

    #[test]
    fn cyclic_answers_are_refused() {
        let mut atoms = AtomTable::new();
        let f = atoms.intern("f");
        let mut h = Heap::new();
        let x = h.new_var();
        let t = h.compound(f, &[x]);
        let Cell::Ref(xa) = x else { panic!() };
        h.set(xa, t);
        assert!(Flattener::default().flatten(&mut h, &[t]).is_err());
    }
}
