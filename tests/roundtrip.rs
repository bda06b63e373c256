//! writeq/1 output must read back as an equal term, for every term: a fixed
//! list of awkward terms and many generated ones.

use hornbook::machine::copy::copy_in;
use hornbook::reader::Reader;
use hornbook::term::{Atom, Cell};
use hornbook::write::WriteOptions;
use hornbook::Machine;

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const ATOMS: &[&str] = &[
    "a",
    "[]",
    "{}",
    "-",
    "+",
    "*",
    "-->",
    ":-",
    ",",
    "|",
    ";",
    "!",
    "\\+",
    "'",
    "a b",
    "Abc",
    "_x",
    "é",
    "első_lyuk",
    "/*",
    "%",
    ".",
    "..",
    "$",
    "\n",
    "",
    "[",
    "]",
    "{",
    "mod",
    "is",
    "rem",
    "dynamic",
    "=..",
    "^",
    "**",
    "\\",
    "@",
    "#",
];
const FUNCTORS: &[&str] = &[
    "-", "+", "*", "/", ":-", ",", ";", "->", "=", "\\+", "^", "**", "mod", "f", "{}", ".", "'", "- ", "is", ":", "$",
    "@", "|", "dynamic",
];

fn gen(m: &mut Machine, rng: &mut Rng, vars: &mut Vec<Cell>, depth: u32) -> Cell {
    let choice = if depth == 0 { rng.below(5) } else { rng.below(9) };
    match choice {
        0 => {
            let a = ATOMS[rng.below(ATOMS.len() as u64) as usize];
            Cell::Atom(m.atom(a))
        }
        1 => Cell::Int(rng.below(2000) as i64 - 1000),
        2 => Cell::Flt([0.0, -0.0, 1.5, -2.25, 1e22, 1e-10, 123456789.0, 0.1][rng.below(8) as usize]),
        3 => {
            if vars.is_empty() || rng.below(3) == 0 {
                let v = m.heap.new_var();
                vars.push(v);
                v
            } else {
                vars[rng.below(vars.len() as u64) as usize]
            }
        }
        4 => {
            let big: hornbook::arith::big::BigInt = hornbook::arith::big::BigInt::from(rng.next()) * 1_000_000_007u64;
            let big = if rng.below(2) == 0 { -big } else { big };
            m.heap.integer(&big)
        }
        5 | 6 => {
            let name: Atom = m.atom(FUNCTORS[rng.below(FUNCTORS.len() as u64) as usize]);
            let arity = 1 + rng.below(2) as usize;
            let args: Vec<Cell> = (0..arity).map(|_| gen(m, rng, vars, depth - 1)).collect();
            m.heap.compound(name, &args)
        }
        7 => {
            let n = rng.below(4) as usize;
            let items: Vec<Cell> = (0..n).map(|_| gen(m, rng, vars, depth - 1)).collect();
            let tail = if rng.below(3) == 0 { gen(m, rng, vars, 0) } else { Cell::Atom(m.atom("[]")) };
            m.heap.list_with_tail(&items, tail)
        }
        _ => {
            let name = m.atom(ATOMS[rng.below(ATOMS.len() as u64) as usize]);
            let arity = 1 + rng.below(3) as usize;
            let args: Vec<Cell> = (0..arity).map(|_| gen(m, rng, vars, depth - 1)).collect();
            m.heap.compound(name, &args)
        }
    }
}

fn read_back(m: &mut Machine, text: &str) -> Result<Cell, String> {
    let src = format!("{text} .");
    let mut r = Reader::new(&src);
    let flags = m.read_flags();
    match r.next(&m.ops, &flags) {
        Ok(Some(rt)) => Ok(m.build_read_term(&rt).0),
        Ok(None) => Err("nothing read".into()),
        Err(e) => Err(e.message),
    }
}

fn check_round_trip(m: &mut Machine, t: Cell) {
    let text = m.term_text(t, &WriteOptions::writeq());
    match read_back(m, &text) {
        Ok(back) => assert!(m.variant(t, back), "writeq gave {text:?}, which reads back as a different term"),
        Err(e) => panic!("writeq gave {text:?}, which does not read back: {e}"),
    }
}

#[test]
fn awkward_terms_round_trip() {
    let mut m = Machine::new();
    let cases = [
        "- 1",
        "-(1)",
        "-(-(1))",
        "- (-1)",
        "1 - -1",
        "a- (-1)",
        "-(a)",
        "-(-(a))",
        "\\+ (a,b)",
        "f(:-)",
        "[-]",
        "- [1]",
        "f(',', '|', '[]', {})",
        "'hello world'",
        "[a|b]",
        "{a,b}",
        "'{}'(x)",
        "(a:-b,c;d->e)",
        "f((a,b))",
        "1+2*3",
        "(1+2)*3",
        "2**(-1)",
        "2^3^4",
        "(2^3)^4",
        "a=b",
        "[a=b, (c:-d)]",
        "- - a",
        "\\+ \\+ a",
        "f(;, '|')",
        "'\\n'",
        "\"codes\"",
        "0'a",
        "1.0e22",
        "-0.0",
        "'/*'",
        "f(a;b)",
        "(a|b)",
        "- (1.5)",
        "-(1.0Inf)",
        "1 rem 2",
        "a:b:c",
        "(a,b)",
        "','(a,b,c)",
        "p :- \\+ q",
        "[(:-)|(:-)]",
        "f(- 1)",
        "f(-(1))",
        "1 + -2",
        "- (- (1))",
    ];
    for c in cases {
        let t = read_back(&mut m, c).unwrap_or_else(|e| panic!("{c}: {e}"));
        check_round_trip(&mut m, t);
    }
}

#[test]
fn generated_terms_round_trip() {
    let mut m = Machine::new();
    let mut rng = Rng(0x9e3779b97f4a7c15);
    for _ in 0..5000 {
        let mark = m.heap.top();
        let mut vars = Vec::new();
        let t = gen(&mut m, &mut rng, &mut vars, 4);
        check_round_trip(&mut m, t);
        m.heap.cells.truncate(mark as usize);
    }
}

#[test]
fn copy_in_of_a_copied_term_is_a_variant() {
    let mut m = Machine::new();
    let t = read_back(&mut m, "f(X, Y, [X|Z], g(Y, Z))").unwrap();
    let owned = hornbook::machine::copy::copy_out(&m.heap, t, false);
    let c = copy_in(&mut m.heap, &owned);
    assert!(m.variant(t, c));
}
