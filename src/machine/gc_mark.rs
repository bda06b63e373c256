//! The marking half of the heap collector (`gc.rs` drives it): a bitmap
//! over the collected segment of the heap, the work list that replaces
//! recursion (terms may be millions of cells deep), and the forwarding
//! function that the compaction derives from the bitmap.
//!
//! Marking works on cells, not on terms, so that it is safe on any cell a
//! root may hold, including a stale one (a Y slot or register that the code
//! will overwrite before reading it, still pointing at cells that
//! backtracking reused): whatever such a cell points at is kept and moved
//! consistently, so the collector never needs to know which slots are live.
//! - a cell at a marked address has its contents scanned;
//! - `Ref(a)` marks `a`; `Attv(a)` marks `a` and its attribute slot `a+1`;
//!   `Lis(a)` marks the pair `a, a+1`;
//! - `Str(a)` marks the functor cell and every argument when `a` holds a
//!   functor (otherwise just `a`);
//! - `Big(a)`/`Stg(a)` mark the whole blob (its payload words hold no
//!   pointers and are not scanned).
//!
//! Addresses below the segment's base are outside the collection: they are
//! neither marked nor followed (what they point at in the segment is found
//! through the trail, see `gc.rs`).

use crate::term::{Addr, BlobKind, Cell};

/// One bit per cell of the heap segment `[base, top)`, plus, once marking
/// is done, the number of marked cells before each 64-cell word.
pub(super) struct Marks {
    base: Addr,
    top: Addr,
    bits: Vec<u64>,
    prefix: Vec<u32>,
}

impl Marks {
    pub(super) fn new(base: Addr, top: Addr) -> Marks {
        let n = (top - base) as usize;
        // One word more than needed, so that forwarding `top` itself (a
        // choicepoint's heap top may equal it) needs no special case.
        Marks { base, top, bits: vec![0; n / 64 + 1], prefix: Vec::new() }
    }

    pub(super) fn base(&self) -> Addr {
        self.base
    }

    #[inline]
    pub(super) fn in_segment(&self, a: Addr) -> bool {
        a >= self.base && a < self.top
    }

    #[inline]
    pub(super) fn is_marked(&self, a: Addr) -> bool {
        let i = (a - self.base) as usize;
        self.bits[i / 64] & (1 << (i % 64)) != 0
    }

    /// Sets the mark of `a` (in the segment); true when it was not set.
    #[inline]
    fn set(&mut self, a: Addr) -> bool {
        let i = (a - self.base) as usize;
        let (w, bit) = (i / 64, 1u64 << (i % 64));
        let fresh = self.bits[w] & bit == 0;
        self.bits[w] |= bit;
        fresh
    }

    /// Sets the marks of `from..to` (in the segment).
    fn set_range(&mut self, from: Addr, to: Addr) {
        let (i, j) = ((from - self.base) as usize, (to - self.base) as usize);
        let mut k = i;
        while k < j {
            let (w, bit) = (k / 64, k % 64);
            let span = (64 - bit).min(j - k);
            let ones = if span == 64 { !0 } else { ((1u64 << span) - 1) << bit };
            self.bits[w] |= ones;
            k += span;
        }
    }

    /// Prepares [`Marks::forward`]: counts the marked cells before each word.
    pub(super) fn build_ranks(&mut self) {
        let mut sum = 0u32;
        self.prefix = Vec::with_capacity(self.bits.len());
        for &w in &self.bits {
            self.prefix.push(sum);
            // Most words are empty (most of a segment is garbage), and
            // without the popcnt instruction in the target's baseline a
            // count is a dozen instructions: a product loop building a
            // big integer per step collected every megacell of garbage
            // spent 62M of its 2,900M instructions counting zeros.
            if w != 0 {
                sum += w.count_ones();
            }
        }
    }

    /// Number of marked cells (after [`Marks::build_ranks`]).
    pub(super) fn live(&self) -> u32 {
        let last = self.bits.len() - 1;
        self.prefix[last] + self.bits[last].count_ones()
    }

