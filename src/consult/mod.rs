//! Loading program text: consult/1 of files and strings. Each clause is
//! read, compiled and added; directives run as they are met; syntax errors
//! are reported with ariadne and loading continues with the next clause
//! (the checks on clauses are in `checks.rs`, yall lambdas compiled at
//! load time in `yall.rs`, the loading builtins in `builtins.rs`,
//! term_expansion/2,4 and goal_expansion/2,4 in `expansion.rs`). While a
//! library has set a term hook for the load (`LoadCtx::term_hook`), each
//! term read goes through it first: library(plunit) turns the test clauses
//! of a unit into its records that way.
//!
//! Ctrl-C stops a load: the reader looks at the flag while it parses a
//! long clause, and the load looks at it between clauses and after each
//! clause is added (`LoadReport::stopped`).

pub mod builtins;
pub mod checks;
mod conditional;
mod det_guard;
mod dicts;
pub mod edit;
mod expansion;
mod ssu;
pub mod xref;
mod yall;

use crate::compile::Position;
use crate::machine::copy::{copy_in, copy_out, OwnedTerm};
use crate::machine::load_ctx::LoadCtx;
use crate::machine::run::Outcome;
use crate::machine::{Exc, Machine};
use crate::messages::diag::Diagnostic;
use crate::reader::{LoadRead, Reader, Span};
use crate::term::{atoms, Atom, Cell};
use std::path::{Path, PathBuf};

/// The most nodes a clause is read into a tree with (about 25 MB of
/// tree); a larger one is read onto the heap at once
/// (`Reader::next_for_load`), which costs a tenth of the memory and gives
/// up only the branch-singleton warning.
const TREE_NODES: usize = 1 << 18;

/// Statistics of one load, for tests and messages.
#[derive(Default, Debug, Clone, Copy)]
pub struct LoadReport {
    pub clauses: usize,
    pub errors: usize,
    /// What Ctrl-C raised (an abort, halt) when it stopped the load; the
    /// loading builtin raises it in turn.
    pub stopped: Option<Exc>,
}

impl Machine {
    /// Resolves a file spec: tries the name as given, then with `.pl`,
    /// relative to the directory of the file being loaded.
    pub fn resolve_file(&self, spec: &str) -> Option<PathBuf> {
        let base = self.load_stack.last().map(|c| c.dir.clone()).unwrap_or_default();
        let candidates = [PathBuf::from(spec), PathBuf::from(format!("{spec}.pl"))];
        for c in candidates {
            let p = if c.is_absolute() { c } else { base.join(c) };
            if crate::host::files::is_file(&p) {
                return Some(p);
            }
        }
        None
    }

    /// Loads a file into the context module; a module file's exports are
    /// imported there.
    pub fn consult_file(&mut self, path: &Path) -> std::io::Result<LoadReport> {
        let into = self.context_module();
        let (report, declared) = self.consult_file_in(path, into)?;
        if let Some(module) = declared {
            let _ = self.import_module(into, module, None);
        }
        Ok(report)
    }

    /// Loads a file with `module` as the module its clauses go to (unless it
    /// declares its own); returns the module it declared.
    pub fn consult_file_in(&mut self, path: &Path, module: Atom) -> std::io::Result<(LoadReport, Option<Atom>)> {
        let key = self.atoms.intern(&path.to_string_lossy());
        self.loaded_files.insert(key);
        if let Ok(t) = std::fs::metadata(path).and_then(|md| md.modified()) {
            self.file_times.insert(key, t);
        }
        let (mut text, bad_utf8) = crate::reader::decode::read_file(path)?;
        self.out.write_err(&bad_utf8);
        // A script's `#!/usr/bin/env hornbook` line is not Prolog; the
        // lines keep their numbers.
        if text.starts_with("#!") {
            let end = text.find('\n').unwrap_or(text.len());
            text.replace_range(..end, "");
        }
        let name = path.to_string_lossy().to_string();
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        Ok(self.consult_text(&text, &name, dir, module))
    }

