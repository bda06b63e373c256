//! The abstract machine's instruction set.
//!
//! Registers: `X(i)` are argument/temporary registers (the first `arity`
//! of them are the argument registers A1..An of a call); `Y(i)` are
//! permanent variables in the current environment frame. Every variable
//! lives on the heap: a register only ever holds a reference or an atomic
//! value, so there are no unsafe variables and binding never points into
//! an environment.

use crate::arith::Func;
use crate::term::{Atom, Cell};

/// Index of a predicate in the machine's predicate table.
pub type PredId = u32;
/// Index into the code area.
pub type CodeAddr = u32;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reg {
    X(u32),
    Y(u32),
}

/// A `unify_variable` or `unify_value` on a register, packed in 16 bits
/// for the fused list instructions: bit 15 marks a Y register, bit 14
/// `unify_value`, the low 14 bits are the register's index.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct UnifyOp(u16);

impl UnifyOp {
    const Y: u16 = 1 << 15;
    const VALUE: u16 = 1 << 14;
    const INDEX: u16 = (1 << 14) - 1;

    /// The operand, if the register's index fits.
    pub fn new(r: Reg, value: bool) -> Option<UnifyOp> {
        let (y, i) = match r {
            Reg::X(i) => (0, i),
            Reg::Y(i) => (Self::Y, i),
        };
        let i = u16::try_from(i).ok().filter(|&i| i <= Self::INDEX)?;
        Some(UnifyOp(y | if value { Self::VALUE } else { 0 } | i))
    }

    #[inline(always)]
    pub fn reg(self) -> Reg {
        let i = (self.0 & Self::INDEX) as u32;
        if self.0 & Self::Y != 0 {
            Reg::Y(i)
        } else {
            Reg::X(i)
        }
    }

    /// `unify_value` (else `unify_variable`).
    #[inline(always)]
    pub fn is_value(self) -> bool {
        self.0 & Self::VALUE != 0
    }

    /// The unfused instruction.
    pub fn instr(self) -> Instr {
        if self.is_value() {
            Instr::UnifyVal(self.reg())
        } else {
            Instr::UnifyVar(self.reg())
        }
    }
}

/// The register operands of a builtin done in place (`ArgIn`,
/// `FunctorOf`, `FunctorNew`, `UnifyRegs`): three registers in
/// [`UnifyOp`]'s 16-bit encoding, in the builtin's argument order (a
/// two-argument builtin repeats its second), in one 64-bit word: the
/// dispatch loop loads an instruction's words before it knows the variant,
/// and a field at another offset would add a load to every instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RegOps(u64);

impl RegOps {
    /// The operands, if every register's index fits.
    pub fn new(regs: [Reg; 3]) -> Option<RegOps> {
        let op = |r: Reg| Some(UnifyOp::new(r, false)?.0 as u64);
        Some(RegOps(op(regs[0])? | op(regs[1])? << 16 | op(regs[2])? << 32))
    }

    /// Operand `i` (0, 1 or 2).
    #[inline(always)]
    pub fn get(self, i: usize) -> Reg {
        UnifyOp((self.0 >> (16 * i)) as u16).reg()
    }

    /// The three operands.
    pub fn regs(self) -> [Reg; 3] {
        [self.get(0), self.get(1), self.get(2)]
    }
}

/// The two argument operands of a fused list or binary-structure
/// instruction in one word (instructions whose fields are 32-bit words,
/// like most, keep the dispatch loop's loads uniform).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PairOps(u32);

impl PairOps {
    pub fn new(first: UnifyOp, second: UnifyOp) -> PairOps {
        PairOps(first.0 as u32 | (second.0 as u32) << 16)
    }

    #[inline(always)]
    pub fn first(self) -> UnifyOp {
        UnifyOp(self.0 as u16)
    }

    #[inline(always)]
    pub fn second(self) -> UnifyOp {
        UnifyOp((self.0 >> 16) as u16)
    }
}

/// Two register moves in one instruction (`PutVal2`: two `put_value`s,
/// which set up a call's arguments; `GetVar2`: two `get_variable`s, which
/// keep head arguments): each register as a [`UnifyOp`] and its argument
/// register in 16 bits, packed in one 64-bit word. The first move is made
/// first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MovePair(u64);

