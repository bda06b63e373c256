//! Compiling clauses to machine code and installing them in the database.

mod atomic_fact;
pub mod body;
pub mod clause;
pub mod goal_clause;
mod head_unify;
mod module_call;

use crate::machine::copy::copy_out;
use crate::machine::database::{ClauseInfo, PredKind};
use crate::machine::instr::PredId;
use crate::machine::memory::{owned_bytes, CLAUSE_RECORD_BYTES};
use crate::machine::select::clause_guard::{Guard, TESTS};
use crate::machine::select::index_key::{head_arg_key, key_word, LIST_HEAD};
use crate::machine::transparent::CodeOwner;
use crate::machine::{Exc, Machine};
use crate::term::{atoms, Atom, Cell};
use std::rc::Rc;

/// Whether the term `t`, read as a tree (a subterm reached twice counted
/// twice), has more than `cap` compound arguments; stops counting there,
/// so a term sharing subterms exponentially costs at most `cap` steps.
/// `t` must be acyclic.
fn tree_args_past(heap: &crate::term::Heap, t: Cell, cap: usize) -> bool {
    let mut args = 0usize;
    let mut work = vec![t];
    while let Some(c) = work.pop() {
        let c = heap.deref(c);
        if let Some((_, arity)) = heap.functor_of(c) {
            args += arity as usize;
            if args > cap {
                return true;
            }
            work.extend((0..arity).map(|i| heap.arg(c, i)));
        }
    }
    false
}

/// Where assert puts a new clause.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Position {
    First,
    Last,
}

