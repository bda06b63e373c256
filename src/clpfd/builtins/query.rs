//! CLP(FD) reflection: fd_var/1, fd_dom/2, fd_inf/2, fd_sup/2, fd_size/2,
//! fd_degree/2, the values of a domain, fd_statistics/2, and the residual
//! goals of FD variables.

use super::primitives::{clpfd_atom, fd_int, store_var, NO_HEAP};
use super::wide_domains as wide;
use crate::arith::big::BigInt;
use crate::builtins::{b, Builtin};
use crate::clpfd::domain::{Domain, INF, SUP};
use crate::clpfd::labeling::degree;
use crate::clpfd::propagators::shape::{Place, Shape};
use crate::clpfd::propagators::{ArithOp, GoalTerm, Lin, PairLeOr, Prop, Rel};
use crate::clpfd::store::{dom_end, End, PropId, Var};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    // fd_var/1, fd_dom/2, ... are library(clpfd) predicates over these.
    b("$fd_var", 1, fd_var_test, "@term"),
    b("$fd_dom", 2, fd_dom, "?var,-domain"),
    b("$fd_inf", 2, |m| fd_bound(m, true), "?var,-integer"),
    b("$fd_sup", 2, |m| fd_bound(m, false), "?var,-integer"),
    b("$fd_size", 2, fd_size, "?var,-integer"),
    b("$fd_degree", 2, fd_degree, "?var,-integer"),
    b("$fd_stat", 2, fd_stat, "+atom,-integer"),
    b("$fd_goals", 2, fd_goals, "?var,-list"),
];

/// The store variable of a term that is an FD variable.
pub(crate) fn var_of(m: &mut Machine, c: Cell) -> Option<Var> {
    match m.heap.deref(c) {
        Cell::Attv(a) => store_var(m, a),
        _ => None,
    }
}

/// The intervals of a variable with bounds past the finite range.
fn wide_intervals_of(m: &mut Machine, c: Cell) -> Option<Vec<(End, End)>> {
    let v = var_of(m, c)?;
    m.fd.big_intervals(v)
}

fn fd_var_test(m: &mut Machine) -> Res {
    Ok(var_of(m, m.x[0]).is_some())
}

/// The domain of a term: its store domain, `N..N` for an integer, and
/// `inf..sup` for an unconstrained variable.
fn domain_of(m: &mut Machine, c: Cell) -> Result<Domain, Exc> {
    let c = m.heap.deref(c);
    match c {
        Cell::Attv(_) | Cell::Ref(_) => Ok(var_of(m, c).map_or(Domain::FULL, |v| m.fd.dom(v).clone())),
        _ => Ok(Domain::singleton(fd_int(m, c)?)),
    }
}

/// An integer past the store's finite range (a value, not a domain, as
/// for SWI-Prolog, whose domains are unbounded): its domain is itself.
fn integer_beyond(m: &Machine, c: Cell) -> Option<Cell> {
    match m.heap.deref(c) {
        c @ Cell::Int(INF | SUP) => Some(c),
        c @ Cell::Big(a) if !m.heap.is_rational_at(a) => Some(c),
        _ => None,
    }
}

/// A domain as a term: `L..H` pieces joined by `\/` (left-nested, as SWI).
pub(crate) fn domain_term(m: &mut Machine, d: &Domain) -> Cell {
    let iv: Vec<(End, End)> = d.intervals().iter().map(|&(lo, hi)| (dom_end(lo), dom_end(hi))).collect();
    wide::intervals_term(m, &iv).expect("non-empty domain")
}

