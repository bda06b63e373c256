//! Clause selection at predicate entry: the one door through which a call
//! of a predicate defined by clauses reaches its first clause
//! ([`Machine::enter_clauses`]), and the dispatch loop's shortcut through
//! the switch ([`Machine::switch_entry`]). How the mechanisms combine is in
//! `mod.rs`.

use super::clause_guard::Verdict;
use super::index_key::{key_word_of, CallArgs, KeyWord};
use super::small_index::NO_CLAUSE;
use super::switch::Lookup;
use crate::machine::choice::Alt;
use crate::machine::database::{Cands, ClauseEntry, PredKind, INDEX_THRESHOLD, SCAN_BOUND_THRESHOLD};
use crate::machine::fact_code::FactCode;
use crate::machine::flags::OccursCheck;
use crate::machine::instr::{CodeAddr, Instr, PredId, SwitchHint};
use crate::machine::{Exc, Machine};

// enter_narrowed holds a scanned predicate's positions in a u64.
const _: () = assert!(SCAN_BOUND_THRESHOLD <= 64);
use crate::term::Cell;

impl Machine {
    /// Enters user predicate `p` (arguments in the argument registers, the
    /// continuation in `cp`): its first candidate clause, with a choicepoint
    /// when another may follow. Ok(false) when no clause matches.
    ///
    /// In order: the switch of a small predicate with distinct keys settles
    /// a call by its first argument; a small predicate whose clauses all
    /// have a variable first argument tries them all; a guarded pair is
    /// settled by its first clause's key and guard; a small predicate is
    /// scanned for its first two candidates (with its key table when it has
    /// one, deciding clause guards on the way); anything else goes through
    /// the indexes ([`Machine::enter_indexed`]). Kept in line in entry, so
    /// that the common case needs few registers. An all-variable call
    /// whose first clause is a fact leaves its choicepoint shallow
    /// (`shallow.rs`) when the switch says so, tested with the unknown
    /// switch, after the others.
    #[inline(always)]
    pub(crate) fn enter_clauses(&mut self, p: PredId) -> Result<bool, Exc> {
        let pred = &self.preds[p as usize];
        let switch = pred.clauses.switch();
        if switch.is_built() {
            match switch.lookup(key_word_of(&self.heap, self.x[0])) {
                Lookup::Clause(code) => {
                    self.hint_switch_call(p);
                    self.pc = code;
                    return Ok(true);
                }
                Lookup::NoClause => {
                    self.hint_switch_call(p);
                    return Ok(false);
                }
                Lookup::Scan => {}
            }
        } else if switch.all_var() {
            return Ok(self.enter_all_var(p));
        } else if switch.unknown_or_shallow() {
            if switch.shallow_first() {
                return Ok(self.enter_shallow_first(p));
            }
            // A transparent predicate builds no switch: its every entry
            // comes here (transparent.rs).
            if pred.transparent {
                return self.enter_transparent(p);
            }
            pred.clauses.build_switch(&self.code);
        }
        if let Some(pair) = switch.guarded_pair() {
            if let Some(settled) = self.settle_guarded_pair(pair) {
                return Ok(settled);
            }
        }
        let pred = &self.preds[p as usize];
        let len = pred.clauses.len();
        if len > 0 && len < SCAN_BOUND_THRESHOLD {
            let word = if pred.arity > 0 { key_word_of(&self.heap, self.x[0]) } else { 0 };
            if len < INDEX_THRESHOLD || word != 0 {
                return Ok(self.scan_small(p, word));
            }
        }
        self.enter_indexed(p)
    }

