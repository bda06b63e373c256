//! The channel of a variable Y: one propagator that acts, on every change
//! of Y, for the reified equalities `B_i <=> (Y = c_i)` posted on Y
//! (reified counting: magic series' `B #<==> (Y #= I)` puts twenty on
//! each Y, car sequencing's class counts six).
//!
//! Each equality stays a propagator of its own (`Prop::ReifLin`), woken
//! by its B (which fixes Y or removes c_i), written back as its residual
//! goal and counted in Y's degree as before; only its subscription to Y
//! is quiet (`Store::add_prop_idle_quiet_on`). A change of Y wakes the
//! channel instead, once, which decides the equalities whose value left
//! Y's domain (B_i = 0) or is all that is left of it (B_i = 1), and kills
//! them as their own run would have: the same prunings, with one queued
//! propagator where there were twenty, each run of which read Y's domain
//! only to find its value still there.
//!
//! The equalities join a channel as they are posted
//! (`builtins/reify_channel.rs`), only one made since the newest
//! choicepoint: backtracking then removes the channel with each of its
//! equalities or neither, so its list never names a removed propagator.

use super::global::{GoalTerm, Propagator};
use super::{Prop, Status};
use crate::clpfd::domain::Domain;
use crate::clpfd::queue::PRIO_CHEAP;
use crate::clpfd::store::{PropId, Store, SwiEntries, Var, EV_DOM};
use std::cell::RefCell;

/// Channels of fewer equalities read all of them at every run: the
/// prefix's upkeep (the swaps, a trail entry per run that decides some)
/// costs more than it saves there. Car sequencing's six-equality channels
/// measured 0.26% more instructions per solve with it, magic series'
/// twenty-equality ones 0.36% fewer.
const OPEN_MIN: usize = 10;

/// One reified equality `b <=> (y = value)` of a channel: its propagator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    pub prop: PropId,
    pub b: Var,
    pub value: i64,
}

/// The channel of `y`.
pub struct Channel {
    pub y: Var,
    /// The store's trail height when it was added: equalities may join it
    /// while no choicepoint is newer (see the module documentation).
    pub created: u32,
    /// Its equalities; posting adds to them. The open ones (their value
    /// in Y with others) come first, as many as the trailed word `open`
    /// says (`store/trailed.rs`); those past them are decided. A run
    /// swaps those it decides past the prefix and shortens it: their order
    /// changes, never the prefix's members but by a trailed length, so
    /// backtracking restores the open set with that word.
    pairs: RefCell<Vec<Pair>>,
    /// The block of one word holding the length of the open prefix.
    pub open: u32,
}

impl Channel {
    /// The channel of `y` with its first equality, room made for one per
    /// value of y's domain (`size`, at most 64), the usual most, and its
    /// word in `st`.
    pub fn new(st: &mut Store, y: Var, created: u32, first: Pair, size: u64) -> Channel {
        let mut pairs = Vec::with_capacity(size.clamp(1, 64) as usize);
        pairs.push(first);
        let open = st.new_block(1, |w| w[0] = 1);
        Channel { y, created, pairs: RefCell::new(pairs), open }
    }

    /// The channel among the propagators woken by any change of `y` that
    /// equalities on `y` may join now: alive, and made since the newest
    /// choicepoint (the store's `mark`, up to date).
    pub fn joinable(st: &Store, y: Var) -> Option<&Channel> {
        st.dom_watchers(y).iter().rev().find_map(|&p| {
            let info = &st.props[p as usize];
            if !info.alive {
                return None;
            }
            Channel::of(info.prop.as_ref()).filter(|c| c.y == y && st.mark <= c.created)
        })
    }

    /// The channel a store slot holds, if it holds one.
    pub fn of(prop: Option<&Prop>) -> Option<&Channel> {
        match prop {
            Some(Prop::Global(g)) => g.as_any()?.downcast_ref::<Channel>(),
            _ => None,
        }
    }

