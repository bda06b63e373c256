//! Register moves after code generation: dropping the ones that move a
//! value where it already is, ordering a call's argument moves so that
//! they read the argument registers directly, and dropping the copies
//! that nothing reads any more.
//!
//! The clause compiler gives a variable one home for the whole clause, so
//! a head argument kept in a permanent variable is stored there
//! (`get_variable Y0, A0`) and then put back into the same argument
//! register for the first call (`put_value Y0, A0`), although the
//! register still holds it; and a head argument passed on in another
//! position (`sequent([F|L], R, LA, RA) :- left(F, L, R, LA, RA)`) is
//! copied to a temporary and from there to its new register. Three passes
//! over the finished code fix both:
//! 1. Number the values the registers hold along straight-line code (a
//!    move copies the number, anything else that writes a register gives
//!    a new one), and drop a `put_value` or `get_variable` whose
//!    destination already holds its source's value.
//! 2. Treat the argument moves and constants put before a call as the
//!    parallel assignment they are: emit them in an order that reads each
//!    value from any register still holding it (an argument register
//!    rather than its copy), saving a value to a new temporary only to
//!    break a cycle.
//! 3. Drop a `get_variable` into a temporary that no later instruction
//!    reads.
//!
//! Knowledge is forgotten at every jump target, after every instruction
//! that does not fall through, at calls (which clobber the argument and
//! temporary registers) and in the argument registers of an inline
//! builtin (which may use them as scratch). Clause code only jumps
//! forward, so "no later instruction reads it" is a sound liveness test.

use crate::machine::instr::{CmpRight, CodeAddr, Instr, MovePair, PairOps, Reg, UnifyOp};

/// The value numbers held by registers, where known (0: unknown), by
/// register index.
#[derive(Default, Clone)]
struct Values {
    x: Vec<u32>,
    y: Vec<u32>,
    next: u32,
}

impl Values {
    fn get(&self, r: Reg) -> Option<u32> {
        let v = match r {
            Reg::X(i) => self.x.get(i as usize),
            Reg::Y(i) => self.y.get(i as usize),
        };
        v.copied().filter(|&v| v != 0)
    }

    fn set(&mut self, r: Reg, v: u32) {
        let (slots, i) = match r {
            Reg::X(i) => (&mut self.x, i as usize),
            Reg::Y(i) => (&mut self.y, i as usize),
        };
        if slots.len() <= i {
            slots.resize(i + 1, 0);
        }
        slots[i] = v;
    }

    /// The registers with a known value.
    fn known(&self) -> impl Iterator<Item = (Reg, u32)> + '_ {
        let x = self.x.iter().enumerate().map(|(i, &v)| (Reg::X(i as u32), v));
        let y = self.y.iter().enumerate().map(|(i, &v)| (Reg::Y(i as u32), v));
        x.chain(y).filter(|&(_, v)| v != 0)
    }

    fn fresh(&mut self, r: Reg) {
        self.next += 1;
        self.set(r, self.next);
    }

    /// `to` now holds what `from` holds (a new value if unknown).
    fn copy(&mut self, from: Reg, to: Reg) {
        let v = match self.get(from) {
            Some(v) => v,
            None => {
                self.fresh(from);
                self.next
            }
        };
        self.set(to, v);
    }

    fn same(&self, a: Reg, b: Reg) -> bool {
        a == b || matches!((self.get(a), self.get(b)), (Some(x), Some(y)) if x == y)
    }

    /// What both numberings know.
    fn meet(&self, other: &Values) -> Values {
        let both = |a: &[u32], b: &[u32]| a.iter().zip(b).map(|(&v, &w)| if v == w { v } else { 0 }).collect();
        Values { x: both(&self.x, &other.x), y: both(&self.y, &other.y), next: self.next.max(other.next) }
    }

    fn forget_all(&mut self) {
        self.x.clear();
        self.y.clear();
    }

    fn forget_x(&mut self) {
        self.x.clear();
    }

    fn forget_x_below(&mut self, n: u32) {
        let n = (n as usize).min(self.x.len());
        self.x[..n].fill(0);
    }

    fn forget_y(&mut self) {
        self.y.clear();
    }
}

