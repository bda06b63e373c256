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
//!   simplify (a sum left with three variables posts `X + Y #= Z`);
//! - unifying two variables appends their lists, and SWI-Prolog unifies
//!   where this store keeps two variables tied by an equality (element/3
//!   once its index is known, `X - Y #= 0` left of a sum): the two
//!   variables count as one, with the entries of both.
//!
//! Nothing of this is paid while propagating: it is computed when a
//! degree is asked (`ffc` labeling, `fd_degree/2`). A variable's own
//! count is the length of its subscription lists (an entry leaves them
//! only by backtracking too), plus, for each propagator on it, what
//! SWI-Prolog's counterpart adds in the propagator's current state
//! ([`Store::swi_entries`]): fixedness only grows along a branch, so
//! what a counterpart has posted so far is mostly a function of which of
//! its variables are fixed now. The propagators that tie two unfixed
//! variables as a unification would are the edges of the class walked.
//! Posting code adds what it alone knows with [`Store::add_degree`]
//! (decompositions in Prolog, `max`/`min`), and `X #= Y` between two
//! variables merges their classes for good with [`Store::merge_degrees`]
//! (a union-find without path compression: merging is rare and classes
//! stay small); both are trailed.

use super::{Entry, PropId, Store, Var};
use crate::clpfd::propagators::{ArithOp, Lin, Prop, Rel};

/// No link: the variable holds the count of its class.
pub(super) const ROOT: Var = Var::MAX;

/// A variable's count added by posting code, and its link (see the
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

/// What SWI-Prolog's counterpart of a propagator adds to a variable's
/// list beyond the propagator's own subscriptions, and the variable it
/// has unified that variable with, if any.
#[derive(Clone, Copy, Default)]
pub struct SwiEntries {
    pub extra: i64,
    pub unified: Option<Var>,
}

impl Store {
    /// The variable holding the count of `v`'s class of merges.
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

    /// The number of propagators SWI-Prolog would list on `v`: the counts
    /// of the variables it is one with there (`v` first), walked through
    /// the merges of posting and the unifications of the propagators.
    pub fn degree(&self, v: Var) -> u32 {
        let mut class = vec![v];
        let mut globals_seen: Vec<PropId> = Vec::new();
        let mut count = 0i64;
        let mut k = 0;
        while let Some(&u) = class.get(k) {
            k += 1;
            count += self.degrees[u as usize].extra;
            globals_seen.clear();
            for list in self.subs[u as usize].iter().map(|l| l.as_slice()).chain([self.quiet_subs(u)]) {
                count += list.len() as i64;
                for &p in list {
                    let Some(prop) = self.props[p as usize].prop.as_ref() else { continue };
                    if let Prop::Global(_) = prop {
                        // A global lists a variable once per occurrence
                        // and answers for all of them.
                        if globals_seen.contains(&p) {
                            continue;
                        }
                        globals_seen.push(p);
                    }
                    let entries = if self.swi_killed(p) {
                        posting_entries(prop)
                    } else {
                        self.swi_entries(prop, u, self.props[p as usize].alive)
                    };
                    count += entries.extra;
                    if let Some(w) = entries.unified {
                        if !class.contains(&w) {
                            class.push(w);
                        }
                    }
                }
            }
            let root = self.degree_root(u);
            let merged =
                std::iter::once(root).chain(self.degree_links.iter().copied().filter(|&w| self.degree_root(w) == root));
            for w in merged {
                if !class.contains(&w) {
                    class.push(w);
                }
            }
        }
        count.clamp(0, u32::MAX as i64) as u32
    }

    /// Adds `delta` entries to the count of `v` (trailed): propagators
    /// SWI-Prolog posts on `v` where this store posts fewer, or, negative,
    /// an attachment it does not make.
    pub fn add_degree(&mut self, v: Var, delta: i32) {
        if delta == 0 {
            return;
        }
        self.degrees[v as usize].extra += delta as i64;
        self.trail.push(Entry::Degree(v, delta));
    }

