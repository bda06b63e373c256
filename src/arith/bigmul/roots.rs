//! The tables of roots of unity the transforms (`ntt.rs`, `sums.rs`)
//! multiply by: for each prime, every stage's twiddle factors with their
//! Shoup quotients. The largest table built so far is kept for the next
//! products, and a longer one grows from it by its new stages alone: the
//! squarings of a power double in size, and a table built anew at each
//! doubling cost as much as the transform's first stages (7^1000000:
//! 3.5% of its instructions).

use std::cell::RefCell;
use std::rc::Rc;

use super::field::{Field, PRIMES};

/// Root tables of up to `2^CACHED_LOG_LEN` points (16 bytes a point) are
/// kept for the next product.
const CACHED_LOG_LEN: u32 = 18;

thread_local! {
    /// The largest root table built so far for each prime (in `PRIMES`'
    /// order). Any table's entries do not depend on the transform length,
    /// so a longer one serves every shorter transform.
    static ROOT_TABLES: RefCell<[Rc<Vec<[u64; 2]>>; 3]> = RefCell::default();
}

/// The root table for transforms of `2^log_len` points (or a longer one).
pub fn cached_roots(field: &Field, log_len: u32) -> Rc<Vec<[u64; 2]>> {
    if log_len > CACHED_LOG_LEN {
        return Rc::new(root_table(field, log_len));
    }
    ROOT_TABLES.with(|tables| {
        let mut tables = tables.borrow_mut();
        let i = PRIMES.iter().position(|&p| p == field.p).expect("one of the transform's primes");
        if tables[i].len() < 1 << log_len {
            // The cache usually holds the only reference, and then the
            // table grows in place.
            let old = std::mem::take(&mut tables[i]);
            let old = Rc::try_unwrap(old).unwrap_or_else(|shared| shared.to_vec());
            tables[i] = Rc::new(grown_table(field, old, log_len));
        }
        Rc::clone(&tables[i])
    })
}

/// `root_table(field, log_len)` from a shorter one, `table`: its stages are
/// the lower ones, and each new stage's even entries are the stage
/// below's (`w_2m^2j = w_m^j`), its odd ones those times `w_2m`.
fn grown_table(field: &Field, mut table: Vec<[u64; 2]>, log_len: u32) -> Vec<[u64; 2]> {
    let n = 1usize << log_len;
    if table.len() < 2 {
        return root_table(field, log_len);
    }
    let mut m = table.len();
    table.resize(n, [0; 2]);
    while m < n {
        // `w_2m R^2`: a Montgomery product of a plain entry by it is the
        // Montgomery form of their product, from which come both the
        // plain entry and its Shoup quotient, as in `root_table`.
        let w = field.to_mont(field.root_of_unity(m.trailing_zeros() + 1));
        let (low, high) = table.split_at_mut(m);
        for (pair, &even) in high[..m].chunks_exact_mut(2).zip(&low[m / 2..]) {
            let odd = field.mul_reduced(even[0], w);
            pair[0] = even;
            pair[1] = [field.mul_reduced(odd, 1), field.shoup_of_mont(odd)];
        }
        m *= 2;
    }
    table
}

/// `table[m + j] = (w_2m^j, its Shoup quotient)` (plain, reduced) for
/// every power of two `m < 2^log_len` and `j < m`, where `w_2m` is a root
/// of unity of order `2m`: the twiddle factors of every stage, each
/// stage's contiguous. The top stage is a chain of products; each lower
/// stage takes every other entry of the one above.
fn root_table(field: &Field, log_len: u32) -> Vec<[u64; 2]> {
    let n = 1usize << log_len;
    let mut table = vec![[0u64; 2]; n.max(2)];
    let half = n / 2;
    let w = field.root_of_unity(log_len);
    // x runs over the powers of w in Montgomery form; the table holds
    // them plain, as Shoup's products take them.
    let mut x = field.one;
    for entry in &mut table[half..] {
        *entry = [field.mul_reduced(x, 1), field.shoup_of_mont(x)];
        x = field.mul_reduced(x, w);
    }
    let mut m = half / 2;
    while m >= 1 {
        let (low, high) = table.split_at_mut(2 * m);
        for (entry, above) in low[m..].iter_mut().zip(high.iter().step_by(2)) {
            *entry = *above;
        }
        m /= 2;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::super::field::slow_mul;
    use super::*;

    /// Tables grown stage by stage, from every shorter one, are those
    /// built at once, and their entries are the powers of the roots with
    /// their Shoup quotients.
    #[test]
    fn grown_root_tables_agree_with_fresh_ones() {
        for p in PRIMES {
            let field = Field::new(p);
            for log_len in 1..=12 {
                let fresh = root_table(&field, log_len);
                for from in 0..log_len {
                    let old = if from == 0 { Vec::new() } else { root_table(&field, from) };
                    assert_eq!(grown_table(&field, old, log_len), fresh, "2^{from} grown to 2^{log_len}, p = {p}");
                }
            }
            let table = root_table(&field, 12);
            for log_m in 0..12 {
                let m = 1usize << log_m;
                let w = field.mul_reduced(field.root_of_unity(log_m + 1), 1);
                let mut x = 1u64;
                for &[entry, entry_shoup] in &table[m..2 * m] {
                    assert_eq!(entry, x);
                    assert_eq!(entry_shoup, (((x as u128) << 64) / p as u128) as u64);
                    x = slow_mul(x, w, p);
                }
            }
        }
    }

    /// The cache serves a longer table after a shorter one, and a shorter
    /// one from the longer.
    #[test]
    fn cached_tables_grow_to_the_longest_asked() {
        let field = Field::new(PRIMES[1]);
        let short = cached_roots(&field, 5);
        assert!(short.len() >= 32);
        assert_eq!(&short[..32], &root_table(&field, 5)[..]);
        drop(short);
        let long = cached_roots(&field, 11);
        assert_eq!(&long[..], &root_table(&field, 11)[..]);
        // Held elsewhere, the table is copied before it grows.
        let longer = cached_roots(&field, 13);
        assert_eq!(&longer[..], &root_table(&field, 13)[..]);
        assert_eq!(&long[..], &root_table(&field, 11)[..]);
        assert!(cached_roots(&field, 7).len() >= 1 << 13);
    }
}
