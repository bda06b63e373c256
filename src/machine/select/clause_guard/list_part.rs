//! The guards that read the head or tail of a list argument, and the
//! shape guards (clause_guard.rs): `match(L, [Y|Ys]) :- var(Y), !, ...`
//! decides its test on the head of the list the caller passed, and
//! `nonvar(Y), Y = star(X), !` skips its clause when Y is not a structure
//! `star/1`, and commits to it when Y is one (X new: the unification only
//! binds X). Their verdicts are out of the way of the other guards'
//! (`decide_any`).

use super::{deref, tag, Guard, Verdict, KIND_INTEGER_TEST, KIND_SHAPE_LIS, KIND_SHAPE_STR, TESTS, TEST_TAGS};
use super::{SUB_HEAD, SUB_WHOLE};
use crate::term::{atoms, Atom, Cell, Heap};

impl Guard {
    /// The verdict of a shape or list-part guard (see [`Guard::decide_any`]).
    #[inline(never)]
    pub(super) fn verdict_listed(self, heap: &Heap, x: &[Cell], word: u64) -> Option<Verdict> {
        self.first_arg_matches(heap, x, word)?;
        let c = deref(heap, *x.get(self.tested())?)?;
        self.verdict_in_list(heap, c)
    }

    /// The verdict of a shape guard, or of a type test of the head or tail
    /// of a list argument, on the tested argument `c` (dereferenced).
    #[inline(always)]
    fn verdict_in_list(self, heap: &Heap, c: Cell) -> Option<Verdict> {
        let sub = self.sub();
        let c = if sub == SUB_WHOLE {
            c
        } else {
            match c {
                Cell::Lis(a) => deref(heap, *heap.cells.get(a as usize + (sub - SUB_HEAD) as usize)?)?,
                // The head would bind the caller's variable, or unify with a
                // structure (a list is always a `Lis` cell, but the clause
                // decides).
                Cell::Ref(_) | Cell::Attv(_) | Cell::Str(_) => return None,
                // An atomic argument fails the head before it binds anything.
                _ => return Some(Verdict::Skip),
            }
        };
        let kind = self.kind();
        let shaped = match kind {
            KIND_SHAPE_STR => match c {
                Cell::Str(a) => match self.shape_functor() {
                    // `V = T` fails on another functor before it binds
                    // anything, and only binds T's new variables on T's.
                    Some(f) => match heap.cells.get(a as usize)? {
                        &Cell::Fun(name, n) if (name, n) == f => {
                            return self.shape_args_new().then_some(Verdict::Commit)
                        }
                        _ => return Some(Verdict::Skip),
                    },
                    None => true,
                },
                _ => false,
            },
            KIND_SHAPE_LIS => match c {
                Cell::Lis(_) => return self.shape_args_new().then_some(Verdict::Commit),
                _ => false,
            },
            _ => {
                let test = self.lo() >> 24 & 0xF;
                if test == KIND_INTEGER_TEST && matches!(c, Cell::Big(_)) {
                    return None;
                }
                let holds = TEST_TAGS[test as usize] >> tag(c) & 1 != 0;
                return Some(if holds { Verdict::Commit } else { Verdict::Skip });
            }
        };
        // A structure of T's kind whose functor is not known is left to
        // the clause's unification.
        if shaped {
            None
        } else {
            Some(Verdict::Skip)
        }
    }
}

impl Guard {
    /// The name and arity of a shape guard's T, when it has them (a
    /// structure of at most 255 arguments).
    #[inline(always)]
    fn shape_functor(self) -> Option<(Atom, u32)> {
        let n = self.lo() >> 24;
        (n != 0 && self.kind() == KIND_SHAPE_STR).then(|| (Atom((self.0 >> 32) as u32), n))
    }

    /// Whether a shape guard's T has distinct new variables as arguments:
    /// `V = T` with V of T's functor (or a list, T a list) cannot fail.
    #[inline(always)]
    fn shape_args_new(self) -> bool {
        self.lo() >> 24 != 0 && self.lo() & SHAPE_ARGS_NEW != 0
    }
}

/// The bit of a shape guard that says T's arguments are new variables.
const SHAPE_ARGS_NEW: u32 = 1 << 20;

