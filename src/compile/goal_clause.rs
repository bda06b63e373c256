//! A meta-called control construct compiled to a temporary clause (the
//! machine's `goal_cache.rs` keeps them): `call((between(1, N, A), A mod 3
//! =:= 0, X is A*2))` runs as the body of
//! `'$goal'(C1, C2, A, C3, C4, X, C5) :- between(C1, C2, A), A mod C3 =:= C4, X is A*C5`
//! called with the goal's own terms, so that arithmetic is compiled and
//! every leaf is a plain call rather than a call/1 of its own.
//!
//! **Shape.** The clause abstracts what changes from one meta-call to the
//! next: each argument of a leaf goal that is not a variable becomes a
//! clause argument (so does each number inside an arithmetic comparison
//! or `is/2`, whose expression structure the clause keeps), and the
//! goal's variables are clause arguments numbered by first occurrence.
//! What remains (control constructs, leaf predicates, module qualifiers,
//! expression functors, the variable pattern) is the key: `forall(between(1,
//! 300000, I), (I > 0, true))` compiles `(I > 0, true)` once.
//!
//! **When.** A shape is compiled at its first meta-call: measured with
//! callgrind (ARCHITECTURE.md, "Meta-called control constructs"), the
//! compilation of a small goal costs about as much as interpreting it a
//! few times, and shapes repeat (a goal in a loop) or run long (findall/3
//! over a generator: 10.8 G instructions interpreted, 2.9 G compiled).
//! Where the clauses of the last 64 compiled ran at most 4 goals each
//! (goals built from ever new names: a compilation per call), shapes are
//! compiled at their second meta-call instead (`goal_cache.rs`). Goals of
//! more than [`MAX_KEY`] key words, and goals that are no valid body
//! (ISO's type_error(callable, ...) before anything runs), stay with the
//! interpreter, which also runs goals of millions of conjuncts without
//! recursion.

use crate::machine::database::ClauseInfo;
use crate::machine::goal_cache::Shape;
use crate::machine::instr::CodeAddr;
use crate::machine::memory::CLAUSE_RECORD_BYTES;
use crate::machine::transparent::CodeOwner;
use crate::machine::{Exc, Machine};
use crate::term::{atoms, Atom, Cell};
use std::rc::Rc;

/// Key words of the largest goal compiled (a conjunction of about 60
/// leaves of three arguments); larger ones are interpreted.
const MAX_KEY: usize = 256;

/// Clause arguments at most (the argument registers a call fills).
const MAX_ARGS: usize = 64;

/// Key word kinds, in the low two bits.
const K_FUNCTOR: u64 = 0;
const K_SLOT: u64 = 1;
const K_ATOM: u64 = 2;

fn functor_word(name: Atom, arity: u32) -> u64 {
    ((name.0 as u64) << 32) | ((arity as u64) << 2) | K_FUNCTOR
}

/// Walks a goal for its key and clause arguments, and (when `build`)
/// builds the clause body with fresh variables in place of the arguments.
struct ShapeWalk {
    key: Vec<u64>,
    /// The clause arguments: the goal's variables and abstracted terms.
    args: Vec<Cell>,
    /// The fresh variable of each argument (when building).
    fresh: Vec<Cell>,
    /// The atoms the key names.
    atoms: Vec<Atom>,
    build: bool,
    /// When building: the module leaves resolve in, and whether a leaf
    /// is a meta-predicate or switches the debugger on (see
    /// [`compile_shape`]).
    module: Atom,
    meta_leaf: bool,
}

impl ShapeWalk {
    fn word(&mut self, w: u64) -> Option<()> {
        (self.key.len() < MAX_KEY).then(|| self.key.push(w))
    }

    fn atom_word(&mut self, name: Atom, arity: u32) -> Option<()> {
        if self.build {
            self.atoms.push(name);
        }
        self.word(functor_word(name, arity))
    }

    /// A clause argument for `t` (dereferenced): a variable met before is
    /// its first slot, anything else a new one.
    fn slot(&mut self, m: &mut Machine, t: Cell) -> Option<Cell> {
        let same_var = |a: &Cell| match (*a, t) {
            (Cell::Ref(x), Cell::Ref(y)) | (Cell::Attv(x), Cell::Attv(y)) => x == y,
            _ => false,
        };
        let found = if t.is_var_ref() { self.args.iter().position(same_var) } else { None };
        let i = match found {
            Some(i) => i,
            None => {
                if self.args.len() == MAX_ARGS {
                    return None;
                }
                self.args.push(t);
                if self.build {
                    let v = m.heap.new_var();
                    self.fresh.push(v);
                }
                self.args.len() - 1
            }
        };
        self.word(((i as u64) << 2) | K_SLOT)?;
        Some(if self.build { self.fresh[i] } else { t })
    }

