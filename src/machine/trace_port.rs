//! What the tracer shows at a port and what it does with the key pressed:
//! the port line (`   Call: (3) app([a], [b], _123) ? `) in the style
//! the keys p, w and d choose, the clause being tried with its file and
//! line, the help text, the goal stack, the listing (L) and the nested
//! toplevel (b) at a port, and the default prompt-less output on standard
//! error.

use super::choice::Alt;
use super::trace::{Act, GoalStyle, Port, TraceAction, TraceFrame};
use super::{Exc, Machine};
use crate::machine::instr::{CodeAddr, PredId};
use crate::term::{atoms, Cell};
use crate::write::WriteOptions;

/// The keys, as `h` shows them.
const HELP: &str = "\
Options:
+:                  spy        -:              no spy
a:                  abort      c (ret, space): creep
e:                  exit       f:              fail
g:                  goals      h (?):          help
l:                  leap       n:              no debug
r:                  retry      s:              skip
u:                  up         b:              break
w:                  write      p:              print
d:                  display    L:              listing
";

/// How goals are written in port lines: quoted, a space after each
/// argument (SWI-Prolog's debugger_write_options), e.g.
/// `app([a, b], [c], _123)`; printed (the default) nested terms are cut
/// at depth 10, written they are whole, displayed their operators are
/// functors (`>(3,1)`).
fn goal_write_options(style: GoalStyle) -> WriteOptions {
    match style {
        GoalStyle::Print => WriteOptions { max_depth: 10, space_args: true, ..WriteOptions::writeq() },
        GoalStyle::Write => WriteOptions { space_args: true, ..WriteOptions::writeq() },
        GoalStyle::Display => WriteOptions { ignore_ops: true, ..WriteOptions::writeq() },
    }
}

impl Machine {
    /// Whether ports of a frame of `pred` at `depth` are shown now.
    fn port_shown(&self, pred: PredId, depth: u32) -> bool {
        if self.tracer.tracing {
            depth <= self.tracer.skip_depth
        } else {
            self.tracer.debug && self.tracer.spy.contains(&pred)
        }
    }

    /// `pred` as `name/arity`.
    pub fn pred_indicator_text(&self, pred: PredId) -> String {
        let p = &self.preds[pred as usize];
        let text = self.atoms.text(p.name);
        let mut name = String::new();
        if crate::write::atom_needs_quotes(text) {
            crate::write::quote_atom(&mut name, text);
        } else {
            name.push_str(text);
        }
        format!("{name}/{}", p.arity)
    }

    fn port_line(&self, frame: &TraceFrame, port: Port) -> String {
        let spy = if self.tracer.spy.contains(&frame.pred) { '*' } else { ' ' };
        let goal = self.term_text(frame.goal, &goal_write_options(self.tracer.style));
        format!(" {spy} {}: ({}) {}", port.name(), frame.depth, goal)
    }

    /// Shows text from the tracer: through the installed prompt, else on
    /// standard error.
    pub(crate) fn trace_show(&mut self, text: &str) {
        let fresh;
        let mut text = text;
        if self.needs_fresh_line() {
            fresh = format!("\n{text}");
            text = &fresh;
        }
        match self.tracer.ui.as_mut() {
            Some(ui) => {
                self.out.flush();
                ui.show(text);
            }
            None => self.out.write_err(text),
        }
    }

    /// Whether tracer output must start on a fresh line because the
    /// program left standard output in the middle of one (once for each
    /// such place), as SWI-Prolog does.
    fn needs_fresh_line(&mut self) -> bool {
        if let Some(Some(out)) = self.out.table.get(super::streams::USER_OUTPUT) {
            if out.column > 0 && self.tracer.fresh_line_at != Some(out.chars) {
                self.tracer.fresh_line_at = Some(out.chars);
                return true;
            }
        }
        false
    }

