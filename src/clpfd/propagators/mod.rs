//! Propagators: Rust objects over store variables. Each says which events
//! wake it (`subscriptions`), how urgent it is (`priority`), and narrows
//! domains when run, reporting failure or entailment.

mod alldistinct;
mod arith;
pub mod cumulative;
mod distinct_bits;
mod element;
pub mod linear;

pub use linear::{Lin, Rel};

use super::domain::Domain;
use super::queue::{PRIO_CHEAP, PRIO_GLOBAL, PRIO_LINEAR};
use super::store::{Store, Var, EV_BOUNDS, EV_DOM, EV_VAL};

/// Outcome of one propagator run.
#[derive(Debug, PartialEq, Eq)]
pub enum Status {
    Fail,
    /// Done for now; run again when a subscribed event happens.
    Ok,
    /// Can never prune again: kill it.
    Entailed,
}

/// Arithmetic functions with a propagator of their own: `z = f(x, y)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    Times,
    /// `//`: truncating division.
    Div,
    /// `div`: flooring division.
    FloorDiv,
    Mod,
    Rem,
    Min,
    Max,
    Pow,
}

pub enum Prop {
    Lin(Lin),
    /// `b <=> lin` (b a 0/1 variable); `neg` is the negation of `lin`.
    ReifLin {
        lin: Lin,
        neg: Lin,
        b: Var,
    },
    /// `b <=> x in dom`.
    ReifIn {
        x: Var,
        dom: Domain,
        b: Var,
    },
    Arith {
        op: ArithOp,
        x: Var,
        y: Var,
        z: Var,
    },
    /// `y = abs(x)`.
    Abs {
        x: Var,
        y: Var,
    },
    /// `abs(x - y) #\= c` (the N-queens diagonal constraint).
    AbsDiffNe {
        x: Var,
        y: Var,
        c: i64,
    },
    /// all_different/1: value elimination when a variable is fixed.
    AllDiff(Box<[Var]>),
    /// all_distinct/1: domain consistency by matching (Régin).
    AllDistinct(Box<[Var]>),
    /// cumulative/2 by time-table filtering.
    Cumulative(cumulative::Tasks),
    /// element(i, xs, v): v is the i-th (from 1) of xs.
    Element {
        i: Var,
        xs: Box<[Var]>,
        v: Var,
    },
}

impl Prop {
    pub fn priority(&self) -> u8 {
        match self {
            Prop::Lin(l) if l.x.len() <= 2 => PRIO_CHEAP,
            Prop::AbsDiffNe { .. } | Prop::AllDiff(_) | Prop::ReifIn { .. } => PRIO_CHEAP,
            Prop::AllDistinct(_) | Prop::Cumulative(_) => PRIO_GLOBAL,
            _ => PRIO_LINEAR,
        }
    }

    /// Whether one run reaches the propagator's own fixpoint, so that its
    /// own prunings need not wake it again.
    pub fn idempotent(&self) -> bool {
        matches!(self, Prop::Lin(_) | Prop::AbsDiffNe { .. } | Prop::AllDistinct(_) | Prop::ReifIn { .. })
    }

    pub fn subscriptions(&self) -> Vec<(Var, u8)> {
        match self {
            Prop::Lin(l) => {
                let ev = l.event();
                l.x.iter().map(|&v| (v, ev)).collect()
            }
            Prop::ReifLin { lin, b, .. } => {
                let mut s: Vec<(Var, u8)> = lin.x.iter().map(|&v| (v, EV_DOM)).collect();
                s.push((*b, EV_VAL));
                s
            }
            Prop::ReifIn { x, b, .. } => vec![(*x, EV_DOM), (*b, EV_VAL)],
            Prop::Arith { x, y, z, .. } => vec![(*x, EV_DOM), (*y, EV_DOM), (*z, EV_DOM)],
            Prop::Abs { x, y } => vec![(*x, EV_DOM), (*y, EV_DOM)],
            Prop::AbsDiffNe { x, y, .. } => vec![(*x, EV_VAL), (*y, EV_VAL)],
            Prop::AllDiff(xs) => xs.iter().map(|&v| (v, EV_VAL)).collect(),
            Prop::AllDistinct(xs) => xs.iter().map(|&v| (v, EV_DOM)).collect(),
            Prop::Cumulative(t) => {
                t.start.iter().chain(t.duration.iter()).chain(t.resource.iter()).map(|&v| (v, EV_BOUNDS)).collect()
            }
            Prop::Element { i, xs, v } => {
                let mut s = vec![(*i, EV_DOM), (*v, EV_DOM)];
                s.extend(xs.iter().map(|&x| (x, EV_DOM)));
                s
            }
        }
    }

    /// Every variable the propagator mentions (for residual goals and fd_degree).
    pub fn vars(&self) -> Vec<Var> {
        let mut v: Vec<Var> = self.subscriptions().into_iter().map(|(v, _)| v).collect();
        v.dedup();
        v
    }

    pub fn run(&self, st: &mut Store) -> Status {
        match self {
            Prop::Lin(l) => l.propagate(st),
            Prop::ReifLin { lin, neg, b } => linear::reified(st, lin, neg, *b),
            Prop::ReifIn { x, dom, b } => reif_in(st, *x, dom, *b),
            Prop::Arith { op, x, y, z } => arith::run(st, *op, *x, *y, *z),
            Prop::Abs { x, y } => arith::abs(st, *x, *y),
            Prop::AbsDiffNe { x, y, c } => arith::abs_diff_ne(st, *x, *y, *c),
            Prop::AllDiff(xs) => alldistinct::all_different(st, xs),
            Prop::AllDistinct(xs) => alldistinct::all_distinct(st, xs),
            Prop::Element { i, xs, v } => element::element(st, *i, xs, *v),
            Prop::Cumulative(t) => t.propagate(st),
        }
    }
}

/// Converts a store result to a status: `ok(cond)` fails when cond is false.
#[inline]
pub(crate) fn check(ok: bool) -> Result<(), Status> {
    if ok {
        Ok(())
    } else {
        Err(Status::Fail)
    }
}

fn reif_in(st: &mut Store, x: Var, dom: &Domain, b: Var) -> Status {
    match st.value(b) {
        Some(1) => {
            if st.restrict(x, dom) {
                Status::Entailed
            } else {
                Status::Fail
            }
        }
        Some(_) => match dom.complement() {
            Some(c) if st.restrict(x, &c) => Status::Entailed,
            _ => Status::Fail,
        },
        None => {
            let d = st.dom(x);
            match d.intersect(dom) {
                None => {
                    if st.assign(b, 0) {
                        Status::Entailed
                    } else {
                        Status::Fail
                    }
                }
                Some(i) if i == *d => {
                    if st.assign(b, 1) {
                        Status::Entailed
                    } else {
                        Status::Fail
                    }
                }
                Some(_) => Status::Ok,
            }
        }
    }
}

/// Events a linear propagator needs (used by `Lin::event`).
pub(crate) const LIN_EQ_EVENTS: u8 = EV_BOUNDS;
pub(crate) const LIN_NE_EVENTS: u8 = EV_VAL;