    /// A body: control constructs walked into, leaves by [`ShapeWalk::leaf`].
    fn body(&mut self, m: &mut Machine, t: Cell) -> Option<Cell> {
        let t = m.heap.deref(t);
        if t.is_var_ref() {
            return self.slot(m, t);
        }
        if let Cell::Lis(_) = t {
            // A list goal consults files: left to the interpreter.
            return None;
        }
        let (name, arity) = m.heap.functor_of(t)?;
        let control = matches!(
            (name, arity),
            (atoms::COMMA | atoms::SEMICOLON | atoms::ARROW | atoms::SOFT_ARROW, 2) | (atoms::NOT_PROVABLE, 1)
        );
        if !control {
            return self.leaf(m, t, name, arity);
        }
        self.atom_word(name, arity)?;
        let mut parts = [Cell::Atom(atoms::TRUE); 2];
        for (i, part) in parts.iter_mut().enumerate().take(arity as usize) {
            *part = self.body(m, m.heap.arg(t, i as u32))?;
        }
        Some(if self.build { m.heap.compound(name, &parts[..arity as usize]) } else { t })
    }

    /// A leaf goal: its predicate stays, its arguments are clause
    /// arguments, but for arithmetic, whose expressions keep their shape.
    fn leaf(&mut self, m: &mut Machine, t: Cell, name: Atom, arity: u32) -> Option<Cell> {
        if (name, arity) == (atoms::COLON, 2) {
            // Module:Goal: the module is part of the shape; a qualified
            // control construct is left to the interpreter.
            let Cell::Atom(module) = m.heap.deref(m.heap.arg(t, 0)) else { return None };
            let g = m.heap.deref(m.heap.arg(t, 1));
            let (gn, ga) = m.heap.functor_of(g)?;
            if crate::machine::metacall::is_control(gn, ga) && gn != atoms::CUT {
                return None;
            }
            self.atom_word(atoms::COLON, 2)?;
            self.atom_word(module, 0)?;
            let outer = std::mem::replace(&mut self.module, module);
            let inner = self.leaf(m, g, gn, ga);
            self.module = outer;
            let inner = inner?;
            return Some(if self.build { m.heap.compound(atoms::COLON, &[Cell::Atom(module), inner]) } else { t });
        }
        self.atom_word(name, arity)?;
        if self.build {
            // The debugger switched on by a leaf shows the ports of the
            // leaves after it: compiled, their arithmetic has none.
            let text = m.atoms.text(name);
            self.meta_leaf |= matches!(text, "trace" | "debug" | "spy" | "tspy");
            if let Some(p) = m.resolve_pred(self.module, name, arity) {
                self.meta_leaf |= m.preds[p as usize].meta.is_some();
            }
        }
        if arity == 0 {
            return Some(t);
        }
        let arithmetic = arity == 2
            && matches!(
                name,
                atoms::IS | atoms::ARITH_EQ | atoms::ARITH_NE | atoms::LT | atoms::GT | atoms::LE | atoms::GE
            );
        let mut args = Vec::with_capacity(if self.build { arity as usize } else { 0 });
        for i in 0..arity {
            let a = m.heap.deref(m.heap.arg(t, i));
            let a = if arithmetic { self.expression(m, a)? } else { self.slot(m, a)? };
            if self.build {
                args.push(a);
            }
        }
        Some(if self.build { m.heap.compound(name, &args) } else { t })
    }

    /// An arithmetic expression: compound and atom structure kept,
    /// numbers and variables made clause arguments.
    fn expression(&mut self, m: &mut Machine, t: Cell) -> Option<Cell> {
        match t {
            Cell::Atom(a) => {
                if self.build {
                    self.atoms.push(a);
                }
                self.word(((a.0 as u64) << 32) | K_ATOM)?;
                Some(t)
            }
            Cell::Str(_) => {
                let (name, arity) = m.heap.functor_of(t)?;
                self.atom_word(name, arity)?;
                let mut args = Vec::with_capacity(if self.build { arity as usize } else { 0 });
                for i in 0..arity {
                    let a = m.heap.deref(m.heap.arg(t, i));
                    let a = self.expression(m, a)?;
                    if self.build {
                        args.push(a);
                    }
                }
                Some(if self.build { m.heap.compound(name, &args) } else { t })
            }
            _ => self.slot(m, t),
        }
    }
}