    /// Undoes [`Store::add_degree`] on `v`.
    pub(super) fn undo_add_degree(&mut self, v: Var, delta: i32) {
        self.degrees[v as usize].extra -= delta as i64;
    }

    /// `x` and `y` are one variable for SWI-Prolog from now on: their
    /// classes become one, counting the propagators of both (trailed).
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

    /// The propagators posted from `first` on are dead at once in
    /// SWI-Prolog (trailed): an implication decided as it is posted (its
    /// premise false, or its conclusion true) kills the propagators of its
    /// two sides there. Dead, they count, but never simplify or unify.
    pub fn swi_kill_since(&mut self, first: usize) {
        let end = self.props.len() as PropId;
        let first = first as PropId;
        if first < end {
            self.swi_killed.push((first, end));
            self.trail.push(Entry::SwiKilled);
        }
    }

    /// Whether SWI-Prolog killed `p`'s counterpart as it posted it.
    fn swi_killed(&self, p: PropId) -> bool {
        let after = self.swi_killed.partition_point(|&(first, _)| first <= p);
        after > 0 && p < self.swi_killed[after - 1].1
    }

    /// When a propagator is posted: what only posting knows of SWI-Prolog's
    /// counterpart. `Z #= max(X, Y)` is `X #=< Z`, `Y #=< Z` and the
    /// maximum's own there (for the operands not known then).
    #[inline]
    pub(super) fn swi_posting_extras(&mut self, prop: &Prop) {
        if let Prop::Arith { op: ArithOp::Max | ArithOp::Min, x, y, z } = *prop {
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

    /// What the counterpart of `prop` (still running if `alive`) has
    /// added to unfixed `u`'s list so far (see [`SwiEntries`]).
    fn swi_entries(&self, prop: &Prop, u: Var, alive: bool) -> SwiEntries {
        match prop {
            Prop::Lin(lin) if lin.x.len() == 1 => posting_entries(prop),
            Prop::Lin(lin) | Prop::BoolSum(lin) if lin.rel == Rel::Eq => self.sum_entries(lin, u),
            Prop::ReifLin { lin, b } if lin.x.len() == 2 => self.reified_entries(lin, *b, u, alive),
            // Its sides, each as its own `ReifLin`, and the subscriptions
            // of the decomposition it makes once. Whether a side is alive
            // does not matter: for Le, nor for the equations posted this
            // way (never `X - Y = 0`, which SWI-Prolog reifies without
            // its sum).
            Prop::PairLeOr(d) => {
                let mut entries = SwiEntries { extra: d.second_subscriptions(u), unified: None };
                for (side, &b) in d.sides.iter().zip(&d.b) {
                    let side_entries = self.reified_pair_entries((side.a, side.x), side.c, side.rel, b, u, alive);
                    entries.extra += side_entries.extra;
                }
                entries
            }
            Prop::Global(g) => g.swi_entries(self, u),
            _ => SwiEntries::default(),
        }
    }
}

/// A linear equation's terms as SWI-Prolog sees them in one state: the
/// unfixed terms (when three or fewer), the coefficients' gcd, and what
/// the shape of those terms makes of the sum.
struct SumState {
    free: [(i64, Var); 3],
    n: usize,
    gcd: u64,
    /// All unfixed coefficients are the gcd (in absolute value).
    unit: bool,
    /// Three unit terms `A + B - C = 0` (or `A - B - C`): SWI-Prolog's
    /// `X + Y #= Z`.
    plus_shape: bool,
    /// Two unit terms `A - B = 0`: unified there.
    opposite_pair: bool,
}

impl Store {
    /// `lin`'s state with the variables of `unfixed` unfixed (and the
    /// others at their values); None past three unfixed terms or when the
    /// constant left is not a multiple of the gcd (the equation fails).
    fn sum_state(&self, lin: &Lin, unfixed: impl Fn(Var) -> bool) -> Option<SumState> {
        let mut free: [(i64, Var); 3] = [(0, 0); 3];
        let mut n = 0;
        let mut rest = lin.c as i128;
        for (&a, &x) in lin.a.iter().zip(lin.x.iter()) {
            if unfixed(x) {
                *free.get_mut(n)? = (a, x);
                n += 1;
            } else {
                rest -= a as i128 * self.value(x)? as i128;
            }
        }
        // SWI-Prolog divides the coefficients by their gcd when posting.
        let gcd = if lin.a.iter().any(|a| a.unsigned_abs() == 1) {
            1
        } else {
            lin.a.iter().fold(0, |g, a| gcd_u64(g, a.unsigned_abs())).max(1)
        };
        if rest % gcd as i128 != 0 {
            return None;
        }
        let rest = rest / gcd as i128;
        let unit = free[..n].iter().all(|&(a, _)| a.unsigned_abs() == gcd);
        let positive = free[..n].iter().filter(|&&(a, _)| a > 0).count();
        let plus_shape = n == 3 && unit && rest == 0 && (positive == 1 || positive == 2);
        let opposite_pair = n == 2 && unit && positive == 1 && rest == 0;
        Some(SumState { free, n, gcd, unit, plus_shape, opposite_pair })
    }

    /// A linear equation as SWI-Prolog runs it, for unfixed `u`: a sum
    /// posted with more than three terms (constants are not terms) and
    /// left with three unit terms `A + B - C = 0` has posted `A + B #= C`
    /// (a propagator on each); left with two unit terms it has posted a
    /// propagator on each, or, for `A - B = 0`, unified them (as
    /// `X + Y #= Z` does once X is 0). A sum posted with three terms is
    /// `X + Y #= Z` itself when it has that shape.
    fn sum_entries(&self, lin: &Lin, u: Var) -> SwiEntries {
        let unfixed = |x: Var| self.value(x).is_none();
        let Some(now) = self.sum_state(lin, unfixed) else { return SwiEntries::default() };
        let posted = lin.x.len();
        let extra = match now.n {
            3 if posted > 3 && now.plus_shape => 1,
            2 if now.opposite_pair => (posted > 3 && self.sum_was_plus(lin, &now)) as i64,
            // Posted as a sum of three, it is `X + Y #= Z` there when it has
            // the shape of one with all its terms unfixed.
            2 if now.unit && posted == 3 => {
                let posted_plus = self.sum_state(lin, |_| true).is_some_and(|s| s.plus_shape);
                (!posted_plus) as i64
            }
            2 if now.unit && posted > 3 => 1,
            _ => 0,
        };
        let unified = match now.free {
            [(_, x), (_, y), _] if now.opposite_pair => Some(if x == u { y } else { x }),
            _ => None,
        };
        SwiEntries { extra, unified }
    }

    /// Whether a sum of more than three terms, now the unit pair
    /// `A - B = 0`, went through `A - B + C = 0`, a `X + Y #= Z` that
    /// posted a propagator on each: its last fixed term then has a unit
    /// coefficient and the value 0. The last fixed is the one whose domain
    /// changed last (its trail stamp): a sum that lost two terms in one run
    /// is not told apart.
    fn sum_was_plus(&self, lin: &Lin, now: &SumState) -> bool {
        let last = lin
            .a
            .iter()
            .zip(lin.x.iter())
            .filter(|&(_, &x)| self.value(x).is_some())
            .max_by_key(|&(_, &x)| self.change_time(x));
        match last {
            Some((&a, &x)) => a.unsigned_abs() == now.gcd && self.value(x) == Some(0),
            None => false,
        }
    }

    /// When `v`'s domain last changed, as far as the trail tells: the
    /// position of its first change after the choicepoint of its last one
    /// (0 for a variable created fixed).
    fn change_time(&self, v: Var) -> u32 {
        // A stamp is already one past its entry's position, 0 for none.
        self.vars[v as usize].stamp
    }

    /// A reified relation of two unit terms, for unfixed `u`.
    /// `B #<==> (X #= Y)` (and `#\=`, `X #< Y + C`) once B is known:
    /// SWI-Prolog unifies X and Y for an equality that holds, and
    /// otherwise posts the relation or its negation on them (on nothing
    /// when one of them was known before B). `B #<==> (X + Y #= C)` (a
    /// sum, or a difference `X - Y` with C other than 0) goes through a new
    /// variable S for the sum there, with `X + Y #= S`: once Y is 0 (for a
    /// difference, the subtracted term), X and S are unified and X gains
    /// S's two propagators.
    ///
    /// The relation's negation is posted only for a B given from outside:
    /// a relation that decided B itself (`A #= P` with bounds apart) is
    /// killed there with nothing posted. Here it is dead with both its
    /// variables unfixed only then, since a negation given from outside
    /// stays alive until one of them is fixed.
    fn reified_entries(&self, lin: &Lin, b: Var, u: Var, alive: bool) -> SwiEntries {
        let pair = ([lin.a[0], lin.a[1]], [lin.x[0], lin.x[1]]);
        self.reified_pair_entries(pair, lin.c, lin.rel, b, u, alive)
    }

    /// [`Store::reified_entries`] of `b <=> a[0]*x[0] + a[1]*x[1] rel c`.
    fn reified_pair_entries(
        &self,
        ([ax, ay], [x, y]): ([i64; 2], [Var; 2]),
        c: i64,
        rel: Rel,
        b: Var,
        u: Var,
        alive: bool,
    ) -> SwiEntries {
        let none = SwiEntries::default();
        if ax.unsigned_abs() != 1 || ay.unsigned_abs() != 1 || (u != x && u != y) {
            return none;
        }
        let (a_other, other) = if u == x { (ay, y) } else { (ax, x) };
        let same_sign = (ax > 0) == (ay > 0);
        let through_sum = same_sign || (c != 0 && rel != Rel::Le);
        let other_value = self.value(other);
        if through_sum {
            let zero = other_value == Some(0) && (same_sign || a_other < 0);
            return SwiEntries { extra: 2 * zero as i64, unified: None };
        }
        let Some(truth) = self.value(b) else { return none };
        if other_value.is_some() {
            // Known before B: a relation of one variable there.
            if self.change_time(other) <= self.change_time(b) {
                return none;
            }
        }
        let holds = truth == 1;
        match rel {
            Rel::Eq | Rel::Ne if holds == (rel == Rel::Eq) => {
                SwiEntries { extra: 0, unified: other_value.is_none().then_some(other) }
            }
            Rel::Eq | Rel::Ne if !alive && other_value.is_none() => none,
            Rel::Eq | Rel::Ne => SwiEntries { extra: 1, unified: None },
            // `X - Y =< C` is posted on Y's side.
            Rel::Le => SwiEntries { extra: (u == if ax < 0 { x } else { y }) as i64, unified: None },
        }
    }
}

/// What SWI-Prolog's counterpart of `prop` differs by as posted: a
/// relation of one variable (`X #\= 3`) only narrows its domain there.
fn posting_entries(prop: &Prop) -> SwiEntries {
    match prop {
        Prop::Lin(lin) if lin.x.len() == 1 => SwiEntries { extra: -1, unified: None },
        _ => SwiEntries::default(),
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

    /// A sum of four terms: `X + Y #= Z` there once three are left with
    /// its shape, and a unification once the pair `A - B = 0` is.
    #[test]
    fn a_sum_counts_what_it_has_reposted_in_its_state() {
        let mut st = Store::default();
        let [a, b, c, d] = [0; 4].map(|_| st.new_var(Domain::Range((0, 9)), NO_HEAP));
        let sum = Lin { a: vec![1, 1, -1, 1].into(), x: vec![a, b, c, d].into(), c: 0, rel: Rel::Eq };
        st.add_prop_idle(Prop::Lin(sum));
        assert_eq!((st.degree(a), st.degree(c)), (1, 1));
        assert!(st.assign(d, 0));
        assert_eq!((st.degree(a), st.degree(b), st.degree(c)), (2, 2, 2));
        assert!(st.assign(b, 0));
        // a and c are one variable: each its entry and the X + Y #= Z one.
        assert_eq!((st.degree(a), st.degree(c)), (4, 4));
    }
}
