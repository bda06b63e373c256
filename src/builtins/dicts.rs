//! Dicts (SWI-Prolog 7): `Tag{Key: Value, ...}` is the compound
//! `'$dict'(Tag, V1, K1, ..., Vn, Kn)`, its keys (atoms and small integers)
//! in standard order, each value before its key as in SWI-Prolog. So
//! unification, comparison, copying and the collector need nothing of
//! their own: two dicts unify when their tags do and they have the same
//! keys with values that unify. The predicates here read and build that
//! compound: is_dict/1,2, get_dict/3,5, put_dict/3,4, del_dict/4,
//! dict_pairs/3, dict_create/3, `:<`/2, select_dict/3, `>:<`/2 and `'.'/3`, the
//! evaluation of the functional notation (`X = Dict.key`), which loading
//! puts before the goal (`consult/dicts.rs`).

use std::cmp::Ordering;

use super::{b, nd, Builtin};
use crate::machine::instr::PredId;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("is_dict", 1, is_dict, "@term").doc(
        "True when Term is a dict.\n\
         ?- is_dict(_{a: 1}).\n\
         true.",
    ),
    b("is_dict", 2, is_dict_tag, "@term,-term").doc(
        "True when Term is a dict whose tag is Tag.\n\
         ?- is_dict(point{x: 1}, T).\n\
         T = point.",
    ),
    b("dict_size", 2, dict_size, "+dict,-integer").doc(
        "Size is the number of keys of Dict.\n\
         ?- dict_size(_{a: 1, b: 2}, N).\n\
         N = 2.",
    ),
    nd("get_dict", 3, get_dict, "?atom,+dict,?term").doc(
        "Value is the value of Key in Dict; with Key unbound, each key in standard order on \
         backtracking.\n\
         ?- get_dict(K, _{a: 1, b: 2}, V).\n\
         K = a, V = 1.",
    ),
    b("get_dict", 5, get_dict5, "+atom,+dict,?term,?term,-dict").doc(
        "Key has Value in Dict, and NewDict is Dict with NewValue for Key.\n\
         ?- get_dict(a, _{a: 1}, V, D, 2).\n\
         V = 1, D = _{a:2}.",
    ),
    b("put_dict", 4, put_dict4, "+atom,+dict,+term,-dict").doc(
        "NewDict is Dict with Key set to Value (added or replaced).\n\
         ?- put_dict(b, p{a: 1}, 2, D).\n\
         D = p{a:1, b:2}.",
    ),
    b("put_dict", 3, put_dict3, "+term,+dict,-dict").doc(
        "NewDict is Dict with every key of New (a dict or a list of pairs) set to its value.\n\
         ?- put_dict(_{b: 2, a: 0}, p{a: 1}, D).\n\
         D = p{a:0, b:2}.",
    ),
    b("del_dict", 4, del_dict, "+atom,+dict,?term,-dict").doc(
        "NewDict is Dict without Key, whose value is Value.\n\
         ?- del_dict(a, p{a: 1, b: 2}, V, D).\n\
         V = 1, D = p{b:2}.",
    ),
    b("dict_pairs", 3, dict_pairs, "?dict,?term,?list").doc(
        "Dict has tag Tag and the Key-Value pairs Pairs, in standard order of the keys.\n\
         ?- dict_pairs(D, p, [b-2, a-1]).\n\
         D = p{a:1, b:2}.",
    ),
    b("dict_create", 3, dict_create, "-dict,?term,+list").doc(
        "Dict has tag Tag and the pairs of Pairs, each Key-Value, Key=Value or Key(Value).\n\
         ?- dict_create(D, t, [a = 1, b-2, c(3)]).\n\
         D = t{a:1, b:2, c:3}.",
    ),
    b(":<", 2, select_dict, "+dict,+dict").doc(
        "True when every key of Select is in From with a value that unifies, and the tags unify.\n\
         ?- point{x: X} :< point{x: 1, y: 2}.\n\
         X = 1.",
    ),
    b("select_dict", 3, select_dict3, "+term,+term,?term").doc(
        "Select :< From, and Rest is a dict (with an unbound tag) of the keys of From that Select \
         does not have; either may be a list of pairs.\n\
         ?- select_dict(_{x: X}, p{x: 1, y: 2}, R).\n\
         X = 1, R = _{y:2}.",
    ),
    b(">:<", 2, punify_dict, "+dict,+dict").doc(
        "True when the tags of the two dicts unify, and so do the values of the keys they share.\n\
         ?- p{x: X, y: 2} >:< p{x: 1, z: 3}.\n\
         X = 1.",
    ),
    b(".", 3, eval_dict, "+dict,+term,-term").doc(
        "The functional notation on dicts: Value is Dict.Function, where Function is a key, \
         get(Key), get(Key, Default), put(New) or put(Key, Value). Loading puts a call of it before \
         each goal that writes `Dict.Function`.\n\
         ?- '.'(_{a: 1}, a, X).\n\
         X = 1.",
    ),
];

