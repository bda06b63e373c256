//! The sink that builds a `ReadTerm`: the parser's term as a flat arena of
//! `Node`s (children before parents) with their spans, and when asked for,
//! how each was written (`Shape`, for read_term's `subterm_positions`).
//! Consult, listing, the cross-referencer and the positions read this tree.

use std::borrow::Cow;

use super::sink::{Sink, VarTable};
use super::{Node, Quotes, ReadTerm, Shape, Span};

#[derive(Default)]
pub(crate) struct Tree {
    nodes: Vec<Node>,
    spans: Vec<Span>,
    vars: VarTable,
    /// Parallel to `nodes` when positions are asked for (`ReadFlags::positions`).
    shapes: Option<Vec<Shape>>,
    parens: Vec<(u32, Span)>,
    /// `ReadFlags::max_nodes`, and where a node past it was made: the
    /// parse loop stops there with an out-of-memory error.
    max_nodes: usize,
    over_budget: Option<Span>,
}

impl Tree {
    pub fn new(positions: bool, max_nodes: usize) -> Tree {
        Tree { shapes: positions.then(Vec::new), max_nodes, ..Tree::default() }
    }

    fn add(&mut self, node: Node, span: Span) -> u32 {
        if self.nodes.len() >= self.max_nodes {
            self.over_budget = Some(span);
        }
        self.nodes.push(node);
        self.spans.push(span);
        (self.nodes.len() - 1) as u32
    }

    fn text_node(&mut self, s: String, how: Quotes, span: Span) -> u32 {
        match how {
            Quotes::Atom => self.add(Node::Atom(s), span),
            Quotes::String => self.add(Node::Str(s), span),
            Quotes::Codes | Quotes::Chars => {
                // Two nodes a character: fail before making them.
                if s.len().saturating_mul(2) > self.max_nodes.saturating_sub(self.nodes.len()) {
                    self.over_budget = Some(span);
                    return self.add(Node::Atom(String::new()), span);
                }
                let items: Vec<u32> = s
                    .chars()
                    .map(|c| {
                        let n = if how == Quotes::Codes {
                            Node::Int(i64::from(u32::from(c)))
                        } else {
                            Node::Atom(c.to_string())
                        };
                        self.add(n, span)
                    })
                    .collect();
                self.list(items, None, span.start, span.end)
            }
        }
    }

    /// The parsed term rooted at `root`, spanning `span`, its end token ending at `end`.
    pub fn finish(mut self, root: u32, span: Span, end: u32) -> ReadTerm {
        let report = self.vars.report();
        let shapes = match self.shapes.take() {
            Some(mut shapes) => {
                shapes.resize(self.nodes.len(), Shape::Plain);
                shapes
            }
            None => Vec::new(),
        };
        ReadTerm {
            nodes: self.nodes,
            spans: self.spans,
            root,
            var_count: self.vars.count,
            var_names: self.vars.names,
            singletons: report.singletons,
            single_vars: report.single_vars,
            marked_reused: report.marked_reused,
            shapes,
            parens: self.parens,
            span,
            end,
        }
    }
}

impl Sink for Tree {
    type Id = u32;
    type Items = Vec<u32>;

    fn vars(&mut self) -> &mut VarTable {
        &mut self.vars
    }

    fn push(&mut self, leaf: Node, span: Span) -> u32 {
        self.add(leaf, span)
    }

    fn var_node(&mut self, idx: u32, _named: Option<usize>, span: Span) -> u32 {
        self.add(Node::Var(idx), span)
    }

    fn compound(&mut self, name: impl Into<Cow<'static, str>>, args: Vec<u32>, start: u32, end: u32) -> u32 {
        self.add(Node::Compound(name.into(), args), Span { start, end })
    }

    fn item(&mut self, items: &mut Vec<u32>, item: u32) {
        items.push(item);
    }

    /// Builds the cells from the back, without recursion.
    fn list(&mut self, items: Vec<u32>, tail: Option<u32>, start: u32, end: u32) -> u32 {
        let mut t = match tail {
            Some(t) => t,
            None => self.add(Node::Atom("[]".into()), Span { start: end.saturating_sub(1), end }),
        };
        for &item in items.iter().rev() {
            let s = self.spans[item as usize].start;
            t = self.compound(".", vec![item, t], s, end);
        }
        // The outermost cell is the whole list, from its `[`.
        self.spans[t as usize].start = start;
        let n = items.len() as u32;
        self.shape(t, || Shape::List { items: n, tail: tail.is_some() });
        t
    }

    fn text(&mut self, s: String, how: Quotes, span: Span) -> u32 {
        let id = self.text_node(s, how, span);
        self.shape(id, || Shape::Str);
        id
    }

    fn span(&self, id: u32) -> Span {
        self.spans[id as usize]
    }

    fn over_budget(&self) -> Option<Span> {
        self.over_budget
    }

    fn dot_operand(&self, id: u32) -> bool {
        match &self.nodes[id as usize] {
            Node::Var(_) | Node::Str(_) => true,
            Node::Compound(f, args) => f == "$dict" || f == "$dot" || (f == "[|]" || f == ".") && args.len() == 2,
            _ => false,
        }
    }

    fn key_order(&self, id: u32) -> (u8, i64, String) {
        match &self.nodes[id as usize] {
            Node::Int(i) => (0, *i, String::new()),
            Node::Atom(a) => (1, 0, a.clone()),
            _ => (2, 0, String::new()),
        }
    }

    /// Only when positions are kept, so the plain read pays one test per
    /// compound, none per leaf (the shapes of leaves, `Plain`, are filled
    /// in as the vector grows).
    fn shape(&mut self, id: u32, shape: impl FnOnce() -> Shape) {
        if let Some(shapes) = &mut self.shapes {
            if shapes.len() <= id as usize {
                shapes.resize(id as usize + 1, Shape::Plain);
            }
            shapes[id as usize] = shape();
        }
    }

    fn dict_shape(&mut self, id: u32, pairs: Vec<(u32, Span, u32)>) {
        self.shape(id, || Shape::Dict { pairs });
    }

    fn paren(&mut self, id: u32, span: Span) {
        if self.shapes.is_some() {
            self.parens.push((id, span));
        }
    }
}