    /// Calls `f` with the address of every marked cell, in order. A word
    /// of the bitmap with no mark skips 64 cells at once: after most
    /// collections most of the segment is garbage.
    #[inline]
    pub(super) fn for_each_marked(&self, mut f: impl FnMut(Addr)) {
        for (w, &word) in self.bits.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let a = self.base + (w * 64) as Addr + bits.trailing_zeros();
                if a >= self.top {
                    return;
                }
                f(a);
                bits &= bits - 1;
            }
        }
    }

    /// Where the cell at `a` (or, for an unmarked address, the first marked
    /// cell at or after it) lives after compaction. Sliding keeps the order
    /// of cells, so this is the base plus the number of marked cells below.
    #[inline]
    pub(super) fn forward(&self, a: Addr) -> Addr {
        if a < self.base {
            return a;
        }
        let i = (a - self.base) as usize;
        let (w, bit) = (i / 64, i % 64);
        self.base + self.prefix[w] + (self.bits[w] & ((1u64 << bit) - 1)).count_ones()
    }

    /// A cell with its heap reference moved to where compaction puts its
    /// target. A reference above the heap top can only be a stale slot
    /// (never read again); it becomes a harmless integer rather than
    /// pointing into cells made later.
    #[inline]
    pub(super) fn moved(&self, c: Cell) -> Cell {
        match c {
            Cell::Ref(a) | Cell::Attv(a) | Cell::Str(a) | Cell::Lis(a) | Cell::Big(a) | Cell::Stg(a)
                if a >= self.base =>
            {
                if a >= self.top {
                    return Cell::Int(0);
                }
                let n = self.forward(a);
                match c {
                    Cell::Ref(_) => Cell::Ref(n),
                    Cell::Attv(_) => Cell::Attv(n),
                    Cell::Str(_) => Cell::Str(n),
                    Cell::Lis(_) => Cell::Lis(n),
                    Cell::Big(_) => Cell::Big(n),
                    _ => Cell::Stg(n),
                }
            }
            other => other,
        }
    }
}

/// The marking pass over one heap segment.
pub(super) struct Marker<'h> {
    heap: &'h [Cell],
    pub(super) marks: Marks,
    /// Marked addresses whose contents are still to be scanned.
    work: Vec<Addr>,
}

impl<'h> Marker<'h> {
    pub(super) fn new(heap: &'h [Cell], base: Addr) -> Marker<'h> {
        let top = heap.len() as Addr;
        Marker { heap, marks: Marks::new(base, top), work: Vec::with_capacity(1024) }
    }

    #[inline]
    fn mark(&mut self, a: Addr) {
        if self.marks.in_segment(a) && self.marks.set(a) {
            self.work.push(a);
        }
    }

    /// Marks a cell that holds no reference (functor header, blob word).
    #[inline]
    fn mark_inert(&mut self, a: Addr) {
        if self.marks.in_segment(a) {
            self.marks.set(a);
        }
    }

    /// Marks what `c` refers to (a root, or the contents of a marked cell).
    #[inline]
    pub(super) fn reach(&mut self, c: Cell) {
        match c {
            Cell::Ref(a) => self.mark(a),
            Cell::Attv(a) => {
                self.mark(a.saturating_add(1));
                self.mark(a);
            }
            Cell::Lis(a) => self.reach_list(a),
            Cell::Str(a) if self.marks.in_segment(a) => match self.heap[a as usize] {
                Cell::Fun(_, n) => {
                    self.mark_inert(a);
                    // A stale reference may name a functor whose arguments
                    // backtracking cut off: stay below the top.
                    for i in 1..=n.min(self.marks.top - a - 1) {
                        self.mark(a.saturating_add(i));
                    }
                }
                _ => self.mark(a),
            },
            Cell::Big(a) | Cell::Stg(a) if self.marks.in_segment(a) => match self.heap[a as usize] {
                Cell::Blob(kind, n) => {
                    let words = if kind == BlobKind::Str { n.div_ceil(8) } else { n };
                    // The header and its words, a bitmap word at a time:
                    // a 10^6-digit number is 52,000 words.
                    let end = a + 1 + words.min(self.marks.top - a - 1);
                    self.marks.set_range(a, end);
                }
                _ => self.mark(a),
            },
            _ => {}
        }
    }

    /// Marks the list cell at `a` and what it refers to. While the heads
    /// refer to nothing (a code of a text's list: scanning it would find
    /// nothing), the spine is followed here, a cell after the other,
    /// without the work stack: the list of a 10^6-digit number's codes is
    /// a million such cells. A head that may refer to something stops the
    /// walk: the tail is pushed first, so the head is scanned first and a
    /// long list keeps the work stack short (heads left waiting would be
    /// one entry an item).
    #[inline]
    fn reach_list(&mut self, mut a: Addr) {
        loop {
            let tail = a.saturating_add(1);
            let inert_head = self.marks.in_segment(a)
                && matches!(self.heap[a as usize], Cell::Int(_) | Cell::Atom(_) | Cell::Flt(_));
            if !inert_head {
                self.mark(tail);
                self.mark(a);
                return;
            }
            self.marks.set(a);
            if !self.marks.in_segment(tail) {
                return;
            }
            match self.heap[tail as usize] {
                // The tail cell newly marked: scanning it is reaching
                // the next cell of the spine.
                Cell::Lis(next) => {
                    if !self.marks.set(tail) {
                        return;
                    }
                    a = next;
                }
                _ => {
                    self.mark(tail);
                    return;
                }
            }
        }
    }

    /// Scans marked cells until nothing new is reached.
    pub(super) fn drain(&mut self) {
        while let Some(a) = self.work.pop() {
            self.reach(self.heap[a as usize]);
        }
    }

    pub(super) fn is_marked(&self, a: Addr) -> bool {
        self.marks.in_segment(a) && self.marks.is_marked(a)
    }
}
