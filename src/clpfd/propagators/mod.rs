//! Propagators: Rust objects over store variables. Each says which events
//! wake it (`subscriptions`), how urgent it is (`priority`), and narrows
//! domains when run, reporting failure or entailment.
//!
//! The small ones that run most often (linear, reified, arithmetic, the
//! binary disequalities) are variants of [`Prop`], matched in line. A
//! global constraint is a [`Propagator`] in a file of its own (see
//! `global.rs`), held as `Prop::Global`, and posted from the table in
//! `clpfd/builtins/globals.rs`.

pub mod alldistinct;
mod arith;
mod big_bounds;
mod binary_masks;
mod binary_ne;
mod bool_sum_open;
mod boolean;
pub mod chain;
pub mod channel;
pub mod circuit;
pub mod cumulative;
pub mod disjoint2;
mod disjunction;
mod distinct_bits;
mod edge_finding;
pub mod element;
pub mod global;
mod interval_pair;
pub mod linear;
mod linear_bool;
mod linear_eq;
mod reified_linear;
mod reified_pair_eq;
mod reified_pair_le;
pub mod scaled;
pub mod shape;

pub(crate) use arith::eval as eval_arith;
pub use binary_ne::{ne2, ne2_exclude};
pub use disjunction::{PairLe, PairLeOr};
pub use global::{GoalTerm, Post, Propagator};
pub use linear::{Lin, Rel};

/// Whether `b <=> lin` is decided by the bounds now (`Lin::entailed`),
/// for two terms and `=<` (the sides of a disjunction of precedences)
/// from the four bounds.
pub fn reified_entailed(st: &Store, lin: &Lin) -> Option<bool> {
    if lin.rel == Rel::Le && lin.x.len() == 2 {
        if let Some(decided) = reified_pair_le::entailed(st, lin) {
            return decided;
        }
    }
    lin.entailed(st)
}

use super::domain::Domain;
use super::queue::{PRIO_CHEAP, PRIO_LINEAR};
use super::store::{PropId, Store, Var, EV_BOUNDS, EV_DOM, EV_VAL};

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
    /// `<<`: `x * 2^y` (a negative y shifts right).
    Shl,
    /// `>>`: arithmetic shift right, `x div 2^y`.
    Shr,
    /// `/\`, `\/`, `xor`: bitwise, propagated only once both operands
    /// are known, as in SWI-Prolog.
    And,
    Or,
    Xor,
}

/// Each function's name in expressions and residual goals.
const ARITH_NAMES: &[(ArithOp, &str)] = &[
    (ArithOp::Times, "*"),
    (ArithOp::Div, "//"),
    (ArithOp::FloorDiv, "div"),
    (ArithOp::Mod, "mod"),
    (ArithOp::Rem, "rem"),
    (ArithOp::Min, "min"),
    (ArithOp::Max, "max"),
    (ArithOp::Pow, "^"),
    (ArithOp::Shl, "<<"),
    (ArithOp::Shr, ">>"),
    (ArithOp::And, "/\\"),
    (ArithOp::Or, "\\/"),
    (ArithOp::Xor, "xor"),
];

impl ArithOp {
    pub fn name(self) -> &'static str {
        ARITH_NAMES.iter().find(|(op, _)| *op == self).map(|(_, n)| *n).expect("every function is named")
    }

    pub fn from_name(name: &str) -> Option<ArithOp> {
        ARITH_NAMES.iter().find(|(_, n)| *n == name).map(|(op, _)| *op)
    }

    /// Whether the propagator reasons on bounds only: a fixed operand's
    /// image is not filtered value by value (SWI-Prolog's domains then).
    pub fn bounds_only(self) -> bool {
        matches!(
            self,
            ArithOp::Times
                | ArithOp::Pow
                | ArithOp::Mod
                | ArithOp::Rem
                | ArithOp::Shl
                | ArithOp::Shr
                | ArithOp::And
                | ArithOp::Or
                | ArithOp::Xor
        )
    }
}

