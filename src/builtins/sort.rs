//! Sorting in the standard order of terms: sort/2, msort/2, sort/4 and
//! keysort/2 (SWI-Prolog semantics and errors). predsort/3 calls a user
//! predicate and lives in `stdlib/lists.pl`.
//!
//! All of them copy the list into a vector, sort it with the (stable)
//! library sort, and build a fresh list, so nothing recurses on the length
//! of the list or the depth of its elements.

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};
use std::cmp::Ordering;

pub const BUILTINS: &[Builtin] = &[
    b("sort", 2, sort2, "+list,-list").doc(
        "Sorted is List sorted in the standard order of terms, with duplicates removed.\n\
         ?- sort([c, a, b, a], L).\n\
         L = [a, b, c].",
    ),
    b("msort", 2, msort, "+list,-list").doc(
        "Sorted is List sorted in the standard order of terms, keeping duplicates.\n\
         ?- msort([c, a, b, a], L).\n\
         L = [a, a, b, c].",
    ),
    b("keysort", 2, keysort, "+list(pair),-list(pair)").doc(
        "Sorts a list of Key-Value pairs by key, keeping duplicates and their order.\n\
         ?- keysort([b-1, a-2, b-0], L).\n\
         L = [a-2, b-1, b-0].",
    ),
    b("sort", 4, sort4, "+term,+atom,+list,-list").doc(
        "Sorts List on argument Key of its elements (0 for the whole term; a list [N, M] for \
         argument M of argument N) by Order: @< and @> remove duplicates, @=< and @>= keep them.\n\
         ?- sort(2, @>=, [f(a, 1), f(b, 3), f(c, 2)], L).\n\
         L = [f(b, 3), f(c, 2), f(a, 1)].",
    ),
];

/// The standard order, with the common atomic cases answered without the
/// general comparison (which sets up a work stack).
fn order(m: &Machine, a: Cell, b: Cell) -> Ordering {
    match (m.heap.deref(a), m.heap.deref(b)) {
        (Cell::Int(x), Cell::Int(y)) => x.cmp(&y),
        (Cell::Atom(x), Cell::Atom(y)) if x == y => Ordering::Equal,
        (x, y) => m.compare_terms(x, y),
    }
}

/// Sorts `items` stably in the order `cmp` gives; Ctrl-C is handled as
/// at a call (sort_stoppable.rs), and when the answer is to go on the
/// sort goes on.
fn sort_cells<T: Copy>(
    m: &mut Machine,
    items: &mut Vec<T>,
    cmp: impl Fn(&Machine, &T, &T) -> Ordering,
) -> Result<(), Exc> {
    let flag = m.interrupt.clone();
    while super::sort_stoppable::sort_stoppable(items, &flag, |a, b| cmp(m, a, b)).is_err() {
        m.poll_interrupts()?;
    }
    Ok(())
}

/// The elements of a proper list: an instantiation error for a partial
/// list, type_error(list, L) for anything else, a cyclic list too (found
/// with Brent's method, at no extra memory), as in SWI-Prolog.
pub(crate) fn proper_list(m: &mut Machine, l: Cell) -> Result<Vec<Cell>, Exc> {
    let mut items = Vec::new();
    let mut t = m.heap.deref(l);
    let mut cycle = crate::term::cycles::ListCycle::default();
    loop {
        match t {
            Cell::Atom(atoms::NIL) => return Ok(items),
            Cell::Lis(a) if cycle.closes_at(a) => break,
            Cell::Lis(a) => {
                items.push(m.heap.get(a));
                if items.len() % 0x10000 == 0 {
                    m.check_interrupt()?;
                }
                t = m.heap.deref(m.heap.get(a + 1));
            }
            c if c.is_var_ref() => return Err(m.err_instantiation()),
            _ => break,
        }
    }
    let whole = m.heap.deref(l);
    Err(m.err_type(atoms::LIST, whole))
}

/// Unifies argument `i` with a fresh list of `items`.
fn answer(m: &mut Machine, i: usize, items: impl ExactSizeIterator<Item = Cell>) -> Res {
    let n = items.len();
    m.reserve_cells(n * 2)?;
    let l = list_of(m, items, n);
    let out = m.x[i];
    Ok(m.unify(out, l))
}