/// Which positions are jump targets (one more slot for the end).
fn jump_targets(code: &[Instr]) -> Vec<bool> {
    let mut targets = vec![false; code.len() + 1];
    for ins in code {
        if let Some(l) = ins.target() {
            targets[l as usize] = true;
        }
    }
    targets
}

/// The code with instruction `i` replaced by `replace[i]` where that is
/// given (none, one or several instructions); jump targets are renumbered
/// to where the code of their old position now starts.
fn rebuild(code: Vec<Instr>, replace: Vec<Option<Vec<Instr>>>) -> Vec<Instr> {
    if replace.iter().all(Option::is_none) {
        return code;
    }
    let mut map = Vec::with_capacity(code.len() + 1);
    let mut n: CodeAddr = 0;
    for r in &replace {
        map.push(n);
        n += r.as_ref().map_or(1, |v| v.len() as CodeAddr);
    }
    map.push(n);
    let mut out = Vec::with_capacity(n as usize);
    for (ins, r) in code.into_iter().zip(replace) {
        match r {
            None => out.push(ins.map_target(|l| map[l as usize])),
            Some(v) => out.extend(v.into_iter().map(|i| i.map_target(|l| map[l as usize]))),
        }
    }
    out
}

/// What instruction `ins` does to the value numbering. `arity(p)` is the
/// arity of predicate `p`.
fn step(vals: &mut Values, ins: &Instr, arity: &impl Fn(u32) -> u32) {
    match *ins {
        Instr::GetVar(r, a) => vals.copy(Reg::X(a), r),
        Instr::PutVal(r, a) => vals.copy(r, Reg::X(a)),
        Instr::PutVal2(pair) => {
            for (r, a) in [pair.first(), pair.second()] {
                vals.copy(r, Reg::X(a));
            }
        }
        Instr::GetVar2(pair) => {
            for (r, a) in [pair.first(), pair.second()] {
                vals.copy(Reg::X(a), r);
            }
        }
        Instr::PutVar(r, a) => {
            vals.fresh(r);
            vals.copy(r, Reg::X(a));
        }
        Instr::UnifyVar(r)
        | Instr::SaveB(r)
        | Instr::DetGoalTry(r, _)
        | Instr::GetLevel(r)
        | Instr::ASet(r)
        | Instr::DetGuardTry(r, _) => {
            vals.fresh(r)
        }
        Instr::AAddConst(op) => vals.fresh(op.dst()),
        Instr::GetListArgs(_, ops) | Instr::GetStruct2(_, _, ops) => {
            for op in [ops.first(), ops.second()] {
                if !op.is_value() {
                    vals.fresh(op.reg());
                }
            }
        }
        Instr::PutListArgs(a, ops) | Instr::PutStruct2(_, a, ops) => {
            for op in [ops.first(), ops.second()] {
                if !op.is_value() {
                    vals.fresh(op.reg());
                }
            }
            vals.fresh(Reg::X(a));
        }
        Instr::PutVoid(a)
        | Instr::PutAtom(_, a)
        | Instr::PutInt(_, a)
        | Instr::PutFlt(_, a)
        | Instr::PutBlob(_, a)
        | Instr::PutList(a)
        | Instr::PutStruct(_, _, a) => vals.fresh(Reg::X(a)),
        Instr::Allocate(_) | Instr::Deallocate => vals.forget_y(),
        Instr::Call(..) | Instr::CallNondet(_) | Instr::CallArg(_) | Instr::DetGuardCall(..) => vals.forget_x(),
        Instr::CallBuiltin(p) | Instr::CallFunctor(p) | Instr::CallUnify(p) => vals.forget_x_below(arity(p)),
        // A builtin done in place writes its answer registers; when the
        // fast path does not settle it, it calls the builtin with the
        // argument registers (arg/3 as a call, which clobbers them all).
        Instr::ArgIn(_, ops) => {
            vals.fresh(ops.get(2));
            vals.forget_x();
        }
        Instr::FunctorOf(p, ops) => {
            vals.fresh(ops.get(1));
            vals.fresh(ops.get(2));
            vals.forget_x_below(arity(p));
        }
        Instr::FunctorNew(p, ops) => {
            vals.fresh(ops.get(0));
            vals.forget_x_below(arity(p));
        }
        Instr::UnifyRegs(p, _) => vals.forget_x_below(arity(p)),
        // No fall-through: what follows is reached only by a jump.
        Instr::Execute(..) | Instr::DeallocExecute(..) | Instr::Proceed | Instr::Jump(_) | Instr::Fail => {
            vals.forget_all()
        }
        Instr::GetVal(..)
        | Instr::GetAtom(..)
        | Instr::GetInt(..)
        | Instr::GetFlt(..)
        | Instr::GetBlob(..)
        | Instr::GetList(_)
        | Instr::GetStruct(..)
        | Instr::UnifyVal(_)
        | Instr::UnifyAtom(_)
        | Instr::UnifyInt(_)
        | Instr::UnifyFlt(_)
        | Instr::UnifyBlob(_)
        | Instr::UnifyVoid(_)
        | Instr::SoftCut(_)
        | Instr::CutTo(_)
        | Instr::DetSkip(..)
        | Instr::DetTryElse(..)
        | Instr::DetGuardOk(..)
        | Instr::NeckCut
        | Instr::TryElse(_)
        | Instr::ALoad(_)
        | Instr::AInt(_)
        | Instr::AFlt(_)
        | Instr::ABlob(_)
        | Instr::AApply(_)
        | Instr::AUnknown(..)
        | Instr::AUnify(_)
        | Instr::ACompare(_)
        | Instr::ACompareElse(..)
        | Instr::ACmp(_)
        | Instr::ACmpElse(..)
        // A shallow test (clause/shallow.rs) only reads its arguments.
        | Instr::TestElse(..) => {}
        // Not produced by the clause compiler: forget everything.
        Instr::Succeed | Instr::ResumeAfterWake | Instr::CatchExit | Instr::Raise => vals.forget_all(),
    }
}

