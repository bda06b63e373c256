//! The arithmetic relations of library(clpfd), `#=`, `#\=`, `#<`, `#>`,
//! `#=<`, `#>=`, as Rust builtins of module `clpfd`: the library's
//! directive `'$fd_native_relations'` makes its own predicates of those
//! names these functions, so that a clause body `Q0 #\= Q` compiles to a
//! direct builtin call (an import of a builtin resolves to the builtin at
//! compile time) with no Prolog clause in between.
//!
//! `L Rel R` is posted here when L and R are built only from integers,
//! variables, `+`, `-` and multiplication by an integer: one linear
//! propagator straight from the expression terms, read in one walk
//! (`linear_form.rs`, in i128) with no coefficient lists on the heap.
//! This is the common case (N-queens, SEND+MORE, sums), and so is
//! `abs(A - B) #\= C`. Sums of variables that have their store variables
//! (`lin_sum(Bs, E), E #= K`) are read more directly still
//! (`linear_direct.rs`). An equality that says no more than that two
//! variables are equal (`X - Y #= 0`, `X + C #= Y + C`) unifies them, as
//! SWI-Prolog does. Any other expression (non-linear subterms, which
//! get auxiliary variables, big integers, errors) goes to the expression
//! compiler (`expr.rs`), as do the reified relations `'$fd_reif_rel'/4`
//! and `'$fd_reif_in'/3`.

use super::expr;
use super::linear_direct::post_direct;
use super::linear_form::{linear_form_within, TooLong};
use super::linear_post::{in_fd_range, linear_term, make_lin, post_lin};
use super::primitives::{clpfd_atom, only_clpfd_attribute, store_var, store_var_inline};
use super::primitives::{fd_var, post};
use super::written::{marked_var, written_form};
use crate::builtins::{b, Builtin};
use crate::clpfd::propagators::scaled::Scaled;
use crate::clpfd::propagators::shape::Shape;
use crate::clpfd::propagators::{Post, Prop, Rel};
use crate::clpfd::store::{Var, NO_HEAP};
use crate::machine::database::{BuiltinFn, PredKind};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Addr, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$fd_native_relations", 0, native_relations, ""),
    b("$fd_reif_rel", 4, reif_rel, "+atom,?term,?term,?var"),
    b("$fd_reif_in", 3, reif_in, "?term,+domain,?var"),
];

/// The relations, each with its builtin: `L Rel R` is posted as `A Rel' B`
/// with `(A, B)` = `(L, R)`, or `(R, L)` for `#>` and `#>=`.
const RELATIONS: &[(&str, BuiltinFn)] = &[
    ("#=", |m| relation(m, Rel::Eq, 0, false)),
    ("#\\=", |m| relation(m, Rel::Ne, 0, false)),
    ("#<", |m| relation(m, Rel::Le, -1, false)),
    ("#>", |m| relation(m, Rel::Le, -1, true)),
    ("#=<", |m| relation(m, Rel::Le, 0, false)),
    ("#>=", |m| relation(m, Rel::Le, 0, true)),
];

/// '$fd_native_relations': makes the predicates `clpfd:(#=)/2`, ... the
/// builtins of [`RELATIONS`] (run as a directive of `stdlib/clpfd.pl`,
/// before the clauses that call them).
fn native_relations(m: &mut Machine) -> Res {
    let module = clpfd_atom(m);
    for &(name, f) in RELATIONS {
        let name = m.atoms.intern(name);
        let p = m.pred_in(module, name, 2);
        let pred = &mut m.preds[p as usize];
        pred.kind = PredKind::Builtin(f);
        pred.defined = true;
    }
    Ok(true)
}

