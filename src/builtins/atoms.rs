//! Atoms and text (ISO 8.16): atom_codes/2, atom_chars/2, char_code/2,
//! atom_length/2, number_codes/2, number_chars/2, atom_number/2, and the
//! SWI-Prolog atom predicates upcase_atom/2 and downcase_atom/2; also the text conversion helpers shared by the
//! other text families (`subtext`, `strings`, `termtext`, `chartype`).

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$atoms", 1, atoms_list, "-list"),
    b("atom_codes", 2, atom_codes, "?atom,?codes").doc(
        "Converts between an atom and the list of its character codes.\n\
         ?- atom_codes(hi, L).\n\
         L = [104, 105].",
    ),
    b("atom_chars", 2, atom_chars, "?atom,?chars").doc(
        "Converts between an atom and the list of its characters (one-character atoms).\n\
         ?- atom_chars(X, [h, i]).\n\
         X = hi.",
    ),
    b("char_code", 2, char_code, "?character,?integer").doc(
        "Converts between a character (a one-character atom) and its character code.\n\
         ?- char_code(a, C).\n\
         C = 97.",
    ),
    b("atom_length", 2, atom_length, "+atom,?integer").doc(
        "True when Length is the number of characters of Atom.\n\
         ?- atom_length(hello, N).\n\
         N = 5.",
    ),
    b("number_codes", 2, number_codes, "?number,?codes").doc(
        "Converts between a number and the character codes of its text; a syntax error if the codes \
         are not a number.\n\
         ?- number_codes(X, [0'4, 0'2]).\n\
         X = 42.",
    ),
    b("number_chars", 2, number_chars, "?number,?chars").doc(
        "Converts between a number and the characters of its text; a syntax error if the characters \
         are not a number.\n\
         ?- number_chars(X, ['1', '.', '5']).\n\
         X = 1.5.",
    ),
    b("atom_number", 2, atom_number, "?atom,?number").doc(
        "Converts between an atom and the number it spells; fails when the atom is not a number.\n\
         ?- atom_number('3.14', X).\n\
         X = 3.14.",
    ),
    b("upcase_atom", 2, upcase_atom, "+atomic,-atom").doc(
        "True when Upper is Text with every letter in upper case.\n\
         ?- upcase_atom('hello world', U).\n\
         U = 'HELLO WORLD'.",
    ),
    b("downcase_atom", 2, downcase_atom, "+atomic,-atom").doc(
        "True when Lower is Text with every letter in lower case.\n\
         ?- downcase_atom('Hello', D).\n\
         D = hello.",
    ),
];

/// Which kind of text term a predicate produces.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum TextKind {
    Atom,
    Str,
}

/// How a list of characters is spelled.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum TextList {
    Codes,
    Chars,
}

impl Machine {
    /// The text of an atomic term (atom, number, string).
    pub fn atomic_text(&self, c: Cell) -> Option<String> {
        match c {
            Cell::Atom(a) => Some(self.atoms.text(a).to_string()),
            Cell::Int(i) => Some(i.to_string()),
            Cell::Big(a) => Some(self.heap.number_blob_text(a)),
            Cell::Flt(f) => Some(crate::write::format_float(f)),
            Cell::Stg(a) => Some(self.heap.string_at(a)),
            _ => None,
        }
    }

    /// [`Machine::atomic_text`] with the decimal text of a big number
    /// made under Ctrl-C's watch (millions of digits take seconds): an
    /// interrupt is handled as at a call, and when the answer is to go on
    /// the text is made again from the start.
    pub fn atomic_text_stoppable(&mut self, c: Cell) -> Result<Option<String>, Exc> {
        match c {
            Cell::Big(a) => {
                let stop = self.stop();
                self.until_done(|m| m.heap.number_blob_text_stoppable(a, &stop)).map(Some)
            }
            _ => Ok(self.atomic_text(c)),
        }
    }

    /// An atom or a string holding `text`.
    pub fn make_text(&mut self, text: &str, kind: TextKind) -> Cell {
        match kind {
            TextKind::Atom => Cell::Atom(self.atoms.intern(text)),
            TextKind::Str => self.heap.string(text),
        }
    }