    /// Loads program text under a source name, into module `user`.
    pub fn consult_str(&mut self, text: &str, name: &str) -> LoadReport {
        self.consult_text(text, name, PathBuf::new(), atoms::USER).0
    }

    /// Loads program text into `module`; returns the module the text declared.
    pub fn consult_str_in(&mut self, text: &str, name: &str, module: Atom) -> (LoadReport, Option<Atom>) {
        self.consult_text(text, name, PathBuf::new(), module)
    }

    fn consult_text(&mut self, text: &str, name: &str, dir: PathBuf, module: Atom) -> (LoadReport, Option<Atom>) {
        let file = self.atoms.intern(name);
        self.load_stack.push(LoadCtx::new(file, dir, module));
        let saved_flags = self.flags.clone();
        let mut report = LoadReport::default();
        self.load_text(text, name, &mut report);
        self.check_conditions_closed(name);
        self.add_ssu_fallbacks();
        crate::messages::diag::forget_indexed_source();
        let ctx = self.load_stack.pop().expect("load context");
        for (name, typ, before) in ctx.local_ops.into_iter().rev() {
            let _ = match before {
                Some(def) => self.ops.add(def.priority, def.typ, &name),
                None => self.ops.add(0, typ, &name),
            };
        }
        // double_quotes and similar flags are local to the file, as in SWI-Prolog.
        self.flags.double_quotes = saved_flags.double_quotes;
        self.flags.style = saved_flags.style;
        if self.load_stack.is_empty() {
            self.run_initialization_goals();
        }
        (report, ctx.declared)
    }

    fn load_text(&mut self, text: &str, name: &str, report: &mut LoadReport) {
        crate::messages::diag::start_clause_lines();
        let mut reader = Reader::for_program(text);
        loop {
            // An interrupt that came while the last clause was added (the
            // compiler looks at the flag only in its search for cycles) or
            // between clauses.
            if let Err(e) = self.check_interrupt() {
                report.stopped = Some(e);
            }
            if report.stopped.is_some() {
                return;
            }
            let mut flags = self.read_flags();
            flags.stop = self.stop();
            let mark = self.heap.top();
            let room = self.read_room_cells();
            let read = reader.next_for_load(&self.ops, &flags, &mut self.heap, &mut self.atoms, room, TREE_NODES);
            let rt = match read {
                Ok(Some(rt)) => rt,
                Ok(None) => break,
                // The reader is where it was before the clause: going on
                // (the toplevel's menu) reads it again.
                Err(e) if e.interrupted => {
                    self.heap.cells.truncate(mark as usize);
                    continue;
                }
                Err(e) if e.out_of_memory => {
                    // Not the text's fault: loading goes on, as after a
                    // syntax error, and the report says what happened.
                    report.errors += 1;
                    let line = crate::messages::diag::clause_line(text, e.span.start);
                    self.out.write_err(&format!(
                        "ERROR: {name}:{line}: resource_error(memory): the clause is too large for the stack_limit flag\n"
                    ));
                    continue;
                }
                Err(e) => {
                    report.errors += 1;
                    let msg = crate::messages::diag::render_syntax_error(
                        name,
                        text,
                        &e,
                        crate::messages::diag::stderr_colour(&self.out),
                    );
                    self.out.write_err(&msg);
                    continue;
                }
            };
            let clause_span = match &rt {
                LoadRead::Tree(t) => t.span,
                LoadRead::Heap(h) => h.span,
            };
            if let Some(ctx) = self.load_stack.last_mut() {
                ctx.term_line = crate::messages::diag::clause_line(text, clause_span.start) as u32;
            }
            let (term, names) = match &rt {
                LoadRead::Tree(t) => self.build_read_term(t),
                LoadRead::Heap(h) => {
                    let names = h.names.iter().map(|(n, c)| (self.atoms.intern(n), *c)).collect();
                    (h.term, names)
                }
            };
            if let Some(ctx) = self.load_stack.last_mut() {
                ctx.term = Some((term, names));
            }
            if self.conditional_compilation(term, name, text, clause_span) {
                if let Some(ctx) = self.load_stack.last_mut() {
                    ctx.term = None;
                }
                self.heap.cells.truncate(mark as usize);
                continue;
            }
            match &rt {
                LoadRead::Tree(t) => self.check_variables(name, text, &t.singletons, &t.marked_reused, Some(t)),
                // Too large for a tree: no branch singletons, which need one.
                LoadRead::Heap(h) => self.check_variables(name, text, &h.singletons, &h.marked_reused, None),
            }
            // The tree is done with: compiling a large clause does not
            // have it to carry as well.
            drop(rt);
            let terms = self.expand_by_hooks(term, name, text, clause_span, report).unwrap_or_else(|| vec![term]);
            for term in terms {
                self.load_expanded(term, name, text, clause_span, report);
            }
            // The clause is compiled and stored; its heap copy is garbage.
            if let Some(ctx) = self.load_stack.last_mut() {
                ctx.term = None;
            }
            self.heap.cells.truncate(mark as usize);
        }
        // term_expansion/2 sees the end of the file, and may add clauses there.
        let end = text.len() as u32;
        let span = Span { start: end, end };
        let mark = self.heap.top();
        if let Some(terms) = self.expand_by_hooks(Cell::Atom(atoms::END_OF_FILE), name, text, span, report) {
            for term in terms {
                if !matches!(self.heap.deref(term), Cell::Atom(atoms::END_OF_FILE)) {
                    self.load_expanded(term, name, text, span, report);
                }
            }
        }
        self.heap.cells.truncate(mark as usize);
    }

