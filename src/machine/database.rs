//! The predicate database: predicate table, clause lists, and the logical
//! update view (the indexes a call selects its clauses by are in
//! `select/`).
//!
//! A predicate's clauses live in an `Rc<ClauseList>` of shared
//! `Rc<ClauseInfo>`. A running call holds a clone of the list in its
//! choicepoint, so clauses asserted later are not in its copy; assert goes
//! through `Rc::make_mut`, which copies the (pointer) list only while some
//! call still holds the old one. Retract copies nothing: it stamps the clause
//! with the generation of its death, and a call sees a clause when that
//! death is later than the generation at which the call started (the logical
//! update view). Dead clauses are purged once no call can see them.

use crate::machine::copy::OwnedTerm;
use crate::machine::instr::{CodeAddr, Instr, PredId};
use crate::machine::select::arg_index::ArgIndexes;
use crate::machine::select::clause_guard::Guard;
use crate::machine::select::first_arg_index::{DeepLists, FirstArgIndex};
use crate::machine::select::index_key::{key_word, Key, KeyWord};
use crate::machine::select::switch::Switch;
use crate::machine::Machine;
use crate::term::Atom;
use std::cell::RefCell;
use std::rc::Rc;

pub use crate::machine::select::first_arg_index::CallAlternatives;

/// A deterministic builtin implemented in Rust: reads its arguments from the
/// argument registers; Ok(false) means failure.
pub type BuiltinFn = fn(&mut Machine) -> crate::machine::Res;

/// A nondeterministic builtin: gets its own predicate id so that it can
/// leave a choicepoint with [`Machine::push_redo`]; `m.redo_state` is
/// `Some(state)` when it is re-entered on backtracking.
pub type NondetFn = fn(&mut Machine, PredId) -> crate::machine::Res;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ControlOp {
    /// call/N: the goal plus N-1 extra arguments.
    Call(u32),
    Catch,
    /// `@(Goal, Module)`: Goal with Module as its context (`metacall.rs`).
    CallAt,
    /// reset/3, shift/1 and call_continuation/1 (`continuation.rs`).
    Reset,
    /// '$tbl_reset'/5: reset/3 that adds the answers of a tabled worker.
    TableReset,
    Shift,
    CallContinuation,
}

#[derive(Clone)]
pub enum PredKind {
    /// Defined by clauses (possibly none yet).
    User,
    Builtin(BuiltinFn),
    Nondet(NondetFn),
    Control(ControlOp),
    /// Imported into its module: calls go to the predicate it names (in
    /// the exporting module); a local definition replaces the import.
    Imported(PredId),
}

/// `died` of a clause that is alive.
pub const ALIVE: u64 = u64::MAX;

/// The `id` of a front-gap placeholder slot (clause ids count up from 0).
const PLACEHOLDER_ID: u64 = u64::MAX;

pub struct ClauseInfo {
    /// Generation at which retract removed it (ALIVE until then).
    pub died: std::cell::Cell<u64>,
    pub code: CodeAddr,
    /// Number of instructions from `code` on (reclaimed together, `code_gc.rs`).
    pub len: u32,
    /// The key word of the first argument inside a compound first argument
    /// (`the` in `[the|T]`), 0 when there is none or it is a variable: the
    /// key table of a small predicate (`small_index.rs`) tells clauses
    /// with the same functor apart by it.
    pub inner_word: KeyWord,
    /// Unique id, so that retract can find the clause in the live list.
    pub id: u64,
    /// The clause as a term `Head :- Body`, for clause/2, retract/1 and
    /// listing/1; `None` for a fact, whose term is rebuilt from its code
    /// (`fact_code.rs`, [`FactCode::term`](crate::machine::fact_code::FactCode::term)).
    pub term: Option<Rc<OwnedTerm>>,
    /// The source file of a consulted clause, and the 1-based line where
    /// it starts (0 for an asserted clause): see [`ClauseInfo::source`].
    /// Two words rather than an `Option`, and the first-argument key kept
    /// in the clause list's entry only, so that a clause takes 48 bytes:
    /// with `Rc`'s counts one 64-byte allocation, the largest cost of a
    /// fact base after its code.
    source_file: crate::term::Atom,
    source_line: u32,
}

const _: () = assert!(std::mem::size_of::<ClauseInfo>() <= 48);

