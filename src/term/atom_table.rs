//! The atom table: the text of every atom, found by text through a hash
//! table, with the slots of collected atoms kept on a free list for reuse.
//!
//! An [`Atom`] is the index of its slot. Slots below `permanent` (the
//! predefined atoms, and whatever the machine's own start-up interned) are
//! never collected, nor are pinned ones (atoms of clause code: see
//! `machine/atom_gc.rs`). Everything else lives only as long as the atom
//! garbage collector finds it reachable; its slot is then freed and a
//! later atom may get the same id.

use super::atom::{Atom, PREDEFINED_TEXT};
use hashbrown::HashTable;

/// The slot holds an atom.
const IN_USE: u32 = 1;
/// Added to a slot's state for each pin (an occurrence in clause code):
/// the bits above `IN_USE` count them, and a pinned atom is never
/// collected. A count that reaches the top stays (the atom is kept for good).
const PIN: u32 = 2;

/// Interns atom texts.
pub struct AtomTable {
    /// The text of each slot; empty for a free slot.
    texts: Vec<Box<str>>,
    /// `IN_USE` bit and pin count of each slot.
    state: Vec<u32>,
    /// Slot numbers, hashed by their text.
    index: HashTable<u32>,
    /// Free slots, highest first (so the lowest is reused first and the
    /// table stays dense).
    free: Vec<u32>,
    /// Slots below this are never collected.
    permanent: u32,
    /// Atoms in use.
    live: usize,
    /// Bytes of text of the collectable atoms in use, which count against
    /// the machine's memory limit (`machine/memory.rs`).
    collectable_bytes: usize,
}

impl Default for AtomTable {
    fn default() -> Self {
        Self::new()
    }
}

/// The mark bits of one atom collection: one per slot.
pub struct AtomMarks {
    bits: Vec<u64>,
}

impl AtomMarks {
    #[inline]
    pub fn mark(&mut self, atom: Atom) {
        let i = atom.index();
        if let Some(w) = self.bits.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }

    #[inline]
    pub fn is_marked(&self, atom: Atom) -> bool {
        let i = atom.index();
        self.bits.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }
}

/// FxHash-style word mixing with a final avalanche (murmur3's fmix64), so
/// that texts differing only in their last bytes (`x1`, `x2`, ...) spread
/// over both the bucket bits and the tag bits of the hash table.
fn hash_text(text: &str) -> u64 {
    const K: u64 = 0xf135_7aea_2e62_a9c5;
    let bytes = text.as_bytes();
    let mut h = bytes.len() as u64;
    let mut chunks = bytes.chunks_exact(8);
    for c in &mut chunks {
        let w = u64::from_le_bytes(c.try_into().expect("eight bytes"));
        h = (h.rotate_left(5) ^ w).wrapping_mul(K);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut w = [0u8; 8];
        w[..rest.len()].copy_from_slice(rest);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(w)).wrapping_mul(K);
    }
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^ (h >> 33)
}

impl AtomTable {
    pub fn new() -> Self {
        let mut t = AtomTable {
            texts: Vec::with_capacity(4096),
            state: Vec::with_capacity(4096),
            index: HashTable::with_capacity(4096),
            free: Vec::new(),
            permanent: 0,
            live: 0,
            collectable_bytes: 0,
        };
        for text in PREDEFINED_TEXT {
            t.intern(text);
        }
        debug_assert_eq!(t.len(), PREDEFINED_TEXT.len(), "predefined atoms must be distinct");
        t.make_permanent();
        t
    }

    pub fn intern(&mut self, text: &str) -> Atom {
        let hash = hash_text(text);
        let texts = &self.texts;
        if let Some(&i) = self.index.find(hash, |&i| &*texts[i as usize] == text) {
            return Atom(i);
        }
        let i = match self.free.pop() {
            Some(i) => {
                self.texts[i as usize] = text.into();
                self.state[i as usize] = IN_USE;
                i
            }
            None => {
                let i = u32::try_from(self.texts.len()).expect("atom table full");
                self.texts.push(text.into());
                self.state.push(IN_USE);
                i
            }
        };
        let texts = &self.texts;
        self.index.insert_unique(hash, i, |&j| hash_text(&texts[j as usize]));
        self.live += 1;
        self.collectable_bytes += text.len();
        Atom(i)
    }

    pub fn lookup(&self, text: &str) -> Option<Atom> {
        let texts = &self.texts;
        self.index.find(hash_text(text), |&i| &*texts[i as usize] == text).map(|&i| Atom(i))
    }

    /// The text of an atom (empty for a collected one).
    #[inline]
    pub fn text(&self, atom: Atom) -> &str {
        &self.texts[atom.index()]
    }