impl Machine {
    /// Compiles `clause` and adds it to its predicate. Raises the ISO
    /// permission error for builtins and (when `from_assert`) static predicates,
    /// and `representation_error(cyclic_term)` for a cyclic clause, which has
    /// no finite code (as SWI-Prolog does). `module` is the module the clause
    /// goes to unless its head names one.
    pub fn add_clause(&mut self, clause: Cell, pos: Position, from_assert: bool, module: Atom) -> Result<PredId, Exc> {
        // A fact of constants needs neither the checks nor the compiler
        // (atomic_fact.rs); its head is kept for the guard and the indexes.
        let (compiled, clause, atomic_head) = match self.atomic_fact(clause, module) {
            Some((compiled, head)) => (compiled, clause, Some(head)),
            None => {
                // Each argument of each compound in the clause, read as a
                // tree (the compiler unfolds shared subterms), costs at
                // least one instruction and, in a rule, a cell of the term
                // kept for clause/2: a clause whose least cost passes the
                // room left is refused before the compiler allocates it.
                // A usual clause is one plain walk that also shows it
                // acyclic; a large one is checked for cycles first.
                let room = self.stack_limit.saturating_sub(self.stack_usage());
                let least_bytes = std::mem::size_of::<crate::machine::instr::Instr>() + std::mem::size_of::<Cell>();
                let cap = room / least_bytes;
                let too_big = match crate::term::cycles::small_tree_args(&self.heap, clause) {
                    Some(args) => args > cap,
                    None => {
                        // Seconds for a clause of millions of cells: Ctrl-C
                        // stops the search (and an assert, a load).
                        let stop = self.stop();
                        let cycles =
                            self.until_done(|m| crate::term::cycles::cycle_entries_stoppable(&m.heap, clause, &stop))?;
                        if !cycles.is_empty() {
                            let cyclic = self.atoms.intern("cyclic_term");
                            return Err(self.err_representation(cyclic));
                        }
                        tree_args_past(&self.heap, clause, cap)
                    }
                };
                if too_big {
                    return Err(self.err_memory());
                }
                let clause = if self.debug_mode { clause } else { self.move_head_unifications(clause, module) };
                self.compile_module = module;
                let compiled = self.compile_clause(clause);
                self.compile_module = atoms::USER;
                (compiled?, clause, None)
            }
        };
        // The cut is a control construct with no table entry: a clause for
        // it is ISO 8.9.1.3's permission error (SWI-Prolog and GNU Prolog
        // agree; found by tools/difffuzz).
        if compiled.name == atoms::CUT && compiled.arity == 0 {
            crate::machine::code_gc::release_blobs(&mut self.blobs, &compiled.code);
            let pi = self.indicator(compiled.name, compiled.arity);
            return Err(self.err_permission(atoms::MODIFY, atoms::STATIC_PROCEDURE, pi));
        }
        let p = self.pred_in(compiled.module, compiled.name, compiled.arity);
        // A system predicate cannot be redefined in another module.
        let system_pred = self.is_protected_system_pred(compiled.module, compiled.name, compiled.arity);
        let pred = &mut self.preds[p as usize];
        if matches!(pred.kind, PredKind::Imported(_)) && !system_pred {
            // A local definition replaces an import.
            pred.kind = PredKind::User;
        }
        let pred = &self.preds[p as usize];
        let is_static_user = from_assert && !pred.dynamic && pred.clauses.has_live() && pred.source.is_some();
        if !matches!(pred.kind, PredKind::User) || pred.system || is_static_user || system_pred {
            crate::machine::code_gc::release_blobs(&mut self.blobs, &compiled.code);
            let pi = self.indicator(compiled.name, compiled.arity);
            return Err(self.err_permission(atoms::MODIFY, atoms::STATIC_PROCEDURE, pi));
        }
        // The clause store counts against stack_limit (machine/memory.rs):
        // a clause that does not fit, or a code area the allocator cannot
        // grow, is resource_error(memory) before anything is placed.
        let code_bytes = compiled.code.len() * std::mem::size_of::<crate::machine::instr::Instr>();
        if self.reserve_for_program(code_bytes + CLAUSE_RECORD_BYTES).is_err()
            || self.code.try_reserve(compiled.code.len()).is_err()
        {
            crate::machine::code_gc::release_blobs(&mut self.blobs, &compiled.code);
            return Err(self.err_memory());
        }
        // Reclaimed code first (code_gc.rs), else the end of the area.
        let owner = CodeOwner { module, transparent: self.preds[p as usize].transparent };
        let base = self.place_code(&compiled.code, owner, |ins, base| ins.map_target(|l| l + base));
        let len = compiled.code.len() as u32;
        self.ensure_regs(compiled.max_reg as usize + compiled.arity as usize + 1);
        let (term, stored_head, body) = match atomic_head {
            Some(head) => (None, head, Cell::Atom(atoms::TRUE)),
            None => {
                let stored = self.clause_term(clause);
                // A fact keeps only its code (machine/fact_code.rs rebuilds the term).
                let fact_body = matches!(self.heap.deref(self.heap.arg(stored, 1)), Cell::Atom(atoms::TRUE));
                let term = if fact_body && crate::machine::fact_code::is_rebuildable_fact(&compiled.code) {
                    None
                } else {
                    Some(Rc::new(copy_out(&self.heap, stored, false)))
                };
                (term, self.heap.arg(stored, 0), self.heap.arg(stored, 1))
            }
        };
        self.clause_store_bytes += CLAUSE_RECORD_BYTES + term.as_deref().map_or(0, owned_bytes);
        // A fact (body `true`) has no guard; the guard's search would
        // look its test names up by text for every asserted fact.
        let guard = match self.heap.deref(body) {
            Cell::Atom(atoms::TRUE) => Guard::NONE,
            _ => self.clause_guard(compiled.module, stored_head, body),
        };
        self.clause_counter += 1;
        let source = if from_assert { None } else { self.clause_source.take() };
        let inner_word = key_word(head_arg_key(&self.heap, stored_head, LIST_HEAD));
        let info = ClauseInfo::new(base, len, inner_word, self.clause_counter, term, source);
        let key = compiled.key;
        // The clause's atoms live as long as its code (see atom_gc.rs).
        self.pin_clause_atoms(&compiled.code, info.term.as_deref(), source.map(|(file, _)| file));
        let heap = &self.heap;
        let arg_key = |arg: u32| head_arg_key(heap, stored_head, arg);
        let pred = &mut self.preds[p as usize];
        if from_assert && !pred.defined && !pred.clauses.has_live() {
            pred.dynamic = true;
        }
        pred.defined = true;
        match pos {
            // Into the front gap, in place even while calls share the list;
            // making a new gap moves the clauses, so a shared list is copied
            // first.
            Position::First => {
                if let Some(list) = Rc::get_mut(&mut pred.clauses) {
                    list.maybe_purge();
                }
                if !pred.clauses.has_front_gap() {
                    Rc::make_mut(&mut pred.clauses).open_front_gap();
                }
                let inserted = pred.clauses.push_front(info, key, guard);
                debug_assert!(inserted, "a front gap was just made");
            }
            // Appends happen in place even while calls share the list.
            Position::Last => {
                if let Some(list) = Rc::get_mut(&mut pred.clauses) {
                    list.maybe_purge();
                }
                pred.clauses.push(info, key, guard, arg_key);
            }
        }
        Ok(p)
    }