/// The tag and the (key, value) pairs of a dict, or None.
pub(crate) fn dict_parts(m: &Machine, d: Cell) -> Option<(Cell, Vec<(Cell, Cell)>)> {
    let d = m.heap.deref(d);
    let (f, n) = match d {
        Cell::Str(_) => m.heap.functor_of(d)?,
        _ => return None,
    };
    if f != atoms::DICT_FUNCTOR || n % 2 != 1 {
        return None;
    }
    let tag = m.heap.arg(d, 0);
    let pairs = (0..n / 2).map(|i| (m.heap.deref(m.heap.arg(d, 2 + 2 * i)), m.heap.arg(d, 1 + 2 * i))).collect();
    Some((tag, pairs))
}

/// The dict of Tag and `pairs`, already sorted by key without duplicates.
fn build(m: &mut Machine, tag: Cell, pairs: &[(Cell, Cell)]) -> Cell {
    let mut args = Vec::with_capacity(1 + 2 * pairs.len());
    args.push(tag);
    for &(k, v) in pairs {
        args.push(v);
        args.push(k);
    }
    m.heap.compound(atoms::DICT_FUNCTOR, &args)
}

/// A dict argument, or type_error(dict, X) (instantiation error when unbound).
fn dict_arg(m: &mut Machine, i: usize) -> Result<(Cell, Vec<(Cell, Cell)>), Exc> {
    let d = m.arg(i);
    match dict_parts(m, d) {
        Some(p) => Ok(p),
        None if d.is_var_ref() => Err(m.err_instantiation()),
        None => Err(m.err_type(atoms::DICT, d)),
    }
}

/// A key: an atom or a small integer.
fn check_key(m: &mut Machine, k: Cell) -> Result<Cell, Exc> {
    match m.heap.deref(k) {
        k @ (Cell::Atom(_) | Cell::Int(_)) => Ok(k),
        k if k.is_var_ref() => Err(m.err_instantiation()),
        k => {
            let ty = m.atoms.intern("dict-key");
            Err(m.err_type(ty, k))
        }
    }
}

/// Sorts pairs by key; a key given twice is `duplicate_key(Key)`.
fn sort_pairs(m: &mut Machine, mut pairs: Vec<(Cell, Cell)>) -> Result<Vec<(Cell, Cell)>, Exc> {
    pairs.sort_by(|a, b| m.compare_terms(a.0, b.0));
    if let Some(w) = pairs.windows(2).find(|w| m.compare_terms(w[0].0, w[1].0) == Ordering::Equal) {
        let name = m.atoms.intern("duplicate_key");
        let f = m.heap.compound(name, &[w[0].0]);
        return Err(m.error_term(f));
    }
    Ok(pairs)
}

/// `pairs` with each (key, value) of `new` set: added or replaced.
fn merge(m: &Machine, pairs: &[(Cell, Cell)], new: &[(Cell, Cell)]) -> Vec<(Cell, Cell)> {
    let mut out = Vec::with_capacity(pairs.len() + new.len());
    let (mut i, mut j) = (0, 0);
    while i < pairs.len() || j < new.len() {
        let o = match (pairs.get(i), new.get(j)) {
            (Some(a), Some(b)) => m.compare_terms(a.0, b.0),
            (Some(_), None) => Ordering::Less,
            _ => Ordering::Greater,
        };
        match o {
            Ordering::Less => {
                out.push(pairs[i]);
                i += 1;
            }
            Ordering::Greater => {
                out.push(new[j]);
                j += 1;
            }
            Ordering::Equal => {
                out.push(new[j]);
                i += 1;
                j += 1;
            }
        }
    }
    out
}

