//! chain(Zs, Relation): each element of Zs is in Relation (`#=<`, `#<`,
//! `#>=`, `#>`, `#=`) to the next, as SWI-Prolog's chain/2. One
//! propagator for the whole chain: `#>=` and `#>` are `#=<` and `#<` on
//! the reversed list; an order runs one pass up the chain raising lower
//! bounds and one down it lowering upper bounds (which together reach the
//! fixpoint of the pairwise constraints when no variable occurs twice);
//! `#=` narrows every element to the intersection of their domains.
//! Its residual goals are the pairs not yet entailed, as the pairwise
//! constraints would write them.

use super::global::{GoalTerm, Post, Propagator};
use super::{check, Lin, Rel, Status};
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::queue::PRIO_LINEAR;
use crate::clpfd::store::{Store, Var, EV_BOUNDS, EV_DOM};

/// The relations of chain/2, by their names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Relation {
    Le,
    Lt,
    Ge,
    Gt,
    Eq,
}

impl Relation {
    pub fn from_name(name: &str) -> Option<Relation> {
        Some(match name {
            "#=<" => Relation::Le,
            "#<" => Relation::Lt,
            "#>=" => Relation::Ge,
            "#>" => Relation::Gt,
            "#=" => Relation::Eq,
            _ => return None,
        })
    }
}

pub struct Chain {
    /// In the order of the relation: each is `=<` (`<` when `gap` is 1)
    /// the next, or equal to it when `eq`.
    xs: Box<[Var]>,
    gap: i64,
    eq: bool,
    /// No variable occurs twice (then one run reaches the fixpoint).
    distinct: bool,
}

impl Chain {
    pub fn post(mut xs: Vec<Var>, rel: Relation) -> Post {
        if xs.len() < 2 {
            return Post::Holds;
        }
        if matches!(rel, Relation::Ge | Relation::Gt) {
            xs.reverse();
        }
        let gap = i64::from(matches!(rel, Relation::Lt | Relation::Gt));
        if gap == 1 && xs.windows(2).any(|w| w[0] == w[1]) {
            return Post::Fails;
        }
        let mut sorted = xs.clone();
        sorted.sort_unstable();
        sorted.dedup();
        let distinct = sorted.len() == xs.len();
        Post::prop(Chain { xs: xs.into(), gap, eq: rel == Relation::Eq, distinct })
    }

    /// Whether `a` is surely in the relation to `b` whatever values they take.
    fn entailed(&self, st: &Store, a: Var, b: Var) -> bool {
        if a == b && self.gap == 0 {
            return true;
        }
        if self.eq {
            return st.value(a).is_some() && st.value(a) == st.value(b);
        }
        let (hi, lo) = (st.max(a), st.min(b));
        hi != SUP && lo != INF && (hi as i128) + (self.gap as i128) <= lo as i128
    }

    fn order(&self, st: &mut Store) -> Result<(), Status> {
        let gap = self.gap as i128;
        for w in self.xs.windows(2) {
            let lo = st.min(w[0]);
            if lo != INF {
                check(st.set_bounds(w[1], lo as i128 + gap, i128::MAX))?;
            }
        }
        for w in self.xs.windows(2).rev() {
            let hi = st.max(w[1]);
            if hi != SUP {
                check(st.set_bounds(w[0], i128::MIN, hi as i128 - gap))?;
            }
        }
        Ok(())
    }

    fn equal(&self, st: &mut Store) -> Result<(), Status> {
        let mut common = st.dom(self.xs[0]).clone();
        for &x in &self.xs[1..] {
            common = common.intersect(st.dom(x)).ok_or(Status::Fail)?;
        }
        for &x in self.xs.iter() {
            check(st.restrict(x, &common))?;
        }
        Ok(())
    }
}

impl Propagator for Chain {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        let ev = if self.eq { EV_DOM } else { EV_BOUNDS };
        self.xs.iter().for_each(|&x| sub(x, ev));
    }

    fn priority(&self) -> u8 {
        PRIO_LINEAR
    }

    fn idempotent(&self) -> bool {
        self.distinct
    }

    fn propagate(&self, st: &mut Store) -> Status {
        let done = if self.eq { self.equal(st) } else { self.order(st) };
        if let Err(s) = done {
            return s;
        }
        if self.xs.windows(2).all(|w| self.entailed(st, w[0], w[1])) {
            Status::Entailed
        } else {
            Status::Ok
        }
    }

    fn residual(&self, st: &Store, out: &mut Vec<GoalTerm>) {
        for w in self.xs.windows(2) {
            if !self.entailed(st, w[0], w[1]) {
                let rel = if self.eq { Rel::Eq } else { Rel::Le };
                let lin = Lin { a: [1, -1].into(), x: [w[0], w[1]].into(), c: -self.gap, rel };
                out.push(GoalTerm::Linear(lin));
            }
        }
    }
}
