//! Clause selection by a call's arguments, for predicates of
//! [`INDEX_THRESHOLD`] clauses or more (smaller ones are scanned at entry,
//! `enter.rs`): the first-argument index, by key word ([`KeyWord`]), built
//! on first use and kept up to date by appends; deep indexing inside a
//! compound first argument; and the just-in-time indexes of the other
//! arguments (`arg_index.rs`) when the first does not tell the clauses
//! apart. Words rather than keys: a call's word is read straight from the
//! heap and hashes in one step; two integers that share a word share a
//! list, and a call tries a clause that unification then rejects.

use crate::machine::database::{merge_sorted, Cands, ClauseEntry, ClauseList, INDEX_THRESHOLD};
use crate::machine::fact_code::FactCode;
use crate::machine::instr::CodeAddr;
use crate::machine::select::arg_index::KeyIndex;
use crate::machine::select::index_key::{key_word, CallArgs, Key, KeyWord, LIST_HEAD, LIST_KEY};
use crate::term::fast_hash::FastHasher;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::rc::Rc;

/// A first-argument candidate list this short is used as it is, narrowed
/// by the other bound arguments only when a choicepoint would be left; a
/// longer one (the first argument does not discriminate) makes a call look
/// for a better index on another bound argument.
const FEW_CANDIDATES: usize = 16;

/// The [`KeyWord`] of an `Other` key (floats, big integers, strings): not
/// indexed, always tried.
const OTHER_WORD: KeyWord = 1;

/// A map keyed by key words.
type WordMap<V> = HashMap<KeyWord, V, BuildHasherDefault<FastHasher>>;

/// Deep indexing's lists, by the key words of a compound first argument
/// and of the first argument inside it.
pub(in crate::machine) type DeepLists = HashMap<(KeyWord, KeyWord), Slot, BuildHasherDefault<FastHasher>>;

/// A list of candidate positions, with the code of its first two clauses
/// and its length: while no clause of the list is dead, a call enters its
/// first clause and makes the alternative of its second without reading
/// the clause list, and a call with one candidate does not read the list
/// at all (it is a separate allocation, often out of the cache).
#[derive(Clone)]
pub(in crate::machine) struct Slot {
    list: Rc<Vec<u32>>,
    codes: [CodeAddr; 2],
    len: u32,
}

impl Slot {
    /// The slot of positions `list` in `clauses`.
    fn new(list: Rc<Vec<u32>>, clauses: &[ClauseEntry]) -> Slot {
        let code = |i: usize| list.get(i).map_or(CodeAddr::MAX, |&p| clauses[p as usize].code);
        let codes = [code(0), code(1)];
        let len = list.len() as u32;
        Slot { list, codes, len }
    }

    /// Appends position `pos`, the clause at `code`: in place unless a
    /// running call holds the list.
    fn push(&mut self, pos: u32, code: CodeAddr) {
        let list = Rc::make_mut(&mut self.list);
        if let Some(c) = self.codes.get_mut(list.len()) {
            *c = code;
        }
        list.push(pos);
        self.len = list.len() as u32;
    }
}

/// What the index keeps for a key word, in one word: a word with one
/// candidate (the commonest case by far in a fact base, one clause per
/// first-argument value) keeps its position and code inline, so that it
/// costs a hash-table slot and no allocation; a word with more keeps the
/// number of its [`Slot`] in [`FirstArgIndex::lists`]. Low half: the
/// position or the list's number; high half: the clause's code, or
/// `CodeAddr::MAX` (never a clause's address) for a list.
#[derive(Clone, Copy)]
struct Entry(u64);

impl Entry {
    fn one(pos: u32, code: CodeAddr) -> Entry {
        debug_assert!(code != CodeAddr::MAX, "a clause's code address");
        Entry(pos as u64 | (code as u64) << 32)
    }

    fn list(n: usize) -> Entry {
        Entry(n as u64 | (CodeAddr::MAX as u64) << 32)
    }

    /// The list's number, or the one candidate's position and code.
    #[inline(always)]
    fn get(self) -> Result<usize, (u32, CodeAddr)> {
        let (low, code) = (self.0 as u32, (self.0 >> 32) as CodeAddr);
        if code == CodeAddr::MAX {
            Ok(low as usize)
        } else {
            Err((low, code))
        }
    }
}

/// The candidates of a key word as [`FirstArgIndex::lookup`] finds them.
#[derive(Clone, Copy)]
enum Found<'a> {
    One { pos: u32, code: CodeAddr },
    List(&'a Slot),
}

