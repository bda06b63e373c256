//! Clause bodies as goal trees: control constructs made explicit, so that
//! analysis and code generation can walk them.

use super::module_call::ModuleCall;
use crate::machine::{Exc, Machine};
use crate::term::{atoms, Atom, Cell};

/// The predicates (stdlib/det.pl) an in-line `$/1` calls when its goal
/// left a choicepoint and when it failed.
pub const DET_GOAL_NONDET: &str = "$det_goal_nondet";
pub const DET_GOAL_FAIL: &str = "$det_goal_fail";

/// The goals of a rest after the guard `$/0` (consult/det_guard.rs): the
/// one that opens it (compiled into `DetGuardTry`, never called) and the
/// reports (stdlib/det.pl) of a choicepoint left and of a failure.
pub const DET_GUARD_ENTER: &str = "$det_guard_enter";
pub const DET_GUARD_NONDET: &str = "$det_guard_nondet";
pub const DET_GUARD_FAIL: &str = "$det_guard_fail";

/// One node of a clause body.
pub enum Goal {
    /// A call to a predicate (builtin or not): the goal term.
    Call(Cell),
    /// `Module:Goal` called directly (module_call.rs): Goal's predicate as
    /// `Module` sees it; never a builtin, so always a real call.
    CallIn(Atom, Cell),
    Cut,
    True,
    Fail,
    And(Vec<Goal>),
    /// Disjunction `(A ; B)`.
    Or(u32, Box<Goal>, Box<Goal>),
    /// If-then-else `(C -> T ; E)`, also `(C -> T)` with `E = fail`.
    Ite(u32, Box<Goal>, Box<Goal>, Box<Goal>),
    /// Soft-cut `(C *-> T ; E)`.
    Soft(u32, Box<Goal>, Box<Goal>, Box<Goal>),
    /// Negation as failure `\+ G`.
    Not(u32, Box<Goal>),
}

impl Goal {
    /// Whether a cut of this goal's own (not one inside a call) occurs in it.
    pub fn has_cut(&self) -> bool {
        match self {
            Goal::Cut => true,
            Goal::Call(_) | Goal::CallIn(..) | Goal::True | Goal::Fail => false,
            Goal::And(gs) => gs.iter().any(Goal::has_cut),
            Goal::Or(_, l, r) => l.has_cut() || r.has_cut(),
            Goal::Ite(_, c, t, e) | Goal::Soft(_, c, t, e) => c.has_cut() || t.has_cut() || e.has_cut(),
            Goal::Not(_, g) => g.has_cut(),
        }
    }
}

impl Machine {
    /// Converts a body term into a goal tree. Every construct gets an id.
    /// A non-callable part raises type_error(callable, Body) for the whole body.
    pub fn body_goal(&mut self, body: Cell, next_id: &mut u32) -> Result<Goal, Exc> {
        match self.convert_body(body, next_id) {
            Some(g) => Ok(g),
            None => Err(self.err_type(atoms::CALLABLE, body)),
        }
    }

    fn convert_body(&mut self, t: Cell, next_id: &mut u32) -> Option<Goal> {
        crate::host::grow_stack(|| self.convert_body_inner(t, next_id))
    }

