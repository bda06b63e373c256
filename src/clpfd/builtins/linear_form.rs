//! The linear reading of a constraint expression: `Σ k_i * root_i` as
//! coefficient-term pairs and a constant, following `+`, `-` (binary and
//! unary), unary `+`, multiplication by an integer and a left shift by
//! a known amount. Every other
//! subterm (a product of two variables, `abs/1`, an atom, ...) is a
//! *leaf*: it goes into the pairs as it is, and the walk stops there for
//! the caller to compile it (and then resume the walk) or to give up.
//!
//! The walk is generic over its integers: the relations' fast path reads
//! in `i128` and gives up when a coefficient outgrows it (or passes
//! 2^100) or an integer is big; the expression compiler reads in [`Int`],
//! unbounded like Prolog's integers, so that big integers in a constraint
//! behave as they do in is/2 (two that cancel out leave a constant that
//! fits). It keeps its own stack, so that deep expressions (the sum of a
//! long list) do not grow the Rust stack.

use crate::arith::big::BigInt;
use crate::term::{atoms, Cell, Heap};

/// Integer arithmetic of the walk.
pub(crate) trait Coef: Clone {
    fn zero() -> Self;
    /// The value of an integer cell, None if this width cannot hold it.
    fn integer(heap: &Heap, c: Cell) -> Option<Self>;
    fn neg(&self) -> Option<Self>;
    fn add(&self, other: &Self) -> Option<Self>;
    fn mul(&self, other: &Self) -> Option<Self>;
    /// Whether a multiplier is past what this width follows.
    fn too_large(&self) -> bool;
}

impl Coef for i128 {
    fn zero() -> Self {
        0
    }
    #[inline]
    fn integer(_: &Heap, c: Cell) -> Option<Self> {
        match c {
            Cell::Int(i) => Some(i as i128),
            _ => None,
        }
    }
    #[inline]
    fn neg(&self) -> Option<Self> {
        self.checked_neg()
    }
    #[inline]
    fn add(&self, other: &Self) -> Option<Self> {
        self.checked_add(*other)
    }
    #[inline]
    fn mul(&self, other: &Self) -> Option<Self> {
        crate::clpfd::wide_mul::checked_mul(*self, *other)
    }
    /// Coefficients stay far inside i128, so that the posting
    /// arithmetic over them (products with i64 values) cannot overflow.
    #[inline]
    fn too_large(&self) -> bool {
        self.unsigned_abs() > (1u128 << 100)
    }
}

/// An unbounded integer: in i128 while it fits, a big integer beyond.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Int {
    Small(i128),
    Big(BigInt),
}

impl Default for Int {
    fn default() -> Int {
        Int::Small(0)
    }
}

impl Int {
    fn of_big(b: BigInt) -> Int {
        i128::try_from(&b).map_or(Int::Big(b), Int::Small)
    }

    fn big(&self) -> BigInt {
        match self {
            Int::Small(i) => BigInt::from(*i),
            Int::Big(b) => b.clone(),
        }
    }

    /// The value of an integer cell.
    pub fn of_integer(heap: &Heap, c: Cell) -> Option<Int> {
        match c {
            Cell::Int(i) => Some(Int::Small(i as i128)),
            Cell::Big(a) if !heap.is_rational_at(a) => Some(Int::of_big(heap.bigint(a))),
            _ => None,
        }
    }

    pub fn negated(&self) -> Int {
        match self {
            Int::Small(i) => i.checked_neg().map_or_else(|| Int::of_big(-BigInt::from(*i)), Int::Small),
            Int::Big(b) => Int::of_big(-b),
        }
    }

    pub fn plus(&self, other: &Int) -> Int {
        match (self, other) {
            (Int::Small(a), Int::Small(b)) => {
                a.checked_add(*b).map_or_else(|| Int::of_big(self.big() + other.big()), Int::Small)
            }
            _ => Int::of_big(self.big() + other.big()),
        }
    }

    pub fn times(&self, other: &Int) -> Int {
        match (self, other) {
            (Int::Small(a), Int::Small(b)) => {
                a.checked_mul(*b).map_or_else(|| Int::of_big(self.big() * other.big()), Int::Small)
            }
            _ => Int::of_big(self.big() * other.big()),
        }
    }

    pub fn is_zero(&self) -> bool {
        *self == Int::Small(0)
    }

    pub fn is_one(&self) -> bool {
        *self == Int::Small(1)
    }

    /// The value as an FD integer: an i64 other than the two that stand
    /// for `inf` and `sup`.
    pub fn fd(&self) -> Option<i64> {
        match *self {
            Int::Small(i) if i > i64::MIN as i128 && i < i64::MAX as i128 => Some(i as i64),
            _ => None,
        }
    }

    pub fn compare(&self, other: &Int) -> std::cmp::Ordering {
        match (self, other) {
            (Int::Small(a), Int::Small(b)) => a.cmp(b),
            _ => self.big().cmp(&other.big()),
        }
    }
}

impl Coef for Int {
    fn zero() -> Self {
        Int::Small(0)
    }
    fn integer(heap: &Heap, c: Cell) -> Option<Self> {
        Int::of_integer(heap, c)
    }
    fn neg(&self) -> Option<Self> {
        Some(self.negated())
    }
    fn add(&self, other: &Self) -> Option<Self> {
        Some(self.plus(other))
    }
    fn mul(&self, other: &Self) -> Option<Self> {
        Some(self.times(other))
    }
    fn too_large(&self) -> bool {
        false
    }
}

