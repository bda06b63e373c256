//! The tracer: the box model (Call, Exit, Redo, Fail, Exception ports) on
//! the running machine, with spy points, leashing, and the keys creep,
//! skip, up, leap, fail, retry and abort. A traced frame of a program
//! predicate runs the debug variants of its clauses (`debug_code.rs`), so
//! their arithmetic shows its ports too.
//!
//! The tracer costs nothing when it is off: one flag, `Machine::debug_mode`,
//! is tested where a predicate is entered (`enter`) and in `CallBuiltin`,
//! like `poll_interrupts`. When it is set, a call that the tracer shows
//! (a *traced frame*) is run like this:
//!
//! - a `TraceCall` choicepoint is pushed below the call. It holds the frame
//!   (predicate, goal term, depth) and saves the state of the Call port, so
//!   that backtracking into it reports Fail and retry can start over there;
//! - the continuation becomes `TraceExit`, in a small environment naming
//!   that choicepoint: reaching it reports Exit. A call that left
//!   choicepoints gets a `TraceRedo` choicepoint above them, which reports
//!   Redo when backtracking passes it, then lets backtracking go on;
//! - exception unwinding (`handle_throw`) reports Exception for every
//!   traced frame it leaves that has not exited;
//! - deterministic Rust builtins are run on the spot with their ports
//!   around them (`trace_builtin`).
//!
//! Which calls are traced frames: predicates named `$...`, call/N (their
//! goals are shown), the debugger's own predicates (trace/0, spy/1, ...)
//! and halt/0,1 (which leaves at once, as in SWI-Prolog) are never shown;
//! a system or library predicate hides the system and library predicates
//! it calls, as SWI-Prolog does, but not the user predicates (the goal of
//! findall/3, say). The depth shown is the number of traced frames around
//! the call, plus one.
//!
//! The prompt is behind [`TraceUi`]: the toplevel installs one that reads
//! single keys from the terminal; without one the port lines go to
//! standard error and the tracer creeps on, as SWI-Prolog does without a
//! terminal. The tracer's commands and port handling live in
//! `trace_port.rs`.

use super::choice::Alt;
use super::database::PredKind;
use super::debug_code::{DebugVariant, Recompile};
use super::{addr, Exc, Machine};
use crate::machine::instr::{CodeAddr, PredId};
use crate::term::{Atom, Cell};
use std::collections::{HashMap, HashSet};

/// A port of the box model.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Port {
    Call,
    Exit,
    Redo,
    Fail,
    Exception,
}

impl Port {
    pub const ALL: [Port; 5] = [Port::Call, Port::Exit, Port::Redo, Port::Fail, Port::Exception];

    pub fn name(self) -> &'static str {
        match self {
            Port::Call => "Call",
            Port::Exit => "Exit",
            Port::Redo => "Redo",
            Port::Fail => "Fail",
            Port::Exception => "Exception",
        }
    }

    /// The port's bit in a leash mask.
    pub fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// Every port leashed (SWI-Prolog's default, `leash(full)`).
pub const LEASH_FULL: u8 = 0b11111;

/// What the person at a leashed port asked for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TraceAction {
    /// Go on to the next port (c, Enter, space).
    Creep,
    /// Run the goal without showing its inner ports (s).
    Skip,
    /// Run without showing ports until a spy point (l).
    Leap,
    /// Make the goal fail (f).
    Fail,
    /// Start the goal again from its Call port (r).
    Retry,
    /// Abandon the query (a).
    Abort,
    /// Leave hornbook with this status (e).
    Exit(i32),
    /// Stop debugging, run on (n).
    Nodebug,
    /// Show the goals of the frames around this one (g).
    Goals,
    /// Put a spy point on this goal's predicate (+).
    Spy,
    /// Remove the spy point on this goal's predicate (-).
    NoSpy,
    /// Show the keys (h, ?).
    Help,
    /// Show goals written in full, quoted (w).
    Write,
    /// Show goals printed, nested terms cut at depth 10: the default (p).
    Print,
    /// Show goals displayed, operators as functors (d).
    Display,
    /// Run on to the next port of the frame around this one (u).
    Up,
    /// List the clauses of this goal's predicate (L).
    Listing,
    /// A nested toplevel; the end of its input comes back here (b).
    Break,
}

/// How port lines write goals: the keys p, w and d choose.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum GoalStyle {
    /// Quoted, nested terms cut at depth 10 (SWI-Prolog's print).
    #[default]
    Print,
    /// Quoted, in full.
    Write,
    /// Quoted, in full, operators written as functors (display/1).
    Display,
}

