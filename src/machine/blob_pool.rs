//! The constant pool of compiled code: the big integers and strings that
//! clauses mention (`GetBlob`, `UnifyBlob`, `PutBlob`, `ABlob`), kept in one
//! cell vector so that a fact base with a string in every fact costs two or
//! three cells per string rather than an allocation each. When a clause's
//! code is reclaimed (`code_gc.rs`) its blobs are released: their numbers
//! are reused and the cells compacted once half of them are released.

use crate::term::{Addr, BlobKind, Cell, Heap};

#[derive(Default)]
pub struct BlobPool {
    /// Every blob's cells (header, then payload words), one after another.
    cells: Vec<Cell>,
    /// Where each blob is in `cells`: (start, length); (0, 0) for a free number.
    spans: Vec<(u32, u32)>,
    /// Numbers of released blobs, reused first.
    free: Vec<u32>,
    /// Cells of released blobs still in `cells`.
    dead: usize,
}

/// Released cells that make the pool compact itself, at the least.
const MIN_DEAD: usize = 1 << 12;

impl BlobPool {
    /// Adds the blob `c` (a `Big` or `Stg` cell) of the heap; its number.
    pub fn push(&mut self, heap: &Heap, c: Cell) -> u32 {
        let (Cell::Big(a) | Cell::Stg(a)) = c else { unreachable!("not a blob: {c:?}") };
        let size = heap.blob_size(a);
        let span = (self.cells.len() as u32, size);
        self.cells.extend_from_slice(&heap.cells[a as usize..(a + size) as usize]);
        match self.free.pop() {
            Some(k) => {
                self.spans[k as usize] = span;
                k
            }
            None => {
                self.spans.push(span);
                self.spans.len() as u32 - 1
            }
        }
    }

    /// Bytes the pool takes (released cells included until it compacts).
    pub fn bytes(&self) -> usize {
        self.cells.len() * std::mem::size_of::<Cell>() + self.spans.len() * std::mem::size_of::<(u32, u32)>()
    }

    /// Blob `k`'s cells.
    #[inline]
    pub fn cells(&self, k: u32) -> &[Cell] {
        let (start, len) = self.spans[k as usize];
        &self.cells[start as usize..(start + len) as usize]
    }

    /// Gives back blob `k`, whose code was reclaimed (`code_gc.rs`): its
    /// number is reused, and the pool is compacted once released cells are
    /// half of it.
    pub fn release(&mut self, k: u32) {
        let span = std::mem::take(&mut self.spans[k as usize]);
        debug_assert!(span.1 > 0, "blob {k} released twice");
        self.dead += span.1 as usize;
        self.free.push(k);
        if self.dead >= MIN_DEAD && self.dead * 2 > self.cells.len() {
            self.compact();
        }
    }

    /// Moves the live blobs together, keeping their numbers.
    fn compact(&mut self) {
        let mut cells = Vec::with_capacity(self.cells.len() - self.dead);
        for span in self.spans.iter_mut().filter(|s| s.1 > 0) {
            let start = cells.len() as u32;
            cells.extend_from_slice(&self.cells[span.0 as usize..(span.0 + span.1) as usize]);
            span.0 = start;
        }
        self.cells = cells;
        self.dead = 0;
    }

    /// Cells of the blobs in use.
    pub fn live_cells(&self) -> usize {
        self.cells.len() - self.dead
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn released_numbers_are_reused_and_the_pool_compacts() {
        let mut heap = Heap::new();
        let mut pool = BlobPool::default();
        let strings: Vec<Cell> = (0..3000).map(|i| heap.string(&format!("text number {i}"))).collect();
        let ks: Vec<u32> = strings.iter().map(|&c| pool.push(&heap, c)).collect();
        let full = pool.cells.len();
        for &k in &ks[..2900] {
            pool.release(k);
        }
        assert!(pool.cells.len() < full / 2, "the pool compacted");
        let kept: usize = ks[2900..].iter().map(|&k| pool.cells(k).len()).sum();
        assert_eq!(pool.live_cells(), kept);
        // The blobs left keep their numbers and contents.
        for (i, &k) in ks.iter().enumerate().skip(2900) {
            let mut h = Heap::default();
            let Cell::Stg(a) = pool.to_heap(k, &mut h) else { panic!("not a string") };
            assert_eq!(h.string_at(a), format!("text number {i}"));
        }
        let again = pool.push(&heap, strings[0]);
        assert!(ks[..2900].contains(&again), "a released number is reused");
    }
}
