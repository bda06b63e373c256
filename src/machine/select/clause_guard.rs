//! Clause guards: deciding at predicate entry, before a choicepoint is
//! pushed, that a candidate clause commits at once or fails at once.
//!
//! Many clauses begin by cutting, or by a type test or an arithmetic
//! comparison and a cut: `rewrite_args(0, _, _) :- !.`,
//! `rewrite(T, R) :- atomic(T), !, ...`, `d(U+V, X, DU+DV) :- !, ...`,
//! `loop(N) :- N =< 0, !.`. Run the ordinary way, such a clause with
//! another candidate after it pushes a choicepoint that the cut removes
//! again a few instructions later, or, when the test fails, is backtracked
//! into at once. When the head cannot fail against the call's arguments
//! and the test reads only what the caller passed, both outcomes are known
//! at entry: a passing clause is entered without a choicepoint (the cut
//! would have removed it, and nothing between entry and cut can fail),
//! and a failing one is skipped (it would have failed before binding
//! anything). The "shallow backtracking" of WAM implementations, decided
//! per clause when it is added. A comparison is decided only on two small
//! integers (anything else may raise an error, which the clause itself
//! must raise), and no guard is used while the tracer runs (the test's
//! ports must show).
//!
//! The head cannot fail when every variable in it occurs once and
//! - its first argument is a variable, or an atom or small integer that
//!   the call's bound first argument matches by its key word (exact for
//!   those), or a compound whose arguments are variables and whose functor
//!   the call's bound first argument has;
//! - every other argument is a variable, except at most one, which the
//!   call must pass as a plain unbound variable (no attributes, so binding
//!   it wakes nothing). A test or comparison is only used with no such
//!   argument (the binding could reach a tested variable), and reads
//!   variables that are whole head arguments, or integer constants.
//!
//! A type test may also read the head or tail of a list `[H|T]` of two
//! new variables in another argument (`match(L, [Y|Ys]) :- var(Y), !,
//! ...`): the call's argument is read, not written. A list decides the
//! test on its head or tail, an atomic argument fails the head (skip), and
//! an unbound one or a structure is left to the clause.
//!
//! `nonvar(V), V = T, !` with T a compound (`nonvar(Y), Y = star(X), !`)
//! is a guard too: V (a whole argument, or the head or tail of a list
//! argument as above) not a compound of T's functor fails the clause
//! before it binds anything; one of T's functor commits when T's arguments
//! are distinct new variables (the unification binds them alone), and is
//! left to the clause, which unifies it with T, otherwise.

use super::index_key::{key_word, Key, KeyWord};
use crate::machine::instr::{ArithCmp, CodeAddr, Instr};
use crate::term::{atoms, Atom, Cell, Heap};

mod list_part;
use list_part::{shape_after_nonvar, shape_bits};

/// A clause's guard, packed in one word: kind (bits 0-7), tested argument
/// (8-15; a comparison's left operand), first-argument shape (16-17), the
/// part of the tested argument a type test reads (18-19: [`SUB_WHOLE`],
/// [`SUB_HEAD`] or [`SUB_TAIL`] of a list), and
/// in bits 24-31 either 1 + the single non-variable argument after the
/// first (0 for none) or a comparison's right operand (bit 31 set: a
/// 7-bit signed integer, else an argument). A shape guard keeps what it
/// knows of T in the high bits (`list_part.rs`, [`Guard::shape_functor`]):
/// T's arity in bits 24-31 (0: nothing known), whether T's arguments are
/// distinct new variables in bit 20, and T's name in bits 32-63. An
/// identity with a constant keeps the constant in bits 32-63.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Guard(u64);

/// What a guard says about a call.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The clause commits: enter it without a choicepoint.
    Commit,
    /// The clause fails before binding anything: skip it.
    Skip,
    /// Not known from the arguments: the ordinary entry.
    Unknown,
}

