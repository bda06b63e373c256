//! The toplevel when standard input is not a terminal: queries are read
//! from user_input one after another (through the stream layer, so that a
//! program's own reads share the same input) and answered without waiting
//! for keys. Each query shows its first answer, ended with `.`, as if the
//! user pressed Enter; `false.` when it has none; errors go to standard
//! error. The exit status says how the last query ended: 0 success,
//! 1 failure, 2 error (or halt(N)'s N).

use super::keys::NoKeys;
use super::query::QueryStatus;
use crate::machine::copy::copy_in;
use crate::machine::run::Outcome;
use crate::machine::Machine;
use crate::term::{atoms, Cell};

/// Answers queries from user_input until its end; returns the exit status.
pub fn run(m: &mut Machine) -> i32 {
    let mut last = QueryStatus::Succeeded;
    loop {
        let mark = m.heap.top();
        let status = match read_query(m) {
            Read::EndOfInput => break,
            Read::Error => QueryStatus::Error,
            Read::Query(goal, vars) => m.answer_query_term(goal, vars, &mut NoKeys),
        };
        m.heap.cells.truncate(mark as usize);
        if let QueryStatus::Halt(code) = status {
            return code;
        }
        last = status;
    }
    m.out.flush();
    match last {
        QueryStatus::Succeeded => 0,
        QueryStatus::Failed => 1,
        QueryStatus::Error => 2,
        QueryStatus::Halt(code) => code,
    }
}

enum Read {
    Query(Cell, Vec<(String, Cell)>),
    EndOfInput,
    Error,
}

/// Reads the next query with `read_term(user_input, Q, [variable_names(Vs)])`.
fn read_query(m: &mut Machine) -> Read {
    let query = m.heap.new_var();
    let names = m.heap.new_var();
    let vn = m.atoms.intern("variable_names");
    let opt = m.heap.compound(vn, &[names]);
    let opts = m.heap.list(&[opt]);
    let read_term = m.atoms.intern("read_term");
    let user_input = m.atoms.intern("user_input");
    let goal = m.heap.compound(read_term, &[Cell::Atom(user_input), query, opts]);
    let outcome = m.untraced(|m| {
        let mut q = m.open_query(goal);
        let outcome = m.next_solution(&mut q);
        m.close_query(q, true);
        outcome
    });
    match outcome {
        Outcome::True => {}
        Outcome::Error(ball) => {
            let b = copy_in(&mut m.heap, &ball);
            let msg = m.uncaught_error_message(b);
            m.out.flush();
            m.out.write_err(&msg);
            return if is_syntax_error(m, b) { Read::Error } else { Read::EndOfInput };
        }
        Outcome::False | Outcome::Halt(_) => return Read::EndOfInput,
    }
    let q = m.heap.deref(query);
    if q.same(Cell::Atom(atoms::END_OF_FILE)) {
        return Read::EndOfInput;
    }
    let mut vars = Vec::new();
    let mut t = m.heap.deref(names);
    while let Cell::Lis(a) = t {
        let pair = m.heap.deref(m.heap.get(a));
        if let (Some((atoms::EQUALS, 2)), Cell::Atom(n)) = (m.heap.functor_of(pair), m.heap.deref(m.heap.arg(pair, 0)))
        {
            vars.push((m.atoms.text(n).to_string(), m.heap.arg(pair, 1)));
        }
        t = m.heap.deref(m.heap.get(a + 1));
    }
    Read::Query(q, vars)
}

fn is_syntax_error(m: &Machine, ball: Cell) -> bool {
    let ball = m.heap.deref(ball);
    matches!(m.heap.functor_of(ball), Some((atoms::ERROR, 2)))
        && matches!(m.heap.functor_of(m.heap.deref(m.heap.arg(ball, 0))), Some((atoms::SYNTAX_ERROR, 1)))
}
