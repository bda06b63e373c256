//! The term heap: one growable vector of cells. Terms are built at the top;
//! backtracking truncates it. This file owns term construction and access
//! helpers that do not need the rest of the machine (no binding, no trail).

use super::atom::{atoms, Atom};
use super::cell::{Addr, BlobKind, Cell};
use crate::arith::big::{BigInt, BigIntExt};
use crate::host::stop::{Stop, Stopped};

#[derive(Default)]
pub struct Heap {
    pub cells: Vec<Cell>,
}

impl Heap {
    pub fn new() -> Self {
        Heap { cells: Vec::with_capacity(1 << 16) }
    }

    #[inline]
    pub fn top(&self) -> Addr {
        self.cells.len() as Addr
    }

    #[inline]
    pub fn get(&self, a: Addr) -> Cell {
        self.cells[a as usize]
    }

    #[inline]
    pub fn set(&mut self, a: Addr, c: Cell) {
        self.cells[a as usize] = c;
    }

    #[inline]
    pub fn push(&mut self, c: Cell) -> Addr {
        let a = self.top();
        self.cells.push(c);
        a
    }

    /// Pushes `cells` with one capacity check; the address of the first.
    #[inline]
    pub fn push_all(&mut self, cells: &[Cell]) -> Addr {
        let at = self.top();
        self.cells.extend_from_slice(cells);
        at
    }

    /// Pushes two cells with one capacity check (a list cell's head and
    /// tail); the address of the first.
    #[inline]
    pub fn push2(&mut self, a: Cell, b: Cell) -> Addr {
        let at = self.top();
        self.cells.extend_from_slice(&[a, b]);
        at
    }

    /// A new compound `f(_, ..., _)` of `n` fresh variables (the WAM's
    /// write mode fills them in): one capacity check for its `n + 1`
    /// cells, where pushing them one by one checks each. Its address.
    #[inline(always)]
    pub fn push_struct_of_vars(&mut self, f: Atom, n: u32) -> Addr {
        let p = self.top();
        self.cells.reserve(n as usize + 1);
        self.cells.push(Cell::Fun(f, n));
        self.cells.extend((p + 1..=p + n).map(Cell::Ref));
        p
    }

    /// A new list cell of two fresh variables; its address.
    #[inline(always)]
    pub fn push_pair_of_vars(&mut self) -> Addr {
        let p = self.top();
        self.cells.extend_from_slice(&[Cell::Ref(p), Cell::Ref(p + 1)]);
        p
    }

    /// A fresh unbound variable.
    #[inline]
    pub fn new_var(&mut self) -> Cell {
        let a = self.top();
        self.cells.push(Cell::Ref(a));
        Cell::Ref(a)
    }

    /// Follows variable references to the representative cell: either a
    /// non-variable cell or an unbound `Ref`/`Attv` that refers to itself.
    ///
    /// The test for a non-variable, the commonest case, is always in line
    /// (where the compiler keeps the loop out of line, a call otherwise
    /// paid for every cell); the loop, `deref_var`, is its own.
    #[inline(always)]
    pub fn deref(&self, c: Cell) -> Cell {
        match c {
            Cell::Ref(a) | Cell::Attv(a) => self.deref_var(a),
            _ => c,
        }
    }

    /// [`Heap::deref`] of the variable cell at `a`: the loop of
    /// [`Heap::deref_addr`], which carries an address in a register rather
    /// than a whole cell (written back and read again at every step).
    #[inline]
    fn deref_var(&self, a: Addr) -> Cell {
        *self.deref_addr(a).1
    }

    /// The address of the cell that the cell at `a` dereferences to: `a`
    /// itself when it holds a non-variable or is an unbound variable. The
    /// unifier's argument loops match on the cell where it lies: a cell
    /// copied out is written to the stack and its tag read back, which
    /// waits on the store (a third of zebra's time in unify_structs).
    /// With the address, the cell there.
    #[inline(always)]
    pub fn deref_addr(&self, mut a: Addr) -> (Addr, &Cell) {
        loop {
            let c = &self.cells[a as usize];
            match *c {
                Cell::Ref(b) | Cell::Attv(b) if b != a => a = b,
                _ => return (a, c),
            }
        }
    }

    /// Builds `name(args...)` and returns a reference to it (an atom when there are no args).
    pub fn compound(&mut self, name: Atom, args: &[Cell]) -> Cell {
        if args.is_empty() {
            return Cell::Atom(name);
        }
        if name == atoms::DOT && args.len() == 2 {
            let a = self.push(args[0]);
            self.push(args[1]);
            return Cell::Lis(a);
        }
        let a = self.push(Cell::Fun(name, args.len() as u32));
        self.cells.extend_from_slice(args);
        Cell::Str(a)
    }

    /// Builds `name()`, the compound of no arguments (SWI-Prolog 7), which is
    /// neither the atom `name` nor equal to it.
    pub fn compound0(&mut self, name: Atom) -> Cell {
        Cell::Str(self.push(Cell::Fun(name, 0)))
    }

