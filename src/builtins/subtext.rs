//! Concatenating and taking apart text, for atoms and SWI strings alike:
//! atom_concat/3, string_concat/3, text_concat/3, sub_atom/5 and
//! sub_string/5. All of them enumerate on backtracking when the parts are
//! unknown; the redo state is a character or byte position (an Int), so
//! nothing has to be kept on the heap between solutions.

use super::atoms::TextKind;
use super::{nd, Builtin};
use crate::machine::instr::PredId;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    nd("atom_concat", 3, atom_concat, "?atomic,?atomic,?atomic").doc(
        "True when Atom3 is Atom1 followed by Atom2; with Atom3 given, enumerates every split of \
         it.\n\
         ?- atom_concat(abc, X, abcdef).\n\
         X = def.",
    ),
    nd("string_concat", 3, string_concat, "?atomic,?atomic,?atomic").doc(
        "As atom_concat/3, for strings: String3 is String1 followed by String2.\n\
         ?- string_concat(\"ab\", \"cd\", S).\n\
         S = \"abcd\".",
    ),
    nd("text_concat", 3, text_concat, "?atomic,?atomic,?atomic").doc(
        "As atom_concat/3; the result is a string when an argument is a string, else an atom.\n\
         ?- text_concat(abc, \"def\", T).\n\
         T = \"abcdef\".",
    ),
    nd("sub_atom", 5, sub_atom, "+atomic,?integer,?integer,?integer,?atomic").doc(
        "True when Sub is the part of Atom that starts after Before characters, is Length long, and \
         leaves After characters; enumerates on backtracking.\n\
         ?- sub_atom(hello, 1, 3, A, S).\n\
         A = 1, S = ell.",
    ),
    nd("sub_string", 5, sub_string, "+atomic,?integer,?integer,?integer,?atomic").doc(
        "As sub_atom/5, with Sub a string: Sub is the part of String after Before characters, \
         Length long, with After characters left.\n\
         ?- sub_string(\"hello world\", B, _, 0, \"world\").\n\
         B = 6.",
    ),
];

/// Character positions of a text. ASCII text (the common case) needs no
/// table: character and byte positions coincide.
struct Indexed<'a> {
    text: &'a str,
    /// Byte offset of each character, then the total length; None for ASCII.
    bounds: Option<Vec<usize>>,
}

impl<'a> Indexed<'a> {
    fn new(text: &'a str) -> Indexed<'a> {
        let bounds = if text.is_ascii() {
            None
        } else {
            let mut v: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
            v.push(text.len());
            Some(v)
        };
        Indexed { text, bounds }
    }

    fn chars(&self) -> usize {
        match &self.bounds {
            None => self.text.len(),
            Some(v) => v.len() - 1,
        }
    }

    /// Byte offset of character `i` (`i <= chars()`).
    fn byte(&self, i: usize) -> usize {
        match &self.bounds {
            None => i,
            Some(v) => v[i],
        }
    }

    /// Character index of byte offset `b` (a character boundary).
    fn char_at_byte(&self, b: usize) -> usize {
        match &self.bounds {
            None => b,
            Some(v) => v.binary_search(&b).unwrap_or_else(|i| i),
        }
    }

    fn slice(&self, from: usize, len: usize) -> &'a str {
        &self.text[self.byte(from)..self.byte(from + len)]
    }
}

fn atom_concat(m: &mut Machine, p: PredId) -> Res {
    // ISO 8.16.2.3: an argument that is neither a variable nor an atom is
    // type_error(atom, _) (GNU Prolog agrees); outside ISO mode any atomic
    // text joins and the error is SWI-Prolog's type_error(atomic, _).
    if m.iso_flag() {
        for i in 0..3 {
            let x = m.arg(i);
            if !x.is_var_ref() && !matches!(x, Cell::Atom(_)) {
                return Err(m.err_type(atoms::ATOM, x));
            }
        }
    }
    concat(m, p, |_, _| TextKind::Atom)
}

fn string_concat(m: &mut Machine, p: PredId) -> Res {
    concat(m, p, |_, _| TextKind::Str)
}

/// text_concat/3: the result is a string when an input is a string; in
/// split mode the parts have the type of the whole.
fn text_concat(m: &mut Machine, p: PredId) -> Res {
    concat(
        m,
        p,
        |a, b| {
            if matches!(a, Cell::Stg(_)) || matches!(b, Cell::Stg(_)) {
                TextKind::Str
            } else {
                TextKind::Atom
            }
        },
    )
}

