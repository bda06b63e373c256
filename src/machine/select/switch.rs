//! The first-argument switch of a small predicate: when a predicate has at
//! most [`Switch::MAX`] clauses, none dead, and their first arguments have
//! distinct keys, none a variable (`app([], ...)` and `app([X|Xs], ...)`,
//! `len([], 0)` and `len([_|T], N)`), a call with a bound first argument
//! has at most one candidate. The switch keeps the clauses' key words and
//! code addresses side by side, so that such a call finds its clause (or
//! fails) without a choicepoint and without reading the clause list: the
//! WAM's `switch_on_term` followed by `switch_on_constant`. When instead
//! every clause's first argument is a variable (`mem(X, [X|_])` and
//! `mem(X, [_|T])`), fewer than [`INDEX_THRESHOLD`] clauses and none dead,
//! the switch says so, and every call tries them all without a scan.
//!
//! The switch belongs to the clause list (`database.rs`), which resets it
//! to unknown ([`Switch::reset`]) whenever its clauses change; predicate entry
//! (`enter.rs`) builds it again on the next call that finds it unknown.

use super::clause_guard::Guard;
use super::index_key::KeyWord;
use super::small_index::{FirstTwo, SmallIndex};
use crate::machine::database::{ClauseEntry, INDEX_THRESHOLD};
use crate::machine::fact_code::is_rebuildable_fact;
use crate::machine::instr::{CodeAddr, Instr};

use std::cell::{Cell, RefCell};

/// The key words and code of a small predicate's clauses, or why there is
/// no switch, or that every clause's first argument is a variable (then
/// every call tries them all, in order: no scan needed). Each field is its own `Cell`, so that a call reads only the
/// length when there is no switch, and only the words it compares.
#[derive(Debug)]
pub struct Switch {
    /// The number of clauses, or [`Switch::NONE_LEN`], or
    /// [`Switch::ALL_VAR_LEN`], or [`Switch::SHALLOW_LEN`], or
    /// [`Switch::UNKNOWN_LEN`].
    len: Cell<u8>,
    words: [Cell<KeyWord>; Switch::MAX],
    code: [Cell<CodeAddr>; Switch::MAX],
    /// With no switch, the key table of a small predicate whose clauses
    /// have keys (`small_index.rs`).
    small: RefCell<Option<Box<SmallIndex>>>,
    /// A guarded pair's first clause's guard (see [`GuardedPair`]).
    pair_guard: Cell<Guard>,
    /// Which arguments after the first tell the clauses apart
    /// (`arg_index.rs`), a bit per argument ([`arg_bit`]):
    /// [`Switch::OTHER_ARGS_UNKNOWN`] until a call of a small predicate
    /// that would leave a choicepoint asks, so that a call none of whose
    /// bound arguments does (`remove([N|Ns], P, Ms)`, whose output `Ms`
    /// tells the clauses apart) pays a test per argument; forgotten with
    /// the switch.
    other_args: Cell<u32>,
    /// Calls of a small predicate in a row whose narrowing by the other
    /// arguments left two candidates or more (so the choicepoint stayed):
    /// at [`Switch::NARROW_GIVE_UP`] the narrowing is given up until the
    /// clauses change (browse's matchers: +9% instructions for nothing).
    narrow_misses: Cell<u8>,
    /// How the heads of the first fact entered shallow have fared: up one
    /// for each that failed, down one for each that unified. A fact that
    /// mostly unifies pays for the shallow state and then for its
    /// choicepoint all the same: at 0 shallow entry is given up until the
    /// clauses change.
    shallow_score: Cell<u8>,
}