fn find(m: &Machine, pairs: &[(Cell, Cell)], key: Cell) -> Option<usize> {
    pairs.binary_search_by(|p| m.compare_terms(p.0, key)).ok()
}

fn is_dict(m: &mut Machine) -> Res {
    let d = m.x[0];
    Ok(dict_parts(m, d).is_some())
}

fn dict_size(m: &mut Machine) -> Res {
    let (_, pairs) = dict_arg(m, 0)?;
    let (n, x1) = (Cell::Int(pairs.len() as i64), m.x[1]);
    Ok(m.unify(n, x1))
}

fn is_dict_tag(m: &mut Machine) -> Res {
    let d = m.x[0];
    match dict_parts(m, d) {
        Some((tag, _)) => {
            let x1 = m.x[1];
            Ok(m.unify(tag, x1))
        }
        None => Ok(false),
    }
}

fn get_dict(m: &mut Machine, p: PredId) -> Res {
    let (_, pairs) = dict_arg(m, 1)?;
    let key = m.arg(0);
    if !key.is_var_ref() {
        let key = check_key(m, key)?;
        return match find(m, &pairs, key) {
            Some(i) => {
                let x2 = m.x[2];
                Ok(m.unify(pairs[i].1, x2))
            }
            None => Ok(false),
        };
    }
    let start = match m.redo_state {
        Some(Cell::Int(i)) => i as usize,
        _ => 0,
    };
    let Some(&(k, v)) = pairs.get(start) else {
        return Ok(false);
    };
    if start + 1 < pairs.len() {
        m.push_redo(p, Cell::Int(start as i64 + 1));
    }
    let (x0, x2) = (m.x[0], m.x[2]);
    Ok(m.unify(x0, k) && m.unify(x2, v))
}

/// For get_dict/5 and del_dict/4: the dict of argument 2 (tag, pairs) and
/// the place of key argument 1 in it, when the key is there and its value
/// unifies with argument 3.
fn entry_with_value(m: &mut Machine) -> Result<Option<(Cell, Vec<(Cell, Cell)>, usize)>, Exc> {
    let key = m.arg(0);
    let key = check_key(m, key)?;
    let (tag, pairs) = dict_arg(m, 1)?;
    let Some(i) = find(m, &pairs, key) else {
        return Ok(None);
    };
    let x2 = m.x[2];
    Ok(m.unify(pairs[i].1, x2).then_some((tag, pairs, i)))
}

fn get_dict5(m: &mut Machine) -> Res {
    let Some((tag, mut pairs, i)) = entry_with_value(m)? else {
        return Ok(false);
    };
    pairs[i].1 = m.x[4];
    let d = build(m, tag, &pairs);
    let x3 = m.x[3];
    Ok(m.unify(d, x3))
}

fn put_dict4(m: &mut Machine) -> Res {
    let key = m.arg(0);
    let key = check_key(m, key)?;
    let d = m.arg(1);
    let Some((tag, pairs)) = dict_parts(m, d) else {
        return Err(if d.is_var_ref() { m.err_instantiation() } else { dict_data_error(m, d) });
    };
    let v = m.x[2];
    let pairs = merge(m, &pairs, &[(key, v)]);
    let d = build(m, tag, &pairs);
    let x3 = m.x[3];
    Ok(m.unify(d, x3))
}

/// SWI-Prolog's type_error('dict-data', X) for what is no dict.
fn dict_data_error(m: &mut Machine, c: Cell) -> Exc {
    let ty = m.atoms.intern("dict-data");
    m.err_type(ty, c)
}