impl Found<'_> {
    #[inline(always)]
    fn len(self) -> usize {
        match self {
            Found::One { .. } => 1,
            Found::List(slot) => slot.len as usize,
        }
    }

    /// The candidates as a list (made now for one candidate).
    fn cands(self) -> Cands {
        match self {
            Found::One { pos, .. } => Cands::List(Rc::new(vec![pos])),
            Found::List(slot) => Cands::List(slot.list.clone()),
        }
    }
}

/// Positions of the clauses that can match each first-argument key word
/// (the clauses with that word and those with a variable there, in
/// order), built on first use.
pub struct FirstArgIndex {
    by_word: WordMap<Entry>,
    /// The candidate lists of the words with more than one.
    lists: Vec<Slot>,
    /// Clauses with a variable first argument, for words no clause has.
    var_only: Slot,
}

impl FirstArgIndex {
    /// The index of `clauses`, in one pass.
    fn build(clauses: &[ClauseEntry]) -> FirstArgIndex {
        let var_positions: Vec<u32> =
            clauses.iter().enumerate().filter(|(_, c)| c.word == 0).map(|(i, _)| i as u32).collect();
        let mut index = FirstArgIndex {
            by_word: WordMap::default(),
            lists: Vec::new(),
            var_only: Slot::new(Rc::new(Vec::new()), clauses),
        };
        if var_positions.is_empty() {
            // As many words as clauses at most; trimmed below when fewer.
            index.by_word.reserve(clauses.len());
            for (i, c) in clauses.iter().enumerate() {
                if c.word != OTHER_WORD {
                    index.add(i as u32, c.word, c.code);
                }
            }
        } else {
            // Every word's list holds the clauses with a variable there too.
            let mut per_word: WordMap<Vec<u32>> = WordMap::default();
            for (i, c) in clauses.iter().enumerate() {
                if c.word > OTHER_WORD {
                    per_word.entry(c.word).or_default().push(i as u32);
                }
            }
            index.by_word.reserve(per_word.len());
            for (w, positions) in per_word {
                index.lists.push(Slot::new(Rc::new(merge_sorted(&positions, &var_positions)), clauses));
                index.by_word.insert(w, Entry::list(index.lists.len() - 1));
            }
            index.var_only = Slot::new(Rc::new(var_positions), clauses);
        }
        index.by_word.shrink_to_fit();
        index.lists.shrink_to_fit();
        index
    }

    /// Adds the clause at `pos` (at `code`) with bound key word `word` to
    /// the end of that word's candidates.
    fn add(&mut self, pos: u32, word: KeyWord, code: CodeAddr) {
        use std::collections::hash_map::Entry as MapEntry;
        match self.by_word.entry(word) {
            MapEntry::Vacant(v) if self.var_only.len == 0 => {
                v.insert(Entry::one(pos, code));
            }
            MapEntry::Vacant(v) => {
                let mut slot = self.var_only.clone();
                slot.push(pos, code);
                self.lists.push(slot);
                v.insert(Entry::list(self.lists.len() - 1));
            }
            MapEntry::Occupied(mut o) => match o.get().get() {
                Ok(n) => self.lists[n].push(pos, code),
                Err((first, first_code)) => {
                    let slot = Slot { list: Rc::new(vec![first, pos]), codes: [first_code, code], len: 2 };
                    self.lists.push(slot);
                    *o.get_mut() = Entry::list(self.lists.len() - 1);
                }
            },
        }
    }

    /// Takes in a clause appended at `pos` whose first argument has key word
    /// `word`: in place unless a running call holds the list it joins.
    /// False when the index must be built again (a clause with a variable
    /// first argument joins every list).
    /// `code` is the clause's.
    pub(in crate::machine) fn appended(&mut self, pos: u32, word: KeyWord, code: CodeAddr) -> bool {
        match word {
            0 => false,
            OTHER_WORD => true,
            w => {
                self.add(pos, w, code);
                true
            }
        }
    }

    /// The candidates of a call whose first argument has (bound) key word
    /// `word`, and whether they are the clauses with a variable there only.
    #[inline]
    fn lookup(&self, word: KeyWord) -> (Found<'_>, bool) {
        match self.by_word.get(&word).map(|e| e.get()) {
            Some(Ok(n)) => (Found::List(&self.lists[n]), false),
            Some(Err((pos, code))) => (Found::One { pos, code }, false),
            None => (Found::List(&self.var_only), true),
        }
    }
}

/// The clauses a call tries: the first (its code) and, when there is
/// another, the alternative to come back to (the candidates, the
/// alternative's code and the step after it).
pub type CallAlternatives = (CodeAddr, Option<(Cands, CodeAddr, u32)>);