/// Records the registers `ins` reads: in `regs`, or for a call its
/// argument registers as a bound in `args` (every X register below).
fn note_reads(ins: &Instr, arity: &impl Fn(u32) -> u32, regs: &mut Vec<Reg>, args: &mut u32) {
    let mut read = |r: Reg| {
        if !regs.contains(&r) {
            regs.push(r);
        }
    };
    let op_reads = |ops: PairOps, read: &mut dyn FnMut(Reg)| {
        for op in [ops.first(), ops.second()] {
            if op.is_value() {
                read(op.reg());
            }
        }
    };
    match *ins {
        Instr::GetVar(_, a)
        | Instr::GetAtom(_, a)
        | Instr::GetInt(_, a)
        | Instr::GetFlt(_, a)
        | Instr::GetBlob(_, a)
        | Instr::GetList(a)
        | Instr::GetStruct(_, _, a) => read(Reg::X(a)),
        Instr::GetVal(q, a) => {
            read(q);
            read(Reg::X(a));
        }
        Instr::GetListArgs(a, ops) | Instr::GetStruct2(_, a, ops) => {
            read(Reg::X(a));
            op_reads(ops, &mut read);
        }
        Instr::PutListArgs(_, ops) | Instr::PutStruct2(_, _, ops) => op_reads(ops, &mut read),
        Instr::UnifyVal(q)
        | Instr::PutVal(q, _)
        | Instr::SoftCut(q)
        | Instr::CutTo(q)
        | Instr::DetSkip(q, _)
        | Instr::DetTryElse(q, _)
        | Instr::DetGuardOk(q, _)
        | Instr::ALoad(q)
        | Instr::AUnify(q) => read(q),
        Instr::AAddConst(op) => read(op.src()),
        Instr::ArgIn(_, ops) | Instr::UnifyRegs(_, ops) => {
            read(ops.get(0));
            read(ops.get(1));
        }
        Instr::FunctorOf(_, ops) => read(ops.get(0)),
        Instr::FunctorNew(_, ops) => {
            read(ops.get(1));
            read(ops.get(2));
        }
        Instr::PutVal2(pair) => {
            read(pair.first().0);
            read(pair.second().0);
        }
        Instr::GetVar2(pair) => {
            read(Reg::X(pair.first().1));
            read(Reg::X(pair.second().1));
        }
        Instr::ACmp(c) | Instr::ACmpElse(_, c) => {
            read(c.left());
            if let CmpRight::Reg(r) = c.right() {
                read(r);
            }
        }
        Instr::Call(p, _)
        | Instr::CallNondet(p)
        | Instr::CallArg(p)
        | Instr::Execute(p, _)
        | Instr::DeallocExecute(p, _)
        | Instr::CallBuiltin(p)
        | Instr::CallFunctor(p)
        | Instr::CallUnify(p)
        | Instr::TestElse(p, _) => *args = (*args).max(arity(p)),
        Instr::DetGuardCall(p, q) => {
            read(q);
            *args = (*args).max(arity(p));
        }
        Instr::UnifyVar(_)
        | Instr::UnifyAtom(_)
        | Instr::UnifyInt(_)
        | Instr::UnifyFlt(_)
        | Instr::UnifyBlob(_)
        | Instr::UnifyVoid(_)
        | Instr::PutVar(..)
        | Instr::PutVoid(_)
        | Instr::PutAtom(..)
        | Instr::PutInt(..)
        | Instr::PutFlt(..)
        | Instr::PutBlob(..)
        | Instr::PutList(_)
        | Instr::PutStruct(..)
        | Instr::Allocate(_)
        | Instr::Deallocate
        | Instr::Proceed
        | Instr::GetLevel(_)
        | Instr::SaveB(_)
        | Instr::DetGoalTry(..)
        | Instr::DetGuardTry(..)
        | Instr::NeckCut
        | Instr::TryElse(_)
        | Instr::Jump(_)
        | Instr::Fail
        | Instr::AInt(_)
        | Instr::AFlt(_)
        | Instr::ABlob(_)
        | Instr::AApply(_)
        | Instr::AUnknown(..)
        | Instr::ASet(_)
        | Instr::ACompare(_)
        | Instr::ACompareElse(..) => {}
        // Not produced by the clause compiler: everything may be read.
        Instr::Succeed | Instr::ResumeAfterWake | Instr::CatchExit | Instr::Raise => *args = u32::MAX,
    }
}

