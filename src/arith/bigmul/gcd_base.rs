//! The half-gcd's base case (`gcd.rs`): two numbers of up to a few hundred words
//! reduced toward `2^s` by Lehmer's steps, found on their top 128 bits
//! with machine arithmetic (`euclid_u128`) and applied a batch at a time
//! to the whole numbers and to the steps' matrix in place, in buffers
//! allocated once per call. As library values, each batch cost a dozen
//! allocations (a product, a sum, a sign change each), and a coprime gcd
//! of 10,500 limbs spent a tenth of its time in malloc and free.
//!
//! A batch's matrix has entries below `2^63`, so a new number or entry
//! is one pass over the words with two carry chains (`combine`). The
//! rare steps that cannot be batched (a quotient of more than 63 bits,
//! or numbers of 128 bits whose matrix entries reach 2^63) go through the
//! library's arithmetic.

use dashu_int::ops::DivRem;
use dashu_int::Word;

use super::super::big::{BigInt, Sign, UBig};

/// Bits in a word (64, or 32 on wasm32).
const WORD_BITS: usize = Word::BITS as usize;

/// Words a batch's product can add to the larger of its operands: a
/// coefficient below 2^63 times a number, plus another such product.
const SPARE_WORDS: usize = 64 / WORD_BITS;

/// Bits of the top parts the batches are found on.
const TOP_BITS: usize = 128;

/// A signed number in a buffer of fixed length: the words from `len` on
/// are zero, so a pass may read any number as `words.len()` words long.
struct Buffer {
    negative: bool,
    words: Vec<Word>,
    len: usize,
}

impl Buffer {
    fn new(magnitude: &[Word], capacity: usize) -> Buffer {
        let mut words = vec![0; capacity];
        words[..magnitude.len()].copy_from_slice(magnitude);
        let mut buffer = Buffer { negative: false, words, len: magnitude.len() };
        buffer.trim();
        buffer
    }

    /// Drops the leading zero words (a zero is never negative).
    fn trim(&mut self) {
        while self.len > 0 && self.words[self.len - 1] == 0 {
            self.len -= 1;
        }
        if self.len == 0 {
            self.negative = false;
        }
    }

    fn bit_len(&self) -> usize {
        match self.len {
            0 => 0,
            len => len * WORD_BITS - self.words[len - 1].leading_zeros() as usize,
        }
    }

    fn grow(&mut self, capacity: usize) {
        self.words.resize(capacity, 0);
    }

    /// Bits `k..k+128` of the magnitude, which has at most `k + 128` bits.
    fn top(&self, k: usize) -> u128 {
        let (start, shift) = (k / WORD_BITS, k % WORD_BITS);
        let mut top = 0u128;
        for j in 0..=TOP_BITS / WORD_BITS {
            let Some(&word) = self.words.get(start + j) else { break };
            let position = (j * WORD_BITS) as isize - shift as isize;
            top |= match position {
                p if p < 0 => (word as u128) >> -p,
                p if p < TOP_BITS as isize => (word as u128) << p,
                _ => 0,
            };
        }
        top
    }

    fn magnitude(&self) -> UBig {
        UBig::from_words(&self.words[..self.len])
    }

    fn value(&self) -> BigInt {
        BigInt::from_parts(if self.negative { Sign::Negative } else { Sign::Positive }, self.magnitude())
    }

    /// Replaces the number by `value`, growing the buffer if needed.
    fn set(&mut self, value: &BigInt) {
        let (sign, magnitude) = value.as_sign_words();
        if magnitude.len() > self.words.len() {
            self.grow(magnitude.len());
        }
        self.words[..self.len].fill(0);
        self.words[..magnitude.len()].copy_from_slice(magnitude);
        self.len = magnitude.len();
        self.negative = sign == Sign::Negative;
        self.trim();
    }
}

