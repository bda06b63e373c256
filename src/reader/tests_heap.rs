//! Reading straight onto a heap (`to_heap.rs`): what a term costs there,
//! the memory limit, and the variables reported.

use super::*;
use crate::term::{atoms, AtomTable, Cell, Heap};

fn read_onto(src: &str, heap: &mut Heap, atoms: &mut AtomTable, max_cells: usize) -> Result<HeapTerm, SyntaxError> {
    let mut r = Reader::new(src);
    r.next_onto_heap(&Ops::new(), &ReadFlags::default(), heap, atoms, max_cells).map(|t| t.expect("a term"))
}

fn int_list(n: usize) -> String {
    let items: Vec<String> = (0..n).map(|i| (i % 1000).to_string()).collect();
    format!("[{}].", items.join(","))
}

/// The items of a proper list of integers on `heap`.
fn int_items(heap: &Heap, mut list: Cell) -> Vec<i64> {
    let mut out = Vec::new();
    while let Cell::Lis(a) = list {
        let Cell::Int(i) = heap.get(a) else { panic!("an integer item") };
        out.push(i);
        list = heap.get(a + 1);
    }
    assert!(matches!(list, Cell::Atom(a) if a == atoms::NIL), "a proper list");
    out
}

/// The address of a variable cell.
fn var_at(c: Cell) -> u32 {
    let Cell::Ref(a) = c else { panic!("a variable") };
    a
}

#[test]
fn a_list_of_small_integers_costs_its_list_cells_and_nothing_more() {
    let (mut heap, mut atoms) = (Heap::new(), AtomTable::new());
    let n = 100_000;
    let before = heap.top();
    let t = read_onto(&int_list(n), &mut heap, &mut atoms, usize::MAX).unwrap();
    // Two cells an item (head and tail): no node, box or copy per item.
    assert_eq!((heap.top() - before) as usize, 2 * n);
    let got = int_items(&heap, t.term);
    assert_eq!(got.len(), n);
    assert_eq!((got[0], got[999], got[1000], got[n - 1]), (0, 999, 0, 999));
}

#[test]
fn a_term_past_the_cell_budget_is_out_of_memory_and_leaves_the_heap_as_it_was() {
    let (mut heap, mut atoms) = (Heap::new(), AtomTable::new());
    heap.new_var();
    let before = heap.top();
    let e = read_onto(&int_list(10_000), &mut heap, &mut atoms, 1_000).err().expect("over budget");
    assert!(e.out_of_memory);
    assert_eq!(heap.top(), before);
    let e = read_onto("\"a long text to be a code list\".", &mut heap, &mut atoms, 10).err().expect("over budget");
    assert!(e.out_of_memory);
    assert_eq!(heap.top(), before);
}

#[test]
fn variables_are_shared_and_reported_with_their_singletons() {
    let (mut heap, mut atoms) = (Heap::new(), AtomTable::new());
    let t = read_onto("[f(X), Y, _, _Z | X].", &mut heap, &mut atoms, usize::MAX).unwrap();
    let names: Vec<&str> = t.names.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["X", "Y", "_Z"]);
    let singles: Vec<&str> = t.singles.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(singles, ["Y", "_Z"]);
    let Cell::Lis(a) = t.term else { panic!("a list") };
    let Cell::Str(f) = heap.get(a) else { panic!("f(X)") };
    let x = var_at(t.names[0].1);
    assert_eq!(var_at(heap.get(f + 1)), x, "f's argument is X");
    let mut tail = heap.get(a + 1);
    for _ in 0..3 {
        let Cell::Lis(b) = tail else { panic!("more items") };
        tail = heap.get(b + 1);
    }
    assert_eq!(var_at(tail), x, "the tail is X");
    assert_ne!(var_at(t.names[1].1), x);
}

#[test]
fn errors_read_onto_the_heap_are_the_tree_readers() {
    for src in ["f(a,).", "[a|b,c].", "_{a:1, a:2}.", "a :- :- b."] {
        let (mut heap, mut atoms) = (Heap::new(), AtomTable::new());
        let on_heap = read_onto(src, &mut heap, &mut atoms, usize::MAX).err().expect("a syntax error");
        let tree = Reader::new(src).next(&Ops::new(), &ReadFlags::default()).err().expect("a syntax error");
        assert_eq!((on_heap.message, on_heap.span), (tree.message, tree.span), "reading {src:?}");
        assert_eq!(heap.top(), 0, "nothing is left on the heap");
    }
}
