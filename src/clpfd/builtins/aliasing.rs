//! What binding or unifying constrained variables does besides narrowing
//! domains: the rewrites SWI-Prolog's propagators make of themselves when
//! they run after such a change, so that answers are its answers.
//!
//! - Two constrained variables unified (`X #> Y, X = Y`): the store keeps
//!   both, tied by an equation, so a propagator that names both would see
//!   two independent variables and miss what the equality implies. The
//!   propagators SWI-Prolog's aliasing checks cover (a two-variable sum
//!   or difference with unit coefficients, `X #= Y + C`, `X #=< Y + C`,
//!   `X #\= Y + C`, `X + Y #= C`, and the three-variable sum `X #= Y + Z`)
//!   are decided or rewritten over the one variable: `X #> Y, X = Y`
//!   fails, `X #= Y + Z, Y = Z` becomes `2*Z #= X`. Longer sums and other
//!   coefficients stay as they are, as they do in SWI-Prolog
//!   (`A+B+C #= 10, A = B, B = C` keeps `C+C+C #= 10`).
//! - A product by a constant (`X #= 2*Y`, `scaled.rs`) whose two
//!   variables are unified binds them to 0, as SWI-Prolog's does.
//! - A variable bound to a value: an equation left with two variables of
//!   opposite unit coefficients and nothing else (`X #= Y + Z, Y = 0`)
//!   unifies them, and so does a product with a factor 1 (`X #= Y*Z,
//!   Y = 1`); a product with a factor 0 holds and is dropped.
//! - element(I, Xs, V) once I is known (bound, narrowed to one value, or
//!   given so when posted): V and the I-th element are unified and the
//!   propagator dropped, as SWI-Prolog's `nth1(I, Xs, V)` does.

use super::primitives::{set_mark, settle};
use crate::clpfd::propagators::{ArithOp, Lin, Prop, Rel};
use crate::clpfd::store::{PropId, Var, NO_HEAP};
use crate::machine::{Machine, Res};
use crate::term::Cell;

/// What a propagator becomes once `v` is `w`.
enum Alias {
    Keep,
    Holds,
    Fails,
    Becomes(Lin),
}

/// Unifies the store variables `v` (the attribute of the variable being
/// bound) and `w`: the propagators naming both are decided or rewritten
/// over `w`, an equation ties the two (the others still name `v`), and
/// the store runs to a fixpoint.
pub(crate) fn unify_vars(m: &mut Machine, v: Var, w: Var) -> Res {
    set_mark(m);
    let mut i = 0;
    while let Some(p) = m.fd.subscribed(v, i) {
        i += 1;
        if !m.fd.props[p as usize].alive {
            continue;
        }
        let Some(prop) = m.fd.props[p as usize].prop.as_ref() else { continue };
        match alias(prop, v, w) {
            Alias::Keep => {}
            Alias::Holds => m.fd.kill(p),
            Alias::Fails => return Ok(false),
            Alias::Becomes(lin) => {
                m.fd.kill(p);
                m.fd.add_prop(Prop::Lin(lin));
            }
        }
    }
    // Its slices from the store's pool (a model posted again and again
    // allocates none).
    let lin = super::linear_post::lin_of_vars(m, &[(1, v), (-1, w)], Rel::Eq, 0);
    if m.fd.value(v).is_none() && !m.fd.has_beyond() && m.fd.dom(v) == m.fd.dom(w) {
        // Two unfixed variables of one domain (zebra's `English #= Red`,
        // both in 1..5): the equation prunes nothing until one of them
        // changes, which wakes it.
        m.fd.add_prop_idle(Prop::Lin(lin));
    } else {
        m.fd.add_prop(Prop::Lin(lin));
    }
    // SWI-Prolog has one variable here, with the propagators of both and
    // no equality: its degree (`store/degree.rs`).
    m.fd.add_degree(v, -1);
    m.fd.add_degree(w, -1);
    m.fd.merge_degrees(v, w);
    settle(m)
}

