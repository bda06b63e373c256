//! The answer tables of tabling (SLG resolution with variant tabling; the
//! Prolog side is `stdlib/tabling.pl`, the builtins `builtins/tabling.rs`).
//!
//! A table per call variant: the call copied out of the heap is turned
//! into a hashable key (`variant_key`: variables numbered by first
//! occurrence, so variant calls give equal keys). A table holds its
//! answers in a flat store with a hash index (`answers.rs`), its status,
//! and the continuations suspended on it (dependencies), each with the
//! number of answers it has been fed. Nothing here keeps a heap address across calls.
//!
//! Scheduling is local: the first tabled call that finds no evaluation
//! running is the leader; every table created while it runs joins its
//! component, and all are completed together when no dependency has an
//! answer left to consume (so mutual recursion completes correctly). A
//! fresh call made while an evaluation runs leads a nested one
//! (`push_evaluation`), completed on its own unless it was suspended on a
//! table of an enclosing evaluation, whose component it then joins.
//! `dirty` queues the tables that may have work.
//!
//! Mode-directed tabling (answer subsumption) keys answers by the
//! arguments that are not moded; a better aggregate replaces the answer
//! (the old one is marked superseded and skipped) and is fed again
//! (`moded.rs` joins them, calling Prolog for the lattice and po modes).
//!
//! A table of an incremental tabled predicate is dropped from the variant
//! map (`make_stale`) when an incremental dynamic predicate it depends on
//! changes (`incremental.rs`): the next call evaluates it again, while a
//! walk over its answers already under way finishes on the old ones.

use super::answers::{mark_flat_atoms, Answers, Flattener};
use super::copy::OwnedTerm;
use crate::term::fast_hash::FastMap;
use crate::term::{Atom, Cell};
use std::collections::{HashSet, VecDeque};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Incomplete,
    Complete,
}

pub struct Table {
    /// The call this table answers (for current_table/2).
    pub variant: OwnedTerm,
    pub status: Status,
    pub answers: Answers,
    /// False for an answer a better moded answer replaced.
    pub live: Vec<bool>,
    /// Moded tables: key arguments to the position of the current answer.
    pub moded: FastMap<Vec<u64>, usize>,
    /// Suspended continuations `dep(Skeleton, Cont, Wrapper, Table)` and
    /// how many answers each has consumed.
    pub deps: Vec<(OwnedTerm, usize)>,
    /// Dependencies before this one have consumed every answer.
    pub cursor: usize,
    pub queued: bool,
    /// How many evaluations enclosed the one that created this table.
    pub depth: u32,
    /// The tabled predicate (module, name, arity) whose call this is.
    pub pred: Option<(Atom, Atom, u32)>,
    /// Declared `as incremental`.
    pub incremental: bool,
    /// How an answer is added (its predicate's modes).
    pub kind: AnswerKind,
}

/// The mode of an argument of a moded table (`moded.rs` aggregates them;
/// the joins of `Lattice` and `Po` call the predicate they name).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Index,
    Min,
    Max,
    First,
    Last,
    Sum,
    /// `lattice(Name/3)`: the join is `Name(Old, New, Joined)`.
    Lattice(Atom),
    /// `po(Name/2)`: the old value stays while `Name(Old, New)` succeeds.
    Po(Atom),
}

/// How the answers of a table are added.
#[derive(Clone, Debug, Default)]
pub enum AnswerKind {
    /// Variant tabling: a new answer is added, a variant of one is not.
    #[default]
    Plain,
    /// Answer subsumption whose joins are all made in Rust (`moded.rs`).
    Moded(std::rc::Rc<[Mode]>),
    /// Answer subsumption with `lattice(PI)` or `po(PI)` modes: the first
    /// answer of a key is stored in Rust, a later one is joined by a goal
    /// stdlib/tabling.pl's delim/4 calls (`moded.rs`'s `join_goal`).
    Joined(std::rc::Rc<[Mode]>),
}

/// A tabled predicate: its module, name, arity and argument modes (empty
/// for plain variant tabling).
#[derive(Clone)]
pub struct Tabled {
    pub modes: Vec<Cell>,
    /// Declared `as incremental`: its tables depend on the incremental
    /// dynamic predicates its clauses reach.
    pub incremental: bool,
    /// How its tables add answers.
    pub kind: AnswerKind,
}

