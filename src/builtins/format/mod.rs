//! format/1,2,3, compatible with SWI-Prolog: the directive interpreter,
//! column stops with fill points (`~t`, `~|`, `~+`), and the output sinks
//! of format/3 (`atom(A)`, `string(S)`, `codes(C)`, `codes(C, T)`,
//! `chars(C)`, `chars(C, T)`, `user_output`, `user_error`).
//!
//! Text goes straight to the current output until a `~t` opens a column
//! segment; from then on it is held back until the next column stop, where
//! the padding is distributed over the fill points and the segment is
//! written. The column is tracked here (starting from the output's current
//! column) rather than read back, because SWI-Prolog treats a column stop
//! that the text has already passed as reached: later `~+` stops count from
//! the stop, not from where the text ended.

mod numbers;

use crate::arith::big::BigInt;

use super::atoms::TextList;
use super::{b, Builtin};
use crate::arith::Number;
use crate::machine::copy::copy_in;
use crate::machine::run::Outcome;
use crate::machine::{Exc, Machine, Res};
use crate::term::cycles::ListCycle;
use crate::term::{atoms, Cell};
use crate::write::WriteOptions;

pub const BUILTINS: &[Builtin] = &[
    b("format", 1, format1, "+text").doc(
        "Writes Format to the current output, interpreting its directives (~n, ~~) with no \
         arguments.\n\
         ?- format(\"hello~n\").\n\
         hello\n\
         true.",
    ),
    b("format", 2, format2, "+text,+term").doc(
        "Writes Format to the current output, replacing directives by Arguments: ~w write, ~q \
         writeq, ~a atom, ~d integer, ~f float, ~s string, ~p print, ~t~| columns, ~n newline.\n\
         ?- format(\"~w and ~q: ~d~n\", [a, 'B', 42]).\n\
         a and 'B': 42\n\
         true.",
    ),
    b("format", 3, format3, "+sink,+text,+term").doc(
        "As format/2, writing to Output: a stream, or atom(A), string(S), codes(C), chars(C) to \
         collect the text.\n\
         ?- format(atom(A), \"~a-~d\", [x, 7]).\n\
         A = 'x-7'.",
    ),
];

/// Largest count a single directive may turn into output (repeats, padding,
/// digits). SWI-Prolog has no such limit, but beyond it the request can only
/// be a mistake and would exhaust memory.
const MAX_RUN: i64 = 1 << 26;

/// SWI-Prolog's limit on fill points in one column segment.
const MAX_FILL: usize = 100;

/// A fill point (`~t`) in the held-back text of the current column segment.
struct Fill {
    /// Characters of held-back text before it.
    at: usize,
    pad: char,
    size: usize,
}

struct State {
    args: Vec<Cell>,
    next: usize,
    column: i64,
    /// The last column stop, which `~+` counts from.
    tab_stop: i64,
    /// Text held back while fill points are pending.
    pending: String,
    pending_chars: usize,
    fills: Vec<Fill>,
    /// A `~c` argument was not a Unicode code point.
    bad_code: bool,
}

/// Runs a format with its arguments on the current output. Fails only when
/// a `~@` goal fails.
fn run(m: &mut Machine, fmt: Cell, args: Cell) -> Res {
    let text = format_chars(m, fmt)?;
    let args = arg_list(m, args);
    let column = m.out.column() as i64;
    let mut st = State {
        args,
        next: 0,
        column,
        tab_stop: 0,
        pending: String::new(),
        pending_chars: 0,
        fills: Vec::new(),
        bad_code: false,
    };
    if !st.interpret(m, &text)? {
        return Ok(false);
    }
    // A segment that no column stop closed goes out unpadded.
    st.flush_fills(m);
    if st.next < st.args.len() {
        return Err(format_error(m, "too many arguments"));
    }
    if st.bad_code {
        let what = m.atoms.intern("code_point");
        return Err(m.err_representation(what));
    }
    Ok(true)
}

fn format1(m: &mut Machine) -> Res {
    let f = m.x[0];
    if !run(m, f, Cell::Atom(atoms::NIL))? {
        return Ok(false);
    }
    m.check_output()
}

fn format2(m: &mut Machine) -> Res {
    let (f, args) = (m.x[0], m.x[1]);
    if !run(m, f, args)? {
        return Ok(false);
    }
    m.check_output()
}

fn format3(m: &mut Machine) -> Res {
    let (sink, f, args) = (m.arg(0), m.x[1], m.x[2]);
    to_sink(m, sink, |m| run(m, f, args))
}

