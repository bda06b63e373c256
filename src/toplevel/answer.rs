//! Answers as the toplevel shows them, the way SWI-Prolog prints them:
//! the bindings of the query's named variables, grouped when several are
//! equal (`X = Y, Y = f(_A)`), then the residual goals of attributed
//! variables (`dif(X, a)`, `freeze(X, G)`, CLP(FD) domains). Fresh
//! variables are named `_A`, `_B`, … or `_` when they occur once; long
//! terms are cut at a depth (`[1, 2, 3|...]`) unless the user asks for the
//! whole answer. Cyclic bindings are written as SWI-Prolog writes them:
//! the node where a cycle closes is named after the query variable bound
//! to it (`X = f(X)`, `X = [a|X]`) or, when no variable names it, `_S1`
//! with its value after `% where`.

use crate::machine::run::Outcome;
use crate::machine::{Exc, Machine};
use crate::term::cycles::{cycle_entries, is_acyclic, node, Visited};
use crate::term::{Addr, Cell, Heap};
use crate::write::WriteOptions;
use std::cmp::Ordering;
use std::collections::HashMap;

/// The depth at which answers are cut (SWI-Prolog's `answer_write_options`).
pub const ANSWER_MAX_DEPTH: usize = 10;

/// Query variables that share one value, in the order they were met.
struct Group {
    names: Vec<String>,
    value: Cell,
}

impl Machine {
    /// The text of the current answer of a query with named variables
    /// `vars`, without the final `.` or ` ;`: `true` when there is nothing
    /// to show. `max_depth` 0 writes the terms in full. A binding may be
    /// huge (the ten million digits of a big integer take seconds): Ctrl-C
    /// stops the writing and is handled as at a call, the error being
    /// what the interrupt raised (an abort).
    pub fn answer_text(&mut self, vars: &[(String, Cell)], max_depth: usize) -> Result<String, Exc> {
        let residuals = self.residual_goals(vars);
        let groups = self.binding_groups(vars);
        let names = self.answer_variable_names(vars, &groups, &residuals);
        let opts = WriteOptions {
            quoted: true,
            numbervars: true,
            max_depth,
            space_args: true,
            priority: Some(699),
            var_names: names,
            ..Default::default()
        };
        let mut parts = Vec::new();
        let mut cycles = CycleNames::new(vars);
        for g in &groups {
            // One line a group: `A = B, B = f(x)`.
            let mut line: Vec<String> = g.names.windows(2).map(|p| format!("{} = {}", p[0], p[1])).collect();
            let mut wheres = Vec::new();
            let mut opts = opts.clone();
            if !g.value.is_var_ref() {
                let last = g.names.last().expect("a group has a name");
                if !is_acyclic(&self.heap, g.value) {
                    wheres = cycles.name_cycles(&self.heap, g.value, last);
                    opts.node_names = cycles.named.clone();
                }
                line.push(format!("{last} = {}", self.term_text_stoppable(g.value, &opts)?));
            }
            let mut text = line.join(", ");
            for (i, (name, node)) in wheres.iter().enumerate() {
                text.push_str(if i == 0 { ", % where\n    " } else { ",\n    " });
                text.push_str(&format!("{name} = {}", self.term_text_stoppable(*node, &opts)?));
            }
            parts.push(text);
        }
        let goal_opts = WriteOptions { priority: Some(999), ..opts };
        for &r in &residuals {
            parts.push(self.term_text_stoppable(r, &goal_opts)?);
        }
        Ok(if parts.is_empty() { "true".to_string() } else { parts.join(",\n") })
    }

