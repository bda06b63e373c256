//! The degree of a variable: the number of propagators attached to it as
//! SWI-Prolog counts them, which `labeling([ffc])` breaks ties of domain
//! size with and `fd_degree/2` answers.
//!
//! SWI-Prolog keeps, per variable, lists of the propagators posted on it
//! and counts their entries, dead ones included: an entry leaves the
//! list only when backtracking undoes its posting. Two things make that
//! count differ from the propagators this store runs:
//!
//! - a constraint is often several propagators there where it is one
//!   here (element/3 posts a reified disequality per list element beside
//!   its own propagator), and some propagators post others as they
//!   simplify (a sum left with three variables posts `X + Y #= Z`); the
//!   posting code adds those entries with [`Store::add_degree`];
//! - unifying two variables appends their lists, and SWI-Prolog unifies
//!   where this store keeps two variables tied by an equality (element/3
//!   once its index is known, `X #= Y`): [`Store::merge_degrees`] makes
//!   the two variables share one count, as the unified variable would.
//!
//! A variable's own count is the length of its subscription lists (an
//! entry leaves them only by backtracking too: nothing to keep as
//! propagators attach) plus what the posting code added. Once merged, a
//! variable links to its class's root (a union-find without path
//! compression: merging is rare and classes stay small), and the store
//! lists the linked variables; a class's count is the sum of its
//! members' own counts, added up when a degree is asked (`ffc` labeling
//! and `fd_degree/2` pay for it, attaching a propagator does not). All
//! changes are trailed.

use super::{Entry, PropId, Store, Var};
use crate::clpfd::propagators::{ArithOp, Lin, Prop, Rel};

/// No link: the variable holds the count of its class.
pub(super) const ROOT: Var = Var::MAX;

/// A variable's count beyond its subscriptions, and its link (see the
/// module documentation).
#[derive(Clone, Copy)]
pub(super) struct Degree {
    pub(super) extra: i64,
    pub(super) link: Var,
}

impl Default for Degree {
    fn default() -> Degree {
        Degree { extra: 0, link: ROOT }
    }
}

impl Store {
    /// The variable holding the count of `v`'s class.
    #[inline]
    pub(super) fn degree_root(&self, mut v: Var) -> Var {
        loop {
            let link = self.degrees[v as usize].link;
            if link == ROOT {
                return v;
            }
            v = link;
        }
    }

    /// The count of `v` alone: its subscriptions and what was added to it.
    fn own_count(&self, v: Var) -> i64 {
        let subscriptions: usize = self.subs[v as usize].iter().map(Vec::len).sum();
        subscriptions as i64 + self.degrees[v as usize].extra
    }

    /// The count of class root `r`: its own and its members'.
    fn class_count(&self, r: Var) -> i64 {
        let members = self.degree_links.iter().filter(|&&u| self.degree_root(u) == r);
        self.own_count(r) + members.map(|&u| self.own_count(u)).sum::<i64>()
    }

    /// The number of propagators SWI-Prolog would list on `v`.
    pub fn degree(&self, v: Var) -> u32 {
        self.class_count(self.degree_root(v)).clamp(0, u32::MAX as i64) as u32
    }

    /// Adds `delta` entries to the count of `v` (trailed): propagators
    /// SWI-Prolog posts on `v` where this store posts fewer, or, negative,
    /// an attachment it does not make.
    pub fn add_degree(&mut self, v: Var, delta: i32) {
        if delta == 0 {
            return;
        }
        let r = self.degree_root(v);
        self.degrees[r as usize].extra += delta as i64;
        self.trail.push(Entry::Degree(r, delta));
    }

    /// Undoes [`Store::add_degree`] on class root `r`.
    pub(super) fn undo_add_degree(&mut self, r: Var, delta: i32) {
        self.degrees[r as usize].extra -= delta as i64;
    }

    /// `x` and `y` are one variable for SWI-Prolog from now on: their
    /// classes become one, counting the propagators of both (trailed).
    #[inline]
    pub fn merge_degrees(&mut self, x: Var, y: Var) {
        let (rx, ry) = (self.degree_root(x), self.degree_root(y));
        if rx == ry {
            return;
        }
        self.degrees[rx as usize].link = ry;
        self.degree_links.push(rx);
        self.trail.push(Entry::DegreeLink(rx));
    }

    /// Undoes the link of a merge: `r` is a class root again.
    pub(super) fn undo_degree_link(&mut self, r: Var) {
        self.degrees[r as usize].link = ROOT;
        let last = self.degree_links.pop();
        debug_assert_eq!(last, Some(r), "links are undone newest first");
    }
}

/// `swi_stage` of a propagator: not looked at yet, SWI-Prolog's
/// `scalar_product_eq` (a sum), its `pplus` (`X + Y #= Z`), nothing more to
/// count.
const STAGE_UNSEEN: u8 = 0;
const STAGE_SUM: u8 = 1;
const STAGE_PLUS: u8 = 2;
pub(super) const STAGE_DONE: u8 = 3;

