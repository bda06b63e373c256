//! Choicepoints: creation, backtracking and cut.
//!
//! A choicepoint records everything needed to resume an alternative: the
//! heap, trail and environment-stack tops, the continuation, the cut barrier,
//! the active catch/3 frame, and (for clause alternatives) the saved
//! argument registers.

use super::database::{Cands, ClauseList};
use super::{Exc, Machine, FRAME_HEADER};
use crate::machine::instr::CodeAddr;
use crate::term::{Addr, Cell};
use std::rc::Rc;

#[derive(Clone)]
pub enum Alt {
    /// Continue at a code address (the else-branch of a disjunction).
    Code(CodeAddr),
    /// Try the next candidate clause of a call: the clause at `code`, then
    /// the call's candidates from step `pos` on (`database/alternatives.rs`).
    Clauses { list: Rc<ClauseList>, cands: Cands, code: CodeAddr, pos: u32, gen: u64, len: u32 },
    /// A catch/3 frame: not an alternative, backtracking just removes it.
    Catch { catcher: Cell, recovery: Cell, prev_catch: u32, bags: u32 },
    /// The bottom of a query: backtracking into it means no more solutions.
    Barrier,
    /// Removed by a soft cut (*->): backtracking skips it.
    Dead,
    /// setup_call_cleanup/3: runs `goal` once when removed (by failure,
    /// cut or deterministic exit), unless it already ran.
    Cleanup { goal: Cell, fired: bool },
    /// undo/1 (`undo.rs`): runs `goal` when backtracking or an exception
    /// goes back past it; a cut keeps it.
    Undo { goal: Cell },
    /// Call a nondeterministic builtin again with the state it left.
    Redo { pred: crate::machine::instr::PredId, state: Cell, snapshot: Option<Rc<ClauseList>> },
    /// Below a traced call (see `trace.rs`): backtracking into it reports
    /// the Fail port; it also keeps the state of the Call port for retry.
    TraceCall(Box<super::trace::TraceFrame>),
    /// Above the choicepoints a traced call left when it exited:
    /// backtracking past it reports the Redo port of the call at `call`.
    TraceRedo { call: u32 },
}

pub struct Choice {
    pub alt: Alt,
    pub e: u32,
    pub cp: CodeAddr,
    pub b0: u32,
    pub heap_top: Addr,
    pub trail_top: u32,
    pub stack_top: u32,
    pub catch_top: u32,
    pub args: u32,
    pub nargs: u32,
    /// CLP(FD) store trail height: backtracking undoes domain changes above it.
    pub fd_trail_top: u32,
}

/// Writes a choicepoint of alternative `alt`, the marks given and the
/// machine's registers, for [`Machine::push_choice_here`] and
/// [`Machine::push_choice_saved`]. A macro rather than a function: through
/// a function's parameter, even one always in line, the alternative was
/// copied once more on the stack (queens 0.5% more instructions).
macro_rules! write_choice {
    ($m:expr, $alt:expr, $args:expr, $nargs:expr, $stack_top:expr, $heap_top:expr, $trail_top:expr) => {{
        let (e, cp, b0) = ($m.e, $m.cp, $m.b0);
        let (catch_top, fd_trail_top) = ($m.catch_top, $m.fd.trail_len());
        // The entry is written field by field where it goes. Built first
        // and then pushed, it went through the stack: the copy read the
        // marks' four-byte stores back sixteen bytes at a time, which
        // stalls, and `Vec::push` zeroed nothing but copied it twice.
        $m.choices.reserve(1);
        let len = $m.choices.len();
        // SAFETY: `reserve` made room for the entry at `len`, which is
        // written whole before the length takes it in.
        unsafe {
            $m.choices.as_mut_ptr().add(len).write(Choice {
                alt: $alt,
                e,
                cp,
                b0,
                heap_top: $heap_top,
                trail_top: $trail_top,
                stack_top: $stack_top,
                catch_top,
                args: $args,
                nargs: $nargs,
                fd_trail_top,
            });
            $m.choices.set_len(len + 1);
        }
        $m.hb = $heap_top;
    }};
}