    /// The guard of clause `head :- body` in `module` (clause_guard.rs):
    /// its type test must be the system's own.
    fn clause_guard(&self, module: Atom, head: Cell, body: Cell) -> Guard {
        Guard::of_clause(
            &self.heap,
            head,
            body,
            |name| {
                let test = TESTS.iter().position(|&t| t == self.atoms.text(name))?;
                let p = self.direct_target(module, name, 1)?;
                matches!(self.preds[p as usize].kind, PredKind::Builtin(_)).then_some(test)
            },
            self.atoms.lookup("=="),
            self.direct_target(module, atoms::EQUALS, 2)
                .is_some_and(|p| matches!(self.preds[p as usize].kind, PredKind::Builtin(_)))
                .then_some(atoms::EQUALS),
        )
    }

    /// The clause as stored for clause/2: always `Head :- Body`, without a
    /// module qualification on the head.
    fn clause_term(&mut self, clause: Cell) -> Cell {
        let clause = self.heap.deref(clause);
        let (head, body) = match self.heap.functor_of(clause) {
            Some((atoms::NECK, 2)) => (self.heap.arg(clause, 0), self.heap.arg(clause, 1)),
            _ => (clause, Cell::Atom(atoms::TRUE)),
        };
        let mut head = self.heap.deref(head);
        if let Some((atoms::COLON, 2)) = self.heap.functor_of(head) {
            head = self.heap.arg(head, 1);
        }
        let body = self.wrap_var_goals(body);
        self.heap.compound(atoms::NECK, &[head, body])
    }

    /// The body with every variable goal `G` written as `call(G)`, through
    /// the control constructs, as clause/2 must return it.
    fn wrap_var_goals(&mut self, body: Cell) -> Cell {
        crate::host::grow_stack(|| {
            let b = self.heap.deref(body);
            match self.heap.functor_of(b) {
                _ if b.is_var_ref() => self.heap.compound(atoms::CALL, &[b]),
                Some((f @ (atoms::COMMA | atoms::SEMICOLON | atoms::ARROW | atoms::SOFT_ARROW), 2)) => {
                    let l = self.heap.arg(b, 0);
                    let r = self.heap.arg(b, 1);
                    let l = self.wrap_var_goals(l);
                    let r = self.wrap_var_goals(r);
                    self.heap.compound(f, &[l, r])
                }
                Some((atoms::NOT_PROVABLE, 1)) => {
                    let g = self.heap.arg(b, 0);
                    let g = self.wrap_var_goals(g);
                    self.heap.compound(atoms::NOT_PROVABLE, &[g])
                }
                _ => b,
            }
        })
    }
}
