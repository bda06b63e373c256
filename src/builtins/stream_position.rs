//! Stream positions: set_stream_position/2 (ISO 8.11.9) and
//! stream_position_data/3 over the `'$stream_position'(CharNo, LineNo,
//! LinePos, ByteNo)` terms that stream_property/2 gives (SWI-Prolog's
//! layout). Only an input stream whose text is all in memory (a file or a
//! string) can be moved.

use super::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("set_stream_position", 2, set_stream_position, "+stream_or_alias,+stream_position").doc(
        "Moves an input stream over a file or a string back (or on) to a position that \
         stream_property(S, position(P)) gave.\n\
         ?- open_string(\"abc\", _S), stream_property(_S, position(_P)), get_char(_S, _), set_stream_position(_S, _P), get_char(_S, C).\n\
         C = a.",
    ),
    b("stream_position_data", 3, stream_position_data, "?atom,+stream_position,-integer").doc(
        "Field is one of char_count, line_count, line_position, byte_count; Data is that part of \
         a stream position term.\n\
         ?- open_string(\"ab\\ncd\", _S), read_line_to_string(_S, _), stream_property(_S, position(_P)), stream_position_data(line_count, _P, L).\n\
         L = 2.",
    ),
];

/// The fields of a position term, in its order.
const FIELDS: [&str; 4] = ["char_count", "line_count", "line_position", "byte_count"];

/// The four counts of a position term, or None when it is not one.
fn position_fields(m: &Machine, p: Cell) -> Option<[i64; 4]> {
    let (f, 4) = m.heap.functor_of(p)? else { return None };
    if m.atoms.text(f) != "$stream_position" {
        return None;
    }
    let mut fields = [0; 4];
    for (i, field) in fields.iter_mut().enumerate() {
        match m.heap.deref(m.heap.arg(p, i as u32)) {
            Cell::Int(n) if n >= 0 => *field = n,
            _ => return None,
        }
    }
    Some(fields)
}

/// set_stream_position/2 (ISO 8.11.9): an input stream whose text is all
/// in memory (a file or a string) goes to the byte offset of a position
/// term, with its counters as the term gives them.
fn set_stream_position(m: &mut Machine) -> Res {
    let id = m.resolve_stream(m.x[0])?;
    let p = m.arg(1);
    if p.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let Some(fields) = position_fields(m, p) else {
        let what = m.atoms.intern("stream_position");
        return Err(m.err_domain(what, p));
    };
    let st = m.out.get(id).expect("resolved stream");
    let in_range = st.input.as_ref().is_some_and(|i| fields[3] as usize <= i.data.len());
    if !(st.is_repositionable() && in_range) {
        let s = m.heap.deref(m.x[0]);
        let reposition = m.atoms.intern("reposition");
        return Err(m.err_permission(reposition, atoms::STREAM, s));
    }
    let st = m.out.get(id).expect("resolved stream");
    let inp = st.input.as_mut().expect("an input stream");
    inp.pos = fields[3] as usize;
    inp.past_eof = false;
    st.chars = fields[0] as u64;
    st.line = fields[1] as u64;
    st.column = fields[2] as usize;
    Ok(true)
}

/// stream_position_data/3: a field of a position term.
fn stream_position_data(m: &mut Machine) -> Res {
    let (field, p) = (m.arg(0), m.arg(1));
    if p.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let Some(values) = position_fields(m, p) else {
        let what = m.atoms.intern("stream_position");
        return Err(m.err_domain(what, p));
    };
    let index = match field {
        Cell::Atom(a) => match FIELDS.iter().position(|f| *f == m.atoms.text(a)) {
            Some(i) => i,
            None => {
                let what = m.atoms.intern("stream_position_data");
                return Err(m.err_domain(what, field));
            }
        },
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        c => return Err(m.err_type(atoms::ATOM, c)),
    };
    let x2 = m.x[2];
    Ok(m.unify(x2, Cell::Int(values[index])))
}