impl ClauseInfo {
    /// A live clause at `code` of `len` instructions, with the key word
    /// inside its first argument `inner_word`, clause term `term` (None for
    /// a fact) and source position `source`.
    pub fn new(
        code: CodeAddr,
        len: u32,
        inner_word: KeyWord,
        id: u64,
        term: Option<Rc<OwnedTerm>>,
        source: Option<(crate::term::Atom, u32)>,
    ) -> ClauseInfo {
        let (source_file, source_line) = match source {
            // Line 0 stands for "no source"; a consulted clause starts on line 1 or later.
            Some((file, line)) => (file, line.max(1)),
            None => (crate::term::Atom(0), 0),
        };
        ClauseInfo { died: std::cell::Cell::new(ALIVE), code, len, inner_word, id, term, source_file, source_line }
    }

    pub fn alive(&self) -> bool {
        self.died.get() == ALIVE
    }

    /// Where a consulted clause starts: source file and 1-based line
    /// (`None` for asserted clauses). The tracer and error backtraces show it.
    #[inline]
    pub fn source(&self) -> Option<(crate::term::Atom, u32)> {
        (self.source_line != 0).then_some((self.source_file, self.source_line))
    }
}

/// One slot of a clause list: the key and code inline, so that scanning
/// touches the shared clause data only for clauses that match.
#[derive(Clone)]
pub struct ClauseEntry {
    /// The head's first-argument key as a [`KeyWord`] (the key itself is in `info`).
    pub word: KeyWord,
    pub code: CodeAddr,
    /// Whether entry can tell that the clause commits or fails at once
    /// (`clause_guard.rs`).
    pub guard: Guard,
    pub info: Rc<ClauseInfo>,
}

impl ClauseEntry {
    fn new(c: ClauseInfo, key: Option<Key>, guard: Guard) -> ClauseEntry {
        ClauseEntry { word: key_word(key), code: c.code, guard, info: Rc::new(c) }
    }

    /// An empty slot of a front gap: dead since generation 0 (so every
    /// visibility check rejects it), keyed `Other` (so no index lists it),
    /// at no code address.
    fn placeholder() -> ClauseEntry {
        thread_local! {
            static INFO: Rc<ClauseInfo> = {
                let info = ClauseInfo::new(CodeAddr::MAX, 0, 0, PLACEHOLDER_ID, None, None);
                info.died.set(0);
                Rc::new(info)
            };
        }
        ClauseEntry {
            word: key_word(Some(Key::Other)),
            code: CodeAddr::MAX,
            guard: Guard::NONE,
            info: INFO.with(Rc::clone),
        }
    }

    /// A live clause with first-argument key `key` at `code`.
    #[cfg(test)]
    pub fn for_test(key: Option<Key>, code: CodeAddr) -> ClauseEntry {
        ClauseEntry::for_test_inner(key, 0, code)
    }

    /// A live clause with first-argument key `key` and key word `inner`
    /// inside it, at `code`.
    #[cfg(test)]
    pub fn for_test_inner(key: Option<Key>, inner: KeyWord, code: CodeAddr) -> ClauseEntry {
        ClauseEntry::new(ClauseInfo::new(code, 0, inner, 0, None, None), key, Guard::NONE)
    }

    /// Whether this is a front-gap slot rather than a clause.
    #[inline]
    pub fn is_placeholder(&self) -> bool {
        self.info.id == PLACEHOLDER_ID
    }

    /// Visible to a call that started at generation `gen`, with key word `k`.
    #[inline(always)]
    pub fn candidate(&self, k: KeyWord, gen: u64) -> bool {
        self.matches(k) && self.info.died.get() > gen
    }

    #[inline]
    pub fn alive(&self) -> bool {
        self.info.alive()
    }

    /// `candidate`, or `matches` when the list has no dead clauses.
    #[inline(always)]
    pub fn visible(&self, k: KeyWord, gen: u64, check_dead: bool) -> bool {
        if check_dead {
            self.candidate(k, gen)
        } else {
            self.matches(k)
        }
    }

    /// `candidate` for a list with no dead clauses: only the key matters.
    #[inline(always)]
    pub fn matches(&self, k: KeyWord) -> bool {
        self.word == k || self.word == 0 || k == 0
    }
}

