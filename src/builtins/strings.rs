//! SWI-Prolog strings: conversion between strings and other text
//! (string_chars/2, string_codes/2, string_to_atom/2, atom_string/2,
//! number_string/2, text_to_string/2), string_length/2, string_code/3,
//! split_string/4, string_lower/2, string_upper/2, normalize_space/2 and string_bytes/3
//! (text and its bytes in an encoding). Concatenation and
//! substrings (string_concat/3, sub_string/5) live in `subtext`.
//!
//! As in SWI-Prolog, inputs may be any atomic text (most also take code or
//! char lists, which matters because double-quoted text is a code list by
//! default here), and a bound output is compared by its text rather than
//! by type.

use super::atoms::{map_case, TextKind, TextList};
use super::{b, nd, Builtin};
use crate::machine::instr::PredId;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("string_chars", 2, string_chars, "?string,?chars").doc(
        "Converts between a string and the list of its characters.\n\
         ?- string_chars(S, [h, i]).\n\
         S = \"hi\".",
    ),
    b("string_codes", 2, string_codes, "?string,?codes").doc(
        "Converts between a string and the list of its character codes.\n\
         ?- string_codes(\"hi\", L).\n\
         L = [104, 105].",
    ),
    b("string_to_atom", 2, string_to_atom, "?string,?atom").doc(
        "Converts between a string and an atom with the same text.\n\
         ?- string_to_atom(\"abc\", A).\n\
         A = abc.",
    ),
    b("atom_string", 2, atom_string, "?atom,?string").doc(
        "Converts between an atom (any atomic term) and a string with the same text.\n\
         ?- atom_string(A, \"xyz\").\n\
         A = xyz.",
    ),
    b("number_string", 2, number_string, "?number,?string").doc(
        "Converts between a number and a string holding its text; fails when the string is \
         not a number.\n\
         ?- number_string(N, \"42\").\n\
         N = 42.",
    ),
    b("text_to_string", 2, text_to_string, "+text,-string").doc(
        "Converts text (an atom, a string, or a list of codes or characters) to a string.\n\
         ?- text_to_string([h, i], S).\n\
         S = \"hi\".",
    ),
    b("string_length", 2, string_length, "+string,?integer").doc(
        "True when Length is the number of characters of String (any text).\n\
         ?- string_length(\"hello\", N).\n\
         N = 5.",
    ),
    nd("string_code", 3, string_code, "+integer,+string,?integer").doc(
        "True when Code is the code of the character at 1-based Index of String; fails when Index \
         is out of range.\n\
         ?- string_code(1, \"abc\", C).\n\
         C = 97.",
    ),
    b("split_string", 4, split_string, "+string,+string,+string,-list(string)").doc(
        "Splits String at each character of SepChars into substrings, and removes the characters of \
         Pad from both ends of each.\n\
         ?- split_string(\"a, b ,c\", \",\", \" \", L).\n\
         L = [\"a\", \"b\", \"c\"].",
    ),
    b("string_bytes", 3, string_bytes, "?string,?codes,+atom").doc(
        "Bytes is the list of bytes of String in Encoding: utf8 (or text), utf16be, utf16le, \
         iso_latin_1 (or octet) or ascii; either side may be given.\n\
         ?- string_bytes(\"a\\x2192\\\", L, utf8).\n\
         L = [97, 226, 134, 146].",
    ),
    b("string_lower", 2, |m| string_case(m, false), "+string,-string").doc(
        "Lower is String with every letter in lower case.\n\
         ?- string_lower(\"Hello\", S).\n\
         S = \"hello\".",
    ),
    b("string_upper", 2, |m| string_case(m, true), "+string,-string").doc(
        "Upper is String with every letter in upper case.\n\
         ?- string_upper(\"Hello\", S).\n\
         S = \"HELLO\".",
    ),
    b("normalize_space", 2, normalize_space, "+term,+text").doc(
        "Out is Input without leading and trailing white space and with every run of white space \
         inside it one space; Out is atom(A), string(S), codes(Cs), codes(Cs, Tail), chars(Cs), \
         chars(Cs, Tail) or a stream, as for format/3.\n\
         ?- normalize_space(atom(A), \"  a   b \").\n\
         A = 'a b'.",
    ),
];

/// normalize_space(+Out, +Input): Input's words joined by one space, written
/// to Out as format/3 writes to its first argument.
fn normalize_space(m: &mut Machine) -> Res {
    let (sink, input) = (m.arg(0), m.x[1]);
    let text = m.text_in(input, true, "text")?;
    let normal = text.split_whitespace().collect::<Vec<_>>().join(" ");
    super::format::to_sink(m, sink, |m| {
        m.out.write_str(&normal);
        Ok(true)
    })
}

