//! Unification and comparison builtins (ISO 8.2, 8.4).

use super::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Cell};
use std::cmp::Ordering;

pub const BUILTINS: &[Builtin] = &[
    b("=", 2, |m| Ok(m.unify(m.x[0], m.x[1])), "?term,?term").doc(
        "Unifies Term1 with Term2: true when they can be made equal by binding variables.\n\
         ?- f(X, b) = f(a, Y).\n\
         X = a, Y = b.",
    ),
    b("\\=", 2, not_unifiable, "?term,?term").doc(
        "True when Term1 and Term2 do not unify; binds nothing.\n\
         ?- f(X, b) \\= f(a, c).\n\
         true.",
    ),
    b("unify_with_occurs_check", 2, |m| Ok(m.unify_occurs_check(m.x[0], m.x[1])), "?term,?term").doc(
        "Unifies Term1 with Term2 but fails where a variable would be bound to a term containing \
         it.\n\
         ?- unify_with_occurs_check(X, f(X)).\n\
         false.",
    ),
    b("==", 2, |m| Ok(m.identical(m.x[0], m.x[1])), "?term,?term").doc(
        "True when Term1 and Term2 are identical: equal without binding any variable.\n\
         ?- f(X) == f(X).\n\
         true.",
    ),
    b("\\==", 2, |m| Ok(!m.identical(m.x[0], m.x[1])), "?term,?term").doc(
        "True when Term1 and Term2 are not identical.\n\
         ?- X \\== Y.\n\
         true.",
    ),
    b("@<", 2, |m| Ok(m.compare_terms(m.x[0], m.x[1]) == Ordering::Less), "?term,?term").doc(
        "True when Term1 comes before Term2 in the standard order of terms (Var < Number < String < \
         Atom < Compound; numbers by value, as SWI-Prolog).\n\
         ?- 1 @< a.\n\
         true.",
    ),
    b("@>", 2, |m| Ok(m.compare_terms(m.x[0], m.x[1]) == Ordering::Greater), "?term,?term").doc(
        "True when Term1 comes after Term2 in the standard order of terms.\n\
         ?- f(b) @> f(a).\n\
         true.",
    ),
    b("@=<", 2, |m| Ok(m.compare_terms(m.x[0], m.x[1]) != Ordering::Greater), "?term,?term").doc(
        "True when Term1 comes before Term2 in the standard order of terms, or is identical to it.\n\
         ?- a @=< a.\n\
         true.",
    ),
    b("@>=", 2, |m| Ok(m.compare_terms(m.x[0], m.x[1]) != Ordering::Less), "?term,?term").doc(
        "True when Term1 comes after Term2 in the standard order of terms, or is identical to it.\n\
         ?- g(a) @>= f(a, b).\n\
         false.",
    ),
    b("compare", 3, compare, "?atom,?term,?term").doc(
        "Order is <, = or > as Term1 comes before, is identical to, or comes after Term2 in the \
         standard order.\n\
         ?- compare(O, 1, a).\n\
         O = (<).",
    ),
    b("=@=", 2, |m| Ok(m.variant(m.x[0], m.x[1])), "?term,?term").doc(
        "True when Term1 and Term2 are variants: equal up to a consistent renaming of their \
         variables.\n\
         ?- f(A, B, A) =@= f(X, Y, X).\n\
         true.",
    ),
    b("\\=@=", 2, |m| Ok(!m.variant(m.x[0], m.x[1])), "?term,?term").doc(
        "True when Term1 and Term2 are not variants of each other.\n\
         ?- f(A, A) \\=@= f(X, Y).\n\
         true.",
    ),
    b("$btree_lookup", 3, btree_lookup, "?term,+term,?term"),
    b("subsumes_term", 2, subsumes_term, "?term,?term").doc(
        "True when General can be made equal to Specific by binding only variables of General; \
         binds nothing.\n\
         ?- subsumes_term(f(_, b), f(a, b)).\n\
         true.",
    ),
];

