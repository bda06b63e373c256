//! Character classification: char_type/2 and code_type/2 (SWI-Prolog).
//! The classes follow the C library's wide-character classification as
//! SWI-Prolog uses it on ASCII, and Unicode properties beyond it. Both
//! predicates enumerate: the types of a known character (in SWI-Prolog
//! 9's order), or the characters of a known type (scanning all code
//! points; the state is the next one). The code -1 (char_type/2's
//! `end_of_file`) has the one type end_of_file.

use super::atoms::{char_lower, char_upper};
use super::{nd, Builtin};
use crate::machine::instr::PredId;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    nd("char_type", 2, char_type, "?char,?type").doc(
        "True when Char has Type: alpha, alnum, digit(Weight), space, upper(Lower), lower(Upper), \
         punct, csym, end_of_line and others; enumerates on backtracking.\n\
         ?- char_type('A', upper(L)).\n\
         L = a.",
    ),
    nd("code_type", 2, code_type, "?code,?type").doc(
        "As char_type/2 for a character code: True when Code has Type (digit(Weight), alpha, space, \
         ...).\n\
         ?- code_type(0'7, digit(W)).\n\
         W = 7.",
    ),
];

#[derive(Copy, Clone, PartialEq, Eq)]
enum Ty {
    Alnum,
    Alpha,
    Csym,
    Csymf,
    Ascii,
    White,
    Cntrl,
    Digit,
    DigitW,
    Decimal,
    DecimalW,
    Space,
    EndOfFile,
    EndOfLine,
    Newline,
    Lower,
    LowerU,
    Upper,
    UpperL,
    Punct,
    Graph,
    Print,
    Period,
    Quote,
    Paren,
    ToLower,
    ToUpper,
    Xdigit,
    VarStart,
    AtomStart,
    IdContinue,
    Symbol,
}

/// Name, arity and class, in the order types are enumerated (SWI-Prolog
/// 9.0's, without the second `csymf` of its table).
const TYPES: &[(&str, u32, Ty)] = &[
    ("alnum", 0, Ty::Alnum),
    ("alpha", 0, Ty::Alpha),
    ("csym", 0, Ty::Csym),
    ("csymf", 0, Ty::Csymf),
    ("prolog_var_start", 0, Ty::VarStart),
    ("prolog_atom_start", 0, Ty::AtomStart),
    ("prolog_identifier_continue", 0, Ty::IdContinue),
    ("decimal", 0, Ty::Decimal),
    ("decimal", 1, Ty::DecimalW),
    ("prolog_symbol", 0, Ty::Symbol),
    ("ascii", 0, Ty::Ascii),
    ("white", 0, Ty::White),
    ("cntrl", 0, Ty::Cntrl),
    ("digit", 0, Ty::Digit),
    ("print", 0, Ty::Print),
    ("graph", 0, Ty::Graph),
    ("lower", 0, Ty::Lower),
    ("upper", 0, Ty::Upper),
    ("punct", 0, Ty::Punct),
    ("space", 0, Ty::Space),
    ("end_of_file", 0, Ty::EndOfFile),
    ("end_of_line", 0, Ty::EndOfLine),
    ("newline", 0, Ty::Newline),
    ("period", 0, Ty::Period),
    ("quote", 0, Ty::Quote),
    ("lower", 1, Ty::LowerU),
    ("upper", 1, Ty::UpperL),
    ("to_lower", 1, Ty::ToLower),
    ("to_upper", 1, Ty::ToUpper),
    ("paren", 1, Ty::Paren),
    ("digit", 1, Ty::DigitW),
    ("xdigit", 1, Ty::Xdigit),
];

/// The weight of a decimal digit of any script (Unicode category Nd).
fn decimal_weight(c: char) -> Option<i64> {
    crate::reader::unicode_digits::digit(c).map(|(_, weight)| weight as i64)
}

/// What a class yields for a character that belongs to it.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Val {
    Plain,
    Weight(i64),
    Char(char),
}

/// Letters, and beyond ASCII the decimal digits of other scripts too (the
/// C library's iswalpha()); not superscripts or fractions (² ½).
fn is_alpha(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_alphabetic()
    } else {
        c.is_alphabetic() || decimal_weight(c).is_some()
    }
}

fn is_alnum(c: char) -> bool {
    is_alpha(c) || c.is_ascii_digit()
}

fn is_space(c: char) -> bool {
    if c.is_ascii() {
        matches!(c, '\t'..='\r' | ' ')
    } else {
        // No-break spaces are not layout for the C library either, nor
        // the C1 control NEL.
        c.is_whitespace() && !matches!(c, '\u{85}' | '\u{a0}' | '\u{2007}' | '\u{202f}')
    }
}

fn is_cntrl(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')
}

fn is_graph(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_graphic()
    } else {
        !is_space(c) && !is_cntrl(c)
    }
}

fn is_print(c: char) -> bool {
    is_graph(c) || c == ' ' || !c.is_ascii() && is_space(c) && !is_cntrl(c)
}

