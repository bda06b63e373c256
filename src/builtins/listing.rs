//! portray_clause/1 and the Rust side of listing/0,1: clause layout after
//! SWI-Prolog's library(listing). Variables are named `A`, `B`, ... with `_`
//! for singletons (listing/1 gives a consulted clause the names of its
//! source, `listing_source.rs`); bodies go one goal per line indented by four; control
//! constructs get the `(   If\n    ->  Then\n    ;   Else\n    )` layout;
//! terms that do not fit in 78 columns are wrapped one argument per line.
//!
//! The layout code reads the term through the ordinary term writer; what
//! the writer lacks (a context priority, a space after argument commas) is
//! added here.

use super::{b, Builtin};
use crate::machine::copy::copy_in;
use crate::machine::database::PredKind;
use crate::machine::instr::PredId;
use crate::machine::{Machine, Res};
use crate::term::{atoms, Atom, Cell};
use crate::write::WriteOptions;

pub const BUILTINS: &[Builtin] = &[
    b("portray_clause", 1, portray_clause, "+term").doc(
        "Writes Clause as listing/1 does: quoted, variables named A, B, ..., the body indented, \
         ended by a full stop.\n\
         ?- portray_clause((foo(X) :- bar(X, Y), baz(Y))).\n\
         foo(A) :-\n\
         \x20   bar(A, B),\n\
         \x20   baz(B).\n\
         true.",
    ),
    b("portray_clause", 2, portray_clause2, "+stream_or_alias,+term").doc(
        "portray_clause/1 to Stream.\n\
         ?- portray_clause(user_output, (a :- b, c)).\n\
         a :-\n\
         \x20   b,\n\
         \x20   c.\n\
         true.",
    ),
    b("portray_clause", 3, portray_clause3, "+stream_or_alias,+term,+list").doc(
        "portray_clause/2 with options, as SWI-Prolog: `indent(N)` puts N spaces before every line, \
         `quoted(false)` writes atoms unquoted, `variable_names(['Name'=Var, ...])` names those \
         variables; other write options are accepted and have no effect.\n\
         ?- portray_clause(user_output, (a :- b), [indent(2)]).\n\
         \x20 a :-\n\
         \x20     b.\n\
         true.",
    ),
    b("$listing", 1, listing_spec, "+predicate_spec"),
    b("$listing_all", 0, listing_all, ""),
];

/// SWI-Prolog's listing:line_width.
const LINE_WIDTH: usize = 78;
/// SWI-Prolog's listing:body_indentation.
const BODY_INDENT: usize = 4;

fn portray_clause(m: &mut Machine) -> Res {
    let t = m.x[0];
    let text = clause_text(m, t);
    m.out.write_str(&text);
    Ok(true)
}

fn portray_clause2(m: &mut Machine) -> Res {
    let id = super::chario::stream_arg(m, Some(0), false, false)?;
    let t = m.x[1];
    let text = m.with_output(id, |m| clause_text(m, t));
    m.with_output(id, |m| m.out.write_str(&text));
    m.check_output()
}

/// The options of portray_clause/3 that change its text.
struct PortrayOptions {
    indent: usize,
    quoted: bool,
    /// `(Variable, Name)` pairs from `variable_names/1`.
    names: Vec<(Cell, Cell)>,
}

