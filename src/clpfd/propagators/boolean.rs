//! The reified connectives over 0/1 variables: `b <=> x and y` and
//! `b <=> x or y` (the truth values of a nested `#/\` and `#\/`, or of
//! `#==>` through a negated operand). Each is one propagator woken when
//! a variable is fixed; it reaches domain consistency, which is what the
//! three linear constraints it replaces (`b =< x, b =< y, x + y =< b + 1`
//! for and; `x =< b, y =< b, b =< x + y` for or) reach together on three
//! distinct 0/1 variables, so propagation is unchanged, in one run of a
//! few comparisons instead of three linear propagators.
//!
//! Or is and over the complements (`b <=> x or y` is `not b <=> not x and
//! not y`): both run [`connective`] with the value that decides it.
//!
//! The clause `x or y` (a disjunction posted at the top, `F #\/ G`, over
//! the truth values of F and G) is one too: the linear `x + y >= 1` it
//! replaces prunes the same, through the passes over a sum.

use super::Status;
use crate::clpfd::store::{Store, Var};

/// `b <=> x and y`, with x, y, b distinct 0/1 variables.
pub fn and(st: &mut Store, x: Var, y: Var, b: Var) -> Status {
    connective(st, x, y, b, 0)
}

/// `b <=> x or y`, with x, y, b distinct 0/1 variables.
pub fn or(st: &mut Store, x: Var, y: Var, b: Var) -> Status {
    connective(st, x, y, b, 1)
}

/// `x or y` holds, with x and y distinct 0/1 variables: once one is 0,
/// the other is 1.
pub fn clause(st: &mut Store, x: Var, y: Var) -> Status {
    let assign = |st: &mut Store, v: Var| if st.assign(v, 1) { Status::Entailed } else { Status::Fail };
    match (st.value(x), st.value(y)) {
        (Some(1), _) | (_, Some(1)) => Status::Entailed,
        (Some(_), _) => assign(st, y),
        (_, Some(_)) => assign(st, x),
        (None, None) => Status::Ok,
    }
}

/// `b <=> x and y` where `decisive` is the operand value that decides the
/// result by itself (0 for and, 1 for or; the other value is `1 - decisive`).
fn connective(st: &mut Store, x: Var, y: Var, b: Var, decisive: i64) -> Status {
    let other = 1 - decisive;
    let assign = |st: &mut Store, v: Var, val: i64| if st.assign(v, val) { Status::Entailed } else { Status::Fail };
    let (vx, vy) = (st.value(x), st.value(y));
    if vx == Some(decisive) || vy == Some(decisive) {
        return assign(st, b, decisive);
    }
    match st.value(b) {
        // The result is the other value: so is each operand.
        Some(v) if v == other => {
            if st.assign(x, other) && st.assign(y, other) {
                Status::Entailed
            } else {
                Status::Fail
            }
        }
        // The result is decisive: one operand is, and once the other is
        // not, it is.
        Some(_) => match (vx, vy) {
            (Some(_), _) => assign(st, y, decisive),
            (_, Some(_)) => assign(st, x, decisive),
            _ => Status::Ok,
        },
        None if vx.is_some() && vy.is_some() => assign(st, b, other),
        None => Status::Ok,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Lin, Prop, Rel};
    use crate::clpfd::domain::Domain;
    use crate::clpfd::store::Store;

    /// The three linear constraints each connective stands for, as
    /// (coefficients over x, y, b; constant) of `sum =< constant`.
    fn decomposition(and: bool) -> [([i64; 3], i64); 3] {
        if and {
            // b =< x, b =< y, x + y =< b + 1
            [([-1, 0, 1], 0), ([0, -1, 1], 0), ([1, 1, -1], 1)]
        } else {
            // x =< b, y =< b, b =< x + y
            [([1, 0, -1], 0), ([0, 1, -1], 0), ([-1, -1, 1], 0)]
        }
    }

    /// From every starting point (each variable 0, 1 or 0..1) and then
    /// after fixing each variable in turn, the propagator leaves the
    /// domains (or the failure) its linear decomposition leaves.
    #[test]
    fn prunes_as_its_linear_decomposition() {
        let doms = [Domain::singleton(0), Domain::singleton(1), Domain::Range((0, 1))];
        for and in [true, false] {
            for start in 0..27 {
                let start: Vec<Domain> = (0..3).map(|i| doms[start / 3usize.pow(i) % 3].clone()).collect();
                for (fix, value) in [(None, 0), (Some(0), 0), (Some(0), 1), (Some(1), 0), (Some(2), 1), (Some(2), 0)] {
                    let run = |native: bool| {
                        let mut st = Store::default();
                        let v: Vec<_> = start.iter().map(|d| st.new_var(d.clone(), 0)).collect();
                        if native {
                            let (x, y, b) = (v[0], v[1], v[2]);
                            st.add_prop(if and { Prop::BoolAnd { x, y, b } } else { Prop::BoolOr { x, y, b } });
                        } else {
                            for (a, c) in decomposition(and) {
                                // The terms with a coefficient (a linear
                                // propagator never holds a zero one).
                                let (a, x): (Vec<i64>, Vec<_>) =
                                    a.iter().zip(&v).filter(|(k, _)| **k != 0).map(|(k, x)| (*k, *x)).unzip();
                                let lin = Lin { a: a.into(), x: x.into(), c, rel: Rel::Le };
                                st.add_prop(Prop::Lin(lin));
                            }
                        }
                        let mut ok = st.propagate().expect("converges");
                        if let (true, Some(i)) = (ok, fix) {
                            ok = st.assign(v[i], value) && st.propagate().expect("converges");
                        }
                        ok.then(|| v.iter().map(|&x| st.dom(x).clone()).collect::<Vec<_>>())
                    };
                    assert_eq!(run(true), run(false), "and: {and}, start {start:?}, fix {fix:?} = {value}");
                }
            }
        }
    }

    /// From every starting point of x and y (0, 1 or 0..1) and then after
    /// fixing either, the clause leaves what `-x - y =< -1` leaves.
    #[test]
    fn the_clause_prunes_as_its_linear_constraint() {
        let doms = [Domain::singleton(0), Domain::singleton(1), Domain::Range((0, 1))];
        for start in 0..9 {
            let start = [doms[start % 3].clone(), doms[start / 3].clone()];
            for (fix, value) in [(None, 0), (Some(0), 0), (Some(0), 1), (Some(1), 0), (Some(1), 1)] {
                let run = |native: bool| {
                    let mut st = Store::default();
                    let (x, y) = (st.new_var(start[0].clone(), 0), st.new_var(start[1].clone(), 0));
                    st.add_prop(if native {
                        Prop::BoolClause { x, y }
                    } else {
                        Prop::Lin(Lin { a: vec![-1, -1].into(), x: vec![x, y].into(), c: -1, rel: Rel::Le })
                    });
                    let mut ok = st.propagate().expect("converges");
                    if let (true, Some(i)) = (ok, fix) {
                        ok = st.assign([x, y][i], value) && st.propagate().expect("converges");
                    }
                    ok.then(|| [st.dom(x).clone(), st.dom(y).clone()])
                };
                assert_eq!(run(true), run(false), "start {start:?}, fix {fix:?} = {value}");
            }
        }
    }
}
