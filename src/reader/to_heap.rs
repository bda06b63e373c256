//! The sink that builds the term being read straight onto a heap, cell by
//! cell as the parser completes each sub-term: no node tree in between, so
//! reading a term costs its heap cells plus the parser's stack of open
//! constructs (its depth, not its size). A list is appended to as its
//! items are read: each item's list cell goes on the heap with a `[]` tail
//! that the next item's cell (or the list's end) overwrites. read/1 and
//! read_term/2 read through this; what needs the node tree (consult's
//! checks, subterm positions) reads through `tree.rs`.

use std::borrow::Cow;

use super::sink::{Sink, VarTable};
use super::{Node, Quotes, Span};
use crate::term::{atoms, Addr, Atom, AtomTable, Cell, Heap};

/// A sub-term on the heap and where it was written.
#[derive(Copy, Clone)]
pub(crate) struct HeapId {
    cell: Cell,
    span: Span,
}

/// The list cells of a list being read: the first and the last.
#[derive(Default)]
pub(crate) struct HeapItems {
    first: Option<Addr>,
    last: Addr,
}

/// A term read onto the heap.
pub struct HeapTerm {
    pub term: Cell,
    /// Named variables in order of first occurrence.
    pub names: Vec<(String, Cell)>,
    /// The named variables occurring once (ISO's `singletons`), in that order.
    pub singles: Vec<(String, Cell)>,
    /// Named variables occurring once whose name does not start with `_`,
    /// where each is (consult's singleton warning).
    pub singletons: Vec<(String, Span)>,
    /// Variables marked as singletons (`_X`) that occur more than once.
    pub marked_reused: Vec<(String, Span)>,
    /// The whole term's text, without the end token.
    pub span: Span,
    /// Byte offset just after the end token.
    pub end: u32,
}

pub(crate) struct HeapSink<'h> {
    heap: &'h mut Heap,
    atoms: &'h mut AtomTable,
    vars: VarTable,
    /// The cell of each named variable, by its place in `vars.names`.
    named: Vec<Cell>,
    /// The heap top the term may reach (the memory limit), and where a
    /// cell past it was made.
    limit: usize,
    over_budget: Option<Span>,
    /// The functor of the last compound built, which the next one often
    /// repeats (a list of `a-1` pairs).
    last_functor: Option<(Cow<'static, str>, Atom)>,
}

impl<'h> HeapSink<'h> {
    /// A sink that may add up to `max_cells` cells to `heap`.
    pub fn new(heap: &'h mut Heap, atoms: &'h mut AtomTable, max_cells: usize) -> HeapSink<'h> {
        let limit = (heap.top() as usize).saturating_add(max_cells);
        HeapSink {
            heap,
            atoms,
            vars: VarTable::default(),
            named: Vec::new(),
            limit,
            over_budget: None,
            last_functor: None,
        }
    }

    fn made(&mut self, cell: Cell, span: Span) -> HeapId {
        self.check(span);
        HeapId { cell, span }
    }

    /// Notes the first place where the heap has passed the limit.
    fn check(&mut self, span: Span) {
        if self.heap.top() as usize > self.limit && self.over_budget.is_none() {
            self.over_budget = Some(span);
        }
    }

    /// Whether `cells` more cells stay within the limit; if not, the read fails there.
    fn room_for(&mut self, cells: usize, span: Span) -> bool {
        if (self.heap.top() as usize).saturating_add(cells) > self.limit {
            self.over_budget.get_or_insert(span);
            return false;
        }
        true
    }

    fn functor(&mut self, name: Cow<'static, str>) -> Atom {
        match &self.last_functor {
            Some((text, atom)) if *text == name => *atom,
            _ => {
                let atom = self.atoms.intern(&name);
                self.last_functor = Some((name, atom));
                atom
            }
        }
    }

    /// The term parsed, its root `root`.
    pub fn finish(self, root: HeapId, span: Span, end: u32) -> HeapTerm {
        let report = self.vars.report();
        let names: Vec<(String, Cell)> =
            self.vars.names.iter().zip(&self.named).map(|((name, _), &cell)| (name.clone(), cell)).collect();
        let singles = self
            .vars
            .names
            .iter()
            .zip(&names)
            .filter(|((_, idx), _)| report.single_vars.contains(idx))
            .map(|(_, pair)| pair.clone())
            .collect();
        HeapTerm {
            term: root.cell,
            names,
            singles,
            singletons: report.singletons,
            marked_reused: report.marked_reused,
            span,
            end,
        }
    }
}