/// The `swi_stage` a propagator starts at: done for the propagators whose
/// counterparts never repost, so that the fixpoint loop's hook costs
/// them one test.
pub(super) fn initial_stage(prop: &Prop) -> u8 {
    match prop {
        Prop::Lin(lin) if lin.rel == Rel::Eq => STAGE_UNSEEN,
        Prop::ReifLin { lin, .. } if lin.x.len() == 2 => STAGE_UNSEEN,
        _ => STAGE_DONE,
    }
}

impl Store {
    /// After propagator `p`, not done yet ([`initial_stage`]), ran: the
    /// propagators SWI-Prolog's counterpart would post now as it
    /// simplifies (run by the fixpoint loop).
    #[inline]
    pub(super) fn swi_reposts(&mut self, p: PropId, prop: &Prop) {
        match prop {
            Prop::Lin(lin) if lin.rel == Rel::Eq => self.sum_reposts(p, lin),
            Prop::ReifLin { lin, b } if lin.x.len() == 2 => self.reified_reposts(p, lin, *b),
            _ => {}
        }
    }

    /// When a propagator is posted: the difference with those SWI-Prolog
    /// posts for its counterpart. A relation of one variable (`X #\= 3`)
    /// only narrows its domain there; `Z #= max(X, Y)` is `X #=< Z`,
    /// `Y #=< Z` and the maximum's own.
    #[inline]
    pub(super) fn swi_posting_extras(&mut self, prop: &Prop) {
        if let Prop::Lin(lin) = prop {
            if lin.x.len() == 1 {
                self.add_degree(lin.x[0], -1);
            }
        } else if let Prop::Arith { op: ArithOp::Max | ArithOp::Min, x, y, z } = *prop {
            if self.value(z).is_some() {
                return;
            }
            for operand in [x, y] {
                if self.value(operand).is_none() {
                    self.add_degree(operand, 1);
                    self.add_degree(z, 1);
                }
            }
        }
    }

    fn set_swi_stage(&mut self, p: PropId, stage: u8) {
        let old = self.props[p as usize].swi_stage;
        if old != stage {
            self.props[p as usize].swi_stage = stage;
            self.trail.push(Entry::SwiStage(p, old));
        }
    }

    /// A linear equation as SWI-Prolog runs it: a sum left with three
    /// unit terms `A + B - C = 0` posts `A + B #= C` (a propagator on
    /// each); left with two unit terms it posts a propagator on each, or,
    /// for `A - B = 0`, unifies them (as `X + Y #= Z` does once X is 0).
    #[cold]
    fn sum_reposts(&mut self, p: PropId, lin: &Lin) {
        if self.props[p as usize].swi_stage == STAGE_UNSEEN && lin.x.len() > 3 {
            // Posted with more than three terms (constants are not terms).
            self.set_swi_stage(p, STAGE_SUM);
        }
        // Nothing happens before a sum is down to three unfixed terms:
        // the common run stops at the fourth, reading domains only.
        let mut unfixed = 0;
        for &x in lin.x.iter() {
            if self.value(x).is_none() {
                unfixed += 1;
                if unfixed > 3 {
                    return;
                }
            }
        }
        if unfixed == 3 && self.props[p as usize].swi_stage == STAGE_PLUS {
            return; // `X + Y #= Z` simplifies once one of them is known
        }
        // The unfixed terms and the constant left.
        let mut free: [(i64, Var); 3] = [(0, 0); 3];
        let mut n = 0;
        let mut rest = lin.c as i128;
        for (&a, &x) in lin.a.iter().zip(lin.x.iter()) {
            match self.value(x) {
                Some(v) => rest -= a as i128 * v as i128,
                None => {
                    free[n] = (a, x);
                    n += 1;
                }
            }
        }
        // SWI-Prolog divides the coefficients by their gcd when posting
        // (a unit coefficient, the common case, makes it 1 without a
        // division).
        let gcd = if lin.a.iter().any(|a| a.unsigned_abs() == 1) {
            1
        } else {
            lin.a.iter().fold(0, |g, a| gcd_u64(g, a.unsigned_abs()))
        };
        let g = gcd.max(1) as i128;
        let rest = if g == 1 {
            rest
        } else if rest % g != 0 {
            return;
        } else {
            rest / g
        };
        let unit = free[..n].iter().all(|&(a, _)| a.unsigned_abs() as i128 == g);
        let positive = free[..n].iter().filter(|&&(a, _)| a > 0).count();
        let stage = self.props[p as usize].swi_stage;
        let plus_shape = n == 3 && unit && rest == 0 && (positive == 1 || positive == 2);
        let opposite_pair = n == 2 && unit && positive == 1 && rest == 0;
        match (stage, n) {
            // As posted: a sum of three such terms is SWI-Prolog's pplus;
            // `X #= 0 + Y` unifies.
            (STAGE_UNSEEN, 3) if plus_shape => self.set_swi_stage(p, STAGE_PLUS),
            (STAGE_UNSEEN, 3..) => self.set_swi_stage(p, STAGE_SUM),
            (STAGE_UNSEEN, _) => {
                if opposite_pair {
                    self.merge_degrees(free[0].1, free[1].1);
                }
                self.set_swi_stage(p, STAGE_DONE);
            }
            (_, 3) => {
                if stage == STAGE_SUM && plus_shape {
                    for &(_, x) in &free {
                        self.add_degree(x, 1);
                    }
                    self.set_swi_stage(p, STAGE_PLUS);
                }
            }
            (_, 2) => {
                if opposite_pair {
                    self.merge_degrees(free[0].1, free[1].1);
                } else if stage == STAGE_SUM && unit {
                    self.add_degree(free[0].1, 1);
                    self.add_degree(free[1].1, 1);
                }
                self.set_swi_stage(p, STAGE_DONE);
            }
            _ => self.set_swi_stage(p, STAGE_DONE),
        }
    }

