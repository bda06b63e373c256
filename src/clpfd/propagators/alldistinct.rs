//! all_different/1 (a fixed variable's value leaves the others) and
//! all_distinct/1, which is domain consistent: Régin's algorithm finds a
//! maximum matching of variables to values, then keeps exactly the edges
//! that lie in some maximum matching (matched edges, edges inside a
//! strongly connected component of the alternating graph, and edges on an
//! alternating path from a free value). Constraints whose domains fit in
//! 64-value masks take the allocation-free `distinct_bits.rs` instead
//! (both the value elimination and the matching).

use super::distinct_bits::{self, Strength, Window};
use super::global::{GoalTerm, Post, Propagator, Vars};
use super::{check, Status};
use crate::clpfd::queue::PRIO_CHEAP;
use crate::clpfd::store::{Store, Var, EV_DOM, EV_VAL};
use std::cell::Cell;

/// Larger value sets than this fall back to value elimination.
const MATCHING_LIMIT: u64 = 1 << 16;

/// all_different/1: woken when a variable is fixed.
pub struct AllDifferent {
    xs: Vars,
    /// Set by the first run (or as it is posted, when it is not queued
    /// then): the first value of a 64-value window that holds every
    /// domain then (`distinct_bits::window`), if one does. It holds them
    /// in every later state (domains only shrink, and backtracking to
    /// before that run removes the propagator too), so
    /// the later runs read the domains as masks of it without looking
    /// for one. (A window found at a later run would not do: backtracking
    /// can widen the domains back past it.)
    window: Cell<Option<Option<Window>>>,
}

/// all_distinct/1: woken by any change.
pub struct AllDistinct {
    xs: Vars,
    /// As [`AllDifferent`]'s: the window its first run found.
    window: Cell<Option<Option<Window>>>,
}

impl AllDifferent {
    pub fn post(xs: impl Into<Vars>) -> Post {
        let xs = xs.into();
        if xs.len() < 2 {
            return Post::Holds;
        }
        Post::prop(AllDifferent { xs, window: Cell::new(None) })
    }
}

impl AllDistinct {
    pub fn post(xs: impl Into<Vars>) -> Post {
        let xs = xs.into();
        if xs.len() < 2 {
            return Post::Holds;
        }
        Post::prop(AllDistinct { xs, window: Cell::new(None) })
    }
}

impl Propagator for AllDifferent {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        self.xs.iter().for_each(|&v| sub(v, EV_VAL));
    }
    fn uniform_subscriptions(&self) -> Option<(&[Var], u8)> {
        Some((&self.xs[..], EV_VAL))
    }
    fn priority(&self) -> u8 {
        PRIO_CHEAP
    }
    /// Value elimination runs to its fixpoint (a variable it fixes gives
    /// its value away in the same run), so a variable it fixes need not
    /// queue it again: that run would find nothing to remove.
    fn idempotent(&self) -> bool {
        true
    }
    fn propagate(&self, st: &mut Store) -> Status {
        match first_window(&self.window, st, &self.xs) {
            Some(window) => distinct_bits::eliminate_in_window(st, &self.xs, window.base),
            None => all_different(st, &self.xs),
        }
    }
    /// With no variable fixed there is no value to eliminate (zebra's
    /// lines are posted before any equation): its window is found now,
    /// from the domains its first run would read.
    fn idle_at_post(&self, st: &Store) -> bool {
        match distinct_bits::window_if_open(st, &self.xs) {
            Some(window) => {
                self.window.set(Some(window));
                true
            }
            None => false,
        }
    }
    fn residual(&self, _: &Store, out: &mut Vec<GoalTerm>) {
        out.push(GoalTerm::Compound("all_different", vec![GoalTerm::vars(&self.xs)]));
    }
}

