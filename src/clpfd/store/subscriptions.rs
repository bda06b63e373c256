//! Who listens to a variable: the propagators on its subscription lists,
//! read by the degree count, the aliasing rules and the residual goals.

use super::{PropId, Store, Var, SUB_BOUNDS, SUB_DIFF, SUB_DOM, SUB_QUIET, SUB_VAL};

impl Store {
    /// The `i`th propagator subscribed to `v` (dead ones and repeats
    /// included), without collecting them as [`Store::props_of`] does.
    pub fn subscribed(&self, v: Var, i: usize) -> Option<PropId> {
        let lists = &self.subs[v as usize];
        let mut i = i;
        for list in [SUB_DOM, SUB_BOUNDS, SUB_VAL, SUB_DIFF, SUB_QUIET] {
            match lists[list as usize].get(i) {
                Some(&p) => return Some(p),
                None => i -= lists[list as usize].len(),
            }
        }
        None
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
        for &p in self.subs[v as usize].iter().flatten() {
            if self.props[p as usize].alive && !out.contains(&p) {
                out.push(p);
            }
        }
        out
    }
}