/// Posts `L Rel R` (`shift` moves the constant: `<` is `=<` with c - 1)
/// for the arguments in the order `swap` says; one that is not linear is
/// left to the expression compiler.
///
/// A side that is cyclic (`X = X + 1`) is SWI-Prolog's domain error. The
/// linear reading, bounded, needs no check first (see
/// `linear_form_within`): the sides are checked only when it gives up,
/// before the compiler or a second, unbounded reading.
fn relation(m: &mut Machine, rel: Rel, shift: i128, swap: bool) -> Res {
    let (l, r) = if swap { (m.x[1], m.x[0]) } else { (m.x[0], m.x[1]) };
    // Not a disequality: the common one, between two variables (N-queens),
    // has a propagator of its own, posted below.
    if rel != Rel::Ne {
        if let Some(posted) = post_direct(m, rel, shift, l, r) {
            return posted;
        }
    } else if let Some(posted) = distinct_pair(m, l, r) {
        return posted;
    }
    if rel == Rel::Eq {
        let (a, b) = (marked_var(m, l), marked_var(m, r));
        if a.is_var_ref() && b.is_var_ref() {
            return unify_variables(m, a, b);
        }
    }
    let linear = match post_linear(m, rel, shift, l, r, LINEAR_WALK_BUDGET)? {
        Ok(linear) => linear,
        Err(TooLong) => {
            expr::check_acyclic(m, &[l, r])?;
            match post_linear(m, rel, shift, l, r, usize::MAX)? {
                Ok(linear) => linear,
                Err(TooLong) => unreachable!("an unbounded walk"),
            }
        }
    };
    match linear {
        Some(posted) => Ok(posted),
        None => {
            expr::check_acyclic(m, &[l, r])?;
            let posted = expr::post_relation(m, rel, shift, l, r);
            expr::deliver(m, posted)
        }
    }
}

/// `X #\= Y` between two finite-domain variables, neither fixed (graph
/// colouring, the pairs of N-queens): the idle `Ne2` propagator that the
/// general path ends in (`post_terms`, for the linear form `X - Y \= 0`
/// of written form `Sum`), without reading the sides as a linear form
/// first. None, with nothing done, for anything else.
#[inline]
fn distinct_pair(m: &mut Machine, l: Cell, r: Cell) -> Option<Res> {
    let (Cell::Attv(a), Cell::Attv(b)) = (m.heap.deref(l), m.heap.deref(r)) else { return None };
    let (x, y) = (store_var_inline(m, a)?, store_var_inline(m, b)?);
    if x == y || m.fd.value(x).is_some() || m.fd.value(y).is_some() {
        return None;
    }
    // Nothing to propagate until one of them is fixed.
    m.fd.add_prop_idle(Prop::Ne2 { a: 1, x, b: -1, y, c: 0 });
    Some(Ok(true))
}

/// `X #= Y` between two variables unifies them, as SWI-Prolog does (its
/// `var(X) #= var(Y)` rule): X becomes a finite-domain variable (of
/// inf..sup when it had no domain) and Y is X, with no propagator; two
/// domains meet through the attribute hook.
///
/// Two finite-domain variables (zebra's `English #= Red`) are bound here
/// as unification binds them (the younger to the older), and when the one
/// bound has no attribute but clpfd's, its hook's work (`'$fd_bind'`:
/// `aliasing::unify_vars`) is done at once: the same propagators, the
/// same fixpoint, without a wakeup through `'$wakeup'/1` and the Prolog
/// hook (about 3,000 instructions of the 4,000 such a post took).
fn unify_variables(m: &mut Machine, x: Cell, y: Cell) -> Res {
    if let (Cell::Ref(_), Cell::Attv(_)) = (m.heap.deref(x), m.heap.deref(y)) {
        // A plain X (labeling's objective `S #= E`): X is bound to Y, the
        // finite-domain variable, as unification binds it. Giving X a
        // store variable first would tie the two by an equation that
        // copies Y's every domain change to a variable nothing else reads.
        fd_var(m, y)?;
        return Ok(m.unify(x, y));
    }
    if let (Cell::Attv(a), Cell::Attv(b)) = (m.heap.deref(x), m.heap.deref(y)) {
        // Both with their store variables (zebra's `English #= Red`): each
        // looked up once, where the steps below look X's up twice.
        if a != b {
            let (bound, kept) = if a < b { (b, a) } else { (a, b) };
            if let (Some(v), Some(w)) = (only_clpfd_var(m, bound), store_var(m, kept)) {
                return alias(m, bound, kept, v, w);
            }
        }
    }
    fd_var(m, x)?;
    let (dx, dy) = (m.heap.deref(x), m.heap.deref(y));
    if let (Cell::Attv(a), Cell::Attv(b)) = (dx, dy) {
        if a == b {
            return Ok(true);
        }
        let (bound, kept) = if a < b { (b, a) } else { (a, b) };
        if let Some(v) = only_clpfd_var(m, bound) {
            let w = fd_var(m, Cell::Attv(kept))?;
            return alias(m, bound, kept, v, w);
        }
    }
    Ok(m.unify(x, y))
}

