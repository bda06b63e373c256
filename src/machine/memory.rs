//! The allocation policy: every structure whose size a user's terms decide
//! is accounted against one limit, the `stack_limit` flag, and a request
//! that would pass it raises `resource_error(memory)` instead of asking the
//! allocator (which would abort the process when it cannot deliver).
//!
//! What is accounted ([`Machine::stack_usage`]): the heap, the environment
//! stack, choicepoints, the argument stack, the trail, the findall bags and
//! the text of open output captures (with_output_to/2, format/3), the
//! text of the atoms the atom collector may free, the tables built once
//! and kept (the help index, [`add_resident_bytes`]), and the clause store
//! ([`Machine::program_usage`]: the live code, the constant pool, each
//! clause's record and the term kept for clause/2), so that a program
//! asserting without end or loading a huge clause is stopped by
//! `resource_error(memory)` rather than by the allocator aborting the
//! process (`add_clause` reserves a clause's bytes before placing it, and
//! grows the code area with `try_reserve`). The machine compares it
//! with the limit every 4096 calls and retries, at any call where the heap
//! has passed the collector's trigger (which never passes the limit), and
//! after a builtin that made atoms grow by a sixteenth of the limit; a
//! builtin that is about to allocate an amount chosen by its arguments
//! (tab/1, a findall result list, a sorted list, ...) asks [`Machine::reserve`]
//! first, because one call may need more than everything polled so far.
//!
//! Under an address-space limit (`ulimit -v`) the default limit shrinks to
//! a quarter of it ([`default_stack_limit`]): the stacks are vectors that
//! grow by doubling, so their capacity can reach twice their use, and the
//! rest of the address space holds the program, the atom table and the
//! process itself.

use std::sync::atomic::{AtomicUsize, Ordering};

use super::copy::OwnedTerm;
use super::{Exc, Machine, DEFAULT_STACK_LIMIT};
use crate::term::{atoms, Cell};

/// The solutions of one running findall/3, copied out of the heap into one
/// arena of cells (addresses in it count from its start), and the bytes
/// they take.
#[derive(Debug, Default)]
pub struct Bag {
    /// Every solution's cells, one after another.
    pub cells: Vec<Cell>,
    /// Each solution's root, in the order they came.
    pub roots: Vec<Cell>,
    pub bytes: usize,
}

impl Bag {
    /// Copies `term` in as the next solution; `work` is the copy's scratch.
    pub fn push_copy(&mut self, heap: &crate::term::Heap, term: Cell, work: &mut Vec<(usize, Cell)>) {
        let before = self.cells.len();
        let root = super::copy::copy_out_append(heap, term, true, &mut self.cells, work);
        self.roots.push(root);
        self.bytes += (self.cells.len() - before + 1) * std::mem::size_of::<Cell>();
    }
}

/// Bytes a clause takes besides its code and its term: its `ClauseInfo`
/// allocation (48 bytes and `Rc`'s two counts), its clause-list entry and
/// its share of the argument indexes, rounded up.
pub const CLAUSE_RECORD_BYTES: usize = 128;

/// Bytes an owned term takes (cells and bookkeeping).
pub fn owned_bytes(t: &OwnedTerm) -> usize {
    t.cells.len() * std::mem::size_of::<Cell>() + std::mem::size_of::<OwnedTerm>()
}

/// Bytes of tables the process builds once on first use and keeps (the
/// help index): shared by every machine, so counted in each one's use.
static RESIDENT_BYTES: AtomicUsize = AtomicUsize::new(0);

/// Counts `bytes` of a table built once and kept for the process's life.
pub fn add_resident_bytes(bytes: usize) {
    RESIDENT_BYTES.fetch_add(bytes, Ordering::Relaxed);
}

/// Bytes of the tables counted by [`add_resident_bytes`].
pub fn resident_bytes() -> usize {
    RESIDENT_BYTES.load(Ordering::Relaxed)
}

/// The highest `stack_limit` (16 GiB; a larger value set is taken as this).
/// Heap addresses are 32-bit and the trail keeps the top bit of an entry
/// for itself (`trail.rs`): a heap under this limit has fewer than 2^30
/// cells, so no address reaches that bit.
pub const MAX_STACK_LIMIT: usize = if usize::BITS >= 64 { (1u64 << 34) as usize } else { usize::MAX };

/// The limit a new machine starts with: SWI-Prolog's 1 GiB, or a quarter of
/// the process's address-space limit when that is lower.
pub fn default_stack_limit() -> usize {
    if let Some(limit) = crate::host::address_space_limit() {
        let quarter = (limit / 4) as usize;
        return DEFAULT_STACK_LIMIT.min(quarter.max(1 << 24));
    }
    DEFAULT_STACK_LIMIT
}