/// The pairs of a dict or of a list of pairs (`K-V`, `K=V`, `K(V)`).
fn data_pairs(m: &mut Machine, c: Cell) -> Result<Vec<(Cell, Cell)>, Exc> {
    let c = m.heap.deref(c);
    if let Some((_, pairs)) = dict_parts(m, c) {
        return Ok(pairs);
    }
    if c.is_var_ref() {
        return Err(m.err_instantiation());
    }
    if !matches!(c, Cell::Lis(_) | Cell::Atom(atoms::NIL)) {
        return Err(dict_data_error(m, c));
    }
    let items = m.list_items(c)?;
    let mut pairs = Vec::with_capacity(items.len());
    for item in items {
        let item = m.heap.deref(item);
        let (k, v) = match m.heap.functor_of(item) {
            Some((f, 2)) if f == atoms::MINUS || f == atoms::EQUALS || f == atoms::COLON => {
                (m.heap.arg(item, 0), m.heap.arg(item, 1))
            }
            Some((f, 1)) if matches!(item, Cell::Str(_)) => (Cell::Atom(f), m.heap.arg(item, 0)),
            _ if item.is_var_ref() => return Err(m.err_instantiation()),
            _ => return Err(dict_data_error(m, item)),
        };
        let k = check_key(m, k)?;
        pairs.push((k, v));
    }
    sort_pairs(m, pairs)
}

fn put_dict3(m: &mut Machine) -> Res {
    // The dict is checked before the new data, as SWI-Prolog does.
    let d = m.arg(1);
    let Some((tag, pairs)) = dict_parts(m, d) else {
        return Err(if d.is_var_ref() { m.err_instantiation() } else { dict_data_error(m, d) });
    };
    let new = m.x[0];
    let new = data_pairs(m, new)?;
    let pairs = merge(m, &pairs, &new);
    let d = build(m, tag, &pairs);
    let x2 = m.x[2];
    Ok(m.unify(d, x2))
}

fn del_dict(m: &mut Machine) -> Res {
    let Some((tag, mut pairs, i)) = entry_with_value(m)? else {
        return Ok(false);
    };
    pairs.remove(i);
    let d = build(m, tag, &pairs);
    let x3 = m.x[3];
    Ok(m.unify(d, x3))
}

fn dict_pairs(m: &mut Machine) -> Res {
    let d = m.arg(0);
    if let Some((tag, pairs)) = dict_parts(m, d) {
        let items: Vec<Cell> = pairs.iter().map(|&(k, v)| m.heap.compound(atoms::MINUS, &[k, v])).collect();
        let l = m.heap.list(&items);
        let (x1, x2) = (m.x[1], m.x[2]);
        return Ok(m.unify(tag, x1) && m.unify(l, x2));
    }
    if !d.is_var_ref() {
        return Err(dict_data_error(m, d));
    }
    let l = m.arg(2);
    if partial_list(m, l) {
        return Err(m.err_type(atoms::LIST, l));
    }
    let items = m.list_items(l)?;
    let mut pairs = Vec::with_capacity(items.len());
    for item in items {
        let item = m.heap.deref(item);
        match m.heap.functor_of(item) {
            Some((atoms::MINUS, 2)) if matches!(item, Cell::Str(_)) => {
                let k = check_key(m, m.heap.arg(item, 0))?;
                pairs.push((k, m.heap.arg(item, 1)));
            }
            _ if item.is_var_ref() => return Err(m.err_instantiation()),
            _ => return Err(m.err_type(atoms::PAIR, item)),
        }
    }
    let pairs = sort_pairs(m, pairs)?;
    let tag = m.x[1];
    let d = build(m, tag, &pairs);
    let x0 = m.x[0];
    Ok(m.unify(x0, d))
}

/// A list whose tail is unbound (`[a-1|_]`): SWI-Prolog's type error.
fn partial_list(m: &Machine, l: Cell) -> bool {
    let mut t = m.heap.deref(l);
    let mut cycle = crate::term::cycles::ListCycle::default();
    while let Cell::Lis(a) = t {
        // A cyclic list is not partial (list_items then raises).
        if cycle.closes_at(a) {
            return false;
        }
        t = m.heap.deref(m.heap.arg(t, 1));
    }
    t.is_var_ref()
}

fn dict_create(m: &mut Machine) -> Res {
    let l = m.x[2];
    let pairs = data_pairs(m, l)?;
    let tag = m.x[1];
    let d = build(m, tag, &pairs);
    let x0 = m.x[0];
    Ok(m.unify(x0, d))
}

fn select_dict(m: &mut Machine) -> Res {
    let (tag1, sel) = dict_arg(m, 0)?;
    let (tag2, from) = dict_arg(m, 1)?;
    if !m.unify(tag1, tag2) {
        return Ok(false);
    }
    for (k, v) in sel {
        match find(m, &from, k) {
            Some(i) if m.unify(v, from[i].1) => {}
            _ => return Ok(false),
        }
    }
    Ok(true)
}