/// Binds the attributed variable at `bound` (store variable `v`) to the
/// one at `kept` (store variable `w`) and ties their store variables.
#[inline(always)]
fn alias(m: &mut Machine, bound: Addr, kept: Addr, v: Var, w: Var) -> Res {
    m.trail_value(bound);
    m.heap.set(bound, Cell::Attv(kept));
    if v == w {
        return Ok(true);
    }
    super::aliasing::unify_vars(m, v, w)
}

/// The store variable of the attributed variable at `a` when clpfd's is
/// its only attribute (and not stale): then binding it wakes nothing but
/// clpfd's hook.
fn only_clpfd_var(m: &mut Machine, a: Addr) -> Option<Var> {
    let module = clpfd_atom(m);
    if !only_clpfd_attribute(m, m.heap.get(a + 1), module) {
        return None;
    }
    store_var(m, a)
}

/// The nodes a relation's linear reading walks before it checks the
/// sides for cycles (sums of a few thousand terms are read once).
pub(super) const LINEAR_WALK_BUDGET: usize = 8192;

/// The relation named by a reified relation's first argument, with its
/// shift of the constant.
fn relation_arg(m: &mut Machine) -> Result<(Rel, i128), Exc> {
    match m.arg(0) {
        Cell::Atom(a) => match m.atoms.text(a) {
            "=" => Ok((Rel::Eq, 0)),
            "\\=" => Ok((Rel::Ne, 0)),
            "=<" => Ok((Rel::Le, 0)),
            "<" => Ok((Rel::Le, -1)),
            _ => Err(m.err_domain(atoms::OPERATOR, Cell::Atom(a))),
        },
        c => Err(m.err_type(atoms::ATOM, c)),
    }
}

/// '$fd_reif_rel'(+Rel, ?L, ?R, ?B): B is 1 when `L Rel R` holds (Rel
/// one of `=`, `\=`, `=<`, `<`), 0 when it does not.
fn reif_rel(m: &mut Machine) -> Res {
    let (rel, shift) = relation_arg(m)?;
    let (l, r, b) = (m.x[1], m.x[2], m.x[3]);
    expr::check_acyclic(m, &[l, r])?;
    let posted = expr::post_reified_relation(m, rel, shift, l, r, b);
    expr::deliver(m, posted)
}

/// '$fd_reif_in'(?X, +Dom, ?B): B is 1 when the expression X lies in
/// Dom, 0 when it does not.
fn reif_in(m: &mut Machine) -> Res {
    let (x, dom, b) = (m.x[0], m.x[1], m.x[2]);
    expr::check_acyclic(m, &[x])?;
    let posted = expr::post_reified_in(m, x, dom, b);
    expr::deliver(m, posted)
}

/// `abs(A - B) #\= C` with A, B variables or integers and C an integer
/// (the N-queens diagonals) has a propagator of its own.
fn abs_difference(m: &Machine, l: Cell, r: Cell) -> Option<(Cell, Cell, i64)> {
    let Cell::Int(c) = m.heap.deref(r) else { return None };
    let l = m.heap.deref(l);
    let (atoms::ABS, 1) = m.heap.functor_of(l)? else { return None };
    let d = m.heap.deref(m.heap.arg(l, 0));
    let (atoms::MINUS, 2) = m.heap.functor_of(d)? else { return None };
    let simple = |c: Cell| matches!(c, Cell::Ref(_) | Cell::Attv(_) | Cell::Int(_));
    let (a, b) = (m.heap.deref(m.heap.arg(d, 0)), m.heap.deref(m.heap.arg(d, 1)));
    (simple(a) && simple(b)).then_some((a, b, c))
}

/// `C =< abs(A - B)` (as `abs(A - B) #>= C`, `#>`, `C #< abs(A - B)` are
/// posted), with A, B variables or integers: A, B and C.
fn abs_at_least(m: &Machine, l: Cell, r: Cell) -> Option<(Cell, Cell, i64)> {
    abs_difference(m, r, l)
}

