//! Loading program text: consult/1 of files and strings. Each clause is
//! read, compiled and added; directives run as they are met; syntax errors
//! are reported with ariadne and loading continues with the next clause.

use crate::compile::Position;
use crate::machine::copy::{copy_in, copy_out};
use crate::machine::run::Outcome;
use crate::machine::Machine;
use crate::reader::{Reader, Span};
use crate::term::{atoms, Atom, Cell};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// What a load in progress knows.
pub struct LoadCtx {
    pub file: Atom,
    pub dir: PathBuf,
    /// Predicates that received clauses (or declarations) in this load.
    pub defined: HashSet<u32>,
}

/// Statistics of one load, for tests and messages.
#[derive(Default, Debug, Clone, Copy)]
pub struct LoadReport {
    pub clauses: usize,
    pub errors: usize,
}

impl Machine {
    /// Resolves a file spec: tries the name as given, then with `.pl`,
    /// relative to the directory of the file being loaded.
    pub fn resolve_file(&self, spec: &str) -> Option<PathBuf> {
        let base = self.load_stack.last().map(|c| c.dir.clone()).unwrap_or_default();
        let candidates = [PathBuf::from(spec), PathBuf::from(format!("{spec}.pl"))];
        for c in candidates {
            let p = if c.is_absolute() { c } else { base.join(c) };
            if p.is_file() {
                return Some(p);
            }
        }
        None
    }

    pub fn consult_file(&mut self, path: &Path) -> std::io::Result<LoadReport> {
        let key = self.atoms.intern(&path.to_string_lossy());
        self.loaded_files.insert(key);
        if let Ok(t) = std::fs::metadata(path).and_then(|md| md.modified()) {
            self.file_times.insert(key, t);
        }
        let text = std::fs::read_to_string(path)?;
        let name = path.to_string_lossy().to_string();
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        Ok(self.consult_text(&text, &name, dir))
    }

    /// Loads program text under a source name.
    pub fn consult_str(&mut self, text: &str, name: &str) -> LoadReport {
        self.consult_text(text, name, PathBuf::new())
    }

    fn consult_text(&mut self, text: &str, name: &str, dir: PathBuf) -> LoadReport {
        let file = self.atoms.intern(name);
        self.load_stack.push(LoadCtx { file, dir, defined: HashSet::new() });
        let saved_flags = self.flags.clone();
        let mut report = LoadReport::default();
        self.load_text(text, name, &mut report);
        let ctx = self.load_stack.pop().expect("load context");
        // double_quotes and similar flags are local to the file, as in SWI-Prolog.
        self.flags.double_quotes = saved_flags.double_quotes;
        let _ = ctx;
        if self.load_stack.is_empty() {
            self.run_initialization_goals();
        }
        report
    }

    fn load_text(&mut self, text: &str, name: &str, report: &mut LoadReport) {
        let mut reader = Reader::new(text);
        loop {
            let flags = self.read_flags();
            let rt = match reader.next(&self.ops, &flags) {
                Ok(Some(rt)) => rt,
                Ok(None) => break,
                Err(e) => {
                    report.errors += 1;
                    let msg = crate::diag::render_syntax_error(name, text, &e, false);
                    self.out.write_err(&msg);
                    continue;
                }
            };
            let mark = self.heap.top();
            let (term, _names) = self.build_read_term(&rt);
            if !rt.singletons.is_empty() && !is_directive(self, term) {
                self.warn_singletons(name, text, &rt.singletons, rt.span);
            }
            self.handle_clause(term, name, text, rt.span, report);
            // The clause is compiled and stored; its heap copy is garbage.
            self.heap.cells.truncate(mark as usize);
        }
    }

    fn warn_singletons(&mut self, name: &str, text: &str, singles: &[(String, Span)], span: Span) {
        if name.starts_with('$') {
            return;
        }
        let names: Vec<&str> = singles.iter().map(|(n, _)| n.as_str()).collect();
        let msg = format!("Singleton variables: [{}]", names.join(","));
        let rendered = crate::diag::render_warning(name, text, singles.first().map_or(span, |s| s.1), &msg, false);
        self.out.write_err(&rendered);
    }

    fn handle_clause(&mut self, term: Cell, name: &str, text: &str, span: Span, report: &mut LoadReport) {
        let t = self.heap.deref(term);
        match self.heap.functor_of(t) {
            Some((atoms::NECK, 1)) | Some((atoms::QUERY, 1)) => {
                let goal = self.heap.arg(t, 0);
                self.run_directive(goal, name, text, span);
                return;
            }
            Some((atoms::DCG_ARROW, 2)) => {
                let translated = self.dcg_translate(t);
                match translated {
                    Some(c) => return self.handle_clause(c, name, text, span, report),
                    None => {
                        report.errors += 1;
                        self.report_load_error(name, text, span, "cannot translate this grammar rule");
                        return;
                    }
                }
            }
            _ => {}
        }
        self.prepare_redefinition(t);
        let line = crate::diag::line_col(text, span.start).0 as u32;
        self.clause_source = Some((self.atoms.intern(name), line));
        match self.add_clause(t, Position::Last, false) {
            Ok(p) => {
                report.clauses += 1;
                let file = self.load_stack.last().map(|c| c.file);
                self.preds[p as usize].source = file;
                if let Some(ctx) = self.load_stack.last_mut() {
                    ctx.defined.insert(p);
                }
            }
            Err(e) => {
                report.errors += 1;
                let msg = match e {
                    crate::machine::Exc::Throw(ball) => self.describe_error(ball),
                    crate::machine::Exc::Halt(_) => "halt".to_string(),
                };
                self.report_load_error(name, text, span, &msg);
            }
        }
    }

