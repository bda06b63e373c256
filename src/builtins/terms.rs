//! Term construction and inspection (ISO 8.5): functor/3, arg/3, =../2,
//! SWI-Prolog's compound_name_arity/3 and compound_name_arguments/3,
//! copy_term/2, term_variables/2, setarg/3, unifiable/3, term_hash/2.

use super::{b, nd, Builtin};
use crate::machine::copy::{copy_in, copy_out};
use crate::machine::instr::PredId;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("functor", 3, functor, "?term,?atomic,?integer").doc(
        "True when Term has name Name and arity Arity; with Term unbound, builds a term with fresh \
         arguments.\n\
         ?- functor(T, point, 3).\n\
         T = point(_, _, _).",
    ),
    nd("arg", 3, arg, "?integer,+compound,?term").doc(
        "True when Arg is argument N (1-based) of Compound; with N unbound, enumerates the arguments \
         on backtracking (as SWI-Prolog does).\n\
         ?- arg(2, f(a, b, c), X).\n\
         X = b.",
    ),
    b("=..", 2, univ, "?term,?list").doc(
        "Univ: List is [Name|Arguments] of Term; builds Term from such a list when Term is unbound.\n\
         ?- f(a, b) =.. L.\n\
         L = [f, a, b].",
    ),
    b("compound_name_arity", 3, compound_name_arity, "?compound,?atom,?integer").doc(
        "As functor/3, for compound terms only: Compound has name Name and arity Arity; arity 0 is \
         `f()`, the compound of no arguments (SWI-Prolog 7), which functor/3 cannot make.\n\
         ?- compound_name_arity(T, point, 2).\n\
         T = point(_, _).",
    ),
    b("compound_name_arguments", 3, compound_name_arguments, "?compound,?atom,?list").doc(
        "Compound has name Name and the arguments Args (the empty list for `f()`).\n\
         ?- compound_name_arguments(f(a, b), N, As).\n\
         N = f, As = [a, b].",
    ),
    b("copy_term", 2, copy_term, "+term,-term").doc(
        "Copy is a copy of Term with fresh variables (attributes of attributed variables are copied \
         too).\n\
         ?- copy_term(f(X, Y, X), C).\n\
         C = f(_A, _, _A).",
    ),
    b("duplicate_term", 2, copy_term, "+term,-term").doc(
        "Copy is a copy of Term with fresh variables, its ground parts copied too (here every copy \
         is a full copy, so this is copy_term/2).\n\
         ?- duplicate_term(f(X, a, X), C).\n\
         C = f(_A, a, _A).",
    ),
    b("term_variables", 2, term_variables, "+term,-list").doc(
        "Vars is the list of the distinct variables of Term, in depth-first, left-to-right order.\n\
         ?- term_variables(f(X, g(Y, X), _Z), Vs).\n\
         Vs = [X, Y, _Z].",
    ),
    b("term_variables", 3, term_variables_tail, "+term,-list,?term").doc(
        "As term_variables/2, the list of variables ending in Tail instead of [].\n\
         ?- term_variables(f(X, Y), Vs, [z]).\n\
         Vs = [X, Y, z].",
    ),
    b("term_singletons", 2, term_singletons, "+term,-list").doc(
        "Vars is the list of the variables that occur once in Term, in depth-first, left-to-right \
         order.\n\
         ?- term_singletons(f(X, g(Y, X), Z), Vs).\n\
         Vs = [Y, Z].",
    ),
    b("setarg", 3, setarg, "+integer,+compound,+term").doc(
        "Replaces argument N of Compound by Value in place; the change is undone on backtracking.\n\
         ?- T = f(a, b), setarg(1, T, z).\n\
         T = f(z, b).",
    ),
    b("nb_setarg", 3, nb_setarg, "+integer,+compound,+term").doc(
        "Replaces argument N of Compound by a copy of Value in place; the change stays on \
         backtracking (counters and accumulators that survive a failure-driven loop).\n\
         ?- T = c([]), ( member(X, [a, b]), arg(1, T, L), nb_setarg(1, T, [X|L]), fail ; true ).\n\
         T = c([b, a]).",
    ),
    b("nb_linkarg", 3, nb_linkarg, "+integer,+compound,+term").doc(
        "As nb_setarg/3, but Value itself is put in place, not a copy: the argument shares Value's \
         variables, and the change stays on backtracking (bindings of those variables do not). \
         library(lazy_lists) links its generator this way, so that a copied list keeps calling \
         the same one.\n\
         ?- T = c(x), V = f(Y), nb_linkarg(1, T, V), Y = 1.\n\
         T = c(f(1)), V = f(1), Y = 1.",
    ),
    b("$skip_list", 3, skip_list, "+term,-integer,-term"),
    b("$make_list", 2, make_list, "+integer,?term"),
    b("unifiable", 3, unifiable, "?term,?term,-list").doc(
        "Unifier is the list of Var = Value bindings that would make X and Y equal, without binding them.\n\
         ?- unifiable(f(X, b), f(a, Y), U).\nU = [Y=b, X=a].",
    ),
    b("?=", 2, decidable_equality, "@term,@term").doc(
        "True when whether X == Y is decided for good: they are identical, or they do not unify \
         (no binding can change the answer).\n\
         ?- ?=(a, b), ?=(f(X), f(X)), \\+ ?=(X, a).\n\
         true.",
    ),
    b("term_size", 2, term_size, "@term,-integer").doc(
        "Size is the number of memory cells SWI-Prolog's term representation takes for Term (a \
         compound: its functor and arguments; a float or a larger integer: 3; a string: by its \
         length), each shared subterm counted once; atoms, small integers and variables take none \
         of their own.\n\
         ?- term_size(f(a, [b]), S).\n\
         S = 6.",
    ),
    b("term_hash", 2, term_hash, "+term,-integer").doc(
        "Hash is an integer that depends only on the ground term Term (the same in every run); \
         Hash stays unbound when Term has variables.\n\
         ?- term_hash(f(a), _H), integer(_H), term_hash(f(_), V), var(V).\n\
         true.",
    ),
];