    /// Builds a proper list of the given items (ending in `tail`).
    pub fn list_with_tail(&mut self, items: &[Cell], tail: Cell) -> Cell {
        if items.is_empty() {
            return tail;
        }
        let start = self.top();
        for (i, &item) in items.iter().enumerate() {
            self.cells.push(item);
            let next = if i + 1 == items.len() { tail } else { Cell::Lis(start + 2 * (i as u32 + 1)) };
            self.cells.push(next);
        }
        Cell::Lis(start)
    }

    pub fn list(&mut self, items: &[Cell]) -> Cell {
        self.list_with_tail(items, Cell::Atom(atoms::NIL))
    }

    /// Functor name and arity of a dereferenced callable/compound cell.
    pub fn functor_of(&self, c: Cell) -> Option<(Atom, u32)> {
        match c {
            Cell::Atom(a) => Some((a, 0)),
            Cell::Str(a) => match self.get(a) {
                Cell::Fun(f, n) => Some((f, n)),
                _ => None,
            },
            Cell::Lis(_) => Some((atoms::DOT, 2)),
            _ => None,
        }
    }

    /// The i-th argument (0-based) of a dereferenced compound cell, not dereferenced.
    #[inline]
    pub fn arg(&self, c: Cell, i: u32) -> Cell {
        match c {
            Cell::Str(a) => self.get(a + 1 + i),
            Cell::Lis(a) => self.get(a + i),
            _ => panic!("arg of non-compound"),
        }
    }

    /// Stores an integer, boxing it when it does not fit an `i64`.
    pub fn integer(&mut self, n: &BigInt) -> Cell {
        if let Ok(small) = i64::try_from(n) {
            return Cell::Int(small);
        }
        let (negative, limbs) = n.to_limbs();
        let kind = if negative { BlobKind::BigNeg } else { BlobKind::BigPos };
        let a = self.push(Cell::Blob(kind, limbs.len() as u32));
        self.cells.extend(limbs.iter().map(|&l| Cell::Raw(l)));
        Cell::Big(a)
    }

    /// Reads a boxed big integer at `a` (the target of a `Big` cell).
    pub fn bigint(&self, a: Addr) -> BigInt {
        let (kind, n) = match self.get(a) {
            Cell::Blob(k, n) => (k, n),
            other => panic!("bigint: not a blob: {other:?}"),
        };
        let limbs: Vec<u64> = self.cells[a as usize + 1..][..n as usize]
            .iter()
            .map(|c| match c {
                Cell::Raw(w) => *w,
                _ => 0,
            })
            .collect();
        BigInt::from_limbs(kind == BlobKind::BigNeg, &limbs)
    }

    /// Stores a canonical rational `num / den` (`den > 1`, no common
    /// factor; the caller normalises) as a `RatPos`/`RatNeg` blob.
    pub fn rational(&mut self, num: &BigInt, den: &BigInt) -> Cell {
        let (negative, num_limbs) = num.to_limbs();
        let (_, den_limbs) = den.to_limbs();
        let kind = if negative { BlobKind::RatNeg } else { BlobKind::RatPos };
        let words = 1 + num_limbs.len() + den_limbs.len();
        let a = self.push(Cell::Blob(kind, words as u32));
        self.cells.push(Cell::Raw(num_limbs.len() as u64));
        self.cells.extend(num_limbs.iter().chain(den_limbs.iter()).map(|&l| Cell::Raw(l)));
        Cell::Big(a)
    }

    /// Whether the blob at `a` (the target of a `Big` cell) is a rational.
    #[inline]
    pub fn is_rational_at(&self, a: Addr) -> bool {
        matches!(self.get(a), Cell::Blob(BlobKind::RatPos | BlobKind::RatNeg, _))
    }

    /// Numerator and denominator of the rational blob at `a`; `None` when
    /// it holds a big integer.
    pub fn rational_parts(&self, a: Addr) -> Option<(BigInt, BigInt)> {
        let (kind, n) = match self.get(a) {
            Cell::Blob(k @ (BlobKind::RatPos | BlobKind::RatNeg), n) => (k, n),
            _ => return None,
        };
        let words: Vec<u64> = (1..=n)
            .map(|i| match self.get(a + i) {
                Cell::Raw(w) => w,
                _ => 0,
            })
            .collect();
        let split = (words[0] as usize + 1).min(words.len());
        let num = BigInt::from_limbs(kind == BlobKind::RatNeg, &words[1..split]);
        let den = BigInt::from_limbs(false, &words[split..]);
        Some((num, den))
    }

    /// Whether the blobs at `x` and `y` (targets of `Big` cells) hold the
    /// same number. Both kinds are stored in canonical form, so a rational
    /// equals exactly the blob of the same words.
    pub fn same_number_blob(&self, x: Addr, y: Addr) -> bool {
        if !self.is_rational_at(x) && !self.is_rational_at(y) {
            return self.bigint(x) == self.bigint(y);
        }
        let size = self.blob_size(x);
        size == self.blob_size(y) && (0..size).all(|i| self.get(x + i).same(self.get(y + i)))
    }

