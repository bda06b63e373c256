//! Posting linear arithmetic constraints straight from their expression
//! terms: `'$fd_post_linear'(Rel, L, R, How)` turns `L Rel R` into one
//! linear propagator when L and R are built only from integers, variables,
//! `+`, `-` and multiplication by an integer. This is the common case
//! (N-queens, SEND+MORE, sums), and so is `abs(A - B) #\= C`; doing it here rather than in
//! `stdlib/clpfd.pl` avoids building coefficient lists on the heap. Other
//! expressions answer `Posted = false` and take the library's general
//! path, which gives non-linear subterms auxiliary variables.

use super::clpfd::{fd_var, in_fd_range, linear_term, make_lin, post, post_lin};
use super::{b, Builtin};
use crate::clpfd::propagators::{Prop, Rel};
use crate::clpfd::store::Var;
use crate::machine::{Machine, Res};
use crate::term::{atoms, Atom, Cell};

pub const BUILTINS: &[Builtin] = &[b("$fd_post_linear", 4, post_linear, "+atom,?term,?term,-atom")];

/// The relation of `L Rel R` as `sum Rel' c` with the constant moved to
/// the right: `<` becomes `=<` with c - 1.
fn relation(m: &Machine, c: Cell) -> Option<(Rel, i128)> {
    let Cell::Atom(a) = c else { return None };
    Some(match a {
        atoms::EQUALS => (Rel::Eq, 0),
        atoms::NOT_EQUAL => (Rel::Ne, 0),
        atoms::LT => (Rel::Le, -1),
        _ if m.atoms.text(a) == "=<" => (Rel::Le, 0),
        _ => return None,
    })
}

/// Unifies the output argument `out` with `answer`; the fresh variable
/// the library passes is bound directly.
fn tell(m: &mut Machine, out: Cell, answer: Atom) -> bool {
    match m.heap.deref(out) {
        v @ Cell::Ref(_) => {
            m.bind(v, Cell::Atom(answer));
            true
        }
        v => m.unify(v, Cell::Atom(answer)),
    }
}

/// Linear form of `L - R`: coefficient-term pairs (terms are variables or
/// FD variables, into `pairs`) and the constant; None when a subterm is
/// not linear or a coefficient leaves the i128 range. Walks the term with
/// an explicit stack (`work`), so deep expressions do not grow the Rust
/// stack; both buffers are the store's scratch buffers, so that posting
/// allocates nothing once they have grown.
fn linearize(
    m: &Machine,
    l: Cell,
    r: Cell,
    pairs: &mut Vec<(i128, Cell)>,
    work: &mut Vec<(Cell, i128)>,
) -> Option<i128> {
    pairs.clear();
    work.clear();
    let mut constant: i128 = 0;
    work.extend_from_slice(&[(r, -1), (l, 1)]);
    while let Some((t, k)) = work.pop() {
        let t = m.heap.deref(t);
        match t {
            Cell::Int(i) => constant = constant.checked_add(k.checked_mul(i as i128)?)?,
            Cell::Ref(_) | Cell::Attv(_) => pairs.push((k, t)),
            Cell::Str(_) => {
                let (f, n) = m.heap.functor_of(t)?;
                let name = m.atoms.text(f);
                match (name, n) {
                    ("+", 2) => {
                        work.push((m.heap.arg(t, 1), k));
                        work.push((m.heap.arg(t, 0), k));
                    }
                    ("-", 2) => {
                        work.push((m.heap.arg(t, 1), k.checked_neg()?));
                        work.push((m.heap.arg(t, 0), k));
                    }
                    ("-", 1) => work.push((m.heap.arg(t, 0), k.checked_neg()?)),
                    ("+", 1) => work.push((m.heap.arg(t, 0), k)),
                    ("*", 2) => {
                        let (a, b) = (m.heap.deref(m.heap.arg(t, 0)), m.heap.deref(m.heap.arg(t, 1)));
                        match (a, b) {
                            (Cell::Int(i), e) | (e, Cell::Int(i)) => work.push((e, k.checked_mul(i as i128)?)),
                            _ => return None,
                        }
                    }
                    _ => return None,
                }
            }
            _ => return None,
        }
        if k.unsigned_abs() > (1u128 << 100) {
            return None;
        }
    }
    Some(constant)
}

