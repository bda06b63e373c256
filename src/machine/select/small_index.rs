//! The key table of a small predicate without a switch: for each key word
//! that a clause's first argument has, the first two clauses a call with
//! that key tries, found by one hash probe instead of a scan of the clause
//! list.
//!
//! A predicate of fewer than `SCAN_BOUND_THRESHOLD` clauses is entered by a
//! scan for its first two candidates (`Machine::scan_small`): clauses whose
//! key word is the call's, or whose first argument is a variable. Mixed
//! predicates (`d(U+V, ...)`, ..., `d(X, X, 1)`, `d(_, _, 0)`) or repeated
//! keys (`object(concat(...), ...)` twice) have no switch (`switch.rs`), and
//! their scan went through most of the list on every call: a third of
//! entry's instructions in deriv. The table answers the same two positions;
//! a word that no clause has gets those of the variable clauses. Built with
//! the switch, from the live clauses, only when none is dead (a dead clause
//! needs the generation checks of the scan) and the clauses are not a
//! guarded pair (`switch.rs`, settled before any scan), and forgotten with
//! it.

use super::index_key::KeyWord;
use crate::machine::database::{ClauseEntry, SCAN_BOUND_THRESHOLD};

/// Slots of the table: a power of two, over twice the most distinct keys.
const SLOTS: usize = 32;

/// The multipliers a table may hash its words with (Fibonacci hashing and
/// other odd constants): the build takes the first that puts every key in
/// its home slot, else the one with the fewest steps past it. Key words
/// carry atom numbers, so which keys collide under one constant depends on
/// the order atoms were made in; a collision costs every call with that key
/// a probe more.
const MULTIPLIERS: [u64; 8] = [
    0x9E37_79B9_7F4A_7C15,
    0xC2B2_AE3D_27D4_EB4F,
    0x1656_67B1_9E37_79F9,
    0x85EB_CA77_C2B2_AE63,
    0x27D4_EB2F_1656_67C5,
    0xFF51_AFD7_ED55_8CCD,
    0xC4CE_B9FE_1A85_EC53,
    0xD6E8_FEB8_6659_FD93,
];

/// No clause.
pub const NO_CLAUSE: u8 = u8::MAX;

/// The first two candidates of a call, as positions in the live clauses
/// the table was built from ([`NO_CLAUSE`] for none).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FirstTwo {
    pub first: u8,
    pub second: u8,
    /// The candidates are compounds of one functor that the key inside
    /// them may tell apart (`det([the|A], A)`, `det([a|A], A)`): every
    /// clause with this key has a key word inside it, and no clause has a
    /// variable first argument. The entry (`Machine::scan_small`) then
    /// narrows the two by the call's word there, as SWI-Prolog's deep
    /// indexing does, so that a grammar's terminals leave no choicepoint;
    /// only calls with such a word pay for it.
    pub deep: bool,
}

#[derive(Debug)]
pub struct SmallIndex {
    /// Key words by slot; 0 (a variable's word, never looked up) is empty.
    words: [KeyWord; SLOTS],
    found: [FirstTwo; SLOTS],
    /// For a word no clause has: the first two variable clauses.
    other: FirstTwo,
    /// The multiplier of [`slot`] for this table's words.
    multiplier: u64,
}

impl SmallIndex {
    /// Most clauses a table covers: the scan that reads it serves
    /// predicates of fewer than `SCAN_BOUND_THRESHOLD` clauses.
    pub const MAX_CLAUSES: usize = SCAN_BOUND_THRESHOLD - 1;