fn fd_dom(m: &mut Machine) -> Res {
    if let Some(n) = integer_beyond(m, m.x[0]) {
        let dots = m.atoms.intern("..");
        let t = m.heap.compound(dots, &[n, n]);
        let x1 = m.x[1];
        return Ok(m.unify(x1, t));
    }
    if let Some(iv) = wide_intervals_of(m, m.x[0]) {
        let t = wide::dom_term(m, &iv);
        let x1 = m.x[1];
        return Ok(m.unify(x1, t));
    }
    let d = domain_of(m, m.x[0])?;
    let t = if d.value().is_some() {
        // fd_dom(3, D) gives D = 3..3
        let dots = m.atoms.intern("..");
        m.heap.compound(dots, &[Cell::Int(d.min()), Cell::Int(d.min())])
    } else {
        domain_term(m, &d)
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, t))
}

fn fd_bound(m: &mut Machine, lower: bool) -> Res {
    let t = match integer_beyond(m, m.x[0]) {
        Some(n) => n,
        None => match var_of(m, m.x[0]).filter(|&v| m.fd.big_intervals(v).is_some()) {
            Some(v) => {
                let (lo, hi) = m.fd.big_bounds(v);
                wide::end_cell(m, if lower { &lo } else { &hi }, lower)
            }
            None => {
                let d = domain_of(m, m.x[0])?;
                wide::end_cell(m, &dom_end(if lower { d.min() } else { d.max() }), lower)
            }
        },
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, t))
}

fn fd_size(m: &mut Machine) -> Res {
    let t = if integer_beyond(m, m.x[0]).is_some() {
        Cell::Int(1)
    } else if let Some(iv) = wide_intervals_of(m, m.x[0]) {
        wide::size_cell(m, &iv)
    } else {
        let d = domain_of(m, m.x[0])?;
        match d.size() {
            Some(n) if n <= i64::MAX as u64 => Cell::Int(n as i64),
            _ => Cell::Atom(m.atoms.intern("sup")),
        }
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, t))
}

fn fd_degree(m: &mut Machine) -> Res {
    let c = m.arg(0);
    let n = match c {
        Cell::Attv(_) | Cell::Ref(_) => var_of(m, c).map_or(0, |v| degree(&m.fd, v)),
        _ => {
            fd_int(m, c)?;
            0
        }
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, Cell::Int(n as i64)))
}

/// '$fd_stat'(Key, Value): reads and resets a counter of fd_statistics/2.
fn fd_stat(m: &mut Machine) -> Res {
    let key = m.arg(0);
    let Cell::Atom(a) = key else {
        return if key.is_var_ref() { Err(m.err_instantiation()) } else { Err(m.err_type(atoms::ATOM, key)) };
    };
    let text = m.atoms.text(a).to_string();
    let Some(v) = m.fd.stats.take(&text) else {
        let d = m.atoms.intern("fd_statistics_key");
        return Err(m.err_domain(d, key));
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, Cell::Int(v as i64)))
}

/// The heap term of a store variable: its variable, or its value.
fn var_term(m: &mut Machine, v: Var) -> Cell {
    let a = m.fd.vars[v as usize].heap;
    if a == NO_HEAP {
        return match m.fd.exact_big(v) {
            Some(b) => wide::big_cell(m, &b),
            None => Cell::Int(m.fd.min(v)),
        };
    }
    m.heap.deref(Cell::Ref(a))
}

/// `k*X` terms joined by `+`; 0 when empty.
fn sum_term(m: &mut Machine, terms: &[(i64, Var)], c: &BigInt) -> Cell {
    let mut acc: Option<Cell> = None;
    for &(k, v) in terms {
        let x = var_term(m, v);
        let t = if k == 1 { x } else { m.heap.compound(atoms::STAR, &[Cell::Int(k), x]) };
        acc = Some(match acc {
            None => t,
            Some(a) => m.heap.compound(atoms::PLUS, &[a, t]),
        });
    }
    match acc {
        None => wide::big_cell(m, c),
        Some(a) if *c != BigInt::from(0) => {
            let k = wide::big_cell(m, c);
            m.heap.compound(atoms::PLUS, &[a, k])
        }
        Some(a) => a,
    }
}

