//! undo/1 (SWI-Prolog 9): a goal that runs when execution goes back past
//! the point where it was given, by backtracking or by an exception that
//! a catch/3 below that point catches.
//!
//! The goal waits in a choicepoint (`Alt::Undo`) that backtracking does
//! not resume but removes, running the goal as once/1 would (an error
//! it raises is raised where backtracking was). A cut past it keeps it:
//! the cut removes the choicepoints around it and leaves it on top, so
//! that backtracking later still meets it (the clause stays
//! nondeterministic where SWI-Prolog's, which keeps the goal on its
//! trail, would not be; catch/3 and setup_call_cleanup/3 still see a goal
//! that left only such choicepoints as deterministic). It counts among `cleanups`, so that a cut looks
//! for it. An exception unwinding past it copies the goal out before the
//! heap is cut back and runs it once the catch frame is left; so does
//! closing a query without keeping its bindings (the toplevel's answer
//! taken back).

use super::choice::{Alt, Choice};
use super::copy::{copy_in, copy_out, OwnedTerm};
use super::Machine;
use crate::term::Cell;

impl Machine {
    /// undo(Goal): Goal runs when execution goes back past this point.
    pub fn push_undo(&mut self, goal: Cell) {
        self.push_choice(Alt::Undo { goal }, 0);
        self.cleanups += 1;
    }

    /// Whether every choicepoint from `i` on is an undo one (none is).
    pub fn only_undos_from(&self, i: usize) -> bool {
        self.choices.get(i..).is_none_or(|above| above.iter().all(|c| matches!(c.alt, Alt::Undo { .. })))
    }

    /// The undo choicepoints from `level` on, taken out of the stack in
    /// order, for a cut to put back ([`Machine::keep_undos`]).
    pub fn undos_cut(&mut self, level: u32) -> Vec<Choice> {
        let level = level as usize;
        if !self.choices[level..].iter().any(|c| matches!(c.alt, Alt::Undo { .. })) {
            return Vec::new();
        }
        let mut kept = Vec::new();
        for ch in &mut self.choices[level..] {
            if let Alt::Undo { goal } = ch.alt {
                kept.push(Choice {
                    alt: Alt::Undo { goal },
                    e: ch.e,
                    cp: ch.cp,
                    b0: ch.b0,
                    heap_top: ch.heap_top,
                    trail_top: ch.trail_top,
                    stack_top: ch.stack_top,
                    catch_top: ch.catch_top,
                    args: ch.args,
                    nargs: ch.nargs,
                    fd_trail_top: ch.fd_trail_top,
                });
                // The copy stays counted; the original goes with the cut.
                ch.alt = Alt::Dead;
            }
        }
        kept
    }

    /// Puts the undo choicepoints a cut removed back on top of the stack.
    pub fn keep_undos(&mut self, kept: Vec<Choice>) {
        for mut ch in kept {
            // They saved no argument registers; the catch frames the cut
            // removed are not active when one runs.
            ch.args = self.argstack.len() as u32;
            ch.nargs = 0;
            ch.catch_top = self.catch_top;
            self.choices.push(ch);
        }
        self.hb = self.choices.last().map_or(0, |b| b.heap_top);
    }

    /// The goals of the undo choicepoints above choicepoint `i`, newest
    /// first, copied out of the heap that an exception is about to cut back.
    pub(crate) fn undo_goals_above(&self, i: usize) -> Vec<OwnedTerm> {
        if self.cleanups == 0 {
            return Vec::new();
        }
        let mut goals = Vec::new();
        for ch in self.choices[i..].iter().rev() {
            if let Alt::Undo { goal } = ch.alt {
                goals.push(copy_out(&self.heap, goal, false));
            }
        }
        goals
    }

    /// Runs undo goals an exception went back past; their own errors are
    /// dropped (the exception being handled goes on).
    pub(crate) fn run_undo_goals(&mut self, goals: Vec<OwnedTerm>) {
        for g in goals {
            let goal = copy_in(&mut self.heap, &g);
            let _ = self.run_cleanup_goal(goal);
        }
    }
}