impl MovePair {
    /// The moves of `(r1, a1)` then `(r2, a2)`; None when an index does
    /// not fit.
    pub fn new((r1, a1): (Reg, u32), (r2, a2): (Reg, u32)) -> Option<MovePair> {
        let half = |r: Reg, a: u32| Some(UnifyOp::new(r, true)?.0 as u64 | (u16::try_from(a).ok()? as u64) << 16);
        Some(MovePair(half(r1, a1)? | half(r2, a2)? << 32))
    }

    #[inline(always)]
    fn half(bits: u64) -> (Reg, u32) {
        (UnifyOp(bits as u16).reg(), (bits >> 16) as u16 as u32)
    }

    #[inline(always)]
    pub fn first(self) -> (Reg, u32) {
        Self::half(self.0)
    }

    #[inline(always)]
    pub fn second(self) -> (Reg, u32) {
        Self::half(self.0 >> 32)
    }
}

/// The operands of `Dst is Src + K` or `Dst is Src - K` with a small
/// constant K, the commonest arithmetic (`N1 is N - 1`), as one
/// instruction instead of four: the source register (read), the
/// destination register (a first occurrence, set) and the constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AddConst {
    src: UnifyOp,
    dst: UnifyOp,
    k: i32,
    sub: bool,
}

impl AddConst {
    /// `dst is src + k`, or `dst is src - k` when `sub`; None when a
    /// register's index or the constant does not fit.
    pub fn new(src: Reg, dst: Reg, k: i64, sub: bool) -> Option<AddConst> {
        Some(AddConst { src: UnifyOp::new(src, true)?, dst: UnifyOp::new(dst, false)?, k: i32::try_from(k).ok()?, sub })
    }

    #[inline(always)]
    pub fn src(self) -> Reg {
        self.src.reg()
    }

    #[inline(always)]
    pub fn dst(self) -> Reg {
        self.dst.reg()
    }

    #[inline(always)]
    pub fn k(self) -> i64 {
        self.k as i64
    }

    /// The operation: `-` or `+`.
    #[inline(always)]
    pub fn func(self) -> Func {
        if self.sub {
            Func::Sub
        } else {
            Func::Add
        }
    }

    /// The result for a small integer source, None past the 64-bit range.
    #[inline(always)]
    pub fn apply_int(self, a: i64) -> Option<i64> {
        if self.sub {
            a.checked_sub(self.k as i64)
        } else {
            a.checked_add(self.k as i64)
        }
    }
}

/// The operands of an arithmetic comparison of a register with a register
/// or a small constant (`X =< Y`, `N > 0`), compared in one instruction
/// instead of two loads and a compare. Packed in one 64-bit word, which
/// the dispatch loop loads for every instruction anyway (a field at
/// another offset would cost every instruction a load): bits 0-15 the
/// left register as a [`UnifyOp`], 16-31 the right register or the
/// constant, 32-39 the comparison, bit 40 set for a constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CmpOperands(u64);

/// The right operand of a [`CmpOperands`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CmpRight {
    Reg(Reg),
    Int(i64),
}

const COMPARISONS: [ArithCmp; 6] = [ArithCmp::Lt, ArithCmp::Le, ArithCmp::Gt, ArithCmp::Ge, ArithCmp::Eq, ArithCmp::Ne];

impl CmpOperands {
    const CONST: u64 = 1 << 40;

    /// `left op right`; None when a register's index or the constant does
    /// not fit.
    pub fn new(left: Reg, right: CmpRight, op: ArithCmp) -> Option<CmpOperands> {
        let left = UnifyOp::new(left, true)?.0 as u64;
        let (right, flag) = match right {
            CmpRight::Reg(r) => (UnifyOp::new(r, true)?.0 as u64, 0),
            CmpRight::Int(k) => (i16::try_from(k).ok()? as u16 as u64, Self::CONST),
        };
        let op = COMPARISONS.iter().position(|&c| c == op).expect("a comparison") as u64;
        Some(CmpOperands(left | right << 16 | op << 32 | flag))
    }

    #[inline(always)]
    pub fn left(self) -> Reg {
        UnifyOp(self.0 as u16).reg()
    }

    #[inline(always)]
    pub fn right(self) -> CmpRight {
        let bits = (self.0 >> 16) as u16;
        if self.0 & Self::CONST != 0 {
            CmpRight::Int(bits as i16 as i64)
        } else {
            CmpRight::Reg(UnifyOp(bits).reg())
        }
    }