/// The type tests a guard can hold, in kind order from 2 (kind 0 is no
/// guard, 1 a cut with no test).
pub const TESTS: [&str; 9] = ["var", "nonvar", "atom", "number", "integer", "float", "atomic", "compound", "callable"];

const KIND_NONE: u32 = 0;
const KIND_COMMIT: u32 = 1;
/// Comparison kinds, `KIND_COMPARE + ` the operator in [`COMPARISONS`] order.
const KIND_COMPARE: u32 = 16;
const COMPARISONS: [ArithCmp; 6] = [ArithCmp::Lt, ArithCmp::Le, ArithCmp::Gt, ArithCmp::Ge, ArithCmp::Eq, ArithCmp::Ne];
/// `A == K`, K a 32-bit integer, and `A == a`, an atom (its number), with
/// the constant in bits 32-63: the first clause of a single sided
/// unification rule with an atomic head argument (`p(0) => ...` loads as
/// `p(A) :- A == 0, !, ...`, consult/ssu.rs).
const KIND_IDENTICAL_INT: u32 = 24;
const KIND_IDENTICAL_ATOM: u32 = 25;
/// `nonvar(V), V = T, !` with T a structure (a list): V must be a structure
/// (a list), else the clause fails; never commits.
const KIND_SHAPE_STR: u32 = 26;
const KIND_SHAPE_LIS: u32 = 27;
/// A type test (its kind in bits 24-31) of the head or tail of a list
/// argument. This kind and the shapes come after all others, so that the
/// verdict of the others pays one comparison for them.
const KIND_SUB_TEST: u32 = 28;
const CONST_OPERAND: u32 = 0x80;
const FIRST_VAR: u32 = 0;
const FIRST_CONST: u32 = 1;
const FIRST_COMPOUND: u32 = 2;
/// What a type test reads of its argument: the argument itself, or the
/// head or the tail of the list the clause's head expects there.
const SUB_WHOLE: u32 = 0;
const SUB_HEAD: u32 = 1;
const SUB_TAIL: u32 = 2;
/// By kind (a type test's is 2 + its place in [`TESTS`]), the cell tags
/// ([`tag`]) of the dereferenced terms that pass the test, one bit each.
/// The kind of the `integer/1` test.
const KIND_INTEGER_TEST: u32 = 6;
const TEST_TAGS: [u16; 16] = {
    let (var, atom, int, flt, str, lis, big, stg) =
        (1 << 0 | 1 << 1, 1 << 2, 1 << 3, 1 << 4, 1 << 5, 1 << 6, 1 << 8, 1 << 9);
    let mut t = [0; 16];
    t[2] = var;
    // Not a variable: also the tags a dereferenced argument never has.
    t[3] = !var & 0xFFF;
    t[4] = atom;
    t[5] = int | flt | big;
    t[6] = int | big;
    t[7] = flt;
    t[8] = atom | int | flt | big | stg;
    t[9] = str | lis;
    t[10] = atom | str | lis;
    t
};
/// For each comparison (in [`COMPARISONS`] order, three bits each), whether
/// it holds when its left operand is less than, equal to or greater than
/// its right one.
const COMPARE_TABLE: u32 = 0b001 | 0b011 << 3 | 0b100 << 6 | 0b110 << 9 | 0b010 << 12 | 0b101 << 15;
/// The largest written head argument looked into.
const MAX_HEAD_NODES: usize = 256;
/// Integers whose key word is exact (`index_key::key_word` keeps 62 bits).
const SMALL: i64 = 1 << 60;

impl Guard {
    pub const NONE: Guard = Guard::of(KIND_NONE);

    /// A guard of the packed word `bits` (the low 32 bits).
    const fn of(bits: u32) -> Guard {
        Guard(bits as u64)
    }

    /// The low word, where everything but a shape's T is.
    fn lo(self) -> u32 {
        self.0 as u32
    }

