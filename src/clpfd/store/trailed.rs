//! Trailed words: a propagator's own incremental state, kept in the store
//! so that backtracking restores it with the domains it was read from.
//!
//! A propagator that wants one takes a block of words, once: keyed by its
//! `PropId` ([`Store::prop_block`], made on its first run, for state the
//! propagator variant cannot hold itself) or held by the propagator
//! ([`Store::new_block`]). A block is removed by backtracking past its
//! making (`Entry::Block`), so a `PropId` that backtracking frees and a
//! later propagator reuses never finds the block of the old one.
//!
//! Inside a block, [`Store::set_word`] writes a word with its old value
//! trailed (`Entry::Word`); [`Store::words_mut`] writes without a trail
//! entry, for contents whose order alone changes and whose meaningful
//! part a trailed word delimits (the sparse sets of the incremental
//! sums: an open prefix of term indices, decided ones swapped past it).

use super::{Entry, PropId, Store, VarInfo};

/// The `PropId` of a block no propagator is keyed to.
const NO_PROP: PropId = PropId::MAX;
/// No block for this propagator.
const NO_BLOCK: u32 = u32::MAX;

#[derive(Default)]
pub struct Words {
    words: Vec<u32>,
    /// The start of each propagator's block, by `PropId` (as long as the
    /// highest one that has had one).
    of_prop: Vec<u32>,
}

impl Store {
    /// The start of propagator `p`'s block of `n` words, made now (its
    /// contents from `init`) if it has none.
    #[inline]
    pub fn prop_block(&mut self, p: PropId, n: usize, init: impl FnOnce(&mut [u32])) -> u32 {
        match self.words.of_prop.get(p as usize) {
            Some(&at) if at != NO_BLOCK => at,
            _ => self.make_block(p, n, init),
        }
    }

    #[cold]
    #[inline(never)]
    fn make_block(&mut self, p: PropId, n: usize, init: impl FnOnce(&mut [u32])) -> u32 {
        if self.words.of_prop.len() <= p as usize {
            self.words.of_prop.resize(p as usize + 1, NO_BLOCK);
        }
        let at = self.block(n, init, p);
        self.words.of_prop[p as usize] = at;
        at
    }

    /// A new block of `n` words (contents from `init`), held by its maker.
    pub fn new_block(&mut self, n: usize, init: impl FnOnce(&mut [u32])) -> u32 {
        self.block(n, init, NO_PROP)
    }

    fn block(&mut self, n: usize, init: impl FnOnce(&mut [u32]), p: PropId) -> u32 {
        let at = self.words.words.len();
        self.words.words.resize(at + n, 0);
        init(&mut self.words.words[at..]);
        self.trail.push(Entry::Block(at as u32, p));
        at as u32
    }

    #[inline]
    pub fn word(&self, i: u32) -> u32 {
        self.words.words[i as usize]
    }

    /// Writes word `i`, its old value trailed.
    #[inline]
    pub fn set_word(&mut self, i: u32, value: u32) {
        let old = std::mem::replace(&mut self.words.words[i as usize], value);
        self.trail.push(Entry::Word(i, old));
    }

    /// The `n` words from `i`, to write without trail entries.
    #[inline]
    pub fn words_mut(&mut self, i: u32, n: usize) -> &mut [u32] {
        &mut self.words.words[i as usize..i as usize + n]
    }

    /// The `n` words from `i`, to write without trail entries, with the
    /// variables, to read (a scan of a block's terms).
    #[inline]
    pub fn words_and_vars(&mut self, i: u32, n: usize) -> (&mut [u32], &[VarInfo]) {
        (&mut self.words.words[i as usize..i as usize + n], &self.vars)
    }

    /// The words from `i`, to read.
    #[inline]
    pub fn words(&self, i: u32, n: usize) -> &[u32] {
        &self.words.words[i as usize..i as usize + n]
    }

    /// Undoes `Entry::Word`.
    #[inline]
    pub(super) fn undo_word(&mut self, i: u32, old: u32) {
        self.words.words[i as usize] = old;
    }

    /// Undoes `Entry::Block`: the block and every newer one go.
    pub(super) fn undo_block(&mut self, at: u32, p: PropId) {
        self.words.words.truncate(at as usize);
        if p != NO_PROP {
            self.words.of_prop[p as usize] = NO_BLOCK;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::clpfd::store::Store;

    /// Words written after a mark come back on undoing to it; a block made
    /// after it goes, and its propagator makes a new one.
    #[test]
    fn words_and_blocks_are_undone() {
        let mut st = Store::default();
        let a = st.prop_block(3, 2, |w| w.copy_from_slice(&[7, 8]));
        assert_eq!(st.prop_block(3, 2, |_| unreachable!()), a);
        let mark = st.trail_len();
        st.set_word(a, 70);
        let b = st.prop_block(5, 1, |w| w[0] = 9);
        st.words_mut(b, 1)[0] = 90;
        assert_eq!((st.word(a), st.word(b)), (70, 90));
        st.undo_to(mark);
        assert_eq!(st.words(a, 2), &[7, 8]);
        let b2 = st.prop_block(5, 1, |w| w[0] = 11);
        assert_eq!((b2, st.word(b2)), (b, 11));
        st.undo_to(0);
        assert_eq!(st.prop_block(3, 1, |w| w[0] = 1), 0);
    }
}
