//! Indexes on arguments other than the first, decided just in time as
//! SWI-Prolog does: when a call's first argument is unbound and another
//! argument is bound, the predicate gets a hash index on that argument the
//! first time such a call comes, if the argument tells the clauses apart
//! (many distinct keys, few clauses with a variable there). The index is
//! kept and updated by assertz like the first-argument index; it is
//! dropped when positions shift (asserta, purge) and rebuilt on use.
//!
//! A call through an index sees exactly the clauses that can match, so a
//! determinate call on any indexed argument leaves no choicepoint.
//!
//! A call whose first argument leaves several candidates (`parent(tom,
//! bob)` against `parent(tom, bob)` and `parent(tom, liz)`) and that would
//! leave a choicepoint has them narrowed by the keys of its other bound
//! arguments whose indexes tell the clauses apart
//! ([`ArgIndexes::narrow`]): SWI-Prolog settles such a call by its most
//! selective argument; taking every such argument together leaves no
//! choicepoint where any one of them alone would not.

use super::index_key::{key_word, Key, KeyMap, KeyWord, LIST_HEAD};
use crate::machine::copy::OwnedTerm;
use crate::machine::database::{merge_sorted, ClauseEntry, SCAN_BOUND_THRESHOLD};
use crate::machine::fact_code::FactCode;
use crate::term::{atoms, Cell};
use std::rc::Rc;

/// Clause positions per key of one argument.
pub struct KeyIndex {
    by_key: KeyMap<Hits>,
    /// Clauses with a variable in the argument: they match every key.
    var_only: Rc<Vec<u32>>,
    /// What a small predicate's narrowing reads ([`ArgIndexes::narrow_mask`]).
    masks: WordMasks,
}

/// For a predicate of at most 64 clauses, the clauses that can match each
/// key of one argument as a bit set of positions, by key word (keys whose
/// words are equal share one entry, the union of theirs), and those with
/// a variable there. A call's key word is found by a comparison or two,
/// where the hash of its key and the walk of its list cost prover's
/// `expand/3` more than the choicepoint they spare.
#[derive(Default)]
struct WordMasks {
    words: Vec<(KeyWord, u64)>,
    var: u64,
    /// Whether every clause position is below 64, so that the sets are
    /// exact; when not, every lookup answers all positions.
    small: bool,
}

impl WordMasks {
    /// The sets of no clause yet, with the positions `vars` (those with a
    /// variable there) when `small`.
    fn new(small: bool, vars: &[u32]) -> WordMasks {
        let var = if small { vars.iter().fold(0, |m, &p| m | 1 << p) } else { 0 };
        WordMasks { words: Vec::new(), var, small }
    }

    /// The positions that can match a key of word `word` (not 0).
    #[inline]
    fn lookup(&self, word: KeyWord) -> u64 {
        if !self.small {
            return u64::MAX;
        }
        self.words.iter().find(|e| e.0 == word).map_or(self.var, |e| e.1)
    }

    /// Records clause position `pos` under `word`.
    fn add(&mut self, word: KeyWord, pos: u32) {
        if pos >= 64 {
            self.small = false;
            return;
        }
        let bit = 1 << pos;
        match self.words.iter_mut().find(|e| e.0 == word) {
            Some(e) => e.1 |= bit,
            None => self.words.push((word, self.var | bit)),
        }
    }

    /// The first arguments of `clauses` (placeholders left out): each
    /// clause's key word is the one its entry keeps.
    fn of_first_args(clauses: &[ClauseEntry]) -> WordMasks {
        let live = || clauses.iter().enumerate().filter(|(_, c)| !c.is_placeholder());
        let vars: Vec<u32> = live().filter(|(_, c)| c.word == 0).map(|(p, _)| p as u32).collect();
        let mut masks = WordMasks::new(clauses.len() <= 64, &vars);
        for (p, c) in live().filter(|(_, c)| c.word != 0) {
            masks.add(c.word, p as u32);
        }
        masks
    }
}

