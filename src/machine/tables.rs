//! The answer tables of tabling (SLG resolution with variant tabling; the
//! Prolog side is `stdlib/tabling.pl`, the builtins `builtins/tabling.rs`).
//!
//! A table per call variant: the call copied out of the heap is turned
//! into a hashable key (`variant_key`: variables numbered by first
//! occurrence, so variant calls give equal keys). A table holds its
//! answers as owned copies in insertion order, with a hash set of their
//! keys for duplicate detection, its status, and the continuations
//! suspended on it (dependencies), each with the number of answers it has
//! been fed. Nothing here keeps a heap address across calls.
//!
//! Scheduling is local, with one component: the first tabled call that
//! finds no evaluation running is the leader; every table created while
//! it runs joins its component, and all are completed together when no
//! dependency has an answer left to consume (so mutual recursion
//! completes correctly). `dirty` queues the tables that may have such
//! work.
//!
//! Mode-directed tabling (answer subsumption) keys answers by the
//! arguments that are not moded; a better aggregate replaces the answer
//! (the old one is marked superseded and skipped) and is fed again.

use super::copy::OwnedTerm;
use crate::term::{Atom, Cell};
use std::collections::{HashMap, HashSet, VecDeque};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Incomplete,
    Complete,
}

pub struct Table {
    /// The call this table answers (for current_table/2).
    pub variant: OwnedTerm,
    pub status: Status,
    pub answers: Vec<OwnedTerm>,
    /// False for an answer a better moded answer replaced.
    pub live: Vec<bool>,
    /// Answer keys: every answer (plain tables), or key arguments to the
    /// position of the current answer (moded tables).
    pub seen: HashSet<Vec<u64>>,
    pub moded: HashMap<Vec<u64>, usize>,
    /// Suspended continuations `dep(Skeleton, Cont, Wrapper, Table)` and
    /// how many answers each has consumed.
    pub deps: Vec<(OwnedTerm, usize)>,
    /// Dependencies before this one have consumed every answer.
    pub cursor: usize,
    pub queued: bool,
}

/// A tabled predicate: its module, name, arity and argument modes (empty
/// for plain variant tabling).
#[derive(Clone)]
pub struct Tabled {
    pub modes: Vec<Cell>,
}

#[derive(Default)]
pub struct Tables {
    pub by_variant: HashMap<Vec<u64>, u32>,
    pub tables: Vec<Option<Table>>,
    /// Incomplete tables of the running evaluation.
    pub component: Vec<u32>,
    pub leader: Option<u32>,
    pub dirty: VecDeque<u32>,
    /// Predicates declared with table/1, by (module, name, arity).
    pub tabled: HashMap<(Atom, Atom, u32), Tabled>,
}

/// A key equal for variant terms (and only for them).
pub fn variant_key(t: &OwnedTerm) -> Vec<u64> {
    let mut key = Vec::with_capacity(2 * t.cells.len() + 2);
    push_cell(&mut key, t.root);
    for &c in &t.cells {
        push_cell(&mut key, c);
    }
    key
}

fn push_cell(key: &mut Vec<u64>, c: Cell) {
    let (tag, word) = match c {
        Cell::Ref(a) | Cell::Attv(a) => (0, a as u64),
        Cell::Atom(a) => (1, a.0 as u64),
        Cell::Int(i) => (2, i as u64),
        Cell::Flt(f) => (3, f.to_bits()),
        Cell::Str(a) => (4, a as u64),
        Cell::Lis(a) => (5, a as u64),
        Cell::Fun(f, n) => (6, ((f.0 as u64) << 32) | n as u64),
        Cell::Big(a) => (7, a as u64),
        Cell::Stg(a) => (8, a as u64),
        Cell::Blob(k, n) => (9, ((k as u64) << 32) | n as u64),
        Cell::Raw(w) => (10, w),
    };
    key.push(tag);
    key.push(word);
}

impl Tables {
    /// Calls `mark` on every atom the tables hold (roots of the atom
    /// collector, `atom_gc.rs`): tabled predicates' names and modes, calls,
    /// answers and suspended continuations.
    pub fn mark_atoms(&self, mark: &mut impl FnMut(Atom)) {
        let mut cells = |t: &OwnedTerm| {
            for &c in t.cells.iter().chain(std::iter::once(&t.root)) {
                if let Cell::Atom(a) | Cell::Fun(a, _) = c {
                    mark(a);
                }
            }
        };
        for table in self.tables.iter().flatten() {
            cells(&table.variant);
            table.answers.iter().for_each(&mut cells);
            table.deps.iter().for_each(|(t, _)| cells(t));
        }
        for (&(module, name, _), tabled) in &self.tabled {
            mark(module);
            mark(name);
            for &c in &tabled.modes {
                if let Cell::Atom(a) | Cell::Fun(a, _) = c {
                    mark(a);
                }
            }
        }
    }

