//! The instruction dispatch loop, predicate entry (clause selection with
//! first-argument indexing), meta-calls, catch/3 entry, and the wakeup of
//! attributed-variable hooks.

use super::choice::Alt;
use super::copy::OwnedTerm;
use super::database::{call_arg_key, key_of, key_word_of, Cands, ControlOp, PredKind, INDEX_THRESHOLD};
use super::flags::Unknown;
use super::{addr, Exc, Machine, FRAME_HEADER};
use crate::arith::{Func, Number};
use crate::compile::decompile::FactCode;
use crate::compile::instr::{ArithCmp, Instr, PredId, Reg};
use crate::term::{atoms, Cell};
use std::cmp::Ordering;
use std::sync::atomic::Ordering as AtomicOrdering;

/// How a run of the machine ended.
#[derive(Debug)]
pub enum Outcome {
    True,
    False,
    Error(OwnedTerm),
    Halt(i32),
}

impl Machine {
    #[inline]
    pub fn reg(&self, r: Reg) -> Cell {
        match r {
            Reg::X(i) => self.x[i as usize],
            Reg::Y(i) => self.stack[(self.e + FRAME_HEADER + i) as usize],
        }
    }

    #[inline]
    pub fn set_reg(&mut self, r: Reg, c: Cell) {
        match r {
            Reg::X(i) => self.x[i as usize] = c,
            Reg::Y(i) => self.stack[(self.e + FRAME_HEADER + i) as usize] = c,
        }
    }

