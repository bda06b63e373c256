//! Posting `F #\/ G` at the top when F and G are relations of two
//! variables with finite bounds that the domains do not decide yet:
//! inequalities (`S1 + D1 #=< S2 #\/ S2 + D2 #=< S1`, the machines of a
//! job shop) or equations of unit terms (`X #= Y + 1 #\/ Y #= X + 1`,
//! "next to" in Einstein's puzzle). One `Prop::PairLeOr`
//! (`propagators/disjunction.rs`) instead of its decomposition's three
//! propagators (`B0 <=> F`, `B1 <=> G` and the clause `B0 #\/ B1`, which
//! `reify.rs` posts for any other disjunction).
//!
//! Everything else is as the decomposition's post: the truth values B0
//! and B1 are made at the same points (the residual goals name them and
//! order them by age), the sides are read, made linear and checked in
//! the same order with the same errors, and a side that turns out not to
//! fit has the decomposition posted from there on, its first side's
//! propagator before anything of the second's (propagator numbers order
//! residual goals too).

use super::expr::{self, as_primitive};
use super::linear_form::linear_form_within;
use super::linear_post::{in_fd_range, make_lin};
use super::primitives::{fresh_var_in, post_bool, post_reif_lin, store_var};
use super::relations::LINEAR_WALK_BUDGET;
use crate::clpfd::domain::{Domain, SUP};
use crate::clpfd::propagators::{PairLe, PairLeOr, Prop, Rel};
use crate::clpfd::store::Var;
use crate::machine::{Exc, Machine};
use crate::term::{atoms, Cell, Heap};

/// A side of the disjunction, as [`read_side`] left it.
pub(super) enum Side {
    /// Posted as the decomposition posts it, with its truth value.
    Posted(Cell),
    /// `B <=> side`, not posted yet: B (the term `cell`, store variable
    /// `b`) is a new truth value, and the side is undecided over finite
    /// bounds.
    Pending { side: PairLe, b: Var, cell: Cell },
    /// An equation that is no such relation, left unread (nothing made):
    /// the caller posts it as any reified relation.
    Unread,
}

/// A side read but not posted yet, and its truth value.
pub(super) type Unposted = Option<(PairLe, Var)>;

/// Posts the decomposition's propagator of a side left unposted.
pub(super) fn post_unposted(m: &mut Machine, unposted: &mut Unposted) {
    if let Some((side, b)) = unposted.take() {
        // Undecided over an unknown truth value: idle, as `post_reif_lin`
        // adds it.
        m.fd.add_prop_idle(Prop::ReifLin { lin: side.lin(), b });
    }
}

/// Reads the relation `f` (`L #=< R`, or one of `#<`, `#>=`, `#>` as
/// `shift` and `swap` make them `=<`; or `L #= R`, `rel` Eq) as a side:
/// its truth value made and, unless it is an undecided relation of two
/// variables that fits the propagator ([`pair_side`]), posted (after
/// `unposted`). Ok(None) when a post failed.
pub(super) fn read_side(
    m: &mut Machine,
    f: Cell,
    rel: Rel,
    shift: i128,
    swap: bool,
    unposted: &mut Unposted,
) -> Result<Option<Side>, Exc> {
    let f = m.heap.deref(f);
    let (x, y) = (m.heap.arg(f, 0), m.heap.arg(f, 1));
    let (l, r) = if swap { (y, x) } else { (x, y) };
    let mut pairs = std::mem::take(&mut m.fd.scratch_terms);
    let linear = match simple_difference(&m.heap, l, r, &mut pairs) {
        Some(c) => Ok(Some(c)),
        None => {
            let mut work = std::mem::take(&mut m.fd.scratch_work);
            let linear = linear_form_within(&m.heap, &[(l, 1i128), (r, -1)], &mut pairs, &mut work, LINEAR_WALK_BUDGET);
            m.fd.scratch_work = work;
            linear
        }
    };
    let k = linear.ok().flatten().and_then(|c| shift.checked_sub(c));
    let pair = k.and_then(|k| pair_side(m, &pairs, rel, k));
    if rel == Rel::Eq && pair.is_none() {
        // Any other equation (`B #<==> (X #= C)`'s, ...) is posted where
        // the reified relations are.
        m.fd.scratch_terms = pairs;
        return Ok(Some(Side::Unread));
    }
    // Made after the walk, which takes nothing from the heap: at the
    // place the decomposition makes it.
    let b = m.heap.new_var();
    let Some(k) = k else {
        // Not linear (or past the walk's budget): as the decomposition.
        m.fd.scratch_terms = pairs;
        post_unposted(m, unposted);
        let posted = expr::post_reified_relation_checked(m, rel, shift, l, r, b)?;
        return Ok(posted.then_some(Side::Posted(b)));
    };
    let mut pending = None;
    let posted = as_primitive(m, "$fd_reif_lin", 5, |m| {
        let Some(side) = pair else {
            post_unposted(m, unposted);
            let lin = make_lin(m, &pairs, rel, k)?;
            return post_reif_lin(m, lin, b);
        };
        // B made a truth value as `post_reif_lin` makes it: B is a new
        // variable, so `post_bool` would give it a fresh store variable
        // of 0..1, made here to keep its number without looking it up.
        let v = match fresh_var_in(m, b, &Domain::Range((0, 1)), 2) {
            Some(v) => Some(v),
            None => {
                if !post_bool(m, b)? {
                    return Ok(false);
                }
                match m.heap.deref(b) {
                    Cell::Attv(a) => store_var(m, a),
                    _ => None,
                }
            }
        };
        if let Some(v) = v {
            let st = &m.fd;
            if st.value(v).is_none() && side.undecided(st) {
                pending = Some(Side::Pending { side, b: v, cell: b });
                return Ok(true);
            }
        }
        post_unposted(m, unposted);
        post_reif_lin(m, side.lin(), b)
    });
    m.fd.scratch_terms = pairs;
    if !posted? {
        return Ok(None);
    }
    Ok(Some(pending.unwrap_or(Side::Posted(b))))
}