fn alias(prop: &Prop, v: Var, w: Var) -> Alias {
    match prop {
        Prop::Lin(l) | Prop::BoolSum(l) => alias_lin(l, v, w),
        // `X #\= Y + C` with X = Y: false for C = 0; otherwise it holds,
        // and SWI-Prolog keeps it (`Y#\=Y+1`).
        &Prop::Ne2 { a, x, b, y, c } if (x, y) == (v, w) || (x, y) == (w, v) => {
            if a.checked_add(b) == Some(0) && c == 0 {
                Alias::Fails
            } else {
                Alias::Keep
            }
        }
        Prop::Global(g) => g.aliased(v, w).map_or(Alias::Keep, Alias::Becomes),
        _ => Alias::Keep,
    }
}

/// [`alias`] for a linear propagator: only the shapes SWI-Prolog checks
/// for aliasing (see the module documentation).
fn alias_lin(l: &Lin, v: Var, w: Var) -> Alias {
    if !l.x.contains(&v) || !l.x.contains(&w) || !l.a.iter().all(|a| a.abs() == 1) {
        return Alias::Keep;
    }
    let positive = l.a.iter().filter(|&&a| a > 0).count();
    let shape = match l.x.len() {
        2 => true,
        3 => l.rel == Rel::Eq && l.c == 0 && positive % 3 != 0,
        _ => false,
    };
    if !shape {
        return Alias::Keep;
    }
    let mut terms: Vec<(i64, Var)> = Vec::with_capacity(3);
    for (&a, &x) in l.a.iter().zip(l.x.iter()) {
        let x = if x == v { w } else { x };
        match terms.iter_mut().find(|t| t.1 == x) {
            Some(t) => t.0 += a,
            None => terms.push((a, x)),
        }
    }
    terms.retain(|t| t.0 != 0);
    if terms.is_empty() {
        let holds = match l.rel {
            Rel::Eq => l.c == 0,
            Rel::Le => 0 <= l.c,
            Rel::Ne => l.c != 0,
        };
        return match (holds, l.rel) {
            (false, _) => Alias::Fails,
            (true, Rel::Ne) => Alias::Keep,
            (true, _) => Alias::Holds,
        };
    }
    // `X + Y #=< C` and `X + Y #\= C` with X = Y stay as they are.
    if l.x.len() == 2 && l.rel != Rel::Eq {
        return Alias::Keep;
    }
    // The doubled variable on the left, as SWI-Prolog posts it
    // (`2*X #= Z`): an equation written with its coefficient positive.
    let sign = if terms.iter().any(|t| t.0 <= -2) { -1 } else { 1 };
    let (a, x): (Vec<i64>, Vec<Var>) = terms.into_iter().map(|(a, x)| (sign * a, x)).unzip();
    Alias::Becomes(Lin { a: a.into(), x: x.into(), c: sign * l.c, rel: l.rel })
}

/// After `v` was bound to a value and the store ran to a fixpoint: the
/// equations and products of `v` that now say two variables are equal
/// unify them, and a product with a factor 0 is dropped.
pub(crate) fn after_binding(m: &mut Machine, v: Var) -> Res {
    after_bindings(m, &[v])
}