impl ClauseList {
    fn build_index(&self) {
        if self.index.borrow().is_some() {
            return;
        }
        let index = FirstArgIndex::build(&self.clauses.borrow());
        *self.index.borrow_mut() = Some(index);
    }

    /// The candidate set for a call with first-argument key `k`.
    #[inline]
    pub fn candidates(&self, k: Option<Key>) -> Cands {
        match k {
            Some(key) if key != Key::Other && self.len() >= INDEX_THRESHOLD => self.first_arg_candidates(key_word(k)).0,
            _ => Cands::Scan(key_word(k)),
        }
    }

    /// The clauses the first-argument index gives for bound key word
    /// `word` (built on first use), and whether they are the clauses with a
    /// variable there only.
    #[inline]
    fn first_arg_candidates(&self, word: KeyWord) -> (Cands, bool) {
        if let Some(idx) = self.index.borrow().as_ref() {
            let (found, var_only) = idx.lookup(word);
            return (found.cands(), var_only);
        }
        self.build_index();
        self.first_arg_candidates(word)
    }

    /// The clauses the call `call` tries, selected as
    /// [`ClauseList::candidates_for_call`] selects them, for a call that
    /// started at generation `gen` with `len` clauses. A bound first
    /// argument (the commonest call of a larger predicate) is looked up by
    /// its word, and deep indexing by the word inside it, without keys;
    /// its list is shared with a choicepoint only when there is one.
    #[inline]
    pub fn call_alternatives(&self, call: CallArgs, facts: FactCode, gen: u64, len: u32) -> Option<CallAlternatives> {
        let word = call.first_word();
        if word == 0 && facts.arity >= 2 && !self.has_dead() {
            // An unbound first argument: another argument's index may have
            // the one clause (as candidates_for_call would find it).
            if let Some(p) = self.single_other_arg_hit(facts, |i| call.key(i)) {
                return (p < len).then(|| (self.clauses.borrow()[p as usize].code, None));
            }
        }
        if word <= OTHER_WORD {
            let cands = self.candidates_for_call(call.first_key(), facts, |i| call.key(i));
            return self.alternatives_of(cands, gen, len);
        }
        if self.index.borrow().is_none() {
            self.build_index();
        }
        let index = self.index.borrow();
        let (first, var_only) = index.as_ref().expect("the index just built").lookup(word);
        let n = first.len();
        if n > FEW_CANDIDATES && (facts.arity >= 2 || is_functor_word(word)) {
            let first = first.cands();
            drop(index);
            let cands = self.narrow_by_other_args(first, facts, |i| call.key(i));
            return self.alternatives_of(cands, gen, len);
        }
        match first {
            Found::List(slot) if deep_may_narrow(n, word, var_only) && call.inner_word() > OTHER_WORD => {
                let inner = call.inner_word();
                if let Some(deep) = self.deep.borrow().get(&(word, inner)) {
                    return self.slot_alternatives(deep, gen, len);
                }
                let deep = self.deep_slot(word, &slot.list, inner, facts);
                self.slot_alternatives(&deep, gen, len)
            }
            Found::List(slot) => {
                if facts.arity >= 2 && slot.len >= 2 {
                    // Several candidates: the other bound arguments may
                    // tell them apart.
                    if let Some(narrowed) = self.narrowed_by_other_args(word, 0, facts, |i| call.key(i)) {
                        return self.alternatives_of(Cands::List(Rc::new(narrowed)), gen, len);
                    }
                }
                self.slot_alternatives(slot, gen, len)
            }
            Found::One { pos, code } => self.one_alternative(pos, code, gen, len),
        }
    }

    /// The alternatives of a call whose one candidate is the clause at
    /// `pos` (at `code`).
    #[inline(always)]
    fn one_alternative(&self, pos: u32, code: CodeAddr, gen: u64, len: u32) -> Option<CallAlternatives> {
        if self.has_dead() {
            let clauses = self.clauses.borrow();
            return self.list_alternative(&clauses, &[pos], 0, gen, len).map(|(code, _)| (code, None));
        }
        (pos < len).then_some((code, None))
    }

    /// The alternatives of a call with the candidates of `slot`: from its
    /// codes while no clause is dead (every position of the list is below
    /// the call's length, the list's now), and shared with the choicepoint
    /// only when there is one.
    #[inline(always)]
    fn slot_alternatives(&self, slot: &Slot, gen: u64, len: u32) -> Option<CallAlternatives> {
        if self.has_dead() {
            return self.list_alternatives(&slot.list, gen, len);
        }
        match slot.len {
            0 => None,
            1 => Some((slot.codes[0], None)),
            _ => Some((slot.codes[0], Some((Cands::List(slot.list.clone()), slot.codes[1], 2)))),
        }
    }