/// The text of a code or char list (either spelling). Ok(None) for an
/// unbound argument; a partial list is an instantiation error and anything
/// but a list `type_error(list, L)`.
fn list_arg(m: &mut Machine, l: Cell) -> Result<Option<String>, Exc> {
    let l = m.heap.deref(l);
    match l {
        c if c.is_var_ref() => Ok(None),
        Cell::Atom(atoms::NIL) => Ok(Some(String::new())),
        Cell::Lis(_) => {
            let codes = m.list_text(l, TextList::Codes);
            match codes {
                Ok(Some(t)) => Ok(Some(t)),
                Ok(None) => Err(m.err_instantiation()),
                Err(e) if !m.is_text_complaint(&e) => Err(e),
                Err(e) => match m.list_text(l, TextList::Chars) {
                    Ok(Some(t)) => Ok(Some(t)),
                    Ok(None) => Err(m.err_instantiation()),
                    // Report the codes reading's complaint when the first
                    // element was a number, else the chars reading's.
                    Err(e2) => {
                        let first = m.heap.deref(m.heap.arg(l, 0));
                        Err(if m.heap.is_integer(first) { e } else { e2 })
                    }
                },
            }
        }
        _ => Err(m.err_type(atoms::LIST, l)),
    }
}

fn string_to_list(m: &mut Machine, kind: TextList) -> Res {
    if let Some(text) = m.text_arg(m.x[0], true, "text")? {
        let l = m.text_list(&text, kind);
        let x1 = m.x[1];
        return Ok(m.unify(x1, l));
    }
    match list_arg(m, m.x[1])? {
        Some(text) => {
            let s = m.heap.string(&text);
            let x0 = m.x[0];
            Ok(m.unify(x0, s))
        }
        None => Err(m.err_instantiation()),
    }
}

fn string_chars(m: &mut Machine) -> Res {
    string_to_list(m, TextList::Chars)
}

fn string_codes(m: &mut Machine) -> Res {
    string_to_list(m, TextList::Codes)
}

/// Shared by string_to_atom/2 and atom_string/2: converts whichever side
/// is bound. `first` is the kind of the first argument.
fn convert_pair(m: &mut Machine, first: TextKind) -> Res {
    let (ty0, ty1, second) = match first {
        TextKind::Str => ("string", "atom", TextKind::Atom),
        TextKind::Atom => ("atom", "string", TextKind::Str),
    };
    if let Some(text) = m.text_arg(m.x[0], true, ty0)? {
        let x1 = m.x[1];
        return m.unify_text(x1, &text, second, ty1);
    }
    match m.text_arg(m.x[1], true, ty1)? {
        Some(text) => {
            let t = m.make_text(&text, first);
            let x0 = m.x[0];
            Ok(m.unify(x0, t))
        }
        None => Err(m.err_instantiation()),
    }
}

fn string_to_atom(m: &mut Machine) -> Res {
    convert_pair(m, TextKind::Str)
}

fn atom_string(m: &mut Machine) -> Res {
    convert_pair(m, TextKind::Atom)
}

/// number_string(?N, +S): S is parsed as a number (a leading `+`
/// allowed, no layout around it); text that is no number makes it fail, as
/// in SWI-Prolog 9.0, rather than raise a syntax error.
fn number_string(m: &mut Machine) -> Res {
    if let Some(text) = m.text_arg(m.x[1], true, "string")? {
        if text.starts_with(char::is_whitespace) || text.ends_with(char::is_whitespace) {
            return Ok(false);
        }
        let t = text.as_str();
        let t = match t.strip_prefix('+') {
            Some(rest) if rest.starts_with(|c: char| c.is_ascii_digit()) => rest,
            _ => t,
        };
        return match m.parse_number(t) {
            Ok(v) => {
                let x0 = m.x[0];
                Ok(m.unify(x0, v))
            }
            Err(_) => Ok(false),
        };
    }
    match m.arg(0) {
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c if c.is_number() => {
            let text = m.atomic_text(c).unwrap_or_default();
            let s = m.heap.string(&text);
            let x1 = m.x[1];
            Ok(m.unify(x1, s))
        }
        c => Err(m.err_type(atoms::NUMBER, c)),
    }
}