    /// The high word: a shape's T, an identity's constant.
    fn hi(self) -> u32 {
        (self.0 >> 32) as u32
    }

    fn kind(self) -> u32 {
        self.lo() & 0xFF
    }

    fn tested(self) -> usize {
        (self.lo() >> 8 & 0xFF) as usize
    }

    fn first(self) -> u32 {
        self.lo() >> 16 & 0x3
    }

    fn written(self) -> usize {
        (self.lo() >> 24) as usize
    }

    fn sub(self) -> u32 {
        self.lo() >> 18 & 0x3
    }

    /// The guard of clause `head :- body`. `builtin_test(name)` is the
    /// index in [`TESTS`] of the system's type test `name/1` when that is
    /// what `name/1` resolves to in the clause's module; `identical` is the
    /// atom `==` (None before it exists); `unify` is the atom `=` when `=/2`
    /// resolves to the system's unification there.
    pub fn of_clause(
        heap: &Heap,
        head: Cell,
        body: Cell,
        builtin_test: impl Fn(Atom) -> Option<usize>,
        identical: Option<Atom>,
        unify: Option<Atom>,
    ) -> Guard {
        let Some(body_guard) = body_guard(heap, body, &builtin_test, identical, unify) else {
            return Guard::NONE;
        };
        let head = heap.deref(head);
        let arity = match heap.functor_of(head) {
            Some((_, n)) => n,
            None => return Guard::NONE,
        };
        if arity > 64 {
            return Guard::NONE;
        }
        // The variables met so far: one met again in a read position could
        // fail to unify.
        let mut seen: Vec<Cell> = Vec::new();
        // The head arguments that are variables, by position.
        let mut arg_vars: Vec<(Cell, u32)> = Vec::new();
        let mut first = FIRST_VAR;
        let mut written = 0;
        // The written argument when it is a list of two new variables: a
        // test may read it instead ([`SUB_HEAD`], [`SUB_TAIL`]).
        let mut read_list: Option<(Cell, Cell)> = None;
        for i in 0..arity {
            let a = heap.deref(heap.arg(head, i));
            if a.is_var_ref() {
                if !fresh(&mut seen, a) {
                    return Guard::NONE;
                }
                arg_vars.push((a, i));
            } else if i == 0 {
                // Read against the call's bound first argument.
                first = match a {
                    Cell::Atom(_) => FIRST_CONST,
                    Cell::Int(v) if (-SMALL..SMALL).contains(&v) => FIRST_CONST,
                    Cell::Str(_) | Cell::Lis(_) => {
                        let n = heap.functor_of(a).map_or(0, |(_, n)| n);
                        let args_fresh = (0..n).all(|j| {
                            let s = heap.deref(heap.arg(a, j));
                            s.is_var_ref() && fresh(&mut seen, s)
                        });
                        if !args_fresh {
                            return Guard::NONE;
                        }
                        FIRST_COMPOUND
                    }
                    _ => return Guard::NONE,
                };
            } else if written == 0 {
                // Written into the caller's unbound variable: any term, its
                // variables new or met before, but not met again after.
                written = i + 1;
                if let Cell::Lis(_) = a {
                    let (h, t) = (heap.deref(heap.arg(a, 0)), heap.deref(heap.arg(a, 1)));
                    let new = |v: Cell| v.is_var_ref() && !seen.iter().any(|s| s.same(v));
                    if new(h) && new(t) && !h.same(t) {
                        read_list = Some((h, t));
                    }
                }
                if !collect_vars(heap, a, &mut seen) {
                    return Guard::NONE;
                }
            } else {
                return Guard::NONE;
            }
        }
        let position = |v: Cell| arg_vars.iter().find(|(w, _)| w.same(v)).map(|&(_, i)| i);
        let shape = first << 16;
        match body_guard {
            BodyGuard::Cut => Guard::of(KIND_COMMIT | shape | written << 24),
            // A test of the head or tail of a list argument reads the list
            // the caller passed.
            BodyGuard::Test(kind, v) | BodyGuard::Shape(kind, v, _) if written != 0 => {
                let sub = match read_list {
                    Some((h, _)) if h.same(v) => SUB_HEAD,
                    Some((_, t)) if t.same(v) => SUB_TAIL,
                    _ => return Guard::NONE,
                };
                match body_guard {
                    BodyGuard::Shape(_, _, t) => Guard(
                        shape_bits(heap, t, v, &seen) | Guard::of(kind | (written - 1) << 8 | shape | sub << 18).0,
                    ),
                    _ => Guard::of(KIND_SUB_TEST | (written - 1) << 8 | shape | sub << 18 | kind << 24),
                }
            }
            // A test reads the arguments as the caller passed them.
            _ if written != 0 => Guard::NONE,
            BodyGuard::Test(kind, v) => match position(v) {
                Some(i) => Guard::of(kind | i << 8 | shape),
                None => Guard::NONE,
            },
            BodyGuard::Shape(kind, v, t) => match position(v) {
                Some(i) => Guard(shape_bits(heap, t, v, &seen) | Guard::of(kind | i << 8 | shape).0),
                None => Guard::NONE,
            },
            BodyGuard::Identical(v, k) => match (position(v), k) {
                (Some(i), Cell::Int(k)) if i32::try_from(k).is_ok() => {
                    Guard((k as i32 as u32 as u64) << 32 | Guard::of(KIND_IDENTICAL_INT | i << 8 | shape).0)
                }
                (Some(i), Cell::Atom(a)) => {
                    Guard((a.0 as u64) << 32 | Guard::of(KIND_IDENTICAL_ATOM | i << 8 | shape).0)
                }
                _ => Guard::NONE,
            },
            BodyGuard::Compare(op, left, right) => {
                let operand = |c: Cell| match c {
                    Cell::Int(k) if (-64..64).contains(&k) => Some(CONST_OPERAND | (k as u32 & 0x7F)),
                    _ if c.is_var_ref() => position(c),
                    _ => None,
                };
                // A constant goes on the right.
                let (op, left, right) = match (operand(left), operand(right)) {
                    (Some(l), Some(r)) if l & CONST_OPERAND == 0 => (op, l, r),
                    (Some(l), Some(r)) if r & CONST_OPERAND == 0 => (swapped(op), r, l),
                    _ => return Guard::NONE,
                };
                let kind = KIND_COMPARE + COMPARISONS.iter().position(|&c| c == op).expect("comparison") as u32;
                Guard::of(kind | left << 8 | shape | right << 24)
            }
        }
    }

