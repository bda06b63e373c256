//! Meta-calls (call/N: control constructs interpreted, a goal's module
//! resolved, cuts made local), catch/3 entry, and the wakeup of
//! attributed-variable hooks after a binding.

use super::choice::Alt;
use super::database::PredKind;
use super::{addr, Exc, Machine};
use crate::machine::instr::PredId;
use crate::term::{atoms, Cell};

impl Machine {
    /// Calls `goal` with `extra` arguments appended (call/N), in the
    /// context module of the running code. The continuation must already
    /// be in `cp`. Cuts inside the goal are local.
    pub fn call_goal(&mut self, goal: Cell, extra: &[Cell]) -> Result<(), Exc> {
        self.call_in(None, goal, extra, None)
    }

    /// `@(Goal, Module)`: Goal, found in the context module of the running
    /// code (or in the module it is qualified with), runs with Module as
    /// its context: a meta-predicate's module-sensitive arguments are
    /// qualified with Module, a Rust builtin sees Module as its context.
    pub fn call_at(&mut self, goal: Cell, module: Cell) -> Result<(), Exc> {
        match self.heap.deref(module) {
            Cell::Atom(m) => self.call_in(None, goal, &[], Some(m)),
            m if m.is_var_ref() => Err(self.err_instantiation()),
            m => Err(self.err_type(atoms::ATOM, m)),
        }
    }

    /// call/N in `module` (None: the context module, found only when
    /// needed); `at` is the context `@/2` gives (None: the module the goal
    /// runs in).
    fn call_in(
        &mut self,
        module: Option<crate::term::Atom>,
        goal: Cell,
        extra: &[Cell],
        at: Option<crate::term::Atom>,
    ) -> Result<(), Exc> {
        let goal = self.heap.deref(goal);
        let (name, arity) = match goal {
            Cell::Ref(_) | Cell::Attv(_) => return Err(self.err_instantiation()),
            Cell::Atom(a) => (a, 0),
            Cell::Str(a) => match self.heap.get(a) {
                Cell::Fun(f, n) => (f, n),
                _ => unreachable!(),
            },
            Cell::Lis(_) => (atoms::DOT, 2),
            _ => return Err(self.err_type(atoms::CALLABLE, goal)),
        };
        if name == atoms::COLON && arity == 2 {
            let m = self.heap.deref(self.heap.arg(goal, 0));
            let g = self.heap.deref(self.heap.arg(goal, 1));
            return match m {
                Cell::Atom(m) => self.call_in(Some(m), g, extra, at),
                _ if m.is_var_ref() => Err(self.err_instantiation()),
                _ => Err(self.err_type(atoms::MODULE, m)),
            };
        }
        let ctx = match module {
            Some(m) => m,
            None => self.context_module(),
        };
        if extra.is_empty() && is_control(name, arity) {
            // Compiled to a clause (goal_cache.rs) and run with this call's
            // cut barrier: not under `@/2`, nor for system code's goals
            // (whose leaves resolve in the source module), nor while the
            // tracer shows the interpreter's leaf ports.
            if let Some(compile) = self.goal_compiler {
                if at.is_none() && !self.debug_mode && ctx != atoms::SYSTEM {
                    if let Some(code) = compile(self, ctx, goal)? {
                        // Entered as a predicate is: an inference, and the
                        // interrupt, atom and heap collection polls (the
                        // clause's arguments are in the registers, roots).
                        self.inferences += 1;
                        if self.call_poll_due(self.inferences) {
                            self.call_polls()?;
                        }
                        self.b0 = self.choices.len() as u32;
                        self.pc = code;
                        return Ok(());
                    }
                }
            }
            // Control constructs in a meta-call run through '$call_body'/2,
            // whose second argument is the cut barrier of this call; its
            // goals run in the source module unless qualified, each under
            // `@/2` when it gave a context.
            let goal = match at {
                Some(at) => self.control_at(ctx, at, goal),
                None if ctx != self.source_module() => self.qualify_control(ctx, goal),
                None => goal,
            };
            let level = Cell::Int(self.choices.len() as i64);
            self.x[0] = goal;
            self.x[1] = level;
            let p = self.system_pred(atoms::CALL_BODY, 2);
            self.b0 = self.choices.len() as u32;
            return self.enter_or_fail(p);
        }
        let total = arity as usize + extra.len();
        self.ensure_regs(total);
        for i in 0..arity {
            self.x[i as usize] = self.heap.arg(goal, i);
        }
        for (k, &c) in extra.iter().enumerate() {
            self.x[arity as usize + k] = c;
        }
        let p = self.call_target(ctx, name, total as u32);
        let target = &self.preds[p as usize];
        // The goal arguments of a meta-predicate come from `at` or `ctx`.
        let meta_ctx = at.unwrap_or(ctx);
        if target.meta.is_some() && (at.is_some() || target.module != ctx) {
            // As a call through an import: the callee sees where the goal
            // arguments come from, unless it would infer that anyway.
            if at.is_some() || self.inferred_context(p) != ctx {
                let spec = self.preds[p as usize].meta.clone().expect("meta spec");
                self.qualify_meta_args(&spec, meta_ctx);
            }
        }
        self.b0 = self.choices.len() as u32;
        let target = &self.preds[p as usize];
        if (module.is_some() || at.is_some())
            && (matches!(target.kind, PredKind::Builtin(_) | PredKind::Nondet(_)) || target.transparent)
        {
            // A Rust builtin or a transparent predicate called as
            // Module:Goal (or under `@/2`) sees that module as its context
            // (a transparent one's entry keeps it, transparent.rs).
            self.explicit_context = Some(meta_ctx);
            let r = self.enter_or_fail(p);
            self.explicit_context = None;
            return r;
        }
        self.enter_or_fail(p)
    }