/// A predicate's clauses. Shared (`Rc`) between the predicate and the
/// calls iterating over it. A clause keeps its position for as long as the
/// list is shared, so calls hold positions: appends happen in place (a call
/// remembers how many clauses there were when it started, `len`, and never
/// looks past that), and so do inserts at the front while a gap of
/// placeholder slots is left there (a call never goes back to a position
/// before the one it started at). Retract marks clauses dead by generation.
/// Only purging and making a new front gap move clauses, so those copy the
/// list when it is shared.
#[derive(Default)]
pub struct ClauseList {
    pub(in crate::machine) clauses: RefCell<Vec<ClauseEntry>>,
    /// Placeholder slots at the front (positions `0..front_gap`) where
    /// `asserta` puts its next clauses without moving the others: dead
    /// since generation 0, so no call ever sees them.
    pub(in crate::machine) front_gap: std::cell::Cell<usize>,
    /// Dead entries not yet purged (a hint for when to purge).
    pub(in crate::machine) dead: std::cell::Cell<usize>,
    /// Every clause before this position is dead: scans start here, so
    /// retracting from the front (queues, counters) stays O(1).
    pub(in crate::machine) live_start: std::cell::Cell<usize>,
    /// The latest death among the clauses before `live_start`: a call that
    /// started earlier may still see them, so only later calls skip them.
    pub(in crate::machine) live_start_gen: std::cell::Cell<u64>,
    pub(in crate::machine) index: RefCell<Option<FirstArgIndex>>,
    /// Indexes on other arguments, made just in time (`arg_index.rs`).
    pub(in crate::machine) other_args: RefCell<ArgIndexes>,
    /// Deep indexing: the first-argument candidates for a functor narrowed
    /// by the key inside it, by (functor key, inner key); cleared whenever
    /// positions or indexes change.
    pub(in crate::machine) deep: RefCell<DeepLists>,
    /// The first-argument switch (`switch.rs`): reset by every change of
    /// the clauses, built again by the next call.
    pub(in crate::machine) switch: Switch,
}

impl Clone for ClauseList {
    /// A copy for a new version of the predicate; its index is rebuilt on use.
    fn clone(&self) -> Self {
        ClauseList {
            clauses: RefCell::new(self.clauses.borrow().clone()),
            front_gap: self.front_gap.clone(),
            dead: self.dead.clone(),
            live_start: self.live_start.clone(),
            live_start_gen: self.live_start_gen.clone(),
            index: RefCell::new(None),
            other_args: RefCell::default(),
            deep: RefCell::default(),
            switch: Switch::default(),
        }
    }
}