impl Propagator for AllDistinct {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        self.xs.iter().for_each(|&v| sub(v, EV_DOM));
    }
    fn uniform_subscriptions(&self) -> Option<(&[Var], u8)> {
        Some((&self.xs[..], EV_DOM))
    }
    fn idempotent(&self) -> bool {
        true
    }
    fn propagate(&self, st: &mut Store) -> Status {
        match first_window(&self.window, st, &self.xs) {
            Some(window) => distinct_bits::propagate_in_window(st, &self.xs, window),
            None => all_distinct(st, &self.xs),
        }
    }
    fn residual(&self, _: &Store, out: &mut Vec<GoalTerm>) {
        out.push(GoalTerm::Compound("all_distinct", vec![GoalTerm::vars(&self.xs)]));
    }
}

/// The window of a propagator's `cell`: found at its first run (from the
/// domains then) and kept.
#[inline(always)]
fn first_window(cell: &Cell<Option<Option<Window>>>, st: &Store, xs: &[Var]) -> Option<Window> {
    match cell.get() {
        Some(window) => window,
        None => {
            let window = distinct_bits::window(st, xs);
            cell.set(Some(window));
            window
        }
    }
}

fn all_different(st: &mut Store, xs: &[Var]) -> Status {
    if let Some(status) = distinct_bits::propagate(st, xs, Strength::Values) {
        return status;
    }
    // Which variables have given their value away: a word for up to 64
    // variables (no allocation), a vector beyond.
    let mut word = 0u64;
    let mut wide = if xs.len() > 64 { vec![false; xs.len()] } else { Vec::new() };
    let mut done = |k: usize, set: bool| -> bool {
        if k < 64 {
            let was = word >> k & 1 == 1;
            if set {
                word |= 1 << k;
            }
            was
        } else {
            let was = wide[k];
            wide[k] |= set;
            was
        }
    };
    let mut changed = true;
    let mut fixed = 0;
    while changed {
        changed = false;
        for k in 0..xs.len() {
            if done(k, false) {
                continue;
            }
            let Some(v) = st.value(xs[k]) else { continue };
            done(k, true);
            fixed += 1;
            changed = true;
            for (j, &y) in xs.iter().enumerate() {
                if j != k && !st.remove(y, v) {
                    return Status::Fail;
                }
            }
        }
    }
    if fixed == xs.len() {
        Status::Entailed
    } else {
        Status::Ok
    }
}

pub(super) fn all_distinct(st: &mut Store, xs: &[Var]) -> Status {
    if let Some(status) = distinct_bits::propagate(st, xs, Strength::Domains) {
        return status;
    }
    if let Status::Fail = all_different(st, xs) {
        return Status::Fail;
    }
    let total: u64 = xs.iter().map(|&x| st.dom(x).size_or_max()).fold(0u64, |a, b| a.saturating_add(b));
    if total > MATCHING_LIMIT {
        return Status::Ok;
    }
    match regin(st, xs) {
        Ok(()) => {
            if xs.iter().all(|&x| st.value(x).is_some()) {
                Status::Entailed
            } else {
                Status::Ok
            }
        }
        Err(s) => s,
    }
}

fn regin(st: &mut Store, xs: &[Var]) -> Result<(), Status> {
    let n = xs.len();
    // Values, numbered.
    let mut values: Vec<i64> = Vec::new();
    for &x in xs {
        values.extend(st.dom(x).values());
    }
    values.sort_unstable();
    values.dedup();
    let m = values.len();
    if m < n {
        return Err(Status::Fail);
    }
    let idx = |v: i64| values.binary_search(&v).expect("value of a domain");
    let adj: Vec<Vec<usize>> = xs.iter().map(|&x| st.dom(x).values().map(idx).collect()).collect();
    let (var_of, val_of) = max_matching(&adj, m);
    if val_of.iter().any(|v| v.is_none()) {
        return Err(Status::Fail);
    }
    // Alternating graph: node i < n is variable i, node n + j is value j.
    // Matched edges point variable -> value, the others value -> variable.
    let nodes = n + m;
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); nodes];
    for (i, vals) in adj.iter().enumerate() {
        for &j in vals {
            if val_of[i] == Some(j) {
                succ[i].push(n + j);
            } else {
                succ[n + j].push(i);
            }
        }
    }
    // Values reachable from a free value (alternating paths).
    let mut reach = vec![false; nodes];
    let mut stack: Vec<usize> = (0..m).filter(|&j| var_of[j].is_none()).map(|j| n + j).collect();
    for &s in &stack {
        reach[s] = true;
    }
    while let Some(u) = stack.pop() {
        for &w in &succ[u] {
            if !reach[w] {
                reach[w] = true;
                stack.push(w);
            }
        }
    }
    let comp = tarjan(&succ);
    for (i, vals) in adj.iter().enumerate() {
        for &j in vals {
            let keep = val_of[i] == Some(j) || comp[i] == comp[n + j] || reach[n + j];
            if !keep {
                check(st.remove(xs[i], values[j]))?;
            }
        }
    }
    Ok(())
}

