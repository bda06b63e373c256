//! What the parser keeps for read_term's positions: `ReadTerm::shapes`
//! and `parens`, only when `ReadFlags::positions` is set.

use super::{Node, Ops, ReadFlags, ReadTerm, Reader, Shape, Span};

fn read(src: &str, positions: bool) -> ReadTerm {
    let flags = ReadFlags { positions, ..ReadFlags::default() };
    Reader::new(src).next(&Ops::default(), &flags).expect("reads").expect("a term")
}

fn args(rt: &ReadTerm, id: u32) -> Vec<u32> {
    match rt.node(id) {
        Node::Compound(_, a) => a.clone(),
        other => panic!("not a compound: {other:?}"),
    }
}

#[test]
fn reader_positions_kept_only_when_asked() {
    let rt = read("f((a), [b|c], {d}, \"s\").", false);
    assert!(rt.shapes.is_empty() && rt.parens.is_empty());
    let rt = read("f((a), [b|c], {d}, \"s\").", true);
    assert_eq!(rt.shapes.len(), rt.nodes.len());
}

#[test]
fn reader_positions_shapes() {
    let rt = read("f((a), [b|c], {d}, \"s\", - e).", true);
    assert_eq!(rt.shapes[rt.root as usize], Shape::Term { functor: Span::new(0, 1) });
    let a = args(&rt, rt.root);
    assert_eq!(rt.parens, vec![(a[0], Span::new(2, 5))]);
    assert_eq!(rt.shapes[a[1] as usize], Shape::List { items: 1, tail: true });
    assert_eq!(rt.shapes[a[2] as usize], Shape::Brace);
    assert_eq!(rt.shapes[a[3] as usize], Shape::Str);
    // A prefix operator: its token is the functor.
    assert_eq!(rt.shapes[a[4] as usize], Shape::Term { functor: Span::new(24, 25) });
}

#[test]
fn reader_positions_operators_and_nested_parens() {
    let rt = read("((a)) + b.", true);
    assert_eq!(rt.shapes[rt.root as usize], Shape::Term { functor: Span::new(6, 7) });
    let a = args(&rt, rt.root);
    // Innermost first.
    assert_eq!(rt.parens, vec![(a[0], Span::new(1, 4)), (a[0], Span::new(0, 5))]);
}

#[test]
fn reader_positions_dict_pairs_in_written_order() {
    let rt = read("t{b:1, a:2}.", true);
    let Shape::Dict { pairs } = &rt.shapes[rt.root as usize] else { panic!("not a dict shape") };
    let keys: Vec<&Node> = pairs.iter().map(|&(k, _, _)| rt.node(k)).collect();
    assert_eq!(keys, vec![&Node::Atom("b".into()), &Node::Atom("a".into())]);
    assert_eq!(pairs[0].1, Span::new(3, 4));
}

#[test]
fn reader_single_vars_counts_every_named_variable() {
    let rt = read("a(_, _a, _A, B, C, C).", false);
    let names: Vec<&str> = rt
        .single_vars
        .iter()
        .map(|&v| rt.var_names.iter().find(|(_, i)| *i == v).map(|(n, _)| n.as_str()).unwrap_or("?"))
        .collect();
    assert_eq!(names, vec!["_a", "_A", "B"]);
    // The singleton warning's list leaves out the `_` names.
    assert_eq!(rt.singletons.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(), vec!["B"]);
}
