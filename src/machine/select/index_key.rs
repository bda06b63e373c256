//! Index keys: what a clause head's or a call's argument is indexed by
//! ([`Key`]), the packed word the clause scans compare ([`KeyWord`]), the
//! argument positions (including [`LIST_HEAD`], the argument inside a
//! compound first argument), and the maps keyed by them.

use crate::term::fast_hash::FastHasher;
use crate::term::{Atom, Cell, Heap};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// The first-argument key of a clause head or of a call.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    Atom(Atom),
    Int(i64),
    Functor(Atom, u32),
    /// Floats, big integers and strings: never indexed, always tried.
    Other,
}

/// A first-argument key packed in one word for the linear clause scans:
/// 0 for a variable (matches every key), otherwise a two-bit kind and the
/// key's value. Integers keep their low 62 bits, so two integers that
/// differ only above them share a word: the scan then tries a clause that
/// unification rejects, which costs a choicepoint but never an answer.
pub type KeyWord = u64;

/// The low 62 bits, where a [`KeyWord`] keeps an integer key.
const LOW62: u64 = (1 << 62) - 1;

/// The [`KeyWord`] of a key.
#[inline]
pub fn key_word(k: Option<Key>) -> KeyWord {
    match k {
        None => 0,
        // Kind 0 with a non-zero value: floats, big integers, strings.
        Some(Key::Other) => 1,
        Some(Key::Atom(a)) => 1 << 62 | a.index() as u64,
        Some(Key::Functor(f, n)) => 2 << 62 | (n as u64 & 0x3FFF_FFFF) << 32 | f.index() as u64,
        Some(Key::Int(i)) => 3 << 62 | (i as u64 & LOW62),
    }
}

/// The [`KeyWord`] of a call's first argument, straight from the heap
/// (the same word as `key_word(key_of(heap, c))`, without the `Key` in
/// between: this runs at every call).
#[inline(always)]
pub fn key_word_of(heap: &Heap, c: Cell) -> KeyWord {
    match heap.deref(c) {
        Cell::Ref(_) | Cell::Attv(_) => 0,
        Cell::Atom(a) => 1 << 62 | a.index() as u64,
        Cell::Int(i) => 3 << 62 | (i as u64 & LOW62),
        Cell::Lis(_) => key_word(Some(LIST_KEY)),
        Cell::Str(a) => match heap.get(a) {
            Cell::Fun(f, n) => 2 << 62 | (n as u64 & 0x3FFF_FFFF) << 32 | f.index() as u64,
            _ => 1,
        },
        _ => 1,
    }
}

/// The key of a first argument that is a list.
pub const LIST_KEY: Key = Key::Functor(crate::term::atoms::DOT, 2);

/// The argument number that stands for the first argument of a compound
/// first argument (the first element of a list): the just-in-time indexes
/// (`arg_index.rs`) treat it as one more argument, so clauses that tell
/// lists apart by their first element (`p([a|T])`, `p([b|T])`, ...) are
/// selected without trying each, and so are clauses that share a first
/// argument's functor and differ inside it (`fix(zero)`, `fix(add1(A))`:
/// "deep indexing", see
/// [`ClauseList::candidates_for_call`](crate::machine::database::ClauseList::candidates_for_call)).
pub const LIST_HEAD: u32 = u32::MAX;

/// The key of argument `i` (0-based; [`LIST_HEAD`] included) of a call
/// whose arguments `arg` gives.
#[inline]
pub fn call_arg_key(heap: &Heap, arg: impl Fn(u32) -> Cell, i: u32) -> Option<Key> {
    if i != LIST_HEAD {
        return key_of(heap, arg(i));
    }
    match heap.deref(arg(0)) {
        Cell::Lis(a) => key_of(heap, heap.get(a)),
        Cell::Str(a) => match heap.get(a) {
            Cell::Fun(_, n) if n > 0 => key_of(heap, heap.get(a + 1)),
            _ => None,
        },
        _ => None,
    }
}