/// `sum(a*x) rel c` as `Left op Right` with positive coefficients on each side.
fn lin_term(m: &mut Machine, l: &Lin) -> Cell {
    // A variable with a value (a store constant such as the 2^70 of
    // `X #> 2^70`, or a variable bound since) joins the constant, as
    // SWI-Prolog prints it (`X #= Y+Z+W, W = 5` leaves `X#=Y+Z+5`).
    let mut c = BigInt::from(l.c);
    let mut terms: Vec<(i64, Var)> = Vec::with_capacity(l.x.len());
    for (&a, &x) in l.a.iter().zip(l.x.iter()) {
        let value = m.fd.value(x).map(BigInt::from).or_else(|| m.fd.exact_big(x));
        if let Some(r) = value {
            c -= BigInt::from(a) * r;
            continue;
        }
        terms.push((a, x));
    }
    let pos: Vec<(i64, Var)> = terms.iter().filter(|(a, _)| *a > 0).copied().collect();
    let neg: Vec<(i64, Var)> = terms.iter().filter(|(a, _)| *a < 0).map(|&(a, x)| (-a, x)).collect();
    let (left, right) = if pos.is_empty() {
        let right = wide::big_cell(m, &-c);
        (sum_term(m, &neg, &BigInt::from(0)), right)
    } else {
        let lt = sum_term(m, &pos, &BigInt::from(0));
        (lt, sum_term(m, &neg, &c))
    };
    let op = match l.rel {
        Rel::Eq => "#=",
        Rel::Le => "#=<",
        Rel::Ne => "#\\=",
    };
    let (op, left, right) = if pos.is_empty() && l.rel == Rel::Le { ("#>=", left, right) } else { (op, left, right) };
    let op = m.atoms.intern(op);
    m.heap.compound(op, &[left, right])
}

/// A linear propagator as SWI-Prolog writes the one it posts for the
/// same constraint: in its written form (`propagators/shape.rs`) when it
/// has one and still fits it, else by the rules of a scalar product.
fn lin_goal(m: &mut Machine, l: &Lin, shape: Shape) -> Cell {
    let Some(places) = shape.places(l) else { return scalar_goal(m, l) };
    let t: Vec<Cell> = places
        .iter()
        .map(|&place| match place {
            Place::Var(i) => var_term(m, l.x[i]),
            Place::Constant(k) => Cell::Int(k),
        })
        .collect();
    let f = |m: &mut Machine, name: &str, args: &[Cell]| {
        let a = m.atoms.intern(name);
        m.heap.compound(a, args)
    };
    match shape {
        // SWI-Prolog's `x_neq_y_plus_z` with a summand 0 becomes `X#\=Y`.
        Shape::NePlus(_) if t[0].is_var_ref() && t[2].is_var_ref() && matches!(t[1], Cell::Int(0)) => {
            f(m, "#\\=", &[t[0], t[2]])
        }
        Shape::NePlus(_) if t[0].is_var_ref() && t[1].is_var_ref() && matches!(t[2], Cell::Int(0)) => {
            f(m, "#\\=", &[t[0], t[1]])
        }
        Shape::NePlus(_) => {
            let sum = m.heap.compound(atoms::PLUS, &[t[1], t[2]]);
            f(m, "#\\=", &[t[0], sum])
        }
        Shape::Implies(_) => f(m, "#==>", &[t[0], t[1]]),
        Shape::Or(_) => {
            let or = f(m, "#\\/", &[t[0], t[1]]);
            f(m, "#<==>", &[or, Cell::Int(1)])
        }
        Shape::Not(_) => {
            let not = f(m, "#\\", &[t[0]]);
            f(m, "#<==>", &[not, t[1]])
        }
        _ => {
            let sum = m.heap.compound(atoms::PLUS, &[t[0], t[1]]);
            f(m, "#=", &[sum, t[2]])
        }
    }
}

