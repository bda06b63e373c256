//! Operator-precedence parser (ISO 6.3): tokens to a `ReadTerm`. It runs as
//! a state machine over an explicit stack of pending constructs (operator
//! applications, argument lists, lists, brackets) instead of recursing, so
//! nesting depth is limited by memory rather than by the Rust stack.

use std::collections::VecDeque;

use super::lexer::{Lexer, Tok, Token};
use super::sink::Sink;
use super::text::{self, IntVal};
use super::{Node, Ops, ReadFlags, Shape, Span, SyntaxError};

/// Token source with lookahead, shared across clauses of one `Reader`.
pub(crate) struct Tokens<'a> {
    lx: Lexer<'a>,
    buf: VecDeque<Result<Token, SyntaxError>>,
    /// Byte offset just after the last consumed token.
    pub pos: usize,
    /// The last consumed token was an end token.
    pub last_was_end: bool,
    /// ISO mode (the flag `iso`, given with each clause's `ReadFlags`):
    /// the lexer reads ISO's tokens only, and the parser applies ISO's
    /// rules where SWI-Prolog's differ (see `parse_clause`).
    pub iso: bool,
}

impl<'a> Tokens<'a> {
    pub fn new(src: &'a str, offset: usize) -> Tokens<'a> {
        let lx = Lexer::new(src, offset);
        let pos = lx.offset();
        Tokens { lx, buf: VecDeque::new(), pos, last_was_end: false, iso: false }
    }

    /// Sets the mode for what is read from here on; tokens already looked
    /// ahead at in the other mode are read again.
    pub fn set_iso(&mut self, iso: bool) {
        if iso == self.iso {
            return;
        }
        self.iso = iso;
        self.lx.set_iso(iso);
        if !self.buf.is_empty() {
            self.buf.clear();
            self.lx.restart_at(self.pos);
        }
    }

    pub fn peek(&mut self, k: usize) -> Result<&Token, SyntaxError> {
        while self.buf.len() <= k {
            let t = self.lx.next_token();
            self.buf.push_back(t);
        }
        match &self.buf[k] {
            Ok(t) => Ok(t),
            Err(e) => Err(e.clone()),
        }
    }

    pub fn next(&mut self) -> Result<Token, SyntaxError> {
        let t = match self.buf.pop_front() {
            Some(t) => t,
            None => self.lx.next_token(),
        };
        match &t {
            Ok(tok) => {
                self.pos = tok.span.end as usize;
                self.last_was_end = matches!(tok.tok, Tok::End);
            }
            Err(_) => self.last_was_end = false,
        }
        t
    }

    /// Error recovery: drop tokens up to and including the next end token,
    /// unless the clause's end token has already been consumed.
    pub fn skip_clause(&mut self) {
        if self.last_was_end {
            return;
        }
        loop {
            if let Ok(t) = self.next() {
                if matches!(t.tok, Tok::End) || matches!(t.tok, Tok::Eof) {
                    return;
                }
            }
        }
    }
}

/// Where a term is being read. Arguments and list elements are read as in
/// SWI-Prolog: at priority 1200 (so `f(a:-b)` and `f(a;b)` read) but with
/// `,` (and `|` in lists) ending the element at any operator depth. ISO
/// would read them at 999.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Ctx {
    Term,
    Arg,
    Elem,
}

/// Maximum priority and context of the term a frame continues with.
#[derive(Copy, Clone)]
struct Outer {
    maxp: u32,
    ctx: Ctx,
}

enum Frame<S: Sink> {
    Prefix {
        name: String,
        start: u32,
        /// End of the operator token.
        op_end: u32,
        prio: u32,
        out: Outer,
    },
    Infix {
        name: String,
        left: S::Id,
        /// The operator token.
        op: Span,
        prio: u32,
        out: Outer,
    },
    Paren {
        start: u32,
        out: Outer,
    },
    Args {
        name: String,
        start: u32,
        /// End of the functor token.
        fend: u32,
        args: Vec<S::Id>,
        out: Outer,
    },
    List {
        start: u32,
        items: S::Items,
        out: Outer,
    },
    Tail {
        start: u32,
        items: S::Items,
        out: Outer,
    },
    Curly {
        start: u32,
        out: Outer,
    },
    /// A dict's pairs so far, and the key whose value is being read.
    Dict {
        tag: S::Id,
        start: u32,
        pairs: Vec<(S::Id, S::Id)>,
        /// The `:` after each key of `pairs`, then after `key`.
        colons: Vec<Span>,
        key: S::Id,
        out: Outer,
    },
    /// `Left.f(...)`: the function call after the dot is being read.
    Dot {
        left: S::Id,
        out: Outer,
    },
}

