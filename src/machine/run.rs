//! The instruction dispatch loop: fetch, decode and execute of the
//! instruction set (`instr.rs`), its operands reached through
//! `operands.rs`. A call leaves the loop for predicate entry
//! (`enter.rs`); call/N and catch/3 for `metacall.rs`.

use super::choice::Alt;
use super::copy::OwnedTerm;
use super::database::PredKind;
use super::enter::Entered;
use super::{addr, Exc, Machine, FRAME_HEADER};
use crate::arith::{Func, Number};
use crate::machine::instr::{Instr, SwitchHint};
use crate::term::{atoms, Cell};

/// How a run of the machine ended.
#[derive(Debug)]
pub enum Outcome {
    True,
    False,
    Error(OwnedTerm),
    Halt(i32),
}

impl Machine {
    /// Runs from the current `pc` until a solution, failure of the query,
    /// an uncaught exception or halt.
    ///
    /// The loop keeps the program counter in a local, so that fetching the
    /// next instruction does not wait for the store of the last increment:
    /// `self.pc` is written before anything the loop calls that may read it
    /// (predicate entry, builtins, errors, backtracking, wakeups: `sync!`)
    /// and read back after anything that may move it (`resync!`). Only the
    /// unifier and the heap and register helpers, which never look at it,
    /// run between.
    pub fn run(&mut self) -> Outcome {
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
                return Outcome::False;
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
                        Err(owned) => return Outcome::Error(owned),
                    },
                    Exc::Halt(code) => return Outcome::Halt(code),
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
        // A wakeup saves the address to resume at and moves the pc.
        macro_rules! wakeup {
            ($n:expr) => {{
                let n = $n;
                sync!();
                tryx!(self.start_wakeup(n));
                resync!();
            }};
        }
        // A call that its predicate's switch settles (enter.rs), tried
        // for the calls whose hint says the switch settled them last time.
        macro_rules! switch_entry {
            ($p:expr) => {
                match self.switch_entry($p) {
                    Some(Some(code)) => {
                        pc = code;
                        continue;
                    }
                    Some(None) => fail!(),
                    None => {}
                }
            };
        }
        loop {
            debug_assert!((pc as usize) < self.code.len(), "pc {pc} is outside the code area");
            // SAFETY: every address the loop reaches is inside the code
            // area (see the note in operands.rs).
            let instr = unsafe { *self.code.get_unchecked(pc as usize) };
            match instr {
                Instr::GetVar(r, a) => {
                    let v = self.arg_reg(a);
                    self.set_reg(r, v);
                    pc += 1;
                }
                Instr::GetVal(r, a) => {
                    let (u, v) = (self.reg(r), self.arg_reg(a));
                    if !self.unify(u, v) {
                        fail!();
                    }
                    pc += 1;
                }
                Instr::GetAtom(k, a) => {
                    if !self.get_const(Cell::Atom(k), a) {
                        fail!();
                    }
                    pc += 1;
                }
                Instr::GetInt(k, a) => {
                    if !self.get_const(Cell::Int(k), a) {
                        fail!();
                    }
                    pc += 1;
                }
                Instr::GetFlt(k, a) => {
                    if !self.get_const(Cell::Flt(k), a) {
                        fail!();
                    }
                    pc += 1;
                }
                Instr::GetBlob(k, a) => {
                    let c = self.blob_cell(k);
                    let v = self.arg_reg(a);
                    if !self.unify(c, v) {
                        fail!();
                    }
                    pc += 1;
                }
                Instr::GetList(a) => {
                    match self.heap.deref(self.arg_reg(a)) {
                        Cell::Lis(p) => {
                            self.s = p;
                            self.write_mode = false;
                        }
                        d @ (Cell::Ref(_) | Cell::Attv(_)) => {
                            let p = self.heap.push_pair_of_vars();
                            self.bind(d, Cell::Lis(p));
                            self.s = p;
                            self.write_mode = true;
                        }
                        _ => fail!(),
                    }
                    pc += 1;
                }
                Instr::GetListArgs(a, ops) => {
                    let (head, tail) = (ops.first(), ops.second());
                    match self.heap.deref(self.arg_reg(a)) {
                        Cell::Lis(p) => {
                            if !self.unify_op_read(head, p) || !self.unify_op_read(tail, p + 1) {
                                fail!();
                            }
                        }
                        d @ (Cell::Ref(_) | Cell::Attv(_)) => {
                            let p = self.pair_cells_write(head, tail);
                            self.bind(d, Cell::Lis(p));
                        }
                        _ => fail!(),
                    }
                    pc += 1;
                }
                Instr::GetStruct2(f, a, ops) => {
                    match self.heap.deref(self.arg_reg(a)) {
                        Cell::Str(p) => {
                            match self.heap.get(p) {
                                Cell::Fun(g, 2) if g == f => {}
                                _ => fail!(),
                            }
                            if !self.unify_op_read(ops.first(), p + 1) || !self.unify_op_read(ops.second(), p + 2) {
                                fail!();
                            }
                        }
                        d @ (Cell::Ref(_) | Cell::Attv(_)) => {
                            let p = self.heap.push(Cell::Fun(f, 2));
                            self.pair_cells_write(ops.first(), ops.second());
                            self.bind(d, Cell::Str(p));
                        }
                        _ => fail!(),
                    }
                    pc += 1;
                }
                Instr::GetStruct(f, n, a) => {
                    match self.heap.deref(self.arg_reg(a)) {
                        Cell::Str(p) => {
                            match self.heap.get(p) {
                                Cell::Fun(g, m) if g == f && m == n => {}
                                _ => fail!(),
                            }
                            self.s = p + 1;
                            self.write_mode = false;
                        }
                        d @ (Cell::Ref(_) | Cell::Attv(_)) => {
                            let p = self.heap.push_struct_of_vars(f, n);
                            self.bind(d, Cell::Str(p));
                            self.s = p + 1;
                            self.write_mode = true;
                        }
                        _ => fail!(),
                    }
                    pc += 1;
                }
                Instr::UnifyVar(r) => {
                    // In write mode the cell is a fresh variable already.
                    let c = self.heap.get(self.s);
                    self.set_reg(r, c);
                    self.s += 1;
                    pc += 1;
                }
                Instr::UnifyVal(r) => {
                    let v = self.reg(r);
                    if self.write_mode {
                        self.heap.set(self.s, v);
                    } else {
                        let h = self.heap.get(self.s);
                        if !self.unify(v, h) {
                            fail!();
                        }
                    }
                    self.s += 1;
                    pc += 1;
                }
                Instr::UnifyAtom(k) => {
                    if !self.unify_next_const(Cell::Atom(k)) {
                        fail!();
                    }
                    pc += 1;
                }
                Instr::UnifyInt(k) => {
                    if !self.unify_next_const(Cell::Int(k)) {
                        fail!();
                    }
                    pc += 1;
                }
                Instr::UnifyFlt(k) => {
                    if !self.unify_next_const(Cell::Flt(k)) {
                        fail!();
                    }
                    pc += 1;
                }
                Instr::UnifyBlob(k) => {
                    let c = self.blob_cell(k);
                    if self.write_mode {
                        self.heap.set(self.s, c);
                    } else {
                        let h = self.heap.get(self.s);
                        if !self.unify(c, h) {
                            fail!();
                        }
                    }
                    self.s += 1;
                    pc += 1;
                }
                Instr::UnifyVoid(n) => {
                    self.s += n;
                    pc += 1;
                }
                Instr::PutVar(r, a) => {
                    let v = self.heap.new_var();
                    self.set_reg(r, v);
                    self.set_arg_reg(a, v);
                    pc += 1;
                }
                Instr::PutVal(r, a) => {
                    self.set_arg_reg(a, self.reg(r));
                    pc += 1;
                }
                Instr::GetVar2(pair) => {
                    let (r, a) = pair.first();
                    let v = self.arg_reg(a);
                    self.set_reg(r, v);
                    let (r, a) = pair.second();
                    let v = self.arg_reg(a);
                    self.set_reg(r, v);
                    pc += 1;
                }
                Instr::PutVal2(pair) => {
                    let (r, a) = pair.first();
                    self.set_arg_reg(a, self.reg(r));
                    let (r, a) = pair.second();
                    self.set_arg_reg(a, self.reg(r));
                    pc += 1;
                }
                Instr::PutVoid(a) => {
                    let v = self.heap.new_var();
                    self.set_arg_reg(a, v);
                    pc += 1;
                }
                Instr::PutAtom(k, a) => {
                    self.set_arg_reg(a, Cell::Atom(k));
                    pc += 1;
                }
                Instr::PutInt(k, a) => {
                    self.set_arg_reg(a, Cell::Int(k));
                    pc += 1;
                }
                Instr::PutFlt(k, a) => {
                    self.set_arg_reg(a, Cell::Flt(k));
                    pc += 1;
                }
                Instr::PutBlob(k, a) => {
                    let c = self.blob_cell(k);
                    self.set_arg_reg(a, c);
                    pc += 1;
                }
                Instr::PutList(a) => {
                    let p = self.heap.push_pair_of_vars();
                    self.set_arg_reg(a, Cell::Lis(p));
                    self.s = p;
                    self.write_mode = true;
                    pc += 1;
                }
                Instr::PutListArgs(a, ops) => {
                    let (head, tail) = (ops.first(), ops.second());
                    let p = self.pair_cells_write(head, tail);
                    self.set_arg_reg(a, Cell::Lis(p));
                    pc += 1;
                }
                Instr::PutStruct2(f, a, ops) => {
                    let p = self.heap.push(Cell::Fun(f, 2));
                    self.pair_cells_write(ops.first(), ops.second());
                    self.set_arg_reg(a, Cell::Str(p));
                    pc += 1;
                }
                Instr::PutStruct(f, n, a) => {
                    let p = self.heap.push_struct_of_vars(f, n);
                    self.set_arg_reg(a, Cell::Str(p));
                    self.s = p + 1;
                    self.write_mode = true;
                    pc += 1;
                }
                Instr::Allocate(n) => {
                    let new_e = self.env_top();
                    let end = (new_e + FRAME_HEADER + n) as usize;
                    let header = [Cell::Raw(self.e as u64), Cell::Raw(self.cp as u64), Cell::Raw(n as u64)];
                    self.stack.truncate(new_e as usize);
                    // The header in one copy (one capacity check rather
                    // than three); the permanent variables start as
                    // integers, not stale cells, because the collector reads
                    // every slot of a frame.
                    self.stack.extend_from_slice(&header);
                    self.stack.resize(end, Cell::Int(0));
                    self.e = new_e;
                    pc += 1;
                }
                Instr::Deallocate => {
                    let e = self.e as usize;
                    let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[e], self.stack[e + 1]) else {
                        unreachable!("corrupt frame")
                    };
                    self.cp = cp as u32;
                    self.e = ce as u32;
                    pc += 1;
                }
                Instr::Call(p, _) | Instr::CallNondet(p) => {
                    if !self.wake.is_empty() {
                        let n = self.preds[p as usize].arity;
                        wakeup!(n);
                        continue;
                    }
                    self.cp = pc + 1;
                    self.b0 = self.choices.len() as u32;
                    if let Instr::Call(_, SwitchHint::SET) = instr {
                        switch_entry!(p);
                    }
                    sync!();
                    let entered = match instr {
                        Instr::CallNondet(_) => self.enter_nondet(p),
                        _ => self.enter_code(p),
                    };
                    match entered {
                        Entered::Ok => resync!(),
                        Entered::Failed => fail!(),
                        Entered::Raised => exc!(self.entry_exc.take().expect("the entry's error")),
                    }
                }
                Instr::CallArg(p) | Instr::ArgIn(p, _) => {
                    let fast = match instr {
                        Instr::ArgIn(_, ops) => self.arg_in(ops),
                        _ => self.arg_fast(),
                    };
                    match fast {
                        Some(true) => {
                            pc += 1;
                            if !self.wake.is_empty() {
                                wakeup!(0);
                            }
                            continue;
                        }
                        Some(false) => fail!(),
                        None => {}
                    }
                    if !self.wake.is_empty() {
                        // Then the instruction again (an ArgIn's operands
                        // may be in any register).
                        let n = self.x.len() as u32;
                        wakeup!(n);
                        continue;
                    }
                    self.cp = pc + 1;
                    self.b0 = self.choices.len() as u32;
                    sync!();
                    match self.enter_nondet(p) {
                        Entered::Ok => resync!(),
                        Entered::Failed => fail!(),
                        Entered::Raised => exc!(self.entry_exc.take().expect("the entry's error")),
                    }
                }
                Instr::Execute(p, via_switch) => {
                    if !self.wake.is_empty() {
                        let n = self.preds[p as usize].arity;
                        wakeup!(n);
                        continue;
                    }
                    self.b0 = self.choices.len() as u32;
                    if via_switch.is_set() {
                        switch_entry!(p);
                    }
                    sync!();
                    match self.enter_code(p) {
                        Entered::Ok => resync!(),
                        Entered::Failed => fail!(),
                        Entered::Raised => exc!(self.entry_exc.take().expect("the entry's error")),
                    }
                }
                Instr::DeallocExecute(p, via_switch) => {
                    if !self.wake.is_empty() {
                        // The wakeup returns here with this frame still in
                        // place, and the instruction runs again.
                        let n = self.preds[p as usize].arity;
                        wakeup!(n);
                        continue;
                    }
                    let e = self.e as usize;
                    let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[e], self.stack[e + 1]) else {
                        unreachable!("corrupt frame")
                    };
                    self.cp = cp as u32;
                    self.e = ce as u32;
                    self.b0 = self.choices.len() as u32;
                    if via_switch.is_set() {
                        switch_entry!(p);
                    }
                    sync!();
                    match self.enter_code(p) {
                        Entered::Ok => resync!(),
                        Entered::Failed => fail!(),
                        Entered::Raised => exc!(self.entry_exc.take().expect("the entry's error")),
                    }
                }
                Instr::Proceed => {
                    if !self.wake.is_empty() {
                        wakeup!(0);
                        continue;
                    }
                    pc = self.cp;
                }
                Instr::CallBuiltin(p)
                | Instr::CallFunctor(p)
                | Instr::CallUnify(p)
                | Instr::FunctorOf(p, _)
                | Instr::FunctorNew(p, _)
                | Instr::UnifyRegs(p, _) => {
                    let fast = match instr {
                        Instr::CallUnify(_) => self.unify_fast(),
                        Instr::CallFunctor(_) => self.functor_fast(),
                        Instr::FunctorOf(_, ops) => self.functor_of_in(ops),
                        Instr::FunctorNew(_, ops) => self.functor_new_in(ops),
                        Instr::UnifyRegs(_, ops) => self.unify_regs(ops),
                        _ => None,
                    };
                    match fast {
                        Some(true) => {
                            pc += 1;
                            if !self.wake.is_empty() {
                                let n = self.x.len() as u32;
                                wakeup!(n);
                            }
                            continue;
                        }
                        Some(false) => fail!(),
                        None => {}
                    }
                    let PredKind::Builtin(f) = self.preds[p as usize].kind else { unreachable!("not a builtin") };
                    // Builtins read the pc (the context module, roots of
                    // the code collector) but do not move it.
                    sync!();
                    // Every site that counts an inference polls on the same
                    // multiple: a loop of one builtin and one call counts in
                    // steps of two and would otherwise never meet it.
                    self.inferences += 1;
                    if self.inferences & 0xFFF == 0 {
                        tryx!(self.poll_interrupts());
                        self.collect_atoms_if_due();
                    }
                    if self.debug_mode {
                        match self.trace_call_builtin(p) {
                            Ok(true) => pc += 1,
                            Ok(false) => fail!(),
                            Err(e) => exc!(e),
                        }
                        if !self.wake.is_empty() {
                            let n = self.x.len() as u32;
                            wakeup!(n);
                        }
                        continue;
                    }
                    match f(self) {
                        Ok(true) => {
                            pc += 1;
                            if !self.wake.is_empty() {
                                // Temporaries may be live across an inline
                                // builtin: keep every register.
                                let n = self.x.len() as u32;
                                wakeup!(n);
                            }
                        }
                        Ok(false) => fail!(),
                        Err(e) => {
                            let e = self.add_context(e, p);
                            exc!(e)
                        }
                    }
                }
                Instr::GetLevel(r) => {
                    self.set_reg(r, Cell::Int(self.b0 as i64));
                    pc += 1;
                }
                Instr::SaveB(r) => {
                    self.set_reg(r, Cell::Int(self.choices.len() as i64));
                    pc += 1;
                }
                Instr::NeckCut | Instr::CutTo(_) if !self.wake.is_empty() => {
                    // Bindings the clause made so far wake their goals and
                    // checks before the cut: one that fails must still
                    // find the alternatives.
                    let n = self.x.len() as u32;
                    wakeup!(n);
                }
                Instr::CutTo(r) => {
                    let Cell::Int(level) = self.reg(r) else { unreachable!("cut level") };
                    // A cut may run cleanup goals (setup_call_cleanup/3).
                    sync!();
                    self.cut_to(level as u32);
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
                    self.cut_to(self.b0);
                    pc += 1;
                }
                Instr::TryElse(l) => {
                    self.push_choice(Alt::Code(l), 0);
                    pc += 1;
                }
                Instr::Jump(l) => pc = l,
                Instr::Fail => fail!(),
                Instr::ALoad(r) => {
                    let c = self.heap.deref(self.reg(r));
                    let n = match c {
                        Cell::Int(i) => Number::Int(i),
                        Cell::Flt(f) => Number::Float(f),
                        _ => tryx!(self.eval(c)),
                    };
                    self.astack.push(n);
                    pc += 1;
                }
                Instr::AInt(i) => {
                    self.astack.push(Number::Int(i));
                    pc += 1;
                }
                Instr::AFlt(f) => {
                    self.astack.push(Number::Float(f));
                    pc += 1;
                }
                Instr::ABlob(k) => {
                    let c = self.blob_cell(k);
                    let n = tryx!(self.eval(c));
                    self.astack.push(n);
                    pc += 1;
                }
                Instr::AApply(f) => {
                    // Small-integer fast path for the common operations.
                    if let [.., Number::Int(a), Number::Int(b)] = self.astack[..] {
                        let r = match f {
                            Func::Add => a.checked_add(b),
                            Func::Sub => a.checked_sub(b),
                            Func::Mul => a.checked_mul(b),
                            _ => None,
                        };
                        if let Some(v) = r {
                            let len = self.astack.len();
                            self.astack.truncate(len - 1);
                            self.astack[len - 2] = Number::Int(v);
                            pc += 1;
                            continue;
                        }
                    }
                    let n = f.arity();
                    let at = self.astack.len() - n;
                    let r = crate::arith::apply(f, &self.astack[at..], &mut self.arith);
                    self.astack.truncate(at);
                    match r {
                        Ok(v) => self.astack.push(v),
                        Err(e) => {
                            self.astack.clear();
                            let e = self.arith_error(e);
                            exc!(e)
                        }
                    }
                    pc += 1;
                }
                Instr::AUnknown(name, arity) => {
                    self.astack.clear();
                    let pi = self.indicator(name, arity);
                    let e = self.err_type(atoms::EVALUABLE, pi);
                    exc!(e)
                }
                Instr::ASet(r) => {
                    let c = match self.astack[..] {
                        [.., Number::Int(i)] => {
                            let len = self.astack.len();
                            self.astack.truncate(len - 1);
                            Cell::Int(i)
                        }
                        _ => self.astack.pop().expect("arith stack").to_cell(&mut self.heap),
                    };
                    self.set_reg(r, c);
                    pc += 1;
                }
                Instr::AAddConst(op) => {
                    let c = self.heap.deref(self.reg(op.src()));
                    let v = match c {
                        Cell::Int(a) => op.apply_int(a).map(Cell::Int),
                        _ => None,
                    };
                    let v = match v {
                        Some(v) => v,
                        None => tryx!(self.add_const_general(c, op)),
                    };
                    self.set_reg(op.dst(), v);
                    pc += 1;
                }
                Instr::AUnify(r) => {
                    let v = self.astack.pop().expect("arith stack");
                    let c = v.to_cell(&mut self.heap);
                    let t = self.reg(r);
                    if !self.unify(t, c) {
                        fail!();
                    }
                    pc += 1;
                }
                Instr::ACompare(op) => {
                    if !self.compare_popped(op) {
                        fail!();
                    }
                    pc += 1;
                }
                Instr::ACompareElse(op, else_addr) => {
                    if self.compare_popped(op) {
                        pc += 1;
                    } else {
                        pc = else_addr;
                    }
                }
                Instr::ACmp(c) => {
                    if !tryx!(self.compare_operands(c)) {
                        fail!();
                    }
                    pc += 1;
                }
                Instr::ACmpElse(else_addr, c) => {
                    if tryx!(self.compare_operands(c)) {
                        pc += 1;
                    } else {
                        pc = else_addr;
                    }
                }
                Instr::TestElse(p, else_addr) => {
                    let PredKind::Builtin(f) = self.preds[p as usize].kind else { unreachable!("not a builtin") };
                    sync!();
                    self.inferences += 1;
                    if self.inferences & 0xFFF == 0 {
                        tryx!(self.poll_interrupts());
                        self.collect_atoms_if_due();
                    }
                    let passed = if self.debug_mode { self.trace_call_builtin(p) } else { f(self) };
                    match passed {
                        Ok(true) => pc += 1,
                        Ok(false) => pc = else_addr,
                        Err(e) => {
                            let e = self.add_context(e, p);
                            exc!(e)
                        }
                    }
                }
                Instr::Succeed => {
                    sync!();
                    return Outcome::True;
                }
                Instr::Raise => {
                    // TRACE_EXIT shares this instruction: a further variant
                    // in Instr makes the dispatch of every instruction cost
                    // more, and both are rare.
                    if pc == addr::TRACE_EXIT {
                        sync!();
                        match self.trace_exit() {
                            Ok(true) => {
                                resync!();
                                continue;
                            }
                            Ok(false) => fail!(),
                            Err(e) => exc!(e),
                        }
                    }
                    if pc == addr::RESET_EXIT {
                        sync!();
                        match self.reset_exit() {
                            Ok(true) => {
                                resync!();
                                continue;
                            }
                            Ok(false) => fail!(),
                            Err(e) => exc!(e),
                        }
                    }
                    let e = self.pending_exc.take().unwrap_or(Exc::Halt(1));
                    exc!(e)
                }
                Instr::ResumeAfterWake => {
                    let e = self.e as usize;
                    let Cell::Raw(n) = self.stack[e + 2] else { unreachable!() };
                    let Cell::Raw(cp) = self.stack[e + 3] else { unreachable!() };
                    let Cell::Raw(b0) = self.stack[e + 4] else { unreachable!() };
                    for i in 0..(n as usize - 2) {
                        self.x[i] = self.stack[e + 5 + i];
                    }
                    self.b0 = b0 as u32;
                    let (Cell::Raw(ce), Cell::Raw(resume)) = (self.stack[e], self.stack[e + 1]) else { unreachable!() };
                    self.e = ce as u32;
                    self.cp = cp as u32;
                    pc = resume as u32;
                }
                Instr::CatchExit => {
                    let e = self.e as usize;
                    let Cell::Int(idx) = self.stack[e + FRAME_HEADER as usize] else { unreachable!() };
                    let idx = idx as usize;
                    // The catch frame stops being active; if the goal left no
                    // choicepoints it can go altogether.
                    if let Alt::Catch { prev_catch, .. } = self.choices[idx].alt {
                        self.catch_top = prev_catch;
                    }
                    if self.choices.len() == idx + 1 {
                        sync!();
                        self.pop_choices_to(idx);
                    }
                    let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[e], self.stack[e + 1]) else { unreachable!() };
                    self.e = ce as u32;
                    self.cp = cp as u32;
                    pc = self.cp;
                }
            }
        }
    }
}
