//! The table of global constraints. Each row is a library(clpfd)
//! predicate, by name and arity, and its posting function: it reads the
//! Prolog arguments through [`Args`] (FD variables, lists of them,
//! integers, a name among a few) and calls the constructor of the
//! propagator, which lives in a file of its own in
//! `clpfd/propagators/` and answers a [`Post`]. The library's directive
//! `'$fd_native_globals'` makes each row's predicate a builtin of module
//! `clpfd` (as `'$fd_native_relations'` does for `#=` and the others), so
//! that stdlib/clpfd.pl only exports and documents it.
//!
//! A new global constraint: its propagator file, one row here, one export
//! (with its PlDoc comment) in stdlib/clpfd.pl (the test below checks
//! that every row is exported and documented).

use super::linear_post::{make_lin, post_lin};
use super::primitives::{clpfd_atom, fd_int, fd_var, set_mark, settle};
use crate::builtins::{b, Builtin};
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::propagators::alldistinct::{AllDifferent, AllDistinct};
use crate::clpfd::propagators::chain::{Chain, Relation};
use crate::clpfd::propagators::circuit::Circuit;
use crate::clpfd::propagators::cumulative::{Form, Tasks};
use crate::clpfd::propagators::disjoint2::{Disjoint2, Rect};
use crate::clpfd::propagators::element::Element;
use crate::clpfd::propagators::global::{Vars, INLINE_VARS};
use crate::clpfd::propagators::{Post, Prop, Rel};
use crate::clpfd::store::Var;
use crate::machine::database::{BuiltinFn, PredKind};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[b("$fd_native_globals", 0, native_globals, "")];

/// A row: the library predicate `name/arity` and its builtin, made with
/// [`posting`] from a function of the arguments.
pub struct Global {
    pub name: &'static str,
    pub arity: u32,
    pub post: BuiltinFn,
}

const fn global(name: &'static str, arity: u32, post: BuiltinFn) -> Global {
    Global { name, arity, post }
}

pub const GLOBALS: &[Global] = &[
    global("all_different", 1, |m| {
        posting(m, |a| {
            let xs = a.var_list(0)?;
            // SWI-Prolog posts one propagator per variable, even alone.
            if xs.len() < 2 {
                a.degrees.extend(xs.iter().map(|&x| (x, 1)));
            }
            Ok(AllDifferent::post(xs))
        })
    }),
    global("all_distinct", 1, |m| {
        posting(m, |a| {
            let xs = a.var_list(0)?;
            // SWI-Prolog posts a propagator per variable and one on all.
            let per_var = if xs.len() < 2 { 2 } else { 1 };
            a.degrees.extend(xs.iter().map(|&x| (x, per_var)));
            Ok(AllDistinct::post(xs))
        })
    }),
    global("element", 3, |m| {
        posting(m, |a| {
            let xs = a.list(1)?;
            let (i, xs, v) = (a.var(0)?, a.vars_of(&xs)?, a.var(2)?);
            Ok(Element::post(i, xs, v))
        })
    }),
    global("cumulative", 1, |m| posting(m, |a| cumulative(a, None))),
    global("cumulative", 2, |m| posting(m, |a| cumulative(a, Some(1)))),
    global("serialized", 2, |m| posting(m, serialized)),
    global("disjunctive", 1, |m| {
        posting(m, |a| {
            let tasks = a.list(0)?;
            match task_vars(a.m, &tasks, 0, false)? {
                Some((ss, ds, rs)) => Ok(Tasks::post(ss, ds, rs, 1, Form::Disjunctive)),
                None => Ok(Post::Fails),
            }
        })
    }),
    global("circuit", 1, |m| posting(m, circuit)),
    global("disjoint2", 1, |m| posting(m, disjoint2)),
    global("chain", 2, |m| {
        posting(m, |a| {
            let xs = a.vars(0)?;
            Ok(Chain::post(xs, a.name(1, "chain_relation", Relation::from_name)?))
        })
    }),
];

/// circuit/1: the successors in 1..N, none its own (a single node is its
/// own successor, as in SWI-Prolog), then the propagator.
fn circuit(a: &mut Args) -> Result<Post, Exc> {
    let xs = a.vars(0)?;
    let n = xs.len() as i128;
    for (k, &x) in xs.iter().enumerate() {
        if !a.m.fd.set_bounds(x, 1, n) || (n > 1 && !a.m.fd.remove(x, k as i64 + 1)) {
            return Ok(Post::Fails);
        }
    }
    // SWI-Prolog posts all_different/1 on them beside its propagator.
    a.degrees.extend(xs.iter().map(|&x| (x, 1)));
    Ok(Circuit::post(xs))
}