/// `out = a u + b v` for coefficients of magnitude below `2^63`, in one
/// pass: a sum of magnitudes when the two products have the same sign,
/// else a difference (negated at the end if it borrowed out).
fn combine(a: i64, u: &Buffer, b: i64, v: &Buffer, out: &mut Buffer) {
    let len = u.len.max(v.len) + SPARE_WORDS;
    let (ca, cb) = (a.unsigned_abs() as u128, b.unsigned_abs() as u128);
    let (a_negative, b_negative) = ((a < 0) != u.negative, (b < 0) != v.negative);
    let (us, vs) = (&u.words[..len], &v.words[..len]);
    let old_len = out.len;
    let o = &mut out.words[..len];
    if a_negative == b_negative {
        let mut carry = 0u128;
        for ((o, &x), &y) in o.iter_mut().zip(us).zip(vs) {
            let p = ca * x as u128 + cb * y as u128 + carry;
            *o = p as Word;
            carry = p >> WORD_BITS;
        }
        debug_assert_eq!(carry, 0);
        out.negative = a_negative;
    } else {
        let (mut carry_a, mut carry_b, mut borrow) = (0u128, 0u128, false);
        for ((o, &x), &y) in o.iter_mut().zip(us).zip(vs) {
            let pa = ca * x as u128 + carry_a;
            let pb = cb * y as u128 + carry_b;
            carry_a = pa >> WORD_BITS;
            carry_b = pb >> WORD_BITS;
            let (d, b1) = (pa as Word).overflowing_sub(pb as Word);
            let (d, b2) = d.overflowing_sub(borrow as Word);
            *o = d;
            borrow = b1 | b2;
        }
        debug_assert!(carry_a == 0 && carry_b == 0);
        if borrow {
            // Two's complement: the magnitude of a negative difference.
            let mut carry = true;
            for o in o.iter_mut() {
                let (n, c) = (!*o).overflowing_add(carry as Word);
                *o = n;
                carry = c;
            }
        }
        out.negative = a_negative != borrow;
    }
    finish(out, old_len, len);
}

/// Clears the words of `out`'s old value above the `len` just written,
/// and drops the new value's leading zeros.
fn finish(out: &mut Buffer, old_len: usize, len: usize) {
    if old_len > len {
        out.words[len..old_len].fill(0);
    }
    out.len = len;
    out.trim();
}

/// The sign of `c * n`: 1, -1, or 0 when either is zero.
fn term_sign(c: i64, n: &Buffer) -> i128 {
    if c == 0 || n.len == 0 {
        0
    } else if (c < 0) != n.negative {
        -1
    } else {
        1
    }
}

/// `outs[i] = t[i][0] u + t[i][1] v` for both rows in one pass over `u`
/// and `v` (half the loads and loop steps of two [`combine`]s), when in
/// every row the two terms have the same sign (a matrix's columns: a
/// product of Euclid's steps has its signs in a checkerboard) or in every
/// row opposite signs (the numbers); otherwise false, nothing written.
fn combine_rows(t: &[[i64; 2]; 2], u: &Buffer, v: &Buffer, outs: [&mut Buffer; 2]) -> bool {
    let signs = t.map(|row| [term_sign(row[0], u), term_sign(row[1], v)]);
    let same = signs.iter().all(|s| s[0] * s[1] >= 0);
    if !same && !signs.iter().all(|s| s[0] * s[1] <= 0) {
        return false;
    }
    let len = u.len.max(v.len) + SPARE_WORDS;
    let (us, vs) = (&u.words[..len], &v.words[..len]);
    let [out0, out1] = outs;
    let old_lens = [out0.len, out1.len];
    let (o0, o1) = (&mut out0.words[..len], &mut out1.words[..len]);
    let negative = if same {
        // Sums of magnitudes: below 2 (2^63 - 1)(2^W - 1) + 2^W.
        // The carries fit a u64 (below 2^64 by induction), which keeps
        // the loop's state in registers: as u128s, half known zero, they
        // were spilled to the stack.
        let c = t.map(|row| row.map(|c| c.unsigned_abs() as u128));
        let mut carry = [0u64; 2];
        for (((o0, o1), &x), &y) in o0.iter_mut().zip(o1.iter_mut()).zip(us).zip(vs) {
            let (x, y) = (x as u128, y as u128);
            let p0 = c[0][0] * x + c[0][1] * y + carry[0] as u128;
            let p1 = c[1][0] * x + c[1][1] * y + carry[1] as u128;
            *o0 = p0 as Word;
            *o1 = p1 as Word;
            carry = [(p0 >> WORD_BITS) as u64, (p1 >> WORD_BITS) as u64];
        }
        debug_assert_eq!(carry, [0, 0]);
        signs.map(|s| s[0] < 0 || s[1] < 0)
    } else {
        // Row r is sigma_r (|t_r0| u - |t_r1| v), sigma_r the sign of
        // its first term (minus that of its second when the first is
        // zero). Each partial difference lies within (-2^(63+W), 2^(63+W)):
        // computed in wrapping u128 and read back as i128, with two plain
        // word products where an i128 product would take three.
        let c = t.map(|row| row.map(|c| c.unsigned_abs() as u128));
        let sigma = signs.map(|s| if s[0] != 0 { s[0] } else { -s[1] });
        let mut carry = [0i64; 2];
        for (((o0, o1), &x), &y) in o0.iter_mut().zip(o1.iter_mut()).zip(us).zip(vs) {
            let (x, y) = (x as u128, y as u128);
            let p0 = (c[0][0] * x).wrapping_sub(c[0][1] * y).wrapping_add(carry[0] as i128 as u128);
            let p1 = (c[1][0] * x).wrapping_sub(c[1][1] * y).wrapping_add(carry[1] as i128 as u128);
            *o0 = p0 as Word;
            *o1 = p1 as Word;
            carry = [((p0 as i128) >> WORD_BITS) as i64, ((p1 as i128) >> WORD_BITS) as i64];
        }
        debug_assert!(carry.iter().all(|&c| c == 0 || c == -1));
        // A final borrow: the words are the two's complement of the
        // magnitude.
        for (o, &c) in [&mut *o0, &mut *o1].into_iter().zip(&carry) {
            if c != 0 {
                let mut carry = true;
                for o in o.iter_mut() {
                    let (n, c) = (!*o).overflowing_add(carry as Word);
                    *o = n;
                    carry = c;
                }
            }
        }
        [0, 1].map(|r| (carry[r] != 0) != (sigma[r] < 0))
    };
    for ((out, old_len), negative) in [out0, out1].into_iter().zip(old_lens).zip(negative) {
        out.negative = negative;
        finish(out, old_len, len);
    }
    true
}

