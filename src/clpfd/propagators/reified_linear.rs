//! The reified linear propagator `b <=> lin` (`Prop::ReifLin`): once b is
//! known, lin or its negation is enforced; before that, entailment of lin
//! decides b. A one-variable `=` or `\=` (`B #<==> (X #= C)`, the
//! reified counting of magic series and car sequencing) is decided by its
//! one value instead of by the passes over the sum.

use super::linear::{Lin, Rel};
use super::Status;
use crate::clpfd::store::{Store, Var};

/// `b <=> lin`: once b is known, lin or its negation is enforced;
/// before that, entailment of lin decides b.
pub fn reified(st: &mut Store, lin: &Lin, b: Var) -> Status {
    if lin.x.len() == 1 && lin.rel != Rel::Le {
        if let Some(status) = reified_value(st, lin, b) {
            return status;
        }
    }
    reified_by_sums(st, lin, b)
}

/// [`reified`] through the passes over the sum (any relation, any domains).
fn reified_by_sums(st: &mut Store, lin: &Lin, b: Var) -> Status {
    match st.value(b) {
        Some(1) => lin.propagate(st),
        Some(_) => lin.propagate_negation(st),
        None => match lin.entailed(st) {
            Some(v) => {
                if st.assign(b, v as i64) {
                    Status::Entailed
                } else {
                    Status::Fail
                }
            }
            None => Status::Ok,
        },
    }
}

/// `b <=> a*x = c` (`B #<==> (X #= C)`, and `\=` its negation) over a
/// finite x: the relation names the one value c/a (none when a does not
/// divide c), so it is decided by that value's presence in x's domain and
/// enforced by fixing or removing it, without the sums and divisions of
/// the general pass (the same prunings). None for an x with an infinite
/// end, which the general pass handles (values past the finite range).
#[inline]
fn reified_value(st: &mut Store, lin: &Lin, b: Var) -> Option<Status> {
    let (a, x, c) = (lin.a[0], lin.x[0], lin.c);
    let d = st.dom(x);
    if !d.is_finite() {
        return None;
    }
    // Zero coefficients are dropped when posting; c and a are in range,
    // so the quotient is too. A unit coefficient (`B #<==> (X #= C)`, the
    // usual case) needs no division, the slowest step of a run.
    let value = match a {
        1 => Some(c),
        -1 => Some(-c),
        _ => (c % a == 0).then(|| c / a),
    };
    let eq = lin.rel == Rel::Eq;
    let status = |ok: bool| if ok { Status::Entailed } else { Status::Fail };
    Some(match st.value(b) {
        Some(truth) => match (value, (truth == 1) == eq) {
            (Some(v), true) => status(st.assign(x, v)),
            (Some(v), false) => status(st.remove(x, v)),
            (None, must_hold) => status(!must_hold),
        },
        None => {
            let holds = match value {
                Some(v) if d.contains(v) => match d.value() {
                    Some(_) => true,
                    None => return Some(Status::Ok),
                },
                _ => false,
            };
            status(st.assign(b, (holds == eq) as i64))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::super::Status;
    use super::{Lin, Rel};
    use crate::clpfd::domain::Domain;
    use crate::clpfd::store::Store;

    /// A reified one-variable relation decided by its value prunes,
    /// decides and fails as the passes over the sum do, whatever b is.
    #[test]
    fn reified_values_match_the_passes_over_the_sum() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(5);
        for _ in 0..5_000 {
            let a = [-3, -2, -1, 1, 2, 3][rng.random_range(0..6)];
            let c = rng.random_range(-12..=12);
            let lo = rng.random_range(-6..=6);
            let d = Domain::Range((lo, lo + rng.random_range(0..=6)));
            let d = if rng.random_bool(0.4) { d.remove(lo + 1).unwrap_or(d) } else { d };
            let rel = if rng.random_bool(0.5) { Rel::Eq } else { Rel::Ne };
            let truth =
                [Domain::Range((0, 1)), Domain::singleton(0), Domain::singleton(1)][rng.random_range(0..3)].clone();
            let run = |by_value: bool| {
                let mut st = Store::default();
                let x = st.new_var(d.clone(), 0);
                let b = st.new_var(truth.clone(), 0);
                let lin = Lin { a: vec![a].into(), x: vec![x].into(), c, rel };
                let status =
                    if by_value { super::reified(&mut st, &lin, b) } else { super::reified_by_sums(&mut st, &lin, b) };
                let failed = status == Status::Fail;
                (status, if failed { Vec::new() } else { vec![st.dom(x).clone(), st.dom(b).clone()] })
            };
            assert_eq!(run(true), run(false), "b in {truth:?} <=> {a}*x {rel:?} {c}, x in {d:?}");
        }
    }
}