/// Merges two ascending position lists.
pub(super) fn merge_sorted(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i] < b[j] {
            out.push(a[i]);
            i += 1;
        } else {
            out.push(b[j]);
            j += 1;
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// Which clauses a call considers.
#[derive(Clone)]
pub enum Cands {
    /// Every clause, filtered on the fly by the call's key word.
    Scan(KeyWord),
    /// Exactly these positions, from the index.
    List(Rc<Vec<u32>>),
}

/// Below this many clauses a linear scan beats hashing.
pub const INDEX_THRESHOLD: usize = 8;

/// Below this many clauses a call with a bound first argument scans too:
/// the scan finds the same candidates as the first-argument index (and
/// narrows them by the other bound arguments the same way, see
/// `select/entry.rs`) for less than the hash lookup costs.
pub const SCAN_BOUND_THRESHOLD: usize = 16;

impl ClauseList {
    pub fn len(&self) -> usize {
        self.clauses.borrow().len()
    }

    /// No clause, dead or alive (front-gap placeholders are not clauses).
    pub fn is_empty(&self) -> bool {
        self.clauses.borrow().len() == self.front_gap.get()
    }

    /// Whether [`ClauseList::push_front`] has a free slot.
    pub fn has_front_gap(&self) -> bool {
        self.front_gap.get() > 0
    }

    /// The code address of the clause at `pos`.
    #[inline]
    pub fn code_at(&self, pos: u32) -> CodeAddr {
        self.clauses.borrow()[pos as usize].code
    }

    /// The clause at `pos`.
    pub fn get(&self, pos: usize) -> Option<Rc<ClauseInfo>> {
        self.clauses.borrow().get(pos).map(|e| e.info.clone())
    }

    /// The entries, for a scan that must not be interrupted by a change.
    #[inline]
    pub fn entries(&self) -> std::cell::Ref<'_, Vec<ClauseEntry>> {
        self.clauses.borrow()
    }

    /// The first-argument switch as last built (`switch.rs`); it may be
    /// unknown ([`Switch::is_unknown`]).
    #[inline(always)]
    pub fn switch(&self) -> &Switch {
        &self.switch
    }

    /// Builds the first-argument switch of the clauses as they are now
    /// (`code` is the code area).
    #[cold]
    pub fn build_switch(&self, code: &[Instr]) {
        let entries = self.clauses.borrow();
        let live = &entries[self.live_start.get().min(entries.len())..];
        self.switch.build(live, self.has_dead(), code);
    }

    /// Appends a clause, in place even while calls share the list: they
    /// stop at the length they started with.
    /// `arg_key` gives the keys of the clause's arguments; `guard` is the
    /// clause's (`clause_guard.rs`).
    pub fn push(&self, c: ClauseInfo, key: Option<Key>, guard: Guard, arg_key: impl Fn(u32) -> Option<Key>) {
        self.switch.reset();
        let mut clauses = self.clauses.borrow_mut();
        let pos = clauses.len() as u32;
        let code = c.code;
        clauses.push(ClauseEntry::new(c, key, guard));
        self.other_args.borrow_mut().appended(pos, arg_key);
        self.deep.borrow_mut().clear();
        // Keep a built index up to date rather than rebuilding it on the
        // next call: assert-then-lookup loops (visited sets) stay linear.
        let mut index = self.index.borrow_mut();
        if index.as_mut().is_some_and(|idx| !idx.appended(pos, key_word(key), code)) {
            *index = None;
        }
    }

    /// Inserts a clause in front, into the front gap: in place even while
    /// calls share the list (they are all past the gap). False when the gap
    /// is used up: then [`ClauseList::open_front_gap`] must run first.
    pub fn push_front(&self, c: ClauseInfo, key: Option<Key>, guard: Guard) -> bool {
        self.switch.reset();
        let gap = self.front_gap.get();
        if gap == 0 {
            return false;
        }
        self.clauses.borrow_mut()[gap - 1] = ClauseEntry::new(c, key, guard);
        self.front_gap.set(gap - 1);
        // Only placeholders are before the new clause.
        self.live_start.set(gap - 1);
        self.live_start_gen.set(0);
        *self.index.borrow_mut() = None;
        self.other_args.borrow_mut().clear();
        self.deep.borrow_mut().clear();
        true
    }

    /// Makes room for front inserts: as many placeholder slots as there
    /// are clauses (at least a few), so that a run of asserta calls moves
    /// each clause O(1) times on average. Positions change, so the caller
    /// makes sure no call shares this list (`Rc::make_mut`).
    pub fn open_front_gap(&mut self) {
        self.switch.reset();
        let clauses = self.clauses.get_mut();
        let gap = clauses.len().max(4);
        clauses.splice(0..0, std::iter::repeat_with(ClauseEntry::placeholder).take(gap));
        self.front_gap.set(self.front_gap.get() + gap);
        self.live_start.set(self.live_start.get() + gap);
        *self.index.get_mut() = None;
        self.other_args.get_mut().clear();
        self.deep.get_mut().clear();
    }

    /// Whether some clause in the list is dead (then visibility needs the
    /// generation check).
    #[inline]
    pub fn has_dead(&self) -> bool {
        self.dead.get() > 0
    }

    /// Where scans of a call that starts now may begin: every clause before
    /// it is dead.
    #[inline]
    pub fn live_start(&self) -> usize {
        self.live_start.get()
    }

    /// Where the scans of a call that started at generation `gen` may begin.
    #[inline]
    pub(in crate::machine) fn scan_start(&self, gen: u64) -> usize {
        if gen >= self.live_start_gen.get() {
            self.live_start.get()
        } else {
            0
        }
    }

    /// Marks clause `id` dead at generation `gen` (`hint`: where it probably
    /// is); the clause, or None when it is not there or already dead. Works
    /// through a shared list: nothing is copied.
    pub fn erase(&self, id: u64, hint: usize, gen: u64) -> Option<Rc<ClauseInfo>> {
        self.switch.reset();
        let clauses = self.clauses.borrow();
        let pos = match clauses.get(hint) {
            Some(c) if c.info.id == id => Some(hint),
            _ => clauses.iter().position(|c| c.info.id == id),
        };
        let i = pos.filter(|&i| clauses[i].alive())?;
        clauses[i].info.died.set(gen);
        self.dead.set(self.dead.get() + 1);
        let mut start = self.live_start.get();
        while start < clauses.len() && !clauses[start].alive() {
            start += 1;
        }
        if start != self.live_start.get() {
            self.live_start.set(start);
            self.live_start_gen.set(gen);
        }
        Some(Rc::clone(&clauses[i].info))
    }

    /// Purges dead clauses when they are at least half of the list (so the
    /// cost is amortised over the retracts); only for an unshared list.
    pub fn maybe_purge(&mut self) {
        if self.dead.get() * 2 > self.clauses.get_mut().len() {
            self.purge();
        }
    }

    /// Drops dead clauses (when no call can still see them).
    pub fn purge(&mut self) {
        self.switch.reset();
        let clauses = self.clauses.get_mut();
        let before = clauses.len();
        clauses.retain(|c| c.alive());
        let changed = clauses.len() != before;
        self.front_gap.set(0);
        self.dead.set(0);
        self.live_start.set(0);
        self.live_start_gen.set(0);
        if changed {
            *self.index.get_mut() = None;
            self.other_args.get_mut().clear();
            self.deep.get_mut().clear();
        }
    }

    pub fn clear(&mut self) {
        self.switch.reset();
        *self.index.get_mut() = None;
        self.other_args.get_mut().clear();
        self.deep.get_mut().clear();
        self.clauses.get_mut().clear();
        self.front_gap.set(0);
        self.dead.set(0);
        self.live_start.set(0);
        self.live_start_gen.set(0);
    }

    /// Number of clauses that are alive.
    pub fn live_count(&self) -> usize {
        self.clauses.borrow().iter().filter(|c| c.alive()).count()
    }

    /// Whether any clause is alive (usually decided by the first one
    /// after the dead prefix).
    pub fn has_live(&self) -> bool {
        self.clauses.borrow()[self.live_start.get()..].iter().any(|c| c.alive())
    }
}