/// `X - Y #=< 0` over two unfixed variables as SWI-Prolog's `Y#>=X`.
fn at_least_goal(m: &mut Machine, l: &Lin) -> Option<Cell> {
    if l.rel != Rel::Le || l.c != 0 || l.x.len() != 2 || l.a[0] != -l.a[1] || l.a[0].abs() != 1 {
        return None;
    }
    if l.x.iter().any(|&x| m.fd.value(x).is_some() || m.fd.exact_big(x).is_some()) {
        return None;
    }
    let (p, n) = if l.a[0] > 0 { (l.x[0], l.x[1]) } else { (l.x[1], l.x[0]) };
    let (p, n) = (var_term(m, p), var_term(m, n));
    let op = m.atoms.intern("#>=");
    Some(m.heap.compound(op, &[n, p]))
}

/// `sum(a*x) rel c` as SWI-Prolog writes a scalar product: the terms
/// with a positive coefficient on the left, the others (negated) on the
/// right, and the constant on the left when positive, on the right when
/// negative, alone on a side with no terms (`X+Y+Z+3#=W`, `W+3#=<X+Y+Z`,
/// `3#=<X+Y+Z`). `X - Y #=< C` is its `Y#>=X` (C = 0) or `X#=<Y+C`.
fn scalar_goal(m: &mut Machine, l: &Lin) -> Cell {
    let mut c = BigInt::from(l.c);
    let mut terms: Vec<(i64, Var)> = Vec::with_capacity(l.x.len());
    for (&a, &x) in l.a.iter().zip(l.x.iter()) {
        match m.fd.value(x).map(BigInt::from).or_else(|| m.fd.exact_big(x)) {
            Some(r) => c -= BigInt::from(a) * r,
            None => terms.push((a, x)),
        }
    }
    let zero = BigInt::from(0);
    let pos: Vec<(i64, Var)> = terms.iter().filter(|(a, _)| *a > 0).copied().collect();
    let neg: Vec<(i64, Var)> = terms.iter().filter(|(a, _)| *a < 0).map(|&(a, x)| (-a, x)).collect();
    let op = match l.rel {
        Rel::Eq => "#=",
        Rel::Le => "#=<",
        Rel::Ne => "#\\=",
    };
    if let Some(g) = unit_sum_goal(m, l.rel, &terms, &c) {
        return g;
    }
    // Two variables posted (none fixed since) of `X - Y #=< C`: SWI-Prolog's
    // `Y#>=X` for C = 0, `X#=<Y+C` otherwise.
    if l.rel == Rel::Le && l.x.len() == 2 && terms.len() == 2 && terms.iter().all(|(a, _)| a.abs() == 1) {
        if pos.len() != 1 {
            // SWI-Prolog posts `X + Y #=< C` over a variable for the sum.
            return lin_term(m, l);
        }
        if let Some(g) = at_least_goal(m, l) {
            return g;
        }
        let (p, n) = (var_term(m, pos[0].1), var_term(m, neg[0].1));
        let k = wide::big_cell(m, &c);
        let right = m.heap.compound(atoms::PLUS, &[n, k]);
        let op = m.atoms.intern(op);
        return m.heap.compound(op, &[p, right]);
    }
    // SWI-Prolog's constant is on the left of `sum rel 0`: -c.
    let (left, right) = if c == zero || (pos.is_empty() && neg.is_empty()) {
        (sum_term(m, &pos, &zero), sum_term(m, &neg, &c))
    } else if neg.is_empty() {
        (sum_term(m, &pos, &zero), wide::big_cell(m, &c))
    } else if pos.is_empty() {
        (wide::big_cell(m, &-c), sum_term(m, &neg, &zero))
    } else if c > zero {
        (sum_term(m, &pos, &zero), sum_term(m, &neg, &c))
    } else {
        (sum_term(m, &pos, &-c), sum_term(m, &neg, &zero))
    };
    let op = m.atoms.intern(op);
    m.heap.compound(op, &[left, right])
}