/// [`after_binding`] for the variables of `fixed` (those a fixpoint
/// fixed, their heap cells bound; store constants have none). An
/// equation of several of them is looked at once.
pub(crate) fn after_bindings(m: &mut Machine, fixed: &[Var]) -> Res {
    // The equations and products to look at, gathered first (looking may
    // kill them); a buffer kept in the store, so that a labeling step
    // allocates nothing.
    let mut cands = std::mem::take(&mut m.fd.scratch_alias);
    cands.clear();
    for &v in fixed {
        if m.fd.vars[v as usize].heap == NO_HEAP {
            continue;
        }
        for p in m.fd.watching(v) {
            let info = &m.fd.props[p as usize];
            let wanted = info.alive
                && match info.prop.as_ref() {
                    Some(Prop::Lin(l) | Prop::BoolSum(l)) => l.watches_aliasing() && !cands.iter().any(|c| c.0 == p),
                    Some(&Prop::Arith { op: ArithOp::Times, x, y, .. }) => x == v || y == v,
                    Some(Prop::Global(g)) => g.watches_aliasing() && !cands.iter().any(|c| c.0 == p),
                    _ => false,
                };
            if wanted {
                cands.push((p, v));
            }
        }
    }
    let mut pairs: Vec<(Var, Var)> = Vec::new();
    for &(p, v) in &cands {
        if !m.fd.props[p as usize].alive {
            continue;
        }
        let pair = match m.fd.props[p as usize].prop.as_ref() {
            Some(Prop::Lin(l) | Prop::BoolSum(l)) => equal_pair(m, l),
            Some(&Prop::Arith { x, y, z, .. }) => {
                let other = if x == v { y } else { x };
                match m.fd.value(v) {
                    Some(0) => {
                        m.fd.kill(p);
                        None
                    }
                    Some(1) if m.fd.value(other).is_none() => Some((other, z)),
                    _ => None,
                }
            }
            Some(Prop::Global(g)) => g.equal_pair(&m.fd).filter(|&pair| on_heap(m, pair)),
            _ => None,
        };
        if let Some(pair) = pair {
            m.fd.kill(p);
            pairs.push(pair);
        }
    }
    m.fd.scratch_alias = cands;
    for (x, y) in pairs {
        let (a, b) = (m.fd.vars[x as usize].heap, m.fd.vars[y as usize].heap);
        if a == NO_HEAP || b == NO_HEAP {
            continue;
        }
        if !m.unify(Cell::Ref(a), Cell::Ref(b)) {
            return Ok(false);
        }
    }
    Ok(true)
}

/// After the global `p` was posted and the store ran to a fixpoint: if
/// it says no more than that two variables are equal (element/3 posted
/// with its index known), they are unified and it is dropped, as after a
/// binding ([`after_bindings`]).
pub(crate) fn after_posting(m: &mut Machine, p: PropId) -> Res {
    let info = &m.fd.props[p as usize];
    let Some(Prop::Global(g)) = info.prop.as_ref() else { return Ok(true) };
    if !info.alive || !g.watches_aliasing() {
        return Ok(true);
    }
    let Some((x, y)) = g.equal_pair(&m.fd).filter(|&pair| on_heap(m, pair)) else { return Ok(true) };
    m.fd.kill(p);
    let (a, b) = (m.fd.vars[x as usize].heap, m.fd.vars[y as usize].heap);
    Ok(m.unify(Cell::Ref(a), Cell::Ref(b)))
}

/// Whether both variables of a pair have heap variables to unify (or are
/// one variable).
fn on_heap(m: &Machine, (x, y): (Var, Var)) -> bool {
    x == y || (m.fd.vars[x as usize].heap != NO_HEAP && m.fd.vars[y as usize].heap != NO_HEAP)
}

/// The two variables an equation says are equal once its fixed
/// variables are folded: two left, with coefficients 1 and -1 (in either
/// order), and nothing else.
fn equal_pair(m: &Machine, l: &Lin) -> Option<(Var, Var)> {
    let mut rest = l.c as i128;
    let mut open: [(i64, Var); 2] = [(0, 0); 2];
    let mut n = 0;
    for (&a, &x) in l.a.iter().zip(l.x.iter()) {
        let value = m.fd.value(x).map(|k| k as i128).or_else(|| m.fd.exact(x));
        match value {
            Some(k) => rest -= a as i128 * k,
            None if n == 2 => return None,
            None => {
                open[n] = (a, x);
                n += 1;
            }
        }
    }
    let unit_pair = n == 2 && open[0].0.abs() == 1 && open[0].0 == -open[1].0;
    (unit_pair && rest == 0 && open[0].1 != open[1].1).then_some((open[0].1, open[1].1))
}
