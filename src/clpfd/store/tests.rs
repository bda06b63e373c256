//! The store's narrowing primitives against their plain definitions.

use super::bounds::unit_excluded;
use super::*;

/// The inline unit case excludes what ne2_exclude's i128 arithmetic
/// does, and leaves values past the range to it.
#[test]
fn unit_excluded_agrees_with_i128() {
    let edge = [INF, INF + 1, -7, -1, 0, 1, 7, SUP - 1, SUP];
    for k in [-1, 1] {
        for k_other in [-1, 1] {
            for &value in &edge[1..8] {
                for &c in &edge {
                    let want = (c as i128 - k as i128 * value as i128) * k_other as i128;
                    let inside = want > INF as i128 && want < SUP as i128;
                    let got = unit_excluded(k, value, k_other, c);
                    assert_eq!(got, inside.then_some(want as i64), "{k}*{value} + {k_other}*y #\\= {c}");
                }
            }
        }
    }
    assert_eq!(unit_excluded(2, 3, 1, 10), None);
}

/// Store::remove (with its bitset and interval-end shortcuts) leaves
/// the domain Domain::without gives, reports emptying, lists the
/// variable as fixed exactly when one value is left, and is undone by
/// backtracking.
#[test]
fn remove_agrees_with_domain_without() {
    let doms = [
        Domain::Range((1, 5)),
        Domain::Range((3, 3)),
        Domain::Range((-2, 60)),
        Domain::from_intervals(vec![(1, 2), (5, 9)]).expect("domain"),
        Domain::from_intervals(vec![(0, 0), (63, 63)]).expect("domain"),
        Domain::from_intervals(vec![(4, 4), (6, 6), (9, 9)]).expect("domain"),
        Domain::from_intervals(vec![(0, 10), (100, 200)]).expect("domain"),
    ];
    for d in &doms {
        for val in -3..=202 {
            let mut st = Store::default();
            let v = st.new_var(d.clone(), NO_HEAP);
            st.mark = st.trail_len();
            let mark = st.trail_len();
            let ok = st.remove(v, val);
            match d.without(val) {
                None => assert!(ok && st.dom(v) == d, "{d:?} without {val}"),
                Some(None) => assert!(!ok, "{d:?} without {val} is empty"),
                Some(Some(want)) => {
                    assert!(ok && *st.dom(v) == want, "{d:?} without {val}: {:?}", st.dom(v));
                    assert_eq!(st.fixed.contains(&v), want.value().is_some(), "{d:?} without {val}");
                }
            }
            st.undo_to(mark);
            assert_eq!(st.dom(v), d);
        }
    }
}

/// The written form of a linear propagator (for its residual goal) takes
/// the padding after the entry's flags: a propagator entry is no larger
/// than the propagator and one word.
#[test]
fn the_written_form_fits_in_the_entry_padding() {
    use std::mem::size_of;
    assert!(size_of::<PropInfo>() <= size_of::<Option<Prop>>() + 8);
}

/// The disequalities a fixed variable's pass kills come back to life,
/// unqueued, when backtracking undoes the pass (one trail entry for
/// them all), and only those: one killed under an older choicepoint
/// stays dead until that one is undone too.
#[test]
fn a_pass_over_fixed_disequalities_is_undone_at_once() {
    use super::super::propagators::Prop;
    let mut st = Store::default();
    let vs: Vec<Var> = (0..4).map(|_| st.new_var(Domain::Range((1, 4)), NO_HEAP)).collect();
    let mut ne = Vec::new();
    for i in 0..4 {
        for j in i + 1..4 {
            ne.push(((i, j), st.add_prop_idle(Prop::Ne2 { a: 1, x: vs[i], b: -1, y: vs[j], c: 0 })));
        }
    }
    let alive =
        |st: &Store| ne.iter().filter(|(_, p)| st.props[*p as usize].alive).map(|(ij, _)| *ij).collect::<Vec<_>>();
    let outer = st.trail_len();
    st.mark = outer;
    assert!(st.assign(vs[0], 1));
    assert!(st.propagate().expect("converges"));
    st.fixed.clear();
    assert_eq!(alive(&st), vec![(1, 2), (1, 3), (2, 3)]);
    let inner = st.trail_len();
    st.mark = inner;
    assert!(st.assign(vs[1], 2));
    assert!(st.propagate().expect("converges"));
    // x1 = 2 leaves x2, x3 in 3..4: nothing else is fixed.
    assert_eq!(alive(&st), vec![(2, 3)]);
    assert!(!st.assign(vs[2], 2));
    st.undo_to(inner);
    assert_eq!(alive(&st), vec![(1, 2), (1, 3), (2, 3)]);
    assert!(ne.iter().all(|(_, p)| st.props[*p as usize].queued != st.props[*p as usize].alive));
    assert_eq!(st.dom(vs[2]), &Domain::Range((2, 4)));
    st.undo_to(outer);
    assert_eq!(alive(&st).len(), 6);
    assert!(ne.iter().all(|(_, p)| !st.props[*p as usize].queued));
}