    /// The verdict for a call with argument registers `x`, entering this
    /// clause chosen by the call's first-argument key word `word`.
    /// `bindings_safe`: binding a variable to a term cannot fail (the
    /// occurs check is off). Written to be inlined into predicate entry:
    /// a type test is a bit of `TEST_TAGS`, a comparison a bit of
    /// `COMPARE_TABLE`, neither a jump table.
    #[inline(always)]
    pub fn decide(self, heap: &Heap, x: &[Cell], word: u64, bindings_safe: bool) -> Verdict {
        self.verdict(heap, x, word, bindings_safe).unwrap_or(Verdict::Unknown)
    }

    /// [`Guard::decide`] of every kind of guard, the shapes and the tests
    /// of a list's head or tail too, which `decide` leaves unknown: these
    /// call out of line, which in `decide` (a leaf in the entry of a
    /// guarded pair) cost tak 2% more instructions.
    #[inline(always)]
    pub fn decide_any(self, heap: &Heap, x: &[Cell], word: u64, bindings_safe: bool) -> Verdict {
        if self.kind() < KIND_SHAPE_STR {
            return self.decide(heap, x, word, bindings_safe);
        }
        self.verdict_listed(heap, x, word).unwrap_or(Verdict::Unknown)
    }

    /// Some when the head's first argument cannot fail against the call's:
    /// a variable, or a key word that matched and is exact (the call's
    /// first argument bound, and an atom, a small integer or a compound).
    #[inline(always)]
    fn first_arg_matches(self, heap: &Heap, x: &[Cell], word: u64) -> Option<()> {
        let first = self.first();
        if first != FIRST_VAR {
            if word == 0 {
                return None;
            }
            if first == FIRST_CONST {
                match deref(heap, *x.first()?)? {
                    Cell::Atom(_) => {}
                    Cell::Int(v) if (-SMALL..SMALL).contains(&v) => {}
                    _ => return None,
                }
            }
        }
        Some(())
    }