/// The linear form of `l - r` when each of them is a variable, an
/// integer, or the sum or difference of two such (a precedence's `S +
/// D`): its terms into `pairs`, left to right, and the constant, as
/// `linear_form_within` reads them, without its stack of terms. None
/// (`pairs` in any state) for any other shape, which that walk reads.
#[inline]
fn simple_difference(heap: &Heap, l: Cell, r: Cell, pairs: &mut Vec<(i128, Cell)>) -> Option<i128> {
    pairs.clear();
    let mut constant = 0i128;
    let mut leaf = |t: Cell, k: i128| match heap.deref(t) {
        t @ (Cell::Ref(_) | Cell::Attv(_)) => {
            pairs.push((k, t));
            Some(())
        }
        Cell::Int(i) => {
            constant += k * i as i128;
            Some(())
        }
        _ => None,
    };
    for (t, k) in [(l, 1), (r, -1)] {
        let t = heap.deref(t);
        if !matches!(t, Cell::Str(_)) {
            leaf(t, k)?;
            continue;
        }
        let second = match heap.functor_of(t)? {
            (atoms::PLUS, 2) => k,
            (atoms::MINUS, 2) => -k,
            _ => return None,
        };
        leaf(heap.arg(t, 0), k)?;
        leaf(heap.arg(t, 1), second)?;
    }
    Some(constant)
}

/// `pairs` (terms of the linear form) `rel c` as a relation of two
/// unfixed variables: what `make_lin` makes of them when they are two
/// distinct constrained variables, unfixed, with coefficients and
/// constant in the propagators' range (None otherwise: `make_lin` then
/// folds, merges or raises its error). An equation takes unit
/// coefficients, and not `X - Y = 0`, whose reification SWI-Prolog
/// counts apart in degrees (`store/degree.rs`).
fn pair_side(m: &mut Machine, pairs: &[(i128, Cell)], rel: Rel, c: i128) -> Option<PairLe> {
    let &[(k0, t0), (k1, t1)] = pairs else { return None };
    let unfixed = |m: &mut Machine, t: Cell| match m.heap.deref(t) {
        Cell::Attv(a) => store_var(m, a).filter(|&v| m.fd.value(v).is_none()),
        _ => None,
    };
    if rel == Rel::Eq && (k0.abs() != 1 || k1.abs() != 1 || (k0 != k1 && c == 0)) {
        return None;
    }
    let (x0, x1) = (unfixed(m, t0)?, unfixed(m, t1)?);
    let fits = [k0, k1, c].iter().all(|&k| in_fd_range(k)) && k0.abs() + k1.abs() < SUP as i128;
    (fits && k0 != 0 && k1 != 0 && x0 != x1).then_some(PairLe {
        a: [k0 as i64, k1 as i64],
        x: [x0, x1],
        c: c as i64,
        rel,
    })
}

/// Posts the disjunction of two pending sides, its truth values `b`.
pub(super) fn post_pair_le_or(m: &mut Machine, sides: [PairLe; 2], b: [Var; 2]) {
    // Over two unknown truth values and undecided sides, nothing would
    // prune: idle, as the decomposition's three are added.
    let prop = m.fd.pair_le_or(PairLeOr::new(sides, b));
    m.fd.add_prop_idle(prop);
}

#[cfg(test)]
mod tests {
    use super::simple_difference;
    use crate::clpfd::builtins::linear_form::linear_form_within;
    use crate::term::{atoms, Cell, Heap};

    /// Where it reads a shape, the short reading gives the terms and the
    /// constant the walk gives; it leaves every other shape to the walk.
    #[test]
    fn simple_difference_reads_as_the_walk() {
        let mut heap = Heap::new();
        let (x, y) = (heap.new_var(), heap.new_var());
        let leaves = vec![x, y, Cell::Int(3), Cell::Int(-7), Cell::Atom(atoms::NIL)];
        let x_plus = heap.compound(atoms::PLUS, &[x, Cell::Int(5)]);
        let nested = heap.compound(atoms::PLUS, &[x_plus, y]);
        let star = heap.compound(atoms::STAR, &[Cell::Int(2), x]);
        let mut sides = leaves.clone();
        for &f in &[atoms::PLUS, atoms::MINUS] {
            for &a in &leaves {
                for &b in &leaves {
                    sides.push(heap.compound(f, &[a, b]));
                }
            }
        }
        sides.extend([nested, star]);
        let (mut short, mut walked, mut work) = (Vec::new(), Vec::new(), Vec::new());
        let mut read = 0;
        for &l in &sides {
            for &r in &sides {
                let walk = linear_form_within(&heap, &[(l, 1i128), (r, -1)], &mut walked, &mut work, usize::MAX);
                if let Some(c) = simple_difference(&heap, l, r, &mut short) {
                    read += 1;
                    assert_eq!(walk.ok(), Some(Some(c)));
                    // (Cells have no equality: compared as written.)
                    assert_eq!(format!("{short:?}"), format!("{walked:?}"));
                }
            }
        }
        // Every side but the nested sum, the product and the atom (alone
        // or inside) is read short.
        let simple = 4 + 2 * 4 * 4;
        assert_eq!(read, simple * simple);
    }
}