    /// The text of an input argument of a SWI-style text predicate.
    /// Ok(None) when unbound; atomic terms always count as text, code and
    /// char lists only when `lists` is set; anything else is
    /// `type_error(ty, Culprit)`.
    pub fn text_arg(&mut self, c: Cell, lists: bool, ty: &str) -> Result<Option<String>, Exc> {
        let c = self.heap.deref(c);
        if c.is_var_ref() {
            return Ok(None);
        }
        // `[]` is also the empty code list: where lists count as text,
        // SWI-Prolog reads it as the empty text (`string_chars([], L)`
        // gives `[]`, `atom_length([], N)` gives 0), not as the atom '[]'.
        if lists && matches!(c, Cell::Atom(atoms::NIL)) && !self.iso_flag() {
            return Ok(Some(String::new()));
        }
        if let Some(t) = self.atomic_text_stoppable(c)? {
            return Ok(Some(t));
        }
        if lists && matches!(c, Cell::Lis(_)) {
            match self.list_text(c, TextList::Codes) {
                Ok(Some(t)) => return Ok(Some(t)),
                Ok(None) => return Err(self.err_instantiation()),
                Err(e) if !self.is_text_complaint(&e) => return Err(e),
                Err(_) => {}
            }
            match self.list_text(c, TextList::Chars) {
                Ok(Some(t)) => return Ok(Some(t)),
                Ok(None) => return Err(self.err_instantiation()),
                Err(e) if !self.is_text_complaint(&e) => return Err(e),
                Err(_) => {}
            }
        }
        let ty = self.atoms.intern(ty);
        Err(self.err_type(ty, c))
    }

    /// Like [`Machine::text_arg`] but an unbound argument is an
    /// instantiation error.
    pub fn text_in(&mut self, c: Cell, lists: bool, ty: &str) -> Result<String, Exc> {
        match self.text_arg(c, lists, ty)? {
            Some(t) => Ok(t),
            None => Err(self.err_instantiation()),
        }
    }

    /// Output side of a SWI-style text predicate: an unbound argument gets
    /// the text as an atom or string; a bound atomic one is compared by its
    /// text (so `upcase_atom(abc, "ABC")` holds, as in SWI-Prolog).
    pub fn unify_text(&mut self, c: Cell, text: &str, kind: TextKind, ty: &str) -> Res {
        let c = self.heap.deref(c);
        if c.is_var_ref() {
            let t = self.make_text(text, kind);
            return Ok(self.unify(c, t));
        }
        match self.atomic_text(c) {
            Some(t) => Ok(t == text),
            None => {
                let ty = self.atoms.intern(ty);
                Err(self.err_type(ty, c))
            }
        }
    }

    /// Builds a code or char list for `text`.
    pub fn text_list(&mut self, text: &str, kind: TextList) -> Cell {
        let items: Vec<Cell> = match kind {
            // Written straight onto the heap: the text of a big number
            // has a million codes.
            TextList::Codes => return self.code_list(text),
            TextList::Chars => {
                let mut buf = [0u8; 4];
                text.chars().map(|c| Cell::Atom(self.atoms.intern(c.encode_utf8(&mut buf)))).collect()
            }
        };
        self.heap.list(&items)
    }

    /// The code list of `text`, its cells written in one pass.
    fn code_list(&mut self, text: &str) -> Cell {
        let count = text.chars().count();
        if count == 0 {
            return Cell::Atom(atoms::NIL);
        }
        let start = self.heap.top();
        let cells = &mut self.heap.cells;
        let end = 2 * count;
        if text.is_ascii() {
            // A range's map has a known length: `extend` writes the cells
            // without a capacity test each (the list of a 10^6-digit
            // number: 40M instructions a push at a time, 28M so).
            let bytes = text.as_bytes();
            cells.extend((0..end).map(|j| match j {
                _ if j % 2 == 0 => Cell::Int(bytes[j / 2] as i64),
                _ if j + 1 == end => Cell::Atom(atoms::NIL),
                _ => Cell::Lis(start + j as u32 + 1),
            }));
        } else {
            cells.reserve(end);
            for (i, c) in text.chars().enumerate() {
                cells.push(Cell::Int(c as i64));
                cells.push(if i + 1 == count { Cell::Atom(atoms::NIL) } else { Cell::Lis(start + 2 * (i as u32 + 1)) });
            }
        }
        Cell::Lis(start)
    }

