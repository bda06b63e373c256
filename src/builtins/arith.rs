//! Arithmetic builtins as callable predicates (is/2 and the comparisons
//! when reached through call/N; clause bodies compile them inline). The
//! evaluator they call is the machine's (`machine/eval.rs`).

use super::{b, nd, Builtin};
use crate::arith::Number;
use crate::machine::instr::PredId;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};
use std::cmp::Ordering;

pub const BUILTINS: &[Builtin] = &[
    b("is", 2, is, "-number,+evaluable").doc(
        "True when Number is the value of the arithmetic expression Expr.\n\
         ?- X is 2 + 3 * 4.\n\
         X = 14.",
    ),
    b("=:=", 2, |m| cmp(m, |o| o == Ordering::Equal), "+evaluable,+evaluable").doc(
        "True when Expr1 and Expr2 evaluate to equal numbers.\n\
         ?- 1 + 2 =:= 3.0.\n\
         true.",
    ),
    b("=\\=", 2, |m| cmp(m, |o| o != Ordering::Equal), "+evaluable,+evaluable").doc(
        "True when Expr1 and Expr2 evaluate to different numbers.\n\
         ?- 2 * 3 =\\= 5.\n\
         true.",
    ),
    b("<", 2, |m| cmp(m, |o| o == Ordering::Less), "+evaluable,+evaluable").doc(
        "True when the value of Expr1 is less than the value of Expr2.\n\
         ?- 1 + 1 < 3.\n\
         true.",
    ),
    b(">", 2, |m| cmp(m, |o| o == Ordering::Greater), "+evaluable,+evaluable").doc(
        "True when the value of Expr1 is greater than the value of Expr2.\n\
         ?- 2 ** 3 > 7.\n\
         true.",
    ),
    b("=<", 2, |m| cmp(m, |o| o != Ordering::Greater), "+evaluable,+evaluable").doc(
        "True when the value of Expr1 is less than or equal to the value of Expr2.\n\
         ?- 3 =< 3.0.\n\
         true.",
    ),
    b(">=", 2, |m| cmp(m, |o| o != Ordering::Less), "+evaluable,+evaluable").doc(
        "True when the value of Expr1 is greater than or equal to the value of Expr2.\n\
         ?- max(3, 7) >= 7.\n\
         true.",
    ),
    b("succ", 2, succ, "?integer,?integer").doc(
        "True when Int2 is Int1 + 1 and both are non-negative; works in either direction.\n\
         ?- succ(X, 4).\n\
         X = 3.",
    ),
    b("plus", 3, plus, "?integer,?integer,?integer").doc(
        "True when Z is X + Y; any one of the three integers may be unbound.\n\
         ?- plus(2, Y, 5).\n\
         Y = 3.",
    ),
    b("set_random", 1, set_random, "+term").doc(
        "Sets a property of the random number generator: seed(S) makes the random sequence \
         repeatable, seed(random) reseeds it.\n\
         ?- set_random(seed(42)), random_between(1, 100, X).\n\
         X = 82.",
    ),
    b("rational", 3, rational_parts, "@term,?integer,?integer").doc(
        "True when Number is a rational (an integer or a fraction) with numerator N and \
         denominator D in canonical form (D > 0, no common factor).\n\
         ?- rational(2r6, N, D).\n\
         N = 1, D = 3.",
    ),
    nd("between", 3, between, "+integer,+integer_or_inf,?integer").doc(
        "True when Low =< X =< High; with X unbound, enumerates the integers from Low upwards on \
         backtracking (High may be inf).\n\
         ?- between(1, 3, X).\n\
         X = 1.",
    ),
];