    /// The text of the number blob at `a`: `123...` or `1r3`.
    pub fn number_blob_text(&self, a: Addr) -> String {
        match self.number_blob_text_stoppable(a, &Stop::default()) {
            Ok(text) => text,
            Err(Stopped) => unreachable!("a conversion without a flag was stopped"),
        }
    }

    /// [`Heap::number_blob_text`], giving up when `stop`'s flag rises:
    /// the decimal text of a number of millions of digits takes seconds.
    pub fn number_blob_text_stoppable(&self, a: Addr, stop: &Stop) -> Result<String, Stopped> {
        match self.rational_parts(a) {
            Some((num, den)) => Ok(format!("{}r{}", num.to_decimal_stoppable(stop)?, den.to_decimal_stoppable(stop)?)),
            None => self.bigint(a).to_decimal_stoppable(stop),
        }
    }

    /// `integer/1` of a dereferenced cell: a small integer or a boxed big
    /// integer (not a rational).
    #[inline]
    pub fn is_integer(&self, c: Cell) -> bool {
        match c {
            Cell::Int(_) => true,
            Cell::Big(a) => !self.is_rational_at(a),
            _ => false,
        }
    }

    /// `rational/1`: an integer or a rational.
    pub fn is_exact_number(&self, c: Cell) -> bool {
        matches!(c, Cell::Int(_) | Cell::Big(_))
    }

    /// Stores a string blob.
    pub fn string(&mut self, s: &str) -> Cell {
        let bytes = s.as_bytes();
        let a = self.push(Cell::Blob(BlobKind::Str, bytes.len() as u32));
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.cells.push(Cell::Raw(u64::from_le_bytes(word)));
        }
        Cell::Stg(a)
    }

    /// Reads a string blob at `a` (the target of a `Stg` cell).
    pub fn string_at(&self, a: Addr) -> String {
        let len = match self.get(a) {
            Cell::Blob(BlobKind::Str, n) => n as usize,
            other => panic!("string_at: not a string blob: {other:?}"),
        };
        let words = len.div_ceil(8);
        // Whole words are appended: room for them, so that a length that
        // is not a multiple of 8 does not grow the buffer on the last one.
        let mut bytes = Vec::with_capacity(words * 8);
        for i in 0..words {
            if let Cell::Raw(w) = self.get(a + 1 + i as u32) {
                bytes.extend_from_slice(&w.to_le_bytes());
            }
        }
        bytes.truncate(len);
        String::from_utf8(bytes).unwrap_or_default()
    }

    /// Number of heap words a blob occupies, header included.
    pub fn blob_size(&self, a: Addr) -> u32 {
        match self.get(a) {
            Cell::Blob(BlobKind::Str, n) => 1 + n.div_ceil(8),
            Cell::Blob(_, n) => 1 + n,
            _ => 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bigints_round_trip_through_the_heap() {
        let mut h = Heap::new();
        let n: BigInt = "-123456789012345678901234567890".parse().unwrap();
        let c = h.integer(&n);
        let Cell::Big(a) = c else { panic!() };
        assert_eq!(h.bigint(a), n);
        assert!(matches!(h.integer(&BigInt::from(42)), Cell::Int(42)));
    }

    #[test]
    fn rationals_round_trip_through_the_heap() {
        let mut h = Heap::new();
        let big: BigInt = "123456789012345678901234567890".parse().unwrap();
        for (n, d) in [(BigInt::from(-1), BigInt::from(3)), (big.clone(), BigInt::from(7)), (BigInt::from(5), big)] {
            let c = h.rational(&n, &d);
            let Cell::Big(a) = c else { panic!() };
            assert!(h.is_rational_at(a) && !h.is_integer(c) && h.is_exact_number(c));
            assert_eq!(h.rational_parts(a), Some((n, d)));
        }
        let Cell::Big(a) = h.integer(&"99999999999999999999".parse().unwrap()) else { panic!() };
        assert_eq!(h.rational_parts(a), None);
    }

    #[test]
    fn strings_round_trip_through_the_heap() {
        let mut h = Heap::new();
        for s in ["", "abc", "exactly8", "hosszú szöveg ő"] {
            let Cell::Stg(a) = h.string(s) else { panic!() };
            assert_eq!(h.string_at(a), s);
        }
    }

    #[test]
    fn deref_follows_chains() {
        let mut h = Heap::new();
        let v1 = h.new_var();
        let v2 = h.new_var();
        let Cell::Ref(a1) = v1 else { panic!() };
        h.set(a1, v2);
        assert!(h.deref(v1).same(v2));
        let Cell::Ref(a2) = v2 else { panic!() };
        h.set(a2, Cell::Int(7));
        assert!(matches!(h.deref(v1), Cell::Int(7)));
    }
}