/// A clause's code with its register moves improved (see the module
/// doc). `max_reg` grows when a temporary is needed; `arity(p)` is the
/// arity of predicate `p`.
pub(super) fn optimise_moves(code: Vec<Instr>, max_reg: &mut u32, arity: impl Fn(u32) -> u32) -> Vec<Instr> {
    // Nothing to improve without moves; the liveness test of pass 3 needs
    // forward jumps only.
    if !code.iter().any(|ins| matches!(ins, Instr::GetVar(..) | Instr::PutVal(..)))
        || code.iter().enumerate().any(|(i, ins)| ins.target().is_some_and(|l| l as usize <= i))
    {
        return code;
    }
    let code = drop_redundant_moves(code, &arity);
    let code = order_argument_moves(code, max_reg, &arity);
    let code = drop_dead_copies(code, &arity);
    pair_argument_moves(code)
}

/// Pass 4: two `put_value`s (or two `get_variable`s) in a row, the second
/// not a jump target, become one `PutVal2` (`GetVar2`): one dispatch
/// instead of two. Last, so that the passes before see single moves only.
fn pair_argument_moves(code: Vec<Instr>) -> Vec<Instr> {
    let targets = jump_targets(&code);
    let mut replace = vec![None; code.len()];
    let mut i = 0;
    while i + 1 < code.len() {
        let fused = match (code[i], code[i + 1]) {
            _ if targets[i + 1] => None,
            (Instr::PutVal(r1, a1), Instr::PutVal(r2, a2)) => MovePair::new((r1, a1), (r2, a2)).map(Instr::PutVal2),
            (Instr::GetVar(r1, a1), Instr::GetVar(r2, a2)) => MovePair::new((r1, a1), (r2, a2)).map(Instr::GetVar2),
            _ => None,
        };
        if let Some(fused) = fused {
            replace[i] = Some(vec![fused]);
            replace[i + 1] = Some(Vec::new());
            i += 2;
            continue;
        }
        i += 1;
    }
    rebuild(code, replace)
}

