//! The state of sandbox mode (`hornbook --sandbox`) that the machine
//! keeps: which files a sandboxed program may still read, the time limit
//! of each query, and the builtins whose entries were swapped for guards.
//! What each builtin may do, and the guards themselves, are the system
//! layer's (`src/sandbox.rs`): this layer knows nothing of the builtins.
//!
//! Nothing here runs while the sandbox is off: the guards replace the
//! entries of the builtins they watch, so the call path of every other
//! builtin, and of all of them when there is no sandbox, is unchanged.

use super::database::PredKind;
use super::instr::PredId;
use super::{Exc, Machine};
use crate::term::{atoms, Cell};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use web_time::{Duration, Instant};

/// A sandbox in force.
pub struct Sandbox {
    /// The files that may be read (consulted, opened for reading), by
    /// their canonical paths: the files loaded before the sandbox closed.
    readable: HashSet<PathBuf>,
    /// How long each answer of an outermost query may compute.
    pub time_limit: Option<Duration>,
    /// When the running outermost query's time is up.
    pub(crate) query_deadline: Option<Instant>,
    /// The console's total wait for input when that deadline was set.
    waited_before: Duration,
    /// The guarded builtins, with the entries the guards replaced, in the
    /// order of the system layer's rule table.
    pub guarded: Vec<(PredId, PredKind)>,
}

impl Sandbox {
    /// A sandbox that lets the files `readable` be read.
    pub fn new<'a>(readable: impl IntoIterator<Item = &'a Path>, time_limit: Option<Duration>) -> Sandbox {
        Sandbox {
            readable: readable.into_iter().filter_map(|p| p.canonicalize().ok()).collect(),
            time_limit,
            query_deadline: None,
            waited_before: Duration::ZERO,
            guarded: Vec::new(),
        }
    }

    /// Whether the file at `path` may be read: it is one of the readable
    /// files, whatever the path names it by (relative, through links).
    pub fn may_read(&self, path: &Path) -> bool {
        path.canonicalize().is_ok_and(|p| self.readable.contains(&p))
    }
}

impl Machine {
    /// Whether the file at `path` may be read: always without a sandbox.
    pub fn may_read_file(&self, path: &Path) -> bool {
        self.sandbox.as_ref().is_none_or(|s| s.may_read(path))
    }

    /// The error of a call the sandbox refuses, as SWI-Prolog's
    /// library(sandbox) raises it: `permission_error(call, sandboxed,
    /// Goal)`, Goal the call with its arguments (of predicate `p`, its
    /// arguments still in the registers).
    pub fn sandbox_refusal(&mut self, p: PredId) -> Exc {
        let (name, arity) = (self.preds[p as usize].name, self.preds[p as usize].arity as usize);
        let goal = if arity == 0 {
            Cell::Atom(name)
        } else {
            let args: Vec<Cell> = self.x[..arity].to_vec();
            self.heap.compound(name, &args)
        };
        let (call, sandboxed) = (self.atoms.intern("call"), self.atoms.intern("sandboxed"));
        let f = self.heap.compound(atoms::PERMISSION_ERROR, &[Cell::Atom(call), Cell::Atom(sandboxed), goal]);
        self.error_term(f)
    }

    /// Starts the time of an outermost query's next answer (sandbox mode
    /// with a time limit only).
    pub(crate) fn start_query_clock(&mut self) {
        let waited = self.out.console.borrow().waited;
        if let Some(sb) = self.sandbox.as_mut() {
            if let Some(limit) = sb.time_limit {
                let end = Instant::now() + limit;
                sb.query_deadline = Some(end);
                sb.waited_before = waited;
                self.deadline = Some(end);
            }
        }
    }

    /// At a deadline that has passed: when it is the query's own and the
    /// query waited for the person at the terminal meanwhile, the deadline
    /// moves on by that wait and true is returned (the time is not up).
    pub(crate) fn query_deadline_moved(&mut self, passed: Instant) -> bool {
        let waited = self.out.console.borrow().waited;
        let Some(sb) = self.sandbox.as_mut() else { return false };
        match sb.query_deadline {
            Some(q) if q <= passed && waited > sb.waited_before => {
                let wait = waited - sb.waited_before;
                sb.waited_before = waited;
                sb.query_deadline = Some(q + wait);
                self.deadline = Some(passed + wait);
                true
            }
            _ => false,
        }
    }

    /// Stops it: the answer is in (or the query failed or raised).
    pub(crate) fn stop_query_clock(&mut self) {
        if let Some(sb) = self.sandbox.as_mut() {
            if sb.query_deadline.take().is_some() {
                self.deadline = None;
            }
        }
    }

    /// The query's own deadline, which no call_with_time_limit/2 may move
    /// past and which stays expired once it has passed: a handler that
    /// catches time_limit_exceeded and goes on is stopped again.
    pub(crate) fn query_deadline(&self) -> Option<Instant> {
        self.sandbox.as_ref().and_then(|s| s.query_deadline)
    }
}