/// Reads the linear form of `Σ k * root` over `roots` when it has no
/// leaf: its pairs into `pairs`, the constant returned. None when it has
/// a leaf or the integers outgrow `C`. `work` is the walk's stack (a
/// buffer the caller keeps for its capacity).
#[inline(always)]
pub(crate) fn linear_form<C: Coef>(
    heap: &Heap,
    roots: &[(Cell, C)],
    pairs: &mut Vec<(C, Cell)>,
    work: &mut Vec<(Cell, C)>,
) -> Option<C> {
    linear_form_within(heap, roots, pairs, work, usize::MAX).unwrap_or(None)
}

/// The walk of [`linear_form_within`] read more nodes than it was given.
pub(crate) struct TooLong;

/// [`linear_form`] reading at most `budget` nodes: `Err(TooLong)` past
/// them. A walk that ends read a finite term, so a caller that bounds it
/// need not check the term for cycles first (a cyclic term under `+`,
/// `-` and `*` never ends); only one that was too long may be cyclic.
#[inline(always)]
pub(crate) fn linear_form_within<C: Coef>(
    heap: &Heap,
    roots: &[(Cell, C)],
    pairs: &mut Vec<(C, Cell)>,
    work: &mut Vec<(Cell, C)>,
    budget: usize,
) -> Result<Option<C>, TooLong> {
    start(roots, pairs, work);
    let mut constant = C::zero();
    let mut budget = budget;
    match walk_within(heap, work, pairs, &mut constant, &mut budget) {
        Some(None) => Ok(Some(constant)),
        _ if budget == 0 => Err(TooLong),
        _ => Ok(None),
    }
}

/// Begins the walk of `Σ k * root` over `roots`.
#[inline(always)]
pub(crate) fn start<C: Coef>(roots: &[(Cell, C)], pairs: &mut Vec<(C, Cell)>, work: &mut Vec<(Cell, C)>) {
    pairs.clear();
    work.clear();
    for (t, k) in roots.iter().rev() {
        work.push((*t, k.clone()));
    }
}

/// Walks on, left to right, from the terms waiting on `work`: variables
/// go into `pairs` with their coefficients, integers into `constant`,
/// until a leaf, which goes into `pairs` as it is: `Some(Some(its
/// index))`, with the rest of the walk left on `work` for the caller to
/// resume once it has read the leaf. `Some(None)` at the end; None when
/// the integers outgrow `C`.
///
/// The linear operators are `A + B`, `A - B`, `-A`, `+A`, `K * A` and
/// `A * K` (K an integer; `K * A` is tried first).
#[inline(always)]
pub(crate) fn walk_to_leaf<C: Coef>(
    heap: &Heap,
    work: &mut Vec<(Cell, C)>,
    pairs: &mut Vec<(C, Cell)>,
    constant: &mut C,
) -> Option<Option<usize>> {
    let mut unbounded = usize::MAX;
    walk_within(heap, work, pairs, constant, &mut unbounded)
}

/// [`walk_to_leaf`] reading at most `budget` nodes (counted down): None
/// with `budget` at 0 when it stopped there.
#[inline(always)]
fn walk_within<C: Coef>(
    heap: &Heap,
    work: &mut Vec<(Cell, C)>,
    pairs: &mut Vec<(C, Cell)>,
    constant: &mut C,
    budget: &mut usize,
) -> Option<Option<usize>> {
    while let Some((t, k)) = work.pop() {
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        let t = heap.deref(t);
        let linear = match t {
            Cell::Ref(_) | Cell::Attv(_) => {
                pairs.push((k.clone(), t));
                true
            }
            Cell::Int(_) | Cell::Big(_) => match C::integer(heap, t) {
                Some(i) => {
                    *constant = constant.add(&k.mul(&i)?)?;
                    true
                }
                None => false,
            },
            Cell::Str(_) => match heap.functor_of(t) {
                Some((atoms::PLUS, 2)) => {
                    work.push((heap.arg(t, 1), k.clone()));
                    work.push((heap.arg(t, 0), k.clone()));
                    true
                }
                Some((atoms::MINUS, 2)) => {
                    work.push((heap.arg(t, 1), k.neg()?));
                    work.push((heap.arg(t, 0), k.clone()));
                    true
                }
                Some((atoms::MINUS, 1)) => {
                    work.push((heap.arg(t, 0), k.neg()?));
                    true
                }
                Some((atoms::PLUS, 1)) => {
                    work.push((heap.arg(t, 0), k.clone()));
                    true
                }
                Some((atoms::STAR, 2)) => {
                    let (a, b) = (heap.deref(heap.arg(t, 0)), heap.deref(heap.arg(t, 1)));
                    match (C::integer(heap, a), C::integer(heap, b)) {
                        (Some(i), _) => {
                            work.push((b, k.mul(&i)?));
                            true
                        }
                        (None, Some(i)) => {
                            work.push((a, k.mul(&i)?));
                            true
                        }
                        (None, None) => false,
                    }
                }
                // X << S, S a known shift below 63, is X * 2^S (SWI-Prolog
                // reads it so too).
                Some((atoms::SHIFT_LEFT, 2)) => match heap.deref(heap.arg(t, 1)) {
                    Cell::Int(s) if (0..63).contains(&s) => match C::integer(heap, Cell::Int(1 << s)) {
                        Some(p) => {
                            work.push((heap.arg(t, 0), k.mul(&p)?));
                            true
                        }
                        None => false,
                    },
                    _ => false,
                },
                _ => false,
            },
            _ => false,
        };
        if k.too_large() {
            return None;
        }
        if !linear {
            pairs.push((k, t));
            return Some(Some(pairs.len() - 1));
        }
    }
    Some(None)
}