/// The commonest small predicate of all, a base case that cuts and a
/// recursive case (`tak(X, Y, Z, A) :- X =< Y, !, Z = A.` and
/// `tak(X, Y, Z, A) :- ...`; `rewrite_args(0, _, _) :- !.` and
/// `rewrite_args(I, T, T1) :- ...`): two clauses, none dead, the first
/// with a guard (`clause_guard.rs`), the second with a variable first
/// argument; or more when the second commits as soon as it is entered
/// (`p(0) => ...`, `p(N) => ...` and the fallback of an SSU predicate). A call is settled by the first clause's key word and guard
/// alone: the first clause when it commits, the second when the key word
/// differs or the guard fails, with no choicepoint either way. Recorded
/// here so that predicate entry settles such a call before any scan
/// (`Machine::settle_guarded_pair`).
#[derive(Copy, Clone, Debug)]
pub struct GuardedPair {
    /// The first clause's key word (0 for a variable first argument), or
    /// the constant's that its guard's identity requires
    /// ([`Guard::first_arg_identity`]).
    pub word: KeyWord,
    pub guard: Guard,
    /// Where a call the guard commits enters the first clause: after the
    /// guard and its cut where those only re-check the verdict
    /// ([`Guard::committed_entry`]).
    pub first: CodeAddr,
    /// Where a call enters the second clause: after its cut when it cuts
    /// first (nothing to cut).
    pub second: CodeAddr,
}

/// What a switch says about a call.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// The only clause that can match.
    Clause(CodeAddr),
    /// No clause can match: the call fails.
    NoClause,
    /// The switch cannot tell (no switch, or a variable first argument).
    Scan,
}

impl Default for Switch {
    /// Not built yet.
    fn default() -> Switch {
        Switch {
            len: Cell::new(Self::UNKNOWN_LEN),
            words: Default::default(),
            code: Default::default(),
            small: RefCell::new(None),
            pair_guard: Cell::new(Guard::default()),
            other_args: Cell::new(Self::OTHER_ARGS_UNKNOWN),
            narrow_misses: Cell::new(0),
            shallow_score: Cell::new(Self::SHALLOW_START),
        }
    }
}

impl Switch {
    /// The most clauses a switch holds: past four the scan's cost is in
    /// the comparisons, which a switch makes too.
    pub const MAX: usize = 4;
    const NONE_LEN: u8 = 0;
    /// No switch: the clauses, none dead and fewer than
    /// [`INDEX_THRESHOLD`] (more are worth an index on another argument
    /// for a call with a variable first argument), all have a variable
    /// first argument.
    const ALL_VAR_LEN: u8 = u8::MAX - 2;
    /// No switch: a guarded pair ([`GuardedPair`]), its first clause's word
    /// and both codes in the switch's first slots.
    const GUARDED_PAIR_LEN: u8 = u8::MAX - 3;
    /// All-variable clauses ([`Switch::ALL_VAR_LEN`]), two or more, the
    /// first a fact whose code is head instructions and `Proceed`: a call
    /// enters it with its alternative shallow (`shallow.rs`). A state of
    /// its own next to [`Switch::UNKNOWN_LEN`], so that entry tells both
    /// from the rest by one comparison ([`Switch::unknown_or_shallow`])
    /// and the other predicates pay nothing for it (a flag tested in the
    /// all-variable entry cost queens 0.2% more instructions). Given up for
    /// [`Switch::ALL_VAR_LEN`] when [`Switch::shallow_score`] runs out.
    const SHALLOW_LEN: u8 = u8::MAX - 1;
    const UNKNOWN_LEN: u8 = u8::MAX;
    /// Not assessed: every argument may narrow (no assessment sets bit 0,
    /// the first argument's).
    const OTHER_ARGS_UNKNOWN: u32 = u32::MAX;

    /// Forgets the switch: the clauses changed.
    #[inline]
    pub fn reset(&self) {
        self.len.set(Self::UNKNOWN_LEN);
        self.small.replace(None);
        self.other_args.set(Self::OTHER_ARGS_UNKNOWN);
        self.narrow_misses.set(0);
        self.shallow_score.set(Self::SHALLOW_START);
    }

    /// The shallow score ([`Switch::shallow_score`]) of clauses not called
    /// yet, and the most it counts up to.
    const SHALLOW_START: u8 = 8;
    const SHALLOW_MAX: u8 = 16;

    /// Whether a call enters the first clause with its alternative
    /// shallow ([`Switch::SHALLOW_LEN`]).
    #[inline(always)]
    pub fn shallow_first(&self) -> bool {
        self.len.get() == Self::SHALLOW_LEN
    }

    /// Not built since the clauses last changed, or entered shallow: the
    /// two states that entry tests after the others, in one comparison.
    #[inline(always)]
    pub fn unknown_or_shallow(&self) -> bool {
        self.len.get() >= Self::SHALLOW_LEN
    }