/// The concatenation family. `kind` picks the result type from the two
/// given cells (the two parts in join mode, the whole twice in split mode).
fn concat(m: &mut Machine, p: PredId, kind: fn(Cell, Cell) -> TextKind) -> Res {
    let (a, b, c) = (m.arg(0), m.arg(1), m.arg(2));
    if let Some(Cell::Int(at)) = m.redo_state {
        let whole = m.text_in(c, false, "atomic")?;
        return split_at(m, p, &whole, at as usize, kind(c, c));
    }
    let ta = m.text_arg(a, false, "atomic")?;
    let tb = m.text_arg(b, false, "atomic")?;
    if let (Some(ta), Some(tb)) = (&ta, &tb) {
        // Text that doubles at each call grows fast: check before joining.
        m.reserve(ta.len() + tb.len())?;
        // Sized once: format! would go through the formatting machinery
        // and grow its buffer as it writes.
        let mut joined = String::with_capacity(ta.len() + tb.len());
        joined.push_str(ta);
        joined.push_str(tb);
        return m.unify_text(c, &joined, kind(a, b), "atomic");
    }
    let Some(whole) = m.text_arg(c, false, "atomic")? else {
        return Err(m.err_instantiation());
    };
    let k = kind(c, c);
    match (ta, tb) {
        (Some(ta), None) => match whole.strip_prefix(ta.as_str()) {
            Some(rest) => m.unify_text(b, rest, k, "atomic"),
            None => Ok(false),
        },
        (None, Some(tb)) => match whole.strip_suffix(tb.as_str()) {
            Some(front) => m.unify_text(a, front, k, "atomic"),
            None => Ok(false),
        },
        _ => split_at(m, p, &whole, 0, k),
    }
}

/// One split of `whole` at byte offset `at`, leaving a choicepoint for the
/// next character boundary.
fn split_at(m: &mut Machine, p: PredId, whole: &str, at: usize, k: TextKind) -> Res {
    if at > whole.len() || !whole.is_char_boundary(at) {
        return Ok(false);
    }
    if let Some(ch) = whole[at..].chars().next() {
        m.push_redo(p, Cell::Int((at + ch.len_utf8()) as i64));
    }
    let (front, back) = whole.split_at(at);
    let (fa, fb) = (m.make_text(front, k), m.make_text(back, k));
    let (x0, x1) = (m.x[0], m.x[1]);
    Ok(m.unify(x0, fa) && m.unify(x1, fb))
}

fn sub_atom(m: &mut Machine, p: PredId) -> Res {
    sub_text(m, p, TextKind::Atom)
}

fn sub_string(m: &mut Machine, p: PredId) -> Res {
    sub_text(m, p, TextKind::Str)
}

/// A Before/Length/After argument: None when unbound. A negative integer is
/// a domain error; an integer too big for any text is `Some(usize::MAX)`,
/// which simply matches nothing.
fn position_arg(m: &mut Machine, i: usize) -> Result<Option<usize>, Exc> {
    match m.arg(i) {
        c if c.is_var_ref() => Ok(None),
        Cell::Int(n) if n < 0 => Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, Cell::Int(n))),
        Cell::Int(n) => Ok(Some(usize::try_from(n).unwrap_or(usize::MAX))),
        c @ Cell::Big(a) if m.heap.is_rational_at(a) => Err(m.err_type(atoms::INTEGER, c)),
        c @ Cell::Big(a) => {
            if m.heap.bigint(a).sign() == crate::arith::big::Sign::Negative {
                Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, c))
            } else {
                Ok(Some(usize::MAX))
            }
        }
        c => Err(m.err_type(atoms::INTEGER, c)),
    }
}

/// sub_atom(+Text, ?B, ?L, ?A, ?Sub) and sub_string/5. With Sub known the
/// occurrences are found by searching; otherwise the (B, L) pairs allowed
/// by the known positions are enumerated in order. The work is done on
/// the atom's text in place, so a redo costs the distance to the next
/// solution rather than a copy of the whole text.
fn sub_text(m: &mut Machine, p: PredId, kind: TextKind) -> Res {
    let ty = if kind == TextKind::Atom { "atom" } else { "string" };
    let whole = m.arg(0);
    if whole.is_var_ref() {
        return Err(m.err_instantiation());
    }
    if !whole.is_atomic() {
        let t = m.atoms.intern(ty);
        return Err(m.err_type(t, whole));
    }
    let fb = position_arg(m, 1)?;
    let fl = position_arg(m, 2)?;
    let fa = position_arg(m, 3)?;
    let sub = m.text_arg(m.x[4], false, ty)?;
    let q = Query { fb, fl, fa, state: m.redo_state };
    let owned = match whole {
        Cell::Atom(_) => String::new(),
        c => m.atomic_text(c).unwrap_or_default(),
    };
    let found = {
        let text: &str = match whole {
            Cell::Atom(a) => m.atoms.text(a),
            _ => &owned,
        };
        let t = Indexed::new(text);
        match &sub {
            Some(sub) => sub_known(&t, &q, sub),
            None => sub_enumerate(&t, &q),
        }
    };
    let Some(f) = found else { return Ok(false) };
    if let Some(next) = f.next {
        m.push_redo(p, Cell::Int(next));
    }
    let (x1, x2, x3, x4) = (m.x[1], m.x[2], m.x[3], m.x[4]);
    if !(m.unify(x1, Cell::Int(f.b as i64)) && m.unify(x2, Cell::Int(f.l as i64)) && m.unify(x3, Cell::Int(f.a as i64)))
    {
        return Ok(false);
    }
    let Some((from, to)) = f.sub else { return Ok(true) };
    // The piece is read where it lies, in the atom table or the text
    // copied above: an atom already there (every piece after the first
    // enumeration of an atom) is found without copying it out.
    let text: &str = match whole {
        Cell::Atom(a) => m.atoms.text(a),
        _ => &owned,
    };
    let piece = &text[from..to];
    let c = match kind {
        TextKind::Str => m.heap.string(piece),
        TextKind::Atom => match m.atoms.lookup(piece) {
            Some(a) => Cell::Atom(a),
            None => {
                let piece = piece.to_string();
                Cell::Atom(m.atoms.intern(&piece))
            }
        },
    };
    Ok(m.unify(x4, c))
}