    /// Decides the open equalities whose value is not `present` in Y, or
    /// is Y's one value (`fixed`), and moves them past the open prefix:
    /// an equality whose value is still there, with others, stays.
    #[inline(always)]
    fn decide(&self, st: &mut Store, fixed: bool, present: impl Fn(i64) -> bool) -> Status {
        let mut pairs = self.pairs.borrow_mut();
        if pairs.len() < OPEN_MIN {
            drop(pairs);
            return self.decide_all(st, fixed, present);
        }
        let old_end = st.word(self.open) as usize;
        let mut end = old_end;
        let mut i = 0;
        while i < end {
            let pair = pairs[i];
            let present = present(pair.value);
            if present && !fixed {
                i += 1;
                continue;
            }
            // Decided: its place goes to the prefix's last one, read next.
            end -= 1;
            pairs.swap(i, end);
            if !st.props[pair.prop as usize].alive {
                // Its own run (woken by its truth value) decided it.
                continue;
            }
            // Entailed as its own run would leave it, before the truth
            // value is fixed (which would wake it for nothing).
            st.kill(pair.prop);
            if !st.assign(pair.b, present as i64) {
                // The prefix's length is left as it was: the swaps kept
                // its members, and backtracking follows.
                return Status::Fail;
            }
        }
        if end != old_end {
            st.set_word(self.open, end as u32);
        }
        if end > 0 {
            Status::Ok
        } else {
            Status::Entailed
        }
    }

    /// [`Channel::decide`] for a channel of a few equalities: all of them
    /// read, the decided ones by their propagator's death, the prefix
    /// left as it is (all of them, or what a longer run left: a superset
    /// of the open ones either way).
    #[inline(always)]
    fn decide_all(&self, st: &mut Store, fixed: bool, present: impl Fn(i64) -> bool) -> Status {
        let mut open = false;
        for pair in self.pairs.borrow().iter() {
            let present = present(pair.value);
            if present && !fixed {
                open = true;
                continue;
            }
            if !st.props[pair.prop as usize].alive {
                continue;
            }
            st.kill(pair.prop);
            if !st.assign(pair.b, present as i64) {
                return Status::Fail;
            }
        }
        if open {
            Status::Ok
        } else {
            Status::Entailed
        }
    }

    /// Adds the equality `pair` (just posted, with its subscription to y
    /// quiet) to the open prefix, of length `end` now: the caller makes
    /// it one longer.
    pub fn join(&self, pair: Pair, end: usize) {
        let mut pairs = self.pairs.borrow_mut();
        pairs.push(pair);
        let last = pairs.len() - 1;
        pairs.swap(end, last);
    }
}

impl Propagator for Channel {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        sub(self.y, EV_DOM);
    }

    /// As cheap as a reified equality's run, and deciding truth values
    /// early leaves the sums over them fewer runs.
    fn priority(&self) -> u8 {
        PRIO_CHEAP
    }

    /// It narrows only the truth values, to which it does not listen.
    fn idempotent(&self) -> bool {
        true
    }

    /// Y's domain is read once, as a test of one value of the shape it
    /// has (it does not change while the truth values are fixed).
    fn propagate(&self, st: &mut Store) -> Status {
        match *st.dom(self.y) {
            Domain::Range((lo, hi)) => self.decide(st, lo == hi, |v| lo <= v && v <= hi),
            // Two values or more, never one.
            Domain::Bits { base, bits } => self
                .decide(st, false, |v| v >= base && (v.wrapping_sub(base) as u64) < 64 && bits >> (v - base) & 1 == 1),
            ref d => {
                let d = d.clone();
                self.decide(st, d.value().is_some(), |v| d.contains(v))
            }
        }
    }

    /// Its equalities write themselves back.
    fn residual(&self, _st: &Store, _out: &mut Vec<GoalTerm>) {}

    /// SWI-Prolog has no counterpart: its own subscription is not counted.
    fn swi_entries(&self, _st: &Store, v: Var) -> SwiEntries {
        SwiEntries { extra: -((v == self.y) as i64), unified: None }
    }

    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }
}
