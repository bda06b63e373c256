//! circuit(Succs), as SWI-Prolog's: `Succs` are the successors (1..N) of
//! N nodes forming one Hamiltonian cycle. The propagator runs
//! all_distinct's filtering on the successors, then fails unless the
//! graph of the remaining possible successors is strongly connected (one
//! strongly connected component). It prunes nothing more, so labeling
//! sees the domains swipl's does. The posting function sets the domains
//! 1..N and removes each node from its own successors.

use super::alldistinct::all_distinct;
use super::global::{GoalTerm, Post, Propagator};
use super::Status;
use crate::clpfd::store::{Store, Var, EV_DOM};

pub struct Circuit(Box<[Var]>);

impl Circuit {
    pub fn post(xs: Vec<Var>) -> Post {
        if xs.len() < 2 {
            return Post::Holds;
        }
        Post::prop(Circuit(xs.into()))
    }
}

impl Propagator for Circuit {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        self.0.iter().for_each(|&v| sub(v, EV_DOM));
    }

    fn propagate(&self, st: &mut Store) -> Status {
        let status = all_distinct(st, &self.0);
        if status == Status::Fail {
            return status;
        }
        if !strongly_connected(st, &self.0) {
            return Status::Fail;
        }
        status
    }

    fn residual(&self, _: &Store, out: &mut Vec<GoalTerm>) {
        out.push(GoalTerm::Compound("circuit", vec![GoalTerm::vars(&self.0)]));
    }
}

/// Whether every node reaches every other through possible successors
/// (node k's successors are the values 1..N of xs[k]'s domain): Tarjan's
/// algorithm, iterative, stopped at the first component found below the
/// root's.
fn strongly_connected(st: &Store, xs: &[Var]) -> bool {
    let n = xs.len();
    let succs: Vec<Vec<usize>> = xs
        .iter()
        .map(|&x| st.dom(x).values().filter(|&v| v >= 1 && v <= n as i64).map(|v| (v - 1) as usize).collect())
        .collect();
    const UNSEEN: usize = usize::MAX;
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0; n];
    let mut next = 0;
    // (node, position in its successor list)
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    index[0] = 0;
    low[0] = 0;
    next += 1;
    while let Some(&mut (v, ref mut pos)) = stack.last_mut() {
        if let Some(&w) = succs[v].get(*pos) {
            *pos += 1;
            if index[w] == UNSEEN {
                index[w] = next;
                low[w] = next;
                next += 1;
                stack.push((w, 0));
            } else {
                // every visited node is still open: a component closing
                // below the root already answered false
                low[v] = low[v].min(index[w]);
            }
        } else {
            stack.pop();
            if low[v] == index[v] && v != 0 {
                return false; // a component that does not contain node 1
            }
            if let Some(&(u, _)) = stack.last() {
                low[u] = low[u].min(low[v]);
            }
        }
    }
    next == n
}