    /// Reads a code or char list into a string. Ok(None) when the list is
    /// partial or holds a variable (the caller decides whether that is an
    /// instantiation error).
    pub fn list_text(&mut self, l: Cell, kind: TextList) -> Result<Option<String>, Exc> {
        let mut out = String::new();
        let mut t = self.heap.deref(l);
        // A string stands for its code or char list, as in SWI-Prolog, so
        // that atom_codes(A, "abc") works whatever double_quotes says.
        if let Cell::Stg(a) = t {
            return Ok(Some(self.heap.string_at(a)));
        }
        // The list's shape first, as SWI-Prolog checks it (and ISO's
        // corrigendum for 8.16.7.3): a partial list or an unbound element
        // is an instantiation error whatever the other elements hold
        // (number_chars(N, [1|_]), number_chars(N, [_|1])), a list ending
        // in another term a type error (number_chars(N, [1|2])).
        let mut cycle = crate::term::cycles::ListCycle::default();
        let mut rest = t;
        loop {
            match rest {
                Cell::Atom(atoms::NIL) => break,
                Cell::Lis(a) if cycle.closes_at(a) => break,
                Cell::Lis(a) if self.heap.deref(self.heap.get(a)).is_var_ref() => return Ok(None),
                Cell::Lis(a) => rest = self.heap.deref(self.heap.get(a + 1)),
                Cell::Ref(_) | Cell::Attv(_) => return Ok(None),
                _ => {
                    let whole = self.heap.deref(l);
                    return Err(self.err_type(atoms::LIST, whole));
                }
            }
        }
        let mut cycle = crate::term::cycles::ListCycle::default();
        loop {
            match t {
                Cell::Atom(atoms::NIL) => return Ok(Some(out)),
                Cell::Lis(a) if cycle.closes_at(a) => {
                    let whole = self.heap.deref(l);
                    return Err(self.err_type(atoms::LIST, whole));
                }
                Cell::Lis(a) => {
                    let item = self.heap.deref(self.heap.get(a));
                    match (item, kind) {
                        (Cell::Ref(_) | Cell::Attv(_), _) => return Ok(None),
                        (Cell::Int(n), TextList::Codes) => match u32::try_from(n).ok().and_then(char::from_u32) {
                            Some(c) => out.push(c),
                            None => return Err(self.err_representation(atoms::CHARACTER_CODE)),
                        },
                        (Cell::Atom(x), TextList::Chars) => {
                            let s = self.atoms.text(x);
                            let mut cs = s.chars();
                            match (cs.next(), cs.next()) {
                                (Some(c), None) => out.push(c),
                                _ => return Err(self.err_type(atoms::CHARACTER, item)),
                            }
                        }
                        (_, TextList::Codes) => return Err(self.err_type(atoms::INTEGER, item)),
                        (_, TextList::Chars) => return Err(self.err_type(atoms::CHARACTER, item)),
                    }
                    if out.len() % 0x10000 == 0 {
                        self.check_interrupt()?;
                    }
                    t = self.heap.deref(self.heap.get(a + 1));
                }
                Cell::Ref(_) | Cell::Attv(_) => return Ok(None),
                _ => {
                    let whole = self.heap.deref(l);
                    return Err(self.err_type(atoms::LIST, whole));
                }
            }
        }
    }

    /// Whether `e`, from [`Machine::list_text`], is its complaint about
    /// the list's elements (a type or representation error), which a
    /// lenient caller may answer by reading the list the other way. An
    /// abort, a time limit or a halt that arrived while the list was read
    /// is never that: it must reach the goal.
    pub fn is_text_complaint(&self, e: &Exc) -> bool {
        let Exc::Throw(ball) = *e else { return false };
        let ball = self.heap.deref(ball);
        if self.heap.functor_of(ball) != Some((atoms::ERROR, 2)) {
            return false;
        }
        let formal = self.heap.deref(self.heap.arg(ball, 0));
        matches!(self.heap.functor_of(formal), Some((atoms::TYPE_ERROR, 2) | (atoms::REPRESENTATION_ERROR, 1)))
    }