    /// Clause selection in a predicate that is not small, or empty: the
    /// first-argument index with deep indexing, or the just-in-time index
    /// of another argument (`first_arg_index.rs`, `arg_index.rs`). An empty
    /// predicate that nothing declared is resolved in its module first.
    #[inline(never)]
    pub(crate) fn enter_indexed(&mut self, p: PredId) -> Result<bool, Exc> {
        let pred = &self.preds[p as usize];
        let arity = pred.arity;
        let gen = self.generation;
        let list = &pred.clauses;
        let len = list.len();
        if len == 0 {
            if !pred.dynamic && !pred.defined {
                return self.enter_unresolved(p);
            }
            return Ok(false);
        }
        let len = len as u32;
        let call = CallArgs { heap: &self.heap, x: &self.x, arity };
        let facts = FactCode { code: &self.code, blobs: &self.blobs, name: pred.name, arity };
        let Some((code, next)) = list.call_alternatives(call, facts, gen, len) else {
            return Ok(false);
        };
        if let Some((cands, next, pos)) = next {
            let list = list.clone();
            self.push_choice(Alt::Clauses { list, cands, code: next, pos, gen, len }, arity);
        }
        self.pc = code;
        Ok(true)
    }

    /// The clause of a call of `p` that its first-argument switch
    /// (`switch.rs`) settles, for the dispatch loop to jump to without
    /// leaving it: `Some(Some(code))` for the clause, `Some(None)` when no
    /// clause can match (the call fails), None for every other entry
    /// ([`Machine::enter_code`]: no switch, a variable first argument, the
    /// tracer on, or a poll due). A settled call counts its inference.
    ///
    /// In the loop, this saves such a call the out-of-line entry (a call,
    /// six saved registers, the answer through `Entered`). The loop tries
    /// it only for a call instruction whose hint is set, which
    /// [`Machine::hint_switch_call`] does when the switch settled the call
    /// the ordinary way: a call of a predicate without a switch pays nothing.
    #[inline(always)]
    pub(crate) fn switch_entry(&mut self, p: PredId) -> Option<Option<CodeAddr>> {
        // The commonest call has no switch: that is tested first.
        let pred = self.preds.get(p as usize)?;
        let switch = pred.clauses.switch();
        if !switch.is_built() {
            return None;
        }
        let inferences = self.inferences + 1;
        if !matches!(pred.kind, PredKind::User) || self.debug_mode || self.call_poll_due(inferences) {
            return None;
        }
        // The register file always holds the first 256 registers.
        let first = self.x.first().copied()?;
        let settled = match switch.lookup(key_word_of(&self.heap, first)) {
            Lookup::Clause(code) => Some(code),
            Lookup::NoClause => None,
            Lookup::Scan => return None,
        };
        self.inferences = inferences;
        Some(settled)
    }

    /// A call of a predicate that is a guarded pair ([`GuardedPair`]),
    /// settled by its first clause's key word and guard: Some(true) with
    /// `pc` at the clause, None when they do not settle it (an unbound
    /// first argument against a keyed first clause, an unknown verdict, the
    /// tracer on), which leaves the ordinary entry. Here, before the scan,
    /// rather than in the dispatch loop with the switch's settled calls:
    /// there, its registers spilled the loop's (nrev 1.6% more
    /// instructions, and slower).
    ///
    /// [`GuardedPair`]: super::switch::GuardedPair
    #[inline(always)]
    fn settle_guarded_pair(&mut self, pair: super::switch::GuardedPair) -> Option<bool> {
        if self.debug_mode {
            return None;
        }
        let mut word = 0;
        if pair.word != 0 {
            word = key_word_of(&self.heap, *self.x.first()?);
            // An unbound first argument is left to the scan, also against
            // an identity (`p(0) => ...`): deciding it here changed the
            // compiled entry so that tak, whose pair has no key word, ran
            // 0.4% more instructions (callgrind).
            if word == 0 {
                return None;
            }
            if word != pair.word {
                // The first clause is no candidate: the second is the only one.
                self.pc = pair.second;
                return Some(true);
            }
        }
        self.pc = match self.decide_pair_guard(pair.guard, word) {
            Verdict::Commit => pair.first,
            Verdict::Skip => pair.second,
            Verdict::Unknown => return None,
        };
        Some(true)
    }

    /// `guard`'s verdict on the call in the argument registers, whose first
    /// argument has key word `word`. Out of line: written out in entry, it
    /// gained nothing measurable (callgrind) for a larger entry.
    #[inline(never)]
    fn decide_pair_guard(&self, guard: super::clause_guard::Guard, word: KeyWord) -> Verdict {
        let bindings_safe = self.flags.occurs_check == OccursCheck::False;
        guard.decide(&self.heap, &self.x, word, bindings_safe)
    }