/// Unifies `x` and `y` under a temporary choicepoint and undoes it again:
/// None when they do not unify, else the bindings it made read off the
/// trail (every binding is trailed there, since all variables are older
/// than the choicepoint) as (address, variable, value), newest variable
/// first, as SWI-Prolog lists them.
fn trial_bindings(m: &mut Machine, x: Cell, y: Cell) -> Option<Vec<(u32, Cell, Cell)>> {
    let level = m.choices.len();
    let wake = m.wake.len();
    m.push_choice(crate::machine::choice::Alt::Barrier, 0);
    let mark = m.trail.len();
    let ok = m.unify(x, y);
    let mut bindings: Vec<(u32, Cell, Cell)> = if ok {
        m.trail.iter_from(mark).map(|(addr, old)| (addr, old, m.heap.get(addr))).collect()
    } else {
        Vec::new()
    };
    bindings.sort_by_key(|b| std::cmp::Reverse(b.0));
    m.wake.truncate(wake);
    m.restore_to(level);
    m.pop_choices_to(level);
    ok.then_some(bindings)
}

/// unifiable(X, Y, Unifier): the bindings of a trial unification as a
/// list of `Var = Value`.
fn unifiable(m: &mut Machine) -> Res {
    let (x, y) = (m.x[0], m.x[1]);
    let Some(bindings) = trial_bindings(m, x, y) else {
        return Ok(false);
    };
    let items: Vec<Cell> =
        bindings.iter().map(|&(_, var, value)| m.heap.compound(atoms::EQUALS, &[var, value])).collect();
    let list = m.heap.list(&items);
    let x2 = m.x[2];
    Ok(m.unify(x2, list))
}