/// Runs `body`, which writes to the current output, with the output sent
/// to `sink` as format/3 takes it: a stream, or `atom(A)`, `string(S)`,
/// `codes(C)`, `codes(C, T)`, `chars(C)`, `chars(C, T)` unified with the
/// text written. format_time/3 writes through it too.
pub(crate) fn to_sink(m: &mut Machine, sink: Cell, body: impl FnOnce(&mut Machine) -> Res) -> Res {
    let sink = m.heap.deref(sink);
    match sink {
        Cell::Ref(_) | Cell::Attv(_) => Err(m.err_instantiation()),
        Cell::Atom(_) => {
            let id = m.output_stream(sink, false)?;
            if !m.with_output(id, body)? {
                return Ok(false);
            }
            m.check_output()
        }
        _ if matches!(m.heap.functor_of(sink), Some((name, 1)) if m.atoms.text(name) == "$stream") => {
            let id = m.output_stream(sink, false)?;
            if !m.with_output(id, body)? {
                return Ok(false);
            }
            m.check_output()
        }
        _ => {
            let kind = match m.heap.functor_of(sink) {
                Some((name, n)) => match (m.atoms.text(name), n) {
                    ("atom", 1) => MemSink::Atom,
                    ("string", 1) => MemSink::String,
                    ("codes", 1 | 2) => MemSink::List(TextList::Codes),
                    ("chars", 1 | 2) => MemSink::List(TextList::Chars),
                    _ => return Err(m.err_type(atoms::OUTPUT, sink)),
                },
                None => return Err(m.err_type(atoms::OUTPUT, sink)),
            };
            m.out.captures.push(String::new());
            let r = body(m);
            let text = m.out.captures.pop().unwrap_or_default();
            if !matches!(r, Ok(true)) {
                return r;
            }
            let value = match kind {
                MemSink::Atom => Cell::Atom(m.atoms.intern(&text)),
                MemSink::String => m.heap.string(&text),
                MemSink::List(kind) => {
                    // codes(C, T) and chars(C, T) give a difference list.
                    let tail = match m.heap.functor_of(sink) {
                        Some((_, 2)) => m.heap.arg(sink, 1),
                        _ => Cell::Atom(atoms::NIL),
                    };
                    let mut buf = [0u8; 4];
                    let items: Vec<Cell> = text
                        .chars()
                        .map(|c| match kind {
                            TextList::Codes => Cell::Int(c as i64),
                            TextList::Chars => Cell::Atom(m.atoms.intern(c.encode_utf8(&mut buf))),
                        })
                        .collect();
                    m.heap.list_with_tail(&items, tail)
                }
            };
            let target = m.heap.arg(sink, 0);
            Ok(m.unify(target, value))
        }
    }
}

enum MemSink {
    Atom,
    String,
    List(TextList),
}

/// The characters of a format: an atom, string, code list or char list.
pub(crate) fn format_chars(m: &mut Machine, fmt: Cell) -> Result<Vec<char>, Exc> {
    let fmt = m.heap.deref(fmt);
    match fmt {
        Cell::Ref(_) | Cell::Attv(_) => Err(m.err_instantiation()),
        Cell::Atom(atoms::NIL) => Ok(Vec::new()),
        Cell::Atom(a) => Ok(m.atoms.text(a).chars().collect()),
        Cell::Stg(a) => Ok(m.heap.string_at(a).chars().collect()),
        Cell::Lis(_) => match list_chars(m, fmt) {
            ListText::Text(s) => Ok(s.chars().collect()),
            ListText::Partial => Err(m.err_instantiation()),
            ListText::Invalid => Err(not_text(m, fmt)),
        },
        _ => Err(not_text(m, fmt)),
    }
}

/// `type_error(text, Culprit)`.
fn not_text(m: &mut Machine, culprit: Cell) -> Exc {
    let text = m.atoms.intern("text");
    m.err_type(text, culprit)
}

enum ListText {
    Text(String),
    /// Ends in (or holds) an unbound variable.
    Partial,
    Invalid,
}