pub enum Prop {
    Lin(Lin),
    /// A sum of 0/1 variables and at most one other (`=` or `=<`, unit
    /// coefficients, finite domains), as counting models post them:
    /// chosen when the sum is posted ([`Prop::sum`]), propagated by
    /// counting (`linear_bool.rs`). Everywhere else it is a `Lin`.
    BoolSum(Lin),
    /// `b <=> lin` (b a 0/1 variable).
    ReifLin {
        lin: Lin,
        b: Var,
    },
    /// `b <=> x and y` over distinct 0/1 variables (`boolean.rs`).
    BoolAnd {
        x: Var,
        y: Var,
        b: Var,
    },
    /// `b <=> x or y` over distinct 0/1 variables.
    BoolOr {
        x: Var,
        y: Var,
        b: Var,
    },
    /// `x or y` over distinct 0/1 variables (`F #\/ G` at the top: the
    /// truth values of F and G).
    BoolClause {
        x: Var,
        y: Var,
    },
    /// `L0 #\/ L1` at the top over two inequalities of two variables, with
    /// the truth values of its decomposition (`disjunction.rs`).
    PairLeOr(Box<PairLeOr>),
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
    /// `a*x + b*y #\= c` (`X #\= Y`, `X #\= Y + C`): woken only when
    /// a variable is fixed, it removes at most one value and is entailed.
    Ne2 {
        a: i64,
        x: Var,
        b: i64,
        y: Var,
        c: i64,
    },
    /// `abs(x - y) #\= c` (the N-queens diagonal constraint).
    AbsDiffNe {
        x: Var,
        y: Var,
        c: i64,
    },
    /// `abs(x - y) #>= c` with c > 0, arc consistent from the bounds of
    /// the other side (`arith::abs_diff_ge`), as GNU Prolog's `dist`.
    AbsDiffGe {
        x: Var,
        y: Var,
        c: i64,
    },
    /// A global constraint (all_distinct/1, element/3, cumulative/2, ...).
    Global(Box<dyn Propagator>),
}

impl Prop {
    /// Whether binding one of its variables can leave it saying that two
    /// variables are equal (`clpfd/builtins/aliasing.rs`): an equation of
    /// three or more variables with coefficients of both signs
    /// ([`Lin::watches_aliasing`]), a product (a factor 1), or a global
    /// that says so (element/3 once its index is known).
    pub fn watches_aliasing(&self) -> bool {
        match self {
            Prop::Lin(l) | Prop::BoolSum(l) => l.watches_aliasing(),
            Prop::Arith { op, .. } => *op == ArithOp::Times,
            Prop::Global(g) => g.watches_aliasing(),
            _ => false,
        }
    }

    pub fn priority(&self) -> u8 {
        match self {
            Prop::Lin(l) if l.x.len() <= 2 => PRIO_CHEAP,
            Prop::Ne2 { .. }
            | Prop::AbsDiffNe { .. }
            | Prop::AbsDiffGe { .. }
            | Prop::ReifIn { .. }
            | Prop::BoolAnd { .. }
            | Prop::BoolOr { .. }
            | Prop::BoolClause { .. }
            | Prop::PairLeOr(_) => PRIO_CHEAP,
            Prop::Global(g) => g.priority(),
            _ => PRIO_LINEAR,
        }
    }

    /// Whether one run reaches the propagator's own fixpoint, so that its
    /// own prunings need not wake it again.
    pub fn idempotent(&self) -> bool {
        match self {
            Prop::Lin(_)
            | Prop::BoolSum(_)
            | Prop::Ne2 { .. }
            // arith::abs loops until no bound moves (and its rules read
            // only bounds).
            | Prop::Abs { .. }
            | Prop::AbsDiffNe { .. }
            | Prop::AbsDiffGe { .. }
            | Prop::ReifIn { .. }
            | Prop::BoolAnd { .. }
            | Prop::BoolOr { .. }
            | Prop::BoolClause { .. }
            | Prop::PairLeOr(_) => true,
            Prop::Global(g) => g.idempotent(),
            _ => false,
        }
    }