    /// A port of the frame whose `TraceCall` choicepoint is at `f`: shows
    /// it when it should be shown, and asks what to do when it is leashed.
    pub(crate) fn port(&mut self, f: usize, port: Port) -> Result<Act, Exc> {
        let forced_fail = self.tracer.forced_fail.take();
        if port == Port::Fail && forced_fail == Some(f) {
            return Ok(Act::Go);
        }
        let Some(frame) = self.trace_frame(f) else { return Ok(Act::Go) };
        if !self.port_shown(frame.pred, frame.depth) {
            return Ok(Act::Go);
        }
        let (pred, depth) = (frame.pred, frame.depth);
        let line = self.port_line(frame, port);
        // A port shown ends a skip; a spy point reached while leaping
        // turns tracing back on.
        self.tracer.skip_depth = u32::MAX;
        self.tracer.tracing = true;
        self.sync_trace_gate();
        self.tracer.last = Some((f, port));
        let leashed = self.tracer.leash & port.bit() != 0;
        if !leashed || self.tracer.ui.is_none() {
            self.trace_show(&format!("{line}\n"));
            return Ok(Act::Go);
        }
        if self.needs_fresh_line() {
            self.trace_show("\n");
        }
        loop {
            self.out.flush();
            // Shown again after a key that only shows something.
            let line = match self.trace_frame(f) {
                Some(frame) => self.port_line(frame, port),
                None => line.clone(),
            };
            let action = match self.tracer.ui.as_mut() {
                Some(ui) => ui.prompt(&line),
                None => TraceAction::Creep,
            };
            match action {
                TraceAction::Creep => return Ok(Act::Go),
                TraceAction::Skip => {
                    if matches!(port, Port::Call | Port::Redo) {
                        self.tracer.skip_depth = depth;
                    }
                    return Ok(Act::Go);
                }
                TraceAction::Up => {
                    // The ports of this frame and of the frames it calls
                    // are passed over: the next one shown is its parent's.
                    self.tracer.skip_depth = depth - 1;
                    return Ok(Act::Go);
                }
                TraceAction::Leap => {
                    self.tracer.tracing = false;
                    self.sync_trace_gate();
                    return Ok(Act::Go);
                }
                TraceAction::Nodebug => {
                    self.tracer.tracing = false;
                    self.tracer.debug = false;
                    self.sync_trace_gate();
                    return Ok(Act::Go);
                }
                TraceAction::Fail => {
                    if port == Port::Fail {
                        return Ok(Act::Go);
                    }
                    self.tracer.forced_fail = Some(f);
                    return Ok(Act::Fail);
                }
                TraceAction::Retry => return Ok(Act::Retry),
                TraceAction::Abort => return Err(self.abort_exc()),
                TraceAction::Exit(code) => return Err(Exc::Halt(code)),
                TraceAction::Help => self.trace_show(HELP),
                TraceAction::Goals => {
                    let text = self.trace_goal_stack();
                    self.trace_show(&text);
                }
                TraceAction::Write => self.tracer.style = GoalStyle::Write,
                TraceAction::Print => self.tracer.style = GoalStyle::Print,
                TraceAction::Display => self.tracer.style = GoalStyle::Display,
                TraceAction::Spy => {
                    self.tracer.spy.insert(pred);
                    let text = format!("% Spy point on {}\n", self.pred_indicator_text(pred));
                    self.trace_show(&text);
                }
                TraceAction::NoSpy => {
                    self.tracer.spy.remove(&pred);
                    let text = format!("% Spy point removed from {}\n", self.pred_indicator_text(pred));
                    self.trace_show(&text);
                }
                TraceAction::Listing => self.trace_listing(pred),
                TraceAction::Break => {
                    if let Some(code) = self.trace_break() {
                        return Err(Exc::Halt(code));
                    }
                }
            }
        }
    }

    /// `L` at a port: listing/1 of `pred` (called in its module), untraced.
    fn trace_listing(&mut self, pred: PredId) {
        let (module, name, arity) = {
            let p = &self.preds[pred as usize];
            (p.module, p.name, p.arity)
        };
        let pi = self.indicator(name, arity);
        let listing = self.atoms.intern("listing");
        let goal = self.heap.compound(listing, &[pi]);
        let goal = self.heap.compound(atoms::COLON, &[Cell::Atom(module), goal]);
        let mode = self.debugger_mode();
        let listed = self.untraced(|m| {
            m.tracer.tracing = false;
            m.tracer.debug = false;
            matches!(m.run_once(goal), super::run::Outcome::True)
        });
        self.set_debugger_mode(mode);
        self.out.flush();
        if !listed {
            let text = format!("% No listing of {}\n", self.pred_indicator_text(pred));
            self.trace_show(&text);
        }
    }

    /// `b` at a port: the toplevel's nested toplevel, with the tracer off
    /// until it ends; then the tracer goes on where it was. `Some(status)`
    /// when the nested toplevel ended with halt.
    fn trace_break(&mut self) -> Option<i32> {
        let hook = self.tracer.break_hook?;
        let (mode, skip, ctx, last) = (self.debugger_mode(), self.tracer.skip_depth, self.tracer.ctx, self.tracer.last);
        self.tracer.breaks += 1;
        self.set_debugger_mode(super::trace::DebuggerMode { tracing: false, debug: false });
        let halted = hook(self);
        self.tracer.breaks -= 1;
        self.set_debugger_mode(mode);
        self.tracer.skip_depth = skip;
        self.tracer.ctx = ctx;
        self.tracer.last = last;
        halted
    }

    /// The goals of the traced frames that are running, innermost first.
    pub fn trace_goal_stack(&self) -> String {
        let mut text = String::new();
        for c in self.choices.iter().rev() {
            if let Alt::TraceCall(frame) = &c.alt {
                if !frame.exited {
                    let goal = self.term_text(frame.goal, &goal_write_options(self.tracer.style));
                    text.push_str(&format!("     [{}] {}\n", frame.depth, goal));
                }
            }
        }
        text
    }

    /// Shows which clause of the traced call at `f` starts at `code`, with
    /// its file and line, when the clause was consulted from a file.
    pub(crate) fn show_clause(&mut self, f: usize, code: CodeAddr) {
        let Some(frame) = self.trace_frame(f) else { return };
        // Not while skipping the call.
        if !self.port_shown(frame.pred, frame.depth) || self.tracer.skip_depth != u32::MAX {
            return;
        }
        let (pred, depth) = (frame.pred, frame.depth);
        let found = {
            let entries = self.preds[pred as usize].clauses.entries();
            let live = entries.iter().filter(|e| e.alive() || e.code == code);
            live.enumerate().find(|(_, e)| e.code == code).and_then(|(i, e)| e.info.source().map(|s| (i + 1, s)))
        };
        let Some((number, (file, line))) = found else { return };
        if self.atoms.text(file).starts_with('$') {
            // The embedded library has no file to show.
            return;
        }
        let text = format!(
            "   Clause: ({depth}) {} #{number} at {}:{line}\n",
            self.pred_indicator_text(pred),
            self.atoms.text(file)
        );
        self.trace_show(&text);
    }

    /// The text of `goal` as port lines write it.
    pub fn trace_goal_text(&self, goal: Cell) -> String {
        self.term_text(goal, &goal_write_options(self.tracer.style))
    }
}