/// The scalar products that SWI-Prolog's propagators turn into a sum of
/// two variables when they run (at posting, and when a variable is
/// fixed), over the unfixed `terms` and the constant `p` of
/// `sum(terms) rel p`: with coefficients ±1, `A - B = P` is its
/// `P+B#=A`, `A + B = P` its `A+B#=P`; `A - B =\= P` is `A#\=B+P`, and
/// over three variables with P = 0, `A + B - C =\= 0` is `C#\=A+B`.
fn unit_sum_goal(m: &mut Machine, rel: Rel, terms: &[(i64, Var)], p: &BigInt) -> Option<Cell> {
    if !terms.iter().all(|(a, _)| a.abs() == 1) {
        return None;
    }
    let ks: Vec<i64> = terms.iter().map(|t| t.0).collect();
    let vs: Vec<Cell> = terms.iter().map(|t| var_term(m, t.1)).collect();
    let zero = BigInt::from(0);
    let (op, left, right) = match (rel, ks.as_slice()) {
        (Rel::Eq, [1, 1] | [-1, -1]) => {
            let p = if ks[0] == 1 { p.clone() } else { -p };
            let p = wide::big_cell(m, &p);
            ("#=", m.heap.compound(atoms::PLUS, &[vs[0], vs[1]]), p)
        }
        // (P = 0 unifies A and B in SWI-Prolog.)
        (Rel::Eq, [1, -1] | [-1, 1]) if *p != zero => {
            let (a, b) = if ks[0] == 1 { (vs[0], vs[1]) } else { (vs[1], vs[0]) };
            let p = wide::big_cell(m, p);
            ("#=", m.heap.compound(atoms::PLUS, &[p, b]), a)
        }
        (Rel::Ne, [1, -1] | [-1, 1]) => {
            let (a, b) = if ks[0] == 1 { (vs[0], vs[1]) } else { (vs[1], vs[0]) };
            if *p == zero {
                ("#\\=", a, b)
            } else {
                let p = wide::big_cell(m, p);
                ("#\\=", a, m.heap.compound(atoms::PLUS, &[b, p]))
            }
        }
        (Rel::Ne, [1, 1, -1] | [1, -1, 1] | [-1, 1, 1]) if *p == zero => {
            let lone = ks.iter().position(|&k| k == -1)?;
            let others: Vec<Cell> = (0..3).filter(|&i| i != lone).map(|i| vs[i]).collect();
            ("#\\=", vs[lone], m.heap.compound(atoms::PLUS, &[others[0], others[1]]))
        }
        _ => return None,
    };
    let op = m.atoms.intern(op);
    Some(m.heap.compound(op, &[left, right]))
}