    pub fn table(&mut self, id: u32) -> Option<&mut Table> {
        self.tables.get_mut(id as usize).and_then(|t| t.as_mut())
    }

    /// The table of `variant` and whether it was just created.
    pub fn find_or_create(&mut self, variant: OwnedTerm) -> (u32, bool) {
        let key = variant_key(&variant);
        if let Some(&id) = self.by_variant.get(&key) {
            return (id, false);
        }
        let id = self.tables.len() as u32;
        self.tables.push(Some(Table {
            variant,
            status: Status::Incomplete,
            answers: Vec::new(),
            live: Vec::new(),
            seen: HashSet::new(),
            moded: HashMap::new(),
            deps: Vec::new(),
            cursor: 0,
            queued: false,
        }));
        self.by_variant.insert(key, id);
        self.component.push(id);
        (id, true)
    }

    /// Queues table `id`: it may have answers a dependency has not consumed.
    pub fn mark_dirty(&mut self, id: u32) {
        if let Some(t) = self.table(id) {
            t.cursor = 0;
            if !t.queued {
                t.queued = true;
                self.dirty.push_back(id);
            }
        }
    }

    /// The next (answer, dependency) pair of the component to run, if any.
    pub fn next_work(&mut self) -> Option<(OwnedTerm, OwnedTerm)> {
        while let Some(&id) = self.dirty.front() {
            let Some(t) = self.tables.get_mut(id as usize).and_then(|t| t.as_mut()) else {
                self.dirty.pop_front();
                continue;
            };
            while t.cursor < t.deps.len() {
                let (dep, fed) = &mut t.deps[t.cursor];
                if *fed < t.answers.len() {
                    let i = *fed;
                    *fed += 1;
                    if t.live[i] {
                        return Some((t.answers[i].clone(), dep.clone()));
                    }
                } else {
                    t.cursor += 1;
                }
            }
            t.queued = false;
            self.dirty.pop_front();
        }
        None
    }

    /// Completes every table of the running evaluation.
    pub fn complete_component(&mut self) {
        for id in std::mem::take(&mut self.component) {
            if let Some(t) = self.table(id) {
                t.status = Status::Complete;
                t.deps = Vec::new();
                t.queued = false;
            }
        }
        self.dirty.clear();
        self.leader = None;
    }

    /// Drops every table of the running evaluation (it raised an exception).
    pub fn abandon_component(&mut self) {
        for id in std::mem::take(&mut self.component) {
            if let Some(t) = self.tables.get_mut(id as usize).and_then(|t| t.take()) {
                self.by_variant.remove(&variant_key(&t.variant));
            }
        }
        self.dirty.clear();
        self.leader = None;
    }

    /// abolish_all_tables/0.
    pub fn abolish_all(&mut self) {
        self.by_variant.clear();
        self.tables.clear();
        self.component.clear();
        self.dirty.clear();
        self.leader = None;
    }
}

impl super::Machine {
    /// A clause of a tabled predicate being loaded goes to its worker
    /// `'Name tabled'`: the clause with its head renamed (else unchanged).
    pub fn rename_tabled_clause(&mut self, clause: Cell, module: Atom) -> Cell {
        if self.tables.tabled.is_empty() {
            return clause;
        }
        let clause = self.heap.deref(clause);
        let (head, body) = match self.heap.functor_of(clause) {
            Some((crate::term::atoms::NECK, 2)) => {
                (self.heap.deref(self.heap.arg(clause, 0)), Some(self.heap.arg(clause, 1)))
            }
            _ => (clause, None),
        };
        let Some((name, arity)) = self.heap.functor_of(head) else { return clause };
        if !self.tables.tabled.contains_key(&(module, name, arity)) {
            return clause;
        }
        let worker = self.atoms.intern(&format!("{} tabled", self.atoms.text(name)));
        let new_head = if arity == 0 {
            Cell::Atom(worker)
        } else {
            let args: Vec<Cell> = (0..arity).map(|i| self.heap.arg(head, i)).collect();
            self.heap.compound(worker, &args)
        };
        match body {
            Some(b) => self.heap.compound(crate::term::atoms::NECK, &[new_head, b]),
            None => new_head,
        }
    }
}
