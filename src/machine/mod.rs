//! The abstract machine: one [`Machine`] value owns every table and stack
//! (atoms, operators, flags, predicates, code, heap, trail, environments,
//! choicepoints, streams). There is no global mutable state.

pub mod answers;
mod arith_context;
pub mod atom_gc;
pub mod backtrace;
pub mod blob_pool;
pub mod choice;
pub mod code_gc;
pub mod compare;
mod compiled_arith;
pub mod console;
pub mod continuation;
pub mod copy;
pub mod database;
pub mod debug_code;
pub mod det_guard;
pub mod enter;
pub mod eval;
pub mod exception;
pub mod fact_code;
pub mod flags;
pub mod gc;
mod gc_mark;
pub mod goal_cache;
mod heap_operands;
mod incremental;
pub mod inference_limit;
mod inline_builtins;
pub mod instr;
mod live_regs;
pub mod load_ctx;
pub mod memory;
pub mod metacall;
mod moded;
pub mod modules;
mod occurs;
mod operands;
pub mod protected;
pub mod query;
pub mod read_positions;
pub mod run;
mod run_arith;
mod run_body;
mod run_calls;
mod run_head;
mod run_internal;
pub mod sandbox;
pub mod select;
mod shallow;
pub mod single_key;
pub mod streams;
pub mod tables;
pub mod term_io;
pub mod term_text;
pub mod term_walk;
#[cfg(test)]
mod tests_console;
pub mod trace;
pub mod trace_port;
pub mod trail;
pub mod transparent;
pub mod undo;
pub mod unify;

use crate::arith::{ArithContext, Number};
use crate::machine::instr::{CodeAddr, Instr, PredId};
use crate::reader::Ops;
use crate::term::{Addr, Atom, AtomTable, Cell, Heap};
use choice::Choice;
use copy::OwnedTerm;
use database::Pred;
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

pub use exception::Exc;
pub use flags::Flags;

/// Result of a builtin: Ok(true) success, Ok(false) failure, Err an exception or halt.
pub type Res = Result<bool, Exc>;

/// Fixed code addresses of the machine's own continuations.
pub mod addr {
    use crate::machine::instr::CodeAddr;
    pub const SUCCEED: CodeAddr = 0;
    pub const RESUME_WAKE: CodeAddr = 1;
    pub const CATCH_EXIT: CodeAddr = 2;
    pub const FAIL: CodeAddr = 3;
    pub const PROCEED: CodeAddr = 4;
    /// Raises the exception left in `pending_exc` (by a builtin re-entered
    /// from backtracking).
    pub const RAISE: CodeAddr = 5;
    /// A traced call succeeded: report its Exit port. Its instruction is
    /// `Raise`, which tells the two apart by this address.
    pub const TRACE_EXIT: CodeAddr = 6;
    /// The goal of reset/3 ended without a shift (`continuation.rs`).
    /// Its instruction is `Raise` too.
    pub const RESET_EXIT: CodeAddr = 7;
    /// The end of a call of a `module_transparent` predicate: drops the
    /// frame that holds its context module (`transparent.rs`) and returns.
    /// Its instructions are `Deallocate` and `Proceed`.
    pub const CONTEXT_EXIT: CodeAddr = 8;
    /// The continuation of a fact entered with its alternative left
    /// shallow: the head unified, and the choicepoint is pushed now
    /// (`shallow.rs`). Its instruction is `Raise`.
    pub const SHALLOW_EXIT: CodeAddr = 10;
    /// The first address of compiled clauses.
    pub const FIRST_CODE: CodeAddr = 11;
}

/// Size of an environment frame's header: previous frame, continuation, size.
pub const FRAME_HEADER: u32 = 3;
/// Default memory limit of a query's stacks: 1 GiB, SWI-Prolog's default
/// stack_limit (vectors grow by doubling, so the process may reach twice that).
pub const DEFAULT_STACK_LIMIT: usize = 1 << 30;

/// What to do with a query interrupted by Ctrl-C (chosen by the
/// toplevel's menu).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InterruptAction {
    /// Go on as if nothing happened.
    Continue,
    /// Abandon the query: the exception `'$aborted'` unwinds to the toplevel.
    Abort,
    /// Go on, tracing from here.
    Trace,
    /// Leave hornbook.
    Exit,
}

