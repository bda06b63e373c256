//! A toplevel session driven from outside, one step at a time: the engine
//! of the browser playground (`bindings.rs` hands it to JavaScript), and
//! testable natively like any other module.
//!
//! A browser worker cannot block waiting for the user's `;`, so where the
//! terminal toplevel asks for a key between answers, this session returns
//! and keeps the query open until [`Session::next`] or [`Session::stop`].
//! Each step comes back as a [`Step`]: what happened and the text the
//! terminal toplevel would have shown for it (its *transcript*), so the page
//! shows answers exactly as the terminal does. What the program prints goes
//! to the session's printer as it is written (user_output and user_error),
//! and programs are files held in memory (`host::files`).

use crate::machine::streams::{Output, Sink, USER_ERROR};
use crate::machine::trace::{TraceAction, TraceUi};
use crate::machine::Machine;
use crate::term::Addr;
use crate::toplevel::{AnswerStep, OpenAnswers};
use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;

/// Which of the program's output streams printed text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Channel {
    Output,
    Error,
}

/// Receives printed text as it is written.
pub type Printer = Rc<dyn Fn(Channel, &str)>;

/// What one step of a query gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// `answer`, `false`, `error` or `halt`.
    pub kind: &'static str,
    /// Whether the query is still open (more answers may follow).
    pub more: bool,
    /// The terminal toplevel's text for this step: `X = 1 ` while more
    /// may follow, `X = 1.\n\n` at the last answer, `;\n` or `.\n\n`
    /// before or after, `false.\n\n`, the error message.
    pub transcript: String,
}

impl Step {
    fn closed(kind: &'static str, transcript: String) -> Step {
        Step { kind, more: false, transcript }
    }

    /// The step as a JSON object, for JavaScript.
    pub fn to_json(&self) -> String {
        format!(
            "{{\"kind\":{},\"more\":{},\"transcript\":{}}}",
            json_string(self.kind),
            self.more,
            json_string(&self.transcript)
        )
    }
}

/// A port the tracer showed: `Call`, depth 1, `member(_123,[a,b])`, and
/// for a Call or Redo of a program predicate the clause it goes on to try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PortEvent {
    pub port: String,
    pub depth: u32,
    pub goal: String,
    pub clause: Option<ClauseAt>,
}

/// A clause the tracer names (`Clause: (2) p/1 #2 at user.pl:5`): its
/// number in its predicate, its file and the line it starts on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClauseAt {
    pub number: u32,
    pub file: String,
    pub line: u32,
}

/// A query run under the tracer: its ports, in order, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceRecord {
    pub ports: Vec<PortEvent>,
    /// More ports would have followed: the query was abandoned at the cap.
    pub cut: bool,
    pub step: Step,
}

impl TraceRecord {
    pub fn to_json(&self) -> String {
        let ports: Vec<String> = self
            .ports
            .iter()
            .map(|p| {
                let clause = p.clause.as_ref().map_or("null".to_string(), |c| {
                    format!("{{\"number\":{},\"file\":{},\"line\":{}}}", c.number, json_string(&c.file), c.line)
                });
                format!(
                    "{{\"port\":{},\"depth\":{},\"goal\":{},\"clause\":{}}}",
                    json_string(&p.port),
                    p.depth,
                    json_string(&p.goal),
                    clause
                )
            })
            .collect();
        format!("{{\"ports\":[{}],\"cut\":{},\"step\":{}}}", ports.join(","), self.cut, self.step.to_json())
    }
}

