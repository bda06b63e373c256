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
        let m = k.unsigned_abs();
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
    fn push_limbs_times(&mut self, from: usize, n: usize, m: u64) -> u64 {
        let len = self.cells.len();
        assert!(from + n <= len && self.cells.capacity() - len >= n, "push_limbs_times: limbs or room");
        let base = self.cells.as_mut_ptr();
        // SAFETY: the source cells `from..from + n` are initialized (below
        // `len`) and are a blob's `Raw` words; the destination
        // `len..len + n` is reserved capacity (both checked above), so the
        // two ranges do not overlap; every destination cell is written
        // before `set_len` makes it part of the vector.
        unsafe {
            let src = base.add(from) as *const Cell;
            let dst = base.add(len);
            let carry = limbs_times(src, dst, n, m);
            self.cells.set_len(len + n);
            carry
        }
    }
}

/// `n` cells at `dst` := the `n` `Raw` cells at `src` times `m`; gives the
/// carry out of the top one. On x86-64 CPUs with BMI2 (looked for at run
/// time: the build targets the baseline x86-64), [`limbs_times_mulx`].
///
/// # Safety
/// `src..src + n` are initialized `Raw` cells; `dst..dst + n` is writable
/// and does not overlap them.
#[inline]
unsafe fn limbs_times(src: *const Cell, dst: *mut Cell, n: usize, m: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        if n >= 8 && std::arch::is_x86_feature_detected!("bmi2") {
            // SAFETY: the CPU has BMI2 (just checked); the rest is the caller's.
            let (carry, done) = unsafe { limbs_times_mulx(src, dst, n, m) };
            // SAFETY: the caller's, for the cells from `done` on.
            return unsafe { limbs_times_body(src.add(done), dst.add(done), n - done, m, carry) };
        }
    }
    // SAFETY: the caller's.
    unsafe { limbs_times_body(src, dst, n, m, 0) }
}

/// The first `8 * (n / 8)` limbs of [`limbs_times`] by `mulx`, which
/// leaves the flags alone: the carries go from limb to limb in the carry
/// flag (`adc` of the previous limb's high word), so a limb is four
/// instructions (the product from memory, the `adc`, the cell's two
/// words) and a turn of eight limbs five more (two prefetches, one
/// pointer for both sides, the count), where the compiler's loop took
/// 9.3 a limb with `mul` (whose fixed registers and flags need moves and
/// the carry saved by `setb`) and 7.3 with `mulx`. Gives the carry and
/// the number of limbs done.
///
/// # Safety
/// The CPU has BMI2; `n >= 8`; the rest as [`limbs_times`].
#[cfg(target_arch = "x86_64")]
unsafe fn limbs_times_mulx(src: *const Cell, dst: *mut Cell, n: usize, m: u64) -> (u64, usize) {
    // `Cell` is `repr(u64)`: a `Raw` is its tag word, then its `u64`.
    const _: () = assert!(std::mem::size_of::<Cell>() == 16);
    let raw = Cell::Raw(0);
    // SAFETY: `raw` is a 16-byte `Cell` whose first word is its tag.
    let tag = unsafe { *(&raw as *const Cell as *const u64) };
    let turns = n / 8;
    // Cell `j`'s product goes to `src + delta + 16j`: one pointer steps
    // through both.
    let delta = (dst as usize).wrapping_sub(src as usize);
    let carry: u64;
    // SAFETY: the loop reads the payload words of the `8 * turns <= n`
    // cells from `src` and writes as many cells from `dst` (tag, then
    // payload), all within the caller's ranges; `prefetcht0` never faults.
    // `dec` and `lea` leave the carry flag alone, so it goes on from turn
    // to turn.
    unsafe {
        std::arch::asm!(
            "xor {hb:e}, {hb:e}",   // the previous high word: 0; CF = 0
            "2:",
            "prefetcht0 [{src} + {delta} + 2048]",
            "mulx {ha}, {lo}, [{src} + 8]",
            "adc {lo}, {hb}",
            "mov [{src} + {delta} + 0], {tag}",
            "mov [{src} + {delta} + 8], {lo}",
            "mulx {hb}, {lo}, [{src} + 24]",
            "adc {lo}, {ha}",
            "mov [{src} + {delta} + 16], {tag}",
            "mov [{src} + {delta} + 24], {lo}",
            "mulx {ha}, {lo}, [{src} + 40]",
            "adc {lo}, {hb}",
            "mov [{src} + {delta} + 32], {tag}",
            "mov [{src} + {delta} + 40], {lo}",
            "mulx {hb}, {lo}, [{src} + 56]",
            "adc {lo}, {ha}",
            "mov [{src} + {delta} + 48], {tag}",
            "mov [{src} + {delta} + 56], {lo}",
            "prefetcht0 [{src} + {delta} + 2112]",
            "mulx {ha}, {lo}, [{src} + 72]",
            "adc {lo}, {hb}",
            "mov [{src} + {delta} + 64], {tag}",
            "mov [{src} + {delta} + 72], {lo}",
            "mulx {hb}, {lo}, [{src} + 88]",
            "adc {lo}, {ha}",
            "mov [{src} + {delta} + 80], {tag}",
            "mov [{src} + {delta} + 88], {lo}",
            "mulx {ha}, {lo}, [{src} + 104]",
            "adc {lo}, {hb}",
            "mov [{src} + {delta} + 96], {tag}",
            "mov [{src} + {delta} + 104], {lo}",
            "mulx {hb}, {lo}, [{src} + 120]",
            "adc {lo}, {ha}",
            "mov [{src} + {delta} + 112], {tag}",
            "mov [{src} + {delta} + 120], {lo}",
            "lea {src}, [{src} + 128]",
            "dec {turns}",
            "jnz 2b",
            "adc {hb}, 0",
            src = inout(reg) src as usize => _,
            delta = in(reg) delta,
            turns = inout(reg) turns => _,
            tag = in(reg) tag,
            in("rdx") m,
            lo = out(reg) _,
            ha = out(reg) _,
            hb = out(reg) carry,
            options(nostack),
        );
    }
    (carry, 8 * (n / 8))
}