/// Marker for "no active catch/3".
pub const NO_CATCH: u32 = u32::MAX;

pub struct Machine {
    pub atoms: AtomTable,
    pub heap: Heap,
    /// Undo log of bindings and updates (`trail.rs`).
    pub trail: trail::Trail,
    /// Environment frames: [previous E, continuation, size, Y0..Yn-1].
    pub stack: Vec<Cell>,
    pub choices: Vec<Choice>,
    /// Argument registers saved by choicepoints.
    pub argstack: Vec<Cell>,
    /// Argument and temporary registers.
    pub x: Vec<Cell>,
    pub code: Vec<Instr>,
    /// Constant pool for big integers and strings that appear in clauses.
    pub blobs: blob_pool::BlobPool,
    pub preds: Vec<Pred>,
    /// Every predicate by module, name and arity: looked up by every
    /// meta-call and assert, so hashed by [`crate::term::fast_hash::FastHasher`]
    /// (SipHash cost a metacalled `assertz` a tenth of its time).
    pub pred_map: HashMap<(Atom, Atom, u32), PredId, std::hash::BuildHasherDefault<crate::term::fast_hash::FastHasher>>,
    /// Whether a predicate named term_expansion or goal_expansion exists
    /// in some module: until one does, loading looks for no hooks
    /// (`consult/expansion.rs`).
    pub expansion_hooks_exist: bool,
    /// The module table (see `modules.rs`).
    pub modules: HashMap<Atom, modules::Module, std::hash::BuildHasherDefault<crate::term::fast_hash::FastHasher>>,
    /// Code ranges and the module of their clauses: (start address, module
    /// and whether the clauses are transparent), ascending (kept by
    /// `code_gc.rs` as ranges are reused).
    pub code_modules: Vec<(CodeAddr, transparent::CodeOwner)>,
    /// The toplevel's module (module/1).
    pub toplevel_module: Atom,
    /// What autoloading can load (exports and modules of the embedded
    /// libraries), built on first need.
    pub autoload_index: Option<modules::AutoloadIndex>,
    /// The module of the clause being compiled.
    pub compile_module: Atom,
    /// The module a Rust builtin called as `Module:Goal` runs in.
    pub explicit_context: Option<Atom>,
    // Registers.
    pub pc: CodeAddr,
    pub cp: CodeAddr,
    pub e: u32,
    /// Cut barrier of the clause being executed.
    pub b0: u32,
    /// Heap top at the newest choicepoint: older cells need trailing when bound.
    pub hb: Addr,
    /// A clause alternative not pushed yet (`shallow.rs`).
    pub(crate) shallow: shallow::Shallow,
    pub(crate) s: Addr,
    pub(crate) write_mode: bool,
    pub(crate) catch_top: u32,
    pub(crate) astack: Vec<Number>,
    /// The heap addresses of the big integers that stand on `astack` as
    /// placeholders (`heap_operands.rs`).
    pub(crate) heap_operands: Vec<Addr>,
    /// Reused work list of unify/2.
    pub(crate) unify_stack: Vec<(Cell, Cell)>,
    /// The work list of term comparison (compare.rs), kept between calls:
    /// comparison takes `&self`, so it is lent out of a `Cell`.
    pub(crate) compare_stack: std::cell::Cell<Vec<(Cell, Cell)>>,
    /// Attributed variables bound since the last wakeup: (attributes, value).
    pub wake: Vec<(Cell, Cell)>,
    pub flags: Flags,
    pub ops: Ops,
    pub arith: ArithContext,
    /// Solution bags of running findall/3 calls.
    pub bags: Vec<memory::Bag>,
    /// Scratch work list of copies into a bag (kept to spare an allocation
    /// per solution).
    pub copy_work: Vec<(usize, Cell)>,
    pub out: streams::Output,
    pub(crate) clause_counter: u64,
    /// Bytes of the clauses in the database besides their code: each
    /// clause's record and list entry, and the term kept for clause/2
    /// (`memory::CLAUSE_RECORD_BYTES`); counted against `stack_limit`.
    pub(crate) clause_store_bytes: usize,
    /// Set from another thread (Ctrl-C) to stop a running query.
    pub interrupt: Arc<AtomicBool>,
    /// Calls left before the dispatch loop returns to `run` and is entered
    /// again (WebAssembly only, see `Machine::run`).
    #[cfg(target_arch = "wasm32")]
    pub(crate) calls_until_reentry: u32,
    /// Asks what to do when the interrupt flag is seen (the toplevel's
    /// menu); without one an interrupt raises resource_error(interrupted).
    pub interrupt_handler: Option<fn(&mut Machine) -> InterruptAction>,
    pub inferences: u64,
    /// The inference count at which a call next polls (interrupts, time
    /// and inference limits, atom collection): the next multiple of
    /// `inference_limit::POLL_EVERY`, or the inference limit when that
    /// comes first.
    pub(crate) poll_at: u64,
    /// The inference count at which call_with_inference_limit/3 stops its
    /// goal (`u64::MAX`: no limit).
    pub(crate) inference_limit: u64,
    /// The catch frame (`catch_top`) in force when the inference limit
    /// started: an exception unwinding to it or below leaves the limited
    /// goal, so the limit is off from there (inference_limit.rs).
    pub(crate) inference_limit_catch: u32,
    /// Goals from initialization/1 directives, run after the file is loaded.
    pub(crate) init_goals: Vec<OwnedTerm>,
    /// The goal of `:- initialization(Goal, main)`: run once everything is
    /// loaded, its outcome the process's exit status (main.rs).
    pub main_goal: Option<OwnedTerm>,
    /// Files currently being loaded (innermost last).
    pub(crate) load_stack: Vec<load_ctx::LoadCtx>,
    /// nb_setval/2 values, copied out of the heap.
    pub(crate) global_vars: HashMap<Atom, OwnedTerm>,
    /// b_setval/2: heap address of the `'$gv'(Name, Value)` holder of each
    /// name. A holder that backtracking has removed is detected on use.
    pub(crate) b_vars: HashMap<Atom, Addr>,
    /// State passed to a nondeterministic builtin when it is re-entered on
    /// backtracking (None on its first call).
    pub redo_state: Option<Cell>,
    pub(crate) pending_exc: Option<Exc>,
    /// The error of a call's entry on its way from `enter_code` to the
    /// dispatch loop (set and taken with nothing in between).
    pub(crate) entry_exc: Option<Exc>,
    /// The snapshot a re-entered builtin left with push_redo_snapshot.
    pub redo_snapshot: Option<std::rc::Rc<database::ClauseList>>,
    /// Bytes that heap, environments, choicepoints and trail together may
    /// use before a query gets resource_error(memory) (flag stack_limit).
    pub stack_limit: usize,
    /// The collectable atoms' text size at which a builtin's return checks
    /// the memory limit (`memory.rs`).
    pub(crate) atom_bytes_poll: usize,
    /// The flag `max_integer_size` (bytes) once set; unset, integers are
    /// bounded by the memory limit alone (`arith::int_bits_for`).
    pub(crate) max_integer_size: Option<u64>,
    /// call_with_time_limit/2: when the innermost running limit expires.
    pub(crate) deadline: Option<web_time::Instant>,
    /// Sandbox mode (`--sandbox`): what a program may still read, the
    /// time limit of a query, the guarded builtins (`sandbox.rs`).
    pub sandbox: Option<Box<sandbox::Sandbox>>,
    /// Database generation: advanced by every retract, so that a running
    /// call keeps seeing the clauses it started with.
    pub generation: u64,
    /// Number of cleanup frames on the choicepoint stack (cut checks them
    /// only when there are some).
    pub(crate) cleanups: u32,
    /// Source file and line of the clause consult is adding (taken by add_clause).
    pub(crate) clause_source: Option<(Atom, u32)>,
    /// When each consulted file was last modified as it was loaded (make/0
    /// reloads the files that changed since).
    pub file_times: HashMap<Atom, std::time::SystemTime>,
    /// Files loaded so far (for ensure_loaded/1).
    pub loaded_files: std::collections::HashSet<Atom>,
    /// Names tmp_file/2 has made, so each is new.
    pub tmp_files: u64,
    /// Calls go through the tracer (trace mode, or spy points in debug
    /// mode). Tested on every call, like the interrupt poll: nothing else
    /// of the tracer runs while it is false.
    pub debug_mode: bool,
    /// Backtracking takes its general path (`choice.rs`): the tracer runs
    /// (`debug_mode`), or a fact's alternative is shallow (`shallow.rs`).
    /// One flag, so that the common retry tests one thing, as before
    /// there were shallow entries.
    pub(crate) backtrack_slow: bool,
    pub tracer: Box<trace::Tracer>,
    /// The CLP(FD) store: domains and propagators of FD variables.
    pub fd: crate::clpfd::Store,
    /// Where the last exception that nothing caught was raised.
    pub backtrace: Option<backtrace::Backtrace>,
    /// The heap collector's flag, trigger and counters (`gc.rs`).
    pub gc: gc::GcState,
    /// The atom collector's margin, trigger and counters (`atom_gc.rs`).
    pub agc: atom_gc::AgcState,
    /// Code of clauses gone from the database, free code ranges, counters (`code_gc.rs`).
    pub cgc: code_gc::CgcState,
    /// The answer tables of tabled predicates.
    pub tables: Box<tables::Tables>,
    /// Predicates declared with det/1, as (module, name, arity): their
    /// clauses load as `'Name det'` behind a checking wrapper
    /// (`builtins/det.rs`).
    pub det_preds: std::collections::HashSet<(Atom, Atom, u32)>,
    /// The clauses with a determinism guard `$/0`, as compiled: what a
    /// breach names (`det_guard.rs`).
    pub det_guards: Vec<det_guard::GuardInfo>,
    /// The libraries a program may call into without loading them first
    /// (autoloading), installed by the layer that has them (`system.rs`);
    /// a bare machine has none.
    pub libraries: Option<&'static dyn Libraries>,
    /// The compiler of meta-called control constructs, installed by the
    /// layer that has the clause compiler (`system.rs`); a bare machine
    /// interprets them (`goal_cache.rs`).
    pub goal_compiler: Option<goal_cache::GoalCompiler>,
    /// The clauses meta-called control constructs were compiled to.
    pub goal_cache: Box<goal_cache::GoalCache>,
}