fn sort2(m: &mut Machine) -> Res {
    let l = m.x[0];
    let mut items = proper_list(m, l)?;
    sort_cells(m, &mut items, |m, a, b| order(m, *a, *b))?;
    items.dedup_by(|a, b| order(m, *a, *b) == Ordering::Equal);
    answer(m, 1, items.into_iter())
}

fn msort(m: &mut Machine) -> Res {
    let l = m.x[0];
    let mut items = proper_list(m, l)?;
    sort_cells(m, &mut items, |m, a, b| order(m, *a, *b))?;
    answer(m, 1, items.into_iter())
}

fn keysort(m: &mut Machine) -> Res {
    let Some(mut pairs) = key_pairs(m)? else {
        return keysort_error(m);
    };
    sort_cells(m, &mut pairs, |m, a, b| order(m, a.0, b.0))?;
    answer(m, 1, pairs.into_iter().map(|(_, p)| p))
}

/// The (key, pair) of each element of keysort/2's list in one walk, or
/// None when the list is not a proper list of pairs (the errors are then
/// found by [`keysort_error`], in ISO's order).
fn key_pairs(m: &mut Machine) -> Result<Option<Vec<(Cell, Cell)>>, Exc> {
    let mut pairs = Vec::new();
    let mut t = m.heap.deref(m.x[0]);
    let mut cycle = crate::term::cycles::ListCycle::default();
    loop {
        match t {
            Cell::Atom(atoms::NIL) => return Ok(Some(pairs)),
            Cell::Lis(a) if !cycle.closes_at(a) => {
                let item = m.heap.deref(m.heap.get(a));
                match item {
                    Cell::Str(s) if matches!(m.heap.get(s), Cell::Fun(atoms::MINUS, 2)) => {
                        pairs.push((m.heap.get(s + 1), item))
                    }
                    _ => return Ok(None),
                }
                if pairs.len() % 0x10000 == 0 {
                    m.check_interrupt()?;
                }
                t = m.heap.deref(m.heap.get(a + 1));
            }
            _ => return Ok(None),
        }
    }
}

/// keysort/2's error for a list that is not a proper list of pairs: the
/// list's own error first, then the first element that is not a pair.
fn keysort_error(m: &mut Machine) -> Res {
    let l = m.x[0];
    for item in proper_list(m, l)? {
        let d = m.heap.deref(item);
        match m.heap.functor_of(d) {
            Some((atoms::MINUS, 2)) => {}
            _ if d.is_var_ref() => return Err(m.err_instantiation()),
            _ => return Err(m.err_type(atoms::PAIR, d)),
        }
    }
    unreachable!("key_pairs accepts a proper list of pairs")
}

/// A fresh list of the `n` items on the heap (room reserved by the caller).
fn list_of(m: &mut Machine, items: impl Iterator<Item = Cell>, n: usize) -> Cell {
    if n == 0 {
        return Cell::Atom(atoms::NIL);
    }
    let start = m.heap.top();
    let cells = &mut m.heap.cells;
    cells.resize(start as usize + 2 * n, Cell::Atom(atoms::NIL));
    for (i, (cell, item)) in cells[start as usize..].chunks_exact_mut(2).zip(items).enumerate() {
        cell[0] = item;
        cell[1] = Cell::Lis(start + 2 * (i as u32 + 1));
    }
    // The last cell's tail.
    cells[start as usize + 2 * n - 1] = Cell::Atom(atoms::NIL);
    Cell::Lis(start)
}

