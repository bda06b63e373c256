//! Type checking builtins (ISO 8.3).

use super::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("var", 1, |m| Ok(m.arg(0).is_var_ref()), "?term").doc(
        "True when Term is an unbound variable.\n\
         ?- var(X), X = 1, \\+ var(X).\n\
         X = 1.",
    ),
    // var/1 for the system's own meta-call ('$cb'/2 in boot.pl): being
    // internal, it shows no trace ports.
    b("$var", 1, |m| Ok(m.arg(0).is_var_ref()), "?term"),
    b("nonvar", 1, |m| Ok(!m.arg(0).is_var_ref()), "?term").doc(
        "True when Term is not an unbound variable.\n\
         ?- nonvar(f(_)).\n\
         true.",
    ),
    b("atom", 1, |m| Ok(matches!(m.arg(0), Cell::Atom(_))), "?term").doc(
        "True when Term is an atom ([] is an atom too).\n\
         ?- atom(hello), \\+ atom(\"hello\"), \\+ atom(1).\n\
         true.",
    ),
    b("number", 1, |m| Ok(m.arg(0).is_number()), "?term").doc(
        "True when Term is an integer, a rational or a float.\n\
         ?- number(3.0), number(-7).\n\
         true.",
    ),
    b("integer", 1, |m| Ok(m.heap.is_integer(m.arg(0))), "?term").doc(
        "True when Term is an integer (of any size).\n\
         ?- integer(12345678901234567890), \\+ integer(1.0).\n\
         true.",
    ),
    b("rational", 1, |m| Ok(m.heap.is_exact_number(m.arg(0))), "?term").doc(
        "True when Term is a rational number: an integer or a fraction such as 1r3.\n\
         ?- rational(1r3), rational(7), \\+ rational(0.5).\n\
         true.",
    ),
    b("float", 1, |m| Ok(matches!(m.arg(0), Cell::Flt(_))), "?term").doc(
        "True when Term is a floating-point number.\n\
         ?- float(1.0), \\+ float(1).\n\
         true.",
    ),
    b("atomic", 1, |m| Ok(m.arg(0).is_atomic()), "?term").doc(
        "True when Term is an atom, a number or a string (not a variable or a compound).\n\
         ?- atomic(\"s\"), atomic(1), \\+ atomic(f(x)).\n\
         true.",
    ),
    b("compound", 1, |m| Ok(matches!(m.arg(0), Cell::Str(_) | Cell::Lis(_))), "?term").doc(
        "True when Term is a compound term (a list cell included).\n\
         ?- compound(f(x)), compound([a]), \\+ compound([]).\n\
         true.",
    ),
    b("callable", 1, |m| Ok(m.arg(0).is_callable()), "?term").doc(
        "True when Term is an atom or a compound term, which can be called as a goal.\n\
         ?- callable(foo), callable(foo(1)), \\+ callable(1).\n\
         true.",
    ),
    b("cyclic_term", 1, |m| Ok(!crate::term::cycles::is_acyclic(&m.heap, m.x[0])), "?term").doc(
        "True when Term is a rational tree: a compound reachable from itself, as made by X = f(X).\n\
         ?- X = f(X), cyclic_term(X), \\+ cyclic_term(f(_)).\n\
         X = f(X).",
    ),
    b("acyclic_term", 1, |m| Ok(crate::term::cycles::is_acyclic(&m.heap, m.x[0])), "?term").doc(
        "True when Term is a finite tree (no compound of it contains itself).\n\
         ?- acyclic_term(f(X, [X])), X = g(X), \\+ acyclic_term(X).\n\
         X = g(X).",
    ),
    b("is_most_general_term", 1, is_most_general_term, "?term").doc(
        "True when Term is an atom, a compound whose arguments are distinct variables, or a proper \
         list of distinct variables.\n\
         ?- is_most_general_term(f(_, _)), \\+ is_most_general_term(f(X, X)).\n\
         true.",
    ),
    b("is_list", 1, is_list, "?term").doc(
        "True when Term is a proper list: [] or a list cell whose tail is a proper list.\n\
         ?- is_list([a, b]), \\+ is_list([a|_]).\n\
         true.",
    ),
    b("string", 1, |m| Ok(matches!(m.arg(0), Cell::Stg(_))), "?term").doc(
        "True when Term is a string (\"...\" text under the default double_quotes flag).\n\
         ?- string(\"abc\"), \\+ string(abc).\n\
         true.",
    ),
    b("blob", 2, blob, "?term,?atom").doc(
        "True when Term is a blob of type Type; atoms are blobs of type text.\n\
         ?- blob(abc, T).\n\
         T = text.",
    ),
    b("ground", 1, |m| Ok(m.is_ground(m.x[0])), "?term").doc(
        "True when Term contains no unbound variable.\n\
         ?- ground(f(a, [b])), \\+ ground(f(_)).\n\
         true.",
    ),
    b("attvar", 1, |m| Ok(matches!(m.arg(0), Cell::Attv(_))), "?term").doc(
        "True when Term is an attributed variable (one with freeze/2, dif/2 or put_attr/3 \
         attributes).\n\
         ?- freeze(X, true), attvar(X), X = 1.\n\
         X = 1.",
    ),
];

