//! Delimited continuations: reset/3, shift/1 and call_continuation/1, as
//! SWI-Prolog has them (the ground on which tabling suspends and resumes
//! goals).
//!
//! `reset(Goal, Ball, Cont)` calls Goal under a marker frame whose
//! continuation is `addr::RESET_EXIT` and whose two slots hold Ball and
//! Cont. `shift(Ball)` walks the chain of (code address, environment)
//! pairs from its own continuation up to the nearest marker whose Ball
//! unifies, copying each environment's slots into a heap term
//! `'$cont$'(Address, Y0, ..., Yn-1)`; Cont becomes
//! `call_continuation(Frames)` (innermost first) and reset/3 returns. The
//! frames are heap terms, so the continuation stays valid after
//! backtracking past the shift, and garbage collection sees it as any
//! other term; the code it returns to is never reclaimed (`code_gc.rs`). `call_continuation(Frames)` pushes the frames again above
//! the caller's (the outermost returning to the caller) and jumps to the
//! innermost address. When Goal ends without shifting, Cont is 0.
//!
//! Frames of catch/3 between shift and reset are left out of the
//! continuation (the catch stops being active, as when its goal exits);
//! tracer frames are left out too, so a resumed continuation shows no
//! Exit ports for them. A cut inside a resumed clause cuts to the level
//! its clause saved when it first ran.

use super::{addr, Exc, Machine, FRAME_HEADER};
use crate::machine::choice::Alt;
use crate::machine::instr::{CodeAddr, Instr};
use crate::machine::tables::AnswerKind;
use crate::term::{atoms, Cell};

impl Machine {
    /// reset(Goal, Ball, Cont): calls Goal under a marker frame.
    pub(crate) fn enter_reset(&mut self) -> Result<(), Exc> {
        let (goal, ball, cont) = (self.x[0], self.x[1], self.x[2]);
        self.call_under_marker(goal, &[ball, cont])
    }

    /// '$tbl_reset'(Goal, Ball, Cont, Wrapper, Table): reset/3 for the worker
    /// of a plain tabled call. The marker frame has two more slots, Wrapper
    /// and Table: when Goal ends without a shift, Wrapper is added to Table
    /// as an answer and the call fails at once (on to Goal's next answer),
    /// with no return to Prolog per answer. A shift returns as from reset/3.
    pub(crate) fn enter_table_reset(&mut self) -> Result<(), Exc> {
        let (goal, ball, cont, wrapper, table) = (self.x[0], self.x[1], self.x[2], self.x[3], self.x[4]);
        self.call_under_marker(goal, &[ball, cont, wrapper, table])
    }

    /// Calls `goal` under a marker frame (continuation `addr::RESET_EXIT`)
    /// holding `slots`: Ball and Cont first.
    fn call_under_marker(&mut self, goal: Cell, slots: &[Cell]) -> Result<(), Exc> {
        let new_e = self.env_top();
        self.stack.truncate(new_e as usize);
        self.stack.extend_from_slice(&[
            Cell::Raw(self.e as u64),
            Cell::Raw(self.cp as u64),
            Cell::Raw(slots.len() as u64),
        ]);
        self.stack.extend_from_slice(slots);
        self.e = new_e;
        self.cp = addr::RESET_EXIT;
        self.call_goal(goal, &[])
    }

    /// At `addr::RESET_EXIT`: the goal of reset/3 ended without a shift,
    /// so Cont is 0 and reset/3 returns; false if that fails. The goal of
    /// '$tbl_reset'/5 found an answer: it is added and this fails, unless
    /// its join with a stored answer calls Prolog (lattice or po modes):
    /// then this returns as reset/3.
    pub(crate) fn reset_exit(&mut self) -> Result<bool, Exc> {
        let e = self.e as usize;
        if let Cell::Raw(4) = self.stack[e + 2] {
            return self.add_reset_answer(e);
        }
        self.return_from_reset()
    }

