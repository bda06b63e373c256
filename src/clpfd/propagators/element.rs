//! element(I, Xs, V): V is the I-th element of Xs (counting from 1).
//! Domain consistent on I and on V (V ranges over the union of the
//! possible elements' domains).

use super::{check, Status};
use crate::clpfd::domain::Domain;
use crate::clpfd::store::{Store, Var};

pub fn element(st: &mut Store, i: Var, xs: &[Var], v: Var) -> Status {
    match inner(st, i, xs, v) {
        Ok(s) => s,
        Err(s) => s,
    }
}

fn inner(st: &mut Store, i: Var, xs: &[Var], v: Var) -> Result<Status, Status> {
    check(st.set_bounds(i, 1, xs.len() as i128))?;
    // Indices whose element can still equal V.
    let vd = st.dom(v).clone();
    let keep: Vec<(i64, i64)> =
        st.dom(i).values().filter(|&k| st.dom(xs[k as usize - 1]).intersect(&vd).is_some()).map(|k| (k, k)).collect();
    let d = Domain::from_intervals(keep).ok_or(Status::Fail)?;
    check(st.restrict(i, &d))?;
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
