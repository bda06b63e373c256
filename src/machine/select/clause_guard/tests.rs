//! Unit tests of clause guards: what each guard kind decides.
use super::*;
use crate::machine::Machine;

/// The guards of the clauses of `name/arity` after loading `text`.
pub(super) fn guards(text: &str, name: &str, arity: u32) -> Vec<Guard> {
    let mut m = Machine::new();
    m.consult_str(text, "guards");
    let name = m.atom(name);
    let p = m.lookup_in(atoms::USER, name, arity).expect("defined");
    let entries = m.preds[p as usize].clauses.entries();
    entries.iter().filter(|e| !e.is_placeholder()).map(|e| e.guard).collect()
}

pub(super) fn kind_of(g: Guard) -> u32 {
    g.kind()
}

#[test]
fn cuts_tests_and_comparisons_are_guards() {
    let g = guards("p(0, _) :- !.\np(T, R) :- atomic(T), !, R = T.\np(N, _) :- N =< 0, !.\np(_, x).", "p", 2);
    assert_eq!(g.len(), 4);
    assert_eq!(kind_of(g[0]), KIND_COMMIT);
    assert_eq!(g[0].first(), FIRST_CONST);
    assert_eq!(kind_of(g[1]), 2 + TESTS.iter().position(|&t| t == "atomic").unwrap() as u32);
    assert_eq!(g[1].tested(), 0);
    assert_eq!(kind_of(g[2]), KIND_COMPARE + 1);
    // A fact has no guard.
    assert!(g[3].is_none());
}

/// Each clause of `name/arity` after loading `text`: where a call its
/// guard commits enters, as an offset into the clause's code (None
/// for no guard).
fn committed_offsets(text: &str, name: &str, arity: u32) -> Vec<Option<u32>> {
    let mut m = Machine::new();
    m.consult_str(text, "guards");
    let name = m.atom(name);
    let p = m.lookup_in(atoms::USER, name, arity).expect("defined");
    let entries = m.preds[p as usize].clauses.entries();
    let live = entries.iter().filter(|e| !e.is_placeholder());
    live.map(|e| (!e.guard.is_none()).then(|| e.guard.committed_entry(&m.code, e.code) - e.code)).collect()
}

#[test]
fn a_committed_call_enters_after_a_guard_that_only_rechecks() {
    // After the constant and the cut; after the test and the cut; after
    // the comparison and the cut; a head that writes, or a test of
    // another argument moved into place first, enters at the start.
    let text = "r(0, _) :- !.\nr(T, R) :- atomic(T), !, R = T.\nr(N, _) :- N =< 1, !.\nr(_, []) :- !.\n\
                r(_, B) :- atom(B), !.\nr(_, _).";
    assert_eq!(committed_offsets(text, "r", 2), [Some(2), Some(2), Some(2), Some(0), Some(0), None]);
}

#[test]
fn heads_that_can_fail_have_no_guard() {
    // A repeated variable, two written arguments, a nested compound
    // in the first argument, a test of a variable inside a compound.
    let g = guards(
        "q(X, X, _) :- !.\nq(_, f(_), g(_)) :- !.\nq(f(g(_)), _, _) :- !.\nq(f(X), _, _) :- atom(X), !.\nq(_, _, _).",
        "q",
        3,
    );
    assert!(g[..4].iter().all(|g| g.is_none()), "{g:?}");
}

#[test]
fn a_written_argument_is_remembered_and_excludes_tests() {
    let g = guards(
        "d(U+V, X, DU+DV) :- !, d(U, X, DU), d(V, X, DV).\nd(A, B, f(C)) :- var(A), !, C = B.\nd(_, _, 0).",
        "d",
        3,
    );
    assert_eq!(kind_of(g[0]), KIND_COMMIT);
    assert_eq!((g[0].first(), g[0].written()), (FIRST_COMPOUND, 3));
    assert!(g[1].is_none());
}

#[test]
fn comparison_operands_are_arguments_or_small_integers() {
    let g = guards(
        "c(X, Y) :- X < Y, !.\nc(X, _) :- 0 < X, !.\nc(X, _) :- X > 1000, !.\nc(X, _) :- Z = X, Z > 1, X > 0, !.\nc(_, _).",
        "c",
        2,
    );
    assert_eq!(kind_of(g[0]), KIND_COMPARE);
    assert_eq!((g[0].tested(), g[0].lo() >> 24), (0, 1));
    // `0 < X` is kept as `X > 0`.
    assert_eq!(kind_of(g[1]), KIND_COMPARE + 2);
    assert_eq!(g[1].lo() >> 24, CONST_OPERAND);
    // 1000 does not fit the operand; a body variable is not an argument
    // (X stays in the body, so `Z = X` does not move into the head).
    assert!(g[2].is_none() && g[3].is_none());
}