/// ?=(X, Y), as SWI-Prolog defines it: `\+ unifiable(X, Y, [_|_])`, that
/// is, the terms do not unify or unify without binding anything.
fn decidable_equality(m: &mut Machine) -> Res {
    let (x, y) = (m.x[0], m.x[1]);
    Ok(trial_bindings(m, x, y).is_none_or(|b| b.is_empty()))
}

/// '$skip_list'(List, Length, Tail): walks the list cells of List; Tail is
/// what follows the last one ([] for a proper list). On a cyclic list the
/// walk stops where the cycle closes, leaving a list cell as Tail.
fn skip_list(m: &mut Machine) -> Res {
    let mut t = m.arg(0);
    let mut n = 0i64;
    let mut cycle = crate::term::cycles::ListCycle::default();
    while let Cell::Lis(a) = t {
        if cycle.closes_at(a) {
            break;
        }
        n += 1;
        t = m.heap.deref(m.heap.get(a + 1));
    }
    let (x1, x2) = (m.x[1], m.x[2]);
    Ok(m.unify(x1, Cell::Int(n)) && m.unify(x2, t))
}

/// '$make_list'(N, List): List is a list of N fresh variables (length/2
/// with a partial list and a length), built in one step rather than by a
/// recursion of N inferences. A length that cannot fit is
/// resource_error(memory) in the context of length/2.
fn make_list(m: &mut Machine) -> Res {
    let n = match m.arg(0) {
        Cell::Int(n) if n >= 0 => n as usize,
        Cell::Int(_) => return Ok(false),
        Cell::Big(a) if m.heap.is_rational_at(a) => return Err(m.err_type(atoms::INTEGER, m.arg(0))),
        Cell::Big(_) => usize::MAX,
        other => return Err(m.err_type(atoms::INTEGER, other)),
    };
    if m.reserve_cells(n.saturating_mul(2)).is_err() {
        let length = m.atom("length");
        let pi = m.indicator(length, 2);
        let culprit = m.heap.new_var();
        let context = m.heap.compound(atoms::CONTEXT, &[pi, culprit]);
        let formal = m.heap.compound(atoms::RESOURCE_ERROR, &[Cell::Atom(atoms::MEMORY)]);
        return Err(Exc::Throw(m.heap.compound(atoms::ERROR, &[formal, context])));
    }
    let start = m.heap.top();
    // Sized once and filled pair by pair: no capacity check per cell.
    let cells = &mut m.heap.cells;
    cells.resize(start as usize + 2 * n, Cell::Atom(atoms::NIL));
    let mut head = start;
    for pair in cells[start as usize..].chunks_exact_mut(2) {
        pair[0] = Cell::Ref(head);
        pair[1] = Cell::Lis(head + 2);
        head += 2;
    }
    if let Some(last_tail) = cells.last_mut().filter(|_| n > 0) {
        *last_tail = Cell::Atom(atoms::NIL);
    }
    let list = if n == 0 { Cell::Atom(atoms::NIL) } else { Cell::Lis(start) };
    let x1 = m.x[1];
    Ok(m.unify(x1, list))
}