/// The high bits of the shape guard of `nonvar(V), V = T` ([`Guard`]): T's
/// arity, name and whether its arguments are distinct variables, none of
/// them V or one of `seen` (the head's): then a term of T's functor
/// unifies with T by binding those alone, which cannot fail. 0 for a T of
/// more than 255 arguments (left to the clause).
pub(super) fn shape_bits(heap: &Heap, t: Cell, v: Cell, seen: &[Cell]) -> u64 {
    let Some((name, n)) = heap.functor_of(t) else { return 0 };
    if n == 0 || n > 0xFF {
        return 0;
    }
    let mut args: Vec<Cell> = Vec::new();
    let args_new = (0..n).all(|j| {
        let a = heap.deref(heap.arg(t, j));
        let new = a.is_var_ref() && !a.same(v) && !seen.iter().chain(&args).any(|s| s.same(a));
        args.push(a);
        new
    });
    let flag = if args_new { SHAPE_ARGS_NEW } else { 0 };
    (name.0 as u64) << 32 | (n << 24 | flag) as u64
}

/// After a `nonvar(V)` test of kind `kind`, the goals `rest`: when they
/// begin with `V = T` (or `T = V`), T compound and `=` the system's, the
/// guard kind of T's shape, T, and the goals after the unification.
pub(super) fn shape_after_nonvar(
    heap: &Heap,
    kind: u32,
    v: Cell,
    rest: Option<Cell>,
    unify: Option<Atom>,
) -> Option<(u32, Cell, Option<Cell>)> {
    if TESTS.get(kind.checked_sub(2)? as usize) != Some(&"nonvar") {
        return None;
    }
    let rest = rest?;
    let (goal, after) = match heap.functor_of(rest)? {
        (atoms::COMMA, 2) => (heap.deref(heap.arg(rest, 0)), Some(heap.deref(heap.arg(rest, 1)))),
        _ => return None,
    };
    if heap.functor_of(goal)? != (unify?, 2) {
        return None;
    }
    let (a, b) = (heap.deref(heap.arg(goal, 0)), heap.deref(heap.arg(goal, 1)));
    let t = if a.same(v) {
        b
    } else if b.same(v) {
        a
    } else {
        return None;
    };
    let shape = match t {
        Cell::Str(_) => KIND_SHAPE_STR,
        Cell::Lis(_) => KIND_SHAPE_LIS,
        _ => return None,
    };
    Some((shape, t, after))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{guards, kind_of};
    use super::super::{FIRST_COMPOUND, KIND_SUB_TEST, SUB_TAIL};
    use super::*;
    use crate::machine::Machine;

    #[test]
    fn a_test_may_read_the_head_or_tail_of_a_list_argument() {
        let text = "m([X|Xs], [Y|Ys]) :- var(Y), !, X = Y, m(Xs, Ys).\nm(_, [_|T]) :- atom(T), !.\n\
                    m(Y, [Y|_]) :- atom(Y), !.\nm(_, [f(Y)|_]) :- atom(Y), !.\nm(_, _).";
        let g = guards(text, "m", 2);
        assert_eq!((g[0].tested(), g[0].sub(), g[0].first()), (1, SUB_HEAD, FIRST_COMPOUND));
        assert_eq!((kind_of(g[0]), g[0].lo() >> 24), (KIND_SUB_TEST, 2));
        assert_eq!((g[1].tested(), g[1].sub()), (1, SUB_TAIL));
        // A head variable met before, or a test inside a nested term.
        assert!(g[2].is_none() && g[3].is_none(), "{g:?}");
        let mut m = Machine::new();
        let v = m.heap.new_var();
        let first = m.heap.list(&[Cell::Int(1)]);
        let list_of = |m: &mut Machine, h: Cell| m.heap.list(&[h]);
        let (var_head, atom_head) = (list_of(&mut m, v), list_of(&mut m, Cell::Atom(atoms::NIL)));
        // A key word of the first argument: the list's.
        assert_eq!(g[0].decide_any(&m.heap, &[first, var_head], 1, true), Verdict::Commit);
        assert_eq!(g[0].decide_any(&m.heap, &[first, atom_head], 1, true), Verdict::Skip);
        // Unbound, the list would be written; atomic, the head fails.
        assert_eq!(g[0].decide_any(&m.heap, &[first, v], 1, true), Verdict::Unknown);
        assert_eq!(g[0].decide_any(&m.heap, &[first, Cell::Int(0)], 1, true), Verdict::Skip);
        // The tail of `[[]]` is the atom `[]`.
        assert_eq!(g[1].decide_any(&m.heap, &[v, atom_head], 0, true), Verdict::Commit);
        let open = m.heap.list_with_tail(&[Cell::Int(1)], v);
        assert_eq!(g[1].decide_any(&m.heap, &[v, open], 0, true), Verdict::Skip);
    }

    #[test]
    fn nonvar_and_unification_with_a_compound_skips_or_commits() {
        let text = "s(L, [Y|R]) :- nonvar(Y), Y = star(X), !, t(L, X, R).\ns(T, _) :- nonvar(T), [_|_] = T, !.\n\
                    s(T, _) :- nonvar(T), T = a, !.\ns(_, _).\nt(_, _, _).\n\
                    u(L, [Y|R]) :- nonvar(Y), Y = star(L), !, t(L, R, R).\nu(_, _).";
        let g = guards(text, "s", 2);
        assert_eq!((kind_of(g[0]), g[0].tested(), g[0].sub()), (KIND_SHAPE_STR, 1, SUB_HEAD));
        assert_eq!((kind_of(g[1]), g[1].tested(), g[1].sub()), (KIND_SHAPE_LIS, 0, SUB_WHOLE));
        // With an atom no shape, and the test is not followed by a cut.
        assert!(g[2].is_none(), "{:?}", g[2]);
        // star(L), L a head variable: its unification may fail.
        let u = guards(text, "u", 2)[0];
        assert_eq!(kind_of(u), KIND_SHAPE_STR);
        let mut m = Machine::new();
        let v = m.heap.new_var();
        let (star, other) = (m.atom("star"), m.atom("other"));
        let s = m.heap.compound(star, &[v]);
        let o = m.heap.compound(other, &[v]);
        let star2 = m.heap.compound(star, &[v, v]);
        let with_head = |m: &mut Machine, h: Cell| m.heap.list(&[h]);
        let (star_list, atom_list, var_list) =
            (with_head(&mut m, s), with_head(&mut m, Cell::Int(1)), with_head(&mut m, v));
        let (other_list, star2_list) = (with_head(&mut m, o), with_head(&mut m, star2));
        // star/1 unifies with star(X) binding X alone; another structure
        // fails it, and so does anything else.
        assert_eq!(g[0].decide_any(&m.heap, &[v, star_list], 0, true), Verdict::Commit);
        assert_eq!(g[0].decide_any(&m.heap, &[v, other_list], 0, true), Verdict::Skip);
        assert_eq!(g[0].decide_any(&m.heap, &[v, star2_list], 0, true), Verdict::Skip);
        // `decide` (a guarded pair's) leaves these kinds to `decide_any`.
        assert_eq!(g[0].decide(&m.heap, &[v, atom_list], 0, true), Verdict::Unknown);
        assert_eq!(g[0].decide_any(&m.heap, &[v, atom_list], 0, true), Verdict::Skip);
        assert_eq!(g[0].decide_any(&m.heap, &[v, var_list], 0, true), Verdict::Skip);
        assert_eq!(g[0].decide_any(&m.heap, &[v, v], 0, true), Verdict::Unknown);
        assert_eq!(g[1].decide_any(&m.heap, &[atom_list, v], 0, true), Verdict::Commit);
        assert_eq!(g[1].decide_any(&m.heap, &[s, v], 0, true), Verdict::Skip);
        assert_eq!(g[1].decide_any(&m.heap, &[v, v], 0, true), Verdict::Skip);
        // T's argument is the head's L: star/1 is left to the clause.
        assert_eq!(u.decide_any(&m.heap, &[v, star_list], 0, true), Verdict::Unknown);
        assert_eq!(u.decide_any(&m.heap, &[v, other_list], 0, true), Verdict::Skip);
    }
}
