//! The machine word: a [`Cell`] is one slot of the heap, of an environment,
//! or of an argument register. It is `Copy` and 16 bytes.
//!
//! Heap layout of each kind of term:
//! - unbound variable at `a`: `heap[a] == Ref(a)`; a bound one holds its value;
//! - attributed variable at `a`: `heap[a] == Attv(a)` while unbound, and
//!   `heap[a+1]` holds its attribute list `att(Module, Value, More)` or `[]`;
//! - compound `f(x1..xn)` at `a`: `heap[a] == Fun(f, n)`, arguments at `a+1..=a+n`,
//!   referenced by `Str(a)`;
//! - list cell `[H|T]` at `a`: `heap[a] == H`, `heap[a+1] == T`, referenced by `Lis(a)`;
//! - big integer / rational / string at `a`: `heap[a] == Blob(kind, n)`
//!   followed by `n` `Raw` words (see `heap.rs`), referenced by `Big(a)`
//!   (integers and rationals) / `Stg(a)`.

use super::atom::Atom;

/// Heap address.
pub type Addr = u32;

// The tag takes a whole word, so that a cell is two machine words that
// copy as two moves (with the default layout some variants keep fields in
// the tag's word and every copy moves it piece by piece).
#[derive(Copy, Clone, Debug)]
#[repr(u64)]
pub enum Cell {
    /// Reference to a variable cell (unbound when it refers to itself).
    Ref(Addr),
    /// Reference to an attributed variable cell.
    Attv(Addr),
    Atom(Atom),
    Int(i64),
    Flt(f64),
    /// Reference to a compound term's functor cell.
    Str(Addr),
    /// Reference to a list cell pair.
    Lis(Addr),
    /// Functor header: name and arity.
    Fun(Atom, u32),
    /// Reference to a boxed big integer or rational (the blob's kind tells).
    Big(Addr),
    /// Reference to a boxed string.
    Stg(Addr),
    /// Header of a boxed value: its kind and the number of `Raw` words after it.
    Blob(BlobKind, u32),
    /// Untyped payload word inside a blob.
    Raw(u64),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BlobKind {
    /// Magnitude limbs (little-endian u64) of a non-negative big integer.
    BigPos,
    /// Magnitude limbs of a negative big integer.
    BigNeg,
    /// A canonical rational `N/D` (`D > 1`) of non-negative `N`: the
    /// number of numerator limbs, the numerator's limbs, the denominator's.
    RatPos,
    /// The same for a negative numerator (its magnitude is stored).
    RatNeg,
    /// UTF-8 bytes packed eight to a word; the header's count is the byte length.
    Str,
}

const _: () = assert!(std::mem::size_of::<Cell>() <= 16);

impl Cell {
    /// Bitwise identity (floats compared by bits); used for "is the same cell".
    pub fn same(self, other: Cell) -> bool {
        use Cell::*;
        match (self, other) {
            (Ref(a), Ref(b)) | (Attv(a), Attv(b)) | (Str(a), Str(b)) | (Lis(a), Lis(b)) => a == b,
            (Big(a), Big(b)) | (Stg(a), Stg(b)) => a == b,
            (Atom(a), Atom(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (Flt(a), Flt(b)) => a.to_bits() == b.to_bits(),
            (Fun(a, n), Fun(b, m)) => a == b && n == m,
            (Blob(k, n), Blob(l, m)) => k == l && n == m,
            (Raw(a), Raw(b)) => a == b,
            _ => false,
        }
    }

    pub fn is_var_ref(self) -> bool {
        matches!(self, Cell::Ref(_) | Cell::Attv(_))
    }

    pub fn is_atomic(self) -> bool {
        matches!(self, Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_) | Cell::Big(_) | Cell::Stg(_))
    }

    pub fn is_callable(self) -> bool {
        matches!(self, Cell::Atom(_) | Cell::Str(_) | Cell::Lis(_))
    }

    pub fn is_number(self) -> bool {
        matches!(self, Cell::Int(_) | Cell::Flt(_) | Cell::Big(_))
    }
}