    /// [`Guard::decide`], None for Unknown. A register or heap address out
    /// of range (which no call has) is None too rather than a panic, so
    /// that the compiled decision keeps no panic paths and their registers.
    #[inline(always)]
    fn verdict(self, heap: &Heap, x: &[Cell], word: u64, bindings_safe: bool) -> Option<Verdict> {
        self.first_arg_matches(heap, x, word)?;
        let kind = self.kind();
        if kind == KIND_COMMIT {
            let written = self.written();
            if written != 0 && !(bindings_safe && matches!(deref(heap, *x.get(written - 1)?)?, Cell::Ref(_))) {
                return None;
            }
            return Some(Verdict::Commit);
        }
        let c = deref(heap, *x.get(self.tested())?)?;
        let holds = if kind < KIND_COMPARE {
            // A `Big` cell is a big integer or a rational: its tag alone
            // does not decide `integer/1`.
            if kind == KIND_INTEGER_TEST && matches!(c, Cell::Big(_)) {
                return None;
            }
            TEST_TAGS[kind as usize & 0xF] >> tag(c) & 1 != 0
        } else if kind >= KIND_IDENTICAL_INT {
            if kind >= KIND_SHAPE_STR {
                // [`Guard::decide_any`]'s.
                return None;
            }
            // Identity never binds: an unbound argument is simply not K.
            if kind == KIND_IDENTICAL_ATOM {
                matches!(c, Cell::Atom(a) if a.0 == self.hi())
            } else {
                matches!(c, Cell::Int(v) if v == self.hi() as i32 as i64)
            }
        } else {
            let Cell::Int(a) = c else { return None };
            let right = self.lo() >> 24;
            let b = if right & CONST_OPERAND != 0 {
                // Sign-extend the 7-bit constant.
                ((right as u8) << 1) as i8 as i64 >> 1
            } else {
                match deref(heap, *x.get(right as usize)?)? {
                    Cell::Int(b) => b,
                    _ => return None,
                }
            };
            // 0, 1 or 2 for a < b, a = b, a > b.
            let order = (a >= b) as u32 + (a > b) as u32;
            COMPARE_TABLE >> ((kind - KIND_COMPARE) * 3 + order) & 1 != 0
        };
        Some(if holds { Verdict::Commit } else { Verdict::Skip })
    }

    pub fn is_none(self) -> bool {
        self.0 == KIND_NONE as u64
    }

    /// The key word a call's first argument must have for the clause to be
    /// entered at all, when the guard is an identity of the first argument
    /// with a constant and the head's first argument a variable (`p(0) =>
    /// ...`, loaded as `p(A) :- A == 0, !, ...`): the key word of a small
    /// integer or an atom is the constant itself, so a call whose first
    /// argument has another word (or is unbound) skips the clause, and one
    /// with this word commits to it. A guarded pair (`switch.rs`) keys its
    /// first clause by it, as it keys `p(0) :- !, ...`.
    pub fn first_arg_identity(self) -> Option<KeyWord> {
        if self.tested() != 0 || self.first() != FIRST_VAR {
            return None;
        }
        match self.kind() {
            KIND_IDENTICAL_INT => Some(key_word(Some(Key::Int(self.hi() as i32 as i64)))),
            KIND_IDENTICAL_ATOM => Some(key_word(Some(Key::Atom(Atom(self.hi()))))),
            _ => None,
        }
    }