enum State<Id> {
    /// A term of at most this priority must start here.
    Need(Outer),
    /// A term (node, its priority) has been read, within this maximum.
    Have(Id, u32, Outer),
}

const TOP: Outer = Outer { maxp: 1200, ctx: Ctx::Term };
const ARG: Outer = Outer { maxp: 1200, ctx: Ctx::Arg };
const ELEM: Outer = Outer { maxp: 1200, ctx: Ctx::Elem };

/// An argument or a list element: ISO reads it at priority 999.
fn arg_ctx(toks: &Tokens, ctx: Outer) -> Outer {
    if toks.iso {
        Outer { maxp: 999, ..ctx }
    } else {
        ctx
    }
}

/// ISO 6.3.1.3: an atom that is an operator is a term of priority 1201,
/// so it cannot be an operand, except bracketed or as an argument or list
/// element of its own.
const OPERATOR_ATOM: u32 = 1201;

/// Tokens after which a prefix operator cannot have an operand, so it is an atom.
fn ends_operand(t: &Tok) -> bool {
    matches!(t, Tok::Close | Tok::CloseList | Tok::CloseCurly | Tok::Comma | Tok::Bar | Tok::End | Tok::Eof)
}

fn name_of(t: &Tok) -> Option<&str> {
    match t {
        Tok::Name(n) | Tok::QName(n) => Some(n),
        _ => None,
    }
}

/// The error for a token that cannot continue the construct being read.
fn unexpected(t: &Token, ops: &Ops, expected: &str) -> SyntaxError {
    let msg = match &t.tok {
        Tok::End => format!("unexpected end of clause, expected {expected}"),
        Tok::Eof => "unexpected end of file".to_string(),
        Tok::Name(n) | Tok::QName(n) if ops.infix(n).is_some() || ops.postfix(n).is_some() => {
            "operator priority clash".to_string()
        }
        Tok::Name(_)
        | Tok::QName(_)
        | Tok::Var(_)
        | Tok::Int(_)
        | Tok::BigInt(_)
        | Tok::Rat(_)
        | Tok::Float(_)
        | Tok::DQ(_)
        | Tok::BQ(_)
        | Tok::Open
        | Tok::OpenList
        | Tok::OpenCurly => "operator expected".to_string(),
        other => format!("unexpected {}, expected {expected}", other.describe()),
    };
    SyntaxError::new(msg, t.span)
}

/// Parser steps between two looks at the interrupt flag (`ReadFlags::stop`).
const STOP_CHECK_STEPS: u32 = 4096;

/// Reads one clause or term into `b`: its root, the text it spans (without
/// the end token) and the offset just after its end token.
///
/// In ISO mode (`flags.iso`) the parser differs from SWI-Prolog's rules as
/// ISO 13211-1 says: arguments and list elements at priority 999, an
/// operator atom as an operand an error (priority 1201), `- 1` and `'-'1`
/// negative numbers, no `f()`, no dicts or `X.key`, no back-quoted text.
pub(crate) fn parse_clause<S: Sink>(
    toks: &mut Tokens,
    ops: &Ops,
    flags: &ReadFlags,
    b: &mut S,
) -> Result<(S::Id, Span, u32), SyntaxError> {
    toks.set_iso(flags.iso);
    let mut stack: Vec<Frame<S>> = Vec::new();
    let mut state = State::Need(TOP);
    let clause_start = toks.peek(0)?.span.start;
    let mut steps = 0u32;
    let root = loop {
        if let Some(span) = b.over_budget() {
            return Err(SyntaxError::out_of_memory(span));
        }
        steps += 1;
        if steps == STOP_CHECK_STEPS {
            steps = 0;
            if flags.stop.check().is_err() {
                return Err(SyntaxError::interrupted(Span { start: clause_start, end: toks.pos as u32 }));
            }
        }
        state = match state {
            State::Need(out) => start_term(toks, ops, flags, b, &mut stack, out)?,
            State::Have(node, p, out) => {
                if let Some(s) = operator(toks, ops, b, &mut stack, node, p, out)? {
                    s
                } else {
                    match stack.pop() {
                        None => break node,
                        Some(frame) => reduce(toks, ops, b, &mut stack, frame, node)?,
                    }
                }
            }
        };
    };
    let body_end = toks.pos as u32;
    let t = toks.next()?;
    if !matches!(t.tok, Tok::End) {
        let e = match t.tok {
            Tok::Eof => SyntaxError::new("unexpected end of file", t.span),
            Tok::Comma | Tok::Bar => SyntaxError::new("operator priority clash", t.span),
            _ => unexpected(&t, ops, "operator or `.`"),
        };
        return Err(e);
    }
    Ok((root, Span { start: clause_start, end: body_end }, t.span.end))
}

