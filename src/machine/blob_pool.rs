//! The constant pool of compiled code: the big integers and strings that
//! clauses mention (`GetBlob`, `UnifyBlob`, `PutBlob`, `ABlob`), kept in one
//! cell vector so that a fact base with a string in every fact costs two or
//! three cells per string rather than an allocation each.

use crate::term::{Addr, BlobKind, Cell, Heap};

#[derive(Default)]
pub struct BlobPool {
    /// Every blob's cells (header, then payload words), one after another.
    cells: Vec<Cell>,
    /// Where each blob starts in `cells`.
    starts: Vec<u32>,
}

impl BlobPool {
    /// Adds the blob `c` (a `Big` or `Stg` cell) of the heap; its number.
    pub fn push(&mut self, heap: &Heap, c: Cell) -> u32 {
        let (Cell::Big(a) | Cell::Stg(a)) = c else { unreachable!("not a blob: {c:?}") };
        let size = heap.blob_size(a);
        self.starts.push(self.cells.len() as u32);
        self.cells.extend_from_slice(&heap.cells[a as usize..(a + size) as usize]);
        self.starts.len() as u32 - 1
    }

    /// Blob `k`'s cells.
    pub fn cells(&self, k: u32) -> &[Cell] {
        let start = self.starts[k as usize] as usize;
        let end = self.starts.get(k as usize + 1).map_or(self.cells.len(), |&e| e as usize);
        &self.cells[start..end]
    }

    /// Appends blob `k` to `out`; the cell that refers to it there.
    pub fn append_to(&self, k: u32, out: &mut Vec<Cell>) -> Cell {
        let at = out.len() as Addr;
        let cells = self.cells(k);
        out.extend_from_slice(cells);
        match cells[0] {
            Cell::Blob(BlobKind::Str, _) => Cell::Stg(at),
            _ => Cell::Big(at),
        }
    }

    /// Blob `k` copied onto the heap.
    pub fn to_heap(&self, k: u32, heap: &mut Heap) -> Cell {
        self.append_to(k, &mut heap.cells)
    }
}
