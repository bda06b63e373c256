//! The instruction dispatch loop: fetch, decode and dispatch of the
//! instruction set (`instr.rs`), its operands reached through
//! `operands.rs`. The loop is one `match`, a jump table; the work of most
//! instructions is done by handlers in line into it, one file per family:
//! head unification (`run_head.rs`), a body's frame and argument building
//! (`run_body.rs`), calls, returns and builtins (`run_calls.rs`),
//! arithmetic (`run_arith.rs`) and the machine-internal continuations
//! (`run_internal.rs`); cuts and jumps stay here. A call leaves the loop
//! for predicate entry (`enter.rs`); call/N and catch/3 for `metacall.rs`.

use super::choice::Alt;
use super::copy::OwnedTerm;
use super::det_guard;
use super::{Exc, Machine};
use crate::arith::Number;
use crate::machine::instr::{Instr, SwitchHint};
use crate::term::Cell;

/// How a run of the machine ended.
#[derive(Debug)]
pub enum Outcome {
    True,
    False,
    Error(OwnedTerm),
    Halt(i32),
}

/// Calls the dispatch loop makes before it leaves and is entered again, in
/// the WebAssembly build. A browser's engine compiles a function first
/// with a fast baseline compiler and later, in the background, with its
/// optimising one; a call that is already running keeps the baseline code
/// (there is no on-stack replacement for WebAssembly), so a query that
/// stays in one activation of the loop ran at the baseline's speed to its
/// end: a student's first query ran 5-10 times slower than the third.
/// Leaving at a call instruction (nothing of it done yet; the state is all
/// in the machine once `pc` is stored) lets the next entry pick up the
/// optimised code. 2^16 calls are a few milliseconds.
#[cfg(target_arch = "wasm32")]
pub(crate) const CALLS_PER_ENTRY: u32 = 1 << 16;

/// The dispatch loop left only to be entered again (WebAssembly only).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
struct Reentry;

impl Machine {
    /// Runs from the current `pc` until a solution, failure of the query,
    /// an uncaught exception or halt.
    pub fn run(&mut self) -> Outcome {
        loop {
            if let Ok(outcome) = self.run_slice() {
                return outcome;
            }
        }
    }

    /// Whether the loop should leave before this call (see
    /// [`CALLS_PER_ENTRY`]).
    #[cfg(target_arch = "wasm32")]
    #[inline(always)]
    fn reentry_due(&mut self) -> bool {
        self.calls_until_reentry -= 1;
        if self.calls_until_reentry == 0 {
            self.calls_until_reentry = CALLS_PER_ENTRY;
            return true;
        }
        false
    }