/// The clauses that can match one key: their positions, shared with the
/// choicepoints that walk them, and beside them in the table how many
/// there are and the first. A call that has one candidate (a table of
/// facts with distinct values in the argument) is settled from the table
/// alone, without the list's allocation: on a large table each is a cache
/// miss.
struct Hits {
    count: u32,
    first: u32,
    list: Rc<Vec<u32>>,
}

impl Hits {
    fn new(list: Rc<Vec<u32>>) -> Hits {
        Hits { count: list.len() as u32, first: list.first().copied().unwrap_or(0), list }
    }
}

impl KeyIndex {
    /// The clauses that can match `key`, in order.
    pub fn lookup(&self, key: Key) -> Rc<Vec<u32>> {
        match self.by_key.get(&key) {
            Some(hits) => hits.list.clone(),
            None => self.var_only.clone(),
        }
    }

    /// The clauses that can match a key of word `word` (neither 0 nor
    /// 1: a key that is indexed) as a bit set of their positions, for a
    /// predicate of at most 64 clauses.
    #[inline]
    pub fn word_mask(&self, word: KeyWord) -> u64 {
        self.masks.lookup(word)
    }

    /// The position of the one clause that can match `key`, when there is
    /// exactly one.
    #[inline]
    pub fn single(&self, key: Key) -> Option<u32> {
        match self.by_key.get(&key) {
            Some(hits) => (hits.count == 1).then_some(hits.first),
            None => match self.var_only.as_slice() {
                &[p] => Some(p),
                _ => None,
            },
        }
    }
}

/// What is known about one argument position.
enum Slot {
    Built(KeyIndex),
    /// Assessed when the predicate had `clauses` clauses and found not to
    /// tell them apart; assessed again once it has twice as many.
    Poor {
        clauses: usize,
    },
}

/// The indexes of a predicate on arguments 2, 3, … and on the first
/// argument of a compound first argument ([`LIST_HEAD`]).
#[derive(Default)]
pub struct ArgIndexes {
    slots: Vec<(u32, Slot)>,
    /// The first argument's clauses by key word, for a small predicate's
    /// narrowing: set by [`ArgIndexes::discriminating`], which runs again
    /// whenever the clauses change.
    first: WordMasks,
}

/// The key of argument `arg` (0-based) of a stored clause `Head :- Body`.
pub fn stored_arg_key(term: &OwnedTerm, arg: u32) -> Option<Key> {
    let cells = &term.cells;
    let deref = |mut c: Cell| {
        while let Cell::Ref(a) | Cell::Attv(a) = c {
            let next = cells[a as usize];
            if next.same(c) {
                return c;
            }
            c = next;
        }
        c
    };
    let Cell::Str(neck) = deref(term.root) else { return None };
    let Cell::Str(head) = deref(cells[neck as usize + 1]) else { return None };
    let n = match cells[head as usize] {
        Cell::Fun(_, n) => n,
        _ => return None,
    };
    let at = if arg == LIST_HEAD {
        // The first argument of a compound first argument, the first
        // element of a list (see LIST_HEAD).
        match deref(cells.get(head as usize + 1).copied().filter(|_| n > 0)?) {
            Cell::Lis(l) => l,
            Cell::Str(s) => match cells[s as usize] {
                Cell::Fun(_, k) if k > 0 => s + 1,
                _ => return Some(Key::Other),
            },
            Cell::Ref(_) | Cell::Attv(_) => return None,
            _ => return Some(Key::Other),
        }
    } else if arg < n {
        head + 1 + arg
    } else {
        return None;
    };
    match deref(cells[at as usize]) {
        Cell::Ref(_) | Cell::Attv(_) => None,
        Cell::Atom(a) => Some(Key::Atom(a)),
        Cell::Int(i) => Some(Key::Int(i)),
        Cell::Str(a) => match cells[a as usize] {
            Cell::Fun(f, n) => Some(Key::Functor(f, n)),
            _ => Some(Key::Other),
        },
        Cell::Lis(_) => Some(Key::Functor(atoms::DOT, 2)),
        _ => Some(Key::Other),
    }
}