/// Maximum bipartite matching by augmenting paths (iterative DFS).
/// Returns (variable of each value, value of each variable).
fn max_matching(adj: &[Vec<usize>], m: usize) -> (Vec<Option<usize>>, Vec<Option<usize>>) {
    let n = adj.len();
    let mut var_of: Vec<Option<usize>> = vec![None; m];
    let mut val_of: Vec<Option<usize>> = vec![None; n];
    // Greedy start.
    for i in 0..n {
        if let Some(&j) = adj[i].iter().find(|&&j| var_of[j].is_none()) {
            var_of[j] = Some(i);
            val_of[i] = Some(j);
        }
    }
    let mut seen = vec![0u32; m];
    let mut stamp = 0u32;
    for root in 0..n {
        if val_of[root].is_some() {
            continue;
        }
        stamp += 1;
        // DFS stack of (variable, next edge index); path of values taken.
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        let mut via: Vec<usize> = Vec::new();
        let mut found = None;
        while let Some(&mut (u, ref mut k)) = stack.last_mut() {
            if *k >= adj[u].len() {
                stack.pop();
                via.pop();
                continue;
            }
            let j = adj[u][*k];
            *k += 1;
            if seen[j] == stamp {
                continue;
            }
            seen[j] = stamp;
            via.push(j);
            match var_of[j] {
                None => {
                    found = Some(());
                    break;
                }
                Some(w) => stack.push((w, 0)),
            }
        }
        if found.is_some() {
            // stack[d].0 takes value via[d]
            for (d, &(u, _)) in stack.iter().enumerate() {
                let j = via[d];
                var_of[j] = Some(u);
                val_of[u] = Some(j);
            }
        }
    }
    (var_of, val_of)
}