impl Machine {
    /// First free slot of the environment stack above the current frame.
    #[inline]
    pub fn env_top(&self) -> u32 {
        let n = match self.stack[self.e as usize + 2] {
            Cell::Raw(n) => n as u32,
            _ => 0,
        };
        let top = self.e + FRAME_HEADER + n;
        match self.choices.last() {
            Some(b) if b.stack_top > top => b.stack_top,
            _ => top,
        }
    }

    /// Pushes a choicepoint, saving the first `nargs` argument registers.
    #[inline]
    pub fn push_choice(&mut self, alt: Alt, nargs: u32) {
        self.push_choice_here(alt, nargs);
    }

    /// [`Machine::push_choice`] written out where it is called: clause
    /// entry, where a call and its saved registers cost as much as a
    /// third of the work.
    #[inline(always)]
    pub(crate) fn push_choice_here(&mut self, alt: Alt, nargs: u32) {
        let args = self.argstack.len() as u32;
        save_args(&mut self.argstack, &self.x[..nargs as usize]);
        // The environment top first: read after that call, the heap and
        // trail tops need no register kept across it.
        let stack_top = self.env_top();
        let (heap_top, trail_top) = (self.heap.top(), self.trail.len() as u32);
        write_choice!(self, alt, args, nargs, stack_top, heap_top, trail_top);
    }

    /// Pushes the choicepoint of an alternative in the clause's own code
    /// (`TryElse`, and `DetTryElse` of a `$/0` guard), which saves no
    /// argument register: [`Machine::push_choice`] without the test of
    /// the registers to save and its copy of the alternative. Out of the
    /// dispatch loop, as that was: in line, it made the loop's registers
    /// allocated otherwise.
    #[inline(never)]
    pub(super) fn push_code_choice(&mut self, at: CodeAddr) {
        let args = self.argstack.len() as u32;
        let stack_top = self.env_top();
        let (heap_top, trail_top) = (self.heap.top(), self.trail.len() as u32);
        write_choice!(self, Alt::Code(at), args, 0, stack_top, heap_top, trail_top);
    }

    /// Removes the newest choicepoint, one that [`Machine::push_code_choice`]
    /// pushed: what the cut to just below it does, with nothing to test.
    /// It owns nothing, saved no register, and is no catch/3 frame (so the
    /// active one is below it).
    #[inline(always)]
    pub(super) fn pop_code_choice(&mut self) {
        let len = self.choices.len();
        debug_assert!(len > 0 && matches!(self.choices[len - 1].alt, Alt::Code(_)));
        debug_assert!(self.choices[len - 1].nargs == 0 && self.choices[len - 1].args as usize == self.argstack.len());
        debug_assert!(self.catch_top == super::NO_CATCH || (self.catch_top as usize) < len - 1);
        // SAFETY: the entry at `len - 1` is an `Alt::Code`, which owns
        // nothing to drop.
        unsafe { self.choices.set_len(len - 1) };
        self.hb = match len {
            1 => 0,
            _ => self.choices[len - 2].heap_top,
        };
    }

    /// Pushes a choicepoint whose argument registers are already saved
    /// (`nargs` of them at `args`), with heap and trail tops `heap_top`
    /// and `trail_top`: that of an alternative left shallow at entry
    /// (`shallow.rs`).
    #[inline(always)]
    pub(crate) fn push_choice_saved(&mut self, alt: Alt, args: u32, nargs: u32, heap_top: Addr, trail_top: u32) {
        let stack_top = self.env_top();
        write_choice!(self, alt, args, nargs, stack_top, heap_top, trail_top);
    }

    /// Undoes bindings back to trail mark `mark`.
    #[inline]
    pub fn undo_trail(&mut self, mark: u32) {
        let heap = &mut self.heap;
        self.trail.undo_to(mark, |a, old| {
            if (a as usize) < heap.cells.len() {
                heap.set(a, old);
            }
        });
    }

    /// Restores machine state to choicepoint `i` (which stays on the stack).
    #[inline]
    pub fn restore_to(&mut self, i: usize) {
        self.restore_to_here(i);
    }

