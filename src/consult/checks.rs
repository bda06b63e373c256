//! Checks made while a file is loaded, each reported at its source position
//! as SWI-Prolog words it: singleton variables (of the clause and of a
//! branch of a disjunction), singleton-marked variables used more than once, clauses of one predicate that are not together,
//! redefinition of a predicate another file defined, a local definition
//! that overrides a weak import, and clauses for a builtin (an error naming
//! the predicate).

use crate::machine::instr::PredId;
use crate::machine::load_ctx::FirstClause;
use crate::machine::Machine;
use crate::messages::diag::Diagnostic;
use crate::reader::{ReadTerm, Span};

impl Machine {
    /// Singleton variables, and `_X` variables used more than once.
    /// `singletons` and `marked_reused` are the reader's; `tree`, when the
    /// clause was read as one, gives the singletons of branches too.
    pub(crate) fn check_variables(
        &mut self,
        name: &str,
        text: &str,
        singletons: &[(String, Span)],
        marked_reused: &[(String, Span)],
        tree: Option<&ReadTerm>,
    ) {
        if name.starts_with('$') || !self.flags.style.singleton {
            return;
        }
        if let Some(first) = singletons.first() {
            let names: Vec<&str> = singletons.iter().map(|(n, _)| n.as_str()).collect();
            let msg = format!("Singleton variables: [{}]", names.join(","));
            let label = format!("`{}` used only here", first.0);
            let mut d = Diagnostic::warning(first.1, &msg);
            d.label = &label;
            d.related = singletons[1..].iter().map(|(n, s)| (*s, format!("`{n}` used only here"))).collect();
            d.help =
                Some("a variable used once is probably misspelt; if it is meant, write `_` or start its name with `_`");
            self.emit(&d, name, text);
        }
        for (var, span) in tree.map(branch_singletons).unwrap_or_default() {
            let msg = format!("Singleton variable in branch: {var}");
            let mut d = Diagnostic::warning(span, &msg);
            d.label = "used only in this branch";
            let help = format!(
                "each branch of a disjunction binds its own `{var}`; its value does not reach the rest of the clause"
            );
            d.help = Some(&help);
            self.emit(&d, name, text);
        }
        for (var, span) in marked_reused {
            let msg = format!("Singleton-marked variable appears more than once: {var}");
            let mut d = Diagnostic::warning(*span, &msg);
            d.label = "a name starting with `_` says the variable is used once";
            let help = format!("rename `{var}` without the leading `_`");
            d.help = Some(&help);
            self.emit(&d, name, text);
        }
    }

    /// Before the clause at `span` is added to predicate `p`: warns when
    /// the predicate's clauses in this load are not together. Returns
    /// nothing; remembers the clause as the last one seen.
    pub(crate) fn check_contiguous(&mut self, p: PredId, name: &str, text: &str, span: Span, line: u32) {
        let Some(ctx) = self.load_stack.last_mut() else {
            return;
        };
        let file = ctx.file;
        let previous = ctx.last_pred.replace(p);
        let first = *ctx.first_clause.entry(p).or_insert(FirstClause { file, line, span });
        if previous == Some(p) || first.span == span && first.line == line {
            return;
        }
        let pred = &self.preds[p as usize];
        // As in SWI-Prolog, dynamic predicates are checked too, and every
        // clause that comes back to a predicate left earlier is reported.
        if pred.discontiguous || name.starts_with('$') || !self.flags.style.discontiguous {
            return;
        }
        let pi = self.pi_text(pred.name, pred.arity);
        let current = previous.map(|q| self.pi_text(self.preds[q as usize].name, self.preds[q as usize].arity));
        let msg = format!("Clauses of {pi} are not together in the source-file");
        let earlier = format!("Earlier definition at {}:{}", self.atoms.text(first.file), first.line);
        let mut d = Diagnostic::warning(span, &msg);
        d.label = "this clause is apart from the others";
        if first.file == file {
            d.related = vec![(first.span, "earlier clauses start here".into())];
        }
        let note = match &current {
            Some(c) => {
                format!("{earlier}\nCurrent predicate: {c}\nUse :- discontiguous {pi}. to suppress this message")
            }
            None => format!("{earlier}\nUse :- discontiguous {pi}. to suppress this message"),
        };
        d.note = Some(&note);
        let help = "keep the clauses of a predicate together, or declare it discontiguous";
        d.help = Some(help);
        self.emit(&d, name, text);
    }