fn functor(m: &mut Machine) -> Res {
    let t = m.arg(0);
    match t {
        Cell::Ref(_) | Cell::Attv(_) => {
            let (name, arity) = (m.arg(1), m.arg(2));
            if name.is_var_ref() || arity.is_var_ref() {
                return Err(m.err_instantiation());
            }
            let n = match arity {
                Cell::Int(n) => n,
                Cell::Big(a) if m.heap.is_rational_at(a) => return Err(m.err_type(atoms::INTEGER, arity)),
                Cell::Big(_) => return Err(m.err_resource(atoms::MEMORY)),
                _ => return Err(m.err_type(atoms::INTEGER, arity)),
            };
            if n < 0 {
                return Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, arity));
            }
            if n == 0 {
                if !name.is_atomic() {
                    return Err(m.err_type(atoms::ATOMIC, name));
                }
                return Ok(m.unify(t, name));
            }
            let f = match name {
                Cell::Atom(a) => a,
                c if c.is_atomic() => return Err(m.err_type(atoms::ATOM, c)),
                c => return Err(m.err_type(atoms::ATOMIC, c)),
            };
            if n > 1_000_000 {
                return Err(m.err_representation(atoms::MAX_ARITY));
            }
            // The arguments are fresh variables, pushed in place after the
            // functor cell (no argument vector: functor/3 is a hot path of
            // term-rewriting programs).
            let c = if f == atoms::DOT && n == 2 {
                let a = m.heap.top();
                m.heap.new_var();
                m.heap.new_var();
                Cell::Lis(a)
            } else {
                let a = m.heap.push(Cell::Fun(f, n as u32));
                for _ in 0..n {
                    m.heap.new_var();
                }
                Cell::Str(a)
            };
            Ok(m.unify(t, c))
        }
        Cell::Str(_) | Cell::Lis(_) => {
            let (f, n) = m.heap.functor_of(t).expect("compound");
            if n == 0 {
                return Err(zero_arity_error(m, t));
            }
            let (x1, x2) = (m.x[1], m.x[2]);
            Ok(m.unify(x1, Cell::Atom(f)) && m.unify(x2, Cell::Int(n as i64)))
        }
        other => {
            let (x1, x2) = (m.x[1], m.x[2]);
            Ok(m.unify(x1, other) && m.unify(x2, Cell::Int(0)))
        }
    }
}

/// functor/3 and =../2 on `f()`, a compound of no arguments, which they
/// cannot describe without making it the atom: SWI-Prolog's
/// domain_error(compound_non_zero_arity, f()).
fn zero_arity_error(m: &mut Machine, t: Cell) -> crate::machine::Exc {
    let domain = m.atoms.intern("compound_non_zero_arity");
    m.err_domain(domain, t)
}

/// The compound argument of compound_name_arity/3 and
/// compound_name_arguments/3: Some(term) when bound (a type error unless
/// compound), None when unbound.
fn compound_arg(m: &mut Machine) -> Result<Option<Cell>, crate::machine::Exc> {
    match m.arg(0) {
        t if t.is_var_ref() => Ok(None),
        t @ (Cell::Str(_) | Cell::Lis(_)) => Ok(Some(t)),
        t => Err(m.err_type(atoms::COMPOUND, t)),
    }
}

fn compound_name_arity(m: &mut Machine) -> Res {
    if let Some(t) = compound_arg(m)? {
        let (f, n) = m.heap.functor_of(t).expect("compound");
        let (x1, x2) = (m.x[1], m.x[2]);
        return Ok(m.unify(x1, Cell::Atom(f)) && m.unify(x2, Cell::Int(n as i64)));
    }
    let name = m.arg(1);
    if !name.is_var_ref() && !matches!(name, Cell::Atom(_)) {
        return Err(m.err_type(atoms::ATOM, name));
    }
    match m.arg(2) {
        Cell::Int(n) if n < 0 => Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, Cell::Int(n))),
        // `f()`: the compound of no arguments (SWI-Prolog 7).
        Cell::Int(0) => match name {
            Cell::Atom(f) => {
                let c = m.heap.compound0(f);
                let x0 = m.x[0];
                Ok(m.unify(x0, c))
            }
            _ => Err(m.err_instantiation()),
        },
        _ => functor(m),
    }
}