    /// Records whether the head of a fact entered shallow failed.
    #[inline(always)]
    pub fn shallow_outcome(&self, failed: bool) {
        let score = self.shallow_score.get();
        let score = if failed { (score + 1).min(Self::SHALLOW_MAX) } else { score.saturating_sub(1) };
        self.shallow_score.set(score);
        if score == 0 && self.shallow_first() {
            self.len.set(Self::ALL_VAR_LEN);
        }
    }

    /// Misses in a row after which a small predicate stops narrowing.
    const NARROW_GIVE_UP: u8 = 16;

    /// Records whether a narrowing settled a call (one candidate or none);
    /// after [`Switch::NARROW_GIVE_UP`] misses in a row no argument
    /// narrows until the clauses change.
    pub fn narrowing_settled(&self, settled: bool) {
        if settled {
            self.narrow_misses.set(0);
            return;
        }
        let misses = self.narrow_misses.get() + 1;
        self.narrow_misses.set(misses);
        if misses >= Self::NARROW_GIVE_UP {
            self.set_other_args(0);
        }
    }

    /// The arguments after the first that may narrow a call's candidates,
    /// a bit per argument ([`arg_bit`]): all when not yet assessed.
    #[inline(always)]
    pub fn other_args(&self) -> u32 {
        self.other_args.get()
    }

    /// Whether the arguments after the first were assessed since the
    /// clauses last changed.
    pub fn other_args_assessed(&self) -> bool {
        self.other_args.get() != Self::OTHER_ARGS_UNKNOWN
    }

    /// Records which arguments after the first tell the clauses apart.
    pub fn set_other_args(&self, bits: u32) {
        self.other_args.set(bits & !1);
    }

    /// Not built since the clauses last changed.
    #[inline(always)]
    pub fn is_unknown(&self) -> bool {
        self.len.get() == Self::UNKNOWN_LEN
    }

    /// Builds the switch of the live clauses `entries` (from the list's
    /// live start on), or records that there is none. `code` is the code
    /// area (a guarded pair's committed call enters after the guard).
    pub fn build(&self, entries: &[ClauseEntry], any_dead: bool, code: &[Instr]) {
        self.len.set(Self::NONE_LEN);
        self.small.replace(None);
        if any_dead || entries.is_empty() {
            return;
        }
        // A second clause that commits as soon as it is entered makes those
        // after it unreachable from a call the first clause's guard skips
        // (an SSU predicate's fallback clause, consult/mod.rs).
        let pair = match entries {
            [first, second] => Some((first, second)),
            [first, second, ..] if second.guard.always_commits() => Some((first, second)),
            _ => None,
        };
        if let Some((first, second)) = pair {
            if !first.guard.is_none() && second.word == 0 {
                // Before the other shapes: a guarded pair whose first
                // clause has a variable first argument is all-variable too.
                // An identity of the first argument with a constant keys
                // the first clause by the constant (`p(0) => ...`): a call
                // with another key word enters the second clause without
                // deciding the guard, as for `p(0) :- !, ...`.
                self.words[0].set(first.guard.first_arg_identity().unwrap_or(first.word));
                self.code[0].set(first.guard.committed_entry(code, first.code));
                // A second clause that cuts first (`p(N) => ...`) is entered
                // after its cut: the pair pushes no choicepoint, so the cut
                // would cut nothing.
                let second_entry = if second.guard.always_commits() {
                    second.guard.committed_entry(code, second.code)
                } else {
                    second.code
                };
                self.code[1].set(second_entry);
                self.pair_guard.set(first.guard);
                // No key table: a call the pair does not settle scans two
                // clauses.
                self.len.set(Self::GUARDED_PAIR_LEN);
                return;
            }
        }
        if entries.len() < INDEX_THRESHOLD && entries.iter().all(|e| e.word == 0) {
            let shallow = entries.len() > 1 && self.shallow_score.get() != 0 && is_shallow_fact(&entries[0], code);
            self.len.set(if shallow { Self::SHALLOW_LEN } else { Self::ALL_VAR_LEN });
            return;
        }
        if !self.build_distinct(entries) {
            self.small.replace(SmallIndex::build(entries));
        }
    }