/// between(Low, High, X): High may be `inf` or `infinite`. Small integers
/// take the fast path; big integers work too.
fn between(m: &mut Machine, p: PredId) -> Res {
    let (lo, hi, x) = (m.arg(0), m.arg(1), m.arg(2));
    let hi = match hi {
        Cell::Atom(a) if matches!(m.atoms.text(a), "inf" | "infinite") => None,
        c if m.heap.is_integer(c) => Number::from_cell(&m.heap, c),
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        c => return Err(m.err_type(atoms::INTEGER, c)),
    };
    let lo = match (m.redo_state, lo) {
        (Some(next), _) => Number::from_cell(&m.heap, m.heap.deref(next)).expect("integer state"),
        (_, c) if m.heap.is_integer(c) => Number::from_cell(&m.heap, c).expect("integer"),
        (_, c) if c.is_var_ref() => return Err(m.err_instantiation()),
        (_, c) => return Err(m.err_type(atoms::INTEGER, c)),
    };
    let below_hi = |n: &Number, strict: bool| match &hi {
        None => true,
        Some(h) => {
            let o = n.compare(h);
            o == Ordering::Less || !strict && o == Ordering::Equal
        }
    };
    match x {
        c if m.heap.is_integer(c) => {
            let v = Number::from_cell(&m.heap, c).expect("integer");
            Ok(lo.compare(&v) != Ordering::Greater && below_hi(&v, false))
        }
        c if c.is_var_ref() => {
            if !below_hi(&lo, false) {
                return Ok(false);
            }
            if below_hi(&lo, true) {
                let next = match &lo {
                    Number::Int(i) if *i < i64::MAX => Cell::Int(i + 1),
                    other => {
                        let n = other.to_bigint().expect("integer") + 1;
                        m.heap.integer(&n)
                    }
                };
                m.push_redo(p, next);
            }
            let v = lo.to_cell(&mut m.heap);
            Ok(m.unify(c, v))
        }
        c => Err(m.err_type(atoms::INTEGER, c)),
    }
}

fn is(m: &mut Machine) -> Res {
    let v = m.eval(m.x[1])?;
    let c = v.to_cell(&mut m.heap);
    let x0 = m.x[0];
    Ok(m.unify(x0, c))
}

fn cmp(m: &mut Machine, ok: fn(Ordering) -> bool) -> Res {
    let a = m.eval(m.x[0])?;
    let b = m.eval(m.x[1])?;
    if matches!(a, Number::Float(f) if f.is_nan()) || matches!(b, Number::Float(f) if f.is_nan()) {
        // NaN is unordered: only =\= (true for both Less and Greater) holds.
        return Ok(ok(Ordering::Less) && ok(Ordering::Greater));
    }
    Ok(ok(a.compare(&b)))
}

fn int_arg(m: &mut Machine, i: usize) -> Result<Option<i64>, Exc> {
    match m.arg(i) {
        Cell::Int(n) => Ok(Some(n)),
        c if c.is_var_ref() => Ok(None),
        c => Err(m.err_type(atoms::INTEGER, c)),
    }
}

/// An integer result that may not fit in a small integer cell.
fn int_cell(m: &mut Machine, v: i128) -> Cell {
    match i64::try_from(v) {
        Ok(i) => Cell::Int(i),
        Err(_) => m.heap.integer(&crate::arith::big::BigInt::from(v)),
    }
}

/// An integer argument of any size (None when unbound).
fn big_arg(m: &mut Machine, i: usize) -> Result<Option<crate::arith::big::BigInt>, Exc> {
    let c = m.arg(i);
    match crate::arith::Number::from_cell(&m.heap, c) {
        Some(crate::arith::Number::Int(n)) => Ok(Some(n.into())),
        Some(crate::arith::Number::Big(b)) => Ok(Some(b)),
        _ if c.is_var_ref() => Ok(None),
        _ => Err(m.err_type(atoms::INTEGER, c)),
    }
}

fn succ(m: &mut Machine) -> Res {
    if matches!(m.arg(0), Cell::Big(_)) || matches!(m.arg(1), Cell::Big(_)) {
        return succ_big(m);
    }
    match (int_arg(m, 0)?, int_arg(m, 1)?) {
        (Some(a), _) if a < 0 => Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, Cell::Int(a))),
        (Some(a), _) => {
            let x1 = m.x[1];
            let v = int_cell(m, a as i128 + 1);
            Ok(m.unify(x1, v))
        }
        (None, Some(b)) if b < 0 => Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, Cell::Int(b))),
        (None, Some(0)) => Ok(false),
        (None, Some(b)) => {
            let x0 = m.x[0];
            Ok(m.unify(x0, Cell::Int(b - 1)))
        }
        (None, None) => Err(m.err_instantiation()),
    }
}