fn text_to_string(m: &mut Machine) -> Res {
    let t = m.arg(0);
    if t.is_var_ref() {
        // Text unbound: it becomes the given string.
        return match m.arg(1) {
            s @ Cell::Stg(_) => Ok(m.unify(t, s)),
            s if s.is_var_ref() => Err(m.err_instantiation()),
            s => {
                let ty = m.atoms.intern("string");
                Err(m.err_type(ty, s))
            }
        };
    }
    let text = match t {
        Cell::Atom(a) if a != atoms::NIL => m.atomic_text(t).unwrap_or_default(),
        Cell::Stg(_) => m.atomic_text(t).unwrap_or_default(),
        // `[]` is the empty code list, as in SWI-Prolog.
        Cell::Lis(_) | Cell::Atom(_) => match list_arg(m, t) {
            Ok(Some(s)) => s,
            Ok(None) => return Err(m.err_instantiation()),
            Err(_) => {
                let ty = m.atoms.intern("text");
                return Err(m.err_type(ty, t));
            }
        },
        _ => {
            let ty = m.atoms.intern("text");
            return Err(m.err_type(ty, t));
        }
    };
    let x1 = m.x[1];
    m.unify_text(x1, &text, TextKind::Str, "string")
}

fn string_length(m: &mut Machine) -> Res {
    let text = m.text_in(m.x[0], true, "text")?;
    let l = m.arg(1);
    match l {
        c if c.is_var_ref() => {}
        c if m.heap.is_integer(c) => {}
        other => return Err(m.err_type(atoms::INTEGER, other)),
    }
    let n = text.chars().count() as i64;
    Ok(m.unify(l, Cell::Int(n)))
}

/// string_code(?Index, +String, ?Code): Index counts from 1; an index
/// outside the string fails. An unbound index enumerates the positions.
fn string_code(m: &mut Machine, p: PredId) -> Res {
    let text = m.text_in(m.x[1], true, "text")?;
    let chars: Vec<char> = text.chars().collect();
    let index = match (m.redo_state, m.arg(0)) {
        (Some(Cell::Int(i)), _) => i,
        (_, c) if c.is_var_ref() => 1,
        (_, Cell::Int(i)) if i < 0 => return Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, Cell::Int(i))),
        (_, Cell::Int(i)) => {
            let Some(&c) = usize::try_from(i).ok().and_then(|i| i.checked_sub(1)).and_then(|i| chars.get(i)) else {
                return Ok(false);
            };
            let x2 = m.x[2];
            return Ok(m.unify(x2, Cell::Int(c as i64)));
        }
        (_, c @ Cell::Big(a)) if m.heap.is_rational_at(a) => return Err(m.err_type(atoms::INTEGER, c)),
        (_, c @ Cell::Big(a)) => {
            return if m.heap.bigint(a).sign() == crate::arith::big::Sign::Negative {
                Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, c))
            } else {
                Ok(false)
            };
        }
        (_, c) => return Err(m.err_type(atoms::INTEGER, c)),
    };
    // Enumerating: index is 1-based and in range or past the end.
    let Some(&c) = usize::try_from(index - 1).ok().and_then(|i| chars.get(i)) else {
        return Ok(false);
    };
    if (index as usize) < chars.len() {
        m.push_redo(p, Cell::Int(index + 1));
    }
    let (x0, x2) = (m.x[0], m.x[2]);
    Ok(m.unify(x0, Cell::Int(index)) && m.unify(x2, Cell::Int(c as i64)))
}

/// split_string/4 as SWI-Prolog does it: pad characters are first
/// stripped from both ends of the whole string; then each field runs from
/// the current position, with leading pad skipped, up to the next
/// separator, and loses its trailing pad. When pad and separators share
/// characters, runs of separators therefore act as one.
pub fn split_fields(text: &str, seps: &str, pad: &str) -> Vec<String> {
    let cs: Vec<char> = text.chars().collect();
    let is_pad = |c: char| pad.contains(c);
    let is_sep = |c: char| seps.contains(c);
    let mut start = 0;
    let mut end = cs.len();
    while start < end && is_pad(cs[start]) {
        start += 1;
    }
    while end > start && is_pad(cs[end - 1]) {
        end -= 1;
    }
    let field = |from: usize, to: usize| -> String {
        let mut to = to;
        while to > from && is_pad(cs[to - 1]) {
            to -= 1;
        }
        cs[from..to].iter().collect()
    };
    if seps.is_empty() {
        return vec![cs[start..end].iter().collect()];
    }
    let mut out = Vec::new();
    loop {
        while start < end && is_pad(cs[start]) {
            start += 1;
        }
        let mut e = start;
        while e < end && !is_sep(cs[e]) {
            e += 1;
        }
        out.push(field(start, e));
        if e >= end {
            return out;
        }
        start = e + 1;
    }
}