/// Whether an index with these bucket sizes is worth keeping: it must cut
/// the clauses a call looks at to a quarter on average; in a small
/// predicate (fewer than [`SCAN_BOUND_THRESHOLD`] clauses, whose index is
/// small and whose calls it spares a choicepoint rather than a long scan),
/// any cut on average will do, when (nearly) no clause has a variable there.
fn discriminates(total: usize, per_key: &KeyMap<Vec<u32>>, vars: usize) -> bool {
    if per_key.len() < 2 || total == 0 {
        return false;
    }
    // Average candidates per call over the keys present.
    let sum: usize = per_key.values().map(|v| v.len() + vars).sum();
    let average = sum as f64 / per_key.len() as f64;
    if total < SCAN_BOUND_THRESHOLD {
        // SWI-Prolog's rule: not an argument where more than a tenth of
        // the clauses have a variable (an output argument,
        // `remove([N|Ns], P, Ms)`), which would make its calls test it.
        return vars * 10 <= total && average < total as f64;
    }
    average * 4.0 <= total as f64
}

impl ArgIndexes {
    /// The index on argument `arg` (0-based, > 0), built now if it was not
    /// and the argument discriminates; None when it does not.
    pub fn index_for(&mut self, arg: u32, clauses: &[ClauseEntry], facts: FactCode) -> Option<&KeyIndex> {
        let found = self.slots.iter().position(|(a, _)| *a == arg);
        let pos = match found {
            Some(i) => match self.slots[i].1 {
                // A small predicate's arguments are cheap to assess again
                // after any change in its number of clauses.
                Slot::Poor { clauses: n } if clauses.len() >= 2 * n => i,
                Slot::Poor { clauses: n } if clauses.len() < SCAN_BOUND_THRESHOLD && clauses.len() != n => i,
                Slot::Poor { .. } => return None,
                Slot::Built(_) => {
                    let Slot::Built(idx) = &self.slots[i].1 else { unreachable!() };
                    return Some(idx);
                }
            },
            None => {
                self.slots.push((arg, Slot::Poor { clauses: 0 }));
                self.slots.len() - 1
            }
        };
        self.slots[pos].1 = build(arg, clauses, facts);
        match &self.slots[pos].1 {
            Slot::Built(idx) => Some(idx),
            Slot::Poor { .. } => None,
        }
    }

    /// The arguments after the first of `arity` that tell `clauses` apart,
    /// a bit each ([`arg_bit`]): each is assessed (its index built when it
    /// does, as a call would build it).
    ///
    /// [`arg_bit`]: super::switch::arg_bit
    pub fn discriminating(&mut self, arity: u32, clauses: &[ClauseEntry], facts: FactCode) -> u32 {
        self.first = WordMasks::of_first_args(clauses);
        let mut bits = 0;
        for arg in 1..arity {
            if self.index_for(arg, clauses, facts).is_some() {
                bits |= super::switch::arg_bit(arg);
            }
        }
        bits
    }

    /// The candidates of a call whose first argument has key word `word`
    /// (0 for unbound), from position `from` on, narrowed by the keys of
    /// its bound arguments after the first (`arg_key`) whose indexes tell
    /// the clauses apart: the positions, ascending, of the clauses that
    /// every such index lists and whose first argument matches. None when
    /// no bound argument has such an index (the candidates stay the first
    /// argument's). Dead clauses and clauses past a call's length stay in
    /// the list: the call's walk passes over them.
    pub fn narrow(
        &mut self,
        word: KeyWord,
        from: u32,
        arity: u32,
        clauses: &[ClauseEntry],
        facts: FactCode,
        arg_key: impl Fn(u32) -> Option<Key>,
    ) -> Option<Vec<u32>> {
        let mut narrowed: Option<Vec<u32>> = None;
        self.each_narrowing_list(arity, clauses, facts, arg_key, |hits| {
            narrowed = Some(match narrowed.take() {
                None => hits.iter().copied().filter(|&p| p >= from && clauses[p as usize].matches(word)).collect(),
                Some(mut left) => {
                    left.retain(|p| hits.binary_search(p).is_ok());
                    left
                }
            });
        });
        narrowed
    }

