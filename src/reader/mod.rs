//! The reader: Prolog text to terms. Owns the tokenizer (`lexer`), the
//! operator table (`ops`), the operator-precedence parser (`parser`), which
//! builds through a `sink`: the term representation handed to the compiler
//! (`ReadTerm`, an arena of `Node`s, made by `tree`) or a heap term made
//! directly (`to_heap`, for read/1).

mod char_table;
pub mod chars;
pub mod decode;
pub mod error;
mod explain;
pub mod lexer;
pub mod ops;
mod parser;
mod sink;
mod text;
pub mod to_heap;
mod tree;
pub mod unicode_digits;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_errors;
#[cfg(test)]
mod tests_heap;
#[cfg(test)]
mod tests_iso;
#[cfg(test)]
mod tests_positions;
#[cfg(test)]
mod tests_swi;

pub use error::{Span, SyntaxError};
pub use ops::{OpDef, OpError, OpType, Ops};
pub use to_heap::HeapTerm;

use lexer::{Lexer, Tok};
use parser::Tokens;
use sink::Sink;

#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// Index into the term's variables; each `_` is a distinct variable.
    Var(u32),
    Atom(String),
    Int(i64),
    /// Only for values that do not fit in i64.
    BigInt(crate::arith::big::BigInt),
    /// A rational in canonical form: numerator, denominator (> 1); boxed
    /// so that every node stays small.
    Rational(Box<(crate::arith::big::BigInt, crate::arith::big::BigInt)>),
    Float(f64),
    /// Only produced for `double_quotes`/`back_quotes` = string.
    Str(String),
    /// Functor name and argument node ids; no arguments for `f()`, a
    /// compound of arity 0 (SWI-Prolog 7), which is not the atom `f`. The
    /// names the reader makes itself (`'.'` of every list cell, `{}`)
    /// are borrowed, so a long list allocates no name per cell.
    Compound(std::borrow::Cow<'static, str>, Vec<u32>),
}

/// One clause or term as read. Nodes live in a flat arena (children before
/// parents), so a deep term is dropped without recursion.
#[derive(Clone, Debug)]
pub struct ReadTerm {
    pub nodes: Vec<Node>,
    /// Parallel to `nodes`.
    pub spans: Vec<Span>,
    pub root: u32,
    /// Distinct variables, every `_` counted separately.
    pub var_count: u32,
    /// Named (non-`_`) variables in order of first occurrence.
    pub var_names: Vec<(String, u32)>,
    /// Named variables occurring once whose name does not start with `_`.
    pub singletons: Vec<(String, Span)>,
    /// Every named variable occurring once (read_term's `singletons`
    /// option, as ISO has it), by index.
    pub single_vars: Vec<u32>,
    /// Variables marked as singletons (`_X`, `__X`) that occur more than once.
    pub marked_reused: Vec<(String, Span)>,
    /// The whole clause text, without the end token.
    pub span: Span,
    /// Byte offset just after the end token.
    pub end: u32,
    /// Parallel to `nodes` when `ReadFlags::positions` was set, else empty:
    /// how each node was written, for read_term's `subterm_positions`.
    pub shapes: Vec<Shape>,
    /// Parentheses around nodes (`(a)`), innermost first; only with
    /// `ReadFlags::positions`.
    pub parens: Vec<(u32, Span)>,
}

/// How a node was written, which decides the form of its position term
/// (SWI-Prolog's subterm_positions). Node spans give the offsets.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A variable, atom, number, or `[]`: `From-To`.
    Plain,
    /// A double- or back-quoted text, whatever it was read as.
    Str,
    /// `{Arg}`.
    Brace,
    /// The outermost cell of `[...]`: how many items, whether `|Tail`.
    List { items: u32, tail: bool },
    /// `f(...)` or an operator term; the functor's or operator's token.
    Term { functor: Span },
    /// `Tag{...}`: the key node, the `:` and the value node of each pair,
    /// in the order written.
    Dict { pairs: Vec<(u32, Span, u32)> },
}

impl ReadTerm {
    pub fn node(&self, id: u32) -> &Node {
        &self.nodes[id as usize]
    }

