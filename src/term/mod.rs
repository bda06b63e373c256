//! Term representation: atoms, cells and the heap.

pub mod atom;
pub mod atom_table;
pub mod cell;
pub mod cycles;
pub mod fast_hash;
pub mod heap;
mod heap_big;

pub use atom::{atoms, Atom};
pub use atom_table::{AtomMarks, AtomTable};
pub use cell::{Addr, BlobKind, Cell};
pub use heap::Heap;
