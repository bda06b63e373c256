//! `L0 #\/ L1` posted at the top, each side a relation of two variables
//! with finite bounds: an inequality (`S1 + D1 #=< S2 #\/ S2 + D2 #=<
//! S1`, the machines of a job shop) or an equation with unit coefficients
//! (`X #= Y + 1 #\/ Y #= X + 1`, "next to" in Einstein's puzzle). One
//! propagator, `Prop::PairLeOr`, where the formula's decomposition is
//! three (`B0 <=> L0`, `B1 <=> L1` and the clause `B0 #\/ B1`), woken,
//! queued and run once where those were up to three times.
//!
//! It runs the three in passes: each side decides its truth value or,
//! decided, is enforced (`reified_pair_le.rs`, `reified_pair_eq.rs`, as
//! `Prop::ReifLin` runs it); once a side is false, the other is true and
//! enforced. Enforcing a side can decide the other, so passes repeat
//! until one changes nothing: a run reaches its own fixpoint (the store
//! need not wake it for its own prunings), and it prunes exactly as the
//! three would (a unit test compares the two on random domains).
//!
//! The truth values stay store variables, made when the formula is
//! posted: they are in the residual goals the decomposition writes (the
//! goals of its parts still running, [`PairLeOr::alive`]) and in the
//! degrees it gives (`store/degree.rs`). It subscribes a variable once
//! where the decomposition's propagators subscribe it once each: the
//! degree counts the others ([`PairLeOr::second_subscriptions`]).

use super::linear::{Lin, Rel};
use super::{reified_linear, reified_pair_eq, reified_pair_le, Status};
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::store::{Store, Var, EV_BOUNDS, EV_DOM};

/// `a[0]*x[0] + a[1]*x[1] rel c`, rel `=<` or `=` (then with unit
/// coefficients).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairLe {
    pub a: [i64; 2],
    pub x: [Var; 2],
    pub c: i64,
    pub rel: Rel,
}

impl PairLe {
    /// The relation as a linear propagator (for its residual goal).
    pub fn lin(&self) -> Lin {
        Lin { a: self.a.to_vec().into(), x: self.x.to_vec().into(), c: self.c, rel: self.rel }
    }

    /// Whether the relation is decided now (`Lin::entailed`): None when
    /// it is not, or when the side does not fit (see [`PairLe::fits`]).
    #[inline]
    pub fn entailed(&self, st: &Store) -> Option<bool> {
        match self.rel {
            Rel::Eq if reified_pair_eq::fits(st, self.a, self.x, self.c) => {
                reified_pair_eq::entailed(st, self.a, self.x, self.c)
            }
            Rel::Eq | Rel::Ne => None,
            Rel::Le => reified_pair_le::pair_entailed(st, self.a, self.x, self.c).flatten(),
        }
    }

    /// Whether the side is one the propagator runs: both variables with
    /// finite bounds (and, for `=`, unit coefficients and bounds well
    /// inside the range), which they keep while it lives: domains only
    /// narrow.
    #[inline]
    pub fn fits(&self, st: &Store) -> bool {
        match self.rel {
            Rel::Eq => reified_pair_eq::fits(st, self.a, self.x, self.c),
            Rel::Ne => false,
            Rel::Le => reified_pair_le::pair_entailed(st, self.a, self.x, self.c).is_some(),
        }
    }

    /// Whether the side fits and is not decided now: what posting asks
    /// (`fits` and `entailed` in one reading of the bounds).
    #[inline]
    pub fn undecided(&self, st: &Store) -> bool {
        match self.rel {
            Rel::Le => reified_pair_le::pair_entailed(st, self.a, self.x, self.c) == Some(None),
            _ => self.fits(st) && self.entailed(st).is_none(),
        }
    }

    /// The events of its variables that wake the side's `Prop::ReifLin`
    /// (`Lin::reified_event`): an equation of two unit terms reads whole
    /// domains.
    pub fn event(&self) -> u8 {
        if self.rel == Rel::Eq {
            EV_DOM
        } else {
            EV_BOUNDS
        }
    }
}