/// succ/2 when an argument is a big integer.
fn succ_big(m: &mut Machine) -> Res {
    let zero = crate::arith::big::BigInt::from(0);
    let (a, b) = (big_arg(m, 0)?, big_arg(m, 1)?);
    for (i, v) in [(0, &a), (1, &b)] {
        if v.as_ref().is_some_and(|v| *v < zero) {
            let c = m.arg(i);
            return Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, c));
        }
    }
    let (target, v) = match (a, b) {
        (Some(a), _) => (1, a + 1),
        (None, Some(b)) => (0, b - 1),
        (None, None) => return Err(m.err_instantiation()),
    };
    let x = m.x[target];
    let v = crate::arith::Number::from_bigint(v).to_cell(&mut m.heap);
    Ok(m.unify(x, v))
}

fn plus(m: &mut Machine) -> Res {
    if (0..3).any(|i| matches!(m.arg(i), Cell::Big(_))) {
        return plus_big(m);
    }
    match (int_arg(m, 0)?, int_arg(m, 1)?, int_arg(m, 2)?) {
        (Some(a), Some(b), _) => {
            let x = m.x[2];
            let v = int_cell(m, a as i128 + b as i128);
            Ok(m.unify(x, v))
        }
        (Some(a), None, Some(c)) => {
            let x = m.x[1];
            let v = int_cell(m, c as i128 - a as i128);
            Ok(m.unify(x, v))
        }
        (None, Some(b), Some(c)) => {
            let x = m.x[0];
            let v = int_cell(m, c as i128 - b as i128);
            Ok(m.unify(x, v))
        }
        _ => Err(m.err_instantiation()),
    }
}

/// plus/3 when an argument is a big integer.
fn plus_big(m: &mut Machine) -> Res {
    let (a, b, c) = (big_arg(m, 0)?, big_arg(m, 1)?, big_arg(m, 2)?);
    let (target, v) = match (a, b, c) {
        (Some(a), Some(b), _) => (2, a + b),
        (Some(a), None, Some(c)) => (1, c - a),
        (None, Some(b), Some(c)) => (0, c - b),
        _ => return Err(m.err_instantiation()),
    };
    let x = m.x[target];
    let v = crate::arith::Number::from_bigint(v).to_cell(&mut m.heap);
    Ok(m.unify(x, v))
}

fn set_random(m: &mut Machine) -> Res {
    let t = m.arg(0);
    if let Some((f, 1)) = m.heap.functor_of(t) {
        if m.atoms.text(f) == "seed" {
            let s = m.heap.deref(m.heap.arg(t, 0));
            let seed = match s {
                Cell::Int(n) => n as u64,
                Cell::Atom(_) => 0x5eed,
                _ => return Err(m.err_type(atoms::INTEGER, s)),
            };
            m.arith.set_seed(seed);
            return Ok(true);
        }
    }
    Err(m.err_domain(m.atoms.lookup("set_random").unwrap_or(atoms::FLAG), t))
}

/// rational(Number, Numerator, Denominator): fails for anything but an
/// integer or a rational, as in SWI-Prolog.
fn rational_parts(m: &mut Machine) -> Res {
    let c = m.arg(0);
    if !m.heap.is_exact_number(c) {
        return Ok(false);
    }
    let Some((num, den)) = Number::from_cell(&m.heap, c).as_ref().and_then(crate::arith::rational::parts) else {
        return Ok(false);
    };
    let num = Number::from_bigint(num).to_cell(&mut m.heap);
    let den = Number::from_bigint(den).to_cell(&mut m.heap);
    let (x1, x2) = (m.x[1], m.x[2]);
    Ok(m.unify(x1, num) && m.unify(x2, den))
}