/// sort(Key, Order, List, Sorted): Key 0 sorts on whole elements, N > 0 on
/// the N-th argument, an atom on the value of that key of dict elements
/// (an integer too is a key of a dict element, as in SWI-Prolog).
/// `@<`/`@>` drop all but the first of elements with equal keys,
/// `@=<`/`@>=` keep them in their original order.
fn sort4(m: &mut Machine) -> Res {
    // The path to the key, each step an argument number or a dict key:
    // [] for whole elements; a list Key ([1, 2]: the second argument of
    // the first argument) as SWI-Prolog has it.
    let path: Vec<Cell> = match m.arg(0) {
        Cell::Lis(_) => {
            let mut path = Vec::new();
            for k in m.list_items(m.x[0])? {
                match m.heap.deref(k) {
                    a @ Cell::Atom(_) => path.push(a),
                    k => match sort_key_index(m, k)? {
                        0 => {
                            let d = m.atom("not_less_than_one");
                            return Err(m.err_domain(d, Cell::Int(0)));
                        }
                        n => path.push(Cell::Int(n as i64)),
                    },
                }
            }
            path
        }
        a @ Cell::Atom(_) => vec![a],
        k => match sort_key_index(m, k)? {
            0 => Vec::new(),
            n => vec![Cell::Int(n as i64)],
        },
    };
    let (descending, dedup) = match m.arg(1) {
        Cell::Atom(a) => match m.atoms.text(a) {
            "@<" => (false, true),
            "@=<" => (false, false),
            "@>" => (true, true),
            "@>=" => (true, false),
            _ => return Err(order_domain(m, Cell::Atom(a))),
        },
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        c => return Err(m.err_type(atoms::ATOM, c)),
    };
    let l = m.x[2];
    let items = proper_list(m, l)?;
    let mut keyed = Vec::with_capacity(items.len());
    for item in items {
        let d = m.heap.deref(item);
        let mut k = d;
        for &key in &path {
            k = sort_key_arg(m, k, key)?;
        }
        keyed.push((k, d));
    }
    if descending {
        sort_cells(m, &mut keyed, |m, a, b| order(m, b.0, a.0))?;
    } else {
        sort_cells(m, &mut keyed, |m, a, b| order(m, a.0, b.0))?;
    }
    if dedup {
        keyed.dedup_by(|a, b| order(m, a.0, b.0) == Ordering::Equal);
    }
    answer(m, 3, keyed.into_iter().map(|(_, e)| e))
}

/// A key of sort/4: 0 (the whole element) or an argument number.
fn sort_key_index(m: &mut Machine, k: Cell) -> Result<u32, Exc> {
    match k {
        Cell::Int(n) if n >= 0 => Ok(n as u32),
        Cell::Int(n) => {
            let d = m.atom("not_less_than_one");
            Err(m.err_domain(d, Cell::Int(n)))
        }
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c if m.heap.is_integer(c) => {
            // A big integer: no term has that many arguments.
            let d = m.atom("not_less_than_one");
            Err(m.err_domain(d, c))
        }
        c => {
            let t = m.atom("sort_key");
            Err(m.err_type(t, c))
        }
    }
}

/// The value of `key` in element `d`: the value of that key when `d` is
/// a dict, else argument `key` (an integer from 1), with sort/4's errors.
fn sort_key_arg(m: &mut Machine, d: Cell, key: Cell) -> Result<Cell, Exc> {
    let d = m.heap.deref(d);
    if let Some((_, pairs)) = super::dicts::dict_parts(m, d) {
        return match pairs.iter().find(|p| m.compare_terms(p.0, key) == Ordering::Equal) {
            Some(&(_, value)) => Ok(value),
            None => {
                let kind = m.atom("key");
                let f = m.heap.compound(atoms::EXISTENCE_ERROR, &[Cell::Atom(kind), key, d]);
                Err(m.error_term(f))
            }
        };
    }
    let key = match key {
        Cell::Int(n) => n as u32,
        _ if d.is_var_ref() => return Err(m.err_instantiation()),
        _ => {
            let t = m.atom("dict");
            return Err(m.err_type(t, d));
        }
    };
    if !matches!(d, Cell::Str(_) | Cell::Lis(_)) {
        if d.is_var_ref() {
            return Err(m.err_instantiation());
        }
        return Err(m.err_type(atoms::COMPOUND, d));
    }
    match m.heap.functor_of(d) {
        Some((_, n)) if n >= key => Ok(m.heap.arg(d, key - 1)),
        Some(_) => {
            let arg = m.atom("argument");
            let f = m.heap.compound(atoms::EXISTENCE_ERROR, &[Cell::Atom(arg), Cell::Int(key as i64), d]);
            Err(m.error_term(f))
        }
        None => Err(m.err_type(atoms::COMPOUND, d)),
    }
}

fn order_domain(m: &mut Machine, c: Cell) -> Exc {
    let d = m.atom("order");
    m.err_domain(d, c)
}