/// Reads a list that is entirely codes or entirely one-char atoms.
fn list_chars(m: &Machine, l: Cell) -> ListText {
    let mut out = String::new();
    let mut codes: Option<bool> = None;
    let mut t = m.heap.deref(l);
    let mut cycle = ListCycle::default();
    loop {
        match t {
            Cell::Atom(atoms::NIL) => return ListText::Text(out),
            // A cyclic list is no text (SWI-Prolog: type_error(text, L)).
            Cell::Lis(a) if cycle.closes_at(a) => return ListText::Invalid,
            Cell::Lis(a) => {
                let ch = match m.heap.deref(m.heap.get(a)) {
                    Cell::Int(n) if codes != Some(false) => {
                        codes = Some(true);
                        u32::try_from(n).ok().and_then(char::from_u32)
                    }
                    Cell::Atom(x) if codes != Some(true) => {
                        codes = Some(false);
                        let mut cs = m.atoms.text(x).chars();
                        match (cs.next(), cs.next()) {
                            (Some(c), None) => Some(c),
                            _ => None,
                        }
                    }
                    Cell::Ref(_) | Cell::Attv(_) => return ListText::Partial,
                    _ => None,
                };
                match ch {
                    Some(c) => out.push(c),
                    None => return ListText::Invalid,
                }
                t = m.heap.deref(m.heap.get(a + 1));
            }
            Cell::Ref(_) | Cell::Attv(_) => return ListText::Partial,
            _ => return ListText::Invalid,
        }
    }
}

/// The argument list: a proper list, or any other term as the only argument.
fn arg_list(m: &Machine, args: Cell) -> Vec<Cell> {
    let mut items = Vec::new();
    let mut t = m.heap.deref(args);
    let mut cycle = ListCycle::default();
    loop {
        match t {
            Cell::Atom(atoms::NIL) => return items,
            // A cyclic list is one argument, as SWI-Prolog takes it.
            Cell::Lis(a) if cycle.closes_at(a) => return vec![args],
            Cell::Lis(a) => {
                items.push(m.heap.get(a));
                t = m.heap.deref(m.heap.get(a + 1));
            }
            _ => return vec![args],
        }
    }
}

/// `error(format(Message), _)`.
fn format_error(m: &mut Machine, msg: &str) -> Exc {
    let name = m.atoms.intern("format");
    let text = Cell::Atom(m.atoms.intern(msg));
    let formal = m.heap.compound(name, &[text]);
    m.error_term(formal)
}

/// `error(format_argument_type(Directive, Arg), _)`.
fn arg_type_error(m: &mut Machine, directive: char, arg: Cell) -> Exc {
    let name = m.atoms.intern("format_argument_type");
    let d = Cell::Atom(m.atoms.intern(directive.encode_utf8(&mut [0u8; 4])));
    let formal = m.heap.compound(name, &[d, arg]);
    m.error_term(formal)
}

/// A count too large to produce.
fn too_large(m: &mut Machine) -> Exc {
    m.err_resource(atoms::MEMORY)
}

/// The column after writing `c` at column `col` (tabs stop at multiples of
/// eight, as SWI-Prolog counts them).
fn update_column(col: i64, c: char) -> i64 {
    match c {
        '\n' | '\r' => 0,
        '\t' => (col + 1) | 7,
        '\u{8}' => (col - 1).max(0),
        _ => col + 1,
    }
}

impl State {
    /// The next argument, dereferenced.
    fn next_arg(&mut self, m: &mut Machine) -> Result<Cell, Exc> {
        match self.args.get(self.next) {
            Some(&a) => {
                self.next += 1;
                Ok(m.heap.deref(a))
            }
            None => Err(format_error(m, "not enough arguments")),
        }
    }

    fn emit(&mut self, m: &mut Machine, s: &str) {
        let mut n = 0;
        for c in s.chars() {
            self.column = update_column(self.column, c);
            n += 1;
        }
        if self.fills.is_empty() {
            m.out.write_str(s);
        } else {
            self.pending.push_str(s);
            self.pending_chars += n;
        }
    }

    /// Writes the held-back segment with each fill point's padding.
    fn flush_fills(&mut self, m: &mut Machine) {
        if self.fills.is_empty() {
            return;
        }
        let pad_total: usize = self.fills.iter().map(|f| f.size).sum();
        let mut out = String::with_capacity(self.pending.len() + pad_total);
        let mut fills = self.fills.iter().peekable();
        for (j, c) in self.pending.chars().chain(std::iter::once('\0')).enumerate() {
            while let Some(f) = fills.next_if(|f| f.at == j) {
                out.extend(std::iter::repeat_n(f.pad, f.size));
            }
            if j < self.pending_chars {
                out.push(c);
            }
        }
        m.out.write_str(&out);
        self.pending.clear();
        self.pending_chars = 0;
        self.fills.clear();
    }

