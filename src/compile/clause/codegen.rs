//! Code generation for one clause: head unification (`get_*`/`unify_*`),
//! building body arguments (`put_*`), inline arithmetic and the control
//! constructs, from the variable homes the analysis in `clause.rs` chose.

use super::{cond_cut_var, construct_var, inline_arith, ArithOp, Gen, LEVEL_VAR};
use crate::arith::Func;
use crate::compile::body::{Goal, DET_GUARD_ENTER, DET_GUARD_NONDET};
use crate::machine::database::PredKind;
use crate::machine::instr::{AddConst, ArithCmp, CmpOperands, CmpRight, Instr, PairOps, PredId, Reg, RegOps, UnifyOp};
use crate::machine::Exc;
use crate::term::{atoms, Atom, Cell};

impl Gen<'_> {
    pub(super) fn alloc_tmp(&mut self) -> u32 {
        let r = self.free_tmps.pop().unwrap_or_else(|| {
            self.next_tmp += 1;
            self.next_tmp - 1
        });
        self.max_reg = self.max_reg.max(r + 1);
        r
    }

    pub(super) fn is_void(&self, v: u32) -> bool {
        self.counts.get(&v).copied().unwrap_or(0) <= 1
    }

    /// First occurrence of `v`? Marks it seen.
    pub(super) fn first(&mut self, v: u32) -> bool {
        self.seen.insert(v)
    }

    pub(super) fn var_of(&self, c: Cell) -> Option<u32> {
        match self.m.heap.deref(c) {
            Cell::Ref(a) | Cell::Attv(a) => Some(a),
            _ => None,
        }
    }

    /// A constant cell, or the index of a pooled blob.
    pub(super) fn constant(&mut self, d: Cell) -> Result<Cell, u32> {
        match d {
            Cell::Big(_) | Cell::Stg(_) => {
                let k = self.m.blobs.push(&self.m.heap, d);
                Err(k)
            }
            other => Ok(other),
        }
    }

    /// Head unification of argument register `a` with term `t`.
    pub(super) fn get_arg(&mut self, t: Cell, a: u32) {
        let mut pending = vec![(t, a)];
        while let Some((t, a)) = pending.pop() {
            let d = self.m.heap.deref(t);
            match d {
                Cell::Ref(v) | Cell::Attv(v) => {
                    if self.is_void(v) {
                        continue;
                    }
                    let r = self.regs[&v];
                    if self.first(v) {
                        if r != Reg::X(a) {
                            self.code.push(Instr::GetVar(r, a));
                        }
                    } else {
                        self.code.push(Instr::GetVal(r, a));
                    }
                }
                Cell::Str(_) | Cell::Lis(_) if self.pair_args_fuse(d) => {
                    if a > self.scratch {
                        self.free_tmps.push(a);
                    }
                    let mut deferred = Vec::new();
                    let first = self.pair_arg_op(d, 0, &mut deferred);
                    let second = self.pair_arg_op(d, 1, &mut deferred);
                    match d {
                        Cell::Lis(_) => {
                            self.push_pair_args(first, second, Instr::GetList(a), |ops| Instr::GetListArgs(a, ops))
                        }
                        _ => {
                            let (f, _) = self.m.heap.functor_of(d).expect("compound");
                            self.push_pair_args(first, second, Instr::GetStruct(f, 2, a), |ops| {
                                Instr::GetStruct2(f, a, ops)
                            })
                        }
                    }
                    pending.extend(deferred.into_iter().rev());
                }
                Cell::Str(_) | Cell::Lis(_) => {
                    let (f, n) = self.m.heap.functor_of(d).expect("compound");
                    if let Cell::Lis(_) = d {
                        self.code.push(Instr::GetList(a));
                    } else {
                        self.code.push(Instr::GetStruct(f, n, a));
                    }
                    if a > self.scratch {
                        self.free_tmps.push(a);
                    }
                    let mut deferred = Vec::new();
                    for i in 0..n {
                        let arg = self.m.heap.deref(self.m.heap.arg(d, i));
                        if let Cell::Str(_) | Cell::Lis(_) = arg {
                            let tmp = self.alloc_tmp();
                            self.code.push(Instr::UnifyVar(Reg::X(tmp)));
                            deferred.push((arg, tmp));
                        } else {
                            self.unify_simple_arg(arg);
                        }
                    }
                    // Process nested structures in order (the stack pops the last pushed first).
                    pending.extend(deferred.into_iter().rev());
                }
                c => match self.constant(c) {
                    Ok(c) => self.code.push(Instr::get_const(c, a)),
                    Err(k) => self.code.push(Instr::GetBlob(k, a)),
                },
            }
        }
    }

    /// Whether `d` is a list cell or a binary structure whose arguments
    /// are both compounds or variables that occur again: the cases a fused
    /// instruction covers.
    fn pair_args_fuse(&self, d: Cell) -> bool {
        if !matches!(self.m.heap.functor_of(d), Some((_, 2))) {
            return false;
        }
        (0..2).all(|i| match self.m.heap.deref(self.m.heap.arg(d, i)) {
            Cell::Ref(v) | Cell::Attv(v) => !self.is_void(v),
            Cell::Str(_) | Cell::Lis(_) => true,
            _ => false,
        })
    }

    /// The unify instruction for argument `i` of a list cell or binary
    /// structure `d` in head code: a compound gets a temporary, matched
    /// after it.
    fn pair_arg_op(&mut self, d: Cell, i: u32, deferred: &mut Vec<(Cell, u32)>) -> (Reg, bool) {
        let arg = self.m.heap.deref(self.m.heap.arg(d, i));
        match arg {
            Cell::Ref(v) | Cell::Attv(v) => (self.regs[&v], !self.first(v)),
            _ => {
                let tmp = self.alloc_tmp();
                deferred.push((arg, tmp));
                (Reg::X(tmp), false)
            }
        }
    }

    /// The fused instruction that `fused` makes of operands `first` and
    /// `second`, or `unfused` and its two unify instructions when a
    /// register does not fit the fused encoding.
    fn push_pair_args(
        &mut self,
        first: (Reg, bool),
        second: (Reg, bool),
        unfused: Instr,
        fused: impl FnOnce(PairOps) -> Instr,
    ) {
        if let (Some(f), Some(s)) = (UnifyOp::new(first.0, first.1), UnifyOp::new(second.0, second.1)) {
            self.code.push(fused(PairOps::new(f, s)));
            return;
        }
        self.code.push(unfused);
        for (r, value) in [first, second] {
            self.code.push(if value { Instr::UnifyVal(r) } else { Instr::UnifyVar(r) });
        }
    }

    /// A variable or constant argument of a structure, in either mode.
    pub(super) fn unify_simple_arg(&mut self, arg: Cell) {
        match arg {
            Cell::Ref(v) | Cell::Attv(v) => {
                if self.is_void(v) {
                    self.unify_void();
                } else {
                    let r = self.regs[&v];
                    let ins = if self.first(v) { Instr::UnifyVar(r) } else { Instr::UnifyVal(r) };
                    self.code.push(ins);
                }
            }
            c => match self.constant(c) {
                Ok(c) => self.code.push(Instr::unify_const(c)),
                Err(k) => self.code.push(Instr::UnifyBlob(k)),
            },
        }
    }

    pub(super) fn unify_void(&mut self) {
        if let Some(Instr::UnifyVoid(n)) = self.code.last_mut() {
            *n += 1;
        } else {
            self.code.push(Instr::UnifyVoid(1));
        }
    }

    /// Puts term `t` into register `target` for a call.
    pub(super) fn put_term(&mut self, t: Cell, target: u32) {
        crate::host::grow_stack(|| self.put_term_inner(t, target))
    }

    pub(super) fn put_term_inner(&mut self, t: Cell, target: u32) {
        let d = self.m.heap.deref(t);
        match d {
            Cell::Ref(v) | Cell::Attv(v) => {
                if self.is_void(v) {
                    self.code.push(Instr::PutVoid(target));
                    return;
                }
                let r = self.regs[&v];
                if self.first(v) {
                    self.code.push(Instr::PutVar(r, target));
                } else if r != Reg::X(target) {
                    self.code.push(Instr::PutVal(r, target));
                }
            }
            Cell::Str(_) | Cell::Lis(_) if self.pair_args_fuse(d) => {
                // Build nested compounds first, bottom-up.
                let mut ops = [(Reg::X(0), false); 2];
                let mut built = Vec::new();
                for i in 0..2 {
                    let arg = self.m.heap.deref(self.m.heap.arg(d, i));
                    ops[i as usize] = match arg {
                        Cell::Ref(v) | Cell::Attv(v) => (self.regs[&v], true),
                        _ => {
                            let tmp = self.alloc_tmp();
                            self.put_term(arg, tmp);
                            built.push(tmp);
                            (Reg::X(tmp), true)
                        }
                    };
                }
                // First occurrences become unify_variable, in order.
                for i in 0..2 {
                    if let Cell::Ref(v) | Cell::Attv(v) = self.m.heap.deref(self.m.heap.arg(d, i)) {
                        ops[i as usize].1 = !self.first(v);
                    }
                }
                match d {
                    Cell::Lis(_) => {
                        self.push_pair_args(ops[0], ops[1], Instr::PutList(target), |o| Instr::PutListArgs(target, o))
                    }
                    _ => {
                        let (f, _) = self.m.heap.functor_of(d).expect("compound");
                        let unfused = Instr::PutStruct(f, 2, target);
                        self.push_pair_args(ops[0], ops[1], unfused, |o| Instr::PutStruct2(f, target, o))
                    }
                }
                self.free_tmps.extend(built);
            }
            Cell::Str(_) | Cell::Lis(_) => {
                let (f, n) = self.m.heap.functor_of(d).expect("compound");
                // Build nested compounds first, bottom-up.
                let mut built: Vec<Option<u32>> = Vec::with_capacity(n as usize);
                for i in 0..n {
                    let arg = self.m.heap.deref(self.m.heap.arg(d, i));
                    if matches!(arg, Cell::Str(_) | Cell::Lis(_)) {
                        let tmp = self.alloc_tmp();
                        self.put_term(arg, tmp);
                        built.push(Some(tmp));
                    } else {
                        built.push(None);
                    }
                }
                if let Cell::Lis(_) = d {
                    self.code.push(Instr::PutList(target));
                } else {
                    self.code.push(Instr::PutStruct(f, n, target));
                }
                for i in 0..n {
                    if let Some(tmp) = built[i as usize] {
                        self.code.push(Instr::UnifyVal(Reg::X(tmp)));
                        self.free_tmps.push(tmp);
                        continue;
                    }
                    let arg = self.m.heap.deref(self.m.heap.arg(d, i));
                    self.unify_simple_arg(arg);
                }
            }
            c => match self.constant(c) {
                Ok(c) => self.code.push(Instr::put_const(c, target)),
                Err(k) => self.code.push(Instr::PutBlob(k, target)),
            },
        }
    }

    pub(super) fn finish(&mut self, last: bool) {
        if last {
            if self.has_env {
                self.code.push(Instr::Deallocate);
            }
            self.code.push(Instr::Proceed);
        }
    }

    pub(super) fn emit_preinit(&mut self, id: u32) {
        if let Some(vars) = self.preinit.get(&id).cloned() {
            for v in vars {
                if self.first(v) {
                    let r = self.regs[&v];
                    self.code.push(Instr::PutVar(r, self.scratch));
                }
            }
        }
    }

    /// Above the alternative just pushed for construct `id`: the level a
    /// cut in its condition goes back to (when the condition has one).
    fn save_cond_cut_level(&mut self, id: u32) {
        if let Some(&r) = self.regs.get(&cond_cut_var(id)) {
            self.code.push(Instr::SaveB(r));
            self.seen.insert(cond_cut_var(id));
        }
    }

    pub(super) fn label(&self) -> u32 {
        self.code.len() as u32
    }

    pub(super) fn patch(&mut self, at: usize, target: u32) {
        let ins = self.code[at];
        assert!(ins.target().is_some(), "patch of a non-jump");
        self.code[at] = ins.map_target(|_| target);
    }

    /// Code addresses are relative to the clause start until installed.
    pub(super) fn emit(&mut self, g: &Goal, last: bool, cut_to: Option<u32>) -> Result<(), Exc> {
        match g {
            Goal::True => self.finish(last),
            Goal::Fail => self.code.push(Instr::Fail),
            Goal::Cut => {
                match cut_to {
                    Some(id) => {
                        let r = self.regs[&cond_cut_var(id)];
                        self.code.push(Instr::CutTo(r));
                    }
                    None if self.chunk == 0 => self.code.push(Instr::NeckCut),
                    None => {
                        let r = self.regs[&LEVEL_VAR];
                        self.code.push(Instr::CutTo(r));
                    }
                }
                self.finish(last);
            }
            Goal::And(gs) => {
                for (i, g) in gs.iter().enumerate() {
                    // The last goal of a guarded rest: before its report.
                    if let (Goal::Call(_) | Goal::CallIn(..), Some(Goal::Call(next))) = (g, gs.get(i + 1)) {
                        self.det_last = self.det_guard_word(*next, DET_GUARD_NONDET);
                    }
                    self.emit(g, last && i + 1 == gs.len(), cut_to)?;
                    self.det_last = None;
                }
            }
            Goal::CallIn(module, t) => self.emit_call_in(*module, *t, last)?,
            Goal::Call(t) if self.det_guard_word(*t, DET_GUARD_ENTER).is_some() => self.det_guard_enter(*t),
            Goal::Call(t) if self.det_guard_word(*t, DET_GUARD_NONDET).is_some() => {
                // The exit check of a guarded rest, over its report.
                let word = self.det_guard_word(*t, DET_GUARD_NONDET).expect("a guard word");
                let check_at = self.code.len();
                self.code.push(Instr::DetGuardOk(word, 0));
                self.emit_call(*t, last)?;
                let after = self.label();
                self.patch(check_at, after);
                self.finish(last);
            }
            Goal::Call(t) => {
                // The check of an in-line `$/1` (body.rs): skipped when the
                // goal before it left only the if-then-else's alternative.
                let skip_at = match cut_to {
                    Some(id) if self.is_det_goal_check(*t) => {
                        self.code.push(Instr::DetSkip(self.regs[&construct_var(id)], 0));
                        Some(self.code.len() - 1)
                    }
                    _ => None,
                };
                self.emit_call(*t, last)?;
                if let Some(at) = skip_at {
                    let after = self.label();
                    self.patch(at, after);
                }
            }
            Goal::Or(id, l, r) => {
                self.emit_preinit(*id);
                let seen = self.seen.clone();
                let try_at = self.code.len();
                // After `$det_guard_enter`: the guard's failure branch.
                self.code.push(match self.det_try.take() {
                    Some(word) => Instr::DetTryElse(word, 0),
                    None => Instr::TryElse(0),
                });
                self.emit(l, last, cut_to)?;
                let jump_at = self.code.len();
                if !last {
                    self.code.push(Instr::Jump(0));
                }
                let else_l = self.label();
                self.patch(try_at, else_l);
                self.seen = seen.clone();
                self.chunk += 1;
                self.emit(r, last, cut_to)?;
                self.seen = seen;
                if !last {
                    let end = self.label();
                    self.patch(jump_at, end);
                }
            }
            Goal::Ite(id, c, t, e) | Goal::Soft(id, c, t, e) if self.is_shallow_test(c) => {
                // Deterministic tests: soft and hard cut are the same.
                self.emit_preinit(*id);
                let seen = self.seen.clone();
                let mut to_else = Vec::new();
                self.emit_shallow_test(c, &mut to_else)?;
                self.emit(t, last, cut_to)?;
                let jump_at = self.code.len();
                if !last {
                    self.code.push(Instr::Jump(0));
                }
                let else_l = self.label();
                for at in to_else {
                    self.patch(at, else_l);
                }
                self.seen = seen.clone();
                self.emit(e, last, cut_to)?;
                self.seen = seen;
                if !last {
                    let end = self.label();
                    self.patch(jump_at, end);
                }
            }
            Goal::Not(id, inner) if self.is_shallow_test(inner) => {
                self.emit_preinit(*id);
                let seen = self.seen.clone();
                let mut to_after = Vec::new();
                self.emit_shallow_test(inner, &mut to_after)?;
                self.code.push(Instr::Fail);
                let after = self.label();
                for at in to_after {
                    self.patch(at, after);
                }
                self.seen = seen;
                self.finish(last);
            }
            Goal::Ite(id, c, t, e) | Goal::Soft(id, c, t, e) => {
                let soft = matches!(g, Goal::Soft(..));
                self.emit_preinit(*id);
                let lvl = self.regs[&construct_var(*id)];
                self.seen.insert(construct_var(*id));
                let seen = self.seen.clone();
                if self.is_det_goal_cond(c) {
                    // An in-line `$/1` (body.rs): the level and the
                    // alternative in one step.
                    self.code.push(Instr::DetGoalTry(lvl, 0));
                } else {
                    self.code.push(Instr::SaveB(lvl));
                    self.code.push(Instr::TryElse(0));
                }
                let try_at = self.code.len() - 1;
                self.save_cond_cut_level(*id);
                self.emit(c, false, Some(*id))?;
                self.code.push(if soft { Instr::SoftCut(lvl) } else { Instr::CutTo(lvl) });
                self.emit(t, last, cut_to)?;
                let jump_at = self.code.len();
                if !last {
                    self.code.push(Instr::Jump(0));
                }
                let else_l = self.label();
                self.patch(try_at, else_l);
                self.seen = seen.clone();
                self.emit(e, last, cut_to)?;
                self.seen = seen;
                if !last {
                    let end = self.label();
                    self.patch(jump_at, end);
                }
            }
            Goal::Not(id, inner) => {
                self.emit_preinit(*id);
                let lvl = self.regs[&construct_var(*id)];
                self.seen.insert(construct_var(*id));
                self.code.push(Instr::SaveB(lvl));
                let seen = self.seen.clone();
                let try_at = self.code.len();
                self.code.push(Instr::TryElse(0));
                self.save_cond_cut_level(*id);
                self.emit(inner, false, Some(*id))?;
                self.code.push(Instr::CutTo(lvl));
                self.code.push(Instr::Fail);
                let else_l = self.label();
                self.patch(try_at, else_l);
                self.seen = seen;
                self.finish(last);
            }
        }
        Ok(())
    }

    pub(super) fn emit_call(&mut self, t: Cell, last: bool) -> Result<(), Exc> {
        let d = self.m.heap.deref(t);
        let (name, arity) = self.m.heap.functor_of(d).expect("callable goal");
        if arity == 2 {
            if let Some(op) = inline_arith(self.m, name) {
                self.emit_arith(d, op);
                self.finish(last);
                return Ok(());
            }
        }
        let module = self.m.compile_module;
        let p = self.m.compile_target(module, name, arity);
        // =/2, functor/3 and arg/3 do their frequent cases in the dispatch
        // loop (not while tracing, which must show their ports).
        let inline = !self.m.debug_mode;
        if inline
            && (name, arity) == (atoms::EQUALS, 2)
            && (self.assign_fresh_in_body(d, p) || self.match_in_body(d, p))
        {
            self.finish(last);
            return Ok(());
        }
        if inline {
            if let Some(ins) = self.in_place_builtin(d, name, arity, p, last) {
                self.code.push(ins);
                if let Instr::ArgIn(..) = ins {
                    self.chunk += 1;
                } else {
                    self.finish(last);
                }
                return Ok(());
            }
        }
        for i in 0..arity {
            let a = self.m.heap.arg(d, i);
            self.put_term(a, i);
        }
        self.emit_call_of(p, last);
        Ok(())
    }

    /// `V = T` for a variable V met before and a compound or constant T,
    /// as head code on a copy of V (`get_structure` and its `unify_*`s,
    /// as SWI-Prolog's `B_UNIFY_*`): T's arguments are read from V's term
    /// where V is bound, and T is built only where V is unbound, where the
    /// call of =/2 built T first. `nonvar(A), A = t(K, V, L, R)` (a single
    /// sided unification rule's match, consult/ssu.rs) then takes nothing
    /// from the heap. A binding of an attributed variable wakes its goals
    /// before the next call, cut or inline test, as a head's bindings do.
    fn match_in_body(&mut self, goal: Cell, p: PredId) -> bool {
        if !matches!(self.m.preds[p as usize].kind, PredKind::Builtin(_)) {
            return false;
        }
        for (var_side, term_side) in [(0, 1), (1, 0)] {
            let t = self.m.heap.deref(self.m.heap.arg(goal, term_side));
            if t.is_var_ref() {
                continue;
            }
            let Some((_, r, true)) = self.var_reg(self.m.heap.arg(goal, var_side)) else { continue };
            let tmp = self.alloc_tmp();
            self.code.push(Instr::PutVal(r, tmp));
            self.get_arg(t, tmp);
            return true;
        }
        false
    }

    /// `t`'s variable, its register and whether it was met before, if `t`
    /// is a variable that occurs more than once (so has a register).
    pub(super) fn var_reg(&self, t: Cell) -> Option<(u32, Reg, bool)> {
        let v = self.var_of(t)?;
        if self.is_void(v) {
            return None;
        }
        Some((v, *self.regs.get(&v)?, self.seen.contains(&v)))
    }

    /// An instruction doing builtin `p` (`goal`) in place (see `ArgIn` and
    /// the others): `arg(N, T, A)` and `functor(T, F, N)` whose operands
    /// are variables met before or atomic constants and whose answers are
    /// first occurrences, and `A = B` of two such operands. An answer in an
    /// argument register must be in its own: the ordinary call, when the
    /// fast path does not settle the goal, puts the arguments there.
    fn in_place_builtin(&mut self, goal: Cell, name: Atom, arity: u32, p: PredId, last: bool) -> Option<Instr> {
        let arg = |i| self.m.heap.arg(goal, i);
        let kind = &self.m.preds[p as usize].kind;
        type Make = fn(PredId, RegOps) -> Instr;
        let (ins, answers): (Make, &[u32]) = match (name, arity) {
            (atoms::ARG, 3) if !last && matches!(kind, PredKind::Nondet(_)) => (Instr::ArgIn, &[2]),
            (atoms::FUNCTOR, 3) if matches!(kind, PredKind::Builtin(_)) => match self.var_reg(arg(0)) {
                Some((_, _, true)) => (Instr::FunctorOf, &[1, 2]),
                _ => (Instr::FunctorNew, &[0]),
            },
            (atoms::EQUALS, 2) if matches!(kind, PredKind::Builtin(_)) => (Instr::UnifyRegs, &[]),
            _ => return None,
        };
        let mut regs = [Reg::X(0); 3];
        let mut fresh = Vec::new();
        // Operands that are atoms or small integers go in their own
        // argument register first, as the ordinary call would put them.
        let mut constants = Vec::new();
        for i in 0..arity {
            regs[i as usize] = if answers.contains(&i) {
                let Some((v, r, false)) = self.var_reg(arg(i)) else { return None };
                // An answer in the ordinary call's argument registers must
                // be in its own; arg/3's, a call's, lives across it.
                let placed = match (name, r) {
                    (atoms::ARG, r) => matches!(r, Reg::Y(_)),
                    (_, Reg::X(k)) => k >= arity || k == i,
                    (_, Reg::Y(_)) => true,
                };
                if !placed || fresh.contains(&v) {
                    return None;
                }
                fresh.push(v);
                r
            } else if let Some((_, r, true)) = self.var_reg(arg(i)) {
                r
            } else if let Cell::Atom(_) | Cell::Int(_) = self.m.heap.deref(arg(i)) {
                constants.push(i);
                Reg::X(i)
            } else {
                return None;
            };
        }
        // A constant's register must not be another operand's or answer's.
        let regs = &regs[..arity as usize];
        if constants.iter().any(|&i| regs.iter().enumerate().any(|(j, &r)| j != i as usize && r == Reg::X(i))) {
            return None;
        }
        let ops = RegOps::new([regs[0], regs[1], regs[regs.len() - 1]])?;
        for i in constants {
            let c = self.m.heap.arg(goal, i);
            self.put_term(c, i);
        }
        self.seen.extend(fresh);
        Some(ins(p, ops))
    }

    pub(super) fn emit_arith(&mut self, goal: Cell, op: ArithOp) {
        let lhs = self.m.heap.arg(goal, 0);
        let rhs = self.m.heap.arg(goal, 1);
        match op {
            ArithOp::Is => {
                if self.emit_add_const(lhs, rhs) {
                    return;
                }
                self.emit_expr(rhs);
                match self.var_of(lhs) {
                    Some(v) if !self.seen.contains(&v) => {
                        let r = self.regs[&v];
                        self.seen.insert(v);
                        self.code.push(Instr::ASet(r));
                    }
                    Some(v) => {
                        let r = self.regs[&v];
                        self.code.push(Instr::AUnify(r));
                    }
                    None => {
                        self.put_term(lhs, self.scratch);
                        self.code.push(Instr::AUnify(Reg::X(self.scratch)));
                    }
                }
            }
            ArithOp::Cmp(c) => match self.cmp_operands(lhs, rhs, c) {
                Some(ops) => self.code.push(Instr::ACmp(ops)),
                None => {
                    self.emit_expr(lhs);
                    self.emit_expr(rhs);
                    self.code.push(Instr::ACompare(c));
                }
            },
        }
    }

    /// The operands of `Lhs op Rhs` for one `ACmp` or `ACmpElse`: Lhs a
    /// variable met before, Rhs one too or a small integer.
    pub(super) fn cmp_operands(&self, lhs: Cell, rhs: Cell, op: ArithCmp) -> Option<CmpOperands> {
        let seen = |c: Cell| self.var_of(c).filter(|v| self.seen.contains(v)).map(|v| self.regs[&v]);
        let left = seen(lhs)?;
        let right = match self.m.heap.deref(rhs) {
            Cell::Int(k) => CmpRight::Int(k),
            _ => CmpRight::Reg(seen(rhs)?),
        };
        CmpOperands::new(left, right, op)
    }

    /// `Lhs is V + K` or `Lhs is V - K`, with Lhs a first occurrence, V a
    /// variable met before and K a small integer, as one `AAddConst`.
    fn emit_add_const(&mut self, lhs: Cell, rhs: Cell) -> bool {
        let Some(dst) = self.var_of(lhs).filter(|v| !self.seen.contains(v)) else { return false };
        let rhs = self.m.heap.deref(rhs);
        let sub = match self.m.heap.functor_of(rhs) {
            Some((atoms::PLUS, 2)) => false,
            Some((atoms::MINUS, 2)) => true,
            _ => return false,
        };
        let (a, b) = (self.m.heap.arg(rhs, 0), self.m.heap.arg(rhs, 1));
        let Some(src) = self.var_of(a).filter(|v| self.seen.contains(v)) else { return false };
        let Cell::Int(k) = self.m.heap.deref(b) else { return false };
        let Some(op) = AddConst::new(self.regs[&src], self.regs[&dst], k, sub) else { return false };
        self.seen.insert(dst);
        self.code.push(Instr::AAddConst(op));
        true
    }

    pub(super) fn emit_expr(&mut self, t: Cell) {
        crate::host::grow_stack(|| self.emit_expr_inner(t))
    }

    pub(super) fn emit_expr_inner(&mut self, t: Cell) {
        let d = self.m.heap.deref(t);
        match d {
            Cell::Ref(v) | Cell::Attv(v) => {
                let r = self.regs[&v];
                if self.first(v) {
                    self.code.push(Instr::PutVar(r, self.scratch));
                }
                self.code.push(Instr::ALoad(r));
            }
            Cell::Int(i) => self.code.push(Instr::AInt(i)),
            Cell::Flt(f) => self.code.push(Instr::AFlt(f)),
            Cell::Atom(a) => match Func::lookup(self.m.atoms.text(a), 0) {
                Some(f) => self.code.push(Instr::AApply(f)),
                None => self.code.push(Instr::AUnknown(a, 0)),
            },
            Cell::Str(_) | Cell::Lis(_) => {
                let (f, n) = self.m.heap.functor_of(d).expect("compound");
                match Func::lookup(self.m.atoms.text(f), n as usize) {
                    Some(func) => {
                        for i in 0..n {
                            let a = self.m.heap.arg(d, i);
                            self.emit_expr(a);
                        }
                        self.code.push(Instr::AApply(func));
                    }
                    None => {
                        // Lists, strings and unknown functors: evaluate at run
                        // time, which raises the right error or handles "a".
                        let tmp = self.alloc_tmp();
                        self.put_term(d, tmp);
                        self.code.push(Instr::ALoad(Reg::X(tmp)));
                        self.free_tmps.push(tmp);
                    }
                }
            }
            other => match self.constant(other) {
                Ok(c) => {
                    let tmp = self.alloc_tmp();
                    self.code.push(Instr::put_const(c, tmp));
                    self.code.push(Instr::ALoad(Reg::X(tmp)));
                    self.free_tmps.push(tmp);
                }
                Err(k) => self.code.push(Instr::ABlob(k)),
            },
        }
    }
}