/// A propagator as the goal that would post it.
fn prop_term(m: &mut Machine, p: &Prop, shape: Shape) -> Cell {
    let f = |m: &mut Machine, name: &str, args: &[Cell]| {
        let a = m.atoms.intern(name);
        m.heap.compound(a, args)
    };
    match p {
        Prop::Lin(l) | Prop::BoolSum(l) => lin_goal(m, l, shape),
        Prop::ReifLin { lin, b, .. } => reified_lin_goal(m, lin, *b),
        Prop::ReifIn { x, dom, b } => {
            let (xt, bt) = (var_term(m, *x), var_term(m, *b));
            let d = domain_term(m, dom);
            let t = f(m, "in", &[xt, d]);
            f(m, "#<==>", &[t, bt])
        }
        Prop::BoolAnd { x, y, b } | Prop::BoolOr { x, y, b } => {
            let (xt, yt, bt) = (var_term(m, *x), var_term(m, *y), var_term(m, *b));
            let conn = if matches!(p, Prop::BoolAnd { .. }) { "#/\\" } else { "#\\/" };
            // As SWI-Prolog writes it.
            let t = f(m, conn, &[xt, yt]);
            f(m, "#<==>", &[t, bt])
        }
        Prop::BoolClause { x, y } => clause_goal(m, *x, *y),
        Prop::Arith { op, x, y, z } => {
            let (xt, yt, zt) = (var_term(m, *x), var_term(m, *y), var_term(m, *z));
            // As SWI-Prolog prints them: `Z#=X/\Y`, `Z#= \X` for the
            // bitwise functions (\X is X xor -1), `Z#=min(X,Y)` and
            // `Z#=max(X,Y)`, `X*Y#=Z` for the others.
            let e = match op {
                ArithOp::Xor if matches!(yt, Cell::Int(-1)) => f(m, "\\", &[xt]),
                _ => f(m, op.name(), &[xt, yt]),
            };
            match op {
                ArithOp::And | ArithOp::Or | ArithOp::Xor | ArithOp::Min | ArithOp::Max => f(m, "#=", &[zt, e]),
                _ => f(m, "#=", &[e, zt]),
            }
        }
        Prop::Abs { x, y } => {
            let (xt, yt) = (var_term(m, *x), var_term(m, *y));
            let e = f(m, "abs", &[xt]);
            f(m, "#=", &[yt, e])
        }
        Prop::Ne2 { a, x, b, y, c } => {
            let lin = Lin { a: [*a, *b].into(), x: [*x, *y].into(), c: *c, rel: Rel::Ne };
            lin_goal(m, &lin, shape)
        }
        Prop::AbsDiffNe { x, y, c } => {
            let (xt, yt) = (var_term(m, *x), var_term(m, *y));
            let d = m.heap.compound(atoms::MINUS, &[xt, yt]);
            let e = f(m, "abs", &[d]);
            f(m, "#\\=", &[e, Cell::Int(*c)])
        }
        Prop::AbsDiffGe { x, y, c } => {
            let (xt, yt) = (var_term(m, *x), var_term(m, *y));
            let d = m.heap.compound(atoms::MINUS, &[xt, yt]);
            let e = f(m, "abs", &[d]);
            f(m, "#>=", &[e, Cell::Int(*c)])
        }
        Prop::Global(_) => unreachable!("globals are written by global_goals"),
        Prop::PairLeOr(_) => unreachable!("a disjunction is written by pair_le_or_goals"),
    }
}

/// `lin #<==> b`.
fn reified_lin_goal(m: &mut Machine, lin: &Lin, b: Var) -> Cell {
    // SWI-Prolog's reified `Y#>=X`; its others differ (it gives sums a
    // variable of their own).
    let t = at_least_goal(m, lin).unwrap_or_else(|| lin_term(m, lin));
    let bt = var_term(m, b);
    // As SWI-Prolog writes it: the formula, then its truth value.
    let equiv = m.atoms.intern("#<==>");
    m.heap.compound(equiv, &[t, bt])
}

/// The clause `x #\/ y`, as SWI-Prolog writes it: `x#\/y#<==>1`.
fn clause_goal(m: &mut Machine, x: Var, y: Var) -> Cell {
    let (xt, yt) = (var_term(m, x), var_term(m, y));
    let or = m.atoms.intern("#\\/");
    let t = m.heap.compound(or, &[xt, yt]);
    let equiv = m.atoms.intern("#<==>");
    m.heap.compound(equiv, &[t, Cell::Int(1)])
}

/// The goals on `v` of a disjunction of two inequalities: those of the
/// parts of its decomposition still running, as their propagators write
/// them (`B0 <=> L0`, `B1 <=> L1`, then the clause), newest first.
fn pair_le_or_goals(m: &mut Machine, d: &PairLeOr, v: Var, out: &mut Vec<Cell>) {
    let alive = d.alive(&m.fd);
    if alive.clause && d.b.contains(&v) {
        out.push(clause_goal(m, d.b[0], d.b[1]));
    }
    for i in [1, 0] {
        if alive.sides[i] && (d.sides[i].x.contains(&v) || d.b[i] == v) {
            let lin = d.sides[i].lin();
            out.push(reified_lin_goal(m, &lin, d.b[i]));
        }
    }
}