impl Machine {
    /// Bytes of the clause store: the code area less its free ranges, the
    /// constant pool and the clauses' records and terms.
    pub fn program_usage(&self) -> usize {
        self.live_code_size() * std::mem::size_of::<crate::machine::instr::Instr>()
            + self.blobs.bytes()
            + self.clause_store_bytes
    }

    /// Bytes of the findall bags, output captures, collectable atoms and
    /// the clause store in use.
    pub(crate) fn side_usage(&self) -> usize {
        self.program_usage()
            + self.bags.iter().map(|b| b.bytes).sum::<usize>()
            + self.out.captures.iter().map(String::len).sum::<usize>()
            + self.out.memory_output_bytes()
            + self.atoms.collectable_bytes()
            + resident_bytes()
    }

    /// `resource_error(memory)` when everything accounted has passed the
    /// limit; for the polls, which see the use only after it grew.
    pub(crate) fn check_memory(&mut self) -> Result<(), Exc> {
        if self.stack_usage() > self.stack_limit {
            return Err(self.err_memory());
        }
        Ok(())
    }

    /// After a builtin made the atoms' text pass `atom_bytes_poll`: checks
    /// the limit (collecting the atoms first when it is passed) and sets the next mark a sixteenth of the limit higher, so
    /// a flood of long atoms is stopped near the limit and a program
    /// making short ones pays one comparison per builtin.
    #[cold]
    pub(crate) fn atoms_grew(&mut self) -> Result<(), Exc> {
        if self.stack_usage() > self.stack_limit {
            // Atoms nothing refers to any more do not count.
            self.garbage_collect_atoms();
        }
        self.atom_bytes_poll = self.atoms.collectable_bytes() + self.stack_limit / 16;
        self.check_memory()
    }

    /// At a catch/3 that caught an error (the stacks unwound to it): when
    /// atoms take a quarter of the limit, frees those nothing refers to
    /// any more, so that what the handler reads or loads has room (a
    /// flood of atoms stopped by `resource_error(memory)` left them).
    pub(crate) fn free_atoms_after_unwinding(&mut self) {
        if self.atoms.collectable_bytes() > self.stack_limit / 4 {
            self.garbage_collect_atoms();
            self.atom_bytes_poll = self.atoms.collectable_bytes() + self.stack_limit / 16;
        }
    }

    /// The heap size (in cells) the limit allows: the collector's trigger
    /// never goes past it, so a heap that outgrows the limit between two
    /// polls is seen at the next call.
    /// The clause store takes its share of the limit first.
    pub(crate) fn heap_limit_cells(&self) -> u32 {
        let room = self.stack_limit.saturating_sub(self.program_usage());
        (room / std::mem::size_of::<Cell>()).min(u32::MAX as usize) as u32
    }

    /// Sets the flag `stack_limit` (clipped to [`MAX_STACK_LIMIT`]) and the
    /// integer bound that follows from it.
    pub fn set_stack_limit(&mut self, bytes: usize) {
        self.stack_limit = bytes.min(MAX_STACK_LIMIT);
        self.apply_int_bound();
    }

    /// Sets the flag `max_integer_size` (bytes).
    pub fn set_max_integer_size(&mut self, bytes: u64) {
        self.max_integer_size = Some(bytes);
        self.apply_int_bound();
    }

    /// Makes arithmetic on this thread use this machine's integer bound.
    pub(crate) fn apply_int_bound(&self) {
        crate::arith::set_max_int_bits(crate::arith::int_bits_for(self.stack_limit, self.max_integer_size));
    }

    /// Checks that `bytes` more fit under the memory limit before a builtin
    /// allocates them; otherwise `resource_error(memory)`.
    pub fn reserve(&mut self, bytes: usize) -> Result<(), Exc> {
        match self.stack_usage().checked_add(bytes) {
            Some(total) if total <= self.stack_limit => Ok(()),
            _ => Err(self.err_memory()),
        }
    }

    /// [`Machine::reserve`] for a clause about to enter the clause store,
    /// which keeps an eighth of the limit free: the store does not shrink
    /// when the error unwinds the stacks, so the handler (and the goals
    /// after it, which may retract the clauses) must find room left.
    pub fn reserve_for_program(&mut self, bytes: usize) -> Result<(), Exc> {
        let headroom = self.stack_limit / 8;
        match self.stack_usage().checked_add(bytes).and_then(|t| t.checked_add(headroom)) {
            Some(total) if total <= self.stack_limit => Ok(()),
            _ => Err(self.err_memory()),
        }
    }

    /// [`Machine::reserve`] for `n` heap cells.
    pub fn reserve_cells(&mut self, n: usize) -> Result<(), Exc> {
        self.reserve(n.saturating_mul(std::mem::size_of::<Cell>()))
    }

    /// The error `resource_error(memory)`; its ball needs three heap cells.
    #[cold]
    pub fn err_memory(&mut self) -> Exc {
        let f = self.heap.compound(atoms::RESOURCE_ERROR, &[Cell::Atom(atoms::MEMORY)]);
        self.error_term(f)
    }
}