/// Strongly connected components (Tarjan, iterative): component of each node.
fn tarjan(succ: &[Vec<usize>]) -> Vec<usize> {
    let n = succ.len();
    const UNSEEN: usize = usize::MAX;
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0usize; n];
    let mut on_stack = vec![false; n];
    let mut comp = vec![UNSEEN; n];
    let mut stack: Vec<usize> = Vec::new();
    let mut next = 0usize;
    let mut ncomp = 0usize;
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        let mut call: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (u, ref mut k)) = call.last_mut() {
            if *k < succ[u].len() {
                let w = succ[u][*k];
                *k += 1;
                if index[w] == UNSEEN {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    call.push((w, 0));
                } else if on_stack[w] {
                    low[u] = low[u].min(index[w]);
                }
                continue;
            }
            call.pop();
            if let Some(&(p, _)) = call.last() {
                low[p] = low[p].min(low[u]);
            }
            if low[u] == index[u] {
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    comp[w] = ncomp;
                    if w == u {
                        break;
                    }
                }
                ncomp += 1;
            }
        }
    }
    comp
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clpfd::domain::Domain;
    use crate::clpfd::propagators::Prop;
    use crate::clpfd::store::NO_HEAP;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// A domain around 0..15: a bitset, a short interval, an interval of
    /// 64 values or more, or intervals spanning as many (the last two
    /// take the rescan's path without masks).
    fn random_domain(rng: &mut SmallRng) -> Domain {
        match rng.random_range(0..10) {
            0..=3 => {
                let base = rng.random_range(-3..5);
                Domain::from_mask(base, rng.random_range(1..(1u64 << 12))).expect("non-empty")
            }
            4..=6 => {
                let a = rng.random_range(-3..12);
                Domain::Range((a, a + rng.random_range(0..8)))
            }
            7 => Domain::Range((0, rng.random_range(64..90))),
            _ => Domain::from_intervals(vec![(0, rng.random_range(2..9)), (70, 75)]).expect("domain"),
        }
    }

    fn values(d: &Domain) -> Vec<i64> {
        d.values().collect()
    }

    /// The filtering `full` (value elimination, or domain consistency) by
    /// a rescan of every variable, from `doms`: the values left, or None
    /// when it fails.
    fn rescan(full: Filter, doms: &[Domain]) -> Option<Vec<Vec<i64>>> {
        let mut st = Store::default();
        let xs: Vec<Var> = doms.iter().map(|d| st.new_var(d.clone(), NO_HEAP)).collect();
        (full(&mut st, &xs) != Status::Fail).then(|| xs.iter().map(|&x| values(st.dom(x))).collect())
    }

    type Filter = fn(&mut Store, &[Var]) -> Status;

    /// all_different/1 and all_distinct/1 against their rescans.
    #[test]
    fn runs_in_the_first_window_equal_a_rescan() {
        runs_equal_a_rescan(AllDifferent::post, all_different, 3);
        runs_equal_a_rescan(AllDistinct::post, all_distinct, 4);
    }

    /// Steps of a labeling (fixing a variable, or removing one of its
    /// values) with backtracking, as the machine drives the store: after
    /// each fixpoint the propagator of `post`, which reads the domains
    /// through the window its first run found (when one holds them),
    /// leaves what a rescan of every variable by `full` leaves.
    fn runs_equal_a_rescan(post: fn(Vec<Var>) -> Post, full: Filter, seed: u64) {
        let mut rng = SmallRng::seed_from_u64(seed);
        for _ in 0..4_000 {
            let n = rng.random_range(2..=7);
            let doms: Vec<Domain> = (0..n).map(|_| random_domain(&mut rng)).collect();
            let mut st = Store::default();
            let xs: Vec<Var> = doms.iter().map(|d| st.new_var(d.clone(), NO_HEAP)).collect();
            let Post::Prop(p) = post(xs.clone()) else { panic!("two variables or more") };
            st.add_prop(Prop::Global(p));
            let now = |st: &Store| xs.iter().map(|&x| values(st.dom(x))).collect::<Vec<_>>();
            let mut ok = st.propagate().expect("converges");
            st.fixed.clear();
            assert_eq!(ok.then(|| now(&st)), rescan(full, &doms), "{doms:?}");
            if !ok {
                continue;
            }
            let mut marks = Vec::new();
            for _ in 0..3 * n {
                if !ok || (!marks.is_empty() && rng.random_bool(0.25)) {
                    let Some(mark) = marks.pop() else { break };
                    st.undo_to(mark);
                    st.mark = mark;
                    ok = true;
                    continue;
                }
                let open: Vec<Var> = xs.iter().copied().filter(|&x| st.value(x).is_none()).collect();
                if open.is_empty() {
                    break;
                }
                let x = open[rng.random_range(0..open.len())];
                let before: Vec<Domain> = xs.iter().map(|&y| st.dom(y).clone()).collect();
                let vals = values(st.dom(x));
                let value = vals[rng.random_range(0..vals.len())];
                let fix = rng.random_bool(0.5);
                let mark = st.trail_len();
                marks.push(mark);
                st.mark = mark;
                let stepped = if fix { st.assign(x, value) } else { st.remove(x, value) };
                ok = stepped && st.propagate().expect("converges");
                st.fixed.clear();
                let mut from = before.clone();
                let k = xs.iter().position(|&y| y == x).expect("a variable of xs");
                from[k] = if fix {
                    Domain::singleton(value)
                } else {
                    before[k].without(value).expect("a value of it").expect("two values or more")
                };
                assert_eq!(
                    ok.then(|| now(&st)),
                    rescan(full, &from),
                    "{before:?}, {} {value}",
                    ["without", "fixed to"][fix as usize]
                );
            }
        }
    }
}