    /// The alternatives of a call with candidates `cands`.
    #[inline]
    fn alternatives_of(&self, cands: Cands, gen: u64, len: u32) -> Option<CallAlternatives> {
        let (code, next) = self.first_alternatives(&cands, gen, len)?;
        Some((code, next.map(|(next, pos)| (cands, next, pos))))
    }

    /// The alternatives of a call with candidate positions `list`, shared
    /// with the choicepoint only when there is one.
    #[inline(never)]
    fn list_alternatives(&self, list: &Rc<Vec<u32>>, gen: u64, len: u32) -> Option<CallAlternatives> {
        let clauses = self.clauses.borrow();
        let (code, after) = self.list_alternative(&clauses, list, 0, gen, len)?;
        let next = self.list_alternative(&clauses, list, after, gen, len);
        Some((code, next.map(|(next, pos)| (Cands::List(list.clone()), next, pos))))
    }

    /// The candidate set for a call whose argument keys `arg_key` gives:
    /// by the first argument when it is bound and narrows the clauses down
    /// to a few, else by the first other bound argument whose just-in-time
    /// index tells the clauses apart (when that gives fewer), else by the
    /// first argument or every clause. For predicates of at least
    /// [`INDEX_THRESHOLD`] clauses (smaller ones are scanned by the caller).
    #[inline]
    pub fn candidates_for_call(&self, k: Option<Key>, facts: FactCode, arg_key: impl Fn(u32) -> Option<Key>) -> Cands {
        let (first, var_only) = match k {
            Some(key) if key != Key::Other => self.first_arg_candidates(key_word(k)),
            _ => (Cands::Scan(key_word(k)), false),
        };
        if facts.arity < 2 && !matches!(k, Some(Key::Functor(..))) {
            return first;
        }
        if let Cands::List(l) = &first {
            if l.len() <= FEW_CANDIDATES {
                // A short list: narrowed only by the key inside a compound
                // first argument.
                let word = key_word(k);
                if deep_may_narrow(l.len(), word, var_only) {
                    let inner = key_word(arg_key(LIST_HEAD));
                    if inner > OTHER_WORD {
                        if let Some(deep) = self.deep.borrow().get(&(word, inner)) {
                            return Cands::List(deep.list.clone());
                        }
                        return Cands::List(self.deep_slot(word, l, inner, facts).list);
                    }
                }
                return first;
            }
        }
        self.narrow_by_other_args(first, facts, arg_key)
    }

    /// Deep indexing: the clauses of `first` (the candidates for the
    /// compound first-argument word `word`) that the first argument inside
    /// the call's compound, of key word `inner`, can match
    /// ([`LIST_HEAD`]); kept per pair of words, so each pair looks at its
    /// clauses once.
    #[cold]
    fn deep_slot(&self, word: KeyWord, first: &Rc<Vec<u32>>, inner: KeyWord, facts: FactCode) -> Slot {
        let clauses = self.clauses.borrow();
        // A clause stays when its word there is a variable's or the call's.
        let both: Vec<u32> = first
            .iter()
            .copied()
            .filter(|&p| match facts.arg_key(&clauses[p as usize].info, LIST_HEAD) {
                None => true,
                k => key_word(k) == inner,
            })
            .collect();
        let list = if both.len() < first.len() { Rc::new(both) } else { first.clone() };
        let slot = Slot::new(list, &clauses);
        self.deep.borrow_mut().insert((word, inner), slot.clone());
        slot
    }

    /// [`ClauseList::candidates_for_call`] past the first argument: keeps a
    /// short first-argument list, else tries the other arguments' indexes.
    #[inline]
    fn narrow_by_other_args(&self, first: Cands, facts: FactCode, arg_key: impl Fn(u32) -> Option<Key>) -> Cands {
        let first_len = match &first {
            Cands::List(l) if l.len() <= FEW_CANDIDATES => return first,
            Cands::List(l) => l.len(),
            Cands::Scan(_) => usize::MAX,
        };
        match self.other_arg_candidates(facts, arg_key) {
            Some((_, list)) if list.len() < first_len => Cands::List(list),
            _ => first,
        }
    }

    /// The candidates from the index of the first bound argument after the
    /// first that has a useful one, the first element of a list first
    /// argument coming before the second argument: (argument, positions).
    pub fn other_arg_candidates(
        &self,
        facts: FactCode,
        arg_key: impl Fn(u32) -> Option<Key>,
    ) -> Option<(u32, Rc<Vec<u32>>)> {
        self.with_other_arg_index(facts, arg_key, |arg, idx, key| Some((arg, idx.lookup(key))))
    }