    /// The switch of `p` settled a call: when the instruction at `pc` is a
    /// call of `p` (the dispatch loop's call, rather than call/N or a
    /// builtin's), sets its hint, so that the loop tries the switch first
    /// next time ([`Machine::switch_entry`]). Only a hint: a call with it
    /// set whose switch no longer settles it takes the ordinary entry.
    #[inline(never)]
    fn hint_switch_call(&mut self, p: PredId) {
        if let Some(Instr::Call(q, hint) | Instr::Execute(q, hint) | Instr::DeallocExecute(q, hint)) =
            self.code.get_mut(self.pc as usize)
        {
            if *q == p {
                *hint = SwitchHint::SET;
            }
        }
    }

    /// Clause selection in a user predicate of fewer than
    /// [`INDEX_THRESHOLD`] clauses, or [`SCAN_BOUND_THRESHOLD`] with a bound
    /// first argument (at least one clause): a scan for the first two
    /// candidates by the first argument's key word `word`. False when no
    /// clause matches.
    #[inline(always)]
    fn scan_small(&mut self, p: PredId, word: KeyWord) -> bool {
        let pred = &self.preds[p as usize];
        let list = &pred.clauses;
        let entries = list.entries();
        let len = entries.len();
        let gen = self.generation;
        let check_dead = list.has_dead();
        let (i, j) = match list.switch().small_lookup(word) {
            // A table is only built with no clause dead.
            Some(two) if !check_dead => {
                let at = |k: u8| if k == NO_CLAUSE { len } else { list.live_start() + k as usize };
                if two.deep {
                    narrow_by_inner_word(&entries, word, inner_word(self), at(two.first), at(two.second))
                } else {
                    (at(two.first), at(two.second))
                }
            }
            _ => {
                let visible = |e: &crate::machine::database::ClauseEntry| {
                    if check_dead {
                        e.candidate(word, gen)
                    } else {
                        e.matches(word)
                    }
                };
                let mut i = list.live_start();
                while i < len && !visible(&entries[i]) {
                    i += 1;
                }
                let mut j = i + 1;
                while j < len && !visible(&entries[j]) {
                    j += 1;
                }
                (i, j.min(len))
            }
        };
        if i >= len {
            return false;
        }
        if j < len && !entries[i].guard.is_none() {
            drop(entries);
            return self.enter_guarded_first(p, word, i, j);
        }
        let code = entries[i].code;
        let next = (j < len).then(|| entries[j].code);
        drop(entries);
        if let Some(next) = next {
            let arity = pred.arity;
            // No test of the arity: a predicate of one argument has no
            // bit past the first's.
            if self.binds_narrowing_arg(list.switch().other_args(), arity) {
                return self.enter_narrowed(p, word, i, j);
            }
            let list = list.clone();
            let alt =
                Alt::Clauses { list, cands: Cands::Scan(word), code: next, pos: j as u32 + 1, gen, len: len as u32 };
            self.push_choice_here(alt, arity);
        }
        self.pc = code;
        true
    }

    /// Whether the call binds one of the arguments after the first that
    /// `bits` has ([`Switch::other_args`]), of its `arity` (the 31st and
    /// later share a bit: the first of them is tested).
    ///
    /// [`Switch::other_args`]: super::switch::Switch::other_args
    /// Only a call that would leave a choicepoint asks, and the loop goes
    /// over the bits alone: `remove([N|Ns], P, Ms)` (primes) tests `Ms`.
    #[inline(always)]
    fn binds_narrowing_arg(&self, bits: u32, arity: u32) -> bool {
        let mut rest = bits & !1;
        while rest != 0 {
            let a = rest.trailing_zeros();
            if a >= arity {
                return false;
            }
            rest &= rest - 1;
            if let Some(&c) = self.x.get(a as usize) {
                if !matches!(self.heap.deref(c), Cell::Ref(_) | Cell::Attv(_)) {
                    return true;
                }
            }
        }
        false
    }

