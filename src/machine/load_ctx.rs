//! What a load in progress knows: the file, its directory, the module its
//! clauses go to, and the bookkeeping of the load's checks. The machine
//! keeps a stack of them (`Machine::load_stack`, one per nested consult):
//! the source module and prolog_load_context/2 read the top one; consult
//! (`consult.rs`) pushes and pops them.

use crate::machine::instr::PredId;
use crate::reader::Span;
use crate::term::Atom;
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

/// Where the first clause of a predicate was met in the current load.
#[derive(Clone, Copy)]
pub struct FirstClause {
    pub file: Atom,
    pub line: u32,
    pub span: Span,
}

/// What a load in progress knows.
pub struct LoadCtx {
    pub file: Atom,
    pub dir: PathBuf,
    /// The module clauses go to: the loading module, or the one the file
    /// declares with `:- module(Name, Exports)`.
    pub module: Atom,
    /// The module the file declared, if any.
    pub declared: Option<Atom>,
    /// Predicates that received clauses (or declarations) in this load.
    pub defined: HashSet<u32>,
    /// The predicate of the clause read last, and where each predicate's
    /// first clause was, for the discontiguous-clauses warning.
    pub last_pred: Option<PredId>,
    pub first_clause: HashMap<PredId, FirstClause>,
    /// Predicates given single sided unification rules (`Head => Body`):
    /// they get a last clause raising existence_error(matching_rule, Goal).
    pub ssu: Vec<(Atom, Atom, u32)>,
    /// The line where the term being loaded starts (source_location/2).
    pub term_line: u32,
    /// The term being loaded as read, and its variables' names
    /// (prolog_load_context/2's `term` and `variable_names`). Its cells
    /// are below every query a directive or an expansion hook opens, so
    /// no collection moves them; None between terms.
    pub term: Option<(crate::term::Cell, Vec<(Atom, crate::term::Cell)>)>,
    /// Operators a module file defined for itself (op/3 directives, not
    /// exported), with the definition each replaced: undone when the load
    /// ends, so they do not reach the modules that load it.
    pub local_ops: Vec<(String, crate::reader::ops::OpType, Option<crate::reader::ops::OpDef>)>,
    /// The open `:- if(Cond)` ... `:- endif` sections, innermost last.
    pub conditions: Vec<Condition>,
    /// A predicate `Module:Name/2` that consult offers every term read from
    /// here on in this load (set by '$load_term_hook'/2, as library(plunit)
    /// does between begin_tests/1 and end_tests/1): when it succeeds, its
    /// second argument (a term or a list of terms) is loaded instead. Kept
    /// with the load, so it ends with the file that set it.
    pub term_hook: Option<(Atom, Atom)>,
}

/// The state of one open `:- if` section of conditional compilation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Condition {
    /// The clauses are being loaded: this branch's condition held.
    Taking,
    /// No branch has held yet: an `elif` may still take, `else` does.
    Waiting,
    /// A branch was taken, or the whole section lies in a skipped one:
    /// every clause up to the `endif` is skipped.
    Done,
}

impl LoadCtx {
    pub fn new(file: Atom, dir: PathBuf, module: Atom) -> LoadCtx {
        LoadCtx {
            file,
            dir,
            module,
            declared: None,
            defined: HashSet::new(),
            last_pred: None,
            first_clause: HashMap::new(),
            ssu: Vec::new(),
            term_line: 0,
            term: None,
            local_ops: Vec::new(),
            conditions: Vec::new(),
            term_hook: None,
        }
    }
}
