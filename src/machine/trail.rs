//! The trail: the undo log of bindings and cell updates that a
//! choicepoint may have to take back.
//!
//! Almost every entry records the binding of an unbound plain variable,
//! whose old contents are known without storing them: the cell at `a`
//! held `Ref(a)`. Such an entry is the address alone, four bytes pushed
//! from a register. Any other update (binding an attributed variable,
//! changing an attribute, a global variable, a mutable term) keeps the
//! old contents too, in a side list that the entry indexes. Entries stay
//! in one list, in the order the updates happened, which undoing needs
//! (an attribute change and a binding of the same cell are undone newest
//! first).
//!
//! A trail mark (a choicepoint's `trail_top`) is a length of the entry
//! list.

use crate::term::{Addr, Cell};

/// The high bit of an entry marks one whose old contents are kept in
/// `values`; the rest is the index there. No heap address reaches it: the
/// `stack_limit` flag stops at `memory::MAX_STACK_LIMIT`, a heap of fewer
/// than 2^30 cells.
const VALUE_ENTRY: u32 = 1 << 31;

#[derive(Default)]
pub struct Trail {
    /// A plain address (old contents `Ref(addr)`), or `VALUE_ENTRY | i`.
    entries: Vec<u32>,
    /// (address, old contents) of the value entries, in entry order.
    values: Vec<(Addr, Cell)>,
}

impl Trail {
    pub fn with_capacity(n: usize) -> Self {
        Trail { entries: Vec::with_capacity(n), values: Vec::new() }
    }

    /// Number of entries: the mark a choicepoint keeps.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Records the binding of the unbound plain variable at `a`.
    #[inline(always)]
    pub fn push_unbound(&mut self, a: Addr) {
        debug_assert!(a < VALUE_ENTRY, "heap address past the stack limit");
        self.entries.push(a);
    }

    /// Records that the cell at `a` held `old`.
    #[inline]
    pub fn push_value(&mut self, a: Addr, old: Cell) {
        let i = self.values.len() as u32;
        assert!(i < VALUE_ENTRY, "trail too large");
        self.values.push((a, old));
        self.entries.push(VALUE_ENTRY | i);
    }

    #[inline(always)]
    fn decode(&self, e: u32) -> (Addr, Cell) {
        if e & VALUE_ENTRY == 0 {
            (e, Cell::Ref(e))
        } else {
            self.values[(e & !VALUE_ENTRY) as usize]
        }
    }