/// The toplevel's nested toplevel for the tracer's `b`: runs until the
/// end of its input; `Some(status)` when it ended with halt.
pub type BreakHook = fn(&mut Machine) -> Option<i32>;

/// The tracer's and debugger's modes, as saved around a query: an abort
/// puts back those the query started with, as SWI-Prolog does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DebuggerMode {
    pub tracing: bool,
    pub debug: bool,
}

/// The tracer's prompt. The toplevel implements it for a terminal; tests
/// implement it with keys given in advance.
pub trait TraceUi {
    /// A leashed port: shows `line` (the port line, without the ` ? `
    /// prompt) and returns what the person chose.
    fn prompt(&mut self, line: &str) -> TraceAction;
    /// Shows text without asking anything (unleashed ports, help, the goal
    /// stack). The text ends in a newline.
    fn show(&mut self, text: &str);
}

/// Where calls are being made from: the depth of the innermost traced
/// frame, and whether that frame hides the system predicates it calls.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct TraceCtx {
    pub depth: u32,
    pub hidden: bool,
}

/// A traced call, kept in its `TraceCall` choicepoint.
#[derive(Clone, Debug)]
pub struct TraceFrame {
    pub pred: PredId,
    /// The goal as called, built on the heap before the choicepoint (so it
    /// survives backtracking to it).
    pub goal: Cell,
    pub depth: u32,
    /// The context of the caller, restored at Exit and Fail.
    pub parent: TraceCtx,
    /// Whether the predicate hides the system predicates it calls.
    pub hides: bool,
    /// Exited with choicepoints left (its Redo marker is above them).
    pub exited: bool,
    /// The choicepoint right above this one holds the call's remaining
    /// clauses (later, another call's choicepoint may take that place).
    pub own_clauses: bool,
}

impl TraceFrame {
    /// The context inside this frame.
    pub fn inner(&self) -> TraceCtx {
        TraceCtx { depth: self.depth, hidden: self.hides }
    }
}

/// The tracer's state, owned by the machine.
pub struct Tracer {
    /// Trace mode: show the ports of every traced frame (creep).
    pub tracing: bool,
    /// Debug mode: spy points stop the program (`debug/0`, `spy/1`).
    pub debug: bool,
    pub spy: HashSet<PredId>,
    /// Ports that wait for a key; the others are only shown.
    pub leash: u8,
    /// While skipping: frames deeper than this are not traced.
    pub(crate) skip_depth: u32,
    pub(crate) ctx: TraceCtx,
    /// A `TraceCall` choicepoint has been pushed since the outermost query
    /// started (exception unwinding then looks for traced frames).
    pub(crate) frames_exist: bool,
    /// The last port shown: choicepoint index of its frame, and the port.
    pub(crate) last: Option<(usize, Port)>,
    /// The frame that `f` at one of its ports has just made fail: its Fail
    /// port, the next port to come, is not shown (as in SWI-Prolog, the
    /// caller's port comes next).
    pub(crate) forced_fail: Option<usize>,
    pub ui: Option<Box<dyn TraceUi>>,
    /// Characters written to standard output when the tracer last started
    /// a fresh line after the program's partial line.
    pub(crate) fresh_line_at: Option<u64>,
    /// The debug variants of clauses, by the clause's code address
    /// (`debug_code.rs`).
    pub(crate) variants: HashMap<CodeAddr, DebugVariant>,
    /// The compiler, which makes the debug variants (the builtins install it).
    pub recompile: Option<Recompile>,
    /// How port lines write goals.
    pub style: GoalStyle,
    /// The nested toplevel of `b` (installed by the interactive toplevel).
    pub break_hook: Option<BreakHook>,
    /// Nested toplevels running (`b` at a port).
    pub breaks: u32,
}

impl Default for Tracer {
    fn default() -> Self {
        Tracer {
            tracing: false,
            debug: false,
            spy: HashSet::new(),
            leash: LEASH_FULL,
            skip_depth: u32::MAX,
            ctx: TraceCtx::default(),
            frames_exist: false,
            last: None,
            forced_fail: None,
            ui: None,
            fresh_line_at: None,
            variants: HashMap::new(),
            recompile: None,
            style: GoalStyle::Print,
            break_hook: None,
            breaks: 0,
        }
    }
}

