//! Messages: uncaught errors described in words the way SWI-Prolog does,
//! with "did you mean" for unknown procedures and the backtrace of an
//! error raised inside a loaded program; reports on source text (syntax
//! errors, load warnings) in `diag.rs`. One place that consult, the
//! builtins and the toplevel all print through.

pub mod diag;

use crate::machine::database::PredKind;
use crate::machine::Machine;
use crate::term::{atoms, Atom, Cell};
use crate::write::WriteOptions;

/// How many program frames an uncaught error's backtrace shows.
const BACKTRACE_FRAMES: usize = 6;

/// `text` with `prefix` before every line, as SWI-Prolog prints
/// multi-line messages (`ERROR: ...`, `Warning: ...`).
pub fn prefix_lines(prefix: &str, text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        out.push_str(prefix);
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// SWI-Prolog's name for the type of a culprit in a type error.
fn type_of(m: &Machine, t: Cell) -> &'static str {
    match m.heap.deref(t) {
        Cell::Ref(_) => "var",
        Cell::Attv(_) => "attvar",
        Cell::Atom(atoms::NIL) => "empty_list",
        Cell::Atom(_) => "atom",
        Cell::Big(a) if m.heap.is_rational_at(a) => "rational",
        Cell::Int(_) | Cell::Big(_) => "integer",
        Cell::Flt(_) => "float",
        Cell::Stg(_) => "string",
        Cell::Lis(a) => {
            // A proper list is "a list"; the walk is bounded so that a
            // cyclic term cannot hang the message.
            let mut t = m.heap.deref(m.heap.get(a + 1));
            for _ in 0..1_000_000 {
                match t {
                    Cell::Atom(atoms::NIL) => return "list",
                    Cell::Lis(b) => t = m.heap.deref(m.heap.get(b + 1)),
                    _ => return "compound",
                }
            }
            "compound"
        }
        _ => "compound",
    }
}

fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// SWI-Prolog's "However, there are definitions for:" list of `candidates`
/// (name, arity, indicator text) with the name wanted and another arity,
/// and "Did you mean" for those of the arity wanted with a close name.
fn suggestions(wanted: &str, arity: u32, candidates: impl Iterator<Item = (String, u32, String)>) -> Option<String> {
    let limit = if wanted.chars().count() <= 4 { 1 } else { 2 };
    let mut other_arity: Vec<(u32, String)> = Vec::new();
    let mut close: Vec<(usize, String)> = Vec::new();
    for (name, a, text) in candidates {
        if name == wanted && a != arity {
            other_arity.push((a, text));
        } else if name != wanted && a == arity {
            let d = edit_distance(wanted, &name);
            if d <= limit {
                close.push((d, text));
            }
        }
    }
    other_arity.sort();
    other_arity.dedup();
    close.sort();
    close.dedup();
    close.truncate(3);
    let mut lines = Vec::new();
    if !other_arity.is_empty() {
        lines.push("  However, there are definitions for:".to_string());
        lines.extend(other_arity.into_iter().map(|(_, t)| format!("        {t}")));
    }
    if !close.is_empty() {
        let names: Vec<String> = close.into_iter().map(|(_, t)| t).collect();
        lines.push(format!("  Did you mean {}?", names.join(" or ")));
    }
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// Edit distance with transpositions (optimal string alignment), on chars.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    d[0] = (0..=b.len()).collect();
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
}

impl Machine {
    /// `Name/Arity` as writeq/1 shows it.
    pub fn pi_text(&self, name: Atom, arity: u32) -> String {
        format!("{}/{}", self.term_text(Cell::Atom(name), &WriteOptions::writeq()), arity)
    }