/// The arguments of a call, in the argument registers: what clause
/// selection reads of them.
#[derive(Clone, Copy)]
pub struct CallArgs<'a> {
    pub heap: &'a Heap,
    /// The argument registers (at least `arity` of them).
    pub x: &'a [Cell],
    pub arity: u32,
}

impl CallArgs<'_> {
    /// The key word of the first argument: 0 for a variable or no argument.
    #[inline]
    pub fn first_word(&self) -> KeyWord {
        if self.arity > 0 {
            key_word_of(self.heap, self.x[0])
        } else {
            0
        }
    }

    /// The key of the first argument: None for a variable or no argument.
    #[inline]
    pub fn first_key(&self) -> Option<Key> {
        if self.arity > 0 {
            key_of(self.heap, self.x[0])
        } else {
            None
        }
    }

    /// The key of argument `i` (0-based; [`LIST_HEAD`] included).
    #[inline]
    pub fn key(&self, i: u32) -> Option<Key> {
        call_arg_key(self.heap, |j| self.x[j as usize], i)
    }

    /// The key word of the first argument inside a compound first
    /// argument ([`LIST_HEAD`]): 0 when it is a variable or there is none.
    #[inline]
    pub fn inner_word(&self) -> KeyWord {
        if self.arity == 0 {
            return 0;
        }
        match self.heap.deref(self.x[0]) {
            Cell::Lis(a) => key_word_of(self.heap, self.heap.get(a)),
            Cell::Str(a) => match self.heap.get(a) {
                Cell::Fun(_, n) if n > 0 => key_word_of(self.heap, self.heap.get(a + 1)),
                _ => 0,
            },
            _ => 0,
        }
    }
}

/// The key of argument `i` (0-based; [`LIST_HEAD`] included) of a clause
/// head: a first argument that is atomic has no first argument, so no
/// call with a compound there can match it (`Key::Other`).
pub fn head_arg_key(heap: &Heap, head: Cell, i: u32) -> Option<Key> {
    let h @ Cell::Str(_) = heap.deref(head) else { return None };
    if i != LIST_HEAD {
        return key_of(heap, heap.arg(h, i));
    }
    match heap.deref(heap.arg(h, 0)) {
        Cell::Lis(a) => key_of(heap, heap.get(a)),
        Cell::Str(a) => match heap.get(a) {
            Cell::Fun(_, n) if n > 0 => key_of(heap, heap.get(a + 1)),
            _ => Some(Key::Other),
        },
        Cell::Ref(_) | Cell::Attv(_) => None,
        _ => Some(Key::Other),
    }
}

pub fn key_of(heap: &Heap, c: Cell) -> Option<Key> {
    match heap.deref(c) {
        Cell::Ref(_) | Cell::Attv(_) => None,
        Cell::Atom(a) => Some(Key::Atom(a)),
        Cell::Int(i) => Some(Key::Int(i)),
        Cell::Str(a) => match heap.get(a) {
            Cell::Fun(f, n) => Some(Key::Functor(f, n)),
            _ => Some(Key::Other),
        },
        Cell::Lis(_) => Some(LIST_KEY),
        _ => Some(Key::Other),
    }
}

/// A map keyed by index keys.
pub type KeyMap<V> = HashMap<Key, V, BuildHasherDefault<FastHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::Machine;

    /// The word a call computes straight from the heap is the word of the
    /// key the clause side stores, for every kind of first argument.
    #[test]
    fn key_word_of_agrees_with_key_word_of_the_key() {
        let mut m = Machine::new();
        let mut cells = Vec::new();
        for text in ["foo", "[]", "42", "-7", "4611686018427387904", "f(a, b)", "[1, 2]", "\"str\"", "2.5", "X", "g(Y)"]
        {
            let (t, _) = m.parse_term_text(text).expect("term");
            cells.push(t);
            if let Some((_, n)) = m.heap.functor_of(t) {
                if n == 1 {
                    cells.push(m.heap.arg(t, 0));
                }
            }
        }
        for c in cells {
            assert_eq!(key_word_of(&m.heap, c), key_word(key_of(&m.heap, c)), "{c:?}");
        }
    }
}
