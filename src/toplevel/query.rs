//! One query at the toplevel: its answers one at a time, and after each
//! answer that left choicepoints the user's choice (next, stop, all the
//! rest, show in full). Where the choice comes from is the
//! [`AnswerKeys`] trait: single keys on a terminal, nothing when queries
//! come from a pipe (only the first answer is shown).

use super::answer::ANSWER_MAX_DEPTH;
use crate::machine::copy::copy_in;
use crate::machine::query::Query;
use crate::machine::run::Outcome;
use crate::machine::trace::DebuggerMode;
use crate::machine::{Exc, Machine};
use crate::term::Cell;

/// What the user wants after an answer that may have more.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AnswerAction {
    /// `;`, space, `n`, `r`, Tab: the next answer.
    Next,
    /// Enter, `.`, `c`: stop here.
    Stop,
    /// `a`: every remaining answer without asking.
    All,
    /// `w`: show this answer in full.
    WriteFull,
    /// `p`: show this answer cut at the usual depth.
    Print,
    /// `h`, `?`: explain the keys.
    Help,
    /// Any other key.
    Unknown(char),
}

/// The source of the user's choices after an answer.
pub trait AnswerKeys {
    /// Whether someone answers: when not (piped input), a query stops
    /// after its first answer.
    fn interactive(&self) -> bool;
    /// Called before an answer that will wait for a choice is shown: a
    /// terminal stops echoing here, so keys typed ahead do not mix with
    /// the answer.
    fn hold(&mut self) {}
    /// Reads the user's choice; `None` at the end of input.
    fn choose(&mut self) -> Option<AnswerAction>;
}

/// A query open at the toplevel, between its answers.
pub struct OpenAnswers {
    query: Query,
    /// The query's named variables, for showing answers.
    pub vars: Vec<(String, Cell)>,
    mode: DebuggerMode,
}

/// What the next step of an open query gave, as the toplevel words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerStep {
    /// An answer (`X = 1`, `true`), and whether more may follow.
    Answer { text: String, more: bool },
    /// No (more) answers.
    False,
    /// An uncaught error, as the message printed for it (`ERROR: ...`).
    Error(String),
    /// halt/0,1 with its status.
    Halt(i32),
}

/// How a query ended, for the exit status of piped use.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum QueryStatus {
    Succeeded,
    Failed,
    Error,
    Halt(i32),
}

/// A key as a terminal shows it: control characters in caret notation
/// (`^L`), as SWI-Prolog's "Unknown action" does.
fn caret_notation(c: char) -> String {
    match c as u32 {
        0..=0x1f => format!("^{}", char::from(c as u8 + 0x40)),
        0x7f => "^?".to_string(),
        _ => c.to_string(),
    }
}

const ANSWER_HELP: &str = "\
Actions after an answer:
  ;  n  r  space  tab   next answer
  c  .  enter           stop
  a                     all remaining answers
  w                     write the answer in full
  p                     print the answer (cut at depth 10)
  h  ?                  this help
";

impl Machine {
    /// Runs a query read from text with its variable names and shows its
    /// answers on user_output (errors on user_error).
    pub fn answer_query(&mut self, text: &str, keys: &mut dyn AnswerKeys) -> QueryStatus {
        let mark = self.heap.top();
        let status = match self.read_query_text(text) {
            Ok((goal, vars)) => self.answer_query_term(goal, vars, keys),
            Err(msg) => {
                self.out.flush();
                self.out.write_err(&msg);
                QueryStatus::Error
            }
        };
        self.heap.cells.truncate(mark as usize);
        status
    }

    /// Runs a query already on the heap, with its named variables, and
    /// shows its answers.
    pub fn answer_query_term(
        &mut self,
        goal: Cell,
        vars: Vec<(String, Cell)>,
        keys: &mut dyn AnswerKeys,
    ) -> QueryStatus {
        let mut answers = self.open_answers(goal, vars);
        let mut all = false;
        let status;
        loop {
            match self.next_answer(&mut answers) {
                AnswerStep::Answer { mut text, more } => {
                    if !more || !keys.interactive() {
                        status = self.show_end_step(AnswerStep::Answer { text, more });
                        break;
                    }
                    if !all {
                        keys.hold();
                    }
                    self.out.write_str(&format!("{text} "));
                    if all {
                        self.out.write_str(";\n");
                        continue;
                    }
                    let next = loop {
                        self.out.flush();
                        match keys.choose() {
                            None | Some(AnswerAction::Stop) => break Ok(false),
                            Some(AnswerAction::Next) => break Ok(true),
                            Some(AnswerAction::All) => {
                                all = true;
                                break Ok(true);
                            }
                            Some(a @ (AnswerAction::WriteFull | AnswerAction::Print)) => {
                                let depth = if a == AnswerAction::WriteFull { 0 } else { ANSWER_MAX_DEPTH };
                                let label = if depth == 0 { "[write]" } else { "[print]" };
                                match self.answer_text(&answers.vars, depth) {
                                    Ok(t) => text = t,
                                    Err(e) => {
                                        self.out.write_str("\n");
                                        break Err(self.answer_interrupted(e, &answers));
                                    }
                                }
                                self.out.write_str(&format!("{label}\n{text} "));
                            }
                            Some(AnswerAction::Help) => {
                                self.out.write_str(&format!("\n{ANSWER_HELP}\n{text} "));
                            }
                            Some(AnswerAction::Unknown(c)) => {
                                let shown = caret_notation(c);
                                self.out.write_str(&format!("\nUnknown action: {shown} (h for help)\nAction? "));
                            }
                        }
                    };
                    match next {
                        Ok(true) => self.out.write_str(";\n"),
                        Ok(false) => {
                            self.out.write_str(".\n\n");
                            status = QueryStatus::Succeeded;
                            break;
                        }
                        Err(step) => {
                            status = self.show_end_step(step);
                            break;
                        }
                    }
                }
                step @ (AnswerStep::False | AnswerStep::Error(_) | AnswerStep::Halt(_)) => {
                    status = self.show_end_step(step);
                    break;
                }
            }
        }
        self.close_answers(answers);
        self.out.flush();
        status
    }