    /// Runs from the current `pc` until a solution, failure of the query,
    /// an uncaught exception or halt.
    pub fn run(&mut self) -> Outcome {
        macro_rules! fail {
            () => {{
                if self.backtrack() {
                    continue;
                }
                return Outcome::False;
            }};
        }
        macro_rules! exc {
            ($e:expr) => {{
                match $e {
                    Exc::Throw(ball) => match self.handle_throw(ball) {
                        Ok(()) => continue,
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
        loop {
            let instr = self.code[self.pc as usize];
            match instr {
                Instr::GetVar(r, a) => {
                    let v = self.x[a as usize];
                    self.set_reg(r, v);
                    self.pc += 1;
                }
                Instr::GetVal(r, a) => {
                    let (u, v) = (self.reg(r), self.x[a as usize]);
                    if !self.unify(u, v) {
                        fail!();
                    }
                    self.pc += 1;
                }
                Instr::GetAtom(k, a) => {
                    if !self.get_const(Cell::Atom(k), a) {
                        fail!();
                    }
                    self.pc += 1;
                }
                Instr::GetInt(k, a) => {
                    if !self.get_const(Cell::Int(k), a) {
                        fail!();
                    }
                    self.pc += 1;
                }
                Instr::GetFlt(k, a) => {
                    if !self.get_const(Cell::Flt(k), a) {
                        fail!();
                    }
                    self.pc += 1;
                }
                Instr::GetBlob(k, a) => {
                    let c = self.blob_cell(k);
                    let v = self.x[a as usize];
                    if !self.unify(c, v) {
                        fail!();
                    }
                    self.pc += 1;
                }
                Instr::GetList(a) => {
                    match self.heap.deref(self.x[a as usize]) {
                        Cell::Lis(p) => {
                            self.s = p;
                            self.write_mode = false;
                        }
                        d @ (Cell::Ref(_) | Cell::Attv(_)) => {
                            let p = self.heap.top();
                            self.heap.push(Cell::Ref(p));
                            self.heap.push(Cell::Ref(p + 1));
                            self.bind(d, Cell::Lis(p));
                            self.s = p;
                            self.write_mode = true;
                        }
                        _ => fail!(),
                    }
                    self.pc += 1;
                }
                Instr::GetStruct(f, n, a) => {
                    match self.heap.deref(self.x[a as usize]) {
                        Cell::Str(p) => {
                            match self.heap.get(p) {
                                Cell::Fun(g, m) if g == f && m == n => {}
                                _ => fail!(),
                            }
                            self.s = p + 1;
                            self.write_mode = false;
                        }
                        d @ (Cell::Ref(_) | Cell::Attv(_)) => {
                            let p = self.heap.push(Cell::Fun(f, n));
                            for i in 1..=n {
                                self.heap.push(Cell::Ref(p + i));
                            }
                            self.bind(d, Cell::Str(p));
                            self.s = p + 1;
                            self.write_mode = true;
                        }
                        _ => fail!(),
                    }
                    self.pc += 1;
                }
                Instr::UnifyVar(r) => {
                    // In write mode the cell is a fresh variable already.
                    let c = self.heap.get(self.s);
                    self.set_reg(r, c);
                    self.s += 1;
                    self.pc += 1;
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
                    self.pc += 1;
                }
                Instr::UnifyAtom(k) => {
                    if !self.unify_next_const(Cell::Atom(k)) {
                        fail!();
                    }
                    self.pc += 1;
                }
                Instr::UnifyInt(k) => {
                    if !self.unify_next_const(Cell::Int(k)) {
                        fail!();
                    }
                    self.pc += 1;
                }
                Instr::UnifyFlt(k) => {
                    if !self.unify_next_const(Cell::Flt(k)) {
                        fail!();
                    }
                    self.pc += 1;
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
                    self.pc += 1;
                }
                Instr::UnifyVoid(n) => {
                    self.s += n;
                    self.pc += 1;
                }
                Instr::PutVar(r, a) => {
                    let v = self.heap.new_var();
                    self.set_reg(r, v);
                    self.x[a as usize] = v;
                    self.pc += 1;
                }
                Instr::PutVal(r, a) => {
                    self.x[a as usize] = self.reg(r);
                    self.pc += 1;
                }
                Instr::PutVoid(a) => {
                    self.x[a as usize] = self.heap.new_var();
                    self.pc += 1;
                }
                Instr::PutAtom(k, a) => {
                    self.x[a as usize] = Cell::Atom(k);
                    self.pc += 1;
                }
                Instr::PutInt(k, a) => {
                    self.x[a as usize] = Cell::Int(k);
                    self.pc += 1;
                }
                Instr::PutFlt(k, a) => {
                    self.x[a as usize] = Cell::Flt(k);
                    self.pc += 1;
                }
                Instr::PutBlob(k, a) => {
                    self.x[a as usize] = self.blob_cell(k);
                    self.pc += 1;
                }
                Instr::PutList(a) => {
                    let p = self.heap.top();
                    self.heap.push(Cell::Ref(p));
                    self.heap.push(Cell::Ref(p + 1));
                    self.x[a as usize] = Cell::Lis(p);
                    self.s = p;
                    self.write_mode = true;
                    self.pc += 1;
                }
                Instr::PutStruct(f, n, a) => {
                    let p = self.heap.push(Cell::Fun(f, n));
                    for i in 1..=n {
                        self.heap.push(Cell::Ref(p + i));
                    }
                    self.x[a as usize] = Cell::Str(p);
                    self.s = p + 1;
                    self.write_mode = true;
                    self.pc += 1;
                }
                Instr::Allocate(n) => {
                    let new_e = self.env_top();
                    self.stack.truncate(new_e as usize);
                    self.stack.push(Cell::Raw(self.e as u64));
                    self.stack.push(Cell::Raw(self.cp as u64));
                    self.stack.push(Cell::Raw(n as u64));
                    self.stack.resize((new_e + FRAME_HEADER + n) as usize, Cell::Int(0));
                    self.e = new_e;
                    self.pc += 1;
                }
                Instr::Deallocate => {
                    let e = self.e as usize;
                    let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[e], self.stack[e + 1]) else {
                        unreachable!("corrupt frame")
                    };
                    self.cp = cp as u32;
                    self.e = ce as u32;
                    self.pc += 1;
                }
                Instr::Call(p) => {
                    if !self.wake.is_empty() {
                        let n = self.preds[p as usize].arity;
                        tryx!(self.start_wakeup(n));
                        continue;
                    }
                    self.cp = self.pc + 1;
                    self.b0 = self.choices.len() as u32;
                    if !tryx!(self.enter(p)) {
                        fail!();
                    }
                }
                Instr::Execute(p) => {
                    if !self.wake.is_empty() {
                        let n = self.preds[p as usize].arity;
                        tryx!(self.start_wakeup(n));
                        continue;
                    }
                    self.b0 = self.choices.len() as u32;
                    if !tryx!(self.enter(p)) {
                        fail!();
                    }
                }
                Instr::Proceed => {
                    if !self.wake.is_empty() {
                        tryx!(self.start_wakeup(0));
                        continue;
                    }
                    self.pc = self.cp;
                }
                Instr::CallBuiltin(p) => {
                    let PredKind::Builtin(f) = self.preds[p as usize].kind else { unreachable!("not a builtin") };
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
                            Ok(true) => self.pc += 1,
                            Ok(false) => fail!(),
                            Err(e) => exc!(e),
                        }
                        if !self.wake.is_empty() {
                            let n = self.x.len() as u32;
                            tryx!(self.start_wakeup(n));
                        }
                        continue;
                    }
                    match f(self) {
                        Ok(true) => {
                            self.pc += 1;
                            if !self.wake.is_empty() {
                                // Temporaries may be live across an inline
                                // builtin: keep every register.
                                let n = self.x.len() as u32;
                                tryx!(self.start_wakeup(n));
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
                    self.pc += 1;
                }
                Instr::SaveB(r) => {
                    self.set_reg(r, Cell::Int(self.choices.len() as i64));
                    self.pc += 1;
                }
                Instr::CutTo(r) => {
                    let Cell::Int(level) = self.reg(r) else { unreachable!("cut level") };
                    self.cut_to(level as u32);
                    self.pc += 1;
                }
                Instr::SoftCut(r) => {
                    let Cell::Int(level) = self.reg(r) else { unreachable!("cut level") };
                    if let Some(ch) = self.choices.get_mut(level as usize) {
                        ch.alt = Alt::Dead;
                    }
                    self.pc += 1;
                }
                Instr::NeckCut => {
                    self.cut_to(self.b0);
                    self.pc += 1;
                }
                Instr::TryElse(l) => {
                    self.push_choice(Alt::Code(l), 0);
                    self.pc += 1;
                }
                Instr::Jump(l) => self.pc = l,
                Instr::Fail => fail!(),
                Instr::ALoad(r) => {
                    let c = self.heap.deref(self.reg(r));
                    let n = match c {
                        Cell::Int(i) => Number::Int(i),
                        Cell::Flt(f) => Number::Float(f),
                        _ => tryx!(self.eval(c)),
                    };
                    self.astack.push(n);
                    self.pc += 1;
                }
                Instr::AInt(i) => {
                    self.astack.push(Number::Int(i));
                    self.pc += 1;
                }
                Instr::AFlt(f) => {
                    self.astack.push(Number::Float(f));
                    self.pc += 1;
                }
                Instr::ABlob(k) => {
                    let c = self.blob_cell(k);
                    let n = tryx!(self.eval(c));
                    self.astack.push(n);
                    self.pc += 1;
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
                            self.pc += 1;
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
                    self.pc += 1;
                }
                Instr::AUnknown(name, arity) => {
                    self.astack.clear();
                    let pi = self.indicator(name, arity);
                    let e = self.err_type(atoms::EVALUABLE, pi);
                    exc!(e)
                }
                Instr::ASet(r) => {
                    let v = self.astack.pop().expect("arith stack");
                    let c = v.to_cell(&mut self.heap);
                    self.set_reg(r, c);
                    self.pc += 1;
                }
                Instr::AUnify(r) => {
                    let v = self.astack.pop().expect("arith stack");
                    let c = v.to_cell(&mut self.heap);
                    let t = self.reg(r);
                    if !self.unify(t, c) {
                        fail!();
                    }
                    self.pc += 1;
                }
                Instr::ACompare(op) => {
                    if !self.compare_popped(op) {
                        fail!();
                    }
                    self.pc += 1;
                }
                Instr::ACompareElse(op, else_addr) => {
                    if self.compare_popped(op) {
                        self.pc += 1;
                    } else {
                        self.pc = else_addr;
                    }
                }
                Instr::TestElse(p, else_addr) => {
                    let PredKind::Builtin(f) = self.preds[p as usize].kind else { unreachable!("not a builtin") };
                    self.inferences += 1;
                    if self.inferences & 0xFFF == 0 {
                        tryx!(self.poll_interrupts());
                        self.collect_atoms_if_due();
                    }
                    let passed = if self.debug_mode { self.trace_call_builtin(p) } else { f(self) };
                    match passed {
                        Ok(true) => self.pc += 1,
                        Ok(false) => self.pc = else_addr,
                        Err(e) => {
                            let e = self.add_context(e, p);
                            exc!(e)
                        }
                    }
                }
                Instr::Succeed => return Outcome::True,
                Instr::Raise => {
                    // TRACE_EXIT shares this instruction: a further variant
                    // in Instr makes the dispatch of every instruction cost
                    // more, and both are rare.
                    if self.pc == addr::TRACE_EXIT {
                        match self.trace_exit() {
                            Ok(true) => continue,
                            Ok(false) => fail!(),
                            Err(e) => exc!(e),
                        }
                    }
                    if self.pc == addr::RESET_EXIT {
                        match self.reset_exit() {
                            Ok(true) => continue,
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
                    for i in 0..(n as usize - 1) {
                        self.x[i] = self.stack[e + 4 + i];
                    }
                    let (Cell::Raw(ce), Cell::Raw(resume)) = (self.stack[e], self.stack[e + 1]) else { unreachable!() };
                    self.e = ce as u32;
                    self.cp = cp as u32;
                    self.pc = resume as u32;
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
                        self.pop_choices_to(idx);
                    }
                    let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[e], self.stack[e + 1]) else { unreachable!() };
                    self.e = ce as u32;
                    self.cp = cp as u32;
                    self.pc = self.cp;
                }
            }
        }
    }

    /// get_atom/get_integer/get_float: argument register `a` against constant `c`.
    #[inline(always)]
    fn get_const(&mut self, c: Cell, a: u32) -> bool {
        let d = self.heap.deref(self.x[a as usize]);
        self.match_const(d, c)
    }

    /// unify_atom/unify_integer/unify_float: the next argument of the
    /// structure at S is written (write mode) or matched (read mode).
    #[inline(always)]
    fn unify_next_const(&mut self, c: Cell) -> bool {
        if self.write_mode {
            self.heap.set(self.s, c);
        } else {
            let d = self.heap.deref(self.heap.get(self.s));
            if !self.match_const(d, c) {
                return false;
            }
        }
        self.s += 1;
        true
    }

    #[inline(always)]
    fn match_const(&mut self, d: Cell, c: Cell) -> bool {
        match d {
            Cell::Ref(_) | Cell::Attv(_) => {
                self.bind(d, c);
                true
            }
            _ => d.same(c),
        }
    }

    /// Materialises a constant-pool blob (big integer or string) on the heap.
    /// Pops two numbers off the evaluation stack and compares them.
    #[inline]
    fn compare_popped(&mut self, op: ArithCmp) -> bool {
        let b = self.astack.pop().expect("arith stack");
        let a = self.astack.pop().expect("arith stack");
        // NaN compares unequal to everything, including itself.
        if is_nan(&a) || is_nan(&b) {
            return op == ArithCmp::Ne;
        }
        let ord = a.compare(&b);
        match op {
            ArithCmp::Lt => ord == Ordering::Less,
            ArithCmp::Le => ord != Ordering::Greater,
            ArithCmp::Gt => ord == Ordering::Greater,
            ArithCmp::Ge => ord != Ordering::Less,
            ArithCmp::Eq => ord == Ordering::Equal,
            ArithCmp::Ne => ord != Ordering::Equal,
        }
    }

    pub fn blob_cell(&mut self, k: u32) -> Cell {
        self.blobs.to_heap(k, &mut self.heap)
    }

    /// Fills in the context of an error raised by builtin `p`.
    pub(crate) fn add_context(&mut self, e: Exc, p: PredId) -> Exc {
        // A ball passed to throw/1 is the program's own: leave it as it is.
        if self.atoms.text(self.preds[p as usize].name) == "throw" {
            return e;
        }
        if let Exc::Throw(ball) = e {
            if let Cell::Str(a) = self.heap.deref(ball) {
                if let Cell::Fun(atoms::ERROR, 2) = self.heap.get(a) {
                    let mut ctx = self.heap.deref(self.heap.get(a + 2));
                    // context(_, Message) (an I/O error's words): fill in the culprit.
                    if let Some((atoms::CONTEXT, 2)) = self.heap.functor_of(ctx) {
                        let pi = self.heap.deref(self.heap.arg(ctx, 0));
                        if pi.is_var_ref() {
                            let (name, arity) = (self.preds[p as usize].name, self.preds[p as usize].arity);
                            let pi_term = self.indicator(name, arity);
                            self.bind(pi, pi_term);
                        }
                        ctx = Cell::Atom(atoms::NIL);
                    }
                    if ctx.is_var_ref() {
                        let (name, arity) = (self.preds[p as usize].name, self.preds[p as usize].arity);
                        let pi = self.indicator(name, arity);
                        let v = self.heap.new_var();
                        let c = self.heap.compound(atoms::CONTEXT, &[pi, v]);
                        self.bind(ctx, c);
                    }
                }
            }
            return Exc::Throw(ball);
        }
        e
    }

    /// Enters predicate `p` with arguments in the argument registers; the
    /// continuation is already in `cp`. Ok(false) means the call failed.
    #[inline(never)]
    pub fn enter(&mut self, p: PredId) -> Result<bool, Exc> {
        if self.debug_mode {
            return self.trace_enter(p);
        }
        self.enter_untraced(p)
    }

    /// [`Machine::enter`] without the tracer: clause selection, or the builtin.
    #[inline(always)]
    pub(crate) fn enter_untraced(&mut self, p: PredId) -> Result<bool, Exc> {
        self.inferences += 1;
        if self.inferences & 0xFFF == 0 {
            self.poll_interrupts()?;
            self.collect_atoms_if_due();
        }
        // A call is a safe point for the collector: the machine's state is
        // all in its registers and stacks (see gc.rs).
        if self.heap.top() > self.gc.trigger {
            self.collect_at_call();
        }
        let pred = &self.preds[p as usize];
        match pred.kind {
            PredKind::User => {
                let arity = pred.arity;
                let gen = self.generation;
                let list = &pred.clauses;
                let entries = list.entries();
                let len = entries.len();
                if len < INDEX_THRESHOLD {
                    // Small predicate: scan for the first two candidates directly.
                    let word = if arity > 0 { key_word_of(&self.heap, self.x[0]) } else { 0 };
                    let check_dead = list.has_dead();
                    let visible = |e: &crate::machine::database::ClauseEntry| {
                        if check_dead {
                            e.candidate(word, gen)
                        } else {
                            e.matches(word)
                        }
                    };
                    let mut i = list.live_start();
                    while i < len && !visible(&entries[i]) {
                        i += 1;
                    }
                    if i == len {
                        drop(entries);
                        if len == 0 && !pred.dynamic && !pred.defined {
                            return self.enter_unresolved(p);
                        }
                        return Ok(false);
                    }
                    let code = entries[i].code;
                    let mut j = i + 1;
                    while j < len && !visible(&entries[j]) {
                        j += 1;
                    }
                    drop(entries);
                    if j < len {
                        let list = list.clone();
                        let alt = Alt::Clauses { list, cands: Cands::Scan(word), pos: j as u32, gen, len: len as u32 };
                        self.push_choice(alt, arity);
                    }
                    self.pc = code;
                    return Ok(true);
                }
                drop(entries);
                let len = len as u32;
                let key = if arity > 0 { key_of(&self.heap, self.x[0]) } else { None };
                let facts = FactCode { code: &self.code, blobs: &self.blobs, name: pred.name, arity };
                let cands =
                    list.candidates_for_call(key, facts, |i| call_arg_key(&self.heap, |j| self.x[j as usize], i));
                let Some((code, next)) = list.this_and_next(&cands, 0, gen, len) else {
                    return Ok(false);
                };
                if let Some(next) = next {
                    let list = list.clone();
                    self.push_choice(Alt::Clauses { list, cands, pos: next, gen, len }, arity);
                }
                self.pc = code;
                Ok(true)
            }
            PredKind::Builtin(f) => match f(self) {
                Ok(true) => {
                    self.pc = self.cp;
                    if !self.wake.is_empty() {
                        self.start_wakeup(0)?;
                    }
                    Ok(true)
                }
                Ok(false) => Ok(false),
                Err(e) => Err(self.add_context(e, p)),
            },
            PredKind::Nondet(f) => {
                self.redo_state = None;
                match f(self, p) {
                    Ok(true) => {
                        self.pc = self.cp;
                        if !self.wake.is_empty() {
                            self.start_wakeup(0)?;
                        }
                        Ok(true)
                    }
                    Ok(false) => Ok(false),
                    Err(e) => Err(self.add_context(e, p)),
                }
            }
            PredKind::Control(ControlOp::Call(n)) => {
                let goal = self.x[0];
                let extra: Vec<Cell> = self.x[1..n as usize].to_vec();
                self.call_goal(goal, &extra)?;
                Ok(true)
            }
            PredKind::Control(ControlOp::Catch) => {
                self.enter_catch()?;
                Ok(true)
            }
            PredKind::Control(ControlOp::Reset) => {
                self.enter_reset()?;
                Ok(true)
            }
            PredKind::Control(ControlOp::TableReset) => {
                self.enter_table_reset()?;
                Ok(true)
            }
            PredKind::Control(ControlOp::Shift) => match self.enter_shift() {
                Err(e) => Err(self.add_context(e, p)),
                r => r,
            },
            PredKind::Control(ControlOp::CallContinuation) => match self.enter_call_continuation() {
                Err(e) => Err(self.add_context(e, p)),
                r => r,
            },
            PredKind::Imported(target) => self.enter_import(p, target),
        }
    }

    /// A call through an import: a meta-predicate gets its module-sensitive
    /// arguments qualified with the importing module first.
    #[inline(never)]
    fn enter_import(&mut self, p: PredId, target: PredId) -> Result<bool, Exc> {
        let (from, to) = (self.preds[p as usize].module, self.preds[target as usize].module);
        if from != to {
            if let Some(spec) = self.preds[target as usize].meta.clone() {
                self.qualify_meta_args(&spec, from);
            }
        }
        self.inferences -= 1;
        self.enter(target)
    }

    /// A call of a module's entry that nothing defines yet: it may name a
    /// predicate of the default import module or a library (resolved now,
    /// once); otherwise the unknown-procedure handling.
    #[cold]
    fn enter_unresolved(&mut self, p: PredId) -> Result<bool, Exc> {
        match self.resolve_undefined(p) {
            Some(target) => self.enter_import(p, target),
            None => self.unknown_predicate(p),
        }
    }

    /// Checked every few thousand calls: an interrupt from another thread
    /// (Ctrl-C) or an expired call_with_time_limit/2.
    #[cold]
    pub(crate) fn poll_interrupts(&mut self) -> Result<(), Exc> {
        if self.interrupt.load(AtomicOrdering::Relaxed) {
            self.interrupt.store(false, AtomicOrdering::Relaxed);
            if let Some(ask) = self.interrupt_handler {
                match ask(self) {
                    super::InterruptAction::Continue => {}
                    // The next call stops at its Call port.
                    super::InterruptAction::Trace => self.start_trace(),
                    super::InterruptAction::Abort => {
                        let a = self.atoms.intern("$aborted");
                        return Err(Exc::Throw(Cell::Atom(a)));
                    }
                    super::InterruptAction::Exit => return Err(Exc::Halt(0)),
                }
                return Ok(());
            }
            let a = self.atoms.intern("interrupted");
            let f = self.heap.compound(atoms::RESOURCE_ERROR, &[Cell::Atom(a)]);
            return Err(Exc::Throw(f));
        }
        if self.stack_usage() > self.stack_limit {
            // Give the space back before reporting: the handler (or the
            // top level) must be able to run.
            return Err(self.memory_exhausted());
        }
        if let Some(deadline) = self.deadline {
            if std::time::Instant::now() >= deadline {
                self.deadline = None;
                let a = self.atoms.intern("time_limit_exceeded");
                return Err(Exc::Throw(Cell::Atom(a)));
            }
        }
        Ok(())
    }

    /// resource_error(memory) for a query that outgrew the stack limit. The
    /// ball is an atom-only term so that raising it needs no heap.
    #[cold]
    fn memory_exhausted(&mut self) -> Exc {
        let f = self.heap.compound(atoms::RESOURCE_ERROR, &[Cell::Atom(atoms::MEMORY)]);
        self.error_term(f)
    }

    /// Re-enters nondeterministic builtin `p` after backtracking restored
    /// its arguments. Ok(false) means it has no more solutions.
    pub(crate) fn redo_builtin(&mut self, p: PredId, state: Cell) -> Result<bool, Exc> {
        let PredKind::Nondet(f) = self.preds[p as usize].kind else {
            return Ok(false);
        };
        self.redo_state = Some(state);
        let r = f(self, p);
        self.redo_state = None;
        match r {
            Ok(true) => {
                self.pc = self.cp;
                if !self.wake.is_empty() {
                    self.start_wakeup(0)?;
                }
                Ok(true)
            }
            other => other,
        }
    }

    fn unknown_predicate(&mut self, p: PredId) -> Result<bool, Exc> {
        let (name, arity) = (self.preds[p as usize].name, self.preds[p as usize].arity);
        match self.flags.unknown {
            Unknown::Fail => Ok(false),
            Unknown::Warning => {
                let msg = format!("Warning: Unknown procedure: {}/{}\n", self.atoms.text(name), arity);
                self.out.write_err(&msg);
                Ok(false)
            }
            Unknown::Error => {
                let pi = self.indicator(name, arity);
                Err(self.err_existence(atoms::PROCEDURE, pi))
            }
        }
    }

    /// Calls `goal` with `extra` arguments appended (call/N), in the
    /// context module of the running code. The continuation must already
    /// be in `cp`. Cuts inside the goal are local.
    pub fn call_goal(&mut self, goal: Cell, extra: &[Cell]) -> Result<(), Exc> {
        self.call_in(None, goal, extra)
    }

    /// call/N in `module` (None: the context module, found only when needed).
    fn call_in(&mut self, module: Option<crate::term::Atom>, goal: Cell, extra: &[Cell]) -> Result<(), Exc> {
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
                Cell::Atom(m) => self.call_in(Some(m), g, extra),
                _ if m.is_var_ref() => Err(self.err_instantiation()),
                _ => Err(self.err_type(atoms::MODULE, m)),
            };
        }
        let ctx = match module {
            Some(m) => m,
            None => self.context_module(),
        };
        if extra.is_empty() && is_control(name, arity) {
            // Control constructs in a meta-call run through '$call_body'/2,
            // whose second argument is the cut barrier of this call; its
            // goals run in the source module unless qualified.
            let goal = if ctx != self.source_module() { self.qualify_control(ctx, goal) } else { goal };
            let level = Cell::Int(self.choices.len() as i64);
            self.x[0] = goal;
            self.x[1] = level;
            let body = self.atoms.intern("$call_body");
            let p = self.system_pred(body, 2);
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
        if target.module != ctx && target.meta.is_some() {
            // As a call through an import: the callee sees where the goal
            // arguments come from (system predicates run them in the source module).
            if target.module != atoms::SYSTEM || ctx != self.source_module() {
                let spec = target.meta.clone().expect("meta spec");
                self.qualify_meta_args(&spec, ctx);
            }
        }
        self.b0 = self.choices.len() as u32;
        if module.is_some() && matches!(self.preds[p as usize].kind, PredKind::Builtin(_) | PredKind::Nondet(_)) {
            // A Rust builtin called as Module:Goal sees Module as its context.
            self.explicit_context = Some(ctx);
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
    fn enter_catch(&mut self) -> Result<(), Exc> {
        let (goal, catcher, recovery) = (self.x[0], self.x[1], self.x[2]);
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
        let new_e = self.env_top();
        self.stack.truncate(new_e as usize);
        self.stack.extend_from_slice(&[
            Cell::Raw(self.e as u64),
            Cell::Raw(self.cp as u64),
            Cell::Raw(1),
            Cell::Int(choice as i64),
        ]);
        self.e = new_e;
        self.cp = exit;
    }

    /// Before the instruction at `pc` (a call, execute or proceed whose first
    /// `nargs` argument registers are live), runs '$wakeup'/1 on the pending
    /// attributed-variable bindings, then resumes at that same instruction.
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
        self.stack.push(Cell::Raw(nargs as u64 + 1));
        self.stack.push(Cell::Raw(self.cp as u64));
        for i in 0..nargs as usize {
            self.stack.push(self.x[i]);
        }
        self.e = new_e;
        self.cp = addr::RESUME_WAKE;
        self.x[0] = list;
        let p = self.system_pred(atoms::WAKEUP, 1);
        self.b0 = self.choices.len() as u32;
        self.enter_or_fail(p)
    }
}

fn is_nan(n: &Number) -> bool {
    matches!(n, Number::Float(f) if f.is_nan())
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
