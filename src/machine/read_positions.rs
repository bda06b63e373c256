//! What read_term/2,3 tells besides the term: the layout of what was read
//! as SWI-Prolog's position terms (`subterm_positions`: `From-To`,
//! `string_position/2`, `brace_term_position/3`, `list_position/4`,
//! `term_position/5`, `dict_position/5` with `key_value_position/7`,
//! `parentheses_term_position/3`), the comments read with it (`comments`)
//! and where it starts (`term_position`, a `'$stream_position'/4`).
//! Offsets are characters from the start of the stream or text; the
//! reader's spans are bytes of the text read, so they are converted here.

use std::collections::HashMap;

use crate::machine::Machine;
use crate::reader::lexer::{Lexer, Tok};
use crate::reader::{Node, ReadTerm, Shape, Span};
use crate::term::{atoms, Cell};

/// Where the text a term was read from starts: its character, line,
/// line position and byte in the stream. Text read by term_string/3 and
/// the like counts lines from 0, as SWI-Prolog's string streams do.
#[derive(Clone, Copy, Debug, Default)]
pub struct TextOrigin {
    pub chars: u64,
    pub line: u64,
    pub column: u64,
    pub bytes: u64,
}

/// Byte offsets of one text to character offsets, without a table for
/// ASCII text (the common case).
struct CharOffsets {
    base: i64,
    table: Option<Vec<u32>>,
}

impl CharOffsets {
    fn new(text: &str, base: u64) -> CharOffsets {
        let table = (!text.is_ascii()).then(|| {
            let mut t = vec![0u32; text.len() + 1];
            let mut n = 0u32;
            for (i, c) in text.char_indices() {
                for k in 0..c.len_utf8() {
                    t[i + k] = n;
                }
                n += 1;
            }
            t[text.len()] = n;
            t
        });
        CharOffsets { base: base as i64, table }
    }

    fn at(&self, byte: u32) -> i64 {
        match &self.table {
            None => self.base + i64::from(byte),
            Some(t) => self.base + i64::from(t[(byte as usize).min(t.len() - 1)]),
        }
    }
}

impl Machine {
    /// `'$stream_position'(Char, Line, LinePos, Byte)` of byte `at` of
    /// `text`, which starts at `origin`.
    pub fn stream_position_in(&mut self, text: &str, at: usize, origin: TextOrigin, with_bytes: bool) -> Cell {
        let before = &text[..at.min(text.len())];
        let newlines = before.matches('\n').count() as u64;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let in_line = before[line_start..].chars().count() as u64;
        let column = if newlines == 0 { origin.column + in_line } else { in_line };
        let chars = origin.chars + before.chars().count() as u64;
        let bytes = if with_bytes { origin.bytes + at as u64 } else { 0 };
        let f = self.atoms.intern("$stream_position");
        let fields = [chars, origin.line + newlines, column, bytes].map(|n| Cell::Int(n as i64));
        self.heap.compound(f, &fields)
    }

    /// The comments between the start of `text` and byte `end` (the end of
    /// the term read), as `Pos-String` items; Pos is a stream position, or
    /// `-` when `positions` is false (as SWI-Prolog's term_string/3 gives
    /// them without subterm_positions).
    pub fn comments_in(&mut self, text: &str, end: usize, origin: TextOrigin, positions: bool) -> Cell {
        let mut found = Vec::new();
        let mut lx = Lexer::new(text, 0);
        let mut prev = 0usize;
        while prev < end {
            let (start, next) = match lx.next_token() {
                Ok(t) if matches!(t.tok, Tok::Eof) => (end.min(text.len()), end),
                Ok(t) => (t.span.start as usize, t.span.end as usize),
                Err(_) => break,
            };
            comments_of_layout(text, prev, start.min(end), &mut found);
            prev = next;
        }
        let mut items = Vec::with_capacity(found.len());
        for (from, to) in found {
            let pos =
                if positions { self.stream_position_in(text, from, origin, false) } else { Cell::Atom(atoms::MINUS) };
            let s = self.heap.string(&text[from..to]);
            items.push(self.heap.compound(atoms::MINUS, &[pos, s]));
        }
        self.heap.list(&items)
    }

    /// The position term of a term read from `text` with
    /// `ReadFlags::positions` set, its offsets counted from `origin`.
    pub fn position_term(&mut self, rt: &ReadTerm, text: &str, origin: TextOrigin) -> Cell {
        let offsets = CharOffsets::new(text, origin.chars);
        let mut parens: HashMap<u32, Vec<Span>> = HashMap::new();
        for &(id, span) in &rt.parens {
            parens.entry(id).or_default().push(span);
        }
        let mut done: Vec<Option<Cell>> = vec![None; rt.nodes.len()];
        let mut stack = vec![(rt.root, false)];
        while let Some((id, expanded)) = stack.pop() {
            if done[id as usize].is_some() {
                continue;
            }
            let parts = parts(rt, id);
            if !expanded {
                stack.push((id, true));
                stack.extend(parts.iter().rev().filter(|&&p| done[p as usize].is_none()).map(|&p| (p, false)));
                continue;
            }
            let inner = self.node_position(rt, id, &parts, &done, &parens, &offsets);
            let mut cell = inner;
            for span in parens.get(&id).into_iter().flatten() {
                let f = self.atoms.intern("parentheses_term_position");
                cell = self.heap.compound(f, &[pos(&offsets, span.start), pos(&offsets, span.end), cell]);
            }
            done[id as usize] = Some(cell);
        }
        done[rt.root as usize].unwrap_or(Cell::Atom(atoms::NIL))
    }