/// A string as a JSON string literal.
pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A writer that hands whole UTF-8 characters to the printer (a buffer may
/// be flushed in the middle of one).
struct HostWriter {
    channel: Channel,
    printer: Printer,
    pending: Vec<u8>,
}

impl Write for HostWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(buf);
        let complete = match std::str::from_utf8(&self.pending) {
            Ok(_) => self.pending.len(),
            Err(e) if e.error_len().is_none() => e.valid_up_to(),
            // Not UTF-8 at all: shown with replacement characters.
            Err(_) => self.pending.len(),
        };
        if complete > 0 {
            let text = String::from_utf8_lossy(&self.pending[..complete]).into_owned();
            self.pending.drain(..complete);
            (self.printer)(self.channel, &text);
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The tracer's prompt for a recorded run: every port is kept and the
/// answer is always creep, until the cap, where the query is abandoned.
struct PortRecorder {
    ports: Rc<RefCell<Vec<PortEvent>>>,
    cap: usize,
    cut: Rc<RefCell<bool>>,
}

impl TraceUi for PortRecorder {
    fn prompt(&mut self, line: &str) -> TraceAction {
        let mut ports = self.ports.borrow_mut();
        if ports.len() >= self.cap {
            *self.cut.borrow_mut() = true;
            return TraceAction::Abort;
        }
        if let Some(event) = parse_port_line(line) {
            ports.push(event);
        }
        TraceAction::Creep
    }

    /// The `Clause:` line after a Call or Redo port belongs to that port.
    fn show(&mut self, text: &str) {
        let Some((depth, clause)) = parse_clause_line(text) else { return };
        if let Some(last) = self.ports.borrow_mut().last_mut() {
            if last.depth == depth && last.clause.is_none() {
                last.clause = Some(clause);
            }
        }
    }
}

/// `   Clause: (2) p/1 #2 at user.pl:5` as its depth and clause.
fn parse_clause_line(text: &str) -> Option<(u32, ClauseAt)> {
    let rest = text.trim().strip_prefix("Clause: (")?;
    let (depth, rest) = rest.split_once(") ")?;
    let (_, rest) = rest.rsplit_once(" #")?;
    let (number, place) = rest.split_once(" at ")?;
    let (file, line) = place.rsplit_once(':')?;
    let clause = ClauseAt { number: number.parse().ok()?, file: file.to_string(), line: line.trim().parse().ok()? };
    Some((depth.parse().ok()?, clause))
}

/// ` * Call: (12) foo(X)` as a port event.
fn parse_port_line(line: &str) -> Option<PortEvent> {
    let line = line.trim_start().trim_start_matches('*').trim_start();
    let (port, rest) = line.split_once(": (")?;
    let (depth, goal) = rest.split_once(") ")?;
    Some(PortEvent { port: port.to_string(), depth: depth.parse().ok()?, goal: goal.to_string(), clause: None })
}

/// A machine with the whole system loaded, its output going to a printer,
/// and at most one query open.
pub struct Session {
    m: Machine,
    open: Option<(OpenAnswers, Addr)>,
}

impl Session {
    pub fn new(printer: Printer) -> Session {
        let mut m = Machine::new();
        let out = HostWriter { channel: Channel::Output, printer: printer.clone(), pending: Vec::new() };
        m.out = Output::with_console(crate::machine::console::Console::for_host(Box::new(out)));
        m.out.console.borrow_mut().interrupt = Some(m.interrupt.clone());
        let err = HostWriter { channel: Channel::Error, printer, pending: Vec::new() };
        if let Some(st) = m.out.get(USER_ERROR) {
            st.sink = Some(Sink::Host(Box::new(err)));
        }
        Session { m, open: None }
    }

    /// The machine, for what the session does not wrap.
    pub fn machine(&mut self) -> &mut Machine {
        &mut self.m
    }

    /// Puts a program in memory as file `name` and consults it, as
    /// `consult(name)` does (again: its old clauses go). Returns the
    /// number of errors and warnings printed while loading.
    pub fn load(&mut self, name: &str, text: &str) -> (usize, usize) {
        self.stop();
        crate::host::files::put_memory_file(name, text.as_bytes().to_vec());
        let (e0, w0) = self.m.out.messages_printed();
        let mut goal = "consult(".to_string();
        crate::write::quote_atom(&mut goal, name);
        goal.push(')');
        if let crate::toplevel::GoalResult::Error(msg) = self.m.run_goal_text(&goal) {
            self.m.out.write_err(&msg);
        }
        self.m.out.flush();
        let (e1, w1) = self.m.out.messages_printed();
        (e1 - e0, w1 - w0)
    }

    /// Puts a file in memory without loading it (a file that a program
    /// loads itself, with ensure_loaded/1 or include/1).
    pub fn put_file(&mut self, name: &str, text: &str) {
        crate::host::files::put_memory_file(name, text.as_bytes().to_vec());
    }

    /// Starts a query (closing one still open) and gives its first step.
    pub fn query(&mut self, text: &str) -> Step {
        self.stop();
        let mark = self.m.heap.top();
        match self.m.read_query_text(text) {
            Ok((goal, vars)) => {
                let answers = self.m.open_answers(goal, vars);
                self.open = Some((answers, mark));
                self.step(String::new())
            }
            Err(msg) => {
                self.m.heap.cells.truncate(mark as usize);
                Step::closed("error", msg)
            }
        }
    }

    /// The next answer of the open query (`;` at the terminal).
    pub fn next(&mut self) -> Step {
        if self.open.is_none() {
            return Step::closed("false", String::new());
        }
        self.step(";\n".to_string())
    }

    /// Ends the open query (Enter at the terminal); `.` closes its line.
    pub fn stop(&mut self) -> Step {
        let was_open = self.open.is_some();
        self.close();
        Step::closed("answer", if was_open { ".\n\n".to_string() } else { String::new() })
    }

    /// Whether a query is open between its answers.
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    fn close(&mut self) {
        if let Some((answers, mark)) = self.open.take() {
            self.m.close_answers(answers);
            self.m.heap.cells.truncate(mark as usize);
        }
        self.m.out.flush();
    }

    fn step(&mut self, mut transcript: String) -> Step {
        let Some((answers, _)) = self.open.as_mut() else {
            return Step::closed("false", transcript);
        };
        let step = self.m.next_answer(answers);
        // What the program printed reaches the page before the answer.
        self.m.out.flush();
        let (kind, more) = match step {
            AnswerStep::Answer { text, more } => {
                transcript.push_str(&text);
                transcript.push_str(if more { " " } else { ".\n\n" });
                ("answer", more)
            }
            AnswerStep::False => {
                transcript.push_str("false.\n\n");
                ("false", false)
            }
            AnswerStep::Error(msg) => {
                transcript.push_str(&msg);
                ("error", false)
            }
            AnswerStep::Halt(_) => ("halt", false),
        };
        if !more {
            self.close();
        }
        Step { kind, more, transcript }
    }

    /// Runs a query to its first answer under the tracer, recording every
    /// port (up to `cap`; then the query is abandoned). The query is left
    /// closed and the tracer off.
    pub fn trace(&mut self, text: &str, cap: usize) -> TraceRecord {
        self.stop();
        let ports = Rc::new(RefCell::new(Vec::new()));
        let cut = Rc::new(RefCell::new(false));
        let recorder = PortRecorder { ports: ports.clone(), cap, cut: cut.clone() };
        let saved_ui = self.m.tracer.ui.replace(Box::new(recorder));
        let saved_leash = self.m.tracer.leash;
        let mode = self.m.debugger_mode();
        self.m.tracer.leash = crate::machine::trace::LEASH_FULL;
        self.m.start_trace();
        let first = self.query(text);
        let step = if first.more {
            Step { transcript: format!("{}.\n\n", first.transcript.trim_end()), ..first }
        } else {
            first
        };
        self.close();
        self.m.set_debugger_mode(mode);
        self.m.tracer.leash = saved_leash;
        self.m.tracer.ui = saved_ui;
        let ports = ports.borrow().clone();
        let cut = *cut.borrow();
        TraceRecord { ports, cut, step: Step { more: false, ..step } }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session() -> (Session, Rc<RefCell<Vec<(Channel, String)>>>) {
        let printed = Rc::new(RefCell::new(Vec::new()));
        let sink = printed.clone();
        let s = Session::new(Rc::new(move |c, t: &str| sink.borrow_mut().push((c, t.to_string()))));
        (s, printed)
    }

    fn text_of(printed: &Rc<RefCell<Vec<(Channel, String)>>>, channel: Channel) -> String {
        printed.borrow().iter().filter(|(c, _)| *c == channel).map(|(_, t)| t.as_str()).collect()
    }

    #[test]
    fn answers_come_one_step_at_a_time_as_the_terminal_shows_them() {
        let (mut s, _) = session();
        let first = s.query("member(X, [a,b])");
        assert_eq!((first.kind, first.more, first.transcript.as_str()), ("answer", true, "X = a "));
        let second = s.next();
        assert_eq!((second.kind, second.more, second.transcript.as_str()), ("answer", false, ";\nX = b.\n\n"));
        assert!(!s.is_open());
        let third = s.query("member(X, [a,b])");
        assert!(third.more);
        assert_eq!(s.stop().transcript, ".\n\n");
        assert_eq!(s.query("fail").transcript, "false.\n\n");
    }

    #[test]
    fn a_loaded_program_is_queried_and_its_output_printed() {
        let (mut s, printed) = session();
        assert_eq!(s.load("greet.pl", "greet(N) :- format(\"hello ~w~n\", [N]).\n"), (0, 0));
        let step = s.query("greet(world)");
        assert_eq!(step.transcript, "true.\n\n");
        assert_eq!(text_of(&printed, Channel::Output), "hello world\n");
    }

    #[test]
    fn load_errors_are_printed_with_line_and_column_and_counted() {
        let (mut s, printed) = session();
        let (errors, _) = s.load("bad.pl", "p(1).\np(2) :- .\np(3).\n");
        assert_eq!(errors, 1);
        assert!(text_of(&printed, Channel::Error).contains("bad.pl:2:"), "{:?}", printed.borrow());
        assert_eq!(s.query("findall(X, p(X), L)").transcript, "L = [1, 3].\n\n");
    }

    #[test]
    fn errors_and_halt_end_the_query_not_the_session() {
        let (mut s, _) = session();
        let e = s.query("X is foo + 1");
        assert_eq!(e.kind, "error");
        assert!(e.transcript.starts_with("ERROR: "), "{}", e.transcript);
        assert_eq!(s.query("halt").kind, "halt");
        assert_eq!(s.query("X = 1").transcript, "X = 1.\n\n");
        assert_eq!(s.query("X = ").kind, "error");
    }

    #[test]
    fn a_traced_query_records_its_ports_and_leaves_the_tracer_off() {
        let (mut s, _) = session();
        let r = s.trace("member(X, [a,b])", 100);
        let ports: Vec<(&str, u32)> = r.ports.iter().map(|p| (p.port.as_str(), p.depth)).collect();
        assert_eq!(ports.first(), Some(&("Call", 1)));
        assert!(ports.contains(&("Exit", 1)), "{ports:?}");
        assert_eq!(r.step.transcript, "X = a.\n\n");
        assert!(!r.cut);
        let loop_run = s.trace("repeat, fail", 50);
        assert!(loop_run.cut);
        assert_eq!(loop_run.ports.len(), 50);
        assert!(!s.machine().debugger_mode().tracing);
        assert_eq!(s.query("X = 1").transcript, "X = 1.\n\n");
    }

    #[test]
    fn a_call_and_a_redo_name_the_clause_they_try() {
        let (mut s, _) = session();
        s.load("colours.pl", "colour(red).\ncolour(green).\n\nfavourite(C) :-\n    colour(C),\n    C \\== red.\n");
        let r = s.trace("favourite(C)", 100);
        let tried: Vec<(&str, &str, Option<(u32, u32)>)> = r
            .ports
            .iter()
            .filter(|p| p.port == "Call" || p.port == "Redo")
            .map(|p| (p.port.as_str(), p.goal.as_str(), p.clause.as_ref().map(|c| (c.number, c.line))))
            .collect();
        assert_eq!(tried[0], ("Call", "favourite(_0)", Some((1, 4))), "{tried:?}");
        assert_eq!(tried[1], ("Call", "colour(_0)", Some((1, 1))), "{tried:?}");
        assert!(tried.contains(&("Redo", "colour(_0)", Some((2, 2)))), "{tried:?}");
        assert!(r.to_json().contains("\"clause\":{\"number\":1,\"file\":"), "{}", r.to_json());
    }

    #[test]
    fn characters_split_across_writes_reach_the_printer_whole() {
        let got = Rc::new(RefCell::new(String::new()));
        let sink = got.clone();
        let mut w = HostWriter {
            channel: Channel::Output,
            printer: Rc::new(move |_, t: &str| sink.borrow_mut().push_str(t)),
            pending: Vec::new(),
        };
        let bytes = "é€".as_bytes();
        for b in bytes {
            w.write_all(&[*b]).unwrap();
        }
        assert_eq!(*got.borrow(), "é€");
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("a\"b\\\n\u{1}"), "\"a\\\"b\\\\\\n\\u0001\"");
    }
}