/// disjoint2(Rectangles): terms `F(X, W, Y, H)` of any one name, their
/// arguments FD variables or integers. As SWI-Prolog: an instantiation
/// error for a variable in the list; a list of fewer than two
/// rectangles holds as it is; a term of another shape fails.
fn disjoint2(a: &mut Args) -> Result<Post, Exc> {
    let items = a.list(0)?;
    let m = &mut *a.m;
    let items: Vec<Cell> = items.iter().map(|&t| m.heap.deref(t)).collect();
    if items.iter().any(|t| t.is_var_ref()) {
        return Err(m.err_instantiation());
    }
    if items.len() < 2 {
        return Ok(Post::Holds);
    }
    let mut name = None;
    for &t in &items {
        let Some((f, 4)) = m.heap.functor_of(t) else { return Ok(Post::Fails) };
        name.get_or_insert(f);
    }
    let mut rects = Vec::with_capacity(items.len());
    for &t in &items {
        let [x, w, y, h] = [0, 1, 2, 3].map(|k| m.heap.arg(t, k));
        let [x, w, y, h] = [fd_var(m, x)?, fd_var(m, w)?, fd_var(m, y)?, fd_var(m, h)?];
        rects.push(Rect { x, w, y, h });
    }
    let name = name.map_or("", |f| static_name(m.atoms.text(f)));
    Ok(Disjoint2::post(name, rects))
}

/// A functor name that a propagator keeps for its residual goals, which
/// are built without the atom table: each distinct name is stored once
/// for the life of the process (a program has few).
fn static_name(name: &str) -> &'static str {
    use std::collections::HashSet;
    use std::sync::Mutex;
    static NAMES: Mutex<Option<HashSet<&'static str>>> = Mutex::new(None);
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    let names = names.get_or_insert_with(HashSet::new);
    match names.get(name) {
        Some(&n) => n,
        None => {
            let n: &'static str = Box::leak(name.to_string().into_boxed_str());
            names.insert(n);
            n
        }
    }
}

/// '$fd_native_globals': makes each row of [`GLOBALS`] a builtin of
/// module `clpfd` (run as a directive of `stdlib/clpfd.pl`, before the
/// clauses that call them).
fn native_globals(m: &mut Machine) -> Res {
    let module = clpfd_atom(m);
    for g in GLOBALS {
        let name = m.atoms.intern(g.name);
        let p = m.pred_in(module, name, g.arity);
        let pred = &mut m.preds[p as usize];
        pred.kind = PredKind::Builtin(g.post);
        pred.defined = true;
    }
    Ok(true)
}

/// A row's builtin: reads the arguments with `build`, then posts what it
/// answers and runs the fixpoint.
fn posting(m: &mut Machine, build: impl FnOnce(&mut Args) -> Result<Post, Exc>) -> Res {
    let mut args = Args { m, degrees: Vec::new() };
    let built = build(&mut args)?;
    let degrees = std::mem::take(&mut args.degrees);
    match built {
        Post::Prop(p) => {
            set_mark(m);
            // (Not queued when its run could do nothing: the run and
            // the fixpoint's look at the queue are saved.)
            let id = if p.idle_at_post(&m.fd) {
                m.fd.add_prop_idle(Prop::Global(p))
            } else {
                m.fd.add_prop(Prop::Global(p))
            };
            add_degrees(m, &degrees);
            Ok(settle(m)? && super::aliasing::after_posting(m, id)?)
        }
        // The constructor may have narrowed domains on its way (circuit/1
        // of one variable fixes it to 1): they are published as a
        // propagator's would be.
        Post::Holds => {
            set_mark(m);
            add_degrees(m, &degrees);
            settle(m)
        }
        Post::Fails => Ok(false),
    }
}

fn add_degrees(m: &mut Machine, degrees: &[(Var, i32)]) {
    for &(v, delta) in degrees {
        m.fd.add_degree(v, delta);
    }
}

/// The arguments of a global constraint's call (argument registers), as
/// the values its constructor takes.
pub struct Args<'a> {
    pub m: &'a mut Machine,
    /// Propagators SWI-Prolog posts on a variable beside the one this
    /// constraint posts (`store/degree.rs`), added when it is posted.
    pub degrees: Vec<(Var, i32)>,
}