fn portray_options(m: &mut Machine, list: Cell) -> Result<PortrayOptions, crate::machine::Exc> {
    let mut opts = PortrayOptions { indent: 0, quoted: true, names: Vec::new() };
    for o in m.list_items(list)? {
        let o = m.heap.deref(o);
        let Some((f, 1)) = m.heap.functor_of(o) else {
            continue;
        };
        let v = m.heap.deref(m.heap.arg(o, 0));
        match (m.atoms.text(f), v) {
            ("indent", Cell::Int(n)) if n >= 0 => opts.indent = n as usize,
            ("quoted", Cell::Atom(b)) if b == atoms::FALSE => opts.quoted = false,
            ("variable_names", names) => {
                for pair in m.list_items(names)? {
                    let pair = m.heap.deref(pair);
                    if let Some((atoms::EQUALS, 2)) = m.heap.functor_of(pair) {
                        let (name, var) = (m.heap.deref(m.heap.arg(pair, 0)), m.heap.deref(m.heap.arg(pair, 1)));
                        if matches!(name, Cell::Atom(_)) && var.is_var_ref() {
                            opts.names.push((var, name));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    Ok(opts)
}

fn portray_clause3(m: &mut Machine) -> Res {
    let id = super::chario::stream_arg(m, Some(0), false, false)?;
    let (t, list) = (m.x[1], m.x[2]);
    let opts = portray_options(m, list)?;
    // The named variables are bound to '$VAR'(Name) while the clause is
    // laid out, the others get letters as in portray_clause/1.
    let trail_mark = m.trail.len() as u32;
    let var = m.atoms.intern("$VAR");
    for &(v, name) in &opts.names {
        if let Cell::Ref(a) = m.heap.deref(v) {
            let named = m.heap.compound(var, &[name]);
            m.trail_value(a);
            m.heap.set(a, named);
        }
    }
    let text = m.with_output(id, |m| clause_text_with(m, t, opts.quoted));
    m.undo_trail(trail_mark);
    let text = if opts.indent == 0 {
        text
    } else {
        let pad = " ".repeat(opts.indent);
        text.lines().map(|l| format!("{pad}{l}\n")).collect()
    };
    m.with_output(id, |m| m.out.write_str(&text));
    m.check_output()
}

/// The laid-out text of a clause, ending in ".\n". The clause's variables
/// are bound to `'$VAR'` terms only while it is written.
pub fn clause_text(m: &mut Machine, t: Cell) -> String {
    clause_text_with(m, t, true)
}

/// [`clause_text`] with atoms quoted or not.
fn clause_text_with(m: &mut Machine, t: Cell, quoted: bool) -> String {
    // A cyclic term has no layout (the walks below would not end): it is
    // written in `@(Template, Substitutions)` form, as SWI-Prolog does.
    if !crate::term::cycles::is_acyclic(&m.heap, t) {
        let opts = crate::write::WriteOptions { space_args: true, quoted, ..crate::write::WriteOptions::writeq() };
        let text = m.term_text(t, &opts);
        return format!("{text}.\n");
    }
    let heap_mark = m.heap.top();
    let trail_mark = m.trail.len() as u32;
    name_variables(m, t);
    let col = m.out.column();
    let text = {
        let mut l = Layout { m, out: String::new(), col, quoted };
        l.clause(t);
        l.out
    };
    m.undo_trail(trail_mark);
    m.heap.cells.truncate(heap_mark as usize);
    text
}

/// Binds every variable of `t` to `'$VAR'(N)` in order of first occurrence,
/// singletons to `'$VAR'('_')`. Every binding is trailed so the caller can
/// undo them all.
fn name_variables(m: &mut Machine, t: Cell) {
    let occurrences = m.var_occurrences(t);
    let var = m.atoms.intern("$VAR");
    let anon = Cell::Atom(m.atoms.intern("_"));
    let mut next = 0i64;
    for (a, count) in occurrences {
        let name = if count == 1 {
            anon
        } else {
            next += 1;
            Cell::Int(next - 1)
        };
        let v = m.heap.compound(var, &[name]);
        // Set directly rather than through bind/unify: an attributed
        // variable must not wake its goals here.
        m.trail_value(a);
        m.heap.set(a, v);
    }
}

struct Layout<'a> {
    m: &'a Machine,
    out: String,
    col: usize,
    quoted: bool,
}

fn is_symbol_char(c: char) -> bool {
    "#$&*+-./:<=>?@^~\\".contains(c)
}

/// A space after every comma outside quotes that is not followed by one:
/// SWI-Prolog's `spacing(next_argument)`.
fn space_arguments(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    let mut quote: Option<char> = None;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        match quote {
            Some(q) => {
                if c == '\\' {
                    if let Some(n) = chars.next() {
                        out.push(n);
                    }
                } else if c == q {
                    quote = None;
                }
            }
            None => {
                if c == '\'' || c == '"' || c == '`' {
                    quote = Some(c);
                } else if c == ',' && chars.peek().is_some_and(|&n| n != ' ') {
                    out.push(' ');
                }
            }
        }
    }
    out
}

/// Meta-argument specifications of the control predicates whose goal
/// arguments listing lays out as bodies (SWI-Prolog's meta_predicate
/// declarations; `true` marks a goal argument).
fn meta_spec(name: &str, arity: u32) -> Option<&'static [bool]> {
    const T: bool = true;
    const F: bool = false;
    Some(match (name, arity) {
        ("call", 1) | ("once", 1) | ("ignore", 1) | ("not", 1) | ("time", 1) => &[T],
        ("call", 2) => &[T, F],
        ("call", 3) => &[T, F, F],
        ("call", 4) => &[T, F, F, F],
        ("findall", 3) | ("aggregate_all", 3) => &[F, T, F],
        ("findall", 4) => &[F, T, F, F],
        ("forall", 2) | ("call_cleanup", 2) => &[T, T],
        ("catch", 3) => &[T, F, T],
        ("setup_call_cleanup", 3) => &[T, T, T],
        ("with_output_to", 2) | ("freeze", 2) | ("when", 2) => &[F, T],
        _ => return None,
    })
}

/// Declarations that SWI-Prolog defines as meta-predicates (so a directive
/// `:- dynamic foo/1` is written as `:- (dynamic foo/1)`).
fn is_declaration(name: &str, arity: usize) -> bool {
    matches!(
        (name, arity),
        ("dynamic", 1)
            | ("discontiguous", 1)
            | ("multifile", 1)
            | ("initialization", 1 | 2)
            | ("table", 1)
            | ("module_transparent", 1)
    )
}

impl Layout<'_> {
    fn put(&mut self, s: &str) {
        self.out.push_str(s);
        match s.rfind('\n') {
            Some(i) => self.col = s[i + 1..].chars().count(),
            None => self.col += s.chars().count(),
        }
    }

    fn nlindent(&mut self, n: usize) {
        self.put("\n");
        self.put(&" ".repeat(n));
    }

    fn deref(&self, c: Cell) -> Cell {
        self.m.heap.deref(c)
    }

    /// Name and arguments of a compound (lists count as '.'/2).
    fn compound(&self, c: Cell) -> Option<(Atom, Vec<Cell>)> {
        let c = self.deref(c);
        let (f, n) = self.m.heap.functor_of(c)?;
        if n == 0 {
            return None;
        }
        Some((f, (0..n).map(|i| self.deref(self.m.heap.arg(c, i))).collect()))
    }

    fn is(&self, c: Cell, name: &str, arity: usize) -> Option<Vec<Cell>> {
        let (f, args) = self.compound(c)?;
        (args.len() == arity && self.m.atoms.text(f) == name).then_some(args)
    }

    /// (left, right) argument priorities of an infix operator.
    fn infix(&self, name: &str, default: u32) -> (u32, u32) {
        let (p, t) = self.m.ops.infix(name).map_or((default, "xfy"), |d| (d.priority, d.typ.name()));
        match t {
            "xfx" => (p - 1, p - 1),
            "yfx" => (p, p - 1),
            _ => (p - 1, p),
        }
    }

    fn text(&self, c: Cell) -> String {
        let opts = WriteOptions { quoted: self.quoted, numbervars: true, ..Default::default() };
        space_arguments(&self.m.term_text(c, &opts))
    }

    /// The priority of `c` as an operator term (0 when it is not one).
    fn term_priority(&self, c: Cell) -> u32 {
        let c = self.deref(c);
        let Some((f, args)) = self.compound(c) else {
            return 0;
        };
        let name = self.m.atoms.text(f);
        if matches!(c, Cell::Lis(_)) || name == "{}" && args.len() == 1 {
            return 0;
        }
        if self.is(c, "$VAR", 1).is_some() {
            return 0;
        }
        let def = match args.len() {
            2 => self.m.ops.infix(name),
            1 => self.m.ops.prefix(name).or_else(|| self.m.ops.postfix(name)),
            _ => None,
        };
        def.map_or(0, |d| d.priority)
    }

    /// SWI's term_needs_braces/2: a callable term whose name is an
    /// operator of higher priority than the context allows.
    fn needs_braces(&self, c: Cell, pri: u32) -> bool {
        let c = self.deref(c);
        let name = match c {
            Cell::Atom(a) => a,
            _ => match self.m.heap.functor_of(c) {
                Some((f, _)) if c.is_callable() => f,
                _ => return false,
            },
        };
        let text = self.m.atoms.text(name);
        [self.m.ops.prefix(text), self.m.ops.infix(text), self.m.ops.postfix(text)]
            .iter()
            .flatten()
            .any(|d| d.priority > pri)
    }

    fn or_layout(&self, c: Cell) -> bool {
        self.is(c, ";", 2).is_some() || self.is(c, "->", 2).is_some() || self.is(c, "*->", 2).is_some()
    }

    fn primitive(&self, c: Cell) -> bool {
        !(self.or_layout(c) || self.is(c, ",", 2).is_some())
    }

    fn full_stop(&mut self) {
        if self.out.chars().last().is_some_and(is_symbol_char) {
            self.put(" ");
        }
        self.put(".\n");
    }

    fn clause(&mut self, t: Cell) {
        let t = self.deref(t);
        if let Some(a) = self.is(t, ":-", 2) {
            if matches!(a[1], Cell::Atom(atoms::TRUE)) {
                self.pprint(a[0], 1200);
            } else {
                self.neck(&a, ":-");
            }
        } else if let Some(a) = self.is(t, "-->", 2) {
            self.neck(&a, "-->");
        } else if let Some(a) = self.is(t, ":-", 1).or_else(|| self.is(t, "?-", 1)) {
            let op = if self.is(t, ":-", 1).is_some() { ":- " } else { "?- " };
            self.put(op);
            self.body(a[0], 3, false, 1199);
        } else {
            self.body(t, 0, false, 1200);
        }
        self.full_stop();
    }

    fn neck(&mut self, a: &[Cell], neck: &str) {
        let (left, right) = self.infix(neck, 1200);
        self.pprint(a[0], left);
        self.put(" ");
        self.put(neck);
        self.body(a[1], BODY_INDENT, true, right);
    }

    /// SWI's portray_body/6.
    fn body(&mut self, t: Cell, indent: usize, do_indent: bool, pri: u32) {
        crate::host::grow_stack(|| self.body_inner(t, indent, do_indent, pri))
    }

    fn body_inner(&mut self, t: Cell, indent: usize, do_indent: bool, pri: u32) {
        let t = self.deref(t);
        if do_indent {
            self.nlindent(indent);
        }
        if self.or_layout(t) {
            self.put("(   ");
            self.or(t, indent, 1200);
            self.nlindent(indent);
            self.put(")");
            return;
        }
        if self.needs_braces(t, pri) {
            self.put("( ");
            self.body(t, indent + 2, false, 1200);
            self.nlindent(indent);
            self.put(")");
            return;
        }
        if let Some(a) = self.is(t, ",", 2) {
            let (left, right) = self.infix(",", 1000);
            // ((A,B),C) is laid out as A, (B,C).
            if let Some(ab) = self.is(a[0], ",", 2) {
                self.body(ab[0], indent, false, left);
                self.put(",");
                let rest = self.m.heap.deref(a[1]);
                self.body_pair(ab[1], rest, indent, right);
                return;
            }
            self.body(a[0], indent, false, left);
            self.put(",");
            self.body(a[1], indent, true, right);
            return;
        }
        if let Some(a) = self.is(t, "\\+", 1) {
            self.put("\\+ ");
            let p =
                self.m.ops.prefix("\\+").map_or(
                    900,
                    |d| {
                        if d.typ.name() == "fx" {
                            d.priority - 1
                        } else {
                            d.priority
                        }
                    },
                );
            self.body(a[0], indent + 3, false, p);
            return;
        }
        if let Some((f, args)) = self.compound(t) {
            let name = self.m.atoms.text(f);
            if is_declaration(name, args.len()) {
                // SWI-Prolog writes meta-predicate calls at argument priority.
                self.pprint(t, 999);
                return;
            }
            if let Some(spec) = meta_spec(name, args.len() as u32) {
                if spec.iter().zip(&args).any(|(&g, &a)| g && !self.primitive(a)) {
                    let name = self.text(Cell::Atom(f));
                    self.put(&name);
                    self.put("(");
                    let col = self.col;
                    for (i, (&g, &a)) in spec.iter().zip(&args).enumerate() {
                        if i > 0 {
                            self.put(",");
                            self.nlindent(col);
                        }
                        if g {
                            let c = self.col;
                            self.body(a, c, false, 999);
                        } else {
                            self.pprint(a, 999);
                        }
                    }
                    self.put(")");
                    return;
                }
                self.pprint(t, 999);
                return;
            }
        }
        self.pprint(t, pri);
    }

    /// The conjunction (B, C) of two terms that are not joined on the heap.
    fn body_pair(&mut self, b: Cell, c: Cell, indent: usize, _pri: u32) {
        let (left, right) = self.infix(",", 1000);
        self.nlindent(indent);
        if let Some(bb) = self.is(b, ",", 2) {
            self.body(bb[0], indent, false, left);
            self.put(",");
            self.body_pair(bb[1], c, indent, right);
            return;
        }
        self.body(b, indent, false, left);
        self.put(",");
        self.body(c, indent, true, right);
    }

    /// SWI's portray_or/5.
    fn or(&mut self, t: Cell, indent: usize, pri: u32) {
        if self.needs_braces(t, pri) {
            let nest = indent + 4;
            self.put("(   ");
            self.or_layout_parts(t, nest);
            self.nlindent(nest);
            self.put(")");
        } else if self.or_layout(t) {
            self.or_layout_parts(t, indent);
        } else {
            self.body(t, indent + 4, false, pri);
        }
    }

    /// SWI's portray_or/4.
    fn or_layout_parts(&mut self, t: Cell, indent: usize) {
        let nest = indent + 4;
        let (ileft, iright) = self.infix("->", 1050);
        let (_, oright) = self.infix(";", 1100);
        if let Some(a) = self.is(t, ";", 2) {
            for (arrow, text) in [("->", "->  "), ("*->", "*-> ")] {
                if let Some(c) = self.is(a[0], arrow, 2) {
                    self.body(c[0], nest, false, ileft);
                    self.nlindent(indent);
                    self.put(text);
                    self.body(c[1], nest, false, iright);
                    self.nlindent(indent);
                    self.put(";   ");
                    self.or(a[1], indent, oright);
                    return;
                }
            }
            let (left, right) = self.infix(";", 1100);
            self.body(a[0], nest, false, left);
            self.nlindent(indent);
            self.put(";   ");
            self.or(a[1], indent, right);
            return;
        }
        for (arrow, text) in [("->", "->  "), ("*->", "*-> ")] {
            if let Some(c) = self.is(t, arrow, 2) {
                self.body(c[0], nest, false, ileft);
                self.nlindent(indent);
                self.put(text);
                self.or(c[1], indent, iright);
                return;
            }
        }
        if let Some(a) = self.is(t, "|", 2) {
            let (left, right) = self.infix("|", 1100);
            self.body(a[0], nest, false, left);
            self.nlindent(indent);
            self.put("|   ");
            self.or(a[1], indent, right);
            return;
        }
        self.body(t, nest, false, 1200);
    }

    /// Operator terms are never wrapped (SWI's nowrap_term/1).
    fn nowrap(&self, t: Cell) -> bool {
        self.is(t, "$VAR", 1).is_some() || self.term_priority(t) > 0
    }

    /// SWI's pprint/4: a term at a context priority, wrapped when too long.
    fn pprint(&mut self, t: Cell, pri: u32) {
        crate::host::grow_stack(|| self.pprint_inner(t, pri))
    }

    fn pprint_inner(&mut self, t: Cell, pri: u32) {
        let t = self.deref(t);
        if let Some(a) = self.is(t, "{}", 1) {
            let col = self.col;
            self.put("{ ");
            self.body(a[0], col + 2, false, 1000);
            self.nlindent(col);
            self.put("}");
            return;
        }
        let mut text = self.text(t);
        if self.term_priority(t) > pri {
            text = format!("({text})");
        }
        let len = text.chars().count().min(LINE_WIDTH);
        if self.compound(t).is_some() && !self.nowrap(t) && self.col + len > LINE_WIDTH && len > LINE_WIDTH / 4 {
            self.wrapped(t);
        } else {
            self.put(&text);
        }
    }

    fn wrapped(&mut self, t: Cell) {
        if matches!(t, Cell::Lis(_)) {
            self.list(t);
            return;
        }
        let Some((f, args)) = self.compound(t) else {
            return;
        };
        let name = self.text(Cell::Atom(f));
        self.put(&name);
        self.put("(");
        let col = self.col;
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                self.put(",");
                self.nlindent(col);
            }
            self.pprint(a, 999);
        }
        self.put(")");
    }

    /// SWI's portray_list/4: one element per line.
    fn list(&mut self, t: Cell) {
        let indent = self.col;
        self.put("[ ");
        let mut cur = t;
        while let Cell::Lis(a) = self.deref(cur) {
            self.pprint(self.m.heap.get(a), 999);
            let tail = self.deref(self.m.heap.get(a + 1));
            match tail {
                Cell::Atom(atoms::NIL) => break,
                Cell::Lis(_) => {
                    self.put(",");
                    self.nlindent(indent + 2);
                    cur = tail;
                }
                _ => {
                    self.nlindent(indent);
                    self.put("| ");
                    self.pprint(tail, 999);
                    break;
                }
            }
        }
        self.nlindent(indent);
        self.put("]");
    }
}

