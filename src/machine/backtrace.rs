//! The backtrace of an uncaught error: where the machine was when an
//! exception left the query. It is taken only when nothing catches the
//! ball (the normal path and caught exceptions pay nothing) from the
//! program counter, the continuation register and the environment chain:
//! each continuation address lies inside the code of the clause that made
//! the call, and the clause knows its source file and line.

use super::Machine;
use crate::machine::instr::{CodeAddr, Instr, PredId};
use crate::term::{Atom, Cell};

/// How many continuations, innermost first, a backtrace keeps.
const KEPT: usize = 64;

/// Raw record of where an uncaught exception was raised.
#[derive(Default, Clone, Debug)]
pub struct Backtrace {
    pub pc: CodeAddr,
    pub cp: CodeAddr,
    /// Continuations of the environment chain, innermost first.
    pub returns: Vec<CodeAddr>,
    /// Length of the whole chain (pc and cp included): the depth shown.
    pub depth: u32,
}

/// A clause's code start, its predicate, and its source file and line.
type ClauseAt = (CodeAddr, PredId, Option<(Atom, u32)>);

/// One frame of a backtrace resolved to its clause.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BacktraceFrame {
    pub depth: u32,
    pub pred: PredId,
    /// Source file and line of the clause, when it was consulted.
    pub source: Option<(Atom, u32)>,
}

impl Machine {
    /// Records where an exception that nothing catches was raised: `pc`,
    /// `cp` and `e` as they were at the throw. Called only on that path.
    #[cold]
    pub(crate) fn record_backtrace(&mut self, pc: CodeAddr, cp: CodeAddr, e: u32) {
        let mut returns = Vec::new();
        let mut depth = 2u32;
        let mut e = e as usize;
        // Frame 0 is the root; every frame lies above the one it returns to.
        while e != 0 && e + 1 < self.stack.len() {
            let (Cell::Raw(prev), Cell::Raw(ret)) = (self.stack[e], self.stack[e + 1]) else {
                break;
            };
            if returns.len() < KEPT {
                returns.push(ret as CodeAddr);
            }
            depth += 1;
            if prev as usize >= e {
                break;
            }
            e = prev as usize;
        }
        self.backtrace = Some(Backtrace { pc, cp, returns, depth });
    }

    /// The innermost `max` frames of the last recorded backtrace that lie
    /// in consulted program clauses (system and library clauses left out).
    pub fn backtrace_frames(&self, max: usize) -> Vec<BacktraceFrame> {
        let Some(bt) = &self.backtrace else {
            return Vec::new();
        };
        let map = self.clause_map();
        let find = |a: CodeAddr| -> Option<ClauseAt> {
            let i = map.partition_point(|c| c.0 <= a);
            (i > 0).then(|| map[i - 1])
        };
        // The clause running at the throw, and whether it has its own
        // environment: then the innermost frame's continuation is its
        // return address and the continuation register is stale; else the
        // register is its return address and the frames are its callers'.
        let running = find(bt.pc);
        let allocated = running.is_some_and(|(start, _, _)| self.holds_environment(start, bt.pc));
        let mut addrs = vec![bt.pc];
        if !allocated {
            addrs.push(bt.cp);
        }
        addrs.extend_from_slice(&bt.returns);
        let mut out = Vec::new();
        for (k, &a) in addrs.iter().enumerate() {
            let Some((_, pred, source)) = find(a) else {
                continue;
            };
            if source.is_some_and(|(f, _)| !self.atoms.text(f).starts_with('$')) {
                out.push(BacktraceFrame { depth: bt.depth.saturating_sub(k as u32), pred, source });
                if out.len() == max {
                    break;
                }
            }
        }
        out
    }

    /// Whether the clause whose code starts at `start` has an environment
    /// at `pc`: an `Allocate` before `pc` not undone by a `Deallocate`.
    fn holds_environment(&self, start: CodeAddr, pc: CodeAddr) -> bool {
        let mut held = false;
        for ins in self.code.get(start as usize..pc as usize).unwrap_or(&[]) {
            match ins {
                Instr::Allocate(_) => held = true,
                Instr::Deallocate | Instr::DeallocExecute(..) => held = false,
                _ => {}
            }
        }
        held
    }

    /// The predicate of the consulted or library clause whose code holds
    /// `addr` (a continuation, say); None in a meta-called goal's code or
    /// outside every clause. Walks every clause: for error paths only.
    pub(crate) fn pred_at(&self, addr: CodeAddr) -> Option<PredId> {
        if self.goal_cache.holds(addr) {
            return None;
        }
        let map = self.clause_map();
        let i = map.partition_point(|c| c.0 <= addr);
        (i > 0).then(|| map[i - 1].1)
    }

    /// Every live clause's code start with its predicate and source,
    /// sorted by address.
    fn clause_map(&self) -> Vec<ClauseAt> {
        let mut map = Vec::new();
        for (p, pred) in self.preds.iter().enumerate() {
            for c in pred.clauses.entries().iter().filter(|c| !c.is_placeholder()) {
                map.push((c.code, p as PredId, c.info.source()));
                // A traced clause runs its debug variant (debug_code.rs).
                if let Some((start, _)) = self.variant_range(c.code) {
                    map.push((start, p as PredId, c.info.source()));
                }
            }
        }
        // Meta-called goals' clauses (goal_cache.rs): no source, never shown,
        // but an address in them must not be taken for the clause before.
        map.extend(self.goal_cache.code_starts().map(|code| (code, 0, None)));
        map.sort_by_key(|c| c.0);
        map
    }
}