    /// Enters `p`; a failing entry backtracks right away so that the caller
    /// always gets a machine ready to run.
    fn enter_or_fail(&mut self, p: PredId) -> Result<(), Exc> {
        if !self.enter(p)? && !self.backtrack() {
            // No alternative left inside this query: continue at a Fail
            // instruction so that run() reports the failure.
            self.pc = addr::FAIL;
        }
        Ok(())
    }

    /// catch(Goal, Catcher, Recovery): pushes a catch frame and calls Goal
    /// with a small environment whose continuation is CatchExit.
    pub(crate) fn enter_catch(&mut self) -> Result<(), Exc> {
        let (goal, catcher, mut recovery) = (self.x[0], self.x[1], self.x[2]);
        // The recovery runs in the module catch/3 was called from, not in
        // the one whose code threw (a library's): it is qualified here,
        // where the caller's context is known. In `user`, the common case,
        // nothing is built: an unqualified recovery is run in `user`
        // (`handle_throw`).
        let context = self.context_module();
        if context != crate::term::atoms::USER {
            recovery = self.qualify(context, recovery);
        }
        let idx = self.choices.len() as u32;
        let prev = self.catch_top;
        let bags = self.bags.len() as u32;
        self.push_choice(Alt::Catch { catcher, recovery, prev_catch: prev, bags }, 0);
        self.catch_top = idx;
        self.push_choice_frame(idx, addr::CATCH_EXIT);
        self.call_goal(goal, &[])
    }

    /// Makes the continuation a one-slot environment naming choicepoint
    /// `choice` that resumes at `exit` (catch/3's and the tracer's Exit):
    /// when the goal called next succeeds, `exit` finds its choicepoint.
    pub(crate) fn push_choice_frame(&mut self, choice: u32, exit: u32) {
        self.push_one_slot_frame(Cell::Int(choice as i64), exit);
    }

    /// Makes the continuation a one-slot environment holding `slot` that
    /// resumes at `resume` (the frames of catch/3, the tracer's Exit and
    /// a transparent predicate's context module).
    pub(crate) fn push_one_slot_frame(&mut self, slot: Cell, resume: u32) {
        let new_e = self.env_top();
        self.stack.truncate(new_e as usize);
        self.stack.extend_from_slice(&[Cell::Raw(self.e as u64), Cell::Raw(self.cp as u64), Cell::Raw(1), slot]);
        self.e = new_e;
        self.cp = resume;
    }

    /// Before the instruction at `pc` (a call, execute, proceed or cut whose
    /// first `nargs` argument registers are live), runs '$wakeup'/1 on the
    /// pending attributed-variable bindings and occurs checks, then resumes
    /// at that same instruction with the registers, the continuation and the
    /// cut barrier (`b0`, which a clause's first cut reads) it had.
    pub(crate) fn start_wakeup(&mut self, nargs: u32) -> Result<(), Exc> {
        if !self.check_occurs_queue()? {
            if !self.backtrack() {
                self.pc = addr::FAIL;
            }
            return Ok(());
        }
        if self.wake.is_empty() {
            return Ok(());
        }
        let pending = std::mem::take(&mut self.wake);
        let mut items = Vec::with_capacity(pending.len());
        for (attrs, value) in pending {
            items.push(self.heap.compound(atoms::WAKEUP, &[attrs, value]));
        }
        let list = self.heap.list(&items);
        let new_e = self.env_top();
        self.stack.truncate(new_e as usize);
        self.stack.push(Cell::Raw(self.e as u64));
        self.stack.push(Cell::Raw(self.pc as u64));
        self.stack.push(Cell::Raw(nargs as u64 + 2));
        self.stack.push(Cell::Raw(self.cp as u64));
        self.stack.push(Cell::Raw(self.b0 as u64));
        // One copy rather than a push per register, of the registers the
        // interrupted code may still read (live_regs.rs).
        self.stack.extend_from_slice(&self.x[..nargs as usize]);
        self.e = new_e;
        self.cp = addr::RESUME_WAKE;
        self.x[0] = list;
        let p = self.system_pred(atoms::WAKEUP, 1);
        self.b0 = self.choices.len() as u32;
        self.enter_or_fail(p)
    }
}

/// Control constructs that a meta-call interprets rather than calls.
pub fn is_control(name: crate::term::Atom, arity: u32) -> bool {
    matches!(
        (name, arity),
        (atoms::COMMA, 2)
            | (atoms::SEMICOLON, 2)
            | (atoms::ARROW, 2)
            | (atoms::SOFT_ARROW, 2)
            | (atoms::NOT_PROVABLE, 1)
            | (atoms::CUT, 0)
    )
}