    #[inline(always)]
    pub fn op(self) -> ArithCmp {
        COMPARISONS[(self.0 >> 32) as u8 as usize % COMPARISONS.len()]
    }
}

/// A call instruction's hint: set when its predicate was last entered
/// through its first-argument switch (enter.rs), so that the dispatch loop
/// tries the switch itself first, which it does only for such calls. A
/// 32-bit word rather than a flag: in the word the loop loads with every
/// instruction, it costs the dispatch nothing (a byte next to the
/// instruction's tag costs every instruction a load).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SwitchHint(u32);

impl SwitchHint {
    pub const UNSET: SwitchHint = SwitchHint(0);
    pub const SET: SwitchHint = SwitchHint(1);

    #[inline(always)]
    pub fn is_set(self) -> bool {
        self.0 != 0
    }
}

#[derive(Copy, Clone, Debug)]
pub enum Instr {
    // Head unification against argument register `a` (or a temporary holding a subterm).
    GetVar(Reg, u32),
    GetVal(Reg, u32),
    /// Two `GetVar`s (see [`MovePair`]).
    GetVar2(MovePair),
    // Constants are split by kind (atom, small integer, float) so that an
    // instruction takes 16 bytes rather than 24: the code area is the
    // largest part of a loaded fact base. Big integers and strings are
    // blobs in the machine's constant pool.
    GetAtom(Atom, u32),
    GetInt(i64, u32),
    GetFlt(f64, u32),
    GetBlob(u32, u32),
    GetList(u32),
    /// `get_list` followed by the unify instructions of the head and tail,
    /// both variables: one dispatch for the commonest head pattern
    /// (`[X|Xs]`).
    GetListArgs(u32, PairOps),
    GetStruct(Atom, u32, u32),
    /// `get_structure` of a binary functor followed by the unify
    /// instructions of both arguments, both variables (`X+Y`, `K-V`).
    GetStruct2(Atom, u32, PairOps),
    // Subterm arguments, in read or write mode set by the preceding Get/Put.
    UnifyVar(Reg),
    UnifyVal(Reg),
    UnifyAtom(Atom),
    UnifyInt(i64),
    UnifyFlt(f64),
    UnifyBlob(u32),
    UnifyVoid(u32),
    // Body argument construction.
    PutVar(Reg, u32),
    PutVal(Reg, u32),
    /// Two `PutVal`s (see [`MovePair`]).
    PutVal2(MovePair),
    PutVoid(u32),
    PutAtom(Atom, u32),
    PutInt(i64, u32),
    PutFlt(f64, u32),
    PutBlob(u32, u32),
    PutList(u32),
    /// `put_list` followed by the unify instructions of head and tail, both
    /// variables.
    PutListArgs(u32, PairOps),
    PutStruct(Atom, u32, u32),
    /// `put_structure` of a binary functor followed by the unify
    /// instructions of both arguments, both variables.
    PutStruct2(Atom, u32, PairOps),
    // Control.
    Allocate(u32),
    Deallocate,
    // A call's hint may change while the code runs (see SwitchHint).
    Call(PredId, SwitchHint),
    Execute(PredId, SwitchHint),
    /// `Deallocate` then `Execute`: the last call of a clause with an
    /// environment, in one dispatch.
    DeallocExecute(PredId, SwitchHint),
    Proceed,
    /// Run a deterministic Rust builtin on the argument registers; it does
    /// not touch the continuation, so it needs no environment.
    CallBuiltin(PredId),
    /// `Call` of a nondeterministic Rust builtin (arg/3, between/3,
    /// clause/2, ...): the same continuation and choicepoints, without
    /// predicate entry's selection of what kind of predicate it is.
    CallNondet(PredId),
    /// `CallNondet` of arg/3 with its frequent case (a small integer index
    /// into a compound) done in the dispatch loop (`inline_builtins.rs`).
    CallArg(PredId),
    /// `CallBuiltin` of functor/3 with its frequent cases done in the
    /// dispatch loop.
    CallFunctor(PredId),
    /// `CallBuiltin` of =/2 as unification in the dispatch loop.
    CallUnify(PredId),
    // Builtins done in place: their operands are read from the registers
    // the clause keeps them in and their answers written to the registers
    // of first occurrences, with no argument moves, no fresh variable and
    // no binding (`inline_builtins.rs`). A case the fast path does not
    // settle puts the operands (and fresh variables for the answers) in
    // the argument registers and calls the builtin as the unfused
    // instructions would, so each clobbers what that call clobbers.
    /// `arg(N, T, A)`, A a first occurrence: operands N, T, A. The
    /// argument cell itself goes into A's register. As `CallArg`, a call.
    ArgIn(PredId, RegOps),
    /// `functor(T, F, N)`, F and N first occurrences: operands T, F, N.
    FunctorOf(PredId, RegOps),
    /// `functor(T, F, N)`, T a first occurrence: operands T, F, N. The new
    /// compound goes into T's register.
    FunctorNew(PredId, RegOps),
    /// `A = B` of two registers: operands A, B (and B again).
    UnifyRegs(PredId, RegOps),
    /// Save the cut barrier of this clause (register B0) into a register.
    GetLevel(Reg),
    /// Save the current choicepoint height (for if-then-else and negation).
    SaveB(Reg),
    /// Disable the choicepoint at the saved height (soft cut, `*->`).
    SoftCut(Reg),
    /// Cut back to the level saved in a register.
    CutTo(Reg),
    /// Cut back to the clause's own barrier (valid before the first call).
    NeckCut,
    /// Push a choicepoint whose alternative continues at the given address.
    TryElse(CodeAddr),
    /// `SaveB` and `TryElse` of an in-line `$/1`'s if-then-else (body.rs)
    /// in one step: the choicepoint height into the register, then a
    /// choicepoint whose alternative continues at the address.
    DetGoalTry(Reg, CodeAddr),
    /// Jump to the address when the choicepoint height is one above the
    /// level saved in the register (an in-line `$/1`'s goal left no
    /// choicepoint above its if-then-else's alternative).
    DetSkip(Reg, CodeAddr),
    /// The determinism guard `$/0` (consult/det_guard.rs): sets the
    /// register to the guard's word (`machine/det_guard.rs`: the choice
    /// height its check compares with, whether an enclosing guard covers
    /// it, and the index of its clause's description).
    DetGuardTry(Reg, u32),
    /// `TryElse` of a guard's failure branch, unless the guard word in the
    /// register says an enclosing guard covers this one.
    DetTryElse(Reg, CodeAddr),
    /// The last call of a guarded rest: a last call when an enclosing
    /// guard covers this one and the rest left no choicepoint, else a call
    /// returning to the `DetGuardOk` after it.
    DetGuardCall(PredId, Reg),
    /// The exit check of a guarded rest: when no choicepoint is left above
    /// the guard's height, removes the failure branch's (if it has one)
    /// and jumps to the address; else goes on to the nondet report.
    DetGuardOk(Reg, CodeAddr),
    Jump(CodeAddr),
    Fail,
    // Compiled arithmetic on a small evaluation stack.
    ALoad(Reg),
    AInt(i64),
    AFlt(f64),
    ABlob(u32),
    AApply(Func),
    /// An unknown evaluable name/arity: raises type_error(evaluable, N/A) when reached.
    AUnknown(Atom, u32),
    /// Pop the result into a fresh (first-occurrence) variable register.
    ASet(Reg),
    /// `Dst is Src + K` or `Dst is Src - K` (see [`AddConst`]): the same as
    /// `ALoad Src, AInt K, AApply, ASet Dst`.
    AAddConst(AddConst),
    /// Pop the result and unify it with a register.
    AUnify(Reg),
    /// Pop two values and compare them.
    ACompare(ArithCmp),
    /// As `ACompare`, but a false comparison jumps to the address instead
    /// of failing (the condition of an if-then-else, see clause/shallow.rs).
    ACompareElse(ArithCmp, CodeAddr),
    /// `ACompare` of a register with a register or a small constant,
    /// without the loads (see [`CmpOperands`]).
    ACmp(CmpOperands),
    /// `ACompareElse` of a register with a register or a small constant.
    ACmpElse(CodeAddr, CmpOperands),
    /// Run a deterministic test builtin (it binds nothing); when it fails,
    /// jump to the address instead of failing.
    TestElse(PredId, CodeAddr),
    // Machine-internal continuations (never produced by the clause compiler).
    /// A query reached its end: report a solution.
    Succeed,
    /// Return point after an attributed-variable wakeup: restore saved argument registers.
    ResumeAfterWake,
    /// Return point of the goal of catch/3.
    CatchExit,
    /// Raise the machine's pending exception; at address TRACE_EXIT, the
    /// Exit port of a traced call.
    Raise,
}