/// `Y #= A*X` or `Y #= X*A` as written, with X and Y different unbound
/// variables and A an integer other than 0 and ±1, or `Y #= -X` (A = -1):
/// (A, X, Y, whether A was written before X, as the residual goal keeps
/// it). SWI-Prolog keeps the holes of the domains through this form only
/// (`propagators/scaled.rs`).
fn scaled_variable(m: &Machine, y: Cell, product: Cell) -> Option<(i64, Cell, Cell, bool)> {
    let y = m.heap.deref(y);
    let product = m.heap.deref(product);
    if !y.is_var_ref() {
        return None;
    }
    let (f, n) = m.heap.functor_of(product)?;
    if (f, n) == (atoms::MINUS, 1) {
        // `Y #= -X`: SWI-Prolog's product by -1, on whole domains too.
        let x = m.heap.deref(m.heap.arg(product, 0));
        return (x.is_var_ref() && !x.same(y)).then_some((-1, x, y, true));
    }
    if (f, n) != (atoms::STAR, 2) {
        return None;
    }
    let (p, q) = (m.heap.deref(m.heap.arg(product, 0)), m.heap.deref(m.heap.arg(product, 1)));
    let (a, x, factor_first) = match (p, q) {
        (Cell::Int(a), x) if x.is_var_ref() => (a, x, true),
        (x, Cell::Int(a)) if x.is_var_ref() => (a, x, false),
        _ => return None,
    };
    (a.checked_abs().is_some_and(|k| k > 1) && !x.same(y)).then_some((a, x, y, factor_first))
}

/// Posts `L Rel R` if it is linear: Some(false) if the store becomes
/// inconsistent; None (and nothing posted) if it is not linear;
/// Err(TooLong) (nothing posted) if reading it took more than `budget`
/// nodes. The forms read before the linear walk look at most three
/// levels deep, so a cyclic side ends them too.
fn post_linear(
    m: &mut Machine,
    rel: Rel,
    shift: i128,
    l: Cell,
    r: Cell,
    budget: usize,
) -> Result<Result<Option<bool>, TooLong>, Exc> {
    if rel == Rel::Ne {
        if let Some((a, b, c)) = abs_difference(m, l, r) {
            if c < 0 {
                return Ok(Ok(Some(true)));
            }
            let x = fd_var(m, a)?;
            let y = fd_var(m, b)?;
            if m.fd.value(x).is_none() && m.fd.value(y).is_none() {
                // It acts only once a side is fixed: nothing to propagate.
                m.fd.add_prop_idle(Prop::AbsDiffNe { x, y, c });
                return Ok(Ok(Some(true)));
            }
            return post(m, Prop::AbsDiffNe { x, y, c }).map(|posted| Ok(Some(posted)));
        }
    }
    if rel == Rel::Le {
        if let Some((a, b, c)) = abs_at_least(m, l, r) {
            // c =< abs(A - B) - shift: SWI-Prolog's abs(A-B) #>= C.
            let at_least = c as i128 - shift;
            let x = fd_var(m, a)?;
            let y = fd_var(m, b)?;
            if at_least <= 0 {
                return Ok(Ok(Some(true)));
            }
            let Ok(c) = i64::try_from(at_least) else { return Ok(Ok(None)) };
            return post(m, Prop::AbsDiffGe { x, y, c }).map(|posted| Ok(Some(posted)));
        }
    }
    if rel == Rel::Eq {
        if let Some((a, x, y, factor_first)) = scaled_variable(m, l, r).or_else(|| scaled_variable(m, r, l)) {
            let (x, y) = (fd_var(m, x)?, fd_var(m, y)?);
            return match Scaled::post(a, x, y, factor_first) {
                Post::Prop(p) => post(m, Prop::Global(p)).map(|posted| Ok(Some(posted))),
                Post::Holds => Ok(Ok(Some(true))),
                Post::Fails => Ok(Ok(Some(false))),
            };
        }
    }
    let mut pairs = std::mem::take(&mut m.fd.scratch_terms);
    let mut work = std::mem::take(&mut m.fd.scratch_work);
    let linear = linear_form_within(&m.heap, &[(l, 1), (r, -1)], &mut pairs, &mut work, budget);
    m.fd.scratch_work = work;
    let result = match linear {
        Err(TooLong) => Ok(Err(TooLong)),
        Ok(None) => Ok(Ok(None)),
        // sum + constant Rel 0  is  sum Rel -constant (+ shift for <).
        Ok(Some(constant)) => {
            // Only three terms, or two with a constant or of one sign, can
            // be `x = a + b` or `x = a - b`: the bulk posts of `X #\= Y`
            // do not read their terms again.
            let shape = match pairs.as_slice() {
                [_, _, _] => written_form(m, rel, l, r),
                [(a, _), (b, _)] if constant != 0 || (*a > 0) == (*b > 0) => written_form(m, rel, l, r),
                _ => Shape::Sum,
            };
            attribute_in_swi_order(m, &pairs, rel, shift, shape, l)
                .and_then(|()| post_terms(m, &pairs, rel, shift - constant, shape, (l, r)))
                .map(|posted| Ok(Some(posted)))
        }
    };
    m.fd.scratch_terms = pairs;
    result
}

