//! One query at the toplevel: its answers one at a time, and after each
//! answer that left choicepoints the user's choice (next, stop, all the
//! rest, show in full). Where the choice comes from is the
//! [`AnswerKeys`] trait: single keys on a terminal, nothing when queries
//! come from a pipe (only the first answer is shown).

use super::answer::ANSWER_MAX_DEPTH;
use crate::machine::copy::copy_in;
use crate::machine::run::Outcome;
use crate::machine::Machine;
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
        // `X = Dict.key` at the prompt, as in a clause body.
        let goal = self.expand_dict_goal(goal);
        // An abort (at a port, at a spy point, after Ctrl-C t) goes back to
        // the debugger's mode from before the query, as in SWI-Prolog.
        let mode = self.debugger_mode();
        let mut q = self.open_query(goal);
        let mut all = false;
        let mut status;
        loop {
            let outcome = self.next_solution(&mut q);
            // Output the query left without a final newline ends its line
            // first: the answer starts on a line of its own, as SWI-Prolog
            // does (it tracks the column of user_output).
            if !matches!(outcome, Outcome::Halt(_)) && self.out.column() != 0 {
                self.out.write_str("\n");
            }
            match outcome {
                Outcome::True => {
                    status = QueryStatus::Succeeded;
                    let more = self.query_has_more(&q);
                    let mut text = self.answer_text(&vars, ANSWER_MAX_DEPTH);
                    if !more || !keys.interactive() {
                        self.out.write_str(&format!("{text}.\n\n"));
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
                            None | Some(AnswerAction::Stop) => break false,
                            Some(AnswerAction::Next) => break true,
                            Some(AnswerAction::All) => {
                                all = true;
                                break true;
                            }
                            Some(a @ (AnswerAction::WriteFull | AnswerAction::Print)) => {
                                let depth = if a == AnswerAction::WriteFull { 0 } else { ANSWER_MAX_DEPTH };
                                let label = if depth == 0 { "[write]" } else { "[print]" };
                                text = self.answer_text(&vars, depth);
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
                    if next {
                        self.out.write_str(";\n");
                    } else {
                        self.out.write_str(".\n\n");
                        break;
                    }
                }
                Outcome::False => {
                    status = QueryStatus::Failed;
                    self.out.write_str("false.\n\n");
                    break;
                }
                Outcome::Error(ball) => {
                    status = QueryStatus::Error;
                    let b = copy_in(&mut self.heap, &ball);
                    if self.is_abort(b) {
                        self.set_debugger_mode(mode);
                    }
                    let msg = self.uncaught_error_message(b);
                    self.out.flush();
                    self.out.write_err(&msg);
                    break;
                }
                Outcome::Halt(code) => {
                    status = QueryStatus::Halt(code);
                    break;
                }
            }
        }
        self.close_query(q, false);
        self.out.flush();
        status
    }

    /// The text printed for an error that reached the toplevel, ending in
    /// a newline: `ERROR: ` and the error in words with its backtrace
    /// (`% Execution Aborted` for an abort).
    pub fn uncaught_error_message(&mut self, ball: Cell) -> String {
        let ball = self.heap.deref(ball);
        if let crate::term::Cell::Atom(a) = ball {
            if self.atoms.text(a) == "$aborted" {
                return "% Execution Aborted\n".to_string();
            }
        }
        let text = self.uncaught_error_text(ball);
        crate::messages::prefix_lines("ERROR: ", &text)
    }
}