    /// Whether every call entering the clause commits to it: a cut first,
    /// a head of distinct variables.
    pub fn always_commits(self) -> bool {
        self.kind() == KIND_COMMIT && self.first() == FIRST_VAR && self.written() == 0
    }

    /// Where a call that this guard commits may enter the clause whose
    /// code starts at `start`: after the cut when the code up to it only
    /// re-checks what the verdict already established (the first
    /// argument's constant, the guard's one test or comparison), else
    /// `start`. Entered with no choicepoint and nothing bound since the
    /// call, the cut would cut nothing.
    pub fn committed_entry(self, code: &[Instr], start: CodeAddr) -> CodeAddr {
        let kind = self.kind();
        if kind >= KIND_SHAPE_STR {
            // A shape commits only to run its unification; the head of a
            // list test reads the list.
            return start;
        }
        let mut tests = 0;
        for (at, ins) in code.iter().enumerate().skip(start as usize) {
            match ins {
                Instr::GetAtom(_, 0) | Instr::GetInt(_, 0) if self.first() == FIRST_CONST => {}
                Instr::CallBuiltin(_) if (2..KIND_COMPARE).contains(&kind) && tests == 0 => tests += 1,
                // `A == K`: K put in place, then the test.
                Instr::PutInt(..) | Instr::PutAtom(..) if kind >= KIND_IDENTICAL_INT && tests == 0 => {}
                Instr::CallBuiltin(_) if kind >= KIND_IDENTICAL_INT && tests == 0 => tests += 1,
                Instr::ACmp(_) if kind >= KIND_COMPARE && tests == 0 => tests += 1,
                Instr::NeckCut => return at as CodeAddr + 1,
                _ => break,
            }
        }
        start
    }
}

/// [`Heap::deref`], None for an address outside the heap.
#[inline(always)]
fn deref(heap: &Heap, mut c: Cell) -> Option<Cell> {
    loop {
        match c {
            Cell::Ref(a) | Cell::Attv(a) => {
                let v = *heap.cells.get(a as usize)?;
                match v {
                    Cell::Ref(b) | Cell::Attv(b) if b == a => return Some(v),
                    _ => c = v,
                }
            }
            _ => return Some(c),
        }
    }
}

/// The number of a cell's variant, as [`TEST_TAGS`] counts them (its
/// discriminant: the match compiles to a load of the tag word).
#[inline(always)]
fn tag(c: Cell) -> u32 {
    match c {
        Cell::Ref(_) => 0,
        Cell::Attv(_) => 1,
        Cell::Atom(_) => 2,
        Cell::Int(_) => 3,
        Cell::Flt(_) => 4,
        Cell::Str(_) => 5,
        Cell::Lis(_) => 6,
        Cell::Fun(..) => 7,
        Cell::Big(_) => 8,
        Cell::Stg(_) => 9,
        Cell::Blob(..) => 10,
        Cell::Raw(_) => 11,
    }
}

/// Whether variable `v` is met for the first time (it is recorded).
fn fresh(seen: &mut Vec<Cell>, v: Cell) -> bool {
    if seen.iter().any(|s| s.same(v)) {
        false
    } else {
        seen.push(v);
        true
    }
}

/// Records the variables of `t`; false for a term of more than
/// [`MAX_HEAD_NODES`] nodes (not worth a guard).
fn collect_vars(heap: &Heap, t: Cell, seen: &mut Vec<Cell>) -> bool {
    let mut todo = vec![t];
    let mut nodes = 0;
    while let Some(t) = todo.pop() {
        nodes += 1;
        if nodes > MAX_HEAD_NODES {
            return false;
        }
        let t = heap.deref(t);
        if t.is_var_ref() {
            fresh(seen, t);
        } else if let (Cell::Str(_) | Cell::Lis(_), Some((_, n))) = (t, heap.functor_of(t)) {
            todo.extend((0..n).map(|j| heap.arg(t, j)));
        }
    }
    true
}