    /// The culprit of an error's `context(Culprit, _)` as SWI-Prolog's
    /// messages name it: `Name/Arity` with the name quoted as writeq/1
    /// quotes an atom on its own (`is/2`, not `(is)/2`), a module shown
    /// only when it is not `system`, `user` or one of the `$` modules.
    fn caller_text(&self, pi: Cell) -> String {
        let name_arity = |t: Cell| match self.heap.functor_of(t) {
            Some((atoms::SLASH, 2)) => {
                match (self.heap.deref(self.heap.arg(t, 0)), self.heap.deref(self.heap.arg(t, 1))) {
                    (Cell::Atom(name), Cell::Int(arity)) if arity >= 0 => Some(self.pi_text(name, arity as u32)),
                    _ => None,
                }
            }
            _ => None,
        };
        if let Some(text) = name_arity(pi) {
            return text;
        }
        if let Some((atoms::COLON, 2)) = self.heap.functor_of(pi) {
            if let (Cell::Atom(module), Some(text)) =
                (self.heap.deref(self.heap.arg(pi, 0)), name_arity(self.heap.deref(self.heap.arg(pi, 1))))
            {
                let hidden =
                    matches!(self.atoms.text(module), "system" | "user") || self.atoms.text(module).starts_with('$');
                return if hidden {
                    text
                } else {
                    format!("{}:{text}", self.term_text(Cell::Atom(module), &WriteOptions::writeq()))
                };
            }
        }
        self.term_text(pi, &WriteOptions::writeq())
    }

    /// A description of an error ball in words, SWI-Prolog style. The
    /// first line is the message; an unknown procedure may add lines
    /// naming the predicates meant.
    pub fn describe_error(&mut self, ball: Cell) -> String {
        let q = WriteOptions::writeq();
        let ball = self.heap.deref(ball);
        let Some((atoms::ERROR, 2)) = self.heap.functor_of(ball) else {
            if matches!(ball, Cell::Atom(a) if self.atoms.text(a) == "time_limit_exceeded") {
                return "Unhandled exception: Time limit exceeded".to_string();
            }
            return format!("Unhandled exception: Unknown message: {}", self.term_text(ball, &q));
        };
        let formal = self.heap.deref(self.heap.arg(ball, 0));
        let ctx = self.heap.deref(self.heap.arg(ball, 1));
        let mut prefix = String::new();
        let mut suffix = String::new();
        if let Some((atoms::CONTEXT, 2)) = self.heap.functor_of(ctx) {
            let pi = self.heap.deref(self.heap.arg(ctx, 0));
            if !pi.is_var_ref() {
                prefix = format!("{}: ", self.caller_text(pi));
            }
            let msg = self.heap.deref(self.heap.arg(ctx, 1));
            if !msg.is_var_ref() {
                suffix = format!(" ({})", self.term_text(msg, &WriteOptions::write()));
            }
        }
        // A read's syntax error: where in the stream (SWI-Prolog's context).
        if let Some((f, 4)) = self.heap.functor_of(ctx) {
            if self.atoms.text(f) == "stream" {
                prefix = self.stream_place(ctx);
            }
        }
        let (text, more) = self.describe_formal(formal);
        match more {
            Some(more) => format!("{prefix}{text}{suffix}\n{more}"),
            None => format!("{prefix}{text}{suffix}"),
        }
    }

    /// `Name:Line:Column: ` for a `stream(S, Line, LinePos, CharNo)`
    /// context: the stream's file name or alias, the column from 1.
    fn stream_place(&self, ctx: Cell) -> String {
        let arg = |i| self.heap.deref(self.heap.arg(ctx, i));
        let (Cell::Int(line), Cell::Int(pos)) = (arg(1), arg(2)) else {
            return String::new();
        };
        let stream = arg(0);
        let file = match self.heap.functor_of(stream) {
            Some((_, 1)) => match self.heap.deref(self.heap.arg(stream, 0)) {
                Cell::Int(id) => self.out.table.get(id as usize).and_then(|s| s.as_ref()?.file_name.clone()),
                _ => None,
            },
            _ => None,
        };
        let name = file.unwrap_or_else(|| self.term_text(stream, &WriteOptions::writeq()));
        format!("{name}:{line}:{}: ", pos + 1)
    }

