//! The propagator of cumulative/1,2, serialized/2 and disjunctive/1:
//! tasks with start S, duration D and resource use R share a resource of
//! capacity `limit` (serialized/2 and disjunctive/1: every task uses the
//! whole of a resource of 1, and a task of duration 0 is a point that may
//! not lie strictly inside another). Each run filters by
//!
//! - the time-table: a task whose latest start lies before its earliest
//!   end surely runs in between (its compulsory part); the compulsory
//!   parts form a profile of resource use, and each task is pushed past
//!   every stretch of the profile where it would not fit, from the left
//!   and from the right;
//! - energy (`edge_finding.rs`): overload checking and edge finding on the
//!   tasks' windows, and the order of pairs that cannot overlap, each
//!   raising earliest starts and, on the mirrored windows, lowering
//!   latest ends.
//!
//! The rules only move bounds; the queue runs the propagator again until
//! none of them moves one.

use super::edge_finding::{edge_finding, pair_precedences, Window};
use super::global::{GoalTerm, Post, Propagator};
use super::{check, Status};
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::store::{Store, Var, EV_BOUNDS};

/// Which library predicate posted the tasks (for the residual goal).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Form {
    /// cumulative/2 with its `limit(L)`.
    Cumulative,
    /// serialized(Starts, Durations): the durations are integers.
    Serialized,
    /// disjunctive(Tasks).
    Disjunctive,
}

pub struct Tasks {
    start: Box<[Var]>,
    duration: Box<[Var]>,
    resource: Box<[Var]>,
    limit: i64,
    form: Form,
}

/// A stretch `[from, to)` of the profile and the resource used in it.
struct Segment {
    from: i64,
    to: i64,
    used: i64,
}

impl Tasks {
    /// Tasks `i` with start `start[i]`, duration `duration[i]` and
    /// resource use `resource[i]` (three lists of one length); `resource`
    /// is ignored for the serial forms, whose tasks take the whole
    /// resource (pass any variables).
    pub fn post(start: Vec<Var>, duration: Vec<Var>, resource: Vec<Var>, limit: i64, form: Form) -> Post {
        if start.is_empty() {
            return Post::Holds;
        }
        Post::prop(Tasks { start: start.into(), duration: duration.into(), resource: resource.into(), limit, form })
    }

    /// The least use of task `i`: 1 in the serial forms.
    fn least_use(&self, st: &Store, i: usize) -> i64 {
        match self.form {
            Form::Cumulative => st.min(self.resource[i]),
            Form::Serialized | Form::Disjunctive => 1,
        }
    }

    /// The compulsory part `[latest start, earliest end)` of task `i` with
    /// its least resource use, if the task surely runs then.
    fn compulsory(&self, st: &Store, i: usize) -> Option<(i64, i64, i64)> {
        let (s, d) = (self.start[i], self.duration[i]);
        let (est, lst, use_) = (st.min(s), st.max(s), self.least_use(st, i));
        if est == INF || lst == SUP || st.min(d) <= 0 || use_ <= 0 {
            return None;
        }
        let ect = est.saturating_add(st.min(d));
        (lst < ect).then_some((lst, ect, use_))
    }