/// `(L0 <=> B0) and (L1 <=> B1) and (B0 or B1)`, the truth values two
/// distinct 0/1 variables that occur in neither inequality.
#[derive(Clone, Copy, Debug)]
pub struct PairLeOr {
    pub sides: [PairLe; 2],
    pub b: [Var; 2],
    /// The sides as bounds on one difference, when they are.
    precedence: Option<Precedence>,
}

/// Two inequalities of unit terms over the same two variables, bounding
/// their difference from both ends: `p - q =< upper` (the first side)
/// and `p - q >= lower` (the second). A job shop's `S1 + D1 #=< S2 #\/
/// S2 + D2 #=< S1` is `S1 - S2 =< -D1` or `S1 - S2 >= D2`.
#[derive(Clone, Copy, Debug)]
struct Precedence {
    p: Var,
    q: Var,
    upper: i64,
    lower: i64,
}

impl Precedence {
    /// The sides' shape as a precedence, if it is one.
    fn of([s0, s1]: &[PairLe; 2]) -> Option<Precedence> {
        let unit_difference = |s: &PairLe| s.rel == Rel::Le && s.a[0] == -s.a[1] && s.a[0].abs() == 1;
        if !unit_difference(s0) || !unit_difference(s1) {
            return None;
        }
        // The first side is `a * (x - y) =< c`: p - q =< c.
        let [p, q] = if s0.a[0] == 1 { s0.x } else { [s0.x[1], s0.x[0]] };
        // The second, `a * (u - v) =< c`, is `-(p - q) =< c` when its
        // positive term is q's.
        let positive = if s1.a[0] == 1 { s1.x[0] } else { s1.x[1] };
        let shares = s1.x == [p, q] || s1.x == [q, p];
        (shares && positive == q).then_some(Precedence { p, q, upper: s0.c, lower: -s1.c })
    }
}

/// Which parts of the decomposition still run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alive {
    /// `B0 <=> L0` and `B1 <=> L1`.
    pub sides: [bool; 2],
    /// `B0 #\/ B1`.
    pub clause: bool,
}

impl PairLeOr {
    pub fn new(sides: [PairLe; 2], b: [Var; 2]) -> PairLeOr {
        PairLeOr { sides, b, precedence: Precedence::of(&sides) }
    }

    /// Which parts of the decomposition would still be running in this
    /// state (at a fixpoint): a side is done once its truth value is
    /// known and the domains entail it (or its negation, when false); the
    /// clause once a truth value is known. (A false equation is done as
    /// soon as it is disentailed: it became false by its own propagator,
    /// the only one that makes it false.)
    pub fn alive(&self, st: &Store) -> Alive {
        let side = |i: usize| match st.value(self.b[i]) {
            None => true,
            Some(truth) => self.sides[i].entailed(st) != Some(truth == 1),
        };
        let clause = st.value(self.b[0]).is_none() && st.value(self.b[1]).is_none();
        Alive { sides: [side(0), side(1)], clause }
    }
}

impl PairLeOr {
    /// The two variables when both sides are over them (and only them).
    #[inline]
    pub fn one_pair(&self) -> Option<[Var; 2]> {
        let [s0, s1] = &self.sides;
        let [x, y] = s0.x;
        (s1.x == [x, y] || s1.x == [y, x]).then_some([x, y])
    }

    /// How many more subscriptions the decomposition makes on `u` than
    /// this propagator: one for a variable of both sides, one for a truth
    /// value (its side's propagator and the clause).
    pub fn second_subscriptions(&self, u: Var) -> i64 {
        let [s0, s1] = &self.sides;
        (s0.x.contains(&u) && s1.x.contains(&u) || self.b.contains(&u)) as i64
    }
}

/// `b <=> side` (as `Prop::ReifLin` runs it), the side an inequality.
#[inline(always)]
fn reified_le(st: &mut Store, side: &PairLe, b: Var) -> Status {
    match reified_pair_le::reified_pair(st, side.a, side.x, side.c, b) {
        Some(status) => status,
        // Not reached: the bounds were finite when it was posted.
        None => reified_linear::reified(st, &side.lin(), b),
    }
}