impl Args<'_> {
    /// Argument `i`: an FD variable (a new one for a plain variable, a
    /// constant for an integer; a type error otherwise).
    pub fn var(&mut self, i: usize) -> Result<Var, Exc> {
        fd_var(self.m, self.m.x[i])
    }

    /// Argument `i`: a proper list (instantiation or type error otherwise).
    pub fn list(&mut self, i: usize) -> Result<Vec<Cell>, Exc> {
        self.m.list_items(self.m.x[i])
    }

    /// The FD variables of terms.
    pub fn vars_of(&mut self, items: &[Cell]) -> Result<Vec<Var>, Exc> {
        items.iter().map(|&c| fd_var(self.m, c)).collect()
    }

    /// Argument `i`: a proper list of FD variables and integers.
    ///
    /// A proper list of a few items (most posts) is counted, then read
    /// into a vector of its exact length, which the propagator keeps as
    /// its slice: one allocation, where the list's items gathered first
    /// then mapped take two or three (a grown vector of cells, freed, and
    /// one of variables). Anything else (a longer, partial, cyclic or
    /// improper list) goes the general way, which raises its error.
    pub fn vars(&mut self, i: usize) -> Result<Vec<Var>, Exc> {
        let list = self.m.x[i];
        if let Some(n) = short_list_len(self.m, list) {
            let mut out = vec![0; n];
            self.read_vars(list, &mut out)?;
            return Ok(out);
        }
        let items = self.list(i)?;
        self.vars_of(&items)
    }

    /// Argument `i` as [`Vars`]: a list of at most `INLINE_VARS` items is
    /// read straight into the propagator's own array (no vector to
    /// allocate and free), a longer one as [`Args::vars`] reads it.
    pub fn var_list(&mut self, i: usize) -> Result<Vars, Exc> {
        let list = self.m.x[i];
        match short_list_len(self.m, list) {
            Some(n) if n <= INLINE_VARS => {
                let mut xs = [0; INLINE_VARS];
                self.read_vars(list, &mut xs[..n])?;
                Ok(Vars::Inline { len: n as u8, xs })
            }
            _ => Ok(self.vars(i)?.into()),
        }
    }

    /// The FD variables of the items of `list`, a proper list of
    /// `out.len()` items, into `out`.
    fn read_vars(&mut self, list: Cell, out: &mut [Var]) -> Result<(), Exc> {
        let mut t = self.m.heap.deref(list);
        for slot in out {
            let Cell::Lis(a) = t else { unreachable!("a list of the length counted") };
            // (Making an item an FD variable binds the item, never a
            // cell of the list's spine.)
            let item = self.m.heap.get(a);
            *slot = fd_var(self.m, item)?;
            t = self.m.heap.deref(self.m.heap.get(a + 1));
        }
        Ok(())
    }

    /// Argument `i`: an atom that `read` knows; an instantiation error for
    /// a variable, `domain_error(domain, Arg)` for anything else.
    pub fn name<T>(&mut self, i: usize, domain: &str, read: fn(&str) -> Option<T>) -> Result<T, Exc> {
        let c = self.m.arg(i);
        if c.is_var_ref() {
            return Err(self.m.err_instantiation());
        }
        if let Cell::Atom(a) = c {
            if let Some(t) = read(self.m.atoms.text(a)) {
                return Ok(t);
            }
        }
        let d = self.m.atoms.intern(domain);
        Err(self.m.err_domain(d, c))
    }
}

/// The length of `list` if it is a proper list of at most `SHORT_LIST`
/// items; None otherwise (a cyclic list never reaches `[]`, and the walk
/// stops after that many cells).
fn short_list_len(m: &Machine, list: Cell) -> Option<usize> {
    const SHORT_LIST: usize = 256;
    let mut t = m.heap.deref(list);
    for n in 0..=SHORT_LIST {
        match t {
            Cell::Atom(atoms::NIL) => return Some(n),
            Cell::Lis(a) => t = m.heap.deref(m.heap.get(a + 1)),
            _ => return None,
        }
    }
    None
}

/// cumulative(Tasks) and cumulative(Tasks, Options) (Options argument
/// `options`): tasks `task(Start, Duration, End, Resource, Id)` with
/// `Duration #> 0, Resource #>= 0, End #= Start + Duration`, starts, ends
/// and durations of finite domains (an instantiation error otherwise), and
/// the options `[]` (limit 1) or `[limit(L)]`, as SWI-Prolog.
fn cumulative(a: &mut Args, options: Option<usize>) -> Result<Post, Exc> {
    let tasks = a.list(0)?;
    let limit = match options {
        Some(i) => limit_option(a, i)?,
        None => 1,
    };
    Ok(match task_vars(a.m, &tasks, 1, true)? {
        Some((ss, ds, rs)) => {
            for &v in ss.iter().chain(&ds) {
                if a.m.fd.min(v) == INF || a.m.fd.max(v) == SUP {
                    return Err(a.m.err_instantiation());
                }
            }
            Tasks::post(ss, ds, rs, limit, Form::Cumulative)
        }
        None => Post::Fails,
    })
}

/// The starts, durations and uses of tasks.
type TaskVars = (Vec<Var>, Vec<Var>, Vec<Var>);

