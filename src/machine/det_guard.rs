//! The determinism guard `$/0` at run time, and the exit check of an
//! in-line `$/1` (`DetSkip`, [`Machine::det_skip`]).
//!
//! `H :- G1, $, R1, ..., Rn.` loads as (src/consult/det_guard.rs)
//!
//! ```prolog
//! H :- G1, !, '$det_guard_enter'(W, M:N/A, M:LN/LA),
//!      (   R1, ..., Rn, '$det_guard_nondet'(W)
//!      ;   '$det_guard_fail'(W)
//!      ).
//! ```
//!
//! which the compiler turns into `DetGuardTry W`, `DetTryElse W`, the
//! goals, `Rn` as `DetGuardCall`, then `DetGuardOk W` over the nondet
//! report. W, the guard word in a Y slot, packs the choice height the exit
//! check compares with, whether an enclosing guard covers this one and the
//! index of the clause's [`GuardInfo`].
//!
//! A guard is covered when its clause was reached through last calls from
//! the last call of another guarded rest that had left no choicepoint
//! (recursion through `$`, as SWI-Prolog's bench `det`): the clause's
//! continuation is then that rest's `DetGuardOk`, whose height is the
//! current one. A covered guard pushes no failure branch, and its own last
//! call stays a last call when its rest left no choicepoint: the enclosing
//! check, made when control comes back, is the one SWI-Prolog's frame makes
//! at exit, and the enclosing failure branch answers for the covered rest
//! (the covered guard writes its clause's index into the enclosing word,
//! so that a breach names the innermost guarded clause). So a recursion
//! through `$` runs in constant stack, as a last call does.

use super::instr::{CodeAddr, Instr, Reg};
use super::{Machine, FRAME_HEADER};
use crate::term::{Atom, Cell};

/// What a breach of one guarded clause names: its predicate and the
/// indicator of its rest's last goal (for SWI-Prolog's `guard_in_caller`).
pub struct GuardInfo {
    pub module: Atom,
    pub name: Atom,
    pub arity: u32,
    pub last: Option<(Atom, u32)>,
}

const LEVEL_BITS: u32 = 32;
const COVERED: u64 = 1 << LEVEL_BITS;
const INFO_SHIFT: u32 = LEVEL_BITS + 1;

fn word_of(level: u64, covered: bool, info: u32) -> Cell {
    Cell::Int(((info as u64) << INFO_SHIFT | if covered { COVERED } else { 0 } | level) as i64)
}

fn bits(word: Cell) -> u64 {
    match word {
        Cell::Int(w) => w as u64,
        _ => unreachable!("guard word"),
    }
}

/// The choice height at which the guarded rest has left no choicepoint.
pub fn level(word: Cell) -> u64 {
    bits(word) & (COVERED - 1)
}

/// Whether an enclosing guard covers this one (it pushed no failure branch).
pub fn covered(word: Cell) -> bool {
    bits(word) & COVERED != 0
}

/// The index of the guarded clause's [`GuardInfo`].
pub fn info(word: Cell) -> u32 {
    (bits(word) >> INFO_SHIFT) as u32
}

impl Machine {
    /// `DetGuardTry`: the guard word of clause `info` into `r` (see the
    /// module comment).
    pub(super) fn det_guard_try(&mut self, r: Reg, info: u32) {
        let height = self.choices.len() as u64;
        let e = self.e as usize;
        let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[e], self.stack[e + 1]) else { unreachable!("corrupt frame") };
        if let Some(&Instr::DetGuardOk(Reg::Y(k), _)) = self.code.get(cp as usize) {
            let slot = (ce as u32 + FRAME_HEADER + k) as usize;
            if let Some(&enclosing @ Cell::Int(_)) = self.stack.get(slot) {
                if level(enclosing) == height {
                    self.stack[slot] = word_of(height, covered(enclosing), info);
                    self.set_reg(r, word_of(height, true, info));
                    return;
                }
            }
        }
        // The failure branch `DetTryElse` pushes next is below the height.
        self.set_reg(r, word_of(height + 1, false, info));
    }

    /// `DetGoalTry`: the choicepoint height into `r`, then the alternative
    /// at `l` (an in-line `$/1`'s if-then-else). Out of the dispatch loop:
    /// in line, it made the loop's registers allocated otherwise (every
    /// program paid).
    #[inline(never)]
    pub(super) fn det_goal_try(&mut self, r: Reg, l: CodeAddr) {
        self.set_reg(r, Cell::Int(self.choices.len() as i64));
        self.push_code_choice(l);
    }

    /// `DetSkip` at `pc`, the exit check of an in-line `$/1`
    /// (compile/body.rs): the address to go on at. When the goal left
    /// only the if-then-else's own alternative, the cut at `l` (`CutTo`
    /// of the same level, codegen.rs) is made here, a pop with nothing to
    /// test, and the `true` of the then-branch is passed (its jump, when
    /// it has one), unless goals are to wake first (the cut runs them).
    /// Otherwise the report of the choicepoint left, next.
    #[inline(never)]
    pub(super) fn det_skip(&mut self, pc: CodeAddr, r: Reg, l: CodeAddr) -> CodeAddr {
        let Cell::Int(level) = self.reg(r) else { unreachable!("choice level") };
        if self.choices.len() as i64 != level + 1 {
            return pc + 1;
        }
        debug_assert!(matches!(self.code[l as usize], Instr::CutTo(q) if q == r));
        if !self.wake.is_empty() {
            return l;
        }
        self.pop_code_choice();
        match self.code[l as usize + 1] {
            Instr::Jump(to) => to,
            _ => l + 1,
        }
    }

    /// `DetGuardCall`: whether the last call of a guarded rest is a last
    /// call (the guard is covered and the rest left no choicepoint).
    pub(super) fn det_guard_tail(&self, word: Cell) -> bool {
        covered(word) && self.choices.len() as u64 == level(word)
    }

    /// The index of a new guarded clause's description.
    pub fn add_det_guard(&mut self, info: GuardInfo) -> u32 {
        self.det_guards.push(info);
        (self.det_guards.len() - 1) as u32
    }
}