const _: () = assert!(std::mem::size_of::<Instr>() == 16);

impl Instr {
    /// The atom and the constant-pool blob the instruction carries: what a
    /// clause's code keeps alive (atom_gc.rs pins the atom, code_gc.rs
    /// releases the blob). Every variant is named, so that a new one must
    /// say what it carries.
    pub fn constants(self) -> (Option<Atom>, Option<u32>) {
        use Instr::*;
        match self {
            GetAtom(a, _)
            | GetStruct(a, _, _)
            | GetStruct2(a, _, _)
            | UnifyAtom(a)
            | PutAtom(a, _)
            | PutStruct(a, _, _)
            | PutStruct2(a, _, _)
            | AUnknown(a, _) => (Some(a), None),
            GetBlob(k, _) | UnifyBlob(k) | PutBlob(k, _) | ABlob(k) => (None, Some(k)),
            GetVar(..) | GetVar2(_) | GetVal(..) | GetInt(..) | GetFlt(..) | GetList(_) | GetListArgs(..)
            | UnifyVar(_) | UnifyVal(_) | UnifyInt(_) | UnifyFlt(_) | UnifyVoid(_) | PutVar(..) | PutVal(..)
            | PutVal2(_) | PutVoid(_) | PutInt(..) | PutFlt(..) | PutList(_) | PutListArgs(..) | Allocate(_)
            | Deallocate | Call(..) | Execute(..) | DeallocExecute(..) | Proceed | CallBuiltin(_) | CallNondet(_)
            | CallArg(_) | CallFunctor(_) | CallUnify(_) | ArgIn(..) | FunctorOf(..) | FunctorNew(..)
            | UnifyRegs(..) | GetLevel(_) | SaveB(_) | SoftCut(_) | CutTo(_) | NeckCut | TryElse(_) | DetSkip(..)
            | DetGoalTry(..) | DetGuardTry(..) | DetTryElse(..) | DetGuardCall(..) | DetGuardOk(..) | Jump(_)
            | Fail | ALoad(_) | AInt(_) | AFlt(_) | AApply(_) | ASet(_) | AAddConst(_) | AUnify(_) | ACompare(_)
            | ACompareElse(..) | ACmp(_) | ACmpElse(..) | TestElse(..) | Succeed | ResumeAfterWake | CatchExit
            | Raise => (None, None),
        }
    }

