//! Very deep and very long terms must be written without recursion.

use super::*;

const N: usize = 1_000_000;

fn nest(t: &mut T, name: &str, leaf: Cell, second: Option<Cell>) -> Cell {
    let f = t.atoms.intern(name);
    let mut c = leaf;
    for _ in 0..N {
        c = match second {
            Some(x) => t.heap.compound(f, &[x, c]),
            None => t.heap.compound(f, &[c]),
        };
    }
    c
}

#[test]
fn deep_compound() {
    let mut t = T::new();
    let c = nest(&mut t, "f", Cell::Atom(crate::term::atoms::NIL), None);
    let s = t.out(c, &WriteOptions::writeq());
    assert_eq!(s.len(), 3 * N + 2);
    assert!(s.starts_with("f(f(f("), "{}", &s[..20]);
    assert!(s.ends_with(")))") && s.contains("(f([]))"));
}

#[test]
fn deep_right_operator_chain() {
    let mut t = T::new();
    let c = nest(&mut t, "+", Cell::Int(1), Some(Cell::Int(1)));
    let s = t.out(c, &WriteOptions::writeq());
    // yfx: every right operand is bracketed.
    assert!(s.starts_with("1+(1+(1+"));
    assert_eq!(s.len(), 4 * N - 1);
}

#[test]
fn deep_left_operator_chain() {
    let mut t = T::new();
    let plus = t.atoms.intern("+");
    let mut c = Cell::Int(1);
    for _ in 0..N {
        c = t.heap.compound(plus, &[c, Cell::Int(1)]);
    }
    let s = t.out(c, &WriteOptions::writeq());
    assert_eq!(s.len(), 2 * N + 1);
    assert!(s.starts_with("1+1+1+"));
}

#[test]
fn deep_prefix_chain() {
    let mut t = T::new();
    let c = nest(&mut t, "-", Cell::Int(1), None);
    let s = t.out(c, &WriteOptions::writeq());
    assert!(s.starts_with("- - -") && s.ends_with("- 1"));
    assert_eq!(s.len(), 2 * N + 1);
}

#[test]
fn long_list() {
    let mut t = T::new();
    let items: Vec<Cell> = (0..N as i64).map(|i| Cell::Int(i % 10)).collect();
    let l = t.heap.list(&items);
    let s = t.out(l, &WriteOptions::writeq());
    assert_eq!(s.len(), 2 * N + 1);
    assert!(s.starts_with("[0,1,2,") && s.ends_with("8,9]"));
    let canonical = WriteOptions { no_lists: true, ..WriteOptions::canonical() };
    let s = t.out(l, &canonical);
    assert!(s.starts_with("'.'(0,'.'(1,"));
    let short = WriteOptions { max_depth: 5, ..Default::default() };
    assert_eq!(t.out(l, &short), "[0,1,2,3|...]");
}

#[test]
fn deep_list_nesting() {
    let mut t = T::new();
    let mut c = Cell::Atom(crate::term::atoms::NIL);
    for _ in 0..N {
        c = t.heap.list(&[c]);
    }
    let s = t.out(c, &WriteOptions::writeq());
    assert_eq!(s.len(), 2 * N + 2);
}

#[test]
fn deep_curly_nesting() {
    let mut t = T::new();
    let c = nest(&mut t, "{}", Cell::Int(0), None);
    let s = t.out(c, &WriteOptions::writeq());
    assert_eq!(s.len(), 2 * N + 1);
    let limited = WriteOptions { max_depth: 3, ..Default::default() };
    assert_eq!(t.out(c, &limited), "{{{...}}}");
}

/// Differential check against another Prolog: reads canonical terms, one
/// per line, from the file named by `WRITER_DIFF_IN` and writes their
/// `writeq` text to `WRITER_DIFF_OUT`. Run by hand with `--ignored`.
#[test]
#[ignore]
fn differential_dump() {
    let (Ok(inp), Ok(outp)) = (std::env::var("WRITER_DIFF_IN"), std::env::var("WRITER_DIFF_OUT")) else {
        return;
    };
    let text = std::fs::read_to_string(inp).unwrap();
    let mut out = String::new();
    for line in text.lines() {
        let src = line.strip_suffix('.').unwrap_or(line);
        let r = std::panic::catch_unwind(|| {
            let mut t = T::new();
            let c = t.p(src);
            t.out(c, &WriteOptions::writeq())
        });
        out.push_str(&r.unwrap_or_else(|_| format!("PARSE_FAIL {src}")));
        out.push('\n');
    }
    std::fs::write(outp, out).unwrap();
}