/// State `Need`: read the start of a term.
fn start_term<S: Sink>(
    toks: &mut Tokens,
    ops: &Ops,
    flags: &ReadFlags,
    b: &mut S,
    stack: &mut Vec<Frame<S>>,
    out: Outer,
) -> Result<State<S::Id>, SyntaxError> {
    let t = toks.next()?;
    let span = t.span;
    let leaf = |id: S::Id| Ok(State::Have(id, 0, out));
    match t.tok {
        Tok::Var(name) => {
            let id = b.var(name, span);
            if !toks.iso && matches!(toks.peek(0), Ok(t) if matches!(t.tok, Tok::OpenCurly) && !t.layout_before) {
                return dict_open(toks, b, stack, id, out);
            }
            leaf(id)
        }
        Tok::Int(n) => leaf(b.push(Node::Int(n), span)),
        Tok::BigInt(n) => leaf(b.push(Node::BigInt(n), span)),
        Tok::Rat(r) => leaf(b.push(Node::Rational(r), span)),
        Tok::Float(f) => leaf(b.push(Node::Float(f), span)),
        Tok::DQ(s) => leaf(b.text(s, flags.double_quotes, span)),
        Tok::BQ(s) => leaf(b.text(s, flags.back_quotes, span)),
        Tok::Open => {
            stack.push(Frame::Paren { start: span.start, out });
            Ok(State::Need(TOP))
        }
        Tok::OpenList => {
            if matches!(toks.peek(0)?.tok, Tok::CloseList) {
                let close = toks.next()?;
                let span = Span { start: span.start, end: close.span.end };
                return name_term(toks, ops, b, stack, "[]".into(), false, span, out);
            }
            stack.push(Frame::List { start: span.start, items: S::Items::default(), out });
            Ok(State::Need(arg_ctx(toks, ELEM)))
        }
        Tok::OpenCurly => {
            if matches!(toks.peek(0)?.tok, Tok::CloseCurly) {
                let close = toks.next()?;
                let span = Span { start: span.start, end: close.span.end };
                return name_term(toks, ops, b, stack, "{}".into(), false, span, out);
            }
            stack.push(Frame::Curly { start: span.start, out });
            Ok(State::Need(TOP))
        }
        Tok::Name(n) => name_term(toks, ops, b, stack, n, false, span, out),
        Tok::QName(n) => name_term(toks, ops, b, stack, n, true, span, out),
        Tok::End => Err(SyntaxError::new("unexpected end of clause", span)),
        Tok::Eof => Err(SyntaxError::new("unexpected end of file", span)),
        other => Err(SyntaxError::new(format!("illegal start of term: unexpected {}", other.describe()), span)),
    }
}

