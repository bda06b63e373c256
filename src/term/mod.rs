//! Term representation: atoms, cells and the heap.

pub mod atom;
pub mod cell;
pub mod cycles;
pub mod heap;

pub use atom::{atoms, Atom, AtomTable};
pub use cell::{Addr, BlobKind, Cell};
pub use heap::Heap;