    /// Closes the current column segment at column `stop`.
    fn column_stop(&mut self, m: &mut Machine, stop: i64) -> Result<(), Exc> {
        if self.fills.is_empty() {
            // No fill point: the text is left-aligned.
            self.fills.push(Fill { at: self.pending_chars, pad: ' ', size: 0 });
        }
        let space = stop - self.column;
        if space > MAX_RUN {
            return Err(too_large(m));
        }
        distribute(&mut self.fills, space);
        self.flush_fills(m);
        self.column = stop;
        self.tab_stop = stop;
        Ok(())
    }

    /// Interprets the format; Ok(false) when a `~@` goal failed.
    fn interpret(&mut self, m: &mut Machine, fmt: &[char]) -> Result<bool, Exc> {
        let mut i = 0;
        while i < fmt.len() {
            if fmt[i] != '~' {
                let end = fmt[i..].iter().position(|&c| c == '~').map_or(fmt.len(), |p| i + p);
                let s: String = fmt[i..end].iter().collect();
                self.emit(m, &s);
                i = end;
                continue;
            }
            i += 1;
            // The character at `i` after the optional numeric argument and
            // colon is the directive; past the end it is NUL, which is what
            // SWI-Prolog reports for a truncated directive.
            let at = |i: usize| fmt.get(i).copied().unwrap_or('\0');
            let mut c = at(i);
            let mut arg: Option<i64> = None;
            if c.is_ascii_digit() {
                let mut v: i64 = 0;
                while let Some(d) = fmt.get(i).and_then(|c| c.to_digit(10)) {
                    v = v.saturating_mul(10).saturating_add(d as i64);
                    i += 1;
                }
                arg = Some(v);
                // A format ending in digits names its last digit.
                c = fmt.get(i).copied().unwrap_or(fmt[i - 1]);
            } else if c == '*' {
                match self.next_arg(m)? {
                    Cell::Int(n) if n >= 0 => arg = Some(n),
                    _ => return Err(format_error(m, "no or negative integer for `*' argument")),
                }
                i += 1;
                c = at(i);
            } else if c == '`' {
                arg = fmt.get(i + 1).map(|&f| f as i64);
                i += 2;
                c = at(i);
            }
            if c == ':' {
                // Locale-specific output; the default locale changes nothing.
                i += 1;
                c = at(i);
            }
            if !self.directive(m, c, arg)? {
                return Ok(false);
            }
            i += 1;
        }
        Ok(true)
    }