#[derive(Default)]
pub struct Tables {
    pub by_variant: FastMap<Vec<u64>, u32>,
    pub tables: Vec<Option<Table>>,
    /// Incomplete tables of the running evaluation.
    pub component: Vec<u32>,
    pub leader: Option<u32>,
    pub dirty: VecDeque<u32>,
    /// The smallest depth of a table the running evaluation's continuations
    /// were suspended on: below its own depth, it depends on an enclosing one.
    pub reached: u32,
    /// The evaluations enclosing the running one (see `push_evaluation`).
    pub enclosing: Vec<Evaluation>,
    /// Predicates declared with table/1, by (module, name, arity).
    pub tabled: FastMap<(Atom, Atom, u32), Tabled>,
    /// Scratch buffers for answers being added.
    pub flattener: Flattener,
    /// The key of the moded answer being added (`moded.rs`), and the
    /// arguments it is made of.
    pub moded_key: Vec<u64>,
    pub moded_key_args: Vec<Cell>,
    /// The dynamic predicates declared `as incremental`: a change to one
    /// drops the incremental tables that depend on it.
    pub incremental_dynamic: HashSet<u32>,
    /// Tables no longer in `by_variant` (see `make_stale`), freed when no
    /// walk over their answers remains.
    pub stale: Vec<u32>,
}

/// The state of an evaluation while a nested one runs.
pub struct Evaluation {
    component: Vec<u32>,
    dirty: VecDeque<u32>,
    reached: u32,
}

/// How a nested evaluation ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Nested {
    /// Its tables are complete.
    Complete,
    /// It depends on a table of an enclosing evaluation: its tables joined
    /// that evaluation's component.
    Merged,
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

/// The predicate (module, name, arity) of a variant `Module:Head`.
fn variant_pred(t: &OwnedTerm) -> Option<(Atom, Atom, u32)> {
    let Cell::Str(a) = t.root else { return None };
    let cell = |i: u32| t.cells.get(i as usize).copied();
    let (Some(Cell::Fun(crate::term::atoms::COLON, 2)), Some(Cell::Atom(module))) = (cell(a), cell(a + 1)) else {
        return None;
    };
    match cell(a + 2)? {
        Cell::Atom(name) => Some((module, name, 0)),
        Cell::Str(h) => match cell(h)? {
            Cell::Fun(name, n) => Some((module, name, n)),
            _ => None,
        },
        _ => None,
    }
}

fn push_cell(key: &mut Vec<u64>, c: Cell) {
    let (tag, word) = super::answers::tag_word(c);
    key.push(tag);
    key.push(word);
}