/// What a port handler wants the machine to do next.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Act {
    Go,
    Fail,
    Retry,
}

/// What backtracking does after a trace choicepoint.
pub(crate) enum Step {
    /// Go on backtracking.
    Continue,
    /// The machine is ready to run (pc set).
    Resumed,
    /// Nothing changed: carry on with what backtracking was doing.
    Proceed,
}

/// What exception unwinding does after the tracer saw it.
pub(crate) enum Unwind {
    /// Go on unwinding the same ball.
    Continue,
    /// Unwind this ball instead (abort at an Exception port).
    Throw(Cell),
    /// The tracer took over (retry or fail); the machine is ready to run.
    Resumed,
}

impl Machine {
    /// Turns trace mode on (trace/0, and the "t" of the toplevel's Ctrl-C
    /// menu): the next call shows its Call port.
    pub fn start_trace(&mut self) {
        self.tracer.tracing = true;
        self.tracer.debug = true;
        self.tracer.skip_depth = u32::MAX;
        self.sync_trace_gate();
    }

    /// Trace and debug mode as they are now.
    pub fn debugger_mode(&self) -> DebuggerMode {
        DebuggerMode { tracing: self.tracer.tracing, debug: self.tracer.debug }
    }

    /// Puts back trace and debug mode (spy points stay as they are).
    pub fn set_debugger_mode(&mut self, mode: DebuggerMode) {
        self.tracer.tracing = mode.tracing;
        self.tracer.debug = mode.debug;
        self.tracer.skip_depth = u32::MAX;
        self.sync_trace_gate();
    }

    /// Runs `f` with the tracer out of the way: for the toplevel's own
    /// queries (reading the next query, residual goals of an answer),
    /// which are not the program's and must not show ports.
    pub fn untraced<T>(&mut self, f: impl FnOnce(&mut Machine) -> T) -> T {
        self.debug_mode = false;
        self.backtrack_slow = false;
        let r = f(self);
        self.sync_trace_gate();
        r
    }

    /// Sets the flag that routes calls through the tracer: on in trace
    /// mode, and in debug mode when there are spy points.
    pub fn sync_trace_gate(&mut self) {
        self.debug_mode = self.tracer.tracing || (self.tracer.debug && !self.tracer.spy.is_empty());
        self.backtrack_slow = self.debug_mode;
    }

    /// The goal of a call to `p` with its arguments in the registers.
    fn trace_goal(&mut self, p: PredId) -> Cell {
        let (name, arity) = (self.preds[p as usize].name, self.preds[p as usize].arity);
        if arity == 0 {
            return Cell::Atom(name);
        }
        let args: Vec<Cell> = self.x[..arity as usize].to_vec();
        self.heap.compound(name, &args)
    }

    /// Whether a call to `p` made now is a traced frame; if so the context
    /// of its caller and whether it hides the system predicates it calls.
    fn traced_call(&self, p: PredId) -> Option<(TraceCtx, bool)> {
        let ctx = self.tracer.ctx;
        if ctx.depth >= self.tracer.skip_depth {
            return None;
        }
        let pred = &self.preds[p as usize];
        if matches!(pred.kind, PredKind::Control(super::database::ControlOp::Call(_))) {
            return None;
        }
        let name = self.atoms.text(pred.name);
        // Internal predicates, the debugger's own controls and halt show no ports.
        let control = matches!(
            name,
            "trace"
                | "notrace"
                | "tracing"
                | "debug"
                | "nodebug"
                | "debugging"
                | "spy"
                | "nospy"
                | "nospyall"
                | "leash"
                | "halt"
        );
        if name.starts_with('$') || control {
            return None;
        }
        let library = pred.source.is_some_and(|s| self.atoms.text(s).starts_with("$library("));
        let system = pred.system || library;
        if system && ctx.hidden {
            return None;
        }
        let hides = system && !matches!(pred.kind, PredKind::Control(_));
        Some((ctx, hides))
    }

    fn push_trace_frame(&mut self, p: PredId, parent: TraceCtx, hides: bool) -> usize {
        let goal = self.trace_goal(p);
        let frame =
            TraceFrame { pred: p, goal, depth: parent.depth + 1, parent, hides, exited: false, own_clauses: false };
        let f = self.choices.len();
        let arity = self.preds[p as usize].arity;
        self.push_choice(Alt::TraceCall(Box::new(frame)), arity);
        self.tracer.frames_exist = true;
        f
    }