/// The [`GoalCompiler`](crate::machine::goal_cache::GoalCompiler) the
/// system installs: finds or compiles the clause of `goal`'s shape and
/// loads its arguments.
pub fn compile_meta_goal(m: &mut Machine, ctx: Atom, goal: Cell) -> Result<Option<CodeAddr>, Exc> {
    let mut walk = ShapeWalk {
        key: std::mem::take(&mut m.goal_cache.key),
        args: std::mem::take(&mut m.goal_cache.args),
        fresh: Vec::new(),
        atoms: Vec::new(),
        build: false,
        module: ctx,
        meta_leaf: false,
    };
    walk.key.clear();
    walk.args.clear();
    walk.key.push(((ctx.0 as u64) << 32) | K_ATOM);
    let shaped = walk.body(m, goal).is_some();
    let code = if !shaped {
        None
    } else {
        match m.goal_cache.get(&walk.key) {
            Some(Shape::Clause(c)) => Some(c.code),
            Some(Shape::Interpreted) => None,
            Some(Shape::Seen) => compile_shape(m, ctx, goal, &walk.key),
            None if m.goal_cache.compiles_at_first_sight() => compile_shape(m, ctx, goal, &walk.key),
            None => {
                m.keep_goal_shape(walk.key.as_slice().into(), Shape::Seen, &[]);
                None
            }
        }
    };
    if code.is_some() {
        m.goal_cache.hit();
        m.ensure_regs(walk.args.len());
        m.x[..walk.args.len()].copy_from_slice(&walk.args);
    }
    m.goal_cache.key = walk.key;
    m.goal_cache.args = walk.args;
    Ok(code)
}

