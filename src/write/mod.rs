//! The term writer: `write/1`, `print/1`, `writeq/1`, `write_canonical/1`
//! and `write_term/2` output of a heap term as text, following
//! SWI-Prolog's spacing and quoting so that `writeq` output reads back as
//! an equal term.
//!
//! Terms are walked with an explicit work stack rather than by recursion,
//! so arbitrarily deep terms (long lists, long operator chains, deep
//! nesting) cannot overflow the Rust stack. Spacing is decided token by
//! token from the last character written: a space goes in only where two
//! tokens would otherwise glue into one (`a- -1`, `- -a`) or change
//! meaning (`- (a,b)` is not `-(a,b)`, `- 1` is not `-1`).
//!
//! The operator table belongs to the reader; the writer only needs to ask
//! about operators, through [`OpLookup`].
//!
//! Writing a term of millions of cells, or a big integer of millions of
//! digits, takes seconds: [`write_term_stoppable`] looks at the interrupt
//! flag every [`STOP_CHECK_STEPS`] steps and inside the decimal conversion,
//! and gives up when it rises (`host/stop.rs`).

mod cycles;
mod float;
mod quote;
mod read_term;
mod reader_ops;
#[cfg(test)]
mod tests;

pub use float::format_float;
pub use quote::{atom_needs_quotes, quote_atom};

use crate::host::stop::{Stop, Stopped};
use crate::term::{atoms, Atom, AtomTable, BlobKind, Cell, Heap};
use quote::{is_alnum_char, is_symbol_char, quote_text};
use std::collections::HashMap;