    /// The code address a jump carries: every instruction that names one
    /// (so that installing, patching and renumbering code, which map it,
    /// cannot miss a new kind of jump: each variant is named).
    pub fn target(self) -> Option<CodeAddr> {
        use Instr::*;
        match self {
            TryElse(l)
            | Jump(l)
            | TestElse(_, l)
            | ACompareElse(_, l)
            | ACmpElse(l, _)
            | DetSkip(_, l)
            | DetGoalTry(_, l)
            | DetTryElse(_, l)
            | DetGuardOk(_, l) => Some(l),
            GetVar(..) | GetVar2(_) | GetVal(..) | GetAtom(..) | GetInt(..) | GetFlt(..) | GetBlob(..) | GetList(_)
            | GetListArgs(..) | GetStruct(..) | GetStruct2(..) | UnifyVar(_) | UnifyVal(_) | UnifyAtom(_)
            | UnifyInt(_) | UnifyFlt(_) | UnifyBlob(_) | UnifyVoid(_) | PutVar(..) | PutVal(..) | PutVal2(_)
            | PutVoid(_) | PutAtom(..) | PutInt(..) | PutFlt(..) | PutBlob(..) | PutList(_) | PutListArgs(..)
            | PutStruct(..) | PutStruct2(..) | Allocate(_) | Deallocate | Call(..) | Execute(..)
            | DeallocExecute(..) | Proceed | CallBuiltin(_) | CallNondet(_) | CallArg(_) | CallFunctor(_)
            | CallUnify(_) | ArgIn(..) | FunctorOf(..) | FunctorNew(..) | UnifyRegs(..) | GetLevel(_) | SaveB(_)
            | SoftCut(_) | CutTo(_) | NeckCut | Fail | ALoad(_) | AInt(_) | AFlt(_) | ABlob(_) | AApply(_)
            | AUnknown(..) | ASet(_) | AAddConst(_) | AUnify(_) | ACompare(_) | ACmp(_) | Succeed | ResumeAfterWake
            | CatchExit | Raise | DetGuardTry(..) | DetGuardCall(..) => None,
        }
    }

