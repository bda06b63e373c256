//! Indexes on arguments other than the first, decided just in time as
//! SWI-Prolog does: when a call's first argument is unbound and another
//! argument is bound, the predicate gets a hash index on that argument the
//! first time such a call comes, if the argument tells the clauses apart
//! (many distinct keys, few clauses with a variable there). The index is
//! kept and updated by assertz like the first-argument index; it is
//! dropped when positions shift (asserta, purge) and rebuilt on use.
//!
//! A call through an index sees exactly the clauses that can match, so a
//! determinate call on any indexed argument leaves no choicepoint.

use super::index_key::{Key, KeyMap, LIST_HEAD};
use crate::machine::copy::OwnedTerm;
use crate::machine::database::{merge_sorted, ClauseEntry};
use crate::machine::fact_code::FactCode;
use crate::term::{atoms, Cell};
use std::rc::Rc;

/// Clause positions per key of one argument.
pub struct KeyIndex {
    by_key: KeyMap<Hits>,
    /// Clauses with a variable in the argument: they match every key.
    var_only: Rc<Vec<u32>>,
}

/// The clauses that can match one key: their positions, shared with the
/// choicepoints that walk them, and beside them in the table how many
/// there are and the first. A call that has one candidate (a table of
/// facts with distinct values in the argument) is settled from the table
/// alone, without the list's allocation: on a large table each is a cache
/// miss.
struct Hits {
    count: u32,
    first: u32,
    list: Rc<Vec<u32>>,
}

impl Hits {
    fn new(list: Rc<Vec<u32>>) -> Hits {
        Hits { count: list.len() as u32, first: list.first().copied().unwrap_or(0), list }
    }
}

impl KeyIndex {
    /// The clauses that can match `key`, in order.
    pub fn lookup(&self, key: Key) -> Rc<Vec<u32>> {
        match self.by_key.get(&key) {
            Some(hits) => hits.list.clone(),
            None => self.var_only.clone(),
        }
    }

    /// The position of the one clause that can match `key`, when there is
    /// exactly one.
    #[inline]
    pub fn single(&self, key: Key) -> Option<u32> {
        match self.by_key.get(&key) {
            Some(hits) => (hits.count == 1).then_some(hits.first),
            None => match self.var_only.as_slice() {
                &[p] => Some(p),
                _ => None,
            },
        }
    }
}

/// What is known about one argument position.
enum Slot {
    Built(KeyIndex),
    /// Assessed when the predicate had `clauses` clauses and found not to
    /// tell them apart; assessed again once it has twice as many.
    Poor {
        clauses: usize,
    },
}

/// The indexes of a predicate on arguments 2, 3, … and on the first
/// argument of a compound first argument ([`LIST_HEAD`]).
#[derive(Default)]
pub struct ArgIndexes {
    slots: Vec<(u32, Slot)>,
}

/// The key of argument `arg` (0-based) of a stored clause `Head :- Body`.
pub fn stored_arg_key(term: &OwnedTerm, arg: u32) -> Option<Key> {
    let cells = &term.cells;
    let deref = |mut c: Cell| {
        while let Cell::Ref(a) | Cell::Attv(a) = c {
            let next = cells[a as usize];
            if next.same(c) {
                return c;
            }
            c = next;
        }
        c
    };
    let Cell::Str(neck) = deref(term.root) else { return None };
    let Cell::Str(head) = deref(cells[neck as usize + 1]) else { return None };
    let n = match cells[head as usize] {
        Cell::Fun(_, n) => n,
        _ => return None,
    };
    let at = if arg == LIST_HEAD {
        // The first argument of a compound first argument, the first
        // element of a list (see LIST_HEAD).
        match deref(cells.get(head as usize + 1).copied().filter(|_| n > 0)?) {
            Cell::Lis(l) => l,
            Cell::Str(s) => match cells[s as usize] {
                Cell::Fun(_, k) if k > 0 => s + 1,
                _ => return Some(Key::Other),
            },
            Cell::Ref(_) | Cell::Attv(_) => return None,
            _ => return Some(Key::Other),
        }
    } else if arg < n {
        head + 1 + arg
    } else {
        return None;
    };
    match deref(cells[at as usize]) {
        Cell::Ref(_) | Cell::Attv(_) => None,
        Cell::Atom(a) => Some(Key::Atom(a)),
        Cell::Int(i) => Some(Key::Int(i)),
        Cell::Str(a) => match cells[a as usize] {
            Cell::Fun(f, n) => Some(Key::Functor(f, n)),
            _ => Some(Key::Other),
        },
        Cell::Lis(_) => Some(Key::Functor(atoms::DOT, 2)),
        _ => Some(Key::Other),
    }
}