/// Makes the plain variables of a two- or three-term constraint
/// finite-domain variables in the order SWI-Prolog's propagator for it
/// names them (`X+Y#=Z` X, Y, Z; `X #= Y+1`, its `Y+1#=X`, Y first), so
/// that they are as old, relative to each other, as they are there: the
/// residual goals list the variables oldest first (copy_term/3 sorts
/// them), and with them the constraints. `A #=< B` gives B its attribute
/// first, as SWI-Prolog's `B #>= A`; `A #< B` A first, being its
/// `A+1 #=< B`, except between `?(A)` and `?(B)` (chain/2's calls), which
/// match the rule of `#=<`.
fn attribute_in_swi_order(
    m: &mut Machine,
    pairs: &[(i128, Cell)],
    rel: Rel,
    shift: i128,
    shape: Shape,
    l: Cell,
) -> Result<(), Exc> {
    let order: [usize; 3] = match shape {
        Shape::Plus(p) | Shape::NePlus(p) => p.map(usize::from),
        _ if rel == Rel::Le && pairs.len() == 2 => {
            let wrapped = !marked_var(m, l).same(m.heap.deref(l));
            if shift == -1 && !wrapped {
                [0, 1, usize::MAX]
            } else {
                [1, 0, usize::MAX]
            }
        }
        _ => return Ok(()),
    };
    for i in order {
        if let Some(&(_, t)) = pairs.get(i) {
            if let Cell::Ref(_) = m.heap.deref(t) {
                fd_var(m, t)?;
            }
        }
    }
    Ok(())
}