    /// Parses number syntax as number_codes/2 does (leading layout allowed,
    /// and outside ISO mode a `+` sign; nothing after the number). Err is
    /// a syntax error.
    pub fn parse_number(&mut self, text: &str) -> Result<Cell, Exc> {
        let ascii;
        let text = match crate::reader::unicode_digits::ascii_digits(text) {
            Some(t) if !self.iso_flag() => {
                ascii = t;
                ascii.as_str()
            }
            _ => text,
        };
        let trimmed = text.trim_start();
        // SWI-Prolog takes a plus sign before the digits ("+12"); ISO does not.
        let trimmed = match trimmed.strip_prefix('+') {
            Some(rest) if !self.iso_flag() && rest.starts_with(|c: char| c.is_ascii_digit()) => rest,
            _ => trimmed,
        };
        let ok_start = trimmed.starts_with(|c: char| c.is_ascii_digit())
            || trimmed.starts_with('-') && trimmed[1..].starts_with(|c: char| c.is_ascii_digit());
        if let Some(v) = plain_number(trimmed) {
            return Ok(v);
        }
        if ok_start {
            let src = format!("{trimmed} .");
            let mut reader = crate::reader::Reader::new(&src);
            let flags = crate::reader::ReadFlags::default();
            if let Ok(Some(rt)) = reader.next(&self.ops, &flags) {
                // The number must end where the text ends: no layout or
                // comment after it ("12 ", "12/**/"), and no `0'` that took
                // the space this function added as its character ("0'").
                let whole = rt.spans[rt.root as usize].end as usize == trimmed.len();
                if let (true, Ok(None)) = (whole, reader.next(&self.ops, &flags)) {
                    match &rt.nodes[rt.root as usize] {
                        crate::reader::Node::Int(i) => return Ok(Cell::Int(*i)),
                        crate::reader::Node::BigInt(b) => return Ok(self.heap.integer(b)),
                        crate::reader::Node::Rational(r) => return Ok(self.heap.rational(&r.0, &r.1)),
                        crate::reader::Node::Float(f) => return Ok(Cell::Flt(*f)),
                        _ => {}
                    }
                }
            }
        }
        Err(self.err_syntax("illegal_number"))
    }
}

/// The value of the commonest number texts without the term reader: an
/// optional `-`, decimal digits, and for a float `.`, digits and an
/// optional exponent `e[+-]digits`. None for anything else (digit
/// groups, `0'c`, `0x1F`, `1.0Inf`, rationals, an integer beyond i64, a
/// float that overflows), which the reader then takes, so that its
/// values and syntax errors stay the only definition. The values are
/// the reader's: i64 of the digits, and Rust's correctly rounded f64
/// parse that its float tokens use.
fn plain_number(text: &str) -> Option<Cell> {
    let b = text.as_bytes();
    let digits_from = |i: usize| i + b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    let start = usize::from(b.first() == Some(&b'-'));
    let int_end = digits_from(start);
    if int_end == start {
        return None;
    }
    if int_end == b.len() {
        return text.parse::<i64>().ok().map(Cell::Int);
    }
    if b[int_end] != b'.' {
        return None;
    }
    let frac_end = digits_from(int_end + 1);
    if frac_end == int_end + 1 {
        return None;
    }
    let mut end = frac_end;
    if b.get(end) == Some(&b'e') {
        let sign = end + 1 + usize::from(matches!(b.get(end + 1), Some(b'+' | b'-')));
        end = digits_from(sign);
        if end == sign {
            return None;
        }
    }
    if end != b.len() {
        return None;
    }
    let f: f64 = text.parse().ok()?;
    f.is_finite().then_some(Cell::Flt(f))
}

fn text_to_list(m: &mut Machine, kind: TextList) -> Res {
    let a = m.arg(0);
    match a {
        Cell::Ref(_) | Cell::Attv(_) => {
            // Outside ISO mode a code list may be given as chars and a
            // char list as codes, as SWI-Prolog takes them.
            let text = match m.list_text(m.x[1], kind) {
                Err(e) if !m.iso_flag() && matches!(m.heap.deref(m.x[1]), Cell::Lis(_)) && m.is_text_complaint(&e) => {
                    match m.text_arg(m.x[1], true, "list") {
                        Ok(Some(text)) => text,
                        _ => return Err(e),
                    }
                }
                r => match r? {
                    Some(text) => text,
                    None => return Err(m.err_instantiation()),
                },
            };
            let atom = Cell::Atom(m.atoms.intern(&text));
            // Interning a long text checks no interrupt: one that came
            // meanwhile stops the goal here, not at a later call.
            m.check_interrupt()?;
            Ok(m.unify(a, atom))
        }
        // Any atomic text outside ISO mode: numbers and strings too.
        Cell::Atom(_) => lenient_text_to_list(m, a, kind),
        other if !m.iso_flag() && m.atomic_text(other).is_some() => lenient_text_to_list(m, other, kind),
        other => Err(m.err_type(atoms::ATOM, other)),
    }
}

