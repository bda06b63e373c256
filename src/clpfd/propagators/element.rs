//! element(I, Xs, V): V is the I-th element of Xs (counting from 1).
//! Domain consistent on I and on V (V ranges over the union of the
//! possible elements' domains).

use super::global::{GoalTerm, Post, Propagator};
use super::{check, Status};
use crate::clpfd::domain::Domain;
use crate::clpfd::queue::PRIO_LINEAR;
use crate::clpfd::store::{Store, SwiEntries, Var, EV_DOM};

pub struct Element {
    i: Var,
    xs: Box<[Var]>,
    v: Var,
}

impl Element {
    pub fn post(i: Var, xs: Vec<Var>, v: Var) -> Post {
        if xs.is_empty() {
            return Post::Fails;
        }
        Post::prop(Element { i, xs: xs.into(), v })
    }
}

impl Propagator for Element {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        sub(self.i, EV_DOM);
        sub(self.v, EV_DOM);
        self.xs.iter().for_each(|&x| sub(x, EV_DOM));
    }
    fn priority(&self) -> u8 {
        PRIO_LINEAR
    }
    fn propagate(&self, st: &mut Store) -> Status {
        match inner(st, self.i, &self.xs, self.v) {
            Ok(s) => s,
            Err(s) => s,
        }
    }
    fn residual(&self, _: &Store, out: &mut Vec<GoalTerm>) {
        let args = vec![GoalTerm::Var(self.i), GoalTerm::vars(&self.xs), GoalTerm::Var(self.v)];
        out.push(GoalTerm::Compound("element", args));
    }
    /// SWI-Prolog posts `X #\\= V #==> I #\\= K` for each element X (on X,
    /// V and I) beside its propagator on I and the list, and unifies the
    /// element with V once I is known.
    fn swi_entries(&self, st: &Store, u: Var) -> SwiEntries {
        let n = self.xs.len() as i64;
        let mut extra = self.xs.iter().filter(|&&x| x == u).count() as i64;
        if u == self.i {
            extra += n;
        }
        if u == self.v {
            extra += n - 1;
        }
        let chosen = st.value(self.i).and_then(|k| self.xs.get(usize::try_from(k).ok()?.checked_sub(1)?).copied());
        let unified = match chosen {
            Some(x) if x == u => Some(self.v),
            Some(x) if u == self.v => Some(x),
            _ => None,
        };
        SwiEntries { extra, unified: unified.filter(|&w| w != u && st.value(w).is_none()) }
    }
    fn watches_aliasing(&self) -> bool {
        true
    }
    /// Once I is known, V is its element: SWI-Prolog's propagator then
    /// unifies them (`nth1(I, Xs, V)`), so that a later binding of either
    /// is the other's.
    fn equal_pair(&self, st: &Store) -> Option<(Var, Var)> {
        let k = st.value(self.i)?;
        let x = *self.xs.get(usize::try_from(k).ok()?.checked_sub(1)?)?;
        Some((x, self.v))
    }
}

fn inner(st: &mut Store, i: Var, xs: &[Var], v: Var) -> Result<Status, Status> {
    check(st.set_bounds(i, 1, xs.len() as i128))?;
    // Indices whose element can still equal V; I is narrowed only when
    // one cannot (the common run removes none and builds nothing).
    let vd = st.dom(v).clone();
    let meets = |st: &Store, k: i64| st.dom(xs[k as usize - 1]).meets(&vd);
    if !st.dom(i).values().all(|k| meets(st, k)) {
        let keep: Vec<(i64, i64)> = st.dom(i).values().filter(|&k| meets(st, k)).map(|k| (k, k)).collect();
        let d = Domain::from_intervals(keep).ok_or(Status::Fail)?;
        check(st.restrict(i, &d))?;
    }
    if let Some(k) = st.value(i) {
        let x = xs[k as usize - 1];
        let xd = st.dom(x).clone();
        check(st.restrict(v, &xd))?;
        let vd = st.dom(v).clone();
        check(st.restrict(x, &vd))?;
        return Ok(if st.value(x).is_some() { Status::Entailed } else { Status::Ok });
    }
    let mut union: Option<Domain> = None;
    for k in st.dom(i).values() {
        let xd = st.dom(xs[k as usize - 1]);
        union = Some(match union {
            None => xd.clone(),
            Some(u) => u.union(xd),
        });
    }
    let u = union.ok_or(Status::Fail)?;
    check(st.restrict(v, &u))?;
    Ok(Status::Ok)
}
