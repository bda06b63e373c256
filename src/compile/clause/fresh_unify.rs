//! `V = T` in a body where V is met for the first time: V is T.
//!
//! Nothing is bound and nothing can fail, so the goal is a register move:
//! T (a variable met before, a constant or a compound, built as a call's
//! argument would be) goes into V's home. The translation of grammar rules
//! writes such goals at every pushback, cut and call boundary
//! (`p(S0, S) :- q, S1 = S0, !, S2 = S1, S2 = [x|S3], r(S3, S).`): each was
//! a call of =/2 that built T and unified it with the fresh variable. As
//! SWI-Prolog's `B_UNIFY_FV`.

use super::Gen;
use crate::machine::database::PredKind;
use crate::machine::instr::{Instr, PredId, Reg};
use crate::term::Cell;

impl Gen<'_> {
    /// Emits `V = T` (either side V) as V's first value when V is a
    /// variable met for the first time that occurs again and does not
    /// occur in T. False, having emitted nothing, otherwise.
    pub(super) fn assign_fresh_in_body(&mut self, goal: Cell, p: PredId) -> bool {
        if !matches!(self.m.preds[p as usize].kind, PredKind::Builtin(_)) {
            return false;
        }
        for (var_side, term_side) in [(0, 1), (1, 0)] {
            let Some((v, r, false)) = self.var_reg(self.m.heap.arg(goal, var_side)) else { continue };
            let t = self.m.heap.deref(self.m.heap.arg(goal, term_side));
            match t {
                // A first or single occurrence on the other side too: the
                // general call makes the two one fresh variable.
                Cell::Ref(_) | Cell::Attv(_) if !matches!(self.var_reg(t), Some((_, _, true))) => continue,
                Cell::Ref(_) | Cell::Attv(_) => {}
                Cell::Str(_) | Cell::Lis(_) if self.m.var_ids(t).contains(&v) => continue,
                _ => {}
            }
            self.first(v);
            match (t, r) {
                // A copy between registers or a constant: one move.
                (_, Reg::X(k)) if !matches!(t, Cell::Str(_) | Cell::Lis(_)) => self.put_term(t, k),
                _ => {
                    // T is built (or read) into a temporary before V's
                    // home is written: a variable of T may live in the
                    // register V takes over.
                    let tmp = self.alloc_tmp();
                    self.put_term(t, tmp);
                    self.code.push(Instr::GetVar(r, tmp));
                    self.free_tmps.push(tmp);
                }
            }
            return true;
        }
        false
    }
}
