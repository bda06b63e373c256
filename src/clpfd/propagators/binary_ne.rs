//! The binary disequality `a*x + b*y #\= c` (`Prop::Ne2`: `X #\= Y`,
//! `X #\= Y + C`): woken only when a variable is fixed, it removes the
//! one value that variable excludes from the other and is entailed.

use super::Status;
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::store::{Store, Var};
use crate::clpfd::wide_mul::mul;

/// `a*x + b*y \= c`: once one side is fixed, the value it excludes for
/// the other goes, and the constraint is entailed.
pub fn ne2(st: &mut Store, a: i64, x: Var, b: i64, y: Var, c: i64) -> Status {
    for (k, v, k_other, other) in [(a, x, b, y), (b, y, a, x)] {
        if let Some(val) = st.value(v) {
            return if ne2_exclude(st, k, val, other, k_other, c) { Status::Entailed } else { Status::Fail };
        }
    }
    Status::Ok
}

/// `k*val + k_other*other #\= c` with the first variable fixed to `val`:
/// removes the one excluded value of `other`; false if that empties it.
#[inline]
pub fn ne2_exclude(st: &mut Store, k: i64, val: i64, other: Var, k_other: i64, c: i64) -> bool {
    let rest = c as i128 - mul(k, val);
    // Unit coefficients (X #\= Y + C) need no i128 division, a library
    // call.
    let excluded = match k_other {
        1 => Some(rest),
        -1 => Some(-rest),
        k => {
            let k = k as i128;
            (rest % k == 0).then(|| rest / k)
        }
    };
    match excluded {
        Some(e) if e > INF as i128 && e < SUP as i128 => st.remove(other, e as i64),
        // Past the finite range: only an exact value there can be it.
        Some(e) => st.exact(other) != Some(e),
        None => true,
    }
}

#[cfg(test)]
mod tests {
    use super::super::Prop;
    use crate::clpfd::domain::Domain;
    use crate::clpfd::store::Store;

    /// `a*x + b*y #\= c` against enumeration: once x is fixed, y keeps
    /// exactly the values that satisfy the constraint.
    #[test]
    fn ne2_removes_the_one_excluded_value() {
        for (a, b, c) in [(1, -1, 0), (1, -1, 3), (2, 3, 12), (-1, 2, -4), (3, 3, 7)] {
            for xv in -3..=6 {
                let mut st = Store::default();
                let x = st.new_var(Domain::Range((-3, 6)), 0);
                let y = st.new_var(Domain::Range((-5, 8)), 0);
                st.add_prop(Prop::Ne2 { a, x, b, y, c });
                assert!(st.propagate().expect("converges"));
                assert_eq!(st.dom(y), &Domain::Range((-5, 8)), "nothing fixed, nothing pruned");
                assert!(st.assign(x, xv));
                let ok = st.propagate().expect("converges");
                let want: Vec<i64> = (-5..=8).filter(|&yv| a * xv + b * yv != c).collect();
                assert!(ok, "{a}*{xv} + {b}*y #\\= {c}");
                assert_eq!(st.dom(y).values().collect::<Vec<_>>(), want, "{a}*{xv} + {b}*y #\\= {c}");
            }
        }
    }

    /// Fixing one variable of a chain of binary disequalities fixes the
    /// others in the same fixpoint (each newly fixed variable runs its
    /// own), and backtracking restores every domain.
    #[test]
    fn fixing_cascades_through_binary_disequalities() {
        let mut st = Store::default();
        let x = st.new_var(Domain::Range((1, 2)), 0);
        let y = st.new_var(Domain::Range((1, 2)), 0);
        let z = st.new_var(Domain::Range((1, 4)), 0);
        st.add_prop_idle(Prop::Ne2 { a: 1, x, b: -1, y, c: 0 });
        st.add_prop_idle(Prop::Ne2 { a: 1, x: y, b: -1, y: z, c: 0 });
        st.add_prop_idle(Prop::AbsDiffNe { x, y: z, c: 2 });
        let mark = st.trail_len();
        st.mark = mark;
        assert!(st.assign(x, 1));
        assert!(st.propagate().expect("converges"));
        assert_eq!((st.value(y), st.dom(z).values().collect::<Vec<_>>()), (Some(2), vec![1, 4]));
        st.undo_to(mark);
        assert!(st.assign(y, 1));
        assert!(st.propagate().expect("converges"));
        assert_eq!((st.value(x), st.dom(z).values().collect::<Vec<_>>()), (Some(2), vec![2, 3]));
        st.undo_to(mark);
        for v in [x, y] {
            assert_eq!(st.dom(v), &Domain::Range((1, 2)));
        }
        assert_eq!(st.dom(z), &Domain::Range((1, 4)));
    }

    /// The pass over a fixed variable's disequalities on bitset domains
    /// (the store's in-line removal): the other variable keeps exactly
    /// the values the constraints allow, is listed as fixed exactly when
    /// one is left, fails when none is, and backtracking restores it.
    #[test]
    fn disequalities_on_bitsets_remove_what_enumeration_removes() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(11);
        for _ in 0..5_000 {
            let mut st = Store::default();
            let base = rng.random_range(-20..20);
            // Two values at least: y starts unfixed.
            let bits = rng.random::<u64>() >> rng.random_range(0..62) | 1 | 1 << rng.random_range(1..8);
            let dy = Domain::from_mask(base, bits).expect("non-empty");
            let xv = rng.random_range(-25..25);
            let x = st.new_var(Domain::Range((-25, 25)), 0);
            let y = st.new_var(dy.clone(), 0);
            let mut allowed: Vec<i64> = dy.values().collect();
            for _ in 0..rng.random_range(1..4) {
                let c = rng.random_range(-6..6);
                if rng.random_bool(0.5) {
                    let (a, b) = ([1, -1][rng.random_range(0..2)], [1, -1][rng.random_range(0..2)]);
                    st.add_prop_idle(Prop::Ne2 { a, x, b, y, c });
                    allowed.retain(|&yv| a * xv + b * yv != c);
                } else {
                    // (Posted only with c >= 0: a negative c holds.)
                    let c = c.abs();
                    st.add_prop_idle(Prop::AbsDiffNe { x, y, c });
                    allowed.retain(|&yv| (xv - yv).abs() != c);
                }
            }
            let mark = st.trail_len();
            st.mark = mark;
            let ok = st.assign(x, xv) && st.propagate().expect("converges");
            assert_eq!(ok, !allowed.is_empty(), "{dy:?} x = {xv}");
            if ok {
                assert_eq!(st.dom(y).values().collect::<Vec<_>>(), allowed, "{dy:?} x = {xv}");
                assert_eq!(st.fixed.contains(&y), allowed.len() == 1, "{dy:?} x = {xv}");
            }
            st.undo_to(mark);
            assert_eq!(st.dom(y), &dy);
        }
    }

    #[test]
    fn ne2_fails_when_both_sides_are_fixed_equal() {
        let mut st = Store::default();
        let x = st.new_var(Domain::Range((1, 3)), 0);
        let y = st.new_var(Domain::singleton(2), 0);
        st.add_prop(Prop::Ne2 { a: 1, x, b: -1, y, c: 0 });
        assert!(st.propagate().expect("converges"));
        assert_eq!(st.dom(x).values().collect::<Vec<_>>(), vec![1, 3]);
        assert!(st.assign(x, 3));
        assert!(st.propagate().expect("converges"));
        let z = st.new_var(Domain::singleton(3), 0);
        st.add_prop(Prop::Ne2 { a: 1, x, b: -1, y: z, c: 0 });
        assert!(!st.propagate().expect("converges"));
    }
}