    /// [`ArgIndexes::narrow`] for a predicate of at most 64 clauses, as a
    /// bit set of positions, from position `from` on: no allocation, for
    /// the small-predicate entry, which runs on every call that would leave
    /// a choicepoint. Reads the built indexes (those of the arguments that
    /// tell the clauses apart, once [`ArgIndexes::discriminating`] has
    /// assessed them) by the key word of the call's argument (`arg_word`),
    /// and the first argument's key word `word` (0 for unbound) likewise.
    /// A position it keeps may hold a dead clause: the caller tests that.
    pub fn narrow_mask(&self, word: KeyWord, from: u32, arg_word: impl Fn(u32) -> KeyWord) -> Option<u64> {
        let mut narrowed: Option<u64> = None;
        for (arg, slot) in &self.slots {
            let Slot::Built(idx) = slot else { continue };
            if *arg == LIST_HEAD {
                continue;
            }
            // 0 for a variable, 1 for a key that is not indexed.
            let word = arg_word(*arg);
            if word <= 1 {
                continue;
            }
            let mask = idx.word_mask(word);
            narrowed = Some(narrowed.map_or(mask, |left| left & mask));
        }
        let first = if word == 0 { u64::MAX } else { self.first.lookup(word) };
        narrowed.map(|mask| mask & first & u64::MAX.checked_shl(from).unwrap_or(0))
    }

    /// Calls `each` with the positions (ascending) that the index of every
    /// bound argument after the first gives for the call's key there, for
    /// the arguments whose indexes tell the clauses apart.
    fn each_narrowing_list(
        &mut self,
        arity: u32,
        clauses: &[ClauseEntry],
        facts: FactCode,
        arg_key: impl Fn(u32) -> Option<Key>,
        mut each: impl FnMut(&[u32]),
    ) {
        for arg in 1..arity {
            let key = match arg_key(arg) {
                None | Some(Key::Other) => continue,
                Some(key) => key,
            };
            let Some(idx) = self.index_for(arg, clauses, facts) else { continue };
            each(&idx.lookup(key));
        }
    }

    /// Keeps the built indexes up to date with a clause appended at `pos`.
    pub fn appended(&mut self, pos: u32, arg_key: impl Fn(u32) -> Option<Key>) {
        self.slots.retain_mut(|(arg, slot)| {
            let Slot::Built(idx) = slot else { return true };
            match arg_key(*arg) {
                Some(Key::Other) => true,
                Some(k) => {
                    let var_only = &idx.var_only;
                    let hits = idx.by_key.entry(k).or_insert_with(|| Hits::new(Rc::new(var_only.as_ref().clone())));
                    Rc::make_mut(&mut hits.list).push(pos);
                    hits.count += 1;
                    hits.first = hits.list[0];
                    idx.masks.add(key_word(Some(k)), pos);
                    true
                }
                // A clause with a variable there joins every list: rebuild.
                None => false,
            }
        });
    }

    /// Forgets every index (positions changed).
    pub fn clear(&mut self) {
        self.slots.clear();
        self.first = WordMasks::default();
    }
}