fn compound_name_arguments(m: &mut Machine) -> Res {
    match compound_arg(m)? {
        Some(t) => {
            let (f, n) = m.heap.functor_of(t).expect("compound");
            let args: Vec<Cell> = (0..n).map(|i| m.heap.arg(t, i)).collect();
            let l = m.heap.list(&args);
            let (x1, x2) = (m.x[1], m.x[2]);
            Ok(m.unify(x1, Cell::Atom(f)) && m.unify(x2, l))
        }
        None => {
            let name = m.arg(1);
            let f = match name {
                Cell::Atom(f) => f,
                c if c.is_var_ref() => return Err(m.err_instantiation()),
                c => return Err(m.err_type(atoms::ATOM, c)),
            };
            let args = m.list_items(m.x[2])?;
            // No arguments: `f()`, the compound of arity 0 (SWI-Prolog 7).
            let c = if args.is_empty() { m.heap.compound0(f) } else { m.heap.compound(f, &args) };
            let x0 = m.x[0];
            Ok(m.unify(x0, c))
        }
    }
}

/// arg(N, Compound, Arg); with N unbound it enumerates N = 1..arity, the
/// next position kept as the redo state.
fn arg(m: &mut Machine, p: PredId) -> Res {
    let (n, t) = (m.arg(0), m.arg(1));
    if t.is_var_ref() {
        return Err(m.err_instantiation());
    }
    if !matches!(t, Cell::Str(_) | Cell::Lis(_)) {
        return Err(m.err_type(atoms::COMPOUND, t));
    }
    let (_, arity) = m.heap.functor_of(t).expect("compound");
    if n.is_var_ref() {
        let from = match m.redo_state {
            Some(Cell::Int(i)) => i as u32,
            _ => 1,
        };
        if from > arity {
            return Ok(false);
        }
        if from < arity {
            m.push_redo(p, Cell::Int(from as i64 + 1));
        }
        let a = m.heap.arg(t, from - 1);
        let x2 = m.x[2];
        return Ok(m.unify(n, Cell::Int(from as i64)) && m.unify(a, x2));
    }
    let n = match n {
        Cell::Int(n) => n,
        Cell::Big(a) if m.heap.is_rational_at(a) => return Err(m.err_type(atoms::INTEGER, n)),
        // A negative big integer is below zero like a small one (ISO
        // 8.5.2.3; SWI-Prolog and GNU Prolog raise the domain error for
        // it; found by tools/difffuzz); a positive one is past any arity.
        Cell::Big(b) if m.heap.bigint(b).sign() == crate::arith::big::Sign::Negative => {
            return Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, n))
        }
        Cell::Big(_) => return Ok(false),
        _ => return Err(m.err_type(atoms::INTEGER, n)),
    };
    if n < 0 {
        let c = Cell::Int(n);
        return Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, c));
    }
    if n == 0 || n as u64 > arity as u64 {
        return Ok(false);
    }
    let a = m.heap.arg(t, n as u32 - 1);
    let x2 = m.x[2];
    Ok(m.unify(a, x2))
}

/// A list or a partial list (ending in a variable); false for a cyclic one.
fn partial_list(m: &Machine, l: Cell) -> bool {
    let (mut slow, mut fast) = (m.heap.deref(l), m.heap.deref(l));
    loop {
        for _ in 0..2 {
            match fast {
                Cell::Lis(a) => fast = m.heap.deref(m.heap.get(a + 1)),
                Cell::Atom(atoms::NIL) | Cell::Ref(_) | Cell::Attv(_) => return true,
                _ => return false,
            }
        }
        if let Cell::Lis(a) = slow {
            slow = m.heap.deref(m.heap.get(a + 1));
        }
        if slow.same(fast) {
            return false;
        }
    }
}