    /// A reified relation of two unit terms. `B #<==> (X #= Y)` (and
    /// `#\=`, `X #< Y + C`) once B is known: SWI-Prolog unifies X and Y
    /// for an equality that holds, and otherwise posts the relation or
    /// its negation on them. `B #<==> (X + Y #= C)` (a sum, or a
    /// difference `X - Y` with C other than 0) goes through a new
    /// variable S for the sum there, with `X + Y #= S`: once Y is 0
    /// (for a difference, the subtracted term), X and S are unified and
    /// X gains S's two propagators.
    #[cold]
    fn reified_reposts(&mut self, p: PropId, lin: &Lin, b: Var) {
        let (x, y) = (lin.x[0], lin.x[1]);
        let (ax, ay) = (lin.a[0], lin.a[1]);
        if ax.unsigned_abs() != 1 || ay.unsigned_abs() != 1 {
            self.set_swi_stage(p, STAGE_DONE);
            return;
        }
        let same_sign = (ax > 0) == (ay > 0);
        let through_sum = same_sign || (lin.c != 0 && lin.rel != Rel::Le);
        let (vx, vy) = (self.value(x), self.value(y));
        if through_sum {
            let (zero, other) = match (vx, vy) {
                (None, None) => return,
                (Some(v), None) => (v == 0 && (same_sign || ax < 0), y),
                (None, Some(v)) => (v == 0 && (same_sign || ay < 0), x),
                (Some(_), Some(_)) => (false, x),
            };
            if zero {
                self.add_degree(other, 2);
            }
            self.set_swi_stage(p, STAGE_DONE);
            return;
        }
        let Some(truth) = self.value(b) else { return };
        self.set_swi_stage(p, STAGE_DONE);
        if vx.is_some() || vy.is_some() {
            return;
        }
        let holds = truth == 1;
        match lin.rel {
            Rel::Eq | Rel::Ne if holds == (lin.rel == Rel::Eq) => self.merge_degrees(x, y),
            Rel::Eq | Rel::Ne => {
                self.add_degree(x, 1);
                self.add_degree(y, 1);
            }
            // `X - Y =< C` is posted on Y's side.
            Rel::Le => self.add_degree(if ax < 0 { x } else { y }, 1),
        }
    }
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::super::NO_HEAP;
    use super::*;
    use crate::clpfd::domain::Domain;

    fn lin(x: &[Var]) -> Prop {
        Prop::Lin(Lin { a: vec![1; x.len()].into(), x: x.into(), c: 0, rel: Rel::Le })
    }

    /// Attachments count, dead propagators stay counted, merged variables
    /// share a count, and backtracking restores every step.
    #[test]
    fn counts_follow_posting_merging_and_backtracking() {
        let mut st = Store::default();
        let x = st.new_var(Domain::Range((0, 9)), NO_HEAP);
        let y = st.new_var(Domain::Range((0, 9)), NO_HEAP);
        let z = st.new_var(Domain::Range((0, 9)), NO_HEAP);
        let start = st.trail_len();
        let p = st.add_prop_idle(lin(&[x, y]));
        st.add_prop_idle(lin(&[y, z]));
        assert_eq!((st.degree(x), st.degree(y), st.degree(z)), (1, 2, 1));
        let before_kill = st.trail_len();
        st.mark = before_kill;
        st.kill(p);
        assert_eq!(st.degree(x), 1, "a dead propagator stays counted");
        let before_merge = st.trail_len();
        st.merge_degrees(x, z);
        st.add_degree(z, 3);
        assert_eq!((st.degree(x), st.degree(z)), (5, 5));
        // Posted on the linked variable: counted on its class.
        st.add_prop_idle(lin(&[x, y]));
        assert_eq!((st.degree(x), st.degree(z), st.degree(y)), (6, 6, 3));
        st.undo_to(before_merge);
        assert_eq!((st.degree(x), st.degree(y), st.degree(z)), (1, 2, 1));
        st.undo_to(start);
        assert_eq!((st.degree(x), st.degree(y), st.degree(z)), (0, 0, 0));
    }
}
