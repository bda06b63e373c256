//! Stream pairs, as SWI-Prolog has them: stream_pair(Pair, In, Out) makes
//! one term that stands for an input and an output stream. Reading from
//! the pair reads In, writing writes Out, close/1 closes both.
//!
//! A pair is the term `'$stream_pair'(In, Out)` of two stream terms (an
//! unbound side means the pair has none); the stream builtins take the
//! side they need (`Machine::input_stream`, `output_stream`).

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[b("stream_pair", 3, stream_pair, "?term,?stream,?stream").doc(
    "Pair stands for the input stream In and the output stream Out: with Pair unbound it is made \
     from them (both given, In an input and Out an output stream); else In and Out are its sides \
     that are still open (a plain stream is its own input or output side).\n\
     ?- stream_pair(_P, user_input, user_output), stream_pair(_P, I, O).\n\
     I = user_input, O = user_output.",
)];

const PAIR: &str = "$stream_pair";

/// The (In, Out) sides of `c` when it is a pair.
pub fn pair_sides(m: &Machine, c: Cell) -> Option<(Cell, Cell)> {
    let c = m.heap.deref(c);
    match m.heap.functor_of(c) {
        Some((f, 2)) if m.atoms.text(f) == PAIR => Some((m.heap.arg(c, 0), m.heap.arg(c, 1))),
        _ => None,
    }
}

/// The stream a builtin reading (`input`) or writing uses for `c`: its
/// side when it is a pair, else `c`.
pub fn pair_side(m: &mut Machine, c: Cell, input: bool) -> Result<Cell, Exc> {
    match pair_sides(m, c) {
        Some((i, o)) => {
            let side = m.heap.deref(if input { i } else { o });
            if side.is_var_ref() {
                // A pair without that side: no such stream.
                let c = m.heap.deref(c);
                return Err(m.err_existence(atoms::STREAM, c));
            }
            Ok(side)
        }
        None => Ok(c),
    }
}

fn stream_pair(m: &mut Machine) -> Res {
    let pair = m.arg(0);
    if pair.is_var_ref() {
        let (i, o) = (m.arg(1), m.arg(2));
        // Both sides are given, In before Out, and each must read or write
        // as its place says (SWI-Prolog: instantiation_error for an unbound
        // side, permission_error(input, stream, S) for an output stream as In).
        for (side, input) in [(i, true), (o, false)] {
            let id = m.resolve_stream(side)?;
            let st = m.out.get(id).expect("open stream");
            if (input && !st.is_input()) || (!input && !st.is_output()) {
                let action = if input { atoms::INPUT } else { atoms::OUTPUT };
                return Err(m.err_permission(action, atoms::STREAM, side));
            }
        }
        let f = m.atoms.intern(PAIR);
        let t = m.heap.compound(f, &[i, o]);
        return Ok(m.unify(pair, t));
    }
    let (i, o) = match pair_sides(m, pair) {
        Some((i, o)) => (open_side(m, i), open_side(m, o)),
        None => {
            let id = m.resolve_stream(pair)?;
            let st = m.out.get(id).expect("open stream");
            let (is_in, is_out) = (st.is_input(), st.is_output());
            (is_in.then_some(pair), is_out.then_some(pair))
        }
    };
    let (x1, x2) = (m.x[1], m.x[2]);
    Ok(i.is_none_or(|i| m.unify(x1, i)) && o.is_none_or(|o| m.unify(x2, o)))
}

/// A side of a pair while its stream is open.
fn open_side(m: &mut Machine, side: Cell) -> Option<Cell> {
    let side = m.heap.deref(side);
    (!side.is_var_ref() && m.resolve_stream(side).is_ok()).then_some(side)
}