    /// The words for the formal part of `error(Formal, Context)`, and
    /// further lines (suggestions) where there are some.
    fn describe_formal(&mut self, formal: Cell) -> (String, Option<String>) {
        let q = WriteOptions::writeq();
        let arg = |m: &Machine, i| m.heap.deref(m.heap.arg(formal, i));
        let text_of = |m: &Machine, t: Cell| m.term_text(t, &q);
        let plain = |m: &Machine, t: Cell| m.term_text(t, &WriteOptions::write());
        let text = match self.heap.functor_of(formal) {
            Some((atoms::INSTANTIATION_ERROR, 0)) => "Arguments are not sufficiently instantiated".to_string(),
            Some((f, 1)) if self.atoms.text(f) == "uninstantiation_error" => {
                format!("Uninstantiated argument expected, found {}", text_of(self, arg(self, 0)))
            }
            Some((atoms::EXISTENCE_ERROR, 2)) if arg(self, 0).same(Cell::Atom(atoms::PROCEDURE)) => {
                let pi = arg(self, 1);
                let text = format!("Unknown procedure: {}", text_of(self, pi));
                return (text, self.procedure_suggestions(pi));
            }
            Some((atoms::EXISTENCE_ERROR, 2)) => {
                format!("{} `{}' does not exist", plain(self, arg(self, 0)), text_of(self, arg(self, 1)))
            }
            // SWI-Prolog 9's existence_error(key, Key, Dict).
            Some((atoms::EXISTENCE_ERROR, 3)) => format!(
                "{} `{}' does not exist in {}",
                plain(self, arg(self, 0)),
                text_of(self, arg(self, 1)),
                text_of(self, arg(self, 2))
            ),
            Some((f, 1)) if self.atoms.text(f) == "duplicate_key" => {
                format!("Duplicate key: {}", text_of(self, arg(self, 0)))
            }
            Some((atoms::TYPE_ERROR, 2)) if arg(self, 0).same(Cell::Atom(atoms::EVALUABLE)) => {
                let pi = arg(self, 1);
                let text = format!("Arithmetic: evaluable {} does not exist", text_of(self, pi));
                return (text, self.evaluable_suggestions(pi));
            }
            Some((atoms::TYPE_ERROR, 2)) => {
                let (t, c) = (arg(self, 0), arg(self, 1));
                let ty = type_of(self, c);
                format!(
                    "Type error: `{}' expected, found `{}' ({} {ty})",
                    plain(self, t),
                    text_of(self, c),
                    article(ty)
                )
            }
            Some((atoms::DOMAIN_ERROR, 2)) => {
                let (t, c) = (arg(self, 0), arg(self, 1));
                format!("Domain error: `{}' expected, found `{}'", plain(self, t), text_of(self, c))
            }
            Some((atoms::EVALUATION_ERROR, 1)) => {
                format!("Arithmetic: evaluation error: {}", plain(self, arg(self, 0)))
            }
            Some((atoms::PERMISSION_ERROR, 3)) => {
                let (action, ty, culprit) = (plain(self, arg(self, 0)), plain(self, arg(self, 1)), arg(self, 2));
                let c = text_of(self, culprit);
                match (action.as_str(), ty.as_str()) {
                    (a, "static_procedure") => format!("No permission to {a} static procedure `{c}'"),
                    (a, "built_in_procedure") => format!("No permission to {a} built-in predicate `{c}'"),
                    ("input", "stream") => format!("No permission to read from output stream `{c}'"),
                    ("output", "stream") => format!("No permission to write to input stream `{c}'"),
                    ("input", "text_stream") => format!("No permission to read bytes from TEXT stream `{c}'"),
                    ("output", "text_stream") => format!("No permission to write bytes to TEXT stream `{c}'"),
                    ("input", "binary_stream") => {
                        format!("No permission to read characters from binary stream `{c}'")
                    }
                    ("output", "binary_stream") => {
                        format!("No permission to write characters to binary stream `{c}'")
                    }
                    (a, t) => format!("No permission to {a} {t} `{c}'"),
                }
            }
            Some((atoms::REPRESENTATION_ERROR, 1)) => {
                format!("Cannot represent due to `{}'", plain(self, arg(self, 0)))
            }
            Some((atoms::RESOURCE_ERROR, 1)) => {
                format!("Not enough resources: {}", plain(self, arg(self, 0)))
            }
            Some((atoms::SYNTAX_ERROR, 1)) => {
                let what = plain(self, arg(self, 0)).replace('_', " ");
                let mut c = what.chars();
                let what: String = c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default();
                format!("Syntax error: {what}")
            }
            Some((f, 2)) if self.atoms.text(f) == "io_error" => {
                format!("I/O error in {} on stream {}", plain(self, arg(self, 0)), text_of(self, arg(self, 1)))
            }
            Some((f, 1)) if self.atoms.text(f) == "system_error" => {
                format!("System error: {}", plain(self, arg(self, 0)))
            }
            Some((f, 1)) if self.atoms.text(f) == "format" => {
                format!("Format error: {}", plain(self, arg(self, 0)))
            }
            Some((f, 2)) if self.atoms.text(f) == "format_argument_type" => {
                let directive = plain(self, arg(self, 0));
                format!("Illegal argument to format sequence ~{directive}: {}", text_of(self, arg(self, 1)))
            }
            Some((f, 4)) if self.atoms.text(f) == "determinism_error" => match self.determinism_text(formal) {
                Some(text) => text,
                None => format!("Unknown error term: {}", text_of(self, formal)),
            },
            _ => format!("Unknown error term: {}", text_of(self, formal)),
        };
        (text, None)
    }