impl Tables {
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
        let pred = variant_pred(&variant);
        let tabled = pred.and_then(|p| self.tabled.get(&p));
        let incremental = tabled.is_some_and(|t| t.incremental);
        let kind = tabled.map(|t| t.kind.clone()).unwrap_or_default();
        self.tables.push(Some(Table {
            variant,
            status: Status::Incomplete,
            answers: Answers::default(),
            live: Vec::new(),
            moded: FastMap::default(),
            deps: Vec::new(),
            cursor: 0,
            queued: false,
            depth: self.enclosing.len() as u32,
            pred,
            incremental,
            kind,
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

    /// The next (table, answer, dependency) of the component to run, if any.
    pub fn next_work(&mut self) -> Option<(u32, usize, usize)> {
        while let Some(&id) = self.dirty.front() {
            let Some(t) = self.tables.get_mut(id as usize).and_then(|t| t.as_mut()) else {
                self.dirty.pop_front();
                continue;
            };
            while t.cursor < t.deps.len() {
                let (_, fed) = &mut t.deps[t.cursor];
                if *fed < t.answers.len() {
                    let i = *fed;
                    *fed += 1;
                    if t.live[i] {
                        return Some((id, i, t.cursor));
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

    /// A fresh tabled call made while an evaluation runs leads a nested
    /// evaluation of its own (SLG-WAM's local scheduling): it completes on
    /// its own unless it depends on a table of an enclosing evaluation.
    /// Table `leader`, just created, moves from the running evaluation's
    /// component to the nested one's.
    pub fn push_evaluation(&mut self, leader: u32) {
        let depth = self.enclosing.len() as u32 + 1;
        let mut outer = std::mem::take(&mut self.component);
        outer.retain(|&id| id != leader);
        self.enclosing.push(Evaluation {
            component: outer,
            dirty: std::mem::take(&mut self.dirty),
            reached: std::mem::replace(&mut self.reached, depth),
        });
        if let Some(t) = self.table(leader) {
            t.depth = depth;
            self.component.push(leader);
        }
    }

    /// A continuation was suspended on table `id`.
    pub fn note_dependency(&mut self, id: u32) {
        if let Some(t) = self.tables.get(id as usize).and_then(|t| t.as_ref()) {
            if t.status == Status::Incomplete {
                self.reached = self.reached.min(t.depth);
            }
        }
    }

    /// Ends the nested evaluation whose work list is empty: completes its
    /// tables, or when it depends on an enclosing evaluation, hands them
    /// (and its work) to that one.
    pub fn pop_evaluation(&mut self) -> Nested {
        let Some(outer) = self.enclosing.pop() else {
            self.complete_component();
            return Nested::Complete;
        };
        let depth = self.enclosing.len() as u32;
        let nested = std::mem::replace(&mut self.component, outer.component);
        let dirty = std::mem::replace(&mut self.dirty, outer.dirty);
        let reached = std::mem::replace(&mut self.reached, outer.reached);
        if reached > depth {
            for id in nested {
                if let Some(t) = self.table(id) {
                    t.status = Status::Complete;
                    t.deps = Vec::new();
                    t.queued = false;
                }
            }
            return Nested::Complete;
        }
        for &id in &nested {
            if let Some(t) = self.table(id) {
                t.depth = depth;
            }
        }
        self.component.extend(nested);
        self.dirty.extend(dirty);
        self.reached = self.reached.min(reached);
        Nested::Merged
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
        self.reached = 0;
    }

    /// Drops every table of the running evaluation (it raised an exception).
    pub fn abandon_component(&mut self) {
        for id in std::mem::take(&mut self.component) {
            if let Some(t) = self.tables.get_mut(id as usize).and_then(|t| t.take()) {
                self.by_variant.remove(&variant_key(&t.variant));
            }
        }
        self.dirty.clear();
        match self.enclosing.pop() {
            Some(outer) => {
                self.component = outer.component;
                self.dirty = outer.dirty;
                self.reached = outer.reached;
            }
            None => {
                self.leader = None;
                self.reached = 0;
            }
        }
    }

    /// Calls `mark` on every atom a table holds: in variants, answers,
    /// suspended continuations and the declarations of tabled predicates.
    pub fn mark_atoms(&self, mark: &mut impl FnMut(Atom)) {
        for t in self.tables.iter().flatten() {
            mark_flat_atoms(&t.variant.cells, mark);
            mark_flat_atoms(&[t.variant.root], mark);
            t.answers.mark_atoms(mark);
            for (dep, _) in &t.deps {
                mark_flat_atoms(&dep.cells, mark);
                mark_flat_atoms(&[dep.root], mark);
            }
        }
        for (&(module, name, _), tabled) in &self.tabled {
            mark(module);
            mark(name);
            mark_flat_atoms(&tabled.modes, mark);
        }
    }

    /// Takes complete table `id` out of the variant map: the next call of
    /// its variant makes a new table. Its answers stay for the walks over
    /// them under way (see `stale`).
    pub fn make_stale(&mut self, id: u32) {
        let Some(t) = self.tables.get(id as usize).and_then(|t| t.as_ref()) else { return };
        if t.status != Status::Complete {
            return;
        }
        let key = variant_key(&t.variant);
        if self.by_variant.get(&key) == Some(&id) {
            self.by_variant.remove(&key);
            self.stale.push(id);
        }
    }

    /// Frees the stale tables for which `in_use` is false.
    pub fn free_stale(&mut self, in_use: impl Fn(u32) -> bool) {
        let tables = &mut self.tables;
        self.stale.retain(|&id| {
            if in_use(id) {
                return true;
            }
            tables[id as usize] = None;
            false
        });
    }

    /// abolish_all_tables/0.
    pub fn abolish_all(&mut self) {
        self.by_variant.clear();
        self.stale.clear();
        self.tables.clear();
        self.component.clear();
        self.dirty.clear();
        self.enclosing.clear();
        self.leader = None;
        self.reached = 0;
    }
}

impl super::Machine {
    /// Flattens the arguments of the call `term` into the tables' scratch
    /// vector (`self.tables.flattener.flat`).
    pub fn flatten_answer(&mut self, term: Cell) -> Result<(), super::Exc> {
        if self.tables.flattener.flatten_call(&mut self.heap, term).is_err() {
            let ty = self.atoms.intern("acyclic_term");
            return Err(self.err_type(ty, term));
        }
        Ok(())
    }

    /// Adds the arguments of `answer` to table `id` (of plain variant
    /// tabling): true when they are new.
    pub fn add_table_answer(&mut self, id: u32, answer: Cell) -> Result<bool, super::Exc> {
        self.flatten_answer(answer)?;
        let tables = &mut *self.tables;
        let Some(t) = tables.tables.get_mut(id as usize).and_then(|t| t.as_mut()) else { return Ok(false) };
        if t.answers.insert_new(&tables.flattener.flat).is_none() {
            return Ok(false);
        }
        t.live.push(true);
        tables.mark_dirty(id);
        Ok(true)
    }

    /// A clause of a tabled predicate being loaded goes to its worker
    /// `'Name tabled'`: the clause with its head renamed (else unchanged).
    pub fn rename_tabled_clause(&mut self, clause: Cell, module: Atom) -> Cell {
        if self.tables.tabled.is_empty() {
            return clause;
        }
        self.clause_for_worker(clause, "tabled", |m, name, arity| m.tables.tabled.contains_key(&(module, name, arity)))
    }

    /// The name of the worker that runs the clauses of a predicate Name
    /// declared by table/1 or det/1: `'Name Suffix'`.
    pub fn worker_name(&mut self, name: Atom, suffix: &str) -> Atom {
        self.atoms.intern(&format!("{} {suffix}", self.atoms.text(name)))
    }

    /// A clause being loaded for a predicate whose clauses go to a worker
    /// (`wraps(Name, Arity)`, table/1's and det/1's): the clause with its
    /// head renamed to the worker `'Name Suffix'`; else the clause itself.
    pub fn clause_for_worker(
        &mut self,
        clause: Cell,
        suffix: &str,
        wraps: impl Fn(&super::Machine, Atom, u32) -> bool,
    ) -> Cell {
        let clause = self.heap.deref(clause);
        let (head, body) = match self.heap.functor_of(clause) {
            Some((crate::term::atoms::NECK, 2)) => {
                (self.heap.deref(self.heap.arg(clause, 0)), Some(self.heap.arg(clause, 1)))
            }
            _ => (clause, None),
        };
        let Some((name, arity)) = self.heap.functor_of(head) else { return clause };
        if !wraps(self, name, arity) {
            return clause;
        }
        let worker = self.worker_name(name, suffix);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::copy::copy_out;
    use crate::term::{AtomTable, Heap};

    #[test]
    fn mark_atoms_reports_the_atoms_of_stored_answers() {
        let mut atoms = AtomTable::new();
        let (p, only) = (atoms.intern("p"), atoms.intern("only_in_an_answer"));
        let mut heap = Heap::new();
        let x = heap.new_var();
        let call = heap.compound(p, &[x]);
        let mut tables = Tables::default();
        let (id, _) = tables.find_or_create(copy_out(&heap, call, false));
        let answer = heap.compound(p, &[Cell::Atom(only)]);
        assert!(tables.flattener.flatten_call(&mut heap, answer).is_ok());
        let flat = tables.flattener.flat.clone();
        assert_eq!(tables.table(id).map(|t| t.answers.insert_new(&flat)), Some(Some(0)));
        let mut seen = Vec::new();
        tables.mark_atoms(&mut |a| seen.push(a));
        assert!(seen.contains(&only), "{seen:?}");
        assert!(seen.contains(&p), "{seen:?}");
    }
}