    /// [`Machine::run`]'s loop; on WebAssembly it also returns, every
    /// [`CALLS_PER_ENTRY`] calls, to be entered again.
    ///
    /// The loop keeps the program counter in a local, so that fetching the
    /// next instruction does not wait for the store of the last increment:
    /// `self.pc` is written before anything the loop calls that may read it
    /// (predicate entry, builtins, errors, backtracking, wakeups: `sync!`)
    /// and read back after anything that may move it (`resync!`). Only the
    /// unifier and the heap and register helpers, which never look at it,
    /// run between. The handlers of the `run_*.rs` files that may do either
    /// get the pc as `&mut` and do both themselves.
    #[inline(never)]
    fn run_slice(&mut self) -> Result<Outcome, Reentry> {
        let mut pc = self.pc;
        macro_rules! sync {
            () => {
                self.pc = pc
            };
        }
        macro_rules! resync {
            () => {
                pc = self.pc
            };
        }
        macro_rules! fail {
            () => {{
                sync!();
                if self.backtrack() {
                    resync!();
                    continue;
                }
                return Ok(Outcome::False);
            }};
        }
        macro_rules! exc {
            ($e:expr) => {{
                let e = $e;
                sync!();
                match e {
                    Exc::Throw(ball) => match self.handle_throw(ball) {
                        Ok(()) => {
                            resync!();
                            continue;
                        }
                        Err(owned) => return Ok(Outcome::Error(owned)),
                    },
                    Exc::Halt(code) => return Ok(Outcome::Halt(code)),
                }
            }};
        }
        macro_rules! tryx {
            ($e:expr) => {{
                match $e {
                    Ok(v) => v,
                    Err(e) => exc!(e),
                }
            }};
        }
        // The three ways an instruction handler (run_head.rs, run_body.rs,
        // run_arith.rs ...) hands back to the loop. Each arm expands its own
        // copy, so that once the handler is in line the answer it returns
        // folds into the arm, with no common join after the match.
        //
        // A handler that cannot fail, then the next instruction.
        macro_rules! next {
            ($e:expr) => {{
                $e;
                pc += 1;
            }};
        }
        // A handler that answers whether it unified (or a test held): the
        // next instruction or backtracking.
        macro_rules! next_if {
            ($e:expr) => {{
                if !$e {
                    fail!();
                }
                pc += 1;
            }};
        }
        // A handler that moves the pc itself and answers as a builtin does
        // (run_calls.rs): go on at the pc, backtrack or raise.
        macro_rules! step {
            ($e:expr) => {
                match $e {
                    Ok(true) => {}
                    Ok(false) => fail!(),
                    Err(e) => exc!(e),
                }
            };
        }
        loop {
            debug_assert!((pc as usize) < self.code.len(), "pc {pc} is outside the code area");
            // SAFETY: every address the loop reaches is inside the code
            // area (see the note in operands.rs).
            let instr = unsafe { *self.code.get_unchecked(pc as usize) };
            match instr {
                Instr::GetVar(r, a) => next!(self.set_reg(r, self.arg_reg(a))),
                Instr::GetVal(r, a) => next_if!(self.get_val(r, a)),
                Instr::GetAtom(k, a) => next_if!(self.get_const(Cell::Atom(k), a)),
                Instr::GetInt(k, a) => next_if!(self.get_const(Cell::Int(k), a)),
                Instr::GetFlt(k, a) => next_if!(self.get_const(Cell::Flt(k), a)),
                Instr::GetBlob(k, a) => next_if!(self.get_blob(k, a)),
                Instr::GetList(a) => next_if!(self.get_list(a)),
                Instr::GetListArgs(a, ops) => next_if!(self.get_list_args(a, ops)),
                Instr::GetStruct2(f, a, ops) => next_if!(self.get_struct2(f, a, ops)),
                Instr::GetStruct(f, n, a) => next_if!(self.get_struct(f, n, a)),
                Instr::UnifyVar(r) => next!(self.unify_var(r)),
                Instr::UnifyVal(r) => next_if!(self.unify_val(r)),
                Instr::UnifyAtom(k) => next_if!(self.unify_next_const(Cell::Atom(k))),
                Instr::UnifyInt(k) => next_if!(self.unify_next_const(Cell::Int(k))),
                Instr::UnifyFlt(k) => next_if!(self.unify_next_const(Cell::Flt(k))),
                Instr::UnifyBlob(k) => next_if!(self.unify_blob(k)),
                Instr::UnifyVoid(n) => next!(self.s += n),
                Instr::PutVar(r, a) => next!(self.put_var(r, a)),
                Instr::PutVal(r, a) => next!(self.set_arg_reg(a, self.reg(r))),
                Instr::GetVar2(pair) => next!(self.get_var2(pair)),
                Instr::PutVal2(pair) => next!(self.put_val2(pair)),
                Instr::PutVoid(a) => next!(self.put_void(a)),
                Instr::PutAtom(k, a) => next!(self.set_arg_reg(a, Cell::Atom(k))),
                Instr::PutInt(k, a) => next!(self.set_arg_reg(a, Cell::Int(k))),
                Instr::PutFlt(k, a) => next!(self.set_arg_reg(a, Cell::Flt(k))),
                Instr::PutBlob(k, a) => next!(self.put_blob(k, a)),
                Instr::PutList(a) => next!(self.put_list(a)),
                Instr::PutListArgs(a, ops) => next!(self.put_list_args(a, ops)),
                Instr::PutStruct2(f, a, ops) => next!(self.put_struct2(f, a, ops)),
                Instr::PutStruct(f, n, a) => next!(self.put_struct(f, n, a)),
                Instr::Allocate(n) => next!(self.allocate(n)),
                Instr::Deallocate => next!(self.deallocate()),
                #[cfg(target_arch = "wasm32")]
                Instr::Call(..) | Instr::Execute(..) | Instr::DeallocExecute(..) | Instr::DetGuardCall(..)
                    if self.reentry_due() =>
                {
                    sync!();
                    return Err(Reentry);
                }
                Instr::Call(p, via_switch) => step!(self.call(&mut pc, p, via_switch)),
                Instr::CallNondet(p) => step!(self.call_nondet(&mut pc, p)),
                Instr::CallArg(p) => {
                    let fast = self.arg_fast();
                    step!(self.call_arg(&mut pc, p, fast))
                }
                Instr::ArgIn(p, ops) => {
                    let fast = self.arg_in(ops);
                    step!(self.call_arg(&mut pc, p, fast))
                }
                Instr::Execute(p, via_switch) => step!(self.execute(&mut pc, p, via_switch)),
                Instr::DeallocExecute(p, via_switch) => step!(self.dealloc_execute(&mut pc, p, via_switch)),
                Instr::Proceed => step!(self.proceed(&mut pc)),
                Instr::CallBuiltin(p) => step!(self.call_builtin(&mut pc, p, None)),
                Instr::CallFunctor(p) => {
                    let fast = self.functor_fast();
                    step!(self.call_builtin(&mut pc, p, fast))
                }
                Instr::CallUnify(p) => {
                    let fast = self.unify_fast();
                    step!(self.call_builtin(&mut pc, p, fast))
                }
                Instr::FunctorOf(p, ops) => {
                    let fast = self.functor_of_in(ops);
                    step!(self.call_builtin(&mut pc, p, fast))
                }
                Instr::FunctorNew(p, ops) => {
                    let fast = self.functor_new_in(ops);
                    step!(self.call_builtin(&mut pc, p, fast))
                }
                Instr::UnifyRegs(p, ops) => {
                    let fast = self.unify_regs(ops);
                    step!(self.call_builtin(&mut pc, p, fast))
                }
                Instr::TestElse(p, else_addr) => step!(self.test_else(&mut pc, p, else_addr)),
                Instr::GetLevel(r) => next!(self.set_reg(r, Cell::Int(self.b0 as i64))),
                Instr::SaveB(_) if !self.wake.is_empty() => {
                    // A negation or if-then-else opens: goals woken by the
                    // bindings before it run outside it (else `\+ G` would
                    // undo what they bind), then the instruction again.
                    sync!();
                    tryx!(self.start_wakeup_live());
                    resync!();
                }
                Instr::SaveB(r) => next!(self.set_reg(r, Cell::Int(self.choices.len() as i64))),
                Instr::NeckCut | Instr::CutTo(_) if !self.wake.is_empty() => {
                    // Bindings the clause made so far wake their goals and
                    // checks before the cut: one that fails must still
                    // find the alternatives.
                    sync!();
                    tryx!(self.start_wakeup_live());
                    resync!();
                }
                Instr::CutTo(r) => {
                    let Cell::Int(level) = self.reg(r) else { unreachable!("cut level") };
                    // A cut may run cleanup goals (setup_call_cleanup/3).
                    sync!();
                    tryx!(self.cut_to(level as u32));
                    pc += 1;
                }
                Instr::SoftCut(r) => {
                    let Cell::Int(level) = self.reg(r) else { unreachable!("cut level") };
                    if let Some(ch) = self.choices.get_mut(level as usize) {
                        ch.alt = Alt::Dead;
                    }
                    pc += 1;
                }
                Instr::NeckCut => {
                    sync!();
                    tryx!(self.cut_to(self.b0));
                    pc += 1;
                }
                Instr::TryElse(l) => next!(self.push_code_choice(l)),
                Instr::DetGuardTry(r, info) => next!(self.det_guard_try(r, info)),
                Instr::DetTryElse(r, l) => {
                    if det_guard::covered(self.reg(r)) {
                        pc += 1;
                    } else {
                        next!(self.push_code_choice(l))
                    }
                }
                Instr::DetGuardCall(p, r) => {
                    if self.det_guard_tail(self.reg(r)) {
                        step!(self.dealloc_execute(&mut pc, p, SwitchHint::UNSET))
                    } else {
                        step!(self.call(&mut pc, p, SwitchHint::UNSET))
                    }
                }
                Instr::DetGuardOk(..) if !self.wake.is_empty() => {
                    // As before a cut: the woken goals run first.
                    sync!();
                    tryx!(self.start_wakeup_live());
                    resync!();
                }
                Instr::DetGuardOk(r, l) => {
                    let word = self.reg(r);
                    if self.choices.len() as u64 == det_guard::level(word) {
                        if !det_guard::covered(word) {
                            sync!();
                            tryx!(self.cut_to(det_guard::level(word) as u32 - 1));
                        }
                        pc = l;
                    } else {
                        pc += 1;
                    }
                }
                Instr::DetGoalTry(..) if !self.wake.is_empty() => {
                    // As before `SaveB`: woken goals run outside the `$/1`.
                    sync!();
                    tryx!(self.start_wakeup_live());
                    resync!();
                }
                Instr::DetGoalTry(r, l) => next!(self.det_goal_try(r, l)),
                Instr::DetSkip(r, l) => pc = self.det_skip(pc, r, l),
                Instr::Jump(l) => pc = l,
                Instr::Fail => fail!(),
                Instr::ALoad(_) | Instr::AAddConst(_) | Instr::ACmp(_) | Instr::ACmpElse(..)
                    if !self.wake.is_empty() =>
                {
                    // Arithmetic first in a clause body: the goals the
                    // head's bindings woke run before it reads its operands
                    // (SWI-Prolog runs them at the neck), then the
                    // instruction again. No unification happens inside an
                    // expression, so a wakeup is never pending in its middle
                    // unless its first load was a constant.
                    sync!();
                    tryx!(self.start_wakeup_live());
                    resync!();
                }
                Instr::ALoad(r) => next!(tryx!(self.arith_load(r))),
                Instr::AInt(i) => next!(self.astack.push(Number::Int(i))),
                Instr::AFlt(f) => next!(self.astack.push(Number::Float(f))),
                Instr::ABlob(k) => next!(tryx!(self.arith_blob(k))),
                Instr::AApply(f) => next!(tryx!(self.arith_apply(f))),
                Instr::AUnknown(name, arity) => exc!(self.arith_unknown(name, arity)),
                Instr::ASet(r) => next!(self.arith_set(r)),
                Instr::AAddConst(op) => next!(tryx!(self.arith_add_const(op))),
                Instr::AUnify(r) => next_if!(self.arith_unify(r)),
                Instr::ACompare(op) => next_if!(self.compare_popped(op)),
                Instr::ACompareElse(op, else_addr) => pc = if self.compare_popped(op) { pc + 1 } else { else_addr },
                Instr::ACmp(c) => next_if!(tryx!(self.compare_operands(c))),
                Instr::ACmpElse(else_addr, c) => pc = if tryx!(self.compare_operands(c)) { pc + 1 } else { else_addr },
                Instr::Succeed => {
                    sync!();
                    return Ok(Outcome::True);
                }
                Instr::Raise => step!(self.raise(&mut pc)),
                Instr::ResumeAfterWake => self.resume_after_wake(&mut pc),
                Instr::CatchExit => self.catch_exit(&mut pc),
            }
        }
    }
}