    /// Groups the visible query variables by value (`==`). A variable
    /// still unbound and alone is not shown. Names starting with `_` are
    /// shown unless the flag `toplevel_print_anon` is false. In a group of
    /// variables sharing an unbound value, a name without `_` goes last: it
    /// names the variable.
    fn binding_groups(&mut self, vars: &[(String, Cell)]) -> Vec<Group> {
        let print_anon = self.flag_is_true("toplevel_print_anon");
        let mut groups: Vec<Group> = Vec::new();
        for (name, cell) in vars {
            if name.starts_with('_') && !print_anon {
                continue;
            }
            let value = self.heap.deref(*cell);
            match groups.iter_mut().find(|g| self.compare_terms(g.value, value) == Ordering::Equal) {
                Some(g) => g.names.push(name.clone()),
                None => groups.push(Group { names: vec![name.clone()], value }),
            }
        }
        groups.retain(|g| !(g.value.is_var_ref() && g.names.len() == 1 && self.is_own_variable(vars, g)));
        for g in groups.iter_mut().filter(|g| g.value.is_var_ref()) {
            if let Some(i) = g.names.iter().rposition(|n| !n.starts_with('_')) {
                let n = g.names.remove(i);
                g.names.push(n);
            }
        }
        groups
    }

    /// The value of a boolean flag (true unless set to `false`).
    fn flag_is_true(&mut self, name: &str) -> bool {
        let name = self.atoms.intern(name);
        let Some(f) = self.flags.values.iter().find(|f| f.name == name) else {
            return true;
        };
        let v = f.value.clone();
        let c = crate::machine::copy::copy_in(&mut self.heap, &v);
        !self.heap.deref(c).same(Cell::Atom(crate::term::atoms::FALSE))
    }

    /// Whether a one-name group holds that query variable itself, unbound.
    fn is_own_variable(&self, vars: &[(String, Cell)], g: &Group) -> bool {
        vars.iter().any(|(n, c)| *n == g.names[0] && self.heap.deref(*c).same(g.value))
    }

    /// Names for the unbound variables of an answer: a group of query
    /// variables sharing an unbound value names it after its last member;
    /// other query variables name themselves; the remaining variables are
    /// `_A`, `_B`, … when they occur more than once and `_` otherwise.
    fn answer_variable_names(&self, vars: &[(String, Cell)], groups: &[Group], goals: &[Cell]) -> Vec<(Addr, String)> {
        let mut names: HashMap<Addr, String> = HashMap::new();
        for g in groups {
            if let Cell::Ref(a) | Cell::Attv(a) = g.value {
                names.insert(a, g.names.last().expect("a group has a name").clone());
            }
        }
        for (name, cell) in vars {
            if let Cell::Ref(a) | Cell::Attv(a) = self.heap.deref(*cell) {
                names.entry(a).or_insert_with(|| name.clone());
            }
        }
        // Count the occurrences of the other variables in what is shown.
        let mut order: Vec<Addr> = Vec::new();
        let mut count: HashMap<Addr, usize> = HashMap::new();
        let shown = groups.iter().filter(|g| !g.value.is_var_ref()).map(|g| g.value).chain(goals.iter().copied());
        for t in shown {
            let mut work = vec![t];
            let mut nodes = Visited::default();
            while let Some(c) = work.pop() {
                match self.heap.deref(c) {
                    Cell::Ref(a) | Cell::Attv(a) if !names.contains_key(&a) => {
                        let n = count.entry(a).or_insert(0);
                        if *n == 0 {
                            order.push(a);
                        }
                        *n += 1;
                    }
                    d @ (Cell::Str(a) | Cell::Lis(a)) if nodes.first_visit(a) => {
                        let (_, n) = self.heap.functor_of(d).expect("compound");
                        for i in (0..n).rev() {
                            work.push(self.heap.arg(d, i));
                        }
                    }
                    _ => {}
                }
            }
        }
        let taken: std::collections::HashSet<String> = vars.iter().map(|(n, _)| n.clone()).collect();
        let mut fresh = (0usize..).map(fresh_name).filter(|n| !taken.contains(n));
        for a in order {
            let name = if count[&a] > 1 { fresh.next().expect("endless names") } else { "_".to_string() };
            names.insert(a, name);
        }
        names.into_iter().collect()
    }