/// What a clause body begins with, before its cut.
enum BodyGuard {
    /// The cut itself.
    Cut,
    /// A type test (its kind) of a variable.
    Test(u32, Cell),
    /// An arithmetic comparison of two variables or constants.
    Compare(ArithCmp, Cell, Cell),
    /// `V == K` of a variable and an atomic constant.
    Identical(Cell, Cell),
    /// `nonvar(V), V = T` (the kind: [`KIND_SHAPE_STR`] or
    /// [`KIND_SHAPE_LIS`], T's) of a variable V, and T.
    Shape(u32, Cell, Cell),
}

/// The guard a body begins with: `!`, or a type test of a variable, an
/// arithmetic comparison or an identity with a constant followed by `!`,
/// or `nonvar(V), V = T, !` with T compound.
fn body_guard(
    heap: &Heap,
    body: Cell,
    builtin_test: &impl Fn(Atom) -> Option<usize>,
    identical: Option<Atom>,
    unify: Option<Atom>,
) -> Option<BodyGuard> {
    let body = heap.deref(body);
    let (first, mut rest) = match heap.functor_of(body) {
        Some((atoms::COMMA, 2)) => (heap.deref(heap.arg(body, 0)), Some(heap.deref(heap.arg(body, 1)))),
        _ => (body, None),
    };
    if let Cell::Atom(atoms::CUT) = first {
        return Some(BodyGuard::Cut);
    }
    let guard = match heap.functor_of(first)? {
        (name, 1) => {
            let v = heap.deref(heap.arg(first, 0));
            if !v.is_var_ref() {
                return None;
            }
            let kind = builtin_test(name)? as u32 + 2;
            match shape_after_nonvar(heap, kind, v, rest, unify) {
                Some((shape, t, after)) => {
                    rest = after;
                    BodyGuard::Shape(shape, v, t)
                }
                None => BodyGuard::Test(kind, v),
            }
        }
        (name, 2) if Some(name) == identical => {
            let (a, b) = (heap.deref(heap.arg(first, 0)), heap.deref(heap.arg(first, 1)));
            match (a.is_var_ref(), b.is_var_ref()) {
                (true, false) => BodyGuard::Identical(a, b),
                (false, true) => BodyGuard::Identical(b, a),
                _ => return None,
            }
        }
        (name, 2) => {
            // Compiled inline whatever the module (see compile/clause.rs).
            let op = match name {
                atoms::LT => ArithCmp::Lt,
                atoms::LE => ArithCmp::Le,
                atoms::GT => ArithCmp::Gt,
                atoms::GE => ArithCmp::Ge,
                atoms::ARITH_EQ => ArithCmp::Eq,
                atoms::ARITH_NE => ArithCmp::Ne,
                _ => return None,
            };
            BodyGuard::Compare(op, heap.deref(heap.arg(first, 0)), heap.deref(heap.arg(first, 1)))
        }
        _ => return None,
    };
    let rest = rest?;
    let cut_next = match heap.functor_of(rest) {
        Some((atoms::CUT, 0)) => true,
        Some((atoms::COMMA, 2)) => matches!(heap.deref(heap.arg(rest, 0)), Cell::Atom(atoms::CUT)),
        _ => false,
    };
    cut_next.then_some(guard)
}

/// The comparison with its operands swapped: `A < B` is `B > A`.
fn swapped(op: ArithCmp) -> ArithCmp {
    match op {
        ArithCmp::Lt => ArithCmp::Gt,
        ArithCmp::Gt => ArithCmp::Lt,
        ArithCmp::Le => ArithCmp::Ge,
        ArithCmp::Ge => ArithCmp::Le,
        other => other,
    }
}

#[cfg(test)]
mod tests;
