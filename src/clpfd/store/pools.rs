//! The pools of what backtracking frees: the term slices of linear
//! propagators and the boxes of disjunctions of precedences, kept for the
//! next posts of their kind.

use super::{LinSlices, Store};
use crate::clpfd::propagators::{PairLeOr, Prop};

/// Linear propagators of up to this many terms give their slices back to
/// the pool when backtracking removes them, at most `LIN_POOL_DEPTH` of
/// each length: a model posted again and again (a search restarted, a
/// `\+ \+` loop) then allocates and frees none, and the pool never holds
/// more than the largest number of such propagators alive at once. The
/// depth holds the one-term equations of reified counting (magic_series(20)
/// posts 400 `B #<==> (Y #= I)`, each a one-term `ReifLin`).
const LIN_POOL_LEN: usize = 32;
const LIN_POOL_DEPTH: usize = 1024;

impl Store {
    /// Slices for a linear propagator of `n` terms, from the pool (their
    /// contents are stale: the caller fills them).
    #[inline]
    pub fn lin_slices(&mut self, n: usize) -> Option<LinSlices> {
        self.lin_pool.get_mut(n)?.pop()
    }

    /// Keeps the slices of a removed linear propagator for the next post
    /// of its length. Always inlined: backtracking calls it for every
    /// propagator it removes (jobshop: 0.2% more instructions once a
    /// second caller made the compiler keep it out of line).
    #[inline(always)]
    pub(super) fn recycle(&mut self, prop: Prop) {
        let lin = match prop {
            Prop::Lin(lin) | Prop::BoolSum(lin) | Prop::ReifLin { lin, .. } => lin,
            Prop::PairLeOr(d) => {
                if self.pair_pool.len() < LIN_POOL_DEPTH {
                    self.pair_pool.push(d);
                }
                return;
            }
            _ => return,
        };
        let n = lin.x.len();
        if n == 0 || n > LIN_POOL_LEN || lin.a.len() != n {
            return;
        }
        if self.lin_pool.len() <= n {
            self.lin_pool.resize_with(n + 1, Vec::new);
        }
        let bucket = &mut self.lin_pool[n];
        if bucket.len() < LIN_POOL_DEPTH {
            bucket.push((lin.a, lin.x));
        }
    }

    /// The propagator of disjunction `d`, in a box of the pool if there
    /// is one: a model posted again and again (jobshop's search restarts)
    /// then allocates and frees none.
    pub fn pair_le_or(&mut self, d: PairLeOr) -> Prop {
        match self.pair_pool.pop() {
            Some(mut boxed) => {
                *boxed = d;
                Prop::PairLeOr(boxed)
            }
            None => Prop::PairLeOr(Box::new(d)),
        }
    }
}