impl Sink for HeapSink<'_> {
    type Id = HeapId;
    type Items = HeapItems;

    fn vars(&mut self) -> &mut VarTable {
        &mut self.vars
    }

    fn push(&mut self, leaf: Node, span: Span) -> HeapId {
        let cell = match leaf {
            Node::Atom(name) => Cell::Atom(self.atoms.intern(&name)),
            Node::Int(i) => Cell::Int(i),
            Node::BigInt(b) => self.heap.integer(&b),
            Node::Rational(r) => self.heap.rational(&r.0, &r.1),
            Node::Float(f) => Cell::Flt(f),
            Node::Str(s) => self.heap.string(&s),
            Node::Var(_) | Node::Compound(..) => unreachable!("the parser builds variables and compounds by name"),
        };
        self.made(cell, span)
    }

    fn var_node(&mut self, _idx: u32, named: Option<usize>, span: Span) -> HeapId {
        let cell = match named {
            Some(place) if place < self.named.len() => self.named[place],
            Some(_) => {
                let v = self.heap.new_var();
                self.named.push(v);
                v
            }
            None => self.heap.new_var(),
        };
        self.made(cell, span)
    }

    fn compound(&mut self, name: impl Into<Cow<'static, str>>, args: Vec<HeapId>, start: u32, end: u32) -> HeapId {
        let f = self.functor(name.into());
        let cell = if args.is_empty() {
            self.heap.compound0(f)
        } else {
            let cells: Vec<Cell> = args.iter().map(|a| a.cell).collect();
            self.heap.compound(f, &cells)
        };
        self.made(cell, Span { start, end })
    }

    fn item(&mut self, items: &mut HeapItems, item: HeapId) {
        let at = self.heap.push2(item.cell, Cell::Atom(atoms::NIL));
        match items.first {
            Some(_) => self.heap.set(items.last + 1, Cell::Lis(at)),
            None => items.first = Some(at),
        }
        items.last = at;
        self.check(item.span);
    }

    fn list(&mut self, items: HeapItems, tail: Option<HeapId>, start: u32, end: u32) -> HeapId {
        let span = Span { start, end };
        let tail = tail.map_or(Cell::Atom(atoms::NIL), |t| t.cell);
        let Some(first) = items.first else {
            return self.made(tail, span);
        };
        self.heap.set(items.last + 1, tail);
        self.made(Cell::Lis(first), span)
    }

    fn text(&mut self, s: String, how: Quotes, span: Span) -> HeapId {
        let cell = match how {
            Quotes::Atom => Cell::Atom(self.atoms.intern(&s)),
            Quotes::String => self.heap.string(&s),
            // Two cells a character: fail before making them.
            Quotes::Codes | Quotes::Chars if !self.room_for(s.len().saturating_mul(2), span) => Cell::Atom(atoms::NIL),
            Quotes::Codes | Quotes::Chars => {
                let items: Vec<Cell> = s
                    .chars()
                    .map(|c| match how {
                        Quotes::Codes => Cell::Int(i64::from(u32::from(c))),
                        _ => Cell::Atom(self.atoms.intern(c.encode_utf8(&mut [0; 4]))),
                    })
                    .collect();
                self.heap.list(&items)
            }
        };
        self.made(cell, span)
    }

    fn span(&self, id: HeapId) -> Span {
        id.span
    }

    fn over_budget(&self) -> Option<Span> {
        self.over_budget
    }

    fn dot_operand(&self, id: HeapId) -> bool {
        match id.cell {
            Cell::Ref(_) | Cell::Stg(_) | Cell::Lis(_) => true,
            Cell::Str(a) => match self.heap.get(a) {
                Cell::Fun(f, n) => {
                    f == atoms::DICT_FUNCTOR || f == atoms::DICT_DOT || n == 2 && self.atoms.text(f) == "[|]"
                }
                _ => false,
            },
            _ => false,
        }
    }

    fn key_order(&self, id: HeapId) -> (u8, i64, String) {
        match id.cell {
            Cell::Int(i) => (0, i, String::new()),
            Cell::Atom(a) => (1, 0, self.atoms.text(a).to_string()),
            _ => (2, 0, String::new()),
        }
    }
}
