//! Clause selection: which clauses of a predicate a call tries, in which
//! order, and whether it needs a choicepoint. Every call of a predicate
//! defined by clauses comes through [`Machine::enter_clauses`]
//! (`entry.rs`); the dispatch loop reads a settled switch itself first
//! ([`Machine::switch_entry`]) for a call it has seen settled before.
//!
//! The mechanisms, and when each is chosen (the first that applies wins):
//!
//! 1. **The first-argument switch** (`switch.rs`): a predicate of at most
//!    `Switch::MAX` clauses, none dead, whose first arguments have distinct
//!    keys, none a variable (`app([], ...)`, `app([X|Xs], ...)`). A call with
//!    a bound first argument has at most one candidate, found without a
//!    choicepoint and without reading the clause list. When instead every
//!    clause's first argument is a variable (fewer than `INDEX_THRESHOLD`
//!    clauses, none dead), the switch says so and every call tries the
//!    clauses in turn without a scan. Built on the first call after any
//!    change of the clauses.
//! 2. **The guarded pair** (`switch.rs`): two clauses, the first with a
//!    guard (a cut, or a test or comparison and a cut) and the second with a
//!    variable first argument (`tak/4`, `loop/1`): the first clause's key
//!    word and guard settle the call before any scan.
//! 3. **The scan of a small predicate** (`entry.rs`, fewer than
//!    `INDEX_THRESHOLD` clauses, or fewer than `SCAN_BOUND_THRESHOLD` with a
//!    bound first argument): the first two candidates by the first
//!    argument's key word (`index_key.rs`), read from the predicate's **key
//!    table** (`small_index.rs`, one hash probe) when it has one (no switch,
//!    no dead clause, not a guarded pair). Where the table marks a key
//!    `deep` (clauses of one functor, each with a key inside it, no
//!    variable first argument), the two are narrowed by the key inside the
//!    call's compound first argument (`det([the|A], A)`, `det([a|A], A)`:
//!    a grammar's terminals leave no choicepoint); other calls pay one
//!    test of the flag.
//! 4. **Clause guards** (`clause_guard.rs`): during the scan, a candidate
//!    whose guard is decided at entry commits without a choicepoint or is
//!    skipped ("shallow backtracking"); never while the tracer runs.
//! 5. **The first-argument index** (`first_arg_index.rs`): a predicate of
//!    `INDEX_THRESHOLD` clauses or more has a hash index from key word to
//!    candidate list, built on first use and kept up to date by assertz;
//!    **deep indexing** narrows a compound first argument's candidates by
//!    the key inside it.
//! 6. **Just-in-time indexes on other arguments** (`arg_index.rs`): when the
//!    first argument does not tell the clauses apart (unbound, or too many
//!    candidates), an argument that does gets its own index the first time
//!    such a call comes, as in SWI-Prolog. The same indexes narrow the
//!    candidates of a call that would leave a choicepoint among several
//!    clauses of its first argument's key, in the scan of a small
//!    predicate (`Machine::enter_narrowed`) and in the first-argument
//!    index: `parent(tom, bob)` against `parent(tom, bob)` and
//!    `parent(tom, liz)` leaves none. The switch keeps which other
//!    arguments of a small predicate tell its clauses apart, so that a
//!    call tests only those; in a small predicate (at most 64 clauses) the
//!    narrowing is a bit set that settles a call only when it leaves one
//!    candidate, and 16 calls in a row that it does not settle turn it off
//!    until the clauses change.
//!
//! A call that leaves a choicepoint keeps its candidates (`Cands`) and the
//! position to go on from; `alternatives.rs` finds the clause each retry
//! runs under the logical update view. Everything here is rebuilt or reset
//! by the clause list (`database.rs`) whenever its clauses change.

pub mod alternatives;
pub mod arg_index;
pub mod clause_guard;
mod entry;
pub mod first_arg_index;
pub mod index_key;
pub mod small_index;
pub mod switch;