fn is_list(m: &mut Machine) -> Res {
    let mut t = m.arg(0);
    let mut cycle = crate::term::cycles::ListCycle::default();
    loop {
        match t {
            Cell::Atom(atoms::NIL) => return Ok(true),
            Cell::Lis(a) if !cycle.closes_at(a) => t = m.heap.deref(m.heap.get(a + 1)),
            _ => return Ok(false),
        }
    }
}

/// The most general term of its functor: the arguments (the elements, for
/// a list, whose tail must be []) are distinct unbound variables.
fn is_most_general_term(m: &mut Machine) -> Res {
    let t = m.arg(0);
    let mut args = Vec::new();
    match t {
        Cell::Atom(_) => return Ok(true),
        Cell::Str(_) => {
            let (_, n) = m.heap.functor_of(t).expect("compound");
            args.extend((0..n).map(|i| m.heap.deref(m.heap.arg(t, i))));
        }
        Cell::Lis(_) => {
            let mut l = t;
            let mut cycle = crate::term::cycles::ListCycle::default();
            loop {
                match l {
                    Cell::Atom(atoms::NIL) => break,
                    Cell::Lis(a) if !cycle.closes_at(a) => {
                        args.push(m.heap.deref(m.heap.get(a)));
                        l = m.heap.deref(m.heap.get(a + 1));
                    }
                    _ => return Ok(false),
                }
            }
        }
        _ => return Ok(false),
    }
    let mut vars = std::collections::HashSet::with_capacity(args.len());
    Ok(args.into_iter().all(|c| match c {
        Cell::Ref(a) | Cell::Attv(a) => vars.insert(a),
        _ => false,
    }))
}

fn blob(m: &mut Machine) -> Res {
    match m.arg(0) {
        Cell::Atom(_) => {
            let text = Cell::Atom(m.atoms.intern("text"));
            let t = m.x[1];
            Ok(m.unify(t, text))
        }
        _ => Ok(false),
    }
}

impl Machine {
    pub fn is_ground(&self, t: crate::term::Cell) -> bool {
        let mut work = vec![t];
        let mut nodes = crate::term::cycles::Visited::default();
        while let Some(c) = work.pop() {
            match self.heap.deref(c) {
                Cell::Ref(_) | Cell::Attv(_) => return false,
                d @ (Cell::Str(n) | Cell::Lis(n)) if nodes.first_visit(n) => {
                    let (_, n) = self.heap.functor_of(d).expect("compound");
                    for i in 0..n {
                        work.push(self.heap.arg(d, i));
                    }
                }
                _ => {}
            }
        }
        true
    }
}
