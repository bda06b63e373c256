//! Big-integer arithmetic on the heap's own limbs: the product of a boxed
//! big integer and a small one written straight to the top of the heap.
//!
//! A product loop (`F1 is F0*I`, a factorial) would otherwise copy the
//! big operand out of the heap into the library's representation, copy it
//! again for the product and copy the result back: four passes over the
//! limbs where this takes one (benches/bigint: 50,000! by a loop 1,770 ms
//! -> see benches/README.md). Everything else goes through the library.

use super::cell::{Addr, BlobKind, Cell};
use super::heap::Heap;

impl Heap {
    /// Whether the blob at `a` (the target of a `Big` cell) is a big
    /// integer, not a rational.
    #[inline]
    pub fn is_bigint_at(&self, a: Addr) -> bool {
        matches!(self.get(a), Cell::Blob(BlobKind::BigPos | BlobKind::BigNeg, _))
    }

    /// Number of limbs of the big integer blob at `a`.
    #[inline]
    pub fn bigint_limbs(&self, a: Addr) -> usize {
        match self.get(a) {
            Cell::Blob(_, n) => n as usize,
            other => panic!("bigint_limbs: not a blob: {other:?}"),
        }
    }

    /// The product of the big integer blob at `a` and `k`, built at the
    /// top of the heap in one pass over the limbs: an `Int` cell when it
    /// fits (only `2^63 * -1`), otherwise a `Big` cell of a new blob. The
    /// caller checks the size bound (at most 64 bits more than `a`).
    pub fn big_times_small(&mut self, a: Addr, k: i64) -> Cell {
        let (kind, n) = match self.get(a) {
            Cell::Blob(kind @ (BlobKind::BigPos | BlobKind::BigNeg), n) => (kind, n as usize),
            other => panic!("big_times_small: not a big integer: {other:?}"),
        };
        if k == 0 {
            return Cell::Int(0);
        }
        let negative = (kind == BlobKind::BigNeg) != (k < 0);
        let m = k.unsigned_abs() as u128;
        let at = self.cells.len();
        let blob = Cell::Blob(if negative { BlobKind::BigNeg } else { BlobKind::BigPos }, n as u32);
        self.cells.reserve(n + 2);
        self.cells.push(blob);
        let carry = self.push_limbs_times(a as usize + 1, n, m);
        if carry != 0 {
            self.cells.push(Cell::Raw(carry));
            self.cells[at] = Cell::Blob(if negative { BlobKind::BigNeg } else { BlobKind::BigPos }, n as u32 + 1);
        } else if n == 1 && negative && matches!(self.cells[at + 1], Cell::Raw(w) if w == 1 << 63) {
            // -2^63 is a small integer: its blob is taken back.
            self.cells.truncate(at);
            return Cell::Int(i64::MIN);
        }
        Cell::Big(at as Addr)
    }