    /// The guarded pair, when the clauses as last built are one.
    #[inline(always)]
    pub fn guarded_pair(&self) -> Option<GuardedPair> {
        (self.len.get() == Self::GUARDED_PAIR_LEN).then(|| GuardedPair {
            word: self.words[0].get(),
            guard: self.pair_guard.get(),
            first: self.code[0].get(),
            second: self.code[1].get(),
        })
    }

    /// The switch proper, when `entries` are at most [`Switch::MAX`]
    /// clauses with distinct keys, none a variable: whether it was built.
    fn build_distinct(&self, entries: &[ClauseEntry]) -> bool {
        if entries.len() > Self::MAX {
            return false;
        }
        for (i, e) in entries.iter().enumerate() {
            if e.word == 0 || self.words[..i].iter().any(|w| w.get() == e.word) {
                return false;
            }
            self.words[i].set(e.word);
            self.code[i].set(e.code);
        }
        self.len.set(entries.len() as u8);
        true
    }

    /// With no switch, the first two candidates that the key table of a
    /// small predicate gives a call whose first argument has key word
    /// `word`, as positions in the live clauses; None when there is no
    /// table, or for a variable first argument (word 0).
    #[inline(always)]
    pub fn small_lookup(&self, word: KeyWord) -> Option<FirstTwo> {
        if word == 0 {
            return None;
        }
        self.small.borrow().as_ref().map(|t| t.lookup(word))
    }

    /// The clauses as last built, none dead, all have a variable first
    /// argument (or there is none): a call tries them all.
    #[inline(always)]
    pub fn all_var(&self) -> bool {
        self.len.get() == Self::ALL_VAR_LEN
    }

    /// There is a switch: the predicate has at least one argument, and a
    /// call can look up its first argument's key word.
    #[inline(always)]
    pub fn is_built(&self) -> bool {
        self.len.get().wrapping_sub(1) < Self::MAX as u8
    }

    /// The clause for a call whose first argument has key word `word`.
    #[inline(always)]
    pub fn lookup(&self, word: KeyWord) -> Lookup {
        let len = self.len.get();
        if !self.is_built() || word == 0 {
            return Lookup::Scan;
        }
        for i in 0..Self::MAX {
            if i < len as usize && self.words[i].get() == word {
                return Lookup::Clause(self.code[i].get());
            }
        }
        Lookup::NoClause
    }
}

/// Whether clause `e` is a fact whose code in `code` is head instructions
/// and `Proceed` alone, which a call may enter shallow (`shallow.rs`).
fn is_shallow_fact(e: &ClauseEntry, code: &[Instr]) -> bool {
    let start = e.code as usize;
    let body = code.get(start..start + e.info.len as usize);
    e.guard.is_none() && body.is_some_and(is_rebuildable_fact)
}

