//! Who listens to a variable: the propagators on its subscription lists,
//! read by the degree count, the aliasing rules and the residual goals.

use super::{Entry, PropId, Store, Var, SUB_BOUNDS, SUB_DIFF, SUB_DOM, SUB_VAL};
use crate::clpfd::propagators::Prop;

impl Store {
    /// The `i`th propagator subscribed to `v` (dead ones and repeats
    /// included), without collecting them as [`Store::props_of`] does.
    pub fn subscribed(&self, v: Var, i: usize) -> Option<PropId> {
        let lists = &self.subs[v as usize];
        let mut i = i;
        for list in [SUB_DOM, SUB_BOUNDS, SUB_VAL, SUB_DIFF] {
            match lists[list as usize].get(i) {
                Some(&p) => return Some(p),
                None => i -= lists[list as usize].len(),
            }
        }
        self.quiet_subs(v).get(i).copied()
    }

    /// The subscriptions of `v` that wake nothing (`Store::quiet`).
    pub(super) fn quiet_subs(&self, v: Var) -> &[PropId] {
        self.quiet.get(v as usize).map_or(&[], |l| l.as_slice())
    }

    /// [`Store::add_prop_idle`] with the subscriptions of `v` on its
    /// list of subscriptions that wake nothing: another propagator (a
    /// channel) acts for it on changes of `v`. They are moved from the
    /// ends of `v`'s lists, each with an `Entry::QuietSub` (undoing
    /// `Entry::NewProp` then finds them gone from those lists).
    pub fn add_prop_idle_quiet_on(&mut self, prop: Prop, v: Var) -> PropId {
        let p = self.add_prop_idle(prop);
        if self.quiet.len() <= v as usize {
            self.quiet.resize_with(v as usize + 1, Vec::new);
        }
        for l in [SUB_DOM, SUB_BOUNDS, SUB_VAL] {
            let list = &mut self.subs[v as usize][l as usize];
            while list.last() == Some(&p) {
                list.pop();
                self.quiet[v as usize].push(p);
                self.trail.push(Entry::QuietSub(v));
            }
            if list.is_empty() {
                self.vars[v as usize].watched &= !(1 << l);
            }
        }
        p
    }

    /// The propagators subscribed to `v` but its binary disequalities
    /// and its quiet subscriptions (dead ones and repeats included).
    #[inline]
    pub fn watching(&self, v: Var) -> impl Iterator<Item = PropId> + '_ {
        let lists = &self.subs[v as usize];
        lists[SUB_DOM as usize].iter().chain(&lists[SUB_BOUNDS as usize]).chain(&lists[SUB_VAL as usize]).copied()
    }

    /// The propagators woken by any change of `v` (dead ones included),
    /// oldest first.
    pub fn dom_watchers(&self, v: Var) -> &[PropId] {
        &self.subs[v as usize][SUB_DOM as usize]
    }

    /// Live propagators that mention `v`, each once.
    pub fn props_of(&self, v: Var) -> Vec<PropId> {
        let mut out: Vec<PropId> = Vec::new();
        for &p in self.subs[v as usize].iter().flatten().chain(self.quiet_subs(v)) {
            if self.props[p as usize].alive && !out.contains(&p) {
                out.push(p);
            }
        }
        out
    }
}