/// The base's state: the two numbers and the matrix of the steps taken
/// (`numbers = matrix * (x, y)` for the numbers it started from), with a
/// spare buffer for each, the next values written there and swapped in.
struct Reduction {
    numbers: [Buffer; 2],
    matrix: [[Buffer; 2]; 2],
    spare_numbers: [Buffer; 2],
    spare_matrix: [[Buffer; 2]; 2],
}

impl Reduction {
    fn new(x: &UBig, y: &UBig) -> Reduction {
        let capacity = x.as_words().len().max(y.as_words().len()) + 2 * SPARE_WORDS;
        let zero = || Buffer::new(&[], capacity);
        let one = || Buffer::new(&[1], capacity);
        Reduction {
            numbers: [Buffer::new(x.as_words(), capacity), Buffer::new(y.as_words(), capacity)],
            matrix: [[one(), zero()], [zero(), one()]],
            spare_numbers: [zero(), zero()],
            spare_matrix: [[zero(), zero()], [zero(), zero()]],
        }
    }

    fn buffers(&mut self) -> impl Iterator<Item = &mut Buffer> {
        let [a, b] = &mut self.numbers;
        let [c, d] = &mut self.spare_numbers;
        let [[e, f], [g, h]] = &mut self.matrix;
        let [[i, j], [k, l]] = &mut self.spare_matrix;
        [a, b, c, d, e, f, g, h, i, j, k, l].into_iter()
    }

    /// Makes every buffer long enough for a batch's results.
    fn make_room(&mut self) {
        let longest = self.numbers.iter().chain(self.matrix.iter().flatten()).map(|b| b.len).max().unwrap_or(0);
        let needed = longest + SPARE_WORDS;
        if needed > self.numbers[0].words.len() {
            for buffer in self.buffers() {
                buffer.grow(2 * needed);
            }
        }
    }

    /// Applies a batch `t` (entries below `2^63`): each row's number is
    /// made non-negative by negating the row when it came out negative.
    fn apply(&mut self, mut t: [[i64; 2]; 2]) {
        self.make_room();
        let [x, y] = &self.numbers;
        let [s0, s1] = &mut self.spare_numbers;
        if !combine_rows(&t, x, y, [s0, s1]) {
            for (row, out) in t.iter().zip(&mut self.spare_numbers) {
                combine(row[0], x, row[1], y, out);
            }
        }
        for (row, out) in t.iter_mut().zip(&mut self.spare_numbers) {
            if out.negative {
                out.negative = false;
                *row = [-row[0], -row[1]];
            }
        }
        std::mem::swap(&mut self.numbers, &mut self.spare_numbers);
        let [m0, m1] = &self.matrix;
        let [[a, b], [c, d]] = &mut self.spare_matrix;
        for (j, [out0, out1]) in [[a, c], [b, d]].into_iter().enumerate() {
            if !combine_rows(&t, &m0[j], &m1[j], [&mut *out0, &mut *out1]) {
                combine(t[0][0], &m0[j], t[0][1], &m1[j], out0);
                combine(t[1][0], &m0[j], t[1][1], &m1[j], out1);
            }
        }
        std::mem::swap(&mut self.matrix, &mut self.spare_matrix);
    }