/// The portable loop of [`limbs_times`] (other targets, CPUs without
/// BMI2, the last limbs after [`limbs_times_mulx`]), from `carry`.
///
/// # Safety
/// As [`limbs_times`].
#[inline(always)]
unsafe fn limbs_times_body(src: *const Cell, dst: *mut Cell, n: usize, m: u64, carry: u64) -> u64 {
    /// Cells between the one written and the one whose line is fetched.
    const AHEAD: usize = 128;
    let mut carry = carry;
    // SAFETY: the caller's: `j < n` throughout. A blob's words are all
    // `Raw`: the payload word is read without testing the tag (`Cell` is
    // `repr(u64)`, so a `Raw` is its tag then its `u64`). The prefetched
    // address is only computed (`wrapping_add`), never dereferenced.
    unsafe {
        let step = |j: usize, carry: u64| -> u64 {
            debug_assert!(matches!(*src.add(j), Cell::Raw(_)));
            let limb = *(src.add(j) as *const u64).add(1);
            let p = limb as u128 * m as u128;
            let (low, over) = (p as u64).overflowing_add(carry);
            dst.add(j).write(Cell::Raw(low));
            (p >> 64) as u64 + over as u64
        };
        let mut j = 0;
        // Four limbs a turn (one line of cells, one prefetch): the
        // loop's own compare and jump were a quarter of its work.
        while j + 4 <= n {
            prefetch(dst.wrapping_add(j + AHEAD));
            carry = step(j, carry);
            carry = step(j + 1, carry);
            carry = step(j + 2, carry);
            carry = step(j + 3, carry);
            j += 4;
        }
        while j < n {
            carry = step(j, carry);
            j += 1;
        }
    }
    carry
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

    /// Limbs all ones times the largest multipliers (a carry out of every
    /// limb), at lengths around the four-limb turns of the `mulx` loop,
    /// by the loop this CPU runs and by the portable one.
    #[test]
    fn carries_through_every_limb() {
        for n in [1, 2, 3, 4, 5, 7, 8, 9, 127, 128, 129, 1000] {
            let x = BigInt::from_limbs(false, &vec![u64::MAX; n]);
            for k in [i64::MAX, i64::MIN, -1, 3] {
                assert_eq!(product_on_heap(&x, k), Number::from_bigint(&x * BigInt::from(k)), "{n} limbs * {k}");
                let src = vec![Cell::Raw(u64::MAX); n];
                let mut dst = vec![Cell::Int(0); n];
                // SAFETY: `n` `Raw` cells read, `n` cells written, apart.
                let carry = unsafe { limbs_times_body(src.as_ptr(), dst.as_mut_ptr(), n, k.unsigned_abs(), 0) };
                let mut limbs: Vec<u64> =
                    dst.iter().map(|c| if let Cell::Raw(w) = c { *w } else { panic!("{c:?}") }).collect();
                limbs.push(carry);
                assert_eq!(
                    BigInt::from_limbs(false, &limbs),
                    &x * BigInt::from(k.unsigned_abs()),
                    "{n} limbs * {k}, portable"
                );
            }
        }
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