    /// Loads a term after term and goal expansion: through the load's term
    /// hook if one is set, then as a clause or directive.
    fn load_expanded(&mut self, term: Cell, name: &str, text: &str, span: Span, report: &mut LoadReport) {
        match self.expand_by_term_hook(term, name, text, span, report) {
            Some(terms) => {
                for t in terms {
                    self.handle_clause(t, name, text, span, report);
                }
            }
            None => self.handle_clause(term, name, text, span, report),
        }
    }

    fn handle_clause(&mut self, term: Cell, name: &str, text: &str, span: Span, report: &mut LoadReport) {
        let t = self.heap.deref(term);
        match self.heap.functor_of(t) {
            Some((atoms::NECK, 1)) | Some((atoms::QUERY, 1)) => {
                let goal = self.heap.arg(t, 0);
                self.run_directive(goal, name, text, span);
                return;
            }
            Some((f, 2)) if f == self.atoms.intern("=>") => {
                let Some(clause) = self.ssu_translate(t) else {
                    report.errors += 1;
                    self.report_load_error(
                        name,
                        text,
                        span,
                        "the head of a `Head, Guard => Body` rule must be callable",
                    );
                    return;
                };
                return self.handle_clause(clause, name, text, span, report);
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
        let t = self.expand_dict_calls(t);
        let source_module = self.source_module();
        let t = self.compile_yall_lambdas(t, source_module);
        let t = self.rewrite_det_guard(t);
        let t = self.rename_tabled_clause(t, source_module);
        let t = self.rename_det_clause(t, source_module);
        self.prepare_redefinition(t, name, text, span);
        let line = crate::messages::diag::clause_line(text, span.start) as u32;
        self.clause_source = Some((self.atoms.intern(name), line));
        let module = self.source_module();
        match self.add_clause(t, Position::Last, false, module) {
            Ok(p) => {
                report.clauses += 1;
                let file = self.load_stack.last().map(|c| c.file);
                self.preds[p as usize].source = file;
                if let Some(ctx) = self.load_stack.last_mut() {
                    ctx.defined.insert(p);
                }
                self.check_contiguous(p, name, text, span, line);
            }
            // Ctrl-C stopped adding a large clause, and the answer was to
            // abort (or halt): the load ends.
            Err(e) if matches!(e, Exc::Halt(_)) || matches!(e, Exc::Throw(ball) if self.is_abort(ball)) => {
                self.clause_source = None;
                report.stopped = Some(e);
            }
            Err(e) => {
                self.clause_source = None;
                report.errors += 1;
                let msg = match e {
                    crate::machine::Exc::Throw(ball) => self.describe_error(ball),
                    crate::machine::Exc::Halt(_) => "halt".to_string(),
                };
                let help = self.clause_error_help(t, text, span);
                let (first, more) = split_message(&msg);
                let mut d = Diagnostic::error(span, first);
                d.label = "this clause cannot be added";
                d.help = help.as_deref();
                d.note = more.as_deref();
                self.emit(&d, name, text);
            }
        }
    }

    /// Why a clause could not be added, in words, for the common causes:
    /// a clause for a builtin, and a `,` that should have been `.` (the
    /// clause then reads as a conjunction, which cannot be defined).
    fn clause_error_help(&self, clause: Cell, text: &str, span: Span) -> Option<String> {
        let head = clause_head(self, clause);
        if head.is_var_ref() {
            return Some("the head of a clause cannot be a variable: write the predicate name".into());
        }
        let Some((f, n)) = self.heap.functor_of(head) else {
            return Some("the head of a clause is an atom or a compound term such as `name(Args)`".into());
        };
        if (f, n) == (atoms::COMMA, 2) {
            let body = &text[span.start as usize..(span.end as usize).min(text.len())];
            let first_line = crate::messages::diag::line_col(text, span.start).0;
            let comma_line = body.lines().position(|l| l.trim_end().ends_with(',')).map(|i| first_line + i);
            return Some(match comma_line {
                Some(l) => format!("this reads as one term `A, B`: should the `,` at the end of line {l} be `.`?"),
                None => "this reads as one term `A, B`: should a `,` be `.`?".to_string(),
            });
        }
        let p = self.lookup_in(atoms::SYSTEM, f, n)?;
        let pred = &self.preds[p as usize];
        (pred.system || !matches!(pred.kind, crate::machine::database::PredKind::User)).then(|| {
            format!(
                "{} is built into hornbook and cannot be redefined; give your predicate another name",
                self.pi_text(f, n)
            )
        })
    }

    /// The first clause of a predicate in this load replaces what an
    /// earlier load (or a library) gave it.
    fn prepare_redefinition(&mut self, clause: Cell, name: &str, text: &str, span: Span) {
        let head = clause_head(self, clause);
        let Some((f, arity)) = self.heap.functor_of(head) else {
            return;
        };
        if f == atoms::COLON && arity == 2 {
            return;
        }
        let Some(ctx) = self.load_stack.last() else {
            return;
        };
        let Some(p) = self.lookup_in(ctx.module, f, arity) else {
            return;
        };
        if ctx.defined.contains(&p) {
            return;
        }
        let pred = &self.preds[p as usize];
        if let crate::machine::database::PredKind::Imported(target) = pred.kind {
            if pred.weak_import {
                self.warn_weak_import(p, target, name, text, span);
            }
            return;
        }
        if pred.system || !pred.clauses.has_live() {
            return;
        }
        if pred.dynamic || pred.multifile {
            // Reloading a file replaces the clauses it added, as in
            // SWI-Prolog; clauses asserted at run time or by other files stay.
            let file = self.atoms.intern(name);
            self.erase_clauses_of_file(p, file);
            return;
        }
        self.warn_redefinition(p, name, text, span);
        self.drop_clauses(p);
    }

    fn report_load_error(&mut self, name: &str, text: &str, span: Span, msg: &str) {
        self.emit(&Diagnostic::error(span, msg), name, text);
    }

    fn run_directive(&mut self, goal: Cell, name: &str, text: &str, span: Span) {
        let goal = self.expand_dict_goal(goal);
        let g = self.heap.deref(goal);
        if let Some((f, 1)) = self.heap.functor_of(g) {
            match self.atoms.text(f) {
                "initialization" => {
                    let goal = self.heap.arg(g, 0);
                    let goal = self.qualify_for_source(goal);
                    let owned = copy_out(&self.heap, goal, false);
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
                let goal = self.heap.arg(g, 0);
                let goal = self.qualify_for_source(goal);
                let owned = copy_out(&self.heap, goal, false);
                let when = self.heap.deref(self.heap.arg(g, 1));
                // `main`: the program's main goal, run after loading and
                // followed by halt (main.rs); the other moments run after
                // the load, as initialization/1.
                if matches!(when, Cell::Atom(a) if self.atoms.text(a) == "main") {
                    self.main_goal = Some(owned);
                } else {
                    self.init_goals.push(owned);
                }
                return;
            }
        }
        match self.run_once(goal) {
            Outcome::True => {}
            Outcome::False => {
                let gtext = self.term_text(goal, &crate::write::WriteOptions::writeq());
                let msg = format!("Goal (directive) failed: user:{gtext}");
                let mut d = Diagnostic::warning(span, &msg);
                d.label = "this directive failed";
                self.emit(&d, name, text);
            }
            Outcome::Error(ball) => {
                self.report_goal_error(&ball, "this directive raised an error", true, name, text, span)
            }
            Outcome::Halt(code) => {
                self.out.flush();
                std::process::exit(code);
            }
        }
    }

    /// The error a goal run while loading raised (a directive, the term
    /// hook), in words, pointing at the term; with its backtrace when the
    /// goal is the program's own.
    fn report_goal_error(
        &mut self,
        ball: &OwnedTerm,
        label: &'static str,
        backtrace: bool,
        name: &str,
        text: &str,
        span: Span,
    ) {
        let b = copy_in(&mut self.heap, ball);
        let msg = self.describe_error(b);
        let (first, more) = split_message(&msg);
        let trace = if backtrace { self.backtrace_text() } else { None };
        let note = match (more, trace) {
            (Some(m), Some(t)) => Some(format!("{m}\n{t}")),
            (m, t) => m.or(t),
        };
        let mut d = Diagnostic::error(span, first);
        d.label = label;
        d.note = note.as_deref();
        self.emit(&d, name, text);
    }

    /// The terms the load's term hook (`LoadCtx::term_hook`) makes of a term
    /// read: None when there is no hook or it fails (the term loads as it
    /// is), else the terms of its answer (a list, or one term); none when it
    /// raised an error, which is reported.
    fn expand_by_term_hook(
        &mut self,
        term: Cell,
        name: &str,
        text: &str,
        span: Span,
        report: &mut LoadReport,
    ) -> Option<Vec<Cell>> {
        let (module, pred) = self.load_stack.last()?.term_hook?;
        let out = self.heap.new_var();
        let call = self.heap.compound(pred, &[term, out]);
        let goal = self.heap.compound(atoms::COLON, &[Cell::Atom(module), call]);
        // The hook is a library's: its frames would say nothing.
        self.run_expansion(goal, 1, false, name, text, span, report)
    }

    /// The last clause of each predicate defined by `=>` rules in this load:
    /// a call no rule matched raises existence_error(matching_rule, M:Goal).
    fn add_ssu_fallbacks(&mut self) {
        let Some(ctx) = self.load_stack.last_mut() else { return };
        let preds = std::mem::take(&mut ctx.ssu);
        for (module, name, arity) in preds {
            let mark = self.heap.top();
            let vars: Vec<Cell> = (0..arity).map(|_| self.heap.new_var()).collect();
            let head = if arity == 0 { Cell::Atom(name) } else { self.heap.compound(name, &vars) };
            // As SWI-Prolog: the goal (qualified outside `user`) and the
            // predicate in the context.
            let goal = if module == atoms::USER {
                head
            } else {
                self.heap.compound(atoms::COLON, &[Cell::Atom(module), head])
            };
            let matching_rule = self.atoms.intern("matching_rule");
            let formal = self.heap.compound(atoms::EXISTENCE_ERROR, &[Cell::Atom(matching_rule), goal]);
            let pi = self.indicator(name, arity);
            let ctx_var = self.heap.new_var();
            let context = self.heap.compound(atoms::CONTEXT, &[pi, ctx_var]);
            let ball = self.heap.compound(atoms::ERROR, &[formal, context]);
            let throw = self.atoms.intern("throw");
            let body = self.heap.compound(throw, &[ball]);
            let qualified = self.heap.compound(atoms::COLON, &[Cell::Atom(module), head]);
            let clause = self.heap.compound(atoms::NECK, &[qualified, body]);
            let source = self.source_module();
            let _ = self.add_clause(clause, Position::Last, false, source);
            self.heap.cells.truncate(mark as usize);
        }
    }

    /// A goal kept for later (initialization/1) runs in the module of the
    /// file that gave it.
    fn qualify_for_source(&mut self, goal: Cell) -> Cell {
        let module = self.source_module();
        if module == atoms::USER {
            goal
        } else {
            self.qualify(module, goal)
        }
    }

    fn include(&mut self, spec: Cell, name: &str, text: &str, span: Span) {
        let spec = self.heap.deref(spec);
        let Some(file) = self.atomic_text(spec) else {
            self.report_load_error(name, text, span, "include/1: file name expected");
            return;
        };
        match self.resolve_file(&file) {
            // Not a builtin call, so no guard sees it: the sandbox is asked here.
            Some(path) if !self.may_read_file(&path) => self.report_load_error(
                name,
                text,
                span,
                &format!("include/1: no permission to read `{file}' in the sandbox"),
            ),
            Some(path) => match crate::reader::decode::read_file(&path) {
                Ok((inc, bad_utf8)) => {
                    self.out.write_err(&bad_utf8);
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
        // All goals go onto the heap first: there, the goals still to run
        // are roots of the atom collector while the earlier ones run.
        let goals = std::mem::take(&mut self.init_goals);
        let goals: Vec<Cell> = goals.iter().map(|g| copy_in(&mut self.heap, g)).collect();
        for goal in goals {
            match self.run_once(goal) {
                Outcome::True => {}
                Outcome::False => {
                    let gtext = self.term_text(goal, &crate::write::WriteOptions::writeq());
                    self.out.write_err(&format!("Warning: initialization goal failed: {gtext}\n"));
                }
                Outcome::Error(ball) => {
                    let b = copy_in(&mut self.heap, &ball);
                    let msg = self.uncaught_error_text(b);
                    let text = crate::messages::prefix_lines("ERROR: ", &msg);
                    self.out.write_err(&text);
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
        self.resolve_pred(atoms::SYSTEM, name, 2)?;
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

/// A message's first line, and the lines after it (if any) without the
/// two-space indent they have under an `ERROR:` prefix.
fn split_message(msg: &str) -> (&str, Option<String>) {
    match msg.split_once('\n') {
        Some((first, rest)) => {
            let lines: Vec<&str> = rest.lines().map(|l| l.strip_prefix("  ").unwrap_or(l)).collect();
            (first, Some(lines.join("\n")))
        }
        None => (msg, None),
    }
}

/// The head of a clause term (`H :- B` or a fact).
fn clause_head(m: &Machine, clause: Cell) -> Cell {
    let clause = m.heap.deref(clause);
    match m.heap.functor_of(clause) {
        Some((atoms::NECK, 2)) => m.heap.deref(m.heap.arg(clause, 0)),
        _ => clause,
    }
}