/// `b <=> side` (as `Prop::ReifLin` runs it), any side.
#[inline(always)]
fn reified_any(st: &mut Store, side: &PairLe, b: Var) -> Status {
    if side.rel == Rel::Le {
        return reified_le(st, side, b);
    }
    match reified_pair_eq::reified(st, side.a, side.x, side.c, b) {
        Some(status) => status,
        // Rare: a variable with values past the finite range.
        None => reified_linear::reified(st, &side.lin(), b),
    }
}

/// Passes of the three parts until one changes no domain (every change
/// counts in `stats.prunings`). Two inequalities (a job shop's machines)
/// run without asking each side its relation, and a precedence that a
/// pass would leave as it is is found so first ([`quiet_precedence`]).
pub fn run(st: &mut Store, d: &PairLeOr) -> Status {
    if d.sides[0].rel == Rel::Le && d.sides[1].rel == Rel::Le {
        if quiet_precedence(st, d) {
            return Status::Ok;
        }
        passes::<false>(st, d)
    } else {
        passes::<true>(st, d)
    }
}

/// Whether a pass would change nothing and find the disjunction not
/// done, for a precedence ([`Precedence`]): then the run is that answer,
/// read from the four bounds and the two truth values once, where the
/// passes read them for each side again. Most runs are such.
///
/// A side `s * d =< c` (d = p - q, s = ±1), the range of `s * d` lo..hi
/// and w the widest of the two domains' widths, is quiet when
/// - its truth value is unknown and it is undecided (lo =< c < hi);
/// - true: `reified_pair_le::at_most` narrows neither term (each term's
///   width within the slack c - lo, so lo + w =< c); done when entailed
///   (hi =< c);
/// - false: its negation `-s * d =< -c - 1` likewise (hi - w > c); done
///   when disentailed (lo > c).
///
/// The clause is quiet unless a truth value is 0 and the other is not
/// 1. The run is then Ok, unless both sides are done (Entailed, left to
/// the passes).
#[inline(always)]
fn quiet_precedence(st: &Store, d: &PairLeOr) -> bool {
    let Some(Precedence { p, q, upper, lower }) = d.precedence else { return false };
    let (t0, t1) = (st.value(d.b[0]), st.value(d.b[1]));
    match (t0, t1) {
        (Some(0), Some(1)) | (Some(1), Some(0)) => {}
        // The clause fails, or makes the other side true.
        (Some(0), _) | (_, Some(0)) => return false,
        _ => {}
    }
    let ((p_min, p_max), (q_min, q_max)) = (st.dom(p).bounds(), st.dom(q).bounds());
    // Finite: posting found them so, and domains only narrow. A range
    // past i64 is left to the passes.
    debug_assert!(p_min != INF && p_max != SUP && q_min != INF && q_max != SUP);
    let (Some(lo), Some(hi), Some(wp), Some(wq)) =
        (p_min.checked_sub(q_max), p_max.checked_sub(q_min), p_max.checked_sub(p_min), q_max.checked_sub(q_min))
    else {
        return false;
    };
    // lo + w and hi - w lie within lo..hi (w =< wp + wq = hi - lo).
    let w = wp.max(wq);
    // The first side, `d =< upper`.
    let (quiet0, done0) = match t0 {
        None => (lo <= upper && upper < hi, false),
        Some(1) => (lo + w <= upper, hi <= upper),
        Some(_) => (hi - w > upper, lo > upper),
    };
    // The second, `-d =< -lower` (the range of -d is -hi..-lo).
    let (quiet1, done1) = match t1 {
        None => (lo < lower && lower <= hi, false),
        Some(1) => (hi - w >= lower, lo >= lower),
        Some(_) => (lo + w < lower, hi < lower),
    };
    quiet0 && quiet1 && !(done0 && done1)
}

