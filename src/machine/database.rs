//! The predicate database: predicate table, clause lists, first-argument
//! indexing, and the logical update view.
//!
//! A predicate's clauses live in an `Rc<ClauseList>`. A running call holds a
//! clone of that `Rc` in its choicepoint, so it keeps seeing the clauses as
//! they were when it started; assert/retract go through `Rc::make_mut`, which
//! copies the list only while some call still holds the old one.

use crate::compile::instr::{CodeAddr, PredId};
use crate::machine::copy::OwnedTerm;
use crate::machine::Machine;
use crate::term::{Atom, Cell, Heap};
use std::cell::OnceCell;
use std::collections::HashMap;
use std::rc::Rc;

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
}

#[derive(Clone)]
pub enum PredKind {
    /// Defined by clauses (possibly none yet).
    User,
    Builtin(BuiltinFn),
    Nondet(NondetFn),
    Control(ControlOp),
}

/// The first-argument key of a clause head or of a call.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    Atom(Atom),
    Int(i64),
    Functor(Atom, u32),
    /// Floats, big integers and strings: never indexed, always tried.
    Other,
}

pub fn key_of(heap: &Heap, c: Cell) -> Option<Key> {
    match heap.deref(c) {
        Cell::Ref(_) | Cell::Attv(_) => None,
        Cell::Atom(a) => Some(Key::Atom(a)),
        Cell::Int(i) => Some(Key::Int(i)),
        Cell::Str(a) => match heap.get(a) {
            Cell::Fun(f, n) => Some(Key::Functor(f, n)),
            _ => Some(Key::Other),
        },
        Cell::Lis(_) => Some(Key::Functor(crate::term::atoms::DOT, 2)),
        _ => Some(Key::Other),
    }
}

pub struct ClauseInfo {
    pub code: CodeAddr,
    /// First-argument key of the head; `None` when it is a variable (matches anything).
    pub key: Option<Key>,
    /// Unique id, so that retract can find the clause in the live list.
    pub id: u64,
    /// The clause as a term `Head :- Body`, for clause/2, retract/1 and listing/1.
    pub term: Rc<OwnedTerm>,
}

impl Clone for ClauseInfo {
    fn clone(&self) -> Self {
        ClauseInfo { code: self.code, key: self.key, id: self.id, term: self.term.clone() }
    }
}

impl ClauseInfo {
    /// Whether this clause can match a call whose first argument has key `k`.
    #[inline(always)]
    pub fn matches(&self, k: Option<Key>) -> bool {
        match (self.key, k) {
            (None, _) | (_, None) => true,
            (Some(a), Some(b)) => a == b,
        }
    }
}