/// A name at the start of a term: functional notation, negative number,
/// prefix operator application, or a plain atom.
#[allow(clippy::too_many_arguments)]
fn name_term<S: Sink>(
    toks: &mut Tokens,
    ops: &Ops,
    b: &mut S,
    stack: &mut Vec<Frame<S>>,
    name: String,
    quoted: bool,
    span: Span,
    out: Outer,
) -> Result<State<S::Id>, SyntaxError> {
    let iso = toks.iso;
    let next = toks.peek(0)?;
    if !iso && matches!(next.tok, Tok::OpenCurly) && !next.layout_before {
        let tag = b.push(Node::Atom(name), span);
        return dict_open(toks, b, stack, tag, out);
    }
    if matches!(next.tok, Tok::Open) && !next.layout_before {
        toks.next()?;
        // `f()`: a compound of no arguments (SWI-Prolog 7), not the atom.
        if matches!(toks.peek(0)?.tok, Tok::Close) {
            let close = toks.next()?;
            if iso {
                return Err(SyntaxError::new("`f()` is not ISO syntax: a compound has arguments", close.span));
            }
            let id = b.compound(name, Vec::new(), span.start, close.span.end);
            return Ok(State::Have(b.term(id, span), 0, out));
        }
        stack.push(Frame::Args { name, start: span.start, fend: span.end, args: Vec::new(), out });
        return Ok(State::Need(arg_ctx(toks, ARG)));
    }
    // ISO 6.3.4.1: `-` directly followed by a numeric literal is a negative number.
    // ISO mode: also after layout and for the quoted `'-'` (`- 1`, `'-'1`).
    if name == "-" && next.tok.is_number() && (iso || !quoted && !next.layout_before) {
        let t = toks.next()?;
        let span = Span { start: span.start, end: t.span.end };
        let id = match t.tok {
            Tok::Int(n) => b.int(text::negate(IntVal::Small(n)), span),
            Tok::BigInt(n) => b.int(text::negate(IntVal::Big(n)), span),
            Tok::Rat(r) => {
                let (n, d) = *r;
                b.push(Node::Rational(Box::new((-n, d))), span)
            }
            Tok::Float(f) => b.push(Node::Float(-f), span),
            _ => b.push(Node::Atom(name), span),
        };
        return Ok(State::Have(id, 0, out));
    }
    if let Some(def) = ops.prefix(&name) {
        let ends = ends_operand(&next.tok);
        let comma_follows = matches!(next.tok, Tok::Comma) && out.ctx == Ctx::Term;
        let loose_infix_follows = name_of(&next.tok).and_then(|m| ops.infix(m)).is_some_and(|d| d.priority > 999);
        let infix_follows = name_of(&next.tok)
            .is_some_and(|m| (ops.infix(m).is_some() || ops.postfix(m).is_some()) && ops.prefix(m).is_none())
            && !matches!(toks.peek(1), Ok(t) if matches!(t.tok, Tok::Open) && !t.layout_before);
        let as_atom = ends || infix_follows;
        if !as_atom {
            if def.priority > out.maxp {
                return Err(SyntaxError::new("operator priority clash", span));
            }
            stack.push(Frame::Prefix { name, start: span.start, op_end: span.end, prio: def.priority, out });
            return Ok(State::Need(Outer { maxp: def.right_max(), ctx: out.ctx }));
        }
        // A prefix operator standing as the left operand of an infix
        // operator above 999 (`,` too, outside arguments) keeps its prefix
        // priority, as in SWI-Prolog: `\+ ; a` reads, `:- ; a` and
        // `(dynamic, a)` are syntax errors (swipl 9.0.4). Before a tighter
        // operator it stays an atom at priority 0, so that `table/1` in an
        // export list reads (swipl refuses it too).
        if !iso && (infix_follows && loose_infix_follows || comma_follows) {
            return Ok(State::Have(b.push(Node::Atom(name), span), def.priority, out));
        }
    }
    // An operator as an atom is accepted as an operand at priority 0 (as
    // SWI-Prolog does) rather than ISO's 1201, so `f(+, -)` and `X = (+)` and
    // `[-]` all read. ISO mode: 1201, which no operator takes as its
    // operand; bracketed, as an argument or as a list element it stands.
    let is_op = iso && (ops.prefix(&name).is_some() || ops.infix(&name).is_some() || ops.postfix(&name).is_some());
    if is_op && matches!(stack.last(), Some(Frame::Prefix { .. } | Frame::Infix { .. })) {
        return Err(SyntaxError::new("operator priority clash: an operator as an operand needs brackets", span));
    }
    let p = if is_op { OPERATOR_ATOM } else { 0 };
    Ok(State::Have(b.push(Node::Atom(name), span), p, out))
}

/// State `Have`: try to extend the term with an infix or postfix operator.
fn operator<S: Sink>(
    toks: &mut Tokens,
    ops: &Ops,
    b: &mut S,
    stack: &mut Vec<Frame<S>>,
    node: S::Id,
    p: u32,
    out: Outer,
) -> Result<Option<State<S::Id>>, SyntaxError> {
    if p == 0 && !toks.iso && b.dot_operand(node) && dot_follows(toks)? {
        return dot(toks, b, stack, node, out).map(Some);
    }
    let maxp = out.maxp;
    let t = toks.peek(0)?;
    let name = match &t.tok {
        Tok::Name(n) | Tok::QName(n) => n.clone(),
        Tok::Comma if out.ctx == Ctx::Term => ",".to_string(),
        Tok::Bar if out.ctx != Ctx::Elem => "|".to_string(),
        _ => return Ok(None),
    };
    if let Some(def) = ops.infix(&name) {
        if def.priority <= maxp && p <= def.left_max() {
            let op = toks.next()?.span;
            // `|` as an infix operator builds '|'/2, as in SWI-Prolog; in a
            // clause body it means the same as `;`.
            stack.push(Frame::Infix { name, left: node, op, prio: def.priority, out });
            return Ok(Some(State::Need(Outer { maxp: def.right_max(), ctx: out.ctx })));
        }
    }
    if let Some(def) = ops.postfix(&name) {
        if def.priority <= maxp && p <= def.left_max() {
            let t = toks.next()?;
            let start = b.start(node);
            let id = b.compound(name, vec![node], start, t.span.end);
            return Ok(Some(State::Have(b.term(id, t.span), def.priority, out)));
        }
    }
    Ok(None)
}