    /// The frame of the `TraceCall` choicepoint at `f`.
    pub(crate) fn trace_frame(&self, f: usize) -> Option<&TraceFrame> {
        match self.choices.get(f).map(|c| &c.alt) {
            Some(Alt::TraceCall(frame)) => Some(frame),
            _ => None,
        }
    }

    fn trace_frame_mut(&mut self, f: usize) -> Option<&mut TraceFrame> {
        match self.choices.get_mut(f).map(|c| &mut c.alt) {
            Some(Alt::TraceCall(frame)) => Some(frame),
            _ => None,
        }
    }

    /// `enter` with the tracer on.
    #[cold]
    pub(crate) fn trace_enter(&mut self, p: PredId) -> Result<bool, Exc> {
        // The ports belong to the predicate that holds the clauses, not to
        // the entry of the calling module that imports it.
        let p = self.through_import(p);
        let Some((parent, hides)) = self.traced_call(p) else {
            return self.enter_untraced(p);
        };
        if let PredKind::Builtin(_) = self.preds[p as usize].kind {
            self.inferences += 1;
            if !self.trace_builtin_frame(p, parent)? {
                return Ok(false);
            }
            self.pc = self.cp;
            if !self.wake.is_empty() {
                self.start_wakeup(0)?;
            }
            return Ok(true);
        }
        let f = self.push_trace_frame(p, parent, hides);
        match self.port(f, Port::Call)? {
            // The frame's choicepoint is on top: backtracking reports Fail.
            Act::Fail => return Ok(false),
            Act::Go | Act::Retry => {}
        }
        // The continuation: a frame whose only slot names the choicepoint.
        self.push_choice_frame(f as u32, addr::TRACE_EXIT);
        self.b0 = self.choices.len() as u32;
        self.tracer.ctx = TraceCtx { depth: parent.depth + 1, hidden: hides };
        let entered = self.enter_untraced(p)?;
        if entered && matches!(self.preds[p as usize].kind, PredKind::User) {
            let own = matches!(self.choices.get(f + 1).map(|c| &c.alt), Some(Alt::Clauses { .. }));
            if let Some(frame) = self.trace_frame_mut(f) {
                frame.own_clauses = own;
            }
            self.show_clause(f, self.pc);
            if !hides {
                // The clause's goals done in line show their ports too.
                self.pc = self.debug_variant(p, self.pc);
            }
        }
        Ok(entered)
    }

    /// The predicate a call of entry `p` runs: the target of an import (a
    /// meta-predicate's arguments qualified with the importing module, as
    /// `enter_import` does), or of a name resolved now; else `p` itself.
    fn through_import(&mut self, p: PredId) -> PredId {
        let pred = &self.preds[p as usize];
        let target = match pred.kind {
            PredKind::Imported(t) => t,
            PredKind::User if !pred.defined && !pred.dynamic && pred.clauses.is_empty() => {
                match self.resolve_undefined(p) {
                    Some(t) => t,
                    None => return p,
                }
            }
            _ => return p,
        };
        let (from, to) = (self.preds[p as usize].module, self.preds[target as usize].module);
        if from != to {
            if let Some(spec) = self.preds[target as usize].meta.clone() {
                self.qualify_meta_args(&spec, from);
            }
        }
        target
    }

    /// `CallBuiltin` with the tracer on: runs deterministic builtin `p`.
    #[cold]
    pub(crate) fn trace_call_builtin(&mut self, p: PredId) -> Result<bool, Exc> {
        match self.traced_call(p) {
            Some((parent, _)) => self.trace_builtin_frame(p, parent),
            None => self.run_builtin(p),
        }
    }

    fn run_builtin(&mut self, p: PredId) -> Result<bool, Exc> {
        let PredKind::Builtin(f) = self.preds[p as usize].kind else { unreachable!("not a builtin") };
        f(self).map_err(|e| self.add_context(e, p))
    }