    /// A scan found candidates `i` and `j` by the first argument's key word
    /// `word` in a predicate whose arguments after the first may tell its
    /// clauses apart: the candidates narrowed by the call's other bound
    /// arguments (`arg_index.rs`) settle the call without a choicepoint
    /// when one is left (`parent(tom, bob)` against `parent(tom, bob)` and
    /// `parent(tom, liz)`, as in SWI-Prolog); otherwise the first two of
    /// them are entered, or the scan's two when no argument narrows. Out
    /// of line: only a call that would leave a choicepoint comes here.
    #[inline(never)]
    fn enter_narrowed(&mut self, p: PredId, word: KeyWord, i: usize, j: usize) -> bool {
        let pred = &self.preds[p as usize];
        let list = &pred.clauses;
        let arity = pred.arity;
        let gen = self.generation;
        let call = CallArgs { heap: &self.heap, x: &self.x, arity };
        let facts = FactCode { code: &self.code, blobs: &self.blobs, name: pred.name, arity };
        // A bit set, no allocation (a scanned predicate has fewer than
        // SCAN_BOUND_THRESHOLD clauses): the narrowing settles the call when
        // it leaves one candidate (or none); with two or more the call
        // enters the first of them, its choicepoint at the second, and
        // retries go on by the first argument's word (a list kept for the
        // choicepoint cost an allocation a call: browse +20% instructions).
        // prover's expand/3 (`expand(F & G, fs(D,C,P,N), ...)`) passes over
        // its first clause, `expand(_, refuted, refuted)`, so.
        let mask =
            list.narrowed_mask_by_other_args(word, i as u32, facts, |k| key_word_of(call.heap, call.x[k as usize]));
        let entries = list.entries();
        let len = entries.len() as u32;
        let (code, alt) = match mask {
            Some(mut left) => {
                let mut next_visible = || {
                    while left != 0 {
                        let p = left.trailing_zeros();
                        left &= left - 1;
                        if p < len && entries[p as usize].candidate(word, gen) {
                            return Some(p as usize);
                        }
                    }
                    None
                };
                let Some(first) = next_visible() else {
                    return false;
                };
                let second = next_visible();
                list.switch().narrowing_settled(second.is_none());
                (entries[first].code, second)
            }
            None => (entries[i].code, Some(j)),
        };
        let alt = alt.map(|j| Alt::Clauses {
            list: list.clone(),
            cands: Cands::Scan(word),
            code: entries[j].code,
            pos: j as u32 + 1,
            gen,
            len,
        });
        drop(entries);
        if let Some(alt) = alt {
            self.push_choice(alt, arity);
        }
        self.pc = code;
        true
    }

    /// Clause selection in a small predicate whose clauses all have a
    /// variable first argument, none dead ([`Switch::all_var`]): every
    /// call tries them all, from the first, with no scan and no key word
    /// (a guard is settled as after a scan, [`Machine::enter_guarded_first`]).
    ///
    /// [`Switch::all_var`]: super::switch::Switch::all_var
    #[inline(always)]
    fn enter_all_var(&mut self, p: PredId) -> bool {
        let pred = &self.preds[p as usize];
        let list = &pred.clauses;
        let entries = list.entries();
        let (i, len) = (list.live_start(), entries.len());
        let Some(first) = entries.get(i) else { return false };
        let j = i + 1;
        if j < len && !first.guard.is_none() {
            drop(entries);
            return self.enter_guarded_first(p, 0, i, j);
        }
        let code = first.code;
        let next = entries.get(j).map(|e| e.code);
        drop(entries);
        if let Some(next) = next {
            let (arity, gen) = (pred.arity, self.generation);
            let list = list.clone();
            // Every clause matches every key word: the retries scan for 0.
            let alt = Alt::Clauses { list, cands: Cands::Scan(0), code: next, pos: j as u32 + 1, gen, len: len as u32 };
            self.push_choice_here(alt, arity);
        }
        self.pc = code;
        true
    }

