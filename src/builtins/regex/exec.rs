//! The backtracking matcher: runs a [`Program`] over the characters of a
//! text from a start position, keeping alternatives and the old values of
//! changed capture slots on one stack (so that no recursion grows the
//! Rust stack), and looks at the interrupt flag every few thousand steps:
//! a pattern with exponential backtracking is stopped by Ctrl-C.

use super::parse::Assertion;
use super::program::{Inst, Program};
use std::sync::atomic::{AtomicBool, Ordering};

/// Steps between two looks at the interrupt flag.
const STEP: u32 = 4096;

/// The flag rose; matching again from the start gives the same result.
pub struct Stopped;

enum Undo {
    /// Resume at this instruction and position.
    Alt(usize, usize),
    Slot(usize, Option<usize>),
    Loop(usize, usize),
}

fn is_word(c: Option<&char>) -> bool {
    c.is_some_and(|&c| c.is_alphanumeric() || c == '_')
}

fn same_char(a: char, b: char, caseless: bool) -> bool {
    a == b || (caseless && a.to_lowercase().eq(b.to_lowercase()))
}

/// The capture slots of the first match starting at or after `from`
/// (trying each start in turn), None when there is none.
pub fn find(
    prog: &Program,
    text: &[char],
    from: usize,
    stop: &AtomicBool,
) -> Result<Option<Vec<Option<usize>>>, Stopped> {
    let mut run =
        Run { slots: vec![None; prog.slots], loops: vec![usize::MAX; prog.loops], stack: Vec::new(), steps: 0 };
    // A pattern that starts with a character can only match where it is.
    let first = match prog.insts.get(1) {
        Some(Inst::Char(c, false)) => Some(*c),
        _ => None,
    };
    for start in from..=text.len() {
        if first.is_some_and(|c| text.get(start) != Some(&c)) {
            continue;
        }
        if match_at(prog, text, start, stop, &mut run)? {
            return Ok(Some(run.slots));
        }
    }
    Ok(None)
}

/// The matcher's state, kept from one start position to the next.
struct Run {
    slots: Vec<Option<usize>>,
    loops: Vec<usize>,
    stack: Vec<Undo>,
    steps: u32,
}

fn match_at(prog: &Program, text: &[char], start: usize, stop: &AtomicBool, run: &mut Run) -> Result<bool, Stopped> {
    let Run { slots, loops, stack, steps } = run;
    slots.iter_mut().for_each(|s| *s = None);
    loops.iter_mut().for_each(|l| *l = usize::MAX);
    stack.clear();
    let (mut pc, mut pos) = (0usize, start);
    loop {
        *steps += 1;
        if *steps >= STEP {
            *steps = 0;
            if stop.load(Ordering::Relaxed) {
                return Err(Stopped);
            }
        }
        let ok = match &prog.insts[pc] {
            Inst::Match => return Ok(true),
            Inst::Char(c, ci) => match text.get(pos) {
                Some(&t) if same_char(t, *c, *ci) => {
                    pos += 1;
                    true
                }
                _ => false,
            },
            Inst::Any(nl) => match text.get(pos) {
                Some(&t) if *nl || t != '\n' => {
                    pos += 1;
                    true
                }
                _ => false,
            },
            Inst::Class(class, ci) => match text.get(pos) {
                Some(&t) if class.matches(t, *ci) => {
                    pos += 1;
                    true
                }
                _ => false,
            },
            Inst::Split(a, b) => {
                stack.push(Undo::Alt(*b, pos));
                pc = *a;
                continue;
            }
            Inst::Jmp(a) => {
                pc = *a;
                continue;
            }
            Inst::Save(n) => {
                stack.push(Undo::Slot(*n, slots[*n]));
                slots[*n] = Some(pos);
                true
            }
            Inst::LoopStart(l) => {
                stack.push(Undo::Loop(*l, loops[*l]));
                loops[*l] = pos;
                true
            }
            Inst::LoopProgress(l) => loops[*l] != pos,
            Inst::Assert(a, multiline) => assertion(*a, *multiline, text, pos),
            Inst::Backref(n, ci) => {
                match (slots.get(2 * n).copied().flatten(), slots.get(2 * n + 1).copied().flatten()) {
                    (Some(s), Some(e)) => {
                        let len = e - s;
                        let fits =
                            pos + len <= text.len() && (0..len).all(|k| same_char(text[pos + k], text[s + k], *ci));
                        if fits {
                            pos += len;
                        }
                        fits
                    }
                    // A group that did not take part matches nothing (PCRE).
                    _ => false,
                }
            }
        };
        if ok {
            pc += 1;
            continue;
        }
        // Backtrack to the newest alternative, undoing what came after it.
        loop {
            match stack.pop() {
                None => return Ok(false),
                Some(Undo::Slot(n, old)) => slots[n] = old,
                Some(Undo::Loop(l, old)) => loops[l] = old,
                Some(Undo::Alt(a, p)) => {
                    pc = a;
                    pos = p;
                    break;
                }
            }
        }
    }
}

fn assertion(a: Assertion, multiline: bool, text: &[char], pos: usize) -> bool {
    let at_end = pos == text.len();
    match a {
        Assertion::TextStart => pos == 0,
        Assertion::TextEnd => at_end,
        Assertion::TextEndNewline => at_end || (pos + 1 == text.len() && text[pos] == '\n'),
        Assertion::LineStart => pos == 0 || (multiline && text[pos - 1] == '\n'),
        Assertion::LineEnd => {
            at_end || (pos + 1 == text.len() && text[pos] == '\n') || (multiline && text[pos] == '\n')
        }
        Assertion::WordBoundary | Assertion::NotWordBoundary => {
            let before = pos > 0 && is_word(text.get(pos - 1));
            let boundary = before != is_word(text.get(pos));
            boundary == (a == Assertion::WordBoundary)
        }
    }
}
