//! Answer subsumption in Rust: adding an answer to a moded table whose
//! modes are `index`, `min`, `max`, `first`, `last` and `sum` (the
//! `lattice` and `po` modes call Prolog: stdlib/tabling.pl's add_answer/3).
//!
//! The arguments of mode `index` are the key: the table holds one answer
//! per key (`Table::moded`). A new answer for a key is joined with the
//! stored one argument by argument, as SWI-Prolog does: min and max by the
//! standard order of terms (an equal value keeps the old one), first keeps
//! the old value, last takes the new, sum adds. When the join differs from
//! the stored answer it replaces it (the old one is marked superseded) and
//! is fed to the dependencies again.

use super::answers::{call_args, tag_word};
use super::tables::Mode;
use super::{Exc, Machine};
use crate::term::{atoms, Cell};
use std::cmp::Ordering;

impl Machine {
    /// Adds the answer `wrapper` (the tabled call, its arguments bound) to
    /// moded table `id`: true when the table changed.
    pub fn add_moded_answer(&mut self, id: u32, wrapper: Cell, modes: &[Mode]) -> Result<bool, Exc> {
        let (first, n) = call_args(&self.heap, wrapper);
        let key = self.moded_key(first, modes, wrapper)?;
        let old = self.tables.table(id).and_then(|t| t.moded.get(&key).copied());
        let answer = match old {
            None => wrapper,
            Some(i) => match self.join_moded(id, i, first, n, modes)? {
                Some(joined) => joined,
                None => return Ok(false),
            },
        };
        self.flatten_answer(answer)?;
        let tables = &mut *self.tables;
        let Some(t) = tables.tables.get_mut(id as usize).and_then(|t| t.as_mut()) else { return Ok(false) };
        if let Some(i) = old {
            t.live[i] = false;
        }
        let i = t.answers.push(&tables.flattener.flat);
        t.moded.insert(key, i);
        t.live.push(true);
        tables.mark_dirty(id);
        Ok(true)
    }

    /// The key of an answer: its `index` arguments, flattened.
    fn moded_key(&mut self, first: u32, modes: &[Mode], wrapper: Cell) -> Result<Vec<u64>, Exc> {
        let args: Vec<Cell> = modes
            .iter()
            .enumerate()
            .filter(|(_, &m)| m == Mode::Index)
            .map(|(i, _)| self.heap.get(first + i as u32))
            .collect();
        if self.tables.flattener.flatten(&mut self.heap, &args).is_err() {
            let ty = self.atoms.intern("acyclic_term");
            return Err(self.err_type(ty, wrapper));
        }
        let flat = &self.tables.flattener.flat;
        let mut key = Vec::with_capacity(2 * flat.len());
        for &c in flat {
            let (tag, word) = tag_word(c);
            key.push(tag);
            key.push(word);
        }
        Ok(key)
    }

    /// The join of the new answer (arguments from `first`) with stored
    /// answer `i` of table `id`, as a term of the same arguments; None when
    /// it is the stored answer.
    fn join_moded(&mut self, id: u32, i: usize, first: u32, n: u32, modes: &[Mode]) -> Result<Option<Cell>, Exc> {
        let vars: Vec<Cell> = (0..n).map(|_| self.heap.new_var()).collect();
        let stored = self.heap.compound(atoms::MINUS, &vars);
        let Some(t) = self.tables.tables.get_mut(id as usize).and_then(|t| t.take()) else { return Ok(None) };
        let ok = self.unify_flat_answer(stored, t.answers.get(i));
        self.tables.tables[id as usize] = Some(t);
        if !ok {
            return Ok(None);
        }
        let mut changed = false;
        let mut args = Vec::with_capacity(n as usize);
        for (j, &mode) in modes.iter().enumerate() {
            let new = self.heap.get(first + j as u32);
            let old = self.heap.arg(stored, j as u32);
            let joined = match mode {
                Mode::Index | Mode::First => old,
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
