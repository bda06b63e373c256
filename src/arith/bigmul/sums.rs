//! Sums of products by the transform with each operand transformed once:
//! the half-gcd's 2x2 matrices multiply each entry by two others and add
//! the products in pairs (`M' = T M`, `(x', y') = T (x, y)`), so the eight
//! products of a matrix product cost eight forward transforms and four
//! backward ones (one per sum of two), where products one at a time cost
//! twenty-four, or twenty with `super::Factor`; a matrix applied to two
//! numbers six and two, where it cost ten. The products of a sum are
//! added up pointwise before the one backward transform (the transform is
//! linear), a product of unlike signs subtracted: the coefficients of
//! such a sum can be negative, so the plan leaves room for twice the sum
//! and the limbs are rebuilt with signed coefficients and carries
//! (`crt::combine_three::<true>`).

use super::field::Field;
use super::ntt::{backward, cached_roots, combine_signed, reduce2, transformed, Plan};
use super::unstopped;
use crate::host::stop::Stop;

/// One transform length and cut for sums of up to `terms` products,
/// each of operands whose limbs add up to at most `limbs`.
pub struct SumPlan {
    plan: Plan,
    /// Limbs of a sum: the longest product's and one for the carries.
    len: usize,
}

/// An operand transformed modulo each prime of a [`SumPlan`].
pub struct Transformed {
    residues: Vec<Vec<u64>>,
}

impl SumPlan {
    pub fn new(limbs: usize, terms: usize) -> SumPlan {
        // A product of `a` and `b` limbs has at most `c(a) + c(b) - 1`
        // coefficients, which is at most `c(a + b)`.
        let plan = Plan::cheapest(|bits| super::crt::coefficient_count(limbs, bits), terms as u128);
        SumPlan { plan, len: limbs + 1 }
    }

    /// The forward transforms of a non-empty operand of at most the
    /// plan's limbs.
    pub fn transform(&self, limbs: &[u64]) -> Transformed {
        let stop = Stop::default();
        let residues = self
            .plan
            .primes()
            .iter()
            .map(|&p| {
                let field = Field::new(p);
                unstopped(transformed(&field, limbs, self.plan, &cached_roots(&field, self.plan.log_len), &stop))
            })
            .collect();
        Transformed { residues }
    }

    /// The sum of the products of the pairs, each negated when its flag
    /// says so: whether it is negative, and its magnitude's limbs. The
    /// plan's terms must be twice the products (a coefficient of the sum
    /// is read as negative above half the primes' product).
    pub fn signed_sum(&self, products: &[(&Transformed, &Transformed, bool)]) -> (bool, Vec<u64>) {
        let mut limbs = combine_signed::<true>(&self.residues_of_sum(products), self.len, self.plan);
        // Two's complement: the top limb is 0 or 1 above a positive sum.
        let negative = limbs.last().is_some_and(|&top| (top as i64) < 0);
        if negative {
            let mut carry = true;
            for limb in limbs.iter_mut() {
                let (value, c) = (!*limb).overflowing_add(carry as u64);
                *limb = value;
                carry = c;
            }
        }
        (negative, limbs)
    }