    /// The table of `entries` (live clauses, none dead, at most
    /// [`SmallIndex::MAX_CLAUSES`]); None when no clause has a key.
    pub fn build(entries: &[ClauseEntry]) -> Option<Box<SmallIndex>> {
        if entries.len() > Self::MAX_CLAUSES || entries.iter().all(|e| e.word == 0) {
            return None;
        }
        let no_variable_clause = entries.iter().all(|e| e.word != 0);
        let first_two = |word: KeyWord| {
            let mut hits =
                entries.iter().enumerate().filter(|(_, e)| e.word == word || e.word == 0).map(|(i, _)| i as u8);
            let (first, second) = (hits.next().unwrap_or(NO_CLAUSE), hits.next().unwrap_or(NO_CLAUSE));
            let deep = word >> 62 == 2
                && second != NO_CLAUSE
                && no_variable_clause
                && entries.iter().filter(|e| e.word == word).all(|e| e.info.inner_word != 0);
            FirstTwo { first, second, deep }
        };
        let multiplier = Self::best_multiplier(entries);
        let mut t = SmallIndex { words: [0; SLOTS], found: [first_two(0); SLOTS], other: first_two(0), multiplier };
        for e in entries {
            if e.word == 0 {
                continue;
            }
            let (s, _) = place(&t.words, e.word, multiplier);
            if t.words[s] == 0 {
                t.words[s] = e.word;
                t.found[s] = first_two(e.word);
            }
        }
        Some(Box::new(t))
    }

    /// The first of [`MULTIPLIERS`] under which every distinct key word of
    /// `entries` is in its home slot, else the one with the fewest probe
    /// steps past the home slots.
    fn best_multiplier(entries: &[ClauseEntry]) -> u64 {
        let mut best = (usize::MAX, MULTIPLIERS[0]);
        for &m in &MULTIPLIERS {
            let mut words = [0; SLOTS];
            let mut steps = 0;
            for e in entries.iter().filter(|e| e.word != 0) {
                let (s, past_home) = place(&words, e.word, m);
                words[s] = e.word;
                steps += past_home;
            }
            if steps == 0 {
                return m;
            }
            if steps < best.0 {
                best = (steps, m);
            }
        }
        best.1
    }

    /// The first two candidates of a call whose first argument has key
    /// word `word` (not 0: a variable first argument tries every clause).
    #[inline(always)]
    pub fn lookup(&self, word: KeyWord) -> FirstTwo {
        let mut s = slot(word, self.multiplier);
        loop {
            let w = self.words[s];
            if w == word {
                return self.found[s];
            }
            if w == 0 {
                return self.other;
            }
            s = (s + 1) % SLOTS;
        }
    }
}

/// The slot of `words` that holds `word`, or where it goes (the first
/// empty one from its home slot under `multiplier`), and how many slots
/// past home that is.
fn place(words: &[KeyWord; SLOTS], word: KeyWord, multiplier: u64) -> (usize, usize) {
    let mut s = slot(word, multiplier);
    let mut steps = 0;
    while words[s] != 0 && words[s] != word {
        s = (s + 1) % SLOTS;
        steps += 1;
    }
    (s, steps)
}