/// A fast hasher for index keys (small integers and atom ids): SipHash's
/// resistance to crafted collisions buys nothing here and costs a lot.
#[derive(Default, Clone, Copy)]
pub struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64);
    }
    #[inline]
    fn write_i64(&mut self, n: i64) {
        self.write_u64(n as u64);
    }
    #[inline]
    fn write_isize(&mut self, n: isize) {
        self.write_u64(n as u64);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

type KeyMap<V> = HashMap<Key, V, std::hash::BuildHasherDefault<KeyHasher>>;

/// Positions of the clauses that can match each key, built on first use.
pub struct FirstArgIndex {
    by_key: KeyMap<Rc<[u32]>>,
    /// Clauses with a variable first argument, for keys no clause names.
    var_only: Rc<[u32]>,
}

#[derive(Default)]
pub struct ClauseList {
    pub clauses: Vec<ClauseInfo>,
    index: OnceCell<FirstArgIndex>,
}

impl Clone for ClauseList {
    /// A copy for a new version of the predicate; its index is rebuilt on use.
    fn clone(&self) -> Self {
        ClauseList { clauses: self.clauses.clone(), index: OnceCell::new() }
    }
}

/// Which clauses a call considers.
#[derive(Clone)]
pub enum Cands {
    /// Every clause, filtered by key on the fly.
    Scan(Option<Key>),
    /// Exactly these positions, from the index.
    List(Rc<[u32]>),
}

/// Below this many clauses a linear scan beats hashing.
pub const INDEX_THRESHOLD: usize = 8;

impl ClauseList {
    pub fn push(&mut self, c: ClauseInfo) {
        self.index = OnceCell::new();
        self.clauses.push(c);
    }

    pub fn push_front(&mut self, c: ClauseInfo) {
        self.index = OnceCell::new();
        self.clauses.insert(0, c);
    }

    pub fn remove_id(&mut self, id: u64) -> bool {
        if let Some(pos) = self.clauses.iter().position(|c| c.id == id) {
            self.index = OnceCell::new();
            self.clauses.remove(pos);
            true
        } else {
            false
        }
    }

    pub fn clear(&mut self) {
        self.index = OnceCell::new();
        self.clauses.clear();
    }

    fn index(&self) -> &FirstArgIndex {
        self.index.get_or_init(|| {
            let mut keys: Vec<Key> = Vec::new();
            for c in &self.clauses {
                if let Some(k) = c.key {
                    if k != Key::Other && !keys.contains(&k) {
                        keys.push(k);
                    }
                }
            }
            let mut by_key = KeyMap::with_capacity_and_hasher(keys.len(), Default::default());
            for k in keys {
                let positions: Vec<u32> = self
                    .clauses
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.key.is_none() || c.key == Some(k))
                    .map(|(i, _)| i as u32)
                    .collect();
                by_key.insert(k, positions.into());
            }
            let var_only: Vec<u32> =
                self.clauses.iter().enumerate().filter(|(_, c)| c.key.is_none()).map(|(i, _)| i as u32).collect();
            FirstArgIndex { by_key, var_only: var_only.into() }
        })
    }

    /// The candidate set for a call with first-argument key `k`.
    pub fn candidates(&self, k: Option<Key>) -> Cands {
        match k {
            Some(key) if key != Key::Other && self.clauses.len() >= INDEX_THRESHOLD => {
                let idx = self.index();
                Cands::List(idx.by_key.get(&key).cloned().unwrap_or_else(|| idx.var_only.clone()))
            }
            _ => Cands::Scan(k),
        }
    }

    /// The first candidate at or after `from`, as (step position, clause position).
    #[inline]
    pub fn next_candidate(&self, cands: &Cands, from: u32) -> Option<(u32, u32)> {
        match cands {
            Cands::Scan(k) => {
                let mut i = from as usize;
                while i < self.clauses.len() {
                    if self.clauses[i].matches(*k) {
                        return Some((i as u32, i as u32));
                    }
                    i += 1;
                }
                None
            }
            Cands::List(list) => list.get(from as usize).map(|&p| (from, p)),
        }
    }
}

pub struct Pred {
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
}

impl Pred {
    pub fn new(name: Atom, arity: u32) -> Pred {
        Pred {
            name,
            arity,
            kind: PredKind::User,
            dynamic: false,
            discontiguous: false,
            defined: false,
            system: false,
            clauses: Rc::new(ClauseList::default()),
            source: None,
        }
    }
}

impl Machine {
    /// The predicate id for name/arity, creating an undefined entry when new.
    pub fn pred_id(&mut self, name: Atom, arity: u32) -> PredId {
        if let Some(&id) = self.pred_map.get(&(name, arity)) {
            return id;
        }
        let id = self.preds.len() as PredId;
        self.preds.push(Pred::new(name, arity));
        self.pred_map.insert((name, arity), id);
        id
    }

    pub fn lookup_pred(&self, name: Atom, arity: u32) -> Option<PredId> {
        self.pred_map.get(&(name, arity)).copied()
    }

    /// Name under which a module-qualified predicate `Module:Name` is stored.
    /// Modules are only a naming convention here: `user` is the plain name.
    pub fn qualified_name(&mut self, module: Atom, name: Atom) -> Atom {
        if module == crate::term::atoms::USER {
            return name;
        }
        let text = format!("{}:{}", self.atoms.text(module), self.atoms.text(name));
        self.atoms.intern(&text)
    }
}