    pub fn root_node(&self) -> &Node {
        self.node(self.root)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Quotes {
    Codes,
    Chars,
    Atom,
    String,
}

#[derive(Clone, Debug)]
pub struct ReadFlags {
    pub double_quotes: Quotes,
    pub back_quotes: Quotes,
    /// Keep what `ReadTerm::shapes` and `parens` hold (for positions).
    pub positions: bool,
    /// The most nodes one term may have: the machine's memory limit
    /// applied to the term being read ([`NODE_BYTES`] each). A term that
    /// needs more is an error with `SyntaxError::out_of_memory` set.
    pub max_nodes: usize,
    /// ISO mode (the flag `iso`): read only what ISO 13211-1 reads (see
    /// `parser::parse_clause` and `Lexer::set_iso`).
    pub iso: bool,
    /// The interrupt flag the parser looks at every few thousand steps: a
    /// term of millions of tokens takes seconds (`host/stop.rs`).
    pub stop: crate::host::stop::Stop,
}

impl Default for ReadFlags {
    fn default() -> Self {
        ReadFlags {
            double_quotes: Quotes::Codes,
            back_quotes: Quotes::Codes,
            positions: false,
            max_nodes: usize::MAX,
            iso: false,
            stop: crate::host::stop::Stop::default(),
        }
    }
}

/// What one node of a term being read costs until its term is on the
/// heap: the node and its span, its share of argument vectors, and the
/// cell the conversion to the heap keeps for it.
pub const NODE_BYTES: usize = std::mem::size_of::<Node>() + std::mem::size_of::<Span>() + 24;

/// A clause read for loading ([`Reader::next_for_load`]).
pub enum LoadRead {
    /// A clause of usual size, as a tree (positions of every subterm).
    Tree(ReadTerm),
    /// A clause too large for a tree, already on the heap.
    Heap(HeapTerm),
}

/// Reads clauses one at a time from a source text.
pub struct Reader<'a> {
    src: &'a str,
    toks: Tokens<'a>,
    /// After an error in a clause that ran into the head of the next one,
    /// resume at that head instead of skipping to the next end token.
    resume_at_heads: bool,
}

impl<'a> Reader<'a> {
    pub fn new(src: &'a str) -> Self {
        Reader::with_offset(src, 0)
    }

    /// Starts reading at byte `offset` (spans stay relative to `src`).
    pub fn with_offset(src: &'a str, offset: usize) -> Self {
        Reader { src, toks: Tokens::new(src, offset), resume_at_heads: false }
    }

    /// A reader for program text: after a syntax error it resumes at the
    /// next clause's head when the bad clause ran into it (a missing `.`,
    /// a `,` that should be `.`), so that clause is not lost. read/1 on a
    /// stream keeps ISO's rule (skip to the end token).
    pub fn for_program(src: &'a str) -> Self {
        Reader { src, toks: Tokens::new(src, 0), resume_at_heads: true }
    }

    /// Next clause/term terminated by an end token (`.` followed by layout,
    /// `%` or end of input). `Ok(None)` when only layout and comments remain.
    /// On `Err` the rest of the clause, up to and including its end token,
    /// has been skipped, so the next call reads the following clause. The
    /// error carries a hint in words where the reader can tell the cause.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self, ops: &Ops, flags: &ReadFlags) -> Result<Option<ReadTerm>, SyntaxError> {
        self.next_tree(ops, flags, true)
    }

    /// [`Reader::next`]; `skip_after_oom` says whether a term past the
    /// node budget is skipped (to go on after it) or left where it started
    /// (to be read again another way).
    fn next_tree(
        &mut self,
        ops: &Ops,
        flags: &ReadFlags,
        skip_after_oom: bool,
    ) -> Result<Option<ReadTerm>, SyntaxError> {
        let mut tree = tree::Tree::new(flags.positions, flags.max_nodes);
        Ok(self.read_into(ops, flags, &mut tree, skip_after_oom)?.map(|(root, span, end)| tree.finish(root, span, end)))
    }

