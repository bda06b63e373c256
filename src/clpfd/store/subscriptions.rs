//! Who listens to a variable: the propagators on its subscription lists,
//! read by the degree count, the aliasing rules and the residual goals.

use super::{sub_list, Entry, PropId, Store, Var, SUB_BOUNDS, SUB_DIFF, SUB_DOM, SUB_VAL};
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
    /// channel) acts for it on changes of `v`. Each goes there with an
    /// `Entry::QuietSub` (undoing `Entry::NewProp` then finds none of
    /// them on `v`'s lists). The subscriptions are routed as they are
    /// made: putting them on `v`'s lists and moving them (as the kinds
    /// with trail entries of their own still are) cost car sequencing's
    /// reified equalities about a third more.
    pub fn add_prop_idle_quiet_on(&mut self, prop: Prop, v: Var) -> PropId {
        if self.quiet.len() <= v as usize {
            self.quiet.resize_with(v as usize + 1, Vec::new);
        }
        if matches!(
            prop,
            Prop::Global(_) | Prop::Ne2 { .. } | Prop::AbsDiffNe { .. } | Prop::BoolAnd { .. } | Prop::BoolOr { .. }
        ) {
            let p = self.add_prop_idle(prop);
            self.move_to_quiet(p, v);
            return p;
        }
        let id = self.props.len() as PropId;
        let (prio, idempotent) = (prop.priority(), prop.idempotent());
        self.trail.push(Entry::NewProp);
        if prop.watches_aliasing() {
            self.alias_watchers += 1;
        }
        let (subs, vars, quiet, trail) = (&mut self.subs, &mut self.vars, &mut self.quiet, &mut self.trail);
        prop.subscriptions(|w, ev| {
            if w == v {
                quiet[v as usize].push(id);
                trail.push(Entry::QuietSub(v));
            } else {
                let list = sub_list(ev);
                subs[w as usize][list as usize].push(id);
                vars[w as usize].watched |= 1 << list;
            }
        });
        self.swi_posting_extras(&prop);
        self.push_prop(prop, prio, idempotent)
    }

    /// Moves the subscriptions of `p`, the newest propagator, from the
    /// ends of `v`'s lists to its quiet list.
    fn move_to_quiet(&mut self, p: PropId, v: Var) {
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