    /// Applies `t` with the library's arithmetic (the rare steps).
    fn apply_big(&mut self, mut t: [[BigInt; 2]; 2]) {
        let [x, y] = [self.numbers[0].value(), self.numbers[1].value()];
        for (row, number) in t.iter_mut().zip(&mut self.numbers) {
            let mut value = &row[0] * &x + &row[1] * &y;
            if value < BigInt::ZERO {
                value = -value;
                *row = [-std::mem::take(&mut row[0]), -std::mem::take(&mut row[1])];
            }
            number.set(&value);
        }
        let m = self.matrix.each_ref().map(|row| row.each_ref().map(Buffer::value));
        for (row, out) in t.iter().zip(&mut self.matrix) {
            for j in 0..2 {
                out[j].set(&(&row[0] * &m[0][j] + &row[1] * &m[1][j]));
            }
        }
    }

    /// One Euclid step with a quotient of any size.
    fn division_step(&mut self) {
        let [x, y] = [self.numbers[0].magnitude(), self.numbers[1].magnitude()];
        let (r, q) = if x >= y { (0, (&x).div_rem(&y).0) } else { (1, (&y).div_rem(&x).0) };
        let mut t = [[BigInt::ONE, BigInt::ZERO], [BigInt::ZERO, BigInt::ONE]];
        t[r][1 - r] = -BigInt::from(q);
        self.apply_big(t);
    }
}

/// Reduces `(x, y)`, of at most a few hundred words, until the smaller is
/// below `2^s`: returns the matrix `M` of the steps taken and `M (x, y)`,
/// both non-negative.
pub(super) fn base_reduce(x: &UBig, y: &UBig, s: usize) -> ([[BigInt; 2]; 2], UBig, UBig) {
    let mut state = Reduction::new(x, y);
    reduce(&mut state, s);
    let Reduction { numbers: [x, y], matrix, .. } = state;
    (matrix.map(|row| row.map(|b| b.value())), x.magnitude(), y.magnitude())
}

/// Takes the smaller number of `state` to `2^s` or below.
fn reduce(state: &mut Reduction, s: usize) {
    loop {
        let [bx, by] = [state.numbers[0].bit_len(), state.numbers[1].bit_len()];
        if bx.min(by) <= s {
            break;
        }
        let k = bx.max(by).saturating_sub(TOP_BITS);
        // The top parts stop at 65 bits: coefficients below 2^63, so the
        // low bits move the results by less than the remainders.
        let stop_bits = if k == 0 { s } else { s.saturating_sub(k).max(TOP_BITS / 2 + 1) };
        let t = euclid_u128(state.numbers[0].top(k), state.numbers[1].top(k), stop_bits as u32);
        if t == [[1, 0], [0, 1]] {
            state.division_step();
        } else if let Some(small) = small_matrix(&t) {
            state.apply(small);
        } else {
            state.apply_big(t.map(|row| row.map(BigInt::from)));
        }
    }
}

/// `t` in machine words when its entries are below `2^63` in magnitude.
fn small_matrix(t: &[[i128; 2]; 2]) -> Option<[[i64; 2]; 2]> {
    let entry = |v: i128| i64::try_from(v).ok().filter(|v| *v != i64::MIN);
    Some([[entry(t[0][0])?, entry(t[0][1])?], [entry(t[1][0])?, entry(t[1][1])?]])
}