    /// The position of node `id` inside its parentheses, its parts done.
    fn node_position(
        &mut self,
        rt: &ReadTerm,
        id: u32,
        parts: &[u32],
        done: &[Option<Cell>],
        parens: &HashMap<u32, Vec<Span>>,
        offsets: &CharOffsets,
    ) -> Cell {
        let span = rt.spans[id as usize];
        let of = |p: u32| done[p as usize].unwrap_or(Cell::Atom(atoms::NIL));
        let outer = |p: u32| parens.get(&p).and_then(|v| v.last()).copied().unwrap_or(rt.spans[p as usize]);
        let (from, to) = (pos(offsets, span.start), pos(offsets, span.end));
        match rt.shapes.get(id as usize).unwrap_or(&Shape::Plain) {
            Shape::Plain => self.heap.compound(atoms::MINUS, &[from, to]),
            Shape::Str => self.named("string_position", &[from, to]),
            Shape::Brace => {
                let arg = of(parts[0]);
                self.named("brace_term_position", &[from, to, arg])
            }
            Shape::List { items, tail } => {
                let elems: Vec<Cell> = parts[..*items as usize].iter().map(|&p| of(p)).collect();
                let elems = self.heap.list(&elems);
                let tail = if *tail { of(parts[*items as usize]) } else { Cell::Atom(self.atoms.intern("none")) };
                self.named("list_position", &[from, to, elems, tail])
            }
            Shape::Term { functor } => {
                // An operator's left operand may start (and a right one
                // end) with a parenthesis outside the node's own span.
                let start = parts.iter().map(|&p| outer(p).start).fold(span.start, u32::min);
                let end = parts.iter().map(|&p| outer(p).end).fold(span.end, u32::max);
                let args: Vec<Cell> = parts.iter().map(|&p| of(p)).collect();
                let args = self.heap.list(&args);
                let fields = [
                    pos(offsets, start),
                    pos(offsets, end),
                    pos(offsets, functor.start),
                    pos(offsets, functor.end),
                    args,
                ];
                self.named("term_position", &fields)
            }
            Shape::Dict { pairs } => {
                let tag = match &rt.nodes[id as usize] {
                    Node::Compound(_, args) if !args.is_empty() => rt.spans[args[0] as usize],
                    _ => span,
                };
                let mut kvs = Vec::with_capacity(pairs.len());
                for &(k, colon, v) in pairs {
                    let key = match &rt.nodes[k as usize] {
                        Node::Int(i) => Cell::Int(*i),
                        Node::Atom(a) => Cell::Atom(self.atoms.intern(a)),
                        _ => Cell::Atom(atoms::NIL),
                    };
                    let fields = [
                        pos(offsets, rt.spans[k as usize].start),
                        pos(offsets, outer(v).end),
                        pos(offsets, colon.start),
                        pos(offsets, colon.end),
                        key,
                        of(k),
                        of(v),
                    ];
                    kvs.push(self.named("key_value_position", &fields));
                }
                let kvs = self.heap.list(&kvs);
                self.named("dict_position", &[from, to, pos(offsets, tag.start), pos(offsets, tag.end), kvs])
            }
        }
    }

    fn named(&mut self, name: &str, args: &[Cell]) -> Cell {
        let f = self.atoms.intern(name);
        self.heap.compound(f, args)
    }
}

fn pos(offsets: &CharOffsets, byte: u32) -> Cell {
    Cell::Int(offsets.at(byte))
}

/// The nodes whose positions the position of `id` holds, in order: the
/// arguments of a term, the items (and tail) of a list, the keys and
/// values of a dict.
fn parts(rt: &ReadTerm, id: u32) -> Vec<u32> {
    let args = |n: u32| match &rt.nodes[n as usize] {
        Node::Compound(_, args) => args.as_slice(),
        _ => &[],
    };
    match rt.shapes.get(id as usize) {
        Some(Shape::Term { .. }) => args(id).to_vec(),
        Some(Shape::Brace) => args(id).iter().take(1).copied().collect(),
        Some(Shape::List { items, tail }) => {
            let mut out = Vec::with_capacity(*items as usize + 1);
            let mut cell = id;
            for _ in 0..*items {
                match args(cell) {
                    [head, rest] => {
                        out.push(*head);
                        cell = *rest;
                    }
                    _ => break,
                }
            }
            if *tail {
                out.push(cell);
            }
            out
        }
        Some(Shape::Dict { pairs }) => pairs.iter().flat_map(|&(k, _, v)| [k, v]).collect(),
        _ => Vec::new(),
    }
}

/// The comments in `text[from..to]`, which holds only layout and comments.
fn comments_of_layout(text: &str, from: usize, to: usize, found: &mut Vec<(usize, usize)>) {
    let Some(gap) = text.get(from..to) else {
        return;
    };
    let mut i = 0;
    while i < gap.len() {
        let rest = &gap[i..];
        if rest.starts_with('%') {
            let n = rest.find('\n').unwrap_or(rest.len());
            found.push((from + i, from + i + n));
            i += n;
        } else if rest.starts_with("/*") {
            let n = rest[2..].find("*/").map_or(rest.len(), |k| k + 4);
            found.push((from + i, from + i + n));
            i += n;
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
}
