//! The entries of compiled arithmetic's evaluation stack (`Machine::astack`,
//! `run_arith.rs`): a computed [`Number`], or a big integer left where it
//! is on the heap.
//!
//! A big integer loaded from a register stays a heap address until a
//! function needs its value: the product of a big and a small integer is
//! computed from the heap's limbs into a new blob (`term/heap_big.rs`), and
//! storing a heap entry into a register is the cell itself, so a product
//! loop (`F1 is F0*I`) copies no limbs but the product's. The addresses are
//! only held between the instructions of one expression, where nothing
//! moves the heap (no call, so no collection); an interrupt handled in the
//! middle of a function turns them into values first.

use crate::arith::Number;
use crate::term::{Addr, Cell, Heap};

#[derive(Clone, Debug)]
pub(crate) enum Operand {
    Num(Number),
    /// A big integer blob on the heap (the target of a `Big` cell).
    HeapInt(Addr),
}

impl Operand {
    /// The entry for a result cell: its blob stays on the heap.
    #[inline]
    pub(crate) fn of_cell(c: Cell) -> Operand {
        match c {
            Cell::Int(i) => Operand::Num(Number::Int(i)),
            Cell::Big(a) => Operand::HeapInt(a),
            _ => unreachable!("an integer cell"),
        }
    }

    /// The value, read off the heap for a heap entry.
    #[inline]
    pub(crate) fn into_number(self, heap: &Heap) -> Number {
        match self {
            Operand::Num(n) => n,
            Operand::HeapInt(a) => Number::from_bigint(heap.bigint(a)),
        }
    }

    /// The cell of the value, boxing a computed big number on the heap.
    #[inline]
    pub(crate) fn into_cell(self, heap: &mut Heap) -> Cell {
        match self {
            Operand::Num(n) => n.to_cell(heap),
            Operand::HeapInt(a) => Cell::Big(a),
        }
    }
}

/// Turns every heap entry of `stack` into its value (before anything that
/// may move the heap).
pub(crate) fn read_heap_entries(stack: &mut [Operand], heap: &Heap) {
    for entry in stack.iter_mut() {
        if let Operand::HeapInt(a) = *entry {
            *entry = Operand::Num(Number::from_bigint(heap.bigint(a)));
        }
    }
}