    /// The number of atoms in use.
    pub fn len(&self) -> usize {
        self.live
    }

    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// Every atom in use, with its text.
    pub fn iter(&self) -> impl Iterator<Item = (Atom, &str)> + '_ {
        self.texts
            .iter()
            .zip(&self.state)
            .enumerate()
            .filter(|(_, (_, &s))| s & IN_USE != 0)
            .map(|(i, (t, _))| (Atom(i as u32), &**t))
    }

    /// Makes every atom interned so far permanent.
    pub fn make_permanent(&mut self) {
        self.permanent = self.texts.len() as u32;
        self.collectable_bytes = 0;
    }

    /// Bytes of text of the atoms the collector may free.
    pub fn collectable_bytes(&self) -> usize {
        self.collectable_bytes
    }

    /// Whether the collector may ever free `atom`.
    pub fn is_collectable(&self, atom: Atom) -> bool {
        atom.0 >= self.permanent && self.state.get(atom.index()).is_some_and(|&s| s == IN_USE)
    }

    /// Keeps `atom` until as many [`AtomTable::unpin`]s (an atom of clause
    /// code, kept while the code is).
    #[inline]
    pub fn pin(&mut self, atom: Atom) {
        if atom.0 >= self.permanent {
            if let Some(s) = self.state.get_mut(atom.index()) {
                *s = s.saturating_add(PIN);
            }
        }
    }

    /// Undoes one [`AtomTable::pin`].
    #[inline]
    pub fn unpin(&mut self, atom: Atom) {
        if atom.0 >= self.permanent {
            if let Some(s) = self.state.get_mut(atom.index()) {
                if *s >= PIN && *s != u32::MAX {
                    *s -= PIN;
                }
            }
        }
    }

    /// Mark bits for a collection, all clear.
    pub fn new_marks(&self) -> AtomMarks {
        AtomMarks { bits: vec![0; self.texts.len().div_ceil(64)] }
    }

    /// Frees every collectable atom that `marks` does not name; returns how
    /// many. Trailing free slots are given back, and the free list is
    /// rebuilt lowest slot last (reused first).
    pub fn sweep(&mut self, marks: &AtomMarks) -> usize {
        let mut freed = 0;
        for i in self.permanent as usize..self.texts.len() {
            let atom = Atom(i as u32);
            if self.state[i] != IN_USE || marks.is_marked(atom) {
                continue;
            }
            let hash = hash_text(&self.texts[i]);
            if let Ok(entry) = self.index.find_entry(hash, |&j| j == atom.0) {
                entry.remove();
            }
            self.collectable_bytes -= self.texts[i].len();
            self.texts[i] = Box::default();
            self.state[i] = 0;
            freed += 1;
        }
        self.live -= freed;
        while self.texts.len() > self.permanent as usize && self.state.last() == Some(&0) {
            self.texts.pop();
            self.state.pop();
        }
        self.free.clear();
        self.free.extend((self.permanent..self.texts.len() as u32).rev().filter(|&i| self.state[i as usize] == 0));
        self.release_capacity();
        freed
    }

    /// After a sweep that left the table mostly empty, give memory back.
    fn release_capacity(&mut self) {
        const FLOOR: usize = 4096;
        let len = self.texts.len();
        if self.texts.capacity() > FLOOR && len < self.texts.capacity() / 4 {
            self.texts.shrink_to(len.max(FLOOR / 2) * 2);
            self.state.shrink_to(len.max(FLOOR / 2) * 2);
        }
        if self.free.capacity() > FLOOR && self.free.len() < self.free.capacity() / 4 {
            self.free.shrink_to(self.free.len().max(FLOOR / 2) * 2);
        }
        if self.index.capacity() > FLOOR && self.live < self.index.capacity() / 4 {
            let texts = &self.texts;
            self.index.shrink_to(self.live.max(FLOOR / 2) * 2, |&j| hash_text(&texts[j as usize]));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::atoms;

    #[test]
    fn predefined_atoms_have_their_text() {
        let t = AtomTable::new();
        assert_eq!(t.text(atoms::NIL), "[]");
        assert_eq!(t.text(atoms::COMMA), ",");
        assert_eq!(t.text(atoms::OUTPUT), "output");
    }

    #[test]
    fn interning_is_idempotent() {
        let mut t = AtomTable::new();
        let a = t.intern("első_lyuk");
        assert_eq!(t.intern("első_lyuk"), a);
        assert_eq!(t.text(a), "első_lyuk");
        assert_eq!(t.intern("[]"), atoms::NIL);
        assert_eq!(t.lookup("első_lyuk"), Some(a));
        assert_eq!(t.lookup("nowhere"), None);
    }

    #[test]
    fn an_atom_stays_until_each_pin_is_undone() {
        let mut t = AtomTable::new();
        let a = t.intern("twice_pinned");
        t.pin(a);
        t.pin(a);
        t.unpin(a);
        assert_eq!(t.sweep(&t.new_marks()), 0);
        assert_eq!(t.text(a), "twice_pinned");
        t.unpin(a);
        assert_eq!(t.sweep(&t.new_marks()), 1);
        assert_eq!(t.lookup("twice_pinned"), None);
    }

    #[test]
    fn sweep_frees_unmarked_atoms_and_reuses_their_slots() {
        let mut t = AtomTable::new();
        let base = t.len();
        let kept = t.intern("kept");
        let pinned = t.intern("pinned");
        t.pin(pinned);
        let dropped: Vec<Atom> = (0..100).map(|i| t.intern(&format!("dropped{i}"))).collect();
        let last = t.intern("last");
        let mut marks = t.new_marks();
        marks.mark(kept);
        marks.mark(last);
        assert_eq!(t.sweep(&marks), 100);
        assert_eq!(t.len(), base + 3);
        assert_eq!(t.lookup("dropped7"), None);
        assert_eq!(t.text(kept), "kept");
        assert_eq!(t.text(pinned), "pinned");
        assert_eq!(t.lookup("last"), Some(last));
        // The lowest free slot is reused first.
        let again = t.intern("dropped50");
        assert_eq!(again, dropped[0]);
        assert_eq!(t.text(again), "dropped50");
        assert_eq!(t.intern("dropped50"), again);
        assert!(t.iter().any(|(a, s)| a == again && s == "dropped50"));
        assert!(!t.iter().any(|(_, s)| s == "dropped7"));
    }

    #[test]
    fn trailing_free_slots_are_given_back() {
        let mut t = AtomTable::new();
        let base = t.len();
        for i in 0..10_000 {
            t.intern(&format!("x{i}"));
        }
        let marks = t.new_marks();
        assert_eq!(t.sweep(&marks), 10_000);
        assert_eq!(t.len(), base);
        assert_eq!(t.intern("fresh").index(), base);
        assert!(!t.is_collectable(crate::term::atoms::NIL));
    }
}
