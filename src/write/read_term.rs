//! Canonical text of a `ReadTerm`, the reader's parse tree (quoted atoms,
//! functional notation for operators, bracket notation for lists),
//! written with an explicit work stack so very deep terms print without
//! recursion. The reader's tests and the reader fuzzer compare parses
//! through it; terms on the heap go through the writer proper.

use crate::reader::{Node, ReadTerm};

impl ReadTerm {
    /// The term in canonical syntax (`'-'(1)` style, `_N` for variable N,
    /// lists in bracket notation). Meant for tests and debugging output.
    pub fn to_canonical(&self) -> String {
        canonical(self)
    }
}

enum Work {
    Node(u32),
    Text(&'static str),
}

/// Whether `name` can be written without quotes (as writeq/1 decides it).
fn plain_atom(name: &str) -> bool {
    !super::quote::atom_needs_quotes(name)
}

pub fn quote_atom(name: &str, out: &mut String) {
    if plain_atom(name) {
        out.push_str(name);
        return;
    }
    out.push('\'');
    for c in name.chars() {
        match c {
            '\'' => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\x7F' => {
                out.push_str(&format!("\\x{:X}\\", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('\'');
}

fn float_text(f: f64) -> String {
    if f.is_nan() {
        "1.5NaN".into()
    } else if f.is_infinite() {
        if f > 0.0 {
            "1.0Inf".into()
        } else {
            "-1.0Inf".into()
        }
    } else {
        let s = format!("{f:?}");
        if s.contains('.') || s.contains('e') || s.contains("inf") {
            s
        } else {
            format!("{s}.0")
        }
    }
}

fn canonical(t: &ReadTerm) -> String {
    let mut out = String::new();
    let mut work = vec![Work::Node(t.root)];
    while let Some(w) = work.pop() {
        let id = match w {
            Work::Text(s) => {
                out.push_str(s);
                continue;
            }
            Work::Node(id) => id,
        };
        match t.node(id) {
            Node::Var(n) => out.push_str(&format!("_{n}")),
            Node::Atom(a) => quote_atom(a, &mut out),
            Node::Int(n) => out.push_str(&n.to_string()),
            Node::BigInt(n) => out.push_str(&crate::arith::big::BigIntExt::to_decimal(n)),
            Node::Rational(r) => out.push_str(&format!("{}r{}", r.0, r.1)),
            Node::Float(f) => out.push_str(&float_text(*f)),
            Node::Str(s) => out.push_str(&format!("{s:?}")),
            Node::Compound(f, args) if f == "." && args.len() == 2 => {
                // Collect the list's elements iteratively, then queue them.
                let mut elems = vec![args[0]];
                let mut tail = args[1];
                while let Node::Compound(g, a) = t.node(tail) {
                    if g != "." || a.len() != 2 {
                        break;
                    }
                    elems.push(a[0]);
                    tail = a[1];
                }
                work.push(Work::Text("]"));
                if !matches!(t.node(tail), Node::Atom(a) if a == "[]") {
                    work.push(Work::Node(tail));
                    work.push(Work::Text("|"));
                }
                for (i, &e) in elems.iter().enumerate().rev() {
                    work.push(Work::Node(e));
                    if i > 0 {
                        work.push(Work::Text(","));
                    }
                }
                out.push('[');
            }
            Node::Compound(f, args) => {
                quote_atom(f, &mut out);
                out.push('(');
                work.push(Work::Text(")"));
                for (i, &a) in args.iter().enumerate().rev() {
                    work.push(Work::Node(a));
                    if i > 0 {
                        work.push(Work::Text(","));
                    }
                }
            }
        }
    }
    out
}