    /// For each prime, the backward transform of the pointwise sum of the
    /// products (negated where flagged).
    fn residues_of_sum(&self, products: &[(&Transformed, &Transformed, bool)]) -> Vec<Vec<u64>> {
        let stop = Stop::default();
        (0..self.plan.primes().len())
            .map(|k| {
                let field = Field::new(self.plan.primes()[k]);
                let two_p = 2 * field.p;
                // Values below 2p, as the transforms leave them; a negated
                // one is 2p minus it.
                let term = |x: u64, y: u64, negated: bool| {
                    let v = field.mul(x, y);
                    if negated {
                        reduce2(two_p - v, two_p)
                    } else {
                        v
                    }
                };
                let (first, rest) = products.split_first().expect("a sum of at least one product");
                let mut sum: Vec<u64> =
                    first.0.residues[k].iter().zip(&first.1.residues[k]).map(|(&x, &y)| term(x, y, first.2)).collect();
                for &(a, b, negated) in rest {
                    for ((s, &x), &y) in sum.iter_mut().zip(&a.residues[k]).zip(&b.residues[k]) {
                        *s = reduce2(*s + term(x, y, negated), two_p);
                    }
                }
                unstopped(backward(&field, &mut sum, &cached_roots(&field, self.plan.log_len), &stop));
                sum
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::big::UBig;
    use super::super::tests::random_limbs;
    use super::*;

    fn ubig(limbs: &[u64]) -> UBig {
        UBig::from_words(limbs)
    }

    /// The limbs of a sum of products without negated ones.
    fn sum(plan: &SumPlan, products: &[(&Transformed, &Transformed)]) -> Vec<u64> {
        let products: Vec<_> = products.iter().map(|&(a, b)| (a, b, false)).collect();
        let (negative, limbs) = plan.signed_sum(&products);
        assert!(!negative, "a sum of products is not negative");
        limbs
    }

    /// Sums of one and two products of random and all-ones operands of
    /// many sizes (plans of two and three primes, short and long
    /// transforms) against the library's products.
    #[test]
    fn sums_of_products_agree_with_the_library() {
        let mut seed = 7;
        for (la, lb, lc, ld) in
            [(1, 1, 1, 1), (3, 5, 4, 4), (250, 260, 255, 251), (700, 300, 600, 400), (2100, 1999, 1, 4000)]
        {
            for ones in [false, true] {
                let make =
                    |len: usize, seed: &mut u64| if ones { vec![u64::MAX; len] } else { random_limbs(len, seed) };
                let (a, b, c, d) = (make(la, &mut seed), make(lb, &mut seed), make(lc, &mut seed), make(ld, &mut seed));
                let plan = SumPlan::new((la + lb).max(lc + ld), 2);
                let [ta, tb, tc, td] = [&a, &b, &c, &d].map(|v| plan.transform(v));
                let expected = ubig(&a) * ubig(&b) + ubig(&c) * ubig(&d);
                assert_eq!(ubig(&sum(&plan, &[(&ta, &tb), (&tc, &td)])), expected, "{la} {lb} {lc} {ld}");
                assert_eq!(ubig(&sum(&plan, &[(&tc, &td)])), ubig(&c) * ubig(&d), "{lc} {ld}");
            }
        }
    }

    /// Differences of products (either sign, both plans, a zero result)
    /// against the library's.
    #[test]
    fn signed_sums_agree_with_the_library() {
        use super::super::super::big::BigInt;
        let mut seed = 11;
        for (la, lb, lc, ld) in [(2, 3, 3, 2), (250, 260, 255, 251), (700, 300, 600, 400), (2100, 1999, 3, 4000)] {
            let (a, b, c, d) = (
                random_limbs(la, &mut seed),
                random_limbs(lb, &mut seed),
                random_limbs(lc, &mut seed),
                random_limbs(ld, &mut seed),
            );
            let plan = SumPlan::new((la + lb).max(lc + ld), 4);
            let [ta, tb, tc, td] = [&a, &b, &c, &d].map(|v| plan.transform(v));
            let int = |v: &[u64]| BigInt::from(ubig(v));
            let signed = |(negative, limbs): (bool, Vec<u64>)| if negative { -int(&limbs) } else { int(&limbs) };
            let ab_minus_cd = int(&a) * int(&b) - int(&c) * int(&d);
            assert_eq!(signed(plan.signed_sum(&[(&ta, &tb, false), (&tc, &td, true)])), ab_minus_cd.clone());
            assert_eq!(signed(plan.signed_sum(&[(&ta, &tb, true), (&tc, &td, false)])), -ab_minus_cd);
            assert_eq!(
                signed(plan.signed_sum(&[(&ta, &tb, true), (&tc, &td, true)])),
                -(int(&a) * int(&b) + int(&c) * int(&d))
            );
            assert_eq!(signed(plan.signed_sum(&[(&ta, &tb, true), (&ta, &tb, false)])), BigInt::ZERO);
            assert_eq!(signed(plan.signed_sum(&[(&ta, &tb, true)])), -(int(&a) * int(&b)));
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]

        /// Random sums of two products of operands of up to 900 limbs.
        #[test]
        fn random_sums_agree_with_the_library(
            a in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..900),
            b in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..900),
            c in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..900),
            d in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..900),
        ) {
            let plan = SumPlan::new((a.len() + b.len()).max(c.len() + d.len()), 2);
            let [ta, tb, tc, td] = [&a, &b, &c, &d].map(|v| plan.transform(v));
            let expected = ubig(&a) * ubig(&b) + ubig(&c) * ubig(&d);
            proptest::prop_assert_eq!(ubig(&sum(&plan, &[(&ta, &tb), (&tc, &td)])), expected);
        }

        /// Random differences of two products of operands of up to 900
        /// limbs, by magnitude and sign.
        #[test]
        fn random_differences_agree_with_the_library(
            a in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..900),
            b in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..900),
            c in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..900),
            d in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..900),
        ) {
            let plan = SumPlan::new((a.len() + b.len()).max(c.len() + d.len()), 4);
            let [ta, tb, tc, td] = [&a, &b, &c, &d].map(|v| plan.transform(v));
            let (ab, cd) = (ubig(&a) * ubig(&b), ubig(&c) * ubig(&d));
            let (negative, limbs) = plan.signed_sum(&[(&ta, &tb, false), (&tc, &td, true)]);
            proptest::prop_assert_eq!(negative, ab < cd);
            proptest::prop_assert_eq!(ubig(&limbs), if ab >= cd { ab - cd } else { cd - ab });
        }
    }
}