fn univ(m: &mut Machine) -> Res {
    let t = m.arg(0);
    match t {
        Cell::Ref(_) | Cell::Attv(_) => {
            let items = m.list_items(m.x[1])?;
            let Some((&head, rest)) = items.split_first() else {
                let l = m.arg(1);
                return Err(m.err_domain(atoms::NON_EMPTY_LIST, l));
            };
            let head = m.heap.deref(head);
            if head.is_var_ref() {
                return Err(m.err_instantiation());
            }
            if rest.is_empty() {
                if !head.is_atomic() {
                    return Err(m.err_type(atoms::ATOMIC, head));
                }
                return Ok(m.unify(t, head));
            }
            let Cell::Atom(f) = head else {
                return Err(m.err_type(atoms::ATOM, head));
            };
            let c = m.heap.compound(f, rest);
            Ok(m.unify(t, c))
        }
        _ if !partial_list(m, m.x[1]) => {
            let l = m.arg(1);
            Err(m.err_type(atoms::LIST, l))
        }
        Cell::Str(_) | Cell::Lis(_) => {
            let (f, n) = m.heap.functor_of(t).expect("compound");
            if n == 0 {
                return Err(zero_arity_error(m, t));
            }
            // The list `[F, A1, ..., An]` written straight onto the heap,
            // its items read from the compound below it (no vector between:
            // a tabled call's `=..` allocated one for every call).
            let start = m.heap.top();
            m.heap.cells.reserve(2 * (n as usize + 1));
            for i in 0..=n {
                let item = if i == 0 { Cell::Atom(f) } else { m.heap.arg(t, i - 1) };
                let next = if i == n { Cell::Atom(atoms::NIL) } else { Cell::Lis(start + 2 * (i + 1)) };
                m.heap.cells.push(item);
                m.heap.cells.push(next);
            }
            let l = Cell::Lis(start);
            let x1 = m.x[1];
            Ok(m.unify(x1, l))
        }
        other => {
            let l = m.heap.list(&[other]);
            let x1 = m.x[1];
            Ok(m.unify(x1, l))
        }
    }
}

fn copy_term(m: &mut Machine) -> Res {
    let owned = copy_out(&m.heap, m.x[0], true);
    let c = copy_in(&mut m.heap, &owned);
    let x1 = m.x[1];
    Ok(m.unify(x1, c))
}

fn term_variables(m: &mut Machine) -> Res {
    let vars = m.term_vars(m.x[0]);
    let l = m.heap.list(&vars);
    let x1 = m.x[1];
    Ok(m.unify(x1, l))
}

fn term_variables_tail(m: &mut Machine) -> Res {
    let vars = m.term_vars(m.x[0]);
    m.reserve_cells(vars.len() * 2)?;
    let tail = m.x[2];
    let l = m.heap.list_with_tail(&vars, tail);
    let x1 = m.x[1];
    Ok(m.unify(x1, l))
}

/// The variables met once in a walk over every occurrence: a subterm
/// shared by two places of the term counts twice (SWI-Prolog). A cyclic
/// term is walked once per node, as term_variables/2 does.
fn term_singletons(m: &mut Machine) -> Res {
    let t = m.x[0];
    let mut nodes = (!crate::term::cycles::is_acyclic(&m.heap, t)).then(crate::term::cycles::AddrSet::default);
    let mut count: crate::term::cycles::AddrMap<u32> = Default::default();
    let mut order = Vec::new();
    let mut work = vec![t];
    while let Some(c) = work.pop() {
        match m.heap.deref(c) {
            v @ (Cell::Ref(a) | Cell::Attv(a)) => {
                let n = count.entry(a).or_insert(0);
                if *n == 0 {
                    order.push(v);
                }
                *n += 1;
            }
            d @ (Cell::Str(n) | Cell::Lis(n)) if nodes.as_mut().is_none_or(|seen| seen.insert(n)) => {
                let (_, arity) = m.heap.functor_of(d).expect("compound");
                for i in (0..arity).rev() {
                    work.push(m.heap.arg(d, i));
                }
            }
            _ => {}
        }
    }
    let once: Vec<Cell> =
        order.into_iter().filter(|v| matches!(v, Cell::Ref(a) | Cell::Attv(a) if count.get(a) == Some(&1))).collect();
    m.reserve_cells(once.len() * 2)?;
    let l = m.heap.list(&once);
    let x1 = m.x[1];
    Ok(m.unify(x1, l))
}

