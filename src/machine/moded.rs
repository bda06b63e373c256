//! Answer subsumption: adding an answer to a moded table. The modes
//! `index`, `min`, `max`, `first`, `last` and `sum` are joined here; the
//! `lattice` and `po` modes call the predicate they name, by a goal
//! stdlib/tabling.pl's delim/4 calls (`join_goal`, then `update_moded`).
//!
//! The arguments of mode `index` are the key: the table holds one answer
//! per key (`Table::moded`). A new answer for a key is joined with the
//! stored one argument by argument, as SWI-Prolog does: min and max by the
//! standard order of terms (an equal value keeps the old one), first keeps
//! the old value, last takes the new, sum adds, lattice(Name) is
//! `Name(Old, New, Joined)`, po(Name) keeps the old value while
//! `Name(Old, New)` succeeds. When the join differs from the stored answer
//! it replaces it (the old one is marked superseded) and is fed to the
//! dependencies again. The first answer of a key needs no join: it is
//! stored at once, whatever the modes.

use super::answers::{call_args, tag_word};
use super::tables::Mode;
use super::{Exc, Machine};
use crate::term::{atoms, Cell};
use std::cmp::Ordering;

impl Machine {
    /// Adds the answer `wrapper` (the tabled call, its arguments bound) to
    /// moded table `id`, whose modes are all joined in Rust: true when the
    /// table changed.
    pub fn add_moded_answer(&mut self, id: u32, wrapper: Cell, modes: &[Mode]) -> Result<bool, Exc> {
        let (first, n) = call_args(&self.heap, wrapper);
        self.moded_key(first, modes, wrapper)?;
        let old = self.stored_index(id);
        let answer = match old {
            None => wrapper,
            Some(i) => match self.join_moded(id, i, first, n, modes)? {
                Some(joined) => joined,
                None => return Ok(false),
            },
        };
        self.store_moded(id, old, answer)
    }

    /// Adds the answer `wrapper` to moded table `id` when it is the first
    /// of its key; true when there is a stored answer to join it with (by
    /// `join_goal`, as the modes call Prolog).
    pub fn add_first_moded_answer(&mut self, id: u32, wrapper: Cell, modes: &[Mode]) -> Result<bool, Exc> {
        let (first, _) = call_args(&self.heap, wrapper);
        self.moded_key(first, modes, wrapper)?;
        if self.stored_index(id).is_some() {
            return Ok(true);
        }
        self.store_moded(id, None, wrapper)?;
        Ok(false)
    }

    /// The join of answer `wrapper` with the stored answer of its key in
    /// moded table `id`, for modes some of which call Prolog: `(Goal, Old,
    /// New)`, Old the stored arguments and New the joined ones (both as
    /// `-(Arg, ...)`) once Goal has run; `update_moded` then stores New.
    /// None when the key has no answer yet: `wrapper` is stored.
    pub fn join_goal(&mut self, id: u32, wrapper: Cell, modes: &[Mode]) -> Result<Option<(Cell, Cell, Cell)>, Exc> {
        let (first, n) = call_args(&self.heap, wrapper);
        self.moded_key(first, modes, wrapper)?;
        let Some(i) = self.stored_index(id) else {
            self.store_moded(id, None, wrapper)?;
            return Ok(None);
        };
        let Some(stored) = self.stored_answer(id, i, n) else { return Ok(None) };
        let module = match self.heap.deref(wrapper) {
            w @ Cell::Str(_) if self.heap.functor_of(w) == Some((atoms::COLON, 2)) => self.heap.arg(w, 0),
            _ => Cell::Atom(atoms::USER),
        };
        // The goals in argument order, as SWI-Prolog joins them.
        let mut goals = Vec::new();
        let mut args = Vec::with_capacity(n as usize);
        for (j, &mode) in modes.iter().enumerate() {
            let new = self.heap.get(first + j as u32);
            let old = self.heap.arg(stored, j as u32);
            let joined = match mode {
                Mode::Index => new,
                Mode::First => old,
                Mode::Last => new,
                Mode::Min if self.compare_terms(new, old) == Ordering::Less => new,
                Mode::Max if self.compare_terms(new, old) == Ordering::Greater => new,
                Mode::Min | Mode::Max => old,
                Mode::Sum => {
                    // tabling:'$tbl_join_sum'/3, whose `is` raises errors
                    // as compiled code does (no context).
                    let joined = self.heap.new_var();
                    let (tabling, sum) = (self.atoms.intern("tabling"), self.atoms.intern("$tbl_join_sum"));
                    let call = self.heap.compound(sum, &[old, new, joined]);
                    goals.push(self.heap.compound(atoms::COLON, &[Cell::Atom(tabling), call]));
                    joined
                }
                Mode::Lattice(name) => {
                    let joined = self.heap.new_var();
                    let call = self.heap.compound(name, &[old, new, joined]);
                    goals.push(self.heap.compound(atoms::COLON, &[module, call]));
                    joined
                }
                Mode::Po(name) => {
                    let joined = self.heap.new_var();
                    let call = self.heap.compound(name, &[old, new]);
                    let test = self.heap.compound(atoms::COLON, &[module, call]);
                    let keep = self.heap.compound(atoms::EQUALS, &[joined, old]);
                    let take = self.heap.compound(atoms::EQUALS, &[joined, new]);
                    let then = self.heap.compound(atoms::ARROW, &[test, keep]);
                    goals.push(self.heap.compound(atoms::SEMICOLON, &[then, take]));
                    joined
                }
            };
            args.push(joined);
        }
        let goal = match goals.pop() {
            None => Cell::Atom(atoms::TRUE),
            Some(last) => goals.into_iter().rev().fold(last, |rest, g| self.heap.compound(atoms::COMMA, &[g, rest])),
        };
        let joined = self.heap.compound(atoms::MINUS, &args);
        Ok(Some((goal, stored, joined)))
    }