    /// SWI-Prolog 9's words for determinism_error(Culprit, det, Found,
    /// Kind) (stdlib/det.pl raises them); None for the combinations it has
    /// no words for (a nondeterministic exit after `$/0`).
    fn determinism_text(&mut self, formal: Cell) -> Option<String> {
        let arg = |m: &Machine, i| m.heap.deref(m.heap.arg(formal, i));
        let atom = |m: &Machine, i| match arg(m, i) {
            Cell::Atom(a) => Some(m.atoms.text(a).to_string()),
            _ => None,
        };
        let culprit = self.term_text(arg(self, 0), &WriteOptions::writeq());
        let (det, found, kind) = (atom(self, 1)?, atom(self, 2)?, atom(self, 3)?);
        if det != "det" {
            return None;
        }
        Some(match (found.as_str(), kind.as_str()) {
            ("fail" | "nondet", "property") => {
                let who = if self.culprit_declared_det(arg(self, 0)) {
                    format!("Deterministic procedure {culprit}")
                } else {
                    format!("Procedure {culprit} called from a deterministic procedure")
                };
                let how = if found == "fail" { "failed" } else { "succeeded with a choicepoint" };
                format!("{who} {how}")
            }
            ("fail", "guard") => format!("Procedure {culprit} failed after $-guard"),
            ("fail", "guard_in_caller") => format!("Procedure {culprit} failed after $-guard in caller"),
            ("fail", "goal") => format!("Goal {culprit} failed"),
            ("nondet", "goal") => format!("Goal {culprit} succeeded with a choice point"),
            _ => return None,
        })
    }

    /// Whether `PI` (`Name/Arity`, or `Module:Name/Arity`; in `user`
    /// when unqualified) was declared with det/1.
    fn culprit_declared_det(&self, pi: Cell) -> bool {
        let (module, pi) = self.strip_module(pi, atoms::USER);
        let Some((atoms::SLASH, 2)) = self.heap.functor_of(pi) else { return false };
        match (self.heap.deref(self.heap.arg(pi, 0)), self.heap.deref(self.heap.arg(pi, 1))) {
            (Cell::Atom(name), Cell::Int(arity)) => self.det_preds.contains(&(module, name, arity as u32)),
            _ => false,
        }
    }

    /// `Name/Arity` from an indicator term.
    fn indicator_parts(&self, pi: Cell) -> Option<(String, u32)> {
        let pi = self.heap.deref(pi);
        let Some((atoms::SLASH, 2)) = self.heap.functor_of(pi) else {
            return None;
        };
        match (self.heap.deref(self.heap.arg(pi, 0)), self.heap.deref(self.heap.arg(pi, 1))) {
            (Cell::Atom(name), Cell::Int(arity)) => {
                Some((self.atoms.text(name).to_string(), u32::try_from(arity).ok()?))
            }
            _ => None,
        }
    }