/// The passes, with sides of any relation when `ANY_SIDE`, else two
/// inequalities.
#[inline(always)]
fn passes<const ANY_SIDE: bool>(st: &mut Store, d: &PairLeOr) -> Status {
    loop {
        let before = st.stats.prunings;
        let (status, stale) = pass::<ANY_SIDE>(st, d);
        if status != Status::Ok || st.stats.prunings == before || !stale {
            return status;
        }
    }
}

/// One pass of the three parts, and whether another may change anything.
///
/// For two inequalities, a side's run is its own fixpoint (undecided, it
/// at most fixes its truth value, then entailed; decided, one pass of
/// `reified_pair_le::at_most` is the fixpoint), and the clause reads only
/// the truth values, which nothing after it changes. So a part can be
/// out of date only when a later run narrowed a variable: the second
/// side enforced (its truth value known before its run), or the side the
/// clause made true. Otherwise the next pass would change nothing and is
/// not made (its statuses would be this pass's). Other sides are passed
/// again whenever something changed.
#[inline(always)]
fn pass<const ANY_SIDE: bool>(st: &mut Store, d: &PairLeOr) -> (Status, bool) {
    let reified = |st: &mut Store, side: &PairLe, b: Var| {
        if ANY_SIDE {
            reified_any(st, side, b)
        } else {
            reified_le(st, side, b)
        }
    };
    let [b0, b1] = d.b;
    let mut done = [Status::Ok, Status::Ok];
    done[0] = reified(st, &d.sides[0], b0);
    if done[0] == Status::Fail {
        return (Status::Fail, false);
    }
    // The second side narrows a variable only when its truth value was
    // known: undecided, it can only decide that.
    let enforced = st.value(b1).is_some();
    let before = st.stats.prunings;
    done[1] = reified(st, &d.sides[1], b1);
    if done[1] == Status::Fail {
        return (Status::Fail, false);
    }
    let mut stale = ANY_SIDE || (enforced && st.stats.prunings != before);
    // The clause: one side false, the other holds.
    let true_side = match (st.value(b0), st.value(b1)) {
        (Some(0), Some(0)) => return (Status::Fail, false),
        (Some(0), None) => Some(1),
        (None, Some(0)) => Some(0),
        _ => None,
    };
    if let Some(i) = true_side {
        if !st.assign(d.b[i], 1) {
            return (Status::Fail, false);
        }
        let before = st.stats.prunings;
        done[i] = reified(st, &d.sides[i], d.b[i]);
        if done[i] == Status::Fail {
            return (Status::Fail, false);
        }
        stale |= st.stats.prunings != before;
    }
    // Both sides done: their truth values are known, so is the clause.
    let status = if done == [Status::Entailed, Status::Entailed] { Status::Entailed } else { Status::Ok };
    (status, stale)
}