    /// [`Machine::restore_to`] written out where it is called: the retry
    /// of a clause alternative.
    #[inline(always)]
    fn restore_to_here(&mut self, i: usize) {
        let b = &self.choices[i];
        let (heap_top, trail_top, e, cp, b0, catch_top, args, nargs) =
            (b.heap_top, b.trail_top, b.e, b.cp, b.b0, b.catch_top, b.args, b.nargs);
        // The FD store is undone in step with the heap trail.
        let fd_top = b.fd_trail_top;
        self.fd.undo_to(fd_top);
        self.undo_trail(trail_top);
        self.heap.cells.truncate(heap_top as usize);
        self.e = e;
        self.cp = cp;
        self.b0 = b0;
        self.catch_top = catch_top;
        let (args, nargs) = (args as usize, nargs as usize);
        copy_args(&mut self.x[..nargs], &self.argstack[args..args + nargs]);
        self.wake.clear();
    }

    /// Keeps everything now on the heap through backtracking, as SWI-Prolog's
    /// frozen global stack does for nb_setarg/3: every choicepoint's heap
    /// top is raised to the current top. Cells between a choicepoint's old
    /// top and the new one stay after backtracking (unreachable but for
    /// what nb_setarg/3 stored there), and they are below every barrier, so
    /// the collector never moves a cell that an untrailed store points to.
    /// Choicepoints' heap tops stay in stack order (all equal from here up).
    pub(crate) fn freeze_heap(&mut self) {
        let top = self.heap.top();
        for ch in self.choices.iter_mut() {
            ch.heap_top = top;
        }
        self.hb = top;
    }

    /// Removes choicepoints from `i` upwards.
    #[inline]
    pub fn pop_choices_to(&mut self, i: usize) {
        if i < self.choices.len() {
            self.argstack.truncate(self.choices[i].args as usize);
            self.choices.truncate(i);
        }
        self.hb = self.choices.last().map_or(0, |b| b.heap_top);
    }

    /// Removes the newest choicepoint, a clause alternative whose last
    /// clause runs now: its list and candidates are dropped where they
    /// are, and nothing else of the entry is read or copied (`Vec::pop`
    /// moved all 88 bytes through the stack, twice; reading the
    /// alternative out copied its 48).
    #[inline(always)]
    fn pop_clause_alternative(&mut self) {
        let len = self.choices.len();
        if len == 0 {
            return;
        }
        // SAFETY: the entry at `len - 1` is initialised; the vector forgets
        // it first and its alternative's list and candidates are then
        // dropped once, in place, while its memory is still allocated (the
        // entry's other fields own nothing).
        let args = unsafe {
            self.choices.set_len(len - 1);
            let b = self.choices.as_mut_ptr().add(len - 1);
            if let Alt::Clauses { list, cands, .. } = &mut (*b).alt {
                std::ptr::drop_in_place(list);
                std::ptr::drop_in_place(cands);
            } else {
                std::ptr::drop_in_place(&mut (*b).alt);
            }
            (*b).args
        };
        self.argstack.truncate(args as usize);
        self.hb = match len {
            1 => 0,
            _ => self.choices[len - 2].heap_top,
        };
    }

    /// Cut: removes every choicepoint above level `level`. An error raised
    /// by a cleanup goal the cut runs (setup_call_cleanup/3) is returned,
    /// to be raised where the cut is, as in SWI-Prolog.
    #[inline]
    pub fn cut_to(&mut self, level: u32) -> Result<(), Exc> {
        if (level as usize) < self.choices.len() {
            if self.cleanups > 0 {
                return self.cut_with_cleanups(level);
            }
            // A catch/3 frame being removed stops being the active one.
            while self.catch_top != super::NO_CATCH && self.catch_top >= level {
                self.catch_top = match self.choices[self.catch_top as usize].alt {
                    Alt::Catch { prev_catch, .. } => prev_catch,
                    _ => super::NO_CATCH,
                };
            }
            self.pop_choices_to(level as usize);
        }
        Ok(())
    }