    /// Shows an answer step that ends the query, and the query's status
    /// after it.
    fn show_end_step(&mut self, step: AnswerStep) -> QueryStatus {
        match step {
            AnswerStep::Answer { text, .. } => {
                self.out.write_str(&format!("{text}.\n\n"));
                QueryStatus::Succeeded
            }
            AnswerStep::False => {
                self.out.write_str("false.\n\n");
                QueryStatus::Failed
            }
            AnswerStep::Error(msg) => {
                self.out.flush();
                self.out.write_err(&msg);
                QueryStatus::Error
            }
            AnswerStep::Halt(code) => QueryStatus::Halt(code),
        }
    }

    /// The step for an answer whose writing Ctrl-C stopped: the error the
    /// interrupt raised (an abort), or halt.
    fn answer_interrupted(&mut self, exc: Exc, answers: &OpenAnswers) -> AnswerStep {
        match exc {
            Exc::Throw(ball) => {
                if self.is_abort(ball) {
                    self.set_debugger_mode(answers.mode);
                }
                AnswerStep::Error(self.uncaught_error_message(ball))
            }
            Exc::Halt(code) => AnswerStep::Halt(code),
        }
    }

    /// Opens a query already on the heap, with its named variables, for
    /// its answers one at a time ([`Machine::next_answer`]); the terminal
    /// loop above and the browser's Next button both step it so.
    pub fn open_answers(&mut self, goal: Cell, vars: Vec<(String, Cell)>) -> OpenAnswers {
        // `X = Dict.key` at the prompt, as in a clause body.
        let goal = self.expand_dict_goal(goal);
        // An abort (at a port, at a spy point, after Ctrl-C t) goes back to
        // the debugger's mode from before the query, as in SWI-Prolog.
        let mode = self.debugger_mode();
        let query = self.open_query(goal);
        OpenAnswers { query, vars, mode }
    }

    /// The next answer of an open query, as the toplevel words it.
    pub fn next_answer(&mut self, answers: &mut OpenAnswers) -> AnswerStep {
        let outcome = self.next_solution(&mut answers.query);
        // Output the query left without a final newline ends its line
        // first: the answer starts on a line of its own, as SWI-Prolog
        // does (it tracks the column of user_output).
        if !matches!(outcome, Outcome::Halt(_)) && self.out.column() != 0 {
            self.out.write_str("\n");
        }
        match outcome {
            Outcome::True => {
                let more = self.query_has_more(&answers.query);
                match self.answer_text(&answers.vars, ANSWER_MAX_DEPTH) {
                    Ok(text) => AnswerStep::Answer { text, more },
                    Err(e) => self.answer_interrupted(e, answers),
                }
            }
            Outcome::False => AnswerStep::False,
            Outcome::Error(ball) => {
                let b = copy_in(&mut self.heap, &ball);
                if self.is_abort(b) {
                    self.set_debugger_mode(answers.mode);
                }
                AnswerStep::Error(self.uncaught_error_message(b))
            }
            Outcome::Halt(code) => AnswerStep::Halt(code),
        }
    }

    /// Ends an open query: its bindings and choicepoints go.
    pub fn close_answers(&mut self, answers: OpenAnswers) {
        self.close_query(answers.query, false);
    }

    /// The text printed for an error that reached the toplevel, ending in
    /// a newline: `ERROR: ` and the error in words with its backtrace
    /// (`% Execution Aborted` for an abort: an informational message, so
    /// none under `hornbook -q`, as `swipl -q` prints none).
    pub fn uncaught_error_message(&mut self, ball: Cell) -> String {
        let ball = self.heap.deref(ball);
        if let crate::term::Cell::Atom(a) = ball {
            if self.atoms.text(a) == "$aborted" {
                if crate::consult::builtins::verbose_silent(self) {
                    return String::new();
                }
                return "% Execution Aborted\n".to_string();
            }
        }
        let text = self.uncaught_error_text(ball);
        crate::messages::prefix_lines("ERROR: ", &text)
    }
}