/// Operator definitions as the writer needs them.
pub trait OpLookup {
    /// (priority, type name "xfx"/"xfy"/"yfx"/"fy"/"fx"/"xf"/"yf")
    fn prefix(&self, name: &str) -> Option<(u32, &'static str)>;
    fn infix(&self, name: &str) -> Option<(u32, &'static str)>;
    fn postfix(&self, name: &str) -> Option<(u32, &'static str)>;
}

/// An operator table with no operators (for `write_canonical`-like output
/// or callers that have no table at hand).
pub struct NoOps;

impl OpLookup for NoOps {
    fn prefix(&self, _: &str) -> Option<(u32, &'static str)> {
        None
    }
    fn infix(&self, _: &str) -> Option<(u32, &'static str)> {
        None
    }
    fn postfix(&self, _: &str) -> Option<(u32, &'static str)> {
        None
    }
}

/// `write_term/2` options. The default is plain `write/1`.
#[derive(Clone, Debug, Default)]
pub struct WriteOptions {
    pub quoted: bool,
    pub ignore_ops: bool,
    /// `'$VAR'(N)` is written as `A`..`Z`, `A1`..; `'$VAR'('Foo')` as `Foo`.
    pub numbervars: bool,
    /// 0 = unlimited; deeper parts are written as `...` as SWI-Prolog does.
    pub max_depth: usize,
    /// Write lists as `'.'(H,T)`.
    pub no_lists: bool,
    /// Write `{}(X)` in functional notation instead of `{X}`
    /// (`brace_terms(false)`).
    pub no_brace_terms: bool,
    /// `variable_names(...)`: heap address of an unbound variable and its name.
    pub var_names: Vec<(u32, String)>,
    /// `spacing(next_argument)`: a space after each argument and list comma.
    pub space_args: bool,
    /// `priority(P)`: the context priority of the whole term (1200 when unset).
    pub priority: Option<u32>,
    /// `cycles(false)`: a cyclic term is an error (the caller raises it)
    /// rather than written in `@(Template, Substitutions)` form.
    pub no_cycles: bool,
    /// Compound nodes (heap address of a `Str` or `Lis` cell) written by a
    /// name, except at the top of the term: how the toplevel writes cyclic
    /// bindings (`X = f(X)`).
    pub node_names: Vec<(u32, String)>,
    /// write_canonical/1: an atom with a character above U+00FF is quoted
    /// (`'日本'`, `f('→')`), as SWI-Prolog writes it there.
    pub quote_wide: bool,
    /// ISO mode (the flag `iso`): write what ISO's reader reads back as
    /// the same term: `- (1)` for `-(1)` (`- 1` is the number -1 there),
    /// `-{a}` (no dicts to keep apart), `'$VAR'(N)` named only for an
    /// integer `N`.
    pub iso: bool,
}

/// The name `'$VAR'(N)` is written as: `A`..`Z`, then `A1`..`Z1`, ...
pub fn var_letter_name(n: usize) -> String {
    let letter = (b'A' + (n % 26) as u8) as char;
    if n >= 26 {
        format!("{letter}{}", n / 26)
    } else {
        letter.to_string()
    }
}

impl WriteOptions {
    /// Options of `writeq/1` (and `print/1`): quoted, with `'$VAR'` names.
    pub fn writeq() -> Self {
        WriteOptions { quoted: true, numbervars: true, ..Default::default() }
    }

    /// Options of `write/1`.
    pub fn write() -> Self {
        WriteOptions { numbervars: true, ..Default::default() }
    }

    /// Options of `write_canonical/1`: quoted, no operators, no `'$VAR'` names.
    pub fn canonical() -> Self {
        WriteOptions { quoted: true, ignore_ops: true, no_brace_terms: true, quote_wide: true, ..Default::default() }
    }
}

/// Writing steps (tasks of the work stack) between two looks at the
/// interrupt flag: a few microseconds of writing.
const STOP_CHECK_STEPS: u32 = 4096;

/// Appends the text of `term` to `out`.
pub fn write_term(
    out: &mut String,
    heap: &Heap,
    atoms: &AtomTable,
    ops: &dyn OpLookup,
    term: Cell,
    opts: &WriteOptions,
) {
    // Nothing stops a writer without a flag.
    let _ = write_term_stoppable(out, heap, atoms, ops, term, opts, &Stop::default());
}

/// [`write_term`], giving up when `stop`'s flag rises; `out` then holds
/// part of the text.
pub fn write_term_stoppable(
    out: &mut String,
    heap: &Heap,
    atoms: &AtomTable,
    ops: &dyn OpLookup,
    term: Cell,
    opts: &WriteOptions,
    stop: &Stop,
) -> Result<(), Stopped> {
    let names = opts.var_names.iter().map(|(a, n)| (*a, n.as_str())).collect();
    let node_names = opts.node_names.iter().cloned().collect();
    let mut w = Writer {
        out,
        heap,
        atoms,
        ops,
        opts,
        names,
        node_names,
        last: None,
        after_prefix: None,
        after_infix: false,
        stop,
        stopped: false,
        steps: 0,
    };
    // A depth limit already makes the text of a cyclic term finite.
    let cycles = if opts.node_names.is_empty() && opts.max_depth == 0 {
        crate::term::cycles::cycle_entries_stoppable(heap, term, stop)?
    } else {
        Vec::new()
    };
    if cycles.is_empty() {
        w.run(term);
    } else {
        w.run_factorized(term, cycles);
    }
    if w.stopped {
        return Err(Stopped);
    }
    Ok(())
}

/// Convenience: the text of `term` as a new string.
pub fn term_to_string(heap: &Heap, atoms: &AtomTable, ops: &dyn OpLookup, term: Cell, opts: &WriteOptions) -> String {
    let mut s = String::new();
    write_term(&mut s, heap, atoms, ops, term, opts);
    s
}

/// One step of pending output.
enum Task {
    /// Write a term in a context that allows priority up to `prec`.
    /// `depth` counts nesting for `max_depth`; `arg` is set for compound
    /// arguments and list elements, where operator atoms stay bare.
    Term { cell: Cell, prec: u32, depth: usize, arg: bool },
    /// Punctuation written as is.
    Raw(&'static str),
    /// An infix operator name.
    Infix(Atom),
    /// A postfix operator name.
    Postfix(Atom),
    /// The rest of a list after the element at `depth`.
    ListRest { tail: Cell, depth: usize },
    /// A term written in full even when it is a named node.
    Expand { cell: Cell, prec: u32 },
}

/// What sort of prefix operator was just written, if the last token was one.
#[derive(Copy, Clone, PartialEq)]
enum AfterPrefix {
    /// `-`: a following digit would make a negative number.
    Sign,
    Other,
}

struct Writer<'a> {
    out: &'a mut String,
    heap: &'a Heap,
    atoms: &'a AtomTable,
    ops: &'a dyn OpLookup,
    opts: &'a WriteOptions,
    names: HashMap<u32, &'a str>,
    /// Compound nodes written by name (see [`WriteOptions::node_names`]).
    node_names: HashMap<u32, String>,
    /// Last character written by this writer.
    last: Option<char>,
    after_prefix: Option<AfterPrefix>,
    /// The last token was an infix operator.
    after_infix: bool,
    /// The interrupt flag, whether it was seen up (the writing then ends
    /// at once), and the steps since it was last looked at.
    stop: &'a Stop,
    stopped: bool,
    steps: u32,
}

fn is_variable_name(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(crate::reader::chars::starts_var) && chars.all(is_alnum_char)
}

/// Argument priorities of an operator of priority `p` and type `typ`:
/// (left or only argument, right argument).
fn arg_priorities(p: u32, typ: &str) -> (u32, u32) {
    let below = p.saturating_sub(1);
    match typ {
        "xfx" => (below, below),
        "xfy" => (below, p),
        "yfx" => (p, below),
        "fy" | "yf" => (p, p),
        _ => (below, below), // fx, xf
    }
}

impl<'a> Writer<'a> {
    fn run(&mut self, term: Cell) {
        let prec = self.opts.priority.unwrap_or(1200);
        self.run_tasks(vec![Task::Expand { cell: term, prec }]);
    }

    fn run_tasks(&mut self, mut stack: Vec<Task>) {
        while let Some(task) = stack.pop() {
            self.steps += 1;
            if self.steps == STOP_CHECK_STEPS {
                self.steps = 0;
                self.stopped |= self.stop.check().is_err();
            }
            if self.stopped {
                return;
            }
            match task {
                Task::Term { cell, prec, depth, arg } => self.term(&mut stack, cell, prec, depth, arg),
                Task::Expand { cell, prec } => {
                    let cell = self.deref(cell);
                    self.term_body(&mut stack, cell, prec, 1, false)
                }
                Task::Raw(s) => self.raw(s),
                Task::Infix(name) => self.infix_name(name),
                Task::Postfix(name) => self.atom(name),
                Task::ListRest { tail, depth } => self.list_rest(&mut stack, tail, depth),
            }
        }
    }

    // ---- output of tokens -------------------------------------------------

    /// The separator between arguments and list elements.
    fn comma(&self) -> &'static str {
        if self.opts.space_args {
            ", "
        } else {
            ","
        }
    }

    /// Writes `s` without any spacing decision.
    fn raw(&mut self, s: &str) {
        if let Some(c) = s.chars().last() {
            self.out.push_str(s);
            self.last = Some(c);
        }
        self.after_prefix = None;
        self.after_infix = false;
    }

    /// Writes a token, preceded by a space if it would otherwise glue to
    /// the previous token or change how the previous token is read.
    fn token(&mut self, s: &str) {
        let Some(first) = s.chars().next() else {
            return;
        };
        if self.needs_space(first) {
            self.out.push(' ');
        }
        self.raw(s);
    }

    fn needs_space(&self, c: char) -> bool {
        match self.after_prefix {
            // `- (a,b)` and `- {a}`: without the space `-(` is functional
            // notation; `- 1` is not the number -1.
            Some(_) if c == '(' || c == '{' && !self.opts.iso => return true,
            Some(AfterPrefix::Sign) if c.is_ascii_digit() => return true,
            _ => {}
        }
        if self.after_infix && c == '(' {
            return false;
        }
        let Some(l) = self.last else {
            return false;
        };
        (is_alnum_char(l) && is_alnum_char(c))
            || (is_symbol_char(l) && is_symbol_char(c))
            // `name(` would read as functional notation.
            || (is_alnum_char(l) && c == '(')
            // `0'c` is a character code.
            || (l.is_ascii_digit() && c == '\'')
            || ((c == '\'' || c == '"' || c == '`') && l == c)
    }

    /// Writes an atom as one token, quoted if needed and asked for.
    fn atom(&mut self, a: Atom) {
        let text = self.atoms.text(a);
        let wide = self.opts.quote_wide && text.chars().any(|c| c as u32 > 0xFF);
        if self.opts.quoted && (wide || atom_needs_quotes(text)) {
            let mut s = String::with_capacity(text.len() + 2);
            quote_atom(&mut s, text);
            self.token(&s);
        } else {
            self.token(text);
        }
    }

    fn infix_name(&mut self, name: Atom) {
        let text = self.atoms.text(name);
        if name == atoms::COMMA {
            self.raw(self.comma());
        } else if name == atoms::BAR {
            self.raw("|");
        } else {
            // As SWI-Prolog does: an operator that had to be spaced from
            // its left operand is spaced from its right one too (`# - a`,
            // `x is [a]`); one that did not is spaced from its right
            // operand only where the two tokens would glue (`[a]mod[b]`,
            // `f(x)rem g(y)`, `[1]ins 0..1`).
            let spaced = text.chars().next().is_some_and(|c| self.needs_space(c));
            self.atom(name);
            if spaced {
                self.raw(" ");
            }
            // `[1]is(-)`: an opening parenthesis right after an infix
            // operator is not functional notation.
            self.after_infix = true;
        }
    }

    // ---- heap access that never panics ----------------------------------

    fn cell(&self, a: u32) -> Cell {
        self.heap.cells.get(a as usize).copied().unwrap_or(Cell::Raw(0))
    }

    fn deref(&self, mut c: Cell) -> Cell {
        // A well-formed heap has no reference cycles; the bound guards
        // against looping forever on a corrupt one.
        for _ in 0..=self.heap.cells.len() {
            match c {
                Cell::Ref(a) | Cell::Attv(a) => match self.cell(a) {
                    Cell::Ref(b) | Cell::Attv(b) if b == a => return c,
                    Cell::Raw(_) if a as usize >= self.heap.cells.len() => return c,
                    v => c = v,
                },
                _ => return c,
            }
        }
        c
    }

    /// Head and tail of a list cell (`Lis`, or a `'.'/2` structure).
    fn list_parts(&self, c: Cell) -> Option<(Cell, Cell)> {
        match c {
            Cell::Lis(a) => Some((self.cell(a), self.cell(a + 1))),
            Cell::Str(a) => match self.cell(a) {
                Cell::Fun(f, 2) if f == atoms::DOT => Some((self.cell(a + 1), self.cell(a + 2))),
                _ => None,
            },
            _ => None,
        }
    }

    fn is_op_atom(&self, text: &str) -> bool {
        self.ops.prefix(text).is_some() || self.ops.infix(text).is_some() || self.ops.postfix(text).is_some()
    }

    // ---- terms -----------------------------------------------------------

    fn term(&mut self, stack: &mut Vec<Task>, cell: Cell, prec: u32, depth: usize, arg: bool) {
        if self.opts.max_depth > 0 && depth > self.opts.max_depth {
            self.token("...");
            return;
        }
        let cell = self.deref(cell);
        if !self.node_names.is_empty() && self.node_name(cell) {
            return;
        }
        self.term_body(stack, cell, prec, depth, arg)
    }

    fn term_body(&mut self, stack: &mut Vec<Task>, cell: Cell, prec: u32, depth: usize, arg: bool) {
        match cell {
            Cell::Ref(a) | Cell::Attv(a) => self.var(a),
            Cell::Int(i) => self.token(&i.to_string()),
            Cell::Flt(f) => self.token(&format_float(f)),
            Cell::Big(a) => self.bigint(a),
            Cell::Stg(a) => self.string(a),
            Cell::Atom(a) => {
                let text = self.atoms.text(a);
                // An operator standing alone as an operand is bracketed so
                // that the reader does not take it as an operator.
                if !arg && prec < 1200 && self.is_op_atom(text) {
                    self.token("(");
                    self.atom(a);
                    self.raw(")");
                } else {
                    self.atom(a);
                }
            }
            Cell::Lis(_) => self.list(stack, cell, depth),
            Cell::Str(a) => match self.cell(a) {
                Cell::Fun(name, n) => self.compound(stack, cell, a, name, n, prec, depth),
                _ => self.token("'$bad_cell'"),
            },
            Cell::Fun(..) | Cell::Blob(..) | Cell::Raw(_) => self.token("'$bad_cell'"),
        }
    }

    fn var(&mut self, a: u32) {
        match self.names.get(&a) {
            Some(name) => {
                let name = name.to_string();
                self.token(&name);
            }
            None => self.token(&format!("_{a}")),
        }
    }

    /// A big integer or a rational (the blobs a `Big` cell refers to).
    fn bigint(&mut self, a: u32) {
        match self.cell(a) {
            Cell::Blob(BlobKind::BigPos | BlobKind::BigNeg, n) if (a as usize + n as usize) < self.heap.cells.len() => {
                let big = self.heap.bigint(a);
                match crate::arith::big::BigIntExt::to_decimal_stoppable(&big, self.stop) {
                    Ok(s) => self.token(&s),
                    Err(Stopped) => self.stopped = true,
                }
            }
            // A rational is written as SWI-Prolog 9 writes it, `1r3`.
            Cell::Blob(BlobKind::RatPos | BlobKind::RatNeg, n) if (a as usize + n as usize) < self.heap.cells.len() => {
                let s = self.heap.number_blob_text(a);
                self.token(&s);
            }
            _ => self.token("'$bad_cell'"),
        }
    }

    fn string(&mut self, a: u32) {
        let text = match self.cell(a) {
            Cell::Blob(BlobKind::Str, n) if (a as usize + (n as usize).div_ceil(8)) < self.heap.cells.len() => {
                self.heap.string_at(a)
            }
            _ => return self.token("'$bad_cell'"),
        };
        if self.opts.quoted {
            let mut s = String::with_capacity(text.len() + 2);
            quote_text(&mut s, &text, '"');
            self.token(&s);
        } else {
            self.token(&text);
        }
    }

    fn list(&mut self, stack: &mut Vec<Task>, cell: Cell, depth: usize) {
        let Some((head, tail)) = self.list_parts(cell) else {
            return;
        };
        if self.opts.no_lists {
            self.canonical(stack, atoms::DOT, &[head, tail], depth);
            return;
        }
        self.raw("[");
        stack.push(Task::ListRest { tail, depth: depth + 1 });
        stack.push(Task::Term { cell: head, prec: 999, depth: depth + 1, arg: true });
    }

    /// Continues a list after an element written at `depth`. As in
    /// SWI-Prolog, each further element counts one level deeper.
    fn list_rest(&mut self, stack: &mut Vec<Task>, tail: Cell, depth: usize) {
        let tail = self.deref(tail);
        if matches!(tail, Cell::Atom(a) if a == atoms::NIL) {
            self.raw("]");
        } else if self.opts.max_depth > 0 && depth >= self.opts.max_depth {
            self.raw("|...]");
        } else if !self.node_names.is_empty() && self.is_named(tail) {
            self.raw("|");
            self.node_name(tail);
            self.raw("]");
        } else if let Some((head, rest)) = self.list_parts(tail) {
            self.raw(self.comma());
            stack.push(Task::ListRest { tail: rest, depth: depth + 1 });
            stack.push(Task::Term { cell: head, prec: 999, depth: depth + 1, arg: true });
        } else {
            self.raw("|");
            stack.push(Task::Raw("]"));
            stack.push(Task::Term { cell: tail, prec: 999, depth: depth + 1, arg: true });
        }
    }

    /// `name(args...)` in functional notation.
    fn canonical(&mut self, stack: &mut Vec<Task>, name: Atom, args: &[Cell], depth: usize) {
        self.atom(name);
        self.raw("(");
        stack.push(Task::Raw(")"));
        for (i, &arg) in args.iter().enumerate().rev() {
            stack.push(Task::Term { cell: arg, prec: 999, depth: depth + 1, arg: true });
            if i > 0 {
                stack.push(Task::Raw(self.comma()));
            }
        }
    }

    /// `'$dict'(Tag, V1, K1, ...)` with atom or small integer keys in
    /// strictly ascending order: a dict (`builtins/dicts.rs`).
    fn is_dict(&self, a: u32, n: u32) -> bool {
        if n % 2 != 1 {
            return false;
        }
        let tag = self.deref(self.cell(a + 1));
        if !matches!(tag, Cell::Atom(_) | Cell::Ref(_) | Cell::Attv(_)) {
            return false;
        }
        (0..n / 2).all(|i| matches!(self.deref(self.cell(a + 3 + 2 * i)), Cell::Atom(_) | Cell::Int(_)))
    }

    /// `Tag{Key:Value, ...}`, as SWI-Prolog writes a dict.
    fn dict(&mut self, stack: &mut Vec<Task>, a: u32, n: u32, depth: usize) {
        let mut tasks = Vec::with_capacity(2 + 4 * n as usize);
        match self.deref(self.cell(a + 1)) {
            Cell::Atom(tag) => self.atom(tag),
            tag => tasks.push(Task::Term { cell: tag, prec: 0, depth: depth + 1, arg: true }),
        }
        tasks.push(Task::Raw("{"));
        for i in 0..n / 2 {
            if i > 0 {
                tasks.push(Task::Raw(self.comma()));
            }
            tasks.push(Task::Term { cell: self.cell(a + 3 + 2 * i), prec: 0, depth: depth + 1, arg: true });
            tasks.push(Task::Raw(":"));
            tasks.push(Task::Term { cell: self.cell(a + 2 + 2 * i), prec: 999, depth: depth + 1, arg: true });
        }
        tasks.push(Task::Raw("}"));
        stack.extend(tasks.into_iter().rev());
    }

    #[allow(clippy::too_many_arguments)]
    fn compound(&mut self, stack: &mut Vec<Task>, cell: Cell, a: u32, name: Atom, n: u32, prec: u32, depth: usize) {
        if name == atoms::DOT && n == 2 {
            return self.list(stack, cell, depth);
        }
        if n == 1 && name == atoms::DOLLAR_VAR && self.opts.numbervars && self.var_name_term(self.cell(a + 1)) {
            return;
        }
        if name == atoms::DICT_FUNCTOR && self.is_dict(a, n) {
            return self.dict(stack, a, n, depth);
        }
        if n == 1 && name == atoms::CURLY && !self.opts.no_brace_terms {
            self.token("{");
            stack.push(Task::Raw("}"));
            stack.push(Task::Term { cell: self.cell(a + 1), prec: 1200, depth: depth + 1, arg: false });
            return;
        }
        if !self.opts.ignore_ops && (n == 1 || n == 2) {
            let text = self.atoms.text(name);
            if n == 2 {
                if let Some((p, typ)) = self.ops.infix(text) {
                    let (lp, rp) = arg_priorities(p, typ);
                    let open = p > prec;
                    if open {
                        self.token("(");
                        stack.push(Task::Raw(")"));
                    }
                    let lp = self.left_operand_priority(self.cell(a + 1), lp, p);
                    stack.push(Task::Term { cell: self.cell(a + 2), prec: rp, depth: depth + 1, arg: false });
                    stack.push(Task::Infix(name));
                    stack.push(Task::Term { cell: self.cell(a + 1), prec: lp, depth: depth + 1, arg: false });
                    return;
                }
            } else if let Some((p, typ)) = self.ops.prefix(text) {
                let (ap, _) = arg_priorities(p, typ);
                if p > prec {
                    self.token("(");
                    stack.push(Task::Raw(")"));
                }
                if self.opts.iso && name == atoms::MINUS && self.starts_with_number(self.cell(a + 1)) {
                    // ISO reads `- 1` and `- 1^2` with the number -1.
                    self.atom(name);
                    self.raw(" (");
                    stack.push(Task::Raw(")"));
                    stack.push(Task::Term { cell: self.cell(a + 1), prec: 1200, depth: depth + 1, arg: false });
                    return;
                }
                stack.push(Task::Term { cell: self.cell(a + 1), prec: ap, depth: depth + 1, arg: false });
                self.atom(name);
                if text.chars().next().is_some_and(is_alnum_char) {
                    // `dynamic foo`, `dynamic [a]`: keep alphanumeric prefix
                    // operators apart from their argument.
                    self.raw(" ");
                } else if name == atoms::MINUS {
                    self.after_prefix = Some(AfterPrefix::Sign);
                } else {
                    self.after_prefix = Some(AfterPrefix::Other);
                }
                return;
            } else if let Some((p, typ)) = self.ops.postfix(text) {
                let (ap, _) = arg_priorities(p, typ);
                if p > prec {
                    self.token("(");
                    stack.push(Task::Raw(")"));
                }
                let ap = self.left_operand_priority(self.cell(a + 1), ap, p);
                stack.push(Task::Postfix(name));
                stack.push(Task::Term { cell: self.cell(a + 1), prec: ap, depth: depth + 1, arg: false });
                return;
            }
        }
        let args: Vec<Cell> = (0..n).map(|i| self.cell(a + 1 + i)).collect();
        self.canonical(stack, name, &args, depth);
    }

    /// The priority to write `left`, the left operand of an infix or
    /// postfix operator of priority `p`, whose type allows `lp`. A prefix
    /// or infix operator at the right end of the operand whose (right)
    /// argument may have priority `p` would take that operator into its
    /// argument when read back (`~~a++` reads as `~~(a++)` when `~~` is fy
    /// 200 and `++` yf 200, `a:b++` as `a:(b++)`): then the operand is
    /// bracketed.
    fn left_operand_priority(&self, left: Cell, lp: u32, p: u32) -> u32 {
        let mut t = self.deref(left);
        let mut top: Option<u32> = None;
        // Bounded: the operand may be cyclic.
        for _ in 0..1024 {
            let Some((f, n)) = self.heap.functor_of(t) else { break };
            let text = self.atoms.text(f);
            let (own, next) = match n {
                1 => match self.ops.prefix(text) {
                    Some((pp, typ)) => {
                        if arg_priorities(pp, typ).0 >= p {
                            let first = top.unwrap_or(pp);
                            return if first <= lp { first - 1 } else { lp };
                        }
                        (pp, self.heap.arg(t, 0))
                    }
                    None => break,
                },
                2 if f != atoms::DOT => match self.ops.infix(text) {
                    Some((ip, typ)) => {
                        if arg_priorities(ip, typ).1 >= p {
                            let first = top.unwrap_or(ip);
                            return if first <= lp { first - 1 } else { lp };
                        }
                        (ip, self.heap.arg(t, 1))
                    }
                    None => break,
                },
                _ => break,
            };
            let first = *top.get_or_insert(own);
            if first > lp {
                break;
            }
            t = self.deref(next);
        }
        lp
    }

    /// Whether the text of `t` written with operators starts with a number
    /// that is not negative (`1`, `1^2`, `1~2~3`): after a prefix `-`,
    /// ISO would read a negative number.
    fn starts_with_number(&self, t: Cell) -> bool {
        let mut t = self.deref(t);
        // Bounded: the term may be cyclic.
        for _ in 0..1024 {
            match t {
                Cell::Int(i) => return i >= 0,
                Cell::Flt(f) => return f >= 0.0 && !f.is_sign_negative(),
                Cell::Big(a) => return matches!(self.cell(a), Cell::Blob(BlobKind::BigPos | BlobKind::RatPos, _)),
                _ => {}
            }
            let Some((f, n)) = self.heap.functor_of(t) else { return false };
            if f == atoms::DOLLAR_VAR && n == 1 && self.opts.numbervars {
                // Written as a variable name (or, if not, starting with `'$VAR'`).
                return false;
            }
            let text = self.atoms.text(f);
            let operator = match n {
                2 => f != atoms::DOT && self.ops.infix(text).is_some(),
                1 => self.ops.postfix(text).is_some() && self.ops.prefix(text).is_none(),
                _ => false,
            };
            if !operator || self.opts.ignore_ops {
                return false;
            }
            t = self.deref(self.heap.arg(t, 0));
        }
        false
    }

    /// Writes `'$VAR'(N)` as a variable name; false if the argument is not
    /// a name or a non-negative integer (then it is an ordinary compound).
    fn var_name_term(&mut self, arg: Cell) -> bool {
        match self.deref(arg) {
            Cell::Int(i) if i >= 0 => {
                self.token(&var_letter_name(i as usize));
                true
            }
            // Only a name that reads as a variable, as in SWI-Prolog
            // (ISO: only an integer).
            Cell::Atom(a) if !self.opts.iso && is_variable_name(self.atoms.text(a)) => {
                let text = self.atoms.text(a).to_string();
                self.token(&text);
                true
            }
            _ => false,
        }
    }
}