    /// Calls `sub(variable, events)` for each subscription.
    #[inline]
    pub fn subscriptions(&self, mut sub: impl FnMut(Var, u8)) {
        match self {
            Prop::Lin(l) | Prop::BoolSum(l) => {
                let ev = l.event();
                l.x.iter().for_each(|&v| sub(v, ev));
            }
            Prop::ReifLin { lin, b, .. } => {
                let ev = lin.reified_event();
                lin.x.iter().for_each(|&v| sub(v, ev));
                sub(*b, EV_VAL);
            }
            Prop::ReifIn { x, b, .. } => {
                sub(*x, EV_DOM);
                sub(*b, EV_VAL);
            }
            Prop::BoolAnd { x, y, b } | Prop::BoolOr { x, y, b } => {
                sub(*x, EV_VAL);
                sub(*y, EV_VAL);
                sub(*b, EV_VAL);
            }
            Prop::Arith { x, y, z, .. } => {
                sub(*x, EV_DOM);
                sub(*y, EV_DOM);
                sub(*z, EV_DOM);
            }
            // Its rules read only the bounds of x and y (`arith::abs`): a
            // hole that moves neither leaves it nothing to do, so only a
            // bounds change wakes it (all_interval's steps lose inner
            // values to all_different at every step of the search).
            Prop::Abs { x, y } => {
                sub(*x, EV_BOUNDS);
                sub(*y, EV_BOUNDS);
            }
            // Its supports are the other side's bounds alone.
            Prop::AbsDiffGe { x, y, .. } => {
                sub(*x, EV_BOUNDS);
                sub(*y, EV_BOUNDS);
            }
            Prop::Ne2 { x, y, .. } | Prop::AbsDiffNe { x, y, .. } | Prop::BoolClause { x, y } => {
                sub(*x, EV_VAL);
                sub(*y, EV_VAL);
            }
            Prop::PairLeOr(d) => {
                // Each variable once (the degree counts the second
                // occurrence apart, `store/degree.rs`), for the widest
                // event of its sides.
                let [s0, s1] = &d.sides;
                let (e0, e1) = (s0.event(), s1.event());
                s0.x.iter().for_each(|&v| sub(v, if e1 > e0 && s1.x.contains(&v) { e1 } else { e0 }));
                s1.x.iter().filter(|v| !s0.x.contains(v)).for_each(|&v| sub(v, e1));
                sub(d.b[0], EV_VAL);
                sub(d.b[1], EV_VAL);
            }
            Prop::Global(g) => g.subscriptions(&mut sub),
        }
    }

    /// Every variable the propagator mentions (for residual goals and fd_degree).
    pub fn vars(&self) -> Vec<Var> {
        let mut v: Vec<Var> = Vec::new();
        self.subscriptions(|x, _| v.push(x));
        v.dedup();
        v
    }

    /// Runs propagator `p` of the store, which it may change (so it is
    /// not borrowed from there while it runs). The variants of a few plain
    /// fields run from copies of them; a linear one lends its two slices
    /// (four words out and back, where the whole propagator is seven), a
    /// global its box; the others are taken out of their slot and put back.
    #[inline]
    pub fn run_stored(st: &mut Store, p: PropId) -> Status {
        match st.props[p as usize].prop {
            Some(Prop::Lin(ref mut lin)) => {
                let lin = lend(lin);
                let status = lin.propagate(st);
                give_back(&mut st.props[p as usize].prop, lin);
                status
            }
            Some(Prop::BoolSum(ref mut lin)) => {
                let lin = lend(lin);
                let status = lin.propagate_boolean_at(st, p);
                give_back(&mut st.props[p as usize].prop, lin);
                status
            }
            Some(Prop::ReifLin { ref mut lin, b }) => {
                let lin = lend(lin);
                let status = reified_lin(st, &lin, b);
                give_back(&mut st.props[p as usize].prop, lin);
                status
            }
            Some(Prop::Ne2 { a, x, b, y, c }) => binary_ne::ne2(st, a, x, b, y, c),
            Some(Prop::AbsDiffNe { x, y, c }) => arith::abs_diff_ne(st, x, y, c),
            Some(Prop::AbsDiffGe { x, y, c }) => arith::abs_diff_ge(st, x, y, c),
            Some(Prop::Abs { x, y }) => arith::abs(st, x, y),
            Some(Prop::Arith { op, x, y, z }) => arith::run(st, op, x, y, z),
            Some(Prop::BoolAnd { x, y, b }) => boolean::and(st, x, y, b),
            Some(Prop::BoolOr { x, y, b }) => boolean::or(st, x, y, b),
            Some(Prop::BoolClause { x, y }) => boolean::clause(st, x, y),
            Some(Prop::PairLeOr(ref d)) => {
                // Runs from a copy of its eleven words.
                let d = **d;
                disjunction::run(st, &d)
            }
            Some(Prop::Global(ref mut g)) => {
                // Its box moves out (two words), a box of nothing in its
                // place, rather than the whole propagator out and back.
                let g = std::mem::replace(g, Box::new(Lent));
                let status = g.propagate(st);
                if let Some(Prop::Global(home)) = &mut st.props[p as usize].prop {
                    // The box of nothing owns no memory.
                    std::mem::forget(std::mem::replace(home, g));
                }
                status
            }
            _ => {
                let prop = st.props[p as usize].prop.take().expect("a propagator runs once at a time");
                let status = prop.run(st);
                st.props[p as usize].prop = Some(prop);
                status
            }
        }
    }