    /// The one clause position that the index
    /// [`ClauseList::other_arg_candidates`] chooses gives, when it gives one.
    #[inline]
    fn single_other_arg_hit(&self, facts: FactCode, arg_key: impl Fn(u32) -> Option<Key>) -> Option<u32> {
        self.with_other_arg_index(facts, arg_key, |_, idx, key| idx.single(key))
    }

    /// `found(argument, index, key)` of the first bound argument after the
    /// first whose index is useful (built now if it discriminates), the
    /// first element of a list first argument coming before the second
    /// argument; None when there is none.
    #[inline(always)]
    fn with_other_arg_index<R>(
        &self,
        facts: FactCode,
        arg_key: impl Fn(u32) -> Option<Key>,
        found: impl FnOnce(u32, &KeyIndex, Key) -> Option<R>,
    ) -> Option<R> {
        let clauses = self.clauses.borrow();
        let mut others = self.other_args.borrow_mut();
        for arg in std::iter::once(LIST_HEAD).chain(1..facts.arity) {
            match arg_key(arg) {
                None | Some(Key::Other) => {}
                Some(key) => {
                    if let Some(idx) = others.index_for(arg, &clauses, facts) {
                        return found(arg, idx, key);
                    }
                }
            }
        }
        None
    }

    /// The candidates of a call of a predicate of `facts.arity` arguments
    /// whose first argument has key word `word` (0 for unbound) that would
    /// leave a choicepoint, from position `from` on, narrowed by its other
    /// bound arguments ([`ArgIndexes::narrow`]); None when none narrows
    /// them. Only the bound arguments of the call are assessed, as
    /// [`ClauseList::other_arg_candidates`] does.
    ///
    /// [`ArgIndexes::narrow`]: crate::machine::select::arg_index::ArgIndexes::narrow
    #[cold]
    pub fn narrowed_by_other_args(
        &self,
        word: KeyWord,
        from: u32,
        facts: FactCode,
        arg_key: impl Fn(u32) -> Option<Key>,
    ) -> Option<Vec<u32>> {
        let clauses = self.clauses.borrow();
        self.other_args.borrow_mut().narrow(word, from, facts.arity, &clauses, facts, arg_key)
    }

    /// The same narrowing for a small predicate (scanned at entry, at most
    /// 64 clauses) as a bit set of positions from `from` on, without
    /// allocating, by the key words of the call's first argument (`word`)
    /// and other arguments (`arg_word`); the caller tests whether the
    /// clauses at the positions it keeps are alive. Its
    /// arguments after the first are all assessed the first time, and not
    /// again until its clauses change (the switch keeps which tell them
    /// apart).
    #[cold]
    pub fn narrowed_mask_by_other_args(
        &self,
        word: KeyWord,
        from: u32,
        facts: FactCode,
        arg_word: impl Fn(u32) -> KeyWord,
    ) -> Option<u64> {
        let mut others = self.other_args.borrow_mut();
        if !self.switch.other_args_assessed() {
            let clauses = self.clauses.borrow();
            let bits = others.discriminating(facts.arity, &clauses, facts);
            self.switch.set_other_args(bits);
            if bits == 0 {
                return None;
            }
        }
        others.narrow_mask(word, from, arg_word)
    }

    /// The candidates from argument `arg`'s index if it has one (built now
    /// if it discriminates); for clause/2 and retract/1 resuming a walk.
    pub fn arg_candidates(&self, arg: u32, key: Key, facts: FactCode) -> Option<Rc<Vec<u32>>> {
        let clauses = self.clauses.borrow();
        let mut others = self.other_args.borrow_mut();
        others.index_for(arg, &clauses, facts).map(|idx| idx.lookup(key))
    }
}

/// Whether key word `word` is a functor's (a compound first argument).
#[inline(always)]
fn is_functor_word(word: KeyWord) -> bool {
    word >> 62 == 2
}

/// Whether the `n` first-argument candidates of a call with compound
/// first argument of key word `word` (`var_only`: the clauses with a
/// variable there only, which have nothing inside it) may be narrowed by
/// the key inside the call's compound: not a list (clauses on lists mostly
/// have a variable for the first element, grammar rules a variable for the
/// whole list), and at least two.
#[inline(always)]
fn deep_may_narrow(n: usize, word: KeyWord, var_only: bool) -> bool {
    n >= 2 && is_functor_word(word) && word != key_word(Some(LIST_KEY)) && !var_only
}