    /// As [`Reader::next`], but builds the term straight onto `heap`, adding
    /// at most `max_cells` cells (the memory limit): no node tree, so the
    /// term costs its cells. On an error the heap is as it was.
    pub fn next_onto_heap(
        &mut self,
        ops: &Ops,
        flags: &ReadFlags,
        heap: &mut crate::term::Heap,
        atoms: &mut crate::term::AtomTable,
        max_cells: usize,
    ) -> Result<Option<HeapTerm>, SyntaxError> {
        let mark = heap.cells.len();
        let mut sink = to_heap::HeapSink::new(heap, atoms, max_cells);
        match self.read_into(ops, flags, &mut sink, true) {
            Ok(read) => Ok(read.map(|(root, span, end)| sink.finish(root, span, end))),
            Err(e) => {
                drop(sink);
                heap.cells.truncate(mark);
                Err(e)
            }
        }
    }

    /// The next clause of a program being loaded: as a node tree while it
    /// has at most `tree_nodes` nodes, else read again straight onto
    /// `heap` (at most `max_cells` cells), since a tree costs about ten
    /// times the term's cells (a 5,000,000-item list: 800 MB of tree,
    /// 80 MB of cells). `flags.max_nodes` is the memory limit's bound.
    pub fn next_for_load(
        &mut self,
        ops: &Ops,
        flags: &ReadFlags,
        heap: &mut crate::term::Heap,
        atoms: &mut crate::term::AtomTable,
        max_cells: usize,
        tree_nodes: usize,
    ) -> Result<Option<LoadRead>, SyntaxError> {
        let restart = self.toks.pos;
        let small = ReadFlags { max_nodes: flags.max_nodes.min(tree_nodes), ..flags.clone() };
        // A clause past the tree's budget is read again onto the heap, so
        // it is not skipped first: lexing the rest of a huge clause only to
        // come back took a quarter of a second for a 39 MB clause, which
        // Ctrl-C could not interrupt.
        let retry_onto_heap = tree_nodes < flags.max_nodes;
        match self.next_tree(ops, &small, !retry_onto_heap) {
            Err(e) if e.out_of_memory && retry_onto_heap => {
                self.toks = Tokens::new(self.src, restart);
                Ok(self.next_onto_heap(ops, flags, heap, atoms, max_cells)?.map(LoadRead::Heap))
            }
            read => Ok(read?.map(LoadRead::Tree)),
        }
    }

    /// The next clause into `sink`: its root, span and end (see
    /// `parser::parse_clause`), or `None` at the end of the text.
    fn read_into<S: Sink>(
        &mut self,
        ops: &Ops,
        flags: &ReadFlags,
        sink: &mut S,
        skip_after_oom: bool,
    ) -> Result<Option<(S::Id, Span, u32)>, SyntaxError> {
        self.toks.last_was_end = false;
        let at_eof = match self.toks.peek(0) {
            Ok(t) => matches!(t.tok, Tok::Eof),
            Err(_) => false,
        };
        if at_eof {
            self.toks.next().ok();
            return Ok(None);
        }
        let clause_start = self.toks.pos;
        match parser::parse_clause(&mut self.toks, ops, flags, sink) {
            Ok(t) => Ok(Some(t)),
            // Read again from the start when the caller goes on.
            Err(e) if e.interrupted => {
                self.toks = Tokens::new(self.src, clause_start);
                Err(e)
            }
            // No explanation: it would tokenize the whole term again.
            Err(e) if e.out_of_memory => {
                if skip_after_oom {
                    self.toks.skip_clause();
                }
                Err(e)
            }
            Err(e) => {
                let explained = explain::explain(self.src, clause_start, e);
                match explained.resume_at {
                    Some(at) if self.resume_at_heads && at > clause_start => self.toks = Tokens::new(self.src, at),
                    _ => self.toks.skip_clause(),
                }
                Err(explained.error)
            }
        }
    }

    /// Byte offset just after the last token consumed.
    pub fn offset(&self) -> usize {
        self.toks.pos
    }
}

/// `text` with an end token appended when it has none, so that a goal or
/// term given without its final `.` can be read.
pub fn with_end_token(text: &str) -> String {
    if term_end(text).is_some() {
        text.to_string()
    } else {
        format!("{text} .")
    }
}

/// If `src` holds a complete term (an end token outside quotes and
/// comments), the byte offset just after that end token.
pub fn term_end(src: &str) -> Option<usize> {
    let mut lx = Lexer::new(src, 0);
    loop {
        match lx.next_token() {
            Ok(t) if matches!(t.tok, Tok::End) => return Some(t.span.end as usize),
            Ok(t) if matches!(t.tok, Tok::Eof) => return None,
            _ => {}
        }
    }
}