/// Whether an index with these bucket sizes is worth keeping: it must cut
/// the clauses a call looks at to a quarter on average.
fn discriminates(total: usize, per_key: &KeyMap<Vec<u32>>, vars: usize) -> bool {
    if per_key.len() < 2 || total == 0 {
        return false;
    }
    // Average candidates per call over the keys present.
    let sum: usize = per_key.values().map(|v| v.len() + vars).sum();
    let average = sum as f64 / per_key.len() as f64;
    average * 4.0 <= total as f64
}

impl ArgIndexes {
    /// The index on argument `arg` (0-based, > 0), built now if it was not
    /// and the argument discriminates; None when it does not.
    pub fn index_for(&mut self, arg: u32, clauses: &[ClauseEntry], facts: FactCode) -> Option<&KeyIndex> {
        let found = self.slots.iter().position(|(a, _)| *a == arg);
        let pos = match found {
            Some(i) => match self.slots[i].1 {
                Slot::Poor { clauses: n } if clauses.len() >= 2 * n => i,
                Slot::Poor { .. } => return None,
                Slot::Built(_) => {
                    let Slot::Built(idx) = &self.slots[i].1 else { unreachable!() };
                    return Some(idx);
                }
            },
            None => {
                self.slots.push((arg, Slot::Poor { clauses: 0 }));
                self.slots.len() - 1
            }
        };
        self.slots[pos].1 = build(arg, clauses, facts);
        match &self.slots[pos].1 {
            Slot::Built(idx) => Some(idx),
            Slot::Poor { .. } => None,
        }
    }

    /// Keeps the built indexes up to date with a clause appended at `pos`.
    pub fn appended(&mut self, pos: u32, arg_key: impl Fn(u32) -> Option<Key>) {
        self.slots.retain_mut(|(arg, slot)| {
            let Slot::Built(idx) = slot else { return true };
            match arg_key(*arg) {
                Some(Key::Other) => true,
                Some(k) => {
                    let var_only = &idx.var_only;
                    let hits = idx.by_key.entry(k).or_insert_with(|| Hits::new(Rc::new(var_only.as_ref().clone())));
                    Rc::make_mut(&mut hits.list).push(pos);
                    hits.count += 1;
                    hits.first = hits.list[0];
                    true
                }
                // A clause with a variable there joins every list: rebuild.
                None => false,
            }
        });
    }

    /// Forgets every index (positions changed).
    pub fn clear(&mut self) {
        self.slots.clear();
    }
}

fn build(arg: u32, clauses: &[ClauseEntry], facts: FactCode) -> Slot {
    let mut per_key: KeyMap<Vec<u32>> = KeyMap::default();
    let mut var_positions: Vec<u32> = Vec::new();
    for (i, c) in clauses.iter().enumerate().filter(|(_, c)| !c.is_placeholder()) {
        match facts.arg_key(&c.info, arg) {
            None => var_positions.push(i as u32),
            Some(Key::Other) => {}
            Some(k) => per_key.entry(k).or_default().push(i as u32),
        }
    }
    if !discriminates(clauses.len(), &per_key, var_positions.len()) {
        return Slot::Poor { clauses: clauses.len().max(1) };
    }
    let mut by_key = KeyMap::with_capacity_and_hasher(per_key.len(), Default::default());
    for (k, positions) in per_key {
        let list = if var_positions.is_empty() { positions } else { merge_sorted(&positions, &var_positions) };
        by_key.insert(k, Hits::new(Rc::new(list)));
    }
    Slot::Built(KeyIndex { by_key, var_only: Rc::new(var_positions) })
}