fn split_string(m: &mut Machine) -> Res {
    let text = m.text_in(m.x[0], true, "text")?;
    let seps = m.text_in(m.x[1], true, "text")?;
    let pad = m.text_in(m.x[2], true, "text")?;
    let fields = split_fields(&text, &seps, &pad);
    let cells: Vec<Cell> = fields.iter().map(|f| m.heap.string(f)).collect();
    let l = m.heap.list(&cells);
    let x3 = m.x[3];
    Ok(m.unify(x3, l))
}

fn string_case(m: &mut Machine, upper: bool) -> Res {
    let text = m.text_in(m.x[0], false, "atomic")?;
    let out = map_case(&text, upper);
    let x1 = m.x[1];
    m.unify_text(x1, &out, TextKind::Str, "string")
}

/// The encodings of string_bytes/3.
#[derive(Clone, Copy)]
enum Encoding {
    Utf8,
    Utf16 { big_endian: bool },
    Latin1,
    Ascii,
}

fn encoding_arg(m: &mut Machine) -> Result<Encoding, Exc> {
    let e = m.arg(2);
    let Cell::Atom(a) = e else {
        return Err(if e.is_var_ref() { m.err_instantiation() } else { m.err_type(atoms::ATOM, e) });
    };
    Ok(match m.atoms.text(a) {
        "utf8" | "text" => Encoding::Utf8,
        "utf16be" => Encoding::Utf16 { big_endian: true },
        "utf16le" => Encoding::Utf16 { big_endian: false },
        "iso_latin_1" | "octet" => Encoding::Latin1,
        "ascii" => Encoding::Ascii,
        _ => {
            let domain = m.atoms.intern("encoding");
            return Err(m.err_domain(domain, e));
        }
    })
}

/// string_bytes(?String, ?Bytes, +Encoding): a character the encoding
/// cannot hold is representation_error(encoding); bytes that end inside a
/// character are syntax_error(incomplete_multibyte_sequence), as in
/// SWI-Prolog.
fn string_bytes(m: &mut Machine) -> Res {
    let enc = encoding_arg(m)?;
    if let Some(text) = m.text_arg(m.x[0], true, "text")? {
        let bytes: Vec<u8> = match enc {
            Encoding::Utf8 => text.into_bytes(),
            Encoding::Utf16 { big_endian } => {
                text.encode_utf16().flat_map(|u| if big_endian { u.to_be_bytes() } else { u.to_le_bytes() }).collect()
            }
            Encoding::Latin1 | Encoding::Ascii => {
                let limit = if matches!(enc, Encoding::Ascii) { 0x80 } else { 0x100 };
                let mut out = Vec::with_capacity(text.len());
                for c in text.chars() {
                    if (c as u32) >= limit {
                        let what = m.atoms.intern("encoding");
                        return Err(m.err_representation(what));
                    }
                    out.push(c as u8);
                }
                out
            }
        };
        let items: Vec<Cell> = bytes.into_iter().map(|b| Cell::Int(i64::from(b))).collect();
        let l = m.heap.list(&items);
        let x1 = m.x[1];
        return Ok(m.unify(x1, l));
    }
    let l = m.arg(1);
    if l.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let mut bytes = Vec::new();
    for item in m.list_items(l)? {
        match m.heap.deref(item) {
            Cell::Int(b @ 0..=255) => bytes.push(b as u8),
            c if c.is_var_ref() => return Err(m.err_instantiation()),
            c => {
                let ty = m.atoms.intern("byte");
                return Err(m.err_type(ty, c));
            }
        }
    }
    let text = match enc {
        Encoding::Utf8 => match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(e) if e.utf8_error().error_len().is_none() => return Err(m.err_syntax("incomplete_multibyte_sequence")),
            Err(_) => return Err(m.err_syntax("illegal_multibyte_sequence")),
        },
        Encoding::Utf16 { big_endian } => {
            if bytes.len() % 2 != 0 {
                return Err(m.err_syntax("incomplete_multibyte_sequence"));
            }
            let units = bytes.chunks(2).map(|p| {
                let pair = [p[0], p[1]];
                if big_endian {
                    u16::from_be_bytes(pair)
                } else {
                    u16::from_le_bytes(pair)
                }
            });
            let mut t = String::new();
            for c in char::decode_utf16(units) {
                match c {
                    Ok(c) => t.push(c),
                    Err(_) => return Err(m.err_syntax("illegal_multibyte_sequence")),
                }
            }
            t
        }
        Encoding::Latin1 | Encoding::Ascii => bytes.into_iter().map(char::from).collect(),
    };
    let s = m.heap.string(&text);
    let x0 = m.x[0];
    Ok(m.unify(x0, s))
}
