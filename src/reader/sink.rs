//! What the parser builds a term through. The parser decides the shape of
//! a term; a `Sink` decides where it goes: the node arena of a `ReadTerm`
//! (`tree.rs`, what consult and the positions need) or straight onto a
//! machine's heap (`to_heap.rs`, what read/1 uses, so a long list costs its
//! heap cells and nothing more). This file also owns the variable table
//! both share: names, occurrence counts, and what singletons they make.

use std::borrow::Cow;
use std::collections::HashMap;

use super::text::IntVal;
use super::{Node, Quotes, Shape, Span};

/// A term builder the parser drives. Sub-terms are built before the terms
/// that hold them; `Id` names one built sub-term.
pub(crate) trait Sink {
    /// A built sub-term, with what the parser needs to know of it.
    type Id: Copy;
    /// The items of a list being read, from its `[` to its `]`.
    type Items: Default;

    fn vars(&mut self) -> &mut VarTable;

    /// A leaf: an atom, a number or a string (never `Node::Compound` or
    /// `Node::Var`).
    fn push(&mut self, leaf: Node, span: Span) -> Self::Id;

    /// Variable `idx` of the term; `named` is its place among the named
    /// variables (`None` for `_`, which is always new).
    fn var_node(&mut self, idx: u32, named: Option<usize>, span: Span) -> Self::Id;

    fn compound(&mut self, name: impl Into<Cow<'static, str>>, args: Vec<Self::Id>, start: u32, end: u32) -> Self::Id;

    /// Adds the next item of a list.
    fn item(&mut self, items: &mut Self::Items, item: Self::Id);

    /// Closes a list that has at least one item: `'.'(I1, '.'(I2, ... Tail))`
    /// with `[]` for no tail.
    fn list(&mut self, items: Self::Items, tail: Option<Self::Id>, start: u32, end: u32) -> Self::Id;

    /// A double- or back-quoted item, per the relevant flag.
    fn text(&mut self, s: String, how: Quotes, span: Span) -> Self::Id;

    /// Where `id` was written.
    fn span(&self, id: Self::Id) -> Span;

    /// Where a term past the memory budget was made: the parse stops there.
    fn over_budget(&self) -> Option<Span>;

    /// Whether the functional notation `.key` may follow `id`: a variable,
    /// a dict, a dot call, a list or a string.
    fn dot_operand(&self, id: Self::Id) -> bool;

    /// The order of dict keys: integers, then atoms by their text; other
    /// terms (not keys) last.
    fn key_order(&self, id: Self::Id) -> (u8, i64, String);

    /// Records how `id` was written (for positions); most sinks keep none.
    fn shape(&mut self, _id: Self::Id, _shape: impl FnOnce() -> Shape) {}

    /// A dict's key, `:` and value of each pair in the order written.
    fn dict_shape(&mut self, _id: Self::Id, _pairs: Vec<(Self::Id, Span, Self::Id)>) {}

    /// Parentheses around `id`.
    fn paren(&mut self, _id: Self::Id, _span: Span) {}

    fn start(&self, id: Self::Id) -> u32 {
        self.span(id).start
    }

    /// `id` written as `Functor(...)` or with an operator at `functor`.
    fn term(&mut self, id: Self::Id, functor: Span) -> Self::Id {
        self.shape(id, || Shape::Term { functor });
        id
    }

    fn var(&mut self, name: String, span: Span) -> Self::Id {
        let (idx, named) = self.vars().occurrence(name, span);
        self.var_node(idx, named, span)
    }

    fn int(&mut self, v: IntVal, span: Span) -> Self::Id {
        match v {
            IntVal::Small(n) => self.push(Node::Int(n), span),
            IntVal::Big(b) => self.push(Node::BigInt(b), span),
        }
    }
}

struct VarInfo {
    idx: u32,
    /// Its place in `VarTable::names`.
    place: usize,
    count: u32,
    span: Span,
}

/// The variables of the term being read.
#[derive(Default)]
pub(crate) struct VarTable {
    vars: HashMap<String, VarInfo>,
    /// Named (non-`_`) variables in order of first occurrence, with their index.
    pub names: Vec<(String, u32)>,
    /// Distinct variables, every `_` counted separately.
    pub count: u32,
}

/// What the variables of a term read say, besides the term.
pub(crate) struct VarReport {
    /// Every named variable occurring once (read_term's `singletons`), by index.
    pub single_vars: Vec<u32>,
    /// Named variables occurring once whose name does not start with `_`.
    pub singletons: Vec<(String, Span)>,
    /// Variables marked as singletons (`_X`, `__X`) that occur more than once.
    pub marked_reused: Vec<(String, Span)>,
}

impl VarTable {
    /// One more occurrence of the variable `name`: its index, and its place
    /// among the named variables unless it is `_`.
    fn occurrence(&mut self, name: String, span: Span) -> (u32, Option<usize>) {
        if name == "_" {
            self.count += 1;
            return (self.count - 1, None);
        }
        if let Some(v) = self.vars.get_mut(&name) {
            v.count += 1;
            return (v.idx, Some(v.place));
        }
        let idx = self.count;
        self.count += 1;
        self.names.push((name.clone(), idx));
        let place = self.names.len() - 1;
        self.vars.insert(name, VarInfo { idx, place, count: 1, span });
        (idx, Some(place))
    }

    pub fn report(&self) -> VarReport {
        let single_vars =
            self.names.iter().filter(|(name, _)| self.vars[name].count == 1).map(|&(_, idx)| idx).collect();
        let singletons = self
            .names
            .iter()
            .filter(|(name, _)| !name.starts_with('_'))
            .filter_map(|(name, _)| {
                let v = &self.vars[name];
                (v.count == 1).then(|| (name.clone(), v.span))
            })
            .collect();
        // `_X` says "used once"; SWI-Prolog warns when it is not (`_x` is exempt).
        let marked_reused = self
            .names
            .iter()
            .filter(|(name, _)| name.len() > 1 && name.starts_with('_') && !name[1..].starts_with(char::is_lowercase))
            .filter_map(|(name, _)| {
                let v = &self.vars[name];
                (v.count > 1).then(|| (name.clone(), v.span))
            })
            .collect();
        VarReport { single_vars, singletons, marked_reused }
    }
}
