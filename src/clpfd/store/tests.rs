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