/// The starts, durations and uses of task terms `task(S, D, E, R, Id)`,
/// after posting `D #>= min_duration, E #= S + D` and, when `uses`,
/// `R #>= 0` for each (without `uses` R is left alone and the durations
/// stand in for the uses); None when that fails.
fn task_vars(m: &mut Machine, tasks: &[Cell], min_duration: i128, uses: bool) -> Result<Option<TaskVars>, Exc> {
    let task = m.atoms.intern("task");
    let (mut ss, mut ds, mut rs) = (Vec::new(), Vec::new(), Vec::new());
    for &t in tasks {
        let t = m.heap.deref(t);
        if m.heap.functor_of(t) != Some((task, 5)) {
            let d = m.atoms.intern("cumulative_task");
            return Err(m.err_domain(d, t));
        }
        let [s, d, e, r] = [0, 1, 2, 3].map(|k| m.heap.arg(t, k));
        let bounds = if uses { &[(d, min_duration), (r, 0)][..] } else { &[(d, min_duration)][..] };
        for &(x, least) in bounds {
            let lin = make_lin(m, &[(-1, x)], Rel::Le, -least)?;
            if !post_lin(m, lin)? {
                return Ok(None);
            }
        }
        let lin = make_lin(m, &[(1, e), (-1, s), (-1, d)], Rel::Eq, 0)?;
        if !post_lin(m, lin)? {
            return Ok(None);
        }
        ss.push(fd_var(m, s)?);
        ds.push(fd_var(m, d)?);
        rs.push(fd_var(m, if uses { r } else { d })?);
    }
    Ok(Some((ss, ds, rs)))
}

/// serialized(Starts, Durations): Durations a list of integers (SWI's
/// errors: instantiation or type error); it fails for lists of different
/// lengths or a negative duration, as SWI-Prolog.
fn serialized(a: &mut Args) -> Result<Post, Exc> {
    let starts = a.list(0)?;
    let durations = a.list(1)?;
    let m = &mut *a.m;
    let mut ds = Vec::with_capacity(durations.len());
    for &d in &durations {
        let d = m.heap.deref(d);
        match d {
            Cell::Int(_) | Cell::Big(_) => ds.push(fd_int(m, d)?),
            d if d.is_var_ref() => return Err(m.err_instantiation()),
            d => return Err(m.err_type(atoms::INTEGER, d)),
        }
    }
    if starts.len() != ds.len() || ds.iter().any(|&d| d < 0) {
        return Ok(Post::Fails);
    }
    let ss = a.vars_of(&starts)?;
    let m = &mut *a.m;
    let mut dv = Vec::with_capacity(ds.len());
    for d in ds {
        dv.push(fd_var(m, Cell::Int(d))?);
    }
    let rs = dv.clone();
    Ok(Tasks::post(ss, dv, rs, 1, Form::Serialized))
}

/// The options of cumulative/2: `[]` (limit 1) or `[limit(L)]`;
/// `domain_error(cumulative_options_empty_or_limit, Options)` otherwise,
/// as SWI-Prolog.
fn limit_option(a: &mut Args, i: usize) -> Result<i64, Exc> {
    let options = a.list(i)?;
    let m = &mut *a.m;
    let limit = m.atoms.intern("limit");
    match options[..] {
        [] => Ok(1),
        [o] if m.heap.functor_of(m.heap.deref(o)) == Some((limit, 1)) => {
            let o = m.heap.deref(o);
            let l = m.heap.deref(m.heap.arg(o, 0));
            match l {
                Cell::Int(_) | Cell::Big(_) => fd_int(m, l),
                l if l.is_var_ref() => Err(m.err_instantiation()),
                l => Err(m.err_type(atoms::INTEGER, l)),
            }
        }
        _ => {
            let d = m.atoms.intern("cumulative_options_empty_or_limit");
            let o = m.arg(i);
            Err(m.err_domain(d, o))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::GLOBALS;

    /// Every row is a predicate of library(clpfd): exported and documented
    /// by a PlDoc comment in stdlib/clpfd.pl.
    #[test]
    fn every_global_is_exported_and_documented() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("stdlib/clpfd.pl");
        let text = std::fs::read_to_string(path).expect("stdlib/clpfd.pl");
        let exports = &text[text.find(":- module(clpfd,").expect("module header")..];
        let exports = &exports[..exports.find("]).").expect("end of the export list")];
        for g in GLOBALS {
            let pi = format!("{}/{}", g.name, g.arity);
            assert!(
                exports.split(|c: char| c == ',' || c.is_whitespace() || c == '[').any(|e| e == pi),
                "{pi} is not exported by stdlib/clpfd.pl"
            );
            let doc = format!("%!  {}(", g.name);
            assert!(text.contains(&doc), "{pi} has no PlDoc comment in stdlib/clpfd.pl");
        }
    }
}
