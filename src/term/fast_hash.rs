//! The hasher of the machine's own hash tables, whose keys are heap
//! addresses, small integers and atom ids (the visited sets of cyclic-term
//! walks, the clause indexes, the clause compiler's variable numbers):
//! multiplicative, one step per word. SipHash's resistance to crafted
//! collisions buys nothing for such keys and costs a lot. Texts read from
//! a source (variable and operator names in the reader) keep std's
//! SipHash: a file could be written to collide under this one.

use std::hash::Hasher;

#[derive(Default, Clone, Copy)]
pub struct FastHasher(u64);

impl Hasher for FastHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
    /// A word at a time (a slice of words, as a tabled call's variant key,
    /// hashes in one step a word), then the bytes left one by one.
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for w in &mut words {
            self.write_u64(u64::from_le_bytes(w.try_into().expect("eight bytes")));
        }
        for &b in words.remainder() {
            self.write_u64(b as u64);
        }
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64);
    }
    #[inline]
    fn write_i64(&mut self, n: i64) {
        self.write_u64(n as u64);
    }
    #[inline]
    fn write_isize(&mut self, n: isize) {
        self.write_u64(n as u64);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// A hash map keyed by small words (variable numbers, heap addresses) with
/// [`FastHasher`].
pub type FastMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<FastHasher>>;

/// A hash set of small words with [`FastHasher`].
pub type FastSet<K> = std::collections::HashSet<K, std::hash::BuildHasherDefault<FastHasher>>;
