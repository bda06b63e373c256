//! Term representation: atoms, cells and the heap.

pub mod atom;
pub mod atom_table;
pub mod cell;
pub mod cycles;
pub mod fast_hash;
pub mod heap;
mod heap_big;

/// The big integers that heap cells hold (`Heap::integer`, `Heap::bigint`),
/// for the layers that may name only the term layer (the CLP(FD) engine).
pub use crate::arith::big::{BigInt, BigIntExt};
pub use atom::{atoms, Atom};
pub use atom_table::{AtomMarks, AtomTable};
pub use cell::{Addr, BlobKind, Cell};
pub use heap::Heap;