    /// Runs one directive `c` with its numeric argument.
    fn directive(&mut self, m: &mut Machine, c: char, arg: Option<i64>) -> Result<bool, Exc> {
        match c {
            'a' => {
                let a = self.next_arg(m)?;
                let text = match a {
                    Cell::Atom(_) | Cell::Int(_) | Cell::Big(_) | Cell::Flt(_) | Cell::Stg(_) => m.atomic_text(a),
                    _ => None,
                };
                match text {
                    Some(s) => self.emit(m, &s),
                    None => return Err(arg_type_error(m, c, a)),
                }
            }
            'c' => {
                let a = self.next_arg(m)?;
                let code = match a {
                    Cell::Int(n) if n >= 0 => n,
                    _ => return Err(arg_type_error(m, c, a)),
                };
                let times = arg.unwrap_or(1);
                if times > MAX_RUN {
                    return Err(too_large(m));
                }
                match u32::try_from(code).ok().and_then(char::from_u32) {
                    Some(ch) => {
                        let s: String = std::iter::repeat_n(ch, times as usize).collect();
                        self.emit(m, &s);
                    }
                    // SWI-Prolog reports this only when the text reaches
                    // the stream, after the format has run to its end.
                    None => self.bad_code = true,
                }
            }
            'e' | 'E' | 'f' | 'g' | 'G' => {
                let a = self.next_arg(m)?;
                let n = m.eval(a)?;
                let prec = arg.unwrap_or(6);
                if prec > MAX_RUN {
                    return Err(too_large(m));
                }
                let s = numbers::float_text(c, prec as usize, &n);
                self.emit(m, &s);
            }
            'd' | 'D' | 'I' | 'r' | 'R' => {
                let a = self.next_arg(m)?;
                let n = match m.eval(a)? {
                    Number::Int(i) => BigInt::from(i),
                    Number::Big(b) => b,
                    Number::Rat(_) | Number::Float(_) => return Err(arg_type_error(m, c, a)),
                };
                let s = match c {
                    'd' | 'D' => {
                        let div = arg.unwrap_or(0);
                        if div > MAX_RUN {
                            return Err(too_large(m));
                        }
                        let group = (c == 'D').then_some((3, ','));
                        let stop = m.stop();
                        m.until_done(|_| numbers::decimal(&n, div as usize, group, &stop))?
                    }
                    'I' => {
                        let group = Some((arg.unwrap_or(3).min(MAX_RUN) as usize, '_'));
                        let stop = m.stop();
                        m.until_done(|_| numbers::decimal(&n, 0, group, &stop))?
                    }
                    _ => {
                        let radix = arg.unwrap_or(8);
                        if !(2..=36).contains(&radix) {
                            let r = Cell::Int(radix);
                            let what = m.atoms.intern("radix");
                            return Err(m.err_domain(what, r));
                        }
                        numbers::radix(&n, radix as u32, c == 'R')
                    }
                };
                self.emit(m, &s);
            }
            's' => {
                let a = self.next_arg(m)?;
                let text = match a {
                    Cell::Atom(atoms::NIL) => Some(String::new()),
                    Cell::Atom(_) | Cell::Stg(_) => m.atomic_text(a),
                    Cell::Lis(_) => match list_chars(m, a) {
                        ListText::Text(s) => Some(s),
                        _ => None,
                    },
                    _ => None,
                };
                match text {
                    Some(s) => self.emit(m, &s),
                    None => return Err(arg_type_error(m, c, a)),
                }
            }
            'i' => {
                self.next_arg(m)?;
            }
            'w' | 'p' | 'q' | 'k' => {
                let a = self.next_arg(m)?;
                let opts = match c {
                    'w' => WriteOptions::write(),
                    'k' => WriteOptions::canonical(),
                    // print/1 without portray hooks writes as writeq/1.
                    _ => WriteOptions::writeq(),
                };
                let s = m.term_text_stoppable(a, &opts)?;
                self.emit(m, &s);
            }
            'W' => {
                if self.args.len() - self.next < 2 {
                    return Err(format_error(m, "not enough arguments"));
                }
                let t = self.next_arg(m)?;
                let o = self.next_arg(m)?;
                let opts = super::io::write_options(m, o)?;
                let s = m.term_text_stoppable(t, &opts)?;
                self.emit(m, &s);
            }
            '@' => {
                let goal = self.next_arg(m)?;
                m.out.captures.push(String::new());
                let outcome = m.run_once(goal);
                let text = m.out.captures.pop().unwrap_or_default();
                self.emit(m, &text);
                match outcome {
                    Outcome::True => {}
                    Outcome::False => return Ok(false),
                    Outcome::Error(ball) => return Err(Exc::Throw(copy_in(&mut m.heap, &ball))),
                    Outcome::Halt(code) => return Err(Exc::Halt(code)),
                }
            }
            '~' => self.emit(m, "~"),
            'n' | 'N' => {
                let mut times = arg.unwrap_or(1);
                if c == 'N' && self.column == 0 {
                    times -= 1;
                }
                if times > MAX_RUN {
                    return Err(too_large(m));
                }
                let s = "\n".repeat(times.max(0) as usize);
                self.emit(m, &s);
            }
            't' => {
                if self.fills.len() >= MAX_FILL {
                    return Err(format_error(m, "Too many tab stops"));
                }
                let pad = arg.and_then(|a| u32::try_from(a).ok()).and_then(char::from_u32).unwrap_or(' ');
                self.fills.push(Fill { at: self.pending_chars, pad, size: 0 });
            }
            '|' => {
                let stop = arg.unwrap_or(self.column);
                self.column_stop(m, stop)?;
            }
            '+' => {
                let stop = self.tab_stop.saturating_add(arg.unwrap_or(8));
                self.column_stop(m, stop)?;
            }
            _ => {
                let name = m.atoms.intern("format_character");
                let culprit = Cell::Atom(m.atoms.intern(c.encode_utf8(&mut [0u8; 4])));
                return Err(m.err_existence(name, culprit));
            }
        }
        Ok(true)
    }
}

/// Shares `space` columns of padding among the fill points: equal parts,
/// the remainder handed out one by one from the middle fill point outwards
/// alternating right and left. SWI-Prolog's walk can step past either end
/// when there are five or more fill points; those units are dropped, which
/// its output shows, so they are dropped here too.
fn distribute(fills: &mut [Fill], space: i64) {
    let n = fills.len() as i64;
    if space <= 0 || n == 0 {
        for f in fills.iter_mut() {
            f.size = 0;
        }
        return;
    }
    let each = space / n;
    for f in fills.iter_mut() {
        f.size = each as usize;
    }
    let mid = n / 2;
    for k in 0..space - each * n {
        let idx = if k % 2 == 1 { mid + k } else { mid - k };
        if let Some(f) = usize::try_from(idx).ok().and_then(|i| fills.get_mut(i)) {
            f.size += 1;
        }
    }
}