/// What the engine asks of the libraries above it.
pub trait Libraries {
    /// The module of a library exporting Name/Arity, loaded now; None when
    /// no library it may load unasked exports it.
    fn autoload(&self, m: &mut Machine, name: Atom, arity: u32) -> Option<Atom>;
    /// The library, loaded only on request, that exports Name/Arity: the
    /// unknown-procedure message's hint.
    fn on_request_exporting(&self, m: &mut Machine, name: &str, arity: u32) -> Option<&'static str>;
    /// Name/Arity of every predicate autoloading can load: the unknown-
    /// procedure message's "did you mean" looks among them too.
    fn autoloadable(&self, m: &mut Machine) -> Vec<(Atom, u32)>;
    /// Loads the library that defines `module` if there is one it may load
    /// unasked and it is not loaded yet; whether it loaded one. A call
    /// `Module:Goal` into a library module that is not loaded loads it, as
    /// SWI-Prolog's autoloader does, also for a Goal it does not export.
    fn autoload_module(&self, m: &mut Machine, module: Atom) -> bool;
}

impl Machine {
    /// A machine with no predicates at all: the engine alone. A whole
    /// Prolog system is `Machine::new` (`system.rs`).
    pub fn bare() -> Machine {
        let code = vec![
            Instr::Succeed,
            Instr::ResumeAfterWake,
            Instr::CatchExit,
            Instr::Fail,
            Instr::Proceed,
            Instr::Raise,
            Instr::Raise,
            Instr::Raise,
            Instr::Deallocate,
            Instr::Proceed,
            Instr::Raise,
        ];
        let interrupt = Arc::new(AtomicBool::new(false));
        let mut arith = ArithContext::new();
        // Long computations on big integers look at the flag too.
        arith.stop = crate::arith::Stop::new(interrupt.clone());
        let mut fd = crate::clpfd::Store::default();
        // A propagation fixpoint can run for minutes: it looks at the flag.
        fd.stop = Some(interrupt.clone());
        let m = Machine {
            atoms: AtomTable::new(),
            heap: Heap::new(),
            trail: trail::Trail::with_capacity(1 << 12),
            stack: vec![Cell::Raw(0), Cell::Raw(addr::SUCCEED as u64), Cell::Raw(0)],
            choices: Vec::with_capacity(1 << 10),
            argstack: Vec::with_capacity(1 << 12),
            x: vec![Cell::Int(0); 256],
            code,
            blobs: blob_pool::BlobPool::default(),
            preds: Vec::new(),
            pred_map: HashMap::default(),
            expansion_hooks_exist: false,
            modules: HashMap::default(),
            code_modules: Vec::new(),
            toplevel_module: crate::term::atoms::USER,
            autoload_index: None,
            compile_module: crate::term::atoms::USER,
            explicit_context: None,
            pc: 0,
            cp: addr::SUCCEED,
            e: 0,
            b0: 0,
            hb: 0,
            shallow: shallow::Shallow::default(),
            s: 0,
            write_mode: false,
            catch_top: NO_CATCH,
            astack: Vec::with_capacity(64),
            heap_operands: Vec::new(),
            unify_stack: Vec::with_capacity(64),
            compare_stack: std::cell::Cell::new(Vec::with_capacity(64)),
            wake: Vec::new(),
            flags: Flags::default(),
            ops: Ops::new(),
            arith,
            bags: Vec::new(),
            copy_work: Vec::new(),
            out: streams::Output::default(),
            clause_counter: 0,
            clause_store_bytes: 0,
            interrupt,
            #[cfg(target_arch = "wasm32")]
            calls_until_reentry: run::CALLS_PER_ENTRY,
            interrupt_handler: None,
            inferences: 0,
            poll_at: inference_limit::POLL_EVERY,
            inference_limit: u64::MAX,
            inference_limit_catch: NO_CATCH,
            init_goals: Vec::new(),
            main_goal: None,
            load_stack: Vec::new(),
            global_vars: HashMap::new(),
            b_vars: HashMap::new(),
            loaded_files: Default::default(),
            tmp_files: 0,
            backtrace: None,
            clause_source: None,
            file_times: HashMap::new(),
            redo_state: None,
            pending_exc: None,
            entry_exc: None,
            redo_snapshot: None,
            cleanups: 0,
            generation: 0,
            deadline: None,
            sandbox: None,
            stack_limit: memory::default_stack_limit(),
            atom_bytes_poll: 0,
            max_integer_size: None,
            debug_mode: false,
            backtrack_slow: false,
            tracer: Box::default(),
            fd,
            gc: Default::default(),
            agc: Default::default(),
            cgc: Default::default(),
            tables: Box::default(),
            det_preds: Default::default(),
            det_guards: Vec::new(),
            libraries: None,
            goal_compiler: None,
            goal_cache: Box::default(),
        };
        m.apply_int_bound();
        m
    }