/// Walks the code, calling `visit(i, numbering)` with the numbering
/// before each instruction. At a jump target it is what every way in
/// agrees on: the fall-through and each jump there, except that the
/// alternative of a `try_else` starts from nothing (backtracking restores
/// only the saved argument registers).
fn walk(code: &[Instr], arity: &impl Fn(u32) -> u32, mut visit: impl FnMut(usize, &Values)) {
    // The numbering arriving at each jump target so far (few per clause),
    // and whether a `try_else` alternative starts there.
    let mut incoming: Vec<(usize, Option<Values>)> = Vec::new();
    let mut vals = Values::default();
    let mut falls_through = true;
    for (i, ins) in code.iter().enumerate() {
        if let Some(k) = incoming.iter().position(|&(l, _)| l == i) {
            let next = vals.next;
            let (_, arriving) = incoming.swap_remove(k);
            vals = match (falls_through, arriving) {
                (_, None) => Values::default(),
                (true, Some(j)) => vals.meet(&j),
                (false, Some(j)) => j,
            };
            // Value numbers stay unique across the ways in.
            vals.next = next;
        }
        visit(i, &vals);
        match (*ins, ins.target()) {
            (Instr::TryElse(_) | Instr::DetGoalTry(..) | Instr::DetTryElse(..), Some(l)) => {
                match incoming.iter_mut().find(|(t, _)| *t == l as usize) {
                    Some((_, j)) => *j = None,
                    None => incoming.push((l as usize, None)),
                }
            }
            // Any other jump carries the numbering there.
            (_, Some(l)) => {
                let l = l as usize;
                match incoming.iter_mut().find(|(t, _)| *t == l) {
                    Some((_, Some(j))) => *j = j.meet(&vals),
                    Some((_, None)) => {}
                    None => incoming.push((l, Some(Values { next: 0, ..vals.clone() }))),
                }
            }
            (_, None) => {}
        }
        step(&mut vals, ins, arity);
        falls_through = !matches!(
            ins,
            Instr::Execute(..) | Instr::DeallocExecute(..) | Instr::Proceed | Instr::Jump(_) | Instr::Fail
        );
    }
}

/// Pass 1: drop the moves whose destination already holds the value (the
/// numbering after such a move is the same without it).
fn drop_redundant_moves(code: Vec<Instr>, arity: &impl Fn(u32) -> u32) -> Vec<Instr> {
    let mut replace = vec![None; code.len()];
    walk(&code, arity, |i, before| {
        if let Instr::GetVar(r, a) | Instr::PutVal(r, a) = code[i] {
            if before.same(r, Reg::X(a)) {
                replace[i] = Some(Vec::new());
            }
        }
    });
    rebuild(code, replace)
}

/// Instructions of a call's argument block: each writes one argument
/// register and reads only registers.
fn movable(ins: &Instr) -> bool {
    matches!(
        ins,
        Instr::PutVal(..)
            | Instr::PutVar(..)
            | Instr::PutVoid(_)
            | Instr::PutAtom(..)
            | Instr::PutInt(..)
            | Instr::PutFlt(..)
            | Instr::PutBlob(..)
            | Instr::PutListArgs(..)
            | Instr::PutStruct2(..)
    )
}

/// Pass 2: order each call's block of argument moves (see
/// [`order_block`]).
fn order_argument_moves(code: Vec<Instr>, max_reg: &mut u32, arity: &impl Fn(u32) -> u32) -> Vec<Instr> {
    let targets = jump_targets(&code);
    // Where each block starts and ends.
    let mut blocks = Vec::new();
    let mut i = 0;
    while i < code.len() {
        let mut j = i;
        while j < code.len() && movable(&code[j]) && (j == i || !targets[j]) {
            j += 1;
        }
        let ends_in_call = matches!(
            code.get(j),
            Some(
                Instr::Call(..)
                    | Instr::CallNondet(_)
                    | Instr::CallArg(_)
                    | Instr::Execute(..)
                    | Instr::DeallocExecute(..)
                    | Instr::CallBuiltin(_)
                    | Instr::CallFunctor(_)
                    | Instr::CallUnify(_),
            )
        );
        if j >= i + 2 && ends_in_call {
            blocks.push((i, j));
            i = j;
        } else {
            i += 1;
        }
    }
    if blocks.is_empty() {
        return code;
    }
    let mut replace = vec![None; code.len()];
    let mut next_block = 0;
    walk(&code, arity, |i, before| {
        let Some(&(start, end)) = blocks.get(next_block) else { return };
        if i != start {
            return;
        }
        next_block += 1;
        if let Some(seq) = order_block(&code[start..end], before, max_reg) {
            replace[start] = Some(seq);
            for r in &mut replace[start + 1..end] {
                *r = Some(Vec::new());
            }
        }
    });
    rebuild(code, replace)
}