    pub fn run(&self, st: &mut Store) -> Status {
        match self {
            Prop::Lin(l) => l.propagate(st),
            Prop::BoolSum(l) => l.propagate_boolean(st),
            Prop::ReifLin { lin, b } => reified_lin(st, lin, *b),
            Prop::ReifIn { x, dom, b } => reif_in(st, *x, dom, *b),
            Prop::BoolAnd { x, y, b } => boolean::and(st, *x, *y, *b),
            Prop::BoolOr { x, y, b } => boolean::or(st, *x, *y, *b),
            Prop::BoolClause { x, y } => boolean::clause(st, *x, *y),
            Prop::PairLeOr(d) => disjunction::run(st, d),
            Prop::Arith { op, x, y, z } => arith::run(st, *op, *x, *y, *z),
            Prop::Abs { x, y } => arith::abs(st, *x, *y),
            Prop::Ne2 { a, x, b, y, c } => binary_ne::ne2(st, *a, *x, *b, *y, *c),
            Prop::AbsDiffNe { x, y, c } => arith::abs_diff_ne(st, *x, *y, *c),
            Prop::AbsDiffGe { x, y, c } => arith::abs_diff_ge(st, *x, *y, *c),
            Prop::Global(g) => g.propagate(st),
        }
    }
}

/// What the slot of a global holds while it runs (`Prop::run_stored`):
/// a box of this type allocates nothing. It subscribes to nothing and
/// is never run.
struct Lent;

impl Propagator for Lent {
    fn subscriptions(&self, _sub: &mut dyn FnMut(Var, u8)) {}
    fn propagate(&self, _st: &mut Store) -> Status {
        unreachable!("a global runs once at a time")
    }
    fn residual(&self, _st: &Store, _out: &mut Vec<GoalTerm>) {}
}

/// `b <=> lin`.
fn reified_lin(st: &mut Store, lin: &Lin, b: Var) -> Status {
    // Two terms and `=<` (a side of a disjunction of precedences): read
    // from the four bounds.
    if lin.rel == Rel::Le && lin.x.len() == 2 {
        if let Some(status) = reified_pair_le::reified(st, lin, b) {
            return status;
        }
    }
    reified_linear::reified(st, lin, b)
}

/// The linear propagator `lin` of a store slot, to run while the store
/// changes: its slices move out (the slot keeps empty ones until
/// [`give_back`]).
#[inline]
fn lend(lin: &mut Lin) -> Lin {
    Lin { a: std::mem::take(&mut lin.a), x: std::mem::take(&mut lin.x), c: lin.c, rel: lin.rel }
}

/// Puts the slices [`lend`] took back into their slot. The slot's are
/// the empty ones `lend` left, which own no memory: forgotten rather than
/// dropped, they cost no test of their length.
#[inline]
fn give_back(slot: &mut Option<Prop>, lin: Lin) {
    if let Some(Prop::Lin(home) | Prop::BoolSum(home) | Prop::ReifLin { lin: home, .. }) = slot {
        debug_assert!(home.a.is_empty() && home.x.is_empty());
        std::mem::forget(std::mem::replace(&mut home.a, lin.a));
        std::mem::forget(std::mem::replace(&mut home.x, lin.x));
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