fn build(arg: u32, clauses: &[ClauseEntry], facts: FactCode) -> Slot {
    let mut per_key: KeyMap<Vec<u32>> = KeyMap::default();
    let mut var_positions: Vec<u32> = Vec::new();
    for (i, c) in clauses.iter().enumerate().filter(|(_, c)| !c.is_placeholder()) {
        match facts.arg_key(&c.info, arg) {
            None => var_positions.push(i as u32),
            Some(Key::Other) => {}
            Some(k) => per_key.entry(k).or_default().push(i as u32),
        }
    }
    if !discriminates(clauses.len(), &per_key, var_positions.len()) {
        return Slot::Poor { clauses: clauses.len().max(1) };
    }
    let mut by_key = KeyMap::with_capacity_and_hasher(per_key.len(), Default::default());
    let masks = WordMasks::new(clauses.len() <= 64, &var_positions);
    let mut idx = KeyIndex { by_key: KeyMap::default(), var_only: Rc::new(var_positions), masks };
    for (k, positions) in per_key {
        for &p in &positions {
            idx.masks.add(key_word(Some(k)), p);
        }
        let list = if idx.var_only.is_empty() { positions } else { merge_sorted(&positions, &idx.var_only) };
        by_key.insert(k, Hits::new(Rc::new(list)));
    }
    idx.by_key = by_key;
    Slot::Built(idx)
}

#[cfg(test)]
mod tests {
    use crate::machine::select::index_key::{key_word, Key};
    use crate::machine::Machine;
    use crate::term::atoms;
    use crate::toplevel::goal::GoalResult;

    const PARENTS: &str = "p(pam, bob). p(tom, bob). p(tom, liz). p(bob, ann). p(bob, pat). p(pat, jim).\n\
                           s(X, [X|_]). s(X, [_|T]) :- s(X, T).\n\
                           :- dynamic(d/2).\n";

    fn machine() -> Machine {
        let mut m = Machine::new();
        m.consult_str(PARENTS, "narrow");
        m
    }

    /// What `narrowed_mask_by_other_args` makes of a call of `name/2`
    /// whose first argument is the atom `first` (None: unbound) and whose
    /// second is the key `second`, as positions.
    fn narrowed(m: &mut Machine, name: &str, first: Option<&str>, second: Option<Key>) -> Option<Vec<u32>> {
        let word = first.map_or(0, |a| {
            let a = m.atom(a);
            key_word(Some(Key::Atom(a)))
        });
        let name = m.atom(name);
        let p = m.lookup_in(atoms::USER, name, 2).expect("defined");
        let facts = m.fact_code(p);
        let list = &m.preds[p as usize].clauses;
        let mask = list.narrowed_mask_by_other_args(word, 0, facts, |i| if i == 1 { key_word(second) } else { 0 })?;
        Some((0..64).filter(|p| mask >> p & 1 == 1).collect())
    }

    fn atom(m: &mut Machine, a: &str) -> Option<Key> {
        Some(Key::Atom(m.atom(a)))
    }

    /// Whether `goal` succeeds leaving no choicepoint.
    fn determinate(m: &mut Machine, goal: &str) -> bool {
        // Read before once/1 cuts what the goal left (which runs the cleanup).
        let text = format!(
            "nb_setval(det, no), once((setup_call_cleanup(true, {goal}, nb_setval(det, yes)), nb_getval(det, D))), D == yes"
        );
        matches!(m.run_goal_text(&text), GoalResult::Succeeded)
    }

    #[test]
    fn a_shared_first_key_is_narrowed_by_the_second_argument() {
        let mut m = machine();
        let bob = atom(&mut m, "bob");
        let ann = atom(&mut m, "ann");
        let jim = atom(&mut m, "jim");
        assert_eq!(narrowed(&mut m, "p", Some("tom"), bob), Some(vec![1]));
        assert_eq!(narrowed(&mut m, "p", Some("bob"), ann), Some(vec![3]));
        assert_eq!(narrowed(&mut m, "p", Some("tom"), jim), Some(vec![]));
        assert_eq!(narrowed(&mut m, "p", None, bob), Some(vec![0, 1]), "an unbound first argument matches all");
        assert_eq!(narrowed(&mut m, "p", Some("tom"), None), None, "no other bound argument");
        assert_eq!(narrowed(&mut m, "p", Some("tom"), Some(Key::Other)), None, "a float is not indexed");
    }