    #[inline]
    pub fn arg(&self, i: usize) -> Cell {
        self.heap.deref(self.x[i])
    }

    pub fn atom(&mut self, text: &str) -> Atom {
        self.atoms.intern(text)
    }

    /// From a nondeterministic builtin: leave a choicepoint that calls
    /// builtin `pred` again with `state` (and the same arguments) on
    /// backtracking. `state` must not point into heap cells created after
    /// this call (build it before, or use an integer).
    pub fn push_redo(&mut self, pred: PredId, state: Cell) {
        let arity = self.preds[pred as usize].arity;
        self.push_choice(choice::Alt::Redo { pred, state, snapshot: None }, arity);
    }

    /// As [`Machine::push_redo`], keeping a clause-list snapshot alive for
    /// the re-entry (`redo_snapshot`): the logical update view of clause/2.
    pub fn push_redo_snapshot(&mut self, pred: PredId, state: Cell, snapshot: std::rc::Rc<database::ClauseList>) {
        let arity = self.preds[pred as usize].arity;
        self.push_choice(choice::Alt::Redo { pred, state, snapshot: Some(snapshot) }, arity);
    }

    /// Bytes in use by the structures that grow with a running query
    /// (the allocation policy of `memory.rs`).
    pub fn stack_usage(&self) -> usize {
        self.side_usage()
            + self.heap.cells.len() * std::mem::size_of::<Cell>()
            + self.stack.len() * std::mem::size_of::<Cell>()
            + self.choices.len() * std::mem::size_of::<choice::Choice>()
            + self.argstack.len() * std::mem::size_of::<Cell>()
            + self.trail.bytes_used()
    }

    /// Makes sure the register file can hold register `n`.
    pub fn ensure_regs(&mut self, n: usize) {
        if self.x.len() <= n {
            self.x.resize(n + 1, Cell::Int(0));
        }
    }
}