/// How setarg/3 and its relatives put the new argument in place.
#[derive(PartialEq)]
enum ArgChange {
    /// setarg/3: the change is trailed, backtracking takes it back.
    Trailed,
    /// nb_setarg/3: a copy of the value, kept on backtracking.
    Copied,
    /// nb_linkarg/3: the value itself, kept on backtracking.
    Linked,
}

fn setarg(m: &mut Machine) -> Res {
    set_argument(m, ArgChange::Trailed)
}

fn nb_setarg(m: &mut Machine) -> Res {
    set_argument(m, ArgChange::Copied)
}

fn nb_linkarg(m: &mut Machine) -> Res {
    set_argument(m, ArgChange::Linked)
}

fn set_argument(m: &mut Machine, change: ArgChange) -> Res {
    let (n, t, v) = (m.arg(0), m.arg(1), m.x[2]);
    // An unbound position or term is an instantiation error, as in
    // SWI-Prolog and GNU Prolog (setarg(2, X, a)).
    if n.is_var_ref() || t.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let Cell::Int(n) = n else {
        return Err(m.err_type(atoms::INTEGER, n));
    };
    let Some((_, arity)) = m.heap.functor_of(t).filter(|_| matches!(t, Cell::Str(_) | Cell::Lis(_))) else {
        return Err(m.err_type(atoms::COMPOUND, t));
    };
    // The position is checked before it is used: setarg(-1, f(a), x) once
    // computed an address out of range (it overflowed).
    if n < 0 {
        return Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, Cell::Int(n)));
    }
    if n == 0 || n > arity as i64 {
        return Ok(false);
    }
    let addr = match t {
        Cell::Str(a) => a + n as u32,
        Cell::Lis(a) => a + n as u32 - 1,
        _ => unreachable!("a compound"),
    };
    if change == ArgChange::Trailed {
        m.trail_value(addr);
        m.heap.set(addr, v);
        return Ok(true);
    }
    let v = m.heap.deref(v);
    let stored = if matches!(v, Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_)) {
        v
    } else if change == ArgChange::Linked {
        // The value stays where it is; the heap below its top is kept on
        // backtracking, so a value built after the last choicepoint is not
        // taken back from under the argument (SWI-Prolog leaves that case
        // undefined).
        m.freeze_heap();
        v
    } else {
        // A copy that backtracking does not take back (SWI-Prolog's
        // duplicate_term/2 of the value on a frozen stack): compounds,
        // strings and big integers alike, since an atomic value on the
        // heap goes with the heap as surely as a compound does.
        let owned = copy_out(&m.heap, v, true);
        let copy = copy_in(&mut m.heap, &owned);
        m.freeze_heap();
        copy
    };
    m.heap.set(addr, stored);
    Ok(true)
}

/// term_hash/2: FNV-1a over the term's structure (atom and functor names
/// by their text, numbers and strings by their bits, so the same in every
/// run), kept to 24 bits as SWI-Prolog's hashes are, so that it is a small
/// non-negative integer. library(chr) hashes every indexed argument with
/// it: hashing the canonical text instead cost a term writer per call.
fn term_hash(m: &mut Machine) -> Res {
    let t = m.x[0];
    let hash = match structural_hash(m, t) {
        Walk::Variable => return Ok(true),
        Walk::Hash(h) => h,
        // Cyclic (or shared past the heap's size): the text, which
        // writes a cycle finitely.
        Walk::TooLong => {
            if !m.is_ground(t) {
                return Ok(true);
            }
            let text = m.term_text(t, &crate::write::WriteOptions::canonical());
            let mut h = Fnv::new();
            h.bytes(text.as_bytes());
            h.0
        }
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, Cell::Int((hash & 0x00ff_ffff) as i64)))
}

/// FNV-1a, 64 bits.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

enum Walk {
    Hash(u64),
    Variable,
    TooLong,
}

