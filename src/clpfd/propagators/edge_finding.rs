//! Energy reasoning for cumulative/2, serialized/2 and disjunctive/1, on
//! task windows (no store): overload checking, edge finding and the
//! precedences of pairs that cannot overlap. Each rule raises earliest
//! starts; the latest ends come from the same rule on the mirrored
//! windows (time negated), which [`Window::mirrored`] gives.
//!
//! A task runs `dur` time units (its least duration) at `use_` units of
//! the resource (its least use), somewhere inside `[est, lct)`; its
//! energy is `dur * use_`. For a set Ω of tasks, `est_Ω` is their least
//! earliest start, `lct_Ω` their greatest latest end and `e_Ω` their
//! energy; a resource of capacity C holds them only if
//! `e_Ω =< C * (lct_Ω - est_Ω)` (overload checking: this on every
//! window of tasks proves a makespan too short without search, which the
//! time-table of compulsory parts alone does not).
//!
//! Edge finding (Nuijten's rule, the form Vilím states with the left cuts
//! `LCut(b)`, the tasks whose latest end is at most `b`): when a task i
//! outside `LCut(b)` and some Ω ⊆ LCut(b) have
//! `e_Ω + e_i > C * (b - min(est_Ω, est_i))`, i cannot end by `b`, so it
//! ends after every task of `LCut(b)`; then for each Ω' ⊆ LCut(b), if
//! i's share leaves too little room (`rest = e_Ω' - (C - c_i) *
//! (lct_Ω' - est_Ω') > 0`), i starts at `est_Ω' + ceil(rest / c_i)` or
//! later. The sets are the task intervals (the tasks of the cut with
//! `est >= a`), O(n² k) for n tasks with k different uses.

/// Where a task can run and what it needs at least.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    /// Earliest start.
    pub est: i64,
    /// Latest end (exclusive).
    pub lct: i64,
    /// Least duration (0 only for a point of serialized/2).
    pub dur: i64,
    /// Least use of the resource.
    pub use_: i64,
}

/// The resource cannot hold the tasks.
#[derive(Debug, PartialEq, Eq)]
pub struct Overload;

impl Window {
    fn energy(&self) -> i128 {
        i128::from(self.dur) * i128::from(self.use_)
    }

    /// The latest start that the least duration allows.
    fn lst(&self) -> i64 {
        self.lct - self.dur
    }

    /// The window with time negated: its earliest start is minus the
    /// latest end, so a rule raising earliest starts lowers latest ends.
    pub fn mirrored(&self) -> Window {
        Window { est: -self.lct, lct: -self.est, ..*self }
    }
}

fn div_ceil(a: i128, b: i128) -> i128 {
    (a + b - 1).div_euclid(b)
}

/// Overload checking and edge finding: raises `est[i]` (which starts as
/// the windows' earliest starts) for each task that edge finding shows
/// to end after a set of others. The windows take part only with a
/// positive duration and use (others have no energy: pass them with
/// `dur` or `use_` 0 and they are left alone).
pub fn edge_finding(w: &[Window], cap: i64, est: &mut [i64]) -> Result<(), Overload> {
    let n = w.len();
    let cap = i128::from(cap);
    let active = |i: usize| w[i].dur > 0 && w[i].use_ > 0;
    let mut by_lct: Vec<usize> = (0..n).filter(|&i| active(i)).collect();
    by_lct.sort_unstable_by_key(|&i| w[i].lct);
    let mut uses: Vec<i64> = by_lct.iter().map(|&i| w[i].use_).collect();
    uses.sort_unstable();
    uses.dedup();
    // best[u]: the strongest earliest start so far for a task of use
    // uses[u] that ends after every left cut seen.
    let mut best = vec![i128::MIN; uses.len()];
    let mut bound = vec![i128::MIN; n];
    // The left cut, by earliest start; points[p] = (a, e(a)) ascending in
    // a, e(a) the energy of the cut's tasks starting at a or later.
    let mut cut: Vec<usize> = Vec::with_capacity(by_lct.len());
    let mut points: Vec<(i64, i128)> = Vec::with_capacity(by_lct.len());
    let mut reach: Vec<i128> = Vec::with_capacity(by_lct.len());
    let mut k = 0;
    while k < by_lct.len() {
        let b = w[by_lct[k]].lct;
        while k < by_lct.len() && w[by_lct[k]].lct == b {
            let i = by_lct[k];
            let at = cut.partition_point(|&j| w[j].est <= w[i].est);
            cut.insert(at, i);
            k += 1;
        }
        points.clear();
        let mut e = 0i128;
        for &j in cut.iter().rev() {
            e += w[j].energy();
            match points.last_mut() {
                Some(last) if last.0 == w[j].est => last.1 = e,
                _ => points.push((w[j].est, e)),
            }
        }
        points.reverse();
        for &(a, e) in &points {
            let span = i128::from(b) - i128::from(a);
            if e > cap * span {
                return Err(Overload);
            }
            for (u, &c) in uses.iter().enumerate() {
                let rest = e - (cap - i128::from(c)) * span;
                if rest > 0 {
                    best[u] = best[u].max(i128::from(a) + div_ceil(rest, i128::from(c)));
                }
            }
        }
        // reach[p]: the greatest e(a) + C * a over the first p + 1 points.
        reach.clear();
        for &(a, e) in &points {
            let r = e + cap * i128::from(a);
            reach.push(reach.last().map_or(r, |&m: &i128| m.max(r)));
        }
        for &i in &by_lct[k..] {
            let t = w[i];
            let p = points.partition_point(|&(a, _)| a <= t.est);
            // Ω starting at or before i: e_Ω + e_i > C * (b - est_Ω).
            let before = p > 0 && reach[p - 1] + t.energy() > cap * i128::from(b);
            // Ω starting after i: e_Ω + e_i > C * (b - est_i).
            let after = p < points.len() && points[p].1 + t.energy() > cap * (i128::from(b) - i128::from(t.est));
            if before || after {
                let u = uses.binary_search(&t.use_).expect("every use is listed");
                bound[i] = best[u];
            }
        }
    }
    for (e, b) in est.iter_mut().zip(bound) {
        if b > i128::from(*e) {
            *e = i64::try_from(b).unwrap_or(i64::MAX);
        }
    }
    Ok(())
}

