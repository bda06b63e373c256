//! Which argument (X) registers are live at a code address: the ones a
//! wakeup of attributed-variable goals must save and restore around the
//! goals it runs (`Machine::start_wakeup`), rather than the whole register
//! file (256 cells copied out and back at every wakeup).
//!
//! Clause code only jumps forward, and a call clobbers every X register
//! (the clause compiler keeps nothing in them across one, see
//! compile/clause/moves.rs): so the registers the code from an address
//! can still read are among those named by the instructions from there
//! up to the first call, return or failure along every path, plus the
//! argument registers of the calls and builtins met on the way. Naming a
//! register (read or write) counts as a read: a superset is safe.

use super::instr::{CodeAddr, Instr};
use super::{addr, Exc, Machine};

/// Instructions looked at before giving up and keeping every register.
const SCAN_LIMIT: usize = 256;

/// Paths (jump targets) followed at most.
const PATHS: usize = 16;

impl Machine {
    /// Wakes the goals pending before the instruction at `self.pc`,
    /// keeping the argument registers it may read (`start_wakeup`).
    #[cold]
    #[inline(never)]
    pub(crate) fn start_wakeup_live(&mut self) -> Result<(), Exc> {
        let n = self.live_x_registers(self.pc);
        self.start_wakeup(n)
    }

    /// The number of X registers, counted from 0, that the code at `pc`
    /// may still read: every register at or above it is dead there.
    pub(crate) fn live_x_registers(&self, pc: CodeAddr) -> u32 {
        let all = self.x.len() as u32;
        if pc < addr::FIRST_CODE {
            return all;
        }
        let mut live = 0u32;
        let mut paths = [0 as CodeAddr; PATHS];
        paths[0] = pc;
        let mut pending = 1;
        let mut looked = 0;
        while pending > 0 {
            pending -= 1;
            let mut at = paths[pending];
            loop {
                looked += 1;
                let Some(&ins) = self.code.get(at as usize).filter(|_| looked <= SCAN_LIMIT) else {
                    return all;
                };
                ins.x_registers(|i| live = live.max(i + 1));
                let arity = |p: u32| self.preds.get(p as usize).map_or(all, |pred| pred.arity);
                match ins {
                    // A call reads its arguments and clobbers the rest.
                    Instr::Call(p, _)
                    | Instr::Execute(p, _)
                    | Instr::DeallocExecute(p, _)
                    | Instr::CallNondet(p)
                    | Instr::CallArg(p)
                    | Instr::DetGuardCall(p, _) => {
                        live = live.max(arity(p));
                        break;
                    }
                    Instr::Proceed | Instr::Fail => break,
                    // A builtin run in place reads its arguments; the
                    // registers above them live on.
                    Instr::CallBuiltin(p)
                    | Instr::CallFunctor(p)
                    | Instr::CallUnify(p)
                    | Instr::TestElse(p, _)
                    | Instr::ArgIn(p, _)
                    | Instr::FunctorOf(p, _)
                    | Instr::FunctorNew(p, _)
                    | Instr::UnifyRegs(p, _) => live = live.max(arity(p)),
                    // Machine-internal continuations: not clause code.
                    Instr::Succeed | Instr::ResumeAfterWake | Instr::CatchExit | Instr::Raise => return all,
                    _ => {}
                }
                if let Some(target) = ins.target() {
                    if target <= at || pending == PATHS {
                        return all;
                    }
                    paths[pending] = target;
                    pending += 1;
                }
                if !ins.falls_through() {
                    break;
                }
                at += 1;
            }
        }
        live.min(all)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::instr::{Reg, SwitchHint};

    #[test]
    fn live_registers_end_at_calls_and_follow_jumps() {
        let mut m = Machine::bare();
        let user = m.atom("user");
        let (b, p) = (m.atom("b"), m.atom("p"));
        let builtin2 = m.system_pred(b, 2);
        let call3 = m.system_pred(p, 3);
        let code = [
            // 0: a temporary in X7, then a builtin that keeps it.
            Instr::GetVar(Reg::X(7), 0),
            Instr::CallBuiltin(builtin2),
            // 2: on the test's failure, to 5.
            Instr::TestElse(builtin2, 5),
            Instr::Call(call3, SwitchHint::UNSET),
            Instr::PutVal(Reg::X(9), 0),
            // 5: X12 read on the other path only.
            Instr::PutVal(Reg::X(12), 1),
            Instr::Proceed,
        ];
        let at = m.place_code(&code, user, |i, start| i.map_target(|l| l + start));
        // Past the call, X9 is named again: it does not count before it.
        assert_eq!(m.live_x_registers(at + 3), 3, "a call's arguments, then nothing");
        assert_eq!(m.live_x_registers(at + 2), 13, "both paths of the test");
        assert_eq!(m.live_x_registers(at), 13, "the temporary and both paths");
        assert_eq!(m.live_x_registers(at + 6), 0, "a return reads no register");
        assert_eq!(m.live_x_registers(addr::RESUME_WAKE), m.x.len() as u32, "machine code keeps all");
    }
}
