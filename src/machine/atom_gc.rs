//! Atom garbage collection: mark and sweep over the atom table
//! (`term/atom_table.rs`), as SWI-Prolog's AGC.
//!
//! **What is never collected.** The atoms interned while the machine
//! started (predefined atoms, builtin names, the system library) are
//! permanent. Atoms of clause code are pinned when the clause is added
//! ([`Machine::pin_clause_atoms`]: its instructions, its stored term, its
//! source file): a clause's code is scanned once, never at a collection.
//! Pins are counted: when `code_gc.rs` reclaims a clause's code, its atoms
//! are unpinned, and collected once nothing else holds them.
//!
//! **Roots**, marked at each collection: every cell of the heap (all of
//! it, live or not: a cell that is garbage only keeps its atoms a little
//! longer), of the environment stack, of the argument registers and of the
//! argument stack (which holds the registers of every open query's caller,
//! saved in its barrier), the trail, the cells of choicepoint alternatives,
//! the wakeup list, `redo_state` and the pending exception; the terms
//! copied out of the heap (findall/3 bags, nb_setval/2 values, flag values,
//! initialization goals, answer tables); and every table keyed by atoms:
//! predicates and their names and modules, the module table, code modules,
//! b_setval/2 names, stream aliases, files being loaded and loaded, the
//! source of the last uncaught error, and the CLP(FD) module name.
//! Operators and stream file names are kept as text, not atoms.
//!
//! **When.** At a safe point of the dispatch loop (where the machine polls
//! for interrupts, every 4096 calls: there all state is in the machine's
//! registers and stacks, and Rust code that opened a nested query holds
//! only heap cells below it and the atoms of the tables above) once the
//! atom count has grown past `AgcState::trigger`: the `agc_margin` flag
//! (SWI-Prolog's default 10,000; 0 turns it off) above the count the last
//! collection left, or more when the last collection scanned much (a
//! large heap or table), so that a collection costs at most a few cells'
//! work per atom created. garbage_collect_atoms/0 collects at once.

use super::choice::Alt;
use super::{Exc, Machine};
use crate::machine::copy::OwnedTerm;
use crate::machine::instr::Instr;
use crate::term::{Atom, AtomMarks, Cell};
use web_time::{Duration, Instant};

/// SWI-Prolog's default `agc_margin`.
pub const DEFAULT_AGC_MARGIN: usize = 10_000;

/// A collection may scan this many cells (and table slots) for each atom
/// created since the previous one.
const WORK_PER_ATOM: usize = 32;

/// The atom collector's setting and counters.
pub struct AgcState {
    /// The `agc_margin` flag: atoms created between collections (0: never
    /// collect by itself).
    pub margin: usize,
    /// Atom count at which the next collection runs (`usize::MAX` while the
    /// machine starts).
    pub trigger: usize,
    pub collections: u64,
    /// Atoms freed by all collections.
    pub gained: u64,
    pub time: Duration,
}

impl Default for AgcState {
    fn default() -> Self {
        AgcState { margin: DEFAULT_AGC_MARGIN, trigger: usize::MAX, collections: 0, gained: 0, time: Duration::ZERO }
    }
}

impl Machine {
    /// The machine has started: what it interned so far is permanent, and
    /// collections may run.
    pub(crate) fn atoms_started(&mut self) {
        self.atoms.make_permanent();
        self.set_agc_trigger(0);
    }

    /// Sets the `agc_margin` flag.
    pub fn set_agc_margin(&mut self, margin: usize) {
        self.agc.margin = margin;
        self.set_agc_trigger(0);
    }

    fn set_agc_trigger(&mut self, work: usize) {
        self.agc.trigger = if self.agc.margin == 0 {
            usize::MAX
        } else {
            self.atoms.len().saturating_add(self.agc.margin.max(work / WORK_PER_ATOM))
        };
    }

    /// From the dispatch loop's periodic poll (a safe point).
    #[inline]
    pub(crate) fn collect_atoms_if_due(&mut self) {
        if self.atoms.len() >= self.agc.trigger {
            self.garbage_collect_atoms();
        }
    }

    /// Collects the atoms nothing refers to (garbage_collect_atoms/0).
    /// Returns how many were freed. Does nothing while the tracer holds
    /// frames.
    pub fn garbage_collect_atoms(&mut self) -> usize {
        if self.tracer.frames_exist {
            return 0;
        }
        let started = Instant::now();
        let mut marks = self.atoms.new_marks();
        let scanned = self.mark_atom_roots(&mut marks);
        let freed = self.atoms.sweep(&marks);
        self.agc.collections += 1;
        self.agc.gained += freed as u64;
        self.agc.time += started.elapsed();
        self.set_agc_trigger(scanned + self.atoms.len());
        freed
    }

    /// Pins the atoms of a clause being added: those of its code, of the
    /// term kept for clause/2, and its source file.
    pub(crate) fn pin_clause_atoms(&mut self, code: &[Instr], term: Option<&OwnedTerm>, source: Option<Atom>) {
        for_clause_atoms(code, term, source, |a| self.atoms.pin(a));
    }