    /// For an unknown procedure: the visible predicates (user, library
    /// and builtin) as candidates for [`suggestions`].
    fn procedure_suggestions(&mut self, pi: Cell) -> Option<String> {
        let (name, arity) = self.indicator_parts(pi)?;
        // A clause typed as a query (SWI-Prolog gives the same hint).
        if (name == ":-" || name == "-->") && arity == 2 {
            return Some(
                "  Rules must be loaded from a file (consult/1),\n  or typed after ?- [user]. and ended with Ctrl-D"
                    .to_string(),
            );
        }
        // A library that is loaded only on request (library(clpfd)) and
        // defines the predicate: the program forgot to load it.
        if let Some(lib) = self.libraries.and_then(|l| l.on_request_exporting(self, &name, arity)) {
            return Some(format!(
                "  Did you mean use_module(library({lib}))? It defines {}.",
                self.term_text(pi, &WriteOptions::writeq())
            ));
        }
        // What autoloading would load counts as visible: the libraries
        // are not loaded until a program first calls into them.
        let autoloadable = self.libraries.map(|l| l.autoloadable(self)).unwrap_or_default();
        let loaded = self.preds.iter().filter_map(|pred| {
            let visible = pred.defined || pred.clauses.has_live() || !matches!(pred.kind, PredKind::User);
            visible.then_some((pred.name, pred.arity))
        });
        let candidates = loaded.chain(autoloadable).filter_map(|(name, arity)| {
            let text = self.atoms.text(name);
            (!text.starts_with('$') && !text.contains(':'))
                .then(|| (text.to_string(), arity, self.pi_text(name, arity)))
        });
        suggestions(&name, arity, candidates)
    }

    /// For an unknown evaluable: the evaluable functions as candidates.
    fn evaluable_suggestions(&self, pi: Cell) -> Option<String> {
        let (name, arity) = self.indicator_parts(pi)?;
        let candidates = crate::arith::Func::ALL.iter().map(|f| {
            let a = f.arity() as u32;
            let text = match self.atoms.lookup(f.name()) {
                Some(atom) => self.pi_text(atom, a),
                None => format!("{}/{a}", f.name()),
            };
            (f.name().to_string(), a, text)
        });
        suggestions(&name, arity, candidates)
    }

    /// The few innermost program goals of the last uncaught error, SWI
    /// style (`In:` then `[depth] name/arity at file:line`), taken from the
    /// machine's record; None when the error was not raised inside a
    /// consulted clause. The record is consumed.
    pub fn backtrace_text(&mut self) -> Option<String> {
        let frames = self.backtrace_frames(BACKTRACE_FRAMES);
        self.backtrace = None;
        if frames.is_empty() {
            return None;
        }
        let width = frames.iter().map(|f| f.depth.to_string().len()).max().unwrap_or(1);
        let mut out = String::from("In:");
        for f in frames {
            let pred = &self.preds[f.pred as usize];
            let pi = self.pi_text(pred.name, pred.arity);
            let at = match f.source {
                Some((file, line)) => format!(" at {}:{line}", self.atoms.text(file)),
                None => String::new(),
            };
            out.push_str(&format!("\n  [{:>width$}] {pi}{at}", f.depth));
        }
        Some(out)
    }