    /// A cut that removes cleanup frames runs their goals (innermost first);
    /// the first error one of them raises is returned once all have run.
    fn cut_with_cleanups(&mut self, level: u32) -> Result<(), Exc> {
        let undos = self.undos_cut(level);
        let mut goals = Vec::new();
        for ch in self.choices[level as usize..].iter_mut().rev() {
            if let Alt::Cleanup { goal, fired } = &mut ch.alt {
                if !*fired {
                    *fired = true;
                    goals.push(*goal);
                }
                self.cleanups -= 1;
            }
        }
        while self.catch_top != super::NO_CATCH && self.catch_top >= level {
            self.catch_top = match self.choices[self.catch_top as usize].alt {
                Alt::Catch { prev_catch, .. } => prev_catch,
                _ => super::NO_CATCH,
            };
        }
        self.pop_choices_to(level as usize);
        self.keep_undos(undos);
        let mut first_error = None;
        for g in goals {
            let e = self.run_cleanup_goal(g);
            first_error = first_error.or(e);
        }
        first_error.map_or(Ok(()), Err)
    }

    /// Runs a cleanup goal as once/1: its failure is ignored, an error it
    /// raises is returned (the caller decides whether it propagates).
    pub fn run_cleanup_goal(&mut self, goal: Cell) -> Option<Exc> {
        match self.run_once(goal) {
            super::run::Outcome::Error(ball) => Some(Exc::Throw(super::copy::copy_in(&mut self.heap, &ball))),
            _ => None,
        }
    }

    /// Loops that only backtrack never enter a predicate: poll for
    /// interrupts and time limits on retries too. True when an exception is
    /// now pending (the machine will raise it at the next step).
    #[inline]
    pub(super) fn poll_on_retry(&mut self) -> bool {
        if self.inferences < self.poll_at {
            return false;
        }
        match self.check_inference_limit().and_then(|()| self.poll_interrupts()) {
            Ok(()) => false,
            Err(e) => {
                self.pending_exc = Some(e);
                self.pc = super::addr::RAISE;
                true
            }
        }
    }

    /// Resumes the newest alternative. Returns false when the newest
    /// choicepoint is a query barrier (no more solutions); the barrier stays.
    ///
    /// The retry of a clause alternative, nearly every backtrack, is
    /// written out here on its own; the other kinds, and a retry under the
    /// tracer, are [`Machine::backtrack_other`]'s. Sharing one function
    /// with them, the retry paid for their registers and stack frame: a
    /// dozen more instructions of entry and exit per backtrack.
    /// `backtrack_slow` sends the tracer's retries there, and the failed
    /// head of a fact entered with its alternative shallow (`shallow.rs`)
    /// to its retry, which pushes nothing to pop (a test that only the
    /// other kinds pay: in backtrack_other, its saved registers cost each
    /// shallow retry 22 instructions).
    pub fn backtrack(&mut self) -> bool {
        let top = self.choices.len().wrapping_sub(1);
        if let (Some(Choice { alt: Alt::Clauses { list, cands, code, pos, gen, len }, .. }), false) =
            (self.choices.get(top), self.backtrack_slow)
        {
            // The clause list is read in place (no clone of the list or
            // the candidates per retry), and only for the alternative
            // after this one.
            let code = *code;
            let next = list.alternative_after(cands, *pos, *gen, *len);
            self.retry_clause(top, code, next);
            self.poll_on_retry();
            return true;
        }
        if self.shallow.active {
            return self.shallow_retry();
        }
        self.backtrack_other()
    }

    /// Retries clause alternative `top` at `code`: the machine's state
    /// goes back to the choicepoint's, which then holds `next`, the
    /// alternative after this one, or goes when there is none.
    #[inline(always)]
    fn retry_clause(&mut self, top: usize, code: CodeAddr, next: Option<(CodeAddr, u32)>) {
        self.restore_to_here(top);
        match next {
            Some((next_code, next_pos)) => {
                if let Alt::Clauses { code, pos, .. } = &mut self.choices[top].alt {
                    *code = next_code;
                    *pos = next_pos;
                }
                self.hb = self.heap.top();
            }
            None => self.pop_clause_alternative(),
        }
        self.b0 = top as u32;
        self.pc = code;
        self.inferences += 1;
    }

