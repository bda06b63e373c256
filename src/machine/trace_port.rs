//! What the tracer shows at a port and what it does with the key pressed:
//! the port line (`   Call: (3) app([a], [b], _123) ? `), the clause
//! being tried with its file and line, the help text, the goal stack, and
//! the default prompt-less output on standard error.

use super::choice::Alt;
use super::trace::{Act, Port, TraceAction, TraceFrame};
use super::{Exc, Machine};
use crate::machine::instr::{CodeAddr, PredId};
use crate::term::Cell;
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
";

/// How goals are written in port lines: quoted, nested terms cut at
/// depth 10 and a space after each argument (SWI-Prolog's
/// debugger_write_options), e.g. `app([a, b], [c], _123)`.
fn goal_write_options() -> WriteOptions {
    WriteOptions { max_depth: 10, space_args: true, ..WriteOptions::writeq() }
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
        let goal = self.term_text(frame.goal, &goal_write_options());
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
                TraceAction::Fail => return Ok(if port == Port::Fail { Act::Go } else { Act::Fail }),
                TraceAction::Retry => return Ok(Act::Retry),
                TraceAction::Abort => return Err(self.abort_exc()),
                TraceAction::Exit(code) => return Err(Exc::Halt(code)),
                TraceAction::Help => self.trace_show(HELP),
                TraceAction::Goals => {
                    let text = self.trace_goal_stack();
                    self.trace_show(&text);
                }
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
            }
        }
    }

    /// The goals of the traced frames that are running, innermost first.
    pub fn trace_goal_stack(&self) -> String {
        let mut text = String::new();
        for c in self.choices.iter().rev() {
            if let Alt::TraceCall(frame) = &c.alt {
                if !frame.exited {
                    let goal = self.term_text(frame.goal, &goal_write_options());
                    text.push_str(&format!("   [{}] {}\n", frame.depth, goal));
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
            live.enumerate().find(|(_, e)| e.code == code).and_then(|(i, e)| e.info.source.map(|s| (i + 1, s)))
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
        self.term_text(goal, &goal_write_options())
    }
}