/// The structural hash of `t`, or why there is none.
fn structural_hash(m: &Machine, t: Cell) -> Walk {
    let mut h = Fnv::new();
    let mut work = vec![t];
    let mut budget = m.heap.cells.len() + 1;
    while let Some(c) = work.pop() {
        if budget == 0 {
            return Walk::TooLong;
        }
        budget -= 1;
        match m.heap.deref(c) {
            Cell::Ref(_) | Cell::Attv(_) => return Walk::Variable,
            Cell::Atom(a) => {
                h.bytes(b"a");
                h.bytes(m.atoms.text(a).as_bytes());
                h.bytes(&[0]);
            }
            Cell::Int(i) => {
                h.bytes(b"i");
                h.bytes(&i.to_le_bytes());
            }
            Cell::Flt(f) => {
                h.bytes(b"f");
                h.bytes(&f.to_bits().to_le_bytes());
            }
            Cell::Big(a) | Cell::Stg(a) => {
                // A blob's words are canonical for its value: its header
                // (kind and length) and payload.
                h.bytes(b"b");
                for i in 0..m.heap.blob_size(a) {
                    let word = match m.heap.get(a + i) {
                        Cell::Raw(w) => w,
                        Cell::Blob(kind, n) => ((kind as u64) << 32) | n as u64,
                        _ => 0,
                    };
                    h.bytes(&word.to_le_bytes());
                }
            }
            d @ (Cell::Str(_) | Cell::Lis(_)) => {
                let (name, arity) = m.heap.functor_of(d).expect("compound");
                h.bytes(b"c");
                h.bytes(m.atoms.text(name).as_bytes());
                h.bytes(&arity.to_le_bytes());
                for i in (0..arity).rev() {
                    work.push(m.heap.arg(d, i));
                }
            }
            _ => {}
        }
    }
    Walk::Hash(h.0)
}

/// term_size(@Term, -Size): SWI-Prolog's cell count of Term (library(terms)),
/// computed from SWI-Prolog's layout rather than hornbook's, so that a
/// program's figures agree: a compound takes 1 + arity cells and a list
/// cell 3; an integer outside the 57-bit tagged range 3, and beyond 64
/// bits 3 + its 64-bit limbs; a float 3; a string 2 cells of header and
/// its text padded to words (one byte per character when every character
/// is below 256, else four, plus a terminator); an attributed variable 1
/// plus its attribute terms. A subterm reached twice counts once.
fn term_size(m: &mut Machine) -> Res {
    const SMALL: i64 = 1 << 56;
    let mut size: u64 = 0;
    let mut work = vec![m.x[0]];
    // Exactly once per node (sharing counts once; a cycle ends the walk).
    let mut nodes = std::collections::HashSet::new();
    while let Some(c) = work.pop() {
        match m.heap.deref(c) {
            Cell::Attv(a) if nodes.insert(a) => {
                size += 1;
                work.push(m.heap.get(a + 1));
            }
            Cell::Int(i) if !(-SMALL..SMALL).contains(&i) => size += 3,
            Cell::Flt(_) => size += 3,
            Cell::Big(a) if nodes.insert(a) => {
                let limbs = match m.heap.get(a) {
                    Cell::Blob(_, n) => n as u64,
                    _ => 1,
                };
                size += 3 + limbs;
            }
            Cell::Stg(a) if nodes.insert(a) => {
                let text = m.heap.string_at(a);
                let chars = text.chars().count() as u64;
                let bytes = if text.chars().all(|ch| (ch as u32) < 256) { chars + 2 } else { 4 * chars + 8 };
                size += 2 + bytes.div_ceil(8);
            }
            d @ (Cell::Str(n) | Cell::Lis(n)) if nodes.insert(n) => {
                let (_, arity) = m.heap.functor_of(d).expect("compound");
                size += 1 + arity as u64;
                for i in (0..arity).rev() {
                    work.push(m.heap.arg(d, i));
                }
            }
            _ => {}
        }
    }
    let x1 = m.x[1];
    Ok(m.unify(x1, Cell::Int(size as i64)))
}