/// The longest argument block `order_block` reorders: 256 moves cost it
/// about 17 million steps at worst.
const MAX_ORDERED_BLOCK: usize = 256;

/// One instruction of an argument block, as a parallel assignment.
struct Move {
    ins: Instr,
    /// The registers it writes, with the value each then holds.
    writes: Vec<(Reg, u32)>,
    /// The registers it reads (in operand order), with the value wanted.
    needs: Vec<(Reg, u32)>,
}

/// The block `block` (movable instructions, then a call) in an order that
/// reads every value from a register holding it, preferring argument
/// registers; None to keep it as it is. `start` is the numbering before
/// the block.
fn order_block(block: &[Instr], start: &Values, max_reg: &mut u32) -> Option<Vec<Instr>> {
    // The search below is cubic in the block's length; a call with
    // thousands of arguments keeps its moves as generated (correct, only
    // a copy or two slower) rather than take minutes to compile.
    if block.len() > MAX_ORDERED_BLOCK {
        return None;
    }
    // Worth it only when a value read is also in another register.
    let has_copy = |r: Reg| start.get(r).is_some_and(|v| start.known().any(|(q, w)| w == v && q != r));
    let copied = block.iter().any(|ins| match *ins {
        Instr::PutVal(r, _) => has_copy(r),
        Instr::PutListArgs(_, ops) | Instr::PutStruct2(_, _, ops) => {
            [ops.first(), ops.second()].iter().any(|op| op.is_value() && has_copy(op.reg()))
        }
        _ => false,
    });
    if !copied {
        return None;
    }
    let mut cur = start.clone();
    // The values each instruction reads and writes, in the original order.
    let mut sim = start.clone();
    let mut moves = Vec::with_capacity(block.len());
    for ins in block {
        let mut needs = Vec::new();
        let mut need = |sim: &mut Values, cur: &mut Values, r: Reg| {
            let v = match sim.get(r) {
                Some(v) => v,
                None => {
                    // Unknown so far: only `r` holds it, before the block too.
                    sim.fresh(r);
                    cur.set(r, sim.next);
                    cur.next = sim.next;
                    sim.next
                }
            };
            needs.push((r, v));
            v
        };
        let mut writes = Vec::new();
        match *ins {
            Instr::PutVal(r, a) => {
                let v = need(&mut sim, &mut cur, r);
                writes.push((Reg::X(a), v));
            }
            Instr::PutVar(r, a) => {
                sim.next += 1;
                writes.push((r, sim.next));
                writes.push((Reg::X(a), sim.next));
            }
            Instr::PutListArgs(a, ops) | Instr::PutStruct2(_, a, ops) => {
                for op in [ops.first(), ops.second()] {
                    if op.is_value() {
                        need(&mut sim, &mut cur, op.reg());
                    } else {
                        sim.next += 1;
                        writes.push((op.reg(), sim.next));
                    }
                }
                sim.next += 1;
                writes.push((Reg::X(a), sim.next));
            }
            Instr::PutVoid(a)
            | Instr::PutAtom(_, a)
            | Instr::PutInt(_, a)
            | Instr::PutFlt(_, a)
            | Instr::PutBlob(_, a) => {
                sim.next += 1;
                writes.push((Reg::X(a), sim.next));
            }
            _ => return None,
        }
        for &(w, v) in &writes {
            sim.set(w, v);
        }
        moves.push(Move { ins: *ins, writes, needs });
    }
    // Every register is written once (the final values are then clear).
    let written: Vec<Reg> = moves.iter().flat_map(|m| m.writes.iter().map(|w| w.0)).collect();
    if (1..written.len()).any(|i| written[..i].contains(&written[i])) {
        return None;
    }
    cur.next = sim.next;
    let holder = |cur: &Values, v: u32| {
        // An argument or temporary register first, the lowest; else a Y.
        let mut best: Option<Reg> = None;
        for (r, w) in cur.known() {
            if w != v {
                continue;
            }
            best = match (best, r) {
                (None, _) => Some(r),
                (Some(Reg::Y(_)), Reg::X(_)) => Some(r),
                (Some(Reg::X(b)), Reg::X(i)) if i < b => Some(r),
                (Some(Reg::Y(b)), Reg::Y(i)) if i < b => Some(r),
                (b, _) => b,
            };
        }
        best
    };
    let mut pending: Vec<Move> = moves;
    let mut out = Vec::with_capacity(block.len() + 1);
    while !pending.is_empty() {
        let ready = |m: &Move, cur: &Values| m.needs.iter().all(|&(_, v)| holder(cur, v).is_some());
        // Overwriting `w` loses a value another pending move still needs
        // when no other register holds it.
        let clobbers = |k: usize, cur: &Values, pending: &[Move]| -> Option<Reg> {
            pending[k].writes.iter().map(|w| w.0).find(|&w| {
                let Some(v) = cur.get(w) else { return false };
                let wanted = pending.iter().enumerate().any(|(o, m)| o != k && m.needs.iter().any(|n| n.1 == v));
                wanted && !cur.known().any(|(r, x)| x == v && r != w)
            })
        };
        // Overwriting only values no other pending move needs keeps every
        // copy of the wanted ones, the argument registers among them.
        let harmless = |k: usize, cur: &Values, pending: &[Move]| {
            pending[k].writes.iter().all(|&(w, _)| {
                let Some(v) = cur.get(w) else { return true };
                !pending.iter().enumerate().any(|(o, m)| o != k && m.needs.iter().any(|n| n.1 == v))
            })
        };
        let pick = (0..pending.len())
            .find(|&k| ready(&pending[k], &cur) && harmless(k, &cur, &pending))
            .or_else(|| (0..pending.len()).find(|&k| ready(&pending[k], &cur) && clobbers(k, &cur, &pending).is_none()))
            .or_else(|| (0..pending.len()).find(|&k| ready(&pending[k], &cur)))?;
        // A cycle: save the value about to be lost in a new temporary.
        while let Some(w) = clobbers(pick, &cur, &pending) {
            let Reg::X(i) = w else { return None };
            let v = cur.get(w).expect("held");
            *max_reg += 1;
            let tmp = Reg::X(*max_reg);
            out.push(Instr::GetVar(tmp, i));
            cur.set(tmp, v);
        }
        let m = pending.remove(pick);
        let mut sources = m.needs.iter().map(|&(_, v)| holder(&cur, v).expect("ready"));
        let ins = match m.ins {
            Instr::PutVal(_, a) => Instr::PutVal(sources.next().expect("operand"), a),
            Instr::PutListArgs(a, ops) => Instr::PutListArgs(a, with_sources(ops, &mut sources)?),
            Instr::PutStruct2(f, a, ops) => Instr::PutStruct2(f, a, with_sources(ops, &mut sources)?),
            other => other,
        };
        out.push(ins);
        for &(w, v) in &m.writes {
            cur.set(w, v);
        }
    }
    // Every written register ends with the value the original gave it.
    for w in &written {
        if cur.get(*w) != sim.get(*w) {
            return None;
        }
    }
    (out.len() <= block.len() + 1).then_some(out)
}