/// The code or char list of the text of atomic `a`, unified with argument 1.
fn lenient_text_to_list(m: &mut Machine, a: Cell, kind: TextList) -> Res {
    let x1 = m.x[1];
    if !list_or_partial_list(m, x1) {
        return Err(m.err_type(atoms::LIST, x1));
    }
    let text = m.atomic_text_stoppable(a)?.expect("atomic");
    // A string stands for its codes or chars, as for an unbound text
    // (list_text): atom_codes(abc, "abc") holds, as in SWI-Prolog.
    if let Cell::Stg(s) = m.heap.deref(x1) {
        return Ok(m.heap.string_at(s) == text);
    }
    let l = m.text_list(&text, kind);
    // Building a long list checks no interrupt (see text_to_list).
    m.check_interrupt()?;
    Ok(m.unify(x1, l))
}

/// Whether `l` is a list, a partial list or a string (which stands for its
/// codes). A given text with anything else for its list is
/// `type_error(list, L)`, not a failure: `atom_chars(abc, error)` and
/// `number_codes(1, foo)` raise it in SWI-Prolog and GNU Prolog alike
/// (ISO 8.16.4.3, 8.16.7.3: List neither a list nor a partial list).
fn list_or_partial_list(m: &Machine, l: Cell) -> bool {
    let mut t = m.heap.deref(l);
    let mut cycle = crate::term::cycles::ListCycle::default();
    loop {
        match t {
            Cell::Atom(atoms::NIL) | Cell::Ref(_) | Cell::Attv(_) | Cell::Stg(_) => return true,
            Cell::Lis(a) if cycle.closes_at(a) => return false,
            Cell::Lis(a) => t = m.heap.deref(m.heap.get(a + 1)),
            _ => return false,
        }
    }
}

fn atom_codes(m: &mut Machine) -> Res {
    text_to_list(m, TextList::Codes)
}

fn atom_chars(m: &mut Machine) -> Res {
    text_to_list(m, TextList::Chars)
}

fn char_code(m: &mut Machine) -> Res {
    let (ch, code) = (m.arg(0), m.arg(1));
    match ch {
        Cell::Atom(a) => {
            let s = m.atoms.text(a);
            let mut cs = s.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) => match code {
                    Cell::Ref(_) | Cell::Attv(_) => Ok(m.unify(code, Cell::Int(c as i64))),
                    // ISO 8.16.6.3 e: a Code that is no character code is a
                    // representation error even when Char is given (GNU
                    // Prolog agrees; SWI-Prolog says type_error).
                    Cell::Int(n) if u32::try_from(n).ok().and_then(char::from_u32).is_none() => {
                        Err(m.err_representation(atoms::CHARACTER_CODE))
                    }
                    Cell::Int(n) => Ok(n == c as i64),
                    c if m.heap.is_integer(c) => Err(m.err_representation(atoms::CHARACTER_CODE)),
                    other => Err(m.err_type(atoms::INTEGER, other)),
                },
                _ => Err(m.err_type(atoms::CHARACTER, ch)),
            }
        }
        Cell::Ref(_) | Cell::Attv(_) => match code {
            Cell::Int(n) => match u32::try_from(n).ok().and_then(char::from_u32) {
                Some(c) => {
                    let atom = Cell::Atom(m.atoms.intern(c.encode_utf8(&mut [0u8; 4])));
                    Ok(m.unify(ch, atom))
                }
                None => Err(m.err_representation(atoms::CHARACTER_CODE)),
            },
            Cell::Ref(_) | Cell::Attv(_) => Err(m.err_instantiation()),
            other => Err(m.err_type(atoms::INTEGER, other)),
        },
        other => Err(m.err_type(atoms::CHARACTER, other)),
    }
}

