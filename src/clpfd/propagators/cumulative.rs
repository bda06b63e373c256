//! cumulative/2: tasks with start S, duration D and resource use R share a
//! resource of capacity `limit`. Time-table filtering: a task whose
//! latest start lies before its earliest end surely runs in between (its
//! compulsory part); the other tasks' compulsory parts form a profile of
//! resource use, and a task is pushed later (and earlier from the end)
//! past every stretch of the profile where it would not fit.

use super::global::{GoalTerm, Post, Propagator};
use super::{check, Status};
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::store::{Store, Var, EV_BOUNDS};

pub struct Tasks {
    start: Box<[Var]>,
    duration: Box<[Var]>,
    resource: Box<[Var]>,
    limit: i64,
}

/// A stretch `[from, to)` of the profile and the resource used in it.
struct Segment {
    from: i64,
    to: i64,
    used: i64,
}

impl Tasks {
    /// Tasks `i` with start `start[i]`, duration `duration[i]` and
    /// resource use `resource[i]` (three lists of one length).
    pub fn post(start: Vec<Var>, duration: Vec<Var>, resource: Vec<Var>, limit: i64) -> Post {
        Post::prop(Tasks { start: start.into(), duration: duration.into(), resource: resource.into(), limit })
    }

    /// The compulsory part `[latest start, earliest end)` of task `i` with
    /// its least resource use, if the task surely runs then.
    fn compulsory(&self, st: &Store, i: usize) -> Option<(i64, i64, i64)> {
        let (s, d, r) = (self.start[i], self.duration[i], self.resource[i]);
        let (est, lst) = (st.min(s), st.max(s));
        if est == INF || lst == SUP || st.min(d) <= 0 || st.min(r) <= 0 {
            return None;
        }
        let ect = est.saturating_add(st.min(d));
        (lst < ect).then_some((lst, ect, st.min(r)))
    }

    /// The profile of every compulsory part but task `skip`'s, in time order.
    fn profile(&self, st: &Store, skip: usize) -> Vec<Segment> {
        let mut events: Vec<(i64, i64)> = Vec::new();
        for i in 0..self.start.len() {
            if i == skip {
                continue;
            }
            if let Some((from, to, r)) = self.compulsory(st, i) {
                events.push((from, r));
                events.push((to, -r));
            }
        }
        events.sort_unstable();
        let mut out = Vec::new();
        let mut used = 0i64;
        for k in 0..events.len() {
            used += events[k].1;
            if k + 1 < events.len() && events[k + 1].0 > events[k].0 && used > 0 {
                out.push(Segment { from: events[k].0, to: events[k + 1].0, used });
            }
        }
        out
    }

    fn run(&self, st: &mut Store) -> Status {
        let all = self.profile(st, usize::MAX);
        if all.iter().any(|seg| seg.used > self.limit) {
            return Status::Fail;
        }
        for j in 0..self.start.len() {
            if let Err(s) = self.push_task(st, j) {
                return s;
            }
        }
        Status::Ok
    }

    /// Moves task `j`'s start out of the stretches where it cannot run.
    fn push_task(&self, st: &mut Store, j: usize) -> Result<(), Status> {
        let (s, d, r) = (self.start[j], self.duration[j], self.resource[j]);
        let (dur, use_) = (st.min(d), st.min(r));
        if dur <= 0 || use_ <= 0 || st.min(s) == INF || st.max(s) == SUP {
            return Ok(());
        }
        if use_ > self.limit {
            return Err(Status::Fail);
        }
        let profile = self.profile(st, j);
        let blocked: Vec<&Segment> = profile.iter().filter(|seg| seg.used + use_ > self.limit).collect();
        // Earliest start: past each blocking stretch the task would overlap.
        let mut est = st.min(s);
        for seg in &blocked {
            if seg.from < est.saturating_add(dur) && est < seg.to {
                est = seg.to;
            }
        }
        check(st.set_min(s, est))?;
        // Latest start: before each blocking stretch, from the right.
        let mut lst = st.max(s);
        for seg in blocked.iter().rev() {
            if seg.from < lst.saturating_add(dur) && lst < seg.to {
                lst = seg.from - dur;
            }
        }
        check(st.set_max(s, lst))
    }
}

impl Propagator for Tasks {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        self.start.iter().chain(self.duration.iter()).chain(self.resource.iter()).for_each(|&v| sub(v, EV_BOUNDS))
    }
    fn propagate(&self, st: &mut Store) -> Status {
        self.run(st)
    }
    /// `cumulative(Tasks, [limit(L)])`; the ends and identifiers are not
    /// the propagator's: fresh variables.
    fn residual(&self, _: &Store, out: &mut Vec<GoalTerm>) {
        let tasks = (0..self.start.len())
            .map(|k| {
                let (s, d, r) = (self.start[k], self.duration[k], self.resource[k]);
                let args = vec![GoalTerm::Var(s), GoalTerm::Var(d), GoalTerm::Fresh, GoalTerm::Var(r), GoalTerm::Fresh];
                GoalTerm::Compound("task", args)
            })
            .collect();
        let limit = GoalTerm::Compound("limit", vec![GoalTerm::Int(self.limit)]);
        out.push(GoalTerm::Compound("cumulative", vec![GoalTerm::List(tasks), GoalTerm::List(vec![limit])]));
    }
}