    /// Calls `f` with the index of every X register the instruction reads
    /// or writes (argument registers included). Every variant is named, so
    /// that a new one must say which registers it names: the dispatch loop
    /// indexes the register file without bounds checks, on the strength of
    /// this list ([`Machine::place_code`](super::Machine::place_code)).
    pub fn x_registers(self, mut f: impl FnMut(u32)) {
        use Instr::*;
        let reg = |r: Reg, f: &mut dyn FnMut(u32)| {
            if let Reg::X(i) = r {
                f(i)
            }
        };
        match self {
            GetVar(r, a) | GetVal(r, a) | PutVar(r, a) | PutVal(r, a) => {
                reg(r, &mut f);
                f(a);
            }
            GetVar2(pair) | PutVal2(pair) => {
                for (r, a) in [pair.first(), pair.second()] {
                    reg(r, &mut f);
                    f(a);
                }
            }
            GetAtom(_, a)
            | GetInt(_, a)
            | GetFlt(_, a)
            | GetBlob(_, a)
            | GetList(a)
            | GetStruct(_, _, a)
            | PutVoid(a)
            | PutAtom(_, a)
            | PutInt(_, a)
            | PutFlt(_, a)
            | PutBlob(_, a)
            | PutList(a)
            | PutStruct(_, _, a) => f(a),
            GetListArgs(a, ops) | GetStruct2(_, a, ops) | PutListArgs(a, ops) | PutStruct2(_, a, ops) => {
                f(a);
                reg(ops.first().reg(), &mut f);
                reg(ops.second().reg(), &mut f);
            }
            ArgIn(_, ops) | FunctorOf(_, ops) | FunctorNew(_, ops) | UnifyRegs(_, ops) => {
                for r in ops.regs() {
                    reg(r, &mut f);
                }
            }
            UnifyVar(r)
            | UnifyVal(r)
            | GetLevel(r)
            | SaveB(r)
            | SoftCut(r)
            | CutTo(r)
            | ALoad(r)
            | ASet(r)
            | AUnify(r)
            | DetSkip(r, _)
            | DetGoalTry(r, _)
            | DetGuardTry(r, _)
            | DetTryElse(r, _)
            | DetGuardCall(_, r)
            | DetGuardOk(r, _) => reg(r, &mut f),
            AAddConst(op) => {
                reg(op.src(), &mut f);
                reg(op.dst(), &mut f);
            }
            ACmp(c) | ACmpElse(_, c) => {
                reg(c.left(), &mut f);
                if let CmpRight::Reg(r) = c.right() {
                    reg(r, &mut f);
                }
            }
            UnifyAtom(_) | UnifyInt(_) | UnifyFlt(_) | UnifyBlob(_) | UnifyVoid(_) | Allocate(_) | Deallocate
            | Call(..) | Execute(..) | DeallocExecute(..) | Proceed | CallBuiltin(_) | CallNondet(_) | CallArg(_)
            | CallFunctor(_) | CallUnify(_) | NeckCut | TryElse(_) | Jump(_) | Fail | AInt(_) | AFlt(_) | ABlob(_)
            | AApply(_) | AUnknown(..) | ACompare(_) | ACompareElse(..) | TestElse(..) | Succeed | ResumeAfterWake
            | CatchExit | Raise => {}
        }
    }

    /// Whether this instruction is part of a goal done in line that a
    /// call would show as a goal with ports: compiled arithmetic (is/2 and
    /// the comparisons). A clause holding one gets a debug variant for the
    /// tracer (`debug_code.rs`).
    pub fn hides_a_goal(self) -> bool {
        use Instr::*;
        matches!(
            self,
            ALoad(_)
                | AInt(_)
                | AFlt(_)
                | ABlob(_)
                | AApply(_)
                | AUnknown(..)
                | ASet(_)
                | AAddConst(_)
                | AUnify(_)
                | ACompare(_)
                | ACompareElse(..)
                | ACmp(_)
                | ACmpElse(..)
        )
    }

