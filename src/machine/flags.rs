//! Prolog flags and the small amount of system state that goes with them:
//! the flags the engine itself consults, flags kept only as values
//! (SWI-Prolog's settable flags and those made by create_prolog_flag/3),
//! the clocks behind statistics/2.

use crate::machine::copy::OwnedTerm;
use crate::reader::Quotes;
use crate::term::Atom;
use web_time::{Instant, SystemTime, UNIX_EPOCH};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unknown {
    Error,
    Fail,
    Warning,
}

/// The `occurs_check` flag: whether unification may make cyclic terms
/// (`False`), fails where it would (`True`), or raises
/// `occurs_check(Var, Term)` (`Error`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OccursCheck {
    False,
    True,
    Error,
}

/// The type a value flag accepts (create_prolog_flag/3 `type(T)`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FlagType {
    Boolean,
    Atom,
    Integer,
    Float,
    Term,
}

/// A flag that has no meaning for the engine: only its value is kept.
#[derive(Clone, Debug)]
pub struct ValueFlag {
    pub name: Atom,
    pub value: OwnedTerm,
    pub typ: FlagType,
    pub read_only: bool,
    /// Made by create_prolog_flag/3: a wrong value is a type error (as in
    /// SWI-Prolog) rather than the ISO `domain_error(flag_value, F+V)`.
    pub created: bool,
}

/// The warnings of style_check/1 that loading gives (all on by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StyleCheck {
    /// Singleton variables, and `_X` variables used twice.
    pub singleton: bool,
    /// Clauses of one predicate that are not together.
    pub discontiguous: bool,
}

impl Default for StyleCheck {
    fn default() -> Self {
        StyleCheck { singleton: true, discontiguous: true }
    }
}

#[derive(Clone, Debug)]
pub struct Flags {
    pub double_quotes: Quotes,
    pub back_quotes: Quotes,
    pub unknown: Unknown,
    pub occurs_check: OccursCheck,
    /// The value flag `iso`, mirrored here because the standard order of
    /// terms consults it on every comparison of a float with an integer.
    pub iso: bool,
    /// The load-time warnings style_check/1 turns on and off (local to
    /// the file being loaded, as in SWI-Prolog).
    pub style: StyleCheck,
    /// Value flags in creation order; the system's own are added on first
    /// use (they need the atom table, which does not exist yet here).
    pub values: Vec<ValueFlag>,
    pub values_ready: bool,
    /// When the machine was made, for statistics walltime and epoch.
    pub started: Instant,
    pub started_epoch: f64,
    /// Readings at the previous statistics(runtime/walltime/real_time, _)
    /// call, for their "since last" element.
    pub last_runtime_ms: i64,
    pub last_walltime_ms: i64,
    pub last_real_time: i64,
}

impl Default for Flags {
    fn default() -> Self {
        // "..." reads as a string, as in SWI-Prolog 7 and later: the course
        // programs hornbook runs were written for it. ISO's default is
        // codes; a file can ask for it with set_prolog_flag/2.
        let epoch = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0);
        Flags {
            double_quotes: Quotes::String,
            back_quotes: Quotes::Codes,
            unknown: Unknown::Error,
            occurs_check: OccursCheck::False,
            iso: false,
            style: StyleCheck::default(),
            values: Vec::new(),
            values_ready: false,
            started: Instant::now(),
            started_epoch: epoch,
            last_runtime_ms: 0,
            last_walltime_ms: 0,
            last_real_time: 0,
        }
    }
}

impl crate::machine::Machine {
    /// Whether the flag `iso` is true: text builtins then raise ISO's
    /// errors where SWI-Prolog (and hornbook by default) accept any text.
    pub fn iso_flag(&self) -> bool {
        self.flags.iso
    }
}