/// Pairs that cannot overlap (their uses together exceed the capacity,
/// or the resource is serial): when task i cannot come first (its
/// earliest end is past j's latest start), it comes after j, so it
/// starts at j's earliest end or later. A task of duration 0 is a point
/// that may not lie strictly inside another (serialized/2: `S_i + D_i =<
/// S_j` or `S_j + D_j =< S_i`).
pub fn pair_precedences(w: &[Window], cap: i64, est: &mut [i64]) {
    for (i, a) in w.iter().enumerate() {
        for (j, b) in w.iter().enumerate() {
            if i != j && a.use_ + b.use_ > cap && a.est + a.dur > b.lst() {
                est[i] = est[i].max(b.est + b.dur);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn win(est: i64, lct: i64, dur: i64, use_: i64) -> Window {
        Window { est, lct, dur, use_ }
    }

    fn starts(w: &[Window], cap: i64) -> Result<Vec<i64>, Overload> {
        let mut est: Vec<i64> = w.iter().map(|t| t.est).collect();
        edge_finding(w, cap, &mut est)?;
        Ok(est)
    }

    #[test]
    fn overload_of_a_window_fails() {
        // Three tasks of 4 on a serial resource within [0, 11).
        let w = [win(0, 11, 4, 1), win(0, 11, 4, 1), win(0, 11, 4, 1)];
        assert_eq!(starts(&w, 1), Err(Overload));
        let w = [win(0, 12, 4, 1), win(0, 12, 4, 1), win(0, 12, 4, 1)];
        assert_eq!(starts(&w, 1), Ok(vec![0, 0, 0]));
    }

    #[test]
    fn a_task_that_cannot_end_first_goes_last() {
        // Two tasks of 3 in [0, 6) leave task 2 (4 long) no room before 6.
        let w = [win(0, 6, 3, 1), win(0, 6, 3, 1), win(0, 20, 4, 1)];
        assert_eq!(starts(&w, 1), Ok(vec![0, 0, 6]));
    }

    #[test]
    fn cumulative_rest_sets_the_start() {
        // Capacity 2: Ω = two tasks of 2x2 in [0, 4) fill it; task 2 (use
        // 1, 3 long) cannot end by 4, and leaves room: rest = 8 - 1*4 = 4,
        // so it starts at 0 + 4/1 = 4.
        let w = [win(0, 4, 2, 2), win(0, 4, 2, 2), win(0, 20, 3, 1)];
        assert_eq!(starts(&w, 2), Ok(vec![0, 0, 4]));
    }

    #[test]
    fn mirrored_windows_lower_the_ends() {
        let w = [win(14, 20, 3, 1), win(14, 20, 3, 1), win(0, 20, 4, 1)];
        let m: Vec<Window> = w.iter().map(Window::mirrored).collect();
        assert_eq!(starts(&m, 1).map(|e| -e[2]), Ok(14));
    }

    #[test]
    fn pairs_that_cannot_overlap_are_ordered() {
        // i (est 9, 3 long) cannot precede j (latest start 10): after it.
        let w = [win(9, 30, 3, 1), win(0, 12, 2, 1)];
        let mut est = vec![9, 0];
        pair_precedences(&w, 1, &mut est);
        assert_eq!(est, vec![9, 0]);
        let w = [win(5, 30, 6, 1), win(4, 12, 2, 1)];
        let mut est = vec![5, 4];
        pair_precedences(&w, 1, &mut est);
        assert_eq!(est, vec![6, 4]);
        // Uses 1 and 1 fit a capacity of 2: no order.
        let mut est = vec![5, 4];
        pair_precedences(&w, 2, &mut est);
        assert_eq!(est, vec![5, 4]);
    }
}