/// A completed sub-term `node` is handed to the innermost pending construct.
fn reduce<S: Sink>(
    toks: &mut Tokens,
    ops: &Ops,
    b: &mut S,
    stack: &mut Vec<Frame<S>>,
    frame: Frame<S>,
    node: S::Id,
) -> Result<State<S::Id>, SyntaxError> {
    let end = toks.pos as u32;
    match frame {
        Frame::Prefix { name, start, op_end, prio, out } => {
            let id = b.compound(name, vec![node], start, end);
            Ok(State::Have(b.term(id, Span { start, end: op_end }), prio, out))
        }
        Frame::Infix { name, left, op, prio, out } => {
            let start = b.start(left);
            let id = b.compound(name, vec![left, node], start, end);
            Ok(State::Have(b.term(id, op), prio, out))
        }
        Frame::Paren { start, out } => {
            let t = toks.next()?;
            if !matches!(t.tok, Tok::Close) {
                return Err(unexpected(&t, ops, "`)`"));
            }
            b.paren(node, Span { start, end: t.span.end });
            Ok(State::Have(node, 0, out))
        }
        Frame::Args { name, start, fend, mut args, out } => {
            args.push(node);
            let t = toks.next()?;
            match t.tok {
                Tok::Comma => {
                    stack.push(Frame::Args { name, start, fend, args, out });
                    Ok(State::Need(arg_ctx(toks, ARG)))
                }
                Tok::Close => {
                    let id = b.compound(name, args, start, t.span.end);
                    Ok(State::Have(b.term(id, Span { start, end: fend }), 0, out))
                }
                _ => Err(unexpected(&t, ops, "`,` or `)`")),
            }
        }
        Frame::List { start, mut items, out } => {
            b.item(&mut items, node);
            let t = toks.next()?;
            match t.tok {
                Tok::Comma => {
                    stack.push(Frame::List { start, items, out });
                    Ok(State::Need(arg_ctx(toks, ELEM)))
                }
                Tok::Bar => {
                    stack.push(Frame::Tail { start, items, out });
                    Ok(State::Need(arg_ctx(toks, ELEM)))
                }
                Tok::CloseList => Ok(State::Have(b.list(items, None, start, t.span.end), 0, out)),
                _ => Err(unexpected(&t, ops, "`,`, `|` or `]`")),
            }
        }
        Frame::Tail { start, items, out } => {
            let t = toks.next()?;
            match t.tok {
                Tok::CloseList => Ok(State::Have(b.list(items, Some(node), start, t.span.end), 0, out)),
                Tok::Comma | Tok::Bar => {
                    Err(SyntaxError::new(format!("unexpected {} in list tail, expected `]`", t.tok.describe()), t.span))
                }
                _ => Err(unexpected(&t, ops, "`]`")),
            }
        }
        Frame::Dict { tag, start, mut pairs, mut colons, key, out } => {
            pairs.push((key, node));
            let t = toks.next()?;
            match t.tok {
                Tok::Comma => {
                    let (key, colon) = dict_key(toks, b)?;
                    colons.push(colon);
                    stack.push(Frame::Dict { tag, start, pairs, colons, key, out });
                    Ok(State::Need(ARG))
                }
                Tok::CloseCurly => {
                    let in_order: Vec<(S::Id, Span, S::Id)> =
                        pairs.iter().zip(&colons).map(|(&(k, v), &colon)| (k, colon, v)).collect();
                    let id = dict_node(b, tag, pairs, start, t.span.end)?;
                    b.dict_shape(id, in_order);
                    Ok(State::Have(id, 0, out))
                }
                _ => Err(unexpected(&t, ops, "`,` or `}`")),
            }
        }
        Frame::Dot { left, out } => {
            let start = b.start(left);
            Ok(State::Have(b.compound("$dot", vec![left, node], start, end), 0, out))
        }
        Frame::Curly { start, out } => {
            let t = toks.next()?;
            if !matches!(t.tok, Tok::CloseCurly) {
                return Err(unexpected(&t, ops, "`}`"));
            }
            let id = b.compound("{}", vec![node], start, t.span.end);
            b.shape(id, || Shape::Brace);
            Ok(State::Have(id, 0, out))
        }
    }
}