fn atom_length(m: &mut Machine) -> Res {
    let (a, l) = (m.arg(0), m.arg(1));
    let text = match a {
        // `[]` is the empty list to SWI-Prolog (length 0, as text_in reads
        // it), the atom '[]' to ISO.
        Cell::Atom(atoms::NIL) if !m.iso_flag() => m.text_in(a, true, "text")?,
        Cell::Atom(_) | Cell::Stg(_) => m.atomic_text(a).expect("text"),
        Cell::Ref(_) | Cell::Attv(_) => return Err(m.err_instantiation()),
        // SWI-Prolog measures any text: a number's, a code or char list's.
        other if !m.iso_flag() => m.text_in(other, true, "text")?,
        other => return Err(m.err_type(atoms::ATOM, other)),
    };
    match l {
        Cell::Ref(_) | Cell::Attv(_) => {}
        Cell::Int(n) if n < 0 => return Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, l)),
        Cell::Int(_) => {}
        Cell::Big(b) if m.heap.is_rational_at(b) => return Err(m.err_type(atoms::INTEGER, l)),
        // A big integer is an integer (ISO 8.16.1.3): a negative one is
        // below zero, a positive one longer than any atom.
        Cell::Big(b) => {
            if m.heap.bigint(b).sign() == crate::arith::big::Sign::Negative {
                return Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, l));
            }
            return Ok(false);
        }
        other => return Err(m.err_type(atoms::INTEGER, other)),
    }
    let n = text.chars().count() as i64;
    Ok(m.unify(l, Cell::Int(n)))
}

fn number_to_list(m: &mut Machine, kind: TextList) -> Res {
    let n = m.arg(0);
    let list = m.x[1];
    // A bound non-number is a type error even when the list parses (ISO
    // 8.16.7.3 b; SWI-Prolog: number_chars(f(x), ['1']) is
    // type_error(number, f(x)); found by tools/difffuzz).
    if !n.is_var_ref() && !n.is_number() {
        return Err(m.err_type(atoms::NUMBER, n));
    }
    // A given list takes priority so that syntax errors are reported.
    // Outside ISO mode a char list may be given as codes and a code list
    // as chars, as SWI-Prolog takes them.
    let given = match m.list_text(list, kind) {
        Err(e) if !m.iso_flag() && matches!(m.heap.deref(list), Cell::Lis(_)) && m.is_text_complaint(&e) => {
            match m.text_arg(list, true, "list") {
                Ok(Some(text)) => Ok(Some(text)),
                _ => Err(e),
            }
        }
        r => r,
    };
    match given {
        Ok(Some(text)) => {
            let v = m.parse_number(&text)?;
            return Ok(m.unify(n, v));
        }
        Ok(None) => {}
        Err(e) if !n.is_number() || !m.is_text_complaint(&e) => return Err(e),
        Err(_) => {}
    }
    match n {
        Cell::Ref(_) | Cell::Attv(_) => Err(m.err_instantiation()),
        c if c.is_number() => {
            if !list_or_partial_list(m, list) {
                return Err(m.err_type(atoms::LIST, list));
            }
            let text = m.atomic_text_stoppable(c)?.expect("number");
            // Two cells a character; a collection they would start is run
            // before them (the registers move: the list is read again).
            m.reserve_heap(2 * text.len());
            let list = m.x[1];
            let l = m.text_list(&text, kind);
            Ok(m.unify(list, l))
        }
        other => Err(m.err_type(atoms::NUMBER, other)),
    }
}

fn number_codes(m: &mut Machine) -> Res {
    number_to_list(m, TextList::Codes)
}

fn number_chars(m: &mut Machine) -> Res {
    number_to_list(m, TextList::Chars)
}

fn atom_number(m: &mut Machine) -> Res {
    let a = m.arg(0);
    match a {
        // A string too, outside ISO mode, as SWI-Prolog.
        Cell::Atom(_) | Cell::Stg(_) if matches!(a, Cell::Atom(_)) || !m.iso_flag() => {
            let text = m.atomic_text(a).expect("atom");
            match m.parse_number(&text) {
                Ok(v) => {
                    let x1 = m.x[1];
                    Ok(m.unify(x1, v))
                }
                Err(_) => Ok(false),
            }
        }
        Cell::Ref(_) | Cell::Attv(_) => {
            let n = m.arg(1);
            if !n.is_number() {
                return Err(m.err_instantiation());
            }
            let text = m.atomic_text_stoppable(n)?.expect("number");
            let atom = Cell::Atom(m.atoms.intern(&text));
            Ok(m.unify(a, atom))
        }
        other => Err(m.err_type(atoms::ATOM, other)),
    }
}