    /// [`Machine::scan_small`] or [`Machine::enter_all_var`] found
    /// candidate `i`, whose clause has a guard (clause_guard.rs), and
    /// candidate `j` after it: the guards of the candidates are decided in
    /// turn while they fail, until one commits (no choicepoint), the last
    /// candidate is left (none either), or a clause has no guard or an
    /// unknown verdict (the ordinary entry, with a choicepoint for the next
    /// candidate). A guard on a variable first argument does not read the
    /// key word: enter_all_var passes 0.
    ///
    /// Out of line and on a borrow of its own, so that the callers' common,
    /// unguarded entry keeps its registers (deciding on the caller's borrow
    /// saves a few instructions per guarded call and spills registers in
    /// every call's entry). One loop from the first guard on: the first
    /// verdict settled apart, and the rest in a second function that looked
    /// the clauses up again, cost browse's `match/2` (whose first guard
    /// fails on nearly every call) a call and a borrow more per call. The
    /// entry code repeats scan_small's: sharing it through a helper costs
    /// the common entry 1% of nrev's instructions in the compiled code.
    #[inline(never)]
    fn enter_guarded_first(&mut self, p: PredId, word: KeyWord, mut i: usize, mut j: usize) -> bool {
        let pred = &self.preds[p as usize];
        let list = &pred.clauses;
        let entries = list.entries();
        let len = entries.len();
        // The tracer shows the ports of the guard's test.
        if !self.debug_mode {
            // Binding a caller's variable to a term may fail the occurs check.
            let bindings_safe = self.flags.occurs_check == OccursCheck::False;
            loop {
                match entries[i].guard.decide_any(&self.heap, &self.x, word, bindings_safe) {
                    Verdict::Commit => {
                        self.pc = entries[i].code;
                        return true;
                    }
                    Verdict::Skip => {
                        // Read here, not before the first verdict: a call
                        // whose first guard commits (deriv's d/3) needs
                        // neither.
                        let (gen, check_dead) = (self.generation, list.has_dead());
                        i = j;
                        j += 1;
                        while j < len && !entries[j].visible(word, gen, check_dead) {
                            j += 1;
                        }
                        if j == len {
                            self.pc = entries[i].code;
                            return true;
                        }
                        if entries[i].guard.is_none() {
                            break;
                        }
                    }
                    Verdict::Unknown => break,
                }
            }
        }
        let code = entries[i].code;
        let next = entries[j].code;
        drop(entries);
        let (arity, gen) = (pred.arity, self.generation);
        let list = list.clone();
        let alt = Alt::Clauses { list, cands: Cands::Scan(word), code: next, pos: j as u32 + 1, gen, len: len as u32 };
        self.push_choice_here(alt, arity);
        self.pc = code;
        true
    }
}

/// The key word inside the call's compound first argument (0 for none).
#[inline(never)]
fn inner_word(m: &Machine) -> KeyWord {
    CallArgs { heap: &m.heap, x: &m.x, arity: 1 }.inner_word()
}

/// The first two candidates `(i, j)` of a call whose key table entry is
/// deep ([`FirstTwo::deep`]), narrowed by `inner`, the key word inside the
/// call's first argument: the clauses with the call's first-argument word
/// `word` and, inside it, a word other than `inner` cannot match and are
/// passed over (`i` is `entries.len()` when none is left). A call with a
/// variable there (`inner` 0) keeps the table's two. Retries go on by the
/// first-argument word alone, which may try a clause more, never one less.
///
/// [`FirstTwo::deep`]: super::small_index::FirstTwo::deep
#[inline(never)]
fn narrow_by_inner_word(entries: &[ClauseEntry], word: KeyWord, inner: KeyWord, i: usize, j: usize) -> (usize, usize) {
    if inner == 0 {
        return (i, j);
    }
    let len = entries.len();
    let fits = |e: &ClauseEntry| e.word == word && e.info.inner_word == inner;
    let mut i = i;
    while i < len && !fits(&entries[i]) {
        i += 1;
    }
    let mut j = i + 1;
    while j < len && !fits(&entries[j]) {
        j += 1;
    }
    (i, j.min(len))
}
