//! `Y #= A*X` written as a product of a variable by an integer A (neither
//! 0 nor ±1), in either order and on either side, and `Y #= -X` (A = -1): the domains follow each
//! other interval by interval, as SWI-Prolog's multiplication by a
//! constant keeps them. Y's domain is X's with each interval `L..H`
//! scaled to `A*L..A*H` (so `E in -1\/1, Y #= 104*E` gives
//! `Y in -104\/104`, and `1..2\/4..5` times 2 gives `2..4\/8..10`, not
//! the even numbers); X's domain is Y's with each interval divided
//! inwards, `ceil(L/A)..floor(H/A)`, the empty ones dropped.
//!
//! The same equation written otherwise (`Y - 3*E #= 0`, `Y #= 3*E + 0`)
//! is a linear propagator on bounds, as in SWI-Prolog: which of the two
//! a model gets is decided by its syntax (`relations.rs`).

use super::global::{GoalTerm, Post, Propagator};
use super::{big_bounds, check, Lin, Rel, Status};
use crate::clpfd::domain::{Domain, INF, SUP};
use crate::clpfd::queue::PRIO_CHEAP;
use crate::clpfd::store::{clamp, Store, Var, EV_DOM, EXACT_LIMIT};

/// `y = a * x`.
pub struct Scaled {
    a: i64,
    x: Var,
    y: Var,
    /// Whether it was written `A*X` (or `-X`) rather than `X*A`: its
    /// residual goal keeps the order, as SWI-Prolog's `ptimes` does.
    factor_first: bool,
}

impl Scaled {
    /// The propagator for `y = a*x`; `a` is neither 0 nor 1 and x, y
    /// are different variables.
    pub fn post(a: i64, x: Var, y: Var, factor_first: bool) -> Post {
        debug_assert!(a != 0 && a != 1 && x != y);
        Post::prop(Scaled { a, x, y, factor_first })
    }
}

impl Propagator for Scaled {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        sub(self.x, EV_DOM);
        sub(self.y, EV_DOM);
    }
    fn priority(&self) -> u8 {
        PRIO_CHEAP
    }
    fn idempotent(&self) -> bool {
        true
    }
    fn propagate(&self, st: &mut Store) -> Status {
        match run(st, self.a, self.x, self.y) {
            Ok(s) | Err(s) => s,
        }
    }
    /// `A*X#=Y` or `X*A#=Y` as written, and `-1*X#=Y` for `Y #= -X`
    /// (SWI-Prolog's `ptimes(A,X,Y)`).
    fn residual(&self, _: &Store, out: &mut Vec<GoalTerm>) {
        let (a, x) = (GoalTerm::Int(self.a), GoalTerm::Var(self.x));
        let product = GoalTerm::Compound("*", if self.factor_first { vec![a, x] } else { vec![x, a] });
        out.push(GoalTerm::Compound("#=", vec![product, GoalTerm::Var(self.y)]));
    }
    /// `Y = A*Y` with A neither 0 nor 1 holds only for 0, and SWI-Prolog's
    /// product by a constant then binds Y to 0 (`X #= 2*Y, X = Y`).
    fn aliased(&self, v: Var, w: Var) -> Option<Lin> {
        let named = (self.x, self.y) == (v, w) || (self.x, self.y) == (w, v);
        named.then(|| Lin { a: vec![1].into(), x: vec![w].into(), c: 0, rel: Rel::Eq })
    }
}

/// Narrows both sides to their common fixpoint: each narrowing of one
/// side can narrow the other again (`Y in 0\/3\/6\/7, Y #= 3*E` gives
/// `E in 0..2`, and then `Y in 0\/3\/6`). Also a product `X*Y` once a
/// factor is known (`arith.rs`).
pub(super) fn run(st: &mut Store, a: i64, x: Var, y: Var) -> Result<Status, Status> {
    // Exact values past the finite range, which domains cannot hold: a
    // known x gives y's, and a known y (a multiple of a) x's.
    if let Some(v) = st.value(x) {
        let p = a as i128 * v as i128;
        if p >= SUP as i128 || p <= INF as i128 {
            check(st.set_bounds(y, p, p))?;
            return Ok(Status::Ok);
        }
    } else if let Some(r) = st.exact(y) {
        if r % a as i128 != 0 {
            return Err(Status::Fail);
        }
        check(st.set_bounds(x, r / a as i128, r / a as i128))?;
    }
    if big_bounds::involves(st, &[x, y]) {
        return match big_bounds::linear(st, &[1, -a], &[y, x], 0, Rel::Eq) {
            Status::Fail => Err(Status::Fail),
            s => Ok(s),
        };
    }
    if st.has_beyond() {
        wide_bounds(st, a, x, y)?;
    }
    loop {
        let dy = scale(st.dom(x), a);
        check(st.restrict(y, &dy))?;
        let dx = divide(st.dom(y), a).ok_or(Status::Fail)?;
        let before = st.dom(x).clone();
        check(st.restrict(x, &dx))?;
        if *st.dom(x) == before {
            break;
        }
    }
    // y stays open when a*x lies past the finite range (its domain then
    // only unbounded): kept alive, the propagator still checks it.
    Ok(if st.value(x).is_some() && st.value(y).is_some() { Status::Entailed } else { Status::Ok })
}