    fn convert_body_inner(&mut self, t: Cell, next_id: &mut u32) -> Option<Goal> {
        let t = self.heap.deref(t);
        let (name, arity) = match t {
            Cell::Ref(_) | Cell::Attv(_) => {
                let call = self.heap.compound(atoms::CALL, &[t]);
                return Some(Goal::Call(call));
            }
            Cell::Atom(a) => (a, 0),
            Cell::Str(_) | Cell::Lis(_) => self.heap.functor_of(t)?,
            _ => return None,
        };
        let arg = |m: &Machine, i| m.heap.arg(t, i);
        Some(match (name, arity) {
            (atoms::TRUE, 0) => Goal::True,
            (atoms::FAIL, 0) | (atoms::FALSE, 0) => Goal::Fail,
            (atoms::CUT, 0) => Goal::Cut,
            (atoms::COMMA, 2) => {
                // Flatten right-nested conjunctions iteratively.
                let mut items = Vec::new();
                let mut cur = t;
                loop {
                    let c = self.heap.deref(cur);
                    if let Some((atoms::COMMA, 2)) = self.heap.functor_of(c) {
                        let left = self.heap.arg(c, 0);
                        items.push(self.convert_body(left, next_id)?);
                        cur = self.heap.arg(c, 1);
                    } else {
                        items.push(self.convert_body(c, next_id)?);
                        break;
                    }
                }
                Goal::And(items)
            }
            (atoms::SEMICOLON | atoms::BAR, 2) => {
                let (l, r) = (arg(self, 0), arg(self, 1));
                let ld = self.heap.deref(l);
                match self.heap.functor_of(ld) {
                    Some((atoms::ARROW, 2)) => {
                        let id = bump(next_id);
                        let (c, th) = (self.heap.arg(ld, 0), self.heap.arg(ld, 1));
                        let c = self.convert_body(c, next_id)?;
                        let th = self.convert_body(th, next_id)?;
                        let el = self.convert_body(r, next_id)?;
                        Goal::Ite(id, Box::new(c), Box::new(th), Box::new(el))
                    }
                    Some((atoms::SOFT_ARROW, 2)) => {
                        let id = bump(next_id);
                        let (c, th) = (self.heap.arg(ld, 0), self.heap.arg(ld, 1));
                        let c = self.convert_body(c, next_id)?;
                        let th = self.convert_body(th, next_id)?;
                        let el = self.convert_body(r, next_id)?;
                        Goal::Soft(id, Box::new(c), Box::new(th), Box::new(el))
                    }
                    _ => {
                        let id = bump(next_id);
                        let l = self.convert_body(l, next_id)?;
                        let r = self.convert_body(r, next_id)?;
                        Goal::Or(id, Box::new(l), Box::new(r))
                    }
                }
            }
            (atoms::ARROW, 2) => {
                let id = bump(next_id);
                let (c, th) = (arg(self, 0), arg(self, 1));
                let c = self.convert_body(c, next_id)?;
                let th = self.convert_body(th, next_id)?;
                Goal::Ite(id, Box::new(c), Box::new(th), Box::new(Goal::Fail))
            }
            (atoms::SOFT_ARROW, 2) => {
                let id = bump(next_id);
                let (c, th) = (arg(self, 0), arg(self, 1));
                let c = self.convert_body(c, next_id)?;
                let th = self.convert_body(th, next_id)?;
                if c.has_cut() {
                    // A cut in the condition is local to it: no plain conjunction.
                    Goal::Soft(id, Box::new(c), Box::new(th), Box::new(Goal::Fail))
                } else {
                    Goal::And(vec![c, th])
                }
            }
            (atoms::NOT_PROVABLE, 1) => {
                let id = bump(next_id);
                let g = self.convert_body(arg(self, 0), next_id)?;
                Goal::Not(id, Box::new(g))
            }
            (atoms::COLON, 2) => match self.module_call(t) {
                ModuleCall::Local(goal) => return self.convert_body(goal, next_id),
                ModuleCall::Direct(module, goal) => Goal::CallIn(module, goal),
                ModuleCall::Meta => Goal::Call(self.heap.compound(atoms::CALL, &[t])),
            },
            (_, 1) if self.det_goal_inlines(t, name) => {
                // `$Goal`: the goal in line, then the check that it left no
                // choicepoint (see `det_goal_inlines`).
                let goal = arg(self, 0);
                // The reports' second argument, the clause's predicate for
                // the error's context, is filled once the clause is known
                // (`name_det_reports`).
                let owner = self.heap.new_var();
                let fail = self.atoms.intern(DET_GOAL_FAIL);
                let fail = self.heap.compound(fail, &[goal, owner]);
                match self.heap.deref(goal) {
                    Cell::Atom(atoms::TRUE) => Goal::True,
                    Cell::Atom(atoms::FAIL | atoms::FALSE) => Goal::Call(fail),
                    _ => {
                        let id = bump(next_id);
                        let inner = self.convert_body(goal, next_id)?;
                        let nondet = self.atoms.intern(DET_GOAL_NONDET);
                        let nondet = self.heap.compound(nondet, &[goal, owner]);
                        let cond = Goal::And(vec![inner, Goal::Call(nondet)]);
                        Goal::Ite(id, Box::new(cond), Box::new(Goal::True), Box::new(Goal::Call(fail)))
                    }
                }
            }
            (atoms::FORALL, 2) if self.forall_inlines() => match self.forall_goal(t, next_id) {
                Some(g) => g,
                None => Goal::Call(self.qualify_meta_goal(t, name, arity)),
            },
            _ => Goal::Call(self.qualify_meta_goal(t, name, arity)),
        })
    }