    /// [`Machine::backtrack`] of every other kind of choicepoint, and of
    /// a clause alternative while the tracer runs.
    #[inline(never)]
    fn backtrack_other(&mut self) -> bool {
        loop {
            let Some(top) = self.choices.len().checked_sub(1) else {
                return false;
            };
            match &self.choices[top].alt {
                Alt::Barrier => {
                    self.restore_to(top);
                    return false;
                }
                Alt::Code(addr) => {
                    let addr = *addr;
                    self.restore_to(top);
                    self.pop_choices_to(top);
                    self.pc = addr;
                    return true;
                }
                Alt::Catch { .. } | Alt::Dead => {
                    self.restore_to(top);
                    self.pop_choices_to(top);
                }
                Alt::Undo { goal } => {
                    let goal = *goal;
                    self.restore_to(top);
                    self.pop_choices_to(top);
                    self.cleanups -= 1;
                    if let Some(e) = self.run_cleanup_goal(goal) {
                        self.pending_exc = Some(e);
                        self.pc = super::addr::RAISE;
                        return true;
                    }
                }
                Alt::Cleanup { goal, fired } => {
                    let (goal, fired) = (*goal, *fired);
                    self.restore_to(top);
                    self.pop_choices_to(top);
                    self.cleanups -= 1;
                    // The goal failed: an error in its cleanup is raised
                    // (SWI-Prolog does the same).
                    if !fired {
                        if let Some(e) = self.run_cleanup_goal(goal) {
                            self.pending_exc = Some(e);
                            self.pc = super::addr::RAISE;
                            return true;
                        }
                    }
                }
                Alt::Redo { pred, state, snapshot } => {
                    let (pred, state) = (*pred, *state);
                    self.redo_snapshot = snapshot.clone();
                    self.restore_to(top);
                    self.pop_choices_to(top);
                    self.b0 = top as u32;
                    self.inferences += 1;
                    if self.poll_on_retry() {
                        return true;
                    }
                    match self.redo_builtin(pred, state) {
                        Ok(true) => return true,
                        Ok(false) => continue,
                        Err(e) => {
                            self.pending_exc = Some(e);
                            self.pc = super::addr::RAISE;
                            return true;
                        }
                    }
                }
                Alt::TraceCall(_) => match self.trace_fail(top) {
                    super::trace::Step::Resumed => return true,
                    _ => continue,
                },
                Alt::TraceRedo { call } => match self.trace_redo(top, *call as usize) {
                    super::trace::Step::Resumed => return true,
                    _ => continue,
                },
                Alt::Clauses { list, cands, code, pos, gen, len } => {
                    // The clause list is read in place (no clone of the
                    // list or the candidates per retry), and only for the
                    // alternative after this one.
                    let code = *code;
                    let next = list.alternative_after(cands, *pos, *gen, *len);
                    self.retry_clause(top, code, next);
                    if self.debug_mode && top > 0 {
                        // Another clause of a traced call: its Redo port.
                        match self.trace_next_clause(top - 1, code) {
                            super::trace::Step::Continue => continue,
                            super::trace::Step::Resumed => return true,
                            super::trace::Step::Proceed => {}
                        }
                    }
                    self.poll_on_retry();
                    return true;
                }
            }
        }
    }
}

/// Appends the argument registers `from` to the saved ones `to`. Most
/// predicates have a few arguments: those are copied by fixed-size moves,
/// cheaper than the call of `memcpy` a copy of any length makes.
#[inline(always)]
pub(super) fn save_args(to: &mut Vec<Cell>, from: &[Cell]) {
    match from.len() {
        0 => {}
        1 => to.push(from[0]),
        2 => to.extend_from_slice(&from[..2]),
        3 => to.extend_from_slice(&from[..3]),
        4 => to.extend_from_slice(&from[..4]),
        _ => to.extend_from_slice(from),
    }
}

/// Restores saved argument registers `from` to `to` (as long), a few by
/// fixed-size moves as [`save_args`] saves them.
#[inline(always)]
pub(super) fn copy_args(to: &mut [Cell], from: &[Cell]) {
    match from.len() {
        0 => {}
        1 => to[0] = from[0],
        2 => to[..2].copy_from_slice(&from[..2]),
        3 => to[..3].copy_from_slice(&from[..3]),
        4 => to[..4].copy_from_slice(&from[..4]),
        _ => to.copy_from_slice(from),
    }
}