/// The bit of argument `arg` (0-based) in [`Switch::other_args`]: the 31st
/// and later share the last.
#[inline(always)]
pub fn arg_bit(arg: u32) -> u32 {
    1 << arg.min(31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::database::ClauseEntry;
    use crate::machine::select::index_key::{key_word, Key, LIST_KEY};
    use crate::term::atoms;

    fn entry(key: Option<Key>, code: CodeAddr) -> ClauseEntry {
        ClauseEntry::for_test(key, code)
    }

    #[test]
    fn distinct_keys_make_a_switch_and_a_call_finds_its_clause() {
        let es = [entry(Some(Key::Atom(atoms::NIL)), 10), entry(Some(LIST_KEY), 20)];
        let s = Switch::default();
        s.build(&es, false, &[]);
        assert_eq!(s.lookup(key_word(Some(LIST_KEY))), Lookup::Clause(20));
        assert_eq!(s.lookup(key_word(Some(Key::Atom(atoms::NIL)))), Lookup::Clause(10));
        assert_eq!(s.lookup(key_word(Some(Key::Int(3)))), Lookup::NoClause);
        assert_eq!(s.lookup(0), Lookup::Scan, "a variable first argument scans");
    }

    #[test]
    fn no_switch_for_a_variable_key_a_repeated_key_a_dead_clause_or_many_clauses() {
        let var = [entry(Some(Key::Int(1)), 1), entry(None, 2)];
        let same = [entry(Some(Key::Int(1)), 1), entry(Some(Key::Int(1)), 2)];
        let floats = [entry(Some(Key::Other), 1), entry(Some(Key::Other), 2)];
        let many: Vec<ClauseEntry> = (0..5).map(|i| entry(Some(Key::Int(i)), i as u32)).collect();
        let one = [entry(Some(Key::Int(1)), 1)];
        for (es, dead) in
            [(&var[..], false), (&same[..], false), (&floats[..], false), (&many[..], false), (&one[..], true)]
        {
            let s = Switch::default();
            s.build(es, dead, &[]);
            assert!(!s.is_unknown());
            assert_eq!(s.lookup(key_word(Some(Key::Int(1)))), Lookup::Scan);
        }
        assert_eq!(Switch::default().lookup(key_word(Some(Key::Int(1)))), Lookup::Scan);
    }

    #[test]
    fn a_fact_first_among_variable_first_arguments_is_entered_shallow_until_its_heads_mostly_unify() {
        use crate::machine::database::ClauseInfo;
        // A fact of no argument: its code is `Proceed` alone.
        let fact = || ClauseEntry {
            word: 0,
            code: 0,
            guard: Guard::NONE,
            info: std::rc::Rc::new(ClauseInfo::new(0, 1, 0, 0, None, None)),
        };
        let code = [Instr::Proceed, Instr::Allocate(0)];
        let rule = || entry(None, 1);
        let s = Switch::default();
        s.build(&[fact(), rule()], false, &code);
        // A state of its own, which entry tells from the others with the
        // unknown one.
        assert!(s.shallow_first() && !s.all_var() && !s.is_built());
        assert!(s.unknown_or_shallow() && !s.is_unknown());
        s.build(&[fact()], false, &code);
        assert!(!s.shallow_first() && s.all_var(), "a fact alone leaves no alternative");
        s.build(&[rule(), fact()], false, &code);
        assert!(!s.shallow_first(), "a rule first");
        s.build(&[fact(), rule()], true, &code);
        assert!(!s.shallow_first(), "a dead clause");
        s.build(&[fact(), rule()], false, &code);
        s.shallow_outcome(true);
        for _ in 0..Switch::SHALLOW_START + 1 {
            assert!(s.shallow_first());
            s.shallow_outcome(false);
        }
        assert!(!s.shallow_first() && s.all_var(), "given up once the heads mostly unify");
        s.build(&[fact(), rule()], false, &code);
        assert!(!s.shallow_first(), "until the clauses change");
        s.reset();
        s.build(&[fact(), rule()], false, &code);
        assert!(s.shallow_first());
    }

    #[test]
    fn an_ssu_pair_keys_its_first_rule_by_the_constant_and_enters_the_second_after_its_cut() {
        use crate::machine::Machine;
        let mut m = Machine::new();
        m.consult_str("d(0) => true.\nd(N) => N1 is N - 1, d(N1).\n", "ssu");
        let name = m.atom("d");
        let p = m.lookup_in(atoms::USER, name, 1).expect("defined");
        let list = &m.preds[p as usize].clauses;
        list.build_switch(&m.code);
        // `d(A) :- A == 0, !, true.`, `d(N) :- !, ...` and the fallback.
        let pair = list.switch().guarded_pair().expect("a guarded pair");
        assert_eq!(pair.word, key_word(Some(Key::Int(0))));
        let entries = list.entries();
        let second = entries.iter().filter(|e| !e.is_placeholder()).nth(1).expect("two rules").code;
        assert!(matches!(m.code[second as usize], Instr::NeckCut));
        assert_eq!(pair.second, second + 1, "nothing to cut");
    }

    #[test]
    fn clauses_all_with_a_variable_first_argument_are_all_tried() {
        let vars: Vec<ClauseEntry> = (0..6).map(|i| entry(None, i)).collect();
        let s = Switch::default();
        s.build(&vars, false, &[]);
        assert!(s.all_var() && !s.is_built() && !s.is_unknown());
        assert_eq!(s.lookup(key_word(Some(Key::Int(1)))), Lookup::Scan);
        s.build(&vars, true, &[]);
        assert!(!s.all_var(), "a dead clause needs the generation check of a scan");
        let mixed = [entry(None, 1), entry(Some(Key::Int(1)), 2)];
        s.build(&mixed, false, &[]);
        assert!(!s.all_var());
        s.reset();
        assert!(!s.all_var() && s.is_unknown());
    }
}