    #[test]
    fn arguments_that_do_not_tell_clauses_apart_are_assessed_once() {
        let mut m = machine();
        let list_key = Some(crate::machine::select::index_key::LIST_KEY);
        assert_eq!(narrowed(&mut m, "s", None, list_key), None);
        let name = m.atom("s");
        let p = m.lookup_in(atoms::USER, name, 2).expect("defined");
        assert_eq!(m.preds[p as usize].clauses.switch().other_args(), 0, "the verdict is kept");
        // p/2's second argument tells its clauses apart.
        let bob = atom(&mut m, "bob");
        assert!(narrowed(&mut m, "p", Some("tom"), bob).is_some());
        let name = m.atom("p");
        let p = m.lookup_in(atoms::USER, name, 2).expect("defined");
        assert_eq!(m.preds[p as usize].clauses.switch().other_args(), super::super::switch::arg_bit(1));
    }

    #[test]
    fn calls_the_narrowing_settles_leave_no_choicepoint() {
        let mut m = machine();
        for goal in ["p(tom, bob)", "p(bob, ann)", "p(bob, pat)", "p(pam, bob)", "p(X, jim)"] {
            assert!(determinate(&mut m, goal), "{goal}");
        }
        assert!(!determinate(&mut m, "p(tom, _)"));
        assert!(!determinate(&mut m, "p(_, bob)"));
    }

    #[test]
    fn narrowing_that_never_settles_is_given_up_until_the_clauses_change() {
        let mut m = machine();
        let fill = "forall(member(X-Y, [a-1, a-1, a-2, a-2, b-1]), assertz(g(X, Y)))";
        assert!(matches!(m.run_goal_text(fill), GoalResult::Succeeded));
        let name = m.atom("g");
        let g = m.lookup_in(atoms::USER, name, 2).expect("defined");
        // Each g(a, 1) leaves two candidates after the narrowing: no settle.
        assert!(matches!(m.run_goal_text("forall(between(1, 15, _), g(a, 1))"), GoalResult::Succeeded));
        assert_ne!(m.preds[g as usize].clauses.switch().other_args(), 0, "15 misses: still narrowing");
        assert!(matches!(m.run_goal_text("g(a, 1)"), GoalResult::Succeeded));
        assert_eq!(m.preds[g as usize].clauses.switch().other_args(), 0, "the 16th miss gives it up");
        assert!(matches!(m.run_goal_text("findall(Y, g(a, Y), [1, 1, 2, 2])"), GoalResult::Succeeded));
        // A change of the clauses assesses the arguments again.
        assert!(matches!(m.run_goal_text("retract(g(a, 2))"), GoalResult::Succeeded));
        assert!(determinate(&mut m, "g(a, 2)"), "narrowed again after the change");
    }

    #[test]
    fn assertz_and_retract_are_seen_by_the_next_call() {
        let mut m = machine();
        let fill = "forall(member(X-Y, [pam-bob, tom-bob, tom-liz, bob-ann]), assertz(d(X, Y)))";
        assert!(matches!(m.run_goal_text(fill), GoalResult::Succeeded));
        assert!(determinate(&mut m, "d(tom, bob)"));
        assert!(matches!(m.run_goal_text("assertz(d(tom, bob))"), GoalResult::Succeeded));
        assert!(!determinate(&mut m, "d(tom, bob)"), "a second clause now matches");
        assert!(matches!(m.run_goal_text("findall(x, d(tom, bob), [x, x])"), GoalResult::Succeeded));
        assert!(matches!(m.run_goal_text("retract(d(tom, liz)), assertz(d(tom, sue))"), GoalResult::Succeeded));
        assert!(determinate(&mut m, "d(tom, sue)"));
        assert!(matches!(m.run_goal_text("d(tom, liz)"), GoalResult::Failed));
    }
}