/// `abs(A - B) #\= C` with A, B variables or integers and C an integer
/// (the N-queens diagonals) has a propagator of its own.
fn abs_difference(m: &Machine, l: Cell, r: Cell) -> Option<(Cell, Cell, i64)> {
    let Cell::Int(c) = m.heap.deref(r) else { return None };
    let l = m.heap.deref(l);
    let (f, 1) = m.heap.functor_of(l)? else { return None };
    if m.atoms.text(f) != "abs" {
        return None;
    }
    let d = m.heap.deref(m.heap.arg(l, 0));
    let (f, 2) = m.heap.functor_of(d)? else { return None };
    if m.atoms.text(f) != "-" {
        return None;
    }
    let simple = |c: Cell| matches!(c, Cell::Ref(_) | Cell::Attv(_) | Cell::Int(_));
    let (a, b) = (m.heap.deref(m.heap.arg(d, 0)), m.heap.deref(m.heap.arg(d, 1)));
    (simple(a) && simple(b)).then_some((a, b, c))
}

/// '$fd_post_linear'(+Rel, ?L, ?R, -Posted): posts `L Rel R` if it is
/// linear (Posted = true; fails if the store becomes inconsistent), else
/// Posted = false and nothing is posted.
fn post_linear(m: &mut Machine) -> Res {
    let rel = m.arg(0);
    let (l, r, posted) = (m.x[1], m.x[2], m.x[3]);
    let Some((rel, shift)) = relation(m, rel) else { return Ok(false) };
    if rel == Rel::Ne {
        if let Some((a, b, c)) = abs_difference(m, l, r) {
            if !tell(m, posted, atoms::TRUE) {
                return Ok(false);
            }
            if c < 0 {
                return Ok(true);
            }
            let x = fd_var(m, a)?;
            let y = fd_var(m, b)?;
            if m.fd.value(x).is_none() && m.fd.value(y).is_none() {
                // It acts only once a side is fixed: nothing to propagate.
                m.fd.add_prop_idle(Prop::AbsDiffNe { x, y, c });
                return Ok(true);
            }
            return post(m, Prop::AbsDiffNe { x, y, c });
        }
    }
    let mut pairs = std::mem::take(&mut m.fd.scratch_terms);
    let mut work = std::mem::take(&mut m.fd.scratch_work);
    let linear = linearize(m, l, r, &mut pairs, &mut work);
    m.fd.scratch_work = work;
    let result = match linear {
        None => Ok(tell(m, posted, atoms::FALSE)),
        Some(_) if !tell(m, posted, atoms::TRUE) => Ok(false),
        // sum + constant Rel 0  is  sum Rel -constant (+ shift for <).
        Some(constant) => post_terms(m, &pairs, rel, shift - constant),
    };
    m.fd.scratch_terms = pairs;
    result
}

/// Posts `sum(k_i * t_i) rel c`. A disequality between two variables gets
/// the binary propagator `Ne2` (built without allocation); the rest a
/// linear propagator.
fn post_terms(m: &mut Machine, pairs: &[(i128, Cell)], rel: Rel, c: i128) -> Res {
    if rel == Rel::Ne && pairs.len() == 2 {
        let mut c = c;
        let mut terms: [(i128, Var); 2] = [(0, 0); 2];
        let mut n = 0;
        for &(k, t) in pairs {
            match linear_term(m, t)? {
                Ok(val) => c -= k * val,
                Err(v) if n == 1 && terms[0].1 == v => terms[0].0 += k,
                Err(v) => {
                    terms[n] = (k, v);
                    n += 1;
                }
            }
        }
        if n == 2 && terms.iter().all(|&(k, _)| k != 0 && in_fd_range(k)) && in_fd_range(c) {
            // Two unfixed variables: nothing to propagate until one is fixed.
            let [(a, x), (b, y)] = terms;
            m.fd.add_prop_idle(Prop::Ne2 { a: a as i64, x, b: b as i64, y, c: c as i64 });
            return Ok(true);
        }
    }
    let lin = make_lin(m, pairs, rel, c)?;
    post_lin(m, lin)
}
