//! Running a goal given as text once (the `-g` and `-t` options, the
//! tests): parse, run to its first answer, discard its bindings.

use crate::machine::copy::copy_in;
use crate::machine::query::Query;
use crate::machine::run::Outcome;
use crate::machine::Machine;
use crate::term::Cell;

/// What happened to a goal run from text.
#[derive(Debug, PartialEq, Eq)]
pub enum GoalResult {
    Succeeded,
    Failed,
    /// Uncaught error, already described as text.
    Error(String),
    Halted(i32),
    /// The goal text did not parse.
    SyntaxError(String),
}

impl Machine {
    /// Opens a query read from text (the final `.` optional).
    pub fn open_query_text(&mut self, text: &str) -> Result<Query, String> {
        let (goal, vars) = self.read_query_text(text)?;
        let mut q = self.open_query(goal);
        q.vars = vars;
        Ok(q)
    }

    /// Reads goal text (the final `.` optional) onto the heap: the goal
    /// and its named variables. A syntax error comes back rendered, with a
    /// caret under the query text.
    pub fn read_query_text(&mut self, text: &str) -> Result<(Cell, Vec<(String, Cell)>), String> {
        let src = crate::reader::with_end_token(text);
        let mut reader = crate::reader::Reader::new(&src);
        let flags = self.read_flags();
        let rt = match reader.next(&self.ops, &flags) {
            Ok(Some(rt)) => rt,
            Ok(None) => return Err("empty query".into()),
            Err(e) => return Err(crate::messages::diag::render_syntax_error("query", &src, &e, false)),
        };
        let (goal, names) = self.build_read_term(&rt);
        let goal = self.expand_dict_goal(goal);
        let vars = names.into_iter().map(|(n, c)| (self.atoms.text(n).to_string(), c)).collect();
        Ok((goal, vars))
    }

    /// Parses `text` (one term, the final `.` optional) and runs it once.
    pub fn run_goal_text(&mut self, text: &str) -> GoalResult {
        let mark = self.heap.top();
        let q = match self.open_query_text(text) {
            Ok(q) => q,
            Err(msg) => return GoalResult::SyntaxError(msg),
        };
        self.run_opened_goal(q, mark)
    }

    /// Runs a goal kept out of the heap (`:- initialization(Goal, main)`)
    /// once, as run_goal_text does.
    pub fn run_owned_goal(&mut self, goal: &crate::machine::copy::OwnedTerm) -> GoalResult {
        let mark = self.heap.top();
        let goal = copy_in(&mut self.heap, goal);
        let q = self.open_query(goal);
        self.run_opened_goal(q, mark)
    }

    /// The first answer of an opened query, as a GoalResult; the heap is
    /// cut back to `mark` after it.
    fn run_opened_goal(&mut self, mut q: Query, mark: crate::term::Addr) -> GoalResult {
        let r = match self.next_solution(&mut q) {
            Outcome::True => GoalResult::Succeeded,
            Outcome::False => GoalResult::Failed,
            Outcome::Error(ball) => {
                let b = copy_in(&mut self.heap, &ball);
                if matches!(b, Cell::Atom(a) if self.atoms.text(a) == "$aborted") {
                    // Ctrl-C (batch_interrupt.rs) that nothing caught: the
                    // run ends as an interrupted process does.
                    self.out.flush();
                    self.out.write_err("% Execution Aborted\n");
                    GoalResult::Halted(super::batch_interrupt::INTERRUPTED_STATUS)
                } else {
                    GoalResult::Error(self.uncaught_error_text(b))
                }
            }
            Outcome::Halt(code) => GoalResult::Halted(code),
        };
        self.close_query(q, false);
        self.heap.cells.truncate(mark as usize);
        self.out.flush();
        if super::batch_interrupt::halt_requested()
            && r != GoalResult::Halted(super::batch_interrupt::INTERRUPTED_STATUS)
        {
            // on_interrupt=halt: the goal has unwound (its cleanup handlers
            // ran), whatever caught the abort on the way.
            self.out.write_err("% Execution Aborted\n");
            return GoalResult::Halted(super::batch_interrupt::INTERRUPTED_STATUS);
        }
        r
    }
}