/// The home slot of a key word under `multiplier` (multiplicative hashing
/// of all its bits: tag, arity and atom or integer).
#[inline(always)]
fn slot(word: KeyWord, multiplier: u64) -> usize {
    (word.wrapping_mul(multiplier) >> 59) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::select::index_key::{key_word, Key};
    use crate::term::atoms;

    fn entry(key: Option<Key>, code: u32) -> ClauseEntry {
        ClauseEntry::for_test(key, code)
    }

    fn two(first: u8, second: u8) -> FirstTwo {
        FirstTwo { first, second, deep: false }
    }

    #[test]
    fn compounds_told_apart_inside_are_marked_deep() {
        // det([the|A], A). det([a|A], A). and a clause on another functor.
        let list = Some(crate::machine::select::index_key::LIST_KEY);
        let (the, a) = (key_word(Some(Key::Atom(atoms::TRUE))), key_word(Some(Key::Atom(atoms::NIL))));
        let es = [
            ClauseEntry::for_test_inner(list, the, 0),
            ClauseEntry::for_test_inner(list, a, 1),
            ClauseEntry::for_test_inner(Some(Key::Int(1)), 0, 2),
        ];
        let t = SmallIndex::build(&es).expect("keys");
        assert_eq!(t.lookup(key_word(list)), FirstTwo { first: 0, second: 1, deep: true });
        assert_eq!(t.lookup(key_word(Some(Key::Int(1)))), two(2, NO_CLAUSE));
        // A variable inside one of them, or a clause with a variable first
        // argument: no narrowing.
        let es = [ClauseEntry::for_test_inner(list, the, 0), ClauseEntry::for_test_inner(list, 0, 1)];
        assert!(!SmallIndex::build(&es).expect("keys").lookup(key_word(list)).deep);
        let es = [ClauseEntry::for_test_inner(list, the, 0), ClauseEntry::for_test_inner(list, a, 1), entry(None, 2)];
        assert!(!SmallIndex::build(&es).expect("keys").lookup(key_word(list)).deep);
    }

    #[test]
    fn keys_that_collide_under_one_multiplier_get_another() {
        // Two integer keys with the same home slot under the first
        // multiplier: the table takes one under which both are at home.
        let word = |k| key_word(Some(Key::Int(k)));
        let home = |k| slot(word(k), MULTIPLIERS[0]);
        let other = (1..1000).find(|&k| home(k) == home(0)).expect("a collision");
        let es = [entry(Some(Key::Int(0)), 0), entry(Some(Key::Int(other)), 1)];
        let t = SmallIndex::build(&es).expect("keys");
        assert_ne!(t.multiplier, MULTIPLIERS[0]);
        for k in [0, other] {
            assert_eq!(t.words[slot(word(k), t.multiplier)], word(k), "at home");
        }
        assert_eq!(t.lookup(word(0)), two(0, NO_CLAUSE));
        assert_eq!(t.lookup(word(other)), two(1, NO_CLAUSE));
        assert_eq!(t.lookup(word(other + 1)), two(NO_CLAUSE, NO_CLAUSE));
    }

    #[test]
    fn each_key_finds_what_a_scan_finds() {
        // d(a, ...), d(b, ...), d(a, ...), d(X, ...), d(c, ...), d(_, ...)
        let (a, b, c) = (Key::Atom(atoms::NIL), Key::Int(1), Key::Int(2));
        let es = [
            entry(Some(a), 0),
            entry(Some(b), 1),
            entry(Some(a), 2),
            entry(None, 3),
            entry(Some(c), 4),
            entry(None, 5),
        ];
        let t = SmallIndex::build(&es).expect("keys");
        assert_eq!(t.lookup(key_word(Some(a))), two(0, 2));
        assert_eq!(t.lookup(key_word(Some(b))), two(1, 3));
        assert_eq!(t.lookup(key_word(Some(c))), two(3, 4));
        assert_eq!(t.lookup(key_word(Some(Key::Int(9)))), two(3, 5), "no clause's key: the variable clauses");
        for k in 0..40 {
            let w = key_word(Some(Key::Int(k)));
            let scan: Vec<u8> = es.iter().enumerate().filter(|(_, e)| e.matches(w)).map(|(i, _)| i as u8).collect();
            let got = t.lookup(w);
            assert_eq!(got.first, scan.first().copied().unwrap_or(NO_CLAUSE));
            assert_eq!(got.second, scan.get(1).copied().unwrap_or(NO_CLAUSE));
        }
    }

    #[test]
    fn keys_without_variable_clauses_and_tables_not_built() {
        let es = [entry(Some(Key::Int(1)), 0), entry(Some(Key::Int(2)), 1)];
        let t = SmallIndex::build(&es).expect("keys");
        assert_eq!(t.lookup(key_word(Some(Key::Int(2)))), two(1, NO_CLAUSE));
        assert_eq!(t.lookup(key_word(Some(Key::Int(3)))), two(NO_CLAUSE, NO_CLAUSE));
        assert!(SmallIndex::build(&[entry(None, 0), entry(None, 1)]).is_none());
        let n = SmallIndex::MAX_CLAUSES as i64;
        let many: Vec<ClauseEntry> = (0..=n).map(|i| entry(Some(Key::Int(i)), i as u32)).collect();
        assert!(SmallIndex::build(&many).is_none());
        let full: Vec<ClauseEntry> = (0..n).map(|i| entry(Some(Key::Int(i)), i as u32)).collect();
        let t = SmallIndex::build(&full).expect("keys");
        for i in 0..n {
            assert_eq!(t.lookup(key_word(Some(Key::Int(i)))), two(i as u8, NO_CLAUSE));
        }
    }
}