/// Posts `sum(k_i * t_i) rel c`, read from the relation's `sides`. A
/// disequality between two variables gets the binary propagator `Ne2`
/// (built without allocation); an equality that says two variables are
/// equal unifies them ([`unify_equal_pair`]); the rest a linear
/// propagator. The propagator takes the written form `shape`, for its
/// residual goal.
fn post_terms(m: &mut Machine, pairs: &[(i128, Cell)], rel: Rel, c: i128, shape: Shape, sides: (Cell, Cell)) -> Res {
    if let Some(decided) = decide_without_store(m, pairs, rel, c) {
        return Ok(decided);
    }
    if rel == Rel::Ne && pairs.len() == 2 {
        let mut c = c;
        let mut terms: [(i128, Var); 2] = [(0, 0); 2];
        let mut n = 0;
        for &(k, t) in pairs {
            match linear_term(m, t)? {
                Ok(val) => match crate::clpfd::wide_mul::checked_mul(k, val).and_then(|p| c.checked_sub(p)) {
                    Some(rest) => c = rest,
                    // Past i128: no propagator holds it (make_lin says so).
                    None => {
                        let e = m.atoms.intern("clpfd_integer");
                        return Err(m.err_representation(e));
                    }
                },
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
            if shape != Shape::Sum {
                m.fd.pending_shape = shape;
            }
            m.fd.add_prop_idle(Prop::Ne2 { a: a as i64, x, b: b as i64, y, c: c as i64 });
            return Ok(true);
        }
    }
    let lin = make_lin(m, pairs, rel, c)?;
    if rel == Rel::Eq && lin.c == 0 && lin.x.len() == 2 && lin.a[0] == -lin.a[1] {
        let (a, b) = (m.fd.vars[lin.x[0] as usize].heap, m.fd.vars[lin.x[1] as usize].heap);
        if a != NO_HEAP && b != NO_HEAP {
            return unify_equal_pair(m, Cell::Ref(a), Cell::Ref(b), sides);
        }
    }
    if shape == Shape::Sum {
        return post_lin(m, lin);
    }
    m.fd.pending_shape = shape;
    let posted = post_lin(m, lin);
    // Taken by the propagator, unless there was none to add.
    m.fd.pending_shape = Shape::Sum;
    posted
}

/// `k*X - k*Y #= 0` (after folding the known terms and merging repeated
/// variables): X and Y unified, as SWI-Prolog does when it posts a linear
/// equality (`X - Y #= 0`, `X #= Y + 0`, `X + C #= Y + C`, `3*X #= 3*Y`):
/// its sum, divided by the gcd of its coefficients, is `X - Y = 0`, which
/// it rewrites to `X #= 0 + Y` and that to the unification.
///
/// The propagators SWI-Prolog posted on the way stay counted in the
/// degree there (`store/degree.rs`): one on each variable when the
/// relation was written as its `X #= Y + Z` (or `-`, `*`) with integers
/// for some of the operands, two (the sum's and the `+`'s) otherwise.
pub(super) fn unify_equal_pair(m: &mut Machine, x: Cell, y: Cell, sides: (Cell, Cell)) -> Res {
    let (v, w) = (fd_var(m, x)?, fd_var(m, y)?);
    let posted = if written_as_binary_operation(m, sides.0, sides.1) || written_as_binary_operation(m, sides.1, sides.0)
    {
        1
    } else {
        2
    };
    m.fd.add_degree(v, posted);
    m.fd.add_degree(w, posted);
    unify_variables(m, x, y)
}

/// Whether `l #= r` is SWI-Prolog's `var(X) #= var(Y) Op var(Z)` (Op one
/// of `+`, `-`, `*`), where an operand is a variable, an integer or
/// `?(V)`: that rule posts the operation's propagator directly.
fn written_as_binary_operation(m: &Machine, l: Cell, r: Cell) -> bool {
    let operand = |c: Cell| {
        let c = marked_var(m, c);
        c.is_var_ref() || matches!(c, Cell::Int(_) | Cell::Big(_))
    };
    if !operand(l) {
        return false;
    }
    let r = m.heap.deref(r);
    match m.heap.functor_of(r) {
        Some((atoms::PLUS | atoms::MINUS | atoms::STAR, 2)) => operand(m.heap.arg(r, 0)) && operand(m.heap.arg(r, 1)),
        _ => false,
    }
}

/// `sum(k_i * t_i) rel c` with every term an integer, or, for `=`, all but
/// one plain (unconstrained) variable: decided, or the variable bound, with
/// no store variable and no propagator. This is #= used as reversible
/// arithmetic on known values (`N1 #= N - 1` in a recursion), which
/// otherwise made a store variable on every call. None when the store is
/// needed (a constrained variable, several unknowns, an inequality with
/// an unknown, values past the store's range).
fn decide_without_store(m: &mut Machine, pairs: &[(i128, Cell)], rel: Rel, c: i128) -> Option<bool> {
    let mut sum: i128 = 0;
    let mut unknown: Option<(i128, _)> = None;
    for &(k, t) in pairs {
        match m.heap.deref(t) {
            Cell::Int(v) if in_fd_range(v as i128) => {
                sum = sum.checked_add(crate::clpfd::wide_mul::checked_mul(k, v as i128)?)?
            }
            Cell::Ref(a) if rel == Rel::Eq => match unknown {
                None => unknown = Some((k, a)),
                Some((k0, a0)) if a0 == a => unknown = Some((k0.checked_add(k)?, a)),
                Some(_) => return None,
            },
            _ => return None,
        }
    }
    match unknown {
        None => Some(match rel {
            Rel::Eq => sum == c,
            Rel::Ne => sum != c,
            Rel::Le => sum <= c,
        }),
        Some((0, _)) => None,
        Some((k, a)) => {
            let rest = c.checked_sub(sum)?;
            if rest % k != 0 {
                return Some(false);
            }
            let value = rest / k;
            if !in_fd_range(value) {
                return None;
            }
            Some(m.unify(Cell::Ref(a), Cell::Int(value as i64)))
        }
    }
}