    /// Entries from `from` on, oldest first, as (address, old contents).
    pub fn iter_from(&self, from: usize) -> impl Iterator<Item = (Addr, Cell)> + '_ {
        self.entries[from..].iter().map(|&e| self.decode(e))
    }

    /// Every entry, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = (Addr, Cell)> + '_ {
        self.iter_from(0)
    }

    /// Undoes the entries above `mark`, newest first, writing each old
    /// content back with `restore` (which skips cells no longer on the heap).
    /// The entries are read as a slice and the lists shortened once at the
    /// end: popping them one at a time stored and reloaded the length per
    /// entry, twice the instructions of the walk (a tenth of zebra's).
    #[inline(always)]
    pub fn undo_to(&mut self, mark: u32, mut restore: impl FnMut(Addr, Cell)) {
        let mark = mark as usize;
        if self.entries.len() <= mark {
            return;
        }
        // Value entries index `values` in entry order: the oldest one
        // undone is where the kept values end (none undone: `usize::MAX`).
        let mut values_kept = usize::MAX;
        for &e in self.entries[mark..].iter().rev() {
            if e & VALUE_ENTRY == 0 {
                restore(e, Cell::Ref(e));
            } else {
                values_kept = (e & !VALUE_ENTRY) as usize;
                if let Some(&(a, old)) = self.values.get(values_kept) {
                    restore(a, old);
                }
            }
        }
        self.entries.truncate(mark);
        if values_kept != usize::MAX {
            self.values.truncate(values_kept);
        }
    }

    /// Keeps the entries from `from` on for which `keep` (given the entry's
    /// index, the number of entries kept so far, its address and old
    /// contents) answers a new (address, old contents), in order; the
    /// entries below `from` stay. `keep` sees every entry once, oldest
    /// first. (Garbage collection: rare, so the kept part is rebuilt.)
    pub fn compact_from(
        &mut self,
        from: usize,
        mut keep: impl FnMut(usize, usize, Addr, Cell) -> Option<(Addr, Cell)>,
    ) {
        let first_value = self.entries[..from].iter().filter(|&&e| e & VALUE_ENTRY != 0).count();
        let mut entries = Vec::with_capacity(self.entries.len() - from);
        let mut values = Vec::new();
        for i in from..self.entries.len() {
            let (a, old) = self.decode(self.entries[i]);
            let Some((a, old)) = keep(i, from + entries.len(), a, old) else { continue };
            if old.same(Cell::Ref(a)) {
                entries.push(a);
            } else {
                entries.push(VALUE_ENTRY | (first_value + values.len()) as u32);
                values.push((a, old));
            }
        }
        self.entries.truncate(from);
        self.entries.extend(entries);
        self.values.truncate(first_value);
        self.values.extend(values);
    }

    /// Bytes the entries take now (for statistics and the memory policy).
    pub fn bytes_used(&self) -> usize {
        self.entries.len() * std::mem::size_of::<u32>() + self.values.len() * std::mem::size_of::<(Addr, Cell)>()
    }

    /// Bytes allocated.
    pub fn bytes_allocated(&self) -> usize {
        self.entries.capacity() * std::mem::size_of::<u32>()
            + self.values.capacity() * std::mem::size_of::<(Addr, Cell)>()
    }

    /// Lets go of memory a deep query left, when most of it is unused.
    pub fn shrink_if_sparse(&mut self, big: usize) {
        if self.entries.capacity() > big && self.entries.len() < self.entries.capacity() / 4 {
            self.entries.shrink_to(self.entries.len().max(big / 4) * 2);
        }
        if self.values.capacity() > big && self.values.len() < self.values.capacity() / 4 {
            self.values.shrink_to(self.values.len().max(big / 4) * 2);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::Atom;

    #[test]
    fn entries_undo_newest_first_with_their_old_contents() {
        let mut t = Trail::default();
        t.push_unbound(3);
        t.push_value(3, Cell::Int(7));
        t.push_unbound(9);
        assert_eq!(t.len(), 3);
        let mut undone = Vec::new();
        t.undo_to(1, |a, old| undone.push((a, old)));
        assert_eq!(undone.len(), 2);
        assert!(undone[0].0 == 9 && undone[0].1.same(Cell::Ref(9)));
        assert!(undone[1].0 == 3 && undone[1].1.same(Cell::Int(7)));
        assert_eq!(t.len(), 1);
        assert!(t.iter().next().is_some_and(|(a, old)| a == 3 && old.same(Cell::Ref(3))));
    }

    #[test]
    fn compaction_keeps_order_and_reindexes_values() {
        let mut t = Trail::default();
        t.push_value(1, Cell::Atom(Atom(5)));
        t.push_unbound(2);
        t.push_value(3, Cell::Int(1));
        t.push_unbound(4);
        t.push_value(5, Cell::Int(2));
        // Drop the entries for 3 and 4, move 5 to 50 and 2 to 20.
        t.compact_from(1, |_, _, a, old| match a {
            3 | 4 => None,
            2 => Some((20, Cell::Ref(20))),
            5 => Some((50, old)),
            _ => Some((a, old)),
        });
        let all: Vec<_> = t.iter().collect();
        assert_eq!(all.len(), 3);
        assert!(all[0].0 == 1 && all[0].1.same(Cell::Atom(Atom(5))));
        assert!(all[1].0 == 20 && all[1].1.same(Cell::Ref(20)));
        assert!(all[2].0 == 50 && all[2].1.same(Cell::Int(2)));
        // Undone, the value entries find their reindexed old contents.
        let mut undone = Vec::new();
        t.undo_to(1, |a, old| undone.push((a, old)));
        assert!(undone.len() == 2 && undone[0].0 == 50 && undone[0].1.same(Cell::Int(2)));
        assert!(undone[1].0 == 20 && undone[1].1.same(Cell::Ref(20)));
        undone.clear();
        t.undo_to(0, |a, old| undone.push((a, old)));
        assert!(undone.len() == 1 && undone[0].0 == 1 && undone[0].1.same(Cell::Atom(Atom(5))));
        assert!(t.is_empty() && t.bytes_used() == 0);
    }
}