    /// Runs deterministic builtin `p` as a traced frame, its ports around it.
    fn trace_builtin_frame(&mut self, p: PredId, parent: TraceCtx) -> Result<bool, Exc> {
        let f = self.push_trace_frame(p, parent, true);
        let finish = |m: &mut Machine, ok: Result<bool, Exc>| {
            m.pop_choices_to(f);
            m.tracer.ctx = parent;
            ok
        };
        loop {
            let mut act = match self.port(f, Port::Call) {
                Ok(a) => a,
                Err(e) => return finish(self, Err(e)),
            };
            if act != Act::Fail {
                self.tracer.ctx = TraceCtx { depth: parent.depth + 1, hidden: true };
                let r = self.run_builtin(p);
                self.tracer.ctx = parent;
                act = match r {
                    Ok(true) => match self.port(f, Port::Exit) {
                        Ok(Act::Go) => return finish(self, Ok(true)),
                        Ok(a) => a,
                        Err(e) => return finish(self, Err(e)),
                    },
                    Ok(false) => Act::Fail,
                    Err(Exc::Throw(ball)) => {
                        if self.is_abort(ball) {
                            return finish(self, Err(Exc::Throw(ball)));
                        }
                        match self.port(f, Port::Exception) {
                            Ok(Act::Go) => return finish(self, Err(Exc::Throw(ball))),
                            Ok(a) => a,
                            Err(e) => return finish(self, Err(e)),
                        }
                    }
                    Err(halt) => return finish(self, Err(halt)),
                };
            }
            self.restore_to(f);
            if act == Act::Retry {
                continue;
            }
            match self.port(f, Port::Fail) {
                Ok(Act::Retry) => continue,
                Ok(_) => return finish(self, Ok(false)),
                Err(e) => return finish(self, Err(e)),
            }
        }
    }