    /// The residual goals of the attributed variables reachable from the
    /// answer, and the constraints of the CHR store, computed by
    /// `'$toplevel_residuals'/2` (stdlib/toplevel.pl).
    /// The goals stay on the heap, sharing the answer's variables.
    fn residual_goals(&mut self, vars: &[(String, Cell)]) -> Vec<Cell> {
        let values: Vec<Cell> = vars.iter().map(|(_, c)| *c).collect();
        if !values.iter().any(|&c| self.reaches_attvar(c)) && !self.chr_store_possible() {
            return Vec::new();
        }
        let list = self.heap.list(&values);
        let out = self.heap.new_var();
        let name = self.atoms.intern("$toplevel_residuals");
        let goal = self.heap.compound(name, &[list, out]);
        let ok = self.untraced(|m| {
            let mut q = m.open_query(goal);
            let ok = matches!(m.next_solution(&mut q), Outcome::True);
            // Keep the bindings: the goals share the answer's variables.
            m.close_query(q, true);
            ok
        });
        if !ok {
            return Vec::new();
        }
        let mut goals = Vec::new();
        let mut t = self.heap.deref(out);
        while let Cell::Lis(a) = t {
            goals.push(self.heap.get(a));
            t = self.heap.deref(self.heap.get(a + 1));
        }
        goals
    }

    /// Whether library(chr) is loaded: its store holds constraints that no
    /// variable of the answer needs to reach (ground ones).
    fn chr_store_possible(&mut self) -> bool {
        let (module, name) = (self.atoms.intern("chr"), self.atoms.intern("$chr_residuals"));
        self.lookup_in(module, name, 1).is_some_and(|p| self.preds[p as usize].present())
    }

    fn reaches_attvar(&self, t: Cell) -> bool {
        let mut work = vec![t];
        let mut nodes = Visited::default();
        while let Some(c) = work.pop() {
            match self.heap.deref(c) {
                Cell::Attv(_) => return true,
                d @ (Cell::Str(a) | Cell::Lis(a)) if nodes.first_visit(a) => {
                    let (_, n) = self.heap.functor_of(d).expect("compound");
                    for i in 0..n {
                        work.push(self.heap.arg(d, i));
                    }
                }
                _ => {}
            }
        }
        false
    }
}

/// The names of the nodes where the cycles of an answer close, given
/// binding by binding in the order shown.
struct CycleNames {
    /// Node address and the name it is written as.
    named: Vec<(Addr, String)>,
    /// Names of the query variables, which `_S<N>` must not take.
    taken: Vec<String>,
    next: usize,
}

impl CycleNames {
    fn new(vars: &[(String, Cell)]) -> Self {
        CycleNames { named: Vec::new(), taken: vars.iter().map(|(n, _)| n.clone()).collect(), next: 1 }
    }

    /// Names the cycle nodes of `value`, bound to the variable `var`: the
    /// value itself takes the variable's name, a node named by an earlier
    /// binding keeps that name, others are `_S<N>`. Returns the new `_S`
    /// names with their nodes, to be shown after `% where`.
    fn name_cycles(&mut self, heap: &Heap, value: Cell, var: &str) -> Vec<(String, Cell)> {
        let mut wheres = Vec::new();
        let root = node(value);
        for e in cycle_entries(heap, value) {
            let a = node(e).expect("compound");
            if self.named.iter().any(|(n, _)| *n == a) {
                continue;
            }
            let name = if Some(a) == root {
                var.to_string()
            } else {
                let name = loop {
                    let candidate = format!("_S{}", self.next);
                    self.next += 1;
                    if !self.taken.contains(&candidate) {
                        break candidate;
                    }
                };
                wheres.push((name.clone(), e));
                name
            };
            self.named.push((a, name));
        }
        wheres
    }
}

/// `_A`, `_B`, … `_Z`, `_A1`, … as SWI-Prolog names answer variables.
fn fresh_name(i: usize) -> String {
    let letter = (b'A' + (i % 26) as u8) as char;
    match i / 26 {
        0 => format!("_{letter}"),
        n => format!("_{letter}{n}"),
    }
}