    /// `forall(Cond, Action)` in line as its definition (stdlib/boot.pl),
    /// `\+ (Cond, \+ Action)`: no meta-call of the two goals at each
    /// solution, which the failure-driven loops of programs (asserting
    /// facts, printing tables) pay for every iteration. A cut inside
    /// either goal still cuts no further than that goal: the negations
    /// are the barriers call/1 would be. None when a part is no goal (the
    /// call of forall/2 then raises the type error when it runs).
    fn forall_goal(&mut self, t: Cell, next_id: &mut u32) -> Option<Goal> {
        let outer = bump(next_id);
        let cond = self.convert_body(self.heap.arg(t, 0), next_id)?;
        let inner = bump(next_id);
        let action = self.convert_body(self.heap.arg(t, 1), next_id)?;
        let test = Goal::And(vec![cond, Goal::Not(inner, Box::new(action))]);
        Some(Goal::Not(outer, Box::new(test)))
    }

    /// Whether forall/2 compiled in the current module is the system's
    /// (a program may define its own in its module, or in user for every
    /// module; one defined after the clause is compiled is not seen by
    /// it). Not in debug mode, where the tracer shows forall/2's ports.
    fn forall_inlines(&self) -> bool {
        if self.debug_mode {
            return false;
        }
        let system = self.lookup_in(atoms::SYSTEM, atoms::FORALL, 2);
        system.is_some() && self.resolve_pred(self.compile_module, atoms::FORALL, 2) == system
    }

    /// Whether `t`, a goal `Name(Goal)`, is SWI-Prolog's `$/1` with a goal
    /// known at compile time that is no control construct (`$true` is
    /// `true` and `$fail`, `$false` the failure report), to be compiled
    /// as `( Goal, '$det_goal_nondet'(Goal, PI) -> true ;
    /// '$det_goal_fail'(Goal, PI) )`: the code generator puts a `DetSkip` before the nondet call, which
    /// jumps over it when Goal left no choicepoint above the if-then-else's
    /// own. The two calls (stdlib/det.pl) raise the determinism_error, or
    /// warn after the flag; a meta-call of `$/1` through the library cost
    /// ten times more. Not in debug mode, where the tracer shows `$/1`'s
    /// ports, nor in a module that defines its own `$/1`.
    fn det_goal_inlines(&self, t: Cell, name: Atom) -> bool {
        if self.debug_mode || self.atoms.lookup("$") != Some(name) {
            return false;
        }
        let module = self.compile_module;
        if module != atoms::SYSTEM
            && self
                .lookup_in(module, name, 1)
                .is_some_and(|p| self.preds[p as usize].present() && !self.preds[p as usize].system)
        {
            return false;
        }
        let goal = self.heap.deref(self.heap.arg(t, 0));
        let Some((g, n)) = self.heap.functor_of(goal) else { return false };
        !matches!(
            (g, n),
            (atoms::COMMA | atoms::SEMICOLON | atoms::BAR | atoms::ARROW | atoms::SOFT_ARROW | atoms::COLON, 2)
                | (atoms::NOT_PROVABLE, 1)
                | (atoms::CUT, 0)
        )
    }

    /// A call of a system meta-predicate from a module other than `user`
    /// gets its module-sensitive arguments qualified with that module:
    /// system code runs meta-calls in the loading or querying module
    /// otherwise. (Before analysis, so that registers see the new terms.)
    fn qualify_meta_goal(&mut self, t: Cell, name: Atom, arity: u32) -> Cell {
        let module = self.compile_module;
        if module == atoms::USER || module == atoms::SYSTEM || arity == 0 {
            return t;
        }
        if self.lookup_in(module, name, arity).is_some_and(|p| self.preds[p as usize].present()) {
            return t;
        }
        let Some(p) = self.lookup_in(atoms::SYSTEM, name, arity) else {
            return t;
        };
        let Some(spec) = self.preds[p as usize].meta.clone() else {
            return t;
        };
        self.with_meta_args_qualified(t, name, arity, &spec, module)
    }

    /// `goal` (`name/arity`) with the arguments that `spec` marks module
    /// sensitive qualified with `module`.
    pub(super) fn with_meta_args_qualified(
        &mut self,
        goal: Cell,
        name: Atom,
        arity: u32,
        spec: &[u8],
        module: Atom,
    ) -> Cell {
        let args: Vec<Cell> = (0..arity)
            .map(|i| {
                let a = self.heap.arg(goal, i);
                if crate::machine::modules::is_module_sensitive(spec[i as usize]) {
                    self.qualify_meta_arg(module, a)
                } else {
                    a
                }
            })
            .collect();
        self.heap.compound(name, &args)
    }
}

fn bump(n: &mut u32) -> u32 {
    *n += 1;
    *n
}