#[cfg(test)]
mod tests {
    use super::super::Prop;
    use super::{PairLe, PairLeOr};
    use crate::clpfd::domain::Domain;
    use crate::clpfd::propagators::Rel;
    use crate::clpfd::store::Store;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// From random domains, coefficients and truth values, then after
    /// narrowing a variable (its bounds, or a value inside), the
    /// propagator leaves the domains (or the failure) the decomposition
    /// leaves (`ReifLin` twice and `BoolClause`), and the parts it
    /// reports running are those of the decomposition still alive: for
    /// two inequalities, and for two equations of unit terms.
    #[test]
    fn prunes_as_its_decomposition() {
        let mut rng = SmallRng::seed_from_u64(23);
        let coefficient = |rng: &mut SmallRng| [-3, -2, -1, 1, 1, 1, 2][rng.random_range(0..7)];
        let domain = |rng: &mut SmallRng| {
            let lo = rng.random_range(-6..=6);
            let d = Domain::Range((lo, lo + rng.random_range(0..=8)));
            if rng.random_bool(0.3) {
                d.remove(lo + 1).unwrap_or(d)
            } else {
                d
            }
        };
        let truth = |rng: &mut SmallRng| {
            [Domain::Range((0, 1)), Domain::Range((0, 1)), Domain::singleton(0), Domain::singleton(1)]
                [rng.random_range(0..4)]
            .clone()
        };
        let mut decided = [0, 0];
        for case in 0..40_000 {
            let rel = if case % 2 == 0 { Rel::Le } else { Rel::Eq };
            // Three variables: two sides over x, y (jobshop's shape) or
            // sharing only one.
            let doms: Vec<Domain> = (0..3).map(|_| domain(&mut rng)).collect();
            let mut truths = [truth(&mut rng), truth(&mut rng)];
            if rel == Rel::Eq {
                // Only a side's own propagator makes its truth value false
                // (the clause makes one true): a disequality given false
                // from outside stays alive until a variable is fixed, which
                // `PairLeOr::alive` does not follow.
                truths = truths.map(|t| if t.value() == Some(0) { Domain::Range((0, 1)) } else { t });
            }
            let vars0 = [0, 1];
            let vars1 = if rng.random_bool(0.6) { [1, 0] } else { [1, 2] };
            let mut a =
                [[coefficient(&mut rng), coefficient(&mut rng)], [coefficient(&mut rng), coefficient(&mut rng)]];
            let mut c = [rng.random_range(-12..=12), rng.random_range(-12..=12)];
            if rel == Rel::Eq {
                a = a.map(|pair| pair.map(i64::signum));
                c = c.map(|k| k / 3);
            } else if case % 4 == 0 {
                // Bounds on a difference (a job shop's shape, run by
                // `quiet_over_one_pair` when the variables are shared).
                a = a.map(|[k, _]| if k > 0 { [1, -1] } else { [-1, 1] });
                c = c.map(|k| k / 2);
            }
            let narrow = (rng.random_range(0..3), rng.random_range(0..3), rng.random_range(-6..=8));
            let run = |native: bool| {
                let mut st = Store::default();
                let v: Vec<_> = doms.iter().map(|d| st.new_var(d.clone(), 0)).collect();
                let b = [st.new_var(truths[0].clone(), 0), st.new_var(truths[1].clone(), 0)];
                let side = |i: usize, vars: [usize; 2]| PairLe { a: a[i], x: [v[vars[0]], v[vars[1]]], c: c[i], rel };
                let d = PairLeOr::new([side(0, vars0), side(1, vars1)], b);
                assert!(d.sides.iter().all(|s| s.fits(&st)));
                let mut ids = Vec::new();
                if native {
                    ids.push(st.add_prop(Prop::PairLeOr(Box::new(d))));
                } else {
                    for i in 0..2 {
                        ids.push(st.add_prop(Prop::ReifLin { lin: d.sides[i].lin(), b: b[i] }));
                    }
                    ids.push(st.add_prop(Prop::BoolClause { x: b[0], y: b[1] }));
                }
                let mut ok = st.propagate().expect("converges");
                if ok {
                    let (i, how, bound) = narrow;
                    ok = match how {
                        0 => st.set_bounds(v[i], st.min(v[i]) as i128, bound as i128),
                        1 => st.set_bounds(v[i], bound as i128, st.max(v[i]) as i128),
                        _ => st.remove(v[i], bound),
                    } && st.propagate().expect("converges");
                }
                if !ok {
                    return None;
                }
                let alive = if native {
                    let running = st.props[ids[0] as usize].alive;
                    let parts = d.alive(&st);
                    assert_eq!(running, parts.sides != [false, false], "{d:?}");
                    [parts.sides[0], parts.sides[1], parts.clause]
                } else {
                    [0, 1, 2].map(|k| st.props[ids[k] as usize].alive)
                };
                let doms: Vec<Domain> = v.iter().chain(&b).map(|&x| st.dom(x).clone()).collect();
                Some((doms, alive))
            };
            let (native, decomposed) = (run(true), run(false));
            decided[case % 2] += native.as_ref().is_some_and(|(_, alive)| alive != &[true; 3]) as u32;
            assert_eq!(native, decomposed, "{a:?} {c:?} {doms:?} {truths:?} {vars1:?} narrow {narrow:?}");
        }
        // The cases reach the decided states, not only the idle one.
        assert!(decided.iter().all(|&n| n > 5_000), "{decided:?}");
    }
}