    /// After the goal of `join_goal`: the joined answer `new` replaces the
    /// stored `old` of moded table `id` when they differ (`\==`) in an
    /// argument that is not of the key; true when it did.
    pub fn update_moded(&mut self, id: u32, old: Cell, new: Cell, modes: &[Mode]) -> Result<bool, Exc> {
        let (first, _) = call_args(&self.heap, new);
        let (old_first, _) = call_args(&self.heap, old);
        let changed = modes.iter().enumerate().any(|(j, &mode)| {
            mode != Mode::Index
                && self.compare_terms(self.heap.get(first + j as u32), self.heap.get(old_first + j as u32))
                    != Ordering::Equal
        });
        if !changed {
            return Ok(false);
        }
        self.moded_key(first, modes, new)?;
        let stored = self.stored_index(id);
        self.store_moded(id, stored, new)
    }

    /// Stores the arguments of `answer` in moded table `id` as the answer
    /// for the key `moded_key` made, superseding answer `old`: true (the
    /// table changed).
    fn store_moded(&mut self, id: u32, old: Option<usize>, answer: Cell) -> Result<bool, Exc> {
        self.flatten_answer(answer)?;
        let tables = &mut *self.tables;
        let Some(t) = tables.tables.get_mut(id as usize).and_then(|t| t.as_mut()) else { return Ok(false) };
        if let Some(i) = old {
            t.live[i] = false;
        }
        let i = t.answers.push(&tables.flattener.flat);
        t.moded.insert(tables.moded_key.clone(), i);
        t.live.push(true);
        tables.mark_dirty(id);
        Ok(true)
    }

    /// The position of the answer of moded table `id` for the key
    /// `moded_key` made.
    fn stored_index(&self, id: u32) -> Option<usize> {
        let tables = &*self.tables;
        tables.tables.get(id as usize)?.as_ref()?.moded.get(tables.moded_key.as_slice()).copied()
    }

    /// The key of an answer (its `index` arguments, flattened) into
    /// `self.tables.moded_key`.
    fn moded_key(&mut self, first: u32, modes: &[Mode], wrapper: Cell) -> Result<(), Exc> {
        let mut args = std::mem::take(&mut self.tables.moded_key_args);
        args.clear();
        args.extend(
            modes.iter().enumerate().filter(|(_, &m)| m == Mode::Index).map(|(i, _)| self.heap.get(first + i as u32)),
        );
        let r = self.tables.flattener.flatten(&mut self.heap, &args);
        self.tables.moded_key_args = args;
        if r.is_err() {
            let ty = self.atoms.intern("acyclic_term");
            return Err(self.err_type(ty, wrapper));
        }
        let tables = &mut *self.tables;
        tables.moded_key.clear();
        for &c in &tables.flattener.flat {
            let (tag, word) = tag_word(c);
            tables.moded_key.push(tag);
            tables.moded_key.push(word);
        }
        Ok(())
    }

    /// Stored answer `i` of table `id` (of `n` arguments) built on the heap
    /// as `-(Arg, ...)`.
    fn stored_answer(&mut self, id: u32, i: usize, n: u32) -> Option<Cell> {
        let vars: Vec<Cell> = (0..n).map(|_| self.heap.new_var()).collect();
        let stored = self.heap.compound(atoms::MINUS, &vars);
        let t = self.tables.tables.get_mut(id as usize).and_then(|t| t.take())?;
        let ok = self.unify_flat_answer(stored, t.answers.get(i));
        self.tables.tables[id as usize] = Some(t);
        ok.then_some(stored)
    }

    /// The join of the new answer (arguments from `first`) with stored
    /// answer `i` of table `id`, as a term of the same arguments; None when
    /// it is the stored answer. The modes are joined in Rust.
    fn join_moded(&mut self, id: u32, i: usize, first: u32, n: u32, modes: &[Mode]) -> Result<Option<Cell>, Exc> {
        let Some(stored) = self.stored_answer(id, i, n) else { return Ok(None) };
        let mut changed = false;
        let mut args = Vec::with_capacity(n as usize);
        for (j, &mode) in modes.iter().enumerate() {
            let new = self.heap.get(first + j as u32);
            let old = self.heap.arg(stored, j as u32);
            let joined = match mode {
                Mode::Index | Mode::First | Mode::Lattice(_) | Mode::Po(_) => old,
                Mode::Last => new,
                Mode::Min if self.compare_terms(new, old) == Ordering::Less => new,
                Mode::Max if self.compare_terms(new, old) == Ordering::Greater => new,
                Mode::Min | Mode::Max => old,
                Mode::Sum => {
                    let sum = self.heap.compound(atoms::PLUS, &[old, new]);
                    let value = self.eval(sum)?;
                    value.to_cell(&mut self.heap)
                }
            };
            if mode != Mode::Index && self.compare_terms(joined, old) != Ordering::Equal {
                changed = true;
            }
            args.push(if mode == Mode::Index { new } else { joined });
        }
        if !changed {
            return Ok(None);
        }
        Ok(Some(self.heap.compound(atoms::MINUS, &args)))
    }
}
