//! Running a goal from Rust: the top level, directives, and builtins that
//! need a nested query (consult/1). A query sits on a barrier choicepoint;
//! the caller's registers are saved in it (on the argument stack, where the
//! collectors see them) and restored when the query closes.

use super::choice::Alt;
use super::copy::{copy_out, OwnedTerm};
use super::run::Outcome;
use super::{addr, Machine, NO_CATCH};
use crate::machine::instr::CodeAddr;
use crate::term::{Addr, Cell};

/// An open query: its barrier and what it saved of the caller.
pub struct Query {
    barrier: usize,
    saved_pc: CodeAddr,
    saved_cp: CodeAddr,
    saved_e: u32,
    saved_b0: u32,
    saved_catch: u32,
    saved_context: Option<crate::term::Atom>,
    saved_trace_ctx: super::trace::TraceCtx,
    started: bool,
    finished: bool,
    /// Named variables of a query read from text, for showing answers.
    pub vars: Vec<(String, Cell)>,
}

impl Machine {
    /// Opens a query for `goal` (a heap term). Solutions are produced with
    /// [`Machine::next_solution`]; [`Machine::close_query`] must follow.
    pub fn open_query(&mut self, goal: Cell) -> Query {
        let q = Query {
            barrier: self.choices.len(),
            saved_pc: self.pc,
            saved_cp: self.cp,
            saved_e: self.e,
            saved_b0: self.b0,
            saved_catch: self.catch_top,
            saved_context: self.explicit_context.take(),
            saved_trace_ctx: self.tracer.ctx,
            started: false,
            finished: false,
            vars: Vec::new(),
        };
        let registers = self.x.len() as u32;
        // The caller's pc is a root of the code collector (code_gc.rs).
        // Entries above the barrier are of queries dropped unclosed.
        self.cgc.query_pcs.retain(|&(b, _)| (b as usize) < q.barrier);
        self.cgc.query_pcs.push((q.barrier as u32, self.pc));
        self.push_choice(Alt::Barrier, registers);
        self.catch_top = NO_CATCH;
        self.x[0] = goal;
        q
    }

    /// The next solution of an open query.
    pub fn next_solution(&mut self, q: &mut Query) -> Outcome {
        if q.finished {
            return Outcome::False;
        }
        if q.barrier == 0 && self.sandbox.is_some() {
            // Each answer of an outermost query gets the sandbox's time.
            self.start_query_clock();
            let outcome = self.next_solution_timed(q);
            self.stop_query_clock();
            return outcome;
        }
        self.next_solution_timed(q)
    }

    fn next_solution_timed(&mut self, q: &mut Query) -> Outcome {
        if !q.started {
            q.started = true;
            self.cp = addr::SUCCEED;
            // No clause is running: the goal's context is the source module.
            self.pc = addr::SUCCEED;
            let goal = self.x[0];
            if let Err(e) = self.call_goal(goal, &[]) {
                match e {
                    super::Exc::Throw(ball) => {
                        if let Err(owned) = self.handle_throw(ball) {
                            q.finished = true;
                            return Outcome::Error(owned);
                        }
                    }
                    super::Exc::Halt(code) => {
                        q.finished = true;
                        return Outcome::Halt(code);
                    }
                }
            }
        } else if !self.backtrack() {
            q.finished = true;
            return Outcome::False;
        }
        let outcome = self.run();
        if !matches!(outcome, Outcome::True) {
            q.finished = true;
        }
        outcome
    }

    /// Whether the open query may have more solutions: a choicepoint above
    /// its barrier holds an alternative. Catch frames, soft-cut leftovers,
    /// cleanup frames and the tracer's markers only pass backtracking on,
    /// so `time(true)` or `(true *-> true ; true)` answer `true.` as in
    /// SWI-Prolog.
    pub fn query_has_more(&self, q: &Query) -> bool {
        use super::choice::Alt;
        !q.finished
            && self.choices.get(q.barrier + 1..).is_some_and(|above| {
                above.iter().any(|c| matches!(c.alt, Alt::Code(_) | Alt::Clauses { .. } | Alt::Redo { .. }))
            })
    }