    /// [`Machine::reset_exit`] of '$tbl_reset'/5, whose marker frame at `e`
    /// holds Wrapper and Table. Kept out of line: the dispatch loop that
    /// calls `reset_exit` stays as small as it was.
    #[inline(never)]
    fn add_reset_answer(&mut self, e: usize) -> Result<bool, Exc> {
        let (wrapper, table) = (self.stack[e + FRAME_HEADER as usize + 2], self.stack[e + FRAME_HEADER as usize + 3]);
        if let Cell::Int(id) = self.heap.deref(table) {
            match self.tables.tables.get(id as usize).and_then(|t| t.as_ref()).map(|t| &t.kind) {
                Some(AnswerKind::Plain) => {
                    self.add_table_answer(id as u32, wrapper)?;
                }
                Some(AnswerKind::Moded(modes)) => {
                    let modes = modes.clone();
                    self.add_moded_answer(id as u32, wrapper, &modes)?;
                }
                Some(AnswerKind::Joined(modes)) => {
                    let modes = modes.clone();
                    if self.add_first_moded_answer(id as u32, wrapper, &modes)? {
                        return self.return_from_reset();
                    }
                }
                None => {}
            }
        }
        Ok(false)
    }

    /// reset/3 returns with Cont 0: its goal ended without a shift.
    fn return_from_reset(&mut self) -> Result<bool, Exc> {
        let e = self.e as usize;
        let cont = self.stack[e + FRAME_HEADER as usize + 1];
        let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[e], self.stack[e + 1]) else { unreachable!("reset frame") };
        self.e = ce as u32;
        self.cp = cp as u32;
        self.pc = cp as u32;
        Ok(self.unify(cont, Cell::Int(0)))
    }

    /// shift(Ball): captures the continuation up to the nearest reset/3
    /// whose Ball unifies and returns from that reset/3.
    pub(crate) fn enter_shift(&mut self) -> Result<bool, Exc> {
        let ball = self.x[0];
        let cont_name = self.atoms.intern("$cont$");
        let mut frames = Vec::new();
        let mut passed_catches = Vec::new();
        let (mut code, mut env) = (self.cp, self.e as usize);
        loop {
            match code {
                addr::RESET_EXIT => {
                    let marker_ball = self.stack[env + FRAME_HEADER as usize];
                    if self.unify_or_undo(ball, marker_ball) {
                        break;
                    }
                    frames.push(self.capture_frame(cont_name, code, env));
                }
                addr::CATCH_EXIT => {
                    let Cell::Int(idx) = self.stack[env + FRAME_HEADER as usize] else { unreachable!("catch frame") };
                    passed_catches.push(idx as usize);
                }
                addr::TRACE_EXIT => {}
                addr::RESUME_WAKE => {
                    let culprit = self.atoms.intern("shift_in_wakeup");
                    return Err(self.err_representation(culprit));
                }
                c if c < addr::FIRST_CODE => {
                    let kind = self.atoms.intern("reset");
                    return Err(self.err_existence(kind, ball));
                }
                _ => frames.push(self.capture_frame(cont_name, code, env)),
            }
            let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[env], self.stack[env + 1]) else {
                unreachable!("frame header")
            };
            code = cp as CodeAddr;
            env = ce as usize;
        }
        // The catches passed stop being active, as when their goals exit.
        for idx in passed_catches {
            if let Some(Alt::Catch { prev_catch, .. }) = self.choices.get(idx).map(|c| &c.alt) {
                if self.catch_top == idx as u32 {
                    self.catch_top = *prev_catch;
                }
            }
        }
        let list = self.heap.list(&frames);
        let call_cont = self.atoms.intern("call_continuation");
        let cont = self.heap.compound(call_cont, &[list]);
        let marker_cont = self.stack[env + FRAME_HEADER as usize + 1];
        let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[env], self.stack[env + 1]) else {
            unreachable!("reset frame")
        };
        self.e = ce as u32;
        self.cp = cp as u32;
        self.pc = cp as u32;
        Ok(self.unify(marker_cont, cont))
    }

    /// The term `'$cont$'(Code, Y0, ..., Yn-1)` of the environment at `env`.
    /// The term may be copied anywhere, so its code is kept for good (`code_gc.rs`).
    fn capture_frame(&mut self, name: crate::term::Atom, code: CodeAddr, env: usize) -> Cell {
        self.pin_code(code);
        let Cell::Raw(n) = self.stack[env + 2] else { unreachable!("frame size") };
        let start = env + FRAME_HEADER as usize;
        let mut args = Vec::with_capacity(n as usize + 1);
        args.push(Cell::Int(code as i64));
        args.extend_from_slice(&self.stack[start..start + n as usize]);
        self.heap.compound(name, &args)
    }

    /// Unifies `a` and `b`, or leaves both as they were when they do not unify.
    fn unify_or_undo(&mut self, a: Cell, b: Cell) -> bool {
        let (hb, mark, wake) = (self.hb, self.trail.len() as u32, self.wake.len());
        // Trail every binding, so that a failed attempt can be undone.
        self.hb = self.heap.top();
        let ok = self.unify(a, b);
        if !ok {
            self.undo_trail(mark);
            self.wake.truncate(wake);
        }
        self.hb = hb;
        ok
    }

    /// call_continuation(Frames): pushes the captured frames again and
    /// continues at the innermost one.
    pub(crate) fn enter_call_continuation(&mut self) -> Result<bool, Exc> {
        // (code address, frame term) of each frame, innermost first.
        let mut parsed = Vec::new();
        let mut list = self.heap.deref(self.x[0]);
        loop {
            let f = match list {
                Cell::Atom(atoms::NIL) => break,
                Cell::Lis(_) => self.heap.deref(self.heap.arg(list, 0)),
                _ if list.is_var_ref() => return Err(self.err_instantiation()),
                _ => return Err(self.err_type(atoms::LIST, self.x[0])),
            };
            list = self.heap.deref(self.heap.arg(list, 1));
            let code = match self.heap.functor_of(f) {
                Some((name, n)) if n >= 1 && self.atoms.text(name) == "$cont$" => {
                    match self.heap.deref(self.heap.arg(f, 0)) {
                        Cell::Int(c) if self.is_return_address(c) => Some(c as CodeAddr),
                        _ => None,
                    }
                }
                _ => None,
            };
            let Some(code) = code else {
                let ty = self.atoms.intern("continuation");
                return Err(self.err_type(ty, f));
            };
            parsed.push((code, f));
        }
        if parsed.is_empty() {
            self.pc = self.cp;
            return Ok(true);
        }
        let (mut prev_e, mut prev_cp) = (self.e, self.cp);
        for &(code, f) in parsed.iter().rev() {
            let n = self.heap.functor_of(f).map_or(1, |(_, n)| n) - 1;
            let new_e = self.env_top();
            self.stack.truncate(new_e as usize);
            self.stack.extend_from_slice(&[Cell::Raw(prev_e as u64), Cell::Raw(prev_cp as u64), Cell::Raw(n as u64)]);
            for i in 0..n {
                let y = self.heap.arg(f, i + 1);
                self.stack.push(y);
            }
            self.e = new_e;
            prev_e = new_e;
            prev_cp = code;
        }
        self.cp = prev_cp;
        self.pc = prev_cp;
        self.b0 = self.choices.len() as u32;
        Ok(true)
    }

    /// Whether `c` is an address a continuation may resume at: the
    /// instruction after a call, or the end of a reset/3.
    fn is_return_address(&self, c: i64) -> bool {
        c == addr::RESET_EXIT as i64
            || (c > addr::FIRST_CODE as i64
                && (c as usize) < self.code.len()
                && matches!(
                    self.code[c as usize - 1],
                    Instr::Call(..)
                        | Instr::CallNondet(_)
                        | Instr::CallArg(_)
                        | Instr::ArgIn(..)
                        | Instr::DetGuardCall(..)
                ))
    }
}