/// SWI-Prolog posts `Z #= min(X, Y)` with `X #>= Z` and `Y #>= Z` beside
/// it (`Z #>= X`, `Z #>= Y` for max), which its residual goals show while
/// they are alive: the operand and Z unfixed, and the bound not entailed
/// by their domains. Here the minimum's propagator implies them; they are
/// written for it (as `store/degree.rs` counts them).
fn extreme_bound(m: &mut Machine, op: ArithOp, operand: Var, z: Var) -> Option<Cell> {
    if m.fd.value(operand).is_some() || m.fd.value(z).is_some() || operand == z {
        return None;
    }
    let (high, low) = if op == ArithOp::Min { (operand, z) } else { (z, operand) };
    if m.fd.min(high) >= m.fd.max(low) {
        return None;
    }
    let (h, l) = (var_term(m, high), var_term(m, low));
    let op = m.atoms.intern("#>=");
    Some(m.heap.compound(op, &[h, l]))
}

/// A global constraint's residual goals, as its propagator describes them.
/// Returns its wake class (see [`wake_class`]): all_different/1's
/// (SWI-Prolog's `pdifferent`) is woken when a variable is fixed.
fn global_goals(m: &mut Machine, g: &dyn crate::clpfd::propagators::Propagator, out: &mut Vec<Cell>) -> u8 {
    let mut terms = Vec::new();
    g.residual(&m.fd, &mut terms);
    for t in &terms {
        let c = goal_term(m, t);
        out.push(c);
    }
    match terms.first() {
        Some(GoalTerm::Compound("all_different", _)) => 0,
        _ => 2,
    }
}

/// A residual goal's term on the heap.
fn goal_term(m: &mut Machine, t: &GoalTerm) -> Cell {
    match t {
        GoalTerm::Var(v) => var_term(m, *v),
        GoalTerm::Int(i) => Cell::Int(*i),
        GoalTerm::Fresh => m.heap.new_var(),
        GoalTerm::List(items) => {
            let cells: Vec<Cell> = items.iter().map(|i| goal_term(m, i)).collect();
            m.heap.list(&cells)
        }
        GoalTerm::Compound(name, args) => {
            let cells: Vec<Cell> = args.iter().map(|a| goal_term(m, a)).collect();
            let a = m.atoms.intern(name);
            if cells.is_empty() {
                Cell::Atom(a)
            } else {
                m.heap.compound(a, &cells)
            }
        }
        GoalTerm::Linear(l) => scalar_goal(m, l),
    }
}

/// Whether `l` is the `X - Y = 0` the attribute hook posts when two
/// constrained variables are unified: X and Y are now one variable, and
/// the goal (`Y#=Y`) says nothing.
fn is_unification(m: &mut Machine, l: &Lin) -> bool {
    if l.rel != Rel::Eq || l.c != 0 || l.x.len() != 2 || l.a[0] != -l.a[1] {
        return false;
    }
    let (x, y) = (var_term(m, l.x[0]), var_term(m, l.x[1]));
    matches!(x, Cell::Ref(_) | Cell::Attv(_)) && x.same(y)
}

/// SWI-Prolog's wake class of the propagator it posts for the constraint
/// `prop` (written in `shape`) stands for (its `constraint_wake/2`), which
/// orders a variable's residual goals: 0 for those woken when a variable
/// is fixed (`pneq`, `x_neq_y_plus_z`, `absdiff_neq`, `pdifferent`,
/// `scalar_product_neq`), 1 for those woken by bounds (`pplus`,
/// `x_leq_y_plus_c`, `pgeq`, `scalar_product_eq`, `scalar_product_leq`),
/// 2 for the others. A global's class comes from its goals
/// ([`global_goals`]).
fn wake_class(prop: &Prop, shape: Shape) -> u8 {
    match prop {
        Prop::Ne2 { .. } | Prop::AbsDiffNe { .. } => 0,
        Prop::Lin(l) | Prop::BoolSum(l) => match (l.rel, shape) {
            (_, Shape::Implies(_) | Shape::Or(_) | Shape::Not(_)) => 2,
            (Rel::Ne, _) => 0,
            _ => 1,
        },
        _ => 2,
    }
}