pub struct Pred {
    /// The module the predicate belongs to.
    pub module: Atom,
    pub name: Atom,
    pub arity: u32,
    pub kind: PredKind,
    pub dynamic: bool,
    pub discontiguous: bool,
    /// Defined by a consult, an assert or a dynamic declaration (or a builtin).
    pub defined: bool,
    /// Built into the system: clauses may not be added and clause/2 may not inspect it.
    pub system: bool,
    pub clauses: Rc<ClauseList>,
    /// The file that defined it, for redefinition handling on reconsult.
    pub source: Option<Atom>,
    /// Its `meta_predicate` declaration, one byte per argument: `0`..`9`,
    /// `:`, `^`, `/` (for `//`) for module-sensitive arguments, `?` for others.
    pub meta: Option<Rc<[u8]>>,
    /// Declared `multifile`: another file's clauses add to it.
    pub multifile: bool,
    /// Declared `module_transparent`: its clauses run in the context
    /// module of their caller (`transparent.rs`).
    pub transparent: bool,
    /// Its import came with all of a module's exports (use_module/1): a
    /// local definition overrides it, which a load warns of.
    pub weak_import: bool,
}

impl Pred {
    pub fn new(module: Atom, name: Atom, arity: u32) -> Pred {
        Pred {
            module,
            name,
            arity,
            kind: PredKind::User,
            dynamic: false,
            discontiguous: false,
            defined: false,
            system: false,
            clauses: Rc::new(ClauseList::default()),
            source: None,
            meta: None,
            multifile: false,
            transparent: false,
            weak_import: false,
        }
    }

    /// Whether the predicate exists in its module: defined, declared, or
    /// imported (an entry created only because something called it is not).
    pub fn present(&self) -> bool {
        self.defined || self.dynamic || matches!(self.kind, PredKind::Imported(_)) || !self.clauses.is_empty()
    }
}

impl Machine {
    /// The predicate `Module:Name/Arity`, creating an undefined entry when new.
    pub fn pred_in(&mut self, module: Atom, name: Atom, arity: u32) -> PredId {
        if let Some(&id) = self.pred_map.get(&(module, name, arity)) {
            return id;
        }
        let id = self.preds.len() as PredId;
        if name == crate::term::atoms::TERM_EXPANSION || name == crate::term::atoms::GOAL_EXPANSION {
            self.expansion_hooks_exist = true;
        }
        self.preds.push(Pred::new(module, name, arity));
        self.pred_map.insert((module, name, arity), id);
        id
    }

    /// The entry for `Module:Name/Arity` itself (no import resolution).
    pub fn lookup_in(&self, module: Atom, name: Atom, arity: u32) -> Option<PredId> {
        self.pred_map.get(&(module, name, arity)).copied()
    }

    /// A predicate of the `system` module (builtins and boot library).
    pub fn system_pred(&mut self, name: Atom, arity: u32) -> PredId {
        self.pred_in(crate::term::atoms::SYSTEM, name, arity)
    }

    /// Follows an import to the predicate that holds the clauses.
    #[inline]
    pub fn import_target(&self, p: PredId) -> PredId {
        match self.preds[p as usize].kind {
            PredKind::Imported(t) => t,
            _ => p,
        }
    }
}
