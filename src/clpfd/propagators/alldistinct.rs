//! all_different/1 (a fixed variable's value leaves the others) and
//! all_distinct/1, which is domain consistent: Régin's algorithm finds a
//! maximum matching of variables to values, then keeps exactly the edges
//! that lie in some maximum matching (matched edges, edges inside a
//! strongly connected component of the alternating graph, and edges on an
//! alternating path from a free value). Constraints whose domains fit in
//! 64-value masks take the allocation-free `distinct_bits.rs` instead
//! (both the value elimination and the matching).

use super::distinct_bits::{self, Strength};
use super::global::{GoalTerm, Post, Propagator};
use super::{check, Status};
use crate::clpfd::queue::PRIO_CHEAP;
use crate::clpfd::store::{Store, Var, EV_DOM, EV_VAL};

/// Larger value sets than this fall back to value elimination.
const MATCHING_LIMIT: u64 = 1 << 16;

/// all_different/1: woken when a variable is fixed.
pub struct AllDifferent(Box<[Var]>);

/// all_distinct/1: woken by any change.
pub struct AllDistinct(Box<[Var]>);

impl AllDifferent {
    pub fn post(xs: Vec<Var>) -> Post {
        if xs.len() < 2 {
            return Post::Holds;
        }
        Post::prop(AllDifferent(xs.into()))
    }
}

impl AllDistinct {
    pub fn post(xs: Vec<Var>) -> Post {
        if xs.len() < 2 {
            return Post::Holds;
        }
        Post::prop(AllDistinct(xs.into()))
    }
}

impl Propagator for AllDifferent {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        self.0.iter().for_each(|&v| sub(v, EV_VAL));
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
        all_different(st, &self.0)
    }
    fn residual(&self, _: &Store, out: &mut Vec<GoalTerm>) {
        out.push(GoalTerm::Compound("all_different", vec![GoalTerm::vars(&self.0)]));
    }
}

impl Propagator for AllDistinct {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        self.0.iter().for_each(|&v| sub(v, EV_DOM));
    }
    fn idempotent(&self) -> bool {
        true
    }
    fn propagate(&self, st: &mut Store) -> Status {
        all_distinct(st, &self.0)
    }
    fn residual(&self, _: &Store, out: &mut Vec<GoalTerm>) {
        out.push(GoalTerm::Compound("all_distinct", vec![GoalTerm::vars(&self.0)]));
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