    /// Appends the `n` limbs at `from` times `m`, written one by one as
    /// they are computed; gives the carry out of the top limb.
    ///
    /// Each limb is read once (the operand, usually the previous product,
    /// is in cache) and its product written once to fresh heap memory,
    /// whose lines are fetched a few hundred cells ahead of the writes: a
    /// store to a line not in cache otherwise waits for it, which is why
    /// this pass used to be a block copy (`rep movsb` writes whole lines
    /// without reading them) then a second pass in place. Scratch loop of
    /// 100,000! by products, CPU ms: copy then pass 1,430-1,480, one pass
    /// without the prefetch about the same, with it 940-990 (prefetch
    /// distance 32 cells 1,050, 128 cells 980 unrolled by four).
    fn push_limbs_times(&mut self, from: usize, n: usize, m: u128) -> u64 {
        /// Cells between the one written and the one whose line is fetched.
        const AHEAD: usize = 128;
        let len = self.cells.len();
        assert!(from + n <= len && self.cells.capacity() - len >= n, "push_limbs_times: limbs or room");
        let base = self.cells.as_mut_ptr();
        let mut carry = 0u64;
        // SAFETY: the source cells `from..from + n` are initialized (below
        // `len`) and are a blob's `Raw` words, whose second machine word
        // is the limb (`Cell` is `repr(u64)`: the tag, then the fields);
        // the destination `len..len + n` is reserved capacity
        // (both checked above), so the two ranges do not overlap; every
        // destination cell is written before `set_len` makes it part of
        // the vector. The prefetched address is only computed
        // (`wrapping_add`), never dereferenced.
        unsafe {
            let src = base.add(from) as *const Cell;
            let dst = base.add(len);
            let mut step = |j: usize| {
                // A blob's words are all `Raw`: the payload word is read
                // without testing the tag (`Cell` is `repr(u64)`, so a
                // `Raw` is its tag then its `u64`).
                debug_assert!(matches!(*src.add(j), Cell::Raw(_)));
                let limb = *(src.add(j) as *const u64).add(1);
                let p = limb as u128 * m + carry as u128;
                carry = (p >> 64) as u64;
                dst.add(j).write(Cell::Raw(p as u64));
            };
            let mut j = 0;
            // Four limbs a turn (one line of cells, one prefetch): the
            // loop's own compare and jump were a quarter of its work.
            while j + 4 <= n {
                prefetch(dst.wrapping_add(j + AHEAD));
                step(j);
                step(j + 1);
                step(j + 2);
                step(j + 3);
                j += 4;
            }
            while j < n {
                step(j);
                j += 1;
            }
            self.cells.set_len(len + n);
        }
        carry
    }
}

/// Asks for the cache line at `p` ahead of a write (no effect where the
/// target has no such instruction).
#[inline(always)]
fn prefetch(p: *const Cell) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is a hint: it never faults, whatever the address.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p as *const i8);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::big::{BigInt, BigIntExt};
    use crate::arith::Number;

    fn product_on_heap(x: &BigInt, k: i64) -> Number {
        let mut heap = Heap::new();
        let c = heap.integer(x);
        let Cell::Big(a) = c else { panic!("not big: {x}") };
        let r = heap.big_times_small(a, k);
        Number::from_cell(&heap, r).expect("number")
    }

    #[test]
    fn products_agree_with_the_library() {
        let two63 = BigInt::from(1u64 << 63);
        let bigs = [
            two63.clone(),
            -(two63.clone() + 1u8),
            BigInt::from(u64::MAX),
            BigInt::from(-7).pow(300),
            BigInt::from(3).pow(1001) - 1,
            -(BigInt::from(2).pow(640)),
        ];
        let smalls = [0, 1, -1, 2, -2, 3, 10, -1000, i64::MAX, i64::MIN, 1 << 62, 0x5555_5555_5555_5555];
        for x in &bigs {
            for &k in &smalls {
                let expected = Number::from_bigint(x * BigInt::from(k));
                assert_eq!(product_on_heap(x, k), expected, "{x} * {k}");
            }
        }
    }

    #[test]
    fn minus_two_to_the_63_is_small() {
        let two63 = BigInt::from(1u64 << 63);
        assert_eq!(product_on_heap(&two63, -1), Number::Int(i64::MIN));
        let below = -(two63 + BigInt::ONE);
        assert_eq!(product_on_heap(&below, 1), Number::Big(below.clone()));
    }

    proptest::proptest! {
        #[test]
        fn random_products_agree_with_the_library(
            limbs in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..40),
            negative in proptest::prelude::any::<bool>(),
            k in proptest::prelude::any::<i64>(),
        ) {
            let x = BigInt::from_limbs(negative, &limbs);
            if let Number::Big(x) = Number::from_bigint(x) {
                proptest::prop_assert_eq!(product_on_heap(&x, k), Number::from_bigint(&x * BigInt::from(k)));
            }
        }
    }
}