/// A dict argument, or a list of pairs (`K-V`, `K=V`, `K:V`, `K(V)`) taken
/// as a dict with an unbound tag, as SWI-Prolog converts it.
fn dict_or_data(m: &mut Machine, i: usize) -> Result<(Cell, Vec<(Cell, Cell)>), Exc> {
    let d = m.arg(i);
    if let Some(parts) = dict_parts(m, d) {
        return Ok(parts);
    }
    let pairs = data_pairs(m, d)?;
    Ok((m.heap.new_var(), pairs))
}

fn select_dict3(m: &mut Machine) -> Res {
    let (tag1, sel) = dict_or_data(m, 0)?;
    let (tag2, from) = dict_or_data(m, 1)?;
    if !m.unify(tag1, tag2) {
        return Ok(false);
    }
    let mut taken = vec![false; from.len()];
    for (k, v) in sel {
        match find(m, &from, k) {
            Some(i) if m.unify(v, from[i].1) => taken[i] = true,
            _ => return Ok(false),
        }
    }
    let rest: Vec<(Cell, Cell)> = from.iter().zip(&taken).filter(|(_, &t)| !t).map(|(&p, _)| p).collect();
    let tag = m.heap.new_var();
    let d = build(m, tag, &rest);
    let x2 = m.x[2];
    Ok(m.unify(d, x2))
}

fn punify_dict(m: &mut Machine) -> Res {
    let (tag1, a) = dict_arg(m, 0)?;
    let (tag2, b) = dict_arg(m, 1)?;
    if !m.unify(tag1, tag2) {
        return Ok(false);
    }
    for (k, v) in a {
        if let Some(i) = find(m, &b, k) {
            if !m.unify(v, b[i].1) {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// `'.'(Dict, Function, Value)`.
fn eval_dict(m: &mut Machine) -> Res {
    if let Cell::Lis(_) = m.arg(0) {
        // A list of key-value data (`[a-1, b(2)].b`) is made a dict first,
        // as SWI-Prolog does.
        let pairs = data_pairs(m, m.x[0])?;
        let tag = m.heap.new_var();
        m.x[0] = build(m, tag, &pairs);
    }
    let (tag, pairs) = dict_arg(m, 0)?;
    let f = m.arg(1);
    let value = match f {
        Cell::Atom(_) | Cell::Int(_) => match find(m, &pairs, f) {
            Some(i) => pairs[i].1,
            None => return Err(key_error(m, f)),
        },
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        c => {
            let (name, n) = m.heap.functor_of(c).unwrap_or((atoms::NIL, 0));
            match (m.atoms.text(name), n) {
                ("get", 1) => {
                    let k = check_key(m, m.heap.arg(c, 0))?;
                    match find(m, &pairs, k) {
                        Some(i) => pairs[i].1,
                        None => return Ok(false),
                    }
                }
                ("get", 2) => {
                    let k = check_key(m, m.heap.arg(c, 0))?;
                    match find(m, &pairs, k) {
                        Some(i) => pairs[i].1,
                        None => m.heap.arg(c, 1),
                    }
                }
                ("put", 1) => {
                    let new = data_pairs(m, m.heap.arg(c, 0))?;
                    let merged = merge(m, &pairs, &new);
                    build(m, tag, &merged)
                }
                ("put", 2) => {
                    let k = check_key(m, m.heap.arg(c, 0))?;
                    let merged = merge(m, &pairs, &[(k, m.heap.arg(c, 1))]);
                    build(m, tag, &merged)
                }
                _ => {
                    let pi = m.indicator(name, n);
                    return Err(m.err_existence(atoms::PROCEDURE, pi));
                }
            }
        }
    };
    let x2 = m.x[2];
    Ok(m.unify(value, x2))
}

/// existence_error(key, Key, Dict), as SWI-Prolog 9.
fn key_error(m: &mut Machine, key: Cell) -> Exc {
    let kind = m.atoms.intern("key");
    let d = m.x[0];
    let f = m.heap.compound(atoms::EXISTENCE_ERROR, &[Cell::Atom(kind), key, d]);
    m.error_term(f)
}