// ------------------------------------------------------------------ listing

/// The listing of one predicate: its dynamic, module_transparent and
/// meta_predicate declarations when it has them, its clauses, and a blank
/// line.
fn list_pred(m: &mut Machine, p: PredId) {
    let pred = &m.preds[p as usize];
    let (name, arity) = (pred.name, pred.arity);
    if pred.system || !matches!(pred.kind, PredKind::User) {
        let pi = pi_text(m, name, arity);
        m.out.write_str(&format!("%   Foreign: system:{pi}\n\n"));
        return;
    }
    let (dynamic, transparent, meta) = (pred.dynamic, pred.transparent, pred.meta.clone());
    if dynamic {
        let pi = pi_text(m, name, arity);
        m.out.write_str(&format!(":- dynamic {pi}.\n"));
    }
    if transparent {
        let pi = pi_text(m, name, arity);
        m.out.write_str(&format!(":- module_transparent {pi}.\n"));
    }
    if let Some(spec) = meta {
        // SWI-Prolog's `:- meta_predicate maplist(2,?,?).`: no spaces.
        let mark = m.heap.top();
        let args: Vec<Cell> = spec.iter().map(|&b| super::system::meta_arg_term(m, b)).collect();
        let head = if args.is_empty() { Cell::Atom(name) } else { m.heap.compound(name, &args) };
        let text = m.term_text(head, &WriteOptions { quoted: true, ..Default::default() });
        m.heap.cells.truncate(mark as usize);
        m.out.write_str(&format!(":- meta_predicate {text}.\n"));
    }
    if dynamic || transparent || m.preds[p as usize].meta.is_some() {
        m.out.write_str("\n");
    }
    let clauses: Vec<_> = {
        let facts = m.fact_code(p);
        let entries = m.preds[p as usize].clauses.entries();
        entries.iter().filter(|e| e.alive()).map(|e| (facts.term(&e.info), e.info.source())).collect()
    };
    let mut texts = super::listing_source::SourceTexts::new();
    for (c, source) in clauses {
        let mark = m.heap.top();
        let trail_mark = m.trail.len() as u32;
        let stored = copy_in(&mut m.heap, &c);
        // A consulted clause keeps the variable names of its source.
        let t = source.and_then(|s| super::listing_source::named_clause(m, &mut texts, s, stored)).unwrap_or(stored);
        let text = clause_text(m, t);
        m.undo_trail(trail_mark);
        m.heap.cells.truncate(mark as usize);
        m.out.write_str(&text);
    }
    m.out.write_str("\n");
}

