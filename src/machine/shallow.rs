//! Shallow backtracking into a fact: a call of a predicate whose clauses
//! all have a variable first argument (`Switch::all_var`), the first a
//! fact (`mem(X, [X|_])` before `mem(X, [_|T]) :- mem(X, T)`), does not
//! push its choicepoint at entry. It keeps what a retry needs in
//! [`Shallow`] (the heap and trail tops, the argument registers saved where
//! a choicepoint saves them, the next clause, the continuation), with `hb`
//! at the heap top so that the head's bindings of older variables are
//! trailed as under a choicepoint. A fact's code is head instructions and
//! `Proceed` (`fact_code.rs`), so only two things can follow:
//!
//! - the head fails: the machine backtracks, and [`Machine::backtrack`]
//!   (sent off its common retry by `backtrack_slow`, the flag that retry
//!   already tests for the tracer) finds the state active and calls
//!   [`Machine::shallow_retry`], which undoes the bindings and goes to the
//!   next clause, with a choicepoint only when a third one may follow
//!   (nothing was pushed, so nothing is popped: zebra's `mem/2`, whose
//!   head fails five times in six, enters its second clause with no
//!   choicepoint at all);
//! - the head unifies: its `Proceed` returns to [`addr::SHALLOW_EXIT`],
//!   the continuation put in place of the call's, where
//!   [`Machine::materialise_shallow`] pushes the choicepoint that entry
//!   left out (with the tops and registers of entry) and returns to the
//!   call's own continuation.
//!
//! So the deterministic paths test nothing: `Proceed` is unchanged, the
//! common retry tests what it tested, and only the out-of-line exits meet
//! the state. Nor does the entry of other predicates: the switch gives
//! these a state of their own (`Switch::SHALLOW_LEN`), which entry tests
//! with the unknown switch, after every other kind, in one comparison
//! ([`Machine::enter_shallow_first`]). A `Proceed` with goals to wake materialises first, so that
//! the woken goals run over the choicepoint as they always did. Nothing
//! else runs between entry and those exits: a head makes no call, cuts
//! nothing, raises nothing and never polls. The tracer never uses shallow
//! entry (its ports need the choicepoint). A predicate whose first fact
//! mostly unifies gives shallow entry up (`Switch::shallow_outcome`), as it
//! would pay for the state and then for the choicepoint all the same.
//!
//! Only all-variable predicates: for a scanned one (a fact first among
//! keyed clauses), the test at entry cost every call that leaves a
//! choicepoint some seven instructions (primes, whose `remove/3` never
//! starts with a fact, 0.8% more).
//!
//! [`addr::SHALLOW_EXIT`]: super::addr::SHALLOW_EXIT

use super::choice::{copy_args, save_args, Alt};
use super::database::{Cands, ClauseList};
use super::instr::{CodeAddr, PredId};
use super::{addr, Machine};
use crate::term::Addr;
use std::rc::Rc;

/// A clause alternative not pushed yet (see the module documentation).
#[derive(Clone, Copy)]
pub(crate) struct Shallow {
    pub active: bool,
    /// The clause list of the predicate called, which the alternative goes
    /// on in: the predicate's own, which stays while the state is active
    /// (nothing that could change it runs between entry and exit), read
    /// without a count of its own until a choicepoint takes one.
    pub list: *const ClauseList,
    /// The next clause's code, and the step after it.
    pub code: CodeAddr,
    pub pos: u32,
    /// The call's generation and clause count (logical update view).
    pub gen: u64,
    pub len: u32,
    /// The heap and trail tops at entry, and `hb` before it.
    pub heap_top: Addr,
    pub trail_top: u32,
    pub hb: Addr,
    /// Where the argument registers were saved on the argument stack.
    pub args: u32,
    pub nargs: u32,
    /// The call's continuation (`cp` is `addr::SHALLOW_EXIT` meanwhile).
    pub cp: CodeAddr,
}

impl Default for Shallow {
    fn default() -> Shallow {
        Shallow {
            active: false,
            list: std::ptr::null(),
            code: 0,
            pos: 0,
            gen: 0,
            len: 0,
            heap_top: 0,
            trail_top: 0,
            hb: 0,
            args: 0,
            nargs: 0,
            cp: 0,
        }
    }
}

/// The clause a shallow entry enters and the alternative it leaves: the
/// fact's code, the next clause's code and the step after it, with the
/// call's generation and clause count.
struct ShallowEntry {
    pub fact: CodeAddr,
    pub next: CodeAddr,
    pub pos: u32,
    pub gen: u64,
    pub len: u32,
}

impl Machine {
    /// Enters a call of `p`, whose switch says its clauses are entered
    /// shallow (`Switch::shallow_first`: all-variable, two or more, none
    /// dead, the first a fact): the fact, with the second clause left
    /// shallow. Out of line, reached from entry's test of an unknown
    /// switch, so that no other call tests anything for it.
    #[inline(never)]
    pub(crate) fn enter_shallow_first(&mut self, p: PredId) -> bool {
        let pred = &self.preds[p as usize];
        let list = &pred.clauses;
        let entries = list.entries();
        let (i, len) = (list.live_start(), entries.len());
        let Some(first) = entries.get(i) else { return false };
        let (fact, next) = (first.code, entries.get(i + 1).map(|e| e.code));
        drop(entries);
        let Some(next) = next else {
            self.pc = fact;
            return true;
        };
        let (arity, gen) = (pred.arity, self.generation);
        let entry = ShallowEntry { fact, next, pos: i as u32 + 2, gen, len: len as u32 };
        let list = Rc::as_ptr(list);
        self.enter_fact_shallow(list, arity, entry);
        true
    }