    /// The profile of every compulsory part, in time order.
    fn profile(&self, st: &Store) -> Vec<Segment> {
        let mut events: Vec<(i64, i64)> = Vec::new();
        for i in 0..self.start.len() {
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

    fn time_table(&self, st: &mut Store) -> Result<(), Status> {
        let profile = self.profile(st);
        if profile.iter().any(|seg| seg.used > self.limit) {
            return Err(Status::Fail);
        }
        for j in 0..self.start.len() {
            self.push_task(st, j, &profile)?;
        }
        Ok(())
    }

    /// Moves task `j`'s start out of the stretches where the others'
    /// compulsory parts leave it no room (its own part, which the
    /// profile holds too, taken out).
    fn push_task(&self, st: &mut Store, j: usize, profile: &[Segment]) -> Result<(), Status> {
        let (s, d) = (self.start[j], self.duration[j]);
        let (dur, use_) = (st.min(d), self.least_use(st, j));
        if dur <= 0 || use_ <= 0 || st.min(s) == INF || st.max(s) == SUP {
            return Ok(());
        }
        if use_ > self.limit {
            return Err(Status::Fail);
        }
        let own = self.compulsory(st, j);
        let others = |seg: &Segment| match own {
            Some((from, to, r)) if from <= seg.from && seg.to <= to => seg.used - r,
            _ => seg.used,
        };
        let blocked = |seg: &&Segment| others(seg) + use_ > self.limit;
        // Earliest start: past each blocking stretch the task would overlap.
        let mut est = st.min(s);
        for seg in profile.iter().filter(blocked) {
            if seg.from < est.saturating_add(dur) && est < seg.to {
                est = seg.to;
            }
        }
        check(st.set_min(s, est))?;
        // Latest start: before each blocking stretch, from the right.
        let mut lst = st.max(s);
        for seg in profile.iter().rev().filter(blocked) {
            if seg.from < lst.saturating_add(dur) && lst < seg.to {
                lst = seg.from - dur;
            }
        }
        check(st.set_max(s, lst))
    }

    /// The windows of the tasks with finite bounds, and their indices.
    fn windows(&self, st: &Store) -> (Vec<Window>, Vec<usize>) {
        let (mut ws, mut ids) = (Vec::new(), Vec::new());
        for i in 0..self.start.len() {
            let (s, d) = (self.start[i], self.duration[i]);
            let (est, lst, dmax) = (st.min(s), st.max(s), st.max(d));
            if est == INF || lst == SUP || dmax == SUP || st.min(d) < 0 {
                continue;
            }
            let lct = lst.saturating_add(dmax);
            ws.push(Window { est, lct, dur: st.min(d), use_: self.least_use(st, i) });
            ids.push(i);
        }
        (ws, ids)
    }

    fn energy(&self, st: &mut Store) -> Result<(), Status> {
        let (ws, ids) = self.windows(st);
        if ws.len() < 2 {
            return Ok(());
        }
        let mut est: Vec<i64> = ws.iter().map(|w| w.est).collect();
        edge_finding(&ws, self.limit, &mut est).map_err(|_| Status::Fail)?;
        pair_precedences(&ws, self.limit, &mut est);
        let mirrored: Vec<Window> = ws.iter().map(Window::mirrored).collect();
        let mut neg_lct: Vec<i64> = mirrored.iter().map(|w| w.est).collect();
        edge_finding(&mirrored, self.limit, &mut neg_lct).map_err(|_| Status::Fail)?;
        pair_precedences(&mirrored, self.limit, &mut neg_lct);
        for (k, &i) in ids.iter().enumerate() {
            let s = self.start[i];
            check(st.set_min(s, est[k]))?;
            // The task ends by -neg_lct[k], so it starts its least
            // duration before.
            check(st.set_max(s, neg_lct[k].saturating_neg().saturating_sub(ws[k].dur)))?;
        }
        Ok(())
    }

    fn run(&self, st: &mut Store) -> Result<(), Status> {
        self.time_table(st)?;
        self.energy(st)
    }
}

impl Propagator for Tasks {
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8)) {
        self.start.iter().chain(self.duration.iter()).for_each(|&v| sub(v, EV_BOUNDS));
        if self.form == Form::Cumulative {
            self.resource.iter().for_each(|&v| sub(v, EV_BOUNDS));
        }
    }
    fn propagate(&self, st: &mut Store) -> Status {
        match self.run(st) {
            Ok(()) => Status::Ok,
            Err(s) => s,
        }
    }
    /// `cumulative(Tasks, [limit(L)])`, `serialized(Starts, Durations)`
    /// or `disjunctive(Tasks)`; the ends and identifiers are not the
    /// propagator's: fresh variables.
    fn residual(&self, _: &Store, out: &mut Vec<GoalTerm>) {
        let task = |k: usize| {
            let (s, d, r) = (self.start[k], self.duration[k], self.resource[k]);
            let r = if self.form == Form::Cumulative { GoalTerm::Var(r) } else { GoalTerm::Fresh };
            let args = vec![GoalTerm::Var(s), GoalTerm::Var(d), GoalTerm::Fresh, r, GoalTerm::Fresh];
            GoalTerm::Compound("task", args)
        };
        let tasks = || GoalTerm::List((0..self.start.len()).map(task).collect());
        out.push(match self.form {
            Form::Cumulative => {
                let limit = GoalTerm::Compound("limit", vec![GoalTerm::Int(self.limit)]);
                GoalTerm::Compound("cumulative", vec![tasks(), GoalTerm::List(vec![limit])])
            }
            Form::Serialized => {
                GoalTerm::Compound("serialized", vec![GoalTerm::vars(&self.start), GoalTerm::vars(&self.duration)])
            }
            Form::Disjunctive => GoalTerm::Compound("disjunctive", vec![tasks()]),
        });
    }
}