fn classify(c: char, t: Ty) -> Option<Val> {
    let yes = |b: bool| b.then_some(Val::Plain);
    match t {
        Ty::Alnum => yes(is_alnum(c)),
        Ty::Alpha => yes(is_alpha(c)),
        Ty::Csym => yes(is_alnum(c) || c == '_'),
        Ty::Csymf => yes(is_alpha(c) || c == '_'),
        Ty::Ascii => yes(c.is_ascii()),
        Ty::White => yes(c == ' ' || c == '\t'),
        Ty::Cntrl => yes(is_cntrl(c)),
        Ty::Digit => yes(c.is_ascii_digit()),
        Ty::DigitW => c.is_ascii_digit().then(|| Val::Weight(c as i64 - '0' as i64)),
        Ty::Decimal => yes(decimal_weight(c).is_some()),
        Ty::DecimalW => decimal_weight(c).map(Val::Weight),
        Ty::Space => yes(is_space(c)),
        Ty::EndOfFile => None,
        Ty::EndOfLine => yes(matches!(c, '\n'..='\r')),
        Ty::Newline => yes(c == '\n'),
        Ty::Lower => yes(c.is_lowercase()),
        Ty::LowerU => c.is_lowercase().then(|| Val::Char(char_upper(c))),
        Ty::Upper => yes(c.is_uppercase()),
        Ty::UpperL => c.is_uppercase().then(|| Val::Char(char_lower(c))),
        Ty::Punct => yes(is_graph(c) && !is_alnum(c)),
        Ty::Graph => yes(is_graph(c)),
        Ty::Print => yes(is_print(c)),
        Ty::Period => yes(matches!(c, '.' | '!' | '?')),
        Ty::Quote => yes(matches!(c, '"' | '\'' | '`')),
        Ty::Paren => paren_close(c).map(Val::Char),
        // SWI-Prolog's reading of these two: to_lower(U) holds when U is
        // the upper case of the character, to_upper(L) when L is its lower
        // case (both hold for caseless characters with the character itself).
        Ty::ToLower => Some(Val::Char(char_upper(c))),
        Ty::ToUpper => Some(Val::Char(char_lower(c))),
        Ty::Xdigit => c.to_digit(16).map(|d| Val::Weight(d as i64)),
        // The prolog_* classes say what hornbook's reader does
        // (reader/lexer.rs): letters without case start atoms too.
        Ty::VarStart => yes(c == '_' || c.is_uppercase()),
        Ty::AtomStart => yes(c.is_alphabetic() && !c.is_uppercase()),
        Ty::IdContinue => yes(c.is_alphanumeric() || c == '_'),
        Ty::Symbol => yes("#$&*+-./:<=>?@\\^~".contains(c)),
    }
}

fn paren_close(c: char) -> Option<char> {
    match c {
        '(' => Some(')'),
        '[' => Some(']'),
        '{' => Some('}'),
        _ => None,
    }
}

fn paren_open(c: char) -> Option<char> {
    match c {
        ')' => Some('('),
        ']' => Some('['),
        '}' => Some('{'),
        _ => None,
    }
}

/// A character argument: a one-character atom or a code.
enum CharArg {
    Unbound,
    Char(char),
    /// The end of the input: code -1, or char_type/2's `end_of_file`.
    Eof,
    /// A code no character has (below -1): the call fails.
    Never,
}

fn char_arg(m: &mut Machine, c: Cell) -> Result<CharArg, Exc> {
    match c {
        c if c.is_var_ref() => Ok(CharArg::Unbound),
        Cell::Atom(atoms::END_OF_FILE) => Ok(CharArg::Eof),
        Cell::Atom(a) => {
            let mut cs = m.atoms.text(a).chars();
            match (cs.next(), cs.next()) {
                (Some(ch), None) => Ok(CharArg::Char(ch)),
                _ => Err(m.err_type(atoms::CHARACTER, c)),
            }
        }
        Cell::Int(-1) => Ok(CharArg::Eof),
        Cell::Int(n) if n < 0 => Ok(CharArg::Never),
        Cell::Int(n) => match u32::try_from(n).ok().and_then(char::from_u32) {
            Some(ch) => Ok(CharArg::Char(ch)),
            None => Err(m.err_representation(atoms::CHARACTER_CODE)),
        },
        c => Err(m.err_type(atoms::CHARACTER, c)),
    }
}

fn char_type(m: &mut Machine, p: PredId) -> Res {
    run(m, p, false)
}

fn code_type(m: &mut Machine, p: PredId) -> Res {
    run(m, p, true)
}

/// The cell for a character: an atom for char_type/2, a code for code_type/2.
fn char_cell(m: &mut Machine, c: char, codes: bool) -> Cell {
    if codes {
        Cell::Int(c as i64)
    } else {
        Cell::Atom(m.atoms.intern(c.encode_utf8(&mut [0u8; 4])))
    }
}

fn val_cell(m: &mut Machine, v: Val, codes: bool) -> Cell {
    match v {
        Val::Plain => Cell::Atom(atoms::TRUE),
        Val::Weight(w) => Cell::Int(w),
        Val::Char(c) => char_cell(m, c, codes),
    }
}