/// The fused operands with each `unify_value` reading the next register
/// of `sources`.
fn with_sources(ops: PairOps, sources: &mut impl Iterator<Item = Reg>) -> Option<PairOps> {
    let mut op = |u: UnifyOp| if u.is_value() { UnifyOp::new(sources.next()?, true) } else { Some(u) };
    Some(PairOps::new(op(ops.first())?, op(ops.second())?))
}

/// Pass 3: drop the copies into temporaries that nothing reads later
/// (walking backwards, with the registers read after each point).
fn drop_dead_copies(code: Vec<Instr>, arity: &impl Fn(u32) -> u32) -> Vec<Instr> {
    let mut replace = vec![None; code.len()];
    let mut read_later: Vec<Reg> = Vec::new();
    // Every X register below this is read by a later call.
    let mut args_read_later = 0;
    let mut changed = false;
    for (i, ins) in code.iter().enumerate().rev() {
        if let Instr::GetVar(r @ Reg::X(t), _) = *ins {
            if t >= args_read_later && !read_later.contains(&r) {
                replace[i] = Some(Vec::new());
                changed = true;
                continue;
            }
        }
        note_reads(ins, arity, &mut read_later, &mut args_read_later);
    }
    if !changed {
        return code;
    }
    rebuild(code, replace)
}

#[cfg(test)]
#[path = "tests_moves.rs"]
mod tests;