/// One character's upper or lower case when that is a single character
/// (as towupper/towlower do); otherwise the character itself.
pub fn char_upper(c: char) -> char {
    let mut it = c.to_uppercase();
    match (it.next(), it.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

pub fn char_lower(c: char) -> char {
    // The one character whose lower case is two: İ, "i̇" in full, 'i' by
    // the simple mapping the C library's towlower() (so SWI-Prolog) uses.
    if c == '\u{130}' {
        return 'i';
    }
    let mut it = c.to_lowercase();
    match (it.next(), it.next()) {
        (Some(l), None) => l,
        _ => c,
    }
}

/// Case mapping character by character, so that the length is kept
/// (SWI-Prolog: `upcase_atom('straße', 'STRAßE')`).
pub fn map_case(text: &str, upper: bool) -> String {
    text.chars().map(|c| if upper { char_upper(c) } else { char_lower(c) }).collect()
}

fn case_atom(m: &mut Machine, upper: bool) -> Res {
    let text = m.text_in(m.x[0], false, "atomic")?;
    let out = map_case(&text, upper);
    let x1 = m.x[1];
    m.unify_text(x1, &out, TextKind::Atom, "atom")
}

fn upcase_atom(m: &mut Machine) -> Res {
    case_atom(m, true)
}

fn downcase_atom(m: &mut Machine) -> Res {
    case_atom(m, false)
}

/// `'$atoms'(-List)`: every atom of the atom table (current_atom/1).
fn atoms_list(m: &mut Machine) -> Res {
    let items: Vec<Cell> = m.atoms.iter().map(|(a, _)| Cell::Atom(a)).collect();
    let l = m.heap.list(&items);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}

#[cfg(test)]
mod tests {
    use super::plain_number;
    use crate::reader::{ops::Ops, Node, ReadFlags, Reader};
    use crate::term::Cell;

    /// The reader's value of a number text, as parse_number's slow path
    /// reads it.
    fn read_number(text: &str) -> Option<Cell> {
        let src = format!("{text} .");
        let ops = Ops::new();
        let rt = Reader::new(&src).next(&ops, &ReadFlags::default()).ok()??;
        match &rt.nodes[rt.root as usize] {
            Node::Int(i) => Some(Cell::Int(*i)),
            Node::Float(f) => Some(Cell::Flt(*f)),
            _ => None,
        }
    }

    #[test]
    fn plain_numbers_read_as_the_reader_reads_them() {
        for text in [
            "0",
            "12345",
            "-7",
            "007",
            "-0",
            "9223372036854775807",
            "-9223372036854775808",
            "3.25",
            "-0.0",
            "1.0e10",
            "1.5e-3",
            "2.0e+8",
            "0.1",
            "1.0e-400",
            "123456789012.5e2",
        ] {
            let fast = plain_number(text).unwrap_or_else(|| panic!("{text} not plain"));
            let read = read_number(text).unwrap_or_else(|| panic!("{text} not read"));
            match (fast, read) {
                (Cell::Flt(a), Cell::Flt(b)) => assert_eq!(a.to_bits(), b.to_bits(), "{text}"),
                (Cell::Int(a), Cell::Int(b)) => assert_eq!(a, b, "{text}"),
                _ => panic!("{text}: different kinds of number"),
            }
        }
    }

    #[test]
    fn other_number_texts_are_left_to_the_reader() {
        for text in [
            "",
            "-",
            "1.",
            ".5",
            "1.e3",
            "1.0e",
            "1.0e+",
            "1e10",
            "1.0E10",
            "0'a",
            "0x1F",
            "0b101",
            "1 000 000",
            "1_000",
            "1.0Inf",
            "1.5NaN",
            "1r3",
            "12 ",
            "12a",
            "--1",
            "+1",
            "9223372036854775808",
            "1.0e400",
            "1.0e10.5",
        ] {
            assert!(plain_number(text).is_none(), "{text}");
        }
    }
}