    /// The first clause of a predicate in this load replaces what an
    /// earlier load (or a library) gave it.
    fn prepare_redefinition(&mut self, clause: Cell) {
        let head = match self.heap.functor_of(clause) {
            Some((atoms::NECK, 2)) => self.heap.deref(self.heap.arg(clause, 0)),
            _ => clause,
        };
        let Some((name, arity)) = self.heap.functor_of(head) else {
            return;
        };
        if name == atoms::COLON && arity == 2 {
            return;
        }
        let Some(p) = self.lookup_pred(name, arity) else {
            return;
        };
        let Some(ctx) = self.load_stack.last() else {
            return;
        };
        if ctx.defined.contains(&p) {
            return;
        }
        let pred = &self.preds[p as usize];
        if pred.dynamic || pred.system || !pred.clauses.has_live() {
            return;
        }
        let pred = &mut self.preds[p as usize];
        std::rc::Rc::make_mut(&mut pred.clauses).clear();
    }

    fn report_load_error(&mut self, name: &str, text: &str, span: Span, msg: &str) {
        let rendered = crate::diag::render_error(name, text, span, msg, false);
        self.out.write_err(&rendered);
    }

    fn run_directive(&mut self, goal: Cell, name: &str, text: &str, span: Span) {
        let g = self.heap.deref(goal);
        if let Some((f, 1)) = self.heap.functor_of(g) {
            match self.atoms.text(f) {
                "initialization" => {
                    let owned = copy_out(&self.heap, self.heap.arg(g, 0), false);
                    self.init_goals.push(owned);
                    return;
                }
                "include" => {
                    self.include(self.heap.arg(g, 0), name, text, span);
                    return;
                }
                _ => {}
            }
        }
        if let Some((f, 2)) = self.heap.functor_of(g) {
            if self.atoms.text(f) == "initialization" {
                let owned = copy_out(&self.heap, self.heap.arg(g, 0), false);
                self.init_goals.push(owned);
                return;
            }
        }
        match self.run_once(goal) {
            Outcome::True => {}
            Outcome::False => {
                let gtext = self.term_text(goal, &crate::write::WriteOptions::writeq());
                self.report_load_error(name, text, span, &format!("Goal (directive) failed: user:{gtext}"));
            }
            Outcome::Error(ball) => {
                let b = copy_in(&mut self.heap, &ball);
                let msg = self.describe_error(b);
                self.report_load_error(name, text, span, &msg);
            }
            Outcome::Halt(code) => {
                self.out.flush();
                std::process::exit(code);
            }
        }
    }

    fn include(&mut self, spec: Cell, name: &str, text: &str, span: Span) {
        let spec = self.heap.deref(spec);
        let Some(file) = self.atomic_text(spec) else {
            self.report_load_error(name, text, span, "include/1: file name expected");
            return;
        };
        match self.resolve_file(&file) {
            Some(path) => match std::fs::read_to_string(&path) {
                Ok(inc) => {
                    let mut report = LoadReport::default();
                    let inc_name = path.to_string_lossy().to_string();
                    self.load_text(&inc, &inc_name, &mut report);
                }
                Err(e) => self.report_load_error(name, text, span, &format!("include/1: {e}")),
            },
            None => {
                self.report_load_error(name, text, span, &format!("include/1: source_sink `{file}' does not exist"))
            }
        }
    }

    fn run_initialization_goals(&mut self) {
        let goals = std::mem::take(&mut self.init_goals);
        for g in goals {
            let goal = copy_in(&mut self.heap, &g);
            match self.run_once(goal) {
                Outcome::True => {}
                Outcome::False => {
                    let gtext = self.term_text(goal, &crate::write::WriteOptions::writeq());
                    self.out.write_err(&format!("Warning: initialization goal failed: {gtext}\n"));
                }
                Outcome::Error(ball) => {
                    let b = copy_in(&mut self.heap, &ball);
                    let msg = self.describe_error(b);
                    self.out.write_err(&format!("ERROR: {msg}\n"));
                }
                Outcome::Halt(code) => {
                    self.out.flush();
                    std::process::exit(code);
                }
            }
        }
    }

    /// Translates a grammar rule with '$dcg_translate'/2 from the library,
    /// when it is loaded.
    fn dcg_translate(&mut self, rule: Cell) -> Option<Cell> {
        let name = self.atoms.intern("dcg_translate_rule");
        self.lookup_pred(name, 2)?;
        let out = self.heap.new_var();
        let goal = self.heap.compound(name, &[rule, out]);
        let (outcome, copy) = self.run_once_copy(goal);
        match (outcome, copy) {
            (Outcome::True, Some(t)) => {
                let g = copy_in(&mut self.heap, &t);
                Some(self.heap.arg(g, 1))
            }
            _ => None,
        }
    }
}

fn is_directive(m: &Machine, t: Cell) -> bool {
    matches!(m.heap.functor_of(m.heap.deref(t)), Some((atoms::NECK, 1)) | Some((atoms::QUERY, 1)))
}
