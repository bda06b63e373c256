//! disjoint2(Rectangles): rectangles `F(X, W, Y, H)` that do not overlap.
//!
//! The constraint is SWI-Prolog's, pair by pair and in both orders of a
//! pair (A, B):
//!
//! - if B's left edge lies in A's horizontal span (`AX =< BX < AX+AW`),
//!   they are apart vertically (`AY+AH =< BY` or `BY+BH =< AY`);
//! - if B's bottom edge lies in A's vertical span (`AY =< BY < AY+AH`),
//!   they are apart horizontally (`AX+AW =< BX` or `BX+BW =< AX`).
//!
//! For positive sizes this is "the rectangles share no point"; with a
//! width or height of 0 it is SWI-Prolog's reading (a flat rectangle on
//! another's left edge counts as inside it), so both systems have the
//! same solutions. Each implication is propagated on bounds as the
//! reified decomposition SWI-Prolog posts propagates it: once its
//! premise holds, the one side of the disjunction that can still hold is
//! enforced (failure if none can); once neither side can hold, the part
//! of the premise that is not yet certain is negated. Runs repeat until
//! nothing narrows, so each run reaches the fixpoint of all the pairs.

use super::global::{GoalTerm, Post, Propagator};
use super::{Lin, Rel, Status};
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::store::{Store, Var, EV_BOUNDS};

/// One rectangle: its corner (x, y) and its size (w, h).
#[derive(Clone, Copy)]
pub struct Rect {
    pub x: Var,
    pub w: Var,
    pub y: Var,
    pub h: Var,
}

pub struct Disjoint2 {
    /// The functor of the rectangle terms, for the residual goal.
    name: &'static str,
    rects: Box<[Rect]>,
}

/// Passes over all pairs in one run before handing back to the queue.
const MAX_PASSES: u32 = 64;

/// `sum(a_i * x_i) =< c` over up to three terms.
type Ineq = ([(i64, Var); 3], usize, i64);

impl Disjoint2 {
    pub fn post(name: &'static str, rects: Vec<Rect>) -> Post {
        if rects.len() < 2 {
            return Post::Holds;
        }
        Post::prop(Disjoint2 { name, rects: rects.into() })
    }
}

impl Propagator for Disjoint2 {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        for r in self.rects.iter() {
            for v in [r.x, r.w, r.y, r.h] {
                sub(v, EV_BOUNDS);
            }
        }
    }
    fn propagate(&self, st: &mut Store) -> Status {
        for _ in 0..MAX_PASSES {
            let mut changed = false;
            for (i, a) in self.rects.iter().enumerate() {
                for (j, b) in self.rects.iter().enumerate() {
                    if i == j {
                        continue;
                    }
                    for (a, b) in [(*a, *b), (flip(*a), flip(*b))] {
                        match implication(st, a, b) {
                            Err(()) => return Status::Fail,
                            Ok(c) => changed |= c,
                        }
                    }
                }
            }
            if !changed {
                let fixed = self.rects.iter().all(|r| [r.x, r.w, r.y, r.h].iter().all(|&v| st.value(v).is_some()));
                return if fixed { Status::Entailed } else { Status::Ok };
            }
        }
        Status::Ok
    }
    fn residual(&self, _: &Store, out: &mut Vec<GoalTerm>) {
        let rect = |r: &Rect| {
            GoalTerm::Compound(
                self.name,
                vec![GoalTerm::Var(r.x), GoalTerm::Var(r.w), GoalTerm::Var(r.y), GoalTerm::Var(r.h)],
            )
        };
        out.push(GoalTerm::Compound("disjoint2", vec![GoalTerm::List(self.rects.iter().map(rect).collect())]));
    }
}

/// The rectangle with its axes exchanged: the second implication of a
/// pair is the first one of the flipped rectangles.
fn flip(r: Rect) -> Rect {
    Rect { x: r.y, w: r.h, y: r.x, h: r.w }
}

/// `AX =< BX < AX+AW  ==>  AY+AH =< BY  or  BY+BH =< AY`, propagated on
/// bounds: whether it narrowed a domain, Err when it cannot hold.
fn implication(st: &mut Store, a: Rect, b: Rect) -> Result<bool, ()> {
    let starts_after: Ineq = ([(1, a.x), (-1, b.x), (0, b.x)], 2, 0); // AX =< BX
    let starts_within: Ineq = ([(1, b.x), (-1, a.x), (-1, a.w)], 3, -1); // BX < AX+AW
    let above: Ineq = ([(1, a.y), (1, a.h), (-1, b.y)], 3, 0); // AY+AH =< BY
    let below: Ineq = ([(1, b.y), (1, b.h), (-1, a.y)], 3, 0); // BY+BH =< AY
    let p1 = truth(st, &starts_after);
    let p2 = truth(st, &starts_within);
    if p1 == Some(false) || p2 == Some(false) {
        return Ok(false);
    }
    let q1 = truth(st, &above);
    let q2 = truth(st, &below);
    if q1 == Some(true) || q2 == Some(true) {
        return Ok(false);
    }
    match (p1, p2, q1, q2) {
        (Some(true), Some(true), Some(false), Some(false)) => Err(()),
        (Some(true), Some(true), Some(false), None) => enforce(st, &below),
        (Some(true), Some(true), None, Some(false)) => enforce(st, &above),
        (Some(true), None, Some(false), Some(false)) => enforce(st, &negation(&starts_within)),
        (None, Some(true), Some(false), Some(false)) => enforce(st, &negation(&starts_after)),
        _ => Ok(false),
    }
}

/// `s =< c` negated: `-s =< -c - 1`.
fn negation(&(terms, n, c): &Ineq) -> Ineq {
    (terms.map(|(a, x)| (-a, x)), n, -c - 1)
}

/// Some(true) if the inequality holds for all values in the bounds,
/// Some(false) for none, None if undecided.
fn truth(st: &Store, &(terms, n, c): &Ineq) -> Option<bool> {
    let (mut lo, mut hi) = (Some(0i128), Some(0i128));
    for &(a, x) in &terms[..n] {
        let (min, max) = (st.min(x), st.max(x));
        let (l, h) = if a > 0 { (min, max) } else { (max, min) };
        let term = |v: i64| (v != INF && v != SUP).then(|| a as i128 * v as i128);
        lo = lo.zip(term(l)).map(|(s, t)| s + t);
        hi = hi.zip(term(h)).map(|(s, t)| s + t);
    }
    let c = c as i128;
    if hi.is_some_and(|h| h <= c) {
        Some(true)
    } else if lo.is_some_and(|l| l > c) {
        Some(false)
    } else {
        None
    }
}

/// Posts the inequality's bounds: whether a bound moved, Err on failure.
fn enforce(st: &mut Store, &(terms, n, c): &Ineq) -> Result<bool, ()> {
    let terms = &terms[..n];
    let before: Vec<(i64, i64)> = terms.iter().map(|&(_, x)| (st.min(x), st.max(x))).collect();
    let lin = Lin { a: terms.iter().map(|t| t.0).collect(), x: terms.iter().map(|t| t.1).collect(), c, rel: Rel::Le };
    if lin.propagate(st) == Status::Fail {
        return Err(());
    }
    Ok(terms.iter().zip(&before).any(|(&(_, x), &b)| (st.min(x), st.max(x)) != b))
}