/// The mask of non-empty subscription lists takes the padding of a
/// variable's entry, which the propagators read for every domain.
#[test]
fn the_watched_mask_fits_in_the_variable_padding() {
    use std::mem::size_of;
    assert!(size_of::<VarInfo>() <= size_of::<Domain>() + 16);
}

/// A variable's mask says which of its lists hold a subscription, as
/// posting and backtracking change them.
#[test]
fn the_watched_mask_follows_the_lists() {
    use super::super::propagators::{Lin, Rel};
    let mut st = Store::default();
    let x = st.new_var(Domain::Range((0, 9)), NO_HEAP);
    let y = st.new_var(Domain::Range((0, 9)), NO_HEAP);
    let before = st.trail_len();
    st.add_prop(Prop::Lin(Lin { a: vec![1, 1].into(), x: vec![x, y].into(), c: 9, rel: Rel::Le }));
    for v in [x, y] {
        for l in 0..3 {
            assert_eq!(st.vars[v as usize].watched >> l & 1 == 1, !st.subs[v as usize][l].is_empty());
        }
        assert_ne!(st.vars[v as usize].watched, 0);
    }
    st.undo_to(before);
    assert_eq!((st.vars[x as usize].watched, st.vars[y as usize].watched), (0, 0));
}

/// Each variable's subscription lists, watch mask and quiet list.
fn subscription_state(st: &Store) -> Vec<(Vec<Vec<PropId>>, u8, Vec<PropId>)> {
    (0..st.vars.len())
        .map(|v| {
            let lists = st.subs[v].iter().map(|l| l.clone()).collect();
            (lists, st.vars[v].watched, st.quiet_subs(v as Var).to_vec())
        })
        .collect()
}

/// Backtracking takes each propagator off the lists it was put on (no
/// trail entry per subscription: `Entry::NewProp` walks them again, and
/// `Entry::NewGlobal` reads a global's from `Store::global_subs`),
/// whatever its kind, with repeated variables, with subscriptions moved
/// to a quiet list, and with the variables' lists shared by older ones.
#[test]
fn undoing_a_propagator_restores_the_subscriptions() {
    use crate::clpfd::propagators::alldistinct::AllDifferent;
    use crate::clpfd::propagators::{ArithOp, Lin, PairLe, PairLeOr, Post, Rel};
    let lin = |a: &[i64], x: &[Var], rel| Lin { a: a.into(), x: x.into(), c: 3, rel };
    for order in 0..4usize {
        let mut st = Store::default();
        let v: Vec<Var> = (0..6).map(|i| st.new_var(Domain::Range((0, 9 + i)), NO_HEAP)).collect();
        let b: Vec<Var> = (0..4).map(|_| st.new_var(Domain::Range((0, 1)), NO_HEAP)).collect();
        let Post::Prop(alldiff) = AllDifferent::post(vec![v[0], v[2], v[4]]) else { panic!("a propagator") };
        let side = |x: [Var; 2], rel| PairLe { a: [1, -1], x, c: 2, rel };
        let pair = PairLeOr::new([side([v[0], v[1]], Rel::Le), side([v[1], v[3]], Rel::Le)], [b[0], b[1]]);
        let mut props = vec![
            Prop::Lin(lin(&[1, 2, -1], &[v[0], v[1], v[2]], Rel::Eq)),
            Prop::BoolSum(lin(&[1, 1], &[b[0], b[1]], Rel::Le)),
            Prop::ReifLin { lin: lin(&[1, -1], &[v[1], v[3]], Rel::Ne), b: b[2] },
            Prop::Arith { op: ArithOp::Times, x: v[3], y: v[3], z: v[5] },
            Prop::BoolAnd { x: b[0], y: b[1], b: b[3] },
            st.pair_le_or(pair),
            Prop::Global(alldiff),
            Prop::Ne2 { a: 1, x: v[4], b: -1, y: v[5], c: 0 },
        ];
        props.rotate_left(order);
        let mut states = Vec::new();
        for (k, prop) in props.into_iter().enumerate() {
            states.push((st.trail_len(), subscription_state(&st)));
            if k % 3 == order % 3 {
                st.add_prop_idle_quiet_on(prop, v[3]);
            } else {
                st.add_prop_idle(prop);
            }
        }
        for (mark, state) in states.into_iter().rev() {
            st.undo_to(mark);
            assert_eq!(subscription_state(&st), state, "order {order}, mark {mark}");
        }
        assert!(st.global_subs.is_empty(), "order {order}: the global's log is undone with it");
    }
}