/// Compiles the clause of `goal`'s shape and keeps it under `key`; `None`
/// (kept too, so that it is not tried again) when the compiler refuses it
/// or it does not fit in memory.
fn compile_shape(m: &mut Machine, ctx: Atom, goal: Cell, key: &[u64]) -> Option<CodeAddr> {
    let mut walk = ShapeWalk {
        key: Vec::new(),
        args: Vec::new(),
        fresh: Vec::new(),
        atoms: vec![ctx],
        build: true,
        module: ctx,
        meta_leaf: false,
    };
    let body = walk.body(m, goal).expect("the shape was walked");
    // A compiled call of a meta-predicate enters it through the module's
    // import, which qualifies its goal arguments (`freeze(X, user:true)`),
    // where a meta-call leaves them as they are: such goals stay with the
    // interpreter (a library one not loaded yet is not seen: its goal
    // arguments come qualified, which runs them in the same module).
    if walk.meta_leaf {
        m.keep_goal_shape(key.into(), Shape::Interpreted, &[]);
        return None;
    }
    let head = if walk.fresh.is_empty() {
        Cell::Atom(atoms::CALL_BODY)
    } else {
        m.heap.compound(atoms::CALL_BODY, &walk.fresh)
    };
    let clause = m.heap.compound(atoms::NECK, &[head, body]);
    let saved_module = m.compile_module;
    m.compile_module = ctx;
    // The compiler looks at Ctrl-C between its phases, for clauses of
    // millions of cells; these are small, and an interrupt pending now is
    // left to where the interpreter would meet it (the next call's poll,
    // or a read waiting for input) rather than be taken here.
    let no_interrupt = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let interrupt = std::mem::replace(&mut m.interrupt, no_interrupt);
    let compiled = m.compile_clause(clause);
    m.interrupt = interrupt;
    m.compile_module = saved_module;
    let placed = compiled.ok().and_then(|compiled| {
        let code_bytes = compiled.code.len() * std::mem::size_of::<crate::machine::instr::Instr>();
        if m.reserve_for_program(code_bytes + CLAUSE_RECORD_BYTES).is_err()
            || m.code.try_reserve(compiled.code.len()).is_err()
        {
            crate::machine::code_gc::release_blobs(&mut m.blobs, &compiled.code);
            return None;
        }
        let owner = CodeOwner { module: ctx, transparent: false };
        let base = m.place_code(&compiled.code, owner, |ins, base| ins.map_target(|l| l + base));
        m.ensure_regs(compiled.max_reg as usize + compiled.arity as usize + 1);
        m.pin_clause_atoms(&compiled.code, None, None);
        m.clause_store_bytes += CLAUSE_RECORD_BYTES;
        m.clause_counter += 1;
        let len = compiled.code.len() as u32;
        Some(Rc::new(ClauseInfo::new(base, len, 0, m.clause_counter, None, None)))
    });
    let key: Box<[u64]> = key.into();
    match placed {
        Some(clause) => {
            let code = clause.code;
            m.keep_goal_shape(key, Shape::Clause(clause), &walk.atoms);
            Some(code)
        }
        None => {
            m.keep_goal_shape(key, Shape::Interpreted, &[]);
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::machine::run::Outcome;
    use crate::machine::Machine;
    use crate::term::Cell;

    /// The answers of `goal` (its bindings of `V`, or the error's formal
    /// term) as text.
    fn answers(m: &mut Machine, goal: &str) -> String {
        let text = format!(
            "catch(findall(V, ({goal}), L), error(E, _), L = caught(E)), numbervars(L, 0, _), format(atom(A), '~q', [L])"
        );
        let mut q = m.open_query_text(&text).expect("query");
        assert!(matches!(m.next_solution(&mut q), Outcome::True), "{goal}");
        let a = m.query_var(&q, "A").expect("A");
        let shown = match m.heap.deref(a) {
            Cell::Atom(x) => m.atoms.text(x).to_string(),
            other => panic!("{other:?}"),
        };
        m.close_query(q, false);
        shown
    }

    /// Each goal gives the same answers, twice (the second run reuses the
    /// clause), compiled as interpreted (a machine without the compiler).
    #[test]
    fn compiled_goals_answer_as_interpreted_ones() {
        let goals = [
            "call((member(V, [1, 2]), !))",
            "call((!, fail ; true)), V = 1",
            "call((member(V, [1, 2, 3]), (V > 1 -> true ; fail)))",
            "call(((member(V, [1, 2, 3]), !) -> true ; true))",
            "call((member(V, [1, 2, 3]) *-> true ; V = none))",
            "call((fail *-> true ; V = none))",
            "call((\\+ member(x, [a]), V = ok))",
            "call((\\+ !, V = no ; V = yes))",
            "call((G, true)), V = G",
            "call((G = true, G)), V = G",
            "call((G = (member(V, [1, 2]), !), G))",
            "call((G = !, G, member(V, [1, 2])))",
            "call((fail, 1))",
            "call((write(x), 1))",
            "call((V = 1 ; V = 2 ; V = 3))",
            "call((between(1, 10, A), A mod 3 =:= 0, V is A * 2))",
            "call((V is foo + 1, true))",
            "call((X = 1, V is X + a, true))",
            "call((lists:member(V, [a, b]), true))",
            "call((nonexistent_pred_xyz, true))",
            "call((freeze(X, V = woken), X = 1, true))",
            "call((catch((member(V, [1, 2]), throw(t)), t, V = caught), true))",
            "call((findall(X, (member(X, [1, 2]), X > 1), V), true))",
            "forall(between(1, 3, I), (I > 0, true)), V = ok",
            "call((V = f(X, Y, X), X = 1, Y = 2))",
            "call((X = \"str\", V = X, true))",
            "call((V = 1.5, V > 1, V < 2))",
            "call((member(V, [a, b]) ; V = c)), atom(V)",
        ];
        let mut compiled = Machine::new();
        let mut interpreted = Machine::new();
        interpreted.goal_compiler = None;
        for goal in goals {
            let want = answers(&mut interpreted, goal);
            assert_eq!(answers(&mut compiled, goal), want, "{goal}");
            assert_eq!(answers(&mut compiled, goal), want, "{goal} again");
        }
        assert!(compiled.goal_cache.compiled > 0 && compiled.goal_cache.hits > compiled.goal_cache.compiled);
    }

    /// A goal of a new shape each time takes no more than the cache's
    /// room: the clauses it drops are reclaimed by the code collector.
    #[test]
    fn the_cache_is_bounded_and_its_clauses_reclaimed() {
        let mut m = Machine::new();
        let goal =
            "forall(between(1, 3000, I), (atom_concat(p, I, F), G =.. [F, X], catch(call((G ; X = 1)), _, true)))";
        assert_eq!(answers(&mut m, &format!("{goal}, V = ok")), "[ok]");
        assert!(m.goal_cache.len() <= crate::machine::goal_cache::MAX_SHAPES);
        let before = m.live_code_size();
        m.collect_code();
        m.clear_goal_cache();
        m.collect_code();
        assert!(m.live_code_size() < before);
    }
}