    /// The `TraceExit` continuation: the traced call whose frame is the
    /// current environment has succeeded.
    #[cold]
    pub(crate) fn trace_exit(&mut self) -> Result<bool, Exc> {
        let e = self.e as usize;
        let Cell::Int(f) = self.stack[e + super::FRAME_HEADER as usize] else { unreachable!("trace frame") };
        let f = f as usize;
        let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[e], self.stack[e + 1]) else { unreachable!("trace frame") };
        match self.port(f, Port::Exit)? {
            Act::Retry => return self.trace_retry(f),
            Act::Fail => {
                let _ = self.cut_to(f as u32 + 1);
                return Ok(false);
            }
            Act::Go => {}
        }
        if let Some(frame) = self.trace_frame(f) {
            self.tracer.ctx = frame.parent;
        }
        if self.choices.len() == f + 1 {
            self.pop_choices_to(f);
        } else {
            if let Some(frame) = self.trace_frame_mut(f) {
                frame.exited = true;
            }
            self.push_choice(Alt::TraceRedo { call: f as u32 }, 0);
        }
        self.e = ce as u32;
        self.cp = cp as u32;
        self.pc = self.cp;
        Ok(true)
    }

    /// Retry: back to the Call port of the frame at `f`, as if it had just
    /// been called.
    fn trace_retry(&mut self, f: usize) -> Result<bool, Exc> {
        let _ = self.cut_to(f as u32 + 1);
        self.restore_to(f);
        let Some(frame) = self.trace_frame(f) else { return Ok(false) };
        let (p, parent) = (frame.pred, frame.parent);
        self.pop_choices_to(f);
        self.tracer.ctx = parent;
        self.tracer.skip_depth = u32::MAX;
        self.trace_enter(p)
    }

    fn trace_retry_step(&mut self, f: usize) -> Step {
        match self.trace_retry(f) {
            Ok(true) => Step::Resumed,
            Ok(false) => Step::Continue,
            Err(e) => self.raise_later(e),
        }
    }

    /// Leaves `e` for the machine to raise at its next step.
    fn raise_later(&mut self, e: Exc) -> Step {
        self.pending_exc = Some(e);
        self.pc = addr::RAISE;
        Step::Resumed
    }

    /// Backtracking reached the `TraceCall` choicepoint at `top`: the call failed.
    #[cold]
    pub(crate) fn trace_fail(&mut self, top: usize) -> Step {
        self.restore_to(top);
        let act = self.port(top, Port::Fail);
        if let Ok(Act::Retry) = act {
            return self.trace_retry_step(top);
        }
        if let Some(frame) = self.trace_frame(top) {
            self.tracer.ctx = frame.parent;
        }
        self.pop_choices_to(top);
        match act {
            Err(e) => self.raise_later(e),
            Ok(_) => Step::Continue,
        }
    }

    /// Backtracking reached the `TraceRedo` choicepoint at `top` of the
    /// frame at `f`: backtracking goes back into that call.
    #[cold]
    pub(crate) fn trace_redo(&mut self, top: usize, f: usize) -> Step {
        self.pop_choices_to(top);
        let Some(frame) = self.trace_frame_mut(f) else { return Step::Continue };
        frame.exited = false;
        self.tracer.ctx = frame.inner();
        // When a call inside it left the choicepoint being resumed, the
        // Redo is that call's to report (SWI-Prolog shows the innermost).
        if matches!(self.choices.last().map(|c| &c.alt), Some(Alt::TraceRedo { .. })) {
            return Step::Continue;
        }
        // Show the goal as the choicepoint about to be resumed left it.
        self.restore_to(self.choices.len() - 1);
        match self.port(f, Port::Redo) {
            Ok(Act::Go) => Step::Continue,
            Ok(Act::Fail) => {
                let _ = self.cut_to(f as u32 + 1);
                Step::Continue
            }
            Ok(Act::Retry) => self.trace_retry_step(f),
            Err(e) => self.raise_later(e),
        }
    }

    /// Backtracking is about to try another clause (at `code`) of the
    /// traced call whose `TraceCall` choicepoint is at `f`.
    #[cold]
    pub(crate) fn trace_next_clause(&mut self, f: usize, code: CodeAddr) -> Step {
        let last_alternative = self.choices.len() == f + 1;
        let (pred, hides) = match self.trace_frame_mut(f) {
            Some(frame) if frame.own_clauses => {
                frame.own_clauses = !last_alternative;
                (frame.pred, frame.hides)
            }
            _ => return Step::Proceed,
        };
        let just_shown = matches!(self.tracer.last, Some((g, Port::Call | Port::Redo)) if g == f);
        if !just_shown {
            match self.port(f, Port::Redo) {
                Ok(Act::Go) => {}
                Ok(Act::Fail) => {
                    let _ = self.cut_to(f as u32 + 1);
                    return Step::Continue;
                }
                Ok(Act::Retry) => return self.trace_retry_step(f),
                Err(e) => return self.raise_later(e),
            }
        }
        self.show_clause(f, code);
        if !hides {
            self.pc = self.debug_variant(pred, code);
        }
        Step::Proceed
    }

    /// Exception unwinding is about to remove the choicepoints from `down_to`
    /// up: reports Exception for the traced frames there that are running.
    #[cold]
    pub(crate) fn trace_unwind(&mut self, ball: Cell, down_to: usize) -> Unwind {
        if self.is_abort(ball) {
            return Unwind::Continue;
        }
        let mut i = self.choices.len();
        while i > down_to {
            i -= 1;
            let running = matches!(self.trace_frame(i), Some(frame) if !frame.exited);
            if !running {
                continue;
            }
            match self.port(i, Port::Exception) {
                Ok(Act::Go) => {}
                Ok(Act::Retry) => {
                    return match self.trace_retry(i) {
                        Ok(true) => Unwind::Resumed,
                        Ok(false) => {
                            self.backtrack_or_fail();
                            Unwind::Resumed
                        }
                        Err(Exc::Throw(b)) => Unwind::Throw(b),
                        Err(e) => {
                            self.raise_later(e);
                            Unwind::Resumed
                        }
                    };
                }
                Ok(Act::Fail) => {
                    let _ = self.cut_to(i as u32 + 1);
                    self.backtrack_or_fail();
                    return Unwind::Resumed;
                }
                Err(Exc::Throw(b)) => return Unwind::Throw(b),
                Err(e) => {
                    self.raise_later(e);
                    return Unwind::Resumed;
                }
            }
        }
        Unwind::Continue
    }

    /// After unwinding to the choicepoint at `i`, the context is that of
    /// the innermost traced frame still running below it.
    pub(crate) fn trace_ctx_below(&mut self, i: usize) {
        let ctx = self.choices[..i.min(self.choices.len())]
            .iter()
            .rev()
            .find_map(|c| match &c.alt {
                Alt::TraceCall(frame) if !frame.exited => Some(frame.inner()),
                _ => None,
            })
            .unwrap_or_default();
        self.tracer.ctx = ctx;
    }

    fn backtrack_or_fail(&mut self) {
        if !self.backtrack() {
            self.pc = addr::FAIL;
        }
    }

    /// Whether `ball` is the toplevel's abort (never reported as a port).
    pub(crate) fn is_abort(&self, ball: Cell) -> bool {
        matches!(self.heap.deref(ball), Cell::Atom(a) if self.atoms.text(a) == "$aborted")
    }

    /// The abort ball.
    pub(crate) fn abort_exc(&mut self) -> Exc {
        let a: Atom = self.atoms.intern("$aborted");
        Exc::Throw(Cell::Atom(a))
    }
}