fn pi_text(m: &Machine, name: Atom, arity: u32) -> String {
    let opts = WriteOptions { quoted: true, ..Default::default() };
    format!("{}/{}", m.term_text(Cell::Atom(name), &opts), arity)
}

/// Whether a predicate appears in listings of a name: user predicates with
/// clauses or a dynamic declaration, and builtins (as a one-line note).
fn listable(m: &Machine, p: PredId) -> bool {
    let pred = &m.preds[p as usize];
    pred.defined && (pred.dynamic || pred.clauses.has_live() || !matches!(pred.kind, PredKind::User))
}

/// '$listing'(+Spec): Spec is Name, Name/Arity or Name//Arity (a grammar
/// rule's nonterminal, two arguments more; checked by listing/1), possibly
/// qualified `Module:Spec` (a library module not loaded yet is loaded
/// for it, as SWI-Prolog's autoloader does).
fn listing_spec(m: &mut Machine) -> Res {
    let full_spec = m.arg(0);
    let ctx = m.context_module();
    let (module, spec) = m.strip_module(full_spec, ctx);
    if module != ctx {
        if let Some(libraries) = m.libraries {
            libraries.autoload_module(m, module);
        }
    }
    let (name, arity) = match spec {
        Cell::Atom(a) => (a, None),
        _ => match m.heap.functor_of(spec) {
            Some((slash @ (atoms::SLASH | atoms::DOUBLE_SLASH), 2)) => {
                let n = m.heap.deref(m.heap.arg(spec, 0));
                let a = m.heap.deref(m.heap.arg(spec, 1));
                let extra = if slash == atoms::DOUBLE_SLASH { 2 } else { 0 };
                match (n, a) {
                    (Cell::Atom(n), Cell::Int(a)) if a >= 0 && a < u32::MAX as i64 - 2 => (n, Some(a as u32 + extra)),
                    (Cell::Atom(n), a) if a.is_var_ref() => (n, None),
                    _ => {
                        let pi = m.atoms.intern("predicate_indicator");
                        return Err(m.err_type(pi, spec));
                    }
                }
            }
            _ => {
                let pi = m.atoms.intern("predicate_indicator");
                return Err(m.err_type(pi, spec));
            }
        },
    };
    let mut preds: Vec<PredId> = (0..m.preds.len() as PredId)
        .filter(|&p| {
            let pred = &m.preds[p as usize];
            let visible = pred.module == module || pred.module == atoms::SYSTEM;
            visible && pred.name == name && arity.is_none_or(|a| a == pred.arity) && listable(m, p)
        })
        .collect();
    preds.sort_by_key(|&p| m.preds[p as usize].arity);
    if preds.is_empty() {
        // As SWI-Prolog: listing an unknown predicate is an error, of
        // listing/1 (not of the internal predicate behind it).
        let procedure = Cell::Atom(m.atoms.intern("procedure"));
        let formal = m.heap.compound(atoms::EXISTENCE_ERROR, &[procedure, full_spec]);
        let listing = m.atoms.intern("listing");
        let pi = m.indicator(listing, 1);
        let v = m.heap.new_var();
        let context = m.heap.compound(atoms::CONTEXT, &[pi, v]);
        return Err(crate::machine::Exc::Throw(m.heap.compound(atoms::ERROR, &[formal, context])));
    }
    for p in preds {
        list_pred(m, p);
    }
    Ok(true)
}

/// listing/0: every predicate the program defined (not the libraries').
fn listing_all(m: &mut Machine) -> Res {
    let ctx = m.context_module();
    let preds: Vec<PredId> = (0..m.preds.len() as PredId)
        .filter(|&p| {
            let pred = &m.preds[p as usize];
            if pred.module != ctx {
                return false;
            }
            let internal = m.atoms.text(pred.name).starts_with('$')
                || pred.source.is_some_and(|s| m.atoms.text(s).starts_with('$'));
            !pred.system && !internal && matches!(pred.kind, PredKind::User) && listable(m, p)
        })
        .collect();
    for p in preds {
        list_pred(m, p);
    }
    Ok(true)
}