    /// An uncaught error in words followed by its backtrace: what the
    /// toplevel and `-g` print (each line then gets the `ERROR: ` prefix,
    /// see [`prefix_lines`]).
    pub fn uncaught_error_text(&mut self, ball: Cell) -> String {
        let text = self.describe_error(ball);
        match self.backtrace_text() {
            Some(bt) => format!("{text}\n{bt}"),
            None => text,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(ball: &str) -> String {
        let mut m = Machine::new();
        let (t, _) = m.parse_term_text(ball).expect("ball parses");
        m.describe_error(t)
    }

    /// Each ISO error term in SWI-Prolog's words.
    #[test]
    fn messages_iso_error_terms() {
        let cases = [
            ("error(instantiation_error, _)", "Arguments are not sufficiently instantiated"),
            ("error(uninstantiation_error(a), _)", "Uninstantiated argument expected, found a"),
            (
                "error(type_error(integer, a), context(foo/2, _))",
                "foo/2: Type error: `integer' expected, found `a' (an atom)",
            ),
            ("error(type_error(atom, [1]), _)", "Type error: `atom' expected, found `[1]' (a list)"),
            ("error(type_error(atom, []), _)", "Type error: `atom' expected, found `[]' (an empty_list)"),
            ("error(type_error(atom, 1.5), _)", "Type error: `atom' expected, found `1.5' (a float)"),
            ("error(type_error(evaluable, foo/0), _)", "Arithmetic: evaluable foo/0 does not exist"),
            (
                "error(domain_error(not_less_than_zero, -1), _)",
                "Domain error: `not_less_than_zero' expected, found `-1'",
            ),
            ("error(existence_error(procedure, foo/1), _)", "Unknown procedure: foo/1"),
            ("error(existence_error(stream, foo), _)", "stream `foo' does not exist"),
            (
                "error(permission_error(modify, static_procedure, foo/1), _)",
                "No permission to modify static procedure `foo/1'",
            ),
            (
                "error(permission_error(input, stream, user_output), _)",
                "No permission to read from output stream `user_output'",
            ),
            (
                "error(permission_error(output, stream, user_input), _)",
                "No permission to write to input stream `user_input'",
            ),
            (
                "error(permission_error(access, private_procedure, foo/1), _)",
                "No permission to access private_procedure `foo/1'",
            ),
            ("error(representation_error(max_arity), _)", "Cannot represent due to `max_arity'"),
            ("error(evaluation_error(zero_divisor), _)", "Arithmetic: evaluation error: zero_divisor"),
            ("error(resource_error(memory), _)", "Not enough resources: memory"),
            ("error(syntax_error(operator_expected), _)", "Syntax error: Operator expected"),
            ("error(system_error(oops), _)", "System error: oops"),
            ("error(format('too many arguments'), _)", "Format error: too many arguments"),
            ("error(format_argument_type(d, 1.0), _)", "Illegal argument to format sequence ~d: 1.0"),
            ("error(foo, _)", "Unknown error term: foo"),
            ("foo", "Unhandled exception: Unknown message: foo"),
            ("time_limit_exceeded", "Unhandled exception: Time limit exceeded"),
            (
                "error(instantiation_error, context(_, 'no file'))",
                "Arguments are not sufficiently instantiated (no file)",
            ),
        ];
        for (ball, want) in cases {
            assert_eq!(words(ball), want, "{ball}");
        }
    }

    #[test]
    fn messages_suggestions() {
        assert_eq!(
            words("error(existence_error(procedure, memberr/2), _)"),
            "Unknown procedure: memberr/2\n  Did you mean member/2?"
        );
        assert_eq!(
            words("error(existence_error(procedure, (#=)/2), _)"),
            "Unknown procedure: #= / 2\n  Did you mean use_module(library(clpfd))? It defines #= / 2."
        );
        assert_eq!(
            words("error(existence_error(procedure, (:-)/2), _)"),
            "Unknown procedure: (:-)/2\n  Rules must be loaded from a file (consult/1),\n  or typed after ?- [user]. and ended with Ctrl-D"
        );
        assert_eq!(
            words("error(existence_error(procedure, append/5), _)"),
            "Unknown procedure: append/5\n  However, there are definitions for:\n        append/1\n        append/2\n        append/3"
        );
        // Internal predicates are never suggested.
        let internal = words("error(existence_error(procedure, '$call_bdy'/2), _)");
        assert!(!internal.lines().skip(1).any(|l| l.contains('$')), "{internal}");
        assert_eq!(
            words("error(type_error(evaluable, sqr/1), _)"),
            "Arithmetic: evaluable sqr/1 does not exist\n  Did you mean sqrt/1?"
        );
    }

    #[test]
    fn messages_edit_distance() {
        assert_eq!(edit_distance("append", "append"), 0);
        assert_eq!(edit_distance("apend", "append"), 1);
        assert_eq!(edit_distance("appned", "append"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("größe", "grösse"), 2);
    }

    #[test]
    fn messages_prefix_lines() {
        assert_eq!(prefix_lines("ERROR: ", "a\n  b"), "ERROR: a\nERROR:   b\n");
        assert_eq!(prefix_lines("ERROR: ", ""), "");
    }
}
