//! A parsed regular expression as a program for the backtracking matcher
//! (`exec.rs`), in the style of Thompson's and Pike's regex machines:
//! `Split` tries its first target and keeps the second for backtracking,
//! `Save` records a group boundary. A counted repetition is its body
//! repeated; an unbounded loop whose body can match the empty text
//! checks that an iteration moved on, so `(a*)*` ends.

use super::parse::{Assertion, Class, Node};
use super::RegexError;

#[derive(Clone, Debug)]
pub enum Inst {
    /// A character; the bool: caseless.
    Char(char, bool),
    /// `.`; the bool: it matches a newline too.
    Any(bool),
    Class(Box<Class>, bool),
    /// Try the first target, then (on backtracking) the second.
    Split(usize, usize),
    Jmp(usize),
    /// Records the position in capture slot n (group n/2, start or end).
    Save(usize),
    /// An assertion; the bool: multiline (for `^` and `$`).
    Assert(Assertion, bool),
    /// The text group n matched, again; the bool: caseless.
    Backref(usize, bool),
    /// Records the position where an iteration of loop n starts.
    LoopStart(usize),
    /// Fails when loop n's iteration matched nothing.
    LoopProgress(usize),
    Match,
}

/// Programs larger than this (counted repetitions of large bodies) are
/// refused.
const MAX_PROGRAM: usize = 200_000;

pub struct Program {
    pub insts: Vec<Inst>,
    /// Capture slots: two per group, group 0 the whole match.
    pub slots: usize,
    pub loops: usize,
}

pub fn compile(node: &Node, groups: usize) -> Result<Program, RegexError> {
    let mut c = Compiler { insts: Vec::new(), loops: 0 };
    c.insts.push(Inst::Save(0));
    c.emit(node)?;
    c.insts.push(Inst::Save(1));
    c.insts.push(Inst::Match);
    Ok(Program { insts: c.insts, slots: 2 * (groups + 1), loops: c.loops })
}

struct Compiler {
    insts: Vec<Inst>,
    loops: usize,
}

/// Whether a node can match the empty text (an unbounded loop over it
/// needs a progress check).
fn nullable(node: &Node) -> bool {
    match node {
        Node::Char(..) | Node::Any(_) | Node::Class(..) => false,
        Node::Assert(..) | Node::Backref(..) | Node::NamedBackref(..) => true,
        Node::Group(n, _) => nullable(n),
        Node::Concat(v) => v.iter().all(nullable),
        Node::Alt(v) => v.iter().any(nullable),
        Node::Repeat { node, min, .. } => *min == 0 || nullable(node),
    }
}

impl Compiler {
    fn push(&mut self, i: Inst) -> Result<usize, RegexError> {
        if self.insts.len() >= MAX_PROGRAM {
            return Err(RegexError("regular expression is too large".into()));
        }
        self.insts.push(i);
        Ok(self.insts.len() - 1)
    }

    fn emit(&mut self, node: &Node) -> Result<(), RegexError> {
        match node {
            Node::Char(c, ci) => {
                self.push(Inst::Char(*c, *ci))?;
            }
            Node::Any(nl) => {
                self.push(Inst::Any(*nl))?;
            }
            Node::Class(class, ci) => {
                self.push(Inst::Class(class.clone(), *ci))?;
            }
            Node::Assert(a, ml) => {
                self.push(Inst::Assert(*a, *ml))?;
            }
            Node::Backref(n, ci) => {
                self.push(Inst::Backref(*n, *ci))?;
            }
            Node::NamedBackref(..) => unreachable!("names are resolved when parsed"),
            Node::Group(inner, index) => {
                if let Some(i) = index {
                    self.push(Inst::Save(2 * i))?;
                }
                self.emit(inner)?;
                if let Some(i) = index {
                    self.push(Inst::Save(2 * i + 1))?;
                }
            }
            Node::Concat(items) => {
                for item in items {
                    self.emit(item)?;
                }
            }
            Node::Alt(alts) => {
                let mut jumps = Vec::new();
                for (k, alt) in alts.iter().enumerate() {
                    if k + 1 < alts.len() {
                        let split = self.push(Inst::Split(0, 0))?;
                        self.emit(alt)?;
                        jumps.push(self.push(Inst::Jmp(0))?);
                        let next = self.insts.len();
                        self.insts[split] = Inst::Split(split + 1, next);
                    } else {
                        self.emit(alt)?;
                    }
                }
                let end = self.insts.len();
                for j in jumps {
                    self.insts[j] = Inst::Jmp(end);
                }
            }
            Node::Repeat { node, min, max, greedy } => self.repeat(node, *min, *max, *greedy)?,
        }
        Ok(())
    }

    fn split(&mut self, at: usize, body: usize, out: usize, greedy: bool) {
        self.insts[at] = if greedy { Inst::Split(body, out) } else { Inst::Split(out, body) };
    }

    fn repeat(&mut self, node: &Node, min: u32, max: Option<u32>, greedy: bool) -> Result<(), RegexError> {
        for _ in 0..min {
            self.emit(node)?;
        }
        match max {
            None => {
                let check = nullable(node).then(|| {
                    self.loops += 1;
                    self.loops - 1
                });
                let top = self.push(Inst::Split(0, 0))?;
                if let Some(l) = check {
                    self.push(Inst::LoopStart(l))?;
                }
                self.emit(node)?;
                if let Some(l) = check {
                    self.push(Inst::LoopProgress(l))?;
                }
                self.push(Inst::Jmp(top))?;
                let out = self.insts.len();
                self.split(top, top + 1, out, greedy);
            }
            Some(max) => {
                let mut splits = Vec::new();
                for _ in min..max {
                    splits.push(self.push(Inst::Split(0, 0))?);
                    self.emit(node)?;
                }
                let out = self.insts.len();
                for s in splits {
                    self.split(s, s + 1, out, greedy);
                }
            }
        }
        Ok(())
    }
}