    /// Whether the dispatch loop may go on to the next instruction after
    /// this one (false for the instructions that always leave for another
    /// address: a clause's code must end with one of them).
    pub fn falls_through(self) -> bool {
        use Instr::*;
        !matches!(
            self,
            Execute(..) | DeallocExecute(..) | Proceed | Jump(_) | Fail | Succeed | ResumeAfterWake | CatchExit | Raise
        )
    }

    /// The instruction with its jump target (see [`Instr::target`]) mapped
    /// by `f`; any other instruction as it is.
    pub fn map_target(self, f: impl FnOnce(CodeAddr) -> CodeAddr) -> Instr {
        use Instr::*;
        match self {
            TryElse(l) => TryElse(f(l)),
            Jump(l) => Jump(f(l)),
            TestElse(p, l) => TestElse(p, f(l)),
            ACompareElse(c, l) => ACompareElse(c, f(l)),
            ACmpElse(l, c) => ACmpElse(f(l), c),
            DetSkip(r, l) => DetSkip(r, f(l)),
            DetGoalTry(r, l) => DetGoalTry(r, f(l)),
            DetTryElse(r, l) => DetTryElse(r, f(l)),
            DetGuardOk(r, l) => DetGuardOk(r, f(l)),
            other => {
                debug_assert!(other.target().is_none(), "a jump without its mapping: {other:?}");
                other
            }
        }
    }

    /// `GetAtom`, `GetInt` or `GetFlt` for an atomic cell that is not a blob.
    pub fn get_const(c: Cell, a: u32) -> Instr {
        match c {
            Cell::Atom(f) => Instr::GetAtom(f, a),
            Cell::Int(i) => Instr::GetInt(i, a),
            Cell::Flt(x) => Instr::GetFlt(x, a),
            other => unreachable!("not an inline constant: {other:?}"),
        }
    }

    /// `UnifyAtom`, `UnifyInt` or `UnifyFlt`.
    pub fn unify_const(c: Cell) -> Instr {
        match c {
            Cell::Atom(f) => Instr::UnifyAtom(f),
            Cell::Int(i) => Instr::UnifyInt(i),
            Cell::Flt(x) => Instr::UnifyFlt(x),
            other => unreachable!("not an inline constant: {other:?}"),
        }
    }

    /// `PutAtom`, `PutInt` or `PutFlt`.
    pub fn put_const(c: Cell, a: u32) -> Instr {
        match c {
            Cell::Atom(f) => Instr::PutAtom(f, a),
            Cell::Int(i) => Instr::PutInt(i, a),
            Cell::Flt(x) => Instr::PutFlt(x, a),
            other => unreachable!("not an inline constant: {other:?}"),
        }
    }
}

/// Word-sized, so that in an instruction it sits where the dispatch loop
/// already loads a word.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum ArithCmp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_const_keeps_its_operands_and_refuses_what_does_not_fit() {
        let op = AddConst::new(Reg::Y(2), Reg::X(7), -5, true).expect("fits");
        assert_eq!((op.src(), op.dst(), op.k(), op.func()), (Reg::Y(2), Reg::X(7), -5, Func::Sub));
        assert_eq!(op.apply_int(10), Some(15));
        assert_eq!(AddConst::new(Reg::X(1), Reg::X(2), 1, false).and_then(|o| o.apply_int(i64::MAX)), None);
        assert!(AddConst::new(Reg::X(1), Reg::X(2), 1 << 40, false).is_none());
        assert!(AddConst::new(Reg::X(1 << 20), Reg::X(2), 1, false).is_none());
    }

    #[test]
    fn cmp_operands_keep_registers_constants_and_the_comparison() {
        for op in COMPARISONS {
            let c = CmpOperands::new(Reg::Y(3), CmpRight::Int(-7), op).expect("fits");
            assert_eq!((c.left(), c.right(), c.op()), (Reg::Y(3), CmpRight::Int(-7), op));
            let c = CmpOperands::new(Reg::X(9), CmpRight::Reg(Reg::Y(1)), op).expect("fits");
            assert_eq!((c.left(), c.right(), c.op()), (Reg::X(9), CmpRight::Reg(Reg::Y(1)), op));
        }
        assert!(CmpOperands::new(Reg::X(1), CmpRight::Int(40000), ArithCmp::Lt).is_none());
    }
}