/// After a dict's tag, `{` directly: `Tag{}` or the first `Key:`.
fn dict_open<S: Sink>(
    toks: &mut Tokens,
    b: &mut S,
    stack: &mut Vec<Frame<S>>,
    tag: S::Id,
    out: Outer,
) -> Result<State<S::Id>, SyntaxError> {
    let start = b.start(tag);
    toks.next()?;
    if matches!(toks.peek(0)?.tok, Tok::CloseCurly) {
        let close = toks.next()?;
        let id = dict_node(b, tag, Vec::new(), start, close.span.end)?;
        b.dict_shape(id, Vec::new());
        return Ok(State::Have(id, 0, out));
    }
    let (key, colon) = dict_key(toks, b)?;
    stack.push(Frame::Dict { tag, start, pairs: Vec::new(), colons: vec![colon], key, out });
    Ok(State::Need(ARG))
}

/// A dict key (an atom or a small integer) and the `:` after it.
fn dict_key<S: Sink>(toks: &mut Tokens, b: &mut S) -> Result<(S::Id, Span), SyntaxError> {
    let t = toks.next()?;
    let key = match t.tok {
        Tok::Name(n) | Tok::QName(n) => b.push(Node::Atom(n), t.span),
        Tok::Int(n) => b.push(Node::Int(n), t.span),
        _ => return Err(SyntaxError::new("dict key expected (an atom or a small integer)", t.span)),
    };
    let colon = toks.next()?;
    if !matches!(&colon.tok, Tok::Name(n) if n == ":") {
        return Err(SyntaxError::new("`:` expected after a dict key", colon.span));
    }
    Ok((key, colon.span))
}

/// The dict `'$dict'(Tag, V1, K1, ...)`, its keys in standard order
/// (integers, then atoms by their text), as `builtins/dicts.rs` keeps them.
fn dict_node<S: Sink>(
    b: &mut S,
    tag: S::Id,
    mut pairs: Vec<(S::Id, S::Id)>,
    start: u32,
    end: u32,
) -> Result<S::Id, SyntaxError> {
    pairs.sort_by_key(|&(k, _)| b.key_order(k));
    for w in pairs.windows(2) {
        if b.key_order(w[0].0) == b.key_order(w[1].0) {
            return Err(SyntaxError::new("duplicate key in a dict", b.span(w[1].0)));
        }
    }
    let mut args = vec![tag];
    for (k, v) in pairs {
        args.push(v);
        args.push(k);
    }
    Ok(b.compound("$dict", args, start, end))
}

/// `.` (not an end token) and directly after it a key or a function call.
fn dot_follows(toks: &mut Tokens) -> Result<bool, SyntaxError> {
    if !matches!(&toks.peek(0)?.tok, Tok::Name(n) if n == ".") {
        return Ok(false);
    }
    let t = toks.peek(1)?;
    Ok(!t.layout_before && matches!(t.tok, Tok::Name(_) | Tok::QName(_) | Tok::Var(_) | Tok::Int(_)))
}

/// `Left.key` as `'$dot'(Left, key)`; for `Left.f(...)` the call is read
/// first (frame `Dot`).
fn dot<S: Sink>(
    toks: &mut Tokens,
    b: &mut S,
    stack: &mut Vec<Frame<S>>,
    left: S::Id,
    out: Outer,
) -> Result<State<S::Id>, SyntaxError> {
    toks.next()?;
    let call = matches!(&toks.peek(0)?.tok, Tok::Name(_))
        && matches!(toks.peek(1), Ok(t) if matches!(t.tok, Tok::Open) && !t.layout_before);
    if call {
        stack.push(Frame::Dot { left, out });
        return Ok(State::Need(Outer { maxp: 0, ctx: Ctx::Arg }));
    }
    let t = toks.next()?;
    let key = match t.tok {
        Tok::Name(n) | Tok::QName(n) => b.push(Node::Atom(n), t.span),
        Tok::Var(n) => b.var(n, t.span),
        Tok::Int(n) => b.push(Node::Int(n), t.span),
        _ => return Err(SyntaxError::new("dict key expected after `.`", t.span)),
    };
    let start = b.start(left);
    Ok(State::Have(b.compound("$dot", vec![left, key], start, t.span.end), 0, out))
}