    /// Closes a query: discards its choicepoints and, when `keep` is false,
    /// its bindings and heap; restores the caller's registers.
    pub fn close_query(&mut self, q: Query, keep: bool) {
        // undo/1 goals run when the query's bindings are taken back, as
        // when backtracking goes past them.
        let mut undos = Vec::new();
        if let Some(b) = self.choices.get(q.barrier) {
            let (args, nargs) = (b.args as usize, b.nargs as usize);
            if !keep {
                undos = self.undo_goals_above(q.barrier);
                self.cleanups -= undos.len() as u32;
                self.restore_to(q.barrier);
            }
            self.x[..nargs].copy_from_slice(&self.argstack[args..args + nargs]);
            self.pop_choices_to(q.barrier);
        }
        let open = self.cgc.query_pcs.partition_point(|&(b, _)| (b as usize) < q.barrier);
        self.cgc.query_pcs.truncate(open);
        self.pc = q.saved_pc;
        self.cp = q.saved_cp;
        self.e = q.saved_e;
        self.b0 = q.saved_b0;
        self.catch_top = q.saved_catch;
        self.explicit_context = q.saved_context;
        self.tracer.ctx = q.saved_trace_ctx;
        if self.choices.is_empty() {
            self.tracer.frames_exist = false;
            self.tracer.last = None;
            // A skip (or up) that the query did not see to its end.
            self.tracer.skip_depth = u32::MAX;
            self.gc_after_outermost_query();
        }
        self.wake.clear();
        self.astack.clear();
        self.heap_operands.clear();
        self.run_undo_goals(undos);
        self.release_spare_capacity();
    }

    /// After a query that grew the stacks a lot, give most of the space back.
    fn release_spare_capacity(&mut self) {
        const BIG: usize = 1 << 22;
        if self.heap.cells.capacity() > BIG && self.heap.cells.len() < self.heap.cells.capacity() / 4 {
            self.heap.cells.shrink_to(self.heap.cells.len().max(BIG / 4) * 2);
        }
        if self.stack.capacity() > BIG && self.stack.len() < self.stack.capacity() / 4 {
            self.stack.shrink_to(self.stack.len().max(BIG / 4) * 2);
        }
        self.trail.shrink_if_sparse(BIG);
    }

    /// Runs `goal` once and discards everything it did except side effects.
    pub fn run_once(&mut self, goal: Cell) -> Outcome {
        let mut q = self.open_query(goal);
        let r = self.next_solution(&mut q);
        self.close_query(q, false);
        r
    }

    /// Runs `goal` once in the caller's context: when it succeeds its
    /// bindings stay (trailed, so backtracking in the caller undoes them);
    /// its choicepoints are discarded.
    pub fn run_once_keeping_bindings(&mut self, goal: Cell) -> Outcome {
        let mut q = self.open_query(goal);
        let r = self.next_solution(&mut q);
        let keep = matches!(r, Outcome::True);
        self.close_query(q, keep);
        r
    }

    /// Runs `goal` once, keeping its bindings; the result term is copied out
    /// of the heap so that it stays valid.
    pub fn run_once_copy(&mut self, goal: Cell) -> (Outcome, Option<OwnedTerm>) {
        let mut q = self.open_query(goal);
        let r = self.next_solution(&mut q);
        let copy = matches!(r, Outcome::True).then(|| copy_out(&self.heap, goal, false));
        self.close_query(q, false);
        (r, copy)
    }

    /// The current value of a named variable of a query.
    pub fn query_var(&self, q: &Query, name: &str) -> Option<Cell> {
        q.vars.iter().find(|(n, _)| n == name).map(|&(_, c)| self.heap.deref(c))
    }

    pub fn heap_mark(&self) -> Addr {
        self.heap.top()
    }
}
