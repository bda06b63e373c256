//! The clauses that meta-called control constructs were compiled to.
//!
//! call/N of a conjunction, disjunction, if-then-else, soft-cut or `\+`
//! (findall/3's goal, forall/2's, a toplevel query) runs as the body of a
//! temporary clause whose arguments are the goal's variables and the
//! arguments of its leaf calls, as SWI-Prolog runs it. The compiler is not
//! this layer's: the system installs it as [`GoalCompiler`], and a bare
//! machine interprets the construct (`'$call_body'/2`, `metacall.rs`).
//!
//! The clauses are kept here, keyed by the goal's shape (its control
//! constructs, leaf predicates, arithmetic expressions and the pattern of
//! its variables; the constants and compound arguments of the leaves are
//! arguments of the clause), so that a goal meta-called again with other
//! data (`forall(between(1, N, I), (I > 0, true))`) reuses the code. The
//! cache holds at most [`MAX_SHAPES`] clauses; when full it is emptied and
//! its clauses go to the code collector (`code_gc.rs`) as retracted ones
//! do, so that millions of distinct goals take bounded memory. A shape is
//! compiled at its first meta-call, or at its second while compiling at
//! the first does not pay (see `compiled_one`).

use super::database::ClauseInfo;
use super::{Exc, Machine};
use crate::machine::instr::CodeAddr;
use crate::term::fast_hash::FastHasher;
use crate::term::{Atom, Cell};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::rc::Rc;

/// Compiles meta-called control construct `goal` (dereferenced) for the
/// context module: on success the clause's arguments are in the argument
/// registers and the answer is the clause's code, to be run with the call's
/// cut barrier; `None` leaves the goal to the interpreter (a goal that is
/// no valid body, or too large: it raises or runs there as before).
pub type GoalCompiler = fn(&mut Machine, Atom, Cell) -> Result<Option<CodeAddr>, Exc>;

/// Shapes kept at most: a program meta-calls few distinct shapes; one
/// that builds goals of ever new shapes recompiles past this.
pub const MAX_SHAPES: usize = 512;

/// Goals run per clause compiled (the first run included) at or below
/// which shapes are compiled at their second sight.
pub const FIRST_SIGHT_HITS: u64 = 4;

/// Compilations between two decisions of when to compile.
pub const WINDOW: u64 = 64;

/// What a shape is known as.
pub enum Shape {
    /// Compiled: the clause (its code and record for the collector) and
    /// the atoms its key pinned.
    Clause(Rc<ClauseInfo>),
    /// Left to the interpreter (the compiler refused it).
    Interpreted,
    /// Met once while compiling at first sight does not pay: compiled
    /// when met again.
    Seen,
}

/// The shapes seen, by key (see the module comment).
#[derive(Default)]
pub struct GoalCache {
    shapes: HashMap<Box<[u64]>, Shape, BuildHasherDefault<FastHasher>>,
    /// The atoms each compiled key names, pinned while it is kept.
    pinned: Vec<Atom>,
    /// Scratch for the key and the arguments of the goal being looked up.
    pub key: Vec<u64>,
    pub args: Vec<Cell>,
    /// Goals run through a compiled clause, and clauses compiled.
    pub hits: u64,
    pub compiled: u64,
    /// The same in the current window of [`WINDOW`] compilations.
    window_hits: u64,
    window_compiled: u64,
    /// Whether a shape is compiled at its first meta-call (else at its
    /// second): false while the last window's clauses ran too few goals.
    lazy: bool,
}

impl GoalCache {
    pub fn get(&self, key: &[u64]) -> Option<&Shape> {
        self.shapes.get(key)
    }

    /// Whether a shape met for the first time is compiled now.
    pub fn compiles_at_first_sight(&self) -> bool {
        !self.lazy
    }

    /// Counts a goal run through a compiled clause.
    pub fn hit(&mut self) {
        self.hits += 1;
        self.window_hits += 1;
    }

    /// Counts a clause compiled; at the end of a window, decides when the
    /// next shapes are compiled: the clauses of a window that ran
    /// [`FIRST_SIGHT_HITS`] goals or fewer each (goals built anew each
    /// time) made compiling at first sight cost more than it gave.
    fn compiled_one(&mut self) {
        self.compiled += 1;
        self.window_compiled += 1;
        if self.window_compiled == WINDOW {
            self.lazy = self.window_hits <= FIRST_SIGHT_HITS * WINDOW;
            self.window_hits = 0;
            self.window_compiled = 0;
        }
    }

    /// The code starts of the kept clauses (the backtrace's clause map).
    pub fn code_starts(&self) -> impl Iterator<Item = CodeAddr> + '_ {
        self.shapes.values().filter_map(|s| match s {
            Shape::Clause(c) => Some(c.code),
            Shape::Interpreted | Shape::Seen => None,
        })
    }

    /// Whether `pc` lies in a kept clause's code.
    pub fn holds(&self, pc: CodeAddr) -> bool {
        self.shapes.values().any(|s| matches!(s, Shape::Clause(c) if c.code <= pc && pc < c.code + c.len))
    }

    pub fn len(&self) -> usize {
        self.shapes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.shapes.is_empty()
    }
}

impl Machine {
    /// Keeps `shape` under `key`, emptying the cache first when it is full;
    /// a compiled key's atoms (`atoms`) stay pinned while it is kept, so
    /// that no collected atom's reused number makes another goal's key
    /// match.
    pub fn keep_goal_shape(&mut self, key: Box<[u64]>, shape: Shape, atoms: &[Atom]) {
        if self.goal_cache.shapes.len() >= MAX_SHAPES {
            self.clear_goal_cache();
        }
        if let Shape::Clause(_) = shape {
            for &a in atoms {
                self.atoms.pin(a);
                self.goal_cache.pinned.push(a);
            }
            self.goal_cache.compiled_one();
        }
        self.goal_cache.shapes.insert(key, shape);
    }

    /// Forgets every shape: the clauses go to the code collector, which
    /// frees each once nothing runs it.
    pub fn clear_goal_cache(&mut self) {
        for (_, shape) in std::mem::take(&mut self.goal_cache.shapes) {
            if let Shape::Clause(c) = shape {
                self.cgc.release(c);
            }
        }
        for a in std::mem::take(&mut self.goal_cache.pinned) {
            self.atoms.unpin(a);
        }
    }
}