/// '$fd_goals'(Var, Goals): `Var in Dom` (unless inf..sup) and `Id-Goal`
/// for each live propagator on Var (Id lets the caller drop duplicates).
fn fd_goals(m: &mut Machine) -> Res {
    let c = m.arg(0);
    let Some(v) = var_of(m, c) else {
        let x1 = m.x[1];
        return Ok(m.unify(x1, Cell::Atom(atoms::NIL)));
    };
    let _ = clpfd_atom(m);
    let mut goals = Vec::new();
    let d = m.fd.dom(v).clone();
    let wide_dom = match m.fd.big_intervals(v) {
        Some(iv) => Some(wide::dom_term(m, &iv)),
        None => None,
    };
    // The equation that ties two unified variables is no constraint.
    let mut props = m.fd.props_of(v);
    let mut k = 0;
    while k < props.len() {
        let prop = m.fd.props[props[k] as usize].prop.take().expect("no propagator is running");
        let tie = matches!(&prop, Prop::Lin(l) if is_unification(m, l));
        m.fd.props[props[k] as usize].prop = Some(prop);
        if tie {
            props.remove(k);
        } else {
            k += 1;
        }
    }
    // As SWI-Prolog: inf..sup is left out only beside a constraint (a
    // variable constrained by nothing but its type still shows it).
    if wide_dom.is_some() || d != Domain::FULL || props.is_empty() {
        let dt = match wide_dom {
            Some(t) => t,
            None => domain_term(m, &d),
        };
        let inn = m.atoms.intern("in");
        let g = m.heap.compound(inn, &[c, dt]);
        goals.push(m.heap.compound(atoms::MINUS, &[Cell::Int(-1), g]));
    }
    // As SWI-Prolog lists a variable's propagators: those woken when a
    // variable is fixed, then those woken by bounds, then the others,
    // each group newest first. (class, propagator, goal) entries:
    let mut entries: Vec<(u8, PropId, Cell)> = Vec::new();
    let mut of_prop = Vec::new();
    for p in props {
        let shape = m.fd.props[p as usize].shape;
        let prop = m.fd.props[p as usize].prop.take().expect("no propagator is running");
        let class = match &prop {
            Prop::Global(g) => global_goals(m, g.as_ref(), &mut of_prop),
            Prop::PairLeOr(d) => {
                pair_le_or_goals(m, d, v, &mut of_prop);
                wake_class(&prop, shape)
            }
            &Prop::Arith { op: op @ (ArithOp::Min | ArithOp::Max), x, y, z } => {
                // The bounds SWI-Prolog posts beside the minimum are
                // propagators of their own, on the operand and Z only.
                for operand in [x, y] {
                    if v == operand || v == z {
                        if let Some(bound) = extreme_bound(m, op, operand, z) {
                            entries.push((1, p, bound));
                        }
                    }
                }
                of_prop.push(prop_term(m, &prop, Shape::Sum));
                wake_class(&prop, Shape::Sum)
            }
            _ => {
                of_prop.push(prop_term(m, &prop, shape));
                wake_class(&prop, shape)
            }
        };
        m.fd.props[p as usize].prop = Some(prop);
        entries.extend(of_prop.drain(..).map(|g| (class, p, g)));
    }
    entries.sort_by_key(|&(class, p, _)| (class, std::cmp::Reverse(p)));
    for (_, p, g) in entries {
        goals.push(m.heap.compound(atoms::MINUS, &[Cell::Int(p as i64), g]));
    }
    let l = m.heap.list(&goals);
    let x1 = m.x[1];
    Ok(m.unify(x1, l))
}