/// Whether a bound type argument agrees with what the class yields.
fn agrees(m: &mut Machine, arg: Option<Cell>, v: Val) -> Result<bool, Exc> {
    let Some(arg) = arg else { return Ok(true) };
    let arg = m.heap.deref(arg);
    Ok(match v {
        _ if arg.is_var_ref() => true,
        Val::Plain => true,
        Val::Weight(w) => matches!(arg, Cell::Int(n) if n == w),
        Val::Char(c) => matches!(char_arg(m, arg), Ok(CharArg::Char(a)) if a == c),
    })
}

fn run(m: &mut Machine, p: PredId, codes: bool) -> Res {
    let (ch, ty) = (m.arg(0), m.arg(1));
    let c = char_arg(m, ch)?;
    if ty.is_var_ref() {
        let c = match c {
            CharArg::Unbound => return Err(m.err_instantiation()),
            CharArg::Never => return Ok(false),
            CharArg::Eof => return Ok(m.unify(ty, Cell::Atom(atoms::END_OF_FILE))),
            CharArg::Char(c) => c,
        };
        return enumerate_types(m, p, c, codes);
    }
    let (t, arg) = parse_type(m, ty)?;
    match c {
        CharArg::Never => Ok(false),
        CharArg::Eof => Ok(t == Ty::EndOfFile),
        CharArg::Unbound if t == Ty::EndOfFile => {
            let eof = if codes { Cell::Int(-1) } else { Cell::Atom(atoms::END_OF_FILE) };
            let x0 = m.x[0];
            Ok(m.unify(x0, eof))
        }
        CharArg::Char(c) => match classify(c, t) {
            None => Ok(false),
            Some(v) => match arg {
                None => Ok(true),
                Some(a) => {
                    let vc = val_cell(m, v, codes);
                    Ok(m.unify(a, vc))
                }
            },
        },
        CharArg::Unbound => enumerate_chars(m, p, t, arg, codes),
    }
}

fn parse_type(m: &mut Machine, ty: Cell) -> Result<(Ty, Option<Cell>), Exc> {
    if let Some((name, arity)) = m.heap.functor_of(ty) {
        let text = m.atoms.text(name);
        if let Some(&(_, _, t)) = TYPES.iter().find(|(n, a, _)| *n == text && *a == arity) {
            let arg = (arity == 1).then(|| m.heap.arg(ty, 0));
            return Ok((t, arg));
        }
    }
    let e = m.atoms.intern("char_type");
    Err(m.err_type(e, ty))
}

fn enumerate_types(m: &mut Machine, p: PredId, c: char, codes: bool) -> Res {
    let from = match m.redo_state {
        Some(Cell::Int(i)) => i as usize,
        _ => 0,
    };
    let hit = |i: usize| {
        TYPES.get(i..).and_then(|rest| rest.iter().position(|&(_, _, t)| classify(c, t).is_some())).map(|k| k + i)
    };
    let Some(i) = hit(from) else { return Ok(false) };
    if let Some(next) = hit(i + 1) {
        m.push_redo(p, Cell::Int(next as i64));
    }
    let (name, arity, t) = TYPES[i];
    let name = m.atoms.intern(name);
    let term = if arity == 0 {
        Cell::Atom(name)
    } else {
        let v = classify(c, t).unwrap_or(Val::Plain);
        let vc = val_cell(m, v, codes);
        m.heap.compound(name, &[vc])
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, term))
}

/// The characters of a class. to_lower/to_upper/paren with a known
/// argument name their character directly; everything else scans the
/// code points.
fn enumerate_chars(m: &mut Machine, p: PredId, t: Ty, arg: Option<Cell>, codes: bool) -> Res {
    if let (Ty::ToLower | Ty::ToUpper | Ty::Paren, Some(a)) = (t, arg) {
        let a = m.heap.deref(a);
        if let CharArg::Char(x) = char_arg(m, a)? {
            let c = match t {
                Ty::ToLower => char_lower(x),
                Ty::ToUpper => char_upper(x),
                _ => match paren_open(x) {
                    Some(open) => open,
                    None => return Ok(false),
                },
            };
            let cc = char_cell(m, c, codes);
            let x0 = m.x[0];
            return Ok(m.unify(x0, cc));
        }
    }
    let from = match m.redo_state {
        Some(Cell::Int(i)) => i as u32,
        _ => 0,
    };
    let mut found = None;
    let mut code = from;
    while code <= 0x10FFFF {
        if let Some(c) = char::from_u32(code) {
            if let Some(v) = classify(c, t) {
                if agrees(m, arg, v)? {
                    if found.is_none() {
                        found = Some((c, v));
                    } else {
                        m.push_redo(p, Cell::Int(code as i64));
                        break;
                    }
                }
            }
        }
        code += 1;
    }
    let Some((c, v)) = found else {
        return Ok(false);
    };
    let cc = char_cell(m, c, codes);
    let x0 = m.x[0];
    if !m.unify(x0, cc) {
        return Ok(false);
    }
    match arg {
        Some(a) => {
            let vc = val_cell(m, v, codes);
            Ok(m.unify(a, vc))
        }
        None => Ok(true),
    }
}