    /// Marks every atom a root holds; returns the number of cells and
    /// entries looked at (the collection's work).
    fn mark_atom_roots(&self, marks: &mut AtomMarks) -> usize {
        let mut work = 0;
        let mut cells = |cs: &[Cell], marks: &mut AtomMarks| {
            work += cs.len();
            for &c in cs {
                mark_cell(c, marks);
            }
        };
        cells(&self.heap.cells, marks);
        cells(&self.stack, marks);
        cells(&self.x, marks);
        cells(&self.argstack, marks);
        for &(u, v) in self.unify_stack.iter().chain(&self.wake) {
            mark_cell(u, marks);
            mark_cell(v, marks);
        }
        for (_, old) in self.trail.iter() {
            mark_cell(old, marks);
        }
        work += self.trail.len();
        for ch in &self.choices {
            match &ch.alt {
                Alt::Catch { catcher, recovery, .. } => {
                    mark_cell(*catcher, marks);
                    mark_cell(*recovery, marks);
                }
                Alt::Cleanup { goal, .. } | Alt::Undo { goal } => mark_cell(*goal, marks),
                Alt::Redo { state, .. } => mark_cell(*state, marks),
                Alt::TraceCall(frame) => mark_cell(frame.goal, marks),
                Alt::Code(_) | Alt::Clauses { .. } | Alt::Barrier | Alt::Dead | Alt::TraceRedo { .. } => {}
            }
        }
        if let Some(c) = self.redo_state {
            mark_cell(c, marks);
        }
        if let Some(Exc::Throw(c)) = self.pending_exc {
            mark_cell(c, marks);
        }
        // Terms copied out of the heap.
        let mut owned = |t: &OwnedTerm, marks: &mut AtomMarks| {
            work += t.cells.len();
            mark_cell(t.root, marks);
            for &c in &t.cells {
                mark_cell(c, marks);
            }
        };
        let mut bag_cells = 0;
        for bag in &self.bags {
            bag_cells += bag.cells.len();
            for &c in bag.cells.iter().chain(&bag.roots) {
                mark_cell(c, marks);
            }
        }
        for (&name, value) in &self.global_vars {
            marks.mark(name);
            owned(value, marks);
        }
        for flag in &self.flags.values {
            marks.mark(flag.name);
            owned(&flag.value, marks);
        }
        for goal in &self.init_goals {
            owned(goal, marks);
        }
        self.tables.mark_atoms(&mut |a| marks.mark(a));
        self.mark_atom_tables(marks);
        work + bag_cells + self.preds.len()
    }

    /// The atoms that name things: predicates, modules, files, aliases.
    fn mark_atom_tables(&self, marks: &mut AtomMarks) {
        for p in &self.preds {
            marks.mark(p.module);
            marks.mark(p.name);
            if let Some(f) = p.source {
                marks.mark(f);
            }
        }
        for &(module, name, _) in self.pred_map.keys() {
            marks.mark(module);
            marks.mark(name);
        }
        for md in self.modules.values() {
            marks.mark(md.name);
            marks.mark(md.parent);
            if let Some(f) = md.file {
                marks.mark(f);
            }
            for &(name, _) in &md.exports {
                marks.mark(name);
            }
            for &(_, typ, name) in &md.export_ops {
                marks.mark(typ);
                marks.mark(name);
            }
        }
        for &(_, owner) in &self.code_modules {
            marks.mark(owner.module);
        }
        if let Some(index) = &self.autoload_index {
            for &(name, _) in index.exports.keys() {
                marks.mark(name);
            }
            for &module in index.modules.keys() {
                marks.mark(module);
            }
        }
        for a in [self.toplevel_module, self.compile_module] {
            marks.mark(a);
        }
        for a in self.explicit_context.iter().chain(&self.fd.module) {
            marks.mark(*a);
        }
        for &name in self.b_vars.keys() {
            marks.mark(name);
        }
        for &alias in self.out.aliases.keys() {
            marks.mark(alias);
        }
        for stream in self.out.table.iter().flatten() {
            for &alias in &stream.aliases {
                marks.mark(alias);
            }
        }
        for ctx in &self.load_stack {
            marks.mark(ctx.file);
            marks.mark(ctx.module);
            if let Some(d) = ctx.declared {
                marks.mark(d);
            }
            for &(module, name, _) in &ctx.ssu {
                marks.mark(module);
                marks.mark(name);
            }
            for first in ctx.first_clause.values() {
                marks.mark(first.file);
            }
        }
        if let Some((file, _)) = self.clause_source {
            marks.mark(file);
        }
        for &file in self.file_times.keys().chain(&self.loaded_files) {
            marks.mark(file);
        }
    }
}

#[inline]
fn mark_cell(c: Cell, marks: &mut AtomMarks) {
    if let Cell::Atom(a) | Cell::Fun(a, _) = c {
        marks.mark(a);
    }
}

/// Calls `f` on each atom a clause pins (see [`Machine::pin_clause_atoms`]);
/// `code_gc.rs` unpins the same atoms when it reclaims the clause.
pub(crate) fn for_clause_atoms(
    code: &[Instr],
    term: Option<&OwnedTerm>,
    source: Option<Atom>,
    mut f: impl FnMut(Atom),
) {
    for ins in code {
        if let (Some(a), _) = ins.constants() {
            f(a);
        }
    }
    if let Some(t) = term {
        for &c in t.cells.iter().chain(std::iter::once(&t.root)) {
            if let Cell::Atom(a) | Cell::Fun(a, _) = c {
                f(a);
            }
        }
    }
    if let Some(file) = source {
        f(file);
    }
}