#[test]
fn decisions_follow_the_arguments() {
    let mut m = Machine::new();
    m.consult_str("r(N, _) :- N >= -3, !.\nr(_, _).\ns(T) :- compound(T), !.\ns(_).", "guards");
    let g_of = |m: &Machine, name: &str| {
        let name = m.atoms.lookup(name).expect("atom");
        let p = (1..=2).find_map(|n| m.lookup_in(atoms::USER, name, n)).expect("defined");
        let e = m.preds[p as usize].clauses.entries();
        e.iter().find(|e| !e.is_placeholder()).expect("clause").guard
    };
    let r = g_of(&m, "r");
    let x = |a: Cell| [a, Cell::Int(0)];
    assert_eq!(r.decide(&m.heap, &x(Cell::Int(-3)), 0, true), Verdict::Commit);
    assert_eq!(r.decide(&m.heap, &x(Cell::Int(-4)), 0, true), Verdict::Skip);
    // A float or an unbound argument is left to the clause.
    assert_eq!(r.decide(&m.heap, &x(Cell::Flt(1.0)), 0, true), Verdict::Unknown);
    let v = m.heap.new_var();
    assert_eq!(r.decide(&m.heap, &x(v), 0, true), Verdict::Unknown);
    let s = g_of(&m, "s");
    let t = m.heap.compound(atoms::COMMA, &[Cell::Int(1), Cell::Int(2)]);
    assert_eq!(s.decide(&m.heap, &[t], 0, true), Verdict::Commit);
    assert_eq!(s.decide(&m.heap, &[Cell::Int(1)], 0, true), Verdict::Skip);
}

#[test]
fn identity_with_a_constant_is_a_guard() {
    let z = guards("z(A) :- A == -3, !.\nz(_).", "z", 1)[0];
    let n = guards("n(_, A) :- A == [], !.\nn(_, _).", "n", 2)[0];
    let w = guards("w(A) :- A == -100000, !.\nw(_).", "w", 1)[0];
    // Past 32 bits, or not an integer or an atom: no guard.
    assert!(guards("b(A) :- A == 10000000000, !.\nb(_).", "b", 1)[0].is_none());
    assert!(guards("f(A) :- A == 1.5, !.\nf(_).", "f", 1)[0].is_none());
    let mut m = Machine::new();
    assert_eq!(w.decide(&m.heap, &[Cell::Int(-100000)], 0, true), Verdict::Commit);
    assert_eq!(w.decide(&m.heap, &[Cell::Int(100000)], 0, true), Verdict::Skip);
    // An atom's guard names the atom of the machine that loaded it.
    let mut am = Machine::new();
    am.consult_str("c(A) :- A == red, !.\nc(_).", "guards");
    let name = am.atom("c");
    let p = am.lookup_in(atoms::USER, name, 1).expect("defined");
    let c = am.preds[p as usize].clauses.entries().iter().find(|e| !e.is_placeholder()).expect("a clause").guard;
    let (red, blue) = (am.atom("red"), am.atom("blue"));
    assert_eq!(c.decide(&am.heap, &[Cell::Atom(red)], 0, true), Verdict::Commit);
    assert_eq!(c.decide(&am.heap, &[Cell::Atom(blue)], 0, true), Verdict::Skip);
    assert_eq!(c.first_arg_identity(), Some(key_word(Some(Key::Atom(red)))));
    assert_eq!(w.first_arg_identity(), Some(key_word(Some(Key::Int(-100000)))));
    let v = m.heap.new_var();
    assert_eq!(z.decide(&m.heap, &[Cell::Int(-3)], 0, true), Verdict::Commit);
    // Not identical, never bound: a variable, another number, a float.
    for c in [Cell::Int(3), Cell::Flt(-3.0), v, Cell::Atom(atoms::NIL)] {
        assert_eq!(z.decide(&m.heap, &[c], 0, true), Verdict::Skip, "{c:?}");
    }
    assert_eq!(n.decide(&m.heap, &[v, Cell::Atom(atoms::NIL)], 0, true), Verdict::Commit);
    assert_eq!(n.decide(&m.heap, &[v, Cell::Int(0)], 0, true), Verdict::Skip);
    assert_eq!(n.decide(&m.heap, &[v, v], 0, true), Verdict::Skip);
}

#[test]
fn test_tags_and_comparison_table_agree_with_the_cells() {
    let cells = [
        Cell::Ref(0),
        Cell::Attv(0),
        Cell::Atom(atoms::NIL),
        Cell::Int(1),
        Cell::Flt(1.0),
        Cell::Str(0),
        Cell::Lis(0),
        Cell::Big(0),
        Cell::Stg(0),
    ];
    for c in cells {
        let holds = |kind: usize| TEST_TAGS[kind] >> tag(c) & 1 != 0;
        assert_eq!(holds(2), c.is_var_ref(), "{c:?}");
        assert_eq!(holds(3), !c.is_var_ref(), "{c:?}");
        assert_eq!(holds(4), matches!(c, Cell::Atom(_)), "{c:?}");
        assert_eq!(holds(5), c.is_number(), "{c:?}");
        // A `Big` cell may be a rational: `verdict` leaves it undecided.
        assert_eq!(holds(6), matches!(c, Cell::Int(_) | Cell::Big(_)), "{c:?}");
        assert_eq!(holds(7), matches!(c, Cell::Flt(_)), "{c:?}");
        assert_eq!(holds(8), c.is_atomic(), "{c:?}");
        assert_eq!(holds(9), matches!(c, Cell::Str(_) | Cell::Lis(_)), "{c:?}");
        assert_eq!(holds(10), c.is_callable(), "{c:?}");
    }
    for (k, op) in COMPARISONS.iter().enumerate() {
        for (a, b) in [(1, 2), (2, 2), (3, 2), (-64, 63), (i64::MIN, i64::MAX)] {
            let order = (a >= b) as u32 + (a > b) as u32;
            let expected = match op {
                ArithCmp::Lt => a < b,
                ArithCmp::Le => a <= b,
                ArithCmp::Gt => a > b,
                ArithCmp::Ge => a >= b,
                ArithCmp::Eq => a == b,
                ArithCmp::Ne => a != b,
            };
            assert_eq!(COMPARE_TABLE >> (k as u32 * 3 + order) & 1 != 0, expected, "{op:?} {a} {b}");
        }
    }
}