/// Bounds reasoning for a side past the finite range (`store/beyond.rs`),
/// which no domain interval names: y within `a` times x's bounds, x
/// within y's divided inwards. An open end stays open.
#[cold]
fn wide_bounds(st: &mut Store, a: i64, x: Var, y: Var) -> Result<(), Status> {
    if st.dom(x).is_finite() && st.dom(y).is_finite() {
        return Ok(());
    }
    let a = a as i128;
    let open = |r: i128| r.abs() >= EXACT_LIMIT;
    let (xl, xh) = st.wide_bounds(x);
    let times = |r: i128| if open(r) { r.signum() * (1 << 120) } else { r.saturating_mul(a) };
    let (yl, yh) = if a > 0 { (times(xl), times(xh)) } else { (times(xh), times(xl)) };
    check(st.set_bounds(y, yl, yh))?;
    let (yl, yh) = st.wide_bounds(y);
    let part = |r: i128, round: fn(i128, i128) -> i128| {
        if open(r) {
            r.signum() * a.signum() * (1 << 120)
        } else {
            round(r, a)
        }
    };
    let (xl, xh) =
        if a > 0 { (part(yl, div_ceil), part(yh, div_floor)) } else { (part(yh, div_ceil), part(yl, div_floor)) };
    check(st.set_bounds(x, xl, xh))
}

/// `a * v` with the infinities kept (a value past the store's range
/// becomes unbounded, which only loosens).
fn times(v: i64, a: i64) -> i64 {
    match v {
        INF | SUP if (v == SUP) == (a > 0) => SUP,
        INF | SUP => INF,
        v => clamp(v as i128 * a as i128),
    }
}

/// Each interval `l..h` of `d` as `a*l..a*h`. An image wholly past the
/// finite range keeps that range's last value as well as the infinity (an
/// interval cannot start at `sup`): a looser domain, never a lost value,
/// and never a wrong fixed one, since dividing back gives the last value
/// only if it is a multiple of a whose quotient x holds.
fn scale(d: &Domain, a: i64) -> Domain {
    let ends = |l: i64, h: i64| (l.min(SUP - 1), h.max(INF + 1));
    let each = |&(l, h): &(i64, i64)| {
        if a > 0 {
            ends(times(l, a), times(h, a))
        } else {
            ends(times(h, a), times(l, a))
        }
    };
    if let Domain::Range(iv) = d {
        return Domain::Range(each(iv));
    }
    Domain::from_intervals(d.intervals().iter().map(each).collect()).expect("scaling keeps values")
}

/// Each interval `l..h` of `d` as the values v with `l =< a*v =< h`;
/// None if no interval holds a multiple of a.
fn divide(d: &Domain, a: i64) -> Option<Domain> {
    // For a < 0 the ends swap: v >= ceil(h/a) and v =< floor(l/a); an
    // infinite end stays infinite, on the side its sign then says.
    let end = |v: i64, round: fn(i128, i128) -> i128| match v {
        INF | SUP if (v == SUP) == (a > 0) => SUP,
        INF | SUP => INF,
        v => clamp(round(v as i128, a as i128)),
    };
    let each = |&(l, h): &(i64, i64)| {
        let (lo, hi) = if a > 0 { (l, h) } else { (h, l) };
        (end(lo, div_ceil), end(hi, div_floor))
    };
    if let Domain::Range(iv) = d {
        let (l, h) = each(iv);
        return (l <= h).then_some(Domain::Range((l, h)));
    }
    Domain::from_intervals(d.intervals().iter().map(each).collect())
}

fn div_floor(n: i128, d: i128) -> i128 {
    let q = n / d;
    if (n % d != 0) && ((n < 0) != (d < 0)) {
        q - 1
    } else {
        q
    }
}

fn div_ceil(n: i128, d: i128) -> i128 {
    let q = n / d;
    if (n % d != 0) && ((n < 0) == (d < 0)) {
        q + 1
    } else {
        q
    }
}