/// The known positions and the redo state of a sub_atom/5 call.
struct Query {
    fb: Option<usize>,
    fl: Option<usize>,
    fa: Option<usize>,
    state: Option<Cell>,
}

/// One solution: the positions, the substring when it was unknown, and the
/// redo state for the next solution if there is one.
struct Found {
    b: usize,
    l: usize,
    a: usize,
    /// The byte range of the substring when Sub was unknown.
    sub: Option<(usize, usize)>,
    next: Option<i64>,
}

fn sub_known(t: &Indexed, q: &Query, sub: &str) -> Option<Found> {
    let n = t.chars();
    let sl = sub.chars().count();
    if [q.fb, q.fl, q.fa].iter().any(|v| v.is_some_and(|v| v > n)) || q.fl.is_some_and(|l| l != sl) || sl > n {
        return None;
    }
    let fixed = match (q.fb, q.fa) {
        (Some(b), _) => Some(b),
        (None, Some(a)) => Some(n.checked_sub(sl + a)?),
        (None, None) => None,
    };
    let found = |b: usize, next: Option<i64>| Some(Found { b, l: sl, a: n - b - sl, sub: None, next });
    if let Some(b) = fixed {
        if b + sl > n || q.fa.is_some_and(|a| b + sl + a != n) || t.slice(b, sl) != sub {
            return None;
        }
        return found(b, None);
    }
    // The state is the byte offset of an occurrence found earlier.
    let from = match q.state {
        Some(Cell::Int(at)) => usize::try_from(at).ok()?,
        _ => 0,
    };
    let at = t.text.get(from..)?.find(sub)? + from;
    let b = t.char_at_byte(at);
    let mut next = None;
    if b < n {
        let next_from = t.byte(b + 1);
        next = t.text[next_from..].find(sub).and_then(|i| i64::try_from(i + next_from).ok());
    }
    found(b, next)
}

/// The first (B, L) at or after (b0, l0) in lexicographic order that the
/// known positions allow.
fn next_pair(n: usize, q: &Query, b0: usize, l0: usize) -> Option<(usize, usize)> {
    let (lo, hi) = match q.fb {
        Some(b) => (b, b),
        None => (0, n),
    };
    for b in lo.max(b0)..=hi {
        let lmin = if b == b0 { l0 } else { 0 };
        let l = match (q.fl, q.fa) {
            (Some(l), Some(a)) if b + l + a == n => l,
            (Some(_), Some(_)) => continue,
            (Some(l), None) => l,
            (None, Some(a)) => match n.checked_sub(a + b) {
                Some(l) => l,
                None => break,
            },
            (None, None) => lmin,
        };
        if l >= lmin && b + l <= n {
            return Some((b, l));
        }
    }
    None
}

fn sub_enumerate(t: &Indexed, q: &Query) -> Option<Found> {
    let n = t.chars();
    if [q.fb, q.fl, q.fa].iter().any(|v| v.is_some_and(|v| v > n)) {
        return None;
    }
    let width = n + 1;
    let (b0, l0) = match q.state {
        Some(Cell::Int(s)) => {
            let s = usize::try_from(s).ok()?;
            (s / width, s % width)
        }
        _ => (0, 0),
    };
    let (b, l) = next_pair(n, q, b0, l0)?;
    let next = next_pair(n, q, b, l + 1)
        .and_then(|(nb, nl)| nb.checked_mul(width)?.checked_add(nl))
        .and_then(|s| i64::try_from(s).ok());
    let sub = (t.byte(b), t.byte(b + l));
    Some(Found { b, l, a: n - b - l, sub: Some(sub), next })
}