/// Euclid's steps on `(x, y)` while both are at least `2^s`: the matrix
/// of the steps (entries below `2^(128-s)` in magnitude).
fn euclid_u128(mut x: u128, mut y: u128, s: u32) -> [[i128; 2]; 2] {
    let mut t = [[1i128, 0], [0, 1]];
    let limit = 1u128.checked_shl(s).unwrap_or(u128::MAX);
    while x >= limit && y >= limit {
        let (big, small, r) = if x >= y { (&mut x, y, 0) } else { (&mut y, x, 1) };
        // Most quotients are 1 or 2: a subtraction is cheaper than a
        // 128-bit division.
        let q = if *big - small < small {
            1
        } else if *big - small - small < small {
            2
        } else {
            *big / small
        };
        *big -= q * small;
        let q = q as i128;
        t[r] = [t[r][0] - q * t[1 - r][0], t[r][1] - q * t[1 - r][1]];
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use dashu_int::ops::BitTest;

    /// Numbers of `words` random words with `shift` top bits cleared.
    fn number(seed: u64, words: usize, shift: usize) -> UBig {
        let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let words: Vec<Word> = (0..words)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as Word
            })
            .collect();
        UBig::from_words(&words) >> shift
    }

    fn check(x: &UBig, y: &UBig, s: usize) {
        let (m, xr, yr) = base_reduce(x, y, s);
        let (bx, by) = (BigInt::from(x.clone()), BigInt::from(y.clone()));
        assert_eq!(&m[0][0] * &bx + &m[0][1] * &by, BigInt::from(xr.clone()), "{x} {y} {s}");
        assert_eq!(&m[1][0] * &bx + &m[1][1] * &by, BigInt::from(yr.clone()), "{x} {y} {s}");
        let det = &m[0][0] * &m[1][1] - &m[0][1] * &m[1][0];
        assert!(det == BigInt::ONE || det == -BigInt::ONE);
        assert!(xr.bit_len().min(yr.bit_len()) <= s);
    }

    #[test]
    fn base_steps_keep_the_matrix_exact() {
        let (x, y) = (number(1, 2000 / WORD_BITS + 1, 0), number(2, 1990 / WORD_BITS + 1, 0));
        check(&x, &y, 1001);
        let (m, xr, yr) = base_reduce(&x, &y, 1001);
        assert!(xr.bit_len().max(yr.bit_len()) > 990, "{m:?}");
    }

    #[test]
    fn large_quotients_small_numbers_and_zeros() {
        let x = number(3, 40, 0);
        check(&x, &(&x >> 1000), 200);
        check(&x, &(&x >> 70), 200);
        check(&x, &UBig::ZERO, 0);
        check(&UBig::from(u128::MAX), &UBig::from(u128::MAX / 3 + 7), 1);
        check(&UBig::from(1000u32), &UBig::from(999u32), 1);
    }

    /// A buffer holding `value`, with room for a batch's result.
    fn buffer(value: &BigInt, capacity: usize) -> Buffer {
        let mut b = Buffer::new(&[], capacity);
        b.set(value);
        b
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

        /// Both rows in one pass against the definition, for every mix
        /// of signs (the mixed ones are refused and left to `combine`),
        /// coefficients up to 2^63 - 1 and zeros.
        #[test]
        fn both_rows_at_once_match_the_definition(
            u in proptest::collection::vec(proptest::prelude::any::<Word>(), 0..12),
            v in proptest::collection::vec(proptest::prelude::any::<Word>(), 0..12),
            signs in proptest::collection::vec(proptest::prelude::any::<bool>(), 2),
            t in proptest::collection::vec(-i64::MAX..=i64::MAX, 4),
            zeros in 0usize..6,
        ) {
            let mut t = [[t[0], t[1]], [t[2], t[3]]];
            if zeros < 4 {
                t[zeros / 2][zeros % 2] = 0;
            }
            let sign = |negative: bool| if negative { Sign::Negative } else { Sign::Positive };
            let u = BigInt::from_parts(sign(signs[0]), UBig::from_words(&u));
            let v = BigInt::from_parts(sign(signs[1]), UBig::from_words(&v));
            let capacity = 12 + 2 * SPARE_WORDS;
            let (ub, vb) = (buffer(&u, capacity), buffer(&v, capacity));
            let mut outs = [buffer(&BigInt::from(7u8), capacity), buffer(&-BigInt::from(u128::MAX), capacity)];
            let [o0, o1] = &mut outs;
            if combine_rows(&t, &ub, &vb, [o0, o1]) {
                for (row, out) in t.iter().zip(&outs) {
                    let expected = BigInt::from(row[0]) * &u + BigInt::from(row[1]) * &v;
                    proptest::prop_assert_eq!(out.value(), expected);
                    proptest::prop_assert!(out.words[out.len..].iter().all(|&w| w == 0));
                }
            } else {
                let s = |c: i64, n: &BigInt| c.signum() * i64::try_from(n.signum()).expect("a sign");
                let mixed = t.iter().map(|row| s(row[0], &u) * s(row[1], &v)).collect::<Vec<_>>();
                proptest::prop_assert!(mixed.contains(&1) && mixed.contains(&-1), "{t:?}");
            }
        }

        /// Random pairs of every size up to the base's, toward every
        /// target, against the definition.
        #[test]
        fn random_pairs_keep_the_matrix_exact(
            a in proptest::collection::vec(proptest::prelude::any::<Word>(), 1..60),
            b in proptest::collection::vec(proptest::prelude::any::<Word>(), 1..60),
            shift in 0usize..64,
            target in 0usize..4000,
        ) {
            let (x, y) = (UBig::from_words(&a), UBig::from_words(&b) >> shift);
            let s = target % (x.bit_len().max(y.bit_len()) + 1);
            check(&x, &y, s);
        }
    }
}