    /// Enters the fact of a call of the predicate whose clauses are `list`
    /// (of `nargs` arguments) with its alternative left shallow; while the
    /// tracer runs, with its choicepoint as ever (tested here, out of the
    /// common entry's way).
    #[inline(always)]
    fn enter_fact_shallow(&mut self, list: *const ClauseList, nargs: u32, entry: ShallowEntry) {
        if self.debug_mode {
            return self.enter_fact_traced(list, nargs, &entry);
        }
        let args = self.argstack.len() as u32;
        save_args(&mut self.argstack, &self.x[..nargs as usize]);
        let heap_top = self.heap.top();
        self.shallow = Shallow {
            active: true,
            list,
            code: entry.next,
            pos: entry.pos,
            gen: entry.gen,
            len: entry.len,
            heap_top,
            trail_top: self.trail.len() as u32,
            hb: self.hb,
            args,
            nargs,
            cp: self.cp,
        };
        self.cp = addr::SHALLOW_EXIT;
        self.backtrack_slow = true;
        self.hb = heap_top;
        self.pc = entry.fact;
    }

    /// [`Machine::enter_fact_shallow`] while the tracer runs: the fact is
    /// entered under its choicepoint. Apart, so that the shallow entry
    /// saves no more registers for it.
    #[cold]
    #[inline(never)]
    fn enter_fact_traced(&mut self, list: *const ClauseList, nargs: u32, entry: &ShallowEntry) {
        // SAFETY: `list` is the predicate's own (see `Shallow::list`).
        let list = unsafe {
            Rc::increment_strong_count(list);
            Rc::from_raw(list)
        };
        let (code, pos, gen, len) = (entry.next, entry.pos, entry.gen, entry.len);
        self.push_choice(Alt::Clauses { list, cands: Cands::Scan(0), code, pos, gen, len }, nargs);
        self.pc = entry.fact;
    }

    /// The head of a fact entered shallow failed: its bindings are undone
    /// and the next candidate runs, under a choicepoint when another may
    /// follow it (made of the state of entry: the registers stay where
    /// they were saved). Always true (a candidate runs).
    #[inline(never)]
    pub(crate) fn shallow_retry(&mut self) -> bool {
        self.shallow.active = false;
        self.backtrack_slow = self.debug_mode;
        let (trail_top, heap_top) = (self.shallow.trail_top, self.shallow.heap_top);
        self.undo_trail(trail_top);
        self.heap.cells.truncate(heap_top as usize);
        let (args, nargs) = (self.shallow.args as usize, self.shallow.nargs as usize);
        copy_args(&mut self.x[..nargs], &self.argstack[args..args + nargs]);
        self.wake.clear();
        self.cp = self.shallow.cp;
        // As the retry of a choicepoint: the clause's cut barrier is where
        // the choicepoint is (or would have been).
        self.b0 = self.choices.len() as u32;
        let s = &self.shallow;
        // SAFETY: the list of the predicate called, alive (see `Shallow::list`).
        let list = unsafe { &*s.list };
        list.switch().shallow_outcome(true);
        let cands = Cands::Scan(0);
        let (code, gen, len) = (s.code, s.gen, s.len);
        match list.alternative_after(&cands, s.pos, gen, len) {
            Some((next, pos)) => {
                let alt = Alt::Clauses { list: self.shallow_list(), cands, code: next, pos, gen, len };
                let s = &self.shallow;
                self.push_choice_saved(alt, s.args, s.nargs, heap_top, trail_top);
            }
            None => {
                self.argstack.truncate(args);
                self.hb = self.shallow.hb;
            }
        }
        self.pc = code;
        self.inferences += 1;
        self.poll_on_retry();
        true
    }

    /// The head of a fact entered shallow unified: the choicepoint entry
    /// left out is pushed now, with the state the call had at entry (a
    /// head moves neither the environment, the cut barrier nor the catch
    /// frame), and `cp` is the call's continuation again.
    #[inline(never)]
    pub(crate) fn materialise_shallow(&mut self) {
        self.shallow.active = false;
        self.backtrack_slow = self.debug_mode;
        self.cp = self.shallow.cp;
        let list = self.shallow_list();
        list.switch().shallow_outcome(false);
        let s = &self.shallow;
        let alt = Alt::Clauses { list, cands: Cands::Scan(0), code: s.code, pos: s.pos, gen: s.gen, len: s.len };
        self.push_choice_saved(alt, s.args, s.nargs, s.heap_top, s.trail_top);
    }

    /// A count of the clause list of the state, for a choicepoint.
    #[inline(always)]
    fn shallow_list(&self) -> Rc<ClauseList> {
        // SAFETY: the list is the predicate's own `Rc` (see
        // `Shallow::list`), so its count is live; the new one is the
        // choicepoint's.
        unsafe {
            Rc::increment_strong_count(self.shallow.list);
            Rc::from_raw(self.shallow.list)
        }
    }

    /// An exception is being raised while a fact's alternative is shallow
    /// (no head raises one; kept so that the state can never outlive its
    /// call): the state and its saved registers are dropped, and the
    /// unwinding restores everything else from the catch frame below.
    pub(crate) fn drop_shallow(&mut self) {
        if self.shallow.active {
            self.shallow.active = false;
            self.backtrack_slow = self.debug_mode;
            self.argstack.truncate(self.shallow.args as usize);
            self.cp = self.shallow.cp;
            self.hb = self.shallow.hb;
        }
    }
}