    /// The first clause of predicate `p` in this load replaces what an
    /// earlier load gave it. When that was another (non-library) file,
    /// SWI-Prolog's warning says so.
    pub(crate) fn warn_redefinition(&mut self, p: PredId, name: &str, text: &str, span: Span) {
        let pred = &self.preds[p as usize];
        let Some(old_file) = pred.source else {
            return;
        };
        let old_name = self.atoms.text(old_file);
        let here = self.load_stack.last().map(|c| c.file);
        if Some(old_file) == here || old_name.starts_with('$') || name.starts_with('$') {
            return;
        }
        // The same file reached by another path is a reload, not a redefinition.
        let same = |a: &str, b: &str| match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
            (Ok(x), Ok(y)) => x == y,
            _ => false,
        };
        if same(old_name, name) {
            return;
        }
        let old_line =
            pred.clauses.entries().iter().find_map(|c| c.info.source().filter(|s| s.0 == old_file).map(|s| s.1));
        let pi = self.pi_text(pred.name, pred.arity);
        let msg = format!("Redefined static procedure {pi}");
        let note = match old_line {
            Some(l) => format!("Previously defined at {old_name}:{l}"),
            None => format!("Previously defined in {old_name}"),
        };
        let mut d = Diagnostic::warning(span, &msg);
        d.label = "the clauses loaded before are replaced from here";
        d.note = Some(&note);
        self.emit(&d, name, text);
    }
}

impl Machine {
    /// The first clause of predicate `p` in this load, which imports
    /// `target` from all of a module's exports: the local definition wins,
    /// and SWI-Prolog warns that it does.
    pub(crate) fn warn_weak_import(&mut self, p: PredId, target: PredId, name: &str, text: &str, span: Span) {
        if name.starts_with('$') {
            return;
        }
        let pred = &self.preds[p as usize];
        let pi = self.pi_text(pred.name, pred.arity);
        let module = self.atoms.text(pred.module).to_string();
        let from = self.atoms.text(self.preds[target as usize].module).to_string();
        let msg = format!("Local definition of {module}:{pi} overrides weak import from {from}");
        let mut d = Diagnostic::warning(span, &msg);
        d.label = "this definition is used instead of the imported one";
        let help = format!("rename the local predicate, or import {from}'s exports except {pi}");
        d.help = Some(&help);
        self.emit(&d, name, text);
    }
}

/// Variables that occur once in one branch of a disjunction and nowhere
/// outside it (SWI-Prolog's "Singleton variable in branch"): each branch
/// binds its own copy, so the value cannot reach the rest of the clause.
/// Variables already reported as singletons of the clause are left out.
pub fn branch_singletons(rt: &ReadTerm) -> Vec<(String, Span)> {
    use crate::reader::Node;
    let compound = |id: u32| match rt.node(id) {
        Node::Compound(name, args) => Some((name.as_ref(), args.as_slice())),
        _ => None,
    };
    let body = match compound(rt.root) {
        Some((":-", [_, body])) | Some((":-", [body])) | Some(("?-", [body])) => *body,
        _ => return Vec::new(),
    };
    // Occurrences of each variable in a subtree, with the span of the last.
    let count_in = |root: u32| {
        let mut counts: std::collections::HashMap<u32, (u32, Span)> = std::collections::HashMap::new();
        let mut work = vec![root];
        while let Some(id) = work.pop() {
            match rt.node(id) {
                Node::Var(v) => {
                    let e = counts.entry(*v).or_insert((0, rt.spans[id as usize]));
                    e.0 += 1;
                }
                Node::Compound(_, args) => work.extend(args.iter().copied()),
                _ => {}
            }
        }
        counts
    };
    let total = count_in(rt.root);
    let named: std::collections::HashMap<u32, &str> =
        rt.var_names.iter().filter(|(n, _)| !n.starts_with('_')).map(|(n, i)| (*i, n.as_str())).collect();
    let mut found: Vec<(String, Span)> = Vec::new();
    // Walk the control constructs of the body; at each disjunction, check
    // its branches (an if-then-else's condition and then-part are one branch).
    let mut goals = vec![body];
    while let Some(g) = goals.pop() {
        match compound(g) {
            Some((",", [a, b])) | Some(("->", [a, b])) | Some(("*->", [a, b])) => goals.extend([*a, *b]),
            Some((";", [_, _])) | Some(("|", [_, _])) => {
                let whole = count_in(g);
                let mut branches = Vec::new();
                let mut rest = g;
                while let Some((";" | "|", [l, r])) = compound(rest) {
                    branches.push(*l);
                    rest = *r;
                }
                branches.push(rest);
                for &b in &branches {
                    for (v, (n, span)) in count_in(b) {
                        let (in_whole, in_clause) = (whole[&v].0, total[&v].0);
                        if n == 1 && in_whole == in_clause && in_clause > 1 {
                            if let Some(name) = named.get(&v) {
                                if !found.iter().any(|(f, _)| f == name) {
                                    found.push((name.to_string(), span));
                                }
                            }
                        }
                    }
                    goals.push(b);
                }
            }
            _ => {}
        }
    }
    found.sort_by_key(|f| f.1.start);
    found
}