fn not_unifiable(m: &mut Machine) -> Res {
    let mark = m.trail.len() as u32;
    let saved_hb = m.hb;
    let pending = m.wake.len();
    // Trail everything so the trial bindings can be undone exactly.
    m.hb = m.heap.top();
    let ok = m.unify(m.x[0], m.x[1]);
    let hooks = m.wake.len() > pending;
    m.undo_trail(mark);
    m.hb = saved_hb;
    m.wake.truncate(pending);
    if ok && hooks {
        // The terms unify only by binding attributed variables: whether
        // they unify is for the hooks (dif/2, freeze/2, CLP(FD)) to say, as
        // in `\+ X = Y`, which runs next, among the woken goals.
        let eq = m.heap.compound(atoms::EQUALS, &[m.x[0], m.x[1]]);
        let goal = m.heap.compound(atoms::NOT_PROVABLE, &[eq]);
        let marker = Cell::Atom(m.atoms.intern("$goal"));
        m.wake.push((marker, goal));
        return Ok(true);
    }
    Ok(!ok)
}

fn compare(m: &mut Machine) -> Res {
    let order = m.arg(0);
    match order {
        Cell::Ref(_) | Cell::Attv(_) => {}
        Cell::Atom(a) => {
            let text = m.atoms.text(a);
            if !matches!(text, "<" | ">" | "=") {
                return Err(m.err_domain(atoms::ORDER, order));
            }
        }
        _ => return Err(m.err_type(atoms::ATOM, order)),
    }
    let r = match m.compare_terms(m.x[1], m.x[2]) {
        Ordering::Less => atoms::LT,
        Ordering::Equal => atoms::EQUALS,
        Ordering::Greater => atoms::GT,
    };
    Ok(m.unify(order, Cell::Atom(r)))
}

/// subsumes_term(General, Specific): General can be made equal to Specific
/// by binding only variables of General. As ISO defines it: unify with the
/// occurs check, then Specific's variables must still be distinct variables.
fn subsumes_term(m: &mut Machine) -> Res {
    let (g, s) = (m.x[0], m.x[1]);
    let svars = m.term_vars(s);
    let mark = m.trail.len() as u32;
    let saved_hb = m.hb;
    m.hb = m.heap.top();
    let mut ok = m.unify_occurs_check(g, s);
    if ok {
        let mut seen = std::collections::HashSet::new();
        ok = svars.iter().all(|&v| match m.heap.deref(v) {
            Cell::Ref(a) | Cell::Attv(a) => seen.insert(a),
            _ => false,
        });
    }
    m.undo_trail(mark);
    m.hb = saved_hb;
    m.wake.clear();
    Ok(ok)
}

/// `'$btree_lookup'(Key, Tree, Value)`: library(assoc)'s get_assoc/3, the
/// walk down an AVL tree of `t(K, V, Balance, L, R)` nodes and `t` leaves
/// by the standard order of Key, done here (as SWI-Prolog's
/// `'$btree_find_node'/5`) rather than by a clause per level: a lookup in
/// a tree of 200,000 keys took 19k instructions as clauses. Fails at a
/// leaf; a node that is neither is SWI-Prolog's type error. A cyclic
/// "tree" can make the walk endless, so it looks for Ctrl-C on the way.
fn btree_lookup(m: &mut Machine) -> Res {
    let key = m.x[0];
    let mut node = m.heap.deref(m.x[1]);
    let mut steps: u32 = 0;
    loop {
        match node {
            Cell::Atom(atoms::ASSOC_TREE) => return Ok(false),
            Cell::Str(_) if m.heap.functor_of(node) == Some((atoms::ASSOC_TREE, 5)) => {
                let next = match m.compare_terms(key, m.heap.arg(node, 0)) {
                    Ordering::Equal => {
                        let (value, x2) = (m.heap.arg(node, 1), m.x[2]);
                        return Ok(m.unify(x2, value));
                    }
                    Ordering::Less => m.heap.arg(node, 3),
                    Ordering::Greater => m.heap.arg(node, 4),
                };
                node = m.heap.deref(next);
            }
            c if c.is_var_ref() => return Err(m.err_instantiation()),
            c => {
                let btree = m.atoms.intern("btree");
                return Err(m.err_type(btree, c));
            }
        }
        steps = steps.wrapping_add(1);
        if steps % (1 << 20) == 0 {
            m.check_interrupt()?;
        }
    }
}
